//! Folding and pattern rewriting: MLIR's `OpFoldResult`/`fold` hooks,
//! `RewritePattern`s, the `PatternRewriter`, and the greedy driver behind
//! `--canonicalize`.

pub mod drr;
pub mod fold;
pub mod greedy;
pub mod pattern;
pub mod region;
pub mod rewriter;
pub mod side_effects;

pub use fold::{FoldFn, FoldResult, MaterializeConstantFn, OpFoldResult};
pub use greedy::{apply_patterns_greedily, GreedyRewriteConfig, RegionSimplification};
pub use pattern::{
    CanonicalizeFn, FnPattern, FrozenRewritePatternSet, OpFnPattern, OpPatternFn, OpRewritePattern,
    PatternFn, RewritePattern, RewritePatternSet,
};
pub use rewriter::{InsertPoint, Listener, NoListener, PatternRewriter};
