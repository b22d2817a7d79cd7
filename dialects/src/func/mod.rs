//! The `func` dialect (`FuncOps.td`): functions, calls and returns.

use ods::opdef::constraint::attrs::*;
use ods::opdef::constraint::types::*;
use ods::opdef::traits::*;

ods::op! {
    /// call operation
    ///
    /// The `func.call` operation represents a direct call to a function that
    /// is within the same symbol scope as the call. The operands and result
    /// types of the call must match the specified function type. The callee
    /// is encoded as a symbol reference attribute named "callee".
    #[op(name = "func.call")]
    pub struct CallOp {
        #[attr] callee: FlatSymbolRefAttr,
        #[operand(variadic)] operands: AnyType,
        #[attr(optional)] arg_attrs: DictArrayAttr,
        #[attr(optional)] res_attrs: DictArrayAttr,
        #[attr] no_inline: UnitAttr,
        #[result(variadic)] results: AnyType,
    }
    traits: [CallOpInterface, MemRefsNormalizable, SymbolUserOpInterface],
    format: "$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)",
}

ods::op! {
    /// constant
    ///
    /// The `func.constant` operation produces an SSA value from a symbol
    /// reference to a `func.func` operation.
    #[op(name = "func.constant")]
    pub struct ConstantOp {
        #[attr] value: FlatSymbolRefAttr,
        #[result] result: AnyType,
    }
    traits: [ConstantLike, Pure, SymbolUserOpInterface, OpAsmOpInterface],
    format: "attr-dict $value `:` type(results)",
}

ods::op! {
    /// Function return operation
    ///
    /// The `func.return` operation represents a return operation within a
    /// function. The operation takes variable number of operands and produces
    /// no results. The operand number and types must match the signature of
    /// the function that contains the operation.
    #[op(name = "func.return")]
    pub struct ReturnOp {
        #[operand(variadic)] operands: AnyType,
    }
    traits: [Pure, HasParent<"func.func">, MemRefsNormalizable, ReturnLike, Terminator],
    format: "attr-dict ($operands^ `:` type($operands))?",
}

/// Registers the `func` dialect.
pub fn register(ctx: &mut ods::ir::Context) {
    ctx.register_dialect("func", false);
    CallOp::register(ctx);
    ConstantOp::register(ctx);
    ReturnOp::register(ctx);
}
