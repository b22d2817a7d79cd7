//! `vector.contract` with any indexing maps and iterator types (MLIR's
//! `ContractionOpLowering` family, in its outer-product form): for each
//! point of the reduction dimensions, in row-major order, every row of the
//! accumulator becomes `fma(L, R, acc)` (a float `add`) or
//! `combine(acc, L * R)` (other kinds), where `L` and `R` are the operand
//! elements of that row: a whole operand row when the operand's innermost
//! dimension is the row's dimension, a broadcast scalar when the operand
//! does not depend on it, gathered elements otherwise. This is the order
//! MLIR's lowering through `vector.outerproduct` accumulates in, one fused
//! multiply-add per step, which the interpreter reproduces.
//!
//! A scalar accumulator (a dot product) is `L * R` and an ordered
//! `vector.reduction` into it, as MLIR lowers it (products rounded, not
//! fused); under a mask it steps through `vector<1xT>` values instead.

use super::{add, is_fixed_vector, kind, positions, shape_elem, B};
use crate::vector::enums::CombiningKind;
use ods::affine::AffineExprKind;
use ods::ir::{Operation, Type, Value};
use ods::rewrite::{PatternRewriter, RewritePatternSet};

/// Adds the contraction lowering.
pub fn populate(set: &mut RewritePatternSet) {
    add(
        set,
        "lower-contract",
        crate::vector::ContractionOp::NAME,
        lower,
    );
}

fn lower(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    if super::is_masked(rw, op) {
        return false; // the mask lowering handles it
    }
    match lower_contract(rw, op, op, None) {
        Some(r) => {
            rw.replace_op(op, &[r]);
            true
        }
        None => false,
    }
}

/// The lowered value of contraction `op`, built before `anchor`; `mask` (over
/// the iteration space) keeps the accumulator where an iteration point is
/// off. `None` (and no IR change) for what this lowering does not handle.
pub(crate) fn lower_contract(
    rw: &mut PatternRewriter<'_>,
    op: Operation,
    anchor: Operation,
    mask: Option<Value>,
) -> Option<Value> {
    let (lhs, rhs, acc) = (rw.operand(op, 0), rw.operand(op, 1), rw.operand(op, 2));
    let types: Vec<Type> = [lhs, rhs].iter().map(|&v| rw.value_type(v)).collect();
    if types.iter().any(|&t| !is_fixed_vector(rw, t)) {
        return None;
    }
    let at = rw.value_type(acc);
    let acc_vec = super::super::verify::vector_parts(rw, at).is_some();
    if acc_vec && !is_fixed_vector(rw, at) {
        return None;
    }
    let (lshape, lelem) = shape_elem(rw, types[0]);
    let (rshape, relem) = shape_elem(rw, types[1]);
    let (ashape, elem) = shape_elem(rw, at);
    // Narrower operands are promoted to the accumulator's element type
    // (`arith.extsi` / `arith.extf`, MLIR's `promote`).
    let promotion = |e: Type| -> Option<Option<&'static str>> {
        if e == elem {
            return Some(None);
        }
        let (fe, fa) = (
            rw.float_semantics(e).is_some(),
            rw.float_semantics(elem).is_some(),
        );
        let (we, wa) = (
            rw.int_or_float_bit_width(e)?,
            rw.int_or_float_bit_width(elem)?,
        );
        match (fe, fa) {
            (true, true) if we < wa => Some(Some(crate::arith::ExtFOp::NAME)),
            (false, false) if we < wa && !rw.is_index(e) => Some(Some(crate::arith::ExtSIOp::NAME)),
            _ => None,
        }
    };
    let (lext, rext) = (promotion(lelem)?, promotion(relem)?);
    let maps = super::super::verify::indexing_maps(rw, op);
    if maps.len() != 3 {
        return None;
    }
    let actx = rw.affine();
    let mut dims: Vec<Vec<usize>> = Vec::new();
    for m in &maps {
        let mut ds = Vec::new();
        for e in m.results(actx) {
            match e.kind(actx) {
                AffineExprKind::Dim(d) => ds.push(d as usize),
                _ => return None,
            }
        }
        dims.push(ds);
    }
    let ndims = maps[0].num_dims(actx) as usize;
    let mut extent = vec![1i64; ndims];
    for (ds, s) in dims.iter().zip([&lshape, &rshape, &ashape]) {
        for (j, &d) in ds.iter().enumerate() {
            extent[d] = s[j];
        }
    }
    let reds: Vec<usize> = (0..ndims).filter(|d| !dims[2].contains(d)).collect();
    let red_shape: Vec<i64> = reds.iter().map(|&d| extent[d]).collect();
    let float = rw.float_semantics(elem).is_some();
    let k = kind(rw, op);
    let mut b = B::new(rw, anchor);
    let na = ashape.len();
    if na == 0 && mask.is_none() {
        // A scalar accumulator: `vector.reduction <kind>, L * R, acc` along
        // the innermost reduction dimension, as MLIR lowers it (for floats
        // too: the products are rounded, then added in order, not fused).
        let d = *reds.last()?;
        let len = extent[d];
        let (lt, rt, pt) = (
            b.vec_ty(&[len], lelem),
            b.vec_ty(&[len], relem),
            b.vec_ty(&[len], elem),
        );
        let kattr = b.c().attr(op, "kind")?;
        let mut r = acc;
        for rp in positions(&red_shape[..red_shape.len() - 1]) {
            let mut p = vec![0i64; ndims];
            for (j, &dd) in reds.iter().enumerate().take(rp.len()) {
                p[dd] = rp[j];
            }
            let mut l = operand_row(&mut b, lhs, &dims[0], &p, Some(d), len, lt);
            let mut rr = operand_row(&mut b, rhs, &dims[1], &p, Some(d), len, rt);
            if let Some(ext) = lext {
                l = b.op1(ext, &[l], pt, &[]);
            }
            if let Some(ext) = rext {
                rr = b.op1(ext, &[rr], pt, &[]);
            }
            let m = b.mul(l, rr);
            r = b.op1(
                crate::vector::ReductionOp::NAME,
                &[m, r],
                elem,
                &[("kind", kattr)],
            );
        }
        return Some(r);
    }
    // The accumulator rows (one scalar-as-vector<1xT> for a scalar acc).
    let row_len = if na == 0 { 1 } else { ashape[na - 1] };
    let row_ty = b.vec_ty(&[row_len], elem);
    let lead: Vec<Vec<i64>> = if na == 0 {
        vec![vec![]]
    } else {
        positions(&ashape[..na - 1])
    };
    let mut rows: Vec<Value> = lead
        .iter()
        .map(|q| {
            if na == 0 {
                b.broadcast(acc, row_ty)
            } else if na == 1 {
                acc
            } else {
                b.extract(acc, q)
            }
        })
        .collect();
    let row_dim = (na > 0).then(|| dims[2][na - 1]);
    for rp in positions(&red_shape) {
        for (qi, q) in lead.iter().enumerate() {
            // The iteration point with the row's dimension at 0.
            let mut p = vec![0i64; ndims];
            for (j, &d) in dims[2].iter().enumerate().take(q.len()) {
                p[d] = q[j];
            }
            for (j, &d) in reds.iter().enumerate() {
                p[d] = rp[j];
            }
            let lrow_ty = b.vec_ty(&[row_len], lelem);
            let rrow_ty = b.vec_ty(&[row_len], relem);
            let mut l = operand_row(&mut b, lhs, &dims[0], &p, row_dim, row_len, lrow_ty);
            let mut r = operand_row(&mut b, rhs, &dims[1], &p, row_dim, row_len, rrow_ty);
            if let Some(ext) = lext {
                l = b.op1(ext, &[l], row_ty, &[]);
            }
            if let Some(ext) = rext {
                r = b.op1(ext, &[r], row_ty, &[]);
            }
            let a = rows[qi];
            // (a scalar accumulator adds the rounded product, as unmasked)
            let new = if float && k == CombiningKind::ADD && na > 0 {
                b.fma(l, r, a)
            } else {
                let m = b.mul(l, r);
                b.combine(k, a, m)
            };
            rows[qi] = match mask {
                Some(mk) => {
                    // The mask is indexed by the iteration point itself.
                    let all: Vec<usize> = (0..ndims).collect();
                    let i1 = b.ctx().int_type(1);
                    let mrow_ty = b.vec_ty(&[row_len], i1);
                    let m = if row_dim.is_none() {
                        let s = b.extract(mk, &p);
                        b.broadcast(s, mrow_ty)
                    } else {
                        operand_row(&mut b, mk, &all, &p, row_dim, row_len, mrow_ty)
                    };
                    b.select(m, new, a)
                }
                None => new,
            };
        }
    }
    let result = if na == 0 {
        b.extract(rows[0], &[0])
    } else if na == 1 {
        rows[0]
    } else {
        let mut out = b.poison(at);
        for (q, r) in lead.iter().zip(rows) {
            out = b.insert(r, out, q);
        }
        out
    };
    Some(result)
}

/// The elements of operand `v` (indexed by `ds`) along the row through
/// iteration point `p` (varying dimension `row_dim`).
fn operand_row(
    b: &mut B<'_, '_>,
    v: Value,
    ds: &[usize],
    p: &[i64],
    row_dim: Option<usize>,
    row_len: i64,
    row_ty: Type,
) -> Value {
    let idx = |p: &[i64]| -> Vec<i64> { ds.iter().map(|&d| p[d]).collect() };
    match row_dim {
        Some(rd) if ds.last() == Some(&rd) => {
            let i = idx(p);
            if i.len() == 1 {
                v
            } else {
                b.extract(v, &i[..i.len() - 1])
            }
        }
        Some(rd) if ds.contains(&rd) => {
            let mut elems = Vec::new();
            let mut pp = p.to_vec();
            for k in 0..row_len {
                pp[rd] = k;
                elems.push(b.extract(v, &idx(&pp)));
            }
            b.elements(&elems, row_ty)
        }
        _ => {
            let s = b.extract(v, &idx(p));
            b.broadcast(s, row_ty)
        }
    }
}
