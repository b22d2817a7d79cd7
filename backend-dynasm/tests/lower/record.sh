#!/usr/bin/env bash
# Records tests/lower/NAME.expected from MLIR 22's mlir-runner after the
# lowering pipeline of ../shared/bench/jit.sh (AVX2 only), without -O3: the
# test programs compute on constants, and LLVM's IR constant folder gives
# some of them other values than its code generator gives on data (it fuses
# f16/bf16 `fmuladd`, orders -0 below +0 in `maxnum`); the code generator's
# are what a kernel gets.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
B=${MLIR_BIN:-/usr/lib/llvm-22/bin}; L=${MLIR_LIB:-/usr/lib/llvm-22/lib}
for f in "$HERE"/*.mlir; do
  "$B/mlir-opt" "$f" --convert-vector-to-scf=full-unroll=true --lower-affine --convert-scf-to-cf \
    --expand-strided-metadata --lower-affine --convert-vector-to-llvm=vector-contract-lowering=outerproduct \
    --finalize-memref-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --convert-func-to-llvm \
    --convert-cf-to-llvm --convert-ub-to-llvm --reconcile-unrealized-casts -o /tmp/record-lower.mlir
  "$B/mlir-runner" /tmp/record-lower.mlir -e main -entry-point-result=void -mattr=-avx512f \
    -shared-libs="$L/libmlir_c_runner_utils.so,$L/libmlir_runner_utils.so" > "${f%.mlir}.expected"
done
