#!/usr/bin/env python3
"""Generates the recorded arith folding cases (cases.txt) from the real
mlir-opt 22.

Each case is one value a function returns: an arith op applied to constant
operands (edge values of every integer and float type, vectors and tensors,
`ub.poison`) or to function arguments (the algebraic folds). Functions group
the cases of one op and type. mlir-opt runs the canonicalizer with every
pattern filtered out (`--canonicalize=enable-patterns=<none>`), so only the
folders (and the trait folders, constant materialization and dead-code
removal of the greedy driver) act: what it prints is what the folders do.

    python3 gen.py            # rewrites cases.txt next to this script
    MLIR_OPT=/path/to/mlir-opt python3 gen.py

cases.txt holds, per function:

    #### <name>: <description>
    #### case <k>: <label>          (one line per returned value)
    <the function in generic form, as mlir-opt parses the input>
    #### expected
    <the generic output of the fold-only canonicalizer>

dialects/tests/arith_fold.rs parses each input, folds it with the Rust
folders through the greedy driver, and compares what each returned value
became (a constant attribute, poison, a function argument, or an op that was
not folded) with the expectation.
"""
import os
import struct
import subprocess
import sys
import tempfile

MLIR_OPT = os.environ.get("MLIR_OPT", "/usr/lib/llvm-22/bin/mlir-opt")
HERE = os.path.dirname(os.path.abspath(__file__))

# --------------------------------------------------------------- value tables

def int_values(w):
    """Named edge values of an iN type as MLIR literals."""
    if w == 1:
        return {"0": "false", "1": "true"}
    mn, mx = -(1 << (w - 1)), (1 << (w - 1)) - 1
    v = {"0": 0, "1": 1, "-1": -1, "2": 2, "-2": -2, "3": 3, "7": 7, "-7": -7,
         "MIN": mn, "MAX": mx, "MIN+1": mn + 1, "5": 5}
    if w >= 8:
        v["100"] = 100
        v["-100"] = -100
    if w < 8:
        v = {k: x for k, x in v.items() if mn <= x <= mx}
    return {k: str(x) for k, x in v.items()}


def f32_hex(x):
    return "0x%08X" % struct.unpack("<I", struct.pack("<f", x))[0]


# Named values per float type: decimal literals (MLIR rounds them to the
# type) and bit patterns for the special values.
FLOATS = {
    "f16": {"inf": "0x7C00", "-inf": "0xFC00", "nan": "0x7E00", "-nan": "0xFE00",
            "snan": "0x7D00", "max": "0x7BFF", "-max": "0xFBFF", "denorm": "0x0001",
            "-denorm": "0x8001", "minnorm": "0x0400", "-0": "0x8000"},
    "bf16": {"inf": "0x7F80", "-inf": "0xFF80", "nan": "0x7FC0", "-nan": "0xFFC0",
             "snan": "0x7FA0", "max": "0x7F7F", "-max": "0xFF7F", "denorm": "0x0001",
             "-denorm": "0x8001", "minnorm": "0x0080", "-0": "0x8000"},
    "f32": {"inf": "0x7F800000", "-inf": "0xFF800000", "nan": "0x7FC00000",
            "-nan": "0xFFC00000", "snan": "0x7FA00000", "max": "0x7F7FFFFF",
            "-max": "0xFF7FFFFF", "denorm": "0x00000001", "-denorm": "0x80000001",
            "minnorm": "0x00800000", "-0": "0x80000000", "nanpayload": "0x7FC00123"},
    "f64": {"inf": "0x7FF0000000000000", "-inf": "0xFFF0000000000000",
            "nan": "0x7FF8000000000000", "-nan": "0xFFF8000000000000",
            "snan": "0x7FF4000000000000", "max": "0x7FEFFFFFFFFFFFFF",
            "-max": "0xFFEFFFFFFFFFFFFF", "denorm": "0x0000000000000001",
            "-denorm": "0x8000000000000001", "minnorm": "0x0010000000000000",
            "-0": "0x8000000000000000"},
    "f8E4M3FN": {"nan": "0x7F", "-nan": "0xFF", "max": "0x7E", "-max": "0xFE",
                 "denorm": "0x01", "-denorm": "0x81", "minnorm": "0x08", "-0": "0x80"},
    "f8E5M2": {"inf": "0x7C", "-inf": "0xFC", "nan": "0x7E", "-nan": "0xFE", "snan": "0x7D",
               "max": "0x7B", "-max": "0xFB", "denorm": "0x01", "-denorm": "0x81",
               "minnorm": "0x04", "-0": "0x80"},
    "f8E4M3FNUZ": {"nan": "0x80", "max": "0x7F", "-max": "0xFF", "denorm": "0x01",
                   "minnorm": "0x08"},
    "f8E5M2FNUZ": {"nan": "0x80", "max": "0x7F", "-max": "0xFF", "denorm": "0x01"},
    "f8E4M3": {"inf": "0x78", "-inf": "0xF8", "nan": "0x7C", "max": "0x77", "denorm": "0x01",
               "-0": "0x80"},
    "f8E3M4": {"inf": "0x70", "nan": "0x78", "max": "0x6F", "denorm": "0x01", "-0": "0x80"},
    "f8E4M3B11FNUZ": {"nan": "0x80", "max": "0x7F", "denorm": "0x01"},
    "f8E8M0FNU": {"nan": "0xFF", "max": "0xFE", "min": "0x00"},
    "f6E2M3FN": {"max": "0x1F", "-max": "0x3F", "denorm": "0x01", "-0": "0x20"},
    "f6E3M2FN": {"max": "0x1F", "-max": "0x3F", "denorm": "0x01", "-0": "0x20"},
    "f4E2M1FN": {"max": "0x7", "-max": "0xF", "denorm": "0x1", "-0": "0x8"},
    "tf32": {"inf": "0x3FC00", "nan": "0x3FE00", "max": "0x3FBFF", "denorm": "0x00001"},
    "f80": {"inf": "0x7FFF8000000000000000", "nan": "0x7FFFC000000000000000",
            "denorm": "0x00000000000000000001", "-0": "0x80000000000000000000"},
    "f128": {"inf": "0x7FFF0000000000000000000000000000",
             "nan": "0x7FFF8000000000000000000000000000",
             "denorm": "0x00000000000000000000000000000001",
             "-0": "0x80000000000000000000000000000000"},
}
DECIMALS = {"0": "0.0", "1": "1.0", "-1": "-1.0", "1.5": "1.5", "2.25": "2.25",
            "3": "3.0", "-2": "-2.0", "5.5": "5.5", "0.1": "0.1", "1e10": "1.0e+10",
            "-0.5": "-0.5", "2.5": "2.5", "0.3": "0.3", "65504": "65504.0",
            "1e-7": "1.0e-07", "448": "448.0", "6": "6.0", "0.75": "0.75",
            "1e38": "1.0e+38", "3.4e38": "3.4e+38", "7.5": "7.5", "-3.5": "-3.5",
            "1e300": "1.0e+300", "4": "4.0", "0.5": "0.5", "0.25": "0.25"}
# Decimal values that each type can hold (MLIR rejects nothing here, but
# keep f8E8M0FNU, which has no zero or sign, to powers of two).
POW2 = {"1", "4", "0.5", "0.25"}


def fval(ty, name):
    """The literal of named value `name` of float type `ty`, or None."""
    if name in FLOATS.get(ty, {}):
        return FLOATS[ty][name]
    if name in DECIMALS:
        if ty == "f8E8M0FNU" and name not in POW2:
            return None
        return DECIMALS[name]
    return None


def fwidth(ty):
    return {"f16": 16, "bf16": 16, "f32": 32, "f64": 64, "f80": 80, "f128": 128,
            "tf32": 19, "f6E2M3FN": 6, "f6E3M2FN": 6, "f4E2M1FN": 4}.get(ty, 8)

# ------------------------------------------------------------------ functions

class Func:
    """One function: constants, ops under test, and the values it returns."""

    def __init__(self, desc):
        self.desc = desc
        self.args = []
        self.lines = []
        self.rets = []  # (ssa, type, label)
        self.consts = {}
        self.n = 0

    def fresh(self):
        self.n += 1
        return "%%v%d" % self.n

    def arg(self, ty):
        self.args.append(ty)
        return "%%arg%d" % (len(self.args) - 1)

    def const(self, lit, ty):
        key = (lit, ty)
        if key not in self.consts:
            v = self.fresh()
            if lit == "poison":
                self.lines.append("%s = ub.poison : %s" % (v, ty))
            elif ty == "i1" and lit in ("true", "false"):
                self.lines.append("%s = arith.constant %s" % (v, lit))
            else:
                self.lines.append("%s = arith.constant %s : %s" % (v, lit, ty))
            self.consts[key] = v
        return self.consts[key]

    def op(self, text, types, labels):
        """`text` with `{r}` for the result list; returns the result names."""
        rs = [self.fresh() for _ in types]
        self.lines.append(text.format(r=", ".join(rs)))
        for r, t, l in zip(rs, types, labels):
            self.rets.append((r, t, l))
        return rs

    def tmp(self, text):
        """An op whose result is used by later ops but not returned."""
        r = self.fresh()
        self.lines.append(text.format(r=r))
        return r

    def render(self, name):
        args = ", ".join("%%arg%d: %s" % (i, t) for i, t in enumerate(self.args))
        tys = ", ".join(t for _, t, _ in self.rets)
        out = ["func.func @%s(%s) -> (%s) {" % (name, args, tys)]
        out += ["  " + l for l in self.lines]
        out.append("  return %s : %s" % (", ".join(r for r, _, _ in self.rets), tys))
        out.append("}")
        return "\n".join(out)


FUNCS = []
MAX_RESULTS = 48


def new(desc):
    f = Func(desc)
    FUNCS.append(f)
    return f


def chunked(desc, items, build):
    """Builds `items` into functions of at most MAX_RESULTS results."""
    f = None
    for it in items:
        if f is None or len(f.rets) >= MAX_RESULTS:
            f = new(desc)
        build(f, it)

# ---------------------------------------------------------------- int cases

INT_BINARY = ["addi", "subi", "muli", "divui", "divsi", "ceildivui", "ceildivsi",
              "floordivsi", "remui", "remsi", "andi", "ori", "xori", "maxsi", "maxui",
              "minsi", "minui"]
SHIFTS = ["shli", "shrui", "shrsi"]
INT_TYPES = [("i1", 1), ("i8", 8), ("i16", 16), ("i32", 32), ("i64", 64), ("index", 64),
             ("i128", 128), ("i3", 3)]
PAIRS = [("7", "2"), ("-7", "2"), ("7", "-2"), ("-7", "-2"), ("5", "3"), ("0", "0"),
         ("1", "0"), ("0", "1"), ("MIN", "-1"), ("MIN", "1"), ("MIN", "2"), ("MIN", "-2"),
         ("MAX", "1"), ("MAX", "MAX"), ("MIN", "MIN"), ("-1", "-1"), ("MAX", "-1"),
         ("MAX", "MIN"), ("2", "MIN"), ("-2", "MIN"), ("100", "-7"), ("-100", "7"),
         ("MIN+1", "-1"), ("3", "7"), ("-1", "MAX")]
PAIRS_SHORT = [("7", "2"), ("-7", "2"), ("7", "-2"), ("0", "0"), ("1", "0"), ("MIN", "-1"),
               ("MIN", "2"), ("MAX", "1"), ("MAX", "MIN"), ("-1", "-1"), ("3", "7")]


def int_binary_cases():
    for op in INT_BINARY + SHIFTS:
        for ty, w in INT_TYPES:
            vals = int_values(w)
            if op in SHIFTS:
                if w == 1:
                    amounts = {"false": "false", "true": "true"}
                else:
                    amounts = {"0": "0", "1": "1", "w-1": str(w - 1), "w": str(w),
                               "w+1": str(w + 1), "-1": "-1"}
                pairs = [((a, vals[a]), (s, sv))
                         for a in ["1", "-1", "MIN", "5"] if a in vals
                         for s, sv in amounts.items()]
            elif w == 1:
                pairs = [((a, vals[a]), (b, vals[b])) for a in vals for b in vals]
            else:
                chosen = PAIRS if ty in ("i8", "i32") else PAIRS_SHORT
                pairs = [((a, vals[a]), (b, vals[b])) for a, b in chosen
                         if a in vals and b in vals]
            def build(f, p, op=op, ty=ty):
                (an, av), (bn, bv) = p
                a, b = f.const(av, ty), f.const(bv, ty)
                f.op("{r} = arith.%s %s, %s : %s" % (op, a, b, ty), [ty],
                     ["%s(%s, %s) : %s" % (op, an, bn, ty)])
            chunked("arith.%s on %s constants" % (op, ty), pairs, build)


def int_flag_cases():
    """overflow<nsw/nuw> and exact: MLIR's folders ignore the flags."""
    f = new("overflow and exact flags")
    for op, flags in [("addi", "overflow<nsw>"), ("addi", "overflow<nuw>"),
                      ("subi", "overflow<nsw, nuw>"), ("muli", "overflow<nsw>"),
                      ("shli", "overflow<nuw>"), ("shli", "overflow<nsw>")]:
        for a, b in [("127", "1"), ("-128", "1"), ("100", "100"), ("-1", "7")]:
            x, y = f.const(a, "i8"), f.const(b, "i8")
            f.op("{r} = arith.%s %s, %s %s : i8" % (op, x, y, flags), ["i8"],
                 ["%s %s (%s, %s) : i8" % (op, flags, a, b)])
    for op in ["divui", "divsi", "shrui", "shrsi"]:
        for a, b in [("7", "2"), ("8", "2"), ("-8", "3")]:
            x, y = f.const(a, "i8"), f.const(b, "i8")
            f.op("{r} = arith.%s %s, %s exact : i8" % (op, x, y), ["i8"],
                 ["%s exact (%s, %s) : i8" % (op, a, b)])


def vec_lit(vals):
    return "dense<[%s]>" % ", ".join(vals)


def int_vector_cases():
    """Splat and non-splat vectors and tensors (elementwise folding, where the
    division and shift folders' flags are sticky or not)."""
    vt = "vector<4xi32>"
    mn, mx = str(-(1 << 31)), str((1 << 31) - 1)
    vecs = [
        ("splat", "dense<7>", "dense<2>"),
        ("splat-zero-rhs", "dense<7>", "dense<0>"),
        ("plain", vec_lit(["7", "-7", "100", "0"]), vec_lit(["2", "3", "-7", "5"])),
        ("zero-first", vec_lit(["7", "1", "2", "3"]), vec_lit(["0", "1", "2", "3"])),
        ("zero-last", vec_lit(["7", "1", "2", "3"]), vec_lit(["1", "1", "2", "0"])),
        ("ovf-first", vec_lit([mn, "4", "9", "1"]), vec_lit(["-1", "2", "3", "1"])),
        ("ovf-last", vec_lit(["4", "9", "1", mn]), vec_lit(["2", "3", "1", "-1"])),
        ("mixed-splat", "dense<12>", vec_lit(["1", "2", "3", "4"])),
        ("min-elems", vec_lit([mn, mn, mx, "-1"]), vec_lit(["2", "-2", "3", "-1"])),
        ("shift-big-first", vec_lit(["1", "1", "-8", "3"]), vec_lit(["40", "1", "2", "3"])),
        ("shift-big-last", vec_lit(["1", "1", "-8", "3"]), vec_lit(["1", "1", "2", "33"])),
        ("shift-neg", vec_lit(["1", "1", "-8", "3"]), vec_lit(["1", "-1", "2", "3"])),
    ]
    def build(f, item):
        op, (name, a, b) = item
        x, y = f.const(a, vt), f.const(b, vt)
        f.op("{r} = arith.%s %s, %s : %s" % (op, x, y, vt), [vt],
             ["%s(%s) : %s" % (op, name, vt)])
    chunked("int ops on vector<4xi32>", [(op, v) for op in INT_BINARY + SHIFTS for v in vecs],
            build)
    tt = "tensor<2xi8>"
    def build_t(f, op):
        x, y = f.const(vec_lit(["-128", "77"]), tt), f.const(vec_lit(["-1", "3"]), tt)
        f.op("{r} = arith.%s %s, %s : %s" % (op, x, y, tt), [tt], ["%s : %s" % (op, tt)])
    chunked("int ops on tensor<2xi8>", INT_BINARY + SHIFTS, build_t)
    bt = "vector<3xi1>"
    def build_b(f, op):
        x, y = f.const(vec_lit(["true", "false", "true"]), bt), f.const(vec_lit(["true", "true", "false"]), bt)
        f.op("{r} = arith.%s %s, %s : %s" % (op, x, y, bt), [bt], ["%s : %s" % (op, bt)])
    chunked("int ops on vector<3xi1>", INT_BINARY + SHIFTS, build_b)


def poison_cases():
    """ub.poison operands: MLIR 22's common folders return the poison."""
    for ty in ["i32", "vector<2xi32>"]:
        c = "5" if ty == "i32" else "dense<[5, 6]>"
        def build(f, item, ty=ty, c=c):
            op, form = item
            if form == "poison,c":
                a, b = f.const("poison", ty), f.const(c, ty)
            elif form == "c,poison":
                a, b = f.const(c, ty), f.const("poison", ty)
            elif form == "x,poison":
                a, b = f.arg(ty), f.const("poison", ty)
            else:
                a, b = f.const("poison", ty), f.const("poison", ty)
            f.op("{r} = arith.%s %s, %s : %s" % (op, a, b, ty), [ty],
                 ["%s(%s) : %s" % (op, form, ty)])
        chunked("poison operands of integer ops (%s)" % ty,
                [(op, form) for op in INT_BINARY + SHIFTS
                 for form in ["poison,c", "c,poison", "x,poison", "poison,poison"]], build)
    def build_f(f, item):
        op, form = item
        if form == "poison,c":
            a, b = f.const("poison", "f32"), f.const("1.5", "f32")
        elif form == "c,poison":
            a, b = f.const("1.5", "f32"), f.const("poison", "f32")
        else:
            a, b = f.arg("f32"), f.const("poison", "f32")
        f.op("{r} = arith.%s %s, %s : f32" % (op, a, b), ["f32"], ["%s(%s) : f32" % (op, form)])
    chunked("poison operands of float ops", [(op, form) for op in FLOAT_BINARY
                                            for form in ["poison,c", "c,poison", "x,poison"]],
            build_f)
    f = new("poison operands of casts, compares, select, negf, bitcast")
    p32, pf = f.const("poison", "i32"), f.const("poison", "f32")
    for text, ty, label in [
        ("{r} = arith.extui %s : i32 to i64" % p32, "i64", "extui(poison)"),
        ("{r} = arith.extsi %s : i32 to i64" % p32, "i64", "extsi(poison)"),
        ("{r} = arith.trunci %s : i32 to i8" % p32, "i8", "trunci(poison)"),
        ("{r} = arith.index_cast %s : i32 to index" % p32, "index", "index_cast(poison)"),
        ("{r} = arith.index_castui %s : i32 to index" % p32, "index", "index_castui(poison)"),
        ("{r} = arith.sitofp %s : i32 to f32" % p32, "f32", "sitofp(poison)"),
        ("{r} = arith.uitofp %s : i32 to f32" % p32, "f32", "uitofp(poison)"),
        ("{r} = arith.fptosi %s : f32 to i32" % pf, "i32", "fptosi(poison)"),
        ("{r} = arith.fptoui %s : f32 to i32" % pf, "i32", "fptoui(poison)"),
        ("{r} = arith.extf %s : f32 to f64" % pf, "f64", "extf(poison)"),
        ("{r} = arith.truncf %s : f32 to f16" % pf, "f16", "truncf(poison)"),
        ("{r} = arith.negf %s : f32" % pf, "f32", "negf(poison)"),
        ("{r} = arith.bitcast %s : i32 to f32" % p32, "f32", "bitcast(poison)"),
        ("{r} = arith.bitcast %s : f32 to i32" % pf, "i32", "bitcast(poison f32)"),
        ("{r} = arith.cmpi slt, %s, %s : i32" % (p32, f.const("1", "i32")), "i1", "cmpi(poison, c)"),
        ("{r} = arith.cmpi slt, %s, %s : i32" % (f.const("1", "i32"), p32), "i1", "cmpi(c, poison)"),
        ("{r} = arith.cmpi eq, %s, %s : i32" % (p32, p32), "i1", "cmpi eq(poison, poison)"),
        ("{r} = arith.cmpf olt, %s, %s : f32" % (pf, f.const("1.0", "f32")), "i1", "cmpf(poison, c)"),
        ("{r} = arith.select %s, %s, %s : i32" % (f.arg("i1"), p32, f.const("3", "i32")), "i32", "select(x, poison, c)"),
        ("{r} = arith.select %s, %s, %s : i32" % ("%arg0", f.const("3", "i32"), p32), "i32", "select(x, c, poison)"),
        ("{r} = arith.select %s, %s, %s : i32" % (f.const("poison", "i1"), f.const("3", "i32"), f.const("4", "i32")), "i32", "select(poison, c, c)"),
    ]:
        f.op(text, [ty], [label])
    pv = f.const("poison", "vector<2xi32>")
    f.op("{r} = arith.bitcast %s : vector<2xi32> to vector<2xf32>" % pv, ["vector<2xf32>"],
         ["bitcast(poison vector)"])
    f.op("{r} = arith.extsi %s : vector<2xi32> to vector<2xi64>" % pv, ["vector<2xi64>"],
         ["extsi(poison vector)"])
    f2 = new("poison operands of the extended ops")
    p = f2.const("poison", "i32")
    c = f2.const("3", "i32")
    f2.op("{r} = arith.mulsi_extended %s, %s : i32" % (p, c), ["i32", "i32"],
          ["mulsi_extended(poison, c).low", "mulsi_extended(poison, c).high"])
    f2.op("{r} = arith.mului_extended %s, %s : i32" % (c, p), ["i32", "i32"],
          ["mului_extended(c, poison).low", "mului_extended(c, poison).high"])

# -------------------------------------------------------------- float cases

FLOAT_BINARY = ["addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf",
                "maxnumf", "minnumf"]
FLOAT_TYPES = ["f16", "bf16", "f32", "f64", "f8E4M3FN", "f8E5M2", "f8E4M3FNUZ",
               "f8E5M2FNUZ", "f8E4M3", "f8E3M4", "f8E4M3B11FNUZ", "f8E8M0FNU", "f6E2M3FN",
               "f6E3M2FN", "f4E2M1FN", "tf32", "f80", "f128"]
FLOAT_TYPES_CORE = ["f16", "bf16", "f32", "f64", "f8E4M3FN", "f8E5M2", "f4E2M1FN", "f8E8M0FNU"]
FPAIRS = [("1.5", "2.25"), ("1", "3"), ("5.5", "-2"), ("0.1", "0.3"), ("0", "-0"),
          ("-0", "0"), ("-0", "-0"), ("1", "0"), ("-1", "0"), ("inf", "-inf"),
          ("inf", "1"), ("nan", "1"), ("1", "nan"), ("-nan", "1"), ("snan", "1"),
          ("1", "snan"), ("nanpayload", "1"), ("max", "max"), ("denorm", "denorm"),
          ("denorm", "0.5"), ("minnorm", "0.5"), ("1e10", "1e10"), ("nan", "nan"),
          ("-denorm", "denorm")]
FPAIRS_SHORT = [("1.5", "2.25"), ("1", "3"), ("-0", "0"), ("1", "0"), ("inf", "-inf"),
                ("nan", "1"), ("1", "snan"), ("max", "max"), ("denorm", "denorm"),
                ("4", "0.25"), ("0.5", "4"), ("6", "0.5")]


def float_binary_cases():
    for op in FLOAT_BINARY:
        types = FLOAT_TYPES if op in ("addf", "mulf", "divf") else FLOAT_TYPES_CORE
        for ty in types:
            pairs = []
            chosen = FPAIRS if ty in ("f32", "f64") else FPAIRS_SHORT
            for a, b in chosen:
                av, bv = fval(ty, a), fval(ty, b)
                if av is not None and bv is not None:
                    pairs.append(((a, av), (b, bv)))
            def build(f, p, op=op, ty=ty):
                (an, av), (bn, bv) = p
                x, y = f.const(av, ty), f.const(bv, ty)
                f.op("{r} = arith.%s %s, %s : %s" % (op, x, y, ty), [ty],
                     ["%s(%s, %s) : %s" % (op, an, bn, ty)])
            chunked("arith.%s on %s constants" % (op, ty), pairs, build)
    vt = "vector<3xf32>"
    def build_v(f, op):
        for name, a, b in [("splat", "dense<1.5>", "dense<-0.5>"),
                           ("plain", "dense<[1.0, -2.5, 0x7FC00000]>", "dense<[0.0, 4.0, 1.0]>"),
                           ("mixed", "dense<2.0>", "dense<[1.0, 0x7F800000, -0.0]>")]:
            x, y = f.const(a, vt), f.const(b, vt)
            f.op("{r} = arith.%s %s, %s : %s" % (op, x, y, vt), [vt], ["%s(%s) : %s" % (op, name, vt)])
    chunked("float ops on vector<3xf32>", FLOAT_BINARY, build_v)
    f = new("negf")
    for ty in FLOAT_TYPES:
        for n in ["1.5", "0", "-0", "inf", "nan", "-nan", "snan", "max", "denorm", "1"]:
            v = fval(ty, n)
            if v is not None:
                if len(f.rets) >= MAX_RESULTS:
                    f = new("negf")
                f.op("{r} = arith.negf %s : %s" % (f.const(v, ty), ty), [ty],
                     ["negf(%s) : %s" % (n, ty)])
    for lit in ["dense<1.5>", "dense<[1.0, -0.0, 0x7FC00000]>"]:
        f.op("{r} = arith.negf %s : vector<3xf32>" % f.const(lit, "vector<3xf32>"),
             ["vector<3xf32>"], ["negf(%s)" % lit])

# ----------------------------------------------------------------- compares

CMPI = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
CMPF = ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge",
        "ult", "ule", "une", "uno", "true"]


def compare_cases():
    def build(f, item):
        pred, ty, (an, av), (bn, bv) = item
        x, y = f.const(av, ty), f.const(bv, ty)
        f.op("{r} = arith.cmpi %s, %s, %s : %s" % (pred, x, y, ty), ["i1"],
             ["cmpi %s(%s, %s) : %s" % (pred, an, bn, ty)])
    items = []
    for ty, w in [("i32", 32), ("i1", 1), ("index", 64), ("i8", 8)]:
        vals = int_values(w)
        pairs = [("1", "2"), ("2", "1"), ("-1", "1"), ("1", "-1"), ("MIN", "MAX"), ("7", "7")]
        if w == 1:
            pairs = [("0", "1"), ("1", "0"), ("1", "1")]
        for pred in CMPI:
            for a, b in pairs:
                if a in vals and b in vals:
                    items.append((pred, ty, (a, vals[a]), (b, vals[b])))
    chunked("arith.cmpi on constants", items, build)
    vt = "vector<4xi32>"
    def build_v(f, pred):
        x = f.const(vec_lit(["1", "-1", "5", "0"]), vt)
        y = f.const(vec_lit(["2", "1", "5", "-3"]), vt)
        s = f.const("dense<3>", vt)
        f.op("{r} = arith.cmpi %s, %s, %s : %s" % (pred, x, y, vt), ["vector<4xi1>"],
             ["cmpi %s(vector) " % pred])
        f.op("{r} = arith.cmpi %s, %s, %s : %s" % (pred, s, s, vt), ["vector<4xi1>"],
             ["cmpi %s(splat, same)" % pred])
        f.op("{r} = arith.cmpi %s, %s, %s : %s" % (pred, s, y, vt), ["vector<4xi1>"],
             ["cmpi %s(splat, vector)" % pred])
    chunked("arith.cmpi on vectors", CMPI, build_v)

    def build_f(f, item):
        pred, ty, (an, av), (bn, bv) = item
        x, y = f.const(av, ty), f.const(bv, ty)
        f.op("{r} = arith.cmpf %s, %s, %s : %s" % (pred, x, y, ty), ["i1"],
             ["cmpf %s(%s, %s) : %s" % (pred, an, bn, ty)])
    items = []
    for ty in ["f32", "f8E4M3FN"]:
        for pred in CMPF:
            for a, b in [("1", "2"), ("2.25", "1.5"), ("1", "1"), ("nan", "1"), ("1", "nan"),
                         ("-0", "0"), ("inf", "inf"), ("nan", "nan"), ("-inf", "max")]:
                av, bv = fval(ty, a), fval(ty, b)
                if av is not None and bv is not None:
                    items.append((pred, ty, (a, av), (b, bv)))
    chunked("arith.cmpf on constants", items, build_f)
    f = new("arith.cmpf special forms")
    x = f.arg("f32")
    nan = f.const("0x7FC00000", "f32")
    one = f.const("1.0", "f32")
    for pred in CMPF:
        f.op("{r} = arith.cmpf %s, %s, %s : f32" % (pred, x, nan), ["i1"], ["cmpf %s(x, nan)" % pred])
        f.op("{r} = arith.cmpf %s, %s, %s : f32" % (pred, nan, x), ["i1"], ["cmpf %s(nan, x)" % pred])
        f.op("{r} = arith.cmpf %s, %s, %s : f32" % (pred, x, one), ["i1"], ["cmpf %s(x, 1)" % pred])
    vf = "vector<2xf32>"
    f2 = new("arith.cmpf on vectors (not folded)")
    a, b = f2.const("dense<[1.0, 2.0]>", vf), f2.const("dense<1.5>", vf)
    for pred in ["olt", "true", "uno"]:
        f2.op("{r} = arith.cmpf %s, %s, %s : %s" % (pred, a, b, vf), ["vector<2xi1>"],
              ["cmpf %s(vector)" % pred])

# -------------------------------------------------------------------- casts

def cast_cases():
    f = None
    def emit(text, src_lit, src_ty, dst_ty, label):
        nonlocal f
        if f is None or len(f.rets) >= MAX_RESULTS:
            f = new("casts")
        x = f.const(src_lit, src_ty)
        f.op(text.format(x=x, s=src_ty, d=dst_ty, r="{r}"), [dst_ty], [label])
    # integer width changes
    for op in ["extui", "extsi"]:
        for s, sw, d in [("i1", 1, "i8"), ("i1", 1, "i32"), ("i8", 8, "i32"), ("i8", 8, "i64"),
                         ("i32", 32, "i64"), ("i64", 64, "i128"), ("i3", 3, "i8")]:
            for n, v in int_values(sw).items():
                emit("{r} = arith.%s {x} : {s} to {d}" % op, v, s, d, "%s(%s) : %s to %s" % (op, n, s, d))
    for s, sw, d in [("i32", 32, "i8"), ("i64", 64, "i32"), ("i8", 8, "i1"), ("i128", 128, "i64"),
                     ("i16", 16, "i3")]:
        for n, v in int_values(sw).items():
            emit("{r} = arith.trunci {x} : {s} to {d}", v, s, d, "trunci(%s) : %s to %s" % (n, s, d))
    for op in ["index_cast", "index_castui"]:
        for s, sw, d in [("i32", 32, "index"), ("i8", 8, "index"), ("i64", 64, "index"),
                         ("index", 64, "i32"), ("index", 64, "i64"), ("index", 64, "i1"),
                         ("i1", 1, "index")]:
            for n, v in int_values(sw).items():
                if n in ("1", "-1", "MIN", "MAX", "0", "-100"):
                    emit("{r} = arith.%s {x} : {s} to {d}" % op, v, s, d, "%s(%s) : %s to %s" % (op, n, s, d))
    # int <-> float
    for op in ["sitofp", "uitofp"]:
        for s, sw in [("i8", 8), ("i32", 32), ("i64", 64), ("i1", 1), ("i128", 128)]:
            for d in ["f16", "bf16", "f32", "f64", "f8E4M3FN", "f8E5M2", "f4E2M1FN", "f8E8M0FNU"]:
                if s in ("i1", "i128") and d not in ("f32", "f16"):
                    continue
                for n, v in int_values(sw).items():
                    if n not in ("1", "-1", "MIN", "MAX", "100"):
                        continue
                    emit("{r} = arith.%s {x} : {s} to {d}" % op, v, s, d, "%s(%s) : %s to %s" % (op, n, s, d))
    for op in ["fptosi", "fptoui"]:
        for s in ["f32", "f64", "f16", "bf16", "f8E4M3FN", "f4E2M1FN"]:
            for d, dw in [("i8", 8), ("i32", 32), ("i64", 64), ("i1", 1)]:
                if s not in ("f32", "f16") and d in ("i64", "i1"):
                    continue
                for n in ["-0", "1", "-1", "-0.5", "2.5", "-3.5", "300.0", "-200.0", "1e10",
                          "inf", "nan", "max", "65504", "448", "6"]:
                    v = fval(s, n) if n not in ("100.0", "300.0", "-200.0") else n
                    if v is None:
                        continue
                    emit("{r} = arith.%s {x} : {s} to {d}" % op, v, s, d, "%s(%s) : %s to %s" % (op, n, s, d))
    # float <-> float
    FNAMES = ["0", "-0", "1", "1.5", "0.1", "1e10", "65504", "448", "6", "1e-7", "inf", "-inf",
              "nan", "-nan", "snan", "nanpayload", "max", "denorm", "minnorm", "1e38",
              "1e300", "0.75", "0.5", "4", "-3.5"]
    ext = [("f16", "f32"), ("bf16", "f32"), ("f32", "f64"), ("f8E4M3FN", "f16"),
           ("f8E5M2", "f32"), ("f8E4M3FNUZ", "f32"), ("f8E5M2FNUZ", "f16"), ("f4E2M1FN", "f32"),
           ("f4E2M1FN", "f8E4M3FN"), ("f6E2M3FN", "f32"), ("f6E3M2FN", "f16"), ("f8E8M0FNU", "f32"),
           ("f8E8M0FNU", "bf16"), ("f8E8M0FNU", "f16"), ("f8E4M3B11FNUZ", "f32"), ("f8E4M3", "f16"),
           ("f8E3M4", "f32"), ("f64", "f80"), ("f64", "f128"), ("f8E5M2", "f16")]
    for s, d in ext:
        for n in FNAMES:
            v = fval(s, n)
            if v is not None:
                emit("{r} = arith.extf {x} : {s} to {d}", v, s, d, "extf(%s) : %s to %s" % (n, s, d))
    trunc = [("f32", "f16"), ("f32", "bf16"), ("f64", "f32"), ("f64", "f16"), ("f32", "f8E4M3FN"),
             ("f32", "f8E5M2"), ("f16", "f8E4M3FNUZ"), ("f32", "f8E5M2FNUZ"), ("f32", "f4E2M1FN"),
             ("f32", "f6E2M3FN"), ("f32", "f6E3M2FN"), ("f32", "f8E8M0FNU"), ("bf16", "f8E8M0FNU"),
             ("f16", "f8E4M3"), ("f32", "f8E3M4"), ("f80", "f64"), ("f128", "f64"), ("f32", "tf32")]
    for s, d in trunc:
        for n in FNAMES:
            v = fval(s, n)
            if v is not None:
                emit("{r} = arith.truncf {x} : {s} to {d}", v, s, d, "truncf(%s) : %s to %s" % (n, s, d))
    for rm in ["to_nearest_even", "downward", "upward", "toward_zero", "to_nearest_away"]:
        for n in ["1.5", "0.1", "1e10", "65504", "1e38", "inf", "nan", "0.75"]:
            emit("{r} = arith.truncf {x} %s : {s} to {d}" % rm, fval("f32", n), "f32", "f16",
                 "truncf %s(%s) : f32 to f16" % (rm, n))
        emit("{r} = arith.truncf {x} %s : {s} to {d}" % rm, "1.0", "f64", "f32",
             "truncf %s(1) : f64 to f32" % rm)
    # bitcast
    for s, d, vals in [("i32", "f32", ["0", "1", "-1", "2139095040", "1065353216", "-2147483648"]),
                       ("f32", "i32", ["1.0", "-0.0", "0x7FC00000", "0x7F800000", "0x00000001"]),
                       ("i16", "f16", ["15360", "-1", "31744"]), ("f16", "i16", ["1.0", "0x7E00"]),
                       ("i16", "bf16", ["16256", "32704"]), ("i8", "f8E4M3FN", ["56", "127", "-1"]),
                       ("f8E5M2", "i8", ["1.0", "0x7C"]), ("i64", "f64", ["4607182418800017408", "-1"]),
                       ("f64", "i64", ["1.0", "0x7FF8000000000000"]), ("i8", "f8E8M0FNU", ["127", "-1"])]:
        for v in vals:
            emit("{r} = arith.bitcast {x} : {s} to {d}", v, s, d, "bitcast(%s) : %s to %s" % (v, s, d))
    # casts of vectors and tensors
    g = new("casts of vectors and tensors")
    for text, lit, s, d in [
        ("{r} = arith.extsi {x} : {s} to {d}", "dense<[-1, 5, 127]>", "vector<3xi8>", "vector<3xi32>"),
        ("{r} = arith.extui {x} : {s} to {d}", "dense<[-1, 5, 127]>", "vector<3xi8>", "vector<3xi32>"),
        ("{r} = arith.extui {x} : {s} to {d}", "dense<-1>", "vector<3xi8>", "vector<3xi32>"),
        ("{r} = arith.trunci {x} : {s} to {d}", "dense<[256, 257, -1]>", "tensor<3xi32>", "tensor<3xi8>"),
        ("{r} = arith.index_cast {x} : {s} to {d}", "dense<[-1, 5]>", "vector<2xi32>", "vector<2xindex>"),
        ("{r} = arith.index_castui {x} : {s} to {d}", "dense<[-1, 5]>", "vector<2xi32>", "vector<2xindex>"),
        ("{r} = arith.sitofp {x} : {s} to {d}", "dense<[-1, 5]>", "vector<2xi32>", "vector<2xf32>"),
        ("{r} = arith.uitofp {x} : {s} to {d}", "dense<-1>", "vector<2xi32>", "vector<2xf32>"),
        ("{r} = arith.fptosi {x} : {s} to {d}", "dense<[-1.5, 5.5]>", "vector<2xf32>", "vector<2xi32>"),
        ("{r} = arith.fptosi {x} : {s} to {d}", "dense<[-1.5, 0x7FC00000]>", "vector<2xf32>", "vector<2xi32>"),
        ("{r} = arith.fptoui {x} : {s} to {d}", "dense<2.5>", "vector<2xf32>", "vector<2xi32>"),
        ("{r} = arith.extf {x} : {s} to {d}", "dense<[1.5, -0.0]>", "vector<2xf16>", "vector<2xf32>"),
        ("{r} = arith.truncf {x} : {s} to {d}", "dense<[1.5, 0.1]>", "vector<2xf32>", "vector<2xf16>"),
        ("{r} = arith.truncf {x} : {s} to {d}", "dense<[1.5, 2.0]>", "vector<2xf32>", "vector<2xf16>"),
        ("{r} = arith.bitcast {x} : {s} to {d}", "dense<[1.0, 2.0]>", "vector<2xf32>", "vector<2xi32>"),
        ("{r} = arith.bitcast {x} : {s} to {d}", "dense<1065353216>", "tensor<2xi32>", "tensor<2xf32>"),
        ("{r} = arith.bitcast {x} : {s} to {d}", "dense<[true, false]>", "vector<2xi1>", "vector<2xi1>"),
    ]:
        x = g.const(lit, s)
        g.op(text.format(x=x, s=s, d=d, r="{r}"), [d], ["%s" % text.split()[2] + "(%s) : %s to %s" % (lit, s, d)])

# ------------------------------------------------------ select and extended

def select_cases():
    f = new("arith.select on constants")
    for ty, a, b in [("i32", "3", "4"), ("f32", "1.5", "2.5"), ("i1", "true", "false"),
                     ("i1", "false", "true"), ("vector<2xi32>", "dense<[1, 2]>", "dense<[3, 4]>"),
                     ("index", "7", "8")]:
        for c in ["true", "false"]:
            x, y = f.const(a, ty), f.const(b, ty)
            f.op("{r} = arith.select %s, %s, %s : %s" % (f.const(c, "i1"), x, y, ty), [ty],
                 ["select(%s, %s, %s) : %s" % (c, a, b, ty)])
    vt, ct = "vector<4xi32>", "vector<4xi1>"
    for cl in ["dense<[true, false, true, false]>", "dense<true>", "dense<false>",
               "dense<[false, false, true, true]>"]:
        for al, bl in [("dense<[1, 2, 3, 4]>", "dense<[5, 6, 7, 8]>"), ("dense<9>", "dense<[5, 6, 7, 8]>"),
                       ("dense<1>", "dense<2>")]:
            c, x, y = f.const(cl, ct), f.const(al, vt), f.const(bl, vt)
            f.op("{r} = arith.select %s, %s, %s : %s, %s" % (c, x, y, ct, vt), [vt],
                 ["select(%s, %s, %s)" % (cl, al, bl)])
    vf = "vector<2xf32>"
    c, x, y = f.const("dense<[true, false]>", "vector<2xi1>"), f.const("dense<[1.0, 2.0]>", vf), f.const("dense<-0.0>", vf)
    f.op("{r} = arith.select %s, %s, %s : vector<2xi1>, %s" % (c, x, y, vf), [vf], ["select(vector, f32 vectors)"])
    # scalar condition, vector operands
    x, y = f.const("dense<[1, 2, 3, 4]>", vt), f.const("dense<[5, 6, 7, 8]>", vt)
    f.op("{r} = arith.select %s, %s, %s : %s" % (f.const("true", "i1"), x, y, vt), [vt], ["select(true, vectors)"])


def extended_cases():
    def build(f, item):
        op, ty, w, (an, av), (bn, bv) = item
        x, y = f.const(av, ty), f.const(bv, ty)
        if op == "addui_extended":
            f.op("{r} = arith.addui_extended %s, %s : %s, i1" % (x, y, ty), [ty, "i1"],
                 ["addui_extended(%s, %s).sum : %s" % (an, bn, ty),
                  "addui_extended(%s, %s).overflow : %s" % (an, bn, ty)])
        else:
            f.op("{r} = arith.%s %s, %s : %s" % (op, x, y, ty), [ty, ty],
                 ["%s(%s, %s).low : %s" % (op, an, bn, ty), "%s(%s, %s).high : %s" % (op, an, bn, ty)])
    items = []
    for op in ["addui_extended", "mulsi_extended", "mului_extended"]:
        for ty, w in [("i8", 8), ("i32", 32), ("i64", 64), ("i1", 1), ("i128", 128)]:
            vals = int_values(w)
            pairs = [("7", "2"), ("-1", "-1"), ("MAX", "1"), ("MAX", "MAX"), ("MIN", "MIN"),
                     ("MIN", "-1"), ("-7", "3"), ("100", "100"), ("0", "5"), ("5", "1")]
            if w == 1:
                pairs = [("0", "1"), ("1", "1"), ("1", "0")]
            for a, b in pairs:
                if a in vals and b in vals:
                    items.append((op, ty, w, (a, vals[a]), (b, vals[b])))
    chunked("extended ops on constants", items, build)
    f = new("extended ops on vectors")
    vt, bt = "vector<3xi8>", "vector<3xi1>"
    x, y = f.const("dense<[-1, 100, 3]>", vt), f.const("dense<[1, 100, -3]>", vt)
    s = f.const("dense<-128>", vt)
    f.op("{r} = arith.addui_extended %s, %s : %s, %s" % (x, y, vt, bt), [vt, bt],
         ["addui_extended(vector).sum", "addui_extended(vector).overflow"])
    f.op("{r} = arith.addui_extended %s, %s : %s, %s" % (s, s, vt, bt), [vt, bt],
         ["addui_extended(splat).sum", "addui_extended(splat).overflow"])
    for op in ["mulsi_extended", "mului_extended"]:
        f.op("{r} = arith.%s %s, %s : %s" % (op, x, y, vt), [vt, vt],
             ["%s(vector).low" % op, "%s(vector).high" % op])
        f.op("{r} = arith.%s %s, %s : %s" % (op, s, s, vt), [vt, vt],
             ["%s(splat).low" % op, "%s(splat).high" % op])

# ------------------------------------------------------------ algebraic folds

def algebraic_cases():
    """Folds that return an operand or an existing value (no constants)."""
    I, V = "i32", "vector<4xi32>"
    groups = []
    for ty, lits in [(I, {"0": "0", "1": "1", "-1": "-1", "MIN": "-2147483648", "MAX": "2147483647"}),
                     (V, {"0": "dense<0>", "1": "dense<1>", "-1": "dense<-1>",
                          "MIN": "dense<-2147483648>", "MAX": "dense<2147483647>"})]:
        f = new("algebraic folds on %s" % ty)
        x, y = f.arg(ty), f.arg(ty)
        c = lambda n: f.const(lits[n], ty)
        def o(text, label, rty=ty):
            f.op(text, [rty], [label + " : " + ty])
        for op, rhs in [("addi", "0"), ("subi", "0"), ("muli", "0"), ("muli", "1"), ("divui", "1"),
                        ("divsi", "1"), ("ceildivui", "1"), ("ceildivsi", "1"), ("floordivsi", "1"),
                        ("remui", "1"), ("remsi", "1"), ("andi", "0"), ("andi", "-1"), ("ori", "0"),
                        ("ori", "-1"), ("xori", "0"), ("shli", "0"), ("shrui", "0"), ("shrsi", "0"),
                        ("maxsi", "MAX"), ("maxsi", "MIN"), ("maxui", "-1"), ("maxui", "0"),
                        ("minsi", "MIN"), ("minsi", "MAX"), ("minui", "0"), ("minui", "-1"),
                        ("addi", "1"), ("divui", "0")]:
            o("{r} = arith.%s %s, %s : %s" % (op, x, c(rhs), ty), "%s(x, %s)" % (op, rhs))
            # constant on the left: the Commutative trait moves it right
            o("{r} = arith.%s %s, %s : %s" % (op, c(rhs), x, ty), "%s(%s, x)" % (op, rhs))
        for op in ["subi", "xori", "andi", "ori", "maxsi", "maxui", "minsi", "minui", "addi",
                   "muli", "divui", "remsi"]:
            o("{r} = arith.%s %s, %s : %s" % (op, x, x, ty), "%s(x, x)" % op)
        sub = f.tmp("{r} = arith.subi %s, %s : %s" % (x, y, ty))
        o("{r} = arith.addi %s, %s : %s" % (sub, y, ty), "addi(subi(x, y), y)")
        o("{r} = arith.addi %s, %s : %s" % (y, sub, ty), "addi(y, subi(x, y))")
        add = f.tmp("{r} = arith.addi %s, %s : %s" % (x, y, ty))
        o("{r} = arith.subi %s, %s : %s" % (add, y, ty), "subi(addi(x, y), y)")
        o("{r} = arith.subi %s, %s : %s" % (add, x, ty), "subi(addi(x, y), x)")
        xo = f.tmp("{r} = arith.xori %s, %s : %s" % (x, y, ty))
        o("{r} = arith.xori %s, %s : %s" % (xo, y, ty), "xori(xori(x, y), y)")
        o("{r} = arith.xori %s, %s : %s" % (xo, x, ty), "xori(xori(x, y), x)")
        o("{r} = arith.xori %s, %s : %s" % (y, xo, ty), "xori(y, xori(x, y))")
        nx = f.tmp("{r} = arith.xori %s, %s : %s" % (x, c("-1"), ty))
        o("{r} = arith.andi %s, %s : %s" % (x, nx, ty), "andi(x, not(x))")
        o("{r} = arith.andi %s, %s : %s" % (nx, x, ty), "andi(not(x), x)")
        o("{r} = arith.ori %s, %s : %s" % (x, nx, ty), "ori(x, not(x))")
        o("{r} = arith.ori %s, %s : %s" % (nx, x, ty), "ori(not(x), x)")
        an = f.tmp("{r} = arith.andi %s, %s : %s" % (x, y, ty))
        o("{r} = arith.andi %s, %s : %s" % (an, x, ty), "andi(andi(x, y), x)")
        o("{r} = arith.andi %s, %s : %s" % (y, an, ty), "andi(y, andi(x, y))")
        for flags in ["", " overflow<nuw>", " overflow<nsw>", " overflow<nsw, nuw>"]:
            m = f.tmp("{r} = arith.muli %s, %s%s : %s" % (x, y, flags, ty))
            o("{r} = arith.divui %s, %s : %s" % (m, y, ty), "divui(muli%s(x, y), y)" % flags)
            o("{r} = arith.divsi %s, %s : %s" % (m, x, ty), "divsi(muli%s(x, y), x)" % flags)
        for pred in CMPI:
            o("{r} = arith.cmpi %s, %s, %s : %s" % (pred, x, x, ty), "cmpi %s(x, x)" % pred,
              "i1" if ty == I else "vector<4xi1>")
            o("{r} = arith.cmpi %s, %s, %s : %s" % (pred, c("1"), x, ty), "cmpi %s(1, x)" % pred,
              "i1" if ty == I else "vector<4xi1>")
    # i1 compares and selects
    f = new("algebraic folds on i1")
    b, b2 = f.arg("i1"), f.arg("i1")
    t, fl = f.const("true", "i1"), f.const("false", "i1")
    for pred in ["eq", "ne"]:
        for c, n in [(t, "true"), (fl, "false")]:
            f.op("{r} = arith.cmpi %s, %s, %s : i1" % (pred, b, c), ["i1"], ["cmpi %s(b, %s) : i1" % (pred, n)])
    for src in ["extsi", "extui"]:
        e = f.tmp("{r} = arith.%s %s : i1 to i32" % (src, b))
        z = f.const("0", "i32")
        for pred in ["ne", "eq", "sgt"]:
            f.op("{r} = arith.cmpi %s, %s, %s : i32" % (pred, e, z), ["i1"], ["cmpi %s(%s(b), 0)" % (pred, src)])
    f.op("{r} = arith.select %s, %s, %s : i1" % (b2, t, fl), ["i1"], ["select(b, true, false)"])
    f.op("{r} = arith.select %s, %s, %s : i1" % (b2, fl, t), ["i1"], ["select(b, false, true)"])
    x, y = f.arg("i32"), f.arg("i32")
    f.op("{r} = arith.select %s, %s, %s : i32" % (b2, x, x), ["i32"], ["select(b, x, x)"])
    f.op("{r} = arith.select %s, %s, %s : i32" % (t, x, y), ["i32"], ["select(true, x, y)"])
    f.op("{r} = arith.select %s, %s, %s : i32" % (fl, x, y), ["i32"], ["select(false, x, y)"])
    for pred in ["eq", "ne", "slt"]:
        cm = f.tmp("{r} = arith.cmpi %s, %s, %s : i32" % (pred, x, y))
        f.op("{r} = arith.select %s, %s, %s : i32" % (cm, x, y), ["i32"], ["select(cmpi %s(x, y), x, y)" % pred])
        f.op("{r} = arith.select %s, %s, %s : i32" % (cm, y, x), ["i32"], ["select(cmpi %s(x, y), y, x)" % pred])
    # casts of casts
    g = new("folds of cast chains")
    a8, a32, a64 = g.arg("i8"), g.arg("i32"), g.arg("i64")
    e16 = g.tmp("{r} = arith.extui %s : i8 to i16" % a8)
    g.op("{r} = arith.extui %s : i16 to i32" % e16, ["i32"], ["extui(extui(x))"])
    s16 = g.tmp("{r} = arith.extsi %s : i8 to i16" % a8)
    g.op("{r} = arith.extsi %s : i16 to i32" % s16, ["i32"], ["extsi(extsi(x))"])
    g.op("{r} = arith.extsi %s : i16 to i32" % e16, ["i32"], ["extsi(extui(x))"])
    g.op("{r} = arith.trunci %s : i16 to i8" % e16, ["i8"], ["trunci(extui(x)) to the source type"])
    g.op("{r} = arith.trunci %s : i16 to i8" % s16, ["i8"], ["trunci(extsi(x)) to the source type"])
    s64 = g.tmp("{r} = arith.extsi %s : i32 to i64" % a32)
    g.op("{r} = arith.trunci %s : i64 to i16" % s64, ["i16"], ["trunci(extsi(x)) narrower than the source"])
    g.op("{r} = arith.trunci %s : i64 to i32" % s64, ["i32"], ["trunci(extsi(x)) back"])
    t16 = g.tmp("{r} = arith.trunci %s : i32 to i16" % a32)
    g.op("{r} = arith.trunci %s : i16 to i8" % t16, ["i8"], ["trunci(trunci(x))"])
    e64 = g.tmp("{r} = arith.extui %s : i8 to i64" % a8)
    g.op("{r} = arith.trunci %s : i64 to i32" % e64, ["i32"], ["trunci(extui(x)) wider than the source"])
    ic = g.tmp("{r} = arith.index_cast %s : i32 to index" % a32)
    g.op("{r} = arith.index_cast %s : index to i32" % ic, ["i32"], ["index_cast(index_cast(x))"])
    g.op("{r} = arith.index_cast %s : index to i64" % ic, ["i64"], ["index_cast(index_cast(x)) other type"])
    icu = g.tmp("{r} = arith.index_castui %s : i32 to index" % a32)
    g.op("{r} = arith.index_castui %s : index to i32" % icu, ["i32"], ["index_castui(index_castui(x))"])
    bc = g.tmp("{r} = arith.bitcast %s : i32 to f32" % a32)
    g.op("{r} = arith.bitcast %s : f32 to i32" % bc, ["i32"], ["bitcast(bitcast(x))"])
    # float chains
    h = new("float algebraic folds")
    xf, yf = h.arg("f32"), h.arg("f32")
    for op, lit, n in [("addf", "-0.0", "-0"), ("addf", "0.0", "+0"), ("subf", "0.0", "+0"),
                       ("subf", "-0.0", "-0"), ("mulf", "1.0", "1"), ("mulf", "0.0", "0"),
                       ("divf", "1.0", "1"), ("divf", "-1.0", "-1"), ("maximumf", "0xFF800000", "-inf"),
                       ("maximumf", "0x7F800000", "+inf"), ("minimumf", "0x7F800000", "+inf"),
                       ("minimumf", "0xFF800000", "-inf"), ("maxnumf", "0x7FC00000", "nan"),
                       ("minnumf", "0x7FC00000", "nan"), ("maxnumf", "0x7FA00000", "snan"),
                       ("remf", "1.0", "1")]:
        c = h.const(lit, "f32")
        h.op("{r} = arith.%s %s, %s : f32" % (op, xf, c), ["f32"], ["%s(x, %s)" % (op, n)])
        h.op("{r} = arith.%s %s, %s : f32" % (op, c, xf), ["f32"], ["%s(%s, x)" % (op, n)])
    for flags in ["nnan,nsz", "fast", "nnan", "nsz"]:
        for lit in ["0.0", "-0.0"]:
            h.op("{r} = arith.mulf %s, %s fastmath<%s> : f32" % (xf, h.const(lit, "f32"), flags), ["f32"],
                 ["mulf fastmath<%s>(x, %s)" % (flags, lit)])
    for op in ["maximumf", "minimumf", "maxnumf", "minnumf", "addf", "subf"]:
        h.op("{r} = arith.%s %s, %s : f32" % (op, xf, xf), ["f32"], ["%s(x, x)" % op])
    ng = h.tmp("{r} = arith.negf %s : f32" % xf)
    h.op("{r} = arith.negf %s : f32" % ng, ["f32"], ["negf(negf(x))"])
    hv = h.arg("vector<2xf32>")
    h.op("{r} = arith.mulf %s, %s : vector<2xf32>" % (hv, h.const("dense<1.0>", "vector<2xf32>")),
         ["vector<2xf32>"], ["mulf(x, splat 1)"])
    h.op("{r} = arith.addf %s, %s : vector<2xf32>" % (hv, h.const("dense<-0.0>", "vector<2xf32>")),
         ["vector<2xf32>"], ["addf(x, splat -0)"])
    h.op("{r} = arith.addf %s, %s : vector<2xf32>" % (hv, h.const("dense<[-0.0, 0.0]>", "vector<2xf32>")),
         ["vector<2xf32>"], ["addf(x, non-splat zeros)"])
    x16 = h.arg("f16")
    xb = h.arg("bf16")
    e64 = h.tmp("{r} = arith.extf %s : f16 to f64" % x16)
    h.op("{r} = arith.truncf %s : f64 to f16" % e64, ["f16"], ["truncf(extf(x : f16) : f64) : f16"])
    h.op("{r} = arith.truncf %s : f64 to f32" % e64, ["f32"], ["truncf(extf(x : f16) : f64) : f32"])
    e32 = h.tmp("{r} = arith.extf %s : f16 to f32" % x16)
    h.op("{r} = arith.truncf %s : f32 to bf16" % e32, ["bf16"], ["truncf(extf(x : f16) : f32) : bf16"])
    eb = h.tmp("{r} = arith.extf %s : bf16 to f32" % xb)
    h.op("{r} = arith.truncf %s : f32 to f16" % eb, ["f16"], ["truncf(extf(x : bf16) : f32) : f16"])
    h.op("{r} = arith.truncf %s : f32 to bf16" % eb, ["bf16"], ["truncf(extf(x : bf16)) : bf16"])
    for tf, ef in [("contract", "contract"), ("contract", ""), ("", "contract"), ("fast", "fast"), ("", "")]:
        tfm = " fastmath<%s>" % tf if tf else ""
        efm = " fastmath<%s>" % ef if ef else ""
        tr = h.tmp("{r} = arith.truncf %s%s : f32 to f16" % (xf, tfm))
        h.op("{r} = arith.extf %s%s : f16 to f32" % (tr, efm), ["f32"],
             ["extf%s(truncf%s(x))" % (efm, tfm)])


def scaling_cases():
    """scaling_extf / scaling_truncf have no folder."""
    f = new("scaling ops (no folder)")
    x = f.const("1.5", "f4E2M1FN")
    s = f.const("2.0", "f8E8M0FNU")
    f.op("{r} = arith.scaling_extf %s, %s : f4E2M1FN, f8E8M0FNU to f32" % (x, s), ["f32"],
         ["scaling_extf(1.5, 2)"])
    y = f.const("3.0", "f32")
    f.op("{r} = arith.scaling_truncf %s, %s : f32, f8E8M0FNU to f4E2M1FN" % (y, s), ["f4E2M1FN"],
         ["scaling_truncf(3, 2)"])


def constant_cases():
    """arith.constant itself: constants of every kind survive unchanged."""
    f = new("constants")
    for lit, ty in [("dense<[1, 2]>", "vector<2xi32>"), ("dense<1.5>", "tensor<2x3xf32>"),
                    ("dense<[[1, 2], [3, 4]]>", "tensor<2x2xi64>"), ("true", "i1"),
                    ("-1", "index"), ("0x7FC00000", "f32"), ("dense<[true, false]>", "vector<2xi1>"),
                    ("dense<>", "tensor<0xi32>"), ("12345678901234567890", "i128"),
                    ("dense<[0x7C, 0x01]>", "vector<2xf8E5M2>")]:
        f.op("{r} = arith.constant %s : %s" % (lit, ty) if ty != "i1" else "{r} = arith.constant %s" % lit,
             [ty], ["constant %s : %s" % (lit, ty)])

# --------------------------------------------------------------------- main

def run(args, text):
    d = tempfile.mkdtemp()
    path = os.path.join(d, "in.mlir")
    with open(path, "w") as fh:
        fh.write(text)
    p = subprocess.run([MLIR_OPT, "--split-input-file", path] + args, capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit("mlir-opt failed:\n" + p.stderr[:4000])
    return [c.strip("\n") + "\n" for c in p.stdout.split("// -----\n")]


def main():
    int_binary_cases()
    int_flag_cases()
    int_vector_cases()
    poison_cases()
    float_binary_cases()
    compare_cases()
    cast_cases()
    select_cases()
    extended_cases()
    algebraic_cases()
    scaling_cases()
    constant_cases()
    funcs = [f for f in FUNCS if f.rets]
    names = ["c%d" % i for i in range(len(funcs))]
    text = "\n// -----\n".join(f.render(n) for f, n in zip(funcs, names)) + "\n"
    inputs = run(["--mlir-print-op-generic"], text)
    # Fold the generic text itself: that is what the Rust test parses, and
    # some printed values do not read back the same (decimal f80/f128
    # denormals go through a double when parsed).
    outputs = run(["--canonicalize=enable-patterns=__fold_only__", "--mlir-print-op-generic"],
                  "// -----\n".join(inputs))
    assert len(inputs) == len(funcs) == len(outputs), (len(inputs), len(funcs), len(outputs))
    out = ["# Recorded by gen.py from %s; do not edit." % os.path.basename(MLIR_OPT),
           "# %d functions, %d cases." % (len(funcs), sum(len(f.rets) for f in funcs))]
    for f, n, i, o in zip(funcs, names, inputs, outputs):
        out.append("#### %s: %s" % (n, f.desc))
        for k, (_, _, label) in enumerate(f.rets):
            out.append("#### case %d: %s" % (k, label))
        out.append(i.rstrip("\n"))
        out.append("#### expected")
        out.append(o.rstrip("\n"))
    with open(os.path.join(HERE, "cases.txt"), "w") as fh:
        fh.write("\n".join(out) + "\n")
    print("%d functions, %d cases" % (len(funcs), sum(len(f.rets) for f in funcs)))


if __name__ == "__main__":
    main()
