#!/usr/bin/env python3
"""How JIT compile cost grows with the program: ods-run against MLIR, same run.

Sweeps (inputs from bench/gen_scaling.py, every op live):
  * function length: one function of 1k .. 100k ops, straight-line and with
    an scf.if every 6 ops;
  * number of functions: 64k ops in 1, 16, 256 functions;
  * vector length: a vector<Nxf32> product and its reduction, N = 2^8 .. 2^24.

For each input: ods-run's in-process phases (`--mlir-timing`, medians of
--runs processes), the cost per op (or per element) of text to callable,
optionally instructions (--instructions: cachegrind, minus a trivial
module's), and MLIR end to end: `mlir-opt <jit.sh pipeline> | mlir-runner
-O3 -e main`, wall time minus a trivial module's (with a timeout: LLVM takes
minutes on, or crashes on, very wide vectors). Writes
bench/out/scaling/report.md.

  python3 bench/scaling.py [--runs 5] [--instructions] [--no-mlir] [--quick]
"""
import argparse
import os
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from jit import MLIR_BIN, PIPE, ROOT, SHLIBS, run  # noqa: E402

TRIVIAL = "func.func @main() {\n  return\n}\n"
PHASES = ["parse", "verify", "compile", "text to callable"]


def gen(args, out):
    r = run([sys.executable, str(ROOT / "bench/gen_scaling.py"), "-o", str(out)] + args)
    if r.returncode != 0:
        sys.exit(r.stderr)


def ods_phases(ods_run, f, n):
    """Median ms of each phase over n processes."""
    per = {p: [] for p in PHASES}
    for _ in range(n):
        r = run([ods_run, "--mlir-timing", str(f), "-e", "main"])
        if r.returncode != 0:
            sys.exit(f"ods-run failed on {f}:\n{r.stderr}")
        for p in PHASES:
            m = re.search(rf"{p}( \([^)]*\))? ([0-9.]+) ms", r.stderr)
            per[p].append(float(m.group(2)))
    return {p: statistics.median(v) for p, v in per.items()}


def instructions(ods_run, f):
    r = run(["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
             ods_run, str(f), "-e", "main"])
    m = re.search(r"I\s+refs:\s+([0-9,]+)", r.stderr)
    if r.returncode != 0 or not m:
        sys.exit(f"cachegrind failed on {f}:\n{r.stderr[-2000:]}")
    return int(m.group(1).replace(",", ""))


def mlir_wall(f, timeout):
    """Wall ms of mlir-opt (pipeline) | mlir-runner -O3 on f, or a reason."""
    cmd = (f"{MLIR_BIN / 'mlir-opt'} {f} {' '.join(PIPE)} | "
           f"{MLIR_BIN / 'mlir-runner'} -O3 -e main -entry-point-result=void {SHLIBS}")
    t0 = time.perf_counter()
    # (its own process group: a timeout must stop mlir-runner too, not just
    # the shell, or the abandoned compiles load the machine for minutes)
    p = subprocess.Popen(["bash", "-o", "pipefail", "-c", cmd], stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        _, err = p.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        p.communicate()
        return None, f"timeout > {timeout} s"
    ms = (time.perf_counter() - t0) * 1e3
    if p.returncode != 0:
        return None, "crash" if "Stack dump" in err or p.returncode < 0 else f"exit {p.returncode}"
    return ms, ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ods-run", default=None, help="ods-run binary (default: build `dist`)")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--instructions", action="store_true")
    ap.add_argument("--no-mlir", action="store_true")
    ap.add_argument("--mlir-timeout", type=int, default=120)
    ap.add_argument("--quick", action="store_true", help="fewer, smaller sizes")
    a = ap.parse_args()
    if a.ods_run is None:
        r = run(["cargo", "build", "--profile", "dist", "-p", "ods-opt", "--bin", "ods-run"], cwd=ROOT)
        if r.returncode != 0:
            sys.exit(r.stderr)
        a.ods_run = str(ROOT / "target/dist/ods-run")
    work = Path(tempfile.mkdtemp(prefix="scaling-"))
    triv = work / "trivial.mlir"
    triv.write_text(TRIVIAL)
    base = ods_phases(a.ods_run, triv, a.runs)
    base_ins = instructions(a.ods_run, triv) if a.instructions else 0
    base_mlir = None if a.no_mlir else mlir_wall(triv, a.mlir_timeout)[0]

    lengths = [1000, 4000, 16000] if a.quick else [1000, 4000, 16000, 64000, 100000]
    funcs = [1, 16] if a.quick else [1, 16, 256]
    widths = [2 ** k for k in ((8, 11, 16, 24) if a.quick else (8, 11, 13, 15, 16, 18, 20, 22, 24))]
    sweeps = [
        ("function length (one function)", "op", [(f"{n} ops", n, ["ops", "--ops", str(n)]) for n in lengths]),
        ("function length, many blocks (an scf.if every 6 ops)", "op",
         [(f"{n} ops", n, ["branches", "--ops", str(n)]) for n in lengths]),
        ("function length, a chain of cf diamonds", "op",
         [(f"{n} ops", n, ["cfg", "--ops", str(n)]) for n in lengths]),
        ("number of functions (64,000 ops)", "op",
         [(f"{k} funcs", 64000, ["ops", "--ops", "64000", "--funcs", str(k)]) for k in funcs]),
        ("vector length (vector<Nxf32> product + reduction)", "element",
         [(f"2^{n.bit_length() - 1}", n, ["wide", "--elems", str(n)]) for n in widths]),
    ]
    lines = [f"# JIT compile scaling ({time.strftime('%Y-%m-%d %H:%M')}, `python3 bench/scaling.py"
             f"{' --instructions' if a.instructions else ''}`, ods-run {a.ods_run})", "",
             f"ods-run phases: medians of {a.runs} processes, in process (`--mlir-timing`), minus a trivial "
             f"module's ({base['text to callable']:.3f} ms). MLIR: `mlir-opt <jit.sh pipeline> | mlir-runner "
             f"-O3 -e main` wall time minus a trivial module's"
             + (f" ({base_mlir:.0f} ms)" if base_mlir else "") + ", one run; it includes running main, "
             "which is negligible here. Instructions: cachegrind, minus the trivial module's.", ""]
    for title, unit, cases in sweeps:
        lines += [f"## {title}", ""]
        hdr = (f"| input | parse ms | verify ms | compile ms | text to callable ms | µs per {unit} |"
               + (f" instructions | instructions per {unit} |" if a.instructions else "")
               + ("" if a.no_mlir else " MLIR ms | MLIR / ods-run |"))
        lines += [hdr, "|" + "---|" * (hdr.count("|") - 1)]
        for label, size, args in cases:
            f = work / f"{label.replace(' ', '_').replace('^', 'p')}.mlir"
            gen(args, f)
            ph = ods_phases(a.ods_run, f, a.runs)
            t = ph["text to callable"] - base["text to callable"]
            row = (f"| {label} | {ph['parse']:.2f} | {ph['verify']:.2f} | {ph['compile']:.2f} | "
                   f"{ph['text to callable']:.2f} | {t * 1e3 / size:.4f} |")
            if a.instructions:
                ins = instructions(a.ods_run, f) - base_ins
                row += f" {ins:,} | {ins / size:,.1f} |"
            if not a.no_mlir:
                ms, why = mlir_wall(f, a.mlir_timeout)
                if ms is None:
                    row += f" {why} | — |"
                else:
                    m = ms - (base_mlir or 0)
                    row += f" {m:.0f} | {m / max(t, 1e-3):.0f}× |"
            lines.append(row)
            print(row, flush=True)
        lines.append("")
    out = ROOT / "bench/out/scaling"
    out.mkdir(parents=True, exist_ok=True)
    (out / "report.md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
