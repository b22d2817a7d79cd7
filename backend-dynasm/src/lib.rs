//! Machine layer of the JIT: machine IR ([`mir`]), linear-scan register
//! allocation ([`regalloc`]), the targets ([`isa`]: x86-64 AVX2+FMA, with
//! instruction selection and emission with dynasm), the JIT runtime with a
//! typed call API ([`runtime`]) and MLIR's runner utilities
//! ([`runner_utils`]).
//!
//! See `README.md` in this crate for the architecture and the contract the
//! lowering must satisfy.

pub mod executor;
pub mod isa;
pub mod lower;
pub mod mir;
pub mod regalloc;
pub mod runner_utils;
pub mod runtime;

pub use runtime::{
    check_cpu, JitError, JitFn, JitModule, MemRef, MemRef1, MemRef2, MemRefArg, Ptr,
};
