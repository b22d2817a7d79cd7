//! `PatternRewriter`: the only way patterns and the folder change the IR, so
//! that the driver hears about every change (MLIR `RewriterBase::Listener`).

pub use crate::ir::InsertPoint;
use crate::ir::{Block, Context, IrMapping, OpBuilder, Operation, OperationState, Region, Value};

/// Observes IR changes made through a [`PatternRewriter`].
pub trait Listener {
    /// `op` was inserted (created or moved).
    fn notify_operation_inserted(&mut self, _ctx: &Context, _op: Operation) {}
    /// `op` was modified in place.
    fn notify_operation_modified(&mut self, _ctx: &Context, _op: Operation) {}
    /// `op`'s results are about to be replaced by `new`.
    fn notify_operation_replaced(&mut self, _ctx: &Context, _op: Operation, _new: &[Value]) {}
    /// `op` is about to be erased (nested ops are announced first).
    fn notify_operation_erased(&mut self, _ctx: &Context, _op: Operation) {}
    /// `block` is about to be erased.
    fn notify_block_erased(&mut self, _ctx: &Context, _block: Block) {}
}

/// A listener that ignores everything.
pub struct NoListener;
impl Listener for NoListener {}

/// Changes IR and notifies a [`Listener`]. Reads go through `Deref` to the
/// [`Context`]; every change must use the methods here (or be announced
/// with [`PatternRewriter::notify_modified`]).
pub struct PatternRewriter<'a> {
    ctx: &'a mut Context,
    listener: &'a mut dyn Listener,
    ip: InsertPoint,
}

impl std::ops::Deref for PatternRewriter<'_> {
    type Target = Context;
    fn deref(&self) -> &Context {
        self.ctx
    }
}

impl<'a> PatternRewriter<'a> {
    /// A rewriter over `ctx` reporting to `listener`.
    pub fn new(ctx: &'a mut Context, listener: &'a mut dyn Listener) -> PatternRewriter<'a> {
        PatternRewriter {
            ctx,
            listener,
            ip: InsertPoint::None,
        }
    }

    /// Mutable access for things that are not IR changes (interning types and
    /// attributes, building `OperationState`s).
    pub fn ctx_mut(&mut self) -> &mut Context {
        self.ctx
    }

    /// The current insertion point.
    pub fn insertion_point(&self) -> InsertPoint {
        self.ip
    }

    /// Restores a saved insertion point.
    pub fn restore_insertion_point(&mut self, ip: InsertPoint) {
        self.ip = ip;
    }

    /// New operations go before `op`.
    pub fn set_insertion_point(&mut self, op: Operation) {
        self.ip = InsertPoint::Before(op);
    }

    /// New operations go after `op`.
    pub fn set_insertion_point_after(&mut self, op: Operation) {
        self.ip = match self.ctx.next_op(op) {
            Some(n) => InsertPoint::Before(n),
            None => InsertPoint::End(self.ctx.op_block(op).expect("op in a block")),
        };
    }

    /// New operations go to the start of `block`.
    pub fn set_insertion_point_to_start(&mut self, block: Block) {
        self.ip = match self.ctx.block_first_op(block) {
            Some(f) => InsertPoint::Before(f),
            None => InsertPoint::End(block),
        };
    }

    /// New operations go to the end of `block`.
    pub fn set_insertion_point_to_end(&mut self, block: Block) {
        self.ip = InsertPoint::End(block);
    }

    /// Inserts a detached `op` at the insertion point and announces it.
    pub fn insert(&mut self, op: Operation) -> Operation {
        match self.ip {
            InsertPoint::None => return op,
            InsertPoint::Before(b) => self.ctx.insert_op_before(b, op),
            InsertPoint::End(b) => self.ctx.append_op(b, op),
        }
        self.notify_inserted_tree(op);
        op
    }

    fn notify_inserted_tree(&mut self, op: Operation) {
        if self.ctx.num_regions(op) == 0 {
            // (the common case, without collecting the walk)
            self.listener.notify_operation_inserted(self.ctx, op);
            return;
        }
        // MLIR announces the op, then (for ops created with regions) the
        // nested ops in pre-order.
        let mut ops = Vec::new();
        self.ctx.walk_pre_order(op, &mut |o| ops.push(o));
        for o in ops {
            self.listener.notify_operation_inserted(self.ctx, o);
        }
    }

    /// Creates an operation from `state` at the insertion point.
    pub fn create(&mut self, state: OperationState) -> Operation {
        let op = self.ctx.create_operation(state);
        self.insert(op)
    }

    /// Creates an operation from `state` at the insertion point, announcing
    /// only the operation itself: the ops in its regions were built while
    /// it was detached (MLIR's `create<OpTy>` with a body builder, whose
    /// nested ops are announced before the op is inserted, outside of any
    /// driver's scope).
    pub fn create_with_body(&mut self, state: OperationState) -> Operation {
        let op = self.ctx.create_operation(state);
        match self.ip {
            InsertPoint::None => return op,
            InsertPoint::Before(b) => self.ctx.insert_op_before(b, op),
            InsertPoint::End(b) => self.ctx.append_op(b, op),
        }
        self.listener.notify_operation_inserted(self.ctx, op);
        op
    }

    /// Clones `op` (see [`Context::clone_op`]) at the insertion point and
    /// announces the copy, then the ops nested in it in pre-order (MLIR
    /// `OpBuilder::clone`).
    pub fn clone_op(&mut self, op: Operation, map: &mut IrMapping) -> Operation {
        let new = self.ctx.clone_op(op, map);
        self.insert(new)
    }

    /// Clones the blocks of `region` into `dest` before `before` (at the
    /// end when `None`; see [`Context::clone_region_into`]) and announces
    /// every op copied, block by block in pre-order (MLIR
    /// `RewriterBase::cloneRegionBefore`).
    pub fn clone_region_before(
        &mut self,
        region: Region,
        dest: Region,
        before: Option<Block>,
        map: &mut IrMapping,
    ) {
        let blocks = self.ctx.clone_region_into(region, dest, before, map);
        let mut ops = Vec::new();
        for b in blocks {
            for op in self.ctx.block_ops(b) {
                self.ctx.walk_pre_order(op, &mut |o| ops.push(o));
            }
        }
        for o in ops {
            self.listener.notify_operation_inserted(self.ctx, o);
        }
    }

    /// Moves `op` before `before` and announces the insertion.
    pub fn move_op_before(&mut self, op: Operation, before: Operation) {
        self.ctx.move_op_before(op, before);
        self.listener.notify_operation_inserted(self.ctx, op);
    }

    /// Moves `op` to the end of `block` and announces the insertion (of
    /// `op` only, like MLIR `moveOpBefore(op, block, block->end())`).
    pub fn move_op_to_end(&mut self, op: Operation, block: Block) {
        self.ctx.detach_op(op);
        self.ctx.append_op(block, op);
        self.listener.notify_operation_inserted(self.ctx, op);
    }

    /// Runs an in-place change of `op` and announces it.
    pub fn modify_op_in_place<R>(&mut self, op: Operation, f: impl FnOnce(&mut Context) -> R) -> R {
        let r = f(self.ctx);
        self.listener.notify_operation_modified(self.ctx, op);
        r
    }

    /// Adds an argument of type `ty` to `block` (MLIR's `Block::addArgument`
    /// inside `modifyOpInPlace` of the block's parent op, which is announced
    /// as modified).
    pub fn add_block_argument(
        &mut self,
        block: Block,
        ty: crate::ir::Type,
        loc: crate::ir::Location,
    ) -> Value {
        let v = self.ctx.add_block_argument(block, ty, loc);
        self.notify_block_parent(block);
        v
    }

    /// Erases the (unused) argument `index` of `block`, announcing the
    /// block's parent op as modified.
    pub fn erase_block_argument(&mut self, block: Block, index: usize) {
        self.ctx.erase_block_argument(block, index);
        self.notify_block_parent(block);
    }

    /// Moves every block of `from` to the end of `to` (MLIR's
    /// `inlineRegionBefore` at the end of `to`); no op is created or erased.
    pub fn inline_region_blocks(&mut self, from: Region, to: Region) {
        self.ctx.take_blocks(from, to);
    }

    fn notify_block_parent(&mut self, block: Block) {
        if let Some(parent) = self.ctx.block_parent_op(block) {
            self.listener.notify_operation_modified(self.ctx, parent);
        }
    }

    /// Announces an in-place change already made to `op`.
    pub fn notify_modified(&mut self, op: Operation) {
        self.listener.notify_operation_modified(self.ctx, op);
    }

    /// Replaces every use of `from` by `to`; each user is announced as
    /// modified (in use-list order, as MLIR does).
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        for (user, i) in self.ctx.uses(from) {
            self.ctx.set_operand(user, i as usize, to);
            self.listener.notify_operation_modified(self.ctx, user);
        }
    }

    /// Replaces the uses of `from` for which `pred` holds.
    pub fn replace_uses_where(
        &mut self,
        from: Value,
        to: Value,
        mut pred: impl FnMut(&Context, Operation, u32) -> bool,
    ) {
        for (user, i) in self.ctx.uses(from) {
            if pred(self.ctx, user, i) {
                self.ctx.set_operand(user, i as usize, to);
                self.listener.notify_operation_modified(self.ctx, user);
            }
        }
    }

    /// Replaces `op`'s results by `values` and erases it.
    pub fn replace_op(&mut self, op: Operation, values: &[Value]) {
        debug_assert_eq!(values.len(), self.ctx.num_results(op));
        self.listener
            .notify_operation_replaced(self.ctx, op, values);
        let results: Vec<Value> = self.ctx.results(op).collect();
        for (r, v) in results.into_iter().zip(values) {
            self.replace_all_uses_with(r, *v);
        }
        self.erase_op(op);
    }

    /// MLIR's `replaceOpWithNewOp<OpTy>(op, ...)`: builds an op before `op`
    /// with `build` (a generated builder, given this rewriter and `op`'s
    /// location) and replaces `op` with its results. When building fails,
    /// `op` stays and the error is returned.
    ///
    /// ```text
    /// rw.replace_op_with_new_op(op, |rw, loc| {
    ///     LoadOp::build_with_arguments(rw, loc, Some(&[t]), base, &indices, None, None)
    /// })
    /// ```
    pub fn replace_op_with_new_op<O: crate::opdef::Op>(
        &mut self,
        op: Operation,
        build: impl FnOnce(&mut Self, crate::ir::Location) -> Result<O, crate::opdef::build::BuildError>,
    ) -> Result<O, crate::opdef::build::BuildError> {
        let saved = self.ip;
        self.set_insertion_point(op);
        let loc = self.ctx.op_loc(op);
        let new = build(self, loc);
        self.ip = saved;
        let new = new?;
        let values: smallvec::SmallVec<[Value; 2]> = self.ctx.results(new.operation()).collect();
        self.replace_op(op, &values);
        Ok(new)
    }

    /// Creates an op from `state` before `op` and replaces `op` with it.
    pub fn replace_op_with_new(&mut self, op: Operation, state: OperationState) -> Operation {
        let saved = self.ip;
        self.set_insertion_point(op);
        let new = self.create(state);
        self.ip = saved;
        let values: Vec<Value> = self.ctx.results(new).collect();
        self.replace_op(op, &values);
        new
    }

    /// Erases `op` (its results must be unused), announcing nested ops first
    /// (post-order, each block's ops in reverse).
    pub fn erase_op(&mut self, op: Operation) {
        if matches!(self.ip, InsertPoint::Before(b) if b == op) {
            self.ip = match self.ctx.next_op(op) {
                Some(n) => InsertPoint::Before(n),
                None => self
                    .ctx
                    .op_block(op)
                    .map_or(InsertPoint::None, InsertPoint::End),
            };
        }
        self.notify_erase_tree(op);
        self.ctx.erase_op(op);
    }

    fn notify_erase_tree(&mut self, op: Operation) {
        for region in self.ctx.regions(op).collect::<Vec<_>>() {
            for block in self.ctx.region_blocks(region) {
                let ops = self.ctx.block_ops(block);
                for inner in ops.into_iter().rev() {
                    self.notify_erase_tree(inner);
                }
                self.listener.notify_block_erased(self.ctx, block);
            }
        }
        self.listener.notify_operation_erased(self.ctx, op);
    }

    /// Erases `block` and the ops in it (their results must be unused
    /// outside of it; uses inside are dropped first).
    pub fn erase_block(&mut self, block: Block) {
        for op in self.ctx.block_ops(block) {
            self.ctx.drop_all_references(op);
        }
        for op in self.ctx.block_ops(block).into_iter().rev() {
            self.notify_erase_tree(op);
        }
        self.listener.notify_block_erased(self.ctx, block);
        self.ctx.erase_block(block);
    }

    /// Erases `op` if none of its results is used; true if erased.
    pub fn erase_if_unused(&mut self, op: Operation) -> bool {
        if self.ctx.op_results_unused(op) {
            self.erase_op(op);
            true
        } else {
            false
        }
    }
}

/// Ops built through a rewriter go to its insertion point and are announced
/// to its listener with the ops nested in them (as [`PatternRewriter::create`]).
impl OpBuilder for PatternRewriter<'_> {
    fn context(&mut self) -> &mut Context {
        self.ctx
    }
    fn insertion_point(&self) -> InsertPoint {
        self.ip
    }
    fn notify_inserted(&mut self, op: Operation) {
        self.notify_inserted_tree(op);
    }
}
