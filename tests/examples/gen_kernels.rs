//! Prints one module of random JIT-differential kernels:
//! `cargo run --release -p tests --example gen_kernels -- SEED [KERNELS]`.

fn main() {
    let mut args = std::env::args().skip(1);
    let seed = args.next().and_then(|s| s.parse().ok()).unwrap_or(1);
    let mut cfg = tests::kernel_gen::KernelConfig::default();
    if let Some(k) = args.next().and_then(|s| s.parse().ok()) {
        cfg.kernels = k;
    }
    print!("{}", tests::kernel_gen::generate(seed, &cfg));
}
