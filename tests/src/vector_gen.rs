//! Random `vector` programs for the vector differential test: one
//! `func.func` per program whose body mixes the MLIR 22 vector ops on fixed
//! and scalable shapes, masks, memory ops on `memref` arguments, transfers
//! with permutation maps and `in_bounds`, reductions with every combining
//! kind, and `vector.mask` regions. Most programs are valid; some are not on
//! purpose (out-of-range positions, mismatched shapes), so the test also
//! checks that both tools reject the same programs.

use crate::rng::Rng;
use std::fmt::Write;

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Elem {
    F32,
    F16,
    I32,
    I8,
    I1,
    Index,
}

impl Elem {
    fn name(self) -> &'static str {
        match self {
            Elem::F32 => "f32",
            Elem::F16 => "f16",
            Elem::I32 => "i32",
            Elem::I8 => "i8",
            Elem::I1 => "i1",
            Elem::Index => "index",
        }
    }
    fn is_float(self) -> bool {
        matches!(self, Elem::F32 | Elem::F16)
    }
    fn bits(self) -> u32 {
        match self {
            Elem::F32 | Elem::I32 => 32,
            Elem::F16 => 16,
            Elem::I8 => 8,
            Elem::I1 => 1,
            Elem::Index => 64,
        }
    }
}

/// A vector type: dims, scalable flags, element.
#[derive(Clone, PartialEq, Eq, Debug)]
struct VTy {
    dims: Vec<u32>,
    scalable: Vec<bool>,
    elem: Elem,
}

impl VTy {
    fn text(&self) -> String {
        let mut s = String::from("vector<");
        for (d, sc) in self.dims.iter().zip(&self.scalable) {
            if *sc {
                let _ = write!(s, "[{d}]x");
            } else {
                let _ = write!(s, "{d}x");
            }
        }
        s += self.elem.name();
        s.push('>');
        s
    }
    fn with_elem(&self, e: Elem) -> VTy {
        VTy {
            elem: e,
            ..self.clone()
        }
    }
    fn is_scalable(&self) -> bool {
        self.scalable.iter().any(|s| *s)
    }
    fn rank(&self) -> usize {
        self.dims.len()
    }
}

struct Gen<'r> {
    rng: &'r mut Rng,
    args: Vec<String>,
    body: String,
    next: usize,
    rets: Vec<(String, String)>,
}

const KINDS_INT: &[&str] = &[
    "add", "mul", "minui", "minsi", "maxui", "maxsi", "and", "or", "xor",
];
const KINDS_FLOAT: &[&str] = &["add", "mul", "minnumf", "maxnumf", "minimumf", "maximumf"];

impl Gen<'_> {
    fn below(&mut self, n: u64) -> u64 {
        self.rng.below(n)
    }
    fn chance(&mut self, p: u64) -> bool {
        self.rng.below(100) < p
    }
    fn pick<T: Copy>(&mut self, xs: &[T]) -> T {
        xs[self.rng.below(xs.len() as u64) as usize]
    }
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }
    fn arg(&mut self, ty: &str) -> String {
        let n = format!("%arg{}", self.args.len());
        self.args.push(format!("{n}: {ty}"));
        n
    }
    fn line(&mut self, l: String) {
        self.body += "  ";
        self.body += &l;
        self.body.push('\n');
    }
    fn ret(&mut self, v: &str, ty: String) {
        if self.chance(60) {
            self.rets.push((v.to_string(), ty));
        }
    }

    fn elem(&mut self) -> Elem {
        self.pick(&[
            Elem::F32,
            Elem::F16,
            Elem::I32,
            Elem::I8,
            Elem::F32,
            Elem::I32,
        ])
    }

    fn vty(&mut self, max_rank: usize, allow_scalable: bool) -> VTy {
        let rank = 1 + self.below(max_rank as u64) as usize;
        let mut dims = Vec::new();
        let mut scalable = Vec::new();
        for i in 0..rank {
            dims.push(self.pick(&[1u32, 2, 4, 8]));
            scalable.push(allow_scalable && i == rank - 1 && self.chance(20));
        }
        let elem = self.elem();
        VTy {
            dims,
            scalable,
            elem,
        }
    }

    fn scalar_const(&mut self, e: Elem) -> String {
        let v = self.fresh();
        let lit = match e {
            Elem::F32 | Elem::F16 => format!("{}.5 : {}", self.below(10), e.name()),
            Elem::I1 => "true".to_string(),
            Elem::Index => format!("{} : index", self.below(8)),
            _ => format!("{} : {}", self.below(100) as i64 - 50, e.name()),
        };
        self.line(format!("{v} = arith.constant {lit}"));
        v
    }

    fn index(&mut self) -> String {
        if self.chance(50) {
            self.scalar_const(Elem::Index)
        } else {
            self.arg("index")
        }
    }

    fn mask_for(&mut self, t: &VTy) -> String {
        let mt = t.with_elem(Elem::I1);
        match self.below(3) {
            0 => self.arg(&mt.text()),
            1 if !t.is_scalable() => {
                let v = self.fresh();
                let dims: Vec<String> = t
                    .dims
                    .iter()
                    .map(|d| (self.below(*d as u64 + 1)).to_string())
                    .collect();
                self.line(format!(
                    "{v} = vector.constant_mask [{}] : {}",
                    dims.join(", "),
                    mt.text()
                ));
                v
            }
            _ => {
                let ops: Vec<String> = (0..t.rank()).map(|_| self.index()).collect();
                let v = self.fresh();
                self.line(format!(
                    "{v} = vector.create_mask {} : {}",
                    ops.join(", "),
                    mt.text()
                ));
                v
            }
        }
    }

    fn positions(&mut self, dims: &[u32], n: usize, dynamic: bool) -> String {
        let mut ps = Vec::new();
        for d in dims.iter().take(n) {
            if dynamic && self.chance(30) {
                ps.push(self.index());
            } else if self.chance(3) {
                ps.push("-1".to_string());
            } else {
                ps.push(self.below(*d as u64).to_string());
            }
        }
        ps.join(", ")
    }

    fn op(&mut self) {
        match self.below(24) {
            0 => {
                // broadcast scalar or lower-rank vector
                let t = self.vty(3, true);
                let v = self.fresh();
                if self.chance(50) {
                    let s = self.arg(t.elem.name());
                    self.line(format!(
                        "{v} = vector.broadcast {s} : {} to {}",
                        t.elem.name(),
                        t.text()
                    ));
                } else {
                    let k = 1 + self.below(t.rank() as u64) as usize;
                    let src = VTy {
                        dims: t.dims[t.rank() - k..].to_vec(),
                        scalable: t.scalable[t.rank() - k..].to_vec(),
                        elem: t.elem,
                    };
                    let s = self.arg(&src.text());
                    self.line(format!(
                        "{v} = vector.broadcast {s} : {} to {}",
                        src.text(),
                        t.text()
                    ));
                }
                self.ret(&v, t.text());
            }
            1 => {
                // extract
                let t = self.vty(3, true);
                let s = self.arg(&t.text());
                let k = self.below(t.rank() as u64 + 1) as usize;
                let pos = self.positions(&t.dims, k, true);
                let rt = if k == t.rank() {
                    t.elem.name().to_string()
                } else {
                    VTy {
                        dims: t.dims[k..].to_vec(),
                        scalable: t.scalable[k..].to_vec(),
                        elem: t.elem,
                    }
                    .text()
                };
                let v = self.fresh();
                self.line(format!(
                    "{v} = vector.extract {s}[{pos}] : {rt} from {}",
                    t.text()
                ));
                self.ret(&v, rt);
            }
            2 => {
                // insert
                let t = self.vty(3, true);
                let d = self.arg(&t.text());
                let k = 1 + self.below(t.rank() as u64) as usize;
                let pos = self.positions(&t.dims, k, true);
                let st = if k == t.rank() {
                    t.elem.name().to_string()
                } else {
                    VTy {
                        dims: t.dims[k..].to_vec(),
                        scalable: t.scalable[k..].to_vec(),
                        elem: t.elem,
                    }
                    .text()
                };
                let s = self.arg(&st);
                let v = self.fresh();
                self.line(format!(
                    "{v} = vector.insert {s}, {d} [{pos}] : {st} into {}",
                    t.text()
                ));
                self.ret(&v, t.text());
            }
            3 => {
                // elementwise fma on floats
                let mut t = self.vty(2, true);
                if !t.elem.is_float() {
                    t.elem = Elem::F32;
                }
                let (a, b, c) = (
                    self.arg(&t.text()),
                    self.arg(&t.text()),
                    self.arg(&t.text()),
                );
                let v = self.fresh();
                self.line(format!("{v} = vector.fma {a}, {b}, {c} : {}", t.text()));
                self.ret(&v, t.text());
            }
            4 => {
                // reduction
                let mut t = self.vty(1, true);
                if t.elem == Elem::I1 {
                    t.elem = Elem::I32;
                }
                let kind = if t.elem.is_float() {
                    self.pick(KINDS_FLOAT)
                } else {
                    self.pick(KINDS_INT)
                };
                let s = self.arg(&t.text());
                let v = self.fresh();
                let acc = if self.chance(40) {
                    format!(", {}", self.arg(t.elem.name()))
                } else {
                    String::new()
                };
                let fm = if t.elem.is_float() && self.chance(20) {
                    " fastmath<reassoc>"
                } else {
                    ""
                };
                self.line(format!(
                    "{v} = vector.reduction <{kind}>, {s}{acc}{fm} : {} into {}",
                    t.text(),
                    t.elem.name()
                ));
                self.ret(&v, t.elem.name().to_string());
            }
            5 => {
                // multi_reduction over some dims
                let t = self.vty(3, false);
                if t.rank() < 2 {
                    return;
                }
                let kind = if t.elem.is_float() {
                    self.pick(KINDS_FLOAT)
                } else {
                    self.pick(KINDS_INT)
                };
                let mut red = Vec::new();
                let mut keep = Vec::new();
                for i in 0..t.rank() {
                    if self.chance(50) {
                        red.push(i.to_string());
                    } else {
                        keep.push(t.dims[i]);
                    }
                }
                let acc_t = if keep.is_empty() {
                    t.elem.name().to_string()
                } else {
                    VTy {
                        scalable: vec![false; keep.len()],
                        dims: keep,
                        elem: t.elem,
                    }
                    .text()
                };
                let s = self.arg(&t.text());
                let acc = self.arg(&acc_t);
                let v = self.fresh();
                self.line(format!(
                    "{v} = vector.multi_reduction <{kind}>, {s}, {acc} [{}] : {} to {acc_t}",
                    red.join(", "),
                    t.text()
                ));
                self.ret(&v, acc_t);
            }
            6 => {
                // transpose
                let t = self.vty(3, false);
                let mut perm: Vec<usize> = (0..t.rank()).collect();
                for i in (1..perm.len()).rev() {
                    let j = self.below(i as u64 + 1) as usize;
                    perm.swap(i, j);
                }
                let rt = VTy {
                    dims: perm.iter().map(|&p| t.dims[p]).collect(),
                    scalable: perm.iter().map(|&p| t.scalable[p]).collect(),
                    elem: t.elem,
                };
                let s = self.arg(&t.text());
                let v = self.fresh();
                let ps: Vec<String> = perm.iter().map(|p| p.to_string()).collect();
                self.line(format!(
                    "{v} = vector.transpose {s}, [{}] : {} to {}",
                    ps.join(", "),
                    t.text(),
                    rt.text()
                ));
                self.ret(&v, rt.text());
            }
            7 => {
                // shape_cast to the flat shape
                let t = self.vty(3, false);
                let n: u32 = t.dims.iter().product();
                let rt = VTy {
                    dims: vec![n],
                    scalable: vec![false],
                    elem: t.elem,
                };
                let s = self.arg(&t.text());
                let v = self.fresh();
                if self.chance(50) {
                    self.line(format!(
                        "{v} = vector.shape_cast {s} : {} to {}",
                        t.text(),
                        rt.text()
                    ));
                    self.ret(&v, rt.text());
                } else {
                    let s2 = self.arg(&rt.text());
                    self.line(format!(
                        "{v} = vector.shape_cast {s2} : {} to {}",
                        rt.text(),
                        t.text()
                    ));
                    self.ret(&v, t.text());
                }
            }
            8 => {
                // bitcast on the innermost dim
                let t = self.vty(2, false);
                let to = self.pick(&[Elem::F32, Elem::F16, Elem::I32, Elem::I8]);
                let last = *t.dims.last().unwrap() * t.elem.bits();
                if t.elem == Elem::I1 || !last.is_multiple_of(to.bits()) {
                    return;
                }
                let mut rt = t.with_elem(to);
                *rt.dims.last_mut().unwrap() = last / to.bits();
                let s = self.arg(&t.text());
                let v = self.fresh();
                self.line(format!(
                    "{v} = vector.bitcast {s} : {} to {}",
                    t.text(),
                    rt.text()
                ));
                self.ret(&v, rt.text());
            }
            9 => {
                // shuffle of 1-D vectors
                let t = self.vty(1, false);
                let n = t.dims[0];
                let (a, b) = (self.arg(&t.text()), self.arg(&t.text()));
                let m = 1 + self.below(8) as u32;
                let idx: Vec<String> = (0..m)
                    .map(|_| {
                        if self.chance(5) {
                            "-1".to_string()
                        } else {
                            self.below(2 * n as u64).to_string()
                        }
                    })
                    .collect();
                let rt = VTy {
                    dims: vec![m],
                    scalable: vec![false],
                    elem: t.elem,
                };
                let v = self.fresh();
                self.line(format!(
                    "{v} = vector.shuffle {a}, {b} [{}] : {}, {}",
                    idx.join(", "),
                    t.text(),
                    t.text()
                ));
                self.ret(&v, rt.text());
            }
            10 => {
                // outerproduct
                let mut t = self.vty(1, true);
                if !t.elem.is_float() {
                    t.elem = Elem::F32;
                }
                let m = self.pick(&[2u32, 4]);
                let lhs_t = VTy {
                    dims: vec![m],
                    scalable: vec![false],
                    elem: t.elem,
                };
                let a = self.arg(&lhs_t.text());
                let b = self.arg(&t.text());
                let rt = VTy {
                    dims: vec![m, t.dims[0]],
                    scalable: vec![false, t.scalable[0]],
                    elem: t.elem,
                };
                let v = self.fresh();
                if self.chance(50) {
                    let acc = self.arg(&rt.text());
                    let kind = self.pick(KINDS_FLOAT);
                    self.line(format!(
                        "{v} = vector.outerproduct {a}, {b}, {acc} {{kind = #vector.kind<{kind}>}} : {}, {}",
                        lhs_t.text(),
                        t.text()
                    ));
                } else {
                    self.line(format!(
                        "{v} = vector.outerproduct {a}, {b} : {}, {}",
                        lhs_t.text(),
                        t.text()
                    ));
                }
                self.ret(&v, rt.text());
            }
            11 => {
                // load/store
                let t = self.vty(1, false);
                let m = self.arg(&format!("memref<?x{}>", t.elem.name()));
                let i = self.index();
                let v = self.fresh();
                self.line(format!(
                    "{v} = vector.load {m}[{i}] : memref<?x{}>, {}",
                    t.elem.name(),
                    t.text()
                ));
                self.line(format!(
                    "vector.store {v}, {m}[{i}] : memref<?x{}>, {}",
                    t.elem.name(),
                    t.text()
                ));
            }
            12 => {
                // masked load/store
                let t = self.vty(1, true);
                let mt = format!("memref<?x{}>", t.elem.name());
                let m = self.arg(&mt);
                let i = self.index();
                let mask = self.mask_for(&t);
                let pass = self.arg(&t.text());
                let v = self.fresh();
                let masktext = t.with_elem(Elem::I1).text();
                self.line(format!(
                    "{v} = vector.maskedload {m}[{i}], {mask}, {pass} : {mt}, {masktext}, {} into {}",
                    t.text(),
                    t.text()
                ));
                self.line(format!(
                    "vector.maskedstore {m}[{i}], {mask}, {v} : {mt}, {masktext}, {}",
                    t.text()
                ));
            }
            13 => {
                // transfer_read / transfer_write with optional maps and in_bounds
                let t = self.vty(2, false);
                let mrank = t.rank() + self.below(2) as usize;
                let mt = format!("memref<{}{}>", "?x".repeat(mrank), t.elem.name());
                let m = self.arg(&mt);
                let idx: Vec<String> = (0..mrank).map(|_| self.index()).collect();
                let pad = self.scalar_const(t.elem);
                let mut attrs = Vec::new();
                if mrank > t.rank() || self.chance(30) {
                    let dims: Vec<String> = (0..mrank).map(|i| format!("d{i}")).collect();
                    let mut res: Vec<String> = dims[mrank - t.rank()..].to_vec();
                    if self.chance(40) {
                        res.reverse();
                    }
                    attrs.push(format!(
                        "permutation_map = affine_map<({}) -> ({})>",
                        dims.join(", "),
                        res.join(", ")
                    ));
                }
                if self.chance(40) {
                    let b: Vec<&str> = (0..t.rank())
                        .map(|_| if self.chance(50) { "true" } else { "false" })
                        .collect();
                    attrs.push(format!("in_bounds = [{}]", b.join(", ")));
                }
                let attr_text = if attrs.is_empty() {
                    String::new()
                } else {
                    format!(" {{{}}}", attrs.join(", "))
                };
                let v = self.fresh();
                let mask = if attrs.iter().all(|a| !a.starts_with("permutation")) && self.chance(30)
                {
                    format!(", {}", self.mask_for(&t))
                } else {
                    String::new()
                };
                self.line(format!(
                    "{v} = vector.transfer_read {m}[{}], {pad}{mask}{attr_text} : {mt}, {}",
                    idx.join(", "),
                    t.text()
                ));
                self.line(format!(
                    "vector.transfer_write {v}, {m}[{}]{attr_text} : {}, {mt}",
                    idx.join(", "),
                    t.text()
                ));
            }
            14 => {
                // step, vscale, create/constant masks
                let n = self.pick(&[2u32, 4, 8]);
                let v = self.fresh();
                if self.chance(50) {
                    let sc = self.chance(30);
                    let ty = if sc {
                        format!("vector<[{n}]xindex>")
                    } else {
                        format!("vector<{n}xindex>")
                    };
                    self.line(format!("{v} = vector.step : {ty}"));
                    self.ret(&v, ty);
                } else {
                    self.line(format!("{v} = vector.vscale"));
                    self.ret(&v, "index".to_string());
                }
            }
            15 => {
                // from_elements / to_elements
                let t = self.vty(2, false);
                let n: u32 = t.dims.iter().product();
                if n > 8 {
                    return;
                }
                let els: Vec<String> = (0..n).map(|_| self.arg(t.elem.name())).collect();
                let v = self.fresh();
                self.line(format!(
                    "{v} = vector.from_elements {} : {}",
                    els.join(", "),
                    t.text()
                ));
                self.ret(&v, t.text());
                if self.chance(50) {
                    let w = self.fresh();
                    self.line(format!("{w}:{n} = vector.to_elements {v} : {}", t.text()));
                }
            }
            16 => {
                // interleave / deinterleave
                let t = self.vty(2, true);
                let s1 = self.arg(&t.text());
                let s2 = self.arg(&t.text());
                let mut rt = t.clone();
                *rt.dims.last_mut().unwrap() *= 2;
                let v = self.fresh();
                self.line(format!(
                    "{v} = vector.interleave {s1}, {s2} : {} -> {}",
                    t.text(),
                    rt.text()
                ));
                self.ret(&v, rt.text());
                if self.chance(50) {
                    let w = self.fresh();
                    self.line(format!(
                        "{w}, {w}b = vector.deinterleave {v} : {} -> {}",
                        rt.text(),
                        t.text()
                    ));
                }
            }
            17 => {
                // extract_strided_slice / insert_strided_slice
                let t = self.vty(2, false);
                let k = 1 + self.below(t.rank() as u64) as usize;
                let mut offs = Vec::new();
                let mut sizes = Vec::new();
                for &d in &t.dims[..k] {
                    let size = 1 + self.below(d as u64) as u32;
                    let off = self.below((d - size + 1) as u64) as u32;
                    sizes.push(size);
                    offs.push(off);
                }
                let strides = vec!["1"; k];
                let mut rdims = sizes.clone();
                rdims.extend_from_slice(&t.dims[k..]);
                let rt = VTy {
                    scalable: vec![false; rdims.len()],
                    dims: rdims,
                    elem: t.elem,
                };
                let fmt = |xs: &[u32]| {
                    xs.iter()
                        .map(|x| x.to_string())
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                let s = self.arg(&t.text());
                let v = self.fresh();
                if self.chance(50) {
                    self.line(format!(
                        "{v} = vector.extract_strided_slice {s} {{offsets = [{}], sizes = [{}], strides = [{}]}} : {} to {}",
                        fmt(&offs),
                        fmt(&sizes),
                        strides.join(", "),
                        t.text(),
                        rt.text()
                    ));
                    self.ret(&v, rt.text());
                } else {
                    let src = self.arg(&rt.text());
                    let mut full_offs = offs.clone();
                    full_offs.extend(std::iter::repeat_n(0, t.rank() - k));
                    let all_strides = vec!["1"; rt.rank()];
                    self.line(format!(
                        "{v} = vector.insert_strided_slice {src}, {s} {{offsets = [{}], strides = [{}]}} : {} into {}",
                        fmt(&full_offs),
                        all_strides.join(", "),
                        rt.text(),
                        t.text()
                    ));
                    self.ret(&v, t.text());
                }
            }
            18 => {
                // gather / scatter
                let t = self.vty(1, false);
                let mt = format!("memref<?x{}>", t.elem.name());
                let m = self.arg(&mt);
                let base = self.index();
                let it = t.with_elem(Elem::I32);
                let idx = self.arg(&it.text());
                let mask = self.mask_for(&t);
                let masktext = t.with_elem(Elem::I1).text();
                let pass = self.arg(&t.text());
                let v = self.fresh();
                self.line(format!(
                    "{v} = vector.gather {m}[{base}] [{idx}], {mask}, {pass} : {mt}, {}, {masktext}, {} into {}",
                    it.text(),
                    t.text(),
                    t.text()
                ));
                if self.chance(50) {
                    self.line(format!(
                        "vector.scatter {m}[{base}] [{idx}], {mask}, {v} : {mt}, {}, {masktext}, {}",
                        it.text(),
                        t.text()
                    ));
                } else {
                    self.ret(&v, t.text());
                }
            }
            19 => {
                // expandload / compressstore
                let t = self.vty(1, false);
                let mt = format!("memref<?x{}>", t.elem.name());
                let m = self.arg(&mt);
                let i = self.index();
                let mask = self.mask_for(&t);
                let masktext = t.with_elem(Elem::I1).text();
                let pass = self.arg(&t.text());
                let v = self.fresh();
                self.line(format!(
                    "{v} = vector.expandload {m}[{i}], {mask}, {pass} : {mt}, {masktext}, {} into {}",
                    t.text(),
                    t.text()
                ));
                self.line(format!(
                    "vector.compressstore {m}[{i}], {mask}, {v} : {mt}, {masktext}, {}",
                    t.text()
                ));
            }
            20 => {
                // vector.mask around a reduction or a load
                let mut t = self.vty(1, true);
                if t.elem == Elem::I1 {
                    t.elem = Elem::I32;
                }
                let mask = self.mask_for(&t);
                let masktext = t.with_elem(Elem::I1).text();
                let s = self.arg(&t.text());
                let kind = if t.elem.is_float() { "add" } else { "xor" };
                let v = self.fresh();
                self.line(format!(
                    "{v} = vector.mask {mask} {{ vector.reduction <{kind}>, {s} : {} into {} }} : {masktext} -> {}",
                    t.text(),
                    t.elem.name(),
                    t.elem.name()
                ));
                self.ret(&v, t.elem.name().to_string());
            }
            21 => {
                // contract: matmul-like
                let (m, n, k) = (
                    self.pick(&[2u32, 4]),
                    self.pick(&[2u32, 4]),
                    self.pick(&[2u32, 4, 8]),
                );
                let e = self.pick(&[Elem::F32, Elem::F16, Elem::I32]);
                let a = self.arg(&format!("vector<{m}x{k}x{}>", e.name()));
                let b = self.arg(&format!("vector<{k}x{n}x{}>", e.name()));
                let c = self.arg(&format!("vector<{m}x{n}x{}>", e.name()));
                let kind = if e.is_float() {
                    "add"
                } else {
                    self.pick(&["add", "mul"])
                };
                let v = self.fresh();
                self.line(format!(
                    "{v} = vector.contract {{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [\"parallel\", \"parallel\", \"reduction\"], kind = #vector.kind<{kind}>}} {a}, {b}, {c} : vector<{m}x{k}x{n0}>, vector<{k}x{n}x{n0}> into vector<{m}x{n}x{n0}>",
                    n0 = e.name()
                ));
                self.ret(&v, format!("vector<{m}x{n}x{}>", e.name()));
            }
            22 => {
                // print
                let t = self.vty(2, false);
                let s = self.arg(&t.text());
                match self.below(3) {
                    0 => self.line(format!("vector.print {s} : {}", t.text())),
                    1 => self.line(format!(
                        "vector.print {s} : {} punctuation <comma>",
                        t.text()
                    )),
                    _ => self.line("vector.print str \"hello\\n\"".to_string()),
                }
            }
            _ => {
                // scan
                let t = self.vty(2, false);
                if t.elem == Elem::I1 {
                    return;
                }
                let kind = if t.elem.is_float() {
                    "add"
                } else {
                    self.pick(&["add", "mul", "maxsi"])
                };
                let dim = self.below(t.rank() as u64) as usize;
                let init_t = if t.rank() == 1 {
                    format!("vector<{}>", t.elem.name())
                } else {
                    let dims: Vec<u32> = t
                        .dims
                        .iter()
                        .enumerate()
                        .filter(|(i, _)| *i != dim)
                        .map(|(_, d)| *d)
                        .collect();
                    VTy {
                        scalable: vec![false; dims.len()],
                        dims,
                        elem: t.elem,
                    }
                    .text()
                };
                let s = self.arg(&t.text());
                let init = self.arg(&init_t);
                let v = self.fresh();
                let inclusive = if self.chance(50) { "true" } else { "false" };
                self.line(format!(
                    "{v}:2 = vector.scan <{kind}>, {s}, {init} {{inclusive = {inclusive}, reduction_dim = {dim} : i64}} : {}, {init_t}",
                    t.text()
                ));
            }
        }
    }
}

/// Generates one program (a `func.func` and nothing else).
pub fn vector_program(rng: &mut Rng) -> String {
    let mut g = Gen {
        rng,
        args: Vec::new(),
        body: String::new(),
        next: 0,
        rets: Vec::new(),
    };
    let n = 1 + g.below(6);
    for _ in 0..n {
        g.op();
    }
    // One program in ten gets a corrupted type in its body (a dimension
    // changed), so rejection is exercised as well as printing.
    if g.chance(10) {
        let spots: Vec<usize> = g
            .body
            .match_indices("vector<")
            .map(|(i, _)| i + 7)
            .collect();
        if !spots.is_empty() {
            let at = spots[g.below(spots.len() as u64) as usize];
            if g.body.as_bytes()[at].is_ascii_digit() {
                let d = (b'1' + g.below(9) as u8) as char;
                g.body.replace_range(at..at + 1, &d.to_string());
            }
        }
    }
    let (names, types): (Vec<String>, Vec<String>) = g.rets.iter().cloned().unzip();
    let mut out = format!(
        "func.func @f({}) -> ({}) {{\n",
        g.args.join(", "),
        types.join(", ")
    );
    out += &g.body;
    if names.is_empty() {
        out += "  return\n";
    } else {
        let _ = writeln!(out, "  return {} : {}", names.join(", "), types.join(", "));
    }
    out += "}\n";
    out
}
