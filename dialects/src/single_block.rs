//! `OpTrait::SingleBlockImplicitTerminator`, for the custom parsers of the
//! ops that carry it (`scf.for`/`if`/`index_switch`, `scf.parallel`,
//! `memref.alloca_scope`): the generated parsers do the same in
//! `ods::format::parse`.

use ods::ir::{Context, Location, OpTraits, OperationState, Region};

/// `SingleBlockImplicitTerminator<T>::ensureTerminator`: an empty region
/// gets a block, a block not ending in a terminator gets a `terminator` op
/// at `loc` (no operands, as `T`'s default builder makes it).
pub(crate) fn ensure_terminator(
    ctx: &mut Context,
    region: Region,
    loc: Location,
    terminator: &'static str,
) {
    if ctx.region_is_empty(region) {
        let b = ctx.create_block();
        ctx.append_block(region, b);
    }
    let Some(&block) = ctx.region_blocks(region).last() else {
        return;
    };
    let terminated = ctx
        .block_last_op(block)
        .is_some_and(|last| ctx.has_trait(last, OpTraits::IS_TERMINATOR));
    if terminated {
        return;
    }
    let name = ctx.op_name_static(terminator);
    let op = ctx.create_operation(OperationState::new(loc, name));
    ctx.append_op(block, op);
}
