//! The `cse` pass (MLIR `CSE.cpp`): replaces an op by an equivalent one that
//! dominates it, scoped along the dominator tree; ops that are trivially
//! dead when visited are erased too.
//!
//! Memory-effect-free ops without regions are de-duplicated, and so are
//! read-only ops (`MemRead`) when an equivalent read earlier in the same
//! block has no op with other memory effects between them, as in MLIR. Ops
//! with regions (MLIR merges equivalent single-block ones) and graph regions
//! are left alone.

use crate::diag::Diagnostic;
use crate::ir::{
    Attribute, Block, Context, OpTraits, Operation, OperationName, Region, Type, Value,
};
use crate::pass::Pass;
use crate::rewrite::side_effects::{has_effect_trait, is_memory_effect_free, is_op_trivially_dead};
use crate::rewrite::{NoListener, PatternRewriter};
use hashbrown::HashTable;
use std::hash::BuildHasher;

/// `cse`.
#[derive(Default)]
pub struct Cse;

impl Pass for Cse {
    fn name(&self) -> &str {
        "cse"
    }

    fn run(&mut self, ctx: &mut Context, op: Operation) -> Result<(), Vec<Diagnostic>> {
        eliminate_common_subexpressions(ctx, op);
        Ok(())
    }
}

/// What makes two ops equivalent (locations ignored).
#[derive(Clone, PartialEq, Eq, Hash)]
struct OpKey {
    name: OperationName,
    properties: Option<Attribute>,
    attrs: Attribute,
    // (inline: a key is built for every op the pass visits, and kept twice)
    operands: smallvec::SmallVec<[Value; 4]>,
    types: smallvec::SmallVec<[Type; 2]>,
}

/// A hash map with nested scopes (keys inserted in a scope are removed when
/// it closes). Each key is hashed once: the lookup's hash serves the
/// insertion, and each scope remembers its entries' hashes to remove them.
struct ScopedMap {
    table: HashTable<(OpKey, Operation)>,
    hasher: hashbrown::DefaultHashBuilder,
    /// Per open scope: (hash, op) of the entries it inserted.
    scopes: Vec<Vec<(u64, Operation)>>,
}

impl ScopedMap {
    fn with_capacity(n: usize) -> ScopedMap {
        ScopedMap {
            table: HashTable::with_capacity(n),
            hasher: Default::default(),
            scopes: Vec::new(),
        }
    }
    fn open(&mut self) {
        self.scopes.push(Vec::new());
    }
    fn close(&mut self) {
        for (hash, op) in self.scopes.pop().unwrap_or_default() {
            // (an entry replaced by a later insertion of its key is gone;
            // removing the later one removes the key, as a keyed map would)
            if let Ok(e) = self.table.find_entry(hash, |e| e.1 == op) {
                e.remove();
            }
        }
    }
    fn hash(&self, k: &OpKey) -> u64 {
        self.hasher.hash_one(k)
    }
    fn get(&self, hash: u64, k: &OpKey) -> Option<Operation> {
        self.table.find(hash, |e| e.0 == *k).map(|e| e.1)
    }
    /// Maps `k` (whose hash is `hash`) to `op`, replacing its entry if any.
    fn insert(&mut self, hash: u64, k: OpKey, op: Operation) {
        if let Some(s) = self.scopes.last_mut() {
            s.push((hash, op));
        }
        match self.table.find_mut(hash, |e| e.0 == k) {
            Some(e) => e.1 = op,
            None => {
                let hasher = &self.hasher;
                self.table
                    .insert_unique(hash, (k, op), |e| hasher.hash_one(&e.0));
            }
        }
    }
}

struct CseDriver {
    to_erase: Vec<Operation>,
}

/// Runs CSE on the regions of `op`.
pub fn eliminate_common_subexpressions(ctx: &mut Context, op: Operation) {
    let mut d = CseDriver {
        to_erase: Vec::new(),
    };
    // (sized for a function of a few hundred ops: the table otherwise
    // grows by rehashing every key several times)
    let mut known = ScopedMap::with_capacity(256);
    for r in ctx.regions(op).collect::<Vec<_>>() {
        d.simplify_region(ctx, &mut known, r);
    }
    let mut listener = NoListener;
    let mut rw = PatternRewriter::new(ctx, &mut listener);
    for op in d.to_erase {
        rw.erase_op(op);
    }
}

impl CseDriver {
    fn simplify_region(&mut self, ctx: &mut Context, known: &mut ScopedMap, region: Region) {
        let blocks = ctx.region_blocks(region);
        let Some(&entry) = blocks.first() else {
            return;
        };
        let ssa = has_ssa_dominance(ctx, region);
        if blocks.len() == 1 {
            known.open();
            self.simplify_block(ctx, known, entry, ssa);
            known.close();
            return;
        }
        // Walk the dominator tree: each block sees the values of the blocks
        // that dominate it.
        let dom = crate::verifier::build_dom_tree(ctx, region);
        let mut children: Vec<Vec<usize>> = vec![Vec::new(); dom.order.len()];
        for i in 1..dom.order.len() {
            if dom.idom[i] != usize::MAX {
                children[dom.idom[i]].push(i);
            }
        }
        let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
        known.open();
        self.simplify_block(ctx, known, dom.order[0], ssa);
        while let Some(top) = stack.last_mut() {
            let (node, next) = *top;
            if next < children[node].len() {
                top.1 += 1;
                let child = children[node][next];
                known.open();
                self.simplify_block(ctx, known, dom.order[child], ssa);
                stack.push((child, 0));
            } else {
                known.close();
                stack.pop();
            }
        }
    }

    fn simplify_block(
        &mut self,
        ctx: &mut Context,
        known: &mut ScopedMap,
        block: Block,
        ssa: bool,
    ) {
        for op in ctx.block_ops(block) {
            if ctx.num_regions(op) != 0 {
                let regions: Vec<Region> = ctx.regions(op).collect();
                if ctx.might_have_trait(op, OpTraits::ISOLATED_FROM_ABOVE) {
                    let mut nested = ScopedMap::with_capacity(0);
                    for r in regions {
                        self.simplify_region(ctx, &mut nested, r);
                    }
                } else {
                    for r in regions {
                        self.simplify_region(ctx, known, r);
                    }
                }
            }
            self.simplify_operation(ctx, known, op, ssa);
        }
    }

    fn simplify_operation(
        &mut self,
        ctx: &mut Context,
        known: &mut ScopedMap,
        op: Operation,
        ssa: bool,
    ) {
        if ctx.might_have_trait(op, OpTraits::IS_TERMINATOR) {
            return;
        }
        if is_op_trivially_dead(ctx, op) {
            self.to_erase.push(op);
            return;
        }
        if ctx.num_regions(op) != 0 || !ssa {
            return;
        }
        let read_only =
            !is_memory_effect_free(ctx, op) && has_effect_trait(ctx, op, OpTraits::ONLY_READS);
        if !read_only && !is_memory_effect_free(ctx, op) {
            return;
        }
        let mut operands: smallvec::SmallVec<[Value; 4]> = ctx.operands(op).collect();
        // Commutative ops are equivalent up to operand order (MLIR's
        // `OperationEquivalence` sorts their operands).
        if ctx.has_trait(op, OpTraits::COMMUTATIVE) {
            operands.sort();
        }
        let key = OpKey {
            name: ctx.op_name_of(op),
            properties: ctx.properties(op),
            attrs: ctx.discardable_attrs(op),
            operands,
            types: ctx.results(op).map(|r| ctx.value_type(r)).collect(),
        };
        let hash = known.hash(&key);
        if let Some(existing) = known.get(hash, &key) {
            if read_only && !read_reusable(ctx, existing, op) {
                known.insert(hash, key, op);
                return;
            }
            let (from, to): (Vec<Value>, Vec<Value>) =
                (ctx.results(op).collect(), ctx.results(existing).collect());
            for (f, t) in from.into_iter().zip(to) {
                ctx.replace_all_uses_with(f, t);
            }
            self.to_erase.push(op);
            return;
        }
        known.insert(hash, key, op);
    }
}

/// A read can reuse an earlier equivalent one in the same block when no op
/// between them may write (MLIR's `hasOtherSideEffectingOpInBetween`).
fn read_reusable(ctx: &Context, existing: Operation, op: Operation) -> bool {
    if ctx.op_block(existing) != ctx.op_block(op) {
        return false;
    }
    let mut cur = ctx.next_op(existing);
    while let Some(o) = cur {
        if o == op {
            return true;
        }
        let writes = !is_memory_effect_free(ctx, o)
            && !has_effect_trait(ctx, o, OpTraits::ONLY_READS)
            && !has_effect_trait(ctx, o, OpTraits::ONLY_ALLOCATES_RESULTS);
        if writes {
            return false;
        }
        cur = ctx.next_op(o);
    }
    false
}

/// Multi-block regions and regions of ops that do not declare graph regions
/// have SSA dominance.
fn has_ssa_dominance(ctx: &Context, region: Region) -> bool {
    if ctx.region_blocks(region).len() > 1 {
        return true;
    }
    match ctx.region_parent(region) {
        None => true,
        Some(op) => match ctx.op_def(op) {
            None => false,
            Some(d) => !d.traits.contains(OpTraits::HAS_ONLY_GRAPH_REGION),
        },
    }
}
