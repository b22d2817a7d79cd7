//! The `mlir-opt`-compatible driver logic behind `ods-opt`: input splitting,
//! parse/verify/print of each chunk, and `--verify-diagnostics`.

use crate::asm::{parse_source, print_top_level, ParseOptions, PrintFlags};
use crate::diag::{
    render_diagnostic, Diagnostic, ExpectedDiagnostics, SourceBuffer, SourceMgr, VerifyOutcome,
};
use crate::ir::{Context, Operation};

/// The split marker of `--split-input-file`.
pub const SPLIT_MARKER: &[u8] = b"// -----";

/// Options of one run (the flags of `mlir-opt` we support).
#[derive(Clone, Debug, Default)]
pub struct OptOptions {
    /// `--split-input-file`
    pub split_input_file: bool,
    /// `--verify-diagnostics`
    pub verify_diagnostics: bool,
    /// `--allow-unregistered-dialect`
    pub allow_unregistered_dialect: bool,
    /// Printer flags.
    pub print: PrintFlags,
    /// `--mlir-timing`: report phase wall times on stderr.
    pub timing: bool,
}

/// A pass pipeline run on each parsed module; returns diagnostics on failure.
pub type PipelineFn<'a> = dyn FnMut(&mut Context, Operation) -> Result<(), Vec<Diagnostic>> + 'a;

/// Output of a run.
#[derive(Default, Debug)]
pub struct RunOutput {
    /// What goes to stdout (or `-o`).
    pub stdout: Vec<u8>,
    /// What goes to stderr.
    pub stderr: Vec<u8>,
    /// Process exit code.
    pub exit_code: i32,
}

/// A chunk of the input: bytes and the line/column where it starts.
pub struct Chunk<'a> {
    /// The chunk text.
    pub text: &'a [u8],
    /// Byte offset in the whole buffer.
    pub offset: usize,
}

fn find_all(hay: &[u8], needle: &[u8]) -> Vec<usize> {
    let mut out = Vec::new();
    let mut i = 0;
    while i + needle.len() <= hay.len() {
        if &hay[i..i + needle.len()] == needle {
            out.push(i);
            i += needle.len();
        } else {
            i += 1;
        }
    }
    out
}

/// Splits like `mlir::splitAndProcessBuffer`, including its near-miss
/// warnings and quirks (the check after the marker prefix looks for `'0'`).
pub fn split_input<'a>(buf: &'a [u8], warnings: &mut Vec<usize>) -> Vec<Chunk<'a>> {
    const CHECK: usize = 2;
    let prefix = &SPLIT_MARKER[..SPLIT_MARKER.len() - CHECK];
    // Raw pieces split on the marker prefix: (start, end) offsets.
    let mut raw: Vec<(usize, usize)> = Vec::new();
    let mut start = 0;
    for pos in find_all(buf, prefix) {
        raw.push((start, pos));
        start = pos + prefix.len();
    }
    raw.push((start, buf.len()));
    let mut chunks: Vec<(usize, usize)> = Vec::new();
    let mut prev: Option<(usize, usize)> = None;
    for (s, e) in raw {
        match prev {
            None => {
                prev = Some((s, e));
                continue;
            }
            Some((ps, pe)) if ps == pe => {
                // An empty previous piece is replaced wholesale (MLIR quirk).
                prev = Some((s, e));
                continue;
            }
            Some((ps, pe)) => {
                let piece = &buf[s..e];
                let expected =
                    piece.starts_with(b"--") && piece.len() > CHECK && piece[CHECK] != b'0';
                if expected {
                    chunks.push((ps, pe));
                    prev = Some((s + CHECK, e));
                } else {
                    warnings.push(s);
                    prev = Some((ps, e));
                }
            }
        }
    }
    if let Some((s, e)) = prev {
        if s != e {
            chunks.push((s, e));
        }
    }
    chunks
        .into_iter()
        .map(|(s, e)| Chunk {
            text: &buf[s..e],
            offset: s,
        })
        .collect()
}

/// Runs the tool on a whole input buffer named `name`.
pub fn run(
    ctx: &mut Context,
    name: &str,
    input: &[u8],
    opts: &OptOptions,
    pipeline: &mut PipelineFn<'_>,
) -> RunOutput {
    ctx.set_allow_unregistered_dialects(opts.allow_unregistered_dialect);
    ctx.set_print_op_on_diagnostic(!opts.verify_diagnostics);
    let mut out = RunOutput::default();
    let mut srcmgr = SourceMgr::default();
    srcmgr.add(SourceBuffer::new(name, input.to_vec()));
    let whole = srcmgr.get(0);

    let mut warnings = Vec::new();
    let chunks: Vec<(usize, usize)> = if opts.split_input_file {
        split_input(input, &mut warnings)
            .iter()
            .map(|c| (c.offset, c.offset + c.text.len()))
            .collect()
    } else {
        vec![(0, input.len())]
    };
    for w in warnings {
        let (line, col) = whole.line_col(w);
        out.stderr.extend_from_slice(
            format!("{name}:{line}:{col}: warning: near miss with file split marker\n").as_bytes(),
        );
        if let Some(text) = whole.line(line) {
            crate::diag::print_source_line_pub(&mut out.stderr, text, col as usize - 1);
        }
    }
    let mut failed = false;
    for (i, &(s, e)) in chunks.iter().enumerate() {
        if i > 0 {
            out.stdout.extend_from_slice(SPLIT_MARKER);
            out.stdout.push(b'\n');
        }
        let (first_line, first_col) = if i == 0 && s == 0 {
            (1, 1)
        } else {
            whole.line_col(s)
        };
        let chunk = &input[s..e];
        let ok = process_chunk(
            ctx, name, chunk, first_line, first_col, opts, &srcmgr, pipeline, &mut out,
        );
        failed |= !ok;
    }
    out.exit_code = if failed { 1 } else { 0 };
    out
}

#[allow(clippy::too_many_arguments)]
fn process_chunk(
    ctx: &mut Context,
    name: &str,
    chunk: &[u8],
    first_line: u32,
    first_col: u32,
    opts: &OptOptions,
    srcmgr: &SourceMgr,
    pipeline: &mut PipelineFn<'_>,
    out: &mut RunOutput,
) -> bool {
        let parse_opts = ParseOptions { first_line, first_col };
    let mut diags: Vec<Diagnostic> = Vec::new();
    let mut module = None;
    let t0 = std::time::Instant::now();
    let parsed = parse_source(ctx, chunk, name.as_bytes(), &parse_opts);
    let t1 = std::time::Instant::now();
    let mut t2 = t1;
    match parsed {
        Err(d) => diags.extend(d),
        Ok(parsed) => {
            diags.extend(parsed.warnings);
            let v = crate::verifier::verify(ctx, parsed.module);
            t2 = std::time::Instant::now();
            match v {
                Err(d) => diags.extend(d),
                Ok(()) => match pipeline(ctx, parsed.module) {
                    Err(d) => diags.extend(d),
                    Ok(()) => module = Some(parsed.module),
                },
            }
        }
    }
    diags.extend(ctx.take_diagnostics());
    let had_error = diags
        .iter()
        .any(|d| d.severity == crate::diag::Severity::Error);
    if let (Some(m), false) = (module, had_error) {
        print_top_level(ctx, m, &opts.print, &mut out.stdout).expect("in-memory write");
    }
    if opts.timing {
        let t3 = std::time::Instant::now();
        let ms = |a: std::time::Instant, b: std::time::Instant| (b - a).as_secs_f64() * 1e3;
        out.stderr.extend_from_slice(
            format!(
                "timing: parse {:.1} ms, verify {:.1} ms, print {:.1} ms\n",
                ms(t0, t1),
                ms(t1, t2),
                ms(t2, t3)
            )
            .as_bytes(),
        );
    }
    if opts.verify_diagnostics {
        let mut expected = ExpectedDiagnostics::parse(name.as_bytes(), chunk, first_line);
        expected.check(ctx, srcmgr, &diags, &mut out.stderr) == VerifyOutcome::Success
    } else {
        for d in &diags {
            render_diagnostic(ctx, srcmgr, d, &mut out.stderr);
        }
        !had_error
    }
}
