//! End-to-end: hand-built MIR kernels, compiled and run, compared bit-exactly
//! with plain Rust over many sizes and register pressures.

use backend_dynasm::mir::builder::{reduce_add_f32x8_ref, FuncBuilder};
use backend_dynasm::mir::*;
use backend_dynasm::runner_utils;
use backend_dynasm::{JitModule, MemRef, MemRef1};

fn compile(funcs: Vec<Func>) -> JitModule {
    let mut m = Module {
        funcs,
        ..Default::default()
    };
    for f in &mut m.funcs {
        backend_dynasm::isa::x86_64::isel::fold_loads(f);
    }
    // SAFETY: the kernels below stay within their memrefs.
    unsafe { JitModule::compile(&m) }.unwrap_or_else(|e| panic!("{e}"))
}

/// `aligned + offset * elem` of an expanded memref.
fn memref_base(b: &mut FuncBuilder, m: &[VReg], scale: Scale) -> VReg {
    let d = b.gpr();
    b.push(Inst::Lea {
        dst: d,
        addr: Addr::indexed(m[1], m[2], scale, 0),
    });
    d
}

fn iota_i32(b: &mut FuncBuilder) -> VReg {
    let bytes = (0..8i32).flat_map(|i| i.to_le_bytes()).collect();
    let c = b.constant(bytes, 32);
    b.load(MemKind::V256, Addr::constant(c))
}

/// A mask of the first `rem` (0..8) 32-bit lanes.
fn tail_mask(b: &mut FuncBuilder, rem: VReg) -> VReg {
    let iota = iota_i32(b);
    let r = b.broadcast(Elem::B32, BSrc::Gpr(rem));
    b.vbin(VBinOp::CmpGt, VTy::I32x8, r, VSrc::Reg(iota))
}

/// A memref parameter (its descriptor's registers).
fn memref_param(b: &mut FuncBuilder, elem: ElemType, rank: u8) -> Vec<VReg> {
    b.param(AbiType::MemRef { elem, rank })
}

/// saxpy: y = a*x + y with an 8-wide FMA loop and a masked tail. `pressure`
/// extra vector values stay live across the loop and are xor-combined into
/// z[0..8] at the end.
fn saxpy(pressure: usize) -> Func {
    let mut b = FuncBuilder::new("saxpy");
    let x = memref_param(&mut b, ElemType::F32, 1);
    let y = memref_param(&mut b, ElemType::F32, 1);
    let z = memref_param(&mut b, ElemType::F32, 1);
    let a = b.param(AbiType::F32)[0];
    let n = x[3];
    let px = memref_base(&mut b, &x, Scale::S4);
    let py = memref_base(&mut b, &y, Scale::S4);
    let pz = memref_base(&mut b, &z, Scale::S4);
    let va = b.broadcast(Elem::B32, BSrc::Vec(a));
    let extra: Vec<VReg> = (0..pressure)
        .map(|k| {
            let s = b.splat_u32(0x9e37_79b9u32.wrapping_mul(k as u32 + 1));
            b.vbin(VBinOp::Add, VTy::I32x8, s, VSrc::Reg(va))
        })
        .collect();
    let i = b.iconst(0);
    let n8 = b.alu(AluOp::And, Width::W64, n, GSrc::Imm(!7));
    let (header, body, tail) = (b.new_block(), b.new_block(), b.new_block());
    b.jmp(header);
    b.switch_to(header);
    b.br(IntCC::Slt, Width::W64, i, GSrc::Reg(n8), body, tail);
    b.switch_to(body);
    let xv = b.load(MemKind::V256, Addr::indexed(px, i, Scale::S4, 0));
    let yv = b.load(MemKind::V256, Addr::indexed(py, i, Scale::S4, 0));
    let r = b.fma(FmaOp::MulAdd, FmaTy::Ps, va, VSrc::Reg(xv), yv);
    b.store(MemKind::V256, r, Addr::indexed(py, i, Scale::S4, 0));
    b.push(Inst::Alu {
        op: AluOp::Add,
        w: Width::W64,
        dst: i,
        a: i,
        b: GSrc::Imm(8),
    });
    b.jmp(header);
    b.switch_to(tail);
    let rem = b.alu(AluOp::Sub, Width::W64, n, GSrc::Reg(n8));
    let mask = tail_mask(&mut b, rem);
    let xm = b.vec();
    b.push(Inst::MaskLoad {
        elem: Elem::B32,
        dst: xm,
        mask,
        addr: Addr::indexed(px, n8, Scale::S4, 0),
    });
    let ym = b.vec();
    b.push(Inst::MaskLoad {
        elem: Elem::B32,
        dst: ym,
        mask,
        addr: Addr::indexed(py, n8, Scale::S4, 0),
    });
    let r = b.fma(FmaOp::MulAdd, FmaTy::Ps, va, VSrc::Reg(xm), ym);
    b.push(Inst::MaskStore {
        elem: Elem::B32,
        src: r,
        mask,
        addr: Addr::indexed(py, n8, Scale::S4, 0),
    });
    let mut acc = b.zero(RegClass::Vec);
    for e in extra {
        acc = b.vbin(VBinOp::Xor, VTy::I32x8, acc, VSrc::Reg(e));
    }
    b.store(MemKind::V256, acc, Addr::reg(pz));
    b.ret(None);
    b.finish()
}

fn lcg(seed: &mut u64) -> u64 {
    *seed = seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    *seed >> 33
}

fn rand_f32(seed: &mut u64) -> f32 {
    (lcg(seed) % 20001) as f32 / 1000.0 - 10.0
}

#[test]
fn saxpy_matches_rust_for_all_sizes_and_pressures() {
    for pressure in [0usize, 4, 13, 20] {
        let m = compile(vec![saxpy(pressure)]);
        let f = m
            .get::<fn(MemRef1<f32>, MemRef1<f32>, MemRef1<f32>, f32)>("saxpy")
            .unwrap();
        let mut seed = 7 + pressure as u64;
        for n in 0..67usize {
            let a = rand_f32(&mut seed);
            let x: Vec<f32> = (0..n).map(|_| rand_f32(&mut seed)).collect();
            let y0: Vec<f32> = (0..n).map(|_| rand_f32(&mut seed)).collect();
            // Guard elements after y must stay untouched by the masked tail.
            let mut ybuf = y0.clone();
            ybuf.extend([1234.5f32; 9]);
            let mut xs = x.clone();
            let mut z = vec![0f32; 8];
            let yv = MemRef::new(&mut ybuf[..], 0, [n as i64], [1]).unwrap();
            f.call((
                MemRef::from_slice(&mut xs),
                yv,
                MemRef::from_slice(&mut z),
                a,
            ));
            for i in 0..n {
                let want = a.mul_add(x[i], y0[i]);
                assert_eq!(
                    ybuf[i].to_bits(),
                    want.to_bits(),
                    "n={n} i={i} pressure={pressure}"
                );
            }
            assert!(
                ybuf[n..].iter().all(|&g| g == 1234.5),
                "tail guard clobbered n={n}"
            );
            let mut want_z = [0u32; 8];
            for k in 0..pressure {
                let c = 0x9e37_79b9u32.wrapping_mul(k as u32 + 1);
                for (l, w) in want_z.iter_mut().enumerate() {
                    let _ = l;
                    *w ^= c.wrapping_add(a.to_bits());
                }
            }
            let got_z: Vec<u32> = z.iter().map(|v| v.to_bits()).collect();
            assert_eq!(got_z, want_z, "pressure values n={n} pressure={pressure}");
        }
    }
}

/// dot(x, y) with 8 lanes of FMA accumulation, a masked tail and the
/// builder's horizontal reduction.
fn dot() -> Func {
    let mut b = FuncBuilder::new("dot");
    let x = memref_param(&mut b, ElemType::F32, 1);
    let y = memref_param(&mut b, ElemType::F32, 1);
    b.set_ret(Some(AbiType::F32));
    let n = x[3];
    let px = memref_base(&mut b, &x, Scale::S4);
    let py = memref_base(&mut b, &y, Scale::S4);
    let acc = b.zero(RegClass::Vec);
    let i = b.iconst(0);
    let n8 = b.alu(AluOp::And, Width::W64, n, GSrc::Imm(!7));
    let (header, body, tail) = (b.new_block(), b.new_block(), b.new_block());
    b.jmp(header);
    b.switch_to(header);
    b.br(IntCC::Slt, Width::W64, i, GSrc::Reg(n8), body, tail);
    b.switch_to(body);
    let xv = b.load(MemKind::V256, Addr::indexed(px, i, Scale::S4, 0));
    let yv = b.load(MemKind::V256, Addr::indexed(py, i, Scale::S4, 0));
    b.push(Inst::Fma {
        op: FmaOp::MulAdd,
        ty: FmaTy::Ps,
        dst: acc,
        a: xv,
        b: VSrc::Reg(yv),
        c: acc,
    });
    b.push(Inst::Alu {
        op: AluOp::Add,
        w: Width::W64,
        dst: i,
        a: i,
        b: GSrc::Imm(8),
    });
    b.jmp(header);
    b.switch_to(tail);
    let rem = b.alu(AluOp::Sub, Width::W64, n, GSrc::Reg(n8));
    let mask = tail_mask(&mut b, rem);
    let xm = b.vec();
    b.push(Inst::MaskLoad {
        elem: Elem::B32,
        dst: xm,
        mask,
        addr: Addr::indexed(px, n8, Scale::S4, 0),
    });
    let ym = b.vec();
    b.push(Inst::MaskLoad {
        elem: Elem::B32,
        dst: ym,
        mask,
        addr: Addr::indexed(py, n8, Scale::S4, 0),
    });
    b.push(Inst::Fma {
        op: FmaOp::MulAdd,
        ty: FmaTy::Ps,
        dst: acc,
        a: xm,
        b: VSrc::Reg(ym),
        c: acc,
    });
    let s = b.reduce_add_f32x8(acc);
    b.ret(Some(s));
    b.finish()
}

fn dot_ref(x: &[f32], y: &[f32]) -> f32 {
    let mut acc = [0f32; 8];
    let n = x.len();
    let n8 = n / 8 * 8;
    for i in 0..n8 {
        acc[i % 8] = x[i].mul_add(y[i], acc[i % 8]);
    }
    for (l, a) in acc.iter_mut().enumerate() {
        let (xv, yv) = if n8 + l < n {
            (x[n8 + l], y[n8 + l])
        } else {
            (0.0, 0.0)
        };
        *a = xv.mul_add(yv, *a);
    }
    reduce_add_f32x8_ref(acc)
}

#[test]
fn dot_product_with_horizontal_reduction() {
    let m = compile(vec![dot()]);
    let f = m
        .get::<fn(MemRef1<f32>, MemRef1<f32>) -> f32>("dot")
        .unwrap();
    let mut seed = 99;
    for n in 0..67usize {
        let mut x: Vec<f32> = (0..n).map(|_| rand_f32(&mut seed)).collect();
        let mut y: Vec<f32> = (0..n).map(|_| rand_f32(&mut seed)).collect();
        let want = dot_ref(&x, &y);
        let got = f.call((MemRef::from_slice(&mut x), MemRef::from_slice(&mut y)));
        assert_eq!(got.to_bits(), want.to_bits(), "n={n}: {got} vs {want}");
    }
}

/// An integer kernel: for each i, `p` values are derived from x[i] and all
/// kept live, then combined; i32 arithmetic with shifts, division and
/// selects. `p` above the 12 allocatable GPRs forces spills.
fn int_kernel(p: usize) -> Func {
    let mut b = FuncBuilder::new("ik");
    let x = memref_param(&mut b, ElemType::I32, 1);
    let o = memref_param(&mut b, ElemType::I32, 1);
    let k = b.param(AbiType::I32)[0];
    let n = x[3];
    let px = memref_base(&mut b, &x, Scale::S4);
    let po = memref_base(&mut b, &o, Scale::S4);
    let i = b.iconst(0);
    let (header, body, exit) = (b.new_block(), b.new_block(), b.new_block());
    b.jmp(header);
    b.switch_to(header);
    b.br(IntCC::Slt, Width::W64, i, GSrc::Reg(n), body, exit);
    b.switch_to(body);
    let v = b.load(MemKind::S32, Addr::indexed(px, i, Scale::S4, 0));
    let ts: Vec<VReg> = (0..p)
        .map(|j| {
            let t = b.alu(AluOp::Mul, Width::W32, v, GSrc::Imm(j as i32 * 7 + 3));
            let t = b.alu(AluOp::Add, Width::W32, t, GSrc::Reg(k));
            b.alu(AluOp::Xor, Width::W32, t, GSrc::Imm(j as i32))
        })
        .collect();
    let mut acc = b.iconst(0);
    for (j, &t) in ts.iter().enumerate().rev() {
        let sh = b.shift(
            if j % 2 == 0 {
                ShiftOp::ShrS
            } else {
                ShiftOp::ShrU
            },
            Width::W32,
            t,
            GSrc::Imm((j % 5) as i32),
        );
        let dv = b.iconst(j as i64 - 2);
        let q = b.gpr();
        b.push(Inst::Div {
            signed: true,
            rem: j % 3 == 0,
            w: Width::W32,
            dst: q,
            a: t,
            b: dv,
        });
        let c = b.setcc(IntCC::Sgt, Width::W32, sh, GSrc::Reg(q));
        let s = b.select(c, sh, q);
        acc = b.alu(AluOp::Add, Width::W32, acc, GSrc::Reg(s));
        let var = b.shift(ShiftOp::Shl, Width::W32, acc, GSrc::Reg(t));
        acc = b.alu(AluOp::Xor, Width::W32, acc, GSrc::Reg(var));
    }
    b.store(MemKind::U32, acc, Addr::indexed(po, i, Scale::S4, 0));
    b.push(Inst::Alu {
        op: AluOp::Add,
        w: Width::W64,
        dst: i,
        a: i,
        b: GSrc::Imm(1),
    });
    b.jmp(header);
    b.switch_to(exit);
    b.ret(None);
    b.finish()
}

fn div_ref(a: i32, b: i32, rem: bool) -> i32 {
    match (b, rem) {
        (0, false) => 0,
        (0, true) => a,
        (-1, false) => a.wrapping_neg(),
        (-1, true) => 0,
        (_, false) => a / b,
        (_, true) => a % b,
    }
}

fn int_ref(v: i32, k: i32, p: usize) -> i32 {
    let ts: Vec<i32> = (0..p)
        .map(|j| (v.wrapping_mul(j as i32 * 7 + 3).wrapping_add(k)) ^ j as i32)
        .collect();
    let mut acc = 0i32;
    for (j, &t) in ts.iter().enumerate().rev() {
        let c = (j % 5) as u32;
        let sh = if j % 2 == 0 {
            t >> c
        } else {
            ((t as u32) >> c) as i32
        };
        let q = div_ref(t, j as i32 - 2, j % 3 == 0);
        let s = if sh > q { sh } else { q };
        acc = acc.wrapping_add(s);
        let cnt = t as u32;
        let var = if cnt >= 32 { 0 } else { acc << cnt };
        acc ^= var;
    }
    acc
}

#[test]
fn integer_kernel_with_spills() {
    for p in [1usize, 5, 12, 16, 30] {
        let f = int_kernel(p);
        let alloc = backend_dynasm::regalloc::allocate(&f, &backend_dynasm::isa::x86_64::REGS);
        if p >= 16 {
            assert!(alloc.gpr_spills > 0, "p={p} should spill");
        }
        let m = compile(vec![f]);
        let func = m.get::<fn(MemRef1<i32>, MemRef1<i32>, i32)>("ik").unwrap();
        let mut seed = 5 + p as u64;
        for n in (0..67usize).step_by(3) {
            let mut x: Vec<i32> = (0..n).map(|_| lcg(&mut seed) as i32 - (1 << 30)).collect();
            if n > 2 {
                x[0] = i32::MIN;
                x[1] = -1;
                x[2] = 0;
            }
            let k = lcg(&mut seed) as i32;
            let mut o = vec![0i32; n];
            let xc = x.clone();
            func.call((MemRef::from_slice(&mut x), MemRef::from_slice(&mut o), k));
            for i in 0..n {
                assert_eq!(o[i], int_ref(xc[i], k, p), "p={p} n={n} i={i} x={}", xc[i]);
            }
        }
    }
}

/// A loop calling printF32 and printComma/printNewline.
fn print_loop() -> Func {
    let mut b = FuncBuilder::new("pl");
    let x = memref_param(&mut b, ElemType::F32, 1);
    let n = x[3];
    let px = memref_base(&mut b, &x, Scale::S4);
    let i = b.iconst(0);
    let scale = b.fconst(FTy::F32, 1.5);
    let (header, body, exit) = (b.new_block(), b.new_block(), b.new_block());
    b.call(Callee::Extern("printOpen".into()), vec![], None);
    b.jmp(header);
    b.switch_to(header);
    b.br(IntCC::Slt, Width::W64, i, GSrc::Reg(n), body, exit);
    b.switch_to(body);
    let v = b.load(MemKind::F32, Addr::indexed(px, i, Scale::S4, 0));
    let v = b.fbin(FBinOp::Mul, FTy::F32, v, VSrc::Reg(scale));
    b.call(Callee::Extern("printF32".into()), vec![v], None);
    b.call(Callee::Extern("printComma".into()), vec![], None);
    b.push(Inst::Alu {
        op: AluOp::Add,
        w: Width::W64,
        dst: i,
        a: i,
        b: GSrc::Imm(1),
    });
    b.jmp(header);
    b.switch_to(exit);
    b.call(Callee::Extern("printClose".into()), vec![], None);
    b.call(Callee::Extern("printNewline".into()), vec![], None);
    b.ret(None);
    b.finish()
}

fn c_g(v: f64) -> String {
    let mut buf = [0u8; 64];
    // SAFETY: the buffer is large enough for any %g output.
    let n = unsafe {
        libc::snprintf(
            buf.as_mut_ptr() as *mut libc::c_char,
            buf.len(),
            c"%g".as_ptr(),
            v,
        )
    };
    String::from_utf8_lossy(&buf[..n as usize]).into_owned()
}

#[test]
fn loop_calling_print_f32() {
    let m = compile(vec![print_loop()]);
    let f = m.get::<fn(MemRef1<f32>)>("pl").unwrap();
    let mut seed = 3;
    for n in 0..20usize {
        let mut x: Vec<f32> = (0..n).map(|_| rand_f32(&mut seed) * 1000.0).collect();
        if n > 4 {
            x[1] = f32::NAN;
            x[2] = -0.0;
            x[3] = 1e-7;
            x[4] = f32::INFINITY;
        }
        let mut want = String::from("( ");
        for v in &x {
            want.push_str(&c_g((v * 1.5) as f64));
            want.push_str(", ");
        }
        want.push_str(" )\n");
        let (_, got) = runner_utils::capture(|| f.call((MemRef::from_slice(&mut x),)));
        assert_eq!(got, want);
    }
}

#[test]
fn signature_mismatch_is_an_error() {
    let m = compile(vec![dot()]);
    assert!(m
        .get::<fn(MemRef1<f32>, MemRef1<f32>) -> f64>("dot")
        .is_err());
    assert!(m
        .get::<fn(MemRef1<f64>, MemRef1<f32>) -> f32>("dot")
        .is_err());
    assert!(m.get::<fn(MemRef1<f32>) -> f32>("dot").is_err());
    assert!(m
        .get::<fn(MemRef1<f32>, MemRef1<f32>) -> f32>("nope")
        .is_err());
    let e = m.get::<fn(i32) -> f32>("dot").err().unwrap();
    assert!(e.to_string().contains("declared"), "{e}");
}

#[test]
fn memref_views_are_bounds_checked() {
    let mut v = [0f32; 10];
    assert!(MemRef::new(&mut v[..], 0, [11], [1]).is_err());
    assert!(MemRef::new(&mut v[..], 2, [3, 3], [3, 1]).is_err());
    assert!(MemRef::new(&mut v[..], 1, [3, 3], [3, 1]).is_ok());
    assert!(MemRef::new(&mut v[..], 9, [10], [-1]).is_ok());
    assert!(MemRef::new(&mut v[..], 8, [10], [-1]).is_err());
    assert!(MemRef::new(&mut v[..], 100, [0], [1]).is_ok());
}

/// Local calls with values live across them, and i64/f64 arguments; the
/// callee emitted before and after its caller.
#[test]
fn local_calls() {
    check_local_calls(true);
    check_local_calls(false);
}

/// A call to a function the module does not define is a compile error
/// naming both functions.
#[test]
fn call_to_unknown_function_is_an_error() {
    let mut b = FuncBuilder::new("caller");
    b.call(Callee::Local("missing".into()), vec![], None);
    b.ret(None);
    let m = Module {
        funcs: vec![b.finish()],
        ..Default::default()
    };
    // SAFETY: nothing is run (compilation fails).
    let e = unsafe { JitModule::compile(&m) }.expect_err("must not compile");
    assert!(
        e.to_string()
            .contains("caller: call to unknown function missing"),
        "{e}"
    );
}

fn check_local_calls(callee_first: bool) {
    // callee(a..f: i64, x: f64) -> i64 = Σ (k+1)*arg_k + fptosi(x)
    let mut b = FuncBuilder::new("callee");
    let args: Vec<VReg> = (0..6).map(|_| b.param(AbiType::I64)[0]).collect();
    let x = b.param(AbiType::F64)[0];
    b.set_ret(Some(AbiType::I64));
    let mut acc = b.fptosi(FTy::F64, Width::W64, x);
    for (k, &a) in args.iter().enumerate() {
        let t = b.alu(AluOp::Mul, Width::W64, a, GSrc::Imm(k as i32 + 1));
        acc = b.alu(AluOp::Add, Width::W64, acc, GSrc::Reg(t));
    }
    b.ret(Some(acc));
    let callee = b.finish();
    // caller(m: memref<?xi64>, x: f64) -> i64 = callee(m[5], m[4], .., m[0], x) + Σ m + x*2 (f64 live across)
    let mut b = FuncBuilder::new("caller");
    let m = memref_param(&mut b, ElemType::I64, 1);
    let x = b.param(AbiType::F64)[0];
    b.set_ret(Some(AbiType::I64));
    let p = memref_base(&mut b, &m, Scale::S8);
    let vals: Vec<VReg> = (0..6)
        .map(|k| b.load(MemKind::I64, Addr::reg_disp(p, 8 * k)))
        .collect();
    let x2 = b.fbin(FBinOp::Add, FTy::F64, x, VSrc::Reg(x));
    let r = b
        .call(
            Callee::Local("callee".into()),
            vals.iter().rev().copied().chain([x]).collect(),
            Some(RegClass::Gpr),
        )
        .unwrap();
    let r2 = b
        .call(
            Callee::Local("callee".into()),
            vals.iter().copied().chain([x2]).collect(),
            Some(RegClass::Gpr),
        )
        .unwrap();
    let s = vals.iter().fold(r, |acc, &v| {
        b.alu(AluOp::Add, Width::W64, acc, GSrc::Reg(v))
    });
    let s = b.alu(AluOp::Sub, Width::W64, s, GSrc::Reg(r2));
    let xi = b.fptosi(FTy::F64, Width::W64, x2);
    let s = b.alu(AluOp::Add, Width::W64, s, GSrc::Reg(xi));
    b.ret(Some(s));
    let caller = b.finish();
    let jm = compile(if callee_first {
        vec![callee, caller]
    } else {
        vec![caller, callee]
    });
    let c = jm
        .get::<fn(i64, i64, i64, i64, i64, i64, f64) -> i64>("callee")
        .unwrap();
    let cref = |a: &[i64], x: f64| {
        a.iter().enumerate().fold(x as i64, |acc, (k, &v)| {
            acc.wrapping_add((k as i64 + 1).wrapping_mul(v))
        })
    };
    assert_eq!(
        c.call((1, 2, 3, 4, 5, 6, -7.9)),
        cref(&[1, 2, 3, 4, 5, 6], -7.9)
    );
    let f = jm.get::<fn(MemRef1<i64>, f64) -> i64>("caller").unwrap();
    let mut seed = 11;
    for _ in 0..50 {
        let mut v: Vec<i64> = (0..6).map(|_| lcg(&mut seed) as i64 - (1 << 30)).collect();
        let x = rand_f32(&mut seed) as f64 * 1e3;
        let rev: Vec<i64> = v.iter().rev().copied().collect();
        let want = cref(&rev, x)
            .wrapping_add(v.iter().sum::<i64>())
            .wrapping_sub(cref(&v, x + x))
            .wrapping_add((x + x) as i64);
        assert_eq!(f.call((MemRef::from_slice(&mut v), x)), want);
    }
}

/// Ten f64 parameters (two on the stack) and an i32 in between.
#[test]
fn stack_passed_float_arguments() {
    let mut b = FuncBuilder::new("sum");
    let xs: Vec<VReg> = (0..5).map(|_| b.param(AbiType::F64)[0]).collect();
    let k = b.param(AbiType::I32)[0];
    let ys: Vec<VReg> = (0..5).map(|_| b.param(AbiType::F64)[0]).collect();
    b.set_ret(Some(AbiType::F64));
    let mut acc = b.sitofp(Width::W32, FTy::F64, k);
    for (j, &v) in xs.iter().chain(&ys).enumerate() {
        let c = b.fconst(FTy::F64, (j + 1) as f64);
        let t = b.fbin(FBinOp::Mul, FTy::F64, v, VSrc::Reg(c));
        acc = b.fbin(FBinOp::Add, FTy::F64, acc, VSrc::Reg(t));
    }
    b.ret(Some(acc));
    let m = compile(vec![b.finish()]);
    let f = m
        .get::<fn(f64, f64, f64, f64, f64, i32, f64, f64, f64, f64, f64) -> f64>("sum")
        .unwrap();
    let args = [0.5, -1.25, 3.0, 1e10, -7.5, 2.0, 4.25, 1e-3, 8.0, -0.5];
    let got = f.call((
        args[0], args[1], args[2], args[3], args[4], -3, args[5], args[6], args[7], args[8],
        args[9],
    ));
    let want = args
        .iter()
        .enumerate()
        .fold(-3.0f64, |acc, (j, &v)| acc + v * (j + 1) as f64);
    assert_eq!(got.to_bits(), want.to_bits());
}

/// JIT code building a memref descriptor in a stack slot and calling
/// printMemrefF32(rank, descriptor), as MLIR lowers `call @printMemrefF32`.
#[test]
fn jit_calls_print_memref() {
    let mut b = FuncBuilder::new("pm");
    let x = memref_param(&mut b, ElemType::F32, 2);
    let slot = b.stack_slot(8 * 7, 8);
    for (k, &r) in x.iter().enumerate() {
        b.store(MemKind::I64, r, Addr::slot(slot, 8 * k as i32));
    }
    let rank = b.iconst(2);
    let p = b.gpr();
    b.push(Inst::Lea {
        dst: p,
        addr: Addr::slot(slot, 0),
    });
    b.call(Callee::Extern("printMemrefF32".into()), vec![rank, p], None);
    b.ret(None);
    let m = compile(vec![b.finish()]);
    let f = m.get::<fn(backend_dynasm::MemRef2<f32>)>("pm").unwrap();
    let mut v: Vec<f32> = (1..=6).map(|i| i as f32 * 0.5).collect();
    let ptr = v.as_ptr() as usize;
    let (_, out) =
        runner_utils::capture(|| f.call((MemRef::from_slice_2d(&mut v, 2, 3).unwrap(),)));
    assert_eq!(out, format!("Unranked Memref base@ = {ptr:#x} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data = \n[[0.5,   1,   1.5], \n [2,   2.5,   3]]\n"));
}

#[test]
fn vector_pressure_spills_and_cpu_check() {
    backend_dynasm::check_cpu().unwrap();
    let a = backend_dynasm::regalloc::allocate(&saxpy(20), &backend_dynasm::isa::x86_64::REGS);
    assert!(a.vec_spills > 0);
    let a = backend_dynasm::regalloc::allocate(&saxpy(0), &backend_dynasm::isa::x86_64::REGS);
    assert_eq!(a.vec_spills + a.gpr_spills, 0);
}

/// The kernels again with every value in a stack slot.
#[test]
fn kernels_with_everything_spilled() {
    let syms = backend_dynasm::runtime::default_symbols();
    let opts = backend_dynasm::regalloc::Options { spill_all: true };
    let build = |f: Func| {
        let mut f = f;
        backend_dynasm::isa::x86_64::isel::fold_loads(&mut f);
        // SAFETY: the kernels stay within their memrefs.
        unsafe {
            JitModule::compile_with_options(
                &Module {
                    funcs: vec![f],
                    ..Default::default()
                },
                syms,
                opts,
            )
        }
        .unwrap()
    };
    let m = build(int_kernel(7));
    let func = m.get::<fn(MemRef1<i32>, MemRef1<i32>, i32)>("ik").unwrap();
    let mut seed = 1;
    for n in 0..20usize {
        let mut x: Vec<i32> = (0..n).map(|_| lcg(&mut seed) as i32).collect();
        let xc = x.clone();
        let mut o = vec![0i32; n];
        func.call((MemRef::from_slice(&mut x), MemRef::from_slice(&mut o), 77));
        for i in 0..n {
            assert_eq!(o[i], int_ref(xc[i], 77, 7));
        }
    }
    let m = build(dot());
    let f = m
        .get::<fn(MemRef1<f32>, MemRef1<f32>) -> f32>("dot")
        .unwrap();
    for n in 0..30usize {
        let mut x: Vec<f32> = (0..n).map(|_| rand_f32(&mut seed)).collect();
        let mut y: Vec<f32> = (0..n).map(|_| rand_f32(&mut seed)).collect();
        let want = dot_ref(&x, &y);
        assert_eq!(
            f.call((MemRef::from_slice(&mut x), MemRef::from_slice(&mut y)))
                .to_bits(),
            want.to_bits()
        );
    }
    let m = build(saxpy(3));
    let f = m
        .get::<fn(MemRef1<f32>, MemRef1<f32>, MemRef1<f32>, f32)>("saxpy")
        .unwrap();
    for n in 0..30usize {
        let mut x: Vec<f32> = (0..n).map(|_| rand_f32(&mut seed)).collect();
        let y0: Vec<f32> = (0..n).map(|_| rand_f32(&mut seed)).collect();
        let mut y = y0.clone();
        let mut z = vec![0f32; 8];
        f.call((
            MemRef::from_slice(&mut x),
            MemRef::from_slice(&mut y),
            MemRef::from_slice(&mut z),
            1.5,
        ));
        for i in 0..n {
            assert_eq!(y[i].to_bits(), 1.5f32.mul_add(x[i], y0[i]).to_bits());
        }
    }
    let m = build(print_loop());
    let f = m.get::<fn(MemRef1<f32>)>("pl").unwrap();
    let mut x = vec![1.0f32, 2.5];
    let (_, out) = runner_utils::capture(|| f.call((MemRef::from_slice(&mut x),)));
    assert_eq!(out, "( 1.5, 3.75,  )\n");
}

/// A loop whose 4 carried vectors are read at the top of the body and
/// redefined at the bottom, with 10 more vectors live in between: 18 values
/// over the hulls of their uses, but only 14 at any point, so with lifetime
/// holes everything fits in the 14 allocatable ymm registers.
/// `acc[j] = 2 * acc[j] + Σ_q x[32 + 8q ..]` per lane, `n` times.
fn carried_through_holes() -> Func {
    let mut b = FuncBuilder::new("holes");
    let x = memref_param(&mut b, ElemType::I32, 1);
    let y = memref_param(&mut b, ElemType::I32, 1);
    let n = b.param(AbiType::I64)[0];
    let px = memref_base(&mut b, &x, Scale::S4);
    let py = memref_base(&mut b, &y, Scale::S4);
    let acc: Vec<VReg> = (0..4)
        .map(|j| b.load(MemKind::V256, Addr::reg_disp(px, 32 * j)))
        .collect();
    let i = b.iconst(0);
    let (h, body, exit) = (b.new_block(), b.new_block(), b.new_block());
    b.jmp(h);
    b.switch_to(h);
    b.br(IntCC::Slt, Width::W64, i, GSrc::Reg(n), body, exit);
    b.switch_to(body);
    let mut s: Vec<VReg> = acc
        .iter()
        .map(|&a| b.vbin(VBinOp::Add, VTy::I32x8, a, VSrc::Reg(a)))
        .collect();
    let l: Vec<VReg> = (0..10)
        .map(|q| b.load(MemKind::V256, Addr::reg_disp(px, 128 + 32 * q)))
        .collect();
    for (q, &lq) in l.iter().enumerate() {
        for (j, sj) in s.iter_mut().enumerate() {
            if q == 9 {
                b.push(Inst::VBin {
                    op: VBinOp::Add,
                    ty: VTy::I32x8,
                    dst: acc[j],
                    a: *sj,
                    b: VSrc::Reg(lq),
                });
            } else {
                *sj = b.vbin(VBinOp::Add, VTy::I32x8, *sj, VSrc::Reg(lq));
            }
        }
    }
    b.push(Inst::Alu {
        op: AluOp::Add,
        w: Width::W64,
        dst: i,
        a: i,
        b: GSrc::Imm(1),
    });
    b.jmp(h);
    b.switch_to(exit);
    for (j, &a) in acc.iter().enumerate() {
        b.store(MemKind::V256, a, Addr::reg_disp(py, 32 * j as i32));
    }
    b.ret(None);
    b.finish()
}

#[test]
fn loop_carried_vectors_share_registers_through_holes() {
    let f = carried_through_holes();
    let a = backend_dynasm::regalloc::allocate(&f, &backend_dynasm::isa::x86_64::REGS);
    assert_eq!((a.vec_spills, a.gpr_spills), (0, 0));
    let m = compile(vec![f]);
    let func = m
        .get::<fn(MemRef1<i32>, MemRef1<i32>, i64)>("holes")
        .unwrap();
    let mut seed = 11;
    for n in [0i64, 1, 2, 7] {
        let mut x: Vec<i32> = (0..8 * 14).map(|_| lcg(&mut seed) as i32).collect();
        let mut y = vec![0i32; 32];
        let mut want: Vec<i32> = x[..32].to_vec();
        for _ in 0..n {
            for (e, w) in want.iter_mut().enumerate() {
                let lane = e % 8;
                let sum = (0..10).fold(0i32, |s, q| s.wrapping_add(x[32 + 8 * q + lane]));
                *w = w.wrapping_mul(2).wrapping_add(sum);
            }
        }
        func.call((MemRef::from_slice(&mut x), MemRef::from_slice(&mut y), n));
        assert_eq!(y, want, "n={n}");
    }
}
