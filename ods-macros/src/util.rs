//! Helpers shared by the enum and attribute/type definition macros.

use syn::parse::ParseStream;
use syn::{Attribute, Expr, Ident, LitStr, Token};

/// The doc comments of an item, one line each, leading space removed.
pub fn docs_of(attrs: &[Attribute]) -> String {
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

/// The summary (first paragraph, on one line) and the description (the
/// rest) of doc comments.
pub fn split_docs(docs: &str) -> (String, String) {
    let text = docs.trim();
    match text.split_once("\n\n") {
        Some((s, d)) => (
            s.replace('\n', " ").trim().to_string(),
            d.trim().to_string(),
        ),
        None => (text.replace('\n', " ").trim().to_string(), String::new()),
    }
}

/// `key = value, flag, ...` inside `#[x(...)]`.
pub fn parse_options(input: ParseStream) -> syn::Result<Vec<(Ident, Option<Expr>)>> {
    let mut out = Vec::new();
    while !input.is_empty() {
        let key: Ident = syn::ext::IdentExt::parse_any(input)?;
        let value = if input.peek(Token![=]) {
            input.parse::<Token![=]>()?;
            Some(input.parse::<Expr>()?)
        } else {
            None
        };
        out.push((key, value));
        if input.is_empty() {
            break;
        }
        input.parse::<Token![,]>()?;
    }
    Ok(out)
}

/// An option value, classified.
pub enum EnumOption {
    /// `key = "text"`
    Str(LitStr),
    /// `key = true|false`
    Bool(bool),
    /// `key`
    Flag,
    /// Any other expression.
    Other,
}

/// Classifies option values.
pub fn take_options(opts: Vec<(Ident, Option<Expr>)>) -> syn::Result<Vec<(Ident, EnumOption)>> {
    Ok(opts
        .into_iter()
        .map(|(k, v)| {
            let v = match v {
                None => EnumOption::Flag,
                Some(Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Str(s),
                    ..
                })) => EnumOption::Str(s),
                Some(Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Bool(b),
                    ..
                })) => EnumOption::Bool(b.value),
                Some(_) => EnumOption::Other,
            };
            (k, v)
        })
        .collect())
}
