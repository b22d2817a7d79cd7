//! Prints one module of random JIT-differential kernels:
//! `cargo run --release -p tests --example gen_kernels -- SEED [KERNELS]`
//! (`ODS_NO_HALVES=1`: without f16/bf16, as the interpreter-vs-mlir-runner
//! test makes them).

fn main() {
    let mut args = std::env::args().skip(1);
    let seed = args.next().and_then(|s| s.parse().ok()).unwrap_or(1);
    let mut cfg = tests::kernel_gen::KernelConfig::default();
    if let Some(k) = args.next().and_then(|s| s.parse().ok()) {
        cfg.kernels = k;
    }
    cfg.halves = std::env::var_os("ODS_NO_HALVES").is_none();
    print!("{}", tests::kernel_gen::generate(seed, &cfg));
}
