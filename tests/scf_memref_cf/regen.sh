#!/usr/bin/env bash
# Records the expectations of tests/tests/scf_memref_cf.rs from the real
# mlir-opt (MLIR 22): for each round-trip file X.mlir, its custom form
# (X.custom.expected) and generic form (X.generic.expected); for each
# X_invalid.mlir, the diagnostics (X_invalid.expected, stderr); for
# each canonicalize*.mlir, the output of --canonicalize (canonicalize*.expected).
# The other runs use --allow-unregistered-dialect --split-input-file.
set -euo pipefail
cd "$(dirname "$0")"
MLIR_OPT=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
flags=(--allow-unregistered-dialect --split-input-file)
for f in scf cf memref; do
  "$MLIR_OPT" "${flags[@]}" "$f.mlir" > "$f.custom.expected"
  "$MLIR_OPT" "${flags[@]}" --mlir-print-op-generic "$f.mlir" > "$f.generic.expected"
done
# Canonicalization (no unregistered ops: plain --split-input-file).
for f in canonicalize*.mlir; do
  "$MLIR_OPT" --canonicalize --split-input-file "$f" > "${f%.mlir}.expected"
done
for f in scf_invalid cf_invalid memref_invalid; do
  if "$MLIR_OPT" "${flags[@]}" "$f.mlir" > /dev/null 2> "$f.expected"; then
    echo "$f.mlir: expected mlir-opt to fail" >&2
    exit 1
  fi
done
