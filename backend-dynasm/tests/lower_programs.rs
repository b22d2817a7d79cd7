//! The lowering end to end: IR → MIR → x86-64 → run, compared with
//! `mlir-runner` (recorded `tests/lower/*.expected`, see `record.sh`) and
//! with the reference interpreter (`dialects::interp`), bit for bit.

use backend_dynasm::lower::{compile_module, CompileOptions, LowerError};
use backend_dynasm::runner_utils::capture;
use backend_dynasm::JitError;
use dialects::interp::InterpError;
use std::path::Path;

fn parse(ctx: &mut ods::ir::Context, text: &str) -> ods::ir::Operation {
    dialects::register_all(ctx);
    let parsed = ods::asm::parse_source(ctx, text.as_bytes(), b"t.mlir", &Default::default())
        .unwrap_or_else(|_| panic!("test program does not parse"));
    ods::verifier::verify(ctx, parsed.module).unwrap_or_else(|_| panic!("does not verify"));
    parsed.module
}

/// Compiles `text` and runs `@main`, returning what it printed.
fn run_jit(text: &str) -> Result<String, LowerError> {
    let mut ctx = ods::ir::Context::new();
    let m = parse(&mut ctx, text);
    // SAFETY: the test programs are in bounds (the interpreter checks it).
    let c = unsafe { compile_module(&mut ctx, m, &CompileOptions::default())? };
    let f = c.jit.get::<fn()>("main")?;
    Ok(capture(|| f.call(())).1)
}

fn run_interp(text: &str) -> Result<String, InterpError> {
    tests::interpret_main(text).map(|o| String::from_utf8_lossy(&o).into_owned())
}

#[test]
fn programs_match_mlir_runner_and_interpreter() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/lower");
    let mut n = 0;
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .collect();
    files.sort();
    for p in files
        .iter()
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
    {
        let text = std::fs::read_to_string(p).unwrap();
        let expected = std::fs::read_to_string(p.with_extension("expected")).unwrap();
        let got = run_jit(&text).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
        assert_eq!(
            tests::without_memref_addresses(&got),
            tests::without_memref_addresses(&expected),
            "JIT vs mlir-runner: {}",
            p.display()
        );
        // The interpreter runs every program (memref addresses differ).
        let out = run_interp(&text).unwrap_or_else(|e| panic!("{}: interpreter: {e}", p.display()));
        assert_eq!(
            tests::without_memref_addresses(&out),
            tests::without_memref_addresses(&got),
            "JIT vs interpreter: {}",
            p.display()
        );
        n += 1;
    }
    assert!(n >= 4);
}

/// Every kernel of `../shared/bench/kernels` at `// @N` = 256 and
/// `// @K` = 1 prints the interpreter's CHECK lines under the JIT.
#[test]
fn bench_kernels_match_interpreter() {
    let Some(kernels) = tests::oracle::bench_kernels() else {
        return;
    };
    let files = tests::files_with_suffix(&kernels, ".mlir");
    for f in &files {
        let text = tests::small_bench_kernel(f);
        let theirs = tests::check_lines(
            &run_interp(&text).unwrap_or_else(|e| panic!("{}: {e}", f.display())),
        );
        let out = run_jit(&text).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        assert!(!theirs.is_empty(), "{}: no CHECK line", f.display());
        assert_eq!(tests::check_lines(&out), theirs, "{}", f.display());
    }
    assert!(files.len() >= 7, "../shared/bench/kernels is incomplete");
}

#[test]
fn bad_input_gives_errors_not_crashes() {
    // unsupported op: a clear error with the location
    // (memrefs of i1 vectors: packed bits in MLIR's layout)
    let e = run_jit("func.func @main() {\n  %c0 = arith.constant 0 : index\n  %m = memref.alloca() : memref<4xvector<8xi1>>\n  return\n}\n")
        .unwrap_err();
    assert!(matches!(e, LowerError::Unsupported { .. }), "{e}");
    assert!(
        e.to_string().contains("t.mlir:3:8") && e.to_string().contains("memref.alloca"),
        "{e}"
    );
    // call to an external function that is not a runtime function
    let e = run_jit("func.func private @nowhere()\nfunc.func @main() {\n  func.call @nowhere() : () -> ()\n  return\n}\n")
        .unwrap_err();
    assert!(
        matches!(e, LowerError::UnknownExternal { ref name, .. } if name == "nowhere"),
        "{e}"
    );
    // n-D vectors are brought to the native form first (compile_module runs
    // lower_to_native)
    run_jit(
        "func.func @main() {\n  %a = arith.constant dense<1.0> : vector<2x8xf32>\n  return\n}\n",
    )
    .unwrap();
    // missing entry point / wrong signature through the typed API
    let mut ctx = ods::ir::Context::new();
    let m = parse(
        &mut ctx,
        "func.func @f(%x: i64) -> i64 {\n  return %x : i64\n}\n",
    );
    // SAFETY: no memory accesses.
    let c = unsafe { compile_module(&mut ctx, m, &CompileOptions::default()).unwrap() };
    assert!(matches!(
        c.jit.get::<fn()>("main"),
        Err(JitError::NoSuchFunction(_))
    ));
    assert!(matches!(
        c.jit.get::<fn(f32) -> i64>("f"),
        Err(JitError::SignatureMismatch { .. })
    ));
    assert_eq!(c.jit.get::<fn(i64) -> i64>("f").unwrap().call((41,)), 41);
    // functions returning several values (or a vector) take a hidden result
    // buffer: callable from IR only, no Rust signature matches them
    let mut ctx = ods::ir::Context::new();
    let m = parse(
        &mut ctx,
        "func.func @two(%x: i64) -> (i64, i64) {\n  return %x, %x : i64, i64\n}\n",
    );
    // SAFETY: the function only writes its result buffer, and it is never called.
    let c = unsafe { compile_module(&mut ctx, m, &CompileOptions::default()).unwrap() };
    for e in [
        c.jit.get::<fn(i64)>("two").err(),
        c.jit.get::<fn(i64) -> i64>("two").err(),
        c.jit
            .get::<fn(i64, backend_dynasm::runtime::Ptr<u8>)>("two")
            .err(),
    ] {
        assert!(
            matches!(e, Some(JitError::SignatureMismatch { .. })),
            "{e:?}"
        );
    }
    // a vector parameter is a ymm register: no Rust scalar stands for it
    // (an f64 once did, since both travel in a vector register)
    let mut ctx = ods::ir::Context::new();
    let m = parse(
        &mut ctx,
        "func.func @lane(%v: vector<8xf32>) -> f32 {\n  %e = vector.extract %v[7] : f32 from vector<8xf32>\n  return %e : f32\n}\n",
    );
    // SAFETY: no memory accesses; the function is never called.
    let c = unsafe { compile_module(&mut ctx, m, &CompileOptions::default()).unwrap() };
    for e in [
        c.jit.get::<fn(f64) -> f32>("lane").err(),
        c.jit.get::<fn(f32) -> f32>("lane").err(),
    ] {
        assert!(
            matches!(e, Some(JitError::SignatureMismatch { .. })),
            "{e:?}"
        );
    }
}

/// Two pages, the second inaccessible; returns the first page's address
/// and the page size.
fn guarded_page() -> (*mut u8, usize) {
    // SAFETY: plain anonymous mappings, owned by the caller (unmapped with
    // `libc::munmap(p, 2 * page)`).
    unsafe {
        let page = libc::sysconf(libc::_SC_PAGESIZE) as usize;
        let p = libc::mmap(
            std::ptr::null_mut(),
            2 * page,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
            -1,
            0,
        );
        assert_ne!(p, libc::MAP_FAILED);
        assert_eq!(libc::mprotect(p.add(page), page, libc::PROT_NONE), 0);
        (p as *mut u8, page)
    }
}

/// `vector.load`/`vector.store` of 8/16-bit elements whose size is not a
/// single move (1..31 bytes but 4, 8, 16) read and write only the vector's
/// bytes: each is loaded from the very end of a page followed by an
/// inaccessible one and stored at the end of another such page (reading or
/// writing past the vector faults), and the bytes before the stored vector
/// keep their values.
#[test]
fn partial_width_accesses_touch_only_the_vector() {
    let mut text = String::new();
    let mut cases = Vec::new();
    for (ty, size) in [("i8", 1usize), ("i16", 2)] {
        for lanes in 1..32 / size {
            if matches!(lanes * size, 4 | 8 | 16) {
                continue;
            }
            text += &format!(
                "func.func @{ty}_{lanes}(%src: memref<?x{ty}>, %dst: memref<?x{ty}>) {{
  %c0 = arith.constant 0 : index
  %cl = arith.constant {lanes} : index
  %n = memref.dim %src, %c0 : memref<?x{ty}>
  %i = arith.subi %n, %cl : index
  %v = vector.load %src[%i] : memref<?x{ty}>, vector<{lanes}x{ty}>
  %m = memref.dim %dst, %c0 : memref<?x{ty}>
  %j = arith.subi %m, %cl : index
  vector.store %v, %dst[%j] : memref<?x{ty}>, vector<{lanes}x{ty}>
  return
}}
"
            );
            cases.push((ty, lanes, size));
        }
    }
    let mut ctx = ods::ir::Context::new();
    let m = parse(&mut ctx, &text);
    // SAFETY: every access is inside the memrefs passed below.
    let c = unsafe { compile_module(&mut ctx, m, &CompileOptions::default()).unwrap() };
    let (src, page) = guarded_page();
    let (dst, _) = guarded_page();
    const N: usize = 64;
    for (ty, lanes, size) in cases {
        let bytes = lanes * size;
        // SAFETY: the last N bytes of each first page are readable and
        // writable; nothing else aliases them.
        let (s, d) = unsafe {
            (
                std::slice::from_raw_parts_mut(src.add(page - N), N),
                std::slice::from_raw_parts_mut(dst.add(page - N), N),
            )
        };
        for (k, b) in s.iter_mut().enumerate() {
            *b = (k * 37 + 11 + lanes) as u8;
        }
        d.fill(0xEE);
        let name = format!("{ty}_{lanes}");
        if ty == "i8" {
            let f = c
                .jit
                .get::<fn(
                    backend_dynasm::runtime::MemRef1<i8>,
                    backend_dynasm::runtime::MemRef1<i8>,
                )>(&name)
                .unwrap();
            // SAFETY: as above, viewed as i8.
            let (s8, d8) = unsafe {
                (
                    std::slice::from_raw_parts_mut(s.as_mut_ptr() as *mut i8, N),
                    std::slice::from_raw_parts_mut(d.as_mut_ptr() as *mut i8, N),
                )
            };
            f.call((
                backend_dynasm::runtime::MemRef::from_slice(s8),
                backend_dynasm::runtime::MemRef::from_slice(d8),
            ));
        } else {
            let f = c
                .jit
                .get::<fn(
                    backend_dynasm::runtime::MemRef1<i16>,
                    backend_dynasm::runtime::MemRef1<i16>,
                )>(&name)
                .unwrap();
            // SAFETY: as above, viewed as (2-byte aligned) i16.
            let (s16, d16) = unsafe {
                (
                    std::slice::from_raw_parts_mut(s.as_mut_ptr() as *mut i16, N / 2),
                    std::slice::from_raw_parts_mut(d.as_mut_ptr() as *mut i16, N / 2),
                )
            };
            f.call((
                backend_dynasm::runtime::MemRef::from_slice(s16),
                backend_dynasm::runtime::MemRef::from_slice(d16),
            ));
        }
        assert_eq!(d[N - bytes..], s[N - bytes..], "{name}: the vector");
        assert!(
            d[..N - bytes].iter().all(|&b| b == 0xEE),
            "{name}: bytes before the vector written"
        );
    }
    // SAFETY: the mappings made above, no longer borrowed.
    unsafe {
        libc::munmap(src as *mut libc::c_void, 2 * page);
        libc::munmap(dst as *mut libc::c_void, 2 * page);
    }
}

/// Where MLIR says poison/UB the JIT gives the documented defined results
/// (backend-dynasm/src/mir/builder.rs); the interpreter reports these as
/// undefined, so they are checked against the documented values.
#[test]
fn poison_cases_give_documented_results() {
    let out = run_jit(
        "func.func @f(%a: i32, %b: i32, %s: i32, %x: f32) {
  %0 = arith.divsi %a, %b : i32
  vector.print %0 : i32
  %1 = arith.remsi %a, %b : i32
  vector.print %1 : i32
  %2 = arith.shli %a, %s : i32
  vector.print %2 : i32
  %3 = arith.shrsi %a, %s : i32
  vector.print %3 : i32
  %4 = arith.fptosi %x : f32 to i32
  vector.print %4 : i32
  return
}
func.func @main() {
  %min = arith.constant -2147483648 : i32
  %m1 = arith.constant -1 : i32
  %z = arith.constant 0 : i32
  %s = arith.constant 40 : i32
  %big = arith.constant 1.0e20 : f32
  %nan = arith.constant 0x7FC00000 : f32
  func.call @f(%min, %m1, %s, %big) : (i32, i32, i32, f32) -> ()
  func.call @f(%min, %z, %s, %nan) : (i32, i32, i32, f32) -> ()
  return
}
",
    )
    .unwrap();
    assert_eq!(
        out,
        "-2147483648\n0\n0\n-1\n2147483647\n0\n-2147483648\n0\n-1\n0\n"
    );
}

/// The lane-by-lane paths (`tests/lanewise/*.mlir`): casts and arith with
/// no vector instruction (incl. `vector<Nxi1>` operands and results, 128-bit
/// and partial vectors), and 8/16-bit `maskedload`/`maskedstore`/`gather`
/// (masked-off lanes past the end of the buffer, holes in a store mask),
/// against the interpreter.
#[test]
fn lanewise_paths_match_interpreter() {
    assert!(programs_match_interpreter("tests/lanewise") >= 2);
}

/// `tests/interp_only/*.mlir`: programs mlir-runner's pipeline cannot run
/// (`vector.scan` has no lowering in it), against the interpreter, which
/// follows MLIR's own lowering of them.
#[test]
fn programs_without_a_runner_lowering_match_interpreter() {
    assert!(programs_match_interpreter("tests/interp_only") >= 1);
}

/// The register tiles of the matmul benchmark (`mm_contract`: 4 loop-carried
/// accumulator rows, 8 rows of B and a broadcast A element per k-block of 8;
/// `mm_outer`: 8 accumulator rows, 2 rows of B, 4 broadcasts) fit in the 14
/// allocatable ymm registers. `mm_contract` needs lifetime holes: each
/// accumulator is read by the first FMA of the block and redefined by the
/// last one, so over the hull of its uses it would hold a register twice.
#[test]
fn matmul_register_tiles_allocate_without_spills() {
    let text = "
func.func @mm_contract(%A: memref<64x64xf32>, %B: memref<64x64xf32>, %C: memref<64x64xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %pad = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c64 step %c4 {
    scf.for %j = %c0 to %c64 step %c8 {
      %ct = vector.transfer_read %C[%i, %j], %pad {in_bounds = [true, true]} : memref<64x64xf32>, vector<4x8xf32>
      %acc = scf.for %k = %c0 to %c64 step %c8 iter_args(%a = %ct) -> (vector<4x8xf32>) {
        %at = vector.transfer_read %A[%i, %k], %pad {in_bounds = [true, true]} : memref<64x64xf32>, vector<4x8xf32>
        %bt = vector.transfer_read %B[%k, %j], %pad {in_bounds = [true, true]} : memref<64x64xf32>, vector<8x8xf32>
        %r = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                               affine_map<(m, n, k) -> (k, n)>,
                                               affine_map<(m, n, k) -> (m, n)>],
                              iterator_types = [\"parallel\", \"parallel\", \"reduction\"],
                              kind = #vector.kind<add>} %at, %bt, %a
             : vector<4x8xf32>, vector<8x8xf32> into vector<4x8xf32>
        scf.yield %r : vector<4x8xf32>
      }
      vector.transfer_write %acc, %C[%i, %j] {in_bounds = [true, true]} : vector<4x8xf32>, memref<64x64xf32>
    }
  }
  return
}
func.func @mm_outer(%At: memref<64x64xf32>, %B: memref<64x64xf32>, %C: memref<64x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %pad = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c64 step %c4 {
    scf.for %j = %c0 to %c64 step %c16 {
      %j8 = arith.addi %j, %c8 : index
      %c0t = vector.transfer_read %C[%i, %j], %pad {in_bounds = [true, true]} : memref<64x64xf32>, vector<4x8xf32>
      %c1t = vector.transfer_read %C[%i, %j8], %pad {in_bounds = [true, true]} : memref<64x64xf32>, vector<4x8xf32>
      %acc:2 = scf.for %k = %c0 to %c64 step %c1 iter_args(%a0 = %c0t, %a1 = %c1t) -> (vector<4x8xf32>, vector<4x8xf32>) {
        %a = vector.load %At[%k, %i] : memref<64x64xf32>, vector<4xf32>
        %b0 = vector.load %B[%k, %j] : memref<64x64xf32>, vector<8xf32>
        %b1 = vector.load %B[%k, %j8] : memref<64x64xf32>, vector<8xf32>
        %r0 = vector.outerproduct %a, %b0, %a0 : vector<4xf32>, vector<8xf32>
        %r1 = vector.outerproduct %a, %b1, %a1 : vector<4xf32>, vector<8xf32>
        scf.yield %r0, %r1 : vector<4x8xf32>, vector<4x8xf32>
      }
      vector.transfer_write %acc#0, %C[%i, %j] {in_bounds = [true, true]} : vector<4x8xf32>, memref<64x64xf32>
      vector.transfer_write %acc#1, %C[%i, %j8] {in_bounds = [true, true]} : vector<4x8xf32>, memref<64x64xf32>
    }
  }
  return
}
";
    let mut ctx = ods::ir::Context::new();
    let m = parse(&mut ctx, text);
    dialects::vector::lowering::lower_to_native(
        &mut ctx,
        m,
        dialects::vector::lowering::VectorTarget::X86Avx2,
    )
    .unwrap_or_else(|_| panic!("lowering"));
    let lowered = backend_dynasm::lower::lower_module(&ctx, m, &CompileOptions::default()).unwrap();
    for f in &lowered.mir.funcs {
        let fmas = f
            .blocks
            .iter()
            .flat_map(|b| &b.insts)
            .filter(|i| matches!(i, backend_dynasm::mir::Inst::Fma { .. }))
            .count();
        assert!(fmas >= 8, "{}: {fmas} FMAs", f.name);
        // the k-loop addresses are strength-reduced pointers: no multiply
        // in the blocks that hold the FMAs
        for b in f.blocks.iter().filter(|b| {
            b.insts
                .iter()
                .any(|i| matches!(i, backend_dynasm::mir::Inst::Fma { .. }))
        }) {
            assert!(
                !b.insts.iter().any(|i| matches!(
                    i,
                    backend_dynasm::mir::Inst::Alu {
                        op: backend_dynasm::mir::AluOp::Mul,
                        ..
                    }
                )),
                "{}: a multiply in the k-loop",
                f.name
            );
        }
        let a = backend_dynasm::regalloc::allocate(f, &backend_dynasm::isa::x86_64::REGS);
        assert_eq!((a.vec_spills, a.gpr_spills), (0, 0), "{} spills", f.name);
    }
}

/// Addresses affine in a loop's induction variable become pointers advanced
/// with the induction variable (`lower/memref.rs`, `sr_addr`): dynamic and
/// static strides, dynamic bounds and steps, `iv - 1` rows, stores through
/// the pointers, unrolled loops whose trip count is not a multiple of the
/// unroll factor, loops that run zero times, nested loops.
#[test]
fn strength_reduced_addresses_match_interpreter() {
    let text = include_str!("sr/strided_loops.mlir");
    let want = run_interp(text).unwrap_or_else(|e| panic!("interpreter: {e}"));
    let got = run_jit(text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(got, want);
    assert_eq!(got.lines().count(), 10);
}

/// `y[i] = fptosi x[i]` over `n` elements (an unrolled main loop and a
/// remainder), `x[i] = (i*37 % 200 - 100) * 0.75` with `specials` written
/// over it; prints every `y[i]`.
fn fptosi_program(n: usize, specials: &[(usize, u32)]) -> (String, Vec<i32>) {
    let mut x: Vec<f32> = (0..n)
        .map(|i| ((i * 37 % 200) as f32 - 100.0) * 0.75)
        .collect();
    let mut sets = String::new();
    for &(k, bits) in specials {
        x[k] = f32::from_bits(bits);
        sets += &format!(
            "  %s{k} = arith.constant 0x{bits:08X} : f32\n  %k{k} = arith.constant {k} : index\n  \
             memref.store %s{k}, %x[%k{k}] : memref<?xf32>\n"
        );
    }
    let text = format!(
        "func.func @conv(%x: memref<?xf32>, %y: memref<?xi32>) {{
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %n = memref.dim %x, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c8 {{
    %v = vector.load %x[%i] : memref<?xf32>, vector<8xf32>
    %f = arith.fptosi %v : vector<8xf32> to vector<8xi32>
    vector.store %f, %y[%i] : memref<?xi32>, vector<8xi32>
  }}
  return
}}
func.func @main() {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant {n} : index
  %x = memref.alloc(%n) : memref<?xf32>
  %y = memref.alloc(%n) : memref<?xi32>
  %c37 = arith.constant 37 : index
  %c200 = arith.constant 200 : index
  %c100 = arith.constant 100.0 : f32
  %q = arith.constant 0.75 : f32
  scf.for %i = %c0 to %n step %c1 {{
    %a = arith.muli %i, %c37 : index
    %b = arith.remui %a, %c200 : index
    %bi = arith.index_cast %b : index to i32
    %bf = arith.sitofp %bi : i32 to f32
    %d = arith.subf %bf, %c100 : f32
    %e = arith.mulf %d, %q : f32
    memref.store %e, %x[%i] : memref<?xf32>
  }}
{sets}  func.call @conv(%x, %y) : (memref<?xf32>, memref<?xi32>) -> ()
  scf.for %i = %c0 to %n step %c1 {{
    %v = memref.load %y[%i] : memref<?xi32>
    vector.print %v : i32
  }}
  memref.dealloc %x : memref<?xf32>
  memref.dealloc %y : memref<?xi32>
  return
}}
"
    );
    // this backend's fptosi saturates and maps NaN to 0, as Rust's `as`
    (text, x.iter().map(|&v| v as i32).collect())
}

/// The f2i loop runs first with its overflow checks reduced to a running
/// minimum, then again with them when a lane overflowed (the stores it
/// made are rewritten): every output is the saturated value wherever the
/// overflow is, and nothing changes without one.
#[test]
fn speculated_fptosi_matches_saturation() {
    let big = 3.0e9f32.to_bits();
    let cases: [&[(usize, u32)]; 5] = [
        &[],
        &[(5, big)],                                             // in the unrolled loop
        &[(70, (-3.0e9f32).to_bits())],                          // in the remainder
        &[(0, 0x7FC0_0000), (33, 0xFF80_0000)],                  // NaN, -inf
        &[(71, 0x4F00_0000), (8, (-2147483648.0f32).to_bits())], // 2^31; -2^31 is exact
    ];
    for specials in cases {
        let (text, want) = fptosi_program(72, specials);
        let got = run_jit(&text).unwrap();
        let want: String = want.iter().map(|v| format!("{v}\n")).collect();
        assert_eq!(got, want, "specials {specials:x?}");
    }
}

/// A loop whose store target overlaps what it loads (it loads through a
/// subview of the same buffer 8 elements ahead of where it stores) takes
/// the checked loop only: a first pass would already have overwritten what
/// a second one reads.
#[test]
fn speculated_fptosi_not_taken_when_memrefs_overlap() {
    let text = "func.func @shift(%x: memref<40xf32>) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %z = memref.subview %x[8] [32] [1] : memref<40xf32> to memref<32xf32, strided<[1], offset: 8>>
  scf.for %i = %c0 to %c32 step %c8 {
    %v = vector.load %z[%i] : memref<32xf32, strided<[1], offset: 8>>, vector<8xf32>
    %t = arith.fptosi %v : vector<8xf32> to vector<8xi32>
    %u = arith.sitofp %t : vector<8xi32> to vector<8xf32>
    %w = arith.addf %u, %u : vector<8xf32>
    vector.store %w, %x[%i] : memref<40xf32>, vector<8xf32>
  }
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c40 = arith.constant 40 : index
  %x = memref.alloc() : memref<40xf32>
  scf.for %i = %c0 to %c40 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %h = arith.constant 0.5 : f32
    %g = arith.addf %f, %h : f32
    memref.store %g, %x[%i] : memref<40xf32>
  }
  %k = arith.constant 35 : index
  %big = arith.constant 3.0e9 : f32
  memref.store %big, %x[%k] : memref<40xf32>
  func.call @shift(%x) : (memref<40xf32>) -> ()
  scf.for %i = %c0 to %c40 step %c1 {
    %v = memref.load %x[%i] : memref<40xf32>
    %b = arith.bitcast %v : f32 to i32
    vector.print %b : i32
  }
  memref.dealloc %x : memref<40xf32>
  return
}
";
    let mut x: Vec<f32> = (0..40).map(|i| i as f32 + 0.5).collect();
    x[35] = 3.0e9;
    for i in (0..32).step_by(8) {
        let v: Vec<f32> = x[i + 8..i + 16].to_vec();
        for (l, e) in v.iter().enumerate() {
            let u = (*e as i32) as f32;
            x[i + l] = u + u;
        }
    }
    let want: String = x
        .iter()
        .map(|v| format!("{}\n", v.to_bits() as i32))
        .collect();
    assert_eq!(run_jit(text).unwrap(), want);
}

/// Constant bounds beyond 32 bits: the unroll factor is capped by the trip
/// count without overflowing, and a memref stride beyond 32 bits enters the
/// speculated loop's overlap check whole (compiled, not run).
#[test]
fn huge_trip_counts_and_strides_compile() {
    let text = "func.func @f(%m: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %big = arith.constant 8589934592 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %big step %c1 iter_args(%a = %z) -> (f32) {
    %b = arith.addf %a, %a : f32
    scf.yield %b : f32
  }
  memref.store %r, %m[%c0] : memref<8xf32>
  return
}
func.func @g(%x: memref<2x4294967296xf32>, %y: memref<2x4294967296xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %n = arith.constant 64 : index
  scf.for %i = %c0 to %n step %c8 {
    %v = vector.load %x[%c1, %i] : memref<2x4294967296xf32>, vector<8xf32>
    %t = arith.fptosi %v : vector<8xf32> to vector<8xi32>
    vector.store %t, %y[%c1, %i] : memref<2x4294967296xi32>, vector<8xi32>
  }
  return
}
func.func @main() {
  return
}
";
    assert_eq!(run_jit(text).unwrap(), "");
}

/// `x` rounded to bf16 to nearest even, from its exact value (sign and
/// magnitude): the reference for 64-bit integer → bf16.
fn bf16_of_int(neg: bool, mag: u64) -> u16 {
    let sign = if neg { 0x8000 } else { 0 };
    if mag == 0 {
        return 0;
    }
    let len = 64 - mag.leading_zeros();
    let mut m = mag as u128;
    if len > 8 {
        let e = len - 8;
        let (q, r, half) = (m >> e, m & ((1 << e) - 1), 1u128 << (e - 1));
        let q = if r > half || (r == half && q & 1 == 1) {
            q + 1
        } else {
            q
        };
        m = q << e;
    }
    // ≤ 9 significant bits: exact in f32, whose top half is the bf16
    sign | ((m as f32).to_bits() >> 16) as u16
}

/// 64-bit integers to bf16 round once (through a round-to-odd f32), not
/// twice: midpoints of bf16 plus or minus the lowest bits, the extremes,
/// scalar and vector (lane by lane), signed and unsigned.
#[test]
fn int64_to_bf16_rounds_once() {
    let mut vals: Vec<u64> = vec![
        0,
        1,
        u64::MAX,
        7,
        i64::MAX as u64,
        1 << 63,
        0xFF80_0000_0000_0001,
    ];
    for len in [10u32, 25, 26, 40, 53, 54, 55, 63, 64] {
        let top = 1u64 << (len - 1);
        let half = 1u64 << (len - 10); // a bf16 midpoint below bit len
        for base in [top, top | (1 << (len - 8)), top | (3 << (len - 9))] {
            for d in [0u64, 1, half - 1] {
                vals.extend([base | half | d, (base | half).wrapping_sub(d)]);
            }
        }
    }
    let mut text = String::from(
        "func.func @conv(%x: i64) {\n  %v = vector.broadcast %x : i64 to vector<2xi64>\n",
    );
    for op in ["sitofp", "uitofp"] {
        text += &format!(
            "  %{op} = arith.{op} %x : i64 to bf16\n  %{op}b = arith.bitcast %{op} : bf16 to i16\n  vector.print %{op}b : i16\n  %{op}v = arith.{op} %v : vector<2xi64> to vector<2xbf16>\n  %{op}vb = arith.bitcast %{op}v : vector<2xbf16> to vector<2xi16>\n  %{op}e = vector.extract %{op}vb[1] : i16 from vector<2xi16>\n  vector.print %{op}e : i16\n"
        );
    }
    text += "  return\n}\nfunc.func @main() {\n";
    let mut want = String::new();
    for (i, &v) in vals.iter().enumerate() {
        text += &format!(
            "  %c{i} = arith.constant {} : i64\n  call @conv(%c{i}) : (i64) -> ()\n",
            v as i64
        );
        let s = bf16_of_int((v as i64) < 0, (v as i64).unsigned_abs()) as i16;
        let u = bf16_of_int(false, v) as i16;
        want += &format!("{s}\n{s}\n{u}\n{u}\n");
    }
    text += "  return\n}\n";
    assert_eq!(run_jit(&text).unwrap(), want);
    assert_eq!(run_interp(&text).unwrap(), want);
}

/// `tests/lower/views_switch_parallel.mlir` (memref views, `atomic_rmw`,
/// `alloca_scope`, `cf.switch`, `scf.index_switch`, `scf.parallel`) runs
/// whole in the interpreter, which the comparison above would otherwise
/// skip, and prints what `mlir-runner` printed.
#[test]
fn views_switches_and_parallel_loops_run_in_the_interpreter() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/lower");
    let text = std::fs::read_to_string(dir.join("views_switch_parallel.mlir")).unwrap();
    let expected = std::fs::read_to_string(dir.join("views_switch_parallel.expected")).unwrap();
    let out = run_interp(&text).unwrap_or_else(|e| panic!("interpreter: {e}"));
    assert_eq!(out, expected);
}

/// What the JIT does not lower (a layout given as an affine map) and what the
/// interpreter finds undefined (an expansion whose sizes do not multiply
/// to the source's, a parallel loop with a zero step) are located errors.
#[test]
fn view_and_parallel_errors_are_reported() {
    let affine = "func.func @main() {\n  %m = memref.alloc() : memref<2x3xf32>\n  %t = memref.transpose %m (i, j) -> (j, i) : memref<2x3xf32> to memref<3x2xf32, affine_map<(d0, d1) -> (d0 + d1 * 3)>>\n  return\n}\n";
    let e = run_jit(affine).unwrap_err();
    assert!(
        matches!(e, LowerError::Unsupported { .. }) && e.to_string().contains("t.mlir:3:"),
        "{e}"
    );
    let prog = "func.func @main() {\n  %c4 = arith.constant 4 : index\n  %m = memref.alloc(%c4) : memref<?xf32>\n  %c3 = arith.constant 3 : index\n  %e = memref.expand_shape %m [[0, 1]] output_shape [%c3, 2] : memref<?xf32> into memref<?x2xf32>\n  return\n}\n";
    match run_interp(prog) {
        Err(InterpError::Undefined { op, .. }) => assert_eq!(op, "memref.expand_shape"),
        other => panic!("{other:?}"),
    }
    let zero_step = "func.func @main() {\n  %c0 = arith.constant 0 : index\n  %c4 = arith.constant 4 : index\n  %z = arith.subi %c4, %c4 : index\n  scf.parallel (%i) = (%c0) to (%c4) step (%z) {\n  }\n  return\n}\n";
    match run_interp(zero_step) {
        Err(InterpError::Undefined { op, .. }) => assert_eq!(op, "scf.parallel"),
        other => panic!("{other:?}"),
    }
}

/// Calls of runtime functions that MLIR cannot link, or declared with
/// types the function does not take, are compile errors at the call (or
/// `func.constant`), not wrong output or a crash.
#[test]
fn bad_runtime_calls_are_located_errors() {
    // `decl`, then a @main whose line 6 calls `call` (values: %m of
    // memref<2xf32>, %u of memref<*xf32>, %m2 of memref<2x1xf32>, %x: f32)
    let prog = |decl: &str, call: &str| {
        format!(
            "{decl}\nfunc.func @main() {{\n  %m = memref.alloca() : memref<2xf32>\n  %u = memref.cast %m : memref<2xf32> to memref<*xf32>\n  %m2 = memref.expand_shape %m [[0, 1]] output_shape [2, 1] : memref<2xf32> into memref<2x1xf32>\n  %x = arith.constant 1.0 : f32\n  {call}\n  return\n}}\n"
        )
    };
    // C-interface-only functions need llvm.emit_c_interface (as in MLIR,
    // where only `_mlir_ciface_printMemref1dF32` exists) ...
    let p = prog(
        "func.func private @printMemref1dF32(memref<2xf32>)",
        "func.call @printMemref1dF32(%m) : (memref<2xf32>) -> ()",
    );
    let e = run_jit(&p).unwrap_err();
    assert!(
        matches!(&e, LowerError::UnknownExternal { name, loc } if name == "printMemref1dF32" && loc == "t.mlir:7:3"),
        "{e}"
    );
    assert!(run_interp(&p).is_err());
    // ... and functions without a C interface cannot be called through one
    let p = prog(
        "func.func private @printF32(f32) attributes {llvm.emit_c_interface}",
        "func.call @printF32(%x) : (f32) -> ()",
    );
    let e = run_jit(&p).unwrap_err();
    assert!(
        matches!(&e, LowerError::UnknownExternal { name, .. } if name == "_mlir_ciface_printF32"),
        "{e}"
    );
    // declared with other types than the function takes
    for (decl, call, want) in [
        (
            "func.func private @printMemref1dF32(memref<2x1xf32>) attributes {llvm.emit_c_interface}",
            "func.call @printMemref1dF32(%m2) : (memref<2x1xf32>) -> ()",
            "takes (memref<?xf32>) -> ()",
        ),
        (
            "func.func private @printMemrefI32(memref<*xf32>)",
            "func.call @printMemrefI32(%u) : (memref<*xf32>) -> ()",
            "takes (memref<*xi32>) -> ()",
        ),
        (
            "func.func private @printF64(f32)",
            "func.call @printF64(%x) : (f32) -> ()",
            "takes (f64) -> ()",
        ),
        (
            "func.func private @printMemrefShapeF32(memref<*xf32>, f32) attributes {llvm.emit_c_interface}",
            "func.call @printMemrefShapeF32(%u, %x) : (memref<*xf32>, f32) -> ()",
            "takes (memref<*xf32>) -> ()",
        ),
        (
            "func.func private @rtclock() -> f32",
            "%t = func.call @rtclock() : () -> f32",
            "takes () -> f64",
        ),
    ] {
        let e = run_jit(&prog(decl, call)).unwrap_err();
        assert!(
            matches!(&e, LowerError::Invalid { loc, msg, .. } if loc.starts_with("t.mlir:7:") && msg.contains(want)),
            "{decl}: {e}"
        );
    }
    // the address of a function the runtime does not have
    let e = run_jit("func.func private @nowhere(i64)\nfunc.func @main() {\n  %f = func.constant @nowhere : (i64) -> ()\n  return\n}\n")
        .unwrap_err();
    assert!(
        matches!(&e, LowerError::UnknownExternal { name, loc } if name == "nowhere" && loc == "t.mlir:3:8"),
        "{e}"
    );
}

/// `printFlops` writes `%lf GFLOPS` to stderr, in the JIT as in the
/// interpreter (`tests/lower` compares stdout only).
#[test]
fn print_flops_writes_stderr() {
    let p = "func.func private @printFlops(f64)\nfunc.func @main() {\n  %a = arith.constant 2.5e9 : f64\n  func.call @printFlops(%a) : (f64) -> ()\n  %b = arith.constant -1.0e-3 : f64\n  func.call @printFlops(%b) : (f64) -> ()\n  %c = arith.constant 1.2345678e15 : f64\n  func.call @printFlops(%c) : (f64) -> ()\n  vector.print str \"done\\n\"\n  return\n}\n";
    let mut ctx = ods::ir::Context::new();
    let m = parse(&mut ctx, p);
    // SAFETY: no memory accesses.
    let c = unsafe { compile_module(&mut ctx, m, &CompileOptions::default()).unwrap() };
    let f = c.jit.get::<fn()>("main").unwrap();
    let (((), out), err) = backend_dynasm::runner_utils::capture_stderr(|| capture(|| f.call(())));
    let want = "2.500000 GFLOPS\n-0.000000 GFLOPS\n1234567.800000 GFLOPS\n";
    assert_eq!(err, want);
    assert_eq!(out, "done\n");
    let mut ctx = ods::ir::Context::new();
    let m = parse(&mut ctx, p);
    let mut it = dialects::interp::Interpreter::new(&ctx, m);
    it.call("main", vec![]).unwrap();
    assert_eq!(String::from_utf8_lossy(&it.stderr), want);
    assert_eq!(String::from_utf8_lossy(&it.stdout), "done\n");
}

/// Runs every `.mlir` program in `dir` (relative to this crate) in the JIT
/// and the interpreter and asserts equal output; returns how many ran.
fn programs_match_interpreter(dir: &str) -> usize {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    let mut n = 0;
    for e in std::fs::read_dir(&dir).unwrap().flatten() {
        let p = e.path();
        if p.extension().is_none_or(|x| x != "mlir") {
            continue;
        }
        let text = std::fs::read_to_string(&p).unwrap();
        let want =
            run_interp(&text).unwrap_or_else(|e| panic!("{}: interpreter: {e}", p.display()));
        let got = run_jit(&text).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
        assert_eq!(got, want, "{}", p.display());
        n += 1;
    }
    n
}
