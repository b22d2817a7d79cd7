//! The `ub` dialect (`UBOps.td`): poison values (`ub.poison`,
//! `#ub.poison`) and `ub.unreachable`.
//!
//! `ub.poison` is a constant: its folder returns its `value` attribute, and
//! the dialect materializes `#ub.poison` attributes as `ub.poison` ops
//! (`UBDialect::materializeConstant`). The `arith` folders produce
//! `#ub.poison` (poison operands propagate through MLIR's common folders).

use ods::asm::{OpAsmParser, PResult};
use ods::ir::{AttrKind, Attribute, Context, Location, OperationState, Type};
use ods::opdef::constraint::types::AnyType;
use ods::opdef::AttrConstraint;
use ods::rewrite::FoldResult;

ods::attr_def! {
    /// Poison attribute: the value of a fully poisoned constant.
    #[attr_def(dialect = "ub", mnemonic = "poison", name = "PoisonAttr")]
    pub struct PoisonAttr;
}

/// `PoisonAttrInterface`: the attributes `ub.poison` accepts as its value
/// (here only `#ub.poison`, the one implementation upstream MLIR has).
#[derive(Copy, Clone, Debug, Default)]
pub struct PoisonAttrInterface;

/// The value of a [`PoisonAttrInterface`] attribute.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PoisonValue {
    /// `#ub.poison`: the whole value is poison (the default).
    Full,
    /// Another attribute implementing the interface.
    Attr(Attribute),
}

impl AttrConstraint for PoisonAttrInterface {
    type Value = PoisonValue;
    fn summary() -> String {
        "PoisonAttrInterface instance".into()
    }
    fn matches(ctx: &Context, attr: Attribute) -> bool {
        PoisonAttr::from_attr(ctx, attr).is_some()
    }
    fn value(ctx: &Context, attr: Attribute) -> Option<PoisonValue> {
        if PoisonAttr::from_attr(ctx, attr).is_some() {
            Some(PoisonValue::Full)
        } else {
            Self::matches(ctx, attr).then_some(PoisonValue::Attr(attr))
        }
    }
    fn attr(ctx: &mut Context, value: PoisonValue) -> Attribute {
        match value {
            PoisonValue::Full => PoisonAttr::get(ctx).0,
            PoisonValue::Attr(a) => a,
        }
    }
    /// MLIR parses any attribute, then checks it implements the interface.
    fn parse_in_format(
        p: &mut OpAsmParser<'_, '_, '_, '_>,
        optional: bool,
    ) -> PResult<Option<Attribute>> {
        let pos = p.current_position();
        let Some(a) = ods::format::parse::parse_plain_attr(p, None, optional)? else {
            return Ok(None);
        };
        if !Self::matches(p.ctx_ref(), a) {
            return p.emit_error_at(pos, "invalid kind of attribute specified");
        }
        Ok(Some(a))
    }
}

ods::op! {
    /// Poisoned constant operation.
    ///
    /// The `poison` operation materializes a compile-time poisoned constant value
    /// to indicate deferred undefined behavior.
    /// `value` attribute is needed to indicate an optional additional poison
    /// semantics (e.g. partially poisoned vectors), default value indicates results
    /// is fully poisoned.
    ///
    /// Examples:
    ///
    /// ```mlir
    /// // Short form
    /// %0 = ub.poison : i32
    /// // Long form
    /// %1 = ub.poison <#custom_poison_elements_attr> : vector<4xi64>
    /// ```
    #[op(name = "ub.poison")]
    pub struct PoisonOp {
        #[attr(default = PoisonValue::Full)] value: PoisonAttrInterface,
        #[result] result: AnyType,
    }
    traits: [ConstantLike, Pure],
    format: "attr-dict (`<` $value^ `>`)? `:` type($result)",
    fold: fold_poison,
}

ods::op! {
    /// Unreachable operation.
    ///
    /// The `unreachable` operation triggers immediate undefined behavior if
    /// executed.
    ///
    /// Example:
    ///
    /// ```mlir
    /// ub.unreachable
    /// ```
    #[op(name = "ub.unreachable")]
    pub struct UnreachableOp {}
    traits: [Terminator],
    format: "attr-dict",
}

/// `PoisonOp::fold`: the `value` attribute.
pub fn fold_poison(
    ctx: &mut Context,
    op: ods::ir::Operation,
    _operands: &[Option<Attribute>],
) -> FoldResult {
    let value = match ctx.attr(op, "value") {
        Some(v) => v,
        None => PoisonAttr::get(ctx).0,
    };
    FoldResult::attr(value)
}

/// True for `#ub.poison`, the attribute the folders propagate (also in
/// its opaque form, when the `ub` dialect is not registered).
pub fn is_poison(ctx: &Context, attr: Attribute) -> bool {
    match ctx.attr_kind(attr) {
        AttrKind::Dialect { def, .. } => def.dialect == "ub" && def.mnemonic == "poison",
        AttrKind::Opaque { dialect, data, .. } => {
            ctx.str(*dialect) == b"ub" && ctx.str(*data) == b"poison"
        }
        _ => false,
    }
}

/// `#ub.poison`.
pub fn poison_attr(ctx: &mut Context) -> Attribute {
    PoisonAttr::get(ctx).0
}

/// The state of a `ub.poison` op producing `value` as type `ty`.
pub fn poison_op_state(
    ctx: &mut Context,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> OperationState {
    let name = ctx.op_name(crate::ub::PoisonOp::NAME_BYTES);
    let mut state = OperationState::new(loc, name);
    state.types.push(ty);
    let key = ctx.intern(b"value");
    state
        .attributes
        .push(ods::ir::NamedAttribute { name: key, value });
    state
}

/// `UBDialect::materializeConstant`: `ub.poison` for `#ub.poison`.
pub fn materialize_constant(
    ctx: &mut Context,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OperationState> {
    PoisonAttr::from_attr(ctx, value)?;
    Some(poison_op_state(ctx, value, ty, loc))
}

/// Registers the `ub` dialect.
pub fn register(ctx: &mut Context) {
    ctx.register_dialect("ub", false);
    PoisonAttr::register(ctx);
    PoisonOp::register(ctx);
    UnreachableOp::register(ctx);
    ctx.set_constant_materializer("ub", materialize_constant);
}
