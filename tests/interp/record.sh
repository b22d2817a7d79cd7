#!/bin/sh
# Records what mlir-runner (MLIR 22) prints for every program here, after
# the lowering pipeline of ../shared/bench/jit.sh: NAME.mlir -> NAME.expected
# (AVX2 code: -mattr=-avx512f, as the JIT; tests/tests/recorded_expectations.rs
# re-checks the recordings against mlir-runner).
set -e
BIN=${MLIR_BIN:-/usr/lib/llvm-22/bin}
LIB=${MLIR_LIB:-/usr/lib/llvm-22/lib}
cd "$(dirname "$0")"
for f in *.mlir; do
  "$BIN/mlir-opt" "$f" --convert-vector-to-scf=full-unroll=true --lower-affine --convert-scf-to-cf \
    --expand-strided-metadata --lower-affine --convert-vector-to-llvm=vector-contract-lowering=outerproduct \
    --finalize-memref-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --convert-func-to-llvm \
    --convert-cf-to-llvm --convert-ub-to-llvm --reconcile-unrealized-casts \
  | "$BIN/mlir-runner" -e main -entry-point-result=void -mattr=-avx512f \
      -shared-libs="$LIB/libmlir_c_runner_utils.so,$LIB/libmlir_runner_utils.so" > "${f%.mlir}.expected"
done
