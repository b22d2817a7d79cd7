//! memref descriptors and addressing: `alloc`/`alloca`/`dealloc`,
//! `load`/`store`, `dim`, `cast`, `subview`, `copy`, `global`/`get_global`,
//! `assume_alignment`.
//!
//! A descriptor is MLIR's `StridedMemRefType` (allocated, aligned, offset,
//! sizes, strides); parts the type fixes are compile-time constants, so an
//! access to `memref<64x64xf32>` is `aligned + (i*64 + j)*4` with the
//! multiply by an immediate, and `memref<?xf32>` is `[aligned + i*4]`.

use super::types::{self, Dim, MemDesc, Sk, Val};
use super::{invalid, sym_name, unsupported, FnLower, LResult};
use crate::mir::*;
use dialects::arith::eval::{Constant, Scalar};
use ods::ir::{Context, Operation};
use ods::opdef::constraint::attrs::dense_array_values;
use std::rc::Rc;

/// Scalar memory access kind of an element type.
pub(crate) fn mem_kind(e: Sk) -> MemKind {
    match e {
        Sk::I(1) | Sk::I(8) => MemKind::U8,
        Sk::I(16) | Sk::F16 | Sk::BF16 => MemKind::U16,
        Sk::I(32) => MemKind::U32,
        Sk::I(_) => MemKind::I64,
        Sk::F32 => MemKind::F32,
        Sk::F64 => MemKind::F64,
    }
}

/// Storage for a `memref.global` (8-byte aligned, zero-initialized unless
/// it has a dense initial value).
pub(crate) fn global_storage(ctx: &Context, op: Operation) -> LResult<(String, DataBlock)> {
    let name = sym_name(ctx, op).ok_or_else(|| invalid(ctx, op, "no name"))?;
    let ty = ctx
        .attr(op, "type")
        .and_then(|a| match ctx.attr_kind(a) {
            ods::ir::AttrKind::Type(t) => Some(*t),
            _ => None,
        })
        .ok_or_else(|| invalid(ctx, op, "no type"))?;
    let m = types::memref_kind(ctx, ty)
        .filter(|m| m.lanes == 0)
        .ok_or_else(|| unsupported(ctx, op, "globals of this type"))?;
    if m.shape.iter().any(|&d| d < 0) {
        return Err(invalid(ctx, op, "dynamic global"));
    }
    let n: i64 = m.shape.iter().product();
    let eb = m.elem.bytes() as usize;
    let mut bytes = vec![0u8; n as usize * eb];
    if let Some(Constant::Elements { values, splat, .. }) = ctx
        .attr(op, "initial_value")
        .and_then(|a| Constant::from_attr(ctx, a))
    {
        for i in 0..n as usize {
            let v = if splat { &values[0] } else { &values[i] };
            let bits: u64 = match v {
                Scalar::Int(x) => x.low_u64(),
                Scalar::Float(f) => dialects::arith::eval::float_bits(f).low_u64(),
                Scalar::Poison => 0,
            };
            bytes[i * eb..(i + 1) * eb].copy_from_slice(&bits.to_le_bytes()[..eb]);
        }
    }
    Ok((name, DataBlock { bytes, align: 8 }))
}

impl FnLower<'_> {
    /// A GPR holding a descriptor part.
    pub(crate) fn dim_reg(&mut self, d: Dim) -> VReg {
        match d {
            Dim::Static(c) => self.b.iconst(c),
            Dim::Dyn(r) => r,
        }
    }

    /// The address of element `idx` (each a constant or a register).
    pub(crate) fn elem_addr(&mut self, d: &MemDesc, idx: &[(Option<i64>, VReg)]) -> Addr {
        let eb = d.elem_bytes() as i64;
        let mut cpart: i64 = match d.offset {
            Dim::Static(c) => c,
            Dim::Dyn(_) => 0,
        };
        let mut terms: Vec<VReg> = Vec::new();
        if let Dim::Dyn(r) = d.offset {
            terms.push(r);
        }
        // symbolic terms index * stride, then one cached sum
        let mut sym: Vec<(VReg, Dim)> = Vec::new();
        for &t in &terms {
            sym.push((t, Dim::Static(1)));
        }
        for (&(c, r), &st) in idx.iter().zip(&d.strides) {
            // fold `base + k` indices into the displacement
            let (c, r) = match (c, st, self.derived.get(&r)) {
                (None, Dim::Static(s), Some(&(base, k))) => {
                    cpart = cpart.wrapping_add(k.wrapping_mul(s));
                    (None, base)
                }
                _ => (c, r),
            };
            match (c, st) {
                (Some(c), Dim::Static(s)) => cpart = cpart.wrapping_add(c.wrapping_mul(s)),
                (None, st) => sym.push((r, st)),
                (Some(c), Dim::Dyn(s)) => sym.push((s, Dim::Static(c))),
            }
        }
        if let Some(a) = self.sr_addr(d.aligned, &sym, cpart, eb) {
            return a;
        }
        let sum = if sym.is_empty() {
            None
        } else if let Some(&r) = self.addr_cache.get(&sym) {
            Some(r)
        } else {
            let mut sum: Option<VReg> = None;
            for &(r, st) in &sym {
                let t = match st {
                    Dim::Static(1) => r,
                    Dim::Static(s) => {
                        if let Ok(s32) = i32::try_from(s) {
                            self.b.alu(AluOp::Mul, Width::W64, r, GSrc::Imm(s32))
                        } else {
                            let k = self.b.iconst(s);
                            self.b.alu(AluOp::Mul, Width::W64, r, GSrc::Reg(k))
                        }
                    }
                    Dim::Dyn(sr) => self.b.alu(AluOp::Mul, Width::W64, r, GSrc::Reg(sr)),
                };
                sum = Some(match sum {
                    None => t,
                    Some(s) => self.b.alu(AluOp::Add, Width::W64, s, GSrc::Reg(t)),
                });
            }
            let r = sum.expect("terms");
            self.addr_cache.insert(sym, r);
            Some(r)
        };
        let disp = cpart.wrapping_mul(eb);
        let (base, disp) = match i32::try_from(disp) {
            Ok(d32) => (d.aligned, d32),
            Err(_) => {
                let k = self.b.iconst(disp);
                (
                    self.b.alu(AluOp::Add, Width::W64, d.aligned, GSrc::Reg(k)),
                    0,
                )
            }
        };
        match sum {
            None => Addr::reg_disp(base, disp),
            Some(s) => {
                let (s, scale) = match eb {
                    1 => (s, Scale::S1),
                    2 => (s, Scale::S2),
                    4 => (s, Scale::S4),
                    8 => (s, Scale::S8),
                    // vector elements of 16 or 32 bytes (a power of two)
                    _ => {
                        let sh = (eb / 8).trailing_zeros() as i32;
                        let s = self.b.shift(ShiftOp::Shl, Width::W64, s, GSrc::Imm(sh));
                        (s, Scale::S8)
                    }
                };
                Addr::indexed(base, s, scale, disp)
            }
        }
    }

    /// `aligned + (Σ sym + cpart) * eb` as `[p + cpart*eb]` with a pointer
    /// `p` strength-reduced over the innermost loop, when `sym` holds the
    /// loop's induction variable once and everything else is invariant, and
    /// the address needs arithmetic (a multiply or a sum) per iteration.
    fn sr_addr(&mut self, aligned: VReg, sym: &[(VReg, Dim)], cpart: i64, eb: i64) -> Option<Addr> {
        let lp = self.loops.last()?;
        if !matches!(eb, 1 | 2 | 4 | 8) {
            return None;
        }
        let disp = i32::try_from(cpart.checked_mul(eb)?).ok()?;
        let inv = |r: VReg| r.0 < lp.first && !lp.carried.contains(&r);
        let inv_dim = |d: Dim| match d {
            Dim::Static(_) => true,
            Dim::Dyn(r) => inv(r),
        };
        let mut at = None;
        for (k, &(r, st)) in sym.iter().enumerate() {
            if r == lp.iv {
                if at.is_some() {
                    return None;
                }
                at = Some(k);
            } else if !inv(r) {
                return None;
            }
            if !inv_dim(st) {
                return None;
            }
        }
        let k = at?;
        let stride = sym[k].1;
        // (a unit-stride index needs no arithmetic where the machine adds
        // a scaled index and a displacement in the addressing mode)
        if sym.len() == 1 && stride == Dim::Static(1) && self.info.target.has_scaled_index_disp() {
            return None;
        }
        if !inv(aligned) {
            return None;
        }
        // the per-iteration increments must be encodable
        if let Ok(step) = lp.step {
            let big = step
                .checked_mul(eb)
                .and_then(|x| x.checked_mul(lp.unroll))?;
            i32::try_from(big).ok()?;
        }
        if let (Dim::Static(s), Ok(step)) = (stride, lp.step) {
            let big = s
                .checked_mul(eb)
                .and_then(|x| x.checked_mul(step))
                .and_then(|x| x.checked_mul(lp.unroll))?;
            i32::try_from(big).ok()?;
        }
        let mut rest = sym.to_vec();
        rest.remove(k);
        let lp = self.loops.last_mut().expect("loop");
        let ptr =
            match lp.ptrs.iter().find(|p| {
                p.aligned == aligned && p.rest == rest && p.stride == stride && p.eb == eb
            }) {
                Some(p) => p.ptr,
                None => {
                    let ptr = self.b.gpr();
                    let lp = self.loops.last_mut().expect("loop");
                    lp.ptrs.push(crate::lower::SrPtr {
                        aligned,
                        rest,
                        stride,
                        eb,
                        ptr,
                    });
                    ptr
                }
            };
        Some(Addr::reg_disp(ptr, disp))
    }

    /// Emits into `blk` just before its terminator.
    pub(crate) fn emit_before_term(&mut self, blk: BlockId, f: impl FnOnce(&mut Self)) {
        let cur = self.b.current();
        let t = self.b.func.blocks[blk.0 as usize]
            .insts
            .pop()
            .expect("a terminated block");
        debug_assert!(t.is_terminator());
        self.b.switch_to(blk);
        f(self);
        self.b.push(t);
        self.b.switch_to(cur);
    }

    /// `r * d` for an index `r` and a stride `d`.
    fn mul_dim(&mut self, r: VReg, d: Dim) -> VReg {
        match d {
            Dim::Static(1) => r,
            Dim::Static(s) => match i32::try_from(s) {
                Ok(s32) => self.b.alu(AluOp::Mul, Width::W64, r, GSrc::Imm(s32)),
                Err(_) => {
                    let k = self.b.iconst(s);
                    self.b.alu(AluOp::Mul, Width::W64, r, GSrc::Reg(k))
                }
            },
            Dim::Dyn(sr) => self.b.alu(AluOp::Mul, Width::W64, r, GSrc::Reg(sr)),
        }
    }

    /// Finishes the strength reduction of the innermost loop (popped):
    /// the pointers are set in its preheader `lp.pre` and advanced before
    /// the terminators of `latch` (by one step) and `ulatch` (by the
    /// unrolled span).
    pub(crate) fn finish_sr(
        &mut self,
        lp: crate::lower::LoopSr,
        latch: BlockId,
        ulatch: Option<BlockId>,
    ) {
        if lp.ptrs.is_empty() {
            return;
        }
        // per-pointer increment per step, computed in the preheader
        let mut incs: Vec<(VReg, GSrc, GSrc)> = Vec::new();
        self.emit_before_term(lp.pre, |fl| {
            for p in &lp.ptrs {
                let mut idx = fl.mul_dim(lp.iv, p.stride);
                for &(r, st) in &p.rest {
                    let t = fl.mul_dim(r, st);
                    idx = fl.b.alu(AluOp::Add, Width::W64, idx, GSrc::Reg(t));
                }
                let scale = match p.eb {
                    1 => Scale::S1,
                    2 => Scale::S2,
                    4 => Scale::S4,
                    _ => Scale::S8,
                };
                fl.b.push(Inst::Lea {
                    dst: p.ptr,
                    addr: Addr::indexed(p.aligned, idx, scale, 0),
                });
                let (one, span) = match (p.stride, lp.step) {
                    (Dim::Static(s), Ok(step)) => (
                        GSrc::Imm((s * p.eb * step) as i32),
                        GSrc::Imm((s * p.eb * step * lp.unroll) as i32),
                    ),
                    (st, step) => {
                        let sr = fl.dim_reg(st);
                        let one = match step {
                            Ok(step) => fl.b.alu(
                                AluOp::Mul,
                                Width::W64,
                                sr,
                                GSrc::Imm((step * p.eb) as i32),
                            ),
                            Err(step) => {
                                let t = fl.b.alu(AluOp::Mul, Width::W64, sr, GSrc::Reg(step));
                                fl.b.alu(AluOp::Mul, Width::W64, t, GSrc::Imm(p.eb as i32))
                            }
                        };
                        let span = if lp.unroll > 1 {
                            fl.b.alu(AluOp::Mul, Width::W64, one, GSrc::Imm(lp.unroll as i32))
                        } else {
                            one
                        };
                        (GSrc::Reg(one), GSrc::Reg(span))
                    }
                };
                incs.push((p.ptr, one, span));
            }
        });
        for (blk, span) in [(Some(latch), false), (ulatch, true)] {
            let Some(blk) = blk else { continue };
            self.emit_before_term(blk, |fl| {
                for &(ptr, one, sp) in &incs {
                    fl.b.push(Inst::Alu {
                        op: AluOp::Add,
                        w: Width::W64,
                        dst: ptr,
                        a: ptr,
                        b: if span { sp } else { one },
                    });
                }
            });
        }
    }

    /// Index operands `from..to` of `op` as (constant, register) pairs.
    pub(crate) fn indices(
        &self,
        op: Operation,
        from: usize,
        to: usize,
    ) -> LResult<Vec<(Option<i64>, VReg)>> {
        (from..to)
            .map(|i| {
                let v = self.operand(op, i)?;
                let Val::Int { reg, .. } = v else {
                    return Err(invalid(self.ctx, op, "non-integer index"));
                };
                Ok((self.const_of(op, i), reg))
            })
            .collect()
    }

    pub(crate) fn memref_operand(&self, op: Operation, i: usize) -> LResult<Rc<MemDesc>> {
        match self.operand(op, i)? {
            Val::MemRef(d) => Ok(d),
            _ => Err(invalid(self.ctx, op, "expected a memref operand")),
        }
    }

    /// Identity-layout descriptor for `sizes` (strides as suffix products).
    fn identity_desc(&mut self, elem: Sk, lanes: u32, ptr: VReg, sizes: Vec<Dim>) -> MemDesc {
        let mut strides = vec![Dim::Static(1); sizes.len()];
        for i in (0..sizes.len().saturating_sub(1)).rev() {
            strides[i] = match (strides[i + 1], sizes[i + 1]) {
                (Dim::Static(a), Dim::Static(b)) => Dim::Static(a * b),
                (a, b) => {
                    let (ra, rb) = (self.dim_reg(a), self.dim_reg(b));
                    Dim::Dyn(self.b.alu(AluOp::Mul, Width::W64, ra, GSrc::Reg(rb)))
                }
            };
        }
        MemDesc {
            elem,
            lanes,
            allocated: ptr,
            aligned: ptr,
            offset: Dim::Static(0),
            sizes,
            strides,
        }
    }

    /// Writes a descriptor into a new stack slot; returns the slot.
    pub(crate) fn desc_to_stack(&mut self, d: &MemDesc) -> SlotId {
        let r = d.sizes.len();
        let slot = self.b.stack_slot(8 * (3 + 2 * r as u32), 8);
        let mut parts = vec![Dim::Dyn(d.allocated), Dim::Dyn(d.aligned), d.offset];
        parts.extend(d.sizes.iter().copied());
        parts.extend(d.strides.iter().copied());
        for (k, p) in parts.into_iter().enumerate() {
            let reg = self.dim_reg(p);
            self.b
                .store(MemKind::I64, reg, Addr::slot(slot, 8 * k as i32));
        }
        slot
    }

    pub(crate) fn lower_memref(&mut self, op: Operation, name: &str) -> LResult<()> {
        let ctx = self.ctx;
        match name {
            dialects::memref::AllocOp::NAME | dialects::memref::AllocaOp::NAME => {
                let ty = ctx.value_type(ctx.result(op, 0));
                let m = types::memref_kind(ctx, ty)
                    .ok_or_else(|| unsupported(ctx, op, "this memref type"))?;
                if m.strides.len() != m.shape.len() || m.offset != Some(0) {
                    return Err(unsupported(ctx, op, "non-identity layouts"));
                }
                let mut k = 0;
                let mut sizes = Vec::new();
                for &d in &m.shape {
                    if d < 0 {
                        let Val::Int { reg, .. } = self.operand(op, k)? else {
                            return Err(invalid(ctx, op, "non-integer size"));
                        };
                        sizes.push(match self.const_of(op, k) {
                            Some(c) => Dim::Static(c),
                            None => Dim::Dyn(reg),
                        });
                        k += 1;
                    } else {
                        sizes.push(Dim::Static(d));
                    }
                }
                let align = ctx
                    .attr(op, "alignment")
                    .and_then(|a| dialects::arith::eval::enum_value(ctx, a))
                    .unwrap_or(16)
                    .clamp(16, 4096) as i64;
                let eb = m.elem_bytes() as i64;
                let ptr = if name == dialects::memref::AllocaOp::NAME {
                    let mut total = eb;
                    for s in &sizes {
                        match s {
                            Dim::Static(c) => total = total.saturating_mul(*c),
                            Dim::Dyn(_) => {
                                return Err(unsupported(ctx, op, "dynamically sized alloca"))
                            }
                        }
                    }
                    let total = u32::try_from(total.max(1))
                        .ok()
                        .filter(|&t| t <= 1 << 24)
                        .ok_or_else(|| unsupported(ctx, op, "alloca larger than 16 MiB"))?;
                    let slot = self
                        .b
                        .stack_slot(total.div_ceil(32) * 32, align.min(32) as u32);
                    let p = self.b.gpr();
                    self.b.push(Inst::Lea {
                        dst: p,
                        addr: Addr::slot(slot, 0),
                    });
                    p
                } else {
                    let mut bytes = self.b.iconst(eb);
                    for s in &sizes {
                        bytes = match s {
                            Dim::Static(c) => {
                                let k = self.b.iconst(*c);
                                self.b.alu(AluOp::Mul, Width::W64, bytes, GSrc::Reg(k))
                            }
                            Dim::Dyn(r) => self.b.alu(AluOp::Mul, Width::W64, bytes, GSrc::Reg(*r)),
                        };
                    }
                    let al = self.b.iconst(align);
                    self.b
                        .call(
                            Callee::Extern("_ods_alloc".into()),
                            vec![bytes, al],
                            Some(RegClass::Gpr),
                        )
                        .expect("result")
                };
                let d = self.identity_desc(m.elem, m.lanes, ptr, sizes);
                self.set(op, 0, Val::MemRef(d.into()));
            }
            dialects::memref::DeallocOp::NAME => {
                let d = self.memref_operand(op, 0)?;
                self.b
                    .call(Callee::Extern("_ods_free".into()), vec![d.allocated], None);
            }
            dialects::memref::LoadOp::NAME => {
                let d = self.memref_operand(op, 0)?;
                let idx = self.indices(op, 1, ctx.num_operands(op))?;
                let addr = self.elem_addr(&d, &idx);
                if d.lanes > 0 {
                    // a memref of vectors
                    let reg = self.load_vector(op, d.elem, d.lanes, addr)?;
                    let v = Val::Vector {
                        reg,
                        elem: d.elem,
                        lanes: d.lanes,
                    };
                    self.set(op, 0, v);
                    return Ok(());
                }
                let v = self.load_elem(d.elem, addr);
                if let Val::Int { reg, bits: 1 } = v {
                    // stored as a byte 0/1
                    self.normalized.insert(reg);
                }
                self.set(op, 0, v);
            }
            dialects::memref::StoreOp::NAME => {
                let v = self.operand(op, 0)?;
                let d = self.memref_operand(op, 1)?;
                let idx = self.indices(op, 2, ctx.num_operands(op))?;
                if d.lanes > 0 {
                    let addr = self.elem_addr(&d, &idx);
                    let (reg, _, _) = self.vec_operand(op, 0)?;
                    return self.store_vector(op, d.elem, d.lanes, reg, addr);
                }
                let mut reg = v.regs()[0];
                if d.elem == Sk::I(1) {
                    reg = self.norm_i1(reg);
                }
                let addr = self.elem_addr(&d, &idx);
                let v = match v {
                    Val::Int { bits, .. } => Val::Int { reg, bits },
                    other => other,
                };
                self.store_elem(d.elem, &v, addr);
            }
            dialects::memref::DimOp::NAME => {
                let d = self.memref_operand(op, 0)?;
                let i = self
                    .const_of(op, 1)
                    .and_then(|i| usize::try_from(i).ok())
                    .filter(|&i| i < d.sizes.len())
                    .ok_or_else(|| {
                        unsupported(ctx, op, "non-constant or out-of-range dimension")
                    })?;
                let reg = match d.sizes[i] {
                    Dim::Static(c) => {
                        let r = self.b.iconst(c);
                        self.consts.insert(ctx.result(op, 0), c);
                        r
                    }
                    Dim::Dyn(r) => r,
                };
                self.set(op, 0, Val::Int { reg, bits: 64 });
            }
            dialects::memref::CastOp::NAME | dialects::memref::AssumeAlignmentOp::NAME => {
                let d = self.memref_operand(op, 0)?;
                let ty = ctx.value_type(ctx.result(op, 0));
                let mut nd = MemDesc::clone(&d);
                if let Some(m) = types::memref_kind(ctx, ty) {
                    // a cast may make dynamic parts static (checked in MLIR
                    // only by runtime assertions we do not emit)
                    for (i, &s) in m.shape.iter().enumerate() {
                        if s >= 0 {
                            nd.sizes[i] = Dim::Static(s);
                        }
                    }
                    for (i, &s) in m.strides.iter().enumerate() {
                        if let Some(s) = s {
                            nd.strides[i] = Dim::Static(s);
                        }
                    }
                    if let Some(o) = m.offset {
                        nd.offset = Dim::Static(o);
                    }
                }
                if ctx.num_results(op) > 0 {
                    self.set(op, 0, Val::MemRef(nd.into()));
                }
            }
            dialects::memref::GetGlobalOp::NAME => {
                let gname = ctx
                    .attr(op, "name")
                    .and_then(|a| match ctx.attr_kind(a) {
                        ods::ir::AttrKind::SymbolRef { root, .. } => {
                            Some(String::from_utf8_lossy(ctx.str(*root)).into_owned())
                        }
                        _ => None,
                    })
                    .ok_or_else(|| invalid(ctx, op, "no global name"))?;
                let index = *self
                    .info
                    .globals
                    .get(&gname)
                    .ok_or_else(|| invalid(ctx, op, format!("no memref.global @{gname}")))?;
                let ty = ctx.value_type(ctx.result(op, 0));
                let m = types::memref_kind(ctx, ty)
                    .ok_or_else(|| unsupported(ctx, op, "this memref type"))?;
                let p = self.b.gpr();
                self.b.push(Inst::SymAddr {
                    dst: p,
                    sym: Sym::Global(index),
                });
                let sizes = m.shape.iter().map(|&s| Dim::Static(s)).collect();
                let d = self.identity_desc(m.elem, m.lanes, p, sizes);
                self.set(op, 0, Val::MemRef(d.into()));
            }
            dialects::memref::SubViewOp::NAME => self.lower_subview(op)?,
            dialects::memref::CopyOp::NAME => {
                let s = self.memref_operand(op, 0)?;
                let d = self.memref_operand(op, 1)?;
                let (ss, ds) = (self.desc_to_stack(&s), self.desc_to_stack(&d));
                let rank = self.b.iconst(s.sizes.len() as i64);
                let eb = self.b.iconst(s.elem_bytes() as i64);
                let (ps, pd) = (self.b.gpr(), self.b.gpr());
                self.b.push(Inst::Lea {
                    dst: ps,
                    addr: Addr::slot(ss, 0),
                });
                self.b.push(Inst::Lea {
                    dst: pd,
                    addr: Addr::slot(ds, 0),
                });
                self.b.call(
                    Callee::Extern("_ods_memref_copy".into()),
                    vec![rank, eb, ps, pd],
                    None,
                );
            }
            _ => return Err(unsupported(ctx, op, "")),
        }
        Ok(())
    }

    fn lower_subview(&mut self, op: Operation) -> LResult<()> {
        let ctx = self.ctx;
        let src = self.memref_operand(op, 0)?;
        let arr = |n: &str| {
            ctx.attr(op, n)
                .and_then(|a| dense_array_values(ctx, a))
                .ok_or_else(|| invalid(ctx, op, format!("no {n}")))
        };
        let (so, ss, st) = (
            arr("static_offsets")?,
            arr("static_sizes")?,
            arr("static_strides")?,
        );
        let mut k = 1;
        let mut take = |fl: &mut Self, list: &[i64]| -> LResult<Vec<(Option<i64>, VReg)>> {
            let mut out = Vec::new();
            for &x in list {
                if x == i64::MIN {
                    let Val::Int { reg, .. } = fl.operand(op, k)? else {
                        return Err(invalid(ctx, op, "non-integer operand"));
                    };
                    out.push((fl.const_of(op, k), reg));
                    k += 1;
                } else {
                    out.push((Some(x), VReg(u32::MAX)));
                }
            }
            Ok(out)
        };
        let offs = take(self, &so)?;
        let sizes = take(self, &ss)?;
        let strides = take(self, &st)?;
        let r = src.sizes.len();
        if offs.len() != r || sizes.len() != r || strides.len() != r {
            return Err(invalid(ctx, op, "rank mismatch"));
        }
        // new offset = offset + Σ off_i * stride_i
        let mut coff: Option<i64> = match src.offset {
            Dim::Static(c) => Some(c),
            Dim::Dyn(_) => None,
        };
        let mut off_reg: Option<VReg> = match src.offset {
            Dim::Dyn(r) => Some(r),
            Dim::Static(_) => None,
        };
        let mut cacc = coff.unwrap_or(0);
        for (&(oc, oreg), &sd) in offs.iter().zip(&src.strides) {
            match (oc, sd) {
                (Some(o), Dim::Static(s)) => cacc = cacc.wrapping_add(o.wrapping_mul(s)),
                _ => {
                    let orr = match oc {
                        Some(o) => self.b.iconst(o),
                        None => oreg,
                    };
                    let sr = self.dim_reg(sd);
                    let t = self.b.alu(AluOp::Mul, Width::W64, orr, GSrc::Reg(sr));
                    off_reg = Some(match off_reg {
                        None => t,
                        Some(p) => self.b.alu(AluOp::Add, Width::W64, p, GSrc::Reg(t)),
                    });
                    coff = None;
                }
            }
        }
        let offset = match (coff, off_reg) {
            (Some(_), None) => Dim::Static(cacc),
            (_, Some(r)) => {
                if cacc == 0 {
                    Dim::Dyn(r)
                } else {
                    let k = self.b.iconst(cacc);
                    Dim::Dyn(self.b.alu(AluOp::Add, Width::W64, r, GSrc::Reg(k)))
                }
            }
            (None, None) => Dim::Static(cacc),
        };
        let mut nsizes = Vec::new();
        let mut nstrides = Vec::new();
        for i in 0..r {
            nsizes.push(match sizes[i] {
                (Some(c), _) => Dim::Static(c),
                (None, reg) => Dim::Dyn(reg),
            });
            nstrides.push(match (strides[i], src.strides[i]) {
                ((Some(a), _), Dim::Static(b)) => Dim::Static(a * b),
                ((Some(1), _), d) => d,
                ((a, areg), b) => {
                    let ar = match a {
                        Some(c) => self.b.iconst(c),
                        None => areg,
                    };
                    let br = self.dim_reg(b);
                    Dim::Dyn(self.b.alu(AluOp::Mul, Width::W64, ar, GSrc::Reg(br)))
                }
            });
        }
        // rank reduction: drop unit dimensions the result type does not have
        let ty = ctx.value_type(ctx.result(op, 0));
        let m =
            types::memref_kind(ctx, ty).ok_or_else(|| unsupported(ctx, op, "this result type"))?;
        let mut drop = r.saturating_sub(m.shape.len());
        let mut ks = Vec::new();
        let mut kt = Vec::new();
        for i in 0..r {
            // greedily drop leading unit dimensions while enough remain
            if drop > 0 && nsizes[i] == Dim::Static(1) && r - i > m.shape.len() - ks.len() {
                drop -= 1;
                continue;
            }
            ks.push(nsizes[i]);
            kt.push(nstrides[i]);
        }
        if ks.len() != m.shape.len() {
            return Err(unsupported(ctx, op, "this rank-reducing subview"));
        }
        self.set(
            op,
            0,
            Val::MemRef(
                MemDesc {
                    elem: src.elem,
                    lanes: src.lanes,
                    allocated: src.allocated,
                    aligned: src.aligned,
                    offset,
                    sizes: ks,
                    strides: kt,
                }
                .into(),
            ),
        );
        Ok(())
    }
}
