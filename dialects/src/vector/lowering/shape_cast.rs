//! `vector.shape_cast` over rows (MLIR's `ShapeCastOpLowering` family):
//! row-major order is kept, so a result row is a source row (same row
//! length), a slice of one (`vector.shuffle` of the row), a concatenation
//! of whole rows (a chain of `vector.shuffle`s), or else gathered element by
//! element.

use super::{add, is_fixed_vector, positions, shape_elem, B};
use ods::ir::{Operation, Value};
use ods::rewrite::{PatternRewriter, RewritePatternSet};

/// Adds the shape_cast lowering.
pub fn populate(set: &mut RewritePatternSet) {
    add(
        set,
        "lower-shape-cast",
        crate::vector::ShapeCastOp::NAME,
        lower,
    );
}

fn lower(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let src = rw.operand(op, 0);
    let (st, rt) = (rw.value_type(src), rw.value_type(rw.result(op, 0)));
    if !is_fixed_vector(rw, rt) || !is_fixed_vector(rw, st) {
        return false;
    }
    let (sshape, elem) = shape_elem(rw, st);
    let rshape = shape_elem(rw, rt).0;
    if sshape.is_empty() || rshape.is_empty() {
        // One element: extract it and broadcast it to the result.
        let mut b = B::new(rw, op);
        let s = b.extract(src, &vec![0; sshape.len()]);
        let r = b.broadcast(s, rt);
        rw.replace_op(op, &[r]);
        return true;
    }
    if sshape == rshape {
        rw.replace_op(op, &[src]);
        return true;
    }
    let (ls, ld) = (sshape[sshape.len() - 1], rshape[rshape.len() - 1]);
    let mut b = B::new(rw, op);
    let row_ty = b.vec_ty(&[ld], elem);
    let srow_lead = &sshape[..sshape.len() - 1];
    let src_rows = positions(srow_lead);
    let mut cache: Vec<Option<Value>> = vec![None; src_rows.len()];
    let mut src_row = |b: &mut B<'_, '_>, i: usize| -> Value {
        if let Some(v) = cache[i] {
            return v;
        }
        let v = if sshape.len() == 1 {
            src
        } else {
            b.extract(src, &src_rows[i])
        };
        cache[i] = Some(v);
        v
    };
    let mut rows = Vec::new();
    for (ri, q) in positions(&rshape[..rshape.len() - 1])
        .into_iter()
        .enumerate()
    {
        let start = ri as i64 * ld; // flat offset of the row
        let row = if ls == ld {
            src_row(&mut b, ri)
        } else if ls % ld == 0 {
            let r = src_row(&mut b, (start / ls) as usize);
            let off = start % ls;
            let mask: Vec<i64> = (off..off + ld).collect();
            b.shuffle(r, r, &mask)
        } else if ld % ls == 0 {
            let first = (start / ls) as usize;
            let mut acc = src_row(&mut b, first);
            for j in 1..(ld / ls) as usize {
                let next = src_row(&mut b, first + j);
                let mask: Vec<i64> = (0..ls * (j as i64 + 1)).collect();
                acc = b.shuffle(acc, next, &mask);
            }
            acc
        } else {
            let mut elems = Vec::new();
            for k in 0..ld {
                let f = start + k;
                let r = src_row(&mut b, (f / ls) as usize);
                elems.push(b.extract(r, &[f % ls]));
            }
            b.elements(&elems, row_ty)
        };
        rows.push((q, row));
    }
    let result = if rshape.len() == 1 {
        rows[0].1
    } else {
        let mut acc = b.poison(rt);
        for (q, row) in rows {
            acc = b.insert(row, acc, &q);
        }
        acc
    };
    rw.replace_op(op, &[result]);
    true
}
