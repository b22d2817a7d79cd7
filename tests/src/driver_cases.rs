//! Running `ods::tool` in-process on recorded `(input, mlir-opt output)`
//! cases, for tests whose dialects are declared in the test itself.

use ods::ir::Context;
use ods::tool::OptOptions;

/// Runs the driver on `input` in a context set up by `register` (unregistered
/// dialects allowed); returns stdout on success and stderr on failure.
pub fn run_with(register: fn(&mut Context), input: &str, generic: bool) -> String {
    let mut ctx = Context::new();
    register(&mut ctx);
    let mut opts = OptOptions {
        allow_unregistered_dialect: true,
        ..OptOptions::default()
    };
    opts.print.generic = generic;
    let out = ods::tool::run(&mut ctx, "t.mlir", input.as_bytes(), &opts, &mut |_, _| {
        Ok(())
    });
    let text = if out.exit_code == 0 {
        out.stdout
    } else {
        out.stderr
    };
    String::from_utf8(text).unwrap()
}

/// Checks every `(input, expected)` case (each input wrapped by `wrap`) and
/// reports all that differ at once.
pub fn check_cases(
    register: fn(&mut Context),
    cases: &[(&str, &str)],
    wrap: fn(&str) -> String,
    generic: bool,
) {
    let mut failures = Vec::new();
    for (input, expected) in cases {
        let got = run_with(register, &wrap(input), generic);
        if got != *expected {
            failures.push(format!(
                "input: {input}\n--- mlir-opt\n{expected}\n--- ours\n{got}\n"
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases differ:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}
