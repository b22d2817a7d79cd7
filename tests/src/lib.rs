//! Shared helpers for the integration tests: the oracles ([`oracle`]: MLIR
//! 22's tools, the shared corpus, and what a missing one means), running
//! tools, and the random program generators.

pub mod aarch64_reference;
pub mod arith_gen;
pub mod driver_cases;
pub mod fixpoint;
pub mod gen_generic;
pub mod kernel_gen;
pub mod lowering_gen;
pub mod odstest;
pub mod oracle;
pub mod rng;
pub mod vector_gen;

pub use aarch64_reference::{aarch64_reference_stdout, x86_reference_stdout};

use std::path::{Path, PathBuf};
use std::process::Command;

/// Recursively lists files under `dir` whose name ends with `suffix`, sorted.
pub fn files_with_suffix(dir: &Path, suffix: &str) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(rd) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.to_string_lossy().ends_with(suffix) {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// The `CHECK` lines of a kernel's output (what the bench kernels compare).
pub fn check_lines(out: &str) -> Vec<String> {
    out.lines()
        .filter(|l| l.starts_with("CHECK"))
        .map(str::to_string)
        .collect()
}

/// Runs `mlir-opt` on many inputs at once by joining them with the split
/// marker (one process instead of one per input) and returns each chunk's
/// stdout. Inputs must not contain the marker themselves. An input on which
/// mlir-opt crashes gets an empty output (see [`mlir_opt_batch_crashes`]).
pub fn mlir_opt_batch(mlir_opt: &Path, inputs: &[Vec<u8>], flags: &[&str]) -> Vec<Vec<u8>> {
    mlir_opt_batch_crashes(mlir_opt, inputs, flags).0
}

/// [`mlir_opt_batch`], plus the indices of the inputs mlir-opt crashed on
/// (killed by a signal: an MLIR bug, e.g. MLIR 22 segfaults folding some
/// `arith.scaling_extf`). A crash loses the output of the whole batch, so the
/// batch is split in halves until each crashing input runs alone; the
/// others' outputs are kept.
pub fn mlir_opt_batch_crashes(
    mlir_opt: &Path,
    inputs: &[Vec<u8>],
    flags: &[&str],
) -> (Vec<Vec<u8>>, Vec<usize>) {
    let mut outputs = vec![Vec::new(); inputs.len()];
    let mut crashed = Vec::new();
    let mut pending = Vec::new();
    pending.push(0..inputs.len());
    while let Some(range) = pending.pop() {
        if range.is_empty() {
            continue;
        }
        match run_mlir_opt_joined(mlir_opt, &inputs[range.clone()], flags) {
            Some(parts) => {
                for (i, part) in range.clone().zip(parts) {
                    outputs[i] = part;
                }
            }
            None if range.len() == 1 => crashed.push(range.start),
            None => {
                let mid = range.start + range.len() / 2;
                pending.push(mid..range.end);
                pending.push(range.start..mid);
            }
        }
    }
    crashed.sort_unstable();
    (outputs, crashed)
}

/// One mlir-opt process over `inputs` joined by the split marker; `None`
/// when it was killed by a signal.
fn run_mlir_opt_joined(
    mlir_opt: &Path,
    inputs: &[Vec<u8>],
    flags: &[&str],
) -> Option<Vec<Vec<u8>>> {
    let mut joined = Vec::new();
    for (i, inp) in inputs.iter().enumerate() {
        if i > 0 {
            joined.extend_from_slice(b"// -----\n");
        }
        joined.extend_from_slice(inp);
        if !inp.ends_with(b"\n") {
            joined.push(b'\n');
        }
    }
    let dir = std::env::temp_dir().join(format!(
        "ods-batch-{}-{}",
        std::process::id(),
        rand_suffix()
    ));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join("batch.mlir");
    std::fs::write(&path, &joined).expect("write batch");
    let out = Command::new(mlir_opt)
        .args(flags)
        .arg("--split-input-file")
        .arg(&path)
        .output()
        .expect("run mlir-opt");
    let _ = std::fs::remove_dir_all(&dir);
    // No exit code: terminated by a signal.
    out.status.code()?;
    Some(split_outputs(&out.stdout, inputs.len()))
}

/// Splits `--split-input-file` output (chunks joined by `// -----\n`).
/// Failed chunks produce empty outputs.
pub fn split_outputs(out: &[u8], n: usize) -> Vec<Vec<u8>> {
    let mut parts = Vec::new();
    let mut start = 0;
    let marker = b"// -----\n";
    let mut i = 0;
    while i + marker.len() <= out.len() {
        if &out[i..i + marker.len()] == marker && (i == 0 || out[i - 1] == b'\n') {
            parts.push(out[start..i].to_vec());
            i += marker.len();
            start = i;
        } else {
            i += 1;
        }
    }
    parts.push(out[start..].to_vec());
    parts.resize(n, Vec::new());
    parts
}

fn rand_suffix() -> u64 {
    use std::time::{SystemTime, UNIX_EPOCH};
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0)
}

/// Runs `f` on a thread with a large stack (the parser recurses on nesting).
pub fn with_big_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new()
        .stack_size(256 << 20)
        .spawn(f)
        .expect("spawn")
        .join()
        .expect("test thread panicked")
}

/// Runs the ods-opt driver logic in-process.
pub fn run_ods(name: &str, input: &[u8], opts: &ods::tool::OptOptions) -> ods::tool::RunOutput {
    let mut ctx = ods::ir::Context::new();
    ods::tool::run(&mut ctx, name, input, opts, &mut |_, _| Ok(()))
}

/// A compact first-difference description of two outputs.
pub fn first_difference(ours: &[u8], theirs: &[u8]) -> String {
    let a = String::from_utf8_lossy(ours);
    let b = String::from_utf8_lossy(theirs);
    for (i, (x, y)) in a.lines().zip(b.lines()).enumerate() {
        if x != y {
            return format!("line {}:\n  ours:   {}\n  theirs: {}", i + 1, x, y);
        }
    }
    format!(
        "lengths differ: ours {} lines, theirs {} lines",
        a.lines().count(),
        b.lines().count()
    )
}

/// Runs the ods-opt driver in-process with every dialect of the `dialects`
/// crate registered and the pass pipeline `pipeline` (`ods-opt
/// --pass-pipeline` syntax, e.g. `builtin.module(canonicalize)`), with
/// `--split-input-file`.
pub fn run_ods_pipeline(name: &str, input: &[u8], pipeline: &str) -> ods::tool::RunOutput {
    let mut ctx = ods::ir::Context::new();
    dialects::register_all(&mut ctx);
    let mut pm = ods::pass::parse_pass_pipeline(pipeline).expect("valid pipeline");
    let opts = ods::tool::OptOptions {
        split_input_file: true,
        ..Default::default()
    };
    ods::tool::run(&mut ctx, name, input, &opts, &mut |ctx, m| pm.run(ctx, m))
}

/// Runs the ods-opt driver in-process with every dialect of the `dialects`
/// crate registered, with `--split-input-file` (and
/// `--mlir-print-op-generic` when `generic`).
pub fn run_ods_dialects(name: &str, input: &[u8], generic: bool) -> ods::tool::RunOutput {
    let mut ctx = ods::ir::Context::new();
    dialects::register_all(&mut ctx);
    let mut opts = ods::tool::OptOptions {
        split_input_file: true,
        ..Default::default()
    };
    opts.print.generic = generic;
    ods::tool::run(&mut ctx, name, input, &opts, &mut |_, _| Ok(()))
}

/// The lowering pipeline of `../shared/bench/jit.sh` (MLIR 22: func, scf,
/// memref, vector and arith down to the LLVM dialect).
pub const MLIR_RUNNER_PIPELINE: &[&str] = &[
    "--convert-vector-to-scf=full-unroll=true",
    "--lower-affine",
    "--convert-scf-to-cf",
    "--expand-strided-metadata",
    "--lower-affine",
    "--convert-vector-to-llvm=vector-contract-lowering=outerproduct",
    "--finalize-memref-to-llvm",
    "--convert-arith-to-llvm",
    "--convert-index-to-llvm",
    "--convert-func-to-llvm",
    "--convert-cf-to-llvm",
    "--convert-ub-to-llvm",
    "--reconcile-unrealized-casts",
];

/// Runs `@main` of `text` the way `../shared/bench/jit.sh` does: `mlir-opt`
/// with [`MLIR_RUNNER_PIPELINE`], then `mlir-runner -e main
/// -entry-point-result=void -mattr=-avx512f` with the runner-utils libraries
/// (get `runner` from [`oracle::mlir_runner`]). Panics when lowering or
/// running fails.
///
/// `-mattr=-avx512f`: the JIT targets AVX2, and the interpreter computes
/// what LLVM's AVX2 code computes. On a CPU with AVX512-BF16, LLVM would
/// convert f32 to bf16 with `vcvtneps2bf16`, which flushes denormals to
/// zero: other bits for the same program, depending on the machine.
pub fn mlir_runner_stdout(runner: &oracle::MlirRunner, text: &str) -> String {
    let dir = std::env::temp_dir().join(format!(
        "ods-mlir-runner-{}-{:?}",
        std::process::id(),
        std::thread::current().id()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let src = dir.join("in.mlir");
    std::fs::write(&src, text).unwrap();
    let lowered = Command::new(&runner.mlir_opt)
        .arg(&src)
        .args(MLIR_RUNNER_PIPELINE)
        .output()
        .expect("mlir-opt");
    assert!(
        lowered.status.success(),
        "mlir-opt lowering failed: {}",
        String::from_utf8_lossy(&lowered.stderr)
    );
    let ll = dir.join("lowered.mlir");
    std::fs::write(&ll, &lowered.stdout).unwrap();
    let ran = Command::new(&runner.mlir_runner)
        .arg(&ll)
        .args(["-e", "main", "-entry-point-result=void", "-mattr=-avx512f"])
        .arg(format!(
            "-shared-libs={},{}",
            runner.shared_libs[0].display(),
            runner.shared_libs[1].display()
        ))
        .output()
        .expect("mlir-runner");
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        ran.status.success(),
        "mlir-runner failed: {}",
        String::from_utf8_lossy(&ran.stderr)
    );
    String::from_utf8_lossy(&ran.stdout).into_owned()
}

/// `text` with the memref base addresses `printMemref` prints (`base@ =
/// 0x...`, different from run to run) replaced by `ADDR`.
pub fn without_memref_addresses(text: &str) -> String {
    text.lines()
        .map(|l| match l.find("base@ = 0x") {
            Some(i) => {
                let rest = &l[i + 10..];
                let end = rest.find(' ').unwrap_or(rest.len());
                format!("{}base@ = ADDR{}", &l[..i], &rest[end..])
            }
            None => l.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Calls `f` on every item, on two threads (the machines here have two
/// cores; the callers spend their time waiting for MLIR's processes).
pub fn for_each_on_two_threads<T: Sync>(items: &[T], f: impl Fn(&T) + Sync) {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let work = || {
        while let Some(item) = items.get(next.fetch_add(1, std::sync::atomic::Ordering::Relaxed)) {
            f(item);
        }
    };
    std::thread::scope(|s| {
        let other = s.spawn(work);
        work();
        other.join().expect("worker thread panicked");
    });
}

/// A kernel of `../shared/bench/kernels/` at test size: the lines tagged
/// `// @N` and `// @K` (the size and repeat count `jit.sh` rewrites) set to
/// N = 256 and K = 1.
pub fn small_bench_kernel(path: &Path) -> String {
    std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .lines()
        .map(|l| {
            if l.ends_with("// @N") {
                "  %n = arith.constant 256 : index // @N".to_string()
            } else if l.ends_with("// @K") {
                "  %k = arith.constant 1 : index // @K".to_string()
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Runs `@main` of `text` in the reference interpreter and returns what it
/// printed (panics when the program does not parse: a broken test input).
pub fn interpret_main(text: &str) -> Result<Vec<u8>, dialects::interp::InterpError> {
    let mut ctx = ods::ir::Context::new();
    dialects::register_all(&mut ctx);
    let parsed = ods::asm::parse_source(&mut ctx, text.as_bytes(), b"t.mlir", &Default::default())
        .unwrap_or_else(|_| panic!("test program does not parse"));
    let mut it = dialects::interp::Interpreter::new(&ctx, parsed.module);
    it.call("main", vec![])?;
    Ok(it.stdout)
}
