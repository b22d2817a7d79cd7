//! `vector.extract_strided_slice` / `insert_strided_slice` over rows
//! (MLIR's `VectorExtractStridedSliceOpLowering` and
//! `VectorInsertStridedSliceOpSameRankRewritePattern` family): leading
//! dimensions pick rows, the innermost dimension is one `vector.shuffle`;
//! and the ops MLIR 22 removed, to their replacements: `vector.splat` →
//! `vector.broadcast`, `extractelement`/`insertelement` →
//! `vector.extract`/`vector.insert`.

use super::{add, is_fixed_vector, positions, shape_elem, B};
use crate::vector::verify::int_array;
use ods::ir::{Operation, Value};
use ods::opdef::constraint::attrs::dense_array_attr;
use ods::rewrite::{PatternRewriter, RewritePatternSet};

/// Adds the strided-slice and legacy-op lowerings.
pub fn populate(set: &mut RewritePatternSet) {
    add(
        set,
        "lower-extract-strided-slice",
        crate::vector::ExtractStridedSliceOp::NAME,
        extract,
    );
    add(
        set,
        "lower-insert-strided-slice",
        crate::vector::InsertStridedSliceOp::NAME,
        insert,
    );
    add(set, "lower-splat", crate::vector::SplatOp::NAME, splat);
    add(
        set,
        "lower-extractelement",
        crate::vector::ExtractElementOp::NAME,
        extractelement,
    );
    add(
        set,
        "lower-insertelement",
        crate::vector::InsertElementOp::NAME,
        insertelement,
    );
}

fn arr(rw: &PatternRewriter<'_>, op: Operation, name: &str) -> Vec<i64> {
    rw.attr(op, name)
        .map(|a| int_array(rw, a))
        .unwrap_or_default()
}

fn extract(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let src = rw.operand(op, 0);
    let (st, rt) = (rw.value_type(src), rw.value_type(rw.result(op, 0)));
    if !is_fixed_vector(rw, st) {
        return false;
    }
    let (sshape, _) = shape_elem(rw, st);
    let rshape = shape_elem(rw, rt).0;
    let (offs, strides) = (arr(rw, op, "offsets"), arr(rw, op, "strides"));
    let n = sshape.len();
    let k = offs.len();
    let mut b = B::new(rw, op);
    let mut out = if n > 1 { Some(b.poison(rt)) } else { None };
    let mut single = None;
    for q in positions(&rshape[..n - 1]) {
        let p: Vec<i64> = (0..n - 1)
            .map(|i| {
                if i < k {
                    offs[i] + q[i] * strides[i]
                } else {
                    q[i]
                }
            })
            .collect();
        let mut row = if n == 1 { src } else { b.extract(src, &p) };
        if k == n {
            let mask: Vec<i64> = (0..rshape[n - 1])
                .map(|j| offs[n - 1] + j * strides[n - 1])
                .collect();
            row = b.shuffle(row, row, &mask);
        }
        match out {
            Some(o) => out = Some(b.insert(row, o, &q)),
            None => single = Some(row),
        }
    }
    let r = out.or(single).expect("a row");
    rw.replace_op(op, &[r]);
    true
}

fn insert(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let (v, dest) = (rw.operand(op, 0), rw.operand(op, 1));
    let (vt, dt) = (rw.value_type(v), rw.value_type(dest));
    if !is_fixed_vector(rw, dt) {
        return false;
    }
    let vshape = shape_elem(rw, vt).0;
    let dshape = shape_elem(rw, dt).0;
    let (offs, strides) = (arr(rw, op, "offsets"), arr(rw, op, "strides"));
    let (m, n) = (vshape.len(), dshape.len());
    let lead = n - m;
    let mut b = B::new(rw, op);
    let mut out: Value = dest;
    for q in positions(&vshape[..m - 1]) {
        let mut p: Vec<i64> = offs[..lead].to_vec();
        p.extend((0..m - 1).map(|i| offs[lead + i] + q[i] * strides[i]));
        let vrow = if m == 1 { v } else { b.extract(v, &q) };
        let (dl, vl) = (dshape[n - 1], vshape[m - 1]);
        let (off, st) = (offs[n - 1], strides[m - 1]);
        let row = if dl == vl && off == 0 {
            vrow
        } else {
            let drow = if n == 1 { out } else { b.extract(out, &p) };
            let mask: Vec<i64> = (0..dl)
                .map(|t| {
                    let rel = t - off;
                    if rel >= 0 && rel % st == 0 && rel / st < vl {
                        dl + rel / st
                    } else {
                        t
                    }
                })
                .collect();
            b.shuffle(drow, vrow, &mask)
        };
        out = if n == 1 { row } else { b.insert(row, out, &p) };
    }
    rw.replace_op(op, &[out]);
    true
}

fn splat(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let (s, t) = (rw.operand(op, 0), rw.value_type(rw.result(op, 0)));
    let mut b = B::new(rw, op);
    let r = b.broadcast(s, t);
    rw.replace_op(op, &[r]);
    true
}

fn extractelement(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let v = rw.operand(op, 0);
    let t = rw.value_type(rw.result(op, 0));
    let mut b = B::new(rw, op);
    let r = if b.c().num_operands(op) == 1 {
        b.extract(v, &[])
    } else {
        let pos = index_of(&mut b, op, 1);
        let p = dense_array_attr(b.ctx(), 64, &[i64::MIN]);
        b.op1(
            crate::vector::ExtractOp::NAME,
            &[v, pos],
            t,
            &[("static_position", p)],
        )
    };
    rw.replace_op(op, &[r]);
    true
}

fn insertelement(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let (s, v) = (rw.operand(op, 0), rw.operand(op, 1));
    let t = rw.value_type(rw.result(op, 0));
    let mut b = B::new(rw, op);
    let r = if b.c().num_operands(op) == 2 {
        b.insert(s, v, &[])
    } else {
        let pos = index_of(&mut b, op, 2);
        let p = dense_array_attr(b.ctx(), 64, &[i64::MIN]);
        b.op1(
            crate::vector::InsertOp::NAME,
            &[s, v, pos],
            t,
            &[("static_position", p)],
        )
    };
    rw.replace_op(op, &[r]);
    true
}

/// Operand `i` as an `index` (`arith.index_cast` of an integer).
fn index_of(b: &mut B<'_, '_>, op: Operation, i: usize) -> Value {
    let p = b.c().operand(op, i);
    if b.c().is_index(b.c().value_type(p)) {
        return p;
    }
    let it = b.ctx().index_type();
    b.op1(crate::arith::IndexCastOp::NAME, &[p], it, &[])
}
