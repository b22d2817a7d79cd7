//! Affine expressions, affine maps and integer sets, as in MLIR's
//! `mlir/IR/AffineExpr.h`, `AffineMap.h` and `IntegerSet.h`, with the
//! textual syntax of `affine_map<...>` / `affine_set<...>`.
//!
//! All objects live in an [`AffineContext`] which hash-conses them, so the
//! `Copy` handles [`AffineExpr`], [`AffineMap`] and [`IntegerSet`] compare
//! structurally by identity. Construction applies exactly the
//! simplifications MLIR applies when building expressions (constant
//! folding, canonical operand order, ...), so parsing and printing agree
//! byte for byte with `mlir-opt`.
//!
//! This module is self-contained (std + hashbrown) and only refers to its
//! own items through relative paths.

mod expr;
mod lexer;
mod map;
mod parser;
mod printer;
mod set;
mod simplify;

#[cfg(test)]
mod tests;

pub use self::expr::{AffineBinaryKind, AffineContext, AffineExpr, AffineExprKind, AffinePoison};
pub use self::map::{
    compress_dims, compress_symbols, compress_unused_dims, compress_unused_symbols,
    concat_affine_maps, get_projected_map, inverse_and_broadcast_projected_permutation,
    inverse_permutation, max_dim_and_symbol, project_dims, project_symbols, remove_duplicate_exprs,
    simplify_affine_map, unused_dims, unused_symbols, AffineMap, AffineMapData, FoldResult,
};
pub use self::parser::{
    parse_affine_attr_body, parse_affine_expr_of_ssa_ids, parse_affine_expr_with_names,
    parse_affine_map_attr_body, parse_affine_map_of_ssa_ids, parse_affine_map_or_set,
    parse_affine_map_or_set_str, parse_affine_map_str, parse_integer_set_attr_body,
    parse_integer_set_str, AffineAttrKind, AffineDelimiter, AffineDiagnostic, AffineMapOrSet,
    AffineParseError, SsaAffineExpr, SsaAffineMap, SsaUse,
};
pub use self::printer::NamePrinter;
pub use self::set::{simplify_integer_set_exprs, IntegerSet, IntegerSetData};
pub use self::simplify::{
    affine_expr_from_flat_form, bound_for_affine_expr, flatten_affine_expr, simplify_affine_expr,
    AffineExprFlattener,
};
