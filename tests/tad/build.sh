set -e
TB=/usr/lib/llvm-22/bin/mlir-tblgen
I="-I /usr/lib/llvm-22/include"
$TB -gen-dialect-decls -dialect=tad $I T.td > TDialect.h.inc
$TB -gen-dialect-defs -dialect=tad $I T.td > TDialect.cpp.inc
$TB -gen-op-decls $I T.td > TOps.h.inc
$TB -gen-op-defs $I T.td > TOps.cpp.inc
$TB -gen-enum-decls $I T.td > TEnums.h.inc
$TB -gen-enum-defs $I T.td > TEnums.cpp.inc
$TB -gen-attrdef-decls -attrdefs-dialect=tad $I T.td > TAttrs.h.inc
$TB -gen-attrdef-defs -attrdefs-dialect=tad $I T.td > TAttrs.cpp.inc
$TB -gen-typedef-decls -typedefs-dialect=tad $I T.td > TTypes.h.inc
$TB -gen-typedef-defs -typedefs-dialect=tad $I T.td > TTypes.cpp.inc
g++ -std=c++17 -O0 -fPIC -shared -fno-rtti -w -I/usr/lib/llvm-22/include -I. plugin.cpp -o libT.so -L/usr/lib/llvm-22/lib -lMLIR -Wl,-rpath,/usr/lib/llvm-22/lib
