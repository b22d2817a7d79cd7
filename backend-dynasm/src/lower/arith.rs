//! `arith` and `ub.poison`: scalar ops on GPRs / lane 0, and elementwise ops
//! on 1-D vectors (one ymm register). MLIR's semantics via the builder's
//! sequences (NaN/±0 for min/max, saturating fptosi); the defined results
//! chosen for poison/UB cases are those of [`crate::mir::builder`].

use super::types::{self, Sk, Val};
use super::{invalid, unsupported, FnLower, LResult};
use crate::mir::*;
use dialects::arith::eval::{enum_value, Constant, Scalar};
use ods::ir::Operation;

/// MLIR's `CmpIPredicate` values → MIR condition codes.
pub(crate) fn int_cc(v: u64) -> Option<IntCC> {
    use IntCC::*;
    Some(match v {
        0 => Eq,
        1 => Ne,
        2 => Slt,
        3 => Sle,
        4 => Sgt,
        5 => Sge,
        6 => Ult,
        7 => Ule,
        8 => Ugt,
        9 => Uge,
        _ => return None,
    })
}

/// MLIR's `CmpFPredicate` values; `Err(bool)` for `false`/`true`.
pub(crate) fn float_cc(v: u64) -> Option<Result<FloatCC, bool>> {
    use FloatCC::*;
    Some(Ok(match v {
        0 => return Some(Err(false)),
        1 => Oeq,
        2 => Ogt,
        3 => Oge,
        4 => Olt,
        5 => Ole,
        6 => One,
        7 => Ord,
        8 => Ueq,
        9 => Ugt,
        10 => Uge,
        11 => Ult,
        12 => Ule,
        13 => Une,
        14 => Uno,
        15 => return Some(Err(true)),
        _ => return None,
    }))
}

pub(crate) fn elem_of_bits(bits: u32) -> Elem {
    match bits {
        8 => Elem::B8,
        16 => Elem::B16,
        32 => Elem::B32,
        _ => Elem::B64,
    }
}

pub(crate) fn int_vty(bits: u32) -> VTy {
    match bits {
        8 => VTy::I8x32,
        16 => VTy::I16x16,
        32 => VTy::I32x8,
        _ => VTy::I64x4,
    }
}

/// Little-endian bytes of one element.
fn scalar_bytes(s: &Scalar, e: Sk) -> Vec<u8> {
    let n = e.bytes() as usize;
    let bits: u64 = match s {
        Scalar::Int(i) => i.low_u64(),
        Scalar::Float(f) => dialects::arith::eval::float_bits(f).low_u64(),
        Scalar::Poison => 0,
    };
    bits.to_le_bytes()[..n].to_vec()
}

impl FnLower<'_> {
    fn gsrc_of(&self, op: Operation, i: usize, v: &Val) -> GSrc {
        match self.const_of(op, i) {
            Some(c) if i32::try_from(c).is_ok() => GSrc::Imm(c as i32),
            _ => GSrc::Reg(v.regs()[0]),
        }
    }

    /// A vector register with the given little-endian bytes (≤ 32, zero padded).
    pub(crate) fn vconst_bytes(&mut self, mut bytes: Vec<u8>) -> VReg {
        if bytes.iter().all(|&b| b == 0) {
            return self.b.zero(RegClass::Vec);
        }
        bytes.resize(32, 0);
        let c = self.b.constant(bytes, 32);
        self.b.load(MemKind::V256, Addr::constant(c))
    }

    /// All-ones vector.
    pub(crate) fn ones(&mut self) -> VReg {
        self.vconst_bytes(vec![0xff; 32])
    }

    /// A mask converted to lanes of `bits` (all-ones / zero lanes).
    pub(crate) fn mask_as(&mut self, reg: VReg, lanes: u32, from: u32, bits: u32) -> VReg {
        if from == bits {
            return reg;
        }
        // Lane bit field (stride 1, or 2 for 16-bit lanes through movmskb).
        let (elem, stride) = match from {
            8 => (Elem::B8, 1),
            16 => (Elem::B8, 2),
            32 => (Elem::B32, 1),
            _ => (Elem::B64, 1),
        };
        let m = self.b.gpr();
        self.b.push(Inst::MovMsk {
            elem,
            dst: m,
            src: reg,
        });
        self.mask_from_bits(m, stride, lanes, bits)
    }

    /// Builds lane masks of `bits` from bit `i*stride` of GPR `m` for lane i.
    pub(crate) fn mask_from_bits(&mut self, m: VReg, stride: u32, lanes: u32, bits: u32) -> VReg {
        if bits >= 32 {
            let mut bytes = Vec::new();
            for i in 0..256 / bits {
                let v: u64 = if i < lanes { 1u64 << (i * stride) } else { 0 };
                bytes.extend_from_slice(&v.to_le_bytes()[..(bits / 8) as usize]);
            }
            let sel = self.vconst_bytes(bytes);
            let bc = self.b.broadcast(elem_of_bits(bits), BSrc::Gpr(m));
            let and = self.b.vbin(VBinOp::And, int_vty(bits), bc, VSrc::Reg(sel));
            // lanes past `lanes` (sel 0) come out all-ones: unspecified lanes
            return self
                .b
                .vbin(VBinOp::CmpEq, int_vty(bits), and, VSrc::Reg(sel));
        }
        // 8/16-bit lanes: through memory, one lane at a time.
        let slot = self.scratch_slot();
        let z = self.b.zero(RegClass::Vec);
        self.b.store(MemKind::V256, z, Addr::slot(slot, 0));
        let kind = if bits == 8 { MemKind::U8 } else { MemKind::U16 };
        for i in 0..lanes {
            let s = self
                .b
                .shift(ShiftOp::ShrU, Width::W64, m, GSrc::Imm((i * stride) as i32));
            let one = self.b.alu(AluOp::And, Width::W64, s, GSrc::Imm(1));
            let neg = self.b.gpr();
            self.b.push(Inst::Unary {
                op: UnOp::Neg,
                w: Width::W64,
                dst: neg,
                a: one,
            });
            self.b
                .store(kind, neg, Addr::slot(slot, (i * bits / 8) as i32));
        }
        self.b.load(MemKind::V256, Addr::slot(slot, 0))
    }

    /// The vector registers of a value, as lane masks of `bits` if a mask.
    fn mask_reg(&mut self, op: Operation, v: &Val, bits: u32) -> LResult<VReg> {
        match v {
            Val::Mask {
                reg,
                lanes,
                lane_bits,
            } => Ok(self.mask_as(*reg, *lanes, *lane_bits, bits)),
            _ => Err(invalid(self.ctx, op, "expected a vector of i1")),
        }
    }

    /// Splat integer constant of a vector operand, if any.
    fn splat_const(&self, op: Operation, i: usize) -> Option<i64> {
        let ctx = self.ctx;
        let d = ctx.defining_op(ctx.operand(op, i))?;
        if super::op_name(ctx, d) != dialects::arith::ConstantOp::NAME {
            return None;
        }
        match Constant::from_attr(ctx, ctx.attr(d, "value")?)? {
            Constant::Elements { values, .. } => {
                let first = values.first()?;
                if values.iter().all(|v| v == first) {
                    first.as_int().map(|i| i.sext_u64())
                } else {
                    None
                }
            }
            _ => None,
        }
    }

    /// Rounds f32 values (lane 0 of a scalar, or every lane) to the
    /// precision of the 16-bit float `e`, kept as f32.
    pub(crate) fn half_round(&mut self, e: Sk, r: VReg) -> VReg {
        if e == Sk::BF16 {
            return self.bf16_round_lanes(r);
        }
        let h = self.vcvt(VCvt::F32ToF16, r);
        self.vcvt(VCvt::F16ToF32, h)
    }

    /// f32 lanes rounded to bf16 (to nearest even, with integer
    /// operations), kept as f32: `(x + 0x7fff + lsb) & 0xffff0000`, and a
    /// NaN keeps its sign and top payload bits, made quiet (as APFloat
    /// converts it).
    pub(crate) fn bf16_round_lanes(&mut self, x: VReg) -> VReg {
        use VBinOp::*;
        let i = VTy::I32x8;
        let hi = self.b.vshift_imm(i, ShiftOp::ShrU, 16, x);
        let one = self.b.splat_u32(1);
        let lsb = self.b.vbin(And, i, hi, VSrc::Reg(one));
        let half = self.b.splat_u32(0x7fff);
        let bias = self.b.vbin(Add, i, lsb, VSrc::Reg(half));
        let sum = self.b.vbin(Add, i, x, VSrc::Reg(bias));
        let top = self.b.splat_u32(0xffff_0000);
        let y = self.b.vbin(And, i, sum, VSrc::Reg(top));
        let quiet = self.b.splat_u32(0x0040_0000);
        let q = self.b.vbin(Or, i, x, VSrc::Reg(quiet));
        let q = self.b.vbin(And, i, q, VSrc::Reg(top));
        let nan = self.b.vfcmp(FloatCC::Uno, VTy::F32x8, x, x);
        self.b.blendv(Elem::B8, y, q, nan)
    }

    /// Loads a 16-bit float `e` from memory as its f32 value.
    pub(crate) fn load_half(&mut self, e: Sk, addr: Addr) -> VReg {
        let g = self.b.load(MemKind::U16, addr);
        self.half_from_bits(e, g)
    }

    /// The f32 value of the 16-bit float `e` whose bits are the low 16 of
    /// the GPR `g` (zero above).
    pub(crate) fn half_from_bits(&mut self, e: Sk, g: VReg) -> VReg {
        let g = if e == Sk::BF16 {
            self.b.shift(ShiftOp::Shl, Width::W32, g, GSrc::Imm(16))
        } else {
            g
        };
        let v = self.b.vec();
        self.b.push(Inst::MovToVec {
            w: Width::W32,
            dst: v,
            src: g,
        });
        if e == Sk::BF16 {
            v
        } else {
            self.vcvt(VCvt::F16ToF32, v)
        }
    }

    /// The bits (low 16 of a GPR) of an f32 value holding a 16-bit float `e`.
    pub(crate) fn half_bits(&mut self, e: Sk, r: VReg) -> VReg {
        let h = if e == Sk::BF16 {
            r
        } else {
            self.vcvt(VCvt::F32ToF16, r)
        };
        let g = self.b.gpr();
        self.b.push(Inst::MovToGpr {
            w: Width::W32,
            dst: g,
            src: h,
        });
        if e == Sk::BF16 {
            // exact: the low half is zero
            self.b.shift(ShiftOp::ShrU, Width::W32, g, GSrc::Imm(16))
        } else {
            g
        }
    }

    /// A 64-bit integer as the nearest f64 and the exact error of that
    /// rounding (an integer-valued f64): `hi·2³² + lo`, both halves exact in
    /// f64, summed with Fast2Sum (`|hi·2³²| ≥ 2³² > lo` unless `hi` is 0).
    fn int64_to_f64_with_error(&mut self, signed: bool, x: VReg) -> (VReg, VReg) {
        let shr = if signed { ShiftOp::ShrS } else { ShiftOp::ShrU };
        let hi = self.b.shift(shr, Width::W64, x, GSrc::Imm(32));
        let lo = self.b.gpr();
        self.b.push(Inst::Ext {
            signed: false,
            from: Width::W32,
            dst: lo,
            src: x,
        });
        let hi = self.b.sitofp(Width::W64, FTy::F64, hi);
        let scale = self.b.fconst(FTy::F64, 4294967296.0);
        let hi = self.b.fbin(FBinOp::Mul, FTy::F64, hi, VSrc::Reg(scale));
        let lo = self.b.sitofp(Width::W64, FTy::F64, lo);
        let sum = self.b.fbin(FBinOp::Add, FTy::F64, hi, VSrc::Reg(lo));
        let t = self.b.fbin(FBinOp::Sub, FTy::F64, hi, VSrc::Reg(sum));
        let err = self.b.fbin(FBinOp::Add, FTy::F64, t, VSrc::Reg(lo));
        (sum, err)
    }

    /// An f64 (lane 0) rounded to f32 *to odd*: truncated toward zero, the
    /// lowest bit set if that was inexact. Rounding the result again to a
    /// format of at most 22 bits of precision (f16, bf16) gives the
    /// correctly rounded value, which rounding to nearest twice does not.
    pub(crate) fn f64_to_f32_odd(&mut self, x: VReg) -> VReg {
        self.f64_plus_error_to_f32_odd(x, None)
    }

    /// `x + err` (f64, lane 0; `err` the exact error of a rounding that gave
    /// `x`, so the sum is the value meant) rounded to f32 to odd.
    fn f64_plus_error_to_f32_odd(&mut self, x: VReg, err: Option<VReg>) -> VReg {
        let s = self.b.cvt_ff(FTy::F64, x);
        let back = self.b.cvt_ff(FTy::F32, s);
        // exact: s is the f32 nearest to x
        let mut e = self.b.fbin(FBinOp::Sub, FTy::F64, x, VSrc::Reg(back));
        if let Some(err) = err {
            // rounded, but zero only when the sum is, and of its sign
            e = self.b.fbin(FBinOp::Add, FTy::F64, e, VSrc::Reg(err));
        }
        let z = self.b.zero(RegClass::Vec);
        // (false for NaN: x infinite or NaN stays as converted)
        let nz = self.b.vfcmp(FloatCC::One, VTy::F64x4, e, z);
        let e32 = self.b.cvt_ff(FTy::F64, e);
        self.odd_from_error(s, e32, nz)
    }

    /// Round-to-odd of `s + e` (f32 lanes) from the nearest `s`, the sign of
    /// the error `e` and the mask `nz` of lanes where it is not zero:
    /// `bits(s) - 1` where the error points back toward zero, then the
    /// lowest bit set.
    pub(crate) fn odd_from_error(&mut self, s: VReg, e: VReg, nz: VReg) -> VReg {
        use VBinOp::*;
        let i = VTy::I32x8;
        let x = self.b.vbin(Xor, i, e, VSrc::Reg(s));
        let opp = self.b.vshift_imm(i, ShiftOp::ShrS, 31, x);
        let dec = self.b.vbin(And, i, opp, VSrc::Reg(nz));
        let t = self.b.vbin(Add, i, s, VSrc::Reg(dec));
        let one = self.b.splat_u32(1);
        let lsb = self.b.vbin(And, i, nz, VSrc::Reg(one));
        self.b.vbin(Or, i, t, VSrc::Reg(lsb))
    }

    /// A vector of 16-bit floats `e` (bits, at most 8 lanes) as 8×f32.
    pub(crate) fn half_widen(&mut self, e: Sk, v: VReg) -> VReg {
        if e != Sk::BF16 {
            return self.vcvt(VCvt::F16ToF32, v);
        }
        let w = self.vcvt(
            VCvt::Ext {
                signed: false,
                from: Width::W16,
                to: Width::W32,
            },
            v,
        );
        self.b.vshift_imm(VTy::I32x8, ShiftOp::Shl, 16, w)
    }

    /// 8×f32 rounded to the 16-bit float `e`, as bits in the low 128 bits.
    pub(crate) fn half_narrow(&mut self, e: Sk, v: VReg) -> VReg {
        if e != Sk::BF16 {
            return self.vcvt(VCvt::F32ToF16, v);
        }
        let r = self.bf16_round_lanes(v);
        // the high half of each 32-bit lane, gathered per 128-bit lane
        // (vpshufb), then the two 64-bit groups side by side (vpermd)
        let pick: Vec<u8> = (0..2)
            .flat_map(|_| {
                [
                    2u8, 3, 6, 7, 10, 11, 14, 15, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80,
                ]
            })
            .collect();
        let pick = self.vconst_bytes(pick);
        let g = self.b.vbin(VBinOp::Shufb, VTy::I8x32, r, VSrc::Reg(pick));
        let idx: Vec<u8> = [0u32, 1, 4, 5, 2, 3, 6, 7]
            .iter()
            .flat_map(|i| i.to_le_bytes())
            .collect();
        let idx = self.vconst_bytes(idx);
        self.b.vbin(VBinOp::PermVar, VTy::I32x8, idx, VSrc::Reg(g))
    }

    /// Float lanes of a constant vector operand, if any.
    fn float_const(&self, op: Operation, i: usize) -> Option<Vec<f64>> {
        let ctx = self.ctx;
        let d = ctx.defining_op(ctx.operand(op, i))?;
        if super::op_name(ctx, d) != dialects::arith::ConstantOp::NAME {
            return None;
        }
        match Constant::from_attr(ctx, ctx.attr(d, "value")?)? {
            Constant::Elements { values, .. } => values
                .iter()
                .map(|v| v.as_float().map(|f| f.to_f64()))
                .collect(),
            _ => None,
        }
    }

    /// `arith.maximumf` (`max`) or `minimumf`: one instruction where the
    /// target has IEEE 754-2019's, else the composed sequence.
    pub(crate) fn maximumf(&mut self, vty: VTy, a: VReg, b: VReg, max: bool) -> VReg {
        match (self.info.target.has_ieee_min_max(), max) {
            (true, true) => self.b.vbin(VBinOp::FMaximum, vty, a, VSrc::Reg(b)),
            (true, false) => self.b.vbin(VBinOp::FMinimum, vty, a, VSrc::Reg(b)),
            (false, true) => self.b.maximumf(vty, a, b),
            (false, false) => self.b.minimumf(vty, a, b),
        }
    }

    /// min/max with a constant second operand in one or two instructions
    /// (same results as the general sequences, see the cases).
    fn minmax_const(
        &mut self,
        op: Operation,
        short: &str,
        vty: VTy,
        a: VReg,
        b: VReg,
    ) -> Option<VReg> {
        if self.info.target.has_ieee_min_max() && matches!(short, "maximumf" | "minimumf") {
            return None; // one instruction anyway
        }
        let c = self.float_const(op, 1)?;
        if c.iter().any(|x| x.is_nan()) {
            return None;
        }
        let all_pos_zero = c.iter().all(|x| *x == 0.0 && x.is_sign_positive());
        let no_zero = c.iter().all(|x| *x != 0.0);
        let no_neg_zero = c.iter().all(|x| *x != 0.0 || x.is_sign_positive());
        let no_pos_zero = c.iter().all(|x| *x != 0.0 || x.is_sign_negative());
        Some(match short {
            // vmaxps a, c returns c (the second operand) when a is NaN or
            // both are zeros: maxnumf's result unless c is -0 (then +0 wins)
            "maxnumf" if no_neg_zero => self.b.vbin(VBinOp::FMaxIsa, vty, a, VSrc::Reg(b)),
            "minnumf" if no_pos_zero => self.b.vbin(VBinOp::FMinIsa, vty, a, VSrc::Reg(b)),
            // vmaxps c, a returns a for NaN (propagated) and for zeros
            "maximumf" if no_zero => self.b.vbin(VBinOp::FMaxIsa, vty, b, VSrc::Reg(a)),
            "minimumf" if no_zero || all_pos_zero => {
                // min(+0, -0) = -0 = a, min(+0, +0) = a
                self.b.vbin(VBinOp::FMinIsa, vty, b, VSrc::Reg(a))
            }
            "maximumf" if all_pos_zero => {
                // vmaxps +0, a gives a for zeros; adding +0 turns -0 into +0
                let m = self.b.vbin(VBinOp::FMaxIsa, vty, b, VSrc::Reg(a));
                self.b.vbin(VBinOp::FAdd, vty, m, VSrc::Reg(b))
            }
            _ => return None,
        })
    }

    /// Whether operand i is a constant all-zero vector.
    fn is_zero_vector(&self, op: Operation, i: usize) -> bool {
        let ctx = self.ctx;
        let Some(d) = ctx.defining_op(ctx.operand(op, i)) else {
            return false;
        };
        if super::op_name(ctx, d) != dialects::arith::ConstantOp::NAME {
            return false;
        }
        match ctx
            .attr(d, "value")
            .and_then(|a| Constant::from_attr(ctx, a))
        {
            Some(Constant::Elements { values, .. }) => values.iter().all(|v| match v {
                Scalar::Int(i) => i.is_zero(),
                Scalar::Float(f) => dialects::arith::eval::float_bits(f).is_zero(),
                Scalar::Poison => false,
            }),
            _ => false,
        }
    }

    pub(crate) fn lower_arith(&mut self, op: Operation, name: &str) -> LResult<()> {
        let ctx = self.ctx;
        let res_ty = ctx.value_type(ctx.result(op, 0));
        match name {
            dialects::arith::ConstantOp::NAME | dialects::ub::PoisonOp::NAME => {
                return self.lower_constant(op, name, res_ty)
            }
            _ => {}
        }
        let ops: Vec<Val> = (0..ctx.num_operands(op))
            .map(|i| self.operand(op, i))
            .collect::<LResult<_>>()?;
        let short = name.split('.').nth(1).unwrap_or("");
        // vector results
        if ctx.num_results(op) == 2 && types::vector_kind(ctx, res_ty).is_some() {
            return self.lower_vector_extended(op, short, &ops);
        }
        if let Some((e, lanes)) = types::vector_kind(ctx, res_ty) {
            let v = match self.lower_vector_arith(op, short, &ops, e, lanes) {
                Ok(v) => v,
                // no vector instruction: one lane at a time
                Err(super::LowerError::Unsupported { .. })
                    if !ops.is_empty()
                        && ops.iter().all(|v| {
                            matches!(v, Val::Vector { lanes: l, .. } | Val::Mask { lanes: l, .. }
                                if *l == lanes)
                        }) =>
                {
                    self.scalarize(op, short, &ops, e, lanes)?
                }
                Err(err) => return Err(err),
            };
            self.set(op, 0, v);
            return Ok(());
        }
        if ctx.num_results(op) != 1 {
            return self.lower_extended(op, short, &ops);
        }
        if short == "select" && types::is_function(ctx, res_ty) {
            // function values (code addresses)
            let (Val::Int { reg: a, .. }, Val::Int { reg: b, .. }) = (&ops[1], &ops[2]) else {
                return Err(invalid(ctx, op, "select of non-function values"));
            };
            let c = self.bool_reg(op, &ops[0])?;
            let reg = self.b.select(c, *a, *b);
            self.set(op, 0, Val::Int { reg, bits: 64 });
            return Ok(());
        }
        let rs = types::scalar_kind(ctx, res_ty).ok_or_else(|| {
            unsupported(
                ctx,
                op,
                format!("results of type {}", super::type_str(ctx, res_ty)),
            )
        })?;
        let v = self.lower_scalar_arith(op, short, &ops, rs)?;
        self.set(op, 0, v);
        Ok(())
    }

    /// `addui_extended` (sum, carry) and `mulsi_extended`/`mului_extended`
    /// (low, high) on scalars of 8 to 64 bits.
    fn lower_extended(&mut self, op: Operation, short: &str, ops: &[Val]) -> LResult<()> {
        let ctx = self.ctx;
        let (Some(Val::Int { reg: a, bits }), Some(Val::Int { reg: b, .. })) =
            (ops.first(), ops.get(1))
        else {
            return Err(unsupported(ctx, op, "on these types"));
        };
        let (lo, hi) = self.extended_scalar(op, short, *a, *b, *bits)?;
        self.set(op, 0, lo);
        self.set(op, 1, hi);
        Ok(())
    }

    /// The two results of an extended op on `bits`-wide integers.
    fn extended_scalar(
        &mut self,
        op: Operation,
        short: &str,
        a: VReg,
        b: VReg,
        bits: u32,
    ) -> LResult<(Val, Val)> {
        let ctx = self.ctx;
        let w = types::width(bits).ok_or_else(|| unsupported(ctx, op, "this width"))?;
        Ok(match short {
            "addui_extended" if bits > 1 => {
                let s = self.b.alu(AluOp::Add, w, a, GSrc::Reg(b));
                let c = self.b.setcc(IntCC::Ult, w, s, GSrc::Reg(a));
                self.normalized.insert(c);
                (Val::Int { reg: s, bits }, Val::Int { reg: c, bits: 1 })
            }
            "mulsi_extended" | "mului_extended" if bits == 64 => {
                let signed = short == "mulsi_extended";
                let lo = self.b.alu(AluOp::Mul, w, a, GSrc::Reg(b));
                let hi = self.b.gpr();
                self.b.push(Inst::MulHi {
                    signed,
                    dst: hi,
                    a,
                    b,
                });
                (Val::Int { reg: lo, bits }, Val::Int { reg: hi, bits })
            }
            "mulsi_extended" | "mului_extended" if (8..=32).contains(&bits) => {
                let signed = short == "mulsi_extended";
                let (x, y) = (self.b.gpr(), self.b.gpr());
                self.b.push(Inst::Ext {
                    signed,
                    from: w,
                    dst: x,
                    src: a,
                });
                self.b.push(Inst::Ext {
                    signed,
                    from: w,
                    dst: y,
                    src: b,
                });
                let p = self.b.alu(AluOp::Mul, Width::W64, x, GSrc::Reg(y));
                let hi = self
                    .b
                    .shift(ShiftOp::ShrU, Width::W64, p, GSrc::Imm(bits as i32));
                (Val::Int { reg: p, bits }, Val::Int { reg: hi, bits })
            }
            _ => return Err(unsupported(ctx, op, "on this type")),
        })
    }

    /// The extended ops on integer vectors: `addui_extended` with a vector
    /// add and an unsigned compare of the sum with an operand (carry lanes
    /// as masks of the element width), the multiplies lane by lane through
    /// [`Self::extended_scalar`].
    fn lower_vector_extended(&mut self, op: Operation, short: &str, ops: &[Val]) -> LResult<()> {
        let ctx = self.ctx;
        let (
            Some(&Val::Vector {
                reg: a,
                elem: e @ Sk::I(bits),
                lanes,
            }),
            Some(&Val::Vector { reg: b, .. }),
        ) = (ops.first(), ops.get(1))
        else {
            return Err(unsupported(ctx, op, "on these types"));
        };
        if short == "addui_extended" && bits >= 8 {
            let s = self.b.vbin(VBinOp::Add, int_vty(bits), a, VSrc::Reg(b));
            let c = self.vcmpi(IntCC::Ult, bits, s, a);
            self.set(
                op,
                0,
                Val::Vector {
                    reg: s,
                    elem: e,
                    lanes,
                },
            );
            self.set(
                op,
                1,
                Val::Mask {
                    reg: c,
                    lanes,
                    lane_bits: bits,
                },
            );
            return Ok(());
        }
        if !short.starts_with("mul") || bits < 8 {
            return Err(unsupported(ctx, op, "on this type"));
        }
        let (sa, sb) = (self.spill_to_slot(a), self.spill_to_slot(b));
        let (lo, hi) = (self.b.stack_slot(32, 32), self.b.stack_slot(32, 32));
        let k = super::memref::mem_kind(e);
        for i in 0..lanes {
            let off = (i * e.bytes()) as i32;
            let x = self.b.load(k, Addr::slot(sa, off));
            let y = self.b.load(k, Addr::slot(sb, off));
            let (l, h) = self.extended_scalar(op, short, x, y, bits)?;
            self.store_elem(e, &l, Addr::slot(lo, off));
            self.store_elem(e, &h, Addr::slot(hi, off));
        }
        for (i, s) in [lo, hi].into_iter().enumerate() {
            let reg = self.b.load(MemKind::V256, Addr::slot(s, 0));
            self.set(
                op,
                i,
                Val::Vector {
                    reg,
                    elem: e,
                    lanes,
                },
            );
        }
        Ok(())
    }

    /// An elementwise op on vectors computed lane by lane with the scalar
    /// lowering (integer division, 8/64-bit multiplies, variable shifts of
    /// narrow lanes, conversions without a vector instruction, anything on
    /// `vector<Nxi1>`): the operands are spilled to stack slots, each lane
    /// goes through `lower_scalar_arith`, and the result is rebuilt from a
    /// slot. Masks (`vector<Nxi1>`) come in as lane masks (lane i's low bit)
    /// and go out as all-ones/zero lanes of `default_mask_bits`.
    fn scalarize(
        &mut self,
        op: Operation,
        short: &str,
        ops: &[Val],
        re: Sk,
        lanes: u32,
    ) -> LResult<Val> {
        // (slot, bytes per lane, element kind; None: a mask, read as i1)
        let mut ins = Vec::new();
        for v in ops {
            match v {
                Val::Vector { reg, elem, .. } => {
                    ins.push((self.spill_to_slot(*reg), elem.bytes(), Some(*elem)))
                }
                Val::Mask { reg, lane_bits, .. } => {
                    ins.push((self.spill_to_slot(*reg), lane_bits / 8, None))
                }
                _ => return Err(unsupported(self.ctx, op, "on these vector types")),
            }
        }
        let out = self.b.stack_slot(32, 32);
        let mask_bits = self.mask_lane_bits(lanes);
        for i in 0..lanes {
            let args: Vec<Val> = ins
                .iter()
                .map(|&(s, bytes, e)| {
                    let at = Addr::slot(s, (i * bytes) as i32);
                    match e {
                        Some(e) => self.load_elem(e, at),
                        None => Val::Int {
                            reg: self.b.load(MemKind::U8, at),
                            bits: 1,
                        },
                    }
                })
                .collect();
            let r = self.lower_scalar_arith(op, short, &args, re)?;
            if re == Sk::I(1) {
                // 0/1 → all-ones/zero lane
                let one = self.bool_reg(op, &r)?;
                let z = self.b.zero(RegClass::Gpr);
                let m = self.b.alu(AluOp::Sub, Width::W64, z, GSrc::Reg(one));
                let k = super::memref::mem_kind(Sk::I(mask_bits));
                self.b
                    .store(k, m, Addr::slot(out, (i * mask_bits / 8) as i32));
            } else {
                self.store_elem(re, &r, Addr::slot(out, (i * re.bytes()) as i32));
            }
        }
        let reg = self.b.load(MemKind::V256, Addr::slot(out, 0));
        Ok(if re == Sk::I(1) {
            Val::Mask {
                reg,
                lanes,
                lane_bits: mask_bits,
            }
        } else {
            Val::Vector {
                reg,
                elem: re,
                lanes,
            }
        })
    }

    fn lower_constant(&mut self, op: Operation, name: &str, ty: ods::ir::Type) -> LResult<()> {
        let ctx = self.ctx;
        let c = if name == dialects::ub::PoisonOp::NAME {
            Constant::Poison
        } else {
            ctx.attr(op, "value")
                .and_then(|a| Constant::from_attr(ctx, a))
                .ok_or_else(|| unsupported(ctx, op, "this constant attribute"))?
        };
        if let Some(s) = types::scalar_kind(ctx, ty) {
            let value = match &c {
                Constant::Scalar { value, .. } => value.clone(),
                Constant::Poison => Scalar::Poison,
                _ => return Err(invalid(ctx, op, "expected a scalar constant")),
            };
            let v = match s {
                Sk::I(bits) => {
                    let imm = match &value {
                        Scalar::Int(i) => i.sext_u64(),
                        _ => 0,
                    };
                    let imm = if bits == 1 { imm & 1 } else { imm };
                    let reg = self.b.iconst(imm);
                    self.consts.insert(ctx.result(op, 0), imm);
                    if bits == 1 {
                        self.normalized.insert(reg);
                    }
                    Val::Int { reg, bits }
                }
                Sk::F16 | Sk::BF16 => {
                    let f = value.as_float().map_or(0.0, |f| f.to_f64()) as f32;
                    let c = self.b.constant(f.to_le_bytes().to_vec(), 4);
                    Val::Float {
                        reg: self.b.load(MemKind::F32, Addr::constant(c)),
                        ty: FTy::F32,
                    }
                }
                Sk::F32 | Sk::F64 => {
                    let bytes = scalar_bytes(&value, s);
                    let reg = if bytes.iter().all(|&b| b == 0) {
                        self.b.zero(RegClass::Vec)
                    } else {
                        let c = self.b.constant(bytes, s.bytes());
                        let k = if s == Sk::F32 {
                            MemKind::F32
                        } else {
                            MemKind::F64
                        };
                        self.b.load(k, Addr::constant(c))
                    };
                    Val::Float {
                        reg,
                        ty: s.fty().expect("float"),
                    }
                }
            };
            self.set(op, 0, v);
            return Ok(());
        }
        let Some((e, lanes)) = types::vector_kind(ctx, ty) else {
            return Err(unsupported(
                ctx,
                op,
                format!("constants of type {}", super::type_str(ctx, ty)),
            ));
        };
        let values: Vec<Scalar> = match &c {
            Constant::Elements { values, splat, .. } => {
                if *splat || values.len() == 1 {
                    vec![values[0].clone(); lanes as usize]
                } else {
                    values.clone()
                }
            }
            Constant::Poison => vec![Scalar::Poison; lanes as usize],
            Constant::Scalar { .. } => {
                return Err(invalid(ctx, op, "scalar constant of vector type"))
            }
        };
        let v = if e == Sk::I(1) {
            let lb = self.mask_lane_bits(lanes);
            let mut bytes = Vec::new();
            for s in &values {
                let on = matches!(s, Scalar::Int(i) if !i.is_zero());
                bytes.extend(std::iter::repeat_n(
                    if on { 0xff } else { 0 },
                    (lb / 8) as usize,
                ));
            }
            Val::Mask {
                reg: self.vconst_bytes(bytes),
                lanes,
                lane_bits: lb,
            }
        } else {
            let bytes: Vec<u8> = values.iter().flat_map(|s| scalar_bytes(s, e)).collect();
            Val::Vector {
                reg: self.vconst_bytes(bytes),
                elem: e,
                lanes,
            }
        };
        self.set(op, 0, v);
        Ok(())
    }

    pub(crate) fn lower_scalar_arith(
        &mut self,
        op: Operation,
        short: &str,
        ops: &[Val],
        rs: Sk,
    ) -> LResult<Val> {
        let ctx = self.ctx;
        let bad = || unsupported(ctx, op, "on these types");
        // float binary / unary
        if let (Some(fty), Some(Val::Float { reg: a, .. })) = (rs.fty(), ops.first()) {
            let a = *a;
            let vty = if fty == FTy::F32 {
                VTy::F32x8
            } else {
                VTy::F64x4
            };
            let b = || match ops.get(1) {
                Some(Val::Float { reg, .. }) => Ok(*reg),
                _ => Err(bad()),
            };
            let r = match short {
                "addf" | "subf" | "mulf" | "divf" => {
                    let o = match short {
                        "addf" => FBinOp::Add,
                        "subf" => FBinOp::Sub,
                        "mulf" => FBinOp::Mul,
                        _ => FBinOp::Div,
                    };
                    let b = b()?;
                    self.b.fbin(o, fty, a, VSrc::Reg(b))
                }
                "negf" => self.b.fneg(vty, a),
                "remf" => {
                    let b = b()?;
                    let f = if fty == FTy::F32 {
                        "_ods_fmodf"
                    } else {
                        "_ods_fmod"
                    };
                    self.b
                        .call(Callee::Extern(f.into()), vec![a, b], Some(RegClass::Vec))
                        .expect("result")
                }
                "maximumf" => {
                    let b = b()?;
                    self.maximumf(vty, a, b, true)
                }
                "minimumf" => {
                    let b = b()?;
                    self.maximumf(vty, a, b, false)
                }
                "maxnumf" => {
                    let b = b()?;
                    self.b.maxnumf(vty, a, b)
                }
                "minnumf" => {
                    let b = b()?;
                    self.b.minnumf(vty, a, b)
                }
                "extf" | "truncf" => {
                    // (of the element: `scalarize` comes here lane by lane)
                    let src = types::elem_kind(ctx, ctx.value_type(ctx.operand(op, 0)));
                    match (src, rs) {
                        // 16-bit floats are held as exact f32 values
                        (Some(h), Sk::F32) if h.is_half() => a,
                        (Some(Sk::F32), h) if h.is_half() => self.half_round(h, a),
                        // f16 ↔ bf16: neither holds the other
                        (Some(h), g) if h.is_half() && g.is_half() => self.half_round(g, a),
                        (Some(Sk::F64), h) if h.is_half() => {
                            let odd = self.f64_to_f32_odd(a);
                            self.half_round(h, odd)
                        }
                        _ => {
                            let from = if fty == FTy::F32 { FTy::F64 } else { FTy::F32 };
                            self.b.cvt_ff(from, a)
                        }
                    }
                }
                "select" => return Err(bad()),
                _ => return Err(unsupported(ctx, op, "")),
            };
            let r = if rs.is_half() && matches!(short, "addf" | "subf" | "mulf" | "divf") {
                self.half_round(rs, r)
            } else {
                r
            };
            return Ok(Val::Float { reg: r, ty: fty });
        }
        match short {
            "select" => {
                let c = self.bool_reg(op, &ops[0])?;
                let (a, b) = (ops[1].regs()[0], ops[2].regs()[0]);
                let r = self.b.select(c, a, b);
                return Ok(match &ops[1] {
                    Val::Int { bits, .. } => {
                        if *bits == 1
                            && self.normalized.contains(&a)
                            && self.normalized.contains(&b)
                        {
                            self.normalized.insert(r);
                        }
                        Val::Int {
                            reg: r,
                            bits: *bits,
                        }
                    }
                    Val::Float { ty, .. } => Val::Float { reg: r, ty: *ty },
                    _ => return Err(bad()),
                });
            }
            "cmpf" => {
                let (Val::Float { reg: a, ty }, Val::Float { reg: b, .. }) = (&ops[0], &ops[1])
                else {
                    return Err(bad());
                };
                let p = ctx
                    .attr(op, "predicate")
                    .and_then(|a| enum_value(ctx, a))
                    .and_then(float_cc)
                    .ok_or_else(|| invalid(ctx, op, "bad predicate"))?;
                let r = match p {
                    Ok(cc) => self.b.fcmp(cc, *ty, *a, *b),
                    Err(k) => self.b.iconst(k as i64),
                };
                self.normalized.insert(r);
                return Ok(Val::Int { reg: r, bits: 1 });
            }
            "sitofp" | "uitofp" => {
                let Val::Int { reg, bits } = ops[0] else {
                    return Err(bad());
                };
                let fty = rs.fty().ok_or_else(bad)?;
                let (src, w) = if bits == 1 {
                    let n = self.norm_i1(reg);
                    if short == "sitofp" {
                        let d = self.b.gpr();
                        self.b.push(Inst::Unary {
                            op: UnOp::Neg,
                            w: Width::W64,
                            dst: d,
                            a: n,
                        });
                        (d, Width::W64)
                    } else {
                        (n, Width::W64)
                    }
                } else {
                    (reg, types::width(bits).ok_or_else(bad)?)
                };
                let convert = |fl: &mut Self, fty| {
                    if short == "sitofp" {
                        fl.b.sitofp(w, fty, src)
                    } else {
                        fl.b.uitofp(w, fty, src)
                    }
                };
                let r = match rs {
                    // integers ≥ 2^24 are beyond f16's range: rounding to
                    // f32 first changes nothing
                    Sk::F16 => {
                        let r = convert(self, fty);
                        self.half_round(rs, r)
                    }
                    // up to 16 bits the f32 value is exact; up to 32 the f64
                    // one is, rounded to odd on the way to f32
                    Sk::BF16 if bits <= 16 => {
                        let r = convert(self, fty);
                        self.half_round(rs, r)
                    }
                    Sk::BF16 if bits <= 32 => {
                        let d = convert(self, FTy::F64);
                        let odd = self.f64_to_f32_odd(d);
                        self.half_round(rs, odd)
                    }
                    Sk::BF16 => {
                        let (d, err) = self.int64_to_f64_with_error(short == "sitofp", src);
                        let odd = self.f64_plus_error_to_f32_odd(d, Some(err));
                        self.half_round(rs, odd)
                    }
                    _ => convert(self, fty),
                };
                return Ok(Val::Float { reg: r, ty: fty });
            }
            _ => {}
        }
        // float → int
        if let Some(Val::Float { reg, ty }) = ops.first() {
            let Sk::I(bits) = rs else { return Err(bad()) };
            let (reg, ty) = (*reg, *ty);
            if bits == 1 {
                return Err(unsupported(ctx, op, "conversion to i1"));
            }
            let w = types::width(bits).ok_or_else(bad)?;
            let r = match short {
                "fptosi" => self.b.fptosi(ty, w, reg),
                "fptoui" => self.b.fptoui(ty, w, reg),
                "bitcast" if bits == 16 => {
                    let src = types::elem_kind(ctx, ctx.value_type(ctx.operand(op, 0)));
                    self.half_bits(src.unwrap_or(Sk::F16), reg)
                }
                "bitcast" => {
                    let d = self.b.gpr();
                    self.b.push(Inst::MovToGpr {
                        w,
                        dst: d,
                        src: reg,
                    });
                    d
                }
                _ => return Err(unsupported(ctx, op, "")),
            };
            return Ok(Val::Int { reg: r, bits });
        }
        let Some(Val::Int { reg: a, bits: ab }) = ops.first().cloned() else {
            return Err(bad());
        };
        if let Some(fty) = rs.fty() {
            if short == "bitcast" && rs.is_half() {
                let g = self.b.alu(AluOp::And, Width::W32, a, GSrc::Imm(0xffff));
                let d = self.half_from_bits(rs, g);
                return Ok(Val::Float { reg: d, ty: fty });
            }
            if short == "bitcast" {
                let d = self.b.vec();
                let w = if fty == FTy::F32 {
                    Width::W32
                } else {
                    Width::W64
                };
                self.b.push(Inst::MovToVec { w, dst: d, src: a });
                return Ok(Val::Float { reg: d, ty: fty });
            }
            return Err(unsupported(ctx, op, ""));
        }
        let Sk::I(rb) = rs else { return Err(bad()) };
        let w = types::width(ab).ok_or_else(bad)?;
        let b_val = ops.get(1).cloned();
        let b_reg = || match &b_val {
            Some(Val::Int { reg, .. }) => Ok(*reg),
            _ => Err(bad()),
        };
        let int = |reg| Val::Int { reg, bits: rb };
        Ok(match short {
            "addi" | "subi" | "muli" | "andi" | "ori" | "xori" => {
                let o = match short {
                    "addi" => AluOp::Add,
                    "subi" => AluOp::Sub,
                    "muli" => AluOp::Mul,
                    "andi" => AluOp::And,
                    "ori" => AluOp::Or,
                    _ => AluOp::Xor,
                };
                let bsrc = self.gsrc_of(op, 1, b_val.as_ref().ok_or_else(bad)?);
                let r = self.b.alu(o, w, a, bsrc);
                if ab == 64 {
                    if let (AluOp::Add | AluOp::Sub, GSrc::Imm(k)) = (o, bsrc) {
                        let k = if o == AluOp::Sub {
                            -(k as i64)
                        } else {
                            k as i64
                        };
                        let (base, k0) = self.derived.get(&a).copied().unwrap_or((a, 0));
                        self.derived.insert(r, (base, k0 + k));
                    }
                }
                if ab == 1
                    && matches!(o, AluOp::And | AluOp::Or | AluOp::Xor)
                    && self.normalized.contains(&a)
                    && matches!(bsrc, GSrc::Reg(r) if self.normalized.contains(&r))
                {
                    self.normalized.insert(r);
                }
                int(r)
            }
            "shli" | "shrui" | "shrsi" => {
                if ab == 1 {
                    return Err(unsupported(ctx, op, "shifts of i1"));
                }
                let o = match short {
                    "shli" => ShiftOp::Shl,
                    "shrui" => ShiftOp::ShrU,
                    _ => ShiftOp::ShrS,
                };
                let bsrc = self.gsrc_of(op, 1, b_val.as_ref().ok_or_else(bad)?);
                int(self.b.shift(o, w, a, bsrc))
            }
            "divsi" | "divui" | "remsi" | "remui" => {
                if ab == 1 {
                    return Err(unsupported(ctx, op, "division of i1"));
                }
                let d = self.b.gpr();
                let b = b_reg()?;
                self.b.push(Inst::Div {
                    signed: short.ends_with("si"),
                    rem: short.starts_with("rem"),
                    w,
                    dst: d,
                    a,
                    b,
                });
                int(d)
            }
            "ceildivsi" | "floordivsi" | "ceildivui" => {
                if ab == 1 {
                    return Err(unsupported(ctx, op, "division of i1"));
                }
                let b = b_reg()?;
                let signed = short != "ceildivui";
                let q = self.b.gpr();
                self.b.push(Inst::Div {
                    signed,
                    rem: false,
                    w,
                    dst: q,
                    a,
                    b,
                });
                let r = self.b.gpr();
                self.b.push(Inst::Div {
                    signed,
                    rem: true,
                    w,
                    dst: r,
                    a,
                    b,
                });
                // adjust by ±1 when the remainder is non-zero and the exact
                // quotient is positive (ceil) or negative (floor)
                let nz = self.b.setcc(IntCC::Ne, w, r, GSrc::Imm(0));
                let cond = if signed {
                    let x = self.b.alu(AluOp::Xor, w, a, GSrc::Reg(b));
                    let neg = self.b.setcc(IntCC::Slt, w, x, GSrc::Imm(0));
                    let want = if short == "floordivsi" {
                        neg
                    } else {
                        self.b.alu(AluOp::Xor, Width::W64, neg, GSrc::Imm(1))
                    };
                    self.b.alu(AluOp::And, Width::W64, nz, GSrc::Reg(want))
                } else {
                    nz
                };
                let op = if short == "floordivsi" {
                    AluOp::Sub
                } else {
                    AluOp::Add
                };
                int(self.b.alu(op, w, q, GSrc::Reg(cond)))
            }
            "maxsi" | "minsi" | "maxui" | "minui" => {
                let (a2, b2) = if ab == 1 {
                    (self.norm_i1(a), {
                        let b = b_reg()?;
                        self.norm_i1(b)
                    })
                } else {
                    (a, b_reg()?)
                };
                let cc = match short {
                    // i1 signed: 1 is -1, so signed order is reversed
                    "maxsi" if ab == 1 => IntCC::Ult,
                    "minsi" if ab == 1 => IntCC::Ugt,
                    "maxsi" => IntCC::Sgt,
                    "minsi" => IntCC::Slt,
                    "maxui" => IntCC::Ugt,
                    _ => IntCC::Ult,
                };
                let c = self.b.setcc(cc, w, a2, GSrc::Reg(b2));
                int(self.b.select(c, a2, b2))
            }
            "cmpi" => {
                let p = ctx
                    .attr(op, "predicate")
                    .and_then(|x| enum_value(ctx, x))
                    .and_then(int_cc)
                    .ok_or_else(|| invalid(ctx, op, "bad predicate"))?;
                let b = b_reg()?;
                let r = if ab == 1 {
                    // i1: 0/1 unsigned, 0/-1 signed
                    let (x, y) = (self.norm_i1(a), self.norm_i1(b));
                    let (x, y) = if p.is_signed() {
                        let nx = self.b.gpr();
                        self.b.push(Inst::Unary {
                            op: UnOp::Neg,
                            w: Width::W64,
                            dst: nx,
                            a: x,
                        });
                        let ny = self.b.gpr();
                        self.b.push(Inst::Unary {
                            op: UnOp::Neg,
                            w: Width::W64,
                            dst: ny,
                            a: y,
                        });
                        (nx, ny)
                    } else {
                        (x, y)
                    };
                    self.b.setcc(p, Width::W64, x, GSrc::Reg(y))
                } else {
                    let bsrc = self.gsrc_of(op, 1, b_val.as_ref().ok_or_else(bad)?);
                    self.b.setcc(p, w, a, bsrc)
                };
                self.normalized.insert(r);
                Val::Int { reg: r, bits: 1 }
            }
            "extui" | "extsi" | "index_cast" | "index_castui" => {
                if rb <= ab {
                    // truncating cast: same register, fewer meaningful bits
                    return Ok(int(a));
                }
                let signed = matches!(short, "extsi" | "index_cast");
                if ab == 1 {
                    let n = self.norm_i1(a);
                    if signed {
                        let d = self.b.gpr();
                        self.b.push(Inst::Unary {
                            op: UnOp::Neg,
                            w: Width::W64,
                            dst: d,
                            a: n,
                        });
                        return Ok(int(d));
                    }
                    return Ok(int(n));
                }
                let d = self.b.gpr();
                self.b.push(Inst::Ext {
                    signed,
                    from: w,
                    dst: d,
                    src: a,
                });
                int(d)
            }
            "trunci" => int(a),
            "bitcast" => int(a),
            _ => return Err(unsupported(ctx, op, "")),
        })
    }

    fn lower_vector_arith(
        &mut self,
        op: Operation,
        short: &str,
        ops: &[Val],
        re: Sk,
        lanes: u32,
    ) -> LResult<Val> {
        let ctx = self.ctx;
        if let Some(v) = self.half_vector_arith(op, short, ops, re, lanes)? {
            return Ok(v);
        }
        let bad = || unsupported(ctx, op, "on these vector types");
        let vreg = |v: &Val| match v {
            Val::Vector { reg, .. } => Some(*reg),
            _ => None,
        };
        // masks (vector<Nxi1>) results: compares and logic
        if re == Sk::I(1) {
            return match short {
                "cmpf" => {
                    let (Some(a), Some(b), Val::Vector { elem, .. }) =
                        (vreg(&ops[0]), vreg(&ops[1]), &ops[0])
                    else {
                        return Err(bad());
                    };
                    let vty = elem.vty().ok_or_else(bad)?;
                    let p = ctx
                        .attr(op, "predicate")
                        .and_then(|x| enum_value(ctx, x))
                        .and_then(float_cc)
                        .ok_or_else(|| invalid(ctx, op, "bad predicate"))?;
                    let r = match p {
                        Ok(cc) => self.b.vfcmp(cc, vty, a, b),
                        Err(false) => self.b.zero(RegClass::Vec),
                        Err(true) => self.ones(),
                    };
                    Ok(Val::Mask {
                        reg: r,
                        lanes,
                        lane_bits: elem.bits(),
                    })
                }
                "cmpi" => {
                    let (Some(a), Some(b), Val::Vector { elem, .. }) =
                        (vreg(&ops[0]), vreg(&ops[1]), &ops[0])
                    else {
                        return Err(bad());
                    };
                    let bits = elem.bits();
                    let p = ctx
                        .attr(op, "predicate")
                        .and_then(|x| enum_value(ctx, x))
                        .and_then(int_cc)
                        .ok_or_else(|| invalid(ctx, op, "bad predicate"))?;
                    let r = self.vcmpi(p, bits, a, b);
                    Ok(Val::Mask {
                        reg: r,
                        lanes,
                        lane_bits: bits,
                    })
                }
                "andi" | "ori" | "xori" => {
                    let Val::Mask { lane_bits, .. } = ops[0] else {
                        return Err(bad());
                    };
                    let a = self.mask_reg(op, &ops[0], lane_bits)?;
                    let b = self.mask_reg(op, &ops[1], lane_bits)?;
                    let o = match short {
                        "andi" => VBinOp::And,
                        "ori" => VBinOp::Or,
                        _ => VBinOp::Xor,
                    };
                    let r = self.b.vbin(o, VTy::I32x8, a, VSrc::Reg(b));
                    Ok(Val::Mask {
                        reg: r,
                        lanes,
                        lane_bits,
                    })
                }
                "select" => {
                    let (Val::Mask { lane_bits, .. }, Val::Int { .. }) = (&ops[1], &ops[0]) else {
                        return Err(bad());
                    };
                    let lb = *lane_bits;
                    let c = self.bool_reg(op, &ops[0])?;
                    let a = self.mask_reg(op, &ops[1], lb)?;
                    let b = self.mask_reg(op, &ops[2], lb)?;
                    let r = self.b.select(c, a, b);
                    Ok(Val::Mask {
                        reg: r,
                        lanes,
                        lane_bits: lb,
                    })
                }
                _ => Err(bad()),
            };
        }
        let rvty = re.vty().ok_or_else(bad)?;
        let out = |reg| Val::Vector {
            reg,
            elem: re,
            lanes,
        };
        if short == "select" {
            let (a, b) = (
                vreg(&ops[1]).ok_or_else(bad)?,
                vreg(&ops[2]).ok_or_else(bad)?,
            );
            return Ok(match &ops[0] {
                Val::Int { .. } => {
                    let c = self.bool_reg(op, &ops[0])?;
                    out(self.b.select(c, a, b))
                }
                m @ Val::Mask { .. } => {
                    let mk = self.mask_reg(op, m, re.bits())?;
                    if self.is_zero_vector(op, 2) {
                        out(self.b.vbin(VBinOp::And, VTy::I32x8, mk, VSrc::Reg(a)))
                    } else if self.is_zero_vector(op, 1) {
                        out(self.b.vbin(VBinOp::AndNot, VTy::I32x8, mk, VSrc::Reg(b)))
                    } else {
                        out(self.b.blendv(Elem::B8, b, a, mk))
                    }
                }
                _ => return Err(bad()),
            });
        }
        let a = vreg(&ops[0]).ok_or_else(bad)?;
        let Val::Vector {
            elem: ae,
            lanes: al,
            ..
        } = ops[0]
        else {
            return Err(bad());
        };
        let b = ops.get(1).and_then(vreg);
        let need_b = || b.ok_or_else(bad);
        // casts
        match short {
            "sitofp" | "fptosi" | "fptoui" | "extf" | "truncf" | "extsi" | "extui" | "bitcast"
            | "trunci" | "uitofp" => {
                let r = match (short, ae, re) {
                    ("bitcast", _, _) if ae.bits() * al == re.bits() * lanes => a,
                    ("sitofp", Sk::I(32), Sk::F32) => self.vcvt(VCvt::I32ToF32, a),
                    ("sitofp", Sk::I(32), Sk::F64) if lanes <= 4 => self.vcvt(VCvt::I32ToF64, a),
                    ("fptosi", Sk::F32, Sk::I(32)) => match &mut self.sticky_fptosi {
                        // (see `control::lower_for`)
                        Some((accs, next)) => {
                            let acc = accs[*next % accs.len()];
                            *next += 1;
                            let t = self.vcvt(VCvt::F32ToI32Trunc, a);
                            self.b.push(Inst::VBin {
                                op: VBinOp::MinS,
                                ty: VTy::I32x8,
                                dst: acc,
                                a: acc,
                                b: VSrc::Reg(t),
                            });
                            t
                        }
                        None => self.b.vfptosi_f32x8(a),
                    },
                    ("fptoui", Sk::F32, Sk::I(32)) => self.b.vfptoui_f32x8(a),
                    ("extf", Sk::F32, Sk::F64) if lanes <= 4 => self.vcvt(VCvt::F32ToF64, a),
                    ("truncf", Sk::F64, Sk::F32) if lanes <= 4 => self.vcvt(VCvt::F64ToF32, a),
                    ("extsi" | "extui", Sk::I(f), Sk::I(t)) if f >= 8 && f < t => self.vcvt(
                        VCvt::Ext {
                            signed: short == "extsi",
                            from: types::width(f).ok_or_else(bad)?,
                            to: types::width(t).ok_or_else(bad)?,
                        },
                        a,
                    ),
                    _ => return Err(bad()),
                };
                return Ok(out(r));
            }
            _ => {}
        }
        let fl = re.is_float();
        let r = match short {
            "addf" | "subf" | "mulf" | "divf" if fl => {
                let o = match short {
                    "addf" => VBinOp::FAdd,
                    "subf" => VBinOp::FSub,
                    "mulf" => VBinOp::FMul,
                    _ => VBinOp::FDiv,
                };
                self.b.vbin(o, rvty, a, VSrc::Reg(need_b()?))
            }
            "negf" if fl => self.b.fneg(rvty, a),
            "remf" if fl => {
                let b = need_b()?;
                let (sa, sb) = (self.b.stack_slot(32, 32), self.b.stack_slot(32, 32));
                self.b.store(MemKind::V256, a, Addr::slot(sa, 0));
                self.b.store(MemKind::V256, b, Addr::slot(sb, 0));
                let (k, f) = if re == Sk::F32 {
                    (MemKind::F32, "_ods_fmodf")
                } else {
                    (MemKind::F64, "_ods_fmod")
                };
                for i in 0..lanes {
                    let d = (i * re.bytes()) as i32;
                    let x = self.b.load(k, Addr::slot(sa, d));
                    let y = self.b.load(k, Addr::slot(sb, d));
                    let r = self
                        .b
                        .call(Callee::Extern(f.into()), vec![x, y], Some(RegClass::Vec))
                        .expect("result");
                    self.b.store(k, r, Addr::slot(sa, d));
                }
                self.b.load(MemKind::V256, Addr::slot(sa, 0))
            }
            "maximumf" | "minimumf" | "maxnumf" | "minnumf" if fl => {
                let b = need_b()?;
                match self.minmax_const(op, short, rvty, a, b) {
                    Some(r) => r,
                    None => match short {
                        "maximumf" => self.maximumf(rvty, a, b, true),
                        "minimumf" => self.maximumf(rvty, a, b, false),
                        "maxnumf" => self.b.maxnumf(rvty, a, b),
                        _ => self.b.minnumf(rvty, a, b),
                    },
                }
            }
            "addi" | "subi" | "andi" | "ori" | "xori" | "muli" if !fl => {
                let o = match short {
                    "addi" => VBinOp::Add,
                    "subi" => VBinOp::Sub,
                    "andi" => VBinOp::And,
                    "ori" => VBinOp::Or,
                    "xori" => VBinOp::Xor,
                    _ => VBinOp::MulLo,
                };
                if !vbin_valid(o, rvty) {
                    return Err(bad());
                }
                self.b.vbin(o, rvty, a, VSrc::Reg(need_b()?))
            }
            "shli" | "shrui" | "shrsi" if !fl => {
                let sop = match short {
                    "shli" => ShiftOp::Shl,
                    "shrui" => ShiftOp::ShrU,
                    _ => ShiftOp::ShrS,
                };
                let bits = re.bits();
                let imm_ok = bits >= 16 && !(bits == 64 && sop == ShiftOp::ShrS);
                match self.splat_const(op, 1) {
                    Some(c) if bits == 8 => {
                        // bytes: shift 16-bit lanes, then clear the bits
                        // that crossed from the neighbouring byte
                        let c = (c as u64 & 0xff) as u32;
                        if c >= 8 {
                            if sop == ShiftOp::ShrS {
                                let z = self.b.zero(RegClass::Vec);
                                self.b.vbin(VBinOp::CmpGt, VTy::I8x32, z, VSrc::Reg(a))
                            } else {
                                self.b.zero(RegClass::Vec)
                            }
                        } else {
                            let hop = if sop == ShiftOp::Shl {
                                ShiftOp::Shl
                            } else {
                                ShiftOp::ShrU
                            };
                            let d = self.b.vec();
                            self.b.push(Inst::VShiftImm {
                                ty: VTy::I16x16,
                                sh: VShiftImm {
                                    op: hop,
                                    count: c as u8,
                                },
                                dst: d,
                                a,
                            });
                            let keep: u8 = if sop == ShiftOp::Shl {
                                0xffu8 << c
                            } else {
                                0xffu8 >> c
                            };
                            let k = self.vconst_bytes(vec![keep; 32]);
                            let r = self.b.vbin(VBinOp::And, VTy::I8x32, d, VSrc::Reg(k));
                            if sop == ShiftOp::ShrS {
                                // sign-extend from bit 7-c: (r ^ m) - m
                                let m = self.vconst_bytes(vec![0x80u8 >> c; 32]);
                                let x = self.b.vbin(VBinOp::Xor, VTy::I8x32, r, VSrc::Reg(m));
                                self.b.vbin(VBinOp::Sub, VTy::I8x32, x, VSrc::Reg(m))
                            } else {
                                r
                            }
                        }
                    }
                    Some(c) if bits == 64 && sop == ShiftOp::ShrS => {
                        // no vpsraq in AVX2: ((x >>u c) ^ m) - m, m = 1 << (63 - c)
                        let c = c as u64;
                        if c >= 64 {
                            let z = self.b.zero(RegClass::Vec);
                            self.b.vbin(VBinOp::CmpGt, VTy::I64x4, z, VSrc::Reg(a))
                        } else {
                            let d = self.b.vec();
                            self.b.push(Inst::VShiftImm {
                                ty: VTy::I64x4,
                                sh: VShiftImm {
                                    op: ShiftOp::ShrU,
                                    count: c as u8,
                                },
                                dst: d,
                                a,
                            });
                            let mb: Vec<u8> = (0..4)
                                .flat_map(|_| (1u64 << (63 - c)).to_le_bytes())
                                .collect();
                            let m = self.vconst_bytes(mb);
                            let x = self.b.vbin(VBinOp::Xor, VTy::I64x4, d, VSrc::Reg(m));
                            self.b.vbin(VBinOp::Sub, VTy::I64x4, x, VSrc::Reg(m))
                        }
                    }
                    Some(c) if imm_ok => {
                        // counts are unsigned N-bit values
                        let cu = (c as u64)
                            & if bits == 64 {
                                u64::MAX
                            } else {
                                (1u64 << bits) - 1
                            };
                        let count = cu.min(255) as u8;
                        let d = self.b.vec();
                        self.b.push(Inst::VShiftImm {
                            ty: rvty,
                            sh: VShiftImm { op: sop, count },
                            dst: d,
                            a,
                        });
                        d
                    }
                    _ => {
                        let o = match sop {
                            ShiftOp::Shl => VBinOp::Shlv,
                            ShiftOp::ShrU => VBinOp::ShrUv,
                            ShiftOp::ShrS => VBinOp::ShrSv,
                        };
                        if !vbin_valid(o, rvty) {
                            return Err(bad());
                        }
                        self.b.vbin(o, rvty, a, VSrc::Reg(need_b()?))
                    }
                }
            }
            "maxsi" | "minsi" | "maxui" | "minui" if !fl => {
                let o = match short {
                    "maxsi" => VBinOp::MaxS,
                    "minsi" => VBinOp::MinS,
                    "maxui" => VBinOp::MaxU,
                    _ => VBinOp::MinU,
                };
                let b = need_b()?;
                if vbin_valid(o, rvty) {
                    self.b.vbin(o, rvty, a, VSrc::Reg(b))
                } else {
                    let cc = match short {
                        "maxsi" => IntCC::Sgt,
                        "minsi" => IntCC::Slt,
                        "maxui" => IntCC::Ugt,
                        _ => IntCC::Ult,
                    };
                    let m = self.vcmpi(cc, re.bits(), a, b);
                    self.b.blendv(Elem::B8, b, a, m)
                }
            }
            _ => return Err(bad()),
        };
        Ok(out(r))
    }

    /// Arithmetic on f16/bf16 vectors (held as their bits, at most 8
    /// lanes): the operands widened to 8×f32 (exact, `half_widen`), the
    /// f32 op, the result rounded back to nearest even (`half_narrow`). For
    /// `+ − × ÷` that is the correctly rounded result, since f32 has at
    /// least 2p+2 bits; min/max, negation, compares and conversions are
    /// exact (integers wider than 16 bits to bf16 are not: lane by lane).
    /// `None`: no 16-bit float vector here, or an op on the bits as they
    /// are (`select`, `bitcast`); other ops are refused as unsupported,
    /// which sends them lane by lane through the scalar path
    /// (`scalarize`).
    fn half_vector_arith(
        &mut self,
        op: Operation,
        short: &str,
        ops: &[Val],
        re: Sk,
        lanes: u32,
    ) -> LResult<Option<Val>> {
        let half = |v: &Val| matches!(v, Val::Vector { elem, .. } if elem.is_half());
        if !(re.is_half() || ops.iter().any(half)) || matches!(short, "select" | "bitcast") {
            return Ok(None);
        }
        let wide: Vec<Val> = ops
            .iter()
            .map(|v| match *v {
                Val::Vector { reg, elem, lanes } if elem.is_half() => Val::Vector {
                    reg: self.half_widen(elem, reg),
                    elem: Sk::F32,
                    lanes,
                },
                ref v => v.clone(),
            })
            .collect();
        let narrow = |fl: &mut Self, v: Val| match v {
            Val::Vector { reg, lanes, .. } => Val::Vector {
                reg: fl.half_narrow(re, reg),
                elem: re,
                lanes,
            },
            v => v,
        };
        let from = |i: usize| match ops.get(i) {
            Some(Val::Vector { elem, .. }) => Some(*elem),
            _ => None,
        };
        let exact_int = |i: usize| match ops.get(i) {
            Some(Val::Vector { elem: Sk::I(b), .. }) => *b <= 16 || re == Sk::F16,
            _ => false,
        };
        let v = match short {
            "extf" if re == Sk::F32 => wide[0].clone(),
            "truncf" | "extf"
                if re.is_half() && from(0).is_some_and(|e| e == Sk::F32 || e.is_half()) =>
            {
                narrow(self, wide[0].clone())
            }
            // from wider integers bf16 would round twice: lane by lane
            "sitofp" | "uitofp" if !exact_int(0) => {
                return Err(unsupported(self.ctx, op, "on 16-bit float vectors"))
            }
            "addf" | "subf" | "mulf" | "divf" | "negf" | "maximumf" | "minimumf" | "maxnumf"
            | "minnumf" | "cmpf" | "extf" | "sitofp" | "uitofp" | "fptosi" | "fptoui" => {
                let re32 = if re.is_half() { Sk::F32 } else { re };
                let v = self.lower_vector_arith(op, short, &wide, re32, lanes)?;
                if re.is_half() {
                    narrow(self, v)
                } else {
                    v
                }
            }
            _ => return Err(unsupported(self.ctx, op, "on 16-bit float vectors")),
        };
        Ok(Some(v))
    }

    pub(crate) fn vcvt(&mut self, c: VCvt, a: VReg) -> VReg {
        let d = self.b.vec();
        self.b.push(Inst::VCvt { op: c, dst: d, a });
        d
    }

    /// Lane masks of an integer vector comparison.
    pub(crate) fn vcmpi(&mut self, p: IntCC, bits: u32, a: VReg, b: VReg) -> VReg {
        let ty = int_vty(bits);
        let (a, b) = if !p.is_signed() && !matches!(p, IntCC::Eq | IntCC::Ne) {
            let sign: Vec<u8> = (0..256 / bits)
                .flat_map(|_| {
                    let v = 1u64 << (bits - 1);
                    v.to_le_bytes()[..(bits / 8) as usize].to_vec()
                })
                .collect();
            let s = self.vconst_bytes(sign);
            (
                self.b.vbin(VBinOp::Xor, ty, a, VSrc::Reg(s)),
                self.b.vbin(VBinOp::Xor, ty, b, VSrc::Reg(s)),
            )
        } else {
            (a, b)
        };
        use IntCC::*;
        let (x, y, op, negate) = match p {
            Eq => (a, b, VBinOp::CmpEq, false),
            Ne => (a, b, VBinOp::CmpEq, true),
            Sgt | Ugt => (a, b, VBinOp::CmpGt, false),
            Slt | Ult => (b, a, VBinOp::CmpGt, false),
            Sle | Ule => (a, b, VBinOp::CmpGt, true),
            Sge | Uge => (b, a, VBinOp::CmpGt, true),
        };
        let r = self.b.vbin(op, ty, x, VSrc::Reg(y));
        if negate {
            let o = self.ones();
            self.b.vbin(VBinOp::Xor, ty, r, VSrc::Reg(o))
        } else {
            r
        }
    }
}
