//! Dialect attributes, types and enums declared with `int_enum!`,
//! `bit_enum!`, `enum_attr!`, `attr_def!` and `type_def!`: a test dialect
//! `tad` mirroring an ODS dialect compiled with mlir-tblgen 22 and loaded into
//! `mlir-opt` as a plugin (the recipe of docs/ods-generated-semantics.md,
//! appendix A.0; the TableGen source is in the comment at the end). Every
//! expected output below is what that `mlir-opt` printed.

use ods::ir::{Attribute, Context, Type};
use ods::opdef::attrdef::ParamValue;
use ods::opdef::constraint::types::AnyType;
use ods::opdef::enums::EnumValue;
use ods::opdef::{AttrConstraint, TypeConstraint};

ods::int_enum! {
    /// a color
    #[i32_enum_attr(name = "T_Color", cpp_namespace = "::t")]
    pub enum Color {
        Red = 0 => "red",
        Green = 1 => "green",
        Blue = 4 => "blue",
        Sp = 5 => "has space",
    }
}

ods::int_enum! {
    /// a predicate
    #[i64_enum_attr(name = "T_Pred", cpp_namespace = "::t")]
    pub enum Pred {
        eq = 0,
        ne = 1,
        lt = 7,
    }
}

ods::bit_enum! {
    /// bits
    #[i32_bit_enum_attr(name = "T_Bits", cpp_namespace = "::t", separator = ", ",
                        print_primary_groups, specialized_attr = false)]
    pub struct Bits {
        none = none,
        a = bit(0),
        b = bit(1),
        c = bit(2),
        ab = group(a, b),
    }
}

ods::enum_attr! {
    #[enum_attr(dialect = "tad", mnemonic = "bits", name = "T_BitsAttr")]
    pub struct BitsAttr(Bits);
    format: "`<` $value `>`",
}

ods::bit_enum! {
    /// ibits
    #[i32_bit_enum_attr(name = "T_IBits", cpp_namespace = "::t", separator = " | ")]
    pub struct IBits {
        none = none,
        p = bit(0),
        q = bit(1),
    }
}

ods::int_enum! {
    /// kind
    #[i32_enum_attr(name = "T_Kind", cpp_namespace = "::t", specialized_attr = false)]
    pub enum Kind {
        Add = 0 => "add",
        Mul = 1 => "mul",
    }
}

ods::enum_attr! {
    #[enum_attr(dialect = "tad", mnemonic = "kind", name = "T_KindAttr")]
    pub struct KindAttr(Kind);
    format: "`<` $value `>`",
}

ods::int_enum! {
    /// kind2
    #[i32_enum_attr(name = "T_Kind2", cpp_namespace = "::t", specialized_attr = false)]
    pub enum Kind2 {
        Alpha = 0 => "alpha",
        Beta = 1 => "beta",
    }
}

ods::enum_attr! {
    /// The default `EnumAttr` format (`$value`).
    #[enum_attr(dialect = "tad", mnemonic = "kinddef", name = "T_KindDefAttr")]
    pub struct KindDefAttr(Kind2);
}

ods::attr_def! {
    #[attr_def(dialect = "tad", mnemonic = "pair", name = "T_PairAttr")]
    pub struct PairAttr {
        count: i64,
        r#type: Type,
    }
    format: "`<` $count `,` $type `>`",
}

ods::attr_def! {
    #[attr_def(dialect = "tad", mnemonic = "struct", name = "T_StructAttr")]
    pub struct StructAttr {
        a: i64,
        b: Type,
        s: String,
    }
    format: "`<` struct(params) `>`",
}

ods::attr_def! {
    #[attr_def(dialect = "tad", mnemonic = "params", name = "T_ParamsAttr")]
    pub struct ParamsAttr {
        a: i64,
        b: Type,
        c: Attribute,
    }
    format: "`<` params `>`",
}

ods::attr_def! {
    #[attr_def(dialect = "tad", mnemonic = "opt", name = "T_OptAttr")]
    pub struct OptAttr {
        r#type: Type,
        #[param(default = 1)]
        count: i64,
        #[param(optional)]
        extra: Attribute,
    }
    format: "`<` $type (`x` $count^)? (`,` $extra^)? `>`",
}

ods::attr_def! {
    #[attr_def(dialect = "tad", mnemonic = "kw", name = "T_KwAttr")]
    pub struct KwAttr {
        a: i64,
        #[param(cpp = "unsigned")]
        b: u32,
    }
    format: "`<` `x` `=` $a `,` `y` `=` $b `>`",
}

ods::attr_def! {
    #[attr_def(dialect = "tad", mnemonic = "unit", name = "T_UnitAttr")]
    pub struct UnitAttr;
}

ods::attr_def! {
    #[attr_def(dialect = "tad", mnemonic = "bare", name = "T_BareAttr")]
    pub struct BareAttr {
        a: i64,
    }
    format: "$a",
}

ods::attr_def! {
    #[attr_def(dialect = "tad", mnemonic = "ep", name = "T_EnumParamAttr")]
    pub struct EnumParamAttr {
        k: Kind,
        b: Bits,
        t: Type,
    }
    format: "`<` $k `,` $b `,` $t `>`",
}

ods::attr_def! {
    #[attr_def(dialect = "tad", mnemonic = "sopt", name = "T_StructOptAttr")]
    pub struct StructOptAttr {
        a: i64,
        #[param(optional)]
        b: Type,
        #[param(default = 5)]
        c: i64,
    }
    format: "`<` struct(params) `>`",
}

fn verify_checked(ctx: &Context, params: &[Option<Attribute>]) -> Result<(), String> {
    let n = i64::load(ctx, params[0].unwrap()).unwrap();
    if n < 0 {
        return Err(format!("n must be non-negative, got {n}"));
    }
    Ok(())
}

fn verify_checked_type(ctx: &Context, params: &[Option<Attribute>]) -> Result<(), String> {
    let n = i64::load(ctx, params[0].unwrap()).unwrap();
    if n < 0 {
        return Err(format!("type n must be non-negative, got {n}"));
    }
    Ok(())
}

ods::attr_def! {
    #[attr_def(dialect = "tad", mnemonic = "checked", name = "T_CheckedAttr")]
    pub struct CheckedAttr {
        n: i64,
    }
    format: "`<` $n `>`",
    verify: verify_checked,
}

ods::type_def! {
    #[type_def(dialect = "tad", mnemonic = "box", name = "T_BoxType")]
    pub struct BoxType {
        inner: Type,
        #[param(cpp = "unsigned")]
        n: u32,
    }
    format: "`<` $inner `,` $n `>`",
}

ods::type_def! {
    #[type_def(dialect = "tad", mnemonic = "tok", name = "T_TokType")]
    pub struct TokType;
}

ods::type_def! {
    #[type_def(dialect = "tad", mnemonic = "str", name = "T_StrType")]
    pub struct StrType {
        s: String,
    }
    format: "`<` $s `>`",
}

ods::type_def! {
    #[type_def(dialect = "tad", mnemonic = "checked", name = "T_CheckedType")]
    pub struct CheckedType {
        n: i64,
    }
    format: "`<` $n `>`",
    verify: verify_checked_type,
}

ods::op! {
    #[op(name = "tad.color")]
    pub struct UseColor {
        #[attr] c: ColorAttr,
    }
    format: "$c attr-dict",
}

ods::op! {
    #[op(name = "tad.pred")]
    pub struct UsePred {
        #[attr] p: PredAttr,
    }
    format: "$p attr-dict",
}

ods::op! {
    #[op(name = "tad.ibits")]
    pub struct UseIBits {
        #[attr] v: IBitsAttr,
    }
    format: "$v attr-dict",
}

ods::op! {
    #[op(name = "tad.bits")]
    pub struct UseBits {
        #[attr] b: BitsAttr,
        #[attr] k: KindAttr,
    }
    format: "$b $k attr-dict",
}

ods::op! {
    #[op(name = "tad.kinddef")]
    pub struct UseKindDef {
        #[attr] k: KindDefAttr,
    }
    format: "$k attr-dict",
}

ods::op! {
    #[op(name = "tad.defbits")]
    pub struct UseDefBits {
        #[attr(default = Bits::none)] b: BitsAttr,
    }
    format: "(`bits` $b^)? attr-dict",
}

ods::op! {
    #[op(name = "tad.pair")]
    pub struct UsePair {
        #[attr] p: PairAttr,
    }
    format: "$p attr-dict",
}

ods::op! {
    #[op(name = "tad.box")]
    pub struct UseBox {
        #[operand] x: AnyType,
        #[result] r: BoxType,
    }
    format: "$x attr-dict `:` type($x) `->` type($r)",
}

fn register(ctx: &mut Context) {
    ctx.register_dialect("tad", false);
    for def in [
        BitsAttr::DEF,
        KindAttr::DEF,
        KindDefAttr::DEF,
        PairAttr::DEF,
        StructAttr::DEF,
        ParamsAttr::DEF,
        OptAttr::DEF,
        KwAttr::DEF,
        UnitAttr::DEF,
        BareAttr::DEF,
        EnumParamAttr::DEF,
        StructOptAttr::DEF,
        CheckedAttr::DEF,
    ] {
        ctx.register_attr_def(def);
    }
    for def in [BoxType::DEF, TokType::DEF, StrType::DEF, CheckedType::DEF] {
        ctx.register_type_def(def);
    }
    UseColor::register(ctx);
    UsePred::register(ctx);
    UseIBits::register(ctx);
    UseBits::register(ctx);
    UseKindDef::register(ctx);
    UseDefBits::register(ctx);
    UsePair::register(ctx);
    UseBox::register(ctx);
}

fn run(input: &str, generic: bool) -> String {
    tests::driver_cases::run_with(register, input, generic)
}

/// The wrappers of tests/tad/gen.py.
fn wrap_attr(s: &str) -> String {
    format!("\"test.op\"() {{a = {s}}} : () -> ()\n")
}

fn wrap_op(s: &str) -> String {
    format!("\"test.wrap\"() ({{\n^bb0(%x: i32):\n  {s}\n}}) : () -> ()\n")
}

include!("../tad/cases.rs");

fn check(cases: &[(&str, &str)], wrap: fn(&str) -> String, generic: bool) {
    tests::driver_cases::check_cases(register, cases, wrap, generic)
}

#[test]
fn enum_stringify_symbolize() {
    assert_eq!(Color::Sp.stringify(), "has space");
    assert_eq!(Color::symbolize("blue"), Some(Color::Blue));
    assert_eq!(Color::symbolize("Blue"), None);
    assert_eq!(Color::from_bits(4), Some(Color::Blue));
    assert_eq!(Color::from_bits(2), None);
    assert_eq!(Pred::lt.value(), 7);
    assert_eq!(Color::SPEC.summary, "a color");
    assert_eq!(Kind::SPEC.cpp_type, "::t::Kind");
    assert_eq!((Bits::a | Bits::b).stringify(), "ab");
    assert_eq!((Bits::a | Bits::c).stringify(), "a, c");
    assert_eq!(Bits::none.stringify(), "none");
    assert_eq!(Bits::symbolize("c,b , a"), Some(Bits(7)));
    assert_eq!(Bits::symbolize("ab"), Some(Bits::ab));
    assert_eq!(Bits::symbolize("d"), None);
    assert_eq!(IBits::symbolize("p|q"), Some(IBits::p | IBits::q));
    assert_eq!((IBits::p | IBits::q).stringify(), "p | q");
    assert_eq!(!IBits::p, IBits::q);
    assert_eq!(Bits::from_bits(8), None);
    assert!(Bits::ab.contains(Bits::a));
}

#[test]
fn default_int_enum_summary() {
    ods::int_enum! {
        #[i64_enum_attr(name = "X")]
        enum Unnamed {
            x = 0,
            y = 3,
        }
    }
    assert_eq!(
        Unnamed::SPEC.summary,
        "allowed 64-bit signless integer cases: 0, 3"
    );
    assert_eq!(Unnamed::y.stringify(), "y");
}

#[test]
fn uniquing_and_accessors() {
    let mut ctx = Context::new();
    let i32t = ctx.int_type(32);
    let p1 = PairAttr::get(&mut ctx, 3, i32t);
    let p2 = PairAttr::get(&mut ctx, 3, i32t);
    let p3 = PairAttr::get(&mut ctx, 4, i32t);
    assert_eq!(p1, p2);
    assert_ne!(p1, p3);
    assert_eq!(p1.count(&ctx), 3);
    assert_eq!(p1.r#type(&ctx), i32t);
    assert_eq!(PairAttr::from_attr(&ctx, p1.0), Some(p1));
    assert!(PairAttr::matches(&ctx, p1.0));
    assert!(!StructAttr::matches(&ctx, p1.0));
    let k1 = KindAttr::get(&mut ctx, Kind::Mul);
    let k2 = <KindAttr as AttrConstraint>::attr(&mut ctx, Kind::Mul);
    assert_eq!(k1, k2);
    assert_eq!(KindAttr::value(&ctx, k1), Some(Kind::Mul));
    assert_eq!(BitsAttr::value(&ctx, k1), None);
    let b1 = BoxType::get(&mut ctx, i32t, 2);
    let b2 = BoxType::get(&mut ctx, i32t, 2);
    assert_eq!(b1, b2);
    assert_eq!(b1.n(&ctx), 2);
    assert!(BoxType::matches(&ctx, b1.0));
    let o = OptAttr::get(&mut ctx, i32t, 1, None);
    assert_eq!(o.extra(&ctx), None);
    assert_eq!(o.count(&ctx), 1);
    assert_eq!(
        CheckedAttr::get_checked(&mut ctx, -1).unwrap_err(),
        "n must be non-negative, got -1"
    );
    // Printing.
    assert_eq!(
        ods::asm::print_attribute_local(&ctx, p1.0),
        "#tad.pair<3, i32>"
    );
    assert_eq!(ods::asm::print_attribute_local(&ctx, o.0), "#tad.opt<i32>");
    assert_eq!(ods::asm::print_type_local(&ctx, b1.0), "!tad.box<i32, 2>");
    let c = ColorAttr::attr(&mut ctx, Color::Sp);
    assert_eq!(ods::asm::print_attribute_local(&ctx, c), "5 : i32");
    assert_eq!(ColorAttr::value(&ctx, c), Some(Color::Sp));
}

/// Generic attribute and type syntax: parsing, printing, aliases, errors.
#[test]
fn attributes_and_types_like_mlir_opt() {
    check(ATTRS, wrap_attr, false);
}

/// Enum and dialect attributes and types inside operation formats.
#[test]
fn op_formats_like_mlir_opt() {
    check(OPS, wrap_op, false);
}

/// The generic form: stored integers and dialect attributes, property
/// conversion and verification messages.
#[test]
fn generic_form_like_mlir_opt() {
    check(GENERIC, wrap_op, true);
}

// The mlir-tblgen 22 source the expectations were produced from:
//
// def T_Dialect : Dialect { let name = "tad"; let cppNamespace = "::t";
//   let usePropertiesForAttributes = 1; let useDefaultAttributePrinterParser = 1;
//   let useDefaultTypePrinterParser = 1; }
// def T_Color : I32EnumAttr<"Color", "a color", [I32EnumAttrCase<"Red", 0, "red">,
//   I32EnumAttrCase<"Green", 1, "green">, I32EnumAttrCase<"Blue", 4, "blue">,
//   I32EnumAttrCase<"Sp", 5, "has space">]>;
// def T_Pred : I64EnumAttr<"Pred", "a predicate", [I64EnumAttrCase<"eq", 0>,
//   I64EnumAttrCase<"ne", 1>, I64EnumAttrCase<"lt", 7>]>;
// def T_Bits : I32BitEnumAttr<"Bits", "bits", [I32BitEnumAttrCaseNone<"none">,
//   I32BitEnumAttrCaseBit<"a", 0>, I32BitEnumAttrCaseBit<"b", 1>, I32BitEnumAttrCaseBit<"c", 2>,
//   I32BitEnumAttrCaseGroup<"ab", [...a, ...b]>]> { let genSpecializedAttr = 0;
//   let separator = ", "; let printBitEnumPrimaryGroups = 1; }
// def T_BitsAttr : EnumAttr<T_Dialect, T_Bits, "bits"> { let assemblyFormat = "`<` $value `>`"; }
// def T_IBits : I32BitEnumAttr<"IBits", "ibits", [None<"none">, Bit<"p", 0>, Bit<"q", 1>]> {
//   let separator = " | "; }
// def T_Kind : I32EnumAttr<"Kind", "kind", [..."add", ..."mul"]> { let genSpecializedAttr = 0; }
// def T_KindAttr : EnumAttr<T_Dialect, T_Kind, "kind"> { let assemblyFormat = "`<` $value `>`"; }
// def T_Kind2 : I32EnumAttr<"Kind2", "kind2", [..."alpha", ..."beta"]> { let genSpecializedAttr = 0; }
// def T_KindDefAttr : EnumAttr<T_Dialect, T_Kind2, "kinddef">;
// def T_PairAttr : AttrDef<T_Dialect, "Pair"> { let mnemonic = "pair";
//   let parameters = (ins "int64_t":$count, "::mlir::Type":$type);
//   let assemblyFormat = "`<` $count `,` $type `>`"; }
// def T_StructAttr : ... (ins "int64_t":$a, "::mlir::Type":$b, StringRefParameter<"s">:$s)
//   "`<` struct(params) `>`"
// def T_ParamsAttr : ... (ins "int64_t":$a, "::mlir::Type":$b, "::mlir::Attribute":$c) "`<` params `>`"
// def T_OptAttr : ... (ins "::mlir::Type":$type, DefaultValuedParameter<"int64_t", "1">:$count,
//   OptionalParameter<"::mlir::Attribute">:$extra) "`<` $type (`x` $count^)? (`,` $extra^)? `>`"
// def T_KwAttr : ... (ins "int64_t":$a, "unsigned":$b) "`<` `x` `=` $a `,` `y` `=` $b `>`"
// def T_UnitAttr : AttrDef<T_Dialect, "Unit"> { let mnemonic = "unit"; }
// def T_BareAttr : ... (ins "int64_t":$a) "$a"
// def T_EnumParamAttr : ... (ins EnumParameter<T_Kind>:$k, EnumParameter<T_Bits>:$b, "::mlir::Type":$t)
//   "`<` $k `,` $b `,` $t `>`"
// def T_StructOptAttr : ... (ins "int64_t":$a, OptionalParameter<"::mlir::Type">:$b,
//   DefaultValuedParameter<"int64_t", "5">:$c) "`<` struct(params) `>`"
// def T_CheckedAttr / T_CheckedType : (ins "int64_t":$n) "`<` $n `>`", genVerifyDecl = 1
// def T_BoxType : TypeDef<T_Dialect, "Box"> { let mnemonic = "box";
//   let parameters = (ins "::mlir::Type":$inner, "unsigned":$n); "`<` $inner `,` $n `>`" }
// def T_TokType : TypeDef<T_Dialect, "Tok"> { let mnemonic = "tok"; }
// def T_StrType : ... (ins StringRefParameter<"s">:$s) "`<` $s `>`"
// def UseColor : T_Op<"color"> { let arguments = (ins T_Color:$c); let assemblyFormat = "$c attr-dict"; }
// (pred, ibits, bits, kinddef, pair alike; defbits: DefaultValuedAttr<T_BitsAttr,
//   "::t::Bits::none">:$b with "(`bits` $b^)? attr-dict")

ods::type_def! {
    #[type_def(dialect = "tonly", mnemonic = "t", name = "TOnly_T")]
    pub struct TOnlyType;
}

/// A dialect with type definitions only: `#tonly.x` is an error, as in
/// mlir-opt for `#func.foo` (`dialect 'func' provides no attribute parsing
/// hook`, at the symbol data).
#[test]
fn dialect_without_attribute_definitions() {
    let input = "\"test.op\"() {a = #tonly.x, b = !tonly.t} : () -> ()\n";
    let stderr =
        tests::driver_cases::run_with(|ctx| ctx.register_type_def(TOnlyType::DEF), input, false);
    assert_eq!(
        stderr,
        "t.mlir:1:25: error: dialect 'tonly' provides no attribute parsing hook\n\"test.op\"() {a = #tonly.x, b = !tonly.t} : () -> ()\n                        ^\n"
    );
}

/// The parser re-lexes a symbol's body after moving past it; through the
/// streaming lexer (tiny refill windows) the result must not change.
#[test]
fn streaming_windows_match_in_memory() {
    let mut input = String::new();
    for i in 0..40 {
        input.push_str(&format!(
            "\"test.op\"() {{a = #tad.pair<{i},\n  !tad.box<!tad.str<\"s{i}\">, {i}>>, b = #tad<struct<s = \"x\", b = i{w}, a = -{i}>>, c = [#tad.bits<c, b>, #tad.kind<add>], d = !tad.tok}} : () -> ()\n",
            w = i + 1
        ));
    }
    let print = |ctx: &Context, m| {
        let flags = ods::asm::PrintFlags::default();
        String::from_utf8(ods::asm::print_op_to_vec(ctx, m, &flags)).unwrap()
    };
    let mut ctx = Context::new();
    register(&mut ctx);
    ctx.set_allow_unregistered_dialects(true);
    let m = ods::asm::parse_source(&mut ctx, input.as_bytes(), b"t.mlir", &Default::default())
        .unwrap_or_else(|d| panic!("{}", d[0].message))
        .module;
    let expected = print(&ctx, m);
    assert!(expected.contains("#tad.pair<39, !tad.box<!tad.str<\"s39\">, 39>>"));
    for window in [1, 7, 61] {
        let mut ctx = Context::new();
        register(&mut ctx);
        ctx.set_allow_unregistered_dialects(true);
        let reader = Box::new(std::io::Cursor::new(input.clone().into_bytes()));
        let m = ods::asm::parse_stream_with_window(&mut ctx, reader, b"t.mlir", window)
            .unwrap_or_else(|d| panic!("window {window}: {}", d[0].message))
            .module;
        assert_eq!(print(&ctx, m), expected, "window {window}");
    }
}

/// Every prefix of every case (and a few byte substitutions) parses or
/// fails with a diagnostic, never a panic.
#[test]
fn truncated_and_mutated_inputs_do_not_panic() {
    let mut inputs: Vec<String> = Vec::new();
    for (i, _) in ATTRS {
        inputs.push(wrap_attr(i));
    }
    for (i, _) in OPS {
        inputs.push(wrap_op(i));
    }
    for text in &inputs {
        let bytes = text.as_bytes();
        for n in 0..bytes.len() {
            let prefix = String::from_utf8_lossy(&bytes[..n]).into_owned();
            let _ = run(&prefix, false);
            for sub in ["<", ">", ",", "\"", " ", "#tad.", "!tad.", "0x"] {
                let mut s = String::from_utf8_lossy(&bytes[..n]).into_owned();
                s.push_str(sub);
                s.push_str(&String::from_utf8_lossy(&bytes[(n + 1).min(bytes.len())..]));
                let _ = run(&s, false);
            }
        }
    }
}
