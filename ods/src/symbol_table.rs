//! Symbols and symbol tables (MLIR's `SymbolTable.cpp`): lookup, and the
//! `SymbolTable` trait's verification (unique names, then every nested
//! symbol user's `verifySymbolUses`).

use crate::diag::Diagnostic;
use crate::ir::{AttrKind, Attribute, Context, OpTraits, Operation, Region};

/// The attribute naming a symbol.
pub const SYMBOL_NAME_ATTR: &str = "sym_name";
/// The attribute giving a symbol's visibility.
pub const VISIBILITY_ATTR: &str = "sym_visibility";

/// The name of a symbol op (`sym_name` string attribute).
pub fn symbol_name(ctx: &Context, op: Operation) -> Option<&[u8]> {
    let a = ctx.attr(op, SYMBOL_NAME_ATTR)?;
    match ctx.attr_kind(a) {
        AttrKind::String { value, ty } if ctx.is_none_type(*ty) => Some(ctx.str(*value)),
        _ => None,
    }
}

/// `SymbolOpInterface`'s `detail::verifySymbol`: a string `sym_name`, and a
/// visibility that is a string naming one of the three visibilities.
pub fn verify_symbol(ctx: &Context, op: Operation) -> Result<(), Diagnostic> {
    if symbol_name(ctx, op).is_none() {
        return Err(ctx.emit_op_error(
            op,
            format!("requires string attribute '{SYMBOL_NAME_ATTR}'"),
        ));
    }
    verify_visibility(ctx, op)
}

/// The visibility half of [`verify_symbol`] (optional symbols such as
/// `builtin.module` check only this when they have no name).
pub fn verify_visibility(ctx: &Context, op: Operation) -> Result<(), Diagnostic> {
    let Some(vis) = ctx.attr(op, VISIBILITY_ATTR) else {
        return Ok(());
    };
    let text = crate::asm::print_attribute_local(ctx, vis);
    match ctx.attr_kind(vis) {
        AttrKind::String { value, ty } if ctx.is_none_type(*ty) => {
            let v = ctx.str(*value);
            if v != b"public" && v != b"private" && v != b"nested" {
                return Err(ctx.emit_op_error(
                    op,
                    format!("visibility expected to be one of [\"public\", \"private\", \"nested\"], but got {text}"),
                ));
            }
            Ok(())
        }
        _ => Err(ctx.emit_op_error(
            op,
            format!("requires visibility attribute '{VISIBILITY_ATTR}' to be a string attribute, but got {text}"),
        )),
    }
}

fn has_trait(ctx: &Context, op: Operation, t: OpTraits) -> bool {
    ctx.op_def(op).is_some_and(|d| d.traits.contains(t))
}

/// An unregistered op with one region may be a symbol table MLIR cannot
/// see into.
fn is_potentially_unknown_symbol_table(ctx: &Context, op: Operation) -> bool {
    ctx.num_regions(op) == 1 && ctx.op_def(op).is_none()
}

/// The nearest enclosing op (or `from` itself) with the `SymbolTable` trait.
pub fn nearest_symbol_table(ctx: &Context, from: Operation) -> Option<Operation> {
    let mut op = from;
    if is_potentially_unknown_symbol_table(ctx, op) {
        return None;
    }
    while !has_trait(ctx, op, OpTraits::SYMBOL_TABLE) {
        op = ctx.parent_op(op)?;
        if is_potentially_unknown_symbol_table(ctx, op) {
            return None;
        }
    }
    Some(op)
}

/// The symbol named `name` directly inside symbol table `table`.
pub fn lookup_symbol_in(ctx: &Context, table: Operation, name: &[u8]) -> Option<Operation> {
    let region = ctx.regions(table).next()?;
    let block = ctx.region_blocks(region).into_iter().next()?;
    ctx.block_ops_iter(block)
        .find(|&op| symbol_name(ctx, op) == Some(name))
}

/// Resolves a symbol reference (`@a::@b`) from `table`.
pub fn lookup_symbol_ref_in(ctx: &Context, table: Operation, sym: Attribute) -> Option<Operation> {
    let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(sym) else {
        return None;
    };
    let mut op = lookup_symbol_in(ctx, table, ctx.str(*root))?;
    for n in nested.iter() {
        if !has_trait(ctx, op, OpTraits::SYMBOL_TABLE) {
            return None;
        }
        op = lookup_symbol_in(ctx, op, ctx.str(*n))?;
    }
    Some(op)
}

/// Resolves `sym` from the nearest symbol table around `from`.
pub fn lookup_nearest_symbol_from(
    ctx: &Context,
    from: Operation,
    sym: Attribute,
) -> Option<Operation> {
    let table = nearest_symbol_table(ctx, from)?;
    lookup_symbol_ref_in(ctx, table, sym)
}

/// The `SymbolTable` trait's region verification.
pub fn verify_symbol_table(ctx: &Context, op: Operation) -> Result<(), Diagnostic> {
    if ctx.num_regions(op) != 1 {
        return Err(ctx.emit_op_error(
            op,
            "Operations with a 'SymbolTable' must have exactly one region",
        ));
    }
    let region = ctx.region(op, 0);
    if ctx.region_blocks(region).len() != 1 {
        return Err(ctx.emit_op_error(
            op,
            "Operations with a 'SymbolTable' must have exactly one block",
        ));
    }
    let mut seen: hashbrown::HashMap<Vec<u8>, crate::ir::Location> = Default::default();
    for b in ctx.region_blocks(region) {
        for inner in ctx.block_ops_iter(b) {
            let Some(a) = ctx.attr(inner, SYMBOL_NAME_ATTR) else {
                continue;
            };
            let AttrKind::String { value, .. } = ctx.attr_kind(a) else {
                continue;
            };
            let name = ctx.str(*value).to_vec();
            if let Some(&prev) = seen.get(&name) {
                let mut d = ctx.op_error(
                    inner,
                    format!(
                        "redefinition of symbol named '{}'",
                        String::from_utf8_lossy(&name)
                    ),
                );
                d.attach_note(prev, "see existing symbol definition here");
                return Err(d);
            }
            seen.insert(name, ctx.op_loc(inner));
        }
    }
    // Symbol users, without entering nested symbol tables.
    let mut worklist: Vec<Region> = vec![region];
    while let Some(r) = worklist.pop() {
        for b in ctx.region_blocks(r) {
            for inner in ctx.block_ops_iter(b) {
                if let Some(f) = ctx.op_def(inner).and_then(|d| d.hooks.verify_symbol_uses) {
                    f(ctx, inner)?;
                }
                if !has_trait(ctx, inner, OpTraits::SYMBOL_TABLE) {
                    worklist.extend(ctx.regions(inner));
                }
            }
        }
    }
    Ok(())
}
