//! Chapter 2: emitting the toy dialect from the Toy AST (MLIR Toy's
//! `MLIRGen.cpp`), with the typed builders `op!` generates, through a
//! rewriter positioned at the end of each function's body.
//!
//! Every function is generic: its parameters are `tensor<*xf64>`, and so
//! are the results of the ops computed from them; shapes are found later
//! (chapter 4). `main` is public, every other function private, so that
//! the inliner can drop them once every call is inlined.

use std::collections::HashMap;

use ods::diag::Diagnostic;
use ods::ir::{Context, Location, Operation, Type, Value};
use ods::rewrite::{NoListener, PatternRewriter};

use crate::ast::{self, Expr};
use crate::dialect::*;

/// Emits `module` as a `builtin.module` of `toy.func`s; locations are
/// `file:line:col` of the Toy source.
pub fn mlirgen(
    ctx: &mut Context,
    module: &ast::Module,
    file: &str,
) -> Result<Operation, Diagnostic> {
    let file = ctx.intern(file.as_bytes());
    let loc = ctx.file_line_col_loc(file, 1, 1);
    let body = ctx.create_block();
    let region = ctx.create_region();
    ctx.append_block(region, body);
    let m = ods::builtin::ModuleOp::builder()
        .body_region(region)
        .build(ctx, loc)
        .map_err(|e| e.into_diagnostic(loc))?
        .operation();
    for f in &module.functions {
        let func = Gen {
            ctx,
            file,
            vars: HashMap::new(),
        }
        .function(f)?;
        ctx.append_op(body, func);
    }
    Ok(m)
}

struct Gen<'c> {
    ctx: &'c mut Context,
    file: ods::support::interner::StrId,
    /// The variables in scope (Toy has one scope per function).
    vars: HashMap<String, Value>,
}

fn returns_value(body: &[Expr]) -> bool {
    body.iter()
        .any(|e| matches!(e, Expr::Return { value: Some(_), .. }))
}

impl Gen<'_> {
    fn loc(&mut self, l: crate::lexer::Location) -> Location {
        self.ctx.file_line_col_loc(self.file, l.line, l.col)
    }

    fn function(mut self, f: &ast::Function) -> Result<Operation, Diagnostic> {
        let loc = self.loc(f.loc);
        let f64t = self
            .ctx
            .float_type(ods::support::apfloat::FloatSemantics::F64);
        let generic = self.ctx.unranked_tensor_type(f64t);
        let inputs = vec![generic; f.params.len()];
        let results: &[Type] = if returns_value(&f.body) {
            &[generic]
        } else {
            &[]
        };
        let fn_type = self.ctx.function_type(&inputs, results);
        let visibility = (f.name != "main").then(|| "private".to_string());
        // The body comes first: a function without one is a declaration.
        let entry = self.ctx.create_block();
        let region = self.ctx.create_region();
        self.ctx.append_block(region, entry);
        for (name, &ty) in f.params.iter().zip(&inputs) {
            let arg = self.ctx.add_block_argument(entry, ty, loc);
            self.vars.insert(name.clone(), arg);
        }
        let mut builder = FuncOp::builder()
            .sym_name(f.name.clone())
            .function_type(fn_type)
            .body(region);
        if let Some(v) = visibility {
            builder = builder.sym_visibility(v);
        }
        let func = builder
            .build(self.ctx, loc)
            .map_err(|e| e.into_diagnostic(loc))?;
        let mut listener = NoListener;
        let mut rw = PatternRewriter::new(self.ctx, &mut listener);
        rw.set_insertion_point_to_end(entry);
        let mut b = Body {
            rw,
            file: self.file,
            vars: self.vars,
            generic,
            f64t,
        };
        for e in &f.body {
            b.expr(e)?;
            if matches!(e, Expr::Return { .. }) {
                break;
            }
        }
        // A body without `return` returns nothing.
        let last = b.rw.block_last_op(entry);
        if !last.is_some_and(|op| b.rw.isa::<ReturnOp>(op)) {
            ReturnOp::build(&mut b.rw, loc, &[]).map_err(|e| e.into_diagnostic(loc))?;
        }
        Ok(func.operation())
    }
}

/// Emits the statements of one function body.
struct Body<'c> {
    rw: PatternRewriter<'c>,
    file: ods::support::interner::StrId,
    vars: HashMap<String, Value>,
    /// `tensor<*xf64>`
    generic: Type,
    f64t: Type,
}

impl Body<'_> {
    fn loc(&mut self, l: crate::lexer::Location) -> Location {
        self.rw
            .ctx_mut()
            .file_line_col_loc(self.file, l.line, l.col)
    }

    fn constant(
        &mut self,
        loc: Location,
        dims: &[i64],
        values: &[f64],
    ) -> Result<Value, Diagnostic> {
        let ty = self.rw.ctx_mut().ranked_tensor_type(dims, self.f64t, None);
        let attr = self
            .rw
            .ctx_mut()
            .dense_float_elements_attr(ty, values)
            .map_err(|e| Diagnostic::error(loc, e.to_string()))?;
        let c = ConstantOp::build_with_result_types(&mut self.rw, loc, ty, attr)
            .map_err(|e| e.into_diagnostic(loc))?;
        Ok(c.result(&self.rw))
    }

    /// Emits `e`; its value, if it has one.
    fn expr(&mut self, e: &Expr) -> Result<Option<Value>, Diagnostic> {
        let loc = self.loc(e.loc());
        let generic = self.generic;
        let err = |e: ods::opdef::build::BuildError| e.into_diagnostic(loc);
        Ok(Some(match e {
            Expr::Number { value, .. } => self.constant(loc, &[], &[*value])?,
            Expr::Literal { dims, values, .. } => self.constant(loc, dims, values)?,
            Expr::Var { name, .. } => match self.vars.get(name) {
                Some(&v) => v,
                None => return Err(Diagnostic::error(loc, format!("unknown variable '{name}'"))),
            },
            Expr::VarDecl {
                name, dims, init, ..
            } => {
                let mut v = self.value(init)?;
                if !dims.is_empty() {
                    let ty = self.rw.ctx_mut().ranked_tensor_type(dims, self.f64t, None);
                    v = ReshapeOp::build_with_result_types(&mut self.rw, loc, ty, v)
                        .map_err(err)?
                        .result(&self.rw);
                }
                if self.vars.insert(name.clone(), v).is_some() {
                    return Err(Diagnostic::error(
                        loc,
                        format!("variable '{name}' is already declared"),
                    ));
                }
                v
            }
            Expr::Return { value, .. } => {
                let operands = match value {
                    Some(v) => vec![self.value(v)?],
                    None => Vec::new(),
                };
                ReturnOp::build(&mut self.rw, loc, &operands).map_err(err)?;
                return Ok(None);
            }
            Expr::BinOp { op, lhs, rhs, .. } => {
                let (l, r) = (self.value(lhs)?, self.value(rhs)?);
                match op {
                    '+' => AddOp::build_with_result_types(&mut self.rw, loc, generic, l, r)
                        .map_err(err)?
                        .result(&self.rw),
                    '*' => MulOp::build_with_result_types(&mut self.rw, loc, generic, l, r)
                        .map_err(err)?
                        .result(&self.rw),
                    _ => {
                        return Err(Diagnostic::error(
                            loc,
                            format!("invalid binary operator '{op}'"),
                        ))
                    }
                }
            }
            Expr::Call { callee, args, .. } => {
                let mut operands = Vec::with_capacity(args.len());
                for a in args {
                    operands.push(self.value(a)?);
                }
                if callee == "transpose" {
                    if operands.len() != 1 {
                        return Err(Diagnostic::error(
                            loc,
                            "MLIR codegen encountered an error: toy.transpose does not accept multiple arguments",
                        ));
                    }
                    TransposeOp::build_with_result_types(&mut self.rw, loc, generic, operands[0])
                        .map_err(err)?
                        .result(&self.rw)
                } else {
                    GenericCallOp::build_with_result_types(
                        &mut self.rw,
                        loc,
                        generic,
                        callee.clone(),
                        &operands,
                    )
                    .map_err(err)?
                    .result(&self.rw)
                }
            }
            Expr::Print { arg, .. } => {
                let v = self.value(arg)?;
                PrintOp::build(&mut self.rw, loc, v).map_err(err)?;
                return Ok(None);
            }
        }))
    }

    fn value(&mut self, e: &Expr) -> Result<Value, Diagnostic> {
        let loc = self.loc(e.loc());
        self.expr(e)?
            .ok_or_else(|| Diagnostic::error(loc, "expression has no value"))
    }
}
