//! Random generic-form MLIR: nested regions, blocks with arguments and
//! successors, every builtin type and attribute kind, aliases and locations.
//! Everything generated is meant to be valid for `mlir-opt
//! --allow-unregistered-dialect`; the differential test compares outputs.

use crate::rng::Rng;

/// Generator state for one module.
pub struct GenericGen {
    rng: Rng,
    out: String,
    attr_aliases: Vec<String>,
    type_aliases: Vec<String>,
    next_name: u32,
    next_distinct: u32,
    resources: Vec<(String, usize)>,
    depth: u32,
}

const FLOATS: &[(&str, u32)] = &[
    ("f16", 16),
    ("bf16", 16),
    ("f32", 32),
    ("tf32", 19),
    ("f64", 64),
    ("f80", 80),
    ("f128", 128),
    ("f8E5M2", 8),
    ("f8E4M3", 8),
    ("f8E4M3FN", 8),
    ("f8E5M2FNUZ", 8),
    ("f8E4M3FNUZ", 8),
    ("f8E4M3B11FNUZ", 8),
    ("f8E3M4", 8),
    ("f8E8M0FNU", 8),
    ("f6E2M3FN", 6),
    ("f6E3M2FN", 6),
    ("f4E2M1FN", 4),
];

/// A scalar element type and how to write values of it.
#[derive(Clone)]
enum Elem {
    Int { width: u32, sign: u8 },
    Index,
    Float(usize),
    Complex(Box<Elem>),
}

impl GenericGen {
    /// A generator seeded with `seed`.
    pub fn new(seed: u64) -> GenericGen {
        GenericGen {
            rng: Rng::new(seed),
            out: String::new(),
            attr_aliases: Vec::new(),
            type_aliases: Vec::new(),
            next_name: 0,
            next_distinct: 0,
            resources: Vec::new(),
            depth: 0,
        }
    }

    fn pick<'a, T>(&mut self, xs: &'a [T]) -> &'a T {
        &xs[self.rng.below(xs.len() as u64) as usize]
    }

    fn chance(&mut self, p: u32) -> bool {
        self.rng.below(100) < p as u64
    }

    fn elem_text(&self, e: &Elem) -> String {
        match e {
            Elem::Int { width, sign } => format!("{}i{}", ["", "si", "ui"][*sign as usize], width),
            Elem::Index => "index".into(),
            Elem::Float(i) => FLOATS[*i].0.into(),
            Elem::Complex(inner) => format!("complex<{}>", self.elem_text(inner)),
        }
    }

    fn int_width(&mut self) -> u32 {
        *self.pick(&[1, 1, 8, 16, 32, 64, 64, 7, 3, 128, 17, 96, 0, 256])
    }

    fn scalar_elem(&mut self, allow_complex: bool) -> Elem {
        match self.rng.below(if allow_complex { 10 } else { 9 }) {
            0..=3 => {
                let width = self.int_width();
                let sign = if self.chance(75) {
                    0
                } else {
                    1 + self.rng.below(2) as u8
                };
                Elem::Int { width, sign }
            }
            4 => Elem::Index,
            5..=8 => Elem::Float(self.rng.below(FLOATS.len() as u64) as usize),
            _ => {
                let inner = if self.chance(50) {
                    Elem::Float(*self.pick(&[0, 2, 4]))
                } else {
                    Elem::Int {
                        width: *self.pick(&[8, 16, 32]),
                        sign: 0,
                    }
                };
                Elem::Complex(Box::new(inner))
            }
        }
    }

    fn shape(&mut self, max_rank: u64, allow_dynamic: bool) -> Vec<Option<u64>> {
        let rank = self.rng.below(max_rank + 1);
        (0..rank)
            .map(|_| {
                if allow_dynamic && self.chance(20) {
                    None
                } else {
                    Some(self.rng.below(5))
                }
            })
            .collect()
    }

    fn dims(shape: &[Option<u64>]) -> String {
        shape
            .iter()
            .map(|d| d.map(|v| v.to_string()).unwrap_or("?".into()) + "x")
            .collect()
    }

    /// A random type (depth-limited).
    pub fn ty(&mut self) -> String {
        self.depth += 1;
        let t = if self.depth > 3 {
            self.simple_type()
        } else {
            self.ty_inner()
        };
        self.depth -= 1;
        t
    }

    fn simple_type(&mut self) -> String {
        let e = self.scalar_elem(false);
        self.elem_text(&e)
    }

    fn vector_type(&mut self) -> String {
        let rank = 1 + self.rng.below(3);
        let mut s = String::from("vector<");
        for _ in 0..rank {
            let d = 1 + self.rng.below(8);
            if self.chance(15) {
                s += &format!("[{d}]x");
            } else {
                s += &format!("{d}x");
            }
        }
        let e = match self.rng.below(3) {
            0 => Elem::Int {
                width: self.int_width().max(1),
                sign: 0,
            },
            1 => Elem::Index,
            _ => Elem::Float(self.rng.below(FLOATS.len() as u64) as usize),
        };
        s + &self.elem_text(&e) + ">"
    }

    fn ty_inner(&mut self) -> String {
        match self.rng.below(15) {
            0..=2 => self.simple_type(),
            3 => "none".into(),
            4 => {
                let e = self.scalar_elem(true);
                if let Elem::Complex(_) = e {
                    self.elem_text(&e)
                } else {
                    format!("complex<{}>", if self.chance(50) { "f32" } else { "i16" })
                }
            }
            5 => self.vector_type(),
            6 => {
                if self.chance(10) {
                    return format!("vector<{}>", self.simple_type());
                }
                self.vector_type()
            }
            7 => {
                let sh = self.shape(3, true);
                let e = self.ty();
                let enc = if self.chance(20) {
                    format!(", {}", self.attr())
                } else {
                    String::new()
                };
                if e == "none" || e.starts_with('(') {
                    return format!("tensor<{}f32{}>", Self::dims(&sh), enc);
                }
                format!("tensor<{}{}{}>", Self::dims(&sh), e, enc)
            }
            8 => format!("tensor<*x{}>", self.simple_type()),
            9 => {
                let sh = self.shape(3, true);
                let e = self.memref_elem();
                let mut s = format!("memref<{}{}", Self::dims(&sh), e);
                if self.chance(40) {
                    s += &format!(", {}", self.layout(sh.len()));
                }
                if self.chance(30) {
                    s += &format!(", {}", self.memory_space());
                }
                s + ">"
            }
            10 => {
                let e = self.memref_elem();
                let ms = if self.chance(50) {
                    format!(", {}", self.memory_space())
                } else {
                    String::new()
                };
                format!("memref<*x{e}{ms}>")
            }
            11 => {
                let n = if self.chance(10) {
                    17 + self.rng.below(3)
                } else {
                    self.rng.below(4)
                };
                let elems: Vec<String> = (0..n).map(|_| self.ty()).collect();
                format!("tuple<{}>", elems.join(", "))
            }
            12 => self.function_type(),
            13 => {
                if !self.type_aliases.is_empty() && self.chance(70) {
                    let i = self.rng.below(self.type_aliases.len() as u64) as usize;
                    return self.type_aliases[i].clone();
                }
                self.opaque_type()
            }
            _ => self.opaque_type(),
        }
    }

    fn memref_elem(&mut self) -> String {
        match self.rng.below(4) {
            0 => self.vector_type(),
            1 => "complex<f32>".into(),
            _ => self.simple_type(),
        }
    }

    fn memory_space(&mut self) -> String {
        match self.rng.below(4) {
            0 => (1 + self.rng.below(7)).to_string(),
            1 => format!("{} : i32", self.rng.below(5)),
            2 => "\"gpu\"".into(),
            _ => "#foo.space<1>".into(),
        }
    }

    fn layout(&mut self, rank: usize) -> String {
        if self.chance(50) {
            let strides: Vec<String> = (0..rank)
                .map(|_| {
                    if self.chance(25) {
                        "?".into()
                    } else {
                        (1 + self.rng.below(64)).to_string()
                    }
                })
                .collect();
            let off = match self.rng.below(3) {
                0 => String::new(),
                1 => ", offset: ?".into(),
                _ => format!(", offset: {}", self.rng.below(100)),
            };
            format!("strided<[{}]{}>", strides.join(", "), off)
        } else {
            let syms = self.rng.below(2);
            let results: Vec<String> = (0..rank)
                .map(|i| match self.rng.below(5) {
                    0 => format!("d{i}"),
                    1 => format!("d{i} * {}", 1 + self.rng.below(4)),
                    2 if syms > 0 => format!("d{i} + s0"),
                    3 => format!("d{i} floordiv {}", 1 + self.rng.below(4)),
                    _ => format!("d{} mod 4", rank - 1 - i),
                })
                .collect();
            let dims: Vec<String> = (0..rank).map(|i| format!("d{i}")).collect();
            let s = if syms > 0 { "[s0]" } else { "" };
            format!(
                "affine_map<({}){} -> ({})>",
                dims.join(", "),
                s,
                results.join(", ")
            )
        }
    }

    fn function_type(&mut self) -> String {
        let ni = self.rng.below(3);
        let no = self.rng.below(3);
        let ins: Vec<String> = (0..ni).map(|_| self.ty()).collect();
        let outs: Vec<String> = (0..no).map(|_| self.ty()).collect();
        if no == 1 && !outs[0].starts_with('(') && self.chance(50) {
            format!("({}) -> {}", ins.join(", "), outs[0])
        } else {
            format!("({}) -> ({})", ins.join(", "), outs.join(", "))
        }
    }

    fn opaque_type(&mut self) -> String {
        match self.rng.below(4) {
            0 => "!foo.bar".into(),
            1 => format!("!foo.vec<{}, [{}]>", self.rng.below(9), self.rng.below(3)),
            2 => "!foo<\"raw body\">".into(),
            _ => "!other.i32_like".into(),
        }
    }

    // ------------------------------------------------------------ attributes

    fn int_literal(&mut self, width: u32, sign: u8) -> String {
        if width == 0 {
            return "0".into();
        }
        if width == 1 && sign == 0 {
            return if self.chance(50) {
                "true".into()
            } else {
                "false".into()
            };
        }
        let w = width.min(127);
        let hi: u128 = if sign == 2 || sign == 0 {
            (1u128 << w) - 1
        } else {
            (1u128 << (w - 1)) - 1
        };
        let v: u128 = match self.rng.below(5) {
            0 => 0,
            1 => 1,
            2 => hi,
            _ => {
                (self.rng.next_u64() as u128 | ((self.rng.next_u64() as u128) << 64))
                    % (hi.max(1) + 1).max(1)
            }
        };
        let neg = sign != 2 && self.chance(30) && v != 0 && v <= hi;
        let s = if self.chance(10) && !neg {
            format!("0x{:X}", v)
        } else {
            v.to_string()
        };
        if neg {
            format!("-{s}")
        } else {
            s
        }
    }

    fn float_literal(&mut self, fi: usize) -> String {
        let (_, bits) = FLOATS[fi];
        // Decimal literal (most formats lose precision; the printer must agree).
        match self.rng.below(5) {
            0 => {
                let v: u128 = (self.rng.next_u64() as u128 | ((self.rng.next_u64() as u128) << 64))
                    & ((1u128 << bits) - 1);
                format!("0x{:X}", v)
            }
            1 => self
                .pick(&[
                    "0.0", "-0.0", "1.0", "-1.5", "0.5", "2.0", "3.0", "448.0", "1.0e-3",
                ])
                .to_string(),
            _ => {
                let m = self.rng.below(100000) as f64 / 1000.0;
                let e = self.rng.below(20) as i32 - 10;
                let s = if self.chance(30) { "-" } else { "" };
                format!("{s}{m:.3}e{e}")
            }
        }
    }

    fn string_literal(&mut self) -> String {
        let n = self.rng.below(8);
        let mut s = String::from("\"");
        for _ in 0..n {
            match self.rng.below(10) {
                0 => s += "\\n",
                1 => s += "\\\"",
                2 => s += "\\\\",
                3 => s += &format!("\\{:02X}", self.rng.below(256)),
                4 => s += "\\t",
                _ => s.push((b'a' + self.rng.below(26) as u8) as char),
            }
        }
        s + "\""
    }

    fn scalar_value(&mut self, e: &Elem) -> String {
        match e {
            Elem::Int { width, sign } => self.int_literal(*width, *sign),
            Elem::Index => self.int_literal(63, 1),
            Elem::Float(i) => self.float_literal(*i),
            Elem::Complex(inner) => {
                let a = self.scalar_value(inner);
                let b = self.scalar_value(inner);
                format!("({a}, {b})")
            }
        }
    }

    fn dense_elem(&mut self) -> Elem {
        loop {
            let e = self.scalar_elem(true);
            match &e {
                Elem::Int { width: 0, .. } => continue,
                Elem::Int { width, .. } if *width > 128 => continue,
                Elem::Complex(inner) if matches!(**inner, Elem::Float(_)) => {}
                _ => {}
            }
            return e;
        }
    }

    fn dense(&mut self) -> String {
        let e = self.dense_elem();
        let et = self.elem_text(&e);
        let big = self.chance(8);
        let shape: Vec<u64> = if big {
            vec![101 + self.rng.below(40)]
        } else {
            self.shape(3, false)
                .into_iter()
                .map(|d| d.unwrap())
                .collect()
        };
        let n: u64 = shape.iter().product();
        let kind = if self.chance(50) { "tensor" } else { "vector" };
        if kind == "vector"
            && (shape.is_empty() || shape.contains(&0) || matches!(e, Elem::Complex(_)))
        {
            return self.dense_tensor_with(&e, &shape, n, &et);
        }
        let lit = self.dense_literal(&e, &shape, n);
        format!(
            "dense<{}> : {}<{}{}>",
            lit,
            kind,
            shape.iter().map(|d| format!("{d}x")).collect::<String>(),
            et
        )
    }

    fn dense_tensor_with(&mut self, e: &Elem, shape: &[u64], n: u64, et: &str) -> String {
        let lit = self.dense_literal(e, shape, n);
        format!(
            "dense<{}> : tensor<{}{}>",
            lit,
            shape.iter().map(|d| format!("{d}x")).collect::<String>(),
            et
        )
    }

    fn dense_literal(&mut self, e: &Elem, shape: &[u64], n: u64) -> String {
        if n == 0 {
            return if shape.len() == 1 && self.chance(50) {
                "[]".into()
            } else {
                String::new()
            };
        }
        if self.chance(25) {
            return self.scalar_value(e); // splat
        }
        let same = self.chance(15);
        let first = self.scalar_value(e);
        let mut vals: Vec<String> = (0..n)
            .map(|i| {
                if same || i == 0 {
                    first.clone()
                } else {
                    self.scalar_value(e)
                }
            })
            .collect();
        fn nest(vals: &mut std::vec::IntoIter<String>, shape: &[u64]) -> String {
            if shape.is_empty() {
                return vals.next().unwrap();
            }
            let parts: Vec<String> = (0..shape[0]).map(|_| nest(vals, &shape[1..])).collect();
            format!("[{}]", parts.join(", "))
        }
        if shape.is_empty() {
            return vals.remove(0);
        }
        nest(&mut vals.into_iter(), shape)
    }

    fn dense_array(&mut self) -> String {
        let (t, e) = match self.rng.below(7) {
            0 => ("i1", Elem::Int { width: 1, sign: 0 }),
            1 => ("i8", Elem::Int { width: 8, sign: 0 }),
            2 => ("i16", Elem::Int { width: 16, sign: 0 }),
            3 => ("i32", Elem::Int { width: 32, sign: 0 }),
            4 => ("i64", Elem::Int { width: 64, sign: 0 }),
            5 => ("f32", Elem::Float(2)),
            _ => ("f64", Elem::Float(4)),
        };
        let n = self.rng.below(5);
        if n == 0 {
            return format!("array<{t}>");
        }
        let vals: Vec<String> = (0..n).map(|_| self.scalar_value(&e)).collect();
        format!("array<{t}: {}>", vals.join(", "))
    }

    fn location(&mut self) -> String {
        self.depth += 1;
        let s = if self.depth > 3 {
            "unknown".to_string()
        } else {
            match self.rng.below(8) {
                0 => "unknown".into(),
                1 | 2 => format!(
                    "\"f{}.mlir\":{}:{}",
                    self.rng.below(3),
                    self.rng.below(50),
                    self.rng.below(30)
                ),
                3 => format!(
                    "\"range.mlir\":{}:{} to :{}",
                    1 + self.rng.below(9),
                    1 + self.rng.below(9),
                    10 + self.rng.below(9)
                ),
                4 => {
                    let child = if self.chance(50) {
                        format!("({})", self.location())
                    } else {
                        String::new()
                    };
                    format!("{}{}", self.string_literal(), child)
                }
                5 => {
                    let a = self.location();
                    let b = self.location();
                    format!("callsite({a} at {b})")
                }
                6 => {
                    let n = 1 + self.rng.below(3);
                    let locs: Vec<String> = (0..n).map(|_| self.location()).collect();
                    let meta = if self.chance(50) {
                        format!("<{}>", self.string_literal())
                    } else {
                        String::new()
                    };
                    format!("fused{}[{}]", meta, locs.join(", "))
                }
                _ => format!(
                    "\"mid.mlir\":{}:{} to {}:{}",
                    1 + self.rng.below(5),
                    1 + self.rng.below(5),
                    6 + self.rng.below(5),
                    self.rng.below(9)
                ),
            }
        };
        self.depth -= 1;
        s
    }

    /// A random attribute (depth-limited).
    pub fn attr(&mut self) -> String {
        self.depth += 1;
        let a = if self.depth > 3 {
            self.int_literal(32, 0) + " : i32"
        } else {
            self.attr_inner()
        };
        self.depth -= 1;
        a
    }

    fn attr_inner(&mut self) -> String {
        match self.rng.below(26) {
            0 => "unit".into(),
            1 => {
                if self.chance(50) {
                    "true".into()
                } else {
                    "false".into()
                }
            }
            2 | 3 => {
                let e = match self.scalar_elem(false) {
                    Elem::Int { width, .. } if width > 128 => Elem::Int { width: 64, sign: 0 },
                    e => e,
                };
                let v = self.scalar_value(&e);
                if matches!(e, Elem::Int { width: 64, sign: 0 })
                    && self.chance(40)
                    && !v.starts_with("0x")
                {
                    return v;
                }
                if let Elem::Float(4) = e {
                    if self.chance(40) && !v.starts_with("0x") {
                        return v;
                    }
                }
                format!("{} : {}", v, self.elem_text(&e))
            }
            4 => {
                let s = self.string_literal();
                if self.chance(20) {
                    format!("{} : {}", s, self.ty())
                } else {
                    s
                }
            }
            5 => {
                let n = self.rng.below(4);
                let v: Vec<String> = (0..n).map(|_| self.attr()).collect();
                format!("[{}]", v.join(", "))
            }
            6 => self.dict(),
            7 => self.ty(),
            8 => {
                let mut s = self.symbol_name();
                for _ in 0..self.rng.below(3) {
                    s += "::";
                    s += &self.symbol_name();
                }
                s
            }
            9 => {
                let rank = self.rng.below(3) as usize;
                self.layout(rank)
            }
            10 => {
                let dims = self.rng.below(3);
                let c: Vec<String> = (0..dims)
                    .map(|i| format!("d{i} - {} >= 0", self.rng.below(5)))
                    .collect();
                let c = if c.is_empty() {
                    vec!["0 == 0".to_string()]
                } else {
                    c
                };
                let ds: Vec<String> = (0..dims).map(|i| format!("d{i}")).collect();
                format!("affine_set<({}) : ({})>", ds.join(", "), c.join(", "))
            }
            11 | 12 => self.dense(),
            13 => self.dense_array(),
            14 => {
                let shape = self.rng.below(3) + 1;
                let e = Elem::Int { width: 32, sign: 0 };
                let nidx = 1 + self.rng.below(3);
                let idx: Vec<String> = (0..nidx)
                    .map(|_| format!("[{}, {}]", self.rng.below(shape), self.rng.below(shape)))
                    .collect();
                let vals: Vec<String> = (0..nidx).map(|_| self.scalar_value(&e)).collect();
                format!(
                    "sparse<[{}], [{}]> : tensor<{shape}x{shape}xi32>",
                    idx.join(", "),
                    vals.join(", ")
                )
            }
            15 => format!("loc({})", self.location()),
            16 => {
                let id = self.next_distinct;
                self.next_distinct += 1;
                if self.chance(30) {
                    format!("distinct[{id}]<>")
                } else {
                    format!("distinct[{id}]<{}>", self.attr())
                }
            }
            17 => match self.rng.below(3) {
                0 => "#foo.bar".into(),
                1 => format!("#foo.kind<{}, \"x>\">", self.rng.below(9)),
                _ => "#foo<\"raw\">".into(),
            },
            18 => {
                // Keys are keywords or strings; bare-identifier keys may be
                // quoted too (printed bare).
                let key = ["blob0", "blob1", "b l o b", "x.y"][self.rng.below(4) as usize];
                let n = 1 + self.rng.below(4) as usize;
                if !self.resources.iter().any(|(k, _)| *k == key) {
                    self.resources.push((key.to_string(), n));
                }
                let n = self.resources.iter().find(|(k, _)| *k == key).unwrap().1;
                let spelled = self.resource_key(key);
                format!("dense_resource<{spelled}> : tensor<{n}xi32>")
            }
            19 | 20 => {
                if !self.attr_aliases.is_empty() {
                    let i = self.rng.below(self.attr_aliases.len() as u64) as usize;
                    return self.attr_aliases[i].clone();
                }
                "unit".into()
            }
            21 => format!(
                "dense<{}> : tensor<2x!foo.str>",
                if self.chance(50) {
                    "[\"a\", \"b\\0A\"]".to_string()
                } else {
                    self.string_literal()
                }
            ),
            _ => self.int_literal(64, 1),
        }
    }

    fn symbol_name(&mut self) -> String {
        match self.rng.below(4) {
            0 => "@\"quoted name\"".into(),
            1 => format!("@sym{}", self.rng.below(10)),
            2 => "@a.b$c_1".into(),
            _ => format!("@f{}", self.rng.below(3)),
        }
    }

    fn dict(&mut self) -> String {
        let n = self.rng.below(4);
        let mut keys: Vec<String> = Vec::new();
        let mut entries = Vec::new();
        for _ in 0..n {
            let k = match self.rng.below(5) {
                0 => "\"quoted key\"".to_string(),
                1 => "i32".into(),
                2 => "dense".into(),
                _ => format!("k{}", self.rng.below(20)),
            };
            if keys.contains(&k) {
                continue;
            }
            keys.push(k.clone());
            if self.chance(20) {
                entries.push(k);
            } else {
                let v = self.attr();
                entries.push(format!("{k} = {v}"));
            }
        }
        format!("{{{}}}", entries.join(", "))
    }

    // ------------------------------------------------------------------- IR

    fn fresh(&mut self) -> String {
        self.next_name += 1;
        format!("%v{}", self.next_name)
    }

    fn op_name(&mut self) -> String {
        self.pick(&[
            "\"tst.op\"",
            "\"foo.bar\"",
            "\"a.b.c\"",
            "\"noNamespace\"",
            "\"x.y\"",
        ])
        .to_string()
    }

    /// Emits one op into `self.out`; `avail` are (name, type) values usable as operands.
    fn op(
        &mut self,
        indent: usize,
        avail: &mut Vec<(String, String)>,
        depth: u32,
        succs: &[String],
    ) {
        let pad = " ".repeat(indent);
        let nres = if succs.is_empty() {
            self.rng.below(3)
        } else {
            0
        };
        let res_types: Vec<String> = (0..nres).map(|_| self.ty()).collect();
        let name = self.fresh();
        let mut line = pad.clone();
        if nres == 1 {
            line += &format!("{name} = ");
        } else if nres > 1 {
            line += &format!("{name}:{nres} = ");
        }
        line += &self.op_name();
        let nops = if avail.is_empty() {
            0
        } else {
            self.rng.below(3) as usize
        };
        let ops: Vec<(String, String)> = (0..nops)
            .map(|_| {
                let i = self.rng.below(avail.len() as u64) as usize;
                avail[i].clone()
            })
            .collect();
        line += &format!(
            "({})",
            ops.iter()
                .map(|o| o.0.clone())
                .collect::<Vec<_>>()
                .join(", ")
        );
        if !succs.is_empty() {
            line += &format!("[{}]", succs.join(", "));
        }
        if self.chance(30) {
            line += &format!(" <{}>", self.dict());
        }
        self.out += &line;
        if depth < 2 && succs.is_empty() && self.chance(25) {
            let nreg = 1 + self.rng.below(2);
            self.out += " (";
            for r in 0..nreg {
                if r > 0 {
                    self.out += ", ";
                }
                self.region(indent + 2, avail, depth + 1);
            }
            self.out += ")";
        }
        if self.chance(40) {
            let d = self.dict();
            self.out += &format!(" {d}");
        }
        let ins: Vec<String> = ops.iter().map(|o| o.1.clone()).collect();
        let outs = if nres == 1 && !res_types[0].starts_with('(') && self.chance(50) {
            res_types[0].clone()
        } else {
            format!("({})", res_types.join(", "))
        };
        self.out += &format!(" : ({}) -> {}", ins.join(", "), outs);
        if self.chance(30) {
            let l = self.location();
            self.out += &format!(" loc({l})");
        }
        self.out += "\n";
        for (i, t) in res_types.into_iter().enumerate() {
            let v = if nres == 1 {
                name.clone()
            } else {
                format!("{name}#{i}")
            };
            avail.push((v, t));
        }
    }

    fn region(&mut self, indent: usize, outer: &[(String, String)], depth: u32) {
        let nblocks = if self.chance(70) {
            1
        } else {
            2 + self.rng.below(2)
        } as usize;
        if self.chance(5) {
            self.out += "{\n";
            self.out += &" ".repeat(indent);
            self.out += "}";
            return;
        }
        self.out += "{\n";
        let labels: Vec<String> = (0..nblocks)
            .map(|_| {
                self.next_name += 1;
                format!("^b{}", self.next_name)
            })
            .collect();
        for (bi, label) in labels.iter().enumerate() {
            let mut avail: Vec<(String, String)> = outer.to_vec();
            let nargs = self.rng.below(3);
            let mut header = String::new();
            let args: Vec<(String, String)> =
                (0..nargs).map(|_| (self.fresh(), self.ty())).collect();
            if bi > 0 || !args.is_empty() || self.chance(20) {
                header = format!("{}{}", " ".repeat(indent), label);
                if !args.is_empty() {
                    let parts: Vec<String> = args
                        .iter()
                        .map(|(n, t)| {
                            if self.chance(15) {
                                format!("{n}: {t} loc({})", self.location())
                            } else {
                                format!("{n}: {t}")
                            }
                        })
                        .collect();
                    header += &format!("({})", parts.join(", "));
                }
                header += ":\n";
            }
            self.out += &header;
            avail.extend(args);
            let nops = self.rng.below(4);
            for _ in 0..nops {
                self.op(indent + 2, &mut avail, depth, &[]);
            }
            // Multi-block regions end each block with a branch to later blocks.
            if nblocks > 1 {
                let targets: Vec<String> = labels[bi + 1..].to_vec();
                if !targets.is_empty() {
                    let n = 1 + self.rng.below(targets.len() as u64) as usize;
                    let succs: Vec<String> = (0..n).map(|_| self.pick(&targets).clone()).collect();
                    self.op(indent + 2, &mut avail, depth, &succs);
                }
            }
        }
        self.out += &" ".repeat(indent.saturating_sub(2));
        self.out += "}";
    }

    /// Generates one module.
    pub fn module(mut self) -> String {
        let mut head = String::new();
        for i in 0..self.rng.below(3) {
            let t = self.ty();
            head += &format!("!t{i} = {t}\n");
            self.type_aliases.push(format!("!t{i}"));
        }
        for i in 0..self.rng.below(4) {
            let a = self.attr();
            let name = *self.pick(&["a", "map", "loc", "x_y"]);
            head += &format!("#{name}{i} = {a}\n");
            self.attr_aliases.push(format!("#{name}{i}"));
        }
        let mut avail = Vec::new();
        let nops = 1 + self.rng.below(5);
        for _ in 0..nops {
            self.op(0, &mut avail, 0, &[]);
        }
        let mut text = head + &self.out;
        let mut sections = Vec::new();
        if !self.resources.is_empty() {
            let resources = std::mem::take(&mut self.resources);
            let entries: Vec<String> = resources
                .iter()
                .map(|(k, n)| {
                    let mut hex = String::from("04000000");
                    for i in 0..*n {
                        hex += &format!("{:02X}000000", i + 1);
                    }
                    format!("      {}: \"0x{hex}\"", self.resource_key(k))
                })
                .collect();
            sections.push(format!(
                "  dialect_resources: {{\n    builtin: {{\n{}\n    }}\n  }}",
                entries.join(",\n")
            ));
        }
        if self.rng.below(6) == 0 {
            // External resources of unknown providers are kept verbatim.
            let mut providers = Vec::new();
            for p in 0..1 + self.rng.below(2) {
                let mut entries = Vec::new();
                for (i, key) in ["flag", "the text", "blob"].iter().enumerate() {
                    if self.rng.below(3) == 0 {
                        continue;
                    }
                    let value = match i {
                        0 => ["true", "false"][self.rng.below(2) as usize].to_string(),
                        1 => "\"some \\\"text\\\"\"".to_string(),
                        _ => "\"0x08000000010203040506\"".to_string(),
                    };
                    entries.push(format!("      {}: {value}", self.resource_key(key)));
                }
                providers.push(format!("    prov{p}: {{\n{}\n    }}", entries.join(",\n")));
            }
            sections.push(format!(
                "  external_resources: {{\n{}\n  }}",
                providers.join(",\n")
            ));
        }
        if !sections.is_empty() {
            text += &format!("\n{{-#\n{}\n#-}}\n", sections.join(",\n"));
        }
        text
    }

    /// A resource key as written: quoted when it is not a bare identifier,
    /// and sometimes quoted anyway.
    fn resource_key(&mut self, key: &str) -> String {
        let bare = key
            .bytes()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'$'));
        if bare && self.rng.below(3) != 0 {
            key.to_string()
        } else {
            format!("\"{key}\"")
        }
    }
}
