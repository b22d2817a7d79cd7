//! The `mlir-opt` command line (MLIR's `MlirOptMain`), for any set of
//! dialects: `ods-opt` is this with the shipped dialects, and a dialect
//! crate's own `*-opt` is one call (see [`mlir_opt_main`]).

use ods::ir::Context;
use ods::tool::{run_to, Input, OptOptions};
use std::io::{Read, Write};
use std::process::ExitCode;

/// The usage text; `TOOL` is the program's name.
const USAGE: &str = "OVERVIEW: TOOL: an mlir-opt compatible driver

USAGE: TOOL [options] <input file>

OPTIONS:
  -o <filename>                      Output filename
  --allow-unregistered-dialect       Allow operation with no registered dialects
  --mlir-print-op-generic            Print the generic op form
  --mlir-print-debuginfo             Print debug info in MLIR output
  --mlir-print-local-scope           Print with local scope and inline information
  --mlir-print-assume-verified       Skip op verification when using custom printers
  --mlir-elide-elementsattrs-if-larger=<uint>
  --mlir-print-elementsattrs-with-hex-if-larger=<long>
  --split-input-file                 Split the input file into pieces and process each chunk independently
  --verify-diagnostics               Check that emitted diagnostics match expected-* lines on the corresponding line
  --mlir-disable-threading           Accepted for compatibility (TOOL is single-threaded)
  --dialect-doc=<name>               Print the markdown documentation of a registered dialect and exit
  --pass-pipeline=<pipeline>         A textual pass pipeline, e.g. 'builtin.module(func.func(canonicalize))'
  --canonicalize[=<options>]         Canonicalize operations (options: top-down, region-simplify,
                                     max-iterations, max-num-rewrites, test-convergence,
                                     disable-patterns, enable-patterns)
  --cse                              Eliminate common sub-expressions
";

/// The usage text with the passes dialect crates registered.
fn usage(tool: &str) -> String {
    let mut s = USAGE.replace("TOOL", tool);
    for p in ods::pass::registered_passes() {
        let flag = format!("  --{}", p.name);
        if flag.len() < 37 {
            s += &format!("{flag:<37}{}\n", p.description);
        } else {
            // Too long for the column: the description goes below it.
            s += &format!("{flag}\n{:37}{}\n", "", p.description);
        }
    }
    s
}

struct Args {
    input: String,
    output: Option<String>,
    opts: OptOptions,
    /// `--dialect-doc NAME`: document a dialect instead of processing input.
    dialect_doc: Option<String>,
    /// Pass flags and `--pass-pipeline`, in command-line order.
    passes: Vec<PassSpec>,
}

/// A pass given on the command line.
#[derive(Clone)]
enum PassSpec {
    /// `--canonicalize=opts`, `--cse`: a pass on the top-level op.
    Flag(String, String),
    /// `--pass-pipeline=TEXT`.
    Pipeline(String),
}

/// Builds the pass manager the command line describes.
fn build_pass_manager(specs: &[PassSpec]) -> Result<ods::pass::OpPassManager, String> {
    let mut pm = ods::pass::OpPassManager::new(None);
    for s in specs {
        match s {
            PassSpec::Flag(name, opts) => {
                let ctor = ods::pass::registered_pass(name)
                    .ok_or_else(|| format!("unknown pass '{name}'"))?;
                let opts = ods::pass::PassOptions::parse(opts)?;
                pm.passes.push(ods::pass::PassEntry::Pass(ctor(&opts)?));
            }
            PassSpec::Pipeline(text) => {
                let nested = ods::pass::parse_pass_pipeline(text)?;
                if nested
                    .anchor
                    .as_deref()
                    .is_some_and(|a| a != "builtin.module")
                {
                    return Err(format!(
                        "Can't add pass pipeline anchored on '{}' to a pass manager on 'builtin.module'",
                        nested.anchor.unwrap_or_default()
                    ));
                }
                pm.passes.extend(nested.passes);
            }
        }
    }
    Ok(pm)
}

/// A flag's value: after `=`, or the next argument (`-o out`).
fn flag_value(
    argv: &[String],
    i: &mut usize,
    value: Option<String>,
    missing: &str,
) -> Result<String, String> {
    match value {
        Some(v) => Ok(v),
        None => {
            *i += 1;
            argv.get(*i).cloned().ok_or_else(|| missing.to_string())
        }
    }
}

fn parse_args(tool: &str, argv: &[String]) -> Result<Args, String> {
    let mut input: Option<String> = None;
    let mut output = None;
    let mut dialect_doc = None;
    let mut passes = Vec::new();
    let mut opts = OptOptions::default();
    let mut i = 0;
    while i < argv.len() {
        let a = &argv[i];
        // mlir-opt accepts both `-flag` and `--flag`, and `--flag=value`.
        let norm = if a.starts_with("--") {
            a[1..].to_string()
        } else {
            a.clone()
        };
        let (flag, value) = match norm.split_once('=') {
            Some((f, v)) => (f.to_string(), Some(v.to_string())),
            None => (norm.clone(), None),
        };
        match flag.as_str() {
            "-o" => {
                let missing =
                    format!("{tool}: Not enough positional command line arguments specified!");
                output = Some(flag_value(argv, &mut i, value, &missing)?);
            }
            "-dialect-doc" => {
                let missing = format!("{tool}: missing dialect name for --dialect-doc");
                dialect_doc = Some(flag_value(argv, &mut i, value, &missing)?);
            }
            "-pass-pipeline" => {
                let missing = format!("{tool}: missing value for --pass-pipeline");
                passes.push(PassSpec::Pipeline(flag_value(
                    argv, &mut i, value, &missing,
                )?));
            }
            f if f.len() > 1 && ods::pass::registered_pass(&f[1..]).is_some() => passes.push(
                PassSpec::Flag(flag[1..].to_string(), value.unwrap_or_default()),
            ),
            "-split-input-file" => opts.split_input_file = true,
            "-verify-diagnostics" => opts.verify_diagnostics = true,
            "-allow-unregistered-dialect" => opts.allow_unregistered_dialect = true,
            "-mlir-print-op-generic" => opts.print.generic = true,
            "-mlir-print-debuginfo" => opts.print.debug_info = true,
            "-mlir-print-local-scope" => opts.print.local_scope = true,
            "-mlir-print-assume-verified" => opts.print.assume_verified = true,
            "-mlir-disable-threading" => {}
            "-mlir-timing" => opts.timing = true,
            "-mlir-elide-elementsattrs-if-larger" => {
                let v = value.ok_or_else(|| {
                    format!("{tool}: missing value for --mlir-elide-elementsattrs-if-larger")
                })?;
                opts.print.elide_elements_larger_than = Some(
                    v.parse()
                        .map_err(|_| format!("{tool}: invalid value '{v}'"))?,
                );
            }
            "-mlir-print-elementsattrs-with-hex-if-larger" => {
                let v = value.ok_or_else(|| {
                    format!(
                        "{tool}: missing value for --mlir-print-elementsattrs-with-hex-if-larger"
                    )
                })?;
                opts.print.hex_elements_larger_than = Some(
                    v.parse()
                        .map_err(|_| format!("{tool}: invalid value '{v}'"))?,
                );
            }
            "-h" | "-help" => return Err(usage(tool)),
            "-" => input = Some("-".into()),
            f if f.starts_with('-') => {
                return Err(format!(
                    "{tool}: Unknown command line argument '{a}'.  Try: '{tool} --help'"
                ));
            }
            _ => {
                if input.is_some() {
                    return Err(format!("{tool}: Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: {tool} --help"));
                }
                input = Some(a.clone());
            }
        }
        i += 1;
    }
    Ok(Args {
        input: input.unwrap_or_else(|| "-".into()),
        output,
        opts,
        dialect_doc,
        passes,
    })
}

/// The OS's message for an I/O error, as LLVM prints it (without Rust's
/// " (os error N)" suffix).
fn os_reason(e: &std::io::Error) -> String {
    let s = e.to_string();
    match s.rfind(" (os error ") {
        Some(i) if s.ends_with(')') => s[..i].to_string(),
        _ => s,
    }
}

/// `--dialect-doc NAME`: prints the dialect's markdown page to `output`
/// (standard output when `None` or `-`).
fn print_dialect_doc(
    tool: &str,
    register: fn(&mut Context),
    name: &str,
    output: Option<&str>,
) -> ExitCode {
    let mut ctx = Context::new();
    register(&mut ctx);
    let Some(page) = ods::opdef::doc::dialect_doc(&ctx, name) else {
        let known: Vec<String> = ctx
            .dialect_names()
            .iter()
            .map(|d| String::from_utf8_lossy(d).into_owned())
            .collect();
        eprintln!(
            "{tool}: unknown dialect '{name}' for --dialect-doc (registered dialects: {})",
            known.join(", ")
        );
        return ExitCode::from(1);
    };
    let written = match output.filter(|p| *p != "-") {
        Some(path) => std::fs::write(path, page)
            .map_err(|e| format!("cannot open output file '{path}': {}", os_reason(&e))),
        None => std::io::stdout()
            .write_all(page.as_bytes())
            .map_err(|e| format!("{tool}: {}", os_reason(&e))),
    };
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            eprintln!("{msg}");
            ExitCode::from(1)
        }
    }
}

/// `MlirOptMain`: runs the `mlir-opt` command line (`std::env::args`) with
/// the dialects `register_dialects` registers and the passes registered in
/// `ods::pass` so far; `tool` names the program in its messages. A
/// dialect crate's `toy-opt`:
///
/// ```text
/// fn main() -> std::process::ExitCode {
///     toy::register_passes();
///     ods_opt::mlir_opt_main("toy-opt", |ctx| {
///         dialects::register_all(ctx);
///         toy::register(ctx);
///     })
/// }
/// ```
pub fn mlir_opt_main(tool: &str, register_dialects: fn(&mut Context)) -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    mlir_opt_main_with_args(tool, &argv, register_dialects)
}

/// [`mlir_opt_main`] on the given arguments (without the program name).
pub fn mlir_opt_main_with_args(
    tool: &str,
    argv: &[String],
    register_dialects: fn(&mut Context),
) -> ExitCode {
    let args = match parse_args(tool, argv) {
        Ok(a) => a,
        Err(msg) => {
            eprintln!("{msg}");
            return ExitCode::from(1);
        }
    };
    if let Some(name) = &args.dialect_doc {
        return print_dialect_doc(tool, register_dialects, name, args.output.as_deref());
    }
    // Standard input is read whole; files are streamed by the tool.
    let stdin_data = if args.input == "-" {
        let mut buf = Vec::new();
        if let Err(e) = std::io::stdin().read_to_end(&mut buf) {
            eprintln!("cannot read standard input: {e}");
            return ExitCode::from(1);
        }
        Some(buf)
    } else {
        // mlir-opt reads the whole file up front; report what it would.
        let problem = match std::fs::metadata(&args.input) {
            Err(e) => Some(os_reason(&e)),
            Ok(m) if m.is_dir() => Some("Is a directory".to_string()),
            Ok(_) => std::fs::File::open(&args.input)
                .err()
                .map(|e| os_reason(&e)),
        };
        if let Some(reason) = problem {
            eprintln!("cannot open input file '{}': {}", args.input, reason);
            return ExitCode::from(1);
        }
        None
    };
    let name = if stdin_data.is_some() {
        "<stdin>".to_string()
    } else {
        args.input.clone()
    };
    let out_path = args.output.clone().filter(|p| p != "-");
    let mut sink: Box<dyn Write + Send> = match &out_path {
        Some(path) => match std::fs::File::create(path) {
            Ok(f) => Box::new(std::io::BufWriter::with_capacity(1 << 16, f)),
            Err(e) => {
                eprintln!("cannot open output file '{path}': {}", os_reason(&e));
                return ExitCode::from(1);
            }
        },
        None => Box::new(std::io::BufWriter::with_capacity(
            1 << 16,
            std::io::stdout(),
        )),
    };
    if let Err(e) = build_pass_manager(&args.passes) {
        eprintln!("{tool}: {e}");
        return ExitCode::from(1);
    }
    // Deeply nested input recurses in the parser; give it a large stack.
    let handle = std::thread::Builder::new()
        .stack_size(1 << 30)
        .spawn(move || {
            let mut ctx = Context::new();
            register_dialects(&mut ctx);
            let input = match &stdin_data {
                Some(d) => Input::Bytes(d),
                None => Input::File(std::path::Path::new(&args.input)),
            };
            let mut stderr = std::io::stderr();
            let mut pm = build_pass_manager(&args.passes).expect("validated above");
            let r = run_to(
                &mut ctx,
                &name,
                input,
                &args.opts,
                &mut |ctx, module| pm.run(ctx, module),
                &mut sink,
                &mut stderr,
            );
            r.and_then(|code| sink.flush().map(|_| code))
        });
    let code = match handle.map(|h| h.join()) {
        Ok(Ok(Ok(code))) => code,
        Ok(Ok(Err(e))) => {
            eprintln!("{tool}: {}", os_reason(&e));
            1
        }
        _ => {
            eprintln!("{tool}: internal error");
            2
        }
    };
    // Like mlir-opt's ToolOutputFile, an output file is kept only on success;
    // special files (`-o /dev/null`, pipes) are never removed.
    if code != 0 {
        if let Some(path) = &out_path {
            if std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_file()) {
                let _ = std::fs::remove_file(path);
            }
        }
    }
    ExitCode::from(code as u8)
}
