//! Memory effects as far as dead-code elimination needs them
//! (`wouldOpBeTriviallyDead`, `isOpTriviallyDead`, `isMemoryEffectFree`).

use crate::ir::{Context, OpTraits, Operation};

/// True if `op` has the memory-effect trait `t` (`NO_MEMORY_EFFECT`,
/// `ONLY_READS`, `ONLY_ALLOCATES_RESULTS`): the op's `effects:` hook decides
/// when it has one, otherwise the declared traits.
pub fn has_effect_trait(ctx: &Context, op: Operation, t: OpTraits) -> bool {
    match ctx.op_def(op).and_then(|d| d.hooks.effects) {
        Some(effects) => effects(ctx, op).contains(t),
        None => ctx.has_trait(op, t),
    }
}

/// True if `op` has no memory effects: `NoMemoryEffect`, or recursive
/// effects over nested ops that have none.
pub fn is_memory_effect_free(ctx: &Context, op: Operation) -> bool {
    let recursive = ctx.has_trait(op, OpTraits::RECURSIVE_MEMORY_EFFECTS);
    if !has_effect_trait(ctx, op, OpTraits::NO_MEMORY_EFFECT) && !recursive {
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
        if has_effect_trait(ctx, o, OpTraits::NO_MEMORY_EFFECT)
            || has_effect_trait(ctx, o, OpTraits::ONLY_READS)
            || has_effect_trait(ctx, o, OpTraits::ONLY_ALLOCATES_RESULTS)
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
