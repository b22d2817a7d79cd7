//! `vector.scan` to slices and arith, as MLIR's `ScanToArithOps`
//! (`populateVectorScanLoweringPatterns`): for each index `i` of the
//! reduction dimension, slice `i` (`vector.extract_strided_slice`) is
//! combined with the previous output — an inclusive scan with slice `i`, an
//! exclusive one with slice `i - 1` — and inserted into the result
//! (`vector.insert_strided_slice`); output 0 is slice 0 (inclusive) or the
//! initial value (exclusive: an inclusive scan ignores the initial value,
//! as MLIR's lowering does). The accumulated value is the last output.
//! The slices, shape casts and n-D arith are then lowered by the other
//! groups.

use super::{add, is_fixed_vector, kind, shape_elem, B};
use ods::ir::{AttrKind, Operation, Value};
use ods::rewrite::{PatternRewriter, RewritePatternSet};
use ods::support::apint::APInt;

/// Adds the scan lowering.
pub fn populate(set: &mut RewritePatternSet) {
    add(set, "lower-scan", crate::vector::ScanOp::NAME, lower);
}

/// `[v, …]` as an `I64ArrayAttr`.
fn i64_array(b: &mut B<'_, '_>, v: &[i64]) -> ods::ir::Attribute {
    let t = b.ctx().int_type(64);
    let elems: Vec<_> = v
        .iter()
        .map(|&x| b.ctx().integer_attr(t, APInt::from_i64(64, x)))
        .collect();
    b.ctx().array_attr(&elems)
}

fn lower(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let (src, init) = (rw.operand(op, 0), rw.operand(op, 1));
    let (src_ty, init_ty) = (rw.value_type(src), rw.value_type(init));
    if !is_fixed_vector(rw, src_ty) {
        return false;
    }
    let (shape, elem) = shape_elem(rw, src_ty);
    let dim = match rw.attr(op, "reduction_dim").map(|a| rw.attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) => value.sext_u64() as usize,
        _ => return false,
    };
    if dim >= shape.len() {
        return false;
    }
    let inclusive = matches!(
        rw.attr(op, "inclusive").map(|a| rw.attr_kind(a)),
        Some(AttrKind::Integer { value, .. }) if !value.is_zero()
    );
    let init_rank = shape_elem(rw, init_ty).0.len();
    let k = kind(rw, op);
    let mut b = B::new(rw, op);
    let mut sizes = shape.to_vec();
    sizes[dim] = 1;
    let slice_ty = b.vec_ty(&sizes, elem);
    let ones = vec![1i64; shape.len()];
    let (sizes_a, strides_a) = (i64_array(&mut b, &sizes), i64_array(&mut b, &ones));
    let mut result = b.poison(src_ty);
    let (mut last_out, mut last_in): (Option<Value>, Option<Value>) = (None, None);
    for i in 0..shape[dim] {
        let mut offsets = vec![0i64; shape.len()];
        offsets[dim] = i;
        let offsets_a = i64_array(&mut b, &offsets);
        let input = b.op1(
            crate::vector::ExtractStridedSliceOp::NAME,
            &[src],
            slice_ty,
            &[
                ("offsets", offsets_a),
                ("sizes", sizes_a),
                ("strides", strides_a),
            ],
        );
        let output = match (last_out, last_in) {
            (Some(lo), Some(li)) => b.combine(k, lo, if inclusive { input } else { li }),
            _ if inclusive => input,
            // (a 0-D initial value: shape_cast does not take 0-D vectors)
            _ if init_rank == 0 => b.broadcast(init, slice_ty),
            _ => b.op1(crate::vector::ShapeCastOp::NAME, &[init], slice_ty, &[]),
        };
        result = b.op1(
            crate::vector::InsertStridedSliceOp::NAME,
            &[output, result],
            src_ty,
            &[("offsets", offsets_a), ("strides", strides_a)],
        );
        last_out = Some(output);
        last_in = Some(input);
    }
    let Some(last) = last_out else {
        return false;
    };
    let acc = if init_rank == 0 {
        let v = b.extract(last, &[0]);
        b.broadcast(v, init_ty)
    } else {
        b.op1(crate::vector::ShapeCastOp::NAME, &[last], init_ty, &[])
    };
    rw.replace_op(op, &[result, acc]);
    true
}
