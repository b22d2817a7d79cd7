//! Dialects defined with the ODS macros (builtin, func, arith, vector).

/// Registers every dialect this crate provides.
pub fn register_all(_ctx: &mut ods::ir::Context) {
    // builtin is registered by the core `Context::new`; func/arith/vector follow.
}
