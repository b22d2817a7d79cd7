//! The 51 operations of `ArithOps.td`, one `ods::op!` each, in the order
//! of the `.td` file. Each doc comment is the op's ODS summary and
//! description; each format is the ODS `assemblyFormat`, copied verbatim.

use super::constraints::*;
use super::enums::*;
use super::{canonicalize, fold};
use super::{syntax, verify};
use ods::opdef::constraint::attrs::{TypedAttrInterface, UnitAttr};
use ods::opdef::constraint::types::{AnyType, BoolLike, FloatLike, SignlessIntegerOrIndexLike};
use ods::opdef::traits::*;

ods::op_class! {
    /// `Arith_IntBinaryOp`: an integer binary op whose operands and result have one signless integer or index (vector, tensor) type.
    class ArithIntBinaryOp {
        #[operand] lhs: SignlessIntegerOrIndexLike,
        #[operand] rhs: SignlessIntegerOrIndexLike,
        #[result] result: SignlessIntegerOrIndexLike,
    }
    traits: [InferIntRangeInterface, SameOperandsAndResultType, VectorUnrollOpInterface, NoMemoryEffect, ElementwiseMappable],
    format: "$lhs `,` $rhs attr-dict `:` type($result)",
}

ods::op_class! {
    /// `Arith_IntBinaryOpWithOverflowFlags`: an integer binary op with `nsw`/`nuw` overflow flags.
    class ArithIntBinaryOpWithOverflowFlags {
        #[operand] lhs: SignlessIntegerOrIndexLike,
        #[operand] rhs: SignlessIntegerOrIndexLike,
        #[attr(name = "overflowFlags", default = IntegerOverflowFlags::none)] overflow_flags: IntegerOverflowFlagsAttr,
        #[result] result: SignlessIntegerOrIndexLike,
    }
    traits: [InferIntRangeInterface, ArithIntegerOverflowFlagsInterface, SameOperandsAndResultType, VectorUnrollOpInterface, NoMemoryEffect, ElementwiseMappable],
    format: " $lhs `,` $rhs (`overflow` `` $overflowFlags^)?
                          attr-dict `:` type($result) ",
}

ods::op_class! {
    /// `Arith_FloatBinaryOp`: a floating-point binary op with fast-math flags.
    class ArithFloatBinaryOp {
        #[operand] lhs: FloatLike,
        #[operand] rhs: FloatLike,
        #[attr(default = FastMathFlags::none)] fastmath: FastMathFlagsAttr,
        #[result] result: FloatLike,
    }
    traits: [SameOperandsAndResultType, VectorUnrollOpInterface, NoMemoryEffect, ElementwiseMappable],
    format: " $lhs `,` $rhs (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($result) ",
}

ods::declare_traits!(
    /// `ArithFastMathInterface`: access to an op's fastmath flags.
    ArithFastMathInterface,
    /// `ArithIntegerOverflowFlagsInterface`: access to an op's overflow flags.
    ArithIntegerOverflowFlagsInterface,
    /// `ArithRoundingModeInterface`: access to an op's rounding mode.
    ArithRoundingModeInterface,
);

ods::op! {
    /// integer or floating point constant
    ///
    /// The `constant` operation produces an SSA value equal to some integer or
    /// floating-point constant specified by an attribute. This is the way MLIR
    /// forms simple integer and floating point constants.
    ///
    /// Example:
    ///
    /// ```
    /// // Integer constant
    /// %1 = arith.constant 42 : i32
    ///
    /// // Equivalent generic form
    /// %1 = "arith.constant"() {value = 42 : i32} : () -> i32
    /// ```
    #[op(name = "arith.constant")]
    pub struct ConstantOp {
        #[attr] value: TypedAttrInterface,
        #[result] result: AnyType,
    }
    traits: [ConstantLike, Pure, OpAsmOpInterface, AllTypesMatch<[value, result]>, InferIntRangeInterface],
    format: "attr-dict $value",
    verify: verify::verify_constant,
    result_names: syntax::constant_result_names,
    fold: fold::fold_constant,
}

ArithIntBinaryOpWithOverflowFlags! {
    /// integer addition operation
    ///
    /// Performs N-bit addition on the operands. The operands are interpreted as
    /// unsigned bitvectors. The result is represented by a bitvector containing the
    /// mathematical value of the addition modulo 2^n, where `n` is the bitwidth.
    /// Because `arith` integers use a two's complement representation, this operation
    /// is applicable on both signed and unsigned integer operands.
    ///
    /// The `addi` operation takes two operands and returns one result, each of
    /// these is required to be the same type. This type may be an integer scalar type,
    /// a vector whose element type is integer, or a tensor of integers.
    ///
    /// This op supports `nuw`/`nsw` overflow flags which stands for
    /// "No Unsigned Wrap" and "No Signed Wrap", respectively. If the `nuw` and/or
    /// `nsw` flags are present, and an unsigned/signed overflow occurs
    /// (respectively), the result is poison.
    ///
    /// Example:
    ///
    /// ```mlir
    /// // Scalar addition.
    /// %a = arith.addi %b, %c : i64
    ///
    /// // Scalar addition with overflow flags.
    /// %a = arith.addi %b, %c overflow<nsw, nuw> : i64
    ///
    /// // SIMD vector element-wise addition.
    /// %f = arith.addi %g, %h : vector<4xi32>
    ///
    /// // Tensor element-wise addition.
    /// %x = arith.addi %y, %z : tensor<4x?xi8>
    /// ```
    #[op(name = "arith.addi")]
    pub struct AddIOp {}
    traits: [Commutative, Pure],
    canonicalize: canonicalize::addi,
    fold: fold::fold_addi,
}

ods::op! {
    /// extended unsigned integer addition operation returning sum and overflow bit
    ///
    /// Performs (N+1)-bit addition on zero-extended operands. Returns two results:
    /// the N-bit sum (same type as both operands), and the overflow bit
    /// (boolean-like), where `1` indicates unsigned addition overflow, while `0`
    /// indicates no overflow.
    ///
    /// Example:
    ///
    /// ```mlir
    /// // Scalar addition.
    /// %sum, %overflow = arith.addui_extended %b, %c : i64, i1
    ///
    /// // Vector element-wise addition.
    /// %d:2 = arith.addui_extended %e, %f : vector<4xi32>, vector<4xi1>
    ///
    /// // Tensor element-wise addition.
    /// %x:2 = arith.addui_extended %y, %z : tensor<4x?xi8>, tensor<4x?xi1>
    /// ```
    #[op(name = "arith.addui_extended")]
    pub struct AddUIExtendedOp {
        #[operand] lhs: SignlessIntegerOrIndexLike,
        #[operand] rhs: SignlessIntegerOrIndexLike,
        #[result] sum: SignlessIntegerOrIndexLike,
        #[result] overflow: BoolLike,
    }
    traits: [Pure, Commutative, AllTypesMatch<[lhs, rhs, sum]>, VectorUnrollOpInterface, NoMemoryEffect, ElementwiseMappable],
    format: "
    $lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)
  ",
    canonicalize: canonicalize::addui_extended,
    fold: fold::fold_addui_extended,
}

ArithIntBinaryOpWithOverflowFlags! {
    /// Integer subtraction operation.
    ///
    /// Performs N-bit subtraction on the operands. The operands are interpreted as unsigned
    /// bitvectors. The result is represented by a bitvector containing the mathematical
    /// value of the subtraction modulo 2^n, where `n` is the bitwidth. Because `arith`
    /// integers use a two's complement representation, this operation is applicable on
    /// both signed and unsigned integer operands.
    ///
    /// The `subi` operation takes two operands and returns one result, each of
    /// these is required to be the same type. This type may be an integer scalar type,
    /// a vector whose element type is integer, or a tensor of integers.
    ///
    /// This op supports `nuw`/`nsw` overflow flags which stands for
    /// "No Unsigned Wrap" and "No Signed Wrap", respectively. If the `nuw` and/or
    /// `nsw` flags are present, and an unsigned/signed overflow occurs
    /// (respectively), the result is poison.
    ///
    /// Example:
    ///
    /// ```mlir
    /// // Scalar subtraction.
    /// %a = arith.subi %b, %c : i64
    ///
    /// // Scalar subtraction with overflow flags.
    /// %a = arith.subi %b, %c overflow<nsw, nuw> : i64
    ///
    /// // SIMD vector element-wise subtraction.
    /// %f = arith.subi %g, %h : vector<4xi32>
    ///
    /// // Tensor element-wise subtraction.
    /// %x = arith.subi %y, %z : tensor<4x?xi8>
    /// ```
    #[op(name = "arith.subi")]
    pub struct SubIOp {}
    traits: [Pure],
    canonicalize: canonicalize::subi,
    fold: fold::fold_subi,
}

ArithIntBinaryOpWithOverflowFlags! {
    /// Integer multiplication operation.
    ///
    /// Performs N-bit multiplication on the operands. The operands are interpreted as
    /// unsigned bitvectors. The result is represented by a bitvector containing the
    /// mathematical value of the multiplication modulo 2^n, where `n` is the bitwidth.
    /// Because `arith` integers use a two's complement representation, this operation is
    /// applicable on both signed and unsigned integer operands.
    ///
    /// The `muli` operation takes two operands and returns one result, each of
    /// these is required to be the same type. This type may be an integer scalar type,
    /// a vector whose element type is integer, or a tensor of integers.
    ///
    /// This op supports `nuw`/`nsw` overflow flags which stands for
    /// "No Unsigned Wrap" and "No Signed Wrap", respectively. If the `nuw` and/or
    /// `nsw` flags are present, and an unsigned/signed overflow occurs
    /// (respectively), the result is poison.
    ///
    /// Example:
    ///
    /// ```mlir
    /// // Scalar multiplication.
    /// %a = arith.muli %b, %c : i64
    ///
    /// // Scalar multiplication with overflow flags.
    /// %a = arith.muli %b, %c overflow<nsw, nuw> : i64
    ///
    /// // SIMD vector element-wise multiplication.
    /// %f = arith.muli %g, %h : vector<4xi32>
    ///
    /// // Tensor element-wise multiplication.
    /// %x = arith.muli %y, %z : tensor<4x?xi8>
    /// ```
    #[op(name = "arith.muli")]
    pub struct MulIOp {}
    traits: [Commutative, OpAsmOpInterface, Pure],
    result_names: syntax::muli_result_names,
    canonicalize: canonicalize::muli,
    fold: fold::fold_muli,
}

ods::op! {
    /// extended signed integer multiplication operation
    ///
    /// Performs (2*N)-bit multiplication on sign-extended operands. Returns two
    /// N-bit results: the low and the high halves of the product. The low half has
    /// the same value as the result of regular multiplication `arith.muli` with
    /// the same operands.
    ///
    /// Example:
    ///
    /// ```mlir
    /// // Scalar multiplication.
    /// %low, %high = arith.mulsi_extended %a, %b : i32
    ///
    /// // Vector element-wise multiplication.
    /// %c:2 = arith.mulsi_extended %d, %e : vector<4xi32>
    ///
    /// // Tensor element-wise multiplication.
    /// %x:2 = arith.mulsi_extended %y, %z : tensor<4x?xi8>
    /// ```
    #[op(name = "arith.mulsi_extended")]
    pub struct MulSIExtendedOp {
        #[operand] lhs: SignlessIntegerOrIndexLike,
        #[operand] rhs: SignlessIntegerOrIndexLike,
        #[result] low: SignlessIntegerOrIndexLike,
        #[result] high: SignlessIntegerOrIndexLike,
    }
    traits: [Pure, Commutative, AllTypesMatch<[lhs, rhs, low, high]>, VectorUnrollOpInterface, NoMemoryEffect, ElementwiseMappable],
    format: "$lhs `,` $rhs attr-dict `:` type($lhs)",
    canonicalize: canonicalize::mulsi_extended,
    fold: fold::fold_mulsi_extended,
}

ods::op! {
    /// extended unsigned integer multiplication operation
    ///
    /// Performs (2*N)-bit multiplication on zero-extended operands. Returns two
    /// N-bit results: the low and the high halves of the product. The low half has
    /// the same value as the result of regular multiplication `arith.muli` with
    /// the same operands.
    ///
    /// Example:
    ///
    /// ```mlir
    /// // Scalar multiplication.
    /// %low, %high = arith.mului_extended %a, %b : i32
    ///
    /// // Vector element-wise multiplication.
    /// %c:2 = arith.mului_extended %d, %e : vector<4xi32>
    ///
    /// // Tensor element-wise multiplication.
    /// %x:2 = arith.mului_extended %y, %z : tensor<4x?xi8>
    /// ```
    #[op(name = "arith.mului_extended")]
    pub struct MulUIExtendedOp {
        #[operand] lhs: SignlessIntegerOrIndexLike,
        #[operand] rhs: SignlessIntegerOrIndexLike,
        #[result] low: SignlessIntegerOrIndexLike,
        #[result] high: SignlessIntegerOrIndexLike,
    }
    traits: [Pure, Commutative, AllTypesMatch<[lhs, rhs, low, high]>, VectorUnrollOpInterface, NoMemoryEffect, ElementwiseMappable],
    format: "$lhs `,` $rhs attr-dict `:` type($lhs)",
    canonicalize: canonicalize::mului_extended,
    fold: fold::fold_mului_extended,
}

ArithIntBinaryOp! {
    /// unsigned integer division operation
    ///
    /// Unsigned integer division. Rounds towards zero. Treats the leading bit as
    /// the most significant, i.e. for `i16` given two's complement representation,
    /// `6 / -2 = 6 / (2^16 - 2) = 0`.
    ///
    /// Division by zero is undefined behavior. When applied to `vector` and
    /// `tensor` values, the behavior is undefined if _any_ elements are divided by
    /// zero.
    ///
    /// If the `exact` attribute is present, the result value is poison if `lhs` is
    /// not a multiple of `rhs`.
    ///
    /// Example:
    ///
    /// ```mlir
    /// // Scalar unsigned integer division.
    /// %a = arith.divui %b, %c : i64
    ///
    /// // Scalar unsigned integer division where %b is known to be a multiple of %c.
    /// %a = arith.divui %b, %c exact : i64
    ///
    /// // SIMD vector element-wise division.
    /// %f = arith.divui %g, %h : vector<4xi32>
    ///
    /// // Tensor element-wise integer division.
    /// %x = arith.divui %y, %z : tensor<4x?xi8>
    /// ```
    #[op(name = "arith.divui")]
    pub struct DivUIOp {
        #[attr(name = "isExact")] is_exact: UnitAttr,
    }
    traits: [ConditionallySpeculatable],
    format: " $lhs `,` $rhs (`exact` $isExact^)?
                          attr-dict `:` type($result) ",
    fold: fold::fold_divui,
}

ArithIntBinaryOp! {
    /// signed integer division operation
    ///
    /// Signed integer division. Rounds towards zero. Treats the leading bit as
    /// sign, i.e. `6 / -2 = -3`.
    ///
    /// Divison by zero, or signed division overflow (minimum value divided by -1)
    /// is undefined behavior. When applied to `vector` and `tensor` values, the
    /// behavior is undefined if _any_ of its elements are divided by zero or has a
    /// signed division overflow.
    ///
    /// If the `exact` attribute is present, the result value is poison if `lhs` is
    /// not a multiple of `rhs`.
    ///
    /// Example:
    ///
    /// ```mlir
    /// // Scalar signed integer division.
    /// %a = arith.divsi %b, %c : i64
    ///
    /// // Scalar signed integer division where %b is known to be a multiple of %c.
    /// %a = arith.divsi %b, %c exact : i64
    ///
    /// // SIMD vector element-wise division.
    /// %f = arith.divsi %g, %h : vector<4xi32>
    ///
    /// // Tensor element-wise integer division.
    /// %x = arith.divsi %y, %z : tensor<4x?xi8>
    /// ```
    #[op(name = "arith.divsi")]
    pub struct DivSIOp {
        #[attr(name = "isExact")] is_exact: UnitAttr,
    }
    traits: [ConditionallySpeculatable],
    format: " $lhs `,` $rhs (`exact` $isExact^)?
                          attr-dict `:` type($result) ",
    fold: fold::fold_divsi,
}

ArithIntBinaryOp! {
    /// unsigned ceil integer division operation
    ///
    /// Unsigned integer division. Rounds towards positive infinity. Treats the
    /// leading bit as the most significant, i.e. for `i16` given two's complement
    /// representation, `6 / -2 = 6 / (2^16 - 2) = 1`.
    ///
    /// Division by zero is undefined behavior. When applied to `vector` and
    /// `tensor` values, the behavior is undefined if _any_ elements are divided by
    /// zero.
    ///
    /// Example:
    ///
    /// ```mlir
    /// // Scalar unsigned integer division.
    /// %a = arith.ceildivui %b, %c : i64
    /// ```
    #[op(name = "arith.ceildivui")]
    pub struct CeilDivUIOp {}
    traits: [ConditionallySpeculatable],
    fold: fold::fold_ceildivui,
}

ArithIntBinaryOp! {
    /// signed ceil integer division operation
    ///
    /// Signed integer division. Rounds towards positive infinity, i.e. `7 / -2 = -3`.
    ///
    /// Divison by zero, or signed division overflow (minimum value divided by -1)
    /// is undefined behavior. When applied to `vector` and `tensor` values, the
    /// behavior is undefined if _any_ of its elements are divided by zero or has a
    /// signed division overflow.
    ///
    /// Example:
    ///
    /// ```mlir
    /// // Scalar signed integer division.
    /// %a = arith.ceildivsi %b, %c : i64
    /// ```
    #[op(name = "arith.ceildivsi")]
    pub struct CeilDivSIOp {}
    traits: [ConditionallySpeculatable],
    fold: fold::fold_ceildivsi,
}

ArithIntBinaryOp! {
    /// signed floor integer division operation
    ///
    /// Signed integer division. Rounds towards negative infinity, i.e. `5 / -2 = -3`.
    ///
    /// Divison by zero, or signed division overflow (minimum value divided by -1)
    /// is undefined behavior. When applied to `vector` and `tensor` values, the
    /// behavior is undefined if _any_ of its elements are divided by zero or has a
    /// signed division overflow.
    ///
    /// Example:
    ///
    /// ```mlir
    /// // Scalar signed integer division.
    /// %a = arith.floordivsi %b, %c : i64
    ///
    /// ```
    #[op(name = "arith.floordivsi")]
    pub struct FloorDivSIOp {}
    traits: [Pure],
    fold: fold::fold_floordivsi,
}

ArithIntBinaryOp! {
    /// unsigned integer division remainder operation
    ///
    /// Unsigned integer division remainder. Treats the leading bit as the most
    /// significant, i.e. for `i16`, `6 % -2 = 6 % (2^16 - 2) = 6`.
    ///
    /// Division by zero is undefined behavior. When applied to `vector` and
    /// `tensor` values, the behavior is undefined if _any_ elements are divided by
    /// zero.
    ///
    /// Example:
    ///
    /// ```mlir
    /// // Scalar unsigned integer division remainder.
    /// %a = arith.remui %b, %c : i64
    ///
    /// // SIMD vector element-wise division remainder.
    /// %f = arith.remui %g, %h : vector<4xi32>
    ///
    /// // Tensor element-wise integer division remainder.
    /// %x = arith.remui %y, %z : tensor<4x?xi8>
    /// ```
    #[op(name = "arith.remui")]
    pub struct RemUIOp {}
    traits: [Pure],
    fold: fold::fold_remui,
}

ArithIntBinaryOp! {
    /// signed integer division remainder operation
    ///
    /// Signed integer division remainder. Treats the leading bit as sign, i.e. `6 %
    /// -2 = 0`.
    ///
    /// Division by zero is undefined behavior. When applied to `vector` and
    /// `tensor` values, the behavior is undefined if _any_ elements are divided by
    /// zero.
    ///
    /// Example:
    ///
    /// ```mlir
    /// // Scalar signed integer division remainder.
    /// %a = arith.remsi %b, %c : i64
    ///
    /// // SIMD vector element-wise division remainder.
    /// %f = arith.remsi %g, %h : vector<4xi32>
    ///
    /// // Tensor element-wise integer division remainder.
    /// %x = arith.remsi %y, %z : tensor<4x?xi8>
    /// ```
    #[op(name = "arith.remsi")]
    pub struct RemSIOp {}
    traits: [Pure],
    fold: fold::fold_remsi,
}

ArithIntBinaryOp! {
    /// integer binary and
    ///
    /// The `andi` operation takes two operands and returns one result, each of
    /// these is required to be the same type. This type may be an integer scalar
    /// type, a vector whose element type is integer, or a tensor of integers. It
    /// has no standard attributes.
    ///
    /// Example:
    ///
    /// ```mlir
    /// // Scalar integer bitwise and.
    /// %a = arith.andi %b, %c : i64
    ///
    /// // SIMD vector element-wise bitwise integer and.
    /// %f = arith.andi %g, %h : vector<4xi32>
    ///
    /// // Tensor element-wise bitwise integer and.
    /// %x = arith.andi %y, %z : tensor<4x?xi8>
    /// ```
    #[op(name = "arith.andi")]
    pub struct AndIOp {}
    traits: [Commutative, Idempotent, Pure],
    canonicalize: canonicalize::andi,
    fold: fold::fold_andi,
}

ArithIntBinaryOp! {
    /// integer binary or
    ///
    /// The `ori` operation takes two operands and returns one result, each of these
    /// is required to be the same type. This type may be an integer scalar type, a
    /// vector whose element type is integer, or a tensor of integers. It has no
    /// standard attributes.
    ///
    /// Example:
    ///
    /// ```mlir
    /// // Scalar integer bitwise or.
    /// %a = arith.ori %b, %c : i64
    ///
    /// // SIMD vector element-wise bitwise integer or.
    /// %f = arith.ori %g, %h : vector<4xi32>
    ///
    /// // Tensor element-wise bitwise integer or.
    /// %x = arith.ori %y, %z : tensor<4x?xi8>
    /// ```
    #[op(name = "arith.ori")]
    pub struct OrIOp {}
    traits: [Commutative, Idempotent, Pure],
    canonicalize: canonicalize::ori,
    fold: fold::fold_ori,
}

ArithIntBinaryOp! {
    /// integer binary xor
    ///
    /// The `xori` operation takes two operands and returns one result, each of
    /// these is required to be the same type. This type may be an integer scalar
    /// type, a vector whose element type is integer, or a tensor of integers. It
    /// has no standard attributes.
    ///
    /// Example:
    ///
    /// ```mlir
    /// // Scalar integer bitwise xor.
    /// %a = arith.xori %b, %c : i64
    ///
    /// // SIMD vector element-wise bitwise integer xor.
    /// %f = arith.xori %g, %h : vector<4xi32>
    ///
    /// // Tensor element-wise bitwise integer xor.
    /// %x = arith.xori %y, %z : tensor<4x?xi8>
    /// ```
    #[op(name = "arith.xori")]
    pub struct XOrIOp {}
    traits: [Commutative, Pure],
    canonicalize: canonicalize::xori,
    fold: fold::fold_xori,
}

ArithIntBinaryOpWithOverflowFlags! {
    /// integer left-shift
    ///
    /// The `shli` operation shifts the integer value of the first operand to the left
    /// by the integer value of the second operand. The second operand is interpreted as
    /// unsigned. The low order bits are filled with zeros. If the value of the second
    /// operand is greater or equal than the bitwidth of the first operand, then the
    /// operation returns poison.
    ///
    /// This op supports `nuw`/`nsw` overflow flags which stands for
    /// "No Unsigned Wrap" and "No Signed Wrap", respectively. If the `nuw` and/or
    /// `nsw` flags are present, and an unsigned/signed overflow occurs
    /// (respectively), the result is poison.
    ///
    /// Example:
    ///
    /// ```mlir
    /// %1 = arith.constant 5 : i8  // %1 is 0b00000101
    /// %2 = arith.constant 3 : i8
    /// %3 = arith.shli %1, %2 : i8 // %3 is 0b00101000
    /// %4 = arith.shli %1, %2 overflow<nsw, nuw> : i8
    /// ```
    #[op(name = "arith.shli")]
    pub struct ShLIOp {}
    traits: [Pure],
    fold: fold::fold_shli,
}

ArithIntBinaryOp! {
    /// unsigned integer right-shift
    ///
    /// The `shrui` operation shifts an integer value of the first operand to the right
    /// by the value of the second operand. The first operand is interpreted as unsigned,
    /// and the second operand is interpreted as unsigned. The high order bits are always
    /// filled with zeros. If the value of the second operand is greater or equal than the
    /// bitwidth of the first operand, then the operation returns poison.
    ///
    /// If the `exact` attribute is present, the result value of shrui is a poison
    /// value if any of the bits shifted out are non-zero.
    ///
    /// Example:
    ///
    /// ```mlir
    /// %1 = arith.constant 160 : i8        // %1 is 0b10100000
    /// %2 = arith.constant 3 : i8
    /// %3 = arith.constant 6 : i8
    /// %4 = arith.shrui %1, %2 exact : i8  // %4 is 0b00010100
    /// %5 = arith.shrui %1, %3 : i8        // %3 is 0b00000010
    /// ```
    #[op(name = "arith.shrui")]
    pub struct ShRUIOp {
        #[attr(name = "isExact")] is_exact: UnitAttr,
    }
    traits: [Pure],
    format: " $lhs `,` $rhs (`exact` $isExact^)?
                          attr-dict `:` type($result) ",
    fold: fold::fold_shrui,
}

ArithIntBinaryOp! {
    /// signed integer right-shift
    ///
    /// The `shrsi` operation shifts an integer value of the first operand to the right
    /// by the value of the second operand. The first operand is interpreted as signed,
    /// and the second operand is interpreter as unsigned. The high order bits in the
    /// output are filled with copies of the most-significant bit of the shifted value
    /// (which means that the sign of the value is preserved). If the value of the second
    /// operand is greater or equal than bitwidth of the first operand, then the operation
    /// returns poison.
    ///
    /// If the `exact` attribute is present, the result value of shrsi is a poison
    /// value if any of the bits shifted out are non-zero.
    ///
    /// Example:
    ///
    /// ```mlir
    /// %1 = arith.constant 160 : i8         // %1 is 0b10100000
    /// %2 = arith.constant 3 : i8
    /// %3 = arith.shrsi %1, %2 exact : i8   // %3 is 0b11110100
    /// %4 = arith.constant 98 : i8          // %4 is 0b01100010
    /// %5 = arith.shrsi %4, %2 : i8         // %5 is 0b00001100
    /// ```
    #[op(name = "arith.shrsi")]
    pub struct ShRSIOp {
        #[attr(name = "isExact")] is_exact: UnitAttr,
    }
    traits: [Pure],
    format: " $lhs `,` $rhs (`exact` $isExact^)?
                          attr-dict `:` type($result) ",
    fold: fold::fold_shrsi,
}

ods::op! {
    /// floating point negation
    ///
    /// The `negf` operation computes the negation of a given value. It takes one
    /// operand and returns one result of the same type. This type may be a float
    /// scalar type, a vector whose element type is float, or a tensor of floats.
    /// It has no standard attributes.
    ///
    /// Example:
    ///
    /// ```mlir
    /// // Scalar negation value.
    /// %a = arith.negf %b : f64
    ///
    /// // SIMD vector element-wise negation value.
    /// %f = arith.negf %g : vector<4xf32>
    ///
    /// // Tensor element-wise negation value.
    /// %x = arith.negf %y : tensor<4x?xf8>
    /// ```
    #[op(name = "arith.negf")]
    pub struct NegFOp {
        #[operand] operand: FloatLike,
        #[attr(default = FastMathFlags::none)] fastmath: FastMathFlagsAttr,
        #[result] result: FloatLike,
    }
    traits: [ArithFastMathInterface, Pure, SameOperandsAndResultType, VectorUnrollOpInterface, NoMemoryEffect, ElementwiseMappable],
    format: " $operand (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($result) ",
    fold: fold::fold_negf,
}

ArithFloatBinaryOp! {
    /// floating point addition operation
    ///
    /// The `addf` operation takes two operands and returns one result, each of
    /// these is required to be the same type. This type may be a floating point
    /// scalar type, a vector whose element type is a floating point type, or a
    /// floating point tensor.
    ///
    /// Example:
    ///
    /// ```mlir
    /// // Scalar addition.
    /// %a = arith.addf %b, %c : f64
    ///
    /// // SIMD vector addition, e.g. for Intel SSE.
    /// %f = arith.addf %g, %h : vector<4xf32>
    ///
    /// // Tensor addition.
    /// %x = arith.addf %y, %z : tensor<4x?xbf16>
    /// ```
    ///
    /// TODO: In the distant future, this will accept optional attributes for fast
    /// math, contraction, rounding mode, and other controls.
    #[op(name = "arith.addf")]
    pub struct AddFOp {}
    traits: [Pure, ArithFastMathInterface, Commutative],
    fold: fold::fold_addf,
}

ArithFloatBinaryOp! {
    /// floating point subtraction operation
    ///
    /// The `subf` operation takes two operands and returns one result, each of
    /// these is required to be the same type. This type may be a floating point
    /// scalar type, a vector whose element type is a floating point type, or a
    /// floating point tensor.
    ///
    /// Example:
    ///
    /// ```mlir
    /// // Scalar subtraction.
    /// %a = arith.subf %b, %c : f64
    ///
    /// // SIMD vector subtraction, e.g. for Intel SSE.
    /// %f = arith.subf %g, %h : vector<4xf32>
    ///
    /// // Tensor subtraction.
    /// %x = arith.subf %y, %z : tensor<4x?xbf16>
    /// ```
    ///
    /// TODO: In the distant future, this will accept optional attributes for fast
    /// math, contraction, rounding mode, and other controls.
    #[op(name = "arith.subf")]
    pub struct SubFOp {}
    traits: [Pure, ArithFastMathInterface],
    fold: fold::fold_subf,
}

ArithFloatBinaryOp! {
    /// floating-point maximum operation
    ///
    /// Returns the maximum of the two arguments, treating -0.0 as less than +0.0.
    /// If one of the arguments is NaN, then the result is also NaN.
    ///
    /// Example:
    ///
    /// ```mlir
    /// // Scalar floating-point maximum.
    /// %a = arith.maximumf %b, %c : f64
    /// ```
    #[op(name = "arith.maximumf")]
    pub struct MaximumFOp {}
    traits: [Pure, ArithFastMathInterface, Commutative],
    fold: fold::fold_maximumf,
}

ArithFloatBinaryOp! {
    /// floating-point maximum operation
    ///
    /// Returns the maximum of the two arguments.
    /// If the arguments are -0.0 and +0.0, then the result is either of them.
    /// If one of the arguments is NaN, then the result is the other argument.
    ///
    /// Example:
    ///
    /// ```mlir
    /// // Scalar floating-point maximum.
    /// %a = arith.maxnumf %b, %c : f64
    /// ```
    #[op(name = "arith.maxnumf")]
    pub struct MaxNumFOp {}
    traits: [Pure, ArithFastMathInterface, Commutative],
    fold: fold::fold_maxnumf,
}

ArithIntBinaryOp! {
    /// signed integer maximum operation
    #[op(name = "arith.maxsi")]
    pub struct MaxSIOp {}
    traits: [Commutative, Pure],
    fold: fold::fold_maxsi,
}

ArithIntBinaryOp! {
    /// unsigned integer maximum operation
    #[op(name = "arith.maxui")]
    pub struct MaxUIOp {}
    traits: [Commutative, Pure],
    fold: fold::fold_maxui,
}

ArithFloatBinaryOp! {
    /// floating-point minimum operation
    ///
    /// Returns the minimum of the two arguments, treating -0.0 as less than +0.0.
    /// If one of the arguments is NaN, then the result is also NaN.
    ///
    /// Example:
    ///
    /// ```mlir
    /// // Scalar floating-point minimum.
    /// %a = arith.minimumf %b, %c : f64
    /// ```
    #[op(name = "arith.minimumf")]
    pub struct MinimumFOp {}
    traits: [Pure, ArithFastMathInterface, Commutative],
    fold: fold::fold_minimumf,
}

ArithFloatBinaryOp! {
    /// floating-point minimum operation
    ///
    /// Returns the minimum of the two arguments.
    /// If the arguments are -0.0 and +0.0, then the result is either of them.
    /// If one of the arguments is NaN, then the result is the other argument.
    ///
    /// Example:
    ///
    /// ```mlir
    /// // Scalar floating-point minimum.
    /// %a = arith.minnumf %b, %c : f64
    /// ```
    #[op(name = "arith.minnumf")]
    pub struct MinNumFOp {}
    traits: [Pure, ArithFastMathInterface, Commutative],
    fold: fold::fold_minnumf,
}

ArithIntBinaryOp! {
    /// signed integer minimum operation
    #[op(name = "arith.minsi")]
    pub struct MinSIOp {}
    traits: [Commutative, Pure],
    fold: fold::fold_minsi,
}

ArithIntBinaryOp! {
    /// unsigned integer minimum operation
    #[op(name = "arith.minui")]
    pub struct MinUIOp {}
    traits: [Commutative, Pure],
    fold: fold::fold_minui,
}

ArithFloatBinaryOp! {
    /// floating point multiplication operation
    ///
    /// The `mulf` operation takes two operands and returns one result, each of
    /// these is required to be the same type. This type may be a floating point
    /// scalar type, a vector whose element type is a floating point type, or a
    /// floating point tensor.
    ///
    /// Example:
    ///
    /// ```mlir
    /// // Scalar multiplication.
    /// %a = arith.mulf %b, %c : f64
    ///
    /// // SIMD pointwise vector multiplication, e.g. for Intel SSE.
    /// %f = arith.mulf %g, %h : vector<4xf32>
    ///
    /// // Tensor pointwise multiplication.
    /// %x = arith.mulf %y, %z : tensor<4x?xbf16>
    /// ```
    ///
    /// TODO: In the distant future, this will accept optional attributes for fast
    /// math, contraction, rounding mode, and other controls.
    #[op(name = "arith.mulf")]
    pub struct MulFOp {}
    traits: [Pure, ArithFastMathInterface, Commutative],
    canonicalize: canonicalize::mulf,
    fold: fold::fold_mulf,
}

ArithFloatBinaryOp! {
    /// floating point division operation
    #[op(name = "arith.divf")]
    pub struct DivFOp {}
    traits: [Pure, ArithFastMathInterface],
    canonicalize: canonicalize::divf,
    fold: fold::fold_divf,
}

ArithFloatBinaryOp! {
    /// floating point division remainder operation
    ///
    /// Returns the floating point division remainder.
    /// The remainder has the same sign as the dividend (lhs operand).
    #[op(name = "arith.remf")]
    pub struct RemFOp {}
    traits: [Pure, ArithFastMathInterface],
    fold: fold::fold_remf,
}

ods::op! {
    /// integer zero extension operation
    ///
    /// The integer zero extension operation takes an integer input of
    /// width M and an integer destination type of width N. The destination
    /// bit-width must be larger than the input bit-width (N > M).
    /// The top-most (N - M) bits of the output are filled with zeros.
    ///
    /// Example:
    ///
    /// ```mlir
    ///   %1 = arith.constant 5 : i3      // %1 is 0b101
    ///   %2 = arith.extui %1 : i3 to i6  // %2 is 0b000101
    ///   %3 = arith.constant 2 : i3      // %3 is 0b010
    ///   %4 = arith.extui %3 : i3 to i6  // %4 is 0b000010
    ///
    ///   %5 = arith.extui %0 : vector<2 x i32> to vector<2 x i64>
    /// ```
    #[op(name = "arith.extui")]
    pub struct ExtUIOp {
        #[operand(name = "in")] input: SignlessFixedWidthIntegerLike,
        #[result] out: SignlessFixedWidthIntegerLike,
    }
    traits: [InferIntRangeInterface, Pure, SameOperandsAndResultShape, Pred<"input and output have the same tensor dimensions", verify::same_input_output_tensor_dims>, CastOpInterface<verify::ext_int_compatible>, VectorUnrollOpInterface, NoMemoryEffect, ElementwiseMappable],
    format: "$in attr-dict `:` type($in) `to` type($out)",
    verify: verify::verify_ext_int,
    fold: fold::fold_extui,
}

ods::op! {
    /// integer sign extension operation
    ///
    /// The integer sign extension operation takes an integer input of
    /// width M and an integer destination type of width N. The destination
    /// bit-width must be larger than the input bit-width (N > M).
    /// The top-most (N - M) bits of the output are filled with copies
    /// of the most-significant bit of the input.
    ///
    /// Example:
    ///
    /// ```mlir
    /// %1 = arith.constant 5 : i3      // %1 is 0b101
    /// %2 = arith.extsi %1 : i3 to i6  // %2 is 0b111101
    /// %3 = arith.constant 2 : i3      // %3 is 0b010
    /// %4 = arith.extsi %3 : i3 to i6  // %4 is 0b000010
    ///
    /// %5 = arith.extsi %0 : vector<2 x i32> to vector<2 x i64>
    /// ```
    #[op(name = "arith.extsi")]
    pub struct ExtSIOp {
        #[operand(name = "in")] input: SignlessFixedWidthIntegerLike,
        #[result] out: SignlessFixedWidthIntegerLike,
    }
    traits: [InferIntRangeInterface, Pure, SameOperandsAndResultShape, Pred<"input and output have the same tensor dimensions", verify::same_input_output_tensor_dims>, CastOpInterface<verify::ext_int_compatible>, VectorUnrollOpInterface, NoMemoryEffect, ElementwiseMappable],
    format: "$in attr-dict `:` type($in) `to` type($out)",
    verify: verify::verify_ext_int,
    canonicalize: canonicalize::extsi,
    fold: fold::fold_extsi,
}

ods::op! {
    /// cast from floating-point to wider floating-point
    ///
    /// Cast a floating-point value to a larger floating-point-typed value.
    /// The destination type must to be strictly wider than the source type.
    /// When operating on vectors, casts elementwise.
    #[op(name = "arith.extf")]
    pub struct ExtFOp {
        #[operand(name = "in")] input: FloatLike,
        #[attr(optional)] fastmath: FastMathFlagsAttr,
        #[result] out: FloatLike,
    }
    traits: [ArithFastMathInterface, Pure, SameOperandsAndResultShape, Pred<"input and output have the same tensor dimensions", verify::same_input_output_tensor_dims>, CastOpInterface<verify::ext_float_compatible>, VectorUnrollOpInterface, NoMemoryEffect, ElementwiseMappable],
    format: " $in (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($in) `to` type($out) ",
    verify: verify::verify_ext_float,
    fold: fold::fold_extf,
}

ods::op! {
    /// Upcasts input floats using provided scales values following OCP MXFP Spec
    ///
    /// This operation upcasts input floating-point values using provided scale
    /// values. It expects both scales and the input operand to be of the same shape,
    /// making the operation elementwise. Scales are usually calculated per block
    /// following the OCP MXFP spec as described in https://arxiv.org/abs/2310.10537.
    ///
    /// If scales are calculated per block where blockSize != 1, then scales may
    /// require broadcasting to make this operation elementwise. For example, let's
    /// say the input is of shape `<dim1 x dim2 x ... dimN>`. Given blockSize != 1 and
    /// assuming quantization happens on the last axis, the input can be reshaped to
    /// `<dim1 x dim2 x ... (dimN/blockSize) x blockSize>`. Scales will be calculated
    /// per block on the last axis. Therefore, scales will be of shape
    /// `<dim1 x dim2 x ... (dimN/blockSize) x 1>`. Scales could also be of some other
    /// shape as long as it is broadcast compatible with the input, e.g.,
    /// `<1 x 1 x ... (dimN/blockSize) x 1>`.
    ///
    /// In this example, before calling into `arith.scaling_extf`, scales must be
    /// broadcasted to `<dim1 x dim2 x dim3 ... (dimN/blockSize) x blockSize>`. Note
    /// that there could be multiple quantization axes. Internally,
    /// `arith.scaling_extf` would perform the following:
    ///
    /// ```mlir
    /// // Cast scale to result type.
    /// %0 = arith.truncf %1 : f32 to f8E8M0FNU
    /// %1 = arith.extf %0 : f8E8M0FNU to f16
    ///
    /// // Cast input to result type.
    /// %2 = arith.extf %3 : f4E2M1FN to f16
    ///
    /// // Perform scaling
    /// %3 = arith.mulf %2, %1 : f16
    /// ```
    /// It propagates NaN values. Therefore, if either scale or the input element
    /// contains NaN, then the output element value will also be a NaN.
    ///
    /// Example:
    ///
    /// ```mlir
    /// // Upcast from f4E2M1FN to f32.
    /// %a = arith.scaling_extf %b, %c : f4E2M1FN, f8E8M0FNU to f32
    ///
    /// // Element-wise upcast with broadcast (blockSize = 32).
    /// %f = vector.broadcast %g : vector<1xf8E8M0FNU> to vector<32xf8E8M0FNU>
    /// %h = arith.scaling_extf %i, %f : vector<32xf4E2M1FN>, vector<32xf8E8M0FNU> to vector<32xbf16>
    /// ```
    #[op(name = "arith.scaling_extf")]
    pub struct ScalingExtFOp {
        #[operand(name = "in")] input: FloatLike,
        #[operand] scale: FloatLike,
        #[attr(optional)] fastmath: FastMathFlagsAttr,
        #[result] out: FloatLike,
    }
    traits: [Pure, Pred<"input and output have the same tensor dimensions", verify::same_input_output_tensor_dims>, ArithFastMathInterface, CastOpInterface<verify::scaling_ext_compatible>, VectorUnrollOpInterface, NoMemoryEffect, ElementwiseMappable],
    format: " $in `,` $scale (`fastmath` `` $fastmath^)? attr-dict `:`
      type($in) `,` type($scale) `to` type($out)",
    verify: verify::verify_scaling_ext,
}

ods::op! {
    /// integer truncation operation
    ///
    /// The integer truncation operation takes an integer input of
    /// width M and an integer destination type of width N. The destination
    /// bit-width must be smaller than the input bit-width (N < M).
    /// The top-most (N - M) bits of the input are discarded.
    ///
    /// This op supports `nuw`/`nsw` overflow flags which stands for "No Unsigned
    /// Wrap" and "No Signed Wrap", respectively. If the nuw keyword is present,
    /// and any of the truncated bits are non-zero, the result is a poison value.
    /// If the nsw keyword is present, and any of the truncated bits are not the
    /// same as the top bit of the truncation result, the result is a poison value.
    ///
    /// Example:
    ///
    /// ```mlir
    ///   // Scalar truncation.
    ///   %1 = arith.constant 21 : i5     // %1 is 0b10101
    ///   %2 = arith.trunci %1 : i5 to i4 // %2 is 0b0101
    ///   %3 = arith.trunci %1 : i5 to i3 // %3 is 0b101
    ///
    ///   // Vector truncation.
    ///   %4 = arith.trunci %0 : vector<2 x i32> to vector<2 x i16>
    ///
    ///   // Scalar truncation with overflow flags.
    ///   %5 = arith.trunci %a overflow<nsw, nuw> : i32 to i16
    /// ```
    #[op(name = "arith.trunci")]
    pub struct TruncIOp {
        #[operand(name = "in")] input: SignlessFixedWidthIntegerLike,
        #[attr(name = "overflowFlags", default = IntegerOverflowFlags::none)] overflow_flags: IntegerOverflowFlagsAttr,
        #[result] out: SignlessFixedWidthIntegerLike,
    }
    traits: [Pure, SameOperandsAndResultShape, Pred<"input and output have the same tensor dimensions", verify::same_input_output_tensor_dims>, CastOpInterface<verify::trunc_int_compatible>, InferIntRangeInterface, ArithIntegerOverflowFlagsInterface, VectorUnrollOpInterface, NoMemoryEffect, ElementwiseMappable],
    format: "
    $in (`overflow` `` $overflowFlags^)? attr-dict
    `:` type($in) `to` type($out)
  ",
    verify: verify::verify_trunc_int,
    canonicalize: canonicalize::trunci,
    fold: fold::fold_trunci,
}

ods::op! {
    /// cast from floating-point to narrower floating-point
    ///
    /// Truncate a floating-point value to a smaller floating-point-typed value.
    /// The destination type must be strictly narrower than the source type.
    /// If the value cannot be exactly represented, it is rounded using the
    /// provided rounding mode or the default one if no rounding mode is provided.
    /// When operating on vectors, casts elementwise.
    #[op(name = "arith.truncf")]
    pub struct TruncFOp {
        #[operand(name = "in")] input: FloatLike,
        #[attr(optional)] roundingmode: RoundingModeAttr,
        #[attr(optional)] fastmath: FastMathFlagsAttr,
        #[result] out: FloatLike,
    }
    traits: [Pure, SameOperandsAndResultShape, Pred<"input and output have the same tensor dimensions", verify::same_input_output_tensor_dims>, ArithRoundingModeInterface, ArithFastMathInterface, CastOpInterface<verify::trunc_float_compatible>, VectorUnrollOpInterface, NoMemoryEffect, ElementwiseMappable],
    format: " $in ($roundingmode^)?
                          (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($in) `to` type($out) ",
    verify: verify::verify_trunc_float,
    canonicalize: canonicalize::truncf,
    fold: fold::fold_truncf,
}

ods::op! {
    /// Downcasts input floating point values using provided scales values following OCP MXFP Spec
    ///
    /// This operation downcasts input using the provided scale values. It expects
    /// both scales and the input operand to be of the same shape and, therefore,
    /// makes the operation elementwise. Scales are usually calculated per block
    /// following the OCP MXFP spec as described in https://arxiv.org/abs/2310.10537.
    /// Users are required to normalize and clamp the scales as necessary before calling
    /// passing them to this operation.  OCP MXFP spec also does the flushing of denorms
    /// on the input operand, which should be handled during lowering by passing appropriate
    /// fastMath flag to this operation.
    ///
    /// If scales are calculated per block where blockSize != 1, scales may require
    /// broadcasting to make this operation elementwise. For example, let's say the
    /// input is of shape `<dim1 x dim2 x ... dimN>`. Given blockSize != 1 and
    /// assuming quantization happens on the last axis, the input can be reshaped to
    /// `<dim1 x dim2 x ... (dimN/blockSize) x blockSize>`. Scales will be calculated
    /// per block on the last axis. Therefore, scales will be of shape
    /// `<dim1 x dim2 x ... (dimN/blockSize) x 1>`. Scales could also be of some other
    /// shape as long as it is broadcast compatible with the input, e.g.,
    /// `<1 x 1 x ... (dimN/blockSize) x 1>`.
    ///
    /// In this example, before calling into `arith.scaling_truncf`, scales must be
    /// broadcasted to `<dim1 x dim2 x dim3 ... (dimN/blockSize) x blockSize>`. Note
    /// that there could be multiple quantization axes. Internally,
    /// `arith.scaling_truncf` would perform the following:
    ///
    /// ```mlir
    /// // Cast scale to input type.
    /// %0 = arith.truncf %1 : f32 to f8E8M0FNU
    /// %1 = arith.extf %0 : f8E8M0FNU to f16
    ///
    /// // Perform scaling.
    /// %3 = arith.divf %2, %1 : f16
    ///
    /// // Cast to result type.
    /// %4 = arith.truncf %3 : f16 to f4E2M1FN
    /// ```
    ///
    /// Example:
    ///
    /// ```mlir
    /// // Downcast from f32 to f4E2M1FN.
    /// %a = arith.scaling_truncf %b, %c : f32, f8E8M0FNU to f4E2M1FN
    ///
    /// // Element-wise downcast with broadcast (blockSize = 32).
    /// %f = vector.broadcast %g : vector<1xf8E8M0FNU> to vector<32xf8E8M0FNU>
    /// %h = arith.scaling_truncf %i, %f : vector<32xbf16>, vector<32xf8E8M0FNU> to vector<32xf4E2M1FN>
    /// ```
    #[op(name = "arith.scaling_truncf")]
    pub struct ScalingTruncFOp {
        #[operand(name = "in")] input: FloatLike,
        #[operand] scale: FloatLike,
        #[attr(optional)] roundingmode: RoundingModeAttr,
        #[attr(optional)] fastmath: FastMathFlagsAttr,
        #[result] out: FloatLike,
    }
    traits: [Pure, Pred<"input and output have the same tensor dimensions", verify::same_input_output_tensor_dims>, ArithRoundingModeInterface, ArithFastMathInterface, CastOpInterface<verify::scaling_trunc_compatible>, VectorUnrollOpInterface, NoMemoryEffect, ElementwiseMappable],
    format: " $in `,` $scale ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:`
      type($in) `,` type($scale) `to` type($out)",
    verify: verify::verify_scaling_trunc,
}

ods::op! {
    /// cast from unsigned integer type to floating-point
    ///
    /// Cast from a value interpreted as unsigned integer to the corresponding
    /// floating-point value. If the value cannot be exactly represented, it is
    /// rounded using the default rounding mode. When operating on vectors, casts
    /// elementwise.
    #[op(name = "arith.uitofp")]
    pub struct UIToFPOp {
        #[operand(name = "in")] input: SignlessFixedWidthIntegerLike,
        #[result] out: FloatLike,
    }
    traits: [Pure, SameOperandsAndResultShape, Pred<"input and output have the same tensor dimensions", verify::same_input_output_tensor_dims>, CastOpInterface<verify::int_to_float_compatible>, VectorUnrollOpInterface, NoMemoryEffect, ElementwiseMappable],
    format: "$in attr-dict `:` type($in) `to` type($out)",
    fold: fold::fold_uitofp,
}

ods::op! {
    /// cast from integer type to floating-point
    ///
    /// Cast from a value interpreted as a signed integer to the corresponding
    /// floating-point value. If the value cannot be exactly represented, it is
    /// rounded using the default rounding mode. When operating on vectors, casts
    /// elementwise.
    #[op(name = "arith.sitofp")]
    pub struct SIToFPOp {
        #[operand(name = "in")] input: SignlessFixedWidthIntegerLike,
        #[result] out: FloatLike,
    }
    traits: [Pure, SameOperandsAndResultShape, Pred<"input and output have the same tensor dimensions", verify::same_input_output_tensor_dims>, CastOpInterface<verify::int_to_float_compatible>, VectorUnrollOpInterface, NoMemoryEffect, ElementwiseMappable],
    format: "$in attr-dict `:` type($in) `to` type($out)",
    fold: fold::fold_sitofp,
}

ods::op! {
    /// cast from floating-point type to integer type
    ///
    /// Cast from a value interpreted as floating-point to the nearest (rounding
    /// towards zero) unsigned integer value. When operating on vectors, casts
    /// elementwise.
    #[op(name = "arith.fptoui")]
    pub struct FPToUIOp {
        #[operand(name = "in")] input: FloatLike,
        #[result] out: SignlessFixedWidthIntegerLike,
    }
    traits: [Pure, SameOperandsAndResultShape, Pred<"input and output have the same tensor dimensions", verify::same_input_output_tensor_dims>, CastOpInterface<verify::float_to_int_compatible>, VectorUnrollOpInterface, NoMemoryEffect, ElementwiseMappable],
    format: "$in attr-dict `:` type($in) `to` type($out)",
    fold: fold::fold_fptoui,
}

ods::op! {
    /// cast from floating-point type to integer type
    ///
    /// Cast from a value interpreted as floating-point to the nearest (rounding
    /// towards zero) signed integer value. When operating on vectors, casts
    /// elementwise.
    #[op(name = "arith.fptosi")]
    pub struct FPToSIOp {
        #[operand(name = "in")] input: FloatLike,
        #[result] out: SignlessFixedWidthIntegerLike,
    }
    traits: [Pure, SameOperandsAndResultShape, Pred<"input and output have the same tensor dimensions", verify::same_input_output_tensor_dims>, CastOpInterface<verify::float_to_int_compatible>, VectorUnrollOpInterface, NoMemoryEffect, ElementwiseMappable],
    format: "$in attr-dict `:` type($in) `to` type($out)",
    fold: fold::fold_fptosi,
}

ods::op! {
    /// cast between index and integer types
    ///
    /// Casts between scalar or vector integers and corresponding 'index' scalar or
    /// vectors. Index is an integer of platform-specific bit width. If casting to
    /// a wider integer, the value is sign-extended. If casting to a narrower
    /// integer, the value is truncated.
    #[op(name = "arith.index_cast")]
    pub struct IndexCastOp {
        #[operand(name = "in")] input: IndexCastTypeConstraint,
        #[result] out: IndexCastTypeConstraint,
    }
    traits: [InferIntRangeInterface, Pure, SameOperandsAndResultShape, Pred<"input and output have the same tensor dimensions", verify::same_input_output_tensor_dims>, CastOpInterface<verify::index_cast_compatible>, VectorUnrollOpInterface, NoMemoryEffect, ElementwiseMappable],
    format: "$in attr-dict `:` type($in) `to` type($out)",
    canonicalize: canonicalize::index_cast,
    fold: fold::fold_index_cast,
}

ods::op! {
    /// unsigned cast between index and integer types
    ///
    /// Casts between scalar or vector integers and corresponding 'index' scalar or
    /// vectors. Index is an integer of platform-specific bit width. If casting to
    /// a wider integer, the value is zero-extended. If casting to a narrower
    /// integer, the value is truncated.
    #[op(name = "arith.index_castui")]
    pub struct IndexCastUIOp {
        #[operand(name = "in")] input: IndexCastTypeConstraint,
        #[result] out: IndexCastTypeConstraint,
    }
    traits: [InferIntRangeInterface, Pure, SameOperandsAndResultShape, Pred<"input and output have the same tensor dimensions", verify::same_input_output_tensor_dims>, CastOpInterface<verify::index_cast_compatible>, VectorUnrollOpInterface, NoMemoryEffect, ElementwiseMappable],
    format: "$in attr-dict `:` type($in) `to` type($out)",
    canonicalize: canonicalize::index_castui,
    fold: fold::fold_index_castui,
}

ods::op! {
    /// bitcast between values of equal bit width
    ///
    /// Bitcast an integer or floating point value to an integer or floating point
    /// value of equal bit width. When operating on vectors, casts elementwise.
    ///
    /// Note that this implements a logical bitcast independent of target
    /// endianness. This allows constant folding without target information and is
    /// consitent with the bitcast constant folders in LLVM (see
    /// https://github.com/llvm/llvm-project/blob/18c19414eb/llvm/lib/IR/ConstantFold.cpp#L168)
    /// For targets where the source and target type have the same endianness (which
    /// is the standard), this cast will also change no bits at runtime, but it may
    /// still require an operation, for example if the machine has different
    /// floating point and integer register files. For targets that have a different
    /// endianness for the source and target types (e.g. float is big-endian and
    /// integer is little-endian) a proper lowering would add operations to swap the
    /// order of words in addition to the bitcast.
    #[op(name = "arith.bitcast")]
    pub struct BitcastOp {
        #[operand(name = "in")] input: BitcastTypeConstraint,
        #[result] out: BitcastTypeConstraint,
    }
    traits: [Pure, SameOperandsAndResultShape, Pred<"input and output have the same tensor dimensions", verify::same_input_output_tensor_dims>, CastOpInterface<verify::bitcast_compatible>, VectorUnrollOpInterface, NoMemoryEffect, ElementwiseMappable],
    format: "$in attr-dict `:` type($in) `to` type($out)",
    canonicalize: canonicalize::bitcast,
    fold: fold::fold_bitcast,
}

ods::op! {
    /// integer comparison operation
    ///
    /// The `cmpi` operation is a generic comparison for integer-like types. Its two
    /// arguments can be integers, vectors or tensors thereof as long as their types
    /// match. The operation produces an i1 for the former case, a vector or a
    /// tensor of i1 with the same shape as inputs in the other cases.
    ///
    /// Its first argument is an attribute that defines which type of comparison is
    /// performed. The following comparisons are supported:
    ///
    /// -   equal (mnemonic: `"eq"`; integer value: `0`)
    /// -   not equal (mnemonic: `"ne"`; integer value: `1`)
    /// -   signed less than (mnemonic: `"slt"`; integer value: `2`)
    /// -   signed less than or equal (mnemonic: `"sle"`; integer value: `3`)
    /// -   signed greater than (mnemonic: `"sgt"`; integer value: `4`)
    /// -   signed greater than or equal (mnemonic: `"sge"`; integer value: `5`)
    /// -   unsigned less than (mnemonic: `"ult"`; integer value: `6`)
    /// -   unsigned less than or equal (mnemonic: `"ule"`; integer value: `7`)
    /// -   unsigned greater than (mnemonic: `"ugt"`; integer value: `8`)
    /// -   unsigned greater than or equal (mnemonic: `"uge"`; integer value: `9`)
    ///
    /// The result is `1` if the comparison is true and `0` otherwise. For vector or
    /// tensor operands, the comparison is performed elementwise and the element of
    /// the result indicates whether the comparison is true for the operand elements
    /// with the same indices as those of the result.
    ///
    /// Note: while the custom assembly form uses strings, the actual underlying
    /// attribute has integer type (or rather enum class in C++ code) as seen from
    /// the generic assembly form. String literals are used to improve readability
    /// of the IR by humans.
    ///
    /// This operation only applies to integer-like operands, but not floats. The
    /// main reason being that comparison operations have diverging sets of
    /// attributes: integers require sign specification while floats require various
    /// floating point-related particularities, e.g., `-ffast-math` behavior,
    /// IEEE754 compliance, etc
    /// ([rationale](../Rationale/Rationale.md#splitting-floating-point-vs-integer-operations)).
    /// The type of comparison is specified as attribute to avoid introducing ten
    /// similar operations, taking into account that they are often implemented
    /// using the same operation downstream
    /// ([rationale](../Rationale/Rationale.md#specifying-comparison-kind-as-attribute)). The
    /// separation between signed and unsigned order comparisons is necessary
    /// because of integers being signless. The comparison operation must know how
    /// to interpret values with the foremost bit being set: negatives in two's
    /// complement or large positives
    /// ([rationale](../Rationale/Rationale.md#specifying-sign-in-integer-comparison-operations)).
    ///
    /// Example:
    ///
    /// ```mlir
    /// // Custom form of scalar "signed less than" comparison.
    /// %x = arith.cmpi slt, %lhs, %rhs : i32
    ///
    /// // Generic form of the same operation.
    /// %x = "arith.cmpi"(%lhs, %rhs) {predicate = 2 : i64} : (i32, i32) -> i1
    ///
    /// // Custom form of vector equality comparison.
    /// %x = arith.cmpi eq, %lhs, %rhs : vector<4xi64>
    ///
    /// // Generic form of the same operation.
    /// %x = "arith.cmpi"(%lhs, %rhs) {predicate = 0 : i64}
    ///     : (vector<4xi64>, vector<4xi64>) -> vector<4xi1>
    /// ```
    #[op(name = "arith.cmpi")]
    pub struct CmpIOp {
        #[attr] predicate: CmpIPredicateAttr,
        #[operand] lhs: SignlessIntegerOrIndexLike,
        #[operand] rhs: SignlessIntegerOrIndexLike,
        #[result] result: BoolLike,
    }
    traits: [InferIntRangeInterface, Pure, SameTypeOperands, TypesMatchWith<"result type has i1 element type and same shape as operands", lhs, result, verify::i1_same_shape>, VectorUnrollOpInterface, NoMemoryEffect, ElementwiseMappable],
    format: "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)",
    canonicalize: canonicalize::cmpi,
    fold: fold::fold_cmpi,
}

ods::op! {
    /// floating-point comparison operation
    ///
    /// The `cmpf` operation compares its two operands according to the float
    /// comparison rules and the predicate specified by the respective attribute.
    /// The predicate defines the type of comparison: (un)orderedness, (in)equality
    /// and signed less/greater than (or equal to) as well as predicates that are
    /// always true or false.  The operands must have the same type, and this type
    /// must be a float type, or a vector or tensor thereof.  The result is an i1,
    /// or a vector/tensor thereof having the same shape as the inputs. Unlike cmpi,
    /// the operands are always treated as signed. The u prefix indicates
    /// *unordered* comparison, not unsigned comparison, so "une" means unordered or
    /// not equal. For the sake of readability by humans, custom assembly form for
    /// the operation uses a string-typed attribute for the predicate.  The value of
    /// this attribute corresponds to lower-cased name of the predicate constant,
    /// e.g., "one" means "ordered not equal".  The string representation of the
    /// attribute is merely a syntactic sugar and is converted to an integer
    /// attribute by the parser.
    ///
    /// Example:
    ///
    /// ```mlir
    /// %r1 = arith.cmpf oeq, %0, %1 : f32
    /// %r2 = arith.cmpf ult, %0, %1 : tensor<42x42xf64>
    /// %r3 = "arith.cmpf"(%0, %1) {predicate: 0} : (f8, f8) -> i1
    /// ```
    #[op(name = "arith.cmpf")]
    pub struct CmpFOp {
        #[attr] predicate: CmpFPredicateAttr,
        #[operand] lhs: FloatLike,
        #[operand] rhs: FloatLike,
        #[attr(default = FastMathFlags::none)] fastmath: FastMathFlagsAttr,
        #[result] result: BoolLike,
    }
    traits: [ArithFastMathInterface, Pure, SameTypeOperands, TypesMatchWith<"result type has i1 element type and same shape as operands", lhs, result, verify::i1_same_shape>, VectorUnrollOpInterface, NoMemoryEffect, ElementwiseMappable],
    format: " $predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($lhs)",
    canonicalize: canonicalize::cmpf,
    fold: fold::fold_cmpf,
}

ods::op! {
    /// select operation
    ///
    /// The `arith.select` operation chooses one value based on a binary condition
    /// supplied as its first operand.
    ///
    /// If the value of the first operand (the condition) is `1`, then the second
    /// operand is returned, and the third operand is ignored, even if it was poison.
    ///
    /// If the value of the first operand (the condition) is `0`, then the third
    /// operand is returned, and the second operand is ignored, even if it was poison.
    ///
    /// If the value of the first operand (the condition) is poison, then the
    /// operation returns poison.
    ///
    /// The operation applies to vectors and tensors elementwise given the _shape_
    /// of all operands is identical. The choice is made for each element
    /// individually based on the value at the same position as the element in the
    /// condition operand. If an i1 is provided as the condition, the entire vector
    /// or tensor is chosen.
    ///
    /// Example:
    ///
    /// ```mlir
    /// // Custom form of scalar selection.
    /// %x = arith.select %cond, %true, %false : i32
    ///
    /// // Generic form of the same operation.
    /// %x = "arith.select"(%cond, %true, %false) : (i1, i32, i32) -> i32
    ///
    /// // Element-wise vector selection.
    /// %vx = arith.select %vcond, %vtrue, %vfalse : vector<42xi1>, vector<42xf32>
    ///
    /// // Full vector selection.
    /// %vx = arith.select %cond, %vtrue, %vfalse : vector<42xf32>
    /// ```
    #[op(name = "arith.select")]
    pub struct SelectOp {
        #[operand] condition: BoolLike,
        #[operand] true_value: AnyType,
        #[operand] false_value: AnyType,
        #[result] result: AnyType,
    }
    traits: [Pure, AllTypesMatch<[true_value, false_value, result]>, Pred<"condition is signless i1 or has matching shape", verify::condition_matches_shape>, InferIntRangeInterface, SelectLikeOpInterface, VectorUnrollOpInterface, NoMemoryEffect, ElementwiseMappable],
    parse: syntax::parse_select,
    print: syntax::print_select,
    verify: verify::verify_select,
    canonicalize: canonicalize::select_patterns,
    fold: fold::fold_select,
}
