//! Machine layer of the x86-64 AVX2+FMA JIT: machine IR ([`mir`]), load
//! folding ([`isel`]), linear-scan register allocation ([`regalloc`]),
//! emission with dynasm ([`emit`]), the JIT runtime with a typed call API
//! ([`runtime`]) and MLIR's runner utilities ([`runner_utils`]).
//!
//! See `README.md` in this crate for the architecture and the contract the
//! lowering must satisfy.

pub mod emit;
pub mod isel;
pub mod lower;
pub mod mir;
pub mod regalloc;
pub mod runner_utils;
pub mod runtime;

pub use runtime::{
    check_cpu, JitError, JitFn, JitModule, MemRef, MemRef1, MemRef2, MemRefArg, Ptr,
};
