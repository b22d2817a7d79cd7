//! The parts of arith's verification that `ArithOps.td` leaves to C++:
//! the `TypesMatchWith` transformer of the comparisons (`getI1SameShape`),
//! the predicates of `SameInputOutputTensorDims` and
//! `BooleanConditionOrMatchingShape`, every cast's `areCastCompatible`, and
//! the `hasVerifier` verifiers, with MLIR's messages.

use ods::diag::Diagnostic;
use ods::ir::{AttrKind, Context, Operation, Signedness, Type, TypeKind};
use ods::opdef::verify::compatible_shape;
use ods::opdef::Transformed;

type VResult = Result<(), Diagnostic>;

/// `'t'`, as MLIR streams a type into a diagnostic.
fn quoted(ctx: &Context, t: Type) -> String {
    format!("'{}'", ods::asm::print_type_local(ctx, t))
}

/// `getElementTypeOrSelf`.
fn element_or_self(ctx: &Context, t: Type) -> Type {
    ctx.element_type(t).unwrap_or(t)
}

/// `getI1SameShape`: `i1`, or the shaped type with `i1` elements (vectors
/// keep their scalable dimensions, tensors their encoding, memrefs their
/// layout and memory space).
pub fn i1_same_shape(ctx: &Context, t: Type) -> Transformed {
    let i1_kind = TypeKind::Integer {
        width: 1,
        signedness: Signedness::Signless,
    };
    // The dialect interns `i1` when it registers, so it can be looked up.
    let Some(i1) = ctx.lookup_type(&i1_kind) else {
        return Transformed::Invalid;
    };
    match ctx.type_kind(t) {
        TypeKind::Vector {
            shape, scalable, ..
        } => TypeKind::Vector {
            shape: shape.clone(),
            scalable: scalable.clone(),
            elem: i1,
        },
        TypeKind::RankedTensor {
            shape, encoding, ..
        } => TypeKind::RankedTensor {
            shape: shape.clone(),
            elem: i1,
            encoding: *encoding,
        },
        TypeKind::UnrankedTensor { .. } => TypeKind::UnrankedTensor { elem: i1 },
        TypeKind::MemRef {
            shape,
            layout,
            memory_space,
            ..
        } => TypeKind::MemRef {
            shape: shape.clone(),
            elem: i1,
            layout: *layout,
            memory_space: *memory_space,
        },
        TypeKind::UnrankedMemRef { memory_space, .. } => TypeKind::UnrankedMemRef {
            elem: i1,
            memory_space: *memory_space,
        },
        _ => i1_kind,
    }
    .into()
}

/// The shape `SameInputOutputTensorDims` compares: a tensor's shape, the
/// empty shape for anything else.
fn tensor_dims(ctx: &Context, t: Type) -> Option<&[i64]> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, .. } => Some(shape),
        TypeKind::UnrankedTensor { .. } => None,
        _ => Some(&[]),
    }
}

/// `SameInputOutputTensorDims`: `in` and `out` have identical tensor shapes
/// (dynamic sizes included), stricter than `SameOperandsAndResultShape`.
pub fn same_input_output_tensor_dims(ctx: &Context, op: Operation) -> bool {
    let input = ctx.value_type(ctx.operand(op, 0));
    let out = ctx.value_type(ctx.result(op, 0));
    tensor_dims(ctx, input) == tensor_dims(ctx, out)
}

/// `BooleanConditionOrMatchingShape<"condition", "result">`: the condition
/// is `i1`, or has the result's shape.
pub fn condition_matches_shape(ctx: &Context, op: Operation) -> bool {
    let cond = ctx.value_type(ctx.operand(op, 0));
    if ctx.is_signless_int(cond, 1) {
        return true;
    }
    let result = ctx.value_type(ctx.result(op, 0));
    match (ctx.shaped_info(cond), ctx.shaped_info(result)) {
        (Some((a, _)), Some((b, _))) => a == b,
        _ => false,
    }
}

// ------------------------------------------------------------ cast checks

/// An element type class of the casts (`IntegerType`, `IndexType`,
/// `FloatType`).
#[derive(Copy, Clone, PartialEq)]
enum Elem {
    Int,
    Index,
    Float,
}

fn elem_class(ctx: &Context, t: Type) -> Option<Elem> {
    match ctx.type_kind(t) {
        TypeKind::Integer { .. } => Some(Elem::Int),
        TypeKind::Index => Some(Elem::Index),
        TypeKind::Float(_) => Some(Elem::Float),
        _ => None,
    }
}

/// `getUnderlyingType`: the type itself, or the element type of an allowed
/// container (vectors and tensors; ranked memrefs with `memref`), when it is
/// one of `allowed`.
fn underlying(ctx: &Context, t: Type, allowed: &[Elem], memref: bool) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::Vector { .. }
        | TypeKind::RankedTensor { .. }
        | TypeKind::UnrankedTensor { .. } => {}
        TypeKind::MemRef { .. } if memref => {}
        TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. } => return None,
        _ => {}
    }
    let e = element_or_self(ctx, t);
    elem_class(ctx, e)
        .is_some_and(|c| allowed.contains(&c))
        .then_some(e)
}

/// `areValidCastInputsAndOutputs`: one input, one output, the same tensor
/// encoding and compatible shapes.
fn valid_cast(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    let ([a], [b]) = (inputs, outputs) else {
        return false;
    };
    let encoding = |t: Type| match ctx.type_kind(t) {
        TypeKind::RankedTensor { encoding, .. } => Some(*encoding),
        _ => None,
    };
    if let (Some(x), Some(y)) = (encoding(*a), encoding(*b)) {
        if x != y {
            return false;
        }
    }
    compatible_shape(ctx, *a, *b)
}

fn width(ctx: &Context, t: Type) -> u32 {
    ctx.int_or_float_bit_width(t).unwrap_or(0)
}

/// `checkWidthChangeCast<Cmp, Elem>`.
fn width_change(
    ctx: &Context,
    inputs: &[Type],
    outputs: &[Type],
    elem: Elem,
    cmp: fn(u32, u32) -> bool,
) -> bool {
    if !valid_cast(ctx, inputs, outputs) {
        return false;
    }
    match (
        underlying(ctx, inputs[0], &[elem], false),
        underlying(ctx, outputs[0], &[elem], false),
    ) {
        (Some(src), Some(dst)) => cmp(width(ctx, dst), width(ctx, src)),
        _ => false,
    }
}

/// `arith.extui`/`arith.extsi`: integer to a wider integer.
pub fn ext_int_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    width_change(ctx, inputs, outputs, Elem::Int, |d, s| d > s)
}

/// `arith.extf`: float to a wider float.
pub fn ext_float_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    width_change(ctx, inputs, outputs, Elem::Float, |d, s| d > s)
}

/// `arith.trunci`: integer to a narrower integer.
pub fn trunc_int_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    width_change(ctx, inputs, outputs, Elem::Int, |d, s| d < s)
}

/// `arith.truncf`: float to a narrower float.
pub fn trunc_float_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    width_change(ctx, inputs, outputs, Elem::Float, |d, s| d < s)
}

/// `arith.scaling_extf`: the input (not the scale) to a wider float.
pub fn scaling_ext_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    ext_float_compatible(ctx, &inputs[..inputs.len().min(1)], outputs)
}

/// `arith.scaling_truncf`: the input (not the scale) to a narrower float.
pub fn scaling_trunc_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    trunc_float_compatible(ctx, &inputs[..inputs.len().min(1)], outputs)
}

/// `checkIntFloatCast<From, To>`.
fn int_float(ctx: &Context, inputs: &[Type], outputs: &[Type], from: Elem, to: Elem) -> bool {
    valid_cast(ctx, inputs, outputs)
        && underlying(ctx, inputs[0], &[from], false).is_some()
        && underlying(ctx, outputs[outputs.len() - 1], &[to], false).is_some()
}

/// `arith.uitofp`/`arith.sitofp`.
pub fn int_to_float_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    int_float(ctx, inputs, outputs, Elem::Int, Elem::Float)
}

/// `arith.fptoui`/`arith.fptosi`.
pub fn float_to_int_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    int_float(ctx, inputs, outputs, Elem::Float, Elem::Int)
}

/// `arith.index_cast`/`arith.index_castui`: `index` to a signless integer or
/// back (also as vectors, tensors or memrefs).
pub fn index_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    if !valid_cast(ctx, inputs, outputs) {
        return false;
    }
    let allowed = [Elem::Int, Elem::Index];
    let (Some(src), Some(dst)) = (
        underlying(ctx, inputs[0], &allowed, true),
        underlying(ctx, outputs[0], &allowed, true),
    ) else {
        return false;
    };
    let signless = |t: Type| {
        matches!(
            ctx.type_kind(t),
            TypeKind::Integer {
                signedness: Signedness::Signless,
                ..
            }
        )
    };
    (ctx.is_index(src) && signless(dst)) || (signless(src) && ctx.is_index(dst))
}

/// `arith.bitcast`: between integers and floats of the same width.
pub fn bitcast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    if !valid_cast(ctx, inputs, outputs) {
        return false;
    }
    let allowed = [Elem::Int, Elem::Float];
    match (
        underlying(ctx, inputs[0], &allowed, true),
        underlying(ctx, outputs[0], &allowed, true),
    ) {
        (Some(src), Some(dst)) => width(ctx, src) == width(ctx, dst),
        _ => false,
    }
}

// -------------------------------------------------------------- verifiers

/// `ConstantOp::verify`.
pub fn verify_constant(ctx: &Context, op: Operation) -> VResult {
    let ty = ctx.value_type(ctx.result(op, 0));
    if matches!(ctx.type_kind(ty), TypeKind::Integer { signedness, .. } if *signedness != Signedness::Signless)
    {
        return Err(ctx.emit_op_error(op, "integer return type must be signless"));
    }
    let value = ctx.attr(op, "value");
    let kind = value.map(|v| ctx.attr_kind(v));
    let elements_or_number = matches!(
        kind,
        Some(
            AttrKind::Integer { .. }
                | AttrKind::Float { .. }
                | AttrKind::DenseIntOrFP { .. }
                | AttrKind::DenseString { .. }
                | AttrKind::DenseResource { .. }
                | AttrKind::Sparse { .. }
        )
    );
    if !elements_or_number {
        return Err(ctx.emit_op_error(op, "value must be an integer, float, or elements attribute"));
    }
    let scalable = matches!(ctx.type_kind(ty), TypeKind::Vector { scalable, .. } if scalable.iter().any(|&s| s));
    let splat = matches!(
        kind,
        Some(
            AttrKind::DenseIntOrFP { splat: true, .. } | AttrKind::DenseString { splat: true, .. }
        )
    );
    if scalable && !splat {
        // MLIR 22's wording, typo included.
        return Err(ctx.emit_op_error(
            op,
            "intializing scalable vectors with elements attribute is not supported unless it's a vector splat",
        ));
    }
    Ok(())
}

/// The element types of a cast's `in` and `out`.
fn cast_elements(ctx: &Context, op: Operation) -> (Type, Type) {
    let src = element_or_self(ctx, ctx.value_type(ctx.operand(op, 0)));
    let dst = element_or_self(ctx, ctx.value_type(ctx.result(op, 0)));
    (src, dst)
}

/// `verifyExtOp`: the result element type is strictly wider.
fn verify_ext(ctx: &Context, op: Operation) -> VResult {
    let (src, dst) = cast_elements(ctx, op);
    if width(ctx, src) >= width(ctx, dst) {
        return Err(ctx.op_error(
            op,
            format!(
                "result type {} must be wider than operand type {}",
                quoted(ctx, dst),
                quoted(ctx, src)
            ),
        ));
    }
    Ok(())
}

/// `verifyTruncateOp`: the result element type is strictly narrower.
fn verify_trunc(ctx: &Context, op: Operation) -> VResult {
    let (src, dst) = cast_elements(ctx, op);
    if width(ctx, src) <= width(ctx, dst) {
        return Err(ctx.op_error(
            op,
            format!(
                "result type {} must be shorter than operand type {}",
                quoted(ctx, dst),
                quoted(ctx, src)
            ),
        ));
    }
    Ok(())
}

/// `ExtUIOp::verify` / `ExtSIOp::verify`.
pub fn verify_ext_int(ctx: &Context, op: Operation) -> VResult {
    verify_ext(ctx, op)
}

/// `ExtFOp::verify`.
pub fn verify_ext_float(ctx: &Context, op: Operation) -> VResult {
    verify_ext(ctx, op)
}

/// `ScalingExtFOp::verify`.
pub fn verify_scaling_ext(ctx: &Context, op: Operation) -> VResult {
    verify_ext(ctx, op)
}

/// `TruncIOp::verify`.
pub fn verify_trunc_int(ctx: &Context, op: Operation) -> VResult {
    verify_trunc(ctx, op)
}

/// `TruncFOp::verify`.
pub fn verify_trunc_float(ctx: &Context, op: Operation) -> VResult {
    verify_trunc(ctx, op)
}

/// `ScalingTruncFOp::verify`.
pub fn verify_scaling_trunc(ctx: &Context, op: Operation) -> VResult {
    verify_trunc(ctx, op)
}

/// `SelectOp::verify`: a non-`i1` condition is the `i1` version of the
/// (vector or tensor) result type.
pub fn verify_select(ctx: &Context, op: Operation) -> VResult {
    let cond = ctx.value_type(ctx.operand(op, 0));
    if ctx.is_signless_int(cond, 1) {
        return Ok(());
    }
    let result = ctx.value_type(ctx.result(op, 0));
    if !matches!(
        ctx.type_kind(result),
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    ) {
        return Err(ctx.emit_op_error(
            op,
            format!(
                "expected condition to be a signless i1, but got {}",
                quoted(ctx, cond)
            ),
        ));
    }
    if !i1_same_shape(ctx, result).matches(ctx, &[cond]) {
        return Err(ctx.emit_op_error(
            op,
            format!(
                "expected condition type to have the same shape as the result type, expected '{}', but got {}",
                i1_same_shape_text(ctx, result),
                quoted(ctx, cond)
            ),
        ));
    }
    Ok(())
}

/// How `getI1SameShape(t)` prints for a vector or tensor `t` (the type may
/// not exist in the context, which a verifier cannot extend).
fn i1_same_shape_text(ctx: &Context, t: Type) -> String {
    let dims = |shape: &[i64], scalable: &[bool]| -> String {
        shape
            .iter()
            .enumerate()
            .map(|(i, &d)| {
                let d = if d == ods::ir::DYNAMIC {
                    "?".to_string()
                } else {
                    d.to_string()
                };
                if scalable.get(i).copied().unwrap_or(false) {
                    format!("[{d}]x")
                } else {
                    format!("{d}x")
                }
            })
            .collect()
    };
    match ctx.type_kind(t) {
        TypeKind::Vector {
            shape, scalable, ..
        } => format!("vector<{}i1>", dims(shape, scalable)),
        TypeKind::RankedTensor {
            shape, encoding, ..
        } => {
            let enc = encoding
                .map(|e| format!(", {}", ods::asm::print_attribute_local(ctx, e)))
                .unwrap_or_default();
            format!("tensor<{}i1{enc}>", dims(shape, &[]))
        }
        _ => "tensor<*xi1>".to_string(),
    }
}
