#!/usr/bin/env python3
"""IR throughput of ods-opt against mlir-opt, same machine, same run.

    python3 bench/ir_throughput.py [--ops 1000000] [--runs 5] [--work DIR]

Input: ../shared/bench/gen_ir.py makes custom-form builtin/func/arith/vector
IR with N ops; mlir-opt converts it to the generic form once. Each run is
parse + verify + print of that generic file, single-threaded:

    mlir-opt F --mlir-print-op-generic --mlir-disable-threading -o /dev/null
    ods-opt  F --mlir-print-op-generic --allow-unregistered-dialect -o /dev/null

(ods-opt does not define vector yet, so it reads it as unregistered ops: the
same generic text.) Runs alternate between the two tools so both see
the same machine noise. Wall time is time.perf_counter around the child,
peak RSS is ru_maxrss from wait4. Reported: median [min-max] of each tool and
the ratios of the medians. Before timing, the outputs are checked to be
byte-identical.
"""
import argparse
import hashlib
import json
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MLIR_OPT = os.environ.get("MLIR_OPT", "/usr/lib/llvm-22/bin/mlir-opt")
GEN_IR = os.environ.get("GEN_IR", os.path.join(ROOT, "..", "shared", "bench", "gen_ir.py"))
ODS_OPT = os.path.join(ROOT, "target", "release", "ods-opt")


def run(cmd, stdout=subprocess.DEVNULL):
    t0 = time.perf_counter()
    p = subprocess.Popen(cmd, stdout=stdout, stderr=subprocess.PIPE)
    err = p.stderr.read()
    _, status, ru = os.wait4(p.pid, 0)
    wall = time.perf_counter() - t0
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit("failed: %s\n%s" % (" ".join(cmd), err.decode(errors="replace")[-2000:]))
    return wall, ru.ru_maxrss / 1024.0


def summary(xs):
    return {"median": statistics.median(xs), "min": min(xs), "max": max(xs)}


def fmt(s, unit):
    return "%.3f %s [%.3f-%.3f]" % (s["median"], unit, s["min"], s["max"])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ops", type=int, default=1000000)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--work", default=os.path.join(ROOT, "target", "bench"))
    ap.add_argument("--json", default="")
    a = ap.parse_args()
    os.makedirs(a.work, exist_ok=True)
    for tool in (MLIR_OPT, GEN_IR):
        if not os.path.exists(tool):
            sys.exit("missing %s" % tool)
    subprocess.run(["cargo", "build", "--release", "-q", "-p", "ods-opt"], cwd=ROOT, check=True)

    custom = os.path.join(a.work, "ir_%d.mlir" % a.ops)
    generic = os.path.join(a.work, "ir_%d.generic.mlir" % a.ops)
    if not os.path.exists(custom):
        subprocess.run([sys.executable, GEN_IR, "--ops", str(a.ops), "-o", custom], check=True,
                       stderr=subprocess.DEVNULL)
    if not os.path.exists(generic):
        subprocess.run([MLIR_OPT, custom, "--mlir-print-op-generic", "-o", generic], check=True)
    size = os.path.getsize(generic)

    mlir_cmd = [MLIR_OPT, generic, "--mlir-print-op-generic", "--mlir-disable-threading"]
    ods_cmd = [ODS_OPT, generic, "--mlir-print-op-generic", "--allow-unregistered-dialect"]

    # Same output, byte for byte. Only digests are kept: this process's own
    # memory would otherwise inflate the children's ru_maxrss (a forked
    # child counts its parent's pages until it execs).
    digests = []
    for i, cmd in enumerate((mlir_cmd, ods_cmd)):
        path = os.path.join(a.work, "out_%d.mlir" % i)
        run(cmd + ["-o", path])
        h = hashlib.sha256()
        with open(path, "rb") as f:
            for block in iter(lambda: f.read(1 << 20), b""):
                h.update(block)
        digests.append((h.hexdigest(), os.path.getsize(path)))
        os.remove(path)
    if digests[0] != digests[1]:
        sys.exit("outputs differ: ods-opt does not print what mlir-opt prints")

    print("# input: %s, %d ops requested, %.1f MB generic text" % (generic, a.ops, size / 1e6))
    print("# outputs identical (%d bytes, sha256 %s...); %d runs each, alternating, 1 warm-up each"
          % (digests[0][1], digests[0][0][:16], a.runs))
    run(mlir_cmd + ["-o", os.devnull])
    run(ods_cmd + ["-o", os.devnull])
    t = {"mlir-opt": [], "ods-opt": []}
    m = {"mlir-opt": [], "ods-opt": []}
    for _ in range(a.runs):
        for name, cmd in (("mlir-opt", mlir_cmd), ("ods-opt", ods_cmd)):
            w, r = run(cmd + ["-o", os.devnull])
            t[name].append(w)
            m[name].append(r)
    res = {}
    for name in t:
        res[name] = {"wall_s": summary(t[name]), "peak_rss_mib": summary(m[name])}
        print("%-9s wall %s   peak RSS %s" % (name, fmt(res[name]["wall_s"], "s"),
                                              fmt(res[name]["peak_rss_mib"], "MiB")))
    speed = res["mlir-opt"]["wall_s"]["median"] / res["ods-opt"]["wall_s"]["median"]
    mem = res["ods-opt"]["peak_rss_mib"]["median"] / res["mlir-opt"]["peak_rss_mib"]["median"]
    print("speed-up (median wall, mlir-opt / ods-opt): %.2fx  (target >= 3x)" % speed)
    print("peak RSS (median, ods-opt / mlir-opt): %.3f  (target <= 0.333)" % mem)
    res.update({"ops": a.ops, "bytes": size, "runs": a.runs, "speedup": speed, "rss_ratio": mem})
    if a.json:
        with open(a.json, "w") as f:
            json.dump(res, f, indent=1)


if __name__ == "__main__":
    main()
