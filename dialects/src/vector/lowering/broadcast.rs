//! `vector.broadcast` to native form (MLIR's `BroadcastOpLowering`): the
//! JIT only broadcasts a scalar to a 1-D vector. An n-D result is built row
//! by row: each row is a 1-D broadcast of a scalar (a scalar source, or a
//! source whose last dimension stretches from 1) or the matching row of the
//! source (leading source dimensions of size 1 stretch by reading row 0).

use super::{add, is_fixed_vector, positions, shape_elem, B};
use ods::ir::Operation;
use ods::rewrite::{PatternRewriter, RewritePatternSet};

/// Adds the broadcast lowering.
pub fn populate(set: &mut RewritePatternSet) {
    add(
        set,
        "lower-broadcast",
        crate::vector::BroadcastOp::NAME,
        lower,
    );
}

fn lower(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let src = rw.operand(op, 0);
    let (st, rt) = (rw.value_type(src), rw.value_type(rw.result(op, 0)));
    if !is_fixed_vector(rw, rt) {
        return false;
    }
    let (rshape, elem) = shape_elem(rw, rt);
    let src_vec = super::super::verify::vector_parts(rw, st).is_some();
    if !src_vec && rshape.len() <= 1 {
        return false; // already native
    }
    if src_vec && !is_fixed_vector(rw, st) {
        return false;
    }
    let sshape = shape_elem(rw, st).0;
    if src_vec && sshape == rshape {
        rw.replace_op(op, &[src]);
        return true;
    }
    let n = rshape.len();
    let last = rshape[n - 1];
    let mut b = B::new(rw, op);
    let row_ty = b.vec_ty(&[last], elem);
    let k = sshape.len();
    let mut rows = Vec::new();
    let lead = &rshape[..n - 1];
    for q in positions(lead) {
        let row = if !src_vec {
            b.broadcast(src, row_ty)
        } else if k == 0 {
            // A 0-D source: its one element.
            let s = b.extract(src, &[]);
            b.broadcast(s, row_ty)
        } else {
            // Source dimension j is result dimension n - k + j.
            let mut spos = Vec::new();
            for (j, &sd) in sshape.iter().enumerate().take(k.saturating_sub(1)) {
                spos.push(if sd == 1 { 0 } else { q[n - k + j] });
            }
            if sshape[k - 1] == 1 && last != 1 {
                spos.push(0);
                let s = b.extract(src, &spos);
                b.broadcast(s, row_ty)
            } else if spos.is_empty() {
                src
            } else {
                b.extract(src, &spos)
            }
        };
        rows.push((q, row));
    }
    let result = if n == 1 {
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
