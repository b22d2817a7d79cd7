//! Random vector kernels for the JIT-vs-interpreter differential test
//! (issue 6): each kernel is a `func.func` over 1-D memrefs with a dynamic
//! size, a strip-mined `scf.for` with a masked tail (`create_mask`,
//! `maskedload`, `maskedstore`), a loop-carried vector accumulator, one
//! reduction per iteration, and a random mix of arith/vector ops over
//! several element types (i8…i64, f16, bf16, f32, f64) of the same lane
//! count (16 lanes of f16/bf16 go through the native lowering's split into
//! halves of 8); `i1` reductions, extended multiplies and adds (vector and
//! scalar), and a partial-width load and store (3 × i16, 5 × i8, …) after
//! the loop. A `@main` fills the inputs
//! with edge values (NaN, ±0, ±inf, denormals, MIN/MAX), calls every kernel
//! and prints every output element's bit pattern with `vector.print`, so two
//! engines agree on the text exactly when they agree on the bits.
//!
//! Every op is kept away from MLIR's poison and UB (shift amounts masked to
//! the width, divisors forced non-zero and positive, float→int conversions
//! clamped, no `nsw`/`nuw`), because where MLIR leaves a result undefined two
//! correct engines may legitimately differ. NaN results print as one
//! canonical pattern: LLVM (and so MLIR) leaves NaN payloads unspecified.

use crate::rng::Rng;
use std::fmt::Write;

/// An element type of the generated kernels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Elem {
    /// `i8`
    I8,
    /// `i16`
    I16,
    /// `i32`
    I32,
    /// `i64`
    I64,
    /// `f16`
    F16,
    /// `bf16`
    BF16,
    /// `f32`
    F32,
    /// `f64`
    F64,
}

use Elem::*;

impl Elem {
    fn name(self) -> &'static str {
        match self {
            I8 => "i8",
            I16 => "i16",
            I32 => "i32",
            I64 => "i64",
            F16 => "f16",
            BF16 => "bf16",
            F32 => "f32",
            F64 => "f64",
        }
    }
    fn bits(self) -> u32 {
        match self {
            I8 => 8,
            I16 | F16 | BF16 => 16,
            I32 | F32 => 32,
            I64 | F64 => 64,
        }
    }
    fn is_float(self) -> bool {
        matches!(self, F16 | BF16 | F32 | F64)
    }
    /// The integer type of the same width (for bit patterns).
    fn bits_type(self) -> Elem {
        match self {
            F16 | BF16 => I16,
            F32 => I32,
            F64 => I64,
            e => e,
        }
    }
}

/// Generation knobs.
#[derive(Clone, Debug)]
pub struct KernelConfig {
    /// Kernels per module.
    pub kernels: usize,
    /// Random ops in each loop body.
    pub body_ops: usize,
}

impl Default for KernelConfig {
    fn default() -> Self {
        KernelConfig {
            kernels: 20,
            body_ops: 14,
        }
    }
}

struct Gen<'a> {
    rng: &'a mut Rng,
    out: String,
    next: usize,
    lanes: u32,
    pool: Vec<(String, Elem)>,
}

impl Gen<'_> {
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }
    fn vt(&self, e: Elem) -> String {
        format!("vector<{}x{}>", self.lanes, e.name())
    }
    fn line(&mut self, s: String) {
        self.out.push_str("    ");
        self.out.push_str(&s);
        self.out.push('\n');
    }
    fn types(&self) -> Vec<Elem> {
        [I8, I16, I32, I64, F16, BF16, F32, F64]
            .into_iter()
            .filter(|e| e.bits() * self.lanes <= 256)
            .collect()
    }
    fn pick_any(&mut self) -> (String, Elem) {
        let i = self.rng.below(self.pool.len() as u64) as usize;
        self.pool[i].clone()
    }
    /// A pool value of type `e`, converting one of another type if needed.
    fn pick(&mut self, e: Elem) -> String {
        let of: Vec<String> = self
            .pool
            .iter()
            .filter(|(_, t)| *t == e)
            .map(|(n, _)| n.clone())
            .collect();
        if !of.is_empty() && self.rng.below(5) != 0 {
            return of[self.rng.below(of.len() as u64) as usize].clone();
        }
        let (v, from) = self.pick_any();
        let r = self.convert(&v, from, e);
        self.pool.push((r.clone(), e));
        r
    }
    fn splat(&mut self, e: Elem, lit: &str) -> String {
        let r = self.fresh();
        let ty = self.vt(e);
        self.line(format!("{r} = arith.constant dense<{lit}> : {ty}"));
        r
    }
    fn convert(&mut self, v: &str, from: Elem, to: Elem) -> String {
        if from == to {
            return v.to_string();
        }
        let (ft, tt) = (self.vt(from), self.vt(to));
        let r = self.fresh();
        match (from.is_float(), to.is_float()) {
            (false, false) => {
                let op = if to.bits() < from.bits() {
                    "trunci"
                } else if self.rng.below(2) == 0 {
                    "extsi"
                } else {
                    "extui"
                };
                self.line(format!("{r} = arith.{op} {v} : {ft} to {tt}"));
            }
            (true, true) if from.bits() == to.bits() => {
                // f16 ↔ bf16: through f32
                let w = self.convert(v, from, F32);
                return self.convert(&w, F32, to);
            }
            (true, true) => {
                let op = if to.bits() < from.bits() {
                    "truncf"
                } else {
                    "extf"
                };
                self.line(format!("{r} = arith.{op} {v} : {ft} to {tt}"));
            }
            (false, true) => {
                let op = if self.rng.below(2) == 0 {
                    "sitofp"
                } else {
                    "uitofp"
                };
                self.line(format!("{r} = arith.{op} {v} : {ft} to {tt}"));
            }
            (true, false) => {
                // NaN → 0, then clamp into the target's range: fptosi/fptoui
                // of NaN or out-of-range values is poison.
                let unsigned = self.rng.below(3) == 0;
                let max = if to.bits() >= 32 {
                    1.0e6
                } else {
                    ((1u64 << (to.bits() - 1)) - 1) as f64
                };
                // (exactly representable in the 16-bit floats)
                let max = if from.bits() == 16 {
                    max.min(2048.0)
                } else {
                    max
                };
                let lo = if unsigned { 0.0 } else { -max };
                let isnan = self.fresh();
                let mt = format!("vector<{}xi1>", self.lanes);
                self.line(format!("{isnan} = arith.cmpf uno, {v}, {v} : {ft}"));
                let zero = self.splat(from, "0.0");
                let clean = self.fresh();
                self.line(format!(
                    "{clean} = arith.select {isnan}, {zero}, {v} : {mt}, {ft}"
                ));
                let lov = self.splat(from, &format!("{lo:.1}"));
                let hiv = self.splat(from, &format!("{max:.1}"));
                let a = self.fresh();
                self.line(format!("{a} = arith.maximumf {clean}, {lov} : {ft}"));
                let b = self.fresh();
                self.line(format!("{b} = arith.minimumf {a}, {hiv} : {ft}"));
                let op = if unsigned { "fptoui" } else { "fptosi" };
                self.line(format!("{r} = arith.{op} {b} : {ft} to {tt}"));
            }
        }
        r
    }

    /// One random op whose result joins the pool.
    fn op(&mut self) {
        let types = self.types();
        let e = types[self.rng.below(types.len() as u64) as usize];
        let ty = self.vt(e);
        let r = match self.rng.below(11) {
            0..=4 => self.binary(e),
            10 => {
                // a vector<Nxi1> reduced to an i1 that selects between two
                // values
                let c = self.types()[self.rng.below(self.types().len() as u64) as usize];
                let (x, y) = (self.pick(c), self.pick(c));
                let ct = self.vt(c);
                let m = self.fresh();
                if c.is_float() {
                    self.line(format!("{m} = arith.cmpf olt, {x}, {y} : {ct}"));
                } else {
                    let p = ["eq", "ne", "slt", "ule", "sgt"];
                    let p = p[self.rng.below(p.len() as u64) as usize];
                    self.line(format!("{m} = arith.cmpi {p}, {x}, {y} : {ct}"));
                }
                let kinds = [
                    "add", "mul", "minsi", "maxsi", "minui", "maxui", "and", "or", "xor",
                ];
                let kind = kinds[self.rng.below(kinds.len() as u64) as usize];
                let mt = format!("vector<{}xi1>", self.lanes);
                let red = self.fresh();
                self.line(format!(
                    "{red} = vector.reduction <{kind}>, {m} : {mt} into i1"
                ));
                let (a, b) = (self.pick(e), self.pick(e));
                let r = self.fresh();
                self.line(format!("{r} = arith.select {red}, {a}, {b} : {ty}"));
                r
            }
            5 => {
                // select on a comparison of two values of any type
                let c = self.types()[self.rng.below(self.types().len() as u64) as usize];
                let (x, y) = (self.pick(c), self.pick(c));
                let ct = self.vt(c);
                let m = self.fresh();
                if c.is_float() {
                    let p = [
                        "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge",
                        "ult", "ule", "une", "uno", "true", "false",
                    ];
                    let p = p[self.rng.below(p.len() as u64) as usize];
                    self.line(format!("{m} = arith.cmpf {p}, {x}, {y} : {ct}"));
                } else {
                    let p = [
                        "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
                    ];
                    let p = p[self.rng.below(p.len() as u64) as usize];
                    self.line(format!("{m} = arith.cmpi {p}, {x}, {y} : {ct}"));
                }
                let (a, b) = (self.pick(e), self.pick(e));
                let r = self.fresh();
                let mt = format!("vector<{}xi1>", self.lanes);
                self.line(format!("{r} = arith.select {m}, {a}, {b} : {mt}, {ty}"));
                r
            }
            6 => {
                // a lane through scalar arith and back into a vector
                let (src, dst) = (self.pick(e), self.pick(e));
                let (k, j) = (
                    self.rng.below(self.lanes as u64),
                    self.rng.below(self.lanes as u64),
                );
                let s = self.fresh();
                self.line(format!(
                    "{s} = vector.extract {src}[{k}] : {} from {ty}",
                    e.name()
                ));
                let s2 = self.fresh();
                if e.is_float() {
                    let c = self.fresh();
                    self.line(format!("{c} = arith.constant 1.5 : {}", e.name()));
                    self.line(format!("{s2} = arith.mulf {s}, {c} : {}", e.name()));
                } else if self.rng.below(2) == 0 {
                    let c = self.fresh();
                    self.line(format!("{c} = arith.constant 3 : {}", e.name()));
                    self.line(format!("{s2} = arith.addi {s}, {c} : {}", e.name()));
                } else {
                    // the high half of a scalar product with another lane
                    let k2 = self.rng.below(self.lanes as u64);
                    let t = self.fresh();
                    self.line(format!(
                        "{t} = vector.extract {dst}[{k2}] : {} from {ty}",
                        e.name()
                    ));
                    let op = if self.rng.below(2) == 0 {
                        "mulsi_extended"
                    } else {
                        "mului_extended"
                    };
                    let lo = self.fresh();
                    self.line(format!("{lo}, {s2} = arith.{op} {s}, {t} : {}", e.name()));
                }
                let r = self.fresh();
                self.line(format!(
                    "{r} = vector.insert {s2}, {dst} [{j}] : {} into {ty}",
                    e.name()
                ));
                r
            }
            7 => {
                let (a, b) = (self.pick(e), self.pick(e));
                let idx: Vec<String> = (0..self.lanes)
                    .map(|_| self.rng.below(2 * self.lanes as u64).to_string())
                    .collect();
                let r = self.fresh();
                self.line(format!(
                    "{r} = vector.shuffle {a}, {b} [{}] : {ty}, {ty}",
                    idx.join(", ")
                ));
                r
            }
            8 if e.is_float() => {
                let (a, b, c) = (self.pick(e), self.pick(e), self.pick(e));
                let r = self.fresh();
                self.line(format!("{r} = vector.fma {a}, {b}, {c} : {ty}"));
                r
            }
            8 if !e.is_float() => {
                // vector.step in the element type, mixed in
                let st = self.fresh();
                self.line(format!("{st} = vector.step : vector<{}xindex>", self.lanes));
                let r = self.fresh();
                self.line(format!(
                    "{r} = arith.index_cast {st} : vector<{}xindex> to {ty}",
                    self.lanes
                ));
                r
            }
            _ => {
                let s = self.fresh();
                let lit = self.scalar_literal(e);
                self.line(format!("{s} = arith.constant {lit} : {}", e.name()));
                let r = self.fresh();
                self.line(format!("{r} = vector.broadcast {s} : {} to {ty}", e.name()));
                r
            }
        };
        self.pool.push((r, e));
    }

    fn binary(&mut self, e: Elem) -> String {
        let ty = self.vt(e);
        let (a, b) = (self.pick(e), self.pick(e));
        let r = self.fresh();
        if e.is_float() {
            let ops = [
                "addf", "subf", "mulf", "divf", "maximumf", "minimumf", "maxnumf", "minnumf",
                "negf",
            ];
            let op = ops[self.rng.below(ops.len() as u64) as usize];
            if op == "negf" {
                self.line(format!("{r} = arith.negf {a} : {ty}"));
            } else if op == "maxnumf" || op == "minnumf" {
                // Which zero maxnumf/minnumf return for a ±0 pair is
                // unspecified; adding +0.0 makes every zero +0.
                let z = self.splat(e, "0.0");
                let m = self.fresh();
                self.line(format!("{m} = arith.{op} {a}, {b} : {ty}"));
                self.line(format!("{r} = arith.addf {m}, {z} : {ty}"));
            } else {
                self.line(format!("{r} = arith.{op} {a}, {b} : {ty}"));
            }
            return r;
        }
        let ops = [
            "addi",
            "subi",
            "muli",
            "andi",
            "ori",
            "xori",
            "maxsi",
            "minsi",
            "maxui",
            "minui",
            "shli",
            "shrsi",
            "shrui",
            "divsi",
            "divui",
            "remsi",
            "remui",
            "mulsi_extended",
            "mului_extended",
            "addui_extended",
        ];
        let op = ops[self.rng.below(ops.len() as u64) as usize];
        match op {
            "mulsi_extended" | "mului_extended" => {
                // the low or the high half of the double-width product
                let (lo, hi) = (self.fresh(), self.fresh());
                self.line(format!("{lo}, {hi} = arith.{op} {a}, {b} : {ty}"));
                let half = if self.rng.below(2) == 0 { lo } else { hi };
                self.line(format!("{r} = arith.addi {half}, {a} : {ty}"));
            }
            "addui_extended" => {
                // the carry selects between the sum and an operand
                let (sum, carry) = (self.fresh(), self.fresh());
                let mt = format!("vector<{}xi1>", self.lanes);
                self.line(format!(
                    "{sum}, {carry} = arith.addui_extended {a}, {b} : {ty}, {mt}"
                ));
                self.line(format!(
                    "{r} = arith.select {carry}, {b}, {sum} : {mt}, {ty}"
                ));
            }
            "shli" | "shrsi" | "shrui" => {
                let m = self.splat(e, &(e.bits() - 1).to_string());
                let amt = self.fresh();
                self.line(format!("{amt} = arith.andi {b}, {m} : {ty}"));
                self.line(format!("{r} = arith.{op} {a}, {amt} : {ty}"));
            }
            "divsi" | "divui" | "remsi" | "remui" => {
                // a positive, non-zero divisor: no division by zero, no MIN / -1
                let maxpos = self.splat(e, &((1u64 << (e.bits() - 1)) - 1).to_string());
                let one = self.splat(e, "1");
                let d0 = self.fresh();
                self.line(format!("{d0} = arith.andi {b}, {maxpos} : {ty}"));
                let d = self.fresh();
                self.line(format!("{d} = arith.ori {d0}, {one} : {ty}"));
                self.line(format!("{r} = arith.{op} {a}, {d} : {ty}"));
            }
            _ => self.line(format!("{r} = arith.{op} {a}, {b} : {ty}")),
        }
        r
    }

    fn scalar_literal(&mut self, e: Elem) -> String {
        if e.is_float() {
            let specials32: [u64; 14] = [
                0x0000_0000,
                0x8000_0000,
                0x3F80_0000,
                0xBF80_0000,
                0x7F80_0000,
                0xFF80_0000,
                0x7FC0_0000,
                0x0000_0001,
                0x7F7F_FFFF,
                0x0080_0000,
                0x4049_0FDB,
                0xC2F6_E979,
                0x3EAA_AAAB,
                0x4B80_0000,
            ];
            let specials64: [u64; 14] = [
                0,
                0x8000_0000_0000_0000,
                0x3FF0_0000_0000_0000,
                0xBFF0_0000_0000_0000,
                0x7FF0_0000_0000_0000,
                0xFFF0_0000_0000_0000,
                0x7FF8_0000_0000_0000,
                1,
                0x7FEF_FFFF_FFFF_FFFF,
                0x0010_0000_0000_0000,
                0x4009_21FB_5444_2D18,
                0xC05E_DD2F_1A9F_BE77,
                0x3FD5_5555_5555_5555,
                0x4330_0000_0000_0000,
            ];
            let specials16: [u64; 14] = [
                0x0000, 0x8000, 0x3C00, 0xBC00, 0x7C00, 0xFC00, 0x7E00, 0x0001, 0x7BFF, 0x0400,
                0x4248, 0xD7B7, 0x3555, 0x6400,
            ];
            let specialsb16: [u64; 14] = [
                0x0000, 0x8000, 0x3F80, 0xBF80, 0x7F80, 0xFF80, 0x7FC0, 0x0001, 0x7F7F, 0x0080,
                0x4049, 0xC2F7, 0x3EAB, 0x4B80,
            ];
            let bits = if self.rng.below(3) == 0 {
                // an ordinary value (exact in every float type)
                let v = (self.rng.below(255) as f64 - 127.0) / 8.0;
                match e {
                    F16 => f16_bits_of(v),
                    BF16 => ((v as f32).to_bits() >> 16) as u64,
                    F32 => (v as f32).to_bits() as u64,
                    _ => v.to_bits(),
                }
            } else if e == F16 {
                specials16[self.rng.below(14) as usize]
            } else if e == BF16 {
                specialsb16[self.rng.below(14) as usize]
            } else if e == F32 {
                specials32[self.rng.below(14) as usize]
            } else {
                specials64[self.rng.below(14) as usize]
            };
            let w = (e.bits() / 4) as usize;
            format!("0x{bits:0w$X}")
        } else {
            let bits = e.bits();
            let min = -(1i128 << (bits - 1));
            let max = (1i128 << (bits - 1)) - 1;
            let v: i128 = match self.rng.below(8) {
                0 => 0,
                1 => 1,
                2 => -1,
                3 => min,
                4 => max,
                5 => self.rng.below(100) as i128 - 50,
                _ => {
                    let r = self.rng.next_u64() as i128 & ((1i128 << bits) - 1);
                    if r > max {
                        r - (1i128 << bits)
                    } else {
                        r
                    }
                }
            };
            v.to_string()
        }
    }
}

/// Generates a module of `cfg.kernels` random kernels and a `@main` that runs
/// them and prints their outputs' bits (kernel `k` after a line `kK`).
pub fn generate(seed: u64, cfg: &KernelConfig) -> String {
    let mut rng = Rng::new(seed);
    let mut text = String::new();
    let mut main = String::new();
    main.push_str(
        "func.func @main() {\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n",
    );
    for k in 0..cfg.kernels {
        kernel(&mut rng, k, cfg, &mut text, &mut main);
    }
    main.push_str("  return\n}\n");
    text.push_str(&main);
    text
}

fn kernel(rng: &mut Rng, k: usize, cfg: &KernelConfig, text: &mut String, main: &mut String) {
    let lanes = [4u32, 8, 8, 16][rng.below(4) as usize];
    let mut g = Gen {
        rng,
        out: String::new(),
        next: 0,
        lanes,
        pool: Vec::new(),
    };
    let types = g.types();
    let t = types[g.rng.below(types.len() as u64) as usize];
    let (tn, vt, mt) = (t.name(), g.vt(t), format!("vector<{lanes}xi1>"));
    // The body first (it decides the reduction and accumulator types).
    let x = "%x".to_string();
    let y = "%y".to_string();
    g.pool.push((x, t));
    g.pool.push((y, t));
    g.pool.push(("%sv".into(), t));
    g.pool.push(("%acc".into(), t));
    for _ in 0..cfg.body_ops {
        g.op();
    }
    let result = g.pick(t);
    // reduction of some value, per iteration
    let (rv, re) = g.pick_any();
    let kinds: &[&str] = if re.is_float() {
        &["add", "mul", "minimumf", "maximumf", "minnumf", "maxnumf"]
    } else {
        &[
            "add", "mul", "minsi", "maxsi", "minui", "maxui", "and", "or", "xor",
        ]
    };
    let kind = kinds[g.rng.below(kinds.len() as u64) as usize];
    let red = g.fresh();
    let rvt = g.vt(re);
    g.line(format!(
        "{red} = vector.reduction <{kind}>, {rv} : {rvt} into {}",
        re.name()
    ));
    let red = if kind.ends_with("numf") {
        // the ±0 choice of maxnumf/minnumf is unspecified (see `binary`)
        let (z, r) = (g.fresh(), g.fresh());
        g.line(format!("{z} = arith.constant 0.0 : {}", re.name()));
        g.line(format!("{r} = arith.addf {red}, {z} : {}", re.name()));
        r
    } else {
        red
    };
    let it = g.fresh();
    g.line(format!("{it} = arith.divui %i, %cW : index"));
    g.line(format!(
        "memref.store {red}, %o2[{it}] : memref<?x{}>",
        re.name()
    ));
    // the loop-carried accumulator
    let accn = g.binary(t);
    g.line(format!(
        "vector.maskedstore %o[%i], %m, {result} : memref<?x{tn}>, {mt}, {vt}"
    ));
    g.line(format!("scf.yield {accn} : {vt}"));
    let body = std::mem::take(&mut g.out);
    // A partial-width vector (fewer lanes than a register: for 8/16-bit
    // elements pieces of 16/8/4/2/1 bytes) loaded from the end of `a` and
    // stored inside `o3` after the accumulator, when `a` is long enough.
    let partial = if g.rng.below(2) == 0 {
        let p = 1 + g.rng.below(lanes as u64 - 1);
        let q = g.rng.below(lanes as u64 - p + 1);
        let pt = format!("vector<{p}x{tn}>");
        format!(
            "\x20 %pl = arith.constant {p} : index\n\
             \x20 %pq = arith.constant {q} : index\n\
             \x20 %pok = arith.cmpi uge, %n, %pl : index\n\
             \x20 scf.if %pok {{\n\
             \x20   %poff = arith.subi %n, %pl : index\n\
             \x20   %pv = vector.load %a[%poff] : memref<?x{tn}>, {pt}\n\
             \x20   vector.store %pv, %o3[%pq] : memref<?x{tn}>, {pt}\n\
             \x20 }}\n"
        )
    } else {
        String::new()
    };
    let pass_lit = g.scalar_literal(t);
    let init_lit = g.scalar_literal(t);
    let s_lit = g.scalar_literal(t);
    let rn = re.name();

    let _ = write!(
        text,
        "func.func @k{k}(%a: memref<?x{tn}>, %b: memref<?x{tn}>, %s: {tn}, %o: memref<?x{tn}>, \
         %o2: memref<?x{rn}>, %o3: memref<?x{tn}>) {{\n\
         \x20 %c0 = arith.constant 0 : index\n\
         \x20 %cW = arith.constant {lanes} : index\n\
         \x20 %n = memref.dim %a, %c0 : memref<?x{tn}>\n\
         \x20 %pass_s = arith.constant {pass_lit} : {tn}\n\
         \x20 %pass = vector.broadcast %pass_s : {tn} to {vt}\n\
         \x20 %init_s = arith.constant {init_lit} : {tn}\n\
         \x20 %init = vector.broadcast %init_s : {tn} to {vt}\n\
         \x20 %sv = vector.broadcast %s : {tn} to {vt}\n\
         \x20 %fin = scf.for %i = %c0 to %n step %cW iter_args(%acc = %init) -> ({vt}) {{\n\
         \x20   %rem = arith.subi %n, %i : index\n\
         \x20   %m = vector.create_mask %rem : {mt}\n\
         \x20   %x = vector.maskedload %a[%i], %m, %pass : memref<?x{tn}>, {mt}, {vt} into {vt}\n\
         \x20   %y = vector.maskedload %b[%i], %m, %pass : memref<?x{tn}>, {mt}, {vt} into {vt}\n\
         {body}\
         \x20 }}\n\
         \x20 vector.store %fin, %o3[%c0] : memref<?x{tn}>, {vt}\n\
         {partial}\
         \x20 return\n}}\n\n"
    );

    // @main: inputs, the call, the printed bits.
    let n = g.rng.below(3 * lanes as u64 + 4);
    let iters = n.div_ceil(lanes as u64);
    let p = format!("m{k}_");
    let _ = writeln!(main, "  %{p}n = arith.constant {n} : index");
    let _ = writeln!(main, "  %{p}it = arith.constant {iters} : index");
    let _ = writeln!(main, "  %{p}w = arith.constant {lanes} : index");
    for (arr, e, len) in [
        ("a", t, "n"),
        ("b", t, "n"),
        ("o", t, "n"),
        ("o2", re, "it"),
        ("o3", t, "w"),
    ] {
        let _ = writeln!(
            main,
            "  %{p}{arr} = memref.alloc(%{p}{len}) : memref<?x{}>",
            e.name()
        );
    }
    for arr in ["a", "b"] {
        for i in 0..n {
            let lit = g.scalar_literal(t);
            let _ = writeln!(main, "  %{p}{arr}_{i}v = arith.constant {lit} : {tn}");
            let _ = writeln!(main, "  %{p}{arr}_{i}i = arith.constant {i} : index");
            let _ = writeln!(
                main,
                "  memref.store %{p}{arr}_{i}v, %{p}{arr}[%{p}{arr}_{i}i] : memref<?x{tn}>"
            );
        }
    }
    let _ = writeln!(main, "  %{p}s = arith.constant {s_lit} : {tn}");
    let _ = writeln!(
        main,
        "  func.call @k{k}(%{p}a, %{p}b, %{p}s, %{p}o, %{p}o2, %{p}o3) : (memref<?x{tn}>, \
         memref<?x{tn}>, {tn}, memref<?x{tn}>, memref<?x{rn}>, memref<?x{tn}>) -> ()"
    );
    let _ = writeln!(main, "  vector.print str \"k{k}\\n\"");
    for (arr, e, len) in [("o", t, "n"), ("o2", re, "it"), ("o3", t, "w")] {
        print_bits(
            main,
            &format!("%{p}{arr}"),
            e,
            &format!("%{p}{len}"),
            &format!("{p}{arr}"),
        );
    }
    for arr in ["a", "b", "o", "o2", "o3"] {
        let e = if arr == "o2" { re } else { t };
        let _ = writeln!(main, "  memref.dealloc %{p}{arr} : memref<?x{}>", e.name());
    }
}

/// Prints every element of `mem` as its bit pattern (NaNs canonical).
fn print_bits(main: &mut String, mem: &str, e: Elem, len: &str, tag: &str) {
    let en = e.name();
    let bt = e.bits_type().name();
    let _ = writeln!(main, "  scf.for %{tag}_i = %c0 to {len} step %c1 {{");
    let _ = writeln!(
        main,
        "    %{tag}_v = memref.load {mem}[%{tag}_i] : memref<?x{en}>"
    );
    if e.is_float() {
        let qnan = match e {
            F16 => "0x7E00",
            BF16 => "0x7FC0",
            F32 => "0x7FC00000",
            _ => "0x7FF8000000000000",
        };
        let _ = writeln!(
            main,
            "    %{tag}_u = arith.cmpf uno, %{tag}_v, %{tag}_v : {en}"
        );
        let _ = writeln!(main, "    %{tag}_q = arith.constant {qnan} : {en}");
        let _ = writeln!(
            main,
            "    %{tag}_c = arith.select %{tag}_u, %{tag}_q, %{tag}_v : {en}"
        );
        let _ = writeln!(main, "    %{tag}_b = arith.bitcast %{tag}_c : {en} to {bt}");
        let _ = writeln!(main, "    vector.print %{tag}_b : {bt}");
    } else {
        let _ = writeln!(main, "    vector.print %{tag}_v : {en}");
    }
    let _ = writeln!(main, "  }}");
}

/// The f16 bits of `v`, a multiple of 1/8 below 2^11 in magnitude (exact).
fn f16_bits_of(v: f64) -> u64 {
    if v == 0.0 {
        return 0;
    }
    let sign = if v < 0.0 { 0x8000 } else { 0 };
    let a = v.abs();
    let e = a.log2().floor() as i32;
    let mant = ((a / 2f64.powi(e) - 1.0) * 1024.0) as u64;
    sign | (((e + 15) as u64) << 10) | mant
}
