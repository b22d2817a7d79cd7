//! What differs between the machines the JIT targets. Everything before
//! register allocation is shared (the lowering from IR to MIR, liveness,
//! block layout, constant pools, the runner-utils table, the runtime API);
//! each target's folder holds its register file and calling convention
//! ([`RegFile`]), its instruction selection over MIR and its emission.
//!
//! * [`x86_64`]: AVX2+FMA, SysV, emitted with dynasm-rs.

pub mod x86_64;

use crate::mir::Inst;

/// A target's registers as the allocator sees them. Registers are numbers in
/// the target's encoding (x86: 0 = rax … 15 = r15; ymm0–15). Masks have one
/// bit per register number.
#[derive(Debug)]
pub struct RegFile {
    /// The target's name (`x86_64`, `aarch64`).
    pub name: &'static str,
    /// GPRs the allocator may hand out, in preference order (caller-saved
    /// first: a callee-saved one costs a save and a restore).
    pub gpr_order: &'static [u8],
    /// The callee-saved GPRs among them (saved by the prologue when used).
    pub gpr_callee_saved: &'static [u8],
    /// Integer argument registers, in order (hints for parameters).
    pub gpr_args: &'static [u8],
    /// The integer return register.
    pub gpr_ret: u8,
    /// Vector registers the allocator may hand out, in preference order.
    pub vec_order: &'static [u8],
    /// Vector argument registers, in order.
    pub vec_args: &'static [u8],
    /// The vector (and float) return register.
    pub vec_ret: u8,
    /// Registers an instruction clobbers: (GPR mask, vector mask). A value
    /// live across the instruction may not be in one of them.
    pub clobbers: fn(&Inst) -> (u32, u32),
}
