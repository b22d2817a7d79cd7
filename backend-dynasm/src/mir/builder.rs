//! Building MIR, and the instruction sequences that give MLIR semantics where
//! x86 differs.
//!
//! Semantics chosen where MLIR leaves a result undefined (poison/UB) — every
//! choice gives a deterministic value and never traps:
//!
//! | MLIR op | case | result here |
//! |---|---|---|
//! | `arith.fptosi` | NaN | 0 |
//! | `arith.fptosi` | out of range | saturated to the target type's MIN/MAX (like Rust `as` and LLVM `fptosi.sat`) |
//! | `arith.fptoui` | NaN or negative | 0 (values in (-1, 0) truncate to 0 anyway) |
//! | `arith.fptoui` | too large | the target type's MAX |
//! | `arith.shli`/`shrui` | count ≥ width | 0 ([`Inst::Shift`], vector `Shlv`/`ShrUv`) |
//! | `arith.shrsi` | count ≥ width | sign fill: 0 or -1 |
//! | `arith.divsi`/`divui` | divisor 0 | 0 ([`Inst::Div`]) |
//! | `arith.remsi`/`remui` | divisor 0 | the dividend |
//! | `arith.divsi` | MIN / -1 | MIN (remainder 0) |
//! | `arith.maxnumf`/`minnumf` | +0 vs -0 | the first operand, as LLVM's x86 lowering (what `mlir-runner` runs; MLIR allows either) |
//!
//! `maximumf`/`minimumf` follow MLIR exactly: NaN if either operand is NaN,
//! and -0 < +0.

use super::*;

/// Incrementally builds a [`Func`].
pub struct FuncBuilder {
    pub func: Func,
    cur: BlockId,
}

impl FuncBuilder {
    /// A function with an empty entry block (block 0), the current block.
    pub fn new(name: &str) -> FuncBuilder {
        FuncBuilder {
            func: Func {
                name: name.to_string(),
                sig: Signature::default(),
                params: vec![],
                vregs: vec![],
                blocks: vec![Block::default()],
                consts: vec![],
                stack_slots: vec![],
            },
            cur: BlockId(0),
        }
    }

    pub fn finish(self) -> Func {
        self.func
    }

    pub fn new_vreg(&mut self, c: RegClass) -> VReg {
        self.func.vregs.push(c);
        VReg(self.func.vregs.len() as u32 - 1)
    }
    pub fn gpr(&mut self) -> VReg {
        self.new_vreg(RegClass::Gpr)
    }
    pub fn vec(&mut self) -> VReg {
        self.new_vreg(RegClass::Vec)
    }

    /// Declares a parameter; returns its expanded vregs (one, or `3 + 2*rank`
    /// for a memref: allocated, aligned, offset, sizes, strides).
    pub fn param(&mut self, t: AbiType) -> Vec<VReg> {
        self.func.sig.params.push(t);
        let regs: Vec<VReg> = t.expanded().into_iter().map(|c| self.new_vreg(c)).collect();
        self.func.params.extend(&regs);
        regs
    }
    pub fn set_ret(&mut self, t: Option<AbiType>) {
        self.func.sig.ret = t;
    }

    pub fn new_block(&mut self) -> BlockId {
        self.func.blocks.push(Block::default());
        BlockId(self.func.blocks.len() as u32 - 1)
    }
    pub fn switch_to(&mut self, b: BlockId) {
        self.cur = b;
    }
    pub fn current(&self) -> BlockId {
        self.cur
    }
    pub fn push(&mut self, i: Inst) {
        self.func.blocks[self.cur.0 as usize].insts.push(i);
    }

    pub fn constant(&mut self, bytes: Vec<u8>, align: u32) -> ConstId {
        if let Some(i) = self
            .func
            .consts
            .iter()
            .position(|c| c.bytes == bytes && c.align >= align)
        {
            return ConstId(i as u32);
        }
        self.func.consts.push(Const { bytes, align });
        ConstId(self.func.consts.len() as u32 - 1)
    }
    pub fn stack_slot(&mut self, size: u32, align: u32) -> SlotId {
        self.func.stack_slots.push(StackSlot { size, align });
        SlotId(self.func.stack_slots.len() as u32 - 1)
    }

    // ---- one-instruction conveniences ----

    pub fn iconst(&mut self, v: i64) -> VReg {
        let d = self.gpr();
        self.push(Inst::MovImm { dst: d, imm: v });
        d
    }
    pub fn alu(&mut self, op: AluOp, w: Width, a: VReg, b: GSrc) -> VReg {
        let d = self.gpr();
        self.push(Inst::Alu {
            op,
            w,
            dst: d,
            a,
            b,
        });
        d
    }
    pub fn shift(&mut self, op: ShiftOp, w: Width, a: VReg, b: GSrc) -> VReg {
        let d = self.gpr();
        self.push(Inst::Shift {
            op,
            w,
            dst: d,
            a,
            b,
        });
        d
    }
    pub fn setcc(&mut self, cc: IntCC, w: Width, a: VReg, b: GSrc) -> VReg {
        let d = self.gpr();
        self.push(Inst::SetCc {
            cc,
            w,
            dst: d,
            a,
            b,
        });
        d
    }
    pub fn select(&mut self, cond: VReg, a: VReg, b: VReg) -> VReg {
        let d = self.new_vreg(self.func.class(a));
        self.push(Inst::Select { dst: d, cond, a, b });
        d
    }
    /// Scalar float conversion from `from` to the other float width
    /// (`vcvtsd2ss`/`vcvtss2sd`, rounding to nearest).
    pub fn cvt_ff(&mut self, from: FTy, src: VReg) -> VReg {
        let dst = self.vec();
        self.push(Inst::CvtFF { from, dst, src });
        dst
    }
    pub fn load(&mut self, kind: MemKind, addr: Addr) -> VReg {
        let d = self.new_vreg(kind.class());
        self.push(Inst::Load { kind, dst: d, addr });
        d
    }
    pub fn store(&mut self, kind: MemKind, src: VReg, addr: Addr) {
        self.push(Inst::Store { kind, src, addr });
    }
    pub fn vbin(&mut self, op: VBinOp, ty: VTy, a: VReg, b: VSrc) -> VReg {
        let d = self.vec();
        self.push(Inst::VBin {
            op,
            ty,
            dst: d,
            a,
            b,
        });
        d
    }
    pub fn vfcmp(&mut self, pred: FloatCC, ty: VTy, a: VReg, b: VReg) -> VReg {
        let d = self.vec();
        self.push(Inst::VFCmp {
            pred,
            ty,
            dst: d,
            a,
            b,
        });
        d
    }
    pub fn fbin(&mut self, op: FBinOp, ty: FTy, a: VReg, b: VSrc) -> VReg {
        let d = self.vec();
        self.push(Inst::FBin {
            op,
            ty,
            dst: d,
            a,
            b,
        });
        d
    }
    pub fn fcmp(&mut self, pred: FloatCC, ty: FTy, a: VReg, b: VReg) -> VReg {
        let d = self.gpr();
        self.push(Inst::FCmp {
            pred,
            ty,
            dst: d,
            a,
            b,
        });
        d
    }
    pub fn blendv(&mut self, elem: Elem, a: VReg, b: VReg, mask: VReg) -> VReg {
        let d = self.vec();
        self.push(Inst::Blendv {
            elem,
            dst: d,
            a,
            b,
            mask,
        });
        d
    }
    pub fn zero(&mut self, c: RegClass) -> VReg {
        let d = self.new_vreg(c);
        self.push(Inst::Zero { dst: d });
        d
    }
    pub fn fma(&mut self, op: FmaOp, ty: FmaTy, a: VReg, b: VSrc, c: VReg) -> VReg {
        let d = self.vec();
        self.push(Inst::Fma {
            op,
            ty,
            dst: d,
            a,
            b,
            c,
        });
        d
    }
    pub fn jmp(&mut self, target: BlockId) {
        self.push(Inst::Jmp { target });
    }
    pub fn br(&mut self, cc: IntCC, w: Width, a: VReg, b: GSrc, then: BlockId, els: BlockId) {
        self.push(Inst::Br {
            cc,
            w,
            a,
            b,
            then,
            els,
        });
    }
    pub fn ret(&mut self, val: Option<VReg>) {
        self.push(Inst::Ret { val });
    }
    pub fn call(&mut self, callee: Callee, args: Vec<VReg>, ret: Option<RegClass>) -> Option<VReg> {
        self.call_with_vectors(callee, args, vec![], ret)
    }
    /// [`Self::call`] where `args[i]` for `i` in `vector_args` are 256-bit
    /// vectors ([`AbiType::Vector`]).
    pub fn call_with_vectors(
        &mut self,
        callee: Callee,
        args: Vec<VReg>,
        vector_args: Vec<u32>,
        ret: Option<RegClass>,
    ) -> Option<VReg> {
        let r = ret.map(|c| self.new_vreg(c));
        self.push(Inst::Call {
            callee,
            args,
            vector_args,
            ret: r,
        });
        r
    }

    /// `src` broadcast to every `elem` lane of a new vector register.
    pub fn broadcast(&mut self, elem: Elem, src: BSrc) -> VReg {
        let dst = self.vec();
        self.push(Inst::Broadcast { elem, dst, src });
        dst
    }

    // ---- constants ----

    /// A 32-byte constant with `v` in every 32-bit lane, loaded into a register.
    pub fn splat_f32(&mut self, v: f32) -> VReg {
        self.splat_u32(v.to_bits())
    }
    /// `a` shifted by an immediate in every lane of `ty`.
    pub fn vshift_imm(&mut self, ty: VTy, op: ShiftOp, count: u8, a: VReg) -> VReg {
        let dst = self.vec();
        self.push(Inst::VShiftImm {
            ty,
            sh: VShiftImm { op, count },
            dst,
            a,
        });
        dst
    }
    pub fn splat_u32(&mut self, v: u32) -> VReg {
        let bytes = (0..8).flat_map(|_| v.to_le_bytes()).collect();
        let c = self.constant(bytes, 32);
        self.load(MemKind::V256, Addr::constant(c))
    }
    pub fn splat_f64(&mut self, v: f64) -> VReg {
        self.splat_u64(v.to_bits())
    }
    pub fn splat_u64(&mut self, v: u64) -> VReg {
        let bytes = (0..4).flat_map(|_| v.to_le_bytes()).collect();
        let c = self.constant(bytes, 32);
        self.load(MemKind::V256, Addr::constant(c))
    }
    /// A scalar float constant in lane 0.
    pub fn fconst(&mut self, ty: FTy, v: f64) -> VReg {
        match ty {
            FTy::F32 => {
                let c = self.constant((v as f32).to_le_bytes().to_vec(), 4);
                self.load(MemKind::F32, Addr::constant(c))
            }
            FTy::F64 => {
                let c = self.constant(v.to_le_bytes().to_vec(), 8);
                self.load(MemKind::F64, Addr::constant(c))
            }
        }
    }

    // ---- MLIR semantics ----

    /// `arith.maximumf` (NaN if either is NaN; -0 < +0), lane-wise; works for
    /// scalars (lane 0) and vectors. `ty` is F32x8 or F64x4.
    pub fn maximumf(&mut self, ty: VTy, a: VReg, b: VReg) -> VReg {
        self.min_max_ieee2019(ty, a, b, true)
    }
    /// `arith.minimumf` (NaN if either is NaN; -0 < +0).
    pub fn minimumf(&mut self, ty: VTy, a: VReg, b: VReg) -> VReg {
        self.min_max_ieee2019(ty, a, b, false)
    }

    fn min_max_ieee2019(&mut self, ty: VTy, a: VReg, b: VReg, max: bool) -> VReg {
        let elem = if ty == VTy::F64x4 {
            Elem::B64
        } else {
            Elem::B32
        };
        let op = if max {
            VBinOp::FMaxIsa
        } else {
            VBinOp::FMinIsa
        };
        // x86 returns the second operand for NaNs and for ±0; evaluating both
        // orders and combining the bits picks +0 (and) or -0 (or) for zeros,
        // and is the identity when the values differ.
        let t1 = self.vbin(op, ty, a, VSrc::Reg(b));
        let t2 = self.vbin(op, ty, b, VSrc::Reg(a));
        let m = self.vbin(
            if max { VBinOp::And } else { VBinOp::Or },
            ty,
            t1,
            VSrc::Reg(t2),
        );
        let uno = self.vfcmp(FloatCC::Uno, ty, a, b);
        let nan = self.vbin(VBinOp::FAdd, ty, a, VSrc::Reg(b));
        self.blendv(elem, m, nan, uno)
    }

    /// `arith.maxnumf` (the non-NaN operand if one is NaN), lane-wise.
    pub fn maxnumf(&mut self, ty: VTy, a: VReg, b: VReg) -> VReg {
        self.min_max_num(ty, a, b, true)
    }
    /// `arith.minnumf`.
    pub fn minnumf(&mut self, ty: VTy, a: VReg, b: VReg) -> VReg {
        self.min_max_num(ty, a, b, false)
    }

    fn min_max_num(&mut self, ty: VTy, a: VReg, b: VReg, max: bool) -> VReg {
        let elem = if ty == VTy::F64x4 {
            Elem::B64
        } else {
            Elem::B32
        };
        let op = if max {
            VBinOp::FMaxIsa
        } else {
            VBinOp::FMinIsa
        };
        // LLVM's x86 lowering, so results equal `mlir-runner`'s: `max(b, a)`
        // gives its second operand `a` for NaNs and for equal operands (+0
        // and -0: the first operand of the op wins), then a NaN `a` takes
        // `b`.
        let t = self.vbin(op, ty, b, VSrc::Reg(a));
        let anan = self.vfcmp(FloatCC::Uno, ty, a, a);
        self.blendv(elem, t, b, anan)
    }

    /// Negation by flipping the sign bit (lane-wise; scalar or vector).
    pub fn fneg(&mut self, ty: VTy, a: VReg) -> VReg {
        let m = if ty == VTy::F64x4 {
            self.splat_u64(1 << 63)
        } else {
            self.splat_u32(1 << 31)
        };
        self.vbin(VBinOp::Xor, ty, a, VSrc::Reg(m))
    }
    /// Absolute value by clearing the sign bit.
    pub fn fabs(&mut self, ty: VTy, a: VReg) -> VReg {
        let m = if ty == VTy::F64x4 {
            self.splat_u64(!(1 << 63))
        } else {
            self.splat_u32(!(1 << 31))
        };
        self.vbin(VBinOp::And, ty, a, VSrc::Reg(m))
    }

    /// Scalar `arith.fptosi` to an integer of width `w`: truncation toward
    /// zero, saturating, NaN → 0 ([`Inst::FpToSiSat`] at 32 or 64 bits,
    /// then clamped for 8 and 16).
    pub fn fptosi(&mut self, ty: FTy, w: Width, x: VReg) -> VReg {
        let cw = if w == Width::W64 {
            Width::W64
        } else {
            Width::W32
        };
        let mut r = self.gpr();
        self.push(Inst::FpToSiSat {
            w: cw,
            ty,
            dst: r,
            src: x,
        });
        if matches!(w, Width::W8 | Width::W16) {
            let hi = (1i64 << (w.bits() - 1)) - 1;
            let lo = -(1i64 << (w.bits() - 1));
            let c = self.setcc(IntCC::Sgt, Width::W32, r, GSrc::Imm(hi as i32));
            let hv = self.iconst(hi);
            r = self.select(c, hv, r);
            let c = self.setcc(IntCC::Slt, Width::W32, r, GSrc::Imm(lo as i32));
            let lv = self.iconst(lo);
            r = self.select(c, lv, r);
        }
        r
    }

    /// Scalar `arith.fptoui`: truncation, NaN/negative → 0, saturating at MAX.
    pub fn fptoui(&mut self, ty: FTy, w: Width, x: VReg) -> VReg {
        let z = self.zero(RegClass::Vec);
        // vmaxss x, 0 returns 0 for NaN (the second operand) and clamps negatives.
        let t = self.fbin(FBinOp::MaxIsa, ty, x, VSrc::Reg(z));
        let r1 = self.gpr();
        self.push(Inst::CvtFToSiRaw {
            w: Width::W64,
            ty,
            dst: r1,
            src: t,
        });
        if w != Width::W64 {
            let lim = self.fconst(ty, 2f64.powi(w.bits() as i32));
            let ovf = self.fcmp(FloatCC::Oge, ty, t, lim);
            let maxv = self.iconst(w.zext(-1));
            return self.select(ovf, maxv, r1);
        }
        let c63 = self.fconst(ty, 2f64.powi(63));
        let big = self.fcmp(FloatCC::Oge, ty, t, c63);
        let t2 = self.fbin(FBinOp::Sub, ty, t, VSrc::Reg(c63));
        let r2 = self.gpr();
        self.push(Inst::CvtFToSiRaw {
            w: Width::W64,
            ty,
            dst: r2,
            src: t2,
        });
        let sign = self.iconst(i64::MIN);
        let r2 = self.alu(AluOp::Xor, Width::W64, r2, GSrc::Reg(sign));
        let r = self.select(big, r2, r1);
        let c64 = self.fconst(ty, 2f64.powi(64));
        let ovf = self.fcmp(FloatCC::Oge, ty, t, c64);
        let maxv = self.iconst(-1);
        self.select(ovf, maxv, r)
    }

    /// Scalar `arith.sitofp` from width `w` (correctly rounded).
    pub fn sitofp(&mut self, w: Width, ty: FTy, x: VReg) -> VReg {
        let d = self.vec();
        self.push(Inst::CvtSiToF {
            w,
            ty,
            dst: d,
            src: x,
        });
        d
    }

    /// Scalar `arith.uitofp` from width `w` (correctly rounded).
    pub fn uitofp(&mut self, w: Width, ty: FTy, x: VReg) -> VReg {
        if w != Width::W64 {
            let z = self.gpr();
            self.push(Inst::Ext {
                signed: false,
                from: w,
                dst: z,
                src: x,
            });
            return self.sitofp(Width::W64, ty, z);
        }
        // Values with the top bit set: halve (keeping the sticky bit so the
        // rounding is unchanged), convert, double.
        let neg = self.setcc(IntCC::Slt, Width::W64, x, GSrc::Imm(0));
        let h = self.shift(ShiftOp::ShrU, Width::W64, x, GSrc::Imm(1));
        let l = self.alu(AluOp::And, Width::W64, x, GSrc::Imm(1));
        let h = self.alu(AluOp::Or, Width::W64, h, GSrc::Reg(l));
        let src = self.select(neg, h, x);
        let f = self.sitofp(Width::W64, ty, src);
        let f2 = self.fbin(FBinOp::Add, ty, f, VSrc::Reg(f));
        self.select(neg, f2, f)
    }

    /// Vector `arith.fptosi` 8×f32 → 8×i32 (saturating, NaN → 0; see
    /// [`Inst::VFpToSiSat`]).
    pub fn vfptosi_f32x8(&mut self, x: VReg) -> VReg {
        let min = self.splat_u32(1 << 31);
        let r = self.vec();
        self.push(Inst::VFpToSiSat {
            dst: r,
            src: VSrc::Reg(x),
            min,
        });
        r
    }

    /// Vector `arith.fptoui` 8×f32 → 8×u32 (NaN/negative → 0, saturating).
    pub fn vfptoui_f32x8(&mut self, x: VReg) -> VReg {
        let z = self.zero(RegClass::Vec);
        let t = self.vbin(VBinOp::FMaxIsa, VTy::F32x8, x, VSrc::Reg(z));
        let c31 = self.splat_f32(2f32.powi(31));
        let big = self.vfcmp(FloatCC::Oge, VTy::F32x8, t, c31);
        let r1 = self.vec();
        self.push(Inst::VCvt {
            op: VCvt::F32ToI32Trunc,
            dst: r1,
            a: t,
        });
        let t2 = self.vbin(VBinOp::FSub, VTy::F32x8, t, VSrc::Reg(c31));
        let r2 = self.vec();
        self.push(Inst::VCvt {
            op: VCvt::F32ToI32Trunc,
            dst: r2,
            a: t2,
        });
        let sign = self.splat_u32(1 << 31);
        let r2 = self.vbin(VBinOp::Xor, VTy::I32x8, r2, VSrc::Reg(sign));
        let r = self.blendv(Elem::B32, r1, r2, big);
        let c32 = self.splat_f32(2f32.powi(32));
        let ovf = self.vfcmp(FloatCC::Oge, VTy::F32x8, t, c32);
        self.vbin(VBinOp::Or, VTy::I32x8, r, VSrc::Reg(ovf))
    }

    /// Horizontal sum of 8×f32 into lane 0, in the order
    /// `((v0+v4)+(v2+v6)) + ((v1+v5)+(v3+v7))` (the reference order of
    /// [`reduce_add_f32x8_ref`]).
    pub fn reduce_add_f32x8(&mut self, v: VReg) -> VReg {
        let hi = self.vec();
        self.push(Inst::VShuf {
            op: VShuf::Extract128,
            dst: hi,
            a: v,
            b: v,
            imm: 1,
        });
        let s = self.vbin(VBinOp::FAdd, VTy::F32x8, v, VSrc::Reg(hi));
        let p = self.vec();
        self.push(Inst::VShuf {
            op: VShuf::PermilPs,
            dst: p,
            a: s,
            b: s,
            imm: 0b01_00_11_10,
        });
        let s2 = self.vbin(VBinOp::FAdd, VTy::F32x8, s, VSrc::Reg(p));
        let p2 = self.vec();
        self.push(Inst::VShuf {
            op: VShuf::PermilPs,
            dst: p2,
            a: s2,
            b: s2,
            imm: 0b10_11_00_01,
        });
        self.vbin(VBinOp::FAdd, VTy::F32x8, s2, VSrc::Reg(p2))
    }
}

/// The summation order of [`FuncBuilder::reduce_add_f32x8`].
pub fn reduce_add_f32x8_ref(v: [f32; 8]) -> f32 {
    let s: Vec<f32> = (0..4).map(|i| v[i] + v[i + 4]).collect();
    (s[0] + s[2]) + (s[1] + s[3])
}
