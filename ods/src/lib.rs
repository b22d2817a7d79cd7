//! `ods`: the core IR runtime of an MLIR-compatible compiler framework in Rust.
//!
//! * [`ir`]: the `Context` owning interned types/attributes and the IR graph.
//! * [`asm`]: MLIR's textual format (lexer, parser, printer).
//! * [`diag`]: diagnostics and `--verify-diagnostics`.
//! * [`verifier`]: structural verification and dominance.
//! * [`affine`]: affine expressions, maps and integer sets.
//! * [`guide`]: **the dialect author's guide** (defining ops, constraints,
//!   attributes and types, builders, patterns and passes, interfaces,
//!   running with the JIT), each page with a whole program that the test
//!   suite compiles and runs. The declaration macros are re-exported here
//!   ([`op!`], [`pattern!`], ...) with their reference documentation.

// Generated code names this crate `::ods`, also from inside it.
extern crate self as ods;

pub mod affine;
pub mod asm;
pub mod builtin;
pub mod diag;
pub mod format;
pub mod function_interface;
pub mod guide;
pub mod ir;
pub mod opdef;
pub mod pass;
pub mod rewrite;
pub mod support;
pub mod symbol_table;
pub mod tool;
pub mod transforms;
pub mod verifier;

pub use ods_macros::{attr_def, bit_enum, enum_attr, int_enum, op, op_class, pattern, type_def};
