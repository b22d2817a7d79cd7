//! `op!`: one ODS operation.
//!
//! The expansion is thin: the op's tables (`OpSpec`, the compiled format,
//! an `OpDefinition`) as statics, a typed handle with accessors, positional
//! and typestate builders that call the shared `ods::opdef::build::build`,
//! and registration. Everything else (verification, parsing, printing) is
//! shared code in `ods` interpreting the tables.

mod arguments;
pub mod class;
pub mod input;
pub mod traits;

use crate::format;
use input::{Arg, Mult, OpDecl, Presence, RegionKind};
use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote};
use syn::Ident;

fn mult_tokens(m: Mult) -> TokenStream {
    match m {
        Mult::Single => quote! { ::ods::opdef::Multiplicity::Single },
        Mult::Optional => quote! { ::ods::opdef::Multiplicity::Optional },
        Mult::Variadic => quote! { ::ods::opdef::Multiplicity::Variadic },
    }
}

/// Expands an `op!` declaration.
pub fn expand(decl: OpDecl) -> syn::Result<TokenStream> {
    let models = traits::model(&decl)?;
    let ident = &decl.ident;
    let vis = &decl.vis;
    let name = decl.name.value();
    let (summary, description) = decl.summary_and_description();
    let spec_static = format_ident!("__ODS_SPEC_{}", ident);
    let def_static = format_ident!("__ODS_DEF_{}", ident);
    let format_const = format_ident!("__ODS_FORMAT_{}", ident);

    // Operand / result / attribute / region tables.
    let operand_specs = decl.operands.iter().map(|o| {
        let (n, m, c) = (&o.name, mult_tokens(o.mult), &o.constraint);
        quote! {
            ::ods::opdef::OperandSpec {
                name: #n, multiplicity: #m,
                constraint: ::ods::opdef::TypeConstraintRef::of::<#c>(),
            }
        }
    });
    let result_specs = decl.results.iter().map(|o| {
        let (n, m, c) = (&o.name, mult_tokens(o.mult), &o.constraint);
        quote! {
            ::ods::opdef::ResultSpec {
                name: #n, multiplicity: #m,
                constraint: ::ods::opdef::TypeConstraintRef::of::<#c>(),
            }
        }
    });
    let attr_specs = decl.attrs.iter().map(|a| {
        let (n, c) = (&a.name, &a.constraint);
        let presence = match &a.presence {
            Presence::Required => quote! { ::ods::opdef::AttrPresence::Required },
            Presence::Optional => quote! { ::ods::opdef::AttrPresence::Optional },
            Presence::Default(e) | Presence::DefaultOptional(e) => {
                let text = quote!(#e).to_string();
                let optional = matches!(a.presence, Presence::DefaultOptional(_));
                quote! {
                    ::ods::opdef::AttrPresence::Default {
                        value: {
                            fn default_value(ctx: &mut ::ods::ir::Context) -> ::ods::ir::Attribute {
                                <#c as ::ods::opdef::AttrConstraint>::attr(ctx, #e)
                            }
                            default_value
                        },
                        text: #text,
                        optional: #optional,
                    }
                }
            }
        };
        quote! {
            ::ods::opdef::AttrSpec {
                name: #n, presence: #presence,
                constraint: ::ods::opdef::AttrConstraintRef::of::<#c>(),
            }
        }
    });
    let arguments = decl.args.iter().map(|a| match a {
        Arg::Operand(i) => {
            let i = *i as u16;
            quote! { ::ods::opdef::ValueRef::Operand(#i) }
        }
        Arg::Attr(i) => {
            let i = *i as u16;
            quote! { ::ods::opdef::ValueRef::Attr(#i) }
        }
    });
    let region_specs = decl.regions.iter().map(|r| {
        let (n, v) = (&r.name, r.variadic);
        let c = match r.constraint {
            RegionKind::Any => quote! { ::ods::opdef::RegionConstraint::Any },
            RegionKind::Sized(k) => quote! { ::ods::opdef::RegionConstraint::Sized(#k) },
            RegionKind::MaxSized(k) => quote! { ::ods::opdef::RegionConstraint::MaxSized(#k) },
        };
        quote! { ::ods::opdef::RegionSpec { name: #n, variadic: #v, constraint: #c } }
    });
    let successor_specs = decl.successors.iter().map(|s| {
        let (n, v) = (&s.name, s.variadic);
        quote! { ::ods::opdef::SuccessorSpec { name: #n, variadic: #v } }
    });
    let trait_bits = traits::bits(&models);
    let trait_specs = traits::specs(&models);
    let trait_names: Vec<String> = decl
        .traits
        .iter()
        .map(|t| match &t.args {
            Some((d, ts)) => {
                let (open, close) = match d {
                    '<' => ("<", ">"),
                    '(' => ("(", ")"),
                    _ => ("{", "}"),
                };
                format!("{}{open}{}{close}", t.name, ts)
            }
            None => t.name.to_string(),
        })
        .collect();
    // Op interfaces: each model is returned, behind `dyn Any`, as a
    // `&'static dyn Interface` (a promoted constant, so no `Sync` bound).
    let interface_impls = decl.interfaces.iter().map(|(path, model)| {
        let iname = path
            .segments
            .last()
            .map(|s| s.ident.to_string())
            .unwrap_or_default();
        quote! {
            ::ods::opdef::InterfaceImpl {
                name: #iname,
                model: {
                    fn model() -> &'static dyn ::core::any::Any {
                        const MODEL: &'static dyn #path = &#model;
                        &MODEL
                    }
                    model
                },
            }
        }
    });
    let trait_names: Vec<String> = trait_names
        .into_iter()
        .chain(decl.interfaces.iter().map(|(p, _)| {
            p.segments
                .last()
                .map(|s| s.ident.to_string())
                .unwrap_or_default()
        }))
        .collect();
    // Declared (user) traits and interfaces must exist.
    let declared_checks = models.iter().filter_map(|m| match m {
        traits::TraitModel::Declared(id) => Some(quote! {
            const _: &str = <#id as ::ods::opdef::DeclaredTrait>::NAME;
        }),
        _ => None,
    });

    // The format.
    let (format_tokens, format_checks) = match &decl.format {
        Some(lit) => {
            let text = lit.value();
            let elems = format::ast::parse(&text).map_err(|e| format::error(lit, &text, e))?;
            let compiled = format::compile::compile(&decl, &models, &elems, text.len())
                .map_err(|e| format::error(lit, &text, e))?;
            let t = compiled.tokens;
            let checks = compiled.checks;
            (
                quote! {
                    #[doc(hidden)]
                    #[allow(non_upper_case_globals)]
                    const #format_const: ::ods::format::Format = #t;
                },
                checks,
            )
        }
        None => (TokenStream::new(), TokenStream::new()),
    };
    let format_field = if decl.format.is_some() {
        quote! { ::core::option::Option::Some(&#format_const) }
    } else {
        quote! { ::core::option::Option::None }
    };
    if decl.format.is_some() && (decl.hook("parse").is_some() || decl.hook("print").is_some()) {
        return Err(syn::Error::new(
            decl.name.span(),
            "an op has either a `format` or custom `parse`/`print` hooks, not both",
        ));
    }
    if decl.hook("parse").is_some() != decl.hook("print").is_some() {
        return Err(syn::Error::new(
            decl.name.span(),
            "custom syntax needs both a `parse` and a `print` hook",
        ));
    }
    let hook = |n: &str| match decl.hook(n) {
        Some(e) => quote! { ::core::option::Option::Some(#e) },
        None => quote! { ::core::option::Option::None },
    };
    // mlir-tblgen's `genOpAsmInterface`: an op with several results and no
    // `OpAsmOpInterface` of its own names each result group's first value
    // after the group (`%sum, %overflow = ...`).
    let declares_asm = decl.traits.iter().any(|t| t.name == "OpAsmOpInterface");
    let auto_names = decl.hook("result_names").is_none()
        && !declares_asm
        && decl.results.len() > 1
        && decl.results.iter().any(|r| !r.name.is_empty());
    let auto_names_hook = if auto_names {
        let groups = decl
            .results
            .iter()
            .enumerate()
            .filter(|(_, r)| !r.name.is_empty())
            .map(|(i, r)| {
                let n = &r.name;
                quote! {
                    let r = ::ods::opdef::result_group(ctx, op, &#spec_static, #i);
                    if !r.is_empty() {
                        names.push((r.start, ::std::string::String::from(#n)));
                    }
                }
            });
        Some(quote! {
            ::core::option::Option::Some({
                fn result_names(
                    ctx: &::ods::ir::Context,
                    op: ::ods::ir::Operation,
                ) -> ::std::vec::Vec<(usize, ::std::string::String)> {
                    let mut names = ::std::vec::Vec::new();
                    #(#groups)*
                    names
                }
                result_names
            })
        })
    } else {
        None
    };
    let h_symbol_uses = hook("verify_symbol_uses");
    let (h_fold, h_canon, h_effects) = (hook("fold"), hook("canonicalize"), hook("effects"));
    let (h_verify, h_vregions, h_parse, h_print, h_alias, h_infer, h_names, h_bnames) = (
        hook("verify"),
        hook("verify_regions"),
        hook("parse"),
        hook("print"),
        hook("alias_visit"),
        hook("infer"),
        auto_names_hook.unwrap_or_else(|| hook("result_names")),
        hook("block_arg_names"),
    );
    let default_dialect = decl
        .default_dialect
        .as_ref()
        .map(|l| l.value())
        .unwrap_or_default();

    let cpp_class = ident.to_string();
    // mlir-tblgen's `allResultTypesKnown`: fixed results whose types come
    // from traits (given the operands and attributes) or are buildable.
    let infers = {
        let inference = traits::infer_types(
            &decl,
            &models,
            &vec![true; decl.operands.len()],
            &vec![false; decl.results.len()],
            &vec![true; decl.attrs.len()],
        );
        let known = decl.results.iter().zip(&inference.results).map(|(r, s)| {
            let c = &r.constraint;
            match (r.mult, s) {
                (input::Mult::Single, traits::Source::Buildable) => {
                    quote! { <#c as ::ods::opdef::TypeConstraint>::BUILDABLE }
                }
                (input::Mult::Single, traits::Source::Infer) => quote! { false },
                (input::Mult::Single, _) => quote! { true },
                _ => quote! { false },
            }
        });
        if decl.results.is_empty() {
            quote! { false }
        } else {
            quote! { true #(&& #known)* }
        }
    };
    let inferred_sources: Vec<TokenStream> = {
        let inference = traits::infer_types(
            &decl,
            &models,
            &vec![true; decl.operands.len()],
            &vec![false; decl.results.len()],
            &vec![true; decl.attrs.len()],
        );
        let fixed = decl.results.iter().all(|r| r.mult == input::Mult::Single);
        if fixed {
            inference.results.iter().map(|s| s.tokens()).collect()
        } else {
            Vec::new()
        }
    };
    let accessors = accessors(&decl);
    let argument_items = arguments::items(&decl);
    let builders = builders(&decl, &models)?;
    let doc = if description.is_empty() {
        format!("`{name}`: {summary}")
    } else {
        format!("`{name}`: {summary}\n\n{}", rustdoc_fences(&description))
    };

    Ok(quote! {
        #[doc = #doc]
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
        #vis struct #ident(pub ::ods::ir::Operation);

        #format_tokens
        #format_checks
        #(#declared_checks)*

        #[doc(hidden)]
        #[allow(non_upper_case_globals)]
        static #spec_static: ::ods::opdef::OpSpec = ::ods::opdef::OpSpec {
            name: #name,
            cpp_class: #cpp_class,
            summary: #summary,
            description: #description,
            operands: &[#(#operand_specs),*],
            attributes: &[#(#attr_specs),*],
            arguments: &[#(#arguments),*],
            results: &[#(#result_specs),*],
            regions: &[#(#region_specs),*],
            successors: &[#(#successor_specs),*],
            traits: #trait_bits,
            trait_specs: &[#(#trait_specs),*],
            trait_names: &[#(#trait_names),*],
            infers_result_types: #infers,
            inferred_result_types: &[#(#inferred_sources),*],
            interfaces: &[#(#interface_impls),*],
            format: #format_field,
            hooks: ::ods::opdef::OpHooks {
                verify: #h_verify,
                verify_regions: #h_vregions,
                parse: #h_parse,
                print: #h_print,
                alias_visit: #h_alias,
                infer_result_types: #h_infer,
                asm_result_names: #h_names,
                asm_block_arg_names: #h_bnames,
                verify_symbol_uses: #h_symbol_uses,
                fold: #h_fold,
                canonicalize: #h_canon,
                effects: #h_effects,
            },
            default_dialect: #default_dialect,
        };

        #[doc(hidden)]
        #[allow(non_upper_case_globals)]
        static #def_static: ::ods::ir::OpDefinition =
            ::ods::ir::OpDefinition::from_spec(&#spec_static);

        impl ::ods::opdef::Op for #ident {
            const SPEC: &'static ::ods::opdef::OpSpec = &#spec_static;
            fn from_operation_unchecked(op: ::ods::ir::Operation) -> Self {
                #ident(op)
            }
            fn operation(self) -> ::ods::ir::Operation {
                self.0
            }
        }

        impl #ident {
            /// The operation name.
            pub const NAME: &'static str = #name;

            /// The operation name as bytes (what `Context::op_name_str`
            /// returns), usable in `match` patterns.
            pub const NAME_BYTES: &'static [u8] = #name.as_bytes();

            /// The registered definition.
            pub fn definition() -> &'static ::ods::ir::OpDefinition {
                &#def_static
            }

            /// Registers the operation in `ctx`.
            pub fn register(ctx: &mut ::ods::ir::Context) {
                ctx.register_op(&#def_static);
            }

            /// The underlying operation.
            pub fn operation(self) -> ::ods::ir::Operation {
                self.0
            }

            #accessors

            #argument_items
        }

        #builders
    })
}

/// The description as rustdoc reads it: an untagged code fence (ODS
/// descriptions use them for IR examples) becomes a `text` block, so it is
/// not compiled as a Rust doctest. The op's documentation tables keep the
/// description as written.
fn rustdoc_fences(description: &str) -> String {
    let mut open = false;
    description
        .lines()
        .map(|line| {
            let fence = line.trim_start();
            if !fence.starts_with("```") {
                return line.to_string();
            }
            open = !open;
            if open && fence.trim_end() == "```" {
                line.replacen("```", "```text", 1)
            } else {
                line.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// True if values of a group with this constraint are worth a
/// [`TypedValue`](ods::opdef::TypedValue): any constraint but `AnyType`.
fn is_concrete(constraint: &syn::Type) -> bool {
    input::last_ident(constraint).is_none_or(|i| i != "AnyType")
}

/// `pub fn <name>_typed(self, ctx) -> TypedValue<C>` for a single operand or
/// result whose constraint is concrete: the plain accessor's value, with the
/// claim the verifier checked.
fn typed_accessor(field: &input::ValueField, what: &str) -> TokenStream {
    if field.mult != Mult::Single || !is_concrete(&field.constraint) {
        return TokenStream::new();
    }
    let (f, c) = (&field.ident, &field.constraint);
    let typed = format_ident!("{}_typed", field.ident);
    let doc = format!(
        "{what} `{}` as a [`TypedValue`](::ods::opdef::TypedValue) of its constraint \
         (the op is assumed verified).",
        field.name
    );
    quote! {
        #[doc = #doc]
        pub fn #typed(self, ctx: &::ods::ir::Context) -> ::ods::opdef::TypedValue<#c> {
            ::ods::opdef::TypedValue::<#c>::from_verified(ctx, self.#f(ctx))
        }
    }
}

/// Typed accessors for operands, results, attributes, regions, successors.
fn accessors(decl: &OpDecl) -> TokenStream {
    let simple_operands = decl.operands.iter().all(|o| o.mult == Mult::Single);
    let simple_results = decl.results.iter().all(|o| o.mult == Mult::Single);
    let mut out = TokenStream::new();
    for o in &decl.operands {
        out.extend(typed_accessor(o, "Operand"));
    }
    for r in &decl.results {
        out.extend(typed_accessor(r, "Result"));
    }
    for (i, o) in decl.operands.iter().enumerate() {
        let f = &o.ident;
        let doc = format!(
            "Operand `{}`{}",
            o.name,
            if o.docs.is_empty() {
                String::new()
            } else {
                format!(": {}", o.docs)
            }
        );
        out.extend(match o.mult {
            Mult::Single if simple_operands => quote! {
                #[doc = #doc]
                pub fn #f(self, ctx: &::ods::ir::Context) -> ::ods::ir::Value {
                    ctx.operand(self.0, #i)
                }
            },
            Mult::Single => quote! {
                #[doc = #doc]
                pub fn #f(self, ctx: &::ods::ir::Context) -> ::ods::ir::Value {
                    let r = ::ods::opdef::operand_group(ctx, self.0, <Self as ::ods::opdef::Op>::SPEC, #i);
                    ctx.operand(self.0, r.start)
                }
            },
            Mult::Optional => quote! {
                #[doc = #doc]
                pub fn #f(self, ctx: &::ods::ir::Context) -> ::core::option::Option<::ods::ir::Value> {
                    let r = ::ods::opdef::operand_group(ctx, self.0, <Self as ::ods::opdef::Op>::SPEC, #i);
                    (!r.is_empty()).then(|| ctx.operand(self.0, r.start))
                }
            },
            Mult::Variadic => quote! {
                #[doc = #doc]
                pub fn #f(self, ctx: &::ods::ir::Context) -> ::std::vec::Vec<::ods::ir::Value> {
                    ::ods::opdef::operand_group_values(ctx, self.0, <Self as ::ods::opdef::Op>::SPEC, #i)
                }
            },
        });
    }
    for (i, o) in decl.results.iter().enumerate() {
        let f = &o.ident;
        let doc = format!("Result `{}`", o.name);
        out.extend(match o.mult {
            Mult::Single if simple_results => quote! {
                #[doc = #doc]
                pub fn #f(self, ctx: &::ods::ir::Context) -> ::ods::ir::Value {
                    ctx.result(self.0, #i)
                }
            },
            Mult::Single => quote! {
                #[doc = #doc]
                pub fn #f(self, ctx: &::ods::ir::Context) -> ::ods::ir::Value {
                    let r = ::ods::opdef::result_group(ctx, self.0, <Self as ::ods::opdef::Op>::SPEC, #i);
                    ctx.result(self.0, r.start)
                }
            },
            Mult::Optional => quote! {
                #[doc = #doc]
                pub fn #f(self, ctx: &::ods::ir::Context) -> ::core::option::Option<::ods::ir::Value> {
                    let r = ::ods::opdef::result_group(ctx, self.0, <Self as ::ods::opdef::Op>::SPEC, #i);
                    (!r.is_empty()).then(|| ctx.result(self.0, r.start))
                }
            },
            Mult::Variadic => quote! {
                #[doc = #doc]
                pub fn #f(self, ctx: &::ods::ir::Context) -> ::std::vec::Vec<::ods::ir::Value> {
                    ::ods::opdef::result_group_values(ctx, self.0, <Self as ::ods::opdef::Op>::SPEC, #i)
                }
            },
        });
    }
    for a in &decl.attrs {
        let f = &a.ident;
        let fa = format_ident!("{}_attr", a.ident);
        let (n, c) = (&a.name, &a.constraint);
        let extra = if a.docs.is_empty() {
            String::new()
        } else {
            format!(": {}", a.docs)
        };
        let doc = format!("Attribute `{}` as stored{extra}", a.name);
        let vdoc = format!("Attribute `{}` as a Rust value{extra}", a.name);
        out.extend(quote! {
            #[doc = #doc]
            pub fn #fa(self, ctx: &::ods::ir::Context) -> ::core::option::Option<::ods::ir::Attribute> {
                ctx.attr(self.0, #n)
            }
            #[doc = #vdoc]
            pub fn #f(self, ctx: &::ods::ir::Context) -> ::core::option::Option<<#c as ::ods::opdef::AttrConstraint>::Value> {
                ctx.attr(self.0, #n).and_then(|a| <#c as ::ods::opdef::AttrConstraint>::value(ctx, a))
            }
        });
    }
    for (i, r) in decl.regions.iter().enumerate() {
        let f = &r.ident;
        let doc = format!(
            "Region `{}`{}",
            r.name,
            if r.docs.is_empty() {
                String::new()
            } else {
                format!(": {}", r.docs)
            }
        );
        out.extend(if r.variadic {
            quote! {
                #[doc = #doc]
                pub fn #f(self, ctx: &::ods::ir::Context) -> ::std::vec::Vec<::ods::ir::Region> {
                    ctx.regions(self.0).skip(#i).collect()
                }
            }
        } else {
            quote! {
                #[doc = #doc]
                pub fn #f(self, ctx: &::ods::ir::Context) -> ::ods::ir::Region {
                    ctx.region(self.0, #i)
                }
            }
        });
    }
    for (i, s) in decl.successors.iter().enumerate() {
        let f = &s.ident;
        let doc = format!(
            "Successor `{}`{}",
            s.name,
            if s.docs.is_empty() {
                String::new()
            } else {
                format!(": {}", s.docs)
            }
        );
        out.extend(if s.variadic {
            quote! {
                #[doc = #doc]
                pub fn #f(self, ctx: &::ods::ir::Context) -> ::std::vec::Vec<::ods::ir::Block> {
                    ctx.successors(self.0).skip(#i).collect()
                }
            }
        } else {
            quote! {
                #[doc = #doc]
                pub fn #f(self, ctx: &::ods::ir::Context) -> ::ods::ir::Block {
                    ctx.successor(self.0, #i)
                }
            }
        });
    }
    out
}

/// Positional builders and the typestate builder.
fn builders(decl: &OpDecl, models: &[traits::TraitModel]) -> syn::Result<TokenStream> {
    let ident = &decl.ident;
    let vis = &decl.vis;
    let opname = decl.name.value();
    // Parameters in declaration order.
    let mut params = Vec::new();
    let mut operand_parts = vec![quote! {}; decl.operands.len()];
    let mut attr_parts = vec![quote! {}; decl.attrs.len()];
    for a in &decl.args {
        match a {
            Arg::Operand(i) => {
                let o = &decl.operands[*i];
                let f = &o.ident;
                let (ty, part) = match o.mult {
                    Mult::Single => (
                        quote! { ::ods::ir::Value },
                        quote! { ::core::slice::from_ref(&#f) },
                    ),
                    Mult::Optional => (
                        quote! { ::core::option::Option<::ods::ir::Value> },
                        quote! { #f.as_slice() },
                    ),
                    Mult::Variadic => (quote! { &[::ods::ir::Value] }, quote! { #f }),
                };
                params.push(quote! { #f: #ty });
                operand_parts[*i] = part;
            }
            Arg::Attr(i) => {
                let at = &decl.attrs[*i];
                let f = &at.ident;
                let c = &at.constraint;
                let value = quote! { <#c as ::ods::opdef::AttrConstraint>::Value };
                let (ty, part) = if at.is_unit() {
                    (quote! { bool }, quote! { #f.then(|| ctx.unit_attr()) })
                } else {
                    match at.presence {
                        Presence::Required => (
                            value.clone(),
                            quote! { ::core::option::Option::Some(<#c as ::ods::opdef::AttrConstraint>::attr(ctx, #f)) },
                        ),
                        _ => (
                            quote! { ::core::option::Option<#value> },
                            quote! { #f.map(|v| <#c as ::ods::opdef::AttrConstraint>::attr(ctx, v)) },
                        ),
                    }
                };
                params.push(quote! { #f: #ty });
                attr_parts[*i] = part;
            }
        }
    }
    let region_count = decl.regions.iter().filter(|r| !r.variadic).count();
    let _ = region_count;
    let result_params: Vec<TokenStream> = decl
        .results
        .iter()
        .map(|r| {
            let f = format_ident!("{}_type", r.ident);
            match r.mult {
                Mult::Single => quote! { #f: ::ods::ir::Type },
                Mult::Optional => quote! { #f: ::core::option::Option<::ods::ir::Type> },
                Mult::Variadic => quote! { #f: &[::ods::ir::Type] },
            }
        })
        .collect();
    let result_parts: Vec<TokenStream> = decl
        .results
        .iter()
        .map(|r| {
            let f = format_ident!("{}_type", r.ident);
            match r.mult {
                Mult::Single => {
                    quote! { ::core::option::Option::Some(::core::slice::from_ref(&#f)) }
                }
                Mult::Optional => quote! { ::core::option::Option::Some(#f.as_slice()) },
                Mult::Variadic => quote! { ::core::option::Option::Some(#f) },
            }
        })
        .collect();
    let inferred_parts: Vec<TokenStream> = decl
        .results
        .iter()
        .map(|_| quote! { ::core::option::Option::None })
        .collect();
    // Successors follow the arguments: a `Block`, or `&[Block]` for a
    // variadic successor.
    for sfield in &decl.successors {
        let f = &sfield.ident;
        params.push(if sfield.variadic {
            quote! { #f: &[::ods::ir::Block] }
        } else {
            quote! { #f: ::ods::ir::Block }
        });
    }
    let succ_parts: Vec<TokenStream> = decl
        .successors
        .iter()
        .map(|sfield| {
            let f = &sfield.ident;
            if sfield.variadic {
                quote! { #f }
            } else {
                quote! { ::core::slice::from_ref(&#f) }
            }
        })
        .collect();
    let successors = if succ_parts.is_empty() {
        quote! {}
    } else {
        quote! { successors: &[#(#succ_parts),*].concat(), }
    };
    let op_parts = |results: &[TokenStream]| {
        quote! {
            ::ods::opdef::build::OpParts {
                operands: &[#(#operand_parts),*],
                attributes: &[#(#attr_parts),*],
                result_types: &[#(#results),*],
                #successors
                ..::core::default::Default::default()
            }
        }
    };
    let explicit_parts = op_parts(&result_parts);
    let inferred = op_parts(&inferred_parts);
    // An inferring builder when every result type follows from the traits.
    let inference = traits::infer_types(
        decl,
        models,
        &vec![true; decl.operands.len()],
        &vec![false; decl.results.len()],
        &vec![true; decl.attrs.len()],
    );
    let can_infer = inference
        .results
        .iter()
        .zip(&decl.results)
        .all(|(s, r)| r.mult == Mult::Single && !matches!(s, traits::Source::Buildable));
    let build_doc = format!(
        "Builds `{opname}` (result types inferred) at `builder`'s insertion point: detached through a \
         `&mut Context`, inserted and announced through a rewriter. Errors when the op would \
         not verify (see [`ods::opdef::build::build`])."
    );
    let explicit_doc = format!(
        "Builds `{opname}` with explicit result types at `builder`'s insertion point: detached \
         through a `&mut Context`, inserted and announced through a rewriter. Errors when the \
         op would not verify (see [`ods::opdef::build::build`])."
    );
    let infer_fn = if can_infer && !decl.results.is_empty() {
        quote! {
            #[doc = #build_doc]
            #[allow(clippy::too_many_arguments)]
            pub fn build(
                builder: &mut dyn ::ods::ir::OpBuilder,
                loc: ::ods::ir::Location,
                #(#params),*
            ) -> ::core::result::Result<Self, ::ods::opdef::build::BuildError> {
                let ctx = builder.context();
                let parts = #inferred;
                ::ods::opdef::build::build(builder, loc, <Self as ::ods::opdef::Op>::SPEC, parts).map(#ident)
            }
        }
    } else {
        TokenStream::new()
    };
    let explicit_name = if decl.results.is_empty() {
        format_ident!("build")
    } else {
        format_ident!("build_with_result_types")
    };
    // Typestate builder: required operands and attributes tracked in the type.
    let builder = format_ident!("{}Builder", ident);
    let fields_ident = format_ident!("__{}BuilderFields", ident);
    let required: Vec<(Ident, String, &'static str)> = decl
        .args
        .iter()
        .filter_map(|a| match a {
            Arg::Operand(i) if decl.operands[*i].mult == Mult::Single => Some((
                decl.operands[*i].ident.clone(),
                decl.operands[*i].name.clone(),
                "operand",
            )),
            Arg::Attr(i) if matches!(decl.attrs[*i].presence, Presence::Required) => Some((
                decl.attrs[*i].ident.clone(),
                decl.attrs[*i].name.clone(),
                "attribute",
            )),
            _ => None,
        })
        .collect();
    let tparams: Vec<Ident> = (0..required.len())
        .map(|i| format_ident!("S{}", i))
        .collect();
    let marker_traits: Vec<Ident> = required
        .iter()
        .map(|(f, _, _)| format_ident!("__{}_{}_set", ident, f))
        .collect();
    let unset_traits: Vec<Ident> = required
        .iter()
        .map(|(f, _, _)| format_ident!("__{}_{}_unset", ident, f))
        .collect();
    let marker_decls = required
        .iter()
        .zip(marker_traits.iter().zip(&unset_traits))
        .map(|((f, n, what), (t, u))| {
            let msg =
                format!("`{opname}` needs its {what} `{n}`: call `.{f}(...)` before `.build(...)`");
            let label = format!("{what} `{n}` of `{opname}` is not set");
            let again = format!("the {what} `{n}` of `{opname}` is already set");
            let again_label = format!("`.{f}(...)` was called before");
            quote! {
                #[doc(hidden)]
                #[allow(non_camel_case_types)]
                #[diagnostic::on_unimplemented(message = #msg, label = #label)]
                pub trait #t {}
                impl #t for ::ods::opdef::build::Set {}
                #[doc(hidden)]
                #[allow(non_camel_case_types)]
                #[diagnostic::on_unimplemented(message = #again, label = #again_label)]
                pub trait #u {}
                impl #u for ::ods::opdef::build::Missing {}
            }
        });
    let builder_fields = decl.args.iter().map(|a| match a {
        Arg::Operand(i) => {
            let o = &decl.operands[*i];
            let f = &o.ident;
            match o.mult {
                Mult::Variadic => quote! { #f: ::std::vec::Vec<::ods::ir::Value> },
                _ => quote! { #f: ::core::option::Option<::ods::ir::Value> },
            }
        }
        Arg::Attr(i) => {
            let at = &decl.attrs[*i];
            let f = &at.ident;
            let c = &at.constraint;
            if at.is_unit() {
                quote! { #f: bool }
            } else {
                quote! { #f: ::core::option::Option<<#c as ::ods::opdef::AttrConstraint>::Value> }
            }
        }
    });
    let result_fields = decl.results.iter().map(|r| {
        let f = format_ident!("{}_type", r.ident);
        quote! { #f: ::core::option::Option<::std::vec::Vec<::ods::ir::Type>> }
    });
    let successor_fields = decl.successors.iter().map(|sf| {
        let f = &sf.ident;
        quote! { #f: ::std::vec::Vec<::ods::ir::Block> }
    });
    let successor_inits = decl.successors.iter().map(|sf| {
        let f = &sf.ident;
        quote! { #f: ::std::vec::Vec::new() }
    });
    // Regions: each set one is attached in place of an empty one.
    let region_fields = decl.regions.iter().map(|r| {
        let f = &r.ident;
        if r.variadic {
            quote! { #f: ::std::vec::Vec<::ods::ir::Region> }
        } else {
            quote! { #f: ::core::option::Option<::ods::ir::Region> }
        }
    });
    let region_inits = decl.regions.iter().map(|r| {
        let f = &r.ident;
        if r.variadic {
            quote! { #f: ::std::vec::Vec::new() }
        } else {
            quote! { #f: ::core::option::Option::None }
        }
    });
    let region_collect: Vec<TokenStream> = decl
        .regions
        .iter()
        .map(|r| {
            let f = &r.ident;
            if r.variadic {
                quote! { __regions.extend(self.#f); }
            } else {
                quote! {
                    __regions.push(match self.#f {
                        ::core::option::Option::Some(r) => r,
                        ::core::option::Option::None => ctx.create_region(),
                    });
                }
            }
        })
        .collect();
    let tb_region_parts = if decl.regions.is_empty() {
        quote! {}
    } else {
        quote! { regions: &__regions, }
    };
    let tb_region_vec = if decl.regions.is_empty() {
        quote! {}
    } else {
        quote! {
            let mut __regions: ::std::vec::Vec<::ods::ir::Region> = ::std::vec::Vec::new();
            #(#region_collect)*
        }
    };
    let tb_successors: Vec<TokenStream> = decl
        .successors
        .iter()
        .map(|sf| {
            let f = &sf.ident;
            quote! { self.#f.as_slice() }
        })
        .collect();
    let tb_successor_parts = if tb_successors.is_empty() {
        quote! {}
    } else {
        quote! { successors: &[#(#tb_successors),*].concat(), }
    };
    let all_missing: Vec<TokenStream> = tparams
        .iter()
        .map(|_| quote! { ::ods::opdef::build::Missing })
        .collect();
    let field_inits = decl.args.iter().map(|a| match a {
        Arg::Operand(i) => {
            let o = &decl.operands[*i];
            let f = &o.ident;
            match o.mult {
                Mult::Variadic => quote! { #f: ::std::vec::Vec::new() },
                _ => quote! { #f: ::core::option::Option::None },
            }
        }
        Arg::Attr(i) => {
            let at = &decl.attrs[*i];
            let f = &at.ident;
            if at.is_unit() {
                quote! { #f: false }
            } else {
                quote! { #f: ::core::option::Option::None }
            }
        }
    });
    let result_inits = decl.results.iter().map(|r| {
        let f = format_ident!("{}_type", r.ident);
        quote! { #f: ::core::option::Option::None }
    });
    // Setters.
    let mut setters = TokenStream::new();
    for a in &decl.args {
        let (f, is_required, setter_ty, store, doc) = match a {
            Arg::Operand(i) => {
                let o = &decl.operands[*i];
                let f = o.ident.clone();
                let c = &o.constraint;
                let doc = if o.mult != Mult::Variadic && is_concrete(c) {
                    format!(
                        "Sets operand `{}`: a [`TypedValue`](::ods::opdef::TypedValue) of \
                         its constraint (or of one that implies it), so a value of the wrong \
                         type is a compile error. Check an untyped `Value` with \
                         `TypedValue::try_from_value`.",
                        o.name
                    )
                } else {
                    format!("Sets operand `{}`.", o.name)
                };
                // One value: typed when the constraint says something.
                let (one_ty, one_store) = if is_concrete(c) {
                    (
                        quote! { impl ::ods::opdef::IntoTypedValue<#c> },
                        quote! {
                            ::core::option::Option::Some(
                                ::ods::opdef::IntoTypedValue::<#c>::into_typed_value(value).value(),
                            )
                        },
                    )
                } else {
                    (
                        quote! { impl ::core::convert::Into<::ods::ir::Value> },
                        quote! { ::core::option::Option::Some(value.into()) },
                    )
                };
                match o.mult {
                    Mult::Single => (f, true, one_ty, one_store, doc),
                    Mult::Optional => (f, false, one_ty, one_store, doc),
                    Mult::Variadic => (
                        f,
                        false,
                        quote! { &[::ods::ir::Value] },
                        quote! { value.to_vec() },
                        doc,
                    ),
                }
            }
            Arg::Attr(i) => {
                let at = &decl.attrs[*i];
                let f = at.ident.clone();
                let c = &at.constraint;
                let doc = format!("Sets attribute `{}`.", at.name);
                if at.is_unit() {
                    (f, false, quote! { bool }, quote! { value }, doc)
                } else {
                    (
                        f,
                        matches!(at.presence, Presence::Required),
                        quote! { <#c as ::ods::opdef::AttrConstraint>::Value },
                        quote! { ::core::option::Option::Some(value) },
                        doc,
                    )
                }
            }
        };
        if is_required {
            let k = required
                .iter()
                .position(|(rf, _, _)| *rf == f)
                .expect("required field");
            let out_params: Vec<TokenStream> = tparams
                .iter()
                .enumerate()
                .map(|(j, p)| {
                    if j == k {
                        quote! { ::ods::opdef::build::Set }
                    } else {
                        quote! { #p }
                    }
                })
                .collect();
            // `..self.f` only when the builder has other fields (clippy's
            // needless_update otherwise).
            let rest = if decl.args.len() + decl.results.len() + decl.successors.len() > 1 {
                quote! { ..self.f }
            } else {
                quote! {}
            };
            let this = &tparams[k];
            let unset = &unset_traits[k];
            setters.extend(quote! {
                #[doc = #doc]
                pub fn #f(self, value: #setter_ty) -> #builder<#(#out_params),*>
                where
                    #this: #unset,
                {
                    #builder {
                        f: #fields_ident { #f: #store, #rest },
                        _state: ::core::marker::PhantomData,
                    }
                }
            });
        } else {
            setters.extend(quote! {
                #[doc = #doc]
                pub fn #f(mut self, value: #setter_ty) -> Self {
                    self.f.#f = #store;
                    self
                }
            });
        }
    }
    for r in &decl.results {
        let f = format_ident!("{}_type", r.ident);
        if r.mult == Mult::Single {
            let doc = format!("Sets the type of result `{}` (otherwise inferred).", r.name);
            setters.extend(quote! {
                #[doc = #doc]
                pub fn #f(mut self, ty: ::ods::ir::Type) -> Self {
                    self.f.#f = ::core::option::Option::Some(::std::vec![ty]);
                    self
                }
            });
            continue;
        }
        let doc = format!(
            "Sets the types of result group `{}` (otherwise inferred).",
            r.name
        );
        setters.extend(quote! {
            #[doc = #doc]
            pub fn #f(mut self, types: &[::ods::ir::Type]) -> Self {
                self.f.#f = ::core::option::Option::Some(types.to_vec());
                self
            }
        });
    }
    for sf in &decl.successors {
        let f = &sf.ident;
        if sf.variadic {
            let doc = format!("Sets the successors `{}`.", sf.name);
            setters.extend(quote! {
                #[doc = #doc]
                pub fn #f(mut self, blocks: &[::ods::ir::Block]) -> Self {
                    self.f.#f = blocks.to_vec();
                    self
                }
            });
        } else {
            let doc = format!("Sets the successor `{}`.", sf.name);
            setters.extend(quote! {
                #[doc = #doc]
                pub fn #f(mut self, block: ::ods::ir::Block) -> Self {
                    self.f.#f = ::std::vec![block];
                    self
                }
            });
        }
    }
    for r in &decl.regions {
        let f = &r.ident;
        if r.variadic {
            let doc = format!(
                "Sets the regions `{}` (detached regions, moved into the op).",
                r.name
            );
            setters.extend(quote! {
                #[doc = #doc]
                pub fn #f(mut self, regions: &[::ods::ir::Region]) -> Self {
                    self.f.#f = regions.to_vec();
                    self
                }
            });
        } else {
            let doc = format!(
                "Sets the region `{}` (a detached region, moved into the op; \
                 empty when not set).",
                r.name
            );
            setters.extend(quote! {
                #[doc = #doc]
                pub fn #f(mut self, region: ::ods::ir::Region) -> Self {
                    self.f.#f = ::core::option::Option::Some(region);
                    self
                }
            });
        }
    }
    // build() of the typestate builder.
    let tb_operands = decl.operands.iter().map(|o| {
        let f = &o.ident;
        match o.mult {
            Mult::Variadic => quote! { self.#f.as_slice() },
            _ => quote! { self.#f.as_slice() },
        }
    });
    let tb_attrs = decl.attrs.iter().map(|at| {
        let f = &at.ident;
        let c = &at.constraint;
        if at.is_unit() {
            quote! { self.#f.then(|| ctx.unit_attr()) }
        } else {
            quote! { self.#f.map(|v| <#c as ::ods::opdef::AttrConstraint>::attr(ctx, v)) }
        }
    });
    let tb_results = decl.results.iter().map(|r| {
        let f = format_ident!("{}_type", r.ident);
        quote! { self.#f.as_deref() }
    });
    let bounds = tparams
        .iter()
        .zip(&marker_traits)
        .map(|(p, t)| quote! { #p: #t });
    let tb_doc = format!(
        "Builds the `{opname}` at `builder`'s insertion point (see [`{ident}::build`]); exists \
             once every required operand and attribute is set."
    );
    let builder_doc = format!("Typestate builder of `{opname}` (see [`{ident}::builder`]).");
    let start_doc = format!(
        "A builder for `{opname}` that tracks required operands and attributes in its type."
    );
    Ok(quote! {
        impl #ident {
            #infer_fn

            #[doc = #explicit_doc]
            #[allow(clippy::too_many_arguments)]
            pub fn #explicit_name(
                builder: &mut dyn ::ods::ir::OpBuilder,
                loc: ::ods::ir::Location,
                #(#result_params,)*
                #(#params),*
            ) -> ::core::result::Result<Self, ::ods::opdef::build::BuildError> {
                let ctx = builder.context();
                let parts = #explicit_parts;
                ::ods::opdef::build::build(builder, loc, <Self as ::ods::opdef::Op>::SPEC, parts).map(#ident)
            }

            /// MLIR's generic builder (ODS generates one for every op):
            /// the op from all its result types, operands and attributes
            /// (inherent ones become properties), successors and regions,
            /// placed and verified as the other builders do.
            pub fn build_generic(
                builder: &mut dyn ::ods::ir::OpBuilder,
                loc: ::ods::ir::Location,
                parts: ::ods::opdef::build::GenericParts<'_>,
            ) -> ::core::result::Result<Self, ::ods::opdef::build::BuildError> {
                ::ods::opdef::build::build_generic(builder, loc, <Self as ::ods::opdef::Op>::SPEC, parts).map(#ident)
            }

            #[doc = #start_doc]
            pub fn builder() -> #builder<#(#all_missing),*> {
                #builder {
                    f: #fields_ident {
                        #(#field_inits,)*
                        #(#result_inits,)*
                        #(#successor_inits,)*
                        #(#region_inits,)*
                    },
                    _state: ::core::marker::PhantomData,
                }
            }
        }

        #(#marker_decls)*

        #[doc = #builder_doc]
        #[must_use]
        #vis struct #builder<#(#tparams = ::ods::opdef::build::Missing),*> {
            f: #fields_ident,
            _state: ::core::marker::PhantomData<(#(#tparams,)*)>,
        }

        /// The typestate builder's fields, outside the generic type so that
        /// building is one non-generic function per op.
        #[doc(hidden)]
        #vis struct #fields_ident {
            #(#builder_fields,)*
            #(#result_fields,)*
            #(#successor_fields,)*
            #(#region_fields,)*
        }

        impl #fields_ident {
            #[doc(hidden)]
            pub fn __build(
                self,
                builder: &mut dyn ::ods::ir::OpBuilder,
                loc: ::ods::ir::Location,
            ) -> ::core::result::Result<#ident, ::ods::opdef::build::BuildError> {
                let ctx = builder.context();
                #tb_region_vec
                let parts = ::ods::opdef::build::OpParts {
                    operands: &[#(#tb_operands),*],
                    attributes: &[#(#tb_attrs),*],
                    result_types: &[#(#tb_results),*],
                    #tb_successor_parts
                    #tb_region_parts
                    ..::core::default::Default::default()
                };
                ::ods::opdef::build::build(builder, loc, <#ident as ::ods::opdef::Op>::SPEC, parts).map(#ident)
            }
        }

        impl<#(#tparams),*> #builder<#(#tparams),*> {
            #setters

            #[doc = #tb_doc]
            #[allow(clippy::too_many_arguments)]
            pub fn build(
                self,
                builder: &mut dyn ::ods::ir::OpBuilder,
                loc: ::ods::ir::Location,
            ) -> ::core::result::Result<#ident, ::ods::opdef::build::BuildError>
            where
                #(#bounds,)*
            {
                self.f.__build(builder, loc)
            }
        }
    })
}

/// `Span` helper for generated identifiers.
#[allow(dead_code)]
pub fn call_site() -> Span {
    Span::call_site()
}
