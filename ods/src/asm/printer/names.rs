//! SSA value and block numbering (MLIR's `SSANameState`).
//!
//! Regions are numbered from a stack: after numbering a region, the regions
//! of its operations are pushed, so the last operation's regions are numbered
//! first. In the generic form numbering continues across regions (unique
//! ids); otherwise each region restarts from the counters of its parent.

use crate::ir::{Block, Context, Operation, Region, Value};
use cranelift_entity::EntityRef;
use hashbrown::{HashMap, HashSet};

const UNSET: u32 = u32::MAX;
const NAMED: u32 = u32::MAX - 1;

/// Names assigned to values and blocks for one print.
#[derive(Default)]
pub struct NameState {
    value_ids: Vec<u32>,
    value_names: HashMap<Value, String>,
    block_ids: Vec<u32>,
    block_names: HashMap<Block, String>,
    /// Result numbers starting result groups, for ops with named groups.
    result_groups: HashMap<Operation, Vec<u32>>,
    used_names: Vec<HashSet<String>>,
    next_value: u32,
    next_arg: u32,
    next_conflict: u32,
}

impl NameState {
    /// Numbers all values and blocks nested in `root`.
    pub fn new(ctx: &Context, root: Operation, generic: bool) -> NameState {
        let mut s = NameState {
            value_ids: vec![UNSET; ctx.ir.values.len()],
            block_ids: vec![UNSET; ctx.ir.blocks.len()],
            used_names: vec![HashSet::new()],
            ..Default::default()
        };
        // (region, nextValue, nextArg, nextConflict, parent scope depth)
        let mut stack: Vec<(Region, u32, u32, u32, usize)> = Vec::new();
        for r in ctx.regions(root) {
            stack.push((r, 0, 0, 0, 1));
        }
        s.number_op(ctx, root, generic);
        while let Some((region, nv, na, nc, depth)) = stack.pop() {
            if !generic {
                s.next_value = nv;
                s.next_arg = na;
                s.next_conflict = nc;
            }
            s.used_names.truncate(depth);
            s.used_names.push(HashSet::new());
            let cur_depth = s.used_names.len();
            s.number_region(ctx, region, generic);
            for b in ctx.region_blocks(region) {
                let mut o = ctx.block_first_op(b);
                while let Some(op) = o {
                    for r in ctx.regions(op) {
                        stack.push((r, s.next_value, s.next_arg, s.next_conflict, cur_depth));
                    }
                    o = ctx.next_op(op);
                }
            }
        }
        s
    }

    fn number_region(&mut self, ctx: &Context, region: Region, generic: bool) {
        if !generic {
            if let Some(parent) = ctx.region_parent(region) {
                if let Some(f) = ctx.op_def(parent).and_then(|d| d.hooks.asm_block_arg_names) {
                    for (v, name) in f(ctx, region) {
                        self.set_value_name(v, &name);
                    }
                }
            }
        }
        for (next_block, b) in ctx.region_blocks(region).into_iter().enumerate() {
            self.block_ids[b.index()] = next_block as u32;
            let is_entry = ctx.is_entry_block(b);
            for &arg in ctx.block_args(b) {
                if self.value_ids[arg.index()] != UNSET {
                    continue;
                }
                if is_entry {
                    let name = format!("arg{}", self.next_arg);
                    self.next_arg += 1;
                    self.set_value_name(arg, &name);
                } else {
                    self.value_ids[arg.index()] = self.next_value;
                    self.next_value += 1;
                }
            }
            let mut o = ctx.block_first_op(b);
            while let Some(op) = o {
                self.number_op(ctx, op, generic);
                o = ctx.next_op(op);
            }
        }
    }

    fn number_op(&mut self, ctx: &Context, op: Operation, generic: bool) {
        let n = ctx.num_results(op);
        let mut groups: smallvec::SmallVec<[u32; 4]> = smallvec::smallvec![0];
        if !generic {
            if let Some(f) = ctx.op_def(op).and_then(|d| d.hooks.asm_result_names) {
                for (i, name) in f(ctx, op) {
                    let v = ctx.result(op, i);
                    self.set_value_name(v, &name);
                    if i != 0 {
                        groups.push(i as u32);
                    }
                }
            }
        }
        if n == 0 {
            return;
        }
        let first = ctx.result(op, 0);
        if self.value_ids[first.index()] == UNSET {
            self.value_ids[first.index()] = self.next_value;
            self.next_value += 1;
        }
        if groups.len() != 1 {
            groups.sort_unstable();
            self.result_groups.insert(op, groups.into_vec());
        }
    }

    fn set_value_name(&mut self, v: Value, name: &str) {
        if name.is_empty() {
            self.value_ids[v.index()] = self.next_value;
            self.next_value += 1;
            return;
        }
        self.value_ids[v.index()] = NAMED;
        let unique = self.unique_name(name);
        self.value_names.insert(v, unique);
    }

    fn name_used(&self, name: &str) -> bool {
        self.used_names.iter().any(|s| s.contains(name))
    }

    fn unique_name(&mut self, name: &str) -> String {
        let name = sanitize_identifier(name, "$._-", true);
        let result = if !self.name_used(&name) {
            name
        } else {
            let mut probe;
            loop {
                probe = format!("{}_{}", name, self.next_conflict);
                self.next_conflict += 1;
                if !self.name_used(&probe) {
                    break;
                }
            }
            probe
        };
        self.used_names.last_mut().unwrap().insert(result.clone());
        result
    }

    /// Result groups of an op with custom names (empty if one group).
    pub fn result_groups(&self, op: Operation) -> Option<&[u32]> {
        self.result_groups.get(&op).map(|v| v.as_slice())
    }

    /// Writes `%name` (with `#N` for results of multi-result groups).
    pub fn write_value(&self, ctx: &Context, v: Value, print_result_no: bool, out: &mut Vec<u8>) {
        let mut lookup = v;
        let mut result_no: Option<u32> = None;
        if let crate::ir::ValueDef::Result(op, idx) = ctx.value_def(v) {
            let n = ctx.num_results(op) as u32;
            if n != 1 {
                match self.result_groups.get(&op) {
                    None => {
                        result_no = Some(idx);
                        lookup = ctx.result(op, 0);
                    }
                    Some(groups) => {
                        let pos = groups.partition_point(|&g| g <= idx);
                        let (start, size) = if pos == groups.len() {
                            (*groups.last().unwrap(), n - groups.last().unwrap())
                        } else {
                            (groups[pos - 1], groups[pos] - groups[pos - 1])
                        };
                        if size != 1 {
                            result_no = Some(idx - start);
                        }
                        lookup = ctx.result(op, start as usize);
                    }
                }
            }
        }
        let id = self.value_ids.get(lookup.index()).copied().unwrap_or(UNSET);
        if id == UNSET {
            out.extend_from_slice(b"<<UNKNOWN SSA VALUE>>");
            return;
        }
        out.push(b'%');
        if id == NAMED {
            out.extend_from_slice(self.value_names[&lookup].as_bytes());
        } else {
            out.extend_from_slice(itoa::Buffer::new().format(id).as_bytes());
        }
        if let (Some(r), true) = (result_no, print_result_no) {
            out.push(b'#');
            out.extend_from_slice(itoa::Buffer::new().format(r).as_bytes());
        }
    }

    /// Writes `^bbN` for a block.
    pub fn write_block(&self, b: Block, out: &mut Vec<u8>) {
        if let Some(n) = self.block_names.get(&b) {
            out.extend_from_slice(n.as_bytes());
            return;
        }
        match self.block_ids.get(b.index()).copied() {
            Some(id) if id != UNSET => {
                out.extend_from_slice(b"^bb");
                out.extend_from_slice(itoa::Buffer::new().format(id).as_bytes());
            }
            _ => out.extend_from_slice(b"INVALIDBLOCK"),
        }
    }

    /// The ordering number of a block in its region.
    pub fn block_order(&self, b: Block) -> u32 {
        self.block_ids.get(b.index()).copied().unwrap_or(UNSET)
    }
}

/// MLIR's `sanitizeIdentifier`.
pub fn sanitize_identifier(name: &str, allowed_punct: &str, allow_trailing_digit: bool) -> String {
    let bytes = name.as_bytes();
    let copy = |out: &mut String| {
        for &c in bytes {
            if c.is_ascii_alphanumeric() || allowed_punct.as_bytes().contains(&c) {
                out.push(c as char);
            } else if c == b' ' {
                out.push('_');
            } else {
                out.push_str(&format!("{c:X}"));
            }
        }
    };
    if bytes.first().is_some_and(|c| c.is_ascii_digit()) {
        let mut out = String::from("_");
        copy(&mut out);
        return out;
    }
    if !allow_trailing_digit && bytes.last().is_some_and(|c| c.is_ascii_digit()) {
        let mut out = String::new();
        copy(&mut out);
        out.push('_');
        return out;
    }
    if bytes
        .iter()
        .all(|&c| c.is_ascii_alphanumeric() || allowed_punct.as_bytes().contains(&c))
    {
        return name.to_string();
    }
    let mut out = String::new();
    copy(&mut out);
    out
}
