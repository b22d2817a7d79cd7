//! ODS-shaped declaration macros.
//!
//! * [`op!`](macro@op): one operation, shaped like an ODS `def XOp : Op<...>`
//!   record: operands, attributes, results, regions, successors, traits,
//!   a declarative assembly format and hooks. Expands to constant tables,
//!   a typed handle, builders and registration.
//!
//! * [`int_enum!`](macro@int_enum), [`bit_enum!`](macro@bit_enum): ODS
//!   `I32EnumAttr`/`I64EnumAttr` and `I32BitEnumAttr` (Rust enum or flags
//!   type, `EnumSpec` table, integer-backed attribute constraint).
//! * [`enum_attr!`](macro@enum_attr), [`attr_def!`](macro@attr_def),
//!   [`type_def!`](macro@type_def): ODS `EnumAttr`, `AttrDef` and `TypeDef`
//!   (a `DefSpec` table, a typed handle with accessors, a constraint).
//!
//! The assembly formats are compiled at macro time (grammars in
//! `format/grammar.pest` and `attrdef/grammar.pest`): names, anchors and type
//! inference are checked like mlir-tblgen checks them, with errors pointing
//! at the format.

mod attrdef;
mod enums;
mod format;
mod op;
mod pattern;
mod util;

use proc_macro::TokenStream;

/// Declares an operation, shaped like an ODS `def XOp : Op<...>` record.
///
/// ```text
/// ods::op! {
///     /// integer addition operation          <- summary (first paragraph)
///     ///
///     /// Performs N-bit addition ...          <- description (the rest)
///     #[op(name = "arith.addi")]
///     pub struct AddIOp {
///         #[operand] lhs: SignlessIntegerOrIndexLike,
///         #[operand] rhs: SignlessIntegerOrIndexLike,
///         #[attr(name = "overflowFlags", default = IntegerOverflowFlags::none)]
///         overflow_flags: IntegerOverflowFlagsAttr,
///         #[result] result: SignlessIntegerOrIndexLike,
///     }
///     traits: [Commutative, Pure, SameOperandsAndResultType],
///     format: "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)",
///     canonicalize: canonicalize::addi,
///     fold: fold::fold_addi,
/// }
/// ```
///
/// # The header
///
/// `#[op(name = "dialect.mnemonic")]` is required; `default_dialect =
/// "d"` is `OpAsmOpInterface::getDefaultDialect` (op names in the op's
/// regions may omit `d.`). Doc comments become the summary and
/// description (`--dialect-doc`, rustdoc).
///
/// # Fields
///
/// One per operand, attribute, result, region and successor, in ODS order.
/// Operands and attributes together, in the order written, are ODS's
/// `arguments` (what `arguments()`, `build_with_arguments()` and
/// `pattern!` DAGs use). The field's Rust name is snake case; `name = "..."`
/// gives the IR name when it differs (`#[operand(name = "in")] input`).
///
/// | field | options | ODS |
/// |---|---|---|
/// | `#[operand] x: C` | `variadic`, `optional`, `name` | `C:$x`, `Variadic<C>`, `Optional<C>` |
/// | `#[result] x: C` | `variadic`, `optional`, `name` | results |
/// | `#[attr] x: C` | `optional`, `default = value`, `optional, default = value` (`DefaultValuedOptionalAttr`), `name` | `C:$x`, `OptionalAttr<C>`, `DefaultValuedAttr<C, v>` |
/// | `#[region] x: AnyRegion` | `variadic`, `sized = N`, `max_sized = N`, `name` | `AnyRegion`, `SizedRegion<N>`, `MaxSizedRegion<N>` |
/// | `#[successor] x: AnySuccessor` | `variadic`, `name` | `AnySuccessor`, `VariadicSuccessor` |
///
/// `C` is a type constraint (`ods::opdef::constraint::types`: `AnyType`,
/// `Index`, `I64`, `F32`, `FloatLike`, `SignlessIntegerOrIndexLike`, ...; a
/// dialect's own is a unit struct implementing `ods::opdef::TypeConstraint`)
/// or an attribute constraint
/// (`ods::opdef::constraint::attrs`: `I64Attr`, `StrAttr`, `UnitAttr`,
/// `TypeAttr`, `DenseI64ArrayAttr`, `SymbolNameAttr`, ...; enum attributes
/// from `int_enum!`/`bit_enum!`/`enum_attr!`; `ods::attr_constraint!` for a
/// predicate of your own). A `default` value is the constraint's Rust value
/// (`IntegerOverflowFlags::none`, `0`). A `UnitAttr` is optional by nature.
///
/// # Clauses
///
/// After the struct, `key: value,` in any order:
///
/// * `traits: [...]`: ODS traits. Verifying ones are checked in declaration
///   order with MLIR's messages: `SameOperandsAndResultType`,
///   `SameTypeOperands`, `SameOperandsAndResultShape`,
///   `SameOperandsAndResultElementType`, `SameOperandsShape`,
///   `SameOperandsElementType`, `AllTypesMatch<[a, b]>`,
///   `AllElementTypesMatch<[..]>`, `AllShapesMatch<[..]>`,
///   `AllRanksMatch<[..]>`, `TypesMatchWith<"summary", from, to, transform_fn>`
///   (and `OptionalTypesMatchWith`), `Pred<"summary", predicate_fn>`,
///   `Elementwise`/`ElementwiseMappable`, `CastOpInterface<compatible_fn>`,
///   `HasParent<ParentOp, ...>` (or `"d.parent"`), `ParentOneOf<...>`,
///   `FunctionOpInterface` (`ods::function_interface::verify_function_op`:
///   symbol, argument/result attributes, entry block against signature),
///   `SingleBlockImplicitTerminator<TermOp>`, `AttrSizedOperandSegments`,
///   `AttrSizedResultSegments`, `NoRegionArguments`, `SingleBlock`. Marker
///   traits set the op's trait bits: `Pure`, `NoMemoryEffect`, `MemRead`,
///   `MemAlloc`, `RecursiveMemoryEffects`, `AlwaysSpeculatable`,
///   `Commutative`, `Idempotent`, `Involution`, `ConstantLike`,
///   `Terminator`, `ReturnLike`, `IsolatedFromAbove`, `NoTerminator`,
///   `SymbolTable`, `Symbol`, `AffineScope`, `HasOnlyGraphRegion`. Any other
///   name must be a declared trait (`impl ods::opdef::DeclaredTrait for X`):
///   documented and listed, not interpreted.
/// * `interfaces: [Trait => model, ...]`: op interfaces as Rust traits;
///   `ctx.op_interface::<dyn Trait>(op)` finds the model.
/// * `format: "..."`: the declarative assembly format, compiled at macro
///   time with mlir-tblgen's rules and errors (`$x`, `` `literal` ``,
///   `attr-dict`, `attr-dict-with-keyword`, `prop-dict`, `type($x)`,
///   `functional-type(a, b)`, `qualified(...)`, `operands`, `results`,
///   `regions`, `successors`, `custom<Name>(...)` with a
///   `ods::format::CustomDirective` named `Name` in scope, `ref(...)`,
///   optional groups `(...)^ ... ?` with `:` else groups, `oilist(...)`).
///   Without a format (and without `parse`/`print`) the op prints generically.
///
/// Hooks, each a function path or a non-capturing closure:
///
/// | clause | ODS | signature |
/// |---|---|---|
/// | `verify` | `hasVerifier` | `fn(&Context, Operation) -> Result<(), Diagnostic>` |
/// | `verify_regions` | `hasRegionVerifier` | same |
/// | `verify_symbol_uses` | `SymbolUserOpInterface` | same |
/// | `parse` | `hasCustomAssemblyFormat` | `fn(&mut OpAsmParser, &mut OperationState) -> PResult<()>` |
/// | `print` | `hasCustomAssemblyFormat` | `fn(&mut OpAsmPrinter, Operation)` |
/// | `alias_visit` | (what `print` prints, for alias collection) | `fn(&Context, Operation) -> Vec<AliasVisit>` |
/// | `infer` | `InferTypeOpInterface` | `fn(&mut Context, &OperationState) -> Result<Vec<Type>, String>` |
/// | `result_names` | `OpAsmOpInterface::getAsmResultNames` | `fn(&Context, Operation) -> Vec<(usize, String)>` |
/// | `block_arg_names` | `getAsmBlockArgumentNames` | `fn(&Context, Region) -> Vec<(Value, String)>` |
/// | `fold` | `hasFolder` | `fn(&mut Context, Operation, &[Option<Attribute>]) -> FoldResult` |
/// | `canonicalize` | `hasCanonicalizer` | `fn(&mut RewritePatternSet)` (a `pattern!` group fits) |
/// | `effects` | `MemoryEffectOpInterface::getEffects` | `fn(&Context, Operation) -> OpTraits` |
///
/// # What it generates
///
/// * `pub struct AddIOp(pub Operation)`: the typed handle (`ods::opdef::Op`),
///   with `NAME`, `NAME_BYTES`, `definition()`, `register(ctx)`, and per
///   field an accessor (`lhs(ctx)`, `overflow_flags(ctx)` as the Rust value,
///   `overflow_flags_attr(ctx)` as stored, `lhs_typed(ctx)` as a
///   `TypedValue` of a concrete constraint, regions and successors).
/// * Builders, all creating through a `&mut dyn OpBuilder` (a `Context`:
///   detached, parent checks deferred; a `PatternRewriter`: inserted at its
///   insertion point, verified there and announced):
///   `build(b, loc, args..., successors...)` when every result type can be
///   inferred (successors, a `Block` or `&[Block]` each, follow the arguments),
///   `build_with_result_types(b, loc, result types..., args...)`, the
///   typestate `builder()` whose `.build(b, loc)` exists once every required
///   operand and attribute is set (a missing one is a compile error naming
///   it), with a setter per region too (a detached region moved into the
///   op; unset ones are empty), `build_with_arguments(b, loc, types,
///   args...)` from raw attributes (what `pattern!` uses; not verified, as
///   DRR builds), and `build_generic(b, loc, GenericParts { result_types,
///   operands, attributes, successors, regions })`, the generic builder ODS
///   generates for every op (inherent attributes become properties).
/// * `arguments(ctx)`: the ODS arguments as a tuple; `NUM_ARGUMENTS`.
/// * The op's `OpSpec` (verifier, format, docs) and `OpDefinition`.
///
/// Ops sharing fields, traits and a format derive from an `op_class!`.
#[proc_macro]
pub fn op(input: TokenStream) -> TokenStream {
    let decl = syn::parse_macro_input!(input as op::input::OpDecl);
    match op::expand(decl) {
        Ok(t) => t.into(),
        Err(e) => e.to_compile_error().into(),
    }
}

/// Declares an op class (an ODS base class such as `Arith_IntBinaryOp`):
/// fields, traits, a format and hooks that many ops share. The class
/// becomes a macro of its name; an op derives from it by being declared
/// through that macro instead of `op!`:
///
/// ```text
/// ods::op_class! {
///     /// `Arith_IntBinaryOp`: lhs, rhs and result of one integer type.
///     class ArithIntBinaryOp {
///         #[operand] lhs: SignlessIntegerOrIndexLike,
///         #[operand] rhs: SignlessIntegerOrIndexLike,
///         #[result] result: SignlessIntegerOrIndexLike,
///     }
///     traits: [InferIntRangeInterface, SameOperandsAndResultType],
///     format: "$lhs `,` $rhs attr-dict `:` type($result)",
/// }
///
/// ArithIntBinaryOp! {
///     /// integer bitwise and
///     #[op(name = "arith.andi")]
///     pub struct AndIOp {}
///     traits: [Commutative, Idempotent, Pure],
///     fold: fold::fold_andi,
/// }
/// ```
///
/// Merging follows ODS: the class's fields come first (an op field with the
/// same name replaces the class's in place, as an ODS op redefining
/// `arguments` would), the class's traits are appended to the op's, and the
/// op's format and hooks override the class's. The class macro is visible
/// after its definition in the module (textual scope); `pub(crate) class`
/// also re-exports it to the crate.
#[proc_macro]
pub fn op_class(input: TokenStream) -> TokenStream {
    let decl = syn::parse_macro_input!(input as op::class::ClassInput);
    op::class::expand(decl).into()
}

/// Declares rewrite patterns shaped like MLIR's DRR (`Pat<...>` and
/// `Pattern<...>` records of a `.td` file), over the typed ops `op!`
/// declares.
///
/// ```text
/// ods::pattern! {
///     /// `AddIOp::getCanonicalizationPatterns`.
///     pub fn addi {
///         /// addi(addi(x, c0), c1) -> addi(x, c0 + c1)
///         AddIAddConstant:
///             (AddIOp:$res (AddIOp $x, (ConstantLike APIntAttr:$c0), $ovf1),
///                 (ConstantLike APIntAttr:$c1), $ovf2)
///             => (AddIOp $x, (ConstantOp {add_int_attrs(rw, res, c0, c1)}?),
///                 {merge_overflow(rw, ovf1, ovf2)});
///         /// addi(x, muli(y, -1)) -> subi(x, y)
///         AddIMulNegativeOneRhs:
///             (AddIOp $x, (MulIOp $y, (ConstantLike $c0), $ovf1), $ovf2)
///             => (SubIOp $x, $y, _)
///             where is_scalar_or_splat_negative_one(rw, c0);
///         /// A C++-style pattern: a typed function, registered in its place.
///         SelectToExtUI: use select_to_extui;
///     }
/// }
/// ```
///
/// **Groups.** Each `[pub] fn name { ... }` becomes
/// `fn name(set: &mut RewritePatternSet)`, adding its patterns in the order
/// written (the order of MLIR's `patterns.add<...>`, which breaks benefit
/// ties). Use it as an op's `canonicalize:` hook or call it to fill any set.
///
/// **Patterns.** `Name: (source DAG) => result [where c1, c2, ...];`. The
/// pattern is rooted at the source DAG's op type (never a string) and its
/// benefit is DRR's: the number of ops the source DAG matches.
/// `Name: use path;` registers a hand-written
/// `fn(RootOp, &mut PatternRewriter) -> bool` (what MLIR writes in C++) with
/// benefit 1.
///
/// **Source DAG** `(Op[:$name] arg, arg, ...)`: the arguments are the op's
/// operands and attributes in declaration order (ODS's `arguments`), read
/// with the generated `Op::arguments`. Each argument is
/// * `$x`: binds the operand (`Value`, `Option<Value>` or `Vec<Value>`) or
///   the attribute (`Option<Attribute>`, `None` when absent); binding the
///   same name twice requires the same value (as DRR does);
/// * `_` or `$_`: anything;
/// * `(Op ...)`: the operand is produced by an `Op` (matched with
///   `rw.defining::<Op>(v)`), matched recursively;
/// * `(ConstantLike [Constraint:]$c)`: the operand is produced by a
///   `ConstantLike` op whose value satisfies the attribute constraint
///   (`APIntAttr`, `TypedAttrInterface`, any `AttrConstraint`; `AnyAttr`
///   when omitted); binds the `Attribute`.
///
/// `Op:$name` binds the matched op's typed handle.
///
/// **Constraints** (`where`): Rust boolean expressions over the bound
/// names and `rw` (the `&mut PatternRewriter`, which reads as a
/// `&Context`), checked after the whole source DAG matched.
///
/// **Result DAG**: `(Op arg, ...)` builds an op with the generated
/// `Op::build_with_arguments` at the root (inner ops first, as DRR does);
/// `[r1, r2, ...]` gives several replacements (an op replaces as many root
/// results as it has); each argument is
/// * `$x`: a bound name;
/// * `_`: the parameter's default (`None` for an attribute or optional
///   operand, `&[]` for a variadic one);
/// * `{ expr }`: a Rust expression (a `NativeCodeCall`), converted with
///   `Into` (an `Attribute` fills an attribute argument); `{ expr }?` takes
///   an `Option` whose `None` abandons the rewrite;
/// * `(Op ...)`: a nested op, whose first result is the argument.
///
/// Ops replacing the root get the root's result types; nested ops infer
/// theirs. As with DRR, result ops are not verified when built: an invalid
/// rewrite is reported by the verifier after the pass, as `mlir-opt`
/// reports it. When a step fails (`?`, a type that cannot be inferred) the
/// ops already created are erased and the pattern does not apply.
///
/// **Errors at compile time**, pointing at the DAG node: an unknown op
/// (name resolution), a node with the wrong number of arguments (``pattern
/// `X`: `Op` does not take 2 argument(s)``), a result name the source does
/// not bind.
#[proc_macro]
pub fn pattern(input: TokenStream) -> TokenStream {
    let decl = syn::parse_macro_input!(input as pattern::PatternInput);
    match pattern::expand(decl) {
        Ok(t) => t.into(),
        Err(e) => e.to_compile_error().into(),
    }
}

/// Declares an integer enum (ODS `I32EnumAttr` / `I64EnumAttr`): a Rust
/// enum with `stringify`/`symbolize`/`ALL`, its `EnumSpec`
/// (`EnumValue::SPEC`), `ParamValue` (usable as an `EnumParameter` of
/// `attr_def!`), and, unless `specialized_attr = false`
/// (`genSpecializedAttr = 0`), the attribute constraint `<Name>Attr` whose
/// value is stored as a signless integer attribute of the width and printed in
/// op formats as a keyword or quoted string.
///
/// ```text
/// ods::int_enum! {
///     /// Summary (empty: "allowed 64-bit signless integer cases: 0, 1, ...").
///     #[i64_enum_attr(name = "Arith_CmpFPredicateAttr", cpp_namespace = "::mlir::arith")]
///     pub enum CmpFPredicate {
///         AlwaysFalse = 0 => "false",   // I64EnumAttrCase<"AlwaysFalse", 0, "false">
///         OEQ = 1 => "oeq",
///         eq = 2,                       // string = symbol
///     }
/// }
/// ```
///
/// Options: `name` (the ODS record), `cpp_namespace`, `specialized_attr`.
/// `#[i32_enum_attr(...)]` for `I32EnumAttr`.
#[proc_macro]
pub fn int_enum(input: TokenStream) -> TokenStream {
    let decl = syn::parse_macro_input!(input as enums::IntEnumDecl);
    match enums::expand_int(decl) {
        Ok(t) => t.into(),
        Err(e) => e.to_compile_error().into(),
    }
}

/// Declares a bit enum (ODS `I32BitEnumAttr`): a flags newtype with one
/// constant per case (`FastMathFlags::nnan`), `|`/`&`/`^`/`!`, `contains`,
/// `stringify`/`symbolize` (separator, primary groups), its `EnumSpec`, and
/// (unless `specialized_attr = false`) the integer-backed attribute
/// constraint `<Name>Attr`.
///
/// ```text
/// ods::bit_enum! {
///     /// Floating point fast math flags
///     #[i32_bit_enum_attr(cpp_namespace = "::mlir::arith", separator = ",",
///                         print_primary_groups, specialized_attr = false)]
///     pub struct FastMathFlags {
///         none = none,                 // I32BitEnumAttrCaseNone<"none">
///         reassoc = bit(0),            // I32BitEnumAttrCaseBit<"reassoc", 0>
///         nnan = bit(1),
///         fast = group(reassoc, nnan), // I32BitEnumAttrCaseGroup<"fast", [...]>
///         raw = value(12) => "raw",    // I32BitEnumAttrCase<"raw", 12>
///     }
/// }
/// ```
///
/// `#[i8_bit_enum_attr]`, `#[i16_bit_enum_attr]`, `#[i64_bit_enum_attr]` for
/// the other widths; the default separator is `|`.
#[proc_macro]
pub fn bit_enum(input: TokenStream) -> TokenStream {
    let decl = syn::parse_macro_input!(input as enums::BitEnumDecl);
    match enums::expand_bit(decl) {
        Ok(t) => t.into(),
        Err(e) => e.to_compile_error().into(),
    }
}

/// Declares a dialect attribute wrapping an enum (ODS
/// `EnumAttr<Dialect, Enum, "mnemonic">`): `#arith.fastmath<nnan,ninf>`,
/// printed stripped (`<nnan,ninf>`) inside op formats and parsed in either
/// form. The unit struct is the attribute constraint (its value is the enum),
/// with `DEF`, `get(ctx, value)` and `register(ctx)`.
///
/// ```text
/// ods::enum_attr! {
///     #[enum_attr(dialect = "arith", mnemonic = "fastmath", name = "Arith_FastMathAttr")]
///     pub struct FastMathFlagsAttr(FastMathFlags);
///     format: "`<` $value `>`",   // default: "$value"
/// }
/// ```
///
/// Summary and description default to the enum's.
#[proc_macro]
pub fn enum_attr(input: TokenStream) -> TokenStream {
    let decl = syn::parse_macro_input!(input as attrdef::EnumAttrInput);
    match attrdef::expand(decl.0) {
        Ok(t) => t.into(),
        Err(e) => e.to_compile_error().into(),
    }
}

/// Declares a dialect attribute (ODS `AttrDef`): parameters, mnemonic, a
/// declarative format or custom hooks, a verifier. Expands to a handle
/// `struct X(pub Attribute)` with `DEF`, `get`, `get_checked`, `from_attr`,
/// `register` and one accessor per parameter, and an `AttrConstraint` (value:
/// the handle; stripped form inside op formats).
///
/// ```text
/// ods::attr_def! {
///     /// Summary.
///     ///
///     /// Description.
///     #[attr_def(dialect = "test", mnemonic = "pair", name = "Test_PairAttr")]
///     pub struct PairAttr {
///         /// Parameter summary.
///         count: i64,                      // "int64_t"
///         r#type: Type,                    // "::mlir::Type" (`$type` in the format)
///         #[param(default = 1)] n: i64,    // DefaultValuedParameter<"int64_t", "1">
///         #[param(optional)] extra: Attribute,  // OptionalParameter<"::mlir::Attribute">
///         #[param(cpp = "unsigned")] m: u32,    // the C++ type named in messages
///         s: String,                       // StringRefParameter
///         kind: CombiningKind,             // EnumParameter<CombiningKind>
///     }
///     format: "`<` $count `,` $type (`x` $n^)? (`,` $extra^)? `,` $m `,` $s `,` $kind `>`",
///     verify: verify_pair,   // fn(&Context, &[Option<Attribute>]) -> Result<(), String>
/// }
/// ```
///
/// Formats: literals, `$param`, `qualified($param)`, `params`,
/// `struct(params)` / `struct($a, $b)`, optional groups starting with a
/// literal and anchored on optional parameters. Instead of `format:`,
/// `parse: f, print: g` give custom hooks
/// (`ods::opdef::attrdef::DefParseFn`/`DefPrintFn`). Without parameters and
/// format the attribute is the bare mnemonic (`#test.unit`).
#[proc_macro]
pub fn attr_def(input: TokenStream) -> TokenStream {
    let decl = syn::parse_macro_input!(input as attrdef::AttrDefInput);
    match attrdef::expand(decl.0) {
        Ok(t) => t.into(),
        Err(e) => e.to_compile_error().into(),
    }
}

/// Declares a dialect type (ODS `TypeDef`): as [`attr_def!`](macro@attr_def)
/// with a `struct X(pub Type)` handle (`from_type`) and a `TypeConstraint`
/// (`type($x)` prints stripped in op formats). `traits:
/// [VectorElementTypeInterface, MemRefElementTypeInterface]` allow the type as
/// a vector/memref element.
///
/// ```text
/// ods::type_def! {
///     #[type_def(dialect = "test", mnemonic = "box", name = "Test_BoxType")]
///     pub struct BoxType {
///         inner: Type,
///         #[param(cpp = "unsigned")] n: u32,
///     }
///     format: "`<` $inner `,` $n `>`",
///     traits: [VectorElementTypeInterface],
/// }
/// ```
#[proc_macro]
pub fn type_def(input: TokenStream) -> TokenStream {
    let decl = syn::parse_macro_input!(input as attrdef::TypeDefInput);
    match attrdef::expand(decl.0) {
        Ok(t) => t.into(),
        Err(e) => e.to_compile_error().into(),
    }
}
