//! x86-64 with AVX2+FMA (and F16C), SysV calling convention.
//!
//! * [`regs`]: the register file ([`REGS`]) and its reserved registers;
//! * [`isel`]: instruction selection on MIR (loads folded into memory
//!   operands);
//! * [`emit`]: frame layout, moves, calls and every MIR instruction as x86
//!   code; [`asm`]: every physical instruction form, golden-tested with
//!   iced-x86 (`tests/golden.rs`).

pub mod asm;
pub mod emit;
pub mod isel;
pub mod regs;

pub use regs::REGS;
