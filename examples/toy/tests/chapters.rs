//! Each chapter of the Toy tutorial, checked: what `toyc` and `toy-opt`
//! print, against MLIR's documented Toy output and, where the output is in
//! upstream dialects, against MLIR 22 itself (`mlir-opt` round trips the
//! lowered module byte for byte; `mlir-runner` runs it with the same print
//! functions compiled by the C compiler, and prints what our JIT prints).

use std::path::{Path, PathBuf};
use std::process::Command;

use tests::oracle;

fn program(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("programs")
        .join(name)
}

/// Runs a binary of this package; (stdout, stderr, success).
fn run(bin: &str, args: &[&str], stdin: Option<&str>) -> (String, String, bool) {
    use std::io::Write;
    let mut cmd = Command::new(bin);
    cmd.args(args)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped());
    if stdin.is_some() {
        cmd.stdin(std::process::Stdio::piped());
    }
    let mut child = cmd.spawn().expect("spawn");
    if let Some(text) = stdin {
        child
            .stdin
            .take()
            .unwrap()
            .write_all(text.as_bytes())
            .unwrap();
    }
    let out = child.wait_with_output().expect("wait");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.success(),
    )
}

fn toyc(args: &[&str]) -> (String, String, bool) {
    run(env!("CARGO_BIN_EXE_toyc"), args, None)
}

fn toy_opt(args: &[&str], input: &str) -> (String, String, bool) {
    run(env!("CARGO_BIN_EXE_toy-opt"), args, Some(input))
}

fn toyc_ok(file: &Path, args: &[&str]) -> String {
    let f = file.to_str().unwrap();
    let mut all = vec![f];
    all.extend_from_slice(args);
    let (out, err, ok) = toyc(&all);
    assert!(ok, "toyc {all:?} failed:\n{err}");
    out
}

/// The print functions as MLIR's Toy lowers `toy.print` (`printf("%f ")`
/// per element, `printf("\n")` per row), compiled into a shared library
/// for `mlir-runner`.
fn print_library(cc: &Path, dir: &Path) -> PathBuf {
    let c = dir.join("toy_print.c");
    std::fs::write(
        &c,
        "#include <stdio.h>\nvoid toy_print_f64(double x) { printf(\"%f \", x); }\nvoid toy_print_newline(void) { printf(\"\\n\"); }\n",
    )
    .unwrap();
    let so = dir.join("libtoy_print.so");
    let built = Command::new(cc)
        .args(["-shared", "-fPIC", "-o"])
        .arg(&so)
        .arg(&c)
        .output()
        .unwrap();
    assert!(
        built.status.success(),
        "{}",
        String::from_utf8_lossy(&built.stderr)
    );
    so
}

/// What `mlir-runner` prints running `main` of the module in `file`,
/// lowered by MLIR 22's pipeline, with the print library loaded.
fn run_under_mlir(runner: &oracle::MlirRunner, print_lib: &Path, file: &Path) -> String {
    let llvm = Command::new(&runner.mlir_opt)
        .arg(file)
        .args(tests::MLIR_RUNNER_PIPELINE)
        .output()
        .unwrap();
    assert!(
        llvm.status.success(),
        "{}",
        String::from_utf8_lossy(&llvm.stderr)
    );
    let ll = file.with_extension("llvm.mlir");
    std::fs::write(&ll, &llvm.stdout).unwrap();
    let ran = Command::new(&runner.mlir_runner)
        .arg(&ll)
        .args(["-e", "main", "-entry-point-result=void"])
        .arg(format!("-shared-libs={}", print_lib.display()))
        .output()
        .unwrap();
    assert!(
        ran.status.success(),
        "{}",
        String::from_utf8_lossy(&ran.stderr)
    );
    String::from_utf8_lossy(&ran.stdout).into_owned()
}

/// Chapter 1: the AST dump has MLIR Toy's shape and locations.
#[test]
fn ch1_ast() {
    let file = program("codegen.toy");
    let out = toyc_ok(&file, &["-emit=ast"]);
    let at = |l: u32, c: u32| format!("@{}:{l}:{c}", file.display());
    let expected = [
        "Module:".to_string(),
        "Function".to_string(),
        format!("Proto 'multiply_transpose' {}", at(3, 1)),
        "Params: [a, b]".to_string(),
        "Block {".to_string(),
        "Return".to_string(),
        format!("BinOp: * {}", at(4, 25)),
        format!("Call 'transpose' [ {}", at(4, 10)),
        format!("var: a {}", at(4, 20)),
        "]".to_string(),
        format!("Call 'transpose' [ {}", at(4, 25)),
        format!("var: b {}", at(4, 35)),
        "]".to_string(),
        "} // Block".to_string(),
        "Function".to_string(),
        format!("Proto 'main' {}", at(7, 1)),
        "Params: []".to_string(),
        "Block {".to_string(),
        format!("VarDecl a<> {}", at(9, 3)),
        format!(
            "Literal: <2, 3>[ <3>[ 1.000000e+00, 2.000000e+00, 3.000000e+00 ], <3>[ 4.000000e+00, 5.000000e+00, 6.000000e+00 ] ] {}",
            at(9, 11)
        ),
        format!("VarDecl b<2, 3> {}", at(10, 3)),
        format!(
            "Literal: <6>[ 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00 ] {}",
            at(10, 17)
        ),
        format!("VarDecl c<> {}", at(11, 3)),
        format!("Call 'multiply_transpose' [ {}", at(11, 11)),
        format!("var: a {}", at(11, 30)),
        format!("var: b {}", at(11, 33)),
        "]".to_string(),
        format!("VarDecl d<> {}", at(12, 3)),
        format!("Call 'multiply_transpose' [ {}", at(12, 11)),
        format!("var: b {}", at(12, 30)),
        format!("var: a {}", at(12, 33)),
        "]".to_string(),
        format!("Print [ {}", at(13, 3)),
        format!("var: d {}", at(13, 9)),
        "]".to_string(),
        "} // Block".to_string(),
    ];
    let got: Vec<&str> = out.lines().map(str::trim).collect();
    assert_eq!(got, expected, "got:\n{out}");
}

/// Chapter 1: syntax errors name the line, the column and what was
/// expected; no input makes the parser panic.
#[test]
fn ch1_syntax_errors() {
    let cases = [
        (
            "def main() {\n  var a = [1, 2]\n  print(a);\n}\n",
            "3:3: error: expected ';' after expression but has identifier 'print'",
        ),
        (
            "def main() {\n  var a = [[1], 2];\n}\n",
            "2:11: error: expected uniformly well-nested dimensions inside literal expression",
        ),
        (
            "def main( {\n}\n",
            "1:11: error: expected identifier in argument list but has '{'",
        ),
        (
            "var a = 1;\n",
            "1:1: error: expected 'def' in prototype but has 'var'",
        ),
        (
            "def main() {\n  print(1, 2);\n}\n",
            "2:3: error: expected a single argument to 'print'",
        ),
    ];
    for (src, want) in cases {
        let err = toy::ast::parse(src).expect_err(src).to_string();
        assert_eq!(err, want, "for {src:?}");
    }
    // Nesting beyond the limit is an error, not a stack overflow.
    let deep = [
        format!(
            "def main() {{\n  print({}1{});\n}}\n",
            "(".repeat(5000),
            ")".repeat(5000)
        ),
        format!(
            "def main() {{\n  print({}1{});\n}}\n",
            "[".repeat(5000),
            "]".repeat(5000)
        ),
        format!("def main() {{\n  print(1{});\n}}\n", " + 1".repeat(5000)),
    ];
    for src in &deep {
        let err = toy::ast::parse(src).expect_err("too deep").to_string();
        assert!(
            err.contains("expression nests deeper than 512 levels"),
            "{err}"
        );
    }
    // Within the limit, a long chain compiles.
    let chain = format!("def main() {{\n  print([1]{});\n}}\n", " + [1]".repeat(400));
    let mut ctx = toy::context();
    toy::compile(&mut ctx, &chain, "chain.toy", toy::Stage::Jit, true).expect("400 additions");
    // Every prefix of a valid program is handled (accepted or refused),
    // through the whole pipeline up to the JIT-ready module.
    let src = std::fs::read_to_string(program("codegen.toy")).unwrap();
    for end in 0..=src.len() {
        let mut ctx = toy::context();
        let _ = toy::compile(&mut ctx, &src[..end], "prefix.toy", toy::Stage::Jit, true);
    }
}

/// Chapter 2: `-emit=mlir` prints MLIR Toy's chapter-2 IR (the functions
/// other than `main` private, as from chapter 4 on), and `toy-opt` round
/// trips it byte for byte.
#[test]
fn ch2_mlirgen_and_round_trip() {
    let out = toyc_ok(&program("codegen.toy"), &["-emit=mlir"]);
    let expected = "module {
  toy.func private @multiply_transpose(%arg0: tensor<*xf64>, %arg1: tensor<*xf64>) -> tensor<*xf64> {
    %0 = toy.transpose(%arg0 : tensor<*xf64>) to tensor<*xf64>
    %1 = toy.transpose(%arg1 : tensor<*xf64>) to tensor<*xf64>
    %2 = toy.mul %0, %1 : tensor<*xf64>
    toy.return %2 : tensor<*xf64>
  }
  toy.func @main() {
    %0 = toy.constant dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>
    %1 = toy.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00]> : tensor<6xf64>
    %2 = toy.reshape(%1 : tensor<6xf64>) to tensor<2x3xf64>
    %3 = toy.generic_call @multiply_transpose(%0, %2) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<*xf64>
    %4 = toy.generic_call @multiply_transpose(%2, %0) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<*xf64>
    toy.print %4 : tensor<*xf64>
    toy.return
  }
}

";
    assert_eq!(out, expected);
    let (again, err, ok) = toy_opt(&["-"], &out);
    assert!(ok, "{err}");
    assert_eq!(again, out, "toy-opt round trip");
    // With locations: every op carries its Toy source position.
    let with_locs = toyc_ok(
        &program("codegen.toy"),
        &["-emit=mlir", "-mlir-print-debuginfo"],
    );
    assert!(
        with_locs.contains("toy.mul %0, %1 : tensor<*xf64> loc(#loc"),
        "{with_locs}"
    );
    assert!(with_locs.contains("codegen.toy\":4:25)"), "{with_locs}");
}

/// Chapter 2: the generic form of Toy IR is MLIR's: `mlir-opt` (which has
/// no toy dialect) reads ours and prints it back unchanged.
#[test]
fn ch2_generic_form_matches_mlir_opt() {
    let Some(mlir_opt) = oracle::mlir_opt() else {
        return;
    };
    let text = toyc_ok(&program("codegen.toy"), &["-emit=mlir"]);
    let (generic, err, ok) = toy_opt(&["-", "--mlir-print-op-generic"], &text);
    assert!(ok, "{err}");
    let out = Command::new(mlir_opt)
        .args([
            "--allow-unregistered-dialect",
            "--mlir-print-op-generic",
            "-",
        ])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut c| {
            use std::io::Write;
            c.stdin.take().unwrap().write_all(generic.as_bytes())?;
            c.wait_with_output()
        })
        .expect("mlir-opt runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&out.stdout), generic);
}

/// Chapter 3: `transpose(transpose(x))` is `x`, and the reshape patterns
/// (`pattern!` DRR) fold reshapes of reshapes, of constants and to the same
/// type, with `toy-opt --canonicalize`.
#[test]
fn ch3_canonicalize() {
    let input = "toy.func @transpose_transpose(%arg0: tensor<*xf64>) -> tensor<*xf64> {
  %0 = toy.transpose(%arg0 : tensor<*xf64>) to tensor<*xf64>
  %1 = toy.transpose(%0 : tensor<*xf64>) to tensor<*xf64>
  toy.return %1 : tensor<*xf64>
}
toy.func @reshapes(%arg0: tensor<6xf64>) -> tensor<*xf64> {
  %0 = toy.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf64>
  %1 = toy.reshape(%0 : tensor<6xf64>) to tensor<2x3xf64>
  %2 = toy.reshape(%1 : tensor<2x3xf64>) to tensor<3x2xf64>
  %3 = toy.reshape(%arg0 : tensor<6xf64>) to tensor<2x3xf64>
  %4 = toy.reshape(%3 : tensor<2x3xf64>) to tensor<6xf64>
  %5 = toy.reshape(%4 : tensor<6xf64>) to tensor<6xf64>
  %6 = toy.add %2, %2 : tensor<3x2xf64>
  toy.print %6 : tensor<3x2xf64>
  %7 = toy.cast %5 : tensor<6xf64> to tensor<*xf64>
  toy.return %7 : tensor<*xf64>
}
";
    let (out, err, ok) = toy_opt(&["-", "--canonicalize"], input);
    assert!(ok, "{err}");
    let expected = "module {
  toy.func @transpose_transpose(%arg0: tensor<*xf64>) -> tensor<*xf64> {
    toy.return %arg0 : tensor<*xf64>
  }
  toy.func @reshapes(%arg0: tensor<6xf64>) -> tensor<*xf64> {
    %0 = toy.constant dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00], [5.000000e+00, 6.000000e+00]]> : tensor<3x2xf64>
    %1 = toy.add %0, %0 : tensor<3x2xf64>
    toy.print %1 : tensor<3x2xf64>
    %2 = toy.cast %arg0 : tensor<6xf64> to tensor<*xf64>
    toy.return %2 : tensor<*xf64>
  }
}

";
    assert_eq!(out, expected);
}

/// Chapter 4: after inlining and shape inference, MLIR Toy's chapter-4
/// result for this program (`toyc-ch4 -emit=mlir -opt`).
#[test]
fn ch4_inline_and_shape_inference() {
    let out = toyc_ok(&program("codegen.toy"), &["-emit=mlir", "-opt"]);
    let expected = "module {
  toy.func @main() {
    %0 = toy.constant dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>
    %1 = toy.transpose(%0 : tensor<2x3xf64>) to tensor<3x2xf64>
    %2 = toy.mul %1, %1 : tensor<3x2xf64>
    toy.print %2 : tensor<3x2xf64>
    toy.return
  }
}

";
    assert_eq!(out, expected);
}

/// `f0(x) = x`, `fi(x) = f{i-1}(x) + f{i-1}(x)`, `main` prints `f{n}([1])`.
fn dag(n: usize) -> String {
    let mut src = "def f0(x) {\n  return x;\n}\n".to_string();
    for i in 1..=n {
        src += &format!("def f{i}(x) {{ return f{}(x) + f{}(x); }}\n", i - 1, i - 1);
    }
    src + &format!("def main() {{\n  print(f{n}([1]));\n}}\n")
}

/// Chapter 4: what cannot be specialized is refused, at the Toy source.
#[test]
fn ch4_errors() {
    let dir = std::env::temp_dir().join(format!("toy-ch4-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let cases = [
        (
            "def main() {\n  var a = [1, 2];\n  var b = [1, 2, 3];\n  print(b * a);\n}\n",
            ":4:13: error: 'toy.mul' op requires the same shape for all operands and results",
        ),
        (
            "def f(x) {\n  return g(x);\n}\ndef g(x) {\n  return f(x);\n}\ndef main() {\n  print(f([1]));\n}\n",
            ":5:10: error: 'toy.generic_call' op calls @f recursively: recursive Toy functions cannot be inlined",
        ),
        (
            "def main() {\n  var a<2, 2> = [1, 2, 3];\n  print(a);\n}\n",
            ":2:3: error: 'toy.reshape' op cannot reshape 3 elements into a tensor of 4 elements",
        ),
        (
            "def main() {\n  print(transpose([[1, 2]], [3]));\n}\n",
            ":2:9: error: MLIR codegen encountered an error: toy.transpose does not accept multiple arguments",
        ),
        (
            "def main() {\n  print(x);\n}\n",
            ":2:9: error: unknown variable 'x'",
        ),
        // A shape whose element count wraps around 2^64 (it used to pass
        // the reshape check and the JIT then read past an 8-byte buffer).
        (
            "def main() {\n  var y<274177, 67280421310721> = [1];\n  print(y);\n}\n",
            ":2:17: error: dimension 67280421310721 is larger than 67108864",
        ),
        (
            "def f(x) {\n  var y<65536, 65536> = x;\n  return y;\n}\ndef main() {\n  print(f(5));\n}\n",
            ":2:3: error: a tensor of shape <65536, 65536> has more than 67108864 elements",
        ),
        // One element is not spread over six (canonicalization used to fold
        // this reshape of a constant into a splat).
        (
            "def f(x) {\n  var y<2, 3> = x;\n  return y;\n}\ndef main() {\n  print(f(5));\n}\n",
            ":2:3: error: 'toy.reshape' op cannot reshape 1 elements into a tensor of 6 elements",
        ),
        // Ill-shaped values are refused even when unused.
        (
            "def main() {\n  var a = transpose([[1, 2, 3]]) + [[1, 2, 3]];\n  print([1]);\n}\n",
            ":2:36: error: 'toy.add' op requires the same shape for all operands and results",
        ),
        // A call DAG that doubles at each level stops at the size limit.
        (
            &dag(20),
            ":18:30: error: 'toy.generic_call' op inlining would create more than 65536 operations",
        ),
    ];
    for (i, (src, want)) in cases.iter().enumerate() {
        let src: &str = src;
        let f = dir.join(format!("case{i}.toy"));
        std::fs::write(&f, src).unwrap();
        let (_, err, ok) = toyc(&[f.to_str().unwrap(), "-emit=jit"]);
        assert!(!ok, "{src} was accepted");
        let first = err.lines().next().unwrap_or_default();
        assert_eq!(first, format!("{}{want}", f.display()), "for {src}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Chapters 5 and 6: the lowered module is in upstream dialects only, so
/// MLIR 22 checks it: `mlir-opt` prints it back byte for byte, and
/// `mlir-runner`, with the two print functions compiled from C, prints
/// exactly what our JIT prints, which is what MLIR's Toy chapter 6 shows
/// for this program.
#[test]
fn ch5_ch6_lowering_and_jit_against_mlir_runner() {
    let file = program("codegen.toy");
    let jit_out = toyc_ok(&file, &["-emit=jit"]);
    // MLIR's `Ch-6.md`, running codegen.toy: `printf("%f ")` per element,
    // `printf("\n")` per row.
    assert_eq!(
        jit_out,
        "1.000000 16.000000 \n4.000000 25.000000 \n9.000000 36.000000 \n"
    );
    let lowered = toyc_ok(&file, &["-emit=mlir-jit"]);
    for op in ["toy.", "tensor<"] {
        assert!(!lowered.contains(op), "not fully lowered:\n{lowered}");
    }
    let Some(runner) = oracle::mlir_runner() else {
        return;
    };
    let Some(cc) = oracle::program("cc", "apt-get install gcc") else {
        return;
    };
    let dir = std::env::temp_dir().join(format!("toy-ch6-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let src = dir.join("in.mlir");
    std::fs::write(&src, &lowered).unwrap();
    let round = Command::new(&runner.mlir_opt).arg(&src).output().unwrap();
    assert!(
        round.status.success(),
        "{}",
        String::from_utf8_lossy(&round.stderr)
    );
    assert_eq!(
        String::from_utf8_lossy(&round.stdout),
        lowered,
        "mlir-opt round trip"
    );
    let so = print_library(&cc, &dir);
    let ran = run_under_mlir(&runner, &so, &src);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(ran, jit_out, "mlir-runner vs our JIT");
}

/// Chapter 6 on more programs: each runs under our JIT and under
/// `mlir-runner` with the same output.
#[test]
fn ch6_programs_against_mlir_runner() {
    let programs = [
        "def main() {\n  print([[1, 2], [3, 4]]);\n}\n",
        "def main() {\n  var a = 5.5;\n  print(a);\n}\n",
        "def add3(a, b, c) {\n  return a + b + c;\n}\ndef main() {\n  var x<2, 2> = [1, 2, 3, 4];\n  var y = transpose(x);\n  print(add3(x, y, x * y));\n}\n",
        "def sq(a) {\n  return a * a;\n}\ndef main() {\n  var v<2, 3, 2> = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];\n  print(transpose(sq(v)));\n}\n",
        // Reshapes of computed values (lowered as row-major copies).
        "def main() {\n  var a = [[1, 2, 3], [4, 5, 6]];\n  var b<3, 2> = transpose(a);\n  var c<6> = b * b;\n  print(c);\n  var d<2, 3> = c;\n  print(d + d);\n}\n",
    ];
    let runner = oracle::mlir_runner();
    let cc = oracle::program("cc", "apt-get install gcc");
    let dir = std::env::temp_dir().join(format!("toy-ch6b-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let so = cc.as_ref().map(|cc| print_library(cc, &dir));
    for (i, src) in programs.iter().enumerate() {
        let f = dir.join(format!("p{i}.toy"));
        std::fs::write(&f, src).unwrap();
        let ours = toyc_ok(&f, &["-emit=jit"]);
        assert!(!ours.is_empty(), "{src} printed nothing");
        let (Some(runner), Some(so)) = (&runner, &so) else {
            continue;
        };
        let lowered = toyc_ok(&f, &["-emit=mlir-jit"]);
        let m = dir.join(format!("p{i}.mlir"));
        std::fs::write(&m, &lowered).unwrap();
        assert_eq!(run_under_mlir(runner, so, &m), ours, "for {src}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
