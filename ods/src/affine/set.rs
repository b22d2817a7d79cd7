//! Integer sets `(dims)[syms] : (c0 >= 0, c1 == 0, ...)`.

use super::expr::{AffineContext, AffineExpr};
use super::simplify::simplify_affine_expr;

/// Handle to a uniqued integer set.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct IntegerSet(pub(super) u32);

/// The contents of an integer set: each constraint is `expr >= 0`, or
/// `expr == 0` when its `eq_flags` entry is set.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct IntegerSetData {
    pub num_dims: u32,
    pub num_symbols: u32,
    pub constraints: Box<[AffineExpr]>,
    pub eq_flags: Box<[bool]>,
}

impl AffineContext {
    /// `IntegerSet::get`; `constraints` and `eq_flags` must have equal length.
    pub fn get_integer_set(
        &mut self,
        num_dims: u32,
        num_symbols: u32,
        constraints: &[AffineExpr],
        eq_flags: &[bool],
    ) -> IntegerSet {
        assert_eq!(
            constraints.len(),
            eq_flags.len(),
            "constraint/flag count mismatch"
        );
        self.intern_set(IntegerSetData {
            num_dims,
            num_symbols,
            constraints: constraints.into(),
            eq_flags: eq_flags.into(),
        })
    }

    /// The canonical empty set `(dims)[syms] : (1 == 0)`.
    pub fn get_empty_integer_set(&mut self, num_dims: u32, num_symbols: u32) -> IntegerSet {
        let one = self.constant(1);
        self.get_integer_set(num_dims, num_symbols, &[one], &[true])
    }

    /// The contents of a set.
    pub fn set_data(&self, s: IntegerSet) -> &IntegerSetData {
        &self.sets[s.0 as usize]
    }
}

impl IntegerSet {
    /// Index of the set inside its context.
    pub fn index(self) -> u32 {
        self.0
    }

    /// The set's contents.
    pub fn data(self, ctx: &AffineContext) -> &IntegerSetData {
        &ctx.sets[self.0 as usize]
    }

    /// Number of dimension inputs.
    pub fn num_dims(self, ctx: &AffineContext) -> u32 {
        self.data(ctx).num_dims
    }

    /// Number of symbol inputs.
    pub fn num_symbols(self, ctx: &AffineContext) -> u32 {
        self.data(ctx).num_symbols
    }

    /// `num_dims + num_symbols`.
    pub fn num_inputs(self, ctx: &AffineContext) -> u32 {
        let d = self.data(ctx);
        d.num_dims + d.num_symbols
    }

    /// Number of constraints.
    pub fn num_constraints(self, ctx: &AffineContext) -> u32 {
        self.data(ctx).constraints.len() as u32
    }

    /// The constraint expressions.
    pub fn constraints(self, ctx: &AffineContext) -> &[AffineExpr] {
        &self.data(ctx).constraints
    }

    /// Constraint expression `idx`.
    pub fn constraint(self, ctx: &AffineContext, idx: usize) -> AffineExpr {
        self.data(ctx).constraints[idx]
    }

    /// Per constraint: equality (`== 0`) rather than `>= 0`.
    pub fn eq_flags(self, ctx: &AffineContext) -> &[bool] {
        &self.data(ctx).eq_flags
    }

    /// Whether constraint `idx` is an equality.
    pub fn is_eq(self, ctx: &AffineContext, idx: usize) -> bool {
        self.data(ctx).eq_flags[idx]
    }

    /// Number of `== 0` constraints.
    pub fn num_equalities(self, ctx: &AffineContext) -> u32 {
        self.eq_flags(ctx).iter().filter(|&&b| b).count() as u32
    }

    /// Number of `>= 0` constraints.
    pub fn num_inequalities(self, ctx: &AffineContext) -> u32 {
        self.num_constraints(ctx) - self.num_equalities(ctx)
    }

    /// Whether this is the canonical empty set `1 == 0`.
    pub fn is_empty_integer_set(self, ctx: &AffineContext) -> bool {
        let d = self.data(ctx);
        d.constraints.len() == 1 && d.eq_flags[0] && d.constraints[0].as_constant(ctx) == Some(1)
    }

    /// Visits every constraint expression in post order.
    pub fn walk_exprs(self, ctx: &AffineContext, f: &mut dyn FnMut(AffineExpr)) {
        for &c in self.constraints(ctx) {
            c.walk(ctx, f);
        }
    }

    /// Substitutes dims/symbols in every constraint.
    pub fn replace_dims_and_symbols(
        self,
        ctx: &mut AffineContext,
        dims: &[AffineExpr],
        syms: &[AffineExpr],
        num_result_dims: u32,
        num_result_syms: u32,
    ) -> IntegerSet {
        let d = self.data(ctx);
        let (cs, eqs) = (d.constraints.to_vec(), d.eq_flags.to_vec());
        let cs: Vec<AffineExpr> = cs
            .into_iter()
            .map(|c| c.replace_dims_and_symbols(ctx, dims, syms))
            .collect();
        ctx.get_integer_set(num_result_dims, num_result_syms, &cs, &eqs)
    }
}

/// Simplifies each constraint expression with [`simplify_affine_expr`].
///
/// This is only the expression-level part of MLIR's `simplifyIntegerSet`
/// (which additionally runs a Presburger emptiness check and redundancy
/// elimination).
pub fn simplify_integer_set_exprs(ctx: &mut AffineContext, set: IntegerSet) -> IntegerSet {
    let d = set.data(ctx);
    let (nd, ns) = (d.num_dims, d.num_symbols);
    let (cs, eqs) = (d.constraints.to_vec(), d.eq_flags.to_vec());
    let cs: Vec<AffineExpr> = cs
        .into_iter()
        .map(|c| simplify_affine_expr(ctx, c, nd, ns))
        .collect();
    ctx.get_integer_set(nd, ns, &cs, &eqs)
}
