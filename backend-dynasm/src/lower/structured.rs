//! `cf.switch`, `scf.index_switch` and `scf.parallel` to MIR blocks.
//!
//! A switch is a chain of compare-and-branch, one per case in order (the
//! first matching case wins, as LLVM's `switch` over distinct values
//! behaves), then the default. `scf.parallel` runs sequentially, as
//! `--convert-scf-to-cf` lowers it: one loop per dimension, the first
//! outermost; after each iteration of the body, whose `scf.reduce` yields
//! the values to reduce, every reduction region combines its accumulator
//! with its value.

use super::control::Exit;
use super::types::{self, Val};
use super::{invalid, unsupported, FnLower, LResult};
use crate::mir::{BlockId, GSrc, Inst, IntCC, Width};
use hashbrown::HashMap;
use ods::ir::Operation;
use ods::rewrite::region::BranchOpInterface;

impl FnLower<'_> {
    /// `cf.switch` (a terminator): `map` gives each block of the region
    /// its MIR block and argument values.
    pub(crate) fn lower_switch(
        &mut self,
        op: Operation,
        map: &HashMap<ods::ir::Block, (BlockId, Vec<Val>)>,
    ) -> LResult<()> {
        let ctx = self.ctx;
        let Val::Int { reg, bits } = self.operand(op, 0)? else {
            return Err(invalid(ctx, op, "expected an integer flag"));
        };
        let w = types::width(bits).ok_or_else(|| unsupported(ctx, op, "flag width"))?;
        let flag = if bits == 1 { self.norm_i1(reg) } else { reg };
        let values = dialects::cf::switch::case_values(ctx, op).unwrap_or_default();
        if values.len() + 1 != ctx.num_successors(op) {
            return Err(invalid(ctx, op, "case values and destinations differ"));
        }
        // (destination block, values to pass) of successor `k`
        let edge = |fl: &mut Self, k: usize| -> LResult<BlockId> {
            let (target, targs) = map
                .get(&ctx.successor(op, k))
                .cloned()
                .ok_or_else(|| invalid(ctx, op, "branch out of its region"))?;
            let range = dialects::cf::switch::SwitchModel.successor_operands(ctx, op, k);
            if range.is_empty() {
                return Ok(target);
            }
            let vals: Vec<Val> = range.map(|i| fl.operand(op, i)).collect::<LResult<_>>()?;
            let e = fl.b.new_block();
            let cur = fl.b.current();
            fl.start(e);
            fl.assign(&targs, &vals);
            fl.b.jmp(target);
            fl.b.switch_to(cur);
            Ok(e)
        };
        for (k, v) in values.iter().enumerate() {
            let target = edge(self, k + 1)?;
            // the value sign-extended from the flag's width (an `i1` flag
            // is normalized to 0/1)
            let sh = 64 - bits.min(64);
            let c = if bits == 1 {
                (v.low_u64() & 1) as i64
            } else {
                ((v.low_u64() << sh) as i64) >> sh
            };
            let rhs = match i32::try_from(c) {
                Ok(c32) => GSrc::Imm(c32),
                Err(_) => GSrc::Reg(self.b.iconst(c)),
            };
            let next = self.b.new_block();
            self.b.br(IntCC::Eq, w, flag, rhs, target, next);
            self.start(next);
        }
        let target = edge(self, 0)?;
        self.b.jmp(target);
        Ok(())
    }

    /// `scf.index_switch`.
    pub(crate) fn lower_index_switch(&mut self, op: Operation) -> LResult<()> {
        let ctx = self.ctx;
        let Val::Int { reg: arg, .. } = self.operand(op, 0)? else {
            return Err(invalid(ctx, op, "expected an index"));
        };
        let cases = ctx
            .attr(op, "cases")
            .and_then(|a| ods::opdef::constraint::attrs::dense_array_values(ctx, a))
            .unwrap_or_default();
        if cases.len() + 1 != ctx.num_regions(op) {
            return Err(invalid(ctx, op, "case values and regions differ"));
        }
        let results = self.fresh_results(op)?;
        let exit = self.b.new_block();
        let y = Exit::Yield {
            dsts: results.clone(),
            cont: exit,
        };
        let mut bodies = Vec::new();
        for (k, &c) in cases.iter().enumerate() {
            let body = self.b.new_block();
            let next = self.b.new_block();
            let rhs = match i32::try_from(c) {
                Ok(c32) => GSrc::Imm(c32),
                Err(_) => GSrc::Reg(self.b.iconst(c)),
            };
            self.b.br(IntCC::Eq, Width::W64, arg, rhs, body, next);
            bodies.push((body, k + 1));
            self.start(next);
        }
        self.lower_region(ctx.region(op, 0), vec![], &y)?;
        for (body, r) in bodies {
            self.start(body);
            self.lower_region(ctx.region(op, r), vec![], &y)?;
        }
        self.start(exit);
        for (i, v) in results.into_iter().enumerate() {
            self.set(op, i, v);
        }
        Ok(())
    }

    /// `scf.parallel`, sequentially.
    pub(crate) fn lower_parallel(&mut self, op: Operation) -> LResult<()> {
        let ctx = self.ctx;
        let groups = dialects::scf::syntax::parallel_groups(ctx, op);
        let regs = |fl: &Self, g: usize| -> LResult<Vec<(usize, crate::mir::VReg)>> {
            groups[g]
                .clone()
                .map(|i| match fl.operand(op, i)? {
                    Val::Int { reg, .. } => Ok((i, reg)),
                    _ => Err(invalid(ctx, op, "non-integer bound")),
                })
                .collect()
        };
        let (lbs, ubs, steps) = (regs(self, 0)?, regs(self, 1)?, regs(self, 2)?);
        if lbs.len() != steps.len() || ubs.len() != steps.len() || steps.is_empty() {
            return Err(invalid(ctx, op, "bound and step counts differ"));
        }
        let inits: Vec<Val> = groups[3]
            .clone()
            .map(|i| self.operand(op, i))
            .collect::<LResult<_>>()?;
        let accs = self.fresh_results(op)?;
        self.assign(&accs, &inits);
        let body = ctx.region(op, 0);
        let reduce = ctx
            .region_entry(body)
            .and_then(|b| ctx.block_last_op(b))
            .filter(|&t| super::op_name(ctx, t) == dialects::scf::ReduceOp::NAME)
            .ok_or_else(|| invalid(ctx, op, "body without scf.reduce"))?;
        if ctx.num_regions(reduce) != accs.len() {
            return Err(invalid(ctx, op, "reductions and results differ"));
        }
        let src = |fl: &Self, (i, r): (usize, crate::mir::VReg)| match fl.const_of(op, i) {
            Some(c) if i32::try_from(c).is_ok() => GSrc::Imm(c as i32),
            _ => GSrc::Reg(r),
        };
        // loop headers, outermost first: `iv = lb; head: iv < ub ? inner : exit`
        let mut ivs = Vec::new();
        let mut heads = Vec::new();
        let mut exits = Vec::new();
        for d in 0..steps.len() {
            let iv = self.b.gpr();
            match self.const_of(op, lbs[d].0) {
                Some(c) => self.b.push(Inst::MovImm { dst: iv, imm: c }),
                None => self.b.push(Inst::Mov {
                    dst: iv,
                    src: lbs[d].1,
                }),
            }
            let (head, inner, exit) = (self.b.new_block(), self.b.new_block(), self.b.new_block());
            self.b.jmp(head);
            self.start(head);
            let ub = src(self, ubs[d]);
            self.b.br(IntCC::Slt, Width::W64, iv, ub, inner, exit);
            self.start(inner);
            ivs.push(iv);
            heads.push(head);
            exits.push(exit);
        }
        // the body, then the reductions
        let values: Vec<Val> = ctx
            .operands(reduce)
            .map(|v| ctx.value_type(v))
            .collect::<Vec<_>>()
            .into_iter()
            .map(|t| self.fresh(op, t))
            .collect::<LResult<_>>()?;
        let reduce_block = self.b.new_block();
        let args = ivs.iter().map(|&reg| Val::Int { reg, bits: 64 }).collect();
        self.lower_region(
            body,
            args,
            &Exit::Yield {
                dsts: values.clone(),
                cont: reduce_block,
            },
        )?;
        self.start(reduce_block);
        for (i, (acc, value)) in accs.iter().zip(&values).enumerate() {
            let next = self.b.new_block();
            self.lower_region(
                ctx.region(reduce, i),
                vec![acc.clone(), value.clone()],
                &Exit::Yield {
                    dsts: vec![acc.clone()],
                    cont: next,
                },
            )?;
            self.start(next);
        }
        // latches, innermost first: `iv += step; jmp head`, then the exit
        // continues with the enclosing dimension's latch
        for d in (0..steps.len()).rev() {
            let latch = self.b.new_block();
            self.b.jmp(latch);
            self.start(latch);
            self.invalidate(ivs[d]);
            let step = src(self, steps[d]);
            self.b.push(Inst::Alu {
                op: crate::mir::AluOp::Add,
                w: Width::W64,
                dst: ivs[d],
                a: ivs[d],
                b: step,
            });
            self.b.jmp(heads[d]);
            self.start(exits[d]);
        }
        for (i, v) in accs.into_iter().enumerate() {
            self.set(op, i, v);
        }
        Ok(())
    }
}
