//! Temporary home of the `arith` semantics modules until the `arith`
//! dialect's `mod.rs` declares them (`pub mod eval; pub mod fold; pub mod
//! materialize;` there).

#[path = "arith/eval.rs"]
pub mod eval;
#[path = "arith/fold.rs"]
pub mod fold;
#[path = "arith/materialize.rs"]
pub mod materialize;
