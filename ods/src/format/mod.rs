//! MLIR's declarative assembly format at run time.
//!
//! The `op!` macro compiles an op's `format` string (at macro time: names
//! checked, anchors checked, types that are not written inferred, spacing
//! decided) into a constant [`Format`]: a list of [`Element`]s plus, for each
//! operand and result group, where its types come from when parsing. One
//! shared interpreter parses ([`parse`](mod@parse)) and prints ([`print`](mod@print)) every op, so
//! generated code is only the table.

pub mod parse;
pub mod print;

use crate::opdef::spec::{TypeTransform, ValueRef};

/// A compiled assembly format.
pub struct Format {
    /// The elements, in order.
    pub elements: &'static [Element],
    /// How each operand group's types are resolved when parsing.
    pub operand_types: &'static [TypeSource],
    /// How each result group's types are resolved when parsing.
    pub result_types: &'static [TypeSource],
    /// Attributes the format prints itself (elided from `attr-dict`).
    pub consumed_attrs: &'static [u16],
    /// The format as written in the declaration (for documentation).
    pub source: &'static str,
}

/// What a `type(...)`, `functional-type(...)` or `qualified(type(...))`
/// directive refers to.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum TypeTarget {
    /// `type($operand)`
    Operand(u16),
    /// `type($result)`
    Result(u16),
    /// `type(operands)`
    Operands,
    /// `type(results)`
    Results,
}

/// The element an optional group is anchored on (`^`): the group is printed
/// when it is present.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Anchor {
    /// An optional or variadic operand group: present when non-empty.
    Operand(u16),
    /// An attribute: present when set and, for default-valued ones, not the
    /// default; unit attributes when set.
    Attr(u16),
    /// `type($result)` of an optional/variadic result: present when non-empty.
    ResultType(u16),
    /// `type($operand)` of an optional/variadic operand.
    OperandType(u16),
    /// A region: present when not empty.
    Region(u16),
    /// A successor group: present when non-empty.
    Successor(u16),
}

/// How an element decides, when parsing, whether an optional group is
/// present: by trying its first element.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Lead {
    /// A literal: present iff the literal follows.
    Literal(&'static str),
    /// An operand: present iff an SSA name (`%`) follows.
    Operand,
    /// An attribute: present iff the attribute parses (optional parse).
    Attr(u16),
    /// A region: present iff `{` follows.
    Region,
    /// A successor: present iff `^` follows.
    Successor,
    /// `type(...)`: present iff a type follows.
    Type,
}

/// One format element. `space` says whether the printer emits a space
/// before it (decided statically, as mlir-tblgen does).
#[derive(Copy, Clone)]
pub enum Element {
    /// A keyword or punctuation literal; `""` is the empty literal.
    Literal {
        /// The text.
        text: &'static str,
        /// Leading space when printing.
        space: bool,
    },
    /// `$operand`
    Operand {
        /// Operand group.
        group: u16,
        /// Leading space.
        space: bool,
    },
    /// `$attr`
    Attr {
        /// Attribute index.
        index: u16,
        /// Leading space.
        space: bool,
        /// `qualified($attr)`: print dialect attributes in full.
        qualified: bool,
    },
    /// `$region`
    Region {
        /// Region index.
        index: u16,
        /// Leading space.
        space: bool,
    },
    /// `$successor`
    Successor {
        /// Successor index.
        index: u16,
        /// Leading space.
        space: bool,
    },
    /// `type(...)`
    Type {
        /// What it refers to.
        target: TypeTarget,
        /// Leading space.
        space: bool,
        /// `qualified(type(...))`
        qualified: bool,
    },
    /// `functional-type(inputs, results)`
    FunctionalType {
        /// The inputs.
        inputs: TypeTarget,
        /// The results.
        results: TypeTarget,
        /// Leading space.
        space: bool,
    },
    /// `operands`
    Operands {
        /// Leading space.
        space: bool,
    },
    /// `regions`
    Regions {
        /// Leading space.
        space: bool,
    },
    /// `successors`
    Successors {
        /// Leading space.
        space: bool,
    },
    /// `attr-dict` / `attr-dict-with-keyword`
    AttrDict {
        /// `attr-dict-with-keyword`
        with_keyword: bool,
    },
    /// `prop-dict`
    PropDict {
        /// Leading space.
        space: bool,
    },
    /// `( ... )?` and `( ... ) : ( ... )?`
    Optional {
        /// The elements printed when present.
        then: &'static [Element],
        /// The elements printed when absent (else group).
        otherwise: &'static [Element],
        /// The anchor.
        anchor: Anchor,
        /// How parsing detects presence.
        lead: Lead,
    },
    /// `oilist(clause | clause ...)`
    OIList {
        /// The clauses.
        clauses: &'static [OIClause],
    },
    /// `custom<Name>(args)`
    Custom {
        /// The directive's parse and print functions.
        directive: &'static CustomDirective,
        /// Its arguments.
        args: &'static [CustomArg],
        /// Leading space.
        space: bool,
    },
}

/// One clause of an `oilist`: a keyword and what follows it.
#[derive(Copy, Clone)]
pub struct OIClause {
    /// The leading keyword.
    pub keyword: &'static str,
    /// Leading space before the keyword.
    pub space: bool,
    /// The elements after the keyword.
    pub elements: &'static [Element],
    /// What makes the clause present when printing.
    pub anchor: Anchor,
}

/// An argument of a custom directive.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum CustomArg {
    /// `$operand`
    Operand(u16),
    /// `$attr`
    Attr(u16),
    /// `type($x)`
    Type(TypeTarget),
    /// `$region`
    Region(u16),
    /// `$successor`
    Successor(u16),
    /// `attr-dict`
    AttrDict,
    /// `ref($operand)` and other references to already parsed values.
    Ref(ValueRef),
}

/// A custom directive (`custom<DynamicIndexList>`): parse and print
/// functions over the directive's arguments.
pub struct CustomDirective {
    /// The directive's name.
    pub name: &'static str,
    /// Parses into the state's slots for `args`.
    pub parse:
        fn(&mut parse::FormatParser<'_, '_, '_, '_, '_>, &[CustomArg]) -> crate::asm::PResult<()>,
    /// Prints `args` of `op`.
    pub print: fn(&mut crate::asm::OpAsmPrinter<'_, '_, '_>, crate::ir::Operation, &[CustomArg]),
}

/// Where the types of an operand or result group come from when parsing.
#[derive(Copy, Clone)]
pub enum TypeSource {
    /// A `type(...)` / `functional-type(...)` directive of the format.
    Format,
    /// The constraint's buildable type.
    Buildable,
    /// The same type as another value (`SameOperandsAndResultType`,
    /// `AllTypesMatch`, ...).
    Same(ValueRef),
    /// A `TypesMatchWith` transform of another value's type.
    Transform {
        /// The source value.
        from: ValueRef,
        /// The transform.
        transform: TypeTransform,
    },
    /// The type of a typed attribute (`AllTypesMatch<[value, result]>` with
    /// a `TypedAttrInterface` attribute).
    AttrType(u16),
    /// The op's `infer_result_types` hook.
    Infer,
}
