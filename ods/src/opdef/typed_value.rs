//! Values whose type is known, at the Rust type level, to satisfy a type
//! constraint (MLIR's `TypedValue<IndexType>`, generalised to ODS
//! constraints).
//!
//! A [`TypedValue<C>`] is a [`Value`] plus the claim "its
//! type satisfies `C`". The claim is made in two places only:
//!
//! * [`TypedValue::try_from_value`], which checks the value's type against
//!   `C` (the explicit, checked way in from an untyped [`Value`]);
//! * the `*_typed` result accessors that `op!` generates for a single result
//!   whose constraint is not `AnyType`: the op's verifier has checked that
//!   result against the same constraint.
//!
//! The typestate builders that `op!` generates take a single operand with
//! such a constraint as `impl IntoTypedValue<C>`, so passing a
//! `TypedValue<F32>` where an `Index` operand is expected is a compile error
//! that names the expected constraint. An untyped [`Value`] is *not*
//! accepted implicitly: it goes through `TypedValue::<C>::try_from_value`
//! (checked, `None` on a mismatch) or through the positional builders, which
//! take plain [`Value`]s and verify the new operation, returning MLIR's
//! "operand #0 must be index, but got 'f32'" as a
//! [`BuildError`](super::build::BuildError).
//!
//! The claim is a snapshot: IR mutation that retypes the value later
//! (`Context::set_value_type`) is not tracked, and builders still verify the
//! operation they create, so a stale claim can never produce invalid IR.

use super::constraint::types::{
    AnyFloat, AnyInteger, AnySignlessInteger, AnySignlessIntegerOrIndex, AnyType, BoolLike,
    FloatLike, Index, SignlessIntegerLike, SignlessIntegerOrFloatLike, SignlessIntegerOrIndexLike,
    SignlessIntegerOrIndexOrFloatLike, BF16, F128, F16, F32, F64, F80, I,
};
use super::constraint::TypeConstraint;
use crate::ir::{Context, Type, Value};
use std::fmt;
use std::hash::{Hash, Hasher};
use std::marker::PhantomData;

/// A [`Value`] whose type satisfies the type constraint `C`.
pub struct TypedValue<C> {
    value: Value,
    _constraint: PhantomData<fn() -> C>,
}

impl<C: TypeConstraint> TypedValue<C> {
    /// `value` as a `TypedValue<C>` if its type satisfies `C` (`None`
    /// otherwise). This is the checked way from an untyped [`Value`] to a
    /// typed one.
    pub fn try_from_value(ctx: &Context, value: Value) -> Option<Self> {
        C::matches(ctx, ctx.value_type(value)).then_some(TypedValue {
            value,
            _constraint: PhantomData,
        })
    }

    /// Wraps `value` without checking its type. Generated result accessors
    /// use it for results the op's verifier checks against `C`; debug builds
    /// still assert the claim.
    #[doc(hidden)]
    pub fn from_verified(ctx: &Context, value: Value) -> Self {
        debug_assert!(
            C::matches(ctx, ctx.value_type(value)),
            "value does not satisfy `{}`; was the op verified?",
            C::summary()
        );
        TypedValue {
            value,
            _constraint: PhantomData,
        }
    }

    /// The same value seen through another constraint, if its type
    /// satisfies that one too.
    pub fn cast<D: TypeConstraint>(self, ctx: &Context) -> Option<TypedValue<D>> {
        TypedValue::<D>::try_from_value(ctx, self.value)
    }
}

impl<C> TypedValue<C> {
    /// The untyped value.
    pub fn value(self) -> Value {
        self.value
    }

    /// The value's type.
    pub fn ty(self, ctx: &Context) -> Type {
        ctx.value_type(self.value)
    }

    /// The same value claimed to satisfy `D`, unchecked: for
    /// [`IntoTypedValue`] implementations in dialect crates whose
    /// constraint `C` implies `D` (every type satisfying `C` satisfies `D`).
    #[doc(hidden)]
    pub fn implied<D>(self) -> TypedValue<D> {
        TypedValue {
            value: self.value,
            _constraint: PhantomData,
        }
    }

    /// Forgets the constraint, keeping the (always true) claim that the type
    /// is some type.
    pub fn erase(self) -> TypedValue<AnyType> {
        TypedValue {
            value: self.value,
            _constraint: PhantomData,
        }
    }
}

impl<C> From<TypedValue<C>> for Value {
    fn from(v: TypedValue<C>) -> Value {
        v.value
    }
}

// Manual impls: no bounds on `C` (constraints are markers).
impl<C> Copy for TypedValue<C> {}
impl<C> Clone for TypedValue<C> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<C> PartialEq for TypedValue<C> {
    fn eq(&self, other: &Self) -> bool {
        self.value == other.value
    }
}
impl<C> Eq for TypedValue<C> {}
impl<C> Hash for TypedValue<C> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.value.hash(state)
    }
}
impl<C> fmt::Debug for TypedValue<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "TypedValue<{}>({:?})",
            std::any::type_name::<C>(),
            self.value
        )
    }
}
impl<C> PartialEq<Value> for TypedValue<C> {
    fn eq(&self, other: &Value) -> bool {
        self.value == *other
    }
}

/// What a typestate builder's setter accepts for a single operand with
/// type constraint `C`: a [`TypedValue<C>`], or a typed value whose
/// constraint is known to imply `C` (a `TypedValue<I32>` is a signless
/// integer, a `TypedValue<Index>` is a signless integer or index, ...).
///
/// An untyped [`Value`] does not implement it on purpose: check it with
/// [`TypedValue::try_from_value`].
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a value of type constraint `{C}`",
    label = "expected a `TypedValue<{C}>`",
    note = "an untyped `Value` is checked with `TypedValue::<{C}>::try_from_value(ctx, value)`, which returns `None` when its type does not satisfy the constraint"
)]
pub trait IntoTypedValue<C> {
    /// The value with the claim `C`.
    fn into_typed_value(self) -> TypedValue<C>;
}

impl<C> IntoTypedValue<C> for TypedValue<C> {
    fn into_typed_value(self) -> TypedValue<C> {
        self
    }
}

#[diagnostic::do_not_recommend]
impl<C> IntoTypedValue<C> for &TypedValue<C> {
    fn into_typed_value(self) -> TypedValue<C> {
        *self
    }
}

/// `TypedValue<A>` converts to `TypedValue<B>` when every type satisfying
/// `A` satisfies `B`.
macro_rules! implies {
    ($(impl[$($g:tt)*] $from:ty => $to:ty;)*) => {
        $(
            // Not suggested in errors: a mismatch names the expected
            // constraint, not every implication.
            #[diagnostic::do_not_recommend]
            impl<$($g)*> IntoTypedValue<$to> for TypedValue<$from> {
                fn into_typed_value(self) -> TypedValue<$to> {
                    TypedValue { value: self.value, _constraint: PhantomData }
                }
            }
        )*
    };
}

implies! {
    impl[const W: u32] I<W> => AnySignlessInteger;
    impl[const W: u32] I<W> => AnyInteger;
    impl[const W: u32] I<W> => AnySignlessIntegerOrIndex;
    impl[] AnySignlessInteger => AnyInteger;
    impl[] AnySignlessInteger => AnySignlessIntegerOrIndex;
    impl[] Index => AnySignlessIntegerOrIndex;
    impl[] F16 => AnyFloat;
    impl[] BF16 => AnyFloat;
    impl[] F32 => AnyFloat;
    impl[] F64 => AnyFloat;
    impl[] F80 => AnyFloat;
    impl[] F128 => AnyFloat;
    // The "-like" constraints: a scalar of the element constraint is one.
    impl[] I<1> => BoolLike;
    impl[const W: u32] I<W> => SignlessIntegerLike;
    impl[const W: u32] I<W> => SignlessIntegerOrIndexLike;
    impl[const W: u32] I<W> => SignlessIntegerOrFloatLike;
    impl[const W: u32] I<W> => SignlessIntegerOrIndexOrFloatLike;
    impl[] AnySignlessInteger => SignlessIntegerLike;
    impl[] AnySignlessInteger => SignlessIntegerOrIndexLike;
    impl[] AnySignlessIntegerOrIndex => SignlessIntegerOrIndexLike;
    impl[] Index => SignlessIntegerOrIndexLike;
    impl[] SignlessIntegerLike => SignlessIntegerOrIndexLike;
    impl[] F16 => FloatLike;
    impl[] BF16 => FloatLike;
    impl[] F32 => FloatLike;
    impl[] F64 => FloatLike;
    impl[] F80 => FloatLike;
    impl[] F128 => FloatLike;
    impl[] AnyFloat => FloatLike;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::support::apfloat::FloatSemantics;

    #[test]
    fn checked_conversion() {
        let mut ctx = Context::new();
        let block = ctx.create_block();
        let loc = ctx.unknown_loc();
        let index = ctx.index_type();
        let f32t = ctx.float_type(FloatSemantics::F32);
        let i = ctx.add_block_argument(block, index, loc);
        let f = ctx.add_block_argument(block, f32t, loc);
        let ti = TypedValue::<Index>::try_from_value(&ctx, i).expect("index");
        assert_eq!(ti.value(), i);
        assert_eq!(ti.ty(&ctx), index);
        assert!(TypedValue::<Index>::try_from_value(&ctx, f).is_none());
        let tf = TypedValue::<F32>::try_from_value(&ctx, f).expect("f32");
        assert!(tf.cast::<AnyFloat>(&ctx).is_some());
        assert!(tf.cast::<Index>(&ctx).is_none());
        let widened: TypedValue<AnySignlessIntegerOrIndex> = ti.into_typed_value();
        assert_eq!(Value::from(widened), i);
        assert_eq!(ti.erase().value(), i);
    }
}
