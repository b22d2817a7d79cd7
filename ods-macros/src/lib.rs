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

mod format;
mod op;

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
