//! The operations of `VectorOps.td`, one `ods::op!` each, in the order of
//! the `.td` file, followed by the five ops MLIR 22 removed but the dialect
//! documentation (`seeds/vector-dialect.md`) still describes. Each doc
//! comment is the op's ODS summary and description; each declarative format
//! is the ODS `assemblyFormat`, copied verbatim.

use super::constraints::*;
use super::enums::*;
use super::interfaces::*;
use super::{canonicalize, fold, interfaces, syntax, verify};
use crate::arith::ops::ArithFastMathInterface;
use crate::arith::FastMathFlags;
use crate::arith::FastMathFlagsAttr;
use crate::view_like::DynamicIndexList;
use ods::opdef::constraint::attrs::{
    AffineMapAttr, ArrayAttr, BoolAttr, DenseI64ArrayAttr, I32Attr, I64Attr,
};
use ods::opdef::constraint::types::*;
use ods::opdef::traits::*;

ods::declare_traits!(
    /// `IndexingMapOpInterface`
    IndexingMapOpInterface,
    /// `MaskingOpInterface`: `vector.mask`.
    MaskingOpInterface,
    /// `MemorySpaceCastConsumerOpInterface`
    MemorySpaceCastConsumerOpInterface,
    /// `AlignmentAttrOpInterface`
    AlignmentAttrOpInterface,
    /// `InferTypeOpAdaptor` (`InferTypeOpInterface` through the op's adaptor).
    InferTypeOpAdaptor,
    /// `InferTypeOpAdaptorWithIsCompatible`
    InferTypeOpAdaptorWithIsCompatible,
    /// `VectorTransferOpInterface`
    VectorTransferOpInterface,
    /// `DestinationStyleOpInterface`
    DestinationStyleOpInterface,
    /// `ViewLikeOpInterface`
    ViewLikeOpInterface,
    /// `MemoryEffects<[MemWrite]>`
    MemoryEffectsMemWrite,
);

ods::op! {

    /// vector contraction operation
    ///
    /// Computes the sum of products of vector elements along contracting
    /// dimension pairs from 2 vectors of rank M and N respectively, adds this
    /// intermediate result to the accumulator argument of rank K, and returns a
    /// vector result of rank K (where K = num_lhs_free_dims + num_rhs_free_dims +
    /// num_batch_dims (see dimension type descriptions below)). For K = 0 (no
    /// free or batch dimensions), the accumulator and output are a scalar.
    ///
    /// If operands and the result have types of different bitwidths, operands are
    /// promoted to have the same bitwidth as the result before performing the
    /// contraction. For integer types, only signless integer types are supported,
    /// and the promotion happens via sign extension.
    ///
    /// An iterator type attribute list must be specified, where each element of
    /// the list represents an iterator with one of the following types:
    ///
    /// *   "reduction": reduction dimensions are present in the lhs and rhs
    ///     arguments but not in the output (and accumulator
    ///     argument). These are the dimensions along which the vector
    ///     contraction op computes the sum of products, and
    ///     contracting dimension pair dimension sizes must match
    ///     between lhs/rhs.
    ///
    /// *   "parallel": Batch dimensions are iterator type "parallel", and
    ///     are non-contracting dimensions present in the lhs, rhs and
    ///     output. The lhs/rhs co-iterate along the batch dimensions,
    ///     which should be expressed in their indexing maps.
    ///
    ///     Free dimensions are iterator type "parallel", and are
    ///     non-contraction, non-batch dimensions accessed by either the
    ///     lhs or rhs (but not both). The lhs and rhs free dimensions
    ///     are unrelated to each other and do not co-iterate, which
    ///     should be expressed in their indexing maps.
    ///
    /// An indexing map attribute list must be specified with an entry for lhs, rhs
    /// and acc arguments. An indexing map attribute specifies a mapping from each
    /// iterator in the iterator type list, to each dimension of an N-D vector.
    ///
    /// An optional kind attribute may be used to specify the combining function
    /// between the intermediate result and accumulator argument of rank K. This
    /// attribute can take the values `add`/`mul`/`minsi`/`minui`/`maxsi`/`maxui`
    /// /`and`/`or`/`xor` for integers, and `add`/`mul`/`minnumf`/`maxnumf`
    /// /`minimumf`/`maximumf` for floats. The default is `add`.
    ///
    /// Example:
    ///
    /// ```mlir
    /// // Simple DOT product (K = 0).
    /// #contraction_accesses = [
    ///  affine_map<(i) -> (i)>,
    ///  affine_map<(i) -> (i)>,
    ///  affine_map<(i) -> ()>
    /// ]
    /// #contraction_trait = {
    ///   indexing_maps = #contraction_accesses,
    ///   iterator_types = ["reduction"]
    /// }
    /// %3 = vector.contract #contraction_trait %0, %1, %2
    ///   : vector<10xf32>, vector<10xf32> into f32
    ///
    /// // 2D vector contraction with one contracting dimension (matmul, K = 2).
    /// #contraction_accesses = [
    ///   affine_map<(i, j, k) -> (i, k)>,
    ///   affine_map<(i, j, k) -> (k, j)>,
    ///   affine_map<(i, j, k) -> (i, j)>
    /// ]
    /// #contraction_trait = {
    ///   indexing_maps = #contraction_accesses,
    ///   iterator_types = ["parallel", "parallel", "reduction"]
    /// }
    ///
    /// %3 = vector.contract #contraction_trait %0, %1, %2
    ///   : vector<4x3xf32>, vector<3x7xf32> into vector<4x7xf32>
    ///
    /// // 4D to 3D vector contraction with two contracting dimensions and
    /// // one batch dimension (K = 3).
    /// #contraction_accesses = [
    ///   affine_map<(b0, f0, f1, c0, c1) -> (c0, b0, c1, f0)>,
    ///   affine_map<(b0, f0, f1, c0, c1) -> (b0, c1, c0, f1)>,
    ///   affine_map<(b0, f0, f1, c0, c1) -> (b0, f0, f1)>
    /// ]
    /// #contraction_trait = {
    ///   indexing_maps = #contraction_accesses,
    ///   iterator_types = ["parallel", "parallel", "parallel",
    ///                     "reduction", "reduction"]
    /// }
    ///
    /// %4 = vector.contract #contraction_trait %0, %1, %2
    ///     : vector<7x8x16x15xf32>, vector<8x16x7x5xf32> into vector<8x15x5xf32>
    ///
    /// // Vector contraction with mixed typed. lhs/rhs have different element
    /// // types than accumulator/result.
    /// %5 = vector.contract #contraction_trait %0, %1, %2
    ///   : vector<10xf16>, vector<10xf16> into f32
    ///
    /// // Contract with max (K = 0).
    /// #contraction_accesses = [
    ///  affine_map<(i) -> (i)>,
    ///  affine_map<(i) -> (i)>,
    ///  affine_map<(i) -> ()>
    /// ]
    /// #contraction_trait = {
    ///   indexing_maps = #contraction_accesses,
    ///   iterator_types = ["reduction"],
    ///   kind = #vector.kind<maxnumf>
    /// }
    /// %6 = vector.contract #contraction_trait %0, %1, %2
    ///   : vector<10xf32>, vector<10xf32> into f32
    /// ```
    #[op(name = "vector.contract")]
    pub struct ContractionOp {
        #[operand] lhs: AnyVectorOfNonZeroRank,
        #[operand] rhs: AnyVectorOfNonZeroRank,
        #[operand] acc: AnyType,
        #[attr] indexing_maps: ArrayAttr,
        #[attr] iterator_types: IteratorTypeArrayAttr,
        #[attr(default = CombiningKind::ADD)] kind: CombiningKindAttr,
        #[result(name = "")] result: AnyType,
    }
    traits: [IndexingMapOpInterface, Pure, Pred<"lhs and rhs have same element type", verify::lhs_rhs_same_element_type>, Pred<"third operand acc and result have same element type", verify::same_element_type_operand2>, VectorUnrollOpInterface],
    verify: verify::contract,
    parse: syntax::parse_contract,
    print: syntax::print_contract,
    canonicalize: canonicalize::contract,
    interfaces: [MaskableOpInterface => ContractMask],
}

ods::op! {

    /// reduction operation
    ///
    /// Reduces an 1-D vector "horizontally" into a scalar using the given
    /// operation: `add`/`mul`/`minsi`/`minui`/`maxsi`/`maxui`/`and`/`or`/`xor` for
    /// integers, and `add`/`mul`/`minnumf`/`maxnumf`/`minimumf`/`maximumf` for
    /// floats. Reductions also allow an optional fused accumulator.
    ///
    /// Note that these operations are restricted to 1-D vectors to remain
    /// close to the corresponding LLVM intrinsics:
    ///
    /// http://llvm.org/docs/LangRef.html#vector-reduction-intrinsics
    ///
    /// Example:
    ///
    /// ```mlir
    /// %1 = vector.reduction <add>, %0 : vector<16xf32> into f32
    ///
    /// %3 = vector.reduction <xor>, %2 : vector<4xi32> into i32
    ///
    /// %4 = vector.reduction <mul>, %0, %1 : vector<16xf32> into f32
    /// ```
    #[op(name = "vector.reduction")]
    pub struct ReductionOp {
        #[attr] kind: CombiningKindAttr,
        #[operand] vector: AnyVectorOfAnyRank,
        #[operand(optional)] acc: AnyType,
        #[attr(default = FastMathFlags::none)] fastmath: FastMathFlagsAttr,
        #[result] dest: AnyType,
    }
    traits: [Pure, Pred<"source operand and result have same element type", verify::same_element_type_operand0>, OptionalTypesMatchWith<"dest and acc have the same type", dest, acc, verify::same_type>, ArithFastMathInterface, VectorUnrollOpInterface],
    format: "$kind `,` $vector (`,` $acc^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($vector) `into` type($dest)",
    verify: verify::reduction,
    canonicalize: canonicalize::reduction,
    interfaces: [MaskableOpInterface => SourceShapedMask],
}

ods::op! {

    /// Multi-dimensional reduction operation
    ///
    /// Reduces an n-D vector into an (n-k)-D vector (or a scalar when k == n)
    /// using the given operation: `add`/`mul`/`minsi`/`minui`/`maxsi`/`maxui`
    /// /`and`/`or`/`xor` for integers, and `add`/`mul`/`minnumf`/`maxnumf`/`minimumf`
    /// /`maximumf` for floats.
    /// Takes an initial accumulator operand.
    ///
    /// Example:
    ///
    /// ```mlir
    /// %1 = vector.multi_reduction <add>, %0, %acc0 [1, 3] :
    ///   vector<4x8x16x32xf32> to vector<4x16xf32>
    /// %2 = vector.multi_reduction <add>, %1, %acc1 [0, 1] :
    ///   vector<4x16xf32> to f32
    /// ```
    #[op(name = "vector.multi_reduction")]
    pub struct MultiDimReductionOp {
        #[attr] kind: CombiningKindAttr,
        #[operand] source: AnyVectorOfNonZeroRank,
        #[operand] acc: AnyType,
        #[attr] reduction_dims: DenseI64ArrayAttr,
        #[result] dest: AnyType,
    }
    traits: [Pure, AllTypesMatch<[dest, acc]>, Pred<"source operand and result have same element type", verify::same_element_type_operand0>, InferTypeOpInterface, VectorUnrollOpInterface],
    format: "$kind `,` $source `,` $acc attr-dict $reduction_dims `:` type($source) `to` type($dest)",
    verify: verify::multi_reduction,
    fold: fold::multi_reduction,
    canonicalize: canonicalize::multi_reduction,
    interfaces: [MaskableOpInterface => SourceShapedMask],
}

ods::op! {

    /// broadcast operation
    ///
    /// Broadcasts the scalar or k-D vector value in the source operand
    /// to a n-D result vector such that the broadcast makes sense, i.e.,
    /// the source operand is duplicated to match the given rank and sizes
    /// in the result vector. The legality rules are:
    /// * the source operand must have the same element type as the result type
    /// * a k-D vector <s_1 x .. x s_k x type> can be broadcast to
    ///   a n-D vector <t_1 x .. x t_n x type> if
    ///    * k <= n, and
    ///    * the sizes in the trailing dimensions n-k < i <= n with j=i+k-n
    ///       match exactly as s_j = t_i or s_j = 1:
    ///    ```
    ///        t_1 x   ..  t_n-k x t_n-k+1 x .. x t_i x .. x t_n
    ///                            s_1     x .. x s_j x .. x s_k
    ///            <duplication>         <potential stretch>
    ///    ```
    ///    * in addition, any scalable unit dimension, `[1]`, must match exactly.
    ///
    /// The source operand is duplicated over all the missing leading dimensions
    /// and stretched over the trailing dimensions where the source has a non-equal
    /// dimension of 1 (stretching a trailing dimension is also referred to as
    /// "dim-1" broadcasting). These rules imply that any scalar broadcast (k=0) to
    /// any shaped vector with the same element type is always legal.
    ///
    /// Example:
    ///
    /// ```mlir
    /// %0 = arith.constant 0.0 : f32
    /// %1 = vector.broadcast %0 : f32 to vector<16xf32>
    /// %2 = vector.broadcast %1 : vector<16xf32> to vector<4x16xf32>
    /// ```
    #[op(name = "vector.broadcast")]
    pub struct BroadcastOp {
        #[operand] source: AnyType,
        #[result] vector: AnyVectorOfAnyRank,
    }
    traits: [Pure, VectorUnrollOpInterface, InferIntRangeInterface, Pred<"source operand and result have same element type", verify::same_element_type_operand0>],
    format: "$source attr-dict `:` type($source) `to` type($vector)",
    verify: verify::broadcast,
    fold: fold::broadcast,
    canonicalize: canonicalize::broadcast,
}

ods::op! {

    /// shuffle operation
    ///
    /// The shuffle operation constructs a permutation (or duplication) of elements
    /// from two input vectors, returning a vector with the same element type as
    /// the input and a length that is the same as the shuffle mask. The two input
    /// vectors must have the same element type, same rank, and trailing dimension
    /// sizes and shuffles their values in the leading dimension (which may differ
    /// in size) according to the given mask. The legality rules are:
    /// * the two operands must have the same element type as the result
    ///   - Either, the two operands and the result must have the same
    ///     rank and trailing dimension sizes, viz. given two k-D operands
    ///             v1 : <s_1 x s_2 x .. x s_k x type> and
    ///             v2 : <t_1 x t_2 x .. x t_k x type>
    ///     we have s_i = t_i for all 1 < i <= k
    ///   - Or, the two operands must be 0-D vectors and the result is a 1-D vector.
    /// * the mask length equals the leading dimension size of the result
    /// * numbering the input vector indices left to right across the operands, all
    ///   mask values must be within range, viz. given two k-D operands v1 and v2
    ///   above, all mask values are in the range [0,s_1+t_1). The value `-1`
    ///   represents a poison mask value, which specifies that the selected element
    ///   is poison.
    ///
    /// Note, scalable vectors are not supported.
    ///
    /// Example:
    ///
    /// ```mlir
    /// %0 = vector.shuffle %a, %b[0, 3]
    ///            : vector<2xf32>, vector<2xf32>       ; yields vector<2xf32>
    /// %1 = vector.shuffle %c, %b[0, 1, 2]
    ///            : vector<2x16xf32>, vector<1x16xf32> ; yields vector<3x16xf32>
    /// %2 = vector.shuffle %a, %b[3, 2, 1, 0]
    ///            : vector<2xf32>, vector<2xf32>       ; yields vector<4xf32>
    /// %3 = vector.shuffle %a, %b[0, 1]
    ///            : vector<f32>, vector<f32>           ; yields vector<2xf32>
    /// %4 = vector.shuffle %a, %b[0, 4, -1, -1, -1, -1]
    ///            : vector<4xf32>, vector<4xf32>       ; yields vector<6xf32>
    /// ```
    #[op(name = "vector.shuffle")]
    pub struct ShuffleOp {
        #[operand] v1: AnyFixedVectorOfAnyRank,
        #[operand] v2: AnyFixedVectorOfAnyRank,
        #[attr] mask: DenseI64ArrayAttr,
        #[result] vector: AnyVectorOfNonZeroRank,
    }
    traits: [Pure, Pred<"first operand v1 and result have same element type", verify::same_element_type_operand0>, Pred<"second operand v2 and result have same element type", verify::same_element_type_operand1>, InferTypeOpAdaptor],
    format: "operands $mask attr-dict `:` type(operands)",
    verify: verify::shuffle,
    fold: fold::shuffle,
    canonicalize: canonicalize::shuffle,
    infer: syntax::infer_shuffle,
}

ods::op! {

    /// constructs a vector by interleaving two input vectors
    ///
    /// The interleave operation constructs a new vector by interleaving the
    /// elements from the trailing (or final) dimension of two input vectors,
    /// returning a new vector where the trailing dimension is twice the size.
    ///
    /// Note that for the n-D case this differs from the interleaving possible with
    /// `vector.shuffle`, which would only operate on the leading dimension.
    ///
    /// Another key difference is this operation supports scalable vectors, though
    /// currently a general LLVM lowering is limited to the case where only the
    /// trailing dimension is scalable.
    ///
    /// Example:
    /// ```mlir
    /// %a = arith.constant dense<[0, 1]> : vector<2xi32>
    /// %b = arith.constant dense<[2, 3]> : vector<2xi32>
    /// // The value of `%0` is `[0, 2, 1, 3]`.
    /// %0 = vector.interleave %a, %b : vector<2xi32> -> vector<4xi32>
    ///
    /// // Examples showing allowed input and result types.
    /// %1 = vector.interleave %c, %d : vector<f16> -> vector<2xf16>
    /// %2 = vector.interleave %e, %f : vector<6x3xf32> -> vector<6x6xf32>
    /// %3 = vector.interleave %g, %h : vector<[4]xi32> -> vector<[8]xi32>
    /// %4 = vector.interleave %i, %j : vector<2x4x[2]xf64> -> vector<2x4x[4]xf64>
    /// ```
    #[op(name = "vector.interleave")]
    pub struct InterleaveOp {
        #[operand] lhs: AnyVectorOfAnyRank,
        #[operand] rhs: AnyVectorOfAnyRank,
        #[result] result: AnyVectorOfNonZeroRank,
    }
    traits: [Pure, AllTypesMatch<[lhs, rhs]>, TypesMatchWith<"type of 'result' is double the width of the inputs", lhs, result, verify::double_trailing_dim>],
    format: "\n    $lhs `,` $rhs  attr-dict `:` type($lhs) `->` type($result)\n  ",
}

ods::op! {

    /// constructs two vectors by deinterleaving an input vector
    ///
    /// The deinterleave operation constructs two vectors from a single input
    /// vector. The first result vector contains the elements from even indexes
    /// of the input, and the second contains elements from odd indexes. This is
    /// the inverse of a `vector.interleave` operation.
    ///
    /// Each output's trailing dimension is half of the size of the input
    /// vector's trailing dimension. This operation requires the input vector
    /// to have a rank > 0 and an even number of elements in its trailing
    /// dimension.
    ///
    /// The operation supports scalable vectors.
    ///
    /// Example:
    /// ```mlir
    /// %0, %1 = vector.deinterleave %a
    ///            : vector<8xi8> -> vector<4xi8>
    /// %2, %3 = vector.deinterleave %b
    ///            : vector<2x8xi8> -> vector<2x4xi8>
    /// %4, %5 = vector.deinterleave %c
    ///            : vector<2x8x4xi8> -> vector<2x8x2xi8>
    /// %6, %7 = vector.deinterleave %d
    ///            : vector<[8]xf32> -> vector<[4]xf32>
    /// %8, %9 = vector.deinterleave %e
    ///            : vector<2x[6]xf64> -> vector<2x[3]xf64>
    /// %10, %11 = vector.deinterleave %f
    ///            : vector<2x4x[6]xf64> -> vector<2x4x[3]xf64>
    /// ```
    #[op(name = "vector.deinterleave")]
    pub struct DeinterleaveOp {
        #[operand] source: AnyVectorOfNonZeroRank,
        #[result] res1: AnyVectorOfNonZeroRank,
        #[result] res2: AnyVectorOfNonZeroRank,
    }
    traits: [Pure, Pred<"the trailing dimension of the source vector has an even number of elements", verify::source_trailing_dim_even>, TypesMatchWith<"the trailing dimension of the results is half the width of source trailing dimension", source, res1, verify::half_trailing_dim>, AllTypesMatch<[res1, res2]>],
    format: "\n        $source attr-dict `:` type($source) `->` type($res1)\n      ",
}

ods::op! {

    /// extract operation
    ///
    /// Extracts an (n − k)-D result sub-vector from an n-D source vector at a
    /// specified k-D position. When n = k, the result degenerates to a scalar
    /// element.
    ///
    /// Static and dynamic indices must be greater or equal to zero and less than
    /// the size of the corresponding dimension. The result is undefined if any
    /// index is out-of-bounds. The value `-1` represents a poison index, which
    /// specifies that the extracted element is poison.
    ///
    /// Example:
    ///
    /// ```mlir
    /// %1 = vector.extract %0[3]: vector<8x16xf32> from vector<4x8x16xf32>
    /// %2 = vector.extract %0[2, 1, 3]: f32 from vector<4x8x16xf32>
    /// %4 = vector.extract %0[%a, %b, %c]: f32 from vector<4x8x16xf32>
    /// %5 = vector.extract %0[2, %b]: vector<16xf32> from vector<4x8x16xf32>
    /// %6 = vector.extract %10[-1, %c]: f32 from vector<4x16xf32>
    /// ```
    #[op(name = "vector.extract")]
    pub struct ExtractOp {
        #[operand] source: AnyVectorOfAnyRank,
        #[operand(variadic)] dynamic_position: Index,
        #[attr] static_position: DenseI64ArrayAttr,
        #[result] result: AnyType,
    }
    traits: [Pure, InferIntRangeInterface, Pred<"operand and result have same element type", verify::same_element_type_operand0>, InferTypeOpAdaptorWithIsCompatible],
    format: "\n    $source ``\n    custom<DynamicIndexList>($dynamic_position, $static_position)\n    attr-dict `:` type($result) `from` type($source)\n  ",
    verify: verify::extract,
    fold: fold::extract,
    canonicalize: canonicalize::extract,
}

ods::op! {

    /// vector fused multiply-add
    ///
    /// Multiply-add expressions operate on n-D vectors and compute a fused
    /// pointwise multiply-and-accumulate: `$result = $lhs * $rhs + $acc`.
    /// All operands and result have the same vector type. The semantics
    /// of the operation correspond to those of the `llvm.fma`
    /// [intrinsic](https://llvm.org/docs/LangRef.html#int-fma). In the
    /// particular case of lowering to LLVM, this is guaranteed to lower
    /// to the `llvm.fma.*` intrinsic.
    ///
    /// Example:
    ///
    /// ```mlir
    /// %3 = vector.fma %0, %1, %2: vector<8x16xf32>
    /// ```
    #[op(name = "vector.fma")]
    pub struct FMAOp {
        #[operand] lhs: VectorOfAnyRankOf<AnyFloat>,
        #[operand] rhs: VectorOfAnyRankOf<AnyFloat>,
        #[operand] acc: VectorOfAnyRankOf<AnyFloat>,
        #[result] result: VectorOfAnyRankOf<AnyFloat>,
    }
    traits: [Pure, AllTypesMatch<[lhs, rhs, acc, result]>, VectorUnrollOpInterface, Elementwise, Scalarizable, Vectorizable, Tensorizable],
    format: "$lhs `,` $rhs `,` $acc attr-dict `:` type($lhs)",
}

ods::op! {

    /// operation that decomposes a vector into all its scalar elements
    ///
    /// This operation decomposes all the scalar elements from a vector. The
    /// decomposed scalar elements are returned in row-major order. The number of
    /// scalar results must match the number of elements in the input vector type.
    /// All the result elements have the same result type, which must match the
    /// element type of the input vector. Scalable vectors are not supported.
    ///
    /// Examples:
    ///
    /// ```mlir
    /// // Decompose a 0-D vector.
    /// %0 = vector.to_elements %v0 : vector<f32>
    /// // %0 = %v0[0]
    ///
    /// // Decompose a 1-D vector.
    /// %0:2 = vector.to_elements %v1 : vector<2xf32>
    /// // %0#0 = %v1[0]
    /// // %0#1 = %v1[1]
    ///
    /// // Decompose a 2-D.
    /// %0:6 = vector.to_elements %v2 : vector<2x3xf32>
    /// // %0#0 = %v2[0, 0]
    /// // %0#1 = %v2[0, 1]
    /// // %0#2 = %v2[0, 2]
    /// // %0#3 = %v2[1, 0]
    /// // %0#4 = %v2[1, 1]
    /// // %0#5 = %v2[1, 2]
    ///
    /// // Decompose a 3-D vector.
    /// %0:6 = vector.to_elements %v3 : vector<3x1x2xf32>
    /// // %0#0 = %v3[0, 0, 0]
    /// // %0#1 = %v3[0, 0, 1]
    /// // %0#2 = %v3[1, 0, 0]
    /// // %0#3 = %v3[1, 0, 1]
    /// // %0#4 = %v3[2, 0, 0]
    /// // %0#5 = %v3[2, 0, 1]
    /// ```
    #[op(name = "vector.to_elements")]
    pub struct ToElementsOp {
        #[operand] source: AnyVectorOfAnyRank,
        #[result(variadic)] elements: AnyType,
    }
    traits: [InferTypeOpAdaptor, Pure, ShapedTypeMatchesElementCountAndTypes<source, elements>],
    format: "$source attr-dict `:` type($source)",
    fold: fold::to_elements,
    canonicalize: canonicalize::to_elements,
    infer: syntax::infer_to_elements,
}

ods::op! {

    /// operation that defines a vector from scalar elements
    ///
    /// This operation defines a vector from one or multiple scalar elements. The
    /// scalar elements are arranged in row-major within the vector. The number of
    /// elements must match the number of elements in the result type. All elements
    /// must have the same type, which must match the element type of the result
    /// vector type. Scalable vectors are not supported.
    ///
    /// Examples:
    ///
    /// ```mlir
    /// // Define a 0-D vector.
    /// %0 = vector.from_elements %f1 : vector<f32>
    /// // [%f1]
    ///
    /// // Define a 1-D vector.
    /// %1 = vector.from_elements %f1, %f2 : vector<2xf32>
    /// // [%f1, %f2]
    ///
    /// // Define a 2-D vector.
    /// %2 = vector.from_elements %f1, %f2, %f3, %f4, %f5, %f6 : vector<2x3xf32>
    /// // [[%f1, %f2, %f3], [%f4, %f5, %f6]]
    ///
    /// // Define a 3-D vector.
    /// %3 = vector.from_elements %f1, %f2, %f3, %f4, %f5, %f6 : vector<3x1x2xf32>
    /// // [[[%f1, %f2]], [[%f3, %f4]], [[%f5, %f6]]]
    /// ```
    #[op(name = "vector.from_elements")]
    pub struct FromElementsOp {
        #[operand(variadic)] elements: AnyType,
        #[result] dest: AnyFixedVectorOfAnyRank,
    }
    traits: [Pure, ShapedTypeMatchesElementCountAndTypes<dest, elements>],
    format: "$elements attr-dict `:` type($dest)",
    fold: fold::from_elements,
    canonicalize: canonicalize::from_elements,
}

ods::op! {

    /// insert operation
    ///
    /// Inserts an (n - k)-D sub-vector (value-to-store) into an n-D destination
    /// vector at a specified k-D position. When n = 0, value-to-store degenerates
    /// to a scalar element inserted into the n-D destination vector.
    ///
    /// Static and dynamic indices must be greater or equal to zero and less than
    /// the size of the corresponding dimension. The result is undefined if any
    /// index is out-of-bounds. The value `-1` represents a poison index, which
    /// specifies that the resulting vector is poison.
    ///
    /// Example:
    ///
    /// ```mlir
    /// %2 = vector.insert %0, %1[3] : vector<8x16xf32> into vector<4x8x16xf32>
    /// %5 = vector.insert %3, %4[2, 1, 3] : f32 into vector<4x8x16xf32>
    /// %11 = vector.insert %9, %10[%a, %b, %c] : f32 into vector<4x8x16xf32>
    /// %12 = vector.insert %4, %10[2, %b] : vector<16xf32> into vector<4x8x16xf32>
    /// %13 = vector.insert %20, %1[-1, %c] : f32 into vector<4x16xf32>
    /// ```
    #[op(name = "vector.insert")]
    pub struct InsertOp {
        #[operand(name = "valueToStore")] value_to_store: AnyType,
        #[operand] dest: AnyVectorOfAnyRank,
        #[operand(variadic)] dynamic_position: Index,
        #[attr] static_position: DenseI64ArrayAttr,
        #[result] result: AnyVectorOfAnyRank,
    }
    traits: [Pure, InferIntRangeInterface, Pred<"source operand and result have same element type", verify::same_element_type_operand0>, AllTypesMatch<[dest, result]>],
    format: "\n    $valueToStore `,` $dest custom<DynamicIndexList>($dynamic_position, $static_position)\n    attr-dict `:` type($valueToStore) `into` type($dest)\n  ",
    verify: verify::insert,
    fold: fold::insert,
    canonicalize: canonicalize::insert,
}

ods::op! {

    /// insert subvector into scalable vector operation
    ///
    /// This operations takes a rank-1 fixed-length or scalable subvector and
    /// inserts it within the destination scalable vector starting from the
    /// position specificed by `pos`. If the source vector is scalable, the
    /// insertion position will be scaled by the runtime scaling factor of the
    /// source subvector.
    ///
    /// The insertion position must be a multiple of the minimum size of the source
    /// vector. For the operation to be well defined, the source vector must fit in
    /// the destination vector from the specified position. Since the destination
    /// vector is scalable and its runtime length is unknown, the validity of the
    /// operation can't be verified nor guaranteed at compile time.
    ///
    /// Example:
    ///
    /// ```mlir
    /// %2 = vector.scalable.insert %0, %1[8] : vector<4xf32> into vector<[16]xf32>
    /// %5 = vector.scalable.insert %3, %4[0] : vector<8xf32> into vector<[4]xf32>
    /// %8 = vector.scalable.insert %6, %7[0] : vector<[4]xf32> into vector<[8]xf32>
    /// ```
    ///
    /// Invalid example:
    /// ```mlir
    /// %2 = vector.scalable.insert %0, %1[5] : vector<4xf32> into vector<[16]xf32>
    /// ```
    #[op(name = "vector.scalable.insert")]
    pub struct ScalableInsertOp {
        #[operand(name = "valueToStore")] value_to_store: VectorOfRank1,
        #[operand] dest: ScalableVectorOfRank1,
        #[attr] pos: I64Attr,
        #[result] result: ScalableVectorOfRank1,
    }
    traits: [Pure, AllElementTypesMatch<[valueToStore, dest]>, AllTypesMatch<[dest, result]>, Pred<"position is a multiple of the source length.", verify::scalable_insert_position>],
    format: "\n    $valueToStore `,` $dest `[` $pos `]` attr-dict `:` type($valueToStore) `into` type($dest)\n  ",
}

ods::op! {

    /// extract subvector from scalable vector operation
    ///
    /// Takes rank-1 source vector and a position `pos` within the source
    /// vector, and extracts a subvector starting from that position.
    ///
    /// The extraction position must be a multiple of the minimum size of the result
    /// vector. For the operation to be well defined, the destination vector must
    /// fit within the source vector from the specified position. Since the source
    /// vector is scalable and its runtime length is unknown, the validity of the
    /// operation can't be verified nor guaranteed at compile time.
    ///
    /// Example:
    ///
    /// ```mlir
    /// %1 = vector.scalable.extract %0[8] : vector<4xf32> from vector<[8]xf32>
    /// %3 = vector.scalable.extract %2[0] : vector<[4]xf32> from vector<[8]xf32>
    /// ```
    ///
    /// Invalid example:
    /// ```mlir
    /// %1 = vector.scalable.extract %0[5] : vector<4xf32> from vector<[16]xf32>
    /// ```
    #[op(name = "vector.scalable.extract")]
    pub struct ScalableExtractOp {
        #[operand] source: ScalableVectorOfRank1,
        #[attr] pos: I64Attr,
        #[result] result: VectorOfRank1,
    }
    traits: [Pure, AllElementTypesMatch<[source, result]>, Pred<"position is a multiple of the result length.", verify::scalable_extract_position>],
    format: "\n    $source `[` $pos `]` attr-dict `:` type($result) `from` type($source)\n  ",
}

ods::op! {

    /// strided_slice operation
    ///
    /// Takes a k-D valueToStore vector, an n-D destination vector (n >= k), n-sized
    /// `offsets` integer array attribute, a k-sized `strides` integer array attribute
    /// and inserts the k-D valueToStore vector as a strided subvector at the proper offset
    /// into the n-D destination vector.
    ///
    /// At the moment strides must contain only 1s.
    ///
    /// Returns an n-D vector that is a copy of the n-D destination vector in which
    /// the last k-D dimensions contain the k-D valueToStore vector elements strided at
    /// the proper location as specified by the offsets.
    ///
    /// Example:
    ///
    /// ```mlir
    /// %2 = vector.insert_strided_slice %0, %1
    ///     {offsets = [0, 0, 2], strides = [1, 1]}:
    ///   vector<2x4xf32> into vector<16x4x8xf32>
    /// ```
    #[op(name = "vector.insert_strided_slice")]
    pub struct InsertStridedSliceOp {
        #[operand(name = "valueToStore")] value_to_store: AnyVectorOfNonZeroRank,
        #[operand] dest: AnyVectorOfNonZeroRank,
        #[attr] offsets: I64ArrayAttr,
        #[attr] strides: I64ArrayAttr,
        #[result] result: AnyVectorOfNonZeroRank,
    }
    traits: [Pure, Pred<"operand #0 and result have same element type", verify::same_element_type_operand0>, AllTypesMatch<[dest, result]>],
    format: "\n    $valueToStore `,` $dest attr-dict `:` type($valueToStore) `into` type($dest)\n  ",
    verify: verify::insert_strided_slice,
    fold: fold::insert_strided_slice,
    canonicalize: canonicalize::insert_strided_slice,
}

ods::op! {

    /// vector outerproduct with optional fused add
    ///
    /// Takes 2 1-D vectors and returns the 2-D vector containing the outer-product,
    /// as illustrated below:
    /// ```
    ///  outer |   [c, d]
    ///  ------+------------
    ///    [a, | [ [a*c, a*d],
    ///     b] |   [b*c, b*d] ]
    /// ```
    /// This operation also accepts a 1-D vector lhs and a scalar rhs. In this
    /// case a simple AXPY operation is performed, which returns a 1-D vector.
    /// ```
    ///     [a, b] * c = [a*c, b*c]
    /// ```
    ///
    /// An optional extra vector argument with the same shape as the output
    /// vector may be specified in which case the operation returns the sum of
    /// the outer-product and the extra vector. In this multiply-accumulate
    /// scenario for floating-point arguments, the rounding mode is enforced
    /// by guaranteeing that a fused-multiply add operation is emitted. When
    /// lowered to the LLVMIR dialect, this form emits `llvm.intr.fma`, which
    /// is guaranteed to lower to actual `fma` instructions on x86.
    ///
    /// An optional kind attribute may be specified to be: `add`/`mul`/`minsi`
    /// /`minui`/`maxsi`/`maxui`/`and`/`or`/`xor` for integers, and `add`/`mul`
    /// /`minnumf`/`maxnumf`/`minimumf`/`maximumf` for floats. The default is
    /// `add`.
    ///
    /// Example:
    ///
    /// ```
    /// %2 = vector.outerproduct %0, %1: vector<4xf32>, vector<8xf32>
    /// return %2: vector<4x8xf32>
    ///
    /// %3 = vector.outerproduct %0, %1, %2:
    ///   vector<4xf32>, vector<8xf32>, vector<4x8xf32>
    /// return %3: vector<4x8xf32>
    ///
    /// %4 = vector.outerproduct %0, %1, %2 {kind = #vector.kind<maxnumf>}:
    ///   vector<4xf32>, vector<8xf32>, vector<4x8xf32>
    /// return %3: vector<4x8xf32>
    ///
    /// %6 = vector.outerproduct %4, %5: vector<10xf32>, f32
    /// return %6: vector<10xf32>
    ///
    /// ```
    #[op(name = "vector.outerproduct")]
    pub struct OuterProductOp {
        #[operand] lhs: AnyVectorOfNonZeroRank,
        #[operand] rhs: AnyType,
        #[operand(optional)] acc: AnyVectorOfNonZeroRank,
        #[attr(default = CombiningKind::ADD)] kind: CombiningKindAttr,
        #[result(name = "")] result: AnyVectorOfNonZeroRank,
    }
    traits: [Pure, Pred<"lhs operand and result have same element type", verify::same_element_type_operand0>, Pred<"rhs operand and result have same element type", verify::same_element_type_operand1>],
    verify: verify::outerproduct,
    parse: syntax::parse_outerproduct,
    print: syntax::print_outerproduct,
    interfaces: [MaskableOpInterface => OuterProductMask],
}

ods::op! {

    /// extract_strided_slice operation
    ///
    /// Takes an n-D vector, k-D `offsets` integer array attribute, a k-sized
    /// `sizes` integer array attribute, a k-sized `strides` integer array
    /// attribute and extracts the n-D subvector at the proper offset.
    ///
    /// At the moment strides must contain only 1s.
    ///
    /// Returns an n-D vector where the first k-D dimensions match the `sizes`
    /// attribute. The returned subvector contains the elements starting at offset
    /// `offsets` and ending at `offsets + sizes`.
    ///
    /// Example:
    ///
    /// ```mlir
    /// %1 = vector.extract_strided_slice %0
    ///     {offsets = [0, 2], sizes = [2, 4], strides = [1, 1]}:
    ///   vector<4x8x16xf32> to vector<2x4x16xf32>
    ///
    /// // TODO: Evolve to a range form syntax similar to:
    /// %1 = vector.extract_strided_slice %0[0:2:1][2:4:1]
    ///   vector<4x8x16xf32> to vector<2x4x16xf32>
    /// ```
    ///
    /// TODO: Implement support for poison indices.
    #[op(name = "vector.extract_strided_slice")]
    pub struct ExtractStridedSliceOp {
        #[operand] source: AnyVectorOfNonZeroRank,
        #[attr] offsets: I64ArrayAttr,
        #[attr] sizes: I64ArrayAttr,
        #[attr] strides: I64ArrayAttr,
        #[result(name = "")] result: AnyVectorOfNonZeroRank,
    }
    traits: [Pure, Pred<"operand and result have same element type", verify::same_element_type_operand0>],
    format: "$source attr-dict `:` type($source) `to` type(results)",
    verify: verify::extract_strided_slice,
    fold: fold::extract_strided_slice,
    canonicalize: canonicalize::extract_strided_slice,
}

ods::op! {

    /// Reads a supervector from memory into an SSA vector value.
    ///
    /// The `vector.transfer_read` op performs a read from a slice within a
    /// [MemRef](../LangRef.md#memref-type) or a Ranked
    /// [Tensor](../LangRef.md#tensor-type) supplied as its first operand
    /// into a [vector](../LangRef.md#vector-type) of the same base elemental type.
    ///
    /// A memref/tensor operand with vector element type, must have its vector
    /// element type match a suffix (shape and element type) of the vector (e.g.
    /// memref<3x2x6x4x3xf32>, vector<1x1x4x3xf32>).
    ///
    /// The slice is further defined by a full-rank index within the MemRef/Tensor,
    /// supplied as the operands `[1 .. 1 + rank(memref/tensor))` that defines the
    /// starting point of the transfer (e.g. `%A[%i0, %i1, %i2]`).
    ///
    /// The permutation_map [attribute](../LangRef.md#attributes) is an
    /// [affine-map](Affine.md#affine-maps) which specifies the transposition on the
    /// slice to match the vector shape. The permutation map may be implicit and
    /// omitted from parsing and printing if it is the canonical minor identity map
    /// (i.e. if it does not permute or broadcast any dimension).
    ///
    /// The size of the slice is specified by the size of the vector, given as the
    /// return type.
    ///
    /// An SSA value `padding` of the same elemental type as the MemRef/Tensor is
    /// provided to specify a fallback value in the case of out-of-bounds accesses
    /// and/or masking.
    ///
    /// An optional SSA value `mask` may be specified to mask out elements read from
    /// the MemRef/Tensor. The `mask` type is an `i1` vector with a shape that
    /// matches how elements are read from the MemRef/Tensor, *before* any
    /// permutation or broadcasting. Elements whose corresponding mask element is
    /// `0` are masked out and replaced with `padding`.
    ///
    /// For every vector dimension, the boolean array attribute `in_bounds`
    /// specifies if the transfer is guaranteed to be within the source bounds. If
    /// set to "false", accesses (including the starting point) may run
    /// out-of-bounds along the respective vector dimension as the index increases.
    /// Non-vector dimensions *must* always be in-bounds. The `in_bounds` array
    /// length has to be equal to the vector rank. This attribute has a default
    /// value: `false` (i.e. "out-of-bounds"). When skipped in the textual IR, the
    /// default value is assumed. Similarly, the OP printer will omit this
    /// attribute when all dimensions are out-of-bounds (i.e. the default value is
    /// used).
    ///
    /// A `vector.transfer_read` can be lowered to a simple load if all dimensions
    /// are specified to be within bounds and no `mask` was specified.
    ///
    /// This operation is called 'read' by opposition to 'load' because the
    /// super-vector granularity is generally not representable with a single
    /// hardware register. A `vector.transfer_read` is thus a mid-level abstraction
    /// that supports super-vectorization with non-effecting padding for full-tile
    /// only operations.
    ///
    /// More precisely, let's dive deeper into the permutation_map for the following
    /// MLIR:
    ///
    /// ```mlir
    /// vector.transfer_read %A[%expr1, %expr2, %expr3, %expr4]
    ///   { permutation_map : (d0,d1,d2,d3) -> (d2,0,d0) } :
    ///   memref<?x?x?x?xf32>, vector<3x4x5xf32>
    /// ```
    ///
    /// This operation always reads a slice starting at `%A[%expr1, %expr2, %expr3,
    /// %expr4]`. The size of the slice can be inferred from the resulting vector
    /// shape and walking back through the permutation map: 3 along d2 and 5 along
    /// d0, so the slice is: `%A[%expr1 : %expr1 + 5, %expr2, %expr3:%expr3 + 3, %expr4]`
    ///
    /// That slice needs to be read into a `vector<3x4x5xf32>`. Since the
    /// permutation map is not full rank, there must be a broadcast along vector
    /// dimension `1`.
    ///
    /// A notional lowering of vector.transfer_read could generate code resembling:
    ///
    /// ```mlir
    /// // %expr1, %expr2, %expr3, %expr4 defined before this point
    /// // alloc a temporary buffer for performing the "gather" of the slice.
    /// %tmp = memref.alloc() : memref<vector<3x4x5xf32>>
    /// for %i = 0 to 3 {
    ///   affine.for %j = 0 to 4 {
    ///     affine.for %k = 0 to 5 {
    ///       // Note that this load does not involve %j.
    ///       %a = load %A[%expr1 + %k, %expr2, %expr3 + %i, %expr4] : memref<?x?x?x?xf32>
    ///       // Update the temporary gathered slice with the individual element
    ///       %slice = memref.load %tmp : memref<vector<3x4x5xf32>> -> vector<3x4x5xf32>
    ///       %updated = vector.insert %a, %slice[%i, %j, %k] : f32 into vector<3x4x5xf32>
    ///       memref.store %updated, %tmp : memref<vector<3x4x5xf32>>
    /// }}}
    /// // At this point we gathered the elements from the original
    /// // memref into the desired vector layout, stored in the `%tmp` allocation.
    /// %vec = memref.load %tmp : memref<vector<3x4x5xf32>> -> vector<3x4x5xf32>
    /// ```
    ///
    /// On a GPU one could then map `i`, `j`, `k` to blocks and threads. Notice that
    /// the temporary storage footprint could conceptually be only `3 * 5` values but
    /// `3 * 4 * 5` values are actually transferred between `%A` and `%tmp`.
    ///
    /// Alternatively, if a notional vector broadcast operation were available, we
    /// could avoid the loop on `%j` and the lowered code would resemble:
    ///
    /// ```mlir
    /// // %expr1, %expr2, %expr3, %expr4 defined before this point
    /// %tmp = memref.alloc() : memref<vector<3x4x5xf32>>
    /// for %i = 0 to 3 {
    ///   affine.for %k = 0 to 5 {
    ///     %a = load %A[%expr1 + %k, %expr2, %expr3 + %i, %expr4] : memref<?x?x?x?xf32>
    ///     %slice = memref.load %tmp : memref<vector<3x4x5xf32>> -> vector<3x4x5xf32>
    ///     // Here we only store to the first element in dimension one
    ///     %updated = vector.insert %a, %slice[%i, 0, %k] : f32 into vector<3x4x5xf32>
    ///     memref.store %updated, %tmp : memref<vector<3x4x5xf32>>
    /// }}
    /// // At this point we gathered the elements from the original
    /// // memref into the desired vector layout, stored in the `%tmp` allocation.
    /// // However we haven't replicated them alongside the first dimension, we need
    /// // to broadcast now.
    /// %partialVec = load %tmp : memref<vector<3x4x5xf32>> -> vector<3x4x5xf32>
    /// %vec = broadcast %tmpvec, 1 : vector<3x4x5xf32>
    /// ```
    ///
    /// where `broadcast` broadcasts from element 0 to all others along the
    /// specified dimension. This time, the number of loaded element is `3 * 5`
    /// values.
    /// An additional `1` broadcast is required. On a GPU this broadcast could be
    /// implemented using a warp-shuffle if loop `j` were mapped to `threadIdx.x`.
    ///
    /// Syntax
    /// ```
    /// operation ::= ssa-id `=` `vector.transfer_read` ssa-use-list
    ///   `{` attribute-entry `} :` memref-type `,` vector-type
    /// ```
    ///
    /// Example:
    ///
    /// ```mlir
    /// // Read the slice `%A[%i0, %i1:%i1+256, %i2:%i2+32]` into vector<32x256xf32>
    /// // and pad with %f0 to handle the boundary case:
    /// %f0 = arith.constant 0.0f : f32
    /// affine.for %i0 = 0 to %0 {
    ///   affine.for %i1 = 0 to %1 step 256 {
    ///     affine.for %i2 = 0 to %2 step 32 {
    ///       %v = vector.transfer_read %A[%i0, %i1, %i2], (%f0)
    ///            {permutation_map: (d0, d1, d2) -> (d2, d1)} :
    ///            memref<?x?x?xf32>, vector<32x256xf32>
    /// }}}
    ///
    /// // or equivalently (rewrite with vector.transpose)
    /// %f0 = arith.constant 0.0f : f32
    /// affine.for %i0 = 0 to %0 {
    ///   affine.for %i1 = 0 to %1 step 256 {
    ///     affine.for %i2 = 0 to %2 step 32 {
    ///       %v0 = vector.transfer_read %A[%i0, %i1, %i2], (%f0)
    ///            {permutation_map: (d0, d1, d2) -> (d1, d2)} :
    ///            memref<?x?x?xf32>, vector<256x32xf32>
    ///       %v = vector.transpose %v0, [1, 0] :
    ///           vector<256x32xf32> to vector<32x256f32>
    /// }}}
    ///
    /// // Read the slice `%A[%i0, %i1]` (i.e. the element `%A[%i0, %i1]`) into
    /// // vector<128xf32>. The underlying implementation will require a 1-D vector
    /// // broadcast:
    /// affine.for %i0 = 0 to %0 {
    ///   affine.for %i1 = 0 to %1 {
    ///     %3 = vector.transfer_read %A[%i0, %i1]
    ///          {permutation_map: (d0, d1) -> (0)} :
    ///          memref<?x?xf32>, vector<128xf32>
    ///   }
    /// }
    ///
    /// // Read from a memref with vector element type.
    /// %4 = vector.transfer_read %arg1[%c3, %c3], %vf0
    ///   {permutation_map = (d0, d1)->(d0, d1)}
    ///     : memref<?x?xvector<4x3xf32>>, vector<1x1x4x3xf32>
    ///
    /// // Read from a tensor with vector element type.
    /// %4 = vector.transfer_read %arg1[%c3, %c3], %vf0
    ///   {permutation_map = (d0, d1)->(d0, d1)}
    ///     : tensor<?x?xvector<4x3xf32>>, vector<1x1x4x3xf32>
    ///
    /// // Special encoding for 0-d transfer with 0-d tensor/memref, vector shape
    /// // {1} and permutation_map () -> (0).
    /// %0 = vector.transfer_read %arg0[], %f0 {permutation_map = affine_map<()->(0)>} :
    ///   tensor<f32>, vector<1xf32>
    /// ```
    #[op(name = "vector.transfer_read")]
    pub struct TransferReadOp {
        #[operand] base: AnyShaped,
        #[operand(variadic)] indices: Index,
        #[attr] permutation_map: AffineMapAttr,
        #[operand] padding: AnyType,
        #[operand(optional)] mask: VectorOfNonZeroRankOf<I1>,
        #[attr] in_bounds: BoolArrayAttr,
        #[result] vector: AnyVectorOfAnyRank,
    }
    traits: [VectorTransferOpInterface, VectorUnrollOpInterface, MemoryEffectOpInterface, ConditionallySpeculatable, MemorySpaceCastConsumerOpInterface, AttrSizedOperandSegments, DestinationStyleOpInterface],
    verify: verify::transfer_read,
    parse: syntax::parse_transfer_read,
    print: syntax::print_transfer_read,
    fold: fold::transfer_read,
    effects: interfaces::transfer_read_effects,
    canonicalize: canonicalize::transfer_read,
    interfaces: [MaskableOpInterface => TransferMask { passthru: true }],
    alias_visit: syntax::transfer_alias_visit,
}

ods::op! {

    /// The vector.transfer_write op writes a supervector to memory.
    ///
    /// The `vector.transfer_write` op performs a write from a
    /// [vector](../LangRef.md#vector-type), supplied as its first operand, into a
    /// slice within a [MemRef](../LangRef.md#memref-type) or a Ranked
    /// [Tensor](../LangRef.md#tensor-type) of the same base elemental type,
    /// supplied as its second operand.
    ///
    /// A vector memref/tensor operand must have its vector element type match a
    /// suffix (shape and element type) of the vector (e.g. memref<3x2x6x4x3xf32>,
    /// vector<1x1x4x3xf32>). If the operand is a tensor, the operation returns a
    /// new tensor of the same type.
    ///
    /// The slice is further defined by a full-rank index within the MemRef/Tensor,
    /// supplied as the operands `[2 .. 2 + rank(memref/tensor))` that defines the
    /// starting point of the transfer (e.g. `%A[%i0, %i1, %i2, %i3]`).
    ///
    /// The permutation_map [attribute](../LangRef.md#attributes) is an
    /// [affine-map](Affine.md#affine-maps) which specifies the transposition on the
    /// slice to match the vector shape. The permutation map may be implicit and
    /// omitted from parsing and printing if it is the canonical minor identity map
    /// (i.e. if it does not permute any dimension). In contrast to `transfer_read`,
    /// write ops cannot have broadcast dimensions.
    ///
    /// The size of the slice is specified by the size of the vector.
    ///
    /// An optional SSA value `mask` may be specified to mask out elements written
    /// to the MemRef/Tensor. The `mask` type is an `i1` vector with a shape that
    /// matches how elements are written into the MemRef/Tensor, *after* applying
    /// any permutation. Elements whose corresponding mask element is `0` are
    /// masked out.
    ///
    /// For every vector dimension, the boolean array attribute `in_bounds`
    /// specifies if the transfer is guaranteed to be within the source bounds. If
    /// set to "false", accesses (including the starting point) may run
    /// out-of-bounds along the respective vector dimension as the index increases.
    /// Non-vector dimensions *must* always be in-bounds. The `in_bounds` array
    /// length has to be equal to the vector rank. This attribute has a default
    /// value: `false` (i.e. "out-of-bounds"). When skipped in the textual IR, the
    /// default value is assumed. Similarly, the OP printer will omit this
    /// attribute when all dimensions are out-of-bounds (i.e. the default value is
    /// used).
    ///
    ///  A `vector.transfer_write` can be lowered to a simple store if all
    ///  dimensions are specified to be within bounds and no `mask` was specified.
    ///
    /// This operation is called 'write' by opposition to 'store' because the
    /// super-vector granularity is generally not representable with a single
    /// hardware register. A `vector.transfer_write` is thus a
    /// mid-level abstraction that supports super-vectorization with non-effecting
    /// padding for full-tile-only code. It is the responsibility of
    /// `vector.transfer_write`'s implementation to ensure the memory writes are
    /// valid. Different lowerings may be pertinent depending on the hardware
    /// support.
    ///
    /// Example:
    ///
    /// ```mlir
    /// // write vector<16x32x64xf32> into the slice
    /// //   `%A[%i0, %i1:%i1+32, %i2:%i2+64, %i3:%i3+16]`:
    /// for %i0 = 0 to %0 {
    ///   affine.for %i1 = 0 to %1 step 32 {
    ///     affine.for %i2 = 0 to %2 step 64 {
    ///       affine.for %i3 = 0 to %3 step 16 {
    ///         %val = `ssa-value` : vector<16x32x64xf32>
    ///         vector.transfer_write %val, %A[%i0, %i1, %i2, %i3]
    ///           {permutation_map: (d0, d1, d2, d3) -> (d3, d1, d2)} :
    ///           vector<16x32x64xf32>, memref<?x?x?x?xf32>
    /// }}}}
    ///
    /// // or equivalently (rewrite with vector.transpose)
    /// for %i0 = 0 to %0 {
    ///   affine.for %i1 = 0 to %1 step 32 {
    ///     affine.for %i2 = 0 to %2 step 64 {
    ///       affine.for %i3 = 0 to %3 step 16 {
    ///         %val = `ssa-value` : vector<16x32x64xf32>
    ///         %valt = vector.transpose %val, [1, 2, 0] :
    ///               vector<16x32x64xf32> -> vector<32x64x16xf32>
    ///         vector.transfer_write %valt, %A[%i0, %i1, %i2, %i3]
    ///           {permutation_map: (d0, d1, d2, d3) -> (d1, d2, d3)} :
    ///           vector<32x64x16xf32>, memref<?x?x?x?xf32>
    /// }}}}
    ///
    /// // write to a memref with vector element type.
    /// vector.transfer_write %4, %arg1[%c3, %c3]
    ///   {permutation_map = (d0, d1)->(d0, d1)}
    ///     : vector<1x1x4x3xf32>, memref<?x?xvector<4x3xf32>>
    ///
    /// // return a tensor where the vector is inserted into the source tensor.
    /// %5 = vector.transfer_write %4, %arg1[%c3, %c3]
    ///   {permutation_map = (d0, d1)->(d0, d1)}
    ///     : vector<1x1x4x3xf32>, tensor<?x?xvector<4x3xf32>>
    ///
    /// // Special encoding for 0-d transfer with 0-d tensor/memref, vector shape
    /// // {1} and permutation_map () -> (0).
    /// %1 = vector.transfer_write %0, %arg0[] {permutation_map = affine_map<()->(0)>} :
    ///   vector<1xf32>, tensor<f32>
    /// ```
    #[op(name = "vector.transfer_write")]
    pub struct TransferWriteOp {
        #[operand(name = "valueToStore")] value_to_store: AnyVectorOfAnyRank,
        #[operand] base: AnyShaped,
        #[operand(variadic)] indices: Index,
        #[attr] permutation_map: AffineMapAttr,
        #[operand(optional)] mask: VectorOfNonZeroRankOf<I1>,
        #[attr] in_bounds: BoolArrayAttr,
        #[result(optional)] result: AnyRankedTensor,
    }
    traits: [VectorTransferOpInterface, VectorUnrollOpInterface, MemoryEffectOpInterface, ConditionallySpeculatable, MemorySpaceCastConsumerOpInterface, AttrSizedOperandSegments, DestinationStyleOpInterface],
    verify: verify::transfer_write,
    parse: syntax::parse_transfer_write,
    print: syntax::print_transfer_write,
    fold: fold::transfer_write,
    effects: interfaces::transfer_write_effects,
    canonicalize: canonicalize::transfer_write,
    interfaces: [MaskableOpInterface => TransferMask { passthru: false }],
    alias_visit: syntax::transfer_alias_visit,
}

ods::op! {

    /// reads an n-D slice of memory into an n-D vector
    ///
    /// The 'vector.load' operation reads an n-D slice of memory into an n-D
    /// vector. It takes a 'base' memref, an index for each memref dimension and a
    /// result vector type as arguments. It returns a value of the result vector
    /// type. The 'base' memref and indices determine the start memory address from
    /// which to read. Each index provides an offset for each memref dimension
    /// based on the element type of the memref. The shape of the result vector
    /// type determines the shape of the slice read from the start memory address.
    /// The elements along each dimension of the slice are strided by the memref
    /// strides. When loading more than 1 element, only unit strides are allowed
    /// along the most minor memref dimension. These constraints guarantee that
    /// elements read along the first dimension of the slice are contiguous in
    /// memory.
    ///
    /// The memref element type can be a scalar or a vector type. If the memref
    /// element type is a scalar, it should match the element type of the result
    /// vector. If the memref element type is vector, it should match the result
    /// vector type.
    ///
    /// Example: 0-D vector load on a scalar memref.
    /// ```mlir
    /// %result = vector.load %base[%i, %j] : memref<100x100xf32>, vector<f32>
    /// ```
    ///
    /// Example: 1-D vector load on a scalar memref.
    /// ```mlir
    /// %result = vector.load %base[%i, %j] : memref<100x100xf32>, vector<8xf32>
    /// ```
    ///
    /// Example: 1-D vector load on a vector memref.
    /// ```mlir
    /// %result = vector.load %memref[%i, %j] : memref<200x100xvector<8xf32>>, vector<8xf32>
    /// ```
    ///
    /// Example:  2-D vector load on a scalar memref.
    /// ```mlir
    /// %result = vector.load %memref[%i, %j] : memref<200x100xf32>, vector<4x8xf32>
    /// ```
    ///
    /// Example:  2-D vector load on a vector memref.
    /// ```mlir
    /// %result = vector.load %memref[%i, %j] : memref<200x100xvector<4x8xf32>>, vector<4x8xf32>
    /// ```
    ///
    /// Representation-wise, the 'vector.load' operation permits out-of-bounds
    /// reads. Support and implementation of out-of-bounds vector loads is
    /// target-specific. No assumptions should be made on the value of elements
    /// loaded out of bounds. Not all targets may support out-of-bounds vector
    /// loads.
    ///
    /// Example:  Potential out-of-bound vector load.
    /// ```mlir
    /// %result = vector.load %memref[%index] : memref<?xf32>, vector<8xf32>
    /// ```
    ///
    /// Example:  Explicit out-of-bound vector load.
    /// ```mlir
    /// %result = vector.load %memref[%c0] : memref<7xf32>, vector<8xf32>
    /// ```
    ///
    /// An optional `alignment` attribute allows to specify the byte alignment of the
    /// load operation. It must be a positive power of 2. The operation must access
    /// memory at an address aligned to this boundary. Violating this requirement
    /// triggers immediate undefined behavior.
    #[op(name = "vector.load")]
    pub struct LoadOp {
        #[operand] base: AnyMemRef,
        #[operand(variadic)] indices: Index,
        #[attr(default_optional = false)] nontemporal: BoolAttr,
        #[attr(optional)] alignment: IntValidAlignment,
        #[result] result: AnyVectorOfAnyRank,
    }
    traits: [MemRead, VectorUnrollOpInterface, MemorySpaceCastConsumerOpInterface, AlignmentAttrOpInterface],
    format: "$base `[` $indices `]` attr-dict `:` type($base) `,` type($result)",
    verify: verify::load,
    fold: fold::load,
}

ods::op! {

    /// writes an n-D vector to an n-D slice of memory
    ///
    /// The 'vector.store' operation writes an n-D vector to an n-D slice of memory.
    /// It takes the vector value to be stored, a 'base' memref and an index for
    /// each memref dimension. The 'base' memref and indices determine the start
    /// memory address from which to write. Each index provides an offset for each
    /// memref dimension based on the element type of the memref. The shape of the
    /// vector value to store determines the shape of the slice written from the
    /// start memory address. The elements along each dimension of the slice are
    /// strided by the memref strides. When storing more than 1 element, only unit
    /// strides are allowed along the most minor memref dimension. These constraints
    /// guarantee that elements written along the first dimension of the slice are
    /// contiguous in memory.
    ///
    /// The memref element type can be a scalar or a vector type. If the memref
    /// element type is a scalar, it should match the element type of the value
    /// to store. If the memref element type is vector, it should match the type
    /// of the value to store.
    ///
    /// Example: 0-D vector store on a scalar memref.
    /// ```mlir
    /// vector.store %valueToStore, %memref[%i, %j] : memref<200x100xf32>, vector<f32>
    /// ```
    ///
    /// Example: 1-D vector store on a scalar memref.
    /// ```mlir
    /// vector.store %valueToStore, %memref[%i, %j] : memref<200x100xf32>, vector<8xf32>
    /// ```
    ///
    /// Example: 1-D vector store on a vector memref.
    /// ```mlir
    /// vector.store %valueToStore, %memref[%i, %j] : memref<200x100xvector<8xf32>>, vector<8xf32>
    /// ```
    ///
    /// Example:  2-D vector store on a scalar memref.
    /// ```mlir
    /// vector.store %valueToStore, %memref[%i, %j] : memref<200x100xf32>, vector<4x8xf32>
    /// ```
    ///
    /// Example:  2-D vector store on a vector memref.
    /// ```mlir
    /// vector.store %valueToStore, %memref[%i, %j] : memref<200x100xvector<4x8xf32>>, vector<4x8xf32>
    /// ```
    ///
    /// Representation-wise, the 'vector.store' operation permits out-of-bounds
    /// writes. Support and implementation of out-of-bounds vector stores are
    /// target-specific. No assumptions should be made on the memory written out of
    /// bounds. Not all targets may support out-of-bounds vector stores.
    ///
    /// Example:  Potential out-of-bounds vector store.
    /// ```mlir
    /// vector.store %valueToStore, %memref[%index] : memref<?xf32>, vector<8xf32>
    /// ```
    ///
    /// Example:  Explicit out-of-bounds vector store.
    /// ```mlir
    /// vector.store %valueToStore, %memref[%c0] : memref<7xf32>, vector<8xf32>
    /// ```
    ///
    /// An optional `alignment` attribute allows to specify the byte alignment of the
    /// store operation. It must be a positive power of 2. The operation must access
    /// memory at an address aligned to this boundary. Violating this requirement
    /// triggers immediate undefined behavior.
    #[op(name = "vector.store")]
    pub struct StoreOp {
        #[operand(name = "valueToStore")] value_to_store: AnyVectorOfAnyRank,
        #[operand] base: AnyMemRef,
        #[operand(variadic)] indices: Index,
        #[attr(default_optional = false)] nontemporal: BoolAttr,
        #[attr(optional)] alignment: IntValidAlignment,
    }
    traits: [VectorUnrollOpInterface, MemorySpaceCastConsumerOpInterface, AlignmentAttrOpInterface],
    format: "$valueToStore `,` $base `[` $indices `]` attr-dict `:` type($base) `,` type($valueToStore)",
    verify: verify::store,
    fold: fold::store,
}

ods::op! {

    /// loads elements from memory into a vector as defined by a mask vector
    ///
    /// The masked load reads elements from memory into a vector as defined
    /// by a base with indices and a mask vector. When the mask is set, the
    /// element is read from memory. Otherwise, the corresponding element is taken
    /// from a pass-through vector. Informally the semantics are:
    /// ```
    /// result[0] := if mask[0] then base[i + 0] else pass_thru[0]
    /// result[1] := if mask[1] then base[i + 1] else pass_thru[1]
    /// etc.
    /// ```
    ///
    /// If a mask bit is set and the corresponding index is out-of-bounds for the
    /// given base, the behavior is undefined. If a mask bit is not set, the value
    /// comes from the pass-through vector regardless of the index, and the index is
    /// allowed to be out-of-bounds.
    ///
    /// The masked load can be used directly where applicable, or can be used
    /// during progressively lowering to bring other memory operations closer to
    /// hardware ISA support for a masked load. The semantics of the operation
    /// closely correspond to those of the `llvm.masked.load`
    /// [intrinsic](https://llvm.org/docs/LangRef.html#llvm-masked-load-intrinsics).
    ///
    /// Examples:
    ///
    /// ```mlir
    /// %0 = vector.maskedload %base[%i], %mask, %pass_thru
    ///    : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
    ///
    /// %1 = vector.maskedload %base[%i, %j], %mask, %pass_thru
    ///    : memref<?x?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
    /// ```
    ///
    /// An optional `alignment` attribute allows to specify the byte alignment of the
    /// load operation. It must be a positive power of 2. The operation must access
    /// memory at an address aligned to this boundary. Violating this requirement
    /// triggers immediate undefined behavior.
    #[op(name = "vector.maskedload")]
    pub struct MaskedLoadOp {
        #[operand] base: AnyMemRef,
        #[operand(variadic)] indices: Index,
        #[operand] mask: VectorOfNonZeroRankOf<I1>,
        #[operand] pass_thru: AnyVectorOfNonZeroRank,
        #[attr(optional)] alignment: IntValidAlignment,
        #[result] result: AnyVectorOfNonZeroRank,
    }
    traits: [MemRead, MemorySpaceCastConsumerOpInterface, AlignmentAttrOpInterface],
    format: "$base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($mask) `,` type($pass_thru) `into` type($result)",
    verify: verify::maskedload,
    fold: fold::load,
    canonicalize: canonicalize::maskedload,
}

ods::op! {

    /// stores elements from a vector into memory as defined by a mask vector
    ///
    /// The masked store operation writes elements from a vector into memory
    /// as defined by a base with indices and a mask vector. When the mask is
    /// set, the corresponding element from the vector is written to memory. Otherwise,
    /// no action is taken for the element. Informally the semantics are:
    /// ```
    /// if (mask[0]) base[i+0] = value[0]
    /// if (mask[1]) base[i+1] = value[1]
    /// etc.
    /// ```
    ///
    /// If a mask bit is set and the corresponding index is out-of-bounds for the
    /// given base, the behavior is undefined. If a mask bit is not set, no value
    /// is stored regardless of the index, and the index is allowed to be
    /// out-of-bounds.
    ///
    /// The masked store can be used directly where applicable, or can be used
    /// during progressively lowering to bring other memory operations closer to
    /// hardware ISA support for a masked store. The semantics of the operation
    /// closely correspond to those of the `llvm.masked.store`
    /// [intrinsic](https://llvm.org/docs/LangRef.html#llvm-masked-store-intrinsics).
    ///
    /// Examples:
    ///
    /// ```mlir
    /// vector.maskedstore %base[%i], %mask, %value
    ///   : memref<?xf32>, vector<8xi1>, vector<8xf32>
    ///
    /// vector.maskedstore %base[%i, %j], %mask, %value
    ///   : memref<?x?xf32>, vector<16xi1>, vector<16xf32>
    /// ```
    ///
    /// An optional `alignment` attribute allows to specify the byte alignment of the
    /// store operation. It must be a positive power of 2. The operation must access
    /// memory at an address aligned to this boundary. Violating this requirement
    /// triggers immediate undefined behavior.
    #[op(name = "vector.maskedstore")]
    pub struct MaskedStoreOp {
        #[operand] base: AnyMemRef,
        #[operand(variadic)] indices: Index,
        #[operand] mask: VectorOfNonZeroRankOf<I1>,
        #[operand(name = "valueToStore")] value_to_store: AnyVectorOfNonZeroRank,
        #[attr(optional)] alignment: IntValidAlignment,
    }
    traits: [MemorySpaceCastConsumerOpInterface, AlignmentAttrOpInterface],
    format: "$base `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` type($mask) `,` type($valueToStore)",
    verify: verify::maskedstore,
    fold: fold::store,
    canonicalize: canonicalize::maskedstore,
}

ods::op! {

    /// Gathers elements from memory or ranked tensor into a vector as defined by an index vector and a mask vector.
    ///
    /// The gather operation returns an n-D vector whose elements are either loaded
    /// from a k-D memref or tensor, or taken from an n-D pass-through vector, depending
    /// on the values of an n-D mask vector.
    ///
    /// If a mask bit is set, the corresponding result element is taken from `base`
    /// at an index defined by k indices and n-D `index_vec`. Otherwise, the element
    /// is taken from the pass-through vector. As an example, suppose that `base` is
    /// 3-D and the result is 2-D:
    ///
    /// ```mlir
    /// func.func @gather_3D_to_2D(
    ///     %base: memref<?x10x?xf32>, %ofs_0: index, %ofs_1: index, %ofs_2: index,
    ///     %indices: vector<2x3xi32>, %mask: vector<2x3xi1>,
    ///     %fall_thru: vector<2x3xf32>) -> vector<2x3xf32> {
    ///         %result = vector.gather %base[%ofs_0, %ofs_1, %ofs_2]
    ///                                [%indices], %mask, %fall_thru : [...]
    ///         return %result : vector<2x3xf32>
    /// }
    /// ```
    ///
    /// The indexing semantics are then,
    ///
    /// ```
    /// result[i,j] := if mask[i,j] then base[i0, i1, i2 + indices[i,j]]
    ///                else pass_thru[i,j]
    /// ```
    /// The index into `base` only varies in the innermost ((k-1)-th) dimension.
    ///
    /// If a mask bit is set and the corresponding index is out-of-bounds for the
    /// given base, the behavior is undefined. If a mask bit is not set, the value
    /// comes from the pass-through vector regardless of the index, and the index is
    /// allowed to be out-of-bounds.
    ///
    /// The gather operation can be used directly where applicable, or can be used
    /// during progressively lowering to bring other memory operations closer to
    /// hardware ISA support for a gather.
    ///
    /// An optional `alignment` attribute allows to specify the byte alignment of the
    /// gather operation. It must be a positive power of 2. The operation must access
    /// memory at an address aligned to this boundary. Violating this requirement
    /// triggers immediate undefined behavior.
    ///
    /// Examples:
    ///
    /// ```mlir
    /// // 1-D memref gathered to 2-D vector.
    /// %0 = vector.gather %base[%c0][%v], %mask, %pass_thru
    ///    : memref<?xf32>, vector<2x16xi32>, vector<2x16xi1>, vector<2x16xf32> into vector<2x16xf32>
    ///
    /// // 2-D memref gathered to 1-D vector.
    /// %1 = vector.gather %base[%i, %j][%v], %mask, %pass_thru
    ///    : memref<16x16xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
    /// ```
    #[op(name = "vector.gather")]
    pub struct GatherOp {
        #[operand] base: TensorOrMemRef<AnyType>,
        #[operand(variadic)] offsets: Index,
        #[operand] indices: VectorOfNonZeroRankOf<Either<(AnyInteger, Index)>>,
        #[operand] mask: VectorOfNonZeroRankOf<I1>,
        #[operand] pass_thru: AnyVectorOfNonZeroRank,
        #[attr(optional)] alignment: IntValidAlignment,
        #[result] result: AnyVectorOfNonZeroRank,
    }
    traits: [MemRead, MemorySpaceCastConsumerOpInterface, VectorUnrollOpInterface, AlignmentAttrOpInterface],
    format: "$base `[` $offsets `]` `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($indices)  `,` type($mask) `,` type($pass_thru) `into` type($result)",
    verify: verify::gather,
    canonicalize: canonicalize::gather,
    interfaces: [MaskableOpInterface => GatherMask],
}

ods::op! {

    /// scatters elements from a vector into memory or ranked tensor as defined by an index vector and a mask vector
    ///
    /// The scatter operation stores elements from a n-D vector into memory or ranked tensor as
    /// defined by a base with indices and an additional n-D index vector, but
    /// only if the corresponding bit in a n-D mask vector is set. Otherwise, no
    /// action is taken for that element. Informally the semantics are:
    /// ```
    /// if (mask[0]) base[index[0]] = value[0]
    /// if (mask[1]) base[index[1]] = value[1]
    /// etc.
    /// ```
    ///
    /// If a mask bit is set and the corresponding index is out-of-bounds for the
    /// given base, the behavior is undefined. If a mask bit is not set, no value
    /// is stored regardless of the index, and the index is allowed to be
    /// out-of-bounds.
    ///
    /// If the index vector contains two or more duplicate indices, the behavior is
    /// undefined. Underlying implementation may enforce strict sequential
    /// semantics.
    /// TODO: always enforce strict sequential semantics?
    ///
    /// The scatter operation can be used directly where applicable, or can be used
    /// during progressively lowering to bring other memory operations closer to
    /// hardware ISA support for a scatter. The semantics of the operation closely
    /// correspond to those of the `llvm.masked.scatter`
    /// [intrinsic](https://llvm.org/docs/LangRef.html#llvm-masked-scatter-intrinsics).
    ///
    /// An optional `alignment` attribute allows to specify the byte alignment of the
    /// scatter operation. It must be a positive power of 2. The operation must access
    /// memory at an address aligned to this boundary. Violating this requirement
    /// triggers immediate undefined behavior.
    ///
    /// Examples:
    ///
    /// ```mlir
    /// vector.scatter %base[%c0][%v], %mask, %value
    ///     : memref<?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32>
    ///
    /// vector.scatter %base[%i, %j][%v], %mask, %value
    ///     : memref<16x16xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32>
    /// ```
    #[op(name = "vector.scatter")]
    pub struct ScatterOp {
        #[operand] base: TensorOrMemRef<AnyType>,
        #[operand(variadic)] offsets: Index,
        #[operand] indices: VectorOfNonZeroRankOf<Either<(AnyInteger, Index)>>,
        #[operand] mask: VectorOfNonZeroRankOf<I1>,
        #[operand(name = "valueToStore")] value_to_store: AnyVectorOfNonZeroRank,
        #[attr(optional)] alignment: IntValidAlignment,
        #[result(optional)] result: AnyRankedTensor,
    }
    traits: [MemorySpaceCastConsumerOpInterface, AlignmentAttrOpInterface],
    format: "$base `[` $offsets `]` `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` type($indices)  `,` type($mask) `,` type($valueToStore) (`->` type($result)^)?",
    verify: verify::scatter,
    canonicalize: canonicalize::scatter,
}

ods::op! {

    /// reads elements from memory and spreads them into a vector as defined by a mask
    ///
    /// The expand load reads elements from memory into a vector as defined by a
    /// base with indices and a mask vector. Expansion only applies to the innermost
    /// dimension. When the mask is set, the next element is read from memory.
    /// Otherwise, the corresponding element is taken from a pass-through vector.
    /// Informally the semantics are:
    ///
    /// ```
    /// index = i
    /// result[0] := if mask[0] then base[index++] else pass_thru[0]
    /// result[1] := if mask[1] then base[index++] else pass_thru[1]
    /// etc.
    /// ```
    ///
    /// Note that the index increment is done conditionally.
    ///
    /// If a mask bit is set and the corresponding index is out-of-bounds for the
    /// given base, the behavior is undefined. If a mask bit is not set, the value
    /// comes from the pass-through vector regardless of the index, and the index is
    /// allowed to be out-of-bounds.
    ///
    /// The expand load can be used directly where applicable, or can be used
    /// during progressively lowering to bring other memory operations closer to
    /// hardware ISA support for an expand. The semantics of the operation closely
    /// correspond to those of the `llvm.masked.expandload`
    /// [intrinsic](https://llvm.org/docs/LangRef.html#llvm-masked-expandload-intrinsics).
    ///
    /// An optional `alignment` attribute allows to specify the byte alignment of the
    /// load operation. It must be a positive power of 2. The operation must access
    /// memory at an address aligned to this boundary. Violating this requirement
    /// triggers immediate undefined behavior.
    ///
    /// Note, at the moment this Op is only available for fixed-width vectors.
    ///
    /// Examples:
    ///
    /// ```mlir
    /// %0 = vector.expandload %base[%i], %mask, %pass_thru
    ///    : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
    ///
    /// %1 = vector.expandload %base[%i, %j], %mask, %pass_thru
    ///    : memref<?x?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
    /// ```
    #[op(name = "vector.expandload")]
    pub struct ExpandLoadOp {
        #[operand] base: AnyMemRef,
        #[operand(variadic)] indices: Index,
        #[operand] mask: FixedVectorOfNonZeroRankOf<I1>,
        #[operand] pass_thru: AnyVectorOfNonZeroRank,
        #[attr(optional)] alignment: IntValidAlignment,
        #[result] result: AnyVectorOfNonZeroRank,
    }
    traits: [MemRead, MemorySpaceCastConsumerOpInterface, AlignmentAttrOpInterface],
    format: "$base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($mask) `,` type($pass_thru) `into` type($result)",
    verify: verify::expandload,
    canonicalize: canonicalize::expandload,
}

ods::op! {

    /// writes elements selectively from a vector as defined by a mask
    ///
    /// The compress store operation writes elements from a vector into memory as
    /// defined by a base with indices and a mask vector. Compression only applies
    /// to the innermost dimension. When the mask is set, the corresponding element
    /// from the vector is written next to memory.  Otherwise, no action is taken
    /// for the element. Informally the semantics are:
    ///
    /// ```
    /// index = i
    /// if (mask[0]) base[index++] = value[0]
    /// if (mask[1]) base[index++] = value[1]
    /// etc.
    /// ```
    ///
    /// Note that the index increment is done conditionally.
    ///
    /// If a mask bit is set and the corresponding index is out-of-bounds for the
    /// given base, the behavior is undefined. If a mask bit is not set, no value
    /// is stored regardless of the index, and the index is allowed to be
    /// out-of-bounds.
    ///
    /// The compress store can be used directly where applicable, or can be used
    /// during progressively lowering to bring other memory operations closer to
    /// hardware ISA support for a compress. The semantics of the operation closely
    /// correspond to those of the `llvm.masked.compressstore`
    /// [intrinsic](https://llvm.org/docs/LangRef.html#llvm-masked-compressstore-intrinsics).
    ///
    /// An optional `alignment` attribute allows to specify the byte alignment of the
    /// store operation. It must be a positive power of 2. The operation must access
    /// memory at an address aligned to this boundary. Violating this requirement
    /// triggers immediate undefined behavior.
    ///
    /// Note, at the moment this Op is only available for fixed-width vectors.
    ///
    /// Examples:
    ///
    /// ```mlir
    /// vector.compressstore %base[%i], %mask, %value
    ///   : memref<?xf32>, vector<8xi1>, vector<8xf32>
    ///
    /// vector.compressstore %base[%i, %j], %mask, %value
    ///   : memref<?x?xf32>, vector<16xi1>, vector<16xf32>
    /// ```
    #[op(name = "vector.compressstore")]
    pub struct CompressStoreOp {
        #[operand] base: AnyMemRef,
        #[operand(variadic)] indices: Index,
        #[operand] mask: FixedVectorOfNonZeroRankOf<I1>,
        #[operand(name = "valueToStore")] value_to_store: AnyVectorOfNonZeroRank,
        #[attr(optional)] alignment: IntValidAlignment,
    }
    traits: [MemorySpaceCastConsumerOpInterface, AlignmentAttrOpInterface],
    format: "$base `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` type($mask) `,` type($valueToStore)",
    verify: verify::compressstore,
    canonicalize: canonicalize::compressstore,
}

ods::op! {

    /// shape_cast casts between vector shapes
    ///
    /// Casts to a vector with the same number of elements, element type, and
    /// number of scalable dimensions.
    ///
    /// It is currently assumed that this operation does not require moving data,
    /// and that it will be folded away before lowering vector operations.
    ///
    /// There is an exception to the folding expectation when targeting
    /// llvm.intr.matrix operations. We need a type conversion back and forth from a
    /// 2-D MLIR vector to a 1-D flattened LLVM vector.shape_cast lowering to LLVM
    /// is supported in that particular case, for now.
    ///
    /// Examples:
    ///
    /// ```mlir
    /// %1 = vector.shape_cast %0 : vector<4x3xf32> to vector<3x2x2xf32>
    ///
    /// // with 2 scalable dimensions (number of which must be preserved).
    /// %3 = vector.shape_cast %2 : vector<[2]x3x[4]xi8> to vector<3x[1]x[8]xi8>
    /// ```
    #[op(name = "vector.shape_cast")]
    pub struct ShapeCastOp {
        #[operand] source: AnyVectorOfAnyRank,
        #[result] result: AnyVectorOfAnyRank,
    }
    traits: [Pure, VectorUnrollOpInterface, InferIntRangeInterface],
    format: "$source attr-dict `:` type($source) `to` type($result)",
    verify: verify::shape_cast,
    fold: fold::shape_cast,
    canonicalize: canonicalize::shape_cast,
}

ods::op! {

    /// bitcast casts between vectors
    ///
    /// The bitcast operation casts between vectors of the same rank, the minor 1-D
    /// vector size is casted to a vector with a different element type but same
    /// bitwidth. In case of 0-D vectors, the bitwidth of element types must be
    /// equal.
    ///
    /// Example:
    ///
    /// ```mlir
    /// // Example casting to a smaller element type.
    /// %1 = vector.bitcast %0 : vector<5x1x4x3xf32> to vector<5x1x4x6xi16>
    ///
    /// // Example casting to a bigger element type.
    /// %3 = vector.bitcast %2 : vector<10x12x8xi8> to vector<10x12x2xi32>
    ///
    /// // Example casting to an element type of the same size.
    /// %5 = vector.bitcast %4 : vector<5x1x4x3xf32> to vector<5x1x4x3xi32>
    ///
    /// // Example casting of 0-D vectors.
    /// %7 = vector.bitcast %6 : vector<f32> to vector<i32>
    /// ```
    #[op(name = "vector.bitcast")]
    pub struct BitCastOp {
        #[operand] source: AnyVectorOfAnyRank,
        #[result] result: AnyVectorOfAnyRank,
    }
    traits: [Pure, AllRanksMatch<[source, result]>],
    format: "$source attr-dict `:` type($source) `to` type($result)",
    verify: verify::bitcast,
    fold: fold::bitcast,
}

ods::op! {

    /// type_cast op converts a scalar memref to a vector memref
    ///
    /// Performs a conversion from a memref with scalar element to a memref with a
    /// *single* vector element, copying the shape of the memref to the vector. This
    /// is the minimal viable operation that is required to makeke
    /// super-vectorization operational. It can be seen as a special case of the
    /// `view` operation but scoped in the super-vectorization context.
    ///
    /// Example:
    ///
    /// ```mlir
    /// %A  = memref.alloc() : memref<5x4x3xf32>
    /// %VA = vector.type_cast %A : memref<5x4x3xf32> to memref<vector<5x4x3xf32>>
    /// ```
    #[op(name = "vector.type_cast")]
    pub struct TypeCastOp {
        #[operand] memref: StaticShapeMemRef,
        #[result] result: AnyMemRef,
    }
    traits: [Pure, ViewLikeOpInterface],
    format: "\n    $memref attr-dict `:` type($memref) `to` type($result)\n  ",
    verify: verify::type_cast,
}

ods::op! {

    /// creates a constant vector mask
    ///
    /// Creates and returns a vector mask where elements of the result vector
    /// are set to '0' or '1', based on whether the element indices are contained
    /// within a hyper-rectangular region specified by the 'mask_dim_sizes'
    /// array attribute argument. Each element of the 'mask_dim_sizes' array,
    /// specifies an exclusive upper bound [0, mask-dim-size-element-value)
    /// for a unique dimension in the vector result. The conjunction of the ranges
    /// define a hyper-rectangular region within which elements values are set to 1
    /// (otherwise element values are set to 0). Each value of 'mask_dim_sizes' must
    /// be non-negative and not greater than the size of the corresponding vector
    /// dimension (as opposed to vector.create_mask which allows this). Sizes that
    /// correspond to scalable dimensions are implicitly multiplied by vscale,
    /// though currently only zero (none set) or the size of the dim/vscale
    /// (all set) are supported.
    ///
    /// Example:
    ///
    /// ```mlir
    /// // create a constant vector mask of size 4x3xi1 with elements in range
    /// // 0 <= row <= 2 and 0 <= col <= 1 are set to 1 (others to 0).
    /// %1 = vector.constant_mask [3, 2] : vector<4x3xi1>
    ///
    /// print %1
    ///               columns
    ///             0    1    2
    ///           |------------
    ///         0 | 1    1    0
    ///   rows  1 | 1    1    0
    ///         2 | 1    1    0
    ///         3 | 0    0    0
    /// ```
    #[op(name = "vector.constant_mask")]
    pub struct ConstantMaskOp {
        #[attr] mask_dim_sizes: DenseI64ArrayAttr,
        #[result(name = "")] result: VectorOfAnyRankOf<I1>,
    }
    traits: [Pure, VectorUnrollOpInterface],
    format: "$mask_dim_sizes attr-dict `:` type(results)",
    verify: verify::constant_mask,
    fold: fold::constant_mask,
}

ods::op! {

    /// creates a vector mask
    ///
    /// Creates and returns a vector mask where elements of the result vector
    /// are set to '0' or '1', based on whether the element indices are contained
    /// within a hyper-rectangular region specified by the operands. Specifically,
    /// each operand specifies a range [0, operand-value) for a unique dimension in
    /// the vector result. The conjunction of the operand ranges define a
    /// hyper-rectangular region within which elements values are set to 1
    /// (otherwise element values are set to 0). If operand-value is negative, it is
    /// treated as if it were zero, and if it is greater than the corresponding
    /// dimension size, it is treated as if it were equal to the dimension size.
    ///
    /// Example:
    ///
    /// ```mlir
    /// // create a vector mask of size 4x3xi1 where elements in range
    /// // 0 <= row <= 2 and 0 <= col <= 1 are set to 1 (others to 0).
    /// %1 = vector.create_mask %c3, %c2 : vector<4x3xi1>
    ///
    /// print %1
    ///               columns
    ///             0    1    2
    ///           |------------
    ///         0 | 1    1    0
    ///   rows  1 | 1    1    0
    ///         2 | 1    1    0
    ///         3 | 0    0    0
    /// ```
    #[op(name = "vector.create_mask")]
    pub struct CreateMaskOp {
        #[operand(variadic)] operands: Index,
        #[result(name = "")] result: VectorOfAnyRankOf<I1>,
    }
    traits: [Pure, VectorUnrollOpInterface],
    format: "$operands attr-dict `:` type(results)",
    verify: verify::create_mask,
    canonicalize: canonicalize::create_mask,
}

ods::op! {

    /// Predicates a maskable vector operation
    ///
    /// The `vector.mask` is a `MaskingOpInterface` operation that predicates the
    /// execution of another operation. It takes an `i1` vector mask and an
    /// optional passthru vector as arguments.
    ///
    /// A implicitly `vector.yield`-terminated region encloses the operation to be
    /// masked. Values used within the region are captured from above. Only one
    /// *maskable* operation can be masked with a `vector.mask` operation at a time.
    /// An operation is *maskable* if it implements the `MaskableOpInterface`. The
    /// terminator yields all results from the maskable operation to the result of
    /// this operation. No other values are allowed to be yielded.
    ///
    /// An empty `vector.mask` operation is currently legal to enable optimizations
    /// across the `vector.mask` region. However, this might change in the future
    /// once vector transformations gain better support for `vector.mask`.
    /// TODO: Consider making empty `vector.mask` illegal.
    ///
    /// The vector mask argument holds a bit for each vector lane and determines
    /// which vector lanes should execute the maskable operation and which ones
    /// should not. The `vector.mask` operation returns the value produced by the
    /// masked execution of the nested operation, if any. The masked-off lanes in
    /// the result vector are taken from the corresponding lanes of the pass-thru
    /// argument, if provided, or left unmodified, otherwise. At this point, 0-D
    /// vectors are not supported by `vector.mask`. They may be supported in the
    /// future.
    ///
    /// The `vector.mask` operation does not prescribe how a maskable operation
    /// should be masked or how a masked operation should be lowered. Masking
    /// constraints and some semantic details are provided by each maskable
    /// operation through the `MaskableOpInterface`. Lowering of masked operations
    /// is implementation defined. For instance, scalarizing the masked operation
    /// or executing the operation for the masked-off lanes are valid lowerings as
    /// long as the execution of masked-off lanes does not change the observable
    /// behavior of the program.
    ///
    /// Examples:
    ///
    /// ```
    ///   %0 = vector.mask %mask { vector.reduction <add>, %a : vector<8xi32> into i32 } : vector<8xi1> -> i32
    /// ```
    ///
    /// ```
    ///   %0 = vector.mask %mask, %passthru { arith.divsi %a, %b : vector<8xi32> } : vector<8xi1> -> vector<8xi32>
    /// ```
    ///
    /// ```
    ///   vector.mask %mask { vector.transfer_write %val, %t0[%idx] : vector<16xf32>, memref<?xf32> } : vector<16xi1>
    /// ```
    ///
    /// ```
    ///   vector.mask %mask { vector.transfer_write %val, %t0[%idx] : vector<16xf32>, tensor<?xf32> } : vector<16xi1> -> tensor<?xf32>
    /// ```
    #[op(name = "vector.mask")]
    pub struct MaskOp {
        #[operand] mask: VectorOfNonZeroRankOf<I1>,
        #[operand(optional)] passthru: AnyType,
        #[result(variadic)] results: AnyType,
        #[region(sized = 1, name = "maskRegion")] mask_region: AnyRegion,
    }
    traits: [SingleBlockImplicitTerminator<YieldOp>, MaskingOpInterface, RecursiveMemoryEffects, NoRegionArguments],
    verify: verify::mask,
    parse: syntax::parse_mask,
    print: syntax::print_mask,
    fold: fold::mask,
    canonicalize: canonicalize::mask,
}

ods::op! {

    /// vector transpose operation
    ///
    /// Takes a n-D vector and returns the transposed n-D vector defined by
    /// the permutation of ranks in the n-sized integer array attribute (in case
    /// of 0-D vectors the array attribute must be empty).
    ///
    /// In the operation
    ///
    /// ```mlir
    /// %1 = vector.transpose %0, [i_1, .., i_n]
    ///   : vector<d_1 x .. x d_n x f32>
    ///   to vector<d_trans[0] x .. x d_trans[n-1] x f32>
    /// ```
    ///
    /// the `permutation` array [i_1, .., i_n] must be a permutation of [0, .., n-1].
    ///
    /// Example:
    ///
    /// ```mlir
    /// %1 = vector.transpose %0, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
    ///
    ///  [ [a, b, c],       [ [a, d],
    ///    [d, e, f] ]  ->    [b, e],
    ///                       [c, f] ]
    /// ```
    #[op(name = "vector.transpose")]
    pub struct TransposeOp {
        #[operand] vector: AnyVectorOfAnyRank,
        #[attr] permutation: DenseI64ArrayAttr,
        #[result] result: AnyVectorOfAnyRank,
    }
    traits: [Pure, InferIntRangeInterface, VectorUnrollOpInterface, Pred<"operand and result have same element type", verify::same_element_type_operand0>],
    format: "\n    $vector `,` $permutation attr-dict `:` type($vector) `to` type($result)\n  ",
    verify: verify::transpose,
    fold: fold::transpose,
    canonicalize: canonicalize::transpose,
}

ods::op! {

    /// print operation (for testing and debugging)
    ///
    /// Prints the source vector (or scalar) to stdout in a human-readable format
    /// (for testing and debugging). No return value.
    ///
    /// Example:
    ///
    /// ```mlir
    /// %v = arith.constant dense<0.0> : vector<4xf32>
    /// vector.print %v : vector<4xf32>
    /// ```
    ///
    /// When lowered to LLVM, the vector print is decomposed into elementary
    /// printing method calls that at runtime will yield:
    ///
    /// ```
    /// ( 0.0, 0.0, 0.0, 0.0 )
    /// ```
    ///
    /// This is printed to stdout via a small runtime support library, which only
    /// needs to provide a few printing methods (single value for all data
    /// types, opening/closing bracket, comma, newline).
    ///
    /// By default `vector.print` adds a newline after the vector, but this can be
    /// controlled by the `punctuation` attribute. For example, to print a comma
    /// after instead do:
    ///
    /// ```mlir
    /// vector.print %v : vector<4xf32> punctuation <comma>
    /// ```
    ///
    /// Note that it is possible to use the punctuation attribute alone. The
    /// following will print a single newline:
    ///
    /// ```mlir
    /// vector.print punctuation <newline>
    /// ```
    ///
    /// Additionally, to aid with debugging and testing `vector.print` can also
    /// print constant strings:
    ///
    /// ```mlir
    /// vector.print str "Hello, World!"
    /// ```
    #[op(name = "vector.print")]
    pub struct PrintOp {
        #[operand(optional)] source: PrintSourceType,
        #[attr(default = PrintPunctuation::NewLine)] punctuation: PrintPunctuationAttr,
        #[attr(optional, name = "stringLiteral")] string_literal: BuiltinStringAttr,
    }
    traits: [MemoryEffectsMemWrite, Pred<"`source` or `punctuation` are not set when printing strings", verify::print_string_alone>],
    format: "\n      ($source^ `:` type($source))?\n        oilist(\n            `str` $stringLiteral\n          | `punctuation` $punctuation)\n        attr-dict\n    ",
}

ods::op! {

    /// Load vector scale size
    ///
    /// The `vscale` op returns the scale of the scalable vectors, a positive
    /// integer value that is constant at runtime but unknown at compile-time.
    /// The scale of the vector indicates the multiplicity of the vectors and
    /// vector operations. For example, a `vector<[4]xi32>` is equivalent to
    /// `vscale` consecutive `vector<4xi32>`; and an operation on a
    /// `vector<[4]xi32>` is equivalent to performing that operation `vscale`
    /// times, once on each `<4xi32>` segment of the scalable vector. The `vscale`
    /// op can be used to calculate the step in vector-length agnostic (VLA) loops.
    /// Right now we only support one contiguous set of scalable dimensions, all of
    /// them grouped and scaled with the value returned by 'vscale'.
    #[op(name = "vector.vscale")]
    pub struct VectorScaleOp {
        #[result] res: Index,
    }
    traits: [Pure, OpAsmOpInterface],
    format: "attr-dict",
    result_names: syntax::vscale_result_names,
}

ods::op! {

    /// Scan operation
    ///
    /// Performs an inclusive/exclusive scan on an n-D vector along a single
    /// dimension returning an n-D result vector using the given
    /// operation (`add`/`mul`/`minsi`/`minui`/`maxsi`/`maxui`/`and`/`or`/`xor` for
    /// integers, and `add`/`mul`/`minnumf`/`maxnumf`/`minimumf`/`maximumf` for
    /// floats), and a specified value for the initial value. The operator returns
    /// the result of scan as well as the result of the last reduction in the scan.
    ///
    /// Example:
    ///
    /// ```mlir
    /// %1:2 = vector.scan <add>, %0, %acc {inclusive = false, reduction_dim = 1 : i64} :
    ///   vector<4x8x16x32xf32>, vector<4x16x32xf32>
    /// ```
    #[op(name = "vector.scan")]
    pub struct ScanOp {
        #[attr] kind: CombiningKindAttr,
        #[operand] source: AnyVectorOfNonZeroRank,
        #[operand] initial_value: AnyVectorOfAnyRank,
        #[attr] reduction_dim: I64Attr,
        #[attr] inclusive: BoolAttr,
        #[result] dest: AnyVectorOfNonZeroRank,
        #[result] accumulated_value: AnyVectorOfAnyRank,
    }
    traits: [Pure, AllTypesMatch<[source, dest]>, AllTypesMatch<[initial_value, accumulated_value]>],
    format: "$kind `,` $source `,` $initial_value attr-dict `:` type($source) `,` type($initial_value) ",
    verify: verify::scan,
}

ods::op! {

    /// A linear sequence of values from 0 to N
    ///
    /// A `step` operation produces an index vector, i.e. a 1-D vector of values of
    /// index type that represents a linear sequence from 0 to N-1, where N is the
    /// number of elements in the `result` vector.
    ///
    /// Supports fixed-width and scalable vectors.
    ///
    /// Examples:
    ///
    /// ```mlir
    /// %0 = vector.step : vector<4xindex> ; [0, 1, 2, 3]
    /// %1 = vector.step : vector<[4]xindex> ; [0, 1, .., <vscale * 4 - 1>]
    /// ```
    #[op(name = "vector.step")]
    pub struct StepOp {
        #[result] result: IndexVectorOfRank1,
    }
    traits: [Pure, VectorUnrollOpInterface, InferIntRangeInterface],
    format: "attr-dict `:` type($result)",
    canonicalize: canonicalize::step,
}

ods::op! {

    /// Terminates and yields values from vector regions.
    ///
    /// "vector.yield" yields an SSA value from the Vector dialect op region and
    /// terminates the regions. The semantics of how the values are yielded is
    /// defined by the parent operation.
    /// If "vector.yield" has any operands, the operands must correspond to the
    /// parent operation's results.
    /// If the parent operation defines no value the vector.yield may be omitted
    /// when printing the region.
    #[op(name = "vector.yield")]
    pub struct YieldOp {
        #[operand(variadic)] operands: AnyType,
    }
    traits: [Pure, ReturnLike, Terminator],
    format: "attr-dict ($operands^ `:` type($operands))?",
}

// ------------------------------------------------------------------------
// The five ops MLIR 22 removed (`vector.splat`, `vector.extractelement`,
// `vector.insertelement`, `vector.matrix_multiply`, `vector.flat_transpose`),
// as the dialect documentation in `seeds/vector-dialect.md` describes them.

ods::op! {
    /// Vector splat or broadcast operation
    ///
    /// Broadcast the operand to all elements of the result vector. The operand is
    /// required to be of integer/index/float type.
    ///
    /// Example:
    ///
    /// ```mlir
    /// %s = arith.constant 10.1 : f32
    /// %t = vector.splat %s : vector<8x16xf32>
    /// ```
    #[op(name = "vector.splat")]
    pub struct SplatOp {
        #[operand] input: IntIndexOrFloat,
        #[result] aggregate: AnyVectorOfAnyRank,
    }
    traits: [Pure, InferIntRangeInterface, TypesMatchWith<"operand type matches element type of result", aggregate, input, verify::vector_element_type>],
    format: "$input attr-dict `:` type($aggregate)",
    fold: fold::splat,
}

ods::op! {
    /// Extractelement operation
    ///
    /// Takes a 0-D or 1-D vector and a optional dynamic index position and
    /// extracts the scalar at that position.
    ///
    /// Note that this instruction resembles vector.extract, but is restricted to
    /// 0-D and 1-D vectors and relaxed to dynamic indices.
    /// If the vector is 0-D, the position must be std::nullopt.
    ///
    ///
    /// It is meant to be closer to LLVM's version:
    /// https://llvm.org/docs/LangRef.html#extractelement-instruction
    ///
    /// Example:
    ///
    /// ```mlir
    /// %c = arith.constant 15 : i32
    /// %1 = vector.extractelement %0[%c : i32]: vector<16xf32>
    /// %2 = vector.extractelement %z[]: vector<f32>
    /// ```
    #[op(name = "vector.extractelement")]
    pub struct ExtractElementOp {
        #[operand] vector: AnyVectorOfAnyRank,
        #[operand(optional)] position: AnySignlessIntegerOrIndex,
        #[result] result: AnyType,
    }
    traits: [Pure, InferIntRangeInterface, TypesMatchWith<"result type matches element type of vector operand", vector, result, verify::vector_element_type>],
    format: "$vector `[` ($position^ `:` type($position))? `]` attr-dict `:` type($vector)",
    verify: verify::extractelement,
}

ods::op! {
    /// Insertelement operation
    ///
    /// Takes a scalar source, a 0-D or 1-D destination vector and a dynamic index
    /// position and inserts the source into the destination at the proper position.
    ///
    /// Note that this instruction resembles vector.insert, but is restricted to 0-D
    /// and 1-D vectors and relaxed to dynamic indices.
    ///
    /// It is meant to be closer to LLVM's version:
    /// https://llvm.org/docs/LangRef.html#insertelement-instruction
    ///
    /// Example:
    ///
    /// ```mlir
    /// %c = arith.constant 15 : i32
    /// %f = arith.constant 0.0f : f32
    /// %1 = vector.insertelement %f, %0[%c : i32]: vector<16xf32>
    /// %2 = vector.insertelement %f, %z[]: vector<f32>
    /// ```
    #[op(name = "vector.insertelement")]
    pub struct InsertElementOp {
        #[operand] source: AnyType,
        #[operand] dest: AnyVectorOfAnyRank,
        #[operand(optional)] position: AnySignlessIntegerOrIndex,
        #[result] result: AnyVectorOfAnyRank,
    }
    traits: [Pure, InferIntRangeInterface, TypesMatchWith<"source operand type matches element type of result", result, source, verify::vector_element_type>, AllTypesMatch<[dest, result]>],
    format: "$source `,` $dest `[` ($position^ `:` type($position))? `]`  attr-dict `:`
    type($result)",
    verify: verify::insertelement,
}

ods::op! {
    /// Vector matrix multiplication op that operates on flattened 1-D MLIR vectors
    ///
    /// This is the counterpart of llvm.matrix.multiply in MLIR. It serves the
    /// purposes of more progressive lowering and localized type conversion.
    /// Higher levels typically lower matrix multiplications into 'vector.contract'
    /// operations. Subsequent rewriting rule progressively lower these operations
    /// into 'vector.matrix_multiply' operations to bring the operations closer
    /// to the hardware ISA.
    ///
    /// The ‘vector.matrix_multiply’ op treats `lhs` as matrix with <lhs_rows> rows
    /// and <lhs_columns> columns, `rhs` as matrix with <lhs_columns> rows and
    /// <rhs_columns> and multiplies them. The result matrix is returned embedded in
    /// the result vector.
    ///
    /// Note, the corresponding LLVM intrinsic, `@llvm.matrix.multiply.*`, does not
    /// support scalable vectors. Hence, this Op is only available for fixed-width
    /// vectors. Also see:
    ///
    /// http://llvm.org/docs/LangRef.html#llvm-matrix-multiply-intrinsic
    ///
    /// Example:
    ///
    /// ```mlir
    /// %C = vector.matrix_multiply %A, %B
    ///   { lhs_rows = 4: i32, lhs_columns = 16: i32 , rhs_columns = 3: i32 } :
    ///   (vector<64xf64>, vector<48xf64>) -> vector<12xf64>
    /// ```
    #[op(name = "vector.matrix_multiply")]
    pub struct MatmulOp {
        #[operand] lhs: FlatMatrixVector,
        #[operand] rhs: FlatMatrixVector,
        #[attr] lhs_rows: I32Attr,
        #[attr] lhs_columns: I32Attr,
        #[attr] rhs_columns: I32Attr,
        #[result] res: FlatMatrixVector,
    }
    traits: [Pure, Pred<"lhs operand and result have same element type", verify::same_element_type_operand0>, Pred<"rhs operand and result have same element type", verify::same_element_type_operand1>],
    format: "$lhs `,` $rhs attr-dict `:` `(` type($lhs) `,` type($rhs) `)` `->` type($res)",
}

ods::op! {
    /// Vector matrix transposition on flattened 1-D MLIR vectors
    ///
    /// This is the counterpart of llvm.matrix.transpose in MLIR. It serves
    /// the purposes of more progressive lowering and localized type conversion.
    /// Higher levels typically lower matrix transpositions into 'vector.transpose'
    /// operations. Subsequent rewriting rule progressively lower these operations
    /// into 'vector.flat_transpose' operations to bring the operations closer
    /// to the hardware ISA.
    ///
    /// The `vector.flat_transpose` op treats the 1-D input `matrix` as
    /// a 2-D matrix with <rows> rows and <columns> columns, and returns the
    /// transposed matrix in flattened form in 'res'.
    ///
    /// Note, the corresponding LLVM intrinsic, `@llvm.matrix.transpose.*`, does not
    /// support scalable vectors. Hence, this Op is only available for fixed-width
    /// vectors. Also see:
    ///
    /// http://llvm.org/docs/LangRef.html#llvm-matrix-transpose-intrinsic
    ///
    /// Example:
    ///
    /// ```mlir
    /// %1 = vector.flat_transpose %0 {columns = 4 : i32, rows = 4 : i32}
    ///    : vector<16xf32> -> vector<16xf32>
    /// ```
    #[op(name = "vector.flat_transpose")]
    pub struct FlatTransposeOp {
        #[operand] matrix: FlatMatrixVector,
        #[attr] rows: I32Attr,
        #[attr] columns: I32Attr,
        #[result] res: FlatMatrixVector,
    }
    traits: [Pure, Pred<"source operand and result have same element type", verify::same_element_type_operand0>],
    format: "$matrix attr-dict `:` type($matrix) `->` type($res)",
}
