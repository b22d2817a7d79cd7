//! Dialects defined with the ODS macros (builtin, func, arith, ub, vector).

pub mod arith;
pub mod cf;
pub mod func;
pub mod interp;
pub mod memref;
mod region_branch;
pub mod scf;
mod single_block;
pub mod test;
pub mod ub;
pub mod vector;
pub mod view_like;

/// Registers every dialect this crate provides.
pub fn register_all(ctx: &mut ods::ir::Context) {
    arith::register(ctx);
    cf::register(ctx);
    func::register(ctx);
    memref::register(ctx);
    scf::register(ctx);
    test::register(ctx);
    ub::register(ctx);
    vector::register(ctx);
}

/// Registers the passes this crate provides (the vector lowerings) with
/// `ods::pass`, so `ods-opt` accepts them as flags and in pipelines.
pub fn register_passes() {
    vector::lowering::register_passes();
}
