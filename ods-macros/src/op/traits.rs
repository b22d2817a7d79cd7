//! The `traits: [...]` list: ODS traits the framework knows (marker bits,
//! verifying traits, parametric and predicate traits), their table entries,
//! and the type inference they allow in formats and builders.

use super::input::{OpDecl, TraitItem};
use proc_macro2::{Span, TokenStream};
use quote::quote;
use syn::parse::Parser;
use syn::punctuated::Punctuated;
use syn::{Expr, Ident, LitStr, Token};

/// A value named in a trait.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum VRef {
    Operand(usize),
    Result(usize),
    Attr(usize),
}

impl VRef {
    pub fn tokens(self) -> TokenStream {
        match self {
            VRef::Operand(i) => {
                let i = i as u16;
                quote! { ::ods::opdef::ValueRef::Operand(#i) }
            }
            VRef::Result(i) => {
                let i = i as u16;
                quote! { ::ods::opdef::ValueRef::Result(#i) }
            }
            VRef::Attr(i) => {
                let i = i as u16;
                quote! { ::ods::opdef::ValueRef::Attr(#i) }
            }
        }
    }
}

/// One understood trait.
pub enum TraitModel {
    /// Marker bits (`OpTraits` constant names).
    Marker(Vec<&'static str>),
    SameOperandsAndResultType,
    SameTypeOperands,
    SameOperandsAndResultShape,
    SameOperandsAndResultElementType,
    SameOperandsShape,
    SameOperandsElementType,
    AllTypesMatch(Vec<VRef>),
    AllElementTypesMatch(Vec<VRef>),
    AllShapesMatch(Vec<VRef>),
    AllRanksMatch(Vec<VRef>),
    TypesMatchWith {
        summary: String,
        from: VRef,
        to: VRef,
        transform: Expr,
        optional: bool,
    },
    Pred {
        summary: String,
        pred: Expr,
    },
    /// `ShapedTypeMatchesElementCountAndTypes<shaped, elements>`.
    ShapedTypeMatchesElementCountAndTypes {
        shaped: VRef,
        elements: VRef,
    },
    HasParent(Vec<TokenStream>),
    SingleBlockImplicitTerminator(TokenStream),
    /// `Elementwise` / `ElementwiseMappable`: marker bits and the verifier.
    Elementwise(Vec<&'static str>),
    /// `CastOpInterface<are_cast_compatible>`.
    CastOpInterface(Expr),
    /// `FunctionOpInterface`: a symbol, verified as a function.
    FunctionOpInterface,
    /// A trait or interface declared elsewhere (`impl ods::opdef::DeclaredTrait`).
    Declared(Ident),
}

/// Marker traits and their bits.
fn marker_bits(name: &str) -> Option<Vec<&'static str>> {
    Some(match name {
        "Terminator" | "IsTerminator" => vec!["IS_TERMINATOR"],
        "NoTerminator" => vec!["NO_TERMINATOR"],
        "IsolatedFromAbove" => vec!["ISOLATED_FROM_ABOVE"],
        "SingleBlock" => vec!["SINGLE_BLOCK"],
        "NoRegionArguments" => vec!["NO_REGION_ARGUMENTS"],
        "SymbolTable" => vec!["SYMBOL_TABLE"],
        "Symbol" | "SymbolOpInterface" => vec!["SYMBOL"],
        "HasOnlyGraphRegion" => vec!["HAS_ONLY_GRAPH_REGION"],
        "AffineScope" => vec!["AFFINE_SCOPE"],
        "Commutative" => vec!["COMMUTATIVE"],
        "Idempotent" => vec!["IDEMPOTENT"],
        "Involution" => vec!["INVOLUTION"],
        "ConstantLike" => vec!["CONSTANT_LIKE"],
        "ReturnLike" => vec!["RETURN_LIKE"],
        "Scalarizable" => vec!["SCALARIZABLE"],
        "Vectorizable" => vec!["VECTORIZABLE"],
        "Tensorizable" => vec!["TENSORIZABLE"],
        "NoMemoryEffect" => vec!["NO_MEMORY_EFFECT"],
        "AlwaysSpeculatable" => vec!["ALWAYS_SPECULATABLE"],
        "Pure" => vec!["NO_MEMORY_EFFECT", "ALWAYS_SPECULATABLE"],
        "RecursiveMemoryEffects" => vec!["RECURSIVE_MEMORY_EFFECTS"],
        "MemRead" => vec!["ONLY_READS"],
        "MemAlloc" => vec!["ONLY_ALLOCATES_RESULTS"],
        "AttrSizedOperandSegments" => vec!["ATTR_SIZED_OPERAND_SEGMENTS"],
        "AttrSizedResultSegments" => vec!["ATTR_SIZED_RESULT_SEGMENTS"],
        _ => return None,
    })
}

fn value_ref(op: &OpDecl, name: &Ident) -> syn::Result<VRef> {
    let n = name.to_string();
    let by_ident_or_name = |ident: &Ident, ir: &str| *ident == n || ir == n;
    if let Some(i) = op
        .operands
        .iter()
        .position(|o| by_ident_or_name(&o.ident, &o.name))
    {
        return Ok(VRef::Operand(i));
    }
    if let Some(i) = op
        .results
        .iter()
        .position(|o| by_ident_or_name(&o.ident, &o.name))
    {
        return Ok(VRef::Result(i));
    }
    if let Some(i) = op
        .attrs
        .iter()
        .position(|a| by_ident_or_name(&a.ident, &a.name))
    {
        return Ok(VRef::Attr(i));
    }
    Err(syn::Error::new(
        name.span(),
        format!("`{n}` is not an operand, result or attribute of this op"),
    ))
}

fn ident_list(op: &OpDecl, ts: TokenStream, span: Span) -> syn::Result<Vec<VRef>> {
    // `[a, b, c]`
    let group: syn::ExprArray = syn::parse2(ts)
        .map_err(|_| syn::Error::new(span, "expected a list of value names: `[a, b]`"))?;
    let mut out = Vec::new();
    for e in group.elems {
        match e {
            Expr::Path(p) if p.path.get_ident().is_some() => {
                out.push(value_ref(op, p.path.get_ident().expect("ident"))?)
            }
            other => {
                return Err(syn::Error::new_spanned(other, "expected a value name"));
            }
        }
    }
    Ok(out)
}

/// `a, b`: value names separated by commas (no brackets).
fn ident_list_plain(op: &OpDecl, ts: TokenStream, span: Span) -> syn::Result<Vec<VRef>> {
    let names = Punctuated::<Ident, Token![,]>::parse_terminated
        .parse2(ts)
        .map_err(|_| syn::Error::new(span, "expected value names: `a, b`"))?;
    names.iter().map(|n| value_ref(op, n)).collect()
}

fn name_or_op(e: &Expr) -> syn::Result<TokenStream> {
    match e {
        Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Str(s),
            ..
        }) => Ok(quote! { #s }),
        // (the handle's `NAME` constant, not its spec: two ops naming each
        // other, as `scf.for` and `scf.yield` do, would make their specs'
        // initializers a cycle)
        Expr::Path(p) => Ok(quote! { #p::NAME }),
        other => Err(syn::Error::new_spanned(
            other,
            "expected an op name string or an op type",
        )),
    }
}

/// Interprets the trait list.
pub fn model(op: &OpDecl) -> syn::Result<Vec<TraitModel>> {
    let mut out = Vec::new();
    for TraitItem { name, args, span } in &op.traits {
        let n = name.to_string();
        if let Some(bits) = marker_bits(&n) {
            if args.is_some() {
                return Err(syn::Error::new(*span, format!("`{n}` takes no arguments")));
            }
            out.push(TraitModel::Marker(bits));
            continue;
        }
        let angle = |what: &str| -> syn::Result<TokenStream> {
            match args {
                Some(('<', ts)) => Ok(ts.clone()),
                _ => Err(syn::Error::new(*span, format!("`{n}` expects `{what}`"))),
            }
        };
        let m = match n.as_str() {
            "Elementwise" | "ElementwiseMappable" if args.is_some() => {
                return Err(syn::Error::new(*span, format!("`{n}` takes no arguments")));
            }
            "Elementwise" | "ElementwiseMappable" => {
                TraitModel::Elementwise(if n == "Elementwise" {
                    vec!["ELEMENTWISE"]
                } else {
                    vec![
                        "ELEMENTWISE",
                        "SCALARIZABLE",
                        "VECTORIZABLE",
                        "TENSORIZABLE",
                    ]
                })
            }
            "CastOpInterface" if args.is_some() => {
                TraitModel::CastOpInterface(syn::parse2(angle("<are_cast_compatible>")?)?)
            }
            "SameOperandsAndResultType" => TraitModel::SameOperandsAndResultType,
            "SameTypeOperands" => TraitModel::SameTypeOperands,
            "SameOperandsAndResultShape" => TraitModel::SameOperandsAndResultShape,
            "SameOperandsAndResultElementType" => TraitModel::SameOperandsAndResultElementType,
            "SameOperandsShape" => TraitModel::SameOperandsShape,
            "SameOperandsElementType" => TraitModel::SameOperandsElementType,
            "AllTypesMatch" => {
                TraitModel::AllTypesMatch(ident_list(op, angle("<[a, b]>")?, *span)?)
            }
            "AllElementTypesMatch" => {
                TraitModel::AllElementTypesMatch(ident_list(op, angle("<[a, b]>")?, *span)?)
            }
            "AllShapesMatch" => {
                TraitModel::AllShapesMatch(ident_list(op, angle("<[a, b]>")?, *span)?)
            }
            "AllRanksMatch" => {
                TraitModel::AllRanksMatch(ident_list(op, angle("<[a, b]>")?, *span)?)
            }
            "TypesMatchWith" | "OptionalTypesMatchWith" => {
                let parts = Punctuated::<Expr, Token![,]>::parse_terminated
                    .parse2(angle("<\"summary\", from, to, transform>")?)?;
                let parts: Vec<Expr> = parts.into_iter().collect();
                let [summary, from, to, transform] = parts.as_slice() else {
                    return Err(syn::Error::new(
                        *span,
                        format!("`{n}` expects `<\"summary\", from, to, transform>`"),
                    ));
                };
                let summary: LitStr = syn::parse2(quote! { #summary })?;
                let from = match from {
                    Expr::Path(p) if p.path.get_ident().is_some() => {
                        value_ref(op, p.path.get_ident().expect("ident"))?
                    }
                    e => return Err(syn::Error::new_spanned(e, "expected a value name")),
                };
                let to = match to {
                    Expr::Path(p) if p.path.get_ident().is_some() => {
                        value_ref(op, p.path.get_ident().expect("ident"))?
                    }
                    e => return Err(syn::Error::new_spanned(e, "expected a value name")),
                };
                TraitModel::TypesMatchWith {
                    summary: summary.value(),
                    from,
                    to,
                    transform: transform.clone(),
                    optional: n == "OptionalTypesMatchWith",
                }
            }
            "Pred" | "PredOpTrait" => {
                let parts = Punctuated::<Expr, Token![,]>::parse_terminated
                    .parse2(angle("<\"summary\", predicate>")?)?;
                let parts: Vec<Expr> = parts.into_iter().collect();
                let [summary, pred] = parts.as_slice() else {
                    return Err(syn::Error::new(
                        *span,
                        "`Pred` expects `<\"summary\", predicate>`",
                    ));
                };
                let summary: LitStr = syn::parse2(quote! { #summary })?;
                TraitModel::Pred {
                    summary: summary.value(),
                    pred: pred.clone(),
                }
            }
            "ShapedTypeMatchesElementCountAndTypes" => {
                let vs = ident_list_plain(op, angle("<shaped, elements>")?, *span)?;
                let [shaped, elements] = vs.as_slice() else {
                    return Err(syn::Error::new(
                        *span,
                        "`ShapedTypeMatchesElementCountAndTypes` expects `<shaped, elements>`",
                    ));
                };
                TraitModel::ShapedTypeMatchesElementCountAndTypes {
                    shaped: *shaped,
                    elements: *elements,
                }
            }
            "HasParent" | "ParentOneOf" => {
                let parts = Punctuated::<Expr, Token![,]>::parse_terminated
                    .parse2(angle("<\"parent.op\">")?)?;
                let names = parts
                    .iter()
                    .map(name_or_op)
                    .collect::<syn::Result<Vec<_>>>()?;
                TraitModel::HasParent(names)
            }
            "FunctionOpInterface" if args.is_none() => TraitModel::FunctionOpInterface,
            "SingleBlockImplicitTerminator" => {
                let e: Expr = syn::parse2(angle("<\"terminator.op\">")?)?;
                TraitModel::SingleBlockImplicitTerminator(name_or_op(&e)?)
            }
            _ => {
                if args.is_some() {
                    return Err(syn::Error::new(
                        *span,
                        format!("unknown parametric trait `{n}`"),
                    ));
                }
                TraitModel::Declared(name.clone())
            }
        };
        out.push(m);
    }
    Ok(out)
}

/// The `OpTraits` bits of the list (verifying traits set their bit too).
pub fn bits(models: &[TraitModel]) -> TokenStream {
    let mut names: Vec<&str> = Vec::new();
    for m in models {
        match m {
            TraitModel::Marker(b) | TraitModel::Elementwise(b) => names.extend(b.iter().copied()),
            TraitModel::SameOperandsAndResultType => names.push("SAME_OPERANDS_AND_RESULT_TYPE"),
            TraitModel::SameTypeOperands => names.push("SAME_TYPE_OPERANDS"),
            TraitModel::SameOperandsAndResultShape => names.push("SAME_OPERANDS_AND_RESULT_SHAPE"),
            TraitModel::SingleBlockImplicitTerminator(_) => names.push("SINGLE_BLOCK"),
            TraitModel::FunctionOpInterface => names.push("SYMBOL"),
            _ => {}
        }
    }
    let mut acc = quote! { ::ods::ir::OpTraits::NONE };
    for n in names {
        let id = Ident::new(n, Span::call_site());
        acc = quote! { #acc.with(::ods::ir::OpTraits::#id) };
    }
    acc
}

/// The `OpTraitSpec` entries.
pub fn specs(models: &[TraitModel]) -> Vec<TokenStream> {
    let list = |v: &[VRef]| {
        let t = v.iter().map(|r| r.tokens());
        quote! { &[#(#t),*] }
    };
    models
        .iter()
        .filter_map(|m| {
            Some(match m {
                TraitModel::Marker(_) | TraitModel::Declared(_) => return None,
                TraitModel::SameOperandsAndResultType => {
                    quote! { ::ods::opdef::OpTraitSpec::SameOperandsAndResultType }
                }
                TraitModel::SameTypeOperands => quote! { ::ods::opdef::OpTraitSpec::SameTypeOperands },
                TraitModel::SameOperandsAndResultShape => {
                    quote! { ::ods::opdef::OpTraitSpec::SameOperandsAndResultShape }
                }
                TraitModel::SameOperandsAndResultElementType => {
                    quote! { ::ods::opdef::OpTraitSpec::SameOperandsAndResultElementType }
                }
                TraitModel::SameOperandsShape => quote! { ::ods::opdef::OpTraitSpec::SameOperandsShape },
                TraitModel::SameOperandsElementType => {
                    quote! { ::ods::opdef::OpTraitSpec::SameOperandsElementType }
                }
                TraitModel::AllTypesMatch(v) => {
                    let l = list(v);
                    quote! { ::ods::opdef::OpTraitSpec::AllTypesMatch(#l) }
                }
                TraitModel::AllElementTypesMatch(v) => {
                    let l = list(v);
                    quote! { ::ods::opdef::OpTraitSpec::AllElementTypesMatch(#l) }
                }
                TraitModel::AllShapesMatch(v) => {
                    let l = list(v);
                    quote! { ::ods::opdef::OpTraitSpec::AllShapesMatch(#l) }
                }
                TraitModel::AllRanksMatch(v) => {
                    let l = list(v);
                    quote! { ::ods::opdef::OpTraitSpec::AllRanksMatch(#l) }
                }
                TraitModel::TypesMatchWith {
                    summary,
                    from,
                    to,
                    transform,
                    optional,
                } => {
                    let (f, t) = (from.tokens(), to.tokens());
                    quote! {
                        ::ods::opdef::OpTraitSpec::TypesMatchWith {
                            summary: #summary, from: #f, to: #t, transform: #transform, optional: #optional,
                        }
                    }
                }
                TraitModel::Pred { summary, pred } => {
                    quote! { ::ods::opdef::OpTraitSpec::Pred { summary: #summary, pred: #pred } }
                }
                TraitModel::ShapedTypeMatchesElementCountAndTypes { shaped, elements } => {
                    let (s, e) = (shaped.tokens(), elements.tokens());
                    quote! {
                        ::ods::opdef::OpTraitSpec::ShapedTypeMatchesElementCountAndTypes {
                            shaped: #s, elements: #e,
                        }
                    }
                }
                TraitModel::HasParent(names) => {
                    quote! { ::ods::opdef::OpTraitSpec::HasParent(&[#(#names),*]) }
                }
                TraitModel::SingleBlockImplicitTerminator(n) => {
                    quote! { ::ods::opdef::OpTraitSpec::SingleBlockImplicitTerminator(#n) }
                }
                TraitModel::Elementwise(_) => quote! { ::ods::opdef::OpTraitSpec::Elementwise },
                TraitModel::CastOpInterface(f) => {
                    quote! { ::ods::opdef::OpTraitSpec::CastOpInterface(#f) }
                }
                TraitModel::FunctionOpInterface => {
                    quote! { ::ods::opdef::OpTraitSpec::FunctionOpInterface }
                }
            })
        })
        .collect()
}

/// Where a type not written in the format comes from.
#[derive(Clone)]
pub enum Source {
    Format,
    Buildable,
    Same(VRef),
    Transform(VRef, Expr),
    AttrType(usize),
    Infer,
}

impl Source {
    pub fn tokens(&self) -> TokenStream {
        match self {
            Source::Format => quote! { ::ods::format::TypeSource::Format },
            Source::Buildable => quote! { ::ods::format::TypeSource::Buildable },
            Source::Same(r) => {
                let r = r.tokens();
                quote! { ::ods::format::TypeSource::Same(#r) }
            }
            Source::Transform(r, f) => {
                let r = r.tokens();
                quote! { ::ods::format::TypeSource::Transform { from: #r, transform: #f } }
            }
            Source::AttrType(i) => {
                let i = *i as u16;
                quote! { ::ods::format::TypeSource::AttrType(#i) }
            }
            Source::Infer => quote! { ::ods::format::TypeSource::Infer },
        }
    }
}

pub struct Inference {
    pub operands: Vec<Source>,
    pub results: Vec<Source>,
}

/// mlir-tblgen's type resolution (`OpFormatGen`'s `variableTyResolver`):
/// the traits are walked in declaration order and each assigns a resolver
/// to the values it covers, so later traits win. Only values whose type is
/// *seen* (written in the format, or an attribute the format names) can
/// resolve others; there are no chains. Values left without a resolver use
/// their buildable constraint, and results the op's inference hook.
pub fn infer_types(
    op: &OpDecl,
    models: &[TraitModel],
    operand_seen: &[bool],
    result_seen: &[bool],
    attr_seen: &[bool],
) -> Inference {
    let mut operands: Vec<Option<Source>> = operand_seen
        .iter()
        .map(|&k| k.then_some(Source::Format))
        .collect();
    let mut results: Vec<Option<Source>> = result_seen
        .iter()
        .map(|&k| k.then_some(Source::Format))
        .collect();
    let seen = |r: VRef| match r {
        VRef::Operand(i) => operand_seen[i],
        VRef::Result(i) => result_seen[i],
        VRef::Attr(i) => attr_seen[i],
    };
    let source_of = |r: VRef| match r {
        VRef::Attr(i) => Source::AttrType(i),
        r => Source::Same(r),
    };
    let mut assign = |target: VRef, s: Source| match target {
        VRef::Operand(i) if !operand_seen[i] => operands[i] = Some(s),
        VRef::Result(i) if !result_seen[i] => results[i] = Some(s),
        _ => {}
    };
    for m in models {
        match m {
            TraitModel::SameOperandsAndResultType | TraitModel::SameTypeOperands => {
                let with_results = matches!(m, TraitModel::SameOperandsAndResultType);
                let resolver = (0..op.operands.len())
                    .map(VRef::Operand)
                    .find(|&r| seen(r))
                    .or_else(|| {
                        with_results
                            .then(|| (0..op.results.len()).map(VRef::Result).find(|&r| seen(r)))
                            .flatten()
                    });
                let Some(resolver) = resolver else { continue };
                for i in 0..op.operands.len() {
                    assign(VRef::Operand(i), source_of(resolver));
                }
                if with_results {
                    for i in 0..op.results.len() {
                        assign(VRef::Result(i), source_of(resolver));
                    }
                }
            }
            TraitModel::AllTypesMatch(values) => {
                for (i, &vi) in values.iter().enumerate() {
                    if !seen(vi) {
                        continue;
                    }
                    for (j, &vj) in values.iter().enumerate() {
                        if j != i {
                            assign(vj, source_of(vi));
                        }
                    }
                }
            }
            TraitModel::TypesMatchWith {
                from,
                to,
                transform,
                ..
            } if seen(*from) => {
                assign(*to, Source::Transform(*from, transform.clone()));
            }
            TraitModel::ShapedTypeMatchesElementCountAndTypes { shaped, elements }
                if seen(*shaped) =>
            {
                let f: Expr = syn::parse_quote!(::ods::opdef::verify::shaped_element_types);
                assign(*elements, Source::Transform(*shaped, f));
            }
            _ => {}
        }
    }
    let infer_hook = op.hook("infer").is_some();
    Inference {
        operands: operands
            .into_iter()
            .map(|s| s.unwrap_or(Source::Buildable))
            .collect(),
        results: results
            .into_iter()
            .map(|s| {
                s.unwrap_or(if infer_hook {
                    Source::Infer
                } else {
                    Source::Buildable
                })
            })
            .collect(),
    }
}
