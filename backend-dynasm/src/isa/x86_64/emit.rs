//! Emission: MIR + register allocation → x86-64 machine code.
//!
//! Frame of every function (rbp is the frame pointer):
//!
//! ```text
//! [rbp + 16 + off_k]   incoming stack argument k (8 bytes, or 32 for a
//!                      vector, at SysV's offsets: `REGS.arg_stack`)
//! [rbp + 8]            return address
//! [rbp]                saved rbp
//! [rbp - 8*(i+1)]      saved callee-saved GPR i
//!   ... and rsp, -32 ...
//! [rsp + off_k]        outgoing stack argument k of calls (SysV: GPR
//!                      arguments past the 6th, vector past the 8th)
//! [rsp + vec_off ..]   32-byte vector spill slots (32-byte aligned)
//! [rsp + emerg_off]    one 32-byte slot for the gather fallback
//! [rsp + user_off ..]  the function's stack slots (memref.alloca)
//! [rsp + gpr_off ..]   8-byte GPR spill slots
//! ```
//!
//! The frame size is a multiple of 32, so `rsp` is 32-byte aligned in the
//! body and 16-byte aligned at calls. The epilogue restores `rsp` from `rbp`,
//! pops the saved registers, and executes `vzeroupper; ret`.
//!
//! Spilled operands are reloaded into the reserved scratch registers
//! (r10/r11, ymm14/ymm15), or used directly as memory operands where the
//! instruction allows one.

use dynasmrt::DynamicLabel;

use super::asm::{Alu2, Asm, Cond, PAddr, RM};
use super::regs::{gpr, vreg};
use crate::isa::{FuncLabels, ModuleEmitterFor};
use crate::mir::*;
use crate::regalloc::{self, Allocation, Loc};

const S0: u8 = gpr::SCRATCH0;
const S1: u8 = gpr::SCRATCH1;
const V0: u8 = vreg::SCRATCH0;
const V1: u8 = vreg::SCRATCH1;
/// Loop headers start at a multiple of this many bytes (as LLVM's
/// `.p2align 4`).
const LOOP_ALIGN: usize = 16;

pub use crate::isa::{Code, EmitError};

/// Compiles a module: validation, allocation, emission of every function,
/// then the constant pools.
pub fn compile_module(m: &Module) -> Result<Code, EmitError> {
    compile_module_with(m, regalloc::Options::default())
}

/// [`compile_module`] with allocator options.
pub fn compile_module_with(m: &Module, opts: regalloc::Options) -> Result<Code, EmitError> {
    ModuleEmitter::new(opts).compile(m)
}

/// The x86-64 module emitter ([`crate::isa::module`]).
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

fn cond_of(cc: IntCC) -> Cond {
    match cc {
        IntCC::Eq => Cond::E,
        IntCC::Ne => Cond::NE,
        IntCC::Slt => Cond::L,
        IntCC::Sle => Cond::LE,
        IntCC::Sgt => Cond::G,
        IntCC::Sge => Cond::GE,
        IntCC::Ult => Cond::B,
        IntCC::Ule => Cond::BE,
        IntCC::Ugt => Cond::A,
        IntCC::Uge => Cond::AE,
    }
}

/// Rarely taken paths, emitted after the function's epilogue (out of the
/// hot code): each starts at `entry` and jumps back to `back`.
enum Cold {
    /// [`Inst::FpToSiSat`] when the conversion gave MIN: `d` = 0 for NaN,
    /// MAX for a positive input, MIN (kept) otherwise.
    FpToSi {
        entry: DynamicLabel,
        back: DynamicLabel,
        w64: bool,
        f64_: bool,
        d: u8,
        x: u8,
    },
    /// [`Inst::VFpToSiSat`] when a lane of `t` (the raw conversion) is MIN:
    /// lanes with x ≥ 2^31 become MAX (xor with the compare mask), NaN
    /// lanes 0 (and with the ordered mask).
    VFpToSi {
        entry: DynamicLabel,
        back: DynamicLabel,
        t: u8,
        x: RM,
        two31: DynamicLabel,
    },
}

/// A location in a parallel move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum MLoc {
    Reg(u8),
    Mem(PAddr),
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
    emerg_off: i32,
    user_off: Vec<i32>,
    gpr_off: i32,
    frame: i32,
    cold: Vec<Cold>,
    /// Constants the emitter adds (32 bytes each, 32-byte aligned).
    own_consts: Vec<([u8; 32], DynamicLabel)>,
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
        // outgoing stack arguments of the calls, at the bottom of the frame
        let mut out_bytes = 0i32;
        for b in &f.blocks {
            for i in &b.insts {
                if let crate::mir::Inst::Call {
                    args, vector_args, ..
                } = i
                {
                    out_bytes =
                        out_bytes.max(super::REGS.arg_stack.place_call(f, args, vector_args).1);
                }
            }
        }
        let vec_off = (out_bytes + 31) / 32 * 32;
        let emerg_off = vec_off + 32 * alloc.vec_spills as i32;
        let mut off = emerg_off + 32;
        let mut user_off = vec![];
        for s in &f.stack_slots {
            let al = s.align.clamp(1, 32) as i32;
            off = (off + al - 1) / al * al;
            user_off.push(off);
            off += s.size as i32;
        }
        off = (off + 7) / 8 * 8;
        let gpr_off = off;
        off += 8 * alloc.gpr_spills as i32;
        let frame = (off + 31) / 32 * 32;
        if frame as i64 > (1 << 30) {
            return Err(EmitError("frame too large".into()));
        }
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
            emerg_off,
            user_off,
            gpr_off,
            frame,
            cold: vec![],
            own_consts: vec![],
        })
    }

    fn loc(&self, v: VReg) -> Loc {
        self.alloc.locs[v.0 as usize]
    }

    fn slot_addr(&self, v: VReg) -> PAddr {
        match (self.loc(v), self.f.class(v)) {
            (Loc::Spill(i), RegClass::Gpr) => PAddr::Base {
                base: gpr::RSP,
                disp: self.gpr_off + 8 * i as i32,
            },
            (Loc::Spill(i), RegClass::Vec) => PAddr::Base {
                base: gpr::RSP,
                disp: self.vec_off + 32 * i as i32,
            },
            l => panic!("no slot for {v:?} at {l:?}"),
        }
    }

    fn mloc(&self, v: VReg) -> Option<MLoc> {
        match self.loc(v) {
            Loc::Reg(r) => Some(MLoc::Reg(r)),
            Loc::Spill(_) => Some(MLoc::Mem(self.slot_addr(v))),
            Loc::None => None,
        }
    }

    // ---- operand access ----

    /// GPR holding `v` (reloaded into `scratch` if spilled).
    fn gs(&mut self, v: VReg, scratch: u8) -> u8 {
        match self.loc(v) {
            Loc::Reg(r) => r,
            Loc::Spill(_) => {
                let m = self.slot_addr(v);
                self.a.load(MemKind::I64, scratch, m);
                scratch
            }
            // Never live: the value is undefined; any register will do.
            Loc::None => scratch,
        }
    }
    /// Register to compute `v` into.
    fn gd(&self, v: VReg, scratch: u8) -> u8 {
        match self.loc(v) {
            Loc::Reg(r) => r,
            _ => scratch,
        }
    }
    /// Writes back a spilled GPR result computed in `r`.
    fn gfin(&mut self, v: VReg, r: u8) {
        match self.loc(v) {
            Loc::Reg(x) => debug_assert_eq!(x, r),
            Loc::Spill(_) => {
                let m = self.slot_addr(v);
                self.a.store(MemKind::I64, m, r);
            }
            Loc::None => {}
        }
    }
    fn vs(&mut self, v: VReg, scratch: u8) -> u8 {
        match self.loc(v) {
            Loc::Reg(r) => r,
            Loc::Spill(_) => {
                let m = self.slot_addr(v);
                self.a.vload_aligned(scratch, m);
                scratch
            }
            Loc::None => scratch,
        }
    }
    fn vd(&self, v: VReg, scratch: u8) -> u8 {
        match self.loc(v) {
            Loc::Reg(r) => r,
            _ => scratch,
        }
    }
    fn vfin(&mut self, v: VReg, r: u8) {
        match self.loc(v) {
            Loc::Reg(x) => {
                if x != r {
                    self.a.vmov(x, r)
                }
            }
            Loc::Spill(_) => {
                let m = self.slot_addr(v);
                self.a.vstore_aligned(m, r);
            }
            Loc::None => {}
        }
    }
    /// A vector operand as register or memory (spill slots are read in place).
    fn vrm(&mut self, s: &VSrc) -> RM {
        match s {
            VSrc::Reg(v) => match self.loc(*v) {
                Loc::Reg(r) => RM::R(r),
                Loc::Spill(_) => RM::M(self.slot_addr(*v)),
                Loc::None => RM::R(V1),
            },
            VSrc::Mem(a) => RM::M(self.addr(a, false)),
        }
    }
    /// Like [`Self::vrm`] but never rip-relative (for hand-encoded forms).
    fn vrm_norip(&mut self, s: &VSrc) -> RM {
        match s {
            VSrc::Mem(a) => RM::M(self.addr(a, true)),
            _ => self.vrm(s),
        }
    }

    /// Resolves an address; uses S0 for a spilled base and S1 for a spilled
    /// index. With `single`, the result uses at most S0 (S1 stays free) and
    /// is never rip-relative.
    fn addr(&mut self, a: &Addr, single: bool) -> PAddr {
        let (base, mut disp) = match a.base {
            Base::Reg(r) => (Some(self.gs(r, S0)), a.disp),
            Base::Slot(s) => (Some(gpr::RSP), self.user_off[s.0 as usize] + a.disp),
            Base::Const(c) => {
                let l = self.consts[c.0 as usize];
                if a.index.is_none() && a.disp == 0 && !single {
                    return PAddr::Rip(l);
                }
                self.a.lea(S0, PAddr::Rip(l));
                (Some(S0), a.disp)
            }
        };
        let base = base.unwrap();
        match a.index {
            None => PAddr::Base { base, disp },
            Some((i, sc)) => {
                let idx = self.gs(i, S1);
                let m = PAddr::Index {
                    base,
                    index: idx,
                    scale: sc as u8,
                    disp,
                };
                if single && idx == S1 {
                    self.a.lea(S0, m);
                    disp = 0;
                    PAddr::Base { base: S0, disp }
                } else {
                    m
                }
            }
        }
    }

    // ---- frame ----

    fn prologue(&mut self) {
        self.a.push(gpr::RBP);
        self.a.mov_rbp_rsp();
        for &r in &self.alloc.callee_saved {
            self.a.push(r);
        }
        self.a.and_rsp(-32);
        if self.frame > 0 {
            self.a.sub_rsp(self.frame);
        }
        // Incoming arguments → allocated locations. Stack-passed vectors
        // are loaded last, once no register argument is still to move.
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
                Some(off) => MLoc::Mem(PAddr::Base {
                    base: gpr::RBP,
                    disp: 16 + off,
                }),
                None if class == RegClass::Gpr => MLoc::Reg(gpr::ARGS[gi]),
                None => MLoc::Reg(vi as u8),
            };
            match class {
                RegClass::Gpr => gi += 1,
                RegClass::Vec => vi += 1,
            }
            let Some(dst) = self.mloc(p) else { continue };
            match (class, src) {
                (RegClass::Gpr, _) => gmoves.push((dst, src)),
                (RegClass::Vec, MLoc::Mem(m)) if args[k].1 => wide.push((dst, m)),
                (RegClass::Vec, _) => vmoves.push((dst, src)),
            }
        }
        self.parallel_move(RegClass::Gpr, gmoves);
        self.parallel_move(RegClass::Vec, vmoves);
        for (dst, m) in wide {
            match dst {
                MLoc::Reg(r) => self.a.vload(MemKind::V256, r, m),
                MLoc::Mem(d) => {
                    self.a.vload(MemKind::V256, V1, m);
                    self.vstore_any(d, V1);
                }
            }
        }
    }

    fn epilogue(&mut self) {
        self.a.bind(self.epilogue);
        self.a
            .lea_rsp_rbp(-8 * self.alloc.callee_saved.len() as i32);
        for &r in self.alloc.callee_saved.iter().rev() {
            self.a.pop(r);
        }
        self.a.pop(gpr::RBP);
        self.a.vzeroupper();
        self.a.ret();
    }

    fn mov_one(&mut self, class: RegClass, dst: MLoc, src: MLoc) {
        match (class, dst, src) {
            (_, d, s) if d == s => {}
            (RegClass::Gpr, MLoc::Reg(d), MLoc::Reg(s)) => self.a.mov_rr(true, d, s),
            (RegClass::Gpr, MLoc::Reg(d), MLoc::Mem(m)) => self.a.load(MemKind::I64, d, m),
            (RegClass::Gpr, MLoc::Mem(m), MLoc::Reg(s)) => self.a.store(MemKind::I64, m, s),
            (RegClass::Gpr, MLoc::Mem(d), MLoc::Mem(s)) => {
                self.a.load(MemKind::I64, S1, s);
                self.a.store(MemKind::I64, d, S1);
            }
            (RegClass::Vec, MLoc::Reg(d), MLoc::Reg(s)) => self.a.vmov(d, s),
            (RegClass::Vec, MLoc::Reg(d), MLoc::Mem(m)) => self.vload_any(d, m),
            (RegClass::Vec, MLoc::Mem(m), MLoc::Reg(s)) => self.vstore_any(m, s),
            (RegClass::Vec, MLoc::Mem(d), MLoc::Mem(s)) => {
                self.vload_any(V1, s);
                self.vstore_any(d, V1);
            }
        }
    }

    /// Vector move from memory: spill slots are 32-byte aligned ymm; the
    /// incoming stack arguments moved here are scalars (8 bytes; vectors
    /// are loaded by the prologue itself).
    fn vload_any(&mut self, d: u8, m: PAddr) {
        match m {
            PAddr::Base { base: gpr::RBP, .. } => self.a.vload(MemKind::F64, d, m),
            _ => self.a.vload_aligned(d, m),
        }
    }
    fn vstore_any(&mut self, m: PAddr, s: u8) {
        self.a.vstore_aligned(m, s)
    }

    /// Performs `dst_i = src_i` simultaneously (register cycles broken with
    /// the class's second scratch register).
    fn parallel_move(&mut self, class: RegClass, moves: Vec<(MLoc, MLoc)>) {
        let scratch = if class == RegClass::Gpr { S0 } else { V0 };
        for (d, s) in crate::isa::sequence_moves(moves, MLoc::Reg(scratch)) {
            self.mov_one(class, d, s);
        }
    }

    // ---- body ----

    fn emit(mut self) -> Result<(), EmitError> {
        self.prologue();
        // loop headers: targets of a branch from a block at or after them
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
            let l = self.blocks[bi];
            if is_header {
                self.a.nop_align(LOOP_ALIGN);
            }
            self.a.bind(l);
            for inst in &self.f.blocks[bi].insts {
                self.inst(inst, bi)?;
            }
        }
        self.epilogue();
        for c in std::mem::take(&mut self.cold) {
            self.cold_path(c);
        }
        // Constant pool.
        for (i, c) in self.f.consts.iter().enumerate() {
            self.a.align(c.align.clamp(1, 32) as usize);
            self.a.bind(self.consts[i]);
            self.a.bytes(&c.bytes);
        }
        for (bytes, l) in std::mem::take(&mut self.own_consts) {
            self.a.align(32);
            self.a.bind(l);
            self.a.bytes(&bytes);
        }
        Ok(())
    }

    /// A 32-byte constant of the emitter's own pool: `v` in every 32-bit lane.
    fn splat32_const(&mut self, v: u32) -> DynamicLabel {
        let mut bytes = [0u8; 32];
        for c in bytes.chunks_mut(4) {
            c.copy_from_slice(&v.to_le_bytes());
        }
        if let Some((_, l)) = self.own_consts.iter().find(|(b, _)| *b == bytes) {
            return *l;
        }
        let l = self.a.new_label();
        self.own_consts.push((bytes, l));
        l
    }

    /// `arith.fptosi` 8×f32 → 8×i32 ([`Inst::VFpToSiSat`]).
    fn vfptosi_sat(&mut self, dst: VReg, src: &VSrc, min: VReg) {
        // The source as an operand: its register, its spill slot or the
        // folded load's address (never rip-relative: the fix-up path's
        // hand-encoded compare reads it too), all left intact for the
        // fix-up path. V0 is the compare mask.
        let x = match src {
            VSrc::Mem(a) => RM::M(self.addr(a, true)),
            VSrc::Reg(v) => match self.loc(*v) {
                Loc::Reg(r) => RM::R(r),
                Loc::Spill(_) => RM::M(self.slot_addr(*v)),
                // never live: any value will do
                Loc::None => RM::R(V1),
            },
        };
        let m = self.vrm(&VSrc::Reg(min));
        let mut t = self.vd(dst, V1);
        if x == RM::R(t) || m == RM::R(t) {
            // dst is the same vreg as an operand, which must survive the write.
            t = V1;
        }
        let two31 = self.splat32_const(0x4f00_0000);
        let (entry, back) = (self.a.new_label(), self.a.new_label());
        self.a.vcvttps2dq(t, x);
        self.a.vbin(VBinOp::CmpEq, VTy::I32x8, V0, t, m);
        // S1: a folded source's address may use S0 (`addr(.., true)`)
        self.a.movmsk(Elem::B32, S1, V0);
        self.a.test_rr(false, S1, S1);
        self.a.jcc(Cond::NE, entry);
        self.a.bind(back);
        self.vfin(dst, t);
        self.cold.push(Cold::VFpToSi {
            entry,
            back,
            t,
            x,
            two31,
        });
    }

    /// Scalar `arith.fptosi` ([`Inst::FpToSiSat`]).
    fn fptosi_sat(&mut self, w: Width, ty: FTy, dst: VReg, src: VReg) {
        let x = self.vs(src, V0);
        let d = self.gd(dst, S0);
        let (w64, f64_) = (w.is64(), ty == FTy::F64);
        let (entry, back) = (self.a.new_label(), self.a.new_label());
        self.a.cvtt_f_to_si(w64, f64_, d, x);
        // d - 1 overflows iff d is MIN.
        self.a.alu_ri(Alu2::Cmp, w64, d, 1);
        self.a.jcc(Cond::O, entry);
        self.a.bind(back);
        self.gfin(dst, d);
        self.cold.push(Cold::FpToSi {
            entry,
            back,
            w64,
            f64_,
            d,
            x,
        });
    }

    fn cold_path(&mut self, c: Cold) {
        match c {
            Cold::FpToSi {
                entry,
                back,
                w64,
                f64_,
                d,
                x,
            } => {
                let nan = self.a.new_label();
                self.a.bind(entry);
                self.a.vzero(V1);
                // flags of 0 vs x: PF for NaN, CF for 0 < x
                self.a.vucomis(f64_, V1, x);
                self.a.jcc(Cond::P, nan);
                self.a.jcc(Cond::AE, back);
                self.a
                    .mov_imm(d, if w64 { i64::MAX } else { i32::MAX as i64 });
                self.a.jmp(back);
                self.a.bind(nan);
                self.a.mov_imm(d, 0);
                self.a.jmp(back);
            }
            Cold::VFpToSi {
                entry,
                back,
                t,
                x,
                two31,
            } => {
                self.a.bind(entry);
                self.a.vload(MemKind::V256, V0, PAddr::Rip(two31));
                // 2^31 <= x (false for NaN): vcvttps2dq gave MIN, xor → MAX
                self.a.vfcmp_rm(false, FloatCC::Ole, V0, V0, x);
                self.a.vbin(VBinOp::Xor, VTy::I32x8, t, t, RM::R(V0));
                let xr = match x {
                    RM::R(r) => r,
                    RM::M(m) => {
                        self.a.vload(MemKind::V256, V0, m);
                        V0
                    }
                };
                self.a.vfcmp(false, FloatCC::Ord, V0, xr, xr);
                self.a.vbin(VBinOp::And, VTy::I32x8, t, t, RM::R(V0));
                self.a.jmp(back);
            }
        }
    }

    /// Compares `a` with `b` at width `w` for predicate `cc`, setting flags.
    fn compare(&mut self, cc: IntCC, w: Width, a: VReg, b: &GSrc) {
        match w {
            Width::W64 | Width::W32 => {
                let w64 = w == Width::W64;
                let ra = self.gs(a, S0);
                match b {
                    GSrc::Imm(i) => self.a.alu_ri(Alu2::Cmp, w64, ra, *i),
                    GSrc::Reg(r) => {
                        let rb = self.gs(*r, S1);
                        self.a.alu_rr(Alu2::Cmp, w64, ra, rb)
                    }
                }
            }
            _ => {
                let signed = cc.is_signed();
                let ra = self.gs(a, S0);
                self.a.ext(signed, w, S0, ra);
                match b {
                    GSrc::Imm(i) => {
                        let v = if signed {
                            w.sext(*i as i64)
                        } else {
                            w.zext(*i as i64)
                        };
                        self.a.alu_ri(Alu2::Cmp, false, S0, v as i32)
                    }
                    GSrc::Reg(r) => {
                        let rb = self.gs(*r, S1);
                        self.a.ext(signed, w, S1, rb);
                        self.a.alu_rr(Alu2::Cmp, false, S0, S1)
                    }
                }
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
            Alu { op, w, dst, a, b } => self.alu(*op, *w, *dst, *a, b),
            Unary { op, w, dst, a } => {
                let ra = self.gs(*a, S0);
                let d = self.gd(*dst, S0);
                if d != ra {
                    self.a.mov_rr(true, d, ra);
                }
                match op {
                    UnOp::Neg => self.a.neg(w.is64(), d),
                    UnOp::Not => self.a.not(w.is64(), d),
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
            } => self.div(*signed, *rem, *w, *dst, *a, *b),
            MulHi { signed, dst, a, b } => {
                // b in a scratch register (it may be in rax or rdx)
                let rb = self.gs(*b, S1);
                if rb != S1 {
                    self.a.mov_rr(true, S1, rb);
                }
                let ra = self.gs(*a, S0);
                if ra != gpr::RAX {
                    self.a.mov_rr(true, gpr::RAX, ra);
                }
                self.a.mul_wide(*signed, S1);
                let d = self.gd(*dst, S0);
                if d != gpr::RDX {
                    self.a.mov_rr(true, d, gpr::RDX);
                }
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
                self.a.ext(*signed, *from, d, s);
                self.gfin(*dst, d);
            }
            SetCc { cc, w, dst, a, b } => {
                self.compare(*cc, *w, *a, b);
                let d = self.gd(*dst, S0);
                self.a.setcc(cond_of(*cc), d);
                self.gfin(*dst, d);
            }
            Select { dst, cond, a, b } => match self.f.class(*dst) {
                RegClass::Gpr => {
                    let rb = self.gs(*b, S0);
                    if rb != S0 {
                        self.a.mov_rr(true, S0, rb);
                    }
                    let c = self.gs(*cond, S1);
                    self.a.test_rr(true, c, c);
                    let ra = self.gs(*a, S1);
                    self.a.cmov(Cond::NE, S0, ra);
                    let d = self.gd(*dst, S0);
                    if d != S0 {
                        self.a.mov_rr(true, d, S0);
                    }
                    self.gfin(*dst, d);
                }
                RegClass::Vec => {
                    let rb = self.vs(*b, V0);
                    if rb != V0 {
                        self.a.vmov(V0, rb);
                    }
                    let c = self.gs(*cond, S1);
                    self.a.test_rr(true, c, c);
                    let skip = self.a.new_label();
                    self.a.jcc(Cond::E, skip);
                    let ra = self.vs(*a, V0);
                    if ra != V0 {
                        self.a.vmov(V0, ra);
                    }
                    self.a.bind(skip);
                    self.vfin(*dst, V0);
                }
            },
            Lea { dst, addr } => {
                let m = self.addr(addr, false);
                let d = self.gd(*dst, S1);
                self.a.lea(d, m);
                self.gfin(*dst, d);
            }
            FuncAddr { dst, func } => {
                let l = self.func_label(func);
                let d = self.gd(*dst, S1);
                self.a.lea(d, PAddr::Rip(l));
                self.gfin(*dst, d);
            }
            SymAddr { dst, sym } => {
                let d = self.gd(*dst, S1);
                self.sym_addr(d, sym.clone());
                self.gfin(*dst, d);
            }
            Load { kind, dst, addr } => {
                let m = self.addr(addr, false);
                match kind.class() {
                    RegClass::Gpr => {
                        let d = self.gd(*dst, S1);
                        self.a.load(*kind, d, m);
                        self.gfin(*dst, d);
                    }
                    RegClass::Vec => {
                        let d = self.vd(*dst, V0);
                        self.a.vload(*kind, d, m);
                        self.vfin(*dst, d);
                    }
                }
            }
            Store { kind, src, addr } => match kind.class() {
                RegClass::Gpr => {
                    let m = self.addr(addr, true);
                    let s = self.gs(*src, S1);
                    self.a.store(*kind, m, s);
                }
                RegClass::Vec => {
                    let m = self.addr(addr, false);
                    let s = self.vs(*src, V0);
                    self.a.vstore(*kind, m, s);
                }
            },
            FBin { op, ty, dst, a, b } => {
                let ra = self.vs(*a, V0);
                let rb = self.vrm(b);
                let d = self.vd(*dst, V1);
                self.a.fbin(*op, *ty == FTy::F64, d, ra, rb);
                self.vfin(*dst, d);
            }
            FSqrt { ty, dst, a } => {
                let ra = self.vs(*a, V0);
                let d = self.vd(*dst, V1);
                self.a.fsqrt(*ty == FTy::F64, d, ra);
                self.vfin(*dst, d);
            }
            FRound { ty, mode, dst, a } => {
                let ra = self.vs(*a, V0);
                let d = self.vd(*dst, V1);
                self.a.fround(*ty == FTy::F64, d, ra, *mode);
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
                self.a.fcmp_scalar(*ty == FTy::F64, *pred, V0, ra, rb);
                let d = self.gd(*dst, S0);
                self.a.mov_to_gpr(false, d, V0);
                self.a.alu_ri(Alu2::And, false, d, 1);
                self.gfin(*dst, d);
            }
            CvtSiToF { w, ty, dst, src } => {
                let s = self.gs(*src, S0);
                let (w64, s) = match w {
                    Width::W64 => (true, s),
                    Width::W32 => (false, s),
                    _ => {
                        self.a.ext(true, *w, S0, s);
                        (true, S0)
                    }
                };
                let d = self.vd(*dst, V0);
                self.a.cvt_si_to_f(w64, *ty == FTy::F64, d, s);
                self.vfin(*dst, d);
            }
            CvtFToSiRaw { w, ty, dst, src } => {
                let s = self.vs(*src, V0);
                let d = self.gd(*dst, S0);
                self.a.cvtt_f_to_si(w.is64(), *ty == FTy::F64, d, s);
                self.gfin(*dst, d);
            }
            FpToSiSat { w, ty, dst, src } => self.fptosi_sat(*w, *ty, *dst, *src),
            VFpToSiSat { dst, src, min } => self.vfptosi_sat(*dst, src, *min),
            CvtFF { from, dst, src } => {
                let s = self.vs(*src, V0);
                let d = self.vd(*dst, V1);
                self.a.cvt_ff(*from == FTy::F64, d, s);
                self.vfin(*dst, d);
            }
            MovToVec { w, dst, src } => {
                let s = self.gs(*src, S0);
                let d = self.vd(*dst, V0);
                self.a.mov_to_vec(w.is64(), d, s);
                self.vfin(*dst, d);
            }
            MovToGpr { w, dst, src } => {
                let s = self.vs(*src, V0);
                let d = self.gd(*dst, S0);
                self.a.mov_to_gpr(w.is64(), d, s);
                self.gfin(*dst, d);
            }
            VBin {
                op: VBinOp::FMaximum | VBinOp::FMinimum,
                ..
            } => {
                // (the lowering composes these on x86: Target::has_ieee_min_max)
                return Err(EmitError(
                    "FMaximum/FMinimum have no x86 instruction".into(),
                ));
            }
            VBin { op, ty, dst, a, b } => {
                let ra = self.vs(*a, V0);
                let rb = self.vrm(b);
                let d = self.vd(*dst, V1);
                self.a.vbin(*op, *ty, d, ra, rb);
                self.vfin(*dst, d);
            }
            VUn { op, ty, dst, a } => {
                let ra = self.vs(*a, V0);
                let d = self.vd(*dst, V1);
                match op {
                    VUnOp::FSqrt => self.a.vsqrt(*ty == VTy::F64x4, d, ra),
                    VUnOp::FRound(m) => self.a.vround(*ty == VTy::F64x4, d, ra, *m),
                    VUnOp::IAbs => self.a.vabs(*ty, d, ra),
                }
                self.vfin(*dst, d);
            }
            VShiftImm { ty, sh, dst, a } => {
                let ra = self.vs(*a, V0);
                let d = self.vd(*dst, V1);
                self.a.vshift_imm(*ty, sh.op, d, ra, sh.count);
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
                let d = self.vd(*dst, V1);
                self.a.vfcmp(*ty == VTy::F64x4, *pred, d, ra, rb);
                self.vfin(*dst, d);
            }
            VCvt { op, dst, a } => {
                let ra = self.vs(*a, V0);
                let d = self.vd(*dst, V1);
                self.a.vcvt(*op, d, ra);
                self.vfin(*dst, d);
            }
            Fma {
                ty: FmaTy::PsLane(_) | FmaTy::PdLane(_),
                ..
            } => {
                return Err(EmitError("by-lane FMAs have no x86 form".into()));
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
                let d = self.vd(*dst, V1);
                match src {
                    BSrc::Vec(v) => {
                        let s = self.vs(*v, V0);
                        self.a.broadcast_reg(*elem, d, s);
                    }
                    BSrc::Gpr(g) => {
                        let s = self.gs(*g, S0);
                        self.a.mov_to_vec(*elem == Elem::B64, V0, s);
                        self.a.broadcast_reg(*elem, d, V0);
                    }
                    BSrc::Mem(addr) => {
                        let m = self.addr(addr, false);
                        self.a.broadcast_mem(*elem, d, m);
                    }
                }
                self.vfin(*dst, d);
            }
            VShuf { op, dst, a, b, imm } => {
                let ra = self.vs(*a, V0);
                let rb = if op.is_unary() { ra } else { self.vs(*b, V1) };
                let d = self.vd(*dst, V0);
                self.a.vshuf(*op, d, ra, rb, *imm);
                self.vfin(*dst, d);
            }
            Blendv {
                elem,
                dst,
                a,
                b,
                mask,
            } => {
                let ra = self.vs(*a, V0);
                let rb = self.vrm(&VSrc::Reg(*b));
                let rm = self.vs(*mask, V1);
                let d = self.vd(*dst, V0);
                self.a.blendv(*elem, d, ra, rb, rm);
                self.vfin(*dst, d);
            }
            MaskLoad {
                elem,
                dst,
                mask,
                addr,
            } => {
                let m = self.addr(addr, false);
                let rm = self.vs(*mask, V0);
                let d = self.vd(*dst, V1);
                self.a.maskload(*elem, d, rm, m);
                self.vfin(*dst, d);
            }
            MaskStore {
                elem,
                src,
                mask,
                addr,
            } => {
                let m = self.addr(addr, false);
                let s = self.vs(*src, V0);
                let rm = self.vs(*mask, V1);
                self.a.maskstore(*elem, m, rm, s);
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
            } => {
                let pm = self.vs(*mask, V1);
                if pm != V1 {
                    self.a.vmov(V1, pm);
                }
                let pp = self.vs(*passthru, V0);
                if pp != V0 {
                    self.a.vmov(V0, pp);
                }
                let rb = self.gs(*base, S0);
                let emerg = PAddr::Base {
                    base: gpr::RSP,
                    disp: self.emerg_off,
                };
                match self.loc(*index) {
                    Loc::Reg(ri) => self.a.gather(*kind, V0, rb, ri, *scale as u8, *disp, V1),
                    _ => {
                        // Borrow ymm0 around the gather for the spilled index.
                        self.a.vstore_aligned(emerg, 0);
                        let m = self.slot_addr(*index);
                        self.a.vload_aligned(0, m);
                        self.a.gather(*kind, V0, rb, 0, *scale as u8, *disp, V1);
                        self.a.vload_aligned(0, emerg);
                    }
                }
                self.vfin(*dst, V0);
            }
            MovMsk { elem, dst, src } => {
                let s = self.vs(*src, V0);
                let d = self.gd(*dst, S0);
                self.a.movmsk(*elem, d, s);
                self.gfin(*dst, d);
            }
            ExtractLane {
                elem,
                dst,
                src,
                lane,
            } => {
                let s = self.vs(*src, V0);
                let b64 = *elem == Elem::B64;
                let per = if b64 { 2 } else { 4 };
                let (s, l) = if *lane >= per {
                    self.a.vextracti128(V0, s, true);
                    (V0, lane - per)
                } else {
                    (s, *lane)
                };
                let d = self.gd(*dst, S0);
                if l == 0 {
                    self.a.mov_to_gpr(b64, d, s);
                } else {
                    self.a.extract_lane(b64, d, s, l);
                }
                self.gfin(*dst, d);
            }
            InsertLane {
                elem,
                dst,
                a,
                val,
                lane,
            } => {
                let ra = self.vs(*a, V1);
                let r = self.gs(*val, S0);
                let b64 = *elem == Elem::B64;
                let per = if b64 { 2 } else { 4 };
                let hi = *lane >= per;
                if hi {
                    self.a.vextracti128(V0, ra, true);
                    self.a.insert_lane(b64, V0, V0, r, lane - per);
                } else {
                    self.a.insert_lane(b64, V0, ra, r, *lane);
                }
                let d = self.vd(*dst, V1);
                self.a.vinserti128(d, ra, V0, hi);
                self.vfin(*dst, d);
            }
            Call {
                callee,
                args,
                vector_args,
                ret,
            } => self.call(callee, args, vector_args, *ret)?,
            Jmp { target } => {
                if target.0 as usize != bi + 1 {
                    self.a.jmp(self.blocks[target.0 as usize]);
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
                    self.a.jcc(c.invert(), self.blocks[els.0 as usize]);
                } else {
                    self.a.jcc(c, self.blocks[then.0 as usize]);
                    if els.0 as usize != next {
                        self.a.jmp(self.blocks[els.0 as usize]);
                    }
                }
            }
            Ret { val } => {
                if let Some(v) = val {
                    match self.f.class(*v) {
                        RegClass::Gpr => {
                            let r = self.gs(*v, S0);
                            if r != gpr::RAX {
                                self.a.mov_rr(true, gpr::RAX, r);
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
                let last = bi + 1 == self.f.blocks.len();
                if !last {
                    self.a.jmp(self.epilogue);
                }
            }
        }
        Ok(())
    }

    fn alu(&mut self, op: AluOp, w: Width, dst: VReg, a: VReg, b: &GSrc) {
        let w64 = w.is64();
        let a2 = match op {
            AluOp::Add => Some(Alu2::Add),
            AluOp::Sub => Some(Alu2::Sub),
            AluOp::And => Some(Alu2::And),
            AluOp::Or => Some(Alu2::Or),
            AluOp::Xor => Some(Alu2::Xor),
            AluOp::Mul => None,
        };
        if let (AluOp::Mul, GSrc::Imm(i)) = (op, b) {
            let ra = self.gs(a, S0);
            let d = self.gd(dst, S0);
            self.a.imul_rri(w64, d, ra, *i);
            self.gfin(dst, d);
            return;
        }
        let d = self.gd(dst, S0);
        let b_in_d =
            matches!(b, GSrc::Reg(r) if self.loc(*r) == Loc::Reg(d)) && self.loc(a) != Loc::Reg(d);
        if b_in_d {
            let commutative = op != AluOp::Sub;
            let ra = self.gs(a, S1);
            if commutative {
                match a2 {
                    Some(o) => self.a.alu_rr(o, w64, d, ra),
                    None => self.a.imul_rr(w64, d, ra),
                }
            } else {
                if ra != S1 {
                    self.a.mov_rr(true, S1, ra);
                }
                self.a.alu_rr(Alu2::Sub, w64, S1, d);
                self.a.mov_rr(true, d, S1);
            }
            self.gfin(dst, d);
            return;
        }
        let ra = self.gs(a, S0);
        if ra != d {
            self.a.mov_rr(true, d, ra);
        }
        match b {
            GSrc::Imm(i) => self.a.alu_ri(a2.unwrap(), w64, d, *i),
            GSrc::Reg(r) => {
                let rb = self.gs(*r, S1);
                match a2 {
                    Some(o) => self.a.alu_rr(o, w64, d, rb),
                    None => self.a.imul_rr(w64, d, rb),
                }
            }
        }
        self.gfin(dst, d);
    }

    fn shift(&mut self, op: ShiftOp, w: Width, dst: VReg, a: VReg, b: &GSrc) {
        let bits = w.bits() as i64;
        let ra = self.gs(a, S0);
        // The value, extended to 64 bits as the shift needs it.
        match op {
            ShiftOp::Shl => {
                if ra != S0 {
                    self.a.mov_rr(true, S0, ra)
                }
            }
            ShiftOp::ShrU => self.a.ext(false, w, S0, ra),
            ShiftOp::ShrS => self.a.ext(true, w, S0, ra),
        }
        match b {
            GSrc::Imm(i) => {
                let c = w.zext(*i as i64) as u64;
                if c >= bits as u64 {
                    match op {
                        ShiftOp::ShrS => self.a.shift_ri(ShiftOp::ShrS, S0, 63),
                        _ => self.a.mov_imm(S0, 0),
                    }
                } else if c > 0 {
                    self.a.shift_ri(op, S0, c as u8);
                }
            }
            GSrc::Reg(r) => {
                let rb = self.gs(*r, S1);
                self.a.ext(false, w, gpr::RCX, rb);
                match op {
                    ShiftOp::ShrS => {
                        // count = min(count, 63): sar by 63 is the sign fill.
                        self.a.mov_imm(S1, 63);
                        self.a.alu_ri(Alu2::Cmp, true, gpr::RCX, bits as i32);
                        self.a.cmov(Cond::AE, gpr::RCX, S1);
                        self.a.shift_cl(op, S0);
                    }
                    _ => {
                        self.a.shift_cl(op, S0);
                        self.a.mov_imm(S1, 0);
                        self.a.alu_ri(Alu2::Cmp, true, gpr::RCX, bits as i32);
                        self.a.cmov(Cond::AE, S0, S1);
                    }
                }
            }
        }
        let d = self.gd(dst, S0);
        if d != S0 {
            self.a.mov_rr(true, d, S0);
        }
        self.gfin(dst, d);
    }

    fn div(&mut self, signed: bool, rem: bool, w: Width, dst: VReg, a: VReg, b: VReg) {
        use gpr::{RAX, RDX};
        let w64 = w == Width::W64;
        let rb = self.gs(b, S1);
        if !w64 {
            self.a.ext(signed, w, S1, rb);
        } else if rb != S1 {
            self.a.mov_rr(true, S1, rb);
        }
        let ra = self.gs(a, S0);
        if !w64 {
            self.a.ext(signed, w, S0, ra);
        } else if ra != S0 {
            self.a.mov_rr(true, S0, ra);
        }
        let (zero, normal, done) = (self.a.new_label(), self.a.new_label(), self.a.new_label());
        self.a.test_rr(w64, S1, S1);
        self.a.jcc(Cond::E, zero);
        if signed {
            // b == -1: quotient -a (wrapping, so MIN/-1 = MIN), remainder 0.
            self.a.alu_ri(Alu2::Cmp, w64, S1, -1);
            self.a.jcc(Cond::NE, normal);
            self.a.mov_rr(true, RAX, S0);
            self.a.neg(w64, RAX);
            self.a.mov_imm(RDX, 0);
            self.a.jmp(done);
        }
        self.a.bind(normal);
        self.a.mov_rr(true, RAX, S0);
        if signed {
            self.a.cqo(w64);
        } else {
            self.a.mov_imm(RDX, 0);
        }
        self.a.div(signed, w64, S1);
        self.a.jmp(done);
        self.a.bind(zero);
        self.a.mov_imm(RAX, 0);
        self.a.mov_rr(true, RDX, S0);
        self.a.bind(done);
        let r = if rem { RDX } else { RAX };
        let d = self.gd(dst, S0);
        if d != r {
            self.a.mov_rr(true, d, r);
        }
        self.gfin(dst, d);
    }

    fn fma(&mut self, op: FmaOp, ty: FmaTy, dst: VReg, a: VReg, b: &VSrc, c: VReg) {
        let pd = ty == FmaTy::Pd;
        let rm_of = |s: &mut Self, x: &VSrc| if pd { s.vrm_norip(x) } else { s.vrm(x) };
        let ld = self.loc(dst);
        let breg = match b {
            VSrc::Reg(r) => Some(*r),
            _ => None,
        };
        if let Loc::Reg(d) = ld {
            if self.loc(c) == ld {
                let ra = self.vs(a, V0);
                let rb = rm_of(self, b);
                self.a.fma(op, ty, 231, d, ra, rb);
                return;
            }
            if self.loc(a) == ld {
                // d = b*d + c (213); b must be a register.
                let rb = match b {
                    VSrc::Reg(r) => self.vs(*r, V0),
                    VSrc::Mem(m) => {
                        let pm = self.addr(m, false);
                        let k = if matches!(ty, FmaTy::Ps | FmaTy::Pd) {
                            MemKind::V256
                        } else if ty == FmaTy::Ss {
                            MemKind::F32
                        } else {
                            MemKind::F64
                        };
                        self.a.vload(k, V0, pm);
                        V0
                    }
                };
                let rc = rm_of(self, &VSrc::Reg(c));
                self.a.fma(op, ty, 213, d, rb, rc);
                return;
            }
            if breg.is_some_and(|r| self.loc(r) == ld) {
                let ra = self.vs(a, V0);
                let rc = rm_of(self, &VSrc::Reg(c));
                self.a.fma(op, ty, 213, d, ra, rc);
                return;
            }
        }
        // General case: d = c, then 231.
        let d = self.vd(dst, V1);
        let rc = self.vs(c, d);
        if rc != d {
            self.a.vmov(d, rc);
        }
        let ra = self.vs(a, V0);
        let rb = rm_of(self, b);
        self.a.fma(op, ty, 231, d, ra, rb);
        self.vfin(dst, d);
    }

    /// The label of the module's function `name` (created at the first
    /// reference, bound where the function is emitted).
    /// `movabs r, <address of sym>`: the loader writes the address.
    fn sym_addr(&mut self, r: u8, sym: Sym) {
        let offset = self.a.mov_imm64_slot(r);
        self.relocs.push(Reloc { offset, sym });
    }

    fn func_label(&mut self, name: &str) -> DynamicLabel {
        let a = &mut *self.a;
        self.funcs.get(name, &self.f.name, || a.new_label())
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
            if let Some(off) = stack[k] {
                // stack argument: stored before the register moves (their
                // sources may live in argument registers)
                let m = PAddr::Base {
                    base: gpr::RSP,
                    disp: off,
                };
                match (class, self.mloc(a)) {
                    (_, None) => {}
                    (RegClass::Gpr, Some(src)) => self.mov_one(RegClass::Gpr, MLoc::Mem(m), src),
                    (RegClass::Vec, Some(_)) => {
                        let r = self.vs(a, V1);
                        let kind = if vector_args.contains(&(k as u32)) {
                            MemKind::V256
                        } else {
                            MemKind::F64
                        };
                        self.a.vstore(kind, m, r);
                    }
                }
                continue;
            }
            let Some(src) = self.mloc(a) else {
                match class {
                    RegClass::Gpr => gi += 1,
                    RegClass::Vec => vi += 1,
                }
                continue;
            };
            match class {
                RegClass::Gpr => {
                    gm.push((MLoc::Reg(gpr::ARGS[gi]), src));
                    gi += 1;
                }
                RegClass::Vec => {
                    vm.push((MLoc::Reg(vi), src));
                    vi += 1;
                }
            }
        }
        if let Callee::Reg(r) = callee {
            // the target joins the argument moves, into rax (no argument
            // register: its source may be one the arguments overwrite)
            let src = self.mloc(*r).ok_or_else(|| {
                EmitError(format!("{}: call target without a location", self.f.name))
            })?;
            gm.push((MLoc::Reg(gpr::RAX), src));
        }
        self.parallel_move(RegClass::Gpr, gm);
        self.parallel_move(RegClass::Vec, vm);
        match callee {
            Callee::Local(name) => {
                let l = self.func_label(name);
                self.a.call_label(l);
            }
            Callee::Reg(_) => {
                // (vector arguments keep their upper halves)
                if vector_args.is_empty() {
                    self.a.vzeroupper();
                }
                self.a.call_r(gpr::RAX);
            }
            Callee::Extern(name) => {
                self.a.vzeroupper();
                self.sym_addr(gpr::RAX, Sym::Runtime(name.clone()));
                self.a.call_r(gpr::RAX);
            }
        }
        if let Some(r) = ret {
            match self.f.class(r) {
                RegClass::Gpr => {
                    if let Some(d) = self.mloc(r) {
                        self.mov_one(RegClass::Gpr, d, MLoc::Reg(gpr::RAX));
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
