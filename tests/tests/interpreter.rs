//! The reference interpreter against `mlir-runner`: each
//! `tests/interp/NAME.mlir` runs `@main` in `dialects::interp` and must print
//! exactly `NAME.expected`, recorded from MLIR 22's `mlir-runner` after the
//! lowering pipeline of `../shared/bench/jit.sh` (`tests/interp/record.sh`).

use dialects::interp::{InterpError, Interpreter};
use std::path::Path;

fn run_main(text: &str) -> Result<Vec<u8>, InterpError> {
    let mut ctx = ods::ir::Context::new();
    dialects::register_all(&mut ctx);
    let parsed = ods::asm::parse_source(&mut ctx, text.as_bytes(), b"t.mlir", &Default::default())
        .unwrap_or_else(|_| panic!("test program does not parse"));
    let mut it = Interpreter::new(&ctx, parsed.module);
    it.call("main", vec![])?;
    Ok(it.stdout)
}

#[test]
fn interpreter_prints_like_mlir_runner() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("interp");
    let mut n = 0;
    for entry in std::fs::read_dir(&dir).unwrap().flatten() {
        let p = entry.path();
        if p.extension().is_none_or(|e| e != "mlir") {
            continue;
        }
        let text = std::fs::read_to_string(&p).unwrap();
        let expected = std::fs::read_to_string(p.with_extension("expected")).unwrap();
        let got = run_main(&text).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
        assert_eq!(String::from_utf8_lossy(&got), expected, "{}", p.display());
        n += 1;
    }
    assert!(n >= 2);
}

#[test]
fn interpreter_reports_undefined_behaviour_and_unknown_ops() {
    let div0 = "func.func @main() {\n  %a = arith.constant 1 : i32\n  %z = arith.constant 0 : i32\n  %d = arith.divsi %a, %z : i32\n  return\n}\n";
    assert!(matches!(run_main(div0), Err(InterpError::Undefined { .. })));
    let oob = "func.func @main() {\n  %m = memref.alloc() : memref<2xf32>\n  %c5 = arith.constant 5 : index\n  %x = memref.load %m[%c5] : memref<2xf32>\n  return\n}\n";
    assert!(matches!(run_main(oob), Err(InterpError::Undefined { .. })));
    let missing = "func.func @main() {\n  func.call @nowhere() : () -> ()\n  return\n}\nfunc.func private @nowhere()\n";
    assert_eq!(
        run_main(missing),
        Err(InterpError::NoFunction("nowhere".into()))
    );
}
