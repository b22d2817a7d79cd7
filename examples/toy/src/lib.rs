//! MLIR's Toy tutorial (`mlir/docs/Tutorials/Toy`), chapter by chapter, on
//! `ods`:
//!
//! 1. [`lexer`], [`ast`]: the Toy language, parsed to an AST
//!    (`toyc FILE -emit=ast`).
//! 2. [`dialect`]: the `toy` dialect, declared with `op!`; [`mlirgen`]
//!    emits it from the AST with the generated builders (`-emit=mlir`).
//! 3. [`combine`]: canonicalization patterns written with `pattern!`
//!    (`-emit=mlir -opt`, or `toy-opt --canonicalize`).
//! 4. [`inline`] and [`shape_inference`]: generic functions specialized
//!    to the shapes they are called with, through an op interface.
//! 5. [`lower`]: toy to `scf` loops over `memref` buffers and `arith`
//!    (`-emit=mlir-lowered`).
//! 6. [`jit`]: the lowered program run by the `backend-dynasm` JIT
//!    (`-emit=jit`), printing as MLIR's Toy does.
//!
//! [`compile`] runs the chapters in order.

pub mod ast;
pub mod combine;
pub mod dialect;
pub mod inline;
pub mod jit;
pub mod lexer;
pub mod lower;
pub mod mlirgen;
pub mod shape_inference;

use ods::diag::Diagnostic;
use ods::ir::{Context, Operation};

/// What can go wrong between Toy source and its output.
#[derive(Debug, thiserror::Error)]
pub enum ToyError {
    /// The Toy source does not parse.
    #[error("{}:{}: error: {msg}", loc.line, loc.col)]
    Syntax { loc: lexer::Location, msg: String },
    /// MLIR generation, verification or a pass failed.
    #[error("{}", .0.message)]
    Diagnostic(Diagnostic),
    /// The lowered module could not be compiled or run.
    #[error("JIT: {0}")]
    Jit(String),
}

impl From<Diagnostic> for ToyError {
    fn from(d: Diagnostic) -> ToyError {
        ToyError::Diagnostic(d)
    }
}

/// How far [`compile`] takes a program.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Stage {
    /// Chapter 2: the toy dialect as emitted.
    Mlir,
    /// Chapter 5: lowered to loops over buffers (`toy.print` remains).
    Lowered,
    /// Chapter 6: ready for the JIT (`toy.print` lowered to calls).
    Jit,
}

/// A context with the dialects Toy uses: toy, and those it lowers to.
pub fn context() -> Context {
    let mut ctx = Context::new();
    dialects::register_all(&mut ctx);
    dialect::register(&mut ctx);
    ctx
}

/// Parses Toy source and emits it in the toy dialect (chapters 1–2).
pub fn mlir_from_source(ctx: &mut Context, src: &str, file: &str) -> Result<Operation, ToyError> {
    let module = ast::parse(src)?;
    let m = mlirgen::mlirgen(ctx, &module, file)?;
    verify(ctx, m)?;
    Ok(m)
}

fn verify(ctx: &Context, module: Operation) -> Result<(), ToyError> {
    ods::verifier::verify(ctx, module).map_err(|mut d| ToyError::Diagnostic(d.remove(0)))
}

/// `canonicalize` then `cse` on `module` (MLIR's Toy runs them after each
/// step of its `-opt` pipeline).
pub fn canonicalize(ctx: &mut Context, module: Operation) -> Result<(), ToyError> {
    let opts = ods::pass::PassOptions::default();
    let mut pm = ods::pass::OpPassManager::new(None);
    pm.add_pass(Box::new(
        ods::transforms::canonicalize::Canonicalizer::new(&opts).map_err(ToyError::Jit)?,
    ));
    pm.add_pass(Box::new(ods::transforms::cse::Cse));
    pm.run(ctx, module)
        .map_err(|mut d| ToyError::Diagnostic(d.remove(0)))
}

/// Chapter 4's `-opt` pipeline: inline every call, infer the shapes in
/// each function and verify (before canonicalization could drop an unused,
/// ill-shaped value), then canonicalize.
pub fn optimize(ctx: &mut Context, module: Operation) -> Result<(), ToyError> {
    inline::inline_calls(ctx, module)?;
    shape_inference::infer_shapes_in_module(ctx, module)?;
    verify(ctx, module)?;
    canonicalize(ctx, module)?;
    verify(ctx, module)
}

/// Runs the chapters up to `stage` on Toy source (`opt`: chapter 3–4
/// optimizations; lowering implies them).
pub fn compile(
    ctx: &mut Context,
    src: &str,
    file: &str,
    stage: Stage,
    opt: bool,
) -> Result<Operation, ToyError> {
    let m = mlir_from_source(ctx, src, file)?;
    if opt || stage > Stage::Mlir {
        optimize(ctx, m)?;
    }
    if stage >= Stage::Lowered {
        lower::lower_to_loops(ctx, m)?;
        canonicalize(ctx, m)?;
        verify(ctx, m)?;
    }
    if stage >= Stage::Jit {
        lower::lower_print(ctx, m)?;
        verify(ctx, m)?;
    }
    Ok(m)
}

/// Registers toy-opt's passes with `ods::pass`: `toy-inline`,
/// `toy-shape-inference`, `toy-lower-to-loops`, `toy-lower-print`.
pub fn register_passes() {
    use ods::pass::{Pass, PassInfo, PassOptions};
    struct FnPass(
        &'static str,
        fn(&mut Context, Operation) -> Result<(), Diagnostic>,
    );
    impl Pass for FnPass {
        fn name(&self) -> &str {
            self.0
        }
        fn run(&mut self, ctx: &mut Context, op: Operation) -> Result<(), Vec<Diagnostic>> {
            (self.1)(ctx, op).map_err(|d| vec![d])
        }
    }
    macro_rules! pass {
        ($name:literal, $desc:literal, $f:expr) => {
            ods::pass::register_pass(PassInfo {
                name: $name,
                description: $desc,
                ctor: |o: &PassOptions| {
                    if let Some((k, _)) = o.entries().next() {
                        return Err(format!("no such option {k}"));
                    }
                    Ok(Box::new(FnPass($name, $f)))
                },
            })
        };
    }
    pass!(
        "toy-inline",
        "Inline every toy.generic_call and drop private functions",
        inline::inline_calls
    );
    pass!(
        "toy-shape-inference",
        "Infer the shapes of toy values",
        shape_inference::infer_shapes_in_module
    );
    pass!(
        "toy-lower-to-loops",
        "Lower toy to scf loops over memrefs",
        lower::lower_to_loops
    );
    pass!(
        "toy-lower-print",
        "Lower toy.print to calls of the JIT's print functions",
        lower::lower_print
    );
}
