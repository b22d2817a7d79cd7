//! Affine expressions: the uniquing context, the construction-time
//! simplifications MLIR applies (`operator+`, `operator*`, `floorDiv`,
//! `ceilDiv`, `operator%` on `AffineExpr`) and structural queries.

use std::hash::BuildHasher;

use hashbrown::{DefaultHashBuilder, HashTable};

use super::map::AffineMapData;
use super::set::IntegerSetData;
use super::{AffineMap, IntegerSet};

/// Handle to a uniqued affine expression. Two handles from the same
/// [`AffineContext`] are equal iff the expressions are structurally equal.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct AffineExpr(pub(super) u32);

impl AffineExpr {
    /// Index of the expression inside its context (stable for the context's
    /// lifetime; useful as a dense map key).
    pub fn index(self) -> u32 {
        self.0
    }
}

/// The structure of one affine expression node. Operands are handles into
/// the same context.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AffineExprKind {
    Add(AffineExpr, AffineExpr),
    Mul(AffineExpr, AffineExpr),
    Mod(AffineExpr, AffineExpr),
    FloorDiv(AffineExpr, AffineExpr),
    CeilDiv(AffineExpr, AffineExpr),
    Dim(u32),
    Symbol(u32),
    Constant(i64),
}

/// Kind of a binary affine operation, used by the generic constructor
/// [`AffineContext::binary`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AffineBinaryKind {
    Add,
    Mul,
    Mod,
    FloorDiv,
    CeilDiv,
}

impl AffineExprKind {
    /// The binary kind and operands, or `None` for leaves.
    pub fn as_binary(self) -> Option<(AffineBinaryKind, AffineExpr, AffineExpr)> {
        match self {
            AffineExprKind::Add(l, r) => Some((AffineBinaryKind::Add, l, r)),
            AffineExprKind::Mul(l, r) => Some((AffineBinaryKind::Mul, l, r)),
            AffineExprKind::Mod(l, r) => Some((AffineBinaryKind::Mod, l, r)),
            AffineExprKind::FloorDiv(l, r) => Some((AffineBinaryKind::FloorDiv, l, r)),
            AffineExprKind::CeilDiv(l, r) => Some((AffineBinaryKind::CeilDiv, l, r)),
            _ => None,
        }
    }
}

/// Owner and uniquer of all affine expressions, maps and integer sets.
///
/// Everything is hash-consed, so handle equality is structural equality,
/// exactly like pointer equality of MLIR's uniqued storage.
pub struct AffineContext {
    exprs: Vec<AffineExprKind>,
    /// Per expression: contains no dimension (cached because every sum and
    /// product construction asks).
    symbolic: Vec<bool>,
    expr_table: HashTable<u32>,
    pub(super) maps: Vec<AffineMapData>,
    map_table: HashTable<u32>,
    pub(super) sets: Vec<IntegerSetData>,
    set_table: HashTable<u32>,
    hasher: DefaultHashBuilder,
}

impl Default for AffineContext {
    fn default() -> Self {
        Self::new()
    }
}

impl std::fmt::Debug for AffineContext {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AffineContext")
            .field("exprs", &self.exprs.len())
            .field("maps", &self.maps.len())
            .field("sets", &self.sets.len())
            .finish()
    }
}

/// Marker error: the expression divides by zero or takes a modulo by a
/// non-positive constant, which MLIR treats as poison.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct AffinePoison;

impl std::fmt::Display for AffinePoison {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("affine expression divides by zero or takes a non-positive modulo")
    }
}

impl std::error::Error for AffinePoison {}

/// Floor division as MLIR's `divideFloorSigned` (callers exclude overflow).
pub(super) fn floor_div_i64(a: i64, b: i64) -> i64 {
    let q = a.wrapping_div(b);
    if a.wrapping_rem(b) != 0 && ((a < 0) != (b < 0)) {
        q.wrapping_sub(1)
    } else {
        q
    }
}

/// Ceil division as MLIR's `divideCeilSigned` (callers exclude overflow).
pub(super) fn ceil_div_i64(a: i64, b: i64) -> i64 {
    let q = a.wrapping_div(b);
    if a.wrapping_rem(b) != 0 && ((a < 0) == (b < 0)) {
        q.wrapping_add(1)
    } else {
        q
    }
}

/// Non-negative remainder as MLIR's `mod` (divisor must be positive).
pub(super) fn mod_i64(a: i64, b: i64) -> i64 {
    let r = a.wrapping_rem(b);
    if r < 0 {
        r.wrapping_add(b)
    } else {
        r
    }
}

/// `std::gcd` on unsigned 64-bit values, as MLIR uses it.
pub(super) fn gcd_u64(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

/// C++ `%` on int64 that never panics (x % 0 is UB in C++; we return 1 so
/// that "is divisible" checks fail).
fn rem_or_nonzero(a: i64, b: i64) -> i64 {
    if b == 0 {
        1
    } else {
        a.wrapping_rem(b)
    }
}

impl AffineContext {
    /// Creates an empty context.
    pub fn new() -> Self {
        AffineContext {
            exprs: Vec::new(),
            symbolic: Vec::new(),
            expr_table: HashTable::new(),
            maps: Vec::new(),
            map_table: HashTable::new(),
            sets: Vec::new(),
            set_table: HashTable::new(),
            hasher: DefaultHashBuilder::default(),
        }
    }

    /// Number of distinct expressions created so far.
    pub fn num_exprs(&self) -> usize {
        self.exprs.len()
    }

    /// Uniques a node without applying any simplification.
    pub(super) fn intern(&mut self, kind: AffineExprKind) -> AffineExpr {
        let hash = self.hasher.hash_one(kind);
        let exprs = &self.exprs;
        if let Some(&id) = self.expr_table.find(hash, |&id| exprs[id as usize] == kind) {
            return AffineExpr(id);
        }
        let id = u32::try_from(self.exprs.len()).expect("too many affine expressions");
        let symbolic = match kind {
            AffineExprKind::Constant(_) | AffineExprKind::Symbol(_) => true,
            AffineExprKind::Dim(_) => false,
            AffineExprKind::Add(l, r)
            | AffineExprKind::Mul(l, r)
            | AffineExprKind::Mod(l, r)
            | AffineExprKind::FloorDiv(l, r)
            | AffineExprKind::CeilDiv(l, r) => {
                self.symbolic[l.0 as usize] && self.symbolic[r.0 as usize]
            }
        };
        self.exprs.push(kind);
        self.symbolic.push(symbolic);
        let (exprs, hasher) = (&self.exprs, &self.hasher);
        self.expr_table
            .insert_unique(hash, id, |&i| hasher.hash_one(exprs[i as usize]));
        AffineExpr(id)
    }

    pub(super) fn intern_map(&mut self, data: AffineMapData) -> AffineMap {
        let hash = self.hasher.hash_one(&data);
        let maps = &self.maps;
        if let Some(&id) = self.map_table.find(hash, |&id| maps[id as usize] == data) {
            return AffineMap(id);
        }
        let id = u32::try_from(self.maps.len()).expect("too many affine maps");
        self.maps.push(data);
        let (maps, hasher) = (&self.maps, &self.hasher);
        self.map_table
            .insert_unique(hash, id, |&i| hasher.hash_one(&maps[i as usize]));
        AffineMap(id)
    }

    pub(super) fn intern_set(&mut self, data: IntegerSetData) -> IntegerSet {
        let hash = self.hasher.hash_one(&data);
        let sets = &self.sets;
        if let Some(&id) = self.set_table.find(hash, |&id| sets[id as usize] == data) {
            return IntegerSet(id);
        }
        let id = u32::try_from(self.sets.len()).expect("too many integer sets");
        self.sets.push(data);
        let (sets, hasher) = (&self.sets, &self.hasher);
        self.set_table
            .insert_unique(hash, id, |&i| hasher.hash_one(&sets[i as usize]));
        IntegerSet(id)
    }

    /// The structure of `e`.
    pub fn kind(&self, e: AffineExpr) -> AffineExprKind {
        self.exprs[e.0 as usize]
    }

    // ----- leaves ---------------------------------------------------------

    /// `d<pos>`.
    pub fn dim(&mut self, pos: u32) -> AffineExpr {
        self.intern(AffineExprKind::Dim(pos))
    }

    /// `s<pos>`.
    pub fn symbol(&mut self, pos: u32) -> AffineExpr {
        self.intern(AffineExprKind::Symbol(pos))
    }

    /// An integer constant.
    pub fn constant(&mut self, value: i64) -> AffineExpr {
        self.intern(AffineExprKind::Constant(value))
    }

    /// Constants for each value (MLIR `getAffineConstantExprs`).
    pub fn constants(&mut self, values: &[i64]) -> Vec<AffineExpr> {
        values.iter().map(|&v| self.constant(v)).collect()
    }

    // ----- simplifying binary constructors ---------------------------------

    /// Builds a binary expression of the given kind with MLIR's
    /// construction-time simplifications (`getAffineBinaryOpExpr`).
    pub fn binary(
        &mut self,
        kind: AffineBinaryKind,
        lhs: AffineExpr,
        rhs: AffineExpr,
    ) -> AffineExpr {
        match kind {
            AffineBinaryKind::Add => self.add(lhs, rhs),
            AffineBinaryKind::Mul => self.mul(lhs, rhs),
            AffineBinaryKind::Mod => self.modulo(lhs, rhs),
            AffineBinaryKind::FloorDiv => self.floor_div(lhs, rhs),
            AffineBinaryKind::CeilDiv => self.ceil_div(lhs, rhs),
        }
    }

    /// `lhs + rhs` (MLIR `AffineExpr::operator+`).
    pub fn add(&mut self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        match self.simplify_add(lhs, rhs) {
            Some(e) => e,
            None => self.intern(AffineExprKind::Add(lhs, rhs)),
        }
    }

    /// `lhs + c`.
    pub fn add_const(&mut self, lhs: AffineExpr, c: i64) -> AffineExpr {
        let c = self.constant(c);
        self.add(lhs, c)
    }

    /// `lhs - rhs`, i.e. `lhs + rhs * -1`.
    pub fn sub(&mut self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        let neg = self.neg(rhs);
        self.add(lhs, neg)
    }

    /// `lhs - c`, i.e. `lhs + (-c)` (wrapping like the C++ code).
    pub fn sub_const(&mut self, lhs: AffineExpr, c: i64) -> AffineExpr {
        self.add_const(lhs, c.wrapping_neg())
    }

    /// `-e`, i.e. `e * -1`.
    pub fn neg(&mut self, e: AffineExpr) -> AffineExpr {
        self.mul_const(e, -1)
    }

    /// `lhs * rhs` (MLIR `AffineExpr::operator*`). At least one operand
    /// should be symbolic or constant; if neither is, the product is built
    /// unsimplified (MLIR would assert).
    pub fn mul(&mut self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        match self.simplify_mul(lhs, rhs) {
            Some(e) => e,
            None => self.intern(AffineExprKind::Mul(lhs, rhs)),
        }
    }

    /// `lhs * c`.
    pub fn mul_const(&mut self, lhs: AffineExpr, c: i64) -> AffineExpr {
        let c = self.constant(c);
        self.mul(lhs, c)
    }

    /// `lhs floordiv rhs`.
    pub fn floor_div(&mut self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        match self.simplify_floor_div(lhs, rhs) {
            Some(e) => e,
            None => self.intern(AffineExprKind::FloorDiv(lhs, rhs)),
        }
    }

    /// `lhs floordiv c`.
    pub fn floor_div_const(&mut self, lhs: AffineExpr, c: i64) -> AffineExpr {
        let c = self.constant(c);
        self.floor_div(lhs, c)
    }

    /// `lhs ceildiv rhs`.
    pub fn ceil_div(&mut self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        match self.simplify_ceil_div(lhs, rhs) {
            Some(e) => e,
            None => self.intern(AffineExprKind::CeilDiv(lhs, rhs)),
        }
    }

    /// `lhs ceildiv c`.
    pub fn ceil_div_const(&mut self, lhs: AffineExpr, c: i64) -> AffineExpr {
        let c = self.constant(c);
        self.ceil_div(lhs, c)
    }

    /// `lhs mod rhs`.
    pub fn modulo(&mut self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        match self.simplify_mod(lhs, rhs) {
            Some(e) => e,
            None => self.intern(AffineExprKind::Mod(lhs, rhs)),
        }
    }

    /// `lhs mod c`.
    pub fn modulo_const(&mut self, lhs: AffineExpr, c: i64) -> AffineExpr {
        let c = self.constant(c);
        self.modulo(lhs, c)
    }

    fn as_const(&self, e: AffineExpr) -> Option<i64> {
        match self.kind(e) {
            AffineExprKind::Constant(v) => Some(v),
            _ => None,
        }
    }

    fn simplify_add(&mut self, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
        let lhs_const = self.as_const(lhs);
        let rhs_const = self.as_const(rhs);
        // Fold constants unless the sum overflows (then the node is kept).
        if let (Some(l), Some(r)) = (lhs_const, rhs_const) {
            return l.checked_add(r).map(|s| self.constant(s));
        }
        // Canonicalize: constant, else symbolic operand, on the right.
        if lhs_const.is_some()
            || (lhs.is_symbolic_or_constant(self) && !rhs.is_symbolic_or_constant(self))
        {
            return Some(self.add(rhs, lhs));
        }
        if self.leaves_out_of_order(lhs, rhs) {
            return Some(self.add(rhs, lhs));
        }
        if rhs_const == Some(0) {
            return Some(lhs);
        }
        let lbin = self.kind(lhs);
        // (d0 + 2) + 3 -> d0 + 5.
        if let (AffineExprKind::Add(ll, lr), Some(r)) = (lbin, rhs_const) {
            if let Some(lrc) = self.as_const(lr) {
                return Some(self.add_const(ll, lrc.wrapping_add(r)));
            }
        }
        // c1 * e + c2 * e -> (c1 + c2) * e.
        let (first, c1) = match lbin {
            AffineExprKind::Mul(l, r) => match self.as_const(r) {
                Some(c) => (l, c),
                None => (lhs, 1),
            },
            _ => (lhs, 1),
        };
        let rbin = self.kind(rhs);
        let (second, c2) = match rbin {
            AffineExprKind::Mul(l, r) => match self.as_const(r) {
                Some(c) => (l, c),
                None => (rhs, 1),
            },
            _ => (rhs, 1),
        };
        if first == second {
            return Some(self.mul_const(first, c1.wrapping_add(c2)));
        }
        // (d0 + 2) + d1 -> (d0 + d1) + 2.
        if let AffineExprKind::Add(ll, lr) = lbin {
            if self.as_const(lr).is_some() {
                let s = self.add(ll, rhs);
                return Some(self.add(s, lr));
            }
        }
        // e - q * (e floordiv q) -> e mod q, and e + (e floordiv c) * -c -> e mod c.
        let (_, lrhs, rrhs) = rbin.as_binary()?;
        if self.as_const(rrhs) == Some(-1) {
            if let AffineExprKind::Mul(llrhs, rlrhs) = self.kind(lrhs) {
                let AffineExprKind::FloorDiv(fl, fr) = self.kind(llrhs) else {
                    return None;
                };
                if fr == rlrhs && lhs == fl {
                    return Some(self.modulo(lhs, rlrhs));
                }
            }
        }
        // The remaining patterns need `rhs = (x floordiv q) * k`.
        let AffineExprKind::Mul(..) = rbin else {
            return None;
        };
        let AffineExprKind::FloorDiv(llrhs, rlrhs) = self.kind(lrhs) else {
            return None;
        };
        // e + (e floordiv c) * -c -> e mod c, for a positive constant c only.
        if self.as_const(rlrhs).is_some_and(|c| c > 0) && lhs == llrhs {
            let neg = self.neg(rrhs);
            if rlrhs == neg {
                return Some(self.modulo(lhs, rlrhs));
            }
        }
        // (a + b) + (x floordiv q) * k -> a + (b + (x floordiv q) * k) when
        // the inner sum simplifies (e.g. b == x gives `a + x mod q`).
        if let AffineExprKind::Add(a, b) = lbin {
            if let Some(inner) = self.simplify_add(b, rhs) {
                return Some(self.add(a, inner));
            }
        }
        None
    }

    /// Two dimensions (or two symbols) are ordered by position in sums and
    /// products: `d1 + d0` becomes `d0 + d1`.
    fn leaves_out_of_order(&self, lhs: AffineExpr, rhs: AffineExpr) -> bool {
        match (self.kind(lhs), self.kind(rhs)) {
            (AffineExprKind::Dim(a), AffineExprKind::Dim(b)) => a > b,
            (AffineExprKind::Symbol(a), AffineExprKind::Symbol(b)) => a > b,
            _ => false,
        }
    }

    fn simplify_mul(&mut self, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
        let lhs_const = self.as_const(lhs);
        let rhs_const = self.as_const(rhs);
        if let (Some(l), Some(r)) = (lhs_const, rhs_const) {
            return l.checked_mul(r).map(|p| self.constant(p));
        }
        let lhs_sym = lhs.is_symbolic_or_constant(self);
        let rhs_sym = rhs.is_symbolic_or_constant(self);
        if !lhs_sym && !rhs_sym {
            // Non-affine product: MLIR asserts here; keep it unsimplified.
            return None;
        }
        // Constant, else symbolic operand, on the right.
        if !rhs_sym || lhs_const.is_some() || self.leaves_out_of_order(lhs, rhs) {
            return Some(self.mul(rhs, lhs));
        }
        if let Some(r) = rhs_const {
            if r == 1 {
                return Some(lhs);
            }
            if r == 0 {
                return Some(rhs);
            }
        }
        if let AffineExprKind::Mul(ll, lr) = self.kind(lhs) {
            if let Some(lrc) = self.as_const(lr) {
                // (d0 * 2) * 3 -> d0 * 6 (wrapping like the C++ code).
                if let Some(r) = rhs_const {
                    return Some(self.mul_const(ll, lrc.wrapping_mul(r)));
                }
                // (d0 * 2) * s0 -> (d0 * s0) * 2.
                let p = self.mul(ll, rhs);
                return Some(self.mul(p, lr));
            }
        }
        None
    }

    fn simplify_floor_div(&mut self, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
        let r = self.as_const(rhs)?;
        if r == 0 {
            return None;
        }
        if let Some(l) = self.as_const(lhs) {
            if l == i64::MIN && r == -1 {
                return None;
            }
            return Some(self.constant(floor_div_i64(l, r)));
        }
        if r == 1 {
            return Some(lhs);
        }
        match self.kind(lhs) {
            AffineExprKind::Mul(ll, lr) => {
                if let Some(lrc) = self.as_const(lr) {
                    if lrc.wrapping_rem(r) == 0 {
                        return Some(self.mul_const(ll, lrc.wrapping_div(r)));
                    }
                }
            }
            AffineExprKind::Add(ll, lr) => {
                let ld = ll.largest_known_divisor(self);
                let rd = lr.largest_known_divisor(self);
                if ld.wrapping_rem(r) == 0 || rd.wrapping_rem(r) == 0 {
                    let a = self.floor_div_const(ll, r);
                    let b = self.floor_div_const(lr, r);
                    return Some(self.add(a, b));
                }
            }
            _ => {}
        }
        None
    }

    fn simplify_ceil_div(&mut self, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
        let r = self.as_const(rhs)?;
        if r == 0 {
            return None;
        }
        if let Some(l) = self.as_const(lhs) {
            if l == i64::MIN && r == -1 {
                return None;
            }
            return Some(self.constant(ceil_div_i64(l, r)));
        }
        if r == 1 {
            return Some(lhs);
        }
        if let AffineExprKind::Mul(ll, lr) = self.kind(lhs) {
            if let Some(lrc) = self.as_const(lr) {
                if lrc.wrapping_rem(r) == 0 {
                    return Some(self.mul_const(ll, lrc.wrapping_div(r)));
                }
            }
        }
        None
    }

    fn simplify_mod(&mut self, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
        let r = self.as_const(rhs)?;
        // mod by zero or a negative number is undefined and kept as is.
        if r < 1 {
            return None;
        }
        if let Some(l) = self.as_const(lhs) {
            return Some(self.constant(mod_i64(l, r)));
        }
        if lhs.largest_known_divisor(self) % r == 0 {
            return Some(self.constant(0));
        }
        match self.kind(lhs) {
            AffineExprKind::Add(ll, lr) => {
                let ld = ll.largest_known_divisor(self);
                let rd = lr.largest_known_divisor(self);
                if ld % r == 0 {
                    return Some(self.modulo_const(lr, r));
                }
                if rd % r == 0 {
                    return Some(self.modulo_const(ll, r));
                }
            }
            AffineExprKind::Mod(ll, lr) => {
                // (e mod a) mod b -> e mod b when b divides a.
                if let Some(a) = self.as_const(lr) {
                    if a >= 1 && mod_i64(a, r) == 0 {
                        return Some(self.modulo_const(ll, r));
                    }
                }
            }
            _ => {}
        }
        None
    }
}

impl AffineExpr {
    /// The node structure (shorthand for [`AffineContext::kind`]).
    pub fn kind(self, ctx: &AffineContext) -> AffineExprKind {
        ctx.kind(self)
    }

    /// The constant value if this is a constant.
    pub fn as_constant(self, ctx: &AffineContext) -> Option<i64> {
        ctx.as_const(self)
    }

    /// The position if this is a dimension.
    pub fn as_dim(self, ctx: &AffineContext) -> Option<u32> {
        match ctx.kind(self) {
            AffineExprKind::Dim(p) => Some(p),
            _ => None,
        }
    }

    /// The position if this is a symbol.
    pub fn as_symbol(self, ctx: &AffineContext) -> Option<u32> {
        match ctx.kind(self) {
            AffineExprKind::Symbol(p) => Some(p),
            _ => None,
        }
    }

    /// Whether this is a binary operation node.
    pub fn is_binary(self, ctx: &AffineContext) -> bool {
        ctx.kind(self).as_binary().is_some()
    }

    /// True if the expression contains no dimension (MLIR
    /// `isSymbolicOrConstant`).
    pub fn is_symbolic_or_constant(self, ctx: &AffineContext) -> bool {
        ctx.symbolic[self.0 as usize]
    }

    /// True if multiplication, division and modulo only involve constants
    /// (MLIR `isPureAffine`).
    pub fn is_pure_affine(self, ctx: &AffineContext) -> bool {
        match ctx.kind(self) {
            AffineExprKind::Constant(_) | AffineExprKind::Symbol(_) | AffineExprKind::Dim(_) => {
                true
            }
            AffineExprKind::Add(l, r) => l.is_pure_affine(ctx) && r.is_pure_affine(ctx),
            AffineExprKind::Mul(l, r) => {
                l.is_pure_affine(ctx)
                    && r.is_pure_affine(ctx)
                    && (ctx.as_const(l).is_some() || ctx.as_const(r).is_some())
            }
            AffineExprKind::FloorDiv(l, r)
            | AffineExprKind::CeilDiv(l, r)
            | AffineExprKind::Mod(l, r) => l.is_pure_affine(ctx) && ctx.as_const(r).is_some(),
        }
    }

    /// The greatest known integral divisor (MLIR `getLargestKnownDivisor`,
    /// with its wrapping arithmetic).
    pub fn largest_known_divisor(self, ctx: &AffineContext) -> i64 {
        match ctx.kind(self) {
            AffineExprKind::Dim(_) | AffineExprKind::Symbol(_) => 1,
            AffineExprKind::CeilDiv(l, r) | AffineExprKind::FloorDiv(l, r) => match ctx.as_const(r)
            {
                Some(c) if c != 0 => {
                    let ld = l.largest_known_divisor(ctx);
                    if ld.wrapping_rem(c) == 0 {
                        ld.wrapping_div(c)
                    } else {
                        1
                    }
                }
                _ => 1,
            },
            AffineExprKind::Constant(v) => v.wrapping_abs(),
            AffineExprKind::Mul(l, r) => l
                .largest_known_divisor(ctx)
                .wrapping_mul(r.largest_known_divisor(ctx)),
            AffineExprKind::Add(l, r) | AffineExprKind::Mod(l, r) => gcd_u64(
                l.largest_known_divisor(ctx) as u64,
                r.largest_known_divisor(ctx) as u64,
            ) as i64,
        }
    }

    /// Whether the expression is known to be a multiple of `factor` (MLIR
    /// `isMultipleOf`, including its unsigned arithmetic).
    pub fn is_multiple_of(self, ctx: &AffineContext, factor: i64) -> bool {
        let urem = |a: u64| -> bool {
            let f = factor as u64;
            f != 0 && a.is_multiple_of(f)
        };
        match ctx.kind(self) {
            AffineExprKind::Symbol(_) | AffineExprKind::Dim(_) => factor.wrapping_mul(factor) == 1,
            AffineExprKind::Constant(v) => rem_or_nonzero(v, factor) == 0,
            AffineExprKind::Mul(l, r) => {
                let lv = l.largest_known_divisor(ctx) as u64;
                if urem(lv) {
                    return true;
                }
                let uv = r.largest_known_divisor(ctx) as u64;
                urem(uv) || urem(lv.wrapping_mul(uv))
            }
            AffineExprKind::Add(l, r)
            | AffineExprKind::FloorDiv(l, r)
            | AffineExprKind::CeilDiv(l, r)
            | AffineExprKind::Mod(l, r) => urem(gcd_u64(
                l.largest_known_divisor(ctx) as u64,
                r.largest_known_divisor(ctx) as u64,
            )),
        }
    }

    /// Whether `d<position>` occurs in the expression.
    pub fn is_function_of_dim(self, ctx: &AffineContext, position: u32) -> bool {
        match ctx.kind(self) {
            AffineExprKind::Dim(p) => p == position,
            k => match k.as_binary() {
                Some((_, l, r)) => {
                    l.is_function_of_dim(ctx, position) || r.is_function_of_dim(ctx, position)
                }
                None => false,
            },
        }
    }

    /// Whether `s<position>` occurs in the expression.
    pub fn is_function_of_symbol(self, ctx: &AffineContext, position: u32) -> bool {
        match ctx.kind(self) {
            AffineExprKind::Symbol(p) => p == position,
            k => match k.as_binary() {
                Some((_, l, r)) => {
                    l.is_function_of_symbol(ctx, position) || r.is_function_of_symbol(ctx, position)
                }
                None => false,
            },
        }
    }

    /// Visits every node in post order (operands before the node).
    pub fn walk(self, ctx: &AffineContext, f: &mut dyn FnMut(AffineExpr)) {
        if let Some((_, l, r)) = ctx.kind(self).as_binary() {
            l.walk(ctx, f);
            r.walk(ctx, f);
        }
        f(self);
    }

    /// Substitutes `d<i>` by `dims[i]` and `s<i>` by `syms[i]` (positions
    /// past the end of a slice are kept), rebuilding with simplification.
    pub fn replace_dims_and_symbols(
        self,
        ctx: &mut AffineContext,
        dims: &[AffineExpr],
        syms: &[AffineExpr],
    ) -> AffineExpr {
        match ctx.kind(self) {
            AffineExprKind::Constant(_) => self,
            AffineExprKind::Dim(p) => dims.get(p as usize).copied().unwrap_or(self),
            AffineExprKind::Symbol(p) => syms.get(p as usize).copied().unwrap_or(self),
            k => {
                let (kind, l, r) = k.as_binary().expect("binary");
                let nl = l.replace_dims_and_symbols(ctx, dims, syms);
                let nr = r.replace_dims_and_symbols(ctx, dims, syms);
                if nl == l && nr == r {
                    return self;
                }
                ctx.binary(kind, nl, nr)
            }
        }
    }

    /// Substitutes dimensions only.
    pub fn replace_dims(self, ctx: &mut AffineContext, dims: &[AffineExpr]) -> AffineExpr {
        self.replace_dims_and_symbols(ctx, dims, &[])
    }

    /// Substitutes symbols only.
    pub fn replace_symbols(self, ctx: &mut AffineContext, syms: &[AffineExpr]) -> AffineExpr {
        self.replace_dims_and_symbols(ctx, &[], syms)
    }

    /// Replaces `d[offset..num_dims)` by `d[offset+shift..num_dims+shift)`.
    pub fn shift_dims(
        self,
        ctx: &mut AffineContext,
        num_dims: u32,
        shift: u32,
        offset: u32,
    ) -> AffineExpr {
        let dims: Vec<AffineExpr> = (0..num_dims)
            .map(|i| {
                if i < offset {
                    ctx.dim(i)
                } else {
                    ctx.dim(i + shift)
                }
            })
            .collect();
        self.replace_dims_and_symbols(ctx, &dims, &[])
    }

    /// Replaces `s[offset..num_symbols)` by `s[offset+shift..num_symbols+shift)`.
    pub fn shift_symbols(
        self,
        ctx: &mut AffineContext,
        num_symbols: u32,
        shift: u32,
        offset: u32,
    ) -> AffineExpr {
        let syms: Vec<AffineExpr> = (0..num_symbols)
            .map(|i| {
                if i < offset {
                    ctx.symbol(i)
                } else {
                    ctx.symbol(i + shift)
                }
            })
            .collect();
        self.replace_dims_and_symbols(ctx, &[], &syms)
    }

    /// Sparse replacement: every sub-expression found in `map` (checked top
    /// down) is replaced by its image.
    pub fn replace_map(
        self,
        ctx: &mut AffineContext,
        map: &hashbrown::HashMap<AffineExpr, AffineExpr>,
    ) -> AffineExpr {
        if let Some(&r) = map.get(&self) {
            return r;
        }
        match ctx.kind(self).as_binary() {
            None => self,
            Some((kind, l, r)) => {
                let nl = l.replace_map(ctx, map);
                let nr = r.replace_map(ctx, map);
                if nl == l && nr == r {
                    return self;
                }
                ctx.binary(kind, nl, nr)
            }
        }
    }

    /// Replaces every occurrence of `expr` by `replacement`.
    pub fn replace(
        self,
        ctx: &mut AffineContext,
        expr: AffineExpr,
        replacement: AffineExpr,
    ) -> AffineExpr {
        let mut m = hashbrown::HashMap::new();
        m.insert(expr, replacement);
        self.replace_map(ctx, &m)
    }

    /// Substitutes the dimensions by the results of `map` (MLIR
    /// `AffineExpr::compose`).
    pub fn compose(self, ctx: &mut AffineContext, map: AffineMap) -> AffineExpr {
        let dims: Vec<AffineExpr> = ctx.maps[map.0 as usize].results.to_vec();
        self.replace_dims_and_symbols(ctx, &dims, &[])
    }
}
