//! vector ops on 1-D vectors of at most 256 bits (one ymm register).
//!
//! Element access (`extract`/`insert` at any position, `shuffle`,
//! `from_elements`/`to_elements`, `print`, gathers/scatters and the
//! compress/expand ops) goes through a stack slot: store the register,
//! access elements with scalar loads/stores, reload. Loads, stores, masked
//! loads/stores, broadcasts, FMAs and reductions map to single
//! instructions or short sequences. `vector.reduction` is evaluated in
//! element order (`((v0 ∘ v1) ∘ v2) …`, as the interpreter and LLVM's
//! ordered reduction intrinsic do) unless it carries `fastmath<reassoc>`.

use super::arith::{elem_of_bits, int_vty};
use super::types::{self, Sk, Val};
use super::{invalid, unsupported, FnLower, LResult};
use crate::mir::*;
use dialects::arith::eval::enum_value;
use ods::ir::Operation;
use ods::opdef::constraint::attrs::dense_array_values;

impl FnLower<'_> {
    pub(crate) fn vec_operand(&self, op: Operation, i: usize) -> LResult<(VReg, Sk, u32)> {
        match self.operand(op, i)? {
            Val::Vector { reg, elem, lanes } => Ok((reg, elem, lanes)),
            Val::Mask { .. } => Err(unsupported(self.ctx, op, "on vectors of i1")),
            _ => Err(invalid(self.ctx, op, "expected a vector operand")),
        }
    }

    /// Stores a vector register into a fresh 32-byte stack slot.
    /// `vmaskmov` load: lanes whose mask is clear read nothing and are zero.
    fn masked_load(&mut self, elem: Elem, mask: VReg, addr: Addr) -> VReg {
        let dst = self.b.vec();
        self.b.push(Inst::MaskLoad {
            elem,
            dst,
            mask,
            addr,
        });
        dst
    }

    /// `vmaskmov` store: lanes whose mask is clear write nothing.
    fn masked_store(&mut self, elem: Elem, src: VReg, mask: VReg, addr: Addr) {
        self.b.push(Inst::MaskStore {
            elem,
            src,
            mask,
            addr,
        });
    }

    pub(crate) fn spill_to_slot(&mut self, reg: VReg) -> SlotId {
        let s = self.b.stack_slot(32, 32);
        self.b.store(MemKind::V256, reg, Addr::slot(s, 0));
        s
    }

    /// Static positions with dynamic ones filled from operands `dyn_from..`.
    fn positions(
        &self,
        op: Operation,
        dyn_from: usize,
    ) -> LResult<Vec<(Option<i64>, Option<VReg>)>> {
        let ctx = self.ctx;
        let stat = ctx
            .attr(op, "static_position")
            .and_then(|a| dense_array_values(ctx, a))
            .unwrap_or_default();
        let mut k = dyn_from;
        let mut out = Vec::new();
        for p in stat {
            if p == i64::MIN {
                let Val::Int { reg, .. } = self.operand(op, k)? else {
                    return Err(invalid(ctx, op, "non-integer position"));
                };
                out.push((self.const_of(op, k), Some(reg)));
                k += 1;
            } else {
                out.push((Some(p), None));
            }
        }
        Ok(out)
    }

    /// The address of element `pos` in a slot (dynamic positions are
    /// wrapped into the slot, out-of-range being poison in MLIR).
    fn slot_elem(
        &mut self,
        s: SlotId,
        bytes: u32,
        lanes: u32,
        pos: (Option<i64>, Option<VReg>),
    ) -> Addr {
        match pos {
            (Some(c), _) => Addr::slot(
                s,
                (c.rem_euclid(lanes.next_power_of_two() as i64) * bytes as i64) as i32,
            ),
            (None, Some(r)) => {
                let m = self.b.alu(
                    AluOp::And,
                    Width::W64,
                    r,
                    GSrc::Imm(lanes.next_power_of_two() as i32 - 1),
                );
                let scale = match bytes {
                    1 => Scale::S1,
                    2 => Scale::S2,
                    4 => Scale::S4,
                    _ => Scale::S8,
                };
                Addr {
                    base: Base::Slot(s),
                    index: Some((m, scale)),
                    disp: 0,
                }
            }
            (None, None) => Addr::slot(s, 0),
        }
    }

    /// Loads an element as a value of kind `e`.
    pub(crate) fn load_elem(&mut self, e: Sk, addr: Addr) -> Val {
        match e {
            Sk::F16 | Sk::BF16 => Val::Float {
                reg: self.load_half(e, addr),
                ty: FTy::F32,
            },
            Sk::F32 | Sk::F64 => Val::Float {
                reg: self.b.load(super::memref::mem_kind(e), addr),
                ty: e.fty().expect("float"),
            },
            Sk::I(bits) => Val::Int {
                reg: self.b.load(super::memref::mem_kind(e), addr),
                bits,
            },
        }
    }

    /// Stores a scalar value as an element of kind `e`.
    pub(crate) fn store_elem(&mut self, e: Sk, v: &Val, addr: Addr) {
        let mut reg = v.regs()[0];
        if e.is_half() {
            reg = self.half_bits(e, reg);
        }
        self.b.store(super::memref::mem_kind(e), reg, addr);
    }

    /// Memory kind for a whole vector of `bits` (None: partial, use masks).
    fn vec_mem_kind(bits: u32) -> Option<MemKind> {
        Some(match bits {
            256 => MemKind::V256,
            128 => MemKind::V128,
            64 => MemKind::V64,
            32 => MemKind::F32,
            _ => return None,
        })
    }

    /// Loads a vector of `lanes` × `e` from `addr`, reading only its bytes:
    /// one move for 4, 8, 16 or 32 bytes, masked moves for other widths of
    /// 32/64-bit elements, pieces of 16/8/4/2/1 bytes for 8/16-bit ones.
    pub(crate) fn load_vector(
        &mut self,
        op: Operation,
        e: Sk,
        lanes: u32,
        addr: Addr,
    ) -> LResult<VReg> {
        let bits = e.bits() * lanes;
        Ok(match Self::vec_mem_kind(bits) {
            Some(k) => self.b.load(k, addr),
            None if e.bits() >= 32 => {
                let m = self.prefix_mask(lanes, e.bits());
                self.masked_load(elem_of_bits(e.bits()), m, addr)
            }
            None if e.bits().is_multiple_of(8) => self.partial_load(addr, bits / 8),
            None => return Err(unsupported(self.ctx, op, "of this partial vector width")),
        })
    }

    /// Stores the vector `v` of `lanes` × `e` at `addr`, writing only its
    /// bytes (as [`Self::load_vector`] reads them).
    pub(crate) fn store_vector(
        &mut self,
        op: Operation,
        e: Sk,
        lanes: u32,
        v: VReg,
        addr: Addr,
    ) -> LResult<()> {
        let bits = e.bits() * lanes;
        match Self::vec_mem_kind(bits) {
            Some(k) => self.b.store(k, v, addr),
            None if e.bits() >= 32 => {
                let m = self.prefix_mask(lanes, e.bits());
                self.masked_store(elem_of_bits(e.bits()), v, m, addr);
            }
            None if e.bits().is_multiple_of(8) => self.partial_store(v, addr, bits / 8),
            None => return Err(unsupported(self.ctx, op, "of this partial vector width")),
        }
        Ok(())
    }

    /// A vector of `bytes` bytes (< 32, not 4, 8 or 16) read from `addr`
    /// with moves of 16, 8, 4, 2 and 1 bytes that touch only those bytes:
    /// nothing past the vector's end is read (it may be the end of a
    /// mapping). The lanes past `bytes` are zero.
    fn partial_load(&mut self, addr: Addr, bytes: u32) -> VReg {
        if bytes <= 16 {
            return self.partial_load_xmm(addr, bytes);
        }
        let lo = self.b.load(MemKind::V128, addr);
        let hi = self.partial_load_xmm(at_offset(addr, 16), bytes - 16);
        let r = self.b.vec();
        self.b.push(Inst::VShuf {
            op: VShuf::Insert128,
            dst: r,
            a: lo,
            b: hi,
            imm: 1,
        });
        r
    }

    /// [`Self::partial_load`] of 1 to 16 bytes into the low half.
    fn partial_load_xmm(&mut self, addr: Addr, bytes: u32) -> VReg {
        match bytes {
            16 => self.b.load(MemKind::V128, addr),
            8 => self.b.load(MemKind::V64, addr),
            4 => self.b.load(MemKind::F32, addr),
            b if b > 8 => {
                let lo = self.b.load(MemKind::V64, addr);
                let g = self.gpr_load_bytes(at_offset(addr, 8), b - 8);
                let r = self.b.vec();
                self.b.push(Inst::InsertLane {
                    elem: Elem::B64,
                    dst: r,
                    a: lo,
                    val: g,
                    lane: 1,
                });
                r
            }
            b => {
                let g = self.gpr_load_bytes(addr, b);
                let r = self.b.vec();
                self.b.push(Inst::MovToVec {
                    w: if b <= 4 { Width::W32 } else { Width::W64 },
                    dst: r,
                    src: g,
                });
                r
            }
        }
    }

    /// 1 to 7 bytes at `addr` into the low bytes of a GPR (the rest zero):
    /// loads of 4, 2 and 1 bytes, shifted into place.
    fn gpr_load_bytes(&mut self, addr: Addr, bytes: u32) -> VReg {
        let mut acc: Option<VReg> = None;
        let mut off = 0;
        for size in [4, 2, 1] {
            if bytes & size == 0 {
                continue;
            }
            let kind = int_mem_kind(size);
            let mut v = self.b.load(kind, at_offset(addr, off));
            if off > 0 {
                v = self
                    .b
                    .shift(ShiftOp::Shl, Width::W64, v, GSrc::Imm(8 * off as i32));
            }
            acc = Some(match acc {
                Some(a) => self.b.alu(AluOp::Or, Width::W64, a, GSrc::Reg(v)),
                None => v,
            });
            off += size;
        }
        acc.expect("1 to 7 bytes")
    }

    /// Stores the low `bytes` bytes (< 32, not 4, 8 or 16) of `v` at
    /// `addr`, writing nothing past them (see [`Self::partial_load`]).
    fn partial_store(&mut self, v: VReg, addr: Addr, bytes: u32) {
        if bytes <= 16 {
            return self.partial_store_xmm(v, addr, bytes);
        }
        self.b.store(MemKind::V128, v, addr);
        let hi = self.extract_hi128(v);
        self.partial_store_xmm(hi, at_offset(addr, 16), bytes - 16);
    }

    /// [`Self::partial_store`] of 1 to 16 bytes of the low half.
    fn partial_store_xmm(&mut self, v: VReg, addr: Addr, bytes: u32) {
        match bytes {
            16 => self.b.store(MemKind::V128, v, addr),
            8 => self.b.store(MemKind::V64, v, addr),
            4 => self.b.store(MemKind::F32, v, addr),
            b if b > 8 => {
                self.b.store(MemKind::V64, v, addr);
                let g = self.b.gpr();
                self.b.push(Inst::ExtractLane {
                    elem: Elem::B64,
                    dst: g,
                    src: v,
                    lane: 1,
                });
                self.gpr_store_bytes(g, at_offset(addr, 8), b - 8);
            }
            b => {
                let g = self.b.gpr();
                self.b.push(Inst::MovToGpr {
                    w: if b <= 4 { Width::W32 } else { Width::W64 },
                    dst: g,
                    src: v,
                });
                self.gpr_store_bytes(g, addr, b);
            }
        }
    }

    /// Stores the low 1 to 7 bytes of GPR `g` at `addr` (stores of 4, 2
    /// and 1 bytes).
    fn gpr_store_bytes(&mut self, mut g: VReg, addr: Addr, bytes: u32) {
        let mut off = 0;
        for size in [4, 2, 1] {
            if bytes & size == 0 {
                continue;
            }
            let kind = int_mem_kind(size);
            self.b.store(kind, g, at_offset(addr, off));
            off += size;
            if off < bytes {
                g = self
                    .b
                    .shift(ShiftOp::ShrU, Width::W64, g, GSrc::Imm(8 * size as i32));
            }
        }
    }

    /// A constant mask of the first `n` lanes of `bits`.
    fn prefix_mask(&mut self, n: u32, bits: u32) -> VReg {
        let mut bytes = vec![0xffu8; (n * bits / 8) as usize];
        bytes.resize(32, 0);
        self.vconst_bytes(bytes)
    }

    pub(crate) fn lower_vector(&mut self, op: Operation, name: &str) -> LResult<()> {
        let ctx = self.ctx;
        let res_ty = (ctx.num_results(op) > 0).then(|| ctx.value_type(ctx.result(op, 0)));
        let res_vec = res_ty.and_then(|t| types::vector_kind(ctx, t));
        match name {
            dialects::vector::PrintOp::NAME => return self.lower_print(op),
            dialects::vector::BroadcastOp::NAME | dialects::vector::SplatOp::NAME => {
                let (e, lanes) = res_vec.ok_or_else(|| unsupported(ctx, op, "to this type"))?;
                let src = self.operand(op, 0)?;
                let v = match (&src, e) {
                    (Val::Int { reg, bits: 1 }, Sk::I(1)) => {
                        let lb = self.mask_lane_bits(lanes);
                        let n = self.norm_i1(*reg);
                        let neg = self.b.gpr();
                        self.b.push(Inst::Unary {
                            op: UnOp::Neg,
                            w: Width::W64,
                            dst: neg,
                            a: n,
                        });
                        Val::Mask {
                            reg: self.b.broadcast(elem_of_bits(lb), BSrc::Gpr(neg)),
                            lanes,
                            lane_bits: lb,
                        }
                    }
                    (Val::Int { reg, .. }, Sk::I(bits)) => Val::Vector {
                        reg: self.b.broadcast(elem_of_bits(bits), BSrc::Gpr(*reg)),
                        elem: e,
                        lanes,
                    },
                    // a 16-bit float scalar is held as f32, a vector as bits
                    (Val::Float { reg, .. }, h) if h.is_half() => {
                        let bits = self.half_bits(h, *reg);
                        Val::Vector {
                            reg: self.b.broadcast(Elem::B16, BSrc::Gpr(bits)),
                            elem: e,
                            lanes,
                        }
                    }
                    (Val::Float { reg, .. }, _) | (Val::Vector { reg, lanes: 1, .. }, _)
                        if matches!(src, Val::Float { .. }) || e.bits() >= 32 =>
                    {
                        Val::Vector {
                            reg: self.b.broadcast(elem_of_bits(e.bits()), BSrc::Vec(*reg)),
                            elem: e,
                            lanes,
                        }
                    }
                    (Val::Vector { lanes: l, .. }, _) if *l == lanes => src.clone(),
                    _ => return Err(unsupported(ctx, op, "this broadcast")),
                };
                self.set(op, 0, v);
            }
            dialects::vector::FMAOp::NAME => {
                let (a, e, lanes) = self.vec_operand(op, 0)?;
                let (b, _, _) = self.vec_operand(op, 1)?;
                let (c, _, _) = self.vec_operand(op, 2)?;
                let r = match e {
                    Sk::F32 => self.b.fma(FmaOp::MulAdd, FmaTy::Ps, a, VSrc::Reg(b), c),
                    Sk::F64 => self.b.fma(FmaOp::MulAdd, FmaTy::Pd, a, VSrc::Reg(b), c),
                    h if h.is_half() => self.half_fma(h, a, b, c),
                    _ => return Err(invalid(ctx, op, "integer fma")),
                };
                self.set(
                    op,
                    0,
                    Val::Vector {
                        reg: r,
                        elem: e,
                        lanes,
                    },
                );
            }
            dialects::vector::ReductionOp::NAME => self.lower_reduction(op)?,
            dialects::vector::LoadOp::NAME | dialects::vector::StoreOp::NAME => {
                let store = name == dialects::vector::StoreOp::NAME;
                let (mi, vi) = if store { (1, Some(0)) } else { (0, None) };
                let d = self.memref_operand(op, mi)?;
                let idx = self.indices(op, mi + 1, ctx.num_operands(op))?;
                let (e, lanes) = match vi {
                    Some(i) => {
                        let (_, e, l) = self.vec_operand(op, i)?;
                        (e, l)
                    }
                    None => res_vec.ok_or_else(|| unsupported(ctx, op, "of this result type"))?,
                };
                if e == Sk::I(1) {
                    return Err(unsupported(ctx, op, "of vectors of i1"));
                }
                let addr = self.elem_addr(&d, &idx);
                if store {
                    let (v, _, _) = self.vec_operand(op, 0)?;
                    self.store_vector(op, e, lanes, v, addr)?;
                } else {
                    let reg = self.load_vector(op, e, lanes, addr)?;
                    self.set(
                        op,
                        0,
                        Val::Vector {
                            reg,
                            elem: e,
                            lanes,
                        },
                    );
                }
            }
            dialects::vector::MaskedLoadOp::NAME | dialects::vector::MaskedStoreOp::NAME => {
                let store = name == dialects::vector::MaskedStoreOp::NAME;
                let d = self.memref_operand(op, 0)?;
                let n = ctx.num_operands(op);
                // maskedload: base, indices, mask, pass_thru; maskedstore: base, indices, mask, value
                let idx = self.indices(op, 1, n - 2)?;
                let (vreg, e, lanes) = self.vec_operand(op, n - 1)?;
                if e.bits() < 32 {
                    // no 8/16-bit masked moves: one enabled lane at a time
                    let _ = vreg;
                    return self.lower_lanewise_memory(op, name);
                }
                let mv = self.operand(op, n - 2)?;
                let Val::Mask {
                    reg: mreg,
                    lanes: ml,
                    lane_bits,
                } = mv
                else {
                    return Err(invalid(ctx, op, "expected a mask"));
                };
                let mut m = self.mask_as(mreg, ml, lane_bits, e.bits());
                if lanes * e.bits() < 256 {
                    let p = self.prefix_mask(lanes, e.bits());
                    m = self.b.vbin(VBinOp::And, VTy::I32x8, m, VSrc::Reg(p));
                }
                let addr = self.elem_addr(&d, &idx);
                let el = elem_of_bits(e.bits());
                if store {
                    self.masked_store(el, vreg, m, addr);
                } else {
                    let r = self.masked_load(el, m, addr);
                    let out = self.b.blendv(Elem::B8, vreg, r, m);
                    self.set(
                        op,
                        0,
                        Val::Vector {
                            reg: out,
                            elem: e,
                            lanes,
                        },
                    );
                }
            }
            dialects::vector::ExtractOp::NAME => {
                let v = self.operand(op, 0)?;
                let pos = self.positions(op, 1)?;
                if pos.len() != 1 || res_vec.is_some() {
                    return Err(unsupported(ctx, op, "extracting a sub-vector (not native)"));
                }
                let out = match v {
                    // A float lane at a static position: moved to lane 0 with
                    // one or two shuffles — no trip through memory.
                    Val::Vector {
                        reg,
                        elem: Sk::F32,
                        lanes,
                    } if pos[0].0.is_some_and(|c| (0..lanes as i64).contains(&c)) => {
                        // In-lane permutes with immediates: no index
                        // constant to keep in a register across loops.
                        let c = pos[0].0.unwrap_or(0) as u8;
                        let src = if c >= 4 { self.extract_hi128(reg) } else { reg };
                        let r = self.b.vec();
                        self.b.push(Inst::VShuf {
                            op: VShuf::PermilPs,
                            dst: r,
                            a: src,
                            b: src,
                            imm: (c % 4) * 0x55,
                        });
                        Val::Float {
                            reg: r,
                            ty: FTy::F32,
                        }
                    }
                    Val::Vector {
                        reg,
                        elem: Sk::F64,
                        lanes,
                    } if pos[0].0.is_some_and(|c| (0..lanes as i64).contains(&c)) => {
                        let c = pos[0].0.unwrap_or(0) as u8;
                        let r = self.b.vec();
                        self.b.push(Inst::VShuf {
                            op: VShuf::PermPd,
                            dst: r,
                            a: reg,
                            b: reg,
                            imm: c * 0x55,
                        });
                        Val::Float {
                            reg: r,
                            ty: FTy::F64,
                        }
                    }
                    Val::Vector { reg, elem, lanes } => {
                        let s = self.spill_to_slot(reg);
                        let a = self.slot_elem(s, elem.bytes(), lanes, pos[0]);
                        self.load_elem(elem, a)
                    }
                    Val::Mask {
                        reg,
                        lanes,
                        lane_bits,
                    } => {
                        let s = self.spill_to_slot(reg);
                        let a = self.slot_elem(s, lane_bits / 8, lanes, pos[0]);
                        let x = self.b.load(MemKind::U8, a);
                        let r = self.b.alu(AluOp::And, Width::W64, x, GSrc::Imm(1));
                        self.normalized.insert(r);
                        Val::Int { reg: r, bits: 1 }
                    }
                    _ => return Err(invalid(ctx, op, "expected a vector")),
                };
                self.set(op, 0, out);
            }
            dialects::vector::InsertOp::NAME => {
                let src = self.operand(op, 0)?;
                let dst = self.operand(op, 1)?;
                let pos = self.positions(op, 2)?;
                if pos.len() != 1 {
                    return Err(unsupported(ctx, op, "inserting a sub-vector (not native)"));
                }
                let out = match dst {
                    Val::Vector { reg, elem, lanes } => {
                        let s = self.spill_to_slot(reg);
                        let a = self.slot_elem(s, elem.bytes(), lanes, pos[0]);
                        self.store_elem(elem, &src, a);
                        let r = self.b.load(MemKind::V256, Addr::slot(s, 0));
                        Val::Vector {
                            reg: r,
                            elem,
                            lanes,
                        }
                    }
                    Val::Mask {
                        reg,
                        lanes,
                        lane_bits,
                    } => {
                        let s = self.spill_to_slot(reg);
                        let a = self.slot_elem(s, lane_bits / 8, lanes, pos[0]);
                        let n = self.bool_reg(op, &src)?;
                        let neg = self.b.gpr();
                        self.b.push(Inst::Unary {
                            op: UnOp::Neg,
                            w: Width::W64,
                            dst: neg,
                            a: n,
                        });
                        let k = match lane_bits {
                            8 => MemKind::U8,
                            16 => MemKind::U16,
                            32 => MemKind::U32,
                            _ => MemKind::I64,
                        };
                        self.b.store(k, neg, a);
                        let r = self.b.load(MemKind::V256, Addr::slot(s, 0));
                        Val::Mask {
                            reg: r,
                            lanes,
                            lane_bits,
                        }
                    }
                    _ => return Err(invalid(ctx, op, "expected a vector")),
                };
                self.set(op, 0, out);
            }
            dialects::vector::CreateMaskOp::NAME | dialects::vector::ConstantMaskOp::NAME => {
                let (_, lanes) =
                    res_vec.ok_or_else(|| unsupported(ctx, op, "n-D masks (not native)"))?;
                let lb = self.mask_lane_bits(lanes);
                let reg = if name == dialects::vector::ConstantMaskOp::NAME {
                    let n = ctx
                        .attr(op, "mask_dim_sizes")
                        .and_then(|a| dense_array_values(ctx, a))
                        .and_then(|v| v.first().copied())
                        .ok_or_else(|| invalid(ctx, op, "no mask_dim_sizes"))?;
                    self.prefix_mask(n.clamp(0, lanes as i64) as u32, lb)
                } else {
                    let Val::Int { reg: n, .. } = self.operand(op, 0)? else {
                        return Err(invalid(ctx, op, "non-integer bound"));
                    };
                    if let Some(c) = self.const_of(op, 0) {
                        self.prefix_mask(c.clamp(0, lanes as i64) as u32, lb)
                    } else {
                        // clamp to [0, lanes], broadcast, compare with 0..lanes
                        let z = self.b.iconst(0);
                        let neg = self.b.setcc(IntCC::Slt, Width::W64, n, GSrc::Imm(0));
                        let n0 = self.b.select(neg, z, n);
                        let l = self.b.iconst(lanes as i64);
                        let big = self
                            .b
                            .setcc(IntCC::Sgt, Width::W64, n0, GSrc::Imm(lanes as i32));
                        let nc = self.b.select(big, l, n0);
                        let bc = self.b.broadcast(elem_of_bits(lb), BSrc::Gpr(nc));
                        let steps: Vec<u8> = (0..256 / lb)
                            .flat_map(|i| (i as u64).to_le_bytes()[..(lb / 8) as usize].to_vec())
                            .collect();
                        let st = self.vconst_bytes(steps);
                        self.b.vbin(VBinOp::CmpGt, int_vty(lb), bc, VSrc::Reg(st))
                    }
                };
                self.set(
                    op,
                    0,
                    Val::Mask {
                        reg,
                        lanes,
                        lane_bits: lb,
                    },
                );
            }
            dialects::vector::StepOp::NAME => {
                let (e, lanes) = res_vec.ok_or_else(|| unsupported(ctx, op, ""))?;
                let bytes: Vec<u8> = (0..lanes)
                    .flat_map(|i| (i as u64).to_le_bytes()[..e.bytes() as usize].to_vec())
                    .collect();
                let reg = self.vconst_bytes(bytes);
                self.set(
                    op,
                    0,
                    Val::Vector {
                        reg,
                        elem: e,
                        lanes,
                    },
                );
            }
            dialects::vector::BitCastOp::NAME => {
                let (e, lanes) = res_vec.ok_or_else(|| unsupported(ctx, op, ""))?;
                let src = self.operand(op, 0)?;
                // i1 vectors are lane masks: their bit field (at most 32
                // bits) moves through a GPR
                let v = match (src, e == Sk::I(1)) {
                    (m @ Val::Mask { .. }, true) => m,
                    (Val::Mask { .. }, false) => {
                        let (m, _) = self.mask_bits(op, 0)?;
                        let reg = self.b.vec();
                        self.b.push(Inst::MovToVec {
                            w: Width::W32,
                            dst: reg,
                            src: m,
                        });
                        Val::Vector {
                            reg,
                            elem: e,
                            lanes,
                        }
                    }
                    (Val::Vector { reg, .. }, true) => {
                        let g = self.b.gpr();
                        self.b.push(Inst::MovToGpr {
                            w: Width::W32,
                            dst: g,
                            src: reg,
                        });
                        let (reg, lane_bits) = self.mask_from_gpr(g, lanes);
                        Val::Mask {
                            reg,
                            lanes,
                            lane_bits,
                        }
                    }
                    (Val::Vector { reg, .. }, false) => Val::Vector {
                        reg,
                        elem: e,
                        lanes,
                    },
                    _ => return Err(invalid(ctx, op, "expected a vector")),
                };
                self.set(op, 0, v);
            }
            dialects::vector::FromElementsOp::NAME => {
                let (e, lanes) =
                    res_vec.ok_or_else(|| unsupported(ctx, op, "n-D results (not native)"))?;
                let s = self.b.stack_slot(32, 32);
                if e == Sk::I(1) {
                    let lb = self.mask_lane_bits(lanes);
                    let z = self.b.zero(RegClass::Vec);
                    self.b.store(MemKind::V256, z, Addr::slot(s, 0));
                    let k = match lb {
                        8 => MemKind::U8,
                        16 => MemKind::U16,
                        32 => MemKind::U32,
                        _ => MemKind::I64,
                    };
                    for i in 0..lanes as usize {
                        let v = self.operand(op, i)?;
                        let n = self.bool_reg(op, &v)?;
                        let neg = self.b.gpr();
                        self.b.push(Inst::Unary {
                            op: UnOp::Neg,
                            w: Width::W64,
                            dst: neg,
                            a: n,
                        });
                        self.b
                            .store(k, neg, Addr::slot(s, (i as u32 * lb / 8) as i32));
                    }
                    let reg = self.b.load(MemKind::V256, Addr::slot(s, 0));
                    self.set(
                        op,
                        0,
                        Val::Mask {
                            reg,
                            lanes,
                            lane_bits: lb,
                        },
                    );
                    return Ok(());
                }
                for i in 0..lanes as usize {
                    let v = self.operand(op, i)?;
                    self.store_elem(e, &v, Addr::slot(s, (i as u32 * e.bytes()) as i32));
                }
                let reg = self.b.load(MemKind::V256, Addr::slot(s, 0));
                self.set(
                    op,
                    0,
                    Val::Vector {
                        reg,
                        elem: e,
                        lanes,
                    },
                );
            }
            dialects::vector::ToElementsOp::NAME => {
                let (reg, e, lanes) = self.vec_operand(op, 0)?;
                let s = self.spill_to_slot(reg);
                for i in 0..lanes as usize {
                    let v = self.load_elem(e, Addr::slot(s, (i as u32 * e.bytes()) as i32));
                    self.set(op, i, v);
                }
            }
            dialects::vector::ShuffleOp::NAME
                if matches!(self.operand(op, 0)?, Val::Mask { .. }) =>
            {
                self.lower_mask_shuffle(op, res_vec)?
            }
            dialects::vector::ShuffleOp::NAME => {
                let (a, e, la) = self.vec_operand(op, 0)?;
                let (b, _, lb) = self.vec_operand(op, 1)?;
                let (_, lanes) =
                    res_vec.ok_or_else(|| unsupported(ctx, op, "n-D shuffles (not native)"))?;
                let srcs = self.shuffle_sources(op, la)?;
                let r = self.permute(&[(a, la), (b, lb)], e, &srcs);
                self.set(
                    op,
                    0,
                    Val::Vector {
                        reg: r,
                        elem: e,
                        lanes,
                    },
                );
            }
            dialects::vector::InterleaveOp::NAME => {
                let (a, e, la) = self.vec_operand(op, 0)?;
                let (b, _, _) = self.vec_operand(op, 1)?;
                let srcs: Vec<(u32, i64)> = (0..2 * la).map(|i| (i % 2, (i / 2) as i64)).collect();
                let r = self.permute(&[(a, la), (b, la)], e, &srcs);
                self.set(
                    op,
                    0,
                    Val::Vector {
                        reg: r,
                        elem: e,
                        lanes: 2 * la,
                    },
                );
            }
            dialects::vector::DeinterleaveOp::NAME => {
                let (a, e, la) = self.vec_operand(op, 0)?;
                for k in 0..2u32 {
                    let srcs: Vec<(u32, i64)> =
                        (0..la / 2).map(|i| (0, (2 * i + k) as i64)).collect();
                    let r = self.permute(&[(a, la)], e, &srcs);
                    self.set(
                        op,
                        k as usize,
                        Val::Vector {
                            reg: r,
                            elem: e,
                            lanes: la / 2,
                        },
                    );
                }
            }
            dialects::vector::GatherOp::NAME => self.lower_gather(op)?,
            dialects::vector::ScatterOp::NAME
            | dialects::vector::CompressStoreOp::NAME
            | dialects::vector::ExpandLoadOp::NAME => self.lower_lanewise_memory(op, name)?,
            _ => return Err(unsupported(ctx, op, "")),
        }
        Ok(())
    }

    /// `vector.shuffle` of i1 vectors: both masks at one lane width (the
    /// default one of the widest of the three), then the lanes permuted as
    /// integers of that width (all-ones or zero each).
    fn lower_mask_shuffle(&mut self, op: Operation, res_vec: Option<(Sk, u32)>) -> LResult<()> {
        let ctx = self.ctx;
        let (_, lanes) =
            res_vec.ok_or_else(|| unsupported(ctx, op, "n-D shuffles (not native)"))?;
        let mut ins = Vec::new();
        for i in 0..2 {
            match self.operand(op, i)? {
                Val::Mask {
                    reg,
                    lanes,
                    lane_bits,
                } => ins.push((reg, lanes, lane_bits)),
                _ => return Err(invalid(ctx, op, "expected mask operands")),
            }
        }
        let bits = self.mask_lane_bits(ins[0].1.max(ins[1].1).max(lanes));
        let inputs: Vec<(VReg, u32)> = ins
            .iter()
            .map(|&(reg, n, from)| (self.mask_as(reg, n, from, bits), n))
            .collect();
        let srcs = self.shuffle_sources(op, inputs[0].1)?;
        let r = self.permute(&inputs, Sk::I(bits), &srcs);
        self.set(
            op,
            0,
            Val::Mask {
                reg: r,
                lanes,
                lane_bits: bits,
            },
        );
        Ok(())
    }

    /// `vector.shuffle`'s mask as (operand, lane) pairs; the first operand
    /// has `la` lanes.
    fn shuffle_sources(&self, op: Operation, la: u32) -> LResult<Vec<(u32, i64)>> {
        let ctx = self.ctx;
        let mask = ctx
            .attr(op, "mask")
            .and_then(|x| dense_array_values(ctx, x))
            .ok_or_else(|| invalid(ctx, op, "no mask"))?;
        let la = la as i64;
        Ok(mask
            .iter()
            .map(|&m| if m < la { (0, m) } else { (1, m - la) })
            .collect())
    }

    /// The lane bit field of a mask operand (bit i = lane i).
    fn mask_bits(&mut self, op: Operation, i: usize) -> LResult<(VReg, u32)> {
        let Val::Mask {
            reg,
            lanes,
            lane_bits,
        } = self.operand(op, i)?
        else {
            return Err(invalid(self.ctx, op, "expected a mask"));
        };
        // 32/64-bit lanes: movmskps/pd; 8-bit: pmovmskb; 16-bit: widen first
        let (reg, bits) = if lane_bits == 16 {
            (self.mask_as(reg, lanes, 16, 8), 8)
        } else {
            (reg, lane_bits)
        };
        let elem = match bits {
            8 => Elem::B8,
            32 => Elem::B32,
            _ => Elem::B64,
        };
        let m = self.b.gpr();
        self.b.push(Inst::MovMsk {
            elem,
            dst: m,
            src: reg,
        });
        Ok((m, lanes))
    }

    /// `vector.gather` with the AVX2 gather instructions (32/64-bit
    /// elements, i32 or i64/index indices); masked-off lanes keep
    /// `pass_thru` and are not read.
    fn lower_gather(&mut self, op: Operation) -> LResult<()> {
        let ctx = self.ctx;
        let n = ctx.num_operands(op);
        let d = self.memref_operand(op, 0)?;
        let offs = self.indices(op, 1, n - 3)?;
        let (idx, ie, il) = self.vec_operand(op, n - 3)?;
        let (pass, e, lanes) = self.vec_operand(op, n - 1)?;
        let Val::Mask {
            reg: mreg,
            lanes: ml,
            lane_bits,
        } = self.operand(op, n - 2)?
        else {
            return Err(invalid(ctx, op, "expected a mask"));
        };
        let kind = match (e.bits(), ie.bits()) {
            (32, 32) => GatherKind::D32,
            (64, 32) => GatherKind::D64,
            (32, 64) => GatherKind::Q32,
            (64, 64) => GatherKind::Q64,
            // 8/16-bit elements or indices: one enabled lane at a time
            _ => return self.lower_lanewise_memory(op, dialects::vector::GatherOp::NAME),
        };
        if il != lanes {
            return Err(invalid(ctx, op, "index/result lane mismatch"));
        }
        let mut m = self.mask_as(mreg, ml, lane_bits, e.bits());
        if lanes * e.bits() < 256 {
            let p = self.prefix_mask(lanes, e.bits());
            m = self.b.vbin(VBinOp::And, VTy::I32x8, m, VSrc::Reg(p));
        }
        let addr = self.elem_addr(&d, &offs);
        let base = self.b.gpr();
        self.b.push(Inst::Lea { dst: base, addr });
        let scale = match e.bytes() {
            4 => Scale::S4,
            _ => Scale::S8,
        };
        let dst = self.b.vec();
        self.b.push(Inst::Gather {
            kind,
            dst,
            passthru: pass,
            base,
            index: idx,
            scale,
            disp: 0,
            mask: m,
        });
        self.set(
            op,
            0,
            Val::Vector {
                reg: dst,
                elem: e,
                lanes,
            },
        );
        Ok(())
    }

    /// `vector.scatter`, `compressstore`, `expandload`, and `gather`/
    /// `maskedload`/`maskedstore` where no instruction fits (8/16-bit
    /// elements or indices): one lane at a time (a branch per lane on the
    /// mask bit), in lane order; masked-off lanes touch no memory.
    fn lower_lanewise_memory(&mut self, op: Operation, name: &str) -> LResult<()> {
        let ctx = self.ctx;
        let n = ctx.num_operands(op);
        let d = self.memref_operand(op, 0)?;
        let indexed = matches!(
            name,
            dialects::vector::ScatterOp::NAME | dialects::vector::GatherOp::NAME
        );
        let offs_end = if indexed { n - 3 } else { n - 2 };
        let offs = self.indices(op, 1, offs_end)?;
        let (vreg, e, lanes) = self.vec_operand(op, n - 1)?;
        let (bits, _) = self.mask_bits(op, n - 2)?;
        let vslot = self.spill_to_slot(vreg);
        let islot = if indexed {
            let (ireg, ie, _) = self.vec_operand(op, n - 3)?;
            Some((self.spill_to_slot(ireg), ie))
        } else {
            None
        };
        // the address of element 0 (the base position)
        let addr0 = self.elem_addr(&d, &offs);
        let base = self.b.gpr();
        self.b.push(Inst::Lea {
            dst: base,
            addr: addr0,
        });
        let k = self.b.gpr();
        self.b.push(Inst::MovImm { dst: k, imm: 0 });
        let scale = match e.bytes() {
            1 => Scale::S1,
            2 => Scale::S2,
            4 => Scale::S4,
            _ => Scale::S8,
        };
        let kind = match e.bytes() {
            1 => MemKind::U8,
            2 => MemKind::U16,
            4 => MemKind::U32,
            _ => MemKind::I64,
        };
        for i in 0..lanes {
            let t = self.b.alu(AluOp::And, Width::W64, bits, GSrc::Imm(1 << i));
            let on = self.b.new_block();
            let next = self.b.new_block();
            self.b.br(IntCC::Ne, Width::W64, t, GSrc::Imm(0), on, next);
            self.start(on);
            let lane = Addr::slot(vslot, (i * e.bytes()) as i32);
            let at_i = Addr {
                base: Base::Reg(base),
                index: None,
                disp: (i * e.bytes()) as i32,
            };
            match (name, islot) {
                (
                    dialects::vector::ScatterOp::NAME | dialects::vector::GatherOp::NAME,
                    Some((is, ie)),
                ) => {
                    let ik = match ie.bits() {
                        8 => MemKind::S8,
                        16 => MemKind::S16,
                        32 => MemKind::S32,
                        _ => MemKind::I64,
                    };
                    let ix = self.b.load(ik, Addr::slot(is, (i * ie.bytes()) as i32));
                    if name == dialects::vector::ScatterOp::NAME {
                        let x = self.b.load(kind, lane);
                        self.b.store(kind, x, Addr::indexed(base, ix, scale, 0));
                    } else {
                        let x = self.b.load(kind, Addr::indexed(base, ix, scale, 0));
                        self.b.store(kind, x, lane);
                    }
                }
                (dialects::vector::MaskedStoreOp::NAME, _) => {
                    let x = self.b.load(kind, lane);
                    self.b.store(kind, x, at_i);
                }
                (dialects::vector::MaskedLoadOp::NAME, _) => {
                    let x = self.b.load(kind, at_i);
                    self.b.store(kind, x, lane);
                }
                (dialects::vector::CompressStoreOp::NAME, _) => {
                    let x = self.b.load(kind, lane);
                    self.b.store(kind, x, Addr::indexed(base, k, scale, 0));
                    self.b.push(Inst::Alu {
                        op: AluOp::Add,
                        w: Width::W64,
                        dst: k,
                        a: k,
                        b: GSrc::Imm(1),
                    });
                }
                _ => {
                    // expandload: lane i of the pass-through slot ← base[k]
                    let x = self.b.load(kind, Addr::indexed(base, k, scale, 0));
                    self.b.store(kind, x, lane);
                    self.b.push(Inst::Alu {
                        op: AluOp::Add,
                        w: Width::W64,
                        dst: k,
                        a: k,
                        b: GSrc::Imm(1),
                    });
                }
            }
            self.b.jmp(next);
            self.start(next);
        }
        if matches!(
            name,
            dialects::vector::ExpandLoadOp::NAME
                | dialects::vector::MaskedLoadOp::NAME
                | dialects::vector::GatherOp::NAME
        ) {
            let r = self.b.load(MemKind::V256, Addr::slot(vslot, 0));
            self.set(
                op,
                0,
                Val::Vector {
                    reg: r,
                    elem: e,
                    lanes,
                },
            );
        }
        Ok(())
    }

    /// Builds a vector whose element i is element `srcs[i].1` of input
    /// `srcs[i].0` (negative: poison, left 0), through stack slots.
    fn permute(&mut self, inputs: &[(VReg, u32)], e: Sk, srcs: &[(u32, i64)]) -> VReg {
        let slots: Vec<SlotId> = inputs.iter().map(|&(r, _)| self.spill_to_slot(r)).collect();
        let out = self.b.stack_slot(32, 32);
        let z = self.b.zero(RegClass::Vec);
        self.b.store(MemKind::V256, z, Addr::slot(out, 0));
        let k = match e.bytes() {
            1 => MemKind::U8,
            2 => MemKind::U16,
            4 => MemKind::U32,
            _ => MemKind::I64,
        };
        for (i, &(w, p)) in srcs.iter().enumerate() {
            if p < 0 || p >= inputs[w as usize].1 as i64 {
                continue;
            }
            let x = self.b.load(
                k,
                Addr::slot(slots[w as usize], (p as u32 * e.bytes()) as i32),
            );
            self.b
                .store(k, x, Addr::slot(out, (i as u32 * e.bytes()) as i32));
        }
        self.b.load(MemKind::V256, Addr::slot(out, 0))
    }

    fn lower_reduction(&mut self, op: Operation) -> LResult<()> {
        let ctx = self.ctx;
        let kind = ctx
            .attr(op, "kind")
            .and_then(|a| enum_value(ctx, a))
            .unwrap_or(0);
        if let Val::Mask { .. } = self.operand(op, 0)? {
            return self.lower_mask_reduction(op, kind);
        }
        let (v, e, lanes) = self.vec_operand(op, 0)?;
        let reassoc = ctx
            .attr(op, "fastmath")
            .and_then(|a| enum_value(ctx, a))
            .is_some_and(|f| f & 1 != 0);
        let acc = if ctx.num_operands(op) > 1 {
            Some(self.operand(op, 1)?)
        } else {
            None
        };
        if reassoc && kind == 0 && e == Sk::F32 && lanes == 8 {
            let mut r = self.b.reduce_add_f32x8(v);
            if let Some(a) = acc {
                r = self
                    .b
                    .fbin(FBinOp::Add, FTy::F32, a.regs()[0], VSrc::Reg(r));
            }
            self.set(
                op,
                0,
                Val::Float {
                    reg: r,
                    ty: FTy::F32,
                },
            );
            return Ok(());
        }
        let s = self.spill_to_slot(v);
        // `minnumf`/`maxnumf` take the accumulator last, as MLIR lowers
        // them (`maxnum(reduce(v), acc)`); the others fold from it in order.
        let acc_last = matches!(kind, 4 | 7);
        let (mut cur, acc) = match acc {
            Some(a) if !acc_last => (a, None),
            a => (self.load_elem(e, Addr::slot(s, 0)), a),
        };
        let start = if ctx.num_operands(op) > 1 && !acc_last {
            0
        } else {
            1
        };
        for i in start..lanes {
            let x = self.load_elem(e, Addr::slot(s, (i * e.bytes()) as i32));
            cur = self.combine(op, kind, &cur, &x)?;
            if let (true, 0 | 1, Val::Float { reg, ty }) = (e.is_half(), kind, &cur) {
                // each step rounded to f16/bf16, as in their arithmetic
                cur = Val::Float {
                    reg: self.half_round(e, *reg),
                    ty: *ty,
                };
            }
        }
        if let Some(a) = acc {
            cur = self.combine(op, kind, &cur, &a)?;
        }
        if let (0, 1, Val::Float { reg, ty }) = (kind, ctx.num_operands(op), &cur) {
            // MLIR lowers a float `add` without accumulator to
            // `vector.reduce.fadd` from +0.0: lanes that are all -0.0 sum to
            // +0.0. Adding +0.0 last gives the same (it changes only a -0.0).
            let zero = self.b.fconst(*ty, 0.0);
            cur = Val::Float {
                reg: self.b.fbin(FBinOp::Add, *ty, *reg, VSrc::Reg(zero)),
                ty: *ty,
            };
        }
        self.set(op, 0, cur);
        Ok(())
    }

    /// `vector.reduction` of a `vector<Nxi1>` on its lane bit field. On
    /// i1, `mul`, `minui` and `maxsi` (true is -1 signed) are `and`;
    /// `maxui` and `minsi` are `or`; `add` is `xor`: all lanes set, any
    /// lane set, or the parity of the set lanes.
    fn lower_mask_reduction(&mut self, op: Operation, kind: u64) -> LResult<()> {
        let ctx = self.ctx;
        let (m, lanes) = self.mask_bits(op, 0)?;
        // the lanes' bits (those of lanes past `lanes` are unspecified)
        let full = if lanes >= 32 {
            -1
        } else {
            ((1u32 << lanes) - 1) as i32
        };
        let bits = self.b.alu(AluOp::And, Width::W32, m, GSrc::Imm(full));
        let (r, alu) = match kind {
            // and, mul, minui, maxsi: every lane set
            8 | 1 | 2 | 6 => (
                self.b.setcc(IntCC::Eq, Width::W32, bits, GSrc::Imm(full)),
                AluOp::And,
            ),
            // or, maxui, minsi: some lane set
            9 | 5 | 3 => (
                self.b.setcc(IntCC::Ne, Width::W32, bits, GSrc::Imm(0)),
                AluOp::Or,
            ),
            // xor, add: the parity of the set lanes, folded in halves
            10 | 0 => {
                let mut x = bits;
                let mut sh = lanes.next_power_of_two() / 2;
                while sh > 0 {
                    let y = self
                        .b
                        .shift(ShiftOp::ShrU, Width::W32, x, GSrc::Imm(sh as i32));
                    x = self.b.alu(AluOp::Xor, Width::W32, x, GSrc::Reg(y));
                    sh /= 2;
                }
                (
                    self.b.alu(AluOp::And, Width::W64, x, GSrc::Imm(1)),
                    AluOp::Xor,
                )
            }
            _ => return Err(invalid(ctx, op, "float kind on i1")),
        };
        self.normalized.insert(r);
        let out = if ctx.num_operands(op) > 1 {
            let acc = self.operand(op, 1)?;
            let a = self.bool_reg(op, &acc)?;
            let out = self.b.alu(alu, Width::W64, a, GSrc::Reg(r));
            self.normalized.insert(out);
            out
        } else {
            r
        };
        self.set(op, 0, Val::Int { reg: out, bits: 1 });
        Ok(())
    }

    /// Lane masks (of the default width for `lanes`) from the bits of GPR
    /// `g`, bit i for lane i: the bits broadcast to every lane (for 8-bit
    /// lanes lane i takes byte i / 8, with `vpshufb`), each lane keeps its
    /// own bit and compares equal with it.
    fn mask_from_gpr(&mut self, g: VReg, lanes: u32) -> (VReg, u32) {
        let lb = self.mask_lane_bits(lanes);
        if lb >= 32 {
            return (self.mask_from_bits(g, 1, lanes, lb), lb);
        }
        let (bc, sel) = if lb == 16 {
            let bc = self.b.broadcast(Elem::B16, BSrc::Gpr(g));
            let sel: Vec<u8> = (0..16).flat_map(|i| (1u16 << i).to_le_bytes()).collect();
            (bc, sel)
        } else {
            let all = self.b.broadcast(Elem::B32, BSrc::Gpr(g));
            // each 128-bit half holds `g` in its first dword: bytes 0..3
            let idx: Vec<u8> = (0..32u8).map(|i| i / 8).collect();
            let ix = self.vconst_bytes(idx);
            let bc = self.b.vbin(VBinOp::Shufb, VTy::I8x32, all, VSrc::Reg(ix));
            (bc, (0..32).map(|i| 1u8 << (i % 8)).collect())
        };
        let ty = int_vty(lb);
        let sel = self.vconst_bytes(sel);
        let and = self.b.vbin(VBinOp::And, ty, bc, VSrc::Reg(sel));
        (self.b.vbin(VBinOp::CmpEq, ty, and, VSrc::Reg(sel)), lb)
    }

    /// `vector.fma` on f16/bf16 vectors (bits) as `mlir-runner` computes
    /// it: MLIR lowers `vector.fma` to `llvm.intr.fmuladd`, which LLVM's
    /// x86 back end, having no FMA instruction for 16-bit floats, expands
    /// into a multiply and an add, each rounded to the half format (each
    /// exact through f32, as `mulf`/`addf` are). (LLVM's constant folder
    /// fuses them instead: only for constant operands, which a kernel's
    /// data is not.)
    fn half_fma(&mut self, e: Sk, a: VReg, b: VReg, c: VReg) -> VReg {
        let (a, b, c) = (
            self.half_widen(e, a),
            self.half_widen(e, b),
            self.half_widen(e, c),
        );
        let p = self.b.vbin(VBinOp::FMul, VTy::F32x8, a, VSrc::Reg(b));
        let p = self.half_narrow(e, p);
        let p = self.half_widen(e, p);
        let s = self.b.vbin(VBinOp::FAdd, VTy::F32x8, p, VSrc::Reg(c));
        self.half_narrow(e, s)
    }

    fn extract_hi128(&mut self, v: VReg) -> VReg {
        let r = self.b.vec();
        self.b.push(Inst::VShuf {
            op: VShuf::Extract128,
            dst: r,
            a: v,
            b: v,
            imm: 1,
        });
        r
    }

    /// `a ∘ b` for a `vector.kind` on scalars.
    fn combine(&mut self, op: Operation, kind: u64, a: &Val, b: &Val) -> LResult<Val> {
        let ctx = self.ctx;
        match (a, b) {
            (Val::Float { reg: x, ty }, Val::Float { reg: y, .. }) => {
                let vty = if *ty == FTy::F32 {
                    VTy::F32x8
                } else {
                    VTy::F64x4
                };
                let r = match kind {
                    0 => self.b.fbin(FBinOp::Add, *ty, *x, VSrc::Reg(*y)),
                    1 => self.b.fbin(FBinOp::Mul, *ty, *x, VSrc::Reg(*y)),
                    4 => self.b.minnumf(vty, *x, *y),
                    7 => self.b.maxnumf(vty, *x, *y),
                    12 => self.maximumf(vty, *x, *y, true),
                    11 => self.maximumf(vty, *x, *y, false),
                    _ => return Err(invalid(ctx, op, "integer kind on floats")),
                };
                Ok(Val::Float { reg: r, ty: *ty })
            }
            (Val::Int { reg: x, bits }, Val::Int { reg: y, .. }) => {
                let w = types::width(*bits).ok_or_else(|| unsupported(ctx, op, "this width"))?;
                let r = match kind {
                    0 => self.b.alu(AluOp::Add, w, *x, GSrc::Reg(*y)),
                    1 => self.b.alu(AluOp::Mul, w, *x, GSrc::Reg(*y)),
                    8 => self.b.alu(AluOp::And, w, *x, GSrc::Reg(*y)),
                    9 => self.b.alu(AluOp::Or, w, *x, GSrc::Reg(*y)),
                    10 => self.b.alu(AluOp::Xor, w, *x, GSrc::Reg(*y)),
                    2 | 3 | 5 | 6 => {
                        let cc = match kind {
                            2 => IntCC::Ult,
                            3 => IntCC::Slt,
                            5 => IntCC::Ugt,
                            _ => IntCC::Sgt,
                        };
                        let c = self.b.setcc(cc, w, *x, GSrc::Reg(*y));
                        self.b.select(c, *x, *y)
                    }
                    _ => return Err(invalid(ctx, op, "float kind on integers")),
                };
                Ok(Val::Int {
                    reg: r,
                    bits: *bits,
                })
            }
            _ => Err(invalid(ctx, op, "mismatched reduction operands")),
        }
    }

    fn lower_print(&mut self, op: Operation) -> LResult<()> {
        let ctx = self.ctx;
        if let Some(s) = ctx
            .attr(op, "stringLiteral")
            .and_then(|a| match ctx.attr_kind(a) {
                ods::ir::AttrKind::String { value, .. } => Some(ctx.str(*value).to_vec()),
                _ => None,
            })
        {
            let p = self.cstring(&s);
            self.call_rt("printString", vec![p]);
            return Ok(());
        }
        if ctx.num_operands(op) == 0 {
            // `vector.print punctuation <...>` alone prints just that.
            self.print_punctuation(op);
            return Ok(());
        }
        let v = self.operand(op, 0)?;
        // MLIR prints `index` and `uiN` elements through printU64
        let vty = ctx.value_type(ctx.operand(op, 0));
        let elem_ty = ctx.element_type(vty).unwrap_or(vty);
        let unsigned = ctx.is_index(elem_ty)
            || matches!(
                ctx.type_kind(elem_ty),
                ods::ir::TypeKind::Integer {
                    signedness: ods::ir::Signedness::Unsigned,
                    ..
                }
            );
        match &v {
            Val::Int { .. } | Val::Float { .. } => self.print_scalar(&v, unsigned),
            Val::Vector { reg, elem, lanes } => {
                let (reg, elem, lanes) = (*reg, *elem, *lanes);
                let s = self.spill_to_slot(reg);
                self.call_rt("printOpen", vec![]);
                for i in 0..lanes {
                    if i > 0 {
                        self.call_rt("printComma", vec![]);
                    }
                    self.print_elem_at(elem, Addr::slot(s, (i * elem.bytes()) as i32), unsigned);
                }
                self.call_rt("printClose", vec![]);
            }
            Val::Mask {
                reg,
                lanes,
                lane_bits,
            } => {
                let (reg, lanes, lb) = (*reg, *lanes, *lane_bits);
                let s = self.spill_to_slot(reg);
                self.call_rt("printOpen", vec![]);
                for i in 0..lanes {
                    if i > 0 {
                        self.call_rt("printComma", vec![]);
                    }
                    let x = self.b.load(MemKind::U8, Addr::slot(s, (i * lb / 8) as i32));
                    let r = self.b.alu(AluOp::And, Width::W64, x, GSrc::Imm(1));
                    self.call_rt("printI64", vec![r]);
                }
                self.call_rt("printClose", vec![]);
            }
            Val::MemRef(_) => return Err(unsupported(ctx, op, "printing memrefs")),
        }
        self.print_punctuation(op);
        Ok(())
    }

    /// The `punctuation` of a `vector.print` (newline when absent).
    fn print_punctuation(&mut self, op: Operation) {
        let ctx = self.ctx;
        match ctx.attr(op, "punctuation").and_then(|a| enum_value(ctx, a)) {
            Some(0) => {}
            Some(2) => self.call_rt("printComma", vec![]),
            Some(3) => self.call_rt("printOpen", vec![]),
            Some(4) => self.call_rt("printClose", vec![]),
            _ => self.call_rt("printNewline", vec![]),
        }
    }
}

/// `addr` moved by `off` bytes.
fn at_offset(addr: Addr, off: u32) -> Addr {
    Addr {
        disp: addr.disp + off as i32,
        ..addr
    }
}

/// The zero-extending memory access of a 4-, 2- or 1-byte piece of a
/// partial load or store.
fn int_mem_kind(size: u32) -> MemKind {
    match size {
        4 => MemKind::U32,
        2 => MemKind::U16,
        _ => MemKind::U8,
    }
}
