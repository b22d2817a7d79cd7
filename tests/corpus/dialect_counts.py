#!/usr/bin/env python3
"""Conformance counts restricted to chunks that use only some dialects.

The corpus manifest lists, for every chunk, the dialects it uses. This script
checks (with corpus_check.py, the same checker as ratchet.py: custom + generic
form for valid chunks, expected diagnostics for invalid ones; whole chunks and
the synthetic per-op chunks) the chunks whose dialects are all in --dialects,
and counts how many pass and fail.

Usage: dialect_counts.py --opt target/release/ods-opt [--dialects builtin,func]
                         [--corpus DIR] [-j N] [-v]
Exit status: 0 counts printed; 2 the tool or corpus is missing.
"""
import argparse
import os
import sys

sys.dont_write_bytecode = True  # keep tests/corpus free of __pycache__
import corpus_check as cc  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_CORPUS = os.path.join(HERE, "..", "..", "..", "shared", "mlir-tests")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--opt", required=True)
    ap.add_argument("--dialects", default="builtin,func")
    ap.add_argument("--corpus", help="corpus directory (default: $ODS_MLIR_TESTS, else ../shared/mlir-tests)")
    ap.add_argument("-j", "--jobs", type=int, default=cc.DEFAULT_JOBS)
    ap.add_argument("-v", action="store_true", help="list the failing chunks")
    a = ap.parse_args()
    allowed = set(a.dialects.split(","))
    try:
        opt = cc.resolve_opt(a.opt)
        corpus, source = cc.resolve_corpus(a.corpus, DEFAULT_CORPUS)
        manifest = cc.load_manifest(corpus, source)
    except cc.SetupError as e:
        print("dialect_counts: error: %s" % e, file=sys.stderr)
        return 2

    op_chunk_ids = {c.get("id") for c in manifest.get("op_chunks", [])}

    def selected(mode, cid, c):
        if mode == "ops" and cid not in op_chunk_ids:
            return False  # whole chunks are counted in the "chunks" line already
        return not c.get("other_dialects") and set(c.get("dialects", [])) <= allowed

    modes = ("chunks", "ops")
    records = {m: cc.considered(manifest, m) for m in modes}
    res = cc.check_corpus(cc.Options(opt=opt, corpus=corpus), manifest, modes,
                          lambda m, cid: selected(m, cid, records[m][cid]), a.jobs)
    for mode in modes:
        verdicts = res.by_mode[mode]
        failed = {k: v.reason for k, v in verdicts.items() if not v.ok}
        valid = [k for k in verdicts if records[mode][k].get("kind") == "valid"]
        invalid = [k for k in verdicts if records[mode][k].get("kind") != "valid"]
        vf = sum(1 for k in valid if k in failed)
        inf = sum(1 for k in invalid if k in failed)
        print(
            f"{mode}: {len(verdicts) - len(failed)} passed, {len(failed)} failed "
            f"(valid: {len(valid) - vf}/{len(valid)} identical in custom and generic form; "
            f"invalid: {len(invalid) - inf}/{len(invalid)} with exactly the expected diagnostics)"
        )
        if a.v:
            for k in sorted(failed):
                print(f"  FAIL {k} - {failed[k][:200]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
