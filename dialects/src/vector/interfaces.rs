//! The vector dialect's op interfaces, as Rust traits: `MaskableOpInterface`
//! (what `vector.mask` asks of the op it predicates), with one model per
//! maskable op.

use super::verify::{indexing_maps, transfer_mask_shape_ro, vector_parts};
use ods::ir::{AttrKind, Context, OpTraits, Operation, TypeKind};

/// The shape and scalable flags of a mask (its element type is `i1`).
pub type MaskShape = (Vec<i64>, Vec<bool>);

/// `MaskableOpInterface`: ops a `vector.mask` can predicate.
pub trait MaskableOpInterface {
    /// `supportsPassthru`: whether the op can be masked with a passthru
    /// value (default: no).
    fn supports_passthru(&self) -> bool {
        false
    }
    /// `getExpectedMaskType`: the mask the op expects (`None` when the op
    /// is malformed).
    fn expected_mask_shape(&self, ctx: &Context, op: Operation) -> Option<MaskShape>;
}

/// The mask of the vector operand `i` (reductions, gathers).
fn operand_shape(ctx: &Context, op: Operation, i: usize) -> Option<MaskShape> {
    let (s, sc, _) = vector_parts(ctx, ctx.value_type(ctx.operand(op, i)))?;
    Some((s.to_vec(), sc.to_vec()))
}

/// `vector.reduction` / `vector.multi_reduction`: the source's shape.
pub struct SourceShapedMask;
impl MaskableOpInterface for SourceShapedMask {
    fn expected_mask_shape(&self, ctx: &Context, op: Operation) -> Option<MaskShape> {
        // Operand 0 is the source of both (MLIR's `getSourceVectorType`).
        operand_shape(ctx, op, 0)
    }
}

/// `vector.gather`: the index vector's shape.
pub struct GatherMask;
impl MaskableOpInterface for GatherMask {
    fn expected_mask_shape(&self, ctx: &Context, op: Operation) -> Option<MaskShape> {
        let g = super::ops::GatherOp(op);
        let (s, sc, _) = vector_parts(ctx, ctx.value_type(g.indices(ctx)))?;
        Some((s.to_vec(), sc.to_vec()))
    }
}

/// `vector.outerproduct`: the result's shape.
pub struct OuterProductMask;
impl MaskableOpInterface for OuterProductMask {
    fn expected_mask_shape(&self, ctx: &Context, op: Operation) -> Option<MaskShape> {
        let (s, sc, _) = vector_parts(ctx, ctx.value_type(ctx.result(op, 0)))?;
        Some((s.to_vec(), sc.to_vec()))
    }
}

/// `vector.transfer_read` / `vector.transfer_write`: the vector through
/// the inverse permutation map.
pub struct TransferMask {
    /// `transfer_read` supports a passthru, `transfer_write` does not.
    pub passthru: bool,
}
impl MaskableOpInterface for TransferMask {
    fn supports_passthru(&self) -> bool {
        self.passthru
    }
    fn expected_mask_shape(&self, ctx: &Context, op: Operation) -> Option<MaskShape> {
        let vec = if self.passthru {
            ctx.value_type(ctx.result(op, 0))
        } else {
            ctx.value_type(ctx.operand(op, 0))
        };
        let map = match ctx.attr(op, "permutation_map").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::AffineMap(m)) => *m,
            _ => return None,
        };
        transfer_mask_shape_ro(ctx, vec, map)
    }
}

/// `vector.contract`: one dimension per iterator, sized from the operands.
pub struct ContractMask;
impl MaskableOpInterface for ContractMask {
    fn expected_mask_shape(&self, ctx: &Context, op: Operation) -> Option<MaskShape> {
        let maps = indexing_maps(ctx, op);
        let (lmap, rmap) = (*maps.first()?, *maps.get(1)?);
        let a = ctx.affine();
        let n = lmap.num_dims(a) as usize;
        let mut shape = vec![ods::ir::DYNAMIC; n];
        let mut scalable = vec![false; n];
        for (i, m) in [(0usize, lmap), (1, rmap)] {
            let (s, sc, _) = vector_parts(ctx, ctx.value_type(ctx.operand(op, i)))?;
            for (idx, (&d, &f)) in s.iter().zip(sc).enumerate() {
                let pos = m.dim_position(a, idx) as usize;
                *shape.get_mut(pos)? = d;
                scalable[pos] = f;
            }
        }
        Some((shape, scalable))
    }
}

/// The expected mask of `op` if it is maskable: `None` when it is not,
/// `Some(None)` when the mask cannot be computed.
pub fn expected_mask_type(ctx: &Context, op: Operation) -> Option<Option<MaskShape>> {
    let m = ctx.op_interface::<dyn MaskableOpInterface>(op)?;
    Some(m.expected_mask_shape(ctx, op))
}

/// `supportsPassthru` of a maskable op.
pub fn supports_passthru(ctx: &Context, op: Operation) -> bool {
    ctx.op_interface::<dyn MaskableOpInterface>(op)
        .is_some_and(|m| m.supports_passthru())
}

/// `MemoryEffectOpInterface::getEffects` of a transfer op whose base is
/// operand `base`: `effect` on a memref, none on a tensor.
fn transfer_effects(ctx: &Context, op: Operation, base: usize, effect: OpTraits) -> OpTraits {
    let t = ctx.value_type(ctx.operand(op, base));
    if matches!(ctx.type_kind(t), TypeKind::MemRef { .. }) {
        effect
    } else {
        OpTraits::NO_MEMORY_EFFECT
    }
}

/// `vector.transfer_read`: reads a memref base; pure on tensors.
pub fn transfer_read_effects(ctx: &Context, op: Operation) -> OpTraits {
    transfer_effects(ctx, op, 0, OpTraits::ONLY_READS)
}

/// `vector.transfer_write`: writes a memref base; pure on tensors.
pub fn transfer_write_effects(ctx: &Context, op: Operation) -> OpTraits {
    transfer_effects(ctx, op, 1, OpTraits(0))
}
