#!/bin/sh
# Records mlir-opt's output for every pass test here: NAME.mlir -> NAME.expected
# (the flags are on the file's first line, `// FLAGS: ...`).
# Files whose second line is `// RECORDED-BY: ods-opt ...` test our own
# passes (the vector lowerings, which mlir-opt has no equivalent flag for):
# their output is recorded from ods-opt and must be reviewed by hand.
set -e
MLIR_OPT=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
cd "$(dirname "$0")"
ODS_OPT=${ODS_OPT:-$(pwd)/../../target/release/ods-opt}
for f in *.mlir; do
  flags=$(head -1 "$f" | sed -n 's|^// FLAGS: ||p')
  tool=$MLIR_OPT
  if sed -n 2p "$f" | grep -q '^// RECORDED-BY: ods-opt'; then
    tool=$ODS_OPT
  fi
  "$tool" "$flags" "$f" > "${f%.mlir}.expected" 2>&1 || true
done
