//! Canonicalization patterns of `memref` (a subset of `MemRefOps.cpp`'s).

use super::fold::{constify, mixed_constant, mixed_lists, Mixed};
use super::layout::{memref_parts, strides_and_offset};
use super::syntax::i64_array_attr;
use super::verify::is_allocation_scope;
use crate::cf::branch::i32_array;
use crate::scf::canonicalize::replace_op_with_region;
use ods::ir::{
    AttrKind, Context, Location, NamedAttribute, OpTraits, Operation, OperationState, Type,
    TypeKind, Value, DYNAMIC,
};
use ods::opdef::OPERAND_SEGMENT_SIZES;
use ods::rewrite::side_effects::has_effect_trait;
use ods::rewrite::{PatternRewriter, RewritePatternSet};

/// `SimplifyDeadAlloc`: an allocation only stored into and deallocated is
/// erased with those users.
fn simplify_dead_alloc(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let result = rw.result(op, 0);
    let uses = rw.uses(result);
    let removable = uses.iter().all(|&(user, i)| {
        match rw.op_name_str(rw.op_name_of(user)) {
            // Storing the memref itself somewhere keeps it alive.
            b"memref.store" => i != 0,
            b"memref.dealloc" => true,
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

/// `memref.alloc`'s canonicalization patterns.
pub fn alloc_patterns(set: &mut RewritePatternSet) {
    set.add_fn("SimplifyDeadAlloc", "memref.alloc", simplify_dead_alloc);
}

/// `memref.alloca`'s canonicalization patterns.
pub fn alloca_patterns(set: &mut RewritePatternSet) {
    set.add_fn("SimplifyDeadAlloc", "memref.alloca", simplify_dead_alloc);
}

/// `isGuaranteedAutomaticAllocation`: the op allocates on the stack
/// (`MemAlloc` on `AutomaticAllocationScopeResource`): `memref.alloca`.
fn is_stack_allocation(ctx: &Context, op: Operation) -> bool {
    ctx.op_name_str(ctx.op_name_of(op)) == b"memref.alloca"
}

/// Registered ops whose `MemoryEffectOpInterface` our declarations do not
/// show as a trait (they write or free memory).
const EFFECTFUL_OPS: &[&[u8]] = &[
    b"memref.store",
    b"memref.dealloc",
    b"memref.copy",
    b"memref.prefetch",
    b"memref.atomic_rmw",
    b"vector.store",
    b"vector.maskedstore",
    b"vector.scatter",
    b"vector.compressstore",
    b"vector.transfer_write",
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

/// A copy of the region-less `op` (operands, result types, properties and
/// attributes).
fn clone_state(ctx: &Context, op: Operation) -> OperationState {
    let mut state = OperationState::new(ctx.op_loc(op), ctx.op_name_of(op));
    state.operands.extend(ctx.operands(op));
    state
        .types
        .extend(ctx.results(op).map(|r| ctx.value_type(r)));
    state.properties = ctx.properties(op);
    let attrs = ctx.discardable_attrs(op);
    state
        .attributes
        .extend(ctx.dictionary_entries(attrs).iter().copied());
    state
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
        let state = clone_state(rw, alloc);
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
        "memref.alloca_scope",
        alloca_scope_inliner,
    );
    set.add_fn(
        "AllocaScopeHoister",
        "memref.alloca_scope",
        alloca_scope_hoister,
    );
}

/// A `memref.cast` of `source` to `ty`.
fn cast_state(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    source: Value,
    ty: Type,
) -> OperationState {
    let name = rw.ctx_mut().op_name(b"memref.cast");
    let mut state = OperationState::new(loc, name);
    state.operands.push(source);
    state.types.push(ty);
    state
}

/// Replaces `op` by a `memref.cast` of `value` to `op`'s result type, or by
/// `value` itself when the types are equal.
fn replace_with_value_or_cast(rw: &mut PatternRewriter<'_>, op: Operation, value: Value) {
    let ty = rw.value_type(rw.result(op, 0));
    if rw.value_type(value) == ty {
        rw.replace_op(op, &[value]);
    } else {
        let loc = rw.op_loc(op);
        let state = cast_state(rw, loc, value, ty);
        rw.replace_op_with_new(op, state);
    }
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
    let Some(esm) = rw.defining_op(rw.operand(op, 0)) else {
        return false;
    };
    if rw.op_name_str(rw.op_name_of(esm)) != b"memref.extract_strided_metadata" {
        return false;
    }
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
    let loc = rw.op_loc(op);
    let name = rw.ctx_mut().op_name(b"memref.reinterpret_cast");
    let mut state = OperationState::new(loc, name);
    state.operands.push(source);
    let mut statics: [Vec<i64>; 3] = Default::default();
    let mut segments = vec![1];
    for (list, st) in constified.iter().zip(statics.iter_mut()) {
        let mut dynamic = 0;
        for m in list {
            match *m {
                Mixed::Static(s) => st.push(s),
                Mixed::Dynamic(v) => {
                    st.push(DYNAMIC);
                    state.operands.push(v);
                    dynamic += 1;
                }
            }
        }
        segments.push(dynamic);
    }
    let ctx = rw.ctx_mut();
    let layout = ctx.intern_attr(AttrKind::Strided {
        offset: statics[0].first().copied().unwrap_or(0),
        strides: statics[2].clone().into(),
    });
    let ty = ctx.memref_type(&statics[1], elem, Some(layout), space);
    state.types.push(ty);
    for (name, values) in ["static_offsets", "static_sizes", "static_strides"]
        .into_iter()
        .zip(&statics)
    {
        let value = i64_array_attr(ctx, values);
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
    let new = rw.create(state);
    let new_result = rw.result(new, 0);
    let old_ty = rw.value_type(rw.result(op, 0));
    let cast = cast_state(rw, loc, new_result, old_ty);
    rw.replace_op_with_new(op, cast);
    true
}

/// `memref.reinterpret_cast`'s canonicalization patterns.
pub fn reinterpret_cast_patterns(set: &mut RewritePatternSet) {
    set.add_fn(
        "ReinterpretCastOpExtractStridedMetadataFolder",
        "memref.reinterpret_cast",
        reinterpret_cast_of_metadata,
    );
    set.add_fn(
        "ReinterpretCastOpConstantFolder",
        "memref.reinterpret_cast",
        reinterpret_cast_constant_folder,
    );
}

/// The value of an `arith.constant` of type `index` defining `v`
/// (`matchConstantIndex`).
fn constant_index(ctx: &mut Context, v: Value) -> Option<i64> {
    let def = ctx.defining_op(v)?;
    if ctx.op_name_str(ctx.op_name_of(def)) != b"arith.constant" || !ctx.is_index(ctx.value_type(v))
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
    let mut sizes = operands[2..].iter().zip(&constants[2..]);
    let mut new_sizes: Vec<Value> = Vec::new();
    let mut shape = Vec::with_capacity(m.shape.len());
    for &d in &m.shape {
        if d != DYNAMIC {
            shape.push(d);
            continue;
        }
        let Some((&v, &c)) = sizes.next() else {
            return false;
        };
        match c {
            Some(c) => shape.push(c),
            None => {
                shape.push(DYNAMIC);
                new_sizes.push(v);
            }
        }
    }
    let new_ty = rw.ctx_mut().memref_type(&shape, m.elem, m.layout, m.space);
    if new_ty == ty {
        return false;
    }
    let loc = rw.op_loc(op);
    let mut state = OperationState::new(loc, rw.op_name_of(op));
    state.operands.extend([operands[0], operands[1]]);
    state.operands.extend(new_sizes);
    state.types.push(new_ty);
    let new = rw.create(state);
    let new_result = rw.result(new, 0);
    let cast = cast_state(rw, loc, new_result, ty);
    rw.replace_op_with_new(op, cast);
    true
}

/// `memref.view`'s canonicalization patterns (`ViewOpMemrefCastFolder` is
/// left out: the folder already skips every `memref.cast` source).
pub fn view_patterns(set: &mut RewritePatternSet) {
    set.add_fn("ViewOpShapeFolder", "memref.view", view_shape_folder);
}
