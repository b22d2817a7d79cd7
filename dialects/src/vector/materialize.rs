//! The `vector` dialect's constant materializer
//! (`VectorDialect::materializeConstant`): `ub.poison` for `#ub.poison`,
//! otherwise `arith.constant` when the attribute is a valid constant of the
//! type.

use ods::ir::{Attribute, Context, Location, OperationState, Type};

/// `VectorDialect::materializeConstant`.
pub fn materialize_constant(
    ctx: &mut Context,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OperationState> {
    crate::arith::materialize::materialize_constant(ctx, value, ty, loc)
}

/// Installs the `vector` constant materializer.
pub fn register(ctx: &mut Context) {
    ctx.set_constant_materializer("vector", materialize_constant);
}
