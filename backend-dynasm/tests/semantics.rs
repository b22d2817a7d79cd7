//! Run-time semantics of single MIR instructions and of the builder's
//! MLIR-semantics sequences, against Rust references: NaN/±0 min/max,
//! saturating float→int, int→float, shifts past the width, division edge
//! cases, every compare predicate at every width, and the shuffle/blend/
//! gather forms that needed encoder workarounds.

use backend_dynasm::mir::builder::FuncBuilder;
use backend_dynasm::mir::*;
use backend_dynasm::{JitModule, MemRef, MemRef1};

/// `k(inp: memref<?xi64>, out: memref<?xi64>)` whose body is built by
/// `body(b, pin, pout)`, compiled twice: with the normal allocator and with
/// every value spilled (exercising every reload/write-back path). Calls run
/// both and require identical outputs.
struct Kern {
    mods: Vec<JitModule>,
}

fn kernel(body: impl FnOnce(&mut FuncBuilder, VReg, VReg)) -> Kern {
    let mut b = FuncBuilder::new("k");
    let i = b.param(AbiType::MemRef {
        elem: ElemType::I64,
        rank: 1,
    });
    let o = b.param(AbiType::MemRef {
        elem: ElemType::I64,
        rank: 1,
    });
    body(&mut b, i[1], o[1]);
    b.ret(None);
    let mut f = b.finish();
    backend_dynasm::isa::x86_64::isel::fold_loads(&mut f);
    let module = Module {
        funcs: vec![f],
        ..Default::default()
    };
    let syms = backend_dynasm::runtime::default_symbols();
    let mods = [false, true]
        .into_iter()
        .map(|spill_all| {
            // SAFETY: the kernels read/write only the first words of their memrefs.
            unsafe {
                JitModule::compile_with_options(
                    &module,
                    syms,
                    backend_dynasm::regalloc::Options { spill_all },
                )
            }
            .unwrap_or_else(|e| panic!("{e}"))
        })
        .collect();
    Kern { mods }
}

impl Kern {
    fn call2(&self, inp: &mut [i64], out: &mut [i64]) {
        let mut results = vec![];
        for m in &self.mods {
            let f = m.get::<fn(MemRef1<i64>, MemRef1<i64>)>("k").unwrap();
            let mut i = inp.to_vec();
            let mut o = out.to_vec();
            f.call((MemRef::from_slice(&mut i), MemRef::from_slice(&mut o)));
            results.push(o);
        }
        assert_eq!(
            results[0], results[1],
            "normal and spill-everything allocations disagree"
        );
        out.copy_from_slice(&results[0]);
    }
}

fn run(m: &Kern, inp: &[u64], nout: usize) -> Vec<u64> {
    let mut i: Vec<i64> = inp.iter().map(|&x| x as i64).collect();
    i.resize(16, 0);
    let mut o = vec![0i64; nout.max(4)];
    m.call2(&mut i, &mut o);
    o.into_iter().map(|x| x as u64).take(nout).collect()
}

fn m(p: VReg, k: i32) -> Addr {
    Addr::reg_disp(p, 8 * k)
}

const F32S: [f32; 12] = [
    f32::NAN,
    0.0,
    -0.0,
    1.0,
    -1.0,
    f32::INFINITY,
    f32::NEG_INFINITY,
    1e-45,
    -3.5,
    3.5,
    f32::MAX,
    -f32::NAN,
];

fn same_f32(a: f32, b: f32) -> bool {
    (a.is_nan() && b.is_nan()) || a.to_bits() == b.to_bits()
}

fn ref_maximum(a: f32, b: f32, max: bool) -> f32 {
    if a.is_nan() || b.is_nan() {
        return f32::NAN;
    }
    if a == 0.0 && b == 0.0 {
        let neg = if max {
            a.is_sign_negative() && b.is_sign_negative()
        } else {
            a.is_sign_negative() || b.is_sign_negative()
        };
        return if neg { -0.0 } else { 0.0 };
    }
    if max {
        a.max(b)
    } else {
        a.min(b)
    }
}

fn ref_maxnum(a: f32, b: f32, max: bool) -> f32 {
    if a.is_nan() {
        return b;
    }
    if b.is_nan() {
        return a;
    }
    if a == 0.0 && b == 0.0 {
        // +0 and -0 compare equal: the first operand (LLVM's x86 lowering,
        // what mlir-runner computes)
        return a;
    }
    if max {
        a.max(b)
    } else {
        a.min(b)
    }
}

#[test]
fn min_max_follow_mlir() {
    // 8 lanes of a, 8 of b (f32), four helpers.
    let m = kernel(|b, pin, pout| {
        let x = b.load(MemKind::V256, m(pin, 0));
        let y = b.load(MemKind::V256, m(pin, 4));
        let r0 = b.maximumf(VTy::F32x8, x, y);
        let r1 = b.minimumf(VTy::F32x8, x, y);
        let r2 = b.maxnumf(VTy::F32x8, x, y);
        let r3 = b.minnumf(VTy::F32x8, x, y);
        for (k, r) in [r0, r1, r2, r3].into_iter().enumerate() {
            b.store(MemKind::V256, r, m(pout, 4 * k as i32));
        }
    });
    let f = &m;
    let pairs: Vec<(f32, f32)> = F32S
        .iter()
        .flat_map(|&a| F32S.iter().map(move |&b| (a, b)))
        .collect();
    for chunk in pairs.chunks(8) {
        let mut words = [0u32; 16];
        for (l, &(a, bb)) in chunk.iter().enumerate() {
            words[l] = a.to_bits();
            words[8 + l] = bb.to_bits();
        }
        let mut inp: Vec<i64> = (0..8)
            .map(|k| (words[2 * k] as u64 | (words[2 * k + 1] as u64) << 32) as i64)
            .collect();
        let mut out = vec![0i64; 16];
        f.call2(&mut inp, &mut out);
        let lanes: Vec<f32> = out
            .iter()
            .flat_map(|&w| {
                [
                    f32::from_bits(w as u32),
                    f32::from_bits((w as u64 >> 32) as u32),
                ]
            })
            .collect();
        for (l, &(a, bb)) in chunk.iter().enumerate() {
            let want = [
                ref_maximum(a, bb, true),
                ref_maximum(a, bb, false),
                ref_maxnum(a, bb, true),
                ref_maxnum(a, bb, false),
            ];
            for (k, w) in want.iter().enumerate() {
                let got = lanes[8 * k + l];
                assert!(
                    same_f32(got, *w),
                    "helper {k} ({a}, {bb}): got {got} want {w}"
                );
            }
        }
    }
}

#[test]
fn f64_maximumf_scalar() {
    let m = kernel(|b, pin, pout| {
        let x = b.load(MemKind::F64, m(pin, 0));
        let y = b.load(MemKind::F64, m(pin, 1));
        let r = b.maximumf(VTy::F64x4, x, y);
        b.store(MemKind::F64, r, m(pout, 0));
        let r = b.minnumf(VTy::F64x4, x, y);
        b.store(MemKind::F64, r, m(pout, 1));
    });
    for &a in &F32S {
        for &c in &F32S {
            let o = run(&m, &[(a as f64).to_bits(), (c as f64).to_bits()], 2);
            let (g0, g1) = (f64::from_bits(o[0]) as f32, f64::from_bits(o[1]) as f32);
            assert!(
                same_f32(g0, ref_maximum(a, c, true)),
                "maximumf({a}, {c}) = {g0}"
            );
            assert!(
                same_f32(g1, ref_maxnum(a, c, false)),
                "minnumf({a}, {c}) = {g1}"
            );
        }
    }
}

const FVALS: [f64; 22] = [
    f64::NAN,
    f64::INFINITY,
    f64::NEG_INFINITY,
    0.0,
    -0.0,
    -0.5,
    0.99,
    -1.0,
    127.9,
    -128.9,
    255.5,
    65535.5,
    -32769.0,
    2147483520.0,
    2147483648.0,
    -2147483904.0,
    4294967040.0,
    4294967296.0,
    9.2e18,
    -9.3e18,
    1.8e19,
    1e30,
];

#[test]
fn fptosi_fptoui_saturate() {
    for ty in [FTy::F32, FTy::F64] {
        for w in [Width::W8, Width::W16, Width::W32, Width::W64] {
            let mk = ty;
            let m = kernel(|b, pin, pout| {
                let x = b.load(
                    if mk == FTy::F32 {
                        MemKind::F32
                    } else {
                        MemKind::F64
                    },
                    m(pin, 0),
                );
                let s = b.fptosi(ty, w, x);
                b.store(MemKind::I64, s, m(pout, 0));
                let u = b.fptoui(ty, w, x);
                b.store(MemKind::I64, u, m(pout, 1));
            });
            for &v in &FVALS {
                let bits = if ty == FTy::F32 {
                    (v as f32).to_bits() as u64
                } else {
                    v.to_bits()
                };
                let o = run(&m, &[bits], 2);
                let vv = if ty == FTy::F32 { v as f32 as f64 } else { v };
                let (ws, wu): (i64, u64) = match w {
                    Width::W8 => (vv as i8 as i64, vv as u8 as u64),
                    Width::W16 => (vv as i16 as i64, vv as u16 as u64),
                    Width::W32 => (vv as i32 as i64, vv as u32 as u64),
                    Width::W64 => (vv as i64, vv as u64),
                };
                assert_eq!(w.sext(o[0] as i64), ws, "fptosi {ty:?}->{w:?} {vv}");
                assert_eq!(w.zext(o[1] as i64) as u64, wu, "fptoui {ty:?}->{w:?} {vv}");
            }
        }
    }
}

#[test]
fn vector_fptosi_fptoui_saturate() {
    let m = kernel(|b, pin, pout| {
        let x = b.load(MemKind::V256, m(pin, 0));
        let s = b.vfptosi_f32x8(x);
        b.store(MemKind::V256, s, m(pout, 0));
        let u = b.vfptoui_f32x8(x);
        b.store(MemKind::V256, u, m(pout, 4));
    });
    for chunk in FVALS.chunks(8) {
        let mut lanes = [0f32; 8];
        for (l, &v) in chunk.iter().enumerate() {
            lanes[l] = v as f32;
        }
        let inp: Vec<u64> = (0..4)
            .map(|k| lanes[2 * k].to_bits() as u64 | (lanes[2 * k + 1].to_bits() as u64) << 32)
            .collect();
        let o = run(&m, &inp, 8);
        let got: Vec<u32> = o
            .iter()
            .flat_map(|&w| [w as u32, (w >> 32) as u32])
            .collect();
        for l in 0..8 {
            assert_eq!(got[l] as i32, lanes[l] as i32, "vfptosi {}", lanes[l]);
            assert_eq!(got[8 + l], lanes[l] as u32, "vfptoui {}", lanes[l]);
        }
    }
}

/// Inputs at the edges of `fptosi`'s fast path (the x86 conversion gives
/// MIN for NaN and out-of-range inputs; only then the fix-up path runs):
/// NaNs with either sign and payloads, ±inf, ±2^31 and ±2^63 exactly and
/// their neighbours, huge finite values, and ordinary values.
const FPTOSI_EDGES: [f64; 27] = [
    f64::NAN,
    -f64::NAN,
    f64::INFINITY,
    f64::NEG_INFINITY,
    2147483648.0,
    -2147483648.0,
    -2147483648.9,
    -2147483649.0,
    2147483647.0,
    2147483647.9,
    2147483520.0,
    -2147483520.0,
    9223372036854775808.0,
    -9223372036854775808.0,
    -9223372036854777856.0,
    9223372036854774784.0,
    1e10,
    -1e10,
    3.4e38,
    -3.4e38,
    1e300,
    0.0,
    -0.0,
    -0.99,
    3.7,
    -3.7,
    16777217.0,
];

#[test]
fn scalar_fptosi_fast_and_slow_paths() {
    for ty in [FTy::F32, FTy::F64] {
        let kind = if ty == FTy::F32 {
            MemKind::F32
        } else {
            MemKind::F64
        };
        let m = kernel(|b, pin, pout| {
            let x = b.load(kind, m(pin, 0));
            for (k, w) in [Width::W8, Width::W16, Width::W32, Width::W64]
                .into_iter()
                .enumerate()
            {
                let s = b.fptosi(ty, w, x);
                b.store(MemKind::I64, s, m(pout, k as i32));
            }
        });
        let mut vals: Vec<f64> = FPTOSI_EDGES.to_vec();
        vals.extend(FVALS);
        let nans = [
            f32::from_bits(0x7f80_0001),
            f32::from_bits(0xffc1_2345),
            f32::from_bits(0x7fff_ffff),
        ];
        for v in vals {
            let bits = if ty == FTy::F32 {
                (v as f32).to_bits() as u64
            } else {
                v.to_bits()
            };
            let vv = if ty == FTy::F32 { v as f32 as f64 } else { v };
            let o = run(&m, &[bits], 4);
            let want = [
                vv as i8 as i64,
                vv as i16 as i64,
                vv as i32 as i64,
                vv as i64,
            ];
            for (k, w) in [Width::W8, Width::W16, Width::W32, Width::W64]
                .into_iter()
                .enumerate()
            {
                assert_eq!(w.sext(o[k] as i64), want[k], "fptosi {ty:?}->{w:?} {vv:e}");
            }
        }
        for n in nans {
            let bits = if ty == FTy::F32 {
                n.to_bits() as u64
            } else {
                (n as f64).to_bits() | 0x0000_0000_dead_0000
            };
            let o = run(&m, &[bits], 4);
            assert_eq!(o, vec![0; 4], "fptosi {ty:?} NaN {bits:#x}");
        }
    }
}

/// Vector `fptosi` on vectors whose lanes are all in range (fast path
/// only), all or some out of range or NaN, or exactly -2^31 (the fix-up
/// path runs and keeps it). Three shapes: the source load folded into the
/// conversion, the source in a register (used again later), and the
/// destination being the source vreg itself; each also with every value
/// spilled (by `kernel`).
#[test]
fn vector_fptosi_fast_and_slow_paths() {
    let m = kernel(|b, pin, pout| {
        let x0 = b.load(MemKind::V256, m(pin, 0));
        let s0 = b.vfptosi_f32x8(x0);
        b.store(MemKind::V256, s0, m(pout, 0));
        let x1 = b.load(MemKind::V256, m(pin, 4));
        let s1 = b.vfptosi_f32x8(x1);
        b.store(MemKind::V256, s1, m(pout, 4));
        let min = b.splat_u32(1 << 31);
        b.push(Inst::VFpToSiSat {
            dst: x1,
            src: VSrc::Reg(x1),
            min,
        });
        b.store(MemKind::V256, x1, m(pout, 8));
    });
    let f = |k: usize| FPTOSI_EDGES[k % FPTOSI_EDGES.len()] as f32;
    let mut seed = 3u64;
    let mut lcg = || {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (seed >> 33) as u32
    };
    let mut vectors: Vec<[f32; 8]> = vec![
        [1.5, -2.5, 0.0, -0.0, 1e9, -1e9, 2147483520.0, -2147483520.0],
        [-2147483648.0; 8],
        [3.0, 4.0, 5.0, -2147483648.0, 6.0, 7.0, 8.0, 9.0],
        [f32::NAN; 8],
        [2147483648.0; 8],
        [
            f32::INFINITY,
            1.0,
            f32::NEG_INFINITY,
            2.0,
            f32::NAN,
            3.0,
            1e20,
            -1e20,
        ],
    ];
    for k in 0..FPTOSI_EDGES.len() {
        let mut v = [0.25f32; 8];
        v[k % 8] = f(k);
        vectors.push(v);
    }
    for _ in 0..64 {
        let mut v = [0f32; 8];
        for l in &mut v {
            let r = lcg();
            *l = if r % 4 == 0 {
                f(r as usize / 4)
            } else {
                (r as i32 as f32) * 0.37
            };
        }
        vectors.push(v);
    }
    let words = |v: &[f32; 8]| -> Vec<u64> {
        (0..4)
            .map(|k| v[2 * k].to_bits() as u64 | (v[2 * k + 1].to_bits() as u64) << 32)
            .collect()
    };
    for pair in vectors.chunks(2) {
        let (a, c) = (pair[0], *pair.get(1).unwrap_or(&pair[0]));
        let mut inp = words(&a);
        inp.extend(words(&c));
        let o = run(&m, &inp, 12);
        let got: Vec<i32> = o
            .iter()
            .flat_map(|&w| [w as u32 as i32, (w >> 32) as u32 as i32])
            .collect();
        for l in 0..8 {
            assert_eq!(got[l], a[l] as i32, "folded load, lane {l} of {a:?}");
            assert_eq!(got[8 + l], c[l] as i32, "register, lane {l} of {c:?}");
            assert_eq!(got[16 + l], c[l] as i32, "in place, lane {l} of {c:?}");
        }
    }
}

#[test]
fn int_to_float_conversions() {
    let vals: [u64; 10] = [
        0,
        1,
        u64::MAX,
        1 << 63,
        (1 << 63) + 1,
        (1 << 53) + 1,
        0x7fff_ffff_ffff_ffff,
        0xffff_ffff,
        0x8000_0000,
        12345,
    ];
    for ty in [FTy::F32, FTy::F64] {
        for w in [Width::W8, Width::W16, Width::W32, Width::W64] {
            let m = kernel(|b, pin, pout| {
                let x = b.load(MemKind::I64, m(pin, 0));
                let s = b.sitofp(w, ty, x);
                let u = b.uitofp(w, ty, x);
                let k = if ty == FTy::F32 {
                    MemKind::F32
                } else {
                    MemKind::F64
                };
                b.store(k, s, m(pout, 0));
                b.store(k, u, m(pout, 1));
            });
            for &v in &vals {
                let o = run(&m, &[v], 2);
                let (sv, uv) = (w.sext(v as i64), w.zext(v as i64) as u64);
                if ty == FTy::F32 {
                    assert_eq!(o[0] as u32, (sv as f32).to_bits(), "sitofp {w:?} {v:#x}");
                    assert_eq!(o[1] as u32, (uv as f32).to_bits(), "uitofp {w:?} {v:#x}");
                } else {
                    assert_eq!(o[0], (sv as f64).to_bits(), "sitofp {w:?} {v:#x}");
                    assert_eq!(o[1], (uv as f64).to_bits(), "uitofp {w:?} {v:#x}");
                }
            }
        }
    }
}

fn shift_ref(op: ShiftOp, w: Width, a: i64, c: i64) -> i64 {
    let bits = w.bits() as u64;
    let c = w.zext(c) as u64;
    match op {
        ShiftOp::Shl => {
            if c >= bits {
                0
            } else {
                a << c
            }
        }
        ShiftOp::ShrU => {
            if c >= bits {
                0
            } else {
                ((w.zext(a) as u64) >> c) as i64
            }
        }
        ShiftOp::ShrS => w.sext(a) >> c.min(63),
    }
}

#[test]
fn shifts_past_the_width_are_defined() {
    let counts: [i64; 10] = [0, 1, 7, 8, 15, 16, 31, 32, 63, 64];
    let vals: [i64; 4] = [-1, 0x1234_5678_9abc_def0, i64::MIN, 0x80];
    for w in [Width::W8, Width::W16, Width::W32, Width::W64] {
        for op in [ShiftOp::Shl, ShiftOp::ShrU, ShiftOp::ShrS] {
            let m = kernel(|b, pin, pout| {
                let x = b.load(MemKind::I64, m(pin, 0));
                let c = b.load(MemKind::I64, m(pin, 1));
                let r = b.shift(op, w, x, GSrc::Reg(c));
                b.store(MemKind::I64, r, m(pout, 0));
                for (k, &cc) in counts.iter().enumerate() {
                    let r = b.shift(op, w, x, GSrc::Imm(cc as i32));
                    b.store(MemKind::I64, r, m(pout, 1 + k as i32));
                }
            });
            for &v in &vals {
                for &c in counts.iter().chain(&[-1i64, 1 << 40, 300]) {
                    let o = run(&m, &[v as u64, c as u64], 1 + counts.len());
                    assert_eq!(
                        w.zext(o[0] as i64),
                        w.zext(shift_ref(op, w, v, c)),
                        "{op:?} {w:?} {v:#x} by reg {c}"
                    );
                }
                let o = run(&m, &[v as u64, 0], 1 + counts.len());
                for (k, &c) in counts.iter().enumerate() {
                    assert_eq!(
                        w.zext(o[1 + k] as i64),
                        w.zext(shift_ref(op, w, v, c)),
                        "{op:?} {w:?} {v:#x} by imm {c}"
                    );
                }
            }
        }
    }
}

#[test]
fn division_never_traps() {
    let vals: [i64; 9] = [0, 1, -1, 7, -7, i64::MIN, i64::MAX, 0x80, 0x8000_0000];
    for w in [Width::W8, Width::W16, Width::W32, Width::W64] {
        for signed in [true, false] {
            let m = kernel(|b, pin, pout| {
                let x = b.load(MemKind::I64, m(pin, 0));
                let y = b.load(MemKind::I64, m(pin, 1));
                for (k, rem) in [false, true].into_iter().enumerate() {
                    let d = b.gpr();
                    b.push(Inst::Div {
                        signed,
                        rem,
                        w,
                        dst: d,
                        a: x,
                        b: y,
                    });
                    b.store(MemKind::I64, d, m(pout, k as i32));
                }
            });
            for &a in &vals {
                for &c in &vals {
                    let o = run(&m, &[a as u64, c as u64], 2);
                    let (want_q, want_r) = if signed {
                        let (a, c) = (w.sext(a), w.sext(c));
                        match c {
                            0 => (0, a),
                            -1 => (a.wrapping_neg(), 0),
                            _ => (a / c, a % c),
                        }
                    } else {
                        let (a, c) = (w.zext(a) as u64, w.zext(c) as u64);
                        match (a.checked_div(c), a.checked_rem(c)) {
                            (Some(qq), Some(rr)) => (qq as i64, rr as i64),
                            _ => (0, a as i64),
                        }
                    };
                    assert_eq!(
                        w.zext(o[0] as i64),
                        w.zext(want_q),
                        "div {w:?} signed={signed} {a}/{c}"
                    );
                    assert_eq!(
                        w.zext(o[1] as i64),
                        w.zext(want_r),
                        "rem {w:?} signed={signed} {a}%{c}"
                    );
                }
            }
        }
    }
}

/// `Inst::MulHi` is the high half of the 128-bit product (signed and
/// unsigned), and the operands, still live after it, survive its use of
/// rax and rdx.
#[test]
fn mul_hi_is_the_high_half_of_the_product() {
    let vals: [i64; 10] = [
        0,
        1,
        -1,
        3,
        -7,
        i64::MIN,
        i64::MAX,
        -i64::MAX,
        0x5555_5555_5555_5555,
        0x1_0000_0001,
    ];
    for signed in [true, false] {
        let m = kernel(|b, pin, pout| {
            let x = b.load(MemKind::I64, m(pin, 0));
            let y = b.load(MemKind::I64, m(pin, 1));
            let h = b.gpr();
            b.push(Inst::MulHi {
                signed,
                dst: h,
                a: x,
                b: y,
            });
            b.store(MemKind::I64, h, m(pout, 0));
            // x*x: the same register as both operands
            let hh = b.gpr();
            b.push(Inst::MulHi {
                signed,
                dst: hh,
                a: y,
                b: y,
            });
            b.store(MemKind::I64, hh, m(pout, 1));
            b.store(MemKind::I64, x, m(pout, 2));
            b.store(MemKind::I64, y, m(pout, 3));
        });
        for &a in &vals {
            for &c in &vals {
                let o = run(&m, &[a as u64, c as u64], 4);
                let hi = |a: i64, c: i64| {
                    if signed {
                        ((a as i128 * c as i128) >> 64) as u64
                    } else {
                        ((a as u64 as u128 * c as u64 as u128) >> 64) as u64
                    }
                };
                assert_eq!(o[0], hi(a, c), "signed={signed} {a}*{c}");
                assert_eq!(o[1], hi(c, c), "signed={signed} {c}*{c}");
                assert_eq!((o[2], o[3]), (a as u64, c as u64), "operands kept");
            }
        }
    }
}

const ALL_CC: [IntCC; 10] = [
    IntCC::Eq,
    IntCC::Ne,
    IntCC::Slt,
    IntCC::Sle,
    IntCC::Sgt,
    IntCC::Sge,
    IntCC::Ult,
    IntCC::Ule,
    IntCC::Ugt,
    IntCC::Uge,
];

#[test]
fn integer_compares_at_every_width() {
    let vals: [i64; 7] = [0, 1, -1, 0x7f, 0x80, 0x1_0000_0001, i64::MIN];
    for w in [Width::W8, Width::W16, Width::W32, Width::W64] {
        let m = kernel(|b, pin, pout| {
            let x = b.load(MemKind::I64, m(pin, 0));
            let y = b.load(MemKind::I64, m(pin, 1));
            for (k, cc) in ALL_CC.into_iter().enumerate() {
                let r = b.setcc(cc, w, x, GSrc::Reg(y));
                b.store(MemKind::I64, r, m(pout, 2 * k as i32));
                let r = b.setcc(cc, w, x, GSrc::Imm(-1));
                b.store(MemKind::I64, r, m(pout, 2 * k as i32 + 1));
            }
        });
        let f = &m;
        for &a in &vals {
            for &c in &vals {
                let mut inp = vec![a, c];
                let mut out = vec![0i64; 20];
                f.call2(&mut inp, &mut out);
                for (k, cc) in ALL_CC.into_iter().enumerate() {
                    let ext = |v: i64| if cc.is_signed() { w.sext(v) } else { w.zext(v) };
                    let ext_cmp = |x: i64, y: i64| cc.eval(ext(x), ext(y));
                    assert_eq!(out[2 * k], ext_cmp(a, c) as i64, "{cc:?} {w:?} {a} {c}");
                    assert_eq!(
                        out[2 * k + 1],
                        ext_cmp(a, -1) as i64,
                        "{cc:?} {w:?} {a} imm -1"
                    );
                }
            }
        }
    }
}

#[test]
fn float_compares_all_predicates() {
    for ty in [FTy::F32, FTy::F64] {
        let m = kernel(|b, pin, pout| {
            let k = if ty == FTy::F32 {
                MemKind::F32
            } else {
                MemKind::F64
            };
            let x = b.load(k, m(pin, 0));
            let y = b.load(k, m(pin, 1));
            for (i, p) in FloatCC::ALL.into_iter().enumerate() {
                let r = b.fcmp(p, ty, x, y);
                b.store(MemKind::I64, r, m(pout, i as i32));
            }
        });
        for &a in &F32S {
            for &c in &F32S {
                let enc = |v: f32| {
                    if ty == FTy::F32 {
                        v.to_bits() as u64
                    } else {
                        (v as f64).to_bits()
                    }
                };
                let o = run(&m, &[enc(a), enc(c)], 14);
                for (i, p) in FloatCC::ALL.into_iter().enumerate() {
                    assert_eq!(
                        o[i],
                        p.eval(a as f64, c as f64) as u64,
                        "{p:?} {ty:?} {a} {c}"
                    );
                }
            }
        }
    }
}

fn lanes32(o: &[u64]) -> Vec<u32> {
    o.iter()
        .flat_map(|&w| [w as u32, (w >> 32) as u32])
        .collect()
}

#[test]
fn shuffles_blends_and_lanes_compute_the_right_values() {
    let av: Vec<u32> = (0..8).map(|i| 100 + i).collect();
    let bv: Vec<u32> = (0..8).map(|i| 200 + i).collect();
    let pack = |v: &[u32]| -> Vec<u64> {
        (0..4)
            .map(|k| v[2 * k] as u64 | (v[2 * k + 1] as u64) << 32)
            .collect()
    };
    let mut inp = pack(&av);
    inp.extend(pack(&bv));
    let cases: Vec<(VShuf, u8)> = vec![
        (VShuf::ShufPs, 0x1b),
        (VShuf::ShufPs, 0xe4),
        (VShuf::BlendPs, 0xa5),
        (VShuf::BlendD, 0x3c),
        (VShuf::AlignR, 4),
        (VShuf::Perm2x128, 0x21),
        (VShuf::PermilPs, 0x1b),
        (VShuf::PshufD, 0x4e),
    ];
    let m = kernel(|b, pin, pout| {
        let x = b.load(MemKind::V256, m(pin, 0));
        let y = b.load(MemKind::V256, m(pin, 4));
        for (k, &(op, imm)) in cases.iter().enumerate() {
            let d = b.vec();
            b.push(Inst::VShuf {
                op,
                dst: d,
                a: x,
                b: y,
                imm,
            });
            b.store(MemKind::V256, d, m(pout, 4 * k as i32));
        }
        let e = b.gpr();
        b.push(Inst::ExtractLane {
            elem: Elem::B32,
            dst: e,
            src: x,
            lane: 6,
        });
        b.store(MemKind::I64, e, m(pout, 32));
        let ins = b.vec();
        b.push(Inst::InsertLane {
            elem: Elem::B32,
            dst: ins,
            a: y,
            val: e,
            lane: 1,
        });
        let ins2 = b.vec();
        b.push(Inst::InsertLane {
            elem: Elem::B32,
            dst: ins2,
            a: ins,
            val: e,
            lane: 5,
        });
        b.store(MemKind::V256, ins2, m(pout, 33));
        let mk = b.gpr();
        b.push(Inst::MovMsk {
            elem: Elem::B32,
            dst: mk,
            src: x,
        });
        b.store(MemKind::I64, mk, m(pout, 37));
    });
    let f = &m;
    let mut i: Vec<i64> = inp.iter().map(|&v| v as i64).collect();
    // make lanes 1 and 6 of a negative for movmsk
    let mut out = vec![0i64; 40];
    f.call2(&mut i, &mut out);
    let o: Vec<u64> = out.iter().map(|&v| v as u64).collect();
    for (k, &(op, imm)) in cases.iter().enumerate() {
        let got = lanes32(&o[4 * k..4 * k + 4]);
        let want: Vec<u32> = (0..8)
            .map(|l| {
                let lane = l / 4 * 4;
                let j = l % 4;
                match op {
                    VShuf::ShufPs => {
                        let sel = (imm >> (2 * j)) & 3;
                        if j < 2 {
                            av[lane + sel as usize]
                        } else {
                            bv[lane + sel as usize]
                        }
                    }
                    VShuf::BlendPs | VShuf::BlendD => {
                        if imm >> l & 1 == 1 {
                            bv[l]
                        } else {
                            av[l]
                        }
                    }
                    VShuf::AlignR => {
                        // bytes of (a:b) >> 4 per 128-bit lane: b[j+1] then a[0]
                        if j < 3 {
                            bv[lane + j + 1]
                        } else {
                            av[lane]
                        }
                    }
                    VShuf::Perm2x128 => {
                        let srcsel = if l < 4 { imm & 3 } else { (imm >> 4) & 3 };
                        let src = if srcsel < 2 { &av } else { &bv };
                        src[(srcsel as usize & 1) * 4 + j]
                    }
                    VShuf::PermilPs | VShuf::PshufD => av[lane + ((imm >> (2 * j)) & 3) as usize],
                    _ => unreachable!(),
                }
            })
            .collect();
        assert_eq!(got, want, "{op:?} {imm:#x}");
    }
    assert_eq!(o[32], av[6] as u64);
    let mut want_ins = bv.clone();
    want_ins[1] = av[6];
    want_ins[5] = av[6];
    assert_eq!(lanes32(&o[33..37]), want_ins);
    assert_eq!(o[37], 0);
}

#[test]
fn gathers_and_masks() {
    // table[i] = 1000 + i (i32) and (i64 view) ; indices and masks.
    let m = kernel(|b, pin, pout| {
        let table = b.gpr();
        b.push(Inst::Lea {
            dst: table,
            addr: m(pin, 8),
        });
        let idx = b.load(MemKind::V256, m(pin, 0));
        let mask = b.load(MemKind::V256, m(pin, 4));
        let pass = b.splat_u32(7);
        let d = b.vec();
        b.push(Inst::Gather {
            kind: GatherKind::D32,
            dst: d,
            passthru: pass,
            base: table,
            index: idx,
            scale: Scale::S4,
            disp: 0,
            mask,
        });
        b.store(MemKind::V256, d, m(pout, 0));
        // 64-bit elements with 64-bit indices (hand-encoded VEX.W=1).
        let idx64 = b.vec();
        b.push(Inst::VCvt {
            op: VCvt::Ext {
                signed: true,
                from: Width::W32,
                to: Width::W64,
            },
            dst: idx64,
            a: idx,
        });
        let ones = b.splat_u64(u64::MAX);
        let d2 = b.vec();
        b.push(Inst::Gather {
            kind: GatherKind::Q64,
            dst: d2,
            passthru: pass,
            base: table,
            index: idx64,
            scale: Scale::S8,
            disp: 0,
            mask: ones,
        });
        b.store(MemKind::V256, d2, m(pout, 4));
        // The mask register must be intact after the gather.
        b.store(MemKind::V256, mask, m(pout, 8));
    });
    let f = &m;
    let idx: [u32; 8] = [3, 0, 7, 1, 1, 6, 2, 5];
    let mask: [u32; 8] = [!0, 0, !0, !0, 0, !0, !0, 0];
    let mut inp = vec![0i64; 16];
    for k in 0..4 {
        inp[k] = (idx[2 * k] as u64 | (idx[2 * k + 1] as u64) << 32) as i64;
        inp[4 + k] = (mask[2 * k] as u64 | (mask[2 * k + 1] as u64) << 32) as i64;
    }
    for k in 0..8 {
        inp[8 + k] = ((1000 + 2 * k as u64) | (1001 + 2 * k as u64) << 32) as i64;
    }
    let mut out = vec![0i64; 12];
    f.call2(&mut inp, &mut out);
    let o: Vec<u64> = out.iter().map(|&v| v as u64).collect();
    let g = lanes32(&o[0..4]);
    for l in 0..8 {
        let want = if mask[l] != 0 { 1000 + idx[l] } else { 7 };
        assert_eq!(g[l], want, "gather lane {l}");
    }
    for l in 0..4 {
        let want = inp[8 + idx[l] as usize] as u64;
        assert_eq!(o[4 + l], want, "gather q64 lane {l}");
    }
    assert_eq!(lanes32(&o[8..12]), mask.to_vec());
}

#[test]
fn fma_all_kinds_and_operand_orders() {
    let ops = [FmaOp::MulAdd, FmaOp::MulSub, FmaOp::NMulAdd, FmaOp::NMulSub];
    let refd = |op: FmaOp, a: f64, b: f64, c: f64| match op {
        FmaOp::MulAdd => a.mul_add(b, c),
        FmaOp::MulSub => a.mul_add(b, -c),
        FmaOp::NMulAdd => (-a).mul_add(b, c),
        FmaOp::NMulSub => (-a).mul_add(b, -c),
    };
    // Packed double (hand-encoded) and scalar double; three variants that
    // let a different operand die at the FMA (so the allocator may reuse
    // its register for the result: 231 and both 213 orders).
    for op in ops {
        for (ty, k) in [(FmaTy::Pd, MemKind::V256), (FmaTy::Sd, MemKind::F64)] {
            for variant in 0..4 {
                let m = kernel(|bl, pin, pout| {
                    let a = bl.load(k, m(pin, 0));
                    let b = bl.load(k, m(pin, 4));
                    let c = bl.load(k, m(pin, 8));
                    let bs = if variant == 3 {
                        VSrc::Mem(m(pin, 4))
                    } else {
                        VSrc::Reg(b)
                    };
                    let r = bl.fma(op, ty, a, bs, c);
                    bl.store(k, r, m(pout, 0));
                    // keep the other two alive
                    let keep: Vec<VReg> = match variant {
                        0 => vec![b, c],
                        1 => vec![a, c],
                        _ => vec![a, b],
                    };
                    for (i, v) in keep.into_iter().enumerate() {
                        bl.store(k, v, m(pout, 4 + 4 * i as i32));
                    }
                });
                let (a, b, c) = (
                    [1.5f64, -2.25, 1e300, 3.0],
                    [0.1f64, 7.0, 1e10, -0.0],
                    [1e-17f64, 3.5, -1e300, 0.0],
                );
                let mut inp: Vec<u64> = a.iter().chain(&b).chain(&c).map(|v| v.to_bits()).collect();
                inp.truncate(12);
                let f = &m;
                let mut i: Vec<i64> = inp.iter().map(|&v| v as i64).collect();
                let mut o = vec![0i64; 12];
                f.call2(&mut i, &mut o);
                let lanes = if ty == FmaTy::Pd { 4 } else { 1 };
                for l in 0..lanes {
                    let want = refd(op, a[l], b[l], c[l]);
                    assert_eq!(
                        o[l] as u64,
                        want.to_bits(),
                        "{op:?} {ty:?} variant {variant} lane {l}"
                    );
                }
            }
        }
    }
}
