//! Vector lowering to "native vector IR" (issue 6): the IR the JIT backend
//! translates to AVX2. Each module is one group of rewrite patterns, named
//! like MLIR's (`populateVectorContractLoweringPatterns`, ...), and each is
//! an `ods-opt` pass flag:
//!
//! | flag | module |
//! |---|---|
//! | `--lower-vector-mask-to-native` | [`mask`]: `vector.mask` regions → masked transfers; n-D `create_mask`/`constant_mask` → 1-D rows |
//! | `--lower-vector-contract` | [`contract`]: `vector.contract` → per-row `vector.fma` / arith |
//! | `--lower-vector-outerproduct` | [`outerproduct`]: → broadcast + `vector.fma` / arith |
//! | `--lower-vector-transpose` | [`transpose`] |
//! | `--lower-vector-shape-cast` | [`shape_cast`] |
//! | `--lower-vector-broadcast` | [`broadcast`]: n-D and stretching broadcasts |
//! | `--lower-vector-multi-reduction-to-native` | [`multi_reduction`] |
//! | `--lower-vector-scan` | [`scan`]: `vector.scan` → strided slices and arith (MLIR's `ScanToArithOps`) |
//! | `--lower-vector-strided-slice` | [`strided_slice`]: strided slices by rows and shuffles; `splat`/`extractelement`/`insertelement` |
//! | `--lower-vector-transfer` | [`transfer`]: `transfer_read/write` → `vector.load/store/maskedload/maskedstore` |
//! | `--unroll-vector-to-native` | [`unroll`]: n-D and wider-than-one-register values → native 1-D pieces |
//! | `--lower-vector-to-native` | all of the above, a cleanup and the [`contract_check`] |
//!
//! "Native" is relative to a [`VectorTarget`]: one 256-bit AVX2 register on
//! x86-64 (the default), one 128-bit NEON register on AArch64
//! (`--lower-vector-to-native=target=aarch64`; the unrolling and the check
//! take the same option). The high-level lowerings produce whole rows and
//! do not depend on it.
//!
//! The high-level lowerings produce rows: n-D values built by `vector.insert`
//! of 1-D rows into `ub.poison` and read by `vector.extract`; the unrolling
//! then splits every n-D (or too wide) value into its 1-D pieces. The
//! reduction orders are the interpreter's (and MLIR's): sequential in
//! iteration order, one fused multiply-add per step for float contractions.

pub mod broadcast;
pub mod contract;
pub mod contract_check;
pub mod extract_load;
pub mod mask;
pub mod multi_reduction;
pub mod outerproduct;
pub mod scan;
pub mod shape_cast;
pub mod strided_slice;
pub mod transfer;
pub mod transpose;
pub mod unroll;
pub mod wide;

pub use contract_check::{verify_native_vector_ir, VectorTarget};

use super::enums::CombiningKind;
use crate::arith::eval::{dense_attr, Scalar};
use ods::diag::Diagnostic;
use ods::ir::{
    Attribute, Context, Location, NamedAttribute, Operation, OperationState, Type, Value,
};
use ods::opdef::constraint::attrs::dense_array_attr;
use ods::pass::{Pass, PassInfo, PassOptions};
use ods::rewrite::greedy::apply_patterns_greedily;
use ods::rewrite::greedy::RegionSimplification;
use ods::rewrite::{FnPattern, GreedyRewriteConfig, PatternFn, PatternRewriter, RewritePatternSet};
use ods::support::apint::APInt;

/// A pattern group: adds its patterns to a set.
pub type Populate = fn(&mut RewritePatternSet);

pub(crate) fn add(
    set: &mut RewritePatternSet,
    name: &'static str,
    root: &'static str,
    f: PatternFn,
) {
    set.add(FnPattern {
        name,
        root,
        benefit: 1,
        rewrite: f,
    });
}

/// Runs pattern groups greedily on `op` until nothing matches.
pub fn apply_groups(ctx: &mut Context, op: Operation, groups: &[Populate]) {
    let config = GreedyRewriteConfig {
        max_iterations: None,
        ..GreedyRewriteConfig::default()
    };
    apply_groups_with(ctx, op, groups, &config);
}

fn apply_groups_with(
    ctx: &mut Context,
    op: Operation,
    groups: &[Populate],
    config: &GreedyRewriteConfig,
) {
    let mut set = RewritePatternSet::new();
    for g in groups {
        g(&mut set);
    }
    let frozen = set.freeze(ctx);
    apply_patterns_greedily(ctx, op, &frozen, config);
}

/// The greedy configuration of [`lower_to_native`]'s runs. Region
/// simplification is off: the patterns leave no unreachable blocks, the
/// driver already erases trivially dead ops, and the dead-value analysis
/// over the whole module in every iteration of every run was most of the
/// JIT's compile time on unrolled kernels. One iteration: ops the patterns
/// create, and users of replaced values, are queued within the iteration,
/// so a second one only re-proves convergence; should something remain,
/// the native-IR check below sends the module through another round.
fn lowering_config() -> GreedyRewriteConfig {
    GreedyRewriteConfig {
        max_iterations: Some(1),
        region_simplification: RegionSimplification::Disabled,
        ..GreedyRewriteConfig::default()
    }
}

/// A pass running pattern groups greedily.
struct PatternPass {
    name: &'static str,
    groups: &'static [Populate],
}

impl Pass for PatternPass {
    fn name(&self) -> &str {
        self.name
    }
    fn run(&mut self, ctx: &mut Context, op: Operation) -> Result<(), Vec<Diagnostic>> {
        apply_groups(ctx, op, self.groups);
        Ok(())
    }
}

/// The high-level lowerings in the order the umbrella runs them: masks
/// first (they feed transfers), contractions before outer products (they
/// do not produce any, but a contract's operands may come from them),
/// transfers after the permutation lowerings.
pub const HIGH_LEVEL: &[Populate] = &[
    strided_slice::populate,
    mask::populate,
    contract::populate,
    outerproduct::populate,
    multi_reduction::populate,
    scan::populate,
    transpose::populate,
    shape_cast::populate,
    broadcast::populate,
    transfer::populate,
];

/// The whole lowering: the high-level patterns, the unrolling to native
/// 1-D pieces of `target`'s vector registers, a cleanup (canonicalization
/// patterns, folding, `cse`), then the [`verify_native_vector_ir`] check.
/// This is what the JIT backend calls.
pub fn lower_to_native(
    ctx: &mut Context,
    module: Operation,
    target: VectorTarget,
) -> Result<(), Vec<Diagnostic>> {
    // Only the functions that are not native yet go through the pipeline:
    // hand-written 1-D kernels (most of a typical module) would cost the
    // pattern drivers and CSE a walk each for nothing. A non-native
    // signature, or a non-native op outside a function, changes more than
    // its own body (callers, uses): the whole module goes through then.
    let top: Vec<Operation> = match ctx.regions(module).next() {
        Some(r) => ctx
            .region_blocks(r)
            .iter()
            .flat_map(|&b| ctx.block_ops(b))
            .collect(),
        None => Vec::new(),
    };
    let mut roots = Vec::new();
    for op in top {
        if contract_check::is_native_vector_ir(ctx, op, target) {
            continue;
        }
        let is_func = ctx.op_name_str(ctx.op_name_of(op)) == crate::func::FuncOp::NAME_BYTES;
        if is_func && contract_check::signature_is_native(ctx, op, target) {
            roots.push(op);
        } else {
            roots = vec![module];
            break;
        }
    }
    if roots.is_empty() {
        return Ok(());
    }
    // (the pattern sets are built once for all the roots)
    let mut high = RewritePatternSet::new();
    for g in HIGH_LEVEL {
        g(&mut high);
    }
    let sets = LoweringSets {
        high_level: high.freeze(ctx),
        canonicalize: RewritePatternSet::canonicalization_patterns(ctx).freeze(ctx),
    };
    for root in roots {
        lower_root_to_native(ctx, root, target, &sets)?;
    }
    Ok(())
}

/// The frozen pattern sets of [`lower_root_to_native`].
struct LoweringSets {
    high_level: ods::rewrite::FrozenRewritePatternSet,
    canonicalize: ods::rewrite::FrozenRewritePatternSet,
}

/// The lowering pipeline on everything nested in `root`.
fn lower_root_to_native(
    ctx: &mut Context,
    root: Operation,
    target: VectorTarget,
    sets: &LoweringSets,
) -> Result<(), Vec<Diagnostic>> {
    // The cleanup's canonicalizations may fold native ops back into forms
    // the contract excludes (a 1-D → 1-D broadcast, say): lower again then.
    let mut round = 0;
    loop {
        let config = lowering_config();
        // Folding waits for the cleanup run, which folds everything anyway.
        let no_fold = GreedyRewriteConfig {
            fold: false,
            ..config.clone()
        };
        apply_patterns_greedily(ctx, root, &sets.high_level, &no_fold);
        unroll::unroll_to_native(ctx, root, target)?;
        // (the cleanup too runs one iteration, as `config` says)
        apply_patterns_greedily(ctx, root, &sets.canonicalize, &config);
        extract_load::run(ctx, root);
        // The unrolled rows repeat extracts and index arithmetic.
        ods::transforms::cse::Cse.run(ctx, root)?;
        match contract_check::first_violation(ctx, root, target) {
            None => return Ok(()),
            Some((op, msg)) if round == 2 => return Err(vec![ctx.op_error(op, msg)]),
            Some(_) => round += 1,
        }
    }
}

/// Whether `op` is a `vector.reduction <add>` of a one-lane float vector
/// without an accumulator (see [`pin_single_lane_sum`]).
pub(crate) fn is_single_lane_sum(ctx: &Context, op: Operation) -> bool {
    if ctx.num_operands(op) != 1
        || ctx.op_name_str(ctx.op_name_of(op)) != crate::vector::ReductionOp::NAME_BYTES
    {
        return false;
    }
    let t = ctx.value_type(ctx.operand(op, 0));
    let (shape, elem) = shape_elem(ctx, t);
    shape.as_slice() == [1]
        && ctx.float_semantics(elem).is_some()
        && kind(ctx, op) == CombiningKind::ADD
}

/// Rewrites a [`is_single_lane_sum`] reduction to `arith.addf
/// (vector.extract %v[0]), +0.0`: LLVM's reduction starts from +0.0
/// (`mlir-runner` prints +0 for a -0 lane, and the interpreter follows
/// it), while the canonicalizer would fold the reduction to the bare
/// extract, keeping -0. (The unroller calls this on the ops it visits.)
pub(crate) fn pin_single_lane_sum(rw: &mut PatternRewriter<'_>, op: Operation) -> Value {
    let v = rw.operand(op, 0);
    let fastmath = rw.attr(op, "fastmath");
    let mut b = B::new(rw, op);
    let e = b.extract(v, &[0]);
    let elem = b.c().value_type(e);
    let sem = b.c().float_semantics(elem).expect("a float");
    let zero = ods::support::apfloat::APFloat::zero(sem, false);
    let z = b.ctx().float_attr(elem, zero);
    let zc = b.op1(crate::arith::ConstantOp::NAME, &[], elem, &[("value", z)]);
    let attrs: Vec<(&'static str, Attribute)> =
        fastmath.into_iter().map(|f| ("fastmath", f)).collect();
    let r = b.op1(crate::arith::AddFOp::NAME, &[e, zc], elem, &attrs);
    rw.replace_op(op, &[r]);
    r
}

struct Umbrella(VectorTarget);
impl Pass for Umbrella {
    fn name(&self) -> &str {
        "lower-vector-to-native"
    }
    fn run(&mut self, ctx: &mut Context, op: Operation) -> Result<(), Vec<Diagnostic>> {
        lower_to_native(ctx, op, self.0)
    }
}

struct Unroll(VectorTarget);
impl Pass for Unroll {
    fn name(&self) -> &str {
        "unroll-vector-to-native"
    }
    fn run(&mut self, ctx: &mut Context, op: Operation) -> Result<(), Vec<Diagnostic>> {
        unroll::unroll_to_native(ctx, op, self.0)
    }
}

struct Check(VectorTarget);
impl Pass for Check {
    fn name(&self) -> &str {
        "verify-native-vector-ir"
    }
    fn run(&mut self, ctx: &mut Context, op: Operation) -> Result<(), Vec<Diagnostic>> {
        verify_native_vector_ir(ctx, op, self.0).map_err(|d| vec![d])
    }
}

fn no_options(o: &PassOptions) -> Result<(), String> {
    match o.entries().next() {
        Some((k, _)) => Err(format!("no such option {k}")),
        None => Ok(()),
    }
}

/// The `target=x86_64|aarch64` option of the native-vector passes
/// (default `x86_64`).
fn target_option(o: &PassOptions) -> Result<VectorTarget, String> {
    let mut target = VectorTarget::default();
    for (k, v) in o.entries() {
        if k != "target" {
            return Err(format!("no such option {k}"));
        }
        let v = v.unwrap_or("");
        target = VectorTarget::from_name(v).ok_or_else(|| {
            let names: Vec<&str> = VectorTarget::ALL.iter().map(|t| t.name()).collect();
            format!(
                "invalid value '{v}' for option target (expected one of: {})",
                names.join(", ")
            )
        })?;
    }
    Ok(target)
}

macro_rules! pattern_pass {
    ($name:literal, $desc:literal, [$($g:path),*]) => {
        PassInfo {
            name: $name,
            description: $desc,
            ctor: |o| {
                no_options(o)?;
                Ok(Box::new(PatternPass {
                    name: $name,
                    groups: &[$($g),*],
                }))
            },
        }
    };
}

/// Registers the lowering passes with `ods::pass`.
pub fn register_passes() {
    for info in [
        pattern_pass!(
            "lower-vector-contract",
            "Lower vector.contract to vector.fma / arith over 1-D rows",
            [contract::populate]
        ),
        pattern_pass!(
            "lower-vector-outerproduct",
            "Lower vector.outerproduct to vector.broadcast + vector.fma / arith",
            [outerproduct::populate]
        ),
        pattern_pass!(
            "lower-vector-transpose",
            "Lower vector.transpose to row moves or element gathers",
            [transpose::populate]
        ),
        pattern_pass!(
            "lower-vector-shape-cast",
            "Lower vector.shape_cast to row moves and shuffles",
            [shape_cast::populate]
        ),
        pattern_pass!(
            "lower-vector-broadcast",
            "Lower n-D and stretching vector.broadcast to 1-D broadcasts",
            [broadcast::populate]
        ),
        pattern_pass!(
            "lower-vector-multi-reduction-to-native",
            "Lower vector.multi_reduction to arith chains and vector.reduction",
            [multi_reduction::populate]
        ),
        pattern_pass!(
            "lower-vector-scan",
            "Lower vector.scan to strided slices and arith ops",
            [scan::populate]
        ),
        pattern_pass!(
            "lower-vector-transfer",
            "Lower vector.transfer_read/write to 1-D (masked) loads and stores",
            [transfer::populate]
        ),
        pattern_pass!(
            "lower-vector-strided-slice",
            "Lower strided slices to shuffles; splat/extractelement/insertelement to broadcast/extract/insert",
            [strided_slice::populate]
        ),
        pattern_pass!(
            "lower-vector-mask-to-native",
            "Lower vector.mask regions and n-D create_mask/constant_mask",
            [mask::populate]
        ),
        PassInfo {
            name: "unroll-vector-to-native",
            description: "Split n-D and wider-than-one-register vectors into native 1-D pieces (target=x86_64|aarch64)",
            ctor: |o| Ok(Box::new(Unroll(target_option(o)?))),
        },
        PassInfo {
            name: "verify-native-vector-ir",
            description: "Check that only native vector IR remains, the JIT's input (target=x86_64|aarch64)",
            ctor: |o| Ok(Box::new(Check(target_option(o)?))),
        },
        PassInfo {
            name: "lower-vector-to-native",
            description: "All vector lowerings, unrolling, cleanup and the native-IR check (target=x86_64|aarch64)",
            ctor: |o| Ok(Box::new(Umbrella(target_option(o)?))),
        },
    ] {
        ods::pass::register_pass(info);
    }
}

// ------------------------------------------------------------- builders

/// Builds ops at the rewriter's insertion point with one location.
pub(crate) struct B<'r, 'a> {
    pub rw: &'r mut PatternRewriter<'a>,
    pub loc: Location,
}

impl<'r, 'a> B<'r, 'a> {
    pub fn new(rw: &'r mut PatternRewriter<'a>, op: Operation) -> B<'r, 'a> {
        let loc = rw.op_loc(op);
        rw.set_insertion_point(op);
        B { rw, loc }
    }

    pub fn ctx(&mut self) -> &mut Context {
        self.rw.ctx_mut()
    }

    pub fn c(&self) -> &Context {
        self.rw
    }

    /// Creates `name` with `operands`, result types and attributes.
    pub fn op(
        &mut self,
        name: &'static str,
        operands: &[Value],
        types: &[Type],
        attrs: &[(&'static str, Attribute)],
    ) -> Operation {
        let n = self.ctx().op_name_static(name);
        self.op_named(n, operands, types, attrs)
    }

    /// [`B::op`] for a name that is not static text.
    pub fn op_dyn(
        &mut self,
        name: &str,
        operands: &[Value],
        types: &[Type],
        attrs: &[(&'static str, Attribute)],
    ) -> Operation {
        let n = self.ctx().op_name(name.as_bytes());
        self.op_named(n, operands, types, attrs)
    }

    fn op_named(
        &mut self,
        name: ods::ir::OperationName,
        operands: &[Value],
        types: &[Type],
        attrs: &[(&'static str, Attribute)],
    ) -> Operation {
        let loc = self.loc;
        let s = state(self.ctx(), loc, name, operands, types, attrs);
        self.rw.create(s)
    }

    /// Like [`B::op`], returning the first result.
    pub fn op1(
        &mut self,
        name: &'static str,
        operands: &[Value],
        ty: Type,
        attrs: &[(&'static str, Attribute)],
    ) -> Value {
        let op = self.op(name, operands, &[ty], attrs);
        self.rw.result(op, 0)
    }

    pub fn vec_ty(&mut self, shape: &[i64], elem: Type) -> Type {
        let sc = vec![false; shape.len()];
        self.ctx().vector_type(shape, elem, &sc)
    }

    pub fn index(&mut self, v: i64) -> Value {
        let t = self.ctx().index_type();
        let a = self.ctx().integer_attr(t, APInt::from_i64(64, v));
        self.op1(crate::arith::ConstantOp::NAME, &[], t, &[("value", a)])
    }

    pub fn poison(&mut self, t: Type) -> Value {
        self.op1(crate::ub::PoisonOp::NAME, &[], t, &[])
    }

    /// `vector.extract %v[pos]` (static positions).
    pub fn extract(&mut self, v: Value, pos: &[i64]) -> Value {
        let t = self.c().value_type(v);
        let (shape, elem) = shape_elem(self.c(), t);
        let rt = if pos.len() >= shape.len() {
            elem
        } else {
            self.vec_ty(&shape[pos.len()..], elem)
        };
        let p = dense_array_attr(self.ctx(), 64, pos);
        self.op1(
            crate::vector::ExtractOp::NAME,
            &[v],
            rt,
            &[("static_position", p)],
        )
    }

    /// `vector.insert %s, %dest[pos]`.
    pub fn insert(&mut self, s: Value, dest: Value, pos: &[i64]) -> Value {
        let t = self.c().value_type(dest);
        let p = dense_array_attr(self.ctx(), 64, pos);
        self.op1(
            crate::vector::InsertOp::NAME,
            &[s, dest],
            t,
            &[("static_position", p)],
        )
    }

    pub fn broadcast(&mut self, s: Value, t: Type) -> Value {
        self.op1(crate::vector::BroadcastOp::NAME, &[s], t, &[])
    }

    pub fn elements(&mut self, elems: &[Value], t: Type) -> Value {
        self.op1(crate::vector::FromElementsOp::NAME, elems, t, &[])
    }

    /// `vector.shuffle %a, %b [mask]`.
    pub fn shuffle(&mut self, a: Value, b: Value, mask: &[i64]) -> Value {
        let elem = shape_elem(self.c(), self.c().value_type(a)).1;
        let t = self.vec_ty(&[mask.len() as i64], elem);
        let m = dense_array_attr(self.ctx(), 64, mask);
        self.op1(crate::vector::ShuffleOp::NAME, &[a, b], t, &[("mask", m)])
    }

    pub fn binary(&mut self, name: &'static str, a: Value, b: Value) -> Value {
        let t = self.c().value_type(a);
        self.op1(name, &[a, b], t, &[])
    }

    pub fn fma(&mut self, a: Value, b: Value, c: Value) -> Value {
        let t = self.c().value_type(c);
        self.op1(crate::vector::FMAOp::NAME, &[a, b, c], t, &[])
    }

    /// `arith.cmpi slt, a, b` (index operands).
    pub fn slt(&mut self, a: Value, b: Value) -> Value {
        let i1 = self.ctx().int_type(1);
        let i64t = self.ctx().int_type(64);
        let p = self.ctx().integer_attr(i64t, APInt::from_i64(64, 2));
        self.op1(crate::arith::CmpIOp::NAME, &[a, b], i1, &[("predicate", p)])
    }

    pub fn select(&mut self, c: Value, a: Value, b: Value) -> Value {
        let t = self.c().value_type(a);
        self.op1(crate::arith::SelectOp::NAME, &[c, a, b], t, &[])
    }

    /// `memref.dim %m, %c(d)`.
    pub fn dim(&mut self, m: Value, d: usize) -> Value {
        let c = self.index(d as i64);
        let t = self.ctx().index_type();
        self.op1(crate::memref::DimOp::NAME, &[m, c], t, &[])
    }

    /// `vector.create_mask %n : vector<len x i1>`.
    pub fn create_mask(&mut self, n: Value, len: i64) -> Value {
        let i1 = self.ctx().int_type(1);
        let t = self.vec_ty(&[len], i1);
        self.op1(crate::vector::CreateMaskOp::NAME, &[n], t, &[])
    }

    /// A dense constant of a vector type.
    pub fn dense(&mut self, t: Type, values: &[Scalar]) -> Value {
        let a = dense_attr(self.ctx(), t, values).expect("dense constant");
        self.op1(crate::arith::ConstantOp::NAME, &[], t, &[("value", a)])
    }

    /// Combines `a` and `b` elementwise (or as scalars) with `kind`'s arith
    /// op: `makeArithReduction` without a mask.
    pub fn combine(&mut self, kind: CombiningKind, a: Value, b: Value) -> Value {
        let t = self.c().value_type(a);
        let float = self
            .c()
            .float_semantics(super::verify::element_or_self(self.c(), t))
            .is_some();
        let name = combining_op(kind, float);
        self.binary(name, a, b)
    }

    /// `arith.mulf` / `arith.muli`.
    pub fn mul(&mut self, a: Value, b: Value) -> Value {
        self.combine(CombiningKind::MUL, a, b)
    }
}

/// The arith op of a combining kind.
pub fn combining_op(kind: CombiningKind, float: bool) -> &'static str {
    use CombiningKind::*;
    match kind {
        ADD if float => crate::arith::AddFOp::NAME,
        ADD => crate::arith::AddIOp::NAME,
        MUL if float => crate::arith::MulFOp::NAME,
        MUL => crate::arith::MulIOp::NAME,
        MINUI => crate::arith::MinUIOp::NAME,
        MINSI => crate::arith::MinSIOp::NAME,
        MINNUMF => crate::arith::MinNumFOp::NAME,
        MAXUI => crate::arith::MaxUIOp::NAME,
        MAXSI => crate::arith::MaxSIOp::NAME,
        MAXNUMF => crate::arith::MaxNumFOp::NAME,
        AND => crate::arith::AndIOp::NAME,
        OR => crate::arith::OrIOp::NAME,
        XOR => crate::arith::XOrIOp::NAME,
        MAXIMUMF => crate::arith::MaximumFOp::NAME,
        MINIMUMF => crate::arith::MinimumFOp::NAME,
    }
}

/// An operation state for `name` at `loc`.
pub(crate) fn state(
    ctx: &mut Context,
    loc: Location,
    name: ods::ir::OperationName,
    operands: &[Value],
    types: &[Type],
    attrs: &[(&'static str, Attribute)],
) -> OperationState {
    let mut s = OperationState::new(loc, name);
    s.operands.extend_from_slice(operands);
    s.types.extend_from_slice(types);
    for &(k, v) in attrs {
        let name = ctx.intern_static(k);
        s.attributes.push(NamedAttribute { name, value: v });
    }
    s
}

/// A state for a copy of `op` (name, location, properties and discardable
/// attributes) with new operands and result types, at no insertion point.
pub(crate) fn state_like(
    ctx: &Context,
    op: Operation,
    operands: &[Value],
    types: &[Type],
) -> OperationState {
    let mut s = OperationState::new(ctx.op_loc(op), ctx.op_name_of(op));
    s.operands.extend_from_slice(operands);
    s.types.extend_from_slice(types);
    s.properties = ctx.properties(op);
    let d = ctx.discardable_attrs(op);
    s.attributes
        .extend(ctx.dictionary_entries(d).iter().copied());
    s
}

/// Shape and element type of a vector type (`([], t)` for a scalar).
pub(crate) fn shape_elem(ctx: &Context, t: Type) -> (Shape, Type) {
    match super::verify::vector_parts(ctx, t) {
        Some((s, _, e)) => (Shape::from_slice(s), e),
        None => (Shape::new(), t),
    }
}

/// A vector shape, inline for the ranks the lowerings see (asked for on
/// most ops they visit).
pub(crate) type Shape = smallvec::SmallVec<[i64; 4]>;

/// True for a fixed-size (not scalable) vector type.
pub(crate) fn is_fixed_vector(ctx: &Context, t: Type) -> bool {
    super::verify::vector_parts(ctx, t).is_some_and(|(_, sc, _)| sc.iter().all(|s| !s))
}

/// All positions of `shape`, row-major.
pub(crate) fn positions(shape: &[i64]) -> Vec<Vec<i64>> {
    let n: i64 = shape.iter().product();
    let mut out = Vec::with_capacity(n.max(0) as usize);
    let mut p = vec![0i64; shape.len()];
    for _ in 0..n.max(0) {
        out.push(p.clone());
        for d in (0..shape.len()).rev() {
            p[d] += 1;
            if p[d] < shape[d] {
                break;
            }
            p[d] = 0;
        }
    }
    out
}

/// True when `op` is the masked op of a `vector.mask` (the mask lowering
/// rewrites it with its mask; the plain lowerings must leave it).
pub(crate) fn is_masked(ctx: &Context, op: Operation) -> bool {
    ctx.parent_op(op)
        .is_some_and(|p| ctx.isa::<crate::vector::MaskOp>(p))
}

/// The combining kind of `op`'s `kind` attribute.
pub(crate) fn kind(ctx: &Context, op: Operation) -> CombiningKind {
    super::verify::kind_of(ctx, op).unwrap_or(CombiningKind::ADD)
}
