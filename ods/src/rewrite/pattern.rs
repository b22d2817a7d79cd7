//! Rewrite patterns (MLIR `RewritePattern`, `RewritePatternSet`,
//! `PatternApplicator`).

use super::PatternRewriter;
use crate::ir::{Context, Operation, OperationName};
use crate::opdef::Op;

/// A rewrite rooted at one operation name (or at any operation).
pub trait RewritePattern: 'static {
    /// The debug name (`--canonicalize=disable-patterns=NAME`).
    fn name(&self) -> &str;
    /// The root operation name, `None` for a match-any pattern.
    fn root(&self) -> Option<&str>;
    /// Higher benefits are tried first.
    fn benefit(&self) -> u16 {
        1
    }
    /// Matches `op` and rewrites it through `rewriter`; false if it did not
    /// match (and then the IR must be unchanged).
    fn match_and_rewrite(&self, op: Operation, rewriter: &mut PatternRewriter<'_>) -> bool;
}

/// The body of a [`FnPattern`].
pub type PatternFn = fn(Operation, &mut PatternRewriter<'_>) -> bool;

/// A pattern that is a plain function (what most canonicalizations are).
pub struct FnPattern {
    /// Debug name.
    pub name: &'static str,
    /// Root operation name.
    pub root: &'static str,
    /// Benefit.
    pub benefit: u16,
    /// The rewrite.
    pub rewrite: PatternFn,
}

impl RewritePattern for FnPattern {
    fn name(&self) -> &str {
        self.name
    }
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }
    fn benefit(&self) -> u16 {
        self.benefit
    }
    fn match_and_rewrite(&self, op: Operation, rewriter: &mut PatternRewriter<'_>) -> bool {
        (self.rewrite)(op, rewriter)
    }
}

/// A rewrite rooted at the op type `Self::Op` (MLIR `OpRewritePattern<OpTy>`):
/// the root is the op's name from its `op!` declaration, never a string
/// to mistype, and the rewrite receives the typed handle. Add it with
/// [`RewritePatternSet::add_op_pattern`].
pub trait OpRewritePattern: 'static {
    /// The root op type.
    type Op: Op;
    /// The debug name (`--canonicalize=disable-patterns=NAME`).
    fn name(&self) -> &str;
    /// Higher benefits are tried first.
    fn benefit(&self) -> u16 {
        1
    }
    /// Matches `op` and rewrites it through `rewriter`; false if it did not
    /// match (and then the IR must be unchanged).
    fn match_and_rewrite(&self, op: Self::Op, rewriter: &mut PatternRewriter<'_>) -> bool;
}

/// An [`OpRewritePattern`] as a [`RewritePattern`].
struct OpPattern<P>(P);

impl<P: OpRewritePattern> RewritePattern for OpPattern<P> {
    fn name(&self) -> &str {
        self.0.name()
    }
    fn root(&self) -> Option<&str> {
        Some(<P::Op as Op>::SPEC.name)
    }
    fn benefit(&self) -> u16 {
        self.0.benefit()
    }
    fn match_and_rewrite(&self, op: Operation, rewriter: &mut PatternRewriter<'_>) -> bool {
        // (an op of the root's name that is not the registered `P::Op`, as
        // when its dialect is not registered, does not match)
        match rewriter.dyn_cast::<P::Op>(op) {
            Some(typed) => self.0.match_and_rewrite(typed, rewriter),
            None => false,
        }
    }
}

/// The body of an [`OpFnPattern`]: a rewrite of one typed op.
pub type OpPatternFn<O> = fn(O, &mut PatternRewriter<'_>) -> bool;

/// A typed pattern that is a plain function (what most canonicalizations
/// and the patterns `pattern!` generates are).
pub struct OpFnPattern<O> {
    /// Debug name.
    pub name: &'static str,
    /// Benefit.
    pub benefit: u16,
    /// The rewrite.
    pub rewrite: OpPatternFn<O>,
}

impl<O: Op + 'static> OpRewritePattern for OpFnPattern<O> {
    type Op = O;
    fn name(&self) -> &str {
        self.name
    }
    fn benefit(&self) -> u16 {
        self.benefit
    }
    fn match_and_rewrite(&self, op: O, rewriter: &mut PatternRewriter<'_>) -> bool {
        (self.rewrite)(op, rewriter)
    }
}

/// `getCanonicalizationPatterns`: adds an op's canonicalization patterns.
pub type CanonicalizeFn = fn(&mut RewritePatternSet);

/// An ordered collection of patterns (insertion order breaks benefit ties).
#[derive(Default)]
pub struct RewritePatternSet {
    patterns: Vec<Box<dyn RewritePattern>>,
}

impl RewritePatternSet {
    /// An empty set.
    pub fn new() -> RewritePatternSet {
        RewritePatternSet::default()
    }

    /// Adds a pattern.
    pub fn add(&mut self, p: impl RewritePattern) -> &mut Self {
        self.patterns.push(Box::new(p));
        self
    }

    /// Adds a function pattern with benefit 1.
    pub fn add_fn(
        &mut self,
        name: &'static str,
        root: &'static str,
        rewrite: PatternFn,
    ) -> &mut Self {
        self.add(FnPattern {
            name,
            root,
            benefit: 1,
            rewrite,
        })
    }

    /// Adds a pattern rooted at an op type.
    pub fn add_op_pattern(&mut self, p: impl OpRewritePattern) -> &mut Self {
        self.patterns.push(Box::new(OpPattern(p)));
        self
    }

    /// Adds a typed function pattern rooted at `O` (MLIR's
    /// `patterns.add(fn)` of a `LogicalResult(OpTy, PatternRewriter &)`).
    pub fn add_op<O: Op + 'static>(
        &mut self,
        name: &'static str,
        benefit: u16,
        rewrite: OpPatternFn<O>,
    ) -> &mut Self {
        self.add_op_pattern(OpFnPattern {
            name,
            benefit,
            rewrite,
        })
    }

    /// Number of patterns.
    pub fn len(&self) -> usize {
        self.patterns.len()
    }

    /// True if there are none.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }

    /// The canonicalization patterns of every registered op (MLIR's
    /// canonicalizer collects them per registered operation).
    pub fn canonicalization_patterns(ctx: &Context) -> RewritePatternSet {
        let mut set = RewritePatternSet::new();
        for def in ctx.registered_op_definitions() {
            if let Some(f) = def.hooks.canonicalize {
                f(&mut set);
            }
        }
        set
    }

    /// Drops patterns by name: `disabled` removes, a non-empty `enabled`
    /// keeps only those listed.
    pub fn filter(&mut self, disabled: &[String], enabled: &[String]) {
        self.patterns.retain(|p| {
            !disabled.iter().any(|d| d == p.name())
                && (enabled.is_empty() || enabled.iter().any(|e| e == p.name()))
        });
    }

    /// Freezes the set for matching in `ctx`.
    pub fn freeze(self, ctx: &mut Context) -> FrozenRewritePatternSet {
        let mut by_root: hashbrown::HashMap<OperationName, Vec<usize>> = Default::default();
        let mut any = Vec::new();
        // (consecutive patterns mostly share their root's text: looked up
        // once per run of the same string)
        let mut last: Option<(*const u8, usize, OperationName)> = None;
        for (i, p) in self.patterns.iter().enumerate() {
            match p.root() {
                Some(r) => {
                    let n = match last {
                        Some((ptr, len, n)) if ptr == r.as_ptr() && len == r.len() => n,
                        _ => ctx.op_name(r.as_bytes()),
                    };
                    last = Some((r.as_ptr(), r.len(), n));
                    by_root.entry(n).or_default().push(i);
                }
                None => any.push(i),
            }
        }
        // Stable sort: equal benefits keep insertion order.
        let pats = &self.patterns;
        for list in by_root.values_mut() {
            list.sort_by_key(|&i| std::cmp::Reverse(pats[i].benefit()));
        }
        any.sort_by_key(|&i| std::cmp::Reverse(pats[i].benefit()));
        FrozenRewritePatternSet {
            patterns: self.patterns,
            by_root,
            any,
        }
    }
}

/// Patterns indexed by root, ordered by benefit.
pub struct FrozenRewritePatternSet {
    patterns: Vec<Box<dyn RewritePattern>>,
    by_root: hashbrown::HashMap<OperationName, Vec<usize>>,
    any: Vec<usize>,
}

impl FrozenRewritePatternSet {
    /// Tries the patterns applying to `op`, highest benefit first (op-specific
    /// and match-any patterns merged by benefit); true when one succeeded.
    pub fn match_and_rewrite(&self, op: Operation, rewriter: &mut PatternRewriter<'_>) -> bool {
        let name = rewriter.op_name_of(op);
        let specific: &[usize] = self.by_root.get(&name).map_or(&[], |v| v.as_slice());
        let (mut i, mut j) = (0, 0);
        while i < specific.len() || j < self.any.len() {
            let take_specific = match (specific.get(i), self.any.get(j)) {
                (Some(&a), Some(&b)) => self.patterns[a].benefit() >= self.patterns[b].benefit(),
                (Some(_), None) => true,
                _ => false,
            };
            let idx = if take_specific {
                i += 1;
                specific[i - 1]
            } else {
                j += 1;
                self.any[j - 1]
            };
            // Like MLIR's `PatternApplicator`: new ops go before the root.
            rewriter.set_insertion_point(op);
            if self.patterns[idx].match_and_rewrite(op, rewriter) {
                return true;
            }
        }
        false
    }

    /// True if no pattern is rooted at `name` and none matches any op.
    pub fn has_none_for(&self, name: OperationName) -> bool {
        self.any.is_empty() && !self.by_root.contains_key(&name)
    }
}
