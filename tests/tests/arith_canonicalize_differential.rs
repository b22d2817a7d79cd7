//! Differential test of `--canonicalize` on random arith programs: every
//! program goes through `mlir-opt --canonicalize` and through ods'
//! canonicalizer, which must accept and reject alike and print identical IR.
//! `ODS_ARITH_DIFF_CASES` (default 2000) programs per run, seeded by
//! `ODS_ARITH_DIFF_SEED` (default: time-based, printed for reproduction).
//! Without `mlir-opt` the test is skipped and counted (`tests::oracle`).

use tests::arith_gen::arith_program;
use tests::rng::Rng;
use tests::{first_difference, mlir_opt_batch_crashes, split_outputs, with_big_stack};

#[test]
fn canonicalize_matches_mlir_opt_on_random_arith_programs() {
    let Some(mlir_opt) = tests::oracle::mlir_opt() else {
        return;
    };
    let n = tests::rng::count("ODS_ARITH_DIFF_CASES", 2000);
    let seed = tests::rng::seed("ODS_ARITH_DIFF_SEED");
    eprintln!("arith canonicalize differential: {n} programs");
    let mut rng = Rng::new(seed);
    let programs: Vec<String> = (0..n).map(|_| arith_program(&mut rng)).collect();
    let inputs: Vec<Vec<u8>> = programs.iter().map(|p| p.clone().into_bytes()).collect();
    let (theirs, crashed) = mlir_opt_batch_crashes(&mlir_opt, &inputs, &["--canonicalize"]);
    // Programs mlir-opt crashes on (MLIR bugs) have no reference output.
    for &i in &crashed {
        eprintln!(
            "NOT COMPARED: mlir-opt crashed (signal) on program {i}:\n{}",
            programs[i]
        );
    }

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

    let rejected_by_mlir = theirs.iter().filter(|t| t.is_empty()).count() - crashed.len();
    let mut failures = Vec::new();
    for i in 0..n {
        if crashed.binary_search(&i).is_ok() {
            continue;
        }
        if ours[i] != theirs[i] {
            let why = if theirs[i].is_empty() {
                "mlir-opt rejected it, ods accepted".to_string()
            } else if ours[i].is_empty() {
                "ods rejected it, mlir-opt accepted".to_string()
            } else {
                first_difference(&ours[i], &theirs[i])
            };
            failures.push((i, why));
        }
    }
    eprintln!(
        "{} of {n} programs identical; mlir-opt rejected {rejected_by_mlir}, crashed on {} (not compared)",
        n - failures.len() - crashed.len(),
        crashed.len()
    );
    let dir = std::env::temp_dir().join(format!("ods-arith-diff-{seed}"));
    std::fs::create_dir_all(&dir).unwrap();
    // Why mlir-opt rejected programs (a generator defect if frequent).
    for (i, _) in theirs
        .iter()
        .enumerate()
        .filter(|(_, t)| t.is_empty())
        .take(5)
    {
        let path = dir.join(format!("rejected-{i}.mlir"));
        std::fs::write(&path, &programs[i]).unwrap();
        let e = std::process::Command::new(&mlir_opt)
            .arg(&path)
            .output()
            .expect("run mlir-opt");
        let err = String::from_utf8_lossy(&e.stderr);
        eprintln!(
            "mlir-opt rejected program {i}: {}",
            err.lines().next().unwrap_or("")
        );
    }
    if !failures.is_empty() {
        for (i, _) in &failures {
            std::fs::write(dir.join(format!("{i}.mlir")), &programs[*i]).unwrap();
        }
    }
    let report: Vec<String> = failures
        .iter()
        .take(10)
        .map(|(i, why)| {
            format!(
                "program {i} ({}/{i}.mlir):\n{}\n{why}",
                dir.display(),
                programs[*i]
            )
        })
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {n} programs differ (seed {seed}); first ones:\n{}",
        failures.len(),
        report.join("\n")
    );
    assert!(
        rejected_by_mlir * 20 < n,
        "the generator produced {rejected_by_mlir} programs mlir-opt rejects (of {n})"
    );
}
