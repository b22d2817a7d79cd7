//! `ods-opt --dialect-doc NAME`: the markdown page of a registered dialect
//! in the shape of `mlir-tblgen -gen-dialect-doc` (one section per
//! registered op, its `operation ::=` syntax line, operand and result
//! tables with the constraint summaries), and the error for an unknown
//! dialect.

use ods::opdef::{Multiplicity, OpSpec};
use std::process::{Command, Output};

fn ods_opt(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ods-opt"))
        .args(args)
        .output()
        .expect("run ods-opt")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// The registered op specs of `dialect`, as the binary registers them.
fn registered_specs(dialect: &str) -> Vec<&'static OpSpec> {
    let mut ctx = ods::ir::Context::new();
    dialects::register_all(&mut ctx);
    ctx.dialect_ops(dialect.as_bytes())
        .iter()
        .filter_map(|d| d.ods)
        .collect()
}

/// The section of `op` in `page` (from its heading to the next op's).
fn section<'a>(page: &'a str, op: &str) -> &'a str {
    // `### `name`` then the C++ class in parentheses, as mlir-tblgen.
    let heading = format!("\n### `{op}`");
    let start = page
        .match_indices(&heading)
        .map(|(i, _)| i)
        .find(|&i| matches!(page.as_bytes().get(i + heading.len()), Some(b' ' | b'\n')))
        .unwrap_or_else(|| panic!("no section for {op} in:\n{page}"));
    let rest = &page[start + 1..];
    match rest[1..].find("\n### `") {
        Some(end) => &rest[..end + 2],
        None => rest,
    }
}

#[test]
fn func_page_documents_every_registered_op() {
    let out = ods_opt(&["--dialect-doc", "func"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(out.stderr.is_empty(), "{}", text(&out.stderr));
    let page = text(&out.stdout);
    assert!(page.contains("\n# 'func' Dialect\n\n[TOC]\n\n## Operations\n\n"));

    let specs = registered_specs("func");
    let names: Vec<&str> = specs.iter().map(|s| s.name).collect();
    for required in ["func.call", "func.constant", "func.return"] {
        assert!(names.contains(&required), "{required} is not registered");
    }
    // Sections appear sorted by op name, as mlir-tblgen sorts them.
    let mut sorted = names.clone();
    sorted.sort();
    let positions: Vec<usize> = sorted
        .iter()
        .map(|n| page.find(&format!("### `{n}` (")).expect(n))
        .collect();
    assert!(positions.windows(2).all(|w| w[0] < w[1]), "{positions:?}");

    for spec in &specs {
        let s = section(&page, spec.name);
        match spec.format {
            Some(format) if !format.source.contains('\n') => {
                let line = format!(
                    "\n```\noperation ::= `{}` {}\n```\n",
                    spec.name,
                    format.source.trim()
                );
                assert!(s.contains(&line), "{} lacks {line:?}:\n{s}", spec.name);
            }
            Some(_) => assert!(s.contains(&format!("operation ::= `{}` ", spec.name))),
            None => assert!(!s.contains("operation ::="), "{s}"),
        }
        for (title, groups) in [("Operand", spec.operands), ("Result", spec.results)] {
            if groups.is_empty() {
                assert!(!s.contains(&format!("#### {title}s:")), "{s}");
                continue;
            }
            assert!(s.contains(&format!("#### {title}s:\n\n| {title} | Description |\n")));
            for g in groups {
                let summary = (g.constraint.summary)();
                let summary = if g.multiplicity == Multiplicity::Variadic {
                    format!("variadic of {summary}")
                } else {
                    summary
                };
                let row = format!("\n| `{}` | {summary} |\n", g.name);
                assert!(s.contains(&row), "{} lacks {row:?}:\n{s}", spec.name);
            }
        }
        for a in spec.attributes {
            let cell = format!("<tr><td><code>{}</code></td>", a.name);
            assert!(s.contains(&cell), "{} lacks {cell}:\n{s}", spec.name);
        }
    }
}

#[test]
fn func_call_and_return_sections_match_mlir_tblgen() {
    let out = ods_opt(&["--dialect-doc=func"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let page = text(&out.stdout);

    let call = section(&page, "func.call");
    assert!(
        call.starts_with("### `func.call` (func::CallOp)\n\n_Call operation_\n\nSyntax:\n\n```\n")
    );
    assert!(call.contains(
        "operation ::= `func.call` $callee `(` $operands `)` attr-dict `:` \
         functional-type($operands, results)\n```\n"
    ));
    assert!(call.contains("\nTraits: `MemRefsNormalizable`\n"));
    assert!(call.contains(
        "<tr><td><code>callee</code></td><td>::mlir::FlatSymbolRefAttr</td>\
         <td>flat symbol reference attribute</td></tr>\n"
    ));
    assert!(call.contains(
        "#### Operands:\n\n| Operand | Description |\n| :-----: | ----------- |\n\
         | `operands` | variadic of any type |\n"
    ));
    assert!(call.contains(
        "#### Results:\n\n| Result | Description |\n| :----: | ----------- |\n\
         | `results` | variadic of any type |\n\n\n"
    ));

    let ret = section(&page, "func.return");
    assert!(ret.contains(
        "```\noperation ::= `func.return` attr-dict ($operands^ `:` type($operands))?\n```\n"
    ));
    assert!(ret.contains(
        "\n\nTraits: `AlwaysSpeculatableImplTrait`, `HasParent<FuncOp>`, \
         `MemRefsNormalizable`, `ReturnLike`, `Terminator`\n\n\
         Interfaces: `ConditionallySpeculatable`, `NoMemoryEffect (MemoryEffectOpInterface)`\n\n\
         Effects: `MemoryEffects::Effect{}`\n"
    ));
    assert!(!ret.contains("#### Results:"));
}

#[test]
fn ops_without_ods_tables_are_listed_by_name() {
    let out = ods_opt(&["--dialect-doc", "builtin"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let page = text(&out.stdout);
    assert!(page.contains("# 'builtin' Dialect\n"));
    assert!(page.contains("### `builtin.module` (ModuleOp)\n"));
}

#[test]
fn dialect_doc_writes_to_output_file() {
    let dir = std::env::temp_dir().join(format!("ods-opt-dialect-doc-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("func.md");
    let p = path.to_str().unwrap();
    let out = ods_opt(&["--dialect-doc", "func", "-o", p]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(out.stdout.is_empty());
    let to_stdout = ods_opt(&["--dialect-doc", "func"]);
    assert_eq!(std::fs::read(&path).unwrap(), to_stdout.stdout);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn unknown_dialect_fails_with_message() {
    for args in [
        &["--dialect-doc", "nosuch"][..],
        &["--dialect-doc=nosuch"][..],
    ] {
        let out = ods_opt(args);
        assert_eq!(out.status.code(), Some(1));
        assert!(out.stdout.is_empty());
        let err = text(&out.stderr);
        assert!(
            err.starts_with(
                "ods-opt: unknown dialect 'nosuch' for --dialect-doc (registered dialects: "
            ),
            "{err}"
        );
        assert!(err.contains("func"), "{err}");
    }
    let out = ods_opt(&["--dialect-doc"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stderr),
        "ods-opt: missing dialect name for --dialect-doc\n"
    );
}

/// The arith page: every op with its `operation ::=` line (the
/// `.td` format verbatim), the attribute and enum sections.
#[test]
fn arith_page_documents_ops_attributes_and_enums() {
    let out = ods_opt(&["--dialect-doc", "arith"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let page = text(&out.stdout);
    assert!(
        page.contains("# 'arith' Dialect\n\nThe arith dialect is intended to hold basic integer")
    );
    let specs = registered_specs("arith");
    assert_eq!(specs.len(), 51);
    for spec in &specs {
        let s = section(&page, spec.name);
        if spec.name == "arith.select" {
            assert!(!s.contains("operation ::="), "{s}");
        } else {
            assert!(
                s.contains(&format!("operation ::= `{}` ", spec.name)),
                "{s}"
            );
        }
    }
    let addf = section(&page, "arith.addf");
    assert!(addf.starts_with(
        "### `arith.addf` (arith::AddFOp)\n\n_Floating point addition operation_\n\nSyntax:\n\n```\n\
         operation ::= `arith.addf` $lhs `,` $rhs (`fastmath` `` $fastmath^)?\n              \
         attr-dict `:` type($result)\n```\n"
    ));
    assert!(addf.contains(
        "Interfaces: `ArithFastMathInterface`, `ConditionallySpeculatable`, `InferTypeOpInterface`, \
         `NoMemoryEffect (MemoryEffectOpInterface)`, `VectorUnrollOpInterface`\n"
    ));
    assert!(addf.contains(
        "<tr><td><code>fastmath</code></td><td>::mlir::arith::FastMathFlagsAttr</td>\
         <td>Floating point fast math flags</td></tr>\n"
    ));
    assert!(page.contains(
        "\n## Attributes\n\n### FastMathFlagsAttr\n\n_Floating point fast math flags_\n\nSyntax:\n\n\
         ```\n#arith.fastmath<\n  ::mlir::arith::FastMathFlags   # value\n>\n```\n"
    ));
    for e in [
        "CmpFPredicate",
        "CmpIPredicate",
        "IntegerOverflowFlags",
        "RoundingMode",
        "AtomicRMWKind",
        "FastMathFlags",
    ] {
        assert!(page.contains(&format!("\n### {e}\n")), "no enum {e}");
    }
    assert!(page.ends_with("| fast | `127` | fast |\n"));
}

/// With the installed `mlir-tblgen` and `ArithOps.td`, the page equals
/// `mlir-tblgen -gen-dialect-doc` but for the generator's name.
#[test]
fn arith_page_equals_mlir_tblgen() {
    let Some(tests::oracle::MlirTblgen {
        mlir_tblgen,
        include,
    }) = tests::oracle::mlir_tblgen()
    else {
        return;
    };
    let td = include.join("mlir/Dialect/Arith/IR/ArithOps.td");
    let reference = Command::new(mlir_tblgen)
        .arg("-gen-dialect-doc")
        .arg("-dialect=arith")
        .arg("-I")
        .arg(&include)
        .arg(&td)
        .output()
        .expect("run mlir-tblgen");
    assert!(reference.status.success(), "{}", text(&reference.stderr));
    let reference = text(&reference.stdout).replacen("mlir-tblgen", "ods-opt", 1);
    let out = ods_opt(&["--dialect-doc", "arith"]);
    assert_eq!(text(&out.stdout), reference);
}
