//! The type and attribute constraints `VectorOps.td` uses beyond the
//! standard ones, with the summaries mlir-tblgen prints for them.

use super::enums::IteratorTypeAttr;
use ods::asm::{OpAsmParser, PResult};
use ods::ir::{AttrKind, Attribute, Context, Type, TypeKind};
use ods::opdef::constraint::types::{
    parse_memref_type, parse_shaped_type, parse_vector_type, ElementConstraints,
    FixedVectorOfAnyRank,
};
use ods::opdef::{AttrConstraint, TypeConstraint};

fn vector_parts(ctx: &Context, ty: Type) -> Option<(&[i64], &[bool], Type)> {
    match ctx.type_kind(ty) {
        TypeKind::Vector {
            shape,
            scalable,
            elem,
        } => Some((shape, scalable, *elem)),
        _ => None,
    }
}

/// `AnyFixedVectorOfAnyRank`
pub type AnyFixedVectorOfAnyRank = FixedVectorOfAnyRank<ods::opdef::constraint::types::AnyType>;

/// `FixedVectorOfNonZeroRankOf<[T]>`
#[derive(Copy, Clone, Debug, Default)]
pub struct FixedVectorOfNonZeroRankOf<T>(std::marker::PhantomData<T>);
impl<T: ElementConstraints> TypeConstraint for FixedVectorOfNonZeroRankOf<T> {
    fn summary() -> String {
        format!("fixed-length vector of {} values", T::summary())
    }
    fn matches(ctx: &Context, ty: Type) -> bool {
        vector_parts(ctx, ty).is_some_and(|(shape, scalable, e)| {
            !shape.is_empty() && !scalable.iter().any(|&s| s) && T::matches(ctx, e)
        })
    }
    fn parse_in_format(p: &mut OpAsmParser<'_, '_, '_, '_>) -> PResult<Type> {
        parse_vector_type(p)
    }
}

/// `TensorOrMemRef<[T]>`: a ranked or unranked tensor, or a ranked memref.
#[derive(Copy, Clone, Debug, Default)]
pub struct TensorOrMemRef<T>(std::marker::PhantomData<T>);
impl<T: ElementConstraints> TypeConstraint for TensorOrMemRef<T> {
    fn summary() -> String {
        format!("Tensor or MemRef of {} values", T::summary())
    }
    fn matches(ctx: &Context, ty: Type) -> bool {
        match ctx.type_kind(ty) {
            TypeKind::RankedTensor { elem, .. }
            | TypeKind::UnrankedTensor { elem }
            | TypeKind::MemRef { elem, .. } => T::matches(ctx, *elem),
            _ => false,
        }
    }
    fn parse_in_format(p: &mut OpAsmParser<'_, '_, '_, '_>) -> PResult<Type> {
        parse_shaped_type(p)
    }
}

/// `StaticShapeMemRefOf<[AnyType]>`
#[derive(Copy, Clone, Debug, Default)]
pub struct StaticShapeMemRef;
impl TypeConstraint for StaticShapeMemRef {
    fn summary() -> String {
        "statically shaped memref of any type values".into()
    }
    fn matches(ctx: &Context, ty: Type) -> bool {
        matches!(ctx.type_kind(ty), TypeKind::MemRef { shape, .. } if shape.iter().all(|&d| d >= 0))
    }
    fn parse_in_format(p: &mut OpAsmParser<'_, '_, '_, '_>) -> PResult<Type> {
        parse_memref_type(p)
    }
}

/// `VectorOfRank<[1]>` (its summary really is ` of ranks 1`: ODS builds it
/// from an empty prefix).
#[derive(Copy, Clone, Debug, Default)]
pub struct VectorOfRank1;
impl TypeConstraint for VectorOfRank1 {
    fn summary() -> String {
        " of ranks 1".into()
    }
    fn matches(ctx: &Context, ty: Type) -> bool {
        vector_parts(ctx, ty).is_some_and(|(shape, _, _)| shape.len() == 1)
    }
    fn parse_in_format(p: &mut OpAsmParser<'_, '_, '_, '_>) -> PResult<Type> {
        parse_vector_type(p)
    }
}

/// `ScalableVectorOfRank<[1]>` (summary ` of ranks 1`, as ODS builds it).
#[derive(Copy, Clone, Debug, Default)]
pub struct ScalableVectorOfRank1;
impl TypeConstraint for ScalableVectorOfRank1 {
    fn summary() -> String {
        " of ranks 1".into()
    }
    fn matches(ctx: &Context, ty: Type) -> bool {
        vector_parts(ctx, ty)
            .is_some_and(|(shape, scalable, _)| shape.len() == 1 && scalable.iter().any(|&s| s))
    }
    fn parse_in_format(p: &mut OpAsmParser<'_, '_, '_, '_>) -> PResult<Type> {
        parse_vector_type(p)
    }
}

/// `VectorOfRankAndType<[1], [Index]>`
#[derive(Copy, Clone, Debug, Default)]
pub struct IndexVectorOfRank1;
impl TypeConstraint for IndexVectorOfRank1 {
    fn summary() -> String {
        "vector of index values of ranks 1".into()
    }
    fn matches(ctx: &Context, ty: Type) -> bool {
        vector_parts(ctx, ty).is_some_and(|(shape, _, e)| {
            shape.len() == 1 && matches!(ctx.type_kind(e), TypeKind::Index)
        })
    }
}

/// The type of `vector.print`'s source: `Type<Or<[AnyVectorOfAnyRank,
/// AnyInteger, Index, AnyFloat]>>` (an anonymous constraint: empty summary).
#[derive(Copy, Clone, Debug, Default)]
pub struct PrintSourceType;
impl TypeConstraint for PrintSourceType {
    fn summary() -> String {
        String::new()
    }
    fn matches(ctx: &Context, ty: Type) -> bool {
        matches!(
            ctx.type_kind(ty),
            TypeKind::Vector { .. }
                | TypeKind::Integer { .. }
                | TypeKind::Index
                | TypeKind::Float(_)
        )
    }
}

fn array_elems(ctx: &Context, a: Attribute) -> Option<&[Attribute]> {
    match ctx.attr_kind(a) {
        AttrKind::Array(elems) => Some(elems),
        _ => None,
    }
}

ods::attr_constraint!(
    /// `I64ArrayAttr`
    I64ArrayAttr, "64-bit integer array attribute",
    |c, a| array_elems(c, a).is_some_and(|es| es.iter().all(|&e| {
        matches!(c.attr_kind(e), AttrKind::Integer { ty, .. } if c.is_signless_int(*ty, 64))
    }))
);

ods::attr_constraint!(
    /// `BoolArrayAttr`
    BoolArrayAttr, "1-bit boolean array attribute",
    |c, a| array_elems(c, a).is_some_and(|es| es.iter().all(|&e| {
        matches!(c.attr_kind(e), AttrKind::Integer { ty, .. } if c.is_signless_int(*ty, 1))
    }))
);

ods::attr_constraint!(
    /// `Vector_IteratorTypeArrayAttr` (`TypedArrayAttrBase<Vector_IteratorTypeEnum>`)
    IteratorTypeArrayAttr, "Iterator type should be an enum.",
    |c, a| array_elems(c, a).is_some_and(|es| es.iter().all(|&e| IteratorTypeAttr::matches(c, e)))
);

ods::attr_constraint!(
    /// `Builtin_StringAttr`: any string attribute, printed in full.
    BuiltinStringAttr, "An Attribute containing a string",
    |c, a| matches!(c.attr_kind(a), AttrKind::String { .. })
);

/// `IntValidAlignment` (`ConfinedAttr<I64Attr, [IntPositive, IntIsPowerOf2]>`).
#[derive(Copy, Clone, Debug, Default)]
pub struct IntValidAlignment;
impl AttrConstraint for IntValidAlignment {
    type Value = i64;
    fn summary() -> String {
        "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0".into()
    }
    fn matches(ctx: &Context, attr: Attribute) -> bool {
        Self::value(ctx, attr).is_some()
    }
    fn value(ctx: &Context, attr: Attribute) -> Option<i64> {
        match ctx.attr_kind(attr) {
            AttrKind::Integer { ty, value } if ctx.is_signless_int(*ty, 64) => {
                let v = value.sext_u64();
                (v > 0 && (v & (v - 1)) == 0).then_some(v)
            }
            _ => None,
        }
    }
    fn attr(ctx: &mut Context, value: i64) -> Attribute {
        ctx.i64_attr(value)
    }
    fn value_type_kind() -> Option<TypeKind> {
        Some(TypeKind::Integer {
            width: 64,
            signedness: ods::ir::Signedness::Signless,
        })
    }
}

/// `FixedVectorOfRankAndType<[1], [AnySignlessInteger, AnySignedInteger,
/// Index, AnyFloat]>`: the flattened matrices of `vector.matrix_multiply`
/// and `vector.flat_transpose`.
#[derive(Copy, Clone, Debug, Default)]
pub struct FlatMatrixVector;
impl TypeConstraint for FlatMatrixVector {
    fn summary() -> String {
        "fixed-length vector of signless integer or signed integer or index or floating-point values of ranks 1".into()
    }
    fn matches(ctx: &Context, ty: Type) -> bool {
        vector_parts(ctx, ty).is_some_and(|(shape, scalable, e)| {
            shape.len() == 1
                && !scalable.iter().any(|&s| s)
                && matches!(
                    ctx.type_kind(e),
                    TypeKind::Integer {
                        signedness: ods::ir::Signedness::Signless | ods::ir::Signedness::Signed,
                        ..
                    } | TypeKind::Index
                        | TypeKind::Float(_)
                )
        })
    }
    fn parse_in_format(p: &mut OpAsmParser<'_, '_, '_, '_>) -> PResult<Type> {
        parse_vector_type(p)
    }
}

/// `AnyTypeOf<[AnySignlessInteger, Index, AnyFloat], "integer/index/float
/// type">`: the operand of `vector.splat`.
#[derive(Copy, Clone, Debug, Default)]
pub struct IntIndexOrFloat;
impl TypeConstraint for IntIndexOrFloat {
    fn summary() -> String {
        "integer/index/float type".into()
    }
    fn matches(ctx: &Context, ty: Type) -> bool {
        matches!(
            ctx.type_kind(ty),
            TypeKind::Integer {
                signedness: ods::ir::Signedness::Signless,
                ..
            } | TypeKind::Index
                | TypeKind::Float(_)
        )
    }
}
