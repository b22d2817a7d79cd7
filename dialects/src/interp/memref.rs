//! memref values and ops: a memref is a strided view (offset, sizes,
//! strides) of a shared buffer of scalars, as MLIR's descriptor describes
//! it.

use super::{int_of, name_of, InterpError, Interpreter, RtValue};
use crate::arith::eval::{Scalar, ScalarType};
use ods::ir::{Operation, TypeKind};
use std::cell::RefCell;
use std::rc::Rc;

/// A strided view of a buffer.
#[derive(Clone, Debug)]
pub struct MemRefValue {
    /// The elements (shared between views).
    pub buffer: Rc<RefCell<Vec<Scalar>>>,
    /// The element type.
    pub elem: ScalarType,
    /// Offset of element `[0, ..., 0]` in the buffer.
    pub offset: i64,
    /// Sizes.
    pub sizes: Vec<i64>,
    /// Strides (in elements).
    pub strides: Vec<i64>,
}

impl PartialEq for MemRefValue {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.buffer, &other.buffer)
            && self.offset == other.offset
            && self.sizes == other.sizes
            && self.strides == other.strides
    }
}

impl MemRefValue {
    /// A fresh, identity-layout memref of `sizes` filled with `init`.
    pub fn new(elem: ScalarType, sizes: Vec<i64>, init: Scalar) -> MemRefValue {
        let n: i64 = sizes.iter().product();
        let mut strides = vec![1i64; sizes.len()];
        for i in (0..sizes.len().saturating_sub(1)).rev() {
            strides[i] = strides[i + 1] * sizes[i + 1];
        }
        MemRefValue {
            buffer: Rc::new(RefCell::new(vec![init; n.max(0) as usize])),
            elem,
            offset: 0,
            sizes,
            strides,
        }
    }

    /// The buffer position of `indices`, or `None` out of bounds.
    pub fn position(&self, indices: &[i64]) -> Option<usize> {
        if indices.len() != self.sizes.len() {
            return None;
        }
        let mut p = self.offset;
        for ((&i, &s), &st) in indices.iter().zip(&self.sizes).zip(&self.strides) {
            if i < 0 || i >= s {
                return None;
            }
            p += i * st;
        }
        usize::try_from(p)
            .ok()
            .filter(|&p| p < self.buffer.borrow().len())
    }

    /// Loads one element.
    pub fn load(&self, indices: &[i64]) -> Option<Scalar> {
        let p = self.position(indices)?;
        Some(self.buffer.borrow()[p].clone())
    }

    /// Stores one element.
    pub fn store(&self, indices: &[i64], v: Scalar) -> Option<()> {
        let p = self.position(indices)?;
        self.buffer.borrow_mut()[p] = v;
        Some(())
    }
}

pub(super) fn zero_of(elem: ScalarType) -> Scalar {
    use ods::support::apfloat::APFloat;
    use ods::support::apint::APInt;
    match elem {
        ScalarType::Int(w) => Scalar::Int(APInt::zero(w)),
        ScalarType::Float(s) => Scalar::Float(APFloat::zero(s, false)),
    }
}

pub(super) fn memref_of<'a>(
    it: &Interpreter<'_>,
    op: Operation,
    v: &'a RtValue,
) -> Result<&'a MemRefValue, InterpError> {
    match v {
        RtValue::MemRef(m) => Ok(m),
        RtValue::Data(_) => Err(it.undefined(op, "expected a memref operand")),
    }
}

pub(super) fn indices(vals: &[RtValue]) -> Vec<i64> {
    vals.iter().map(int_of).collect()
}

pub(super) fn exec(
    it: &mut Interpreter<'_>,
    op: Operation,
    name: &str,
    operands: &[RtValue],
) -> Result<Vec<RtValue>, InterpError> {
    let ctx = it.ctx;
    match name {
        "memref.alloc" | "memref.alloca" => {
            let ty = ctx.value_type(ctx.result(op, 0));
            let TypeKind::MemRef { shape, elem, .. } = ctx.type_kind(ty).clone() else {
                return Err(it.undefined(op, "not a memref type"));
            };
            let elem = ScalarType::of(ctx, elem)
                .ok_or_else(|| InterpError::Unsupported(format!("{name} of this element type")))?;
            let mut dynamic = operands.iter();
            let sizes: Vec<i64> = shape
                .iter()
                .map(|&d| {
                    if d < 0 {
                        dynamic.next().map_or(0, int_of)
                    } else {
                        d
                    }
                })
                .collect();
            Ok(vec![RtValue::MemRef(MemRefValue::new(
                elem,
                sizes,
                zero_of(elem),
            ))])
        }
        "memref.dealloc" => Ok(vec![]),
        "memref.load" => {
            let m = memref_of(it, op, &operands[0])?;
            let idx = indices(&operands[1..]);
            let v = m
                .load(&idx)
                .ok_or_else(|| it.undefined(op, format!("out-of-bounds load at {idx:?}")))?;
            Ok(vec![RtValue::scalar(v)])
        }
        "memref.store" => {
            let m = memref_of(it, op, &operands[1])?;
            let idx = indices(&operands[2..]);
            let v = operands[0]
                .data()
                .and_then(|d| d.first())
                .cloned()
                .unwrap_or(Scalar::Poison);
            m.store(&idx, v)
                .ok_or_else(|| it.undefined(op, format!("out-of-bounds store at {idx:?}")))?;
            Ok(vec![])
        }
        "memref.dim" => {
            let m = memref_of(it, op, &operands[0])?;
            let i = int_of(&operands[1]);
            let d = usize::try_from(i)
                .ok()
                .and_then(|i| m.sizes.get(i))
                .copied()
                .ok_or_else(|| it.undefined(op, "dimension out of range"))?;
            Ok(vec![RtValue::scalar(super::int_scalar(64, d))])
        }
        "memref.cast" => Ok(vec![operands[0].clone()]),
        "memref.copy" => {
            let (src, dst) = (
                memref_of(it, op, &operands[0])?,
                memref_of(it, op, &operands[1])?,
            );
            if src.sizes != dst.sizes {
                return Err(it.undefined(op, "shape mismatch"));
            }
            let mut idx = vec![0i64; src.sizes.len()];
            let total: i64 = src.sizes.iter().product();
            for _ in 0..total.max(0) {
                let v = src
                    .load(&idx)
                    .ok_or_else(|| it.undefined(op, "out of bounds"))?;
                dst.store(&idx, v)
                    .ok_or_else(|| it.undefined(op, "out of bounds"))?;
                for d in (0..idx.len()).rev() {
                    idx[d] += 1;
                    if idx[d] < src.sizes[d] {
                        break;
                    }
                    idx[d] = 0;
                }
            }
            Ok(vec![])
        }
        _ => Err(InterpError::Unsupported(name_of(ctx, op).into())),
    }
}
