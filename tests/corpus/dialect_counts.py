#!/usr/bin/env python3
"""Conformance counts restricted to chunks that use only some dialects.

The corpus manifest lists, for every chunk, the dialects it uses. This script
runs the shared corpus runner (custom + generic form for valid chunks,
expected diagnostics for invalid ones; whole chunks and the synthetic
per-op chunks) and counts, among the chunks whose dialects are all in
--dialects, how many pass and fail.

Usage: dialect_counts.py --opt target/release/ods-opt [--dialects builtin,func]
                         [--corpus DIR] [-v]
"""
import argparse
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--opt", required=True)
    ap.add_argument("--dialects", default="builtin,func")
    ap.add_argument("--corpus", default=os.path.join(HERE, "..", "..", "..", "shared", "mlir-tests"))
    ap.add_argument("-v", action="store_true", help="list the failing chunks")
    a = ap.parse_args()
    corpus = os.path.abspath(a.corpus)
    allowed = set(a.dialects.split(","))
    manifest = json.load(open(os.path.join(corpus, "manifest.json")))
    runner = os.path.join(corpus, "tools", "run_corpus.py")

    def selected(records):
        return {
            c["id"]: c
            for c in records
            if c.get("status") == "ok"
            and not c.get("other_dialects")
            and set(c.get("dialects", [])) <= allowed
        }

    total_fail = 0
    for mode, flags, records in [
        ("chunks", [], manifest["chunks"]),
        ("ops", ["--ops"], manifest["chunks"] + manifest.get("op_chunks", [])),
    ]:
        chosen = selected(records)
        p = subprocess.run(
            [sys.executable, runner, "--opt", a.opt, "-v", *flags],
            capture_output=True,
            text=True,
        )
        # A chunk fails if any of its checks (custom, generic, diagnostics) fails.
        failed = {}
        for line in p.stdout.splitlines():
            m = re.match(r"^(?:FAIL|FAILED)\s+(\S+)\s+-\s+(.*)", line)
            if m and m.group(1) in chosen:
                failed.setdefault(m.group(1), m.group(2))
        if mode == "ops":
            # The whole chunks were counted above; here only the per-op ones.
            chosen = {k: v for k, v in chosen.items() if "/ops/" in k}
            failed = {k: v for k, v in failed.items() if k in chosen}
        valid = [k for k, c in chosen.items() if c.get("kind") == "valid"]
        invalid = [k for k, c in chosen.items() if c.get("kind") != "valid"]
        vf = sum(1 for k in valid if k in failed)
        inf = sum(1 for k in invalid if k in failed)
        print(
            f"{mode}: {len(chosen) - len(failed)} passed, {len(failed)} failed "
            f"(valid: {len(valid) - vf}/{len(valid)} identical in custom and generic form; "
            f"invalid: {len(invalid) - inf}/{len(invalid)} with exactly the expected diagnostics)"
        )
        if a.v:
            for k in sorted(failed):
                print(f"  FAIL {k} - {failed[k][:200]}")
        total_fail += len(failed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
