//! Builds the out-of-process executor (`executor/ods-executor.c`) for every
//! target the JIT emits code for, with the C compiler that targets it, and
//! embeds the binaries (`src/executor.rs` writes them out when needed). A
//! target whose compiler is missing gets the reason instead, reported when
//! someone asks to run code there. (Installing a compiler later needs a
//! rebuild: `cargo clean -p backend-dynasm`.)

use std::path::PathBuf;
use std::process::Command;

fn main() {
    let src = "executor/ods-executor.c";
    println!("cargo:rerun-if-changed={src}");
    println!("cargo:rerun-if-changed=build.rs");
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("OUT_DIR"));
    let host = std::env::var("CARGO_CFG_TARGET_ARCH").unwrap_or_default();
    let mut rs = String::new();
    for (target, cross) in [
        ("x86_64", "x86_64-linux-gnu-gcc"),
        ("aarch64", "aarch64-linux-gnu-gcc"),
    ] {
        // The host's own compiler for the host, the cross compiler otherwise.
        let compilers: Vec<String> = if host == target {
            vec![
                std::env::var("CC").unwrap_or_else(|_| "cc".into()),
                cross.into(),
            ]
        } else {
            vec![cross.into()]
        };
        let exe = out.join(format!("ods-executor-{target}"));
        let mut why = format!(
            "no C compiler for {target} ({}) when ods was built",
            compilers.join(" or ")
        );
        let mut built = false;
        for cc in &compilers {
            let r = Command::new(cc)
                .args(["-std=gnu11", "-O2", "-static", "-Wall", "-o"])
                .arg(&exe)
                .arg(src)
                .arg("-lm")
                .output();
            match r {
                Ok(o) if o.status.success() => {
                    built = true;
                    break;
                }
                Ok(o) => {
                    why = format!(
                        "{cc} failed to build the executor for {target}: {}",
                        String::from_utf8_lossy(&o.stderr)
                            .lines()
                            .next()
                            .unwrap_or("")
                    );
                    println!("cargo:warning={why}");
                }
                Err(_) => {}
            }
        }
        let konst = target.to_uppercase();
        if built {
            // (its name in the temporary directory: hashed here, once, not
            // by every run of ods-run)
            let bytes = std::fs::read(&exe).expect("read the executor");
            let hash = bytes.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
                (h ^ b as u64).wrapping_mul(0x0100_0000_01b3)
            });
            rs += &format!(
                "/// The executor binary for {target}.\npub const {konst}: Result<&[u8], &str> = Ok(include_bytes!({exe:?}));\n\
                 /// A hash of it (FNV-1a).\npub const {konst}_HASH: u64 = {hash:#x};\n"
            );
        } else {
            rs += &format!(
                "/// Why there is no executor binary for {target}.\npub const {konst}: Result<&[u8], &str> = Err({why:?});\n\
                 /// (no binary)\npub const {konst}_HASH: u64 = 0;\n"
            );
        }
    }
    std::fs::write(out.join("executors.rs"), rs).expect("write executors.rs");
}
