//! The native-vector-IR contract: what the JIT backend accepts after
//! [`super::lower_to_native`]. Every vector type is 1-D, fixed-size, of
//! i1/i8/i16/i32/i64/index/f16/bf16/f32/f64, and fits one vector register
//! of the [`VectorTarget`]: at most 256 bits on x86-64 AVX2 (masks: at most
//! 32 lanes; f16/bf16: at most 8 lanes, since the backend computes them as
//! 8×f32), at most 128 bits on AArch64 NEON (masks: 16 lanes; f16/bf16: 4,
//! as 4×f32). Only the vector ops listed in [`NATIVE_VECTOR_OPS`] remain.
//! The check reports the first offending op with its location.

use ods::diag::Diagnostic;
use ods::ir::{Context, Operation, Type};

/// The vector ops allowed on native vectors.
pub const NATIVE_VECTOR_OPS: &[&str] = &[
    crate::vector::BroadcastOp::NAME,
    crate::vector::ExtractOp::NAME,
    crate::vector::InsertOp::NAME,
    crate::vector::ShuffleOp::NAME,
    crate::vector::FMAOp::NAME,
    crate::vector::ReductionOp::NAME,
    crate::vector::LoadOp::NAME,
    crate::vector::StoreOp::NAME,
    crate::vector::MaskedLoadOp::NAME,
    crate::vector::MaskedStoreOp::NAME,
    crate::vector::GatherOp::NAME,
    crate::vector::ScatterOp::NAME,
    crate::vector::CompressStoreOp::NAME,
    crate::vector::ExpandLoadOp::NAME,
    crate::vector::CreateMaskOp::NAME,
    crate::vector::ConstantMaskOp::NAME,
    crate::vector::StepOp::NAME,
    crate::vector::BitCastOp::NAME,
    crate::vector::FromElementsOp::NAME,
    crate::vector::ToElementsOp::NAME,
    crate::vector::InterleaveOp::NAME,
    crate::vector::DeinterleaveOp::NAME,
    crate::vector::PrintOp::NAME,
];

/// The machine whose vector registers native vectors fit: the JIT's target.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum VectorTarget {
    /// x86-64 with AVX2: 256-bit `ymm` registers.
    #[default]
    X86Avx2,
    /// AArch64 with NEON (Advanced SIMD): 128-bit `q` registers.
    Aarch64Neon,
}

impl VectorTarget {
    /// Every target, in the order `--help` lists them.
    pub const ALL: [VectorTarget; 2] = [VectorTarget::X86Avx2, VectorTarget::Aarch64Neon];

    /// The target's name in pass options (`target=x86_64`, `target=aarch64`).
    pub fn name(self) -> &'static str {
        match self {
            VectorTarget::X86Avx2 => "x86_64",
            VectorTarget::Aarch64Neon => "aarch64",
        }
    }

    /// The target named `name` (see [`VectorTarget::name`]).
    pub fn from_name(name: &str) -> Option<VectorTarget> {
        Self::ALL.into_iter().find(|t| t.name() == name)
    }

    /// Bits of one vector register.
    pub fn register_bits(self) -> i64 {
        match self {
            VectorTarget::X86Avx2 => 256,
            VectorTarget::Aarch64Neon => 128,
        }
    }

    /// The register's name in diagnostics.
    fn register_name(self) -> &'static str {
        match self {
            VectorTarget::X86Avx2 => "an AVX2 register",
            VectorTarget::Aarch64Neon => "a NEON register",
        }
    }

    /// Lanes of a native mask (`vector<Nxi1>`): one per byte lane.
    pub fn mask_lanes(self) -> i64 {
        self.register_bits() / 8
    }

    /// Lanes of a native f16/bf16 vector, computed as f32.
    pub fn half_lanes(self) -> i64 {
        self.register_bits() / 32
    }
}

/// Why a vector type is not native (rendered only when reported: the
/// check runs on every type of every JIT compile, and most types pass).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum NonNative {
    Scalable,
    Rank(usize),
    Element,
    MaskLanes(i64, VectorTarget),
    HalfLanes(i64, VectorTarget),
    Bits(i64, VectorTarget),
}

impl std::fmt::Display for NonNative {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            NonNative::Scalable => f.write_str("scalable vectors are not supported by the JIT"),
            NonNative::Rank(r) => write!(f, "only 1-D vectors are native, this one has rank {r}"),
            NonNative::Element => f.write_str(
                "the element type must be i1, i8, i16, i32, i64, index, f16, bf16, f32 or f64",
            ),
            NonNative::MaskLanes(n, t) => write!(
                f,
                "masks have at most {} lanes on {}, this one has {n}",
                t.mask_lanes(),
                t.name()
            ),
            NonNative::HalfLanes(n, t) => write!(
                f,
                "16-bit floats are computed as f32: at most {} lanes on {}, this one has {n}",
                t.half_lanes(),
                t.name()
            ),
            NonNative::Bits(b, t) => write!(
                f,
                "it has {b} bits, more than the {} of {}",
                t.register_bits(),
                t.register_name()
            ),
        }
    }
}

/// The contract's verdict on `t` (`None`: native, or not a vector).
fn classify(ctx: &Context, t: Type, target: VectorTarget) -> Option<NonNative> {
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
        (n > target.mask_lanes()).then_some(NonNative::MaskLanes(n, target))
    } else if is_half(ctx, elem) {
        (n > target.half_lanes()).then_some(NonNative::HalfLanes(n, target))
    } else {
        (n * bits > target.register_bits()).then_some(NonNative::Bits(n * bits, target))
    }
}

/// Why `t` is not a native vector type (`None`: it is native, or not a
/// vector).
pub fn non_native_reason(ctx: &Context, t: Type, target: VectorTarget) -> Option<String> {
    classify(ctx, t, target).map(|why| why.to_string())
}

/// Bits of a native element type (`index` is 64).
pub fn element_bits(ctx: &Context, elem: Type) -> i64 {
    if ctx.is_index(elem) {
        64
    } else {
        ctx.int_or_float_bit_width(elem).unwrap_or(64) as i64
    }
}

/// Lanes of a native vector of `elem`: one register of `target` (masks:
/// [`VectorTarget::mask_lanes`]; f16/bf16: [`VectorTarget::half_lanes`]).
pub fn native_lanes(ctx: &Context, elem: Type, target: VectorTarget) -> i64 {
    let bits = element_bits(ctx, elem);
    if bits == 1 {
        target.mask_lanes()
    } else if is_half(ctx, elem) {
        target.half_lanes()
    } else {
        (target.register_bits() / bits).max(1)
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
pub fn is_native(ctx: &Context, t: Type, target: VectorTarget) -> bool {
    classify(ctx, t, target).is_none()
}

/// Checks the native-vector-IR contract on everything nested in `root`;
/// the error names the first offending op, at its location.
pub fn verify_native_vector_ir(
    ctx: &Context,
    root: Operation,
    target: VectorTarget,
) -> Result<(), Diagnostic> {
    match first_violation(ctx, root, target) {
        Some((op, msg)) => Err(ctx.op_error(op, msg)),
        None => Ok(()),
    }
}

/// Whether everything nested in `root` is native vector IR (the check of
/// [`verify_native_vector_ir`] without building its diagnostic, which
/// prints the op: the JIT asks this of every function it compiles).
pub fn is_native_vector_ir(ctx: &Context, root: Operation, target: VectorTarget) -> bool {
    first_violation(ctx, root, target).is_none()
}

/// The first op nested in `root` that breaks the contract, and why.
pub(crate) fn first_violation(
    ctx: &Context,
    root: Operation,
    target: VectorTarget,
) -> Option<(Operation, String)> {
    let mut err = None;
    ctx.walk_pre_order(root, &mut |op| {
        if err.is_none() {
            err = check_op(ctx, op, target).map(|msg| (op, msg));
        }
    });
    err
}

/// True when `func`'s own types (signature, block arguments) are native:
/// lowering its body then changes nothing outside it (unrolling a non-native
/// signature rewrites the callers too).
pub fn signature_is_native(ctx: &Context, func: Operation, target: VectorTarget) -> bool {
    first_non_native_type(ctx, func, target).is_none()
}

/// The first non-native type among `op`'s operands, results, entry-block
/// arguments and (for a function) signature, with the reason.
fn first_non_native_type(
    ctx: &Context,
    op: Operation,
    target: VectorTarget,
) -> Option<(Type, NonNative)> {
    let check = |t: Type| classify(ctx, t, target).map(|why| (t, why));
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
    if ctx.op_name_str(ctx.op_name_of(op)) == crate::func::FuncOp::NAME_BYTES {
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
fn check_op(ctx: &Context, op: Operation, target: VectorTarget) -> Option<String> {
    // (borrowed, not copied: this runs on every op of every JIT compile)
    let name = ctx.op_name_text(ctx.op_name_of(op));
    if let Some((t, why)) = first_non_native_type(ctx, op, target) {
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
    if name == crate::vector::BroadcastOp::NAME {
        let src = ctx.value_type(ctx.operand(op, 0));
        if super::super::verify::vector_parts(ctx, src).is_some() {
            return Some("native 'vector.broadcast' takes a scalar source".into());
        }
    }
    if name == crate::vector::ExtractOp::NAME && ctx.num_results(op) == 1 {
        let t = ctx.value_type(ctx.result(op, 0));
        if super::super::verify::vector_parts(ctx, t).is_some() {
            return Some("native 'vector.extract' extracts a scalar".into());
        }
    }
    if name == crate::vector::InsertOp::NAME {
        let t = ctx.value_type(ctx.operand(op, 0));
        if super::super::verify::vector_parts(ctx, t).is_some() {
            return Some("native 'vector.insert' inserts a scalar".into());
        }
    }
    None
}
