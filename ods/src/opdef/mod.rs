//! ODS operation definitions at run time: the constant tables the `op!`
//! macro emits ([`OpSpec`]) and the shared, non-generic routines that
//! interpret them: verification in MLIR's order and wording, building,
//! and access to operand/result groups. The declarative assembly format
//! lives in [`crate::format`].

pub mod attrdef;
pub mod build;
pub mod constraint;
pub mod doc;
pub mod enums;
pub mod spec;
pub mod typed_value;
pub mod verify;

pub use constraint::{AttrConstraint, AttrConstraintRef, TypeConstraint, TypeConstraintRef};
pub use spec::*;
pub use typed_value::{IntoTypedValue, TypedValue};

use crate::ir::{AttrKind, Context, Operation, Value};
use std::ops::Range;

/// A typed handle of a registered operation (what `op!` generates for each
/// op: `AddIOp(Operation)`).
pub trait Op: Copy {
    /// The op's description.
    const SPEC: &'static OpSpec;
    /// Wraps `op` without checking its name.
    fn from_operation_unchecked(op: Operation) -> Self;
    /// The underlying operation.
    fn operation(self) -> Operation;
}

impl Context {
    /// `op` as the typed handle `O` if it is an `O` (MLIR `dyn_cast`).
    ///
    /// An op registered by a hand-made [`OpDefinition`](crate::ir::OpDefinition)
    /// without a spec (as tests of folders in isolation register them) is an
    /// `O` when it has `O`'s name.
    pub fn dyn_cast<O: Op>(&self, op: Operation) -> Option<O> {
        let def = self.op_def(op)?;
        let is = match def.ods {
            Some(spec) => std::ptr::eq(spec, O::SPEC),
            None => def.name == O::SPEC.name,
        };
        is.then(|| O::from_operation_unchecked(op))
    }

    /// The implementation of op interface `I` (a `dyn Trait`) by `op`'s
    /// operation, if it implements it (MLIR `dyn_cast<Interface>(op)`).
    ///
    /// ```text
    /// if let Some(shape) = ctx.op_interface::<dyn ShapedOp>(op) {
    ///     let rank = shape.rank(ctx, op);
    /// }
    /// ```
    pub fn op_interface<I: ?Sized + 'static>(&self, op: Operation) -> Option<&'static I> {
        let spec = self.op_def(op)?.ods?;
        spec.interfaces
            .iter()
            .find_map(|i| (i.model)().downcast_ref::<&'static I>().copied())
    }

    /// True if `op` is an `O` (MLIR `isa`).
    pub fn isa<O: Op>(&self, op: Operation) -> bool {
        self.dyn_cast::<O>(op).is_some()
    }

    /// The op defining `v`, if it is an `O` (MLIR `v.getDefiningOp<O>()`):
    /// how patterns match their producers.
    ///
    /// ```text
    /// let Some(inner) = rw.defining::<AddIOp>(rw.operand(op, 0)) else { return false };
    /// ```
    pub fn defining<O: Op>(&self, v: Value) -> Option<O> {
        self.dyn_cast::<O>(self.defining_op(v)?)
    }
}

/// A trait or interface an op may list in `traits: [...]` without the
/// framework interpreting it (`MemRefsNormalizable`, `CallOpInterface`, a
/// dialect's own marker). Declaring it (`impl DeclaredTrait for X`) is what
/// lets an op list it, so a misspelled trait is a compile error.
pub trait DeclaredTrait {
    /// The trait's ODS name.
    const NAME: &'static str;
}

/// Declares marker traits/interfaces usable in `traits: [...]`.
#[macro_export]
macro_rules! declare_traits {
    ($($(#[$m:meta])* $name:ident),* $(,)?) => {
        $(
            $(#[$m])*
            #[derive(Copy, Clone, Debug, Default)]
            pub struct $name;
            impl $crate::opdef::DeclaredTrait for $name {
                const NAME: &'static str = stringify!($name);
            }
        )*
    };
}

/// MLIR traits and interfaces that ops list for documentation and
/// identification; they carry no verification of their own here.
pub mod traits {
    crate::declare_traits!(
        /// `MemRefsNormalizable`
        MemRefsNormalizable,
        /// `CallOpInterface`
        CallOpInterface,
        /// `CallableOpInterface`
        CallableOpInterface,
        /// `SymbolUserOpInterface`
        SymbolUserOpInterface,
        /// `FunctionOpInterface`
        FunctionOpInterface,
        /// `AutomaticAllocationScope`
        AutomaticAllocationScope,
        /// `OpAsmOpInterface`
        OpAsmOpInterface,
        /// `InferTypeOpInterface`
        InferTypeOpInterface,
        /// `RegionKindInterface`
        RegionKindInterface,
        /// `CastOpInterface`
        CastOpInterface,
        /// `ConditionallySpeculatable`
        ConditionallySpeculatable,
        /// `MemoryEffectOpInterface`
        MemoryEffectOpInterface,
        /// `BranchOpInterface`
        BranchOpInterface,
        /// `RegionBranchOpInterface`
        RegionBranchOpInterface,
        /// `OpAsmAttrInterface`
        OpAsmAttrInterface,
        /// `VectorUnrollOpInterface`
        VectorUnrollOpInterface,
        /// `InferIntRangeInterface`
        InferIntRangeInterface,
        /// `SelectLikeOpInterface`
        SelectLikeOpInterface,
    );
}

/// The name of the operand segment sizes property.
pub const OPERAND_SEGMENT_SIZES: &str = "operandSegmentSizes";
/// The name of the result segment sizes property.
pub const RESULT_SEGMENT_SIZES: &str = "resultSegmentSizes";

/// The values of a `array<i32: ...>` segment-sizes attribute.
pub fn segment_sizes(ctx: &Context, op: Operation, name: &str) -> Option<Vec<u32>> {
    let a = ctx.attr(op, name)?;
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { elem, data, .. } if ctx.is_signless_int(*elem, 32) => Some(
            data.chunks_exact(4)
                .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect(),
        ),
        _ => None,
    }
}

/// The value range of each group of an op (inline for the few groups of
/// nearly every op: the verifier asks for them on every op).
pub type GroupRanges = smallvec::SmallVec<[Range<usize>; 4]>;

/// Splits `total` values into groups as ODS does (`getODSOperandIndexAndLength`):
/// from the segment sizes when given, else one variadic group takes the rest,
/// or several share equally (`SameVariadicOperandSize`).
pub fn group_ranges(groups: &[OperandSpec], total: usize, segments: Option<&[u32]>) -> GroupRanges {
    if let Some(sizes) = segments {
        let mut start = 0;
        return groups
            .iter()
            .enumerate()
            .map(|(i, _)| {
                let n = sizes.get(i).copied().unwrap_or(0) as usize;
                let r = start..(start + n).min(total.max(start));
                start += n;
                r
            })
            .collect();
    }
    let variadic = groups
        .iter()
        .filter(|g| g.multiplicity != Multiplicity::Single)
        .count();
    let single = groups.len() - variadic;
    let var_size = total
        .saturating_sub(single)
        .checked_div(variadic)
        .unwrap_or(0);
    let mut start = 0;
    groups
        .iter()
        .map(|g| {
            let n = if g.multiplicity == Multiplicity::Single {
                1
            } else {
                var_size
            };
            let r = start..(start + n).min(total);
            start += n;
            r
        })
        .collect()
}

/// The range of operand group `i` of `op`.
pub fn operand_group(ctx: &Context, op: Operation, spec: &OpSpec, i: usize) -> Range<usize> {
    if !spec.has_operand_segments() && one_value_per_group(spec.operands, ctx.num_operands(op)) {
        return single_value_group(ctx.num_operands(op), i);
    }
    let segments = spec
        .has_operand_segments()
        .then(|| segment_sizes(ctx, op, OPERAND_SEGMENT_SIZES))
        .flatten();
    group_ranges(spec.operands, ctx.num_operands(op), segments.as_deref())
        .get(i)
        .cloned()
        .unwrap_or(0..0)
}

/// Whether every group is declared as one value and the op has one value
/// per group (most ops): group `i` is then `i..i + 1`, found without the
/// segment logic (the verifier asks for groups per constraint of every op).
pub(crate) fn one_value_per_group(groups: &[OperandSpec], total: usize) -> bool {
    groups.len() == total
        && groups
            .iter()
            .all(|g| g.multiplicity == Multiplicity::Single)
}

/// Group `i` of `total` single-value groups (empty past the last).
fn single_value_group(total: usize, i: usize) -> Range<usize> {
    if i < total {
        i..i + 1
    } else {
        0..0
    }
}

/// The values of operand group `i`.
pub fn operand_group_values(ctx: &Context, op: Operation, spec: &OpSpec, i: usize) -> Vec<Value> {
    operand_group(ctx, op, spec, i)
        .map(|k| ctx.operand(op, k))
        .collect()
}

/// The range of result group `i` of `op`.
pub fn result_group(ctx: &Context, op: Operation, spec: &OpSpec, i: usize) -> Range<usize> {
    if !spec.has_result_segments() && one_value_per_group(spec.results, ctx.num_results(op)) {
        return single_value_group(ctx.num_results(op), i);
    }
    let segments = spec
        .has_result_segments()
        .then(|| segment_sizes(ctx, op, RESULT_SEGMENT_SIZES))
        .flatten();
    group_ranges(spec.results, ctx.num_results(op), segments.as_deref())
        .get(i)
        .cloned()
        .unwrap_or(0..0)
}

/// The values of result group `i`.
pub fn result_group_values(ctx: &Context, op: Operation, spec: &OpSpec, i: usize) -> Vec<Value> {
    result_group(ctx, op, spec, i)
        .map(|k| ctx.result(op, k))
        .collect()
}
