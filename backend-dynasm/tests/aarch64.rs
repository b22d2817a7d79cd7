//! The AArch64 target end to end: code compiled for AArch64 runs in the
//! AArch64 executor under `qemu-aarch64` and prints what mlir-runner (the
//! recorded `tests/lower` outputs) and the reference interpreter print.

mod common;

use common::{executor, lower_dir, run};
use std::path::{Path, PathBuf};

/// Every program of `tests/lower` prints, compiled for AArch64 and run
/// under qemu, exactly mlir-runner's recorded x86 output (memref addresses
/// aside).
#[test]
fn lower_programs_print_mlir_runners_output_on_aarch64() {
    let Some(mut x) = executor() else { return };
    let mut files: Vec<PathBuf> = std::fs::read_dir(lower_dir())
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    files.sort();
    let (mut same, mut failures) = (0, Vec::new());
    for f in &files {
        let stem = f.file_stem().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(f).unwrap();
        let want = std::fs::read_to_string(f.with_extension("expected")).unwrap();
        match run(&mut x, &format!("{stem}.mlir"), &text) {
            Ok(out) => {
                if tests::without_memref_addresses(&out) == tests::without_memref_addresses(&want) {
                    same += 1;
                } else {
                    failures.push(format!(
                        "{stem}: {}",
                        tests::first_difference(out.as_bytes(), want.as_bytes())
                    ));
                }
            }
            Err(e) => failures.push(format!("{stem}: {e:?}")),
        }
    }
    eprintln!(
        "tests/lower on AArch64 (qemu): {same} of {} print mlir-runner's output",
        files.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(same >= 36, "only {same} programs ran");
}

/// The benchmark kernels at test size print the interpreter's CHECK lines
/// on AArch64.
#[test]
fn bench_kernels_on_aarch64_print_the_interpreters_checks() {
    let (Some(kernels), Some(mut x)) = (tests::oracle::bench_kernels(), executor()) else {
        return;
    };
    let files = tests::files_with_suffix(&kernels, ".mlir");
    for f in &files {
        let text = tests::small_bench_kernel(f);
        let want = tests::check_lines(&String::from_utf8_lossy(
            &tests::interpret_main(&text).expect("interpreter"),
        ));
        let got = run(&mut x, "k.mlir", &text).unwrap_or_else(|e| panic!("{}: {e:?}", f.display()));
        assert!(!want.is_empty());
        assert_eq!(tests::check_lines(&got), want, "{}", f.display());
    }
    assert!(files.len() >= 7);
}

/// Random kernels (`tests::kernel_gen`: masked tails, loop-carried
/// vectors, reductions, conversions, shuffles, every element type) print
/// the interpreter's bits on AArch64: 50 modules of 20 kernels, fresh ones
/// every run (`ODS_A64_KERNEL_SEED=N` replays, `ODS_A64_KERNEL_MODULES`
/// sets the count).
#[test]
fn generated_kernels_on_aarch64_match_the_interpreter() {
    let Some(mut x) = executor() else { return };
    let base = tests::rng::seed("ODS_A64_KERNEL_SEED") % (1 << 48);
    let modules = tests::rng::count("ODS_A64_KERNEL_MODULES", 50) as u64;
    let cfg = tests::kernel_gen::KernelConfig::default();
    for seed in base..base + modules {
        let m = tests::kernel_gen::generate(seed, &cfg);
        let want =
            String::from_utf8_lossy(&tests::interpret_main(&m).expect("interpreter")).into_owned();
        let got = run(&mut x, "k.mlir", &m).unwrap_or_else(|e| panic!("module seed {seed}: {e:?}"));
        if got != want {
            let kept = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("a64-diff-{seed}.mlir"));
            std::fs::write(&kept, &m).unwrap();
            panic!(
                "module seed {seed} (replay: ODS_A64_KERNEL_SEED={base}): AArch64 differs from \
                 the interpreter; module kept at {}\n{}",
                kept.display(),
                tests::first_difference(got.as_bytes(), want.as_bytes())
            );
        }
    }
    eprintln!(
        "{} generated kernels on AArch64 (qemu): identical to the interpreter",
        modules as usize * cfg.kernels
    );
}
