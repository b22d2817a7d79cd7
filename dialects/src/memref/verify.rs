//! The verifiers of `memref` (`MemRefOps.cpp`), with MLIR's messages. Some
//! use `op->emitError` (no `'memref.x' op` prefix), as MLIR does.

use super::layout::{
    canonicalize_layout, collapsed_strides, expanded_strides, infer_subview, layout_is_identity,
    layout_map_in, memref_parts, print_memref, rank_reduction_mask, strided_linear_map,
    strides_and_offset, CanonicalLayout, MemRefParts,
};
use super::syntax::{i64_array, is_elements_attr};
use ods::diag::Diagnostic;
use ods::ir::{AttrKind, Context, Operation, Type, TypeKind, Value, DYNAMIC};
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
pub(crate) fn is_allocation_scope(ctx: &Context, op: Operation) -> bool {
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
        .filter(|&g| ctx.op_name_str(ctx.op_name_of(g)) == crate::memref::GlobalOp::NAME_BYTES);
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
/// `max_ranks` (the source rank three times for `memref.subview`; 1 and the
/// result rank twice for `memref.reinterpret_cast`).
fn verify_offset_size_and_stride(ctx: &Context, op: Operation, max_ranks: [usize; 3]) -> VResult {
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
    if !(offsets.len() == 1 && max_ranks[0] == 1) && offsets.len() != sizes.len() {
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
    for ((name, list), max_rank) in [("offset", &offsets), ("size", &sizes), ("stride", &strides)]
        .into_iter()
        .zip(max_ranks)
    {
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

/// `verifyInBoundsSlice`: the error message when a static offset or the
/// last position of a static slice lies outside a static dimension.
pub(crate) fn slice_in_bounds(
    shape: &[i64],
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> Result<(), String> {
    for (i, &dim) in shape.iter().enumerate() {
        let (Some(&offset), Some(&size), Some(&stride)) =
            (offsets.get(i), sizes.get(i), strides.get(i))
        else {
            continue;
        };
        if dim == DYNAMIC || offset == DYNAMIC {
            continue;
        }
        if offset >= dim {
            return Err(format!("offset {i} is out-of-bounds: {offset} >= {dim}"));
        }
        if size == DYNAMIC || stride == DYNAMIC {
            continue;
        }
        let last = offset.wrapping_add(size.wrapping_sub(1).wrapping_mul(stride));
        if last >= dim {
            return Err(format!(
                "slice along dimension {i} runs out-of-bounds: {last} >= {dim}"
            ));
        }
    }
    Ok(())
}

/// `computeMemRefRankReductionMask(expected, reduced, sizes)`.
pub(crate) fn memref_rank_reduction_mask(
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
    verify_offset_size_and_stride(ctx, op, [b.shape.len(); 3])?;
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
    slice_in_bounds(&b.shape, &offsets, &sizes, &strides).map_err(|m| ctx.op_error(op, m))?;
    Ok(())
}

// ------------------------------------------- expand_shape / collapse_shape

/// The `reassociation` groups of a reshape.
pub(crate) fn reassociation(ctx: &Context, op: Operation) -> Vec<Vec<i64>> {
    ctx.attr(op, "reassociation")
        .map(|a| super::constraints::index_lists(ctx, a))
        .unwrap_or_default()
}

/// `verifyCollapsedShape` (several dynamic dimensions per group allowed).
fn verify_collapsed_shape(
    ctx: &Context,
    op: Operation,
    collapsed: &[i64],
    expanded: &[i64],
    groups: &[Vec<i64>],
) -> VResult {
    let err = |m: String| Err(ctx.emit_op_error(op, m));
    if collapsed.len() != groups.len() {
        return err(format!(
            "invalid number of reassociation groups: found {}, expected {}",
            groups.len(),
            collapsed.len()
        ));
    }
    let mut next: i64 = 0;
    for (cdim, group) in groups.iter().enumerate() {
        let mut found_dynamic = false;
        for &e in group {
            if e != next {
                return err("reassociation indices must be contiguous".into());
            }
            next += 1;
            let Some(&size) = usize::try_from(e).ok().and_then(|i| expanded.get(i)) else {
                return err(format!("reassociation index {e} is out of bounds"));
            };
            if size == DYNAMIC {
                found_dynamic = true;
            }
        }
        if (collapsed[cdim] == DYNAMIC) != found_dynamic {
            return err(format!(
                "collapsed dim ({cdim}) must be dynamic if and only if reassociation group is dynamic"
            ));
        }
        if !found_dynamic {
            let size = group
                .iter()
                .fold(1i64, |acc, &e| acc.wrapping_mul(expanded[e as usize]));
            if size != collapsed[cdim] {
                return err(format!(
                    "collapsed dim size ({}) must equal reassociation group size ({size})",
                    collapsed[cdim]
                ));
            }
        }
    }
    if collapsed.is_empty() {
        if expanded.iter().any(|&d| d != 1) {
            return err("rank 0 memrefs can only be extended/collapsed with/from ones".into());
        }
    } else if next != expanded.len() as i64 {
        return err(format!(
            "expanded rank ({}) inconsistent with number of reassociation indices ({next})",
            expanded.len()
        ));
    }
    Ok(())
}

/// True if `ty` is `memref<shape x elem, layout, space>` with the strided
/// layout `expected` (`None`: no layout).
fn has_layout(ctx: &Context, ty: Type, expected: Option<(&[i64], i64)>) -> bool {
    let Some(m) = memref_parts(ctx, ty) else {
        return false;
    };
    match (expected, m.layout.map(|l| ctx.attr_kind(l))) {
        (None, None) => true,
        (
            Some((strides, offset)),
            Some(AttrKind::Strided {
                offset: o,
                strides: s,
            }),
        ) => *o == offset && **s == *strides,
        _ => false,
    }
}

/// The last check of `ExpandShapeOp::verify` / `CollapseShapeOp::verify`:
/// the result type is the one computed from the source
/// (`computeExpandedType` / `computeCollapsedType`): its shape with the
/// source's element type and memory space, and the strided `layout`
/// (`None`: the identity). `what` is `expanded` or `collapsed`.
fn verify_reshaped_type(
    ctx: &Context,
    op: Operation,
    what: &str,
    src: &MemRefParts,
    res: &MemRefParts,
    res_ty: Type,
    layout: Option<(Vec<i64>, i64)>,
) -> VResult {
    let layout = layout.as_ref().map(|(s, o)| (s.as_slice(), *o));
    if res.elem != src.elem || res.space != src.space || !has_layout(ctx, res_ty, layout) {
        let text = print_memref(ctx, &res.shape, src.elem, layout, src.space);
        return Err(ctx.emit_op_error(
            op,
            format!(
                "expected {what} type to be '{text}' but found {}",
                quoted(ctx, res_ty)
            ),
        ));
    }
    Ok(())
}

/// `ExpandShapeOp::verify`.
pub fn verify_expand_shape(ctx: &Context, op: Operation) -> VResult {
    let src_ty = ctx.value_type(ctx.operand(op, 0));
    let res_ty = result_type(ctx, op);
    let (Some(src), Some(res)) = (memref_parts(ctx, src_ty), memref_parts(ctx, res_ty)) else {
        return Ok(());
    };
    let (r0, r1) = (src.shape.len(), res.shape.len());
    if r0 > r1 {
        return Err(ctx.emit_op_error(
            op,
            format!(
                "has source rank {r0} and result rank {r1}. This is not an expansion ({r0} > {r1})."
            ),
        ));
    }
    let groups = reassociation(ctx, op);
    verify_collapsed_shape(ctx, op, &src.shape, &res.shape, &groups)?;
    let expected = if layout_is_identity(ctx, src.layout) {
        None
    } else {
        let Some((strides, offset)) = strides_and_offset(ctx, src_ty) else {
            return Err(ctx.emit_op_error(op, "invalid source layout map"));
        };
        Some((expanded_strides(&strides, &res.shape, &groups), offset))
    };
    verify_reshaped_type(ctx, op, "expanded", &src, &res, res_ty, expected)?;
    let static_shape = ctx
        .attr(op, "static_output_shape")
        .map(|a| i64_array(ctx, a))
        .unwrap_or_default();
    if static_shape.len() != r1 {
        return Err(ctx.emit_op_error(
            op,
            format!(
                "expected number of static shape bounds to be equal to the output rank ({r1}) but found {} inputs instead",
                static_shape.len()
            ),
        ));
    }
    let dynamic = static_shape.iter().filter(|&&d| d == DYNAMIC).count();
    let n = group_len(ctx, op, 1);
    if n != dynamic {
        return Err(ctx.emit_op_error(
            op,
            format!(
                "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {dynamic} dynamic dims while output_shape has {n} values"
            ),
        ));
    }
    for (pos, (&d, &s)) in res.shape.iter().zip(&static_shape).enumerate() {
        if d != DYNAMIC && d != s {
            return Err(
                ctx.emit_op_error(op, format!("invalid output shape provided at pos {pos}"))
            );
        }
    }
    Ok(())
}

/// `CollapseShapeOp::verify`.
pub fn verify_collapse_shape(ctx: &Context, op: Operation) -> VResult {
    let src_ty = ctx.value_type(ctx.operand(op, 0));
    let res_ty = result_type(ctx, op);
    let (Some(src), Some(res)) = (memref_parts(ctx, src_ty), memref_parts(ctx, res_ty)) else {
        return Ok(());
    };
    let (r0, r1) = (src.shape.len(), res.shape.len());
    if r0 < r1 {
        return Err(ctx.emit_op_error(
            op,
            format!(
                "has source rank {r0} and result rank {r1}. This is not a collapse ({r0} < {r1})."
            ),
        ));
    }
    let groups = reassociation(ctx, op);
    verify_collapsed_shape(ctx, op, &res.shape, &src.shape, &groups)?;
    let expected = if layout_is_identity(ctx, src.layout) {
        None
    } else {
        let layout = strides_and_offset(ctx, src_ty).and_then(|(strides, offset)| {
            collapsed_strides(&src.shape, &strides, &groups, false).map(|s| (s, offset))
        });
        let Some(layout) = layout else {
            return Err(ctx.emit_op_error(
                op,
                "invalid source layout map or collapsing non-contiguous dims",
            ));
        };
        Some(layout)
    };
    verify_reshaped_type(ctx, op, "collapsed", &src, &res, res_ty, expected)
}

// ---------------------------------------------------- reinterpret_cast

/// Element type and memory space of a ranked or unranked memref.
fn base_memref(ctx: &Context, t: Type) -> Option<(Type, Option<ods::ir::Attribute>)> {
    match ctx.type_kind(t) {
        TypeKind::MemRef {
            elem, memory_space, ..
        }
        | TypeKind::UnrankedMemRef { elem, memory_space } => Some((*elem, *memory_space)),
        _ => None,
    }
}

/// `OffsetSizeAndStrideOpInterface` (one offset, result-rank sizes and
/// strides), then `ReinterpretCastOp::verify` (which reports with
/// `emitError`, no `'memref.reinterpret_cast' op` prefix).
pub fn verify_reinterpret_cast(ctx: &Context, op: Operation) -> VResult {
    let src_ty = ctx.value_type(ctx.operand(op, 0));
    let res_ty = result_type(ctx, op);
    let (Some((src_elem, src_space)), Some(res)) =
        (base_memref(ctx, src_ty), memref_parts(ctx, res_ty))
    else {
        return Ok(());
    };
    let r = res.shape.len();
    verify_offset_size_and_stride(ctx, op, [1, r, r])?;
    let [offsets, sizes, strides] = static_lists(ctx, op);
    let pair = || {
        format!(
            "{} and result memref type {}",
            quoted(ctx, src_ty),
            quoted(ctx, res_ty)
        )
    };
    if src_space != res.space {
        return Err(ctx.op_error(
            op,
            format!(
                "different memory spaces specified for source type {}",
                pair()
            ),
        ));
    }
    if src_elem != res.elem {
        return Err(ctx.op_error(
            op,
            format!(
                "different element types specified for source type {}",
                pair()
            ),
        ));
    }
    let shown = |v: i64| {
        if v == DYNAMIC {
            "dynamic".to_string()
        } else {
            v.to_string()
        }
    };
    // The result type's static sizes and strides must be the op's.
    let check_dims = |what: &str, have: &[i64], want: &[i64]| -> VResult {
        for (i, (&have, &want)) in have.iter().zip(want).enumerate() {
            if have != DYNAMIC && have != want {
                return Err(ctx.op_error(
                    op,
                    format!(
                        "expected result type with {what} = {} instead of {have} in dim = {i}",
                        shown(want)
                    ),
                ));
            }
        }
        Ok(())
    };
    check_dims("size", &res.shape, &sizes)?;
    let Some((res_strides, res_offset)) = strides_and_offset(ctx, res_ty) else {
        return Err(ctx.op_error(
            op,
            format!(
                "expected result type to have strided layout but found {}",
                quoted(ctx, res_ty)
            ),
        ));
    };
    let want = offsets.first().copied().unwrap_or(0);
    if res_offset != DYNAMIC && res_offset != want {
        return Err(ctx.op_error(
            op,
            format!(
                "expected result type with offset = {} instead of {res_offset}",
                shown(want)
            ),
        ));
    }
    check_dims("stride", &res_strides, &strides)
}

// ------------------------------------------------------------ transpose

/// `TransposeOp::verify`: a permutation of the input's rank, and the
/// result type equal to the transposed input type up to
/// `canonicalizeStridedLayout`.
pub fn verify_transpose(ctx: &Context, op: Operation) -> VResult {
    let Some(AttrKind::AffineMap(perm)) = ctx.attr(op, "permutation").map(|a| ctx.attr_kind(a))
    else {
        return Ok(());
    };
    let perm = *perm;
    let a = ctx.affine();
    if !perm.is_permutation(a) {
        return Err(ctx.emit_op_error(op, "expected a permutation map"));
    }
    let src_ty = ctx.value_type(ctx.operand(op, 0));
    let res_ty = result_type(ctx, op);
    let (Some(src), Some(res)) = (memref_parts(ctx, src_ty), memref_parts(ctx, res_ty)) else {
        return Ok(());
    };
    let data = perm.data(a);
    if data.num_dims as usize != src.shape.len() {
        return Err(ctx.emit_op_error(op, "expected a permutation map of same rank as the input"));
    }
    let Some((strides, offset)) = strides_and_offset(ctx, src_ty) else {
        return Ok(());
    };
    let order: Vec<usize> = (0..data.results.len())
        .map(|i| perm.dim_position(a, i) as usize)
        .collect();
    let shape: Vec<i64> = order.iter().map(|&i| src.shape[i]).collect();
    let new_strides: Vec<i64> = order.iter().map(|&i| strides[i]).collect();
    let mut scratch = ods::affine::AffineContext::new();
    let inferred_map = strided_linear_map(&mut scratch, &new_strides, offset);
    // `canonicalizeStridedLayout` returns a type whose layout map is
    // already the identity unchanged, layout attribute included: a rank-1
    // `strided<[1]>` stays, so it equals only a result written with it.
    let canonical_of = |a: &mut ods::affine::AffineContext, shape: &[i64], map: Option<_>| match map
    {
        Some(m) if ods::affine::AffineMap::is_identity(m, a) => CanonicalLayout::Kept(m),
        m => canonicalize_layout(a, shape, m),
    };
    let inferred = canonical_of(&mut scratch, &shape, Some(inferred_map));
    let res_map = layout_map_in(ctx, &mut scratch, res_ty);
    let actual = canonical_of(&mut scratch, &res.shape, res_map);
    let same_layout = match (inferred, actual) {
        (CanonicalLayout::Identity, CanonicalLayout::Identity) => true,
        (
            CanonicalLayout::Map(x) | CanonicalLayout::Kept(x),
            CanonicalLayout::Map(y) | CanonicalLayout::Kept(y),
        ) => x == y,
        _ => false,
    };
    if same_layout && res.shape == shape && res.elem == src.elem && res.space == src.space {
        return Ok(());
    }
    let canonical = match inferred {
        CanonicalLayout::Identity => print_memref(ctx, &shape, src.elem, None, src.space),
        CanonicalLayout::Kept(_) => print_memref(
            ctx,
            &shape,
            src.elem,
            Some((&new_strides, offset)),
            src.space,
        ),
        CanonicalLayout::Map(m) => {
            let mut text = print_memref(ctx, &shape, src.elem, None, None);
            text.pop();
            text.push_str(&format!(", affine_map<{}>", scratch.map_to_string(m)));
            if let Some(space) = src.space {
                text.push_str(", ");
                text.push_str(&ods::asm::print_attribute_local_may_elide(ctx, space));
            }
            text.push('>');
            text
        }
    };
    Err(ctx.emit_op_error(
        op,
        format!(
            "result type {} is not equivalent to the canonical transposed input type '{canonical}'",
            quoted(ctx, res_ty)
        ),
    ))
}

// ---------------------------------------------- extract_strided_metadata

/// `InferTypeOpAdaptor` of `memref.extract_strided_metadata`: the results
/// are a rank-0 memref of the source's element type and memory space,
/// then `index` for the offset and each size and stride. A mismatch gives
/// MLIR's two errors.
pub fn verify_extract_strided_metadata(ctx: &Context, op: Operation) -> VResult {
    let src_ty = ctx.value_type(ctx.operand(op, 0));
    let Some(src) = memref_parts(ctx, src_ty) else {
        return Ok(());
    };
    let rank = src.shape.len();
    let results: Vec<Type> = ctx.results(op).map(|r| ctx.value_type(r)).collect();
    let base_ok = results.first().is_some_and(|&t| {
        memref_parts(ctx, t).is_some_and(|m| {
            m.shape.is_empty() && m.layout.is_none() && m.elem == src.elem && m.space == src.space
        })
    });
    let rest_ok = results.iter().skip(1).all(|&t| ctx.is_index(t));
    if base_ok && rest_ok && results.len() == 2 + 2 * rank {
        return Ok(());
    }
    let mut inferred = vec![format!(
        "'{}'",
        print_memref(ctx, &[], src.elem, None, src.space)
    )];
    inferred.extend(std::iter::repeat_n("'index'".to_string(), 1 + 2 * rank));
    let actual: Vec<String> = results.iter().map(|&t| quoted(ctx, t)).collect();
    let mismatch = ctx.emit_op_error(
        op,
        format!(
            "inferred type(s) {} are incompatible with return type(s) of operation {}",
            inferred.join(", "),
            actual.join(", ")
        ),
    );
    ctx.emit(Diagnostic::error(ctx.op_loc(op), mismatch.message));
    Err(ctx.emit_op_error(op, "failed to infer returned types"))
}

// ----------------------------------------------------------- atomic_rmw

/// `AtomicRMWOp::verify`.
pub fn verify_atomic_rmw(ctx: &Context, op: Operation) -> VResult {
    let r = rank(ctx, ctx.value_type(ctx.operand(op, 1)));
    if r != ctx.num_operands(op).saturating_sub(2) {
        return Err(ctx.emit_op_error(
            op,
            "expects the number of subscripts to be equal to memref rank",
        ));
    }
    let kind = match ctx.attr(op, "kind").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) => value.sext_u64(),
        _ => return Ok(()),
    };
    use crate::arith::enums::AtomicRMWKind as K;
    use ods::opdef::enums::EnumValue;
    let Some(k) = K::from_bits(kind as u64) else {
        return Ok(());
    };
    let name = k.stringify();
    let value_ty = ctx.value_type(ctx.operand(op, 0));
    let float = matches!(ctx.type_kind(value_ty), TypeKind::Float(_));
    let int = matches!(ctx.type_kind(value_ty), TypeKind::Integer { .. });
    let float_kind = matches!(k, K::addf | K::maximumf | K::minimumf | K::mulf);
    let int_kind = matches!(
        k,
        K::addi | K::maxs | K::maxu | K::mins | K::minu | K::muli | K::ori | K::xori | K::andi
    );
    if float_kind && !float {
        return Err(ctx.emit_op_error(
            op,
            format!("with kind '{name}' expects a floating-point type"),
        ));
    }
    if int_kind && !int {
        return Err(ctx.emit_op_error(op, format!("with kind '{name}' expects an integer type")));
    }
    Ok(())
}

// --------------------------------------------------------- alloca_scope

/// `memref.alloca_scope` after its region: `RegionBranchOpInterface`
/// (`verifyTypesAlongControlFlowEdges`): each `memref.alloca_scope.return`
/// forwards values of the scope's result types to the parent.
pub fn verify_alloca_scope_regions(ctx: &Context, op: Operation) -> VResult {
    let results: Vec<Value> = ctx.results(op).collect();
    for b in ctx.region_blocks(ctx.region(op, 0)) {
        let Some(term) = ctx.block_last_op(b) else {
            continue;
        };
        if ctx.op_name_str(ctx.op_name_of(term)) != crate::memref::AllocaScopeReturnOp::NAME_BYTES {
            continue;
        }
        let operands: Vec<Value> = ctx.operands(term).collect();
        crate::region_branch::verify_edge_types(
            ctx,
            op,
            || "Operation memref.alloca_scope.return".to_string(),
            || "parent".to_string(),
            ctx.op_loc(term),
            &operands,
            &results,
        )?;
    }
    Ok(())
}
