#!/usr/bin/env python3
"""`--canonicalize` throughput of ods-opt against mlir-opt, same machine, same run.

    python3 bench/canonicalize.py [--funcs 3000] [--ops-per-func 30] [--runs 5]

Input: N functions, each a random chain of arith integer ops over two
arguments and the constants 1 and 2 (so folders, the reassociation patterns,
constant hoisting/uniquing and DCE all fire). Each run is parse + verify +
canonicalize + print:

    mlir-opt F --canonicalize --mlir-disable-threading -o OUT
    ods-opt  F --canonicalize -o OUT

Runs alternate between the tools so both see the same noise. The outputs are
checked to be byte-identical first. Reported: median [min-max] wall time and
peak RSS of each tool and the ratios of the medians.
"""
import argparse
import os
import random
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MLIR_OPT = os.environ.get("MLIR_OPT", "/usr/lib/llvm-22/bin/mlir-opt")
ODS_OPT = os.path.join(ROOT, "target", "release", "ods-opt")


def generate(path, funcs, per_func, seed=1):
    rng = random.Random(seed)
    out = []
    for f in range(funcs):
        out.append(f"func.func @f{f}(%a: i32, %b: i32) -> (i32, i32) {{")
        out.append("  %c1 = arith.constant 1 : i32")
        out.append("  %c2 = arith.constant 2 : i32")
        prev = "%a"
        for i in range(per_func):
            op = rng.choice(["addi", "muli", "subi", "xori", "andi", "ori"])
            rhs = rng.choice(["%c1", "%c2", "%b", prev])
            out.append(f"  %v{i} = arith.{op} {prev}, {rhs} : i32")
            prev = f"%v{i}"
        out.append(f"  return {prev}, %v3 : i32, i32")
        out.append("}")
    with open(path, "w") as fh:
        fh.write("\n".join(out) + "\n")


def run(cmd):
    t0 = time.perf_counter()
    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    err = p.stderr.read()
    _, status, ru = os.wait4(p.pid, 0)
    wall = time.perf_counter() - t0
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit("failed: %s\n%s" % (" ".join(cmd), err.decode(errors="replace")[-2000:]))
    return wall, ru.ru_maxrss / 1024.0


def fmt(xs, unit):
    return "%.3f %s [%.3f-%.3f]" % (statistics.median(xs), unit, min(xs), max(xs))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--funcs", type=int, default=3000)
    ap.add_argument("--ops-per-func", type=int, default=30)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--work", default=os.path.join(ROOT, "target", "bench"))
    a = ap.parse_args()
    os.makedirs(a.work, exist_ok=True)
    src = os.path.join(a.work, "canonicalize-input.mlir")
    generate(src, a.funcs, a.ops_per_func)
    ours_out = os.path.join(a.work, "canonicalize-ods.mlir")
    theirs_out = os.path.join(a.work, "canonicalize-mlir.mlir")
    theirs_cmd = [MLIR_OPT, src, "--canonicalize", "--mlir-disable-threading", "-o", theirs_out]
    ours_cmd = [ODS_OPT, src, "--canonicalize", "-o", ours_out]
    run(theirs_cmd)
    run(ours_cmd)
    if open(ours_out, "rb").read() != open(theirs_out, "rb").read():
        sys.exit("outputs differ: %s vs %s" % (ours_out, theirs_out))
    tw, tm, ow, om = [], [], [], []
    for _ in range(a.runs):
        w, m = run(theirs_cmd)
        tw.append(w)
        tm.append(m)
        w, m = run(ours_cmd)
        ow.append(w)
        om.append(m)
    size = os.path.getsize(src)
    print(f"input: {a.funcs} functions x {a.ops_per_func} ops ({size / 1e6:.1f} MB), {a.runs} runs, outputs identical")
    print(f"mlir-opt --canonicalize: {fmt(tw, 's')}, peak RSS {fmt(tm, 'MB')}")
    print(f"ods-opt  --canonicalize: {fmt(ow, 's')}, peak RSS {fmt(om, 'MB')}")
    print(
        "ratio (mlir-opt / ods-opt medians): time %.2fx, memory %.2fx"
        % (statistics.median(tw) / statistics.median(ow), statistics.median(tm) / statistics.median(om))
    )


if __name__ == "__main__":
    main()
