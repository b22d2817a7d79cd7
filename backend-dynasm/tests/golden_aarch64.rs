//! Golden test of every instruction form of `isa::aarch64::asm::Asm`: each
//! form is emitted with several registers and immediates, decoded with
//! capstone, and compared with the instruction it is meant to be (written
//! here from the A64 specification, in capstone's spelling). `mov_imm` is
//! checked by rebuilding the value from the decoded `mov`/`movk`s.

use backend_dynasm::isa::aarch64::asm::*;
use capstone::prelude::*;

fn decode(code: &[u8]) -> Vec<String> {
    let cs = Capstone::new()
        .arm64()
        .mode(arch::arm64::ArchMode::Arm)
        .build()
        .expect("capstone");
    let insns = cs.disasm_all(code, 0).expect("decode");
    let mut out: Vec<String> = insns
        .iter()
        .map(|i| {
            format!(
                "{} {}",
                i.mnemonic().unwrap_or(""),
                i.op_str().unwrap_or("")
            )
            .trim()
            .to_string()
        })
        .collect();
    // capstone stops at a word it cannot decode: say so
    let decoded: usize = insns.iter().map(|i| i.bytes().len()).sum();
    if decoded != code.len() {
        out.push(format!("<undecodable at {decoded}>"));
    }
    out
}

fn dis(f: impl FnOnce(&mut Asm)) -> String {
    let mut a = Asm::new();
    f(&mut a);
    let code = a.ops.finalize().expect("assemble");
    decode(&code).join("; ")
}

/// capstone's spelling of a lane index.
fn lane(v: u32) -> String {
    if v > 9 {
        format!("{v:#x}")
    } else {
        v.to_string()
    }
}

/// capstone's spelling of an immediate.
fn imm(v: i64) -> String {
    if (-9..=9).contains(&v) {
        format!("#{v}")
    } else if v < 0 {
        format!("#-{:#x}", -v)
    } else {
        format!("#{v:#x}")
    }
}

struct Golden {
    forms: usize,
    failures: Vec<String>,
}

impl Golden {
    fn check(&mut self, want: impl Into<String>, f: impl FnOnce(&mut Asm)) {
        let want = want.into();
        let got = dis(f);
        self.forms += 1;
        if got != want {
            self.failures
                .push(format!("want `{want}`\n     got `{got}`"));
        }
    }
}

const GPRS: [(u8, u8, u8); 3] = [(0, 1, 2), (28, 27, 13), (16, 17, 15)];
const VECS: [(u8, u8, u8); 3] = [(0, 1, 2), (31, 30, 29), (16, 7, 24)];

fn arr_name(a: Arr) -> &'static str {
    match a {
        Arr::B16 => "16b",
        Arr::H8 => "8h",
        Arr::S4 => "4s",
        Arr::D2 => "2d",
    }
}

fn lane_name(a: Arr) -> &'static str {
    match a {
        Arr::B16 => "b",
        Arr::H8 => "h",
        Arr::S4 => "s",
        Arr::D2 => "d",
    }
}

const CONDS: [(Cond, &str); 14] = [
    (Cond::Eq, "eq"),
    (Cond::Ne, "ne"),
    (Cond::Hs, "hs"),
    (Cond::Lo, "lo"),
    (Cond::Mi, "mi"),
    (Cond::Pl, "pl"),
    (Cond::Vs, "vs"),
    (Cond::Vc, "vc"),
    (Cond::Hi, "hi"),
    (Cond::Ls, "ls"),
    (Cond::Ge, "ge"),
    (Cond::Lt, "lt"),
    (Cond::Gt, "gt"),
    (Cond::Le, "le"),
];

fn integer_forms(g: &mut Golden) {
    for (d, n, m) in GPRS {
        let (x, w) = (|r: u8| format!("x{r}"), |r: u8| format!("w{r}"));
        g.check(format!("mov x{d}, x{n}"), |a| a.mov(d, n));
        for (op, name) in [
            (AluRR::Add, "add"),
            (AluRR::Sub, "sub"),
            (AluRR::And, "and"),
            (AluRR::Orr, "orr"),
            (AluRR::Eor, "eor"),
            (AluRR::Mul, "mul"),
            (AluRR::Lslv, "lsl"),
            (AluRR::Lsrv, "lsr"),
            (AluRR::Asrv, "asr"),
            (AluRR::Sdiv, "sdiv"),
            (AluRR::Udiv, "udiv"),
        ] {
            g.check(format!("{name} {}, {}, {}", x(d), x(n), x(m)), |a| {
                a.alu_rrr(op, true, d, n, m)
            });
            g.check(format!("{name} {}, {}, {}", w(d), w(n), w(m)), |a| {
                a.alu_rrr(op, false, d, n, m)
            });
        }
        g.check(format!("smulh x{d}, x{n}, x{m}"), |a| {
            a.alu_rrr(AluRR::Smulh, true, d, n, m)
        });
        g.check(format!("umulh x{d}, x{n}, x{m}"), |a| {
            a.alu_rrr(AluRR::Umulh, true, d, n, m)
        });
        for i in [0u32, 7, 4095] {
            g.check(format!("add x{d}, x{n}, {}", imm(i as i64)), |a| {
                a.add_imm(d, n, i)
            });
            g.check(format!("sub x{d}, x{n}, {}", imm(i as i64)), |a| {
                a.sub_imm(d, n, i)
            });
            g.check(format!("cmp x{n}, {}", imm(i as i64)), |a| {
                a.cmp_imm(true, n, i)
            });
            g.check(format!("cmp w{n}, {}", imm(i as i64)), |a| {
                a.cmp_imm(false, n, i)
            });
            g.check(format!("cmn x{n}, {}", imm(i as i64)), |a| {
                a.cmn_imm(true, n, i)
            });
            g.check(format!("cmn w{n}, {}", imm(i as i64)), |a| {
                a.cmn_imm(false, n, i)
            });
        }
        for sh in [0u32, 3] {
            let s = if sh == 0 {
                String::new()
            } else {
                format!(", lsl #{sh}")
            };
            g.check(format!("add x{d}, x{n}, x{m}{s}"), |a| {
                a.add_shifted(d, n, m, sh)
            });
        }
        g.check(format!("msub x{d}, x{n}, x{m}, x{d}"), |a| {
            a.msub(true, d, n, m, d)
        });
        g.check(format!("msub w{d}, w{n}, w{m}, w{n}"), |a| {
            a.msub(false, d, n, m, n)
        });
        g.check(format!("neg x{d}, x{n}"), |a| a.neg(true, d, n));
        g.check(format!("neg w{d}, w{n}"), |a| a.neg(false, d, n));
        g.check(format!("mvn x{d}, x{n}"), |a| a.mvn(true, d, n));
        g.check(format!("mvn w{d}, w{n}"), |a| a.mvn(false, d, n));
        for sh in [1u32, 3, 31] {
            for (k, name) in [
                (ShiftKind::Lsl, "lsl"),
                (ShiftKind::Lsr, "lsr"),
                (ShiftKind::Asr, "asr"),
            ] {
                g.check(format!("{name} x{d}, x{n}, {}", imm(sh as i64)), |a| {
                    a.shift_imm(k, true, d, n, sh)
                });
                g.check(format!("{name} w{d}, w{n}, {}", imm(sh as i64)), |a| {
                    a.shift_imm(k, false, d, n, sh)
                });
            }
        }
        g.check(format!("lsl x{d}, x{n}, #0x3f"), |a| {
            a.shift_imm(ShiftKind::Lsl, true, d, n, 63)
        });
        g.check(format!("asr x{d}, x{n}, #0x3f"), |a| {
            a.shift_imm(ShiftKind::Asr, true, d, n, 63)
        });
        for (signed, bits, want) in [
            (true, 8, format!("sxtb x{d}, w{n}")),
            (true, 16, format!("sxth x{d}, w{n}")),
            (true, 32, format!("sxtw x{d}, w{n}")),
            (false, 8, format!("uxtb w{d}, w{n}")),
            (false, 16, format!("uxth w{d}, w{n}")),
            (false, 32, format!("mov w{d}, w{n}")),
            (false, 64, format!("mov x{d}, x{n}")),
        ] {
            g.check(want, |a| a.ext(signed, bits, d, n));
        }
        g.check(format!("cmp x{n}, x{m}"), |a| a.cmp(true, n, m));
        g.check(format!("cmp w{n}, w{m}"), |a| a.cmp(false, n, m));
        g.check(format!("tst x{n}, x{m}"), |a| a.tst(n, m));
        for (c, name) in CONDS {
            g.check(format!("cset x{d}, {name}"), |a| a.cset(d, c));
            g.check(format!("csel x{d}, x{n}, x{m}, {name}"), |a| {
                a.csel(d, n, m, c)
            });
        }
        g.check(format!("csel x{d}, x{n}, xzr, lo"), |a| {
            a.csel(d, n, 31, Cond::Lo)
        });
    }
    g.check("mov x29, sp", |a| a.mov_sp(29, 31));
    g.check("mov sp, x29", |a| a.mov_sp(31, 29));
    g.check("add sp, sp, #0x10", |a| a.add_imm(31, 31, 16));
    g.check("sub sp, x29, #0x20", |a| a.sub_imm(31, 29, 32));
    // (the extended-register form, which takes sp, prints with lsl)
    g.check("add sp, sp, x16", |a| a.add_shifted(31, 31, 16, 0));
    g.check("add x15, sp, x16, lsl #3", |a| a.add_shifted(15, 31, 16, 3));
}

/// `mov_imm`: the value rebuilt from the decoded `mov`/`movk`s.
fn mov_imm_forms(g: &mut Golden) {
    for v in [
        0i64,
        1,
        -1,
        42,
        0xffff,
        0x1_0000,
        0x1234_5678,
        -0x1234_5678,
        0x8000_0000,
        i32::MIN as i64,
        i64::MIN,
        i64::MAX,
        0x0000_ffff_0000_ffff,
        0x41e0_0000_0000_0000,
        -4096,
    ] {
        let mut a = Asm::new();
        a.mov_imm(5, v);
        let code = a.ops.finalize().unwrap();
        let mut value: u64 = 0;
        let mut ok = true;
        for ins in decode(&code) {
            let parts: Vec<&str> = ins.split([' ', ',']).filter(|s| !s.is_empty()).collect();
            let num = |s: &str| -> i64 {
                let s = s.trim_start_matches('#');
                let (neg, s) = s.strip_prefix('-').map_or((false, s), |r| (true, r));
                let n = match s.strip_prefix("0x") {
                    Some(h) => u64::from_str_radix(h, 16).unwrap() as i64,
                    None => s.parse().unwrap(),
                };
                if neg {
                    -n
                } else {
                    n
                }
            };
            match parts.as_slice() {
                ["mov", "x5", i] => value = num(i) as u64,
                ["movk", "x5", i] => value = (value & !0xffff) | num(i) as u64,
                ["movk", "x5", i, "lsl", s] => {
                    let s = num(s) as u32;
                    value = (value & !(0xffff << s)) | ((num(i) as u64) << s);
                }
                _ => ok = false,
            }
        }
        g.forms += 1;
        if !ok || value != v as u64 {
            g.failures.push(format!(
                "mov_imm({v:#x}) built {value:#x}: {:?}",
                decode(&code)
            ));
        }
    }
}

/// Loads and stores with every offset form of `MemOff`, at both ends of
/// each immediate range.
fn memory_operand_forms(g: &mut Golden, d: u8, n: u8) {
    let m = (n + 7) % 29;
    let gpr_loads: [(u32, bool, &str, &str, &str); 7] = [
        (1, false, "ldrb", "ldurb", "w"),
        (1, true, "ldrsb", "ldursb", "x"),
        (2, false, "ldrh", "ldurh", "w"),
        (2, true, "ldrsh", "ldursh", "x"),
        (4, false, "ldr", "ldur", "w"),
        (4, true, "ldrsw", "ldursw", "x"),
        (8, false, "ldr", "ldur", "x"),
    ];
    let gpr_stores: [(u32, &str, &str, &str); 4] = [
        (1, "strb", "sturb", "w"),
        (2, "strh", "sturh", "w"),
        (4, "str", "stur", "w"),
        (8, "str", "stur", "x"),
    ];
    let vec: [(u32, &str); 4] = [(2, "h"), (4, "s"), (8, "d"), (16, "q")];
    let offsets = |bytes: u32| {
        let b = bytes as i64;
        [
            (MemOff::imm(b, bytes), b, false),
            (MemOff::imm(4095 * b, bytes), 4095 * b, false),
            (MemOff::imm(-256, bytes), -256, true),
            (MemOff::imm(-1, bytes), -1, true),
            (MemOff::imm(b + 1, bytes), b + 1, bytes > 1),
        ]
    };
    let index = |bytes: u32, scaled: bool| {
        let sh = bytes.trailing_zeros();
        if scaled && sh > 0 {
            format!("x{m}, lsl #{sh}")
        } else {
            format!("x{m}")
        }
    };
    let scaled_forms = |bytes: u32| {
        [
            (MemOff::Index(m), index(bytes, false)),
            (MemOff::ScaledIndex(m), index(bytes, true)),
        ]
    };
    for (bytes, signed, op, uop, r) in gpr_loads {
        for (off, v, unscaled) in offsets(bytes) {
            let off = off.expect("encodable");
            let mn = if unscaled { uop } else { op };
            g.check(format!("{mn} {r}{d}, [x{n}, {}]", imm(v)), |a| {
                a.ldr_gpr_m(bytes, signed, d, n, off)
            });
        }
        for (off, ix) in scaled_forms(bytes) {
            g.check(format!("{op} {r}{d}, [x{n}, {ix}]"), |a| {
                a.ldr_gpr_m(bytes, signed, d, n, off)
            });
        }
    }
    for (bytes, op, uop, r) in gpr_stores {
        for (off, v, unscaled) in offsets(bytes) {
            let off = off.expect("encodable");
            let mn = if unscaled { uop } else { op };
            g.check(format!("{mn} {r}{d}, [x{n}, {}]", imm(v)), |a| {
                a.str_gpr_m(bytes, d, n, off)
            });
        }
        for (off, ix) in scaled_forms(bytes) {
            g.check(format!("{op} {r}{d}, [x{n}, {ix}]"), |a| {
                a.str_gpr_m(bytes, d, n, off)
            });
        }
    }
    for (bytes, r) in vec {
        for (off, v, unscaled) in offsets(bytes) {
            let off = off.expect("encodable");
            let (l, s) = if unscaled {
                ("ldur", "stur")
            } else {
                ("ldr", "str")
            };
            g.check(format!("{l} {r}{d}, [x{n}, {}]", imm(v)), |a| {
                a.ldr_v_m(bytes, d, n, off)
            });
            g.check(format!("{s} {r}{d}, [x{n}, {}]", imm(v)), |a| {
                a.str_v_m(bytes, d, n, off)
            });
        }
        for (off, ix) in scaled_forms(bytes) {
            g.check(format!("ldr {r}{d}, [x{n}, {ix}]"), |a| {
                a.ldr_v_m(bytes, d, n, off)
            });
            g.check(format!("str {r}{d}, [x{n}, {ix}]"), |a| {
                a.str_v_m(bytes, d, n, off)
            });
        }
    }
    // the limits of the immediate forms
    assert_eq!(MemOff::imm(16 * 4096, 16), None);
    assert_eq!(MemOff::imm(-257, 16), None);
    assert_eq!(MemOff::imm(8, 16), Some(MemOff::Unscaled(8)));
    assert_eq!(MemOff::imm(4096 * 16 - 16, 16), Some(MemOff::Imm(65520)));
}

fn memory_forms(g: &mut Golden) {
    for (d, n, _) in GPRS {
        for (bytes, signed, want) in [
            (1, false, format!("ldrb w{d}, [x{n}]")),
            (1, true, format!("ldrsb x{d}, [x{n}]")),
            (2, false, format!("ldrh w{d}, [x{n}]")),
            (2, true, format!("ldrsh x{d}, [x{n}]")),
            (4, false, format!("ldr w{d}, [x{n}]")),
            (4, true, format!("ldrsw x{d}, [x{n}]")),
            (8, false, format!("ldr x{d}, [x{n}]")),
        ] {
            g.check(want, |a| a.ldr_gpr(bytes, signed, d, n));
        }
        for (bytes, want) in [
            (1, format!("strb w{d}, [x{n}]")),
            (2, format!("strh w{d}, [x{n}]")),
            (4, format!("str w{d}, [x{n}]")),
            (8, format!("str x{d}, [x{n}]")),
        ] {
            g.check(want, |a| a.str_gpr(bytes, d, n));
        }
        for (bytes, r) in [(2, "h"), (4, "s"), (8, "d"), (16, "q")] {
            g.check(format!("ldr {r}{d}, [x{n}]"), |a| a.ldr_v(bytes, d, n));
            g.check(format!("str {r}{d}, [x{n}]"), |a| a.str_v(bytes, d, n));
        }
        for off in [0u32, 8, 32760] {
            let o = if off == 0 {
                String::new()
            } else {
                format!(", {}", imm(off as i64))
            };
            g.check(format!("ldr x{d}, [x{n}{o}]"), |a| a.ldr_x_off(d, n, off));
            g.check(format!("str x{d}, [x{n}{o}]"), |a| a.str_x_off(d, n, off));
            g.check(format!("ldr d{d}, [x{n}{o}]"), |a| a.ldr_d_off(d, n, off));
            g.check(format!("str d{d}, [x{n}{o}]"), |a| a.str_d_off(d, n, off));
        }
        for off in [0u32, 16, 65520] {
            let o = if off == 0 {
                String::new()
            } else {
                format!(", {}", imm(off as i64))
            };
            g.check(format!("ldr q{d}, [x{n}{o}]"), |a| a.ldr_q_off(d, n, off));
            g.check(format!("str q{d}, [x{n}{o}]"), |a| a.str_q_off(d, n, off));
        }
        memory_operand_forms(g, d, n);
        g.check(format!("ldr x{d}, [sp, #0x10]"), |a| a.ldr_x_off(d, 31, 16));
        g.check(format!("str q{d}, [sp, #0x20]"), |a| a.str_q_off(d, 31, 32));
        for arr in [Arr::B16, Arr::H8, Arr::S4, Arr::D2] {
            let (t, l) = (arr_name(arr), lane_name(arr));
            g.check(format!("ld1r {{v{d}.{t}}}, [x{n}]"), |a| a.ld1r(arr, d, n));
            let last_lane = 128 / arr.bits() - 1;
            let ln = lane(last_lane);
            g.check(format!("ld1 {{v{d}.{l}}}[{ln}], [x{n}]"), |a| {
                a.ld1_lane(arr, d, last_lane, n)
            });
            g.check(format!("st1 {{v{d}.{l}}}[{ln}], [x{n}]"), |a| {
                a.st1_lane(arr, d, last_lane, n)
            });
        }
    }
    g.check("stp x29, x30, [sp, #-0x10]!", |a| a.push_pair(29, 30));
    g.check("stp x19, xzr, [sp, #-0x10]!", |a| a.push_pair(19, 31));
    g.check("ldp x29, x30, [sp], #0x10", |a| a.pop_pair(29, 30));
    g.check("ldp x27, x28, [sp], #0x10", |a| a.pop_pair(27, 28));
    g.check("stp d8, d9, [sp, #-0x10]!", |a| a.push_pair_d(8, 9));
    for (off, o) in [
        (0, String::new()),
        (-1024, ", #-0x400".to_string()),
        (1008, ", #0x3f0".to_string()),
    ] {
        g.check(format!("ldp q1, q2, [x3{o}]"), |a| a.ldp_q(1, 2, 3, off));
        g.check(format!("ldp q27, q26, [x28{o}]"), |a| {
            a.ldp_q(27, 26, 28, off)
        });
        g.check(format!("stp q1, q1, [x3{o}]"), |a| a.stp_q(1, 1, 3, off));
        g.check(format!("stp q31, q0, [sp{o}]"), |a| a.stp_q(31, 0, 31, off));
    }
    g.check("stp d14, d15, [sp, #-0x10]!", |a| a.push_pair_d(14, 15));
    g.check("ldp d8, d9, [sp], #0x10", |a| a.pop_pair_d(8, 9));
    g.check("ldp d14, d15, [sp], #0x10", |a| a.pop_pair_d(14, 15));
}

fn branch_forms(g: &mut Golden) {
    // (each label is bound at offset 0: the target prints as #0)
    g.check("adr x3, #0", |a| {
        let l = a.new_label();
        a.bind(l);
        a.adr(3, l)
    });
    g.check("ldr x17, #0", |a| {
        let l = a.new_label();
        a.bind(l);
        a.ldr_literal(17, l)
    });
    g.check("b #0", |a| {
        let l = a.new_label();
        a.bind(l);
        a.b(l)
    });
    g.check("bl #0", |a| {
        let l = a.new_label();
        a.bind(l);
        a.bl(l)
    });
    for (c, name) in CONDS {
        g.check(format!("b.{name} #0"), |a| {
            let l = a.new_label();
            a.bind(l);
            a.b_cond(c, l)
        });
    }
    for (nz, name) in [(false, "cbz"), (true, "cbnz")] {
        g.check(format!("{name} x9, #0"), |a| {
            let l = a.new_label();
            a.bind(l);
            a.cbz(nz, 9, l)
        });
    }
    for (nz, name) in [(false, "tbz"), (true, "tbnz")] {
        for (bit, reg) in [(7u32, "w17"), (31, "w17"), (63, "x17")] {
            g.check(format!("{name} {reg}, {}, #0", imm(bit as i64)), |a| {
                let l = a.new_label();
                a.bind(l);
                a.tbz(nz, 17, bit, l)
            });
        }
    }
    g.check("blr x17", |a| a.blr(17));
    g.check("ret", |a| a.ret());
    g.check("nop", |a| a.nop());
    g.check("nop; nop; nop; nop", |a| {
        a.nop();
        a.nop_align(16)
    });
}

fn scalar_float_forms(g: &mut Golden) {
    for (d, n, m) in VECS {
        for (f64_, r) in [(false, "s"), (true, "d")] {
            for (op, name) in [
                (FArith::Fadd, "fadd"),
                (FArith::Fsub, "fsub"),
                (FArith::Fmul, "fmul"),
                (FArith::Fdiv, "fdiv"),
            ] {
                g.check(format!("{name} {r}{d}, {r}{n}, {r}{m}"), |a| {
                    a.fbin(op, f64_, d, n, m)
                });
            }
            for (op, name) in [
                (FUn::Fsqrt, "fsqrt"),
                (FUn::Fneg, "fneg"),
                (FUn::Fabs, "fabs"),
                (FUn::Frintn, "frintn"),
                (FUn::Frintm, "frintm"),
                (FUn::Frintp, "frintp"),
                (FUn::Frintz, "frintz"),
            ] {
                g.check(format!("{name} {r}{d}, {r}{n}"), |a| a.fun(op, f64_, d, n));
            }
            for (k, name) in [
                (FmaKind::Fmadd, "fmadd"),
                (FmaKind::Fmsub, "fmsub"),
                (FmaKind::Fnmadd, "fnmadd"),
                (FmaKind::Fnmsub, "fnmsub"),
            ] {
                g.check(format!("{name} {r}{d}, {r}{n}, {r}{m}, {r}{d}"), |a| {
                    a.fma_scalar(k, f64_, d, n, m, d)
                });
            }
            g.check(format!("fcmp {r}{n}, {r}{m}"), |a| a.fcmp(f64_, n, m));
            for (c, name) in [(Cond::Gt, "gt"), (Cond::Mi, "mi"), (Cond::Vs, "vs")] {
                g.check(format!("fcsel {r}{d}, {r}{n}, {r}{m}, {name}"), |a| {
                    a.fcsel(f64_, d, n, m, c)
                });
            }
        }
        g.check(format!("fcvt d{d}, s{n}"), |a| a.fcvt(false, d, n));
        g.check(format!("fcvt s{d}, d{n}"), |a| a.fcvt(true, d, n));
    }
    for (g1, v) in [(3u8, 5u8), (28, 31)] {
        g.check(format!("scvtf s{v}, w{g1}"), |a| {
            a.scvtf(false, false, v, g1)
        });
        g.check(format!("scvtf d{v}, w{g1}"), |a| {
            a.scvtf(false, true, v, g1)
        });
        g.check(format!("scvtf s{v}, x{g1}"), |a| {
            a.scvtf(true, false, v, g1)
        });
        g.check(format!("scvtf d{v}, x{g1}"), |a| a.scvtf(true, true, v, g1));
        g.check(format!("fcvtzs w{g1}, s{v}"), |a| {
            a.fcvtzs(false, false, g1, v)
        });
        g.check(format!("fcvtzs w{g1}, d{v}"), |a| {
            a.fcvtzs(false, true, g1, v)
        });
        g.check(format!("fcvtzs x{g1}, s{v}"), |a| {
            a.fcvtzs(true, false, g1, v)
        });
        g.check(format!("fcvtzs x{g1}, d{v}"), |a| {
            a.fcvtzs(true, true, g1, v)
        });
        g.check(format!("fmov s{v}, w{g1}"), |a| a.fmov_to_vec(false, v, g1));
        g.check(format!("fmov d{v}, x{g1}"), |a| a.fmov_to_vec(true, v, g1));
        g.check(format!("fmov w{g1}, s{v}"), |a| a.fmov_to_gpr(false, g1, v));
        g.check(format!("fmov x{g1}, d{v}"), |a| a.fmov_to_gpr(true, g1, v));
    }
}

fn vector_forms(g: &mut Golden) {
    const ARRS: [Arr; 4] = [Arr::B16, Arr::H8, Arr::S4, Arr::D2];
    for (d, n, m) in VECS {
        g.check(format!("mov v{d}.16b, v{n}.16b"), |a| a.vmov(d, n));
        g.check(format!("movi v{d}.2d, #0000000000000000"), |a| a.vzero(d));
        for arr in ARRS {
            let t = arr_name(arr);
            for (op, name, no_d2) in [
                (VInt::Add, "add", false),
                (VInt::Sub, "sub", false),
                (VInt::Mul, "mul", true),
                (VInt::Smin, "smin", true),
                (VInt::Smax, "smax", true),
                (VInt::Umin, "umin", true),
                (VInt::Umax, "umax", true),
                (VInt::Cmeq, "cmeq", false),
                (VInt::Cmgt, "cmgt", false),
                (VInt::Cmhi, "cmhi", false),
                (VInt::Cmhs, "cmhs", false),
                (VInt::Ushl, "ushl", false),
                (VInt::Sshl, "sshl", false),
                (VInt::Zip1, "zip1", false),
                (VInt::Zip2, "zip2", false),
                (VInt::Uzp1, "uzp1", false),
                (VInt::Uzp2, "uzp2", false),
            ] {
                if no_d2 && arr == Arr::D2 {
                    continue;
                }
                g.check(format!("{name} v{d}.{t}, v{n}.{t}, v{m}.{t}"), |a| {
                    a.vint(op, arr, d, n, m)
                });
            }
            g.check(format!("abs v{d}.{t}, v{n}.{t}"), |a| a.vabs(arr, d, n));
            g.check(format!("neg v{d}.{t}, v{n}.{t}"), |a| a.vneg(arr, d, n));
            let es = arr.bits();
            for sh in [1, es / 2, es - 1] {
                g.check(format!("shl v{d}.{t}, v{n}.{t}, {}", imm(sh as i64)), |a| {
                    a.vshift_imm(ShiftKind::Lsl, arr, d, n, sh)
                });
            }
            for sh in [1, es / 2, es] {
                g.check(
                    format!("ushr v{d}.{t}, v{n}.{t}, {}", imm(sh as i64)),
                    |a| a.vshift_imm(ShiftKind::Lsr, arr, d, n, sh),
                );
                g.check(
                    format!("sshr v{d}.{t}, v{n}.{t}, {}", imm(sh as i64)),
                    |a| a.vshift_imm(ShiftKind::Asr, arr, d, n, sh),
                );
            }
            let l = lane_name(arr);
            let last = 128 / es - 1;
            for ln in [0, last] {
                let (s, r) = (lane(ln), lane(last - ln));
                g.check(format!("dup v{d}.{t}, v{n}.{l}[{s}]"), |a| {
                    a.dup_elem(arr, d, n, ln)
                });
                g.check(format!("mov v{d}.{l}[{s}], v{n}.{l}[{r}]"), |a| {
                    a.ins_elem(arr, d, ln, n, last - ln)
                });
                let (gr, mv) = if arr == Arr::D2 {
                    (format!("x{}", m % 29), "mov")
                } else if arr == Arr::S4 {
                    (format!("w{}", m % 29), "mov")
                } else {
                    (format!("w{}", m % 29), "umov")
                };
                g.check(format!("mov v{d}.{l}[{s}], {gr}"), |a| {
                    a.ins_gpr(arr, d, ln, m % 29)
                });
                g.check(format!("{mv} {gr}, v{n}.{l}[{s}]"), |a| {
                    a.umov(arr, m % 29, n, ln)
                });
            }
            let gr = if arr == Arr::D2 {
                format!("x{}", m % 29)
            } else {
                format!("w{}", m % 29)
            };
            g.check(format!("dup v{d}.{t}, {gr}"), |a| a.dup_gpr(arr, d, m % 29));
        }
        for (f64_, t) in [(false, "4s"), (true, "2d")] {
            for (op, name) in [
                (VFloat::Fadd, "fadd"),
                (VFloat::Fsub, "fsub"),
                (VFloat::Fmul, "fmul"),
                (VFloat::Fdiv, "fdiv"),
                (VFloat::Fmax, "fmax"),
                (VFloat::Fmin, "fmin"),
                (VFloat::Fmaxnm, "fmaxnm"),
                (VFloat::Fminnm, "fminnm"),
                (VFloat::Faddp, "faddp"),
                (VFloat::Fcmeq, "fcmeq"),
                (VFloat::Fcmge, "fcmge"),
                (VFloat::Fcmgt, "fcmgt"),
                (VFloat::Fmla, "fmla"),
                (VFloat::Fmls, "fmls"),
            ] {
                g.check(format!("{name} v{d}.{t}, v{n}.{t}, v{m}.{t}"), |a| {
                    a.vfloat(op, f64_, d, n, m)
                });
            }
            let l = if f64_ { "d" } else { "s" };
            for (sub, name) in [(false, "fmla"), (true, "fmls")] {
                for lane in 0..(if f64_ { 2 } else { 4 }) {
                    g.check(
                        format!("{name} v{d}.{t}, v{n}.{t}, v{m}.{l}[{lane}]"),
                        |a| a.fmla_lane(sub, f64_, d, n, m, lane),
                    );
                }
            }
            for (op, name) in [
                (FUn::Fsqrt, "fsqrt"),
                (FUn::Fneg, "fneg"),
                (FUn::Fabs, "fabs"),
                (FUn::Frintn, "frintn"),
                (FUn::Frintm, "frintm"),
                (FUn::Frintp, "frintp"),
                (FUn::Frintz, "frintz"),
            ] {
                g.check(format!("{name} v{d}.{t}, v{n}.{t}"), |a| {
                    a.vfun(op, f64_, d, n)
                });
            }
            g.check(format!("scvtf v{d}.{t}, v{n}.{t}"), |a| {
                a.vcvt_int_float(true, f64_, d, n)
            });
            g.check(format!("fcvtzs v{d}.{t}, v{n}.{t}"), |a| {
                a.vcvt_int_float(false, f64_, d, n)
            });
        }
        for (op, name) in [
            (VLogic::And, "and"),
            (VLogic::Orr, "orr"),
            (VLogic::Eor, "eor"),
            (VLogic::Bic, "bic"),
            (VLogic::Bsl, "bsl"),
        ] {
            g.check(format!("{name} v{d}.16b, v{n}.16b, v{m}.16b"), |a| {
                a.vlogic(op, d, n, m)
            });
        }
        g.check(format!("mvn v{d}.16b, v{n}.16b"), |a| a.vnot(d, n));
        g.check(format!("fcvtl v{d}.2d, v{n}.2s"), |a| {
            a.vcvt_f32_f64(false, d, n)
        });
        g.check(format!("fcvtn v{d}.2s, v{n}.2d"), |a| {
            a.vcvt_f32_f64(true, d, n)
        });
        g.check(format!("fcvtl v{d}.4s, v{n}.4h"), |a| a.fcvtl_h(d, n));
        g.check(format!("fcvtn v{d}.4h, v{n}.4s"), |a| a.fcvtn_h(d, n));
        for (signed, from, want) in [
            (true, 8, format!("sshll v{d}.8h, v{n}.8b, #0")),
            (true, 16, format!("sshll v{d}.4s, v{n}.4h, #0")),
            (true, 32, format!("sshll v{d}.2d, v{n}.2s, #0")),
            (false, 8, format!("ushll v{d}.8h, v{n}.8b, #0")),
            (false, 16, format!("ushll v{d}.4s, v{n}.4h, #0")),
            (false, 32, format!("ushll v{d}.2d, v{n}.2s, #0")),
        ] {
            g.check(want, |a| a.vextend(signed, from, d, n));
        }
        for (to, want) in [
            (8, format!("xtn v{d}.8b, v{n}.8h")),
            (16, format!("xtn v{d}.4h, v{n}.4s")),
            (32, format!("xtn v{d}.2s, v{n}.2d")),
        ] {
            g.check(want, |a| a.xtn(to, d, n));
        }
        g.check(format!("tbl v{d}.16b, {{v{n}.16b}}, v{m}.16b"), |a| {
            a.tbl(d, n, m)
        });
        for i in [0u32, 8, 15] {
            g.check(
                format!("ext v{d}.16b, v{n}.16b, v{m}.16b, {}", imm(i as i64)),
                |a| a.ext_bytes(d, n, m, i),
            );
        }
        for (arr, r) in [(Arr::B16, "b"), (Arr::H8, "h"), (Arr::S4, "s")] {
            g.check(format!("addv {r}{d}, v{n}.{}", arr_name(arr)), |a| {
                a.addv(arr, d, n)
            });
        }
        g.check(format!("addv b{d}, v{n}.8b"), |a| a.addv_8b(d, n));
    }
}

#[test]
fn every_instruction_form_decodes_as_intended() {
    let mut g = Golden {
        forms: 0,
        failures: Vec::new(),
    };
    integer_forms(&mut g);
    mov_imm_forms(&mut g);
    memory_forms(&mut g);
    branch_forms(&mut g);
    scalar_float_forms(&mut g);
    vector_forms(&mut g);
    eprintln!(
        "{} AArch64 instruction forms decoded with capstone, {} differ",
        g.forms,
        g.failures.len()
    );
    assert!(
        g.failures.is_empty(),
        "{} of {} forms differ:\n{}",
        g.failures.len(),
        g.forms,
        g.failures.join("\n")
    );
}
