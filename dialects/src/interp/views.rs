//! The memref ops that change a descriptor without touching memory
//! (`expand_shape`, `collapse_shape`, `reinterpret_cast`, `transpose`,
//! `extract_strided_metadata`, `rank`), `atomic_rmw` and `alloca_scope`,
//! with the semantics of MLIR's lowering (`--expand-strided-metadata`,
//! `--finalize-memref-to-llvm`): a view shares its source's buffer and
//! aligned pointer, and `reinterpret_cast` offsets are counted from it.

use super::memref::{indices, memref_of, MemRefValue};
use super::{int_of, int_scalar, Exit, InterpError, Interpreter, RtValue};
use crate::arith::eval::{eval_binary, BinaryOp, Flags, Scalar};
use ods::ir::{Operation, TypeKind, DYNAMIC};

/// True for the ops this module runs.
pub(super) fn handles(name: &str) -> bool {
    matches!(
        name,
        crate::memref::ExpandShapeOp::NAME
            | crate::memref::CollapseShapeOp::NAME
            | crate::memref::ReinterpretCastOp::NAME
            | crate::memref::TransposeOp::NAME
            | crate::memref::ExtractStridedMetadataOp::NAME
            | crate::memref::RankOp::NAME
            | crate::memref::AtomicRMWOp::NAME
            | crate::memref::AllocaScopeOp::NAME
            | ods::builtin::UnrealizedConversionCastOp::NAME
    )
}

/// The values of a dense `array<i64: ...>` attribute of `op`.
fn i64_list(it: &Interpreter<'_>, op: Operation, name: &str) -> Result<Vec<i64>, InterpError> {
    it.ctx
        .attr(op, name)
        .and_then(|a| ods::opdef::constraint::attrs::dense_array_values(it.ctx, a))
        .ok_or_else(|| it.undefined(op, format!("no {name}")))
}

/// Static entries with the dynamic ones (`DYNAMIC`) taken in order from
/// `dynamic`.
fn mixed(
    it: &Interpreter<'_>,
    op: Operation,
    statics: &[i64],
    dynamic: &mut std::slice::Iter<'_, RtValue>,
) -> Result<Vec<i64>, InterpError> {
    statics
        .iter()
        .map(|&s| {
            if s == DYNAMIC {
                dynamic
                    .next()
                    .map(int_of)
                    .ok_or_else(|| it.undefined(op, "missing dynamic operand"))
            } else {
                Ok(s)
            }
        })
        .collect()
}

fn index(v: i64) -> RtValue {
    RtValue::scalar(int_scalar(64, v))
}

fn view(src: &MemRefValue, offset: i64, sizes: Vec<i64>, strides: Vec<i64>) -> RtValue {
    RtValue::MemRef(MemRefValue {
        buffer: src.buffer.clone(),
        elem: src.elem,
        vector: src.vector.clone(),
        base: src.base,
        offset,
        sizes,
        strides,
    })
}

/// The static shape of operand `i`'s type (empty if not a ranked memref).
fn static_shape(it: &Interpreter<'_>, op: Operation, i: usize) -> Vec<i64> {
    match it.ctx.type_kind(it.ctx.value_type(it.ctx.operand(op, i))) {
        TypeKind::MemRef { shape, .. } => shape.to_vec(),
        _ => Vec::new(),
    }
}

/// Checks a view's sizes and strides: negative sizes are undefined.
fn check_sizes(it: &Interpreter<'_>, op: Operation, sizes: &[i64]) -> Result<(), InterpError> {
    if let Some(s) = sizes.iter().find(|&&s| s < 0) {
        return Err(it.undefined(op, format!("negative size {s}")));
    }
    Ok(())
}

pub(super) fn exec(
    it: &mut Interpreter<'_>,
    op: Operation,
    name: &str,
    operands: &[RtValue],
) -> Result<Vec<RtValue>, InterpError> {
    let ctx = it.ctx;
    match name {
        crate::memref::ExpandShapeOp::NAME => {
            let src = memref_of(it, op, &operands[0])?;
            let groups = reassociation(it, op);
            let statics = i64_list(it, op, "static_output_shape")?;
            let sizes = mixed(it, op, &statics, &mut operands[1..].iter())?;
            check_sizes(it, op, &sizes)?;
            let mut strides = vec![1i64; sizes.len()];
            for (g, group) in groups.iter().enumerate() {
                let mut stride = *src
                    .strides
                    .get(g)
                    .ok_or_else(|| it.undefined(op, "reassociation out of range"))?;
                let mut product = 1i64;
                for &d in group.iter().rev() {
                    let d = usize::try_from(d)
                        .ok()
                        .filter(|&d| d < sizes.len())
                        .ok_or_else(|| it.undefined(op, "reassociation out of range"))?;
                    strides[d] = stride;
                    stride = stride.wrapping_mul(sizes[d]);
                    product = product.wrapping_mul(sizes[d]);
                }
                if product != src.sizes[g] {
                    return Err(it.undefined(
                        op,
                        format!(
                            "output shape group {g} holds {product} elements, the source dimension {}",
                            src.sizes[g]
                        ),
                    ));
                }
            }
            Ok(vec![view(src, src.offset, sizes, strides)])
        }
        crate::memref::CollapseShapeOp::NAME => {
            let src = memref_of(it, op, &operands[0])?;
            let groups = reassociation(it, op);
            let shape = static_shape(it, op, 0);
            let result_strides =
                crate::memref::layout::strides_and_offset(ctx, ctx.value_type(ctx.result(op, 0)))
                    .map(|(s, _)| s)
                    .unwrap_or_default();
            let mut sizes = Vec::with_capacity(groups.len());
            let mut strides = Vec::with_capacity(groups.len());
            for (g, group) in groups.iter().enumerate() {
                let dims: Vec<usize> = group
                    .iter()
                    .map(|&d| usize::try_from(d).ok().filter(|&d| d < src.sizes.len()))
                    .collect::<Option<_>>()
                    .ok_or_else(|| it.undefined(op, "reassociation out of range"))?;
                sizes.push(dims.iter().map(|&d| src.sizes[d]).product());
                // `getCollapsedStride`: the stride of the last dimension not
                // statically of size 1; for all-unit groups, the result
                // type's stride (or the first dimension's if dynamic).
                let last_valid = dims
                    .iter()
                    .rev()
                    .find(|&&d| shape.get(d) != Some(&1))
                    .map(|&d| src.strides[d]);
                let stride = match last_valid {
                    Some(s) => s,
                    None => match result_strides.get(g) {
                        Some(&s) if s != DYNAMIC => s,
                        _ => dims.first().map_or(1, |&d| src.strides[d]),
                    },
                };
                strides.push(stride);
            }
            Ok(vec![view(src, src.offset, sizes, strides)])
        }
        ods::builtin::UnrealizedConversionCastOp::NAME => {
            // the vector lowering's view of a memref of wide vectors as k
            // register-sized pieces (`memref<...xvector<NxE>>` as
            // `memref<...xkxvector<(N/k)xE>>`): the same bytes
            let src = memref_of(it, op, &operands[0])?;
            let rt = ctx.value_type(ctx.result(op, 0));
            let (shape, piece) = match ctx.type_kind(rt) {
                TypeKind::MemRef { shape, elem, .. } => (shape.to_vec(), *elem),
                _ => return Err(InterpError::Unsupported(name.into())),
            };
            let lanes = match ctx.type_kind(piece) {
                TypeKind::Vector { shape, .. } if shape.len() == 1 => shape[0],
                _ => return Err(InterpError::Unsupported(name.into())),
            };
            let n = match src.vector.as_slice() {
                [n] => *n,
                _ => return Err(InterpError::Unsupported(name.into())),
            };
            let k = n.checked_div(lanes).unwrap_or(0);
            if k < 2
                || n != k * lanes
                || shape.len() != src.sizes.len() + 1
                || shape.last() != Some(&k)
                || super::memref::element_bytes(src.elem, &src.vector)
                    != k as usize * super::memref::element_bytes(src.elem, &[lanes])
            {
                return Err(InterpError::Unsupported(name.into()));
            }
            let mut sizes = src.sizes.clone();
            sizes.push(k);
            let mut strides: Vec<i64> = src.strides.iter().map(|s| s * k).collect();
            strides.push(1);
            let mut v = src.clone();
            v.vector = vec![lanes];
            v.offset = src.offset * k;
            v.sizes = sizes;
            v.strides = strides;
            Ok(vec![RtValue::MemRef(v)])
        }
        crate::memref::ReinterpretCastOp::NAME => {
            let src = memref_of(it, op, &operands[0])?;
            let mut dynamic = operands[1..].iter();
            let offsets = mixed(it, op, &i64_list(it, op, "static_offsets")?, &mut dynamic)?;
            let sizes = mixed(it, op, &i64_list(it, op, "static_sizes")?, &mut dynamic)?;
            let strides = mixed(it, op, &i64_list(it, op, "static_strides")?, &mut dynamic)?;
            check_sizes(it, op, &sizes)?;
            let offset = offsets.first().copied().unwrap_or(0);
            Ok(vec![view(src, offset, sizes, strides)])
        }
        crate::memref::TransposeOp::NAME => {
            let src = memref_of(it, op, &operands[0])?;
            let Some(ods::ir::AttrKind::AffineMap(map)) =
                ctx.attr(op, "permutation").map(|a| ctx.attr_kind(a))
            else {
                return Err(it.undefined(op, "no permutation"));
            };
            let n = map.data(ctx.affine()).results.len();
            let order: Vec<usize> = (0..n)
                .map(|i| map.dim_position(ctx.affine(), i) as usize)
                .collect();
            if order.iter().any(|&d| d >= src.sizes.len()) {
                return Err(it.undefined(op, "permutation out of range"));
            }
            let sizes = order.iter().map(|&d| src.sizes[d]).collect();
            let strides = order.iter().map(|&d| src.strides[d]).collect();
            Ok(vec![view(src, src.offset, sizes, strides)])
        }
        crate::memref::ExtractStridedMetadataOp::NAME => {
            let src = memref_of(it, op, &operands[0])?;
            let mut out = vec![view(src, 0, Vec::new(), Vec::new()), index(src.offset)];
            out.extend(src.sizes.iter().map(|&s| index(s)));
            out.extend(src.strides.iter().map(|&s| index(s)));
            Ok(out)
        }
        crate::memref::RankOp::NAME => {
            let src = memref_of(it, op, &operands[0])?;
            Ok(vec![index(src.sizes.len() as i64)])
        }
        crate::memref::AtomicRMWOp::NAME => {
            let m = memref_of(it, op, &operands[1])?;
            let idx = indices(&operands[2..]);
            let value = operands[0]
                .data()
                .and_then(|d| d.first())
                .cloned()
                .unwrap_or(Scalar::Poison);
            let old = m
                .load(&idx)
                .ok_or_else(|| it.undefined(op, format!("out-of-bounds access at {idx:?}")))?;
            let kind = ctx
                .attr(op, "kind")
                .and_then(|a| crate::arith::eval::enum_value(ctx, a))
                .ok_or_else(|| it.undefined(op, "no kind"))?;
            let new = match atomic_op(kind) {
                None => return Err(it.undefined(op, format!("unknown kind {kind}"))),
                Some(None) => value,
                Some(Some(bin)) => eval_binary(bin, &old, &value, Flags::default())
                    .map_err(|u| it.undefined(op, u.to_string()))?,
            };
            m.store(&idx, new)
                .ok_or_else(|| it.undefined(op, format!("out-of-bounds access at {idx:?}")))?;
            Ok(vec![RtValue::scalar(old)])
        }
        crate::memref::AllocaScopeOp::NAME => {
            let Exit::Yield(v) = it.run_region(ctx.region(op, 0), vec![])?;
            Ok(v)
        }
        _ => Err(InterpError::Unsupported(name.into())),
    }
}

/// The arith operation of an `AtomicRMWKind` value (`Some(None)`:
/// `assign`; `None`: not a kind).
fn atomic_op(kind: u64) -> Option<Option<BinaryOp>> {
    use crate::arith::enums::AtomicRMWKind as K;
    use ods::opdef::enums::EnumValue;
    Some(Some(match K::from_bits(kind)? {
        K::addf => BinaryOp::AddF,
        K::addi => BinaryOp::AddI,
        K::andi => BinaryOp::AndI,
        K::assign => return Some(None),
        K::maximumf => BinaryOp::MaximumF,
        K::maxnumf => BinaryOp::MaxNumF,
        K::maxs => BinaryOp::MaxSI,
        K::maxu => BinaryOp::MaxUI,
        K::minimumf => BinaryOp::MinimumF,
        K::minnumf => BinaryOp::MinNumF,
        K::mins => BinaryOp::MinSI,
        K::minu => BinaryOp::MinUI,
        K::mulf => BinaryOp::MulF,
        K::muli => BinaryOp::MulI,
        K::ori => BinaryOp::OrI,
        K::xori => BinaryOp::XOrI,
    }))
}

/// The reassociation groups of a reshape.
fn reassociation(it: &Interpreter<'_>, op: Operation) -> Vec<Vec<i64>> {
    it.ctx
        .attr(op, "reassociation")
        .map(|a| crate::memref::constraints::index_lists(it.ctx, a))
        .unwrap_or_default()
}
