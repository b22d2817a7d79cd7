//! Fuzz target: parse arbitrary bytes as MLIR; if they parse and verify,
//! parse -> print -> parse -> print must be a fixpoint in the generic form,
//! the custom (default) form, and the generic form with locations. The
//! property lives in `tests::fixpoint`, shared with the regression test that
//! CI runs on `regressions/` and the seeds.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tests::fixpoint::{check_parse_print_fixpoint, Outcome};

/// `ODS_FUZZ_STRICT=1` also fails on the non-round-trips MLIR shares.
fn strict() -> bool {
    static S: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *S.get_or_init(|| std::env::var_os("ODS_FUZZ_STRICT").is_some())
}

/// `ODS_FUZZ_VERBOSE=1` reports why inputs were rejected (to check seeds).
fn verbose() -> bool {
    static V: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *V.get_or_init(|| std::env::var_os("ODS_FUZZ_VERBOSE").is_some())
}

fuzz_target!(|data: &[u8]| {
    match check_parse_print_fixpoint(data, strict()) {
        Ok(Outcome::RoundTrips) => {}
        Ok(Outcome::Rejected(diags)) => {
            if verbose() {
                eprintln!("rejected:\n{diags}");
            }
        }
        Err(violation) => panic!("{violation}"),
    }
});
