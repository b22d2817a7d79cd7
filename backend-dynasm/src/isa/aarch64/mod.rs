//! AArch64 with NEON (Advanced SIMD), AAPCS64 calling convention. The code
//! is assembled on any host (dynasm-rs's AArch64 backend writes bytes) and
//! runs in an executor process: natively on an ARM machine, under
//! `qemu-aarch64` on an x86 host ([`crate::executor`]).
//!
//! * [`regs`]: the register file ([`REGS`]);
//! * [`isel`]: rewrites of MIR into forms AArch64 has (`fmla` by element);
//! * [`emit`]: frame layout, moves, calls and every MIR instruction as
//!   AArch64 code, MIR's semantics on 128-bit registers (the vector
//!   lowering for this target keeps every vector within one);
//! * [`asm`]: every physical instruction form, golden-tested with capstone
//!   (`tests/golden_aarch64.rs`).

pub mod asm;
pub mod emit;
pub mod isel;
pub mod regs;

pub use regs::REGS;
