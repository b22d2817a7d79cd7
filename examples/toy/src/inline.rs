//! Chapter 4: inlining `toy.generic_call`s (what MLIR's inliner does with
//! Toy's `DialectInlinerInterface`): the callee's body is cloned in place
//! of the call, a `toy.cast` converts each argument whose type differs
//! from the parameter's, the `toy.return` operand replaces the call's
//! result, and the private functions left without callers are erased.

use ods::diag::Diagnostic;
use ods::ir::{Context, IrMapping, Operation};
use ods::rewrite::{NoListener, PatternRewriter};

use crate::dialect::{CastOp, FuncOp, GenericCallOp, ReturnOp};

/// Inlining stops with an error when the module would grow past this many
/// operations (a call DAG can double a body at each level).
pub const MAX_INLINED_OPS: usize = 1 << 16;

/// Inlines every call in `module` and erases the private functions.
/// Recursive functions cannot be inlined: a call cycle is an error at the
/// call that closes it.
pub fn inline_calls(ctx: &mut Context, module: Operation) -> Result<(), Diagnostic> {
    reject_recursion(ctx, module)?;
    loop {
        let mut calls = Vec::new();
        let mut ops = 0usize;
        ctx.walk_pre_order(module, &mut |op| {
            ops += 1;
            if ctx.isa::<GenericCallOp>(op) {
                calls.push(GenericCallOp(op));
            }
        });
        if calls.is_empty() {
            erase_private_functions(ctx, module);
            return Ok(());
        }
        for call in calls {
            ops += inline_call(ctx, module, call, ops)?;
        }
    }
}

/// The `toy.func`s of `module` by name, and the calls in each.
fn call_graph(ctx: &Context, module: Operation) -> Vec<(Vec<u8>, Vec<GenericCallOp>)> {
    let mut graph = Vec::new();
    ctx.walk_pre_order(module, &mut |op| {
        if ctx.isa::<FuncOp>(op) {
            let name = ods::symbol_table::symbol_name(ctx, op)
                .unwrap_or_default()
                .to_vec();
            let mut calls = Vec::new();
            ctx.walk_pre_order(op, &mut |inner| {
                if ctx.isa::<GenericCallOp>(inner) {
                    calls.push(GenericCallOp(inner));
                }
            });
            graph.push((name, calls));
        }
    });
    graph
}

fn callee_name(ctx: &Context, call: GenericCallOp) -> Vec<u8> {
    match call.callee_attr(ctx).map(|a| ctx.attr_kind(a)) {
        Some(ods::ir::AttrKind::SymbolRef { root, .. }) => ctx.str(*root).to_vec(),
        _ => Vec::new(),
    }
}

fn reject_recursion(ctx: &Context, module: Operation) -> Result<(), Diagnostic> {
    let graph = call_graph(ctx, module);
    let index = |name: &[u8]| graph.iter().position(|(n, _)| n == name);
    // Depth-first search; 1 = on the stack, 2 = done.
    let mut state = vec![0u8; graph.len()];
    fn visit(
        ctx: &Context,
        graph: &[(Vec<u8>, Vec<GenericCallOp>)],
        index: &dyn Fn(&[u8]) -> Option<usize>,
        state: &mut [u8],
        f: usize,
    ) -> Result<(), Diagnostic> {
        state[f] = 1;
        for &call in &graph[f].1 {
            let Some(g) = index(&callee_name(ctx, call)) else {
                continue;
            };
            if state[g] == 1 {
                return Err(ctx.emit_op_error(
                    call.operation(),
                    format!(
                        "calls @{} recursively: recursive Toy functions cannot be inlined",
                        String::from_utf8_lossy(&graph[g].0)
                    ),
                ));
            }
            if state[g] == 0 {
                visit(ctx, graph, index, state, g)?;
            }
        }
        state[f] = 2;
        Ok(())
    }
    for f in 0..graph.len() {
        if state[f] == 0 {
            visit(ctx, &graph, &index, &mut state, f)?;
        }
    }
    Ok(())
}

/// Inlines `call` into a module of `ops` operations; the number of
/// operations it added.
fn inline_call(
    ctx: &mut Context,
    module: Operation,
    call: GenericCallOp,
    ops: usize,
) -> Result<usize, Diagnostic> {
    let op = call.operation();
    let callee = call
        .callee_attr(ctx)
        .and_then(|a| ods::symbol_table::lookup_symbol_ref_in(ctx, module, a))
        .filter(|&f| ctx.isa::<FuncOp>(f))
        .ok_or_else(|| ctx.emit_op_error(op, "callee is not a 'toy.func' of this module"))?;
    let Some(&entry) = ctx
        .regions(callee)
        .next()
        .and_then(|r| ctx.region_blocks(r).first().copied())
        .as_ref()
    else {
        return Err(ctx.emit_op_error(op, "cannot inline a function without a body"));
    };
    let params = ctx.block_args(entry).to_vec();
    let args: Vec<_> = ctx.operands(op).collect();
    if params.len() != args.len() {
        return Err(ctx.emit_op_error(
            op,
            format!(
                "passes {} arguments to a function of {} parameters",
                args.len(),
                params.len()
            ),
        ));
    }
    let mut added = 0usize;
    ctx.walk_pre_order(callee, &mut |_| added += 1);
    if ops + added > MAX_INLINED_OPS {
        return Err(ctx.emit_op_error(
            op,
            format!("inlining would create more than {MAX_INLINED_OPS} operations"),
        ));
    }
    let loc = ctx.op_loc(op);
    let body = ctx.block_ops(entry);
    let mut listener = NoListener;
    let mut rw = PatternRewriter::new(ctx, &mut listener);
    rw.set_insertion_point(op);
    let mut map = IrMapping::new();
    for (&param, &arg) in params.iter().zip(&args) {
        let want = rw.value_type(param);
        let value = if rw.value_type(arg) == want {
            arg
        } else {
            let cast = CastOp::build_with_result_types(&mut rw, loc, want, arg)
                .map_err(|e| e.into_diagnostic(loc))?;
            cast.output(&rw)
        };
        map.map(param, value);
    }
    let mut returned = None;
    for inner in body {
        if rw.isa::<ReturnOp>(inner) {
            returned = rw.operands(inner).next().map(|v| map.lookup_or_default(v));
            break;
        }
        rw.clone_op(inner, &mut map);
    }
    let used = rw.has_uses(call.result(&rw));
    match returned {
        Some(v) => rw.replace_op(op, &[v]),
        None if !used => rw.erase_op(op),
        None => {
            return Err(rw.emit_op_error(op, "uses the result of a function that returns nothing"))
        }
    }
    Ok(added)
}

fn erase_private_functions(ctx: &mut Context, module: Operation) {
    let mut private = Vec::new();
    ctx.walk_pre_order(module, &mut |op| {
        if let Some(f) = ctx.dyn_cast::<FuncOp>(op) {
            if f.sym_visibility(ctx).as_deref() == Some("private") {
                private.push(op);
            }
        }
    });
    for f in private {
        ctx.erase_op(f);
    }
}
