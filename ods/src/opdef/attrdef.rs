//! Dialect attribute and type definitions (ODS `AttrDef` / `TypeDef` /
//! `EnumAttr`) at run time: the constant tables the `attr_def!`,
//! `type_def!` and `enum_attr!` macros emit ([`DefSpec`]), and the shared
//! routines that interpret them:
//!
//! * parsing the body of `#dialect.mnemonic<...>` / `!dialect.mnemonic<...>`
//!   with a declarative format (MLIR's `AttrOrTypeFormatGen`: literals,
//!   `$param`, `params`, `struct(...)`, optional groups) or a custom hook,
//!   with mlir-tblgen's messages (`failed to parse X parameter 'p' which is to
//!   be a `T``, `duplicate or unknown struct parameter name: ...`);
//! * printing it with the generated printer's spacing rules;
//! * the stripped form used inside operation formats
//!   (`printStrippedAttrOrType` / `parseCustomAttributeWithFallback`);
//! * the nested types and attributes a print visits, for alias collection.
//!
//! Parameters are stored as attributes (see [`crate::ir::AttrKind::Dialect`]):
//! integers and enum values as integer attributes of their width, strings as
//! string attributes, types as type attributes, attributes as themselves.

use super::enums::EnumSpec;
use crate::asm::lexer::TokenKind;
use crate::asm::{OpAsmParser, OpAsmPrinter, PResult, ParseFailure, Parser};
use crate::diag::Diagnostic;
use crate::ir::{AttrKind, Attribute, Context, Type, TypeKind};
use crate::support::apint::APInt;

/// What a parameter holds, and so how it is parsed, printed and stored.
#[derive(Copy, Clone, Debug)]
pub enum ParamKind {
    /// `"::mlir::Type"`: any type, stored as a type attribute.
    Type,
    /// `"::mlir::Attribute"`: any attribute.
    Attr,
    /// An integer (`"int64_t"`, `"unsigned"`): stored as a signless integer
    /// attribute of `width` bits.
    Int {
        /// Bit width (8, 16, 32 or 64).
        width: u32,
        /// Whether the C++ type is signed.
        signed: bool,
    },
    /// `StringRefParameter`: stored as a string attribute.
    String,
    /// `EnumParameter<E>`: stored as an integer attribute of the enum's width.
    Enum(&'static EnumSpec),
}

/// Whether a parameter may be absent.
#[derive(Copy, Clone)]
pub enum ParamPresence {
    /// Always present.
    Required,
    /// `OptionalParameter`: absent is `None`; printed only when present.
    Optional,
    /// `DefaultValuedParameter`: absent means the default; printed only when
    /// different from it.
    Default {
        /// Builds the default value.
        make: fn(&mut Context) -> Attribute,
        /// True if a stored value is the default (printing has only a
        /// shared context).
        is_default: fn(&Context, Attribute) -> bool,
    },
}

/// One parameter of a definition.
#[derive(Copy, Clone)]
pub struct ParamSpec {
    /// The ODS name (`value`, `count`).
    pub name: &'static str,
    /// Kind of value.
    pub kind: ParamKind,
    /// The C++ type as mlir-tblgen names it in messages (`int64_t`,
    /// `::mlir::Type`, `::mlir::arith::FastMathFlags`).
    pub cpp_type: &'static str,
    /// The parameter's summary (documentation).
    pub summary: &'static str,
    /// Required, optional or default-valued.
    pub presence: ParamPresence,
}

impl ParamSpec {
    /// True for optional and default-valued parameters.
    pub fn is_optional(&self) -> bool {
        !matches!(self.presence, ParamPresence::Required)
    }
}

/// One element of a compiled definition assembly format.
#[derive(Copy, Clone, Debug)]
pub enum DefElement {
    /// A literal: a keyword (`` `x` ``) or punctuation (`` `<` ``).
    Literal(&'static str),
    /// Whitespace: `` ` ` `` (`" "`), ``` `` ``` (`""`) or `` `\n` ``.
    Whitespace(&'static str),
    /// `$param` (or `qualified($param)`).
    Param {
        /// Index into [`DefSpec::params`].
        index: u16,
        /// `qualified(...)` (generic types and attributes print in full
        /// either way).
        qualified: bool,
    },
    /// `params`: the listed parameters, comma separated.
    Params(&'static [u16]),
    /// `struct(...)`: `name = value` pairs, comma separated, any order when
    /// parsing.
    Struct(&'static [u16]),
    /// `(...)?` / `(...)[^]? : (...)`: printed when any of the anchor
    /// parameters is present (not equal to its default); parsed when its
    /// first element (a literal) is present.
    Optional {
        /// The anchor's parameters.
        anchor: &'static [u16],
        /// Elements printed/parsed when present.
        then: &'static [DefElement],
        /// Elements printed/parsed when absent.
        els: &'static [DefElement],
        /// `(...)^?` inverted groups (`else` printed when present).
        inverted: bool,
    },
}

/// Parses the body of a definition after its mnemonic (custom syntax):
/// returns one value per parameter.
pub type DefParseFn = fn(&mut DefParser<'_, '_, '_>) -> PResult<Vec<Option<Attribute>>>;
/// Prints the body of a definition after its mnemonic (custom syntax).
pub type DefPrintFn = fn(&mut DefPrinter<'_>, &[Option<Attribute>]);
/// Verifies the parameters (ODS `genVerifyDecl`); the error is reported at
/// the start of the body when parsing.
pub type DefVerifyFn = fn(&Context, &[Option<Attribute>]) -> Result<(), String>;

/// How a definition is written after its mnemonic.
#[derive(Copy, Clone)]
pub enum DefSyntax {
    /// No parameters and no format: the mnemonic alone (`#test.unit`).
    Bare,
    /// A declarative `assemblyFormat`, compiled by the macro.
    Format(&'static [DefElement]),
    /// Custom `parse`/`print` hooks (`hasCustomAssemblyFormat`).
    Custom {
        /// The parser.
        parse: DefParseFn,
        /// The printer.
        print: DefPrintFn,
    },
}

/// Interfaces of type definitions that builtin types check.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct DefTraits(pub u32);

impl DefTraits {
    /// No interfaces.
    pub const NONE: DefTraits = DefTraits(0);
    /// `VectorElementTypeInterface`: valid as a `vector` element type.
    pub const VECTOR_ELEMENT: DefTraits = DefTraits(1);
    /// `MemRefElementTypeInterface`: valid as a `memref` element type.
    pub const MEMREF_ELEMENT: DefTraits = DefTraits(2);

    /// Union.
    pub const fn with(self, o: DefTraits) -> DefTraits {
        DefTraits(self.0 | o.0)
    }

    /// True if all of `o` are present.
    pub const fn contains(self, o: DefTraits) -> bool {
        self.0 & o.0 == o.0
    }
}

/// The static description of an ODS `AttrDef` or `TypeDef`. Identity is the
/// address: macros emit one `static` per definition.
pub struct DefSpec {
    /// Dialect namespace (`arith`).
    pub dialect: &'static str,
    /// Mnemonic (`fastmath`).
    pub mnemonic: &'static str,
    /// The ODS record name (`Arith_FastMathAttr`), used in messages.
    pub name: &'static str,
    /// The C++ class name (`FastMathFlagsAttr`).
    pub cpp_name: &'static str,
    /// One-line summary.
    pub summary: &'static str,
    /// Description (markdown).
    pub description: &'static str,
    /// True for a `TypeDef`.
    pub is_type: bool,
    /// The parameters, in declaration order.
    pub params: &'static [ParamSpec],
    /// The syntax after the mnemonic.
    pub syntax: DefSyntax,
    /// Parameter verifier (`genVerifyDecl`).
    pub verify: Option<DefVerifyFn>,
    /// Interfaces (type definitions).
    pub traits: DefTraits,
}

/// An `AttrDef` (an `EnumAttr` is one with a single enum parameter).
pub type AttrDefSpec = DefSpec;
/// A `TypeDef`.
pub type TypeDefSpec = DefSpec;

impl PartialEq for DefSpec {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self, other)
    }
}
impl Eq for DefSpec {}
impl std::hash::Hash for DefSpec {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        (self as *const DefSpec as usize).hash(state)
    }
}
impl std::fmt::Debug for DefSpec {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}{}.{}",
            if self.is_type { '!' } else { '#' },
            self.dialect,
            self.mnemonic
        )
    }
}

impl DefSpec {
    /// The index of parameter `name`.
    pub fn param_index(&self, name: &str) -> Option<usize> {
        self.params.iter().position(|p| p.name == name)
    }

    /// Runs the verifier, if any.
    pub fn verify_params(&self, ctx: &Context, params: &[Option<Attribute>]) -> Result<(), String> {
        match self.verify {
            Some(f) => f(ctx, params),
            None => Ok(()),
        }
    }

    /// The summary an operation's verifier names when the definition is
    /// its attribute or type constraint (`must be <summary>`): the
    /// definition's summary, empty if it has none (as mlir-tblgen's).
    pub fn constraint_summary(&self) -> String {
        self.summary.to_string()
    }
}

// ------------------------------------------------------------------ values

/// A Rust type usable as a definition parameter: how it is stored (as an
/// attribute) and what ODS parameter it stands for. Implemented for
/// integers, `Type`, `Attribute`, `String` and the enums of `int_enum!` /
/// `bit_enum!`.
pub trait ParamValue: Sized {
    /// The parameter kind.
    const KIND: ParamKind;
    /// The C++ type mlir-tblgen names in messages.
    const CPP_TYPE: &'static str;
    /// The stored form.
    fn store(self, ctx: &mut Context) -> Attribute;
    /// The value of a stored form.
    fn load(ctx: &Context, a: Attribute) -> Option<Self>;
}

macro_rules! int_param_value {
    ($($t:ty, $w:expr, $signed:expr, $cpp:expr);* $(;)?) => {$(
        impl ParamValue for $t {
            const KIND: ParamKind = ParamKind::Int { width: $w, signed: $signed };
            const CPP_TYPE: &'static str = $cpp;
            fn store(self, ctx: &mut Context) -> Attribute {
                int_param(ctx, $w, self as u64)
            }
            fn load(ctx: &Context, a: Attribute) -> Option<Self> {
                param_bits(ctx, Some(a)).map(|v| v as $t)
            }
        }
    )*};
}
int_param_value!(
    i8, 8, true, "int8_t";
    i16, 16, true, "int16_t";
    i32, 32, true, "int32_t";
    i64, 64, true, "int64_t";
    u8, 8, false, "uint8_t";
    u16, 16, false, "uint16_t";
    u32, 32, false, "uint32_t";
    u64, 64, false, "uint64_t";
);

impl ParamValue for Type {
    const KIND: ParamKind = ParamKind::Type;
    const CPP_TYPE: &'static str = "::mlir::Type";
    fn store(self, ctx: &mut Context) -> Attribute {
        ctx.type_attr(self)
    }
    fn load(ctx: &Context, a: Attribute) -> Option<Self> {
        param_type(ctx, Some(a))
    }
}

impl ParamValue for Attribute {
    const KIND: ParamKind = ParamKind::Attr;
    const CPP_TYPE: &'static str = "::mlir::Attribute";
    fn store(self, _ctx: &mut Context) -> Attribute {
        self
    }
    fn load(_ctx: &Context, a: Attribute) -> Option<Self> {
        Some(a)
    }
}

impl ParamValue for String {
    const KIND: ParamKind = ParamKind::String;
    const CPP_TYPE: &'static str = "::llvm::StringRef";
    fn store(self, ctx: &mut Context) -> Attribute {
        string_param(ctx, self.as_bytes())
    }
    fn load(ctx: &Context, a: Attribute) -> Option<Self> {
        param_string(ctx, Some(a))
    }
}

/// True if `attr` is an attribute of definition `def`.
pub fn is_attr_of(ctx: &Context, attr: Attribute, def: &'static DefSpec) -> bool {
    ctx.dialect_attr_def(attr)
        .is_some_and(|(d, _)| std::ptr::eq(d, def))
}

/// True if `ty` is a type of definition `def`.
pub fn is_type_of(ctx: &Context, ty: Type, def: &'static DefSpec) -> bool {
    ctx.dialect_type_def(ty)
        .is_some_and(|(d, _)| std::ptr::eq(d, def))
}

/// Parameter `i` of an attribute of `def` (`None` if `attr` is not one, or
/// the parameter is absent).
pub fn attr_param(
    ctx: &Context,
    attr: Attribute,
    def: &'static DefSpec,
    i: usize,
) -> Option<Attribute> {
    match ctx.dialect_attr_def(attr) {
        Some((d, params)) if std::ptr::eq(d, def) => params.get(i).copied().flatten(),
        _ => None,
    }
}

/// Parameter `i` of a type of `def`.
pub fn type_param(ctx: &Context, ty: Type, def: &'static DefSpec, i: usize) -> Option<Attribute> {
    match ctx.dialect_type_def(ty) {
        Some((d, params)) if std::ptr::eq(d, def) => params.get(i).copied().flatten(),
        _ => None,
    }
}

/// Stored form of an integer parameter.
pub fn int_param(ctx: &mut Context, width: u32, value: u64) -> Attribute {
    let ty = ctx.int_type(width);
    ctx.integer_attr(ty, APInt::from_u64(width, value))
}

/// The bits of an integer (or enum) parameter.
pub fn param_bits(ctx: &Context, a: Option<Attribute>) -> Option<u64> {
    match ctx.attr_kind(a?) {
        AttrKind::Integer { value, .. } => Some(value.low_u64()),
        _ => None,
    }
}

/// A signed integer parameter's value.
pub fn param_i64(ctx: &Context, a: Option<Attribute>) -> Option<i64> {
    match ctx.attr_kind(a?) {
        AttrKind::Integer { value, .. } => Some(value.sext_u64()),
        _ => None,
    }
}

/// A type parameter's value.
pub fn param_type(ctx: &Context, a: Option<Attribute>) -> Option<Type> {
    match ctx.attr_kind(a?) {
        AttrKind::Type(t) => Some(*t),
        _ => None,
    }
}

/// A string parameter's value.
pub fn param_string(ctx: &Context, a: Option<Attribute>) -> Option<String> {
    match ctx.attr_kind(a?) {
        AttrKind::String { value, .. } => {
            Some(String::from_utf8_lossy(ctx.str(*value)).into_owned())
        }
        _ => None,
    }
}

/// Stored form of a string parameter.
pub fn string_param(ctx: &mut Context, s: &[u8]) -> Attribute {
    ctx.string_attr(s)
}

// ----------------------------------------------------------------- printer

/// Where a definition's printer writes: the IR printer, or the alias
/// collector (which only records the nested types and attributes).
pub trait DefSink {
    /// The context.
    fn ctx(&self) -> &Context;
    /// Raw text.
    fn write(&mut self, s: &str);
    /// A type (with its alias, if any).
    fn print_type(&mut self, t: Type);
    /// An attribute (with its alias and type).
    fn print_attribute(&mut self, a: Attribute);
}

impl DefSink for crate::asm::Printer<'_, '_> {
    fn ctx(&self) -> &Context {
        self.ctx
    }
    fn write(&mut self, s: &str) {
        self.w(s);
    }
    fn print_type(&mut self, t: Type) {
        crate::asm::Printer::print_type(self, t);
    }
    fn print_attribute(&mut self, a: Attribute) {
        crate::asm::Printer::print_attribute(self, a, crate::asm::TypeElision::Never);
    }
}

/// A nested type or attribute printed by a definition's printer.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Nested {
    /// A type.
    Type(Type),
    /// An attribute (printed with its type).
    Attr(Attribute),
}

/// Records what a print visits (MLIR's `DummyAliasDialectAsmPrinter`).
struct NestedCollector<'c> {
    ctx: &'c Context,
    out: Vec<Nested>,
}

impl DefSink for NestedCollector<'_> {
    fn ctx(&self) -> &Context {
        self.ctx
    }
    fn write(&mut self, _s: &str) {}
    fn print_type(&mut self, t: Type) {
        self.out.push(Nested::Type(t));
    }
    fn print_attribute(&mut self, a: Attribute) {
        self.out.push(Nested::Attr(a));
    }
}

/// The printer handed to custom definition printers (MLIR's
/// `DialectAsmPrinter`).
pub struct DefPrinter<'x> {
    sink: &'x mut dyn DefSink,
}

impl DefPrinter<'_> {
    /// The context.
    pub fn ctx(&self) -> &Context {
        self.sink.ctx()
    }
    /// Raw text.
    pub fn write(&mut self, s: &str) {
        self.sink.write(s);
    }
    /// A type.
    pub fn print_type(&mut self, t: Type) {
        self.sink.print_type(t);
    }
    /// An attribute.
    pub fn print_attribute(&mut self, a: Attribute) {
        self.sink.print_attribute(a);
    }
    /// `"text"` with MLIR's escaping (`printString`).
    pub fn print_string(&mut self, s: &[u8]) {
        let mut out = Vec::with_capacity(s.len() + 2);
        out.push(b'"');
        crate::asm::printer::escape_string_into(&mut out, s);
        out.push(b'"');
        self.sink.write(&String::from_utf8_lossy(&out));
    }

    /// Prints one parameter value as the default parameter printer does.
    pub fn print_param(&mut self, p: &ParamSpec, v: Option<Attribute>) {
        let Some(v) = v else { return };
        match p.kind {
            ParamKind::Type => match self.ctx().attr_kind(v) {
                AttrKind::Type(t) => {
                    let t = *t;
                    self.print_type(t)
                }
                _ => self.print_attribute(v),
            },
            ParamKind::Attr => self.print_attribute(v),
            ParamKind::Int { width, signed } => {
                let s = match self.ctx().attr_kind(v) {
                    AttrKind::Integer { value, .. } => {
                        if signed {
                            value.sext_or_trunc(width).to_string_signed()
                        } else {
                            value.zext_or_trunc(width).to_string_unsigned()
                        }
                    }
                    _ => String::new(),
                };
                self.write(&s);
            }
            ParamKind::String => {
                let s = match self.ctx().attr_kind(v) {
                    AttrKind::String { value, .. } => self.ctx().str(*value).to_vec(),
                    _ => Vec::new(),
                };
                self.print_string(&s);
            }
            ParamKind::Enum(e) => {
                let bits = param_bits(self.ctx(), Some(v)).unwrap_or(0);
                let s = e.stringify(bits);
                self.write(&s);
            }
        }
    }
}

/// mlir-tblgen's `shouldEmitSpaceBefore`.
fn should_emit_space_before(value: &str, last_was_punctuation: bool) -> bool {
    if value.len() != 1 && value != "->" {
        return true;
    }
    let c = value.as_bytes()[0];
    if last_was_punctuation {
        !b">)}],".contains(&c)
    } else {
        !b"<>(){}[],".contains(&c)
    }
}

/// The generated printer's spacing state (static: both branches of an
/// optional group are "generated", whichever is printed).
#[derive(Copy, Clone)]
struct SpaceState {
    should_emit_space: bool,
    last_was_punctuation: bool,
}

struct FormatPrinter<'x, 'p> {
    pr: &'x mut DefPrinter<'p>,
    def: &'static DefSpec,
    params: &'x [Option<Attribute>],
    /// Which parameters print (present and not their default).
    printable: Vec<bool>,
    st: SpaceState,
}

impl FormatPrinter<'_, '_> {
    fn elements(&mut self, elems: &[DefElement], emit: bool) {
        for e in elems {
            self.element(e, emit);
        }
    }

    fn variable(&mut self, i: u16, emit: bool) {
        let i = i as usize;
        let guarded = !self.printable[i];
        if emit && !guarded {
            if self.st.should_emit_space || !self.st.last_was_punctuation {
                self.pr.write(" ");
            }
            self.pr.print_param(&self.def.params[i], self.params[i]);
        }
        self.st.should_emit_space = true;
        self.st.last_was_punctuation = false;
    }

    fn comma_separated(&mut self, list: &[u16], is_struct: bool, emit: bool) {
        if self.st.should_emit_space || !self.st.last_was_punctuation {
            let all_optional = list
                .iter()
                .all(|&i| self.def.params[i as usize].is_optional());
            let any = list.iter().any(|&i| self.printable[i as usize]);
            if emit && (!all_optional || any) {
                self.pr.write(" ");
            }
        }
        let mut first = true;
        for &i in list {
            let present = self.printable[i as usize];
            if emit && present {
                if !first {
                    self.pr.write(", ");
                }
                first = false;
                if is_struct {
                    let name = self.def.params[i as usize].name;
                    self.pr.write(name);
                    self.pr.write(" = ");
                }
            }
            self.st.should_emit_space = false;
            self.st.last_was_punctuation = true;
            self.variable(i, emit && present);
        }
    }

    fn element(&mut self, e: &DefElement, emit: bool) {
        match *e {
            DefElement::Literal(v) => {
                let need_space = self.st.should_emit_space
                    && should_emit_space_before(v, self.st.last_was_punctuation);
                if emit {
                    if need_space {
                        self.pr.write(" ");
                    }
                    self.pr.write(v);
                }
                let c = v.as_bytes().first().copied().unwrap_or(b' ');
                self.st.should_emit_space = v.len() != 1 || !b"<({[".contains(&c);
                self.st.last_was_punctuation = c != b'_' && !c.is_ascii_alphabetic();
            }
            DefElement::Whitespace(v) => {
                if emit {
                    if v == "\\n" {
                        self.pr.write("\n");
                    } else if !v.is_empty() {
                        self.pr.write(v);
                    }
                }
                if v.is_empty() {
                    self.st.last_was_punctuation = true;
                }
                self.st.should_emit_space = false;
            }
            DefElement::Param { index, .. } => self.variable(index, emit),
            DefElement::Params(list) => self.comma_separated(list, false, emit),
            DefElement::Struct(list) => self.comma_separated(list, true, emit),
            DefElement::Optional {
                anchor,
                then,
                els,
                inverted,
            } => {
                let present = anchor.iter().any(|&i| self.printable[i as usize]) != inverted;
                let saved = self.st;
                self.elements(then, emit && present);
                self.st = saved;
                self.elements(els, emit && !present);
            }
        }
    }
}

/// Prints the body of a definition after its mnemonic.
pub(crate) fn print_body(
    sink: &mut dyn DefSink,
    def: &'static DefSpec,
    params: &[Option<Attribute>],
) {
    let mut pr = DefPrinter { sink };
    match def.syntax {
        DefSyntax::Bare => {}
        DefSyntax::Custom { print, .. } => print(&mut pr, params),
        DefSyntax::Format(elems) => {
            let ctx = pr.ctx();
            let printable = def
                .params
                .iter()
                .zip(params)
                .map(|(p, v)| match p.presence {
                    ParamPresence::Required => true,
                    ParamPresence::Optional => v.is_some(),
                    ParamPresence::Default { is_default, .. } => {
                        v.is_some_and(|v| !is_default(ctx, v))
                    }
                })
                .collect();
            let mut fp = FormatPrinter {
                pr: &mut pr,
                def,
                params,
                printable,
                st: SpaceState {
                    should_emit_space: true,
                    last_was_punctuation: false,
                },
            };
            fp.elements(elems, true);
        }
    }
}

/// The types and attributes printing a definition's body visits, in order.
pub fn nested_printed(
    ctx: &Context,
    def: &'static DefSpec,
    params: &[Option<Attribute>],
) -> Vec<Nested> {
    let mut c = NestedCollector {
        ctx,
        out: Vec::new(),
    };
    print_body(&mut c, def, params);
    c.out
}

/// `printStrippedAttrOrType` for a dialect attribute inside an operation
/// format: its alias, else its body without `#dialect.mnemonic`, else (empty
/// body) the full attribute.
pub fn print_attr_stripped(p: &mut OpAsmPrinter<'_, '_, '_>, attr: Attribute) {
    let printer = &mut *p.p;
    if let Some(alias) = printer.aliases.as_ref().and_then(|s| s.attr_alias(attr)) {
        let alias = alias.to_string();
        printer.w(&alias);
        return;
    }
    if let Some((def, params)) = printer.ctx.dialect_attr_def(attr) {
        let start = printer.out.len();
        let flushes = printer.flushes;
        print_body(printer, def, params);
        if printer.out.len() != start || printer.flushes != flushes {
            return;
        }
    }
    printer.print_attribute(attr, crate::asm::TypeElision::Never);
}

/// Prints a value's type where an operation format names it, for a
/// `TypeDef` constraint: stripped if it is a type of `def`, in full
/// otherwise (MLIR's `dyn_cast` then `printStrippedAttrOrType`).
pub fn print_type_in_format(def: &'static DefSpec, p: &mut OpAsmPrinter<'_, '_, '_>, ty: Type) {
    if is_type_of(p.ctx(), ty, def) {
        print_type_stripped(p, ty);
    } else {
        p.print_type(ty);
    }
}

/// `printStrippedAttrOrType` for a dialect type.
pub fn print_type_stripped(p: &mut OpAsmPrinter<'_, '_, '_>, ty: Type) {
    let printer = &mut *p.p;
    if let Some(alias) = printer.aliases.as_ref().and_then(|s| s.type_alias(ty)) {
        let alias = alias.to_string();
        printer.w(&alias);
        return;
    }
    if let Some((def, params)) = printer.ctx.dialect_type_def(ty) {
        let start = printer.out.len();
        let flushes = printer.flushes;
        print_body(printer, def, params);
        if printer.out.len() != start || printer.flushes != flushes {
            return;
        }
    }
    printer.print_type(ty);
}

// ------------------------------------------------------------------ parser

/// The parser handed to definition parsers (MLIR's `DialectAsmParser`, or
/// the operation's `OpAsmParser` when a stripped body is parsed inside an
/// operation format). Errors that MLIR emits through `emitError` (prefixed
/// `custom op '...' ` inside an operation) go through
/// [`DefParser::emit_error_at`]; token expectations are reported by the
/// underlying parser unprefixed.
pub struct DefParser<'x, 'a, 'c> {
    /// The underlying parser.
    pub p: &'x mut Parser<'a, 'c>,
    /// Prefixed errors are collected here and emitted by the operation
    /// parser (`None`: emitted directly).
    pending: Option<Vec<((u32, u32), String)>>,
    /// Where the body starts (`odsLoc`).
    start: (u32, u32),
}

impl<'x, 'a, 'c> DefParser<'x, 'a, 'c> {
    pub(crate) fn new(p: &'x mut Parser<'a, 'c>, in_op: bool) -> Self {
        let start = (p.tok.line, p.tok.col);
        DefParser {
            p,
            pending: in_op.then(Vec::new),
            start,
        }
    }

    /// The context.
    pub fn ctx(&mut self) -> &mut Context {
        self.p.ctx
    }

    /// The context (shared).
    pub fn ctx_ref(&self) -> &Context {
        self.p.ctx
    }

    /// Position of the current token.
    pub fn current_position(&self) -> (u32, u32) {
        (self.p.tok.line, self.p.tok.col)
    }

    /// Position where the body started (after the mnemonic).
    pub fn start_position(&self) -> (u32, u32) {
        self.start
    }

    /// True if the current token is `k`.
    pub fn at(&self, k: TokenKind) -> bool {
        self.p.at(k)
    }

    /// Emits an error at `pos` (MLIR `emitError`: prefixed inside an
    /// operation) and fails.
    pub fn emit_error_at<T>(&mut self, pos: (u32, u32), msg: impl Into<String>) -> PResult<T> {
        // MLIR abandons a diagnostic emitted while the current token is a
        // lexer error: the lexer already reported it.
        if self.p.tok.kind == TokenKind::Error {
            return Err(ParseFailure);
        }
        let msg = msg.into();
        match &mut self.pending {
            Some(v) => v.push((pos, msg)),
            None => record_error(self.p, pos, msg),
        }
        Err(ParseFailure)
    }

    /// Emits an error at the current token.
    pub fn emit_error<T>(&mut self, msg: impl Into<String>) -> PResult<T> {
        let pos = self.current_position();
        self.emit_error_at(pos, msg)
    }

    /// Requires punctuation `k` (`expected '<'`, at the end of the previous
    /// token, unprefixed).
    pub fn parse_punct(&mut self, k: TokenKind) -> PResult<()> {
        if self.p.consume_if(k) {
            return Ok(());
        }
        let msg = match k {
            TokenKind::Ellipsis => "expected '...'".to_string(),
            _ => format!("expected '{}'", k.spelling()),
        };
        self.p.error_wrong_token(msg)
    }

    /// Consumes punctuation `k` if present.
    pub fn parse_optional_punct(&mut self, k: TokenKind) -> bool {
        self.p.consume_if(k)
    }

    /// Consumes keyword `kw` if it is next.
    pub fn parse_optional_keyword(&mut self, kw: &str) -> bool {
        if self.p.tok.is_keyword_like() && self.p.tok_text() == kw.as_bytes() {
            self.p.consume();
            true
        } else {
            false
        }
    }

    /// Requires keyword `kw` (`expected 'kw'`).
    pub fn parse_keyword(&mut self, kw: &str) -> PResult<()> {
        if self.parse_optional_keyword(kw) {
            return Ok(());
        }
        self.emit_error(format!("expected '{kw}'"))
    }

    /// Any keyword, if next.
    pub fn parse_optional_any_keyword(&mut self) -> Option<String> {
        if !self.p.tok.is_keyword_like() {
            return None;
        }
        let s = String::from_utf8_lossy(self.p.tok_text()).into_owned();
        self.p.consume();
        Some(s)
    }

    /// Any keyword (`expected valid keyword`).
    pub fn parse_any_keyword(&mut self) -> PResult<String> {
        match self.parse_optional_any_keyword() {
            Some(s) => Ok(s),
            None => self.emit_error("expected valid keyword"),
        }
    }

    /// A string literal, if next (unescaped).
    pub fn parse_optional_string(&mut self) -> Option<Vec<u8>> {
        if !self.p.at(TokenKind::String) {
            return None;
        }
        let v = self.p.string_value().to_vec();
        self.p.consume();
        Some(v)
    }

    /// A string literal (`expected string`).
    pub fn parse_string(&mut self) -> PResult<Vec<u8>> {
        match self.parse_optional_string() {
            Some(s) => Ok(s),
            None => self.emit_error("expected string"),
        }
    }

    /// A keyword or a string (`expected valid keyword or string`).
    pub fn parse_keyword_or_string(&mut self) -> PResult<String> {
        if let Some(k) = self.parse_optional_any_keyword() {
            return Ok(k);
        }
        match self.parse_optional_string() {
            Some(s) => Ok(String::from_utf8_lossy(&s).into_owned()),
            None => self.emit_error("expected valid keyword or string"),
        }
    }

    /// A type (full syntax).
    pub fn parse_type(&mut self) -> PResult<Type> {
        self.p.parse_type()
    }

    /// An attribute (full syntax).
    pub fn parse_attribute(&mut self) -> PResult<Attribute> {
        self.p.parse_attribute(None)
    }

    /// An integer of `width` bits (`FieldParser<intN_t>`): `true`/`false`
    /// or an optionally negated literal, converted like MLIR's
    /// `parseInteger<IntT>` (out of range: `integer value too large`).
    /// Returns the bits.
    pub fn parse_integer(&mut self, width: u32, signed: bool) -> PResult<u64> {
        let pos = self.current_position();
        let Some((w, v)) = self.parse_optional_apint()? else {
            return self.emit_error_at(pos, "expected integer value");
        };
        // `sextOrTrunc` to the C++ width, then back to `w` bits for the
        // round-trip check MLIR does.
        let r = v.sext_or_trunc(width);
        // `APInt(w, (IntT)r, is_signed<IntT>, implicitTrunc)`.
        let back = if signed {
            APInt::from_i64(w, r.sext_or_trunc(64).low_u64() as i64)
        } else {
            APInt::from_u64(w, r.zext_or_trunc(64).low_u64())
        };
        if back != v {
            return self.emit_error_at(pos, "integer value too large");
        }
        Ok(r.zext_or_trunc(64).low_u64())
    }

    /// MLIR's `Parser::parseOptionalInteger(APInt&)`: the value with the
    /// width `StringRef::getAsInteger` gives it.
    fn parse_optional_apint(&mut self) -> PResult<Option<(u32, APInt)>> {
        use crate::asm::lexer::Keyword;
        if self.p.consume_if(TokenKind::Keyword(Keyword::False)) {
            return Ok(Some((1, APInt::from_u64(1, 0))));
        }
        if self.p.consume_if(TokenKind::Keyword(Keyword::True)) {
            return Ok(Some((1, APInt::from_u64(1, 1))));
        }
        if !self.p.at(TokenKind::Integer) && !self.p.at(TokenKind::Minus) {
            return Ok(None);
        }
        let negative = self.p.consume_if(TokenKind::Minus);
        if !self.p.at(TokenKind::Integer) {
            return self.p.error_wrong_token("expected integer value");
        }
        let text = String::from_utf8_lossy(self.p.tok_text()).into_owned();
        self.p.consume();
        let (digits, radix) = match text.strip_prefix("0x") {
            Some(h) => (h, 16),
            None => (text.as_str(), 10),
        };
        let trimmed = digits.trim_start_matches('0');
        let Some(big) = num_bigint::BigUint::parse_bytes(
            if trimmed.is_empty() {
                b"0"
            } else {
                trimmed.as_bytes()
            },
            radix,
        ) else {
            return self.emit_error("integer value too large");
        };
        let mut w = if trimmed.is_empty() {
            64
        } else {
            (4 * trimmed.len() as u32).max(1)
        };
        let v = APInt::from_bigint(w, &num_bigint::BigInt::from(big));
        let mut v = v;
        if v.is_sign_bit_set() {
            w += 1;
            v = v.zext_or_trunc(w);
        }
        if negative {
            v = v.neg();
        }
        Ok(Some((w, v)))
    }
}

/// Records an error on the parser: the first one, or a further one MLIR
/// also reports.
fn record_error(p: &mut Parser<'_, '_>, (l, c): (u32, u32), msg: String) {
    let loc = p.loc_at(l, c);
    let d = Diagnostic::error(loc, msg);
    if p.error.is_none() {
        if p.tok.kind != TokenKind::Error {
            p.error = Some(d);
        }
    } else {
        p.extra_errors.push(d);
    }
}

/// Emits errors collected while parsing inside an operation, prefixed like
/// the operation parser's own (`custom op 'name' ...`).
fn flush_pending(op: &mut OpAsmParser<'_, '_, '_, '_>, pending: Vec<((u32, u32), String)>) {
    for (pos, msg) in pending {
        // The operation parser knows its prefix; let it format the message,
        // then file it as the first error or a further one.
        let saved = op.p.error.take();
        let saved_kind = op.p.tok.kind;
        if saved_kind == TokenKind::Error {
            op.p.tok.kind = TokenKind::Eof;
        }
        let _ = op.emit_error_at::<()>(pos, &msg);
        op.p.tok.kind = saved_kind;
        let d = op.p.error.take();
        op.p.error = saved;
        if let Some(d) = d {
            if op.p.error.is_none() {
                op.p.error = Some(d);
            } else {
                op.p.extra_errors.push(d);
            }
        }
    }
}

struct FormatParser<'d, 'x, 'a, 'c> {
    dp: &'d mut DefParser<'x, 'a, 'c>,
    def: &'static DefSpec,
    values: Vec<Option<Attribute>>,
    seen: Vec<bool>,
}

fn literal_token(v: &str) -> Option<TokenKind> {
    Some(match v {
        "->" => TokenKind::Arrow,
        ":" => TokenKind::Colon,
        "," => TokenKind::Comma,
        "=" => TokenKind::Equal,
        "<" => TokenKind::Less,
        ">" => TokenKind::Greater,
        "{" => TokenKind::LBrace,
        "}" => TokenKind::RBrace,
        "(" => TokenKind::LParen,
        ")" => TokenKind::RParen,
        "[" => TokenKind::LSquare,
        "]" => TokenKind::RSquare,
        "?" => TokenKind::Question,
        "+" => TokenKind::Plus,
        "*" => TokenKind::Star,
        "..." => TokenKind::Ellipsis,
        "|" => TokenKind::VerticalBar,
        _ => return None,
    })
}

impl FormatParser<'_, '_, '_, '_> {
    fn literal(&mut self, v: &str) -> PResult<()> {
        match literal_token(v) {
            Some(k) => self.dp.parse_punct(k),
            None => self.dp.parse_keyword(v),
        }
    }

    fn optional_literal(&mut self, v: &str) -> bool {
        match literal_token(v) {
            Some(k) => self.dp.parse_optional_punct(k),
            None => self.dp.parse_optional_keyword(v),
        }
    }

    /// Parses parameter `i` (`_result_x = FieldParser<T>::parse(...)` and
    /// the "failed to parse" message).
    fn variable(&mut self, i: u16) -> PResult<()> {
        let i = i as usize;
        let p = self.def.params[i];
        match parse_param_value(self.dp, &p) {
            Ok(v) => {
                self.values[i] = Some(v);
                self.seen[i] = true;
                Ok(())
            }
            Err(e) => {
                let _ = self.dp.emit_error::<()>(format!(
                    "failed to parse {} parameter '{}' which is to be a `{}`",
                    self.def.name, p.name, p.cpp_type
                ));
                Err(e)
            }
        }
    }

    fn params(&mut self, list: &[u16]) -> PResult<()> {
        // Optional parameters inside `params` are rejected by the macro.
        for (k, &i) in list.iter().enumerate() {
            if k > 0 {
                self.dp.parse_punct(TokenKind::Comma)?;
            }
            self.variable(i)?;
        }
        Ok(())
    }

    fn struct_key(&mut self) -> PResult<String> {
        match self.dp.parse_optional_any_keyword() {
            Some(k) => Ok(k),
            None => {
                let pos = self.dp.current_position();
                let _ = self.dp.emit_error_at::<()>(pos, "expected valid keyword");
                self.dp
                    .emit_error_at(pos, "expected a parameter name in struct")
            }
        }
    }

    fn struct_body(&mut self, list: &[u16], key: &str) -> PResult<()> {
        self.dp.parse_punct(TokenKind::Equal)?;
        for &i in list {
            if !self.seen[i as usize] && self.def.params[i as usize].name == key {
                return self.variable(i);
            }
        }
        self.dp
            .emit_error(format!("duplicate or unknown struct parameter name: {key}"))
    }

    fn structure(&mut self, list: &[u16]) -> PResult<()> {
        let num_optional = list
            .iter()
            .filter(|&&i| self.def.params[i as usize].is_optional())
            .count();
        if num_optional == 0 {
            for k in 0..list.len() {
                let key = self.struct_key()?;
                self.struct_body(list, &key)?;
                if k != list.len() - 1 {
                    self.dp.parse_punct(TokenKind::Comma)?;
                }
            }
            return Ok(());
        }
        if num_optional == list.len() {
            if let Some(key) = self.dp.parse_optional_any_keyword() {
                self.struct_body(list, &key)?;
                while self.dp.parse_optional_punct(TokenKind::Comma) {
                    let key = self.struct_key()?;
                    self.struct_body(list, &key)?;
                }
            }
            return Ok(());
        }
        loop {
            let key = self.struct_key()?;
            self.struct_body(list, &key)?;
            if !self.dp.parse_optional_punct(TokenKind::Comma) {
                break;
            }
        }
        for &i in list {
            let p = &self.def.params[i as usize];
            if !p.is_optional() && !self.seen[i as usize] {
                return self
                    .dp
                    .emit_error(format!("struct is missing required parameter: {}", p.name));
            }
        }
        Ok(())
    }

    fn elements(&mut self, elems: &[DefElement]) -> PResult<()> {
        for e in elems {
            self.element(e)?;
        }
        Ok(())
    }

    fn element(&mut self, e: &DefElement) -> PResult<()> {
        match *e {
            DefElement::Literal(v) => self.literal(v),
            DefElement::Whitespace(_) => Ok(()),
            DefElement::Param { index, .. } => self.variable(index),
            DefElement::Params(list) => self.params(list),
            DefElement::Struct(list) => self.structure(list),
            DefElement::Optional { then, els, .. } => {
                // The macro guarantees the group starts with a literal.
                let first = match then.first() {
                    Some(DefElement::Literal(v)) => *v,
                    _ => return self.elements(then),
                };
                if self.optional_literal(first) {
                    self.elements(&then[1..])
                } else {
                    self.elements(els)
                }
            }
        }
    }
}

/// Parses one parameter value with the default parameter parser of its kind
/// and returns its stored form.
pub fn parse_param_value(dp: &mut DefParser<'_, '_, '_>, p: &ParamSpec) -> PResult<Attribute> {
    match p.kind {
        ParamKind::Type => {
            let t = dp.parse_type()?;
            Ok(dp.ctx().type_attr(t))
        }
        ParamKind::Attr => dp.parse_attribute(),
        ParamKind::Int { width, signed } => {
            let v = dp.parse_integer(width, signed)?;
            Ok(int_param(dp.ctx(), width, v))
        }
        ParamKind::String => {
            let s = dp.parse_string()?;
            Ok(string_param(dp.ctx(), &s))
        }
        ParamKind::Enum(e) => {
            let v = super::enums::parse_enum_parameter(e, dp)?;
            Ok(e.make_attr(dp.ctx(), v))
        }
    }
}

/// Parses the body of `def` (after its mnemonic) and verifies it; returns
/// the parameters.
fn parse_body(
    dp: &mut DefParser<'_, '_, '_>,
    def: &'static DefSpec,
) -> PResult<Vec<Option<Attribute>>> {
    let start = dp.current_position();
    dp.start = start;
    let mut values = match def.syntax {
        DefSyntax::Bare => return Ok(Vec::new()),
        DefSyntax::Custom { parse, .. } => parse(dp)?,
        DefSyntax::Format(elems) => {
            let mut fp = FormatParser {
                dp,
                def,
                values: vec![None; def.params.len()],
                seen: vec![false; def.params.len()],
            };
            fp.elements(elems)?;
            fp.values
        }
    };
    values.resize(def.params.len(), None);
    for (p, v) in def.params.iter().zip(values.iter_mut()) {
        if v.is_none() {
            if let ParamPresence::Default { make, .. } = p.presence {
                *v = Some(make(dp.ctx()));
            }
        }
    }
    if let Err(msg) = def.verify_params(dp.ctx_ref(), &values) {
        return dp.emit_error_at(start, msg);
    }
    Ok(values)
}

/// Parses a dialect attribute or type after `#dialect.`/`!dialect.` (the
/// lexer is positioned at the symbol data): the mnemonic, then the body of
/// its definition (MLIR's generated `parseAttribute`/`parseType`).
pub(crate) fn parse_dialect_symbol(
    p: &mut Parser<'_, '_>,
    dialect: &[u8],
    is_type: bool,
) -> PResult<(&'static DefSpec, Vec<Option<Attribute>>)> {
    let (l, c) = (p.tok.line, p.tok.col);
    fn defs<'c>(ctx: &'c Context, dialect: &[u8], is_type: bool) -> &'c [&'static DefSpec] {
        match ctx.dialect_defs(dialect) {
            Some(d) if is_type => &d.types,
            Some(d) => &d.attrs,
            None => &[],
        }
    }
    if defs(p.ctx, dialect, is_type).is_empty() {
        let what = if is_type { "type" } else { "attribute" };
        return p.error_at(
            l,
            c,
            format!(
                "dialect '{}' provides no {what} parsing hook",
                String::from_utf8_lossy(dialect)
            ),
        );
    }
    if !p.tok.is_keyword_like() {
        return p.error_at(l, c, "expected valid keyword");
    }
    let found = {
        let mnemonic = p.lex.text(&p.tok);
        defs(p.ctx, dialect, is_type)
            .iter()
            .copied()
            .find(|d| d.mnemonic.as_bytes() == mnemonic)
    };
    let Some(def) = found else {
        let m = String::from_utf8_lossy(p.tok_text()).into_owned();
        let d = String::from_utf8_lossy(dialect);
        let msg = if is_type {
            format!("unknown  type `{m}` in dialect `{d}`")
        } else {
            format!("unknown attribute `{m}` in dialect `{d}`")
        };
        return p.error_at(l, c, msg);
    };
    p.consume();
    let mut dp = DefParser::new(p, false);
    let values = parse_body(&mut dp, def)?;
    Ok((def, values))
}

/// `parseCustomAttributeWithFallback` for a dialect attribute of `def` in an
/// operation format: a `#...` token starts a full attribute, anything else
/// the stripped body. With `optional` (first element of an optional group)
/// MLIR uses the generic optional-attribute parser instead.
pub fn parse_attr_in_format(
    def: &'static DefSpec,
    op: &mut OpAsmParser<'_, '_, '_, '_>,
    optional: bool,
) -> PResult<Option<Attribute>> {
    let pos = op.current_position();
    let attr = if optional || op.at(TokenKind::HashIdentifier) {
        if optional && !op.at_attribute_start() {
            return Ok(None);
        }
        op.parse_attribute(None)?
    } else {
        let mut dp = DefParser::new(op.p, true);
        let r = parse_body(&mut dp, def);
        let pending = dp.pending.take().unwrap_or_default();
        flush_pending(op, pending);
        let values = r?;
        op.ctx().dialect_attr(def, &values)
    };
    match op.ctx_ref().dialect_attr_def(attr) {
        Some((d, _)) if std::ptr::eq(d, def) => Ok(Some(attr)),
        _ => op.emit_error_at(pos, "invalid kind of attribute specified"),
    }
}

/// `parseCustomTypeWithFallback` for a dialect type of `def` in an operation
/// format: a `!...` token starts a full type, anything else the stripped
/// body.
pub fn parse_type_in_format(
    def: &'static DefSpec,
    op: &mut OpAsmParser<'_, '_, '_, '_>,
) -> PResult<Type> {
    let pos = op.current_position();
    let ty = if op.at(TokenKind::ExclamationIdentifier) {
        op.parse_type()?
    } else {
        let mut dp = DefParser::new(op.p, true);
        let r = parse_body(&mut dp, def);
        let pending = dp.pending.take().unwrap_or_default();
        flush_pending(op, pending);
        let values = r?;
        op.ctx().dialect_type(def, &values)
    };
    match op.ctx_ref().dialect_type_def(ty) {
        Some((d, _)) if std::ptr::eq(d, def) => Ok(ty),
        _ => {
            let found = crate::asm::print_type_local(op.ctx_ref(), ty);
            op.emit_error_at(
                pos,
                format!(
                    "invalid kind of type specified: expected {}.{}, but found '{found}'",
                    def.dialect, def.mnemonic
                ),
            )
        }
    }
}

/// True if a type may be a `vector` element (`VectorElementTypeInterface`).
pub(crate) fn is_vector_element(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Dialect { def, .. } if def.traits.contains(DefTraits::VECTOR_ELEMENT))
}

/// True if a type may be a `memref` element (`MemRefElementTypeInterface`).
pub(crate) fn is_memref_element(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Dialect { def, .. } if def.traits.contains(DefTraits::MEMREF_ELEMENT))
}
