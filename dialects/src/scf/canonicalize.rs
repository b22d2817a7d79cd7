//! Canonicalization patterns of `scf` (a subset of `SCF.cpp`'s).

use ods::rewrite::RewritePatternSet;

/// `scf.for`'s canonicalization patterns.
pub fn for_patterns(_set: &mut RewritePatternSet) {}

/// `scf.if`'s canonicalization patterns.
pub fn if_patterns(_set: &mut RewritePatternSet) {}

/// `scf.execute_region`'s canonicalization patterns.
pub fn execute_region_patterns(_set: &mut RewritePatternSet) {}
