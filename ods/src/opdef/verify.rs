//! The ODS-generated verifier, interpreted from an [`OpSpec`]: the checks
//! mlir-tblgen's `verifyInvariantsImpl` performs (attributes, operand and
//! result types, regions, successors, predicate traits), then the native
//! verifying traits, in MLIR's order and wording.

use super::spec::*;
use super::{group_ranges, segment_sizes, OPERAND_SEGMENT_SIZES, RESULT_SEGMENT_SIZES};
use crate::diag::Diagnostic;
use crate::ir::{AttrKind, Context, Operation, Type, TypeKind};

type VResult = Result<(), Diagnostic>;

/// Types of an op's operands or results (few; kept off the heap).
type TypeList = smallvec::SmallVec<[Type; 4]>;

/// Verifies `op` against `spec`: ODS invariants, then the verifying traits.
/// (The op's own `verify` hook runs after this, from the generic verifier.)
pub fn verify_op(ctx: &Context, op: Operation, spec: &OpSpec) -> VResult {
    verify_op_with(ctx, op, spec, Parent::Check)
}

/// Whether the checks that look at an op's parent (`HasParent`) run: a
/// detached op built by a generated builder has no parent yet, and is
/// checked when its enclosing op is verified.
#[derive(Copy, Clone, PartialEq, Eq)]
pub(crate) enum Parent {
    Check,
    Defer,
}

pub(crate) fn verify_op_with(
    ctx: &Context,
    op: Operation,
    spec: &OpSpec,
    parent: Parent,
) -> VResult {
    verify_structural_traits(ctx, op, spec)?;
    verify_invariants(ctx, op, spec)?;
    verify_traits_with(ctx, op, spec, parent)
}

/// The structural traits mlir-tblgen places before `OpInvariants` in the
/// op's trait list: `NoRegionArguments`, then `SingleBlock`.
fn verify_structural_traits(ctx: &Context, op: Operation, spec: &OpSpec) -> VResult {
    use crate::ir::OpTraits;
    let n = ctx.num_regions(op);
    if spec.traits.contains(OpTraits::NO_REGION_ARGUMENTS) {
        for (i, r) in ctx.regions(op).enumerate() {
            let Some(&entry) = ctx.region_blocks(r).first() else {
                continue;
            };
            if !ctx.block_args(entry).is_empty() {
                let msg = if n > 1 {
                    format!("region #{i} should have no arguments")
                } else {
                    "region should have no arguments".to_string()
                };
                return Err(ctx.emit_op_error(op, msg));
            }
        }
    }
    if spec.traits.contains(OpTraits::SINGLE_BLOCK) {
        for (i, r) in ctx.regions(op).enumerate() {
            let blocks = ctx.region_blocks(r);
            if blocks.is_empty() {
                continue;
            }
            if blocks.len() > 1 {
                return Err(
                    ctx.emit_op_error(op, format!("expects region #{i} to have 0 or 1 blocks"))
                );
            }
            if !spec.traits.contains(OpTraits::NO_TERMINATOR)
                && ctx.block_last_op(blocks[0]).is_none()
            {
                return Err(ctx.emit_op_error(op, "expects a non-empty block"));
            }
        }
    }
    Ok(())
}

/// mlir-tblgen's `verifyInvariantsImpl`.
pub fn verify_invariants(ctx: &Context, op: Operation, spec: &OpSpec) -> VResult {
    let err = |msg: String| Err(ctx.emit_op_error(op, msg));
    // Required attributes first, then each attribute's constraint.
    for a in spec.attributes {
        if matches!(a.presence, AttrPresence::Required) && ctx.attr(op, a.name).is_none() {
            return err(format!("requires attribute '{}'", a.name));
        }
    }
    for a in spec.attributes {
        if let Some(v) = ctx.attr(op, a.name) {
            if !(a.constraint.matches)(ctx, v) {
                return err(format!(
                    "attribute '{}' failed to satisfy constraint: {}",
                    a.name,
                    (a.constraint.summary)()
                ));
            }
        }
    }
    // Operand and result groups.
    let operand_segments = if spec.has_operand_segments() {
        Some(check_segments(
            ctx,
            op,
            spec.operands,
            OPERAND_SEGMENT_SIZES,
            "operand",
            ctx.num_operands(op),
        )?)
    } else {
        None
    };
    let ranges = value_ranges(spec.operands, ctx.num_operands(op), operand_segments);
    for (g, r) in spec.operands.iter().zip(&ranges) {
        check_group(ctx, op, g, r.clone(), "operand", |i| {
            ctx.value_type(ctx.operand(op, i))
        })?;
    }
    let result_segments = if spec.has_result_segments() {
        Some(check_segments(
            ctx,
            op,
            spec.results,
            RESULT_SEGMENT_SIZES,
            "result",
            ctx.num_results(op),
        )?)
    } else {
        None
    };
    let ranges = value_ranges(spec.results, ctx.num_results(op), result_segments);
    for (g, r) in spec.results.iter().zip(&ranges) {
        check_group(ctx, op, g, r.clone(), "result", |i| {
            ctx.value_type(ctx.result(op, i))
        })?;
    }
    // Predicate traits: mlir-tblgen emits them inside verifyInvariantsImpl,
    // after the results and before the regions (`ForOp`'s `AllTypesMatch`
    // is checked before its region constraint).
    for t in spec.trait_specs {
        verify_pred_trait(ctx, op, spec, t)?;
    }
    // Regions (a variadic group, which ODS puts last, takes the rest; the
    // message counts regions from the op's first).
    for (i, r) in spec.regions.iter().enumerate() {
        if i >= ctx.num_regions(op) {
            break;
        }
        let positions = if r.variadic {
            i..ctx.num_regions(op)
        } else {
            i..i + 1
        };
        for pos in positions {
            let n = ctx.region_blocks(ctx.region(op, pos)).len() as u32;
            let ok = match r.constraint {
                RegionConstraint::Any => true,
                RegionConstraint::Sized(k) => n == k,
                RegionConstraint::MaxSized(k) => n <= k,
            };
            if !ok {
                let what = match r.constraint {
                    RegionConstraint::Sized(k) => format!("region with {k} blocks"),
                    RegionConstraint::MaxSized(k) => format!("region with at most {k} blocks"),
                    RegionConstraint::Any => "any region".to_string(),
                };
                return err(format!(
                    "region #{pos} ('{}') failed to verify constraint: {what}",
                    r.name
                ));
            }
        }
    }
    Ok(())
}

/// The value range of each group (one value per group when all are single,
/// without going through the segment logic).
fn value_ranges(
    groups: &[OperandSpec],
    total: usize,
    segments: Option<Vec<u32>>,
) -> smallvec::SmallVec<[std::ops::Range<usize>; 4]> {
    if segments.is_none() && super::one_value_per_group(groups, total) {
        return (0..total).map(|i| i..i + 1).collect();
    }
    group_ranges(groups, total, segments.as_deref())
}

fn check_segments(
    ctx: &Context,
    op: Operation,
    groups: &[OperandSpec],
    attr: &str,
    what: &str,
    total: usize,
) -> Result<Vec<u32>, Diagnostic> {
    let Some(sizes) = segment_sizes(ctx, op, attr) else {
        return Err(ctx.emit_op_error(op, format!("requires attribute '{attr}'")));
    };
    if sizes.len() != groups.len() {
        return Err(ctx.emit_op_error(
            op,
            format!(
                "'{attr}' attribute for specifying {what} segments must have {} elements, but got {}",
                groups.len(),
                sizes.len()
            ),
        ));
    }
    let sum: u64 = sizes.iter().map(|&s| s as u64).sum();
    if sum != total as u64 {
        return Err(ctx.emit_op_error(
            op,
            format!(
                "{what} count ({total}) does not match with the total size ({sum}) specified in attribute '{attr}'"
            ),
        ));
    }
    Ok(sizes)
}

fn check_group(
    ctx: &Context,
    op: Operation,
    g: &OperandSpec,
    range: std::ops::Range<usize>,
    what: &str,
    ty: impl Fn(usize) -> Type,
) -> VResult {
    if g.multiplicity == Multiplicity::Optional && range.len() > 1 {
        return Err(ctx.emit_op_error(
            op,
            format!(
                "{what} group starting at #{} requires 0 or 1 element, but found {}",
                range.start,
                range.len()
            ),
        ));
    }
    for i in range {
        let t = ty(i);
        if !(g.constraint.matches)(ctx, t) {
            // ODS `Variadic<X>` summarizes as `variadic of <X>`.
            let summary = match g.multiplicity {
                Multiplicity::Variadic => format!("variadic of {}", (g.constraint.summary)()),
                _ => (g.constraint.summary)(),
            };
            return Err(ctx.emit_op_error(
                op,
                format!(
                    "{what} #{i} must be {summary}, but got '{}'",
                    crate::asm::print_type_local(ctx, t)
                ),
            ));
        }
    }
    Ok(())
}

/// The types a [`ValueRef`] names (every value of a group; an attribute's
/// type for typed attributes).
pub fn value_ref_types(
    ctx: &Context,
    op: Operation,
    spec: &OpSpec,
    r: ValueRef,
) -> smallvec::SmallVec<[Type; 4]> {
    all_types(ctx, op, spec, &[r])
}

/// The type of the first value a [`ValueRef`] names (without collecting
/// the others).
fn first_type(ctx: &Context, op: Operation, spec: &OpSpec, r: ValueRef) -> Option<Type> {
    match r {
        ValueRef::Operand(i) => {
            let range = if spec
                .operands
                .iter()
                .all(|g| g.multiplicity == Multiplicity::Single)
            {
                i as usize..i as usize + 1
            } else {
                super::operand_group(ctx, op, spec, i as usize)
            };
            (range.start < range.end && range.start < ctx.num_operands(op))
                .then(|| ctx.value_type(ctx.operand(op, range.start)))
        }
        ValueRef::Result(i) => {
            let range = if spec
                .results
                .iter()
                .all(|g| g.multiplicity == Multiplicity::Single)
            {
                i as usize..i as usize + 1
            } else {
                super::result_group(ctx, op, spec, i as usize)
            };
            (range.start < range.end && range.start < ctx.num_results(op))
                .then(|| ctx.value_type(ctx.result(op, range.start)))
        }
        ValueRef::Attr(_) => value_ref_types(ctx, op, spec, r).first().copied(),
    }
}

/// The ODS name of a [`ValueRef`].
pub fn value_ref_name(spec: &OpSpec, r: ValueRef) -> &'static str {
    match r {
        ValueRef::Operand(i) => spec.operands[i as usize].name,
        ValueRef::Result(i) => spec.results[i as usize].name,
        ValueRef::Attr(i) => spec.attributes[i as usize].name,
    }
}

fn names(spec: &OpSpec, refs: &[ValueRef]) -> String {
    refs.iter()
        .map(|&r| value_ref_name(spec, r))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Calls `f` with the type of each named value, in order (one per value),
/// without collecting them.
fn for_each_type(
    ctx: &Context,
    op: Operation,
    spec: &OpSpec,
    refs: &[ValueRef],
    mut f: impl FnMut(Type),
) {
    for &r in refs {
        match r {
            ValueRef::Operand(i) => {
                for k in super::operand_group(ctx, op, spec, i as usize) {
                    f(ctx.value_type(ctx.operand(op, k)));
                }
            }
            ValueRef::Result(i) => {
                for k in super::result_group(ctx, op, spec, i as usize) {
                    f(ctx.value_type(ctx.result(op, k)));
                }
            }
            ValueRef::Attr(i) => {
                if let Some(t) = spec
                    .attributes
                    .get(i as usize)
                    .and_then(|a| ctx.attr(op, a.name))
                    .and_then(|a| ctx.attr_type(a))
                {
                    f(t)
                }
            }
        }
    }
}

/// All types of the named values, in order (one per value).
fn all_types(
    ctx: &Context,
    op: Operation,
    spec: &OpSpec,
    refs: &[ValueRef],
) -> smallvec::SmallVec<[Type; 4]> {
    let mut ts = smallvec::SmallVec::new();
    for_each_type(ctx, op, spec, refs, |t| ts.push(t));
    ts
}

fn element_type(ctx: &Context, t: Type) -> Type {
    ctx.element_type(t).unwrap_or(t)
}

fn shape(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    ctx.shaped_info(t).map(|(s, _)| s.to_vec())
}

fn rank(ctx: &Context, t: Type) -> Option<usize> {
    ctx.shaped_info(t).map(|(s, _)| s.len())
}

fn all_equal<T: PartialEq>(xs: &[T]) -> bool {
    xs.windows(2).all(|w| w[0] == w[1])
}

// One arm per trait, each with its own check, mirrors the trait list.
#[allow(clippy::collapsible_match)]
fn verify_pred_trait(ctx: &Context, op: Operation, spec: &OpSpec, t: &OpTraitSpec) -> VResult {
    let fail =
        |summary: String| Err(ctx.emit_op_error(op, format!("failed to verify that {summary}")));
    match *t {
        OpTraitSpec::AllTypesMatch(refs) => {
            // (the most common trait: compared as they come, not collected)
            let (mut first, mut same) = (None, true);
            for_each_type(ctx, op, spec, refs, |t| {
                same &= *first.get_or_insert(t) == t
            });
            if !same {
                return fail(format!("all of {{{}}} have same type", names(spec, refs)));
            }
        }
        OpTraitSpec::AllElementTypesMatch(refs) => {
            let ts: Vec<Type> = all_types(ctx, op, spec, refs)
                .into_iter()
                .map(|t| element_type(ctx, t))
                .collect();
            if !all_equal(&ts) {
                return fail(format!(
                    "all of {{{}}} have same element type",
                    names(spec, refs)
                ));
            }
        }
        OpTraitSpec::AllShapesMatch(refs) => {
            let ss: Vec<_> = all_types(ctx, op, spec, refs)
                .into_iter()
                .map(|t| shape(ctx, t))
                .collect();
            if !all_equal(&ss) {
                return fail(format!("all of {{{}}} have same shape", names(spec, refs)));
            }
        }
        OpTraitSpec::AllRanksMatch(refs) => {
            let rs: Vec<_> = all_types(ctx, op, spec, refs)
                .into_iter()
                .map(|t| rank(ctx, t))
                .collect();
            if !all_equal(&rs) {
                return fail(format!("all of {{{}}} have same rank", names(spec, refs)));
            }
        }
        OpTraitSpec::TypesMatchWith {
            summary,
            from,
            to,
            transform,
            optional,
        } => {
            let froms = value_ref_types(ctx, op, spec, from);
            let tos = value_ref_types(ctx, op, spec, to);
            if optional && tos.is_empty() {
                return Ok(());
            }
            let ok = match froms.first() {
                Some(&f) => transform(ctx, f).matches(ctx, &tos),
                None => false,
            };
            if !ok {
                return fail(summary.to_string());
            }
        }
        OpTraitSpec::Pred { summary, pred } => {
            if !pred(ctx, op) {
                return fail(summary.to_string());
            }
        }
        OpTraitSpec::ShapedTypeMatchesElementCountAndTypes { shaped, elements } => {
            let shaped_types = value_ref_types(ctx, op, spec, shaped);
            let element_types = value_ref_types(ctx, op, spec, elements);
            let ok = shaped_types
                .first()
                .is_some_and(|&t| shaped_element_types(ctx, t).matches(ctx, &element_types));
            if !ok {
                return fail(format!(
                    "shaped type '{}' matches '{}' element count and types",
                    value_ref_name(spec, shaped),
                    value_ref_name(spec, elements)
                ));
            }
        }
        _ => {}
    }
    Ok(())
}

/// The transformer of `ShapedTypeMatchesElementCountAndTypes`: one element
/// type per element of a statically shaped type.
pub fn shaped_element_types(ctx: &Context, t: Type) -> Transformed {
    match (ctx.num_elements(t), ctx.element_type(t)) {
        (Some(n), Some(e)) if (0..=1 << 20).contains(&n) => Transformed::Types(vec![e; n as usize]),
        _ => Transformed::Invalid,
    }
}

/// The shape of a shaped type (vector, tensor, memref): `Some(None)` when
/// unranked, `None` when the type is not shaped (MLIR `ShapedType`).
fn shaped(ctx: &Context, t: Type) -> Option<Option<&[i64]>> {
    match ctx.type_kind(t) {
        TypeKind::Vector { shape, .. }
        | TypeKind::RankedTensor { shape, .. }
        | TypeKind::MemRef { shape, .. } => Some(Some(shape)),
        TypeKind::UnrankedTensor { .. } | TypeKind::UnrankedMemRef { .. } => Some(None),
        _ => None,
    }
}

/// MLIR's `verifyCompatibleShape(Type, Type)`: both scalars, or both shaped
/// with (at least one unranked or) equal ranks and equal static dimensions.
pub fn compatible_shape(ctx: &Context, a: Type, b: Type) -> bool {
    match (shaped(ctx, a), shaped(ctx, b)) {
        (None, None) => true,
        (Some(Some(x)), Some(Some(y))) => {
            x.len() == y.len()
                && x.iter()
                    .zip(y)
                    .all(|(&p, &q)| p == crate::ir::DYNAMIC || q == crate::ir::DYNAMIC || p == q)
        }
        (Some(_), Some(_)) => true,
        _ => false,
    }
}

/// MLIR's `verifyCompatibleShapes(TypeRange)`: all scalars, or all shaped,
/// not mixing scalable with other types, ranked ones of one rank, and per
/// dimension the static sizes equal.
pub fn compatible_shapes(ctx: &Context, ts: &[Type]) -> bool {
    // (equal types are compatible: the common case, decided without
    // looking at the shapes)
    if all_equal(ts) {
        return true;
    }
    let shapes: smallvec::SmallVec<[Option<Option<&[i64]>>; 4]> =
        ts.iter().map(|&t| shaped(ctx, t)).collect();
    if shapes.iter().all(|s| s.is_none()) {
        return true;
    }
    if shapes.iter().any(|s| s.is_none()) {
        return false;
    }
    let scalable = |t: Type| matches!(ctx.type_kind(t), TypeKind::Vector { scalable, .. } if scalable.iter().any(|&s| s));
    let n_scalable = ts.iter().filter(|&&t| scalable(t)).count();
    if n_scalable != 0 && n_scalable != ts.len() {
        return false;
    }
    let ranked: smallvec::SmallVec<[&[i64]; 4]> = shapes.into_iter().flatten().flatten().collect();
    let Some(first) = ranked.first() else {
        return true;
    };
    if ranked.iter().any(|s| s.len() != first.len()) {
        return false;
    }
    (0..first.len()).all(|i| {
        // `verifyCompatibleDims`: every static size equals the last static one.
        let dims = ranked.iter().map(|s| s[i]);
        let fixed = dims
            .clone()
            .rfind(|&d| d != crate::ir::DYNAMIC)
            .unwrap_or(first[i]);
        dims.into_iter()
            .all(|d| d == crate::ir::DYNAMIC || d == fixed)
    })
}

/// `getElementTypeOrSelf`.
fn element_or_self(ctx: &Context, t: Type) -> Type {
    ctx.element_type(t).unwrap_or(t)
}

/// The encoding of a ranked tensor type.
fn encoding(ctx: &Context, t: Type) -> Option<crate::ir::Attribute> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { encoding, .. } => *encoding,
        _ => None,
    }
}

/// The count checks MLIR's shape/type traits start with
/// (`verifyAtLeastNOperands(op, 1)` / `verifyAtLeastNResults(op, 1)`).
fn at_least_one(ctx: &Context, op: Operation, operands: bool, results: bool) -> VResult {
    if operands && ctx.num_operands(op) < 1 {
        return Err(ctx.emit_op_error(
            op,
            format!(
                "expected 1 or more operands, but found {}",
                ctx.num_operands(op)
            ),
        ));
    }
    if results && ctx.num_results(op) < 1 {
        return Err(ctx.emit_op_error(op, "expected 1 or more results"));
    }
    Ok(())
}

/// `OpTrait::impl::verifyElementwise`.
fn verify_elementwise(
    ctx: &Context,
    op: Operation,
    operands: &[Type],
    results: &[Type],
) -> VResult {
    let mappable = |t: &&Type| {
        matches!(
            ctx.type_kind(**t),
            TypeKind::Vector { .. }
                | TypeKind::RankedTensor { .. }
                | TypeKind::UnrankedTensor { .. }
        )
    };
    let res: TypeList = results.iter().filter(mappable).copied().collect();
    let ops: TypeList = operands.iter().filter(mappable).copied().collect();
    let err = |m: &str| Err(ctx.emit_op_error(op, m));
    if res.is_empty() && ops.is_empty() {
        return Ok(());
    }
    if !res.is_empty() && ops.is_empty() {
        return err("if a result is non-scalar, then at least one operand must be non-scalar");
    }
    if res.is_empty() {
        return err(
            "if an operand is non-scalar, then there must be at least one non-scalar result",
        );
    }
    if res.len() != results.len() {
        return err("if an operand is non-scalar, then all results must be non-scalar");
    }
    let all: TypeList = ops.into_iter().chain(res).collect();
    let base = |t: Type| std::mem::discriminant(ctx.type_kind(t));
    if !all.iter().all(|&t| base(t) == base(all[0])) || !compatible_shapes(ctx, &all) {
        return err("all non-scalar operands/results must have the same shape and base type");
    }
    Ok(())
}

/// `CastOpInterface`'s verifier (`impl::verifyCastInterfaceOp`).
fn verify_cast(
    ctx: &Context,
    op: Operation,
    operands: &[Type],
    results: &[Type],
    compatible: CastCompatibleFn,
) -> VResult {
    if results.is_empty() {
        return Err(ctx.emit_op_error(op, "expected at least one result for cast operation"));
    }
    if compatible(ctx, operands, results) {
        return Ok(());
    }
    // A type range streams into a diagnostic as quoted types joined by ", ".
    let list = |ts: &[Type]| {
        ts.iter()
            .map(|&t| format!("'{}'", crate::asm::print_type_local(ctx, t)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let ins = match operands {
        [] => "s []".to_string(),
        [_] => format!(" {}", list(operands)),
        ts => format!("s {}", list(ts)),
    };
    let outs = match results {
        [_] => format!(" {}", list(results)),
        ts => format!("s {}", list(ts)),
    };
    Err(ctx.emit_op_error(
        op,
        format!("operand type{ins} and result type{outs} are cast incompatible"),
    ))
}

/// The native verifying traits (`SameOperandsAndResultType`, `HasParent`,
/// `Elementwise`, `CastOpInterface`, ...), in declaration order, as MLIR's
/// `OpTrait::impl` functions word them.
#[allow(clippy::collapsible_match)]
pub fn verify_traits(ctx: &Context, op: Operation, spec: &OpSpec) -> VResult {
    verify_traits_with(ctx, op, spec, Parent::Check)
}

#[allow(clippy::collapsible_match)]
fn verify_traits_with(
    ctx: &Context,
    op: Operation,
    spec: &OpSpec,
    parent_checks: Parent,
) -> VResult {
    let err = |msg: &str| Err(ctx.emit_op_error(op, msg));
    let operand_types: TypeList = ctx.operands(op).map(|v| ctx.value_type(v)).collect();
    let result_types: TypeList = ctx.results(op).map(|v| ctx.value_type(v)).collect();
    for t in spec.trait_specs {
        match *t {
            OpTraitSpec::SameOperandsAndResultType => {
                at_least_one(ctx, op, true, true)?;
                let ty = result_types[0];
                let elem = element_or_self(ctx, ty);
                let enc = encoding(ctx, ty);
                let others = result_types[1..].iter().chain(&operand_types);
                for &other in others {
                    if element_or_self(ctx, other) != elem || !compatible_shape(ctx, other, ty) {
                        return err("requires the same type for all operands and results");
                    }
                    if enc.is_some() && encoding(ctx, other) != enc {
                        return err("requires the same encoding for all operands and results");
                    }
                }
            }
            OpTraitSpec::SameTypeOperands => {
                if !all_equal(&operand_types) {
                    return err("requires all operands to have the same type");
                }
            }
            OpTraitSpec::SameOperandsAndResultShape => {
                at_least_one(ctx, op, true, true)?;
                let all: TypeList = operand_types.iter().chain(&result_types).copied().collect();
                if !compatible_shapes(ctx, &all) {
                    return err("requires the same shape for all operands and results");
                }
            }
            OpTraitSpec::SameOperandsAndResultElementType => {
                at_least_one(ctx, op, true, true)?;
                let elem = element_or_self(ctx, result_types[0]);
                let all = result_types[1..].iter().chain(&operand_types);
                if !all.into_iter().all(|&t| element_or_self(ctx, t) == elem) {
                    return err("requires the same element type for all operands and results");
                }
            }
            OpTraitSpec::SameOperandsShape => {
                at_least_one(ctx, op, true, false)?;
                if !compatible_shapes(ctx, &operand_types) {
                    return err("requires the same shape for all operands");
                }
            }
            OpTraitSpec::SameOperandsElementType => {
                at_least_one(ctx, op, true, false)?;
                let elem = element_or_self(ctx, operand_types[0]);
                if !operand_types
                    .iter()
                    .all(|&t| element_or_self(ctx, t) == elem)
                {
                    return err("requires the same element type for all operands");
                }
            }
            OpTraitSpec::Elementwise => {
                verify_elementwise(ctx, op, &operand_types, &result_types)?;
            }
            OpTraitSpec::CastOpInterface(compatible) => {
                verify_cast(ctx, op, &operand_types, &result_types, compatible)?;
            }
            OpTraitSpec::FunctionOpInterface => {
                crate::function_interface::verify_function_op(ctx, op)?;
            }
            OpTraitSpec::HasParent(_) if parent_checks == Parent::Defer => {}
            OpTraitSpec::HasParent(parents) => {
                let parent = ctx.parent_op(op);
                let ok = parent.is_some_and(|p| {
                    let n = ctx.op_name_str(ctx.op_name_of(p));
                    parents.iter().any(|q| q.as_bytes() == n)
                });
                if !ok {
                    let msg = if parents.len() == 1 {
                        format!("expects parent op '{}'", parents[0])
                    } else {
                        format!("expects parent op to be one of '{}'", parents.join(", "))
                    };
                    return Err(ctx.emit_op_error(op, msg));
                }
            }
            _ => {}
        }
    }
    if spec.infers_result_types {
        verify_inferred_result_types(ctx, op, spec, &operand_types, &result_types)?;
    }
    Ok(())
}

/// `InferTypeOpInterface::Trait` (added by mlir-tblgen when the result
/// types follow from operands and attributes, and verified after every
/// other trait): the inferred types must equal the result types. Two
/// errors, as MLIR emits them: the mismatch, then "failed to infer
/// returned types". Only types copied from an operand or attribute are
/// compared; transformed and buildable ones are exactly what the invariants
/// already checked.
fn verify_inferred_result_types(
    ctx: &Context,
    op: Operation,
    spec: &OpSpec,
    operand_types: &[Type],
    result_types: &[Type],
) -> VResult {
    use crate::format::TypeSource;
    if spec.inferred_result_types.len() != result_types.len() {
        return Ok(());
    }
    let mut inferred = TypeList::new();
    for (src, &actual) in spec.inferred_result_types.iter().zip(result_types) {
        let t = match *src {
            TypeSource::Same(r) => first_type(ctx, op, spec, r),
            TypeSource::AttrType(i) => first_type(ctx, op, spec, ValueRef::Attr(i)),
            _ => Some(actual),
        };
        match t {
            Some(t) => inferred.push(t),
            None => return Ok(()),
        }
    }
    let _ = operand_types;
    if inferred.as_slice() == result_types {
        return Ok(());
    }
    let list = |ts: &[Type]| {
        ts.iter()
            .map(|&t| format!("'{}'", crate::asm::print_type_local(ctx, t)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let name = String::from_utf8_lossy(ctx.op_name_str(ctx.op_name_of(op))).into_owned();
    ctx.emit(Diagnostic::error(
        ctx.op_loc(op),
        format!(
            "'{name}' op inferred type(s) {} are incompatible with return type(s) of operation {}",
            list(&inferred),
            list(result_types)
        ),
    ));
    Err(ctx.emit_op_error(op, "failed to infer returned types"))
}

/// The traits MLIR verifies after the op's regions (`verifyRegionTrait`):
/// `SingleBlockImplicitTerminator<T>`'s terminator check. Runs once the
/// nested operations verified, before the op's `verify_regions` hook.
pub fn verify_region_traits(ctx: &Context, op: Operation, spec: &OpSpec) -> VResult {
    for t in spec.trait_specs {
        if let OpTraitSpec::SingleBlockImplicitTerminator(term) = t {
            verify_implicit_terminator(ctx, op, term)?;
        }
    }
    Ok(())
}

/// The block count was checked by `SingleBlock` (which the trait implies)
/// before the invariants.
fn verify_implicit_terminator(ctx: &Context, op: Operation, term: &str) -> VResult {
    for r in ctx.regions(op) {
        let Some(&block) = ctx.region_blocks(r).first() else {
            continue;
        };
        let Some(last) = ctx.block_last_op(block) else {
            return Err(ctx.emit_op_error(op, "expects a non-empty block"));
        };
        let name = ctx.op_name_str(ctx.op_name_of(last));
        if name != term.as_bytes() {
            let mut d = ctx.emit_op_error(
                op,
                format!(
                    "expects regions to end with '{term}', found '{}'",
                    String::from_utf8_lossy(name)
                ),
            );
            d.attach_note(
                ctx.op_loc(op),
                format!("in custom textual format, the absence of terminator implies '{term}'"),
            );
            return Err(d);
        }
    }
    Ok(())
}

/// True if `kind` describes a type that exists and equals `ty`.
pub fn type_matches_kind(ctx: &Context, ty: Type, kind: &TypeKind) -> bool {
    ctx.lookup_type(kind) == Some(ty)
}

/// Checks a generic-form `<{...}>` dictionary against the op's attribute
/// constraints (ODS `setPropertiesFromAttr`): the error text follows
/// "invalid properties {...} for op NAME: ".
pub fn convert_properties(
    ctx: &Context,
    spec: &OpSpec,
    props: crate::ir::Attribute,
) -> Result<(), String> {
    if spec.attributes.is_empty() && !spec.has_operand_segments() && !spec.has_result_segments() {
        return Err("this operation does not support properties".into());
    }
    let AttrKind::Dictionary(entries) = ctx.attr_kind(props) else {
        return Err("expected DictionaryAttr to set properties".into());
    };
    for e in entries.iter() {
        let name = ctx.str(e.name);
        if let Some((_, a)) = spec.attribute(name) {
            if !(a.constraint.matches)(ctx, e.value) {
                return Err(format!(
                    "Invalid attribute `{}` in property conversion: {}",
                    a.name,
                    crate::asm::print_attribute_local(ctx, e.value)
                ));
            }
        }
    }
    Ok(())
}
