//! Masks to native form:
//!
//! * `vector.mask %m { transfer }` → the transfer with `%m` as its mask
//!   operand (MLIR's `MaskOpRewritePattern` for transfers), a pass-through
//!   value selected where the mask is off;
//! * `vector.mask %m { reduction / multi_reduction }` → the op on
//!   `select(%m, source, neutral)`, the kind's neutral element in the
//!   masked-off lanes (exact: `x op neutral == x`, NaN accumulators of
//!   `maxnumf`/`minnumf` aside);
//! * `vector.mask %m { outerproduct }` (with an accumulator) →
//!   `select(%m, outerproduct, acc)`;
//! * `vector.mask %m { contract }` (the mask over the iteration space) → the
//!   contraction lowering with the mask, each step a `select` keeping the
//!   accumulator where the iteration point is masked off;
//! * n-D `vector.create_mask` → 1-D rows: row `q` is
//!   `create_mask(all(q[i] < bound[i]) ? bound[last] : 0)`
//!   (MLIR's `CreateMaskOpLowering`);
//! * n-D `vector.constant_mask` → a dense `arith.constant`.

use super::{add, is_fixed_vector, positions, shape_elem, B};
use crate::arith::eval::Scalar;
use crate::vector::enums::CombiningKind;
use ods::ir::{Context, Operation, Type, Value};
use ods::opdef::constraint::attrs::dense_array_attr;
use ods::rewrite::{PatternRewriter, RewritePatternSet};
use ods::support::apfloat::APFloat;
use ods::support::apint::APInt;

/// Adds the mask lowerings.
pub fn populate(set: &mut RewritePatternSet) {
    add(
        set,
        "lower-mask-region",
        crate::vector::MaskOp::NAME,
        lower_mask,
    );
    add(
        set,
        "lower-create-mask",
        crate::vector::CreateMaskOp::NAME,
        lower_create_mask,
    );
    add(
        set,
        "lower-constant-mask",
        crate::vector::ConstantMaskOp::NAME,
        lower_constant_mask,
    );
}

fn lower_mask(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let body = rw.region(op, 0);
    let Some(block) = rw.region_entry(body) else {
        return false;
    };
    let ops = rw.block_ops(block);
    let mask = rw.operand(op, 0);
    let passthru = (rw.num_operands(op) > 1).then(|| rw.operand(op, 1));
    if ops.len() == 1 {
        // Nothing masked: the yielded values pass through.
        let vals: Vec<Value> = rw.operands(ops[0]).collect();
        rw.replace_op(op, &vals);
        return true;
    }
    if ops.len() != 2 {
        return false;
    }
    let inner = ops[0];
    let read = rw.isa::<crate::vector::TransferReadOp>(inner);
    let write = rw.isa::<crate::vector::TransferWriteOp>(inner);
    if !(read || write) {
        return lower_masked_compute(op, inner, mask, passthru, rw);
    }
    if !(read || write)
        || crate::vector::fold::transfer_operands(rw, inner)
            .mask
            .is_some()
    {
        return false;
    }
    let yielded: Vec<Value> = rw.operands(ops[1]).collect();
    let n_idx = crate::vector::fold::transfer_operands(rw, inner)
        .indices
        .len() as i64;
    rw.move_op_before(inner, op);
    let segs = if read {
        [1, n_idx, 1, 1]
    } else {
        [1, 1, n_idx, 1]
    };
    rw.modify_op_in_place(inner, |ctx| {
        let mut operands: Vec<Value> = ctx.operands(inner).collect();
        operands.push(mask);
        ctx.set_operands(inner, &operands);
        let a = dense_array_attr(ctx, 32, &segs);
        ctx.set_attr(inner, ods::opdef::OPERAND_SEGMENT_SIZES, a);
    });
    let mut results = yielded;
    if let (Some(p), true) = (passthru, read) {
        let mut b = B::new(rw, op);
        results[0] = b.select(mask, results[0], p);
    }
    rw.replace_op(op, &results);
    true
}

fn lower_create_mask(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let rt = rw.value_type(rw.result(op, 0));
    if !is_fixed_vector(rw, rt) {
        return false;
    }
    let (shape, elem) = shape_elem(rw, rt);
    let n = shape.len();
    if n <= 1 {
        return false;
    }
    let bounds: Vec<Value> = rw.operands(op).collect();
    let mut b = B::new(rw, op);
    let row_ty = b.vec_ty(&shape[n - 1..], elem);
    let _ = row_ty;
    let mut out = b.poison(rt);
    for q in positions(&shape[..n - 1]) {
        let mut cond = None;
        for (i, &qi) in q.iter().enumerate() {
            let c = b.index(qi);
            let lt = b.slt(c, bounds[i]);
            cond = Some(match cond {
                Some(a) => b.binary(crate::arith::AndIOp::NAME, a, lt),
                None => lt,
            });
        }
        let z = b.index(0);
        let nvalid = b.select(cond.expect("n > 1"), bounds[n - 1], z);
        let row = b.create_mask(nvalid, shape[n - 1]);
        out = b.insert(row, out, &q);
    }
    rw.replace_op(op, &[out]);
    true
}

fn lower_constant_mask(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let rt = rw.value_type(rw.result(op, 0));
    if !is_fixed_vector(rw, rt) {
        return false;
    }
    let shape = shape_elem(rw, rt).0;
    if shape.len() <= 1 {
        return false;
    }
    let sizes = super::super::verify::dense_attr(rw, op, "mask_dim_sizes");
    let vals: Vec<Scalar> = positions(&shape)
        .iter()
        .map(|p| Scalar::bool(p.iter().zip(&sizes).all(|(a, b)| a < b)))
        .collect();
    let mut b = B::new(rw, op);
    let c = b.dense(rt, &vals);
    rw.replace_op(op, &[c]);
    true
}

/// The neutral element of `kind` for element type `elem`.
pub fn neutral(ctx: &Context, kind: CombiningKind, elem: Type) -> Option<Scalar> {
    use CombiningKind::*;
    if let Some(sem) = ctx.float_semantics(elem) {
        let f = |v: f64| {
            Scalar::Float(
                APFloat::from_f64(
                    sem,
                    v,
                    ods::support::apfloat::RoundingMode::NearestTiesToEven,
                )
                .0,
            )
        };
        return Some(match kind {
            ADD => f(-0.0),
            MUL => f(1.0),
            MAXNUMF | MAXIMUMF => f(f64::NEG_INFINITY),
            MINNUMF | MINIMUMF => f(f64::INFINITY),
            _ => return None,
        });
    }
    let w = if ctx.is_index(elem) {
        64
    } else {
        ctx.int_or_float_bit_width(elem)?
    };
    let ones = APInt::from_i64(w, -1);
    let smin = APInt::from_u64(w, 1).shl(w - 1);
    Some(Scalar::Int(match kind {
        ADD | OR | XOR | MAXUI => APInt::from_u64(w, 0),
        MUL => APInt::from_u64(w, 1),
        AND | MINUI => ones,
        MAXSI => smin,
        MINSI => smin.not(),
        _ => return None,
    }))
}

fn lower_masked_compute(
    op: Operation,
    inner: Operation,
    mask: Value,
    passthru: Option<Value>,
    rw: &mut PatternRewriter<'_>,
) -> bool {
    if passthru.is_some() {
        return false;
    }
    let name = String::from_utf8_lossy(rw.op_name_str(rw.op_name_of(inner))).into_owned();
    match name.as_str() {
        crate::vector::ReductionOp::NAME | crate::vector::MultiDimReductionOp::NAME => {
            let src = rw.operand(inner, 0);
            let st = rw.value_type(src);
            let (_, elem) = shape_elem(rw, st);
            let k = super::kind(rw, inner);
            let Some(n) = neutral(rw, k, elem) else {
                return false;
            };
            let n_elems = rw.num_elements(st).unwrap_or(0) as usize;
            let mut b = B::new(rw, op);
            let neutral = b.dense(st, &vec![n; n_elems]);
            let sel = b.select(mask, src, neutral);
            let mut operands: Vec<Value> = b.c().operands(inner).collect();
            operands[0] = sel;
            let r = clone_with(&mut b, inner, &operands);
            rw.replace_op(op, &[r]);
            true
        }
        crate::vector::OuterProductOp::NAME => {
            if rw.num_operands(inner) < 3 {
                return false;
            }
            let acc = rw.operand(inner, 2);
            let operands: Vec<Value> = rw.operands(inner).collect();
            let mut b = B::new(rw, op);
            let r = clone_with(&mut b, inner, &operands);
            let sel = b.select(mask, r, acc);
            rw.replace_op(op, &[sel]);
            true
        }
        crate::vector::ContractionOp::NAME => {
            match super::contract::lower_contract(rw, inner, op, Some(mask)) {
                Some(r) => {
                    rw.replace_op(op, &[r]);
                    true
                }
                None => false,
            }
        }
        _ => false,
    }
}

/// A copy of `op` (same name, attributes, result types) on `operands`.
fn clone_with(b: &mut B<'_, '_>, op: Operation, operands: &[Value]) -> Value {
    let c = b.c();
    let mut s = ods::ir::OperationState::new(b.loc, c.op_name_of(op));
    s.operands.extend_from_slice(operands);
    s.types.extend(c.results(op).map(|v| c.value_type(v)));
    s.properties = c.properties(op);
    let d = c.discardable_attrs(op);
    s.attributes.extend(c.dictionary_entries(d).iter().copied());
    let new = b.rw.create(s);
    b.rw.result(new, 0)
}
