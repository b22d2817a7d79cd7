//! `pattern!` end to end on a dialect of its own: a source DAG with a
//! nested op, a repeated binding (an equality constraint), a
//! `ConstantLike` matcher, a Rust constraint, a native call, nested result
//! ops, several replacement values, and a hand-written typed pattern
//! registered in its place; then the greedy driver applies them.

use ods::asm::{parse_source, print_op_to_vec, ParseOptions, PrintFlags};
use ods::ir::{Attribute, Context, OpBuilder};
use ods::opdef::constraint::attrs::*;
use ods::opdef::constraint::types::*;
use ods::rewrite::{apply_patterns_greedily, GreedyRewriteConfig, PatternRewriter, RewritePatternSet};

ods::op! {
    /// constant
    #[op(name = "t.const")]
    pub struct ConstOp {
        #[attr] value: I64Attr,
        #[result] out: I64,
    }
    traits: [ConstantLike, Pure],
    format: "$value attr-dict",
    fold: |ctx, op, _| ods::rewrite::FoldResult::attr(ctx.attr(op, "value").expect("value")),
}

ods::op! {
    /// negation
    #[op(name = "t.neg")]
    pub struct NegOp {
        #[operand] input: I64,
        #[result] out: I64,
    }
    traits: [Pure],
    format: "$input attr-dict",
}

ods::op! {
    /// addition
    #[op(name = "t.add")]
    pub struct AddOp {
        #[operand] lhs: I64,
        #[operand] rhs: I64,
        #[attr(optional)] note: StrAttr,
        #[result] out: I64,
    }
    traits: [Pure],
    format: "$lhs `,` $rhs attr-dict",
}

ods::op! {
    /// sum and difference
    #[op(name = "t.sumdiff")]
    pub struct SumDiffOp {
        #[operand] lhs: I64,
        #[operand] rhs: I64,
        #[result] sum: I64,
        #[result] diff: I64,
    }
    traits: [Pure],
    format: "$lhs `,` $rhs attr-dict",
}

/// A native call: `c + 1` as an attribute.
fn plus_one(rw: &mut PatternRewriter<'_>, c: Attribute) -> Option<Attribute> {
    let v = <I64Attr as ods::opdef::AttrConstraint>::value(rw, c)?;
    Some(<I64Attr as ods::opdef::AttrConstraint>::attr(rw.ctx_mut(), v + 1))
}

/// A hand-written typed pattern: add(x, x) -> add(x, x) {note = "twice"}
/// once (C++ patterns keep being functions).
fn mark_twice(op: AddOp, rw: &mut PatternRewriter<'_>) -> bool {
    if op.lhs(rw) != op.rhs(rw) || op.note_attr(rw).is_some() {
        return false;
    }
    let loc = rw.op_loc(op.operation());
    let (x, note) = (op.lhs(rw), Some("twice".to_string()));
    let t = rw.value_type(x);
    let Ok(new) = AddOp::build_with_result_types(rw, loc, t, x, x, note) else {
        return false;
    };
    let r = new.out(rw);
    rw.replace_op(op.operation(), &[r]);
    true
}

ods::pattern! {
    /// The test's patterns.
    pub fn patterns {
        /// neg(neg(x)) -> x
        NegNeg: (NegOp (NegOp $x)) => $x;
        /// add(neg(x), x) -> 0 (a repeated binding must see the same value)
        AddNegSelf: (AddOp (NegOp $x), $x, $n) => (ConstOp {zero(rw)});
        /// add(x, const c) -> add(x, const (c + 1)) when the note says so
        AddBump:
            (AddOp $x, (ConstantLike I64Attr:$c), $note)
            => (AddOp $x, (ConstOp {plus_one(rw, c)}?), _)
            where note.is_some();
        /// sumdiff(x, neg(y)) -> [add(x, neg(y)), add(x, y)]
        SumDiffNeg:
            (SumDiffOp $x, (NegOp:$n $y))
            => [(AddOp $x, {rw.result(n.operation(), 0)}, _), (AddOp $x, $y, _)];
        AddTwice: use mark_twice;
    }
}

fn zero(rw: &mut PatternRewriter<'_>) -> Attribute {
    <I64Attr as ods::opdef::AttrConstraint>::attr(rw.ctx_mut(), 0)
}

fn run(src: &str) -> String {
    let mut ctx = Context::new();
    dialects::register_all(&mut ctx);
    ctx.register_dialect("t", false);
    ConstOp::register(&mut ctx);
    NegOp::register(&mut ctx);
    AddOp::register(&mut ctx);
    SumDiffOp::register(&mut ctx);
    let module = parse_source(&mut ctx, src.as_bytes(), b"t.mlir", &ParseOptions::default())
        .expect("parses")
        .module;
    let mut set = RewritePatternSet::new();
    patterns(&mut set);
    assert_eq!(set.len(), 5);
    let frozen = set.freeze(&mut ctx);
    apply_patterns_greedily(&mut ctx, module, &frozen, &GreedyRewriteConfig::default());
    ods::verifier::verify(&ctx, module).expect("valid after rewriting");
    String::from_utf8(print_op_to_vec(&ctx, module, &PrintFlags::default())).unwrap()
}

fn main() {
    let out = run("func.func @f(%a: i64, %b: i64) -> (i64, i64, i64, i64, i64, i64) {
  %0 = t.neg %a
  %1 = t.neg %0
  %2 = t.add %0, %a
  %3 = t.add %0, %b
  %c = t.const 41
  %4 = t.add %b, %c {note = \"bump\"}
  %5:2 = t.sumdiff %a, %0
  return %1, %2, %3, %4, %5#0, %5#1 : i64, i64, i64, i64, i64, i64
}
");
    let expected = "module {
  func.func @f(%arg0: i64, %arg1: i64) -> (i64, i64, i64, i64, i64, i64) {
    %0 = t.const 42
    %1 = t.const 0
    %2 = t.neg %arg0
    %3 = t.add %2, %arg1
    %4 = t.add %arg1, %0
    %5 = t.add %arg0, %2
    %6 = t.add %arg0, %arg0 {note = \"twice\"}
    return %arg0, %1, %3, %4, %5, %6 : i64, i64, i64, i64, i64, i64
  }
}
";
    assert_eq!(out.trim_end(), expected.trim_end(), "got:\n{out}");
    // The generated builders build through a bare Context (detached) too.
    let mut ctx = Context::new();
    ctx.register_dialect("t", false);
    ConstOp::register(&mut ctx);
    let loc = ctx.unknown_loc();
    let i64t = ctx.int_type(64);
    let c = ConstOp::build_with_result_types(&mut ctx, loc, i64t, 7).expect("valid");
    let b: &mut dyn OpBuilder = &mut ctx;
    assert_eq!(b.insertion_point(), ods::ir::InsertPoint::None);
    assert!(ctx.op_block(c.operation()).is_none());
}
