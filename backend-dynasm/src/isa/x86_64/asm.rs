//! Physical x86-64 instruction forms over dynasm-rs 5.1.
//!
//! Every instruction the backend emits goes through a method of [`Asm`]; the
//! golden test (`tests/golden.rs`) decodes each form with iced-x86. Forms
//! that dynasm 5.1 encodes wrongly (see `shared/spec/dynasm-notes.md`) use a
//! workaround, named at the method:
//!
//! * operand swap bug (`vshufps/pd`, `vblendps/pd`, `vpblendd`, `vpblendw`,
//!   `vpalignr`, `vcmpps/pd`): the register forms are written with the two
//!   sources swapped, which dynasm swaps back; compares are hand-encoded;
//! * lost VEX.L (`vbroadcastss ymm, m32`, `vpsrlq ymm, imm`, `vcmp*pd ymm`):
//!   `vpbroadcastd` from memory; `vpsrlq` and compares hand-encoded;
//! * lost VEX.W (packed-double FMAs, `vgatherdpd/qpd`, `vpmaskmovq`):
//!   hand-encoded FMAs and gathers; masked 64-bit moves use `vmaskmovpd`;
//! * rejected `vmovmskps/pd`, `vpmovmskb`: hand-encoded.
//!
//! Registers are plain numbers (x86 encoding: 0 = rax … 15 = r15; ymm0–15).

// dynasm expands dynamic registers to `x.into()`, which clippy flags for u8.
#![allow(clippy::useless_conversion)]

use dynasmrt::x64::X64Relocation;
use dynasmrt::{dynasm, DynamicLabel, DynasmApi, DynasmLabelApi, VecAssembler};

use crate::mir::{Elem, FloatCC, FmaOp, FmaTy, MemKind, ShiftOp, VBinOp, VCvt, VShuf, VTy, Width};

/// A memory operand with physical registers.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PAddr {
    /// `[rip + label]`
    Rip(DynamicLabel),
    /// `[base + disp]`
    Base { base: u8, disp: i32 },
    /// `[base + index*scale + disp]` (index ≠ rsp; scale 1, 2, 4, 8)
    Index {
        base: u8,
        index: u8,
        scale: u8,
        disp: i32,
    },
}

/// Register or memory operand.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RM {
    R(u8),
    M(PAddr),
}

/// x86 condition codes (the low nibble of `Jcc`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Cond {
    O = 0,
    NO = 1,
    B = 2,
    AE = 3,
    E = 4,
    NE = 5,
    BE = 6,
    A = 7,
    S = 8,
    NS = 9,
    P = 10,
    NP = 11,
    L = 12,
    GE = 13,
    LE = 14,
    G = 15,
}

impl Cond {
    pub const ALL: [Cond; 16] = [
        Cond::O,
        Cond::NO,
        Cond::B,
        Cond::AE,
        Cond::E,
        Cond::NE,
        Cond::BE,
        Cond::A,
        Cond::S,
        Cond::NS,
        Cond::P,
        Cond::NP,
        Cond::L,
        Cond::GE,
        Cond::LE,
        Cond::G,
    ];
    pub fn invert(self) -> Cond {
        Cond::ALL[(self as usize) ^ 1]
    }
}

/// ALU operations with a register/immediate source.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Alu2 {
    Add,
    Sub,
    And,
    Or,
    Xor,
    Cmp,
}

/// VEX prefix fields for hand-encoded instructions.
#[derive(Clone, Copy, Debug)]
pub struct Vex {
    /// 0: none, 1: 66, 2: F3, 3: F2
    pub pp: u8,
    /// 1: 0F, 2: 0F38, 3: 0F3A
    pub map: u8,
    pub w: bool,
    pub l: bool,
}

/// The AVX compare predicate immediates (quiet forms) of MLIR's predicates.
pub fn cmp_imm(p: FloatCC) -> u8 {
    use FloatCC::*;
    match p {
        Oeq => 0x00,
        Ogt => 0x1e,
        Oge => 0x1d,
        Olt => 0x11,
        Ole => 0x12,
        One => 0x0c,
        Ord => 0x07,
        Ueq => 0x08,
        Ugt => 0x16,
        Uge => 0x15,
        Ult => 0x19,
        Ule => 0x1a,
        Une => 0x04,
        Uno => 0x03,
    }
}

/// Emits an instruction with a memory operand given as a [`PAddr`]:
/// `mem!(ops, m, [prefix tokens], [suffix tokens])`.
macro_rules! mem {
    ($ops:expr, $m:expr, [$($pre:tt)*], [$($post:tt)*]) => {{
        match $m {
            PAddr::Rip(l) => dynasm!($ops ; .arch x64 ; $($pre)* [=>l] $($post)*),
            PAddr::Base { base, disp } => dynasm!($ops ; .arch x64 ; $($pre)* [Rq(base) + disp] $($post)*),
            PAddr::Index { base, index, scale: 1, disp } => dynasm!($ops ; .arch x64 ; $($pre)* [Rq(base) + Rq(index) * 1 + disp] $($post)*),
            PAddr::Index { base, index, scale: 2, disp } => dynasm!($ops ; .arch x64 ; $($pre)* [Rq(base) + Rq(index) * 2 + disp] $($post)*),
            PAddr::Index { base, index, scale: 4, disp } => dynasm!($ops ; .arch x64 ; $($pre)* [Rq(base) + Rq(index) * 4 + disp] $($post)*),
            PAddr::Index { base, index, scale: _, disp } => dynasm!($ops ; .arch x64 ; $($pre)* [Rq(base) + Rq(index) * 8 + disp] $($post)*),
        }
    }};
}

/// `mn Ry(d), Ry(a), Ry(b)/mem` (and the xmm variant with `X`).
macro_rules! v3 {
    ($ops:expr, $mn:ident, Y, $d:expr, $a:expr, $b:expr) => {{
        let (d, a): (u8, u8) = ($d, $a);
        match $b {
            RM::R(b) => dynasm!($ops ; .arch x64 ; $mn Ry(d), Ry(a), Ry(b)),
            RM::M(m) => mem!($ops, m, [$mn Ry(d), Ry(a),], []),
        }
    }};
    ($ops:expr, $mn:ident, X, $d:expr, $a:expr, $b:expr) => {{
        let (d, a): (u8, u8) = ($d, $a);
        match $b {
            RM::R(b) => dynasm!($ops ; .arch x64 ; $mn Rx(d), Rx(a), Rx(b)),
            RM::M(m) => mem!($ops, m, [$mn Rx(d), Rx(a),], []),
        }
    }};
}

/// The assembler: a `VecAssembler` plus the forms.
pub struct Asm {
    pub ops: VecAssembler<X64Relocation>,
}

impl Default for Asm {
    fn default() -> Self {
        Asm::new()
    }
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
        dynasm!(self.ops ; .arch x64 ; =>l);
    }
    pub fn bytes(&mut self, b: &[u8]) {
        for &x in b {
            self.ops.push(x);
        }
    }
    pub fn align(&mut self, n: usize) {
        self.ops.align(n, 0x90);
    }
    /// Pads to a multiple of `n` with the recommended multi-byte NOPs
    /// (`0F 1F /0`, at most 9 bytes each): loop headers, executed when a
    /// loop is entered by falling through.
    pub fn nop_align(&mut self, n: usize) {
        const NOPS: [&[u8]; 9] = [
            &[0x90],
            &[0x66, 0x90],
            &[0x0F, 0x1F, 0x00],
            &[0x0F, 0x1F, 0x40, 0x00],
            &[0x0F, 0x1F, 0x44, 0x00, 0x00],
            &[0x66, 0x0F, 0x1F, 0x44, 0x00, 0x00],
            &[0x0F, 0x1F, 0x80, 0x00, 0x00, 0x00, 0x00],
            &[0x0F, 0x1F, 0x84, 0x00, 0x00, 0x00, 0x00, 0x00],
            &[0x66, 0x0F, 0x1F, 0x84, 0x00, 0x00, 0x00, 0x00, 0x00],
        ];
        let mut pad = (n - self.offset() % n) % n;
        while pad > 0 {
            let k = pad.min(9);
            self.bytes(NOPS[k - 1]);
            pad -= k;
        }
    }

    // ------------------------------------------------------------------
    // Hand-encoded VEX (3-byte form, disp32 memory operands).
    // ------------------------------------------------------------------

    /// Emits `C4 RXB.map W.vvvv.L.pp opcode modrm [sib disp32] [imm]`.
    /// `rm` memory operands may not be rip-relative; a vector index in
    /// `PAddr::Index` encodes VSIB.
    pub fn vex(&mut self, v: Vex, opcode: u8, reg: u8, vvvv: u8, rm: RM, imm: Option<u8>) {
        let r = (!reg >> 3) & 1;
        let (x, b, tail): (u8, u8, Vec<u8>) = match rm {
            RM::R(n) => (1, (!n >> 3) & 1, vec![0xc0 | (reg & 7) << 3 | (n & 7)]),
            RM::M(PAddr::Base { base, disp }) => {
                let mut t = vec![0x84 | (reg & 7) << 3, 0x20 | (base & 7)];
                t.extend(disp.to_le_bytes());
                (1, (!base >> 3) & 1, t)
            }
            RM::M(PAddr::Index {
                base,
                index,
                scale,
                disp,
            }) => {
                let ss = match scale {
                    1 => 0,
                    2 => 1,
                    4 => 2,
                    _ => 3,
                };
                let mut t = vec![
                    0x84 | (reg & 7) << 3,
                    ss << 6 | (index & 7) << 3 | (base & 7),
                ];
                t.extend(disp.to_le_bytes());
                ((!index >> 3) & 1, (!base >> 3) & 1, t)
            }
            RM::M(PAddr::Rip(_)) => panic!("hand-encoded VEX forms take no rip-relative operand"),
        };
        let b1 = r << 7 | x << 6 | b << 5 | v.map;
        let b2 = (v.w as u8) << 7 | ((!vvvv) & 15) << 3 | (v.l as u8) << 2 | v.pp;
        self.bytes(&[0xc4, b1, b2, opcode]);
        self.bytes(&tail);
        if let Some(i) = imm {
            self.bytes(&[i]);
        }
    }

    // ------------------------------------------------------------------
    // GPR forms
    // ------------------------------------------------------------------

    pub fn mov_rr(&mut self, w64: bool, d: u8, s: u8) {
        if w64 {
            dynasm!(self.ops ; .arch x64 ; mov Rq(d), Rq(s));
        } else {
            dynasm!(self.ops ; .arch x64 ; mov Rd(d), Rd(s));
        }
    }

    /// `d = imm` without touching flags.
    pub fn mov_imm(&mut self, d: u8, imm: i64) {
        if (0..=u32::MAX as i64).contains(&imm) {
            let v = imm as u32 as i32;
            dynasm!(self.ops ; .arch x64 ; mov Rd(d), DWORD v);
        } else if imm >= i32::MIN as i64 && imm <= i32::MAX as i64 {
            let v = imm as i32;
            dynasm!(self.ops ; .arch x64 ; mov Rq(d), DWORD v);
        } else {
            dynasm!(self.ops ; .arch x64 ; mov Rq(d), QWORD imm);
        }
    }

    /// `movabs d, 0`: a 64-bit immediate the loader fills in (a relocation);
    /// returns the offset of the immediate.
    pub fn mov_imm64_slot(&mut self, d: u8) -> usize {
        let zero = 0i64;
        dynasm!(self.ops ; .arch x64 ; mov Rq(d), QWORD zero);
        self.offset() - 8
    }

    /// GPR load (zero/sign-extending to 64 bits).
    pub fn load(&mut self, kind: MemKind, d: u8, m: PAddr) {
        match kind {
            MemKind::U8 => mem!(self.ops, m, [movzx Rd(d), BYTE], []),
            MemKind::S8 => mem!(self.ops, m, [movsx Rq(d), BYTE], []),
            MemKind::U16 => mem!(self.ops, m, [movzx Rd(d), WORD], []),
            MemKind::S16 => mem!(self.ops, m, [movsx Rq(d), WORD], []),
            MemKind::U32 => mem!(self.ops, m, [mov Rd(d),], []),
            MemKind::S32 => mem!(self.ops, m, [movsxd Rq(d), DWORD], []),
            MemKind::I64 => mem!(self.ops, m, [mov Rq(d),], []),
            _ => panic!("not a GPR load"),
        }
    }

    /// GPR store of the low bytes.
    pub fn store(&mut self, kind: MemKind, m: PAddr, s: u8) {
        match kind {
            MemKind::U8 | MemKind::S8 => mem!(self.ops, m, [mov BYTE], [, Rb(s)]),
            MemKind::U16 | MemKind::S16 => mem!(self.ops, m, [mov WORD], [, Rw(s)]),
            MemKind::U32 | MemKind::S32 => mem!(self.ops, m, [mov DWORD], [, Rd(s)]),
            MemKind::I64 => mem!(self.ops, m, [mov QWORD], [, Rq(s)]),
            _ => panic!("not a GPR store"),
        }
    }

    pub fn lea(&mut self, d: u8, m: PAddr) {
        mem!(self.ops, m, [lea Rq(d),], []);
    }

    pub fn alu_rr(&mut self, op: Alu2, w64: bool, d: u8, s: u8) {
        match (op, w64) {
            (Alu2::Add, true) => dynasm!(self.ops ; .arch x64 ; add Rq(d), Rq(s)),
            (Alu2::Sub, true) => dynasm!(self.ops ; .arch x64 ; sub Rq(d), Rq(s)),
            (Alu2::And, true) => dynasm!(self.ops ; .arch x64 ; and Rq(d), Rq(s)),
            (Alu2::Or, true) => dynasm!(self.ops ; .arch x64 ; or Rq(d), Rq(s)),
            (Alu2::Xor, true) => dynasm!(self.ops ; .arch x64 ; xor Rq(d), Rq(s)),
            (Alu2::Cmp, true) => dynasm!(self.ops ; .arch x64 ; cmp Rq(d), Rq(s)),
            (Alu2::Add, false) => dynasm!(self.ops ; .arch x64 ; add Rd(d), Rd(s)),
            (Alu2::Sub, false) => dynasm!(self.ops ; .arch x64 ; sub Rd(d), Rd(s)),
            (Alu2::And, false) => dynasm!(self.ops ; .arch x64 ; and Rd(d), Rd(s)),
            (Alu2::Or, false) => dynasm!(self.ops ; .arch x64 ; or Rd(d), Rd(s)),
            (Alu2::Xor, false) => dynasm!(self.ops ; .arch x64 ; xor Rd(d), Rd(s)),
            (Alu2::Cmp, false) => dynasm!(self.ops ; .arch x64 ; cmp Rd(d), Rd(s)),
        }
    }

    pub fn alu_ri(&mut self, op: Alu2, w64: bool, d: u8, i: i32) {
        match (op, w64) {
            (Alu2::Add, true) => dynasm!(self.ops ; .arch x64 ; add Rq(d), DWORD i),
            (Alu2::Sub, true) => dynasm!(self.ops ; .arch x64 ; sub Rq(d), DWORD i),
            (Alu2::And, true) => dynasm!(self.ops ; .arch x64 ; and Rq(d), DWORD i),
            (Alu2::Or, true) => dynasm!(self.ops ; .arch x64 ; or Rq(d), DWORD i),
            (Alu2::Xor, true) => dynasm!(self.ops ; .arch x64 ; xor Rq(d), DWORD i),
            (Alu2::Cmp, true) => dynasm!(self.ops ; .arch x64 ; cmp Rq(d), DWORD i),
            (Alu2::Add, false) => dynasm!(self.ops ; .arch x64 ; add Rd(d), DWORD i),
            (Alu2::Sub, false) => dynasm!(self.ops ; .arch x64 ; sub Rd(d), DWORD i),
            (Alu2::And, false) => dynasm!(self.ops ; .arch x64 ; and Rd(d), DWORD i),
            (Alu2::Or, false) => dynasm!(self.ops ; .arch x64 ; or Rd(d), DWORD i),
            (Alu2::Xor, false) => dynasm!(self.ops ; .arch x64 ; xor Rd(d), DWORD i),
            (Alu2::Cmp, false) => dynasm!(self.ops ; .arch x64 ; cmp Rd(d), DWORD i),
        }
    }

    pub fn imul_rr(&mut self, w64: bool, d: u8, s: u8) {
        if w64 {
            dynasm!(self.ops ; .arch x64 ; imul Rq(d), Rq(s));
        } else {
            dynasm!(self.ops ; .arch x64 ; imul Rd(d), Rd(s));
        }
    }

    pub fn imul_rri(&mut self, w64: bool, d: u8, s: u8, i: i32) {
        if w64 {
            dynasm!(self.ops ; .arch x64 ; imul Rq(d), Rq(s), DWORD i);
        } else {
            dynasm!(self.ops ; .arch x64 ; imul Rd(d), Rd(s), DWORD i);
        }
    }

    pub fn neg(&mut self, w64: bool, d: u8) {
        if w64 {
            dynasm!(self.ops ; .arch x64 ; neg Rq(d));
        } else {
            dynasm!(self.ops ; .arch x64 ; neg Rd(d));
        }
    }

    pub fn not(&mut self, w64: bool, d: u8) {
        if w64 {
            dynasm!(self.ops ; .arch x64 ; not Rq(d));
        } else {
            dynasm!(self.ops ; .arch x64 ; not Rd(d));
        }
    }

    /// 64-bit shift by an immediate (0..=63).
    pub fn shift_ri(&mut self, op: ShiftOp, d: u8, c: u8) {
        let c = c as i8;
        match op {
            ShiftOp::Shl => dynasm!(self.ops ; .arch x64 ; shl Rq(d), BYTE c),
            ShiftOp::ShrU => dynasm!(self.ops ; .arch x64 ; shr Rq(d), BYTE c),
            ShiftOp::ShrS => dynasm!(self.ops ; .arch x64 ; sar Rq(d), BYTE c),
        }
    }

    /// 64-bit shift by `cl`.
    pub fn shift_cl(&mut self, op: ShiftOp, d: u8) {
        match op {
            ShiftOp::Shl => dynasm!(self.ops ; .arch x64 ; shl Rq(d), cl),
            ShiftOp::ShrU => dynasm!(self.ops ; .arch x64 ; shr Rq(d), cl),
            ShiftOp::ShrS => dynasm!(self.ops ; .arch x64 ; sar Rq(d), cl),
        }
    }

    pub fn test_rr(&mut self, w64: bool, a: u8, b: u8) {
        if w64 {
            dynasm!(self.ops ; .arch x64 ; test Rq(a), Rq(b));
        } else {
            dynasm!(self.ops ; .arch x64 ; test Rd(a), Rd(b));
        }
    }

    /// `d = sign/zero-extend(low `from` bits of s)` to 64 bits.
    pub fn ext(&mut self, signed: bool, from: Width, d: u8, s: u8) {
        match (signed, from) {
            (true, Width::W8) => dynasm!(self.ops ; .arch x64 ; movsx Rq(d), Rb(s)),
            (true, Width::W16) => dynasm!(self.ops ; .arch x64 ; movsx Rq(d), Rw(s)),
            (true, Width::W32) => dynasm!(self.ops ; .arch x64 ; movsxd Rq(d), Rd(s)),
            (false, Width::W8) => dynasm!(self.ops ; .arch x64 ; movzx Rd(d), Rb(s)),
            (false, Width::W16) => dynasm!(self.ops ; .arch x64 ; movzx Rd(d), Rw(s)),
            (false, Width::W32) => dynasm!(self.ops ; .arch x64 ; mov Rd(d), Rd(s)),
            (_, Width::W64) => dynasm!(self.ops ; .arch x64 ; mov Rq(d), Rq(s)),
        }
    }

    /// `setcc d8; movzx d32, d8`.
    pub fn setcc(&mut self, c: Cond, d: u8) {
        match c {
            Cond::O => dynasm!(self.ops ; .arch x64 ; seto Rb(d)),
            Cond::NO => dynasm!(self.ops ; .arch x64 ; setno Rb(d)),
            Cond::B => dynasm!(self.ops ; .arch x64 ; setb Rb(d)),
            Cond::AE => dynasm!(self.ops ; .arch x64 ; setae Rb(d)),
            Cond::E => dynasm!(self.ops ; .arch x64 ; sete Rb(d)),
            Cond::NE => dynasm!(self.ops ; .arch x64 ; setne Rb(d)),
            Cond::BE => dynasm!(self.ops ; .arch x64 ; setbe Rb(d)),
            Cond::A => dynasm!(self.ops ; .arch x64 ; seta Rb(d)),
            Cond::S => dynasm!(self.ops ; .arch x64 ; sets Rb(d)),
            Cond::NS => dynasm!(self.ops ; .arch x64 ; setns Rb(d)),
            Cond::P => dynasm!(self.ops ; .arch x64 ; setp Rb(d)),
            Cond::NP => dynasm!(self.ops ; .arch x64 ; setnp Rb(d)),
            Cond::L => dynasm!(self.ops ; .arch x64 ; setl Rb(d)),
            Cond::GE => dynasm!(self.ops ; .arch x64 ; setge Rb(d)),
            Cond::LE => dynasm!(self.ops ; .arch x64 ; setle Rb(d)),
            Cond::G => dynasm!(self.ops ; .arch x64 ; setg Rb(d)),
        }
        dynasm!(self.ops ; .arch x64 ; movzx Rd(d), Rb(d));
    }

    /// 64-bit `cmovcc d, s`.
    pub fn cmov(&mut self, c: Cond, d: u8, s: u8) {
        match c {
            Cond::O => dynasm!(self.ops ; .arch x64 ; cmovo Rq(d), Rq(s)),
            Cond::NO => dynasm!(self.ops ; .arch x64 ; cmovno Rq(d), Rq(s)),
            Cond::B => dynasm!(self.ops ; .arch x64 ; cmovb Rq(d), Rq(s)),
            Cond::AE => dynasm!(self.ops ; .arch x64 ; cmovae Rq(d), Rq(s)),
            Cond::E => dynasm!(self.ops ; .arch x64 ; cmove Rq(d), Rq(s)),
            Cond::NE => dynasm!(self.ops ; .arch x64 ; cmovne Rq(d), Rq(s)),
            Cond::BE => dynasm!(self.ops ; .arch x64 ; cmovbe Rq(d), Rq(s)),
            Cond::A => dynasm!(self.ops ; .arch x64 ; cmova Rq(d), Rq(s)),
            Cond::S => dynasm!(self.ops ; .arch x64 ; cmovs Rq(d), Rq(s)),
            Cond::NS => dynasm!(self.ops ; .arch x64 ; cmovns Rq(d), Rq(s)),
            Cond::P => dynasm!(self.ops ; .arch x64 ; cmovp Rq(d), Rq(s)),
            Cond::NP => dynasm!(self.ops ; .arch x64 ; cmovnp Rq(d), Rq(s)),
            Cond::L => dynasm!(self.ops ; .arch x64 ; cmovl Rq(d), Rq(s)),
            Cond::GE => dynasm!(self.ops ; .arch x64 ; cmovge Rq(d), Rq(s)),
            Cond::LE => dynasm!(self.ops ; .arch x64 ; cmovle Rq(d), Rq(s)),
            Cond::G => dynasm!(self.ops ; .arch x64 ; cmovg Rq(d), Rq(s)),
        }
    }

    pub fn jcc(&mut self, c: Cond, l: DynamicLabel) {
        match c {
            Cond::O => dynasm!(self.ops ; .arch x64 ; jo =>l),
            Cond::NO => dynasm!(self.ops ; .arch x64 ; jno =>l),
            Cond::B => dynasm!(self.ops ; .arch x64 ; jb =>l),
            Cond::AE => dynasm!(self.ops ; .arch x64 ; jae =>l),
            Cond::E => dynasm!(self.ops ; .arch x64 ; je =>l),
            Cond::NE => dynasm!(self.ops ; .arch x64 ; jne =>l),
            Cond::BE => dynasm!(self.ops ; .arch x64 ; jbe =>l),
            Cond::A => dynasm!(self.ops ; .arch x64 ; ja =>l),
            Cond::S => dynasm!(self.ops ; .arch x64 ; js =>l),
            Cond::NS => dynasm!(self.ops ; .arch x64 ; jns =>l),
            Cond::P => dynasm!(self.ops ; .arch x64 ; jp =>l),
            Cond::NP => dynasm!(self.ops ; .arch x64 ; jnp =>l),
            Cond::L => dynasm!(self.ops ; .arch x64 ; jl =>l),
            Cond::GE => dynasm!(self.ops ; .arch x64 ; jge =>l),
            Cond::LE => dynasm!(self.ops ; .arch x64 ; jle =>l),
            Cond::G => dynasm!(self.ops ; .arch x64 ; jg =>l),
        }
    }

    pub fn jmp(&mut self, l: DynamicLabel) {
        dynasm!(self.ops ; .arch x64 ; jmp =>l);
    }
    pub fn call_label(&mut self, l: DynamicLabel) {
        dynasm!(self.ops ; .arch x64 ; call =>l);
    }
    pub fn call_r(&mut self, r: u8) {
        dynasm!(self.ops ; .arch x64 ; call Rq(r));
    }
    pub fn ret(&mut self) {
        dynasm!(self.ops ; .arch x64 ; ret);
    }
    pub fn push(&mut self, r: u8) {
        dynasm!(self.ops ; .arch x64 ; push Rq(r));
    }
    pub fn pop(&mut self, r: u8) {
        dynasm!(self.ops ; .arch x64 ; pop Rq(r));
    }
    /// Sign-extends rax into rdx (64-bit) or eax into edx (32-bit).
    pub fn cqo(&mut self, w64: bool) {
        if w64 {
            dynasm!(self.ops ; .arch x64 ; cqo);
        } else {
            dynasm!(self.ops ; .arch x64 ; cdq);
        }
    }
    /// `idiv r` / `div r` on rdx:rax (or edx:eax).
    pub fn div(&mut self, signed: bool, w64: bool, r: u8) {
        match (signed, w64) {
            (true, true) => dynasm!(self.ops ; .arch x64 ; idiv Rq(r)),
            (true, false) => dynasm!(self.ops ; .arch x64 ; idiv Rd(r)),
            (false, true) => dynasm!(self.ops ; .arch x64 ; div Rq(r)),
            (false, false) => dynasm!(self.ops ; .arch x64 ; div Rd(r)),
        }
    }
    /// `imul r64` / `mul r64`: rdx:rax = rax * r (128-bit product).
    pub fn mul_wide(&mut self, signed: bool, r: u8) {
        if signed {
            dynasm!(self.ops ; .arch x64 ; imul Rq(r));
        } else {
            dynasm!(self.ops ; .arch x64 ; mul Rq(r));
        }
    }
    pub fn vzeroupper(&mut self) {
        dynasm!(self.ops ; .arch x64 ; vzeroupper);
    }

    // ------------------------------------------------------------------
    // Vector moves
    // ------------------------------------------------------------------

    pub fn vmov(&mut self, d: u8, s: u8) {
        dynasm!(self.ops ; .arch x64 ; vmovaps Ry(d), Ry(s));
    }
    /// Zeroes the whole ymm register.
    pub fn vzero(&mut self, d: u8) {
        dynasm!(self.ops ; .arch x64 ; vxorps Rx(d), Rx(d), Rx(d));
    }

    pub fn vload(&mut self, kind: MemKind, d: u8, m: PAddr) {
        match kind {
            MemKind::F32 => mem!(self.ops, m, [vmovss Rx(d),], []),
            MemKind::F64 => mem!(self.ops, m, [vmovsd Rx(d),], []),
            MemKind::V64 => mem!(self.ops, m, [vmovq Rx(d),], []),
            MemKind::V128 => mem!(self.ops, m, [vmovups Rx(d),], []),
            MemKind::V256 => mem!(self.ops, m, [vmovups Ry(d),], []),
            _ => panic!("not a vector load"),
        }
    }

    /// 32-byte aligned spill load/store (`vmovaps`).
    pub fn vload_aligned(&mut self, d: u8, m: PAddr) {
        mem!(self.ops, m, [vmovaps Ry(d),], []);
    }
    pub fn vstore_aligned(&mut self, m: PAddr, s: u8) {
        mem!(self.ops, m, [vmovaps], [, Ry(s)]);
    }

    pub fn vstore(&mut self, kind: MemKind, m: PAddr, s: u8) {
        match kind {
            MemKind::F32 => mem!(self.ops, m, [vmovss], [, Rx(s)]),
            MemKind::F64 => mem!(self.ops, m, [vmovsd], [, Rx(s)]),
            MemKind::V64 => mem!(self.ops, m, [vmovq], [, Rx(s)]),
            MemKind::V128 => mem!(self.ops, m, [vmovups], [, Rx(s)]),
            MemKind::V256 => mem!(self.ops, m, [vmovups], [, Ry(s)]),
            _ => panic!("not a vector store"),
        }
    }

    /// `vmovd xmm, r32` / `vmovq xmm, r64`
    pub fn mov_to_vec(&mut self, w64: bool, d: u8, s: u8) {
        if w64 {
            dynasm!(self.ops ; .arch x64 ; vmovq Rx(d), Rq(s));
        } else {
            dynasm!(self.ops ; .arch x64 ; vmovd Rx(d), Rd(s));
        }
    }
    /// `vmovd r32, xmm` / `vmovq r64, xmm`
    pub fn mov_to_gpr(&mut self, w64: bool, d: u8, s: u8) {
        if w64 {
            dynasm!(self.ops ; .arch x64 ; vmovq Rq(d), Rx(s));
        } else {
            dynasm!(self.ops ; .arch x64 ; vmovd Rd(d), Rx(s));
        }
    }

    // ------------------------------------------------------------------
    // Scalar float
    // ------------------------------------------------------------------

    pub fn fbin(&mut self, op: crate::mir::FBinOp, f64_: bool, d: u8, a: u8, b: RM) {
        use crate::mir::FBinOp::*;
        match (op, f64_) {
            (Add, false) => v3!(self.ops, vaddss, X, d, a, b),
            (Sub, false) => v3!(self.ops, vsubss, X, d, a, b),
            (Mul, false) => v3!(self.ops, vmulss, X, d, a, b),
            (Div, false) => v3!(self.ops, vdivss, X, d, a, b),
            (MaxIsa, false) => v3!(self.ops, vmaxss, X, d, a, b),
            (MinIsa, false) => v3!(self.ops, vminss, X, d, a, b),
            (Add, true) => v3!(self.ops, vaddsd, X, d, a, b),
            (Sub, true) => v3!(self.ops, vsubsd, X, d, a, b),
            (Mul, true) => v3!(self.ops, vmulsd, X, d, a, b),
            (Div, true) => v3!(self.ops, vdivsd, X, d, a, b),
            (MaxIsa, true) => v3!(self.ops, vmaxsd, X, d, a, b),
            (MinIsa, true) => v3!(self.ops, vminsd, X, d, a, b),
        }
    }

    pub fn fsqrt(&mut self, f64_: bool, d: u8, a: u8) {
        if f64_ {
            dynasm!(self.ops ; .arch x64 ; vsqrtsd Rx(d), Rx(a), Rx(a));
        } else {
            dynasm!(self.ops ; .arch x64 ; vsqrtss Rx(d), Rx(a), Rx(a));
        }
    }

    pub fn fround(&mut self, f64_: bool, d: u8, a: u8, mode: u8) {
        let m = mode as i8;
        if f64_ {
            dynasm!(self.ops ; .arch x64 ; vroundsd Rx(d), Rx(a), Rx(a), BYTE m);
        } else {
            dynasm!(self.ops ; .arch x64 ; vroundss Rx(d), Rx(a), Rx(a), BYTE m);
        }
    }

    /// `vcmpss/sd d, a, b, pred` (hand-encoded, see the module docs).
    pub fn fcmp_scalar(&mut self, f64_: bool, pred: FloatCC, d: u8, a: u8, b: u8) {
        let v = Vex {
            pp: if f64_ { 3 } else { 2 },
            map: 1,
            w: false,
            l: false,
        };
        self.vex(v, 0xc2, d, a, RM::R(b), Some(cmp_imm(pred)));
    }

    /// `vcvtsi2ss/sd xmm(d), xmm(d), r32/r64`
    pub fn cvt_si_to_f(&mut self, w64: bool, f64_: bool, d: u8, s: u8) {
        match (w64, f64_) {
            (false, false) => dynasm!(self.ops ; .arch x64 ; vcvtsi2ss Rx(d), Rx(d), Rd(s)),
            (true, false) => dynasm!(self.ops ; .arch x64 ; vcvtsi2ss Rx(d), Rx(d), Rq(s)),
            (false, true) => dynasm!(self.ops ; .arch x64 ; vcvtsi2sd Rx(d), Rx(d), Rd(s)),
            (true, true) => dynasm!(self.ops ; .arch x64 ; vcvtsi2sd Rx(d), Rx(d), Rq(s)),
        }
    }

    /// `vcvttss2si/vcvttsd2si r32/r64, xmm`
    pub fn cvtt_f_to_si(&mut self, w64: bool, f64_: bool, d: u8, s: u8) {
        match (w64, f64_) {
            (false, false) => dynasm!(self.ops ; .arch x64 ; vcvttss2si Rd(d), Rx(s)),
            (true, false) => dynasm!(self.ops ; .arch x64 ; vcvttss2si Rq(d), Rx(s)),
            (false, true) => dynasm!(self.ops ; .arch x64 ; vcvttsd2si Rd(d), Rx(s)),
            (true, true) => dynasm!(self.ops ; .arch x64 ; vcvttsd2si Rq(d), Rx(s)),
        }
    }

    /// `vcvtss2sd` (from f32) / `vcvtsd2ss` (from f64): `d = cvt(a)`.
    pub fn cvt_ff(&mut self, from_f64: bool, d: u8, a: u8) {
        if from_f64 {
            dynasm!(self.ops ; .arch x64 ; vcvtsd2ss Rx(d), Rx(a), Rx(a));
        } else {
            dynasm!(self.ops ; .arch x64 ; vcvtss2sd Rx(d), Rx(a), Rx(a));
        }
    }

    // ------------------------------------------------------------------
    // Packed
    // ------------------------------------------------------------------

    pub fn vbin(&mut self, op: VBinOp, ty: VTy, d: u8, a: u8, b: RM) {
        use VBinOp::*;
        use VTy::*;
        match (op, ty) {
            (FAdd, F32x8) => v3!(self.ops, vaddps, Y, d, a, b),
            (FAdd, _) => v3!(self.ops, vaddpd, Y, d, a, b),
            (FSub, F32x8) => v3!(self.ops, vsubps, Y, d, a, b),
            (FSub, _) => v3!(self.ops, vsubpd, Y, d, a, b),
            (FMul, F32x8) => v3!(self.ops, vmulps, Y, d, a, b),
            (FMul, _) => v3!(self.ops, vmulpd, Y, d, a, b),
            (FDiv, F32x8) => v3!(self.ops, vdivps, Y, d, a, b),
            (FDiv, _) => v3!(self.ops, vdivpd, Y, d, a, b),
            (FMaxIsa, F32x8) => v3!(self.ops, vmaxps, Y, d, a, b),
            (FMaxIsa, _) => v3!(self.ops, vmaxpd, Y, d, a, b),
            (FMinIsa, F32x8) => v3!(self.ops, vminps, Y, d, a, b),
            (FMinIsa, _) => v3!(self.ops, vminpd, Y, d, a, b),
            // (rejected by the emitter before they get here)
            (FMaximum | FMinimum, _) => {}
            (FHAdd, F32x8) => v3!(self.ops, vhaddps, Y, d, a, b),
            (FHAdd, _) => v3!(self.ops, vhaddpd, Y, d, a, b),
            (And, F32x8) => v3!(self.ops, vandps, Y, d, a, b),
            (And, F64x4) => v3!(self.ops, vandpd, Y, d, a, b),
            (And, _) => v3!(self.ops, vpand, Y, d, a, b),
            (AndNot, F32x8) => v3!(self.ops, vandnps, Y, d, a, b),
            (AndNot, F64x4) => v3!(self.ops, vandnpd, Y, d, a, b),
            (AndNot, _) => v3!(self.ops, vpandn, Y, d, a, b),
            (Or, F32x8) => v3!(self.ops, vorps, Y, d, a, b),
            (Or, F64x4) => v3!(self.ops, vorpd, Y, d, a, b),
            (Or, _) => v3!(self.ops, vpor, Y, d, a, b),
            (Xor, F32x8) => v3!(self.ops, vxorps, Y, d, a, b),
            (Xor, F64x4) => v3!(self.ops, vxorpd, Y, d, a, b),
            (Xor, _) => v3!(self.ops, vpxor, Y, d, a, b),
            (Add, I8x32) => v3!(self.ops, vpaddb, Y, d, a, b),
            (Add, I16x16) => v3!(self.ops, vpaddw, Y, d, a, b),
            (Add, I32x8) => v3!(self.ops, vpaddd, Y, d, a, b),
            (Add, _) => v3!(self.ops, vpaddq, Y, d, a, b),
            (Sub, I8x32) => v3!(self.ops, vpsubb, Y, d, a, b),
            (Sub, I16x16) => v3!(self.ops, vpsubw, Y, d, a, b),
            (Sub, I32x8) => v3!(self.ops, vpsubd, Y, d, a, b),
            (Sub, _) => v3!(self.ops, vpsubq, Y, d, a, b),
            (MulLo, I16x16) => v3!(self.ops, vpmullw, Y, d, a, b),
            (MulLo, _) => v3!(self.ops, vpmulld, Y, d, a, b),
            (MinS, I8x32) => v3!(self.ops, vpminsb, Y, d, a, b),
            (MinS, I16x16) => v3!(self.ops, vpminsw, Y, d, a, b),
            (MinS, _) => v3!(self.ops, vpminsd, Y, d, a, b),
            (MaxS, I8x32) => v3!(self.ops, vpmaxsb, Y, d, a, b),
            (MaxS, I16x16) => v3!(self.ops, vpmaxsw, Y, d, a, b),
            (MaxS, _) => v3!(self.ops, vpmaxsd, Y, d, a, b),
            (MinU, I8x32) => v3!(self.ops, vpminub, Y, d, a, b),
            (MinU, I16x16) => v3!(self.ops, vpminuw, Y, d, a, b),
            (MinU, _) => v3!(self.ops, vpminud, Y, d, a, b),
            (MaxU, I8x32) => v3!(self.ops, vpmaxub, Y, d, a, b),
            (MaxU, I16x16) => v3!(self.ops, vpmaxuw, Y, d, a, b),
            (MaxU, _) => v3!(self.ops, vpmaxud, Y, d, a, b),
            (CmpEq, I8x32) => v3!(self.ops, vpcmpeqb, Y, d, a, b),
            (CmpEq, I16x16) => v3!(self.ops, vpcmpeqw, Y, d, a, b),
            (CmpEq, I32x8) => v3!(self.ops, vpcmpeqd, Y, d, a, b),
            (CmpEq, _) => v3!(self.ops, vpcmpeqq, Y, d, a, b),
            (CmpGt, I8x32) => v3!(self.ops, vpcmpgtb, Y, d, a, b),
            (CmpGt, I16x16) => v3!(self.ops, vpcmpgtw, Y, d, a, b),
            (CmpGt, I32x8) => v3!(self.ops, vpcmpgtd, Y, d, a, b),
            (CmpGt, _) => v3!(self.ops, vpcmpgtq, Y, d, a, b),
            (Shlv, I32x8) => v3!(self.ops, vpsllvd, Y, d, a, b),
            (Shlv, _) => v3!(self.ops, vpsllvq, Y, d, a, b),
            (ShrUv, I32x8) => v3!(self.ops, vpsrlvd, Y, d, a, b),
            (ShrUv, _) => v3!(self.ops, vpsrlvq, Y, d, a, b),
            (ShrSv, _) => v3!(self.ops, vpsravd, Y, d, a, b),
            (UnpackLo, F32x8) => v3!(self.ops, vunpcklps, Y, d, a, b),
            (UnpackLo, F64x4) => v3!(self.ops, vunpcklpd, Y, d, a, b),
            (UnpackLo, I8x32) => v3!(self.ops, vpunpcklbw, Y, d, a, b),
            (UnpackLo, I16x16) => v3!(self.ops, vpunpcklwd, Y, d, a, b),
            (UnpackLo, I32x8) => v3!(self.ops, vpunpckldq, Y, d, a, b),
            (UnpackLo, I64x4) => v3!(self.ops, vpunpcklqdq, Y, d, a, b),
            (UnpackHi, F32x8) => v3!(self.ops, vunpckhps, Y, d, a, b),
            (UnpackHi, F64x4) => v3!(self.ops, vunpckhpd, Y, d, a, b),
            (UnpackHi, I8x32) => v3!(self.ops, vpunpckhbw, Y, d, a, b),
            (UnpackHi, I16x16) => v3!(self.ops, vpunpckhwd, Y, d, a, b),
            (UnpackHi, I32x8) => v3!(self.ops, vpunpckhdq, Y, d, a, b),
            (UnpackHi, I64x4) => v3!(self.ops, vpunpckhqdq, Y, d, a, b),
            (PermVar, F32x8) => v3!(self.ops, vpermps, Y, d, a, b),
            (PermVar, _) => v3!(self.ops, vpermd, Y, d, a, b),
            (Shufb, _) => v3!(self.ops, vpshufb, Y, d, a, b),
        }
    }

    pub fn vsqrt(&mut self, f64_: bool, d: u8, a: u8) {
        if f64_ {
            dynasm!(self.ops ; .arch x64 ; vsqrtpd Ry(d), Ry(a));
        } else {
            dynasm!(self.ops ; .arch x64 ; vsqrtps Ry(d), Ry(a));
        }
    }
    pub fn vround(&mut self, f64_: bool, d: u8, a: u8, mode: u8) {
        let m = mode as i8;
        if f64_ {
            dynasm!(self.ops ; .arch x64 ; vroundpd Ry(d), Ry(a), BYTE m);
        } else {
            dynasm!(self.ops ; .arch x64 ; vroundps Ry(d), Ry(a), BYTE m);
        }
    }
    pub fn vabs(&mut self, ty: VTy, d: u8, a: u8) {
        match ty {
            VTy::I8x32 => dynasm!(self.ops ; .arch x64 ; vpabsb Ry(d), Ry(a)),
            VTy::I16x16 => dynasm!(self.ops ; .arch x64 ; vpabsw Ry(d), Ry(a)),
            _ => dynasm!(self.ops ; .arch x64 ; vpabsd Ry(d), Ry(a)),
        }
    }

    /// Shift by an immediate. `vpsrlq ymm, imm` is hand-encoded (dynasm
    /// drops VEX.L).
    pub fn vshift_imm(&mut self, ty: VTy, op: ShiftOp, d: u8, a: u8, c: u8) {
        let i = c as i8;
        match (ty, op) {
            (VTy::I16x16, ShiftOp::Shl) => {
                dynasm!(self.ops ; .arch x64 ; vpsllw Ry(d), Ry(a), BYTE i)
            }
            (VTy::I16x16, ShiftOp::ShrU) => {
                dynasm!(self.ops ; .arch x64 ; vpsrlw Ry(d), Ry(a), BYTE i)
            }
            (VTy::I16x16, ShiftOp::ShrS) => {
                dynasm!(self.ops ; .arch x64 ; vpsraw Ry(d), Ry(a), BYTE i)
            }
            (VTy::I64x4, ShiftOp::Shl) => {
                dynasm!(self.ops ; .arch x64 ; vpsllq Ry(d), Ry(a), BYTE i)
            }
            (VTy::I64x4, _) => {
                // VEX.256.66.0F.WIG 73 /2 ib: vvvv = destination, rm = source.
                self.vex(
                    Vex {
                        pp: 1,
                        map: 1,
                        w: false,
                        l: true,
                    },
                    0x73,
                    2,
                    d,
                    RM::R(a),
                    Some(c),
                );
            }
            (_, ShiftOp::Shl) => dynasm!(self.ops ; .arch x64 ; vpslld Ry(d), Ry(a), BYTE i),
            (_, ShiftOp::ShrU) => dynasm!(self.ops ; .arch x64 ; vpsrld Ry(d), Ry(a), BYTE i),
            (_, ShiftOp::ShrS) => dynasm!(self.ops ; .arch x64 ; vpsrad Ry(d), Ry(a), BYTE i),
        }
    }

    /// `vcmpps/pd ymm, ymm, ymm, pred` (hand-encoded: dynasm swaps the
    /// operands of the immediate form and drops VEX.L of some pd pseudo-ops).
    pub fn vfcmp(&mut self, f64_: bool, pred: FloatCC, d: u8, a: u8, b: u8) {
        self.vfcmp_rm(f64_, pred, d, a, RM::R(b));
    }
    /// [`Self::vfcmp`] with a register or (not rip-relative) memory `b`.
    pub fn vfcmp_rm(&mut self, f64_: bool, pred: FloatCC, d: u8, a: u8, b: RM) {
        let v = Vex {
            pp: if f64_ { 1 } else { 0 },
            map: 1,
            w: false,
            l: true,
        };
        self.vex(v, 0xc2, d, a, b, Some(cmp_imm(pred)));
    }

    /// `vcvttps2dq ymm(d), ymm/m256`
    pub fn vcvttps2dq(&mut self, d: u8, b: RM) {
        match b {
            RM::R(r) => dynasm!(self.ops ; .arch x64 ; vcvttps2dq Ry(d), Ry(r)),
            RM::M(m) => mem!(self.ops, m, [vcvttps2dq Ry(d),], []),
        }
    }

    /// `vptest ymm(a), ymm(b)`: ZF = (a & b) == 0, CF = (!a & b) == 0.
    pub fn vptest(&mut self, a: u8, b: u8) {
        dynasm!(self.ops ; .arch x64 ; vptest Ry(a), Ry(b));
    }

    /// `vucomiss/vucomisd xmm(a), xmm(b)`: ZF, PF, CF as for an unsigned
    /// compare of a with b; all three set if unordered.
    pub fn vucomis(&mut self, f64_: bool, a: u8, b: u8) {
        if f64_ {
            dynasm!(self.ops ; .arch x64 ; vucomisd Rx(a), Rx(b));
        } else {
            dynasm!(self.ops ; .arch x64 ; vucomiss Rx(a), Rx(b));
        }
    }

    pub fn vcvt(&mut self, op: VCvt, d: u8, a: u8) {
        match op {
            VCvt::I32ToF32 => dynasm!(self.ops ; .arch x64 ; vcvtdq2ps Ry(d), Ry(a)),
            VCvt::F32ToI32Trunc => dynasm!(self.ops ; .arch x64 ; vcvttps2dq Ry(d), Ry(a)),
            VCvt::F32ToF64 => dynasm!(self.ops ; .arch x64 ; vcvtps2pd Ry(d), Rx(a)),
            VCvt::F64ToF32 => dynasm!(self.ops ; .arch x64 ; vcvtpd2ps Rx(d), Ry(a)),
            VCvt::I32ToF64 => dynasm!(self.ops ; .arch x64 ; vcvtdq2pd Ry(d), Rx(a)),
            VCvt::F64ToI32Trunc => dynasm!(self.ops ; .arch x64 ; vcvttpd2dq Rx(d), Ry(a)),
            VCvt::F16ToF32 => dynasm!(self.ops ; .arch x64 ; vcvtph2ps Ry(d), Rx(a)),
            VCvt::F32ToF16 => dynasm!(self.ops ; .arch x64 ; vcvtps2ph Rx(d), Ry(a), 0),
            VCvt::Ext { signed, from, to } => match (signed, from, to) {
                (true, Width::W8, Width::W16) => {
                    dynasm!(self.ops ; .arch x64 ; vpmovsxbw Ry(d), Rx(a))
                }
                (true, Width::W8, Width::W32) => {
                    dynasm!(self.ops ; .arch x64 ; vpmovsxbd Ry(d), Rx(a))
                }
                (true, Width::W8, _) => dynasm!(self.ops ; .arch x64 ; vpmovsxbq Ry(d), Rx(a)),
                (true, Width::W16, Width::W32) => {
                    dynasm!(self.ops ; .arch x64 ; vpmovsxwd Ry(d), Rx(a))
                }
                (true, Width::W16, _) => dynasm!(self.ops ; .arch x64 ; vpmovsxwq Ry(d), Rx(a)),
                (true, _, _) => dynasm!(self.ops ; .arch x64 ; vpmovsxdq Ry(d), Rx(a)),
                (false, Width::W8, Width::W16) => {
                    dynasm!(self.ops ; .arch x64 ; vpmovzxbw Ry(d), Rx(a))
                }
                (false, Width::W8, Width::W32) => {
                    dynasm!(self.ops ; .arch x64 ; vpmovzxbd Ry(d), Rx(a))
                }
                (false, Width::W8, _) => dynasm!(self.ops ; .arch x64 ; vpmovzxbq Ry(d), Rx(a)),
                (false, Width::W16, Width::W32) => {
                    dynasm!(self.ops ; .arch x64 ; vpmovzxwd Ry(d), Rx(a))
                }
                (false, Width::W16, _) => dynasm!(self.ops ; .arch x64 ; vpmovzxwq Ry(d), Rx(a)),
                (false, _, _) => dynasm!(self.ops ; .arch x64 ; vpmovzxdq Ry(d), Rx(a)),
            },
        }
    }

    /// FMA `d = op(a*b, c)` in one of the three operand orders: `form` 231
    /// (`d` holds c: `d = a*b ± d`) or 213 (`d` holds the first factor:
    /// `d = a*d ± b`, here `a` = src2 and `b` = src3). Packed double is
    /// hand-encoded (dynasm drops VEX.W).
    pub fn fma(&mut self, op: FmaOp, ty: FmaTy, form: u16, d: u8, a: u8, b: RM) {
        let base: u8 = match op {
            FmaOp::MulAdd => 0x98,
            FmaOp::MulSub => 0x9a,
            FmaOp::NMulAdd => 0x9c,
            FmaOp::NMulSub => 0x9e,
        };
        let opc = base
            + if form == 231 { 0x20 } else { 0x10 }
            + matches!(ty, FmaTy::Ss | FmaTy::Sd) as u8;
        if ty == FmaTy::Pd {
            let b = match b {
                RM::M(PAddr::Rip(_)) => panic!("rip operand to a hand-encoded FMA"),
                x => x,
            };
            self.vex(
                Vex {
                    pp: 1,
                    map: 2,
                    w: true,
                    l: true,
                },
                opc,
                d,
                a,
                b,
                None,
            );
            return;
        }
        use FmaOp::*;
        use FmaTy::*;
        match (op, ty, form == 231) {
            (MulAdd, Ps, true) => v3!(self.ops, vfmadd231ps, Y, d, a, b),
            (MulAdd, Ps, false) => v3!(self.ops, vfmadd213ps, Y, d, a, b),
            (MulSub, Ps, true) => v3!(self.ops, vfmsub231ps, Y, d, a, b),
            (MulSub, Ps, false) => v3!(self.ops, vfmsub213ps, Y, d, a, b),
            (NMulAdd, Ps, true) => v3!(self.ops, vfnmadd231ps, Y, d, a, b),
            (NMulAdd, Ps, false) => v3!(self.ops, vfnmadd213ps, Y, d, a, b),
            (NMulSub, Ps, true) => v3!(self.ops, vfnmsub231ps, Y, d, a, b),
            (NMulSub, Ps, false) => v3!(self.ops, vfnmsub213ps, Y, d, a, b),
            (MulAdd, Ss, true) => v3!(self.ops, vfmadd231ss, X, d, a, b),
            (MulAdd, Ss, false) => v3!(self.ops, vfmadd213ss, X, d, a, b),
            (MulSub, Ss, true) => v3!(self.ops, vfmsub231ss, X, d, a, b),
            (MulSub, Ss, false) => v3!(self.ops, vfmsub213ss, X, d, a, b),
            (NMulAdd, Ss, true) => v3!(self.ops, vfnmadd231ss, X, d, a, b),
            (NMulAdd, Ss, false) => v3!(self.ops, vfnmadd213ss, X, d, a, b),
            (NMulSub, Ss, true) => v3!(self.ops, vfnmsub231ss, X, d, a, b),
            (NMulSub, Ss, false) => v3!(self.ops, vfnmsub213ss, X, d, a, b),
            (MulAdd, _, true) => v3!(self.ops, vfmadd231sd, X, d, a, b),
            (MulAdd, _, false) => v3!(self.ops, vfmadd213sd, X, d, a, b),
            (MulSub, _, true) => v3!(self.ops, vfmsub231sd, X, d, a, b),
            (MulSub, _, false) => v3!(self.ops, vfmsub213sd, X, d, a, b),
            (NMulAdd, _, true) => v3!(self.ops, vfnmadd231sd, X, d, a, b),
            (NMulAdd, _, false) => v3!(self.ops, vfnmadd213sd, X, d, a, b),
            (NMulSub, _, true) => v3!(self.ops, vfnmsub231sd, X, d, a, b),
            (NMulSub, _, false) => v3!(self.ops, vfnmsub213sd, X, d, a, b),
        }
    }

    /// Broadcast lane 0 of `xmm(s)` to all lanes of `ymm(d)`.
    pub fn broadcast_reg(&mut self, elem: Elem, d: u8, s: u8) {
        match elem {
            Elem::B8 => dynasm!(self.ops ; .arch x64 ; vpbroadcastb Ry(d), Rx(s)),
            Elem::B16 => dynasm!(self.ops ; .arch x64 ; vpbroadcastw Ry(d), Rx(s)),
            Elem::B32 => dynasm!(self.ops ; .arch x64 ; vbroadcastss Ry(d), Rx(s)),
            Elem::B64 => dynasm!(self.ops ; .arch x64 ; vbroadcastsd Ry(d), Rx(s)),
        }
    }
    /// Broadcast from memory. 32-bit uses `vpbroadcastd` (dynasm encodes
    /// `vbroadcastss ymm, m32` as the xmm form).
    pub fn broadcast_mem(&mut self, elem: Elem, d: u8, m: PAddr) {
        match elem {
            Elem::B8 => mem!(self.ops, m, [vpbroadcastb Ry(d), BYTE], []),
            Elem::B16 => mem!(self.ops, m, [vpbroadcastw Ry(d), WORD], []),
            Elem::B32 => mem!(self.ops, m, [vpbroadcastd Ry(d), DWORD], []),
            Elem::B64 => mem!(self.ops, m, [vbroadcastsd Ry(d), QWORD], []),
        }
    }

    /// Immediate shuffles. The forms hit by dynasm's operand-swap bug
    /// (`vshufps/pd`, `vblendps/pd`, `vpblendd/w`, `vpalignr`) are written
    /// with the sources swapped so that the bytes come out right.
    pub fn vshuf(&mut self, op: VShuf, d: u8, a: u8, b: u8, imm: u8) {
        let i = imm as i8;
        match op {
            VShuf::ShufPs => dynasm!(self.ops ; .arch x64 ; vshufps Ry(d), Ry(b), Ry(a), BYTE i),
            VShuf::ShufPd => dynasm!(self.ops ; .arch x64 ; vshufpd Ry(d), Ry(b), Ry(a), BYTE i),
            VShuf::BlendPs => dynasm!(self.ops ; .arch x64 ; vblendps Ry(d), Ry(b), Ry(a), BYTE i),
            VShuf::BlendPd => dynasm!(self.ops ; .arch x64 ; vblendpd Ry(d), Ry(b), Ry(a), BYTE i),
            VShuf::BlendD => dynasm!(self.ops ; .arch x64 ; vpblendd Ry(d), Ry(b), Ry(a), BYTE i),
            VShuf::BlendW => dynasm!(self.ops ; .arch x64 ; vpblendw Ry(d), Ry(b), Ry(a), BYTE i),
            VShuf::AlignR => dynasm!(self.ops ; .arch x64 ; vpalignr Ry(d), Ry(b), Ry(a), BYTE i),
            VShuf::Perm2x128 => {
                dynasm!(self.ops ; .arch x64 ; vperm2f128 Ry(d), Ry(a), Ry(b), BYTE i)
            }
            VShuf::PermQ => dynasm!(self.ops ; .arch x64 ; vpermq Ry(d), Ry(a), BYTE i),
            VShuf::PermPd => dynasm!(self.ops ; .arch x64 ; vpermpd Ry(d), Ry(a), BYTE i),
            VShuf::PshufD => dynasm!(self.ops ; .arch x64 ; vpshufd Ry(d), Ry(a), BYTE i),
            VShuf::PermilPs => dynasm!(self.ops ; .arch x64 ; vpermilps Ry(d), Ry(a), BYTE i),
            VShuf::Insert128 => {
                let i = (imm & 1) as i8;
                dynasm!(self.ops ; .arch x64 ; vinsertf128 Ry(d), Ry(a), Rx(b), BYTE i)
            }
            VShuf::Extract128 => {
                let i = (imm & 1) as i8;
                dynasm!(self.ops ; .arch x64 ; vextractf128 Rx(d), Ry(a), BYTE i)
            }
        }
    }

    /// `vinserti128 d, a, xmm(b), imm` / `vextracti128 xmm(d), a, imm`
    pub fn vinserti128(&mut self, d: u8, a: u8, b: u8, hi: bool) {
        let i = hi as i8;
        dynasm!(self.ops ; .arch x64 ; vinserti128 Ry(d), Ry(a), Rx(b), BYTE i);
    }
    pub fn vextracti128(&mut self, d: u8, a: u8, hi: bool) {
        let i = hi as i8;
        dynasm!(self.ops ; .arch x64 ; vextracti128 Rx(d), Ry(a), BYTE i);
    }

    /// `d = mask sign bits ? b : a`
    pub fn blendv(&mut self, elem: Elem, d: u8, a: u8, b: RM, mask: u8) {
        match (elem, b) {
            (Elem::B64, RM::R(b)) => {
                dynasm!(self.ops ; .arch x64 ; vblendvpd Ry(d), Ry(a), Ry(b), Ry(mask))
            }
            (Elem::B64, RM::M(m)) => mem!(self.ops, m, [vblendvpd Ry(d), Ry(a),], [, Ry(mask)]),
            (Elem::B8, RM::R(b)) => {
                dynasm!(self.ops ; .arch x64 ; vpblendvb Ry(d), Ry(a), Ry(b), Ry(mask))
            }
            (Elem::B8, RM::M(m)) => mem!(self.ops, m, [vpblendvb Ry(d), Ry(a),], [, Ry(mask)]),
            (_, RM::R(b)) => {
                dynasm!(self.ops ; .arch x64 ; vblendvps Ry(d), Ry(a), Ry(b), Ry(mask))
            }
            (_, RM::M(m)) => mem!(self.ops, m, [vblendvps Ry(d), Ry(a),], [, Ry(mask)]),
        }
    }

    /// Masked load: `vmaskmovps` (32-bit) / `vmaskmovpd` (64-bit; used for
    /// 64-bit integers too since dynasm drops VEX.W of `vpmaskmovq`).
    pub fn maskload(&mut self, elem: Elem, d: u8, mask: u8, m: PAddr) {
        if elem == Elem::B64 {
            mem!(self.ops, m, [vmaskmovpd Ry(d), Ry(mask),], []);
        } else {
            mem!(self.ops, m, [vmaskmovps Ry(d), Ry(mask),], []);
        }
    }
    pub fn maskstore(&mut self, elem: Elem, m: PAddr, mask: u8, s: u8) {
        if elem == Elem::B64 {
            mem!(self.ops, m, [vmaskmovpd], [, Ry(mask), Ry(s)]);
        } else {
            mem!(self.ops, m, [vmaskmovps], [, Ry(mask), Ry(s)]);
        }
    }

    /// Gathers, hand-encoded for all four kinds (dynasm drops VEX.W of the
    /// 64-bit element forms; the 32-bit ones are encoded the same way for
    /// uniformity): `d = gather([base + idx*scale + disp])` under `mask`
    /// (which the CPU clears). `d`, `idx` and `mask` must differ.
    #[allow(clippy::too_many_arguments)]
    pub fn gather(
        &mut self,
        kind: crate::mir::GatherKind,
        d: u8,
        base: u8,
        idx: u8,
        scale: u8,
        disp: i32,
        mask: u8,
    ) {
        use crate::mir::GatherKind::*;
        let (opc, w, l) = match kind {
            D32 => (0x92, false, true),
            D64 => (0x92, true, true),
            Q32 => (0x93, false, true),
            Q64 => (0x93, true, true),
        };
        assert!(
            d != idx && d != mask && idx != mask,
            "gather registers must differ"
        );
        self.vex(
            Vex {
                pp: 1,
                map: 2,
                w,
                l,
            },
            opc,
            d,
            mask,
            RM::M(PAddr::Index {
                base,
                index: idx,
                scale,
                disp,
            }),
            None,
        );
    }

    /// Sign-bit masks, hand-encoded (dynasm rejects these):
    /// `vmovmskps r32, ymm` (B32), `vmovmskpd` (B64), `vpmovmskb` (B8).
    pub fn movmsk(&mut self, elem: Elem, d: u8, s: u8) {
        let (pp, opc) = match elem {
            Elem::B64 => (1, 0x50),
            Elem::B8 => (1, 0xd7),
            _ => (0, 0x50),
        };
        self.vex(
            Vex {
                pp,
                map: 1,
                w: false,
                l: true,
            },
            opc,
            d,
            0,
            RM::R(s),
            None,
        );
    }

    /// `vpextrd r32, xmm, lane` / `vpextrq r64, xmm, lane` (lane < 4 / < 2).
    pub fn extract_lane(&mut self, b64: bool, d: u8, s: u8, lane: u8) {
        let i = lane as i8;
        if b64 {
            dynasm!(self.ops ; .arch x64 ; vpextrq Rq(d), Rx(s), BYTE i);
        } else {
            dynasm!(self.ops ; .arch x64 ; vpextrd Rd(d), Rx(s), BYTE i);
        }
    }
    /// `vpinsrd xmm(d), xmm(a), r32, lane` / `vpinsrq`.
    pub fn insert_lane(&mut self, b64: bool, d: u8, a: u8, r: u8, lane: u8) {
        let i = lane as i8;
        if b64 {
            dynasm!(self.ops ; .arch x64 ; vpinsrq Rx(d), Rx(a), Rq(r), BYTE i);
        } else {
            dynasm!(self.ops ; .arch x64 ; vpinsrd Rx(d), Rx(a), Rd(r), BYTE i);
        }
    }

    // ------------------------------------------------------------------
    // Frame
    // ------------------------------------------------------------------

    pub fn mov_rbp_rsp(&mut self) {
        dynasm!(self.ops ; .arch x64 ; mov rbp, rsp);
    }
    pub fn and_rsp(&mut self, i: i32) {
        dynasm!(self.ops ; .arch x64 ; and rsp, DWORD i);
    }
    pub fn sub_rsp(&mut self, i: i32) {
        dynasm!(self.ops ; .arch x64 ; sub rsp, DWORD i);
    }
    /// `lea rsp, [rbp + disp]`
    pub fn lea_rsp_rbp(&mut self, disp: i32) {
        dynasm!(self.ops ; .arch x64 ; lea rsp, [rbp + disp]);
    }
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
