//! Compiling a parsed format against an op declaration: names resolved,
//! mlir-tblgen's validity rules checked, the printer's spacing decided (the
//! same static walk mlir-tblgen's generator does), and how each operand and
//! result type is obtained when parsing. The result is the token stream of a
//! `::ods::format::Format` constant.

use super::ast::{err, Elem, FormatError, Pos};
use crate::op::input::{last_ident, Mult, OpDecl, Presence};
use crate::op::traits::TraitModel;
use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};

/// What a variable names.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Var {
    Operand(usize),
    Attr(usize),
    Result(usize),
    Region(usize),
    Successor(usize),
}

/// mlir-tblgen's parsing contexts (what may appear where).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Ctx {
    Top,
    Custom,
    Type,
    Ref,
}

// mlir-tblgen's messages, verbatim (including its doubled "can can").
const RESULT_OUTSIDE_TYPE: &str =
    "result variables can can only be used as a child to a 'type' directive";
const RESULTS_OUTSIDE_TYPE: &str =
    "'results' directive can can only be used as a child to a 'type' directive";
const LITERAL_NOT_TOP_LEVEL: &str =
    "literals may only be used in the top-level section of the format";
const NOT_IN_OPTIONAL_GROUP: &str =
    "only literals, types, and variables can be used within an optional group";
const FIRST_GROUP_ELEMENT: &str =
    "first parsable element of an optional group must be a literal, variable, or custom directive";

/// What the compiled format needs beyond its table.
pub struct Compiled {
    /// The `Format` constant.
    pub tokens: TokenStream,
    /// Const assertions (e.g. that an omitted type is buildable).
    pub checks: TokenStream,
}

struct Compiler<'a> {
    op: &'a OpDecl,
    // Printer spacing state (mlir-tblgen's `shouldEmitSpace` / `lastWasPunctuation`).
    should_emit_space: bool,
    last_was_punctuation: bool,
    // What the format binds.
    operand_seen: Vec<bool>,
    operand_type_seen: Vec<bool>,
    result_type_seen: Vec<bool>,
    attr_seen: Vec<bool>,
    region_seen: Vec<bool>,
    successor_seen: Vec<bool>,
    all_operands: bool,
    all_operand_types: bool,
    all_result_types: bool,
    all_regions: bool,
    all_successors: bool,
    attr_dict: Option<Pos>,
    prop_dict: bool,
}

fn lit_str(s: &str) -> TokenStream {
    quote! { #s }
}

/// mlir-tblgen's `shouldEmitSpaceBefore`.
fn should_emit_space_before(value: &str, last_was_punctuation: bool) -> bool {
    if value.chars().count() != 1 && value != "->" {
        return true;
    }
    let c = value.chars().next().unwrap_or(' ');
    if last_was_punctuation {
        return !">)}],".contains(c);
    }
    !"<>(){}[],".contains(c)
}

/// mlir-tblgen's `isValidLiteral`, with its messages.
fn check_literal(text: &str, pos: &Pos) -> Result<(), FormatError> {
    let bad = |why: &str| {
        err(
            pos.clone(),
            format!("expected valid literal but got '{text}': {why}"),
        )
    };
    if text.is_empty() || text == " " || text == "\\n" || text == "->" || text == "..." {
        return Ok(());
    }
    let mut chars = text.chars();
    let first = chars.next().unwrap_or(' ');
    if text.chars().count() == 1 {
        if first.is_ascii_alphabetic() || "_:,=<>()[]{}?+-*".contains(first) {
            return Ok(());
        }
        return bad("single character literal must be a letter or one of '_:,=<>()[]{}?+-*'");
    }
    if !(first.is_ascii_alphabetic() || first == '_') {
        return bad("valid keyword starts with a letter or '_'");
    }
    if !chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$' || c == '.') {
        return bad("keywords should contain only alphanum, '_', '$', or '.' characters");
    }
    Ok(())
}

impl<'a> Compiler<'a> {
    fn new(op: &'a OpDecl) -> Self {
        Compiler {
            op,
            should_emit_space: true,
            last_was_punctuation: false,
            operand_seen: vec![false; op.operands.len()],
            operand_type_seen: vec![false; op.operands.len()],
            result_type_seen: vec![false; op.results.len()],
            attr_seen: vec![false; op.attrs.len()],
            region_seen: vec![false; op.regions.len()],
            successor_seen: vec![false; op.successors.len()],
            all_operands: false,
            all_operand_types: false,
            all_result_types: false,
            all_regions: false,
            all_successors: false,
            attr_dict: None,
            prop_dict: false,
        }
    }

    fn lookup(&self, name: &str, pos: &Pos) -> Result<Var, FormatError> {
        let op = self.op;
        if let Some(i) = op.operands.iter().position(|o| o.name == name) {
            return Ok(Var::Operand(i));
        }
        if let Some(i) = op.attrs.iter().position(|a| a.name == name) {
            return Ok(Var::Attr(i));
        }
        if let Some(i) = op.results.iter().position(|r| r.name == name) {
            return Ok(Var::Result(i));
        }
        if let Some(i) = op.regions.iter().position(|r| r.name == name) {
            return Ok(Var::Region(i));
        }
        if let Some(i) = op.successors.iter().position(|s| s.name == name) {
            return Ok(Var::Successor(i));
        }
        err(
            pos.clone(),
            "expected variable to refer to an argument, region, result, or successor",
        )
    }

    /// The space flag for a non-literal element (and the state update).
    fn space_for_element(&mut self) -> bool {
        let space = self.should_emit_space || !self.last_was_punctuation;
        self.last_was_punctuation = false;
        self.should_emit_space = true;
        space
    }

    fn literal(&mut self, text: &str, pos: &Pos) -> Result<TokenStream, FormatError> {
        check_literal(text, pos)?;
        // Whitespace literals: `` and ` ` (and `\n`).
        if text.is_empty() || text == " " {
            let emit = text == " ";
            self.last_was_punctuation = !emit;
            self.should_emit_space = false;
            let t = lit_str(if emit { " " } else { "" });
            return Ok(quote! { ::ods::format::Element::Literal { text: #t, space: false } });
        }
        if text == "\\n" {
            // A newline leaves the spacing state as it was.
            return Ok(quote! { ::ods::format::Element::Literal { text: "\n", space: false } });
        }
        let space =
            self.should_emit_space && should_emit_space_before(text, self.last_was_punctuation);
        self.should_emit_space = !(text.len() == 1 && "<({[".contains(text));
        let first = text.chars().next().unwrap_or('_');
        self.last_was_punctuation = first != '_' && !first.is_ascii_alphabetic();
        let t = lit_str(text);
        Ok(quote! { ::ods::format::Element::Literal { text: #t, space: #space } })
    }

    /// "operand 'x'", "attribute 'a'", ... for binding errors.
    fn describe(&self, v: Var) -> String {
        let op = self.op;
        match v {
            Var::Operand(i) => format!("operand '{}'", op.operands[i].name),
            Var::Attr(i) => format!("attribute '{}'", op.attrs[i].name),
            Var::Result(i) => format!("result '{}'", op.results[i].name),
            Var::Region(i) => format!("region '{}'", op.regions[i].name),
            Var::Successor(i) => format!("successor '{}'", op.successors[i].name),
        }
    }

    /// Binds a variable written at the top level or as a `custom` argument
    /// (mlir-tblgen: "operand 'x' is already bound").
    fn bind(&mut self, v: Var, pos: &Pos) -> Result<(), FormatError> {
        let bound = match v {
            Var::Operand(i) => {
                std::mem::replace(&mut self.operand_seen[i], true) || self.all_operands
            }
            Var::Attr(i) => std::mem::replace(&mut self.attr_seen[i], true),
            Var::Region(i) => std::mem::replace(&mut self.region_seen[i], true) || self.all_regions,
            Var::Successor(i) => {
                std::mem::replace(&mut self.successor_seen[i], true) || self.all_successors
            }
            Var::Result(_) => return err(pos.clone(), RESULT_OUTSIDE_TYPE),
        };
        if bound {
            return err(
                pos.clone(),
                format!("{} is already bound", self.describe(v)),
            );
        }
        Ok(())
    }

    /// The error for an element that mlir-tblgen does not accept in `ctx`
    /// (one of the contexts other than the top level).
    fn misplaced(&self, e: &Elem, ctx: Ctx) -> FormatError {
        let pos = e.pos();
        let message = match e {
            Elem::Literal(..) => LITERAL_NOT_TOP_LEVEL,
            Elem::Optional { .. } => "optional groups can only be used as top-level elements",
            // The clause keyword is the first thing mlir-tblgen rejects.
            Elem::OIList { clauses, .. } => {
                let at = clauses.first().map_or(pos, |(_, _, p)| p.clone());
                return FormatError {
                    message: LITERAL_NOT_TOP_LEVEL.into(),
                    pos: at,
                };
            }
            Elem::Custom { .. } => {
                "`custom` can only be used at the top-level context or within a `struct` directive"
            }
            Elem::Ref(..) => "'ref' is only valid within a `custom` directive",
            Elem::FunctionalType(..) => "'functional-type' is only valid as a top-level directive",
            Elem::Results(_) => RESULTS_OUTSIDE_TYPE,
            Elem::Type(..) if ctx == Ctx::Type => {
                "'type' cannot be used as a child of another `type`"
            }
            Elem::AttrDict { .. } if ctx == Ctx::Type => {
                "'attr-dict' directive can only be used as a top-level directive"
            }
            Elem::PropDict(_) if ctx == Ctx::Type => {
                "'prop-dict' directive can only be used as a top-level directive"
            }
            Elem::Regions(_) if ctx == Ctx::Type => {
                "'regions' is only valid as a top-level directive"
            }
            Elem::Successors(_) if ctx == Ctx::Type => {
                "'successors' is only valid as a top-level directive"
            }
            Elem::Qualified(..) => {
                "'qualified' directive expects an attribute or a `type` directive"
            }
            _ if ctx == Ctx::Custom => {
                "only variables and types may be used as parameters to a custom directive"
            }
            _ => "invalid element in this context",
        };
        FormatError {
            message: message.into(),
            pos,
        }
    }

    /// An argument of `type(...)` / `functional-type(...)` (mlir-tblgen's
    /// `TypeDirective` context).
    fn type_target(&mut self, e: &Elem) -> Result<TokenStream, FormatError> {
        match e {
            Elem::Operands(pos) => {
                if self.all_operand_types || self.operand_type_seen.iter().any(|&s| s) {
                    return err(pos.clone(), "'operands' 'type' is already bound");
                }
                self.all_operand_types = true;
                Ok(quote! { ::ods::format::TypeTarget::Operands })
            }
            Elem::Results(pos) => {
                if self.all_result_types || self.result_type_seen.iter().any(|&s| s) {
                    return err(pos.clone(), "'results' 'type' is already bound");
                }
                self.all_result_types = true;
                Ok(quote! { ::ods::format::TypeTarget::Results })
            }
            Elem::Var(name, pos) => match self.lookup(name, pos)? {
                Var::Operand(i) => {
                    if self.all_operand_types
                        || std::mem::replace(&mut self.operand_type_seen[i], true)
                    {
                        return err(pos.clone(), format!("'type' of '{name}' is already bound"));
                    }
                    let i = i as u16;
                    Ok(quote! { ::ods::format::TypeTarget::Operand(#i) })
                }
                Var::Result(i) => {
                    if self.all_result_types
                        || std::mem::replace(&mut self.result_type_seen[i], true)
                    {
                        return err(pos.clone(), format!("'type' of '{name}' is already bound"));
                    }
                    let i = i as u16;
                    Ok(quote! { ::ods::format::TypeTarget::Result(#i) })
                }
                Var::Attr(_) => err(
                    pos.clone(),
                    "attributes cannot be used as children to a `type` directive",
                ),
                Var::Region(_) => err(
                    pos.clone(),
                    "regions can only be used at the top level or in a ref directive",
                ),
                Var::Successor(_) => err(
                    pos.clone(),
                    "successors can only be used at the top level or in a ref directive",
                ),
            },
            // `qualified` is checked on its argument: `type(qualified(type($x)))`
            // is a type inside a type.
            Elem::Qualified(inner, _) => match &**inner {
                Elem::Type(..) => Err(self.misplaced(inner, Ctx::Type)),
                Elem::Var(..) => {
                    self.type_target(inner)?;
                    Err(self.misplaced(e, Ctx::Type))
                }
                _ => Err(self.misplaced(inner, Ctx::Type)),
            },
            other => Err(self.misplaced(other, Ctx::Type)),
        }
    }

    fn element(&mut self, e: &Elem, in_group: bool) -> Result<TokenStream, FormatError> {
        Ok(match e {
            Elem::Literal(text, pos) => self.literal(text, pos)?,
            Elem::Var(name, pos) => {
                let v = self.lookup(name, pos)?;
                self.bind(v, pos)?;
                let space = self.space_for_element();
                match v {
                    Var::Operand(i) => {
                        let i = i as u16;
                        quote! { ::ods::format::Element::Operand { group: #i, space: #space } }
                    }
                    Var::Attr(i) => {
                        let i = i as u16;
                        quote! { ::ods::format::Element::Attr { index: #i, space: #space, qualified: false } }
                    }
                    Var::Region(i) => {
                        let i = i as u16;
                        quote! { ::ods::format::Element::Region { index: #i, space: #space } }
                    }
                    Var::Successor(i) => {
                        let i = i as u16;
                        quote! { ::ods::format::Element::Successor { index: #i, space: #space } }
                    }
                    Var::Result(_) => unreachable!("rejected by bind"),
                }
            }
            Elem::AttrDict { with_keyword, pos } => {
                if in_group {
                    return err(pos.clone(), NOT_IN_OPTIONAL_GROUP);
                }
                if self.attr_dict.is_some() {
                    return err(pos.clone(), "'attr-dict' directive has already been seen");
                }
                self.attr_dict = Some(pos.clone());
                self.last_was_punctuation = false;
                quote! { ::ods::format::Element::AttrDict { with_keyword: #with_keyword } }
            }
            Elem::PropDict(pos) => {
                if in_group {
                    return err(pos.clone(), NOT_IN_OPTIONAL_GROUP);
                }
                if self.prop_dict {
                    return err(pos.clone(), "'prop-dict' directive has already been seen");
                }
                self.prop_dict = true;
                // mlir-tblgen always emits a space before the properties
                // (even when they print nothing).
                self.last_was_punctuation = false;
                quote! { ::ods::format::Element::PropDict { space: true } }
            }
            Elem::Type(arg, _) => {
                let space = self.space_for_element();
                let target = self.type_target(arg)?;
                quote! { ::ods::format::Element::Type { target: #target, space: #space, qualified: false } }
            }
            Elem::Qualified(arg, _) => {
                let space = self.space_for_element();
                match &**arg {
                    Elem::Var(name, vpos) => match self.lookup(name, vpos)? {
                        Var::Attr(i) => {
                            self.bind(Var::Attr(i), vpos)?;
                            let i = i as u16;
                            quote! { ::ods::format::Element::Attr { index: #i, space: #space, qualified: true } }
                        }
                        v => {
                            self.bind(v, vpos)?;
                            return Err(self.misplaced(e, Ctx::Top));
                        }
                    },
                    Elem::Type(inner, _) => {
                        let target = self.type_target(inner)?;
                        quote! { ::ods::format::Element::Type { target: #target, space: #space, qualified: true } }
                    }
                    _ => return Err(self.misplaced(e, Ctx::Top)),
                }
            }
            Elem::FunctionalType(a, b, _) => {
                let space = self.space_for_element();
                let inputs = self.type_target(a)?;
                let results = self.type_target(b)?;
                quote! { ::ods::format::Element::FunctionalType { inputs: #inputs, results: #results, space: #space } }
            }
            Elem::Operands(pos) => {
                self.bind_all_operands(pos)?;
                let space = self.space_for_element();
                quote! { ::ods::format::Element::Operands { space: #space } }
            }
            Elem::Results(pos) => return err(pos.clone(), RESULTS_OUTSIDE_TYPE),
            Elem::Regions(pos) => {
                if self.all_regions || self.region_seen.iter().any(|&s| s) {
                    return err(pos.clone(), "'regions' directive creates overlap in format");
                }
                self.all_regions = true;
                let space = self.space_for_element();
                quote! { ::ods::format::Element::Regions { space: #space } }
            }
            Elem::Successors(pos) => {
                if self.all_successors || self.successor_seen.iter().any(|&s| s) {
                    return err(
                        pos.clone(),
                        "'successors' directive creates overlap in format",
                    );
                }
                self.all_successors = true;
                let space = self.space_for_element();
                quote! { ::ods::format::Element::Successors { space: #space } }
            }
            Elem::Ref(..) => return Err(self.misplaced(e, Ctx::Top)),
            Elem::Custom { name, args, .. } => {
                let space = self.space_for_element();
                let mut arg_tokens = Vec::new();
                for a in args {
                    arg_tokens.push(self.custom_arg(a)?);
                }
                let directive = syn::Ident::new(name, proc_macro2::Span::call_site());
                quote! {
                    ::ods::format::Element::Custom {
                        directive: &#directive,
                        args: &[#(#arg_tokens),*],
                        space: #space,
                    }
                }
            }
            Elem::OIList { clauses, pos } => {
                if in_group {
                    return err(pos.clone(), NOT_IN_OPTIONAL_GROUP);
                }
                let mut cs = Vec::new();
                for (kw, elems, cpos) in clauses {
                    check_literal(kw, cpos)?;
                    for e in elems {
                        self.verify_oilist_element(e)?;
                    }
                    // Each clause is printed as `kw elems...`.
                    let space = self.should_emit_space
                        && should_emit_space_before(kw, self.last_was_punctuation);
                    self.literal(kw, cpos)?;
                    let anchor = self.oilist_anchor(elems, cpos)?;
                    let mut et = Vec::new();
                    for e in elems {
                        // A unit attribute is the clause's presence: bound,
                        // never printed or parsed (the keyword sets it).
                        if let Elem::Var(name, vpos) = e {
                            let v = self.lookup(name, vpos)?;
                            if matches!(v, Var::Attr(i) if self.op.attrs[i].is_unit()) {
                                self.bind(v, vpos)?;
                                continue;
                            }
                        }
                        et.push(self.element(e, true)?);
                    }
                    cs.push(quote! {
                        ::ods::format::OIClause { keyword: #kw, space: #space, elements: &[#(#et),*], anchor: #anchor }
                    });
                }
                quote! { ::ods::format::Element::OIList { clauses: &[#(#cs),*] } }
            }
            Elem::Optional {
                then,
                anchors,
                otherwise,
                else_anchors,
                pos,
            } => self.optional(then, anchors, otherwise, else_anchors, pos)?,
        })
    }

    /// The `operands` directive at the top level or in a `custom` directive.
    fn bind_all_operands(&mut self, pos: &Pos) -> Result<(), FormatError> {
        if self.all_operands || self.operand_seen.iter().any(|&s| s) {
            return err(
                pos.clone(),
                "'operands' directive creates overlap in format",
            );
        }
        self.all_operands = true;
        Ok(())
    }

    /// An argument of a `custom<...>(...)` directive (mlir-tblgen's
    /// `CustomDirective` context).
    fn custom_arg(&mut self, a: &Elem) -> Result<TokenStream, FormatError> {
        Ok(match a {
            Elem::Var(name, pos) => {
                let v = self.lookup(name, pos)?;
                self.bind(v, pos)?;
                match v {
                    Var::Operand(i) => {
                        let i = i as u16;
                        quote! { ::ods::format::CustomArg::Operand(#i) }
                    }
                    Var::Attr(i) => {
                        let i = i as u16;
                        quote! { ::ods::format::CustomArg::Attr(#i) }
                    }
                    Var::Region(i) => {
                        let i = i as u16;
                        quote! { ::ods::format::CustomArg::Region(#i) }
                    }
                    Var::Successor(i) => {
                        let i = i as u16;
                        quote! { ::ods::format::CustomArg::Successor(#i) }
                    }
                    Var::Result(_) => unreachable!("rejected by bind"),
                }
            }
            Elem::Type(inner, _) => {
                let t = self.type_target(inner)?;
                quote! { ::ods::format::CustomArg::Type(#t) }
            }
            Elem::AttrDict { pos, .. } => {
                if self.attr_dict.is_some() {
                    return err(pos.clone(), "'attr-dict' directive has already been seen");
                }
                self.attr_dict = Some(pos.clone());
                quote! { ::ods::format::CustomArg::AttrDict }
            }
            Elem::Operands(pos) => {
                self.bind_all_operands(pos)?;
                return Err(self.misplaced(a, Ctx::Custom));
            }
            Elem::Ref(inner, _) => self.ref_arg(inner)?,
            other => return Err(self.misplaced(other, Ctx::Custom)),
        })
    }

    /// `ref(...)` inside a `custom` directive: the value must be bound
    /// before (mlir-tblgen's `RefDirective` context).
    fn ref_arg(&mut self, inner: &Elem) -> Result<TokenStream, FormatError> {
        let unsupported = |pos: Pos| err(pos, "'ref' of this kind of variable is not supported");
        match inner {
            Elem::Var(name, vpos) => {
                let v = self.lookup(name, vpos)?;
                let bound = match v {
                    Var::Operand(i) => self.operand_seen[i] || self.all_operands,
                    Var::Attr(i) => self.attr_seen[i],
                    Var::Region(i) => self.region_seen[i] || self.all_regions,
                    Var::Successor(i) => self.successor_seen[i] || self.all_successors,
                    Var::Result(_) => return err(vpos.clone(), RESULT_OUTSIDE_TYPE),
                };
                if !bound {
                    return err(
                        vpos.clone(),
                        format!("{} must be bound before it is referenced", self.describe(v)),
                    );
                }
                match v {
                    Var::Operand(i) => {
                        let i = i as u16;
                        Ok(
                            quote! { ::ods::format::CustomArg::Ref(::ods::opdef::ValueRef::Operand(#i)) },
                        )
                    }
                    Var::Attr(i) => {
                        let i = i as u16;
                        Ok(
                            quote! { ::ods::format::CustomArg::Ref(::ods::opdef::ValueRef::Attr(#i)) },
                        )
                    }
                    _ => unsupported(vpos.clone()),
                }
            }
            Elem::Type(arg, pos) => {
                let seen = match &**arg {
                    Elem::Var(name, vpos) => match self.lookup(name, vpos)? {
                        Var::Operand(i) => self.operand_type_seen[i] || self.all_operand_types,
                        Var::Result(i) => self.result_type_seen[i] || self.all_result_types,
                        _ => false,
                    },
                    Elem::Operands(_) => self.all_operand_types,
                    Elem::Results(_) => self.all_result_types,
                    _ => false,
                };
                if !seen {
                    let what = match &**arg {
                        Elem::Var(name, _) => format!("${name}"),
                        Elem::Operands(_) => "operands".into(),
                        _ => "results".into(),
                    };
                    return err(
                        arg.pos(),
                        format!("'ref' of 'type({what})' is not bound by a prior 'type' directive"),
                    );
                }
                unsupported(pos.clone())
            }
            Elem::AttrDict { pos, .. } => {
                if self.attr_dict.is_none() {
                    return err(
                        pos.clone(),
                        "'ref' of 'attr-dict' is not bound by a prior 'attr-dict' directive",
                    );
                }
                unsupported(pos.clone())
            }
            Elem::Operands(pos) => {
                if !self.all_operands {
                    return err(
                        pos.clone(),
                        "'ref' of 'operands' is not bound by a prior 'operands' directive",
                    );
                }
                unsupported(pos.clone())
            }
            other => Err(self.misplaced(other, Ctx::Ref)),
        }
    }

    /// mlir-tblgen's `verifyOIListParsingElement`: the variables of an
    /// `oilist` clause must be optional.
    fn verify_oilist_element(&self, e: &Elem) -> Result<(), FormatError> {
        let op = self.op;
        match e {
            Elem::Var(name, pos) => match self.lookup(name, pos)? {
                Var::Attr(i) if matches!(op.attrs[i].presence, Presence::Required) => err(
                    pos.clone(),
                    "only optional attributes can be used in an oilist parsing group",
                ),
                Var::Operand(i) if op.operands[i].mult == Mult::Single => err(
                    pos.clone(),
                    "only variable length operands can be used within an oilist parsing group",
                ),
                Var::Result(i) if op.results[i].mult == Mult::Single => err(
                    pos.clone(),
                    "only variable length results can be used within an oilist parsing group",
                ),
                Var::Successor(_) => err(
                    pos.clone(),
                    "only literals, types, and variables can be used within an oilist group",
                ),
                _ => Ok(()),
            },
            Elem::Type(a, _) | Elem::Qualified(a, _) | Elem::Ref(a, _) => {
                self.verify_oilist_element(a)
            }
            Elem::FunctionalType(a, b, _) => {
                self.verify_oilist_element(a)?;
                self.verify_oilist_element(b)
            }
            Elem::Custom { args, .. } => {
                args.iter().try_for_each(|a| self.verify_oilist_element(a))
            }
            _ => Ok(()),
        }
    }

    /// mlir-tblgen's `verifyOptionalGroupElement`: what may appear in an
    /// optional group, and what may anchor one.
    fn verify_group_element(&self, e: &Elem, is_anchor: bool) -> Result<(), FormatError> {
        let op = self.op;
        let pos = e.pos();
        match e {
            Elem::Var(name, vpos) => match self.lookup(name, vpos)? {
                Var::Attr(i) => {
                    if is_anchor && matches!(op.attrs[i].presence, Presence::Required) {
                        return err(pos, "only optional or default-valued attributes can be used to anchor an optional group");
                    }
                    Ok(())
                }
                Var::Operand(i) => {
                    if op.operands[i].mult == Mult::Single {
                        return err(
                            pos,
                            "only variable length operands can be used within an optional group",
                        );
                    }
                    Ok(())
                }
                Var::Result(i) => {
                    if op.results[i].mult == Mult::Single {
                        return err(
                            pos,
                            "only variable length results can be used within an optional group",
                        );
                    }
                    Ok(())
                }
                Var::Region(_) => Ok(()),
                Var::Successor(_) => err(pos, NOT_IN_OPTIONAL_GROUP),
            },
            Elem::Type(arg, _) => match &**arg {
                Elem::Var(..) => self.verify_group_element(arg, false),
                // `type(operands)`, `type(results)`, ...
                _ => err(arg.pos(), NOT_IN_OPTIONAL_GROUP),
            },
            Elem::Qualified(arg, _) => self.verify_group_element(arg, is_anchor),
            Elem::FunctionalType(a, b, _) => {
                self.verify_group_element(&Elem::Type(a.clone(), a.pos()), false)?;
                self.verify_group_element(&Elem::Type(b.clone(), b.pos()), false)
            }
            Elem::Custom { args, .. } => {
                if is_anchor {
                    for a in args {
                        if !matches!(a, Elem::Ref(..)) {
                            self.verify_group_element(a, true)?;
                        }
                    }
                }
                Ok(())
            }
            Elem::Literal(..) | Elem::Optional { .. } => {
                if is_anchor {
                    return err(
                        pos,
                        "only variables and types can be used to anchor an optional group",
                    );
                }
                Ok(())
            }
            _ => err(pos, NOT_IN_OPTIONAL_GROUP),
        }
    }

    fn anchor_of(&self, e: &Elem) -> Result<TokenStream, FormatError> {
        let pos = e.pos();
        match e {
            Elem::Var(name, vpos) => match self.lookup(name, vpos)? {
                Var::Operand(i) => {
                    let i = i as u16;
                    Ok(quote! { ::ods::format::Anchor::Operand(#i) })
                }
                Var::Attr(i) => {
                    let i = i as u16;
                    Ok(quote! { ::ods::format::Anchor::Attr(#i) })
                }
                Var::Region(i) => {
                    let i = i as u16;
                    Ok(quote! { ::ods::format::Anchor::Region(#i) })
                }
                Var::Successor(i) => {
                    let i = i as u16;
                    Ok(quote! { ::ods::format::Anchor::Successor(#i) })
                }
                Var::Result(_) => err(pos, RESULT_OUTSIDE_TYPE),
            },
            Elem::Qualified(inner, _) => self.anchor_of(inner),
            Elem::Type(inner, _) => match &**inner {
                Elem::Var(name, vpos) => match self.lookup(name, vpos)? {
                    Var::Operand(i) if self.op.operands[i].mult != Mult::Single => {
                        let i = i as u16;
                        Ok(quote! { ::ods::format::Anchor::OperandType(#i) })
                    }
                    Var::Result(i) if self.op.results[i].mult != Mult::Single => {
                        let i = i as u16;
                        Ok(quote! { ::ods::format::Anchor::ResultType(#i) })
                    }
                    _ => err(pos, "type directives anchoring an optional group must refer to an optional or variadic operand or result"),
                },
                _ => err(pos, NOT_IN_OPTIONAL_GROUP),
            },
            Elem::Custom { args, .. } => match args.first() {
                Some(a) => self.anchor_of(a),
                None => err(pos, "a custom directive anchoring an optional group needs an argument"),
            },
            _ => err(pos, "only variables and types can be used to anchor an optional group"),
        }
    }

    fn oilist_anchor(&self, elems: &[Elem], pos: &Pos) -> Result<TokenStream, FormatError> {
        for e in elems {
            if let Ok(a) = self.anchor_of(e) {
                return Ok(a);
            }
        }
        err(pos.clone(), "each 'oilist' clause needs an optional attribute, operand or type to decide its presence")
    }

    fn lead_of(&self, e: &Elem) -> Result<TokenStream, FormatError> {
        Ok(match e {
            Elem::Literal(t, _) => quote! { ::ods::format::Lead::Literal(#t) },
            Elem::Var(name, pos) => match self.lookup(name, pos)? {
                Var::Operand(_) => quote! { ::ods::format::Lead::Operand },
                Var::Attr(i) => {
                    let i = i as u16;
                    quote! { ::ods::format::Lead::Attr(#i) }
                }
                Var::Region(_) => quote! { ::ods::format::Lead::Region },
                Var::Successor(_) => quote! { ::ods::format::Lead::Successor },
                Var::Result(_) => return err(pos.clone(), RESULT_OUTSIDE_TYPE),
            },
            Elem::Custom { args, .. } => match args.first() {
                Some(a) => self.lead_of(a)?,
                None => return err(e.pos(), FIRST_GROUP_ELEMENT),
            },
            other => return err(other.pos(), FIRST_GROUP_ELEMENT),
        })
    }

    /// An optional group, checked in mlir-tblgen's order: one anchor, the
    /// elements allowed in a group, the first parsable element.
    fn optional(
        &mut self,
        then: &[Elem],
        anchors: &[usize],
        otherwise: &[Elem],
        else_anchors: &[usize],
        pos: &Pos,
    ) -> Result<TokenStream, FormatError> {
        let one_anchor = "only one element can be marked as the anchor of an optional group";
        if let [_, b, ..] = anchors {
            return err(then[*b].pos(), one_anchor);
        }
        if let (Some(_), Some(&b)) = (anchors.first(), else_anchors.first()) {
            return err(otherwise[b].pos(), one_anchor);
        }
        if let [_, b, ..] = else_anchors {
            return err(otherwise[*b].pos(), one_anchor);
        }
        let anchor_index = match (anchors, else_anchors) {
            ([a], _) => *a,
            ([], [b]) => {
                return err(
                    otherwise[*b].pos(),
                    "an anchor in the else group (an inverted optional group) is not supported",
                )
            }
            _ => return err(pos.clone(), "optional group has no anchor element"),
        };
        for (i, e) in then.iter().enumerate() {
            self.verify_group_element(e, i == anchor_index)?;
        }
        for e in otherwise {
            self.verify_group_element(e, false)?;
        }
        let is_space = |e: &&Elem| matches!(e, Elem::Literal(t, _) if t.is_empty() || t == " ");
        let Some(first) = then.iter().find(|e| !is_space(e)) else {
            return err(pos.clone(), FIRST_GROUP_ELEMENT);
        };
        let lead = self.lead_of(first)?;
        let anchor = self.anchor_of(&then[anchor_index])?;
        // A unit attribute anchor that is not the first element is not printed
        // (its presence is the group's presence).
        let elided_unit = match &then[anchor_index] {
            Elem::Var(name, vpos) if anchor_index != 0 => match self.lookup(name, vpos)? {
                Var::Attr(i) if self.op.attrs[i].is_unit() => Some(anchor_index),
                _ => None,
            },
            _ => None,
        };
        let mut then_tokens = Vec::new();
        for (i, e) in then.iter().enumerate() {
            if Some(i) == elided_unit {
                if let Elem::Var(name, vpos) = e {
                    let v = self.lookup(name, vpos)?;
                    self.bind(v, vpos)?;
                }
                continue;
            }
            if let Elem::Optional { pos, .. } = e {
                return err(
                    pos.clone(),
                    "an optional group nested in the first branch of another is not supported",
                );
            }
            then_tokens.push(self.element(e, true)?);
        }
        let mut else_tokens = Vec::new();
        for e in otherwise {
            else_tokens.push(self.element(e, true)?);
        }
        Ok(quote! {
            ::ods::format::Element::Optional {
                then: &[#(#then_tokens),*],
                otherwise: &[#(#else_tokens),*],
                anchor: #anchor,
                lead: #lead,
            }
        })
    }
}

/// Compiles `elems` for `op`.
pub fn compile(
    op: &OpDecl,
    traits: &[TraitModel],
    elems: &[Elem],
    text_len: usize,
) -> Result<Compiled, FormatError> {
    let mut c = Compiler::new(op);
    let mut tokens = Vec::new();
    for e in elems {
        tokens.push(c.element(e, false)?);
    }
    if c.attr_dict.is_none() {
        return err(
            text_len..text_len,
            "'attr-dict' directive not found in custom assembly format",
        );
    }
    // Every operand, region and successor must be bound.
    for (i, o) in op.operands.iter().enumerate() {
        if !c.operand_seen[i] && !c.all_operands {
            return err(
                0..text_len,
                format!("operand #{i}, named '{}', not found", o.name),
            );
        }
    }
    for (i, r) in op.regions.iter().enumerate() {
        if !c.region_seen[i] && !c.all_regions {
            return err(
                0..text_len,
                format!("region #{i}, named '{}', not found", r.name),
            );
        }
    }
    for (i, s) in op.successors.iter().enumerate() {
        if !c.successor_seen[i] && !c.all_successors {
            return err(
                0..text_len,
                format!("successor #{i}, named '{}', not found", s.name),
            );
        }
    }
    // Types not written in the format are inferred (or must be buildable).
    let inference = crate::op::traits::infer_types(
        op,
        traits,
        &c.operand_type_seen
            .iter()
            .map(|&s| s || c.all_operand_types)
            .collect::<Vec<_>>(),
        &c.result_type_seen
            .iter()
            .map(|&s| s || c.all_result_types)
            .collect::<Vec<_>>(),
        &c.attr_seen,
    );
    // Buildability is only known once the constraint types resolve: a const
    // assertion per omitted type, reported on the format string.
    let span = op
        .format
        .as_ref()
        .map_or_else(proc_macro2::Span::call_site, |l| l.span());
    let mut checks = TokenStream::new();
    let mut operand_sources = Vec::new();
    for (i, src) in inference.operands.iter().enumerate() {
        operand_sources.push(src.tokens());
        if matches!(src, crate::op::traits::Source::Buildable) {
            let ty = &op.operands[i].constraint;
            let msg = format!(
                "type of operand #{i}, named '{}', is not buildable and a buildable type cannot be inferred",
                op.operands[i].name
            );
            checks.extend(quote_spanned! {span=>
                const _: () = if !<#ty as ::ods::opdef::TypeConstraint>::BUILDABLE { panic!(#msg) };
            });
        }
    }
    let mut result_sources = Vec::new();
    for (i, src) in inference.results.iter().enumerate() {
        result_sources.push(src.tokens());
        if matches!(src, crate::op::traits::Source::Buildable) {
            let ty = &op.results[i].constraint;
            let msg = format!(
                "type of result #{i}, named '{}', is not buildable and a buildable type cannot be inferred",
                op.results[i].name
            );
            checks.extend(quote_spanned! {span=>
                const _: () = if !<#ty as ::ods::opdef::TypeConstraint>::BUILDABLE { panic!(#msg) };
            });
        }
    }
    let consumed: Vec<u16> = c
        .attr_seen
        .iter()
        .enumerate()
        .filter(|(_, &s)| s)
        .map(|(i, _)| i as u16)
        .collect();
    let _ = last_ident;
    let source = op
        .format
        .as_ref()
        .map(|lit| lit.value())
        .unwrap_or_default();
    Ok(Compiled {
        tokens: quote! {
            ::ods::format::Format {
                elements: &[#(#tokens),*],
                operand_types: &[#(#operand_sources),*],
                result_types: &[#(#result_sources),*],
                consumed_attrs: &[#(#consumed),*],
                source: #source,
            }
        },
        checks,
    })
}
