//! The `t` test dialect: one op per feature of the `op!` macro (each format
//! directive, each optional-group anchor kind, each type-inference rule,
//! regions, successors, variadic segments, custom directives, an op
//! interface). `tests/tests/ods_dialect.rs` round-trips every op
//! custom → generic → custom and checks the printed text, which follows
//! mlir-tblgen's spacing rule (docs/ods-generated-semantics.md §1).

use ods::asm::{OpAsmPrinter, PResult};
use ods::format::parse::FormatParser;
use ods::format::{CustomArg, CustomDirective};
use ods::ir::{Context, Operation, Type, TypeKind};
use ods::opdef::constraint::attrs::*;
use ods::opdef::constraint::types::*;
use ods::opdef::traits::*;
use ods::opdef::Transformed;

// ------------------------------------------------------------ type inference

ods::op! {
    /// SameOperandsAndResultType: one written type gives all three.
    #[op(name = "t.same")]
    pub struct SameOp {
        #[operand] lhs: AnyType,
        #[operand] rhs: AnyType,
        #[result] result: AnyType,
    }
    traits: [Pure, SameOperandsAndResultType],
    format: "$lhs `,` $rhs attr-dict `:` type($result)",
}

ods::op! {
    /// SameTypeOperands: the second operand's type comes from the first.
    #[op(name = "t.same_operands")]
    pub struct SameOperandsOp {
        #[operand] a: AnyType,
        #[operand] b: AnyType,
        #[result] r: AnyType,
    }
    traits: [SameTypeOperands],
    format: "$a `,` $b attr-dict `:` type($a) `->` type($r)",
}

ods::op! {
    /// AllTypesMatch over named operands and the result.
    #[op(name = "t.all_match")]
    pub struct AllMatchOp {
        #[operand] x: AnyType,
        #[operand] y: AnyType,
        #[result] r: AnyType,
    }
    traits: [AllTypesMatch<[x, y, r]>],
    format: "$x `,` $y attr-dict `:` type($r)",
}

/// The element type of a vector (`TypesMatchWith` transformer).
pub fn element_type(ctx: &Context, t: Type) -> Transformed {
    match ctx.type_kind(t) {
        TypeKind::Vector { elem, .. } => ctx.type_kind(*elem).clone().into(),
        _ => Transformed::Invalid,
    }
}

ods::op! {
    /// TypesMatchWith with a Rust transformer (result = element type), and
    /// a buildable operand type (`Index`).
    #[op(name = "t.extract")]
    pub struct ExtractOp {
        #[operand] vector: AnyVectorOfAnyRank,
        #[operand] position: Index,
        #[result] result: AnyType,
    }
    traits: [Pure, TypesMatchWith<"result is the element type", vector, result, element_type>],
    format: "$vector `[` $position `]` attr-dict `:` type($vector)",
}

ods::op! {
    /// OptionalTypesMatchWith: the optional operand's type, when present,
    /// is the element type.
    #[op(name = "t.fill")]
    pub struct FillOp {
        #[operand] dest: AnyVectorOfAnyRank,
        #[operand(optional)] pad: AnyType,
        #[result] result: AnyVectorOfAnyRank,
    }
    traits: [
        AllTypesMatch<[dest, result]>,
        OptionalTypesMatchWith<"pad is the element type", dest, pad, element_type>,
    ],
    interfaces: [ShapedResultInterface => FillShape],
    format: "$dest (`pad` $pad^)? attr-dict `:` type($dest)",
}

ods::op! {
    /// A buildable result type (`I1`).
    #[op(name = "t.cmp")]
    pub struct CmpOp {
        #[operand] lhs: AnyInteger,
        #[operand] rhs: AnyInteger,
        #[result] result: I1,
    }
    traits: [Pure, SameTypeOperands],
    format: "$lhs `,` $rhs attr-dict `:` type($lhs)",
}

ods::op! {
    /// The result type is the type of a typed attribute.
    #[op(name = "t.constant")]
    pub struct ConstantOp {
        #[attr] value: TypedAttrInterface,
        #[result] result: AnyType,
    }
    traits: [ConstantLike, Pure, AllTypesMatch<[value, result]>],
    format: "attr-dict $value",
}

/// `InferTypeOpInterface::inferReturnTypes` of `t.tuple`: a tuple of the
/// operand types.
pub fn infer_tuple(
    ctx: &mut Context,
    state: &ods::ir::OperationState,
) -> Result<Vec<Type>, String> {
    let ts: Vec<Type> = state.operands.iter().map(|&v| ctx.value_type(v)).collect();
    Ok(vec![ctx.intern_type(TypeKind::Tuple(ts.into()))])
}

ods::op! {
    /// Result types from the op's inference hook.
    #[op(name = "t.tuple")]
    pub struct TupleOp {
        #[operand(variadic)] elements: AnyType,
        #[result] result: AnyTuple,
    }
    traits: [Pure, InferTypeOpInterface],
    format: "$elements attr-dict `:` type($elements)",
    infer: infer_tuple,
}

// ---------------------------------------------------------------- directives

ods::op! {
    /// `functional-type` over a variadic operand group and variadic results.
    #[op(name = "t.call")]
    pub struct CallOp {
        #[attr] callee: FlatSymbolRefAttr,
        #[operand(variadic)] args: AnyType,
        #[result(variadic)] res: AnyType,
    }
    format: "$callee `(` $args `)` attr-dict `:` functional-type($args, $res)",
}

ods::op! {
    /// `operands`, `results`, `type(operands)`, `type(results)`.
    #[op(name = "t.generic_lists")]
    pub struct ListsOp {
        #[operand] a: AnyType,
        #[operand(variadic)] rest: AnyType,
        #[result(variadic)] outs: AnyType,
    }
    format: "operands attr-dict `:` type(operands) `->` type(results)",
}

ods::op! {
    /// `qualified(type(...))` and `attr-dict-with-keyword`.
    #[op(name = "t.qualified")]
    pub struct QualifiedOp {
        #[operand] a: AnyType,
    }
    format: "$a attr-dict-with-keyword `:` qualified(type($a))",
}

ods::op! {
    /// `prop-dict` next to `attr-dict`; an optional and a default-valued
    /// attribute.
    #[op(name = "t.props")]
    pub struct PropsOp {
        #[attr(optional)] label: StrAttr,
        #[attr(default = 7)] level: I64Attr,
    }
    format: "prop-dict attr-dict",
}

ods::op! {
    /// Literals: the empty literal glues, the space literal forces a space,
    /// `\n` starts a new line.
    #[op(name = "t.literals")]
    pub struct LiteralsOp {
        #[operand] a: AnyType,
        #[operand] b: AnyType,
    }
    format: "`[` `` $a `]` ` ` `->` $b attr-dict `:` type($a) `,` type($b)",
}

// ------------------------------------------------------- optional groups

ods::op! {
    /// Optional groups anchored on an operand, a unit attribute, an
    /// attribute, and an else group.
    #[op(name = "t.optional")]
    pub struct OptionalOp {
        #[operand] base: AnyType,
        #[operand(optional)] offset: Index,
        #[attr] exact: UnitAttr,
        #[attr(optional)] align: I64Attr,
        #[attr] fast: UnitAttr,
    }
    format: "$base (`+` $offset^)? (`exact` $exact^)? (`align` $align^)? (`fast` $fast^) : (`slow`)? attr-dict `:` type($base)",
}

ods::op! {
    /// An optional group anchored on the type of an optional result, and
    /// variadic results.
    #[op(name = "t.maybe_result")]
    pub struct MaybeResultOp {
        #[operand] a: AnyType,
        #[result(optional)] r: AnyType,
    }
    format: "$a `:` type($a) attr-dict (`->` type($r)^)?",
}

ods::op! {
    /// `oilist` clauses in any order.
    #[op(name = "t.oilist")]
    pub struct OIListOp {
        #[attr(optional)] lower: I64Attr,
        #[attr(optional)] upper: I64Attr,
        #[attr] closed: UnitAttr,
    }
    format: "oilist(`lower` `=` $lower | `upper` `=` $upper | `closed` $closed) attr-dict",
}

// ------------------------------------------------------- variadic segments

ods::op! {
    /// `AttrSizedOperandSegments`: optional and variadic operand groups.
    #[op(name = "t.segments")]
    pub struct SegmentsOp {
        #[operand] a: AnyType,
        #[operand(optional)] b: AnyType,
        #[operand(variadic)] c: AnyType,
    }
    traits: [AttrSizedOperandSegments],
    format: "$a (`opt` $b^)? `(` $c `)` attr-dict `:` type($a) (`,` type($b)^)? `[` type($c) `]`",
}

ods::op! {
    /// `AttrSizedResultSegments`: two variadic result groups.
    #[op(name = "t.result_segments")]
    pub struct ResultSegmentsOp {
        #[result(variadic)] first: AnyType,
        #[result(variadic)] second: AnyType,
    }
    traits: [AttrSizedResultSegments],
    format: "attr-dict `:` type($first) `and` type($second)",
}

// ------------------------------------------------- regions and successors

ods::op! {
    /// The terminator `t.region` implies.
    #[op(name = "t.yield")]
    pub struct YieldOp {
        #[operand(variadic)] values: AnyType,
    }
    traits: [Pure, ReturnLike, Terminator, HasParent<"t.region">],
    format: "attr-dict ($values^ `:` type($values))?",
}

ods::op! {
    /// A single-block region with an implicit `t.yield` terminator.
    #[op(name = "t.region")]
    pub struct RegionOp {
        #[operand(variadic)] inits: AnyType,
        #[region(sized = 1)] body: AnyRegion,
        #[result(variadic)] results: AnyType,
    }
    traits: [SingleBlockImplicitTerminator<"t.yield">, RecursiveMemoryEffects],
    format: "(`(` $inits^ `:` type($inits) `)`)? $body attr-dict (`->` type($results)^)?",
}

ods::op! {
    /// Two regions through the `regions` directive, and an optional region
    /// anchoring a group.
    #[op(name = "t.two_regions")]
    pub struct TwoRegionsOp {
        #[region] first: AnyRegion,
        #[region] second: AnyRegion,
    }
    format: "regions attr-dict",
}

ods::op! {
    /// An optional region as an optional-group anchor.
    #[op(name = "t.maybe_region")]
    pub struct MaybeRegionOp {
        #[region] body: AnyRegion,
    }
    traits: [NoTerminator, SingleBlock],
    format: "(`body` $body^)? attr-dict",
}

ods::op! {
    /// An unconditional branch: one successor with forwarded operands.
    #[op(name = "t.br")]
    pub struct BrOp {
        #[operand(variadic)] args: AnyType,
        #[successor] dest: AnySuccessor,
    }
    traits: [Terminator, Pure],
    format: "$dest (`(` $args^ `:` type($args) `)`)? attr-dict",
}

ods::op! {
    /// A conditional branch printed with the `successors` directive.
    #[op(name = "t.cond_br")]
    pub struct CondBrOp {
        #[operand] cond: I1,
        #[successor] then_dest: AnySuccessor,
        #[successor] else_dest: AnySuccessor,
    }
    traits: [Terminator, Pure],
    format: "$cond `,` successors attr-dict",
}

// ---------------------------------------------------- custom directives

fn operand_values(ctx: &Context, op: Operation, group: u16) -> Vec<ods::ir::Value> {
    let spec = ctx.op_def(op).and_then(|d| d.ods).expect("an ODS op");
    ods::opdef::operand_group_values(ctx, op, spec, group as usize)
}

fn parse_pair(fp: &mut FormatParser<'_, '_, '_, '_, '_>, args: &[CustomArg]) -> PResult<()> {
    fp.p.parse_punct(ods::asm::lexer::TokenKind::Less)?;
    let a = fp.p.parse_operand()?;
    fp.p.parse_keyword("and")?;
    let b = fp.p.parse_operand()?;
    fp.p.parse_punct(ods::asm::lexer::TokenKind::Greater)?;
    fp.set_operands(args[0], vec![a]);
    fp.set_operands(args[1], vec![b]);
    Ok(())
}

fn print_pair(p: &mut OpAsmPrinter<'_, '_, '_>, op: Operation, args: &[CustomArg]) {
    let ctx = p.ctx();
    let group = |a: CustomArg| match a {
        CustomArg::Operand(g) => operand_values(ctx, op, g),
        _ => Vec::new(),
    };
    let (a, b) = (group(args[0]), group(args[1]));
    p.write("<");
    p.print_operands(&a);
    p.write(" and ");
    p.print_operands(&b);
    p.write(">");
}

/// `custom<Pair>($a, $b)`: `<%a and %b>`.
#[allow(non_upper_case_globals)]
pub static Pair: CustomDirective = CustomDirective {
    name: "Pair",
    parse: parse_pair,
    print: print_pair,
};

fn parse_note(fp: &mut FormatParser<'_, '_, '_, '_, '_>, _args: &[CustomArg]) -> PResult<()> {
    fp.p.parse_optional_keyword("noted");
    Ok(())
}

fn print_note(p: &mut OpAsmPrinter<'_, '_, '_>, _op: Operation, _args: &[CustomArg]) {
    p.write("noted");
}

/// `custom<Note>(ref($a))`: a directive that only looks at an
/// already-parsed value.
#[allow(non_upper_case_globals)]
pub static Note: CustomDirective = CustomDirective {
    name: "Note",
    parse: parse_note,
    print: print_note,
};

ods::op! {
    /// A custom directive owning two operands, and one using `ref`.
    #[op(name = "t.custom")]
    pub struct CustomOp {
        #[operand] a: AnyType,
        #[operand] b: AnyType,
    }
    traits: [SameTypeOperands],
    format: "custom<Pair>($a, $b) custom<Note>(ref($a)) attr-dict `:` type($a)",
}

// ------------------------------------------------------------ interfaces

/// A test op interface: Rust trait with a default method.
pub trait ShapedResultInterface {
    /// The rank of the op's first result (default: 0, a scalar).
    fn result_rank(&self, _ctx: &Context, _op: Operation) -> usize {
        0
    }
    /// A name for diagnostics.
    fn kind(&self) -> &'static str;
}

/// `t.fill`'s implementation: the rank of its vector result.
pub struct FillShape;
impl ShapedResultInterface for FillShape {
    fn result_rank(&self, ctx: &Context, op: Operation) -> usize {
        match ctx.type_kind(ctx.value_type(ctx.result(op, 0))) {
            TypeKind::Vector { shape, .. } => shape.len(),
            _ => 0,
        }
    }
    fn kind(&self) -> &'static str {
        "fill"
    }
}

/// `t.shaped_scalar`'s implementation: the default method.
pub struct ScalarShape;
impl ShapedResultInterface for ScalarShape {
    fn kind(&self) -> &'static str {
        "scalar"
    }
}

ods::op! {
    /// An op implementing the test interface with its default method.
    #[op(name = "t.shaped_scalar")]
    pub struct ShapedScalarOp {
        #[result] r: Index,
    }
    interfaces: [ShapedResultInterface => ScalarShape],
    format: "attr-dict",
}

// ------------------------------------------- enums and attribute/type defs

ods::int_enum! {
    /// A comparison predicate (`I64EnumAttr`, printed as a keyword).
    #[i64_enum_attr(name = "T_Predicate", cpp_namespace = "::t")]
    pub enum Predicate {
        eq = 0,
        ne = 1,
        slt = 2,
    }
}

ods::bit_enum! {
    /// Flags with a group (`I32BitEnumAttr`).
    #[i32_bit_enum_attr(name = "T_Flags", cpp_namespace = "::t", separator = ",",
                        print_primary_groups, specialized_attr = false)]
    pub struct Flags {
        none = none,
        a = bit(0),
        b = bit(1),
        c = bit(2),
        ab = group(a, b),
    }
}

ods::enum_attr! {
    /// `#t.flags<...>` (`EnumAttr`), stripped to `<...>` inside formats.
    #[enum_attr(dialect = "t", mnemonic = "flags", name = "T_FlagsAttr")]
    pub struct FlagsAttr(Flags);
    format: "`<` $value `>`",
}

ods::attr_def! {
    /// `#t.range<lo, hi>` (`AttrDef` with two parameters).
    #[attr_def(dialect = "t", mnemonic = "range", name = "T_RangeAttr")]
    pub struct RangeAttr {
        lo: i64,
        hi: i64,
    }
    format: "`<` $lo `,` $hi `>`",
}

ods::type_def! {
    /// `!t.box<type, n>` (`TypeDef`).
    #[type_def(dialect = "t", mnemonic = "box", name = "T_BoxType")]
    pub struct BoxType {
        inner: Type,
        #[param(cpp = "unsigned")]
        n: u32,
    }
    format: "`<` $inner `,` $n `>`",
}

ods::op! {
    /// An integer enum as a keyword, an enum attribute and a bit enum
    /// (stripped), a default-valued enum attribute in an optional group, an
    /// attribute def, and a type def result.
    #[op(name = "t.enums")]
    pub struct EnumsOp {
        #[attr] predicate: PredicateAttr,
        #[attr] flags: FlagsAttr,
        #[attr(default = Flags::none)] extra: FlagsAttr,
        #[attr] range: RangeAttr,
        #[operand] x: AnyType,
        #[result] r: BoxType,
    }
    format: "$predicate $flags (`extra` $extra^)? $range $x attr-dict `:` type($x) `->` type($r)",
}

// ------------------------------------------------------------ memory effects

/// Effects that depend on the operation (the `effects:` hook): none on a
/// scalar, a possible write through a memref.
pub fn poke_effects(ctx: &Context, op: Operation) -> ods::ir::OpTraits {
    let t = ctx.value_type(ctx.operand(op, 0));
    if matches!(ctx.type_kind(t), TypeKind::MemRef { .. }) {
        ods::ir::OpTraits(0)
    } else {
        ods::ir::OpTraits::NO_MEMORY_EFFECT
    }
}

ods::op! {
    /// Writes through a memref operand, pure otherwise.
    #[op(name = "t.poke")]
    pub struct PokeOp {
        #[operand] target: AnyType,
        #[result] r: AnyType,
    }
    traits: [MemoryEffectOpInterface],
    format: "$target attr-dict `:` type($target) `->` type($r)",
    effects: poke_effects,
}

/// Registers the `t` dialect.
pub fn register(ctx: &mut Context) {
    ctx.register_dialect("t", false);
    ctx.register_attr_def(FlagsAttr::DEF);
    ctx.register_attr_def(RangeAttr::DEF);
    ctx.register_type_def(BoxType::DEF);
    EnumsOp::register(ctx);
    SameOp::register(ctx);
    SameOperandsOp::register(ctx);
    AllMatchOp::register(ctx);
    ExtractOp::register(ctx);
    FillOp::register(ctx);
    CmpOp::register(ctx);
    ConstantOp::register(ctx);
    TupleOp::register(ctx);
    CallOp::register(ctx);
    ListsOp::register(ctx);
    QualifiedOp::register(ctx);
    PropsOp::register(ctx);
    LiteralsOp::register(ctx);
    OptionalOp::register(ctx);
    MaybeResultOp::register(ctx);
    OIListOp::register(ctx);
    SegmentsOp::register(ctx);
    ResultSegmentsOp::register(ctx);
    YieldOp::register(ctx);
    RegionOp::register(ctx);
    TwoRegionsOp::register(ctx);
    MaybeRegionOp::register(ctx);
    BrOp::register(ctx);
    CondBrOp::register(ctx);
    CustomOp::register(ctx);
    ShapedScalarOp::register(ctx);
    PokeOp::register(ctx);
}
