//! Memory effects as far as dead-code elimination needs them
//! (`wouldOpBeTriviallyDead`, `isOpTriviallyDead`, `isMemoryEffectFree`).

use crate::ir::{Context, OpTraits, Operation};

/// True if `op` has no memory effects: `NoMemoryEffect`, or recursive
/// effects over nested ops that have none.
pub fn is_memory_effect_free(ctx: &Context, op: Operation) -> bool {
    let recursive = ctx.has_trait(op, OpTraits::RECURSIVE_MEMORY_EFFECTS);
    if !ctx.has_trait(op, OpTraits::NO_MEMORY_EFFECT) && !recursive {
        return false;
    }
    if recursive {
        for region in ctx.regions(op) {
            for block in ctx.region_blocks(region) {
                if !ctx
                    .block_ops_iter(block)
                    .all(|o| is_memory_effect_free(ctx, o))
                {
                    return false;
                }
            }
        }
    }
    true
}

/// `wouldOpBeTriviallyDead`: `op` could be erased if its results were
/// unused (not a terminator, not a symbol, and without effects other than
/// reads and allocations of its own results, recursively).
pub fn would_op_be_trivially_dead(ctx: &Context, op: Operation) -> bool {
    if ctx.might_have_trait(op, OpTraits::IS_TERMINATOR) || ctx.has_trait(op, OpTraits::SYMBOL) {
        return false;
    }
    let mut stack = vec![op];
    while let Some(o) = stack.pop() {
        let recursive = ctx.has_trait(o, OpTraits::RECURSIVE_MEMORY_EFFECTS);
        if recursive {
            for region in ctx.regions(o) {
                for block in ctx.region_blocks(region) {
                    stack.extend(ctx.block_ops_iter(block));
                }
            }
        }
        if ctx.has_trait(o, OpTraits::NO_MEMORY_EFFECT)
            || ctx.has_trait(o, OpTraits::ONLY_READS)
            || ctx.has_trait(o, OpTraits::ONLY_ALLOCATES_RESULTS)
        {
            continue;
        }
        if recursive {
            continue;
        }
        return false;
    }
    true
}

/// `isOpTriviallyDead`: unused and [`would_op_be_trivially_dead`].
pub fn is_op_trivially_dead(ctx: &Context, op: Operation) -> bool {
    ctx.op_results_unused(op) && would_op_be_trivially_dead(ctx, op)
}
