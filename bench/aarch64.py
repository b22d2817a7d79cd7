#!/usr/bin/env python3
"""AArch64 benchmark: our NEON code against LLVM's, and compile latency.

Run on an x86 host (qemu timings mean nothing, so throughput is predicted
statically), for every kernel function of ../shared/bench/kernels:

* **hot loop throughput.** Our AArch64 code (`ods-run --target=aarch64`,
  machine code from ODS_RUN_DUMP_CODE, disassembled by
  aarch64-linux-gnu-objdump) and LLVM's (the MLIR 22 pipeline of
  ../shared/bench/jit.sh, `mlir-translate --mlir-to-llvmir`, `llc -O3
  -mtriple=aarch64-linux-gnu -mcpu=CPU`; `-mattr=-sve,-sve2` on
  neoverse-v2, so that both sides are NEON) are cut to the function's
  innermost loop (ours: the largest innermost loop, i.e. the unrolled main
  loop rather than its remainder; LLVM's: the block range of its
  "Inner Loop Header"), and `llvm-mca -mcpu=CPU` predicts the cycles per
  iteration of each (steady state: 2000 iterations minus 1000), for
  neoverse-v2 and apple-m1.
  Iterations differ in size (we unroll, llc does not), so each side is
  normalised by the bytes its loop body loads and stores (stack accesses
  excluded): ours does `u` source iterations per loop iteration, where u
  is the ratio of the two byte counts (printed; it must be a whole
  number). The source iteration's work (elements, FLOPs) is read from the
  kernel source by hand, in KERNELS below.
* **compile latency**, text -> machine code bytes: `ods-run --executor
  --target=T --mlir-timing F -e noop` ("text to code", in process,
  median) for T = aarch64 and x86_64, and the wall time of both minus a
  trivial module's; MLIR's side is the wall time of mlir-opt (pipeline) +
  mlir-translate + `llc -O3 -mtriple=aarch64-linux-gnu -filetype=obj`,
  minus the same for a trivial module. With --instructions, callgrind
  instruction counts of ods-run for both targets (minus the trivial
  module's): the stable figure for the AArch64/x86 ratio.

    python3 bench/aarch64.py                  # everything
    python3 bench/aarch64.py --no-latency     # throughput only
    python3 bench/aarch64.py --instructions   # also instruction counts
    python3 bench/aarch64.py --show-loops     # print the loops compared

Writes bench/out/aarch64/report.md and prints it.
"""
import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
# (the same tools, pipeline, trivial module and callgrind count as jit.py)
from jit import MLIR_BIN, PIPE, SHARED, TRIVIAL, instructions  # noqa: E402
CPUS = [("neoverse-v2", ["-mattr=-sve,-sve2"]), ("apple-m1", [])]
# FMA peak of both cores: four 128-bit FMAs per cycle = 32 f32 FLOP/cycle.
PEAK = 32.0

# kernel function -> (file, elements per source iteration of its innermost
# loop, FLOPs per source iteration), read from the sources:
#   saxpy: step 8, one vector<8xf32> fma per iteration (2 FLOP/element);
#   dot1: step 8, one fma; dot4: step 32, four fmas;
#   relu_*, int_ops, i2f, f2i: step 8, no floating-point arithmetic counted
#     (compare/select/max and conversions are not FLOPs here);
#   mm_naive: k-loop step 1, one vector<8xf32> fma (8 outputs updated);
#   mm_outer: k-loop step 1, two vector.outerproduct of 4x8 (64 fma);
#   mm_contract: k-loop step 8, a 4x8x8 vector.contract (256 fma).
KERNELS = {
    "saxpy": ("saxpy.mlir", 8, 16),
    "saxpy_transfer": ("saxpy_transfer.mlir", 8, 16),
    "dot1": ("dot.mlir", 8, 16),
    "dot4": ("dot.mlir", 32, 64),
    "relu_sel": ("relu.mlir", 8, 0),
    "relu_max": ("relu.mlir", 8, 0),
    "relu_maxnum": ("relu.mlir", 8, 0),
    "int_ops": ("int.mlir", 8, 0),
    "i2f": ("cvt.mlir", 8, 0),
    "f2i": ("cvt.mlir", 8, 0),
    "mm_naive": ("matmul.mlir", 8, 16),
    "mm_outer": ("matmul.mlir", 64, 128),
    "mm_contract": ("matmul.mlir", 256, 512),
}
# saxpy_transfer.mlir names its kernel @saxpy too
FUNC_NAME = {"saxpy_transfer": "saxpy"}
BRANCHES = re.compile(r"^(b|b\.\w+|cbz|cbnz|tbz|tbnz)$")


def run(cmd, **kw):
    r = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if r.returncode != 0:
        sys.exit(f"failed: {' '.join(map(str, cmd))}\n{r.stderr[-3000:]}")
    return r


# ---- our code ----

def our_code(ods_run, src, out_bin):
    """Our AArch64 code for src: (bytes file, {function: (start, end)})."""
    env = dict(os.environ, ODS_RUN_DUMP_CODE=str(out_bin))
    r = subprocess.run([ods_run, "--target=aarch64", str(src), "-e", "noop"],
                       capture_output=True, text=True, env=env)
    if r.returncode != 0:
        sys.exit(f"ods-run failed on {src}:\n{r.stderr}")
    starts = sorted((int(m.group(2), 16), m.group(1))
                    for m in re.finditer(r"^(\S+) at (0x[0-9a-f]+)$", r.stderr, re.M))
    size = out_bin.stat().st_size
    ranges = {}
    for k, (s, name) in enumerate(starts):
        e = starts[k + 1][0] if k + 1 < len(starts) else size
        ranges[name] = (s, e)
    return ranges


def disassemble(binf, start, end):
    """[(address, mnemonic, operands)] of [start, end) (GNU objdump)."""
    r = run(["aarch64-linux-gnu-objdump", "-D", "-b", "binary", "-m", "aarch64",
             f"--start-address={start}", f"--stop-address={end}", str(binf)])
    out = []
    for line in r.stdout.splitlines():
        m = re.match(r"^\s*([0-9a-f]+):\s+[0-9a-f]{8}\s+(\S+)\s*(.*)$", line)
        if m:
            ops = m.group(3).split("//")[0].strip()
            out.append((int(m.group(1), 16), m.group(2), ops))
    return out


def our_loop(insts):
    """The largest innermost loop: the instructions from a backward
    branch's target to the branch, with the branch aimed at a label."""
    loops = []
    for k, (addr, mn, ops) in enumerate(insts):
        if BRANCHES.match(mn):
            tm = re.search(r"0x([0-9a-f]+)\s*$", ops)
            if tm and int(tm.group(1), 16) <= addr:
                loops.append((int(tm.group(1), 16), addr, k))
    inner = [l for l in loops
             if not any(o != l and l[0] <= o[0] and o[1] <= l[1] for o in loops)]
    if not inner:
        return None
    lo, hi, _ = max(inner, key=lambda l: l[1] - l[0])
    body = []
    for addr, mn, ops in insts:
        if lo <= addr <= hi:
            if BRANCHES.match(mn):
                t = re.search(r"0x([0-9a-f]+)\s*$", ops)
                target = int(t.group(1), 16) if t else None
                label = "Lloop" if target == lo else "Lout"
                ops = re.sub(r"0x[0-9a-f]+\s*$", label, ops)
            if mn == "nop":
                continue
            body.append(f"{mn}\t{ops}".rstrip())
    return ["Lloop:"] + body + ["Lout:"]


# ---- LLVM's code ----

def llvm_asm(src, cpu, attrs, work):
    ll = work / "k.ll"
    lowered = run([str(MLIR_BIN / "mlir-opt"), str(src)] + PIPE).stdout
    ll.write_text(run([str(MLIR_BIN / "mlir-translate"), "--mlir-to-llvmir"], input=lowered).stdout)
    s = work / f"k.{cpu}.s"
    run([str(MLIR_BIN / "llc"), "-O3", "-mtriple=aarch64-linux-gnu", f"-mcpu={cpu}"] + attrs
        + [str(ll), "-o", str(s)])
    return s.read_text()


def llvm_loop(asm, func):
    """The largest innermost loop of func in llc's assembly."""
    m = re.search(rf"^{re.escape(func)}:.*?^\.Lfunc_end\d+:", asm, re.M | re.S)
    if not m:
        return None
    lines = m.group(0).splitlines()
    best = None
    for k, line in enumerate(lines):
        h = re.match(r"^(\.LBB\d+_\d+):", line)
        if not h:
            continue
        # (the loop comments follow the label, on comment-only lines)
        comments = [line]
        for c in lines[k + 1:]:
            if not c.strip().startswith("//"):
                break
            comments.append(c)
        if not any("Inner Loop Header" in c for c in comments):
            continue
        label = h.group(1)
        body = []
        for line2 in lines[k + 1:]:
            t = line2.split("//")[0].strip()
            if not t or t.startswith("."):
                if re.match(r"^\.LBB", t):
                    body.append(t)
                continue
            mn, _, ops = t.partition("\t")
            if BRANCHES.match(mn.strip()):
                tgt = ops.strip().split(",")[-1].strip()
                ops = ops.replace(tgt, "Lloop" if tgt == label else "Lout")
                body.append(f"{mn}\t{ops}")
                if tgt == label:
                    break
                continue
            body.append(t)
        body = ["Lloop:"] + [b for b in body if not b.startswith(".LBB")] + ["Lout:"]
        if best is None or len(body) > len(best):
            best = body
    return best


# ---- analysis ----

MEM = re.compile(r"^(ldr|str|ldur|stur|ldp|stp|ld1r|ld1|st1|ldrb|strb|ldrh|strh|ldrsb|ldrsh|ldrsw|"
                 r"ldurb|sturb|ldurh|sturh|ldursb|ldursh|ldursw)$")
REG_BYTES = {"q": 16, "d": 8, "s": 4, "h": 2, "b": 1, "x": 8, "w": 4}


def bytes_moved(body):
    """Bytes loaded and stored per iteration, stack accesses excluded."""
    total = 0
    for line in body:
        mn, _, ops = line.partition("\t")
        if not MEM.match(mn) or "[sp" in ops:
            continue
        if mn in ("ldrb", "strb", "ldrsb", "ldurb", "sturb", "ldursb"):
            size = 1
        elif mn in ("ldrh", "strh", "ldrsh", "ldurh", "sturh", "ldursh"):
            size = 2
        elif mn in ("ldrsw", "ldursw"):
            size = 4
        elif mn in ("ld1r", "ld1", "st1"):
            # one element: {v.4s} / {v.s}[k]
            e = re.search(r"\.(\d*)([bhsd])\b", ops)
            size = {"b": 1, "h": 2, "s": 4, "d": 8}[e.group(2)]
        else:
            size = REG_BYTES[ops.strip()[0]]
        total += size * (2 if mn in ("ldp", "stp") else 1)
    return total


def mca(body, cpu, work, tag):
    """Steady-state cycles per iteration: the difference of llvm-mca's total
    cycles for 2000 and 1000 iterations, over 1000 (the pipeline's fill
    and drain cancel)."""
    f = work / f"{tag}.{cpu}.s"
    f.write_text("\n".join(body) + "\n")
    total = {}
    for n in (1000, 2000):
        r = run([str(MLIR_BIN / "llvm-mca"), "-mtriple=aarch64-linux-gnu", f"-mcpu={cpu}",
                 f"-iterations={n}", str(f)])
        total[n] = int(re.search(r"^Total Cycles:\s+(\d+)", r.stdout, re.M).group(1))
    return (total[2000] - total[1000]) / 1000


# ---- latency ----

def median_wall(cmd, n):
    ts = []
    for _ in range(n):
        t0 = time.perf_counter()
        run(cmd)
        ts.append((time.perf_counter() - t0) * 1e3)
    return statistics.median(ts)


def text_to_code(ods_run, target, src, n):
    ts = []
    for _ in range(n):
        r = run([ods_run, "--executor", f"--target={target}", "--mlir-timing", str(src), "-e", "noop"])
        ts.append(float(re.search(r"text to code ([0-9.]+) ms", r.stderr).group(1)))
    return statistics.median(ts)


def mlir_a64(src, work):
    """The MLIR + llc -O3 AArch64 compile, as one shell pipeline."""
    ll = work / "lat.ll"
    obj = work / "lat.o"
    opt = " ".join([str(MLIR_BIN / "mlir-opt"), str(src)] + PIPE)
    return ["bash", "-c",
            f"{opt} | {MLIR_BIN / 'mlir-translate'} --mlir-to-llvmir -o {ll} && "
            f"{MLIR_BIN / 'llc'} -O3 -mtriple=aarch64-linux-gnu -filetype=obj {ll} -o {obj}"]


def mlir_a64_instructions(src, work):
    """Instructions of mlir-opt (pipeline), mlir-translate and llc -O3 for
    AArch64 on src, summed (each run alone under callgrind)."""
    low = work / "ins.mlir"
    ll = work / "ins.ll"
    total = instructions([str(MLIR_BIN / "mlir-opt"), str(src)] + PIPE + ["-o", str(low)])
    total += instructions([str(MLIR_BIN / "mlir-translate"), "--mlir-to-llvmir", str(low), "-o", str(ll)])
    total += instructions([str(MLIR_BIN / "llc"), "-O3", "-mtriple=aarch64-linux-gnu", "-filetype=obj",
                           str(ll), "-o", str(work / "ins.o")])
    return total


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ods-run", default=None, help="ods-run binary (default: build `dist`)")
    ap.add_argument("--lat-runs", type=int, default=10)
    ap.add_argument("--no-latency", action="store_true")
    ap.add_argument("--no-throughput", action="store_true")
    ap.add_argument("--instructions", action="store_true")
    ap.add_argument("--show-loops", action="store_true")
    ap.add_argument("--filter", default="")
    a = ap.parse_args()
    if a.ods_run is None:
        run(["cargo", "build", "--profile", "dist", "-p", "ods-opt", "--bin", "ods-run"], cwd=ROOT)
        a.ods_run = str(ROOT / "target/dist/ods-run")
    out = ROOT / "bench/out/aarch64"
    out.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="aarch64-bench-"))
    report = [f"# AArch64 benchmark ({time.strftime('%Y-%m-%d %H:%M')}, `python3 bench/aarch64.py`)", ""]
    ok = True

    if not a.no_throughput:
        report += ["## Hot loops, llvm-mca cycles per source iteration (lower is better)", "",
                   "ours/LLVM is the ratio of cycles per source iteration (target: <= 1.0); "
                   "u = source iterations per iteration of our loop (bytes moved, ours/LLVM).", ""]
        hdr = "| kernel | cpu | LLVM cyc/it | ours cyc/it | u | ours/LLVM | cyc/element ours | FLOP/cycle ours (LLVM) | % of 32 peak |"
        report += [hdr, "|" + "---|" * (hdr.count("|") - 1)]
        ratios = {cpu: [] for cpu, _ in CPUS}
        code_cache, asm_cache = {}, {}
        for kern, (file, elems, flops) in KERNELS.items():
            if a.filter and a.filter not in kern:
                continue
            src = SHARED / "kernels" / file
            func = FUNC_NAME.get(kern, kern)
            if file not in code_cache:
                binf = work / f"{file}.bin"
                code_cache[file] = (binf, our_code(a.ods_run, src, binf))
            binf, ranges = code_cache[file]
            ours = our_loop(disassemble(binf, *ranges[func]))
            for cpu, attrs in CPUS:
                key = (file, cpu)
                if key not in asm_cache:
                    asm_cache[key] = llvm_asm(src, cpu, attrs, work)
                theirs = llvm_loop(asm_cache[key], func)
                if ours is None or theirs is None:
                    report.append(f"| {kern} | {cpu} | loop not found | | | | | | |")
                    ok = False
                    continue
                if a.show_loops and cpu == CPUS[0][0]:
                    print(f"== {kern} ours\n" + "\n".join(ours) + f"\n== {kern} LLVM ({cpu})\n"
                          + "\n".join(theirs), file=sys.stderr)
                bo, bl = bytes_moved(ours), bytes_moved(theirs)
                u = bo / bl if bl else float("nan")
                c_ours = mca(ours, cpu, work, f"ours.{kern}")
                c_llvm = mca(theirs, cpu, work, f"llvm.{kern}")
                per_src = c_ours / u
                ratio = per_src / c_llvm
                ratios[cpu].append(ratio)
                fl = (f"{flops / per_src:.1f} ({flops / c_llvm:.1f})" if flops else "—")
                pk = f"{100 * flops / per_src / PEAK:.0f}%" if flops else "—"
                whole = abs(u - round(u)) < 1e-9
                if not whole:
                    ok = False
                report.append(
                    f"| {kern} | {cpu} | {c_llvm:.2f} | {c_ours:.2f} | {u:g}{'' if whole else ' (!)'} | "
                    f"**{ratio:.3f}** | {per_src / elems:.3f} | {fl} | {pk} |")
        report.append("")
        for cpu, rs in ratios.items():
            if rs:
                report.append(f"{cpu}: ours/LLVM median {statistics.median(rs):.3f}, "
                              f"max {max(rs):.4f} over {len(rs)} kernels; "
                              f"{sum(r <= 1.0 for r in rs)} of {len(rs)} at or below 1.0.")
        report.append("")

    if not a.no_latency:
        triv = work / "trivial.mlir"
        triv.write_text(TRIVIAL)
        n = a.lat_runs
        noop = ["-e", "noop"]
        base = {t: median_wall([a.ods_run, "--executor", f"--target={t}", str(triv)] + noop, n)
                for t in ("x86_64", "aarch64")}
        base_mlir = median_wall(mlir_a64(triv, work), n)
        if a.instructions:
            base_ir = {t: instructions([a.ods_run, "--executor", f"--target={t}", str(triv)] + noop)
                       for t in ("x86_64", "aarch64")}
            base_mlir_ir = mlir_a64_instructions(triv, work)
        report += ["## Compile latency, text -> machine code (medians of %d runs)" % n, "",
                   "In process: `--mlir-timing`'s \"text to code\". Wall: `ods-run --executor` process "
                   "time minus a trivial module's (it includes starting the executor, under qemu for "
                   "AArch64, so it is not a compile time). MLIR: mlir-opt (pipeline) + mlir-translate + "
                   "llc -O3 -filetype=obj for aarch64, wall minus a trivial module's (tool start-up "
                   "excluded, as jit.sh does). Instructions: callgrind, each side minus its trivial "
                   "module's.", ""]
        hdr = ("| file | x86 in-process ms | AArch64 in-process ms | AArch64/x86 | x86 wall ms | AArch64 wall ms "
               "| MLIR+llc AArch64 wall ms | MLIR/ours (AArch64 in-process) |"
               + (" x86 instr | AArch64 instr | AArch64/x86 instr | MLIR+llc AArch64 instr | MLIR/ours instr |"
                  if a.instructions else ""))
        report += [hdr, "|" + "---|" * (hdr.count("|") - 1)]
        for file in sorted({f for f, _, _ in KERNELS.values()}):
            if a.filter and not any(a.filter in k for k, v in KERNELS.items() if v[0] == file):
                continue
            src = SHARED / "kernels" / file
            tin = {t: text_to_code(a.ods_run, t, src, n) for t in ("x86_64", "aarch64")}
            wall = {t: median_wall([a.ods_run, "--executor", f"--target={t}", str(src)] + noop, n) - base[t]
                    for t in ("x86_64", "aarch64")}
            w_mlir = median_wall(mlir_a64(src, work), n) - base_mlir
            row = (f"| {file} | {tin['x86_64']:.3f} | {tin['aarch64']:.3f} | "
                   f"**{tin['aarch64'] / tin['x86_64']:.2f}** | {wall['x86_64']:.2f} | {wall['aarch64']:.2f} | "
                   f"{w_mlir:.0f} | **{w_mlir / tin['aarch64']:.0f}x** |")
            if a.instructions:
                ins = {t: instructions([a.ods_run, "--executor", f"--target={t}", str(src)] + noop) - base_ir[t]
                       for t in ("x86_64", "aarch64")}
                m_ins = mlir_a64_instructions(src, work) - base_mlir_ir
                row += (f" {ins['x86_64']:,} | {ins['aarch64']:,} | **{ins['aarch64'] / ins['x86_64']:.2f}** |"
                        f" {m_ins:,} | **{m_ins / ins['aarch64']:.0f}x** |")
            report.append(row)
        report.append("")
    text = "\n".join(report)
    (out / "report.md").write_text(text + "\n")
    print(text)
    if not ok:
        sys.exit("some loops were not found or did not line up (see the report)")


if __name__ == "__main__":
    main()
