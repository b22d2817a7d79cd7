//! vector ops over row-major element lists (scalable vectors run with
//! vscale = 1).

use super::memref::{indices, memref_of};
use super::runtime::format_element;
use super::{int_of, int_scalar, InterpError, Interpreter, RtValue};
use crate::arith::eval::{eval_binary, BinaryOp, Flags, Scalar};
use ods::ir::{Operation, Type};
use ods::opdef::constraint::attrs::dense_array_values;
use ods::support::apfloat::APFloat;

fn shape(it: &Interpreter<'_>, ty: Type) -> Vec<i64> {
    it.ctx
        .shaped_info(ty)
        .map(|(s, _)| s.to_vec())
        .unwrap_or_default()
}

/// A memref operand of a vector memory op: of scalars (the ops on memrefs
/// of vectors are not implemented).
fn scalar_memref<'a>(
    it: &Interpreter<'_>,
    op: Operation,
    v: &'a RtValue,
) -> Result<&'a super::MemRefValue, InterpError> {
    let m = memref_of(it, op, v)?;
    if !m.vector.is_empty() {
        return Err(InterpError::Unsupported(format!(
            "{} on a memref of vectors",
            super::name_of(it.ctx, op)
        )));
    }
    Ok(m)
}

fn data<'a>(
    it: &Interpreter<'_>,
    op: Operation,
    v: &'a RtValue,
) -> Result<&'a [Scalar], InterpError> {
    v.data()
        .ok_or_else(|| it.undefined(op, "expected a vector operand"))
}

/// Static positions with the dynamic ones (`ShapedType::kDynamic` slots)
/// filled from `dynamic` operands.
/// `multi_reduction`: the flat result index of source element `flat`
/// (row-major), the reduced dimensions `dims` dropped.
fn reduced_index(flat: usize, src_shape: &[i64], dims: &[i64]) -> usize {
    let mut rem = flat as i64;
    let mut pos = vec![0i64; src_shape.len()];
    for (d, &s) in src_shape.iter().enumerate().rev() {
        pos[d] = rem % s;
        rem /= s;
    }
    (0..src_shape.len())
        .filter(|d| !dims.contains(&(*d as i64)))
        .fold(0i64, |a, d| a * src_shape[d] + pos[d]) as usize
}

fn positions(it: &Interpreter<'_>, op: Operation, dynamic: &[RtValue]) -> Vec<i64> {
    let stat = it
        .ctx
        .attr(op, "static_position")
        .and_then(|a| dense_array_values(it.ctx, a))
        .unwrap_or_default();
    let mut d = dynamic.iter();
    stat.into_iter()
        .map(|p| {
            if p == i64::MIN {
                d.next().map_or(0, int_of)
            } else {
                p
            }
        })
        .collect()
}

/// Row-major offset and length of the sub-vector at `pos` of `shape`.
fn slice_at(shape: &[i64], pos: &[i64]) -> Option<(usize, usize)> {
    let inner: i64 = shape[pos.len()..].iter().product();
    let mut off = 0i64;
    for (i, &p) in pos.iter().enumerate() {
        if p < 0 || p >= shape[i] {
            return None;
        }
        off = off * shape[i] + p;
    }
    Some(((off * inner) as usize, inner as usize))
}

fn combine(kind: u64, a: &Scalar, b: &Scalar) -> Scalar {
    // CombiningKind: add=0, mul=1, minui=2, minsi=3, minnumf=4, maxui=5,
    // maxsi=6, maxnumf=7, and=8, or=9, xor=10, maximumf=12, minimumf=13.
    let op = match (kind, a) {
        (0, Scalar::Float(_)) => BinaryOp::AddF,
        (0, _) => BinaryOp::AddI,
        (1, Scalar::Float(_)) => BinaryOp::MulF,
        (1, _) => BinaryOp::MulI,
        (2, _) => BinaryOp::MinUI,
        (3, _) => BinaryOp::MinSI,
        (4, _) => BinaryOp::MinNumF,
        (5, _) => BinaryOp::MaxUI,
        (6, _) => BinaryOp::MaxSI,
        (7, _) => BinaryOp::MaxNumF,
        (8, _) => BinaryOp::AndI,
        (9, _) => BinaryOp::OrI,
        (10, _) => BinaryOp::XOrI,
        (12, _) => BinaryOp::MaximumF,
        _ => BinaryOp::MinimumF,
    };
    let flags = Flags {
        compiled: true,
        ..Flags::default()
    };
    match eval_binary(op, a, b, flags) {
        Ok(v) => v,
        Err(_) => Scalar::Poison,
    }
}

/// A non-negative integer attribute (0 if absent).
fn int_attr(it: &Interpreter<'_>, op: Operation, name: &str) -> usize {
    match it.ctx.attr(op, name).map(|a| it.ctx.attr_kind(a)) {
        Some(ods::ir::AttrKind::Integer { value, .. }) => value.sext_u64().max(0) as usize,
        _ => 0,
    }
}

/// `vector.scan` as MLIR lowers it (`ScanToArithOps`): along the reduction
/// dimension, an inclusive scan starts from the first source slice, an
/// exclusive one from the initial value and combines the previous slice;
/// the accumulated value is the last slice of the result.
fn scan(
    it: &Interpreter<'_>,
    op: Operation,
    operands: &[RtValue],
) -> Result<Vec<RtValue>, InterpError> {
    let ctx = it.ctx;
    let src_shape = shape(it, ctx.value_type(ctx.operand(op, 0)));
    let dim = int_attr(it, op, "reduction_dim");
    let inclusive = matches!(
        ctx.attr(op, "inclusive").map(|a| ctx.attr_kind(a)),
        Some(ods::ir::AttrKind::Integer { value, .. }) if !value.is_zero()
    );
    let kind = kind_of(it, op);
    let (src, init) = (data(it, op, &operands[0])?, data(it, op, &operands[1])?);
    let n = *src_shape
        .get(dim)
        .ok_or_else(|| it.undefined(op, "reduction dimension out of range"))? as usize;
    // Source element (outer o, step i, inner q) is at (o * n + i) * inner + q.
    let inner: usize = src_shape[dim + 1..].iter().map(|&d| d as usize).product();
    let outer: usize = src_shape[..dim].iter().map(|&d| d as usize).product();
    if src.len() != outer * n * inner || init.len() != outer * inner {
        return Err(it.undefined(op, "operand shapes"));
    }
    let mut out = vec![Scalar::Poison; src.len()];
    let mut acc = vec![Scalar::Poison; outer * inner];
    for o in 0..outer {
        for q in 0..inner {
            let at = |i: usize| (o * n + i) * inner + q;
            let mut last: Option<Scalar> = None;
            for i in 0..n {
                let v = match (&last, inclusive) {
                    (None, true) => src[at(i)].clone(),
                    (None, false) => init[o * inner + q].clone(),
                    (Some(l), true) => combine(kind, l, &src[at(i)]),
                    (Some(l), false) => combine(kind, l, &src[at(i - 1)]),
                };
                out[at(i)] = v.clone();
                last = Some(v);
            }
            acc[o * inner + q] = last.unwrap_or_else(|| init[o * inner + q].clone());
        }
    }
    Ok(vec![RtValue::Data(out), RtValue::Data(acc)])
}

fn kind_of(it: &Interpreter<'_>, op: Operation) -> u64 {
    it.ctx
        .attr(op, "kind")
        .and_then(|a| crate::arith::eval::enum_value(it.ctx, a))
        .unwrap_or(0)
}

pub(super) fn exec(
    it: &mut Interpreter<'_>,
    op: Operation,
    name: &str,
    operands: &[RtValue],
) -> Result<Vec<RtValue>, InterpError> {
    let ctx = it.ctx;
    let res_ty = || ctx.value_type(ctx.result(op, 0));
    match name {
        crate::vector::BroadcastOp::NAME | crate::vector::SplatOp::NAME => {
            let out = shape(it, res_ty());
            let src_shape = shape(it, ctx.value_type(ctx.operand(op, 0)));
            let src = data(it, op, &operands[0])?;
            let n: i64 = out.iter().product();
            // The source's dimensions align with the trailing result
            // dimensions; its size-1 dimensions stretch.
            let k = src_shape.len();
            let vals = (0..n)
                .map(|flat| {
                    let mut rem = flat;
                    let mut pos = vec![0i64; out.len()];
                    for (d, &s) in out.iter().enumerate().rev() {
                        pos[d] = rem % s;
                        rem /= s;
                    }
                    let off = (0..k).fold(0i64, |a, j| {
                        let p = if src_shape[j] == 1 {
                            0
                        } else {
                            pos[out.len() - k + j]
                        };
                        a * src_shape[j] + p
                    });
                    src[off as usize].clone()
                })
                .collect();
            Ok(vec![RtValue::Data(vals)])
        }
        crate::vector::ExtractOp::NAME => {
            let src_ty = ctx.value_type(ctx.operand(op, 0));
            let pos = positions(it, op, &operands[1..]);
            let (off, len) = slice_at(&shape(it, src_ty), &pos)
                .ok_or_else(|| it.undefined(op, "position out of range"))?;
            Ok(vec![RtValue::Data(
                data(it, op, &operands[0])?[off..off + len].to_vec(),
            )])
        }
        crate::vector::InsertOp::NAME => {
            let dst_ty = ctx.value_type(ctx.operand(op, 1));
            let pos = positions(it, op, &operands[2..]);
            let (off, len) = slice_at(&shape(it, dst_ty), &pos)
                .ok_or_else(|| it.undefined(op, "position out of range"))?;
            let mut out = data(it, op, &operands[1])?.to_vec();
            out[off..off + len].clone_from_slice(&data(it, op, &operands[0])?[..len]);
            Ok(vec![RtValue::Data(out)])
        }
        crate::vector::ExtractElementOp::NAME => {
            let v = data(it, op, &operands[0])?;
            let i = operands.get(1).map_or(0, int_of);
            let x = usize::try_from(i)
                .ok()
                .and_then(|i| v.get(i))
                .ok_or_else(|| it.undefined(op, "position out of range"))?;
            Ok(vec![RtValue::scalar(x.clone())])
        }
        crate::vector::InsertElementOp::NAME => {
            let mut v = data(it, op, &operands[1])?.to_vec();
            let i = operands.get(2).map_or(0, int_of);
            let n = v.len();
            let slot = usize::try_from(i)
                .ok()
                .filter(|&i| i < n)
                .ok_or_else(|| it.undefined(op, "position out of range"))?;
            v[slot] = data(it, op, &operands[0])?[0].clone();
            Ok(vec![RtValue::Data(v)])
        }
        crate::vector::ExtractStridedSliceOp::NAME | crate::vector::InsertStridedSliceOp::NAME => {
            let arr = |n: &str| {
                ctx.attr(op, n)
                    .map(|a| crate::vector::verify::int_array(ctx, a))
                    .unwrap_or_default()
            };
            let (offs, strides) = (arr("offsets"), arr("strides"));
            let strides_of = |k: usize| strides.get(k).copied().unwrap_or(1);
            let unflat = |flat: i64, sh: &[i64]| {
                let mut rem = flat;
                let mut p = vec![0i64; sh.len()];
                for (d, &s) in sh.iter().enumerate().rev() {
                    p[d] = rem % s;
                    rem /= s;
                }
                p
            };
            let lin = |p: &[i64], sh: &[i64]| p.iter().zip(sh).fold(0i64, |a, (&x, &s)| a * s + x);
            if name == crate::vector::ExtractStridedSliceOp::NAME {
                let sshape = shape(it, ctx.value_type(ctx.operand(op, 0)));
                let rshape = shape(it, res_ty());
                let src = data(it, op, &operands[0])?;
                let n: i64 = rshape.iter().product();
                let vals = (0..n)
                    .map(|f| {
                        let mut p = unflat(f, &rshape);
                        for (k, &o) in offs.iter().enumerate() {
                            p[k] = o + p[k] * strides_of(k);
                        }
                        src[lin(&p, &sshape) as usize].clone()
                    })
                    .collect();
                Ok(vec![RtValue::Data(vals)])
            } else {
                let vshape = shape(it, ctx.value_type(ctx.operand(op, 0)));
                let dshape = shape(it, ctx.value_type(ctx.operand(op, 1)));
                let v = data(it, op, &operands[0])?;
                let mut out = data(it, op, &operands[1])?.to_vec();
                let lead = dshape.len() - vshape.len();
                for (f, x) in v.iter().enumerate() {
                    let q = unflat(f as i64, &vshape);
                    let mut p = offs[..lead].to_vec();
                    p.extend(
                        q.iter()
                            .enumerate()
                            .map(|(i, &qi)| offs[lead + i] + qi * strides_of(i)),
                    );
                    out[lin(&p, &dshape) as usize] = x.clone();
                }
                Ok(vec![RtValue::Data(out)])
            }
        }
        crate::vector::GatherOp::NAME | crate::vector::ScatterOp::NAME => {
            // Element i is at the base position plus idx[i] elements
            // (linear, as MLIR's LLVM lowering addresses it).
            let m = scalar_memref(it, op, &operands[0])?.clone();
            let rank = m.sizes.len();
            let base = indices(&operands[1..1 + rank]);
            let start = {
                let mut p = m.offset;
                for (i, st) in base.iter().zip(&m.strides) {
                    p += i * st;
                }
                p
            };
            let (idx, mask) = (
                data(it, op, &operands[1 + rank])?.to_vec(),
                data(it, op, &operands[2 + rank])?.to_vec(),
            );
            let last = data(it, op, &operands[3 + rank])?.to_vec();
            let mut out = Vec::with_capacity(idx.len());
            for (i, (ix, on)) in idx.iter().zip(&mask).enumerate() {
                let p = start + int_of(&RtValue::scalar(ix.clone()));
                if !is_on(on) {
                    out.push(last[i].clone());
                    continue;
                }
                let oob = || it.undefined(op, format!("out-of-bounds {name} at {p}"));
                if name == crate::vector::GatherOp::NAME {
                    out.push(
                        m.read(p)
                            .and_then(|v| v.into_iter().next())
                            .ok_or_else(oob)?,
                    );
                } else {
                    m.write(p, std::slice::from_ref(&last[i])).ok_or_else(oob)?;
                }
            }
            Ok(if name == crate::vector::GatherOp::NAME {
                vec![RtValue::Data(out)]
            } else {
                vec![]
            })
        }
        crate::vector::InterleaveOp::NAME => {
            let (a, b) = (data(it, op, &operands[0])?, data(it, op, &operands[1])?);
            let n = shape(it, ctx.value_type(ctx.operand(op, 0)))
                .last()
                .copied()
                .unwrap_or(1) as usize;
            let mut out = Vec::with_capacity(2 * a.len());
            for (ra, rb) in a.chunks(n.max(1)).zip(b.chunks(n.max(1))) {
                for (x, y) in ra.iter().zip(rb) {
                    out.push(x.clone());
                    out.push(y.clone());
                }
            }
            Ok(vec![RtValue::Data(out)])
        }
        crate::vector::DeinterleaveOp::NAME => {
            let src = data(it, op, &operands[0])?;
            let (evens, odds): (Vec<_>, Vec<_>) =
                src.chunks(2).map(|p| (p[0].clone(), p[1].clone())).unzip();
            Ok(vec![RtValue::Data(evens), RtValue::Data(odds)])
        }
        crate::vector::BitCastOp::NAME => {
            let to = crate::vector::verify::element_or_self(ctx, res_ty());
            let from =
                crate::vector::verify::element_or_self(ctx, ctx.value_type(ctx.operand(op, 0)));
            let (Some(st), Some(ws), Some(wd)) = (
                crate::arith::eval::ScalarType::of(ctx, to),
                ctx.int_or_float_bit_width(from),
                ctx.int_or_float_bit_width(to),
            ) else {
                return Err(InterpError::Unsupported(
                    crate::vector::BitCastOp::NAME.into(),
                ));
            };
            let src = data(it, op, &operands[0])?;
            if ws == wd {
                return Ok(vec![RtValue::Data(
                    src.iter()
                        .map(|x| crate::arith::eval::bitcast(x, st))
                        .collect(),
                )]);
            }
            // Little-endian lanes: element 0 in the lowest bits; a poison
            // source element makes the results it overlaps poison.
            let src_bits = src.len() * ws as usize;
            let mut bytes = vec![0u8; src_bits.div_ceil(8)];
            let mut poison = vec![false; src.len()];
            for (i, x) in src.iter().enumerate() {
                let bits = match x {
                    Scalar::Int(v) => v.clone(),
                    Scalar::Float(f) => crate::arith::eval::float_bits(f),
                    Scalar::Poison => {
                        poison[i] = true;
                        continue;
                    }
                };
                super::memref::put_bits(&mut bytes, i * ws as usize, ws, &bits);
            }
            let n = src_bits / wd as usize;
            let (ws, wd) = (ws as usize, wd as usize);
            let vals = (0..n)
                .map(|j| {
                    let (lo, hi) = (j * wd / ws, ((j + 1) * wd - 1) / ws);
                    if poison[lo..=hi].contains(&true) {
                        return Scalar::Poison;
                    }
                    let i = super::memref::get_bits(&bytes, j * wd, wd as u32);
                    match st {
                        crate::arith::eval::ScalarType::Float(sem) => {
                            Scalar::Float(crate::arith::eval::float_from_bits(sem, &i))
                        }
                        crate::arith::eval::ScalarType::Int(_) => Scalar::Int(i),
                    }
                })
                .collect();
            Ok(vec![RtValue::Data(vals)])
        }
        crate::vector::FMAOp::NAME => {
            let (a, b, c) = (
                data(it, op, &operands[0])?,
                data(it, op, &operands[1])?,
                data(it, op, &operands[2])?,
            );
            let vals = a
                .iter()
                .zip(b)
                .zip(c)
                .map(|((x, y), z)| match (x, y, z) {
                    (Scalar::Float(x), Scalar::Float(y), Scalar::Float(z)) => {
                        Scalar::Float(fmuladd(x, y, z))
                    }
                    _ => Scalar::Poison,
                })
                .collect();
            Ok(vec![RtValue::Data(vals)])
        }
        crate::vector::ReductionOp::NAME => {
            let kind = kind_of(it, op);
            let v = data(it, op, &operands[0])?;
            let acc_in = operands.get(1).map(|a| data(it, op, a)).transpose()?;
            // MLIR lowers `minnumf`/`maxnumf` with an accumulator to the
            // vector's reduction, then the accumulator (`maxnum(r, acc)`);
            // the others fold in order from the accumulator.
            let acc_last = matches!(kind, 4 | 7);
            let (mut acc, rest) = match (acc_in, v.first()) {
                (Some(a), _) if !acc_last => (a[0].clone(), v),
                // A float `add` without an accumulator starts from +0.0, the
                // start value MLIR's lowering gives `vector.reduce.fadd`: so
                // lanes that are all -0.0 sum to +0.0 (as under mlir-runner).
                (None, Some(Scalar::Float(f))) if kind == 0 => {
                    (Scalar::Float(APFloat::zero(f.semantics(), false)), v)
                }
                (_, Some(first)) => (first.clone(), &v[1..]),
                (_, None) => return Err(it.undefined(op, "empty vector")),
            };
            for x in rest {
                acc = combine(kind, &acc, x);
            }
            if let (true, Some(a)) = (acc_last, acc_in) {
                acc = combine(kind, &acc, &a[0]);
            }
            Ok(vec![RtValue::scalar(acc)])
        }
        crate::vector::OuterProductOp::NAME => {
            let (a, b) = (data(it, op, &operands[0])?, data(it, op, &operands[1])?);
            let kind = kind_of(it, op);
            // A scalar rhs (the AXPY form) is a one-column outer product.
            let acc = operands.get(2).map(|v| data(it, op, v)).transpose()?;
            let mut out = Vec::with_capacity(a.len() * b.len());
            for (i, x) in a.iter().enumerate() {
                for (j, y) in b.iter().enumerate() {
                    let p = match (x, y) {
                        (Scalar::Float(p), Scalar::Float(q)) => match acc {
                            Some(acc) if kind == 0 => match &acc[i * b.len() + j] {
                                Scalar::Float(c) => Scalar::Float(fmuladd(p, q, c)),
                                _ => Scalar::Poison,
                            },
                            _ => {
                                let m = combine(1, &Scalar::Float(*p), &Scalar::Float(*q));
                                match acc {
                                    Some(acc) => combine(kind, &m, &acc[i * b.len() + j]),
                                    None => m,
                                }
                            }
                        },
                        _ => {
                            let m = combine(1, x, y);
                            match acc {
                                Some(acc) => combine(kind, &m, &acc[i * b.len() + j]),
                                None => m,
                            }
                        }
                    };
                    out.push(p);
                }
            }
            Ok(vec![RtValue::Data(out)])
        }
        crate::vector::TransferReadOp::NAME | crate::vector::TransferWriteOp::NAME => {
            transfer(it, op, name, operands, None, None)
        }
        crate::vector::LoadOp::NAME => {
            let m = scalar_memref(it, op, &operands[0])?.clone();
            let out = shape(it, res_ty());
            let rank = m.sizes.len();
            let base = indices(&operands[1..1 + rank]);
            let n: i64 = out.iter().product();
            let mut vals = Vec::with_capacity(n as usize);
            for flat in 0..n {
                let mut idx = base.clone();
                let mut rem = flat;
                for (d, &s) in out.iter().enumerate().rev() {
                    idx[rank - out.len() + d] += rem % s;
                    rem /= s;
                }
                match m.load(&idx) {
                    Some(v) => vals.push(v),
                    None => {
                        return Err(it.undefined(op, format!("out-of-bounds access at {idx:?}")))
                    }
                }
            }
            Ok(vec![RtValue::Data(vals)])
        }
        crate::vector::StoreOp::NAME => {
            let v = data(it, op, &operands[0])?.to_vec();
            let m = scalar_memref(it, op, &operands[1])?.clone();
            let vshape = shape(it, ctx.value_type(ctx.operand(op, 0)));
            let rank = m.sizes.len();
            let base = indices(&operands[2..2 + rank]);
            for (flat, x) in v.into_iter().enumerate() {
                let mut idx = base.clone();
                let mut rem = flat as i64;
                for (d, &s) in vshape.iter().enumerate().rev() {
                    idx[rank - vshape.len() + d] += rem % s;
                    rem /= s;
                }
                if m.store(&idx, x).is_none() {
                    return Err(it.undefined(op, format!("out-of-bounds access at {idx:?}")));
                }
            }
            Ok(vec![])
        }
        crate::vector::MultiDimReductionOp::NAME => {
            let src_shape = shape(it, ctx.value_type(ctx.operand(op, 0)));
            let dims = ctx
                .attr(op, "reduction_dims")
                .and_then(|a| dense_array_values(ctx, a))
                .unwrap_or_default();
            let kind = kind_of(it, op);
            let src = data(it, op, &operands[0])?;
            let mut out = data(it, op, &operands[1])?.to_vec();
            // Row-major over the source: each result element folds its
            // elements in row-major order of the reduction dimensions.
            for (flat, x) in src.iter().enumerate() {
                let oi = reduced_index(flat, &src_shape, &dims);
                out[oi] = combine(kind, &out[oi], x);
            }
            Ok(vec![RtValue::Data(out)])
        }
        crate::vector::ShuffleOp::NAME => {
            // The mask picks leading-dimension slices of the operands
            // concatenated (elements of 1-D or 0-D ones); -1: poison.
            let mask = ctx
                .attr(op, "mask")
                .and_then(|a| dense_array_values(ctx, a))
                .unwrap_or_default();
            let inner: usize = shape(it, ctx.value_type(ctx.operand(op, 0)))
                .iter()
                .skip(1)
                .map(|&d| d.max(0) as usize)
                .product();
            let mut all = data(it, op, &operands[0])?.to_vec();
            all.extend_from_slice(data(it, op, &operands[1])?);
            let mut vals = Vec::with_capacity(mask.len() * inner);
            for &m in &mask {
                match usize::try_from(m) {
                    Ok(m) => {
                        vals.extend_from_slice(all.get(m * inner..(m + 1) * inner).ok_or_else(
                            || it.undefined(op, format!("mask index {m} out of range")),
                        )?)
                    }
                    Err(_) => vals.extend(std::iter::repeat_n(Scalar::Poison, inner)),
                }
            }
            Ok(vec![RtValue::Data(vals)])
        }
        crate::vector::CreateMaskOp::NAME | crate::vector::ConstantMaskOp::NAME => {
            let out = shape(it, res_ty());
            let bounds: Vec<i64> = if name == crate::vector::CreateMaskOp::NAME {
                operands.iter().map(int_of).collect()
            } else {
                ctx.attr(op, "mask_dim_sizes")
                    .and_then(|a| dense_array_values(ctx, a))
                    .unwrap_or_default()
            };
            let n: i64 = out.iter().product();
            let vals = (0..n)
                .map(|flat| {
                    let mut rem = flat;
                    let mut on = true;
                    for (d, &s) in out.iter().enumerate().rev() {
                        on &= rem % s < bounds.get(d).copied().unwrap_or(0);
                        rem /= s;
                    }
                    int_scalar(1, on as i64)
                })
                .collect();
            Ok(vec![RtValue::Data(vals)])
        }
        crate::vector::StepOp::NAME => {
            let n: i64 = shape(it, res_ty()).iter().product();
            Ok(vec![RtValue::Data(
                (0..n).map(|i| int_scalar(64, i)).collect(),
            )])
        }
        crate::vector::VectorScaleOp::NAME => Ok(vec![RtValue::scalar(int_scalar(64, 1))]),
        crate::vector::FromElementsOp::NAME => {
            let vals = operands
                .iter()
                .map(|o| data(it, op, o).map(|d| d[0].clone()))
                .collect::<Result<_, _>>()?;
            Ok(vec![RtValue::Data(vals)])
        }
        crate::vector::ToElementsOp::NAME => Ok(data(it, op, &operands[0])?
            .iter()
            .map(|s| RtValue::scalar(s.clone()))
            .collect()),
        crate::vector::ShapeCastOp::NAME => Ok(vec![operands[0].clone()]),
        crate::vector::TransposeOp::NAME => {
            let src_shape = shape(it, ctx.value_type(ctx.operand(op, 0)));
            let perm = ctx
                .attr(op, "permutation")
                .and_then(|a| dense_array_values(ctx, a))
                .unwrap_or_default();
            let src = data(it, op, &operands[0])?;
            let out_shape: Vec<i64> = perm.iter().map(|&p| src_shape[p as usize]).collect();
            let n: i64 = out_shape.iter().product();
            let mut strides = vec![1i64; src_shape.len()];
            for i in (0..src_shape.len().saturating_sub(1)).rev() {
                strides[i] = strides[i + 1] * src_shape[i + 1];
            }
            let vals = (0..n)
                .map(|flat| {
                    let mut rem = flat;
                    let mut off = 0;
                    for (d, &s) in out_shape.iter().enumerate().rev() {
                        off += (rem % s) * strides[perm[d] as usize];
                        rem /= s;
                    }
                    src[off as usize].clone()
                })
                .collect();
            Ok(vec![RtValue::Data(vals)])
        }
        crate::vector::MaskedLoadOp::NAME => {
            let m = scalar_memref(it, op, &operands[0])?.clone();
            let rank = m.sizes.len();
            let base = indices(&operands[1..1 + rank]);
            let (mask, pass) = (
                data(it, op, &operands[1 + rank])?,
                data(it, op, &operands[2 + rank])?,
            );
            let mut vals = Vec::with_capacity(mask.len());
            for (i, on) in mask.iter().enumerate() {
                let mut idx = base.clone();
                idx[rank - 1] += i as i64;
                if matches!(on, Scalar::Int(b) if !b.is_zero()) {
                    vals.push(
                        m.load(&idx)
                            .ok_or_else(|| it.undefined(op, "out-of-bounds masked load"))?,
                    );
                } else {
                    vals.push(pass[i].clone());
                }
            }
            Ok(vec![RtValue::Data(vals)])
        }
        crate::vector::MaskedStoreOp::NAME => {
            let m = scalar_memref(it, op, &operands[0])?.clone();
            let rank = m.sizes.len();
            let base = indices(&operands[1..1 + rank]);
            let (mask, v) = (
                data(it, op, &operands[1 + rank])?,
                data(it, op, &operands[2 + rank])?,
            );
            for (i, on) in mask.iter().enumerate() {
                if matches!(on, Scalar::Int(b) if !b.is_zero()) {
                    let mut idx = base.clone();
                    idx[rank - 1] += i as i64;
                    m.store(&idx, v[i].clone())
                        .ok_or_else(|| it.undefined(op, "out-of-bounds masked store"))?;
                }
            }
            Ok(vec![])
        }
        crate::vector::PrintOp::NAME => {
            if let Some(s) = ctx
                .attr(op, "stringLiteral")
                .and_then(|a| super::string_value(ctx, a))
            {
                it.stdout.extend_from_slice(s);
                return Ok(vec![]);
            }
            let punct = ctx
                .attr(op, "punctuation")
                .and_then(|a| crate::arith::eval::enum_value(ctx, a));
            let Some(v) = operands.first() else {
                match punct {
                    Some(0) => {}
                    Some(2) => it.stdout.extend_from_slice(b", "),
                    Some(3) => it.stdout.extend_from_slice(b"( "),
                    Some(4) => it.stdout.extend_from_slice(b" )"),
                    _ => it.stdout.push(b'\n'),
                }
                return Ok(vec![]);
            };
            let ty = ctx.value_type(ctx.operand(op, 0));
            let vals = data(it, op, v)?;
            let mut shape = shape(it, ty);
            if shape.is_empty() && ctx.element_type(ty).is_some() {
                shape.push(1); // a 0-D vector prints as `( x )`
            }
            // index and uiN elements print unsigned (printU64)
            let elem = ctx.element_type(ty).unwrap_or(ty);
            let unsigned = ctx.is_index(elem)
                || matches!(
                    ctx.type_kind(elem),
                    ods::ir::TypeKind::Integer {
                        signedness: ods::ir::Signedness::Unsigned,
                        ..
                    }
                );
            let mut out = String::new();
            print_nested(&mut out, &shape, vals, unsigned);
            it.stdout.extend_from_slice(out.as_bytes());
            // Punctuation: newline unless another one is given.
            match ctx
                .attr(op, "punctuation")
                .and_then(|a| crate::arith::eval::enum_value(ctx, a))
            {
                Some(0) => {}
                Some(2) => it.stdout.extend_from_slice(b", "),
                Some(3) => it.stdout.extend_from_slice(b"( "),
                Some(4) => it.stdout.extend_from_slice(b" )"),
                _ => it.stdout.push(b'\n'),
            }
            Ok(vec![])
        }
        crate::vector::ContractionOp::NAME => contract(it, op, operands, None),
        crate::vector::ExpandLoadOp::NAME | crate::vector::CompressStoreOp::NAME => {
            // The active lanes, in order, read / write consecutive elements
            // along the innermost dimension from the base indices.
            let m = scalar_memref(it, op, &operands[0])?.clone();
            let rank = m.sizes.len();
            let base = indices(&operands[1..1 + rank]);
            let (mask, other) = (
                data(it, op, &operands[1 + rank])?,
                data(it, op, &operands[2 + rank])?,
            );
            let mut vals = Vec::with_capacity(mask.len());
            let mut next = 0i64;
            for (i, on) in mask.iter().enumerate() {
                if !is_on(on) {
                    vals.push(other[i].clone());
                    continue;
                }
                let mut idx = base.clone();
                if let Some(last) = idx.last_mut() {
                    *last += next;
                }
                next += 1;
                let oob = || it.undefined(op, format!("out-of-bounds access at {idx:?}"));
                if name == crate::vector::ExpandLoadOp::NAME {
                    vals.push(m.load(&idx).ok_or_else(oob)?);
                } else {
                    if m.buffer.borrow().readonly {
                        return Err(it.undefined(op, "store into a constant global"));
                    }
                    m.store(&idx, other[i].clone()).ok_or_else(oob)?;
                }
            }
            Ok(if name == crate::vector::ExpandLoadOp::NAME {
                vec![RtValue::Data(vals)]
            } else {
                vec![]
            })
        }
        crate::vector::ScanOp::NAME => scan(it, op, operands),
        crate::vector::TypeCastOp::NAME => {
            // The same bytes as one element of the source's vector type.
            let m = memref_of(it, op, &operands[0])?;
            if !m.vector.is_empty() {
                return Err(InterpError::Unsupported(
                    "vector.type_cast of a memref of vectors".into(),
                ));
            }
            let elem_bytes = super::memref::scalar_bytes(m.elem).0;
            let base = m.base as i64 + m.offset * elem_bytes as i64;
            Ok(vec![RtValue::MemRef(super::MemRefValue {
                base: usize::try_from(base).map_err(|_| it.undefined(op, "negative offset"))?,
                offset: 0,
                vector: m.sizes.clone(),
                sizes: Vec::new(),
                strides: Vec::new(),
                ..m.clone()
            })])
        }
        crate::vector::MatmulOp::NAME => {
            // As `llvm.matrix.multiply` (column-major matrices): element
            // (i, j) of the result is sum_l lhs(i, l) * rhs(l, j), the
            // products added in order of l, each rounded.
            let (rows, inner, cols) = (
                int_attr(it, op, "lhs_rows"),
                int_attr(it, op, "lhs_columns"),
                int_attr(it, op, "rhs_columns"),
            );
            let (a, b) = (data(it, op, &operands[0])?, data(it, op, &operands[1])?);
            if a.len() != rows * inner || b.len() != inner * cols {
                return Err(it.undefined(op, "matrix sizes do not match the operands"));
            }
            let mut out = vec![Scalar::Poison; rows * cols];
            for j in 0..cols {
                for i in 0..rows {
                    let mut acc: Option<Scalar> = None;
                    for l in 0..inner {
                        let p = combine(1, &a[l * rows + i], &b[j * inner + l]);
                        acc = Some(match acc {
                            None => p,
                            Some(s) => combine(0, &s, &p),
                        });
                    }
                    out[j * rows + i] = acc.unwrap_or(Scalar::Poison);
                }
            }
            Ok(vec![RtValue::Data(out)])
        }
        crate::vector::FlatTransposeOp::NAME => {
            // As `llvm.matrix.transpose` (column-major): element (i, j) of
            // the `rows` x `columns` source is element (j, i) of the result.
            let (rows, cols) = (int_attr(it, op, "rows"), int_attr(it, op, "columns"));
            let src = data(it, op, &operands[0])?;
            if src.len() != rows * cols {
                return Err(it.undefined(op, "matrix size does not match the operand"));
            }
            let mut out = Vec::with_capacity(src.len());
            for i in 0..rows {
                for j in 0..cols {
                    out.push(src[j * rows + i].clone());
                }
            }
            Ok(vec![RtValue::Data(out)])
        }
        crate::vector::ScalableExtractOp::NAME => {
            // vscale = 1: a fixed slice.
            let pos = int_attr(it, op, "pos");
            let n: i64 = shape(it, res_ty()).iter().product();
            let src = data(it, op, &operands[0])?;
            let slice = src
                .get(pos..pos + n as usize)
                .ok_or_else(|| it.undefined(op, "position out of range"))?;
            Ok(vec![RtValue::Data(slice.to_vec())])
        }
        crate::vector::ScalableInsertOp::NAME => {
            let pos = int_attr(it, op, "pos");
            let v = data(it, op, &operands[0])?;
            let mut out = data(it, op, &operands[1])?.to_vec();
            out.get_mut(pos..pos + v.len())
                .ok_or_else(|| it.undefined(op, "position out of range"))?
                .clone_from_slice(v);
            Ok(vec![RtValue::Data(out)])
        }
        _ => Err(InterpError::Unsupported(name.to_string())),
    }
}

/// `x·y + z` as `llvm.intr.fmuladd`, which MLIR lowers `vector.fma` (and
/// so the outer products of contractions) to, computes on x86-64 with AVX2
/// (checked with `mlir-runner`): fused for f32/f64, which have an FMA
/// instruction; for f16 and bf16 LLVM's back end rounds the product, then
/// the sum. (Its constant folder fuses them: only for constant operands.)
pub(crate) fn fmuladd(x: &APFloat, y: &APFloat, z: &APFloat) -> APFloat {
    use crate::arith::eval::x86_default_nan as nan;
    use ods::support::apfloat::{FloatSemantics, RoundingMode::NearestTiesToEven as Rne};
    if matches!(x.semantics(), FloatSemantics::F16 | FloatSemantics::BF16) {
        let p = nan(x.mul(y, Rne).0, &[x, y]);
        nan(p.add(z, Rne).0, &[&p, z])
    } else {
        nan(x.fma(y, z, Rne).0, &[x, y, z])
    }
}

/// `vector.contract`: over the iteration space the indexing maps define,
/// `acc[map2(p)] = combine(acc[map2(p)], lhs[map0(p)] * rhs[map1(p)])`,
/// reduction dimensions innermost in order. A float `add` into a vector
/// accumulates with one [`fmuladd`] per step, which is what MLIR's lowering
/// (through `vector.outerproduct`) computes; into a scalar, the product is
/// rounded first (MLIR lowers that to `mulf` and a `vector.reduction`).
fn contract(
    it: &Interpreter<'_>,
    op: Operation,
    operands: &[RtValue],
    mask: Option<&[Scalar]>,
) -> Result<Vec<RtValue>, InterpError> {
    let ctx = it.ctx;
    let maps: Vec<ods::affine::AffineMap> =
        match ctx.attr(op, "indexing_maps").map(|a| ctx.attr_kind(a)) {
            Some(ods::ir::AttrKind::Array(items)) => items
                .iter()
                .filter_map(|a| match ctx.attr_kind(*a) {
                    ods::ir::AttrKind::AffineMap(m) => Some(*m),
                    _ => None,
                })
                .collect(),
            _ => return Err(it.undefined(op, "no indexing maps")),
        };
    if maps.len() != 3 {
        return Err(it.undefined(op, "expected three indexing maps"));
    }
    let actx = ctx.affine();
    let shapes: Vec<Vec<i64>> = (0..3)
        .map(|i| shape(it, ctx.value_type(ctx.operand(op, i))))
        .collect();
    let ndims = maps[0].num_dims(actx) as usize;
    let mut extent = vec![1i64; ndims];
    let mut dims_of: Vec<Vec<usize>> = Vec::new();
    for (m, s) in maps.iter().zip(&shapes) {
        let mut ds = Vec::new();
        for (j, e) in m.results(actx).iter().enumerate() {
            match e.kind(actx) {
                ods::affine::AffineExprKind::Dim(d) => {
                    extent[d as usize] = s.get(j).copied().unwrap_or(1);
                    ds.push(d as usize);
                }
                _ => {
                    return Err(InterpError::Unsupported(
                        "vector.contract with non-dimension map results".into(),
                    ))
                }
            }
        }
        dims_of.push(ds);
    }
    // Reduction dimensions innermost: iterate parallel dims, then the rest.
    let parallel: Vec<usize> = (0..ndims).filter(|d| dims_of[2].contains(d)).collect();
    let reduction: Vec<usize> = (0..ndims).filter(|d| !dims_of[2].contains(d)).collect();
    let order: Vec<usize> = parallel.iter().chain(&reduction).copied().collect();
    let (lhs, rhs) = (data(it, op, &operands[0])?, data(it, op, &operands[1])?);
    let mut acc = data(it, op, &operands[2])?.to_vec();
    let kind = kind_of(it, op);
    // A scalar accumulator is lowered to `mulf` + ordered `vector.reduction`:
    // each product rounded, then added.
    let scalar_acc = shapes[2].is_empty();
    // Narrower operands are promoted to the accumulator's element type
    // (`arith.extsi` / `arith.extf`, as MLIR's lowering does).
    let acc_elem = crate::vector::verify::element_or_self(ctx, ctx.value_type(ctx.operand(op, 2)));
    let acc_st = crate::arith::eval::ScalarType::of(ctx, acc_elem);
    let promote = |v: &Scalar| -> Scalar {
        use crate::arith::eval::{eval_cast, CastOp, ScalarType};
        match (v, acc_st) {
            (Scalar::Int(i), Some(ScalarType::Int(w))) if i.width() < w => {
                eval_cast(CastOp::ExtSI, v, ScalarType::Int(w), Flags::default())
            }
            (Scalar::Float(f), Some(ScalarType::Float(s))) if f.semantics() != s => {
                eval_cast(CastOp::ExtF, v, ScalarType::Float(s), Flags::default())
            }
            _ => v.clone(),
        }
    };
    let flat = |ds: &[usize], s: &[i64], p: &[i64]| -> usize {
        ds.iter().zip(s).fold(0i64, |a, (&d, &n)| a * n + p[d]) as usize
    };
    let total: i64 = extent.iter().product();
    let mut p = vec![0i64; ndims];
    for _ in 0..total.max(0) {
        let (l, r) = (
            &promote(&lhs[flat(&dims_of[0], &shapes[0], &p)]),
            &promote(&rhs[flat(&dims_of[1], &shapes[1], &p)]),
        );
        let ai = flat(&dims_of[2], &shapes[2], &p);
        // A mask covers the iteration space (row-major over the dims).
        let on = mask.is_none_or(|m| {
            let i = p.iter().zip(&extent).fold(0i64, |a, (&x, &n)| a * n + x);
            is_on(&m[i as usize])
        });
        acc[ai] = match (l, r, &acc[ai]) {
            _ if !on => acc[ai].clone(),
            (Scalar::Float(x), Scalar::Float(y), Scalar::Float(z)) if kind == 0 && !scalar_acc => {
                Scalar::Float(fmuladd(x, y, z))
            }
            _ => combine(kind, &acc[ai], &combine(1, l, r)),
        };
        for &d in order.iter().rev() {
            p[d] += 1;
            if p[d] < extent[d] {
                break;
            }
            p[d] = 0;
        }
    }
    Ok(vec![RtValue::Data(acc)])
}

/// `( a, b )` nesting per dimension, as the lowered `vector.print` prints.
fn print_nested(out: &mut String, shape: &[i64], vals: &[Scalar], unsigned: bool) {
    if shape.is_empty() {
        out.push_str(&format_element(&vals[0], unsigned));
        return;
    }
    let inner: usize = shape[1..].iter().product::<i64>() as usize;
    out.push_str("( ");
    for i in 0..shape[0] as usize {
        if i > 0 {
            out.push_str(", ");
        }
        print_nested(
            out,
            &shape[1..],
            &vals[i * inner..(i + 1) * inner],
            unsigned,
        );
    }
    out.push_str(" )");
}

/// `vector.transfer_read`/`transfer_write` on a memref: vector element `v`
/// is at the base indices plus `v[j]` along the memref dimension result `j`
/// of the permutation map names (nothing for a broadcast `0`). Elements out
/// of bounds along a vector dimension read the padding / are not written
/// (undefined behaviour where `in_bounds` promised otherwise); indices of
/// the other dimensions must be in bounds. The mask (the op's operand, or
/// `outer_mask` from an enclosing `vector.mask`) has the shape of the
/// transfer in memref order (`inferTransferOpMaskType`): mask dimension
/// `i` is the vector dimension that walks the `i`-th used memref
/// dimension, broadcast dimensions have none. Masked-off elements read
/// the padding (or `passthru`'s element) / are not written.
pub(super) fn transfer(
    it: &Interpreter<'_>,
    op: Operation,
    name: &str,
    operands: &[RtValue],
    outer_mask: Option<&[Scalar]>,
    passthru: Option<&[Scalar]>,
) -> Result<Vec<RtValue>, InterpError> {
    let ctx = it.ctx;
    let read = name == crate::vector::TransferReadOp::NAME;
    let map = match ctx.attr(op, "permutation_map").map(|a| ctx.attr_kind(a)) {
        Some(ods::ir::AttrKind::AffineMap(m)) => *m,
        _ => return Err(it.undefined(op, "no permutation map")),
    };
    let actx = ctx.affine();
    let walks: Vec<Option<usize>> = map
        .results(actx)
        .iter()
        .map(|e| match e.kind(actx) {
            ods::affine::AffineExprKind::Dim(d) => Some(d as usize),
            _ => None,
        })
        .collect();
    let in_bounds: Vec<bool> = match ctx.attr(op, "in_bounds").map(|a| ctx.attr_kind(a)) {
        Some(ods::ir::AttrKind::Array(items)) => items
            .iter()
            .map(|a| matches!(ctx.attr_kind(*a), ods::ir::AttrKind::Integer { value, .. } if !value.is_zero()))
            .collect(),
        _ => Vec::new(),
    };
    let first = if read { 0 } else { 1 };
    let m = scalar_memref(it, op, &operands[first])?.clone();
    let rank = m.sizes.len();
    let base = indices(&operands[first + 1..first + 1 + rank]);
    let mut rest = first + 1 + rank;
    let pad = if read {
        rest += 1;
        Some(data(it, op, &operands[rest - 1])?[0].clone())
    } else {
        None
    };
    let mask = match (operands.get(rest), outer_mask) {
        (Some(mk), _) => Some(data(it, op, mk)?.to_vec()),
        (None, Some(mk)) => Some(mk.to_vec()),
        (None, None) => None,
    };
    let vty = if read {
        ctx.value_type(ctx.result(op, 0))
    } else {
        ctx.value_type(ctx.operand(op, 0))
    };
    let vshape = shape(it, vty);
    // The vector dimensions of the mask, in memref dimension order.
    let mut mask_dims: Vec<(usize, usize)> = walks
        .iter()
        .enumerate()
        .filter_map(|(j, w)| w.map(|k| (k, j)))
        .collect();
    mask_dims.sort();
    // Indices of the dimensions no vector dimension walks must be in
    // bounds.
    for (k, (&b, &size)) in base.iter().zip(&m.sizes).enumerate() {
        if !walks.contains(&Some(k)) && (b < 0 || b >= size) {
            return Err(it.undefined(
                op,
                format!("index {b} of non-transfer dimension {k} out of bounds (size {size})"),
            ));
        }
    }
    if m.buffer.borrow().readonly && !read {
        return Err(it.undefined(op, "store into a constant global"));
    }
    let n: i64 = vshape.iter().product();
    let value = if read {
        None
    } else {
        Some(data(it, op, &operands[0])?.to_vec())
    };
    let mut vals = Vec::with_capacity(if read { n as usize } else { 0 });
    let mut pos = vec![0i64; vshape.len()];
    for flat in 0..n {
        let mut rem = flat;
        for (j, &s) in vshape.iter().enumerate().rev() {
            pos[j] = rem % s;
            rem /= s;
        }
        let mut idx = base.clone();
        let mut inside = true;
        for (j, w) in walks.iter().enumerate() {
            if let Some(k) = *w {
                idx[k] += pos[j];
                if idx[k] < 0 || idx[k] >= m.sizes[k] {
                    if in_bounds.get(j).copied().unwrap_or(false) {
                        return Err(it.undefined(
                            op,
                            format!("in_bounds dimension {j} out of bounds at {idx:?}"),
                        ));
                    }
                    inside = false;
                }
            }
        }
        let on = mask.as_ref().is_none_or(|mk| {
            let i = mask_dims
                .iter()
                .fold(0i64, |a, &(_, j)| a * vshape[j] + pos[j]);
            mk.get(i as usize).is_some_and(is_on)
        });
        if read {
            let v = match (on, inside) {
                (false, _) => passthru
                    .and_then(|p| p.get(flat as usize).cloned())
                    .or_else(|| pad.clone()),
                (true, false) => pad.clone(),
                (true, true) => m.load(&idx),
            };
            vals.push(v.ok_or_else(|| it.undefined(op, format!("out-of-bounds read at {idx:?}")))?);
        } else if on && inside {
            let x = value.as_ref().and_then(|v| v.get(flat as usize)).cloned();
            m.store(&idx, x.unwrap_or(Scalar::Poison))
                .ok_or_else(|| it.undefined(op, format!("out-of-bounds write at {idx:?}")))?;
        }
    }
    Ok(if read {
        vec![RtValue::Data(vals)]
    } else {
        vec![]
    })
}

fn is_on(s: &Scalar) -> bool {
    matches!(s, Scalar::Int(b) if !b.is_zero())
}

/// The compute ops under `vector.mask`: reductions skip the masked-off
/// elements (with no accumulator and no element on, the result is the
/// kind's neutral element, as the lowering computes); an outer product
/// keeps the accumulator where masked off; a contraction skips masked-off
/// iteration points.
pub(super) fn exec_masked(
    it: &mut Interpreter<'_>,
    op: Operation,
    name: &str,
    operands: &[RtValue],
    mask: &[Scalar],
    passthru: Option<&[Scalar]>,
) -> Result<Vec<RtValue>, InterpError> {
    let ctx = it.ctx;
    match name {
        crate::vector::ContractionOp::NAME => contract(it, op, operands, Some(mask)),
        crate::vector::GatherOp::NAME => {
            // The gather's own mask and the outer one both gate a lane;
            // masked-off lanes take the pass-through (`vector.mask`'s, if
            // given).
            let mut args = operands.to_vec();
            let n = args.len();
            let (own, pass) = (data(it, op, &args[n - 2])?, data(it, op, &args[n - 1])?);
            let both = own
                .iter()
                .zip(mask)
                .map(|(a, b)| int_scalar(1, (is_on(a) && is_on(b)) as i64))
                .collect();
            let pass = passthru.map_or_else(|| pass.to_vec(), <[Scalar]>::to_vec);
            args[n - 2] = RtValue::Data(both);
            args[n - 1] = RtValue::Data(pass);
            exec(it, op, name, &args)
        }
        crate::vector::OuterProductOp::NAME => {
            let r = exec(it, op, name, operands)?;
            let acc = operands.get(2).ok_or_else(|| {
                InterpError::Unsupported("masked outerproduct without acc".into())
            })?;
            let (RtValue::Data(r), RtValue::Data(a)) = (&r[0], acc) else {
                return Err(it.undefined(op, "expected vectors"));
            };
            Ok(vec![RtValue::Data(
                r.iter()
                    .zip(a)
                    .zip(mask)
                    .map(|((x, y), m)| if is_on(m) { x.clone() } else { y.clone() })
                    .collect(),
            )])
        }
        crate::vector::ReductionOp::NAME => {
            // The active elements fold in order, from the accumulator (or
            // the first active element; none at all: the neutral element).
            let kind = kind_of(it, op);
            let v = data(it, op, &operands[0])?;
            let mut acc = match (operands.get(1), v.first()) {
                (Some(a), _) => Some(data(it, op, a)?[0].clone()),
                // a float `add` starts from +0.0, as unmasked (MLIR's
                // `vp.reduce.fadd` start value)
                (None, Some(Scalar::Float(f))) if kind == 0 => {
                    Some(Scalar::Float(APFloat::zero(f.semantics(), false)))
                }
                (None, _) => None,
            };
            for (x, m) in v.iter().zip(mask) {
                if is_on(m) {
                    acc = Some(match acc {
                        Some(a) => combine(kind, &a, x),
                        None => x.clone(),
                    });
                }
            }
            let r = match acc {
                Some(a) => a,
                None => {
                    let elem = ctx.value_type(ctx.result(op, 0));
                    crate::vector::lowering::mask::neutral(
                        ctx,
                        crate::vector::verify::kind_of(ctx, op)
                            .unwrap_or(crate::vector::CombiningKind::ADD),
                        elem,
                    )
                    .ok_or_else(|| InterpError::Unsupported("masked reduction".into()))?
                }
            };
            Ok(vec![RtValue::scalar(r)])
        }
        crate::vector::MultiDimReductionOp::NAME => {
            // Masked-off elements are skipped.
            let src_shape = shape(it, ctx.value_type(ctx.operand(op, 0)));
            let dims = ctx
                .attr(op, "reduction_dims")
                .and_then(|a| dense_array_values(ctx, a))
                .unwrap_or_default();
            let kind = kind_of(it, op);
            let src = data(it, op, &operands[0])?;
            let mut out = data(it, op, &operands[1])?.to_vec();
            for (flat, (x, m)) in src.iter().zip(mask).enumerate() {
                if !is_on(m) {
                    continue;
                }
                let oi = reduced_index(flat, &src_shape, &dims);
                out[oi] = combine(kind, &out[oi], x);
            }
            Ok(vec![RtValue::Data(out)])
        }
        _ => Err(InterpError::Unsupported(format!("vector.mask of {name}"))),
    }
}
