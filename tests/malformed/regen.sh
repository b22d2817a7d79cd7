#!/bin/sh
# Regenerates every `<case>.expected` from the real mlir-opt (the oracle).
# The flags of a case are on its `// flags:` header line. Run from anywhere;
# mlir-opt is invoked with the bare file name so diagnostics say `<case>.mlir:L:C`.
set -u
MLIR_OPT=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
cd "$(dirname "$0")" || exit 1
for f in *.mlir; do
  flags=$(grep -a -m1 '^// flags:' "$f" | sed 's#^// flags:##')
  # shellcheck disable=SC2086
  "$MLIR_OPT" $flags "$f" >/dev/null 2>"${f%.mlir}.expected"
  rc=$?
  [ "$rc" = 1 ] || echo "warning: $f: mlir-opt exited with $rc (expected 1)" >&2
done
