//! The `scf`, `memref` and `cf` dialects against the real `mlir-opt` 22:
//! every op of the three subsets round-trips (custom form, generic form,
//! and generic form parsed back to the custom form) exactly as `mlir-opt`
//! prints it, and the verifier and parser errors carry MLIR's messages and
//! locations. The inputs are in `tests/scf_memref_cf/`; `regen.sh` there
//! records the expectations from `mlir-opt` (all runs with
//! `--allow-unregistered-dialect --split-input-file`).

use ods::asm::PrintFlags;
use ods::tool::{OptOptions, RunOutput};
use std::path::PathBuf;

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("scf_memref_cf")
}

fn read(name: &str) -> Vec<u8> {
    std::fs::read(dir().join(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// Runs the driver with every dialect of the `dialects` crate, as
/// `ods-opt --allow-unregistered-dialect --split-input-file [--mlir-print-op-generic]`.
fn run(name: &str, input: &[u8], generic: bool) -> RunOutput {
    let name = name.to_string();
    let input = input.to_vec();
    tests::with_big_stack(move || {
        let mut ctx = ods::ir::Context::new();
        dialects::register_all(&mut ctx);
        let opts = OptOptions {
            split_input_file: true,
            allow_unregistered_dialect: true,
            print: PrintFlags {
                generic,
                ..PrintFlags::default()
            },
            ..OptOptions::default()
        };
        ods::tool::run(&mut ctx, &name, &input, &opts, &mut |_, _| Ok(()))
    })
}

fn check_same(what: &str, ours: &[u8], expected: &[u8]) {
    assert!(
        ours == expected,
        "{what} differs from mlir-opt's output: {}",
        tests::first_difference(ours, expected)
    );
}

/// `X.mlir` prints as `X.custom.expected` and `X.generic.expected`, and the
/// generic form parses back to the custom form.
fn round_trip(stem: &str) {
    let file = format!("{stem}.mlir");
    let input = read(&file);
    let custom = read(&format!("{stem}.custom.expected"));
    let generic = read(&format!("{stem}.generic.expected"));
    let out = run(&file, &input, false);
    assert_eq!(
        out.exit_code,
        0,
        "{file}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    check_same(&format!("{file} (custom form)"), &out.stdout, &custom);
    let out = run(&file, &input, true);
    assert_eq!(out.exit_code, 0);
    check_same(&format!("{file} (generic form)"), &out.stdout, &generic);
    let back = run("generic.mlir", &generic, false);
    assert_eq!(
        back.exit_code,
        0,
        "{file} generic form: {}",
        String::from_utf8_lossy(&back.stderr)
    );
    check_same(
        &format!("{file} (generic form, reparsed)"),
        &back.stdout,
        &custom,
    );
}

/// `X_invalid.mlir` fails with exactly the diagnostics of `X_invalid.expected`.
fn invalid(stem: &str) {
    let file = format!("{stem}.mlir");
    let out = run(&file, &read(&file), false);
    assert_eq!(out.exit_code, 1, "{file}: expected a failure");
    check_same(
        &format!("{file} (diagnostics)"),
        &out.stderr,
        &read(&format!("{stem}.expected")),
    );
}

#[test]
fn scf_round_trips() {
    round_trip("scf");
}

#[test]
fn cf_round_trips() {
    round_trip("cf");
}

#[test]
fn memref_round_trips() {
    round_trip("memref");
}

#[test]
fn scf_errors_match_mlir() {
    invalid("scf_invalid");
}

#[test]
fn cf_errors_match_mlir() {
    invalid("cf_invalid");
}

#[test]
fn memref_errors_match_mlir() {
    invalid("memref_invalid");
}

/// `--canonicalize` rewrites each `canonicalize*.mlir` (one file per
/// dialect's patterns) as `mlir-opt` does (`canonicalize*.expected`).
#[test]
fn canonicalization_matches_mlir() {
    let mut files: Vec<String> = std::fs::read_dir(dir())
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("canonicalize") && n.ends_with(".mlir"))
        .collect();
    files.sort();
    assert!(!files.is_empty());
    for file in files {
        let input = read(&file);
        let name = file.clone();
        let out = tests::with_big_stack(move || {
            tests::run_ods_pipeline(&name, &input, "builtin.module(canonicalize)")
        });
        assert_eq!(
            out.exit_code,
            0,
            "{file}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let expected = read(&file.replace(".mlir", ".expected"));
        check_same(&format!("{file} (--canonicalize)"), &out.stdout, &expected);
    }
}

/// Each op of the three subsets appears in the round-trip inputs.
#[test]
fn every_op_is_covered() {
    let mut ctx = ods::ir::Context::new();
    dialects::register_all(&mut ctx);
    let inputs: String = ["scf", "cf", "memref"]
        .iter()
        .map(|s| String::from_utf8_lossy(&read(&format!("{s}.custom.expected"))).into_owned())
        .collect();
    for dialect in ["scf", "cf", "memref"] {
        for def in ctx.dialect_ops(dialect.as_bytes()) {
            assert!(
                inputs.contains(def.name),
                "{} has no round-trip case",
                def.name
            );
        }
    }
}

/// `ods-opt --dialect-doc` documents the three dialects.
#[test]
fn dialect_docs() {
    let mut ctx = ods::ir::Context::new();
    dialects::register_all(&mut ctx);
    for (dialect, op) in [
        ("scf", "### `scf.for`"),
        ("cf", "### `cf.cond_br`"),
        ("memref", "### `memref.subview`"),
    ] {
        let page = ods::opdef::doc::dialect_doc(&ctx, dialect).expect("registered");
        assert!(page.contains(op), "{dialect}: {op} missing");
    }
}
