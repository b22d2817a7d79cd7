//! Building operations from an [`OpSpec`]: the shared body of every
//! generated builder. Result types ODS can infer (`SameOperandsAndResultType`,
//! `AllTypesMatch`, `TypesMatchWith`, buildable types, an
//! `InferTypeOpInterface` hook) need not be given; the new operation is
//! verified against the spec, so a builder returns an error instead of
//! creating invalid IR.
//!
//! Two kinds of generated builders share this body. The positional ones
//! (`XOp::build(ctx, loc, ...)`) take plain [`Value`]s, checked when the op
//! is verified. The typestate builder (`XOp::builder()`) tracks required
//! operands and attributes in its type ([`Missing`] / [`Set`]), so `build`
//! exists only once they are set, and takes a single operand whose
//! constraint is not `AnyType` as a [`TypedValue`](super::TypedValue) of that
//! constraint, so a value of the wrong type is a compile error; an untyped
//! value goes through the checked
//! [`TypedValue::try_from_value`](super::TypedValue::try_from_value).

use super::spec::*;
use super::{OPERAND_SEGMENT_SIZES, RESULT_SEGMENT_SIZES};
use crate::diag::Diagnostic;
use crate::ir::{
    link_at_insertion_point, Attribute, Block, Context, Location, NamedAttribute, OpBuilder,
    Operation, OperationState, Region, Type, Value,
};

/// Typestate marker: a required field is not set yet.
#[derive(Copy, Clone, Debug, Default)]
pub struct Missing;

/// Typestate marker: a required field is set.
#[derive(Copy, Clone, Debug, Default)]
pub struct Set;

/// Why a builder failed.
#[derive(Debug, Clone, thiserror::Error)]
pub enum BuildError {
    /// The operation would not verify; the diagnostic says why, in MLIR's
    /// words.
    #[error("{}", .0.message)]
    Invalid(Diagnostic),
    /// A result type was not given and cannot be inferred.
    #[error("'{op}' op failed to infer result type #{group} ('{name}')")]
    CannotInferResult {
        /// The op name.
        op: &'static str,
        /// Result group index.
        group: usize,
        /// Result group name.
        name: &'static str,
    },
    /// Wrong number of values for a group.
    #[error("'{op}' op {what} '{name}' expects {expected}, got {got}")]
    Arity {
        /// The op name.
        op: &'static str,
        /// "operand" or "result".
        what: &'static str,
        /// The group name.
        name: &'static str,
        /// What is expected.
        expected: &'static str,
        /// How many were given.
        got: usize,
    },
}

impl BuildError {
    /// The error as a diagnostic: the verifier's own for
    /// [`BuildError::Invalid`], else the message at `loc` (where the op
    /// was to be built).
    pub fn into_diagnostic(self, loc: crate::ir::Location) -> Diagnostic {
        match self {
            BuildError::Invalid(d) => d,
            other => Diagnostic::error(loc, other.to_string()),
        }
    }
}

/// The parts of an operation, per ODS group, for [`build`]. Every field
/// borrows (generated builders pass stack arrays), so building the argument
/// allocates nothing and has no drop glue: the per-op builder code stays a
/// few stores and one call.
#[derive(Clone, Copy, Default)]
pub struct OpParts<'a> {
    /// Values of each operand group, in spec order.
    pub operands: &'a [&'a [Value]],
    /// Each inherent attribute, in spec order (`None`: absent, or the
    /// default for default-valued attributes).
    pub attributes: &'a [Option<Attribute>],
    /// Types of each result group; `None` to infer.
    pub result_types: &'a [Option<&'a [Type]>],
    /// Regions to attach (detached, in spec order); missing ones are
    /// created empty.
    pub regions: &'a [Region],
    /// Successor blocks.
    pub successors: &'a [Block],
    /// Discardable attributes.
    pub discardable: &'a [NamedAttribute],
}

fn check_arity(
    spec: &OpSpec,
    what: &'static str,
    g: &OperandSpec,
    n: usize,
) -> Result<(), BuildError> {
    let (ok, expected) = match g.multiplicity {
        Multiplicity::Single => (n == 1, "exactly one value"),
        Multiplicity::Optional => (n <= 1, "at most one value"),
        Multiplicity::Variadic => (true, ""),
    };
    if ok {
        Ok(())
    } else {
        Err(BuildError::Arity {
            op: spec.name,
            what,
            name: g.name,
            expected,
            got: n,
        })
    }
}

/// `name = array<i32: sizes...>` (`operandSegmentSizes` / `resultSegmentSizes`).
pub fn segment_attr(ctx: &mut Context, name: &str, sizes: &[usize]) -> NamedAttribute {
    let data: Vec<u8> = sizes
        .iter()
        .flat_map(|&s| (s as u32).to_le_bytes())
        .collect();
    let i32t = ctx.int_type(32);
    let value = ctx.intern_attr(crate::ir::AttrKind::DenseArray {
        elem: i32t,
        len: sizes.len() as u64,
        data: data.into(),
    });
    NamedAttribute {
        name: ctx.intern(name.as_bytes()),
        value,
    }
}

/// Creates an operation from `parts` at `b`'s insertion point (the
/// generated builders' shared body), inferring missing result types and
/// verifying the result.
///
/// Through a builder with an insertion point (a
/// [`PatternRewriter`](crate::rewrite::PatternRewriter)), the op is linked
/// there, verified like any op in a block (its parent included, so a
/// `func.return` is checked against its function), and announced only
/// once it verifies; an invalid op is erased and the error returned.
/// Through a bare [`Context`] the op stays detached: everything but the
/// parent is checked (`HasParent` and the verifier of an op declaring it
/// run when the enclosing op is verified, as MLIR's builders leave them to
/// the verifier).
pub fn build(
    b: &mut dyn OpBuilder,
    loc: Location,
    spec: &'static OpSpec,
    parts: OpParts<'_>,
) -> Result<Operation, BuildError> {
    create(b, loc, spec, parts, true)
}

/// The body of [`build`]; without `verify`, the op is created as given
/// (what the declarative patterns do, as MLIR's DRR does: an invalid
/// rewrite is reported by the verifier after the pass, as `mlir-opt`
/// reports it).
fn create(
    b: &mut dyn OpBuilder,
    loc: Location,
    spec: &'static OpSpec,
    parts: OpParts<'_>,
    verify: bool,
) -> Result<Operation, BuildError> {
    let ctx = b.context();
    let name = ctx.op_name(spec.name.as_bytes());
    let mut state = OperationState::new(loc, name);
    for (g, vals) in spec.operands.iter().zip(parts.operands) {
        check_arity(spec, "operand", g, vals.len())?;
        state.operands.extend_from_slice(vals);
    }
    // Properties: the given attributes, and the defaults of default-valued ones.
    let mut props: Vec<NamedAttribute> = Vec::new();
    for (i, a) in spec.attributes.iter().enumerate() {
        let v = match (parts.attributes.get(i).copied().flatten(), a.presence) {
            (Some(v), _) => Some(v),
            (None, _) => default_value(ctx, a),
        };
        if let Some(value) = v {
            props.push(NamedAttribute {
                name: ctx.intern(a.name.as_bytes()),
                value,
            });
        }
    }
    if spec.has_operand_segments() {
        let sizes: Vec<usize> = parts.operands.iter().map(|v| v.len()).collect();
        props.push(segment_attr(ctx, OPERAND_SEGMENT_SIZES, &sizes));
    }
    let mut result_types: Vec<Option<Vec<Type>>> = spec
        .results
        .iter()
        .enumerate()
        .map(|(i, _)| {
            parts
                .result_types
                .get(i)
                .copied()
                .flatten()
                .map(|t| t.to_vec())
        })
        .collect();
    infer_result_types(ctx, spec, &state, &props, &mut result_types)?;
    for (i, g) in spec.results.iter().enumerate() {
        let Some(ts) = &result_types[i] else {
            return Err(BuildError::CannotInferResult {
                op: spec.name,
                group: i,
                name: g.name,
            });
        };
        check_arity(spec, "result", g, ts.len())?;
        state.types.extend_from_slice(ts);
    }
    if spec.has_result_segments() {
        let sizes: Vec<usize> = result_types
            .iter()
            .map(|t| t.as_ref().map_or(0, |t| t.len()))
            .collect();
        props.push(segment_attr(ctx, RESULT_SEGMENT_SIZES, &sizes));
    }
    if !props.is_empty() {
        state.properties = Some(ctx.dictionary_attr(props));
    }
    state.attributes = parts.discardable.into();
    state.regions = regions_or_empty(ctx, spec, parts.regions);
    state.successors = parts.successors.into();
    let op = ctx.create_operation(state);
    place(b, op, verify)
}

/// The value a builder stores for an attribute not given: the default of a
/// `DefaultValuedAttr` (a `DefaultValuedOptionalAttr` stays absent).
fn default_value(ctx: &mut Context, a: &AttrSpec) -> Option<Attribute> {
    match a.presence {
        AttrPresence::Default {
            value,
            optional: false,
            ..
        } => Some(value(ctx)),
        _ => None,
    }
}

/// `given`, then an empty region for each further non-variadic region.
fn regions_or_empty(
    ctx: &mut Context,
    spec: &OpSpec,
    given: &[Region],
) -> smallvec::SmallVec<[Region; 1]> {
    let mut regions: smallvec::SmallVec<[Region; 1]> = given.into();
    while regions.len() < spec.regions.iter().filter(|r| !r.variadic).count() {
        regions.push(ctx.create_region());
    }
    regions
}

/// Links the new `op` at `b`'s insertion point, verifies it (unless not
/// `verify`) and announces it; an invalid op is erased.
fn place(b: &mut dyn OpBuilder, op: Operation, verify: bool) -> Result<Operation, BuildError> {
    // Builders never hand out invalid operations (MLIR's assert in debug
    // builds); structural checks of nested regions are the verifier's job.
    let attached = link_at_insertion_point(b, op);
    let ctx = b.context();
    let checked = if !verify {
        Ok(())
    } else if attached {
        crate::verifier::verify_op_local(ctx, op)
    } else {
        crate::verifier::verify_op_detached(ctx, op)
    };
    if let Err(d) = checked {
        ctx.erase_op(op);
        return Err(BuildError::Invalid(d));
    }
    if attached {
        b.notify_inserted(op);
    }
    Ok(op)
}

/// What [`build_generic`] builds an op from.
#[derive(Clone, Copy, Default)]
pub struct GenericParts<'a> {
    /// Every result type, in order.
    pub result_types: &'a [Type],
    /// Every operand, in order.
    pub operands: &'a [Value],
    /// Inherent and discardable attributes; the inherent ones (the op's
    /// attributes, and `operandSegmentSizes`/`resultSegmentSizes` of an
    /// `AttrSized*Segments` op) become its properties.
    pub attributes: &'a [NamedAttribute],
    /// Successor blocks.
    pub successors: &'a [Block],
    /// Detached regions, moved into the op; missing ones are created empty.
    pub regions: &'a [Region],
}

/// MLIR's generic builder, which ODS generates for every op (`build(builder,
/// state, TypeRange resultTypes, ValueRange operands,
/// ArrayRef<NamedAttribute> attributes)`), with the successors and regions:
/// the op exactly as given, created, placed and verified as [`build`] does
/// (so a wrong operand count or type is [`BuildError::Invalid`] with the
/// verifier's message). The generated `XOp::build_generic` calls it.
pub fn build_generic(
    b: &mut dyn OpBuilder,
    loc: Location,
    spec: &'static OpSpec,
    parts: GenericParts<'_>,
) -> Result<Operation, BuildError> {
    let ctx = b.context();
    let name = ctx.op_name(spec.name.as_bytes());
    let mut state = OperationState::new(loc, name);
    state.operands.extend_from_slice(parts.operands);
    state.types.extend_from_slice(parts.result_types);
    let mut props = Vec::new();
    for &a in parts.attributes {
        if spec.is_inherent_attr(ctx.str(a.name)) {
            props.push(a);
        } else {
            state.attributes.push(a);
        }
    }
    // Default-valued attributes not given take their default, as in the
    // other builders.
    for a in spec.attributes {
        if props.iter().any(|p| ctx.str(p.name) == a.name.as_bytes()) {
            continue;
        }
        if let Some(value) = default_value(ctx, a) {
            let name = ctx.intern(a.name.as_bytes());
            props.push(NamedAttribute { name, value });
        }
    }
    if !props.is_empty() {
        state.properties = Some(ctx.dictionary_attr(props));
    }
    state.regions = regions_or_empty(ctx, spec, parts.regions);
    state.successors = parts.successors.into();
    let op = ctx.create_operation(state);
    place(b, op, true)
}

/// [`build`] with every result type in one list (`None`: infer them all),
/// split over the result groups: one type per single group, the rest for
/// the one optional or variadic group, and without verifying the new op.
/// What the generated `build_with_arguments` (and so `pattern!`) calls:
/// like MLIR's DRR, a declarative rewrite creates what it says, and an
/// invalid result is the verifier's to report after the pass (byte for
/// byte what `mlir-opt` reports).
pub fn build_with_result_list(
    b: &mut dyn OpBuilder,
    loc: Location,
    spec: &'static OpSpec,
    operands: &[&[Value]],
    attributes: &[Option<Attribute>],
    result_types: Option<&[Type]>,
) -> Result<Operation, BuildError> {
    let mut groups: smallvec::SmallVec<[Option<&[Type]>; 4]> = smallvec::SmallVec::new();
    match result_types {
        None => groups.resize(spec.results.len(), None),
        Some(types) => {
            let fixed = spec
                .results
                .iter()
                .filter(|g| g.multiplicity == Multiplicity::Single)
                .count();
            let open = spec.results.len() - fixed;
            if open > 1 || (open == 0 && types.len() != fixed) || types.len() < fixed {
                return Err(BuildError::Arity {
                    op: spec.name,
                    what: "result",
                    name: "(all)",
                    expected: "one type per result",
                    got: types.len(),
                });
            }
            let open_len = types.len() - fixed;
            let mut rest = types;
            for g in spec.results {
                let k = if g.multiplicity == Multiplicity::Single {
                    1
                } else {
                    open_len
                };
                let (now, later) = rest.split_at(k);
                groups.push(Some(now));
                rest = later;
            }
        }
    }
    create(
        b,
        loc,
        spec,
        OpParts {
            operands,
            attributes,
            result_types: &groups,
            ..Default::default()
        },
        false,
    )
}

/// Fills in result types ODS can infer from the operands, the properties
/// and the traits (the auto-generated `inferReturnTypes`).
pub fn infer_result_types(
    ctx: &mut Context,
    spec: &OpSpec,
    state: &OperationState,
    props: &[NamedAttribute],
    result_types: &mut [Option<Vec<Type>>],
) -> Result<(), BuildError> {
    if result_types.iter().all(|t| t.is_some()) {
        return Ok(());
    }
    let operand_groups = super::group_ranges(
        spec.operands,
        state.operands.len(),
        None.or_else(|| {
            spec.has_operand_segments().then(|| {
                props
                    .iter()
                    .find(|p| ctx.str(p.name) == OPERAND_SEGMENT_SIZES.as_bytes())
                    .and_then(|p| match ctx.attr_kind(p.value) {
                        crate::ir::AttrKind::DenseArray { data, .. } => Some(
                            data.chunks_exact(4)
                                .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                                .collect::<Vec<u32>>(),
                        ),
                        _ => None,
                    })
                    .unwrap_or_default()
            })
        })
        .as_deref(),
    );
    let group_types: Vec<Vec<Type>> = operand_groups
        .iter()
        .map(|r| {
            r.clone()
                .map(|k| ctx.value_type(state.operands[k]))
                .collect()
        })
        .collect();
    let operand_types = |g: usize| -> Vec<Type> { group_types.get(g).cloned().unwrap_or_default() };
    let attr_type = |ctx: &Context, i: usize| -> Option<Type> {
        let a = spec.attributes.get(i)?;
        let v = props
            .iter()
            .find(|p| ctx.str(p.name) == a.name.as_bytes())?;
        ctx.attr_type(v.value)
    };
    // The type of a known value.
    let known = |ctx: &Context, r: ValueRef, results: &[Option<Vec<Type>>]| -> Option<Type> {
        match r {
            ValueRef::Operand(i) => operand_types(i as usize).first().copied(),
            ValueRef::Result(i) => results[i as usize].as_ref()?.first().copied(),
            ValueRef::Attr(i) => attr_type(ctx, i as usize),
        }
    };
    // Iterate to a fixpoint: one inference may enable another.
    loop {
        let mut progress = false;
        for ri in 0..spec.results.len() {
            if result_types[ri].is_some() {
                continue;
            }
            let g = &spec.results[ri];
            let count = match g.multiplicity {
                Multiplicity::Single => 1,
                _ => continue,
            };
            let mut found: Option<Type> = None;
            for t in spec.trait_specs {
                match *t {
                    OpTraitSpec::SameOperandsAndResultType => {
                        found =
                            group_types.iter().flatten().next().copied().or_else(|| {
                                result_types.iter().flatten().flatten().next().copied()
                            });
                    }
                    OpTraitSpec::AllTypesMatch(refs)
                        if refs.contains(&ValueRef::Result(ri as u16)) =>
                    {
                        found = refs
                            .iter()
                            .filter(|&&r| r != ValueRef::Result(ri as u16))
                            .find_map(|&r| known(ctx, r, result_types));
                    }
                    OpTraitSpec::TypesMatchWith {
                        from,
                        to: ValueRef::Result(to),
                        transform,
                        ..
                    } if to as usize == ri => {
                        if let Some(f) = known(ctx, from, result_types) {
                            let t = transform(ctx, f);
                            found = t.materialize(ctx).and_then(|v| v.first().copied());
                        }
                    }
                    _ => {}
                }
                if found.is_some() {
                    break;
                }
            }
            if found.is_none() {
                if let Some(b) = g.constraint.build {
                    found = b(ctx);
                }
            }
            if let Some(t) = found {
                result_types[ri] = Some(vec![t; count]);
                progress = true;
            }
        }
        if !progress {
            break;
        }
    }
    if result_types.iter().any(|t| t.is_none()) {
        if let Some(f) = spec.hooks.infer_result_types {
            let mut probe = OperationState::new(state.loc, state.name);
            probe.operands = state.operands.clone();
            probe.properties = if props.is_empty() {
                None
            } else {
                Some(ctx.dictionary_attr(props.to_vec()))
            };
            if let Ok(ts) = f(ctx, &probe) {
                // The hook gives the flat list; split it by group sizes.
                let mut it = ts.into_iter();
                for (ri, g) in spec.results.iter().enumerate() {
                    let n = match g.multiplicity {
                        Multiplicity::Single => 1,
                        _ => it.len(),
                    };
                    let v: Vec<Type> = it.by_ref().take(n).collect();
                    if result_types[ri].is_none() {
                        result_types[ri] = Some(v);
                    }
                }
            }
        }
    }
    Ok(())
}
