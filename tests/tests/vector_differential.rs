//! Differential test of the vector dialect: random programs (every MLIR 22
//! vector op, fixed and scalable shapes, masks, memory ops, transfers with
//! permutation maps, `vector.mask`) go through `mlir-opt` and through ods;
//! both must accept and reject the same programs and print identical text,
//! in custom and in generic form. `ODS_VECTOR_DIFF_CASES` (default 2000)
//! programs per run, seeded by `ODS_VECTOR_DIFF_SEED` (default: time-based,
//! printed). Without `mlir-opt` the test is skipped and counted
//! (`tests::oracle`).

use tests::rng::Rng;
use tests::vector_gen::vector_program;
use tests::{first_difference, mlir_opt_batch, split_outputs, with_big_stack};

#[test]
fn vector_programs_print_like_mlir_opt() {
    let Some(mlir_opt) = tests::oracle::mlir_opt() else {
        return;
    };
    let n = tests::rng::count("ODS_VECTOR_DIFF_CASES", 2000);
    let seed = tests::rng::seed("ODS_VECTOR_DIFF_SEED");
    eprintln!("vector differential: {n} programs");
    let mut rng = Rng::new(seed);
    let programs: Vec<String> = (0..n).map(|_| vector_program(&mut rng)).collect();
    let inputs: Vec<Vec<u8>> = programs.iter().map(|p| p.clone().into_bytes()).collect();
    let mut joined = Vec::new();
    for (i, p) in programs.iter().enumerate() {
        if i > 0 {
            joined.extend_from_slice(b"// -----\n");
        }
        joined.extend_from_slice(p.as_bytes());
    }
    let dir = std::env::temp_dir().join(format!("ods-vector-diff-{seed}"));
    std::fs::create_dir_all(&dir).unwrap();
    // A sample of what was generated, for inspection.
    std::fs::write(
        dir.join("sample.mlir"),
        programs
            .iter()
            .take(20)
            .cloned()
            .collect::<Vec<_>>()
            .join("// -----\n"),
    )
    .unwrap();
    let mut failures = Vec::new();
    let mut accepted = 0;
    for generic in [false, true] {
        let flags: &[&str] = if generic {
            &["--mlir-print-op-generic"]
        } else {
            &[]
        };
        let theirs = mlir_opt_batch(&mlir_opt, &inputs, flags);
        let j = joined.clone();
        let out = with_big_stack(move || tests::run_ods_dialects("cases.mlir", &j, generic));
        let ours = split_outputs(&out.stdout, n);
        if !generic {
            accepted = theirs.iter().filter(|t| !t.is_empty()).count();
        }
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
                failures.push(format!(
                    "program {i} ({}/{i}.mlir){}:\n{why}",
                    dir.display(),
                    if generic { " [generic]" } else { "" }
                ));
            }
        }
    }
    eprintln!(
        "{} differences in {} programs x 2 forms; mlir-opt accepted {accepted}",
        failures.len(),
        n
    );
    assert!(
        failures.is_empty(),
        "{} differences (seed {seed}); first ones:\n{}",
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
