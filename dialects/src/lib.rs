//! Dialects defined with the ODS macros (builtin, func, arith, vector).

pub mod func;

/// Registers every dialect this crate provides.
pub fn register_all(ctx: &mut ods::ir::Context) {
    func::register(ctx);
}
