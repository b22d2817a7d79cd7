//! The `mlir-opt`-compatible driver logic behind `ods-opt`: input splitting,
//! parse/verify/print of each chunk, and `--verify-diagnostics`.

use crate::asm::{parse_source, print_top_level, ParseOptions, PrintFlags};
use crate::diag::{
    render_diagnostic, Diagnostic, ExpectedDiagnostics, SourceBuffer, SourceMgr, VerifyOutcome,
};
use crate::ir::{Context, Operation};
use std::io::Write;

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

/// Where the input comes from.
pub enum Input<'a> {
    /// An in-memory buffer (standard input, tests).
    Bytes(&'a [u8]),
    /// A file. Without `--split-input-file` and `--verify-diagnostics` it is
    /// streamed through the lexer's window instead of being held in memory,
    /// and read whole only if a diagnostic needs its source lines.
    File(&'a std::path::Path),
}

/// Runs the tool on a whole input buffer named `name`, collecting the output
/// in memory.
pub fn run(
    ctx: &mut Context,
    name: &str,
    input: &[u8],
    opts: &OptOptions,
    pipeline: &mut PipelineFn<'_>,
) -> RunOutput {
    let mut out = RunOutput::default();
    let (mut so, mut se) = (Vec::new(), Vec::new());
    out.exit_code = run_to(
        ctx,
        name,
        Input::Bytes(input),
        opts,
        pipeline,
        &mut so,
        &mut se,
    )
    .expect("writing to memory cannot fail");
    out.stdout = so;
    out.stderr = se;
    out
}

/// Runs the tool, writing output and diagnostics as they are produced.
/// Returns the process exit code; an error only for failed writes or an
/// unreadable input file.
pub fn run_to(
    ctx: &mut Context,
    name: &str,
    input: Input<'_>,
    opts: &OptOptions,
    pipeline: &mut PipelineFn<'_>,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> std::io::Result<i32> {
    ctx.set_allow_unregistered_dialects(opts.allow_unregistered_dialect);
    ctx.set_print_op_on_diagnostic(!opts.verify_diagnostics);
    let owned;
    let input: &[u8] = match input {
        Input::File(path) if !opts.split_input_file && !opts.verify_diagnostics => {
            let ok = run_streaming(ctx, name, path, opts, pipeline, stdout, stderr)?;
            return Ok(if ok { 0 } else { 1 });
        }
        Input::File(path) => {
            owned = std::fs::read(path)?;
            &owned
        }
        Input::Bytes(b) => b,
    };
    // The source manager (a copy of the input plus a line table) is built
    // only when a diagnostic or `--verify-diagnostics` needs it.
    let srcmgr = std::cell::OnceCell::new();
    let srcmgr = || {
        srcmgr.get_or_init(|| {
            let mut m = SourceMgr::default();
            m.add(SourceBuffer::new(name, input.to_vec()));
            m
        })
    };

    let mut warnings = Vec::new();
    let chunks: Vec<(usize, usize)> = if opts.split_input_file {
        split_input(input, &mut warnings)
            .iter()
            .map(|c| (c.offset, c.offset + c.text.len()))
            .collect()
    } else {
        vec![(0, input.len())]
    };
    let mut err = Vec::new();
    for w in warnings {
        let whole = srcmgr().get(0);
        let (line, col) = whole.line_col(w);
        err.extend_from_slice(
            format!("{name}:{line}:{col}: warning: near miss with file split marker\n").as_bytes(),
        );
        if let Some(text) = whole.line(line) {
            crate::diag::print_source_line_pub(&mut err, text, col as usize - 1);
        }
    }
    stderr.write_all(&err)?;
    let mut failed = false;
    for (i, &(s, e)) in chunks.iter().enumerate() {
        if i > 0 {
            stdout.write_all(SPLIT_MARKER)?;
            stdout.write_all(b"\n")?;
        }
        let (first_line, first_col) = if i == 0 && s == 0 {
            (1, 1)
        } else {
            srcmgr().get(0).line_col(s)
        };
        let chunk = &input[s..e];
        let parse_opts = ParseOptions {
            first_line,
            first_col,
        };
        if i > 0 {
            ctx.clear_resources();
        }
        let t0 = std::time::Instant::now();
        let parsed = parse_source(ctx, chunk, name.as_bytes(), &parse_opts);
        let ok = finish_chunk(
            ctx,
            parsed,
            t0,
            opts,
            pipeline,
            stdout,
            stderr,
            &mut |ctx, diags, err| {
                if opts.verify_diagnostics {
                    let mut expected =
                        ExpectedDiagnostics::parse(name.as_bytes(), chunk, first_line);
                    expected.check(ctx, srcmgr(), diags, err) == VerifyOutcome::Success
                } else {
                    for d in diags {
                        render_diagnostic(ctx, srcmgr(), d, err);
                    }
                    !diags
                        .iter()
                        .any(|d| d.severity == crate::diag::Severity::Error)
                }
            },
        )?;
        failed |= !ok;
    }
    Ok(if failed { 1 } else { 0 })
}

/// Parses a file through the streaming lexer; the file is read whole only
/// to render diagnostics.
fn run_streaming(
    ctx: &mut Context,
    name: &str,
    path: &std::path::Path,
    opts: &OptOptions,
    pipeline: &mut PipelineFn<'_>,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> std::io::Result<bool> {
    let file = std::fs::File::open(path)?;
    let read_error = std::rc::Rc::new(std::cell::RefCell::new(None));
    let reader = ErrorRecordingReader {
        inner: file,
        error: read_error.clone(),
    };
    let t0 = std::time::Instant::now();
    let parsed = crate::asm::parse_stream(ctx, Box::new(reader), name.as_bytes());
    // The lexer treats a failed read as the end of input; surface it.
    if let Some(e) = read_error.borrow_mut().take() {
        return Err(e);
    }
    if parsed.is_err() {
        // Some parse diagnostics look back at earlier lines (MLIR's
        // wrong-token heuristic), which the stream no longer holds: redo the
        // run on the whole file. Nothing has been written yet.
        let data = std::fs::read(path)?;
        drop(ctx.take_diagnostics());
        let code = run_to(
            ctx,
            name,
            Input::Bytes(&data),
            opts,
            pipeline,
            stdout,
            stderr,
        )?;
        return Ok(code == 0);
    }
    finish_chunk(
        ctx,
        parsed,
        t0,
        opts,
        pipeline,
        stdout,
        stderr,
        &mut |ctx, diags, err| {
            if diags.is_empty() {
                return true;
            }
            let mut m = SourceMgr::default();
            m.add(SourceBuffer::new(
                name,
                std::fs::read(path).unwrap_or_default(),
            ));
            for d in diags {
                render_diagnostic(ctx, &m, d, err);
            }
            !diags
                .iter()
                .any(|d| d.severity == crate::diag::Severity::Error)
        },
    )
}

/// Passes reads through, keeping the first error (other than `Interrupted`).
struct ErrorRecordingReader<R> {
    inner: R,
    error: std::rc::Rc<std::cell::RefCell<Option<std::io::Error>>>,
}

impl<R: std::io::Read> std::io::Read for ErrorRecordingReader<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let r = self.inner.read(buf);
        if let Err(e) = &r {
            if e.kind() != std::io::ErrorKind::Interrupted {
                self.error
                    .borrow_mut()
                    .get_or_insert_with(|| std::io::Error::new(e.kind(), e.to_string()));
            }
        }
        r
    }
}

/// Reports a chunk's diagnostics; returns whether the chunk succeeded.
type ReportFn<'a> = dyn FnMut(&Context, &[Diagnostic], &mut Vec<u8>) -> bool + 'a;

/// Verifies, runs the pipeline on and prints a parsed chunk, then reports
/// its diagnostics through `report`.
#[allow(clippy::too_many_arguments)]
fn finish_chunk(
    ctx: &mut Context,
    parsed: Result<crate::asm::ParsedModule, Vec<Diagnostic>>,
    t0: std::time::Instant,
    opts: &OptOptions,
    pipeline: &mut PipelineFn<'_>,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
    report: &mut ReportFn<'_>,
) -> std::io::Result<bool> {
    let mut diags: Vec<Diagnostic> = Vec::new();
    let mut module = None;
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
        print_top_level(ctx, m, &opts.print, stdout)?;
    }
    let mut err = Vec::new();
    if opts.timing {
        let t3 = std::time::Instant::now();
        let ms = |a: std::time::Instant, b: std::time::Instant| (b - a).as_secs_f64() * 1e3;
        err.extend_from_slice(
            format!(
                "timing: parse {:.1} ms, verify {:.1} ms, print {:.1} ms\n",
                ms(t0, t1),
                ms(t1, t2),
                ms(t2, t3)
            )
            .as_bytes(),
        );
    }
    let ok = report(ctx, &diags, &mut err);
    stderr.write_all(&err)?;
    Ok(ok)
}
