//! Creating, inspecting and mutating operations, blocks, regions and values.
//! Every mutation keeps use-lists (value → operands, block → successor slots)
//! consistent.

use super::attributes::{Attribute, Location, NamedAttribute};
use super::context::Context;
use super::registry::{OpDefinition, OpTraits, OperationName};
use super::storage::*;
use super::types::Type;
use cranelift_entity::EntityRef;
use smallvec::SmallVec;

/// Everything needed to create an operation (MLIR `OperationState`).
pub struct OperationState {
    /// Source location.
    pub loc: Location,
    /// Operation name.
    pub name: OperationName,
    /// Operands, in order.
    pub operands: SmallVec<[Value; 4]>,
    /// Result types.
    pub types: SmallVec<[Type; 2]>,
    /// Attributes; for registered ops, inherent ones are moved to properties.
    pub attributes: SmallVec<[NamedAttribute; 2]>,
    /// Properties given directly (generic `<{...}>`).
    pub properties: Option<Attribute>,
    /// Successor blocks.
    pub successors: SmallVec<[Block; 2]>,
    /// Detached regions whose blocks move into the new operation.
    pub regions: SmallVec<[Region; 1]>,
}

impl OperationState {
    /// An empty state.
    pub fn new(loc: Location, name: OperationName) -> OperationState {
        OperationState {
            loc,
            name,
            operands: SmallVec::new(),
            types: SmallVec::new(),
            attributes: SmallVec::new(),
            properties: None,
            successors: SmallVec::new(),
            regions: SmallVec::new(),
        }
    }
}

impl Context {
    /// The state of an op `name` at `loc` with `operands`, result `types`
    /// and attributes (names interned here): what rewrite patterns build.
    pub fn op_state(
        &mut self,
        loc: Location,
        name: &str,
        operands: &[Value],
        types: &[Type],
        attrs: &[(&str, Attribute)],
    ) -> OperationState {
        let mut s = OperationState::new(loc, self.op_name(name.as_bytes()));
        s.operands.extend_from_slice(operands);
        s.types.extend_from_slice(types);
        for &(k, v) in attrs {
            let name = self.intern(k.as_bytes());
            s.attributes.push(NamedAttribute { name, value: v });
        }
        s
    }
}

/// Where a value is defined.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ValueDef {
    /// Result `index` of an operation.
    Result(Operation, u32),
    /// Argument `index` of a block.
    BlockArgument(Block, u32),
}

impl Context {
    // ----------------------------------------------------------------- values

    fn new_value(&mut self, ty: Type, owner: u32, index: u32) -> Value {
        self.ir.values.push(ValueData {
            ty,
            owner,
            index,
            first_use: NONE,
        })
    }

    /// The type of a value.
    #[inline]
    pub fn value_type(&self, v: Value) -> Type {
        self.ir.values[v].ty
    }

    /// Changes the type of a value (MLIR `Value::setType`).
    pub fn set_value_type(&mut self, v: Value, ty: Type) {
        self.ir.values[v].ty = ty;
    }

    /// The defining op or block of a value.
    pub fn value_def(&self, v: Value) -> ValueDef {
        let d = &self.ir.values[v];
        if d.index & ARG_BIT != 0 {
            ValueDef::BlockArgument(Block::new(d.owner as usize), d.index & !ARG_BIT)
        } else {
            ValueDef::Result(Operation::new(d.owner as usize), d.index)
        }
    }

    /// The defining operation, if `v` is a result.
    pub fn defining_op(&self, v: Value) -> Option<Operation> {
        match self.value_def(v) {
            ValueDef::Result(op, _) => Some(op),
            ValueDef::BlockArgument(..) => None,
        }
    }

    /// The block in which `v` is defined (argument's block or defining op's block).
    pub fn value_parent_block(&self, v: Value) -> Option<Block> {
        match self.value_def(v) {
            ValueDef::Result(op, _) => self.op_block(op),
            ValueDef::BlockArgument(b, _) => Some(b),
        }
    }

    /// True if the value has at least one use.
    pub fn has_uses(&self, v: Value) -> bool {
        self.ir.values[v].first_use != NONE
    }

    /// The uses of a value as `(user, operand index)` pairs, most recent first.
    pub fn uses(&self, v: Value) -> Vec<(Operation, u32)> {
        let mut out = Vec::new();
        let mut u = self.ir.values[v].first_use;
        while u != NONE {
            let d = &self.ir.operands[u as usize];
            let start = self.ir.ops[d.owner].operands.start;
            out.push((d.owner, u - start));
            u = d.next_use;
        }
        out
    }

    /// The operations using a value (with repetitions), most recent first.
    pub fn users(&self, v: Value) -> Vec<Operation> {
        self.uses(v).into_iter().map(|(op, _)| op).collect()
    }

    /// Number of uses of a value.
    pub fn num_uses(&self, v: Value) -> usize {
        let mut n = 0;
        let mut u = self.ir.values[v].first_use;
        while u != NONE {
            n += 1;
            u = self.ir.operands[u as usize].next_use;
        }
        n
    }

    fn link_use(&mut self, idx: u32) {
        let v = self.ir.operands[idx as usize].value;
        let head = self.ir.values[v].first_use;
        {
            let o = &mut self.ir.operands[idx as usize];
            o.next_use = head;
            o.prev_use = NONE;
        }
        if head != NONE {
            self.ir.operands[head as usize].prev_use = idx;
        }
        self.ir.values[v].first_use = idx;
    }

    fn unlink_use(&mut self, idx: u32) {
        let d = self.ir.operands[idx as usize];
        if d.prev_use == NONE {
            self.ir.values[d.value].first_use = d.next_use;
        } else {
            self.ir.operands[d.prev_use as usize].next_use = d.next_use;
        }
        if d.next_use != NONE {
            self.ir.operands[d.next_use as usize].prev_use = d.prev_use;
        }
    }

    /// Replaces every use of `from` with `to` (MLIR `replaceAllUsesWith`).
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        while self.ir.values[from].first_use != NONE {
            let idx = self.ir.values[from].first_use;
            self.unlink_use(idx);
            self.ir.operands[idx as usize].value = to;
            self.link_use(idx);
        }
    }

    /// Replaces the uses of `from` with `to` for which `pred(user)` holds.
    pub fn replace_uses_where(
        &mut self,
        from: Value,
        to: Value,
        mut pred: impl FnMut(&Context, Operation) -> bool,
    ) {
        let uses = self.uses(from);
        for (user, i) in uses {
            if pred(self, user) {
                self.set_operand(user, i as usize, to);
            }
        }
    }

    // ------------------------------------------------------------- operations

    fn alloc_range(free: &mut RangeFreeList, pool_len: usize, n: u32) -> (PoolRange, bool) {
        let cap = RangeFreeList::round_cap(n);
        if let Some(start) = free.take(cap) {
            (PoolRange { start, len: n, cap }, true)
        } else {
            (
                PoolRange {
                    start: pool_len as u32,
                    len: n,
                    cap,
                },
                false,
            )
        }
    }

    /// Creates a detached operation from `state` (MLIR `Operation::create`).
    pub fn create_operation(&mut self, state: OperationState) -> Operation {
        let OperationState {
            loc,
            name,
            operands,
            types,
            attributes,
            mut properties,
            successors,
            regions,
        } = state;
        let def = self.op_definition(name);

        // Inherent attributes of registered ops become properties.
        let mut discardable = attributes;
        if let Some(def) = def {
            if def.has_inherent_attrs() {
                // (inline: built for every created op with properties)
                let mut inherent: SmallVec<[NamedAttribute; 4]> = properties
                    .map(|p| SmallVec::from_slice(self.dictionary_entries(p)))
                    .unwrap_or_default();
                let strings = &self.strings;
                // Names that are not properties of the op are dropped
                // (`setPropertiesFromAttr` ignores unknown keys).
                if def.ods.is_some() {
                    inherent.retain(|a| def.is_inherent_attr(strings.get(a.name)));
                }
                discardable.retain(|a| {
                    let n = strings.get(a.name);
                    if def.is_inherent_attr(n) {
                        inherent.retain(|e| e.name != a.name);
                        inherent.push(*a);
                        false
                    } else {
                        true
                    }
                });
                // `populateDefaultProperties`: an absent `DefaultValuedAttr`
                // is stored with its default value.
                if let Some(spec) = def.ods {
                    for (i, a) in spec.attributes.iter().enumerate() {
                        if !matches!(
                            a.presence,
                            crate::opdef::AttrPresence::Default {
                                optional: false,
                                ..
                            }
                        ) {
                            continue;
                        }
                        let name = self.strings.intern_static(a.name);
                        if inherent.iter().any(|e| e.name == name) {
                            continue;
                        }
                        if let Some(value) = self.ods_default_attr(spec, i) {
                            inherent.push(NamedAttribute { name, value });
                        }
                    }
                    // The segment sizes are a zero-initialized `int32_t`
                    // array property: absent, they are all zeros.
                    for (present, key, n) in [
                        (
                            spec.has_operand_segments(),
                            crate::opdef::OPERAND_SEGMENT_SIZES,
                            spec.operands.len(),
                        ),
                        (
                            spec.has_result_segments(),
                            crate::opdef::RESULT_SEGMENT_SIZES,
                            spec.results.len(),
                        ),
                    ] {
                        if !present {
                            continue;
                        }
                        let name = self.strings.intern_static(key);
                        if inherent.iter().any(|e| e.name == name) {
                            continue;
                        }
                        let i32t = self.int_type(32);
                        let value = self.intern_attr(crate::ir::AttrKind::DenseArray {
                            elem: i32t,
                            len: n as u64,
                            data: vec![0u8; 4 * n].into(),
                        });
                        inherent.push(NamedAttribute { name, value });
                    }
                }
                properties = if inherent.is_empty() {
                    None
                } else {
                    Some(self.dictionary_attr_from(&mut inherent))
                };
            }
        }
        let attrs = self.dictionary_attr_from(&mut discardable);

        let op_data = OperationData {
            name,
            loc,
            block: None.into(),
            prev: None.into(),
            next: None.into(),
            order: 0,
            operands: PoolRange::default(),
            first_result: 0,
            num_results: 0,
            first_region: 0,
            num_regions: 0,
            successors: PoolRange::default(),
            properties,
            attrs,
        };
        let op = if let Some(op) = self.ir.free_ops.pop() {
            self.ir.ops[op] = op_data;
            op
        } else {
            self.ir.ops.push(op_data)
        };

        // Operands.
        let (range, reused) = Self::alloc_range(
            &mut self.ir.free_operands,
            self.ir.operands.len(),
            operands.len() as u32,
        );
        if !reused {
            let filler = OperandData {
                value: Value::new(0),
                owner: op,
                next_use: NONE,
                prev_use: NONE,
            };
            self.ir
                .operands
                .resize(self.ir.operands.len() + range.cap as usize, filler);
        }
        for (i, v) in operands.iter().enumerate() {
            let idx = range.start + i as u32;
            self.ir.operands[idx as usize] = OperandData {
                value: *v,
                owner: op,
                next_use: NONE,
                prev_use: NONE,
            };
            self.link_use(idx);
        }
        self.ir.ops[op].operands = range;

        // Results are contiguous values.
        let first = self.ir.values.len() as u32;
        for (i, ty) in types.iter().enumerate() {
            self.new_value(*ty, op.index() as u32, i as u32);
        }
        self.ir.ops[op].first_result = first;
        self.ir.ops[op].num_results = types.len() as u32;

        // Regions: fresh contiguous regions adopting the given regions' blocks.
        let first_region = self.ir.regions.len() as u32;
        for _ in 0..regions.len() {
            self.ir.regions.push(RegionData {
                parent: op.into(),
                first_block: None.into(),
                last_block: None.into(),
            });
        }
        for (i, r) in regions.iter().enumerate() {
            let dst = Region::new((first_region + i as u32) as usize);
            self.take_blocks(*r, dst);
        }
        self.ir.ops[op].first_region = first_region;
        self.ir.ops[op].num_regions = regions.len() as u32;

        // Successors.
        let (srange, sreused) = Self::alloc_range(
            &mut self.ir.free_block_operands,
            self.ir.block_operands.len(),
            successors.len() as u32,
        );
        if !sreused {
            let filler = BlockOperandData {
                block: Block::new(0),
                owner: op,
                next_use: NONE,
                prev_use: NONE,
            };
            self.ir
                .block_operands
                .resize(self.ir.block_operands.len() + srange.cap as usize, filler);
        }
        for (i, b) in successors.iter().enumerate() {
            let idx = srange.start + i as u32;
            self.ir.block_operands[idx as usize] = BlockOperandData {
                block: *b,
                owner: op,
                next_use: NONE,
                prev_use: NONE,
            };
            self.link_block_use(idx);
        }
        self.ir.ops[op].successors = srange;
        op
    }

    fn link_block_use(&mut self, idx: u32) {
        let b = self.ir.block_operands[idx as usize].block;
        let head = self.ir.blocks[b].first_use;
        {
            let o = &mut self.ir.block_operands[idx as usize];
            o.next_use = head;
            o.prev_use = NONE;
        }
        if head != NONE {
            self.ir.block_operands[head as usize].prev_use = idx;
        }
        self.ir.blocks[b].first_use = idx;
    }

    fn unlink_block_use(&mut self, idx: u32) {
        let d = self.ir.block_operands[idx as usize];
        if d.prev_use == NONE {
            self.ir.blocks[d.block].first_use = d.next_use;
        } else {
            self.ir.block_operands[d.prev_use as usize].next_use = d.next_use;
        }
        if d.next_use != NONE {
            self.ir.block_operands[d.next_use as usize].prev_use = d.prev_use;
        }
    }

    /// The name of an operation.
    #[inline]
    pub fn op_name_of(&self, op: Operation) -> OperationName {
        self.ir.ops[op].name
    }

    /// The registered definition of an operation, if any.
    pub fn op_def(&self, op: Operation) -> Option<&'static OpDefinition> {
        self.op_definition(self.ir.ops[op].name)
    }

    /// True if the op is registered.
    pub fn is_registered(&self, op: Operation) -> bool {
        self.op_def(op).is_some()
    }

    /// True if a registered op has `t`.
    pub fn has_trait(&self, op: Operation, t: OpTraits) -> bool {
        self.op_def(op).is_some_and(|d| d.traits.contains(t))
    }

    /// True if the op has `t` or is unregistered (and so might have it).
    pub fn might_have_trait(&self, op: Operation, t: OpTraits) -> bool {
        self.op_def(op).is_none_or(|d| d.traits.contains(t))
    }

    /// The location of an operation.
    pub fn op_loc(&self, op: Operation) -> Location {
        self.ir.ops[op].loc
    }

    /// Sets the location of an operation.
    pub fn set_op_loc(&mut self, op: Operation, loc: Location) {
        self.ir.ops[op].loc = loc;
    }

    /// The operands of an operation.
    pub fn operands(&self, op: Operation) -> impl ExactSizeIterator<Item = Value> + '_ {
        let r = self.ir.ops[op].operands;
        self.ir.operands[r.start as usize..(r.start + r.len) as usize]
            .iter()
            .map(|o| o.value)
    }

    /// Number of operands.
    pub fn num_operands(&self, op: Operation) -> usize {
        self.ir.ops[op].operands.len as usize
    }

    /// Operand `i`.
    pub fn operand(&self, op: Operation, i: usize) -> Value {
        let r = self.ir.ops[op].operands;
        debug_assert!(i < r.len as usize);
        self.ir.operands[r.start as usize + i].value
    }

    /// Sets operand `i`.
    pub fn set_operand(&mut self, op: Operation, i: usize, v: Value) {
        let r = self.ir.ops[op].operands;
        let idx = r.start + i as u32;
        self.unlink_use(idx);
        self.ir.operands[idx as usize].value = v;
        self.link_use(idx);
    }

    /// Replaces all operands of an operation.
    pub fn set_operands(&mut self, op: Operation, values: &[Value]) {
        let r = self.ir.ops[op].operands;
        for i in 0..r.len {
            self.unlink_use(r.start + i);
        }
        let range = if values.len() as u32 <= r.cap {
            PoolRange {
                start: r.start,
                len: values.len() as u32,
                cap: r.cap,
            }
        } else {
            self.ir.free_operands.give(r.start, r.cap);
            let (range, reused) = Self::alloc_range(
                &mut self.ir.free_operands,
                self.ir.operands.len(),
                values.len() as u32,
            );
            if !reused {
                let filler = OperandData {
                    value: Value::new(0),
                    owner: op,
                    next_use: NONE,
                    prev_use: NONE,
                };
                self.ir
                    .operands
                    .resize(self.ir.operands.len() + range.cap as usize, filler);
            }
            range
        };
        for (i, v) in values.iter().enumerate() {
            let idx = range.start + i as u32;
            self.ir.operands[idx as usize] = OperandData {
                value: *v,
                owner: op,
                next_use: NONE,
                prev_use: NONE,
            };
            self.link_use(idx);
        }
        self.ir.ops[op].operands = range;
    }

    /// The results of an operation.
    pub fn results(
        &self,
        op: Operation,
    ) -> impl DoubleEndedIterator<Item = Value> + ExactSizeIterator + Clone {
        let d = &self.ir.ops[op];
        (d.first_result..d.first_result + d.num_results).map(|i| Value::new(i as usize))
    }

    /// Number of results.
    pub fn num_results(&self, op: Operation) -> usize {
        self.ir.ops[op].num_results as usize
    }

    /// Result `i`.
    pub fn result(&self, op: Operation, i: usize) -> Value {
        let d = &self.ir.ops[op];
        debug_assert!(i < d.num_results as usize);
        Value::new((d.first_result as usize) + i)
    }

    /// True if no result of `op` is used.
    pub fn op_results_unused(&self, op: Operation) -> bool {
        self.results(op).all(|r| !self.has_uses(r))
    }

    /// The regions of an operation.
    pub fn regions(
        &self,
        op: Operation,
    ) -> impl DoubleEndedIterator<Item = Region> + ExactSizeIterator + Clone {
        let d = &self.ir.ops[op];
        (d.first_region..d.first_region + d.num_regions).map(|i| Region::new(i as usize))
    }

    /// Number of regions.
    pub fn num_regions(&self, op: Operation) -> usize {
        self.ir.ops[op].num_regions as usize
    }

    /// Region `i`.
    pub fn region(&self, op: Operation, i: usize) -> Region {
        Region::new(self.ir.ops[op].first_region as usize + i)
    }

    /// The successors of an operation.
    pub fn successors(&self, op: Operation) -> impl ExactSizeIterator<Item = Block> + '_ {
        let r = self.ir.ops[op].successors;
        self.ir.block_operands[r.start as usize..(r.start + r.len) as usize]
            .iter()
            .map(|o| o.block)
    }

    /// Successor `i`.
    pub fn successor(&self, op: Operation, i: usize) -> Block {
        let r = self.ir.ops[op].successors;
        self.ir.block_operands[r.start as usize + i].block
    }

    /// Number of successors.
    pub fn num_successors(&self, op: Operation) -> usize {
        self.ir.ops[op].successors.len as usize
    }

    /// Sets successor `i`.
    pub fn set_successor(&mut self, op: Operation, i: usize, b: Block) {
        let idx = self.ir.ops[op].successors.start + i as u32;
        self.unlink_block_use(idx);
        self.ir.block_operands[idx as usize].block = b;
        self.link_block_use(idx);
    }

    /// The properties (inherent attributes) of an operation, if any.
    pub fn properties(&self, op: Operation) -> Option<Attribute> {
        self.ir.ops[op].properties
    }

    /// Replaces the properties.
    pub fn set_properties(&mut self, op: Operation, props: Option<Attribute>) {
        self.ir.ops[op].properties = props;
    }

    /// The discardable attribute dictionary.
    pub fn discardable_attrs(&self, op: Operation) -> Attribute {
        self.ir.ops[op].attrs
    }

    /// Replaces the discardable attribute dictionary.
    pub fn set_discardable_attrs(&mut self, op: Operation, dict: Attribute) {
        self.ir.ops[op].attrs = dict;
    }

    /// Looks up an inherent (property) or discardable attribute by name.
    pub fn attr(&self, op: Operation, name: &str) -> Option<Attribute> {
        let d = &self.ir.ops[op];
        d.properties
            .and_then(|p| self.dictionary_get(p, name.as_bytes()))
            .or_else(|| self.dictionary_get(d.attrs, name.as_bytes()))
    }

    /// Sets an attribute: inherent ones of registered ops go to properties,
    /// everything else to the discardable dictionary.
    pub fn set_attr(&mut self, op: Operation, name: &str, value: Attribute) {
        let key = self.intern(name.as_bytes());
        let inherent = self
            .op_def(op)
            .is_some_and(|d| d.is_inherent_attr(name.as_bytes()));
        let dict = if inherent {
            self.ir.ops[op].properties
        } else {
            Some(self.ir.ops[op].attrs)
        };
        let mut entries: Vec<NamedAttribute> = dict
            .map(|d| self.dictionary_entries(d).to_vec())
            .unwrap_or_default();
        entries.retain(|e| e.name != key);
        entries.push(NamedAttribute { name: key, value });
        let d = self.dictionary_attr(entries);
        if inherent {
            self.ir.ops[op].properties = Some(d);
        } else {
            self.ir.ops[op].attrs = d;
        }
    }

    /// Removes an attribute by name (from properties or discardable attributes).
    pub fn remove_attr(&mut self, op: Operation, name: &str) {
        let Some(key) = self.lookup_str(name.as_bytes()) else {
            return;
        };
        for inherent in [true, false] {
            let dict = if inherent {
                self.ir.ops[op].properties
            } else {
                Some(self.ir.ops[op].attrs)
            };
            let Some(dict) = dict else { continue };
            let entries = self.dictionary_entries(dict);
            if entries.iter().any(|e| e.name == key) {
                let kept: Vec<NamedAttribute> =
                    entries.iter().filter(|e| e.name != key).copied().collect();
                let d = self.dictionary_attr(kept);
                if inherent {
                    self.ir.ops[op].properties = Some(d);
                } else {
                    self.ir.ops[op].attrs = d;
                }
            }
        }
    }

    /// The block containing an operation.
    #[inline]
    pub fn op_block(&self, op: Operation) -> Option<Block> {
        self.ir.ops[op].block.expand()
    }

    /// The operation whose region contains `op`.
    pub fn parent_op(&self, op: Operation) -> Option<Operation> {
        self.op_block(op).and_then(|b| self.block_parent_op(b))
    }

    /// The region containing `op`.
    pub fn op_region(&self, op: Operation) -> Option<Region> {
        self.op_block(op).and_then(|b| self.block_region(b))
    }

    /// Next operation in the block.
    pub fn next_op(&self, op: Operation) -> Option<Operation> {
        self.ir.ops[op].next.expand()
    }

    /// Previous operation in the block.
    pub fn prev_op(&self, op: Operation) -> Option<Operation> {
        self.ir.ops[op].prev.expand()
    }

    /// True if `a` is before `b` in their (common) block.
    pub fn is_before_in_block(&mut self, a: Operation, b: Operation) -> bool {
        let block = self.op_block(a).expect("op in block");
        if !self.ir.blocks[block].order_valid {
            self.recompute_op_order(block);
        }
        self.ir.ops[a].order < self.ir.ops[b].order
    }

    /// Assigns consecutive order numbers to the operations of `block`.
    pub(crate) fn recompute_op_order(&mut self, block: Block) {
        let mut cur = self.ir.blocks[block].first_op.expand();
        let mut i = 0;
        while let Some(op) = cur {
            self.ir.ops[op].order = i;
            i += 1;
            cur = self.ir.ops[op].next.expand();
        }
        self.ir.blocks[block].order_valid = true;
    }

    /// Order number of an op (valid after `recompute_op_order` on its block).
    pub(crate) fn op_order(&self, op: Operation) -> u32 {
        self.ir.ops[op].order
    }

    /// True if the block's op order numbers are current.
    pub(crate) fn block_order_valid(&self, b: Block) -> bool {
        self.ir.blocks[b].order_valid
    }

    /// Appends a detached operation to the end of `block`.
    pub fn append_op(&mut self, block: Block, op: Operation) {
        debug_assert!(
            self.ir.ops[op].block.is_none(),
            "operation already in a block"
        );
        let last = self.ir.blocks[block].last_op;
        {
            let d = &mut self.ir.ops[op];
            d.block = block.into();
            d.prev = last;
            d.next = None.into();
        }
        match last.expand() {
            Some(l) => {
                self.ir.ops[l].next = op.into();
                let order = self.ir.ops[l].order;
                self.ir.ops[op].order = order.wrapping_add(1);
            }
            None => {
                self.ir.blocks[block].first_op = op.into();
                self.ir.ops[op].order = 0;
            }
        }
        self.ir.blocks[block].last_op = op.into();
    }

    /// Inserts a detached operation before `before`.
    pub fn insert_op_before(&mut self, before: Operation, op: Operation) {
        let block = self.op_block(before).expect("insertion point in a block");
        let prev = self.ir.ops[before].prev;
        {
            let d = &mut self.ir.ops[op];
            d.block = block.into();
            d.prev = prev;
            d.next = before.into();
        }
        self.ir.ops[before].prev = op.into();
        match prev.expand() {
            Some(p) => self.ir.ops[p].next = op.into(),
            None => self.ir.blocks[block].first_op = op.into(),
        }
        self.ir.blocks[block].order_valid = false;
    }

    /// Inserts a detached operation after `after`.
    pub fn insert_op_after(&mut self, after: Operation, op: Operation) {
        match self.next_op(after) {
            Some(n) => self.insert_op_before(n, op),
            None => {
                let b = self.op_block(after).expect("insertion point in a block");
                self.append_op(b, op)
            }
        }
    }

    /// Inserts a detached operation at the start of `block`.
    pub fn prepend_op(&mut self, block: Block, op: Operation) {
        match self.block_first_op(block) {
            Some(f) => self.insert_op_before(f, op),
            None => self.append_op(block, op),
        }
    }

    /// Unlinks an operation from its block (keeps it alive).
    pub fn detach_op(&mut self, op: Operation) {
        let Some(block) = self.op_block(op) else {
            return;
        };
        let (prev, next) = (self.ir.ops[op].prev, self.ir.ops[op].next);
        match prev.expand() {
            Some(p) => self.ir.ops[p].next = next,
            None => self.ir.blocks[block].first_op = next,
        }
        match next.expand() {
            Some(n) => self.ir.ops[n].prev = prev,
            None => self.ir.blocks[block].last_op = prev,
        }
        let d = &mut self.ir.ops[op];
        d.block = None.into();
        d.prev = None.into();
        d.next = None.into();
    }

    /// Moves `op` to just before `before` (possibly in another block).
    pub fn move_op_before(&mut self, op: Operation, before: Operation) {
        self.detach_op(op);
        self.insert_op_before(before, op);
    }

    /// Drops all uses this op (and its nested ops) make of values and blocks
    /// (MLIR `dropAllReferences`).
    pub fn drop_all_references(&mut self, op: Operation) {
        let r = self.ir.ops[op].operands;
        for i in 0..r.len {
            self.unlink_use(r.start + i);
        }
        self.ir.ops[op].operands.len = 0;
        self.ir.free_operands.give(r.start, r.cap);
        self.ir.ops[op].operands = PoolRange::default();
        let s = self.ir.ops[op].successors;
        for i in 0..s.len {
            self.unlink_block_use(s.start + i);
        }
        self.ir.free_block_operands.give(s.start, s.cap);
        self.ir.ops[op].successors = PoolRange::default();
        for region in self.regions(op).collect::<Vec<_>>() {
            let mut b = self.ir.regions[region].first_block.expand();
            while let Some(block) = b {
                let mut o = self.ir.blocks[block].first_op.expand();
                while let Some(inner) = o {
                    self.drop_all_references(inner);
                    o = self.ir.ops[inner].next.expand();
                }
                b = self.ir.blocks[block].next.expand();
            }
        }
    }

    /// Erases an operation and everything nested in it. Its results must have
    /// no remaining uses outside of it.
    pub fn erase_op(&mut self, op: Operation) {
        self.drop_all_references(op);
        self.detach_op(op);
        self.free_op_tree(op);
    }

    fn free_op_tree(&mut self, op: Operation) {
        debug_assert!(
            self.op_results_unused(op),
            "erasing an operation whose results are still used"
        );
        for region in self.regions(op).collect::<Vec<_>>() {
            let mut b = self.ir.regions[region].first_block.expand();
            while let Some(block) = b {
                let next = self.ir.blocks[block].next.expand();
                let mut o = self.ir.blocks[block].first_op.expand();
                while let Some(inner) = o {
                    o = self.ir.ops[inner].next.expand();
                    self.free_op_tree(inner);
                }
                self.free_block_record(block);
                b = next;
            }
            let r = &mut self.ir.regions[region];
            r.first_block = None.into();
            r.last_block = None.into();
        }
        self.ir.free_ops.push(op);
    }

    // ----------------------------------------------------------------- blocks

    /// Creates a detached, empty block.
    pub fn create_block(&mut self) -> Block {
        let data = BlockData {
            region: None.into(),
            prev: None.into(),
            next: None.into(),
            first_op: None.into(),
            last_op: None.into(),
            args: Vec::new(),
            arg_locs: Vec::new(),
            first_use: NONE,
            order_valid: true,
        };
        if let Some(b) = self.ir.free_blocks.pop() {
            self.ir.blocks[b] = data;
            b
        } else {
            self.ir.blocks.push(data)
        }
    }

    fn free_block_record(&mut self, block: Block) {
        self.ir.blocks[block].args.clear();
        self.ir.blocks[block].arg_locs.clear();
        self.ir.free_blocks.push(block);
    }

    /// Appends an argument to a block.
    pub fn add_block_argument(&mut self, block: Block, ty: Type, loc: Location) -> Value {
        let index = self.ir.blocks[block].args.len() as u32;
        let v = self.new_value(ty, block.index() as u32, index | ARG_BIT);
        self.ir.blocks[block].args.push(v);
        self.ir.blocks[block].arg_locs.push(loc);
        v
    }

    /// Removes argument `i` (it must be unused).
    pub fn erase_block_argument(&mut self, block: Block, i: usize) {
        self.ir.blocks[block].args.remove(i);
        self.ir.blocks[block].arg_locs.remove(i);
        let args = self.ir.blocks[block].args.clone();
        for (j, a) in args.iter().enumerate().skip(i) {
            self.ir.values[*a].index = j as u32 | ARG_BIT;
        }
    }

    /// Arguments of a block.
    pub fn block_args(&self, block: Block) -> &[Value] {
        &self.ir.blocks[block].args
    }

    /// Location of block argument `i`.
    pub fn block_arg_loc(&self, block: Block, i: usize) -> Location {
        self.ir.blocks[block].arg_locs[i]
    }

    /// Sets the location of block argument `i`.
    pub fn set_block_arg_loc(&mut self, block: Block, i: usize, loc: Location) {
        self.ir.blocks[block].arg_locs[i] = loc;
    }

    /// First operation of a block.
    pub fn block_first_op(&self, block: Block) -> Option<Operation> {
        self.ir.blocks[block].first_op.expand()
    }

    /// Last operation of a block.
    pub fn block_last_op(&self, block: Block) -> Option<Operation> {
        self.ir.blocks[block].last_op.expand()
    }

    /// The operations of a block, in order. The list is collected first so the
    /// caller may mutate the IR while iterating.
    pub fn block_ops(&self, block: Block) -> Vec<Operation> {
        let mut out = Vec::new();
        let mut cur = self.block_first_op(block);
        while let Some(op) = cur {
            out.push(op);
            cur = self.next_op(op);
        }
        out
    }

    /// Iterates over the operations of a block without collecting them (the
    /// IR must not change meanwhile; see [`Context::block_ops`]).
    pub fn block_ops_iter(&self, block: Block) -> impl Iterator<Item = Operation> + '_ {
        std::iter::successors(self.block_first_op(block), move |&op| self.next_op(op))
    }

    /// True if the block has no operations.
    pub fn block_is_empty(&self, block: Block) -> bool {
        self.ir.blocks[block].first_op.is_none()
    }

    /// The region containing a block.
    pub fn block_region(&self, block: Block) -> Option<Region> {
        self.ir.blocks[block].region.expand()
    }

    /// The operation owning the region containing a block.
    pub fn block_parent_op(&self, block: Block) -> Option<Operation> {
        self.block_region(block).and_then(|r| self.region_parent(r))
    }

    /// Next block in the region.
    pub fn next_block(&self, block: Block) -> Option<Block> {
        self.ir.blocks[block].next.expand()
    }

    /// Previous block in the region.
    pub fn prev_block(&self, block: Block) -> Option<Block> {
        self.ir.blocks[block].prev.expand()
    }

    /// True if `block` is the first block of its region.
    pub fn is_entry_block(&self, block: Block) -> bool {
        self.block_region(block)
            .is_some_and(|r| self.ir.regions[r].first_block.expand() == Some(block))
    }

    /// The predecessors of a block (one entry per successor slot naming it).
    pub fn predecessors(&self, block: Block) -> Vec<Block> {
        let mut out = Vec::new();
        let mut u = self.ir.blocks[block].first_use;
        while u != NONE {
            let d = &self.ir.block_operands[u as usize];
            if let Some(b) = self.op_block(d.owner) {
                out.push(b);
            }
            u = d.next_use;
        }
        out
    }

    /// True if no successor slot names this block.
    pub fn has_no_predecessors(&self, block: Block) -> bool {
        self.ir.blocks[block].first_use == NONE
    }

    /// The terminator candidates' successors of a block (successors of its last op).
    pub fn block_successors(&self, block: Block) -> Vec<Block> {
        match self.block_last_op(block) {
            Some(op) => self.successors(op).collect(),
            None => Vec::new(),
        }
    }

    /// Erases a block and its operations (it must have no predecessors).
    pub fn erase_block(&mut self, block: Block) {
        for op in self.block_ops(block) {
            self.drop_all_references(op);
        }
        self.detach_block(block);
        for op in self.block_ops(block) {
            self.detach_op(op);
            self.free_op_tree(op);
        }
        self.free_block_record(block);
    }

    // ---------------------------------------------------------------- regions

    /// Creates a detached region (to be passed in `OperationState::regions`).
    pub fn create_region(&mut self) -> Region {
        self.ir.regions.push(RegionData {
            parent: None.into(),
            first_block: None.into(),
            last_block: None.into(),
        })
    }

    /// The operation owning a region.
    pub fn region_parent(&self, region: Region) -> Option<Operation> {
        self.ir.regions[region].parent.expand()
    }

    /// Index of a region within its parent op.
    pub fn region_index(&self, region: Region) -> usize {
        match self.region_parent(region) {
            Some(op) => region.index() - self.ir.ops[op].first_region as usize,
            None => 0,
        }
    }

    /// The blocks of a region, in order (inline storage: most regions
    /// have one block, and this is called for every region on every walk).
    pub fn region_blocks(&self, region: Region) -> smallvec::SmallVec<[Block; 2]> {
        let mut out = smallvec::SmallVec::new();
        let mut cur = self.ir.regions[region].first_block.expand();
        while let Some(b) = cur {
            out.push(b);
            cur = self.next_block(b);
        }
        out
    }

    /// The entry block of a region.
    pub fn region_entry(&self, region: Region) -> Option<Block> {
        self.ir.regions[region].first_block.expand()
    }

    /// True if the region has exactly one block (without listing them:
    /// the verifier asks for every block).
    pub fn region_has_one_block(&self, region: Region) -> bool {
        let r = &self.ir.regions[region];
        r.first_block.is_some() && r.first_block == r.last_block
    }

    /// True if the region has no blocks.
    pub fn region_is_empty(&self, region: Region) -> bool {
        self.ir.regions[region].first_block.is_none()
    }

    /// Appends a detached block to a region.
    pub fn append_block(&mut self, region: Region, block: Block) {
        let last = self.ir.regions[region].last_block;
        {
            let d = &mut self.ir.blocks[block];
            d.region = region.into();
            d.prev = last;
            d.next = None.into();
        }
        match last.expand() {
            Some(l) => self.ir.blocks[l].next = block.into(),
            None => self.ir.regions[region].first_block = block.into(),
        }
        self.ir.regions[region].last_block = block.into();
    }

    /// Inserts a detached block before `before`.
    pub fn insert_block_before(&mut self, before: Block, block: Block) {
        let region = self.block_region(before).expect("block in region");
        let prev = self.ir.blocks[before].prev;
        {
            let d = &mut self.ir.blocks[block];
            d.region = region.into();
            d.prev = prev;
            d.next = before.into();
        }
        self.ir.blocks[before].prev = block.into();
        match prev.expand() {
            Some(p) => self.ir.blocks[p].next = block.into(),
            None => self.ir.regions[region].first_block = block.into(),
        }
    }

    /// Unlinks a block from its region.
    pub fn detach_block(&mut self, block: Block) {
        let Some(region) = self.block_region(block) else {
            return;
        };
        let (prev, next) = (self.ir.blocks[block].prev, self.ir.blocks[block].next);
        match prev.expand() {
            Some(p) => self.ir.blocks[p].next = next,
            None => self.ir.regions[region].first_block = next,
        }
        match next.expand() {
            Some(n) => self.ir.blocks[n].prev = prev,
            None => self.ir.regions[region].last_block = prev,
        }
        let d = &mut self.ir.blocks[block];
        d.region = None.into();
        d.prev = None.into();
        d.next = None.into();
    }

    /// Moves all blocks of `from` to the end of `to`.
    pub fn take_blocks(&mut self, from: Region, to: Region) {
        for b in self.region_blocks(from) {
            self.detach_block(b);
            self.append_block(to, b);
        }
    }

    /// True if `ancestor` is `region` or contains it (MLIR `isAncestor`).
    pub fn region_is_ancestor(&self, ancestor: Region, mut region: Region) -> bool {
        loop {
            if region == ancestor {
                return true;
            }
            match self.region_parent(region).and_then(|op| self.op_region(op)) {
                Some(r) => region = r,
                None => return false,
            }
        }
    }

    /// The ancestor of `op` (or `op` itself) that lives directly in `region`.
    pub fn find_ancestor_op_in_region(
        &self,
        region: Region,
        mut op: Operation,
    ) -> Option<Operation> {
        loop {
            let r = self.op_region(op)?;
            if r == region {
                return Some(op);
            }
            op = self.region_parent(r)?;
        }
    }

    /// The ancestor of `block` (or `block` itself) that lives directly in `region`.
    pub fn find_ancestor_block_in_region(&self, region: Region, mut block: Block) -> Option<Block> {
        loop {
            let r = self.block_region(block)?;
            if r == region {
                return Some(block);
            }
            let op = self.region_parent(r)?;
            block = self.op_block(op)?;
        }
    }

    /// Visits `root` and every nested operation in pre-order.
    pub fn walk_pre_order(&self, root: Operation, f: &mut dyn FnMut(Operation)) {
        let mut stack = vec![root];
        while let Some(op) = stack.pop() {
            f(op);
            self.push_children_reversed(op, &mut stack, |o| o);
        }
    }

    /// Visits every nested operation after its children (post-order), `root` last.
    pub fn walk_post_order(&self, root: Operation, f: &mut dyn FnMut(Operation)) {
        let mut stack: Vec<(Operation, bool)> = vec![(root, false)];
        while let Some((op, expanded)) = stack.pop() {
            if expanded {
                f(op);
                continue;
            }
            stack.push((op, true));
            self.push_children_reversed(op, &mut stack, |o| (o, false));
        }
    }

    /// Pushes the operations nested one level in `op` onto a walk's stack,
    /// last first, so that they pop in order (no list per op).
    fn push_children_reversed<T>(
        &self,
        op: Operation,
        stack: &mut Vec<T>,
        item: impl Fn(Operation) -> T,
    ) {
        for r in self.regions(op).rev() {
            let mut b = self.ir.regions[r].last_block.expand();
            while let Some(block) = b {
                let mut o = self.block_last_op(block);
                while let Some(inner) = o {
                    stack.push(item(inner));
                    o = self.prev_op(inner);
                }
                b = self.prev_block(block);
            }
        }
    }
}
