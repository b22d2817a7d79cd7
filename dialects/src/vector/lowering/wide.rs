//! Vectors too wide to unroll: lowered with loops over native chunks.
//!
//! Unrolling gives every native piece of a value its own op, which is what
//! the backend wants for the widths kernels use, but a `vector<16777216xf32>`
//! would become two million ops (and gigabytes of IR). A 1-D value of more
//! than [`MAX_UNROLLED_PIECES`] native registers is therefore never split.
//! Such *wide* values are computed where they are consumed, one native chunk
//! at a time, inside an `scf.for`:
//!
//! * **recipes** define wide values without computing anything: elementwise
//!   `arith` ops and `vector.fma` over wide operands, `vector.broadcast` /
//!   `vector.splat` of a scalar, and splat `arith.constant`s;
//! * **sinks** consume them: `vector.reduction` (a loop carrying the
//!   accumulator, so the chunks combine in the same order as the unrolled
//!   form) and `vector.store` (a loop storing chunk after chunk).
//!
//! Recipes only read SSA values, so computing them at the sink is the same
//! as computing them where they were written. Anything else on a wide value
//! (shuffles, extracts, function arguments, loop-carried values, loads) is a
//! located error that names the limit.

use super::contract_check::{native_lanes, VectorTarget};
use super::B;
use crate::arith::eval::Constant;
use hashbrown::HashMap;
use ods::ir::{Context, Operation, OperationState, Type, Value};
use ods::rewrite::PatternRewriter;

/// The most native registers a 1-D vector value may be unrolled into; wider
/// values are lowered with loops (see the module docs).
pub const MAX_UNROLLED_PIECES: i64 = 4096;

/// Ops that may define a wide value.
fn is_recipe_name(name: &str) -> bool {
    (name.starts_with("arith.") && name != crate::arith::ConstantOp::NAME)
        || matches!(
            name,
            crate::arith::ConstantOp::NAME
                | crate::vector::FMAOp::NAME
                | crate::vector::BroadcastOp::NAME
                | crate::vector::SplatOp::NAME
        )
}

/// Ops that may take a wide value.
pub(crate) fn is_wide_op_name(name: &str) -> bool {
    is_recipe_name(name)
        || matches!(
            name,
            crate::vector::ReductionOp::NAME | crate::vector::StoreOp::NAME
        )
}

/// The number of native registers of a fixed 1-D or n-D vector type (0 for
/// other types).
pub(crate) fn native_pieces(ctx: &Context, t: Type, target: VectorTarget) -> i64 {
    if !super::is_fixed_vector(ctx, t) {
        return 0;
    }
    let (shape, elem) = super::shape_elem(ctx, t);
    let Some(&len) = shape.last() else {
        return 0;
    };
    let rows: i64 = shape[..shape.len() - 1].iter().product();
    let lanes = native_lanes(ctx, elem, target).max(1);
    rows.saturating_mul((len + lanes - 1) / lanes)
}

/// True for a type that is lowered with loops rather than unrolled.
pub(crate) fn is_wide(ctx: &Context, t: Type, target: VectorTarget) -> bool {
    // (asked for every type the unroller sees: a vector of at most that
    // many elements has at most that many pieces, decided without its shape)
    match ctx.num_elements(t) {
        Some(n) if n <= MAX_UNROLLED_PIECES => false,
        None => false,
        Some(_) => native_pieces(ctx, t, target) > MAX_UNROLLED_PIECES,
    }
}

/// The message for an op that cannot take or make wide values.
pub(crate) fn unsupported(ctx: &Context, name: &str, t: Type, target: VectorTarget) -> String {
    let pieces = native_pieces(ctx, t, target);
    format!(
        "'{name}' on '{}' is not supported: a vector of {pieces} native registers (more \
         than {MAX_UNROLLED_PIECES}) is not unrolled but computed in loops, which only \
         elementwise arith ops, vector.fma, splat constants, vector.broadcast of a scalar, \
         vector.reduction and vector.store support; split the vector into pieces of at most \
         {MAX_UNROLLED_PIECES} registers",
        ods::asm::printer::print_type_local(ctx, t)
    )
}

/// The wide values seen so far, each with the op that defines it.
#[derive(Default)]
pub(crate) struct WideValues {
    recipes: HashMap<Value, Operation>,
}

/// Builds one loop iteration: from the induction variable and the carried
/// value, the next carried value.
type ChunkBody<'a> =
    dyn FnMut(&mut PatternRewriter<'_>, Value, Option<Value>) -> Option<Value> + 'a;

/// What [`WideValues::convert`] did with an op.
pub(crate) enum Converted {
    /// The op does not touch a wide value.
    NotWide,
    /// The op was handled and is to be erased.
    Erase,
}

impl WideValues {
    /// Whether `v` is a wide value (computed where it is used).
    pub(crate) fn contains(&self, v: Value) -> bool {
        self.recipes.contains_key(&v)
    }

    /// Handles `op` if it makes or takes a wide value.
    pub(crate) fn convert(
        &mut self,
        rw: &mut PatternRewriter<'_>,
        op: Operation,
        target: VectorTarget,
    ) -> Result<Converted, String> {
        // (other wide values, function arguments say, were rejected by the
        // unroller's legality check)
        let wide_result = rw
            .results(op)
            .map(|v| rw.value_type(v))
            .find(|&t| is_wide(rw, t, target));
        let wide_operand = || {
            rw.operands(op)
                .find(|v| self.recipes.contains_key(v))
                .map(|v| rw.value_type(v))
        };
        let Some(wt) = wide_result.or_else(wide_operand) else {
            return Ok(Converted::NotWide);
        };
        let name = rw.op_name_str(rw.op_name_of(op)).to_vec();
        let name = String::from_utf8_lossy(&name).into_owned();
        let bad = || unsupported(rw, &name, wt, target);
        if rw.num_results(op) == 1 && is_wide(rw, rw.value_type(rw.result(op, 0)), target) {
            if !is_recipe_name(&name) || !self.is_recipe(rw, op) {
                return Err(bad());
            }
            self.recipes.insert(rw.result(op, 0), op);
            return Ok(Converted::Erase);
        }
        let src = rw.operand(op, 0);
        match name.as_str() {
            crate::vector::ReductionOp::NAME if self.recipes.contains_key(&src) => {
                self.reduction(rw, op, target)
            }
            crate::vector::StoreOp::NAME if self.recipes.contains_key(&src) => {
                self.store(rw, op, target)
            }
            _ => return Err(bad()),
        }
        Ok(Converted::Erase)
    }

    /// Whether `op` can define its wide result chunk by chunk: its vector
    /// operands are wide values defined so, and a constant is a splat.
    fn is_recipe(&self, rw: &PatternRewriter<'_>, op: Operation) -> bool {
        let name = rw.op_name_str(rw.op_name_of(op));
        if name == crate::arith::ConstantOp::NAME_BYTES {
            return rw
                .attr(op, "value")
                .and_then(|a| Constant::from_attr(rw, a))
                .is_some_and(|c| matches!(c, Constant::Elements { splat: true, .. }));
        }
        let vector_operands_ok = rw.operands(op).all(|v| {
            !super::is_fixed_vector(rw, rw.value_type(v)) || self.recipes.contains_key(&v)
        });
        let from_scalar = !matches!(
            name,
            crate::vector::BroadcastOp::NAME_BYTES | crate::vector::SplatOp::NAME_BYTES
        ) || !super::is_fixed_vector(rw, rw.value_type(rw.operand(op, 0)));
        vector_operands_ok && from_scalar
    }

    /// The chunk length for computing `v`: the fewest native lanes of any
    /// element type in its recipe (an `arith.extf` to f64 runs at f64's
    /// width), at most the vector's length.
    fn chunk_len(&self, rw: &PatternRewriter<'_>, v: Value, target: VectorTarget) -> i64 {
        let mut lanes = i64::MAX;
        let mut stack = vec![v];
        let mut seen = hashbrown::HashSet::new();
        while let Some(v) = stack.pop() {
            if !seen.insert(v) {
                continue;
            }
            let t = rw.value_type(v);
            if super::is_fixed_vector(rw, t) {
                let (_, e) = super::shape_elem(rw, t);
                lanes = lanes.min(native_lanes(rw, e, target));
            }
            if let Some(&d) = self.recipes.get(&v) {
                stack.extend(rw.operands(d));
            }
        }
        let len = super::shape_elem(rw, rw.value_type(v)).0[0];
        lanes.min(len).max(1)
    }

    /// Builds `len` elements of the wide value `v` (any `len` elements: a
    /// recipe does not depend on the position) at the insertion point.
    fn chunk(
        &self,
        rw: &mut PatternRewriter<'_>,
        v: Value,
        len: i64,
        memo: &mut HashMap<Value, Value>,
    ) -> Value {
        let Some(&def) = self.recipes.get(&v) else {
            return v; // a scalar operand (a broadcast source, a select condition)
        };
        if let Some(&c) = memo.get(&v) {
            return c;
        }
        let elem = super::shape_elem(rw, rw.value_type(v)).1;
        let ty = rw.ctx_mut().vector_type(&[len], elem, &[false]);
        let s = if rw.op_name_str(rw.op_name_of(def)) == crate::arith::ConstantOp::NAME_BYTES {
            // the splat value at the chunk's type
            let Some(Constant::Elements { values, .. }) = rw
                .attr(def, "value")
                .and_then(|a| Constant::from_attr(rw, a))
            else {
                unreachable!("a recipe constant is a splat")
            };
            let a = super::dense_attr(rw.ctx_mut(), ty, &values[..1])
                .expect("a splat of the constant's element type");
            let (loc, name) = (rw.op_loc(def), rw.op_name_of(def));
            super::state(rw.ctx_mut(), loc, name, &[], &[ty], &[("value", a)])
        } else {
            let operands: Vec<Value> = rw.operands(def).collect();
            let chunks: Vec<Value> = operands
                .into_iter()
                .map(|o| self.chunk(rw, o, len, memo))
                .collect();
            super::state_like(rw, def, &chunks, &[ty])
        };
        let new = rw.create(s);
        let r = rw.result(new, 0);
        memo.insert(v, r);
        r
    }

    /// `count` chunks of `len` elements in an `scf.for` (nothing when
    /// `count` is 0), carrying `carried` (`None`: nothing); `body` builds an
    /// iteration from the induction variable (the chunk's first element)
    /// and the carried value, returning the next one.
    fn loop_over_chunks(
        rw: &mut PatternRewriter<'_>,
        at: Operation,
        first: i64,
        count: i64,
        len: i64,
        carried: Option<Value>,
        body: &mut ChunkBody<'_>,
    ) -> Option<Value> {
        if count == 0 {
            return carried;
        }
        let mut b = B::new(rw, at);
        let lb = b.index(first);
        let ub = b.index(first + count * len);
        let step = b.index(len);
        let loc = rw.op_loc(at);
        let ctx = rw.ctx_mut();
        let mut s = OperationState::new(loc, ctx.op_name_static(crate::scf::ForOp::NAME));
        // (`scf.for` has no properties to set: no `unsignedCmp`)
        s.operands.extend([lb, ub, step]);
        s.operands.extend(carried);
        s.types.extend(carried.map(|v| ctx.value_type(v)));
        let region = ctx.create_region();
        let block = ctx.create_block();
        ctx.append_block(region, block);
        let index = ctx.index_type();
        let iv = ctx.add_block_argument(block, index, loc);
        let arg = carried.map(|v| {
            let t = ctx.value_type(v);
            ctx.add_block_argument(block, t, loc)
        });
        s.regions.push(region);
        rw.set_insertion_point(at);
        let for_op = rw.create_with_body(s);
        rw.set_insertion_point_to_end(block);
        let next = body(rw, iv, arg);
        let name = rw.ctx_mut().op_name_static(crate::scf::YieldOp::NAME);
        let mut y = OperationState::new(loc, name);
        y.operands.extend(next);
        rw.create(y);
        rw.set_insertion_point(at);
        carried.map(|_| rw.result(for_op, 0))
    }

    /// `vector.reduction` of a wide value: the first chunk reduces on its
    /// own (or into the op's accumulator), the others into the result so
    /// far, in a loop; a shorter last chunk after it.
    fn reduction(&mut self, rw: &mut PatternRewriter<'_>, op: Operation, target: VectorTarget) {
        let src = rw.operand(op, 0);
        let n = super::shape_elem(rw, rw.value_type(src)).0[0];
        let c = self.chunk_len(rw, src, target);
        let rt = rw.value_type(rw.result(op, 0));
        let acc0 = (rw.num_operands(op) > 1).then(|| rw.operand(op, 1));
        let reduce = |rw: &mut PatternRewriter<'_>, this: &Self, len: i64, acc: Option<Value>| {
            let chunk = this.chunk(rw, src, len, &mut HashMap::new());
            super::unroll::reduce_piece(rw, op, chunk, acc, rt)
        };
        rw.set_insertion_point(op);
        let first = reduce(rw, self, c, acc0);
        let full = n / c;
        let this = &*self;
        let acc = Self::loop_over_chunks(rw, op, c, full - 1, c, Some(first), &mut |rw, _, a| {
            Some(reduce(rw, this, c, a))
        })
        .expect("a carried value");
        let tail = n - full * c;
        rw.set_insertion_point(op);
        let acc = if tail > 0 {
            reduce(rw, self, tail, Some(acc))
        } else {
            acc
        };
        let r = rw.result(op, 0);
        rw.replace_all_uses_with(r, acc);
    }

    /// `vector.store` of a wide value: chunk `i` is stored at the last
    /// index plus its offset, in a loop; a shorter last chunk after it.
    fn store(&mut self, rw: &mut PatternRewriter<'_>, op: Operation, target: VectorTarget) {
        let operands: Vec<Value> = rw.operands(op).collect();
        let (value, base, idx) = (operands[0], operands[1], operands[2..].to_vec());
        let n = super::shape_elem(rw, rw.value_type(value)).0[0];
        let c = self.chunk_len(rw, value, target);
        let props = rw.properties(op);
        let store = |rw: &mut PatternRewriter<'_>, this: &Self, len: i64, off: Value| {
            let chunk = this.chunk(rw, value, len, &mut HashMap::new());
            let mut at = idx.clone();
            let last = at.len() - 1;
            // (at the current insertion point: inside the loop, or after it)
            let loc = rw.op_loc(op);
            at[last] = B { rw: &mut *rw, loc }.binary(crate::arith::AddIOp::NAME, at[last], off);
            let mut s = OperationState::new(rw.op_loc(op), rw.op_name_of(op));
            s.operands.push(chunk);
            s.operands.push(base);
            s.operands.extend(at);
            s.properties = props;
            rw.create(s);
        };
        let full = n / c;
        let this = &*self;
        Self::loop_over_chunks(rw, op, 0, full, c, None, &mut |rw, iv, _| {
            store(rw, this, c, iv);
            None
        });
        let tail = n - full * c;
        if tail > 0 {
            let mut b = B::new(rw, op);
            let off = b.index(full * c);
            store(rw, self, tail, off);
        }
    }
}
