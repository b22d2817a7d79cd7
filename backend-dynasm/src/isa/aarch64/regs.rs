//! The AArch64 register file as the allocator and the emitter see it
//! (AAPCS64).
//!
//! * GPRs: x0–x13 (caller-saved) and x19–x28 (callee-saved) are allocated.
//!   x15, x16 and x17 are the emitter's scratch registers (x16/x17 are the
//!   linker's IP0/IP1 anyway), x14 is not allocated either (a fourth
//!   scratch for the longest sequences), x18 is the platform register, x29
//!   the frame pointer, x30 the link register, 31 sp/xzr.
//! * Vector registers: v0–v7, v16–v27 and, last, v8–v15 are allocated;
//!   v28–v31 are scratch. AAPCS64 preserves only the low 64 bits of
//!   v8–v15 across calls: a function that uses them saves d8–d15, and a
//!   call clobbers all 128 bits of every vector register for the values
//!   of the caller (none lives in a vector register across a call).

use super::super::RegFile;
use crate::mir::Inst;

/// GPR numbers.
pub mod gpr {
    pub const X0: u8 = 0;
    /// Scratch registers of the emitter (never allocated).
    pub const S0: u8 = 16;
    pub const S1: u8 = 17;
    pub const S2: u8 = 15;
    pub const S3: u8 = 14;
    pub const FP: u8 = 29;
    pub const LR: u8 = 30;
    /// Integer argument registers.
    pub const ARGS: [u8; 8] = [0, 1, 2, 3, 4, 5, 6, 7];
    /// Callee-saved registers the allocator may hand out.
    pub const CALLEE_SAVED: [u8; 10] = [19, 20, 21, 22, 23, 24, 25, 26, 27, 28];
    /// Allocation order: caller-saved first.
    pub const ALLOCATABLE: [u8; 24] = [
        0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
    ];
    /// Registers a call may change: x0–x18 and the link register.
    pub const CALLER_SAVED_MASK: u32 = 0x7_ffff | (1 << LR);
}

/// Vector register numbers.
pub mod vreg {
    /// Scratch registers of the emitter.
    pub const V0: u8 = 31;
    pub const V1: u8 = 30;
    pub const V2: u8 = 29;
    pub const V3: u8 = 28;
    /// Vector argument registers.
    pub const ARGS: [u8; 8] = [0, 1, 2, 3, 4, 5, 6, 7];
    /// Allocation order: the caller-saved ones first (v8–v15 cost a save
    /// and a restore of their low halves).
    pub const ALLOCATABLE: [u8; 28] = [
        0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 8, 9, 10, 11, 12,
        13, 14, 15,
    ];
    /// The registers whose low 64 bits (d8–d15) a callee preserves.
    pub const CALLEE_SAVED_LOW: [u8; 8] = [8, 9, 10, 11, 12, 13, 14, 15];
}

/// Calls clobber every caller-saved GPR and (for the 128-bit values the
/// allocator keeps in vector registers) every vector register; nothing else
/// uses fixed registers on AArch64.
fn clobbers(i: &Inst) -> (u32, u32) {
    match i {
        Inst::Call { .. } => (gpr::CALLER_SAVED_MASK, u32::MAX),
        _ => (0, 0),
    }
}

/// AArch64 with NEON, AAPCS64.
pub static REGS: RegFile = RegFile {
    name: "aarch64",
    gpr_order: &gpr::ALLOCATABLE,
    gpr_callee_saved: &gpr::CALLEE_SAVED,
    gpr_args: &gpr::ARGS,
    gpr_ret: gpr::X0,
    vec_order: &vreg::ALLOCATABLE,
    vec_args: &vreg::ARGS,
    vec_ret: 0,
    arg_stack: crate::mir::ArgStack {
        gpr_regs: 8,
        vec_regs: 8,
        vector_bytes: 16,
        area_align: 16,
    },
    clobbers,
    tied_operand: Some(tied_operand),
};

/// `fmla`/`fmls` accumulate into their destination: a vector FMA's result
/// best takes its addend's register.
fn tied_operand(i: &Inst) -> Option<crate::mir::VReg> {
    match i {
        Inst::Fma { ty, c, .. } if ty.is_packed() => Some(*c),
        _ => None,
    }
}
