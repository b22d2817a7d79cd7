#!/usr/bin/env python3
"""JIT benchmark: ods-run against mlir-opt + mlir-runner, in the same run.

For each variant of ../shared/bench/jit.sh (kernel file, N, K):

* compile latency, text -> callable: `ods-run F -e noop` against `mlir-opt F
  <jit.sh pipeline>` plus `mlir-runner F.ll.mlir -e noop -O3 -mattr=-avx512f`
  (LLJIT materialises the whole module on lookup). Each side has its trivial
  module's time (process start, shared libraries) subtracted, as jit.sh does;
  medians over --lat-runs runs.
* throughput: the RATE lines each kernel's @main prints (5 trials per
  process, --runs processes), median, for ods-run and for mlir-runner
  `-O3 -mattr=-avx512f` (AVX2+FMA, what our JIT targets);
* correctness: the CHECK lines of both must be identical.

    python3 bench/jit.py                 # everything (several minutes)
    python3 bench/jit.py --filter saxpy  # variants whose name contains saxpy
    python3 bench/jit.py --limits        # also run ../shared/bench/limits.sh fma
    python3 bench/jit.py --no-rates      # compile latency only
    python3 bench/jit.py --instructions  # also instruction counts (valgrind)
    python3 bench/jit.py --pgo           # also compile figures of a PGO build

--instructions counts, under callgrind, the instructions of the same
commands the latency columns time (each side minus its trivial module):
a figure the machine's noise does not move. It takes about a minute per
variant (MLIR's side runs 50x slower under valgrind).

--pgo also builds a profile-guided ods-run (bench/pgo.sh: trained on the
project's own test programs, not on these kernels) and adds its compile
figures (in-process time, instructions) beside the plain `dist` build's;
the JIT's output is the same code, so the rates are not measured twice.

Writes bench/out/jit/report.md and prints it.
"""
import argparse
import os
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SHARED = ROOT.parent / "shared" / "bench"
MLIR_BIN = Path(os.environ.get("MLIR_BIN", "/usr/lib/llvm-22/bin"))
MLIR_LIB = Path(os.environ.get("MLIR_LIB", "/usr/lib/llvm-22/lib"))
SHLIBS = f"-shared-libs={MLIR_LIB}/libmlir_c_runner_utils.so,{MLIR_LIB}/libmlir_runner_utils.so"
PIPE = [
    "--convert-vector-to-scf=full-unroll=true", "--lower-affine", "--convert-scf-to-cf",
    "--expand-strided-metadata", "--lower-affine",
    "--convert-vector-to-llvm=vector-contract-lowering=outerproduct",
    "--finalize-memref-to-llvm", "--convert-arith-to-llvm", "--convert-index-to-llvm",
    "--convert-func-to-llvm", "--convert-cf-to-llvm", "--convert-ub-to-llvm",
    "--reconcile-unrealized-casts",
]
VARIANTS = [
    ("saxpy_4k", "saxpy.mlir", "4096", "400000"),
    ("saxpy_4M", "saxpy.mlir", "4194304", "30"),
    ("saxpy_16M", "saxpy.mlir", "16777216", "8"),
    ("saxpy_transfer_4k", "saxpy_transfer.mlir", "4096", "400000"),
    ("dot_4k", "dot.mlir", "4096", "200000"),
    ("relu_4k", "relu.mlir", "4096", "200000"),
    ("int_4k", "int.mlir", "4096", "200000"),
    ("cvt_4k", "cvt.mlir", "4096", "200000"),
    ("matmul64", "matmul.mlir", "-", "4000"),
]
TRIVIAL = "func.func @noop() {\n  return\n}\n"


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


def wall(cmd, n):
    """Median wall time (ms) of n runs of cmd; fails loudly."""
    ts = []
    for _ in range(n):
        t0 = time.perf_counter()
        r = run(cmd)
        ts.append((time.perf_counter() - t0) * 1e3)
        if r.returncode != 0:
            sys.exit(f"failed: {' '.join(map(str, cmd))}\n{r.stderr}")
    return statistics.median(ts)


def ods_timing(cmd, n):
    """Median in-process text-to-callable time (ms) from `ods-run --mlir-timing`."""
    ts = []
    for _ in range(n):
        r = run(cmd + ["--mlir-timing"])
        m = re.search(r"text to callable ([0-9.]+) ms", r.stderr)
        if r.returncode != 0 or not m:
            sys.exit(f"failed: {' '.join(map(str, cmd))}\n{r.stderr}")
        ts.append(float(m.group(1)))
    return statistics.median(ts)


def instructions(cmd):
    """Instructions executed by cmd (callgrind; the tool's own start-up is
    in every count and cancels in the differences)."""
    r = run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"] + cmd)
    m = re.search(r"refs:\s+([0-9,]+)", r.stderr)
    if not m:
        sys.exit(f"callgrind failed: {' '.join(map(str, cmd))}\n{r.stderr[-2000:]}")
    return int(m.group(1).replace(",", ""))


def variant_source(file, n, k, out):
    text = (SHARED / "kernels" / file).read_text()
    text = re.sub(r"arith\.constant [0-9]* : index // @K", f"arith.constant {k} : index // @K", text)
    if n != "-":
        text = re.sub(r"arith\.constant [0-9]* : index // @N", f"arith.constant {n} : index // @N", text)
    out.write_text(text)


def rates_and_checks(stdout):
    rates, checks = {}, []
    for line in stdout.splitlines():
        m = re.match(r"RATE (\S+) (\S+)", line)
        if m:
            rates.setdefault(m.group(1), []).append(float(m.group(2)))
        elif line.startswith("CHECK"):
            checks.append(line)
    return rates, checks


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ods-run", default=None,
                    help="ods-run binary (default: build and use the `dist` profile's)")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--lat-runs", type=int, default=10)
    ap.add_argument("--filter", default="")
    ap.add_argument("--limits", action="store_true")
    ap.add_argument("--no-rates", action="store_true", help="compile latency only")
    ap.add_argument("--instructions", action="store_true",
                    help="also count instructions with callgrind (slow)")
    ap.add_argument("--pgo", action="store_true",
                    help="also measure the compile figures of a PGO build (bench/pgo.sh)")
    ap.add_argument("--pgo-bin", default=None,
                    help="with --pgo: this already built PGO ods-run instead of building one")
    a = ap.parse_args()
    out = ROOT / "bench/out/jit"
    (out / "src").mkdir(parents=True, exist_ok=True)
    if a.ods_run is None:
        # The shipped build: `dist` is `release` plus fat LTO and one codegen
        # unit (Cargo.toml); the tests use plain `release` to keep CI short.
        run(["cargo", "build", "--profile", "dist", "-p", "ods-opt", "--bin", "ods-run"],
            cwd=ROOT).check_returncode()
        a.ods_run = str(ROOT / "target/dist/ods-run")
    ods = [a.ods_run]
    pgo = None
    if a.pgo and a.pgo_bin:
        pgo = [a.pgo_bin]
    elif a.pgo:
        r = run(["bash", str(HERE / "pgo.sh")], cwd=ROOT)
        r.check_returncode()
        pgo = [r.stdout.strip().splitlines()[-1]]
    runner = [str(MLIR_BIN / "mlir-runner")]
    opt = [str(MLIR_BIN / "mlir-opt")]
    avx2 = ["-O3", "-mattr=-avx512f"]

    triv = out / "src/trivial.mlir"
    triv.write_text(TRIVIAL)
    triv_ll = out / "trivial.ll.mlir"
    run(opt + [str(triv)] + PIPE + ["-o", str(triv_ll)]).check_returncode()
    base_ods = wall(ods + [str(triv), "-e", "noop", "-entry-point-result=void"], a.lat_runs)
    base_ods_in = ods_timing(ods + [str(triv), "-e", "noop", "-entry-point-result=void"], a.lat_runs)
    if pgo:
        base_pgo_in = ods_timing(pgo + [str(triv), "-e", "noop", "-entry-point-result=void"],
                                 a.lat_runs)
    base_opt = wall(opt + [str(triv)] + PIPE + ["-o", os.devnull], a.lat_runs)
    base_run = wall(runner + [str(triv_ll), "-e", "noop", "-entry-point-result=void", SHLIBS] + avx2,
                    a.lat_runs)

    noop = ["-e", "noop", "-entry-point-result=void"]

    def mlir_cmds(src, ll):
        return (opt + [str(src)] + PIPE + ["-o", os.devnull],
                runner + [str(ll)] + noop + [SHLIBS] + avx2)

    if a.instructions:
        t_o, t_r = mlir_cmds(triv, triv_ll)
        base_ir = (instructions(ods + [str(triv)] + noop), instructions(t_o), instructions(t_r),
                   instructions(pgo + [str(triv)] + noop) if pgo else 0)
    ir_rows = []
    lat_rows, rate_rows, failures = [], [], 0
    for name, file, n, k in VARIANTS:
        if a.filter and a.filter not in name:
            continue
        src = out / "src" / f"{name}.mlir"
        variant_source(file, n, k, src)
        ll = out / f"{name}.ll.mlir"
        run(opt + [str(src)] + PIPE + ["-o", str(ll)]).check_returncode()
        print(f"## {name}", file=sys.stderr)
        t_ods = wall(ods + [str(src), "-e", "noop", "-entry-point-result=void"], a.lat_runs) - base_ods
        t_ods_in = ods_timing(ods + [str(src), "-e", "noop", "-entry-point-result=void"], a.lat_runs)
        t_opt = wall(opt + [str(src)] + PIPE + ["-o", os.devnull], a.lat_runs) - base_opt
        t_run = wall(runner + [str(ll), "-e", "noop", "-entry-point-result=void", SHLIBS] + avx2,
                     a.lat_runs) - base_run
        t_pgo_in = ods_timing(pgo + [str(src)] + noop, a.lat_runs) if pgo else None
        lat_rows.append((name, t_ods, t_ods_in, t_opt, t_run, t_pgo_in))
        if a.instructions:
            c_o, c_r = mlir_cmds(src, ll)
            i_pgo = instructions(pgo + [str(src)] + noop) - base_ir[3] if pgo else None
            ir_rows.append((name, instructions(ods + [str(src)] + noop) - base_ir[0],
                            instructions(c_o) - base_ir[1], instructions(c_r) - base_ir[2], i_pgo))
        ours, theirs = {}, {}
        ck_ours, ck_theirs = None, None
        for _ in range(0 if a.no_rates else a.runs):
            r = run(ods + [str(src), "-e", "main", "-entry-point-result=void"])
            if r.returncode != 0:
                sys.exit(f"ods-run {name} failed:\n{r.stderr}")
            rs, ck = rates_and_checks(r.stdout)
            for kk, v in rs.items():
                ours.setdefault(kk, []).extend(v)
            ck_ours = ck
            r = run(runner + [str(ll), "-e", "main", "-entry-point-result=void", SHLIBS] + avx2)
            r.check_returncode()
            rs, ck = rates_and_checks(r.stdout)
            for kk, v in rs.items():
                theirs.setdefault(kk, []).extend(v)
            ck_theirs = ck
        same = ck_ours == ck_theirs
        failures += not same
        for kern in theirs:
            o = statistics.median(ours.get(kern, [0.0]))
            t = statistics.median(theirs[kern])
            rate_rows.append((name, kern, o, min(ours.get(kern, [0.0])), max(ours.get(kern, [0.0])),
                              t, o / t if t else 0.0, same))

    peak = None
    if a.limits:
        r = run(["bash", str(SHARED / "limits.sh"), "fma"])
        for line in r.stdout.splitlines():
            m = re.match(r"LIMIT fma_ymm_12\S*\s+\S+\s+median=\s*(\S+)", line)
            if m:
                peak = float(m.group(1))

    lines = ["# JIT: ods-run vs mlir-opt + mlir-runner (MLIR 22), same run", ""]
    lines.append(f"ods-run binary: `{os.path.relpath(a.ods_run, ROOT)}`"
                 + (f"; PGO build (bench/pgo.sh): `{os.path.relpath(pgo[0], ROOT)}`." if pgo else "."))
    lines.append("")
    lines.append(f"Trivial module (subtracted): ods-run process {base_ods:.1f} ms, ods-run in-process "
                 f"{base_ods_in:.2f} ms, mlir-opt {base_opt:.1f} ms, mlir-runner -O3 {base_run:.1f} ms. "
                 f"Medians of {a.lat_runs} runs.")
    lines += ["", "ods-run in-process: `--mlir-timing`'s text-to-callable (parse, verify, "
              "vector lowering, MIR, register allocation, emission; the module-independent set-up "
              "— reading, context, dialect registration — excluded); \"−trivial\": that minus the "
              "trivial module's text-to-callable, the method MLIR's side gets; process: wall minus "
              "the trivial module's. MLIR: mlir-opt pipeline wall and mlir-runner -e noop -O3 wall, "
              "each minus its trivial module's (jit.sh's method). Speed-up: MLIR total over ods-run "
              "in-process, without and with ods-run's trivial module subtracted.", "",
              "| variant | ods-run in-process ms | in-process −trivial ms | ods-run process ms | "
              "mlir-opt ms | mlir-runner -O3 JIT ms | MLIR total ms | speed-up | speed-up (−trivial) |",
              "|---|---|---|---|---|---|---|---|---|"]
    def speed(t_in, base, tot):
        """In-process ms, that minus the trivial module, and both speed-ups."""
        t_sub = t_in - base
        return (f"{t_in:.2f} | {t_sub:.2f}", f"{tot / max(t_in, 0.01):.0f}× | "
                f"{tot / max(t_sub, 0.01):.0f}× |")

    for name, t_ods, t_in, t_opt, t_run, _ in lat_rows:
        tot = t_opt + t_run
        ms, ups = speed(t_in, base_ods_in, tot)
        lines.append(f"| {name} | {ms} | {t_ods:.2f} | {t_opt:.1f} | {t_run:.1f} | {tot:.1f} | {ups}")
    if pgo:
        lines += ["", f"PGO build, in-process (trivial module {base_pgo_in:.2f} ms), against the same "
                  "MLIR figures:", "",
                  "| variant | PGO in-process ms | −trivial ms | speed-up | speed-up (−trivial) |",
                  "|---|---|---|---|---|"]
        for name, _, _, t_opt, t_run, t_pgo in lat_rows:
            ms, ups = speed(t_pgo, base_pgo_in, t_opt + t_run)
            lines.append(f"| {name} | {ms} | {ups}")
    if ir_rows:
        lines += ["", "Instructions from text to callable (callgrind, whole process minus the "
                  "trivial module's, each tool):", "",
                  "| variant | ods-run | mlir-opt | mlir-runner -O3 JIT | MLIR total | ratio |"
                  + (" ods-run PGO | ratio |" if pgo else ""),
                  "|---|---|---|---|---|---|" + ("---|---|" if pgo else "")]
        for name, i_ods, i_opt, i_run, i_pgo in ir_rows:
            row = (f"| {name} | {i_ods / 1e6:.2f} M | {i_opt / 1e6:.1f} M | "
                   f"{i_run / 1e6:.1f} M | {(i_opt + i_run) / 1e6:.1f} M | "
                   f"{(i_opt + i_run) / max(i_ods, 1):.0f}× |")
            if pgo:
                row += f" {i_pgo / 1e6:.2f} M | {(i_opt + i_run) / max(i_pgo, 1):.0f}× |"
            lines.append(row)
    lines += ["", f"Throughput: RATE medians over {a.runs} processes × 5 trials "
              "(mlir-runner -O3 -mattr=-avx512f).", "",
              "| variant | kernel | ods-run [min-max] | LLVM O3-avx2 | ratio | CHECK lines equal |"
              + (" % of FMA peak |" if peak else ""),
              "|---|---|---|---|---|---|" + ("---|" if peak else "")]
    for name, kern, o, lo, hi, t, ratio, same in rate_rows:
        row = f"| {name} | {kern} | {o:.2f} [{lo:.2f}-{hi:.2f}] | {t:.2f} | {ratio:.2f} | {'yes' if same else 'NO'} |"
        if peak:
            row += f" {100 * o / peak:.0f}% |"
        lines.append(row)
    if peak:
        lines += ["", f"FMA ymm peak measured in this run (limits.sh fma): {peak:.1f} GFLOP/s."]
    report = "\n".join(lines) + "\n"
    (out / "report.md").write_text(report)
    print(report)
    if failures:
        sys.exit(f"{failures} variant(s) printed different CHECK lines")


if __name__ == "__main__":
    main()
