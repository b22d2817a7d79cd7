//! The workspace's library crates run no doc tests (`doctest = false`, so
//! that `cargo test --workspace` ends with the skip report). That is only
//! honest while their docs hold no Rust example: one written there would
//! never be compiled. This fails as soon as one appears, so whoever adds it
//! turns doc tests back on for that crate. (Checked to catch an unlabeled
//! fence in a doc comment.)

use std::path::{Path, PathBuf};

/// Languages rustdoc does not compile (anything else in a doc comment's
/// fence, or no language, is a Rust doc test).
const NOT_RUST: &[&str] = &[
    "text", "mlir", "sh", "console", "toml", "json", "llvm", "asm",
];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let p = e.path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

#[test]
fn crates_without_doc_tests_have_no_rust_doc_examples() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut checked = 0;
    let mut found = Vec::new();
    for krate in [
        "ods",
        "ods-macros",
        "dialects",
        "backend-dynasm",
        "tests",
        "ods-opt",
        "examples/toy",
    ] {
        let manifest = std::fs::read_to_string(root.join(krate).join("Cargo.toml")).unwrap();
        if !manifest.contains("doctest = false") {
            continue;
        }
        let mut files = Vec::new();
        rust_files(&root.join(krate).join("src"), &mut files);
        for f in files {
            let text = std::fs::read_to_string(&f).unwrap();
            let mut open = false;
            // Doc comments inside `op! { ... }` become the op's dialect
            // documentation (`ods-opt --dialect-doc`, compared with
            // mlir-tblgen's), not rustdoc, so rustdoc never tests them.
            let mut in_op_macro = false;
            for (n, line) in text.lines().enumerate() {
                let t = line.trim_start();
                if t.starts_with("ods::op! {") || t.starts_with("op! {") {
                    in_op_macro = true;
                } else if line == "}" {
                    in_op_macro = false;
                }
                if in_op_macro {
                    continue;
                }
                let Some(doc) = t.strip_prefix("///").or_else(|| t.strip_prefix("//!")) else {
                    continue;
                };
                let Some(info) = doc.trim_start().strip_prefix("```") else {
                    continue;
                };
                if !open {
                    let lang = info.split(',').next().unwrap_or("").trim();
                    if !NOT_RUST.contains(&lang) {
                        found.push(format!("{}:{}: ```{info}", f.display(), n + 1));
                    }
                }
                open = !open;
            }
            checked += 1;
        }
    }
    assert!(checked > 100, "only {checked} source files scanned");
    assert!(
        found.is_empty(),
        "Rust doc examples in a crate with `doctest = false` would never run; \
         turn doc tests back on for it:\n{}",
        found.join("\n")
    );
}
