#!/usr/bin/env bash
# Builds a profile-guided `ods-run` (the `dist` profile plus PGO) into
# target/pgo/dist/ods-run:
#   1. an instrumented `dist` build (-Cprofile-generate) in target/pgo-gen;
#   2. training runs on the project's own test programs (the lowering
#      tests, the lane-by-lane tests, the bundled example; none of the
#      benchmark kernels of ../shared/bench), JIT-compiled and run;
#   3. llvm-profdata (rustup's llvm-tools, the LLVM rustc is built with)
#      merges the profiles, and a `dist` build with -Cprofile-use reads them.
# Used by `python3 bench/jit.py --pgo`; the tests and CI use the plain build.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
sysroot=$(rustc --print sysroot)
host=$(rustc -vV | sed -n 's/^host: //p')
profdata="$sysroot/lib/rustlib/$host/bin/llvm-profdata"
if [ ! -x "$profdata" ]; then
  rustup component add llvm-tools >&2
fi
raw="$root/target/pgo-gen/profiles"
rm -rf "$raw" && mkdir -p "$raw"
RUSTFLAGS="-Cprofile-generate=$raw" \
  cargo build --profile dist -p ods-opt --bin ods-run --target-dir target/pgo-gen >&2
gen="$root/target/pgo-gen/dist/ods-run"
for f in examples/saxpy.mlir backend-dynasm/tests/lower/*.mlir backend-dynasm/tests/lanewise/*.mlir; do
  for _ in 1 2 3; do
    "$gen" "$f" -e main -entry-point-result=void >/dev/null
  done
done
"$profdata" merge -o "$raw/merged.profdata" "$raw"
RUSTFLAGS="-Cprofile-use=$raw/merged.profdata -Cllvm-args=-pgo-warn-missing-function=false" \
  cargo build --profile dist -p ods-opt --bin ods-run --target-dir target/pgo >&2
echo "$root/target/pgo/dist/ods-run"
