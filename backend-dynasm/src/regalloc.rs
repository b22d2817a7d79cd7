//! Linear-scan register allocation (Poletto & Sarkar) over the block order.
//!
//! * **Liveness** by backward dataflow over the CFG; a vreg's live interval is
//!   a list of ranges of positions in the linear order of the blocks, with
//!   *lifetime holes* between a last use and the next definition (a
//!   loop-carried accumulator that is read at the top of the loop body and
//!   redefined at its bottom does not occupy its register in between).
//!   Instruction `k` reads at position `2k` and writes at `2k + 1`, so a
//!   result may take the register of an operand that dies at the same
//!   instruction (unless it is an [`Inst::early_clobber`] instruction, whose
//!   sources are read at `2k + 1`). Intervals are processed by start; one in a hole is
//!   *inactive*, and its register can go to an interval that fits entirely
//!   in its holes (Wimmer & Mössenböck's linear scan, without splitting).
//! * **Clobbers.** Instructions that clobber fixed registers (calls: every
//!   caller-saved GPR and every vector register; [`Inst::Div`], [`Inst::MulHi`]: rax, rdx;
//!   [`Inst::Shift`] by a register: rcx) forbid those registers to every
//!   interval *live across* them. Values live across a call therefore end up
//!   in callee-saved GPRs (rbx, r12–r15) or, for vectors (SysV has no
//!   callee-saved xmm), on the stack.
//! * **Spilling** is whole-interval: when no register is free, either the
//!   current interval or the intervals conflicting with it on one register
//!   (the register whose holders have the lowest total spill weight) go to
//!   stack slots, whichever is cheaper. The weight
//!   is `Σ 10^loop_depth` over its uses and definitions, loop depth coming
//!   from back edges in the block order, so loop-carried values and values
//!   used in inner loops stay in registers while cheap outer values spill.
//! * **Reserved scratch registers**: r10, r11 and ymm14, ymm15 are never
//!   allocated; the emitter uses them to reload spilled operands and for
//!   multi-instruction sequences. rsp and rbp (frame pointer) are never
//!   allocated.
//! * **Hints**: parameters prefer their argument register, returned values
//!   the return register, and a result the target's instruction writes
//!   over an operand ([`RegFile::tied_operand`]: AArch64's `fmla`) that
//!   operand's register when it is free.

use crate::isa::RegFile;
use crate::mir::*;

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
    /// Intervals, for tests and debugging: (vreg, first position, last
    /// position) — the hull of the live ranges.
    pub intervals: Vec<(VReg, u32, u32)>,
    ranges: LiveRanges,
}

impl Allocation {
    /// The live ranges (sorted, disjoint, inclusive positions) of every
    /// allocated vreg, for tests and debugging. Two vregs may share a
    /// register only if their ranges do not intersect.
    pub fn live_ranges(&self) -> impl Iterator<Item = (VReg, &[(u32, u32)])> + '_ {
        self.intervals
            .iter()
            .map(|&(v, _, _)| (v, &self.ranges[v.0 as usize]))
    }
}

/// The live ranges of all vregs in one allocation: vreg `v`'s ranges are
/// `flat[off[v]..off[v + 1]]` (a vector per vreg was a third of the
/// allocator's time, in malloc).
#[derive(Clone, Debug)]
pub(crate) struct LiveRanges {
    flat: Vec<Range>,
    off: Vec<u32>,
}

impl std::ops::Index<usize> for LiveRanges {
    type Output = [Range];
    fn index(&self, v: usize) -> &[Range] {
        &self.flat[self.off[v] as usize..self.off[v + 1] as usize]
    }
}

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

/// Allocates registers of `regs` for `f` (which must satisfy
/// [`Func::validate`]).
pub fn allocate(f: &Func, regs: &RegFile) -> Allocation {
    allocate_with(f, Options::default(), regs)
}

/// An inclusive range of positions.
type Range = (u32, u32);

/// Whether two sorted, disjoint range lists share a position.
#[cfg(test)]
fn intersects(a: &[Range], b: &[Range]) -> bool {
    intersects_from(a, b, 0)
}

/// Whether two sorted, disjoint range lists share a position `>= p`.
fn intersects_from(a: &[Range], b: &[Range], p: u32) -> bool {
    let mut i = a.partition_point(|&(_, e)| e < p);
    let mut j = b.partition_point(|&(_, e)| e < p);
    while i < a.len() && j < b.len() {
        if a[i].1 < b[j].0 {
            i += 1;
        } else if b[j].1 < a[i].0 {
            j += 1;
        } else {
            return true;
        }
    }
    false
}

/// The live ranges of every vreg: sorted, disjoint, adjacent ranges merged.
/// A vreg is live from each definition (position `2k + 1`) to its last use
/// (`2k`) before the next definition, across blocks as the liveness says;
/// between a last use and the next definition it has a hole that another
/// vreg may use.
fn live_ranges(f: &Func, block_start: &[u32], live_out: &LiveOut, nv: usize) -> LiveRanges {
    // (vreg, start, end) of every piece, sorted and merged per vreg below
    let mut pieces: Vec<(u32, u32, u32)> = Vec::with_capacity(2 * nv + f.params.len());
    // Parameters are written on entry (the prologue moves them into their
    // locations), so they hold their location at position 0 even if unused.
    for &p in &f.params {
        pieces.push((p.0, 0, 0));
    }
    const OPEN: u32 = u32::MAX;
    // end of the currently open range of each vreg (walking backwards)
    let mut open = vec![OPEN; nv];
    let mut live: Vec<usize> = Vec::new();
    for (bi, b) in f.blocks.iter().enumerate() {
        if b.insts.is_empty() {
            continue;
        }
        let bs = block_start[bi] * 2;
        let be = (block_start[bi] + b.insts.len() as u32) * 2 - 1;
        live.clear();
        live.extend(live_out.of(bi).iter().map(|&v| v as usize));
        for &v in &live {
            open[v] = be;
        }
        for (ii, inst) in b.insts.iter().enumerate().rev() {
            let k = block_start[bi] + ii as u32;
            if let Some(d) = inst.def() {
                let d = d.0 as usize;
                if open[d] != OPEN {
                    pieces.push((d as u32, 2 * k + 1, open[d]));
                    open[d] = OPEN;
                } else {
                    // a dead definition still writes its register
                    pieces.push((d as u32, 2 * k + 1, 2 * k + 1));
                }
            }
            // An early-clobber instruction's sources stay live through the
            // write of its destination.
            let use_pos = 2 * k + inst.early_clobber() as u32;
            inst.for_each_use(|v| {
                let v = v.0 as usize;
                if open[v] == OPEN {
                    open[v] = use_pos;
                    live.push(v);
                }
            });
        }
        for &v in &live {
            if open[v] != OPEN {
                pieces.push((v as u32, bs, open[v]));
                open[v] = OPEN;
            }
        }
    }
    // Group the pieces by vreg (a counting sort: a general sort of the
    // tuples was an eighth of the allocator's instructions), order each
    // vreg's few pieces by start, and merge overlapping and adjacent ones.
    let (first, mut grouped) = group_by_key(nv, pieces.iter().map(|&(v, s, e)| (v, (s, e))));
    let mut flat: Vec<Range> = Vec::with_capacity(pieces.len());
    let mut off = vec![0u32; nv + 1];
    for v in 0..nv {
        let mine = &mut grouped[first[v] as usize..first[v + 1] as usize];
        // (insertion sort: pieces come per block, in increasing block
        // order, so a vreg's list is short and nearly sorted)
        for i in 1..mine.len() {
            let mut j = i;
            while j > 0 && mine[j - 1] > mine[j] {
                mine.swap(j - 1, j);
                j -= 1;
            }
        }
        let begin = flat.len();
        for &(s, e) in mine.iter() {
            match flat[begin..].last_mut() {
                Some(last) if s <= last.1.saturating_add(1) => last.1 = last.1.max(e),
                _ => flat.push((s, e)),
            }
        }
        off[v + 1] = flat.len() as u32;
    }
    LiveRanges { flat, off }
}

/// One bit set of `words` 64-bit words per block, in one allocation.
struct BlockSets {
    words: usize,
    bits: Vec<u64>,
}

impl BlockSets {
    fn new(blocks: usize, n: usize) -> BlockSets {
        let words = n.div_ceil(64);
        BlockSets {
            words,
            bits: vec![0; words * blocks],
        }
    }
    fn row(&self, b: usize) -> &[u64] {
        &self.bits[b * self.words..(b + 1) * self.words]
    }
    fn row_mut(&mut self, b: usize) -> &mut [u64] {
        &mut self.bits[b * self.words..(b + 1) * self.words]
    }
    fn set(&mut self, b: usize, i: usize) {
        self.bits[b * self.words + i / 64] |= 1 << (i % 64);
    }
    /// Appends the members of block `b`'s set to `out`, in increasing order.
    fn extend_with_members(&self, b: usize, out: &mut Vec<u32>) {
        for (w, &bits) in self.row(b).iter().enumerate() {
            let mut rest = bits;
            while rest != 0 {
                out.push(w as u32 * 64 + rest.trailing_zeros());
                rest &= rest - 1;
            }
        }
    }
}

/// [`live_out_sets`] by the classic iterative data flow over one bit set
/// per block: the cheapest for the small functions of most kernels, and
/// only used while the bit sets are no bigger than the function (blocks ×
/// vregs grows quadratically with a function of many blocks).
fn live_out_dense(f: &Func, nv: usize, gen_pairs: &[(u32, u32)], defs: &[(u32, u32)]) -> LiveOut {
    let nb = f.blocks.len();
    let (mut gen, mut kill) = (BlockSets::new(nb, nv), BlockSets::new(nb, nv));
    for &(v, b) in gen_pairs {
        gen.set(b as usize, v as usize);
    }
    for &(v, b) in defs {
        kill.set(b as usize, v as usize);
    }
    let mut live_in = BlockSets::new(nb, nv);
    let mut live_out = BlockSets::new(nb, nv);
    let (mut out, mut inn) = (vec![0u64; gen.words], vec![0u64; gen.words]);
    let mut changed = true;
    while changed {
        changed = false;
        for bi in (0..nb).rev() {
            out.fill(0);
            if let Some(t) = f.blocks[bi].insts.last() {
                for s in t.successors() {
                    for (o, i) in out.iter_mut().zip(live_in.row(s.0 as usize)) {
                        *o |= *i;
                    }
                }
            }
            for (((x, o), g), kl) in inn.iter_mut().zip(&out).zip(gen.row(bi)).zip(kill.row(bi)) {
                *x = (*o & !kl) | g;
            }
            if inn != live_in.row(bi) || out != live_out.row(bi) {
                changed = true;
                live_in.row_mut(bi).copy_from_slice(&inn);
                live_out.row_mut(bi).copy_from_slice(&out);
            }
        }
    }
    let mut first = Vec::with_capacity(nb + 1);
    let mut vregs = Vec::new();
    first.push(0);
    for bi in 0..nb {
        live_out.extend_with_members(bi, &mut vregs);
        first.push(vregs.len() as u32);
    }
    LiveOut { first, vregs }
}

/// Each block's live-out vregs, in increasing order, in one list.
struct LiveOut {
    first: Vec<u32>,
    vregs: Vec<u32>,
}

impl LiveOut {
    fn of(&self, b: usize) -> &[u32] {
        &self.vregs[self.first[b] as usize..self.first[b + 1] as usize]
    }
}

/// Groups `(key, value)` pairs by key (`0..n`), keeping their order: the
/// offsets of each key's values, and the values.
fn group_by_key<T: Copy + Default>(
    n: usize,
    pairs: impl Iterator<Item = (u32, T)> + Clone,
) -> (Vec<u32>, Vec<T>) {
    let mut first = vec![0u32; n + 1];
    for (k, _) in pairs.clone() {
        first[k as usize + 1] += 1;
    }
    for k in 0..n {
        first[k + 1] += first[k];
    }
    let mut values = vec![T::default(); first[n] as usize];
    let mut fill = first.clone();
    for (k, v) in pairs {
        values[fill[k as usize] as usize] = v;
        fill[k as usize] += 1;
    }
    (first, values)
}

/// Each block's live-out vregs. Parameters are defined on entry to block
/// 0. Sparse, by path exploration: each vreg walks back from the blocks
/// that read it before writing it, through predecessors, to its
/// definitions, so the cost is the size of the liveness rather than blocks
/// × vregs (a bit set per block was quadratic in a function of many
/// blocks, in time and memory).
fn live_out_sets(f: &Func, nv: usize, gen: &[(u32, u32)], defs: &[(u32, u32)]) -> LiveOut {
    let nb = f.blocks.len();
    let mut edges: Vec<(u32, u32)> = Vec::with_capacity(nb * 2);
    for (bi, b) in f.blocks.iter().enumerate() {
        if let Some(t) = b.insts.last() {
            edges.extend(t.successors().map(|s| (s.0, bi as u32)));
        }
    }
    let (pred_first, preds) = group_by_key(nb, edges.iter().copied());
    let (gen_first, gen_blocks) = group_by_key(nv, gen.iter().copied());
    let (def_first, def_blocks) = group_by_key(nv, defs.iter().copied());
    // (block, vreg) for each vreg live out of a block, vreg by vreg
    let mut live: Vec<(u32, u32)> = Vec::new();
    // per block: the last vreg found live in / live out / defined there
    let (mut live_in, mut out, mut defines) =
        (vec![u32::MAX; nb], vec![u32::MAX; nb], vec![u32::MAX; nb]);
    let mut stack: Vec<u32> = Vec::new();
    for v in 0..nv {
        let uses = &gen_blocks[gen_first[v] as usize..gen_first[v + 1] as usize];
        if uses.is_empty() {
            continue;
        }
        let vv = v as u32;
        for &b in &def_blocks[def_first[v] as usize..def_first[v + 1] as usize] {
            defines[b as usize] = vv;
        }
        for &b in uses {
            if live_in[b as usize] != vv {
                live_in[b as usize] = vv;
                stack.push(b);
            }
        }
        while let Some(b) = stack.pop() {
            for &p in &preds[pred_first[b as usize] as usize..pred_first[b as usize + 1] as usize] {
                let pu = p as usize;
                if out[pu] != vv {
                    out[pu] = vv;
                    live.push((p, vv));
                    if defines[pu] != vv && live_in[pu] != vv {
                        live_in[pu] = vv;
                        stack.push(p);
                    }
                }
            }
        }
    }
    let (first, vregs) = group_by_key(nb, live.iter().copied());
    LiveOut { first, vregs }
}

/// [`allocate`] with options.
pub fn allocate_with(f: &Func, opts: Options, regs: &RegFile) -> Allocation {
    let nv = f.vregs.len();
    let nb = f.blocks.len();
    // Linear positions.
    let mut block_start = vec![0u32; nb];
    let mut k = 0u32;
    for (bi, b) in f.blocks.iter().enumerate() {
        block_start[bi] = k;
        k += b.insts.len() as u32;
    }
    // One walk over the instructions for the per-block upward-exposed uses
    // and definitions, the spill weights, which values are read at all,
    // and the clobber points.
    let depth = loop_depths(f);
    let mut weight = vec![0f64; nv];
    let mut used = vec![false; nv];
    let mut clob: Vec<(u32, u32, u32)> = vec![];
    // (vreg, block) pairs: the vreg's upward-exposed uses in the block (read
    // before any definition there), and its definitions; one pair each.
    let mut gen: Vec<(u32, u32)> = vec![];
    let mut defs: Vec<(u32, u32)> = vec![];
    // the last block that exposed / defined each vreg (dedups the pairs)
    let (mut gen_in, mut def_in) = (vec![u32::MAX; nv], vec![u32::MAX; nv]);
    for &p in &f.params {
        weight[p.0 as usize] += 1.0;
    }
    for (bi, b) in f.blocks.iter().enumerate() {
        let w = 10f64.powi(depth[bi].min(6) as i32);
        let bb = bi as u32;
        for (ii, inst) in b.insts.iter().enumerate() {
            inst.for_each_use(|v| {
                let v = v.0 as usize;
                if def_in[v] != bb && gen_in[v] != bb {
                    gen_in[v] = bb;
                    gen.push((v as u32, bb));
                }
                weight[v] += w;
                used[v] = true;
            });
            if let Some(d) = inst.def() {
                let d = d.0 as usize;
                if def_in[d] != bb {
                    def_in[d] = bb;
                    defs.push((d as u32, bb));
                }
                weight[d] += w;
            }
            let (g, v) = (regs.clobbers)(inst);
            if g | v != 0 {
                clob.push((block_start[bi] + ii as u32, g, v));
            }
        }
    }
    // (dense bit sets while they are no bigger than the function)
    let insts: usize = f.blocks.iter().map(|b| b.insts.len()).sum();
    let live_out = if nb * nv.div_ceil(64) <= insts + 64 {
        live_out_dense(f, nv, &gen, &defs)
    } else {
        live_out_sets(f, nv, &gen, &defs)
    };
    let ranges = live_ranges(f, &block_start, &live_out, nv);
    const NONE: u32 = u32::MAX;
    let start: Vec<u32> = (0..nv)
        .map(|v| ranges[v].first().map_or(NONE, |x| x.0))
        .collect();
    let end: Vec<u32> = (0..nv)
        .map(|v| ranges[v].last().map_or(0, |x| x.1))
        .collect();
    // Hints.
    let mut hint: Vec<Option<u8>> = vec![None; nv];
    let (mut gi, mut vi) = (0, 0);
    for &p in &f.params {
        match f.class(p) {
            RegClass::Gpr => {
                hint[p.0 as usize] = regs.gpr_args.get(gi).copied();
                gi += 1;
            }
            RegClass::Vec => {
                hint[p.0 as usize] = regs.vec_args.get(vi).copied();
                vi += 1;
            }
        }
    }
    // (a result tied to an operand: the operand's register, when that is
    // free once the operand is allocated; see `RegFile::tied_operand`)
    let mut tied: Vec<Option<VReg>> = Vec::new();
    if let Some(tied_operand) = regs.tied_operand {
        tied = vec![None; nv];
        for inst in f.blocks.iter().flat_map(|b| &b.insts) {
            if let (Some(d), Some(t)) = (inst.def(), tied_operand(inst)) {
                tied[d.0 as usize].get_or_insert(t);
            }
        }
    }
    for b in &f.blocks {
        for inst in &b.insts {
            if let Inst::Ret { val: Some(v) } = inst {
                let ret = match f.class(*v) {
                    RegClass::Gpr => regs.gpr_ret,
                    RegClass::Vec => regs.vec_ret,
                };
                hint[v.0 as usize].get_or_insert(ret);
            }
        }
    }

    // Values never read (`used`) need no location: their definitions write
    // to a scratch register (and unused parameters are simply not moved).
    let mut order: Vec<usize> = (0..nv).filter(|&v| start[v] != NONE && used[v]).collect();
    order.sort_by_key(|&v| (start[v], v));
    // A clobber at instruction k forbids its registers to every value live
    // across it: a range from before its write (from a definition at
    // `2j + 1 < 2k`, or from a block start `2j <= 2k`, the value being live
    // on entry) to after it. (`clob` is in increasing order of k.)
    let mut forbidden = vec![0u32; nv];
    for &v in &order {
        for &(s, e) in &ranges[v] {
            let first = clob.partition_point(|&(kk, _, _)| 2 * kk < s);
            for &(kk, g, vm) in clob[first..].iter().take_while(|c| 2 * c.0 + 1 < e) {
                debug_assert!(s <= 2 * kk && e > 2 * kk + 1);
                forbidden[v] |= match f.vregs[v] {
                    RegClass::Gpr => g,
                    RegClass::Vec => vm,
                };
            }
        }
    }

    let mut locs = vec![Loc::None; nv];
    // Intervals holding a register that cover the current position
    // (`active`) or that started before it and are in a hole (`inactive`).
    // One pair of lists per register class: an interval only conflicts with
    // its own class, so each step brings only cur's class up to its
    // position (positions only grow, so the other class's lists can wait).
    let mut active: [Vec<usize>; 2] = Default::default();
    let mut inactive: [Vec<usize>; 2] = Default::default();
    let mut spills = [0u32; 2];
    let mut callee_saved = vec![];
    let pool = |c: RegClass| -> &[u8] {
        match c {
            RegClass::Gpr => regs.gpr_order,
            RegClass::Vec => regs.vec_order,
        }
    };
    let (mut next_active, mut next_inactive) = (vec![], vec![]);
    let mut cursor = vec![0u32; nv];
    // per class: the first position at which its lists change
    let mut next_event = [0u32; 2];
    let mut conflicts: Vec<(usize, u8)> = vec![];
    let mut spill = |v: usize, locs: &mut Vec<Loc>| {
        let ci = (f.vregs[v] == RegClass::Vec) as usize;
        locs[v] = Loc::Spill(spills[ci]);
        spills[ci] += 1;
    };
    for &cur in &order {
        let p = start[cur];
        let cls = f.vregs[cur];
        let ci = (cls == RegClass::Vec) as usize;
        let (active, inactive) = (&mut active[ci], &mut inactive[ci]);
        // The lists change only at an event: an active interval's current
        // range ending before p, or an inactive one's next range starting
        // at or before p. Before the class's first pending event they are
        // left as they are (their cursors are already right).
        if p >= next_event[ci] {
            next_active.clear();
            next_inactive.clear();
            let mut next = u32::MAX;
            for &a in active.iter().chain(inactive.iter()) {
                if end[a] < p {
                    continue;
                }
                // positions only grow: advance a's cursor to its first range
                // that ends at or after p
                let r = &ranges[a];
                let mut c = cursor[a] as usize;
                while r[c].1 < p {
                    c += 1;
                }
                cursor[a] = c as u32;
                if r[c].0 <= p {
                    next_active.push(a);
                    next = next.min(r[c].1 + 1);
                } else {
                    next_inactive.push(a);
                    next = next.min(r[c].0);
                }
            }
            next_event[ci] = next;
            std::mem::swap(active, &mut next_active);
            std::mem::swap(inactive, &mut next_inactive);
        }
        if opts.spill_all {
            spill(cur, &mut locs);
            continue;
        }
        // A register is free for cur unless an active interval holds it
        // (every active one covers p), an inactive one holding it
        // intersects cur, or a clobber forbids it. Inactive intervals are
        // only tested for the registers tried, in the order tried (the
        // hint, then the pool): most of the time the first is free.
        let holds = |a: usize, r: u8| matches!(locs[a], Loc::Reg(q) if q == r);
        let mut blocked = forbidden[cur];
        for &a in active.iter() {
            if let Loc::Reg(r) = locs[a] {
                blocked |= 1 << r;
            }
        }
        let free = |r: u8| {
            blocked >> r & 1 == 0
                && !inactive.iter().any(|&a| {
                    holds(a, r)
                        && intersects_from(&ranges[a][cursor[a] as usize..], &ranges[cur], p)
                })
        };
        let tied_reg = tied
            .get(cur)
            .copied()
            .flatten()
            .and_then(|t| match locs[t.0 as usize] {
                Loc::Reg(r) => Some(r),
                _ => None,
            });
        // the hint, the tied operand's register, then the pool
        let choice = [hint[cur], tied_reg]
            .into_iter()
            .flatten()
            .find(|&r| pool(cls).contains(&r) && free(r))
            .or_else(|| pool(cls).iter().copied().find(|&r| free(r)));
        if let Some(r) = choice {
            locs[cur] = Loc::Reg(r);
            active.push(cur);
            next_event[ci] = next_event[ci].min(ranges[cur][0].1 + 1);
            continue;
        }
        // The intervals holding a register of cur's class that conflict with cur.
        conflicts.clear();
        conflicts.extend(
            active
                .iter()
                .chain(inactive.iter().filter(|&&a| {
                    intersects_from(&ranges[a][cursor[a] as usize..], &ranges[cur], p)
                }))
                .filter_map(|&a| match locs[a] {
                    Loc::Reg(r) => Some((a, r)),
                    _ => None,
                }),
        );
        // No register is free for all of cur's ranges: free the register
        // whose conflicting intervals are cheapest to spill (lowest weight,
        // then the furthest end), unless cur itself is cheaper.
        // (per register: the holders' total weight, summed in conflict
        // order, and their furthest end)
        let mut holder_weight = [0f64; 32];
        let mut holder_end = [0u32; 32];
        for &(a, q) in &conflicts {
            holder_weight[q as usize] += weight[a];
            holder_end[q as usize] = holder_end[q as usize].max(end[a]);
        }
        let mut best: Option<(u8, f64, u32)> = None;
        for &r in pool(cls) {
            if forbidden[cur] >> r & 1 != 0 {
                continue;
            }
            let (w, e) = (holder_weight[r as usize], holder_end[r as usize]);
            if best
                .is_none_or(|(_, bw, be)| (w, std::cmp::Reverse(e)) < (bw, std::cmp::Reverse(be)))
            {
                best = Some((r, w, e));
            }
        }
        match best {
            Some((r, w, e))
                if (w, std::cmp::Reverse(e)) < (weight[cur], std::cmp::Reverse(end[cur])) =>
            {
                for &(a, q) in &conflicts {
                    if q == r {
                        spill(a, &mut locs);
                    }
                }
                active.retain(|&a| matches!(locs[a], Loc::Reg(_)));
                inactive.retain(|&a| matches!(locs[a], Loc::Reg(_)));
                locs[cur] = Loc::Reg(r);
                active.push(cur);
                next_event[ci] = next_event[ci].min(ranges[cur][0].1 + 1);
            }
            _ => spill(cur, &mut locs),
        }
    }
    for (v, l) in locs.iter().enumerate() {
        if let (RegClass::Gpr, Loc::Reg(r)) = (f.vregs[v], l) {
            if regs.gpr_callee_saved.contains(r) && !callee_saved.contains(r) {
                callee_saved.push(*r);
            }
        }
    }
    callee_saved.sort();
    let intervals = order
        .iter()
        .map(|&v| (VReg(v as u32), start[v], end[v]))
        .collect();
    Allocation {
        locs,
        gpr_spills: spills[0],
        vec_spills: spills[1],
        callee_saved,
        intervals,
        ranges,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::isa::x86_64::regs::gpr;
    use crate::isa::x86_64::REGS;
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
        let a = allocate(&f, &REGS);
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
        let a = allocate(&b.finish(), &REGS);
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
        let a = allocate(&f, &REGS);
        assert!(a.gpr_spills > 0);
        for v in [i, acc, n] {
            assert!(matches!(a.locs[v.0 as usize], Loc::Reg(_)), "{v:?} spilled");
        }
        assert_no_shared_registers(&f, &a);
    }

    /// No two simultaneously live values share a register.
    fn assert_no_shared_registers(f: &Func, a: &Allocation) {
        for (x, xr) in a.live_ranges() {
            for (y, yr) in a.live_ranges() {
                if x != y && intersects(xr, yr) {
                    if let (Loc::Reg(r1), Loc::Reg(r2)) =
                        (a.locs[x.0 as usize], a.locs[y.0 as usize])
                    {
                        assert!(
                            r1 != r2 || f.class(x) != f.class(y),
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
        let a = allocate(&b.finish(), &REGS);
        for v in keep {
            if let Loc::Reg(r) = a.locs[v.0 as usize] {
                assert!(![gpr::RAX, gpr::RDX, gpr::RCX].contains(&r), "{v:?} in {r}");
            }
        }
    }

    /// Random functions (a loop with an if/else in its body, values
    /// redefined in several blocks, calls, early-clobber conversions) are
    /// allocated, then executed symbolically along random paths through
    /// the CFG: every register remembers which vreg's value it holds (calls
    /// clobber the caller-saved ones), and every use must find its own
    /// vreg's value in its register.
    #[test]
    fn random_functions_read_what_they_wrote() {
        struct Rng(u64);
        impl Rng {
            fn n(&mut self, n: usize) -> usize {
                self.0 ^= self.0 << 13;
                self.0 ^= self.0 >> 7;
                self.0 ^= self.0 << 17;
                (self.0 % n as u64) as usize
            }
        }
        fn fill(rng: &mut Rng, b: &mut FuncBuilder, gs: &mut Vec<VReg>, vs: &mut Vec<VReg>) {
            let mut rnd = |n| rng.n(n);
            for _ in 0..rnd(12) {
                let redefine = rnd(3) == 0;
                match rnd(7) {
                    0 | 1 => {
                        let (x, y) = (vs[rnd(vs.len())], vs[rnd(vs.len())]);
                        let d = if redefine { vs[rnd(vs.len())] } else { b.vec() };
                        b.push(Inst::VBin {
                            op: VBinOp::FAdd,
                            ty: VTy::F32x8,
                            dst: d,
                            a: x,
                            b: VSrc::Reg(y),
                        });
                        vs.push(d);
                    }
                    2 => {
                        let (x, min) = (vs[rnd(vs.len())], vs[rnd(vs.len())]);
                        let d = if redefine { vs[rnd(vs.len())] } else { b.vec() };
                        b.push(Inst::VFpToSiSat {
                            dst: d,
                            src: VSrc::Reg(x),
                            min,
                        });
                        vs.push(d);
                    }
                    3 | 4 => {
                        let (x, y) = (gs[rnd(gs.len())], gs[rnd(gs.len())]);
                        // gs[0] is the loop counter, the last one the parameter
                        let d = if redefine && gs.len() > 3 {
                            gs[1 + rnd(gs.len() - 3)]
                        } else {
                            b.gpr()
                        };
                        b.push(Inst::Alu {
                            op: AluOp::Xor,
                            w: Width::W64,
                            dst: d,
                            a: x,
                            b: GSrc::Reg(y),
                        });
                        gs.push(d);
                    }
                    5 => {
                        // fixed-register clobbers: rax/rdx, rcx
                        let (x, y) = (gs[rnd(gs.len())], gs[rnd(gs.len())]);
                        let d = b.gpr();
                        if rnd(2) == 0 {
                            b.push(Inst::Div {
                                signed: true,
                                rem: rnd(2) == 0,
                                w: Width::W64,
                                dst: d,
                                a: x,
                                b: y,
                            });
                        } else {
                            b.push(Inst::Shift {
                                op: ShiftOp::Shl,
                                w: Width::W64,
                                dst: d,
                                a: x,
                                b: GSrc::Reg(y),
                            });
                        }
                        gs.push(d);
                    }
                    _ => {
                        let arg = gs[rnd(gs.len())];
                        let r = b.call(
                            Callee::Extern("printI64".into()),
                            vec![arg],
                            Some(RegClass::Gpr),
                        );
                        gs.push(r.unwrap());
                    }
                }
            }
        }
        let mut rng = Rng(0x2545_f491_4f6c_dd1d);
        let mut spills = 0;
        for _ in 0..3000 {
            let mut b = FuncBuilder::new("f");
            let n = b.param(AbiType::I64)[0];
            let nv = 2 + rng.n(24);
            let mut gs: Vec<VReg> = (0..2 + rng.n(16)).map(|k| b.iconst(k as i64)).collect();
            gs.push(n);
            let mut vs: Vec<VReg> = (0..nv).map(|_| b.zero(RegClass::Vec)).collect();
            let blocks: Vec<BlockId> = (0..6).map(|_| b.new_block()).collect();
            let (head, body, then, els, latch, exit) = (
                blocks[0], blocks[1], blocks[2], blocks[3], blocks[4], blocks[5],
            );
            let i = gs[0];
            // defined on every path to the exit
            let (g_entry, v_entry) = (gs.clone(), vs.clone());
            b.jmp(head);
            b.switch_to(head);
            b.br(IntCC::Slt, Width::W64, i, GSrc::Reg(n), body, exit);
            b.switch_to(body);
            fill(&mut rng, &mut b, &mut gs, &mut vs);
            let c = gs[rng.n(gs.len())];
            b.br(IntCC::Slt, Width::W64, c, GSrc::Imm(0), then, els);
            // values first defined in one arm are not used after it
            let (g0, v0) = (gs.clone(), vs.clone());
            b.switch_to(then);
            fill(&mut rng, &mut b, &mut gs, &mut vs);
            b.jmp(latch);
            let (mut g1, mut v1) = (g0.clone(), v0.clone());
            b.switch_to(els);
            fill(&mut rng, &mut b, &mut g1, &mut v1);
            b.jmp(latch);
            let (mut gs, mut vs) = (g0, v0);
            b.switch_to(latch);
            fill(&mut rng, &mut b, &mut gs, &mut vs);
            b.push(Inst::Alu {
                op: AluOp::Add,
                w: Width::W64,
                dst: i,
                a: i,
                b: GSrc::Imm(1),
            });
            b.jmp(head);
            b.switch_to(exit);
            let v = v_entry[rng.n(v_entry.len())];
            b.store(MemKind::V256, v, Addr::reg(g_entry[rng.n(g_entry.len())]));
            b.ret(None);
            let f = b.finish();
            f.validate().unwrap();
            // both liveness computations agree (loops, redefinitions)
            let (mut gen, mut defs) = (Vec::new(), Vec::new());
            for (bi, blk) in f.blocks.iter().enumerate() {
                let mut defined = std::collections::HashSet::new();
                for inst in &blk.insts {
                    inst.for_each_use(|v| {
                        if !defined.contains(&v.0) && !gen.contains(&(v.0, bi as u32)) {
                            gen.push((v.0, bi as u32));
                        }
                    });
                    if let Some(d) = inst.def() {
                        if defined.insert(d.0) {
                            defs.push((d.0, bi as u32));
                        }
                    }
                }
            }
            let nvr = f.vregs.len();
            let (dense, sparse) = (
                live_out_dense(&f, nvr, &gen, &defs),
                live_out_sets(&f, nvr, &gen, &defs),
            );
            for bi in 0..f.blocks.len() {
                assert_eq!(dense.of(bi), sparse.of(bi), "live out of block {bi}");
            }
            let a = allocate(&f, &REGS);
            spills += a.vec_spills + a.gpr_spills;
            assert_no_shared_registers(&f, &a);
            // symbolic execution along random paths
            for _ in 0..20 {
                let mut held: [[Option<VReg>; 16]; 2] = [[None; 16]; 2];
                let ci = |v: VReg| (f.class(v) == RegClass::Vec) as usize;
                for &p in &f.params {
                    if let Loc::Reg(r) = a.locs[p.0 as usize] {
                        held[ci(p)][r as usize] = Some(p);
                    }
                }
                let mut bi = 0usize;
                for _ in 0..40 {
                    for inst in &f.blocks[bi].insts {
                        let def = |held: &mut [[Option<VReg>; 16]; 2]| {
                            if let Some(d) = inst.def() {
                                if let Loc::Reg(r) = a.locs[d.0 as usize] {
                                    held[ci(d)][r as usize] = Some(d);
                                }
                            }
                        };
                        if inst.early_clobber() {
                            def(&mut held);
                        }
                        inst.for_each_use(|u| {
                            if let Loc::Reg(r) = a.locs[u.0 as usize] {
                                assert_eq!(
                                    held[ci(u)][r as usize],
                                    Some(u),
                                    "{u:?} in {r} clobbered\n{}",
                                    crate::mir::print::dump(&f)
                                );
                            }
                        });
                        let (gm, vm) = (REGS.clobbers)(inst);
                        let [gh, vh] = &mut held;
                        for (r, (g, v)) in gh.iter_mut().zip(vh.iter_mut()).enumerate() {
                            if gm >> r & 1 == 1 {
                                *g = None;
                            }
                            if vm >> r & 1 == 1 {
                                *v = None;
                            }
                        }
                        if !inst.early_clobber() {
                            def(&mut held);
                        }
                    }
                    let succ: Vec<BlockId> =
                        f.blocks[bi].insts.last().unwrap().successors().collect();
                    if succ.is_empty() {
                        break;
                    }
                    bi = succ[rng.n(succ.len())].0 as usize;
                }
            }
        }
        assert!(
            spills > 0,
            "the random functions should also exercise spilling"
        );
    }
}
