//! `vector.outerproduct` (MLIR's `OuterProductOpLowering`): row `i` of the
//! result is `broadcast(lhs[i]) * rhs` combined with row `i` of the
//! accumulator — one `vector.fma` for a float `add` (what MLIR emits, and
//! why the result is fused), otherwise a multiplication and the kind's
//! arith op. The 1-D AXPY form (scalar `rhs`) is one such row.

use super::{add, is_fixed_vector, kind, shape_elem, B};
use crate::vector::enums::CombiningKind;
use ods::ir::{Operation, Value};
use ods::rewrite::{PatternRewriter, RewritePatternSet};

/// Adds the outerproduct lowering.
pub fn populate(set: &mut RewritePatternSet) {
    add(
        set,
        "lower-outerproduct",
        crate::vector::OuterProductOp::NAME,
        lower,
    );
}

fn lower(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    if super::is_masked(rw, op) {
        return false;
    }
    let (lhs, rhs) = (rw.operand(op, 0), rw.operand(op, 1));
    let acc = (rw.num_operands(op) > 2).then(|| rw.operand(op, 2));
    let rt = rw.value_type(rw.result(op, 0));
    if !is_fixed_vector(rw, rt) || !is_fixed_vector(rw, rw.value_type(lhs)) {
        return false;
    }
    let (rshape, elem) = shape_elem(rw, rt);
    let float = rw.float_semantics(elem).is_some();
    let k = kind(rw, op);
    let mut b = B::new(rw, op);
    let row = |b: &mut B<'_, '_>, l: Value, r: Value, a: Option<Value>| -> Value {
        match a {
            Some(a) if float && k == CombiningKind::ADD => b.fma(l, r, a),
            Some(a) => {
                let m = b.mul(l, r);
                b.combine(k, m, a)
            }
            None => b.mul(l, r),
        }
    };
    let result = if rshape.len() == 1 {
        // AXPY: lhs * broadcast(rhs) (+ acc).
        let r = b.broadcast(rhs, rt);
        row(&mut b, lhs, r, acc)
    } else {
        let row_ty = b.vec_ty(&rshape[1..], elem);
        let mut out = b.poison(rt);
        for i in 0..rshape[0] {
            let s = b.extract(lhs, &[i]);
            let l = b.broadcast(s, row_ty);
            let a = acc.map(|a| b.extract(a, &[i]));
            let r = row(&mut b, l, rhs, a);
            out = b.insert(r, out, &[i]);
        }
        out
    };
    rw.replace_op(op, &[result]);
    true
}
