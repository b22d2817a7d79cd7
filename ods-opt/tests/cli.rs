//! The `ods-opt` binary's command-line behaviour: exit codes, messages for
//! unreadable input and output, `-o` files kept only on success (as
//! mlir-opt's ToolOutputFile), and stdin/file inputs printing the same.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn ods_opt(args: &[&str], stdin: Option<&[u8]>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ods-opt"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn ods-opt");
    {
        let mut sin = child.stdin.take().unwrap();
        if let Some(data) = stdin {
            sin.write_all(data).unwrap();
        }
    }
    child.wait_with_output().unwrap()
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ods-opt-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

#[test]
fn missing_and_directory_inputs_are_reported_like_mlir_opt() {
    let out = ods_opt(&["/nonexistent/x.mlir"], None);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stderr),
        "cannot open input file '/nonexistent/x.mlir': No such file or directory\n"
    );
    let dir = std::env::temp_dir();
    let d = dir.to_str().unwrap();
    let out = ods_opt(&[d], None);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stderr),
        format!("cannot open input file '{d}': Is a directory\n")
    );
}

#[test]
fn output_file_is_kept_only_on_success() {
    let good = scratch("good.mlir");
    std::fs::write(&good, "\"a.b\"() : () -> ()\n").unwrap();
    let bad = scratch("bad.mlir");
    std::fs::write(&bad, "\"a.b\"() : () -> (\n").unwrap();
    let out_path = scratch("out.mlir");
    let o = out_path.to_str().unwrap();

    let ok = ods_opt(
        &[
            "--allow-unregistered-dialect",
            good.to_str().unwrap(),
            "-o",
            o,
        ],
        None,
    );
    assert_eq!(ok.status.code(), Some(0), "{}", text(&ok.stderr));
    assert_eq!(
        std::fs::read_to_string(&out_path).unwrap(),
        "module {\n  \"a.b\"() : () -> ()\n}\n\n"
    );

    let fail = ods_opt(
        &[
            "--allow-unregistered-dialect",
            bad.to_str().unwrap(),
            "-o",
            o,
        ],
        None,
    );
    assert_eq!(fail.status.code(), Some(1));
    assert!(text(&fail.stderr).contains("error: expected non-function type"));
    assert!(
        !Path::new(&out_path).exists(),
        "-o file must be removed on failure"
    );

    let unwritable = ods_opt(
        &[good.to_str().unwrap(), "-o", "/nonexistent/dir/out.mlir"],
        None,
    );
    assert_eq!(unwritable.status.code(), Some(1));
    assert_eq!(
        text(&unwritable.stderr),
        "cannot open output file '/nonexistent/dir/out.mlir': No such file or directory\n"
    );
}

/// A failing run with `-o /dev/null` must leave the device alone: removing it
/// (as an earlier version did) turned `/dev/null` into a regular file that
/// later commands filled and read back.
#[test]
fn failure_never_removes_a_special_output_file() {
    use std::os::unix::fs::FileTypeExt;
    let bad = scratch("bad-devnull.mlir");
    std::fs::write(&bad, "\"a.b\"() : () -> (\n").unwrap();
    assert!(
        std::fs::metadata("/dev/null")
            .unwrap()
            .file_type()
            .is_char_device(),
        "/dev/null is not a character device before the test"
    );
    let fail = ods_opt(
        &[
            "--allow-unregistered-dialect",
            bad.to_str().unwrap(),
            "-o",
            "/dev/null",
        ],
        None,
    );
    assert_eq!(fail.status.code(), Some(1));
    assert!(
        std::fs::metadata("/dev/null")
            .unwrap()
            .file_type()
            .is_char_device(),
        "ods-opt removed /dev/null"
    );
}

#[test]
fn stdin_and_streamed_file_print_the_same() {
    let example = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/quickstart.mlir");
    let data = std::fs::read(&example).unwrap();
    for generic in [false, true] {
        let mut args = vec!["--allow-unregistered-dialect"];
        if generic {
            args.push("--mlir-print-op-generic");
        }
        let from_stdin = ods_opt(&[args.as_slice(), &["-"]].concat(), Some(&data));
        let from_file = ods_opt(
            &[args.as_slice(), &[example.to_str().unwrap()]].concat(),
            None,
        );
        assert_eq!(
            from_stdin.status.code(),
            Some(0),
            "{}",
            text(&from_stdin.stderr)
        );
        assert_eq!(
            from_file.status.code(),
            Some(0),
            "{}",
            text(&from_file.stderr)
        );
        assert!(!from_file.stdout.is_empty());
        assert_eq!(text(&from_stdin.stdout), text(&from_file.stdout));
    }
}

#[test]
fn unknown_flags_fail_with_usage_hint() {
    let out = ods_opt(&["--no-such-flag"], None);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("Unknown command line argument '--no-such-flag'"));
}
