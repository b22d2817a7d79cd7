//! The `func` dialect (`FuncOps.td`): functions, calls and returns.

mod canonicalize;
mod function;

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
    verify_symbol_uses: function::verify_call_symbol_uses,
}

ods::op! {
    /// indirect call operation
    ///
    /// The `func.call_indirect` operation represents an indirect call to a value
    /// of function type. The operands and result types of the call must match
    /// the specified function type.
    ///
    /// Function values can be created with the
    /// [`func.constant` operation](#funcconstant-constantop).
    #[op(name = "func.call_indirect")]
    pub struct CallIndirectOp {
        #[operand] callee: FunctionType,
        #[operand(variadic)] callee_operands: AnyType,
        #[attr(optional)] arg_attrs: DictArrayAttr,
        #[attr(optional)] res_attrs: DictArrayAttr,
        #[result(variadic)] results: AnyType,
    }
    traits: [
        CallOpInterface,
        TypesMatchWith<"callee input types match argument types", callee, callee_operands, function::callee_inputs>,
        TypesMatchWith<"callee result types match result types", callee, results, function::callee_results>,
    ],
    format: "$callee `(` $callee_operands `)` attr-dict `:` type($callee)",
    canonicalize: canonicalize::call_indirect_patterns,
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
    verify_symbol_uses: function::verify_constant_symbol_uses,
    fold: canonicalize::fold_constant,
    result_names: function::constant_result_names,
}

ods::op! {
    /// An operation with a name containing a single `SSACFG` region
    ///
    /// Operations within the function cannot implicitly capture values defined
    /// outside of the function, i.e. Functions are `IsolatedFromAbove`. All
    /// external references must use function arguments or attributes that
    /// establish a symbolic connection (e.g. symbols referenced by name via a
    /// string attribute like SymbolRefAttr). An external function declaration
    /// (used when referring to a function declared in some other module) has
    /// no body. While the MLIR textual form provides a nice inline syntax for
    /// function arguments, they are internally represented as "block
    /// arguments" to the first block in the region.
    ///
    /// Only dialect attribute names may be specified in the attribute
    /// dictionaries for function arguments, results, or the function itself.
    ///
    /// Example:
    ///
    /// ```mlir
    /// // External function definitions.
    /// func.func private @abort()
    /// func.func private @scribble(i32, i64, memref<? x 128 x f32, #layout_map0>) -> f64
    ///
    /// // A function that returns its argument twice:
    /// func.func @count(%x: i64) -> (i64, i64)
    ///   attributes {fruit = "banana"} {
    ///   return %x, %x: i64, i64
    /// }
    ///
    /// // Function with an argument attribute
    /// func.func private @example_fn_arg(%x: i32 {swift.self = unit})
    ///
    /// // Function with a result attribute
    /// func.func private @example_fn_result() -> (f64 {dialectName.attrName = 0 : i64})
    ///
    /// // Function with an attribute
    /// func.func private @example_fn_attr() attributes {dialectName.attrName = false}
    /// ```
    #[op(name = "func.func", default_dialect = "func")]
    pub struct FuncOp {
        #[attr] sym_name: SymbolNameAttr,
        #[attr] function_type: TypeAttrOf<FunctionType>,
        #[attr(optional)] sym_visibility: StrAttr,
        #[attr(optional)] arg_attrs: DictArrayAttr,
        #[attr(optional)] res_attrs: DictArrayAttr,
        #[attr] no_inline: UnitAttr,
        #[region] body: AnyRegion,
    }
    traits: [
        AffineScope, AutomaticAllocationScope, FunctionOpInterface,
        IsolatedFromAbove, OpAsmOpInterface,
    ],
    parse: ods::function_interface::parse_function_op,
    print: ods::function_interface::print_function_op,
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
    traits: [Pure, HasParent<FuncOp>, MemRefsNormalizable, ReturnLike, Terminator],
    format: "attr-dict ($operands^ `:` type($operands))?",
    verify: function::verify_return,
}

/// Registers the `func` dialect.
pub fn register(ctx: &mut ods::ir::Context) {
    ctx.register_dialect("func", false);
    CallOp::register(ctx);
    CallIndirectOp::register(ctx);
    ConstantOp::register(ctx);
    FuncOp::register(ctx);
    ReturnOp::register(ctx);
}
