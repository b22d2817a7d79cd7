//! `toy-opt`: `mlir-opt` for Toy IR, on `ods_opt`'s reusable main.

fn main() -> std::process::ExitCode {
    dialects::register_passes();
    toy::register_passes();
    ods_opt::mlir_opt_main("toy-opt", |ctx| {
        dialects::register_all(ctx);
        toy::dialect::register(ctx);
    })
}
