//! `vector.multi_reduction` (MLIR's `MultiDimReductionOp` lowerings): each
//! result element combines the accumulator with the reduced elements in
//! row-major order of the reduction dimensions (MLIR's and the
//! interpreter's order). When the innermost dimension is kept, whole rows
//! combine elementwise (`arith` on 1-D rows, MLIR's inner-parallel form);
//! when it is reduced, each row folds into the running scalar with
//! `vector.reduction` and its accumulator operand (the inner-reduction
//! form).

use super::{add, is_fixed_vector, kind, positions, shape_elem, B};
use ods::ir::{Operation, Value};
use ods::rewrite::{PatternRewriter, RewritePatternSet};

/// Adds the multi_reduction lowering.
pub fn populate(set: &mut RewritePatternSet) {
    add(
        set,
        "lower-multi-reduction",
        crate::vector::MultiDimReductionOp::NAME,
        lower,
    );
}

fn lower(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    if super::is_masked(rw, op) {
        return false;
    }
    let (src, acc) = (rw.operand(op, 0), rw.operand(op, 1));
    let st = rw.value_type(src);
    if !is_fixed_vector(rw, st) {
        return false;
    }
    let (sshape, elem) = shape_elem(rw, st);
    let n = sshape.len();
    let red = super::super::verify::dense_attr(rw, op, "reduction_dims");
    let is_red = |d: usize| red.contains(&(d as i64));
    let kept: Vec<usize> = (0..n).filter(|&d| !is_red(d)).collect();
    let reds: Vec<usize> = (0..n).filter(|&d| is_red(d)).collect();
    let k = kind(rw, op);
    let rt = rw.value_type(rw.result(op, 0));
    let mut b = B::new(rw, op);
    let red_shape: Vec<i64> = reds.iter().map(|&d| sshape[d]).collect();
    let full = |kp: &[i64], rp: &[i64]| -> Vec<i64> {
        let mut p = vec![0i64; n];
        for (i, &d) in kept.iter().enumerate() {
            p[d] = kp[i];
        }
        for (i, &d) in reds.iter().enumerate() {
            p[d] = rp[i];
        }
        p
    };
    let result = if !is_red(n - 1) {
        // Inner parallel: rows of the source combine into rows of the result.
        let kshape: Vec<i64> = kept.iter().map(|&d| sshape[d]).collect();
        let kl = kshape.len();
        let mut out = if kl == 1 { None } else { Some(acc) };
        let mut single = None;
        for q in positions(&kshape[..kl - 1]) {
            let mut r = if kl == 1 { acc } else { b.extract(acc, &q) };
            for rp in positions(&red_shape) {
                let mut qq = q.clone();
                qq.push(0);
                let p = full(&qq, &rp);
                let row = b.extract(src, &p[..n - 1]);
                r = b.combine(k, r, row);
            }
            match out {
                Some(o) => out = Some(b.insert(r, o, &q)),
                None => single = Some(r),
            }
        }
        match out {
            Some(o) => o,
            None => single.expect("a row"),
        }
    } else {
        // Inner reduction: each result element folds its rows in order.
        let kshape: Vec<i64> = kept.iter().map(|&d| sshape[d]).collect();
        let lead_red = &red_shape[..red_shape.len() - 1];
        let kattr = rw_kind_attr(&mut b, op);
        let mut elems: Vec<(Vec<i64>, Value)> = Vec::new();
        for q in positions(&kshape) {
            let mut r = if kshape.is_empty() {
                acc
            } else {
                b.extract(acc, &q)
            };
            for rp in positions(lead_red) {
                let mut rr = rp.clone();
                rr.push(0);
                let p = full(&q, &rr);
                let row = if n == 1 {
                    src
                } else {
                    b.extract(src, &p[..n - 1])
                };
                r = b.op1(
                    crate::vector::ReductionOp::NAME,
                    &[row, r],
                    elem,
                    &[("kind", kattr)],
                );
            }
            elems.push((q, r));
        }
        if kshape.is_empty() {
            elems[0].1
        } else {
            let last = kshape[kshape.len() - 1];
            let row_ty = b.vec_ty(&[last], elem);
            let mut out = if kshape.len() > 1 {
                Some(b.poison(rt))
            } else {
                None
            };
            let mut single = None;
            for chunk in elems.chunks(last as usize) {
                let vals: Vec<Value> = chunk.iter().map(|e| e.1).collect();
                let row = b.elements(&vals, row_ty);
                let q = &chunk[0].0[..kshape.len() - 1];
                match out {
                    Some(o) => out = Some(b.insert(row, o, q)),
                    None => single = Some(row),
                }
            }
            out.or(single).expect("a row")
        }
    };
    rw.replace_op(op, &[result]);
    true
}

fn rw_kind_attr(b: &mut B<'_, '_>, op: Operation) -> ods::ir::Attribute {
    b.c().attr(op, "kind").expect("kind")
}
