"""Our own checker for the shared MLIR conformance corpus (../shared/mlir-tests).

Used as a library by ratchet.py and dialect_counts.py. It does not call the
corpus's own runner (tools/run_corpus.py): that one decodes tool output as
text, so one non-UTF-8 byte crashes it, and callers could not tell "nothing was
checked" from "everything passed". Here every check is a subprocess whose
output is kept as bytes, every failure mode of the tool (non-zero exit, signal,
timeout, garbage output) becomes a failing verdict with a reason, and every
chunk that is considered gets exactly one verdict.

The rules are the corpus README's ("How a project should use it" and "The
`expected-*` convention"):

  * valid chunk:   OPT [flags] CHUNK must exit 0 with stdout == NNN.expected.mlir,
                   and OPT [flags] --mlir-print-op-generic CHUNK must exit 0 with
                   stdout == NNN.generic.mlir (byte for byte unless asked to
                   compare whitespace-normalised text);
  * invalid chunk: OPT [flags] CHUNK (never with --verify-diagnostics) must print
                   exactly the diagnostics its expected-* annotations ask for and
                   exit with status 1 (mlir-opt's failure status);
  * pass test:     OPT <pass_flags> CHUNK must exit 0 with stdout byte-identical
                   to NNN.canonicalized.mlir.

Standard library only (Python 3.11).
"""
from __future__ import annotations

import concurrent.futures
import dataclasses
import json
import os
import re
import select
import signal
import subprocess
import tempfile
import time

# Defaults. A single run of a corpus chunk takes milliseconds; 30 s only
# catches a hung tool.
DEFAULT_TIMEOUT = 30.0
DEFAULT_JOBS = 2
# Output beyond this is not read back (a runaway tool must not exhaust memory).
MAX_OUTPUT = 64 << 20

MODES = ("chunks", "ops", "canonicalize")
# Which check a mode's verdict comes from. `chunks` and `ops` share the
# round-trip check of the ordinary chunks, so it runs once per chunk.
CHECK_OF_MODE = {"chunks": "roundtrip", "ops": "roundtrip", "canonicalize": "canonicalize"}


class SetupError(Exception):
    """The check cannot start (missing tool, corpus or manifest). Message is one line."""


class HarnessError(Exception):
    """The checker itself is inconsistent (a bug here, not in the tool)."""


@dataclasses.dataclass(frozen=True)
class Verdict:
    ok: bool
    reason: str = ""  # why it failed, one short line


@dataclasses.dataclass(frozen=True)
class Run:
    rc: int | None  # None: the tool did not finish (see `trouble`)
    stdout: bytes
    stderr: bytes
    trouble: str = ""  # timeout / could not start / output too large


# ---------------------------------------------------------------------------
# Locating and loading the corpus


def resolve_opt(opt: str) -> str:
    """Absolute path of the tool, or SetupError if it cannot be executed."""
    path = os.path.abspath(opt)
    if not os.path.exists(path):
        raise SetupError("--opt %s does not exist (build it: cargo build --release -p ods-opt)" % opt)
    if not os.path.isfile(path) or not os.access(path, os.X_OK):
        raise SetupError("--opt %s is not an executable file" % opt)
    return path


def resolve_corpus(arg: str | None, default: str) -> tuple[str, str]:
    """(directory, where the choice came from): --corpus, then $ODS_MLIR_TESTS, then `default`."""
    if arg:
        return os.path.abspath(arg), "--corpus"
    env = os.environ.get("ODS_MLIR_TESTS")
    if env:
        return os.path.abspath(env), "$ODS_MLIR_TESTS"
    return os.path.abspath(default), "default location"


def load_manifest(corpus: str, source: str = "") -> dict:
    where = " (%s)" % source if source else ""
    if not os.path.isdir(corpus):
        raise SetupError("corpus directory not found: %s%s" % (corpus, where))
    path = os.path.join(corpus, "manifest.json")
    if not os.path.isfile(path):
        raise SetupError("corpus manifest not found: %s%s" % (path, where))
    try:
        with open(path, "rb") as f:
            manifest = json.load(f)
    except (OSError, ValueError) as e:
        raise SetupError("cannot read %s: %s" % (path, e)) from None
    if not isinstance(manifest, dict) or not isinstance(manifest.get("chunks"), list):
        raise SetupError("%s has no chunks[] list" % path)
    return manifest


def considered(manifest: dict, mode: str) -> dict[str, dict]:
    """The records a mode checks, by chunk id (same selection as passing.txt has always used)."""
    chunks = [c for c in manifest["chunks"] if c.get("status") == "ok"]
    if mode == "chunks":
        records = chunks
    elif mode == "ops":
        records = chunks + [c for c in manifest.get("op_chunks", []) if c.get("status") == "ok"]
    elif mode == "canonicalize":
        records = [c for c in chunks
                   if c.get("canonicalized_path") and c.get("canonicalize_status", "ok") == "ok"]
    else:
        raise HarnessError("unknown mode %r" % mode)
    out: dict[str, dict] = {}
    for c in records:
        cid = c.get("id")
        if not isinstance(cid, str) or not isinstance(c.get("path"), str):
            raise SetupError("manifest record without id/path: %r" % str(c)[:120])
        if cid in out:
            # Two records with one id would share one verdict slot.
            raise SetupError("manifest lists chunk id %s twice" % cid)
        out[cid] = c
    return out


# ---------------------------------------------------------------------------
# Running the tool


def _wait(p: subprocess.Popen, timeout: float) -> int:
    """p.wait(timeout) without its polling loop (it sleeps up to 50 ms between
    checks, which tripled the run time); a pidfd becomes readable on exit."""
    try:
        pidfd = os.pidfd_open(p.pid)
    except (AttributeError, OSError):  # not Linux >= 5.3: fall back to polling
        return p.wait(timeout=timeout)
    try:
        ready, _, _ = select.select([pidfd], [], [], timeout)
    finally:
        os.close(pidfd)
    if not ready:
        raise subprocess.TimeoutExpired(p.args, timeout)
    return p.wait()


def run_tool(argv: list[str], timeout: float) -> Run:
    """Run argv with no stdin; stdout/stderr go to temporary files, read back as bytes.

    Files rather than pipes: a tool that leaves a child holding the pipe open
    cannot hang us, and we can refuse to read absurd amounts of output. The tool
    gets its own process group so a timeout kills everything it started.
    """
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        try:
            p = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=out, stderr=err,
                                 start_new_session=True)
        except OSError as e:
            return Run(None, b"", b"", "could not start the tool: %s" % e)
        trouble = ""
        try:
            rc = _wait(p, timeout)
        except subprocess.TimeoutExpired:
            rc, trouble = None, "timed out after %g s" % timeout
            # The tool is not reaped yet, so its group id is still its own.
            try:
                os.killpg(p.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            p.wait()
        outputs = []
        for f in (out, err):
            size = f.seek(0, os.SEEK_END)
            if size > MAX_OUTPUT:
                trouble = trouble or "printed %d bytes (more than %d)" % (size, MAX_OUTPUT)
                outputs.append(b"")
                continue
            f.seek(0)
            outputs.append(f.read())
        if trouble:
            rc = None
        return Run(rc, outputs[0], outputs[1], trouble)


def describe_status(rc: int) -> str:
    if rc < 0:
        try:
            name = signal.Signals(-rc).name
        except ValueError:
            name = "signal %d" % -rc
        return "killed by %s" % name
    return "exit status %d" % rc


def first_line(data: bytes) -> str:
    lines = data.decode("utf-8", "replace").strip().splitlines()
    return short(lines[0]) if lines else "(nothing on stderr)"


def short(text: str, n: int = 100) -> str:
    return repr(text if len(text) <= n else text[:n] + "...")


def run_failure(r: Run, what: str, want_rc: int = 0) -> str | None:
    """Reason the run itself failed (did not finish, crashed, wrong status), else None."""
    if r.rc is None:
        return "%s: %s" % (what, r.trouble)
    if r.rc != want_rc:
        return "%s: %s: %s" % (what, describe_status(r.rc), first_line(r.stderr))
    return None


# ---------------------------------------------------------------------------
# Comparing outputs


def _normalized(data: bytes) -> bytes:
    return b" ".join(data.split())


def compare(got: bytes, want: bytes, what: str, normalize: bool = False) -> str | None:
    """None if equal (byte for byte, or modulo whitespace runs when `normalize`), else why not."""
    if got == want or (normalize and _normalized(got) == _normalized(want)):
        return None
    g, w = got.split(b"\n"), want.split(b"\n")
    k = next((i for i, (x, y) in enumerate(zip(g, w)) if x != y), min(len(g), len(w)))

    def show(lines: list[bytes]) -> str:
        return short(lines[k].decode("utf-8", "replace"), 70) if k < len(lines) else "<end>"

    note = " (whitespace only)" if _normalized(got) == _normalized(want) else ""
    return "%s differs at line %d%s: got %s, want %s" % (what, k + 1, note, show(g), show(w))


# ---------------------------------------------------------------------------
# expected-* annotations and diagnostics

# The recognising regex of mlir-opt's SourceMgrDiagnosticVerifierHandler (README).
_EXPECT = re.compile(
    r"expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *\{\{(.*)\}\}$")
_KIND = r"(error|warning|note|remark)"
_LOCATED = re.compile(r"(\d+):(\d+): %s: (.*)$" % _KIND)
# mlir-opt prints unknown-location diagnostics as "<unknown>:0: error: ..."; a bare
# "error: ..." is accepted too (so a tool printing that form is still checked).
_UNLOCATED = re.compile(r"(?:<unknown>:0: )?%s: (.*)$" % _KIND)
# mlir-opt 22 checks annotations even without --verify-diagnostics and then
# reports its own verdict; those meta lines are not diagnostics of the input.
_META = re.compile(r'expected (error|warning|note|remark) ".*" was not produced$')
# Op dump attached to verifier errors unless --verify-diagnostics is given.
_OP_DUMP = re.compile(r"(loc\(.*\): )?see current operation:")


@dataclasses.dataclass
class Expectation:
    kind: str
    line: int | None  # None: @unknown
    text: str
    regex: re.Pattern | None
    where: int  # annotation's own line, for messages

    def accepts(self, d: "Diagnostic") -> bool:
        if d.kind != self.kind or d.line != self.line:
            return False
        if self.regex is not None:
            return self.regex.search(d.message) is not None
        return self.text in d.message


@dataclasses.dataclass
class Diagnostic:
    kind: str
    line: int | None
    message: str


def _mlir_regex(text: str) -> re.Pattern | None:
    """-re messages: literal text except {{...}} parts, which are regexes."""
    parts, pos = [], 0
    for m in re.finditer(r"\{\{(.*?)\}\}", text):
        parts.append(re.escape(text[pos:m.start()]))
        parts.append("(?:%s)" % m.group(1))
        pos = m.end()
    parts.append(re.escape(text[pos:]))
    try:
        return re.compile("".join(parts))
    except re.error:
        return None


def parse_expectations(source: str) -> list[Expectation]:
    lines = source.split("\n")
    exps: list[Expectation] = []
    below: list[Expectation] = []  # waiting for the next non-annotation line
    last_plain = 0  # last line without an annotation (for @above)
    for n, line in enumerate(lines, 1):
        m = _EXPECT.search(line.rstrip())
        if not m:
            for e in below:
                e.line = n
            below, last_plain = [], n
            continue
        kind, is_re, where, text = m.group(1), m.group(2), m.group(4), m.group(5)
        e = Expectation(kind, n, text, None, n)
        if is_re:
            # An uncompilable pattern can never match: the chunk fails on it.
            e.regex = _mlir_regex(text) or re.compile(r"(?!)")
        if where is None:
            pass
        elif where == "unknown":
            e.line = None
        elif where == "above":
            e.line = last_plain
        elif where == "below":
            e.line = len(lines)  # if nothing follows, as mlir-opt: the last line
            below.append(e)
        else:
            e.line = n + int(where)
        exps.append(e)
    return exps


def parse_diagnostics(stderr: str, path: str) -> list[Diagnostic]:
    """Diagnostics on stderr: `PATH:LINE:COL: kind: msg` for the chunk, or unknown-location ones.

    Lines that are neither (source excerpts, carets, op dumps) are not diagnostics.
    """
    prefix = path + ":"
    out = []
    for line in stderr.splitlines():
        if line.startswith(prefix):
            m = _LOCATED.match(line, len(prefix))
            if not m:
                continue
            d = Diagnostic(m.group(3), int(m.group(1)), m.group(4))
        else:
            m = _UNLOCATED.match(line)
            if not m:
                continue
            d = Diagnostic(m.group(1), None, m.group(2))
        if d.kind == "error" and _META.match(d.message):
            continue
        if d.kind == "note" and _OP_DUMP.match(d.message):
            continue
        out.append(d)
    return out


def match_diagnostics(exps: list[Expectation], diags: list[Diagnostic]) -> tuple[list[int], list[int]]:
    """(unmatched expectation indices, unmatched diagnostic indices) of a maximum matching.

    Each expectation needs its own diagnostic and each diagnostic must be
    expected. A maximum bipartite matching (augmenting paths) makes the verdict
    independent of the order annotations and diagnostics come in.
    """
    cands = [[j for j, d in enumerate(diags) if e.accepts(d)] for e in exps]
    owner: list[int | None] = [None] * len(diags)

    def augment(i: int, seen: set[int]) -> bool:
        for j in cands[i]:
            if j not in seen:
                seen.add(j)
                if owner[j] is None or augment(owner[j], seen):
                    owner[j] = i
                    return True
        return False

    missing = [i for i in range(len(exps)) if not augment(i, set())]
    extra = [j for j, o in enumerate(owner) if o is None]
    return missing, extra


def _at(line: int | None) -> str:
    return "unknown location" if line is None else "line %d" % line


def diagnostics_problem(exps: list[Expectation], diags: list[Diagnostic]) -> str | None:
    missing, extra = match_diagnostics(exps, diags)
    if missing:
        e = exps[missing[0]]
        said = [d for d in diags if d.line == e.line]
        tail = "; tool said %s: %s" % (said[0].kind, short(said[0].message, 80)) if said else \
            ("; no diagnostics at all" if not diags else "")
        return "expected %s at %s not produced: {{%s}}%s" % (e.kind, _at(e.line), e.text[:80], tail)
    if extra:
        d = diags[extra[0]]
        return "unexpected %s at %s: %s" % (d.kind, _at(d.line), short(d.message, 80))
    return None


# ---------------------------------------------------------------------------
# The checks


@dataclasses.dataclass(frozen=True)
class Options:
    opt: str
    corpus: str
    timeout: float = DEFAULT_TIMEOUT
    normalize_whitespace: bool = False  # valid chunks' custom/generic forms only


def _read(corpus: str, rel: str) -> bytes:
    with open(os.path.join(corpus, rel), "rb") as f:
        return f.read()


def check_roundtrip(o: Options, c: dict) -> Verdict:
    path = os.path.join(o.corpus, c["path"])
    # The diagnostics are checked here, not by the tool's own verifier.
    flags = [f for f in c.get("flags", []) if f != "--verify-diagnostics"]
    if c.get("kind") == "valid":
        stem = c["path"][: -len(".mlir")]
        for what, extra, suffix in (("custom form", [], ".expected.mlir"),
                                    ("generic form", ["--mlir-print-op-generic"], ".generic.mlir")):
            want = _read(o.corpus, stem + suffix)
            r = run_tool([o.opt, *flags, *extra, path], o.timeout)
            why = run_failure(r, what) or compare(r.stdout, want, what, o.normalize_whitespace)
            if why:
                return Verdict(False, why)
        return Verdict(True)
    if c.get("kind") == "invalid":
        exps = parse_expectations(_read(o.corpus, c["path"]).decode("utf-8", "replace"))
        want_rc = 1 if any(e.kind == "error" for e in exps) else 0
        r = run_tool([o.opt, *flags, path], o.timeout)
        if r.rc is None or r.rc < 0:
            return Verdict(False, run_failure(r, "diagnostics"))
        diags = parse_diagnostics(r.stderr.decode("utf-8", "replace"), path)
        why = diagnostics_problem(exps, diags)
        if why and not diags and r.stderr.strip():
            why += " (stderr: %s)" % first_line(r.stderr)  # what it printed instead
        if why is None and r.rc != want_rc:
            why = "%s, want exit status %d" % (describe_status(r.rc), want_rc)
        return Verdict(why is None, why or "")
    return Verdict(False, "manifest kind %r is neither valid nor invalid" % c.get("kind"))


def check_canonicalize(o: Options, c: dict) -> Verdict:
    path = os.path.join(o.corpus, c["path"])
    want = _read(o.corpus, c["canonicalized_path"])
    r = run_tool([o.opt, *c["pass_flags"], path], o.timeout)
    # Pass output is compared byte for byte always (the README's rule for pass tests).
    why = run_failure(r, "canonicalize") or compare(r.stdout, want, "canonicalized output")
    return Verdict(why is None, why or "")


CHECKS = {"roundtrip": check_roundtrip, "canonicalize": check_canonicalize}


def _check_one(o: Options, check: str, c: dict) -> Verdict:
    try:
        return CHECKS[check](o, c)
    except OSError as e:
        # A corpus file that cannot be read fails that chunk, not the whole run.
        return Verdict(False, "cannot read corpus file: %s" % e)


@dataclasses.dataclass
class Results:
    # mode -> chunk id -> verdict, for every considered (and selected) chunk
    by_mode: dict[str, dict[str, Verdict]]
    checks: int  # checks executed (a valid chunk's check is two tool runs)
    seconds: float


def check_corpus(o: Options, manifest: dict, modes=MODES, select=None, jobs: int = DEFAULT_JOBS) -> Results:
    """Check every chunk that `modes` consider and `select(mode, id)` keeps."""
    wanted: dict[str, list[str]] = {}
    tasks: dict[tuple[str, str], dict] = {}
    for mode in modes:
        recs = considered(manifest, mode)
        ids = [i for i in recs if select is None or select(mode, i)]
        wanted[mode] = ids
        for i in ids:
            tasks[(CHECK_OF_MODE[mode], i)] = recs[i]
    start = time.monotonic()
    verdicts: dict[tuple[str, str], Verdict] = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        futures = {pool.submit(_check_one, o, key[0], rec): key for key, rec in tasks.items()}
        for fut in concurrent.futures.as_completed(futures):
            key = futures[fut]
            v = fut.result()  # anything but OSError is a bug here and propagates
            if key in verdicts or not isinstance(v, Verdict):
                raise HarnessError("bad or duplicate verdict for %s:%s" % key)
            verdicts[key] = v
    # Every considered chunk gets exactly one verdict, or the run is not trustworthy.
    if set(verdicts) != set(tasks):
        raise HarnessError("%d checks scheduled, %d verdicts" % (len(tasks), len(verdicts)))
    by_mode = {}
    for mode, ids in wanted.items():
        by_mode[mode] = {i: verdicts[(CHECK_OF_MODE[mode], i)] for i in ids}
        if len(by_mode[mode]) != len(ids):
            raise HarnessError("mode %s: %d chunks, %d verdicts" % (mode, len(ids), len(by_mode[mode])))
    return Results(by_mode, len(tasks), time.monotonic() - start)
