//! Machine layer of the x86-64 AVX2+FMA JIT. See `README.md`.

pub mod emit;
pub mod isel;
pub mod mir;
pub mod regalloc;
