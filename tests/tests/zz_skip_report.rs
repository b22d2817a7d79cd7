//! The last test binary of `cargo test --workspace` (cargo runs packages and
//! their test targets in name order; this is the last target of the last
//! package): prints how many tests of this run were skipped because a tool,
//! `../shared` input or CPU feature was missing, and which (see
//! `tests::oracle`). Under `ODS_REQUIRE_ORACLES=1` those tests fail instead,
//! so the count must be 0 there.

fn main() {
    let Some(dir) = tests::oracle::skip_dir() else {
        println!("oracle skips: unknown (no test binary path)");
        return;
    };
    let skips = tests::oracle::take_skips(&dir);
    let required = tests::oracle::required();
    for s in &skips {
        println!("  skipped: {s}");
    }
    println!(
        "oracle skips: {} test{} skipped for missing tools or inputs{}",
        skips.len(),
        if skips.len() == 1 { "" } else { "s" },
        if required {
            format!(
                " ({}=1: a missing one fails its test)",
                tests::oracle::REQUIRE_ENV
            )
        } else {
            String::new()
        }
    );
    if required && !skips.is_empty() {
        std::process::exit(1);
    }
}
