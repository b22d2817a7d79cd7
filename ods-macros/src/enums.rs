//! `int_enum!` and `bit_enum!`: ODS `I32EnumAttr`/`I64EnumAttr` and
//! `I32BitEnumAttr` (and the 8/16/64-bit variants).
//!
//! ```text
//! int_enum! {
//!     /// Summary (empty: ODS's "allowed 64-bit signless integer cases: ...").
//!     #[i64_enum_attr(name = "Arith_CmpFPredicateAttr", cpp_namespace = "::mlir::arith")]
//!     pub enum CmpFPredicate {
//!         AlwaysFalse = 0 => "false",
//!         OEQ = 1 => "oeq",
//!     }
//! }
//!
//! bit_enum! {
//!     /// Floating point fast math flags
//!     #[i32_bit_enum_attr(cpp_namespace = "::mlir::arith", separator = ",",
//!                         print_primary_groups, specialized_attr = false)]
//!     pub struct FastMathFlags {
//!         none = none,
//!         reassoc = bit(0),
//!         fast = group(reassoc, nnan),
//!     }
//! }
//! ```

use crate::util::{docs_of, split_docs, take_options, EnumOption};
use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote};
use syn::parse::{Parse, ParseStream};
use syn::{braced, Attribute, Ident, LitInt, LitStr, Token, Visibility};

/// One case as written.
struct Case {
    docs: String,
    symbol: Ident,
    value: CaseValue,
    string: Option<LitStr>,
}

enum CaseValue {
    Int(i128),
    None,
    Bit(u32),
    Group(Vec<Ident>),
    Value(u128),
}

/// Common options of both macros.
struct EnumHeader {
    docs: String,
    vis: Visibility,
    ident: Ident,
    width: u32,
    bit: bool,
    name: Option<String>,
    cpp_namespace: String,
    specialized_attr: bool,
    separator: Option<String>,
    print_primary_groups: bool,
    cases: Vec<Case>,
}

fn parse_header(input: ParseStream, bit: bool) -> syn::Result<EnumHeader> {
    let attrs = input.call(Attribute::parse_outer)?;
    let docs = docs_of(&attrs);
    let vis: Visibility = input.parse()?;
    if bit {
        input.parse::<Token![struct]>()?;
    } else {
        input.parse::<Token![enum]>()?;
    }
    let ident: Ident = input.parse()?;
    let mut width = None;
    let mut opts = Vec::new();
    for a in &attrs {
        if a.path().is_ident("doc") {
            continue;
        }
        let Some(kind) = a.path().get_ident() else {
            return Err(syn::Error::new_spanned(a, "unexpected attribute"));
        };
        let k = kind.to_string();
        let w = if bit {
            match k.as_str() {
                "i8_bit_enum_attr" => 8,
                "i16_bit_enum_attr" => 16,
                "i32_bit_enum_attr" => 32,
                "i64_bit_enum_attr" => 64,
                _ => {
                    return Err(syn::Error::new_spanned(
                        kind,
                        "expected #[i32_bit_enum_attr(...)] (or i8/i16/i64)",
                    ))
                }
            }
        } else {
            match k.as_str() {
                "i32_enum_attr" => 32,
                "i64_enum_attr" => 64,
                _ => {
                    return Err(syn::Error::new_spanned(
                        kind,
                        "expected #[i32_enum_attr(...)] or #[i64_enum_attr(...)]",
                    ))
                }
            }
        };
        width = Some(w);
        if !matches!(a.meta, syn::Meta::Path(_)) {
            opts = a.parse_args_with(crate::util::parse_options)?;
        }
    }
    let Some(width) = width else {
        return Err(syn::Error::new(
            ident.span(),
            if bit {
                "missing #[i32_bit_enum_attr(...)]"
            } else {
                "missing #[i32_enum_attr(...)] or #[i64_enum_attr(...)]"
            },
        ));
    };
    let mut name = None;
    let mut cpp_namespace = String::new();
    let mut specialized_attr = true;
    let mut separator = None;
    let mut print_primary_groups = false;
    for (k, v) in take_options(opts)? {
        match (k.to_string().as_str(), v) {
            ("name", EnumOption::Str(s)) => name = Some(s.value()),
            ("cpp_namespace", EnumOption::Str(s)) => cpp_namespace = s.value(),
            ("specialized_attr", EnumOption::Bool(b)) => specialized_attr = b,
            ("separator", EnumOption::Str(s)) if bit => {
                let v = s.value();
                if !v.contains('|') && !v.contains(',') {
                    return Err(syn::Error::new(
                        s.span(),
                        "separator must contain '|' or ',' for parameter parsing",
                    ));
                }
                separator = Some(v)
            }
            ("print_primary_groups", EnumOption::Flag) if bit => print_primary_groups = true,
            ("print_primary_groups", EnumOption::Bool(b)) if bit => print_primary_groups = b,
            (other, _) => {
                return Err(syn::Error::new(
                    k.span(),
                    format!("unknown or malformed enum option `{other}`"),
                ))
            }
        }
    }
    let content;
    braced!(content in input);
    let mut cases = Vec::new();
    while !content.is_empty() {
        let cattrs = content.call(Attribute::parse_outer)?;
        let symbol: Ident = content.call(syn::ext::IdentExt::parse_any)?;
        content.parse::<Token![=]>()?;
        let value = if bit {
            let kw: Ident = content.parse()?;
            match kw.to_string().as_str() {
                "none" => CaseValue::None,
                "bit" => {
                    let inner;
                    syn::parenthesized!(inner in content);
                    let n: LitInt = inner.parse()?;
                    let n: u32 = n.base10_parse()?;
                    if n >= width {
                        return Err(syn::Error::new(kw.span(), "bit position out of range"));
                    }
                    CaseValue::Bit(n)
                }
                "group" => {
                    let inner;
                    syn::parenthesized!(inner in content);
                    let ids = inner.parse_terminated(Ident::parse_any_ident, Token![,])?;
                    CaseValue::Group(ids.into_iter().collect())
                }
                "value" => {
                    let inner;
                    syn::parenthesized!(inner in content);
                    let n: LitInt = inner.parse()?;
                    CaseValue::Value(n.base10_parse()?)
                }
                _ => {
                    return Err(syn::Error::new(
                        kw.span(),
                        "expected `none`, `bit(N)`, `group(a, b, ...)` or `value(N)`",
                    ))
                }
            }
        } else {
            let neg = content.parse::<Option<Token![-]>>()?.is_some();
            let n: LitInt = content.parse()?;
            let v: i128 = n.base10_parse()?;
            CaseValue::Int(if neg { -v } else { v })
        };
        let string = if content.peek(Token![=>]) {
            content.parse::<Token![=>]>()?;
            Some(content.parse::<LitStr>()?)
        } else {
            None
        };
        cases.push(Case {
            docs: docs_of(&cattrs),
            symbol,
            value,
            string,
        });
        if content.is_empty() {
            break;
        }
        content.parse::<Token![,]>()?;
    }
    if cases.is_empty() {
        return Err(syn::Error::new(ident.span(), "an enum needs cases"));
    }
    Ok(EnumHeader {
        docs,
        vis,
        ident,
        width,
        bit,
        name,
        cpp_namespace,
        specialized_attr,
        separator,
        print_primary_groups,
        cases,
    })
}

trait ParseAnyIdent {
    fn parse_any_ident(input: ParseStream) -> syn::Result<Ident>;
}
impl ParseAnyIdent for Ident {
    fn parse_any_ident(input: ParseStream) -> syn::Result<Ident> {
        syn::ext::IdentExt::parse_any(input)
    }
}

/// `int_enum!` input.
pub struct IntEnumDecl(EnumHeader);
/// `bit_enum!` input.
pub struct BitEnumDecl(EnumHeader);

impl Parse for IntEnumDecl {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        parse_header(input, false).map(IntEnumDecl)
    }
}
impl Parse for BitEnumDecl {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        parse_header(input, true).map(BitEnumDecl)
    }
}

fn storage_ty(width: u32) -> TokenStream {
    match width {
        8 => quote!(u8),
        16 => quote!(u16),
        32 => quote!(u32),
        _ => quote!(u64),
    }
}

/// The enum's `EnumSpec` static and its case table.
fn spec_tokens(
    h: &EnumHeader,
    values: &[u64],
    kinds: &[TokenStream],
    summary: &str,
) -> TokenStream {
    let class = h.ident.to_string();
    let name = h.name.clone().unwrap_or_else(|| class.clone());
    let ns = &h.cpp_namespace;
    let cpp_type = format!("{ns}::{class}");
    let width = h.width;
    let (_, description) = split_docs(&h.docs);
    let cases = h.cases.iter().zip(values).zip(kinds).map(|((c, v), k)| {
        let sym = c.symbol.to_string();
        let string = c
            .string
            .as_ref()
            .map(|s| s.value())
            .unwrap_or_else(|| sym.clone());
        quote! {
            ::ods::opdef::enums::EnumCase { symbol: #sym, string: #string, value: #v, kind: #k }
        }
    });
    let bit = if h.bit {
        let sep = h.separator.clone().unwrap_or_else(|| "|".to_string());
        let pg = h.print_primary_groups;
        quote! { ::core::option::Option::Some(::ods::opdef::enums::BitEnumInfo { separator: #sep, print_primary_groups: #pg }) }
    } else {
        quote! { ::core::option::Option::None }
    };
    quote! {
        &::ods::opdef::enums::EnumSpec {
            name: #name,
            class_name: #class,
            cpp_namespace: #ns,
            cpp_type: #cpp_type,
            summary: #summary,
            description: #description,
            width: #width,
            cases: &[#(#cases),*],
            bit: #bit,
        }
    }
}

/// The specialized attribute constraint (`genSpecializedAttr`).
fn specialized_attr(h: &EnumHeader) -> TokenStream {
    if !h.specialized_attr {
        return quote!();
    }
    let ident = &h.ident;
    let vis = &h.vis;
    let attr = format_ident!("{}Attr", ident);
    let doc = format!(
        "The integer attribute holding a [`{ident}`] (ODS specialized attribute `{ident}Attr`)."
    );
    quote! {
        #[doc = #doc]
        #[derive(Copy, Clone, Debug, Default)]
        #vis struct #attr;
        impl ::ods::opdef::AttrConstraint for #attr {
            type Value = #ident;
            fn summary() -> ::std::string::String {
                <#ident as ::ods::opdef::enums::EnumValue>::SPEC.summary.into()
            }
            fn matches(ctx: &::ods::ir::Context, attr: ::ods::ir::Attribute) -> bool {
                <#ident as ::ods::opdef::enums::EnumValue>::SPEC.attr_matches(ctx, attr)
            }
            fn value(ctx: &::ods::ir::Context, attr: ::ods::ir::Attribute) -> ::core::option::Option<#ident> {
                <#ident as ::ods::opdef::enums::EnumValue>::SPEC
                    .attr_value(ctx, attr)
                    .and_then(<#ident as ::ods::opdef::enums::EnumValue>::from_bits)
            }
            fn attr(ctx: &mut ::ods::ir::Context, value: #ident) -> ::ods::ir::Attribute {
                <#ident as ::ods::opdef::enums::EnumValue>::SPEC
                    .make_attr(ctx, ::ods::opdef::enums::EnumValue::to_bits(value))
            }
            fn storage_type() -> ::std::string::String {
                let spec = <#ident as ::ods::opdef::enums::EnumValue>::SPEC;
                ::std::format!("{}::{}Attr", spec.cpp_namespace, spec.class_name)
            }
            fn print_in_format(p: &mut ::ods::asm::OpAsmPrinter<'_, '_, '_>, attr: ::ods::ir::Attribute) {
                ::ods::opdef::enums::print_int_enum_in_format(
                    <#ident as ::ods::opdef::enums::EnumValue>::SPEC, p, attr)
            }
            fn parse_in_format(
                p: &mut ::ods::asm::OpAsmParser<'_, '_, '_, '_>,
                optional: bool,
            ) -> ::ods::asm::PResult<::core::option::Option<::ods::ir::Attribute>> {
                ::ods::opdef::enums::parse_int_enum_in_format(
                    <#ident as ::ods::opdef::enums::EnumValue>::SPEC, p, "", optional)
            }
            fn parse_in_format_named(
                p: &mut ::ods::asm::OpAsmParser<'_, '_, '_, '_>,
                name: &str,
                optional: bool,
            ) -> ::ods::asm::PResult<::core::option::Option<::ods::ir::Attribute>> {
                ::ods::opdef::enums::parse_int_enum_in_format(
                    <#ident as ::ods::opdef::enums::EnumValue>::SPEC, p, name, optional)
            }
        }
    }
}

/// `ParamValue` for the enum (usable as an `EnumParameter`).
fn param_value_impl(ident: &Ident) -> TokenStream {
    quote! {
        impl ::ods::opdef::attrdef::ParamValue for #ident {
            const KIND: ::ods::opdef::attrdef::ParamKind = ::ods::opdef::attrdef::ParamKind::Enum(
                <#ident as ::ods::opdef::enums::EnumValue>::SPEC);
            const CPP_TYPE: &'static str = <#ident as ::ods::opdef::enums::EnumValue>::SPEC.cpp_type;
            fn store(self, ctx: &mut ::ods::ir::Context) -> ::ods::ir::Attribute {
                <#ident as ::ods::opdef::enums::EnumValue>::SPEC
                    .make_attr(ctx, ::ods::opdef::enums::EnumValue::to_bits(self))
            }
            fn load(ctx: &::ods::ir::Context, a: ::ods::ir::Attribute) -> ::core::option::Option<Self> {
                ::ods::opdef::attrdef::param_bits(ctx, ::core::option::Option::Some(a))
                    .and_then(<#ident as ::ods::opdef::enums::EnumValue>::from_bits)
            }
        }
        impl ::core::fmt::Display for #ident {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.write_str(&<#ident as ::ods::opdef::enums::EnumValue>::SPEC
                    .stringify(::ods::opdef::enums::EnumValue::to_bits(*self)))
            }
        }
    }
}

pub fn expand_int(decl: IntEnumDecl) -> syn::Result<TokenStream> {
    let h = decl.0;
    let ident = &h.ident;
    let vis = &h.vis;
    let st = storage_ty(h.width);
    let mask: u128 = if h.width == 64 {
        u64::MAX as u128
    } else {
        (1u128 << h.width) - 1
    };
    let mut values = Vec::new();
    for c in &h.cases {
        let CaseValue::Int(v) = c.value else {
            unreachable!()
        };
        if v < 0 {
            return Err(syn::Error::new(
                c.symbol.span(),
                "negative enum values are not supported",
            ));
        }
        if v as u128 > mask {
            return Err(syn::Error::new(
                c.symbol.span(),
                format!("value does not fit in {} bits", h.width),
            ));
        }
        if values.contains(&(v as u64)) {
            return Err(syn::Error::new(c.symbol.span(), "duplicate enum value"));
        }
        values.push(v as u64);
    }
    let (summary, _) = split_docs(&h.docs);
    let summary = if summary.is_empty() {
        let list: Vec<String> = values.iter().map(|v| v.to_string()).collect();
        format!(
            "allowed {}-bit signless integer cases: {}",
            h.width,
            list.join(", ")
        )
    } else {
        summary
    };
    let kinds: Vec<TokenStream> = h
        .cases
        .iter()
        .map(|_| quote!(::ods::opdef::enums::CaseKind::Int))
        .collect();
    let spec = spec_tokens(&h, &values, &kinds, &summary);
    let variants = h.cases.iter().zip(&values).map(|(c, v)| {
        let sym = &c.symbol;
        let doc = if c.docs.is_empty() {
            format!(
                "`{}`",
                c.string
                    .as_ref()
                    .map(|s| s.value())
                    .unwrap_or_else(|| sym.to_string())
            )
        } else {
            c.docs.clone()
        };
        let lit = proc_macro2::Literal::u64_unsuffixed(*v);
        quote! { #[doc = #doc] #sym = #lit }
    });
    let from_arms = h.cases.iter().zip(&values).map(|(c, v)| {
        let sym = &c.symbol;
        quote! { #v => ::core::option::Option::Some(#ident::#sym) }
    });
    let all = h.cases.iter().map(|c| {
        let sym = &c.symbol;
        quote! { #ident::#sym }
    });
    let docs = &h.docs;
    let attr = specialized_attr(&h);
    let pv = param_value_impl(ident);
    Ok(quote! {
        #[doc = #docs]
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
        #[repr(#st)]
        #[allow(non_camel_case_types, clippy::upper_case_acronyms)]
        #vis enum #ident {
            #(#variants),*
        }

        impl #ident {
            /// Every case, in declaration order.
            pub const ALL: &'static [#ident] = &[#(#all),*];
            /// The case string (`stringifyX`).
            pub fn stringify(self) -> &'static str {
                let spec = <#ident as ::ods::opdef::enums::EnumValue>::SPEC;
                let v = self as u64;
                spec.cases.iter().find(|c| c.value == v).map_or("", |c| c.string)
            }
            /// The case named by a string (`symbolizeX`).
            pub fn symbolize(s: &str) -> ::core::option::Option<#ident> {
                <#ident as ::ods::opdef::enums::EnumValue>::SPEC
                    .symbolize(s)
                    .and_then(<#ident as ::ods::opdef::enums::EnumValue>::from_bits)
            }
            /// The integer value.
            pub const fn value(self) -> u64 {
                self as u64
            }
        }

        impl ::ods::opdef::enums::EnumValue for #ident {
            const SPEC: &'static ::ods::opdef::enums::EnumSpec = #spec;
            fn to_bits(self) -> u64 {
                self as u64
            }
            fn from_bits(bits: u64) -> ::core::option::Option<Self> {
                match bits {
                    #(#from_arms,)*
                    _ => ::core::option::Option::None,
                }
            }
        }

        #pv
        #attr
    })
}

pub fn expand_bit(decl: BitEnumDecl) -> syn::Result<TokenStream> {
    let h = decl.0;
    let ident = &h.ident;
    let vis = &h.vis;
    let st = storage_ty(h.width);
    // Resolve values (groups refer to earlier cases by symbol).
    let mut values: Vec<u64> = Vec::new();
    let mut kinds = Vec::new();
    for (i, c) in h.cases.iter().enumerate() {
        let (v, k) = match &c.value {
            CaseValue::None => (0u64, quote!(::ods::opdef::enums::CaseKind::None)),
            CaseValue::Bit(n) => (1u64 << n, quote!(::ods::opdef::enums::CaseKind::Bit)),
            CaseValue::Value(n) => (*n as u64, quote!(::ods::opdef::enums::CaseKind::Value)),
            CaseValue::Group(ids) => {
                let mut v = 0;
                for id in ids {
                    let Some(j) = h.cases[..i].iter().position(|c| c.symbol == *id) else {
                        return Err(syn::Error::new(
                            id.span(),
                            format!("unknown case `{id}` (groups name earlier cases)"),
                        ));
                    };
                    v |= values[j];
                }
                (v, quote!(::ods::opdef::enums::CaseKind::Group))
            }
            CaseValue::Int(_) => unreachable!(),
        };
        values.push(v);
        kinds.push(k);
    }
    let (summary, _) = split_docs(&h.docs);
    let spec = spec_tokens(&h, &values, &kinds, &summary);
    let consts = h.cases.iter().zip(&values).map(|(c, v)| {
        let sym = &c.symbol;
        let doc = if c.docs.is_empty() {
            format!(
                "`{}`",
                c.string
                    .as_ref()
                    .map(|s| s.value())
                    .unwrap_or_else(|| sym.to_string())
            )
        } else {
            c.docs.clone()
        };
        let lit = match h.width {
            8 => proc_macro2::Literal::u8_suffixed(*v as u8),
            16 => proc_macro2::Literal::u16_suffixed(*v as u16),
            32 => proc_macro2::Literal::u32_suffixed(*v as u32),
            _ => proc_macro2::Literal::u64_suffixed(*v),
        };
        quote! { #[doc = #doc] pub const #sym: #ident = #ident(#lit); }
    });
    let valid: u64 = values.iter().fold(0, |a, v| a | v);
    let valid_lit = match h.width {
        8 => proc_macro2::Literal::u8_suffixed(valid as u8),
        16 => proc_macro2::Literal::u16_suffixed(valid as u16),
        32 => proc_macro2::Literal::u32_suffixed(valid as u32),
        _ => proc_macro2::Literal::u64_suffixed(valid),
    };
    let docs = &h.docs;
    let attr = specialized_attr(&h);
    let pv = param_value_impl(ident);
    let _ = Span::call_site();
    Ok(quote! {
        #[doc = #docs]
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default, PartialOrd, Ord)]
        #vis struct #ident(pub #st);

        #[allow(non_upper_case_globals)]
        impl #ident {
            #(#consts)*
            /// Every bit any case sets (`validBits`).
            pub const VALID_BITS: #ident = #ident(#valid_lit);
            /// The bits.
            pub const fn bits(self) -> #st {
                self.0
            }
            /// True if every bit of `other` is set (`bitEnumContainsAll`).
            pub const fn contains(self, other: #ident) -> bool {
                self.0 & other.0 == other.0
            }
            /// True if any bit of `other` is set (`bitEnumContainsAny`).
            pub const fn intersects(self, other: #ident) -> bool {
                self.0 & other.0 != 0
            }
            /// True if no bit is set.
            pub const fn is_empty(self) -> bool {
                self.0 == 0
            }
            /// The case names joined by the separator (`stringifyX`).
            pub fn stringify(self) -> ::std::string::String {
                <#ident as ::ods::opdef::enums::EnumValue>::SPEC
                    .stringify(self.0 as u64)
                    .into_owned()
            }
            /// The value named by a string (`symbolizeX`).
            pub fn symbolize(s: &str) -> ::core::option::Option<#ident> {
                <#ident as ::ods::opdef::enums::EnumValue>::SPEC
                    .symbolize(s)
                    .map(|v| #ident(v as #st))
            }
        }

        impl ::core::ops::BitOr for #ident {
            type Output = #ident;
            fn bitor(self, o: #ident) -> #ident {
                #ident(self.0 | o.0)
            }
        }
        impl ::core::ops::BitOrAssign for #ident {
            fn bitor_assign(&mut self, o: #ident) {
                self.0 |= o.0;
            }
        }
        impl ::core::ops::BitAnd for #ident {
            type Output = #ident;
            fn bitand(self, o: #ident) -> #ident {
                #ident(self.0 & o.0)
            }
        }
        impl ::core::ops::BitAndAssign for #ident {
            fn bitand_assign(&mut self, o: #ident) {
                self.0 &= o.0;
            }
        }
        impl ::core::ops::BitXor for #ident {
            type Output = #ident;
            fn bitxor(self, o: #ident) -> #ident {
                #ident(self.0 ^ o.0)
            }
        }
        /// Complement within the valid bits (as MLIR's `operator~`).
        impl ::core::ops::Not for #ident {
            type Output = #ident;
            fn not(self) -> #ident {
                #ident(!self.0 & #valid_lit)
            }
        }

        impl ::ods::opdef::enums::EnumValue for #ident {
            const SPEC: &'static ::ods::opdef::enums::EnumSpec = #spec;
            fn to_bits(self) -> u64 {
                self.0 as u64
            }
            fn from_bits(bits: u64) -> ::core::option::Option<Self> {
                <#ident as ::ods::opdef::enums::EnumValue>::SPEC
                    .from_value(bits)
                    .map(|v| #ident(v as #st))
            }
        }

        #pv
        #attr
    })
}
