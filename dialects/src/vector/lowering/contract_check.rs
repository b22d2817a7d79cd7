//! The native-vector-IR contract: what the JIT backend accepts after
//! [`super::lower_to_native`]. Every vector type is 1-D, fixed-size, of
//! i1/i8/i16/i32/i64/index/f16/bf16/f32/f64, at most 256 bits (masks: at
//! most 32 lanes; f16/bf16: at most 8 lanes, since the backend computes
//! them as 8×f32); only the vector ops listed in [`NATIVE_VECTOR_OPS`]
//! remain. The check reports the first offending op with its location.

use ods::diag::Diagnostic;
use ods::ir::{Context, Operation, Type};

/// The vector ops allowed on native vectors.
pub const NATIVE_VECTOR_OPS: &[&str] = &[
    "vector.broadcast",
    "vector.extract",
    "vector.insert",
    "vector.shuffle",
    "vector.fma",
    "vector.reduction",
    "vector.load",
    "vector.store",
    "vector.maskedload",
    "vector.maskedstore",
    "vector.gather",
    "vector.scatter",
    "vector.compressstore",
    "vector.expandload",
    "vector.create_mask",
    "vector.constant_mask",
    "vector.step",
    "vector.bitcast",
    "vector.from_elements",
    "vector.to_elements",
    "vector.interleave",
    "vector.deinterleave",
    "vector.print",
];

/// Why a vector type is not native (rendered only when reported: the
/// check runs on every type of every JIT compile, and most types pass).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum NonNative {
    Scalable,
    Rank(usize),
    Element,
    MaskLanes(i64),
    HalfLanes(i64),
    Bits(i64),
}

impl std::fmt::Display for NonNative {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            NonNative::Scalable => f.write_str("scalable vectors are not supported by the JIT"),
            NonNative::Rank(r) => write!(f, "only 1-D vectors are native, this one has rank {r}"),
            NonNative::Element => f.write_str(
                "the element type must be i1, i8, i16, i32, i64, index, f16, bf16, f32 or f64",
            ),
            NonNative::MaskLanes(n) => write!(f, "masks have at most 32 lanes, this one has {n}"),
            NonNative::HalfLanes(n) => write!(
                f,
                "16-bit floats are computed as f32: at most 8 lanes, this one has {n}"
            ),
            NonNative::Bits(b) => {
                write!(f, "it has {b} bits, more than the 256 of an AVX2 register")
            }
        }
    }
}

/// The contract's verdict on `t` (`None`: native, or not a vector).
fn classify(ctx: &Context, t: Type) -> Option<NonNative> {
    let (shape, scalable, elem) = super::super::verify::vector_parts(ctx, t)?;
    if scalable.iter().any(|&s| s) {
        return Some(NonNative::Scalable);
    }
    if shape.len() != 1 {
        return Some(NonNative::Rank(shape.len()));
    }
    let ok_elem = ctx.is_index(elem)
        || [1, 8, 16, 32, 64]
            .iter()
            .any(|&w| ctx.is_signless_int(elem, w))
        || matches!(
            ctx.float_semantics(elem),
            Some(ods::support::apfloat::FloatSemantics::F32)
                | Some(ods::support::apfloat::FloatSemantics::F64)
                | Some(ods::support::apfloat::FloatSemantics::F16)
                | Some(ods::support::apfloat::FloatSemantics::BF16)
        );
    if !ok_elem {
        return Some(NonNative::Element);
    }
    let n = shape[0];
    let bits = element_bits(ctx, elem);
    if bits == 1 {
        (n > 32).then_some(NonNative::MaskLanes(n))
    } else if is_half(ctx, elem) {
        (n > 8).then_some(NonNative::HalfLanes(n))
    } else {
        (n * bits > 256).then_some(NonNative::Bits(n * bits))
    }
}

/// Why `t` is not a native vector type (`None`: it is native, or not a
/// vector).
pub fn non_native_reason(ctx: &Context, t: Type) -> Option<String> {
    classify(ctx, t).map(|why| why.to_string())
}

/// Bits of a native element type (`index` is 64).
pub fn element_bits(ctx: &Context, elem: Type) -> i64 {
    if ctx.is_index(elem) {
        64
    } else {
        ctx.int_or_float_bit_width(elem).unwrap_or(64) as i64
    }
}

/// Lanes of a native vector of `elem` (256 bits; 32 for masks; 8 for
/// f16/bf16, computed as 8×f32).
pub fn native_lanes(ctx: &Context, elem: Type) -> i64 {
    let bits = element_bits(ctx, elem);
    if bits == 1 {
        32
    } else if is_half(ctx, elem) {
        8
    } else {
        (256 / bits).max(1)
    }
}

/// f16 or bf16.
fn is_half(ctx: &Context, elem: Type) -> bool {
    matches!(
        ctx.float_semantics(elem),
        Some(ods::support::apfloat::FloatSemantics::F16)
            | Some(ods::support::apfloat::FloatSemantics::BF16)
    )
}

/// True when `t` is not a vector or is a native one.
pub fn is_native(ctx: &Context, t: Type) -> bool {
    classify(ctx, t).is_none()
}

/// Checks the native-vector-IR contract on everything nested in `root`;
/// the error names the first offending op, at its location.
pub fn verify_native_vector_ir(ctx: &Context, root: Operation) -> Result<(), Diagnostic> {
    match first_violation(ctx, root) {
        Some((op, msg)) => Err(ctx.op_error(op, msg)),
        None => Ok(()),
    }
}

/// Whether everything nested in `root` is native vector IR (the check of
/// [`verify_native_vector_ir`] without building its diagnostic, which
/// prints the op: the JIT asks this of every function it compiles).
pub fn is_native_vector_ir(ctx: &Context, root: Operation) -> bool {
    first_violation(ctx, root).is_none()
}

/// The first op nested in `root` that breaks the contract, and why.
pub(crate) fn first_violation(ctx: &Context, root: Operation) -> Option<(Operation, String)> {
    let mut err = None;
    ctx.walk_pre_order(root, &mut |op| {
        if err.is_none() {
            err = check_op(ctx, op).map(|msg| (op, msg));
        }
    });
    err
}

/// True when `func`'s own types (signature, block arguments) are native:
/// lowering its body then changes nothing outside it (unrolling a non-native
/// signature rewrites the callers too).
pub fn signature_is_native(ctx: &Context, func: Operation) -> bool {
    first_non_native_type(ctx, func).is_none()
}

/// The first non-native type among `op`'s operands, results, entry-block
/// arguments and (for a function) signature, with the reason.
fn first_non_native_type(ctx: &Context, op: Operation) -> Option<(Type, NonNative)> {
    let check = |t: Type| classify(ctx, t).map(|why| (t, why));
    if let Some(r) = ctx
        .operands(op)
        .chain(ctx.results(op))
        .find_map(|v| check(ctx.value_type(v)))
    {
        return Some(r);
    }
    for r in ctx.regions(op) {
        for b in ctx.region_blocks(r) {
            if let Some(r) = ctx
                .block_args(b)
                .iter()
                .find_map(|&v| check(ctx.value_type(v)))
            {
                return Some(r);
            }
        }
    }
    if ctx.op_name_str(ctx.op_name_of(op)) == b"func.func" {
        let sig = ctx
            .attr(op, "function_type")
            .and_then(|a| match ctx.attr_kind(a) {
                ods::ir::AttrKind::Type(t) => ctx.function_signature(*t),
                _ => None,
            });
        if let Some((i, r)) = sig {
            return i.iter().chain(r).find_map(|&t| check(t));
        }
    }
    None
}

/// Why `op` breaks the contract, if it does.
fn check_op(ctx: &Context, op: Operation) -> Option<String> {
    // (borrowed, not copied: this runs on every op of every JIT compile)
    let name = ctx.op_name_text(ctx.op_name_of(op));
    if let Some((t, why)) = first_non_native_type(ctx, op) {
        return Some(format!(
            "vector type '{}' is not native: {why}",
            ods::asm::printer::print_type_local(ctx, t)
        ));
    }
    if name.starts_with("vector.") && !NATIVE_VECTOR_OPS.contains(&name) {
        return Some(format!(
            "'{name}' is not part of native vector IR (run the vector lowerings first)"
        ));
    }
    if name == "vector.broadcast" {
        let src = ctx.value_type(ctx.operand(op, 0));
        if super::super::verify::vector_parts(ctx, src).is_some() {
            return Some("native 'vector.broadcast' takes a scalar source".into());
        }
    }
    if name == "vector.extract" && ctx.num_results(op) == 1 {
        let t = ctx.value_type(ctx.result(op, 0));
        if super::super::verify::vector_parts(ctx, t).is_some() {
            return Some("native 'vector.extract' extracts a scalar".into());
        }
    }
    if name == "vector.insert" {
        let t = ctx.value_type(ctx.operand(op, 0));
        if super::super::verify::vector_parts(ctx, t).is_some() {
            return Some("native 'vector.insert' inserts a scalar".into());
        }
    }
    None
}
