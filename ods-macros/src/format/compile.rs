//! Compiling a parsed format against an op declaration: names resolved,
//! mlir-tblgen's validity rules checked, the printer's spacing decided (the
//! same static walk mlir-tblgen's generator does), and how each operand and
//! result type is obtained when parsing. The result is the token stream of a
//! `::ods::format::Format` constant.

use super::ast::{err, Elem, FormatError, Pos};
use crate::op::input::{last_ident, Mult, OpDecl, Presence};
use crate::op::traits::TraitModel;
use proc_macro2::TokenStream;
use quote::quote;

/// What a variable names.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Var {
    Operand(usize),
    Attr(usize),
    Result(usize),
    Region(usize),
    Successor(usize),
}

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
            format!("expected variable to refer to an argument, region, result, or successor: `${name}` is none of them"),
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

    fn type_target(&mut self, e: &Elem, in_type: bool) -> Result<TokenStream, FormatError> {
        match e {
            Elem::Operands(_) => {
                self.all_operand_types = true;
                Ok(quote! { ::ods::format::TypeTarget::Operands })
            }
            Elem::Results(_) => {
                self.all_result_types = true;
                Ok(quote! { ::ods::format::TypeTarget::Results })
            }
            Elem::Var(name, pos) => match self.lookup(name, pos)? {
                Var::Operand(i) => {
                    if in_type && self.operand_type_seen[i] {
                        return err(pos.clone(), format!("'type' of '{name}' is already bound"));
                    }
                    self.operand_type_seen[i] = true;
                    let i = i as u16;
                    Ok(quote! { ::ods::format::TypeTarget::Operand(#i) })
                }
                Var::Result(i) => {
                    if in_type && self.result_type_seen[i] {
                        return err(pos.clone(), format!("'type' of '{name}' is already bound"));
                    }
                    self.result_type_seen[i] = true;
                    let i = i as u16;
                    Ok(quote! { ::ods::format::TypeTarget::Result(#i) })
                }
                _ => err(
                    pos.clone(),
                    format!("'{name}' must be an operand or result to be used in a type directive"),
                ),
            },
            other => err(
                other.pos(),
                "expected an operand, result, `operands` or `results` in a type directive",
            ),
        }
    }

    fn element(&mut self, e: &Elem, in_group: bool) -> Result<TokenStream, FormatError> {
        Ok(match e {
            Elem::Literal(text, pos) => self.literal(text, pos)?,
            Elem::Var(name, pos) => {
                let v = self.lookup(name, pos)?;
                let space = self.space_for_element();
                match v {
                    Var::Operand(i) => {
                        if self.operand_seen[i] || self.all_operands {
                            return err(pos.clone(), format!("operand '{name}' is already bound"));
                        }
                        self.operand_seen[i] = true;
                        let i = i as u16;
                        quote! { ::ods::format::Element::Operand { group: #i, space: #space } }
                    }
                    Var::Attr(i) => {
                        if self.attr_seen[i] {
                            return err(pos.clone(), format!("attribute '{name}' is already bound"));
                        }
                        self.attr_seen[i] = true;
                        let i = i as u16;
                        quote! { ::ods::format::Element::Attr { index: #i, space: #space, qualified: false } }
                    }
                    Var::Region(i) => {
                        if self.region_seen[i] || self.all_regions {
                            return err(pos.clone(), format!("region '{name}' is already bound"));
                        }
                        self.region_seen[i] = true;
                        let i = i as u16;
                        quote! { ::ods::format::Element::Region { index: #i, space: #space } }
                    }
                    Var::Successor(i) => {
                        if self.successor_seen[i] || self.all_successors {
                            return err(pos.clone(), format!("successor '{name}' is already bound"));
                        }
                        self.successor_seen[i] = true;
                        let i = i as u16;
                        quote! { ::ods::format::Element::Successor { index: #i, space: #space } }
                    }
                    Var::Result(_) => {
                        return err(
                            pos.clone(),
                            format!("result variables can only be used as a child to a 'type' directive: `${name}`"),
                        )
                    }
                }
            }
            Elem::AttrDict { with_keyword, pos } => {
                if in_group {
                    return err(
                        pos.clone(),
                        "'attr-dict' directive can only be used as a top-level directive",
                    );
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
                    return err(
                        pos.clone(),
                        "'prop-dict' directive can only be used as a top-level directive",
                    );
                }
                // mlir-tblgen always emits a space before the properties
                // (even when they print nothing).
                self.last_was_punctuation = false;
                quote! { ::ods::format::Element::PropDict { space: true } }
            }
            Elem::Type(arg, pos) => {
                let space = self.space_for_element();
                let (target, qualified) = match &**arg {
                    Elem::Qualified(inner, _) => (self.type_target(inner, true)?, true),
                    other => (self.type_target(other, true)?, false),
                };
                let _ = pos;
                quote! { ::ods::format::Element::Type { target: #target, space: #space, qualified: #qualified } }
            }
            Elem::Qualified(arg, pos) => {
                let space = self.space_for_element();
                match &**arg {
                    Elem::Var(name, vpos) => match self.lookup(name, vpos)? {
                        Var::Attr(i) => {
                            if self.attr_seen[i] {
                                return err(
                                    vpos.clone(),
                                    format!("attribute '{name}' is already bound"),
                                );
                            }
                            self.attr_seen[i] = true;
                            let i = i as u16;
                            quote! { ::ods::format::Element::Attr { index: #i, space: #space, qualified: true } }
                        }
                        _ => {
                            return err(
                                vpos.clone(),
                                "'qualified' takes an attribute or a type directive",
                            )
                        }
                    },
                    Elem::Type(inner, _) => {
                        let target = self.type_target(inner, true)?;
                        quote! { ::ods::format::Element::Type { target: #target, space: #space, qualified: true } }
                    }
                    _ => {
                        return err(
                            pos.clone(),
                            "'qualified' takes an attribute or a type directive",
                        )
                    }
                }
            }
            Elem::FunctionalType(a, b, _) => {
                let space = self.space_for_element();
                let inputs = self.type_target(a, true)?;
                let results = self.type_target(b, true)?;
                quote! { ::ods::format::Element::FunctionalType { inputs: #inputs, results: #results, space: #space } }
            }
            Elem::Operands(pos) => {
                if self.all_operands || self.operand_seen.iter().any(|&s| s) {
                    return err(
                        pos.clone(),
                        "'operands' directive creates overlap in format",
                    );
                }
                self.all_operands = true;
                let space = self.space_for_element();
                quote! { ::ods::format::Element::Operands { space: #space } }
            }
            Elem::Results(pos) => {
                return err(
                    pos.clone(),
                    "'results' directive can only be used as a child to a 'type' directive",
                )
            }
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
            Elem::Ref(_, pos) => {
                return err(
                    pos.clone(),
                    "'ref' is only valid within a `custom` directive",
                )
            }
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
                    return err(
                        pos.clone(),
                        "'oilist' cannot be nested in an optional group",
                    );
                }
                let mut cs = Vec::new();
                for (kw, elems, cpos) in clauses {
                    check_literal(kw, cpos)?;
                    // Each clause is printed as `kw elems...`.
                    let space = self.should_emit_space
                        && should_emit_space_before(kw, self.last_was_punctuation);
                    self.literal(kw, cpos)?;
                    let anchor = self.oilist_anchor(elems, cpos)?;
                    let mut et = Vec::new();
                    for e in elems {
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
                pos,
            } => self.optional(then, anchors, otherwise, pos)?,
        })
    }

    fn custom_arg(&mut self, a: &Elem) -> Result<TokenStream, FormatError> {
        Ok(match a {
            Elem::Var(name, pos) => match self.lookup(name, pos)? {
                Var::Operand(i) => {
                    if self.operand_seen[i] {
                        return err(pos.clone(), format!("operand '{name}' is already bound"));
                    }
                    self.operand_seen[i] = true;
                    let i = i as u16;
                    quote! { ::ods::format::CustomArg::Operand(#i) }
                }
                Var::Attr(i) => {
                    self.attr_seen[i] = true;
                    let i = i as u16;
                    quote! { ::ods::format::CustomArg::Attr(#i) }
                }
                Var::Region(i) => {
                    self.region_seen[i] = true;
                    let i = i as u16;
                    quote! { ::ods::format::CustomArg::Region(#i) }
                }
                Var::Successor(i) => {
                    self.successor_seen[i] = true;
                    let i = i as u16;
                    quote! { ::ods::format::CustomArg::Successor(#i) }
                }
                Var::Result(_) => {
                    return err(
                        pos.clone(),
                        "result variables can only be used as a child to a 'type' directive",
                    )
                }
            },
            Elem::Type(inner, _) => {
                let t = self.type_target(inner, true)?;
                quote! { ::ods::format::CustomArg::Type(#t) }
            }
            Elem::AttrDict { .. } => {
                self.attr_dict = Some(a.pos());
                quote! { ::ods::format::CustomArg::AttrDict }
            }
            Elem::Ref(inner, pos) => match &**inner {
                Elem::Var(name, vpos) => match self.lookup(name, vpos)? {
                    Var::Operand(i) => {
                        let i = i as u16;
                        quote! { ::ods::format::CustomArg::Ref(::ods::opdef::ValueRef::Operand(#i)) }
                    }
                    Var::Attr(i) => {
                        let i = i as u16;
                        quote! { ::ods::format::CustomArg::Ref(::ods::opdef::ValueRef::Attr(#i)) }
                    }
                    _ => {
                        return err(
                            pos.clone(),
                            "'ref' of this kind of variable is not supported",
                        )
                    }
                },
                _ => return err(pos.clone(), "'ref' expects a variable"),
            },
            other => return err(other.pos(), "invalid argument to a custom directive"),
        })
    }

    fn anchor_of(&self, e: &Elem) -> Result<TokenStream, FormatError> {
        let pos = e.pos();
        match e {
            Elem::Var(name, vpos) => match self.lookup(name, vpos)? {
                Var::Operand(i) => {
                    if self.op.operands[i].mult == Mult::Single {
                        return err(pos, "only variables and types can be used to anchor an optional group: the operand must be optional or variadic");
                    }
                    let i = i as u16;
                    Ok(quote! { ::ods::format::Anchor::Operand(#i) })
                }
                Var::Attr(i) => {
                    if matches!(self.op.attrs[i].presence, Presence::Required) {
                        return err(pos, format!("attribute '{name}' anchoring an optional group must be optional, unit or default-valued"));
                    }
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
                Var::Result(_) => err(pos, "result variables cannot anchor an optional group"),
            },
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
                _ => err(pos, "type directives anchoring an optional group must refer to a variable"),
            },
            Elem::Custom { args, .. } => match args.first() {
                Some(a) => self.anchor_of(a),
                None => err(pos, "a custom directive anchoring an optional group needs an argument"),
            },
            _ => err(pos, "only literals, types, and variables can be used within an optional group, and only variables, types and custom directives can anchor one"),
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
            Elem::Literal(t, pos) => {
                if t.is_empty() || t == " " {
                    return err(pos.clone(), "the first element of an optional group cannot be whitespace");
                }
                quote! { ::ods::format::Lead::Literal(#t) }
            }
            Elem::Var(name, pos) => match self.lookup(name, pos)? {
                Var::Operand(_) => quote! { ::ods::format::Lead::Operand },
                Var::Attr(i) => {
                    let i = i as u16;
                    quote! { ::ods::format::Lead::Attr(#i) }
                }
                Var::Region(_) => quote! { ::ods::format::Lead::Region },
                Var::Successor(_) => quote! { ::ods::format::Lead::Successor },
                Var::Result(_) => return err(pos.clone(), "result variables cannot start an optional group"),
            },
            Elem::Type(..) | Elem::Qualified(..) | Elem::FunctionalType(..) => {
                quote! { ::ods::format::Lead::Type }
            }
            Elem::Operands(_) => quote! { ::ods::format::Lead::Operand },
            Elem::Custom { args, pos, .. } => match args.first() {
                Some(a) => self.lead_of(a)?,
                None => return err(pos.clone(), "first parsable element of an optional group must be a literal, variable, or custom directive"),
            },
            other => {
                return err(
                    other.pos(),
                    "first parsable element of an optional group must be a literal, variable, or custom directive",
                )
            }
        })
    }

    fn optional(
        &mut self,
        then: &[Elem],
        anchors: &[usize],
        otherwise: &[Elem],
        pos: &Pos,
    ) -> Result<TokenStream, FormatError> {
        let anchor_index = match anchors {
            [] => return err(pos.clone(), "optional group has no anchor element"),
            [a] => *a,
            [_, b, ..] => {
                return err(
                    then[*b].pos(),
                    "only one element can be marked as the anchor of an optional group",
                )
            }
        };
        let anchor = self.anchor_of(&then[anchor_index])?;
        let first = then
            .iter()
            .find(|e| !matches!(e, Elem::Literal(t, _) if t.is_empty() || t == " "))
            .ok_or_else(|| FormatError {
                message: "optional group has no parsable element".into(),
                pos: pos.clone(),
            })?;
        let lead = self.lead_of(first)?;
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
                    if let Var::Attr(k) = self.lookup(name, vpos)? {
                        self.attr_seen[k] = true;
                    }
                }
                continue;
            }
            if let Elem::Optional { pos, .. } = e {
                return err(pos.clone(), "optional groups can only be nested in the else branch... nested optional groups are not supported");
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
            checks.extend(quote! {
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
            checks.extend(quote! {
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
    let source = op.format.as_ref().map(|lit| lit.value()).unwrap_or_default();
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
