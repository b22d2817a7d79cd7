//! The parse → print → parse → print property checked by the fuzzer and by
//! the fuzz-regression test: any input that parses and verifies must print,
//! in the generic form, the custom (default) form and the generic form with
//! locations, to text that parses and verifies again and prints identically.
//! Diagnostics of rejected inputs are rendered too, to exercise the renderer.

use ods::asm::{parse_source, print_op_to_vec, ParseOptions, PrintFlags};
use ods::diag::{render_diagnostic, Diagnostic, SourceBuffer, SourceMgr};
use ods::ir::{Context, Operation};

const NAME: &str = "fuzz.mlir";

/// What happened to an input.
#[derive(Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Parsed, verified and round-tripped in every form.
    RoundTrips,
    /// Rejected with diagnostics (rendered).
    Rejected(String),
}

/// Every dialect the project ships is registered, so their custom parsers,
/// printers and verifiers are under the property too; other dialects'
/// ops parse as unregistered.
fn new_ctx() -> Context {
    let mut ctx = Context::new();
    dialects::register_all(&mut ctx);
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

fn render(ctx: &Context, src: &[u8], diags: &[Diagnostic]) -> String {
    let mut srcmgr = SourceMgr::default();
    srcmgr.add(SourceBuffer::new(NAME, src.to_vec()));
    let mut out = Vec::new();
    for d in diags {
        render_diagnostic(ctx, &srcmgr, d, &mut out);
    }
    for d in ctx.take_diagnostics() {
        render_diagnostic(ctx, &srcmgr, &d, &mut out);
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn parse_verify(ctx: &mut Context, src: &[u8]) -> Result<Operation, String> {
    match parse_source(ctx, src, NAME.as_bytes(), &ParseOptions::default()) {
        Err(d) => Err(render(ctx, src, &d)),
        Ok(parsed) => {
            let _ = render(ctx, src, &parsed.warnings);
            match ods::verifier::verify(ctx, parsed.module) {
                Err(d) => Err(render(ctx, src, &d)),
                Ok(()) => Ok(parsed.module),
            }
        }
    }
}

/// MLIR itself is not a print/parse fixpoint for `f80`/`f128` values: its
/// printer checks round-tripping with an exact parse while its parser reads
/// decimal literals through a `double` (mlir-opt shows the same). Differences
/// confined to lines mentioning those types are accepted unless `strict`.
fn known_mlir_nonfixpoint(p1: &[u8], p2: &[u8]) -> bool {
    let l1: Vec<&[u8]> = p1.split(|&b| b == b'\n').collect();
    let l2: Vec<&[u8]> = p2.split(|&b| b == b'\n').collect();
    let wide = |l: &[u8]| l.windows(3).any(|w| w == b"f80") || l.windows(4).any(|w| w == b"f128");
    l1.len() == l2.len()
        && l1
            .iter()
            .zip(&l2)
            .all(|(a, b)| a == b || (wide(a) && wide(b)))
}

/// MLIR accepts the empty symbol reference `@""` but prints it as
/// `@<<INVALID EMPTY SYMBOL>>`, which does not parse (mlir-opt does the same).
fn known_mlir_unparseable(p1: &[u8]) -> bool {
    const S: &[u8] = b"@<<INVALID EMPTY SYMBOL>>";
    p1.windows(S.len()).any(|w| w == S)
}

/// MLIR prints `cf.switch` case values unsigned and capped at 2^64 - 1
/// (`APInt::getLimitedValue`), so a negative case of an `i64` switch, or any
/// case of a wider one beyond that, prints as a value its parser rejects as
/// too large (mlir-opt does the same).
fn known_mlir_unreparseable(diags: &str) -> bool {
    diags.contains("custom op 'cf.switch' integer value too large")
}

fn check(
    what: &str,
    flags: &PrintFlags,
    ctx: &Context,
    module: Operation,
    strict: bool,
) -> Result<(), String> {
    let p1 = print_op_to_vec(ctx, module, flags);
    if !strict && known_mlir_unparseable(&p1) {
        return Ok(());
    }
    let mut ctx2 = new_ctx();
    let m2 = match parse_verify(&mut ctx2, &p1) {
        Err(diags) if !strict && known_mlir_unreparseable(&diags) => return Ok(()),
        r => r,
    };
    let m2 = m2.map_err(|diags| {
        format!(
            "{what}: printed output does not parse/verify again\n--- printed:\n{}\n--- diagnostics:\n{diags}",
            String::from_utf8_lossy(&p1)
        )
    })?;
    let p2 = print_op_to_vec(&ctx2, m2, flags);
    if p1 != p2 && (strict || !known_mlir_nonfixpoint(&p1, &p2)) {
        return Err(format!(
            "{what}: print is not a fixpoint\n--- first print:\n{}\n--- second print:\n{}",
            String::from_utf8_lossy(&p1),
            String::from_utf8_lossy(&p2)
        ));
    }
    Ok(())
}

/// Checks the property on `data`; `Err` describes a violation. `strict`
/// also fails on the three non-round-trips MLIR shares (see above).
pub fn check_parse_print_fixpoint(data: &[u8], strict: bool) -> Result<Outcome, String> {
    let mut ctx = new_ctx();
    let module = match parse_verify(&mut ctx, data) {
        Ok(m) => m,
        Err(diags) => return Ok(Outcome::Rejected(diags)),
    };
    let generic = PrintFlags {
        generic: true,
        ..Default::default()
    };
    check("generic", &generic, &ctx, module, strict)?;
    check("custom", &PrintFlags::default(), &ctx, module, strict)?;
    let debug = PrintFlags {
        generic: true,
        debug_info: true,
        ..Default::default()
    };
    check("generic+debuginfo", &debug, &ctx, module, strict)?;
    Ok(Outcome::RoundTrips)
}
