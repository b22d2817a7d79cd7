#!/usr/bin/env python3
"""A/B of two ods-run builds on the x86 JIT benchmark, in the same run.

For each variant of bench/jit.py (kernel file, N, K):

* compile cost, text -> callable: instructions executed by `ods-run F -e
  noop` under callgrind, minus the trivial module's, for A and B (a figure
  the machine's noise does not move);
* kernel rates: the RATE lines each kernel's @main prints, from --runs
  processes per build, A and B interleaved (A, B, A, B, ...) so that both
  see the same machine; medians, and B/A.

    python3 bench/ab.py --a OLD/ods-run --b NEW/ods-run
    python3 bench/ab.py --a OLD --b NEW --runs 6 --filter saxpy

Writes bench/out/ab/report.md and prints it.
"""
import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import jit  # noqa: E402  (VARIANTS, variant_source, rates_and_checks, instructions)

ROOT = Path(__file__).resolve().parent.parent


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--a", required=True, help="baseline ods-run")
    ap.add_argument("--b", required=True, help="candidate ods-run")
    ap.add_argument("--runs", type=int, default=4, help="processes per build and variant")
    ap.add_argument("--filter", default="")
    ap.add_argument("--no-instructions", action="store_true")
    a = ap.parse_args()
    out = ROOT / "bench/out/ab"
    (out / "src").mkdir(parents=True, exist_ok=True)
    triv = out / "src/trivial.mlir"
    triv.write_text(jit.TRIVIAL)
    noop = ["-e", "noop", "-entry-point-result=void"]
    builds = {"A": a.a, "B": a.b}
    base = {}
    if not a.no_instructions:
        base = {k: jit.instructions([v, str(triv)] + noop) for k, v in builds.items()}
    rows_c, rows_r = [], []
    for name, file, n, k in jit.VARIANTS:
        if a.filter and a.filter not in name:
            continue
        src = out / "src" / f"{name}.mlir"
        jit.variant_source(file, n, k, src)
        print(f"## {name}", file=sys.stderr)
        if not a.no_instructions:
            ins = {key: jit.instructions([v, str(src)] + noop) - base[key] for key, v in builds.items()}
            rows_c.append(f"| {name} | {ins['A']:,} | {ins['B']:,} | **{ins['B'] / ins['A']:.3f}** |")
        rates = {"A": {}, "B": {}}
        checks = {"A": None, "B": None}
        for _ in range(a.runs):
            for key, exe in builds.items():
                r = subprocess.run([exe, str(src), "-e", "main", "-entry-point-result=void"],
                                   capture_output=True, text=True)
                if r.returncode != 0:
                    sys.exit(f"{exe} failed on {src}:\n{r.stderr}")
                rr, cc = jit.rates_and_checks(r.stdout)
                for kern, vs in rr.items():
                    rates[key].setdefault(kern, []).extend(vs)
                checks[key] = cc
        same = "yes" if checks["A"] == checks["B"] else "**NO**"
        for kern in rates["A"]:
            ma, mb = statistics.median(rates["A"][kern]), statistics.median(rates["B"].get(kern, [0]))
            rows_r.append(f"| {name} | {kern} | {ma:.2f} | {mb:.2f} | **{mb / ma:.3f}** | {same} |")
    report = [f"# ods-run A/B ({time.strftime('%Y-%m-%d %H:%M')}, `python3 bench/ab.py`)", "",
              f"A = `{a.a}`, B = `{a.b}`", ""]
    if rows_c:
        report += ["## Compile instructions (callgrind, minus the trivial module)", "",
                   "| variant | A | B | B/A |", "|---|---|---|---|"] + rows_c + [""]
    report += [f"## Kernel rates (GFLOP/s or Gelem/s; medians of {a.runs} processes x 5 trials, interleaved)",
               "", "| variant | kernel | A | B | B/A | same CHECK lines |", "|---|---|---|---|---|---|"]
    report += rows_r
    text = "\n".join(report)
    (out / "report.md").write_text(text + "\n")
    print(text)


if __name__ == "__main__":
    main()
