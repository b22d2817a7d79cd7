#!/usr/bin/env bash
# Build cost of a generated 100-op `ods::op!` dialect (bench/ods100/crate)
# against the same dialect with 10 ops (bench/ods100/crate10): clean build
# time of the dialect crate alone, `cargo llvm-lines`, expanded code size and
# object size, per op. See bench/ods100/RESULTS.md for a recorded run.
#
#   bench/ods100/measure.sh            # RUNS=3 builds per configuration
#   RUNS=5 bench/ods100/measure.sh
#   STEPS="llvm expand" bench/ods100/measure.sh   # a subset of: time size llvm expand
#
# Needs `cargo llvm-lines` (`cargo install cargo-llvm-lines`); its part is
# skipped otherwise. The expanded-code size uses `cargo expand` when it is
# installed, else `rustc -Zunpretty=expanded` through RUSTC_BOOTSTRAP=1
# (stable toolchains refuse -Z flags otherwise); EXPAND=0 skips it.
#
# Everything is built in bench/ods100/target (not the workspace target), and
# the report goes to stdout and bench/ods100/target/report.txt.
set -euo pipefail

HERE=$(cd "$(dirname "$0")" && pwd)
RUNS=${RUNS:-3}
EXPAND=${EXPAND:-1}
STEPS=" ${STEPS:-time size llvm expand} "
step() { [[ "$STEPS" == *" $1 "* ]]; }
export CARGO_TARGET_DIR="$HERE/target"
export CARGO_TERM_COLOR=never
mkdir -p "$CARGO_TARGET_DIR"
REPORT="$CARGO_TARGET_DIR/report.txt"
: >"$REPORT"
say() { echo "$@" | tee -a "$REPORT"; }

# name:dir:ops
CRATES=("ods100:$HERE/crate:100" "ods10:$HERE/crate10:10")
for c in "${CRATES[@]}"; do
    IFS=: read -r name dir ops <<<"$c"
    if [ ! -f "$dir/src/lib.rs" ]; then
        python3 "$HERE/gen.py" --ops "$ops" --name "$name" --out "$dir"
    fi
done

say "== machine"
say "nproc: $(nproc)"
say "cpu: $(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2- | sed 's/^ //')"
say "rustc: $(rustc -V)"
say "cargo: $(cargo -V)"
say "ods: $(git -C "$HERE" rev-parse --short HEAD 2>/dev/null || echo '?')$(git -C "$HERE" diff --quiet HEAD -- ../../ods ../../ods-macros 2>/dev/null || echo ' (+ uncommitted changes in ods/ or ods-macros/)')"
say

median() { sort -n | awk '{a[NR]=$1} END {if (NR%2) print a[(NR+1)/2]; else printf "%.2f\n", (a[NR/2]+a[NR/2+1])/2}'; }

# time_builds NAME DIR LABEL CARGO-ARGS...: RUNS clean builds of the crate
# alone (its dependencies are built first and stay fresh).
time_builds() {
    local name=$1 dir=$2 label=$3
    shift 3
    local profile_args=()
    if [[ " $* " == *" --release "* ]]; then profile_args=(--release); fi
    cargo "$@" --manifest-path "$dir/Cargo.toml" -q 2>/dev/null ||
        cargo "$@" --manifest-path "$dir/Cargo.toml"
    local times=()
    for _ in $(seq "$RUNS"); do
        cargo clean -q -p "$name" "${profile_args[@]}" --manifest-path "$dir/Cargo.toml"
        local t0 t1
        t0=$(date +%s.%N)
        cargo "$@" --manifest-path "$dir/Cargo.toml" -q
        t1=$(date +%s.%N)
        times+=("$(awk -v a="$t0" -v b="$t1" 'BEGIN {printf "%.3f", b - a}')")
    done
    local med
    med=$(printf '%s\n' "${times[@]}" | median)
    say "$(printf '%-8s %-22s median %6.2fs   runs: %s' "$name" "$label" "$med" "$(printf '%.2f ' "${times[@]}")")"
    echo "$name $label $med" >>"$CARGO_TARGET_DIR/times.txt"
}

if step time; then
say "== clean build of the dialect crate alone (wall clock, median of $RUNS)"
: >"$CARGO_TARGET_DIR/times.txt"
for c in "${CRATES[@]}"; do
    IFS=: read -r name dir ops <<<"$c"
    time_builds "$name" "$dir" "check (debug)" check
    time_builds "$name" "$dir" "build (debug)" build
    time_builds "$name" "$dir" "build (release)" build --release
done
python3 - "$CARGO_TARGET_DIR/times.txt" <<'EOF' | tee -a "$REPORT"
import sys
t = {}
for line in open(sys.argv[1]):
    name, *label, med = line.split()
    t[(name, " ".join(label))] = float(med)
for label in sorted({l for _, l in t}):
    a, b = t.get(("ods100", label)), t.get(("ods10", label))
    if a is not None and b is not None:
        print(f"per op ({label}): {(a - b) / 90 * 1000:.1f} ms  [(t100 - t10) / 90]")
EOF
say
fi

# Object size of the release rlib.
if step size; then
for c in "${CRATES[@]}"; do
    IFS=: read -r name dir ops <<<"$c"
    cargo build -q --release --manifest-path "$dir/Cargo.toml"
done
say "== release object code (size -t of the rlib's objects)"
for c in "${CRATES[@]}"; do
    IFS=: read -r name dir ops <<<"$c"
    rlib=$(ls -t "$CARGO_TARGET_DIR"/release/deps/lib"$name"-*.rlib | head -1)
    if command -v size >/dev/null; then
        tot=$(size -t "$rlib" 2>/dev/null | tail -1)
        say "$(printf '%-8s text %8s  data %8s  bss %6s  rlib %8s bytes' "$name" \
            "$(echo "$tot" | awk '{print $1}')" "$(echo "$tot" | awk '{print $2}')" \
            "$(echo "$tot" | awk '{print $3}')" "$(stat -c %s "$rlib")")"
        echo "$name $(echo "$tot" | awk '{print $1, $2}') $(stat -c %s "$rlib")" >>"$CARGO_TARGET_DIR/size.txt.$$"
    else
        say "$(printf '%-8s rlib %8s bytes' "$name" "$(stat -c %s "$rlib")")"
    fi
done
if [ -f "$CARGO_TARGET_DIR/size.txt.$$" ]; then
    python3 - "$CARGO_TARGET_DIR/size.txt.$$" <<'EOF' | tee -a "$REPORT"
import sys
r = {l.split()[0]: list(map(int, l.split()[1:])) for l in open(sys.argv[1])}
a, b = r["ods100"], r["ods10"]
print(f"per op: text {(a[0]-b[0])/90:.0f} B, data {(a[1]-b[1])/90:.0f} B, rlib {(a[2]-b[2])/90:.0f} B")
EOF
    rm -f "$CARGO_TARGET_DIR/size.txt.$$"
fi
say
fi

# Aggregates a `cargo llvm-lines` table: totals, the top functions, and the
# functions grouped with the op's name erased (`<Op>`), which is what shows
# per-op code.
LLVM_SUMMARY=$(
    cat <<'EOF'
import re, sys
path, top = sys.argv[1], int(sys.argv[2])
rows = []
total = None
for line in open(path):
    m = re.match(r"\s*(\d+)\s+(?:\([^)]*%\)\s+)?(\d+)\s+(?:\([^)]*%\)\s+)?(.*)$", line)
    if not m:
        continue
    lines, copies, name = int(m.group(1)), int(m.group(2)), m.group(3).strip()
    if name == "(TOTAL)":
        total = (lines, copies)
    else:
        rows.append((lines, copies, name))
print(f"total: {total[0]} lines, {total[1]} copies")
print(f"top {top} functions:")
for l, c, n in rows[:top]:
    print(f"  {l:7} {c:5}  {n}")
groups = {}
op = re.compile(r"\b(ods\d+::(?:uses::)?)?[A-Z][A-Za-z]*\d+Op(Builder)?\b")
for l, c, n in rows:
    k = op.sub(lambda m: (m.group(1) or "") + "<Op>" + (m.group(2) or ""), n)
    k = re.sub(r"__ods100_|__ods10_", "__", k)
    g = groups.setdefault(k, [0, 0])
    g[0] += l
    g[1] += c
print(f"top {top} after erasing op names (<Op>):")
for k, (l, c) in sorted(groups.items(), key=lambda kv: -kv[1][0])[:top]:
    print(f"  {l:7} {c:5}  {k}")
def category(k):
    if re.search(r"<Op>::build(_with_result_types)?$", k):
        return "positional builders (<Op>::build*)"
    if "<Op>Builder" in k:
        return "typestate builders (<Op>Builder::*, incl. drop glue)"
    if re.search(r"::<Op>::", k) and "uses::" not in k:
        return "accessors and other <Op> methods"
    if k.startswith("ods1") and "<Op>" not in k:
        return "other functions of the dialect crate (register, uses, ...)"
    return "instantiations of generic code from ods/std"
cats = {}
for k, (l, c) in groups.items():
    g = cats.setdefault(category(k), [0, 0])
    g[0] += l
    g[1] += c
print("by category:")
for k, (l, c) in sorted(cats.items(), key=lambda kv: -kv[1][0]):
    print(f"  {l:7} {c:5}  {k}")
EOF
)

if ! step llvm; then
    :
elif cargo llvm-lines --version >/dev/null 2>&1; then
    for feat in "" "uses"; do
        if [ -z "$feat" ]; then
            say "== cargo llvm-lines --release --lib (the dialect crate as compiled on its own)"
        else
            say "== cargo llvm-lines --release --lib --features uses (plus one use of every builder and accessor)"
        fi
        for c in "${CRATES[@]}"; do
            IFS=: read -r name dir ops <<<"$c"
            out="$CARGO_TARGET_DIR/llvm-lines-$name${feat:+-$feat}.txt"
            cargo llvm-lines --release --lib -q --manifest-path "$dir/Cargo.toml" \
                ${feat:+--features "$feat"} >"$out" 2>/dev/null
            say "-- $name ($ops ops)${feat:+ +uses}  [$out]"
            python3 -c "$LLVM_SUMMARY" "$out" 15 | tee -a "$REPORT"
        done
        a=$(awk '/\(TOTAL\)/ {print $1, $2}' "$CARGO_TARGET_DIR/llvm-lines-ods100${feat:+-$feat}.txt")
        b=$(awk '/\(TOTAL\)/ {print $1, $2}' "$CARGO_TARGET_DIR/llvm-lines-ods10${feat:+-$feat}.txt")
        say "$(python3 -c "a='$a'.split(); b='$b'.split(); print(f'per op: {(int(a[0])-int(b[0]))/90:.0f} lines, {(int(a[1])-int(b[1]))/90:.1f} copies  [(100 ops - 10 ops) / 90]')")"
        say
    done
else
    say "== cargo llvm-lines: not installed (cargo install cargo-llvm-lines); skipped"
    say
fi

# Generated code size: the expansion of the `op!` invocations.
if [ "$EXPAND" != 0 ] && step expand; then
    say "== expanded source (rustfmt'ed)"
    for c in "${CRATES[@]}"; do
        IFS=: read -r name dir ops <<<"$c"
        out="$CARGO_TARGET_DIR/expanded-$name.rs"
        if cargo expand --version >/dev/null 2>&1; then
            (cd "$dir" && cargo expand --lib -q >"$out" 2>/dev/null)
        else
            touch "$dir/src/lib.rs" # else a fresh check artifact prints nothing
            RUSTC_BOOTSTRAP=1 cargo rustc --lib -q --manifest-path "$dir/Cargo.toml" \
                --profile=check -- -Zunpretty=expanded >"$out" 2>/dev/null
        fi
        rustfmt --edition 2021 "$out" 2>/dev/null || true
        src=$(wc -l <"$dir/src/lib.rs")
        say "$(printf '%-8s source %6d lines  expanded %7d lines  %8d bytes' "$name" "$src" "$(wc -l <"$out")" "$(wc -c <"$out")")"
        echo "$name $src $(wc -l <"$out") $(wc -c <"$out")" >>"$CARGO_TARGET_DIR/expand.txt.$$"
    done
    python3 - "$CARGO_TARGET_DIR/expand.txt.$$" <<'EOF' | tee -a "$REPORT"
import sys
r = {l.split()[0]: list(map(int, l.split()[1:])) for l in open(sys.argv[1])}
a, b = r["ods100"], r["ods10"]
print(f"per op: source {(a[0]-b[0])/90:.0f} lines -> expanded {(a[1]-b[1])/90:.0f} lines, {(a[2]-b[2])/90:.0f} bytes")
EOF
    rm -f "$CARGO_TARGET_DIR/expand.txt.$$"
fi
