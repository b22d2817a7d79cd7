//! Differential test of `--canonicalize` on random vector programs (the
//! generator of `vector_differential`: every MLIR 22 vector op, fixed and
//! scalable shapes, masks, memory ops, transfers, `vector.mask`): each
//! program goes through `mlir-opt --canonicalize` and through ods'
//! canonicalizer, which must accept and reject alike and print identical IR.
//! `ODS_VECTOR_CANON_CASES` (default 1000) programs per run, seeded by
//! `ODS_VECTOR_CANON_SEED` (default: time-based, printed for reproduction).
//! Without `mlir-opt` the test is skipped and counted (`tests::oracle`).

use tests::rng::Rng;
use tests::vector_gen::vector_program;
use tests::{first_difference, mlir_opt_batch, split_outputs, with_big_stack};

#[test]
fn canonicalize_matches_mlir_opt_on_random_vector_programs() {
    let Some(mlir_opt) = tests::oracle::mlir_opt() else {
        return;
    };
    let n = tests::rng::count("ODS_VECTOR_CANON_CASES", 1000);
    let seed = tests::rng::seed("ODS_VECTOR_CANON_SEED");
    eprintln!("vector canonicalize differential: {n} programs");
    let mut rng = Rng::new(seed);
    let programs: Vec<String> = (0..n).map(|_| vector_program(&mut rng)).collect();
    let inputs: Vec<Vec<u8>> = programs.iter().map(|p| p.clone().into_bytes()).collect();
    let theirs = mlir_opt_batch(&mlir_opt, &inputs, &["--canonicalize"]);

    let mut joined = Vec::new();
    for (i, p) in programs.iter().enumerate() {
        if i > 0 {
            joined.extend_from_slice(b"// -----\n");
        }
        joined.extend_from_slice(p.as_bytes());
    }
    let out = with_big_stack(move || {
        tests::run_ods_pipeline("cases.mlir", &joined, "builtin.module(canonicalize)")
    });
    let ours = split_outputs(&out.stdout, n);

    let accepted = theirs.iter().filter(|t| !t.is_empty()).count();
    let dir = std::env::temp_dir().join(format!("ods-vector-canon-{seed}"));
    std::fs::create_dir_all(&dir).unwrap();
    let mut failures = Vec::new();
    for i in 0..n {
        if ours[i] != theirs[i] {
            let why = if theirs[i].is_empty() {
                "mlir-opt rejected it, ods accepted".to_string()
            } else if ours[i].is_empty() {
                "ods rejected it, mlir-opt accepted".to_string()
            } else {
                first_difference(&ours[i], &theirs[i])
            };
            std::fs::write(dir.join(format!("{i}.mlir")), &programs[i]).unwrap();
            failures.push(format!("program {i} ({}/{i}.mlir):\n{why}", dir.display()));
        }
    }
    eprintln!(
        "{} of {n} programs identical; mlir-opt accepted {accepted}",
        n - failures.len()
    );
    assert!(
        failures.is_empty(),
        "{} of {n} programs differ (seed {seed}); first ones:\n{}",
        failures.len(),
        failures
            .iter()
            .take(12)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
    assert!(
        accepted * 10 >= n * 6,
        "mlir-opt accepted only {accepted} of {n} generated programs: the generator needs fixing"
    );
}
