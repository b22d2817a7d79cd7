//! Chapters 5 and 6: lowering toy to loops over buffers, then `toy.print`
//! to calls the JIT can run.
//!
//! MLIR's Toy lowers to `affine`; this lowering targets the dialects the
//! backend runs: every tensor becomes a `memref` allocated at the start of
//! the function and freed before its return, and every computation a nest
//! of `scf.for` loops of `memref.load`, `arith` and `memref.store`
//! (chapter 5, MLIR's `LowerToAffineLoops.cpp`). A `toy.reshape` of a
//! computed value, which MLIR's Toy leaves unlowered, is a row-major copy. `toy.print` of a buffer
//! becomes, in chapter 6, a loop nest calling two host functions that the
//! JIT links in: `toy_print_f64` prints one element as C's `"%f "` and
//! `toy_print_newline` ends a row (MLIR lowers to `printf` with the same
//! formats).

use std::collections::HashMap;

use dialects::{arith, func, memref, scf};
use ods::diag::Diagnostic;
use ods::ir::{Block, Context, Location, Operation, Type, TypeKind, Value};
use ods::opdef::constraint::types::Index;
use ods::opdef::{Op, TypedValue};
use ods::rewrite::{NoListener, PatternRewriter};
use ods::support::apfloat::FloatSemantics;

use crate::dialect::*;

/// The host function printing one element (`printf("%f ", x)`).
pub const PRINT_F64: &str = "toy_print_f64";
/// The host function ending a row (`printf("\n")`).
pub const PRINT_NEWLINE: &str = "toy_print_newline";

/// Chapter 5: lowers every `toy.func` of `module` (which must have no
/// parameters and return nothing, as `main` after inlining) to a
/// `func.func` of loops over buffers. `toy.print` stays, on a `memref`.
pub fn lower_to_loops(ctx: &mut Context, module: Operation) -> Result<(), Diagnostic> {
    let funcs: Vec<Operation> = module_ops(ctx, module)
        .into_iter()
        .filter(|&op| ctx.isa::<FuncOp>(op))
        .collect();
    for f in funcs {
        lower_function(ctx, module, FuncOp(f))?;
    }
    Ok(())
}

/// Chapter 6: every `toy.print` of a buffer becomes loops calling
/// [`PRINT_F64`] and [`PRINT_NEWLINE`], declared in `module`.
pub fn lower_print(ctx: &mut Context, module: Operation) -> Result<(), Diagnostic> {
    let mut prints = Vec::new();
    ctx.walk_pre_order(module, &mut |op| {
        if ctx.isa::<PrintOp>(op) {
            prints.push(PrintOp(op));
        }
    });
    if prints.is_empty() {
        return Ok(());
    }
    let body = module_body(ctx, module);
    let loc = ctx.op_loc(module);
    let f64t = ctx.float_type(FloatSemantics::F64);
    let mut listener = NoListener;
    let mut rw = PatternRewriter::new(ctx, &mut listener);
    rw.set_insertion_point_to_end(body);
    declare(&mut rw, loc, PRINT_F64, &[f64t])?;
    declare(&mut rw, loc, PRINT_NEWLINE, &[])?;
    for print in prints {
        let op = print.operation();
        let loc = rw.op_loc(op);
        let buffer = print.input(&rw);
        let TypeKind::MemRef { shape, .. } = rw.type_kind(rw.value_type(buffer)) else {
            return Err(rw.emit_op_error(op, "prints a tensor: lower it to loops first"));
        };
        let shape = shape.to_vec();
        if shape.iter().any(|&d| d < 0) {
            return Err(rw.emit_op_error(op, "prints a buffer of dynamic shape"));
        }
        rw.set_insertion_point(op);
        let mut l = Lowerer::new(&mut rw);
        if shape.is_empty() {
            let v = l.load(loc, buffer, &[])?;
            l.call(loc, PRINT_F64, &[v])?;
            l.call(loc, PRINT_NEWLINE, &[])?;
        } else {
            print_rows(&mut l, loc, buffer, &shape, &mut Vec::new())?;
        }
        rw.erase_op(op);
    }
    Ok(())
}

/// Loops over `shape[ivs.len()..]`; after each innermost row, a newline.
fn print_rows(
    l: &mut Lowerer<'_, '_>,
    loc: Location,
    buffer: Value,
    shape: &[i64],
    ivs: &mut Vec<Value>,
) -> Result<(), Diagnostic> {
    let dim = shape[ivs.len()];
    let inner = ivs.len() + 1 == shape.len();
    l.for_loop(loc, dim, &mut |l, iv| {
        ivs.push(iv);
        let r = if inner {
            let v = l.load(loc, buffer, ivs)?;
            l.call(loc, PRINT_F64, &[v])
        } else {
            print_rows(l, loc, buffer, shape, ivs)
        };
        ivs.pop();
        r
    })?;
    if inner {
        l.call(loc, PRINT_NEWLINE, &[])?;
    }
    Ok(())
}

fn declare(
    rw: &mut PatternRewriter,
    loc: Location,
    name: &str,
    inputs: &[Type],
) -> Result<(), Diagnostic> {
    let ty = rw.ctx_mut().function_type(inputs, &[]);
    func::FuncOp::builder()
        .sym_name(name.to_string())
        .function_type(ty)
        .sym_visibility("private".to_string())
        .build(rw, loc)
        .map_err(|e| e.into_diagnostic(loc))?;
    Ok(())
}

fn module_body(ctx: &Context, module: Operation) -> Block {
    let region = ctx
        .regions(module)
        .next()
        .expect("builtin.module has a region");
    ctx.region_blocks(region)[0]
}

fn module_ops(ctx: &Context, module: Operation) -> Vec<Operation> {
    ctx.block_ops(module_body(ctx, module))
}

fn lower_function(ctx: &mut Context, module: Operation, f: FuncOp) -> Result<(), Diagnostic> {
    let op = f.operation();
    let loc = ctx.op_loc(op);
    let (Some(fn_type), Some(name)) = (f.function_type(ctx), f.sym_name(ctx)) else {
        return Err(ctx.emit_op_error(op, "is not a verified function"));
    };
    if ods::function_interface::signature(ctx, fn_type)
        .is_none_or(|(i, r)| !i.is_empty() || !r.is_empty())
    {
        return Err(ctx.emit_op_error(
            op,
            "expected to have 0 inputs and 0 results: inline calls before lowering",
        ));
    }
    let mut listener = NoListener;
    let mut rw = PatternRewriter::new(ctx, &mut listener);
    rw.set_insertion_point(op);
    // The body moves to the new function (built with it: a function
    // without a body would be a declaration).
    let to = rw.ctx_mut().create_region();
    let from = f.body(&rw);
    rw.inline_region_blocks(from, to);
    let new = func::FuncOp::builder()
        .sym_name(name)
        .function_type(fn_type)
        .body(to)
        .build(&mut rw, loc)
        .map_err(|e| e.into_diagnostic(loc))?;
    rw.erase_op(op);
    let Some(&entry) = rw.region_blocks(new.body(&rw)).first() else {
        return Ok(()); // a declaration: nothing to lower
    };
    let mut l = Lowerer::new(&mut rw);
    l.entry = Some(entry);
    for op in l.rw.block_ops(entry) {
        l.lower_op(op)?;
    }
    // The toy ops go last, users first: until then the ops lowered after
    // them still used their results.
    for op in std::mem::take(&mut l.dead).into_iter().rev() {
        l.rw.erase_op(op);
    }
    let _ = module;
    Ok(())
}

/// The first result of an op a generated builder just made, or the
/// builder's error as a diagnostic at `loc`.
fn result_of<O: Op>(
    built: Result<O, ods::opdef::build::BuildError>,
    loc: Location,
    rw: &PatternRewriter<'_>,
) -> Result<Value, Diagnostic> {
    let op = built.map_err(|e| e.into_diagnostic(loc))?;
    Ok(rw.result(op.operation(), 0))
}

/// The body of a loop nest: gets the induction variables.
type NestBody<'b, 'r, 'c> =
    dyn FnMut(&mut Lowerer<'r, 'c>, &[Value]) -> Result<(), Diagnostic> + 'b;

/// Emits loops and buffer accesses at a rewriter's insertion point.
struct Lowerer<'r, 'c> {
    rw: &'r mut PatternRewriter<'c>,
    /// The function's entry block (where buffers are allocated).
    entry: Option<Block>,
    /// Each tensor value's buffer.
    buffers: HashMap<Value, Value>,
    /// `arith.constant N : index` at the start of the function, by N.
    indices: HashMap<i64, Value>,
    /// The lowered toy ops, erased once the whole function is lowered.
    dead: Vec<Operation>,
}

impl<'r, 'c> Lowerer<'r, 'c> {
    fn new(rw: &'r mut PatternRewriter<'c>) -> Self {
        Lowerer {
            rw,
            entry: None,
            buffers: HashMap::new(),
            indices: HashMap::new(),
            dead: Vec::new(),
        }
    }

    fn index(&mut self, loc: Location, n: i64) -> Result<Value, Diagnostic> {
        if let Some(&v) = self.indices.get(&n) {
            return Ok(v);
        }
        let ip = self.rw.insertion_point();
        if let Some(entry) = self.entry {
            self.rw.set_insertion_point_to_start(entry);
        }
        let index = self.rw.ctx_mut().index_type();
        let attr = self
            .rw
            .ctx_mut()
            .integer_attr(index, ods::support::apint::APInt::from_i64(64, n));
        let v = result_of(arith::ConstantOp::build(self.rw, loc, attr), loc, self.rw)?;
        self.rw.restore_insertion_point(ip);
        if self.entry.is_some() {
            self.indices.insert(n, v);
        }
        Ok(v)
    }

    /// `scf.for %iv = 0 to n step 1 { body(%iv) }` at the insertion point,
    /// which is after the loop on return.
    fn for_loop(
        &mut self,
        loc: Location,
        n: i64,
        body: &mut dyn FnMut(&mut Self, Value) -> Result<(), Diagnostic>,
    ) -> Result<(), Diagnostic> {
        let (lb, ub, step) = (
            self.index(loc, 0)?,
            self.index(loc, n)?,
            self.index(loc, 1)?,
        );
        let ip = self.rw.insertion_point();
        let region = self.rw.ctx_mut().create_region();
        let block = self.rw.ctx_mut().create_block();
        self.rw.ctx_mut().append_block(region, block);
        let index = self.rw.ctx_mut().index_type();
        let iv = self.rw.ctx_mut().add_block_argument(block, index, loc);
        let yield_op =
            scf::YieldOp::build(self.rw.ctx_mut(), loc, &[]).map_err(|e| e.into_diagnostic(loc))?;
        self.rw.ctx_mut().append_op(block, yield_op.operation());
        let typed = |rw: &PatternRewriter, v| {
            TypedValue::<Index>::try_from_value(rw, v).expect("bounds are index constants")
        };
        scf::ForOp::builder()
            .lower_bound(typed(self.rw, lb))
            .upper_bound(typed(self.rw, ub))
            .step(typed(self.rw, step))
            .results_type(&[])
            .region(region)
            .build(self.rw, loc)
            .map_err(|e| e.into_diagnostic(loc))?;
        self.rw.set_insertion_point(yield_op.operation());
        body(self, iv)?;
        self.rw.restore_insertion_point(ip);
        Ok(())
    }

    fn load(&mut self, loc: Location, buffer: Value, ivs: &[Value]) -> Result<Value, Diagnostic> {
        let l = memref::LoadOp::build(self.rw, loc, buffer, ivs, None, None);
        result_of(l, loc, self.rw)
    }

    fn store(
        &mut self,
        loc: Location,
        v: Value,
        buffer: Value,
        ivs: &[Value],
    ) -> Result<(), Diagnostic> {
        memref::StoreOp::build(self.rw, loc, v, buffer, ivs, None, None)
            .map_err(|e| e.into_diagnostic(loc))?;
        Ok(())
    }

    fn call(&mut self, loc: Location, callee: &str, args: &[Value]) -> Result<(), Diagnostic> {
        func::CallOp::build_with_result_types(
            self.rw,
            loc,
            &[],
            callee.to_string(),
            args,
            None,
            None,
            false,
        )
        .map_err(|e| e.into_diagnostic(loc))?;
        Ok(())
    }

    /// A buffer for a value of tensor type `ty`: allocated at the start of
    /// the function, freed before its terminator.
    fn alloc(&mut self, loc: Location, ty: Type) -> Result<(Value, Vec<i64>), Diagnostic> {
        let TypeKind::RankedTensor { shape, elem, .. } = self.rw.type_kind(ty) else {
            return Err(Diagnostic::error(
                loc,
                "cannot lower a tensor of unknown shape: infer shapes first",
            ));
        };
        let (shape, elem) = (shape.to_vec(), *elem);
        if crate::ast::element_count(&shape).is_none() {
            return Err(Diagnostic::error(
                loc,
                format!(
                    "cannot lower a tensor of more than {} elements",
                    crate::ast::MAX_ELEMENTS
                ),
            ));
        }
        let memref_ty = self.rw.ctx_mut().memref_type(&shape, elem, None, None);
        let ip = self.rw.insertion_point();
        let entry = self.entry.expect("buffers are allocated in a function");
        self.rw.set_insertion_point_to_start(entry);
        let alloc =
            memref::AllocOp::build_with_result_types(self.rw, loc, memref_ty, &[], &[], None)
                .map_err(|e| e.into_diagnostic(loc))?;
        let buffer = alloc.memref(self.rw);
        let terminator = self
            .rw
            .block_last_op(entry)
            .expect("a function body ends in a terminator");
        self.rw.set_insertion_point(terminator);
        memref::DeallocOp::build(self.rw, loc, buffer).map_err(|e| e.into_diagnostic(loc))?;
        self.rw.restore_insertion_point(ip);
        Ok((buffer, shape))
    }

    fn buffer(&self, op: Operation, v: Value) -> Result<Value, Diagnostic> {
        self.buffers
            .get(&v)
            .copied()
            .ok_or_else(|| self.rw.emit_op_error(op, "operand was not lowered"))
    }

    fn lower_op(&mut self, op: Operation) -> Result<(), Diagnostic> {
        let loc = self.rw.op_loc(op);
        self.rw.set_insertion_point(op);
        if let Some(c) = self.rw.dyn_cast::<ConstantOp>(op) {
            let result = c.result(self.rw);
            let (buffer, shape) = self.alloc(loc, self.rw.value_type(result))?;
            let values = c
                .value_attr(self.rw)
                .and_then(|a| self.rw.dense_float_values(a))
                .ok_or_else(|| self.rw.emit_op_error(op, "expects dense f64 data"))?;
            let f64t = self.rw.ctx_mut().float_type(FloatSemantics::F64);
            // One arith.constant per distinct value, as MLIR's lowering.
            let mut consts: HashMap<u64, Value> = HashMap::new();
            for (i, &x) in values.iter().enumerate() {
                let v = match consts.get(&x.to_bits()) {
                    Some(&v) => v,
                    None => {
                        let attr = self.rw.ctx_mut().float_attr(
                            f64t,
                            ods::support::apfloat::APFloat::from_f64(
                                FloatSemantics::F64,
                                x,
                                ods::support::apfloat::RoundingMode::NearestTiesToEven,
                            )
                            .0,
                        );
                        let c = arith::ConstantOp::build(self.rw, loc, attr);
                        let v = result_of(c, loc, self.rw)?;
                        consts.insert(x.to_bits(), v);
                        v
                    }
                };
                let mut ivs = Vec::with_capacity(shape.len());
                let mut rest = i as i64;
                for &d in shape.iter().rev() {
                    // (d > 0: a shape with a zero has no values to store)
                    ivs.push(rest % d.max(1));
                    rest /= d.max(1);
                }
                ivs.reverse();
                let mut idx = Vec::with_capacity(ivs.len());
                for n in ivs {
                    idx.push(self.index(loc, n)?);
                }
                self.store(loc, v, buffer, &idx)?;
            }
            self.buffers.insert(result, buffer);
            self.dead.push(op);
        } else if let Some(t) = self.rw.dyn_cast::<TransposeOp>(op) {
            let input = self.buffer(op, t.input(self.rw))?;
            let result = t.result(self.rw);
            let (buffer, shape) = self.alloc(loc, self.rw.value_type(result))?;
            self.nest(loc, &shape, &mut |l, ivs| {
                let reversed: Vec<Value> = ivs.iter().rev().copied().collect();
                let v = l.load(loc, input, &reversed)?;
                l.store(loc, v, buffer, ivs)
            })?;
            self.buffers.insert(result, buffer);
            self.dead.push(op);
        } else if self.rw.isa::<AddOp>(op) || self.rw.isa::<MulOp>(op) {
            let is_add = self.rw.isa::<AddOp>(op);
            let lhs = self.buffer(op, self.rw.operand(op, 0))?;
            let rhs = self.buffer(op, self.rw.operand(op, 1))?;
            let result = self.rw.result(op, 0);
            let (buffer, shape) = self.alloc(loc, self.rw.value_type(result))?;
            self.nest(loc, &shape, &mut |l, ivs| {
                let a = l.load(loc, lhs, ivs)?;
                let b = l.load(loc, rhs, ivs)?;
                let r = if is_add {
                    result_of(arith::AddFOp::build(l.rw, loc, a, b, None), loc, l.rw)?
                } else {
                    result_of(arith::MulFOp::build(l.rw, loc, a, b, None), loc, l.rw)?
                };
                l.store(loc, r, buffer, ivs)
            })?;
            self.buffers.insert(result, buffer);
            self.dead.push(op);
        } else if let Some(r) = self.rw.dyn_cast::<ReshapeOp>(op) {
            // A reshape keeps the row-major order: element `i` of the result
            // is element `i` of the input. Loop over the result, linearize
            // its indices, and delinearize them over the input's shape.
            let input_value = r.input(self.rw);
            let input = self.buffer(op, input_value)?;
            let TypeKind::RankedTensor { shape, .. } =
                self.rw.type_kind(self.rw.value_type(input_value))
            else {
                return Err(self
                    .rw
                    .emit_op_error(op, "cannot reshape a tensor of unknown shape"));
            };
            let in_shape = shape.to_vec();
            let result = r.result(self.rw);
            let (buffer, shape) = self.alloc(loc, self.rw.value_type(result))?;
            self.nest(loc, &shape, &mut |l, ivs| {
                let mut linear = l.index(loc, 0)?;
                for (&iv, &d) in ivs.iter().zip(&shape) {
                    let dim = l.index(loc, d)?;
                    let scaled = result_of(
                        arith::MulIOp::build(l.rw, loc, linear, dim, None),
                        loc,
                        l.rw,
                    )?;
                    linear =
                        result_of(arith::AddIOp::build(l.rw, loc, scaled, iv, None), loc, l.rw)?;
                }
                let mut src = vec![linear; in_shape.len()];
                for (k, &d) in in_shape.iter().enumerate().rev() {
                    let dim = l.index(loc, d)?;
                    src[k] = result_of(arith::RemUIOp::build(l.rw, loc, linear, dim), loc, l.rw)?;
                    linear = result_of(
                        arith::DivUIOp::build(l.rw, loc, linear, dim, false),
                        loc,
                        l.rw,
                    )?;
                }
                let v = l.load(loc, input, &src)?;
                l.store(loc, v, buffer, ivs)
            })?;
            self.buffers.insert(result, buffer);
            self.dead.push(op);
        } else if let Some(p) = self.rw.dyn_cast::<PrintOp>(op) {
            let input = p.input(self.rw);
            let buffer = self.buffer(op, input)?;
            self.rw
                .modify_op_in_place(op, |ctx| ctx.set_operand(op, 0, buffer));
        } else if self.rw.isa::<ReturnOp>(op) {
            if self.rw.operands(op).len() != 0 {
                return Err(self.rw.emit_op_error(
                    op,
                    "returns a value from a function lowered to return nothing",
                ));
            }
            func::ReturnOp::build(self.rw, loc, &[]).map_err(|e| e.into_diagnostic(loc))?;
            self.dead.push(op);
        } else {
            return Err(self.rw.emit_op_error(
                op,
                "cannot be lowered: run the inliner, shape inference and canonicalization first",
            ));
        }
        Ok(())
    }

    /// A loop nest over `shape`; `body` gets the induction variables.
    fn nest(
        &mut self,
        loc: Location,
        shape: &[i64],
        body: &mut NestBody<'_, 'r, 'c>,
    ) -> Result<(), Diagnostic> {
        let mut ivs = Vec::with_capacity(shape.len());
        self.nest_level(loc, shape, &mut ivs, body)
    }

    fn nest_level(
        &mut self,
        loc: Location,
        shape: &[i64],
        ivs: &mut Vec<Value>,
        body: &mut NestBody<'_, 'r, 'c>,
    ) -> Result<(), Diagnostic> {
        if ivs.len() == shape.len() {
            return body(self, ivs);
        }
        self.for_loop(loc, shape[ivs.len()], &mut |l, iv| {
            ivs.push(iv);
            let r = l.nest_level(loc, shape, ivs, body);
            ivs.pop();
            r
        })
    }
}
