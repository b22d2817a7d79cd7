//! Dialects defined with the ODS macros (builtin, func, arith, vector).

pub mod arith_sem;
pub mod func;
pub mod ub;

/// Registers every dialect this crate provides.
pub fn register_all(ctx: &mut ods::ir::Context) {
    func::register(ctx);
    ub::register(ctx);
    arith_sem::materialize::register(ctx);
}
