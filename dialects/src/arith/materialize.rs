//! The `arith` dialect's constant materializer
//! (`ArithDialect::materializeConstant`): `ub.poison` for `#ub.poison`,
//! `arith.constant` when the attribute is a valid constant of the type,
//! nothing otherwise.

use ods::ir::{
    AttrKind, Attribute, Context, Location, NamedAttribute, OperationState, Type, TypeKind,
};

/// `arith::ConstantOp::isBuildableWith`: a typed integer, float or elements
/// attribute of exactly type `ty`, whose integer elements are signless.
pub fn is_buildable_with(ctx: &Context, value: Attribute, ty: Type) -> bool {
    if ctx.attr_type(value) != Some(ty) {
        return false;
    }
    let elem = ctx.element_type(ty).unwrap_or(ty);
    if let TypeKind::Integer { signedness, .. } = ctx.type_kind(elem) {
        if *signedness != ods::ir::Signedness::Signless {
            return false;
        }
    }
    matches!(
        ctx.attr_kind(value),
        AttrKind::Integer { .. }
            | AttrKind::Float { .. }
            | AttrKind::DenseIntOrFP { .. }
            | AttrKind::DenseString { .. }
            | AttrKind::DenseResource { .. }
            | AttrKind::Sparse { .. }
    )
}

/// The state of an `arith.constant` producing `value` (its type is the
/// result type).
pub fn constant_op_state(
    ctx: &mut Context,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> OperationState {
    let name = ctx.op_name(crate::arith::ConstantOp::NAME_BYTES);
    let mut state = OperationState::new(loc, name);
    state.types.push(ty);
    let key = ctx.intern(b"value");
    state.attributes.push(NamedAttribute { name: key, value });
    state
}

/// `ArithDialect::materializeConstant`.
pub fn materialize_constant(
    ctx: &mut Context,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OperationState> {
    if crate::ub::is_poison(ctx, value) {
        return crate::ub::materialize_constant(ctx, value, ty, loc);
    }
    is_buildable_with(ctx, value, ty).then(|| constant_op_state(ctx, value, ty, loc))
}

/// Installs the `arith` constant materializer.
pub fn register(ctx: &mut Context) {
    ctx.set_constant_materializer("arith", materialize_constant);
}
