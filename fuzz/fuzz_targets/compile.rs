//! Fuzz target: arbitrary bytes that parse and verify as a module of the
//! project's dialects must compile (vector lowering, MIR, register
//! allocation, emission) or be refused with an error; a panic, hang or
//! stack overflow is a finding. The compiled code is never run (fuzzed IR
//! may loop forever or access memory out of bounds, which is undefined
//! behaviour in MLIR).
#![no_main]

use libfuzzer_sys::fuzz_target;
use ods::asm::{parse_source, ParseOptions};
use ods::ir::Context;

fuzz_target!(|data: &[u8]| {
    let mut ctx = Context::new();
    dialects::register_all(&mut ctx);
    let Ok(parsed) = parse_source(&mut ctx, data, b"fuzz.mlir", &ParseOptions::default()) else {
        return;
    };
    if ods::verifier::verify(&ctx, parsed.module).is_err() {
        return;
    }
    let opts = backend_dynasm::lower::CompileOptions::default();
    // SAFETY: compiling only writes and maps code; the code is dropped
    // without being called, so the IR's behaviour when run does not matter.
    let _ = unsafe { backend_dynasm::lower::compile_module(&mut ctx, parsed.module, &opts) };
});
