#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Config/llvm-config.h"
using namespace mlir;
#include "TEnums.h.inc"
#define GET_ATTRDEF_CLASSES
#include "TAttrs.h.inc"
#define GET_TYPEDEF_CLASSES
#include "TTypes.h.inc"
#include "TDialect.h.inc"
#define GET_OP_CLASSES
#include "TOps.h.inc"
#include "TEnums.cpp.inc"
#define GET_ATTRDEF_CLASSES
#include "TAttrs.cpp.inc"
#define GET_TYPEDEF_CLASSES
#include "TTypes.cpp.inc"
#include "TDialect.cpp.inc"
::llvm::LogicalResult t::CheckedAttr::verify(::llvm::function_ref<::mlir::InFlightDiagnostic()> emitError, int64_t n) {
  if (n < 0) return emitError() << "n must be non-negative, got " << n;
  return ::mlir::success();
}
::llvm::LogicalResult t::CheckedType::verify(::llvm::function_ref<::mlir::InFlightDiagnostic()> emitError, int64_t n) {
  if (n < 0) return emitError() << "type n must be non-negative, got " << n;
  return ::mlir::success();
}
#define GET_OP_CLASSES
#include "TOps.cpp.inc"
void t::TDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "TOps.cpp.inc"
  >();
  addAttributes<
#define GET_ATTRDEF_LIST
#include "TAttrs.cpp.inc"
  >();
  addTypes<
#define GET_TYPEDEF_LIST
#include "TTypes.cpp.inc"
  >();
}
extern "C" LLVM_ATTRIBUTE_WEAK ::mlir::DialectPluginLibraryInfo mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "T", LLVM_VERSION_STRING,
          [](DialectRegistry *registry) { registry->insert<t::TDialect>(); }};
}
