//! Runs `@main` of an MLIR file in the reference interpreter and prints what
//! it printed: `cargo run --release -p tests --example interp_run -- FILE`.

fn main() {
    let path = std::env::args().nth(1).expect("usage: interp_run FILE");
    let text = std::fs::read(&path).expect("read input");
    let mut ctx = ods::ir::Context::new();
    dialects::register_all(&mut ctx);
    let Ok(parsed) = ods::asm::parse_source(&mut ctx, &text, path.as_bytes(), &Default::default())
    else {
        eprintln!("{path}: does not parse");
        std::process::exit(1);
    };
    let mut it = dialects::interp::Interpreter::new(&ctx, parsed.module);
    let r = it.call("main", vec![]);
    print!("{}", String::from_utf8_lossy(&it.stdout));
    if let Err(e) = r {
        eprintln!("{e}");
        std::process::exit(1);
    }
}
