//! Emission: MIR + register allocation → AArch64 machine code.
//!
//! Frame of every function (x29 is the frame pointer; sp stays 16-byte
//! aligned):
//!
//! ```text
//! [x29 + 16 + off_k]   incoming stack argument k (8 bytes, 16 for a vector)
//! [x29 + 8]            saved x30 (return address)
//! [x29]                saved x29
//! [x29 - 16*(i+1)]     saved callee-saved GPR pair i, then d8–d15 pairs
//! [sp + off_k]         outgoing stack argument k of calls
//! [sp + vec_off ..]    16-byte vector spill slots
//! [sp + user_off ..]   the function's stack slots (memref.alloca)
//! [sp + gpr_off ..]    8-byte GPR spill slots
//! ```
//!
//! MIR vector values live in 128-bit registers: the vector lowering for
//! this target ([`dialects::vector::lowering::VectorTarget::Aarch64Neon`])
//! keeps every native vector within one, so the MIR's 256-bit types
//! (`F32x8`, …) act on their low 128 bits here, which is all there is. An
//! instruction that would need the upper half (a lane past the register, a
//! 128-bit half permute) is an error.
//!
//! Spilled operands are reloaded into the reserved scratch registers
//! (x16/x17, v31/v30); x15 holds computed addresses, x14 and v29/v28 serve
//! the longer sequences.

use super::asm::{
    AluRR, Arr, Asm, Cond, FArith, FUn, FmaKind, MemOff, ShiftKind, VFloat, VInt, VLogic,
};
use super::regs::{gpr, vreg};
use crate::isa::{Code, EmitError, FuncLabels, ModuleEmitterFor};
use crate::mir::*;
use crate::regalloc::{self, Allocation, Loc};
use dynasmrt::DynamicLabel;

const S0: u8 = gpr::S0;
const S1: u8 = gpr::S1;
/// The address register.
const SA: u8 = gpr::S2;
const S3: u8 = gpr::S3;
const V0: u8 = vreg::V0;
const V1: u8 = vreg::V1;
const V2: u8 = vreg::V2;
const V3: u8 = vreg::V3;
/// xzr in the forms that take it.
const ZR: u8 = 31;
const SP: u8 = super::asm::SP;
/// Loop heads start at a multiple of this many bytes.
const LOOP_ALIGN: usize = 16;

/// Compiles a module for AArch64: validation, allocation, emission of every
/// function, then the constant pools.
pub fn compile_module(m: &Module) -> Result<Code, EmitError> {
    ModuleEmitter::new(regalloc::Options::default()).compile(m)
}

/// The AArch64 module emitter ([`crate::isa::module`]).
pub type ModuleEmitter = ModuleEmitterFor<Asm>;

impl ModuleEmitter {
    pub fn new(opts: regalloc::Options) -> Self {
        ModuleEmitterFor::with_target(&super::REGS, emit_function, opts)
    }
}

/// Emits one allocated function ([`crate::isa::module::EmitFunction`]).
fn emit_function(
    a: &mut Asm,
    f: &Func,
    alloc: &Allocation,
    labels: &mut FuncLabels,
    relocs: &mut Vec<Reloc>,
) -> Result<(), EmitError> {
    FnEmitter::new(a, f, alloc, labels, relocs)?.emit()
}

/// Where a value is, for moves: a register or a frame slot (`base + off`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum MLoc {
    Reg(u8),
    Mem { base: u8, off: i32 },
}

fn cond_of(cc: IntCC) -> Cond {
    match cc {
        IntCC::Eq => Cond::Eq,
        IntCC::Ne => Cond::Ne,
        IntCC::Slt => Cond::Lt,
        IntCC::Sle => Cond::Le,
        IntCC::Sgt => Cond::Gt,
        IntCC::Sge => Cond::Ge,
        IntCC::Ult => Cond::Lo,
        IntCC::Ule => Cond::Ls,
        IntCC::Ugt => Cond::Hi,
        IntCC::Uge => Cond::Hs,
    }
}

fn arr_of(t: VTy) -> Arr {
    Arr::of_bits(t.elem_bits())
}

fn arr_of_elem(e: Elem) -> Arr {
    match e {
        Elem::B8 => Arr::B16,
        Elem::B16 => Arr::H8,
        Elem::B32 => Arr::S4,
        Elem::B64 => Arr::D2,
    }
}

fn unsupported(what: impl std::fmt::Display) -> EmitError {
    EmitError(format!("not supported on aarch64: {what}"))
}

struct FnEmitter<'a> {
    a: &'a mut Asm,
    f: &'a Func,
    alloc: &'a Allocation,
    funcs: &'a mut FuncLabels,
    relocs: &'a mut Vec<Reloc>,
    blocks: Vec<DynamicLabel>,
    consts: Vec<DynamicLabel>,
    epilogue: DynamicLabel,
    vec_off: i32,
    user_off: Vec<i32>,
    gpr_off: i32,
    frame: i32,
    /// Callee-saved GPRs saved by the prologue, in pairs.
    saved: Vec<(u8, u8)>,
    /// Callee-saved d8–d15 saved by the prologue (after the GPRs), in
    /// pairs.
    saved_d: Vec<(u8, u8)>,
    /// 64-bit literals for symbols (`ldr x, label`), written after the code.
    literals: Vec<(DynamicLabel, Sym)>,
    /// 16-byte constants of the emitter's own (masks, splats).
    own_consts: Vec<([u8; 16], DynamicLabel)>,
}

impl<'a> FnEmitter<'a> {
    fn new(
        a: &'a mut Asm,
        f: &'a Func,
        alloc: &'a Allocation,
        funcs: &'a mut FuncLabels,
        relocs: &'a mut Vec<Reloc>,
    ) -> Result<Self, EmitError> {
        let blocks = (0..f.blocks.len()).map(|_| a.new_label()).collect();
        let consts = (0..f.consts.len()).map(|_| a.new_label()).collect();
        let epilogue = a.new_label();
        let mut out_bytes = 0i32;
        for b in &f.blocks {
            for i in &b.insts {
                if let Inst::Call {
                    args, vector_args, ..
                } = i
                {
                    out_bytes =
                        out_bytes.max(super::REGS.arg_stack.place_call(f, args, vector_args).1);
                }
            }
        }
        let vec_off = (out_bytes + 15) / 16 * 16;
        let mut off = vec_off + 16 * alloc.vec_spills as i32;
        let mut user_off = vec![];
        for s in &f.stack_slots {
            let al = s.align.clamp(1, 64) as i32;
            off = (off + al - 1) / al * al;
            user_off.push(off);
            off += s.size as i32;
        }
        off = (off + 7) / 8 * 8;
        let gpr_off = off;
        off += 8 * alloc.gpr_spills as i32;
        let frame = (off + 15) / 16 * 16;
        if frame as i64 > (1 << 30) {
            return Err(EmitError("frame too large".into()));
        }
        let cs = &alloc.callee_saved;
        let saved = cs
            .chunks(2)
            .map(|p| (p[0], p.get(1).copied().unwrap_or(ZR)))
            .collect();
        // v8–v15 in use: their low halves are the caller's (an odd one out
        // is paired with an unused one: saving it too is harmless)
        let mut used_d: Vec<u8> = vreg::CALLEE_SAVED_LOW
            .into_iter()
            .filter(|&r| {
                alloc
                    .locs
                    .iter()
                    .zip(&f.vregs)
                    .any(|(l, c)| *c == RegClass::Vec && *l == Loc::Reg(r))
            })
            .collect();
        if used_d.len() % 2 == 1 {
            let extra = vreg::CALLEE_SAVED_LOW
                .into_iter()
                .find(|r| !used_d.contains(r))
                .expect("a free one");
            used_d.push(extra);
            used_d.sort_unstable();
        }
        let saved_d = used_d.chunks(2).map(|p| (p[0], p[1])).collect();
        Ok(FnEmitter {
            a,
            f,
            alloc,
            funcs,
            relocs,
            blocks,
            consts,
            epilogue,
            vec_off,
            user_off,
            gpr_off,
            frame,
            saved,
            saved_d,
            literals: vec![],
            own_consts: vec![],
        })
    }

    fn loc(&self, v: VReg) -> Loc {
        self.alloc.locs[v.0 as usize]
    }

    fn slot(&self, v: VReg) -> MLoc {
        match (self.loc(v), self.f.class(v)) {
            (Loc::Spill(i), RegClass::Gpr) => MLoc::Mem {
                base: SP,
                off: self.gpr_off + 8 * i as i32,
            },
            (Loc::Spill(i), RegClass::Vec) => MLoc::Mem {
                base: SP,
                off: self.vec_off + 16 * i as i32,
            },
            (Loc::Reg(r), _) => MLoc::Reg(r),
            (Loc::None, _) => panic!("no location for {v:?}"),
        }
    }

    fn mloc(&self, v: VReg) -> Option<MLoc> {
        match self.loc(v) {
            Loc::None => None,
            _ => Some(self.slot(v)),
        }
    }

    // ---- frame memory ----

    /// A register holding `base + off` (S3 when it must be computed).
    fn frame_addr(&mut self, base: u8, off: i32) -> u8 {
        if off == 0 {
            return base;
        }
        self.add_const(S3, base, off as i64);
        S3
    }

    /// `d = n + c` for any constant (n may be sp; d may be n).
    fn add_const(&mut self, d: u8, n: u8, c: i64) {
        if (0..4096).contains(&c) {
            self.a.add_imm(d, n, c as u32);
        } else if (-4095..0).contains(&c) {
            self.a.sub_imm(d, n, (-c) as u32);
        } else {
            let t = if d == S3 && n != S3 { S3 } else { S1 };
            debug_assert!(t != n);
            self.a.mov_imm(t, c);
            self.a.add_shifted(d, n, t, 0);
        }
    }

    /// 8-byte load from a frame location.
    fn load_x(&mut self, d: u8, base: u8, off: i32) {
        if off >= 0 && off % 8 == 0 && off < 32768 {
            self.a.ldr_x_off(d, base, off as u32);
        } else {
            let r = self.frame_addr(base, off);
            self.a.ldr_gpr(8, false, d, r);
        }
    }
    fn store_x(&mut self, s: u8, base: u8, off: i32) {
        if off >= 0 && off % 8 == 0 && off < 32768 {
            self.a.str_x_off(s, base, off as u32);
        } else {
            let r = self.frame_addr(base, off);
            self.a.str_gpr(8, s, r);
        }
    }
    /// 16-byte vector load/store from a frame location.
    fn load_q(&mut self, d: u8, base: u8, off: i32) {
        if off >= 0 && off % 16 == 0 && off < 65536 {
            self.a.ldr_q_off(d, base, off as u32);
        } else {
            let r = self.frame_addr(base, off);
            self.a.ldr_v(16, d, r);
        }
    }
    fn store_q(&mut self, s: u8, base: u8, off: i32) {
        if off >= 0 && off % 16 == 0 && off < 65536 {
            self.a.str_q_off(s, base, off as u32);
        } else {
            let r = self.frame_addr(base, off);
            self.a.str_v(16, s, r);
        }
    }

    // ---- operand access ----

    /// The register holding `v` (reloaded into `scratch`, a register of
    /// its class, if spilled).
    fn operand(&mut self, v: VReg, scratch: u8) -> u8 {
        match self.loc(v) {
            Loc::Reg(r) => r,
            Loc::Spill(_) => {
                if let MLoc::Mem { base, off } = self.slot(v) {
                    match self.f.class(v) {
                        RegClass::Gpr => self.load_x(scratch, base, off),
                        RegClass::Vec => self.load_q(scratch, base, off),
                    }
                }
                scratch
            }
            Loc::None => scratch,
        }
    }
    /// The register to compute `v` into: its own, or `scratch`.
    fn dest(&self, v: VReg, scratch: u8) -> u8 {
        match self.loc(v) {
            Loc::Reg(r) => r,
            _ => scratch,
        }
    }
    /// Puts `v`, computed in `r`, where it lives.
    fn finish(&mut self, v: VReg, r: u8) {
        let class = self.f.class(v);
        match self.loc(v) {
            Loc::Reg(x) if x != r => match class {
                RegClass::Gpr => self.a.mov(x, r),
                RegClass::Vec => self.a.vmov(x, r),
            },
            Loc::Spill(_) => {
                if let MLoc::Mem { base, off } = self.slot(v) {
                    match class {
                        RegClass::Gpr => self.store_x(r, base, off),
                        RegClass::Vec => self.store_q(r, base, off),
                    }
                }
            }
            _ => {}
        }
    }
    /// GPR holding `v` ([`Self::operand`]).
    fn gs(&mut self, v: VReg, scratch: u8) -> u8 {
        self.operand(v, scratch)
    }
    /// GPR to compute `v` into ([`Self::dest`]).
    fn gd(&self, v: VReg, scratch: u8) -> u8 {
        self.dest(v, scratch)
    }
    /// Writes back a GPR result computed in `r` ([`Self::finish`]).
    fn gfin(&mut self, v: VReg, r: u8) {
        self.finish(v, r)
    }
    /// Vector register holding `v`.
    fn vs(&mut self, v: VReg, scratch: u8) -> u8 {
        self.operand(v, scratch)
    }
    /// Vector register to compute `v` into.
    fn vd(&self, v: VReg, scratch: u8) -> u8 {
        self.dest(v, scratch)
    }
    /// Writes back a vector result computed in `r`.
    fn vfin(&mut self, v: VReg, r: u8) {
        self.finish(v, r)
    }
    /// A vector source: its register, or a (folded) load into `scratch`.
    fn vsrc(&mut self, s: &VSrc, scratch: u8, bytes: u32) -> u8 {
        match s {
            VSrc::Reg(v) => self.vs(*v, scratch),
            VSrc::Mem(a) => {
                let (r, off) = self.mem(a, bytes);
                self.a.ldr_v_m(bytes, scratch, r, off);
                scratch
            }
        }
    }

    /// The address `a` of an access of `bytes` as an addressing mode:
    /// `[base, #disp]`, `[base, index, lsl #log2(bytes)]` or `[base, index]`
    /// when `a` has that shape, else `[SA, #disp]` with SA = base + index
    /// (the displacement folded when it fits), else `[SA]`.
    fn mem(&mut self, a: &Addr, bytes: u32) -> (u8, MemOff) {
        let disp = a.disp as i64;
        let (base, index) = match a.base {
            Base::Reg(r) => (self.gs(r, SA), a.index),
            Base::Slot(s) if a.index.is_none() => {
                let off = self.user_off[s.0 as usize] as i64 + disp;
                if let Some(o) = MemOff::imm(off, bytes) {
                    return (SP, o);
                }
                return (self.addr(a), MemOff::Imm(0));
            }
            _ => return (self.addr(a), MemOff::Imm(0)),
        };
        let Some((i, sc)) = index else {
            return match MemOff::imm(disp, bytes) {
                Some(o) => (base, o),
                None => (self.addr(a), MemOff::Imm(0)),
            };
        };
        let sh = match sc {
            Scale::S1 => 0u32,
            Scale::S2 => 1,
            Scale::S4 => 2,
            Scale::S8 => 3,
        };
        if disp == 0 {
            if sh == 0 {
                return (base, MemOff::Index(self.gs(i, S3)));
            }
            if 1 << sh == bytes {
                return (base, MemOff::ScaledIndex(self.gs(i, S3)));
            }
        }
        let idx = self.gs(i, S3);
        self.a.add_shifted(SA, base, idx, sh);
        match MemOff::imm(disp, bytes) {
            Some(o) => (SA, o),
            None => {
                self.add_const_addr(SA, disp);
                (SA, MemOff::Imm(0))
            }
        }
    }

    /// A register holding the address `a` (SA when it must be computed;
    /// a spilled base or index is reloaded into SA / S3).
    fn addr(&mut self, a: &Addr) -> u8 {
        self.addr_into(a, SA)
    }

    /// [`Self::addr`] computed into `t` (SA or a register `add` may write
    /// before the base of `a` is read again).
    fn addr_into(&mut self, a: &Addr, t: u8) -> u8 {
        let base = match a.base {
            Base::Reg(r) => {
                let b = self.gs(r, SA);
                if a.index.is_none() && a.disp == 0 {
                    return b;
                }
                b
            }
            Base::Slot(s) => {
                let off = self.user_off[s.0 as usize];
                self.add_const(SA, SP, off as i64);
                SA
            }
            Base::Const(c) => {
                self.a.adr(SA, self.consts[c.0 as usize]);
                SA
            }
        };
        let mut cur = base;
        if let Some((i, sc)) = a.index {
            let idx = self.gs(i, S3);
            let sh = match sc {
                Scale::S1 => 0,
                Scale::S2 => 1,
                Scale::S4 => 2,
                Scale::S8 => 3,
            };
            self.a.add_shifted(t, cur, idx, sh);
            cur = t;
        }
        if a.disp != 0 {
            self.add_const_to(t, cur, a.disp as i64);
            cur = t;
        }
        cur
    }

    /// `SA = n + c` (n may be SA).
    fn add_const_addr(&mut self, n: u8, c: i64) {
        self.add_const_to(SA, n, c)
    }

    /// `t = n + c` (n may be t; S3 holds a constant too big for `add`).
    fn add_const_to(&mut self, t: u8, n: u8, c: i64) {
        if (0..4096).contains(&c) {
            self.a.add_imm(t, n, c as u32);
        } else if (-4095..0).contains(&c) {
            self.a.sub_imm(t, n, (-c) as u32);
        } else {
            self.a.mov_imm(S3, c);
            self.a.add_shifted(t, n, S3, 0);
        }
    }

    // ---- frame ----

    fn prologue(&mut self) {
        self.a.push_pair(gpr::FP, gpr::LR);
        self.a.mov_sp(gpr::FP, SP);
        for &(r1, r2) in &self.saved.clone() {
            self.a.push_pair(r1, r2);
        }
        for &(r1, r2) in &self.saved_d.clone() {
            self.a.push_pair_d(r1, r2);
        }
        if self.frame > 0 {
            self.add_const(SP, SP, -(self.frame as i64));
        }
        // Incoming arguments → allocated locations.
        let args: Vec<(RegClass, bool)> = (self.f.sig.params.iter())
            .flat_map(|t| t.expanded_args())
            .collect();
        let (stack, _) = super::REGS.arg_stack.place(args.iter().copied());
        let (mut gi, mut vi) = (0usize, 0usize);
        let mut gmoves = vec![];
        let mut vmoves = vec![];
        let mut wide = vec![];
        for (k, &p) in self.f.params.iter().enumerate() {
            let class = self.f.class(p);
            let src = match stack[k] {
                Some(off) => MLoc::Mem {
                    base: gpr::FP,
                    off: 16 + off,
                },
                None if class == RegClass::Gpr => MLoc::Reg(gpr::ARGS[gi]),
                None => MLoc::Reg(vreg::ARGS[vi]),
            };
            match class {
                RegClass::Gpr => gi += 1,
                RegClass::Vec => vi += 1,
            }
            let Some(dst) = self.mloc(p) else { continue };
            match (class, src) {
                (RegClass::Gpr, _) => gmoves.push((dst, src)),
                (RegClass::Vec, MLoc::Mem { base, off }) if args[k].1 => {
                    wide.push((dst, base, off))
                }
                (RegClass::Vec, _) => vmoves.push((dst, src)),
            }
        }
        self.parallel_move(RegClass::Gpr, gmoves);
        self.parallel_move(RegClass::Vec, vmoves);
        for (dst, base, off) in wide {
            self.load_q(V0, base, off);
            self.mov_one(RegClass::Vec, dst, MLoc::Reg(V0));
        }
    }

    fn epilogue(&mut self) {
        self.a.bind(self.epilogue);
        let n = (self.saved.len() + self.saved_d.len()) as i64;
        self.add_const(SP, gpr::FP, -16 * n);
        for &(r1, r2) in self.saved_d.clone().iter().rev() {
            self.a.pop_pair_d(r1, r2);
        }
        for &(r1, r2) in self.saved.clone().iter().rev() {
            self.a.pop_pair(r1, r2);
        }
        self.a.pop_pair(gpr::FP, gpr::LR);
        self.a.ret();
    }

    /// One move of a whole register (8-byte GPR, 16-byte vector).
    fn mov_one(&mut self, class: RegClass, dst: MLoc, src: MLoc) {
        match (class, dst, src) {
            (_, d, s) if d == s => {}
            (RegClass::Gpr, MLoc::Reg(d), MLoc::Reg(s)) => self.a.mov(d, s),
            (RegClass::Gpr, MLoc::Reg(d), MLoc::Mem { base, off }) => self.load_x(d, base, off),
            (RegClass::Gpr, MLoc::Mem { base, off }, MLoc::Reg(s)) => self.store_x(s, base, off),
            (RegClass::Gpr, MLoc::Mem { base: db, off: dof }, MLoc::Mem { base, off }) => {
                self.load_x(S1, base, off);
                self.store_x(S1, db, dof);
            }
            (RegClass::Vec, MLoc::Reg(d), MLoc::Reg(s)) => self.a.vmov(d, s),
            (RegClass::Vec, MLoc::Reg(d), MLoc::Mem { base, off }) => self.vload_any(d, base, off),
            (RegClass::Vec, MLoc::Mem { base, off }, MLoc::Reg(s)) => self.store_q(s, base, off),
            (RegClass::Vec, MLoc::Mem { base: db, off: dof }, MLoc::Mem { base, off }) => {
                self.vload_any(V1, base, off);
                self.store_q(V1, db, dof);
            }
        }
    }

    /// Vector move from memory: spill slots hold whole registers; the
    /// incoming stack arguments moved here are scalars (8 bytes).
    fn vload_any(&mut self, d: u8, base: u8, off: i32) {
        if base == gpr::FP {
            let r = self.frame_addr(base, off);
            self.a.ldr_v(8, d, r);
        } else {
            self.load_q(d, base, off);
        }
    }

    /// Performs `dst_i = src_i` simultaneously.
    fn parallel_move(&mut self, class: RegClass, moves: Vec<(MLoc, MLoc)>) {
        let scratch = if class == RegClass::Gpr { S0 } else { V0 };
        for (d, s) in crate::isa::sequence_moves(moves, MLoc::Reg(scratch)) {
            self.mov_one(class, d, s);
        }
    }

    // ---- body ----

    fn emit(mut self) -> Result<(), EmitError> {
        self.prologue();
        let mut header = vec![false; self.f.blocks.len()];
        for (bi, b) in self.f.blocks.iter().enumerate() {
            if let Some(t) = b.insts.last() {
                for s in t.successors() {
                    if (s.0 as usize) <= bi {
                        header[s.0 as usize] = true;
                    }
                }
            }
        }
        for (bi, &is_header) in header.iter().enumerate() {
            if is_header {
                self.a.nop_align(LOOP_ALIGN);
            }
            self.a.bind(self.blocks[bi]);
            let insts = &self.f.blocks[bi].insts;
            let mut k = 0;
            while k < insts.len() {
                if k + 1 < insts.len() && self.pair(&insts[k], &insts[k + 1]) {
                    k += 2;
                    continue;
                }
                self.inst(&insts[k], bi)?;
                k += 1;
            }
        }
        self.epilogue();
        // Literals and constant pools, after the code (the epilogue's `ret`
        // precedes them: the zero padding is never executed).
        for (l, sym) in std::mem::take(&mut self.literals) {
            self.a.align_data(8);
            self.a.bind(l);
            self.relocs.push(Reloc {
                offset: self.a.offset(),
                sym,
            });
            self.a.bytes(&[0; 8]);
        }
        for (i, c) in self.f.consts.iter().enumerate() {
            self.a.align_data(c.align.clamp(4, 16) as usize);
            self.a.bind(self.consts[i]);
            self.a.bytes(&c.bytes);
        }
        for (bytes, l) in std::mem::take(&mut self.own_consts) {
            self.a.align_data(16);
            self.a.bind(l);
            self.a.bytes(&bytes);
        }
        self.a.align_data(4);
        Ok(())
    }

    /// Two consecutive 16-byte loads (or stores) of adjacent memory from
    /// one base register as one `ldp` (`stp`); false (nothing emitted)
    /// when `a` and `b` are not such a pair.
    fn pair(&mut self, a: &Inst, b: &Inst) -> bool {
        // (whether a store, the register's vreg, the address) of a 16-byte
        // access
        let access = |i: &Inst| match i {
            Inst::Load {
                kind: MemKind::V128 | MemKind::V256,
                dst,
                addr,
            } => Some((false, *dst, *addr)),
            Inst::Store {
                kind: MemKind::V128 | MemKind::V256,
                src,
                addr,
            } => Some((true, *src, *addr)),
            _ => None,
        };
        let (Some((store, va, x)), Some((store_b, vb, y))) = (access(a), access(b)) else {
            return false;
        };
        let base = match (x.base, y.base, x.index, y.index) {
            (Base::Reg(p), Base::Reg(q), None, None) if p == q => p,
            _ => return false,
        };
        // the lower address first; ldp/stp's offset: 7 bits, scaled by 16
        let lo = x.disp.min(y.disp);
        if store != store_b
            || (x.disp - y.disp).abs() != 16
            || lo % 16 != 0
            || !(-1024..=1008).contains(&lo)
        {
            return false;
        }
        let (Loc::Reg(ra), Loc::Reg(rb), Loc::Reg(n)) =
            (self.loc(va), self.loc(vb), self.loc(base))
        else {
            return false;
        };
        // (two loads into one register are not a pair)
        if !store && ra == rb {
            return false;
        }
        let (r1, r2) = if x.disp > y.disp { (rb, ra) } else { (ra, rb) };
        if store {
            self.a.stp_q(r1, r2, n, lo);
        } else {
            self.a.ldp_q(r1, r2, n, lo);
        }
        true
    }

    /// A 16-byte constant of the emitter's own pool, loaded into `d`.
    fn load_own_const(&mut self, d: u8, bytes: [u8; 16]) {
        let l = match self.own_consts.iter().find(|(b, _)| *b == bytes) {
            Some((_, l)) => *l,
            None => {
                let l = self.a.new_label();
                self.own_consts.push((bytes, l));
                l
            }
        };
        self.a.adr(S3, l);
        self.a.ldr_v(16, d, S3);
    }

    /// `v` in every lane of `bits` (a 16-byte constant).
    fn splat_const(&mut self, d: u8, bits: u32, v: u64) {
        let mut b = [0u8; 16];
        let n = (bits / 8) as usize;
        for c in b.chunks_mut(n) {
            c.copy_from_slice(&v.to_le_bytes()[..n]);
        }
        self.load_own_const(d, b);
    }

    /// The address of `sym` into `d` (a literal the loader fills in).
    fn sym_addr(&mut self, d: u8, sym: Sym) {
        let l = self.a.new_label();
        self.literals.push((l, sym));
        self.a.ldr_literal(d, l);
    }

    fn func_label(&mut self, name: &str) -> DynamicLabel {
        let a = &mut *self.a;
        self.funcs.get(name, &self.f.name, || a.new_label())
    }

    /// Compares `a` with `b` at width `w` for predicate `cc`, setting flags.
    fn compare(&mut self, cc: IntCC, w: Width, a: VReg, b: &GSrc) {
        let signed = cc.is_signed();
        let (ra, w64) = match w {
            Width::W64 => (self.gs(a, S0), true),
            Width::W32 => (self.gs(a, S0), false),
            _ => {
                let ra = self.gs(a, S0);
                self.a.ext(signed, w.bits(), S0, ra);
                (S0, false)
            }
        };
        match b {
            GSrc::Imm(i) => {
                let v = match w {
                    Width::W8 | Width::W16 if signed => w.sext(*i as i64),
                    Width::W8 | Width::W16 => w.zext(*i as i64),
                    _ => *i as i64,
                };
                if (0..4096).contains(&v) {
                    self.a.cmp_imm(w64, ra, v as u32);
                } else if (-4095..0).contains(&v) {
                    self.a.cmn_imm(w64, ra, (-v) as u32);
                } else {
                    self.a.mov_imm(S1, v);
                    self.a.cmp(w64, ra, S1);
                }
            }
            GSrc::Reg(r) => {
                let rb = self.gs(*r, S1);
                let rb = match w {
                    Width::W8 | Width::W16 => {
                        self.a.ext(signed, w.bits(), S1, rb);
                        S1
                    }
                    _ => rb,
                };
                self.a.cmp(w64, ra, rb);
            }
        }
    }

    /// A GPR operand that may be an immediate: its register (the immediate
    /// materialized in `scratch`).
    fn gsrc(&mut self, b: &GSrc, scratch: u8) -> u8 {
        match b {
            GSrc::Reg(r) => self.gs(*r, scratch),
            GSrc::Imm(i) => {
                self.a.mov_imm(scratch, *i as i64);
                scratch
            }
        }
    }

    fn inst(&mut self, inst: &Inst, bi: usize) -> Result<(), EmitError> {
        use Inst::*;
        match inst {
            MovImm { dst, imm } => {
                let d = self.gd(*dst, S0);
                self.a.mov_imm(d, *imm);
                self.gfin(*dst, d);
            }
            Mov { dst, src } => {
                if let (Some(d), Some(s)) = (self.mloc(*dst), self.mloc(*src)) {
                    self.mov_one(self.f.class(*dst), d, s);
                }
            }
            Zero { dst } => match self.f.class(*dst) {
                RegClass::Gpr => {
                    let d = self.gd(*dst, S0);
                    self.a.mov_imm(d, 0);
                    self.gfin(*dst, d);
                }
                RegClass::Vec => {
                    let d = self.vd(*dst, V0);
                    self.a.vzero(d);
                    self.vfin(*dst, d);
                }
            },
            Alu { op, w, dst, a, b } => {
                let w64 = w.is64();
                let ra = self.gs(*a, S0);
                let d = self.gd(*dst, S0);
                match (op, b) {
                    (AluOp::Add | AluOp::Sub, GSrc::Imm(i)) if (-4095..4096).contains(i) => {
                        let neg = (*op == AluOp::Sub) != (*i < 0);
                        let m = i.unsigned_abs();
                        if neg {
                            self.a.sub_imm(d, ra, m);
                        } else {
                            self.a.add_imm(d, ra, m);
                        }
                    }
                    _ => {
                        let rb = self.gsrc(b, S1);
                        let o = match op {
                            AluOp::Add => AluRR::Add,
                            AluOp::Sub => AluRR::Sub,
                            AluOp::Mul => AluRR::Mul,
                            AluOp::And => AluRR::And,
                            AluOp::Or => AluRR::Orr,
                            AluOp::Xor => AluRR::Eor,
                        };
                        self.a.alu_rrr(o, w64, d, ra, rb);
                    }
                }
                self.gfin(*dst, d);
            }
            Unary { op, w, dst, a } => {
                let ra = self.gs(*a, S0);
                let d = self.gd(*dst, S0);
                match op {
                    UnOp::Neg => self.a.neg(w.is64(), d, ra),
                    UnOp::Not => self.a.mvn(w.is64(), d, ra),
                }
                self.gfin(*dst, d);
            }
            Shift { op, w, dst, a, b } => self.shift(*op, *w, *dst, *a, b),
            Div {
                signed,
                rem,
                w,
                dst,
                a,
                b,
            } => {
                let (ra, rb) = (self.gs(*a, S0), self.gs(*b, S1));
                let w64 = match w {
                    Width::W64 => true,
                    Width::W32 => false,
                    _ => {
                        // narrow operands extended to 64 bits: MIN / -1 of
                        // i8/i16 gives 2^(N-1), whose low N bits are MIN
                        self.a.ext(*signed, w.bits(), S0, ra);
                        self.a.ext(*signed, w.bits(), S1, rb);
                        true
                    }
                };
                let (ra, rb) = if w64 && !w.is64() { (S0, S1) } else { (ra, rb) };
                // (AArch64 division never traps: x / 0 = 0, MIN / -1 = MIN)
                let op = if *signed { AluRR::Sdiv } else { AluRR::Udiv };
                let d = self.gd(*dst, S0);
                if *rem {
                    self.a.alu_rrr(op, w64, S3, ra, rb);
                    self.a.msub(w64, d, S3, rb, ra);
                } else {
                    self.a.alu_rrr(op, w64, d, ra, rb);
                }
                self.gfin(*dst, d);
            }
            MulHi { signed, dst, a, b } => {
                let (ra, rb) = (self.gs(*a, S0), self.gs(*b, S1));
                let d = self.gd(*dst, S0);
                let op = if *signed { AluRR::Smulh } else { AluRR::Umulh };
                self.a.alu_rrr(op, true, d, ra, rb);
                self.gfin(*dst, d);
            }
            Ext {
                signed,
                from,
                dst,
                src,
            } => {
                let s = self.gs(*src, S0);
                let d = self.gd(*dst, S0);
                self.a.ext(*signed, from.bits(), d, s);
                self.gfin(*dst, d);
            }
            SetCc { cc, w, dst, a, b } => {
                self.compare(*cc, *w, *a, b);
                let d = self.gd(*dst, S0);
                self.a.cset(d, cond_of(*cc));
                self.gfin(*dst, d);
            }
            Select { dst, cond, a, b } => match self.f.class(*dst) {
                RegClass::Gpr => {
                    let c = self.gs(*cond, S1);
                    self.a.tst(c, c);
                    let ra = self.gs(*a, S0);
                    let rb = self.gs(*b, S1);
                    let d = self.gd(*dst, S0);
                    self.a.csel(d, ra, rb, Cond::Ne);
                    self.gfin(*dst, d);
                }
                RegClass::Vec => {
                    let rb = self.vs(*b, V0);
                    if rb != V0 {
                        self.a.vmov(V0, rb);
                    }
                    let c = self.gs(*cond, S1);
                    let skip = self.a.new_label();
                    self.a.cbz(false, c, skip);
                    let ra = self.vs(*a, V0);
                    if ra != V0 {
                        self.a.vmov(V0, ra);
                    }
                    self.a.bind(skip);
                    self.vfin(*dst, V0);
                }
            },
            Lea { dst, addr } => {
                let d = self.gd(*dst, S0);
                let r = match addr.base {
                    // straight into the destination (it may be the base
                    // or the index: `add` reads both first)
                    Base::Reg(_) => self.addr_into(addr, d),
                    _ => self.addr(addr),
                };
                if d != r {
                    self.a.mov(d, r);
                }
                self.gfin(*dst, d);
            }
            FuncAddr { dst, func } => {
                let l = self.func_label(func);
                let d = self.gd(*dst, S0);
                self.a.adr(d, l);
                self.gfin(*dst, d);
            }
            SymAddr { dst, sym } => {
                let d = self.gd(*dst, S0);
                self.sym_addr(d, sym.clone());
                self.gfin(*dst, d);
            }
            Load { kind, dst, addr } => {
                // (a 256-bit access is its 128 bits here)
                let bytes = kind.bytes().min(16);
                let (r, off) = self.mem(addr, bytes);
                match kind.class() {
                    RegClass::Gpr => {
                        let d = self.gd(*dst, S0);
                        let signed = matches!(kind, MemKind::S8 | MemKind::S16 | MemKind::S32);
                        self.a.ldr_gpr_m(bytes, signed, d, r, off);
                        self.gfin(*dst, d);
                    }
                    RegClass::Vec => {
                        let d = self.vd(*dst, V0);
                        self.a.ldr_v_m(bytes, d, r, off);
                        self.vfin(*dst, d);
                    }
                }
            }
            Store { kind, src, addr } => {
                let bytes = kind.bytes().min(16);
                let (r, off) = self.mem(addr, bytes);
                match kind.class() {
                    RegClass::Gpr => {
                        let s = self.gs(*src, S0);
                        self.a.str_gpr_m(bytes, s, r, off);
                    }
                    RegClass::Vec => {
                        let s = self.vs(*src, V0);
                        self.a.str_v_m(bytes, s, r, off);
                    }
                }
            }
            FBin { op, ty, dst, a, b } => {
                let f64_ = *ty == FTy::F64;
                let ra = self.vs(*a, V0);
                let rb = self.vsrc(b, V1, if f64_ { 8 } else { 4 });
                let d = self.vd(*dst, V2);
                match op {
                    FBinOp::Add => self.a.fbin(FArith::Fadd, f64_, d, ra, rb),
                    FBinOp::Sub => self.a.fbin(FArith::Fsub, f64_, d, ra, rb),
                    FBinOp::Mul => self.a.fbin(FArith::Fmul, f64_, d, ra, rb),
                    FBinOp::Div => self.a.fbin(FArith::Fdiv, f64_, d, ra, rb),
                    // x86's maxss/minss: `a > b ? a : b` / `a < b ? a : b`
                    // (b when unordered or equal)
                    FBinOp::MaxIsa => {
                        self.a.fcmp(f64_, ra, rb);
                        self.a.fcsel(f64_, d, ra, rb, Cond::Gt);
                    }
                    FBinOp::MinIsa => {
                        self.a.fcmp(f64_, ra, rb);
                        self.a.fcsel(f64_, d, ra, rb, Cond::Mi);
                    }
                }
                self.vfin(*dst, d);
            }
            FSqrt { ty, dst, a } => {
                let ra = self.vs(*a, V0);
                let d = self.vd(*dst, V1);
                self.a.fun(FUn::Fsqrt, *ty == FTy::F64, d, ra);
                self.vfin(*dst, d);
            }
            FRound { ty, mode, dst, a } => {
                let ra = self.vs(*a, V0);
                let d = self.vd(*dst, V1);
                self.a.fun(round_op(*mode), *ty == FTy::F64, d, ra);
                self.vfin(*dst, d);
            }
            FCmp {
                pred,
                ty,
                dst,
                a,
                b,
            } => {
                let ra = self.vs(*a, V0);
                let rb = self.vs(*b, V1);
                self.a.fcmp(*ty == FTy::F64, ra, rb);
                let d = self.gd(*dst, S0);
                self.fcmp_result(*pred, d);
                self.gfin(*dst, d);
            }
            CvtSiToF { w, ty, dst, src } => {
                let s = self.gs(*src, S0);
                let (w64, s) = match w {
                    Width::W64 => (true, s),
                    Width::W32 => (false, s),
                    _ => {
                        self.a.ext(true, w.bits(), S0, s);
                        (true, S0)
                    }
                };
                let d = self.vd(*dst, V0);
                self.a.scvtf(w64, *ty == FTy::F64, d, s);
                self.vfin(*dst, d);
            }
            CvtFToSiRaw { w, ty, dst, src } => {
                // x86 semantics: NaN and values outside the range give MIN
                let f64_ = *ty == FTy::F64;
                let s = self.vs(*src, V0);
                let d = self.gd(*dst, S0);
                let w64 = w.is64();
                self.a.fcvtzs(w64, f64_, d, s);
                let bits = if w64 { 64 } else { 32 };
                // |x| < 2^(N-1) (false for NaN): keep, else MIN
                let lim = if f64_ {
                    (1023 + bits as u64 - 1) << 52
                } else {
                    (127 + bits as u64 - 1) << 23
                };
                self.a.mov_imm(S1, lim as i64);
                self.a.fmov_to_vec(f64_, V1, S1);
                self.a.fun(FUn::Fabs, f64_, V2, s);
                self.a.fcmp(f64_, V2, V1);
                self.a
                    .mov_imm(S1, if w64 { i64::MIN } else { i32::MIN as i64 });
                self.a.csel(d, d, S1, Cond::Mi);
                // -2^(N-1) itself converts exactly to MIN: nothing to fix
                self.gfin(*dst, d);
            }
            FpToSiSat { w, ty, dst, src } => {
                // `fcvtzs` is exactly this: toward zero, saturating, NaN → 0
                let s = self.vs(*src, V0);
                let d = self.gd(*dst, S0);
                self.a.fcvtzs(w.is64(), *ty == FTy::F64, d, s);
                self.gfin(*dst, d);
            }
            CvtFF { from, dst, src } => {
                let s = self.vs(*src, V0);
                let d = self.vd(*dst, V1);
                self.a.fcvt(*from == FTy::F64, d, s);
                self.vfin(*dst, d);
            }
            MovToVec { w, dst, src } => {
                let s = self.gs(*src, S0);
                let d = self.vd(*dst, V0);
                self.a.fmov_to_vec(w.is64(), d, s);
                self.vfin(*dst, d);
            }
            MovToGpr { w, dst, src } => {
                let s = self.vs(*src, V0);
                let d = self.gd(*dst, S0);
                self.a.fmov_to_gpr(w.is64(), d, s);
                self.gfin(*dst, d);
            }
            VBin { op, ty, dst, a, b } => {
                let ra = self.vs(*a, V0);
                let rb = self.vsrc(b, V1, 16);
                let d = self.vd(*dst, V2);
                self.vbin(*op, *ty, d, ra, rb)?;
                self.vfin(*dst, d);
            }
            VUn { op, ty, dst, a } => {
                let ra = self.vs(*a, V0);
                let d = self.vd(*dst, V1);
                let f64_ = *ty == VTy::F64x4;
                match op {
                    VUnOp::FSqrt => self.a.vfun(FUn::Fsqrt, f64_, d, ra),
                    VUnOp::FRound(m) => self.a.vfun(round_op(*m), f64_, d, ra),
                    VUnOp::IAbs => self.a.vabs(arr_of(*ty), d, ra),
                }
                self.vfin(*dst, d);
            }
            VShiftImm { ty, sh, dst, a } => {
                let ra = self.vs(*a, V0);
                let d = self.vd(*dst, V1);
                let arr = arr_of(*ty);
                let es = arr.bits();
                let c = sh.count as u32;
                match sh.op {
                    ShiftOp::Shl if c >= es => self.a.vzero(d),
                    ShiftOp::Shl if c == 0 => self.a.vmov(d, ra),
                    ShiftOp::Shl => self.a.vshift_imm(ShiftKind::Lsl, arr, d, ra, c),
                    _ if c == 0 => self.a.vmov(d, ra),
                    ShiftOp::ShrU => self.a.vshift_imm(ShiftKind::Lsr, arr, d, ra, c.min(es)),
                    ShiftOp::ShrS => self.a.vshift_imm(ShiftKind::Asr, arr, d, ra, c.min(es)),
                }
                self.vfin(*dst, d);
            }
            VFCmp {
                pred,
                ty,
                dst,
                a,
                b,
            } => {
                let ra = self.vs(*a, V0);
                let rb = self.vs(*b, V1);
                let d = self.vd(*dst, V2);
                self.vfcmp(*pred, *ty == VTy::F64x4, d, ra, rb);
                self.vfin(*dst, d);
            }
            VCvt { op, dst, a } => {
                let ra = self.vs(*a, V0);
                let d = self.vd(*dst, V1);
                self.vcvt(*op, d, ra);
                self.vfin(*dst, d);
            }
            VFpToSiSat { dst, src, .. } => {
                // `fcvtzs .4s`: toward zero, saturating, NaN → 0
                let s = self.vsrc(src, V0, 16);
                let d = self.vd(*dst, V1);
                self.a.vcvt_int_float(false, false, d, s);
                self.vfin(*dst, d);
            }
            Fma {
                op,
                ty,
                dst,
                a,
                b,
                c,
            } => self.fma(*op, *ty, *dst, *a, b, *c),
            Broadcast { elem, dst, src } => {
                let arr = arr_of_elem(*elem);
                let d = self.vd(*dst, V1);
                match src {
                    BSrc::Vec(v) => {
                        let s = self.vs(*v, V0);
                        self.a.dup_elem(arr, d, s, 0);
                    }
                    BSrc::Gpr(g) => {
                        let s = self.gs(*g, S0);
                        self.a.dup_gpr(arr, d, s);
                    }
                    BSrc::Mem(addr) => {
                        let r = self.addr(addr);
                        self.a.ld1r(arr, d, r);
                    }
                }
                self.vfin(*dst, d);
            }
            VShuf { op, dst, a, b, imm } => {
                let ra = self.vs(*a, V0);
                let rb = if op.is_unary() { ra } else { self.vs(*b, V1) };
                self.vshuf(*op, V2, ra, rb, *imm)?;
                self.vfin(*dst, V2);
            }
            Blendv {
                elem,
                dst,
                a,
                b,
                mask,
            } => {
                let arr = arr_of_elem(*elem);
                let rm = self.vs(*mask, V2);
                // the sign bit across the lane, then a bit select
                self.a
                    .vshift_imm(ShiftKind::Asr, arr, V2, rm, arr.bits() - 1);
                let ra = self.vs(*a, V0);
                let rb = self.vs(*b, V1);
                self.a.vlogic(VLogic::Bsl, V2, rb, ra);
                self.vfin(*dst, V2);
            }
            MaskLoad {
                elem,
                dst,
                mask,
                addr,
            } => {
                let r = self.addr(addr);
                if r != SA {
                    self.a.mov(SA, r);
                }
                let rm = self.vs(*mask, V1);
                if rm != V1 {
                    self.a.vmov(V1, rm);
                }
                self.a.vzero(V0);
                let arr = arr_of_elem(*elem);
                // lane by lane: a lane whose mask sign bit is clear is
                // never read (it may be past the end of the memory)
                for lane in 0..128 / arr.bits() {
                    let skip = self.a.new_label();
                    self.a.umov(arr, S1, V1, lane);
                    self.a.tbz(false, S1, arr.bits() - 1, skip);
                    self.add_const(S3, SA, (lane * arr.bits() / 8) as i64);
                    self.a.ld1_lane(arr, V0, lane, S3);
                    self.a.bind(skip);
                }
                self.vfin(*dst, V0);
            }
            MaskStore {
                elem,
                src,
                mask,
                addr,
            } => {
                let r = self.addr(addr);
                if r != SA {
                    self.a.mov(SA, r);
                }
                let s = self.vs(*src, V0);
                let rm = self.vs(*mask, V1);
                let arr = arr_of_elem(*elem);
                for lane in 0..128 / arr.bits() {
                    let skip = self.a.new_label();
                    self.a.umov(arr, S1, rm, lane);
                    self.a.tbz(false, S1, arr.bits() - 1, skip);
                    self.add_const(S3, SA, (lane * arr.bits() / 8) as i64);
                    self.a.st1_lane(arr, s, lane, S3);
                    self.a.bind(skip);
                }
            }
            Gather {
                kind,
                dst,
                passthru,
                base,
                index,
                scale,
                disp,
                mask,
            } => self.gather(*kind, *dst, *passthru, *base, *index, *scale, *disp, *mask),
            MovMsk { elem, dst, src } => {
                let s = self.vs(*src, V0);
                let d = self.gd(*dst, S0);
                self.movmsk(*elem, d, s);
                self.gfin(*dst, d);
            }
            ExtractLane {
                elem,
                dst,
                src,
                lane,
            } => {
                let arr = arr_of_elem(*elem);
                if *lane as u32 >= 128 / arr.bits() {
                    return Err(unsupported(format!("lane {lane} of a 128-bit register")));
                }
                let s = self.vs(*src, V0);
                let d = self.gd(*dst, S0);
                self.a.umov(arr, d, s, *lane as u32);
                self.gfin(*dst, d);
            }
            InsertLane {
                elem,
                dst,
                a,
                val,
                lane,
            } => {
                let arr = arr_of_elem(*elem);
                if *lane as u32 >= 128 / arr.bits() {
                    return Err(unsupported(format!("lane {lane} of a 128-bit register")));
                }
                let ra = self.vs(*a, V0);
                if ra != V0 {
                    self.a.vmov(V0, ra);
                }
                let r = self.gs(*val, S0);
                self.a.ins_gpr(arr, V0, *lane as u32, r);
                self.vfin(*dst, V0);
            }
            Call {
                callee,
                args,
                vector_args,
                ret,
            } => self.call(callee, args, vector_args, *ret)?,
            Jmp { target } => {
                if target.0 as usize != bi + 1 {
                    self.a.b(self.blocks[target.0 as usize]);
                }
            }
            Br {
                cc,
                w,
                a,
                b,
                then,
                els,
            } => {
                self.compare(*cc, *w, *a, b);
                let next = bi + 1;
                let c = cond_of(*cc);
                if then.0 as usize == next {
                    self.a.b_cond(c.invert(), self.blocks[els.0 as usize]);
                } else {
                    self.a.b_cond(c, self.blocks[then.0 as usize]);
                    if els.0 as usize != next {
                        self.a.b(self.blocks[els.0 as usize]);
                    }
                }
            }
            Ret { val } => {
                if let Some(v) = val {
                    match self.f.class(*v) {
                        RegClass::Gpr => {
                            let r = self.gs(*v, S0);
                            if r != gpr::X0 {
                                self.a.mov(gpr::X0, r);
                            }
                        }
                        RegClass::Vec => {
                            let r = self.vs(*v, V0);
                            if r != 0 {
                                self.a.vmov(0, r);
                            }
                        }
                    }
                }
                if bi + 1 != self.f.blocks.len() {
                    self.a.b(self.epilogue);
                }
            }
        }
        Ok(())
    }

    /// `dst = 1` if the flags of the last `fcmp` satisfy `pred`, else 0.
    fn fcmp_result(&mut self, pred: FloatCC, d: u8) {
        use FloatCC::*;
        let single = match pred {
            Oeq => Some(Cond::Eq),
            Ogt => Some(Cond::Gt),
            Oge => Some(Cond::Ge),
            Olt => Some(Cond::Mi),
            Ole => Some(Cond::Ls),
            Ord => Some(Cond::Vc),
            Ugt => Some(Cond::Hi),
            Uge => Some(Cond::Pl),
            Ult => Some(Cond::Lt),
            Ule => Some(Cond::Le),
            Une => Some(Cond::Ne),
            Uno => Some(Cond::Vs),
            One | Ueq => None,
        };
        match single {
            Some(c) => self.a.cset(d, c),
            None => {
                // one = ordered and not equal: mi or gt; ueq = eq or unordered
                let (c1, c2) = if pred == One {
                    (Cond::Mi, Cond::Gt)
                } else {
                    (Cond::Eq, Cond::Vs)
                };
                self.a.cset(S1, c1);
                self.a.cset(d, c2);
                self.a.alu_rrr(AluRR::Orr, true, d, d, S1);
            }
        }
    }

    /// All-ones lanes where `a pred b` (`.4s`, or `.2d`).
    fn vfcmp(&mut self, pred: FloatCC, f64_: bool, d: u8, a: u8, b: u8) {
        use FloatCC::*;
        use VFloat::*;
        let t = tmp_for(d, a, b);
        let (op, x, y, invert) = match pred {
            Oeq => (Some(Fcmeq), a, b, false),
            Ogt => (Some(Fcmgt), a, b, false),
            Oge => (Some(Fcmge), a, b, false),
            Olt => (Some(Fcmgt), b, a, false),
            Ole => (Some(Fcmge), b, a, false),
            Une => (Some(Fcmeq), a, b, true),
            Ule => (Some(Fcmgt), a, b, true),
            Ult => (Some(Fcmge), a, b, true),
            Uge => (Some(Fcmgt), b, a, true),
            Ugt => (Some(Fcmge), b, a, true),
            One | Ueq | Ord | Uno => (None, a, b, matches!(pred, Ueq | Uno)),
        };
        match op {
            Some(o) => self.a.vfloat(o, f64_, t, x, y),
            None if matches!(pred, One | Ueq) => {
                // a > b or b > a
                self.a.vfloat(Fcmgt, f64_, V3, a, b);
                self.a.vfloat(Fcmgt, f64_, t, b, a);
                self.a.vlogic(VLogic::Orr, t, t, V3);
            }
            None => {
                // ordered: a == a and b == b
                self.a.vfloat(Fcmeq, f64_, V3, a, a);
                self.a.vfloat(Fcmeq, f64_, t, b, b);
                self.a.vlogic(VLogic::And, t, t, V3);
            }
        }
        if invert {
            self.a.vnot(t, t);
        }
        if t != d {
            self.a.vmov(d, t);
        }
    }

    fn vbin(&mut self, op: VBinOp, ty: VTy, d: u8, a: u8, b: u8) -> Result<(), EmitError> {
        use VBinOp::*;
        let f64_ = ty == VTy::F64x4;
        let arr = arr_of(ty);
        match op {
            FAdd => self.a.vfloat(VFloat::Fadd, f64_, d, a, b),
            FSub => self.a.vfloat(VFloat::Fsub, f64_, d, a, b),
            FMul => self.a.vfloat(VFloat::Fmul, f64_, d, a, b),
            FDiv => self.a.vfloat(VFloat::Fdiv, f64_, d, a, b),
            FHAdd => self.a.vfloat(VFloat::Faddp, f64_, d, a, b),
            // x86's maxps/minps: `a > b ? a : b`, `a < b ? a : b` per lane
            FMaxIsa | FMinIsa => {
                let (x, y) = if op == FMaxIsa { (a, b) } else { (b, a) };
                // (bsl selects into its mask register: d itself unless d
                // is an operand)
                let m = if d != a && d != b { d } else { V3 };
                self.a.vfloat(VFloat::Fcmgt, f64_, m, x, y);
                self.a.vlogic(VLogic::Bsl, m, a, b);
                if m != d {
                    self.a.vmov(d, m);
                }
            }
            FMaximum => self.a.vfloat(VFloat::Fmax, f64_, d, a, b),
            FMinimum => self.a.vfloat(VFloat::Fmin, f64_, d, a, b),
            And => self.a.vlogic(VLogic::And, d, a, b),
            Or => self.a.vlogic(VLogic::Orr, d, a, b),
            Xor => self.a.vlogic(VLogic::Eor, d, a, b),
            AndNot => self.a.vlogic(VLogic::Bic, d, b, a),
            Add => self.a.vint(VInt::Add, arr, d, a, b),
            Sub => self.a.vint(VInt::Sub, arr, d, a, b),
            MulLo => self.a.vint(VInt::Mul, arr, d, a, b),
            MinS => self.a.vint(VInt::Smin, arr, d, a, b),
            MaxS => self.a.vint(VInt::Smax, arr, d, a, b),
            MinU => self.a.vint(VInt::Umin, arr, d, a, b),
            MaxU => self.a.vint(VInt::Umax, arr, d, a, b),
            CmpEq => self.a.vint(VInt::Cmeq, arr, d, a, b),
            CmpGt => self.a.vint(VInt::Cmgt, arr, d, a, b),
            UnpackLo => self.a.vint(VInt::Zip1, arr, d, a, b),
            UnpackHi => self.a.vint(VInt::Zip2, arr, d, a, b),
            Shlv | ShrUv | ShrSv => {
                // counts are unsigned per lane and ≥ esize means 0 (or the
                // sign fill): clamp them to esize, which ushl/sshl treat so
                let es = arr.bits();
                let big = tmp_for(d, a, b);
                self.splat_const(V3, es, (es - 1) as u64);
                self.a.vint(VInt::Cmhi, arr, V3, b, V3);
                self.splat_const(big, es, es as u64);
                // V3 = b > es-1 ? es : b
                self.a.vlogic(VLogic::Bsl, V3, big, b);
                if op != Shlv {
                    self.a.vneg(arr, V3, V3);
                }
                let o = if op == ShrSv { VInt::Sshl } else { VInt::Ushl };
                self.a.vint(o, arr, d, a, V3);
            }
            PermVar => {
                // d[i] = b[a[i] & 3] (the register has 4 lanes): byte
                // indices 4*(a & 3) + {0, 1, 2, 3} for `tbl`
                self.splat_const(V3, 32, 3);
                self.a.vlogic(VLogic::And, V3, a, V3);
                self.a.vshift_imm(ShiftKind::Lsl, Arr::S4, V3, V3, 2);
                let t = tmp_for(d, a, b);
                self.splat_const(t, 32, 0x0101_0101);
                self.a.vint(VInt::Mul, Arr::S4, V3, V3, t);
                self.splat_const(t, 32, 0x0302_0100);
                self.a.vint(VInt::Add, Arr::B16, V3, V3, t);
                self.a.tbl(d, b, V3);
            }
            Shufb => {
                // vpshufb: an index with bit 7 set gives 0, else a[idx & 15]
                self.splat_const(V3, 8, 0x8f);
                self.a.vlogic(VLogic::And, V3, b, V3);
                self.a.tbl(d, a, V3);
            }
        }
        Ok(())
    }

    fn vcvt(&mut self, op: VCvt, d: u8, a: u8) {
        match op {
            VCvt::I32ToF32 => self.a.vcvt_int_float(true, false, d, a),
            VCvt::F32ToI32Trunc => {
                // x86 semantics: NaN and lanes with |x| ≥ 2^31 give
                // 0x80000000 (fcvtzs saturates them instead; -2^31 itself
                // converts exactly to it anyway)
                self.a.vcvt_int_float(false, false, V2, a);
                self.a.vfun(FUn::Fabs, false, d, a);
                self.splat_const(V3, 32, 0x4f00_0000);
                self.a.vfloat(VFloat::Fcmgt, false, V3, V3, d);
                self.splat_const(d, 32, 0x8000_0000);
                self.a.vlogic(VLogic::Bsl, V3, V2, d);
                self.a.vmov(d, V3);
            }
            VCvt::F32ToF64 => self.a.vcvt_f32_f64(false, d, a),
            VCvt::F64ToF32 => self.a.vcvt_f32_f64(true, d, a),
            VCvt::I32ToF64 => {
                self.a.vextend(true, 32, d, a);
                self.a.vcvt_int_float(true, true, d, d);
            }
            VCvt::F64ToI32Trunc => {
                // as above on 64-bit lanes, then narrowed (upper half zero)
                self.a.vcvt_int_float(false, true, V2, a);
                self.a.vfun(FUn::Fabs, true, d, a);
                self.a.mov_imm(S1, 0x41e0_0000_0000_0000); // 2^31
                self.a.dup_gpr(Arr::D2, V3, S1);
                self.a.vfloat(VFloat::Fcmgt, true, V3, V3, d);
                self.splat_const(d, 64, i32::MIN as i64 as u64);
                self.a.vlogic(VLogic::Bsl, V3, V2, d);
                self.a.xtn(32, d, V3);
            }
            VCvt::F16ToF32 => self.a.fcvtl_h(d, a),
            VCvt::F32ToF16 => self.a.fcvtn_h(d, a),
            VCvt::Ext { signed, from, to } => {
                let mut bits = from.bits();
                let mut src = a;
                while bits < to.bits() {
                    self.a.vextend(signed, bits, d, src);
                    src = d;
                    bits *= 2;
                }
                if src != d {
                    self.a.vmov(d, src);
                }
            }
        }
    }

    fn fma(&mut self, op: FmaOp, ty: FmaTy, dst: VReg, a: VReg, b: &VSrc, c: VReg) {
        let ra = self.vs(a, V0);
        match ty {
            FmaTy::Ss | FmaTy::Sd => {
                let f64_ = ty == FmaTy::Sd;
                let rb = self.vsrc(b, V1, if f64_ { 8 } else { 4 });
                let rc = self.vs(c, V2);
                let d = self.vd(dst, V3);
                let k = match op {
                    FmaOp::MulAdd => FmaKind::Fmadd,
                    FmaOp::MulSub => FmaKind::Fnmsub,
                    FmaOp::NMulAdd => FmaKind::Fmsub,
                    FmaOp::NMulSub => FmaKind::Fnmadd,
                };
                self.a.fma_scalar(k, f64_, d, ra, rb, rc);
                self.vfin(dst, d);
            }
            FmaTy::Ps | FmaTy::Pd | FmaTy::PsLane(_) | FmaTy::PdLane(_) => {
                let f64_ = ty.is_f64();
                let lane = match ty {
                    FmaTy::PsLane(k) | FmaTy::PdLane(k) => Some(k as u32),
                    _ => None,
                };
                let rb = self.vsrc(b, V1, 16);
                let rc = self.vs(c, V2);
                // fmla/fmls add into their destination: c's register when
                // the allocator could give dst that (`tied_operand`), else
                // a copy of c in dst (or in V3 when dst holds a factor)
                let d = match self.vd(dst, V3) {
                    d if d == rc => d,
                    d if d != ra && d != rb => {
                        self.a.vmov(d, rc);
                        d
                    }
                    _ => {
                        self.a.vmov(V3, rc);
                        V3
                    }
                };
                // fmla: c + a*b; fmls: c - a*b (one rounding); the negated
                // forms negate that exactly
                let sub = matches!(op, FmaOp::MulSub | FmaOp::NMulAdd);
                match (lane, sub) {
                    (Some(k), _) => self.a.fmla_lane(sub, f64_, d, ra, rb, k),
                    (None, false) => self.a.vfloat(VFloat::Fmla, f64_, d, ra, rb),
                    (None, true) => self.a.vfloat(VFloat::Fmls, f64_, d, ra, rb),
                }
                if matches!(op, FmaOp::MulSub | FmaOp::NMulSub) {
                    self.a.vfun(FUn::Fneg, f64_, d, d);
                }
                self.vfin(dst, d);
            }
        }
    }

    /// Immediate shuffles on the low 128 bits (one 128-bit lane of x86's
    /// two); `d` is V2, distinct from `a` and `b`.
    fn vshuf(&mut self, op: VShuf, d: u8, a: u8, b: u8, imm: u8) -> Result<(), EmitError> {
        let imm = imm as u32;
        match op {
            VShuf::ShufPs => {
                for i in 0..4 {
                    let src = if i < 2 { a } else { b };
                    self.a.ins_elem(Arr::S4, d, i, src, (imm >> (2 * i)) & 3);
                }
            }
            VShuf::ShufPd => {
                self.a.ins_elem(Arr::D2, d, 0, a, imm & 1);
                self.a.ins_elem(Arr::D2, d, 1, b, (imm >> 1) & 1);
            }
            VShuf::BlendPs | VShuf::BlendD | VShuf::BlendPd | VShuf::BlendW => {
                let (arr, lanes) = match op {
                    VShuf::BlendPd => (Arr::D2, 2),
                    VShuf::BlendW => (Arr::H8, 8),
                    _ => (Arr::S4, 4),
                };
                self.a.vmov(d, a);
                for i in 0..lanes {
                    if imm >> i & 1 == 1 {
                        self.a.ins_elem(arr, d, i, b, i);
                    }
                }
            }
            VShuf::PshufD | VShuf::PermilPs => {
                for i in 0..4 {
                    self.a.ins_elem(Arr::S4, d, i, a, (imm >> (2 * i)) & 3);
                }
            }
            VShuf::PermQ | VShuf::PermPd => {
                for i in 0..2 {
                    let l = (imm >> (2 * i)) & 3;
                    if l >= 2 {
                        return Err(unsupported("a 64-bit lane past the 128-bit register"));
                    }
                    self.a.ins_elem(Arr::D2, d, i, a, l);
                }
            }
            VShuf::AlignR => {
                // vpalignr: bytes imm.. of b:a (b low); past 32 bytes: zero
                if imm >= 32 {
                    self.a.vzero(d);
                } else if imm >= 16 {
                    self.a.vzero(V3);
                    self.a.ext_bytes(d, a, V3, imm - 16);
                } else {
                    self.a.ext_bytes(d, b, a, imm);
                }
            }
            VShuf::Perm2x128 => {
                if imm & 8 != 0 {
                    self.a.vzero(d);
                } else {
                    match imm & 3 {
                        0 => self.a.vmov(d, a),
                        2 => self.a.vmov(d, b),
                        _ => return Err(unsupported("the upper 128 bits of a 256-bit value")),
                    }
                }
            }
            VShuf::Insert128 => {
                // the low half replaced by b; the upper half does not exist
                let s = if imm & 1 == 0 { b } else { a };
                self.a.vmov(d, s);
            }
            VShuf::Extract128 => {
                if imm & 1 == 1 {
                    return Err(unsupported("the upper 128 bits of a 256-bit value"));
                }
                self.a.vmov(d, a);
            }
        }
        Ok(())
    }

    /// Sign bits of the lanes into the low bits of GPR `d`.
    fn movmsk(&mut self, elem: Elem, d: u8, s: u8) {
        match elem {
            Elem::B64 => {
                self.a.vshift_imm(ShiftKind::Lsr, Arr::D2, V3, s, 63);
                self.a.umov(Arr::D2, S1, V3, 0);
                self.a.umov(Arr::D2, d, V3, 1);
                self.a.add_shifted(d, S1, d, 1);
            }
            Elem::B32 | Elem::B16 => {
                let arr = arr_of_elem(elem);
                let lanes = 128 / arr.bits();
                self.a
                    .vshift_imm(ShiftKind::Lsr, arr, V3, s, arr.bits() - 1);
                // lane i shifted left by i, then summed
                let mut b = [0u8; 16];
                let n = (arr.bits() / 8) as usize;
                for i in 0..lanes as usize {
                    b[i * n] = i as u8;
                }
                self.load_own_const(V1, b);
                self.a.vint(VInt::Ushl, arr, V3, V3, V1);
                self.a.addv(arr, V3, V3);
                self.a.umov(arr, d, V3, 0);
            }
            Elem::B8 => {
                self.a.vshift_imm(ShiftKind::Lsr, Arr::B16, V3, s, 7);
                let mut b = [0u8; 16];
                for (i, x) in b.iter_mut().enumerate() {
                    *x = (i % 8) as u8;
                }
                self.load_own_const(V1, b);
                self.a.vint(VInt::Ushl, Arr::B16, V3, V3, V1);
                self.a.ext_bytes(V1, V3, V3, 8);
                self.a.addv_8b(V3, V3);
                self.a.addv_8b(V1, V1);
                self.a.umov(Arr::B16, d, V3, 0);
                self.a.umov(Arr::B16, S1, V1, 0);
                self.a.add_shifted(d, d, S1, 8);
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn gather(
        &mut self,
        kind: GatherKind,
        dst: VReg,
        passthru: VReg,
        base: VReg,
        index: VReg,
        scale: Scale,
        disp: i32,
        mask: VReg,
    ) {
        // element and index lanes in a 128-bit register
        let (earr, iarr, lanes) = match kind {
            GatherKind::D32 => (Arr::S4, Arr::S4, 4),
            GatherKind::D64 => (Arr::D2, Arr::S4, 2),
            GatherKind::Q32 => (Arr::S4, Arr::D2, 2),
            GatherKind::Q64 => (Arr::D2, Arr::D2, 2),
        };
        let p = self.vs(passthru, V0);
        if p != V0 {
            self.a.vmov(V0, p);
        }
        let rm = self.vs(mask, V1);
        if rm != V1 {
            self.a.vmov(V1, rm);
        }
        let ri = self.vs(index, V3);
        if ri != V3 {
            self.a.vmov(V3, ri);
        }
        let rb = self.gs(base, SA);
        if rb != SA {
            self.a.mov(SA, rb);
        }
        let sh = scale as u32;
        let sh = sh.trailing_zeros();
        for lane in 0..lanes {
            let skip = self.a.new_label();
            self.a.umov(earr, S1, V1, lane);
            self.a.tbz(false, S1, earr.bits() - 1, skip);
            self.a.umov(iarr, S1, V3, lane);
            if iarr == Arr::S4 {
                self.a.ext(true, 32, S1, S1);
            }
            self.a.add_shifted(S3, SA, S1, sh);
            if disp != 0 {
                self.add_const(S3, S3, disp as i64);
            }
            self.a.ld1_lane(earr, V0, lane, S3);
            self.a.bind(skip);
        }
        self.vfin(dst, V0);
    }

    fn shift(&mut self, op: ShiftOp, w: Width, dst: VReg, a: VReg, b: &GSrc) {
        let n = w.bits();
        let ra = self.gs(a, S0);
        let d = self.gd(dst, S0);
        // the operand extended as the shift reads it
        let x = match op {
            ShiftOp::Shl => ra,
            ShiftOp::ShrU => {
                self.a.ext(false, n, S0, ra);
                S0
            }
            ShiftOp::ShrS => {
                self.a.ext(true, n, S0, ra);
                S0
            }
        };
        match b {
            GSrc::Imm(c) => {
                // (the count as an unsigned N-bit value)
                let c = if n >= 32 {
                    *c as u32
                } else {
                    (*c as u32) & ((1 << n) - 1)
                };
                match op {
                    ShiftOp::Shl | ShiftOp::ShrU if c >= n => self.a.mov_imm(d, 0),
                    ShiftOp::Shl => self.a.shift_imm(ShiftKind::Lsl, true, d, x, c),
                    ShiftOp::ShrU => self.a.shift_imm(ShiftKind::Lsr, true, d, x, c),
                    ShiftOp::ShrS => self.a.shift_imm(ShiftKind::Asr, true, d, x, c.min(63)),
                }
            }
            GSrc::Reg(r) => {
                let rb = self.gs(*r, S1);
                // the count as an unsigned N-bit value
                self.a.ext(false, n, S1, rb);
                match op {
                    ShiftOp::Shl | ShiftOp::ShrU => {
                        let k = if op == ShiftOp::Shl {
                            AluRR::Lslv
                        } else {
                            AluRR::Lsrv
                        };
                        self.a.alu_rrr(k, true, S3, x, S1);
                        self.a.cmp_imm(true, S1, n);
                        self.a.csel(d, S3, ZR, Cond::Lo);
                    }
                    ShiftOp::ShrS => {
                        // counts ≥ 63 give the sign fill of the 64-bit value
                        self.a.mov_imm(S3, 63);
                        self.a.cmp_imm(true, S1, 63);
                        self.a.csel(S1, S1, S3, Cond::Lo);
                        self.a.alu_rrr(AluRR::Asrv, true, d, x, S1);
                    }
                }
            }
        }
        self.gfin(dst, d);
    }

    fn call(
        &mut self,
        callee: &Callee,
        args: &[VReg],
        vector_args: &[u32],
        ret: Option<VReg>,
    ) -> Result<(), EmitError> {
        let (stack, _) = super::REGS.arg_stack.place_call(self.f, args, vector_args);
        let (mut gi, mut vi) = (0, 0);
        let mut gm = vec![];
        let mut vm = vec![];
        for (k, &a) in args.iter().enumerate() {
            let class = self.f.class(a);
            let Some(src) = self.mloc(a) else {
                match class {
                    RegClass::Gpr => gi += 1,
                    RegClass::Vec => vi += 1,
                }
                continue;
            };
            match (class, stack[k]) {
                (RegClass::Gpr, Some(off)) => {
                    let r = self.gs(a, S0);
                    self.store_x(r, SP, off);
                }
                (RegClass::Vec, Some(off)) => {
                    let r = self.vs(a, V0);
                    if vector_args.contains(&(k as u32)) {
                        self.store_q(r, SP, off);
                    } else {
                        let addr = self.frame_addr(SP, off);
                        self.a.str_v(8, r, addr);
                    }
                }
                (RegClass::Gpr, None) => gm.push((MLoc::Reg(gpr::ARGS[gi]), src)),
                (RegClass::Vec, None) => vm.push((MLoc::Reg(vreg::ARGS[vi]), src)),
            }
            match class {
                RegClass::Gpr => gi += 1,
                RegClass::Vec => vi += 1,
            }
        }
        if let Callee::Reg(r) = callee {
            if let Some(src) = self.mloc(*r) {
                gm.push((MLoc::Reg(S1), src));
            }
        }
        self.parallel_move(RegClass::Gpr, gm);
        self.parallel_move(RegClass::Vec, vm);
        match callee {
            Callee::Local(name) => {
                let l = self.func_label(name);
                self.a.bl(l);
            }
            Callee::Reg(_) => self.a.blr(S1),
            Callee::Extern(name) => {
                self.sym_addr(S1, Sym::Runtime(name.clone()));
                self.a.blr(S1);
            }
        }
        if let Some(r) = ret {
            match self.f.class(r) {
                RegClass::Gpr => {
                    if let Some(d) = self.mloc(r) {
                        self.mov_one(RegClass::Gpr, d, MLoc::Reg(gpr::X0));
                    }
                }
                RegClass::Vec => {
                    if let Some(d) = self.mloc(r) {
                        self.mov_one(RegClass::Vec, d, MLoc::Reg(0));
                    }
                }
            }
        }
        Ok(())
    }
}

/// A temporary for a result computed in steps while `a` and `b` are
/// still read: `d` itself if it is neither, else V2 (then `d` is an
/// allocated register, so V2 is free).
fn tmp_for(d: u8, a: u8, b: u8) -> u8 {
    if d != a && d != b {
        d
    } else {
        V2
    }
}

fn round_op(mode: u8) -> FUn {
    match mode & 3 {
        0 => FUn::Frintn,
        1 => FUn::Frintm,
        2 => FUn::Frintp,
        _ => FUn::Frintz,
    }
}
