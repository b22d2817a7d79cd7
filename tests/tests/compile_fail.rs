//! Compile-fail tests of the `op!` macro (assembly-format errors in
//! mlir-tblgen's wording, declaration errors, typestate-builder misuse)
//! and of `pattern!` (unknown ops, wrong arities, unbound names),
//! through `trybuild`: each `tests/ui/*.rs` must fail to compile with the
//! committed `tests/ui/*.stderr`, and each `tests/ui/pass_*.rs` must compile
//! and run. Regenerate with `TRYBUILD=overwrite` and review every diff.

#[test]
fn ui() {
    let t = trybuild::TestCases::new();
    t.pass("ui/pass_*.rs");
    t.compile_fail("ui/fmt_*.rs");
    t.compile_fail("ui/decl_*.rs");
    t.compile_fail("ui/build_*.rs");
    t.compile_fail("ui/pattern_*.rs");
}
