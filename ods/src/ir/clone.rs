//! Copying operations and regions under a value/block mapping (MLIR
//! `IRMapping`, `Operation::clone`, `Region::cloneInto`).

use super::context::Context;
use super::operation::OperationState;
use super::storage::{Block, Operation, Region, Value};
use hashbrown::HashMap;

/// What cloned IR refers to instead of the original values and blocks
/// (MLIR `IRMapping`). Cloning records each copied result, block argument
/// and block here.
#[derive(Default, Clone, Debug)]
pub struct IrMapping {
    values: HashMap<Value, Value>,
    blocks: HashMap<Block, Block>,
}

impl IrMapping {
    /// An empty mapping.
    pub fn new() -> IrMapping {
        IrMapping::default()
    }

    /// Maps `from` to `to`.
    pub fn map(&mut self, from: Value, to: Value) {
        self.values.insert(from, to);
    }

    /// Maps `from` to `to`.
    pub fn map_block(&mut self, from: Block, to: Block) {
        self.blocks.insert(from, to);
    }

    /// True if `v` is mapped.
    pub fn contains(&self, v: Value) -> bool {
        self.values.contains_key(&v)
    }

    /// What `v` maps to, or `v` itself.
    pub fn lookup_or_default(&self, v: Value) -> Value {
        self.values.get(&v).copied().unwrap_or(v)
    }

    /// What `b` maps to, or `b` itself.
    pub fn lookup_block_or_default(&self, b: Block) -> Block {
        self.blocks.get(&b).copied().unwrap_or(b)
    }
}

impl Context {
    /// A detached copy of `op` and the ops nested in it, with operands and
    /// successors remapped through `map` (MLIR `Operation::clone`). The
    /// copy's results, and everything defined inside it, are added to `map`.
    pub fn clone_op(&mut self, op: Operation, map: &mut IrMapping) -> Operation {
        let new = self.clone_op_shallow(op, map);
        for (src, dst) in self.regions(op).zip(self.regions(new)).collect::<Vec<_>>() {
            self.clone_region_into(src, dst, None, map);
        }
        for (r, n) in self.results(op).zip(self.results(new)) {
            map.map(r, n);
        }
        new
    }

    /// The state of a copy of `op` without its regions: operands and
    /// successors through `map`, result types, properties and discardable
    /// attributes.
    pub fn mapped_op_state(&self, op: Operation, map: &IrMapping) -> OperationState {
        let mut state = OperationState::new(self.op_loc(op), self.op_name_of(op));
        state
            .operands
            .extend(self.operands(op).map(|v| map.lookup_or_default(v)));
        state
            .types
            .extend(self.results(op).map(|v| self.value_type(v)));
        state.properties = self.properties(op);
        let attrs = self.discardable_attrs(op);
        state
            .attributes
            .extend(self.dictionary_entries(attrs).iter().copied());
        state
            .successors
            .extend(self.successors(op).map(|b| map.lookup_block_or_default(b)));
        state
    }

    /// `op`'s copy with empty regions (as many as `op` has).
    fn clone_op_shallow(&mut self, op: Operation, map: &IrMapping) -> Operation {
        let mut state = self.mapped_op_state(op, map);
        for _ in 0..self.num_regions(op) {
            let r = self.create_region();
            state.regions.push(r);
        }
        self.create_operation(state)
    }

    /// Copies the blocks of `src` into `dest`, before `before` (at the end
    /// when `None`), and returns the new blocks (MLIR `Region::cloneInto`).
    /// Block arguments already in `map` are not copied: their uses refer to
    /// the mapped values.
    pub fn clone_region_into(
        &mut self,
        src: Region,
        dest: Region,
        before: Option<Block>,
        map: &mut IrMapping,
    ) -> Vec<Block> {
        // Blocks and their arguments first, so that successors and
        // operands can refer to any of them.
        let blocks = self.region_blocks(src);
        let mut new_blocks = Vec::with_capacity(blocks.len());
        for &b in &blocks {
            let nb = self.create_block();
            map.map_block(b, nb);
            for i in 0..self.block_args(b).len() {
                let arg = self.block_args(b)[i];
                if map.contains(arg) {
                    continue;
                }
                let ty = self.value_type(arg);
                let loc = self.block_arg_loc(b, i);
                let new_arg = self.add_block_argument(nb, ty, loc);
                map.map(arg, new_arg);
            }
            match before {
                Some(at) => self.insert_block_before(at, nb),
                None => self.append_block(dest, nb),
            }
            new_blocks.push(nb);
        }
        // Then the ops, mapping their results; operands are set (and
        // regions cloned) once every result in the region is mapped.
        let mut pairs = Vec::new();
        for (&b, &nb) in blocks.iter().zip(&new_blocks) {
            for o in self.block_ops(b) {
                let c = self.clone_op_shallow(o, map);
                self.append_op(nb, c);
                for (r, n) in self.results(o).zip(self.results(c)) {
                    map.map(r, n);
                }
                pairs.push((o, c));
            }
        }
        for (o, c) in pairs {
            let operands: Vec<Value> = self.operands(o).map(|v| map.lookup_or_default(v)).collect();
            self.set_operands(c, &operands);
            for (src, dst) in self.regions(o).zip(self.regions(c)).collect::<Vec<_>>() {
                self.clone_region_into(src, dst, None, map);
            }
        }
        new_blocks
    }
}
