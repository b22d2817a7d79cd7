//! The verifiers of `memref` (`MemRefOps.cpp`), with MLIR's messages. Some
//! use `op->emitError` (no `'memref.x' op` prefix), as MLIR does.

use super::layout::{
    infer_subview, memref_parts, print_memref, rank_reduction_mask, strides_and_offset,
};
use super::syntax::{i64_array, is_elements_attr};
use ods::diag::Diagnostic;
use ods::ir::{AttrKind, Context, Operation, Type, TypeKind, DYNAMIC};
use ods::opdef::{operand_group, OpSpec};

type VResult = Result<(), Diagnostic>;

fn quoted(ctx: &Context, t: Type) -> String {
    format!("'{}'", ods::asm::print_type_local(ctx, t))
}

fn spec(ctx: &Context, op: Operation) -> &'static OpSpec {
    ctx.op_def(op).and_then(|d| d.ods).expect("an ODS op")
}

fn group_len(ctx: &Context, op: Operation, g: usize) -> usize {
    operand_group(ctx, op, spec(ctx, op), g).len()
}

fn result_type(ctx: &Context, op: Operation) -> Type {
    ctx.value_type(ctx.result(op, 0))
}

fn rank(ctx: &Context, t: Type) -> usize {
    memref_parts(ctx, t).map_or(0, |m| m.shape.len())
}

/// The number of symbols of a memref's layout map (0 for the identity;
/// a strided layout's map has one per dynamic offset or stride).
fn layout_symbols(ctx: &Context, t: Type) -> usize {
    let Some(layout) = memref_parts(ctx, t).and_then(|m| m.layout) else {
        return 0;
    };
    match ctx.attr_kind(layout) {
        AttrKind::AffineMap(map) => map.num_symbols(ctx.affine()) as usize,
        AttrKind::Strided { offset, strides } => {
            (*offset == DYNAMIC) as usize + strides.iter().filter(|&&s| s == DYNAMIC).count()
        }
        _ => 0,
    }
}

/// `verifyAllocLikeOp`.
fn verify_alloc_like(ctx: &Context, op: Operation) -> VResult {
    let t = result_type(ctx, op);
    let Some(m) = memref_parts(ctx, t) else {
        return Err(ctx.emit_op_error(op, "result must be a memref"));
    };
    let dynamic = m.shape.iter().filter(|&&d| d == DYNAMIC).count();
    let n = group_len(ctx, op, 0);
    if n != dynamic {
        return Err(ctx.emit_op_error(
            op,
            format!("incorrect number of dynamic sizes, has {n}, expected {dynamic}"),
        ));
    }
    let symbols = layout_symbols(ctx, t);
    let got = group_len(ctx, op, 1);
    if got != symbols {
        return Err(ctx.emit_op_error(
            op,
            format!(
                "symbol operand count does not equal memref symbol count: expected {symbols}, got {got}"
            ),
        ));
    }
    Ok(())
}

/// `AllocOp::verify`.
pub fn verify_alloc(ctx: &Context, op: Operation) -> VResult {
    verify_alloc_like(ctx, op)
}

/// True if `op` lists the `AutomaticAllocationScope` trait.
fn is_allocation_scope(ctx: &Context, op: Operation) -> bool {
    ctx.op_def(op)
        .and_then(|d| d.ods)
        .is_some_and(|s| s.trait_names.contains(&"AutomaticAllocationScope"))
}

/// `AllocaOp::verify`: an allocation scope must enclose it.
pub fn verify_alloca(ctx: &Context, op: Operation) -> VResult {
    let mut cur = ctx.parent_op(op);
    let mut found = false;
    while let Some(p) = cur {
        if is_allocation_scope(ctx, p) {
            found = true;
            break;
        }
        cur = ctx.parent_op(p);
    }
    if !found {
        return Err(ctx.emit_op_error(
            op,
            "requires an ancestor op with AutomaticAllocationScope trait",
        ));
    }
    verify_alloc_like(ctx, op)
}

/// `LoadOp::verify`.
pub fn verify_load(ctx: &Context, op: Operation) -> VResult {
    let r = rank(ctx, ctx.value_type(ctx.operand(op, 0)));
    let n = ctx.num_operands(op) - 1;
    if n != r {
        return Err(ctx.emit_op_error(
            op,
            format!("incorrect number of indices for load, expected {r} but got {n}"),
        ));
    }
    Ok(())
}

/// `StoreOp::verify`.
pub fn verify_store(ctx: &Context, op: Operation) -> VResult {
    let r = rank(ctx, ctx.value_type(ctx.operand(op, 1)));
    if ctx.num_operands(op) != 2 + r {
        return Err(ctx.emit_op_error(op, "store index operand count not equal to memref rank"));
    }
    Ok(())
}

/// `PrefetchOp::verify`.
pub fn verify_prefetch(ctx: &Context, op: Operation) -> VResult {
    let r = rank(ctx, ctx.value_type(ctx.operand(op, 0)));
    if ctx.num_operands(op) != 1 + r {
        return Err(ctx.emit_op_error(op, "too few indices"));
    }
    Ok(())
}

/// `AssumeAlignmentOp::verify`.
pub fn verify_assume_alignment(ctx: &Context, op: Operation) -> VResult {
    let v = match ctx.attr(op, "alignment").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) => value.sext_u64() as u32,
        _ => return Ok(()),
    };
    if !v.is_power_of_two() {
        return Err(ctx.emit_op_error(op, "alignment must be power of 2"));
    }
    Ok(())
}

/// `ViewOp::verify`.
pub fn verify_view(ctx: &Context, op: Operation) -> VResult {
    let base = ctx.value_type(ctx.operand(op, 0));
    let view = result_type(ctx, op);
    let (Some(b), Some(v)) = (memref_parts(ctx, base), memref_parts(ctx, view)) else {
        return Ok(());
    };
    if b.layout.is_some() {
        return Err(ctx.op_error(
            op,
            format!("unsupported map for base memref type {}", quoted(ctx, base)),
        ));
    }
    if v.layout.is_some() {
        return Err(ctx.op_error(
            op,
            format!(
                "unsupported map for result memref type {}",
                quoted(ctx, view)
            ),
        ));
    }
    if b.space != v.space {
        return Err(ctx.op_error(
            op,
            format!(
                "different memory spaces specified for base memref type {} and view memref type {}",
                quoted(ctx, base),
                quoted(ctx, view)
            ),
        ));
    }
    let dynamic = v.shape.iter().filter(|&&d| d == DYNAMIC).count();
    let n = group_len(ctx, op, 2);
    if n != dynamic {
        return Err(ctx.emit_op_error(
            op,
            format!("incorrect number of dynamic sizes, has {n}, expected {dynamic}"),
        ));
    }
    Ok(())
}

/// `memref.global`: `SymbolOpInterface`, then `GlobalOp::verify`.
pub fn verify_global(ctx: &Context, op: Operation) -> VResult {
    ods::symbol_table::verify_symbol(ctx, op)?;
    let ty = match ctx.attr(op, "type").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Type(t)) => *t,
        _ => return Ok(()),
    };
    let static_shape = match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, elem, .. } if shape.iter().all(|&d| d != DYNAMIC) => {
            Some((shape.to_vec(), *elem))
        }
        _ => None,
    };
    let Some((shape, elem)) = static_shape else {
        return Err(ctx.emit_op_error(
            op,
            format!(
                "type should be static shaped memref, but got {}",
                quoted(ctx, ty)
            ),
        ));
    };
    let Some(init) = ctx.attr(op, "initial_value") else {
        return Ok(());
    };
    if matches!(ctx.attr_kind(init), AttrKind::Unit) {
        return Ok(());
    }
    if !is_elements_attr(ctx, init) {
        return Err(ctx.emit_op_error(
            op,
            format!(
                "initial value should be a unit or elements attribute, but got {}",
                ods::asm::print_attribute_local(ctx, init)
            ),
        ));
    }
    let Some(init_ty) = ctx.attr_type(init) else {
        return Ok(());
    };
    let Some((init_shape, init_elem)) = ctx.shaped_info(init_ty) else {
        return Ok(());
    };
    if init_elem != elem {
        return Err(ctx.emit_op_error(
            op,
            format!(
                "initial value element expected to be of type {}, but was of type {}",
                quoted(ctx, elem),
                quoted(ctx, init_elem)
            ),
        ));
    }
    if init_shape != shape.as_slice() {
        let list = |s: &[i64]| {
            s.iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        return Err(ctx.emit_op_error(
            op,
            format!(
                "initial value shape expected to be {} but was {}",
                list(&shape),
                list(init_shape)
            ),
        ));
    }
    Ok(())
}

/// `GetGlobalOp::verifySymbolUses`.
pub fn verify_get_global_symbol_uses(ctx: &Context, op: Operation) -> VResult {
    let Some(name) = ctx.attr(op, "name") else {
        return Ok(());
    };
    let sym = match ctx.attr_kind(name) {
        AttrKind::SymbolRef { root, .. } => String::from_utf8_lossy(ctx.str(*root)).into_owned(),
        _ => String::new(),
    };
    let global = ods::symbol_table::lookup_nearest_symbol_from(ctx, op, name)
        .filter(|&g| ctx.op_name_str(ctx.op_name_of(g)) == b"memref.global");
    let Some(global) = global else {
        return Err(ctx.emit_op_error(
            op,
            format!("'{sym}' does not reference a valid global memref"),
        ));
    };
    let gty = match ctx.attr(global, "type").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Type(t)) => *t,
        _ => return Ok(()),
    };
    let rty = result_type(ctx, op);
    if gty != rty {
        return Err(ctx.emit_op_error(
            op,
            format!(
                "result type {} does not match type {} of the global memref @{sym}",
                quoted(ctx, rty),
                quoted(ctx, gty)
            ),
        ));
    }
    Ok(())
}

// ------------------------------------------------------------ subview

/// The static offsets, sizes and strides of a `memref.subview`.
fn static_lists(ctx: &Context, op: Operation) -> [Vec<i64>; 3] {
    ["static_offsets", "static_sizes", "static_strides"].map(|n| {
        ctx.attr(op, n)
            .map(|a| i64_array(ctx, a))
            .unwrap_or_default()
    })
}

/// `detail::verifyOffsetSizeAndStrideOp` with `getArrayAttrMaxRanks()` =
/// the source rank three times.
fn verify_offset_size_and_stride(ctx: &Context, op: Operation, max_rank: usize) -> VResult {
    let [offsets, sizes, strides] = static_lists(ctx, op);
    let dynamic = |v: &[i64]| v.iter().filter(|&&x| x == DYNAMIC).count();
    for (name, list, group) in [
        ("sizes", &sizes, 2),
        ("strides", &strides, 3),
        ("offsets", &offsets, 1),
    ] {
        let n = group_len(ctx, op, group);
        if n != dynamic(list) {
            return Err(ctx.op_error(
                op,
                format!(
                    "expected the number of '{name}' to match the number of dynamic entries in 'static_{name}' ({n} vs {})",
                    dynamic(list)
                ),
            ));
        }
    }
    if !(offsets.len() == 1 && max_rank == 1) && offsets.len() != sizes.len() {
        return Err(ctx.op_error(
            op,
            format!(
                "expected mixed offsets rank to match mixed sizes rank ({} vs {}) so the rank of the result type is well-formed.",
                offsets.len(),
                sizes.len()
            ),
        ));
    }
    if sizes.len() != strides.len() {
        return Err(ctx.op_error(
            op,
            format!(
                "expected mixed sizes rank to match mixed strides rank ({} vs {}) so the rank of the result type is well-formed.",
                sizes.len(),
                strides.len()
            ),
        ));
    }
    for (name, list) in [("offset", &offsets), ("size", &sizes), ("stride", &strides)] {
        if list.len() != max_rank {
            return Err(ctx.op_error(
                op,
                format!("expected {max_rank} {name} values, got {}", list.len()),
            ));
        }
    }
    if let Some(o) = offsets.iter().find(|&&o| o < 0 && o != DYNAMIC) {
        return Err(ctx.op_error(
            op,
            format!("expected offsets to be non-negative, but got {o}"),
        ));
    }
    if let Some(s) = sizes.iter().find(|&&s| s < 0 && s != DYNAMIC) {
        return Err(ctx.op_error(
            op,
            format!("expected sizes to be non-negative, but got {s}"),
        ));
    }
    Ok(())
}

/// `computeMemRefRankReductionMask(expected, reduced, sizes)`.
fn memref_rank_reduction_mask(
    expected_strides: &[i64],
    reduced: Type,
    ctx: &Context,
    sizes: &[i64],
    reduced_rank: usize,
) -> Option<Vec<bool>> {
    let rank = sizes.len();
    let mut unused = vec![false; rank];
    if rank == reduced_rank {
        return Some(unused);
    }
    for (i, &s) in sizes.iter().enumerate() {
        if s == 1 {
            unused[i] = true;
        }
    }
    let count = |u: &[bool]| u.iter().filter(|&&b| b).count();
    if count(&unused) + reduced_rank == rank {
        return Some(unused);
    }
    let (cand_strides, _) = strides_and_offset(ctx, reduced)?;
    let occurrences = |v: &[i64]| {
        let mut m = std::collections::BTreeMap::<i64, usize>::new();
        for &x in v {
            *m.entry(x).or_default() += 1;
        }
        m
    };
    let mut unaccounted = occurrences(expected_strides);
    let candidate = occurrences(&cand_strides);
    for dim in 0..rank {
        if !unused[dim] {
            continue;
        }
        let s = expected_strides[dim];
        let cur = unaccounted.get(&s).copied().unwrap_or(0);
        let cand = candidate.get(&s).copied().unwrap_or(0);
        if cur > cand {
            *unaccounted.entry(s).or_default() -= 1;
        } else if cur == cand {
            unused[dim] = false;
        } else {
            return None;
        }
    }
    (count(&unused) + reduced_rank == rank).then_some(unused)
}

/// `memref.subview`: `OffsetSizeAndStrideOpInterface`, then
/// `SubViewOp::verify`.
pub fn verify_subview(ctx: &Context, op: Operation) -> VResult {
    let base = ctx.value_type(ctx.operand(op, 0));
    let view = result_type(ctx, op);
    let (Some(b), Some(v)) = (memref_parts(ctx, base), memref_parts(ctx, view)) else {
        return Ok(());
    };
    verify_offset_size_and_stride(ctx, op, b.shape.len())?;
    let [offsets, sizes, strides] = static_lists(ctx, op);
    if b.space != v.space {
        return Err(ctx.op_error(
            op,
            format!(
                "different memory spaces specified for base memref type {} and subview memref type {}",
                quoted(ctx, base),
                quoted(ctx, view)
            ),
        ));
    }
    let Some(expected) = infer_subview(ctx, base, &offsets, &sizes, &strides) else {
        return Err(ctx.op_error(
            op,
            format!("base type {} is not strided", quoted(ctx, base)),
        ));
    };
    let expected_text = print_memref(
        ctx,
        &expected.shape,
        b.elem,
        Some((&expected.strides, expected.offset)),
        b.space,
    );
    let view_text = quoted(ctx, view);
    let layout_error = || {
        ctx.op_error(
            op,
            format!(
                "expected result type to be '{expected_text}' or a rank-reduced version. (mismatch of result layout), but got {view_text}"
            ),
        )
    };
    // isRankReducedType(expected, view)
    let identical = v.shape == expected.shape
        && v.elem == b.elem
        && v.space == b.space
        && matches!(v.layout.map(|l| ctx.attr_kind(l)),
            Some(AttrKind::Strided { offset, strides }) if *offset == expected.offset && **strides == *expected.strides);
    if !identical {
        if v.shape.len() > expected.shape.len() {
            return Err(ctx.op_error(
                op,
                format!(
                    "expected result rank to be smaller or equal to the source rank, but got {view_text}"
                ),
            ));
        }
        if rank_reduction_mask(&expected.shape, &v.shape).is_none() {
            return Err(ctx.op_error(
                op,
                format!(
                    "expected result type to be '{expected_text}' or a rank-reduced version. (mismatch of result sizes), but got {view_text}"
                ),
            ));
        }
        if v.elem != b.elem {
            return Err(ctx.op_error(
                op,
                format!(
                    "expected result element type to be {}, but got {view_text}",
                    quoted(ctx, b.elem)
                ),
            ));
        }
    }
    // Offsets.
    let Some((view_strides, view_offset)) = strides_and_offset(ctx, view) else {
        return Err(layout_error());
    };
    if view_offset != expected.offset {
        return Err(layout_error());
    }
    let Some(unused) =
        memref_rank_reduction_mask(&expected.strides, view, ctx, &sizes, v.shape.len())
    else {
        return Err(layout_error());
    };
    let kept: Vec<i64> = expected
        .strides
        .iter()
        .zip(&unused)
        .filter(|(_, &u)| !u)
        .map(|(&s, _)| s)
        .collect();
    if kept.len() != view_strides.len() || kept != view_strides {
        return Err(layout_error());
    }
    // verifyInBoundsSlice
    for (i, &dim) in b.shape.iter().enumerate() {
        if dim == DYNAMIC || offsets[i] == DYNAMIC {
            continue;
        }
        if offsets[i] >= dim {
            return Err(ctx.op_error(
                op,
                format!("offset {i} is out-of-bounds: {} >= {dim}", offsets[i]),
            ));
        }
        if sizes[i] == DYNAMIC || strides[i] == DYNAMIC {
            continue;
        }
        let last = offsets[i].wrapping_add(sizes[i].wrapping_sub(1).wrapping_mul(strides[i]));
        if last >= dim {
            return Err(ctx.op_error(
                op,
                format!("slice along dimension {i} runs out-of-bounds: {last} >= {dim}"),
            ));
        }
    }
    Ok(())
}
