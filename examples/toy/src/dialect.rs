//! Chapters 2–4: the `toy` dialect, one `op!` per op of MLIR's Toy
//! `Ops.td`. Formats are declarative where Toy's are; `toy.constant`,
//! `toy.add` and `toy.mul` have custom syntax written with the
//! `OpAsmParser`/`OpAsmPrinter` API, as Toy writes them in C++.

use ods::asm::lexer::TokenKind;
use ods::asm::{OpAsmParser, OpAsmPrinter, PResult};
use ods::diag::Diagnostic;
use ods::ir::{Context, Operation, OperationState, Type, TypeKind};
use ods::opdef::constraint::attrs::*;
use ods::opdef::constraint::types::*;
use ods::rewrite::{FoldResult, OpFoldResult};

use crate::shape_inference::ShapeInference;

/// `F64Tensor`: a tensor of `f64`, ranked or not.
pub type F64Tensor = TensorOf<F64>;
/// `F64MemRef`: what `toy.print` prints after lowering (chapter 5).
pub type F64MemRef = MemRefOf<F64>;

/// Registers the toy dialect's operations.
pub fn register(ctx: &mut Context) {
    ctx.register_dialect("toy", false);
    ConstantOp::register(ctx);
    AddOp::register(ctx);
    MulOp::register(ctx);
    FuncOp::register(ctx);
    GenericCallOp::register(ctx);
    PrintOp::register(ctx);
    ReshapeOp::register(ctx);
    ReturnOp::register(ctx);
    TransposeOp::register(ctx);
    CastOp::register(ctx);
}

ods::op! {
    /// constant
    ///
    /// Constant operation turns a literal into an SSA value. The data is
    /// attached to the operation as an attribute:
    ///
    /// ```mlir
    /// %0 = toy.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>
    /// ```
    #[op(name = "toy.constant")]
    pub struct ConstantOp {
        #[attr] value: F64ElementsAttr,
        #[result] result: F64Tensor,
    }
    traits: [Pure, ConstantLike],
    parse: parse_constant,
    print: print_constant,
    verify: verify_constant,
}

/// A ranked result has the shape of the value (Toy's `ConstantOp::verify`).
fn verify_constant(ctx: &Context, op: Operation) -> Result<(), Diagnostic> {
    let c = ConstantOp(op);
    let result = ctx.value_type(c.result(ctx));
    let Some(attr_ty) = c.value_attr(ctx).and_then(|a| ctx.attr_type(a)) else {
        return Ok(());
    };
    let (TypeKind::RankedTensor { shape: want, .. }, TypeKind::RankedTensor { shape: got, .. }) =
        (ctx.type_kind(result), ctx.type_kind(attr_ty))
    else {
        return Ok(());
    };
    if want.len() != got.len() {
        return Err(ctx.emit_op_error(
            op,
            format!(
                "return type must match the one of the attached value attribute: {} != {}",
                got.len(),
                want.len()
            ),
        ));
    }
    if let Some(dim) = (0..want.len()).find(|&i| want[i] != got[i]) {
        return Err(ctx.emit_op_error(
            op,
            format!(
                "return type shape mismatches its attribute at dimension {dim}: {} != {}",
                got[dim], want[dim]
            ),
        ));
    }
    Ok(())
}

/// `toy.constant attr-dict dense<...> : type`: the result has the type of
/// the value.
fn parse_constant(p: &mut OpAsmParser, state: &mut OperationState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut state.attributes)?;
    let value = p.parse_attribute(None)?;
    let Some(ty) = p.ctx_ref().attr_type(value) else {
        return p.emit_error("expected a typed elements attribute");
    };
    let name = p.ctx().intern(b"value");
    state
        .attributes
        .push(ods::ir::NamedAttribute { name, value });
    state.types.push(ty);
    Ok(())
}

fn print_constant(p: &mut OpAsmPrinter, op: Operation) {
    let ctx = p.ctx();
    let attrs = ods::builtin::all_attrs(ctx, op);
    p.write(" ");
    p.print_optional_attr_dict(&attrs, &["value"]);
    if let Some(value) = ConstantOp(op).value_attr(ctx) {
        p.print_attribute(value);
    }
}

/// Toy's binary op syntax: `%a, %b : type` when every operand has the
/// result type, else `%a, %b : (t1, t2) -> t3`.
fn parse_binary(p: &mut OpAsmParser, state: &mut OperationState) -> PResult<()> {
    let operands = p.parse_operand_list()?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    p.parse_punct(TokenKind::Colon)?;
    let type_pos = p.current_position();
    let ty = p.parse_type()?;
    if let TypeKind::Function { inputs, results } = p.ctx_ref().type_kind(ty) {
        let (inputs, results) = (inputs.to_vec(), results.to_vec());
        p.resolve_operands_at(&operands, &inputs, type_pos, &mut state.operands)?;
        state.types.extend(results);
        return Ok(());
    }
    let types = vec![ty; operands.len()];
    p.resolve_operands(&operands, &types, &mut state.operands)?;
    state.types.push(ty);
    Ok(())
}

fn print_binary(p: &mut OpAsmPrinter, op: Operation) {
    let ctx = p.ctx();
    let operands: Vec<_> = ctx.operands(op).collect();
    let operand_types: Vec<Type> = operands.iter().map(|&v| ctx.value_type(v)).collect();
    let result_type = ctx.value_type(ctx.result(op, 0));
    let attrs = ods::builtin::all_attrs(ctx, op);
    p.write(" ");
    p.print_operands(&operands);
    p.print_optional_attr_dict(&attrs, &[]);
    p.write(" : ");
    if operand_types.iter().all(|&t| t == result_type) {
        p.print_type(result_type);
    } else {
        p.write("(");
        p.print_types(&operand_types);
        p.write(") -> ");
        p.print_type(result_type);
    }
}

ods::op_class! {
    /// Toy's element-wise binary operations: two `f64` tensors whose shapes
    /// agree where known, Toy's binary syntax, and a result of the
    /// operands' shape.
    class ToyBinaryOp {
        #[operand] lhs: F64Tensor,
        #[operand] rhs: F64Tensor,
        #[result] result: F64Tensor,
    }
    traits: [Pure, SameOperandsAndResultShape],
    parse: parse_binary,
    print: print_binary,
    interfaces: [ShapeInference => crate::shape_inference::SameAsOperands],
}

ToyBinaryOp! {
    /// element-wise addition operation
    ///
    /// The "add" operation performs element-wise addition between two
    /// tensors. The shapes of the tensor operands are expected to match.
    #[op(name = "toy.add")]
    pub struct AddOp {}
}

ToyBinaryOp! {
    /// element-wise multiplication operation
    ///
    /// The "mul" operation performs element-wise multiplication between two
    /// tensors. The shapes of the tensor operands are expected to match.
    #[op(name = "toy.mul")]
    pub struct MulOp {}
}

ods::op! {
    /// user defined function operation
    ///
    /// The "toy.func" operation represents a user defined function. These
    /// are callable SSA-region operations that contain toy computations.
    ///
    /// ```mlir
    /// toy.func @main() {
    ///   %0 = toy.constant dense<5.500000e+00> : tensor<f64>
    ///   toy.print %0 : tensor<f64>
    ///   toy.return
    /// }
    /// ```
    #[op(name = "toy.func")]
    pub struct FuncOp {
        #[attr] sym_name: SymbolNameAttr,
        #[attr] function_type: TypeAttrOf<FunctionType>,
        #[attr(optional)] sym_visibility: StrAttr,
        #[attr(optional)] arg_attrs: DictArrayAttr,
        #[attr(optional)] res_attrs: DictArrayAttr,
        #[region] body: AnyRegion,
    }
    traits: [FunctionOpInterface, IsolatedFromAbove, Symbol],
    parse: ods::function_interface::parse_function_op,
    print: ods::function_interface::print_function_op,
}

ods::op! {
    /// generic call operation
    ///
    /// Generic calls represent calls to a user defined function that needs
    /// to be specialized for the shape of its arguments. The callee's name
    /// is attached as a symbol reference attribute; the arguments are
    /// expected to be tensors of `f64`:
    ///
    /// ```mlir
    /// %4 = toy.generic_call @my_func(%1, %3)
    ///        : (tensor<2x3xf64>, tensor<3x2xf64>) -> tensor<*xf64>
    /// ```
    #[op(name = "toy.generic_call")]
    pub struct GenericCallOp {
        #[attr] callee: FlatSymbolRefAttr,
        #[operand(variadic)] inputs: F64Tensor,
        #[result] result: F64Tensor,
    }
    format: "$callee `(` $inputs `)` attr-dict `:` functional-type($inputs, results)",
}

ods::op! {
    /// print operation
    ///
    /// The "print" builtin operation prints a given input tensor, and
    /// produces no results.
    #[op(name = "toy.print")]
    pub struct PrintOp {
        #[operand] input: AnyTypeOf<(F64Tensor, F64MemRef)>,
    }
    format: "$input attr-dict `:` type($input)",
}

ods::op! {
    /// tensor reshape operation
    ///
    /// Reshape operation is transforming its input tensor into a new tensor
    /// with the same number of elements but different shapes:
    ///
    /// ```mlir
    /// %0 = toy.reshape (%arg1 : tensor<10xf64>) to tensor<5x2xf64>
    /// ```
    #[op(name = "toy.reshape")]
    pub struct ReshapeOp {
        #[operand] input: F64Tensor,
        #[result] result: RankedTensorOf<F64>,
    }
    traits: [Pure],
    format: "`(` $input `:` type($input) `)` attr-dict `to` type(results)",
    verify: verify_reshape,
    canonicalize: crate::combine::reshape,
}

/// A reshape keeps the number of elements (when the input's is known).
fn verify_reshape(ctx: &Context, op: Operation) -> Result<(), Diagnostic> {
    let r = ReshapeOp(op);
    // (counted without wrapping: a shape whose product overflows never
    // equals a real count)
    let count = |t| match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, .. } if shape.iter().all(|&d| d >= 0) => {
            Some(shape.iter().try_fold(1i64, |n, &d| n.checked_mul(d)))
        }
        _ => None,
    };
    let input = count(ctx.value_type(r.input(ctx)));
    let result = count(ctx.value_type(r.result(ctx)));
    if let (Some(a), Some(b)) = (input, result) {
        let show = |n: Option<i64>| n.map_or("more than 2^63".to_string(), |n| n.to_string());
        if a != b || a.is_none() {
            let (a, b) = (show(a), show(b));
            return Err(ctx.emit_op_error(
                op,
                format!("cannot reshape {a} elements into a tensor of {b} elements"),
            ));
        }
    }
    Ok(())
}

ods::op! {
    /// return operation
    ///
    /// The "return" operation represents a return operation within a
    /// function. The operation takes an optional tensor operand and
    /// produces no results. The operand type must match the signature of
    /// the function that contains the operation.
    #[op(name = "toy.return")]
    pub struct ReturnOp {
        #[operand(variadic)] input: F64Tensor,
    }
    traits: [Pure, HasParent<FuncOp>, ReturnLike, Terminator],
    format: "($input^ `:` type($input))? attr-dict",
    verify: verify_return,
}

/// The operand agrees with the enclosing function's result (an unranked
/// tensor on either side agrees with any tensor).
fn verify_return(ctx: &Context, op: Operation) -> Result<(), Diagnostic> {
    let err = |msg: String| ctx.emit_op_error(op, msg);
    let Some(func) = ctx.parent_op(op) else {
        return Ok(());
    };
    let Some((_, results)) = ods::function_interface::function_type(ctx, func)
        .and_then(|t| ods::function_interface::signature(ctx, t))
    else {
        return Ok(());
    };
    let inputs: Vec<Type> = ctx.operands(op).map(|v| ctx.value_type(v)).collect();
    if inputs.len() > 1 {
        return Err(err("expects at most 1 return operand".to_string()));
    }
    if inputs.len() != results.len() {
        return Err(err(format!(
            "does not return the same number of values ({}) as the enclosing function ({})",
            inputs.len(),
            results.len()
        )));
    }
    if let (Some(&got), Some(&want)) = (inputs.first(), results.first()) {
        let unranked = |t| matches!(ctx.type_kind(t), TypeKind::UnrankedTensor { .. });
        if got != want && !unranked(got) && !unranked(want) {
            return Err(err(format!(
                "type of return operand ({}) doesn't match function result type ({})",
                ods::asm::print_type_local(ctx, got),
                ods::asm::print_type_local(ctx, want)
            )));
        }
    }
    Ok(())
}

ods::op! {
    /// transpose operation
    #[op(name = "toy.transpose")]
    pub struct TransposeOp {
        #[operand] input: F64Tensor,
        #[result] result: F64Tensor,
    }
    traits: [Pure],
    format: "`(` $input `:` type($input) `)` attr-dict `to` type(results)",
    verify: verify_transpose,
    canonicalize: crate::combine::transpose,
    interfaces: [ShapeInference => crate::shape_inference::Transposed],
}

/// When both shapes are known, the result's is the input's reversed.
fn verify_transpose(ctx: &Context, op: Operation) -> Result<(), Diagnostic> {
    let t = TransposeOp(op);
    let input = ctx.value_type(t.input(ctx));
    let result = ctx.value_type(t.result(ctx));
    if let (TypeKind::RankedTensor { shape: a, .. }, TypeKind::RankedTensor { shape: b, .. }) =
        (ctx.type_kind(input), ctx.type_kind(result))
    {
        if !a.iter().eq(b.iter().rev()) {
            return Err(
                ctx.emit_op_error(op, "expected result shape to be a transpose of the input")
            );
        }
    }
    Ok(())
}

ods::op! {
    /// shape cast operation
    ///
    /// The "cast" operation converts a tensor from one type to an
    /// equivalent type without changing any data elements. The source and
    /// destination types must both be tensor types with the same element
    /// type. If both are ranked, then shape is required to match. The
    /// operation is invalid if converting to a mismatching constant
    /// dimension.
    #[op(name = "toy.cast")]
    pub struct CastOp {
        #[operand] input: F64Tensor,
        #[result] output: F64Tensor,
    }
    traits: [Pure, SameOperandsAndResultShape, CastOpInterface<cast_compatible>],
    format: "$input attr-dict `:` type($input) `to` type($output)",
    fold: fold_cast,
    interfaces: [ShapeInference => crate::shape_inference::SameAsOperands],
}

/// `CastOpInterface::areCastCompatible`: tensors of one element type whose
/// shapes agree where both are known.
fn cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    if inputs.len() != 1 || outputs.len() != 1 {
        return false;
    }
    let (a, b) = (inputs[0], outputs[0]);
    ctx.element_type(a) == ctx.element_type(b) && ods::opdef::verify::compatible_shape(ctx, a, b)
}

/// A cast to the type the input already has is the input.
fn fold_cast(ctx: &mut Context, op: Operation, _: &[Option<ods::ir::Attribute>]) -> FoldResult {
    let c = CastOp(op);
    let input = c.input(ctx);
    if ctx.value_type(input) == ctx.value_type(c.output(ctx)) {
        return FoldResult::Replace(vec![OpFoldResult::Value(input)]);
    }
    FoldResult::Failure
}
