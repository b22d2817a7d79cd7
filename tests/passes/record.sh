#!/bin/sh
# Records mlir-opt's output for every pass test here: NAME.mlir -> NAME.expected
# (the flags are on the file's first line, `// FLAGS: ...`).
set -e
MLIR_OPT=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
cd "$(dirname "$0")"
for f in *.mlir; do
  flags=$(head -1 "$f" | sed -n 's|^// FLAGS: ||p')
  "$MLIR_OPT" "$flags" "$f" > "${f%.mlir}.expected" 2>&1 || true
done
