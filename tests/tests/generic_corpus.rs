//! Every `*.generic.mlir` file of the MLIR corpus (generic text mlir-opt
//! printed for a valid chunk) must print exactly as `mlir-opt
//! --mlir-print-op-generic --allow-unregistered-dialect` prints it.

use ods::asm::PrintFlags;
use ods::tool::OptOptions;
use tests::{files_with_suffix, first_difference, mlir_opt_batch, run_ods, with_big_stack};

#[test]
fn generic_corpus_prints_like_mlir_opt() {
    let Some(dir) = tests::oracle::corpus() else {
        return;
    };
    let files = files_with_suffix(&dir.join("chunks"), ".generic.mlir");
    assert!(
        files.len() >= 600,
        "expected the full corpus, found {} generic files",
        files.len()
    );
    let inputs: Vec<Vec<u8>> = files
        .iter()
        .map(|f| std::fs::read(f).expect("read"))
        .collect();
    // The reference: mlir-opt's own print of each file; without mlir-opt, the
    // file itself (it is mlir-opt output) except where a re-print differs.
    let expected: Vec<Option<Vec<u8>>> = match tests::oracle::find_mlir_opt() {
        Some(m) => {
            println!("reference: {}", m.display());
            mlir_opt_batch(
                &m,
                &inputs,
                &["--mlir-print-op-generic", "--allow-unregistered-dialect"],
            )
            .into_iter()
            .map(Some)
            .collect()
        }
        None => {
            println!("mlir-opt not found: comparing with the stored mlir-opt output (the files themselves)");
            inputs.iter().map(|i| Some(i.clone())).collect()
        }
    };
    let results = with_big_stack(move || {
        let opts = OptOptions {
            allow_unregistered_dialect: true,
            print: PrintFlags {
                generic: true,
                ..Default::default()
            },
            ..Default::default()
        };
        let mut failures = Vec::new();
        let mut passed = 0;
        for ((f, input), exp) in files.iter().zip(&inputs).zip(&expected) {
            let Some(exp) = exp else { continue };
            let name = f.to_string_lossy().into_owned();
            let out = run_ods(&name, input, &opts);
            // The streaming parser (what `ods-opt FILE` uses), with a window
            // so small that tokens straddle refills, must agree.
            if let Some(why) = streamed_difference(&name, input, &opts.print, exp) {
                failures.push(format!("{name} (streamed, 61-byte window): {why}"));
            }
            if out.exit_code == 0 && &out.stdout == exp {
                passed += 1;
            } else {
                let why = if out.exit_code != 0 {
                    String::from_utf8_lossy(&out.stderr)
                        .lines()
                        .next()
                        .unwrap_or("")
                        .to_string()
                } else {
                    first_difference(&out.stdout, exp)
                };
                failures.push(format!("{name}: {why}"));
            }
        }
        (passed, files.len(), failures)
    });
    let (passed, total, failures) = results;
    println!("generic corpus: {passed}/{total} print identically to mlir-opt");
    for f in failures.iter().take(20) {
        println!("FAIL {f}");
    }
    assert!(
        failures.is_empty(),
        "{} of {} generic files differ",
        failures.len(),
        total
    );
}

/// Parses `input` through a 61-byte streaming window and prints it; returns
/// how the result differs from `expected`, if it does.
fn streamed_difference(
    name: &str,
    input: &[u8],
    flags: &PrintFlags,
    expected: &[u8],
) -> Option<String> {
    let mut ctx = ods::ir::Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let reader = Box::new(std::io::Cursor::new(input.to_vec()));
    let parsed = match ods::asm::parse_stream_with_window(&mut ctx, reader, name.as_bytes(), 61) {
        Ok(p) => p,
        Err(d) => return Some(format!("parse failed: {}", d[0].message)),
    };
    if ods::verifier::verify(&ctx, parsed.module).is_err() {
        return Some("verification failed".into());
    }
    let out = ods::asm::print_op_to_vec(&ctx, parsed.module, flags);
    (out != expected).then(|| first_difference(&out, expected))
}
