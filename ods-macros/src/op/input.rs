//! Parsing the `op!` declaration into a model.
//!
//! ```text
//! op! {
//!     /// Summary line.
//!     ///
//!     /// Description (markdown).
//!     #[op(name = "dialect.mnemonic")]
//!     pub struct XOp {
//!         #[operand] lhs: Constraint,
//!         #[operand(variadic)] rest: Constraint,
//!         #[attr(name = "overflowFlags", default = Value::none)] overflow: AttrConstraint,
//!         #[attr(default_optional = false)] flag: BoolAttr, // DefaultValuedOptionalAttr
//!         #[result] out: Constraint,
//!         #[region(sized = 1)] body: AnyRegion,
//!         #[successor] dest: AnySuccessor,
//!     }
//!     traits: [Pure, SameOperandsAndResultType, AllTypesMatch<[lhs, out]>],
//!     format: "$lhs `,` $rest attr-dict `:` type($out)",
//!     verify: path::to::verify,
//!     // `MemoryEffectOpInterface::getEffects` when the effects depend on the
//!     // operation: `fn(&Context, Operation) -> OpTraits`, the memory-effect
//!     // bits (`NO_MEMORY_EFFECT`, `ONLY_READS`, ...) that hold for it
//!     effects: path::to::effects,
//! }
//! ```

use proc_macro2::{Span, TokenStream};
use syn::parse::{Parse, ParseStream};
use syn::punctuated::Punctuated;
use syn::spanned::Spanned;
use syn::{braced, bracketed, Attribute, Expr, Ident, LitStr, Token, Type, Visibility};

/// Single, optional or variadic.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Mult {
    Single,
    Optional,
    Variadic,
}

/// An operand or result group.
pub struct ValueField {
    pub ident: Ident,
    pub name: String,
    pub mult: Mult,
    pub constraint: Type,
    pub docs: String,
}

/// How an attribute may be absent.
pub enum Presence {
    Required,
    Optional,
    Default(Expr),
    /// `DefaultValuedOptionalAttr`: the default is not materialized.
    DefaultOptional(Expr),
}

/// An inherent attribute.
pub struct AttrField {
    pub ident: Ident,
    pub name: String,
    pub presence: Presence,
    pub constraint: Type,
    pub docs: String,
}

impl AttrField {
    /// `UnitAttr` attributes are presence-only.
    pub fn is_unit(&self) -> bool {
        last_ident(&self.constraint).is_some_and(|i| i == "UnitAttr")
    }
}

/// A region.
pub struct RegionField {
    pub ident: Ident,
    pub name: String,
    pub variadic: bool,
    /// `SizedRegion<N>` / `MaxSizedRegion<N>` / any.
    pub constraint: RegionKind,
    pub docs: String,
}

#[derive(Copy, Clone, Debug)]
pub enum RegionKind {
    Any,
    Sized(u32),
    MaxSized(u32),
}

/// A successor.
pub struct SuccessorField {
    pub ident: Ident,
    pub name: String,
    pub variadic: bool,
    pub docs: String,
}

/// A field in declaration order.
pub enum Arg {
    Operand(usize),
    Attr(usize),
}

/// One entry of `traits: [...]`.
pub struct TraitItem {
    pub name: Ident,
    /// Tokens inside `<...>`, `(...)` or `{...}` after the name.
    pub args: Option<(char, TokenStream)>,
    pub span: Span,
}

/// The whole declaration.
pub struct OpDecl {
    pub docs: Vec<String>,
    pub vis: Visibility,
    pub ident: Ident,
    pub name: LitStr,
    pub operands: Vec<ValueField>,
    pub attrs: Vec<AttrField>,
    pub args: Vec<Arg>,
    pub results: Vec<ValueField>,
    pub regions: Vec<RegionField>,
    pub successors: Vec<SuccessorField>,
    pub traits: Vec<TraitItem>,
    pub format: Option<LitStr>,
    /// `verify`, `verify_regions`, `parse`, `print`, `infer`,
    /// `result_names`, `block_arg_names`, `alias_visit`, `fold`, ...
    pub hooks: Vec<(Ident, Expr)>,
    pub default_dialect: Option<LitStr>,
    /// `interfaces: [Interface => model, ...]`: op interfaces (Rust traits)
    /// and the value implementing each for this op.
    pub interfaces: Vec<(syn::Path, Expr)>,
}

pub fn last_ident(ty: &Type) -> Option<&Ident> {
    match ty {
        Type::Path(p) => p.path.segments.last().map(|s| &s.ident),
        _ => None,
    }
}

fn docs_of(attrs: &[Attribute]) -> String {
    let mut lines = Vec::new();
    for a in attrs {
        if a.path().is_ident("doc") {
            if let syn::Meta::NameValue(nv) = &a.meta {
                if let Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Str(s),
                    ..
                }) = &nv.value
                {
                    let v = s.value();
                    lines.push(v.strip_prefix(' ').unwrap_or(&v).to_string());
                }
            }
        }
    }
    lines.join("\n")
}

/// `#[operand]`, `#[operand(variadic)]`, `#[attr(name = "x", optional)]`...
struct FieldAttr {
    kind: Ident,
    options: Vec<(Ident, Option<Expr>)>,
}

impl Parse for FieldAttr {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let kind: Ident = input.parse()?;
        let mut options = Vec::new();
        if input.peek(syn::token::Paren) {
            let content;
            syn::parenthesized!(content in input);
            while !content.is_empty() {
                let key: Ident = content.call(Ident::parse_any_ident)?;
                let value = if content.peek(Token![=]) {
                    content.parse::<Token![=]>()?;
                    Some(content.parse::<Expr>()?)
                } else {
                    None
                };
                options.push((key, value));
                if content.is_empty() {
                    break;
                }
                content.parse::<Token![,]>()?;
            }
        }
        Ok(FieldAttr { kind, options })
    }
}

trait ParseAnyIdent {
    fn parse_any_ident(input: ParseStream) -> syn::Result<Ident>;
}

impl ParseAnyIdent for Ident {
    fn parse_any_ident(input: ParseStream) -> syn::Result<Ident> {
        use syn::ext::IdentExt;
        Ident::parse_any(input)
    }
}

fn lit_str(e: &Expr) -> syn::Result<String> {
    match e {
        Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Str(s),
            ..
        }) => Ok(s.value()),
        _ => Err(syn::Error::new(e.span(), "expected a string literal")),
    }
}

fn lit_u32(e: &Expr) -> syn::Result<u32> {
    match e {
        Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Int(i),
            ..
        }) => i.base10_parse(),
        _ => Err(syn::Error::new(e.span(), "expected an integer literal")),
    }
}

impl Parse for TraitItem {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let name: Ident = input.parse()?;
        let span = name.span();
        let args = if input.peek(Token![<]) {
            // Collect tokens up to the matching `>`.
            input.parse::<Token![<]>()?;
            let mut depth = 1usize;
            let mut ts = TokenStream::new();
            loop {
                if input.peek(Token![<]) {
                    depth += 1;
                } else if input.peek(Token![>]) {
                    depth -= 1;
                    if depth == 0 {
                        input.parse::<Token![>]>()?;
                        break;
                    }
                }
                let tt: proc_macro2::TokenTree = input.parse()?;
                ts.extend([tt]);
            }
            Some(('<', ts))
        } else if input.peek(syn::token::Paren) {
            let content;
            syn::parenthesized!(content in input);
            Some(('(', content.parse()?))
        } else if input.peek(syn::token::Brace) {
            let content;
            braced!(content in input);
            Some(('{', content.parse()?))
        } else {
            None
        };
        Ok(TraitItem { name, args, span })
    }
}

impl Parse for OpDecl {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        // `@class { { fields } clauses }`: the fields and clauses of an
        // `op_class!` this op derives from (what the class's macro passes).
        let class = if input.peek(Token![@]) {
            input.parse::<Token![@]>()?;
            let kw: Ident = input.parse()?;
            if kw != "class" {
                return Err(syn::Error::new(kw.span(), "expected `@class`"));
            }
            let content;
            braced!(content in input);
            Some(ClassDecl::parse_body(&content)?)
        } else {
            None
        };
        let attrs = input.call(Attribute::parse_outer)?;
        let docs = vec![docs_of(&attrs)];
        let mut name: Option<LitStr> = None;
        let mut default_dialect = None;
        for a in &attrs {
            if a.path().is_ident("op") {
                a.parse_nested_meta(|m| {
                    if m.path.is_ident("name") {
                        name = Some(m.value()?.parse()?);
                        Ok(())
                    } else if m.path.is_ident("default_dialect") {
                        default_dialect = Some(m.value()?.parse()?);
                        Ok(())
                    } else {
                        Err(m.error("unknown op option (expected `name` or `default_dialect`)"))
                    }
                })?;
            } else if !a.path().is_ident("doc") {
                return Err(syn::Error::new(
                    a.span(),
                    "only doc comments and #[op(...)] are allowed here",
                ));
            }
        }
        let vis: Visibility = input.parse()?;
        input.parse::<Token![struct]>()?;
        let ident: Ident = input.parse()?;
        let Some(name) = name else {
            return Err(syn::Error::new(
                ident.span(),
                "missing #[op(name = \"dialect.mnemonic\")]",
            ));
        };
        if !name.value().contains('.') {
            return Err(syn::Error::new(
                name.span(),
                "the op name must be `dialect.mnemonic`",
            ));
        }
        let body;
        braced!(body in input);
        let mut decl = OpDecl::empty(docs, vis, ident, name, default_dialect);
        parse_fields(&body, &mut decl)?;
        parse_clauses(input, &mut decl)?;
        if let Some(class) = class {
            decl.derive_from(class);
        }
        Ok(decl)
    }
}

/// The fields of an op (or class) body: `#[operand] lhs: C, ...`.
fn parse_fields(body: ParseStream, decl: &mut OpDecl) -> syn::Result<()> {
    while !body.is_empty() {
        let fattrs = body.call(Attribute::parse_outer)?;
        let fdocs = docs_of(&fattrs);
        let kinds: Vec<&Attribute> = fattrs
            .iter()
            .filter(|a| !a.path().is_ident("doc"))
            .collect();
        let fident: Ident = body.parse()?;
        body.parse::<Token![:]>()?;
        let ty: Type = body.parse()?;
        if !body.is_empty() {
            body.parse::<Token![,]>()?;
        }
        let [kind_attr] = kinds.as_slice() else {
            return Err(syn::Error::new(
                fident.span(),
                "each field needs exactly one of #[operand], #[attr], #[result], #[region], #[successor]",
            ));
        };
        let fa: FieldAttr = match &kind_attr.meta {
            syn::Meta::Path(p) => FieldAttr {
                kind: p
                    .get_ident()
                    .cloned()
                    .ok_or_else(|| syn::Error::new(p.span(), "expected a field kind"))?,
                options: vec![],
            },
            _ => syn::parse2(kind_attr.meta.to_token_stream_compat())?,
        };
        let mut ir_name = fident.to_string();
        let mut mult = Mult::Single;
        let mut presence = Presence::Required;
        let mut variadic = false;
        let mut region_kind = RegionKind::Any;
        for (k, v) in &fa.options {
            match (k.to_string().as_str(), v) {
                ("name", Some(e)) => ir_name = lit_str(e)?,
                ("variadic", None) => {
                    mult = Mult::Variadic;
                    variadic = true;
                }
                ("optional", None) => {
                    mult = Mult::Optional;
                    // `optional, default = v` is `DefaultValuedOptionalAttr`.
                    presence = match presence {
                        Presence::Default(e) | Presence::DefaultOptional(e) => {
                            Presence::DefaultOptional(e)
                        }
                        _ => Presence::Optional,
                    };
                }
                ("default", Some(e)) => {
                    presence = match presence {
                        Presence::Optional => Presence::DefaultOptional(e.clone()),
                        _ => Presence::Default(e.clone()),
                    };
                }
                ("default_optional", Some(e)) => presence = Presence::DefaultOptional(e.clone()),
                ("sized", Some(e)) => region_kind = RegionKind::Sized(lit_u32(e)?),
                ("max_sized", Some(e)) => region_kind = RegionKind::MaxSized(lit_u32(e)?),
                _ => {
                    return Err(syn::Error::new(
                        k.span(),
                        format!("unknown option `{k}` for #[{}]", fa.kind),
                    ))
                }
            }
        }
        match fa.kind.to_string().as_str() {
            "operand" => {
                if !matches!(presence, Presence::Required | Presence::Optional) {
                    return Err(syn::Error::new(fident.span(), "operands cannot have defaults"));
                }
                decl.args.push(Arg::Operand(decl.operands.len()));
                decl.operands.push(ValueField {
                    ident: fident,
                    name: ir_name,
                    mult,
                    constraint: ty,
                    docs: fdocs,
                });
            }
            "result" => decl.results.push(ValueField {
                ident: fident,
                name: ir_name,
                mult,
                constraint: ty,
                docs: fdocs,
            }),
            "attr" => {
                if variadic {
                    return Err(syn::Error::new(fident.span(), "attributes cannot be variadic"));
                }
                let f = AttrField {
                    ident: fident,
                    name: ir_name,
                    presence,
                    constraint: ty,
                    docs: fdocs,
                };
                // A unit attribute is optional by nature.
                let f = if f.is_unit() && matches!(f.presence, Presence::Required) {
                    AttrField {
                        presence: Presence::Optional,
                        ..f
                    }
                } else {
                    f
                };
                decl.args.push(Arg::Attr(decl.attrs.len()));
                decl.attrs.push(f);
            }
            "region" => decl.regions.push(RegionField {
                ident: fident,
                name: ir_name,
                variadic,
                constraint: region_kind,
                docs: fdocs,
            }),
            "successor" => decl.successors.push(SuccessorField {
                ident: fident,
                name: ir_name,
                variadic,
                docs: fdocs,
            }),
            other => {
                return Err(syn::Error::new(
                    fa.kind.span(),
                    format!("unknown field kind `{other}` (expected operand, attr, result, region or successor)"),
                ))
            }
        }
    }
    Ok(())
}

/// The clauses after an op (or class) body: `traits: [...], format: ...`.
fn parse_clauses(input: ParseStream, decl: &mut OpDecl) -> syn::Result<()> {
    // Clauses after the struct: `key: value,`.
    while !input.is_empty() {
        let key: Ident = input.parse()?;
        input.parse::<Token![:]>()?;
        match key.to_string().as_str() {
            "traits" => {
                let content;
                bracketed!(content in input);
                let items: Punctuated<TraitItem, Token![,]> =
                    content.parse_terminated(TraitItem::parse, Token![,])?;
                decl.traits.extend(items);
            }
            "format" => decl.format = Some(input.parse()?),
            "interfaces" => {
                let content;
                bracketed!(content in input);
                while !content.is_empty() {
                    let path: syn::Path = content.parse()?;
                    content.parse::<Token![=>]>()?;
                    let model: Expr = content.parse()?;
                    decl.interfaces.push((path, model));
                    if content.is_empty() {
                        break;
                    }
                    content.parse::<Token![,]>()?;
                }
            }
            "verify" | "verify_regions" | "parse" | "print" | "infer" | "result_names"
            | "block_arg_names" | "alias_visit" | "fold" | "canonicalize"
            | "verify_symbol_uses" | "effects" => {
                let e: Expr = input.parse()?;
                decl.hooks.push((key, e));
            }
            other => {
                return Err(syn::Error::new(
                    key.span(),
                    format!("unknown clause `{other}` (expected traits, interfaces, format, verify, verify_regions, verify_symbol_uses, parse, print, infer, result_names, block_arg_names, alias_visit, fold, canonicalize or effects)"),
                ))
            }
        }
        if !input.is_empty() {
            input.parse::<Token![,]>()?;
        }
    }
    Ok(())
}

trait MetaTokens {
    fn to_token_stream_compat(&self) -> TokenStream;
}

impl MetaTokens for syn::Meta {
    fn to_token_stream_compat(&self) -> TokenStream {
        quote::ToTokens::to_token_stream(self)
    }
}

/// The body of an `op_class!` (ODS base class): fields and clauses every op
/// deriving from it starts with.
pub struct ClassDecl(OpDecl);

impl ClassDecl {
    /// `{ fields } clauses`.
    pub fn parse_body(input: ParseStream) -> syn::Result<ClassDecl> {
        let body;
        braced!(body in input);
        let mut decl = OpDecl::empty(
            vec![],
            Visibility::Inherited,
            Ident::new("__Class", Span::call_site()),
            LitStr::new("class.class", Span::call_site()),
            None,
        );
        parse_fields(&body, &mut decl)?;
        parse_clauses(input, &mut decl)?;
        Ok(ClassDecl(decl))
    }
}

/// `class` items then `own`'s, an own item with a class item's name taking
/// its place; returns the merged list and where each own item went.
fn merge_fields<T>(class: Vec<T>, own: Vec<T>, key: impl Fn(&T) -> String) -> (Vec<T>, Vec<usize>) {
    let mut out = class;
    let mut placed = Vec::new();
    for item in own {
        match out.iter().position(|c| key(c) == key(&item)) {
            Some(i) => {
                out[i] = item;
                placed.push(i);
            }
            None => {
                placed.push(out.len());
                out.push(item);
            }
        }
    }
    (out, placed)
}

impl OpDecl {
    /// A declaration with its header and no fields or clauses yet.
    fn empty(
        docs: Vec<String>,
        vis: Visibility,
        ident: Ident,
        name: LitStr,
        default_dialect: Option<LitStr>,
    ) -> OpDecl {
        OpDecl {
            docs,
            vis,
            ident,
            name,
            operands: vec![],
            attrs: vec![],
            args: vec![],
            results: vec![],
            regions: vec![],
            successors: vec![],
            traits: vec![],
            format: None,
            hooks: vec![],
            default_dialect,
            interfaces: vec![],
        }
    }

    /// Derives the op from an ODS-style base class: the class's fields come
    /// first (a field of the op with the same name replaces the class's in
    /// place), the class's traits follow the op's (as ODS appends a base
    /// class's traits), and the op's format, hooks and interfaces override
    /// or extend the class's.
    pub fn derive_from(&mut self, class: ClassDecl) {
        let class = class.0;
        let own_args = std::mem::take(&mut self.args);
        let class_operands = class.operands.len();
        let class_attrs = class.attrs.len();
        let (operands, op_place) =
            merge_fields(class.operands, std::mem::take(&mut self.operands), |f| {
                f.ident.to_string()
            });
        let (attrs, attr_place) = merge_fields(class.attrs, std::mem::take(&mut self.attrs), |f| {
            f.ident.to_string()
        });
        let mut args = class.args;
        for a in own_args {
            match a {
                Arg::Operand(i) if op_place[i] >= class_operands => {
                    args.push(Arg::Operand(op_place[i]))
                }
                Arg::Attr(i) if attr_place[i] >= class_attrs => args.push(Arg::Attr(attr_place[i])),
                _ => {}
            }
        }
        self.operands = operands;
        self.attrs = attrs;
        self.args = args;
        self.results = merge_fields(class.results, std::mem::take(&mut self.results), |f| {
            f.ident.to_string()
        })
        .0;
        self.regions = merge_fields(class.regions, std::mem::take(&mut self.regions), |f| {
            f.ident.to_string()
        })
        .0;
        self.successors = merge_fields(
            class.successors,
            std::mem::take(&mut self.successors),
            |f| f.ident.to_string(),
        )
        .0;
        self.traits.extend(class.traits);
        if self.format.is_none() {
            self.format = class.format;
        }
        let own_hooks = std::mem::take(&mut self.hooks);
        self.hooks = merge_fields(class.hooks, own_hooks, |(k, _)| k.to_string()).0;
        let own_interfaces = std::mem::take(&mut self.interfaces);
        self.interfaces = class.interfaces;
        self.interfaces.extend(own_interfaces);
    }

    pub fn hook(&self, name: &str) -> Option<&Expr> {
        self.hooks.iter().find(|(k, _)| k == name).map(|(_, e)| e)
    }

    /// The summary (first paragraph of the docs) and the description.
    pub fn summary_and_description(&self) -> (String, String) {
        let text = self.docs.join("\n");
        let text = text.trim();
        match text.split_once("\n\n") {
            Some((s, d)) => (
                s.replace('\n', " ").trim().to_string(),
                d.trim().to_string(),
            ),
            None => (text.replace('\n', " ").trim().to_string(), String::new()),
        }
    }
}
