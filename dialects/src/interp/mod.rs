//! A reference interpreter over func/scf/cf/arith/ub/memref/vector IR: the
//! oracle the JIT is tested against (issue 6). It runs the IR as written —
//! no lowering — with the semantics of [`crate::arith::eval`] for every
//! arith op (as compiled code runs it: `roundingmode` is not honoured, see
//! [`crate::arith::eval::eval_op_with_flags`]), memrefs as strided views of
//! shared byte buffers laid out as LLVM lays them out (`memref.rs`), and
//! MLIR's runner-utils functions (`printF32`, `printNewline`,
//! `printMemrefF32`, ...) writing to [`Interpreter::stdout`] (and
//! `printFlops` to [`Interpreter::stderr`]).
//!
//! Ops it does not know are an error ([`InterpError::Unsupported`]), never a
//! silent skip; immediate undefined behaviour (division by zero, an
//! out-of-bounds access, a failed `cf.assert`) is an error too.

mod branches;
mod memref;
mod runtime;
mod vector;
mod views;

use crate::arith::eval::{
    eval_op_with_flags, op_flags, Constant, Flags, Scalar, ScalarType, Undefined,
};
use ods::ir::{Block, Context, Operation, Region, Type, Value};
use std::collections::HashMap;

pub use memref::MemRefValue;

/// A runtime value: a scalar or vector/tensor of scalars, or a memref.
#[derive(Clone, Debug, PartialEq)]
pub enum RtValue {
    /// A scalar (one element) or a vector/tensor (row-major elements).
    Data(Vec<Scalar>),
    /// A strided view of a buffer.
    MemRef(MemRefValue),
    /// A function reference (`func.constant`).
    Func(String),
}

impl RtValue {
    /// A single scalar.
    pub fn scalar(s: Scalar) -> RtValue {
        RtValue::Data(vec![s])
    }

    fn data(&self) -> Option<&[Scalar]> {
        match self {
            RtValue::Data(d) => Some(d),
            _ => None,
        }
    }
}

/// Why interpretation stopped.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum InterpError {
    /// The op is not implemented by the interpreter.
    #[error("interpreter: unsupported operation '{0}'")]
    Unsupported(String),
    /// No function of that name (or a declaration that is not a runtime
    /// function).
    #[error("interpreter: no function '{0}'")]
    NoFunction(String),
    /// Wrong number or kind of arguments.
    #[error("interpreter: bad arguments to '{0}': {1}")]
    BadArguments(String, String),
    /// The module does not verify (the interpreter runs verified IR only).
    #[error("interpreter: the module does not verify: {0}")]
    Invalid(String),
    /// Immediate undefined behaviour or a failed check.
    #[error("interpreter: '{op}': {what}")]
    Undefined {
        /// The op that failed.
        op: String,
        /// What happened.
        what: String,
    },
}

/// How a region was left.
enum Exit {
    /// Through a terminator that yields these values (`func.return`,
    /// `scf.yield`, `scf.condition` (condition first), `vector.yield`).
    Yield(Vec<RtValue>),
}

/// Interprets the functions of one module.
pub struct Interpreter<'c> {
    ctx: &'c Context,
    funcs: HashMap<Vec<u8>, Operation>,
    module: Operation,
    /// The values of the function being run (nested regions see their
    /// parents'; a call swaps in a fresh map, functions being isolated).
    env: HashMap<Value, RtValue>,
    /// What the program printed (`vector.print`, `printF32`, ...).
    pub stdout: Vec<u8>,
    /// What the program wrote to standard error (`printFlops`).
    pub stderr: Vec<u8>,
    /// The memory of the `memref.global`s used so far.
    globals: HashMap<Vec<u8>, MemRefValue>,
    /// The verifier's first complaint about the module, if any: every call
    /// reports it instead of running ops whose invariants do not hold.
    invalid: Option<String>,
}

fn name_of(ctx: &Context, op: Operation) -> &str {
    ctx.op_name_text(ctx.op_name_of(op))
}

impl<'c> Interpreter<'c> {
    /// An interpreter over the `func.func`s of `module`.
    pub fn new(ctx: &'c Context, module: Operation) -> Interpreter<'c> {
        let mut funcs = HashMap::new();
        for region in ctx.regions(module) {
            for block in ctx.region_blocks(region) {
                for op in ctx.block_ops(block) {
                    if name_of(ctx, op) == crate::func::FuncOp::NAME {
                        if let Some(sym) =
                            ctx.attr(op, "sym_name").and_then(|a| string_value(ctx, a))
                        {
                            funcs.insert(sym.to_vec(), op);
                        }
                    }
                }
            }
        }
        // (diagnostics name the op; `ods-run` verifies first and reports
        // them with their locations)
        let invalid = ods::verifier::verify(ctx, module)
            .err()
            .and_then(|d| d.first().map(|d| d.message.clone()));
        Interpreter {
            ctx,
            funcs,
            module,
            env: HashMap::new(),
            stdout: Vec::new(),
            stderr: Vec::new(),
            globals: HashMap::new(),
            invalid,
        }
    }

    /// Calls function `name` with `args`; returns its results.
    pub fn call(&mut self, name: &str, args: Vec<RtValue>) -> Result<Vec<RtValue>, InterpError> {
        if let Some(e) = &self.invalid {
            return Err(InterpError::Invalid(e.clone()));
        }
        let Some(&func) = self.funcs.get(name.as_bytes()) else {
            return runtime::call_runtime(self, name, None, &args);
        };
        let body = self.ctx.region(func, 0);
        if self.ctx.region_is_empty(body) {
            return runtime::call_runtime(self, name, Some(func), &args);
        }
        let saved = std::mem::take(&mut self.env);
        let r = self.run_region(body, args);
        self.env = saved;
        let Exit::Yield(results) = r?;
        Ok(results)
    }

    /// The ops of the module's body.
    fn module_ops(&self) -> impl Iterator<Item = Operation> + '_ {
        self.ctx
            .regions(self.module)
            .flat_map(|r| self.ctx.region_blocks(r))
            .flat_map(|b| self.ctx.block_ops(b))
    }

    fn undefined(&self, op: Operation, what: impl Into<String>) -> InterpError {
        InterpError::Undefined {
            op: name_of(self.ctx, op).to_string(),
            what: what.into(),
        }
    }

    /// Runs `region` from its entry block with `args` bound to the entry
    /// block's arguments, following `cf` branches, until a yielding
    /// terminator.
    fn run_region(&mut self, region: Region, args: Vec<RtValue>) -> Result<Exit, InterpError> {
        let ctx = self.ctx;
        let mut block: Block = ctx
            .region_entry(region)
            .ok_or_else(|| InterpError::Unsupported("empty region".into()))?;
        let mut incoming = args;
        loop {
            let params = ctx.block_args(block);
            if params.len() != incoming.len() {
                return Err(InterpError::BadArguments(
                    "block".into(),
                    format!("{} values for {} arguments", incoming.len(), params.len()),
                ));
            }
            for (p, v) in params.iter().zip(incoming.drain(..)) {
                self.env.insert(*p, v);
            }
            let mut next: Option<(Block, Vec<RtValue>)> = None;
            for op in ctx.block_ops(block) {
                let name = name_of(ctx, op);
                let operands: Vec<RtValue> = ctx
                    .operands(op)
                    .map(|v| {
                        self.env
                            .get(&v)
                            .cloned()
                            .ok_or_else(|| self.undefined(op, "use of an undefined value"))
                    })
                    .collect::<Result<_, _>>()?;
                match name {
                    crate::func::ReturnOp::NAME
                    | crate::scf::YieldOp::NAME
                    | crate::scf::ConditionOp::NAME
                    | crate::vector::YieldOp::NAME
                    | crate::scf::ReduceOp::NAME
                    | crate::scf::ReduceReturnOp::NAME
                    | crate::memref::AllocaScopeReturnOp::NAME => {
                        return Ok(Exit::Yield(operands));
                    }
                    crate::cf::BranchOp::NAME => {
                        next = Some((ctx.successor(op, 0), operands));
                        break;
                    }
                    crate::cf::SwitchOp::NAME => {
                        next = Some(branches::switch_target(self, op, &operands)?);
                        break;
                    }
                    crate::cf::CondBranchOp::NAME => {
                        let sizes = segment_sizes(ctx, op).unwrap_or_else(|| vec![1, 0, 0]);
                        let cond = truthy(&operands[0]);
                        let (t, f) = (sizes[1] as usize, sizes[2] as usize);
                        let (succ, vals) = if cond {
                            (ctx.successor(op, 0), operands[1..1 + t].to_vec())
                        } else {
                            (ctx.successor(op, 1), operands[1 + t..1 + t + f].to_vec())
                        };
                        next = Some((succ, vals));
                        break;
                    }
                    _ => {
                        let results = self.exec(op, name, &operands)?;
                        for (r, v) in ctx.results(op).zip(results) {
                            self.env.insert(r, v);
                        }
                    }
                }
            }
            match next {
                Some((b, vals)) => {
                    block = b;
                    incoming = vals;
                }
                None => {
                    return Err(self.undefined(
                        ctx.region_parent(region).unwrap_or(self.module),
                        "block without terminator",
                    ))
                }
            }
        }
    }

    /// Executes one non-terminator op.
    fn exec(
        &mut self,
        op: Operation,
        name: &str,
        operands: &[RtValue],
    ) -> Result<Vec<RtValue>, InterpError> {
        let ctx = self.ctx;
        let dialect = name.split('.').next().unwrap_or("");
        match dialect {
            "ub" if name == crate::ub::UnreachableOp::NAME => {
                Err(self.undefined(op, "reached ub.unreachable"))
            }
            "arith" | "ub" => self.exec_arith(op, operands),
            "scf"
                if matches!(
                    name,
                    crate::scf::IndexSwitchOp::NAME | crate::scf::ParallelOp::NAME
                ) =>
            {
                branches::exec(self, op, name, operands)
            }
            "scf" => self.exec_scf(op, name, operands),
            "func" => match name {
                crate::func::CallOp::NAME => {
                    let callee = ctx
                        .attr(op, "callee")
                        .and_then(|a| symbol_root(ctx, a))
                        .ok_or_else(|| self.undefined(op, "no callee"))?;
                    let callee = String::from_utf8_lossy(callee).into_owned();
                    self.call(&callee, operands.to_vec())
                }
                crate::func::ConstantOp::NAME => {
                    let callee = ctx
                        .attr(op, "value")
                        .and_then(|a| symbol_root(ctx, a))
                        .ok_or_else(|| self.undefined(op, "no function"))?;
                    Ok(vec![RtValue::Func(
                        String::from_utf8_lossy(callee).into_owned(),
                    )])
                }
                crate::func::CallIndirectOp::NAME => match operands.split_first() {
                    Some((RtValue::Func(callee), args)) => {
                        let callee = callee.clone();
                        self.call(&callee, args.to_vec())
                    }
                    _ => Err(self.undefined(op, "callee is not a function")),
                },
                _ => Err(InterpError::Unsupported(name.into())),
            },
            "cf" if name == crate::cf::AssertOp::NAME => {
                if truthy(&operands[0]) {
                    Ok(vec![])
                } else {
                    let msg = ctx
                        .attr(op, "msg")
                        .and_then(|a| string_value(ctx, a))
                        .map(|m| String::from_utf8_lossy(m).into_owned())
                        .unwrap_or_default();
                    Err(self.undefined(op, format!("assertion failed: {msg}")))
                }
            }
            "memref" | "builtin" if views::handles(name) => views::exec(self, op, name, operands),
            "memref" => memref::exec(self, op, name, operands),
            "vector" if name == crate::vector::MaskOp::NAME => self.exec_mask(op, operands),
            "vector" => vector::exec(self, op, name, operands),
            _ => Err(InterpError::Unsupported(name.into())),
        }
    }

    /// `vector.mask`: the masked op (a transfer) runs with the mask as its
    /// mask operand; a pass-through replaces the masked-off lanes of a read.
    fn exec_mask(
        &mut self,
        op: Operation,
        operands: &[RtValue],
    ) -> Result<Vec<RtValue>, InterpError> {
        let ctx = self.ctx;
        let body = ctx
            .region_entry(ctx.region(op, 0))
            .ok_or_else(|| self.undefined(op, "empty mask region"))?;
        let ops = ctx.block_ops(body);
        if ops.len() == 1 {
            let Exit::Yield(v) = self.run_region(ctx.region(op, 0), vec![])?;
            return Ok(v);
        }
        let inner = ops[0];
        let name = name_of(ctx, inner);
        if !matches!(
            name,
            crate::vector::TransferReadOp::NAME
                | crate::vector::TransferWriteOp::NAME
                | crate::vector::ReductionOp::NAME
                | crate::vector::MultiDimReductionOp::NAME
                | crate::vector::OuterProductOp::NAME
                | crate::vector::ContractionOp::NAME
                | crate::vector::GatherOp::NAME
        ) || (operands.len() > 1
            && !matches!(
                name,
                crate::vector::TransferReadOp::NAME | crate::vector::GatherOp::NAME
            ))
        {
            return Err(InterpError::Unsupported(format!("vector.mask of {name}")));
        }
        let args: Vec<RtValue> = ctx
            .operands(inner)
            .map(|v| {
                self.env
                    .get(&v)
                    .cloned()
                    .ok_or_else(|| self.undefined(op, "use of an undefined value"))
            })
            .collect::<Result<_, _>>()?;
        let mask = match &operands[0] {
            RtValue::Data(d) => d.clone(),
            _ => return Err(self.undefined(op, "the mask is not a vector")),
        };
        let passthru = match operands.get(1) {
            Some(RtValue::Data(d)) => Some(d.as_slice()),
            _ => None,
        };
        if name.starts_with("vector.transfer") {
            return vector::transfer(self, inner, name, &args, Some(&mask), passthru);
        }
        vector::exec_masked(self, inner, name, &args, &mask, passthru)
    }

    fn exec_arith(
        &mut self,
        op: Operation,
        operands: &[RtValue],
    ) -> Result<Vec<RtValue>, InterpError> {
        let ctx = self.ctx;
        if let [c @ RtValue::Data(_), a, b] = operands {
            if !matches!(a, RtValue::Data(_)) && name_of(ctx, op) == crate::arith::SelectOp::NAME {
                // a select of memrefs or function values (a scalar condition)
                return Ok(vec![if truthy(c) { a.clone() } else { b.clone() }]);
            }
        }
        let mut consts = Vec::with_capacity(operands.len());
        for (v, o) in ctx.operands(op).zip(operands) {
            let ty = ctx.value_type(v);
            let data = o
                .data()
                .ok_or_else(|| self.undefined(op, "memref operand"))?;
            consts.push(
                Constant::of(ctx, ty, data.to_vec())
                    .ok_or_else(|| self.undefined(op, "operand shape"))?,
            );
        }
        // As compiled code runs: in the default floating-point
        // environment, `roundingmode` notwithstanding.
        let flags = Flags {
            rounding: None,
            compiled: true,
            ..op_flags(ctx, op)
        };
        match eval_op_with_flags(ctx, op, &consts, flags) {
            None => Err(InterpError::Unsupported(name_of(ctx, op).into())),
            Some(Err(Undefined::DivisionByZero)) => Err(self.undefined(op, "division by zero")),
            Some(Err(u)) => Err(self.undefined(op, u.to_string())),
            Some(Ok(results)) => Ok(ctx
                .results(op)
                .zip(results)
                .map(|(r, c)| RtValue::Data(c.elements(self.count(ctx.value_type(r)))))
                .collect()),
        }
    }

    /// Elements of a value of type `ty` (1 for scalars; scalable vectors
    /// run with vscale = 1).
    fn count(&self, ty: Type) -> usize {
        if ScalarType::of(self.ctx, ty).is_some() {
            return 1;
        }
        self.ctx
            .shaped_info(ty)
            .map(|(s, _)| s.iter().map(|&d| d.max(0) as usize).product())
            .unwrap_or(1)
    }

    fn exec_scf(
        &mut self,
        op: Operation,
        name: &str,
        operands: &[RtValue],
    ) -> Result<Vec<RtValue>, InterpError> {
        let ctx = self.ctx;
        match name {
            crate::scf::ForOp::NAME => {
                let (lb, ub, step) = (
                    int_of(&operands[0]),
                    int_of(&operands[1]),
                    int_of(&operands[2]),
                );
                let iv_ty = ctx.value_type(ctx.operand(op, 0));
                let width = ScalarType::of(ctx, iv_ty).map_or(64, |t| t.width());
                if step <= 0 {
                    return Err(self.undefined(op, "non-positive step"));
                }
                let mut iters: Vec<RtValue> = operands[3..].to_vec();
                let body = ctx.region(op, 0);
                // As MLIR's lowering: the induction variable steps with
                // wrap-around at its width and is compared with the upper
                // bound signed, or unsigned under `unsignedCmp`.
                let unsigned = ctx.attr(op, "unsignedCmp").is_some();
                let at_width = |x: i64| -> i128 {
                    let sh = 64 - width.min(64);
                    if unsigned {
                        ((x as u64) << sh >> sh) as i128
                    } else {
                        (x << sh >> sh) as i128
                    }
                };
                let mut i = lb;
                while at_width(i) < at_width(ub) {
                    let mut args = vec![RtValue::scalar(int_scalar(width, i))];
                    args.extend(iters);
                    let Exit::Yield(y) = self.run_region(body, args)?;
                    iters = y;
                    i = i.wrapping_add(step);
                }
                Ok(iters)
            }
            crate::scf::IfOp::NAME => {
                let region = if truthy(&operands[0]) {
                    ctx.region(op, 0)
                } else {
                    ctx.region(op, 1)
                };
                if ctx.region_is_empty(region) {
                    return Ok(vec![]);
                }
                let Exit::Yield(y) = self.run_region(region, vec![])?;
                Ok(y)
            }
            crate::scf::WhileOp::NAME => {
                let mut args = operands.to_vec();
                loop {
                    let Exit::Yield(c) = self.run_region(ctx.region(op, 0), args)?;
                    let (cond, rest) = c
                        .split_first()
                        .ok_or_else(|| self.undefined(op, "no condition"))?;
                    if !truthy(cond) {
                        return Ok(rest.to_vec());
                    }
                    let Exit::Yield(y) = self.run_region(ctx.region(op, 1), rest.to_vec())?;
                    args = y;
                }
            }
            crate::scf::ExecuteRegionOp::NAME => {
                let Exit::Yield(y) = self.run_region(ctx.region(op, 0), vec![])?;
                Ok(y)
            }
            _ => Err(InterpError::Unsupported(name.into())),
        }
    }
}

/// The bytes of a string attribute.
fn string_value(ctx: &Context, a: ods::ir::Attribute) -> Option<&[u8]> {
    match ctx.attr_kind(a) {
        ods::ir::AttrKind::String { value, .. } => Some(ctx.str(*value)),
        _ => None,
    }
}

/// The root of a symbol reference.
fn symbol_root(ctx: &Context, a: ods::ir::Attribute) -> Option<&[u8]> {
    match ctx.attr_kind(a) {
        ods::ir::AttrKind::SymbolRef { root, .. } => Some(ctx.str(*root)),
        _ => None,
    }
}

/// `operandSegmentSizes` of an op, if it has them.
fn segment_sizes(ctx: &Context, op: Operation) -> Option<Vec<i64>> {
    let a = ctx.attr(op, "operandSegmentSizes")?;
    ods::opdef::constraint::attrs::dense_array_values(ctx, a)
}

/// True if the first element is a non-zero integer.
fn truthy(v: &RtValue) -> bool {
    matches!(v.data().and_then(|d| d.first()), Some(Scalar::Int(i)) if !i.is_zero())
}

/// The first element as a signed integer (0 for anything else).
fn int_of(v: &RtValue) -> i64 {
    match v.data().and_then(|d| d.first()) {
        Some(Scalar::Int(i)) => i.sext_u64(),
        _ => 0,
    }
}

fn int_scalar(width: u32, v: i64) -> Scalar {
    Scalar::Int(ods::support::apint::APInt::from_i64(width, v))
}
