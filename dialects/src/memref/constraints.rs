//! The type and attribute constraints `MemRefOps.td` uses, with the
//! summaries MLIR prints in its verifier messages.

use ods::asm::{OpAsmParser, OpAsmPrinter, PResult};
use ods::ir::{AttrKind, Attribute, Context, Type, TypeKind};
use ods::opdef::constraint::attrs::{I32Attr, I64Attr};
use ods::opdef::{AttrConstraint, TypeConstraint};

/// `AnyRankedOrUnrankedMemRef`.
#[derive(Copy, Clone, Debug, Default)]
pub struct AnyRankedOrUnrankedMemRef;
impl TypeConstraint for AnyRankedOrUnrankedMemRef {
    fn summary() -> String {
        "ranked or unranked memref of any type values".into()
    }
    fn matches(ctx: &Context, ty: Type) -> bool {
        matches!(
            ctx.type_kind(ty),
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
        )
    }
    /// The C++ class is `BaseMemRefType`, which has no type name: formats
    /// reject other types with a bare `invalid kind of type specified`.
    fn parse_in_format(p: &mut OpAsmParser<'_, '_, '_, '_>) -> PResult<Type> {
        ods::opdef::constraint::types::parse_type_of_class(p, None, |k| {
            matches!(k, TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. })
        })
    }
}

/// `AnyNon0RankedOrUnrankedMemRef`: unranked, or ranked with rank ≥ 1.
#[derive(Copy, Clone, Debug, Default)]
pub struct AnyNon0RankedOrUnrankedMemRef;
impl TypeConstraint for AnyNon0RankedOrUnrankedMemRef {
    fn summary() -> String {
        "unranked.memref of any type values or non-0-ranked.memref of any type values".into()
    }
    fn matches(ctx: &Context, ty: Type) -> bool {
        match ctx.type_kind(ty) {
            TypeKind::UnrankedMemRef { .. } => true,
            TypeKind::MemRef { shape, .. } => !shape.is_empty(),
            _ => false,
        }
    }
}

/// `AnyStaticShapeMemRef`.
#[derive(Copy, Clone, Debug, Default)]
pub struct AnyStaticShapeMemRef;
impl TypeConstraint for AnyStaticShapeMemRef {
    fn summary() -> String {
        "statically shaped memref of any type values".into()
    }
    fn matches(ctx: &Context, ty: Type) -> bool {
        matches!(ctx.type_kind(ty), TypeKind::MemRef { shape, .. } if shape.iter().all(|&d| d != ods::ir::DYNAMIC))
    }
}

/// `MemRefRankOf<[I8], [1]>`: the byte buffer of `memref.view`.
#[derive(Copy, Clone, Debug, Default)]
pub struct I8MemRefOfRank1;
impl TypeConstraint for I8MemRefOfRank1 {
    fn summary() -> String {
        "1D memref of 8-bit signless integer values".into()
    }
    fn matches(ctx: &Context, ty: Type) -> bool {
        matches!(ctx.type_kind(ty), TypeKind::MemRef { shape, elem, .. }
            if shape.len() == 1 && ctx.is_signless_int(*elem, 8))
    }
}

/// The integer value of an integer attribute.
fn int_value(ctx: &Context, a: Attribute) -> Option<i64> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => Some(value.sext_u64()),
        _ => None,
    }
}

/// A `ConfinedAttr` over an integer attribute constraint `B`: `B` with a
/// predicate on the value and its own summary; printed and parsed as `B`.
macro_rules! confined_int_attr {
    ($(#[$m:meta])* $name:ident, $base:ty, $summary:expr, |$v:ident| $pred:expr) => {
        $(#[$m])*
        #[derive(Copy, Clone, Debug, Default)]
        pub struct $name;
        impl AttrConstraint for $name {
            type Value = i64;
            fn summary() -> String {
                $summary.into()
            }
            fn matches(ctx: &Context, attr: Attribute) -> bool {
                <$base>::matches(ctx, attr) && int_value(ctx, attr).is_some_and(|$v| $pred)
            }
            fn value(ctx: &Context, attr: Attribute) -> Option<i64> {
                Self::matches(ctx, attr).then(|| int_value(ctx, attr)).flatten()
            }
            fn attr(ctx: &mut Context, value: i64) -> Attribute {
                <$base>::attr(ctx, value)
            }
            fn value_type_kind() -> Option<TypeKind> {
                <$base>::value_type_kind()
            }
            fn print_in_format(p: &mut OpAsmPrinter<'_, '_, '_>, attr: Attribute) {
                <$base>::print_in_format(p, attr)
            }
            fn parse_in_format(
                p: &mut OpAsmParser<'_, '_, '_, '_>,
                optional: bool,
            ) -> PResult<Option<Attribute>> {
                <$base>::parse_in_format(p, optional)
            }
        }
    };
}

confined_int_attr!(
    /// `IntValidAlignment<I64Attr>`: a positive power of two.
    AlignmentAttr, I64Attr,
    "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0",
    |v| v > 0 && (v as u64).is_power_of_two()
);

confined_int_attr!(
    /// `ConfinedAttr<I32Attr, [IntPositive]>`.
    PositiveI32Attr, I32Attr,
    "32-bit signless integer attribute whose value is positive",
    |v| v > 0
);

confined_int_attr!(
    /// `ConfinedAttr<I32Attr, [IntMinValue<0>, IntMaxValue<3>]>`: a prefetch
    /// locality hint.
    LocalityHintAttr, I32Attr,
    "32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3",
    |v| (0..=3).contains(&v)
);

/// `MemRefTypeAttr`: a type attribute holding a memref type.
#[derive(Copy, Clone, Debug, Default)]
pub struct MemRefTypeAttr;
impl AttrConstraint for MemRefTypeAttr {
    type Value = Type;
    fn summary() -> String {
        "memref type attribute".into()
    }
    fn matches(ctx: &Context, attr: Attribute) -> bool {
        matches!(ctx.attr_kind(attr), AttrKind::Type(t) if matches!(ctx.type_kind(*t), TypeKind::MemRef { .. }))
    }
    fn value(ctx: &Context, attr: Attribute) -> Option<Type> {
        match ctx.attr_kind(attr) {
            AttrKind::Type(t) if Self::matches(ctx, attr) => Some(*t),
            _ => None,
        }
    }
    fn attr(ctx: &mut Context, value: Type) -> Attribute {
        ctx.type_attr(value)
    }
}

/// `AnyStridedMemRef`: a ranked memref whose layout is strided (the
/// identity, a `strided<...>` layout, or an affine map
/// `getStridesAndOffset` understands). Its C++ class is `MemRefType`, so
/// formats reject other types as `parseCustomTypeWithFallback` does.
#[derive(Copy, Clone, Debug, Default)]
pub struct AnyStridedMemRef;
impl TypeConstraint for AnyStridedMemRef {
    fn summary() -> String {
        "strided memref of any type values".into()
    }
    fn matches(ctx: &Context, ty: Type) -> bool {
        super::layout::is_strided(ctx, ty)
    }
    fn parse_in_format(p: &mut OpAsmParser<'_, '_, '_, '_>) -> PResult<Type> {
        ods::opdef::constraint::types::parse_memref_type(p)
    }
}

/// `AnyStridedMemRefOfRank<0>`: the base buffer of
/// `memref.extract_strided_metadata`.
#[derive(Copy, Clone, Debug, Default)]
pub struct AnyStridedMemRefOfRank0;
impl TypeConstraint for AnyStridedMemRefOfRank0 {
    fn summary() -> String {
        "strided memref of any type values of rank 0".into()
    }
    fn matches(ctx: &Context, ty: Type) -> bool {
        super::layout::is_strided(ctx, ty)
            && matches!(ctx.type_kind(ty), TypeKind::MemRef { shape, .. } if shape.is_empty())
    }
    fn parse_in_format(p: &mut OpAsmParser<'_, '_, '_, '_>) -> PResult<Type> {
        ods::opdef::constraint::types::parse_memref_type(p)
    }
}

/// True for a signless 64-bit integer attribute (`I64Attr`).
fn is_i64_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Integer { ty, .. } if ctx.is_signless_int(*ty, 64))
}

ods::attr_constraint!(
    /// `IndexListArrayAttr`: an array of `I64ArrayAttr`s (the reassociation
    /// of `memref.expand_shape` / `memref.collapse_shape`).
    IndexListArrayAttr, "Array of 64-bit integer array attributes",
    |c, a| match c.attr_kind(a) {
        AttrKind::Array(groups) => groups.iter().all(|&g| match c.attr_kind(g) {
            AttrKind::Array(items) => items.iter().all(|&i| is_i64_attr(c, i)),
            _ => false,
        }),
        _ => false,
    }
);

/// The groups of an `IndexListArrayAttr` (`[[0, 1], [2]]`).
pub fn index_lists(ctx: &Context, a: Attribute) -> Vec<Vec<i64>> {
    match ctx.attr_kind(a) {
        AttrKind::Array(groups) => groups
            .iter()
            .map(|&g| match ctx.attr_kind(g) {
                AttrKind::Array(items) => items.iter().filter_map(|&i| int_value(ctx, i)).collect(),
                _ => Vec::new(),
            })
            .collect(),
        _ => Vec::new(),
    }
}
