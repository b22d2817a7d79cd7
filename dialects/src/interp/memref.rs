//! memref values and ops: a memref is a strided view (offset, sizes,
//! strides) of a shared byte buffer, as MLIR's descriptor describes it
//! (aligned pointer, offset, sizes, strides). Elements are laid out as
//! LLVM lays them out for the x86-64 data layout the runner uses: a scalar
//! takes its allocation size (`i1` one byte, `i24` four, `f80` sixteen), a
//! vector element is an array of bit-packed 1-D vectors, each padded to a
//! power-of-two size; so `memref.view` and `vector.type_cast` reinterpret
//! the same bytes as MLIR does.

use super::{int_of, name_of, InterpError, Interpreter, RtValue};
use crate::arith::eval::{float_bits, float_from_bits, Constant, Scalar, ScalarType};
use crate::memref::layout::{rank_reduction_mask, strides_and_offset};
use ods::ir::{Operation, Type, TypeKind, DYNAMIC};
use ods::opdef::constraint::attrs::dense_array_values;
use ods::support::apfloat::FloatSemantics;
use ods::support::apint::APInt;
use std::cell::RefCell;
use std::rc::Rc;

/// The memory behind one allocation: bytes, with the bytes a poison value
/// was stored to marked.
#[derive(Debug, Default, PartialEq)]
pub struct Buffer {
    bytes: Vec<u8>,
    /// Per byte: holds (part of) a poison value. Empty until a poison store.
    poison: Vec<bool>,
    /// A `constant` `memref.global`: stores are undefined behaviour.
    pub(super) readonly: bool,
}

impl Buffer {
    /// `n` zero bytes.
    pub fn zeroed(n: usize) -> Buffer {
        Buffer {
            bytes: vec![0; n],
            ..Buffer::default()
        }
    }

    /// Size in bytes.
    pub fn len(&self) -> usize {
        self.bytes.len()
    }

    /// True for an empty allocation.
    pub fn is_empty(&self) -> bool {
        self.bytes.is_empty()
    }

    /// The raw bytes.
    pub fn bytes(&self) -> &[u8] {
        &self.bytes
    }
}

/// A strided view of a buffer.
#[derive(Clone, Debug)]
pub struct MemRefValue {
    /// The bytes (shared between views).
    pub buffer: Rc<RefCell<Buffer>>,
    /// The element type (of the lanes, for a memref of vectors).
    pub elem: ScalarType,
    /// The shape of a vector element (`memref<4xvector<8xf32>>`: `[8]`);
    /// empty for scalar elements.
    pub vector: Vec<i64>,
    /// Where the descriptor's aligned pointer points, in bytes from the
    /// start of the buffer (`memref.view` moves it).
    pub base: usize,
    /// Offset of element `[0, ..., 0]` from the aligned pointer, in
    /// elements.
    pub offset: i64,
    /// Sizes.
    pub sizes: Vec<i64>,
    /// Strides (in elements).
    pub strides: Vec<i64>,
}

impl PartialEq for MemRefValue {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.buffer, &other.buffer)
            && self.base == other.base
            && self.elem == other.elem
            && self.vector == other.vector
            && self.offset == other.offset
            && self.sizes == other.sizes
            && self.strides == other.strides
    }
}

/// Bytes a scalar of type `t` takes in memory (LLVM's allocation size on
/// x86-64) and how many of them hold its value (its store size).
pub fn scalar_bytes(t: ScalarType) -> (usize, usize) {
    let store = (t.width() as usize).div_ceil(8).max(1);
    match t {
        ScalarType::Float(FloatSemantics::F80) => (16, store),
        _ => (store.next_power_of_two(), store),
    }
}

/// Bytes one element of a memref of `elem` (lanes in the vector shape
/// `vector`, scalar if empty) takes.
pub(super) fn element_bytes(elem: ScalarType, vector: &[i64]) -> usize {
    match vector.split_last() {
        None => scalar_bytes(elem).0,
        Some((&n, outer)) => {
            let inner = (n.max(0) as usize * elem.width() as usize)
                .div_ceil(8)
                .max(1)
                .next_power_of_two();
            outer.iter().map(|&d| d.max(0) as usize).product::<usize>() * inner
        }
    }
}

/// `width` bits of `bytes` from bit `at` (little-endian).
pub(super) fn get_bits(bytes: &[u8], at: usize, width: u32) -> APInt {
    if at.is_multiple_of(8) && width.is_multiple_of(8) {
        return APInt::from_le_bytes(width, &bytes[at / 8..at / 8 + width as usize / 8]);
    }
    let mut out = vec![0u8; (width as usize).div_ceil(8)];
    for i in 0..width as usize {
        let b = at + i;
        if bytes[b / 8] >> (b % 8) & 1 != 0 {
            out[i / 8] |= 1 << (i % 8);
        }
    }
    APInt::from_le_bytes(width, &out)
}

/// Stores `width` bits of `v` into `bytes` from bit `at`.
pub(super) fn put_bits(bytes: &mut [u8], at: usize, width: u32, v: &APInt) {
    let mut src = Vec::new();
    v.write_le_bytes(&mut src, (width as usize).div_ceil(8));
    if at.is_multiple_of(8) && width.is_multiple_of(8) {
        bytes[at / 8..at / 8 + src.len()].copy_from_slice(&src);
        return;
    }
    for i in 0..width as usize {
        let b = at + i;
        let bit = src[i / 8] >> (i % 8) & 1;
        bytes[b / 8] = bytes[b / 8] & !(1 << (b % 8)) | bit << (b % 8);
    }
}

fn decode(t: ScalarType, bits: APInt) -> Scalar {
    match t {
        ScalarType::Int(_) => Scalar::Int(bits),
        ScalarType::Float(s) => Scalar::Float(float_from_bits(s, &bits)),
    }
}

/// The bits of `s` as a `t` in memory (`None` for poison).
fn encode(t: ScalarType, s: &Scalar) -> Option<APInt> {
    match s {
        Scalar::Int(i) => Some(i.zext_or_trunc(t.width())),
        Scalar::Float(f) => Some(float_bits(f)),
        Scalar::Poison => None,
    }
}

impl MemRefValue {
    /// A fresh, identity-layout memref of `sizes` filled with `init`.
    pub fn new(elem: ScalarType, sizes: Vec<i64>, init: Scalar) -> MemRefValue {
        let m = MemRefValue::zeroed(elem, Vec::new(), sizes);
        for p in 0..m.sizes.iter().product::<i64>() {
            m.write(p, std::slice::from_ref(&init));
        }
        m
    }

    /// A fresh, zero-filled memref of `sizes` with the identity layout
    /// (elements of vector shape `vector`, scalars if empty).
    pub fn zeroed(elem: ScalarType, vector: Vec<i64>, sizes: Vec<i64>) -> MemRefValue {
        let strides = identity_strides(&sizes);
        let n: i64 = sizes.iter().map(|&s| s.max(0)).product();
        MemRefValue {
            buffer: Rc::new(RefCell::new(Buffer::zeroed(
                n as usize * element_bytes(elem, &vector),
            ))),
            elem,
            vector,
            base: 0,
            offset: 0,
            sizes,
            strides,
        }
    }

    /// Scalars per element (1, or the lanes of a vector element).
    pub fn lanes(&self) -> usize {
        self.vector.iter().map(|&d| d.max(0) as usize).product()
    }

    /// The element position (from the aligned pointer) of `indices`, or
    /// `None` out of bounds.
    pub fn position(&self, indices: &[i64]) -> Option<i64> {
        if indices.len() != self.sizes.len() {
            return None;
        }
        let mut p = self.offset;
        for ((&i, &s), &st) in indices.iter().zip(&self.sizes).zip(&self.strides) {
            if i < 0 || i >= s {
                return None;
            }
            p = p.checked_add(i.checked_mul(st)?)?;
        }
        Some(p)
    }

    /// Bytes per 1-D row of a vector element of `size` bytes.
    fn row_bytes(&self, size: usize) -> usize {
        let n = self.vector.last().map_or(1, |&n| n.max(0) as usize);
        self.lanes()
            .checked_div(n)
            .and_then(|rows| size.checked_div(rows))
            .unwrap_or(0)
    }

    /// The byte range of the element at position `pos`, if inside the
    /// buffer.
    fn bytes_of(&self, pos: i64) -> Option<(usize, usize)> {
        let size = element_bytes(self.elem, &self.vector);
        let start = (self.base as i128).checked_add((pos as i128).checked_mul(size as i128)?)?;
        let len = self.buffer.borrow().len() as i128;
        if start < 0 || start + size as i128 > len {
            return None;
        }
        Some((start as usize, size))
    }

    /// The element at position `pos` (its lanes, row-major), or `None`
    /// outside the buffer.
    pub fn read(&self, pos: i64) -> Option<Vec<Scalar>> {
        let (start, size) = self.bytes_of(pos)?;
        let buf = self.buffer.borrow();
        let bytes = &buf.bytes[start..start + size];
        let poisoned = |from: usize, n: usize| {
            !buf.poison.is_empty() && buf.poison[start + from..start + from + n].contains(&true)
        };
        let w = self.elem.width();
        let Some((&n, _)) = self.vector.split_last() else {
            let store = scalar_bytes(self.elem).1;
            if poisoned(0, store) {
                return Some(vec![Scalar::Poison]);
            }
            return Some(vec![decode(self.elem, get_bits(bytes, 0, w))]);
        };
        let n = n.max(0) as usize;
        let inner = self.row_bytes(size);
        let mut out = Vec::with_capacity(self.lanes());
        for row in 0..self.lanes().checked_div(n).unwrap_or(0) {
            for lane in 0..n {
                let at = row * inner * 8 + lane * w as usize;
                out.push(if poisoned(at / 8, (w as usize).div_ceil(8)) {
                    Scalar::Poison
                } else {
                    decode(self.elem, get_bits(bytes, at, w))
                });
            }
        }
        Some(out)
    }

    /// Stores the element at position `pos` (its lanes, row-major);
    /// `None` outside the buffer or into a constant global.
    pub fn write(&self, pos: i64, vals: &[Scalar]) -> Option<()> {
        let (start, size) = self.bytes_of(pos)?;
        let mut guard = self.buffer.borrow_mut();
        let buf = &mut *guard;
        if buf.readonly {
            return None;
        }
        let w = self.elem.width();
        let n = self.vector.last().map_or(1, |&n| n.max(0) as usize);
        let inner = if self.vector.is_empty() {
            size
        } else {
            self.row_bytes(size)
        };
        for (k, v) in vals.iter().enumerate().take(self.lanes().max(1)) {
            let at = (k / n) * inner * 8 + (k % n) * w as usize;
            let nbytes = (w as usize).div_ceil(8);
            let bits = encode(self.elem, v);
            if bits.is_none() && buf.poison.is_empty() {
                buf.poison = vec![false; buf.bytes.len()];
            }
            if !buf.poison.is_empty() {
                let from = start + at / 8;
                buf.poison[from..from + nbytes].fill(bits.is_none());
            }
            let bits = bits.unwrap_or_else(|| APInt::zero(w));
            put_bits(&mut buf.bytes[start..start + size], at, w, &bits);
        }
        Some(())
    }

    /// Loads one element (its lanes).
    pub fn load_elem(&self, indices: &[i64]) -> Option<Vec<Scalar>> {
        self.read(self.position(indices)?)
    }

    /// Loads one scalar element (the first lane of a vector element).
    pub fn load(&self, indices: &[i64]) -> Option<Scalar> {
        let pos = self.position(indices)?;
        if !self.vector.is_empty() {
            return self.read(pos)?.into_iter().next();
        }
        let (start, _) = self.bytes_of(pos)?;
        let buf = self.buffer.borrow();
        let store = scalar_bytes(self.elem).1;
        if !buf.poison.is_empty() && buf.poison[start..start + store].contains(&true) {
            return Some(Scalar::Poison);
        }
        Some(decode(
            self.elem,
            get_bits(&buf.bytes[start..start + store], 0, self.elem.width()),
        ))
    }

    /// Stores one element (its lanes).
    pub fn store_elem(&self, indices: &[i64], vals: &[Scalar]) -> Option<()> {
        self.write(self.position(indices)?, vals)
    }

    /// Stores one scalar element.
    pub fn store(&self, indices: &[i64], v: Scalar) -> Option<()> {
        self.store_elem(indices, std::slice::from_ref(&v))
    }

    /// The elements in row-major order of the indices (lanes flattened).
    pub fn elements(&self) -> Option<Vec<Scalar>> {
        let mut out = Vec::new();
        for idx in all_indices(&self.sizes) {
            out.extend(self.load_elem(&idx)?);
        }
        Some(out)
    }

    /// The address printed as `base@` (the aligned pointer).
    pub fn address(&self) -> usize {
        self.buffer.borrow().bytes.as_ptr() as usize + self.base
    }
}

/// The suffix products of `sizes`.
pub(super) fn identity_strides(sizes: &[i64]) -> Vec<i64> {
    let mut strides = vec![1i64; sizes.len()];
    for i in (0..sizes.len().saturating_sub(1)).rev() {
        strides[i] = strides[i + 1] * sizes[i + 1].max(0);
    }
    strides
}

/// Every index tuple of `sizes`, row-major.
pub(super) fn all_indices(sizes: &[i64]) -> impl Iterator<Item = Vec<i64>> + '_ {
    let total: i64 = sizes.iter().map(|&s| s.max(0)).product();
    let mut idx = vec![0i64; sizes.len()];
    (0..total).map(move |k| {
        if k > 0 {
            for d in (0..idx.len()).rev() {
                idx[d] += 1;
                if idx[d] < sizes[d] {
                    break;
                }
                idx[d] = 0;
            }
        }
        idx.clone()
    })
}

pub(super) fn memref_of<'a>(
    it: &Interpreter<'_>,
    op: Operation,
    v: &'a RtValue,
) -> Result<&'a MemRefValue, InterpError> {
    match v {
        RtValue::MemRef(m) => Ok(m),
        _ => Err(it.undefined(op, "expected a memref operand")),
    }
}

pub(super) fn indices(vals: &[RtValue]) -> Vec<i64> {
    vals.iter().map(int_of).collect()
}

/// The element of a memref type: its scalar type and vector shape.
fn element_of(it: &Interpreter<'_>, ty: Type) -> Result<(ScalarType, Vec<i64>), InterpError> {
    let ctx = it.ctx;
    let elem = match ctx.type_kind(ty) {
        TypeKind::MemRef { elem, .. } | TypeKind::UnrankedMemRef { elem, .. } => *elem,
        _ => return Err(InterpError::Unsupported("a memref of this type".into())),
    };
    if let Some(s) = ScalarType::of(ctx, elem) {
        return Ok((s, Vec::new()));
    }
    let unsupported = || {
        InterpError::Unsupported(format!(
            "memrefs of {}",
            ods::asm::printer::print_type_local(ctx, elem)
        ))
    };
    let (shape, _) = ctx.shaped_info(elem).ok_or_else(unsupported)?;
    let shape = shape.to_vec();
    let lane = ctx
        .element_type(elem)
        .and_then(|e| ScalarType::of(ctx, e))
        .ok_or_else(unsupported)?;
    Ok((lane, shape))
}

/// The static shape of a ranked memref type with the dynamic sizes taken
/// from `dynamic`.
fn sizes_of(it: &Interpreter<'_>, ty: Type, dynamic: &[RtValue]) -> Vec<i64> {
    let mut d = dynamic.iter();
    match it.ctx.type_kind(ty) {
        TypeKind::MemRef { shape, .. } => shape
            .iter()
            .map(|&s| if s < 0 { d.next().map_or(0, int_of) } else { s })
            .collect(),
        _ => Vec::new(),
    }
}

/// Static values of an `OffsetSizeAndStrideOpInterface` list attribute,
/// the `DYNAMIC` ones taken in order from `dynamic`.
fn mixed(
    it: &Interpreter<'_>,
    op: Operation,
    attr: &str,
    dynamic: &mut std::slice::Iter<'_, RtValue>,
) -> Vec<i64> {
    it.ctx
        .attr(op, attr)
        .and_then(|a| dense_array_values(it.ctx, a))
        .unwrap_or_default()
        .into_iter()
        .map(|v| {
            if v == DYNAMIC {
                dynamic.next().map_or(0, int_of)
            } else {
                v
            }
        })
        .collect()
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
        crate::memref::AllocOp::NAME | crate::memref::AllocaOp::NAME => {
            let ty = res_ty();
            let (elem, vector) = element_of(it, ty)?;
            let sizes = sizes_of(it, ty, operands);
            let mut m = MemRefValue::zeroed(elem, vector, sizes);
            // A strided layout of its own: the buffer spans its largest
            // position.
            if let Some((strides, offset)) = strides_and_offset(ctx, ty) {
                if strides.iter().chain([&offset]).all(|&s| s != DYNAMIC)
                    && (strides != m.strides || offset != 0)
                {
                    let last = m
                        .sizes
                        .iter()
                        .zip(&strides)
                        .fold(offset, |a, (&s, &st)| a + (s - 1).max(0) * st);
                    let n = if m.sizes.contains(&0) { 0 } else { last + 1 };
                    *m.buffer.borrow_mut() =
                        Buffer::zeroed(n.max(0) as usize * element_bytes(elem, &m.vector));
                    m.strides = strides;
                    m.offset = offset;
                }
            }
            Ok(vec![RtValue::MemRef(m)])
        }
        crate::memref::DeallocOp::NAME | crate::memref::PrefetchOp::NAME => Ok(vec![]),
        crate::memref::LoadOp::NAME => {
            let m = memref_of(it, op, &operands[0])?;
            let idx = indices(&operands[1..]);
            let v = m
                .load_elem(&idx)
                .ok_or_else(|| it.undefined(op, format!("out-of-bounds load at {idx:?}")))?;
            Ok(vec![RtValue::Data(v)])
        }
        crate::memref::StoreOp::NAME => {
            let m = memref_of(it, op, &operands[1])?;
            let idx = indices(&operands[2..]);
            let v = match &operands[0] {
                RtValue::Data(d) => d.clone(),
                _ => return Err(it.undefined(op, "stored value is not data")),
            };
            if m.buffer.borrow().readonly {
                return Err(it.undefined(op, "store into a constant global"));
            }
            m.store_elem(&idx, &v)
                .ok_or_else(|| it.undefined(op, format!("out-of-bounds store at {idx:?}")))?;
            Ok(vec![])
        }
        crate::memref::DimOp::NAME => {
            let m = memref_of(it, op, &operands[0])?;
            let i = int_of(&operands[1]);
            let d = usize::try_from(i)
                .ok()
                .and_then(|i| m.sizes.get(i))
                .copied()
                .ok_or_else(|| it.undefined(op, "dimension out of range"))?;
            Ok(vec![RtValue::scalar(super::int_scalar(64, d))])
        }
        crate::memref::CastOp::NAME => {
            // To a ranked type: its static sizes, strides and offset must
            // hold at run time.
            let m = memref_of(it, op, &operands[0])?;
            let ty = res_ty();
            if let TypeKind::MemRef { shape, .. } = ctx.type_kind(ty) {
                let bad = shape.len() != m.sizes.len()
                    || shape.iter().zip(&m.sizes).any(|(&s, &d)| s >= 0 && s != d)
                    || strides_and_offset(ctx, ty).is_some_and(|(st, off)| {
                        (off != DYNAMIC && off != m.offset)
                            || st
                                .iter()
                                .zip(&m.strides)
                                .zip(&m.sizes)
                                .any(|((&s, &d), &n)| s != DYNAMIC && s != d && n > 1)
                    });
                if bad {
                    return Err(it.undefined(op, "the memref does not match the cast's type"));
                }
            }
            Ok(vec![operands[0].clone()])
        }
        crate::memref::AssumeAlignmentOp::NAME => Ok(vec![operands[0].clone()]),
        crate::memref::CopyOp::NAME => {
            let (src, dst) = (
                memref_of(it, op, &operands[0])?,
                memref_of(it, op, &operands[1])?,
            );
            if src.sizes != dst.sizes {
                return Err(it.undefined(op, "shape mismatch"));
            }
            // Through a copy: source and target may overlap.
            let vals = all_indices(&src.sizes)
                .map(|idx| src.load_elem(&idx))
                .collect::<Option<Vec<_>>>()
                .ok_or_else(|| it.undefined(op, "out of bounds"))?;
            for (idx, v) in all_indices(&dst.sizes).zip(vals) {
                dst.store_elem(&idx, &v)
                    .ok_or_else(|| it.undefined(op, "out of bounds"))?;
            }
            Ok(vec![])
        }
        crate::memref::SubViewOp::NAME => {
            let m = memref_of(it, op, &operands[0])?;
            let mut dynamic = operands[1..].iter();
            let offsets = mixed(it, op, "static_offsets", &mut dynamic);
            let sizes = mixed(it, op, "static_sizes", &mut dynamic);
            let strides = mixed(it, op, "static_strides", &mut dynamic);
            let rank = m.sizes.len();
            if offsets.len() != rank || sizes.len() != rank || strides.len() != rank {
                return Err(it.undefined(op, "offsets, sizes and strides of another rank"));
            }
            let mut offset = m.offset;
            for d in 0..rank {
                let (o, n, s) = (offsets[d], sizes[d], strides[d]);
                // Out-of-bounds subviews are undefined behaviour.
                if n < 0
                    || (n > 0 && (o < 0 || o + (n - 1) * s >= m.sizes[d] || o + (n - 1) * s < 0))
                {
                    return Err(it.undefined(
                        op,
                        format!("out-of-bounds subview in dimension {d}: offset {o}, size {n}, stride {s} of {}", m.sizes[d]),
                    ));
                }
                offset += o * m.strides[d];
            }
            // Dimensions the result type drops (unit sizes).
            let static_sizes = ctx
                .attr(op, "static_sizes")
                .and_then(|a| dense_array_values(ctx, a))
                .unwrap_or_default();
            let result_shape = match ctx.type_kind(res_ty()) {
                TypeKind::MemRef { shape, .. } => shape.to_vec(),
                _ => static_sizes.clone(),
            };
            let dropped = rank_reduction_mask(&static_sizes, &result_shape)
                .ok_or_else(|| it.undefined(op, "result rank reduction"))?;
            let keep = |d: &usize| !dropped.contains(d);
            Ok(vec![RtValue::MemRef(MemRefValue {
                offset,
                sizes: (0..rank).filter(keep).map(|d| sizes[d]).collect(),
                strides: (0..rank)
                    .filter(keep)
                    .map(|d| m.strides[d] * strides[d])
                    .collect(),
                ..m.clone()
            })])
        }
        crate::memref::ViewOp::NAME => {
            // The aligned pointer moves by the byte shift; the result has
            // the identity layout over the new element type.
            let m = memref_of(it, op, &operands[0])?;
            let shift = int_of(&operands[1]);
            let ty = res_ty();
            let (elem, vector) = element_of(it, ty)?;
            let sizes = sizes_of(it, ty, &operands[2..]);
            let base = m.base as i64 + m.offset * element_bytes(m.elem, &m.vector) as i64 + shift;
            let view = MemRefValue {
                buffer: m.buffer.clone(),
                elem,
                base: usize::try_from(base).map_err(|_| it.undefined(op, "negative byte shift"))?,
                offset: 0,
                strides: identity_strides(&sizes),
                vector,
                sizes,
            };
            let n: i64 = view.sizes.iter().map(|&s| s.max(0)).product();
            if n > 0 && view.bytes_of(n - 1).is_none() {
                return Err(it.undefined(op, "the view exceeds its buffer"));
            }
            Ok(vec![RtValue::MemRef(view)])
        }
        crate::memref::GetGlobalOp::NAME => {
            let sym = ctx
                .attr(op, "name")
                .and_then(|a| super::symbol_root(ctx, a))
                .ok_or_else(|| it.undefined(op, "no global name"))?
                .to_vec();
            if let Some(m) = it.globals.get(&sym) {
                return Ok(vec![RtValue::MemRef(m.clone())]);
            }
            let m = global(it, op, &sym)?;
            it.globals.insert(sym, m.clone());
            Ok(vec![RtValue::MemRef(m)])
        }
        _ => Err(InterpError::Unsupported(name_of(ctx, op).into())),
    }
}

/// The memory of `memref.global @sym`, initialized.
fn global(it: &Interpreter<'_>, op: Operation, sym: &[u8]) -> Result<MemRefValue, InterpError> {
    let ctx = it.ctx;
    let g = it
        .module_ops()
        .find(|&g| {
            name_of(ctx, g) == crate::memref::GlobalOp::NAME
                && ctx
                    .attr(g, "sym_name")
                    .and_then(|a| super::string_value(ctx, a))
                    == Some(sym)
        })
        .ok_or_else(|| it.undefined(op, "no such global"))?;
    let ty = match ctx.attr(g, "type").map(|a| ctx.attr_kind(a)) {
        Some(ods::ir::AttrKind::Type(t)) => *t,
        _ => ctx.value_type(ctx.result(op, 0)),
    };
    let (elem, vector) = element_of(it, ty)?;
    let m = MemRefValue::zeroed(elem, vector, sizes_of(it, ty, &[]));
    if let Some(init) = ctx
        .attr(g, "initial_value")
        .and_then(|a| Constant::from_attr(ctx, a))
    {
        let n: i64 = m.sizes.iter().product();
        let vals = init.elements(n.max(0) as usize * m.lanes());
        for (p, chunk) in vals.chunks(m.lanes().max(1)).enumerate() {
            m.write(p as i64, chunk);
        }
    }
    m.buffer.borrow_mut().readonly = ctx.attr(g, "constant").is_some();
    Ok(m)
}
