//! The static description of an ODS operation (what mlir-tblgen reads from
//! a `def XOp : Op<...>` record), emitted by the `op!` macro as constant
//! tables and interpreted by the shared verifier, builder, parser and
//! printer.

use super::constraint::{AttrConstraintRef, TypeConstraintRef};
use crate::ir::{Attribute, Context, OpTraits, Operation, Type, TypeKind};

/// How many values an operand or result group holds.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Multiplicity {
    /// Exactly one.
    Single,
    /// Zero or one (`Optional<...>`).
    Optional,
    /// Any number (`Variadic<...>`).
    Variadic,
}

/// One operand group (`$lhs`, `Variadic<Index>:$indices`).
#[derive(Copy, Clone)]
pub struct OperandSpec {
    /// The ODS name.
    pub name: &'static str,
    /// Single, optional or variadic.
    pub multiplicity: Multiplicity,
    /// The type constraint of each value.
    pub constraint: TypeConstraintRef,
}

/// One result group.
pub type ResultSpec = OperandSpec;

/// Whether an attribute must be present.
#[derive(Copy, Clone)]
pub enum AttrPresence {
    /// Must be present.
    Required,
    /// May be absent (`OptionalAttr`, `UnitAttr`).
    Optional,
    /// Absent means the default (`DefaultValuedAttr`); printing elides it
    /// when equal to the default.
    Default {
        /// Builds the default value.
        value: fn(&mut Context) -> Attribute,
        /// The default as written in the declaration (for docs).
        text: &'static str,
        /// `DefaultValuedOptionalAttr`: an absent attribute stays absent
        /// (not materialized in the properties); it means the default.
        optional: bool,
    },
}

/// One inherent attribute (property).
#[derive(Copy, Clone)]
pub struct AttrSpec {
    /// The attribute's name in the IR (`overflowFlags`).
    pub name: &'static str,
    /// Required, optional or default-valued.
    pub presence: AttrPresence,
    /// The constraint.
    pub constraint: AttrConstraintRef,
}

/// Region constraints (`AnyRegion`, `SizedRegion<1>`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum RegionConstraint {
    /// Any region.
    Any,
    /// Exactly this many blocks (`SizedRegion<N>`).
    Sized(u32),
    /// At most this many blocks (`MaxSizedRegion<N>`).
    MaxSized(u32),
}

/// One region (or variadic regions).
#[derive(Copy, Clone)]
pub struct RegionSpec {
    /// The ODS name.
    pub name: &'static str,
    /// `VariadicRegion<...>`
    pub variadic: bool,
    /// The block-count constraint.
    pub constraint: RegionConstraint,
}

/// One successor (or variadic successors).
#[derive(Copy, Clone)]
pub struct SuccessorSpec {
    /// The ODS name.
    pub name: &'static str,
    /// `VariadicSuccessor<...>`
    pub variadic: bool,
}

/// A named value of an op, as traits and formats refer to them.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ValueRef {
    /// Operand group `i`.
    Operand(u16),
    /// Result group `i`.
    Result(u16),
    /// Attribute `i` (its value, or its type for typed attributes).
    Attr(u16),
}

/// Transforms a type into the description of another (`TypesMatchWith`
/// transformers): verification looks the description up, inference
/// creates it.
pub type TypeTransform = fn(&Context, Type) -> Transformed;

/// What a `TypesMatchWith` transformer produces.
#[derive(Clone, Debug, PartialEq)]
pub enum Transformed {
    /// One type, described (it may not exist yet).
    Kind(TypeKind),
    /// Existing types, for variadic targets (`callee` inputs → operands).
    Types(Vec<Type>),
    /// The source type does not fit the transformer (never matches).
    Invalid,
}

impl From<TypeKind> for Transformed {
    fn from(k: TypeKind) -> Self {
        Transformed::Kind(k)
    }
}

impl From<Vec<Type>> for Transformed {
    fn from(ts: Vec<Type>) -> Self {
        Transformed::Types(ts)
    }
}

impl Transformed {
    /// The types, creating a described one.
    pub fn materialize(self, ctx: &mut Context) -> Option<Vec<Type>> {
        match self {
            Transformed::Kind(k) => Some(vec![ctx.intern_type(k)]),
            Transformed::Types(ts) => Some(ts),
            Transformed::Invalid => None,
        }
    }

    /// True if the transformed types are exactly `ts` (looking up, never
    /// creating).
    pub fn matches(&self, ctx: &Context, ts: &[Type]) -> bool {
        match self {
            Transformed::Kind(k) => ts.len() == 1 && ctx.lookup_type(k) == Some(ts[0]),
            Transformed::Types(v) => v.as_slice() == ts,
            Transformed::Invalid => false,
        }
    }
}

/// A predicate trait's check (`PredOpTrait`).
pub type OpPredicate = fn(&Context, Operation) -> bool;

/// `CastOpInterface::areCastCompatible(inputs, outputs)`.
pub type CastCompatibleFn = fn(&Context, &[Type], &[Type]) -> bool;

/// ODS traits that generic code verifies or uses for type inference. Marker
/// traits are folded into [`OpSpec::traits`].
#[derive(Copy, Clone)]
pub enum OpTraitSpec {
    /// `SameOperandsAndResultType`
    SameOperandsAndResultType,
    /// `SameTypeOperands`
    SameTypeOperands,
    /// `SameOperandsAndResultShape`
    SameOperandsAndResultShape,
    /// `SameOperandsAndResultElementType`
    SameOperandsAndResultElementType,
    /// `SameOperandsShape`
    SameOperandsShape,
    /// `SameOperandsElementType`
    SameOperandsElementType,
    /// `AllTypesMatch<[a, b, ...]>`
    AllTypesMatch(&'static [ValueRef]),
    /// `AllElementTypesMatch<[...]>`
    AllElementTypesMatch(&'static [ValueRef]),
    /// `AllShapesMatch<[...]>`
    AllShapesMatch(&'static [ValueRef]),
    /// `AllRanksMatch<[...]>`
    AllRanksMatch(&'static [ValueRef]),
    /// `TypesMatchWith<summary, from, to, transformer>`
    TypesMatchWith {
        /// The failure summary.
        summary: &'static str,
        /// Source value.
        from: ValueRef,
        /// Target value.
        to: ValueRef,
        /// Computes the target type from the source type.
        transform: TypeTransform,
        /// `OptionalTypesMatchWith`: skipped when `to` is absent.
        optional: bool,
    },
    /// `PredOpTrait<summary, pred>`
    Pred {
        /// The failure summary ("failed to verify that `<summary>`").
        summary: &'static str,
        /// The check.
        pred: OpPredicate,
    },
    /// `ShapedTypeMatchesElementCountAndTypes<shaped, elements>`: the
    /// variadic `elements` are as many as `shaped` has elements, each of its
    /// element type.
    ShapedTypeMatchesElementCountAndTypes {
        /// The shaped value.
        shaped: ValueRef,
        /// The variadic group of elements.
        elements: ValueRef,
    },
    /// `HasParent<"a", "b">`
    HasParent(&'static [&'static str]),
    /// `SingleBlockImplicitTerminator<"op">`
    SingleBlockImplicitTerminator(&'static str),
    /// `Elementwise` (also from `ElementwiseMappable`): non-scalar operands
    /// and results agree in shape and kind.
    Elementwise,
    /// `FunctionOpInterface`: the symbol, signature attributes and entry
    /// block checks of [`crate::function_interface::verify_function_op`].
    FunctionOpInterface,
    /// `CastOpInterface<are_cast_compatible>` (ODS
    /// `DeclareOpInterfaceMethods<CastOpInterface>`): the interface verifier
    /// with the op's `areCastCompatible`.
    CastOpInterface(CastCompatibleFn),
}

/// An op's own hooks (the `hasVerifier`, `hasFolder`, ... parts of ODS).
#[derive(Copy, Clone, Default)]
pub struct OpHooks {
    /// `hasVerifier`: runs after the ODS invariants and traits.
    pub verify: Option<crate::verifier::VerifyFn>,
    /// `hasRegionVerifier`: runs after nested operations were verified.
    pub verify_regions: Option<crate::verifier::VerifyFn>,
    /// `hasCustomAssemblyFormat` parser.
    pub parse: Option<crate::asm::ParseFn>,
    /// `hasCustomAssemblyFormat` printer.
    pub print: Option<crate::asm::PrintFn>,
    /// What a custom printer prints, for alias collection.
    pub alias_visit: Option<crate::ir::AliasVisitFn>,
    /// `InferTypeOpInterface::inferReturnTypes`, for formats that omit result
    /// types ODS cannot infer from traits.
    pub infer_result_types: Option<InferResultTypesFn>,
    /// `OpAsmOpInterface::getAsmResultNames`.
    pub asm_result_names: Option<crate::ir::AsmResultNamesFn>,
    /// `OpAsmOpInterface::getAsmBlockArgumentNames`.
    pub asm_block_arg_names: Option<crate::ir::AsmBlockArgNamesFn>,
    /// `SymbolUserOpInterface::verifySymbolUses`.
    pub verify_symbol_uses: Option<crate::verifier::VerifyFn>,
    /// `hasFolder`.
    pub fold: Option<crate::rewrite::FoldFn>,
    /// `hasCanonicalizer` / `getCanonicalizationPatterns`.
    pub canonicalize: Option<crate::rewrite::CanonicalizeFn>,
    /// `MemoryEffectOpInterface::getEffects` of ops whose effects depend on
    /// the operation (e.g. `vector.transfer_write`: a write on a memref,
    /// nothing on a tensor). See [`EffectsFn`].
    pub effects: Option<EffectsFn>,
}

impl OpHooks {
    /// No hooks (what a hand-made [`OpDefinition`](crate::ir::OpDefinition)
    /// without custom behaviour starts from).
    pub const NONE: OpHooks = OpHooks {
        verify: None,
        verify_regions: None,
        parse: None,
        print: None,
        alias_visit: None,
        infer_result_types: None,
        asm_result_names: None,
        asm_block_arg_names: None,
        verify_symbol_uses: None,
        fold: None,
        canonicalize: None,
        effects: None,
    };
}

/// The memory-effect trait bits (`NO_MEMORY_EFFECT`, `ONLY_READS`,
/// `ONLY_ALLOCATES_RESULTS`; none of them means "may write") that hold for
/// one operation, in place of the declared ones.
pub type EffectsFn = fn(&Context, Operation) -> OpTraits;

/// Infers result types from operands and attributes (the operands are
/// resolved; `None` reports "failed to infer returned types").
pub type InferResultTypesFn =
    fn(&mut Context, &crate::ir::OperationState) -> Result<Vec<Type>, String>;

/// The whole description of one operation.
pub struct OpSpec {
    /// `dialect.mnemonic`
    pub name: &'static str,
    /// The op's class name (`AddFOp`), as documentation names it.
    pub cpp_class: &'static str,
    /// One-line summary.
    pub summary: &'static str,
    /// Markdown description.
    pub description: &'static str,
    /// Operand groups, in ODS argument order.
    pub operands: &'static [OperandSpec],
    /// Inherent attributes, in ODS argument order.
    pub attributes: &'static [AttrSpec],
    /// Operands and attributes interleaved in declaration order (builders,
    /// docs).
    pub arguments: &'static [ValueRef],
    /// Result groups.
    pub results: &'static [ResultSpec],
    /// Regions.
    pub regions: &'static [RegionSpec],
    /// Successors.
    pub successors: &'static [SuccessorSpec],
    /// Marker and structural traits (bits).
    pub traits: OpTraits,
    /// Traits that verify or drive inference.
    pub trait_specs: &'static [OpTraitSpec],
    /// Names of traits and interfaces as declared (for docs).
    pub trait_names: &'static [&'static str],
    /// Every result type follows from the operands and attributes (traits
    /// or buildable types): mlir-tblgen then adds `InferTypeOpInterface`.
    pub infers_result_types: bool,
    /// Where each result type comes from when `infers_result_types`
    /// (the generated `inferReturnTypes`); empty otherwise.
    pub inferred_result_types: &'static [crate::format::TypeSource],
    /// Op interfaces implemented by this op, looked up with
    /// [`Context::op_interface`](crate::ir::Context::op_interface).
    pub interfaces: &'static [InterfaceImpl],
    /// The declarative assembly format, if any.
    pub format: Option<&'static crate::format::Format>,
    /// The op's hooks.
    pub hooks: OpHooks,
    /// Ops nested directly in this op's regions use this dialect prefix by
    /// default (`OpAsmOpInterface::getDefaultDialect`).
    pub default_dialect: &'static str,
}

impl OpSpec {
    /// The mnemonic (name without the dialect prefix).
    pub fn mnemonic(&self) -> &'static str {
        self.name.split_once('.').map_or(self.name, |(_, m)| m)
    }

    /// The dialect namespace.
    pub fn dialect(&self) -> &'static str {
        self.name.split_once('.').map_or("", |(d, _)| d)
    }

    /// The attribute with `name`, if it is inherent.
    pub fn attribute(&self, name: &[u8]) -> Option<(usize, &AttrSpec)> {
        self.attributes
            .iter()
            .enumerate()
            .find(|(_, a)| a.name.as_bytes() == name)
    }

    /// True if `name` is stored as a property: one of the op's attributes,
    /// or the segment sizes of an `AttrSized*Segments` op.
    pub fn is_inherent_attr(&self, name: &[u8]) -> bool {
        self.attribute(name).is_some()
            || (self.has_operand_segments() && name == super::OPERAND_SEGMENT_SIZES.as_bytes())
            || (self.has_result_segments() && name == super::RESULT_SEGMENT_SIZES.as_bytes())
    }

    /// The terminator `SingleBlockImplicitTerminator<T>` names, if the op has
    /// that trait.
    pub fn implicit_terminator(&self) -> Option<&'static str> {
        self.trait_specs.iter().find_map(|t| match t {
            OpTraitSpec::SingleBlockImplicitTerminator(n) => Some(*n),
            _ => None,
        })
    }

    /// Whether `AttrSizedOperandSegments` applies.
    pub fn has_operand_segments(&self) -> bool {
        self.traits.contains(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS)
    }

    /// Whether `AttrSizedResultSegments` applies.
    pub fn has_result_segments(&self) -> bool {
        self.traits.contains(OpTraits::ATTR_SIZED_RESULT_SEGMENTS)
    }

    /// The arity of the operand list implied by the groups (ODS structural
    /// traits `NOperands<N>` / `AtLeastNOperands<N>` / `VariadicOperands`).
    pub const fn operand_arity(&self) -> crate::ir::Arity {
        arity_of(self.operands)
    }

    /// The arity of the result list.
    pub const fn result_arity(&self) -> crate::ir::Arity {
        arity_of(self.results)
    }
}

const fn arity_of(groups: &[OperandSpec]) -> crate::ir::Arity {
    let mut fixed = 0u32;
    let mut variable = false;
    let mut i = 0;
    while i < groups.len() {
        match groups[i].multiplicity {
            Multiplicity::Single => fixed += 1,
            _ => variable = true,
        }
        i += 1;
    }
    if variable {
        crate::ir::Arity::AtLeast(fixed)
    } else {
        crate::ir::Arity::Exactly(fixed)
    }
}

/// The arity of the region list implied by the region specs.
pub const fn region_arity(regions: &[RegionSpec]) -> crate::ir::Arity {
    let mut fixed = 0u32;
    let mut variable = false;
    let mut i = 0;
    while i < regions.len() {
        if regions[i].variadic {
            variable = true;
        } else {
            fixed += 1;
        }
        i += 1;
    }
    if variable {
        crate::ir::Arity::AtLeast(fixed)
    } else {
        crate::ir::Arity::Exactly(fixed)
    }
}

/// The arity of the successor list implied by the successor specs.
pub const fn successor_arity(successors: &[SuccessorSpec]) -> crate::ir::Arity {
    let mut fixed = 0u32;
    let mut variable = false;
    let mut i = 0;
    while i < successors.len() {
        if successors[i].variadic {
            variable = true;
        } else {
            fixed += 1;
        }
        i += 1;
    }
    if variable {
        crate::ir::Arity::AtLeast(fixed)
    } else {
        crate::ir::Arity::Exactly(fixed)
    }
}

/// One op interface implementation (`interfaces: [I => model]` in `op!`).
#[derive(Copy, Clone)]
pub struct InterfaceImpl {
    /// The interface's name (for docs).
    pub name: &'static str,
    /// The model, as a `&'static &'static dyn I` behind `dyn Any`.
    pub model: fn() -> &'static dyn std::any::Any,
}
