//! `vector.transpose` to row moves (when the innermost dimension stays
//! innermost, rows are moved whole) or to per-row element gathers
//! (`vector.extract` of scalars + `vector.from_elements`): MLIR's
//! `TransposeOpLowering` in its element-wise form, which suits the short
//! rows native vectors have.

use super::{add, is_fixed_vector, positions, shape_elem, B};
use ods::ir::Operation;
use ods::rewrite::{PatternRewriter, RewritePatternSet};

/// Adds the transpose lowering.
pub fn populate(set: &mut RewritePatternSet) {
    add(
        set,
        "lower-transpose",
        crate::vector::TransposeOp::NAME,
        lower,
    );
}

fn lower(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let src = rw.operand(op, 0);
    let rt = rw.value_type(rw.result(op, 0));
    if !is_fixed_vector(rw, rt) {
        return false;
    }
    let perm = super::super::verify::dense_attr(rw, op, "permutation");
    let (rshape, elem) = shape_elem(rw, rt);
    // Identity permutations (including the 0-d `[]`) are the source; the
    // folder would do the same, but this run does not fold.
    if perm.iter().enumerate().all(|(i, &p)| i as i64 == p) {
        rw.replace_op(op, &[src]);
        return true;
    }
    let n = rshape.len();
    let mut b = B::new(rw, op);
    let row_ty = b.vec_ty(&[rshape[n - 1]], elem);
    let mut acc = b.poison(rt);
    for q in positions(&rshape[..n - 1]) {
        // Result position r maps to source position s[perm[i]] = r[i].
        let src_pos = |r: &[i64]| {
            let mut s = vec![0i64; n];
            for i in 0..r.len() {
                s[perm[i] as usize] = r[i];
            }
            s
        };
        let row = if perm[n - 1] == n as i64 - 1 {
            let s = src_pos(&q);
            b.extract(src, &s[..n - 1])
        } else {
            let mut elems = Vec::new();
            for k in 0..rshape[n - 1] {
                let mut r = q.clone();
                r.push(k);
                elems.push(b.extract(src, &src_pos(&r)));
            }
            b.elements(&elems, row_ty)
        };
        acc = b.insert(row, acc, &q);
    }
    rw.replace_op(op, &[acc]);
    true
}
