//! `attr_def!`, `type_def!` and `enum_attr!`: ODS `AttrDef`, `TypeDef` and
//! `EnumAttr` records.
//!
//! ```text
//! attr_def! {
//!     /// Summary.
//!     ///
//!     /// Description.
//!     #[attr_def(dialect = "test", mnemonic = "pair", name = "Test_PairAttr")]
//!     pub struct PairAttr {
//!         /// The count.
//!         count: i64,
//!         ty: Type,
//!         #[param(default = 1)] n: u32,
//!         #[param(optional)] extra: Attribute,
//!     }
//!     format: "`<` $count `,` $ty (`x` $n^)? (`,` $extra^)? `>`",
//!     verify: path::to::verify,
//! }
//!
//! type_def! {
//!     #[type_def(dialect = "test", mnemonic = "box")]
//!     pub struct BoxType { inner: Type }
//!     format: "`<` $inner `>`",
//!     traits: [VectorElementTypeInterface],
//! }
//!
//! enum_attr! {
//!     #[enum_attr(dialect = "arith", mnemonic = "fastmath", name = "Arith_FastMathAttr")]
//!     pub struct FastMathFlagsAttr(FastMathFlags);
//!     format: "`<` $value `>`",
//! }
//! ```

pub mod format;

use crate::util::{docs_of, parse_options, split_docs, take_options, EnumOption};
use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use syn::ext::IdentExt;
use syn::parse::{Parse, ParseStream};
use syn::{braced, bracketed, Attribute, Expr, Ident, LitStr, Token, Type, Visibility};

/// Which macro.
#[derive(Copy, Clone, PartialEq, Eq)]
pub enum DefKind {
    Attr,
    Type,
    Enum,
}

struct Param {
    docs: String,
    ident: Ident,
    ty: Type,
    optional: bool,
    default: Option<Expr>,
    cpp: Option<LitStr>,
}

/// A parsed definition.
pub struct DefDecl {
    kind: DefKind,
    docs: String,
    vis: Visibility,
    ident: Ident,
    dialect: LitStr,
    mnemonic: LitStr,
    name: Option<String>,
    cpp_name: Option<String>,
    params: Vec<Param>,
    /// `enum_attr!`: the enum type.
    enum_ty: Option<Type>,
    format: Option<LitStr>,
    parse: Option<Expr>,
    print: Option<Expr>,
    verify: Option<Expr>,
    traits: Vec<Ident>,
}

/// `attr_def!` input.
pub struct AttrDefInput(pub DefDecl);
/// `type_def!` input.
pub struct TypeDefInput(pub DefDecl);
/// `enum_attr!` input.
pub struct EnumAttrInput(pub DefDecl);

impl Parse for AttrDefInput {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        parse_decl(input, DefKind::Attr).map(AttrDefInput)
    }
}
impl Parse for TypeDefInput {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        parse_decl(input, DefKind::Type).map(TypeDefInput)
    }
}
impl Parse for EnumAttrInput {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        parse_decl(input, DefKind::Enum).map(EnumAttrInput)
    }
}

fn parse_decl(input: ParseStream, kind: DefKind) -> syn::Result<DefDecl> {
    let attrs = input.call(Attribute::parse_outer)?;
    let docs = docs_of(&attrs);
    let expected = match kind {
        DefKind::Attr => "attr_def",
        DefKind::Type => "type_def",
        DefKind::Enum => "enum_attr",
    };
    let mut opts = None;
    for a in &attrs {
        if a.path().is_ident("doc") {
            continue;
        }
        if !a.path().is_ident(expected) {
            return Err(syn::Error::new_spanned(
                a,
                format!("only doc comments and #[{expected}(...)] are allowed here"),
            ));
        }
        opts = Some(a.parse_args_with(parse_options)?);
    }
    let vis: Visibility = input.parse()?;
    input.parse::<Token![struct]>()?;
    let ident: Ident = input.parse()?;
    let Some(opts) = opts else {
        return Err(syn::Error::new(
            ident.span(),
            format!("missing #[{expected}(dialect = \"...\", mnemonic = \"...\")]"),
        ));
    };
    let mut dialect = None;
    let mut mnemonic = None;
    let mut name = None;
    let mut cpp_name = None;
    for (k, v) in take_options(opts)? {
        match (k.to_string().as_str(), v) {
            ("dialect", EnumOption::Str(s)) => dialect = Some(s),
            ("mnemonic", EnumOption::Str(s)) => mnemonic = Some(s),
            ("name", EnumOption::Str(s)) => name = Some(s.value()),
            ("cpp_name", EnumOption::Str(s)) => cpp_name = Some(s.value()),
            (other, _) => {
                return Err(syn::Error::new(
                    k.span(),
                    format!("unknown or malformed option `{other}` (expected dialect, mnemonic, name, cpp_name)"),
                ))
            }
        }
    }
    let Some(dialect) = dialect else {
        return Err(syn::Error::new(ident.span(), "missing `dialect = \"...\"`"));
    };
    let Some(mnemonic) = mnemonic else {
        return Err(syn::Error::new(
            ident.span(),
            "missing `mnemonic = \"...\"`",
        ));
    };
    let mut params = Vec::new();
    let mut enum_ty = None;
    if kind == DefKind::Enum {
        let content;
        syn::parenthesized!(content in input);
        enum_ty = Some(content.parse::<Type>()?);
        input.parse::<Token![;]>()?;
    } else if input.peek(Token![;]) {
        input.parse::<Token![;]>()?;
    } else {
        let content;
        braced!(content in input);
        while !content.is_empty() {
            let fattrs = content.call(Attribute::parse_outer)?;
            let fdocs = docs_of(&fattrs);
            let mut optional = false;
            let mut default = None;
            let mut cpp = None;
            for a in &fattrs {
                if a.path().is_ident("doc") {
                    continue;
                }
                if !a.path().is_ident("param") {
                    return Err(syn::Error::new_spanned(
                        a,
                        "only doc comments and #[param(...)] are allowed on parameters",
                    ));
                }
                for (k, v) in a.parse_args_with(parse_options)? {
                    match (k.to_string().as_str(), v) {
                        ("optional", None) => optional = true,
                        ("default", Some(e)) => default = Some(e),
                        (
                            "cpp",
                            Some(Expr::Lit(syn::ExprLit {
                                lit: syn::Lit::Str(s),
                                ..
                            })),
                        ) => cpp = Some(s),
                        (other, _) => {
                            return Err(syn::Error::new(
                                k.span(),
                                format!("unknown parameter option `{other}` (expected optional, default = expr, cpp = \"type\")"),
                            ))
                        }
                    }
                }
            }
            if optional && default.is_some() {
                return Err(syn::Error::new(
                    fattrs[0].pound_token.span,
                    "a parameter is either optional or default-valued",
                ));
            }
            let fident: Ident = content.parse()?;
            content.parse::<Token![:]>()?;
            let ty: Type = content.parse()?;
            params.push(Param {
                docs: fdocs,
                ident: fident,
                ty,
                optional,
                default,
                cpp,
            });
            if content.is_empty() {
                break;
            }
            content.parse::<Token![,]>()?;
        }
    }
    let mut decl = DefDecl {
        kind,
        docs,
        vis,
        ident,
        dialect,
        mnemonic,
        name,
        cpp_name,
        params,
        enum_ty,
        format: None,
        parse: None,
        print: None,
        verify: None,
        traits: Vec::new(),
    };
    while !input.is_empty() {
        let key: Ident = input.parse()?;
        input.parse::<Token![:]>()?;
        match key.to_string().as_str() {
            "format" => decl.format = Some(input.parse()?),
            "parse" => decl.parse = Some(input.parse()?),
            "print" => decl.print = Some(input.parse()?),
            "verify" => decl.verify = Some(input.parse()?),
            "traits" if kind == DefKind::Type => {
                let content;
                bracketed!(content in input);
                decl.traits = content
                    .parse_terminated(Ident::parse, Token![,])?
                    .into_iter()
                    .collect();
            }
            other => {
                return Err(syn::Error::new(
                    key.span(),
                    format!(
                        "unknown section `{other}` (expected format, parse, print, verify{})",
                        if kind == DefKind::Type {
                            ", traits"
                        } else {
                            ""
                        }
                    ),
                ))
            }
        }
        if input.is_empty() {
            break;
        }
        input.parse::<Token![,]>()?;
    }
    if decl.parse.is_some() != decl.print.is_some() {
        return Err(syn::Error::new(
            decl.ident.span(),
            "custom syntax needs both `parse:` and `print:`",
        ));
    }
    if decl.parse.is_some() && decl.format.is_some() {
        return Err(syn::Error::new(
            decl.ident.span(),
            "a definition has either `format:` or `parse:`/`print:`",
        ));
    }
    Ok(decl)
}

fn param_spec(decl: &DefDecl, p: &Param) -> TokenStream {
    let name = p.ident.unraw().to_string();
    let ty = &p.ty;
    let summary = split_docs(&p.docs).0;
    let cpp = match &p.cpp {
        Some(s) => quote!(#s),
        None => quote!(<#ty as ::ods::opdef::attrdef::ParamValue>::CPP_TYPE),
    };
    let presence = if p.optional {
        quote!(::ods::opdef::attrdef::ParamPresence::Optional)
    } else if let Some(d) = &p.default {
        quote! {
            ::ods::opdef::attrdef::ParamPresence::Default {
                make: {
                    fn make(ctx: &mut ::ods::ir::Context) -> ::ods::ir::Attribute {
                        let v: #ty = #d;
                        <#ty as ::ods::opdef::attrdef::ParamValue>::store(v, ctx)
                    }
                    make
                },
                is_default: {
                    fn is_default(ctx: &::ods::ir::Context, a: ::ods::ir::Attribute) -> bool {
                        let v: #ty = #d;
                        <#ty as ::ods::opdef::attrdef::ParamValue>::load(ctx, a)
                            .is_some_and(|x| x == v)
                    }
                    is_default
                },
            }
        }
    } else {
        quote!(::ods::opdef::attrdef::ParamPresence::Required)
    };
    let _ = decl;
    quote! {
        ::ods::opdef::attrdef::ParamSpec {
            name: #name,
            kind: <#ty as ::ods::opdef::attrdef::ParamValue>::KIND,
            cpp_type: #cpp,
            summary: #summary,
            presence: #presence,
        }
    }
}

/// Expands any of the three macros.
pub fn expand(mut decl: DefDecl) -> syn::Result<TokenStream> {
    let kind = decl.kind;
    if kind == DefKind::Enum {
        let ety = decl.enum_ty.clone().expect("enum type");
        // ODS `EnumParameter`'s summary.
        let class = match &ety {
            Type::Path(p) => p.path.segments.last().map(|s| s.ident.to_string()),
            _ => None,
        };
        decl.params.push(Param {
            docs: class
                .map(|c| format!("an enum of type {c}"))
                .unwrap_or_default(),
            ident: format_ident!("value"),
            ty: ety,
            optional: false,
            default: None,
            cpp: None,
        });
        if decl.format.is_none() && decl.parse.is_none() {
            decl.format = Some(LitStr::new("$value", decl.ident.span()));
        }
    }
    let ident = &decl.ident;
    let vis = &decl.vis;
    let dialect = &decl.dialect;
    let mnemonic = &decl.mnemonic;
    let cpp_name = decl.cpp_name.clone().unwrap_or_else(|| ident.to_string());
    let name = decl.name.clone().unwrap_or_else(|| cpp_name.clone());
    let (summary, description) = split_docs(&decl.docs);
    let summary_t = if summary.is_empty() && kind == DefKind::Enum {
        let ety = decl.enum_ty.as_ref().expect("enum type");
        quote!(<#ety as ::ods::opdef::enums::EnumValue>::SPEC.summary)
    } else {
        quote!(#summary)
    };
    let description_t = if description.is_empty() && kind == DefKind::Enum {
        let ety = decl.enum_ty.as_ref().expect("enum type");
        quote!(<#ety as ::ods::opdef::enums::EnumValue>::SPEC.description)
    } else {
        quote!(#description)
    };
    let params = decl.params.iter().map(|p| param_spec(&decl, p));
    let syntax = if let (Some(parse), Some(print)) = (&decl.parse, &decl.print) {
        quote! { ::ods::opdef::attrdef::DefSyntax::Custom { parse: #parse, print: #print } }
    } else if let Some(f) = &decl.format {
        let text = f.value();
        let infos: Vec<format::ParamInfo> = decl
            .params
            .iter()
            .map(|p| format::ParamInfo {
                name: p.ident.unraw().to_string(),
                optional: p.optional || p.default.is_some(),
            })
            .collect();
        match format::compile(&text, &name, &infos) {
            Ok(t) => quote! { ::ods::opdef::attrdef::DefSyntax::Format(#t) },
            Err(e) => return Err(crate::format::error(f, &text, e)),
        }
    } else {
        if !decl.params.is_empty() {
            return Err(syn::Error::new(
                ident.span(),
                "a definition with parameters needs `format:` or `parse:`/`print:`",
            ));
        }
        quote! { ::ods::opdef::attrdef::DefSyntax::Bare }
    };
    let verify = match &decl.verify {
        Some(v) => quote!(::core::option::Option::Some(#v)),
        None => quote!(::core::option::Option::None),
    };
    let mut traits = quote!(::ods::opdef::attrdef::DefTraits::NONE);
    for t in &decl.traits {
        let c = match t.to_string().as_str() {
            "VectorElementTypeInterface" => quote!(VECTOR_ELEMENT),
            "MemRefElementTypeInterface" => quote!(MEMREF_ELEMENT),
            other => {
                return Err(syn::Error::new(
                    t.span(),
                    format!("unknown type trait `{other}` (VectorElementTypeInterface, MemRefElementTypeInterface)"),
                ))
            }
        };
        traits = quote!(#traits.with(::ods::opdef::attrdef::DefTraits::#c));
    }
    let is_type = kind == DefKind::Type;
    let def_static = quote! {
        /// The ODS definition.
        pub const DEF: &'static ::ods::opdef::attrdef::DefSpec = {
            static DEF: ::ods::opdef::attrdef::DefSpec = ::ods::opdef::attrdef::DefSpec {
                dialect: #dialect,
                mnemonic: #mnemonic,
                name: #name,
                cpp_name: #cpp_name,
                summary: #summary_t,
                description: #description_t,
                is_type: #is_type,
                params: &[#(#params),*],
                syntax: #syntax,
                verify: #verify,
                traits: #traits,
            };
            &DEF
        };
    };
    let docs = &decl.docs;
    match kind {
        DefKind::Enum => {
            let ety = decl.enum_ty.as_ref().expect("enum type");
            Ok(quote! {
                #[doc = #docs]
                #[derive(Copy, Clone, Debug, Default)]
                #vis struct #ident;

                impl #ident {
                    #def_static
                    /// The attribute holding `value`.
                    pub fn get(ctx: &mut ::ods::ir::Context, value: #ety) -> ::ods::ir::Attribute {
                        let v = <#ety as ::ods::opdef::attrdef::ParamValue>::store(value, ctx);
                        ctx.dialect_attr(Self::DEF, &[::core::option::Option::Some(v)])
                    }
                    /// Registers the definition with `ctx` (so its dialect parses it).
                    pub fn register(ctx: &mut ::ods::ir::Context) {
                        ctx.register_attr_def(Self::DEF);
                    }
                }

                impl ::ods::opdef::AttrConstraint for #ident {
                    type Value = #ety;
                    fn summary() -> ::std::string::String {
                        Self::DEF.constraint_summary()
                    }
                    fn matches(ctx: &::ods::ir::Context, attr: ::ods::ir::Attribute) -> bool {
                        ::ods::opdef::attrdef::is_attr_of(ctx, attr, Self::DEF)
                    }
                    fn value(ctx: &::ods::ir::Context, attr: ::ods::ir::Attribute) -> ::core::option::Option<#ety> {
                        ::ods::opdef::attrdef::attr_param(ctx, attr, Self::DEF, 0)
                            .and_then(|a| <#ety as ::ods::opdef::attrdef::ParamValue>::load(ctx, a))
                    }
                    fn attr(ctx: &mut ::ods::ir::Context, value: #ety) -> ::ods::ir::Attribute {
                        Self::get(ctx, value)
                    }
                    fn storage_type() -> ::std::string::String {
                        ::std::format!(
                            "{}::{}",
                            <#ety as ::ods::opdef::enums::EnumValue>::SPEC.cpp_namespace,
                            Self::DEF.cpp_name
                        )
                    }
                    fn print_in_format(p: &mut ::ods::asm::OpAsmPrinter<'_, '_, '_>, attr: ::ods::ir::Attribute) {
                        ::ods::opdef::attrdef::print_attr_stripped(p, attr)
                    }
                    fn parse_in_format(
                        p: &mut ::ods::asm::OpAsmParser<'_, '_, '_, '_>,
                        optional: bool,
                    ) -> ::ods::asm::PResult<::core::option::Option<::ods::ir::Attribute>> {
                        ::ods::opdef::attrdef::parse_attr_in_format(Self::DEF, p, optional)
                    }
                }
            })
        }
        DefKind::Attr | DefKind::Type => {
            let (handle_ty, param_fn, intern, of_fn) = if is_type {
                (
                    quote!(::ods::ir::Type),
                    quote!(type_param),
                    quote!(dialect_type),
                    quote!(is_type_of),
                )
            } else {
                (
                    quote!(::ods::ir::Attribute),
                    quote!(attr_param),
                    quote!(dialect_attr),
                    quote!(is_attr_of),
                )
            };
            let args: Vec<TokenStream> = decl
                .params
                .iter()
                .map(|p| {
                    let (id, ty) = (&p.ident, &p.ty);
                    if p.optional {
                        quote!(#id: ::core::option::Option<#ty>)
                    } else {
                        quote!(#id: #ty)
                    }
                })
                .collect();
            let stores: Vec<TokenStream> = decl.params.iter().map(|p| {
                let (id, ty) = (&p.ident, &p.ty);
                if p.optional {
                    quote!(#id.map(|v| <#ty as ::ods::opdef::attrdef::ParamValue>::store(v, ctx)))
                } else {
                    quote!(::core::option::Option::Some(<#ty as ::ods::opdef::attrdef::ParamValue>::store(#id, ctx)))
                }
            }).collect();
            let accessors = decl.params.iter().enumerate().map(|(i, p)| {
                let (id, ty) = (&p.ident, &p.ty);
                let doc = if p.docs.is_empty() {
                    format!("Parameter `{id}`.")
                } else {
                    p.docs.clone()
                };
                let load = quote! {
                    ::ods::opdef::attrdef::#param_fn(ctx, self.0, Self::DEF, #i)
                        .and_then(|a| <#ty as ::ods::opdef::attrdef::ParamValue>::load(ctx, a))
                };
                if p.optional {
                    quote! {
                        #[doc = #doc]
                        pub fn #id(self, ctx: &::ods::ir::Context) -> ::core::option::Option<#ty> {
                            #load
                        }
                    }
                } else {
                    quote! {
                        #[doc = #doc]
                        pub fn #id(self, ctx: &::ods::ir::Context) -> #ty {
                            (#load).expect("parameter of a well-formed definition")
                        }
                    }
                }
            });
            let (from_fn, from_doc, register) = if is_type {
                (
                    quote!(from_type),
                    "`ty` as this type, if it is one (`dyn_cast`).",
                    quote!(register_type_def),
                )
            } else {
                (
                    quote!(from_attr),
                    "`attr` as this attribute, if it is one (`dyn_cast`).",
                    quote!(register_attr_def),
                )
            };
            let constraint = if is_type {
                quote! {
                    impl ::ods::opdef::TypeConstraint for #ident {
                        fn summary() -> ::std::string::String {
                            Self::DEF.constraint_summary()
                        }
                        fn matches(ctx: &::ods::ir::Context, ty: ::ods::ir::Type) -> bool {
                            ::ods::opdef::attrdef::is_type_of(ctx, ty, Self::DEF)
                        }
                        fn print_in_format(p: &mut ::ods::asm::OpAsmPrinter<'_, '_, '_>, ty: ::ods::ir::Type) {
                            ::ods::opdef::attrdef::print_type_in_format(Self::DEF, p, ty)
                        }
                        fn parse_in_format(
                            p: &mut ::ods::asm::OpAsmParser<'_, '_, '_, '_>,
                        ) -> ::ods::asm::PResult<::ods::ir::Type> {
                            ::ods::opdef::attrdef::parse_type_in_format(Self::DEF, p)
                        }
                    }
                }
            } else {
                quote! {
                    impl ::ods::opdef::AttrConstraint for #ident {
                        type Value = #ident;
                        fn summary() -> ::std::string::String {
                            Self::DEF.constraint_summary()
                        }
                        fn matches(ctx: &::ods::ir::Context, attr: ::ods::ir::Attribute) -> bool {
                            ::ods::opdef::attrdef::is_attr_of(ctx, attr, Self::DEF)
                        }
                        fn value(ctx: &::ods::ir::Context, attr: ::ods::ir::Attribute) -> ::core::option::Option<#ident> {
                            Self::from_attr(ctx, attr)
                        }
                        fn attr(_ctx: &mut ::ods::ir::Context, value: #ident) -> ::ods::ir::Attribute {
                            value.0
                        }
                        fn print_in_format(p: &mut ::ods::asm::OpAsmPrinter<'_, '_, '_>, attr: ::ods::ir::Attribute) {
                            ::ods::opdef::attrdef::print_attr_stripped(p, attr)
                        }
                        fn parse_in_format(
                            p: &mut ::ods::asm::OpAsmParser<'_, '_, '_, '_>,
                            optional: bool,
                        ) -> ::ods::asm::PResult<::core::option::Option<::ods::ir::Attribute>> {
                            ::ods::opdef::attrdef::parse_attr_in_format(Self::DEF, p, optional)
                        }
                    }
                }
            };
            Ok(quote! {
                #[doc = #docs]
                #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
                #vis struct #ident(pub #handle_ty);

                impl #ident {
                    #def_static
                    /// The instance with these parameters (not verified).
                    #[allow(clippy::too_many_arguments)]
                    pub fn get(ctx: &mut ::ods::ir::Context, #(#args),*) -> Self {
                        let params = [#(#stores),*];
                        #ident(ctx.#intern(Self::DEF, &params))
                    }
                    /// The instance with these parameters, after the definition's verifier.
                    #[allow(clippy::too_many_arguments)]
                    pub fn get_checked(ctx: &mut ::ods::ir::Context, #(#args),*) -> ::core::result::Result<Self, ::std::string::String> {
                        let params = [#(#stores),*];
                        Self::DEF.verify_params(ctx, &params)?;
                        ::core::result::Result::Ok(#ident(ctx.#intern(Self::DEF, &params)))
                    }
                    #[doc = #from_doc]
                    pub fn #from_fn(ctx: &::ods::ir::Context, x: #handle_ty) -> ::core::option::Option<Self> {
                        ::ods::opdef::attrdef::#of_fn(ctx, x, Self::DEF).then_some(#ident(x))
                    }
                    /// Registers the definition with `ctx` (so its dialect parses it).
                    pub fn register(ctx: &mut ::ods::ir::Context) {
                        ctx.#register(Self::DEF);
                    }
                    #(#accessors)*
                }

                impl ::core::convert::From<#ident> for #handle_ty {
                    fn from(v: #ident) -> #handle_ty {
                        v.0
                    }
                }

                #constraint
            })
        }
    }
}
