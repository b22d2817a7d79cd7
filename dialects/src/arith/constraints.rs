//! The type constraints `ArithOps.td` defines for its casts.

use ods::ir::{Context, Type, TypeKind};
use ods::opdef::constraint::types::{
    value_semantics_element, AnyFloat, AnySignlessInteger, SignlessIntegerOrFloatLike,
    SignlessIntegerOrIndexLike,
};
use ods::opdef::TypeConstraint;

/// The element type of a ranked or unranked memref.
fn memref_element(ctx: &Context, ty: Type) -> Option<Type> {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { elem, .. } | TypeKind::UnrankedMemRef { elem, .. } => Some(*elem),
        _ => None,
    }
}

/// `SignlessFixedWidthIntegerLike`: a signless integer (not `index`), or a
/// vector or tensor of them.
#[derive(Copy, Clone, Debug, Default)]
pub struct SignlessFixedWidthIntegerLike;
impl TypeConstraint for SignlessFixedWidthIntegerLike {
    fn summary() -> String {
        "signless-fixed-width-integer-like".into()
    }
    fn matches(ctx: &Context, ty: Type) -> bool {
        AnySignlessInteger::matches(ctx, ty)
            || value_semantics_element(ctx, ty).is_some_and(|e| AnySignlessInteger::matches(ctx, e))
    }
}

/// `IndexCastTypeConstraint`: signless-integer-like, or a memref of signless
/// integers or `index`.
#[derive(Copy, Clone, Debug, Default)]
pub struct IndexCastTypeConstraint;
impl TypeConstraint for IndexCastTypeConstraint {
    fn summary() -> String {
        "signless-integer-like or memref of signless-integer".into()
    }
    fn matches(ctx: &Context, ty: Type) -> bool {
        SignlessIntegerOrIndexLike::matches(ctx, ty)
            || memref_element(ctx, ty).is_some_and(|e| {
                AnySignlessInteger::matches(ctx, e) || matches!(ctx.type_kind(e), TypeKind::Index)
            })
    }
}

/// `BitcastTypeConstraint`: signless-integer-or-float-like, or a memref of
/// signless integers or floats.
#[derive(Copy, Clone, Debug, Default)]
pub struct BitcastTypeConstraint;
impl TypeConstraint for BitcastTypeConstraint {
    fn summary() -> String {
        "signless-integer-or-float-like or memref of signless-integer or float".into()
    }
    fn matches(ctx: &Context, ty: Type) -> bool {
        SignlessIntegerOrFloatLike::matches(ctx, ty)
            || memref_element(ctx, ty)
                .is_some_and(|e| AnySignlessInteger::matches(ctx, e) || AnyFloat::matches(ctx, e))
    }
}

/// A typed value of a constraint that implies another one converts to it
/// (so the typestate builders of the casts accept `TypedValue<I32>`, ...).
macro_rules! implies {
    ($(impl[$($g:tt)*] $from:ty => $to:ty;)*) => {
        $(
            #[diagnostic::do_not_recommend]
            impl<$($g)*> ods::opdef::IntoTypedValue<$to> for ods::opdef::TypedValue<$from> {
                fn into_typed_value(self) -> ods::opdef::TypedValue<$to> {
                    self.implied()
                }
            }
        )*
    };
}

implies! {
    impl[const W: u32] ods::opdef::constraint::types::I<W> => SignlessFixedWidthIntegerLike;
    impl[] AnySignlessInteger => SignlessFixedWidthIntegerLike;
    impl[] ods::opdef::constraint::types::SignlessIntegerLike => SignlessFixedWidthIntegerLike;
    impl[const W: u32] ods::opdef::constraint::types::I<W> => IndexCastTypeConstraint;
    impl[] ods::opdef::constraint::types::Index => IndexCastTypeConstraint;
    impl[] SignlessIntegerOrIndexLike => IndexCastTypeConstraint;
    impl[const W: u32] ods::opdef::constraint::types::I<W> => BitcastTypeConstraint;
    impl[] ods::opdef::constraint::types::F16 => BitcastTypeConstraint;
    impl[] ods::opdef::constraint::types::BF16 => BitcastTypeConstraint;
    impl[] ods::opdef::constraint::types::F32 => BitcastTypeConstraint;
    impl[] ods::opdef::constraint::types::F64 => BitcastTypeConstraint;
    impl[] ods::opdef::constraint::types::FloatLike => BitcastTypeConstraint;
}
