//! Affine maps `(d0, ..., dn)[s0, ..., sm] -> (e0, ..., ek)` and the helper
//! functions MLIR code relies on (identity/permutation queries, composition,
//! sub-maps, projections, constant folding).

use super::expr::{
    ceil_div_i64, floor_div_i64, mod_i64, AffineContext, AffineExpr, AffineExprKind, AffinePoison,
};
use super::simplify::simplify_affine_expr;

/// Handle to a uniqued affine map.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct AffineMap(pub(super) u32);

/// The contents of an affine map.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct AffineMapData {
    pub num_dims: u32,
    pub num_symbols: u32,
    pub results: Box<[AffineExpr]>,
}

/// Result of constant-folding one affine expression: MLIR distinguishes
/// "not foldable" from "poison" (division by zero, mod by non-positive).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FoldResult {
    Value(i64),
    Unknown,
    Poison,
}

impl AffineContext {
    /// `AffineMap::get(numDims, numSymbols, results)`.
    pub fn get_map(
        &mut self,
        num_dims: u32,
        num_symbols: u32,
        results: &[AffineExpr],
    ) -> AffineMap {
        self.intern_map(AffineMapData {
            num_dims,
            num_symbols,
            results: results.into(),
        })
    }

    /// The empty map `() -> ()`.
    pub fn get_empty_map(&mut self) -> AffineMap {
        self.get_map(0, 0, &[])
    }

    /// `(dims)[syms] -> ()`.
    pub fn get_map_no_results(&mut self, num_dims: u32, num_symbols: u32) -> AffineMap {
        self.get_map(num_dims, num_symbols, &[])
    }

    /// `() -> (val)`.
    pub fn get_constant_map(&mut self, val: i64) -> AffineMap {
        let c = self.constant(val);
        self.get_map(0, 0, &[c])
    }

    /// `(d0, ..., d{n-1}) -> (d0, ..., d{n-1})`.
    pub fn get_multi_dim_identity_map(&mut self, num_dims: u32) -> AffineMap {
        let exprs: Vec<AffineExpr> = (0..num_dims).map(|i| self.dim(i)).collect();
        self.get_map(num_dims, 0, &exprs)
    }

    /// `(d0, ..., d{dims-1}) -> (d{dims-results}, ..., d{dims-1})`.
    pub fn get_minor_identity_map(&mut self, dims: u32, results: u32) -> AffineMap {
        assert!(dims >= results, "Dimension mismatch");
        let exprs: Vec<AffineExpr> = (dims - results..dims).map(|i| self.dim(i)).collect();
        self.get_map(dims, 0, &exprs)
    }

    /// `(d0, ..., d{n-1}) -> (d{t0}, d{t1}, ...)`.
    pub fn get_multi_dim_map_with_targets(&mut self, num_dims: u32, targets: &[u32]) -> AffineMap {
        let exprs: Vec<AffineExpr> = targets.iter().map(|&t| self.dim(t)).collect();
        self.get_map(num_dims, 0, &exprs)
    }

    /// Permutation map from a non-empty permutation vector.
    pub fn get_permutation_map(&mut self, permutation: &[u32]) -> AffineMap {
        assert!(
            !permutation.is_empty(),
            "Cannot create permutation map from empty permutation vector"
        );
        let max = *permutation.iter().max().expect("non-empty");
        let m = self.get_multi_dim_map_with_targets(max + 1, permutation);
        assert!(m.is_permutation(self), "Invalid permutation vector");
        m
    }

    /// Identity map keeping only dimensions accepted by `keep`.
    pub fn get_filtered_identity_map(
        &mut self,
        num_dims: u32,
        keep: &dyn Fn(u32) -> bool,
    ) -> AffineMap {
        let exprs: Vec<AffineExpr> = (0..num_dims)
            .filter(|&i| keep(i))
            .map(|i| self.dim(i))
            .collect();
        self.get_map(num_dims, 0, &exprs)
    }

    /// The contents of a map.
    pub fn map_data(&self, m: AffineMap) -> &AffineMapData {
        &self.maps[m.0 as usize]
    }

    /// Maps over the maximal dimension/symbol positions used in the lists
    /// (MLIR `AffineMap::inferFromExprList`).
    pub fn infer_maps_from_expr_list(&mut self, lists: &[Vec<AffineExpr>]) -> Vec<AffineMap> {
        let (mut max_dim, mut max_sym) = (-1i64, -1i64);
        for list in lists {
            for &e in list {
                let (d, s) = max_dim_and_symbol(self, e);
                max_dim = max_dim.max(d);
                max_sym = max_sym.max(s);
            }
        }
        lists
            .iter()
            .map(|l| self.get_map((max_dim + 1) as u32, (max_sym + 1) as u32, l))
            .collect()
    }
}

/// Largest dimension and symbol positions in `e` (-1 if none).
pub fn max_dim_and_symbol(ctx: &AffineContext, e: AffineExpr) -> (i64, i64) {
    match ctx.kind(e) {
        AffineExprKind::Dim(p) => (p as i64, -1),
        AffineExprKind::Symbol(p) => (-1, p as i64),
        AffineExprKind::Constant(_) => (-1, -1),
        k => {
            let (_, l, r) = k.as_binary().expect("binary");
            let (a, b) = max_dim_and_symbol(ctx, l);
            let (c, d) = max_dim_and_symbol(ctx, r);
            (a.max(c), b.max(d))
        }
    }
}

impl AffineMap {
    /// Index of the map inside its context.
    pub fn index(self) -> u32 {
        self.0
    }

    /// The map's contents.
    pub fn data(self, ctx: &AffineContext) -> &AffineMapData {
        &ctx.maps[self.0 as usize]
    }

    /// Number of dimension inputs.
    pub fn num_dims(self, ctx: &AffineContext) -> u32 {
        self.data(ctx).num_dims
    }

    /// Number of symbol inputs.
    pub fn num_symbols(self, ctx: &AffineContext) -> u32 {
        self.data(ctx).num_symbols
    }

    /// Number of result expressions.
    pub fn num_results(self, ctx: &AffineContext) -> u32 {
        self.data(ctx).results.len() as u32
    }

    /// `num_dims + num_symbols`.
    pub fn num_inputs(self, ctx: &AffineContext) -> u32 {
        let d = self.data(ctx);
        d.num_dims + d.num_symbols
    }

    /// The result expressions.
    pub fn results(self, ctx: &AffineContext) -> &[AffineExpr] {
        &self.data(ctx).results
    }

    /// Result expression `idx`.
    pub fn result(self, ctx: &AffineContext, idx: usize) -> AffineExpr {
        self.data(ctx).results[idx]
    }

    /// Position of the dimension that result `idx` is (panics otherwise).
    pub fn dim_position(self, ctx: &AffineContext, idx: usize) -> u32 {
        self.result(ctx, idx)
            .as_dim(ctx)
            .expect("result is not a dimension")
    }

    /// Index of the first result equal to the dimension expression `input`.
    pub fn result_position(self, ctx: &AffineContext, input: AffineExpr) -> Option<usize> {
        input.as_dim(ctx)?;
        self.results(ctx).iter().position(|&r| r == input)
    }

    /// `() -> ()` with no inputs at all.
    pub fn is_empty(self, ctx: &AffineContext) -> bool {
        let d = self.data(ctx);
        d.num_dims == 0 && d.num_symbols == 0 && d.results.is_empty()
    }

    /// `(d0, ..., dn) -> (d0, ..., dn)` (symbols allowed).
    pub fn is_identity(self, ctx: &AffineContext) -> bool {
        let d = self.data(ctx);
        d.num_dims as usize == d.results.len()
            && d.results
                .iter()
                .enumerate()
                .all(|(i, &r)| r.as_dim(ctx) == Some(i as u32))
    }

    /// MLIR `isSymbolIdentity` (which, like MLIR, checks for dimensions).
    pub fn is_symbol_identity(self, ctx: &AffineContext) -> bool {
        let d = self.data(ctx);
        d.num_symbols as usize == d.results.len()
            && d.results
                .iter()
                .enumerate()
                .all(|(i, &r)| r.as_dim(ctx) == Some(i as u32))
    }

    /// Identity on the most minor dimensions.
    pub fn is_minor_identity(self, ctx: &AffineContext) -> bool {
        let d = self.data(ctx);
        if (d.num_dims as usize) < d.results.len() || d.num_symbols != 0 {
            return false;
        }
        let start = d.num_dims as usize - d.results.len();
        d.results
            .iter()
            .enumerate()
            .all(|(i, &r)| r.as_dim(ctx) == Some((start + i) as u32))
    }

    /// Minor identity where some results may be the constant 0
    /// (broadcasts); returns the broadcast result positions.
    pub fn is_minor_identity_with_broadcasting(self, ctx: &AffineContext) -> Option<Vec<u32>> {
        let d = self.data(ctx);
        if (d.num_dims as usize) < d.results.len() {
            return None;
        }
        let start = d.num_dims as usize - d.results.len();
        let mut bcast = Vec::new();
        for (i, &r) in d.results.iter().enumerate() {
            match ctx.kind(r) {
                AffineExprKind::Constant(0) => bcast.push(i as u32),
                AffineExprKind::Dim(p) if p as usize == start + i => {}
                _ => return None,
            }
        }
        Some(bcast)
    }

    /// Result positions that are the constant 0.
    pub fn broadcast_dims(self, ctx: &AffineContext) -> Vec<u32> {
        self.results(ctx)
            .iter()
            .enumerate()
            .filter(|(_, &r)| r.as_constant(ctx) == Some(0))
            .map(|(i, _)| i as u32)
            .collect()
    }

    /// Every result is a distinct dimension (or, if allowed, the constant 0)
    /// and there are no symbols.
    pub fn is_projected_permutation(
        self,
        ctx: &AffineContext,
        allow_zero_in_results: bool,
    ) -> bool {
        let d = self.data(ctx);
        if d.num_symbols > 0 {
            return false;
        }
        let inputs = (d.num_dims + d.num_symbols) as usize;
        if d.results.len() > inputs {
            return false;
        }
        let mut seen = vec![false; inputs];
        for &r in d.results.iter() {
            match ctx.kind(r) {
                AffineExprKind::Dim(p) => {
                    let p = p as usize;
                    if p >= seen.len() || seen[p] {
                        return false;
                    }
                    seen[p] = true;
                }
                AffineExprKind::Constant(0) if allow_zero_in_results => {}
                _ => return false,
            }
        }
        true
    }

    /// A projected permutation with as many results as dimensions.
    pub fn is_permutation(self, ctx: &AffineContext) -> bool {
        self.num_dims(ctx) == self.num_results(ctx) && self.is_projected_permutation(ctx, false)
    }

    /// Exactly one result, a constant.
    pub fn is_single_constant(self, ctx: &AffineContext) -> bool {
        let r = self.results(ctx);
        r.len() == 1 && r[0].as_constant(ctx).is_some()
    }

    /// All results are constants.
    pub fn is_constant(self, ctx: &AffineContext) -> bool {
        self.results(ctx)
            .iter()
            .all(|r| r.as_constant(ctx).is_some())
    }

    /// The value of a single-constant map (panics otherwise).
    pub fn single_constant_result(self, ctx: &AffineContext) -> i64 {
        assert!(
            self.is_single_constant(ctx),
            "map must have a single constant result"
        );
        self.result(ctx, 0).as_constant(ctx).expect("constant")
    }

    /// Values of an all-constant map (panics otherwise).
    pub fn constant_results(self, ctx: &AffineContext) -> Vec<i64> {
        self.results(ctx)
            .iter()
            .map(|r| {
                r.as_constant(ctx)
                    .expect("map must have only constant results")
            })
            .collect()
    }

    /// Number of results that are the constant 0.
    pub fn num_zero_results(self, ctx: &AffineContext) -> usize {
        self.results(ctx)
            .iter()
            .filter(|r| r.as_constant(ctx) == Some(0))
            .count()
    }

    /// Whether any result uses `d<pos>`.
    pub fn is_function_of_dim(self, ctx: &AffineContext, pos: u32) -> bool {
        self.results(ctx)
            .iter()
            .any(|r| r.is_function_of_dim(ctx, pos))
    }

    /// Whether any result uses `s<pos>`.
    pub fn is_function_of_symbol(self, ctx: &AffineContext, pos: u32) -> bool {
        self.results(ctx)
            .iter()
            .any(|r| r.is_function_of_symbol(ctx, pos))
    }

    /// GCD of the largest known divisors of all results (`u64::MAX` if there
    /// are no results).
    pub fn largest_known_divisor_of_results(self, ctx: &AffineContext) -> u64 {
        let mut g = 0u64;
        for &r in self.results(ctx) {
            g = super::expr::gcd_u64(g, r.largest_known_divisor(ctx) as u64);
        }
        if g == 0 {
            u64::MAX
        } else {
            g
        }
    }

    /// Visits every result expression in post order.
    pub fn walk_exprs(self, ctx: &AffineContext, f: &mut dyn FnMut(AffineExpr)) {
        for &r in self.results(ctx) {
            r.walk(ctx, f);
        }
    }

    fn rebuild(self, ctx: &mut AffineContext, results: Vec<AffineExpr>) -> AffineMap {
        let d = self.data(ctx);
        let (nd, ns) = (d.num_dims, d.num_symbols);
        ctx.get_map(nd, ns, &results)
    }

    /// The map with only the results at `positions` (in that order).
    pub fn sub_map(self, ctx: &mut AffineContext, positions: &[usize]) -> AffineMap {
        let exprs: Vec<AffineExpr> = positions.iter().map(|&i| self.result(ctx, i)).collect();
        self.rebuild(ctx, exprs)
    }

    /// The map with results `[start, start + length)`.
    pub fn slice_map(self, ctx: &mut AffineContext, start: usize, length: usize) -> AffineMap {
        let exprs = self.results(ctx)[start..start + length].to_vec();
        self.rebuild(ctx, exprs)
    }

    /// The first `n` results (`None` for n == 0, like MLIR's null map).
    pub fn major_sub_map(self, ctx: &mut AffineContext, n: usize) -> Option<AffineMap> {
        if n == 0 {
            return None;
        }
        if n > self.num_results(ctx) as usize {
            return Some(self);
        }
        Some(self.slice_map(ctx, 0, n))
    }

    /// The last `n` results (`None` for n == 0, like MLIR's null map).
    pub fn minor_sub_map(self, ctx: &mut AffineContext, n: usize) -> Option<AffineMap> {
        if n == 0 {
            return None;
        }
        let total = self.num_results(ctx) as usize;
        if n > total {
            return Some(self);
        }
        Some(self.slice_map(ctx, total - n, n))
    }

    /// Drops the results whose positions are set in `positions`.
    pub fn drop_results(self, ctx: &mut AffineContext, positions: &[bool]) -> AffineMap {
        let exprs: Vec<AffineExpr> = self
            .results(ctx)
            .iter()
            .enumerate()
            .filter(|(i, _)| !positions.get(*i).copied().unwrap_or(false))
            .map(|(_, &e)| e)
            .collect();
        self.rebuild(ctx, exprs)
    }

    /// Drops the result at `pos`.
    pub fn drop_result(self, ctx: &mut AffineContext, pos: usize) -> AffineMap {
        let mut exprs = self.results(ctx).to_vec();
        exprs.remove(pos);
        self.rebuild(ctx, exprs)
    }

    /// Drops all results that are the constant 0.
    pub fn drop_zero_results(self, ctx: &mut AffineContext) -> AffineMap {
        let exprs: Vec<AffineExpr> = self
            .results(ctx)
            .iter()
            .copied()
            .filter(|r| r.as_constant(ctx) != Some(0))
            .collect();
        self.rebuild(ctx, exprs)
    }

    /// Inserts `expr` as result number `pos`.
    pub fn insert_result(self, ctx: &mut AffineContext, expr: AffineExpr, pos: usize) -> AffineMap {
        let mut exprs = self.results(ctx).to_vec();
        exprs.insert(pos, expr);
        self.rebuild(ctx, exprs)
    }

    /// Substitutes dims/symbols in every result; the new map has the given
    /// numbers of dims and symbols.
    pub fn replace_dims_and_symbols(
        self,
        ctx: &mut AffineContext,
        dims: &[AffineExpr],
        syms: &[AffineExpr],
        num_result_dims: u32,
        num_result_syms: u32,
    ) -> AffineMap {
        let results = self.results(ctx).to_vec();
        let exprs: Vec<AffineExpr> = results
            .into_iter()
            .map(|e| e.replace_dims_and_symbols(ctx, dims, syms))
            .collect();
        ctx.get_map(num_result_dims, num_result_syms, &exprs)
    }

    /// Replaces `expr` by `replacement` in every result.
    pub fn replace(
        self,
        ctx: &mut AffineContext,
        expr: AffineExpr,
        replacement: AffineExpr,
        num_result_dims: u32,
        num_result_syms: u32,
    ) -> AffineMap {
        let results = self.results(ctx).to_vec();
        let exprs: Vec<AffineExpr> = results
            .into_iter()
            .map(|e| e.replace(ctx, expr, replacement))
            .collect();
        ctx.get_map(num_result_dims, num_result_syms, &exprs)
    }

    /// Shifts dimension positions of all results (MLIR `shiftDims`).
    pub fn shift_dims(self, ctx: &mut AffineContext, shift: u32, offset: u32) -> AffineMap {
        let d = self.data(ctx);
        let (nd, ns) = (d.num_dims, d.num_symbols);
        let results = d.results.to_vec();
        let exprs: Vec<AffineExpr> = results
            .into_iter()
            .map(|e| e.shift_dims(ctx, nd, shift, offset))
            .collect();
        ctx.get_map(nd + shift, ns, &exprs)
    }

    /// Shifts symbol positions of all results (MLIR `shiftSymbols`).
    pub fn shift_symbols(self, ctx: &mut AffineContext, shift: u32, offset: u32) -> AffineMap {
        let d = self.data(ctx);
        let (nd, ns) = (d.num_dims, d.num_symbols);
        let results = d.results.to_vec();
        let exprs: Vec<AffineExpr> = results
            .into_iter()
            .map(|e| e.shift_symbols(ctx, ns, shift, offset))
            .collect();
        ctx.get_map(nd, ns + shift, &exprs)
    }

    /// `self ∘ map`: feeds the results of `map` into the dimensions of
    /// `self`; symbols of `self` come first, then those of `map`.
    pub fn compose(self, ctx: &mut AffineContext, map: AffineMap) -> AffineMap {
        assert_eq!(
            self.num_dims(ctx),
            map.num_results(ctx),
            "Number of results mismatch"
        );
        let num_dims = map.num_dims(ctx);
        let this_syms = self.num_symbols(ctx);
        let num_symbols = this_syms + map.num_symbols(ctx);
        let new_dims: Vec<AffineExpr> = (0..num_dims).map(|i| ctx.dim(i)).collect();
        let new_syms: Vec<AffineExpr> = (this_syms..num_symbols).map(|i| ctx.symbol(i)).collect();
        let new_map =
            map.replace_dims_and_symbols(ctx, &new_dims, &new_syms, num_dims, num_symbols);
        let results = self.results(ctx).to_vec();
        let exprs: Vec<AffineExpr> = results
            .into_iter()
            .map(|e| e.compose(ctx, new_map))
            .collect();
        ctx.get_map(num_dims, num_symbols, &exprs)
    }

    /// Applies a symbol-less map to constant dimension values.
    pub fn compose_values(self, ctx: &mut AffineContext, values: &[i64]) -> Vec<i64> {
        assert_eq!(self.num_symbols(ctx), 0, "Expected symbol-less map");
        let exprs = ctx.constants(values);
        let results = self.results(ctx).to_vec();
        results
            .into_iter()
            .map(|e| {
                let r = e.replace_dims(ctx, &exprs);
                r.as_constant(ctx)
                    .expect("composition did not fold to a constant")
            })
            .collect()
    }

    /// Evaluates each result with the given operand constants (`None` =
    /// unknown operand), like MLIR's `AffineExprConstantFolder`.
    pub fn fold_results(self, ctx: &AffineContext, operands: &[Option<i64>]) -> Vec<FoldResult> {
        let nd = self.num_dims(ctx);
        self.results(ctx)
            .iter()
            .map(|&e| {
                let mut poison = false;
                match fold_expr(ctx, e, nd, operands, &mut poison) {
                    _ if poison => FoldResult::Poison,
                    Some(v) => FoldResult::Value(v),
                    None => FoldResult::Unknown,
                }
            })
            .collect()
    }

    /// MLIR `partialConstantFold`: results that fold become constants.
    /// Returns the new map and, if every result folded, their values; `Err`
    /// if some result is poison.
    pub fn partial_constant_fold(
        self,
        ctx: &mut AffineContext,
        operands: &[Option<i64>],
    ) -> Result<(AffineMap, Option<Vec<i64>>), AffinePoison> {
        let folded = self.fold_results(ctx, operands);
        let results = self.results(ctx).to_vec();
        let mut exprs = Vec::with_capacity(results.len());
        let mut values = Some(Vec::new());
        for (e, f) in results.into_iter().zip(folded) {
            match f {
                FoldResult::Poison => return Err(AffinePoison),
                FoldResult::Value(v) => {
                    exprs.push(ctx.constant(v));
                    if let Some(vs) = values.as_mut() {
                        vs.push(v);
                    }
                }
                FoldResult::Unknown => {
                    exprs.push(e);
                    values = None;
                }
            }
        }
        let m = self.rebuild(ctx, exprs);
        Ok((m, values))
    }
}

/// Constant evaluation of one expression; operands are dims then symbols.
fn fold_expr(
    ctx: &AffineContext,
    e: AffineExpr,
    num_dims: u32,
    ops: &[Option<i64>],
    poison: &mut bool,
) -> Option<i64> {
    match ctx.kind(e) {
        AffineExprKind::Constant(v) => Some(v),
        AffineExprKind::Dim(p) => ops.get(p as usize).copied().flatten(),
        AffineExprKind::Symbol(p) => ops.get((num_dims + p) as usize).copied().flatten(),
        k => {
            let (kind, l, r) = k.as_binary().expect("binary");
            let l = fold_expr(ctx, l, num_dims, ops, poison)?;
            let r = fold_expr(ctx, r, num_dims, ops, poison)?;
            use super::expr::AffineBinaryKind as K;
            match kind {
                K::Add => Some(l.wrapping_add(r)),
                K::Mul => Some(l.wrapping_mul(r)),
                K::Mod => {
                    if r < 1 {
                        *poison = true;
                        None
                    } else {
                        Some(mod_i64(l, r))
                    }
                }
                K::FloorDiv | K::CeilDiv => {
                    if r == 0 {
                        *poison = true;
                        None
                    } else if kind == K::FloorDiv {
                        Some(floor_div_i64(l, r))
                    } else {
                        Some(ceil_div_i64(l, r))
                    }
                }
            }
        }
    }
}

/// Simplifies every result with [`simplify_affine_expr`].
pub fn simplify_affine_map(ctx: &mut AffineContext, map: AffineMap) -> AffineMap {
    let d = map.data(ctx);
    let (nd, ns) = (d.num_dims, d.num_symbols);
    let results = d.results.to_vec();
    let exprs: Vec<AffineExpr> = results
        .into_iter()
        .map(|e| simplify_affine_expr(ctx, e, nd, ns))
        .collect();
    ctx.get_map(nd, ns, &exprs)
}

/// Removes adjacent duplicate results (MLIR `removeDuplicateExprs`, which
/// uses `std::unique`).
pub fn remove_duplicate_exprs(ctx: &mut AffineContext, map: AffineMap) -> AffineMap {
    let mut exprs = map.results(ctx).to_vec();
    exprs.dedup();
    let d = map.data(ctx);
    let (nd, ns) = (d.num_dims, d.num_symbols);
    ctx.get_map(nd, ns, &exprs)
}

/// Inverse of a (projected) permutation; `None` if `map` is not
/// invertible this way. The empty map is its own inverse.
pub fn inverse_permutation(ctx: &mut AffineContext, map: AffineMap) -> Option<AffineMap> {
    if map.is_empty(ctx) {
        return Some(map);
    }
    assert_eq!(map.num_symbols(ctx), 0, "expected map without symbols");
    let nd = map.num_dims(ctx) as usize;
    let mut exprs: Vec<Option<AffineExpr>> = vec![None; nd];
    let results = map.results(ctx).to_vec();
    for (i, &e) in results.iter().enumerate() {
        if let Some(p) = e.as_dim(ctx) {
            let p = p as usize;
            if p < nd && exprs[p].is_none() {
                exprs[p] = Some(ctx.dim(i as u32));
            }
        }
    }
    let seen: Vec<AffineExpr> = exprs.into_iter().flatten().collect();
    if seen.len() != map.num_inputs(ctx) as usize {
        return None;
    }
    Some(ctx.get_map(results.len() as u32, 0, &seen))
}

/// MLIR `inverseAndBroadcastProjectedPermutation`.
pub fn inverse_and_broadcast_projected_permutation(
    ctx: &mut AffineContext,
    map: AffineMap,
) -> AffineMap {
    assert!(map.is_projected_permutation(ctx, true));
    let zero = ctx.constant(0);
    let mut exprs = vec![zero; map.num_inputs(ctx) as usize];
    let results = map.results(ctx).to_vec();
    for (i, &e) in results.iter().enumerate() {
        if let Some(p) = e.as_dim(ctx) {
            exprs[p as usize] = ctx.dim(i as u32);
        }
    }
    ctx.get_map(results.len() as u32, 0, &exprs)
}

/// Concatenates the results of `maps`, shifting symbols so each map keeps
/// its own (MLIR `concatAffineMaps`).
pub fn concat_affine_maps(ctx: &mut AffineContext, maps: &[AffineMap]) -> AffineMap {
    if maps.is_empty() {
        return ctx.get_empty_map();
    }
    let mut results = Vec::new();
    let (mut nd, mut ns) = (0u32, 0u32);
    for &m in maps {
        let msyms = m.num_symbols(ctx);
        let rs = m.results(ctx).to_vec();
        for r in rs {
            results.push(r.shift_symbols(ctx, msyms, ns, 0));
        }
        ns += msyms;
        nd = nd.max(m.num_dims(ctx));
    }
    ctx.get_map(nd, ns, &results)
}

fn project_common(
    ctx: &mut AffineContext,
    map: AffineMap,
    to_project: &[bool],
    compress: bool,
    is_dim: bool,
) -> AffineMap {
    let (nd, ns) = (map.num_dims(ctx), map.num_symbols(ctx));
    let n = if is_dim { nd } else { ns };
    let mut repl = Vec::with_capacity(n as usize);
    let mut new_n = 0u32;
    for i in 0..n {
        if to_project.get(i as usize).copied().unwrap_or(false) {
            repl.push(ctx.constant(0));
            continue;
        }
        let pos = if compress {
            new_n += 1;
            new_n - 1
        } else {
            i
        };
        repl.push(if is_dim {
            ctx.dim(pos)
        } else {
            ctx.symbol(pos)
        });
    }
    let results = map.results(ctx).to_vec();
    let exprs: Vec<AffineExpr> = results
        .into_iter()
        .map(|e| {
            if is_dim {
                e.replace_dims(ctx, &repl)
            } else {
                e.replace_symbols(ctx, &repl)
            }
        })
        .collect();
    let rd = if compress && is_dim { new_n } else { nd };
    let rs = if compress && !is_dim { new_n } else { ns };
    ctx.get_map(rd, rs, &exprs)
}

/// Replaces the marked dimensions by 0, renumbering the rest if `compress`.
pub fn project_dims(
    ctx: &mut AffineContext,
    map: AffineMap,
    dims: &[bool],
    compress: bool,
) -> AffineMap {
    project_common(ctx, map, dims, compress, true)
}

/// Replaces the marked symbols by 0, renumbering the rest if `compress`.
pub fn project_symbols(
    ctx: &mut AffineContext,
    map: AffineMap,
    syms: &[bool],
    compress: bool,
) -> AffineMap {
    project_common(ctx, map, syms, compress, false)
}

/// Dimensions used by none of the maps (all maps must agree on num_dims).
pub fn unused_dims(ctx: &AffineContext, maps: &[AffineMap]) -> Vec<bool> {
    let nd = maps[0].num_dims(ctx);
    (0..nd)
        .map(|i| !maps.iter().any(|m| m.is_function_of_dim(ctx, i)))
        .collect()
}

/// Symbols used by none of the maps.
pub fn unused_symbols(ctx: &AffineContext, maps: &[AffineMap]) -> Vec<bool> {
    let ns = maps[0].num_symbols(ctx);
    (0..ns)
        .map(|i| !maps.iter().any(|m| m.is_function_of_symbol(ctx, i)))
        .collect()
}

/// Drops the marked dimensions (MLIR `compressDims`).
pub fn compress_dims(ctx: &mut AffineContext, map: AffineMap, unused: &[bool]) -> AffineMap {
    project_dims(ctx, map, unused, true)
}

/// Drops dimensions that do not occur (MLIR `compressUnusedDims`).
pub fn compress_unused_dims(ctx: &mut AffineContext, map: AffineMap) -> AffineMap {
    let u = unused_dims(ctx, &[map]);
    compress_dims(ctx, map, &u)
}

/// Drops the marked symbols (MLIR `compressSymbols`).
pub fn compress_symbols(ctx: &mut AffineContext, map: AffineMap, unused: &[bool]) -> AffineMap {
    project_symbols(ctx, map, unused, true)
}

/// Drops symbols that do not occur (MLIR `compressUnusedSymbols`).
pub fn compress_unused_symbols(ctx: &mut AffineContext, map: AffineMap) -> AffineMap {
    let u = unused_symbols(ctx, &[map]);
    compress_symbols(ctx, map, &u)
}

/// MLIR `getProjectedMap`.
pub fn get_projected_map(
    ctx: &mut AffineContext,
    map: AffineMap,
    dims: &[bool],
    compress_dims_flag: bool,
    compress_symbols_flag: bool,
) -> AffineMap {
    let m = project_dims(ctx, map, dims, compress_dims_flag);
    if compress_symbols_flag {
        compress_unused_symbols(ctx, m)
    } else {
        m
    }
}
