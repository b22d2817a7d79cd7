//! Random kernels for the vector-lowering equivalence test: one
//! `func.func @kernel` over memref arguments that reads n-D vectors with
//! `vector.transfer_read`, applies a high-level vector op (contract with
//! random indexing maps, outer products, transposes, shape casts,
//! broadcasts, multi-reductions, masked and permuted transfers with
//! out-of-bounds tails on dynamic memrefs, `scf.for` iter_args and calls
//! carrying n-D vectors, prints), and writes the result to an output
//! memref. The test runs it before and after lowering to native vectors.

use crate::rng::Rng;
use std::fmt::Write;

/// Element types of the generated kernels.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Elem {
    /// `f32`
    F32,
    /// `f64`
    F64,
    /// `i32`
    I32,
    /// `i64`
    I64,
    /// `i8`
    I8,
    /// `i1`
    I1,
}

impl Elem {
    /// The MLIR spelling.
    pub fn name(self) -> &'static str {
        match self {
            Elem::F32 => "f32",
            Elem::F64 => "f64",
            Elem::I32 => "i32",
            Elem::I64 => "i64",
            Elem::I8 => "i8",
            Elem::I1 => "i1",
        }
    }
    /// True for f32/f64.
    pub fn is_float(self) -> bool {
        matches!(self, Elem::F32 | Elem::F64)
    }
    /// Bit width.
    pub fn bits(self) -> u32 {
        match self {
            Elem::F32 | Elem::I32 => 32,
            Elem::F64 | Elem::I64 => 64,
            Elem::I8 => 8,
            Elem::I1 => 1,
        }
    }
}

/// A memref argument of the kernel.
#[derive(Clone, Debug)]
pub struct Arg {
    /// Element type.
    pub elem: Elem,
    /// The runtime sizes.
    pub sizes: Vec<i64>,
    /// True for a dynamic memref type (`?` sizes).
    pub dynamic: bool,
}

/// A generated kernel.
#[derive(Clone, Debug)]
pub struct Kernel {
    /// The module text.
    pub text: String,
    /// The memref arguments of `@kernel`, in order.
    pub args: Vec<Arg>,
    /// What it exercises (for failure messages and counts).
    pub what: &'static str,
}

struct G<'a> {
    rng: &'a mut Rng,
    body: String,
    args: Vec<Arg>,
    n: usize,
    helpers: String,
}

fn vt(shape: &[i64], e: Elem) -> String {
    let mut s = String::from("vector<");
    for d in shape {
        write!(s, "{d}x").unwrap();
    }
    s + e.name() + ">"
}

fn mt(arg: &Arg) -> String {
    let mut s = String::from("memref<");
    for d in &arg.sizes {
        if arg.dynamic {
            s += "?x";
        } else {
            write!(s, "{d}x").unwrap();
        }
    }
    s + arg.elem.name() + ">"
}

impl G<'_> {
    fn pick<T: Copy>(&mut self, xs: &[T]) -> T {
        xs[self.rng.below(xs.len() as u64) as usize]
    }
    fn coin(&mut self) -> bool {
        self.rng.below(2) == 0
    }
    fn fresh(&mut self) -> String {
        self.n += 1;
        format!("%v{}", self.n)
    }
    fn line(&mut self, s: String) {
        self.body += "    ";
        self.body += &s;
        self.body += "\n";
    }
    fn index(&mut self, v: i64) -> String {
        let r = self.fresh();
        self.line(format!("{r} = arith.constant {v} : index"));
        r
    }
    fn pad(&mut self, e: Elem) -> String {
        let r = self.fresh();
        let lit = match e {
            Elem::F32 | Elem::F64 => "-1.250000e+00".to_string(),
            Elem::I1 => "true".to_string(),
            _ => "-7".to_string(),
        };
        if e == Elem::I1 {
            self.line(format!("{r} = arith.constant {lit}"));
        } else {
            self.line(format!("{r} = arith.constant {lit} : {}", e.name()));
        }
        r
    }
    fn arg(&mut self, elem: Elem, sizes: Vec<i64>, dynamic: bool) -> String {
        self.args.push(Arg {
            elem,
            sizes,
            dynamic,
        });
        format!("%arg{}", self.args.len() - 1)
    }
    fn zeros(&mut self, n: usize) -> Vec<String> {
        let c = self.index(0);
        vec![c; n]
    }

    /// Reads a fresh input vector of `shape` (in bounds, identity map).
    fn input(&mut self, shape: &[i64], e: Elem) -> String {
        let m = self.arg(e, shape.to_vec(), false);
        let ty = mt(self.args.last().unwrap());
        let idx = self.zeros(shape.len()).join(", ");
        let pad = self.pad(e);
        let r = self.fresh();
        let inb = vec!["true"; shape.len()].join(", ");
        self.line(format!(
            "{r} = vector.transfer_read {m}[{idx}], {pad} {{in_bounds = [{inb}]}} : {ty}, {}",
            vt(shape, e)
        ));
        r
    }

    /// Writes `v` (of `shape`, or a scalar when empty) to a fresh output.
    fn output(&mut self, v: &str, shape: &[i64], e: Elem) {
        if shape.is_empty() {
            let m = self.arg(e, vec![1], false);
            let ty = mt(self.args.last().unwrap());
            let c = self.index(0);
            self.line(format!("memref.store {v}, {m}[{c}] : {ty}"));
            return;
        }
        let m = self.arg(e, shape.to_vec(), false);
        let ty = mt(self.args.last().unwrap());
        let idx = self.zeros(shape.len()).join(", ");
        let inb = vec!["true"; shape.len()].join(", ");
        self.line(format!(
            "vector.transfer_write {v}, {m}[{idx}] {{in_bounds = [{inb}]}} : {}, {ty}",
            vt(shape, e)
        ));
    }

    fn dim(&mut self) -> i64 {
        self.pick(&[1, 2, 3, 4, 5])
    }
    fn last_dim(&mut self) -> i64 {
        self.pick(&[1, 3, 4, 5, 8, 12, 16])
    }
    fn shape(&mut self, max_rank: usize) -> Vec<i64> {
        let rank = 1 + self.rng.below(max_rank as u64) as usize;
        let mut s: Vec<i64> = (0..rank - 1).map(|_| self.dim()).collect();
        let l = self.last_dim();
        s.push(l);
        s
    }
    fn elem(&mut self) -> Elem {
        self.pick(&[
            Elem::F32,
            Elem::F32,
            Elem::F64,
            Elem::I32,
            Elem::I64,
            Elem::I8,
        ])
    }
    fn kind(&mut self, e: Elem) -> &'static str {
        if e.is_float() {
            self.pick(&["add", "add", "mul", "maxnumf", "minimumf"])
        } else {
            self.pick(&["add", "mul", "maxsi", "minui", "xor", "and", "or"])
        }
    }
}

fn map_text(ndims: usize, results: &[String]) -> String {
    let ds: Vec<String> = (0..ndims).map(|d| format!("d{d}")).collect();
    format!(
        "affine_map<({}) -> ({})>",
        ds.join(", "),
        results.join(", ")
    )
}

/// One random kernel.
pub fn kernel(rng: &mut Rng) -> Kernel {
    let mut g = G {
        rng,
        body: String::new(),
        args: Vec::new(),
        n: 0,
        helpers: String::new(),
    };
    let what = match g.rng.below(22) {
        21 => branches(&mut g),
        20 => lanes(&mut g),
        19 => zero_d(&mut g),
        18 => nd_load_store(&mut g),
        17 => masked_compute(&mut g),
        16 => gather_scatter(&mut g),
        13 => dynamic_positions(&mut g),
        14 => strided_slices(&mut g),
        15 => legacy(&mut g),
        0 => elementwise(&mut g),
        1 => transpose(&mut g),
        2 => shape_cast(&mut g),
        3 => broadcast(&mut g),
        4 => multi_reduction(&mut g),
        5 => outerproduct(&mut g),
        6 => contract(&mut g, false),
        7 => contract(&mut g, true),
        8 => transfer(&mut g),
        9 => masks(&mut g),
        10 => loops(&mut g),
        11 => call(&mut g),
        _ => print_and_reduce(&mut g),
    };
    let sig: Vec<String> = g
        .args
        .iter()
        .enumerate()
        .map(|(i, a)| format!("%arg{i}: {}", mt(a)))
        .collect();
    let text = format!(
        "{}func.func @kernel({}) {{\n{}    return\n}}\n",
        g.helpers,
        sig.join(", "),
        g.body
    );
    Kernel {
        text,
        args: g.args,
        what,
    }
}

fn elementwise(g: &mut G<'_>) -> &'static str {
    let shape = g.shape(3);
    let e = g.pick(&[
        Elem::F32,
        Elem::F64,
        Elem::I32,
        Elem::I8,
        Elem::I64,
        Elem::I1,
    ]);
    let (a, b) = (g.input(&shape, e), g.input(&shape, e));
    let ty = vt(&shape, e);
    let op = match e {
        Elem::F32 | Elem::F64 => {
            g.pick(&["arith.addf", "arith.mulf", "arith.subf", "arith.maximumf"])
        }
        Elem::I1 => g.pick(&["arith.andi", "arith.ori", "arith.xori"]),
        _ => g.pick(&["arith.addi", "arith.muli", "arith.xori", "arith.maxsi"]),
    };
    let r = g.fresh();
    g.line(format!("{r} = {op} {a}, {b} : {ty}"));
    if e.is_float() && g.coin() {
        // Mixed widths: compare, select, and widen/narrow.
        let c = g.fresh();
        g.line(format!("{c} = arith.cmpf olt, {r}, {a} : {ty}"));
        let s = g.fresh();
        g.line(format!(
            "{s} = arith.select {c}, {r}, {b} : {}, {ty}",
            vt(&shape, Elem::I1)
        ));
        let (to, cast) = if e == Elem::F32 {
            (Elem::F64, "arith.extf")
        } else {
            (Elem::F32, "arith.truncf")
        };
        let w = g.fresh();
        g.line(format!("{w} = {cast} {s} : {ty} to {}", vt(&shape, to)));
        g.output(&w, &shape, to);
        return "elementwise-mixed";
    }
    g.output(&r, &shape, e);
    "elementwise"
}

fn transpose(g: &mut G<'_>) -> &'static str {
    let rank = 2 + g.rng.below(2) as usize;
    let shape: Vec<i64> = (0..rank).map(|_| g.last_dim().min(8)).collect();
    let e = g.elem();
    let v = g.input(&shape, e);
    let mut perm: Vec<usize> = (0..rank).collect();
    for i in (1..rank).rev() {
        let j = g.rng.below(i as u64 + 1) as usize;
        perm.swap(i, j);
    }
    let out: Vec<i64> = perm.iter().map(|&p| shape[p]).collect();
    let r = g.fresh();
    let ps: Vec<String> = perm.iter().map(|p| p.to_string()).collect();
    g.line(format!(
        "{r} = vector.transpose {v}, [{}] : {} to {}",
        ps.join(", "),
        vt(&shape, e),
        vt(&out, e)
    ));
    g.output(&r, &out, e);
    "transpose"
}

fn factorizations(n: i64) -> Vec<Vec<i64>> {
    let mut out = vec![vec![n]];
    for a in 2..=n {
        if n % a == 0 && a < n {
            out.push(vec![a, n / a]);
            for b in 2..=(n / a) {
                if (n / a) % b == 0 && b < n / a {
                    out.push(vec![a, b, n / a / b]);
                }
            }
        }
    }
    out
}

fn shape_cast(g: &mut G<'_>) -> &'static str {
    let e = g.elem();
    let total = g.pick(&[4i64, 6, 8, 12, 16, 24, 32]);
    let f = factorizations(total);
    let src = f[g.rng.below(f.len() as u64) as usize].clone();
    let dst = f[g.rng.below(f.len() as u64) as usize].clone();
    let v = g.input(&src, e);
    let r = g.fresh();
    g.line(format!(
        "{r} = vector.shape_cast {v} : {} to {}",
        vt(&src, e),
        vt(&dst, e)
    ));
    g.output(&r, &dst, e);
    "shape_cast"
}

fn broadcast(g: &mut G<'_>) -> &'static str {
    let e = g.elem();
    let out = g.shape(3);
    let r = g.fresh();
    if g.coin() {
        let m = g.arg(e, vec![1], false);
        let ty = mt(g.args.last().unwrap());
        let c = g.index(0);
        let s = g.fresh();
        g.line(format!("{s} = memref.load {m}[{c}] : {ty}"));
        g.line(format!(
            "{r} = vector.broadcast {s} : {} to {}",
            e.name(),
            vt(&out, e)
        ));
    } else {
        let k = 1 + g.rng.below(out.len() as u64) as usize;
        let src: Vec<i64> = out[out.len() - k..]
            .iter()
            .map(|&d| if g.rng.below(3) == 0 { 1 } else { d })
            .collect();
        let v = g.input(&src, e);
        g.line(format!(
            "{r} = vector.broadcast {v} : {} to {}",
            vt(&src, e),
            vt(&out, e)
        ));
    }
    g.output(&r, &out, e);
    "broadcast"
}

fn multi_reduction(g: &mut G<'_>) -> &'static str {
    let e = g.elem();
    let src = g.shape(3);
    let n = src.len();
    let mut dims: Vec<usize> = (0..n).filter(|_| g.coin()).collect();
    if dims.is_empty() {
        dims.push(g.rng.below(n as u64) as usize);
    }
    let kept: Vec<i64> = (0..n)
        .filter(|d| !dims.contains(d))
        .map(|d| src[d])
        .collect();
    let v = g.input(&src, e);
    let k = g.kind(e);
    let (acc, acc_ty) = if kept.is_empty() {
        let m = g.arg(e, vec![1], false);
        let ty = mt(g.args.last().unwrap());
        let c = g.index(0);
        let s = g.fresh();
        g.line(format!("{s} = memref.load {m}[{c}] : {ty}"));
        (s, e.name().to_string())
    } else {
        (g.input(&kept, e), vt(&kept, e))
    };
    let r = g.fresh();
    let ds: Vec<String> = dims.iter().map(|d| d.to_string()).collect();
    g.line(format!(
        "{r} = vector.multi_reduction <{k}>, {v}, {acc} [{}] : {} to {acc_ty}",
        ds.join(", "),
        vt(&src, e)
    ));
    g.output(&r, &kept, e);
    "multi_reduction"
}

fn outerproduct(g: &mut G<'_>) -> &'static str {
    let e = g.elem();
    let m = g.pick(&[1, 2, 3, 4, 5]);
    let nn = g.last_dim();
    let k = g.kind(e);
    let a = g.input(&[m], e);
    let r = g.fresh();
    if g.rng.below(4) == 0 {
        // AXPY.
        let s = g.arg(e, vec![1], false);
        let ty = mt(g.args.last().unwrap());
        let c = g.index(0);
        let x = g.fresh();
        g.line(format!("{x} = memref.load {s}[{c}] : {ty}"));
        let acc = g.input(&[m], e);
        g.line(format!(
            "{r} = vector.outerproduct {a}, {x}, {acc} {{kind = #vector.kind<{k}>}} : {}, {}",
            vt(&[m], e),
            e.name()
        ));
        g.output(&r, &[m], e);
        return "outerproduct-axpy";
    }
    let b = g.input(&[nn], e);
    if g.coin() {
        let acc = g.input(&[m, nn], e);
        g.line(format!(
            "{r} = vector.outerproduct {a}, {b}, {acc} {{kind = #vector.kind<{k}>}} : {}, {}",
            vt(&[m], e),
            vt(&[nn], e)
        ));
    } else {
        g.line(format!(
            "{r} = vector.outerproduct {a}, {b} : {}, {}",
            vt(&[m], e),
            vt(&[nn], e)
        ));
    }
    g.output(&r, &[m, nn], e);
    "outerproduct"
}

fn shuffled<T: Clone>(g: &mut G<'_>, v: &[T]) -> Vec<T> {
    let mut v = v.to_vec();
    for i in (1..v.len()).rev() {
        let j = g.rng.below(i as u64 + 1) as usize;
        v.swap(i, j);
    }
    v
}

fn contract(g: &mut G<'_>, masked: bool) -> &'static str {
    let e = g.pick(&[Elem::F32, Elem::F32, Elem::F64, Elem::I32, Elem::I64]);
    // Sometimes narrower operands (promoted to the accumulator's type).
    let oe = match (e, g.rng.below(3)) {
        (Elem::F64, 0) => Elem::F32,
        (Elem::I32, 0) => Elem::I8,
        (Elem::I64, 0) => Elem::I32,
        _ => e,
    };
    let np = g.rng.below(3) as usize; // parallel dims (0: scalar acc)
    let nr = 1 + g.rng.below(2) as usize;
    let nd = np + nr;
    let mut ext: Vec<i64> = Vec::new();
    for d in 0..nd {
        ext.push(if d < np {
            g.pick(&[2, 3, 4, 8, 12])
        } else {
            g.pick(&[1, 2, 3, 4])
        });
    }
    // Shuffle which dims are parallel.
    let order = shuffled(g, &(0..nd).collect::<Vec<_>>());
    let par: Vec<usize> = order[..np].to_vec();
    let red: Vec<usize> = order[np..].to_vec();
    let mut lhs: Vec<usize> = red.clone();
    let mut rhs: Vec<usize> = red.clone();
    for &p in &par {
        match g.rng.below(3) {
            0 => lhs.push(p),
            1 => rhs.push(p),
            _ => {
                lhs.push(p);
                rhs.push(p);
            }
        }
    }
    let lhs = shuffled(g, &lhs);
    let rhs = shuffled(g, &rhs);
    let acc = shuffled(g, &par);
    let names = |ds: &[usize]| ds.iter().map(|d| format!("d{d}")).collect::<Vec<_>>();
    let shape = |ds: &[usize]| ds.iter().map(|&d| ext[d]).collect::<Vec<_>>();
    let (ls, rs, as_) = (shape(&lhs), shape(&rhs), shape(&acc));
    let a = g.input(&ls, oe);
    let b = g.input(&rs, oe);
    let (c, cty) = if as_.is_empty() {
        let m = g.arg(e, vec![1], false);
        let ty = mt(g.args.last().unwrap());
        let z = g.index(0);
        let s = g.fresh();
        g.line(format!("{s} = memref.load {m}[{z}] : {ty}"));
        (s, e.name().to_string())
    } else {
        (g.input(&as_, e), vt(&as_, e))
    };
    let its: Vec<String> = (0..nd)
        .map(|d| {
            if par.contains(&d) {
                "#vector.iterator_type<parallel>".to_string()
            } else {
                "#vector.iterator_type<reduction>".to_string()
            }
        })
        .collect();
    let k = if e.is_float() {
        g.pick(&["add", "add", "add", "mul", "maxnumf"])
    } else {
        g.pick(&["add", "add", "mul", "maxsi", "xor"])
    };
    let r = g.fresh();
    let body = format!(
        "vector.contract {{indexing_maps = [{}, {}, {}], iterator_types = [{}], kind = #vector.kind<{k}>}} {a}, {b}, {c} : {}, {} into {cty}",
        map_text(nd, &names(&lhs)),
        map_text(nd, &names(&rhs)),
        map_text(nd, &names(&acc)),
        its.join(", "),
        vt(&ls, oe),
        vt(&rs, oe)
    );
    if masked {
        // The mask covers the iteration space.
        let m = g.input(&ext, Elem::I1);
        g.line(format!(
            "{r} = vector.mask {m} {{ {body} }} : {} -> {cty}",
            vt(&ext, Elem::I1)
        ));
    } else {
        g.line(format!("{r} = {body}"));
    }
    g.output(&r, &as_, e);
    if masked {
        "contract-masked"
    } else {
        "contract"
    }
}

/// vector.mask around reductions, multi-reductions and outer products.
fn masked_compute(g: &mut G<'_>) -> &'static str {
    let e = g.elem();
    let k = g.kind(e);
    let r = g.fresh();
    match g.rng.below(3) {
        0 => {
            let len = g.last_dim();
            let v = g.input(&[len], e);
            let m = g.input(&[len], Elem::I1);
            let acc = if g.coin() {
                let a = g.arg(e, vec![1], false);
                let ty = mt(g.args.last().unwrap());
                let c = g.index(0);
                let s = g.fresh();
                g.line(format!("{s} = memref.load {a}[{c}] : {ty}"));
                format!(", {s}")
            } else {
                String::new()
            };
            g.line(format!(
                "{r} = vector.mask {m} {{ vector.reduction <{k}>, {v}{acc} : {} into {} }} : {} -> {}",
                vt(&[len], e),
                e.name(),
                vt(&[len], Elem::I1),
                e.name()
            ));
            g.output(&r, &[], e);
            "masked-reduction"
        }
        1 => {
            let src = g.shape(3);
            let n = src.len();
            let mut dims: Vec<usize> = (0..n).filter(|_| g.coin()).collect();
            if dims.is_empty() {
                dims.push(g.rng.below(n as u64) as usize);
            }
            let kept: Vec<i64> = (0..n)
                .filter(|d| !dims.contains(d))
                .map(|d| src[d])
                .collect();
            let v = g.input(&src, e);
            let m = g.input(&src, Elem::I1);
            let (acc, acc_ty) = if kept.is_empty() {
                let a = g.arg(e, vec![1], false);
                let ty = mt(g.args.last().unwrap());
                let c = g.index(0);
                let s = g.fresh();
                g.line(format!("{s} = memref.load {a}[{c}] : {ty}"));
                (s, e.name().to_string())
            } else {
                (g.input(&kept, e), vt(&kept, e))
            };
            let ds: Vec<String> = dims.iter().map(|d| d.to_string()).collect();
            g.line(format!(
                "{r} = vector.mask {m} {{ vector.multi_reduction <{k}>, {v}, {acc} [{}] : {} to {acc_ty} }} : {} -> {acc_ty}",
                ds.join(", "),
                vt(&src, e),
                vt(&src, Elem::I1)
            ));
            g.output(&r, &kept, e);
            "masked-multi_reduction"
        }
        _ => {
            let mm = g.pick(&[1, 2, 3, 4]);
            let nn = g.last_dim();
            let a = g.input(&[mm], e);
            let b = g.input(&[nn], e);
            let acc = g.input(&[mm, nn], e);
            let m = g.input(&[mm, nn], Elem::I1);
            g.line(format!(
                "{r} = vector.mask {m} {{ vector.outerproduct {a}, {b}, {acc} {{kind = #vector.kind<{k}>}} : {}, {} }} : {} -> {}",
                vt(&[mm], e),
                vt(&[nn], e),
                vt(&[mm, nn], Elem::I1),
                vt(&[mm, nn], e)
            ));
            g.output(&r, &[mm, nn], e);
            "masked-outerproduct"
        }
    }
}

/// A permuted, padded, out-of-bounds transfer_read from a dynamic memref
/// and a permuted transfer_write to another.
fn transfer(g: &mut G<'_>) -> &'static str {
    let e = g.pick(&[Elem::F32, Elem::I32, Elem::F64, Elem::I8]);
    let rank = 1 + g.rng.below(2) as usize; // memref rank
    let msizes: Vec<i64> = (0..rank).map(|_| g.pick(&[2, 3, 5, 8, 9])).collect();
    let src = g.arg(e, msizes.clone(), true);
    let src_ty = mt(g.args.last().unwrap());
    // Vector dims: each walks a memref dim (no repeats) or broadcasts.
    let vrank = 1 + g.rng.below(2) as usize;
    let mut avail: Vec<usize> = shuffled(g, &(0..rank).collect::<Vec<_>>());
    let mut results = Vec::new();
    let mut walks = Vec::new();
    for _ in 0..vrank {
        if !avail.is_empty() && g.rng.below(4) != 0 {
            let d = avail.pop().unwrap();
            results.push(format!("d{d}"));
            walks.push(Some(d));
        } else {
            results.push("0".to_string());
            walks.push(None);
        }
    }
    if walks.iter().all(|w| w.is_none()) && g.coin() {
        results[vrank - 1] = format!("d{}", rank - 1);
        walks[vrank - 1] = Some(rank - 1);
    }
    let vshape: Vec<i64> = (0..vrank).map(|_| g.pick(&[1, 3, 4, 8, 12])).collect();
    // Only dimensions a vector dimension walks may start out of bounds
    // (elsewhere an out-of-bounds index is undefined behaviour).
    let idx: Vec<String> = (0..rank)
        .map(|d| {
            let slack = if walks.contains(&Some(d)) { 2 } else { 0 };
            let v = g.rng.below(msizes[d] as u64 + slack) as i64;
            g.index(v)
        })
        .collect();
    let inb: Vec<&str> = walks
        .iter()
        .map(|w| if w.is_none() { "true" } else { "false" })
        .collect();
    let pad = g.pad(e);
    let r = g.fresh();
    g.line(format!(
        "{r} = vector.transfer_read {src}[{}], {pad} {{in_bounds = [{}], permutation_map = {}}} : {src_ty}, {}",
        idx.join(", "),
        inb.join(", "),
        map_text(rank, &results),
        vt(&vshape, e)
    ));
    // Write it back permuted into a dynamic memref (clipped).
    let osizes: Vec<i64> = (0..vrank).map(|_| g.pick(&[2, 4, 8, 13])).collect();
    let dst = g.arg(e, osizes.clone(), true);
    let dst_ty = mt(g.args.last().unwrap());
    let perm = shuffled(g, &(0..vrank).collect::<Vec<_>>());
    let wres: Vec<String> = perm.iter().map(|d| format!("d{d}")).collect();
    let widx: Vec<String> = (0..vrank)
        .map(|d| {
            let v = g.rng.below(osizes[d] as u64) as i64;
            g.index(v)
        })
        .collect();
    let winb = vec!["false"; vrank].join(", ");
    g.line(format!(
        "vector.transfer_write {r}, {dst}[{}] {{in_bounds = [{winb}], permutation_map = {}}} : {}, {dst_ty}",
        widx.join(", "),
        map_text(vrank, &wres),
        vt(&vshape, e)
    ));
    "transfer"
}

/// create_mask / constant_mask (n-D) as transfer masks, and vector.mask.
fn masks(g: &mut G<'_>) -> &'static str {
    let e = g.pick(&[Elem::F32, Elem::I32, Elem::I64]);
    let rank = 1 + g.rng.below(2) as usize;
    let vshape: Vec<i64> = (0..rank).map(|_| g.pick(&[2, 3, 4, 8, 12])).collect();
    let msizes: Vec<i64> = vshape
        .iter()
        .map(|&d| d + g.rng.below(3) as i64 - 1)
        .collect();
    let src = g.arg(e, msizes.clone(), true);
    let src_ty = mt(g.args.last().unwrap());
    let mask_ty = vt(&vshape, Elem::I1);
    let mask = g.fresh();
    if g.coin() {
        let bounds: Vec<String> = vshape
            .iter()
            .map(|&d| {
                let b = g.rng.below(d as u64 + 2) as i64;
                g.index(b)
            })
            .collect();
        g.line(format!(
            "{mask} = vector.create_mask {} : {mask_ty}",
            bounds.join(", ")
        ));
    } else {
        let bounds: Vec<String> = vshape
            .iter()
            .map(|&d| g.rng.below(d as u64 + 1).to_string())
            .collect();
        g.line(format!(
            "{mask} = vector.constant_mask [{}] : {mask_ty}",
            bounds.join(", ")
        ));
    }
    let idx = g.zeros(rank).join(", ");
    let pad = g.pad(e);
    let inb = vec!["false"; rank].join(", ");
    let r = g.fresh();
    if g.coin() {
        g.line(format!(
            "{r} = vector.mask {mask} {{ vector.transfer_read {src}[{idx}], {pad} {{in_bounds = [{inb}]}} : {src_ty}, {} }} : {mask_ty} -> {}",
            vt(&vshape, e),
            vt(&vshape, e)
        ));
    } else {
        g.line(format!(
            "{r} = vector.transfer_read {src}[{idx}], {pad}, {mask} {{in_bounds = [{inb}]}} : {src_ty}, {}",
            vt(&vshape, e)
        ));
    }
    let dst = g.arg(e, vshape.clone(), true);
    let dst_ty = mt(g.args.last().unwrap());
    if g.coin() {
        g.line(format!(
            "vector.transfer_write {r}, {dst}[{idx}], {mask} {{in_bounds = [{inb}]}} : {}, {dst_ty}",
            vt(&vshape, e)
        ));
    } else {
        g.line(format!(
            "vector.mask {mask} {{ vector.transfer_write {r}, {dst}[{idx}] {{in_bounds = [{inb}]}} : {}, {dst_ty} }} : {mask_ty}",
            vt(&vshape, e)
        ));
    }
    "masks"
}

/// An scf.for carrying n-D vectors (and a wide 1-D one) in iter_args.
fn loops(g: &mut G<'_>) -> &'static str {
    let e = g.pick(&[Elem::F32, Elem::F64, Elem::I32]);
    let shape = g.shape(3);
    let x = g.input(&shape, e);
    let init = g.input(&shape, e);
    let wide_len = g.pick(&[12i64, 16, 20]);
    let w = g.input(&[wide_len], e);
    let ty = vt(&shape, e);
    let wty = vt(&[wide_len], e);
    let (lo, hi, st) = (g.index(0), g.index(3), g.index(1));
    let (r, a, b) = (g.fresh(), g.fresh(), g.fresh());
    let add = if e.is_float() {
        "arith.addf"
    } else {
        "arith.addi"
    };
    let mul = if e.is_float() {
        "arith.mulf"
    } else {
        "arith.muli"
    };
    g.line(format!(
        "{r}:2 = scf.for %i = {lo} to {hi} step {st} iter_args({a} = {init}, {b} = {w}) -> ({ty}, {wty}) {{"
    ));
    let (t1, t2, t3) = (g.fresh(), g.fresh(), g.fresh());
    g.line(format!("  {t1} = {mul} {a}, {x} : {ty}"));
    g.line(format!("  {t2} = {add} {t1}, {x} : {ty}"));
    g.line(format!("  {t3} = {add} {b}, {w} : {wty}"));
    g.line(format!("  scf.yield {t2}, {t3} : {ty}, {wty}"));
    g.line("}".to_string());
    let k = g.kind(e);
    let red = g.fresh();
    g.line(format!(
        "{red} = vector.reduction <{k}>, {r}#1 : {wty} into {}",
        e.name()
    ));
    g.output(&format!("{r}#0"), &shape, e);
    g.output(&red, &[], e);
    if g.coin() {
        // The same through scf.while (a counter and the n-D vector).
        let cnt = g.index(2);
        let (w, x0, i0, x1, i1) = (g.fresh(), g.fresh(), g.fresh(), g.fresh(), g.fresh());
        g.line(format!(
            "{w}:2 = scf.while ({x0} = {init}, {i0} = {cnt}) : ({ty}, index) -> ({ty}, index) {{"
        ));
        let (z, c) = (g.fresh(), g.fresh());
        g.line(format!("  {z} = arith.constant 0 : index"));
        g.line(format!("  {c} = arith.cmpi sgt, {i0}, {z} : index"));
        g.line(format!("  scf.condition({c}) {x0}, {i0} : {ty}, index"));
        g.line("} do {".to_string());
        g.line(format!("^bb0({x1}: {ty}, {i1}: index):"));
        let (one, dec, y) = (g.fresh(), g.fresh(), g.fresh());
        g.line(format!("  {one} = arith.constant 1 : index"));
        g.line(format!("  {dec} = arith.subi {i1}, {one} : index"));
        g.line(format!("  {y} = {add} {x1}, {x} : {ty}"));
        g.line(format!("  scf.yield {y}, {dec} : {ty}, index"));
        g.line("}".to_string());
        g.output(&format!("{w}#0"), &shape, e);
        return "scf.for+while";
    }
    "scf.for"
}

/// A call passing and returning n-D vectors, with an scf.if on them.
fn call(g: &mut G<'_>) -> &'static str {
    let e = g.pick(&[Elem::F32, Elem::I32, Elem::I8]);
    let shape = g.shape(3);
    let ty = vt(&shape, e);
    let add = if e.is_float() {
        "arith.addf"
    } else {
        "arith.addi"
    };
    let sub = if e.is_float() {
        "arith.subf"
    } else {
        "arith.subi"
    };
    g.helpers += &format!(
        "func.func @helper(%a: {ty}, %b: {ty}, %c: i1) -> ({ty}, {ty}) {{\n  %r = scf.if %c -> ({ty}) {{\n    %s = {add} %a, %b : {ty}\n    scf.yield %s : {ty}\n  }} else {{\n    %s = {sub} %a, %b : {ty}\n    scf.yield %s : {ty}\n  }}\n  return %r, %a : {ty}, {ty}\n}}\n"
    );
    let (a, b) = (g.input(&shape, e), g.input(&shape, e));
    let c = g.fresh();
    let flag = if g.coin() { "true" } else { "false" };
    g.line(format!("{c} = arith.constant {flag}"));
    let r = g.fresh();
    g.line(format!(
        "{r}:2 = func.call @helper({a}, {b}, {c}) : ({ty}, {ty}, i1) -> ({ty}, {ty})"
    ));
    g.output(&format!("{r}#0"), &shape, e);
    g.output(&format!("{r}#1"), &shape, e);
    "func.call"
}

/// vector.print of n-D and wide vectors, and wide reductions.
fn print_and_reduce(g: &mut G<'_>) -> &'static str {
    let e = g.pick(&[Elem::F32, Elem::I32, Elem::F64]);
    let shape = g.shape(3);
    let v = g.input(&shape, e);
    g.line(format!("vector.print {v} : {}", vt(&shape, e)));
    let len = g.pick(&[9i64, 16, 24, 33]);
    let w = g.input(&[len], e);
    let k = g.kind(e);
    let red = g.fresh();
    g.line(format!(
        "{red} = vector.reduction <{k}>, {w} : {} into {}",
        vt(&[len], e),
        e.name()
    ));
    g.line(format!("vector.print {red} : {}", e.name()));
    g.output(&red, &[], e);
    "print+reduction"
}

/// A runtime index in `0..n` (loaded, so nothing folds it to a constant).
fn runtime_index(g: &mut G<'_>, n: i64) -> String {
    let m = g.arg(Elem::I32, vec![1], false);
    let ty = mt(g.args.last().unwrap());
    let c = g.index(0);
    let x = g.fresh();
    g.line(format!("{x} = memref.load {m}[{c}] : {ty}"));
    let i = g.fresh();
    g.line(format!("{i} = arith.index_castui {x} : i32 to index"));
    let nn = g.index(n);
    let r = g.fresh();
    g.line(format!("{r} = arith.remui {i}, {nn} : index"));
    r
}

/// vector.extract / vector.insert with dynamic positions on n-D vectors.
fn dynamic_positions(g: &mut G<'_>) -> &'static str {
    let e = g.elem();
    let rank = 2 + g.rng.below(2) as usize;
    let mut shape: Vec<i64> = (0..rank - 1).map(|_| g.pick(&[2, 3, 4])).collect();
    let l = g.last_dim();
    shape.push(l);
    let v = g.input(&shape, e);
    let plen = 1 + g.rng.below(rank as u64) as usize;
    let pos: Vec<String> = (0..plen)
        .map(|d| {
            if g.coin() {
                runtime_index(g, shape[d])
            } else {
                g.rng.below(shape[d] as u64).to_string()
            }
        })
        .collect();
    let rest = &shape[plen..];
    let rty = if rest.is_empty() {
        e.name().to_string()
    } else {
        vt(rest, e)
    };
    let x = g.fresh();
    g.line(format!(
        "{x} = vector.extract {v}[{}] : {rty} from {}",
        pos.join(", "),
        vt(&shape, e)
    ));
    // Insert it back somewhere else (also dynamic).
    let pos2: Vec<String> = (0..plen)
        .map(|d| {
            if g.coin() {
                runtime_index(g, shape[d])
            } else {
                g.rng.below(shape[d] as u64).to_string()
            }
        })
        .collect();
    let y = g.fresh();
    g.line(format!(
        "{y} = vector.insert {x}, {v} [{}] : {rty} into {}",
        pos2.join(", "),
        vt(&shape, e)
    ));
    g.output(&y, &shape, e);
    "dynamic-position"
}

fn strided_slices(g: &mut G<'_>) -> &'static str {
    let e = g.elem();
    let shape = g.shape(3);
    let n = shape.len();
    let v = g.input(&shape, e);
    let k = 1 + g.rng.below(n as u64) as usize;
    let mut offs = Vec::new();
    let mut sizes = Vec::new();
    for &d in &shape[..k] {
        let size = 1 + g.rng.below(d as u64) as i64;
        offs.push(g.rng.below((d - size + 1) as u64) as i64);
        sizes.push(size);
    }
    let mut rshape = sizes.clone();
    rshape.extend_from_slice(&shape[k..]);
    let list = |v: &[i64]| {
        v.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let r = g.fresh();
    g.line(format!(
        "{r} = vector.extract_strided_slice {v} {{offsets = [{}], sizes = [{}], strides = [{}]}} : {} to {}",
        list(&offs),
        list(&sizes),
        list(&vec![1; k]),
        vt(&shape, e),
        vt(&rshape, e)
    ));
    // Insert the slice into a fresh destination at other offsets.
    let dst = g.input(&shape, e);
    let mut ioffs = Vec::new();
    for (i, &d) in shape.iter().enumerate() {
        ioffs.push(g.rng.below((d - rshape[i] + 1) as u64) as i64);
    }
    let y = g.fresh();
    g.line(format!(
        "{y} = vector.insert_strided_slice {r}, {dst} {{offsets = [{}], strides = [{}]}} : {} into {}",
        list(&ioffs),
        list(&vec![1; n]),
        vt(&rshape, e),
        vt(&shape, e)
    ));
    g.output(&r, &rshape, e);
    g.output(&y, &shape, e);
    "strided-slice"
}

/// splat / extractelement / insertelement (removed in MLIR 22, still parsed).
fn legacy(g: &mut G<'_>) -> &'static str {
    let e = g.pick(&[Elem::F32, Elem::I32]);
    let len = g.pick(&[4i64, 8]);
    let v = g.input(&[len], e);
    let i = runtime_index(g, len);
    let x = g.fresh();
    g.line(format!(
        "{x} = vector.extractelement {v}[{i} : index] : {}",
        vt(&[len], e)
    ));
    let s = g.fresh();
    let shape = [2, len];
    g.line(format!("{s} = vector.splat {x} : {}", vt(&shape, e)));
    let j = runtime_index(g, len);
    let y = g.fresh();
    g.line(format!(
        "{y} = vector.insertelement {x}, {v}[{j} : index] : {}",
        vt(&[len], e)
    ));
    g.output(&s, &shape, e);
    g.output(&y, &[len], e);
    "legacy-ops"
}

/// Wide vector.gather / vector.scatter (split into native pieces).
fn gather_scatter(g: &mut G<'_>) -> &'static str {
    let e = g.pick(&[Elem::F32, Elem::F64, Elem::I32]);
    let ie = g.pick(&[Elem::I32, Elem::I64]);
    let len = g.pick(&[4i64, 8, 12, 16]);
    let msize = 40;
    let m = g.arg(e, vec![msize], false);
    let mty = mt(g.args.last().unwrap());
    // Indices in 0..msize-8 (from random bits: remui).
    let raw = g.input(&[len], ie);
    let bound = g.fresh();
    g.line(format!(
        "{bound} = arith.constant dense<32> : {}",
        vt(&[len], ie)
    ));
    let idx = g.fresh();
    g.line(format!(
        "{idx} = arith.remui {raw}, {bound} : {}",
        vt(&[len], ie)
    ));
    let mask = g.input(&[len], Elem::I1);
    let pass = g.input(&[len], e);
    let o = g.rng.below(8) as i64;
    let off = g.index(o);
    let r = g.fresh();
    g.line(format!(
        "{r} = vector.gather {m}[{off}][{idx}], {mask}, {pass} : {mty}, {}, {}, {} into {}",
        vt(&[len], ie),
        vt(&[len], Elem::I1),
        vt(&[len], e),
        vt(&[len], e)
    ));
    g.output(&r, &[len], e);
    if g.coin() {
        let neg = g.fresh();
        let add = if e.is_float() {
            "arith.addf"
        } else {
            "arith.addi"
        };
        g.line(format!("{neg} = {add} {r}, {pass} : {}", vt(&[len], e)));
        g.line(format!(
            "vector.scatter {m}[{off}][{idx}], {mask}, {neg} : {mty}, {}, {}, {}",
            vt(&[len], ie),
            vt(&[len], Elem::I1),
            vt(&[len], e)
        ));
    }
    "gather/scatter"
}

/// n-D vector.load / vector.store at random in-bounds offsets.
fn nd_load_store(g: &mut G<'_>) -> &'static str {
    let e = g.elem();
    let rank = 2 + g.rng.below(2) as usize;
    let vshape: Vec<i64> = (0..rank).map(|_| g.pick(&[1, 2, 3, 4, 8])).collect();
    let msizes: Vec<i64> = vshape.iter().map(|&d| d + g.rng.below(3) as i64).collect();
    let m = g.arg(e, msizes.clone(), false);
    let mty = mt(g.args.last().unwrap());
    let idx: Vec<String> = (0..rank)
        .map(|d| {
            let v = g.rng.below((msizes[d] - vshape[d] + 1) as u64) as i64;
            g.index(v)
        })
        .collect();
    let v = g.fresh();
    g.line(format!(
        "{v} = vector.load {m}[{}] : {mty}, {}",
        idx.join(", "),
        vt(&vshape, e)
    ));
    let o = g.arg(e, msizes.clone(), false);
    let oty = mt(g.args.last().unwrap());
    let idx2: Vec<String> = (0..rank)
        .map(|d| {
            let v = g.rng.below((msizes[d] - vshape[d] + 1) as u64) as i64;
            g.index(v)
        })
        .collect();
    g.line(format!(
        "vector.store {v}, {o}[{}] : {oty}, {}",
        idx2.join(", "),
        vt(&vshape, e)
    ));
    "nd-load/store"
}

/// 0-D vectors: transfers, arith, extract/broadcast, shape casts, print.
fn zero_d(g: &mut G<'_>) -> &'static str {
    let e = g.pick(&[Elem::F32, Elem::I32, Elem::F64]);
    let m = g.arg(e, vec![4], false);
    let mty = mt(g.args.last().unwrap());
    let k = g_below(g, 4);
    let o = g.index(k);
    let pad = g.pad(e);
    let t0 = format!("vector<{}>", e.name());
    let (v, w) = (g.fresh(), g.fresh());
    g.line(format!(
        "{v} = vector.transfer_read {m}[{o}], {pad} : {mty}, {t0}"
    ));
    let add = if e.is_float() {
        "arith.mulf"
    } else {
        "arith.muli"
    };
    g.line(format!("{w} = {add} {v}, {v} : {t0}"));
    let (x, b, c, d) = (g.fresh(), g.fresh(), g.fresh(), g.fresh());
    g.line(format!(
        "{x} = vector.extract {w}[] : {} from {t0}",
        e.name()
    ));
    g.line(format!("{b} = vector.broadcast {x} : {} to {t0}", e.name()));
    g.line(format!(
        "{c} = vector.shape_cast {b} : {t0} to {}",
        vt(&[1, 1], e)
    ));
    g.line(format!(
        "{d} = vector.shape_cast {c} : {} to {t0}",
        vt(&[1, 1], e)
    ));
    g.line(format!("vector.print {d} : {t0}"));
    let k2 = g_below(g, 4);
    let o2 = g.index(k2);
    g.line(format!(
        "vector.transfer_write {d}, {m}[{o2}] : {t0}, {mty}"
    ));
    "0-d"
}

fn g_below(g: &mut G<'_>, n: u64) -> i64 {
    g.rng.below(n) as i64
}

/// interleave / deinterleave / bitcast (same or other element width) on
/// wide and n-D vectors.
fn lanes(g: &mut G<'_>) -> &'static str {
    let (e, mut to) = g.pick(&[
        (Elem::F32, Elem::I32),
        (Elem::I32, Elem::F32),
        (Elem::F64, Elem::I64),
        (Elem::I8, Elem::I8),
        (Elem::F32, Elem::I8),
        (Elem::I8, Elem::I32),
        (Elem::I64, Elem::F32),
        (Elem::F32, Elem::F64),
    ]);
    let mut shape = if g.coin() {
        vec![]
    } else {
        vec![g.pick(&[2, 3])]
    };
    let half = g.pick(&[2i64, 4, 6, 8, 16]);
    shape.push(half);
    let (a, b) = (g.input(&shape, e), g.input(&shape, e));
    let mut wide = shape.clone();
    *wide.last_mut().unwrap() *= 2;
    // The bitcast keeps each row's bits; its result is deinterleaved, so
    // its last dimension must stay even.
    let bits = *wide.last().unwrap() * e.bits() as i64;
    if bits % (2 * to.bits() as i64) != 0 {
        to = e;
    }
    let mut cast = wide.clone();
    *cast.last_mut().unwrap() = bits / to.bits() as i64;
    let mut half_cast = cast.clone();
    *half_cast.last_mut().unwrap() /= 2;
    let (i, c) = (g.fresh(), g.fresh());
    g.line(format!(
        "{i} = vector.interleave {a}, {b} : {} -> {}",
        vt(&shape, e),
        vt(&wide, e)
    ));
    g.line(format!(
        "{c} = vector.bitcast {i} : {} to {}",
        vt(&wide, e),
        vt(&cast, to)
    ));
    let d = g.fresh();
    g.line(format!(
        "{d}:2 = vector.deinterleave {c} : {} -> {}",
        vt(&cast, to),
        vt(&half_cast, to)
    ));
    g.output(&c, &cast, to);
    g.output(&format!("{d}#0"), &half_cast, to);
    g.output(&format!("{d}#1"), &half_cast, to);
    "interleave/bitcast"
}

/// cf branches carrying n-D vectors between blocks.
fn branches(g: &mut G<'_>) -> &'static str {
    let e = g.pick(&[Elem::F32, Elem::I32, Elem::F64]);
    let shape = g.shape(3);
    let ty = vt(&shape, e);
    let (a, b) = (g.input(&shape, e), g.input(&shape, e));
    let k = runtime_index(g, 2);
    let z = g.index(0);
    let c = g.fresh();
    g.line(format!("{c} = arith.cmpi eq, {k}, {z} : index"));
    g.line(format!(
        "cf.cond_br {c}, ^bb1({a}, {b} : {ty}, {ty}), ^bb2({b} : {ty})"
    ));
    let (x, y, s) = (g.fresh(), g.fresh(), g.fresh());
    let add = if e.is_float() {
        "arith.addf"
    } else {
        "arith.addi"
    };
    g.body += &format!("  ^bb1({x}: {ty}, {y}: {ty}):\n");
    g.line(format!("{s} = {add} {x}, {y} : {ty}"));
    g.line(format!("cf.br ^bb3({s} : {ty})"));
    let w = g.fresh();
    g.body += &format!("  ^bb2({w}: {ty}):\n");
    g.line(format!("cf.br ^bb3({w} : {ty})"));
    let r = g.fresh();
    g.body += &format!("  ^bb3({r}: {ty}):\n");
    g.output(&r, &shape, e);
    "cf-branches"
}
