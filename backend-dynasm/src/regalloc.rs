//! Linear-scan register allocation (Poletto & Sarkar) over the block order.
//!
//! * **Liveness** by backward dataflow over the CFG; a vreg's live interval is
//!   the hull `[first position, last position]` of everything it is live at,
//!   in the linear order of the blocks. Instruction `k` reads at position `2k`
//!   and writes at `2k + 1`, so a result may take the register of an operand
//!   that dies at the same instruction.
//! * **Clobbers.** Instructions that clobber fixed registers (calls: every
//!   caller-saved GPR and every vector register; [`Inst::Div`]: rax, rdx;
//!   [`Inst::Shift`] by a register: rcx) forbid those registers to every
//!   interval *live across* them. Values live across a call therefore end up
//!   in callee-saved GPRs (rbx, r12–r15) or, for vectors (SysV has no
//!   callee-saved xmm), on the stack.
//! * **Spilling** is whole-interval: when no register is free, the interval
//!   with the lowest spill weight among the current one and the active ones
//!   that could give up a suitable register goes to a stack slot. The weight
//!   is `Σ 10^loop_depth` over its uses and definitions, loop depth coming
//!   from back edges in the block order, so loop-carried values and values
//!   used in inner loops stay in registers while cheap outer values spill.
//! * **Reserved scratch registers**: r10, r11 and ymm14, ymm15 are never
//!   allocated; the emitter uses them to reload spilled operands and for
//!   multi-instruction sequences. rsp and rbp (frame pointer) are never
//!   allocated.
//! * **Hints**: parameters prefer their SysV argument register, returned
//!   values rax/xmm0.

use crate::mir::*;

/// GPR numbers (x86 encoding order).
pub mod gpr {
    pub const RAX: u8 = 0;
    pub const RCX: u8 = 1;
    pub const RDX: u8 = 2;
    pub const RBX: u8 = 3;
    pub const RSP: u8 = 4;
    pub const RBP: u8 = 5;
    pub const RSI: u8 = 6;
    pub const RDI: u8 = 7;
    pub const R8: u8 = 8;
    pub const R9: u8 = 9;
    pub const R10: u8 = 10;
    pub const R11: u8 = 11;
    pub const R12: u8 = 12;
    pub const R13: u8 = 13;
    pub const R14: u8 = 14;
    pub const R15: u8 = 15;
    /// SysV integer argument registers.
    pub const ARGS: [u8; 6] = [RDI, RSI, RDX, RCX, R8, R9];
    /// Callee-saved registers the allocator may hand out.
    pub const CALLEE_SAVED: [u8; 5] = [RBX, R12, R13, R14, R15];
    /// Allocation order: caller-saved first.
    pub const ALLOCATABLE: [u8; 12] = [RAX, RCX, RDX, RSI, RDI, R8, R9, RBX, R12, R13, R14, R15];
    /// Caller-saved registers as a mask.
    pub const CALLER_SAVED_MASK: u16 = (1 << RAX)
        | (1 << RCX)
        | (1 << RDX)
        | (1 << RSI)
        | (1 << RDI)
        | (1 << R8)
        | (1 << R9)
        | (1 << R10)
        | (1 << R11);
    pub const SCRATCH0: u8 = R10;
    pub const SCRATCH1: u8 = R11;
}

/// Vector register numbers.
pub mod vreg {
    /// ymm0..=ymm13 are allocatable.
    pub const ALLOCATABLE: u8 = 14;
    pub const SCRATCH0: u8 = 14;
    pub const SCRATCH1: u8 = 15;
}

/// Where a vreg lives for its whole lifetime.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Loc {
    /// A physical register (GPR or ymm number by class).
    Reg(u8),
    /// A spill slot: index among the spill slots of its class.
    Spill(u32),
    /// Never read: definitions go to a scratch register and are dropped.
    None,
}

/// The allocator's result for one function.
#[derive(Clone, Debug)]
pub struct Allocation {
    pub locs: Vec<Loc>,
    pub gpr_spills: u32,
    pub vec_spills: u32,
    /// Callee-saved GPRs that were assigned (to save in the prologue).
    pub callee_saved: Vec<u8>,
    /// Intervals, for tests and debugging: (vreg, start, end).
    pub intervals: Vec<(VReg, u32, u32)>,
}

/// Registers clobbered by an instruction: (GPR mask, vector mask).
pub fn clobbers(i: &Inst) -> (u16, u16) {
    match i {
        Inst::Call { .. } => (gpr::CALLER_SAVED_MASK, 0xffff),
        Inst::Div { .. } => ((1 << gpr::RAX) | (1 << gpr::RDX), 0),
        Inst::Shift {
            b: GSrc::Reg(_), ..
        } => (1 << gpr::RCX, 0),
        _ => (0, 0),
    }
}

struct BitSet(Vec<u64>);

impl BitSet {
    fn new(n: usize) -> BitSet {
        BitSet(vec![0; n.div_ceil(64)])
    }
    fn set(&mut self, i: usize) {
        self.0[i / 64] |= 1 << (i % 64);
    }
    fn clear(&mut self, i: usize) {
        self.0[i / 64] &= !(1 << (i % 64));
    }
    fn get(&self, i: usize) -> bool {
        self.0[i / 64] >> (i % 64) & 1 == 1
    }
    fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.0.iter().enumerate().flat_map(|(w, &bits)| {
            (0..64)
                .filter(move |b| bits >> b & 1 == 1)
                .map(move |b| w * 64 + b)
        })
    }
}

/// Loop depth of each block from back edges in the layout order.
pub fn loop_depths(f: &Func) -> Vec<u32> {
    let mut depth = vec![0u32; f.blocks.len()];
    for (j, b) in f.blocks.iter().enumerate() {
        if let Some(t) = b.insts.last() {
            for s in t.successors() {
                let h = s.0 as usize;
                if h <= j {
                    for d in &mut depth[h..=j] {
                        *d += 1;
                    }
                }
            }
        }
    }
    depth
}

/// Allocator options.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// Put every value in a stack slot (a test mode that exercises every
    /// reload/write-back path of the emitter).
    pub spill_all: bool,
}

/// Allocates registers for `f` (which must satisfy [`Func::validate`]).
pub fn allocate(f: &Func) -> Allocation {
    allocate_with(f, Options::default())
}

/// [`allocate`] with options.
pub fn allocate_with(f: &Func, opts: Options) -> Allocation {
    let nv = f.vregs.len();
    let nb = f.blocks.len();
    // Linear positions.
    let mut block_start = vec![0u32; nb];
    let mut k = 0u32;
    for (bi, b) in f.blocks.iter().enumerate() {
        block_start[bi] = k;
        k += b.insts.len() as u32;
    }
    let total = k;
    // Upward-exposed uses and defs per block.
    let mut gen: Vec<BitSet> = (0..nb).map(|_| BitSet::new(nv)).collect();
    let mut kill: Vec<BitSet> = (0..nb).map(|_| BitSet::new(nv)).collect();
    for (bi, b) in f.blocks.iter().enumerate() {
        for inst in &b.insts {
            inst.for_each_use(|v| {
                if !kill[bi].get(v.0 as usize) {
                    gen[bi].set(v.0 as usize)
                }
            });
            if let Some(d) = inst.def() {
                kill[bi].set(d.0 as usize);
            }
        }
    }
    // Parameters are defined on entry to block 0.
    let succs: Vec<Vec<usize>> = f
        .blocks
        .iter()
        .map(|b| {
            b.insts
                .last()
                .map(|t| t.successors().iter().map(|s| s.0 as usize).collect())
                .unwrap_or_default()
        })
        .collect();
    let mut live_in: Vec<BitSet> = (0..nb).map(|_| BitSet::new(nv)).collect();
    let mut live_out: Vec<BitSet> = (0..nb).map(|_| BitSet::new(nv)).collect();
    let mut changed = true;
    while changed {
        changed = false;
        for bi in (0..nb).rev() {
            let mut out = BitSet::new(nv);
            for &s in &succs[bi] {
                for (o, i) in out.0.iter_mut().zip(&live_in[s].0) {
                    *o |= *i;
                }
            }
            let mut inn = BitSet(out.0.clone());
            for ((x, g), kl) in inn.0.iter_mut().zip(&gen[bi].0).zip(&kill[bi].0) {
                *x = (*x & !kl) | g;
            }
            if inn.0 != live_in[bi].0 || out.0 != live_out[bi].0 {
                changed = true;
                live_in[bi] = inn;
                live_out[bi] = out;
            }
        }
    }
    // Intervals.
    const NONE: u32 = u32::MAX;
    let mut start = vec![NONE; nv];
    let mut end = vec![0u32; nv];
    let touch = |v: usize, p: u32, start: &mut Vec<u32>, end: &mut Vec<u32>| {
        if start[v] == NONE || p < start[v] {
            start[v] = p;
        }
        if p > end[v] {
            end[v] = p;
        }
    };
    let depth = loop_depths(f);
    let mut weight = vec![0f64; nv];
    for &p in &f.params {
        touch(p.0 as usize, 0, &mut start, &mut end);
        weight[p.0 as usize] += 1.0;
    }
    for (bi, b) in f.blocks.iter().enumerate() {
        let bs = block_start[bi] * 2;
        let be = (block_start[bi] + b.insts.len() as u32) * 2 - 1;
        for v in live_in[bi].iter() {
            touch(v, bs, &mut start, &mut end);
        }
        for v in live_out[bi].iter() {
            touch(v, be, &mut start, &mut end);
        }
        let w = 10f64.powi(depth[bi].min(6) as i32);
        for (ii, inst) in b.insts.iter().enumerate() {
            let kk = block_start[bi] + ii as u32;
            inst.for_each_use(|v| {
                touch(v.0 as usize, 2 * kk, &mut start, &mut end);
                weight[v.0 as usize] += w;
            });
            if let Some(d) = inst.def() {
                touch(d.0 as usize, 2 * kk + 1, &mut start, &mut end);
                weight[d.0 as usize] += w;
            }
        }
    }
    let _ = total;
    // Clobber points.
    let mut clob: Vec<(u32, u16, u16)> = vec![];
    for (bi, b) in f.blocks.iter().enumerate() {
        for (ii, inst) in b.insts.iter().enumerate() {
            let (g, v) = clobbers(inst);
            if g | v != 0 {
                clob.push((block_start[bi] + ii as u32, g, v));
            }
        }
    }
    // Hints.
    let mut hint: Vec<Option<u8>> = vec![None; nv];
    let (mut gi, mut vi) = (0, 0);
    for &p in &f.params {
        match f.class(p) {
            RegClass::Gpr => {
                if gi < 6 {
                    hint[p.0 as usize] = Some(gpr::ARGS[gi]);
                }
                gi += 1;
            }
            RegClass::Vec => {
                if vi < 8 {
                    hint[p.0 as usize] = Some(vi as u8);
                }
                vi += 1;
            }
        }
    }
    for b in &f.blocks {
        for inst in &b.insts {
            if let Inst::Ret { val: Some(v) } = inst {
                hint[v.0 as usize].get_or_insert(0);
            }
        }
    }

    // Values never read need no location: their definitions write to a
    // scratch register (and unused parameters are simply not moved).
    let mut used = vec![false; nv];
    for b in &f.blocks {
        for inst in &b.insts {
            inst.for_each_use(|v| used[v.0 as usize] = true);
        }
    }
    let mut order: Vec<usize> = (0..nv).filter(|&v| start[v] != NONE && used[v]).collect();
    order.sort_by_key(|&v| (start[v], v));
    let mut forbidden = vec![0u16; nv];
    for &v in &order {
        let (s, e) = (start[v], end[v]);
        for &(kk, g, vm) in &clob {
            if s < 2 * kk && e > 2 * kk + 1 {
                forbidden[v] |= match f.vregs[v] {
                    RegClass::Gpr => g,
                    RegClass::Vec => vm,
                };
            }
        }
    }

    let mut locs = vec![Loc::None; nv];
    let mut active: Vec<usize> = vec![];
    let mut spills = [0u32; 2];
    let mut callee_saved = vec![];
    let pool = |c: RegClass| -> Vec<u8> {
        match c {
            RegClass::Gpr => gpr::ALLOCATABLE.to_vec(),
            RegClass::Vec => (0..vreg::ALLOCATABLE).collect(),
        }
    };
    let mut spill = |v: usize, locs: &mut Vec<Loc>| {
        let ci = (f.vregs[v] == RegClass::Vec) as usize;
        locs[v] = Loc::Spill(spills[ci]);
        spills[ci] += 1;
    };
    for &cur in &order {
        active.retain(|&a| end[a] >= start[cur]);
        let cls = f.vregs[cur];
        let used: u16 = active
            .iter()
            .filter(|&&a| f.vregs[a] == cls)
            .fold(0, |m, &a| match locs[a] {
                Loc::Reg(r) => m | 1 << r,
                _ => m,
            });
        let ok = |r: u8| (used | forbidden[cur]) >> r & 1 == 0;
        if opts.spill_all {
            spill(cur, &mut locs);
            continue;
        }
        let mut choice = hint[cur].filter(|&r| ok(r) && pool(cls).contains(&r));
        if choice.is_none() {
            choice = pool(cls).into_iter().find(|&r| ok(r));
        }
        if let Some(r) = choice {
            locs[cur] = Loc::Reg(r);
            active.push(cur);
            continue;
        }
        // Spill the cheapest of cur and the actives holding a register cur may use.
        let mut best = cur;
        for &a in &active {
            if f.vregs[a] != cls {
                continue;
            }
            if let Loc::Reg(r) = locs[a] {
                if forbidden[cur] >> r & 1 == 0
                    && (weight[a], std::cmp::Reverse(end[a]))
                        < (weight[best], std::cmp::Reverse(end[best]))
                {
                    best = a;
                }
            }
        }
        if best == cur {
            spill(cur, &mut locs);
        } else {
            let r = match locs[best] {
                Loc::Reg(r) => r,
                _ => unreachable!(),
            };
            spill(best, &mut locs);
            active.retain(|&a| a != best);
            locs[cur] = Loc::Reg(r);
            active.push(cur);
        }
    }
    for (v, l) in locs.iter().enumerate() {
        if let (RegClass::Gpr, Loc::Reg(r)) = (f.vregs[v], l) {
            if gpr::CALLEE_SAVED.contains(r) && !callee_saved.contains(r) {
                callee_saved.push(*r);
            }
        }
    }
    callee_saved.sort();
    let intervals = order
        .iter()
        .map(|&v| (VReg(v as u32), start[v], end[v]))
        .collect();
    let _ = BitSet::clear;
    Allocation {
        locs,
        gpr_spills: spills[0],
        vec_spills: spills[1],
        callee_saved,
        intervals,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mir::builder::FuncBuilder;

    #[test]
    fn values_live_across_calls_avoid_caller_saved_registers() {
        let mut b = FuncBuilder::new("f");
        let p = b.param(AbiType::I64)[0];
        let x = b.param(AbiType::F64)[0];
        let t = b.alu(AluOp::Add, Width::W64, p, GSrc::Imm(1));
        b.call(Callee::Extern("printNewline".into()), vec![], None);
        let u = b.alu(AluOp::Add, Width::W64, t, GSrc::Reg(p));
        let y = b.fbin(FBinOp::Add, FTy::F64, x, VSrc::Reg(x));
        b.ret(Some(u));
        let _ = y;
        b.set_ret(Some(AbiType::I64));
        let f = b.finish();
        f.validate().unwrap();
        let a = allocate(&f);
        for v in [p, t] {
            match a.locs[v.0 as usize] {
                Loc::Reg(r) => assert!(gpr::CALLEE_SAVED.contains(&r), "{v:?} in {r}"),
                Loc::Spill(_) => {}
                Loc::None => panic!(),
            }
        }
        // No callee-saved vector registers on SysV: x is spilled.
        assert!(matches!(a.locs[x.0 as usize], Loc::Spill(_)));
        assert!(!a.callee_saved.is_empty());
    }

    #[test]
    fn parameters_get_their_abi_registers() {
        let mut b = FuncBuilder::new("f");
        let ps: Vec<VReg> = (0..3).map(|_| b.param(AbiType::I64)[0]).collect();
        let s = b.alu(AluOp::Add, Width::W64, ps[0], GSrc::Reg(ps[1]));
        let s = b.alu(AluOp::Add, Width::W64, s, GSrc::Reg(ps[2]));
        b.set_ret(Some(AbiType::I64));
        b.ret(Some(s));
        let a = allocate(&b.finish());
        assert_eq!(a.locs[ps[0].0 as usize], Loc::Reg(gpr::RDI));
        assert_eq!(a.locs[ps[1].0 as usize], Loc::Reg(gpr::RSI));
        assert_eq!(a.locs[ps[2].0 as usize], Loc::Reg(gpr::RDX));
    }

    #[test]
    fn loop_carried_values_stay_in_registers_under_pressure() {
        // 20 values defined before a loop, used after it; the loop counter
        // and accumulator are used in the loop and must not be spilled.
        let mut b = FuncBuilder::new("f");
        let n = b.param(AbiType::I64)[0];
        let outer: Vec<VReg> = (0..20).map(|k| b.iconst(k)).collect();
        let i = b.iconst(0);
        let acc = b.iconst(0);
        let (h, body, exit) = (b.new_block(), b.new_block(), b.new_block());
        b.jmp(h);
        b.switch_to(h);
        b.br(IntCC::Slt, Width::W64, i, GSrc::Reg(n), body, exit);
        b.switch_to(body);
        b.push(Inst::Alu {
            op: AluOp::Add,
            w: Width::W64,
            dst: acc,
            a: acc,
            b: GSrc::Reg(i),
        });
        b.push(Inst::Alu {
            op: AluOp::Add,
            w: Width::W64,
            dst: i,
            a: i,
            b: GSrc::Imm(1),
        });
        b.jmp(h);
        b.switch_to(exit);
        let s = outer
            .iter()
            .fold(acc, |s, &v| b.alu(AluOp::Xor, Width::W64, s, GSrc::Reg(v)));
        b.set_ret(Some(AbiType::I64));
        b.ret(Some(s));
        let f = b.finish();
        assert_eq!(loop_depths(&f), vec![0, 1, 1, 0]);
        let a = allocate(&f);
        assert!(a.gpr_spills > 0);
        for v in [i, acc, n] {
            assert!(matches!(a.locs[v.0 as usize], Loc::Reg(_)), "{v:?} spilled");
        }
        // No two simultaneously live values share a register.
        for (x, xs, xe) in &a.intervals {
            for (y, ys, ye) in &a.intervals {
                if x != y && xs <= ye && ys <= xe {
                    if let (Loc::Reg(r1), Loc::Reg(r2)) =
                        (a.locs[x.0 as usize], a.locs[y.0 as usize])
                    {
                        assert!(
                            r1 != r2 || f.class(*x) != f.class(*y),
                            "{x:?} and {y:?} share {r1}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn division_and_variable_shifts_keep_live_values_out_of_fixed_registers() {
        let mut b = FuncBuilder::new("f");
        let p = b.param(AbiType::I64)[0];
        let q = b.param(AbiType::I64)[0];
        let keep: Vec<VReg> = (0..8)
            .map(|k| b.alu(AluOp::Add, Width::W64, p, GSrc::Imm(k)))
            .collect();
        let d = b.gpr();
        b.push(Inst::Div {
            signed: true,
            rem: false,
            w: Width::W64,
            dst: d,
            a: p,
            b: q,
        });
        let s = b.shift(ShiftOp::Shl, Width::W64, d, GSrc::Reg(q));
        let r = keep.iter().fold(s, |acc, &v| {
            b.alu(AluOp::Add, Width::W64, acc, GSrc::Reg(v))
        });
        b.set_ret(Some(AbiType::I64));
        b.ret(Some(r));
        let a = allocate(&b.finish());
        for v in keep {
            if let Loc::Reg(r) = a.locs[v.0 as usize] {
                assert!(![gpr::RAX, gpr::RDX, gpr::RCX].contains(&r), "{v:?} in {r}");
            }
        }
    }
}
