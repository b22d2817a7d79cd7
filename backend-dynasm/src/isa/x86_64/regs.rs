//! The x86-64 register file as the allocator and the emitter see it.
//!
//! r10, r11 and ymm14, ymm15 are never allocated: the emitter reloads spilled
//! operands into them and uses them inside multi-instruction sequences. rsp
//! and rbp (the frame pointer) are never allocated.

use super::super::RegFile;
use crate::mir::{GSrc, Inst};

/// GPR numbers (x86 encoding order).
pub mod gpr {
    pub const RAX: u8 = 0;
    pub const RCX: u8 = 1;
    pub const RDX: u8 = 2;
    pub const RBX: u8 = 3;
    pub const RSP: u8 = 4;
    pub const RBP: u8 = 5;
    pub const RSI: u8 = 6;
    pub const RDI: u8 = 7;
    pub const R8: u8 = 8;
    pub const R9: u8 = 9;
    pub const R10: u8 = 10;
    pub const R11: u8 = 11;
    pub const R12: u8 = 12;
    pub const R13: u8 = 13;
    pub const R14: u8 = 14;
    pub const R15: u8 = 15;
    /// SysV integer argument registers.
    pub const ARGS: [u8; 6] = [RDI, RSI, RDX, RCX, R8, R9];
    /// Callee-saved registers the allocator may hand out.
    pub const CALLEE_SAVED: [u8; 5] = [RBX, R12, R13, R14, R15];
    /// Allocation order: caller-saved first.
    pub const ALLOCATABLE: [u8; 12] = [RAX, RCX, RDX, RSI, RDI, R8, R9, RBX, R12, R13, R14, R15];
    /// Caller-saved registers as a mask.
    pub const CALLER_SAVED_MASK: u16 = (1 << RAX)
        | (1 << RCX)
        | (1 << RDX)
        | (1 << RSI)
        | (1 << RDI)
        | (1 << R8)
        | (1 << R9)
        | (1 << R10)
        | (1 << R11);
    pub const SCRATCH0: u8 = R10;
    pub const SCRATCH1: u8 = R11;
}

/// Vector register numbers.
pub mod vreg {
    /// ymm0..=ymm13 are allocatable.
    pub const ALLOCATABLE: u8 = 14;
    pub const SCRATCH0: u8 = 14;
    pub const SCRATCH1: u8 = 15;
}

/// The vector registers the allocator hands out: ymm0–ymm13.
const VEC_ORDER: [u8; vreg::ALLOCATABLE as usize] = {
    let mut p = [0u8; vreg::ALLOCATABLE as usize];
    let mut i = 0;
    while i < p.len() {
        p[i] = i as u8;
        i += 1;
    }
    p
};

/// Registers clobbered by an instruction: calls clobber every caller-saved
/// GPR and every vector register (SysV has no callee-saved `xmm`);
/// division and the high product use rdx:rax; a shift by a register
/// count takes it in cl.
fn clobbers(i: &Inst) -> (u32, u32) {
    match i {
        Inst::Call { .. } => (gpr::CALLER_SAVED_MASK as u32, 0xffff),
        Inst::Div { .. } | Inst::MulHi { .. } => ((1 << gpr::RAX) | (1 << gpr::RDX), 0),
        Inst::Shift {
            b: GSrc::Reg(_), ..
        } => (1 << gpr::RCX, 0),
        _ => (0, 0),
    }
}

/// x86-64 SysV with AVX2.
pub static REGS: RegFile = RegFile {
    name: "x86_64",
    gpr_order: &gpr::ALLOCATABLE,
    gpr_callee_saved: &gpr::CALLEE_SAVED,
    gpr_args: &gpr::ARGS,
    gpr_ret: gpr::RAX,
    vec_order: &VEC_ORDER,
    vec_args: &[0, 1, 2, 3, 4, 5, 6, 7],
    vec_ret: 0,
    arg_stack: crate::mir::ArgStack {
        gpr_regs: 6,
        vec_regs: 8,
        vector_bytes: 32,
        area_align: 1,
    },
    clobbers,
    // (AVX forms are three-operand; FMA picks its 132/213/231 form by
    // where the destination is)
    tied_operand: None,
};
