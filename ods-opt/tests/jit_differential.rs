//! The JIT against the reference interpreter on generated kernels (issue 6):
//! `tests::kernel_gen` makes modules of random vector kernels (masked tails,
//! loop-carried vectors, reductions, conversions, shuffles, lane inserts,
//! edge-value inputs) whose `@main` prints every output element's bits;
//! `ods-run` (lowering + JIT) must print exactly what the interpreter prints.
//! 50 modules × 20 kernels = 1,000 kernels per run, fresh ones every run:
//! the first module's seed is time-based and printed (`ODS_KERNEL_SEED=N`
//! replays a run), `ODS_KERNEL_MODULES` sets the count.

use std::path::Path;
use std::process::Command;

fn interpret(text: &str) -> String {
    let out = tests::interpret_main(text).unwrap_or_else(|e| panic!("interpreter: {e}"));
    String::from_utf8_lossy(&out).into_owned()
}

/// The output of kernel `k` (from its `kN` header to the next).
fn section(out: &str, k: usize) -> String {
    let mut on = false;
    let mut s = String::new();
    for l in out.lines() {
        if l.starts_with('k') && l[1..].chars().all(|c| c.is_ascii_digit()) {
            on = l == format!("k{k}");
        }
        if on {
            s.push_str(l);
            s.push('\n');
        }
    }
    s
}

#[test]
fn jit_matches_interpreter_on_generated_kernels() {
    if !tests::oracle::cpu_feature(
        "AVX2, FMA and F16C",
        backend_dynasm::runtime::check_cpu().is_ok(),
    ) {
        return;
    }
    // Module seeds are base, base + 1, ...: keep them apart from run to run.
    let base = tests::rng::seed("ODS_KERNEL_SEED") % (1 << 48);
    let modules = tests::rng::count("ODS_KERNEL_MODULES", 50) as u64;
    let cfg = tests::kernel_gen::KernelConfig::default();
    let dir = std::env::temp_dir().join(format!("ods-jit-diff-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut kernels = 0;
    for seed in base..base + modules {
        let m = tests::kernel_gen::generate(seed, &cfg);
        let file = dir.join(format!("k{seed}.mlir"));
        std::fs::write(&file, &m).unwrap();
        let want = interpret(&m);
        let got = Command::new(env!("CARGO_BIN_EXE_ods-run"))
            .arg(&file)
            .args(["-e", "main", "-entry-point-result=void"])
            .output()
            .expect("ods-run");
        let got_out = String::from_utf8_lossy(&got.stdout);
        if !got.status.success() || got_out != want {
            let bad = (0..cfg.kernels)
                .find(|&k| section(&got_out, k) != section(&want, k))
                .unwrap_or(0);
            let kept = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("jit-diff-{seed}.mlir"));
            std::fs::write(&kept, &m).unwrap();
            panic!(
                "module seed {seed} (replay: ODS_KERNEL_SEED={base}): ods-run differs from the interpreter first in kernel k{bad} \
                 (module kept at {}; status {:?})\nstderr: {}\n--- interpreter\n{}--- ods-run\n{}",
                kept.display(),
                got.status.code(),
                String::from_utf8_lossy(&got.stderr),
                section(&want, bad),
                section(&got_out, bad)
            );
        }
        kernels += cfg.kernels;
    }
    let _ = std::fs::remove_dir_all(&dir);
    eprintln!("{kernels} generated kernels: JIT == interpreter, bit for bit");
}
