//! `vector.transfer_read` / `transfer_write` on memrefs to 1-D loads and
//! stores (MLIR's `--convert-vector-to-scf=full-unroll` followed by the
//! transfer-to-load/store and masked lowerings, without branches):
//!
//! * each row of the vector (its leading dimensions unrolled) reads or
//!   writes the memref at the base indices plus the row's position along the
//!   memref dimensions the permutation map assigns (broadcast dimensions,
//!   result `0`, add nothing);
//! * a row whose innermost dimension walks the memref's innermost,
//!   unit-stride dimension is one `vector.load`/`vector.store` when it is in
//!   bounds and unmasked, else a `vector.maskedload` (padding broadcast as
//!   pass-through) / `vector.maskedstore` whose mask is
//!   `create_mask(dim - index)`, cleared when a leading out-of-bounds
//!   dimension is past the end, and'ed with the transfer's own mask;
//! * any other row (a transposing map, a strided memref) moves element by
//!   element: `memref.load`/`memref.store` when statically in bounds, else a
//!   one-lane masked load or store.
//!
//! Masks follow MLIR's `inferTransferOpMaskType`: one dimension per vector
//! dimension that walks memory, in memory order. A row of the vector that is
//! a row of the mask is masked as a whole; otherwise (transposing maps, an
//! innermost broadcast) each element reads its own bit. Tensors are left
//! alone. A 0-D transfer is one scalar access, its
//! `vector<1xi1>` mask guarding it.

use super::{add, is_fixed_vector, positions, shape_elem, B};
use crate::vector::fold::{in_bounds, permutation_map, transfer_operands};
use ods::affine::AffineExprKind;
use ods::ir::{Operation, Type, Value};
use ods::rewrite::{PatternRewriter, RewritePatternSet};

/// Adds the transfer lowerings.
pub fn populate(set: &mut RewritePatternSet) {
    add(
        set,
        "lower-transfer-read",
        crate::vector::TransferReadOp::NAME,
        lower,
    );
    add(
        set,
        "lower-transfer-write",
        crate::vector::TransferWriteOp::NAME,
        lower,
    );
    add(
        set,
        "lower-nd-load",
        crate::vector::LoadOp::NAME,
        lower_nd_load_store,
    );
    add(
        set,
        "lower-nd-store",
        crate::vector::StoreOp::NAME,
        lower_nd_load_store,
    );
    add(
        set,
        "lower-type-cast-load",
        crate::memref::LoadOp::NAME,
        type_cast_access,
    );
    add(
        set,
        "lower-type-cast-store",
        crate::memref::StoreOp::NAME,
        type_cast_access,
    );
}

/// `memref.load`/`memref.store` of the one vector of a `vector.type_cast`
/// (`memref<4x8xf32>` to `memref<vector<4x8xf32>>`) → `vector.load`/
/// `vector.store` of the whole source memref at indices 0 (then rows, as
/// any n-D load). The cast, left without uses, goes away.
fn type_cast_access(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let load = rw.isa::<crate::memref::LoadOp>(op);
    let mi = if load { 0 } else { 1 };
    let tc = rw.operand(op, mi);
    let Some(def) = rw.defining_op(tc) else {
        return false;
    };
    if !rw.isa::<crate::vector::TypeCastOp>(def) || rw.num_operands(op) != mi + 1 {
        return false; // (a rank-0 result: no indices)
    }
    let src = rw.operand(def, 0);
    let Some(rank) = rw.shaped_info(rw.value_type(src)).map(|(s, _)| s.len()) else {
        return false;
    };
    let mut b = B::new(rw, op);
    let z = b.index(0);
    let mut ops = vec![src];
    ops.extend(std::iter::repeat_n(z, rank));
    if load {
        let t = b.c().value_type(b.c().result(op, 0));
        let v = b.op1(crate::vector::LoadOp::NAME, &ops, t, &[]);
        rw.replace_op(op, &[v]);
    } else {
        let v = b.c().operand(op, 0);
        ops.insert(0, v);
        b.op(crate::vector::StoreOp::NAME, &ops, &[], &[]);
        rw.erase_op(op);
    }
    true
}

/// n-D `vector.load`/`vector.store`: the vector's dimensions cover the
/// memref's trailing ones, so row `q` is a 1-D access at the indices plus
/// `q` on the dimensions before the last (MLIR's unrolling of n-D loads).
fn lower_nd_load_store(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let load = rw.isa::<crate::vector::LoadOp>(op);
    let vt = if load {
        rw.value_type(rw.result(op, 0))
    } else {
        rw.value_type(rw.operand(op, 0))
    };
    if !is_fixed_vector(rw, vt) {
        return false;
    }
    let (vshape, elem) = shape_elem(rw, vt);
    let n = vshape.len();
    let mem_elem = rw.element_type(rw.value_type(rw.operand(op, if load { 0 } else { 1 })));
    if n < 2 || mem_elem != Some(elem) {
        return false; // also memrefs of vectors
    }
    let operands: Vec<Value> = rw.operands(op).collect();
    let (base, idx) = if load {
        (operands[0], operands[1..].to_vec())
    } else {
        (operands[1], operands[2..].to_vec())
    };
    let rank = idx.len();
    if rank < n {
        return false;
    }
    let mut b = B::new(rw, op);
    let row_ty = b.vec_ty(&vshape[n - 1..], elem);
    let mut out = if load { Some(b.poison(vt)) } else { None };
    for q in positions(&vshape[..n - 1]) {
        let mut ix = idx.clone();
        for (d, &qd) in q.iter().enumerate() {
            if qd != 0 {
                let c = b.index(qd);
                let k = rank - n + d;
                ix[k] = b.binary(crate::arith::AddIOp::NAME, ix[k], c);
            }
        }
        let mut ops = vec![base];
        ops.extend(ix);
        if load {
            let r = b.op1(crate::vector::LoadOp::NAME, &ops, row_ty, &[]);
            out = Some(b.insert(r, out.expect("result"), &q));
        } else {
            let row = b.extract(operands[0], &q);
            ops.insert(0, row);
            b.op(crate::vector::StoreOp::NAME, &ops, &[], &[]);
        }
    }
    match out {
        Some(r) => rw.replace_op(op, &[r]),
        None => rw.erase_op(op),
    }
    true
}

/// What a vector dimension walks in memory.
#[derive(Clone, Copy, PartialEq)]
enum Walk {
    Dim(usize),
    Broadcast,
}

fn lower(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    if super::is_masked(rw, op) {
        return false;
    }
    let read = rw.isa::<crate::vector::TransferReadOp>(op);
    let t = transfer_operands(rw, op);
    let mt = rw.value_type(t.base);
    if !matches!(rw.type_kind(mt), ods::ir::TypeKind::MemRef { .. })
        || !is_fixed_vector(rw, t.vector)
    {
        return false;
    }
    let Some(map) = permutation_map(rw, op) else {
        return false;
    };
    let (vshape, elem) = shape_elem(rw, t.vector);
    let n = vshape.len();
    if rw.element_type(mt) != Some(elem) {
        return false; // a memref of vectors
    }
    if n == 0 {
        // A 0-D transfer reads or writes the one element at the indices
        // (never out of bounds); its mask, a `vector<1xi1>`, guards it.
        let pad = read.then(|| rw.operand(op, 1 + t.indices.len()));
        let mut b = B::new(rw, op);
        let cond = t.mask.map(|mk| b.extract(mk, &[0]));
        let one_ty = b.vec_ty(&[1], elem);
        let store = (!read).then(|| {
            let v = b.c().operand(op, 0);
            b.extract(v, &[])
        });
        let s = scalar_access(&mut b, t.base, &t.indices, cond, pad, store, elem, one_ty);
        match s {
            Some(s) => {
                let v = b.broadcast(s, t.vector);
                rw.replace_op(op, &[v]);
            }
            None => rw.erase_op(op),
        }
        return true;
    }
    let actx = rw.affine();
    let mut walks = Vec::new();
    for e in map.results(actx) {
        walks.push(match e.kind(actx) {
            AffineExprKind::Dim(d) => Walk::Dim(d as usize),
            _ => Walk::Broadcast,
        });
    }
    // The mask's dimensions are the vector dimensions that walk memory,
    // in the order of the memory dimensions they walk (MLIR's
    // `inferTransferOpMaskType`: the inverse of the compressed map); with
    // none, it is a `vector<1xi1>`.
    let mut used: Vec<(usize, usize)> = walks
        .iter()
        .enumerate()
        .filter_map(|(j, w)| match w {
            Walk::Dim(k) => Some((*k, j)),
            Walk::Broadcast => None,
        })
        .collect();
    used.sort_unstable();
    let mut mpos = vec![None; n];
    for (q, &(_, j)) in used.iter().enumerate() {
        mpos[j] = Some(q);
    }
    let mrank = used.len();
    // The mask position of vector position `p` (a prefix of the vector's
    // dimensions: the missing ones are left 0).
    let mask_index = |p: &[i64]| -> Vec<i64> {
        let mut v = vec![0; mrank.max(1)];
        for (j, &pj) in p.iter().enumerate() {
            if let Some(q) = mpos[j] {
                v[q] = pj;
            }
        }
        v
    };
    // Whether a row of the vector is a row of the mask.
    let mask_rows = mrank > 0 && mpos[n - 1] == Some(mrank - 1);
    let m = rw.shaped_info(mt).map_or(0, |(s, _)| s.len());
    let inb = in_bounds(rw, op);
    let inb = |j: usize| inb.get(j).copied().unwrap_or(false);
    let unit = super::super::verify::is_last_dim_unit_stride(rw, mt);
    let contiguous = unit && walks[n - 1] == Walk::Dim(m - 1);
    let pad = read.then(|| rw.operand(op, 1 + t.indices.len()));
    let value = (!read).then(|| rw.operand(op, 0));
    let len = vshape[n - 1];
    let mut b = B::new(rw, op);
    let row_ty = b.vec_ty(&[len], elem);
    let one_ty = b.vec_ty(&[1], elem);
    let mut dims: Vec<Option<Value>> = vec![None; m];
    let mut dim =
        |b: &mut B<'_, '_>, k: usize| -> Value { *dims[k].get_or_insert_with(|| b.dim(t.base, k)) };
    let mut out = if read && n > 1 {
        Some(b.poison(t.vector))
    } else {
        None
    };
    let mut single = None;
    for q in positions(&vshape[..n - 1]) {
        let mut idx = t.indices.clone();
        let mut cond: Option<Value> = None;
        for (j, &qj) in q.iter().enumerate() {
            if let Walk::Dim(k) = walks[j] {
                if qj != 0 {
                    let c = b.index(qj);
                    idx[k] = b.binary(crate::arith::AddIOp::NAME, idx[k], c);
                }
                if !inb(j) {
                    let d = dim(&mut b, k);
                    let c = b.slt(idx[k], d);
                    cond = Some(match cond {
                        Some(a) => b.binary(crate::arith::AndIOp::NAME, a, c),
                        None => c,
                    });
                }
            }
        }
        let mask_row = t.mask.filter(|_| mask_rows).map(|mk| {
            if mrank == 1 {
                mk
            } else {
                let mut at = mask_index(&q);
                at.pop();
                b.extract(mk, &at)
            }
        });
        let vrow = value.map(|v| if n == 1 { v } else { b.extract(v, &q) });
        let row = if contiguous {
            if cond.is_none() && inb(n - 1) && mask_row.is_none() {
                if read {
                    Some(b.op1(
                        crate::vector::LoadOp::NAME,
                        &[t.base].iter().chain(&idx).copied().collect::<Vec<_>>(),
                        row_ty,
                        &[],
                    ))
                } else {
                    let ops: Vec<Value> = [vrow.unwrap(), t.base]
                        .iter()
                        .chain(&idx)
                        .copied()
                        .collect();
                    b.op(crate::vector::StoreOp::NAME, &ops, &[], &[]);
                    None
                }
            } else {
                let mask = if let (None, true, Some(mr)) = (cond, inb(n - 1), mask_row) {
                    // In bounds: the transfer's mask alone.
                    mr
                } else {
                    let mut nvalid = if inb(n - 1) {
                        b.index(len)
                    } else {
                        let d = dim(&mut b, m - 1);
                        b.binary(crate::arith::SubIOp::NAME, d, idx[m - 1])
                    };
                    if let Some(c) = cond {
                        let z = b.index(0);
                        nvalid = b.select(c, nvalid, z);
                    }
                    let mut mask = b.create_mask(nvalid, len);
                    if let Some(mr) = mask_row {
                        mask = b.binary(crate::arith::AndIOp::NAME, mask, mr);
                    }
                    mask
                };
                let mut ops: Vec<Value> = [t.base].iter().chain(&idx).copied().collect();
                ops.push(mask);
                if read {
                    let pass = b.broadcast(pad.unwrap(), row_ty);
                    ops.push(pass);
                    Some(b.op1(crate::vector::MaskedLoadOp::NAME, &ops, row_ty, &[]))
                } else {
                    ops.push(vrow.unwrap());
                    b.op(crate::vector::MaskedStoreOp::NAME, &ops, &[], &[]);
                    None
                }
            }
        } else {
            let count = if walks[n - 1] == Walk::Broadcast {
                1
            } else {
                len
            };
            let mut elems = Vec::new();
            for e in 0..count {
                let mut eidx = idx.clone();
                let mut econd = cond;
                if let Walk::Dim(k) = walks[n - 1] {
                    if e != 0 {
                        let c = b.index(e);
                        eidx[k] = b.binary(crate::arith::AddIOp::NAME, idx[k], c);
                    }
                    if !inb(n - 1) {
                        let d = dim(&mut b, k);
                        let c = b.slt(eidx[k], d);
                        econd = Some(match econd {
                            Some(a) => b.binary(crate::arith::AndIOp::NAME, a, c),
                            None => c,
                        });
                    }
                }
                let bit = match (mask_row, t.mask) {
                    (Some(mr), _) => Some(b.extract(mr, &[e])),
                    // one bit per element (a transposing map) or per row
                    // (an innermost broadcast)
                    (None, Some(mk)) => {
                        let mut p = q.clone();
                        p.push(e);
                        Some(b.extract(mk, &mask_index(&p)))
                    }
                    (None, None) => None,
                };
                if let Some(bit) = bit {
                    econd = Some(match econd {
                        Some(a) => b.binary(crate::arith::AndIOp::NAME, a, bit),
                        None => bit,
                    });
                }
                let sval = vrow.map(|v| b.extract(v, &[e]));
                elems.push(scalar_access(
                    &mut b, t.base, &eidx, econd, pad, sval, elem, one_ty,
                ));
            }
            if read {
                Some(if count == 1 {
                    b.broadcast(elems[0].unwrap(), row_ty)
                } else {
                    let vals: Vec<Value> = elems.into_iter().map(|v| v.unwrap()).collect();
                    b.elements(&vals, row_ty)
                })
            } else {
                None
            }
        };
        if let Some(r) = row {
            match out {
                Some(o) => out = Some(b.insert(r, o, &q)),
                None => single = Some(r),
            }
        }
    }
    if read {
        let r = out.or(single).expect("a row");
        rw.replace_op(op, &[r]);
    } else {
        rw.erase_op(op);
    }
    true
}

/// One element: a plain `memref.load`/`store` when always valid, else a
/// one-lane masked access. Returns the loaded scalar for a read.
#[allow(clippy::too_many_arguments)]
fn scalar_access(
    b: &mut B<'_, '_>,
    base: Value,
    idx: &[Value],
    cond: Option<Value>,
    pad: Option<Value>,
    store: Option<Value>,
    elem: Type,
    one_ty: Type,
) -> Option<Value> {
    let mut ops: Vec<Value> = Vec::new();
    match cond {
        None => {
            if let Some(s) = store {
                ops.push(s);
                ops.push(base);
                ops.extend_from_slice(idx);
                b.op(crate::memref::StoreOp::NAME, &ops, &[], &[]);
                None
            } else {
                ops.push(base);
                ops.extend_from_slice(idx);
                Some(b.op1(crate::memref::LoadOp::NAME, &ops, elem, &[]))
            }
        }
        Some(c) => {
            let (one, zero) = (b.index(1), b.index(0));
            let n = b.select(c, one, zero);
            let mask = b.create_mask(n, 1);
            ops.push(base);
            ops.extend_from_slice(idx);
            ops.push(mask);
            if let Some(s) = store {
                let v = b.broadcast(s, one_ty);
                ops.push(v);
                b.op(crate::vector::MaskedStoreOp::NAME, &ops, &[], &[]);
                None
            } else {
                let pass = b.broadcast(pad.expect("padding"), one_ty);
                ops.push(pass);
                let r = b.op1(crate::vector::MaskedLoadOp::NAME, &ops, one_ty, &[]);
                Some(b.extract(r, &[0]))
            }
        }
    }
}
