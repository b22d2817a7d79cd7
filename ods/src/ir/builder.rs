//! Where new operations go: MLIR's `OpBuilder` insertion point, as a trait
//! every op creator implements, so that the generated builders
//! (`AddIOp::build(b, loc, ...)`) create through a plain [`Context`]
//! (detached ops), a [`PatternRewriter`](crate::rewrite::PatternRewriter)
//! (at its insertion point, announced to the driver's listener) or any
//! builder of a user's own.

use super::{Block, Context, Operation};

/// Where new operations go.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum InsertPoint {
    /// Nowhere: created operations stay detached.
    None,
    /// Before an operation.
    Before(Operation),
    /// At the end of a block.
    End(Block),
}

impl InsertPoint {
    /// The block new operations go into, `None` when they stay detached.
    pub fn block(self, ctx: &Context) -> Option<Block> {
        match self {
            InsertPoint::None => None,
            InsertPoint::Before(op) => ctx.op_block(op),
            InsertPoint::End(b) => Some(b),
        }
    }
}

/// Something that creates operations at an insertion point (MLIR's
/// `OpBuilder`). The generated builders of every op take a
/// `&mut dyn OpBuilder`, so `&mut Context` (detached ops) and
/// `&mut PatternRewriter` (ops inserted and announced) both work:
///
/// ```text
/// let c = ConstantOp::build(rw, loc, value)?;           // through a rewriter
/// let add = AddIOp::build(rw, loc, x, c.result(rw), None)?;
/// let detached = ReturnOp::build(&mut ctx, loc, &[])?;   // through a Context
/// ```
pub trait OpBuilder {
    /// The context, to intern types and attributes and create operations.
    fn context(&mut self) -> &mut Context;
    /// Where new operations go.
    fn insertion_point(&self) -> InsertPoint;
    /// `op` was just inserted at the insertion point (a rewriter announces
    /// it, and the ops nested in it, to its listener).
    fn notify_inserted(&mut self, _op: Operation) {}
}

/// A bare [`Context`] creates detached operations.
impl OpBuilder for Context {
    fn context(&mut self) -> &mut Context {
        self
    }
    fn insertion_point(&self) -> InsertPoint {
        InsertPoint::None
    }
}

/// Links the detached `op` at `b`'s insertion point without announcing it
/// (the caller announces it with [`OpBuilder::notify_inserted`] once it is
/// known to be valid). False when the point is [`InsertPoint::None`].
pub(crate) fn link_at_insertion_point(b: &mut dyn OpBuilder, op: Operation) -> bool {
    match b.insertion_point() {
        InsertPoint::None => false,
        InsertPoint::Before(before) => {
            b.context().insert_op_before(before, op);
            true
        }
        InsertPoint::End(block) => {
            b.context().append_op(block, op);
            true
        }
    }
}
