//! Tests of the IR mutation API: use-lists must stay exact through creation,
//! insertion, moves, operand updates, replace-all-uses and erasure.

use super::*;

fn setup() -> (Context, Block, Location) {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let loc = ctx.unknown_loc();
    let block = ctx.create_block();
    (ctx, block, loc)
}

fn op(
    ctx: &mut Context,
    name: &str,
    loc: Location,
    operands: &[Value],
    results: &[Type],
) -> Operation {
    let n = ctx.op_name(name.as_bytes());
    let mut st = OperationState::new(loc, n);
    st.operands = operands.into();
    st.types = results.into();
    ctx.create_operation(st)
}

/// A detached `name` op owning `region`.
fn region_op(ctx: &mut Context, name: &str, loc: Location, region: Region) -> Operation {
    let n = ctx.op_name(name.as_bytes());
    let mut st = OperationState::new(loc, n);
    st.regions.push(region);
    ctx.create_operation(st)
}

/// A detached region of one block holding `ops`.
fn one_block_region(ctx: &mut Context, ops: &[Operation]) -> Region {
    let block = ctx.create_block();
    for &o in ops {
        ctx.append_op(block, o);
    }
    let region = ctx.create_region();
    ctx.append_block(region, block);
    region
}

fn use_set(ctx: &Context, v: Value) -> Vec<(Operation, u32)> {
    let mut u = ctx.uses(v);
    u.sort();
    u
}

#[test]
fn use_lists_follow_operand_changes() {
    let (mut ctx, block, loc) = setup();
    let i32t = ctx.int_type(32);
    let a = op(&mut ctx, "t.a", loc, &[], &[i32t]);
    let b = op(&mut ctx, "t.b", loc, &[], &[i32t]);
    ctx.append_op(block, a);
    ctx.append_op(block, b);
    let (va, vb) = (ctx.result(a, 0), ctx.result(b, 0));
    let user = op(&mut ctx, "t.use", loc, &[va, va, vb], &[]);
    ctx.append_op(block, user);
    assert_eq!(use_set(&ctx, va), vec![(user, 0), (user, 1)]);
    assert_eq!(use_set(&ctx, vb), vec![(user, 2)]);

    ctx.set_operand(user, 1, vb);
    assert_eq!(use_set(&ctx, va), vec![(user, 0)]);
    assert_eq!(use_set(&ctx, vb), vec![(user, 1), (user, 2)]);

    // Growing the operand list reallocates storage; links must move along.
    ctx.set_operands(user, &[vb, va, va, vb, va]);
    assert_eq!(use_set(&ctx, va), vec![(user, 1), (user, 2), (user, 4)]);
    assert_eq!(use_set(&ctx, vb), vec![(user, 0), (user, 3)]);
    assert_eq!(
        ctx.operands(user).collect::<Vec<_>>(),
        vec![vb, va, va, vb, va]
    );

    ctx.replace_all_uses_with(va, vb);
    assert!(!ctx.has_uses(va));
    assert_eq!(ctx.num_uses(vb), 5);
    assert!(ctx.operands(user).all(|v| v == vb));
}

#[test]
fn erase_drops_uses_and_reuses_storage() {
    let (mut ctx, block, loc) = setup();
    let f32t = ctx.float_type(crate::support::apfloat::FloatSemantics::F32);
    let a = op(&mut ctx, "t.a", loc, &[], &[f32t]);
    ctx.append_op(block, a);
    let va = ctx.result(a, 0);
    let users: Vec<_> = (0..4)
        .map(|_| op(&mut ctx, "t.u", loc, &[va], &[]))
        .collect();
    for &u in &users {
        ctx.append_op(block, u);
    }
    assert_eq!(ctx.num_uses(va), 4);
    ctx.erase_op(users[1]);
    ctx.erase_op(users[3]);
    assert_eq!(use_set(&ctx, va), vec![(users[0], 0), (users[2], 0)]);
    assert_eq!(ctx.block_ops(block), vec![a, users[0], users[2]]);
    // A new op reuses an erased record.
    let again = op(&mut ctx, "t.u", loc, &[va], &[]);
    assert!(again == users[1] || again == users[3]);
    assert_eq!(ctx.num_uses(va), 3);
}

#[test]
fn insertion_moves_and_order() {
    let (mut ctx, block, loc) = setup();
    let ops: Vec<_> = (0..4)
        .map(|i| op(&mut ctx, &format!("t.o{i}"), loc, &[], &[]))
        .collect();
    ctx.append_op(block, ops[0]);
    ctx.append_op(block, ops[2]);
    ctx.insert_op_before(ops[2], ops[1]);
    ctx.insert_op_after(ops[2], ops[3]);
    assert_eq!(ctx.block_ops(block), ops);
    assert!(ctx.is_before_in_block(ops[1], ops[3]));
    ctx.move_op_before(ops[3], ops[0]);
    assert_eq!(ctx.block_ops(block), vec![ops[3], ops[0], ops[1], ops[2]]);
    assert!(ctx.is_before_in_block(ops[3], ops[0]));
    assert!(!ctx.is_before_in_block(ops[2], ops[1]));
    ctx.detach_op(ops[1]);
    assert_eq!(ctx.block_ops(block), vec![ops[3], ops[0], ops[2]]);
    assert_eq!(ctx.op_block(ops[1]), None);
    ctx.prepend_op(block, ops[1]);
    assert_eq!(ctx.block_first_op(block), Some(ops[1]));
}

#[test]
fn regions_blocks_successors_and_predecessors() {
    let (mut ctx, _, loc) = setup();
    let i1 = ctx.int_type(1);
    let region = ctx.create_region();
    let entry = ctx.create_block();
    let b1 = ctx.create_block();
    let b2 = ctx.create_block();
    for b in [entry, b1, b2] {
        ctx.append_block(region, b);
    }
    let arg = ctx.add_block_argument(b1, i1, loc);
    let n = ctx.op_name(b"t.br");
    let mut st = OperationState::new(loc, n);
    st.successors = smallvec::smallvec![b1, b2, b1];
    let br = ctx.create_operation(st);
    ctx.append_op(entry, br);
    assert_eq!(ctx.predecessors(b1), vec![entry, entry]);
    assert_eq!(ctx.predecessors(b2), vec![entry]);
    assert!(ctx.has_no_predecessors(entry));
    ctx.set_successor(br, 2, b2);
    assert_eq!(ctx.predecessors(b1), vec![entry]);
    assert_eq!(ctx.predecessors(b2).len(), 2);

    // Moving the region into an op keeps block order, arguments and parents.
    let parent = region_op(&mut ctx, "t.parent", loc, region);
    let r = ctx.region(parent, 0);
    assert_eq!(ctx.region_blocks(r).as_slice(), [entry, b1, b2]);
    assert_eq!(ctx.block_parent_op(b1), Some(parent));
    assert_eq!(ctx.block_args(b1), &[arg]);
    assert_eq!(ctx.value_def(arg), ValueDef::BlockArgument(b1, 0));
    assert!(ctx.is_entry_block(entry));

    ctx.erase_op(br);
    assert!(ctx.has_no_predecessors(b1) && ctx.has_no_predecessors(b2));
}

#[test]
fn attributes_and_properties() {
    let (mut ctx, _, loc) = setup();
    let o = op(&mut ctx, "t.o", loc, &[], &[]);
    let one = ctx.i64_attr(1);
    let two = ctx.i64_attr(2);
    ctx.set_attr(o, "b", one);
    ctx.set_attr(o, "a", two);
    ctx.set_attr(o, "b", two);
    let entries = ctx.dictionary_entries(ctx.discardable_attrs(o)).to_vec();
    let names: Vec<_> = entries.iter().map(|e| ctx.str(e.name).to_vec()).collect();
    assert_eq!(names, vec![b"a".to_vec(), b"b".to_vec()]);
    assert_eq!(ctx.attr(o, "b"), Some(two));
    ctx.remove_attr(o, "a");
    assert_eq!(ctx.attr(o, "a"), None);
    // Types and attributes are hash-consed: equal values, equal handles.
    let i32t = ctx.int_type(32);
    assert_eq!(
        ctx.lookup_type(&TypeKind::Integer {
            width: 32,
            signedness: Signedness::Signless
        }),
        Some(i32t)
    );
    let v1 = ctx.vector_type(&[4, 8], i32t, &[]);
    let v2 = ctx.vector_type(&[4, 8], i32t, &[false, false]);
    assert_eq!(v1, v2);
    assert_ne!(v1, ctx.vector_type(&[4, 8], i32t, &[false, true]));
}

#[test]
fn walks_visit_in_order() {
    let (mut ctx, block, loc) = setup();
    let inner = op(&mut ctx, "t.inner", loc, &[], &[]);
    let region = one_block_region(&mut ctx, &[inner]);
    let outer = region_op(&mut ctx, "t.outer", loc, region);
    ctx.append_op(block, outer);
    let after = op(&mut ctx, "t.after", loc, &[], &[]);
    let mut pre = Vec::new();
    ctx.walk_pre_order(outer, &mut |o| pre.push(o));
    assert_eq!(pre, vec![outer, inner]);
    let mut post = Vec::new();
    ctx.walk_post_order(outer, &mut |o| post.push(o));
    assert_eq!(post, vec![inner, outer]);
    let _ = after;
}

#[test]
fn attribute_records_stay_small() {
    // Every location is an attribute record; keep them at 32 bytes.
    assert!(std::mem::size_of::<AttrKind>() <= 32);
}

#[test]
fn point_locations_are_uniqued_in_and_out_of_order() {
    let mut ctx = Context::new();
    let f = ctx.intern(b"f.mlir");
    let g = ctx.intern(b"g.mlir");
    let a = ctx.file_line_col_loc(f, 3, 4);
    let b = ctx.file_line_col_loc(f, 5, 1);
    // Earlier position after later ones, then the same positions again.
    let c = ctx.file_line_col_loc(f, 1, 9);
    assert_eq!(ctx.file_line_col_loc(f, 3, 4), a);
    assert_eq!(ctx.file_line_col_loc(f, 5, 1), b);
    assert_eq!(ctx.file_line_col_loc(f, 1, 9), c);
    assert!(a != b && b != c && a != c);
    // Other files are separate; the generic entry points agree.
    let d = ctx.file_line_col_loc(g, 3, 4);
    assert_ne!(a, d);
    let kind = AttrKind::FileLineColRange {
        file: f,
        start_line: 3,
        start_col: 4,
        end_line: 3,
        end_col: 4,
    };
    assert_eq!(ctx.lookup_attr(&kind), Some(a));
    assert_eq!(ctx.intern_attr(kind), a);
    let missing = AttrKind::FileLineColRange {
        file: f,
        start_line: 2,
        start_col: 2,
        end_line: 2,
        end_col: 2,
    };
    assert_eq!(ctx.lookup_attr(&missing), None);
    // A true range is an ordinary hash-consed attribute.
    let range = AttrKind::FileLineColRange {
        file: f,
        start_line: 3,
        start_col: 4,
        end_line: 3,
        end_col: 8,
    };
    let r = ctx.intern_attr(range.clone());
    assert_ne!(r, a);
    assert_eq!(ctx.intern_attr(range), r);
}

#[test]
fn cloning_remaps_values_blocks_and_nested_regions() {
    let (mut ctx, block, loc) = setup();
    let i32t = ctx.int_type(32);
    let outside = op(&mut ctx, "t.outside", loc, &[], &[i32t]);
    ctx.append_op(block, outside);
    let x = ctx.result(outside, 0);

    // region { ^entry(%a, %b): t.br ^next ; ^next: t.use(%a, %b, %later, %x)
    //          %later = t.def ; t.nested { t.use(%later) } }
    let region = ctx.create_region();
    let entry = ctx.create_block();
    let next = ctx.create_block();
    ctx.append_block(region, entry);
    ctx.append_block(region, next);
    let a = ctx.add_block_argument(entry, i32t, loc);
    let b = ctx.add_block_argument(entry, i32t, loc);
    let n = ctx.op_name(b"t.br");
    let mut st = OperationState::new(loc, n);
    st.successors = smallvec::smallvec![next];
    let br = ctx.create_operation(st);
    ctx.append_op(entry, br);
    let later_def = op(&mut ctx, "t.def", loc, &[], &[i32t]);
    let later = ctx.result(later_def, 0);
    let user = op(&mut ctx, "t.use", loc, &[a, b, later, x], &[]);
    ctx.append_op(next, user);
    ctx.append_op(next, later_def);
    let inner_use = op(&mut ctx, "t.use", loc, &[later], &[]);
    let inner_region = one_block_region(&mut ctx, &[inner_use]);
    let nested = region_op(&mut ctx, "t.nested", loc, inner_region);
    ctx.append_op(next, nested);
    let parent = region_op(&mut ctx, "t.parent", loc, region);
    ctx.append_op(block, parent);

    // Clone with %a mapped to %x: the copy's entry block has only %b.
    let mut map = IrMapping::new();
    map.map(a, x);
    let copy = ctx.clone_op(parent, &mut map);
    let blocks = ctx.region_blocks(ctx.region(copy, 0));
    assert_eq!(blocks.len(), 2);
    let (new_entry, new_next) = (blocks[0], blocks[1]);
    assert_eq!(ctx.block_args(new_entry).len(), 1);
    let new_b = ctx.block_args(new_entry)[0];
    assert_eq!(map.lookup_or_default(b), new_b);
    let new_br = ctx.block_first_op(new_entry).unwrap();
    assert_eq!(ctx.successors(new_br).collect::<Vec<_>>(), vec![new_next]);
    let ops = ctx.block_ops(new_next);
    let new_later = ctx.result(ops[1], 0);
    assert_eq!(
        ctx.operands(ops[0]).collect::<Vec<_>>(),
        vec![x, new_b, new_later, x]
    );
    let new_inner = ctx.region_entry(ctx.region(ops[2], 0)).unwrap();
    let new_inner_use = ctx.block_first_op(new_inner).unwrap();
    assert_eq!(ctx.operand(new_inner_use, 0), new_later);
    // The original is untouched.
    assert_eq!(ctx.operands(user).collect::<Vec<_>>(), vec![a, b, later, x]);
    assert_eq!(ctx.uses(later).len(), 2);
    assert_eq!(ctx.uses(new_later).len(), 2);
}
