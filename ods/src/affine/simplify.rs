//! Expression simplification by flattening into a sum of products
//! (`SimpleAffineExprFlattener` + `simplifyAffineExpr` in MLIR), including the
//! semi-affine handling (`simplifySemiAffine`).

use super::expr::{
    floor_div_i64, gcd_u64, mod_i64, AffineBinaryKind, AffineContext, AffineExpr, AffineExprKind,
    AffinePoison,
};

/// Flattens affine expressions into coefficient rows
/// `[dims..., symbols..., locals..., constant]`; `mod`, `floordiv`,
/// `ceildiv` and semi-affine products become local variables whose
/// expressions are kept in `local_exprs`.
#[derive(Debug)]
pub struct AffineExprFlattener {
    pub num_dims: u32,
    pub num_symbols: u32,
    pub num_locals: u32,
    /// One row per pending operand; after a successful walk the single row
    /// left is the flattened expression.
    pub operand_expr_stack: Vec<Vec<i64>>,
    /// The expression each local variable stands for.
    pub local_exprs: Vec<AffineExpr>,
}

impl AffineExprFlattener {
    /// A flattener for expressions over the given dims and symbols.
    pub fn new(num_dims: u32, num_symbols: u32) -> Self {
        AffineExprFlattener {
            num_dims,
            num_symbols,
            num_locals: 0,
            operand_expr_stack: Vec::with_capacity(8),
            local_exprs: Vec::new(),
        }
    }

    fn num_cols(&self) -> usize {
        (self.num_dims + self.num_symbols + self.num_locals + 1) as usize
    }

    fn local_start(&self) -> usize {
        (self.num_dims + self.num_symbols) as usize
    }

    fn const_index(&self) -> usize {
        self.num_cols() - 1
    }

    /// Flattens `e` (post order). `Err` when a division or modulo by a
    /// non-positive constant is met ("poison"), as in MLIR.
    pub fn walk_post_order(
        &mut self,
        ctx: &mut AffineContext,
        e: AffineExpr,
    ) -> Result<(), AffinePoison> {
        match ctx.kind(e) {
            AffineExprKind::Dim(p) => {
                let mut row = vec![0; self.num_cols()];
                row[p as usize] = 1;
                self.operand_expr_stack.push(row);
                Ok(())
            }
            AffineExprKind::Symbol(p) => {
                let mut row = vec![0; self.num_cols()];
                row[(self.num_dims + p) as usize] = 1;
                self.operand_expr_stack.push(row);
                Ok(())
            }
            AffineExprKind::Constant(v) => {
                let mut row = vec![0; self.num_cols()];
                let ci = self.const_index();
                row[ci] = v;
                self.operand_expr_stack.push(row);
                Ok(())
            }
            k => {
                let (kind, l, r) = k.as_binary().expect("binary");
                self.walk_post_order(ctx, l)?;
                self.walk_post_order(ctx, r)?;
                match kind {
                    AffineBinaryKind::Add => {
                        let rhs = self.operand_expr_stack.pop().expect("operand");
                        let lhs = self.operand_expr_stack.last_mut().expect("operand");
                        for (a, b) in lhs.iter_mut().zip(rhs) {
                            *a = a.wrapping_add(b);
                        }
                        Ok(())
                    }
                    AffineBinaryKind::Mul => self.visit_mul(ctx, r),
                    AffineBinaryKind::Mod => self.visit_mod(ctx, r),
                    AffineBinaryKind::FloorDiv => self.visit_div(ctx, r, false),
                    AffineBinaryKind::CeilDiv => self.visit_div(ctx, r, true),
                }
            }
        }
    }

    fn expr_from_row(&self, ctx: &mut AffineContext, row: &[i64]) -> AffineExpr {
        affine_expr_from_flat_form(ctx, row, self.num_dims, self.num_symbols, &self.local_exprs)
    }

    fn visit_mul(
        &mut self,
        ctx: &mut AffineContext,
        rhs_expr: AffineExpr,
    ) -> Result<(), AffinePoison> {
        let rhs = self.operand_expr_stack.pop().expect("operand");
        if rhs_expr.as_constant(ctx).is_none() {
            // Semi-affine product: a new local stands for it.
            let lhs = self.operand_expr_stack.last().expect("operand").clone();
            let a = self.expr_from_row(ctx, &lhs);
            let b = self.expr_from_row(ctx, &rhs);
            let p = ctx.mul(a, b);
            self.add_local_variable_semi_affine(p);
            return Ok(());
        }
        let c = rhs[self.const_index()];
        for v in self.operand_expr_stack.last_mut().expect("operand") {
            *v = v.wrapping_mul(c);
        }
        Ok(())
    }

    fn visit_mod(
        &mut self,
        ctx: &mut AffineContext,
        rhs_expr: AffineExpr,
    ) -> Result<(), AffinePoison> {
        let rhs = self.operand_expr_stack.pop().expect("operand");
        if rhs_expr.as_constant(ctx).is_none() {
            let lhs = self.operand_expr_stack.last().expect("operand").clone();
            let a = self.expr_from_row(ctx, &lhs);
            let b = self.expr_from_row(ctx, &rhs);
            let m = ctx.modulo(a, b);
            self.add_local_variable_semi_affine(m);
            return Ok(());
        }
        let c = rhs[self.const_index()];
        if c <= 0 {
            return Err(AffinePoison);
        }
        let lhs = self.operand_expr_stack.last_mut().expect("operand");
        // A multiple of the modulus simplifies to zero.
        if lhs.iter().all(|&v| v % c == 0) {
            lhs.iter_mut().for_each(|v| *v = 0);
            return Ok(());
        }
        // expr mod c = expr - c * (expr floordiv c), with the GCD of the
        // floordiv's operands cancelled.
        let mut g = c as u64;
        for &v in lhs.iter() {
            g = gcd_u64(g, v.wrapping_abs() as u64);
        }
        let mut dividend = lhs.clone();
        if g != 1 {
            for v in dividend.iter_mut() {
                *v = v.wrapping_div(g as i64);
            }
        }
        let divisor = c / g as i64;
        let a = self.expr_from_row(ctx, &dividend);
        let b = ctx.constant(divisor);
        let fd = ctx.floor_div(a, b);
        let start = self.local_start();
        match self.find_local(fd) {
            None => {
                self.add_local_id(fd);
                let idx = start + self.num_locals as usize - 1;
                self.operand_expr_stack.last_mut().expect("operand")[idx] = c.wrapping_neg();
            }
            Some(loc) => {
                self.operand_expr_stack.last_mut().expect("operand")[start + loc] =
                    c.wrapping_neg();
            }
        }
        Ok(())
    }

    fn visit_div(
        &mut self,
        ctx: &mut AffineContext,
        rhs_expr: AffineExpr,
        is_ceil: bool,
    ) -> Result<(), AffinePoison> {
        let rhs = self.operand_expr_stack.pop().expect("operand");
        if rhs_expr.as_constant(ctx).is_none() {
            let lhs = self.operand_expr_stack.last().expect("operand").clone();
            let a = self.expr_from_row(ctx, &lhs);
            let b = self.expr_from_row(ctx, &rhs);
            let d = if is_ceil {
                ctx.ceil_div(a, b)
            } else {
                ctx.floor_div(a, b)
            };
            self.add_local_variable_semi_affine(d);
            return Ok(());
        }
        let c = rhs[self.const_index()];
        if c <= 0 {
            return Err(AffinePoison);
        }
        let lhs = self.operand_expr_stack.last_mut().expect("operand");
        let mut g = c.wrapping_abs() as u64;
        for &v in lhs.iter() {
            g = gcd_u64(g, v.wrapping_abs() as u64);
        }
        if g != 1 {
            for v in lhs.iter_mut() {
                *v = v.wrapping_div(g as i64);
            }
        }
        let divisor = c / g as i64;
        if divisor == 1 {
            return Ok(());
        }
        let lhs = lhs.clone();
        let a = self.expr_from_row(ctx, &lhs);
        let b = ctx.constant(divisor);
        let d = if is_ceil {
            ctx.ceil_div(a, b)
        } else {
            ctx.floor_div(a, b)
        };
        let loc = self.find_local(d);
        if loc.is_none() {
            self.add_local_id(d);
        }
        let start = self.local_start();
        let idx = start + loc.unwrap_or(self.num_locals as usize - 1);
        let top = self.operand_expr_stack.last_mut().expect("operand");
        top.iter_mut().for_each(|v| *v = 0);
        top[idx] = 1;
        Ok(())
    }

    fn find_local(&self, e: AffineExpr) -> Option<usize> {
        self.local_exprs.iter().position(|&x| x == e)
    }

    /// Adds a local column to every pending row.
    fn add_local_id(&mut self, e: AffineExpr) {
        let at = self.local_start() + self.num_locals as usize;
        for row in &mut self.operand_expr_stack {
            row.insert(at, 0);
        }
        self.local_exprs.push(e);
        self.num_locals += 1;
    }

    /// Replaces the top row by the (possibly new) local standing for `e`.
    fn add_local_variable_semi_affine(&mut self, e: AffineExpr) {
        let loc = self.find_local(e);
        if loc.is_none() {
            self.add_local_id(e);
        }
        let idx = self.local_start() + loc.unwrap_or(self.num_locals as usize - 1);
        let top = self.operand_expr_stack.last_mut().expect("operand");
        top.iter_mut().for_each(|v| *v = 0);
        top[idx] = 1;
    }
}

/// Rebuilds an expression from a flat row `[dims, symbols, locals, const]`
/// (MLIR `getAffineExprFromFlatForm`).
pub fn affine_expr_from_flat_form(
    ctx: &mut AffineContext,
    flat: &[i64],
    num_dims: u32,
    num_symbols: u32,
    local_exprs: &[AffineExpr],
) -> AffineExpr {
    let nds = (num_dims + num_symbols) as usize;
    let mut expr = ctx.constant(0);
    for (j, &c) in flat.iter().enumerate().take(nds) {
        if c == 0 {
            continue;
        }
        let id = if j < num_dims as usize {
            ctx.dim(j as u32)
        } else {
            ctx.symbol(j as u32 - num_dims)
        };
        let term = ctx.mul_const(id, c);
        expr = ctx.add(expr, term);
    }
    let last = flat.len() - 1;
    for (j, &c) in flat.iter().enumerate().take(last).skip(nds) {
        if c == 0 {
            continue;
        }
        let term = ctx.mul_const(local_exprs[j - nds], c);
        expr = ctx.add(expr, term);
    }
    let k = flat[last];
    if k != 0 {
        expr = ctx.add_const(expr, k);
    }
    expr
}

/// Semi-affine variant of [`affine_expr_from_flat_form`] that orders the
/// terms by dimension/symbol position (MLIR `getSemiAffineExprFromFlatForm`).
fn semi_affine_expr_from_flat_form(
    ctx: &mut AffineContext,
    flat: &[i64],
    num_dims: u32,
    num_symbols: u32,
    local_exprs: &[AffineExpr],
) -> AffineExpr {
    let nds = (num_dims + num_symbols) as usize;
    let mut expr = ctx.constant(0);
    // (key, coefficient, expression); keys are (position, signed order).
    let mut entries: Vec<((u32, i32), i64, AffineExpr)> = Vec::new();
    let mut offset_sym: u32 = 0;
    let mut offset_dim: i32 = -1;
    let max_ds = num_dims.max(num_symbols);
    for (j, &c) in flat.iter().enumerate().take(nds).skip(num_dims as usize) {
        if c == 0 {
            continue;
        }
        let key = (j as u32 - num_dims, (max_ds + offset_sym) as i32);
        offset_sym += 1;
        let s = ctx.symbol(j as u32 - num_dims);
        entries.push((key, c, s));
    }
    let mut added = vec![false; local_exprs.len()];
    for (i, &e) in local_exprs.iter().enumerate() {
        let coeff = flat[nds + i];
        if coeff == 0 {
            continue;
        }
        let Some((_, lhs, rhs)) = ctx.kind(e).as_binary() else {
            continue;
        };
        let lk = ctx.kind(lhs);
        let rk = ctx.kind(rhs);
        let lhs_ok = matches!(lk, AffineExprKind::Dim(_) | AffineExprKind::Symbol(_));
        let rhs_ok = matches!(
            rk,
            AffineExprKind::Dim(_) | AffineExprKind::Symbol(_) | AffineExprKind::Constant(_)
        );
        if !(lhs_ok && rhs_ok) {
            continue;
        }
        let key = match (lk, rk) {
            (AffineExprKind::Dim(lp), AffineExprKind::Constant(_)) => {
                let k = (lp, offset_dim);
                offset_dim -= 1;
                k
            }
            (AffineExprKind::Symbol(lp), AffineExprKind::Constant(_)) => {
                let k = (lp, (max_ds + offset_sym) as i32);
                offset_sym += 1;
                k
            }
            (AffineExprKind::Dim(lp), AffineExprKind::Symbol(rp)) => (lp, rp as i32),
            (AffineExprKind::Dim(lp), AffineExprKind::Dim(rp)) => (lp, rp as i32),
            (AffineExprKind::Symbol(lp), _) => {
                let k = (lp, (max_ds + offset_sym) as i32);
                offset_sym += 1;
                k
            }
            _ => continue,
        };
        entries.push((key, coeff, e));
        added[i] = true;
    }
    for (j, &c) in flat.iter().enumerate().take(num_dims as usize) {
        if c == 0 {
            continue;
        }
        let key = (j as u32, offset_dim);
        offset_dim -= 1;
        let d = ctx.dim(j as u32);
        entries.push((key, c, d));
    }
    // MLIR keeps these in DenseMaps keyed by the index pair: a duplicate key
    // keeps the first expression and coefficient.
    let mut seen: Vec<(u32, i32)> = Vec::new();
    let mut unique: Vec<((u32, i32), i64, AffineExpr)> = Vec::new();
    let mut keys: Vec<(u32, i32)> = Vec::new();
    for (k, c, e) in entries {
        keys.push(k);
        if !seen.contains(&k) {
            seen.push(k);
            unique.push((k, c, e));
        }
    }
    keys.sort();
    for k in keys {
        let (_, c, e) = *unique.iter().find(|(uk, _, _)| *uk == k).expect("key");
        let term = ctx.mul_const(e, c);
        expr = ctx.add(expr, term);
    }
    let last = flat.len() - 1;
    for j in nds..last {
        if flat[j] == 0 || added[j - nds] {
            continue;
        }
        let term = ctx.mul_const(local_exprs[j - nds], flat[j]);
        expr = ctx.add(expr, term);
    }
    let k = flat[last];
    if k != 0 {
        expr = ctx.add_const(expr, k);
    }
    expr
}

/// Whether `expr` is divisible by symbol `pos` in the sense used by
/// `simplifySemiAffine` (`op` is the division/modulo kind asking).
fn is_divisible_by_symbol(
    ctx: &AffineContext,
    expr: AffineExpr,
    pos: u32,
    op: AffineBinaryKind,
) -> bool {
    match ctx.kind(expr) {
        AffineExprKind::Constant(v) => v == 0,
        AffineExprKind::Dim(_) => false,
        AffineExprKind::Symbol(p) => p == pos,
        AffineExprKind::Add(l, r) => {
            is_divisible_by_symbol(ctx, l, pos, op) && is_divisible_by_symbol(ctx, r, pos, op)
        }
        AffineExprKind::Mod(l, r) => {
            is_divisible_by_symbol(ctx, l, pos, AffineBinaryKind::Mod)
                && is_divisible_by_symbol(ctx, r, pos, AffineBinaryKind::Mod)
        }
        AffineExprKind::Mul(l, r) => {
            // MLIR 22 does not look through a floordiv/ceildiv that is a
            // direct factor of a product (`(x floordiv c) * k`).
            let factor = |e: AffineExpr| {
                !matches!(
                    ctx.kind(e),
                    AffineExprKind::FloorDiv(..) | AffineExprKind::CeilDiv(..)
                ) && is_divisible_by_symbol(ctx, e, pos, op)
            };
            factor(l) || factor(r)
        }
        AffineExprKind::FloorDiv(l, _) => {
            op == AffineBinaryKind::FloorDiv
                && is_divisible_by_symbol(ctx, l, pos, AffineBinaryKind::FloorDiv)
        }
        AffineExprKind::CeilDiv(l, _) => {
            op == AffineBinaryKind::CeilDiv
                && is_divisible_by_symbol(ctx, l, pos, AffineBinaryKind::CeilDiv)
        }
    }
}

/// Divides `expr` by symbol `pos`; `None` where MLIR would produce a null
/// expression.
fn symbolic_divide(
    ctx: &mut AffineContext,
    expr: AffineExpr,
    pos: u32,
    op: AffineBinaryKind,
) -> Option<AffineExpr> {
    match ctx.kind(expr) {
        AffineExprKind::Constant(v) => {
            if v != 0 {
                None
            } else {
                Some(ctx.constant(0))
            }
        }
        AffineExprKind::Dim(_) => None,
        AffineExprKind::Symbol(_) => Some(ctx.constant(1)),
        AffineExprKind::Add(l, r) => {
            let a = symbolic_divide(ctx, l, pos, op)?;
            let b = symbolic_divide(ctx, r, pos, op)?;
            Some(ctx.add(a, b))
        }
        AffineExprKind::Mod(l, r) => {
            let a = symbolic_divide(ctx, l, pos, AffineBinaryKind::Mod)?;
            let b = symbolic_divide(ctx, r, pos, AffineBinaryKind::Mod)?;
            Some(ctx.modulo(a, b))
        }
        AffineExprKind::Mul(l, r) => {
            if !is_divisible_by_symbol(ctx, l, pos, op) {
                let b = symbolic_divide(ctx, r, pos, op)?;
                Some(ctx.mul(l, b))
            } else {
                let a = symbolic_divide(ctx, l, pos, op)?;
                Some(ctx.mul(a, r))
            }
        }
        AffineExprKind::FloorDiv(l, r) => {
            let a = symbolic_divide(ctx, l, pos, AffineBinaryKind::FloorDiv)?;
            Some(ctx.floor_div(a, r))
        }
        AffineExprKind::CeilDiv(l, r) => {
            let a = symbolic_divide(ctx, l, pos, AffineBinaryKind::CeilDiv)?;
            Some(ctx.ceil_div(a, r))
        }
    }
}

/// The summands of a (nested) addition.
fn summands(ctx: &AffineContext, e: AffineExpr, out: &mut Vec<AffineExpr>) {
    if let AffineExprKind::Add(l, r) = ctx.kind(e) {
        summands(ctx, l, out);
        summands(ctx, r, out);
    } else {
        out.push(e);
    }
}

/// `Mul(-1, x)` or `Mul(x, -1)` -> `x`.
fn negated(ctx: &AffineContext, e: AffineExpr) -> Option<AffineExpr> {
    let AffineExprKind::Mul(l, r) = ctx.kind(e) else {
        return None;
    };
    if l.as_constant(ctx) == Some(-1) {
        return Some(r);
    }
    if r.as_constant(ctx) == Some(-1) {
        return Some(l);
    }
    None
}

/// Whether `lhs mod rhs` is 0 because `lhs = x - x mod rhs` (MLIR
/// `isModOfModSubtraction`).
fn is_mod_of_mod_subtraction(
    ctx: &mut AffineContext,
    lhs: AffineExpr,
    rhs: AffineExpr,
    nd: u32,
    ns: u32,
) -> bool {
    let mut terms = Vec::new();
    summands(ctx, lhs, &mut terms);
    for i in 0..terms.len() {
        let Some(inner) = negated(ctx, terms[i]) else {
            continue;
        };
        let AffineExprKind::Mod(x, m) = ctx.kind(inner) else {
            continue;
        };
        if m != rhs {
            continue;
        }
        let mut diff = ctx.constant(0);
        for (j, &t) in terms.iter().enumerate() {
            if i != j {
                diff = ctx.add(diff, t);
            }
        }
        diff = ctx.sub(diff, x);
        diff = simplify_affine_expr(ctx, diff, nd, ns);
        if diff.as_constant(ctx) == Some(0) {
            return true;
        }
    }
    false
}

/// MLIR `simplifySemiAffine`: divisions/modulos by a symbol that divides
/// the dividend.
fn simplify_semi_affine(ctx: &mut AffineContext, expr: AffineExpr, nd: u32, ns: u32) -> AffineExpr {
    match ctx.kind(expr) {
        AffineExprKind::Constant(_) | AffineExprKind::Dim(_) | AffineExprKind::Symbol(_) => expr,
        AffineExprKind::Add(l, r) | AffineExprKind::Mul(l, r) => {
            let kind = if matches!(ctx.kind(expr), AffineExprKind::Add(..)) {
                AffineBinaryKind::Add
            } else {
                AffineBinaryKind::Mul
            };
            let a = simplify_semi_affine(ctx, l, nd, ns);
            let b = simplify_semi_affine(ctx, r, nd, ns);
            ctx.binary(kind, a, b)
        }
        k => {
            let (kind, l, r) = k.as_binary().expect("binary");
            let sl = simplify_semi_affine(ctx, l, nd, ns);
            let sr = simplify_semi_affine(ctx, r, nd, ns);
            if is_mod_of_mod_subtraction(ctx, sl, sr, nd, ns) {
                return ctx.constant(0);
            }
            let Some(pos) = sr.as_symbol(ctx) else {
                return ctx.binary(kind, sl, sr);
            };
            if !is_divisible_by_symbol(ctx, l, pos, kind) {
                return ctx.binary(kind, sl, sr);
            }
            if kind == AffineBinaryKind::Mod {
                return ctx.constant(0);
            }
            match symbolic_divide(ctx, sl, pos, kind) {
                Some(e) => e,
                None => ctx.binary(kind, sl, sr),
            }
        }
    }
}

/// Simplifies `expr` by flattening it into a sum of products and
/// rebuilding it (MLIR `simplifyAffineExpr`). Expressions containing a
/// division or modulo by a non-positive constant are returned unchanged.
pub fn simplify_affine_expr(
    ctx: &mut AffineContext,
    expr: AffineExpr,
    num_dims: u32,
    num_symbols: u32,
) -> AffineExpr {
    let mut expr = expr;
    if !expr.is_pure_affine(ctx) {
        expr = simplify_semi_affine(ctx, expr, num_dims, num_symbols);
    }
    let mut fl = AffineExprFlattener::new(num_dims, num_symbols);
    if fl.walk_post_order(ctx, expr).is_err() {
        return expr;
    }
    let flat = fl.operand_expr_stack.pop().expect("flattened row");
    let pure = expr.is_pure_affine(ctx);
    if !pure {
        let rebuilt =
            affine_expr_from_flat_form(ctx, &flat, num_dims, num_symbols, &fl.local_exprs);
        if rebuilt == expr {
            return expr;
        }
        return semi_affine_expr_from_flat_form(ctx, &flat, num_dims, num_symbols, &fl.local_exprs);
    }
    affine_expr_from_flat_form(ctx, &flat, num_dims, num_symbols, &fl.local_exprs)
}

/// Flattens a pure affine expression: `Some((row, local_exprs))` with row
/// layout `[dims, symbols, locals, const]`, or `None` on poison.
pub fn flatten_affine_expr(
    ctx: &mut AffineContext,
    expr: AffineExpr,
    num_dims: u32,
    num_symbols: u32,
) -> Option<(Vec<i64>, Vec<AffineExpr>)> {
    let mut fl = AffineExprFlattener::new(num_dims, num_symbols);
    fl.walk_post_order(ctx, expr).ok()?;
    let row = fl.operand_expr_stack.pop()?;
    Some((row, fl.local_exprs))
}

/// Constant lower (`is_upper == false`) or upper bound of `expr` given
/// constant bounds on the dims and symbols (MLIR `getBoundForAffineExpr`).
pub fn bound_for_affine_expr(
    ctx: &mut AffineContext,
    expr: AffineExpr,
    num_dims: u32,
    num_symbols: u32,
    lower: &[Option<i64>],
    upper: &[Option<i64>],
    is_upper: bool,
) -> Option<i64> {
    match ctx.kind(expr) {
        AffineExprKind::FloorDiv(l, r) => {
            let c = r.as_constant(ctx).filter(|&c| c >= 1)?;
            let b = bound_for_affine_expr(ctx, l, num_dims, num_symbols, lower, upper, is_upper)?;
            return Some(floor_div_i64(b, c));
        }
        AffineExprKind::CeilDiv(l, r) => {
            let c = r.as_constant(ctx).filter(|&c| c >= 1)?;
            let b = bound_for_affine_expr(ctx, l, num_dims, num_symbols, lower, upper, is_upper)?;
            return Some(super::expr::ceil_div_i64(b, c));
        }
        AffineExprKind::Mod(l, r) => {
            if let Some(c) = r.as_constant(ctx).filter(|&c| c >= 1) {
                let lb = bound_for_affine_expr(ctx, l, num_dims, num_symbols, lower, upper, false);
                let ub =
                    bound_for_affine_expr(ctx, l, num_dims, num_symbols, lower, upper, is_upper);
                if let (Some(lb), Some(ub)) = (lb, ub) {
                    if floor_div_i64(lb, c) == floor_div_i64(ub, c) {
                        return Some(if is_upper {
                            mod_i64(ub, c)
                        } else {
                            mod_i64(lb, c)
                        });
                    }
                }
                return Some(if is_upper { c - 1 } else { 0 });
            }
        }
        _ => {}
    }
    let (flat, locals) = flatten_affine_expr(ctx, expr, num_dims, num_symbols)?;
    if !locals.is_empty() {
        return None;
    }
    let mut bound: i64 = 0;
    for i in 0..(num_dims + num_symbols) as usize {
        let c = flat[i];
        if c > 0 {
            let b = if is_upper { upper[i] } else { lower[i] }?;
            bound = bound.wrapping_add(b.wrapping_mul(c));
        } else if c < 0 {
            let b = if is_upper { lower[i] } else { upper[i] }?;
            bound = bound.wrapping_add(b.wrapping_mul(c));
        }
    }
    Some(bound.wrapping_add(*flat.last().expect("constant column")))
}
