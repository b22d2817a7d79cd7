//! Control flow: `func.func` bodies, `scf.for`/`if`/`while`/
//! `execute_region` and `cf.br`/`cond_br` to MIR blocks.
//!
//! Layout follows the MIR contract: blocks are placed in the order their
//! emission starts, so a loop is contiguous. `scf.for` is rotated — a
//! guard before the loop, then the body, then the latch (`iv += step;
//! br iv < ub → body`) — one branch per iteration. Loop-carried values
//! (`iter_args`, `scf.while` arguments) are fixed vregs assigned by
//! parallel copies at the yield; the allocator keeps them in registers.

use super::types::{self, Dim, MemDesc, Sk, Val};
use super::{invalid, op_name, sym_name, unsupported, FnLower, LResult, ModuleInfo};
use crate::mir::builder::FuncBuilder;
use crate::mir::{BlockId, Elem, Func, GSrc, Inst, IntCC, RegClass, VBinOp, VSrc, VTy, Width};
use hashbrown::{HashMap, HashSet};
use ods::ir::{Context, Operation, Region, TypeKind};

/// A stored-to and a loaded-from memref of a speculated loop (checked for
/// overlap at run time).
type DescPair = (std::rc::Rc<MemDesc>, std::rc::Rc<MemDesc>);

/// Where the terminator of a lowered region goes.
pub(crate) enum Exit {
    /// `func.return`
    Return,
    /// `scf.yield`: copy into `dsts`, jump to `cont`.
    Yield { dsts: Vec<Val>, cont: BlockId },
    /// `scf.condition`: copy into `dsts`, branch to `after` or `exit`.
    Condition {
        dsts: Vec<Val>,
        after: BlockId,
        exit: BlockId,
    },
}

pub(crate) fn lower_func(ctx: &Context, info: &ModuleInfo, op: Operation) -> LResult<Func> {
    let name = sym_name(ctx, op).ok_or_else(|| invalid(ctx, op, "no name"))?;
    let fi = info.funcs[&name].clone();
    // Several results, and vector results, travel through a buffer the
    // caller passes after the declared arguments, one 32-byte slot per
    // result (MLIR's LLVM lowering returns a struct; between our own
    // functions any convention works, and vectors cannot cross the typed
    // API anyway).
    let multi = super::results_via_buffer(ctx, &fi.results);
    if multi {
        if let Some(&t) = fi.results.iter().find(|&&t| {
            types::scalar_kind(ctx, t).is_none() && types::vector_kind(ctx, t).is_none()
        }) {
            return Err(unsupported(
                ctx,
                op,
                format!(
                    "function results of type {} among several",
                    super::type_str(ctx, t)
                ),
            ));
        }
    }
    let ret = match fi.results.first() {
        _ if multi => None,
        None => None,
        Some(&t) => Some(types::param_abi(ctx, t).ok_or_else(|| {
            unsupported(
                ctx,
                op,
                format!("function results of type {}", super::type_str(ctx, t)),
            )
        })?),
    };
    if matches!(ret, Some(crate::mir::AbiType::MemRef { .. })) {
        return Err(unsupported(ctx, op, "memref results"));
    }
    let mut fl = FnLower {
        ctx,
        info,
        b: FuncBuilder::new(&name),
        // (sized for a typical kernel: growing the value map rehashed it
        // four or five times per function)
        vals: HashMap::with_capacity(64),
        consts: HashMap::with_capacity(16),
        normalized: HashSet::new(),
        order: vec![],
        placed: HashSet::new(),
        ret,
        scratch: None,
        derived: HashMap::new(),
        addr_cache: HashMap::new(),
        loops: Vec::new(),
        ret_buf: None,
        sticky_fptosi: None,
    };
    fl.b.set_ret(ret);
    let region = ctx.region(op, 0);
    let mut args = Vec::new();
    for &t in &fi.inputs {
        let abi = types::param_abi(ctx, t).ok_or_else(|| {
            unsupported(
                ctx,
                op,
                format!("function arguments of type {}", super::type_str(ctx, t)),
            )
        })?;
        let regs = fl.b.param(abi);
        let v = if types::is_function(ctx, t) {
            Val::Int {
                reg: regs[0],
                bits: 64,
            }
        } else if let Some((e, lanes)) = types::vector_kind(ctx, t) {
            if e == Sk::I(1) {
                Val::Mask {
                    reg: regs[0],
                    lanes,
                    lane_bits: types::default_mask_bits(lanes, info.target.vector_bits()),
                }
            } else {
                Val::Vector {
                    reg: regs[0],
                    elem: e,
                    lanes,
                }
            }
        } else if let Some(s) = types::scalar_kind(ctx, t) {
            match s {
                Sk::I(bits) => Val::Int { reg: regs[0], bits },
                _ => Val::Float {
                    reg: regs[0],
                    ty: s.fty().expect("float"),
                },
            }
        } else {
            let m = types::memref_kind(ctx, t).expect("abi_type accepted it");
            let r = m.shape.len();
            let pick = |s: Option<i64>, reg| match s {
                Some(c) => Dim::Static(c),
                None => Dim::Dyn(reg),
            };
            Val::MemRef(
                MemDesc {
                    elem: m.elem,
                    lanes: m.lanes,
                    allocated: regs[0],
                    aligned: regs[1],
                    offset: pick(m.offset, regs[2]),
                    sizes: (0..r)
                        .map(|i| pick((m.shape[i] >= 0).then_some(m.shape[i]), regs[3 + i]))
                        .collect(),
                    strides: (0..r)
                        .map(|i| pick(m.strides[i], regs[3 + r + i]))
                        .collect(),
                }
                .into(),
            )
        };
        args.push(v);
    }
    if multi {
        fl.ret_buf = Some(fl.b.param(crate::mir::AbiType::ResultBuffer)[0]);
    }
    fl.start(BlockId(0));
    fl.lower_region(region, args, &Exit::Return)?;
    let mut f = fl.finish();
    remove_dead_code(&mut f);
    coalesce_copies(&mut f);
    hoist_loop_constants(&mut f);
    info.target.select(&mut f);
    Ok(f)
}

/// Moves vector constants (constant-pool loads, `Zero`) out of loops
/// into the entry block: they depend on nothing, and a vreg defined once
/// has the same value everywhere. Loops are the contiguous block ranges
/// closed by a back edge (the layout contract).
fn hoist_loop_constants(f: &mut Func) {
    let nb = f.blocks.len();
    let mut in_loop = vec![false; nb];
    for (j, b) in f.blocks.iter().enumerate() {
        if let Some(t) = b.insts.last() {
            for h in t.successors() {
                let h = h.0 as usize;
                if h <= j {
                    for x in &mut in_loop[h..=j] {
                        *x = true;
                    }
                }
            }
        }
    }
    if in_loop[0] {
        // the entry block loops back to itself: nowhere to hoist to (the
        // lowering's layout never does this)
        return;
    }
    let mut defs = vec![0u32; f.vregs.len()];
    for b in &f.blocks {
        for i in &b.insts {
            if let Some(d) = i.def() {
                defs[d.0 as usize] += 1;
            }
        }
    }
    for p in &f.params {
        defs[p.0 as usize] += 1;
    }
    let mut hoisted = Vec::new();
    for (bi, b) in f.blocks.iter_mut().enumerate() {
        if bi == 0 || !in_loop[bi] {
            continue;
        }
        b.insts.retain(|i| {
            let constant = matches!(
                i,
                Inst::Zero { .. }
                    | Inst::MovImm { .. }
                    | Inst::Load {
                        addr: crate::mir::Addr {
                            base: crate::mir::Base::Const(_),
                            index: None,
                            ..
                        },
                        ..
                    }
            );
            // vector constants only: a GPR immediate is as cheap as a copy,
            // and hoisting it would only lengthen its live range
            let vector = i
                .def()
                .is_some_and(|d| f.vregs[d.0 as usize] == crate::mir::RegClass::Vec);
            if constant && vector && i.def().is_some_and(|d| defs[d.0 as usize] == 1) {
                hoisted.push(i.clone());
                false
            } else {
                true
            }
        });
    }
    let entry = &mut f.blocks[0].insts;
    let at = entry.len().saturating_sub(1);
    for (k, i) in hoisted.into_iter().enumerate() {
        entry.insert(at + k, i);
    }
}

/// The register an instruction defines, mutably (the kinds the copy
/// coalescing may retarget).
fn def_mut(i: &mut Inst) -> Option<&mut crate::mir::VReg> {
    match i {
        Inst::MovImm { dst, .. }
        | Inst::Alu { dst, .. }
        | Inst::Unary { dst, .. }
        | Inst::Shift { dst, .. }
        | Inst::Ext { dst, .. }
        | Inst::SetCc { dst, .. }
        | Inst::Select { dst, .. }
        | Inst::Lea { dst, .. }
        | Inst::Load { dst, .. }
        | Inst::FBin { dst, .. }
        | Inst::VBin { dst, .. }
        | Inst::VUn { dst, .. }
        | Inst::VShiftImm { dst, .. }
        | Inst::VFCmp { dst, .. }
        | Inst::VCvt { dst, .. }
        | Inst::Fma { dst, .. }
        | Inst::Broadcast { dst, .. }
        | Inst::Blendv { dst, .. } => Some(dst),
        _ => None,
    }
}

/// `r = op(...); ...; acc = mov r` with `r` defined and used once and `acc`
/// untouched in between becomes `acc = op(...)`: loop-carried values are
/// updated in place (`vfmadd231ps acc, a, b` instead of an FMA and a copy).
fn coalesce_copies(f: &mut Func) {
    let n = f.vregs.len();
    let mut uses = vec![0u32; n];
    let mut defs = vec![0u32; n];
    for b in &f.blocks {
        for i in &b.insts {
            i.for_each_use(|v| uses[v.0 as usize] += 1);
            if let Some(d) = i.def() {
                defs[d.0 as usize] += 1;
            }
        }
    }
    for p in &f.params {
        defs[p.0 as usize] += 1;
    }
    for b in &mut f.blocks {
        let mut j = 0;
        while j < b.insts.len() {
            let Inst::Mov { dst, src } = b.insts[j] else {
                j += 1;
                continue;
            };
            if dst == src || defs[src.0 as usize] != 1 || uses[src.0 as usize] != 1 {
                j += 1;
                continue;
            }
            let Some(i) = (0..j).rev().find(|&k| b.insts[k].def() == Some(src)) else {
                j += 1;
                continue;
            };
            let touched = b.insts[i + 1..j].iter().any(|x| {
                let mut t = x.def() == Some(dst);
                x.for_each_use(|v| t |= v == dst);
                t
            });
            if touched {
                j += 1;
                continue;
            }
            if let Some(d) = def_mut(&mut b.insts[i]) {
                *d = dst;
                b.insts.remove(j);
                defs[src.0 as usize] = 0;
                continue;
            }
            j += 1;
        }
    }
}

/// Deletes side-effect-free instructions whose result is never read
/// (constants and index arithmetic the lowering materialized for nothing,
/// e.g. unrolled induction variables that were folded into addresses).
fn remove_dead_code(f: &mut Func) {
    let mut used = vec![false; f.vregs.len()];
    loop {
        used.fill(false);
        for b in &f.blocks {
            for i in &b.insts {
                i.for_each_use(|v| used[v.0 as usize] = true);
            }
        }
        for p in &f.params {
            used[p.0 as usize] = true;
        }
        let mut changed = false;
        for b in &mut f.blocks {
            b.insts.retain(|i| {
                let pure = !matches!(
                    i,
                    Inst::Store { .. }
                        | Inst::MaskStore { .. }
                        | Inst::Call { .. }
                        | Inst::Jmp { .. }
                        | Inst::Br { .. }
                        | Inst::Ret { .. }
                );
                let dead = pure && i.def().is_some_and(|d| !used[d.0 as usize]);
                changed |= dead;
                !dead
            });
        }
        if !changed {
            return;
        }
    }
}

impl FnLower<'_> {
    /// Permutes the blocks into layout order and terminates stray blocks.
    fn finish(mut self) -> Func {
        let n = self.b.func.blocks.len();
        let mut order = std::mem::take(&mut self.order);
        for i in 0..n {
            let id = BlockId(i as u32);
            if !self.placed.contains(&id) {
                order.push(id);
            }
        }
        let mut new_of = vec![0u32; n];
        for (new, old) in order.iter().enumerate() {
            new_of[old.0 as usize] = new as u32;
        }
        let mut f = self.b.finish();
        let mut old_blocks: Vec<Option<crate::mir::Block>> = std::mem::take(&mut f.blocks)
            .into_iter()
            .map(Some)
            .collect();
        for (new, old) in order.iter().enumerate() {
            let mut blk = old_blocks[old.0 as usize]
                .take()
                .expect("block placed once");
            if !blk.insts.last().is_some_and(|i| i.is_terminator()) {
                // unreachable continuation: a self loop keeps the contract
                blk.insts.push(Inst::Jmp {
                    target: BlockId(new as u32),
                });
                f.blocks.push(blk);
                continue;
            }
            for i in &mut blk.insts {
                match i {
                    Inst::Jmp { target } => *target = BlockId(new_of[target.0 as usize]),
                    Inst::Br { then, els, .. } => {
                        *then = BlockId(new_of[then.0 as usize]);
                        *els = BlockId(new_of[els.0 as usize]);
                    }
                    _ => {}
                }
            }
            f.blocks.push(blk);
        }
        f
    }

    /// Lowers a region whose entry block receives `args`, into the current
    /// block (and new blocks for its other blocks).
    pub(crate) fn lower_region(
        &mut self,
        region: Region,
        args: Vec<Val>,
        exit: &Exit,
    ) -> LResult<()> {
        let ctx = self.ctx;
        let blocks = ctx.region_blocks(region);
        let Some(&entry) = blocks.first() else {
            return Ok(());
        };
        let mut map = HashMap::new();
        for (i, &blk) in blocks.iter().enumerate() {
            let params = ctx.block_args(blk).to_vec();
            if i == 0 {
                if params.len() != args.len() {
                    let parent = ctx.region_parent(region).expect("region has a parent");
                    return Err(invalid(ctx, parent, "region argument count mismatch"));
                }
                for (p, v) in params.iter().zip(&args) {
                    self.vals.insert(*p, v.clone());
                }
            } else {
                let id = self.b.new_block();
                let mut vs = Vec::new();
                for p in &params {
                    let parent = ctx.region_parent(region).expect("region has a parent");
                    let v = self.fresh(parent, ctx.value_type(*p))?;
                    self.vals.insert(*p, v.clone());
                    vs.push(v);
                }
                map.insert(blk, (id, vs));
            }
        }
        let _ = entry;
        for (i, &blk) in blocks.iter().enumerate() {
            if i > 0 {
                let id = map[&blk].0;
                self.start(id);
            }
            self.lower_block(blk, &map, exit)?;
        }
        Ok(())
    }

    fn lower_block(
        &mut self,
        blk: ods::ir::Block,
        map: &HashMap<ods::ir::Block, (BlockId, Vec<Val>)>,
        exit: &Exit,
    ) -> LResult<()> {
        let ctx = self.ctx;
        let mut terminated = false;
        for op in ctx.block_ops(blk) {
            let name = op_name(ctx, op);
            match name {
                dialects::func::ReturnOp::NAME if self.ret_buf.is_some() => {
                    if !matches!(exit, Exit::Return) {
                        return Err(invalid(ctx, op, "func.return inside a nested region"));
                    }
                    let buf = self.ret_buf.expect("guarded");
                    for i in 0..ctx.num_operands(op) {
                        let v = self.operand(op, i)?;
                        let kind = match v {
                            Val::Int { .. } => crate::mir::MemKind::I64,
                            _ => crate::mir::MemKind::V256,
                        };
                        let r = self.abi_reg(&v);
                        let addr = crate::mir::Addr::reg_disp(buf, 32 * i as i32);
                        self.b.store(kind, r, addr);
                    }
                    self.b.ret(None);
                    terminated = true;
                }
                dialects::func::ReturnOp::NAME => {
                    let v = match (ctx.num_operands(op), self.ret) {
                        (0, _) => None,
                        (1, Some(_)) => {
                            let v = self.operand(op, 0)?;
                            Some(self.abi_reg(&v))
                        }
                        _ => return Err(invalid(ctx, op, "result count mismatch")),
                    };
                    if !matches!(exit, Exit::Return) {
                        return Err(invalid(ctx, op, "func.return inside a nested region"));
                    }
                    self.b.ret(v);
                    terminated = true;
                }
                dialects::scf::YieldOp::NAME
                | dialects::scf::ConditionOp::NAME
                | dialects::scf::ReduceOp::NAME
                | dialects::scf::ReduceReturnOp::NAME
                | dialects::memref::AllocaScopeReturnOp::NAME => {
                    let vals: Vec<Val> = (0..ctx.num_operands(op))
                        .map(|i| self.operand(op, i))
                        .collect::<LResult<_>>()?;
                    match (name, exit) {
                        (n, Exit::Yield { dsts, cont })
                            if n != dialects::scf::ConditionOp::NAME =>
                        {
                            if dsts.len() != vals.len() {
                                return Err(invalid(ctx, op, "yield count mismatch"));
                            }
                            self.assign(dsts, &vals);
                            self.b.jmp(*cont);
                        }
                        (
                            dialects::scf::ConditionOp::NAME,
                            Exit::Condition { dsts, after, exit },
                        ) => {
                            let c = self.bool_reg(op, &vals[0])?;
                            self.assign(dsts, &vals[1..]);
                            self.b
                                .br(IntCC::Ne, Width::W64, c, GSrc::Imm(0), *after, *exit);
                        }
                        _ => return Err(invalid(ctx, op, "terminator in an unexpected region")),
                    }
                    terminated = true;
                }
                dialects::cf::BranchOp::NAME => {
                    let (target, targs) = map
                        .get(&ctx.successor(op, 0))
                        .cloned()
                        .ok_or_else(|| invalid(ctx, op, "branch out of its region"))?;
                    let vals: Vec<Val> = (0..ctx.num_operands(op))
                        .map(|i| self.operand(op, i))
                        .collect::<LResult<_>>()?;
                    self.assign(&targs, &vals);
                    self.b.jmp(target);
                    terminated = true;
                }
                dialects::cf::SwitchOp::NAME => {
                    self.lower_switch(op, map)?;
                    terminated = true;
                }
                dialects::cf::CondBranchOp::NAME => {
                    let sizes = ctx
                        .attr(op, "operandSegmentSizes")
                        .and_then(|a| ods::opdef::constraint::attrs::dense_array_values(ctx, a))
                        .unwrap_or_else(|| vec![1, 0, 0]);
                    let c = self.operand(op, 0)?;
                    let c = self.bool_reg(op, &c)?;
                    let (nt, nf) = (sizes[1] as usize, sizes[2] as usize);
                    let edge = |fl: &mut Self, k: usize, first: usize, n: usize| {
                        let (target, targs) = map
                            .get(&ctx.successor(op, k))
                            .cloned()
                            .ok_or_else(|| invalid(ctx, op, "branch out of its region"))?;
                        if n == 0 {
                            return Ok::<_, super::LowerError>((target, None));
                        }
                        let vals: Vec<Val> = (first..first + n)
                            .map(|i| fl.operand(op, i))
                            .collect::<LResult<_>>()?;
                        let e = fl.b.new_block();
                        Ok((e, Some((target, targs, vals))))
                    };
                    let (tb, tedge) = edge(self, 0, 1, nt)?;
                    let (fb, fedge) = edge(self, 1, 1 + nt, nf)?;
                    self.b.br(IntCC::Ne, Width::W64, c, GSrc::Imm(0), tb, fb);
                    for (e, x) in [(tb, tedge), (fb, fedge)] {
                        if let Some((target, targs, vals)) = x {
                            self.start(e);
                            self.assign(&targs, &vals);
                            self.b.jmp(target);
                        }
                    }
                    terminated = true;
                }
                _ => self.lower_op(op, name)?,
            }
        }
        if !terminated {
            match exit {
                Exit::Yield { dsts, cont } if dsts.is_empty() => self.b.jmp(*cont),
                Exit::Return if self.ret.is_none() => self.b.ret(None),
                _ => {
                    let parent = ctx.block_parent_op(blk).expect("block has a parent op");
                    return Err(invalid(ctx, parent, "block without terminator"));
                }
            }
        }
        Ok(())
    }

    /// Lowers one non-terminator op.
    pub(crate) fn lower_op(&mut self, op: Operation, name: &str) -> LResult<()> {
        // (a byte scan: `split('.')` costs a `CharSearcher` per op)
        let dialect = &name[..name.bytes().position(|c| c == b'.').unwrap_or(0)];
        match (dialect, name) {
            ("arith", _) | ("ub", _) => self.lower_arith(op, name),
            ("vector", _) => self.lower_vector(op, name),
            ("memref", _) | (_, ods::builtin::UnrealizedConversionCastOp::NAME)
                if super::views::handles(name) =>
            {
                self.lower_view(op, name)
            }
            ("memref", _) => self.lower_memref(op, name),
            (_, dialects::scf::IndexSwitchOp::NAME) => self.lower_index_switch(op),
            (_, dialects::scf::ParallelOp::NAME) => self.lower_parallel(op),
            (_, dialects::func::CallOp::NAME) => self.lower_call(op),
            (_, dialects::func::ConstantOp::NAME) => self.lower_func_constant(op),
            (_, dialects::func::CallIndirectOp::NAME) => self.lower_call_indirect(op),
            (_, dialects::cf::AssertOp::NAME) => self.lower_assert(op),
            (_, dialects::scf::ForOp::NAME) => self.lower_for(op),
            (_, dialects::scf::IfOp::NAME) => self.lower_if(op),
            (_, dialects::scf::WhileOp::NAME) => self.lower_while(op),
            (_, dialects::scf::ExecuteRegionOp::NAME) => self.lower_inline_region(op),
            _ => Err(unsupported(self.ctx, op, "")),
        }
    }

    /// An op whose one region runs once in place and yields its results
    /// (`scf.execute_region`, `memref.alloca_scope`): the region inline,
    /// its yields branching to a continuation block.
    pub(crate) fn lower_inline_region(&mut self, op: Operation) -> LResult<()> {
        let results = self.fresh_results(op)?;
        let cont = self.b.new_block();
        self.lower_region(
            self.ctx.region(op, 0),
            vec![],
            &Exit::Yield {
                dsts: results.clone(),
                cont,
            },
        )?;
        self.start(cont);
        for (i, v) in results.into_iter().enumerate() {
            self.set(op, i, v);
        }
        Ok(())
    }

    pub(crate) fn fresh_results(&mut self, op: Operation) -> LResult<Vec<Val>> {
        let ctx = self.ctx;
        ctx.results(op)
            .map(|r| ctx.value_type(r))
            .collect::<Vec<_>>()
            .into_iter()
            .map(|t| self.fresh(op, t))
            .collect()
    }

    /// `scf.for`. A loop whose vector `fptosi` overflow checks can be
    /// speculated (see [`Self::speculation_plan`]) is emitted twice: first
    /// with the checks reduced to a running minimum (one `vpminsd` per
    /// vector, no branch; see `FnLower::sticky_fptosi`), taken when no
    /// memref the loop stores to
    /// overlaps one it loads from; if any lane overflowed, the plain loop
    /// runs again from the start, which writes the same places with the
    /// saturated values. Otherwise, and when the memrefs may overlap, the
    /// plain loop only.
    fn lower_for(&mut self, op: Operation) -> LResult<()> {
        let iters = self.fresh_results(op)?;
        match self.speculation_plan(op)? {
            None => self.lower_for_loop(op, &iters)?,
            Some(pairs) => {
                let (fast, slow, done) =
                    (self.b.new_block(), self.b.new_block(), self.b.new_block());
                self.branch_if_overlap(&pairs, slow, fast);
                self.start(fast);
                let accs: Vec<crate::mir::VReg> =
                    (0..4).map(|_| self.b.zero(RegClass::Vec)).collect();
                self.sticky_fptosi = Some((accs.clone(), 0));
                let r = self.lower_for_loop(op, &iters);
                self.sticky_fptosi = None;
                r?;
                let acc = accs[1..].iter().fold(accs[0], |m, &a| {
                    self.b.vbin(VBinOp::MinS, VTy::I32x8, m, VSrc::Reg(a))
                });
                let min = self.b.splat_u32(1 << 31);
                let hit = self.b.vbin(VBinOp::CmpEq, VTy::I32x8, acc, VSrc::Reg(min));
                let any = self.b.gpr();
                self.b.push(Inst::MovMsk {
                    elem: Elem::B32,
                    dst: any,
                    src: hit,
                });
                self.b
                    .br(IntCC::Ne, Width::W32, any, GSrc::Imm(0), slow, done);
                self.start(slow);
                self.lower_for_loop(op, &iters)?;
                self.b.jmp(done);
                self.start(done);
            }
        }
        for (i, v) in iters.into_iter().enumerate() {
            self.set(op, i, v);
        }
        Ok(())
    }

    /// When the `fptosi` checks of a loop can be speculated: its body is
    /// straight-line, has a vector `fptosi` 8×f32 → 8×i32, and besides
    /// arith and pure vector ops only loads and stores of memrefs defined
    /// outside it, whose indices and masks do not depend on an `fptosi`
    /// (a wrong lane must not move an access); no memref is both loaded
    /// and stored. Then running it twice is running it once, if no memref
    /// it stores overlaps one it loads. Returns those (stored, loaded)
    /// pairs: rank ≥ 1, strides static and not negative.
    fn speculation_plan(&self, op: Operation) -> LResult<Option<Vec<DescPair>>> {
        let ctx = self.ctx;
        let blocks = ctx.region_blocks(ctx.region(op, 0));
        let [body] = blocks.as_slice() else {
            return Ok(None);
        };
        let iv = ctx.block_args(*body).first().copied();
        let mut tainted: HashSet<ods::ir::Value> =
            ctx.block_args(*body).iter().skip(1).copied().collect();
        let (mut loads, mut stores) = (Vec::new(), Vec::new());
        let mut has_fptosi = false;
        for o in ctx.block_ops(*body) {
            let name = op_name(ctx, o);
            if ctx.num_regions(o) > 0 {
                return Ok(None);
            }
            // (the memref operand's position, whether the op stores)
            let access = match name {
                dialects::vector::LoadOp::NAME
                | dialects::memref::LoadOp::NAME
                | dialects::vector::MaskedLoadOp::NAME => Some((0, false)),
                dialects::vector::StoreOp::NAME | dialects::memref::StoreOp::NAME => {
                    Some((1, true))
                }
                dialects::vector::MaskedStoreOp::NAME => Some((0, true)),
                _ => None,
            };
            let operands: Vec<ods::ir::Value> = ctx.operands(o).collect();
            if let Some((mi, store)) = access {
                let m = operands[mi];
                if ctx.value_parent_block(m) == Some(*body) || Some(m) == iv {
                    return Ok(None);
                }
                // indices and masks (everything but the memref and the
                // stored or pass-through value) must not be tainted
                let value_at = match name {
                    dialects::vector::StoreOp::NAME | dialects::memref::StoreOp::NAME => Some(0),
                    dialects::vector::MaskedStoreOp::NAME
                    | dialects::vector::MaskedLoadOp::NAME => Some(operands.len() - 1),
                    _ => None,
                };
                for (k, v) in operands.iter().enumerate() {
                    if k != mi && Some(k) != value_at && tainted.contains(v) {
                        return Ok(None);
                    }
                }
                if store {
                    stores.push(m);
                } else {
                    loads.push(m);
                }
            } else if name == dialects::arith::FPToSIOp::NAME {
                let t = ctx.value_type(operands[0]);
                if types::vector_kind(ctx, t) != Some((Sk::F32, 8)) {
                    return Ok(None);
                }
                has_fptosi = true;
            } else if !(name.starts_with("arith.")
                || matches!(
                    name,
                    dialects::vector::BroadcastOp::NAME
                        | dialects::vector::FMAOp::NAME
                        | dialects::vector::ShuffleOp::NAME
                        | dialects::vector::ExtractOp::NAME
                        | dialects::vector::InsertOp::NAME
                        | dialects::vector::ReductionOp::NAME
                        | dialects::vector::BitCastOp::NAME
                        | dialects::vector::CreateMaskOp::NAME
                        | dialects::vector::ConstantMaskOp::NAME
                        | dialects::vector::StepOp::NAME
                        | dialects::vector::FromElementsOp::NAME
                        | dialects::vector::ToElementsOp::NAME
                        | dialects::vector::InterleaveOp::NAME
                        | dialects::vector::DeinterleaveOp::NAME
                        | dialects::ub::PoisonOp::NAME
                        | dialects::scf::YieldOp::NAME
                ))
            {
                return Ok(None);
            }
            if name == dialects::arith::FPToSIOp::NAME
                || operands.iter().any(|v| tainted.contains(v))
            {
                tainted.extend(ctx.results(o));
            }
        }
        if !has_fptosi || stores.iter().any(|s| loads.contains(s)) {
            return Ok(None);
        }
        let desc = |v: ods::ir::Value| match self.val(op, v) {
            Ok(Val::MemRef(d))
                if !d.sizes.is_empty()
                    && d.strides
                        .iter()
                        .all(|s| matches!(s, Dim::Static(c) if *c >= 0)) =>
            {
                Some(d)
            }
            _ => None,
        };
        let mut pairs = Vec::new();
        for &s in &stores {
            for &l in &loads {
                let (Some(ds), Some(dl)) = (desc(s), desc(l)) else {
                    return Ok(None);
                };
                pairs.push((ds, dl));
            }
        }
        Ok(Some(pairs))
    }

    /// Branches to `overlap` when the memory of a pair's two memrefs may
    /// overlap (from the first to one past the last element's bytes), else
    /// to `disjoint`.
    fn branch_if_overlap(&mut self, pairs: &[DescPair], overlap: BlockId, disjoint: BlockId) {
        use crate::mir::AluOp;
        for (a, b) in pairs {
            let [(alo, ahi), (blo, bhi)] = [a, b].map(|d| {
                let eb = d.elem_bytes() as i64;
                let mut span = self.b.iconst(1);
                for (size, stride) in d.sizes.iter().zip(&d.strides) {
                    let Dim::Static(st) = *stride else {
                        unreachable!("static strides")
                    };
                    let n = self.dim_reg(*size);
                    let n1 = self.b.alu(AluOp::Sub, Width::W64, n, GSrc::Imm(1));
                    let st = match i32::try_from(st) {
                        Ok(c) => GSrc::Imm(c),
                        Err(_) => GSrc::Reg(self.b.iconst(st)),
                    };
                    let k = self.b.alu(AluOp::Mul, Width::W64, n1, st);
                    span = self.b.alu(AluOp::Add, Width::W64, span, GSrc::Reg(k));
                }
                let off = self.dim_reg(d.offset);
                let off = self
                    .b
                    .alu(AluOp::Mul, Width::W64, off, GSrc::Imm(eb as i32));
                let lo = self
                    .b
                    .alu(AluOp::Add, Width::W64, d.aligned, GSrc::Reg(off));
                let bytes = self
                    .b
                    .alu(AluOp::Mul, Width::W64, span, GSrc::Imm(eb as i32));
                let hi = self.b.alu(AluOp::Add, Width::W64, lo, GSrc::Reg(bytes));
                (lo, hi)
            });
            let (second, next) = (self.b.new_block(), self.b.new_block());
            self.b
                .br(IntCC::Ult, Width::W64, alo, GSrc::Reg(bhi), second, next);
            self.start(second);
            self.b
                .br(IntCC::Ult, Width::W64, blo, GSrc::Reg(ahi), overlap, next);
            self.start(next);
        }
        self.b.jmp(disjoint);
    }

    fn lower_for_loop(&mut self, op: Operation, iters: &[Val]) -> LResult<()> {
        let ctx = self.ctx;
        let (lb, ub, step) = (
            self.operand(op, 0)?,
            self.operand(op, 1)?,
            self.operand(op, 2)?,
        );
        let Val::Int { bits, .. } = lb else {
            return Err(invalid(ctx, op, "non-integer bounds"));
        };
        let w =
            types::width(bits).ok_or_else(|| unsupported(ctx, op, "induction variable width"))?;
        let iv = self.b.gpr();
        match self.const_of(op, 0) {
            Some(c) => self.b.push(Inst::MovImm { dst: iv, imm: c }),
            None => self.b.push(Inst::Mov {
                dst: iv,
                src: lb.regs()[0],
            }),
        }
        let gsrc = |fl: &Self, i: usize, v: &Val| match fl.const_of(op, i) {
            Some(c) if i32::try_from(c).is_ok() => GSrc::Imm(c as i32),
            _ => GSrc::Reg(v.regs()[0]),
        };
        let ub_src = gsrc(self, 1, &ub);
        let step_src = gsrc(self, 2, &step);
        let inits: Vec<Val> = (3..ctx.num_operands(op))
            .map(|i| self.operand(op, i))
            .collect::<LResult<_>>()?;
        let iters = iters.to_vec();
        self.assign(&iters, &inits);
        let body = self.b.new_block();
        let latch = self.b.new_block();
        let exit = self.b.new_block();
        // `unsigned`: the bound compared unsigned (the unrolled loop's
        // `ub - span` limit assumes signed bounds: not unrolled)
        let unsigned = ctx.attr(op, "unsignedCmp").is_some();
        let lt = if unsigned { IntCC::Ult } else { IntCC::Slt };
        let unroll = if unsigned { 1 } else { self.unroll_factor(op) };
        let step_c = self.const_of(op, 2);
        let sr = bits == 64;
        if sr {
            self.loops.push(super::LoopSr {
                iv,
                first: self.b.func.vregs.len() as u32,
                carried: iters.iter().flat_map(|v| v.regs()).collect(),
                pre: self.b.current(),
                step: step_c.ok_or(step.regs()[0]),
                unroll: if step_c.is_some() { unroll as i64 } else { 1 },
                ptrs: Vec::new(),
            });
        }
        let mut ulatch = None;
        if let (true, Some(step_c)) = (unroll > 1, step_c) {
            // Unrolled main loop while iv + (U-1)*step < ub, then the plain
            // loop for the remainder. Copies k > 0 see iv + k*step, which
            // addresses fold into their displacement.
            let span = (unroll as i64 - 1) * step_c;
            let limit = match self.const_of(op, 1).and_then(|u| u.checked_sub(span)) {
                Some(l) if i32::try_from(l).is_ok() => GSrc::Imm(l as i32),
                _ => {
                    let k = self.b.iconst(span);
                    GSrc::Reg(
                        self.b
                            .alu(crate::mir::AluOp::Sub, w, ub.regs()[0], GSrc::Reg(k)),
                    )
                }
            };
            let ubody = self.b.new_block();
            let rem = self.b.new_block();
            self.b.br(IntCC::Slt, w, iv, limit, ubody, rem);
            self.start(ubody);
            for k in 0..unroll as i64 {
                let ivk = if k == 0 {
                    iv
                } else {
                    let r = self.b.alu(
                        crate::mir::AluOp::Add,
                        Width::W64,
                        iv,
                        GSrc::Imm((k * step_c) as i32),
                    );
                    self.derived.insert(r, (iv, k * step_c));
                    r
                };
                let next = self.b.new_block();
                let mut args = vec![Val::Int { reg: ivk, bits }];
                args.extend(iters.iter().cloned());
                self.lower_region(
                    ctx.region(op, 0),
                    args,
                    &Exit::Yield {
                        dsts: iters.clone(),
                        cont: next,
                    },
                )?;
                self.start_continuation(next);
            }
            self.invalidate(iv);
            ulatch = Some(self.b.current());
            self.b.push(Inst::Alu {
                op: crate::mir::AluOp::Add,
                w: Width::W64,
                dst: iv,
                a: iv,
                b: GSrc::Imm((unroll as i64 * step_c) as i32),
            });
            self.b.br(IntCC::Slt, w, iv, limit, ubody, rem);
            self.start(rem);
        }
        self.b.br(lt, w, iv, ub_src, body, exit);
        self.start(body);
        let mut args = vec![Val::Int { reg: iv, bits }];
        args.extend(iters.iter().cloned());
        self.lower_region(
            ctx.region(op, 0),
            args,
            &Exit::Yield {
                dsts: iters.clone(),
                cont: latch,
            },
        )?;
        self.start(latch);
        self.b.push(Inst::Alu {
            op: crate::mir::AluOp::Add,
            w: Width::W64,
            dst: iv,
            a: iv,
            b: step_src,
        });
        self.b.br(lt, w, iv, ub_src, body, exit);
        if sr {
            let lp = self.loops.pop().expect("loop");
            self.finish_sr(lp, latch, ulatch);
        }
        self.start(exit);
        Ok(())
    }

    /// How many copies of a `scf.for` body to emit per iteration: small
    /// straight-line bodies with a constant step are unrolled (4 copies up
    /// to 8 ops, 2 up to 24); anything with nested regions or calls is
    /// not. With constant bounds, no more copies than iterations.
    ///
    /// A body of up to 5 ops carrying a vector, inside another loop, gets
    /// 16 copies: such a loop-carried chain (`mm_naive`'s k-loop) runs as
    /// fast as the out-of-order core overlaps the chains of consecutive
    /// outer iterations, and loop overhead is what fills its window: the
    /// rate went 0.70, 0.81, 0.92, 0.97, 1.03x LLVM's for 1, 2, 4, 8 and
    /// 16 copies. Other tiny loops (a single long chain, or no chain)
    /// gained nothing measurable from 16 copies and cost compile time
    /// (+6-35% instructions for the benchmark files), so they keep 4.
    /// Bodies of up to 24 ops carrying vectors inside another loop get 4
    /// copies, not 2: `mm_outer`'s k-loop (8 accumulators) went from 0.84
    /// and 0.93 to 0.97 and 1.07x LLVM's rate in two interleaved runs
    /// (10 and 12 processes of 5 trials each, against `mlir-runner` in the
    /// same interleaving), with no other benchmark kernel's code changed.
    fn unroll_factor(&self, op: Operation) -> u32 {
        let ctx = self.ctx;
        let Some(step) = self.const_of(op, 2) else {
            return 1;
        };
        if step <= 0 || step > 1 << 20 {
            return 1;
        }
        let blocks = ctx.region_blocks(ctx.region(op, 0));
        if blocks.len() != 1 {
            return 1;
        }
        let ops = ctx.block_ops(blocks[0]);
        if ops.iter().any(|&o| {
            ctx.num_regions(o) > 0
                || matches!(
                    op_name(ctx, o),
                    dialects::func::CallOp::NAME
                        | dialects::func::CallIndirectOp::NAME
                        | dialects::vector::PrintOp::NAME
                        | dialects::cf::AssertOp::NAME
                        | dialects::memref::AllocOp::NAME
                        | dialects::memref::AllocaOp::NAME
                )
        }) {
            return 1;
        }
        let nested_chain = ctx.parent_op(op).is_some_and(|p| {
            matches!(
                op_name(ctx, p),
                dialects::scf::ForOp::NAME | dialects::scf::WhileOp::NAME
            )
        }) && ctx
            .results(op)
            .any(|r| matches!(ctx.type_kind(ctx.value_type(r)), TypeKind::Vector { .. }));
        let factor: u32 = match ops.len() {
            0..=5 if nested_chain => 16,
            0..=24 if nested_chain => 4,
            0..=8 => 4,
            9..=24 => 2,
            _ => 1,
        };
        match (self.const_of(op, 0), self.const_of(op, 1)) {
            (Some(lb), Some(ub)) => {
                let trips = ub.saturating_sub(lb).max(0) / step;
                // (the largest power of two ≤ trips, at most 16)
                let cap: u32 = if trips <= 1 {
                    1
                } else {
                    1 << trips.ilog2().min(4)
                };
                factor.min(cap)
            }
            _ => factor,
        }
    }

    fn lower_if(&mut self, op: Operation) -> LResult<()> {
        let ctx = self.ctx;
        let c = self.operand(op, 0)?;
        let c = self.bool_reg(op, &c)?;
        let results = self.fresh_results(op)?;
        let then_b = self.b.new_block();
        let has_else = !ctx.region_is_empty(ctx.region(op, 1));
        let else_b = has_else.then(|| self.b.new_block());
        let exit = self.b.new_block();
        self.b.br(
            IntCC::Ne,
            Width::W64,
            c,
            GSrc::Imm(0),
            then_b,
            else_b.unwrap_or(exit),
        );
        let y = Exit::Yield {
            dsts: results.clone(),
            cont: exit,
        };
        self.start(then_b);
        self.lower_region(ctx.region(op, 0), vec![], &y)?;
        if let Some(e) = else_b {
            self.start(e);
            self.lower_region(ctx.region(op, 1), vec![], &y)?;
        }
        self.start(exit);
        for (i, v) in results.into_iter().enumerate() {
            self.set(op, i, v);
        }
        Ok(())
    }

    fn lower_while(&mut self, op: Operation) -> LResult<()> {
        let ctx = self.ctx;
        let inits: Vec<Val> = (0..ctx.num_operands(op))
            .map(|i| self.operand(op, i))
            .collect::<LResult<_>>()?;
        let before_r = ctx.region(op, 0);
        let entry = ctx
            .region_entry(before_r)
            .ok_or_else(|| invalid(ctx, op, "empty before region"))?;
        let before_args: Vec<Val> = ctx
            .block_args(entry)
            .to_vec()
            .into_iter()
            .map(|a| self.fresh(op, ctx.value_type(a)))
            .collect::<LResult<_>>()?;
        self.assign(&before_args, &inits);
        let results = self.fresh_results(op)?;
        let before = self.b.new_block();
        let after = self.b.new_block();
        let exit = self.b.new_block();
        self.b.jmp(before);
        self.start(before);
        self.lower_region(
            before_r,
            before_args.clone(),
            &Exit::Condition {
                dsts: results.clone(),
                after,
                exit,
            },
        )?;
        self.start(after);
        self.lower_region(
            ctx.region(op, 1),
            results.clone(),
            &Exit::Yield {
                dsts: before_args,
                cont: before,
            },
        )?;
        self.start(exit);
        for (i, v) in results.into_iter().enumerate() {
            self.set(op, i, v);
        }
        Ok(())
    }

    /// The register passing a value across a call boundary (masks at
    /// their default lane width).
    pub(crate) fn abi_reg(&mut self, v: &Val) -> crate::mir::VReg {
        match v {
            Val::Mask {
                reg,
                lanes,
                lane_bits,
            } => self.mask_as(*reg, *lanes, *lane_bits, self.mask_lane_bits(*lanes)),
            _ => v.regs()[0],
        }
    }

    /// A GPR holding exactly 0 or 1 for an `i1` (or any integer: nonzero →
    /// tested as is).
    pub(crate) fn bool_reg(&mut self, op: Operation, v: &Val) -> LResult<crate::mir::VReg> {
        match v {
            Val::Int { reg, bits: 1 } => Ok(self.norm_i1(*reg)),
            _ => Err(invalid(self.ctx, op, "expected an i1 condition")),
        }
    }

    /// `reg & 1` unless known to be 0/1 already.
    pub(crate) fn norm_i1(&mut self, reg: crate::mir::VReg) -> crate::mir::VReg {
        if self.normalized.contains(&reg) {
            return reg;
        }
        let r = self
            .b
            .alu(crate::mir::AluOp::And, Width::W64, reg, GSrc::Imm(1));
        self.normalized.insert(r);
        r
    }
}
