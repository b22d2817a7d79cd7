//! Canonicalization patterns of `memref` (a subset of `MemRefOps.cpp`'s
//! and of the reshape patterns of `ReshapeOpsUtils.h`): constant sizes and
//! dead allocations, empty and self copies, `alloca_scope` inlining and
//! hoisting, `reinterpret_cast`, `subview`, `view`, `expand_shape` /
//! `collapse_shape`.

use super::fold::{constify, defined_by, mixed_constant, mixed_lists, Mixed};
use super::layout::{
    collapse_reassociation, collapsed_strides, expanded_strides, infer_subview, layout_is_identity,
    memref_parts, sat_mul, strides_and_offset,
};
use super::syntax::{i64_array, i64_array_attr};
use super::verify::{
    is_allocation_scope, memref_rank_reduction_mask, reassociation, slice_in_bounds,
};
use crate::arith::materialize::materialize_constant;
use crate::cf::branch::i32_array;
use crate::scf::canonicalize::replace_op_with_region;
use ods::ir::{
    AttrKind, Attribute, Context, Location, NamedAttribute, OpTraits, Operation, OperationState,
    Type, TypeKind, Value, DYNAMIC,
};
use ods::opdef::Op;
use ods::opdef::OPERAND_SEGMENT_SIZES;
use ods::rewrite::side_effects::has_effect_trait;
use ods::rewrite::{PatternRewriter, RewritePatternSet};
use ods::support::apint::APInt;

/// `SimplifyDeadAlloc`: an allocation only stored into and deallocated is
/// erased with those users.
fn simplify_dead_alloc(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let result = rw.result(op, 0);
    let uses = rw.uses(result);
    let removable = uses.iter().all(|&(user, i)| {
        match rw.op_name_str(rw.op_name_of(user)) {
            // Storing the memref itself somewhere keeps it alive.
            crate::memref::StoreOp::NAME_BYTES => i != 0,
            crate::memref::DeallocOp::NAME_BYTES => true,
            _ => false,
        }
    });
    if !removable {
        return false;
    }
    let mut users: Vec<Operation> = Vec::new();
    for (u, _) in uses {
        if !users.contains(&u) {
            users.push(u);
        }
    }
    for user in users {
        rw.erase_op(user);
    }
    rw.erase_op(op);
    true
}

/// The shape `shape` with its dynamic sizes (given in order by `sizes`)
/// replaced by the known `constants`, and the sizes that stay dynamic.
fn fold_constant_sizes(
    shape: &[i64],
    sizes: &[Value],
    constants: &[Option<i64>],
) -> Option<(Vec<i64>, Vec<Value>)> {
    let mut remaining = sizes.iter().zip(constants);
    let mut new_shape = Vec::with_capacity(shape.len());
    let mut new_sizes: Vec<Value> = Vec::new();
    for &d in shape {
        if d != DYNAMIC {
            new_shape.push(d);
            continue;
        }
        let (&v, &c) = remaining.next()?;
        match c {
            Some(c) => new_shape.push(c),
            None => {
                new_shape.push(DYNAMIC);
                new_sizes.push(v);
            }
        }
    }
    Some((new_shape, new_sizes))
}

/// `SimplifyAllocConst`: dynamic sizes given by non-negative integer
/// constants become static in a new allocation (same kind, symbols and
/// alignment; other attributes are dropped), cast back to the old type.
fn simplify_alloc_const(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let ty = rw.value_type(rw.result(op, 0));
    let Some(m) = memref_parts(rw, ty) else {
        return false;
    };
    let num_dynamic = m.shape.iter().filter(|&&d| d == DYNAMIC).count();
    let operands: Vec<Value> = rw.operands(op).collect();
    if operands.len() < num_dynamic {
        return false;
    }
    let (sizes, symbols) = operands.split_at(num_dynamic);
    let constants: Vec<Option<i64>> = sizes
        .iter()
        .map(|&v| mixed_constant(rw.ctx_mut(), Mixed::Dynamic(v)).filter(|&c| c >= 0))
        .collect();
    if constants.iter().all(Option::is_none) {
        return false;
    }
    let Some((shape, new_sizes)) = fold_constant_sizes(&m.shape, sizes, &constants) else {
        return false;
    };
    let new_ty = rw.ctx_mut().memref_type(&shape, m.elem, m.layout, m.space);
    let loc = rw.op_loc(op);
    let mut state = OperationState::new(loc, rw.op_name_of(op));
    state.operands.extend(new_sizes.iter().copied());
    state.operands.extend(symbols.iter().copied());
    state.types.push(new_ty);
    let ctx = rw.ctx_mut();
    if let Some(alignment) = ctx.attr(op, "alignment") {
        state.attributes.push(NamedAttribute {
            name: ctx.intern(b"alignment"),
            value: alignment,
        });
    }
    let segments = i32_array(ctx, &[new_sizes.len() as i32, symbols.len() as i32]);
    state.attributes.push(NamedAttribute {
        name: ctx.intern(OPERAND_SEGMENT_SIZES.as_bytes()),
        value: segments,
    });
    replace_with_cast_of_new(rw, op, state);
    true
}

/// `memref.alloc`'s canonicalization patterns.
pub fn alloc_patterns(set: &mut RewritePatternSet) {
    set.add_fn(
        "SimplifyAllocConst",
        crate::memref::AllocOp::NAME,
        simplify_alloc_const,
    );
    set.add_fn(
        "SimplifyDeadAlloc",
        crate::memref::AllocOp::NAME,
        simplify_dead_alloc,
    );
}

/// `memref.alloca`'s canonicalization patterns.
pub fn alloca_patterns(set: &mut RewritePatternSet) {
    set.add_fn(
        "SimplifyAllocConst",
        crate::memref::AllocaOp::NAME,
        simplify_alloc_const,
    );
    set.add_fn(
        "SimplifyDeadAlloc",
        crate::memref::AllocaOp::NAME,
        simplify_dead_alloc,
    );
}

/// `FoldEmptyCopy`: a copy from or to a ranked memref with a zero extent
/// is erased.
fn fold_empty_copy(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let empty = |ctx: &Context, v: Value| {
        memref_parts(ctx, ctx.value_type(v)).is_some_and(|m| m.shape.contains(&0))
    };
    if !empty(rw, rw.operand(op, 0)) && !empty(rw, rw.operand(op, 1)) {
        return false;
    }
    rw.erase_op(op);
    true
}

/// `FoldSelfCopy`: a copy of a memref onto itself is erased.
fn fold_self_copy(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    if rw.operand(op, 0) != rw.operand(op, 1) {
        return false;
    }
    rw.erase_op(op);
    true
}

/// `memref.copy`'s canonicalization patterns.
pub fn copy_patterns(set: &mut RewritePatternSet) {
    set.add_fn(
        "FoldEmptyCopy",
        crate::memref::CopyOp::NAME,
        fold_empty_copy,
    );
    set.add_fn("FoldSelfCopy", crate::memref::CopyOp::NAME, fold_self_copy);
}

/// `isGuaranteedAutomaticAllocation`: the op allocates on the stack
/// (`MemAlloc` on `AutomaticAllocationScopeResource`): `memref.alloca`.
fn is_stack_allocation(ctx: &Context, op: Operation) -> bool {
    ctx.op_name_str(ctx.op_name_of(op)) == crate::memref::AllocaOp::NAME_BYTES
}

/// Registered ops whose `MemoryEffectOpInterface` our declarations do not
/// show as a trait (they write or free memory).
const EFFECTFUL_OPS: &[&[u8]] = &[
    crate::memref::StoreOp::NAME_BYTES,
    crate::memref::DeallocOp::NAME_BYTES,
    crate::memref::CopyOp::NAME_BYTES,
    crate::memref::PrefetchOp::NAME_BYTES,
    crate::memref::AtomicRMWOp::NAME_BYTES,
    crate::vector::StoreOp::NAME_BYTES,
    crate::vector::MaskedStoreOp::NAME_BYTES,
    crate::vector::ScatterOp::NAME_BYTES,
    crate::vector::CompressStoreOp::NAME_BYTES,
    crate::vector::TransferWriteOp::NAME_BYTES,
];

/// True if `op` implements `MemoryEffectOpInterface` (as far as its
/// declaration tells).
fn has_memory_effect_interface(ctx: &Context, op: Operation) -> bool {
    let Some(def) = ctx.op_def(op) else {
        return false;
    };
    [
        OpTraits::NO_MEMORY_EFFECT,
        OpTraits::ONLY_READS,
        OpTraits::ONLY_ALLOCATES_RESULTS,
    ]
    .into_iter()
    .any(|t| has_effect_trait(ctx, op, t))
        || def.ods.is_some_and(|s| {
            s.trait_names
                .iter()
                .any(|t| matches!(*t, "MemoryEffectOpInterface" | "MemoryEffectsMemWrite"))
        })
        || EFFECTFUL_OPS.contains(&ctx.op_name_str(ctx.op_name_of(op)))
}

/// `isOpItselfPotentialAutomaticAllocation`: ops with recursive effects
/// never are (their nested ops are looked at instead); ops without
/// declared effects might be; others are if they allocate on the stack.
fn may_allocate_on_stack(ctx: &Context, op: Operation) -> bool {
    if ctx.has_trait(op, OpTraits::RECURSIVE_MEMORY_EFFECTS) {
        return false;
    }
    !has_memory_effect_interface(ctx, op) || is_stack_allocation(ctx, op)
}

/// `lastNonTerminatorInRegion`: `op` is followed only by the terminator of
/// its block, the single block of its region.
fn is_last_before_terminator(ctx: &Context, op: Operation) -> bool {
    let (Some(block), Some(region)) = (ctx.op_block(op), ctx.op_region(op)) else {
        return false;
    };
    let Some(last) = ctx.block_last_op(block) else {
        return false;
    };
    ctx.might_have_trait(last, OpTraits::IS_TERMINATOR)
        && ctx.next_op(op) == Some(last)
        && ctx.region_blocks(region).len() == 1
}

/// True if an op nested in `op` (allocation scopes excluded, with what
/// they hold) may allocate on the stack.
fn holds_potential_stack_allocation(ctx: &Context, op: Operation) -> bool {
    let mut stack: Vec<Operation> = Vec::new();
    let push_children = |stack: &mut Vec<Operation>, o: Operation| {
        for r in ctx.regions(o) {
            for b in ctx.region_blocks(r).into_iter().rev() {
                stack.extend(ctx.block_ops(b).into_iter().rev());
            }
        }
    };
    push_children(&mut stack, op);
    while let Some(o) = stack.pop() {
        if may_allocate_on_stack(ctx, o) {
            return true;
        }
        if !is_allocation_scope(ctx, o) {
            push_children(&mut stack, o);
        }
    }
    false
}

/// `AllocaScopeInliner`: a scope is inlined when nothing in it may
/// allocate on the stack, or when it is the last op (before the
/// terminator) of the single block of an allocation scope.
fn alloca_scope_inliner(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    if holds_potential_stack_allocation(rw, op) {
        let parent_is_scope = rw.parent_op(op).is_some_and(|p| is_allocation_scope(rw, p));
        if !parent_is_scope || !is_last_before_terminator(rw, op) {
            return false;
        }
    }
    let region = rw.region(op, 0);
    if rw.region_blocks(region).is_empty() {
        return false;
    }
    replace_op_with_region(rw, op, region);
    true
}

/// `AllocaScopeHoister`: the stack allocations in a scope that is the last
/// op of a chain of single-block, non-scope parents (each last before its
/// terminator) move before the outermost of those parents, when their
/// operands are defined outside of it.
fn alloca_scope_hoister(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let mut ancestor = rw.parent_op(op);
    while let Some(a) = ancestor {
        if is_allocation_scope(rw, a) {
            break;
        }
        ancestor = rw.parent_op(a);
    }
    if ancestor.is_none() {
        return false;
    }
    let Some(mut outer) = rw.parent_op(op) else {
        return false;
    };
    if is_allocation_scope(rw, outer)
        || !is_last_before_terminator(rw, op)
        || !is_last_before_terminator(rw, outer)
    {
        return false;
    }
    loop {
        let Some(parent) = rw.parent_op(outer) else {
            return false;
        };
        if is_allocation_scope(rw, parent) {
            break;
        }
        outer = parent;
        if !is_last_before_terminator(rw, outer) {
            return false;
        }
    }
    let Some(op_region) = rw.op_region(op) else {
        return false;
    };
    let Some(containing) = rw
        .regions(outer)
        .find(|&r| rw.region_is_ancestor(r, op_region))
    else {
        return false;
    };
    let mut to_hoist: Vec<Operation> = Vec::new();
    rw.walk_post_order(op, &mut |o| {
        if !is_stack_allocation(rw, o) {
            return;
        }
        let inside = rw.operands(o).any(|v| {
            rw.value_parent_block(v)
                .and_then(|b| rw.block_region(b))
                .is_some_and(|r| rw.region_is_ancestor(containing, r))
        });
        if !inside {
            to_hoist.push(o);
        }
    });
    if to_hoist.is_empty() {
        return false;
    }
    rw.set_insertion_point(outer);
    for alloc in to_hoist {
        let state = rw.mapped_op_state(alloc, &ods::ir::IrMapping::new());
        let cloned = rw.create(state);
        let results: Vec<Value> = rw.results(cloned).collect();
        rw.replace_op(alloc, &results);
    }
    true
}

/// `memref.alloca_scope`'s canonicalization patterns.
pub fn alloca_scope_patterns(set: &mut RewritePatternSet) {
    set.add_fn(
        "AllocaScopeInliner",
        crate::memref::AllocaScopeOp::NAME,
        alloca_scope_inliner,
    );
    set.add_fn(
        "AllocaScopeHoister",
        crate::memref::AllocaScopeOp::NAME,
        alloca_scope_hoister,
    );
}

/// Replaces `op` by a `memref.cast` of `source` to `ty`.
fn replace_with_cast(rw: &mut PatternRewriter<'_>, op: Operation, source: Value, ty: Type) {
    let cast = rw.replace_op_with_new_op(op, |rw, loc| {
        crate::memref::CastOp::build_with_arguments(rw, loc, Some(&[ty]), source)
    });
    cast.expect("a memref.cast built from its source and type");
}

/// Replaces `op` by a `memref.cast` of `value` to `op`'s result type, or by
/// `value` itself when the types are equal.
fn replace_with_value_or_cast(rw: &mut PatternRewriter<'_>, op: Operation, value: Value) {
    let ty = rw.value_type(rw.result(op, 0));
    if rw.value_type(value) == ty {
        rw.replace_op(op, &[value]);
    } else {
        replace_with_cast(rw, op, value, ty);
    }
}

/// Creates the op `state` and replaces `op` by a `memref.cast` of its
/// result to `op`'s result type.
fn replace_with_cast_of_new(rw: &mut PatternRewriter<'_>, op: Operation, state: OperationState) {
    let new = rw.create(state);
    let new_result = rw.result(new, 0);
    let ty = rw.value_type(rw.result(op, 0));
    replace_with_cast(rw, op, new_result, ty);
}

/// The static offset, sizes and strides of the memref type `ty` (`None`
/// when it is not strided).
fn static_metadata(ctx: &Context, ty: Type) -> Option<(i64, Vec<i64>, Vec<i64>)> {
    let m = memref_parts(ctx, ty)?;
    let (strides, offset) = strides_and_offset(ctx, ty)?;
    Some((offset, m.shape, strides))
}

/// `getConstifiedMixedOffset/Sizes/Strides` of a `memref.reinterpret_cast`.
fn constified_reinterpret_cast(ctx: &mut Context, op: Operation) -> Option<[Vec<Mixed>; 3]> {
    let [mut offsets, mut sizes, mut strides] = mixed_lists(ctx, op)?;
    let (offset, shape, static_strides) = static_metadata(ctx, ctx.value_type(ctx.result(op, 0)))?;
    constify(ctx, &mut offsets, &[offset]);
    constify(ctx, &mut sizes, &shape);
    constify(ctx, &mut strides, &static_strides);
    Some([offsets, sizes, strides])
}

/// `ReinterpretCastOpExtractStridedMetadataFolder`: a `reinterpret_cast`
/// of the base buffer of an `extract_strided_metadata` that rebuilds the
/// same offset, sizes and strides becomes (a cast of) the source of the
/// `extract_strided_metadata`; otherwise it takes that source directly.
fn reinterpret_cast_of_metadata(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(esm) = defined_by::<crate::memref::ExtractStridedMetadataOp>(rw, rw.operand(op, 0))
    else {
        return false;
    };
    let source = rw.operand(esm, 0);
    let Some((offset, shape, static_strides)) = static_metadata(rw, rw.value_type(source)) else {
        return false;
    };
    let rank = shape.len();
    if rw.num_results(esm) != 2 + 2 * rank {
        return false;
    }
    // The results of the extract_strided_metadata, constified by its
    // source type (the results themselves are never constants).
    let result_list = |first: usize, known: &[i64]| -> Vec<Mixed> {
        known
            .iter()
            .enumerate()
            .map(|(i, &k)| match k {
                DYNAMIC => Mixed::Dynamic(rw.result(esm, first + i)),
                _ => Mixed::Static(k),
            })
            .collect()
    };
    let esm_offset = result_list(1, &[offset]);
    let esm_sizes = result_list(2, &shape);
    let esm_strides = result_list(2 + rank, &static_strides);
    let Some([offsets, sizes, strides]) = constified_reinterpret_cast(rw.ctx_mut(), op) else {
        return false;
    };
    let noop = esm_strides == strides && esm_sizes == sizes && esm_offset == offsets;
    if !noop {
        rw.modify_op_in_place(op, |ctx| ctx.set_operand(op, 0, source));
        return true;
    }
    replace_with_value_or_cast(rw, op, source);
    true
}

/// The static offsets, sizes and strides of mixed lists (`DYNAMIC` for
/// SSA values).
fn static_lists_of(lists: &[Vec<Mixed>; 3]) -> [Vec<i64>; 3] {
    lists.clone().map(|list| {
        list.into_iter()
            .map(|m| match m {
                Mixed::Static(s) => s,
                Mixed::Dynamic(_) => DYNAMIC,
            })
            .collect()
    })
}

/// An op `name` (`memref.reinterpret_cast` or `memref.subview`) of
/// `source` with the mixed offsets, sizes and strides `lists` and result
/// type `ty`.
fn offset_size_stride_state(
    ctx: &mut Context,
    loc: Location,
    name: &[u8],
    source: Value,
    lists: &[Vec<Mixed>; 3],
    ty: Type,
) -> OperationState {
    let name = ctx.op_name(name);
    let mut state = OperationState::new(loc, name);
    state.operands.push(source);
    let mut segments = vec![1];
    for list in lists {
        let before = state.operands.len();
        state.operands.extend(list.iter().filter_map(|m| match m {
            Mixed::Dynamic(v) => Some(*v),
            Mixed::Static(_) => None,
        }));
        segments.push((state.operands.len() - before) as i32);
    }
    state.types.push(ty);
    for (name, values) in ["static_offsets", "static_sizes", "static_strides"]
        .into_iter()
        .zip(static_lists_of(lists))
    {
        let value = i64_array_attr(ctx, &values);
        state.attributes.push(NamedAttribute {
            name: ctx.intern(name.as_bytes()),
            value,
        });
    }
    let sizes = i32_array(ctx, &segments);
    state.attributes.push(NamedAttribute {
        name: ctx.intern(OPERAND_SEGMENT_SIZES.as_bytes()),
        value: sizes,
    });
    state
}

/// `ReinterpretCastOpConstantFolder`: offsets, sizes and strides that are
/// constants (or that the result type knows) become static: a new
/// `reinterpret_cast` with the inferred type, cast back to the old one.
fn reinterpret_cast_constant_folder(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(lists) = mixed_lists(rw, op) else {
        return false;
    };
    let count_static = |ls: &[Vec<Mixed>; 3]| {
        ls.iter()
            .flatten()
            .filter(|m| matches!(m, Mixed::Static(_)))
            .count()
    };
    let Some(constified) = constified_reinterpret_cast(rw.ctx_mut(), op) else {
        return false;
    };
    if count_static(&lists) == count_static(&constified) {
        return false;
    }
    let source = rw.operand(op, 0);
    let (elem, space) = match rw.type_kind(rw.value_type(source)) {
        TypeKind::MemRef {
            elem, memory_space, ..
        }
        | TypeKind::UnrankedMemRef { elem, memory_space } => (*elem, *memory_space),
        _ => return false,
    };
    let statics = static_lists_of(&constified);
    let ctx = rw.ctx_mut();
    let layout = ctx.intern_attr(AttrKind::Strided {
        offset: statics[0].first().copied().unwrap_or(0),
        strides: statics[2].clone().into(),
    });
    let ty = ctx.memref_type(&statics[1], elem, Some(layout), space);
    let loc = rw.op_loc(op);
    let state = offset_size_stride_state(
        rw.ctx_mut(),
        loc,
        crate::memref::ReinterpretCastOp::NAME_BYTES,
        source,
        &constified,
        ty,
    );
    replace_with_cast_of_new(rw, op, state);
    true
}

/// `memref.reinterpret_cast`'s canonicalization patterns.
pub fn reinterpret_cast_patterns(set: &mut RewritePatternSet) {
    set.add_fn(
        "ReinterpretCastOpExtractStridedMetadataFolder",
        crate::memref::ReinterpretCastOp::NAME,
        reinterpret_cast_of_metadata,
    );
    set.add_fn(
        "ReinterpretCastOpConstantFolder",
        crate::memref::ReinterpretCastOp::NAME,
        reinterpret_cast_constant_folder,
    );
}

// ------------------------------------------------------------------- subview

/// `getConstantIntValue` of each entry (`DYNAMIC` when unknown).
fn constant_entries(ctx: &mut Context, list: &[Mixed]) -> Vec<i64> {
    list.iter()
        .map(|&m| mixed_constant(ctx, m).unwrap_or(DYNAMIC))
        .collect()
}

/// `SubViewOp::getDroppedDims`: the source dimensions the subview `op`
/// (with mixed sizes `sizes`, of which only the static ones count) drops
/// from its result.
fn subview_dropped_dims(ctx: &mut Context, op: Operation, sizes: &[Mixed]) -> Option<Vec<bool>> {
    let source_ty = ctx.value_type(ctx.operand(op, 0));
    let result_ty = ctx.value_type(ctx.result(op, 0));
    let (source_strides, _) = strides_and_offset(ctx, source_ty)?;
    let result_rank = memref_parts(ctx, result_ty)?.shape.len();
    let [_, sizes, _] = static_lists_of(&[Vec::new(), sizes.to_vec(), Vec::new()]);
    memref_rank_reduction_mask(&source_strides, result_ty, ctx, &sizes, result_rank)
}

/// `SubViewOp::inferResultType` of `source_ty` with the mixed `lists`,
/// then the `dropped` dimensions removed from the shape and strides.
fn canonical_subview_type(
    ctx: &mut Context,
    source_ty: Type,
    lists: &[Vec<Mixed>; 3],
    dropped: &[bool],
) -> Option<Type> {
    let m = memref_parts(ctx, source_ty)?;
    let [offsets, sizes, strides] = static_lists_of(lists);
    let inferred = infer_subview(ctx, source_ty, &offsets, &sizes, &strides)?;
    let kept = |v: &[i64]| -> Vec<i64> {
        v.iter()
            .zip(dropped)
            .filter(|(_, &d)| !d)
            .map(|(&x, _)| x)
            .collect()
    };
    let layout = ctx.intern_attr(AttrKind::Strided {
        offset: inferred.offset,
        strides: kept(&inferred.strides).into(),
    });
    Some(ctx.memref_type(&kept(&inferred.shape), m.elem, Some(layout), m.space))
}

/// `OpWithOffsetSizesAndStridesConstantArgumentFolder` of `memref.subview`:
/// constant offsets and sizes (non-negative) and strides become static in
/// a new subview with the canonical type, cast back to the old type (not
/// when the new slice would be out of bounds).
fn subview_constant_argument_folder(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(lists) = mixed_lists(rw, op) else {
        return false;
    };
    let mut folded = lists.clone();
    let mut changed = false;
    for (i, list) in folded.iter_mut().enumerate() {
        for m in list.iter_mut() {
            let Mixed::Dynamic(v) = *m else { continue };
            let Some(c) = mixed_constant(rw.ctx_mut(), Mixed::Dynamic(v)) else {
                continue;
            };
            if i < 2 && c < 0 {
                continue;
            }
            *m = Mixed::Static(c);
            changed = true;
        }
    }
    if !changed {
        return false;
    }
    let source = rw.operand(op, 0);
    let source_ty = rw.value_type(source);
    let Some(m) = memref_parts(rw, source_ty) else {
        return false;
    };
    let [offsets, sizes, strides] = static_lists_of(&folded);
    if slice_in_bounds(&m.shape, &offsets, &sizes, &strides).is_err() {
        return false;
    }
    let Some(dropped) = subview_dropped_dims(rw.ctx_mut(), op, &lists[1]) else {
        return false;
    };
    let Some(ty) = canonical_subview_type(rw.ctx_mut(), source_ty, &folded, &dropped) else {
        return false;
    };
    let loc = rw.op_loc(op);
    let state = offset_size_stride_state(
        rw.ctx_mut(),
        loc,
        crate::memref::SubViewOp::NAME_BYTES,
        source,
        &folded,
        ty,
    );
    replace_with_cast_of_new(rw, op, state);
    true
}

/// `SubViewOpMemRefCastFolder`: a subview (without constant operands) of a
/// `memref.cast` that can fold into it takes the cast's source, with the
/// type inferred from it, and is cast back.
fn subview_cast_folder(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let operands: Vec<Value> = rw.operands(op).collect();
    if operands
        .iter()
        .any(|&v| constant_index(rw.ctx_mut(), v).is_some())
    {
        return false;
    }
    let Some(cast) = defined_by::<crate::memref::CastOp>(rw, operands[0]) else {
        return false;
    };
    if !cast_folds_into_consumer(rw, cast) {
        return false;
    }
    let Some(lists) = mixed_lists(rw, op) else {
        return false;
    };
    let Some(dropped) = subview_dropped_dims(rw.ctx_mut(), op, &lists[1]) else {
        return false;
    };
    let cast_source = rw.operand(cast, 0);
    let source_ty = rw.value_type(cast_source);
    let Some(ty) = canonical_subview_type(rw.ctx_mut(), source_ty, &lists, &dropped) else {
        return false;
    };
    let loc = rw.op_loc(op);
    let state = offset_size_stride_state(
        rw.ctx_mut(),
        loc,
        crate::memref::SubViewOp::NAME_BYTES,
        cast_source,
        &lists,
        ty,
    );
    replace_with_cast_of_new(rw, op, state);
    true
}

/// `TrivialSubViewOpFolder`: a subview of the whole source (offsets 0,
/// unit strides, the source's static sizes, no rank reduction) is its
/// source, or a cast of it.
fn trivial_subview_folder(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let source = rw.operand(op, 0);
    let (Some(src), Some(res)) = (
        memref_parts(rw, rw.value_type(source)),
        memref_parts(rw, rw.value_type(rw.result(op, 0))),
    ) else {
        return false;
    };
    if src.shape.len() != res.shape.len() {
        return false;
    }
    let Some([offsets, sizes, strides]) = mixed_lists(rw, op) else {
        return false;
    };
    let ctx = rw.ctx_mut();
    let trivial = constant_entries(ctx, &offsets).iter().all(|&o| o == 0)
        && constant_entries(ctx, &strides).iter().all(|&s| s == 1)
        && constant_entries(ctx, &sizes)
            .iter()
            .zip(&src.shape)
            .all(|(&s, &d)| s != DYNAMIC && s == d);
    if !trivial {
        return false;
    }
    replace_with_value_or_cast(rw, op, source);
    true
}

/// `memref.subview`'s canonicalization patterns.
pub fn subview_patterns(set: &mut RewritePatternSet) {
    set.add_fn(
        "OpWithOffsetSizesAndStridesConstantArgumentFolder",
        crate::memref::SubViewOp::NAME,
        subview_constant_argument_folder,
    );
    set.add_fn(
        "SubViewOpMemRefCastFolder",
        crate::memref::SubViewOp::NAME,
        subview_cast_folder,
    );
    set.add_fn(
        "TrivialSubViewOpFolder",
        crate::memref::SubViewOp::NAME,
        trivial_subview_folder,
    );
}

/// The value of an `arith.constant` of type `index` defining `v`
/// (`matchConstantIndex`).
fn constant_index(ctx: &mut Context, v: Value) -> Option<i64> {
    let def = ctx.defining_op(v)?;
    if ctx.op_name_str(ctx.op_name_of(def)) != crate::arith::ConstantOp::NAME_BYTES
        || !ctx.is_index(ctx.value_type(v))
    {
        return None;
    }
    mixed_constant(ctx, Mixed::Dynamic(v))
}

/// `ViewOpShapeFolder`: dynamic sizes given by index constants become
/// static in a new view, cast back to the old type.
fn view_shape_folder(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let operands: Vec<Value> = rw.operands(op).collect();
    let constants: Vec<Option<i64>> = operands
        .iter()
        .map(|&v| constant_index(rw.ctx_mut(), v))
        .collect();
    if constants.iter().all(Option::is_none) {
        return false;
    }
    let ty = rw.value_type(rw.result(op, 0));
    let Some(m) = memref_parts(rw, ty) else {
        return false;
    };
    if strides_and_offset(rw, ty).is_none() || operands.len() < 2 {
        return false;
    }
    let Some((shape, new_sizes)) = fold_constant_sizes(&m.shape, &operands[2..], &constants[2..])
    else {
        return false;
    };
    let new_ty = rw.ctx_mut().memref_type(&shape, m.elem, m.layout, m.space);
    if new_ty == ty {
        return false;
    }
    let loc = rw.op_loc(op);
    let mut state = OperationState::new(loc, rw.op_name_of(op));
    state.operands.extend([operands[0], operands[1]]);
    state.operands.extend(new_sizes);
    state.types.push(new_ty);
    replace_with_cast_of_new(rw, op, state);
    true
}

/// `memref.view`'s canonicalization patterns (`ViewOpMemrefCastFolder` is
/// left out: the folder already skips every `memref.cast` source).
pub fn view_patterns(set: &mut RewritePatternSet) {
    set.add_fn(
        "ViewOpShapeFolder",
        crate::memref::ViewOp::NAME,
        view_shape_folder,
    );
}

// ---------------------------------------------- expand_shape / collapse_shape

/// `hasNonIdentityLayout`.
fn has_layout(ctx: &Context, v: Value) -> bool {
    memref_parts(ctx, ctx.value_type(v)).is_some_and(|m| !layout_is_identity(ctx, m.layout))
}

/// The `reassociation` attribute for `groups`.
fn reassociation_attr(ctx: &mut Context, groups: &[Vec<i64>]) -> Attribute {
    let lists: Vec<Attribute> = groups
        .iter()
        .map(|g| {
            let items: Vec<Attribute> = g.iter().map(|&i| ctx.i64_attr(i)).collect();
            ctx.array_attr(&items)
        })
        .collect();
    ctx.array_attr(&lists)
}

/// A reshape named `name` of `src` to `ty` with `groups`; expansions take
/// the `static_output_shape` and its dynamic sizes.
fn reshape_state(
    rw: &mut PatternRewriter<'_>,
    like: Operation,
    name: &[u8],
    src: Value,
    ty: Type,
    groups: &[Vec<i64>],
    output_shape: Option<(Vec<i64>, Vec<Value>)>,
) -> OperationState {
    let loc = rw.op_loc(like);
    let ctx = rw.ctx_mut();
    let mut state = OperationState::new(loc, ctx.op_name(name));
    state.operands.push(src);
    state.types.push(ty);
    let value = reassociation_attr(ctx, groups);
    state.attributes.push(NamedAttribute {
        name: ctx.intern(b"reassociation"),
        value,
    });
    if let Some((statics, dynamics)) = output_shape {
        state.operands.extend(dynamics);
        let value = i64_array_attr(ctx, &statics);
        state.attributes.push(NamedAttribute {
            name: ctx.intern(b"static_output_shape"),
            value,
        });
    }
    state
}

/// The `static_output_shape` and dynamic sizes of a `memref.expand_shape`.
fn output_shape(ctx: &Context, op: Operation) -> (Vec<i64>, Vec<Value>) {
    let statics = ctx
        .attr(op, "static_output_shape")
        .map(|a| i64_array(ctx, a))
        .unwrap_or_default();
    (statics, ctx.operands(op).skip(1).collect())
}

/// `composeReassociationIndices`: the groups of two reshapes in the same
/// direction, composed (`None` when the ranks do not chain).
fn compose_reassociations(producer: &[Vec<i64>], consumer: &[Vec<i64>]) -> Option<Vec<Vec<i64>>> {
    let (mut producer, mut consumer) = (producer, consumer);
    if producer.len() == consumer.len() {
        return None;
    }
    if producer.len() < consumer.len() {
        std::mem::swap(&mut producer, &mut consumer);
    }
    if consumer.is_empty() {
        return Some(Vec::new());
    }
    let consumer_dims: usize = consumer.iter().map(Vec::len).sum();
    if producer.len() != consumer_dims {
        return None;
    }
    consumer
        .iter()
        .map(|g| {
            let mut composed = Vec::new();
            for &i in g {
                composed.extend_from_slice(producer.get(usize::try_from(i).ok()?)?);
            }
            Some(composed)
        })
        .collect()
}

/// `ComposeReassociativeReshapeOps`: two expansions (or two collapses) in a
/// row become one.
fn compose_reassociative_reshapes(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let src = rw.operand(op, 0);
    let Some(inner) = rw.defining_op(src) else {
        return false;
    };
    let name = rw.op_name_of(op);
    if rw.op_name_of(inner) != name {
        return false;
    }
    let inner_src = rw.operand(inner, 0);
    let result = rw.result(op, 0);
    if has_layout(rw, inner_src) || has_layout(rw, src) || has_layout(rw, result) {
        return false;
    }
    let Some(groups) = compose_reassociations(&reassociation(rw, inner), &reassociation(rw, op))
    else {
        return false;
    };
    let name = rw.op_name_str(name).to_vec();
    let shape = (name == crate::memref::ExpandShapeOp::NAME_BYTES).then(|| output_shape(rw, op));
    let ty = rw.value_type(result);
    let state = reshape_state(rw, op, &name, inner_src, ty, &groups, shape);
    rw.replace_op_with_new(op, state);
    true
}

/// The reshape (a `P`) that `op`'s source comes from, its source, and the
/// memref parts of that source and of `op`'s result; `None` unless both
/// reshapes work on identity layouts.
fn reshape_of_reshape<P: Op>(
    ctx: &Context,
    op: Operation,
) -> Option<(
    Operation,
    Value,
    super::layout::MemRefParts,
    super::layout::MemRefParts,
)> {
    let src = ctx.operand(op, 0);
    let inner = defined_by::<P>(ctx, src)?;
    let inner_src = ctx.operand(inner, 0);
    if has_layout(ctx, src) || has_layout(ctx, inner_src) {
        return None;
    }
    let src_m = memref_parts(ctx, ctx.value_type(inner_src))?;
    let res_m = memref_parts(ctx, ctx.value_type(ctx.result(op, 0)))?;
    Some((inner, inner_src, src_m, res_m))
}

/// `ComposeCollapseOfExpandOp`: a collapse of an expansion whose groups
/// line up becomes one collapse, one expansion, or a cast.
fn compose_collapse_of_expand(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((expand, expand_src, src_m, res_m)) =
        reshape_of_reshape::<super::ExpandShapeOp>(rw, op)
    else {
        return false;
    };
    let src_ty = rw.value_type(expand_src);
    let result_ty = rw.value_type(rw.result(op, 0));
    if src_ty == result_ty {
        return false;
    }
    let (src_rank, result_rank) = (src_m.shape.len(), res_m.shape.len());
    let expand_groups = reassociation(rw, expand);
    let collapse_groups = reassociation(rw, op);
    let (higher, lower) = if src_rank > result_rank {
        (&expand_groups, &collapse_groups)
    } else {
        (&collapse_groups, &expand_groups)
    };
    let mut next = 0usize;
    let mut composed: Vec<Vec<i64>> = Vec::with_capacity(lower.len());
    for g in lower {
        let Some(&last) = g.last() else {
            return false;
        };
        let mut indices = Vec::new();
        while let Some(h) = higher.get(next) {
            let Some(&rightmost) = h.last() else {
                return false;
            };
            if rightmost > last {
                return false;
            }
            indices.push(next as i64);
            next += 1;
            if rightmost == last {
                break;
            }
        }
        composed.push(indices);
    }
    match src_rank.cmp(&result_rank) {
        std::cmp::Ordering::Greater => {
            let state = reshape_state(
                rw,
                op,
                crate::memref::CollapseShapeOp::NAME_BYTES,
                expand_src,
                result_ty,
                &composed,
                None,
            );
            rw.replace_op_with_new(op, state);
        }
        std::cmp::Ordering::Less => {
            let Some(shape) = collapsed_output_shape(rw, op, expand, &collapse_groups) else {
                return false;
            };
            let state = reshape_state(
                rw,
                op,
                crate::memref::ExpandShapeOp::NAME_BYTES,
                expand_src,
                result_ty,
                &composed,
                Some(shape),
            );
            rw.replace_op_with_new(op, state);
        }
        std::cmp::Ordering::Equal => {
            replace_with_cast(rw, op, expand_src, result_ty);
        }
    }
    true
}

/// The output shape of the expansion replacing `collapse(expand(x))`: per
/// collapse group, the product of the expansion's sizes (static, or the
/// dynamic sizes multiplied with `arith.muli`, times the static part).
fn collapsed_output_shape(
    rw: &mut PatternRewriter<'_>,
    collapse: Operation,
    expand: Operation,
    groups: &[Vec<i64>],
) -> Option<(Vec<i64>, Vec<Value>)> {
    let (statics, dynamics) = output_shape(rw, expand);
    let mut dyn_iter = dynamics.into_iter();
    let mut mixed: Vec<Mixed> = Vec::with_capacity(statics.len());
    for s in statics {
        mixed.push(match s {
            DYNAMIC => Mixed::Dynamic(dyn_iter.next()?),
            _ => Mixed::Static(s),
        });
    }
    let loc = rw.op_loc(collapse);
    let index = rw.ctx_mut().index_type();
    let mut new_statics = Vec::with_capacity(groups.len());
    let mut new_dynamics = Vec::new();
    for g in groups {
        let mut product = 1i64;
        let mut values: Vec<Value> = Vec::new();
        for &i in g {
            let m = *mixed.get(usize::try_from(i).ok()?)?;
            match mixed_constant(rw.ctx_mut(), m) {
                Some(c) => product = product.wrapping_mul(c),
                None => match m {
                    Mixed::Dynamic(v) => values.push(v),
                    Mixed::Static(_) => return None,
                },
            }
        }
        let Some((&first, rest)) = values.split_first() else {
            new_statics.push(product);
            continue;
        };
        let mut acc = first;
        let mul = |rw: &mut PatternRewriter<'_>, a: Value, b: Value| {
            let m = crate::arith::MulIOp::build_with_arguments(rw, loc, Some(&[index]), a, b, None);
            let m = m.expect("an arith.muli built from its operands and type");
            rw.result(m.operation(), 0)
        };
        for &v in rest {
            acc = mul(rw, acc, v);
        }
        if product != 1 {
            let a = rw
                .ctx_mut()
                .integer_attr(index, APInt::from_i64(64, product));
            let c = materialize_constant(rw.ctx_mut(), a, index, loc)?;
            let c = rw.create(c);
            let c = rw.result(c, 0);
            acc = mul(rw, acc, c);
        }
        new_statics.push(DYNAMIC);
        new_dynamics.push(acc);
    }
    Some((new_statics, new_dynamics))
}

/// `CastOp::canFoldIntoConsumerOp`: a cast between ranked strided memrefs
/// of the same element type and rank that only loses static information.
fn cast_folds_into_consumer(ctx: &Context, cast: Operation) -> bool {
    let src_ty = ctx.value_type(ctx.operand(cast, 0));
    let res_ty = ctx.value_type(ctx.result(cast, 0));
    let (Some(s), Some(r)) = (memref_parts(ctx, src_ty), memref_parts(ctx, res_ty)) else {
        return false;
    };
    if s.elem != r.elem || s.shape.len() != r.shape.len() {
        return false;
    }
    let (Some((s_strides, s_offset)), Some((r_strides, r_offset))) = (
        strides_and_offset(ctx, src_ty),
        strides_and_offset(ctx, res_ty),
    ) else {
        return false;
    };
    let more_static = |a: i64, b: i64| a != b && a == DYNAMIC && b != DYNAMIC;
    !s.shape
        .iter()
        .zip(&r.shape)
        .any(|(&a, &b)| more_static(a, b))
        && !more_static(s_offset, r_offset)
        && !s_strides
            .iter()
            .zip(&r_strides)
            .any(|(&a, &b)| more_static(a, b))
}

/// `CollapseShapeOp::computeCollapsedType`.
fn collapsed_type(ctx: &mut Context, src_ty: Type, groups: &[Vec<i64>]) -> Option<Type> {
    let m = memref_parts(ctx, src_ty)?;
    let mut shape = Vec::with_capacity(groups.len());
    for g in groups {
        let mut size = 1;
        for &i in g {
            size = sat_mul(size, *m.shape.get(usize::try_from(i).ok()?)?);
        }
        shape.push(size);
    }
    let layout = if layout_is_identity(ctx, m.layout) {
        None
    } else {
        let (strides, offset) = strides_and_offset(ctx, src_ty)?;
        let strides = collapsed_strides(&m.shape, &strides, groups, false)?;
        Some(ctx.intern_attr(AttrKind::Strided {
            offset,
            strides: strides.into(),
        }))
    };
    Some(ctx.memref_type(&shape, m.elem, layout, m.space))
}

/// `CollapseShapeOpMemRefCastFolder`: a collapse of a cast that only loses
/// static information collapses the cast's source instead (cast back when
/// the collapsed type differs).
fn collapse_of_cast(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(cast) = defined_by::<crate::memref::CastOp>(rw, rw.operand(op, 0)) else {
        return false;
    };
    if !cast_folds_into_consumer(rw, cast) {
        return false;
    }
    let cast_src = rw.operand(cast, 0);
    let groups = reassociation(rw, op);
    let src_ty = rw.value_type(cast_src);
    let Some(new_ty) = collapsed_type(rw.ctx_mut(), src_ty, &groups) else {
        return false;
    };
    let ty = rw.value_type(rw.result(op, 0));
    if new_ty == ty {
        rw.modify_op_in_place(op, |ctx| ctx.set_operand(op, 0, cast_src));
        return true;
    }
    let state = reshape_state(
        rw,
        op,
        crate::memref::CollapseShapeOp::NAME_BYTES,
        cast_src,
        new_ty,
        &groups,
        None,
    );
    let new = rw.create(state);
    let new_result = rw.result(new, 0);
    replace_with_cast(rw, op, new_result, ty);
    true
}

/// `ExpandShapeOp::computeExpandedType`: the expansion of `src_ty` to
/// `shape` (identity layouts stay identity, others are strided).
fn expanded_type(
    ctx: &mut Context,
    src_ty: Type,
    shape: &[i64],
    groups: &[Vec<i64>],
) -> Option<Type> {
    let m = memref_parts(ctx, src_ty)?;
    if layout_is_identity(ctx, m.layout) {
        return Some(ctx.memref_type(shape, m.elem, None, m.space));
    }
    let (strides, offset) = strides_and_offset(ctx, src_ty)?;
    let layout = ctx.intern_attr(AttrKind::Strided {
        offset,
        strides: expanded_strides(&strides, shape, groups).into(),
    });
    Some(ctx.memref_type(shape, m.elem, Some(layout), m.space))
}

/// `ExpandShapeOpMemRefCastFolder`: an expansion of a `memref.cast` that
/// can fold into it expands the cast's source instead (constant output
/// sizes become static), when no group changes between static and
/// dynamic; in place if the type stays, else cast back.
fn expand_of_cast(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(cast) = defined_by::<crate::memref::CastOp>(rw, rw.operand(op, 0)) else {
        return false;
    };
    if !cast_folds_into_consumer(rw, cast) {
        return false;
    }
    let (statics, dynamics) = output_shape(rw, op);
    let mut dynamics = dynamics.into_iter();
    let mut new_statics = Vec::with_capacity(statics.len());
    let mut new_dynamics = Vec::new();
    for s in statics {
        if s != DYNAMIC {
            new_statics.push(s);
            continue;
        }
        let Some(v) = dynamics.next() else {
            return false;
        };
        match mixed_constant(rw.ctx_mut(), Mixed::Dynamic(v)) {
            Some(c) => new_statics.push(c),
            None => {
                new_statics.push(DYNAMIC);
                new_dynamics.push(v);
            }
        }
    }
    let cast_source = rw.operand(cast, 0);
    let source_ty = rw.value_type(cast_source);
    let Some(src) = memref_parts(rw, source_ty) else {
        return false;
    };
    let groups = reassociation(rw, op);
    for (i, group) in groups.iter().enumerate() {
        let start = group.first().and_then(|&f| usize::try_from(f).ok());
        let Some(slice) = start.and_then(|s| new_statics.get(s..s + group.len())) else {
            return false;
        };
        if src
            .shape
            .get(i)
            .is_none_or(|&d| (d == DYNAMIC) != slice.contains(&DYNAMIC))
        {
            return false;
        }
    }
    let Some(ty) = expanded_type(rw.ctx_mut(), source_ty, &new_statics, &groups) else {
        return false;
    };
    if ty == rw.value_type(rw.result(op, 0)) {
        rw.modify_op_in_place(op, |ctx| ctx.set_operand(op, 0, cast_source));
        return true;
    }
    let state = reshape_state(
        rw,
        op,
        crate::memref::ExpandShapeOp::NAME_BYTES,
        cast_source,
        ty,
        &groups,
        Some((new_statics, new_dynamics)),
    );
    replace_with_cast_of_new(rw, op, state);
    true
}

/// `memref.expand_shape`'s canonicalization patterns.
pub fn expand_shape_patterns(set: &mut RewritePatternSet) {
    set.add_fn(
        "ComposeReassociativeReshapeOps",
        crate::memref::ExpandShapeOp::NAME,
        compose_reassociative_reshapes,
    );
    set.add_fn(
        "ComposeExpandOfCollapseOp",
        crate::memref::ExpandShapeOp::NAME,
        compose_expand_of_collapse,
    );
    set.add_fn(
        "ExpandShapeOpMemRefCastFolder",
        crate::memref::ExpandShapeOp::NAME,
        expand_of_cast,
    );
}

/// `memref.collapse_shape`'s canonicalization patterns.
pub fn collapse_shape_patterns(set: &mut RewritePatternSet) {
    set.add_fn(
        "ComposeReassociativeReshapeOps",
        crate::memref::CollapseShapeOp::NAME,
        compose_reassociative_reshapes,
    );
    set.add_fn(
        "ComposeCollapseOfExpandOp",
        crate::memref::CollapseShapeOp::NAME,
        compose_collapse_of_expand,
    );
    set.add_fn(
        "CollapseShapeOpMemRefCastFolder",
        crate::memref::CollapseShapeOp::NAME,
        collapse_of_cast,
    );
}

/// `findCollapsingReassociation` of `ComposeExpandOfCollapseOp`: per pair
/// of groups, equal sub-shapes stay unit groups, others must collapse.
fn collapsing_reassociation(
    src_groups: &[Vec<i64>],
    result_groups: &[Vec<i64>],
    src_shape: &[i64],
    result_shape: &[i64],
) -> Option<Vec<Vec<i64>>> {
    if src_groups.is_empty() {
        return collapse_reassociation(src_shape, result_shape);
    }
    let sub = |shape: &[i64], g: &Vec<i64>| -> Option<Vec<i64>> {
        let start = usize::try_from(*g.first()?).ok()?;
        shape.get(start..start + g.len()).map(<[i64]>::to_vec)
    };
    let dynamic = |s: &[i64]| s.iter().filter(|&&d| d == DYNAMIC).count();
    let mut composed = Vec::new();
    for (sg, rg) in src_groups.iter().zip(result_groups) {
        let (src_sub, result_sub) = (sub(src_shape, sg)?, sub(result_shape, rg)?);
        if dynamic(&src_sub) >= 2 && dynamic(&result_sub) >= 2 {
            return None;
        }
        let front = sg[0];
        if src_sub.len() == result_sub.len() {
            if src_sub != result_sub {
                return None;
            }
            composed.extend((0..src_sub.len() as i64).map(|i| vec![front + i]));
            continue;
        }
        for g in collapse_reassociation(&src_sub, &result_sub)? {
            composed.push(g.into_iter().map(|i| front + i).collect());
        }
    }
    Some(composed)
}

/// `ComposeExpandOfCollapseOp`: an expansion of a collapse becomes one
/// collapse or one expansion when the groups can be matched.
fn compose_expand_of_collapse(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((collapse, collapse_src, src_m, res_m)) =
        reshape_of_reshape::<super::CollapseShapeOp>(rw, op)
    else {
        return false;
    };
    let result_ty = rw.value_type(rw.result(op, 0));
    let (src_rank, result_rank) = (src_m.shape.len(), res_m.shape.len());
    if src_rank == result_rank {
        return false;
    }
    let src_groups = reassociation(rw, collapse);
    let result_groups = reassociation(rw, op);
    let state = if src_rank > result_rank {
        let Some(groups) =
            collapsing_reassociation(&src_groups, &result_groups, &src_m.shape, &res_m.shape)
        else {
            return false;
        };
        reshape_state(
            rw,
            op,
            crate::memref::CollapseShapeOp::NAME_BYTES,
            collapse_src,
            result_ty,
            &groups,
            None,
        )
    } else {
        let Some(groups) =
            collapsing_reassociation(&result_groups, &src_groups, &res_m.shape, &src_m.shape)
        else {
            return false;
        };
        let shape = output_shape(rw, op);
        reshape_state(
            rw,
            op,
            crate::memref::ExpandShapeOp::NAME_BYTES,
            collapse_src,
            result_ty,
            &groups,
            Some(shape),
        )
    };
    rw.replace_op_with_new(op, state);
    true
}
