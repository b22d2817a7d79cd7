//! Machine IR: functions of basic blocks over virtual registers.
//!
//! The MIR is what the (future) lowering from func/scf/memref/vector/arith
//! produces and what [`crate::regalloc`] and [`crate::isa`] consume. It is a
//! thin layer over x86-64 AVX2+FMA: every instruction maps to one machine
//! instruction or to a short fixed sequence whose semantics are documented on
//! the instruction (for example [`Inst::Shift`] and [`Inst::Div`] never trap
//! and give defined results where MLIR says poison or UB). MLIR semantics that
//! need several instructions (NaN-propagating `maximumf`, `fptoui`, ...) are
//! built from these by [`builder::FuncBuilder`] helpers; saturating `fptosi`
//! is an instruction of its own ([`Inst::FpToSiSat`], [`Inst::VFpToSiSat`])
//! because its fix-up is a rarely taken out-of-line path.
//!
//! # Contract the lowering must satisfy
//!
//! * **SSA-like virtual registers.** Every [`VReg`] has a [`RegClass`] fixed at
//!   creation. A vreg may be defined more than once (loop-carried values are
//!   plain vregs assigned in several blocks, no phi nodes), but every use must
//!   be reached by a definition on every path from the entry; the register
//!   allocator computes liveness by dataflow over the CFG.
//! * **Block order is layout order.** Blocks are emitted in the order of
//!   [`Func::blocks`]; block 0 is the entry. Loops should be laid out
//!   contiguously (header … latch), which keeps live intervals tight; a
//!   branch to an earlier or the same block is treated as a loop back edge
//!   (used to weight spill costs so loop-carried values stay in registers).
//! * **Every block ends with exactly one terminator** ([`Inst::Jmp`],
//!   [`Inst::Br`], [`Inst::Ret`]) and terminators appear nowhere else.
//! * **GPR integers of width N** ([`Width`]) keep their value in the low N
//!   bits; the bits above are *unspecified* unless an instruction says
//!   otherwise. Instructions whose result depends on the high bits
//!   (compares, division, right shifts, extensions, conversions) extend their
//!   operands themselves according to the width they are given. Addresses
//!   always use the full 64 bits: extend an `i32` index with [`Inst::Ext`]
//!   first.
//! * **Vector-class registers** are 256-bit `ymm` registers. Scalar `f32`/`f64`
//!   live in lane 0 of a vector-class register; the other lanes are
//!   unspecified. 128-bit vectors use the low half. Ops on [`VTy`] act on all
//!   lanes of the 256-bit register.
//! * **Parameters** ([`Func::params`]) are the *expanded* machine arguments in
//!   order (see [`crate::runtime`] for how memrefs expand); integer/pointer
//!   parameters are GPR-class, `f32`/`f64` ones vector-class. At most one
//!   return value (`Func::sig.ret`).
//! * **Calls** follow SysV x86-64: 6 GPR and 8 vector argument registers,
//!   further arguments in the caller's outgoing stack area; all
//!   vector registers are caller-saved, so vector values live across a call
//!   are spilled by the allocator.
//! * **Memory**: addresses are [`Addr`] = base + index*scale + disp, the base
//!   being a GPR vreg, a constant of the function's pool or a stack slot of
//!   [`Func::stack_slots`] (for `memref.alloca`).

pub mod builder;
pub mod print;

use std::fmt;

/// A virtual register.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct VReg(pub u32);

/// A basic block, index into [`Func::blocks`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct BlockId(pub u32);

/// A constant of [`Func::consts`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ConstId(pub u32);

/// A stack slot of [`Func::stack_slots`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct SlotId(pub u32);

/// The register class of a virtual register.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum RegClass {
    /// 64-bit general-purpose register (integers of any width, pointers).
    Gpr,
    /// 256-bit vector register (ymm); scalar floats in lane 0.
    Vec,
}

/// Integer width of a GPR operation.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Width {
    W8,
    W16,
    W32,
    W64,
}

impl Width {
    pub fn bits(self) -> u32 {
        match self {
            Width::W8 => 8,
            Width::W16 => 16,
            Width::W32 => 32,
            Width::W64 => 64,
        }
    }
    pub fn is64(self) -> bool {
        self == Width::W64
    }
    /// Sign-extends the low `bits` of `v` to 64 bits.
    pub fn sext(self, v: i64) -> i64 {
        let s = 64 - self.bits();
        (v << s) >> s
    }
    /// Zero-extends the low `bits` of `v` to 64 bits.
    pub fn zext(self, v: i64) -> i64 {
        if self == Width::W64 {
            v
        } else {
            v & ((1i64 << self.bits()) - 1)
        }
    }
}

/// Scalar float type.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum FTy {
    F32,
    F64,
}

/// Interpretation of a 256-bit vector register.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum VTy {
    F32x8,
    F64x4,
    I8x32,
    I16x16,
    I32x8,
    I64x4,
}

impl VTy {
    pub fn lanes(self) -> u32 {
        match self {
            VTy::F32x8 | VTy::I32x8 => 8,
            VTy::F64x4 | VTy::I64x4 => 4,
            VTy::I8x32 => 32,
            VTy::I16x16 => 16,
        }
    }
    pub fn elem_bits(self) -> u32 {
        256 / self.lanes()
    }
    pub fn is_float(self) -> bool {
        matches!(self, VTy::F32x8 | VTy::F64x4)
    }
}

/// Index scale of an address.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Scale {
    S1 = 1,
    S2 = 2,
    S4 = 4,
    S8 = 8,
}

/// The base of an address.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Base {
    Reg(VReg),
    /// A constant of the function's pool (rip-relative).
    Const(ConstId),
    /// A stack slot of the function's frame.
    Slot(SlotId),
}

/// `base + index * scale + disp`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Addr {
    pub base: Base,
    pub index: Option<(VReg, Scale)>,
    pub disp: i32,
}

impl Addr {
    pub fn reg(base: VReg) -> Addr {
        Addr {
            base: Base::Reg(base),
            index: None,
            disp: 0,
        }
    }
    pub fn reg_disp(base: VReg, disp: i32) -> Addr {
        Addr {
            base: Base::Reg(base),
            index: None,
            disp,
        }
    }
    pub fn indexed(base: VReg, index: VReg, scale: Scale, disp: i32) -> Addr {
        Addr {
            base: Base::Reg(base),
            index: Some((index, scale)),
            disp,
        }
    }
    pub fn constant(c: ConstId) -> Addr {
        Addr {
            base: Base::Const(c),
            index: None,
            disp: 0,
        }
    }
    pub fn slot(s: SlotId, disp: i32) -> Addr {
        Addr {
            base: Base::Slot(s),
            index: None,
            disp,
        }
    }
    pub fn regs(&self) -> impl Iterator<Item = VReg> {
        let b = match self.base {
            Base::Reg(r) => Some(r),
            _ => None,
        };
        b.into_iter().chain(self.index.map(|(r, _)| r))
    }
}

/// A GPR source: register or sign-extended 32-bit immediate.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum GSrc {
    Reg(VReg),
    Imm(i32),
}

/// A vector source: register or memory (a folded load).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum VSrc {
    Reg(VReg),
    Mem(Addr),
}

/// Integer ALU operations (two's complement, wrapping).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AluOp {
    Add,
    Sub,
    Mul,
    And,
    Or,
    Xor,
}

/// Integer unary operations.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum UnOp {
    Neg,
    Not,
}

/// Shift kinds.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ShiftOp {
    Shl,
    ShrU,
    ShrS,
}

/// Integer comparison predicates (MLIR `arith.cmpi`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum IntCC {
    Eq,
    Ne,
    Slt,
    Sle,
    Sgt,
    Sge,
    Ult,
    Ule,
    Ugt,
    Uge,
}

impl IntCC {
    pub fn is_signed(self) -> bool {
        matches!(self, IntCC::Slt | IntCC::Sle | IntCC::Sgt | IntCC::Sge)
    }
    pub fn inverse(self) -> IntCC {
        use IntCC::*;
        match self {
            Eq => Ne,
            Ne => Eq,
            Slt => Sge,
            Sle => Sgt,
            Sgt => Sle,
            Sge => Slt,
            Ult => Uge,
            Ule => Ugt,
            Ugt => Ule,
            Uge => Ult,
        }
    }
    /// Evaluates the predicate on two 64-bit values (reference semantics).
    pub fn eval(self, a: i64, b: i64) -> bool {
        use IntCC::*;
        let (ua, ub) = (a as u64, b as u64);
        match self {
            Eq => a == b,
            Ne => a != b,
            Slt => a < b,
            Sle => a <= b,
            Sgt => a > b,
            Sge => a >= b,
            Ult => ua < ub,
            Ule => ua <= ub,
            Ugt => ua > ub,
            Uge => ua >= ub,
        }
    }
}

/// Float comparison predicates (MLIR `arith.cmpf`, without `false`/`true`
/// which the lowering folds to constants).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum FloatCC {
    Oeq,
    Ogt,
    Oge,
    Olt,
    Ole,
    One,
    Ord,
    Ueq,
    Ugt,
    Uge,
    Ult,
    Ule,
    Une,
    Uno,
}

impl FloatCC {
    pub const ALL: [FloatCC; 14] = [
        FloatCC::Oeq,
        FloatCC::Ogt,
        FloatCC::Oge,
        FloatCC::Olt,
        FloatCC::Ole,
        FloatCC::One,
        FloatCC::Ord,
        FloatCC::Ueq,
        FloatCC::Ugt,
        FloatCC::Uge,
        FloatCC::Ult,
        FloatCC::Ule,
        FloatCC::Une,
        FloatCC::Uno,
    ];
    /// Reference semantics.
    pub fn eval(self, a: f64, b: f64) -> bool {
        use FloatCC::*;
        let uno = a.is_nan() || b.is_nan();
        match self {
            Oeq => !uno && a == b,
            Ogt => !uno && a > b,
            Oge => !uno && a >= b,
            Olt => !uno && a < b,
            Ole => !uno && a <= b,
            One => !uno && a != b,
            Ord => !uno,
            Ueq => uno || a == b,
            Ugt => uno || a > b,
            Uge => uno || a >= b,
            Ult => uno || a < b,
            Ule => uno || a <= b,
            Une => uno || a != b,
            Uno => uno,
        }
    }
}

/// Scalar float binary operations. `MaxIsa`/`MinIsa` have the x86 semantics
/// (`vmaxss a, b` returns `b` if either is NaN or both are zero); MLIR's
/// `maximumf`/`minimumf`/`maxnumf`/`minnumf` are [`builder`] helpers.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum FBinOp {
    Add,
    Sub,
    Mul,
    Div,
    MaxIsa,
    MinIsa,
}

/// Vector binary operations, `dst = a op b` lane-wise.
///
/// Valid types (anything else is rejected by [`Func::validate`]):
/// * `FAdd FSub FMul FDiv FMaxIsa FMinIsa FHAdd`: F32x8, F64x4
/// * `FMaximum FMinimum`: F32x8, F64x4 — IEEE 754-2019 `maximum`/`minimum`
///   (`arith.maximumf`/`minimumf`: NaN when either is NaN, the target's
///   NaN propagation; -0 < +0), for targets that have them
///   ([`crate::isa::Target::has_ieee_min_max`]: AArch64's `fmax`/`fmin`);
///   x86 has no such instruction and rejects them
/// * `And AndNot Or Xor`: any type (`AndNot` is `!a & b`)
/// * `Add Sub CmpEq CmpGt UnpackLo UnpackHi`: I8x32 I16x16 I32x8 I64x4
///   (`CmpGt` is signed; unpacks work per 128-bit lane as on x86; also
///   F32x8/F64x4 for the unpacks)
/// * `MulLo`: I16x16, I32x8
/// * `MinS MaxS MinU MaxU`: I8x32 I16x16 I32x8
/// * `Shlv ShrUv`: I32x8 I64x4; `ShrSv`: I32x8 — counts are per lane,
///   unsigned; counts ≥ the element width give 0 (`Shlv`, `ShrUv`) or the
///   sign fill (`ShrSv`)
/// * `PermVar`: F32x8, I32x8 — `dst[i] = b[a[i] & 7]` (cross-lane)
/// * `Shufb`: I8x32 — `vpshufb`, per 128-bit lane
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum VBinOp {
    FAdd,
    FSub,
    FMul,
    FDiv,
    FMaxIsa,
    FMinIsa,
    FMaximum,
    FMinimum,
    FHAdd,
    And,
    AndNot,
    Or,
    Xor,
    Add,
    Sub,
    MulLo,
    MinS,
    MaxS,
    MinU,
    MaxU,
    CmpEq,
    CmpGt,
    Shlv,
    ShrUv,
    ShrSv,
    UnpackLo,
    UnpackHi,
    PermVar,
    Shufb,
}

/// Vector unary operations.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum VUnOp {
    /// F32x8/F64x4
    FSqrt,
    /// F32x8/F64x4: `vroundps` with the immediate (0 nearest-even, 1 down,
    /// 2 up, 3 toward zero; bit 3 suppresses precision exceptions)
    FRound(u8),
    /// I8x32/I16x16/I32x8
    IAbs,
}

/// Shifts by an immediate on vectors: I16x16, I32x8, I64x4 (no `ShrS` for
/// I64x4). Counts ≥ the element width give 0 (`Shl`/`ShrU`) or the sign fill.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct VShiftImm {
    pub op: ShiftOp,
    pub count: u8,
}

/// Vector conversions and extensions (`dst = cvt(src)`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum VCvt {
    /// 8×i32 → 8×f32 (`vcvtdq2ps`)
    I32ToF32,
    /// 8×f32 → 8×i32 truncating, x86 semantics (NaN/overflow give
    /// 0x80000000; see `builder` for MLIR `fptosi`)
    F32ToI32Trunc,
    /// low 4×f32 → 4×f64 (`vcvtps2pd ymm, xmm`)
    F32ToF64,
    /// 4×f64 → 4×f32 in the low half (`vcvtpd2ps xmm, ymm`), upper half zero
    F64ToF32,
    /// low 4×i32 → 4×f64 (`vcvtdq2pd`)
    I32ToF64,
    /// 4×f64 → 4×i32 truncating in the low half (`vcvttpd2dq`)
    F64ToI32Trunc,
    /// low 8×f16 → 8×f32 (`vcvtph2ps ymm, xmm`, F16C; exact)
    F16ToF32,
    /// 8×f32 → 8×f16 in the low half, round to nearest even
    /// (`vcvtps2ph xmm, ymm, 0`, F16C), upper half zero
    F32ToF16,
    /// sign/zero extension of the low lanes: `vpmov{s,z}x{bw,bd,bq,wd,wq,dq}`
    Ext {
        signed: bool,
        from: Width,
        to: Width,
    },
}

/// Immediate-controlled shuffles, blends and permutes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum VShuf {
    /// `vshufps dst, a, b, imm` (per 128-bit lane: two lanes from a, two from b)
    ShufPs,
    /// `vshufpd dst, a, b, imm`
    ShufPd,
    /// `vblendps`: lane i from b if imm bit i
    BlendPs,
    /// `vblendpd`
    BlendPd,
    /// `vpblendd`
    BlendD,
    /// `vpblendw` (imm applies to each 128-bit lane)
    BlendW,
    /// `vperm2f128 dst, a, b, imm`
    Perm2x128,
    /// `vpalignr dst, a, b, imm` per 128-bit lane: bytes of (a:b) >> imm*8
    AlignR,
    /// `vpermq dst, a, imm` (b ignored; 4×64-bit cross-lane permute)
    PermQ,
    /// `vpermpd dst, a, imm` (b ignored)
    PermPd,
    /// `vpshufd dst, a, imm` (b ignored)
    PshufD,
    /// `vpermilps dst, a, imm` (b ignored)
    PermilPs,
    /// `vinsertf128 dst, a, xmm(b), imm&1`
    Insert128,
    /// `vextractf128 xmm(dst), a, imm&1` (b ignored; upper half of dst zero)
    Extract128,
}

impl VShuf {
    pub fn is_unary(self) -> bool {
        matches!(
            self,
            VShuf::PermQ | VShuf::PermPd | VShuf::PshufD | VShuf::PermilPs | VShuf::Extract128
        )
    }
}

/// FMA kinds on `dst = ±(a*b) ± c` with a single rounding.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum FmaOp {
    /// a*b + c
    MulAdd,
    /// a*b - c
    MulSub,
    /// -(a*b) + c
    NMulAdd,
    /// -(a*b) - c
    NMulSub,
}

/// The element type of an FMA.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum FmaTy {
    Ps,
    Pd,
    Ss,
    Sd,
    /// Packed f32 / f64 with `b` a register whose lane `k` is the factor
    /// of every lane (AArch64's `fmla` by element, made by that target's
    /// instruction selection from broadcasts; x86 rejects them).
    PsLane(u8),
    PdLane(u8),
}

impl FmaTy {
    /// Packed (all lanes), whatever the form of `b`.
    pub fn is_packed(self) -> bool {
        !matches!(self, FmaTy::Ss | FmaTy::Sd)
    }
    /// f64 elements.
    pub fn is_f64(self) -> bool {
        matches!(self, FmaTy::Pd | FmaTy::Sd | FmaTy::PdLane(_))
    }
}

/// Memory access kinds of [`Inst::Load`] / [`Inst::Store`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum MemKind {
    /// GPR: load zero-extends to 64 bits, store writes the low byte
    U8,
    /// GPR: load sign-extends to 64 bits
    S8,
    U16,
    S16,
    U32,
    S32,
    I64,
    /// vector register lane 0 (`vmovss`), other lanes zeroed by a load
    F32,
    /// `vmovsd`
    F64,
    /// `vmovq xmm` (64 bits into lane 0..1 of the 32-bit view)
    V64,
    /// `vmovups xmm`
    V128,
    /// `vmovups ymm`
    V256,
}

impl MemKind {
    pub fn class(self) -> RegClass {
        match self {
            MemKind::U8
            | MemKind::S8
            | MemKind::U16
            | MemKind::S16
            | MemKind::U32
            | MemKind::S32
            | MemKind::I64 => RegClass::Gpr,
            _ => RegClass::Vec,
        }
    }
    pub fn bytes(self) -> u32 {
        match self {
            MemKind::U8 | MemKind::S8 => 1,
            MemKind::U16 | MemKind::S16 => 2,
            MemKind::U32 | MemKind::S32 | MemKind::F32 => 4,
            MemKind::I64 | MemKind::F64 | MemKind::V64 => 8,
            MemKind::V128 => 16,
            MemKind::V256 => 32,
        }
    }
}

/// Element kind of masked loads/stores and broadcasts.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Elem {
    B8,
    B16,
    B32,
    B64,
}

/// Sources of a broadcast.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum BSrc {
    /// lane 0 of a vector register
    Vec(VReg),
    /// the low bits of a GPR
    Gpr(VReg),
    Mem(Addr),
}

/// Callees.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Callee {
    /// A function of the same module.
    Local(String),
    /// A symbol resolved when the module is compiled (runner utils, or a
    /// symbol supplied by the embedder).
    Extern(String),
    /// The address in a GPR vreg (`func.call_indirect`; the code is
    /// `call rax` after the arguments are in place).
    Reg(VReg),
}

/// Gather variants: element size and index size.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum GatherKind {
    /// 8 × 32-bit elements, 8 × i32 indices (`vgatherdps`)
    D32,
    /// 4 × 64-bit elements, 4 × i32 indices in the low half (`vgatherdpd`)
    D64,
    /// 4 × 32-bit elements into the low half, 4 × i64 indices (`vgatherqps`)
    Q32,
    /// 4 × 64-bit elements, 4 × i64 indices (`vgatherqpd`)
    Q64,
}

/// Machine IR instructions.
#[derive(Clone, PartialEq, Debug)]
pub enum Inst {
    // ---- GPR ----
    /// `dst = imm` (64-bit)
    MovImm {
        dst: VReg,
        imm: i64,
    },
    /// Copy between two registers of the same class (whole register).
    Mov {
        dst: VReg,
        src: VReg,
    },
    Alu {
        op: AluOp,
        w: Width,
        dst: VReg,
        a: VReg,
        b: GSrc,
    },
    Unary {
        op: UnOp,
        w: Width,
        dst: VReg,
        a: VReg,
    },
    /// Shift with defined results for any count: the count is taken as an
    /// unsigned N-bit value; counts ≥ N give 0 for `Shl`/`ShrU` and the sign
    /// fill (0 or -1) for `ShrS` (MLIR: poison). `ShrU`/`ShrS` look only at the
    /// low N bits of `a`.
    Shift {
        op: ShiftOp,
        w: Width,
        dst: VReg,
        a: VReg,
        b: GSrc,
    },
    /// Division that never traps: `b == 0` gives quotient 0 and remainder
    /// `a`; signed `MIN / -1` gives quotient `MIN` and remainder 0 (MLIR: UB
    /// / poison). Rounds toward zero.
    Div {
        signed: bool,
        rem: bool,
        w: Width,
        dst: VReg,
        a: VReg,
        b: VReg,
    },
    /// The high 64 bits of the 128-bit product `a * b`, signed or
    /// unsigned (one-operand `imul`/`mul` on rdx:rax, which it clobbers).
    MulHi {
        signed: bool,
        dst: VReg,
        a: VReg,
        b: VReg,
    },
    /// Sign- or zero-extension of the low `from` bits of `src` to 64 bits.
    Ext {
        signed: bool,
        from: Width,
        dst: VReg,
        src: VReg,
    },
    /// `dst = (a cc b) ? 1 : 0` at width `w`.
    SetCc {
        cc: IntCC,
        w: Width,
        dst: VReg,
        a: VReg,
        b: GSrc,
    },
    /// `dst = cond != 0 ? a : b` (any class; `cond` is a GPR, all 64 bits
    /// tested — produce it with `SetCc`/`FCmp`).
    Select {
        dst: VReg,
        cond: VReg,
        a: VReg,
        b: VReg,
    },
    /// `dst = address`
    Lea {
        dst: VReg,
        addr: Addr,
    },
    /// `dst = ` the entry address of the module's function `func`
    /// (`func.constant`; a rip-relative `lea`)
    FuncAddr {
        dst: VReg,
        func: String,
    },
    /// `dst = ` the address of `sym`, known only when the code is loaded
    /// (a relocation: the loader writes it into the code)
    SymAddr {
        dst: VReg,
        sym: Sym,
    },
    Load {
        kind: MemKind,
        dst: VReg,
        addr: Addr,
    },
    Store {
        kind: MemKind,
        src: VReg,
        addr: Addr,
    },

    // ---- scalar float (lane 0 of a vector register) ----
    FBin {
        op: FBinOp,
        ty: FTy,
        dst: VReg,
        a: VReg,
        b: VSrc,
    },
    FSqrt {
        ty: FTy,
        dst: VReg,
        a: VReg,
    },
    /// `vroundss/sd` with immediate mode (see [`VUnOp::FRound`])
    FRound {
        ty: FTy,
        mode: u8,
        dst: VReg,
        a: VReg,
    },
    /// `dst(GPR) = (a pred b) ? 1 : 0`
    FCmp {
        pred: FloatCC,
        ty: FTy,
        dst: VReg,
        a: VReg,
        b: VReg,
    },
    /// signed integer (width 32 or 64; narrower widths are sign-extended) to float
    CvtSiToF {
        w: Width,
        ty: FTy,
        dst: VReg,
        src: VReg,
    },
    /// float to signed integer, truncating, x86 semantics (NaN/out of range
    /// give `MIN`): use the builder's `fptosi` for MLIR semantics
    CvtFToSiRaw {
        w: Width,
        ty: FTy,
        dst: VReg,
        src: VReg,
    },
    /// Scalar `arith.fptosi` to i32/i64 (`w` W32 or W64) with this backend's
    /// defined semantics: truncation toward zero, saturating at MIN/MAX,
    /// NaN → 0 (Rust's `as`). Emitted as `vcvttss2si`/`vcvttsd2si` and
    /// `cmp dst, 1; jo`: x86 gives MIN (the "integer indefinite") for NaN and
    /// out-of-range inputs, and `dst - 1` overflows exactly for MIN, so only
    /// then an out-of-line path picks 0, MAX or MIN from the input.
    FpToSiSat {
        w: Width,
        ty: FTy,
        dst: VReg,
        src: VReg,
    },
    /// f32 ↔ f64
    CvtFF {
        from: FTy,
        dst: VReg,
        src: VReg,
    },
    /// Bit moves between classes: GPR → lane 0 (32 or 64 bits, rest zeroed)
    MovToVec {
        w: Width,
        dst: VReg,
        src: VReg,
    },
    /// lane 0 (32 or 64 bits) → GPR (32-bit moves zero-extend)
    MovToGpr {
        w: Width,
        dst: VReg,
        src: VReg,
    },

    // ---- vector ----
    VBin {
        op: VBinOp,
        ty: VTy,
        dst: VReg,
        a: VReg,
        b: VSrc,
    },
    VUn {
        op: VUnOp,
        ty: VTy,
        dst: VReg,
        a: VReg,
    },
    VShiftImm {
        ty: VTy,
        sh: VShiftImm,
        dst: VReg,
        a: VReg,
    },
    /// `dst = all-ones lanes where (a pred b)`, F32x8 / F64x4
    VFCmp {
        pred: FloatCC,
        ty: VTy,
        dst: VReg,
        a: VReg,
        b: VReg,
    },
    VCvt {
        op: VCvt,
        dst: VReg,
        a: VReg,
    },
    /// 8×f32 → 8×i32 `arith.fptosi` with this backend's semantics
    /// (truncation toward zero, saturating, NaN → 0): `vcvttps2dq`, then a
    /// compare of the result with `min` (0x80000000 in every lane, the
    /// "integer indefinite" x86 gives for NaN and out-of-range lanes) and
    /// `vptest`; only when a lane equals it does an out-of-line path fix the
    /// lanes up from `src` (a lane that is legitimately -2^31 takes it too
    /// and keeps its value). `src` may be a folded load (read again by the
    /// out-of-line path). `dst` is written while `src` and `min` are still
    /// needed ([`Inst::early_clobber`]).
    VFpToSiSat {
        dst: VReg,
        src: VSrc,
        min: VReg,
    },
    /// `dst = op(a*b, c)`, `b` may be a folded load
    Fma {
        op: FmaOp,
        ty: FmaTy,
        dst: VReg,
        a: VReg,
        b: VSrc,
        c: VReg,
    },
    Broadcast {
        elem: Elem,
        dst: VReg,
        src: BSrc,
    },
    /// `b` ignored for unary kinds (pass `a`)
    VShuf {
        op: VShuf,
        dst: VReg,
        a: VReg,
        b: VReg,
        imm: u8,
    },
    /// `dst[i] = mask[i] sign bit ? b[i] : a[i]`; `elem` B32 (`vblendvps`),
    /// B64 (`vblendvpd`), B8 (`vpblendvb`)
    Blendv {
        elem: Elem,
        dst: VReg,
        a: VReg,
        b: VReg,
        mask: VReg,
    },
    /// Masked load (`vmaskmovps/pd`, `vpmaskmovd/q`): lanes whose mask sign
    /// bit is clear read as 0 and do not fault. `elem` B32 or B64.
    MaskLoad {
        elem: Elem,
        dst: VReg,
        mask: VReg,
        addr: Addr,
    },
    MaskStore {
        elem: Elem,
        src: VReg,
        mask: VReg,
        addr: Addr,
    },
    /// `dst[i] = mask[i] sign bit ? *(base + index[i]*scale + disp) : passthru[i]`.
    /// `mask` is read only (the emitter copies it).
    Gather {
        kind: GatherKind,
        dst: VReg,
        passthru: VReg,
        base: VReg,
        index: VReg,
        scale: Scale,
        disp: i32,
        mask: VReg,
    },
    /// `dst(GPR) = sign bits of the lanes` (`vmovmskps/pd`, `vpmovmskb`);
    /// `elem` B32, B64 or B8.
    MovMsk {
        elem: Elem,
        dst: VReg,
        src: VReg,
    },
    /// GPR = lane `lane` of `src` (elem B32 or B64; 32-bit lanes zero-extended)
    ExtractLane {
        elem: Elem,
        dst: VReg,
        src: VReg,
        lane: u8,
    },
    /// `dst = a` with lane `lane` replaced by the GPR `val` (B32 or B64)
    InsertLane {
        elem: Elem,
        dst: VReg,
        a: VReg,
        val: VReg,
        lane: u8,
    },
    /// `dst = 0` (any class)
    Zero {
        dst: VReg,
    },

    // ---- calls and control flow ----
    Call {
        callee: Callee,
        args: Vec<VReg>,
        /// Indices into `args` of the 256-bit vector arguments
        /// ([`AbiType::Vector`]; they take 32-byte stack slots).
        vector_args: Vec<u32>,
        ret: Option<VReg>,
    },
    Jmp {
        target: BlockId,
    },
    /// `if (a cc b) goto then else goto els` at width `w`
    Br {
        cc: IntCC,
        w: Width,
        a: VReg,
        b: GSrc,
        then: BlockId,
        els: BlockId,
    },
    Ret {
        val: Option<VReg>,
    },
}

impl Inst {
    pub fn is_terminator(&self) -> bool {
        matches!(self, Inst::Jmp { .. } | Inst::Br { .. } | Inst::Ret { .. })
    }

    /// The blocks a terminator may go to (none for other instructions).
    pub fn successors(&self) -> impl Iterator<Item = BlockId> {
        let (a, b) = match self {
            Inst::Jmp { target } => (Some(*target), None),
            Inst::Br { then, els, .. } => (Some(*then), Some(*els)),
            _ => (None, None),
        };
        a.into_iter().chain(b)
    }

    /// Calls `f` on every register the instruction reads.
    #[inline]
    pub fn for_each_use(&self, mut f: impl FnMut(VReg)) {
        // (generic helpers, not `dyn` closures: every pass over the MIR
        // calls this per instruction, and the indirect calls were most of
        // its cost)
        #[inline(always)]
        fn addr(a: &Addr, f: &mut impl FnMut(VReg)) {
            if let Base::Reg(r) = a.base {
                f(r)
            }
            if let Some((r, _)) = a.index {
                f(r)
            }
        }
        #[inline(always)]
        fn gsrc(g: &GSrc, f: &mut impl FnMut(VReg)) {
            if let GSrc::Reg(r) = g {
                f(*r)
            }
        }
        #[inline(always)]
        fn vsrc(v: &VSrc, f: &mut impl FnMut(VReg)) {
            match v {
                VSrc::Reg(r) => f(*r),
                VSrc::Mem(a) => addr(a, f),
            }
        }
        use Inst::*;
        match self {
            MovImm { .. } | FuncAddr { .. } | SymAddr { .. } | Zero { .. } | Jmp { .. } => {}
            Mov { src, .. } => f(*src),
            Alu { a, b, .. } | Shift { a, b, .. } | SetCc { a, b, .. } => {
                f(*a);
                gsrc(b, &mut f)
            }
            Unary { a, .. } => f(*a),
            Div { a, b, .. } | MulHi { a, b, .. } => {
                f(*a);
                f(*b)
            }
            Ext { src, .. } => f(*src),
            Select { cond, a, b, .. } => {
                f(*cond);
                f(*a);
                f(*b)
            }
            Lea { addr: a, .. } | Load { addr: a, .. } => addr(a, &mut f),
            Store { src, addr: a, .. } => {
                f(*src);
                addr(a, &mut f)
            }
            FBin { a, b, .. } | VBin { a, b, .. } => {
                f(*a);
                vsrc(b, &mut f)
            }
            FSqrt { a, .. }
            | FRound { a, .. }
            | VUn { a, .. }
            | VShiftImm { a, .. }
            | VCvt { a, .. } => f(*a),
            FCmp { a, b, .. } | VFCmp { a, b, .. } => {
                f(*a);
                f(*b)
            }
            CvtSiToF { src, .. }
            | CvtFToSiRaw { src, .. }
            | FpToSiSat { src, .. }
            | CvtFF { src, .. }
            | MovToVec { src, .. }
            | MovToGpr { src, .. } => f(*src),
            Fma { a, b, c, .. } => {
                f(*a);
                vsrc(b, &mut f);
                f(*c)
            }
            VFpToSiSat { src, min, .. } => {
                vsrc(src, &mut f);
                f(*min)
            }
            Broadcast { src, .. } => match src {
                BSrc::Vec(r) | BSrc::Gpr(r) => f(*r),
                BSrc::Mem(a) => addr(a, &mut f),
            },
            VShuf { op, a, b, .. } => {
                f(*a);
                if !op.is_unary() {
                    f(*b)
                }
            }
            Blendv { a, b, mask, .. } => {
                f(*a);
                f(*b);
                f(*mask)
            }
            MaskLoad { mask, addr: a, .. } => {
                f(*mask);
                addr(a, &mut f)
            }
            MaskStore {
                src, mask, addr: a, ..
            } => {
                f(*src);
                f(*mask);
                addr(a, &mut f)
            }
            Gather {
                passthru,
                base,
                index,
                mask,
                ..
            } => {
                f(*passthru);
                f(*base);
                f(*index);
                f(*mask)
            }
            MovMsk { src, .. } | ExtractLane { src, .. } => f(*src),
            InsertLane { a, val, .. } => {
                f(*a);
                f(*val)
            }
            Call { callee, args, .. } => {
                if let Callee::Reg(r) = callee {
                    f(*r)
                }
                args.iter().for_each(|r| f(*r))
            }
            Br { a, b, .. } => {
                f(*a);
                gsrc(b, &mut f)
            }
            Ret { val } => {
                if let Some(v) = val {
                    f(*v)
                }
            }
        }
    }

    /// Whether the instruction writes its destination before it has read
    /// all its sources for the last time (the emitted sequence needs them
    /// after the first write). The register allocator then never gives the
    /// destination the register of a source.
    pub fn early_clobber(&self) -> bool {
        matches!(self, Inst::VFpToSiSat { .. })
    }

    /// The register the instruction writes, if any.
    pub fn def(&self) -> Option<VReg> {
        use Inst::*;
        match self {
            MovImm { dst, .. }
            | Mov { dst, .. }
            | Alu { dst, .. }
            | Unary { dst, .. }
            | Shift { dst, .. }
            | Div { dst, .. }
            | MulHi { dst, .. }
            | Ext { dst, .. }
            | SetCc { dst, .. }
            | Select { dst, .. }
            | Lea { dst, .. }
            | FuncAddr { dst, .. }
            | SymAddr { dst, .. }
            | Load { dst, .. }
            | FBin { dst, .. }
            | FSqrt { dst, .. }
            | FRound { dst, .. }
            | FCmp { dst, .. }
            | CvtSiToF { dst, .. }
            | CvtFToSiRaw { dst, .. }
            | FpToSiSat { dst, .. }
            | VFpToSiSat { dst, .. }
            | CvtFF { dst, .. }
            | MovToVec { dst, .. }
            | MovToGpr { dst, .. }
            | VBin { dst, .. }
            | VUn { dst, .. }
            | VShiftImm { dst, .. }
            | VFCmp { dst, .. }
            | VCvt { dst, .. }
            | Fma { dst, .. }
            | Broadcast { dst, .. }
            | VShuf { dst, .. }
            | Blendv { dst, .. }
            | MaskLoad { dst, .. }
            | Gather { dst, .. }
            | MovMsk { dst, .. }
            | ExtractLane { dst, .. }
            | InsertLane { dst, .. }
            | Zero { dst } => Some(*dst),
            Call { ret, .. } => *ret,
            Store { .. } | MaskStore { .. } | Jmp { .. } | Br { .. } | Ret { .. } => None,
        }
    }
}

/// A basic block: a list of instructions ending with a terminator.
#[derive(Clone, Default, Debug)]
pub struct Block {
    pub insts: Vec<Inst>,
}

/// A constant of the rip-relative pool.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Const {
    pub bytes: Vec<u8>,
    /// power of two, ≤ 32
    pub align: u32,
}

/// A stack slot of the frame (for `memref.alloca` and vector temporaries).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct StackSlot {
    pub size: u32,
    /// power of two, ≤ 32
    pub align: u32,
}

/// Machine-level argument and result types of a function's *declared*
/// signature (what the typed call API checks against).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AbiType {
    I32,
    I64,
    F32,
    F64,
    /// a raw pointer
    Ptr,
    /// A 256-bit vector (any element type) in a ymm register: SysV's
    /// `__m256`. Past the 8th vector-class argument it is passed on the
    /// stack in a 32-byte slot at a 32-byte aligned offset. No Rust type
    /// stands for it in the typed API, so functions with vector parameters
    /// are callable from IR only.
    Vector,
    /// The hidden last parameter of a function with several results or a
    /// vector result: the caller's buffer for them. No Rust type matches
    /// it, so such functions are callable from IR only, never through the
    /// typed API (which could not bound the writes).
    ResultBuffer,
    /// A memref of the given rank and element type, passed expanded:
    /// `allocated ptr, aligned ptr, offset, sizes[rank], strides[rank]`.
    MemRef {
        elem: ElemType,
        rank: u8,
    },
}

/// Element types of memrefs crossing the call boundary.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ElemType {
    I8,
    I16,
    I32,
    I64,
    F32,
    F64,
}

impl AbiType {
    /// The classes of the expanded machine arguments.
    pub fn expanded(self) -> Vec<RegClass> {
        match self {
            AbiType::I32 | AbiType::I64 | AbiType::Ptr | AbiType::ResultBuffer => {
                vec![RegClass::Gpr]
            }
            AbiType::F32 | AbiType::F64 | AbiType::Vector => vec![RegClass::Vec],
            AbiType::MemRef { rank, .. } => vec![RegClass::Gpr; 3 + 2 * rank as usize],
        }
    }

    /// Each expanded machine argument: its class and whether it is a whole
    /// vector (which decides its stack slot, see [`ArgStack`]).
    pub fn expanded_args(self) -> impl Iterator<Item = (RegClass, bool)> {
        let wide = self == AbiType::Vector;
        self.expanded().into_iter().map(move |c| (c, wide))
    }
}

/// Where a calling convention puts the call arguments that do not fit in
/// its argument registers: on the stack in order, 8 bytes each, a whole
/// vector in `vector_bytes` at a `vector_bytes`-aligned offset. (SysV
/// x86-64: 6 GPR and 8 vector registers, 32-byte vectors; AAPCS64: 8 and
/// 8, 16-byte vectors and a 16-byte aligned area; see the targets'
/// `RegFile::arg_stack`.)
#[derive(Clone, Copy, Debug)]
pub struct ArgStack {
    pub gpr_regs: usize,
    pub vec_regs: usize,
    pub vector_bytes: i32,
    /// The area's size is rounded up to a multiple of this.
    pub area_align: i32,
}

impl ArgStack {
    /// Places the expanded arguments (class, whether a whole vector):
    /// each one's offset from the stack pointer at the call (`None`: in a
    /// register), and the bytes the area needs.
    pub fn place(
        &self,
        args: impl IntoIterator<Item = (RegClass, bool)>,
    ) -> (Vec<Option<i32>>, i32) {
        let (mut gi, mut vi, mut off) = (0, 0, 0i32);
        let offs = args
            .into_iter()
            .map(|(class, wide)| {
                let in_reg = match class {
                    RegClass::Gpr => {
                        gi += 1;
                        gi <= self.gpr_regs
                    }
                    RegClass::Vec => {
                        vi += 1;
                        vi <= self.vec_regs
                    }
                };
                if in_reg {
                    return None;
                }
                let (size, align) = if wide {
                    (self.vector_bytes, self.vector_bytes)
                } else {
                    (8, 8)
                };
                off = (off + align - 1) / align * align;
                let at = off;
                off += size;
                Some(at)
            })
            .collect();
        let a = self.area_align;
        (offs, (off + a - 1) / a * a)
    }

    /// [`ArgStack::place`] of a call's arguments (`vector_args`: the
    /// indices of whole vectors).
    pub fn place_call(
        &self,
        f: &Func,
        args: &[VReg],
        vector_args: &[u32],
    ) -> (Vec<Option<i32>>, i32) {
        self.place(
            (args.iter().enumerate())
                .map(|(k, &a)| (f.class(a), vector_args.contains(&(k as u32)))),
        )
    }
}

/// A function's declared signature.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Signature {
    pub params: Vec<AbiType>,
    pub ret: Option<AbiType>,
}

/// A machine function.
#[derive(Clone, Debug)]
pub struct Func {
    pub name: String,
    pub sig: Signature,
    /// Expanded parameters (see [`AbiType::expanded`]).
    pub params: Vec<VReg>,
    /// Class of each vreg, indexed by `VReg.0`.
    pub vregs: Vec<RegClass>,
    pub blocks: Vec<Block>,
    pub consts: Vec<Const>,
    pub stack_slots: Vec<StackSlot>,
}

/// A module: functions compiled into one executable buffer.
#[derive(Clone, Debug, Default)]
pub struct Module {
    pub funcs: Vec<Func>,
    /// The initial contents of the module's globals ([`Sym::Global`] `i`
    /// is `data[i]`), placed in writable memory when the code is loaded.
    pub data: Vec<DataBlock>,
}

/// The initial contents of a global (`memref.global`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataBlock {
    pub bytes: Vec<u8>,
    /// Alignment in bytes (a power of two).
    pub align: u32,
}

/// Something whose address is known only when the code is loaded: the
/// emitter leaves a 64-bit slot and a [`Reloc`] for the loader to fill.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Sym {
    /// A runtime function (a runner util or one of the lowering's helpers)
    /// by name.
    Runtime(String),
    /// The module's global [`Module::data`]`[i]`.
    Global(u32),
}

/// A 64-bit absolute address the loader writes at `offset` of the code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reloc {
    pub offset: usize,
    pub sym: Sym,
}

/// A MIR contract violation found by [`Func::validate`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct MirError(pub String);

impl fmt::Display for MirError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for MirError {}

impl Func {
    pub fn class(&self, v: VReg) -> RegClass {
        self.vregs[v.0 as usize]
    }

    /// Checks the contract of the module documentation (classes of operands,
    /// terminators, parameter expansion, valid type/op combinations).
    pub fn validate(&self) -> Result<(), MirError> {
        let err = |m: String| Err(MirError(format!("{}: {}", self.name, m)));
        if self.blocks.is_empty() {
            return err("function has no blocks".into());
        }
        let expanded: Vec<RegClass> = self.sig.params.iter().flat_map(|p| p.expanded()).collect();
        let got: Vec<RegClass> = self
            .params
            .iter()
            .map(|&p| self.class_checked(p))
            .collect::<Result<_, _>>()?;
        if expanded != got {
            return err(format!(
                "parameters {got:?} do not match the expanded signature {expanded:?}"
            ));
        }
        let (ngpr, nvec) = (
            got.iter().filter(|c| **c == RegClass::Gpr).count(),
            got.iter().filter(|c| **c == RegClass::Vec).count(),
        );
        let _ = (ngpr, nvec); // stack-passed parameters are supported
        for (bi, b) in self.blocks.iter().enumerate() {
            let Some(last) = b.insts.last() else {
                return err(format!("block {bi} is empty"));
            };
            if !last.is_terminator() {
                return err(format!("block {bi} does not end with a terminator"));
            }
            for (ii, inst) in b.insts.iter().enumerate() {
                if inst.is_terminator() && ii + 1 != b.insts.len() {
                    return err(format!("block {bi}: terminator in the middle"));
                }
                for s in inst.successors() {
                    if s.0 as usize >= self.blocks.len() {
                        return err(format!("block {bi}: branch to missing block {}", s.0));
                    }
                }
                self.validate_inst(inst).map_err(|m| {
                    MirError(format!(
                        "{}: block {bi} inst {ii} ({inst:?}): {m}",
                        self.name
                    ))
                })?;
            }
        }
        Ok(())
    }

    fn class_checked(&self, v: VReg) -> Result<RegClass, MirError> {
        self.vregs
            .get(v.0 as usize)
            .copied()
            .ok_or_else(|| MirError(format!("{}: unknown vreg {}", self.name, v.0)))
    }

    fn validate_inst(&self, inst: &Inst) -> Result<(), String> {
        use Inst::*;
        use RegClass::*;
        let cls = |v: VReg| {
            self.vregs
                .get(v.0 as usize)
                .copied()
                .ok_or_else(|| format!("unknown vreg %{}", v.0))
        };
        let want = |v: VReg, c: RegClass| -> Result<(), String> {
            let k = cls(v)?;
            if k != c {
                return Err(format!("%{} is {k:?}, expected {c:?}", v.0));
            }
            Ok(())
        };
        let addr = |a: &Addr| -> Result<(), String> {
            if let Base::Reg(r) = a.base {
                want(r, Gpr)?;
            }
            if let Base::Const(c) = a.base {
                if c.0 as usize >= self.consts.len() {
                    return Err("unknown constant".into());
                }
            }
            if let Base::Slot(s) = a.base {
                if s.0 as usize >= self.stack_slots.len() {
                    return Err("unknown stack slot".into());
                }
            }
            if let Some((i, _)) = a.index {
                want(i, Gpr)?;
            }
            Ok(())
        };
        let vsrc = |s: &VSrc| match s {
            VSrc::Reg(r) => want(*r, Vec),
            VSrc::Mem(a) => addr(a),
        };
        let gsrc = |s: &GSrc| match s {
            GSrc::Reg(r) => want(*r, Gpr),
            GSrc::Imm(_) => Ok(()),
        };
        match inst {
            MovImm { dst, .. } => want(*dst, Gpr),
            Mov { dst, src } => {
                if cls(*dst)? != cls(*src)? {
                    return Err("mov between classes".into());
                }
                Ok(())
            }
            Alu { dst, a, b, .. } | Shift { dst, a, b, .. } | SetCc { dst, a, b, .. } => {
                want(*dst, Gpr)?;
                want(*a, Gpr)?;
                gsrc(b)
            }
            Unary { dst, a, .. } => {
                want(*dst, Gpr)?;
                want(*a, Gpr)
            }
            Div { dst, a, b, .. } | MulHi { dst, a, b, .. } => {
                want(*dst, Gpr)?;
                want(*a, Gpr)?;
                want(*b, Gpr)
            }
            Ext { dst, src, from, .. } => {
                if *from == Width::W64 {
                    return Err("extension from 64 bits".into());
                }
                want(*dst, Gpr)?;
                want(*src, Gpr)
            }
            Select { dst, cond, a, b } => {
                want(*cond, Gpr)?;
                let c = cls(*dst)?;
                want(*a, c)?;
                want(*b, c)
            }
            Lea { dst, addr: a } => {
                want(*dst, Gpr)?;
                addr(a)
            }
            FuncAddr { dst, .. } | SymAddr { dst, .. } => want(*dst, Gpr),
            Load { kind, dst, addr: a } => {
                want(*dst, kind.class())?;
                addr(a)
            }
            Store { kind, src, addr: a } => {
                if matches!(kind, MemKind::S8 | MemKind::S16 | MemKind::S32) {
                    return Err("signed store kind (use U8/U16/U32)".into());
                }
                want(*src, kind.class())?;
                addr(a)
            }
            FBin { dst, a, b, .. } => {
                want(*dst, Vec)?;
                want(*a, Vec)?;
                vsrc(b)
            }
            FSqrt { dst, a, .. } | FRound { dst, a, .. } => {
                want(*dst, Vec)?;
                want(*a, Vec)
            }
            FCmp { dst, a, b, .. } => {
                want(*dst, Gpr)?;
                want(*a, Vec)?;
                want(*b, Vec)
            }
            CvtSiToF { dst, src, .. } | MovToVec { dst, src, .. } => {
                want(*dst, Vec)?;
                want(*src, Gpr)
            }
            CvtFToSiRaw { w, dst, src, .. } | FpToSiSat { w, dst, src, .. } => {
                if !matches!(w, Width::W32 | Width::W64) {
                    return Err("width must be 32 or 64".into());
                }
                want(*dst, Gpr)?;
                want(*src, Vec)
            }
            VFpToSiSat { dst, src, min } => {
                want(*dst, Vec)?;
                want(*min, Vec)?;
                vsrc(src)
            }
            MovToGpr { w, dst, src } => {
                if !matches!(w, Width::W32 | Width::W64) {
                    return Err("width must be 32 or 64".into());
                }
                want(*dst, Gpr)?;
                want(*src, Vec)
            }
            CvtFF { dst, src, .. } => {
                want(*dst, Vec)?;
                want(*src, Vec)
            }
            VBin { op, ty, dst, a, b } => {
                if !vbin_valid(*op, *ty) {
                    return Err(format!("{op:?} is not available on {ty:?}"));
                }
                want(*dst, Vec)?;
                want(*a, Vec)?;
                vsrc(b)
            }
            VUn { op, ty, dst, a } => {
                let ok = match op {
                    VUnOp::FSqrt | VUnOp::FRound(_) => ty.is_float(),
                    VUnOp::IAbs => matches!(ty, VTy::I8x32 | VTy::I16x16 | VTy::I32x8),
                };
                if !ok {
                    return Err(format!("{op:?} is not available on {ty:?}"));
                }
                want(*dst, Vec)?;
                want(*a, Vec)
            }
            VShiftImm { ty, sh, dst, a } => {
                let ok = matches!(ty, VTy::I16x16 | VTy::I32x8)
                    || (*ty == VTy::I64x4 && sh.op != ShiftOp::ShrS);
                if !ok {
                    return Err(format!("{sh:?} is not available on {ty:?}"));
                }
                want(*dst, Vec)?;
                want(*a, Vec)
            }
            VFCmp { ty, dst, a, b, .. } => {
                if !ty.is_float() {
                    return Err("float compare on an integer vector".into());
                }
                want(*dst, Vec)?;
                want(*a, Vec)?;
                want(*b, Vec)
            }
            VCvt { op, dst, a } => {
                if let crate::mir::VCvt::Ext { from, to, .. } = op {
                    if from.bits() >= to.bits() {
                        return Err("extension must widen".into());
                    }
                }
                want(*dst, Vec)?;
                want(*a, Vec)
            }
            Fma {
                ty, dst, a, b, c, ..
            } => {
                match ty {
                    FmaTy::PsLane(k) | FmaTy::PdLane(k)
                        if !matches!(b, VSrc::Reg(_)) || *k >= 4 =>
                    {
                        return Err("a by-lane FMA factor must be a register lane".into());
                    }
                    FmaTy::PdLane(k) if *k >= 2 => return Err("f64 lane out of range".into()),
                    _ => {}
                }
                want(*dst, Vec)?;
                want(*a, Vec)?;
                vsrc(b)?;
                want(*c, Vec)
            }
            Broadcast { dst, src, .. } => {
                want(*dst, Vec)?;
                match src {
                    BSrc::Vec(r) => want(*r, Vec),
                    BSrc::Gpr(r) => want(*r, Gpr),
                    BSrc::Mem(a) => addr(a),
                }
            }
            VShuf { dst, a, b, .. } => {
                want(*dst, Vec)?;
                want(*a, Vec)?;
                want(*b, Vec)
            }
            Blendv {
                elem,
                dst,
                a,
                b,
                mask,
            } => {
                if *elem == Elem::B16 {
                    return Err("no 16-bit blendv".into());
                }
                for r in [dst, a, b, mask] {
                    want(*r, Vec)?;
                }
                Ok(())
            }
            MaskLoad {
                elem,
                dst,
                mask,
                addr: a,
            }
            | MaskStore {
                elem,
                src: dst,
                mask,
                addr: a,
            } => {
                if !matches!(elem, Elem::B32 | Elem::B64) {
                    return Err("masked memory ops are 32- or 64-bit".into());
                }
                want(*dst, Vec)?;
                want(*mask, Vec)?;
                addr(a)
            }
            Gather {
                dst,
                passthru,
                base,
                index,
                mask,
                ..
            } => {
                want(*dst, Vec)?;
                want(*passthru, Vec)?;
                want(*base, Gpr)?;
                want(*index, Vec)?;
                want(*mask, Vec)
            }
            MovMsk { elem, dst, src } => {
                if *elem == Elem::B16 {
                    return Err("no 16-bit movmsk".into());
                }
                want(*dst, Gpr)?;
                want(*src, Vec)
            }
            ExtractLane {
                elem,
                dst,
                src,
                lane,
            } => {
                check_lane(*elem, *lane)?;
                want(*dst, Gpr)?;
                want(*src, Vec)
            }
            InsertLane {
                elem,
                dst,
                a,
                val,
                lane,
            } => {
                check_lane(*elem, *lane)?;
                want(*dst, Vec)?;
                want(*a, Vec)?;
                want(*val, Gpr)
            }
            Zero { dst } => cls(*dst).map(|_| ()),
            Call {
                callee,
                args,
                vector_args,
                ret,
            } => {
                if let Callee::Reg(r) = callee {
                    want(*r, Gpr)?;
                }
                for a in args {
                    cls(*a)?;
                }
                for &i in vector_args {
                    let Some(&a) = args.get(i as usize) else {
                        return Err(format!("vector argument {i} of {} arguments", args.len()));
                    };
                    want(a, Vec)?;
                }
                if let Some(r) = ret {
                    cls(*r)?;
                }
                Ok(())
            }
            Jmp { .. } => Ok(()),
            Br { a, b, .. } => {
                want(*a, Gpr)?;
                gsrc(b)
            }
            Ret { val } => {
                match (val, self.sig.ret) {
                    (None, None) => {}
                    (Some(v), Some(t)) => {
                        let c = if matches!(t, AbiType::F32 | AbiType::F64) {
                            Vec
                        } else {
                            Gpr
                        };
                        if matches!(t, AbiType::MemRef { .. }) {
                            return Err("memref results are not supported".into());
                        }
                        want(*v, c)?;
                    }
                    _ => return Err("return does not match the signature".into()),
                }
                Ok(())
            }
        }
    }
}

fn check_lane(elem: Elem, lane: u8) -> Result<(), String> {
    match elem {
        Elem::B32 if lane < 8 => Ok(()),
        Elem::B64 if lane < 4 => Ok(()),
        _ => Err("lane out of range or element not 32/64-bit".into()),
    }
}

/// Whether a vector binary op exists for a type (see [`VBinOp`]).
pub fn vbin_valid(op: VBinOp, ty: VTy) -> bool {
    use VBinOp::*;
    use VTy::*;
    let int = matches!(ty, I8x32 | I16x16 | I32x8 | I64x4);
    match op {
        FAdd | FSub | FMul | FDiv | FMaxIsa | FMinIsa | FMaximum | FMinimum | FHAdd => {
            ty.is_float()
        }
        And | AndNot | Or | Xor => true,
        Add | Sub | CmpEq | CmpGt => int,
        UnpackLo | UnpackHi => true,
        MulLo => matches!(ty, I16x16 | I32x8),
        MinS | MaxS | MinU | MaxU => matches!(ty, I8x32 | I16x16 | I32x8),
        Shlv | ShrUv => matches!(ty, I32x8 | I64x4),
        ShrSv => ty == I32x8,
        PermVar => matches!(ty, F32x8 | I32x8),
        Shufb => ty == I8x32,
    }
}

#[cfg(test)]
mod tests {
    use super::builder::FuncBuilder;
    use super::*;

    /// SysV placement: registers first, then the stack in argument order,
    /// scalars in 8 bytes and vectors in 32-byte aligned 32-byte slots.
    #[test]
    fn stack_args_follow_sysv() {
        use RegClass::{Gpr, Vec as V};
        // 8 vector-class arguments in registers, then: f64 (8 bytes at 0),
        // vector (aligned up to 32), i64 x7 (6 in registers, one at 64),
        // f64 (72), vector (aligned up to 96).
        let mut args = vec![(V, true); 8];
        args.extend([(V, false), (V, true)]);
        args.extend([(Gpr, false); 7]);
        args.extend([(V, false), (V, true)]);
        let sysv = crate::isa::x86_64::REGS.arg_stack;
        let (offs, bytes) = sysv.place(args);
        assert!(offs[..8].iter().all(Option::is_none));
        assert_eq!(offs[8..10], [Some(0), Some(32)]);
        assert!(offs[10..16].iter().all(Option::is_none));
        assert_eq!(offs[16..], [Some(64), Some(72), Some(96)]);
        assert_eq!(bytes, 128);
        assert_eq!(sysv.place([(Gpr, false); 3]), (vec![None; 3], 0));
    }

    #[test]
    fn validate_reports_contract_violations() {
        let mut b = FuncBuilder::new("f");
        let p = b.param(AbiType::I64)[0];
        let v = b.vec();
        b.push(Inst::Alu {
            op: AluOp::Add,
            w: Width::W64,
            dst: p,
            a: v,
            b: GSrc::Imm(1),
        });
        b.ret(None);
        let e = b.finish().validate().unwrap_err();
        assert!(e.0.contains("expected Gpr"), "{e}");

        let mut b = FuncBuilder::new("g");
        b.iconst(1);
        assert!(b.finish().validate().unwrap_err().0.contains("terminator"));

        let mut b = FuncBuilder::new("h");
        let v = b.vec();
        b.push(Inst::VBin {
            op: VBinOp::MulLo,
            ty: VTy::I64x4,
            dst: v,
            a: v,
            b: VSrc::Reg(v),
        });
        b.ret(None);
        assert!(b
            .finish()
            .validate()
            .unwrap_err()
            .0
            .contains("not available"));

        let mut b = FuncBuilder::new("m");
        let regs = b.param(AbiType::MemRef {
            elem: ElemType::F32,
            rank: 2,
        });
        assert_eq!(regs.len(), 7);
        b.ret(None);
        b.finish().validate().unwrap();
    }

    #[test]
    fn width_helpers() {
        assert_eq!(Width::W8.sext(0xff), -1);
        assert_eq!(Width::W8.zext(-1), 0xff);
        assert_eq!(Width::W32.sext(0x8000_0000), -(1 << 31));
        assert_eq!(Width::W64.zext(-1), -1);
    }
}
