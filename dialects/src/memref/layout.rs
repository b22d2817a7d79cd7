//! Strided memref layouts as MLIR computes them (`getStridesAndOffset`,
//! `SubViewOp::inferResultType`, `computeRankReductionMask`,
//! `CastOp::areCastCompatible`), numerically: a stride or offset that is not
//! a constant is `DYNAMIC`.

use ods::affine::{AffineExpr, AffineExprKind};
use ods::ir::{AttrKind, Attribute, Context, Type, TypeKind, DYNAMIC};

/// A ranked memref type, taken apart.
#[derive(Clone, Debug)]
pub struct MemRefParts {
    /// The shape (`DYNAMIC` for `?`).
    pub shape: Vec<i64>,
    /// The element type.
    pub elem: Type,
    /// The layout (`None`: identity).
    pub layout: Option<Attribute>,
    /// The memory space (`None`: default).
    pub space: Option<Attribute>,
}

/// The parts of a ranked memref type.
pub fn memref_parts(ctx: &Context, ty: Type) -> Option<MemRefParts> {
    match ctx.type_kind(ty) {
        TypeKind::MemRef {
            shape,
            elem,
            layout,
            memory_space,
        } => Some(MemRefParts {
            shape: shape.to_vec(),
            elem: *elem,
            layout: *layout,
            space: *memory_space,
        }),
        _ => None,
    }
}

/// A stride or offset while extracting them from an affine expression:
/// a constant, or something symbolic.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Val {
    Const(i64),
    Dyn,
}

impl Val {
    fn add(self, o: Val) -> Val {
        match (self, o) {
            (Val::Const(a), Val::Const(b)) => Val::Const(a.wrapping_add(b)),
            _ => Val::Dyn,
        }
    }
    /// Affine multiplication folds a constant zero factor away.
    fn mul(self, o: Val) -> Val {
        match (self, o) {
            (Val::Const(0), _) | (_, Val::Const(0)) => Val::Const(0),
            (Val::Const(a), Val::Const(b)) => Val::Const(a.wrapping_mul(b)),
            _ => Val::Dyn,
        }
    }
    fn to_i64(self) -> i64 {
        match self {
            Val::Const(v) => v,
            Val::Dyn => DYNAMIC,
        }
    }
}

fn expr_val(ctx: &Context, e: AffineExpr) -> Option<Val> {
    match e.kind(ctx.affine()) {
        AffineExprKind::Constant(c) => Some(Val::Const(c)),
        AffineExprKind::Symbol(_) => Some(Val::Dyn),
        AffineExprKind::Add(a, b) => Some(expr_val(ctx, a)?.add(expr_val(ctx, b)?)),
        AffineExprKind::Mul(a, b) => Some(expr_val(ctx, a)?.mul(expr_val(ctx, b)?)),
        AffineExprKind::Mod(..) | AffineExprKind::FloorDiv(..) | AffineExprKind::CeilDiv(..) => {
            Some(Val::Dyn)
        }
        AffineExprKind::Dim(_) => None,
    }
}

/// MLIR's `extractStrides`.
fn extract_strides(
    ctx: &Context,
    e: AffineExpr,
    factor: Val,
    strides: &mut [Val],
    offset: &mut Val,
) -> bool {
    let a = ctx.affine();
    match e.kind(a) {
        AffineExprKind::Add(l, r) => {
            extract_strides(ctx, l, factor, strides, offset)
                && extract_strides(ctx, r, factor, strides, offset)
        }
        AffineExprKind::Mul(l, r) => {
            if let AffineExprKind::Dim(d) = l.kind(a) {
                let Some(rv) = expr_val(ctx, r) else {
                    return false;
                };
                let Some(s) = strides.get_mut(d as usize) else {
                    return false;
                };
                *s = s.add(rv.mul(factor));
                return true;
            }
            if l.is_symbolic_or_constant(a) {
                let Some(lv) = expr_val(ctx, l) else {
                    return false;
                };
                extract_strides(ctx, r, factor.mul(lv), strides, offset)
            } else {
                let Some(rv) = expr_val(ctx, r) else {
                    return false;
                };
                extract_strides(ctx, l, factor.mul(rv), strides, offset)
            }
        }
        AffineExprKind::Mod(..) | AffineExprKind::FloorDiv(..) | AffineExprKind::CeilDiv(..) => {
            false
        }
        AffineExprKind::Dim(d) => match strides.get_mut(d as usize) {
            Some(s) => {
                *s = s.add(factor);
                true
            }
            None => false,
        },
        AffineExprKind::Symbol(_) => {
            *offset = offset.add(Val::Dyn.mul(factor));
            true
        }
        AffineExprKind::Constant(c) => {
            *offset = offset.add(Val::Const(c).mul(factor));
            true
        }
    }
}

/// The strides of the canonical (identity) layout of `shape`
/// (`makeCanonicalStridedLayoutExpr`): suffix products, dynamic outside of
/// a dynamic or zero size.
pub fn canonical_strides(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![0; shape.len()];
    let mut running: i64 = 1;
    let mut poisoned = false;
    for (i, &size) in shape.iter().enumerate().rev() {
        strides[i] = if poisoned { DYNAMIC } else { running };
        if size > 0 {
            running = running.wrapping_mul(size);
        } else {
            poisoned = true;
        }
    }
    strides
}

/// `MemRefType::getStridesAndOffset`: `None` if the layout is not strided.
pub fn strides_and_offset(ctx: &Context, ty: Type) -> Option<(Vec<i64>, i64)> {
    let m = memref_parts(ctx, ty)?;
    let Some(layout) = m.layout else {
        return Some((canonical_strides(&m.shape), 0));
    };
    match ctx.attr_kind(layout) {
        AttrKind::Strided { offset, strides } => Some((strides.to_vec(), *offset)),
        AttrKind::AffineMap(map) => {
            let a = ctx.affine();
            if map.is_identity(a) {
                return Some((canonical_strides(&m.shape), 0));
            }
            let results = map.results(a);
            if results.len() != 1 {
                return None;
            }
            let mut strides = vec![Val::Const(0); m.shape.len()];
            let mut offset = Val::Const(0);
            if !extract_strides(ctx, results[0], Val::Const(1), &mut strides, &mut offset) {
                return None;
            }
            Some((
                strides.into_iter().map(Val::to_i64).collect(),
                offset.to_i64(),
            ))
        }
        _ => None,
    }
}

/// `MemRefType::isStrided`.
pub fn is_strided(ctx: &Context, ty: Type) -> bool {
    strides_and_offset(ctx, ty).is_some()
}

/// `SaturatedInteger` addition: dynamic absorbs.
fn sat_add(a: i64, b: i64) -> i64 {
    if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.wrapping_add(b)
    }
}

/// `SaturatedInteger` multiplication: a static zero wins, then dynamic.
pub(crate) fn sat_mul(a: i64, b: i64) -> i64 {
    if a == 0 || b == 0 {
        0
    } else if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.wrapping_mul(b)
    }
}

/// The type `SubViewOp::inferResultType` computes, described: shape,
/// strides, offset (element type and memory space are the source's).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InferredSubView {
    /// The static sizes.
    pub shape: Vec<i64>,
    /// The strides of the result.
    pub strides: Vec<i64>,
    /// The offset of the result.
    pub offset: i64,
}

/// `SubViewOp::inferResultType` (the source must be strided).
pub fn infer_subview(
    ctx: &Context,
    source: Type,
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> Option<InferredSubView> {
    let (src_strides, src_offset) = strides_and_offset(ctx, source)?;
    let mut offset = src_offset;
    for (&o, &s) in offsets.iter().zip(&src_strides) {
        offset = sat_add(offset, sat_mul(o, s));
    }
    let strides = src_strides
        .iter()
        .zip(strides)
        .map(|(&a, &b)| sat_mul(a, b))
        .collect();
    Some(InferredSubView {
        shape: sizes.to_vec(),
        strides,
        offset,
    })
}

/// `computeRankReductionMask(originalShape, reducedShape)`: the dropped
/// dimensions (each of size 1), or `None` if the shapes do not match.
pub fn rank_reduction_mask(original: &[i64], reduced: &[i64]) -> Option<Vec<usize>> {
    let mut unused = Vec::new();
    let mut r = 0;
    for (i, &size) in original.iter().enumerate() {
        if r < reduced.len() && size == reduced[r] {
            r += 1;
            continue;
        }
        unused.push(i);
        if size != 1 {
            return None;
        }
    }
    (r == reduced.len()).then_some(unused)
}

/// `CastOp::areCastCompatible` of `memref.cast`.
pub fn memref_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    let ([a], [b]) = (inputs, outputs) else {
        return false;
    };
    let (a, b) = (*a, *b);
    match (memref_parts(ctx, a), memref_parts(ctx, b)) {
        (Some(at), Some(bt)) => {
            if at.elem != bt.elem {
                return false;
            }
            if at.layout != bt.layout {
                let (Some((sa, oa)), Some((sb, ob))) =
                    (strides_and_offset(ctx, a), strides_and_offset(ctx, b))
                else {
                    return false;
                };
                if sa.len() != sb.len() {
                    return false;
                }
                let compatible = |x: i64, y: i64| x == DYNAMIC || y == DYNAMIC || x == y;
                if !compatible(oa, ob) || sa.iter().zip(&sb).any(|(&x, &y)| !compatible(x, y)) {
                    return false;
                }
            }
            if at.space != bt.space || at.shape.len() != bt.shape.len() {
                return false;
            }
            at.shape
                .iter()
                .zip(&bt.shape)
                .all(|(&x, &y)| x == DYNAMIC || y == DYNAMIC || x == y)
        }
        _ => {
            let parts = |t: Type| match ctx.type_kind(t) {
                TypeKind::MemRef {
                    elem, memory_space, ..
                } => Some((false, *elem, *memory_space)),
                TypeKind::UnrankedMemRef { elem, memory_space } => {
                    Some((true, *elem, *memory_space))
                }
                _ => None,
            };
            let (Some((ua, ea, sa)), Some((ub, eb, sb))) = (parts(a), parts(b)) else {
                return false;
            };
            if ua && ub {
                return false;
            }
            ea == eb && sa == sb
        }
    }
}

/// Prints a memref type described by its parts, as MLIR prints it (used for
/// types a verifier computes but which may not exist in the context).
pub fn print_memref(
    ctx: &Context,
    shape: &[i64],
    elem: Type,
    strided: Option<(&[i64], i64)>,
    space: Option<Attribute>,
) -> String {
    let dim = |d: i64| {
        if d == DYNAMIC {
            "?".to_string()
        } else {
            d.to_string()
        }
    };
    let mut s = String::from("memref<");
    for &d in shape {
        s.push_str(&dim(d));
        s.push('x');
    }
    s.push_str(&ods::asm::print_type_local(ctx, elem));
    if let Some((strides, offset)) = strided {
        let list: Vec<String> = strides.iter().map(|&x| dim(x)).collect();
        s.push_str(&format!(", strided<[{}]", list.join(", ")));
        if offset != 0 {
            s.push_str(&format!(", offset: {}", dim(offset)));
        }
        s.push('>');
    }
    if let Some(space) = space {
        s.push_str(", ");
        s.push_str(&ods::asm::print_attribute_local_may_elide(ctx, space));
    }
    s.push('>');
    s
}

// ------------------------------------------------ reassociative reshapes

/// `computeExpandedLayoutMap`: the strides of `memref.expand_shape`'s
/// result, from the source strides, the result shape and the
/// reassociation (each source stride is the innermost stride of its
/// group and grows outwards by the group's sizes; the first size of a
/// group does not count).
pub fn expanded_strides(
    src_strides: &[i64],
    result_shape: &[i64],
    groups: &[Vec<i64>],
) -> Vec<i64> {
    let mut reversed = Vec::with_capacity(result_shape.len());
    let mut shape_index = result_shape.len();
    for (group, &stride) in groups.iter().zip(src_strides).rev() {
        let mut current = stride;
        for _ in 0..group.len() {
            reversed.push(current);
            shape_index = shape_index.wrapping_sub(1);
            let size = result_shape.get(shape_index).copied().unwrap_or(DYNAMIC);
            current = sat_mul(current, size);
        }
    }
    reversed.reverse();
    reversed.resize(result_shape.len(), 1);
    reversed
}

/// `computeCollapsedLayoutMap`: the strides of `memref.collapse_shape`'s
/// result (the stride of the innermost non-unit dimension of each group;
/// dynamic when that dimension is dynamically sized), or `None` when a
/// group is provably not contiguous (with `strict`, also when that cannot
/// be proven).
pub fn collapsed_strides(
    src_shape: &[i64],
    src_strides: &[i64],
    groups: &[Vec<i64>],
    strict: bool,
) -> Option<Vec<i64>> {
    let dim = |i: i64| usize::try_from(i).ok().filter(|&i| i < src_shape.len());
    let mut result = Vec::with_capacity(groups.len());
    for group in groups {
        let mut len = group.len();
        if len == 0 {
            return None;
        }
        while len > 1 && src_shape[dim(group[len - 1])?] == 1 {
            len -= 1;
        }
        let last = dim(group[len - 1])?;
        if src_shape[last] != DYNAMIC || len == 1 {
            result.push(src_strides[last]);
        } else {
            result.push(DYNAMIC);
        }
    }
    for (group, &res_stride) in groups.iter().zip(&result).rev() {
        let mut stride = res_stride;
        for &idx in group.iter().skip(1).rev() {
            let i = dim(idx)?;
            stride = sat_mul(stride, src_shape[i]);
            if i == 0 || src_shape[i - 1] == 1 {
                continue;
            }
            let src_stride = src_strides[i - 1];
            if strict && (stride == DYNAMIC || src_stride == DYNAMIC) {
                return None;
            }
            if stride != DYNAMIC && src_stride != DYNAMIC && stride != src_stride {
                return None;
            }
        }
    }
    Some(result)
}

// ------------------------------------------------------------ transpose

/// A layout as `MemRefType::canonicalizeStridedLayout` leaves it, built in
/// a scratch affine context (a verifier cannot create attributes).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CanonicalLayout {
    /// No layout (the identity).
    Identity,
    /// The simplified single-result map.
    Map(ods::affine::AffineMap),
    /// Left as it was (several results, 0-D cases): the map.
    Kept(ods::affine::AffineMap),
}

/// `makeStridedLinearLayoutMap`: `offset + Σ d_i * stride_i`, a new symbol
/// for the offset and each stride that is dynamic.
pub fn strided_linear_map(
    a: &mut ods::affine::AffineContext,
    strides: &[i64],
    offset: i64,
) -> ods::affine::AffineMap {
    let mut symbols = 0;
    let mut expr = if offset == DYNAMIC {
        symbols += 1;
        a.symbol(0)
    } else {
        a.constant(offset)
    };
    for (i, &s) in strides.iter().enumerate() {
        let d = a.dim(i as u32);
        let m = if s == DYNAMIC {
            symbols += 1;
            a.symbol(symbols - 1)
        } else {
            a.constant(s)
        };
        let t = a.mul(d, m);
        expr = a.add(expr, t);
    }
    a.get_map(strides.len() as u32, symbols, &[expr])
}

/// `makeCanonicalStridedLayoutExpr(shape)`, simplified.
fn canonical_strided_expr(
    a: &mut ods::affine::AffineContext,
    shape: &[i64],
) -> ods::affine::AffineExpr {
    if shape.is_empty() {
        return a.constant(0);
    }
    let mut symbols = 0;
    let mut expr: Option<ods::affine::AffineExpr> = None;
    let mut running: i64 = 1;
    let mut poisoned = false;
    for (i, &size) in shape.iter().enumerate().rev() {
        let d = a.dim(i as u32);
        let stride = if poisoned {
            symbols += 1;
            a.symbol(symbols - 1)
        } else {
            a.constant(running)
        };
        let t = a.mul(d, stride);
        expr = Some(match expr {
            Some(e) => a.add(e, t),
            None => t,
        });
        if size > 0 {
            running = running.wrapping_mul(size);
        } else {
            poisoned = true;
        }
    }
    let e = expr.expect("a dimension");
    ods::affine::simplify_affine_expr(a, e, shape.len() as u32, symbols)
}

/// Copies an expression of the context's affine arena into `a`.
fn import_expr(
    ctx: &Context,
    a: &mut ods::affine::AffineContext,
    e: AffineExpr,
) -> ods::affine::AffineExpr {
    match e.kind(ctx.affine()) {
        AffineExprKind::Constant(c) => a.constant(c),
        AffineExprKind::Dim(d) => a.dim(d),
        AffineExprKind::Symbol(s) => a.symbol(s),
        k => {
            let (kind, l, r) = k.as_binary().expect("binary");
            let (l, r) = (import_expr(ctx, a, l), import_expr(ctx, a, r));
            a.binary(kind, l, r)
        }
    }
}

/// The layout map of a memref type in `a` (`None`: the identity).
pub fn layout_map_in(
    ctx: &Context,
    a: &mut ods::affine::AffineContext,
    ty: Type,
) -> Option<ods::affine::AffineMap> {
    let layout = memref_parts(ctx, ty)?.layout?;
    match ctx.attr_kind(layout) {
        AttrKind::Strided { offset, strides } => Some(strided_linear_map(a, strides, *offset)),
        AttrKind::AffineMap(map) => {
            let data = map.data(ctx.affine()).clone();
            let results: Vec<_> = data
                .results
                .iter()
                .map(|&r| import_expr(ctx, a, r))
                .collect();
            Some(a.get_map(data.num_dims, data.num_symbols, &results))
        }
        _ => None,
    }
}

/// `canonicalizeStridedLayout` of a memref of `shape` with layout `map`.
pub fn canonicalize_layout(
    a: &mut ods::affine::AffineContext,
    shape: &[i64],
    map: Option<ods::affine::AffineMap>,
) -> CanonicalLayout {
    let Some(map) = map else {
        return CanonicalLayout::Identity;
    };
    let data = map.data(a).clone();
    if map.is_identity(a) {
        return CanonicalLayout::Identity;
    }
    if data.results.len() != 1 {
        return CanonicalLayout::Kept(map);
    }
    let result = data.results[0];
    if data.num_dims == 0 && data.num_symbols == 0 {
        return if result.as_constant(a) == Some(0) {
            CanonicalLayout::Identity
        } else {
            CanonicalLayout::Kept(map)
        };
    }
    if shape.is_empty() {
        return CanonicalLayout::Kept(map);
    }
    let canonical = canonical_strided_expr(a, shape);
    let simplified = ods::affine::simplify_affine_expr(a, result, data.num_dims, data.num_symbols);
    if canonical == simplified {
        return CanonicalLayout::Identity;
    }
    CanonicalLayout::Map(a.get_map(data.num_dims, data.num_symbols, &[simplified]))
}

/// `MemRefLayoutAttrInterface::isIdentity`: no layout, or a layout whose
/// affine map is the identity (a `strided<[1]>` layout of rank 1 is).
pub fn layout_is_identity(ctx: &Context, layout: Option<Attribute>) -> bool {
    let Some(layout) = layout else {
        return true;
    };
    match ctx.attr_kind(layout) {
        AttrKind::Strided { offset, strides } => *offset == 0 && **strides == [1],
        AttrKind::AffineMap(map) => map.is_identity(ctx.affine()),
        _ => false,
    }
}

// ------------------------------------------------ reshape reassociation

/// An inclusive range of source dimensions collapsing into one target
/// dimension.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct DimRange {
    left: i64,
    right: i64,
}

impl DimRange {
    fn at(i: i64) -> DimRange {
        DimRange { left: i, right: i }
    }
    fn valid(self) -> bool {
        self.left >= 0 && self.left <= self.right
    }
    fn within(self, len: usize) -> bool {
        self.left >= 0 && self.right < len as i64
    }
    fn len(self) -> usize {
        (self.right - self.left + 1) as usize
    }
    fn indices(self) -> Vec<i64> {
        (self.left..=self.right).collect()
    }
}

/// `findReassociationRangeForDynamicDim`: from `start`, the first range
/// holding a dynamic size (with `greedy`, through the end).
fn dynamic_dim_range(shape: &[i64], start: i64, greedy: bool) -> Option<DimRange> {
    let mut iter = DimRange::at(start);
    if !iter.within(shape.len()) {
        return None;
    }
    let mut result = iter;
    let mut found = false;
    while iter.within(shape.len()) {
        if found && !greedy {
            break;
        }
        if shape[iter.right as usize] == DYNAMIC {
            found = true;
        }
        result = iter;
        iter.right += 1;
    }
    found.then_some(result)
}

/// `findReassociationRangeForSize`: from `start`, the first range of
/// static sizes whose product is `target` (with `greedy`, extended by the
/// unit sizes that follow).
fn static_size_range(shape: &[i64], start: i64, target: i64, greedy: bool) -> Option<DimRange> {
    let mut iter = DimRange::at(start);
    if !iter.within(shape.len()) {
        return None;
    }
    let mut result = iter;
    let mut product: i64 = 1;
    let mut reached = false;
    while iter.within(shape.len()) {
        let size = shape[iter.right as usize];
        if reached && !greedy {
            break;
        }
        if size == DYNAMIC {
            if reached {
                break;
            }
            product = 1;
            result = DimRange::at(iter.right + 1);
            iter = result;
            continue;
        }
        product = product.wrapping_mul(size);
        if product > target && reached {
            break;
        }
        while product > target && iter.left != iter.right {
            let front = shape[iter.left as usize];
            if front == 0 {
                return None;
            }
            product /= front;
            iter.left += 1;
        }
        result = iter;
        if product == target {
            reached = true;
        }
        iter.right += 1;
    }
    reached.then_some(result)
}

/// `findReassociationRangesForCollapse`, left to right.
fn collapse_ranges(source: &[i64], target: &[i64]) -> Option<Vec<DimRange>> {
    let mut ranges: Vec<DimRange> = Vec::with_capacity(target.len());
    let mut prev_target: Option<i64> = None;
    let mut start = 0i64;
    for (t, &size) in target.iter().enumerate() {
        let greedy = t + 1 == target.len();
        let range = if size == DYNAMIC {
            dynamic_dim_range(source, start, greedy)
        } else {
            static_size_range(source, start, size, greedy)
        }?;
        if !range.valid() || !range.within(source.len()) {
            return None;
        }
        if range.left > start {
            // Skipped dimensions join the preceding dynamic one.
            if prev_target != Some(DYNAMIC) {
                return None;
            }
            ranges.last_mut()?.right = range.left - 1;
        }
        prev_target = Some(size);
        start = range.right + 1;
        ranges.push(range);
    }
    if ranges.last()?.right < source.len() as i64 - 1 {
        return None;
    }
    Some(ranges)
}

/// [`collapse_ranges`] on the reversed shapes, mapped back.
fn collapse_ranges_reversed(source: &[i64], target: &[i64]) -> Option<Vec<DimRange>> {
    let rev_source: Vec<i64> = source.iter().rev().copied().collect();
    let rev_target: Vec<i64> = target.iter().rev().copied().collect();
    let n = source.len() as i64;
    let mut ranges = collapse_ranges(&rev_source, &rev_target)?;
    for r in &mut ranges {
        if !r.valid() {
            return None;
        }
        *r = DimRange {
            left: n - 1 - r.right,
            right: n - 1 - r.left,
        };
    }
    ranges.reverse();
    Some(ranges)
}

/// `getReassociationIndicesForCollapse`: the groups collapsing `source`
/// into `target`, found scanning both ways; the two scans may only disagree
/// on unit dimensions.
pub fn collapse_reassociation(source: &[i64], target: &[i64]) -> Option<Vec<Vec<i64>>> {
    if source.len() <= target.len() {
        return None;
    }
    if target.is_empty() {
        if source.iter().any(|&s| s != 1 && s != DYNAMIC) {
            return None;
        }
        return Some(vec![(0..source.len() as i64).collect()]);
    }
    let forward = collapse_ranges(source, target)?;
    let backward = collapse_ranges_reversed(source, target)?;
    if forward.len() != target.len() || backward.len() != target.len() {
        return None;
    }
    let mut groups = Vec::with_capacity(target.len());
    for (f, b) in forward.iter().zip(&backward) {
        let outside = |r: &DimRange, i: i64| i < r.left || i > r.right;
        let differing: Vec<i64> = (f.left..=f.right)
            .filter(|&i| outside(b, i))
            .chain((b.left..=b.right).filter(|&i| outside(f, i)))
            .collect();
        if differing.len() == f.len() + b.len() {
            return None;
        }
        if differing.iter().any(|&i| source[i as usize] != 1) {
            return None;
        }
        groups.push(f.indices());
    }
    Some(groups)
}
