//! Replays the fuzzer's regression inputs (`fuzz/regressions/`) and seeds
//! (`fuzz/corpus/parse_print/seed_*`) through the same parse/print fixpoint
//! property the fuzz target checks, without libFuzzer, so CI catches
//! regressions. Every input must either round-trip or be rejected with a
//! diagnostic (no panic); every seed must round-trip.

use std::path::{Path, PathBuf};
use tests::fixpoint::{check_parse_print_fixpoint, Outcome};

fn files(dir: &Path, prefix: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with(prefix))
        })
        .collect();
    v.sort();
    v
}

fn run(path: &Path) -> Result<Outcome, String> {
    let data = std::fs::read(path).unwrap();
    let name = path.display().to_string();
    tests::with_big_stack(move || {
        std::panic::catch_unwind(|| check_parse_print_fixpoint(&data, false)).unwrap_or_else(|p| {
            let msg = p
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            Err(format!("panic: {msg}"))
        })
    })
    .map_err(|e| format!("{name}: {e}"))
}

#[test]
fn fuzz_regressions_and_seeds_hold() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../fuzz");
    let regressions = files(&root.join("regressions"), "");
    let seeds = files(&root.join("corpus/parse_print"), "seed_");
    assert!(!regressions.is_empty() && seeds.len() >= 40);
    let mut failures = Vec::new();
    for p in &regressions {
        if let Err(e) = run(p) {
            failures.push(e);
        }
    }
    for p in &seeds {
        match run(p) {
            Ok(Outcome::RoundTrips) => {}
            Ok(Outcome::Rejected(d)) => {
                failures.push(format!("{}: seed rejected:\n{d}", p.display()))
            }
            Err(e) => failures.push(e),
        }
    }
    println!(
        "{} regression inputs and {} seeds checked",
        regressions.len(),
        seeds.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
