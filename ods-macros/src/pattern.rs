//! `pattern!`: declarative rewrite patterns shaped like MLIR's DRR
//! (`Pat<(SourceDag), (ResultDag), [constraints]>`), over the typed ops
//! `op!` declares.
//!
//! ```text
//! ods::pattern! {
//!     /// `AddIOp::getCanonicalizationPatterns`.
//!     pub fn addi {
//!         /// addi(addi(x, c0), c1) -> addi(x, c0 + c1)
//!         AddIAddConstant:
//!             (AddIOp:$res (AddIOp $x, (ConstantLike APIntAttr:$c0), $ovf1),
//!                 (ConstantLike APIntAttr:$c1), $ovf2)
//!             => (AddIOp $x, (ConstantOp {add_int_attrs(rw, res, c0, c1)}),
//!                 {merge_overflow(rw, ovf1, ovf2)});
//!     }
//! }
//! ```
//!
//! Each group is a registration function (`pub fn addi(set: &mut
//! RewritePatternSet)`) adding its patterns in the order written, each
//! rooted at its source DAG's op type with DRR's benefit (the number of ops
//! the source DAG matches). Matching and building go through the op's
//! generated `arguments` / `build_with_arguments` (its operands and
//! attributes in declaration order), so an unknown op or a DAG node with
//! the wrong number of arguments is a compile error at the node.

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote, quote_spanned};
use std::collections::HashSet;
use syn::parse::{Parse, ParseStream};
use syn::spanned::Spanned;
use syn::{
    braced, bracketed, parenthesized, Attribute, Block, Expr, Ident, Path, Token, Visibility,
};

/// The macro input: registration groups.
pub struct PatternInput {
    groups: Vec<Group>,
}

struct Group {
    attrs: Vec<Attribute>,
    vis: Visibility,
    name: Ident,
    patterns: Vec<Pattern>,
}

enum Pattern {
    /// `Name: (source) => result [where constraints];`
    Declarative(DeclarativePattern),
    /// `Name: use path;`: a hand-written typed pattern function
    /// (`fn(RootOp, &mut PatternRewriter) -> bool`, MLIR's C++ patterns),
    /// registered in its place with benefit 1.
    Native { name: Ident, func: Path },
}

struct DeclarativePattern {
    attrs: Vec<Attribute>,
    name: Ident,
    source: SourceOp,
    results: Vec<ResultNode>,
    constraints: Vec<Expr>,
}

/// `(Op[:$name] arg, arg, ...)` in a source DAG.
struct SourceOp {
    path: Path,
    bind: Option<Ident>,
    args: Vec<SourceArg>,
    span: Span,
}

enum SourceArg {
    /// `$x`: binds the argument (or, when `x` is bound already, requires
    /// the same value).
    Bind(Ident),
    /// `_` / `$_`: anything.
    Ignore,
    /// A nested op producing the operand.
    Op(SourceOp),
    /// `(ConstantLike [Constraint:]$c)`: a constant-like producer whose
    /// value satisfies the constraint; binds the attribute.
    Constant(Option<Path>, Ident),
}

enum ResultNode {
    /// `$x`: a bound value.
    Bound(Ident),
    /// `_`: the parameter's default (`None` for an attribute or an
    /// optional operand, `&[]` for a variadic one).
    Default(Span),
    /// `{expr}`: a Rust expression (a native call); with `?` after it, an
    /// `Option` whose `None` abandons the pattern.
    Expr(Block, bool),
    /// `(Op arg, ...)`: an op to build.
    Op(ResultOp),
}

struct ResultOp {
    path: Path,
    args: Vec<ResultNode>,
    span: Span,
}

impl Parse for PatternInput {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let mut groups = Vec::new();
        while !input.is_empty() {
            let attrs = input.call(Attribute::parse_outer)?;
            let vis: Visibility = input.parse()?;
            input.parse::<Token![fn]>()?;
            let name: Ident = input.parse()?;
            let body;
            braced!(body in input);
            let mut patterns = Vec::new();
            while !body.is_empty() {
                patterns.push(body.parse()?);
            }
            groups.push(Group {
                attrs,
                vis,
                name,
                patterns,
            });
        }
        Ok(PatternInput { groups })
    }
}

impl Parse for Pattern {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let attrs = input.call(Attribute::parse_outer)?;
        let name: Ident = input.parse()?;
        input.parse::<Token![:]>()?;
        if input.peek(Token![use]) {
            input.parse::<Token![use]>()?;
            let func = Path::parse_mod_style(input)?;
            input.parse::<Token![;]>()?;
            let _ = attrs;
            return Ok(Pattern::Native { name, func });
        }
        let inner;
        parenthesized!(inner in input);
        let source = parse_source_op(&inner, inner.span())?;
        input.parse::<Token![=>]>()?;
        let results = if input.peek(syn::token::Bracket) {
            let list;
            bracketed!(list in input);
            let mut v = Vec::new();
            while !list.is_empty() {
                v.push(parse_result_node(&list)?);
                if !list.is_empty() {
                    list.parse::<Token![,]>()?;
                }
            }
            v
        } else {
            vec![parse_result_node(input)?]
        };
        let mut constraints = Vec::new();
        if input.peek(Token![where]) {
            input.parse::<Token![where]>()?;
            loop {
                constraints.push(input.parse::<Expr>()?);
                if input.peek(Token![,]) {
                    input.parse::<Token![,]>()?;
                } else {
                    break;
                }
            }
        }
        input.parse::<Token![;]>()?;
        Ok(Pattern::Declarative(DeclarativePattern {
            attrs,
            name,
            source,
            results,
            constraints,
        }))
    }
}

/// `$name` (after the `$`), or `None` for `$_`.
fn parse_dollar_name(input: ParseStream) -> syn::Result<Option<Ident>> {
    input.parse::<Token![$]>()?;
    if input.peek(Token![_]) {
        input.parse::<Token![_]>()?;
        return Ok(None);
    }
    Ok(Some(input.parse()?))
}

fn parse_source_op(input: ParseStream, span: Span) -> syn::Result<SourceOp> {
    let path = Path::parse_mod_style(input)?;
    let bind = if input.peek(Token![:]) {
        input.parse::<Token![:]>()?;
        parse_dollar_name(input)?
    } else {
        None
    };
    let mut args = Vec::new();
    while !input.is_empty() {
        args.push(parse_source_arg(input)?);
        if !input.is_empty() {
            input.parse::<Token![,]>()?;
        }
    }
    Ok(SourceOp {
        span: path.span().join(span).unwrap_or(span),
        path,
        bind,
        args,
    })
}

fn parse_source_arg(input: ParseStream) -> syn::Result<SourceArg> {
    if input.peek(Token![$]) {
        return Ok(parse_dollar_name(input)?.map_or(SourceArg::Ignore, SourceArg::Bind));
    }
    if input.peek(Token![_]) {
        input.parse::<Token![_]>()?;
        return Ok(SourceArg::Ignore);
    }
    if input.peek(syn::token::Paren) {
        let inner;
        let paren = parenthesized!(inner in input);
        if inner.peek(Ident) && inner.fork().parse::<Ident>()? == "ConstantLike" {
            inner.parse::<Ident>()?;
            let constraint = if inner.peek(Token![$]) {
                None
            } else {
                let c = Path::parse_mod_style(&inner)?;
                inner.parse::<Token![:]>()?;
                Some(c)
            };
            let Some(name) = parse_dollar_name(&inner)? else {
                return Err(inner.error("`ConstantLike` binds its value: `$name`"));
            };
            return Ok(SourceArg::Constant(constraint, name));
        }
        return Ok(SourceArg::Op(parse_source_op(&inner, paren.span.join())?));
    }
    Err(input.error("expected `$name`, `_`, a nested `(Op ...)` or `(ConstantLike ...)`"))
}

fn parse_result_node(input: ParseStream) -> syn::Result<ResultNode> {
    if input.peek(Token![$]) {
        let span = input.span();
        return match parse_dollar_name(input)? {
            Some(n) => Ok(ResultNode::Bound(n)),
            None => Err(syn::Error::new(
                span,
                "`$_` is not a value; use `_` for a default",
            )),
        };
    }
    if input.peek(Token![_]) {
        let t = input.parse::<Token![_]>()?;
        return Ok(ResultNode::Default(t.span));
    }
    if input.peek(syn::token::Brace) {
        let block: Block = input.parse()?;
        let fallible = if input.peek(Token![?]) {
            input.parse::<Token![?]>()?;
            true
        } else {
            false
        };
        return Ok(ResultNode::Expr(block, fallible));
    }
    if input.peek(syn::token::Paren) {
        let inner;
        let paren = parenthesized!(inner in input);
        let path = Path::parse_mod_style(&inner)?;
        let mut args = Vec::new();
        while !inner.is_empty() {
            args.push(parse_result_node(&inner)?);
            if !inner.is_empty() {
                inner.parse::<Token![,]>()?;
            }
        }
        return Ok(ResultNode::Op(ResultOp {
            span: paren.span.join(),
            path,
            args,
        }));
    }
    Err(input.error("expected `$name`, `_`, `{ expr }` or a nested `(Op ...)`"))
}

/// Expands every group.
pub fn expand(input: PatternInput) -> syn::Result<TokenStream> {
    let mut out = TokenStream::new();
    for g in &input.groups {
        let mut adds = Vec::new();
        for p in &g.patterns {
            match p {
                Pattern::Declarative(p) => {
                    let (item, add) = expand_pattern(p)?;
                    out.extend(item);
                    adds.push(add);
                }
                Pattern::Native { name, func, .. } => {
                    let name = name.to_string();
                    adds.push(quote! { set.add_op(#name, 1, #func); });
                }
            }
        }
        let (attrs, vis, name) = (&g.attrs, &g.vis, &g.name);
        out.extend(quote! {
            #(#attrs)*
            #vis fn #name(set: &mut ::ods::rewrite::RewritePatternSet) {
                #(#adds)*
            }
        });
    }
    Ok(out)
}

/// A compile-time check that `path` takes `n` arguments, with the error at
/// the DAG node.
fn arity_check(pattern: &Ident, path: &Path, n: usize, span: Span) -> TokenStream {
    let op = quote!(#path).to_string().replace(' ', "");
    let msg = format!(
        "pattern `{pattern}`: `{op}` does not take {n} argument(s) (its operands and \
         attributes, in declaration order)"
    );
    quote_spanned! {span=>
        const _: () = ::core::assert!(<#path>::NUM_ARGUMENTS == #n, #msg);
    }
}

struct Gen<'a> {
    pattern: &'a Ident,
    bound: HashSet<String>,
    stmts: Vec<TokenStream>,
    checks: Vec<TokenStream>,
    ops: u16,
    tmp: usize,
}

impl Gen<'_> {
    fn fresh(&mut self, prefix: &str) -> Ident {
        self.tmp += 1;
        format_ident!("__{}{}", prefix, self.tmp)
    }

    /// Binds `name` to `value`, or checks it equals the earlier binding.
    fn bind(&mut self, name: &Ident, value: TokenStream) {
        if self.bound.insert(name.to_string()) {
            self.stmts.push(quote! { let #name = #value; });
        } else {
            self.stmts
                .push(quote! { if #name != #value { return false; } });
        }
    }

    /// Matches the op `handle` (already typed as `op.path`) against `op`.
    fn match_op(&mut self, op: &SourceOp, handle: &Ident) -> syn::Result<()> {
        self.ops += 1;
        let path = &op.path;
        self.checks
            .push(arity_check(self.pattern, path, op.args.len(), op.span));
        if let Some(b) = &op.bind {
            self.bind(b, quote! { #handle });
        }
        let args: Vec<Ident> = (0..op.args.len()).map(|_| self.fresh("arg")).collect();
        self.stmts.push(quote_spanned! {op.span=>
            #[allow(unused_variables)]
            let (#(#args,)*) = <#path>::arguments(#handle, rw);
        });
        for (arg, a) in op.args.iter().zip(&args) {
            match arg {
                SourceArg::Ignore => {}
                SourceArg::Bind(n) => self.bind(n, quote! { #a }),
                SourceArg::Constant(c, n) => {
                    let c = c.as_ref().map_or_else(
                        || quote!(::ods::opdef::constraint::attrs::AnyAttr),
                        |c| quote!(#c),
                    );
                    let v = self.fresh("cst");
                    self.stmts.push(quote! {
                        let ::core::option::Option::Some(#v) =
                            ::ods::rewrite::drr::constant_like::<#c>(rw, #a) else { return false; };
                    });
                    self.bind(n, quote! { #v });
                }
                SourceArg::Op(inner) => {
                    let h = self.fresh("op");
                    let ip = &inner.path;
                    self.stmts.push(quote_spanned! {inner.span=>
                        let ::core::option::Option::Some(#h) = rw.defining::<#ip>(#a) else { return false; };
                    });
                    self.match_op(inner, &h)?;
                }
            }
        }
        Ok(())
    }

    /// The expression of one argument of a result op (or of a top-level
    /// replacement value); nested ops are built into statements first.
    fn result_arg(&mut self, node: &ResultNode) -> syn::Result<TokenStream> {
        Ok(match node {
            ResultNode::Bound(n) => {
                if !self.bound.contains(&n.to_string()) {
                    return Err(syn::Error::new(
                        n.span(),
                        format!("`${n}` is not bound by the source pattern"),
                    ));
                }
                quote! { ::core::convert::Into::into(#n) }
            }
            ResultNode::Default(span) => {
                quote_spanned! {*span=> ::core::default::Default::default() }
            }
            ResultNode::Expr(block, fallible) => {
                let v = self.fresh("val");
                if *fallible {
                    self.stmts.push(quote! {
                        let ::core::option::Option::Some(#v) = (#block) else {
                            return __created.abandon(rw);
                        };
                    });
                } else {
                    self.stmts.push(quote! { let #v = #block; });
                }
                quote! { ::core::convert::Into::into(#v) }
            }
            ResultNode::Op(op) => {
                let h = self.build_op(op, None)?;
                let v = self.fresh("res");
                self.stmts
                    .push(quote! { let #v: ::ods::ir::Value = rw.result(#h, 0); });
                quote! { #v }
            }
        })
    }

    /// Builds `op` (after its arguments); `types` is the root-result slice
    /// it replaces (`None`: infer). Returns the op's `Operation`.
    fn build_op(&mut self, op: &ResultOp, types: Option<TokenStream>) -> syn::Result<Ident> {
        let path = &op.path;
        self.checks
            .push(arity_check(self.pattern, path, op.args.len(), op.span));
        let mut args = Vec::new();
        for a in &op.args {
            args.push(self.result_arg(a)?);
        }
        let types = types.unwrap_or_else(|| quote! { ::core::option::Option::None });
        let h = self.fresh("new");
        self.stmts.push(quote_spanned! {op.span=>
            let #h = match <#path>::build_with_arguments(rw, __loc, #types, #(#args),*) {
                ::core::result::Result::Ok(o) => __created.push(::ods::opdef::Op::operation(o)),
                ::core::result::Result::Err(_) => return __created.abandon(rw),
            };
        });
        Ok(h)
    }
}

/// One pattern: its function and its registration line.
fn expand_pattern(p: &DeclarativePattern) -> syn::Result<(TokenStream, TokenStream)> {
    let mut g = Gen {
        pattern: &p.name,
        bound: HashSet::new(),
        stmts: Vec::new(),
        checks: Vec::new(),
        ops: 0,
        tmp: 0,
    };
    let root = format_ident!("__root");
    g.match_op(&p.source, &root)?;
    let matching = std::mem::take(&mut g.stmts);
    // Build the results, inner ops first, in the order written.
    let offset = format_ident!("__offset");
    for node in &p.results {
        match node {
            ResultNode::Op(op) => {
                let path = &op.path;
                let types = quote! {
                    ::ods::rewrite::drr::replacement_types(
                        &__root_types, #offset, <#path as ::ods::opdef::Op>::SPEC)
                };
                let h = g.build_op(op, Some(types))?;
                g.stmts.push(quote! {
                    #offset += rw.num_results(#h);
                    __values.extend(rw.results(#h));
                });
            }
            other => {
                let e = g.result_arg(other)?;
                let v = g.fresh("rep");
                g.stmts.push(quote! {
                    let #v: ::ods::ir::Value = #e;
                    #offset += 1;
                    __values.push(#v);
                });
            }
        }
    }
    let building = std::mem::take(&mut g.stmts);
    let constraints = &p.constraints;
    let root_path = &p.source.path;
    let fname = format_ident!("__pattern_{}", p.name);
    let name = p.name.to_string();
    let benefit = g.ops;
    let attrs = &p.attrs;
    let checks = &g.checks;
    let item = quote! {
        #(#checks)*
        #(#attrs)*
        #[allow(non_snake_case, unused_variables, unused_mut, unused_assignments, clippy::all)]
        fn #fname(#root: #root_path, rw: &mut ::ods::rewrite::PatternRewriter<'_>) -> bool {
            #(#matching)*
            #(if !(#constraints) { return false; })*
            let __loc = rw.op_loc(::ods::opdef::Op::operation(#root));
            let __root_types = ::ods::rewrite::drr::result_types(rw, ::ods::opdef::Op::operation(#root));
            let mut __created = ::ods::rewrite::drr::Created::default();
            let mut #offset = 0usize;
            let mut __values: ::std::vec::Vec<::ods::ir::Value> = ::std::vec::Vec::new();
            #(#building)*
            ::ods::rewrite::drr::replace_root(rw, ::ods::opdef::Op::operation(#root), &__values, &mut __created)
        }
    };
    let add = quote! {
        set.add_op::<#root_path>(#name, #benefit, #fname);
    };
    Ok((item, add))
}
