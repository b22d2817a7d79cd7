#!/usr/bin/env python3
"""Conformance ratchet over ../shared/mlir-tests.

Runs the corpus runner (shared/mlir-tests/tools/run_corpus.py) against ods-opt
in each mode below, derives the set of chunk ids that pass, and compares it with
the committed list `passing.txt` beside this script:

  * a chunk listed in passing.txt that no longer passes -> failure (exit 1);
  * chunks that pass but are not listed are reported (run with --update to
    record them).

Usage: ratchet.py --opt target/release/ods-opt [--corpus DIR] [--update]
"""
import argparse
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
# (mode name, extra runner flags). Ids are recorded as "<mode>:<chunk id>".
MODES = [
    ("chunks", []),
    ("ops", ["--ops"]),
    ("canonicalize", ["--canonicalize"]),
]


def considered_ids(manifest, mode):
    """Chunk ids the runner checks in `mode` (it skips nothing by default)."""
    if mode == "canonicalize":
        return {c["id"] for c in manifest["chunks"] if c.get("canonicalized_path")
                and c.get("canonicalize_status", "ok") == "ok" and c.get("status") == "ok"}
    ids = {c["id"] for c in manifest["chunks"] if c.get("status") == "ok"}
    if mode == "ops":
        ids |= {c["id"] for c in manifest.get("op_chunks", []) if c.get("status") == "ok"}
    return ids


def run_mode(runner, opt, flags):
    cmd = [sys.executable, runner, "--opt", opt, "-v", *flags]
    p = subprocess.run(cmd, capture_output=True, text=True)
    fails = set()
    for line in p.stdout.splitlines():
        m = re.match(r"^(?:FAIL|FAILED)\s+(\S+)", line)
        if m:
            fails.add(m.group(1))
    summary = [l for l in p.stdout.splitlines() if re.search(r"\d+ passed, \d+ failed", l)]
    return fails, (summary[-1] if summary else "(no summary)")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--opt", required=True)
    ap.add_argument("--corpus", default=os.path.join(HERE, "..", "..", "..", "shared", "mlir-tests"))
    ap.add_argument("--update", action="store_true", help="rewrite passing.txt with the current passing set")
    a = ap.parse_args()
    corpus = os.path.abspath(a.corpus)
    runner = os.path.join(corpus, "tools", "run_corpus.py")
    if not os.path.exists(runner):
        print("SKIPPED ratchet: corpus not found at %s" % corpus)
        return 0
    manifest = json.load(open(os.path.join(corpus, "manifest.json")))
    opt = os.path.abspath(a.opt)
    passing = set()
    for mode, flags in MODES:
        fails, summary = run_mode(runner, opt, flags)
        ids = considered_ids(manifest, mode)
        ok = {i for i in ids if i not in fails}
        passing |= {"%s:%s" % (mode, i) for i in ok}
        print("%-13s %s (%d of %d chunks fully pass)" % (mode, summary, len(ok), len(ids)))
    listed_path = os.path.join(HERE, "passing.txt")
    listed = set()
    if os.path.exists(listed_path):
        listed = {l.strip() for l in open(listed_path) if l.strip() and not l.startswith("#")}
    regressed = sorted(listed - passing)
    new = sorted(passing - listed)
    if a.update:
        with open(listed_path, "w") as f:
            f.write("# Corpus chunks that pass today (mode:chunk-id); CI fails if any stops passing.\n")
            f.write("# Regenerate with: python3 tests/corpus/ratchet.py --opt target/release/ods-opt --update\n")
            for i in sorted(passing):
                f.write(i + "\n")
        print("passing.txt updated: %d entries" % len(passing))
        return 0
    print("ratchet: %d listed, %d pass now, %d newly passing, %d regressed" % (len(listed), len(passing), len(new), len(regressed)))
    for i in new[:50]:
        print("NEW  ", i)
    for i in regressed:
        print("REGRESSED", i)
    return 1 if regressed else 0


if __name__ == "__main__":
    sys.exit(main())
