//! `ods-run`: an `mlir-runner`-compatible driver over the x86-64 JIT of
//! `backend-dynasm` (or, with `--interpret`, the reference interpreter).
//!
//! `ods-run FILE -e main -entry-point-result=void` parses FILE (`-` or no
//! file: standard input), verifies it, lowers every function to machine
//! code and calls the entry point. mlir-runner's spellings are accepted:
//! `-e NAME`/`-e=NAME`, `-entry-point-result=void|i32|i64|f32|f64` (one or
//! two dashes), `-shared-libs=...` (ignored: the runner utils are built
//! in), `-O0`..`-O3` and `-mattr=...` (accepted, no effect). A non-void
//! result is printed as mlir-runner prints it (integers in decimal, floats
//! with `%e`). Errors go to stderr with their location; the exit code is
//! non-zero. Debugging: `--dump-mir` prints the machine IR; the environment
//! variable `ODS_RUN_DUMP_CODE=FILE` writes the machine code to FILE
//! (`objdump -D -b binary -mi386:x86-64 -M intel FILE`) and prints where
//! the entry point starts (with `--executor` or another target: where
//! every function starts).

use std::io::{Read, Write};
use std::process::ExitCode;

/// The IR is many small objects created and freed in bursts; mimalloc's
/// per-size free lists make that markedly cheaper than glibc's malloc.
#[global_allocator]
static GLOBAL: mi_alloc::MiAlloc = mi_alloc::MiAlloc;

mod mi_alloc;

const USAGE: &str =
    "OVERVIEW: ods-run: JIT-run MLIR (func/scf/cf/arith/memref/vector) on x86-64 AVX2+FMA

USAGE: ods-run [options] <input file>

OPTIONS:
  -e <name>                          The function to run (default: main)
  --entry-point-result=<type>        void (default), i32, i64, f32 or f64
  --interpret                        Run the reference interpreter instead of the JIT
  --executor[=<command>]             Run the code in another process (a crash is then
                                     reported, not fatal): the built-in executor, or
                                     <command> (e.g. 'ssh board ods-executor')
  --target=<x86_64|aarch64>          The machine to compile for (default: this one);
                                     another machine's code runs in its executor
                                     (AArch64 on x86: under qemu-aarch64)
  --dump-mir                         Print the machine IR to stderr
  --mlir-timing                      Print the time of each phase (parse, verify,
                                     compile) and text-to-callable to stderr
  --mlir-timing-repeat=<n>           Also compile the module n more times in this
                                     process and print the median text-to-callable
  -shared-libs=<libs>                Accepted and ignored (runner utils are built in)
  -O0 -O1 -O2 -O3, -mattr=<attrs>    Accepted for compatibility
";

#[derive(Clone, Copy, PartialEq, Eq)]
enum ResultKind {
    Void,
    I32,
    I64,
    F32,
    F64,
}

struct Args {
    input: String,
    entry: String,
    result: ResultKind,
    interpret: bool,
    dump_mir: bool,
    timing: bool,
    /// `--mlir-timing-repeat=N`: compile N more times in this process.
    repeat: usize,
    /// `--executor[=command]`: `Some(None)` for the built-in one.
    executor: Option<Option<String>>,
    target: backend_dynasm::isa::Target,
}

fn parse_args() -> Result<Args, String> {
    let mut a = Args {
        input: "-".into(),
        entry: "main".into(),
        result: ResultKind::Void,
        interpret: false,
        dump_mir: false,
        timing: false,
        repeat: 0,
        executor: None,
        target: backend_dynasm::isa::Target::host().unwrap_or_default(),
    };
    let mut it = std::env::args().skip(1);
    let mut positional = false;
    while let Some(arg) = it.next() {
        if positional || arg == "-" || !arg.starts_with('-') {
            a.input = arg;
            continue;
        }
        if arg == "--" {
            positional = true;
            continue;
        }
        let body = arg.trim_start_matches('-');
        let (key, val) = match body.split_once('=') {
            Some((k, v)) => (k, Some(v.to_string())),
            None => (body, None),
        };
        match key {
            "e" | "entry-point" => {
                a.entry = match val {
                    Some(v) => v,
                    None => it.next().ok_or("-e needs a function name")?,
                }
            }
            "entry-point-result" => {
                let v = match val {
                    Some(v) => v,
                    None => it.next().ok_or("-entry-point-result needs a type")?,
                };
                a.result = match v.as_str() {
                    "void" => ResultKind::Void,
                    "i32" => ResultKind::I32,
                    "i64" => ResultKind::I64,
                    "f32" => ResultKind::F32,
                    "f64" => ResultKind::F64,
                    _ => return Err(format!("unsupported -entry-point-result={v}")),
                }
            }
            "interpret" => a.interpret = true,
            "executor" => a.executor = Some(val),
            "target" => {
                let v = match val {
                    Some(v) => v,
                    None => it.next().ok_or("--target needs a machine")?,
                };
                a.target = backend_dynasm::isa::Target::from_name(&v)
                    .ok_or_else(|| format!("unknown target '{v}' (x86_64 or aarch64)"))?;
            }
            "dump-mir" => a.dump_mir = true,
            "mlir-timing" | "timing" => a.timing = true,
            "mlir-timing-repeat" => {
                a.timing = true;
                a.repeat = val
                    .and_then(|v| v.parse().ok())
                    .ok_or("--mlir-timing-repeat needs a count, as in --mlir-timing-repeat=20")?;
            }
            "shared-libs"
            | "mattr"
            | "march"
            | "mcpu"
            | "O0"
            | "O1"
            | "O2"
            | "O3"
            | "mlir-disable-threading" => {}
            "h" | "help" => {
                print!("{USAGE}");
                std::process::exit(0);
            }
            _ => return Err(format!("unknown option '{arg}' (see --help)")),
        }
    }
    Ok(a)
}

/// How mlir-runner prints a result: integers in decimal, floats as
/// `llvm::raw_ostream << double` (`%e`).
fn print_result(kind: ResultKind, bits: u64) -> String {
    match kind {
        ResultKind::Void => String::new(),
        ResultKind::I32 => format!("{}\n", bits as u32 as i32),
        ResultKind::I64 => format!("{}\n", bits as i64),
        ResultKind::F32 => format!("{}\n", format_e(f32::from_bits(bits as u32) as f64)),
        ResultKind::F64 => format!("{}\n", format_e(f64::from_bits(bits))),
    }
}

/// C's `%e`.
fn format_e(v: f64) -> String {
    if v.is_nan() {
        return if v.is_sign_negative() { "-nan" } else { "nan" }.into();
    }
    if v.is_infinite() {
        return if v < 0.0 { "-inf" } else { "inf" }.into();
    }
    let s = format!("{v:.6e}");
    let (m, e) = s.split_once('e').expect("exponent");
    let e: i32 = e.parse().expect("exponent digits");
    format!("{m}e{}{:02}", if e < 0 { '-' } else { '+' }, e.abs())
}

fn fail(msg: impl std::fmt::Display) -> ExitCode {
    let _ = std::io::stdout().flush();
    eprintln!("ods-run: {msg}");
    ExitCode::FAILURE
}

fn main() -> ExitCode {
    // (no huge pages until the kernel runs: see NoHugePages)
    let no_huge_pages = backend_dynasm::runtime::NoHugePages::new();
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => return fail(e),
    };
    let t_start = std::time::Instant::now();
    let (name, text) = if args.input == "-" {
        let mut v = Vec::new();
        if let Err(e) = std::io::stdin().read_to_end(&mut v) {
            return fail(format!("cannot read standard input: {e}"));
        }
        ("<stdin>".to_string(), v)
    } else {
        match std::fs::read(&args.input) {
            Ok(v) => (args.input.clone(), v),
            Err(e) => return fail(format!("cannot open '{}': {e}", args.input)),
        }
    };
    let mut ctx = ods::ir::Context::new();
    dialects::register_all(&mut ctx);
    // Process-independent set-up (context, dialect registration): the part
    // of a run that does not depend on the module (jit.sh subtracts the
    // corresponding trivial-module time on MLIR's side).
    let t_setup = std::time::Instant::now();
    // (page faults per phase, for --mlir-timing: one syscall each)
    let faults = || {
        args.timing
            .then(backend_dynasm::runtime::minor_page_faults)
            .flatten()
    };
    let f_setup = faults();
    let render = |ctx: &ods::ir::Context, diags: &[ods::diag::Diagnostic]| {
        let mut m = ods::diag::SourceMgr::default();
        m.add(ods::diag::SourceBuffer::new(name.clone(), text.clone()));
        let mut out = Vec::new();
        for d in diags {
            ods::diag::render_diagnostic(ctx, &m, d, &mut out);
        }
        let _ = std::io::stderr().write_all(&out);
    };
    let parsed = match ods::asm::parse_source(&mut ctx, &text, name.as_bytes(), &Default::default())
    {
        Ok(p) => p,
        Err(diags) => {
            render(&ctx, &diags);
            return ExitCode::FAILURE;
        }
    };
    let t_parsed = std::time::Instant::now();
    let f_parsed = faults();
    if let Err(diags) = ods::verifier::verify(&ctx, parsed.module) {
        render(&ctx, &diags);
        return ExitCode::FAILURE;
    }
    let t_verified = std::time::Instant::now();
    let f_verified = faults();
    if args.interpret {
        let mut it = dialects::interp::Interpreter::new(&ctx, parsed.module);
        let r = it.call(&args.entry, vec![]);
        let mut so = std::io::stdout().lock();
        let _ = so.write_all(&it.stdout);
        let _ = so.flush();
        let _ = std::io::stderr().write_all(&it.stderr);
        return match r {
            Err(e) => fail(e),
            Ok(vals) => {
                use dialects::arith::eval::Scalar;
                let bits = match vals.first() {
                    Some(dialects::interp::RtValue::Data(d)) => match d.first() {
                        Some(Scalar::Int(i)) => i.low_u64(),
                        Some(Scalar::Float(f)) => dialects::arith::eval::float_bits(f).low_u64(),
                        _ => 0,
                    },
                    _ => 0,
                };
                if args.result != ResultKind::Void && vals.len() != 1 {
                    return fail(format!(
                        "'{}' returns {} values, expected one",
                        args.entry,
                        vals.len()
                    ));
                }
                let _ = so.write_all(print_result(args.result, bits).as_bytes());
                ExitCode::SUCCESS
            }
        };
    }
    let phases = Phases {
        start: t_start,
        setup: (t_setup, f_setup),
        parsed: (t_parsed, f_parsed),
        verified: (t_verified, f_verified),
    };
    let opts = backend_dynasm::lower::CompileOptions {
        dump_mir: args.dump_mir,
        target: args.target,
    };
    // Code for another machine, or on request, runs in an executor.
    let foreign = backend_dynasm::isa::Target::host() != Some(args.target);
    if args.executor.is_some() || foreign {
        let command = args.executor.clone().flatten();
        return run_in_executor(
            &mut ctx,
            parsed.module,
            &opts,
            &args,
            command.as_deref(),
            &render,
            &|| phases.report("code", faults()),
        );
    }
    // SAFETY: running the program is the point of this tool; like
    // mlir-runner, IR with out-of-bounds accesses has undefined behaviour.
    let compiled =
        match unsafe { backend_dynasm::lower::compile_module(&mut ctx, parsed.module, &opts) } {
            Ok(c) => c,
            Err(backend_dynasm::lower::LowerError::VectorLowering(diags)) => {
                render(&ctx, &diags);
                return ExitCode::FAILURE;
            }
            Err(e) => return fail(e),
        };
    let jit = &compiled.jit;
    drop(no_huge_pages);
    if args.timing {
        phases.report("callable", faults());
    }
    if args.repeat > 0 {
        report_warm_compiles(&text, name.as_bytes(), &opts, args.repeat);
    }
    if let Ok(path) = std::env::var("ODS_RUN_DUMP_CODE") {
        // debugging aid: raw machine code (objdump -D -b binary -mi386:x86-64)
        let _ = std::fs::write(path, jit.code());
        if let Some(o) = jit.entry_offset(&args.entry) {
            eprintln!("{} at {o:#x}", args.entry);
        }
    }
    let bits = match args.result {
        ResultKind::Void => jit.get::<fn()>(&args.entry).map(|f| {
            f.call(());
            0
        }),
        ResultKind::I32 => jit
            .get::<fn() -> i32>(&args.entry)
            .map(|f| f.call(()) as u32 as u64),
        ResultKind::I64 => jit
            .get::<fn() -> i64>(&args.entry)
            .map(|f| f.call(()) as u64),
        ResultKind::F32 => jit
            .get::<fn() -> f32>(&args.entry)
            .map(|f| f.call(()).to_bits() as u64),
        ResultKind::F64 => jit
            .get::<fn() -> f64>(&args.entry)
            .map(|f| f.call(()).to_bits()),
    };
    match bits {
        Ok(b) => {
            let mut so = std::io::stdout().lock();
            let _ = so.write_all(print_result(args.result, b).as_bytes());
            let _ = so.flush();
            ExitCode::SUCCESS
        }
        Err(e) => fail(e),
    }
}

/// When each phase of a run ended (and the page faults so far), for
/// `--mlir-timing-repeat=N`: text to callable again, `n` times, in this
/// process (each in a new context, its set-up not counted), as a JIT
/// library compiling one module after another sees it: the first compile
/// of a process also pays for first touches of code and memory.
fn report_warm_compiles(
    text: &[u8],
    name: &[u8],
    opts: &backend_dynasm::lower::CompileOptions,
    n: usize,
) {
    let mut times = Vec::with_capacity(n);
    for _ in 0..n {
        let mut ctx = ods::ir::Context::new();
        dialects::register_all(&mut ctx);
        let t0 = std::time::Instant::now();
        let Ok(parsed) = ods::asm::parse_source(&mut ctx, text, name, &Default::default()) else {
            return;
        };
        if ods::verifier::verify(&ctx, parsed.module).is_err() {
            return;
        }
        // SAFETY: the same module as the one compiled above, under the same
        // contract; nothing of this copy is ever called.
        let compiled =
            unsafe { backend_dynasm::lower::compile_module(&mut ctx, parsed.module, opts) };
        times.push(t0.elapsed().as_secs_f64() * 1e3);
        drop(compiled);
    }
    let mut sorted = times.clone();
    sorted.sort_by(f64::total_cmp);
    eprintln!(
        "ods-run timing: text to callable again in this process: median {:.3} ms, min {:.3} ms over {n} compiles",
        sorted[n / 2],
        sorted[0]
    );
}

/// `--mlir-timing`.
struct Phases {
    start: std::time::Instant,
    setup: (std::time::Instant, Option<u64>),
    parsed: (std::time::Instant, Option<u64>),
    verified: (std::time::Instant, Option<u64>),
}

impl Phases {
    /// Prints the phases up to now, compilation ending now. `what` is what
    /// compilation produced: a `callable` (linked into this process) or
    /// `code` (bytes for an executor: the same work without the mapping).
    fn report(&self, what: &str, faults_now: Option<u64>) {
        let now = std::time::Instant::now();
        let ms = |a: std::time::Instant, b: std::time::Instant| (b - a).as_secs_f64() * 1e3;
        eprintln!(
            "ods-run timing: set-up (read, context, dialects) {:.3} ms, parse {:.3} ms, \
             verify {:.3} ms, compile (vector lowering, MIR, registers, emission) {:.3} ms, \
             text to {what} {:.3} ms",
            ms(self.start, self.setup.0),
            ms(self.setup.0, self.parsed.0),
            ms(self.parsed.0, self.verified.0),
            ms(self.verified.0, now),
            ms(self.setup.0, now)
        );
        if let (Some(a), Some(b), Some(c), Some(d)) =
            (self.setup.1, self.parsed.1, self.verified.1, faults_now)
        {
            eprintln!(
                "ods-run page faults: parse {}, verify {}, compile {}, text to {what} {}",
                b - a,
                c - b,
                d - c,
                d - a
            );
        }
    }
}

/// `--executor`: compiles the module and runs the entry point in an
/// executor process; a crash there is an error here, not the end of this
/// process.
fn run_in_executor(
    ctx: &mut ods::ir::Context,
    module: ods::ir::Operation,
    opts: &backend_dynasm::lower::CompileOptions,
    args: &Args,
    command: Option<&str>,
    render: &dyn Fn(&ods::ir::Context, &[ods::diag::Diagnostic]),
    report_timing: &dyn Fn(),
) -> ExitCode {
    use backend_dynasm::executor::{self, ExecError, Executor, Image};
    let emitted = match backend_dynasm::lower::emit_module(ctx, module, opts) {
        Ok(e) => e,
        Err(backend_dynasm::lower::LowerError::VectorLowering(diags)) => {
            render(ctx, &diags);
            return ExitCode::FAILURE;
        }
        Err(e) => return fail(e),
    };
    if args.timing {
        report_timing();
    }
    let Some((_, sig)) = emitted.signatures.iter().find(|(n, _)| *n == args.entry) else {
        return fail(format!("no function '{}' to run", args.entry));
    };
    if !sig.params.is_empty() {
        return fail(format!(
            "'{}' takes arguments: the entry point must take none",
            args.entry
        ));
    }
    let command: Vec<std::ffi::OsString> = match command {
        Some(c) => c.split_whitespace().map(Into::into).collect(),
        None => match executor::default_command(args.target) {
            Ok(c) => c,
            Err(e) => return fail(e),
        },
    };
    let result = match args.result {
        ResultKind::Void => executor::ResultKind::None,
        ResultKind::I32 | ResultKind::I64 => executor::ResultKind::Int,
        ResultKind::F32 => executor::ResultKind::F32,
        ResultKind::F64 => executor::ResultKind::F64,
    };
    let image = Image {
        code: &emitted.code.bytes,
        data: &emitted.data,
        relocs: &emitted.code.relocs,
    };
    let entry = emitted.code.entries[&args.entry];
    if let Ok(path) = std::env::var("ODS_RUN_DUMP_CODE") {
        // debugging aid: raw machine code (objdump -D -b binary -m aarch64)
        // and where every function starts (bench/aarch64_mca.py reads them)
        let _ = std::fs::write(path, &emitted.code.bytes);
        let mut funcs: Vec<_> = emitted.code.entries.iter().collect();
        funcs.sort_by_key(|(_, &o)| o);
        for (name, o) in funcs {
            eprintln!("{name} at {o:#x}");
        }
    }
    let mut so = std::io::stdout().lock();
    let mut se = std::io::stderr();
    let run = Executor::spawn(&command).and_then(|mut x| {
        x.load(&image)?;
        x.call(entry, &[], result, &mut so, &mut se)
    });
    match run {
        Ok(bits) => {
            let _ = so.write_all(print_result(args.result, bits).as_bytes());
            let _ = so.flush();
            ExitCode::SUCCESS
        }
        // `cf.assert`: the message is out; abort as the in-process JIT does
        Err(ExecError::Crashed { signal: 6, .. }) => {
            let _ = so.flush();
            std::process::abort()
        }
        Err(e) => fail(e),
    }
}
