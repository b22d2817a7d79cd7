#!/usr/bin/env python3
"""Conformance ratchet over the shared MLIR corpus (../shared/mlir-tests).

Checks every chunk of the corpus against ods-opt with our own checker
(corpus_check.py beside this script; the corpus's tools/run_corpus.py is not
used) in three modes, and compares the passing set with the committed list
passing.txt (lines `mode:chunk-id`):

  chunks        every chunk with status "ok" (valid: custom + generic form;
                invalid: the expected-* diagnostics)
  ops           the same plus the synthetic per-op chunks (op_chunks[])
  canonicalize  the pass-test chunks: OPT <pass_flags> vs NNN.canonicalized.mlir

Exit status: 0 all listed chunks pass; 1 a listed chunk regressed, a listed id
is not in the corpus (stale list) or the tool looks broken; 2 the check could
not run (tool, corpus, manifest or passing.txt missing; internal error).

Usage: ratchet.py --opt target/release/ods-opt [--corpus DIR] [--passing FILE]
                  [-j N] [--only SUBSTR] [--normalize-whitespace] [--update]
The corpus is --corpus, else $ODS_MLIR_TESTS, else ../shared/mlir-tests
relative to the repository root.
"""
import argparse
import os
import sys
import traceback

sys.dont_write_bytecode = True  # keep tests/corpus free of __pycache__
import corpus_check as cc  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
REPO_ROOT = os.path.dirname(os.path.dirname(HERE))
DEFAULT_CORPUS = os.path.join(REPO_ROOT, "..", "shared", "mlir-tests")
DEFAULT_PASSING = os.path.join(HERE, "passing.txt")
HEADER = (
    "# Corpus chunks that pass today (mode:chunk-id); CI fails if any stops passing.\n"
    "# Regenerate with: python3 tests/corpus/ratchet.py --opt target/release/ods-opt --update\n"
)
MAX_SHOWN = 50


def read_passing(path):
    try:
        with open(path, encoding="utf-8") as f:
            return {l.strip() for l in f if l.strip() and not l.startswith("#")}
    except FileNotFoundError:
        raise cc.SetupError("passing list not found: %s (create it with --update)" % path) from None
    except (OSError, UnicodeDecodeError) as e:
        raise cc.SetupError("cannot read passing list %s: %s" % (path, e)) from None


def parse_args(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--opt", required=True, help="the mlir-opt-like tool to check (target/release/ods-opt)")
    ap.add_argument("--corpus", help="corpus directory (default: $ODS_MLIR_TESTS, else ../shared/mlir-tests)")
    ap.add_argument("--passing", default=DEFAULT_PASSING, help="the committed list (default: %(default)s)")
    ap.add_argument("-j", "--jobs", type=int, default=cc.DEFAULT_JOBS, help="parallel checks (default: %(default)s)")
    ap.add_argument("--timeout", type=float, default=cc.DEFAULT_TIMEOUT,
                    help="seconds per tool run before it counts as hung (default: %(default)s)")
    ap.add_argument("--only", default="", metavar="SUBSTR",
                    help="check only ids (mode:chunk-id) containing SUBSTR; listed ids outside it are ignored")
    ap.add_argument("--normalize-whitespace", action="store_true",
                    help="compare valid chunks' custom/generic output modulo whitespace runs (default: byte for byte)")
    ap.add_argument("--update", action="store_true", help="rewrite the passing list with the current passing set")
    a = ap.parse_args(argv)
    if a.jobs < 1:
        ap.error("-j must be at least 1")
    if a.timeout <= 0:
        ap.error("--timeout must be positive")
    return a


def run(a):
    # Everything that can make the check meaningless is verified before any chunk runs.
    opt = cc.resolve_opt(a.opt)
    corpus, source = cc.resolve_corpus(a.corpus, DEFAULT_CORPUS)
    manifest = cc.load_manifest(corpus, source)
    if a.update and a.only:
        raise cc.SetupError("--update rewrites the whole list; it cannot be combined with --only")
    passing_path = os.path.abspath(a.passing)
    listed = set() if a.update and not os.path.exists(passing_path) else read_passing(passing_path)

    def in_scope(key):
        return a.only in key

    select = (lambda mode, cid: in_scope("%s:%s" % (mode, cid))) if a.only else None
    o = cc.Options(opt=opt, corpus=corpus, timeout=a.timeout, normalize_whitespace=a.normalize_whitespace)
    res = cc.check_corpus(o, manifest, cc.MODES, select, a.jobs)
    if not any(res.by_mode.values()):
        # Checking nothing must never look like success (e.g. a mistyped --only).
        raise cc.SetupError("no chunk to check in %s%s" % (
            corpus, " matching --only %r" % a.only if a.only else ""))

    verdicts = {}  # mode:id -> Verdict
    for mode in cc.MODES:
        vs = res.by_mode[mode]
        verdicts.update(("%s:%s" % (mode, i), v) for i, v in vs.items())
        print("%s: %d of %d chunks pass" % (mode, sum(v.ok for v in vs.values()), len(vs)))
    print("corpus: %s (%s); %d checks in %.1f s, %d workers%s" % (
        corpus, source, res.checks, res.seconds, a.jobs,
        ", whitespace-normalised" if a.normalize_whitespace else ""))

    passing = {k for k, v in verdicts.items() if v.ok}
    listed = {k for k in listed if in_scope(k)}
    # Listed ids the corpus does not have in that mode: the list is stale (or
    # the corpus changed), so "nothing regressed" would be a false green.
    stale = sorted(k for k in listed if k not in verdicts)
    regressed = sorted(k for k in listed if k in verdicts and not verdicts[k].ok)
    new = sorted(passing - listed)
    held = len(listed) - len(stale) - len(regressed)
    # Sanity floor: a tool that fails most of what it used to pass is broken
    # (wrong binary, crash on start-up), not a set of individual regressions.
    broken = bool(listed) and 2 * held < len(listed)
    print("ratchet: %d listed, %d pass now, %d newly passing, %d regressed"
          % (len(listed), len(passing), len(new), len(regressed)))
    # A broken tool regresses everything for one reason; a sample is enough.
    shown = regressed[:MAX_SHOWN] if broken else regressed
    for k in shown:
        print("REGRESSED %s - %s" % (k, verdicts[k].reason))
    if len(shown) < len(regressed):
        print("... and %d more REGRESSED" % (len(regressed) - len(shown)))
    for k in stale:
        print("STALE %s - listed in %s but not a checked chunk of the corpus" % (k, a.passing))
    for k in new[:MAX_SHOWN]:
        print("NEW %s" % k)
    if len(new) > MAX_SHOWN:
        print("... and %d more NEW" % (len(new) - MAX_SHOWN))

    if broken:
        print("ratchet: the tool looks broken: only %d of %d listed chunks pass (%s)" % (held, len(listed), opt))

    if a.update:
        if broken:
            print("ratchet: FAIL - not updating %s while the tool looks broken" % a.passing)
            return 1
        with open(passing_path, "w", encoding="utf-8") as f:
            f.write(HEADER)
            f.writelines(k + "\n" for k in sorted(passing))
        print("passing.txt updated: %d entries (%s)" % (len(passing), passing_path))
        return 0

    problems = []
    if regressed:
        problems.append("%d regressed" % len(regressed))
    if stale:
        problems.append("%d listed ids not in the corpus" % len(stale))
    if broken:
        problems.append("the tool looks broken")
    if problems:
        print("ratchet: FAIL - " + ", ".join(problems))
        return 1
    print("ratchet: OK - all %d listed chunks pass" % len(listed))
    return 0


def main(argv=None):
    a = parse_args(argv)
    try:
        return run(a)
    except cc.SetupError as e:
        print("ratchet: error: %s" % e, file=sys.stderr)
        return 2
    except cc.HarnessError as e:
        print("ratchet: internal error (checker bug): %s" % e, file=sys.stderr)
        return 2
    except Exception:  # a bug in the checker must not look like a verdict
        traceback.print_exc()
        print("ratchet: internal error (checker bug), see the traceback above", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
