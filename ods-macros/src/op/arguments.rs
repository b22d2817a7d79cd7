//! The op's DRR view: its arguments (operands and attributes in declaration
//! order, as ODS's `arguments` dag lists them) read as one tuple and built
//! from positional values. `pattern!` matches and creates ops through
//! these, so a source or result DAG with the wrong number of arguments is a
//! compile error.

use super::input::{Arg, Mult, OpDecl};
use proc_macro2::TokenStream;
use quote::quote;

/// `NUM_ARGUMENTS`, `arguments(self, ctx)` and `build_with_arguments(...)`,
/// for the op's inherent `impl`.
pub fn items(decl: &OpDecl) -> TokenStream {
    let opname = decl.name.value();
    let n = decl.args.len();
    let mut types = Vec::new();
    let mut reads = Vec::new();
    let mut params = Vec::new();
    let mut operand_parts = vec![quote! {}; decl.operands.len()];
    let mut attr_parts = vec![quote! { ::core::option::Option::None }; decl.attrs.len()];
    for a in &decl.args {
        match a {
            Arg::Operand(i) => {
                let o = &decl.operands[*i];
                let f = &o.ident;
                let (ty, param, part) = match o.mult {
                    Mult::Single => (
                        quote! { ::ods::ir::Value },
                        quote! { ::ods::ir::Value },
                        quote! { ::core::slice::from_ref(&#f) },
                    ),
                    Mult::Optional => (
                        quote! { ::core::option::Option<::ods::ir::Value> },
                        quote! { ::core::option::Option<::ods::ir::Value> },
                        quote! { #f.as_slice() },
                    ),
                    Mult::Variadic => (
                        quote! { ::std::vec::Vec<::ods::ir::Value> },
                        quote! { &[::ods::ir::Value] },
                        quote! { #f },
                    ),
                };
                types.push(ty);
                reads.push(quote! { self.#f(ctx) });
                params.push(quote! { #f: #param });
                operand_parts[*i] = part;
            }
            Arg::Attr(i) => {
                let at = &decl.attrs[*i];
                let f = &at.ident;
                let name = &at.name;
                types.push(quote! { ::core::option::Option<::ods::ir::Attribute> });
                reads.push(quote! { ctx.attr(self.0, #name) });
                params.push(quote! { #f: ::core::option::Option<::ods::ir::Attribute> });
                attr_parts[*i] = quote! { #f };
            }
        }
    }
    let args_doc = format!(
        "The arguments of `{opname}` (operands and attributes in declaration order, as ODS's \
         `arguments` lists them; an attribute as stored, `None` when absent): what `pattern!` \
         matches a source DAG node against."
    );
    let build_doc = format!(
        "Builds `{opname}` from its arguments in declaration order (attributes as stored; \
         `None` for an absent or default-valued one) at `builder`'s insertion point, without \
         verifying it (as MLIR's DRR builds): what `pattern!` creates a result DAG node with. `result_types` lists every result's type \
         (one per single result group, the rest for a variadic one); `None` infers them."
    );
    let count_doc = format!("The number of arguments of `{opname}` (operands and attributes).");
    quote! {
        #[doc = #count_doc]
        pub const NUM_ARGUMENTS: usize = #n;

        #[doc = #args_doc]
        #[allow(clippy::unused_unit)]
        pub fn arguments(self, ctx: &::ods::ir::Context) -> (#(#types,)*) {
            (#(#reads,)*)
        }

        #[doc = #build_doc]
        #[allow(clippy::too_many_arguments)]
        pub fn build_with_arguments(
            builder: &mut dyn ::ods::ir::OpBuilder,
            loc: ::ods::ir::Location,
            result_types: ::core::option::Option<&[::ods::ir::Type]>,
            #(#params),*
        ) -> ::core::result::Result<Self, ::ods::opdef::build::BuildError> {
            ::ods::opdef::build::build_with_result_list(
                builder,
                loc,
                <Self as ::ods::opdef::Op>::SPEC,
                &[#(#operand_parts),*],
                &[#(#attr_parts),*],
                result_types,
            )
            .map(Self)
        }
    }
}
