//! Type and attribute constraints (ODS `TypeConstraint` / `AttrConstraint`):
//! a predicate plus the summary MLIR prints in verifier messages ("operand
//! #0 must be signless integer, but got 'f32'").
//!
//! A constraint is a zero-sized Rust type implementing [`TypeConstraint`] or
//! [`AttrConstraint`], so declarations name them like ODS names its records
//! (`Index`, `VectorOfAnyRankOf<F32>`, `AnyTypeOf<(I32, F32)>`). The `op!`
//! macro stores them in the op's tables as [`TypeConstraintRef`] /
//! [`AttrConstraintRef`] function-pointer pairs, which shared code calls.

use crate::ir::{AttrKind, Attribute, Context, Type};

/// A predicate on types with MLIR's summary.
pub trait TypeConstraint: 'static {
    /// The summary used in diagnostics ("signless integer").
    fn summary() -> String;
    /// True if `ty` satisfies the constraint.
    fn matches(ctx: &Context, ty: Type) -> bool;
    /// Whether the constraint names one type that can be built without
    /// context (ODS `BuildableType`, e.g. `Index`, `I1`); formats may then
    /// omit `type($x)`.
    const BUILDABLE: bool = false;
    /// The type of a buildable constraint (`None` when not buildable).
    fn build(_ctx: &mut Context) -> Option<Type> {
        None
    }
    /// Prints the type of a single value where a format names it
    /// (`type($x)`). MLIR prints a type of the constraint's class with
    /// `printStrippedAttrOrType`: in full for builtin types (the default),
    /// without `!dialect.mnemonic` for a `TypeDef` class.
    fn print_in_format(p: &mut crate::asm::OpAsmPrinter<'_, '_, '_>, ty: Type) {
        p.print_type(ty);
    }
    /// Parses that type (`parseCustomTypeWithFallback`): any type by
    /// default; the stripped body or a full `!...` type for a `TypeDef`.
    fn parse_in_format(
        p: &mut crate::asm::OpAsmParser<'_, '_, '_, '_>,
    ) -> crate::asm::PResult<Type> {
        p.parse_type()
    }
}

/// A predicate on attributes with MLIR's summary, and the Rust value the
/// attribute stands for (ODS `returnType`: `i64` for `I64Attr`, an enum for
/// enum attributes, `Attribute` itself when nothing better fits).
pub trait AttrConstraint: 'static {
    /// The Rust value of a satisfying attribute.
    type Value;
    /// The summary used in diagnostics ("64-bit signless integer attribute").
    fn summary() -> String;
    /// True if `attr` satisfies the constraint.
    fn matches(ctx: &Context, attr: Attribute) -> bool;
    /// The value of an attribute (`None` if it does not satisfy the
    /// constraint).
    fn value(ctx: &Context, attr: Attribute) -> Option<Self::Value>;
    /// The attribute for a value.
    fn attr(ctx: &mut Context, value: Self::Value) -> Attribute;
    /// The C++ storage class ODS gives the constraint
    /// (`::mlir::arith::FastMathFlagsAttr`), for documentation; empty when
    /// the documentation should name it from the summary.
    fn storage_type() -> String {
        String::new()
    }
    /// The type an attribute of this constraint has when written without
    /// one in a format (ODS `valueType` with a buildable type: `I64Attr`
    /// prints `8`, not `8 : i64`).
    fn value_type_kind() -> Option<crate::ir::TypeKind> {
        None
    }
    /// Prints the attribute where an assembly format names it (`$attr`).
    /// The default is MLIR's for plain attributes: without its type when the
    /// constraint has a value type and the attribute has that type.
    fn print_in_format(p: &mut crate::asm::OpAsmPrinter<'_, '_, '_>, attr: Attribute) {
        crate::format::print::print_plain_attr(p, attr, Self::value_type_kind());
    }
    /// Parses the attribute where an assembly format names it. With
    /// `optional`, returns `None` (consuming nothing) when the next token
    /// cannot start one.
    fn parse_in_format(
        p: &mut crate::asm::OpAsmParser<'_, '_, '_, '_>,
        optional: bool,
    ) -> crate::asm::PResult<Option<Attribute>> {
        let ty = Self::value_type_kind().map(|k| p.ctx().intern_type(k));
        crate::format::parse::parse_plain_attr(p, ty, optional)
    }
    /// [`AttrConstraint::parse_in_format`] for the attribute named `name`
    /// (enum attributes name it in their messages: `expected string or
    /// keyword containing one of the following enum values for attribute
    /// 'predicate' [...]`). The default ignores the name.
    fn parse_in_format_named(
        p: &mut crate::asm::OpAsmParser<'_, '_, '_, '_>,
        name: &str,
        optional: bool,
    ) -> crate::asm::PResult<Option<Attribute>> {
        let _ = name;
        Self::parse_in_format(p, optional)
    }
}

/// A type constraint as stored in an op's tables.
#[derive(Copy, Clone)]
pub struct TypeConstraintRef {
    /// See [`TypeConstraint::summary`].
    pub summary: fn() -> String,
    /// See [`TypeConstraint::matches`].
    pub matches: fn(&Context, Type) -> bool,
    /// See [`TypeConstraint::build`].
    pub build: Option<fn(&mut Context) -> Option<Type>>,
    /// See [`TypeConstraint::print_in_format`].
    pub print: fn(&mut crate::asm::OpAsmPrinter<'_, '_, '_>, Type),
    /// See [`TypeConstraint::parse_in_format`].
    pub parse: fn(&mut crate::asm::OpAsmParser<'_, '_, '_, '_>) -> crate::asm::PResult<Type>,
}

impl TypeConstraintRef {
    /// The table entry of constraint `T`.
    pub const fn of<T: TypeConstraint>() -> TypeConstraintRef {
        TypeConstraintRef {
            summary: T::summary,
            matches: T::matches,
            build: if T::BUILDABLE { Some(T::build) } else { None },
            print: T::print_in_format,
            parse: T::parse_in_format,
        }
    }
}

/// Prints an attribute inside a format.
pub type AttrPrintFn = fn(&mut crate::asm::OpAsmPrinter<'_, '_, '_>, Attribute);
/// Parses an attribute inside a format (optionally).
pub type AttrParseFn = fn(
    &mut crate::asm::OpAsmParser<'_, '_, '_, '_>,
    bool,
) -> crate::asm::PResult<Option<Attribute>>;
/// Parses the attribute of a given name inside a format (optionally).
pub type AttrParseNamedFn = fn(
    &mut crate::asm::OpAsmParser<'_, '_, '_, '_>,
    &str,
    bool,
) -> crate::asm::PResult<Option<Attribute>>;

/// An attribute constraint as stored in an op's tables.
#[derive(Copy, Clone)]
pub struct AttrConstraintRef {
    /// See [`AttrConstraint::summary`].
    pub summary: fn() -> String,
    /// See [`AttrConstraint::matches`].
    pub matches: fn(&Context, Attribute) -> bool,
    /// See [`AttrConstraint::print_in_format`].
    pub print: AttrPrintFn,
    /// See [`AttrConstraint::parse_in_format`].
    pub parse: AttrParseFn,
    /// See [`AttrConstraint::parse_in_format_named`].
    pub parse_named: AttrParseNamedFn,
    /// See [`AttrConstraint::storage_type`].
    pub storage_type: fn() -> String,
}

impl AttrConstraintRef {
    /// The table entry of constraint `A`.
    pub const fn of<A: AttrConstraint>() -> AttrConstraintRef {
        AttrConstraintRef {
            summary: A::summary,
            matches: A::matches,
            print: A::print_in_format,
            parse: A::parse_in_format,
            parse_named: A::parse_in_format_named,
            storage_type: A::storage_type,
        }
    }
}

/// Summaries of several constraints joined as TableGen joins them
/// (`"a or b or c"`).
fn join_or(parts: &[String]) -> String {
    parts.join(" or ")
}

/// A tuple of type constraints, for unions like `AnyTypeOf<(I32, F32)>`.
pub trait TypeConstraintList: 'static {
    /// Each member's summary.
    fn summaries() -> Vec<String>;
    /// True if any member matches.
    fn any_matches(ctx: &Context, ty: Type) -> bool;
}

macro_rules! impl_type_list {
    ($($t:ident),+) => {
        impl<$($t: TypeConstraint),+> TypeConstraintList for ($($t,)+) {
            fn summaries() -> Vec<String> {
                vec![$($t::summary()),+]
            }
            fn any_matches(ctx: &Context, ty: Type) -> bool {
                $($t::matches(ctx, ty))||+
            }
        }
    };
}
impl_type_list!(A);
impl_type_list!(A, B);
impl_type_list!(A, B, C);
impl_type_list!(A, B, C, D);
impl_type_list!(A, B, C, D, E);
impl_type_list!(A, B, C, D, E, F);
impl_type_list!(A, B, C, D, E, F, G);
impl_type_list!(A, B, C, D, E, F, G, H);

/// Defines a unit-struct type constraint.
macro_rules! type_constraint {
    ($(#[$m:meta])* $name:ident, $summary:expr, |$ctx:ident, $ty:ident| $pred:expr) => {
        $(#[$m])*
        #[derive(Copy, Clone, Debug, Default)]
        pub struct $name;
        impl TypeConstraint for $name {
            fn summary() -> String {
                $summary.into()
            }
            fn matches($ctx: &Context, $ty: Type) -> bool {
                $pred
            }
        }
    };
    ($(#[$m:meta])* $name:ident, $summary:expr, |$ctx:ident, $ty:ident| $pred:expr, build |$bctx:ident| $build:expr) => {
        $(#[$m])*
        #[derive(Copy, Clone, Debug, Default)]
        pub struct $name;
        impl TypeConstraint for $name {
            fn summary() -> String {
                $summary.into()
            }
            fn matches($ctx: &Context, $ty: Type) -> bool {
                $pred
            }
            const BUILDABLE: bool = true;
            fn build($bctx: &mut Context) -> Option<Type> {
                Some($build)
            }
        }
    };
}

/// Defines a unit-struct attribute constraint whose value is the attribute
/// itself (`ods::attr_constraint!(Name, "summary", |ctx, a| predicate)`),
/// for dialect crates as for the standard constraints below.
#[macro_export]
macro_rules! attr_constraint {
    ($(#[$m:meta])* $name:ident, $summary:expr, |$ctx:ident, $a:ident| $pred:expr) => {
        $crate::attr_constraint!($(#[$m])* $name, $summary, |$ctx, $a| $pred, value_type None);
    };
    ($(#[$m:meta])* $name:ident, $summary:expr, |$ctx:ident, $a:ident| $pred:expr, value_type $vt:expr) => {
        $(#[$m])*
        #[derive(Copy, Clone, Debug, Default)]
        pub struct $name;
        impl $crate::opdef::AttrConstraint for $name {
            type Value = $crate::ir::Attribute;
            fn summary() -> String {
                $summary.into()
            }
            fn matches($ctx: &$crate::ir::Context, $a: $crate::ir::Attribute) -> bool {
                $pred
            }
            fn value(
                ctx: &$crate::ir::Context,
                attr: $crate::ir::Attribute,
            ) -> Option<$crate::ir::Attribute> {
                <Self as $crate::opdef::AttrConstraint>::matches(ctx, attr).then_some(attr)
            }
            fn attr(
                _ctx: &mut $crate::ir::Context,
                value: $crate::ir::Attribute,
            ) -> $crate::ir::Attribute {
                value
            }
            fn value_type_kind() -> Option<$crate::ir::TypeKind> {
                $vt
            }
        }
    };
}

#[allow(unused_imports)]
pub(crate) use type_constraint;

/// The standard constraints of `CommonTypeConstraints.td` /
/// `CommonAttrConstraints.td`, with their summaries.
pub mod types {
    use super::*;
    use crate::ir::{Signedness, TypeKind};
    use crate::support::apfloat::FloatSemantics;

    type_constraint!(
        /// `AnyType`
        AnyType, "any type", |_c, _t| true
    );
    type_constraint!(
        /// `NoneType`
        NoneType, "none type", |c, t| matches!(c.type_kind(t), TypeKind::None),
        build |c| c.none_type()
    );
    type_constraint!(
        /// `AnyInteger`
        AnyInteger, "integer", |c, t| matches!(c.type_kind(t), TypeKind::Integer { .. })
    );
    type_constraint!(
        /// `AnySignlessInteger`
        AnySignlessInteger, "signless integer",
        |c, t| matches!(c.type_kind(t), TypeKind::Integer { signedness: Signedness::Signless, .. })
    );
    type_constraint!(
        /// `AnySignedInteger`
        AnySignedInteger, "signed integer",
        |c, t| matches!(c.type_kind(t), TypeKind::Integer { signedness: Signedness::Signed, .. })
    );
    type_constraint!(
        /// `AnyUnsignedInteger`
        AnyUnsignedInteger, "unsigned integer",
        |c, t| matches!(c.type_kind(t), TypeKind::Integer { signedness: Signedness::Unsigned, .. })
    );
    type_constraint!(
        /// `Index`
        Index, "index", |c, t| matches!(c.type_kind(t), TypeKind::Index),
        build |c| c.index_type()
    );
    type_constraint!(
        /// `AnySignlessIntegerOrIndex`
        AnySignlessIntegerOrIndex, "signless integer or index",
        |c, t| matches!(
            c.type_kind(t),
            TypeKind::Index | TypeKind::Integer { signedness: Signedness::Signless, .. }
        )
    );
    type_constraint!(
        /// `AnyFloat`
        AnyFloat, "floating-point", |c, t| matches!(c.type_kind(t), TypeKind::Float(_))
    );
    type_constraint!(
        /// `AnyComplex`
        AnyComplex, "complex-type", |c, t| matches!(c.type_kind(t), TypeKind::Complex(_))
    );
    type_constraint!(
        /// `FunctionType`
        FunctionType, "function type", |c, t| matches!(c.type_kind(t), TypeKind::Function { .. })
    );
    type_constraint!(
        /// `AnyTuple` (`TupleOf<[AnyType]>`)
        AnyTuple, "tuple", |c, t| matches!(c.type_kind(t), TypeKind::Tuple(_))
    );

    /// `I<width>`: a signless integer of one width (`I1`, `I32`, ...).
    #[derive(Copy, Clone, Debug, Default)]
    pub struct I<const W: u32>;
    impl<const W: u32> TypeConstraint for I<W> {
        fn summary() -> String {
            format!("{W}-bit signless integer")
        }
        fn matches(ctx: &Context, ty: Type) -> bool {
            ctx.is_signless_int(ty, W)
        }
        const BUILDABLE: bool = true;
        fn build(ctx: &mut Context) -> Option<Type> {
            Some(ctx.int_type(W))
        }
    }
    /// `I1`
    pub type I1 = I<1>;
    /// `I8`
    pub type I8 = I<8>;
    /// `I16`
    pub type I16 = I<16>;
    /// `I32`
    pub type I32 = I<32>;
    /// `I64`
    pub type I64 = I<64>;

    /// `SI<width>`
    #[derive(Copy, Clone, Debug, Default)]
    pub struct SI<const W: u32>;
    impl<const W: u32> TypeConstraint for SI<W> {
        fn summary() -> String {
            format!("{W}-bit signed integer")
        }
        fn matches(ctx: &Context, ty: Type) -> bool {
            matches!(ctx.type_kind(ty), TypeKind::Integer { width, signedness: Signedness::Signed } if *width == W)
        }
        const BUILDABLE: bool = true;
        fn build(ctx: &mut Context) -> Option<Type> {
            Some(ctx.integer_type(W, Signedness::Signed))
        }
    }

    /// `UI<width>`
    #[derive(Copy, Clone, Debug, Default)]
    pub struct UI<const W: u32>;
    impl<const W: u32> TypeConstraint for UI<W> {
        fn summary() -> String {
            format!("{W}-bit unsigned integer")
        }
        fn matches(ctx: &Context, ty: Type) -> bool {
            matches!(ctx.type_kind(ty), TypeKind::Integer { width, signedness: Signedness::Unsigned } if *width == W)
        }
        const BUILDABLE: bool = true;
        fn build(ctx: &mut Context) -> Option<Type> {
            Some(ctx.integer_type(W, Signedness::Unsigned))
        }
    }

    /// `AnyI<width>`: an integer of one width, any signedness.
    #[derive(Copy, Clone, Debug, Default)]
    pub struct AnyI<const W: u32>;
    impl<const W: u32> TypeConstraint for AnyI<W> {
        fn summary() -> String {
            format!("{W}-bit integer")
        }
        fn matches(ctx: &Context, ty: Type) -> bool {
            matches!(ctx.type_kind(ty), TypeKind::Integer { width, .. } if *width == W)
        }
    }

    macro_rules! float_constraint {
        ($name:ident, $sem:ident, $summary:expr) => {
            type_constraint!(
                #[doc = concat!("`", stringify!($name), "`")]
                $name,
                $summary,
                |c, t| c.float_semantics(t) == Some(FloatSemantics::$sem),
                build | c | c.float_type(FloatSemantics::$sem)
            );
        };
    }
    float_constraint!(F16, F16, "16-bit float");
    float_constraint!(F32, F32, "32-bit float");
    float_constraint!(F64, F64, "64-bit float");
    float_constraint!(F80, F80, "80-bit float");
    float_constraint!(F128, F128, "128-bit float");
    float_constraint!(BF16, BF16, "bfloat16 type");

    /// `AnyTypeOf<[A, B, ...]>`: a union; the summary joins the members'.
    #[derive(Copy, Clone, Debug, Default)]
    pub struct AnyTypeOf<L>(std::marker::PhantomData<L>);
    impl<L: TypeConstraintList> TypeConstraint for AnyTypeOf<L> {
        fn summary() -> String {
            join_or(&L::summaries())
        }
        fn matches(ctx: &Context, ty: Type) -> bool {
            L::any_matches(ctx, ty)
        }
    }

    /// Element constraints of a container (`VectorOf<[...]>` lists): a
    /// single constraint or a tuple union.
    pub trait ElementConstraints: 'static {
        /// "32-bit float or 32-bit signless integer"
        fn summary() -> String;
        /// True if an element type is allowed.
        fn matches(ctx: &Context, ty: Type) -> bool;
    }
    impl<T: TypeConstraint> ElementConstraints for T {
        fn summary() -> String {
            T::summary()
        }
        fn matches(ctx: &Context, ty: Type) -> bool {
            T::matches(ctx, ty)
        }
    }

    /// `AnyOf<(A, B)>` as the element list of a container.
    #[derive(Copy, Clone, Debug, Default)]
    pub struct Either<L>(std::marker::PhantomData<L>);
    impl<L: TypeConstraintList> TypeConstraint for Either<L> {
        fn summary() -> String {
            join_or(&L::summaries())
        }
        fn matches(ctx: &Context, ty: Type) -> bool {
            L::any_matches(ctx, ty)
        }
    }

    /// `parseCustomTypeWithFallback<T>` for a builtin type class: any type,
    /// then `invalid kind of type specified: expected builtin.vector, but
    /// found 'f32'` (at the type) unless `is` accepts it. A class without a
    /// static name (`ShapedType`) gives the message without the tail.
    pub fn parse_type_of_class(
        p: &mut crate::asm::OpAsmParser<'_, '_, '_, '_>,
        class: Option<&str>,
        is: fn(&TypeKind) -> bool,
    ) -> crate::asm::PResult<Type> {
        let pos = p.current_position();
        let t = p.parse_type()?;
        if is(p.ctx_ref().type_kind(t)) {
            return Ok(t);
        }
        let msg = match class {
            Some(name) => format!(
                "invalid kind of type specified: expected {name}, but found '{}'",
                crate::asm::print_type_local(p.ctx_ref(), t)
            ),
            None => "invalid kind of type specified".to_string(),
        };
        p.emit_error_at(pos, msg)
    }

    /// Parses a `::mlir::VectorType` written by `type(...)`.
    pub fn parse_vector_type(
        p: &mut crate::asm::OpAsmParser<'_, '_, '_, '_>,
    ) -> crate::asm::PResult<Type> {
        parse_type_of_class(p, Some("builtin.vector"), |k| {
            matches!(k, TypeKind::Vector { .. })
        })
    }

    /// Parses a `::mlir::MemRefType` (ranked) written by `type(...)`.
    pub fn parse_memref_type(
        p: &mut crate::asm::OpAsmParser<'_, '_, '_, '_>,
    ) -> crate::asm::PResult<Type> {
        parse_type_of_class(p, Some("builtin.memref"), |k| {
            matches!(k, TypeKind::MemRef { .. })
        })
    }

    /// Parses a `::mlir::ShapedType` written by `type(...)`.
    pub fn parse_shaped_type(
        p: &mut crate::asm::OpAsmParser<'_, '_, '_, '_>,
    ) -> crate::asm::PResult<Type> {
        parse_type_of_class(p, None, |k| {
            matches!(
                k,
                TypeKind::Vector { .. }
                    | TypeKind::RankedTensor { .. }
                    | TypeKind::UnrankedTensor { .. }
                    | TypeKind::MemRef { .. }
                    | TypeKind::UnrankedMemRef { .. }
            )
        })
    }

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

    /// `VectorOfAnyRankOf<[T]>`
    #[derive(Copy, Clone, Debug, Default)]
    pub struct VectorOfAnyRankOf<T>(std::marker::PhantomData<T>);
    impl<T: ElementConstraints> TypeConstraint for VectorOfAnyRankOf<T> {
        fn parse_in_format(
            p: &mut crate::asm::OpAsmParser<'_, '_, '_, '_>,
        ) -> crate::asm::PResult<Type> {
            parse_vector_type(p)
        }
        fn summary() -> String {
            format!("vector of {} values", T::summary())
        }
        fn matches(ctx: &Context, ty: Type) -> bool {
            vector_parts(ctx, ty).is_some_and(|(_, _, e)| T::matches(ctx, e))
        }
    }

    /// `VectorOfNonZeroRankOf<[T]>`
    #[derive(Copy, Clone, Debug, Default)]
    pub struct VectorOfNonZeroRankOf<T>(std::marker::PhantomData<T>);
    impl<T: ElementConstraints> TypeConstraint for VectorOfNonZeroRankOf<T> {
        fn parse_in_format(
            p: &mut crate::asm::OpAsmParser<'_, '_, '_, '_>,
        ) -> crate::asm::PResult<Type> {
            parse_vector_type(p)
        }
        fn summary() -> String {
            format!("vector of {} values", T::summary())
        }
        fn matches(ctx: &Context, ty: Type) -> bool {
            vector_parts(ctx, ty).is_some_and(|(s, _, e)| !s.is_empty() && T::matches(ctx, e))
        }
    }

    /// `FixedVectorOfAnyRank<[T]>`
    #[derive(Copy, Clone, Debug, Default)]
    pub struct FixedVectorOfAnyRank<T>(std::marker::PhantomData<T>);
    impl<T: ElementConstraints> TypeConstraint for FixedVectorOfAnyRank<T> {
        fn parse_in_format(
            p: &mut crate::asm::OpAsmParser<'_, '_, '_, '_>,
        ) -> crate::asm::PResult<Type> {
            parse_vector_type(p)
        }
        fn summary() -> String {
            format!("fixed-length vector of {} values", T::summary())
        }
        fn matches(ctx: &Context, ty: Type) -> bool {
            vector_parts(ctx, ty)
                .is_some_and(|(_, sc, e)| !sc.iter().any(|&s| s) && T::matches(ctx, e))
        }
    }

    /// `AnyVectorOfAnyRank`
    pub type AnyVectorOfAnyRank = VectorOfAnyRankOf<AnyType>;
    /// `AnyVectorOfNonZeroRank`
    pub type AnyVectorOfNonZeroRank = VectorOfNonZeroRankOf<AnyType>;

    /// `TensorOf<[T]>` (ranked or unranked)
    #[derive(Copy, Clone, Debug, Default)]
    pub struct TensorOf<T>(std::marker::PhantomData<T>);
    impl<T: ElementConstraints> TypeConstraint for TensorOf<T> {
        fn summary() -> String {
            format!("tensor of {} values", T::summary())
        }
        fn matches(ctx: &Context, ty: Type) -> bool {
            match ctx.type_kind(ty) {
                TypeKind::RankedTensor { elem, .. } | TypeKind::UnrankedTensor { elem } => {
                    T::matches(ctx, *elem)
                }
                _ => false,
            }
        }
    }

    /// `RankedTensorOf<[T]>`
    #[derive(Copy, Clone, Debug, Default)]
    pub struct RankedTensorOf<T>(std::marker::PhantomData<T>);
    impl<T: ElementConstraints> TypeConstraint for RankedTensorOf<T> {
        fn summary() -> String {
            format!("ranked tensor of {} values", T::summary())
        }
        fn matches(ctx: &Context, ty: Type) -> bool {
            matches!(ctx.type_kind(ty), TypeKind::RankedTensor { elem, .. } if T::matches(ctx, *elem))
        }
    }

    /// `MemRefOf<[T]>`: a ranked memref (MLIR's `IsMemRefTypePred` is
    /// `isa<MemRefType>`; unranked ones are `UnrankedMemRefOf`).
    #[derive(Copy, Clone, Debug, Default)]
    pub struct MemRefOf<T>(std::marker::PhantomData<T>);
    impl<T: ElementConstraints> TypeConstraint for MemRefOf<T> {
        fn summary() -> String {
            format!("memref of {} values", T::summary())
        }
        fn matches(ctx: &Context, ty: Type) -> bool {
            match ctx.type_kind(ty) {
                TypeKind::MemRef { elem, .. } => T::matches(ctx, *elem),
                _ => false,
            }
        }
        /// The constraint's C++ class is `MemRefType`: formats parse with
        /// `parseCustomTypeWithFallback`, which rejects other types.
        fn parse_in_format(
            p: &mut crate::asm::OpAsmParser<'_, '_, '_, '_>,
        ) -> crate::asm::PResult<Type> {
            let pos = p.current_position();
            let ty = p.parse_type()?;
            if !matches!(p.ctx_ref().type_kind(ty), TypeKind::MemRef { .. }) {
                let found = crate::asm::print_type_local(p.ctx_ref(), ty);
                return p.emit_error_at(
                    pos,
                    format!(
                        "invalid kind of type specified: expected builtin.memref, but found '{found}'"
                    ),
                );
            }
            Ok(ty)
        }
    }

    /// `UnrankedMemRefOf<[T]>`
    #[derive(Copy, Clone, Debug, Default)]
    pub struct UnrankedMemRefOf<T>(std::marker::PhantomData<T>);
    impl<T: ElementConstraints> TypeConstraint for UnrankedMemRefOf<T> {
        fn summary() -> String {
            format!("unranked.memref of {} values", T::summary())
        }
        fn matches(ctx: &Context, ty: Type) -> bool {
            match ctx.type_kind(ty) {
                TypeKind::UnrankedMemRef { elem, .. } => T::matches(ctx, *elem),
                _ => false,
            }
        }
    }

    /// `AnyTensor`
    pub type AnyTensor = TensorOf<AnyType>;
    /// `AnyRankedTensor`
    pub type AnyRankedTensor = RankedTensorOf<AnyType>;
    /// `AnyMemRef`
    pub type AnyMemRef = MemRefOf<AnyType>;

    /// The element type of a type with value semantics (a vector, ranked or
    /// unranked tensor): ODS `ValueSemanticsContainerOf`'s container test.
    pub fn value_semantics_element(ctx: &Context, ty: Type) -> Option<Type> {
        match ctx.type_kind(ty) {
            TypeKind::Vector { elem, .. }
            | TypeKind::RankedTensor { elem, .. }
            | TypeKind::UnrankedTensor { elem } => Some(*elem),
            _ => None,
        }
    }

    /// ODS `TypeOrValueSemanticsContainer<T, name>`: a `T`, or a vector or
    /// tensor of `T`.
    fn type_or_container(ctx: &Context, ty: Type, elem: impl Fn(&Context, Type) -> bool) -> bool {
        elem(ctx, ty) || value_semantics_element(ctx, ty).is_some_and(|e| elem(ctx, e))
    }

    type_constraint!(
        /// `BoolLike`: `i1`, or a vector or tensor of `i1`.
        BoolLike, "bool-like",
        |c, t| type_or_container(c, t, |c, e| c.is_signless_int(e, 1))
    );
    type_constraint!(
        /// `SignlessIntegerLike`: a signless integer, or a vector or tensor of
        /// them.
        SignlessIntegerLike, "signless-integer",
        |c, t| type_or_container(c, t, <AnySignlessInteger as TypeConstraint>::matches)
    );
    type_constraint!(
        /// `SignlessIntegerOrIndexLike`: a signless integer or `index`, or a
        /// vector or tensor of them.
        SignlessIntegerOrIndexLike, "signless-integer-like",
        |c, t| type_or_container(c, t, <AnySignlessIntegerOrIndex as TypeConstraint>::matches)
    );
    type_constraint!(
        /// `FloatLike`: a float, or a vector or tensor of floats.
        FloatLike, "floating-point-like",
        |c, t| type_or_container(c, t, <AnyFloat as TypeConstraint>::matches)
    );
    type_constraint!(
        /// `SignlessIntegerOrFloatLike`
        SignlessIntegerOrFloatLike, "signless-integer-like or floating-point-like",
        |c, t| <SignlessIntegerLike as TypeConstraint>::matches(c, t) || <FloatLike as TypeConstraint>::matches(c, t)
    );
    type_constraint!(
        /// `SignlessIntegerOrIndexOrFloatLike`
        SignlessIntegerOrIndexOrFloatLike,
        "signless-integer-or-index-like or floating-point-like",
        |c, t| <SignlessIntegerOrIndexLike as TypeConstraint>::matches(c, t) || <FloatLike as TypeConstraint>::matches(c, t)
    );

    type_constraint!(
        /// `AnyShaped`
        AnyShaped, "shaped of any type values",
        |c, t| matches!(
            c.type_kind(t),
            TypeKind::Vector { .. }
                | TypeKind::RankedTensor { .. }
                | TypeKind::UnrankedTensor { .. }
                | TypeKind::MemRef { .. }
                | TypeKind::UnrankedMemRef { .. }
        )
    );
}

/// The standard attribute constraints.
pub mod attrs {
    use super::*;
    use crate::ir::TypeKind;

    attr_constraint!(
        /// `AnyAttr`
        AnyAttr, "any attribute", |_c, _a| true
    );
    attr_constraint!(
        /// `APIntAttr`: an integer attribute (of any integer or index type).
        APIntAttr, "arbitrary integer attribute",
        |c, a| matches!(c.attr_kind(a), AttrKind::Integer { .. })
    );
    attr_constraint!(
        /// `ElementsAttr`: a dense (int/float, string, resource) or sparse
        /// elements attribute.
        ElementsAttr, "constant vector/tensor attribute",
        |c, a| crate::ir::is_elements_attr(c.attr_kind(a))
    );
    /// The element type of a `DenseIntOrFPElementsAttr`, if it is one.
    fn dense_elem(c: &Context, a: Attribute) -> Option<TypeKind> {
        crate::ir::dense_elem_type(c, a).map(|t| c.type_kind(t).clone())
    }
    attr_constraint!(
        /// `AnyIntElementsAttr`: a `DenseIntElementsAttr` (integer or index
        /// elements).
        AnyIntElementsAttr, "integer elements attribute",
        |c, a| matches!(dense_elem(c, a), Some(TypeKind::Integer { .. } | TypeKind::Index))
    );
    attr_constraint!(
        /// `IndexElementsAttr`
        IndexElementsAttr, "index elements attribute",
        |c, a| matches!(dense_elem(c, a), Some(TypeKind::Index))
    );
    attr_constraint!(
        /// `AnyI32ElementsAttr`: 32-bit integer elements of any signedness.
        AnyI32ElementsAttr, "32-bit integer elements attribute",
        |c, a| matches!(dense_elem(c, a), Some(TypeKind::Integer { width: 32, .. }))
    );
    attr_constraint!(
        /// `AnyI64ElementsAttr`: 64-bit integer elements of any signedness.
        AnyI64ElementsAttr, "64-bit integer elements attribute",
        |c, a| matches!(dense_elem(c, a), Some(TypeKind::Integer { width: 64, .. }))
    );
    attr_constraint!(
        /// `I32ElementsAttr`: 32-bit signless integer elements.
        I32ElementsAttr, "32-bit signless integer elements attribute",
        |c, a| matches!(dense_elem(c, a),
            Some(TypeKind::Integer { width: 32, signedness: crate::ir::Signedness::Signless }))
    );
    attr_constraint!(
        /// `I64ElementsAttr`: 64-bit signless integer elements.
        I64ElementsAttr, "64-bit signless integer elements attribute",
        |c, a| matches!(dense_elem(c, a),
            Some(TypeKind::Integer { width: 64, signedness: crate::ir::Signedness::Signless }))
    );
    attr_constraint!(
        /// `F64ElementsAttr`: a `DenseFPElementsAttr` of `f64`.
        F64ElementsAttr, "64-bit float elements attribute",
        |c, a| matches!(dense_elem(c, a),
            Some(TypeKind::Float(crate::support::apfloat::FloatSemantics::F64)))
    );
    attr_constraint!(
        /// `SymbolRefAttr`
        SymbolRefAttr, "symbol reference attribute",
        |c, a| matches!(c.attr_kind(a), AttrKind::SymbolRef { .. })
    );
    attr_constraint!(
        /// `TypeAttr`
        TypeAttr, "any type attribute", |c, a| matches!(c.attr_kind(a), AttrKind::Type(_))
    );
    attr_constraint!(
        /// `ArrayAttr`
        ArrayAttr, "array attribute", |c, a| matches!(c.attr_kind(a), AttrKind::Array(_))
    );
    attr_constraint!(
        /// `DictionaryAttr`
        DictionaryAttr, "dictionary of named attribute values",
        |c, a| matches!(c.attr_kind(a), AttrKind::Dictionary(_))
    );
    attr_constraint!(
        /// `DictArrayAttr`: an array of dictionaries.
        DictArrayAttr, "Array of dictionary attributes",
        |c, a| match c.attr_kind(a) {
            AttrKind::Array(elems) => elems
                .iter()
                .all(|&e| matches!(c.attr_kind(e), AttrKind::Dictionary(_))),
            _ => false,
        }
    );
    attr_constraint!(
        /// `AffineMapAttr`
        AffineMapAttr, "AffineMap attribute", |c, a| matches!(c.attr_kind(a), AttrKind::AffineMap(_))
    );
    attr_constraint!(
        /// `F32Attr`
        F32Attr, "32-bit float attribute",
        |c, a| matches!(c.attr_kind(a), AttrKind::Float { ty, .. }
            if c.float_semantics(*ty) == Some(crate::support::apfloat::FloatSemantics::F32)),
        value_type Some(crate::ir::TypeKind::Float(crate::support::apfloat::FloatSemantics::F32))
    );
    attr_constraint!(
        /// `TypedAttrInterface`: any attribute carrying a type.
        TypedAttrInterface, "TypedAttr instance", |c, a| c.attr_type(a).is_some()
    );
    /// `DenseArrayAttr` constraints: inside an assembly format the array
    /// prints stripped (`[1, 2]`, `printStrippedAttrOrType`) and parses the
    /// stripped body or a full attribute behind an alias
    /// (`parseCustomAttributeWithFallback`).
    macro_rules! dense_array_constraint {
        ($(#[$m:meta])* $name:ident, $summary:expr, $width:expr) => {
            $(#[$m])*
            #[derive(Copy, Clone, Debug, Default)]
            pub struct $name;
            impl AttrConstraint for $name {
                type Value = Attribute;
                fn summary() -> String {
                    $summary.into()
                }
                fn matches(ctx: &Context, attr: Attribute) -> bool {
                    matches!(ctx.attr_kind(attr), AttrKind::DenseArray { elem, .. } if ctx.is_signless_int(*elem, $width))
                }
                fn value(ctx: &Context, attr: Attribute) -> Option<Attribute> {
                    Self::matches(ctx, attr).then_some(attr)
                }
                fn attr(_ctx: &mut Context, value: Attribute) -> Attribute {
                    value
                }
                fn print_in_format(p: &mut crate::asm::OpAsmPrinter<'_, '_, '_>, attr: Attribute) {
                    print_dense_array_stripped(p, attr);
                }
                fn parse_in_format(
                    p: &mut crate::asm::OpAsmParser<'_, '_, '_, '_>,
                    optional: bool,
                ) -> crate::asm::PResult<Option<Attribute>> {
                    parse_dense_array_stripped(p, $width, optional)
                }
            }
        };
    }
    dense_array_constraint!(
        /// `DenseI64ArrayAttr`
        DenseI64ArrayAttr, "i64 dense array attribute", 64
    );
    dense_array_constraint!(
        /// `DenseI32ArrayAttr`
        DenseI32ArrayAttr, "i32 dense array attribute", 32
    );
    dense_array_constraint!(
        /// `DenseBoolArrayAttr`
        DenseBoolArrayAttr, "i1 dense array attribute", 1
    );

    /// The integer elements of a `DenseArrayAttr` of integers (`i1` as 0/1).
    pub fn dense_array_values(ctx: &Context, attr: Attribute) -> Option<Vec<i64>> {
        let AttrKind::DenseArray { elem, len, data } = ctx.attr_kind(attr) else {
            return None;
        };
        let width = match ctx.type_kind(*elem) {
            crate::ir::TypeKind::Integer { width, .. } => *width,
            crate::ir::TypeKind::Index => 64,
            _ => return None,
        };
        let bytes = if width == 1 { 1 } else { (width / 8) as usize };
        Some(
            (0..*len as usize)
                .map(|i| {
                    let chunk = &data[i * bytes..(i + 1) * bytes];
                    let mut v: i64 = 0;
                    for (k, b) in chunk.iter().enumerate() {
                        v |= (*b as i64) << (8 * k);
                    }
                    // Sign-extend from the element width.
                    if width == 1 || width >= 64 {
                        v
                    } else {
                        let shift = 64 - width;
                        (v << shift) >> shift
                    }
                })
                .collect(),
        )
    }

    /// A `DenseArrayAttr` of `width`-bit signless integers (`i1` for 1).
    pub fn dense_array_attr(ctx: &mut Context, width: u32, values: &[i64]) -> Attribute {
        let elem = ctx.int_type(width);
        let bytes = if width == 1 { 1 } else { (width / 8) as usize };
        let mut data = Vec::with_capacity(values.len() * bytes);
        for &v in values {
            data.extend_from_slice(&v.to_le_bytes()[..bytes]);
        }
        ctx.intern_attr(AttrKind::DenseArray {
            elem,
            len: values.len() as u64,
            data: data.into(),
        })
    }

    /// `[1, 2]` / `[true, false]`: a dense array printed stripped.
    pub fn print_dense_array_stripped(
        p: &mut crate::asm::OpAsmPrinter<'_, '_, '_>,
        attr: Attribute,
    ) {
        let ctx = p.ctx();
        let is_bool = matches!(ctx.attr_kind(attr), AttrKind::DenseArray { elem, .. } if ctx.is_signless_int(*elem, 1));
        match dense_array_values(ctx, attr) {
            Some(vs) => {
                let body = vs
                    .iter()
                    .map(|v| match (is_bool, v) {
                        (true, 0) => "false".to_string(),
                        (true, _) => "true".to_string(),
                        _ => v.to_string(),
                    })
                    .collect::<Vec<_>>()
                    .join(", ");
                p.write("[");
                p.write(&body);
                p.write("]");
            }
            None => p.print_attribute(attr),
        }
    }

    /// Parses a dense array stripped (`[1, 2]`) or in full behind an alias.
    pub fn parse_dense_array_stripped(
        p: &mut crate::asm::OpAsmParser<'_, '_, '_, '_>,
        width: u32,
        optional: bool,
    ) -> crate::asm::PResult<Option<Attribute>> {
        use crate::asm::lexer::{Keyword, TokenKind};
        if p.at(TokenKind::HashIdentifier) {
            return p.parse_attribute(None).map(Some);
        }
        if optional && !p.at(TokenKind::LSquare) {
            return Ok(None);
        }
        p.parse_punct(TokenKind::LSquare)?;
        let mut values = Vec::new();
        if !p.parse_optional_punct(TokenKind::RSquare) {
            loop {
                if width == 1 {
                    if p.at(TokenKind::Keyword(Keyword::True))
                        || p.at(TokenKind::Keyword(Keyword::False))
                    {
                        values.push(p.at(TokenKind::Keyword(Keyword::True)) as i64);
                        p.parse_optional_keyword(if values[values.len() - 1] == 1 {
                            "true"
                        } else {
                            "false"
                        });
                    } else {
                        return p.emit_error("expected 'true' or 'false'");
                    }
                } else {
                    values.push(p.parse_integer()?);
                }
                if !p.parse_optional_punct(TokenKind::Comma) {
                    break;
                }
            }
            p.parse_punct(TokenKind::RSquare)?;
        }
        let ctx = p.ctx();
        Ok(Some(dense_array_attr(ctx, width, &values)))
    }

    /// `TypeAttrOf<T>`: a type attribute whose type satisfies `T`.
    #[derive(Copy, Clone, Debug, Default)]
    pub struct TypeAttrOf<T>(std::marker::PhantomData<T>);
    impl<T: TypeConstraint> AttrConstraint for TypeAttrOf<T> {
        type Value = Type;
        fn summary() -> String {
            format!("type attribute of {}", T::summary())
        }
        fn matches(ctx: &Context, attr: Attribute) -> bool {
            matches!(ctx.attr_kind(attr), AttrKind::Type(t) if T::matches(ctx, *t))
        }
        fn value(ctx: &Context, attr: Attribute) -> Option<Type> {
            match ctx.attr_kind(attr) {
                AttrKind::Type(t) if T::matches(ctx, *t) => Some(*t),
                _ => None,
            }
        }
        fn attr(ctx: &mut Context, value: Type) -> Attribute {
            ctx.type_attr(value)
        }
    }

    /// `UnitAttr`: presence-only; its value is `true`.
    #[derive(Copy, Clone, Debug, Default)]
    pub struct UnitAttr;
    impl AttrConstraint for UnitAttr {
        type Value = bool;
        fn summary() -> String {
            "unit attribute".into()
        }
        fn matches(ctx: &Context, attr: Attribute) -> bool {
            matches!(ctx.attr_kind(attr), AttrKind::Unit)
        }
        fn value(ctx: &Context, attr: Attribute) -> Option<bool> {
            Self::matches(ctx, attr).then_some(true)
        }
        fn attr(ctx: &mut Context, _value: bool) -> Attribute {
            ctx.unit_attr()
        }
    }

    /// String-valued constraints (`StrAttr`, `SymbolNameAttr`): the value is
    /// the string.
    macro_rules! string_constraint {
        ($(#[$m:meta])* $name:ident, $summary:expr) => {
            $(#[$m])*
            #[derive(Copy, Clone, Debug, Default)]
            pub struct $name;
            impl AttrConstraint for $name {
                type Value = String;
                fn summary() -> String {
                    $summary.into()
                }
                fn matches(ctx: &Context, attr: Attribute) -> bool {
                    matches!(ctx.attr_kind(attr), AttrKind::String { ty, .. } if ctx.is_none_type(*ty))
                }
                fn value(ctx: &Context, attr: Attribute) -> Option<String> {
                    match ctx.attr_kind(attr) {
                        AttrKind::String { value, ty } if ctx.is_none_type(*ty) => {
                            Some(String::from_utf8_lossy(ctx.str(*value)).into_owned())
                        }
                        _ => None,
                    }
                }
                fn attr(ctx: &mut Context, value: String) -> Attribute {
                    ctx.string_attr(value.as_bytes())
                }
                /// Formats parse the string with the `none` type.
                fn value_type_kind() -> Option<crate::ir::TypeKind> {
                    Some(crate::ir::TypeKind::None)
                }
                /// MLIR's `parseOptionalAttribute(StringAttr &, Type)` only
                /// starts at a string literal.
                fn parse_in_format(
                    p: &mut crate::asm::OpAsmParser<'_, '_, '_, '_>,
                    optional: bool,
                ) -> crate::asm::PResult<Option<Attribute>> {
                    if optional && !p.at(crate::asm::lexer::TokenKind::String) {
                        return Ok(None);
                    }
                    let ty = p.ctx().none_type();
                    crate::format::parse::parse_plain_attr(p, Some(ty), optional)
                }
            }
        };
    }
    string_constraint!(
        /// `StrAttr` (`Builtin_StringAttr`)
        StrAttr, "string attribute"
    );
    /// `SymbolNameAttr`: a string attribute written `@name` in formats.
    #[derive(Copy, Clone, Debug, Default)]
    pub struct SymbolNameAttr;
    impl AttrConstraint for SymbolNameAttr {
        type Value = String;
        fn summary() -> String {
            "string attribute".into()
        }
        fn matches(ctx: &Context, attr: Attribute) -> bool {
            StrAttr::matches(ctx, attr)
        }
        fn value(ctx: &Context, attr: Attribute) -> Option<String> {
            StrAttr::value(ctx, attr)
        }
        fn attr(ctx: &mut Context, value: String) -> Attribute {
            StrAttr::attr(ctx, value)
        }
        fn print_in_format(p: &mut crate::asm::OpAsmPrinter<'_, '_, '_>, attr: Attribute) {
            match p.ctx().attr_kind(attr) {
                AttrKind::String { value, .. } => {
                    let name = p.ctx().str(*value);
                    p.print_symbol_name(name);
                }
                _ => p.print_attribute(attr),
            }
        }
        fn parse_in_format(
            p: &mut crate::asm::OpAsmParser<'_, '_, '_, '_>,
            optional: bool,
        ) -> crate::asm::PResult<Option<Attribute>> {
            match p.parse_optional_symbol_name()? {
                Some(a) => Ok(Some(a)),
                None if optional => Ok(None),
                None => p
                    .emit_error_wrong_token("expected valid '@'-identifier for symbol name")
                    .map(Some),
            }
        }
    }

    /// `FlatSymbolRefAttr`: the value is the symbol name.
    #[derive(Copy, Clone, Debug, Default)]
    pub struct FlatSymbolRefAttr;
    impl AttrConstraint for FlatSymbolRefAttr {
        type Value = String;
        fn summary() -> String {
            "flat symbol reference attribute".into()
        }
        fn matches(ctx: &Context, attr: Attribute) -> bool {
            matches!(ctx.attr_kind(attr), AttrKind::SymbolRef { nested, .. } if nested.is_empty())
        }
        fn value(ctx: &Context, attr: Attribute) -> Option<String> {
            match ctx.attr_kind(attr) {
                AttrKind::SymbolRef { root, nested } if nested.is_empty() => {
                    Some(String::from_utf8_lossy(ctx.str(*root)).into_owned())
                }
                _ => None,
            }
        }
        fn attr(ctx: &mut Context, value: String) -> Attribute {
            let root = ctx.intern(value.as_bytes());
            ctx.intern_attr(AttrKind::SymbolRef {
                root,
                nested: Box::new([]),
            })
        }
        /// MLIR parses any attribute, then checks it is a `FlatSymbolRefAttr`.
        fn parse_in_format(
            p: &mut crate::asm::OpAsmParser<'_, '_, '_, '_>,
            optional: bool,
        ) -> crate::asm::PResult<Option<Attribute>> {
            let pos = p.current_position();
            let Some(a) = crate::format::parse::parse_plain_attr(p, None, optional)? else {
                return Ok(None);
            };
            if !Self::matches(p.ctx_ref(), a) {
                return p.emit_error_at(pos, "invalid kind of attribute specified");
            }
            Ok(Some(a))
        }
    }

    /// Integer-valued constraints (`I64Attr`, `I32Attr`, `IndexAttr`).
    macro_rules! int_constraint {
        ($(#[$m:meta])* $name:ident, $summary:expr, $check:ident, $make:expr, $kind:expr) => {
            $(#[$m])*
            #[derive(Copy, Clone, Debug, Default)]
            pub struct $name;
            impl AttrConstraint for $name {
                type Value = i64;
                fn summary() -> String {
                    $summary.into()
                }
                fn matches(ctx: &Context, attr: Attribute) -> bool {
                    matches!(ctx.attr_kind(attr), AttrKind::Integer { ty, .. } if $check(ctx, *ty))
                }
                fn value(ctx: &Context, attr: Attribute) -> Option<i64> {
                    match ctx.attr_kind(attr) {
                        AttrKind::Integer { ty, value } if $check(ctx, *ty) => Some(value.sext_u64()),
                        _ => None,
                    }
                }
                fn attr(ctx: &mut Context, value: i64) -> Attribute {
                    let ty: Type = $make(ctx);
                    let width = ctx.int_or_float_bit_width(ty).unwrap_or(64);
                    let v = crate::support::apint::APInt::from_i64(width, value);
                    ctx.integer_attr(ty, v)
                }
                fn value_type_kind() -> Option<crate::ir::TypeKind> {
                    Some($kind)
                }
            }
        };
    }
    fn is_i64(c: &Context, t: Type) -> bool {
        c.is_signless_int(t, 64)
    }
    fn is_i32(c: &Context, t: Type) -> bool {
        c.is_signless_int(t, 32)
    }
    fn is_index(c: &Context, t: Type) -> bool {
        c.is_index(t)
    }
    int_constraint!(
        /// `I64Attr`
        I64Attr, "64-bit signless integer attribute", is_i64, |c: &mut Context| c.int_type(64),
        crate::ir::TypeKind::Integer { width: 64, signedness: crate::ir::Signedness::Signless }
    );
    int_constraint!(
        /// `I32Attr`
        I32Attr, "32-bit signless integer attribute", is_i32, |c: &mut Context| c.int_type(32),
        crate::ir::TypeKind::Integer { width: 32, signedness: crate::ir::Signedness::Signless }
    );
    int_constraint!(
        /// `IndexAttr`
        IndexAttr, "index attribute", is_index, |c: &mut Context| c.index_type(),
        crate::ir::TypeKind::Index
    );

    /// `BoolAttr`
    #[derive(Copy, Clone, Debug, Default)]
    pub struct BoolAttr;
    impl AttrConstraint for BoolAttr {
        type Value = bool;
        fn summary() -> String {
            "bool attribute".into()
        }
        fn matches(ctx: &Context, attr: Attribute) -> bool {
            matches!(ctx.attr_kind(attr), AttrKind::Integer { ty, .. } if ctx.is_signless_int(*ty, 1))
        }
        fn value(ctx: &Context, attr: Attribute) -> Option<bool> {
            match ctx.attr_kind(attr) {
                AttrKind::Integer { ty, value } if ctx.is_signless_int(*ty, 1) => {
                    Some(!value.is_zero())
                }
                _ => None,
            }
        }
        fn attr(ctx: &mut Context, value: bool) -> Attribute {
            ctx.bool_attr(value)
        }
    }
}
