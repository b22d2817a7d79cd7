//! ODS-shaped declaration macros.
//!
//! * [`op!`](macro@op): one operation, shaped like an ODS `def XOp : Op<...>`
//!   record: operands, attributes, results, regions, successors, traits,
//!   a declarative assembly format and hooks. Expands to constant tables,
//!   a typed handle, builders and registration.
//!
//! The assembly format is compiled at macro time (grammar in
//! `format/grammar.pest`): names, anchors and type inference are checked like
//! mlir-tblgen checks them, with errors pointing at the format.

mod attrdef;
mod enums;
mod format;
mod op;
mod util;

use proc_macro::TokenStream;

/// Declares an operation. See the `ods` crate documentation for the syntax.
#[proc_macro]
pub fn op(input: TokenStream) -> TokenStream {
    let decl = syn::parse_macro_input!(input as op::input::OpDecl);
    match op::expand(decl) {
        Ok(t) => t.into(),
        Err(e) => e.to_compile_error().into(),
    }
}

/// Declares an integer enum (ODS `I32EnumAttr` / `I64EnumAttr`): a Rust
/// enum with `stringify`/`symbolize`, its `EnumSpec`, and (unless
/// `specialized_attr = false`) the integer-backed attribute constraint
/// `<Name>Attr`. See the `ods` crate documentation for the syntax.
#[proc_macro]
pub fn int_enum(input: TokenStream) -> TokenStream {
    let decl = syn::parse_macro_input!(input as enums::IntEnumDecl);
    match enums::expand_int(decl) {
        Ok(t) => t.into(),
        Err(e) => e.to_compile_error().into(),
    }
}

/// Declares a bit enum (ODS `I32BitEnumAttr`): a flags newtype with one
/// constant per case, its `EnumSpec`, and (unless `specialized_attr =
/// false`) the integer-backed attribute constraint `<Name>Attr`.
#[proc_macro]
pub fn bit_enum(input: TokenStream) -> TokenStream {
    let decl = syn::parse_macro_input!(input as enums::BitEnumDecl);
    match enums::expand_bit(decl) {
        Ok(t) => t.into(),
        Err(e) => e.to_compile_error().into(),
    }
}

/// Declares a dialect attribute wrapping an enum (ODS
/// `EnumAttr<Dialect, Enum, "mnemonic">`).
#[proc_macro]
pub fn enum_attr(input: TokenStream) -> TokenStream {
    let decl = syn::parse_macro_input!(input as attrdef::EnumAttrInput);
    match attrdef::expand(decl.0) {
        Ok(t) => t.into(),
        Err(e) => e.to_compile_error().into(),
    }
}

/// Declares a dialect attribute (ODS `AttrDef`): parameters, mnemonic, a
/// declarative format or custom hooks, a verifier.
#[proc_macro]
pub fn attr_def(input: TokenStream) -> TokenStream {
    let decl = syn::parse_macro_input!(input as attrdef::AttrDefInput);
    match attrdef::expand(decl.0) {
        Ok(t) => t.into(),
        Err(e) => e.to_compile_error().into(),
    }
}

/// Declares a dialect type (ODS `TypeDef`).
#[proc_macro]
pub fn type_def(input: TokenStream) -> TokenStream {
    let decl = syn::parse_macro_input!(input as attrdef::TypeDefInput);
    match attrdef::expand(decl.0) {
        Ok(t) => t.into(),
        Err(e) => e.to_compile_error().into(),
    }
}
