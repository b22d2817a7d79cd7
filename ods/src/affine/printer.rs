//! Textual form of affine expressions, maps and sets, byte-for-byte like
//! MLIR's `AsmPrinter` (`printAffineExprInternal`, `printAffineMap`,
//! `printIntegerSet`).

use std::fmt::{self, Write};

use super::expr::{AffineContext, AffineExpr, AffineExprKind};
use super::{AffineMap, IntegerSet};

/// How tightly the enclosing context binds; decides parenthesization.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Binding {
    Weak,
    Strong,
}

/// Callback printing dimension/symbol `pos` (`is_symbol`) by name, used for
/// the custom forms that print SSA values inline.
pub type NamePrinter<'a> = dyn FnMut(&mut dyn Write, u32, bool) -> fmt::Result + 'a;

fn default_name(w: &mut dyn Write, pos: u32, is_symbol: bool) -> fmt::Result {
    write!(w, "{}{}", if is_symbol { 's' } else { 'd' }, pos)
}

fn print_expr_internal(
    ctx: &AffineContext,
    e: AffineExpr,
    enclosing: Binding,
    names: &mut NamePrinter<'_>,
    w: &mut dyn Write,
) -> fmt::Result {
    let (op, lhs, rhs) = match ctx.kind(e) {
        AffineExprKind::Symbol(p) => return names(w, p, true),
        AffineExprKind::Dim(p) => return names(w, p, false),
        AffineExprKind::Constant(v) => return write!(w, "{v}"),
        AffineExprKind::Add(l, r) => (" + ", l, r),
        AffineExprKind::Mul(l, r) => (" * ", l, r),
        AffineExprKind::FloorDiv(l, r) => (" floordiv ", l, r),
        AffineExprKind::CeilDiv(l, r) => (" ceildiv ", l, r),
        AffineExprKind::Mod(l, r) => (" mod ", l, r),
    };
    let strong = enclosing == Binding::Strong;
    if strong {
        w.write_char('(')?;
    }
    if !matches!(ctx.kind(e), AffineExprKind::Add(..)) {
        // Tightly binding operators; `x * -1` prints as `-x`.
        let is_neg =
            matches!(ctx.kind(e), AffineExprKind::Mul(..)) && rhs.as_constant(ctx) == Some(-1);
        if is_neg {
            w.write_char('-')?;
            print_expr_internal(ctx, lhs, Binding::Strong, names, w)?;
        } else {
            print_expr_internal(ctx, lhs, Binding::Strong, names, w)?;
            w.write_str(op)?;
            print_expr_internal(ctx, rhs, Binding::Strong, names, w)?;
        }
    } else if let Some((rl, c)) = mul_by_negative(ctx, rhs) {
        // `a + b * -1` prints as `a - b`, `a + b * -c` as `a - b * c`.
        print_expr_internal(ctx, lhs, Binding::Weak, names, w)?;
        w.write_str(" - ")?;
        if c == -1 {
            let b = if matches!(ctx.kind(rl), AffineExprKind::Add(..)) {
                Binding::Strong
            } else {
                Binding::Weak
            };
            print_expr_internal(ctx, rl, b, names, w)?;
        } else {
            print_expr_internal(ctx, rl, Binding::Strong, names, w)?;
            write!(w, " * {}", c.wrapping_neg())?;
        }
    } else if let Some(c) = rhs.as_constant(ctx).filter(|&c| c < 0) {
        // Addition of a negative constant prints as a subtraction.
        print_expr_internal(ctx, lhs, Binding::Weak, names, w)?;
        write!(w, " - {}", c.wrapping_neg())?;
    } else {
        print_expr_internal(ctx, lhs, Binding::Weak, names, w)?;
        w.write_str(" + ")?;
        print_expr_internal(ctx, rhs, Binding::Weak, names, w)?;
    }
    if strong {
        w.write_char(')')?;
    }
    Ok(())
}

/// `b * c` with a constant `c <= -1` -> `(b, c)`.
fn mul_by_negative(ctx: &AffineContext, e: AffineExpr) -> Option<(AffineExpr, i64)> {
    let AffineExprKind::Mul(l, r) = ctx.kind(e) else {
        return None;
    };
    let c = r.as_constant(ctx)?;
    (c <= -1).then_some((l, c))
}

fn print_dim_sym_lists(w: &mut dyn Write, num_dims: u32, num_symbols: u32) -> fmt::Result {
    w.write_char('(')?;
    for i in 0..num_dims {
        if i > 0 {
            w.write_str(", ")?;
        }
        write!(w, "d{i}")?;
    }
    w.write_char(')')?;
    if num_symbols != 0 {
        w.write_char('[')?;
        for i in 0..num_symbols {
            if i > 0 {
                w.write_str(", ")?;
            }
            write!(w, "s{i}")?;
        }
        w.write_char(']')?;
    }
    Ok(())
}

impl AffineContext {
    /// Writes `e` with dimensions `dN` and symbols `sN`.
    pub fn write_expr(&self, e: AffineExpr, w: &mut dyn Write) -> fmt::Result {
        print_expr_internal(self, e, Binding::Weak, &mut default_name, w)
    }

    /// Writes `e`, printing dimensions and symbols through `names`.
    pub fn write_expr_with_names(
        &self,
        e: AffineExpr,
        names: &mut NamePrinter<'_>,
        w: &mut dyn Write,
    ) -> fmt::Result {
        print_expr_internal(self, e, Binding::Weak, names, w)
    }

    /// Appends `e` to `out`.
    pub fn print_expr(&self, e: AffineExpr, out: &mut String) {
        self.write_expr(e, out)
            .expect("writing to a String cannot fail");
    }

    /// `e` as a string.
    pub fn expr_to_string(&self, e: AffineExpr) -> String {
        let mut s = String::new();
        self.print_expr(e, &mut s);
        s
    }

    /// Writes `(d0, d1)[s0] -> (e0, e1)`.
    pub fn write_map(&self, m: AffineMap, w: &mut dyn Write) -> fmt::Result {
        let d = m.data(self);
        print_dim_sym_lists(w, d.num_dims, d.num_symbols)?;
        w.write_str(" -> (")?;
        for (i, &r) in d.results.iter().enumerate() {
            if i > 0 {
                w.write_str(", ")?;
            }
            self.write_expr(r, w)?;
        }
        w.write_char(')')
    }

    /// Appends the map to `out`.
    pub fn print_map(&self, m: AffineMap, out: &mut String) {
        self.write_map(m, out)
            .expect("writing to a String cannot fail");
    }

    /// The map as a string.
    pub fn map_to_string(&self, m: AffineMap) -> String {
        let mut s = String::new();
        self.print_map(m, &mut s);
        s
    }

    /// Writes `(d0)[s0] : (c0 >= 0, c1 == 0)`.
    pub fn write_set(&self, s: IntegerSet, w: &mut dyn Write) -> fmt::Result {
        let d = s.data(self);
        print_dim_sym_lists(w, d.num_dims, d.num_symbols)?;
        w.write_str(" : (")?;
        for (i, (&c, &eq)) in d.constraints.iter().zip(d.eq_flags.iter()).enumerate() {
            if i > 0 {
                w.write_str(", ")?;
            }
            self.write_expr(c, w)?;
            w.write_str(if eq { " == 0" } else { " >= 0" })?;
        }
        w.write_char(')')
    }

    /// Appends the set to `out`.
    pub fn print_set(&self, s: IntegerSet, out: &mut String) {
        self.write_set(s, out)
            .expect("writing to a String cannot fail");
    }

    /// The set as a string.
    pub fn set_to_string(&self, s: IntegerSet) -> String {
        let mut out = String::new();
        self.print_set(s, &mut out);
        out
    }
}
