//! Random `arith` programs for the canonicalization differential test: one
//! `func.func` per program over a single shape (scalar, fixed vector,
//! tensor or scalable vector), mixing every arith op with i1…i64, index,
//! f16/bf16/f32/f64 (and the small float formats the scaling ops take),
//! function arguments and constants chosen to hit edge cases (0, ±1, MIN,
//! MAX, NaN, ±0, ±inf, denormals, largest finite).

use crate::rng::Rng;
use std::fmt::Write;

/// An element type.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Elem {
    /// `iN`.
    Int(u32),
    /// `index`.
    Index,
    /// A float type by name.
    Float(&'static str),
}

impl Elem {
    fn name(self) -> String {
        match self {
            Elem::Int(w) => format!("i{w}"),
            Elem::Index => "index".to_string(),
            Elem::Float(f) => f.to_string(),
        }
    }
    fn is_int(self) -> bool {
        !matches!(self, Elem::Float(_))
    }
}

const INTS: &[Elem] = &[
    Elem::Int(1),
    Elem::Int(8),
    Elem::Int(16),
    Elem::Int(32),
    Elem::Int(64),
    Elem::Index,
    Elem::Int(1),
    Elem::Int(8),
    Elem::Int(32),
    Elem::Int(64),
    Elem::Index,
    Elem::Int(128),
    Elem::Int(7),
];
const FLOATS: &[Elem] = &[
    Elem::Float("f16"),
    Elem::Float("bf16"),
    Elem::Float("f32"),
    Elem::Float("f64"),
];

/// The shape every value of a program has.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Shape {
    Scalar,
    Vector(u32),
    Tensor(u32),
    Scalable(u32),
    /// `tensor<?xT>`: no constants of this shape exist, only arguments.
    Dynamic,
}

impl Shape {
    fn ty(self, e: Elem) -> String {
        match self {
            Shape::Scalar => e.name(),
            Shape::Vector(n) => format!("vector<{n}x{}>", e.name()),
            Shape::Tensor(n) => format!("tensor<{n}x{}>", e.name()),
            Shape::Scalable(n) => format!("vector<[{n}]x{}>", e.name()),
            Shape::Dynamic => format!("tensor<?x{}>", e.name()),
        }
    }
    fn len(self) -> u32 {
        match self {
            Shape::Scalar => 1,
            Shape::Vector(n) | Shape::Tensor(n) | Shape::Scalable(n) => n,
            Shape::Dynamic => 0,
        }
    }
}

/// Builds one program.
struct Gen<'r> {
    rng: &'r mut Rng,
    shape: Shape,
    args: Vec<(String, Elem)>,
    body: String,
    values: Vec<(String, Elem)>,
    next: usize,
}

const CMPF: &[&str] = &[
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
    "une", "uno", "true",
];
const CMPI: &[&str] = &[
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];
const FASTMATH: &[&str] = &[
    "nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc", "fast",
];
const ROUNDING: &[&str] = &[
    "to_nearest_even",
    "downward",
    "upward",
    "toward_zero",
    "to_nearest_away",
];

impl Gen<'_> {
    fn pick<T: Copy>(&mut self, xs: &[T]) -> T {
        xs[self.rng.below(xs.len() as u64) as usize]
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.rng.below(100) < percent
    }
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }

    /// An integer literal for an `iN`/`index` element.
    fn int_literal(&mut self, e: Elem) -> String {
        let w = match e {
            Elem::Int(w) => w,
            _ => 64,
        };
        if w == 1 {
            return if self.chance(50) { "true" } else { "false" }.to_string();
        }
        if w == 128 {
            let big = [
                "0",
                "1",
                "-1",
                "170141183460469231731687303715884105727",
                "-170141183460469231731687303715884105728",
                "18446744073709551616",
                "-9223372036854775809",
            ];
            return self.pick(&big).to_string();
        }
        let min = -(1i128 << (w - 1));
        let max = (1i128 << (w - 1)) - 1;
        let v: i128 = match self.rng.below(9) {
            0 => 0,
            1 => 1,
            2 => -1,
            3 => min,
            4 => max,
            5 => 2,
            6 => self.rng.below(w as u64 + 2) as i128,
            7 => min + 1,
            _ => {
                let bits = self.rng.next_u64() as i128;
                let m = 1i128 << w;
                let mut r = bits.rem_euclid(m);
                if r > max {
                    r -= m;
                }
                r
            }
        };
        v.to_string()
    }

    /// A float literal for a float element (hex for specials).
    fn float_literal(&mut self, e: Elem) -> String {
        let specials: &[&str] = match e {
            Elem::Float("f16") => &["0x7E00", "0x7C00", "0xFC00", "0x0001", "0x7BFF", "0x8000"],
            Elem::Float("bf16") => &["0x7FC0", "0x7F80", "0xFF80", "0x0001", "0x7F7F", "0x8000"],
            Elem::Float("f32") => &[
                "0x7FC00000",
                "0x7F800000",
                "0xFF800000",
                "0x00000001",
                "0x7F7FFFFF",
                "0x80000000",
            ],
            Elem::Float("f8E4M3FN") => &["0x7F", "0x7E", "0x01", "0x80", "0xFE"],
            Elem::Float("f8E5M2") => &["0x7C", "0x7E", "0x7B", "0x01", "0xFC"],
            Elem::Float("f8E8M0FNU") => &["0xFF", "0x7F", "0x00", "0xFE", "0x80"],
            Elem::Float("f4E2M1FN") => &["0x7", "0x1", "0xF", "0x8", "0x4"],
            _ => &[
                "0x7FF8000000000000",
                "0x7FF0000000000000",
                "0xFFF0000000000000",
                "0x0000000000000001",
                "0x7FEFFFFFFFFFFFFF",
                "0x8000000000000000",
            ],
        };
        if matches!(e, Elem::Float(n) if n.starts_with("f8") || n.starts_with("f4")) {
            // The OCP formats: hex specials or small powers of two.
            return if self.chance(50) {
                self.pick(specials).to_string()
            } else {
                self.pick(&[
                    "1.000000e+00",
                    "2.000000e+00",
                    "5.000000e-01",
                    "4.000000e+00",
                ])
                .to_string()
            };
        }
        match self.rng.below(10) {
            0..=2 => self.pick(specials).to_string(),
            3 => "0.000000e+00".to_string(),
            4 => "-0.000000e+00".to_string(),
            5 => "1.000000e+00".to_string(),
            6 => "-1.000000e+00".to_string(),
            7 => "2.500000e+00".to_string(),
            8 => "-3.750000e+00".to_string(),
            _ => format!(
                "{}.{}e+0{}",
                self.rng.below(9) + 1,
                self.rng.below(1000),
                self.rng.below(4)
            ),
        }
    }

    fn literal(&mut self, e: Elem) -> String {
        if e.is_int() {
            self.int_literal(e)
        } else {
            self.float_literal(e)
        }
    }

    /// A new `arith.constant` of element type `e`.
    fn constant(&mut self, e: Elem) -> String {
        let ty = self.shape.ty(e);
        let value = match self.shape {
            Shape::Scalar => {
                let l = self.literal(e);
                if e == Elem::Int(1) {
                    l
                } else {
                    format!("{l} : {ty}")
                }
            }
            Shape::Scalable(_) => format!("dense<{}> : {ty}", self.literal(e)),
            s => {
                if self.chance(40) {
                    format!("dense<{}> : {ty}", self.literal(e))
                } else {
                    let elems: Vec<String> = (0..s.len()).map(|_| self.literal(e)).collect();
                    format!("dense<[{}]> : {ty}", elems.join(", "))
                }
            }
        };
        let name = self.fresh();
        let _ = writeln!(self.body, "  {name} = arith.constant {value}");
        self.values.push((name.clone(), e));
        name
    }

    /// A value of element type `e`: an existing one, a new argument or a
    /// new constant.
    fn operand(&mut self, e: Elem) -> String {
        let existing: Vec<String> = self
            .values
            .iter()
            .filter(|(_, t)| *t == e)
            .map(|(n, _)| n.clone())
            .collect();
        if !existing.is_empty() && self.chance(60) {
            let i = self.rng.below(existing.len() as u64) as usize;
            return existing[i].clone();
        }
        if self.chance(35) || self.shape == Shape::Dynamic {
            let name = format!("%arg{}", self.args.len());
            self.args.push((name.clone(), e));
            self.values.push((name.clone(), e));
            return name;
        }
        self.constant(e)
    }

    fn result(&mut self, e: Elem) -> String {
        let n = self.fresh();
        self.values.push((n.clone(), e));
        n
    }

    fn fastmath(&mut self) -> String {
        if !self.chance(20) {
            return String::new();
        }
        format!(" fastmath<{}>", self.pick(FASTMATH))
    }

    /// One random op appended to the body.
    fn op(&mut self) {
        let int = self.pick(INTS);
        let float = self.pick(FLOATS);
        let sh = self.shape;
        match self.rng.below(16) {
            // Integer binary ops.
            0..=3 => {
                let ops = [
                    "addi",
                    "subi",
                    "muli",
                    "divsi",
                    "divui",
                    "ceildivsi",
                    "ceildivui",
                    "floordivsi",
                    "remsi",
                    "remui",
                    "andi",
                    "ori",
                    "xori",
                    "shli",
                    "shrsi",
                    "shrui",
                    "maxsi",
                    "maxui",
                    "minsi",
                    "minui",
                ];
                let op = self.pick(&ops);
                let a = self.operand(int);
                let b = if self.chance(15) {
                    a.clone()
                } else {
                    self.operand(int)
                };
                let flags = match op {
                    "addi" | "subi" | "muli" | "shli" if self.chance(30) => {
                        format!(" overflow<{}>", self.pick(&["nsw", "nuw", "nsw, nuw"]))
                    }
                    "divsi" | "divui" | "shrsi" | "shrui" if self.chance(20) => {
                        " exact".to_string()
                    }
                    _ => String::new(),
                };
                let r = self.result(int);
                let _ = writeln!(
                    self.body,
                    "  {r} = arith.{op} {a}, {b}{flags} : {}",
                    sh.ty(int)
                );
            }
            // Float binary/unary ops.
            4..=6 => {
                let ops = [
                    "addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf",
                    "minnumf", "negf",
                ];
                let op = self.pick(&ops);
                let a = self.operand(float);
                let fm = self.fastmath();
                if op == "negf" {
                    let r = self.result(float);
                    let _ = writeln!(self.body, "  {r} = arith.negf {a}{fm} : {}", sh.ty(float));
                } else {
                    let b = if self.chance(15) {
                        a.clone()
                    } else {
                        self.operand(float)
                    };
                    let r = self.result(float);
                    let _ = writeln!(
                        self.body,
                        "  {r} = arith.{op} {a}, {b}{fm} : {}",
                        sh.ty(float)
                    );
                }
            }
            // Comparisons.
            7 => {
                let i1 = Elem::Int(1);
                if self.chance(50) {
                    let p = self.pick(CMPI);
                    let a = self.operand(int);
                    let b = if self.chance(15) {
                        a.clone()
                    } else {
                        self.operand(int)
                    };
                    let r = self.result(i1);
                    let _ = writeln!(
                        self.body,
                        "  {r} = arith.cmpi {p}, {a}, {b} : {}",
                        sh.ty(int)
                    );
                } else {
                    let p = self.pick(CMPF);
                    let a = self.operand(float);
                    let b = if self.chance(15) {
                        a.clone()
                    } else {
                        self.operand(float)
                    };
                    let fm = self.fastmath();
                    let r = self.result(i1);
                    let _ = writeln!(
                        self.body,
                        "  {r} = arith.cmpf {p}, {a}, {b}{fm} : {}",
                        sh.ty(float)
                    );
                }
            }
            // Select.
            8 => {
                let e = if self.chance(50) { int } else { float };
                let c = self.operand(Elem::Int(1));
                let a = self.operand(e);
                let b = if self.chance(15) {
                    a.clone()
                } else {
                    self.operand(e)
                };
                let r = self.result(e);
                let ty = match sh {
                    Shape::Scalar => sh.ty(e),
                    _ => format!("{}, {}", sh.ty(Elem::Int(1)), sh.ty(e)),
                };
                let _ = writeln!(self.body, "  {r} = arith.select {c}, {a}, {b} : {ty}");
            }
            // Integer width casts.
            9 => {
                let widths = [1u32, 8, 16, 32, 64];
                let (mut s, mut d) = (self.pick(&widths), self.pick(&widths));
                if s == d {
                    d = if s == 64 { 8 } else { 64 };
                }
                let op = if s < d {
                    self.pick(&["extsi", "extui"])
                } else {
                    "trunci"
                };
                if op == "trunci" && s < d {
                    std::mem::swap(&mut s, &mut d);
                }
                let a = self.operand(Elem::Int(s));
                let flags = if op == "trunci" && self.chance(20) {
                    format!(" overflow<{}>", self.pick(&["nsw", "nuw"]))
                } else {
                    String::new()
                };
                let r = self.result(Elem::Int(d));
                let _ = writeln!(
                    self.body,
                    "  {r} = arith.{op} {a}{flags} : {} to {}",
                    sh.ty(Elem::Int(s)),
                    sh.ty(Elem::Int(d))
                );
            }
            // Float width casts.
            10 => {
                let pairs = [
                    ("f16", "f32"),
                    ("bf16", "f32"),
                    ("f32", "f64"),
                    ("f16", "f64"),
                    ("bf16", "f64"),
                ];
                let (lo, hi) = self.pick(&pairs);
                let (lo, hi) = (Elem::Float(lo), Elem::Float(hi));
                if self.chance(50) {
                    let a = self.operand(lo);
                    let fm = self.fastmath();
                    let r = self.result(hi);
                    let _ = writeln!(
                        self.body,
                        "  {r} = arith.extf {a}{fm} : {} to {}",
                        sh.ty(lo),
                        sh.ty(hi)
                    );
                } else {
                    let a = self.operand(hi);
                    let rm = if self.chance(30) {
                        format!(" {}", self.pick(ROUNDING))
                    } else {
                        String::new()
                    };
                    let fm = self.fastmath();
                    let r = self.result(lo);
                    let _ = writeln!(
                        self.body,
                        "  {r} = arith.truncf {a}{rm}{fm} : {} to {}",
                        sh.ty(hi),
                        sh.ty(lo)
                    );
                }
            }
            // Int <-> float conversions.
            11 => {
                let i = self.pick(&[
                    Elem::Int(1),
                    Elem::Int(8),
                    Elem::Int(16),
                    Elem::Int(32),
                    Elem::Int(64),
                ]);
                if self.chance(50) {
                    let op = self.pick(&["fptosi", "fptoui"]);
                    let a = self.operand(float);
                    let r = self.result(i);
                    let _ = writeln!(
                        self.body,
                        "  {r} = arith.{op} {a} : {} to {}",
                        sh.ty(float),
                        sh.ty(i)
                    );
                } else {
                    let op = self.pick(&["sitofp", "uitofp"]);
                    let a = self.operand(i);
                    let r = self.result(float);
                    let _ = writeln!(
                        self.body,
                        "  {r} = arith.{op} {a} : {} to {}",
                        sh.ty(i),
                        sh.ty(float)
                    );
                }
            }
            // Index casts.
            12 => {
                let op = self.pick(&["index_cast", "index_castui"]);
                let i = self.pick(&[Elem::Int(1), Elem::Int(8), Elem::Int(32), Elem::Int(64)]);
                let (from, to) = if self.chance(50) {
                    (i, Elem::Index)
                } else {
                    (Elem::Index, i)
                };
                let a = self.operand(from);
                let r = self.result(to);
                let _ = writeln!(
                    self.body,
                    "  {r} = arith.{op} {a} : {} to {}",
                    sh.ty(from),
                    sh.ty(to)
                );
            }
            // Bitcasts.
            13 => {
                let pairs = [
                    (Elem::Int(16), Elem::Float("f16")),
                    (Elem::Int(16), Elem::Float("bf16")),
                    (Elem::Int(32), Elem::Float("f32")),
                    (Elem::Int(64), Elem::Float("f64")),
                    (Elem::Float("f16"), Elem::Float("bf16")),
                ];
                let (mut a_t, mut b_t) = self.pick(&pairs);
                if self.chance(50) {
                    std::mem::swap(&mut a_t, &mut b_t);
                }
                let a = self.operand(a_t);
                let r = self.result(b_t);
                let _ = writeln!(
                    self.body,
                    "  {r} = arith.bitcast {a} : {} to {}",
                    sh.ty(a_t),
                    sh.ty(b_t)
                );
            }
            // Extended arithmetic.
            14 => {
                let op = self.pick(&["addui_extended", "mulsi_extended", "mului_extended"]);
                let a = self.operand(int);
                let b = if self.chance(15) {
                    a.clone()
                } else {
                    self.operand(int)
                };
                if op == "addui_extended" {
                    let r = self.fresh();
                    self.values.push((format!("{r}#0"), int));
                    self.values.push((format!("{r}#1"), Elem::Int(1)));
                    let _ = writeln!(
                        self.body,
                        "  {r}:2 = arith.addui_extended {a}, {b} : {}, {}",
                        sh.ty(int),
                        sh.ty(Elem::Int(1))
                    );
                } else {
                    let r = self.fresh();
                    self.values.push((format!("{r}#0"), int));
                    self.values.push((format!("{r}#1"), int));
                    let _ = writeln!(self.body, "  {r}:2 = arith.{op} {a}, {b} : {}", sh.ty(int));
                }
            }
            // Scaling conversions (OCP MX formats).
            _ => {
                let small = self.pick(&[
                    Elem::Float("f4E2M1FN"),
                    Elem::Float("f8E4M3FN"),
                    Elem::Float("f8E5M2"),
                ]);
                let scale = Elem::Float("f8E8M0FNU");
                let wide =
                    self.pick(&[Elem::Float("f16"), Elem::Float("bf16"), Elem::Float("f32")]);
                if self.chance(50) {
                    let a = self.operand(small);
                    let s = self.operand(scale);
                    let r = self.result(wide);
                    let _ = writeln!(
                        self.body,
                        "  {r} = arith.scaling_extf {a}, {s} : {}, {} to {}",
                        sh.ty(small),
                        sh.ty(scale),
                        sh.ty(wide)
                    );
                } else {
                    let a = self.operand(wide);
                    let s = self.operand(scale);
                    let r = self.result(small);
                    let _ = writeln!(
                        self.body,
                        "  {r} = arith.scaling_truncf {a}, {s} : {}, {} to {}",
                        sh.ty(wide),
                        sh.ty(scale),
                        sh.ty(small)
                    );
                }
            }
        }
    }
}

/// Generates one program (a module with one function).
pub fn arith_program(rng: &mut Rng) -> String {
    let shape = match rng.below(10) {
        0..=4 => Shape::Scalar,
        5..=6 => Shape::Vector(1 + rng.below(4) as u32),
        7..=8 => Shape::Tensor(1 + rng.below(3) as u32),
        9 if rng.below(3) == 0 => Shape::Dynamic,
        _ => Shape::Scalable(1 + rng.below(4) as u32),
    };
    let mut g = Gen {
        rng,
        shape,
        args: Vec::new(),
        body: String::new(),
        values: Vec::new(),
        next: 0,
    };
    let n = 2 + g.rng.below(10);
    for _ in 0..n {
        g.op();
    }
    // Return a random non-empty subset of the computed values, so dead-code
    // elimination and constant hoisting both show.
    let computed: Vec<(String, Elem)> = g
        .values
        .iter()
        .filter(|(name, _)| name.starts_with("%v"))
        .cloned()
        .collect();
    let mut ret: Vec<(String, Elem)> = computed
        .iter()
        .filter(|_| g.rng.below(100) < 45)
        .cloned()
        .collect();
    if ret.is_empty() {
        if let Some(last) = computed.last() {
            ret.push(last.clone());
        }
    }
    let args: Vec<String> = g
        .args
        .iter()
        .map(|(n, e)| format!("{n}: {}", shape.ty(*e)))
        .collect();
    let ret_types: Vec<String> = ret.iter().map(|(_, e)| shape.ty(*e)).collect();
    let ret_names: Vec<String> = ret.iter().map(|(n, _)| n.clone()).collect();
    let mut out = String::new();
    let _ = writeln!(
        out,
        "func.func @f({}) -> ({}) {{",
        args.join(", "),
        ret_types.join(", ")
    );
    out += &g.body;
    let _ = writeln!(
        out,
        "  return {} : {}",
        ret_names.join(", "),
        ret_types.join(", ")
    );
    out += "}\n";
    out
}
