//! Arena storage of the IR graph: operations, blocks, regions, values and the
//! use-lists linking values to their users.
//!
//! Entities are `u32` handles (cranelift-entity). Fixed-size records live in
//! `PrimaryMap`s; variable-length parts (operands, results, regions of one op)
//! are contiguous ranges in pools so an operation costs one record plus its
//! ranges, not a heap allocation per list.

use super::attributes::{Attribute, Location};
use super::registry::OperationName;
use super::types::Type;
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::{entity_impl, PrimaryMap};

/// An operation (MLIR `Operation*`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Operation(u32);
entity_impl!(Operation, "op");

/// A basic block (MLIR `Block*`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Block(u32);
entity_impl!(Block, "block");

/// A region (MLIR `Region*`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Region(u32);
entity_impl!(Region, "region");

/// An SSA value: an operation result or a block argument.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Value(u32);
entity_impl!(Value, "value");

/// Sentinel for "no link" in use-lists.
pub(crate) const NONE: u32 = u32::MAX;
/// Marks `ValueData::index` of a block argument.
pub(crate) const ARG_BIT: u32 = 1 << 31;

pub(crate) struct OperationData {
    pub name: OperationName,
    pub loc: Location,
    pub block: PackedOption<Block>,
    pub prev: PackedOption<Operation>,
    pub next: PackedOption<Operation>,
    /// Position in the parent block, valid while the block's order is valid.
    pub order: u32,
    pub operands: PoolRange,
    pub first_result: u32,
    pub num_results: u32,
    pub first_region: u32,
    pub num_regions: u32,
    pub successors: PoolRange,
    pub properties: Option<Attribute>,
    /// Discardable attributes, always a dictionary attribute.
    pub attrs: Attribute,
}

pub(crate) struct BlockData {
    pub region: PackedOption<Region>,
    pub prev: PackedOption<Block>,
    pub next: PackedOption<Block>,
    pub first_op: PackedOption<Operation>,
    pub last_op: PackedOption<Operation>,
    pub args: Vec<Value>,
    pub arg_locs: Vec<Location>,
    /// Head of the list of `BlockOperand`s naming this block as successor.
    pub first_use: u32,
    pub order_valid: bool,
}

pub(crate) struct RegionData {
    pub parent: PackedOption<Operation>,
    pub first_block: PackedOption<Block>,
    pub last_block: PackedOption<Block>,
}

pub(crate) struct ValueData {
    pub ty: Type,
    /// Owning operation (result) or block (argument) index.
    pub owner: u32,
    /// Result number, or argument number with `ARG_BIT` set.
    pub index: u32,
    pub first_use: u32,
}

/// One operand slot (MLIR `OpOperand`), linked into its value's use-list.
#[derive(Clone, Copy)]
pub(crate) struct OperandData {
    pub value: Value,
    pub owner: Operation,
    pub next_use: u32,
    pub prev_use: u32,
}

/// One successor slot (MLIR `BlockOperand`), linked into its block's use-list.
#[derive(Clone, Copy)]
pub(crate) struct BlockOperandData {
    pub block: Block,
    pub owner: Operation,
    pub next_use: u32,
    pub prev_use: u32,
}

/// A `[start, start+len)` slice of a pool with room for `cap` entries.
#[derive(Clone, Copy, Default)]
pub(crate) struct PoolRange {
    pub start: u32,
    pub len: u32,
    pub cap: u32,
}

/// Free lists of pool ranges keyed by capacity, so erased operations'
/// operand storage is reused.
#[derive(Default)]
pub(crate) struct RangeFreeList {
    by_cap: Vec<Vec<u32>>,
}

impl RangeFreeList {
    /// Capacities are rounded up to a power of two so ranges are reusable.
    pub fn round_cap(n: u32) -> u32 {
        if n <= 1 {
            n
        } else {
            n.next_power_of_two()
        }
    }

    fn class(cap: u32) -> usize {
        if cap == 0 {
            0
        } else {
            cap.trailing_zeros() as usize + 1
        }
    }

    pub fn take(&mut self, cap: u32) -> Option<u32> {
        self.by_cap.get_mut(Self::class(cap))?.pop()
    }

    pub fn give(&mut self, start: u32, cap: u32) {
        if cap == 0 {
            return;
        }
        let c = Self::class(cap);
        if self.by_cap.len() <= c {
            self.by_cap.resize_with(c + 1, Vec::new);
        }
        self.by_cap[c].push(start);
    }
}

/// All IR entities of a context.
#[derive(Default)]
pub(crate) struct IrStore {
    pub ops: PrimaryMap<Operation, OperationData>,
    pub blocks: PrimaryMap<Block, BlockData>,
    pub regions: PrimaryMap<Region, RegionData>,
    pub values: PrimaryMap<Value, ValueData>,
    pub operands: Vec<OperandData>,
    pub block_operands: Vec<BlockOperandData>,
    pub free_ops: Vec<Operation>,
    pub free_blocks: Vec<Block>,
    pub free_operands: RangeFreeList,
    pub free_block_operands: RangeFreeList,
}
