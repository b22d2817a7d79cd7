//! The attribute/type assembly-format compiler (mlir-tblgen's
//! `DefFormatParser`): parses the format with a pest grammar, checks it like
//! mlir-tblgen does, and emits the `DefElement` table.

use crate::format::ast::{FormatError, Pos};
use pest::iterators::Pair;
use pest::Parser;
use proc_macro2::TokenStream;
use quote::quote;

#[derive(pest_derive::Parser)]
#[grammar = "attrdef/grammar.pest"]
struct DefFormatGrammar;

/// A parameter as the format compiler sees it.
pub struct ParamInfo {
    pub name: String,
    pub optional: bool,
}

#[derive(Clone, Debug)]
enum Elem {
    Literal(String, Pos),
    Var {
        name: String,
        qualified: bool,
        pos: Pos,
    },
    Params(Pos),
    /// `struct(params)` (`None`) or `struct($a, $b)`.
    Struct(Option<Vec<(String, Pos)>>, Pos),
    Optional {
        then: Vec<Elem>,
        anchor: Option<usize>,
        els: Vec<Elem>,
        pos: Pos,
    },
}

impl Elem {
    fn pos(&self) -> Pos {
        match self {
            Elem::Literal(_, p)
            | Elem::Var { pos: p, .. }
            | Elem::Params(p)
            | Elem::Struct(_, p)
            | Elem::Optional { pos: p, .. } => p.clone(),
        }
    }
}

fn span(p: &Pair<Rule>) -> Pos {
    let s = p.as_span();
    s.start()..s.end()
}

fn element(p: Pair<Rule>) -> Elem {
    let pos = span(&p);
    match p.as_rule() {
        Rule::literal => {
            let text = p.into_inner().next().map_or("", |t| t.as_str()).to_string();
            Elem::Literal(text, pos)
        }
        Rule::variable => {
            let name = p.into_inner().next().map_or("", |t| t.as_str()).to_string();
            Elem::Var {
                name,
                qualified: false,
                pos,
            }
        }
        Rule::qualified_dir => {
            let v = p.into_inner().next().expect("variable");
            match element(v) {
                Elem::Var { name, pos: vp, .. } => Elem::Var {
                    name,
                    qualified: true,
                    pos: vp,
                },
                e => e,
            }
        }
        Rule::params_dir => Elem::Params(pos),
        Rule::struct_dir => {
            let mut vars = Vec::new();
            let mut all = false;
            for i in p.into_inner() {
                match i.as_rule() {
                    Rule::params_dir => all = true,
                    Rule::variable => {
                        let vp = span(&i);
                        let name = i.into_inner().next().map_or("", |t| t.as_str()).to_string();
                        vars.push((name, vp));
                    }
                    _ => {}
                }
            }
            Elem::Struct(if all { None } else { Some(vars) }, pos)
        }
        Rule::optional_group => {
            let mut then = Vec::new();
            let mut anchor = None;
            let mut els = Vec::new();
            for i in p.into_inner() {
                match i.as_rule() {
                    Rule::group_element => {
                        let mut inner = i.into_inner();
                        let e = element(inner.next().expect("element"));
                        if inner.next().is_some() {
                            anchor = Some(then.len());
                        }
                        then.push(e);
                    }
                    Rule::else_group => {
                        for e in i.into_inner() {
                            els.push(element(e));
                        }
                    }
                    _ => {}
                }
            }
            Elem::Optional {
                then,
                anchor,
                els,
                pos,
            }
        }
        r => unreachable!("unexpected rule {r:?}"),
    }
}

fn parse(text: &str) -> Result<Vec<Elem>, FormatError> {
    let mut pairs = DefFormatGrammar::parse(Rule::format, text).map_err(|e| {
        let pos = match e.location {
            pest::error::InputLocation::Pos(p) => p..p + 1,
            pest::error::InputLocation::Span((a, b)) => a..b.max(a + 1),
        };
        FormatError {
            message: "expected literal, variable, directive, or optional group".into(),
            pos,
        }
    })?;
    let format = pairs.next().expect("format rule");
    Ok(format
        .into_inner()
        .filter(|p| p.as_rule() != Rule::EOI)
        .map(element)
        .collect())
}

fn err<T>(message: impl Into<String>, pos: Pos) -> Result<T, FormatError> {
    Err(FormatError {
        message: message.into(),
        pos,
    })
}

const PUNCTUATION: &[&str] = &[
    "->", ":", ",", "=", "<", ">", "{", "}", "(", ")", "[", "]", "?", "+", "*", "...", "|",
];

fn is_keyword_literal(s: &str) -> bool {
    let b = s.as_bytes();
    match b.first() {
        Some(&c) if c.is_ascii_alphabetic() || c == b'_' => b[1..]
            .iter()
            .all(|&c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.')),
        _ => false,
    }
}

struct Compiler<'a> {
    def_name: &'a str,
    params: &'a [ParamInfo],
    seen: Vec<bool>,
}

impl Compiler<'_> {
    fn bind(&mut self, name: &str, pos: Pos) -> Result<u16, FormatError> {
        let Some(i) = self.params.iter().position(|p| p.name == name) else {
            return err(
                format!("{} has no parameter named '{name}'", self.def_name),
                pos,
            );
        };
        if self.seen[i] {
            return err(format!("duplicate parameter '{name}'"), pos);
        }
        self.seen[i] = true;
        Ok(i as u16)
    }

    fn all_params(&mut self, pos: Pos) -> Result<Vec<u16>, FormatError> {
        let mut out = Vec::new();
        for (i, p) in self.params.iter().enumerate() {
            if self.seen[i] {
                return err(
                    format!("`params` captures duplicate parameter: {}", p.name),
                    pos,
                );
            }
            self.seen[i] = true;
            out.push(i as u16);
        }
        Ok(out)
    }

    fn list(idx: &[u16]) -> TokenStream {
        quote! { &[#(#idx),*] }
    }

    fn elements(
        &mut self,
        elems: &[Elem],
        in_group: bool,
    ) -> Result<Vec<TokenStream>, FormatError> {
        let mut out = Vec::new();
        for (k, e) in elems.iter().enumerate() {
            // A `struct` with optional parameters cannot be followed by `,`.
            if let (Elem::Struct(..), Some(Elem::Literal(l, lp))) = (e, elems.get(k + 1)) {
                if l == "," {
                    let list = self.peek_struct_params(e);
                    if list.iter().any(|&i| self.params[i].optional) {
                        return err(
                            "`struct` directive with optional parameters cannot be followed by a comma literal",
                            lp.clone(),
                        );
                    }
                }
            }
            out.push(self.element(e, in_group)?);
        }
        Ok(out)
    }

    fn peek_struct_params(&self, e: &Elem) -> Vec<usize> {
        match e {
            Elem::Struct(None, _) => (0..self.params.len()).collect(),
            Elem::Struct(Some(vars), _) => vars
                .iter()
                .filter_map(|(n, _)| self.params.iter().position(|p| p.name == *n))
                .collect(),
            _ => Vec::new(),
        }
    }

    fn element(&mut self, e: &Elem, in_group: bool) -> Result<TokenStream, FormatError> {
        Ok(match e {
            Elem::Literal(text, pos) => {
                if text.is_empty() || text == " " || text == "\\n" {
                    quote! { ::ods::opdef::attrdef::DefElement::Whitespace(#text) }
                } else if PUNCTUATION.contains(&text.as_str()) || is_keyword_literal(text) {
                    quote! { ::ods::opdef::attrdef::DefElement::Literal(#text) }
                } else {
                    return err(
                        format!("expected valid literal but got '{text}'"),
                        pos.clone(),
                    );
                }
            }
            Elem::Var {
                name,
                qualified,
                pos,
            } => {
                let i = self.bind(name, pos.clone())?;
                if in_group && !self.params[i as usize].optional {
                    return err(
                        "parameters in an optional group must be optional",
                        pos.clone(),
                    );
                }
                quote! { ::ods::opdef::attrdef::DefElement::Param { index: #i, qualified: #qualified } }
            }
            Elem::Params(pos) => {
                let idx = self.all_params(pos.clone())?;
                if idx.iter().any(|&i| self.params[i as usize].optional) {
                    return err(
                        "optional parameters in a `params` directive are not supported (use `struct(params)` or optional groups)",
                        pos.clone(),
                    );
                }
                let l = Self::list(&idx);
                quote! { ::ods::opdef::attrdef::DefElement::Params(#l) }
            }
            Elem::Struct(vars, pos) => {
                let idx = match vars {
                    None => self.all_params(pos.clone())?,
                    Some(vars) => {
                        let mut v = Vec::new();
                        for (n, p) in vars {
                            v.push(self.bind(n, p.clone())?);
                        }
                        v
                    }
                };
                if in_group && idx.iter().any(|&i| !self.params[i as usize].optional) {
                    return err(
                        "`struct` is only allowed in an optional group if all captured parameters are optional",
                        pos.clone(),
                    );
                }
                let l = Self::list(&idx);
                quote! { ::ods::opdef::attrdef::DefElement::Struct(#l) }
            }
            Elem::Optional {
                then,
                anchor,
                els,
                pos,
            } => {
                if in_group {
                    return err("optional groups cannot be nested", pos.clone());
                }
                let Some(a) = anchor else {
                    return err("optional group has no anchor element", pos.clone());
                };
                if !matches!(then.first(), Some(Elem::Literal(t, _)) if !t.is_empty() && t != " " && t != "\\n")
                {
                    return err(
                        "optional groups must start with a literal (the only form supported here)",
                        then.first().map_or(pos.clone(), |e| e.pos()),
                    );
                }
                let anchor_params: Vec<u16> = match &then[*a] {
                    Elem::Var { name, .. } => self
                        .params
                        .iter()
                        .position(|p| p.name == *name)
                        .map(|i| vec![i as u16])
                        .unwrap_or_default(),
                    Elem::Struct(..) => self
                        .peek_struct_params(&then[*a])
                        .into_iter()
                        .map(|i| i as u16)
                        .collect(),
                    e => {
                        return err(
                            "optional group anchor must be a parameter or directive",
                            e.pos(),
                        )
                    }
                };
                let then_t = self.elements(then, true)?;
                let els_t = self.elements(els, true)?;
                let al = Self::list(&anchor_params);
                quote! {
                    ::ods::opdef::attrdef::DefElement::Optional {
                        anchor: #al,
                        then: &[#(#then_t),*],
                        els: &[#(#els_t),*],
                        inverted: false,
                    }
                }
            }
        })
    }
}

/// Compiles a definition format into a `&[DefElement]` expression.
pub fn compile(
    text: &str,
    def_name: &str,
    params: &[ParamInfo],
) -> Result<TokenStream, FormatError> {
    let elems = parse(text)?;
    let mut c = Compiler {
        def_name,
        params,
        seen: vec![false; params.len()],
    };
    let out = c.elements(&elems, false)?;
    for (i, p) in params.iter().enumerate() {
        if !p.optional && !c.seen[i] {
            return err(
                format!("format is missing reference to parameter: {}", p.name),
                0..text.len().max(1),
            );
        }
    }
    Ok(quote! { &[#(#out),*] })
}
