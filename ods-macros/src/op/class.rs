//! `op_class!`: an ODS base class (`class Arith_IntBinaryOp<...> : Op<...>`)
//! whose fields, traits, format and hooks many ops share.
//!
//! The class becomes a `macro_rules!` macro of its name that hands the
//! class's body to `op!` ahead of the op's (`@class { ... }`), where
//! [`OpDecl::derive_from`](super::input::OpDecl::derive_from) merges them:
//!
//! ```text
//! ods::op_class! {
//!     /// `Arith_IntBinaryOp`
//!     class ArithIntBinaryOp {
//!         #[operand] lhs: SignlessIntegerOrIndexLike,
//!         #[operand] rhs: SignlessIntegerOrIndexLike,
//!         #[result] result: SignlessIntegerOrIndexLike,
//!     }
//!     traits: [InferIntRangeInterface, SameOperandsAndResultType],
//!     format: "$lhs `,` $rhs attr-dict `:` type($result)",
//! }
//!
//! ArithIntBinaryOp! {
//!     /// integer bitwise and
//!     #[op(name = "arith.andi")]
//!     pub struct AndIOp {}
//!     traits: [Commutative, Idempotent, Pure],
//! }
//! ```

use super::input::ClassDecl;
use proc_macro2::TokenStream;
use quote::quote;
use syn::parse::{Parse, ParseStream};
use syn::{Attribute, Ident, Visibility};

/// The macro input, kept as tokens for the generated macro (and parsed once
/// here so that a malformed class is an error at its definition).
pub struct ClassInput {
    attrs: Vec<Attribute>,
    vis: Visibility,
    name: Ident,
    body: TokenStream,
}

impl Parse for ClassInput {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let attrs = input.call(Attribute::parse_outer)?;
        let vis: Visibility = input.parse()?;
        let kw: Ident = input.parse()?;
        if kw != "class" {
            return Err(syn::Error::new(kw.span(), "expected `class Name { ... }`"));
        }
        let name: Ident = input.parse()?;
        let body: TokenStream = input.parse()?;
        // Validate now (errors point into the class).
        syn::parse::Parser::parse2(ClassDecl::parse_body, body.clone())?;
        Ok(ClassInput {
            attrs,
            vis,
            name,
            body,
        })
    }
}

/// `macro_rules! Name` passing the class body to `op!`; with a visibility,
/// also `use`d at that visibility so other modules of the crate can derive
/// from it.
pub fn expand(input: ClassInput) -> TokenStream {
    let ClassInput {
        attrs,
        vis,
        name,
        body,
    } = input;
    let reexport = match vis {
        Visibility::Inherited => quote! {},
        vis => quote! {
            #[allow(unused_imports)]
            #vis use #name;
        },
    };
    quote! {
        #(#attrs)*
        #[allow(unused_macros)]
        macro_rules! #name {
            ($($op:tt)*) => {
                ::ods::op! { @class { #body } $($op)* }
            };
        }
        #reexport
    }
}
