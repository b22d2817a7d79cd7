//! The operations of the builtin dialect: `builtin.module` (the top-level
//! container the parser creates) and `builtin.unrealized_conversion_cast`
//! (also the parser's forward-reference placeholder), declared like
//! `BuiltinOps.td`.
//!
//! They live in the core crate, not in `dialects`, because the parser needs
//! them before any dialect crate is loaded (MLIR defines them inside its IR
//! library too).

use crate::diag::Diagnostic;
use crate::ir::{Context, Operation};
use crate::opdef::constraint::attrs::{StrAttr, SymbolNameAttr};
use crate::opdef::constraint::types::AnyType;
use crate::opdef::traits::*;

crate::op! {
    /// A top level container operation
    ///
    /// A `module` represents a top-level container operation. It contains a single
    /// [graph region](../LangRef.md#control-flow-and-ssacfg-regions) containing a single block
    /// which can contain any operations and does not have a terminator. Operations
    /// within this region cannot implicitly capture values defined outside the module,
    /// i.e. Modules are [IsolatedFromAbove](../Traits#isolatedfromabove). Modules have
    /// an optional [symbol name](../SymbolsAndSymbolTables.md) which can be used to refer
    /// to them in operations.
    ///
    /// Example:
    ///
    /// ```mlir
    /// module {
    ///   func.func @foo()
    /// }
    /// ```
    #[op(name = "builtin.module", default_dialect = "builtin")]
    pub struct ModuleOp {
        #[attr(optional)] sym_name: SymbolNameAttr,
        #[attr(optional)] sym_visibility: StrAttr,
        #[region(sized = 1, name = "bodyRegion")] body_region: AnyRegion,
    }
    traits: [
        AffineScope, IsolatedFromAbove, NoRegionArguments, SymbolTable, Symbol,
        OpAsmOpInterface, NoTerminator, SingleBlock, RegionKindInterface,
        HasOnlyGraphRegion,
    ],
    format: "($sym_name^)? attr-dict-with-keyword $bodyRegion",
    verify: verify_module,
}

crate::op! {
    /// An unrealized conversion from one set of types to another
    ///
    /// An `unrealized_conversion_cast` operation represents an unrealized
    /// conversion from one set of types to another, that is used to enable the
    /// inter-mixing of different type systems. This operation should not be
    /// attributed any special representational or execution semantics, and is
    /// generally only intended to be used to satisfy the temporary intermixing of
    /// type systems during the conversion of one type system to another.
    ///
    /// This operation may produce results of arity 1-N, and accept as input
    /// operands of arity 0-N.
    ///
    /// Example:
    ///
    /// ```mlir
    /// // An unrealized 0-1 conversion. These types of conversions are useful in
    /// // cases where a type is removed from the type system, but not all uses have
    /// // been converted. For example, imagine we have a tuple type that is
    /// // expanded to its element types. If only some uses of an empty tuple type
    /// // instance are converted we still need an instance of the tuple type, but
    /// // have no inputs to the unrealized conversion.
    /// %result = unrealized_conversion_cast to !bar.tuple_type<>
    ///
    /// // An unrealized 1-1 conversion.
    /// %result1 = unrealized_conversion_cast %operand : !foo.type to !bar.lowered_type
    ///
    /// // An unrealized 1-N conversion.
    /// %results2:2 = unrealized_conversion_cast %tuple_operand : !foo.tuple_type<!foo.type, !foo.type> to !foo.type, !foo.type
    ///
    /// // An unrealized N-1 conversion.
    /// %result3 = unrealized_conversion_cast %operand, %operand : !foo.type, !foo.type to !bar.tuple_type<!foo.type, !foo.type>
    /// ```
    #[op(name = "builtin.unrealized_conversion_cast")]
    pub struct UnrealizedConversionCastOp {
        #[operand(variadic)] inputs: AnyType,
        #[result(variadic)] outputs: AnyType,
    }
    traits: [CastOpInterface, Pure],
    format: "($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict",
    verify: verify_cast,
}

/// Registers the builtin dialect's operations.
pub fn register(ctx: &mut Context) {
    ctx.register_dialect("builtin", false);
    ModuleOp::register(ctx);
    UnrealizedConversionCastOp::register(ctx);
}

/// `SymbolOpInterface` (an optional symbol: nothing to check without a
/// name), then `ModuleOp::verify`: only dialect-prefixed discardable
/// attribute names.
fn verify_module(ctx: &Context, op: Operation) -> Result<(), Diagnostic> {
    if ctx
        .attr(op, crate::symbol_table::SYMBOL_NAME_ATTR)
        .is_some()
    {
        crate::symbol_table::verify_symbol(ctx, op)?;
    }
    for a in all_attrs(ctx, op) {
        let name = ctx.str(a.name);
        if !name.contains(&b'.') && name != b"sym_name" && name != b"sym_visibility" {
            return Err(ctx.emit_op_error(
                op,
                format!(
                    "can only contain attributes with dialect-prefixed names, found: '{}'",
                    String::from_utf8_lossy(name)
                ),
            ));
        }
    }
    Ok(())
}

/// `UnrealizedConversionCastOp::verify`.
fn verify_cast(ctx: &Context, op: Operation) -> Result<(), Diagnostic> {
    if ctx.num_results(op) == 0 {
        return Err(ctx.emit_op_error(op, "expected at least one result for cast operation"));
    }
    Ok(())
}

/// Inherent and discardable attributes merged and sorted (MLIR `getAttrs()`).
pub fn all_attrs(ctx: &Context, op: Operation) -> Vec<crate::ir::NamedAttribute> {
    let mut v: Vec<crate::ir::NamedAttribute> =
        ctx.dictionary_entries(ctx.discardable_attrs(op)).to_vec();
    if let Some(props) = ctx.properties(op) {
        v.extend_from_slice(ctx.dictionary_entries(props));
    }
    v.sort_by(|a, b| ctx.str(a.name).cmp(ctx.str(b.name)));
    v
}
