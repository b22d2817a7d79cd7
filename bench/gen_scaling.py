#!/usr/bin/env python3
"""Generates JIT-compile scaling inputs whose every operation is live.

`../shared/bench/gen_ir.py` writes realistic straight-line code, but most
of its values are dead or fold away, so a JIT compiles little of it (and
less as it grows). Here every op feeds the function's results: three
chains (i32, f32, vector<8xf32>) where each op takes its chain's previous
value and a value from a window of recent ones (so many values are live at
once, as in real code), with conversions between the chains.

  gen_scaling.py ops  --ops N [--funcs F] [--seed S]   N body ops in F functions
  gen_scaling.py branches --ops N [--seed S]           N ops, an scf.if every 6
  gen_scaling.py cfg --ops N [--seed S]                the same as cf branches
  gen_scaling.py wide --elems N                        a vector<Nxf32> product and its reduction

Both print a module with `@main` (no arguments, no results) calling the
generated code, so `ods-run FILE -e main` and `mlir-runner -e main
-entry-point-result=void` compile all of it.
"""
import argparse
import random
import sys

WINDOW = 48

INT_OPS = ["arith.addi", "arith.subi", "arith.muli", "arith.xori", "arith.maxsi", "arith.andi", "arith.ori"]
FLT_OPS = ["arith.addf", "arith.subf", "arith.mulf", "arith.maximumf", "arith.minimumf"]
VEC_OPS = ["arith.addf", "arith.mulf", "arith.subf", "arith.maximumf", "fma"]


def gen_func(name, n, rng, out):
    # (noinline: LLVM would otherwise inline the function into main and
    # fold it away, the arguments being constants)
    out.append(f"  func.func @{name}(%i0: i32, %f0: f32, %v0: vector<8xf32>) -> (i32, f32, vector<8xf32>)"
               " attributes {passthrough = [\"noinline\"]} {")
    chains = {"i": ["%i0"], "f": ["%f0"], "v": ["%v0"]}
    k = 0

    def fresh():
        nonlocal k
        k += 1
        return f"%t{k}"

    def pick(c):
        vals = chains[c]
        return vals[rng.randrange(max(0, len(vals) - WINDOW), len(vals))]

    body = n - 1  # the return is an op too
    while body > 0:
        r = rng.random()
        t = fresh()
        if r < 0.04:  # i32 -> f32
            out.append(f"    {t} = arith.sitofp {pick('i')} : i32 to f32")
            a = fresh()
            out.append(f"    {a} = arith.addf {chains['f'][-1]}, {t} : f32")
            chains["f"].append(a)
            body -= 2
        elif r < 0.08:  # f32 -> vector
            out.append(f"    {t} = vector.broadcast {pick('f')} : f32 to vector<8xf32>")
            a = fresh()
            out.append(f"    {a} = arith.addf {chains['v'][-1]}, {t} : vector<8xf32>")
            chains["v"].append(a)
            body -= 2
        elif r < 0.12:  # vector -> f32
            out.append(f"    {t} = vector.reduction <add>, {pick('v')} : vector<8xf32> into f32")
            a = fresh()
            out.append(f"    {a} = arith.mulf {chains['f'][-1]}, {t} : f32")
            chains["f"].append(a)
            body -= 2
        elif r < 0.15:  # a vector constant (a load from the constant pool the backend folds into its use)
            out.append(f"    {t} = arith.constant dense<{rng.randrange(1, 100)}.5> : vector<8xf32>")
            a = fresh()
            out.append(f"    {a} = arith.mulf {chains['v'][-1]}, {t} : vector<8xf32>")
            chains["v"].append(a)
            body -= 2
        elif r < 0.40:
            op = rng.choice(INT_OPS)
            out.append(f"    {t} = {op} {chains['i'][-1]}, {pick('i')} : i32")
            chains["i"].append(t)
            body -= 1
        elif r < 0.65:
            op = rng.choice(FLT_OPS)
            out.append(f"    {t} = {op} {chains['f'][-1]}, {pick('f')} : f32")
            chains["f"].append(t)
            body -= 1
        else:
            op = rng.choice(VEC_OPS)
            if op == "fma":
                out.append(f"    {t} = vector.fma {pick('v')}, {pick('v')}, {chains['v'][-1]} : vector<8xf32>")
            else:
                out.append(f"    {t} = {op} {chains['v'][-1]}, {pick('v')} : vector<8xf32>")
            chains["v"].append(t)
            body -= 1
    out.append(f"    return {chains['i'][-1]}, {chains['f'][-1]}, {chains['v'][-1]} : i32, f32, vector<8xf32>")
    out.append("  }")


def ops_module(n, funcs, seed):
    rng = random.Random(seed)
    out = [f"// gen_scaling ops: body_ops={n} funcs={funcs} seed={seed}", "module {"]
    per = n // funcs
    for f in range(funcs):
        gen_func(f"f{f}", per, rng, out)
    out += ["  func.func @main() {",
            "    %i = arith.constant 3 : i32",
            "    %f = arith.constant 1.5 : f32",
            "    %v = arith.constant dense<0.25> : vector<8xf32>"]
    for f in range(funcs):
        out.append(f"    %r{f}:3 = func.call @f{f}(%i, %f, %v) : (i32, f32, vector<8xf32>) -> (i32, f32, vector<8xf32>)")
    # the results are used (printed), so that no compiler may drop the calls
    out.append(f"    vector.print %r{funcs - 1}#0 : i32")
    out += ["    return", "  }", "}"]
    return "\n".join(out) + "\n"


def branchy_end(out, vals):
    """Closes the branchy function `@f` and adds a `@main` printing its result."""
    out += [f"    return {vals[-1]} : i32", "  }",
            "  func.func @main() {",
            "    %a = arith.constant 3 : i32",
            "    %b = arith.constant 5 : i32",
            "    %c = arith.constant true",
            "    %r = func.call @f(%a, %b, %c) : (i32, i32, i1) -> i32",
            "    vector.print %r : i32",
            "    return", "  }", "}"]
    return "\n".join(out) + "\n"


def branches_module(n, seed):
    """N ops in one function of many blocks: an `scf.if` yielding a value
    every few ops, each arm reading a recent value, so that values live
    across many blocks (the backend's liveness sees about n / 2 blocks)."""
    rng = random.Random(seed)
    out = [f"// gen_scaling branches: ops={n} seed={seed}", "module {",
           "  func.func @f(%a: i32, %b: i32, %c: i1) -> i32 attributes {passthrough = [\"noinline\"]} {"]
    vals = ["%a", "%b"]
    k = 0
    for _ in range(n // 6):
        x, y = vals[-1], vals[rng.randrange(max(0, len(vals) - WINDOW), len(vals))]
        t, r, m, e = (f"%t{k + i}" for i in range(1, 5))
        k += 4
        out += [f"    {t} = arith.addi {x}, {y} : i32",
                f"    {r} = scf.if %c -> (i32) {{",
                f"      {m} = arith.muli {t}, {y} : i32",
                f"      scf.yield {m} : i32",
                "    } else {",
                f"      {e} = arith.xori {t}, {x} : i32",
                f"      scf.yield {e} : i32",
                "    }"]
        vals += [t, r]
    return branchy_end(out, vals)


def cfg_module(n, seed):
    """`branches_module` in `cf` form: a chain of n / 6 diamonds of blocks
    (dominance queries walk a deep dominator tree)."""
    rng = random.Random(seed)
    out = [f"// gen_scaling cfg: ops={n} seed={seed}", "module {",
           "  func.func @f(%a: i32, %b: i32, %c: i1) -> i32 attributes {passthrough = [\"noinline\"]} {"]
    vals = ["%a", "%b"]
    k = 0
    for i in range(n // 6):
        x, y = vals[-1], vals[rng.randrange(max(0, len(vals) - WINDOW), len(vals))]
        t, u, m, w, e, r = (f"%t{k + j}" for j in range(1, 7))
        k += 6
        out += [f"    {t} = arith.addi {x}, {y} : i32",
                f"    cf.cond_br %c, ^t{i}({t} : i32), ^e{i}({t} : i32)",
                f"  ^t{i}({u}: i32):",
                f"    {m} = arith.muli {u}, {y} : i32",
                f"    cf.br ^j{i}({m} : i32)",
                f"  ^e{i}({w}: i32):",
                f"    {e} = arith.xori {w}, {x} : i32",
                f"    cf.br ^j{i}({e} : i32)",
                f"  ^j{i}({r}: i32):"]
        vals += [t, r]
    return branchy_end(out, vals)


def wide_module(n):
    # The reduction of a constant folds away; a runtime value does not.
    v = f"vector<{n}xf32>"
    return "\n".join([
        f"// gen_scaling wide: elems={n}",
        "module {",
        "  func.func @wide(%x: f32) -> f32 attributes {passthrough = [\"noinline\"]} {",
        f"    %b = vector.broadcast %x : f32 to {v}",
        f"    %c = arith.constant dense<0.5> : {v}",
        f"    %m = arith.mulf %b, %c : {v}",
        f"    %s = vector.reduction <add>, %m : {v} into f32",
        "    return %s : f32",
        "  }",
        "  func.func @main() {",
        "    %x = arith.constant 2.0 : f32",
        "    %s = func.call @wide(%x) : (f32) -> f32",
        "    vector.print %s : f32",
        "    return",
        "  }",
        "}",
    ]) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="kind", required=True)
    o = sub.add_parser("ops")
    o.add_argument("--ops", type=int, required=True)
    o.add_argument("--funcs", type=int, default=1)
    o.add_argument("--seed", type=int, default=1)
    br = sub.add_parser("branches")
    br.add_argument("--ops", type=int, required=True)
    br.add_argument("--seed", type=int, default=1)
    cf = sub.add_parser("cfg")
    cf.add_argument("--ops", type=int, required=True)
    cf.add_argument("--seed", type=int, default=1)
    w = sub.add_parser("wide")
    w.add_argument("--elems", type=int, required=True)
    ap.add_argument("-o", "--output")
    a = ap.parse_args()
    if a.kind == "ops":
        text = ops_module(a.ops, a.funcs, a.seed)
    elif a.kind == "branches":
        text = branches_module(a.ops, a.seed)
    elif a.kind == "cfg":
        text = cfg_module(a.ops, a.seed)
    else:
        text = wide_module(a.elems)
    if a.output:
        with open(a.output, "w") as f:
            f.write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
