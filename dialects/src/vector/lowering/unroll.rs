//! Unrolling to native vectors (MLIR's `populateVectorUnrollPatterns` with a
//! native shape of one 256-bit row, plus the 1:N type conversion of
//! `scf`/`func` boundaries that MLIR does with `populateSCFStructural-
//! TypeConversions` and the function signature conversion).
//!
//! Every value of a non-native vector type (n-D, or wider than 256 bits) is
//! replaced by its pieces: the rows of its innermost dimension, each cut in
//! chunks of at most one register (`vector<4x8xf32>` → 4 × `vector<8xf32>`,
//! `vector<16xf32>` → 2 × `vector<8xf32>`). An op mixing element widths
//! (`arith.extf` f32 → f64, `arith.cmpf`) runs on chunks of the narrowest
//! register count and its operands are re-chunked with `vector.shuffle`;
//! a result whose type is native is reassembled into one value.
//!
//! This is a conversion with a value map rather than a set of greedy
//! patterns, because one value becomes several and block arguments
//! (`scf.for` iter_args, function arguments) change arity. Ops the
//! conversion does not know, seeing a non-native vector, are a located
//! error.

use super::contract_check::{is_native, native_lanes, VectorTarget};
use super::wide;
use super::B;
use crate::arith::eval::{Constant, Scalar};
use crate::vector::enums::{PrintPunctuation, PrintPunctuationAttr};
use hashbrown::HashMap;
use ods::diag::Diagnostic;
use ods::ir::{AttrKind, Block, Context, Operation, OperationState, Type, Value};
use ods::opdef::constraint::attrs::dense_array_values;
use ods::rewrite::{NoListener, PatternRewriter};

/// A non-native value as pieces: `rows` rows of `len` elements, each cut in
/// chunks of `chunk` (the last one shorter), row-major.
#[derive(Clone, Debug)]
struct Pieces {
    values: Vec<Value>,
    shape: super::Shape,
    chunk: i64,
    #[allow(dead_code)]
    elem: Type,
}

impl Pieces {
    fn len(&self) -> i64 {
        *self.shape.last().unwrap_or(&1)
    }
    fn rows(&self) -> usize {
        self.shape[..self.shape.len().saturating_sub(1)]
            .iter()
            .product::<i64>() as usize
    }
    fn per_row(&self) -> usize {
        (self.len() as usize).div_ceil(self.chunk.max(1) as usize)
    }
}

/// A fixed-size vector type that must be split (0-D ones become one
/// `vector<1xT>` piece).
fn must_split(ctx: &Context, t: Type, target: VectorTarget) -> bool {
    super::is_fixed_vector(ctx, t) && !is_native(ctx, t, target)
}

/// Shape and element type, a 0-D vector counting as `[1]` (its one
/// element).
fn shape_elem(ctx: &Context, t: Type) -> (super::Shape, Type) {
    let (s, e) = super::shape_elem(ctx, t);
    if s.is_empty() && super::is_fixed_vector(ctx, t) {
        (smallvec::smallvec![1], e)
    } else {
        (s, e)
    }
}

/// True for a 0-D vector type.
fn is_0d(ctx: &Context, t: Type) -> bool {
    super::super::verify::vector_parts(ctx, t)
        .is_some_and(|(shape, scalable, _)| shape.is_empty() && scalable.iter().all(|s| !s))
}

/// The canonical chunk of a type: one register.
fn canonical_chunk(ctx: &Context, t: Type, target: VectorTarget) -> i64 {
    let (s, e) = shape_elem(ctx, t);
    native_lanes(ctx, e, target)
        .min(*s.last().unwrap_or(&1))
        .max(1)
}

/// Number of pieces of a type in its canonical layout.
fn piece_types(ctx: &mut Context, t: Type, chunk: i64) -> Vec<Type> {
    let (s, e) = shape_elem(ctx, t);
    let len = *s.last().unwrap_or(&1);
    let rows: i64 = s[..s.len().saturating_sub(1)].iter().product();
    let mut out = Vec::new();
    for _ in 0..rows {
        let mut off = 0;
        while off < len {
            let n = chunk.min(len - off);
            out.push(ctx.vector_type(&[n], e, &[false]));
            off += n;
        }
    }
    out
}

/// The ops the unrolling converts (besides arith's elementwise ops).
const SUPPORTED: &[&str] = &[
    crate::func::FuncOp::NAME,
    crate::func::CallOp::NAME,
    crate::func::CallIndirectOp::NAME,
    crate::func::ConstantOp::NAME,
    crate::func::ReturnOp::NAME,
    crate::scf::ForOp::NAME,
    crate::scf::IfOp::NAME,
    crate::scf::WhileOp::NAME,
    crate::scf::ConditionOp::NAME,
    crate::cf::BranchOp::NAME,
    crate::cf::CondBranchOp::NAME,
    crate::scf::YieldOp::NAME,
    crate::arith::ConstantOp::NAME,
    crate::ub::PoisonOp::NAME,
    crate::vector::FMAOp::NAME,
    crate::vector::GatherOp::NAME,
    crate::vector::ScatterOp::NAME,
    crate::vector::BroadcastOp::NAME,
    crate::vector::SplatOp::NAME,
    crate::vector::ExtractOp::NAME,
    crate::vector::InsertOp::NAME,
    crate::vector::ReductionOp::NAME,
    crate::vector::PrintOp::NAME,
    crate::vector::LoadOp::NAME,
    crate::vector::MaskedLoadOp::NAME,
    crate::vector::StoreOp::NAME,
    crate::vector::MaskedStoreOp::NAME,
    crate::vector::CreateMaskOp::NAME,
    crate::vector::ConstantMaskOp::NAME,
    crate::vector::StepOp::NAME,
    crate::vector::FromElementsOp::NAME,
    crate::vector::ToElementsOp::NAME,
    crate::vector::ShuffleOp::NAME,
    crate::vector::InterleaveOp::NAME,
    crate::vector::DeinterleaveOp::NAME,
    crate::vector::BitCastOp::NAME,
    crate::vector::CompressStoreOp::NAME,
    crate::vector::ExpandLoadOp::NAME,
    crate::memref::LoadOp::NAME,
    crate::memref::StoreOp::NAME,
];

struct Unroller {
    target: VectorTarget,
    map: HashMap<Value, Pieces>,
    /// Values too wide to unroll, computed in loops where they are used.
    wide: wide::WideValues,
    erase: Vec<Operation>,
    erase_args: Vec<(Block, usize, usize)>,
    errors: Vec<Diagnostic>,
}

/// Splits every non-native vector value nested in `root` into native
/// pieces of `target`'s registers.
pub fn unroll_to_native(
    ctx: &mut Context,
    root: Operation,
    target: VectorTarget,
) -> Result<(), Vec<Diagnostic>> {
    let mut u = Unroller {
        target,
        map: HashMap::new(),
        wide: Default::default(),
        erase: Vec::new(),
        erase_args: Vec::new(),
        errors: Vec::new(),
    };
    // Legality first, so that a failure leaves the IR untouched.
    let mut errors = Vec::new();
    ctx.walk_pre_order(root, &mut |op| {
        if !errors.is_empty() || op == root {
            return;
        }
        let types = || ctx.operands(op).chain(ctx.results(op)).map(|v| ctx.value_type(v));
        if ctx.op_name_str(ctx.op_name_of(op)) == crate::func::FuncOp::NAME_BYTES {
            let wide_arg = func_type(ctx, op)
                .and_then(|t| ctx.function_signature(t))
                .and_then(|(ins, outs)| {
                    ins.iter()
                        .chain(outs)
                        .copied()
                        .find(|&t| wide::is_wide(ctx, t, target))
                });
            if let Some(t) = wide_arg {
                errors.push(ctx.op_error(op, wide::unsupported(ctx, crate::func::FuncOp::NAME, t, target)));
                return;
            }
        }
        let bad = types().find(|&t| must_split(ctx, t, target));
        if let Some(t) = bad {
            let name = static_op_name(ctx, op);
            // Too wide to unroll: only what the loop form supports.
            if let Some(t) = types().find(|&t| wide::is_wide(ctx, t, target)) {
                if !wide::is_wide_op_name(&name) {
                    errors.push(ctx.op_error(op, wide::unsupported(ctx, &name, t, target)));
                }
                return;
            }
            let arith = name.starts_with("arith.") && name != crate::arith::ConstantOp::NAME;
            if !(SUPPORTED.contains(&name.as_ref()) || arith) {
                errors.push(ctx.op_error(
                    op,
                    format!(
                        "cannot unroll '{name}' on the non-native vector type '{}' to native vectors",
                        ods::asm::printer::print_type_local(ctx, t)
                    ),
                ));
            }
        }
    });
    if !errors.is_empty() {
        return Err(errors);
    }
    let mut listener = NoListener;
    let mut rw = PatternRewriter::new(ctx, &mut listener);
    u.walk_op_regions(&mut rw, root);
    if !u.errors.is_empty() {
        return Err(u.errors);
    }
    for op in u.erase.into_iter().rev() {
        rw.erase_op(op);
    }
    for (block, start, count) in u.erase_args.into_iter().rev() {
        for _ in 0..count {
            rw.erase_block_argument(block, start);
        }
    }
    Ok(())
}

impl Unroller {
    fn walk_op_regions(&mut self, rw: &mut PatternRewriter<'_>, op: Operation) {
        for r in rw.regions(op).collect::<Vec<_>>() {
            // Arguments of non-entry blocks (`cf` successors) split first,
            // so that branches see the pieces whatever the block order.
            for b in rw.region_blocks(r).into_iter().skip(1) {
                let split = rw
                    .block_args(b)
                    .iter()
                    .any(|&v| must_split(rw, rw.value_type(v), self.target));
                if split {
                    self.expand_block_args(rw, b, 0);
                }
            }
            for b in rw.region_blocks(r) {
                for child in rw.block_ops(b) {
                    if !self.errors.is_empty() {
                        return;
                    }
                    if super::is_single_lane_sum(rw, child) {
                        super::pin_single_lane_sum(rw, child);
                        continue;
                    }
                    let next = self.convert(rw, child);
                    self.walk_op_regions(rw, next);
                }
            }
        }
    }

    fn error(&mut self, rw: &PatternRewriter<'_>, op: Operation, msg: String) {
        let d = rw.op_error(op, msg);
        self.errors.push(d);
    }

    /// The pieces of `v` in chunks of `chunk`.
    fn get(
        &mut self,
        rw: &mut PatternRewriter<'_>,
        at: Operation,
        v: Value,
        chunk: i64,
    ) -> Vec<Value> {
        // A native 1-D mask from `create_mask` is cheaper to re-create per
        // chunk than to shuffle apart.
        if !self.map.contains_key(&v) {
            if let Some(d) = rw.defining_op(v) {
                let t = rw.value_type(v);
                let len = shape_elem(rw, t).0.first().copied().unwrap_or(0);
                if rw.isa::<crate::vector::CreateMaskOp>(d)
                    && rw.num_operands(d) == 1
                    && chunk < len
                {
                    let bound = rw.operand(d, 0);
                    let types = piece_types(rw.ctx_mut(), t, chunk);
                    let mut b = B::new(rw, at);
                    let mut out = Vec::new();
                    for (i, &pt) in types.iter().enumerate() {
                        let n = if i == 0 {
                            bound
                        } else {
                            let off = b.index(i as i64 * chunk);
                            b.binary(crate::arith::SubIOp::NAME, bound, off)
                        };
                        out.push(b.op1(crate::vector::CreateMaskOp::NAME, &[n], pt, &[]));
                    }
                    return out;
                }
            }
        }
        let p = match self.map.get(&v) {
            // a native concatenation of pieces (`define`), wanted whole
            Some(p) if chunk >= p.len() && !must_split(rw, rw.value_type(v), self.target) => {
                return vec![v];
            }
            Some(p) => p.clone(),
            None => {
                let t = rw.value_type(v);
                let (shape, elem) = shape_elem(rw, t);
                let len = *shape.last().unwrap_or(&1);
                Pieces {
                    values: vec![v],
                    shape,
                    chunk: len,
                    elem,
                }
            }
        };
        rechunk(rw, at, &p, chunk)
    }

    /// Records the pieces of `old`; a native `old` is replaced by their
    /// concatenation instead (whose pieces are recorded).
    fn define(&mut self, rw: &mut PatternRewriter<'_>, at: Operation, old: Value, p: Pieces) {
        let t = rw.value_type(old);
        if must_split(rw, t, self.target) {
            self.map.insert(old, p);
        } else {
            let len = p.len();
            let v = rechunk(rw, at, &p, len)[0];
            rw.replace_all_uses_with(old, v);
            // Split users take the pieces rather than cutting the whole
            // apart again (a `vector<8xi1>` compare of two `vector<8xf32>`
            // is native on NEON, the selects it feeds are not); with no
            // native user, the concatenation is dead and goes.
            if p.values.len() > 1 {
                self.map.insert(v, p);
            }
        }
    }

    /// Defines `old` as `values`, the pieces of its type's canonical layout
    /// (each row cut in chunks of one register), as most conversions build
    /// their result.
    fn define_canonical(
        &mut self,
        rw: &mut PatternRewriter<'_>,
        at: Operation,
        old: Value,
        values: Vec<Value>,
    ) {
        let t = rw.value_type(old);
        let (shape, elem) = shape_elem(rw, t);
        let chunk = canonical_chunk(rw, t, self.target);
        let p = Pieces {
            values,
            shape,
            chunk,
            elem,
        };
        self.define(rw, at, old, p);
    }

    /// Converts `op` if it touches a non-native vector; returns the op whose
    /// regions hold the (moved) body.
    /// `memref.load`/`memref.store` of a whole vector element wider than a
    /// register, `memref<...xvector<NxE>>`: through a view of the same
    /// bytes as `memref<...xkxvector<(N/k)xE>>` (an
    /// `unrealized_conversion_cast`; the backends and the interpreter
    /// reinterpret the descriptor: sizes then `k`, strides times `k` then 1,
    /// offset * k), one load or store per register. Only when the element's
    /// size is a power of two, so that the pieces are contiguous (LLVM pads
    /// a vector element to its alignment).
    fn memref_of_vectors_access(
        &mut self,
        rw: &mut PatternRewriter<'_>,
        op: Operation,
        store: bool,
    ) -> bool {
        let m = rw.operand(op, usize::from(store));
        let mt = rw.value_type(m);
        let ods::ir::TypeKind::MemRef {
            shape,
            elem: ev,
            layout,
            memory_space,
        } = rw.type_kind(mt).clone()
        else {
            return false;
        };
        let (es, e) = shape_elem(rw, ev);
        let bits = super::contract_check::element_bits(rw, e);
        if es.len() != 1 || bits == 0 || !((es[0] * bits) as u64).is_power_of_two() {
            return false;
        }
        let c = canonical_chunk(rw, ev, self.target);
        let k = es[0] / c;
        if k < 2 || es[0] % c != 0 {
            return false;
        }
        let layout = match layout {
            None => None,
            Some(_) => {
                let Some((strides, offset)) = crate::memref::layout::strides_and_offset(rw, mt)
                else {
                    return false;
                };
                let times = |x: i64| if x == ods::ir::DYNAMIC { x } else { x * k };
                let mut st: Vec<i64> = strides.iter().map(|&x| times(x)).collect();
                st.push(1);
                Some(rw.ctx_mut().intern_attr(ods::ir::AttrKind::Strided {
                    offset: times(offset),
                    strides: st.into(),
                }))
            }
        };
        let mut new_shape = shape.to_vec();
        new_shape.push(k);
        let pt = rw.ctx_mut().vector_type(&[c], e, &[false]);
        let vt = rw
            .ctx_mut()
            .memref_type(&new_shape, pt, layout, memory_space);
        let operands: Vec<Value> = rw.operands(op).collect();
        let idx = operands[1 + usize::from(store)..].to_vec();
        let pieces = if store {
            Some(self.get(rw, op, operands[0], c))
        } else {
            None
        };
        let mut b = B::new(rw, op);
        let view = b.op1(
            ods::builtin::UnrealizedConversionCastOp::NAME,
            &[m],
            vt,
            &[],
        );
        let mut vals = Vec::new();
        for j in 0..k {
            let cj = b.index(j);
            let mut ix = idx.clone();
            ix.push(cj);
            match &pieces {
                Some(p) => {
                    let ops: Vec<Value> =
                        [p[j as usize], view].iter().chain(&ix).copied().collect();
                    b.op(crate::memref::StoreOp::NAME, &ops, &[], &[]);
                }
                None => {
                    let ops: Vec<Value> = [view].iter().chain(&ix).copied().collect();
                    vals.push(b.op1(crate::memref::LoadOp::NAME, &ops, pt, &[]));
                }
            }
        }
        if !store {
            let r = rw.result(op, 0);
            self.define_canonical(rw, op, r, vals);
        }
        true
    }

    fn convert(&mut self, rw: &mut PatternRewriter<'_>, op: Operation) -> Operation {
        let touches = rw
            .operands(op)
            .any(|v| self.map.contains_key(&v) || self.wide.contains(v))
            || rw
                .results(op)
                .any(|v| must_split(rw, rw.value_type(v), self.target))
            || (rw.op_name_str(rw.op_name_of(op)) == crate::func::FuncOp::NAME_BYTES
                && func_type(rw, op).is_some_and(|t| sig_splits(rw, t, self.target)))
            || (rw.op_name_str(rw.op_name_of(op)) == crate::func::ConstantOp::NAME_BYTES
                && sig_splits(rw, rw.value_type(rw.result(op, 0)), self.target));
        if !touches {
            return op;
        }
        match self.wide.convert(rw, op, self.target) {
            Ok(wide::Converted::NotWide) => {}
            Ok(wide::Converted::Erase) => {
                self.erase.push(op);
                return op;
            }
            Err(msg) => {
                self.error(rw, op, msg);
                return op;
            }
        }
        let name = static_op_name(rw, op);
        match name.as_ref() {
            crate::func::FuncOp::NAME => return self.func(rw, op),
            crate::scf::ForOp::NAME => return self.scf_for(rw, op),
            crate::scf::IfOp::NAME => return self.scf_if(rw, op),
            crate::scf::WhileOp::NAME => return self.scf_while(rw, op),
            crate::scf::YieldOp::NAME
            | crate::func::ReturnOp::NAME
            | crate::scf::ConditionOp::NAME
            | crate::cf::BranchOp::NAME => {
                let ops = self.expand(rw, op, &rw.operands(op).collect::<Vec<_>>());
                rw.modify_op_in_place(op, |ctx| ctx.set_operands(op, &ops));
                return op;
            }
            crate::cf::CondBranchOp::NAME => {
                // Each successor's operand group expands on its own.
                let sizes = ods::opdef::segment_sizes(rw, op, ods::opdef::OPERAND_SEGMENT_SIZES)
                    .unwrap_or_default();
                let all: Vec<Value> = rw.operands(op).collect();
                let (nt, nf) = (
                    sizes.get(1).copied().unwrap_or(0) as usize,
                    sizes.get(2).copied().unwrap_or(0) as usize,
                );
                let t = self.expand(rw, op, &all[1..1 + nt]);
                let f = self.expand(rw, op, &all[1 + nt..1 + nt + nf]);
                let mut ops = vec![all[0]];
                ops.extend(&t);
                ops.extend(&f);
                let segs = [1, t.len() as i64, f.len() as i64];
                let a = ods::opdef::constraint::attrs::dense_array_attr(rw.ctx_mut(), 32, &segs);
                rw.modify_op_in_place(op, |ctx| {
                    ctx.set_operands(op, &ops);
                    ctx.set_attr(op, ods::opdef::OPERAND_SEGMENT_SIZES, a);
                });
                return op;
            }
            _ => {}
        }
        if name == crate::func::ConstantOp::NAME {
            // a function's address: its type is the split signature's, as
            // the function's own (`func`), for `call_indirect`s of it
            let r = rw.result(op, 0);
            let t = rw.value_type(r);
            if let Some((ins, outs)) = rw.function_signature(t) {
                let (ins, outs) = (ins.to_vec(), outs.to_vec());
                let ni = self.expand_types(rw, &ins);
                let no = self.expand_types(rw, &outs);
                let nt = rw.ctx_mut().function_type(&ni, &no);
                rw.modify_op_in_place(op, |ctx| ctx.set_value_type(r, nt));
            }
            return op;
        }
        let ok = if name == crate::func::CallOp::NAME || name == crate::func::CallIndirectOp::NAME {
            self.call(rw, op)
        } else if (name.starts_with("arith.") && name != crate::arith::ConstantOp::NAME)
            || matches!(
                name.as_ref(),
                crate::vector::FMAOp::NAME
                    | crate::vector::GatherOp::NAME
                    | crate::vector::ScatterOp::NAME
            )
            || (name == crate::vector::BitCastOp::NAME && same_width_bitcast(rw, op))
        {
            self.elementwise(rw, op)
        } else {
            match name.as_ref() {
                crate::arith::ConstantOp::NAME => self.constant(rw, op),
                crate::ub::PoisonOp::NAME => self.poison(rw, op),
                crate::vector::BroadcastOp::NAME | crate::vector::SplatOp::NAME => {
                    self.broadcast(rw, op)
                }
                crate::vector::ExtractOp::NAME => self.extract(rw, op),
                crate::vector::InsertOp::NAME => self.insert(rw, op),
                crate::vector::ReductionOp::NAME => self.reduction(rw, op),
                crate::vector::PrintOp::NAME => self.print(rw, op),
                crate::vector::LoadOp::NAME | crate::vector::MaskedLoadOp::NAME => {
                    self.load(rw, op, &name)
                }
                crate::vector::StoreOp::NAME | crate::vector::MaskedStoreOp::NAME => {
                    self.store(rw, op, &name)
                }
                crate::vector::CompressStoreOp::NAME | crate::vector::ExpandLoadOp::NAME => {
                    self.compress_expand(rw, op, &name)
                }
                crate::vector::CreateMaskOp::NAME => self.create_mask(rw, op),
                crate::vector::ConstantMaskOp::NAME | crate::vector::StepOp::NAME => {
                    self.constant_like(rw, op, &name)
                }
                crate::vector::FromElementsOp::NAME => self.lower_from_elements(rw, op),
                crate::vector::ToElementsOp::NAME => self.lower_to_elements(rw, op),
                crate::vector::ShuffleOp::NAME => self.shuffle(rw, op),
                crate::vector::InterleaveOp::NAME => self.interleave(rw, op),
                crate::vector::BitCastOp::NAME => self.bitcast(rw, op),
                crate::vector::DeinterleaveOp::NAME => self.deinterleave(rw, op),
                crate::memref::LoadOp::NAME => self.memref_of_vectors_access(rw, op, false),
                crate::memref::StoreOp::NAME => self.memref_of_vectors_access(rw, op, true),
                _ => false,
            }
        };
        if !ok {
            let t = rw
                .operands(op)
                .chain(rw.results(op))
                .map(|v| rw.value_type(v))
                .find(|&t| must_split(rw, t, self.target));
            let what = t
                .map(|t| ods::asm::printer::print_type_local(rw, t))
                .unwrap_or_default();
            self.error(
                rw,
                op,
                format!("cannot unroll '{name}' on the non-native vector type '{what}' to native vectors"),
            );
        } else {
            self.erase.push(op);
        }
        op
    }

    /// Operands with split values expanded to their canonical pieces.
    fn expand(
        &mut self,
        rw: &mut PatternRewriter<'_>,
        at: Operation,
        vals: &[Value],
    ) -> Vec<Value> {
        let mut out = Vec::new();
        for &v in vals {
            if self.map.contains_key(&v) {
                let c = canonical_chunk(rw, rw.value_type(v), self.target);
                out.extend(self.get(rw, at, v, c));
            } else {
                out.push(v);
            }
        }
        out
    }

    /// Types with split ones expanded.
    fn expand_types(&self, rw: &mut PatternRewriter<'_>, types: &[Type]) -> Vec<Type> {
        let mut out = Vec::new();
        for &t in types {
            if must_split(rw, t, self.target) {
                let c = canonical_chunk(rw, t, self.target);
                out.extend(piece_types(rw.ctx_mut(), t, c));
            } else {
                out.push(t);
            }
        }
        out
    }

    /// Maps old values (results or block arguments) to runs of new ones.
    fn bind(&mut self, rw: &mut PatternRewriter<'_>, old: &[Value], new: &[Value]) {
        let mut i = 0;
        for &o in old {
            let t = rw.value_type(o);
            if must_split(rw, t, self.target) {
                let c = canonical_chunk(rw, t, self.target);
                let n = piece_types(rw.ctx_mut(), t, c).len();
                let (shape, elem) = shape_elem(rw, t);
                self.map.insert(
                    o,
                    Pieces {
                        values: new[i..i + n].to_vec(),
                        shape,
                        chunk: c,
                        elem,
                    },
                );
                i += n;
            } else {
                rw.replace_all_uses_with(o, new[i]);
                i += 1;
            }
        }
    }

    /// Replaces the arguments of `block` from index `start` by expanded ones.
    fn expand_block_args(&mut self, rw: &mut PatternRewriter<'_>, block: Block, start: usize) {
        let old: Vec<Value> = rw.block_args(block)[start..].to_vec();
        let types: Vec<Type> = old.iter().map(|&v| rw.value_type(v)).collect();
        let new_types = self.expand_types(rw, &types);
        let loc = if start < rw.block_args(block).len() {
            rw.block_arg_loc(block, start)
        } else {
            match rw.block_parent_op(block) {
                Some(p) => rw.op_loc(p),
                None => rw.ctx_mut().unknown_loc(),
            }
        };
        let new: Vec<Value> = new_types
            .iter()
            .map(|&t| rw.add_block_argument(block, t, loc))
            .collect();
        self.bind(rw, &old, &new);
        self.erase_args.push((block, start, old.len()));
    }

    /// A new op like `op` with other operands/result types, taking its
    /// regions.
    fn rebuild(
        &mut self,
        rw: &mut PatternRewriter<'_>,
        op: Operation,
        operands: &[Value],
        types: &[Type],
    ) -> Operation {
        let mut s = super::state_like(rw, op, operands, types);
        for r in rw.regions(op).collect::<Vec<_>>() {
            let nr = rw.ctx_mut().create_region();
            rw.inline_region_blocks(r, nr);
            s.regions.push(nr);
        }
        rw.set_insertion_point(op);
        let new = rw.create(s);
        let old_results: Vec<Value> = rw.results(op).collect();
        let new_results: Vec<Value> = rw.results(new).collect();
        self.bind(rw, &old_results, &new_results);
        self.erase.push(op);
        new
    }

    fn scf_for(&mut self, rw: &mut PatternRewriter<'_>, op: Operation) -> Operation {
        let operands: Vec<Value> = rw.operands(op).collect();
        let mut new_ops = operands[..3].to_vec();
        new_ops.extend(self.expand(rw, op, &operands[3..]));
        let types: Vec<Type> = rw.results(op).map(|v| rw.value_type(v)).collect();
        let new_types = self.expand_types(rw, &types);
        let new = self.rebuild(rw, op, &new_ops, &new_types);
        let body = rw.region_entry(rw.region(new, 0)).expect("body");
        self.expand_block_args(rw, body, 1);
        new
    }

    fn scf_if(&mut self, rw: &mut PatternRewriter<'_>, op: Operation) -> Operation {
        let operands: Vec<Value> = rw.operands(op).collect();
        let types: Vec<Type> = rw.results(op).map(|v| rw.value_type(v)).collect();
        let new_types = self.expand_types(rw, &types);
        self.rebuild(rw, op, &operands, &new_types)
    }

    fn scf_while(&mut self, rw: &mut PatternRewriter<'_>, op: Operation) -> Operation {
        let operands: Vec<Value> = rw.operands(op).collect();
        let new_ops = self.expand(rw, op, &operands);
        let types: Vec<Type> = rw.results(op).map(|v| rw.value_type(v)).collect();
        let new_types = self.expand_types(rw, &types);
        let new = self.rebuild(rw, op, &new_ops, &new_types);
        for i in 0..2 {
            if let Some(b) = rw.region_entry(rw.region(new, i)) {
                self.expand_block_args(rw, b, 0);
            }
        }
        new
    }

    fn func(&mut self, rw: &mut PatternRewriter<'_>, op: Operation) -> Operation {
        let Some(ft) = func_type(rw, op) else {
            return op;
        };
        let (ins, outs) = rw.function_signature(ft).expect("function type");
        let (ins, outs) = (ins.to_vec(), outs.to_vec());
        let ni = self.expand_types(rw, &ins);
        let no = self.expand_types(rw, &outs);
        let nt = rw.ctx_mut().function_type(&ni, &no);
        let a = rw.ctx_mut().type_attr(nt);
        rw.modify_op_in_place(op, |ctx| ctx.set_attr(op, "function_type", a));
        if let Some(entry) = rw.region_entry(rw.region(op, 0)) {
            self.expand_block_args(rw, entry, 0);
        }
        op
    }

    fn call(&mut self, rw: &mut PatternRewriter<'_>, op: Operation) -> bool {
        let operands: Vec<Value> = rw.operands(op).collect();
        let new_ops = self.expand(rw, op, &operands);
        let types: Vec<Type> = rw.results(op).map(|v| rw.value_type(v)).collect();
        let new_types = self.expand_types(rw, &types);
        self.rebuild(rw, op, &new_ops, &new_types);
        self.erase.pop();
        true
    }

    fn elementwise(&mut self, rw: &mut PatternRewriter<'_>, op: Operation) -> bool {
        let mut vtypes: Vec<Type> = rw.operands(op).map(|v| rw.value_type(v)).collect();
        vtypes.extend(rw.results(op).map(|v| rw.value_type(v)));
        let vtypes: Vec<Type> = vtypes
            .into_iter()
            .filter(|&t| super::is_fixed_vector(rw, t))
            .collect();
        let Some(&first) = vtypes.first() else {
            return false;
        };
        let shape = shape_elem(rw, first).0;
        if shape.is_empty() || vtypes.iter().any(|&t| shape_elem(rw, t).0 != shape) {
            return false;
        }
        let len = *shape.last().unwrap();
        let chunk = vtypes
            .iter()
            .map(|&t| native_lanes(rw, shape_elem(rw, t).1, self.target))
            .min()
            .unwrap()
            .min(len);
        let operands: Vec<Value> = rw.operands(op).collect();
        let mut per_operand: Vec<Option<Vec<Value>>> = Vec::new();
        for &v in &operands {
            let t = rw.value_type(v);
            per_operand.push(if super::is_fixed_vector(rw, t) {
                Some(self.get(rw, op, v, chunk))
            } else {
                None
            });
        }
        let results: Vec<Value> = rw.results(op).collect();
        let res_piece_types: Vec<Vec<Type>> = results
            .iter()
            .map(|&r| {
                let t = rw.value_type(r);
                piece_types(rw.ctx_mut(), t, chunk)
            })
            .collect();
        let n = piece_types(rw.ctx_mut(), first, chunk).len();
        let mut outs: Vec<Vec<Value>> = vec![Vec::new(); results.len()];
        rw.set_insertion_point(op);
        for i in 0..n {
            let ops: Vec<Value> = operands
                .iter()
                .zip(&per_operand)
                .map(|(&v, p)| p.as_ref().map_or(v, |p| p[i]))
                .collect();
            let types: Vec<Type> = res_piece_types.iter().map(|t| t[i]).collect();
            let s = super::state_like(rw, op, &ops, &types);
            let new = rw.create(s);
            for (j, o) in outs.iter_mut().enumerate() {
                o.push(rw.result(new, j));
            }
        }
        for (r, vals) in results.iter().zip(outs) {
            let elem = shape_elem(rw, rw.value_type(*r)).1;
            let p = Pieces {
                values: vals,
                shape: shape.clone(),
                chunk,
                elem,
            };
            self.define(rw, op, *r, p);
        }
        true
    }

    /// Splits a result computed from its flat elements.
    fn split_constant(
        &mut self,
        rw: &mut PatternRewriter<'_>,
        op: Operation,
        vals: &[Scalar],
    ) -> bool {
        let r = rw.result(op, 0);
        let t = rw.value_type(r);
        let shape = shape_elem(rw, t).0;
        let c = canonical_chunk(rw, t, self.target);
        let types = piece_types(rw.ctx_mut(), t, c);
        let len = *shape.last().unwrap() as usize;
        let mut b = B::new(rw, op);
        let mut pieces = Vec::new();
        let mut k = 0;
        let per_row = len.div_ceil(c as usize);
        for (i, pt) in types.iter().enumerate() {
            let row = i / per_row;
            let off = (i % per_row) * c as usize;
            let n = (c as usize).min(len - off);
            let _ = k;
            k = row * len + off;
            pieces.push(b.dense(*pt, &vals[k..k + n]));
        }
        self.define_canonical(rw, op, r, pieces);
        true
    }

    fn constant(&mut self, rw: &mut PatternRewriter<'_>, op: Operation) -> bool {
        let Some(a) = rw.attr(op, "value") else {
            return false;
        };
        let t = rw.value_type(rw.result(op, 0));
        let n = rw.num_elements(t).unwrap_or(0) as usize;
        let Some(c) = Constant::from_attr(rw, a) else {
            return false;
        };
        if matches!(c, Constant::Poison) {
            return self.poison(rw, op);
        }
        let vals = c.elements(n);
        self.split_constant(rw, op, &vals)
    }

    fn constant_like(&mut self, rw: &mut PatternRewriter<'_>, op: Operation, name: &str) -> bool {
        let t = rw.value_type(rw.result(op, 0));
        let shape = shape_elem(rw, t).0;
        let vals: Vec<Scalar> = if name == crate::vector::StepOp::NAME {
            (0..shape[0])
                .map(|i| Scalar::Int(ods::support::apint::APInt::from_i64(64, i)))
                .collect()
        } else {
            let sizes = super::super::verify::dense_attr(rw, op, "mask_dim_sizes");
            super::positions(&shape)
                .iter()
                .map(|p| Scalar::bool(p.iter().zip(&sizes).all(|(a, b)| a < b)))
                .collect()
        };
        self.split_constant(rw, op, &vals)
    }

    fn poison(&mut self, rw: &mut PatternRewriter<'_>, op: Operation) -> bool {
        let r = rw.result(op, 0);
        let t = rw.value_type(r);
        let c = canonical_chunk(rw, t, self.target);
        let types = piece_types(rw.ctx_mut(), t, c);
        let mut b = B::new(rw, op);
        let mut cache: HashMap<Type, Value> = HashMap::new();
        let vals = types
            .iter()
            .map(|&pt| *cache.entry(pt).or_insert_with(|| b.poison(pt)))
            .collect();
        self.define_canonical(rw, op, r, vals);
        true
    }

    fn broadcast(&mut self, rw: &mut PatternRewriter<'_>, op: Operation) -> bool {
        let src = rw.operand(op, 0);
        if super::super::verify::vector_parts(rw, rw.value_type(src)).is_some() {
            return false;
        }
        let r = rw.result(op, 0);
        let t = rw.value_type(r);
        let c = canonical_chunk(rw, t, self.target);
        let types = piece_types(rw.ctx_mut(), t, c);
        let mut b = B::new(rw, op);
        let mut cache: HashMap<Type, Value> = HashMap::new();
        let vals = types
            .iter()
            .map(|&pt| *cache.entry(pt).or_insert_with(|| b.broadcast(src, pt)))
            .collect();
        self.define_canonical(rw, op, r, vals);
        true
    }

    /// The position of an extract/insert: static entries, and the dynamic
    /// operands for the `kDynamic` slots.
    fn position(
        rw: &PatternRewriter<'_>,
        op: Operation,
        first_dynamic: usize,
    ) -> (Vec<i64>, Vec<Value>) {
        let pos = rw
            .attr(op, "static_position")
            .and_then(|a| dense_array_values(rw, a))
            .unwrap_or_default();
        let dynamic = rw.operands(op).skip(first_dynamic).collect();
        (pos, dynamic)
    }

    /// Every static position a dynamic one may take, with the condition
    /// (`None`: always) under which it is the one.
    fn candidates(
        rw: &mut PatternRewriter<'_>,
        op: Operation,
        pos: &[i64],
        dynamic: &[Value],
        shape: &[i64],
    ) -> Vec<(Vec<i64>, Option<Value>)> {
        let mut out: Vec<(Vec<i64>, Option<Value>)> = vec![(Vec::new(), None)];
        let mut d = dynamic.iter();
        let mut b = B::new(rw, op);
        for (i, &p) in pos.iter().enumerate() {
            if p >= 0 {
                for c in &mut out {
                    c.0.push(p);
                }
                continue;
            }
            let v = *d.next().expect("a dynamic position");
            let mut next = Vec::new();
            for k in 0..shape[i] {
                let ck = b.index(k);
                let i64t = b.ctx().int_type(64);
                let eq = b
                    .ctx()
                    .integer_attr(i64t, ods::support::apint::APInt::from_i64(64, 0));
                let i1 = b.ctx().int_type(1);
                let cond = b.op1(
                    crate::arith::CmpIOp::NAME,
                    &[v, ck],
                    i1,
                    &[("predicate", eq)],
                );
                for (cp, cc) in &out {
                    let mut np = cp.clone();
                    np.push(k);
                    let c = match cc {
                        Some(x) => b.binary(crate::arith::AndIOp::NAME, *x, cond),
                        None => cond,
                    };
                    next.push((np, Some(c)));
                }
            }
            out = next;
        }
        out
    }

    fn extract(&mut self, rw: &mut PatternRewriter<'_>, op: Operation) -> bool {
        let src = rw.operand(op, 0);
        let (mut pos, dynamic) = Self::position(rw, op, 1);
        if is_0d(rw, rw.value_type(src)) {
            pos.push(0);
        }
        let st = rw.value_type(src);
        let c = canonical_chunk(rw, st, self.target);
        let vals = self.get(rw, op, src, c);
        let (shape, elem) = shape_elem(rw, st);
        let n = shape.len();
        let len = shape[n - 1];
        let per_row = (len as usize).div_ceil(c as usize);
        let r = rw.result(op, 0);
        let cands = Self::candidates(rw, op, &pos, &dynamic, &shape);
        // The result (pieces, or one scalar) for each candidate position.
        let mut acc: Option<Vec<Value>> = None;
        for (p, cond) in cands.into_iter().rev() {
            let mut b = B::new(rw, op);
            let here: Vec<Value> = if p.len() == n {
                let row = linear(&shape[..n - 1], &p[..n - 1]);
                let e = p[n - 1];
                let piece = vals[row * per_row + (e / c) as usize];
                vec![b.extract(piece, &[e % c])]
            } else {
                let nrows: i64 = shape[p.len()..n - 1].iter().product();
                let mut full = p.clone();
                full.extend(std::iter::repeat_n(0, n - 1 - p.len()));
                let first = linear(&shape[..n - 1], &full[..n - 1]);
                vals[first * per_row..(first + nrows as usize) * per_row].to_vec()
            };
            acc = Some(match (acc, cond) {
                (Some(prev), Some(cond)) => here
                    .iter()
                    .zip(&prev)
                    .map(|(&h, &pv)| if h == pv { h } else { b.select(cond, h, pv) })
                    .collect(),
                _ => here,
            });
        }
        let vals = acc.expect("a candidate");
        if pos.len() == n {
            rw.replace_all_uses_with(r, vals[0]);
            return true;
        }
        let p = Pieces {
            values: vals,
            shape: super::Shape::from_slice(&shape[pos.len()..]),
            chunk: c,
            elem,
        };
        self.define(rw, op, r, p);
        true
    }

    fn insert(&mut self, rw: &mut PatternRewriter<'_>, op: Operation) -> bool {
        let (src, dest) = (rw.operand(op, 0), rw.operand(op, 1));
        let (mut pos, dynamic) = Self::position(rw, op, 2);
        if is_0d(rw, rw.value_type(dest)) {
            pos.push(0);
        }
        let dt = rw.value_type(dest);
        let c = canonical_chunk(rw, dt, self.target);
        let mut vals = self.get(rw, op, dest, c);
        let shape = shape_elem(rw, dt).0;
        let n = shape.len();
        let len = shape[n - 1];
        let per_row = (len as usize).div_ceil(c as usize);
        let svals = if pos.len() < n {
            self.get(rw, op, src, c)
        } else {
            Vec::new()
        };
        let cands = Self::candidates(rw, op, &pos, &dynamic, &shape);
        for (p, cond) in cands {
            let mut b = B::new(rw, op);
            let put = |b: &mut B<'_, '_>, vals: &mut Vec<Value>, i: usize, new: Value| {
                vals[i] = match cond {
                    Some(cd) => b.select(cd, new, vals[i]),
                    None => new,
                };
            };
            if p.len() == n {
                let row = linear(&shape[..n - 1], &p[..n - 1]);
                let e = p[n - 1];
                let i = row * per_row + (e / c) as usize;
                let new = b.insert(src, vals[i], &[e % c]);
                put(&mut b, &mut vals, i, new);
            } else {
                let mut full = p.clone();
                full.extend(std::iter::repeat_n(0, n - 1 - p.len()));
                let first = linear(&shape[..n - 1], &full[..n - 1]) * per_row;
                for (k, &sv) in svals.iter().enumerate() {
                    put(&mut b, &mut vals, first + k, sv);
                }
            }
        }
        let r = rw.result(op, 0);
        self.define_canonical(rw, op, r, vals);
        true
    }

    fn reduction(&mut self, rw: &mut PatternRewriter<'_>, op: Operation) -> bool {
        let src = rw.operand(op, 0);
        let st = rw.value_type(src);
        if shape_elem(rw, st).0.len() != 1 {
            return false;
        }
        let c = canonical_chunk(rw, st, self.target);
        let vals = self.get(rw, op, src, c);
        let mut acc = (rw.num_operands(op) > 1).then(|| rw.operand(op, 1));
        let rt = rw.value_type(rw.result(op, 0));
        rw.set_insertion_point(op);
        for v in vals {
            acc = Some(reduce_piece(rw, op, v, acc, rt));
        }
        let r = rw.result(op, 0);
        rw.replace_all_uses_with(r, acc.expect("a piece"));
        true
    }

    fn print(&mut self, rw: &mut PatternRewriter<'_>, op: Operation) -> bool {
        let src = rw.operand(op, 0);
        let st = rw.value_type(src);
        let c = canonical_chunk(rw, st, self.target);
        let vals = self.get(rw, op, src, c);
        // A 0-D vector prints as its one-element piece: `( x )`, as MLIR's.
        let (mut shape, _) = shape_elem(rw, st);
        if shape.is_empty() {
            shape.push(1);
        }
        let punct = rw.attr(op, "punctuation");
        let mut b = B::new(rw, op);
        let per_row = (shape[shape.len() - 1] as usize).div_ceil(c as usize);
        print_level(&mut b, &shape, &vals, per_row, c);
        let p = match punct {
            Some(p) => p,
            None => PrintPunctuationAttr::get(b.ctx(), PrintPunctuation::NewLine),
        };
        b.op(
            crate::vector::PrintOp::NAME,
            &[],
            &[],
            &[("punctuation", p)],
        );
        true
    }

    fn load(&mut self, rw: &mut PatternRewriter<'_>, op: Operation, name: &str) -> bool {
        let r = rw.result(op, 0);
        let t = rw.value_type(r);
        let shape = shape_elem(rw, t).0;
        if shape.len() != 1 {
            return false;
        }
        let operands: Vec<Value> = rw.operands(op).collect();
        if holds_vectors(rw, operands[0]) {
            return false;
        }
        let c = canonical_chunk(rw, t, self.target);
        let masked = name == crate::vector::MaskedLoadOp::NAME;
        let nidx = operands.len() - 1 - if masked { 2 } else { 0 };
        let (mask, pass) = if masked {
            (
                Some(self.get(rw, op, operands[1 + nidx], c)),
                Some(self.get(rw, op, operands[2 + nidx], c)),
            )
        } else {
            (None, None)
        };
        let types = piece_types(rw.ctx_mut(), t, c);
        let mut b = B::new(rw, op);
        let mut vals = Vec::new();
        for (i, &pt) in types.iter().enumerate() {
            let mut ops = vec![operands[0]];
            let mut idx = operands[1..1 + nidx].to_vec();
            if i > 0 {
                let off = b.index(i as i64 * c);
                idx[nidx - 1] = b.binary(crate::arith::AddIOp::NAME, idx[nidx - 1], off);
            }
            ops.extend(idx);
            if let (Some(m), Some(p)) = (&mask, &pass) {
                ops.push(m[i]);
                ops.push(p[i]);
            }
            let load = b.op_dyn(name, &ops, &[pt], &[]);
            vals.push(b.rw.result(load, 0));
        }
        self.define_canonical(rw, op, r, vals);
        true
    }

    fn store(&mut self, rw: &mut PatternRewriter<'_>, op: Operation, name: &str) -> bool {
        let operands: Vec<Value> = rw.operands(op).collect();
        let masked = name == crate::vector::MaskedStoreOp::NAME;
        let (value, base, idx, mask) = if masked {
            let n = operands.len();
            (
                operands[n - 1],
                operands[0],
                operands[1..n - 2].to_vec(),
                Some(operands[n - 2]),
            )
        } else {
            (operands[0], operands[1], operands[2..].to_vec(), None)
        };
        let t = rw.value_type(value);
        if shape_elem(rw, t).0.len() != 1 || holds_vectors(rw, base) {
            return false;
        }
        let c = canonical_chunk(rw, t, self.target);
        let vals = self.get(rw, op, value, c);
        let masks = mask.map(|m| self.get(rw, op, m, c));
        let mut b = B::new(rw, op);
        let nidx = idx.len();
        for (i, &v) in vals.iter().enumerate() {
            let mut ix = idx.clone();
            if i > 0 {
                let off = b.index(i as i64 * c);
                ix[nidx - 1] = b.binary(crate::arith::AddIOp::NAME, ix[nidx - 1], off);
            }
            let ops: Vec<Value> = match &masks {
                Some(m) => [base]
                    .iter()
                    .chain(&ix)
                    .chain([&m[i], &v])
                    .copied()
                    .collect(),
                None => [v, base].iter().chain(&ix).copied().collect(),
            };
            b.op_dyn(name, &ops, &[], &[]);
        }
        true
    }

    /// `vector.compressstore` / `vector.expandload` by pieces: piece `i`
    /// starts where the pieces before it ended, at the base index plus the
    /// number of set lanes in their masks.
    fn compress_expand(&mut self, rw: &mut PatternRewriter<'_>, op: Operation, name: &str) -> bool {
        let operands: Vec<Value> = rw.operands(op).collect();
        let n = operands.len();
        // base, indices..., mask, value (compressstore) / pass_thru (expandload)
        let (base, idx, mask, other) = (
            operands[0],
            operands[1..n - 2].to_vec(),
            operands[n - 2],
            operands[n - 1],
        );
        let load = name == crate::vector::ExpandLoadOp::NAME;
        let t = rw.value_type(other);
        if shape_elem(rw, t).0.len() != 1 || holds_vectors(rw, base) || idx.is_empty() {
            return false;
        }
        let c = canonical_chunk(rw, t, self.target);
        let (vals, masks) = (self.get(rw, op, other, c), self.get(rw, op, mask, c));
        let types = piece_types(rw.ctx_mut(), t, c);
        let mut b = B::new(rw, op);
        let last = idx.len() - 1;
        let mut at = idx[last];
        let mut out = Vec::new();
        for (i, (&v, &m)) in vals.iter().zip(&masks).enumerate() {
            let mut ix = idx.clone();
            ix[last] = at;
            let mut ops = vec![base];
            ops.extend(&ix);
            ops.extend([m, v]);
            if load {
                let r = b.op_dyn(name, &ops, &[types[i]], &[]);
                out.push(b.rw.result(r, 0));
            } else {
                b.op_dyn(name, &ops, &[], &[]);
            }
            if i + 1 < vals.len() {
                // the set lanes of this piece's mask
                let lanes = shape_elem(b.c(), b.c().value_type(m)).0[0];
                let i32t = b.ctx().int_type(32);
                let wide = b.vec_ty(&[lanes], i32t);
                let ones = b.op1(crate::arith::ExtUIOp::NAME, &[m], wide, &[]);
                let kind = crate::vector::enums::CombiningKindAttr::get(
                    b.ctx(),
                    crate::vector::CombiningKind::ADD,
                );
                let count = b.op1(
                    crate::vector::ReductionOp::NAME,
                    &[ones],
                    i32t,
                    &[("kind", kind)],
                );
                let it = b.ctx().index_type();
                let count = b.op1(crate::arith::IndexCastOp::NAME, &[count], it, &[]);
                at = b.binary(crate::arith::AddIOp::NAME, at, count);
            }
        }
        if load {
            let r = rw.result(op, 0);
            self.define_canonical(rw, op, r, out);
        }
        true
    }

    fn create_mask(&mut self, rw: &mut PatternRewriter<'_>, op: Operation) -> bool {
        let r = rw.result(op, 0);
        let t = rw.value_type(r);
        let shape = shape_elem(rw, t).0;
        if shape.len() != 1 {
            return false;
        }
        let bound = rw.operand(op, 0);
        let c = canonical_chunk(rw, t, self.target);
        let types = piece_types(rw.ctx_mut(), t, c);
        let mut b = B::new(rw, op);
        let mut vals = Vec::new();
        for (i, &pt) in types.iter().enumerate() {
            let n = if i == 0 {
                bound
            } else {
                let off = b.index(i as i64 * c);
                b.binary(crate::arith::SubIOp::NAME, bound, off)
            };
            vals.push(b.op1(crate::vector::CreateMaskOp::NAME, &[n], pt, &[]));
        }
        self.define_canonical(rw, op, r, vals);
        true
    }

    fn lower_from_elements(&mut self, rw: &mut PatternRewriter<'_>, op: Operation) -> bool {
        let r = rw.result(op, 0);
        let t = rw.value_type(r);
        let shape = shape_elem(rw, t).0;
        let elems: Vec<Value> = rw.operands(op).collect();
        let c = canonical_chunk(rw, t, self.target);
        let types = piece_types(rw.ctx_mut(), t, c);
        let len = *shape.last().unwrap() as usize;
        let per_row = len.div_ceil(c as usize);
        let mut b = B::new(rw, op);
        let mut vals = Vec::new();
        for (i, &pt) in types.iter().enumerate() {
            let start = (i / per_row) * len + (i % per_row) * c as usize;
            let n = (c as usize).min(len - (i % per_row) * c as usize);
            vals.push(b.elements(&elems[start..start + n], pt));
        }
        self.define_canonical(rw, op, r, vals);
        true
    }

    /// The scalars of a value, row-major.
    fn scalars(&mut self, rw: &mut PatternRewriter<'_>, op: Operation, v: Value) -> Vec<Value> {
        let t = rw.value_type(v);
        let c = canonical_chunk(rw, t, self.target);
        let vals = self.get(rw, op, v, c);
        let len = *shape_elem(rw, t).0.last().unwrap();
        let per_row = (len as usize).div_ceil(c as usize);
        let mut b = B::new(rw, op);
        let mut out = Vec::new();
        for (i, &p) in vals.iter().enumerate() {
            let n = c.min(len - (i % per_row) as i64 * c);
            for k in 0..n {
                out.push(b.extract(p, &[k]));
            }
        }
        out
    }

    fn lower_to_elements(&mut self, rw: &mut PatternRewriter<'_>, op: Operation) -> bool {
        let src = rw.operand(op, 0);
        let s = self.scalars(rw, op, src);
        let results: Vec<Value> = rw.results(op).collect();
        for (r, v) in results.into_iter().zip(s) {
            rw.replace_all_uses_with(r, v);
        }
        true
    }

    /// A width-changing bitcast: both sides are cut at the same bit
    /// boundaries (256 bits, or 128 for f16/bf16 and 32 for `i1`, the
    /// narrower side's register), so piece `i` of the result is the bitcast
    /// of piece `i` of the source.
    fn bitcast(&mut self, rw: &mut PatternRewriter<'_>, op: Operation) -> bool {
        let src = rw.operand(op, 0);
        let r = rw.result(op, 0);
        let (st, rt) = (rw.value_type(src), rw.value_type(r));
        let (es, ed) = (shape_elem(rw, st).1, shape_elem(rw, rt).1);
        let (ws, wd) = (
            super::contract_check::element_bits(rw, es),
            super::contract_check::element_bits(rw, ed),
        );
        // Both sides cut at the narrower native width in bits (32 for
        // masks, 128 for f16/bf16, else 256).
        let cut =
            (native_lanes(rw, es, self.target) * ws).min(native_lanes(rw, ed, self.target) * wd);
        if ws == 0 || wd == 0 {
            return false;
        }
        if cut % ws != 0 || cut % wd != 0 {
            return self.bitcast_regrouped(rw, op, cut);
        }
        let (cs, cd) = (cut / ws, cut / wd);
        let vals = self.get(rw, op, src, cs);
        let (shape, elem) = shape_elem(rw, rt);
        let mut b = B::new(rw, op);
        let out = vals
            .iter()
            .map(|&v| {
                let n = shape_elem(b.c(), b.c().value_type(v)).0[0];
                let pt = b.vec_ty(&[n * ws / wd], elem);
                b.op1(crate::vector::BitCastOp::NAME, &[v], pt, &[])
            })
            .collect();
        let p = Pieces {
            values: out,
            shape,
            chunk: cd,
            elem,
        };
        self.define(rw, op, r, p);
        true
    }

    /// A bitcast between a native vector and a split one whose pieces are
    /// narrower than the native side's elements (`vector<32xi1>` and
    /// `vector<1xi32>` with 16-lane masks): through `cut`-bit integers, one
    /// per piece, gathered into (or taken from) one native vector.
    fn bitcast_regrouped(&mut self, rw: &mut PatternRewriter<'_>, op: Operation, cut: i64) -> bool {
        let (src, r) = (rw.operand(op, 0), rw.result(op, 0));
        let (st, rt) = (rw.value_type(src), rw.value_type(r));
        if !matches!(cut, 8 | 16 | 32 | 64) {
            return false;
        }
        let (src_split, dst_split) = (
            must_split(rw, st, self.target),
            must_split(rw, rt, self.target),
        );
        let bits = |rw: &PatternRewriter<'_>, t: Type| {
            super::contract_check::element_bits(rw, shape_elem(rw, t).1)
        };
        let (ws, wd) = (bits(rw, st), bits(rw, rt));
        if src_split && !dst_split {
            let vals = self.get(rw, op, src, cut / ws);
            let mut b = B::new(rw, op);
            let it = b.ctx().int_type(cut as u32);
            let one = b.vec_ty(&[1], it);
            let mut ints = Vec::new();
            for &v in &vals {
                if shape_elem(b.c(), b.c().value_type(v)).0[0] * ws != cut {
                    return false;
                }
                let x = b.op1(crate::vector::BitCastOp::NAME, &[v], one, &[]);
                ints.push(b.extract(x, &[0]));
            }
            let all = b.vec_ty(&[ints.len() as i64], it);
            let joined = b.elements(&ints, all);
            let out = b.op1(crate::vector::BitCastOp::NAME, &[joined], rt, &[]);
            rw.replace_all_uses_with(r, out);
            true
        } else if dst_split && !src_split {
            let (shape, elem) = shape_elem(rw, rt);
            let total = shape[0] * wd;
            if total % cut != 0 {
                return false;
            }
            let mut b = B::new(rw, op);
            let it = b.ctx().int_type(cut as u32);
            let all = b.vec_ty(&[total / cut], it);
            let ints = b.op1(crate::vector::BitCastOp::NAME, &[src], all, &[]);
            let one = b.vec_ty(&[1], it);
            let piece = b.vec_ty(&[cut / wd], elem);
            let mut out = Vec::new();
            for i in 0..total / cut {
                let x = b.extract(ints, &[i]);
                let v = b.broadcast(x, one);
                out.push(b.op1(crate::vector::BitCastOp::NAME, &[v], piece, &[]));
            }
            let p = Pieces {
                values: out,
                shape,
                chunk: cut / wd,
                elem,
            };
            self.define(rw, op, r, p);
            true
        } else {
            false
        }
    }

    /// Result chunk `c` (even) takes source chunks of `c / 2`: piece `i`
    /// of the result interleaves pieces `i` of the sources.
    fn interleave(&mut self, rw: &mut PatternRewriter<'_>, op: Operation) -> bool {
        let (a, bv) = (rw.operand(op, 0), rw.operand(op, 1));
        let r = rw.result(op, 0);
        let t = rw.value_type(r);
        let elem = shape_elem(rw, t).1;
        let c = canonical_chunk(rw, t, self.target);
        if c % 2 != 0 {
            return false;
        }
        let (pa, pb) = (self.get(rw, op, a, c / 2), self.get(rw, op, bv, c / 2));
        let mut b = B::new(rw, op);
        let vals = pa
            .iter()
            .zip(&pb)
            .map(|(&x, &y)| {
                let n = shape_elem(b.c(), b.c().value_type(x)).0[0];
                let rt = b.vec_ty(&[2 * n], elem);
                b.op1(crate::vector::InterleaveOp::NAME, &[x, y], rt, &[])
            })
            .collect();
        self.define_canonical(rw, op, r, vals);
        true
    }

    /// Source chunk `c` (even): each piece splits into the even and odd
    /// lanes, pieces of chunk `c / 2` of the two results.
    fn deinterleave(&mut self, rw: &mut PatternRewriter<'_>, op: Operation) -> bool {
        let src = rw.operand(op, 0);
        let st = rw.value_type(src);
        let c = canonical_chunk(rw, st, self.target);
        if c % 2 != 0 {
            return false;
        }
        let vals = self.get(rw, op, src, c);
        let results: Vec<Value> = rw.results(op).collect();
        let (rshape, elem) = shape_elem(rw, rw.value_type(results[0]));
        let mut b = B::new(rw, op);
        let (mut evens, mut odds) = (Vec::new(), Vec::new());
        for &v in &vals {
            let n = shape_elem(b.c(), b.c().value_type(v)).0[0];
            let rt = b.vec_ty(&[n / 2], elem);
            let d = b.op(crate::vector::DeinterleaveOp::NAME, &[v], &[rt, rt], &[]);
            evens.push(b.rw.result(d, 0));
            odds.push(b.rw.result(d, 1));
        }
        for (r, vals) in results.into_iter().zip([evens, odds]) {
            let p = Pieces {
                values: vals,
                shape: rshape.clone(),
                chunk: c / 2,
                elem,
            };
            self.define(rw, op, r, p);
        }
        true
    }

    fn shuffle(&mut self, rw: &mut PatternRewriter<'_>, op: Operation) -> bool {
        let (a, bv) = (rw.operand(op, 0), rw.operand(op, 1));
        if shape_elem(rw, rw.value_type(a)).0.len() != 1 {
            return self.shuffle_slices(rw, op);
        }
        let mask = super::super::verify::dense_attr(rw, op, "mask");
        let mut s = self.scalars(rw, op, a);
        s.extend(self.scalars(rw, op, bv));
        let r = rw.result(op, 0);
        let t = rw.value_type(r);
        let elem = shape_elem(rw, t).1;
        let mut b = B::new(rw, op);
        let mut elems = Vec::new();
        for &m in &mask {
            elems.push(if m < 0 { b.poison(elem) } else { s[m as usize] });
        }
        let c = canonical_chunk(rw, t, self.target);
        let types = piece_types(rw.ctx_mut(), t, c);
        let mut b = B::new(rw, op);
        let vals = types
            .iter()
            .enumerate()
            .map(|(i, &pt)| {
                let start = i * c as usize;
                let n = shape_elem(b.c(), pt).0[0] as usize;
                b.elements(&elems[start..start + n], pt)
            })
            .collect();
        self.define_canonical(rw, op, r, vals);
        true
    }
}

impl Unroller {
    /// An n-D `vector.shuffle` picks leading-dimension slices of its
    /// operands (those of the first, then those of the second): slice `i`
    /// of the result is the pieces of slice `mask[i]`, poison for -1.
    fn shuffle_slices(&mut self, rw: &mut PatternRewriter<'_>, op: Operation) -> bool {
        let mask = super::super::verify::dense_attr(rw, op, "mask");
        let r = rw.result(op, 0);
        let t = rw.value_type(r);
        let shape = shape_elem(rw, t).0;
        let c = canonical_chunk(rw, t, self.target);
        let mut slices: Vec<Vec<Value>> = Vec::new();
        for i in 0..2 {
            let v = rw.operand(op, i);
            let n0 = shape_elem(rw, rw.value_type(v)).0[0].max(1) as usize;
            let vals = self.get(rw, op, v, c);
            let per = vals.len() / n0;
            slices.extend(vals.chunks(per.max(1)).map(|s| s.to_vec()));
        }
        let types = piece_types(rw.ctx_mut(), t, c);
        let per = types.len() / (shape[0].max(1) as usize);
        let mut b = B::new(rw, op);
        let mut vals = Vec::new();
        for &m in &mask {
            match usize::try_from(m).ok().and_then(|m| slices.get(m)) {
                Some(s) => vals.extend_from_slice(s),
                None => {
                    for &pt in &types[..per] {
                        vals.push(b.poison(pt));
                    }
                }
            }
        }
        self.define_canonical(rw, op, r, vals);
        true
    }
}

/// A `vector.bitcast` keeping the element width (so lanes map 1:1).
/// A copy of the reduction `op` on `piece` (into `acc`), at the insertion
/// point: one step of a reduction by pieces, in MLIR's order.
pub(super) fn reduce_piece(
    rw: &mut PatternRewriter<'_>,
    op: Operation,
    piece: Value,
    acc: Option<Value>,
    result_type: Type,
) -> Value {
    let mut s = OperationState::new(rw.op_loc(op), rw.op_name_of(op));
    s.operands.push(piece);
    s.operands.extend(acc);
    s.types.push(result_type);
    s.properties = rw.properties(op);
    let new = rw.create(s);
    rw.result(new, 0)
}

fn same_width_bitcast(ctx: &Context, op: Operation) -> bool {
    let w = |t: Type| ctx.int_or_float_bit_width(shape_elem(ctx, t).1);
    let (a, b) = (
        ctx.value_type(ctx.operand(op, 0)),
        ctx.value_type(ctx.result(op, 0)),
    );
    w(a).is_some() && w(a) == w(b)
}

/// Prints `vals` (the pieces of a value of `shape`) as the interpreter's
/// and MLIR's lowered `vector.print` do: `( a, b )` per dimension.
fn print_level(b: &mut B<'_, '_>, shape: &[i64], vals: &[Value], per_row: usize, c: i64) {
    let punct = |b: &mut B<'_, '_>, p: PrintPunctuation| {
        let a = PrintPunctuationAttr::get(b.ctx(), p);
        b.op(
            crate::vector::PrintOp::NAME,
            &[],
            &[],
            &[("punctuation", a)],
        );
    };
    let no = |b: &mut B<'_, '_>, v: Value| {
        let a = PrintPunctuationAttr::get(b.ctx(), PrintPunctuation::NoPunctuation);
        b.op(
            crate::vector::PrintOp::NAME,
            &[v],
            &[],
            &[("punctuation", a)],
        );
    };
    if shape.len() == 1 {
        if per_row == 1 {
            no(b, vals[0]);
            return;
        }
        punct(b, PrintPunctuation::Open);
        let len = shape[0];
        for (i, &p) in vals.iter().enumerate() {
            let n = c.min(len - i as i64 * c);
            for k in 0..n {
                if i > 0 || k > 0 {
                    punct(b, PrintPunctuation::Comma);
                }
                let s = b.extract(p, &[k]);
                no(b, s);
            }
        }
        punct(b, PrintPunctuation::Close);
        return;
    }
    punct(b, PrintPunctuation::Open);
    let inner = vals.len() / shape[0] as usize;
    for i in 0..shape[0] as usize {
        if i > 0 {
            punct(b, PrintPunctuation::Comma);
        }
        print_level(
            b,
            &shape[1..],
            &vals[i * inner..(i + 1) * inner],
            per_row,
            c,
        );
    }
    punct(b, PrintPunctuation::Close);
}

/// Row-major linear index of `pos` in `shape`.
fn linear(shape: &[i64], pos: &[i64]) -> usize {
    pos.iter().zip(shape).fold(0i64, |a, (&p, &s)| a * s + p) as usize
}

/// The pieces of `p` re-cut into chunks of `chunk` (with `vector.shuffle`).
fn rechunk(rw: &mut PatternRewriter<'_>, at: Operation, p: &Pieces, chunk: i64) -> Vec<Value> {
    let len = p.len();
    let chunk = chunk.min(len).max(1);
    if chunk == p.chunk.min(len) {
        return p.values.clone();
    }
    let per_row = p.per_row();
    let mut b = B::new(rw, at);
    let mut out = Vec::new();
    for r in 0..p.rows() {
        let row = &p.values[r * per_row..(r + 1) * per_row];
        let mut s = 0;
        while s < len {
            let e = (s + chunk).min(len);
            let mut acc: Option<(Value, i64)> = None;
            for (i, &piece) in row.iter().enumerate() {
                let ps = i as i64 * p.chunk;
                let pe = (ps + p.chunk).min(len);
                let (a, z) = (s.max(ps), e.min(pe));
                if a >= z {
                    continue;
                }
                if a == ps && z == pe && acc.is_none() {
                    // The whole piece starts the chunk: no shuffle needed.
                    acc = Some((piece, z - a));
                    continue;
                }
                acc = Some(match acc {
                    None => {
                        let m: Vec<i64> = (a - ps..z - ps).collect();
                        (b.shuffle(piece, piece, &m), z - a)
                    }
                    Some((v, n)) => {
                        let mut m: Vec<i64> = (0..n).collect();
                        m.extend((a - ps..z - ps).map(|x| x + n));
                        (b.shuffle(v, piece, &m), n + z - a)
                    }
                });
            }
            out.push(acc.expect("covered").0);
            s = e;
        }
    }
    out
}

fn func_type(ctx: &Context, op: Operation) -> Option<Type> {
    match ctx.attr_kind(ctx.attr(op, "function_type")?) {
        AttrKind::Type(t) => Some(*t),
        _ => None,
    }
}

/// Whether `memref` is a memref of vectors: one of its vectors is loaded or
/// stored whole, and a piece of one has no address of its own (a located
/// error then, not invalid IR).
fn holds_vectors(ctx: &Context, memref: Value) -> bool {
    ctx.element_type(ctx.value_type(memref))
        .is_some_and(|e| ctx.element_type(e).is_some())
}

fn sig_splits(ctx: &Context, t: Type, target: VectorTarget) -> bool {
    ctx.function_signature(t)
        .is_some_and(|(i, o)| i.iter().chain(o).any(|&t| must_split(ctx, t, target)))
}

/// The name of `op`: borrowed from its definition when registered (no
/// copy per visited op), else copied from the context.
fn static_op_name(ctx: &ods::ir::Context, op: Operation) -> std::borrow::Cow<'static, str> {
    match ctx.op_def(op) {
        Some(d) => std::borrow::Cow::Borrowed(d.name),
        None => String::from_utf8_lossy(ctx.op_name_str(ctx.op_name_of(op)))
            .into_owned()
            .into(),
    }
}
