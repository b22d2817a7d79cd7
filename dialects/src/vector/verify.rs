//! The parts of the vector dialect's verification that `VectorOps.td`
//! leaves to C++: the predicates of its `PredOpTrait`s, the `TypesMatchWith`
//! transformers, and the 28 `hasVerifier` verifiers, with MLIR's messages.

use super::enums::{CombiningKind, CombiningKindAttr, IteratorType, IteratorTypeAttr};
use super::interfaces::{expected_mask_type, supports_passthru};
use ods::affine::AffineMap;
use ods::diag::Diagnostic;
use ods::ir::{AttrKind, Attribute, Context, Operation, Type, TypeKind, Value, DYNAMIC};
use ods::opdef::constraint::attrs::dense_array_values;
use ods::opdef::{AttrConstraint, Transformed};

type VResult = Result<(), Diagnostic>;

/// `kPoisonIndex`: a position or mask entry that means poison.
pub const POISON_INDEX: i64 = -1;

// ------------------------------------------------------------- helpers

/// `'t'`, as MLIR streams a type into a diagnostic.
pub fn quoted(ctx: &Context, t: Type) -> String {
    format!("'{}'", ods::asm::print_type_local(ctx, t))
}

fn op_err(ctx: &Context, op: Operation, msg: impl AsRef<str>) -> VResult {
    Err(ctx.emit_op_error(op, msg))
}

/// A result type that is not the inferred one (`InferTypeOpInterface`'s
/// `refineReturnTypes`): the mismatch, then "failed to infer returned
/// types", as MLIR emits them.
fn infer_err(ctx: &Context, op: Operation, msg: impl AsRef<str>) -> VResult {
    let mismatch = ctx.emit_op_error(op, msg);
    ctx.emit(ods::diag::Diagnostic::error(
        ctx.op_loc(op),
        mismatch.message,
    ));
    op_err(ctx, op, "failed to infer returned types")
}

/// A vector type's shape, scalable flags and element type.
pub fn vector_parts(ctx: &Context, t: Type) -> Option<(&[i64], &[bool], Type)> {
    match ctx.type_kind(t) {
        TypeKind::Vector {
            shape,
            scalable,
            elem,
        } => Some((shape, scalable, *elem)),
        _ => None,
    }
}

/// `getElementTypeOrSelf`.
pub fn element_or_self(ctx: &Context, t: Type) -> Type {
    ctx.element_type(t).unwrap_or(t)
}

/// The rank of a ranked shaped type.
fn rank(ctx: &Context, t: Type) -> Option<usize> {
    ctx.shaped_info(t).map(|(s, _)| s.len())
}

/// A vector type as MLIR prints it, from its parts (for types that may
/// not exist in the context yet).
pub fn vector_text(ctx: &Context, shape: &[i64], scalable: &[bool], elem: Type) -> String {
    let mut s = String::from("vector<");
    for (i, &d) in shape.iter().enumerate() {
        if scalable.get(i).copied().unwrap_or(false) {
            s.push_str(&format!("[{d}]x"));
        } else {
            s.push_str(&format!("{d}x"));
        }
    }
    s.push_str(&ods::asm::print_type_local(ctx, elem));
    s.push('>');
    s
}

/// True if `t` is the vector type described by the parts.
pub fn is_vector_of(ctx: &Context, t: Type, shape: &[i64], scalable: &[bool], elem: Type) -> bool {
    vector_parts(ctx, t).is_some_and(|(s, sc, e)| {
        s == shape
            && e == elem
            && sc.iter().zip(scalable).all(|(a, b)| a == b)
            && sc.len() == scalable.len()
    })
}

/// The vector type kind described by the parts.
pub fn vector_kind(shape: &[i64], scalable: &[bool], elem: Type) -> TypeKind {
    TypeKind::Vector {
        shape: shape.into(),
        scalable: scalable.into(),
        elem,
    }
}

/// The integer values of an `ArrayAttr` of integers.
pub fn int_array(ctx: &Context, a: Attribute) -> Vec<i64> {
    match ctx.attr_kind(a) {
        AttrKind::Array(elems) => elems
            .iter()
            .map(|&e| match ctx.attr_kind(e) {
                AttrKind::Integer { value, .. } => value.sext_u64(),
                _ => 0,
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// The values of a dense i64 array attribute of `op`.
pub fn dense_attr(ctx: &Context, op: Operation, name: &str) -> Vec<i64> {
    ctx.attr(op, name)
        .and_then(|a| dense_array_values(ctx, a))
        .unwrap_or_default()
}

/// The integer array attribute `name` of `op`.
fn int_array_attr(ctx: &Context, op: Operation, name: &str) -> Vec<i64> {
    ctx.attr(op, name)
        .map(|a| int_array(ctx, a))
        .unwrap_or_default()
}

fn vtype(ctx: &Context, v: Value) -> Type {
    ctx.value_type(v)
}

/// The combining kind attribute `kind` of `op`.
pub fn kind_of(ctx: &Context, op: Operation) -> Option<CombiningKind> {
    ctx.attr(op, "kind")
        .and_then(|a| CombiningKindAttr::value(ctx, a))
}

/// `isIntOrIndexOrFloat`
fn is_int_or_index_or_float(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
    )
}

/// `isIntOrIndex`
fn is_int_or_index(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Integer { .. } | TypeKind::Index)
}

/// `isSupportedCombiningKind`.
pub fn is_supported_combining_kind(ctx: &Context, kind: CombiningKind, elem: Type) -> bool {
    use CombiningKind::*;
    match kind {
        ADD | MUL => is_int_or_index_or_float(ctx, elem),
        MINUI | MINSI | MAXUI | MAXSI | AND | OR | XOR => is_int_or_index(ctx, elem),
        MINNUMF | MAXNUMF | MINIMUMF | MAXIMUMF => {
            matches!(ctx.type_kind(elem), TypeKind::Float(_))
        }
    }
}

/// The data layout size of a scalar type in bits (MLIR's default layout:
/// integers and floats by width, `index` 64).
pub fn type_size_in_bits(ctx: &Context, t: Type) -> u64 {
    match ctx.type_kind(t) {
        TypeKind::Index => 64,
        TypeKind::Vector { shape, elem, .. } => {
            shape.iter().product::<i64>().max(0) as u64 * type_size_in_bits(ctx, *elem)
        }
        _ => ctx.int_or_float_bit_width(t).unwrap_or(64) as u64,
    }
}

// --------------------------------------------------- trait predicates

/// `getElementTypeOrSelf(result 0) == getElementTypeOrSelf(operand i)`.
fn same_element_type_operand(ctx: &Context, op: Operation, i: usize) -> bool {
    if ctx.num_results(op) == 0 || ctx.num_operands(op) <= i {
        return false;
    }
    element_or_self(ctx, vtype(ctx, ctx.result(op, 0)))
        == element_or_self(ctx, vtype(ctx, ctx.operand(op, i)))
}

/// Result #0 and operand #0 have the same element type.
pub fn same_element_type_operand0(ctx: &Context, op: Operation) -> bool {
    same_element_type_operand(ctx, op, 0)
}

/// Result #0 and operand #1 have the same element type.
pub fn same_element_type_operand1(ctx: &Context, op: Operation) -> bool {
    same_element_type_operand(ctx, op, 1)
}

/// Result #0 and operand #2 have the same element type.
pub fn same_element_type_operand2(ctx: &Context, op: Operation) -> bool {
    same_element_type_operand(ctx, op, 2)
}

/// `TCopVTEtIsSameAs<0, 1>`: operands #0 and #1 have the same element type.
pub fn lhs_rhs_same_element_type(ctx: &Context, op: Operation) -> bool {
    element_or_self(ctx, vtype(ctx, ctx.operand(op, 0)))
        == element_or_self(ctx, vtype(ctx, ctx.operand(op, 1)))
}

/// The identity transformer (`OptionalTypesMatchWith<dest, acc, "$_self">`).
pub fn same_type(ctx: &Context, t: Type) -> Transformed {
    ctx.type_kind(t).clone().into()
}

/// `vector.scalable.insert`: `pos % numElements(valueToStore) == 0`.
pub fn scalable_insert_position(ctx: &Context, op: Operation) -> bool {
    position_multiple(ctx, op, vtype(ctx, ctx.operand(op, 0)))
}

/// `vector.scalable.extract`: `pos % numElements(result) == 0`.
pub fn scalable_extract_position(ctx: &Context, op: Operation) -> bool {
    position_multiple(ctx, op, vtype(ctx, ctx.result(op, 0)))
}

fn position_multiple(ctx: &Context, op: Operation, t: Type) -> bool {
    let pos = ctx
        .attr(op, "pos")
        .and_then(|a| ods::opdef::constraint::attrs::I64Attr::value(ctx, a))
        .unwrap_or(0);
    match ctx.num_elements(t) {
        Some(n) if n != 0 => pos % n == 0,
        _ => false,
    }
}

/// `vector.print`: a string is printed alone, with the default
/// punctuation.
pub fn print_string_alone(ctx: &Context, op: Operation) -> bool {
    if ctx.attr(op, "stringLiteral").is_none() {
        return true;
    }
    let punctuation_default = ctx
        .attr(op, "punctuation")
        .and_then(|a| super::enums::PrintPunctuationAttr::value(ctx, a))
        .is_none_or(|p| p == super::enums::PrintPunctuation::NewLine);
    ctx.num_operands(op) == 0 && punctuation_default
}

/// `SourceVectorEvenElementCount`.
pub fn source_trailing_dim_even(ctx: &Context, op: Operation) -> bool {
    vector_parts(ctx, vtype(ctx, ctx.operand(op, 0)))
        .is_some_and(|(s, _, _)| s.last().is_some_and(|d| d % 2 == 0))
}

/// `ResultIsHalfSourceVectorType`: the trailing dimension halved (the
/// source type itself when that would be empty).
pub fn half_trailing_dim(ctx: &Context, t: Type) -> Transformed {
    let Some((shape, scalable, elem)) = vector_parts(ctx, t) else {
        return Transformed::Invalid;
    };
    let Some(&last) = shape.last() else {
        return Transformed::Invalid;
    };
    if last / 2 <= 0 {
        return ctx.type_kind(t).clone().into();
    }
    let mut s = shape.to_vec();
    *s.last_mut().expect("non-empty") = last / 2;
    vector_kind(&s, scalable, elem).into()
}

/// `ResultIsDoubleSourceVectorType`: the trailing dimension doubled
/// (`vector<2xT>` for a 0-D source).
pub fn double_trailing_dim(ctx: &Context, t: Type) -> Transformed {
    let Some((shape, scalable, elem)) = vector_parts(ctx, t) else {
        return Transformed::Invalid;
    };
    if shape.is_empty() {
        return vector_kind(&[2], &[false], elem).into();
    }
    let mut s = shape.to_vec();
    *s.last_mut().expect("non-empty") *= 2;
    vector_kind(&s, scalable, elem).into()
}

// ------------------------------------------------------------ verifiers

/// `vector.bitcast`
pub fn bitcast(ctx: &Context, op: Operation) -> VResult {
    let (Some((src, _, src_elem)), Some((res, _, res_elem))) = (
        vector_parts(ctx, vtype(ctx, ctx.operand(op, 0))),
        vector_parts(ctx, vtype(ctx, ctx.result(op, 0))),
    ) else {
        return Ok(());
    };
    for (i, &s) in src.iter().enumerate().take(src.len().saturating_sub(1)) {
        if s != res.get(i).copied().unwrap_or(-1) {
            return op_err(ctx, op, format!("dimension size mismatch at: {i}"));
        }
    }
    let sb = type_size_in_bits(ctx, src_elem);
    let rb = type_size_in_bits(ctx, res_elem);
    if src.is_empty() {
        if sb != rb {
            return op_err(
                ctx,
                op,
                "source/result bitwidth of the 0-D vector element types must be equal",
            );
        }
    } else if sb as i128 * *src.last().expect("rank > 0") as i128
        != rb as i128 * res.last().copied().unwrap_or(0) as i128
    {
        return op_err(
            ctx,
            op,
            "source/result bitwidth of the minor 1-D vectors must be equal",
        );
    }
    Ok(())
}

/// The result of `isBroadcastableTo`.
#[derive(Debug, PartialEq)]
pub enum Broadcastable {
    /// The source broadcasts to the destination.
    Success,
    /// The source is neither a vector nor the destination's element type.
    SourceTypeNotAVector,
    /// The source has more dimensions.
    SourceRankHigher,
    /// The first mismatching (source, destination) dimensions, each with its
    /// scalable flag.
    DimensionMismatch((i64, bool), (i64, bool)),
}

/// `vector::isBroadcastableTo`.
pub fn is_broadcastable_to(ctx: &Context, src: Type, dst: Type) -> Broadcastable {
    let Some((dshape, dscal, delem)) = vector_parts(ctx, dst) else {
        return Broadcastable::SourceTypeNotAVector;
    };
    let is_elem_kind = matches!(
        ctx.type_kind(src),
        TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
    );
    if is_elem_kind && src == delem {
        return Broadcastable::Success;
    }
    let Some((sshape, sscal, _)) = vector_parts(ctx, src) else {
        return Broadcastable::SourceTypeNotAVector;
    };
    if sshape.len() > dshape.len() {
        return Broadcastable::SourceRankHigher;
    }
    let lead = dshape.len() - sshape.len();
    for i in 0..sshape.len() {
        let (sd, dd) = (sshape[i], dshape[lead + i]);
        let (ss, ds) = (sscal[i], dscal[lead + i]);
        let mut mismatch = sd != 1 && sd != dd;
        if (sd == 1 && ss && dd != 1) || (ss != ds && (sd != 1 || ss)) {
            mismatch = true;
        }
        if mismatch {
            return Broadcastable::DimensionMismatch((sd, ss), (dd, ds));
        }
    }
    Broadcastable::Success
}

/// `vector.broadcast`
pub fn broadcast(ctx: &Context, op: Operation) -> VResult {
    let src = vtype(ctx, ctx.operand(op, 0));
    let dst = vtype(ctx, ctx.result(op, 0));
    let dim = |(d, s): (i64, bool)| if s { format!("[{d}]") } else { d.to_string() };
    match is_broadcastable_to(ctx, src, dst) {
        Broadcastable::Success => Ok(()),
        Broadcastable::SourceRankHigher => {
            op_err(ctx, op, "source rank higher than destination rank")
        }
        Broadcastable::DimensionMismatch(a, b) => op_err(
            ctx,
            op,
            format!("dimension mismatch ({} vs. {})", dim(a), dim(b)),
        ),
        Broadcastable::SourceTypeNotAVector => op_err(ctx, op, "source type is not a vector"),
    }
}

/// The operands and attributes a `vector.load`-like op accesses.
fn memref_parts(ctx: &Context, t: Type) -> Option<(&[i64], Type)> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, elem, .. } => Some((shape, *elem)),
        _ => None,
    }
}

/// The strides of a memref layout (`getStridesAndOffset`), `None` when they
/// cannot be computed.
pub fn memref_strides(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    let TypeKind::MemRef { shape, layout, .. } = ctx.type_kind(t) else {
        return None;
    };
    let contiguous = || {
        let mut strides = vec![0i64; shape.len()];
        let mut running: i64 = 1;
        for i in (0..shape.len()).rev() {
            strides[i] = running;
            if running != DYNAMIC {
                running = if shape[i] == DYNAMIC {
                    DYNAMIC
                } else {
                    running.wrapping_mul(shape[i])
                };
            }
        }
        strides
    };
    match layout.map(|l| ctx.attr_kind(l)) {
        None => Some(contiguous()),
        Some(AttrKind::Strided { strides, .. }) => Some(strides.to_vec()),
        Some(AttrKind::AffineMap(m)) => {
            if m.is_identity(ctx.affine()) {
                Some(contiguous())
            } else {
                affine_strides(ctx, *m)
            }
        }
        _ => None,
    }
}

/// Strides of a single-result layout map `sum(d_i * c_i) + c`.
fn affine_strides(ctx: &Context, m: AffineMap) -> Option<Vec<i64>> {
    use ods::affine::{AffineBinaryKind, AffineExpr};
    let a = ctx.affine();
    if m.num_results(a) != 1 || m.num_symbols(a) != 0 {
        return None;
    }
    let mut strides = vec![0i64; m.num_dims(a) as usize];
    fn walk(
        a: &ods::affine::AffineContext,
        e: AffineExpr,
        scale: i64,
        strides: &mut [i64],
    ) -> Option<()> {
        if let Some(d) = e.as_dim(a) {
            strides[d as usize] += scale;
            return Some(());
        }
        if e.as_constant(a).is_some() {
            return Some(());
        }
        match a.kind(e).as_binary()? {
            (AffineBinaryKind::Add, l, r) => {
                walk(a, l, scale, strides)?;
                walk(a, r, scale, strides)
            }
            (AffineBinaryKind::Mul, l, r) => {
                if let Some(c) = r.as_constant(a) {
                    walk(a, l, scale * c, strides)
                } else if let Some(c) = l.as_constant(a) {
                    walk(a, r, scale * c, strides)
                } else {
                    None
                }
            }
            _ => None,
        }
    }
    walk(a, m.result(a, 0), 1, &mut strides)?;
    Some(strides)
}

/// `MemRefType::isLastDimUnitStride`.
pub fn is_last_dim_unit_stride(ctx: &Context, t: Type) -> bool {
    memref_strides(ctx, t).is_some_and(|s| s.last().is_none_or(|&l| l == 1))
}

fn load_store_layout(ctx: &Context, op: Operation, vec: Type, mem: Type) -> VResult {
    let Some((shape, scalable, _)) = vector_parts(ctx, vec) else {
        return Ok(());
    };
    let scalable = scalable.iter().any(|&s| s);
    if !scalable && (shape.is_empty() || shape.iter().product::<i64>() == 1) {
        return Ok(());
    }
    if !is_last_dim_unit_stride(ctx, mem) {
        return op_err(ctx, op, "most minor memref dim must have unit stride");
    }
    Ok(())
}

/// `vector.load`
pub fn load(ctx: &Context, op: Operation) -> VResult {
    let l = super::ops::LoadOp(op);
    let mem = vtype(ctx, l.base(ctx));
    let vec = vtype(ctx, l.result(ctx));
    load_store_common(ctx, op, vec, mem, l.indices(ctx).len(), true)
}

/// `vector.store`
pub fn store(ctx: &Context, op: Operation) -> VResult {
    let s = super::ops::StoreOp(op);
    let mem = vtype(ctx, s.base(ctx));
    let vec = vtype(ctx, s.value_to_store(ctx));
    load_store_common(ctx, op, vec, mem, s.indices(ctx).len(), false)
}

fn load_store_common(
    ctx: &Context,
    op: Operation,
    vec: Type,
    mem: Type,
    num_indices: usize,
    is_load: bool,
) -> VResult {
    load_store_layout(ctx, op, vec, mem)?;
    let (Some((mshape, melem)), Some((vshape, _, velem))) =
        (memref_parts(ctx, mem), vector_parts(ctx, vec))
    else {
        return Ok(());
    };
    if mshape.len() < vshape.len() {
        return op_err(
            ctx,
            op,
            if is_load {
                "destination memref has lower rank than the result vector"
            } else {
                "source memref has lower rank than the vector to store"
            },
        );
    }
    let mut mem_elem = melem;
    if let Some((_, _, inner)) = vector_parts(ctx, melem) {
        if melem != vec {
            return op_err(
                ctx,
                op,
                if is_load {
                    "base memref and result vector types should match"
                } else {
                    "base memref and valueToStore vector types should match"
                },
            );
        }
        mem_elem = inner;
    }
    if velem != mem_elem {
        return op_err(
            ctx,
            op,
            if is_load {
                "base and result element types should match"
            } else {
                "base and valueToStore element type should match"
            },
        );
    }
    if num_indices != mshape.len() {
        return op_err(ctx, op, format!("requires {} indices", mshape.len()));
    }
    Ok(())
}

/// The shape, element type of a memref or ranked tensor.
fn shaped_parts(ctx: &Context, t: Type) -> Option<(&[i64], Type)> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, elem, .. } | TypeKind::RankedTensor { shape, elem, .. } => {
            Some((shape, *elem))
        }
        _ => None,
    }
}

/// `vector.maskedload`
pub fn maskedload(ctx: &Context, op: Operation) -> VResult {
    let o = super::ops::MaskedLoadOp(op);
    let (mask, pass, res, mem) = (
        vtype(ctx, o.mask(ctx)),
        vtype(ctx, o.pass_thru(ctx)),
        vtype(ctx, o.result(ctx)),
        vtype(ctx, o.base(ctx)),
    );
    let (Some((mshape, melem)), Some((rshape, _, relem)), Some((kshape, _, _))) = (
        memref_parts(ctx, mem),
        vector_parts(ctx, res),
        vector_parts(ctx, mask),
    ) else {
        return Ok(());
    };
    if relem != melem {
        return op_err(ctx, op, "base and result element type should match");
    }
    if o.indices(ctx).len() != mshape.len() {
        return op_err(ctx, op, format!("requires {} indices", mshape.len()));
    }
    if rshape != kshape {
        return op_err(ctx, op, "expected result shape to match mask shape");
    }
    if res != pass {
        return op_err(ctx, op, "expected pass_thru of same type as result type");
    }
    Ok(())
}

/// `vector.maskedstore`
pub fn maskedstore(ctx: &Context, op: Operation) -> VResult {
    let o = super::ops::MaskedStoreOp(op);
    let (mask, val, mem) = (
        vtype(ctx, o.mask(ctx)),
        vtype(ctx, o.value_to_store(ctx)),
        vtype(ctx, o.base(ctx)),
    );
    let (Some((mshape, melem)), Some((vshape, _, velem)), Some((kshape, _, _))) = (
        memref_parts(ctx, mem),
        vector_parts(ctx, val),
        vector_parts(ctx, mask),
    ) else {
        return Ok(());
    };
    if velem != melem {
        return op_err(ctx, op, "base and valueToStore element type should match");
    }
    if o.indices(ctx).len() != mshape.len() {
        return op_err(ctx, op, format!("requires {} indices", mshape.len()));
    }
    if vshape != kshape {
        return op_err(ctx, op, "expected valueToStore shape to match mask shape");
    }
    Ok(())
}

/// `vector.gather`
pub fn gather(ctx: &Context, op: Operation) -> VResult {
    let o = super::ops::GatherOp(op);
    let base = vtype(ctx, o.base(ctx));
    let Some((bshape, belem)) = shaped_parts(ctx, base) else {
        return op_err(
            ctx,
            op,
            "requires base to be a memref or ranked tensor type",
        );
    };
    let (ind, mask, res, pass) = (
        vtype(ctx, o.indices(ctx)),
        vtype(ctx, o.mask(ctx)),
        vtype(ctx, o.result(ctx)),
        vtype(ctx, o.pass_thru(ctx)),
    );
    let (Some((rshape, _, relem)), Some((ishape, _, _)), Some((kshape, _, _))) = (
        vector_parts(ctx, res),
        vector_parts(ctx, ind),
        vector_parts(ctx, mask),
    ) else {
        return Ok(());
    };
    if relem != belem {
        return op_err(ctx, op, "base and result element type should match");
    }
    if o.offsets(ctx).len() != bshape.len() {
        return op_err(ctx, op, format!("requires {} indices", bshape.len()));
    }
    if rshape != ishape {
        return op_err(ctx, op, "expected result dim to match indices dim");
    }
    if rshape != kshape {
        return op_err(ctx, op, "expected result dim to match mask dim");
    }
    if res != pass {
        return op_err(ctx, op, "expected pass_thru of same type as result type");
    }
    Ok(())
}

/// `vector.scatter`
pub fn scatter(ctx: &Context, op: Operation) -> VResult {
    let o = super::ops::ScatterOp(op);
    let base = vtype(ctx, o.base(ctx));
    let Some((bshape, belem)) = shaped_parts(ctx, base) else {
        return op_err(
            ctx,
            op,
            "requires base to be a memref or ranked tensor type",
        );
    };
    let (ind, mask, val) = (
        vtype(ctx, o.indices(ctx)),
        vtype(ctx, o.mask(ctx)),
        vtype(ctx, o.value_to_store(ctx)),
    );
    let (Some((vshape, _, velem)), Some((ishape, _, _)), Some((kshape, _, _))) = (
        vector_parts(ctx, val),
        vector_parts(ctx, ind),
        vector_parts(ctx, mask),
    ) else {
        return Ok(());
    };
    if velem != belem {
        return op_err(ctx, op, "base and valueToStore element type should match");
    }
    if o.offsets(ctx).len() != bshape.len() {
        return op_err(ctx, op, format!("requires {} indices", bshape.len()));
    }
    if vshape != ishape {
        return op_err(ctx, op, "expected valueToStore dim to match indices dim");
    }
    if vshape != kshape {
        return op_err(ctx, op, "expected valueToStore dim to match mask dim");
    }
    let is_tensor = matches!(ctx.type_kind(base), TypeKind::RankedTensor { .. });
    match o.result(ctx) {
        Some(r) if !is_tensor => op_err(
            ctx,
            op,
            format!(
                "expects no result for a memref base, but got {}",
                quoted(ctx, vtype(ctx, r))
            ),
        ),
        Some(r) if vtype(ctx, r) != base => {
            op_err(ctx, op, "expected result type to match base type")
        }
        None if is_tensor => op_err(ctx, op, "expected a result for a tensor base"),
        _ => Ok(()),
    }
}

/// `vector.expandload`
pub fn expandload(ctx: &Context, op: Operation) -> VResult {
    let o = super::ops::ExpandLoadOp(op);
    let (mask, pass, res, mem) = (
        vtype(ctx, o.mask(ctx)),
        vtype(ctx, o.pass_thru(ctx)),
        vtype(ctx, o.result(ctx)),
        vtype(ctx, o.base(ctx)),
    );
    let (Some((mshape, melem)), Some((rshape, _, relem)), Some((kshape, _, _))) = (
        memref_parts(ctx, mem),
        vector_parts(ctx, res),
        vector_parts(ctx, mask),
    ) else {
        return Ok(());
    };
    if relem != melem {
        return op_err(ctx, op, "base and result element type should match");
    }
    if o.indices(ctx).len() != mshape.len() {
        return op_err(ctx, op, format!("requires {} indices", mshape.len()));
    }
    if rshape.first() != kshape.first() {
        return op_err(ctx, op, "expected result dim to match mask dim");
    }
    if res != pass {
        return op_err(ctx, op, "expected pass_thru of same type as result type");
    }
    Ok(())
}

/// `vector.compressstore`
pub fn compressstore(ctx: &Context, op: Operation) -> VResult {
    let o = super::ops::CompressStoreOp(op);
    let (mask, val, mem) = (
        vtype(ctx, o.mask(ctx)),
        vtype(ctx, o.value_to_store(ctx)),
        vtype(ctx, o.base(ctx)),
    );
    let (Some((mshape, melem)), Some((vshape, _, velem)), Some((kshape, _, _))) = (
        memref_parts(ctx, mem),
        vector_parts(ctx, val),
        vector_parts(ctx, mask),
    ) else {
        return Ok(());
    };
    if velem != melem {
        return op_err(ctx, op, "base and valueToStore element type should match");
    }
    if o.indices(ctx).len() != mshape.len() {
        return op_err(ctx, op, format!("requires {} indices", mshape.len()));
    }
    if vshape.first() != kshape.first() {
        return op_err(ctx, op, "expected valueToStore dim to match mask dim");
    }
    Ok(())
}

/// `vector.shape_cast`
pub fn shape_cast(ctx: &Context, op: Operation) -> VResult {
    let (Some((sshape, sscal, selem)), Some((rshape, rscal, relem))) = (
        vector_parts(ctx, vtype(ctx, ctx.operand(op, 0))),
        vector_parts(ctx, vtype(ctx, ctx.result(op, 0))),
    ) else {
        return Ok(());
    };
    if selem != relem {
        return op_err(ctx, op, "has different source and result element types");
    }
    let (sn, rn) = (
        sshape.iter().product::<i64>(),
        rshape.iter().product::<i64>(),
    );
    if sn != rn {
        return op_err(
            ctx,
            op,
            format!("has different number of elements at source ({sn}) and result ({rn})"),
        );
    }
    let (ss, rs) = (
        sscal.iter().filter(|&&s| s).count(),
        rscal.iter().filter(|&&s| s).count(),
    );
    if ss != rs {
        return op_err(
            ctx,
            op,
            format!("has different number of scalable dims at source ({ss}) and result ({rs})"),
        );
    }
    Ok(())
}

/// `vector.type_cast`
pub fn type_cast(ctx: &Context, op: Operation) -> VResult {
    let src = vtype(ctx, ctx.operand(op, 0));
    let res = vtype(ctx, ctx.result(op, 0));
    let identity_after_canonicalization = |t: Type| -> bool {
        let TypeKind::MemRef { shape, layout, .. } = ctx.type_kind(t) else {
            return false;
        };
        match layout.map(|l| ctx.attr_kind(l)) {
            None => true,
            Some(AttrKind::AffineMap(m)) => m.is_identity(ctx.affine()),
            Some(AttrKind::Strided { offset, strides }) => {
                if *offset != 0 {
                    return false;
                }
                let mut running = 1i64;
                for i in (0..shape.len()).rev() {
                    if shape[i] == 1 {
                        continue;
                    }
                    if strides[i] != running {
                        return false;
                    }
                    if shape[i] == DYNAMIC {
                        running = DYNAMIC;
                    } else {
                        running = running.wrapping_mul(shape[i]);
                    }
                }
                true
            }
            _ => false,
        }
    };
    if !identity_after_canonicalization(src) {
        return op_err(
            ctx,
            op,
            "expects operand to be a memref with identity layout",
        );
    }
    let (
        TypeKind::MemRef {
            shape: sshape,
            elem: selem,
            memory_space: sspace,
            ..
        },
        TypeKind::MemRef {
            shape: rshape,
            elem: relem,
            layout: rlayout,
            memory_space: rspace,
        },
    ) = (ctx.type_kind(src), ctx.type_kind(res))
    else {
        return Ok(());
    };
    let res_identity = match rlayout.map(|l| ctx.attr_kind(l)) {
        None => true,
        Some(AttrKind::AffineMap(m)) => m.is_identity(ctx.affine()),
        _ => false,
    };
    if !res_identity {
        return op_err(
            ctx,
            op,
            "expects result to be a memref with identity layout",
        );
    }
    if sspace != rspace {
        return op_err(ctx, op, "expects result in same memory space");
    }
    let scalar = |e: Type| element_or_self(ctx, e);
    if scalar(*selem) != scalar(*relem) {
        return op_err(
            ctx,
            op,
            format!(
                "expects result and operand with same underlying scalar type: {}",
                quoted(ctx, res)
            ),
        );
    }
    let concat = |shape: &[i64], elem: Type| -> Vec<i64> {
        let mut v = shape.to_vec();
        if let Some((s, _, _)) = vector_parts(ctx, elem) {
            v.extend_from_slice(s);
        }
        v
    };
    if concat(sshape, *selem) != concat(rshape, *relem) {
        return op_err(
            ctx,
            op,
            format!(
                "expects concatenated result and operand shapes to be equal: {}",
                quoted(ctx, res)
            ),
        );
    }
    Ok(())
}

/// `vector.constant_mask`
pub fn constant_mask(ctx: &Context, op: Operation) -> VResult {
    let Some((shape, scalable, _)) = vector_parts(ctx, vtype(ctx, ctx.result(op, 0))) else {
        return Ok(());
    };
    let sizes = dense_attr(ctx, op, "mask_dim_sizes");
    if shape.is_empty() {
        if sizes.len() != 1 {
            return Err(ctx.op_error(op, "array attr must have length 1 for 0-D vectors"));
        }
        if sizes[0] != 0 && sizes[0] != 1 {
            return Err(ctx.op_error(op, "mask dim size must be either 0 or 1 for 0-D vectors"));
        }
        return Ok(());
    }
    if sizes.len() != shape.len() {
        return op_err(
            ctx,
            op,
            "must specify array attr of size equal vector result rank",
        );
    }
    for (i, &s) in sizes.iter().enumerate() {
        if s < 0 || s > shape[i] {
            return op_err(
                ctx,
                op,
                "array attr of size out of bounds of vector result dimension size",
            );
        }
        if scalable[i] && s != 0 && s != shape[i] {
            return op_err(
                ctx,
                op,
                "only supports 'none set' or 'all set' scalable dimensions",
            );
        }
    }
    let any_zero = sizes.contains(&0);
    let all_zero = sizes.iter().all(|&s| s == 0);
    if any_zero && !all_zero {
        return op_err(
            ctx,
            op,
            "expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim",
        );
    }
    Ok(())
}

/// `vector.create_mask`
pub fn create_mask(ctx: &Context, op: Operation) -> VResult {
    let Some((shape, _, _)) = vector_parts(ctx, vtype(ctx, ctx.result(op, 0))) else {
        return Ok(());
    };
    let n = ctx.num_operands(op);
    if shape.is_empty() {
        if n != 1 {
            return op_err(
                ctx,
                op,
                "must specify exactly one operand for 0-D create_mask",
            );
        }
    } else if n != shape.len() {
        return op_err(
            ctx,
            op,
            "must specify an operand for each result vector dimension",
        );
    }
    Ok(())
}

/// `vector.transpose`
pub fn transpose(ctx: &Context, op: Operation) -> VResult {
    let (Some((src, _, _)), Some((res, _, _))) = (
        vector_parts(ctx, vtype(ctx, ctx.operand(op, 0))),
        vector_parts(ctx, vtype(ctx, ctx.result(op, 0))),
    ) else {
        return Ok(());
    };
    let rank = res.len();
    if src.len() != rank {
        return op_err(ctx, op, format!("vector result rank mismatch: {rank}"));
    }
    let perm = dense_attr(ctx, op, "permutation");
    if perm.len() != rank {
        return op_err(
            ctx,
            op,
            format!("transposition length mismatch: {}", perm.len()),
        );
    }
    let mut seen = vec![false; rank];
    for (i, &p) in perm.iter().enumerate() {
        if p < 0 || p >= rank as i64 {
            return op_err(ctx, op, format!("transposition index out of range: {p}"));
        }
        if seen[p as usize] {
            return op_err(ctx, op, format!("duplicate position index: {p}"));
        }
        seen[p as usize] = true;
        if res[i] != src[p as usize] {
            return op_err(ctx, op, format!("dimension size mismatch at: {p}"));
        }
    }
    Ok(())
}

/// `vector.shuffle`, then its inferred result type.
pub fn shuffle(ctx: &Context, op: Operation) -> VResult {
    let (Some((r, _, _)), Some((v1, _, _)), Some((v2, _, _))) = (
        vector_parts(ctx, vtype(ctx, ctx.result(op, 0))),
        vector_parts(ctx, vtype(ctx, ctx.operand(op, 0))),
        vector_parts(ctx, vtype(ctx, ctx.operand(op, 1))),
    ) else {
        return Ok(());
    };
    let well_formed_0d = v1.is_empty() && v2.is_empty() && r.len() == 1;
    let well_formed_nd = v1.len() == r.len() && v2.len() == r.len();
    if !well_formed_0d && !well_formed_nd {
        return op_err(ctx, op, "rank mismatch");
    }
    for k in 1..v1.len() {
        if r[k] != v1[k] || v1[k] != v2[k] {
            return op_err(ctx, op, "dimension mismatch");
        }
    }
    let mask = dense_attr(ctx, op, "mask");
    if mask.is_empty() {
        return op_err(ctx, op, "invalid mask length");
    }
    if mask.len() as i64 != r[0] {
        return op_err(ctx, op, "mask length mismatch");
    }
    let size = |v: &[i64]| v.first().copied().unwrap_or(1);
    let index_size = size(v1) + size(v2);
    for (i, &m) in mask.iter().enumerate() {
        if !(m == POISON_INDEX || (0..index_size).contains(&m)) {
            return op_err(ctx, op, format!("mask index #{} out of range", i + 1));
        }
    }
    // `InferTypeOpAdaptor`: the result type follows from `v1` and the mask.
    let res = vtype(ctx, ctx.result(op, 0));
    if let Some((shape, scalable, elem)) =
        shuffle_result_parts(ctx, vtype(ctx, ctx.operand(op, 0)), mask.len())
    {
        if !is_vector_of(ctx, res, &shape, &scalable, elem) {
            return infer_err(
                ctx,
                op,
                format!(
                    "inferred type(s) '{}' are incompatible with return type(s) of operation {}",
                    vector_text(ctx, &shape, &scalable, elem),
                    quoted(ctx, res)
                ),
            );
        }
    }
    Ok(())
}

/// `ShuffleOp::inferReturnTypes`: the mask length, then `v1`'s trailing
/// dimensions, of `v1`'s element type (never scalable).
pub fn shuffle_result_parts(
    ctx: &Context,
    v1: Type,
    mask_len: usize,
) -> Option<(Vec<i64>, Vec<bool>, Type)> {
    let (shape, _, elem) = vector_parts(ctx, v1)?;
    let mut s = vec![mask_len.max(1) as i64];
    if !shape.is_empty() {
        s.extend_from_slice(&shape[1..]);
    }
    let sc = vec![false; s.len()];
    Some((s, sc, elem))
}

/// `vector.extract`, then its inferred result type.
pub fn extract(ctx: &Context, op: Operation) -> VResult {
    let res = vtype(ctx, ctx.result(op, 0));
    if vector_parts(ctx, res).is_some_and(|(s, _, _)| s.is_empty()) {
        return Err(ctx.op_error(
            op,
            "expected a scalar instead of a 0-d vector as the result type",
        ));
    }
    let positions = dense_attr(ctx, op, "static_position");
    let num_dynamic = ctx.num_operands(op) - 1;
    if positions.iter().filter(|&&p| p == DYNAMIC).count() != num_dynamic {
        return op_err(
            ctx,
            op,
            "mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite",
        );
    }
    let Some((shape, scalable, elem)) = vector_parts(ctx, vtype(ctx, ctx.operand(op, 0))) else {
        return Ok(());
    };
    if positions.len() > shape.len() {
        return op_err(
            ctx,
            op,
            "expected position attribute of rank no greater than vector rank",
        );
    }
    for (i, &p) in positions.iter().enumerate() {
        if p != DYNAMIC && !(p == POISON_INDEX || (0..shape[i]).contains(&p)) {
            return op_err(
                ctx,
                op,
                format!(
                    "expected position attribute #{} to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)",
                    i + 1
                ),
            );
        }
    }
    // `InferTypeOpAdaptorWithIsCompatible`: a 1-element vector is
    // compatible with its element type.
    let n = positions.len().min(shape.len());
    let (inferred_text, matches) = if positions.len() == shape.len() {
        (quoted(ctx, elem), res == elem)
    } else {
        let (s, sc) = (&shape[n..], &scalable[n..]);
        (
            format!("'{}'", vector_text(ctx, s, sc, elem)),
            is_vector_of(ctx, res, s, sc, elem),
        )
    };
    let one_elem_compatible = |a_is_vec1: bool| a_is_vec1;
    let res_is_vec1_of_elem = vector_parts(ctx, res)
        .is_some_and(|(s, _, e)| s == [1] && e == elem && positions.len() == shape.len());
    let inferred_is_vec1 = positions.len() + 1 == shape.len() && shape[n..] == [1] && res == elem;
    if matches || one_elem_compatible(res_is_vec1_of_elem) || inferred_is_vec1 {
        return Ok(());
    }
    infer_err(
        ctx,
        op,
        format!(
            "inferred type(s) {inferred_text} are incompatible with return type(s) of operation {}",
            quoted(ctx, res)
        ),
    )
}

/// `vector.insert`
pub fn insert(ctx: &Context, op: Operation) -> VResult {
    let src = vtype(ctx, ctx.operand(op, 0));
    let src_vec = vector_parts(ctx, src);
    if src_vec.is_some_and(|(s, _, _)| s.is_empty()) {
        return Err(ctx.op_error(
            op,
            "expected a scalar instead of a 0-d vector as the source operand",
        ));
    }
    let positions = dense_attr(ctx, op, "static_position");
    let Some((dshape, _, _)) = vector_parts(ctx, vtype(ctx, ctx.operand(op, 1))) else {
        return Ok(());
    };
    if positions.len() > dshape.len() {
        return op_err(
            ctx,
            op,
            "expected position attribute of rank no greater than dest vector rank",
        );
    }
    match src_vec {
        Some((s, _, _)) if s.len() + positions.len() != dshape.len() => {
            return op_err(
                ctx,
                op,
                "expected position attribute rank + source rank to match dest vector rank",
            );
        }
        None if positions.len() != dshape.len() => {
            return op_err(
                ctx,
                op,
                "expected position attribute rank to match the dest vector rank",
            );
        }
        _ => {}
    }
    for (i, &p) in positions.iter().enumerate() {
        if p != DYNAMIC && !(p == POISON_INDEX || (0..dshape[i]).contains(&p)) {
            return op_err(
                ctx,
                op,
                format!(
                    "expected position attribute #{} to be a non-negative integer smaller than the corresponding dest vector dimension",
                    i + 1
                ),
            );
        }
    }
    Ok(())
}

/// `expected <name> dimension <i> to be confined to [min, max)` over
/// `values` zipped with `shape`.
fn confined_to_shape(
    ctx: &Context,
    op: Operation,
    values: &[i64],
    shape: &[i64],
    name: &str,
    half_open: bool,
    min: i64,
) -> VResult {
    for (i, (&v, &d)) in values.iter().zip(shape).enumerate() {
        let max = if half_open { d } else { d + 1 };
        if v < min || v >= max {
            return op_err(
                ctx,
                op,
                format!("expected {name} dimension {i} to be confined to [{min}, {max})"),
            );
        }
    }
    Ok(())
}

/// `expected <name> to be confined to [min, max)`.
fn confined_to_range(
    ctx: &Context,
    op: Operation,
    values: &[i64],
    min: i64,
    max: i64,
    name: &str,
    half_open: bool,
) -> VResult {
    let upper = if half_open { max } else { max + 1 };
    for &v in values {
        if v < min || v >= upper {
            return op_err(
                ctx,
                op,
                format!("expected {name} to be confined to [{min}, {upper})"),
            );
        }
    }
    Ok(())
}

/// `expected sum(a, b) dimension i to be confined to [min, max)`.
#[allow(clippy::too_many_arguments)]
fn sum_confined_to_shape(
    ctx: &Context,
    op: Operation,
    a: &[i64],
    b: &[i64],
    shape: &[i64],
    name_a: &str,
    name_b: &str,
    half_open: bool,
    min: i64,
) -> VResult {
    for (i, ((&x, &y), &d)) in a.iter().zip(b).zip(shape).enumerate() {
        let max = if half_open { d } else { d + 1 };
        if x + y < 0 || x + y >= max {
            return op_err(
                ctx,
                op,
                format!(
                    "expected sum({name_a}, {name_b}) dimension {i} to be confined to [{min}, {max})"
                ),
            );
        }
    }
    Ok(())
}

/// `vector.insert_strided_slice`
pub fn insert_strided_slice(ctx: &Context, op: Operation) -> VResult {
    let (Some((sshape, sscal, _)), Some((dshape, dscal, _))) = (
        vector_parts(ctx, vtype(ctx, ctx.operand(op, 0))),
        vector_parts(ctx, vtype(ctx, ctx.operand(op, 1))),
    ) else {
        return Ok(());
    };
    let offsets = int_array_attr(ctx, op, "offsets");
    let strides = int_array_attr(ctx, op, "strides");
    if offsets.len() != dshape.len() {
        return op_err(
            ctx,
            op,
            "expected offsets of same size as destination vector rank",
        );
    }
    if strides.len() != sshape.len() {
        return op_err(
            ctx,
            op,
            "expected strides of same size as source vector rank",
        );
    }
    if sshape.len() > dshape.len() {
        return op_err(
            ctx,
            op,
            "expected source rank to be no greater than destination rank",
        );
    }
    let mut src_as_dest = vec![0i64; dshape.len() - sshape.len()];
    src_as_dest.extend_from_slice(sshape);
    confined_to_shape(ctx, op, &offsets, dshape, "offsets", true, 0)?;
    confined_to_range(ctx, op, &strides, 1, 1, "strides", false)?;
    sum_confined_to_shape(
        ctx,
        op,
        &offsets,
        &src_as_dest,
        dshape,
        "offsets",
        "source vector shape",
        false,
        1,
    )?;
    let rank_diff = dshape.len() - sshape.len();
    for i in 0..sshape.len() {
        if sscal[i] != dscal[i + rank_diff] {
            return op_err(
                ctx,
                op,
                format!("mismatching scalable flags (at source vector idx={i})"),
            );
        }
        if sscal[i] && sshape[i] != dshape[i + rank_diff] {
            return op_err(
                ctx,
                op,
                format!(
                    "expected size at idx={i} to match the corresponding base size from the input vector ({} vs {})",
                    sshape[i],
                    dshape[i + rank_diff]
                ),
            );
        }
    }
    Ok(())
}

/// `vector.extract_strided_slice`
pub fn extract_strided_slice(ctx: &Context, op: Operation) -> VResult {
    let Some((shape, scalable, elem)) = vector_parts(ctx, vtype(ctx, ctx.operand(op, 0))) else {
        return Ok(());
    };
    let offsets = int_array_attr(ctx, op, "offsets");
    let sizes = int_array_attr(ctx, op, "sizes");
    let strides = int_array_attr(ctx, op, "strides");
    if offsets.len() != sizes.len() || offsets.len() != strides.len() {
        return op_err(
            ctx,
            op,
            "expected offsets, sizes and strides attributes of same size",
        );
    }
    for (vals, name) in [
        (&offsets, "offsets"),
        (&sizes, "sizes"),
        (&strides, "strides"),
    ] {
        if vals.len() > shape.len() {
            return op_err(
                ctx,
                op,
                format!("expected {name} attribute of rank no greater than vector rank"),
            );
        }
    }
    confined_to_shape(ctx, op, &offsets, shape, "offsets", true, 0)?;
    confined_to_shape(ctx, op, &sizes, shape, "sizes", false, 1)?;
    confined_to_range(ctx, op, &strides, 1, 1, "strides", false)?;
    sum_confined_to_shape(
        ctx, op, &offsets, &sizes, shape, "offsets", "sizes", false, 1,
    )?;
    let mut expected: Vec<i64> = sizes.clone();
    expected.extend_from_slice(&shape[sizes.len()..]);
    let res = vtype(ctx, ctx.result(op, 0));
    if !is_vector_of(ctx, res, &expected, scalable, elem) {
        return op_err(
            ctx,
            op,
            format!(
                "expected result type to be '{}'",
                vector_text(ctx, &expected, scalable, elem)
            ),
        );
    }
    for i in 0..sizes.len() {
        if scalable[i] && shape[i] != sizes[i] {
            return op_err(
                ctx,
                op,
                format!(
                    "expected size at idx={i} to match the corresponding base size from the input vector ({} vs {})",
                    sizes[i], shape[i]
                ),
            );
        }
    }
    Ok(())
}

/// `vector.outerproduct`
pub fn outerproduct(ctx: &Context, op: Operation) -> VResult {
    let o = super::ops::OuterProductOp(op);
    let lhs = vtype(ctx, o.lhs(ctx));
    let rhs = vtype(ctx, o.rhs(ctx));
    let res = vtype(ctx, o.result(ctx));
    let (Some((lshape, lscal, _)), Some((rshape, _, relem))) =
        (vector_parts(ctx, lhs), vector_parts(ctx, res))
    else {
        return Ok(());
    };
    if lshape.len() != 1 {
        return op_err(ctx, op, "expected 1-d vector for operand #1");
    }
    if let Some((vshape, vscal, _)) = vector_parts(ctx, rhs) {
        if vshape.len() != 1 {
            return op_err(ctx, op, "expected 1-d vector for operand #2");
        }
        if rshape.len() != 2 {
            return op_err(ctx, op, "expected 2-d vector result");
        }
        if lshape[0] != rshape[0] {
            return op_err(ctx, op, "expected #1 operand dim to match result dim #1");
        }
        if vshape[0] != rshape[1] {
            return op_err(ctx, op, "expected #2 operand dim to match result dim #2");
        }
        if lscal.iter().any(|&s| s) && !vscal.iter().any(|&s| s) {
            return op_err(
                ctx,
                op,
                "expected either both or only #2 operand dim to be scalable",
            );
        }
    } else {
        if rshape.len() != 1 {
            return op_err(ctx, op, "expected 1-d vector result");
        }
        if lshape[0] != rshape[0] {
            return op_err(ctx, op, "expected #1 operand dim to match result dim #1");
        }
    }
    if let Some(acc) = o.acc(ctx) {
        if vtype(ctx, acc) != res {
            return op_err(ctx, op, "expected operand #3 of same type as result type");
        }
    }
    let kind = kind_of(ctx, op).unwrap_or(CombiningKind::ADD);
    if !is_supported_combining_kind(ctx, kind, relem) {
        return op_err(ctx, op, "unsupported outerproduct type");
    }
    Ok(())
}

/// `vector.reduction`
pub fn reduction(ctx: &Context, op: Operation) -> VResult {
    let src = vtype(ctx, ctx.operand(op, 0));
    let Some((shape, _, _)) = vector_parts(ctx, src) else {
        return Ok(());
    };
    if shape.len() > 1 {
        return op_err(
            ctx,
            op,
            format!("unsupported reduction rank: {}", shape.len()),
        );
    }
    let elt = vtype(ctx, ctx.result(op, 0));
    let kind = kind_of(ctx, op).unwrap_or(CombiningKind::ADD);
    if !is_supported_combining_kind(ctx, kind, elt) {
        return op_err(
            ctx,
            op,
            format!(
                "unsupported reduction type '{}' for kind '{}'",
                quoted(ctx, elt),
                kind.stringify()
            ),
        );
    }
    Ok(())
}

/// The reduced type of `vector.multi_reduction` (looked up by description).
pub fn multi_reduction_result(ctx: &Context, op: Operation) -> Option<TypeKind> {
    let (shape, scalable, elem) = vector_parts(ctx, vtype(ctx, ctx.operand(op, 0)))?;
    let dims = dense_attr(ctx, op, "reduction_dims");
    let mut s = Vec::new();
    let mut sc = Vec::new();
    for (i, &d) in shape.iter().enumerate() {
        if !dims.contains(&(i as i64)) {
            s.push(d);
            sc.push(scalable[i]);
        }
    }
    Some(if s.is_empty() {
        ctx.type_kind(elem).clone()
    } else {
        vector_kind(&s, &sc, elem)
    })
}

/// `vector.multi_reduction`
pub fn multi_reduction(ctx: &Context, op: Operation) -> VResult {
    let Some(kind) = multi_reduction_result(ctx, op) else {
        return Ok(());
    };
    let dest = vtype(ctx, ctx.result(op, 0));
    if ctx.lookup_type(&kind) != Some(dest) {
        return op_err(
            ctx,
            op,
            format!(
                "destination type {} is incompatible with source type {}",
                quoted(ctx, dest),
                quoted(ctx, vtype(ctx, ctx.operand(op, 0)))
            ),
        );
    }
    Ok(())
}

/// `vector.scan`
pub fn scan(ctx: &Context, op: Operation) -> VResult {
    let (Some((sshape, _, _)), Some((ishape, _, _))) = (
        vector_parts(ctx, vtype(ctx, ctx.operand(op, 0))),
        vector_parts(ctx, vtype(ctx, ctx.operand(op, 1))),
    ) else {
        return Ok(());
    };
    let src_rank = sshape.len() as i64;
    let dim = ctx
        .attr(op, "reduction_dim")
        .and_then(|a| ods::opdef::constraint::attrs::I64Attr::value(ctx, a))
        .unwrap_or(0);
    if dim >= src_rank {
        return op_err(
            ctx,
            op,
            format!("reduction dimension {dim} has to be less than {src_rank}"),
        );
    }
    let init_rank = ishape.len() as i64;
    if init_rank != src_rank - 1 {
        return op_err(
            ctx,
            op,
            format!(
                "initial value rank {init_rank} has to be equal to {}",
                src_rank - 1
            ),
        );
    }
    let expected: Vec<i64> = sshape
        .iter()
        .enumerate()
        .filter(|(i, _)| *i as i64 != dim)
        .map(|(_, &d)| d)
        .collect();
    if ishape != expected.as_slice() {
        return op_err(ctx, op, "incompatible input/initial value shapes");
    }
    let elt = element_or_self(ctx, vtype(ctx, ctx.result(op, 0)));
    let kind = kind_of(ctx, op).unwrap_or(CombiningKind::ADD);
    if !is_supported_combining_kind(ctx, kind, elt) {
        return op_err(
            ctx,
            op,
            format!(
                "unsupported reduction type {} for kind '{}'",
                quoted(ctx, elt),
                kind.stringify()
            ),
        );
    }
    Ok(())
}

// ------------------------------------------------------------ contract

/// The indexing maps of `vector.contract`.
pub fn indexing_maps(ctx: &Context, op: Operation) -> Vec<AffineMap> {
    match ctx.attr(op, "indexing_maps").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(elems)) => elems
            .iter()
            .filter_map(|&e| match ctx.attr_kind(e) {
                AttrKind::AffineMap(m) => Some(*m),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// The iterator types of `vector.contract`.
pub fn iterator_types(ctx: &Context, op: Operation) -> Vec<IteratorType> {
    match ctx.attr(op, "iterator_types").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(elems)) => elems
            .iter()
            .filter_map(|&e| IteratorTypeAttr::value(ctx, e))
            .collect(),
        _ => Vec::new(),
    }
}

/// `getDimMap`: (lhs result index, rhs result index) of each iterator of
/// the given type present in both maps.
fn dim_map(
    ctx: &Context,
    maps: &[AffineMap],
    iters: &[IteratorType],
    which: IteratorType,
) -> Vec<(i64, i64)> {
    let a = ctx.affine();
    let index_of = |m: AffineMap, d: usize| -> i64 {
        (0..m.num_results(a) as usize)
            .find(|&i| m.result(a, i).as_dim(a) == Some(d as u32))
            .map_or(-1, |i| i as i64)
    };
    let mut out = Vec::new();
    for (i, &it) in iters.iter().enumerate() {
        if it != which {
            continue;
        }
        let l = index_of(maps[0], i);
        let r = index_of(maps[1], i);
        if l >= 0 && r >= 0 {
            out.push((l, r));
        }
    }
    out
}

fn verify_dim_map(lhs: &[i64], rhs: &[i64], map: &[(i64, i64)]) -> bool {
    map.iter().all(|&(l, r)| {
        l >= 0
            && (l as usize) < lhs.len()
            && r >= 0
            && (r as usize) < rhs.len()
            && lhs[l as usize] == rhs[r as usize]
    })
}

/// `vector.contract`
pub fn contract(ctx: &Context, op: Operation) -> VResult {
    let lhs = vtype(ctx, ctx.operand(op, 0));
    let rhs = vtype(ctx, ctx.operand(op, 1));
    let acc = vtype(ctx, ctx.operand(op, 2));
    let res = vtype(ctx, ctx.result(op, 0));
    let (Some((lshape, _, lelem)), Some((rshape, _, _))) =
        (vector_parts(ctx, lhs), vector_parts(ctx, rhs))
    else {
        return Ok(());
    };
    if let TypeKind::Integer { signedness, .. } = ctx.type_kind(lelem) {
        if *signedness != ods::ir::Signedness::Signless {
            return op_err(ctx, op, "only supports signless integer types");
        }
    }
    let maps = indexing_maps(ctx, op);
    if maps.len() != 3 {
        return op_err(ctx, op, "expected an indexing map for each vector operand");
    }
    let iters = iterator_types(ctx, op);
    let num_iterators = match ctx.attr(op, "iterator_types").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(e)) => e.len(),
        _ => 0,
    };
    let a = ctx.affine();
    for (index, &m) in maps.iter().enumerate() {
        if m.num_symbols(a) != 0 {
            return op_err(
                ctx,
                op,
                format!("expected indexing map {index} to have no symbols"),
            );
        }
        let operand_rank =
            vector_parts(ctx, vtype(ctx, ctx.operand(op, index))).map_or(0, |(s, _, _)| s.len());
        if m.num_dims(a) as usize != num_iterators {
            return op_err(
                ctx,
                op,
                format!("expected indexing map {index} to have {num_iterators} number of inputs"),
            );
        }
        if m.num_results(a) as usize != operand_rank {
            return op_err(
                ctx,
                op,
                format!("expected indexing map {index} to have {operand_rank} number of outputs"),
            );
        }
        if !m.is_projected_permutation(a, false) {
            return op_err(
                ctx,
                op,
                format!(
                    "expected indexing map {index} to be a projected permutation of its inputs"
                ),
            );
        }
    }
    let contracting = dim_map(ctx, &maps, &iters, IteratorType::reduction);
    let batch = dim_map(ctx, &maps, &iters, IteratorType::parallel);
    if contracting.is_empty() {
        return op_err(ctx, op, "expected at least one contracting dimension pair");
    }
    if !verify_dim_map(lshape, rshape, &contracting) {
        return op_err(ctx, op, "invalid contracting dimension map");
    }
    if !verify_dim_map(lshape, rshape, &batch) {
        return op_err(ctx, op, "invalid batch dimension map");
    }
    // The accumulator/result shape.
    let lhs_contracting: Vec<i64> = contracting.iter().map(|p| p.0).collect();
    let rhs_contracting: Vec<i64> = contracting.iter().map(|p| p.1).collect();
    let rhs_batch: Vec<i64> = batch.iter().map(|p| p.1).collect();
    let mut expected_dims = Vec::new();
    for (i, &d) in lshape.iter().enumerate() {
        if !lhs_contracting.contains(&(i as i64)) {
            expected_dims.push(d);
        }
    }
    for (i, &d) in rshape.iter().enumerate() {
        if !rhs_contracting.contains(&(i as i64)) && !rhs_batch.contains(&(i as i64)) {
            expected_dims.push(d);
        }
    }
    let res_vec = vector_parts(ctx, res);
    let acc_vec = vector_parts(ctx, acc);
    if expected_dims.is_empty() {
        if res_vec.is_some() || acc_vec.is_some() {
            return op_err(ctx, op, "invalid accumulator/result vector shape");
        }
    } else {
        let (Some((_, rscal, relem)), Some(_)) = (res_vec, acc_vec) else {
            return op_err(ctx, op, "invalid accumulator/result vector shape");
        };
        let unused = ods::affine::unused_dims(a, &maps[..2]);
        if unused.iter().any(|&u| u) {
            return op_err(
                ctx,
                op,
                "expected all dimensions to be either a LHS or a RHS dimension",
            );
        }
        let n = maps[0].num_dims(a) as usize;
        let mut extents: Vec<Option<i64>> = vec![None; n];
        for (shape, m) in [(lshape, maps[0]), (rshape, maps[1])] {
            for (idx, &d) in shape.iter().enumerate() {
                let pos = m.dim_position(a, idx) as usize;
                if extents[pos].is_none() {
                    extents[pos] = Some(d);
                }
            }
        }
        let Some(extents) = extents.into_iter().collect::<Option<Vec<i64>>>() else {
            return op_err(
                ctx,
                op,
                "expected all dimensions to get an extent as either a LHS or a RHS dimension",
            );
        };
        // The result map applied to the extents (its results are dims).
        let res_map = maps[2];
        let expected_shape: Vec<i64> = (0..res_map.num_results(a) as usize)
            .map(|i| {
                let e = res_map.result(a, i);
                match (e.as_dim(a), e.as_constant(a)) {
                    (Some(d), _) => extents[d as usize],
                    (_, Some(c)) => c,
                    _ => 0,
                }
            })
            .collect();
        let ok = is_vector_of(ctx, res, &expected_shape, rscal, relem)
            && is_vector_of(ctx, acc, &expected_shape, rscal, relem);
        if !ok {
            return op_err(
                ctx,
                op,
                format!(
                    "invalid accumulator/result vector shape, expected: '{}'",
                    vector_text(ctx, &expected_shape, rscal, relem)
                ),
            );
        }
    }
    let elem = element_or_self(ctx, res);
    let kind = kind_of(ctx, op).unwrap_or(CombiningKind::ADD);
    if !is_supported_combining_kind(ctx, kind, elem) {
        return op_err(ctx, op, "unsupported contraction type");
    }
    Ok(())
}

// ------------------------------------------------------------- transfers

/// `inferTransferOpMaskType`: the shape and scalable flags of the mask of
/// a transfer of `vec` through `map` (its element type is `i1`): for each
/// input dimension the map uses, in order, the vector dimension of the
/// first result using it; `[1]` for a 0-D transfer.
pub fn transfer_mask_shape_ro(
    ctx: &Context,
    vec: Type,
    map: AffineMap,
) -> Option<(Vec<i64>, Vec<bool>)> {
    let (shape, scalable, _) = vector_parts(ctx, vec)?;
    let a = ctx.affine();
    // Used input dims in increasing order are the dims of the compressed
    // map; the inverse lists, for each of them, the result that uses it.
    let num_dims = map.num_dims(a) as usize;
    let mut mask_shape = Vec::new();
    let mut mask_scalable = Vec::new();
    for d in 0..num_dims {
        let pos = (0..map.num_results(a) as usize)
            .find(|&i| map.result(a, i).as_dim(a) == Some(d as u32));
        if let Some(pos) = pos {
            mask_shape.push(*shape.get(pos)?);
            mask_scalable.push(*scalable.get(pos)?);
        }
    }
    if mask_shape.is_empty() {
        mask_shape.push(1);
        mask_scalable.push(false);
    }
    Some((mask_shape, mask_scalable))
}

fn permutation_map_attr(ctx: &Context, op: Operation) -> Option<(Attribute, AffineMap)> {
    let a = ctx.attr(op, "permutation_map")?;
    match ctx.attr_kind(a) {
        AttrKind::AffineMap(m) => Some((a, *m)),
        _ => None,
    }
}

/// `verifyPermutationMap`.
fn verify_permutation_map(ctx: &Context, op: Operation, map: AffineMap) -> VResult {
    let a = ctx.affine();
    let mut seen = vec![false; map.num_inputs(a) as usize];
    let projected = "requires a projected permutation_map (at most one dim or the zero constant can appear in each result)";
    for i in 0..map.num_results(a) as usize {
        let e = map.result(a, i);
        if let Some(c) = e.as_constant(a) {
            if c != 0 {
                return op_err(ctx, op, projected);
            }
            continue;
        }
        let Some(d) = e.as_dim(a) else {
            return op_err(ctx, op, projected);
        };
        if seen[d as usize] {
            return op_err(
                ctx,
                op,
                "requires a permutation_map that is a permutation (found one dim used more than once)",
            );
        }
        seen[d as usize] = true;
    }
    Ok(())
}

/// `verifyTransferOp`.
fn verify_transfer_common(
    ctx: &Context,
    op: Operation,
    shaped: Type,
    vec: Type,
    mask: Option<Type>,
    map_attr: Attribute,
    map: AffineMap,
) -> VResult {
    if ctx.attr(op, "masked").is_some() {
        return op_err(
            ctx,
            op,
            "masked attribute has been removed. Use in_bounds instead.",
        );
    }
    let Some((sshape, selem)) = shaped_parts(ctx, shaped) else {
        return op_err(
            ctx,
            op,
            "requires source to be a memref or ranked tensor type",
        );
    };
    let Some((vshape, _, velem)) = vector_parts(ctx, vec) else {
        return Ok(());
    };
    let a = ctx.affine();
    let num_results = map.num_results(a) as usize;
    if let Some((eshape, _, eelem)) = vector_parts(ctx, selem) {
        let source_size =
            type_size_in_bits(ctx, eelem) * eshape.last().copied().unwrap_or(1) as u64;
        let result_size =
            type_size_in_bits(ctx, velem) * vshape.last().copied().unwrap_or(1) as u64;
        if source_size == 0 || !result_size.is_multiple_of(source_size) {
            return op_err(
                ctx,
                op,
                "requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the minor 1-D vector of the source",
            );
        }
        if eshape.len() > vshape.len() {
            return op_err(
                ctx,
                op,
                "requires source vector element and vector result ranks to match.",
            );
        }
        if num_results != vshape.len() - eshape.len() {
            return op_err(
                ctx,
                op,
                "requires a permutation_map with result dims of the same rank as the vector type",
            );
        }
        if mask.is_some() {
            return op_err(ctx, op, "does not support masks with vector element type");
        }
    } else {
        let minor = vshape.last().copied().unwrap_or(1) as u64;
        let result_size = type_size_in_bits(ctx, velem) * minor;
        let elem_size = type_size_in_bits(ctx, selem);
        if elem_size == 0 || !result_size.is_multiple_of(elem_size) {
            return op_err(
                ctx,
                op,
                "requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type",
            );
        }
        if num_results != vshape.len() {
            return op_err(
                ctx,
                op,
                "requires a permutation_map with result dims of the same rank as the vector type",
            );
        }
    }
    if map.num_symbols(a) != 0 {
        return op_err(ctx, op, "requires permutation_map without symbols");
    }
    if map.num_inputs(a) as usize != sshape.len() {
        return op_err(
            ctx,
            op,
            "requires a permutation_map with input dims of the same rank as the source type",
        );
    }
    if let (Some(mask), Some(i1)) = (mask, i1_type(ctx)) {
        if let Some((ms, msc)) = transfer_mask_shape_ro(ctx, vec, map) {
            if !is_vector_of(ctx, mask, &ms, &msc, i1) {
                let inferred = vector_text(ctx, &ms, &msc, i1);
                return op_err(
                    ctx,
                    op,
                    format!(
                        "inferred mask type ('{inferred}') and mask operand type ({}) don't match",
                        quoted(ctx, mask)
                    ),
                );
            }
        }
    }
    let in_bounds = match ctx.attr(op, "in_bounds").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(e)) => e.len(),
        _ => 0,
    };
    if num_results != in_bounds {
        return op_err(
            ctx,
            op,
            format!(
                "expects the in_bounds attr of same rank as permutation_map results: {} vs inBounds of size: {in_bounds}",
                ods::asm::print_attribute_local(ctx, map_attr)
            ),
        );
    }
    Ok(())
}

/// `i1`, if it exists (it does once any mask type does).
pub fn i1_type(ctx: &Context) -> Option<Type> {
    ctx.lookup_type(&TypeKind::Integer {
        width: 1,
        signedness: ods::ir::Signedness::Signless,
    })
}

/// `vector.transfer_read`
pub fn transfer_read(ctx: &Context, op: Operation) -> VResult {
    let o = super::ops::TransferReadOp(op);
    let shaped = vtype(ctx, o.base(ctx));
    let vec = vtype(ctx, o.vector(ctx));
    let mask = o.mask(ctx).map(|m| vtype(ctx, m));
    let padding = vtype(ctx, o.padding(ctx));
    let Some((map_attr, map)) = permutation_map_attr(ctx, op) else {
        return Ok(());
    };
    let Some(r) = rank(ctx, shaped) else {
        return op_err(
            ctx,
            op,
            "requires source to be a memref or ranked tensor type",
        );
    };
    if o.indices(ctx).len() != r {
        return op_err(ctx, op, format!("requires {r} indices"));
    }
    verify_transfer_common(ctx, op, shaped, vec, mask, map_attr, map)?;
    let selem = element_or_self(ctx, shaped);
    if vector_parts(ctx, selem).is_some() {
        if selem != padding {
            return op_err(
                ctx,
                op,
                "requires source element type and padding type to match.",
            );
        }
    } else {
        let valid = matches!(
            ctx.type_kind(padding),
            TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
        );
        if !valid {
            return op_err(ctx, op, "requires valid padding vector elemental type");
        }
        if padding != selem {
            return op_err(
                ctx,
                op,
                "requires formal padding and source of the same elemental type",
            );
        }
    }
    verify_permutation_map(ctx, op, map)
}

/// `vector.transfer_write`
pub fn transfer_write(ctx: &Context, op: Operation) -> VResult {
    let o = super::ops::TransferWriteOp(op);
    let shaped = vtype(ctx, o.base(ctx));
    let vec = vtype(ctx, o.value_to_store(ctx));
    let mask = o.mask(ctx).map(|m| vtype(ctx, m));
    let Some((map_attr, map)) = permutation_map_attr(ctx, op) else {
        return Ok(());
    };
    let Some(r) = rank(ctx, shaped) else {
        return op_err(
            ctx,
            op,
            "requires source to be a memref or ranked tensor type",
        );
    };
    if o.indices(ctx).len() != r {
        return op_err(ctx, op, format!("requires {r} indices"));
    }
    if !map.broadcast_dims(ctx.affine()).is_empty() {
        return op_err(ctx, op, "should not have broadcast dimensions");
    }
    verify_transfer_common(ctx, op, shaped, vec, mask, map_attr, map)?;
    verify_permutation_map(ctx, op, map)
}

// ------------------------------------------------------------------ mask

/// `vector.mask`
pub fn mask(ctx: &Context, op: Operation) -> VResult {
    let region = ctx.region(op, 0);
    let Some(&block) = ctx.region_blocks(region).first() else {
        return op_err(ctx, op, "expects a terminator within the mask region");
    };
    let ops: Vec<Operation> = ctx.block_ops_iter(block).collect();
    if ops.is_empty() {
        return op_err(ctx, op, "expects a terminator within the mask region");
    }
    if ops.len() > 2 {
        return op_err(ctx, op, "expects only one operation to mask");
    }
    let term = *ops.last().expect("non-empty");
    if ctx.op_name_str(ctx.op_name_of(term)) != crate::vector::YieldOp::NAME_BYTES {
        return op_err(ctx, op, "expects a terminator within the mask region");
    }
    if ctx.num_operands(term) != ctx.num_results(op) {
        return op_err(
            ctx,
            op,
            "expects number of results to match mask region yielded values",
        );
    }
    if ops.len() == 1 {
        return Ok(());
    }
    let maskable = ops[0];
    let Some(expected) = expected_mask_type(ctx, maskable) else {
        return op_err(
            ctx,
            op,
            "expects a MaskableOpInterface within the mask region",
        );
    };
    if ctx.num_results(maskable) != ctx.num_results(op) {
        return op_err(
            ctx,
            op,
            "expects number of results to match maskable operation number of results",
        );
    }
    let yielded: Vec<Value> = ctx.operands(term).collect();
    let results: Vec<Value> = ctx.results(maskable).collect();
    if yielded != results {
        return op_err(
            ctx,
            op,
            "expects all the results from the MaskableOpInterface to match all the values returned by the terminator",
        );
    }
    let mtypes: Vec<Type> = results.iter().map(|&v| vtype(ctx, v)).collect();
    let otypes: Vec<Type> = ctx.results(op).map(|v| vtype(ctx, v)).collect();
    if mtypes != otypes {
        return op_err(
            ctx,
            op,
            "expects result type to match maskable operation result type",
        );
    }
    if mtypes
        .iter()
        .filter(|&&t| vector_parts(ctx, t).is_some())
        .count()
        > 1
    {
        return op_err(ctx, op, "multiple vector results not supported");
    }
    let mask_ty = vtype(ctx, ctx.operand(op, 0));
    if let Some((shape, scalable)) = expected {
        let i1 = i1_type(ctx);
        let ok = i1.is_some_and(|i1| is_vector_of(ctx, mask_ty, &shape, &scalable, i1));
        if !ok {
            let mut text = String::from("vector<");
            for (d, s) in shape.iter().zip(&scalable) {
                if *s {
                    text.push_str(&format!("[{d}]x"));
                } else {
                    text.push_str(&format!("{d}x"));
                }
            }
            text.push_str("i1>");
            return op_err(
                ctx,
                op,
                format!("expects a '{text}' mask for the maskable operation"),
            );
        }
    }
    if ctx.num_operands(op) > 1 {
        let passthru = ctx.operand(op, 1);
        if !supports_passthru(ctx, maskable) {
            return op_err(
                ctx,
                op,
                "doesn't expect a passthru argument for this maskable operation",
            );
        }
        if ctx.num_results(maskable) != 1 {
            return op_err(ctx, op, "expects result when passthru argument is provided");
        }
        if vtype(ctx, passthru) != mtypes[0] {
            return op_err(ctx, op, "expects passthru type to match result type");
        }
    }
    Ok(())
}

// --------------------------------------------------------- seed-only ops

/// The element type of a vector (`::llvm::cast<VectorType>($_self).getElementType()`).
pub fn vector_element_type(ctx: &Context, t: Type) -> Transformed {
    match vector_parts(ctx, t) {
        Some((_, _, e)) => ctx.type_kind(e).clone().into(),
        None => Transformed::Invalid,
    }
}

/// The position checks of `vector.extractelement` / `vector.insertelement`
/// on the rank of `vec`.
fn element_position(ctx: &Context, op: Operation, vec: Type, has_position: bool) -> VResult {
    let Some((shape, _, _)) = vector_parts(ctx, vec) else {
        return Ok(());
    };
    if shape.is_empty() {
        if has_position {
            return op_err(ctx, op, "expected position to be empty with 0-D vector");
        }
        return Ok(());
    }
    if shape.len() != 1 {
        return op_err(ctx, op, "unexpected >1 vector rank");
    }
    if !has_position {
        return op_err(ctx, op, "expected position for 1-D vector");
    }
    Ok(())
}

/// `vector.extractelement`
pub fn extractelement(ctx: &Context, op: Operation) -> VResult {
    let vec = vtype(ctx, ctx.operand(op, 0));
    element_position(ctx, op, vec, ctx.num_operands(op) > 1)
}

/// `vector.insertelement`
pub fn insertelement(ctx: &Context, op: Operation) -> VResult {
    let dest = vtype(ctx, ctx.operand(op, 1));
    element_position(ctx, op, dest, ctx.num_operands(op) > 2)
}
