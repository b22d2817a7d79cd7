//! Physical AArch64 instruction forms over dynasm-rs 5.1 (`.arch aarch64`,
//! assembled into bytes on any host).
//!
//! Every instruction the AArch64 emitter produces goes through a method of
//! [`Asm`]; the golden test (`tests/golden_aarch64.rs`) decodes each form
//! with capstone and compares it with the intended instruction. Forms
//! dynasm 5.1 rejects or encodes wrongly (`shared/spec/dynasm-notes.md`
//! §6) are written as words: `fcvtn vd.4h, vn.4s`. `adrp` to labels (wrong
//! page) and `.align` (zero padding) are never used: constants are reached
//! with `adr`/`ldr` literal, and loop heads are aligned with `nop`s.
//!
//! Registers are numbers: x0–x30 (31 is sp or xzr by form), v0–v31.

// dynasm expands dynamic registers to `x.into()`, which clippy flags for u8.
#![allow(clippy::useless_conversion)]

use dynasmrt::aarch64::Aarch64Relocation;
use dynasmrt::{dynasm, DynamicLabel, DynasmApi, DynasmLabelApi, VecAssembler};

/// The stack pointer's number in the forms that take it.
pub const SP: u8 = 31;

/// Condition codes (A64 encoding order).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Cond {
    Eq = 0,
    Ne = 1,
    Hs = 2,
    Lo = 3,
    Mi = 4,
    Pl = 5,
    Vs = 6,
    Vc = 7,
    Hi = 8,
    Ls = 9,
    Ge = 10,
    Lt = 11,
    Gt = 12,
    Le = 13,
}

impl Cond {
    pub fn invert(self) -> Cond {
        use Cond::*;
        match self {
            Eq => Ne,
            Ne => Eq,
            Hs => Lo,
            Lo => Hs,
            Mi => Pl,
            Pl => Mi,
            Vs => Vc,
            Vc => Vs,
            Hi => Ls,
            Ls => Hi,
            Ge => Lt,
            Lt => Ge,
            Gt => Le,
            Le => Gt,
        }
    }
}

/// A vector arrangement of a 128-bit register (`.16b`, `.8h`, `.4s`, `.2d`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Arr {
    B16,
    H8,
    S4,
    D2,
}

impl Arr {
    /// The arrangement of `bits`-wide elements.
    pub fn of_bits(bits: u32) -> Arr {
        match bits {
            8 => Arr::B16,
            16 => Arr::H8,
            32 => Arr::S4,
            _ => Arr::D2,
        }
    }
    pub fn bits(self) -> u32 {
        match self {
            Arr::B16 => 8,
            Arr::H8 => 16,
            Arr::S4 => 32,
            Arr::D2 => 64,
        }
    }
    /// `size` field of the Advanced SIMD encodings.
    fn size(self) -> u32 {
        match self {
            Arr::B16 => 0,
            Arr::H8 => 1,
            Arr::S4 => 2,
            Arr::D2 => 3,
        }
    }
}

/// Three-register integer vector operations (`op vd.T, vn.T, vm.T`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum VInt {
    Add,
    Sub,
    Mul,
    Smin,
    Smax,
    Umin,
    Umax,
    Cmeq,
    Cmgt,
    Cmhi,
    Cmhs,
    Ushl,
    Sshl,
    Zip1,
    Zip2,
    Uzp1,
    Uzp2,
}

/// Three-register float vector operations (`.4s` / `.2d`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum VFloat {
    Fadd,
    Fsub,
    Fmul,
    Fdiv,
    Fmax,
    Fmin,
    Fmaxnm,
    Fminnm,
    Faddp,
    Fcmeq,
    Fcmge,
    Fcmgt,
    Fmla,
    Fmls,
}

/// Bitwise vector operations (`.16b`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum VLogic {
    And,
    Orr,
    Eor,
    /// `bic vd, vn, vm`: `vn & !vm`
    Bic,
    /// `bsl vd, vn, vm`: `vd = (vd & vn) | (!vd & vm)`
    Bsl,
}

/// One-register float operations on a scalar (`s`/`d`) or a vector.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FUn {
    Fsqrt,
    Fneg,
    Fabs,
    /// round to nearest, ties to even
    Frintn,
    /// toward -inf
    Frintm,
    /// toward +inf
    Frintp,
    /// toward zero
    Frintz,
}

/// The offset part of a load or store address `[xn + off]`, in one of the
/// forms A64 encodes for an access of `bytes` bytes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MemOff {
    /// `[xn, #imm]`: a multiple of the access size, at most 4095 of them.
    Imm(u32),
    /// `[xn, #imm]` (`ldur`/`stur`): any offset in -256..=255.
    Unscaled(i32),
    /// `[xn, xm]`.
    Index(u8),
    /// `[xn, xm, lsl #log2(bytes)]`: the index counts elements.
    ScaledIndex(u8),
}

impl MemOff {
    /// The immediate form of `off` for an access of `bytes`, if one exists.
    pub fn imm(off: i64, bytes: u32) -> Option<MemOff> {
        let b = bytes as i64;
        if off >= 0 && off % b == 0 && off / b < 4096 {
            Some(MemOff::Imm(off as u32))
        } else if (-256..256).contains(&off) {
            Some(MemOff::Unscaled(off as i32))
        } else {
            None
        }
    }
}

/// The A64 assembler: a byte buffer with labels.
pub struct Asm {
    pub ops: VecAssembler<Aarch64Relocation>,
}

impl Default for Asm {
    fn default() -> Self {
        Self::new()
    }
}

macro_rules! a64 {
    ($ops:expr, $($t:tt)*) => {
        dynasm!($ops ; .arch aarch64 ; $($t)*)
    };
}

impl Asm {
    pub fn new() -> Asm {
        Asm {
            ops: VecAssembler::new(0),
        }
    }
    pub fn offset(&self) -> usize {
        self.ops.offset().0
    }
    pub fn new_label(&mut self) -> DynamicLabel {
        self.ops.new_dynamic_label()
    }
    pub fn bind(&mut self, l: DynamicLabel) {
        a64!(self.ops, =>l);
    }
    /// A raw instruction word.
    pub fn word(&mut self, w: u32) {
        self.ops.push_u32(w);
    }
    pub fn bytes(&mut self, b: &[u8]) {
        self.ops.extend(b.iter().copied());
    }
    /// Pads with zero bytes to a multiple of `n` (only where no instruction
    /// runs: after an unconditional branch, before data).
    pub fn align_data(&mut self, n: usize) {
        while !self.offset().is_multiple_of(n) {
            self.ops.push(0);
        }
    }
    /// Pads with `nop`s to a multiple of `n` bytes (loop heads).
    pub fn nop_align(&mut self, n: usize) {
        while !self.offset().is_multiple_of(n) {
            self.nop();
        }
    }
    pub fn nop(&mut self) {
        a64!(self.ops, nop);
    }

    // ---- moves and immediates ----

    /// `mov xd, xn` (64-bit register copy; not sp).
    pub fn mov(&mut self, d: u8, n: u8) {
        a64!(self.ops, mov X(d), X(n));
    }
    /// `mov xd, sp` / `mov sp, xn` (the add-immediate alias).
    pub fn mov_sp(&mut self, d: u8, n: u8) {
        a64!(self.ops, mov XSP(d), XSP(n));
    }
    /// `movz xd, #imm16, lsl #shift`
    pub fn movz(&mut self, d: u8, imm: u16, shift: u32) {
        let i = imm as u32;
        a64!(self.ops, movz X(d), i, lsl shift);
    }
    /// `movk xd, #imm16, lsl #shift`
    pub fn movk(&mut self, d: u8, imm: u16, shift: u32) {
        let i = imm as u32;
        a64!(self.ops, movk X(d), i, lsl shift);
    }
    /// `movn xd, #imm16, lsl #shift`: `!(imm << shift)`
    pub fn movn(&mut self, d: u8, imm: u16, shift: u32) {
        let i = imm as u32;
        a64!(self.ops, movn X(d), i, lsl shift);
    }
    /// Any 64-bit constant: `movz`/`movn` and `movk`s for the chunks that
    /// differ from the fill.
    pub fn mov_imm(&mut self, d: u8, v: i64) {
        let u = v as u64;
        let chunks = [0, 16, 32, 48].map(|s| ((u >> s) & 0xffff) as u16);
        let ones = chunks.iter().filter(|&&c| c == 0xffff).count();
        let zeros = chunks.iter().filter(|&&c| c == 0).count();
        let (fill, first): (u16, MovFirst) = if ones > zeros {
            (0xffff, |a, d, c, s| a.movn(d, !c, s))
        } else {
            (0, |a, d, c, s| a.movz(d, c, s))
        };
        let mut done = false;
        for (k, &c) in chunks.iter().enumerate() {
            if c == fill {
                continue;
            }
            if done {
                self.movk(d, c, 16 * k as u32);
            } else {
                first(self, d, c, 16 * k as u32);
                done = true;
            }
        }
        if !done {
            // every chunk is the fill: movz #0 or movn #0
            first(self, d, fill, 0);
        }
    }

    // ---- integer ALU ----

    /// `add|sub|and|orr|eor|mul xd, xn, xm` (or the `w` forms).
    pub fn alu_rrr(&mut self, op: AluRR, w64: bool, d: u8, n: u8, m: u8) {
        match (op, w64) {
            (AluRR::Add, true) => a64!(self.ops, add X(d), X(n), X(m)),
            (AluRR::Add, false) => a64!(self.ops, add W(d), W(n), W(m)),
            (AluRR::Sub, true) => a64!(self.ops, sub X(d), X(n), X(m)),
            (AluRR::Sub, false) => a64!(self.ops, sub W(d), W(n), W(m)),
            (AluRR::And, true) => a64!(self.ops, and X(d), X(n), X(m)),
            (AluRR::And, false) => a64!(self.ops, and W(d), W(n), W(m)),
            (AluRR::Orr, true) => a64!(self.ops, orr X(d), X(n), X(m)),
            (AluRR::Orr, false) => a64!(self.ops, orr W(d), W(n), W(m)),
            (AluRR::Eor, true) => a64!(self.ops, eor X(d), X(n), X(m)),
            (AluRR::Eor, false) => a64!(self.ops, eor W(d), W(n), W(m)),
            (AluRR::Mul, true) => a64!(self.ops, mul X(d), X(n), X(m)),
            (AluRR::Mul, false) => a64!(self.ops, mul W(d), W(n), W(m)),
            (AluRR::Lslv, true) => a64!(self.ops, lsl X(d), X(n), X(m)),
            (AluRR::Lslv, false) => a64!(self.ops, lsl W(d), W(n), W(m)),
            (AluRR::Lsrv, true) => a64!(self.ops, lsr X(d), X(n), X(m)),
            (AluRR::Lsrv, false) => a64!(self.ops, lsr W(d), W(n), W(m)),
            (AluRR::Asrv, true) => a64!(self.ops, asr X(d), X(n), X(m)),
            (AluRR::Asrv, false) => a64!(self.ops, asr W(d), W(n), W(m)),
            (AluRR::Sdiv, true) => a64!(self.ops, sdiv X(d), X(n), X(m)),
            (AluRR::Sdiv, false) => a64!(self.ops, sdiv W(d), W(n), W(m)),
            (AluRR::Udiv, true) => a64!(self.ops, udiv X(d), X(n), X(m)),
            (AluRR::Udiv, false) => a64!(self.ops, udiv W(d), W(n), W(m)),
            (AluRR::Smulh, _) => a64!(self.ops, smulh X(d), X(n), X(m)),
            (AluRR::Umulh, _) => a64!(self.ops, umulh X(d), X(n), X(m)),
        }
    }
    /// `add xd, xn, #imm` (imm < 4096; sp allowed).
    pub fn add_imm(&mut self, d: u8, n: u8, imm: u32) {
        debug_assert!(imm < 4096);
        a64!(self.ops, add XSP(d), XSP(n), imm);
    }
    /// `sub xd, xn, #imm` (imm < 4096; sp allowed).
    pub fn sub_imm(&mut self, d: u8, n: u8, imm: u32) {
        debug_assert!(imm < 4096);
        a64!(self.ops, sub XSP(d), XSP(n), imm);
    }
    /// `add xd, xn, xm, lsl #sh` (sh ≤ 4 when xd or xn is sp, which takes
    /// the extended-register form `uxtx #sh`, the same sum).
    pub fn add_shifted(&mut self, d: u8, n: u8, m: u8, sh: u32) {
        if d == SP || n == SP {
            a64!(self.ops, add XSP(d), XSP(n), X(m), uxtx sh);
        } else {
            a64!(self.ops, add X(d), X(n), X(m), lsl sh);
        }
    }
    /// `msub xd, xn, xm, xa`: `xa - xn * xm`
    pub fn msub(&mut self, w64: bool, d: u8, n: u8, m: u8, a: u8) {
        if w64 {
            a64!(self.ops, msub X(d), X(n), X(m), X(a));
        } else {
            a64!(self.ops, msub W(d), W(n), W(m), W(a));
        }
    }
    pub fn neg(&mut self, w64: bool, d: u8, n: u8) {
        if w64 {
            a64!(self.ops, neg X(d), X(n));
        } else {
            a64!(self.ops, neg W(d), W(n));
        }
    }
    pub fn mvn(&mut self, w64: bool, d: u8, n: u8) {
        if w64 {
            a64!(self.ops, mvn X(d), X(n));
        } else {
            a64!(self.ops, mvn W(d), W(n));
        }
    }
    /// `lsl|lsr|asr xd, xn, #sh` (sh < width). Written as the `ubfm`/`sbfm`
    /// words they alias: dynasm 5.1 encodes the alias with a run-time
    /// shift amount wrongly (`lsl x0, x0, #3` came out as `lsr x0, x0, #0`).
    pub fn shift_imm(&mut self, op: ShiftKind, w64: bool, d: u8, n: u8, sh: u32) {
        let (bits, base) = if w64 {
            (
                64,
                if op == ShiftKind::Asr {
                    0x9340_0000
                } else {
                    0xd340_0000
                },
            )
        } else {
            (
                32,
                if op == ShiftKind::Asr {
                    0x1300_0000
                } else {
                    0x5300_0000
                },
            )
        };
        debug_assert!(sh < bits);
        let (immr, imms) = match op {
            ShiftKind::Lsl => ((bits - sh) % bits, bits - 1 - sh),
            ShiftKind::Lsr | ShiftKind::Asr => (sh, bits - 1),
        };
        self.word(base | (immr << 16) | (imms << 10) | ((n as u32) << 5) | d as u32);
    }
    /// Sign or zero extension of the low `bits` of xn to 64 bits.
    pub fn ext(&mut self, signed: bool, bits: u32, d: u8, n: u8) {
        match (signed, bits) {
            (true, 8) => a64!(self.ops, sxtb X(d), W(n)),
            (true, 16) => a64!(self.ops, sxth X(d), W(n)),
            (true, 32) => a64!(self.ops, sxtw X(d), W(n)),
            (false, 8) => a64!(self.ops, uxtb W(d), W(n)),
            (false, 16) => a64!(self.ops, uxth W(d), W(n)),
            // (a 32-bit move zero-extends)
            (false, 32) => a64!(self.ops, mov W(d), W(n)),
            _ => self.mov(d, n),
        }
    }
    /// `cmp xn, xm` (or `w`)
    pub fn cmp(&mut self, w64: bool, n: u8, m: u8) {
        if w64 {
            a64!(self.ops, cmp X(n), X(m));
        } else {
            a64!(self.ops, cmp W(n), W(m));
        }
    }
    /// `cmp xn, #imm` (imm < 4096)
    pub fn cmp_imm(&mut self, w64: bool, n: u8, imm: u32) {
        if w64 {
            a64!(self.ops, cmp XSP(n), imm);
        } else {
            a64!(self.ops, cmp WSP(n), imm);
        }
    }
    /// `cmn xn, #imm` (compare with `-imm`, imm < 4096)
    pub fn cmn_imm(&mut self, w64: bool, n: u8, imm: u32) {
        if w64 {
            a64!(self.ops, cmn XSP(n), imm);
        } else {
            a64!(self.ops, cmn WSP(n), imm);
        }
    }
    /// `tst xn, xm`
    pub fn tst(&mut self, n: u8, m: u8) {
        a64!(self.ops, tst X(n), X(m));
    }
    /// `cset xd, cond`
    pub fn cset(&mut self, d: u8, c: Cond) {
        let c = c as u8;
        // (cset is csinc xd, xzr, xzr, !cond)
        let w = 0x9a9f_07e0 | ((c as u32 ^ 1) << 12) | d as u32;
        self.word(w);
    }
    /// `csel xd, xn, xm, cond`
    pub fn csel(&mut self, d: u8, n: u8, m: u8, c: Cond) {
        let w =
            0x9a80_0000 | ((m as u32) << 16) | ((c as u32) << 12) | ((n as u32) << 5) | d as u32;
        self.word(w);
    }

    // ---- memory ----

    /// Load of `bytes` (1, 2, 4, 8) from `[xn]` into xd, zero- or
    /// sign-extended to 64 bits.
    pub fn ldr_gpr(&mut self, bytes: u32, signed: bool, d: u8, n: u8) {
        self.ldr_gpr_m(bytes, signed, d, n, MemOff::Imm(0));
    }
    /// Store of the low `bytes` of xs to `[xn]`.
    pub fn str_gpr(&mut self, bytes: u32, s: u8, n: u8) {
        self.str_gpr_m(bytes, s, n, MemOff::Imm(0));
    }
    /// Load of `bytes` from `[xn + off]` into xd (see [`Self::ldr_gpr`]).
    pub fn ldr_gpr_m(&mut self, bytes: u32, signed: bool, d: u8, n: u8, off: MemOff) {
        match (off, bytes, signed) {
            (MemOff::Imm(o), 1, false) => a64!(self.ops, ldrb W(d), [XSP(n), o]),
            (MemOff::Imm(o), 1, true) => a64!(self.ops, ldrsb X(d), [XSP(n), o]),
            (MemOff::Imm(o), 2, false) => a64!(self.ops, ldrh W(d), [XSP(n), o]),
            (MemOff::Imm(o), 2, true) => a64!(self.ops, ldrsh X(d), [XSP(n), o]),
            (MemOff::Imm(o), 4, false) => a64!(self.ops, ldr W(d), [XSP(n), o]),
            (MemOff::Imm(o), 4, true) => a64!(self.ops, ldrsw X(d), [XSP(n), o]),
            (MemOff::Imm(o), _, _) => a64!(self.ops, ldr X(d), [XSP(n), o]),
            (MemOff::Unscaled(o), 1, false) => a64!(self.ops, ldurb W(d), [XSP(n), o]),
            (MemOff::Unscaled(o), 1, true) => a64!(self.ops, ldursb X(d), [XSP(n), o]),
            (MemOff::Unscaled(o), 2, false) => a64!(self.ops, ldurh W(d), [XSP(n), o]),
            (MemOff::Unscaled(o), 2, true) => a64!(self.ops, ldursh X(d), [XSP(n), o]),
            (MemOff::Unscaled(o), 4, false) => a64!(self.ops, ldur W(d), [XSP(n), o]),
            (MemOff::Unscaled(o), 4, true) => a64!(self.ops, ldursw X(d), [XSP(n), o]),
            (MemOff::Unscaled(o), _, _) => a64!(self.ops, ldur X(d), [XSP(n), o]),
            (MemOff::Index(m), 1, false) => a64!(self.ops, ldrb W(d), [XSP(n), X(m)]),
            (MemOff::Index(m), 1, true) => a64!(self.ops, ldrsb X(d), [XSP(n), X(m)]),
            (MemOff::Index(m), 2, false) => a64!(self.ops, ldrh W(d), [XSP(n), X(m)]),
            (MemOff::Index(m), 2, true) => a64!(self.ops, ldrsh X(d), [XSP(n), X(m)]),
            (MemOff::Index(m), 4, false) => a64!(self.ops, ldr W(d), [XSP(n), X(m)]),
            (MemOff::Index(m), 4, true) => a64!(self.ops, ldrsw X(d), [XSP(n), X(m)]),
            (MemOff::Index(m), _, _) => a64!(self.ops, ldr X(d), [XSP(n), X(m)]),
            (MemOff::ScaledIndex(m), 1, false) => a64!(self.ops, ldrb W(d), [XSP(n), X(m)]),
            (MemOff::ScaledIndex(m), 1, true) => a64!(self.ops, ldrsb X(d), [XSP(n), X(m)]),
            (MemOff::ScaledIndex(m), 2, false) => a64!(self.ops, ldrh W(d), [XSP(n), X(m), LSL 1]),
            (MemOff::ScaledIndex(m), 2, true) => a64!(self.ops, ldrsh X(d), [XSP(n), X(m), LSL 1]),
            (MemOff::ScaledIndex(m), 4, false) => a64!(self.ops, ldr W(d), [XSP(n), X(m), LSL 2]),
            (MemOff::ScaledIndex(m), 4, true) => a64!(self.ops, ldrsw X(d), [XSP(n), X(m), LSL 2]),
            (MemOff::ScaledIndex(m), _, _) => a64!(self.ops, ldr X(d), [XSP(n), X(m), LSL 3]),
        }
    }
    /// Store of the low `bytes` of xs to `[xn + off]`.
    pub fn str_gpr_m(&mut self, bytes: u32, s: u8, n: u8, off: MemOff) {
        match (off, bytes) {
            (MemOff::Imm(o), 1) => a64!(self.ops, strb W(s), [XSP(n), o]),
            (MemOff::Imm(o), 2) => a64!(self.ops, strh W(s), [XSP(n), o]),
            (MemOff::Imm(o), 4) => a64!(self.ops, str W(s), [XSP(n), o]),
            (MemOff::Imm(o), _) => a64!(self.ops, str X(s), [XSP(n), o]),
            (MemOff::Unscaled(o), 1) => a64!(self.ops, sturb W(s), [XSP(n), o]),
            (MemOff::Unscaled(o), 2) => a64!(self.ops, sturh W(s), [XSP(n), o]),
            (MemOff::Unscaled(o), 4) => a64!(self.ops, stur W(s), [XSP(n), o]),
            (MemOff::Unscaled(o), _) => a64!(self.ops, stur X(s), [XSP(n), o]),
            (MemOff::Index(m) | MemOff::ScaledIndex(m), 1) => {
                a64!(self.ops, strb W(s), [XSP(n), X(m)])
            }
            (MemOff::Index(m), 2) => a64!(self.ops, strh W(s), [XSP(n), X(m)]),
            (MemOff::Index(m), 4) => a64!(self.ops, str W(s), [XSP(n), X(m)]),
            (MemOff::Index(m), _) => a64!(self.ops, str X(s), [XSP(n), X(m)]),
            (MemOff::ScaledIndex(m), 2) => a64!(self.ops, strh W(s), [XSP(n), X(m), LSL 1]),
            (MemOff::ScaledIndex(m), 4) => a64!(self.ops, str W(s), [XSP(n), X(m), LSL 2]),
            (MemOff::ScaledIndex(m), _) => a64!(self.ops, str X(s), [XSP(n), X(m), LSL 3]),
        }
    }
    /// `ldr xd, [xn, #off]` (off a multiple of 8 below 32768)
    pub fn ldr_x_off(&mut self, d: u8, n: u8, off: u32) {
        a64!(self.ops, ldr X(d), [XSP(n), off]);
    }
    /// `str xs, [xn, #off]`
    pub fn str_x_off(&mut self, s: u8, n: u8, off: u32) {
        a64!(self.ops, str X(s), [XSP(n), off]);
    }
    /// Vector-register load of `bytes` (2: `h`, 4: `s`, 8: `d`, 16: `q`)
    /// from `[xn]`; the rest of the register is zeroed.
    pub fn ldr_v(&mut self, bytes: u32, d: u8, n: u8) {
        self.ldr_v_m(bytes, d, n, MemOff::Imm(0));
    }
    /// Vector-register store of its low `bytes` to `[xn]`.
    pub fn str_v(&mut self, bytes: u32, s: u8, n: u8) {
        self.str_v_m(bytes, s, n, MemOff::Imm(0));
    }
    /// Vector-register load of `bytes` from `[xn + off]` (see [`Self::ldr_v`]).
    pub fn ldr_v_m(&mut self, bytes: u32, d: u8, n: u8, off: MemOff) {
        match (off, bytes) {
            (MemOff::Imm(o), 2) => a64!(self.ops, ldr H(d), [XSP(n), o]),
            (MemOff::Imm(o), 4) => a64!(self.ops, ldr S(d), [XSP(n), o]),
            (MemOff::Imm(o), 8) => a64!(self.ops, ldr D(d), [XSP(n), o]),
            (MemOff::Imm(o), _) => a64!(self.ops, ldr Q(d), [XSP(n), o]),
            (MemOff::Unscaled(o), 2) => a64!(self.ops, ldur H(d), [XSP(n), o]),
            (MemOff::Unscaled(o), 4) => a64!(self.ops, ldur S(d), [XSP(n), o]),
            (MemOff::Unscaled(o), 8) => a64!(self.ops, ldur D(d), [XSP(n), o]),
            (MemOff::Unscaled(o), _) => a64!(self.ops, ldur Q(d), [XSP(n), o]),
            (MemOff::Index(m), 2) => a64!(self.ops, ldr H(d), [XSP(n), X(m)]),
            (MemOff::Index(m), 4) => a64!(self.ops, ldr S(d), [XSP(n), X(m)]),
            (MemOff::Index(m), 8) => a64!(self.ops, ldr D(d), [XSP(n), X(m)]),
            (MemOff::Index(m), _) => a64!(self.ops, ldr Q(d), [XSP(n), X(m)]),
            (MemOff::ScaledIndex(m), 2) => a64!(self.ops, ldr H(d), [XSP(n), X(m), LSL 1]),
            (MemOff::ScaledIndex(m), 4) => a64!(self.ops, ldr S(d), [XSP(n), X(m), LSL 2]),
            (MemOff::ScaledIndex(m), 8) => a64!(self.ops, ldr D(d), [XSP(n), X(m), LSL 3]),
            (MemOff::ScaledIndex(m), _) => a64!(self.ops, ldr Q(d), [XSP(n), X(m), LSL 4]),
        }
    }
    /// Vector-register store of its low `bytes` to `[xn + off]`.
    pub fn str_v_m(&mut self, bytes: u32, s: u8, n: u8, off: MemOff) {
        match (off, bytes) {
            (MemOff::Imm(o), 2) => a64!(self.ops, str H(s), [XSP(n), o]),
            (MemOff::Imm(o), 4) => a64!(self.ops, str S(s), [XSP(n), o]),
            (MemOff::Imm(o), 8) => a64!(self.ops, str D(s), [XSP(n), o]),
            (MemOff::Imm(o), _) => a64!(self.ops, str Q(s), [XSP(n), o]),
            (MemOff::Unscaled(o), 2) => a64!(self.ops, stur H(s), [XSP(n), o]),
            (MemOff::Unscaled(o), 4) => a64!(self.ops, stur S(s), [XSP(n), o]),
            (MemOff::Unscaled(o), 8) => a64!(self.ops, stur D(s), [XSP(n), o]),
            (MemOff::Unscaled(o), _) => a64!(self.ops, stur Q(s), [XSP(n), o]),
            (MemOff::Index(m), 2) => a64!(self.ops, str H(s), [XSP(n), X(m)]),
            (MemOff::Index(m), 4) => a64!(self.ops, str S(s), [XSP(n), X(m)]),
            (MemOff::Index(m), 8) => a64!(self.ops, str D(s), [XSP(n), X(m)]),
            (MemOff::Index(m), _) => a64!(self.ops, str Q(s), [XSP(n), X(m)]),
            (MemOff::ScaledIndex(m), 2) => a64!(self.ops, str H(s), [XSP(n), X(m), LSL 1]),
            (MemOff::ScaledIndex(m), 4) => a64!(self.ops, str S(s), [XSP(n), X(m), LSL 2]),
            (MemOff::ScaledIndex(m), 8) => a64!(self.ops, str D(s), [XSP(n), X(m), LSL 3]),
            (MemOff::ScaledIndex(m), _) => a64!(self.ops, str Q(s), [XSP(n), X(m), LSL 4]),
        }
    }
    /// `ldr qd, [xn, #off]` (off a multiple of 16 below 65536)
    pub fn ldr_q_off(&mut self, d: u8, n: u8, off: u32) {
        a64!(self.ops, ldr Q(d), [XSP(n), off]);
    }
    /// `str qs, [xn, #off]`
    pub fn str_q_off(&mut self, s: u8, n: u8, off: u32) {
        a64!(self.ops, str Q(s), [XSP(n), off]);
    }
    /// `ldr dd, [xn, #off]` (off a multiple of 8)
    pub fn ldr_d_off(&mut self, d: u8, n: u8, off: u32) {
        a64!(self.ops, ldr D(d), [XSP(n), off]);
    }
    /// `str ds, [xn, #off]`
    pub fn str_d_off(&mut self, s: u8, n: u8, off: u32) {
        a64!(self.ops, str D(s), [XSP(n), off]);
    }
    /// `stp x1, x2, [sp, #-16]!`
    pub fn push_pair(&mut self, a: u8, b: u8) {
        a64!(self.ops, stp X(a), X(b), [sp, -16]!);
    }
    /// `ldp x1, x2, [sp], #16`
    pub fn pop_pair(&mut self, a: u8, b: u8) {
        a64!(self.ops, ldp X(a), X(b), [sp], 16);
    }
    /// `ldp q1, q2, [xn, #off]` (off a multiple of 16 in -1024..=1008)
    pub fn ldp_q(&mut self, d1: u8, d2: u8, n: u8, off: i32) {
        a64!(self.ops, ldp Q(d1), Q(d2), [XSP(n), off]);
    }
    /// `stp q1, q2, [xn, #off]`
    pub fn stp_q(&mut self, s1: u8, s2: u8, n: u8, off: i32) {
        a64!(self.ops, stp Q(s1), Q(s2), [XSP(n), off]);
    }
    /// `stp d1, d2, [sp, #-16]!` (the callee-saved low halves of v8–v15)
    pub fn push_pair_d(&mut self, a: u8, b: u8) {
        a64!(self.ops, stp D(a), D(b), [sp, -16]!);
    }
    /// `ldp d1, d2, [sp], #16`
    pub fn pop_pair_d(&mut self, a: u8, b: u8) {
        a64!(self.ops, ldp D(a), D(b), [sp], 16);
    }
    /// `ld1r {vd.T}, [xn]`: one element loaded into every lane.
    pub fn ld1r(&mut self, arr: Arr, d: u8, n: u8) {
        match arr {
            Arr::B16 => a64!(self.ops, ld1r {V(d).B16 * 1}, [XSP(n)]),
            Arr::H8 => a64!(self.ops, ld1r {V(d).H8 * 1}, [XSP(n)]),
            Arr::S4 => a64!(self.ops, ld1r {V(d).S4 * 1}, [XSP(n)]),
            Arr::D2 => a64!(self.ops, ld1r {V(d).D2 * 1}, [XSP(n)]),
        }
    }
    /// `ld1 {vd.T}[lane], [xn]`: one lane loaded, the others kept.
    pub fn ld1_lane(&mut self, arr: Arr, d: u8, lane: u32, n: u8) {
        match arr {
            Arr::B16 => a64!(self.ops, ld1 {V(d).B * 1}[lane], [XSP(n)]),
            Arr::H8 => a64!(self.ops, ld1 {V(d).H * 1}[lane], [XSP(n)]),
            Arr::S4 => a64!(self.ops, ld1 {V(d).S * 1}[lane], [XSP(n)]),
            Arr::D2 => a64!(self.ops, ld1 {V(d).D * 1}[lane], [XSP(n)]),
        }
    }
    /// `st1 {vs.T}[lane], [xn]`: one lane stored.
    pub fn st1_lane(&mut self, arr: Arr, s: u8, lane: u32, n: u8) {
        match arr {
            Arr::B16 => a64!(self.ops, st1 {V(s).B * 1}[lane], [XSP(n)]),
            Arr::H8 => a64!(self.ops, st1 {V(s).H * 1}[lane], [XSP(n)]),
            Arr::S4 => a64!(self.ops, st1 {V(s).S * 1}[lane], [XSP(n)]),
            Arr::D2 => a64!(self.ops, st1 {V(s).D * 1}[lane], [XSP(n)]),
        }
    }

    // ---- addresses and branches ----

    /// `adr xd, label` (±1 MiB)
    pub fn adr(&mut self, d: u8, l: DynamicLabel) {
        a64!(self.ops, adr X(d), =>l);
    }
    /// `ldr xd, label` (a 64-bit literal, ±1 MiB)
    pub fn ldr_literal(&mut self, d: u8, l: DynamicLabel) {
        a64!(self.ops, ldr X(d), =>l);
    }
    pub fn b(&mut self, l: DynamicLabel) {
        a64!(self.ops, b =>l);
    }
    pub fn b_cond(&mut self, c: Cond, l: DynamicLabel) {
        match c {
            Cond::Eq => a64!(self.ops, b.eq =>l),
            Cond::Ne => a64!(self.ops, b.ne =>l),
            Cond::Hs => a64!(self.ops, b.hs =>l),
            Cond::Lo => a64!(self.ops, b.lo =>l),
            Cond::Mi => a64!(self.ops, b.mi =>l),
            Cond::Pl => a64!(self.ops, b.pl =>l),
            Cond::Vs => a64!(self.ops, b.vs =>l),
            Cond::Vc => a64!(self.ops, b.vc =>l),
            Cond::Hi => a64!(self.ops, b.hi =>l),
            Cond::Ls => a64!(self.ops, b.ls =>l),
            Cond::Ge => a64!(self.ops, b.ge =>l),
            Cond::Lt => a64!(self.ops, b.lt =>l),
            Cond::Gt => a64!(self.ops, b.gt =>l),
            Cond::Le => a64!(self.ops, b.le =>l),
        }
    }
    /// `cbz xn, label` / `cbnz xn, label`
    pub fn cbz(&mut self, nonzero: bool, n: u8, l: DynamicLabel) {
        if nonzero {
            a64!(self.ops, cbnz X(n), =>l);
        } else {
            a64!(self.ops, cbz X(n), =>l);
        }
    }
    /// `tbz xn, #bit, label` / `tbnz xn, #bit, label`
    pub fn tbz(&mut self, nonzero: bool, n: u8, bit: u32, l: DynamicLabel) {
        if nonzero {
            a64!(self.ops, tbnz X(n), bit, =>l);
        } else {
            a64!(self.ops, tbz X(n), bit, =>l);
        }
    }
    pub fn bl(&mut self, l: DynamicLabel) {
        a64!(self.ops, bl =>l);
    }
    pub fn blr(&mut self, n: u8) {
        a64!(self.ops, blr X(n));
    }
    pub fn ret(&mut self) {
        a64!(self.ops, ret);
    }

    // ---- scalar float ----

    /// `fadd|fsub|fmul|fdiv sd, sn, sm` (or `d`)
    pub fn fbin(&mut self, op: FArith, f64_: bool, d: u8, n: u8, m: u8) {
        match (op, f64_) {
            (FArith::Fadd, false) => a64!(self.ops, fadd S(d), S(n), S(m)),
            (FArith::Fadd, true) => a64!(self.ops, fadd D(d), D(n), D(m)),
            (FArith::Fsub, false) => a64!(self.ops, fsub S(d), S(n), S(m)),
            (FArith::Fsub, true) => a64!(self.ops, fsub D(d), D(n), D(m)),
            (FArith::Fmul, false) => a64!(self.ops, fmul S(d), S(n), S(m)),
            (FArith::Fmul, true) => a64!(self.ops, fmul D(d), D(n), D(m)),
            (FArith::Fdiv, false) => a64!(self.ops, fdiv S(d), S(n), S(m)),
            (FArith::Fdiv, true) => a64!(self.ops, fdiv D(d), D(n), D(m)),
        }
    }
    /// One-operand scalar float operation.
    pub fn fun(&mut self, op: FUn, f64_: bool, d: u8, n: u8) {
        match (op, f64_) {
            (FUn::Fsqrt, false) => a64!(self.ops, fsqrt S(d), S(n)),
            (FUn::Fsqrt, true) => a64!(self.ops, fsqrt D(d), D(n)),
            (FUn::Fneg, false) => a64!(self.ops, fneg S(d), S(n)),
            (FUn::Fneg, true) => a64!(self.ops, fneg D(d), D(n)),
            (FUn::Fabs, false) => a64!(self.ops, fabs S(d), S(n)),
            (FUn::Fabs, true) => a64!(self.ops, fabs D(d), D(n)),
            (FUn::Frintn, false) => a64!(self.ops, frintn S(d), S(n)),
            (FUn::Frintn, true) => a64!(self.ops, frintn D(d), D(n)),
            (FUn::Frintm, false) => a64!(self.ops, frintm S(d), S(n)),
            (FUn::Frintm, true) => a64!(self.ops, frintm D(d), D(n)),
            (FUn::Frintp, false) => a64!(self.ops, frintp S(d), S(n)),
            (FUn::Frintp, true) => a64!(self.ops, frintp D(d), D(n)),
            (FUn::Frintz, false) => a64!(self.ops, frintz S(d), S(n)),
            (FUn::Frintz, true) => a64!(self.ops, frintz D(d), D(n)),
        }
    }
    /// `fmadd|fmsub|fnmadd|fnmsub dd, dn, dm, da`: `a + n*m`, `a - n*m`,
    /// `-a - n*m`, `-a + n*m` (one rounding).
    pub fn fma_scalar(&mut self, op: FmaKind, f64_: bool, d: u8, n: u8, m: u8, a: u8) {
        match (op, f64_) {
            (FmaKind::Fmadd, false) => a64!(self.ops, fmadd S(d), S(n), S(m), S(a)),
            (FmaKind::Fmadd, true) => a64!(self.ops, fmadd D(d), D(n), D(m), D(a)),
            (FmaKind::Fmsub, false) => a64!(self.ops, fmsub S(d), S(n), S(m), S(a)),
            (FmaKind::Fmsub, true) => a64!(self.ops, fmsub D(d), D(n), D(m), D(a)),
            (FmaKind::Fnmadd, false) => a64!(self.ops, fnmadd S(d), S(n), S(m), S(a)),
            (FmaKind::Fnmadd, true) => a64!(self.ops, fnmadd D(d), D(n), D(m), D(a)),
            (FmaKind::Fnmsub, false) => a64!(self.ops, fnmsub S(d), S(n), S(m), S(a)),
            (FmaKind::Fnmsub, true) => a64!(self.ops, fnmsub D(d), D(n), D(m), D(a)),
        }
    }
    /// `fcmp sn, sm` (or `d`)
    pub fn fcmp(&mut self, f64_: bool, n: u8, m: u8) {
        if f64_ {
            a64!(self.ops, fcmp D(n), D(m));
        } else {
            a64!(self.ops, fcmp S(n), S(m));
        }
    }
    /// `fcsel sd, sn, sm, cond` (or `d`)
    pub fn fcsel(&mut self, f64_: bool, d: u8, n: u8, m: u8, c: Cond) {
        let ty = if f64_ { 1 << 22 } else { 0 };
        let w = 0x1e20_0c00
            | ty
            | ((m as u32) << 16)
            | ((c as u32) << 12)
            | ((n as u32) << 5)
            | d as u32;
        self.word(w);
    }
    /// `fcvt dd, sn` / `fcvt sd, dn`
    pub fn fcvt(&mut self, from64: bool, d: u8, n: u8) {
        if from64 {
            a64!(self.ops, fcvt S(d), D(n));
        } else {
            a64!(self.ops, fcvt D(d), S(n));
        }
    }
    /// `scvtf` from a 32- or 64-bit GPR to `s`/`d`.
    pub fn scvtf(&mut self, w64: bool, f64_: bool, d: u8, n: u8) {
        match (w64, f64_) {
            (false, false) => a64!(self.ops, scvtf S(d), W(n)),
            (false, true) => a64!(self.ops, scvtf D(d), W(n)),
            (true, false) => a64!(self.ops, scvtf S(d), X(n)),
            (true, true) => a64!(self.ops, scvtf D(d), X(n)),
        }
    }
    /// `fcvtzs` from `s`/`d` to a 32- or 64-bit GPR (saturating, NaN → 0).
    pub fn fcvtzs(&mut self, w64: bool, f64_: bool, d: u8, n: u8) {
        match (w64, f64_) {
            (false, false) => a64!(self.ops, fcvtzs W(d), S(n)),
            (false, true) => a64!(self.ops, fcvtzs W(d), D(n)),
            (true, false) => a64!(self.ops, fcvtzs X(d), S(n)),
            (true, true) => a64!(self.ops, fcvtzs X(d), D(n)),
        }
    }
    /// `fmov sd, wn` / `fmov dd, xn` (the rest of the register zeroed).
    pub fn fmov_to_vec(&mut self, w64: bool, d: u8, n: u8) {
        if w64 {
            a64!(self.ops, fmov D(d), X(n));
        } else {
            a64!(self.ops, fmov S(d), W(n));
        }
    }
    /// `fmov wd, sn` / `fmov xd, dn`.
    pub fn fmov_to_gpr(&mut self, w64: bool, d: u8, n: u8) {
        if w64 {
            a64!(self.ops, fmov X(d), D(n));
        } else {
            a64!(self.ops, fmov W(d), S(n));
        }
    }

    // ---- vector ----

    /// `mov vd.16b, vn.16b`
    pub fn vmov(&mut self, d: u8, n: u8) {
        a64!(self.ops, mov V(d).B16, V(n).B16);
    }
    /// `movi vd.2d, #0`
    pub fn vzero(&mut self, d: u8) {
        a64!(self.ops, movi V(d).D2, 0);
    }
    /// Integer vector operation on arrangement `arr`.
    pub fn vint(&mut self, op: VInt, arr: Arr, d: u8, n: u8, m: u8) {
        // Advanced SIMD three-same / permute encodings, written as words:
        // the (op, size) table is regular and this keeps every arrangement
        // in one place (all checked by the golden test).
        let size = arr.size() << 22;
        let (rd, rn, rm) = (d as u32, (n as u32) << 5, (m as u32) << 16);
        let base = match op {
            VInt::Add => 0x4e20_8400,
            VInt::Sub => 0x6e20_8400,
            VInt::Mul => 0x4e20_9c00,
            VInt::Smax => 0x4e20_6400,
            VInt::Smin => 0x4e20_6c00,
            VInt::Umax => 0x6e20_6400,
            VInt::Umin => 0x6e20_6c00,
            VInt::Cmeq => 0x6e20_8c00,
            VInt::Cmgt => 0x4e20_3400,
            VInt::Cmhi => 0x6e20_3400,
            VInt::Cmhs => 0x6e20_3c00,
            VInt::Ushl => 0x6e20_4400,
            VInt::Sshl => 0x4e20_4400,
            VInt::Zip1 => 0x4e00_3800,
            VInt::Zip2 => 0x4e00_7800,
            VInt::Uzp1 => 0x4e00_1800,
            VInt::Uzp2 => 0x4e00_5800,
        };
        self.word(base | size | rm | rn | rd);
    }
    /// Float vector operation (`.4s`, or `.2d` when `f64_`).
    pub fn vfloat(&mut self, op: VFloat, f64_: bool, d: u8, n: u8, m: u8) {
        let sz = if f64_ { 1 << 22 } else { 0 };
        let (rd, rn, rm) = (d as u32, (n as u32) << 5, (m as u32) << 16);
        let base = match op {
            VFloat::Fadd => 0x4e20_d400,
            VFloat::Fsub => 0x4ea0_d400,
            VFloat::Fmul => 0x6e20_dc00,
            VFloat::Fdiv => 0x6e20_fc00,
            VFloat::Fmax => 0x4e20_f400,
            VFloat::Fmin => 0x4ea0_f400,
            VFloat::Fmaxnm => 0x4e20_c400,
            VFloat::Fminnm => 0x4ea0_c400,
            VFloat::Faddp => 0x6e20_d400,
            VFloat::Fcmeq => 0x4e20_e400,
            VFloat::Fcmge => 0x6e20_e400,
            VFloat::Fcmgt => 0x6ea0_e400,
            VFloat::Fmla => 0x4e20_cc00,
            VFloat::Fmls => 0x4ea0_cc00,
        };
        self.word(base | sz | rm | rn | rd);
    }
    /// Bitwise vector operation (`.16b`).
    pub fn vlogic(&mut self, op: VLogic, d: u8, n: u8, m: u8) {
        let (rd, rn, rm) = (d as u32, (n as u32) << 5, (m as u32) << 16);
        let base = match op {
            VLogic::And => 0x4e20_1c00,
            VLogic::Bic => 0x4e60_1c00,
            VLogic::Orr => 0x4ea0_1c00,
            VLogic::Eor => 0x6e20_1c00,
            VLogic::Bsl => 0x6e60_1c00,
        };
        self.word(base | rm | rn | rd);
    }
    /// `mvn vd.16b, vn.16b`
    pub fn vnot(&mut self, d: u8, n: u8) {
        a64!(self.ops, mvn V(d).B16, V(n).B16);
    }
    /// One-operand float vector operation (`.4s` / `.2d`).
    pub fn vfun(&mut self, op: FUn, f64_: bool, d: u8, n: u8) {
        let sz = if f64_ { 1 << 22 } else { 0 };
        let base = match op {
            FUn::Fsqrt => 0x6ea1_f800,
            FUn::Fneg => 0x6ea0_f800,
            FUn::Fabs => 0x4ea0_f800,
            FUn::Frintn => 0x4e21_8800,
            FUn::Frintm => 0x4e21_9800,
            FUn::Frintp => 0x4ea1_8800,
            FUn::Frintz => 0x4ea1_9800,
        };
        self.word(base | sz | ((n as u32) << 5) | d as u32);
    }
    /// `abs vd.T, vn.T`
    pub fn vabs(&mut self, arr: Arr, d: u8, n: u8) {
        self.word(0x4e20_b800 | (arr.size() << 22) | ((n as u32) << 5) | d as u32);
    }
    /// `neg vd.T, vn.T`
    pub fn vneg(&mut self, arr: Arr, d: u8, n: u8) {
        self.word(0x6e20_b800 | (arr.size() << 22) | ((n as u32) << 5) | d as u32);
    }
    /// Shift by an immediate: `shl` (0 ≤ sh < esize), `ushr`/`sshr`
    /// (1 ≤ sh ≤ esize).
    pub fn vshift_imm(&mut self, op: ShiftKind, arr: Arr, d: u8, n: u8, sh: u32) {
        let es = arr.bits();
        // immh:immb = esize + sh (shl) or 2*esize - sh (right shifts)
        let (base, imm) = match op {
            ShiftKind::Lsl => (0x4f00_5400, es + sh),
            ShiftKind::Lsr => (0x6f00_0400, 2 * es - sh),
            ShiftKind::Asr => (0x4f00_0400, 2 * es - sh),
        };
        self.word(base | (imm << 16) | ((n as u32) << 5) | d as u32);
    }
    /// `scvtf vd.T, vn.T` / `fcvtzs vd.T, vn.T` (`.4s` or `.2d`)
    pub fn vcvt_int_float(&mut self, to_float: bool, f64_: bool, d: u8, n: u8) {
        let sz = if f64_ { 1 << 22 } else { 0 };
        let base = if to_float { 0x4e21_d800 } else { 0x4ea1_b800 };
        self.word(base | sz | ((n as u32) << 5) | d as u32);
    }
    /// `fcvtl vd.2d, vn.2s` (from64 false) / `fcvtn vd.2s, vn.2d`
    /// (from64 true; upper half zeroed)
    pub fn vcvt_f32_f64(&mut self, from64: bool, d: u8, n: u8) {
        let w = if from64 { 0x0e61_6800 } else { 0x0e61_7800 };
        self.word(w | ((n as u32) << 5) | d as u32);
    }
    /// `fcvtl vd.4s, vn.4h` (f16 → f32, exact)
    pub fn fcvtl_h(&mut self, d: u8, n: u8) {
        self.word(0x0e21_7800 | ((n as u32) << 5) | d as u32);
    }
    /// `fcvtn vd.4h, vn.4s` (f32 → f16, to nearest even; upper half zeroed).
    /// dynasm 5.1 rejects this form: the word is written directly.
    pub fn fcvtn_h(&mut self, d: u8, n: u8) {
        self.word(0x0e21_6800 | ((n as u32) << 5) | d as u32);
    }
    /// `sxtl`/`uxtl` (`sshll`/`ushll #0`) of the low half: lanes of `from`
    /// bits to twice that width.
    pub fn vextend(&mut self, signed: bool, from_bits: u32, d: u8, n: u8) {
        let base = if signed { 0x0f00_a400 } else { 0x2f00_a400 };
        // immh = the destination element size marker
        let immh = from_bits / 8;
        self.word(base | (immh << 19) | ((n as u32) << 5) | d as u32);
    }
    /// `xtn vd.T/2, vn.T`: lanes narrowed to half width (low half of vd;
    /// upper half zeroed). `to_bits` is the narrow width.
    pub fn xtn(&mut self, to_bits: u32, d: u8, n: u8) {
        let size = match to_bits {
            8 => 0,
            16 => 1,
            _ => 2,
        };
        self.word(0x0e21_2800 | (size << 22) | ((n as u32) << 5) | d as u32);
    }
    /// `fmla vd.4s, vn.4s, vm.s[lane]` (`.2d`/`.d[lane]` for f64; `fmls`
    /// when `sub`): d ± n * lane of m, one rounding.
    pub fn fmla_lane(&mut self, sub: bool, f64_: bool, d: u8, n: u8, m: u8, lane: u32) {
        let base = if sub { 0x4f80_5000 } else { 0x4f80_1000 };
        // the index is H:L for .s, H for .d
        let (h, l) = if f64_ {
            (lane & 1, 0)
        } else {
            ((lane >> 1) & 1, lane & 1)
        };
        self.word(
            base | ((f64_ as u32) << 22)
                | (l << 21)
                | ((m as u32) << 16)
                | (h << 11)
                | ((n as u32) << 5)
                | d as u32,
        );
    }
    /// `dup vd.T, vn.T[lane]`
    pub fn dup_elem(&mut self, arr: Arr, d: u8, n: u8, lane: u32) {
        let imm5 = lane_imm5(arr, lane);
        self.word(0x4e00_0400 | (imm5 << 16) | ((n as u32) << 5) | d as u32);
    }
    /// `dup vd.T, wn|xn`
    pub fn dup_gpr(&mut self, arr: Arr, d: u8, n: u8) {
        let imm5 = lane_imm5(arr, 0);
        self.word(0x4e00_0c00 | (imm5 << 16) | ((n as u32) << 5) | d as u32);
    }
    /// `mov vd.T[lane], wn|xn` (`ins`)
    pub fn ins_gpr(&mut self, arr: Arr, d: u8, lane: u32, n: u8) {
        let imm5 = lane_imm5(arr, lane);
        self.word(0x4e00_1c00 | (imm5 << 16) | ((n as u32) << 5) | d as u32);
    }
    /// `mov vd.T[dl], vn.T[nl]` (`ins`, element)
    pub fn ins_elem(&mut self, arr: Arr, d: u8, dl: u32, n: u8, nl: u32) {
        let imm5 = lane_imm5(arr, dl);
        let imm4 = nl << arr.size();
        self.word(0x6e00_0400 | (imm5 << 16) | (imm4 << 11) | ((n as u32) << 5) | d as u32);
    }
    /// `umov wd|xd, vn.T[lane]` (zero-extended)
    pub fn umov(&mut self, arr: Arr, d: u8, n: u8, lane: u32) {
        let imm5 = lane_imm5(arr, lane);
        let q = if arr == Arr::D2 { 1 << 30 } else { 0 };
        self.word(0x0e00_3c00 | q | (imm5 << 16) | ((n as u32) << 5) | d as u32);
    }
    /// `tbl vd.16b, {vn.16b}, vm.16b` (indices ≥ 16 give 0)
    pub fn tbl(&mut self, d: u8, n: u8, m: u8) {
        self.word(0x4e00_0000 | ((m as u32) << 16) | ((n as u32) << 5) | d as u32);
    }
    /// `ext vd.16b, vn.16b, vm.16b, #imm`: bytes `imm..` of `vm:vn`
    pub fn ext_bytes(&mut self, d: u8, n: u8, m: u8, imm: u32) {
        self.word(0x6e00_0000 | ((m as u32) << 16) | (imm << 11) | ((n as u32) << 5) | d as u32);
    }
    /// `addv` of the lanes of `arr` into lane 0 (`b`, `h`, `s`).
    pub fn addv(&mut self, arr: Arr, d: u8, n: u8) {
        self.word(0x4e31_b800 | (arr.size() << 22) | ((n as u32) << 5) | d as u32);
    }
    /// `addv b`, of the low 8 bytes only (`addv bd, vn.8b`)
    pub fn addv_8b(&mut self, d: u8, n: u8) {
        self.word(0x0e31_b800 | ((n as u32) << 5) | d as u32);
    }
}

/// The first instruction of a constant: `movz` of a chunk, or `movn` of
/// its complement.
type MovFirst = fn(&mut Asm, u8, u16, u32);

/// `imm5` of the element-indexed forms: the size marker and the lane.
fn lane_imm5(arr: Arr, lane: u32) -> u32 {
    let s = arr.size();
    ((lane << 1) | 1) << s
}

/// Two-register-source integer operations of [`Asm::alu_rrr`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum AluRR {
    Add,
    Sub,
    And,
    Orr,
    Eor,
    Mul,
    Lslv,
    Lsrv,
    Asrv,
    Sdiv,
    Udiv,
    /// 64-bit only
    Smulh,
    /// 64-bit only
    Umulh,
}

/// Shift kinds.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ShiftKind {
    Lsl,
    Lsr,
    Asr,
}

/// Scalar float binary operations.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FArith {
    Fadd,
    Fsub,
    Fmul,
    Fdiv,
}

/// Scalar fused multiply-adds.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FmaKind {
    Fmadd,
    Fmsub,
    Fnmadd,
    Fnmsub,
}

impl crate::isa::TargetAsm for Asm {
    fn new() -> Asm {
        Asm::new()
    }
    fn offset(&self) -> usize {
        Asm::offset(self)
    }
    fn new_label(&mut self) -> DynamicLabel {
        Asm::new_label(self)
    }
    fn bind(&mut self, l: DynamicLabel) {
        Asm::bind(self, l)
    }
    fn finalize(self) -> Result<Vec<u8>, crate::isa::EmitError> {
        self.ops
            .finalize()
            .map_err(|e| crate::isa::EmitError(format!("assembler: {e:?}")))
    }
}
