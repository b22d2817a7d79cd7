//! The `memref` dialect (`MemRefOps.td`): buffers and views of them. The
//! subset kernels and MLIR's core tests use: allocation (`alloc`,
//! `alloca`, `dealloc`), access (`load`, `store`, `prefetch`), shape
//! queries and casts (`dim`, `rank`, `cast`, `assume_alignment`), views
//! (`subview`, `view`, `reinterpret_cast`, `expand_shape`,
//! `collapse_shape`, `transpose`, `extract_strided_metadata`), `copy`,
//! `atomic_rmw`, stack scopes (`alloca_scope`), and globals (`global`,
//! `get_global`).
//!
//! * [`layout`]: strided layouts (`getStridesAndOffset`), subview result
//!   inference, cast compatibility;
//! * [`syntax`]: the `GlobalMemrefOpTypeAndInitialValue`
//!   custom directives, `memref.prefetch`'s syntax, result names;
//! * [`verify`]: the verifiers.
//!
//! Memory effects: reads carry `MemRead`, allocations `MemAlloc` (both are
//! removable when unused); stores, deallocations, copies and prefetches
//! have effects.

pub mod canonicalize;
pub mod constraints;
pub mod fold;
pub mod layout;
pub mod syntax;
pub mod verify;

use crate::arith::enums::AtomicRMWKindAttr;
use crate::view_like::DynamicIndexList;
use constraints::*;
use ods::opdef::constraint::attrs::*;
use ods::opdef::constraint::types::*;
use ods::opdef::traits::*;
use syntax::GlobalMemrefOpTypeAndInitialValue;

/// The dialect description of `MemRefBase.td`.
pub const DESCRIPTION: &str = "The `memref` dialect is intended to hold core memref creation and
manipulation ops, which are not strongly associated with any particular
other dialect or domain abstraction.";

ods::declare_traits!(
    /// `AlignmentAttrOpInterface`
    AlignmentAttrOpInterface,
    /// `ViewLikeOpInterface`
    ViewLikeOpInterface,
    /// `OffsetSizeAndStrideOpInterface`
    OffsetSizeAndStrideOpInterface,
    /// `ShapedDimOpInterface`
    ShapedDimOpInterface,
    /// `MemorySpaceCastConsumerOpInterface`
    MemorySpaceCastConsumerOpInterface,
    /// `PromotableMemOpInterface`
    PromotableMemOpInterface,
    /// `DestructurableAccessorOpInterface`
    DestructurableAccessorOpInterface,
    /// `PromotableAllocationOpInterface`
    PromotableAllocationOpInterface,
    /// `DestructurableAllocationOpInterface`
    DestructurableAllocationOpInterface,
    /// `InferStridedMetadataOpInterface`
    InferStridedMetadataOpInterface,
    /// `ReifyRankedShapedTypeOpInterface`
    ReifyRankedShapedTypeOpInterface,
    /// `SameVariadicResultSize`
    SameVariadicResultSize,
    /// `InferTypeOpAdaptor`
    InferTypeOpAdaptor,
);

ods::op! {
    /// assumption that gives alignment information to the input memref
    ///
    /// The `assume_alignment` operation takes a memref and an integer alignment
    /// value. It returns a new SSA value of the same memref type, but associated
    /// with the assumption that the underlying buffer is aligned to the given
    /// alignment.
    ///
    /// If the buffer isn't aligned to the given alignment, its result is poison.
    /// This operation doesn't affect the semantics of a program where the
    /// alignment assumption holds true. It is intended for optimization purposes,
    /// allowing the compiler to generate more efficient code based on the
    /// alignment assumption. The optimization is best-effort.
    #[op(name = "memref.assume_alignment")]
    pub struct AssumeAlignmentOp {
        #[operand] memref: AnyMemRef,
        #[attr] alignment: PositiveI32Attr,
        #[result] result: AnyMemRef,
    }
    traits: [
        OpAsmOpInterface, Pure, ViewLikeOpInterface, SameOperandsAndResultType,
        MemorySpaceCastConsumerOpInterface, ReifyRankedShapedTypeOpInterface,
    ],
    format: "$memref `,` $alignment attr-dict `:` type($memref)",
    verify: verify::verify_assume_alignment,
    fold: fold::fold_assume_alignment,
    result_names: syntax::assume_alignment_names,
}

ods::op! {
    /// memory allocation operation
    ///
    /// The `alloc` operation allocates a region of memory, as specified by its
    /// memref type.
    ///
    /// Example:
    ///
    /// ```mlir
    /// %0 = memref.alloc() : memref<8x64xf32, 1>
    /// ```
    ///
    /// The optional list of dimension operands are bound to the dynamic dimensions
    /// specified in its memref type. In the example below, the ssa value '%d' is
    /// bound to the second dimension of the memref (which is dynamic).
    ///
    /// ```mlir
    /// %0 = memref.alloc(%d) : memref<8x?xf32, 1>
    /// ```
    ///
    /// The optional list of symbol operands are bound to the symbols of the
    /// memrefs affine map. In the example below, the ssa value '%s' is bound to
    /// the symbol 's0' in the affine map specified in the allocs memref type.
    ///
    /// ```mlir
    /// %0 = memref.alloc()[%s] : memref<8x64xf32,
    ///                           affine_map<(d0, d1)[s0] -> ((d0 + s0), d1)>, 1>
    /// ```
    ///
    /// This operation returns a single ssa value of memref type, which can be used
    /// by subsequent load and store operations.
    ///
    /// The optional `alignment` attribute may be specified to ensure that the
    /// region of memory that will be indexed is aligned at the specified byte
    /// boundary.
    ///
    /// ```mlir
    /// %0 = memref.alloc()[%s] {alignment = 8} :
    ///   memref<8x64xf32, affine_map<(d0, d1)[s0] -> ((d0 + s0), d1)>, 1>
    /// ```
    #[op(name = "memref.alloc")]
    pub struct AllocOp {
        #[operand(variadic, name = "dynamicSizes")] dynamic_sizes: Index,
        #[operand(variadic, name = "symbolOperands")] symbol_operands: Index,
        #[attr(optional)] alignment: AlignmentAttr,
        #[result] memref: AnyMemRef,
    }
    traits: [AttrSizedOperandSegments, AlignmentAttrOpInterface, OpAsmOpInterface, MemAlloc],
    format: "`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)",
    verify: verify::verify_alloc,
    result_names: syntax::alloc_names,
    canonicalize: canonicalize::alloc_patterns,
}

ods::op! {
    /// stack memory allocation operation
    ///
    /// The `alloca` operation allocates memory on the stack, to be automatically
    /// released when control transfers back from the region of its closest
    /// surrounding operation with an
    /// [`AutomaticAllocationScope`](../Traits/#automaticallocationscope) trait.
    /// The amount of memory allocated is specified by its memref and additional
    /// operands. For example:
    ///
    /// ```mlir
    /// %0 = memref.alloca() : memref<8x64xf32>
    /// ```
    ///
    /// The optional list of dimension operands are bound to the dynamic dimensions
    /// specified in its memref type. In the example below, the SSA value '%d' is
    /// bound to the second dimension of the memref (which is dynamic).
    ///
    /// ```mlir
    /// %0 = memref.alloca(%d) : memref<8x?xf32>
    /// ```
    ///
    /// The optional list of symbol operands are bound to the symbols of the
    /// memref's affine map. In the example below, the SSA value '%s' is bound to
    /// the symbol 's0' in the affine map specified in the allocs memref type.
    ///
    /// ```mlir
    /// %0 = memref.alloca()[%s] : memref<8x64xf32,
    ///                            affine_map<(d0, d1)[s0] -> ((d0 + s0), d1)>>
    /// ```
    ///
    /// This operation returns a single SSA value of memref type, which can be used
    /// by subsequent load and store operations. An optional alignment attribute, if
    /// specified, guarantees alignment at least to that boundary. If not specified,
    /// an alignment on any convenient boundary compatible with the type will be
    /// chosen.
    #[op(name = "memref.alloca")]
    pub struct AllocaOp {
        #[operand(variadic, name = "dynamicSizes")] dynamic_sizes: Index,
        #[operand(variadic, name = "symbolOperands")] symbol_operands: Index,
        #[attr(optional)] alignment: AlignmentAttr,
        #[result] memref: AnyMemRef,
    }
    traits: [
        AttrSizedOperandSegments, AlignmentAttrOpInterface, OpAsmOpInterface,
        PromotableAllocationOpInterface, DestructurableAllocationOpInterface, MemAlloc,
    ],
    format: "`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)",
    verify: verify::verify_alloca,
    result_names: syntax::alloca_names,
    canonicalize: canonicalize::alloca_patterns,
}

ods::op! {
    /// memref cast operation
    ///
    /// The `memref.cast` operation converts a memref from one type to an equivalent
    /// type with a compatible shape. The source and destination types are
    /// compatible if:
    ///
    /// a. Both are ranked memref types with the same element type, address space,
    /// and rank and:
    ///   1. Both have the same layout or both have compatible strided layouts.
    ///   2. The individual sizes (resp. offset and strides in the case of strided
    ///      memrefs) may convert constant dimensions to dynamic dimensions and
    ///      vice-versa.
    ///
    /// If the cast converts any dimensions from an unknown to a known size, then it
    /// acts as an assertion that fails at runtime if the dynamic dimensions
    /// disagree with resultant destination size.
    ///
    /// Example:
    ///
    /// ```mlir
    /// // Assert that the input dynamic shape matches the destination static shape.
    /// %2 = memref.cast %1 : memref<?x?xf32> to memref<4x4xf32>
    /// // Erase static shape information, replacing it with dynamic information.
    /// %3 = memref.cast %1 : memref<4xf32> to memref<?xf32>
    ///
    /// // The same holds true for offsets and strides.
    ///
    /// // Assert that the input dynamic shape matches the destination static stride.
    /// %4 = memref.cast %1 : memref<12x4xf32, strided<[?, ?], offset: ?>> to
    ///                       memref<12x4xf32, strided<[4, 1], offset: 5>>
    /// // Erase static offset and stride information, replacing it with
    /// // dynamic information.
    /// %5 = memref.cast %1 : memref<12x4xf32, strided<[4, 1], offset: 5>> to
    ///                       memref<12x4xf32, strided<[?, ?], offset: ?>>
    /// ```
    ///
    /// b. Either or both memref types are unranked with the same element type, and
    /// address space.
    ///
    /// Example:
    ///
    /// ```mlir
    /// // Cast to concrete shape.
    /// %4 = memref.cast %1 : memref<*xf32> to memref<4x?xf32>
    ///
    /// // Erase rank information.
    /// %5 = memref.cast %1 : memref<4x?xf32> to memref<*xf32>
    /// ```
    #[op(name = "memref.cast")]
    pub struct CastOp {
        #[operand] source: AnyRankedOrUnrankedMemRef,
        #[result] dest: AnyRankedOrUnrankedMemRef,
    }
    traits: [
        CastOpInterface<layout::memref_cast_compatible>, OpAsmOpInterface,
        MemorySpaceCastConsumerOpInterface, MemRefsNormalizable, Pure,
        SameOperandsAndResultShape, ViewLikeOpInterface,
    ],
    format: "$source attr-dict `:` type($source) `to` type($dest)",
    result_names: syntax::cast_names,
    fold: fold::fold_cast,
}

ods::op! {
    ///
    ///
    /// Copies the data from the source to the destination memref.
    ///
    /// Usage:
    ///
    /// ```mlir
    /// memref.copy %arg0, %arg1 : memref<?xf32> to memref<?xf32>
    /// ```
    ///
    /// Source and destination are expected to have the same element type and shape.
    /// Otherwise, the result is undefined. They may have different layouts.
    #[op(name = "memref.copy")]
    pub struct CopyOp {
        #[operand] source: AnyRankedOrUnrankedMemRef,
        #[operand] target: AnyRankedOrUnrankedMemRef,
    }
    traits: [SameOperandsElementType, SameOperandsShape],
    format: "$source `,` $target attr-dict `:` type($source) `to` type($target)",
    fold: fold::fold_memref_operand_casts,
    canonicalize: canonicalize::copy_patterns,
}

ods::op! {
    /// memory deallocation operation
    ///
    /// The `dealloc` operation frees the region of memory referenced by a memref
    /// which was originally created by the `alloc` operation.
    /// The `dealloc` operation should not be called on memrefs which alias an
    /// alloc'd memref (e.g. memrefs returned by `view` operations).
    ///
    /// Example:
    ///
    /// ```mlir
    /// %0 = memref.alloc() : memref<8x64xf32, affine_map<(d0, d1) -> (d0, d1)>, 1>
    /// memref.dealloc %0 : memref<8x64xf32,  affine_map<(d0, d1) -> (d0, d1)>, 1>
    /// ```
    #[op(name = "memref.dealloc")]
    pub struct DeallocOp {
        #[operand] memref: AnyRankedOrUnrankedMemRef,
    }
    traits: [MemRefsNormalizable],
    format: "$memref attr-dict `:` type($memref)",
    fold: fold::fold_memref_operand_casts,
}

ods::op! {
    /// dimension index operation
    ///
    /// The `dim` operation takes a memref and a dimension operand of type `index`.
    /// It returns the size of the requested dimension of the given memref.
    /// If the dimension index is out of bounds the behavior is undefined.
    ///
    /// The specified memref type is that of the first operand.
    ///
    /// Example:
    ///
    /// ```mlir
    /// // Always returns 4, can be constant folded:
    /// %c0 = arith.constant 0 : index
    /// %x = memref.dim %A, %c0 : memref<4 x ? x f32>
    ///
    /// // Returns the dynamic dimension of %A.
    /// %c1 = arith.constant 1 : index
    /// %y = memref.dim %A, %c1 : memref<4 x ? x f32>
    ///
    /// // Equivalent generic form:
    /// %x = "memref.dim"(%A, %c0) : (memref<4 x ? x f32>, index) -> index
    /// %y = "memref.dim"(%A, %c1) : (memref<4 x ? x f32>, index) -> index
    /// ```
    #[op(name = "memref.dim")]
    pub struct DimOp {
        #[operand] source: AnyNon0RankedOrUnrankedMemRef,
        #[operand] index: Index,
        #[result] result: Index,
    }
    traits: [
        OpAsmOpInterface, MemRefsNormalizable, ConditionallySpeculatable, NoMemoryEffect,
        ShapedDimOpInterface, InferIntRangeInterface,
    ],
    format: "attr-dict $source `,` $index `:` type($source)",
    result_names: syntax::dim_names,
    fold: fold::fold_dim,
}

ods::op! {
    /// get the memref pointing to a global variable
    ///
    /// The `memref.get_global` operation retrieves the memref pointing to a
    /// named global variable. If the global variable is marked constant, writing
    /// to the result memref (such as through a `memref.store` operation) is
    /// undefined.
    ///
    /// Example:
    ///
    /// ```mlir
    /// %x = memref.get_global @foo : memref<2xf32>
    /// ```
    #[op(name = "memref.get_global")]
    pub struct GetGlobalOp {
        #[attr] name: FlatSymbolRefAttr,
        #[result] result: AnyStaticShapeMemRef,
    }
    traits: [Pure, SymbolUserOpInterface],
    format: "$name `:` type($result) attr-dict",
    verify_symbol_uses: verify::verify_get_global_symbol_uses,
}

ods::op! {
    /// declare or define a global memref variable
    ///
    /// The `memref.global` operation declares or defines a named global memref
    /// variable. The backing memory for the variable is allocated statically and is
    /// described by the type of the variable (which should be a statically shaped
    /// memref type). The operation is a declaration if no `initial_value` is
    /// specified, else it is a definition. The `initial_value` can either be a unit
    /// attribute to represent a definition of an uninitialized global variable, or
    /// an elements attribute to represent the definition of a global variable with
    /// an initial value. The global variable can also be marked constant using the
    /// `constant` unit attribute. Writing to such constant global variables is
    /// undefined.
    ///
    /// The global variable can be accessed by using the `memref.get_global` to
    /// retrieve the memref for the global variable. Note that the memref
    /// for such global variable itself is immutable (i.e., memref.get_global for a
    /// given global variable will always return the same memref descriptor).
    ///
    /// Example:
    ///
    /// ```mlir
    /// // Private variable with an initial value.
    /// memref.global "private" @x : memref<2xf32> = dense<[0.0, 2.0]>
    ///
    /// // Private variable with an initial value and an alignment (power of 2).
    /// memref.global "private" @x : memref<2xf32> = dense<[0.0, 2.0]> {alignment = 64}
    ///
    /// // Declaration of an external variable.
    /// memref.global "private" @y : memref<4xi32>
    ///
    /// // Uninitialized externally visible variable.
    /// memref.global @z : memref<3xf16> = uninitialized
    ///
    /// // Externally visible constant variable.
    /// memref.global constant @c : memref<2xi32> = dense<[1, 4]>
    /// ```
    #[op(name = "memref.global")]
    pub struct GlobalOp {
        #[attr] sym_name: SymbolNameAttr,
        #[attr(optional)] sym_visibility: StrAttr,
        #[attr(name = "type")] global_type: MemRefTypeAttr,
        #[attr(optional)] initial_value: AnyAttr,
        #[attr] constant: UnitAttr,
        #[attr(optional)] alignment: AlignmentAttr,
    }
    traits: [Symbol, AlignmentAttrOpInterface],
    format: "($sym_visibility^)?
       (`constant` $constant^)?
       $sym_name `:`
       custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value)
       attr-dict",
    verify: verify::verify_global,
}

ods::op! {
    /// load operation
    ///
    /// The `load` op reads an element from a memref at the specified indices.
    ///
    /// The number of indices must match the rank of the memref. The indices must
    /// be in-bounds: `0 <= idx < dim_size`.
    ///
    /// Lowerings of `memref.load` may emit attributes, e.g. `inbouds` + `nuw`
    /// when converting to LLVM's `llvm.getelementptr`, that would cause undefined
    /// behavior if indices are out of bounds or if computing the offset in the
    /// memref would cause signed overflow of the `index` type.
    ///
    /// The single result of `memref.load` is a value with the same type as the
    /// element type of the memref.
    ///
    /// A set `nontemporal` attribute indicates that this load is not expected to
    /// be reused in the cache. For details, refer to the
    /// [LLVM load instruction](https://llvm.org/docs/LangRef.html#load-instruction).
    ///
    /// An optional `alignment` attribute allows to specify the byte alignment of the
    /// load operation. It must be a positive power of 2. The operation must access
    /// memory at an address aligned to this boundary. Violations may lead to
    /// architecture-specific faults or performance penalties.
    /// A value of 0 indicates no specific alignment requirement.
    /// Example:
    ///
    /// ```mlir
    /// %0 = memref.load %A[%a, %b] : memref<8x?xi32, #layout, memspace0>
    /// ```
    #[op(name = "memref.load")]
    pub struct LoadOp {
        #[operand] memref: AnyMemRef,
        #[operand(variadic)] indices: Index,
        #[attr(optional, default = false)] nontemporal: BoolAttr,
        #[attr(optional)] alignment: AlignmentAttr,
        #[result] result: AnyType,
    }
    traits: [
        TypesMatchWith<"result type matches element type of 'memref'", memref, result, memref_element>,
        MemRefsNormalizable, AlignmentAttrOpInterface, MemorySpaceCastConsumerOpInterface,
        PromotableMemOpInterface, DestructurableAccessorOpInterface, MemRead,
    ],
    format: "$memref `[` $indices `]` attr-dict `:` type($memref)",
    verify: verify::verify_load,
    fold: fold::fold_load,
}

ods::op! {
    /// prefetch operation
    ///
    /// The "prefetch" op prefetches data from a memref location described with
    /// subscript indices similar to memref.load, and with three attributes: a
    /// read/write specifier, a locality hint, and a cache type specifier as shown
    /// below:
    ///
    /// ```mlir
    /// memref.prefetch %0[%i, %j], read, locality<3>, data : memref<400x400xi32>
    /// ```
    ///
    /// The read/write specifier is either 'read' or 'write', the locality hint
    /// ranges from locality<0> (no locality) to locality<3> (extremely local keep
    /// in cache). The cache type specifier is either 'data' or 'instr'
    /// and specifies whether the prefetch is performed on data cache or on
    /// instruction cache.
    #[op(name = "memref.prefetch")]
    pub struct PrefetchOp {
        #[operand] memref: AnyMemRef,
        #[operand(variadic)] indices: Index,
        #[attr(name = "isWrite")] is_write: BoolAttr,
        #[attr(name = "localityHint")] locality_hint: LocalityHintAttr,
        #[attr(name = "isDataCache")] is_data_cache: BoolAttr,
    }
    traits: [],
    parse: syntax::parse_prefetch,
    print: syntax::print_prefetch,
    alias_visit: syntax::prefetch_alias_visit,
    verify: verify::verify_prefetch,
    fold: fold::fold_memref_operand_casts,
}

ods::op! {
    /// store operation
    ///
    /// The `store` op stores an element into a memref at the specified indices.
    ///
    /// The number of indices must match the rank of the memref. The indices must
    /// be in-bounds: `0 <= idx < dim_size`.
    ///
    /// Lowerings of `memref.store` may emit attributes, e.g. `inbouds` + `nuw`
    /// when converting to LLVM's `llvm.getelementptr`, that would cause undefined
    /// behavior if indices are out of bounds or if computing the offset in the
    /// memref would cause signed overflow of the `index` type.
    ///
    /// A set `nontemporal` attribute indicates that this store is not expected to
    /// be reused in the cache. For details, refer to the
    /// [LLVM store instruction](https://llvm.org/docs/LangRef.html#store-instruction).
    ///
    /// An optional `alignment` attribute allows to specify the byte alignment of the
    /// store operation. It must be a positive power of 2. The operation must access
    /// memory at an address aligned to this boundary. Violations may lead to
    /// architecture-specific faults or performance penalties.
    /// A value of 0 indicates no specific alignment requirement.
    /// Example:
    ///
    /// ```mlir
    /// memref.store %val, %A[%a, %b] : memref<8x?xi32, #layout, memspace0>
    /// ```
    #[op(name = "memref.store")]
    pub struct StoreOp {
        #[operand] value: AnyType,
        #[operand] memref: AnyMemRef,
        #[operand(variadic)] indices: Index,
        #[attr(optional, default = false)] nontemporal: BoolAttr,
        #[attr(optional)] alignment: AlignmentAttr,
    }
    traits: [
        TypesMatchWith<"type of 'value' matches element type of 'memref'", memref, value, memref_element>,
        MemRefsNormalizable, AlignmentAttrOpInterface, MemorySpaceCastConsumerOpInterface,
        PromotableMemOpInterface, DestructurableAccessorOpInterface,
    ],
    format: "$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)",
    verify: verify::verify_store,
    fold: fold::fold_memref_operand_casts,
}

ods::op! {
    /// memref subview operation
    ///
    /// The `subview` operation converts a memref type to a memref type which
    /// represents a reduced-size view of the original memref as specified by the
    /// operation's offsets, sizes and strides arguments.
    ///
    /// The `subview` operation supports the following arguments:
    ///
    /// * source: the "base" memref on which to create a "view" memref.
    /// * offsets: memref-rank number of offsets into the "base" memref at which to
    ///            create the "view" memref.
    /// * sizes: memref-rank number of sizes which specify the sizes of the result
    ///          "view" memref type.
    /// * strides: memref-rank number of strides that compose multiplicatively with
    ///            the base memref strides in each dimension.
    ///
    /// The representation based on offsets, sizes and strides support a
    /// partially-static specification via attributes specified through the
    /// `static_offsets`, `static_sizes` and `static_strides` arguments. A special
    /// sentinel value `ShapedType::kDynamic` encodes that the corresponding entry
    /// has a dynamic value.
    ///
    /// A `subview` operation may additionally reduce the rank of the resulting
    /// view by removing dimensions that are statically known to be of size 1.
    ///
    /// In the absence of rank reductions, the resulting memref type is computed
    /// as follows:
    /// ```
    /// result_sizes[i] = size_operands[i]
    /// result_strides[i] = src_strides[i] * stride_operands[i]
    /// result_offset = src_offset + dot_product(offset_operands, src_strides)
    /// ```
    ///
    /// The offset, size and stride operands must be in-bounds with respect to the
    /// source memref. When possible, the static operation verifier will detect
    /// out-of-bounds subviews. Subviews that cannot be confirmed to be in-bounds
    /// or out-of-bounds based on compile-time information are valid. However,
    /// performing an out-of-bounds subview at runtime is undefined behavior.
    ///
    /// Example 1:
    ///
    /// Consecutive `subview` operations on memref's with static dimensions.
    ///
    /// We distinguish between *underlying memory* — the sequence of elements as
    /// they appear in the contiguous memory of the memref — and the
    /// *strided memref*, which refers to the underlying memory interpreted
    /// according to specified offsets, sizes, and strides.
    ///
    /// ```mlir
    /// %result1 = memref.subview %arg0[1, 1][4, 4][2, 2]
    /// : memref<8x8xf32, strided<[8, 1], offset: 0>> to
    ///   memref<4x4xf32, strided<[16, 2], offset: 9>>
    ///
    /// %result2 = memref.subview %result1[1, 1][2, 2][2, 2]
    /// : memref<4x4xf32, strided<[16, 2], offset: 9>> to
    ///   memref<2x2xf32, strided<[32, 4], offset: 27>>
    /// ```
    ///
    /// The underlying memory of `%arg0` consists of a linear sequence of integers
    /// from 1 to 64. Its memref has the following 8x8 elements:
    ///
    /// ```mlir
    /// [[1,  2,  3,  4,  5,  6,  7,  8],
    /// [9,  10, 11, 12, 13, 14, 15, 16],
    /// [17, 18, 19, 20, 21, 22, 23, 24],
    /// [25, 26, 27, 28, 29, 30, 31, 32],
    /// [33, 34, 35, 36, 37, 38, 39, 40],
    /// [41, 42, 43, 44, 45, 46, 47, 48],
    /// [49, 50, 51, 52, 53, 54, 55, 56],
    /// [57, 58, 59, 60, 61, 62, 63, 64]]
    /// ```
    ///
    /// Following the first `subview`, the strided memref elements of `%result1`
    /// are:
    ///
    /// ```mlir
    /// [[10, 12, 14, 16],
    /// [26, 28, 30, 32],
    /// [42, 44, 46, 48],
    /// [58, 60, 62, 64]]
    /// ```
    ///
    /// Note: The offset and strides are relative to the strided memref of `%arg0`
    /// (compare to the corresponding `reinterpret_cast` example).
    ///
    /// The second `subview` results in the following strided memref for
    /// `%result2`:
    ///
    /// ```mlir
    /// [[28, 32],
    /// [60, 64]]
    /// ```
    ///
    /// Unlike the `reinterpret_cast`, the values are relative to the strided
    /// memref of the input (`%result1` in this case) and not its
    /// underlying memory.
    ///
    /// Example 2:
    ///
    /// ```mlir
    /// // Subview of static memref with strided layout at static offsets, sizes
    /// // and strides.
    /// %1 = memref.subview %0[4, 2][8, 2][3, 2]
    ///     : memref<64x4xf32, strided<[7, 9], offset: 91>> to
    ///       memref<8x2xf32, strided<[21, 18], offset: 137>>
    /// ```
    ///
    /// Example 3:
    ///
    /// ```mlir
    /// // Subview of static memref with identity layout at dynamic offsets, sizes
    /// // and strides.
    /// %1 = memref.subview %0[%off0, %off1][%sz0, %sz1][%str0, %str1]
    ///     : memref<64x4xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    /// ```
    ///
    /// Example 4:
    ///
    /// ```mlir
    /// // Subview of dynamic memref with strided layout at dynamic offsets and
    /// // strides, but static sizes.
    /// %1 = memref.subview %0[%off0, %off1][4, 4][%str0, %str1]
    ///     : memref<?x?xf32, strided<[?, ?], offset: ?>> to
    ///       memref<4x4xf32, strided<[?, ?], offset: ?>>
    /// ```
    ///
    /// Example 5:
    ///
    /// ```mlir
    /// // Rank-reducing subviews.
    /// %1 = memref.subview %0[0, 0, 0][1, 16, 4][1, 1, 1]
    ///     : memref<8x16x4xf32> to memref<16x4xf32>
    /// %3 = memref.subview %2[3, 4, 2][1, 6, 3][1, 1, 1]
    ///     : memref<8x16x4xf32> to memref<6x3xf32, strided<[4, 1], offset: 210>>
    /// ```
    ///
    /// Example 6:
    ///
    /// ```mlir
    /// // Identity subview. The subview is the full source memref.
    /// %1 = memref.subview %0[0, 0, 0] [8, 16, 4] [1, 1, 1]
    ///     : memref<8x16x4xf32> to memref<8x16x4xf32>
    /// ```
    #[op(name = "memref.subview")]
    pub struct SubViewOp {
        #[operand] source: AnyMemRef,
        #[operand(variadic)] offsets: Index,
        #[operand(variadic)] sizes: Index,
        #[operand(variadic)] strides: Index,
        #[attr] static_offsets: DenseI64ArrayAttr,
        #[attr] static_sizes: DenseI64ArrayAttr,
        #[attr] static_strides: DenseI64ArrayAttr,
        #[result] result: AnyMemRef,
    }
    traits: [
        OpAsmOpInterface, InferStridedMetadataOpInterface, MemorySpaceCastConsumerOpInterface,
        ViewLikeOpInterface, AttrSizedOperandSegments, OffsetSizeAndStrideOpInterface, Pure,
    ],
    format: "$source ``
    custom<DynamicIndexList>($offsets, $static_offsets)
    custom<DynamicIndexList>($sizes, $static_sizes)
    custom<DynamicIndexList>($strides, $static_strides)
    attr-dict `:` type($source) `to` type($result)",
    verify: verify::verify_subview,
    fold: fold::fold_subview,
    canonicalize: canonicalize::subview_patterns,
    result_names: syntax::subview_names,
}

ods::op! {
    /// memref view operation
    ///
    /// The "view" operation extracts an N-D contiguous memref with empty layout map
    /// with arbitrary element type from a 1-D contiguous memref with empty layout
    /// map of i8 element  type. The ViewOp supports the following arguments:
    ///
    /// * A single dynamic byte-shift operand must be specified which represents a
    ///   a shift of the base 1-D memref pointer from which to create the resulting
    ///   contiguous memref view with identity layout.
    /// * A dynamic size operand that must be specified for each dynamic dimension
    ///   in the resulting view memref type.
    ///
    /// The "view" operation gives a structured indexing form to a flat 1-D buffer.
    /// Unlike "subview" it can perform a type change. The type change behavior
    /// requires the op to have special semantics because, e.g. a byte shift of 3
    /// cannot be represented as an offset on f64.
    /// For now, a "view" op:
    ///
    /// 1. Only takes a contiguous source memref with 0 offset and empty layout.
    /// 2. Must specify a byte_shift operand (in the future, a special integer
    ///    attribute may be added to support the folded case).
    /// 3. Returns a contiguous memref with 0 offset and empty layout.
    ///
    /// Example:
    ///
    /// ```mlir
    /// // Allocate a flat 1D/i8 memref.
    /// %0 = memref.alloc() : memref<2048xi8>
    ///
    /// // ViewOp with dynamic offset and static sizes.
    /// %1 = memref.view %0[%offset_1024][] : memref<2048xi8> to memref<64x4xf32>
    ///
    /// // ViewOp with dynamic offset and two dynamic size.
    /// %2 = memref.view %0[%offset_1024][%size0, %size1] :
    ///   memref<2048xi8> to memref<?x4x?xf32>
    /// ```
    #[op(name = "memref.view")]
    pub struct ViewOp {
        #[operand] source: I8MemRefOfRank1,
        #[operand] byte_shift: Index,
        #[operand(variadic)] sizes: Index,
        #[result] result: AnyMemRef,
    }
    traits: [OpAsmOpInterface, MemorySpaceCastConsumerOpInterface, ViewLikeOpInterface, Pure],
    format: "$source `[` $byte_shift `]` `` `[` $sizes `]` attr-dict
    `:` type($source) `to` type(results)",
    verify: verify::verify_view,
    result_names: syntax::view_names,
    fold: fold::fold_view,
    canonicalize: canonicalize::view_patterns,
}

ods::op! {
    /// explicitly delimited scope for stack allocation
    ///
    /// The `memref.alloca_scope` operation represents an explicitly-delimited
    /// scope for the alloca allocations. Any `memref.alloca` operations that are
    /// used within this scope are going to be cleaned up automatically once
    /// the control-flow exits the nested region. For example:
    ///
    /// ```mlir
    /// memref.alloca_scope {
    ///   %myalloca = memref.alloca(): memref<4x3xf32>
    ///   ...
    /// }
    /// ```
    ///
    /// Here, `%myalloca` memref is valid within the explicitly delimited scope
    /// and is automatically deallocated at the end of the given region. Conceptually,
    /// `memref.alloca_scope` is a passthrough operation with
    /// `AutomaticAllocationScope` that spans the body of the region within the operation.
    ///
    /// `memref.alloca_scope` may also return results that are defined in the nested
    /// region. To return a value, one should use `memref.alloca_scope.return`
    /// operation:
    ///
    /// ```mlir
    /// %result = memref.alloca_scope -> f32 {
    ///   %value = arith.constant 1.0 : f32
    ///   ...
    ///   memref.alloca_scope.return %value : f32
    /// }
    /// ```
    ///
    /// If `memref.alloca_scope` returns no value, the `memref.alloca_scope.return ` can
    /// be left out, and will be inserted implicitly.
    #[op(name = "memref.alloca_scope")]
    pub struct AllocaScopeOp {
        #[result(variadic)] results: AnyType,
        #[region(sized = 1, name = "bodyRegion")] body_region: AnyRegion,
    }
    traits: [
        AutomaticAllocationScope, RegionBranchOpInterface,
        SingleBlockImplicitTerminator<AllocaScopeReturnOp>, RecursiveMemoryEffects,
        NoRegionArguments,
    ],
    parse: syntax::parse_alloca_scope,
    print: syntax::print_alloca_scope,
    alias_visit: syntax::alloca_scope_alias_visit,
    verify_regions: verify::verify_alloca_scope_regions,
    canonicalize: canonicalize::alloca_scope_patterns,
}

ods::op! {
    /// terminator for alloca_scope operation
    ///
    /// `memref.alloca_scope.return` operation returns zero or more SSA values
    /// from the region within `memref.alloca_scope`. If no values are returned,
    /// the return operation may be omitted. Otherwise, it has to be present
    /// to indicate which values are going to be returned. For example:
    ///
    /// ```mlir
    /// memref.alloca_scope.return %value : f32
    /// ```
    #[op(name = "memref.alloca_scope.return")]
    pub struct AllocaScopeReturnOp {
        #[operand(variadic)] results: AnyType,
    }
    traits: [HasParent<AllocaScopeOp>, Pure, ReturnLike, Terminator],
    format: "attr-dict ($results^ `:` type($results))?",
}

ods::op! {
    /// atomic read-modify-write operation
    ///
    /// The `memref.atomic_rmw` operation provides a way to perform a read-modify-write
    /// sequence that is free from data races. The kind enumeration specifies the
    /// modification to perform. The value operand represents the new value to be
    /// applied during the modification. The memref operand represents the buffer
    /// that the read and write will be performed against, as accessed by the
    /// specified indices. The arity of the indices is the rank of the memref. The
    /// result represents the latest value that was stored.
    ///
    /// Example:
    ///
    /// ```mlir
    /// %x = memref.atomic_rmw "addf" %value, %I[%i] : (f32, memref<10xf32>) -> f32
    /// ```
    #[op(name = "memref.atomic_rmw")]
    pub struct AtomicRMWOp {
        #[attr] kind: AtomicRMWKindAttr,
        #[operand] value: AnyTypeOf<(AnySignlessInteger, AnyFloat)>,
        #[operand] memref: MemRefOf<Either<(AnySignlessInteger, AnyFloat)>>,
        #[operand(variadic)] indices: Index,
        #[result] result: AnyTypeOf<(AnySignlessInteger, AnyFloat)>,
    }
    traits: [
        MemorySpaceCastConsumerOpInterface, AllTypesMatch<[value, result]>,
        TypesMatchWith<"value type matches element type of memref", memref, value, memref_element>,
    ],
    format: "$kind $value `,` $memref `[` $indices `]` attr-dict `:` `(` type($value) `,`
    type($memref) `)` `->` type($result)",
    verify: verify::verify_atomic_rmw,
    fold: fold::fold_load,
}

ods::op! {
    /// operation to produce a memref with a smaller rank.
    ///
    /// The `memref.collapse_shape` op produces a new view with a smaller rank
    /// whose sizes are a reassociation of the original `view`. The operation is
    /// limited to such reassociations, where subsequent, contiguous dimensions are
    /// collapsed into a single dimension. Such reassociations never require
    /// additional allocs or copies.
    ///
    /// Collapsing non-contiguous dimensions is undefined behavior. When a group of
    /// dimensions can be statically proven to be non-contiguous, collapses of such
    /// groups are rejected in the verifier on a best-effort basis. In the general
    /// case, collapses of dynamically-sized dims with dynamic strides cannot be
    /// proven to be contiguous or non-contiguous due to limitations in the memref
    /// type.
    ///
    /// A reassociation is defined as a continuous grouping of dimensions and is
    /// represented with an array of DenseI64ArrayAttr attribute.
    ///
    /// Note: Only the dimensions within a reassociation group must be contiguous.
    /// The remaining dimensions may be non-contiguous.
    ///
    /// The result memref type can be zero-ranked if the source memref type is
    /// statically shaped with all dimensions being unit extent. In such a case, the
    /// reassociation indices must be empty.
    ///
    /// Examples:
    ///
    /// ```mlir
    /// // Dimension collapse (i, j) -> i' and k -> k'
    /// %1 = memref.collapse_shape %0 [[0, 1], [2]] :
    ///     memref<?x?x?xf32, stride_spec> into memref<?x?xf32, stride_spec_2>
    /// ```
    ///
    /// For simplicity, this op may not be used to cast dynamicity of dimension
    /// sizes and/or strides. I.e., a result dimension must be dynamic if and only
    /// if at least one dimension in the corresponding reassociation group is
    /// dynamic. Similarly, the stride of a result dimension must be dynamic if and
    /// only if the corresponding start dimension in the source type is dynamic.
    ///
    /// Note: This op currently assumes that the inner strides are of the
    /// source/result layout map are the faster-varying ones.
    #[op(name = "memref.collapse_shape")]
    pub struct CollapseShapeOp {
        #[operand] src: AnyStridedMemRef,
        #[attr] reassociation: IndexListArrayAttr,
        #[result] result: AnyStridedMemRef,
    }
    traits: [
        OpAsmOpInterface, MemorySpaceCastConsumerOpInterface, Pure, ViewLikeOpInterface,
    ],
    format: "$src $reassociation attr-dict `:` type($src) `into` type($result)",
    verify: verify::verify_collapse_shape,
    result_names: syntax::collapse_shape_names,
    fold: fold::fold_reshape,
    canonicalize: canonicalize::collapse_shape_patterns,
}

ods::op! {
    /// operation to produce a memref with a higher rank.
    ///
    /// The `memref.expand_shape` op produces a new view with a higher rank whose
    /// sizes are a reassociation of the original `view`. The operation is limited
    /// to such reassociations, where a dimension is expanded into one or multiple
    /// contiguous dimensions. Such reassociations never require additional allocs
    /// or copies.
    ///
    /// A reassociation is defined as a grouping of dimensions and is represented
    /// with an array of DenseI64ArrayAttr attributes.
    ///
    /// Example:
    ///
    /// ```mlir
    /// %r = memref.expand_shape %0 [[0, 1], [2]] output_shape [%sz0, %sz1, 32]
    ///     : memref<?x32xf32> into memref<?x?x32xf32>
    /// ```
    ///
    /// If an op can be statically proven to be invalid (e.g, an expansion from
    /// `memref<10xf32>` to `memref<2x6xf32>`), it is rejected by the verifier. If
    /// it cannot statically be proven invalid (e.g., the full example above; it is
    /// unclear whether the first source dimension is divisible by 5), the op is
    /// accepted by the verifier. However, if the op is in fact invalid at runtime,
    /// the behavior is undefined.
    ///
    /// The source memref can be zero-ranked. In that case, the reassociation
    /// indices must be empty and the result shape may only consist of unit
    /// dimensions.
    ///
    /// For simplicity, this op may not be used to cast dynamicity of dimension
    /// sizes and/or strides. I.e., if and only if a source dimension is dynamic,
    /// there must be a dynamic result dimension in the corresponding reassociation
    /// group. Same for strides.
    ///
    /// The representation for the output shape supports a partially-static
    /// specification via attributes specified through the `static_output_shape`
    /// argument.  A special sentinel value `ShapedType::kDynamic` encodes that the
    /// corresponding entry has a dynamic value.  There must be exactly as many SSA
    /// inputs in `output_shape` as there are `ShapedType::kDynamic` entries in
    /// `static_output_shape`.
    ///
    /// Note: This op currently assumes that the inner strides are of the
    /// source/result layout map are the faster-varying ones.
    #[op(name = "memref.expand_shape")]
    pub struct ExpandShapeOp {
        #[operand] src: AnyStridedMemRef,
        #[attr] reassociation: IndexListArrayAttr,
        #[operand(variadic)] output_shape: Index,
        #[attr] static_output_shape: DenseI64ArrayAttr,
        #[result] result: AnyStridedMemRef,
    }
    traits: [
        OpAsmOpInterface, MemorySpaceCastConsumerOpInterface, ReifyRankedShapedTypeOpInterface,
        Pure, ViewLikeOpInterface,
    ],
    format: "$src $reassociation `output_shape`
    custom<DynamicIndexList>($output_shape, $static_output_shape) attr-dict `:`
    type($src) `into` type($result)",
    verify: verify::verify_expand_shape,
    result_names: syntax::expand_shape_names,
    fold: fold::fold_reshape,
    canonicalize: canonicalize::expand_shape_patterns,
}

ods::op! {
    /// Extracts a buffer base with offset and strides
    ///
    /// Extracts a base buffer, offset and strides. This op allows additional layers
    /// of transformations and foldings to be added as lowering progresses from
    /// higher-level dialect to lower-level dialects such as the LLVM dialect.
    ///
    /// The op requires a strided memref source operand. If the source operand is not
    /// a strided memref, then verification fails.
    ///
    /// This operation is also useful for completeness to the existing memref.dim op.
    /// While accessing strides, offsets and the base pointer independently is not
    /// available, this is useful for composing with its natural complement op:
    /// `memref.reinterpret_cast`.
    ///
    /// Intended Use Cases:
    ///
    /// The main use case is to expose the logic for manipulate memref metadata at a
    /// higher level than the LLVM dialect.
    /// This makes lowering more progressive and brings the following benefits:
    ///   - not all users of MLIR want to lower to LLVM and the information to e.g.
    ///     lower to library calls---like libxsmm---or to SPIR-V was not available.
    ///   - foldings and canonicalizations can happen at a higher level in MLIR:
    ///     before this op existed, lowering to LLVM would create large amounts of
    ///     LLVMIR. Even when LLVM does a good job at folding the low-level IR from
    ///     a performance perspective, it is unnecessarily opaque and inefficient to
    ///     send unkempt IR to LLVM.
    ///
    /// Example:
    ///
    /// ```mlir
    ///   %base, %offset, %sizes:2, %strides:2 =
    ///     memref.extract_strided_metadata %memref : memref<10x?xf32>
    ///       -> memref<f32>, index, index, index, index, index
    ///
    ///   // After folding, the type of %m2 can be memref<10x?xf32> and further
    ///   // folded to %memref.
    ///   %m2 = memref.reinterpret_cast %base to
    ///       offset: [%offset],
    ///       sizes: [%sizes#0, %sizes#1],
    ///       strides: [%strides#0, %strides#1]
    ///     : memref<f32> to memref<?x?xf32, strided<[?, ?], offset:?>>
    /// ```
    #[op(name = "memref.extract_strided_metadata")]
    pub struct ExtractStridedMetadataOp {
        #[operand] source: AnyStridedMemRef,
        #[result] base_buffer: AnyStridedMemRefOfRank0,
        #[result] offset: Index,
        #[result(variadic)] sizes: Index,
        #[result(variadic)] strides: Index,
    }
    traits: [OpAsmOpInterface, Pure, SameVariadicResultSize, ViewLikeOpInterface, InferTypeOpAdaptor],
    format: "$source `:` type($source) `->` type(results) attr-dict",
    verify: verify::verify_extract_strided_metadata,
    result_names: syntax::extract_strided_metadata_names,
    fold: fold::fold_extract_strided_metadata,
}

ods::op! {
    /// rank operation
    ///
    /// The `memref.rank` operation takes a memref operand and returns its rank.
    ///
    /// Example:
    ///
    /// ```mlir
    /// %0 = memref.rank %arg0 : memref<*xf32>
    /// %1 = memref.rank %arg1 : memref<?x?xf32>
    /// ```
    #[op(name = "memref.rank")]
    pub struct RankOp {
        #[operand] memref: AnyRankedOrUnrankedMemRef,
        #[result] result: Index,
    }
    traits: [Pure],
    format: "$memref attr-dict `:` type($memref)",
    fold: fold::fold_rank,
}

ods::op! {
    /// memref reinterpret cast operation
    ///
    /// Modify offset, sizes and strides of an unranked/ranked memref.
    ///
    /// Example 1:
    ///
    /// Consecutive `reinterpret_cast` operations on memref's with static
    /// dimensions.
    ///
    /// We distinguish between *underlying memory* — the sequence of elements as
    /// they appear in the contiguous memory of the memref — and the
    /// *strided memref*, which refers to the underlying memory interpreted
    /// according to specified offsets, sizes, and strides.
    ///
    /// ```mlir
    /// %result1 = memref.reinterpret_cast %arg0 to
    ///   offset: [9],
    ///   sizes: [4, 4],
    ///   strides: [16, 2]
    /// : memref<8x8xf32, strided<[8, 1], offset: 0>> to
    ///   memref<4x4xf32, strided<[16, 2], offset: 9>>
    ///
    /// %result2 = memref.reinterpret_cast %result1 to
    ///   offset: [0],
    ///   sizes: [2, 2],
    ///   strides: [4, 2]
    /// : memref<4x4xf32, strided<[16, 2], offset: 9>> to
    ///   memref<2x2xf32, strided<[4, 2], offset: 0>>
    /// ```
    ///
    /// The underlying memory of `%arg0` consists of a linear sequence of integers
    /// from 1 to 64. Its memref has the following 8x8 elements:
    ///
    /// ```mlir
    /// [[1,  2,  3,  4,  5,  6,  7,  8],
    /// [9,  10, 11, 12, 13, 14, 15, 16],
    /// [17, 18, 19, 20, 21, 22, 23, 24],
    /// [25, 26, 27, 28, 29, 30, 31, 32],
    /// [33, 34, 35, 36, 37, 38, 39, 40],
    /// [41, 42, 43, 44, 45, 46, 47, 48],
    /// [49, 50, 51, 52, 53, 54, 55, 56],
    /// [57, 58, 59, 60, 61, 62, 63, 64]]
    /// ```
    ///
    /// Following the first `reinterpret_cast`, the strided memref elements
    /// of `%result1` are:
    ///
    /// ```mlir
    /// [[10, 12, 14, 16],
    /// [26, 28, 30, 32],
    /// [42, 44, 46, 48],
    /// [58, 60, 62, 64]]
    /// ```
    ///
    /// Note: The offset and strides are relative to the underlying memory of
    /// `%arg0`.
    ///
    /// The second `reinterpret_cast` results in the following strided memref
    /// for `%result2`:
    ///
    /// ```mlir
    /// [[1, 3],
    /// [5, 7]]
    /// ```
    ///
    /// Notice that it does not matter if you use %result1 or %arg0 as a source
    /// for the second `reinterpret_cast` operation. Only the underlying memory
    /// pointers will be reused.
    ///
    /// The offset and stride are relative to the base underlying memory of the
    /// memref, starting at 1, not at 10 as seen in the output of `%result1`.
    /// This behavior contrasts with the `subview` operator, where values are
    /// relative to the strided memref (refer to `subview` examples).
    /// Consequently, the second `reinterpret_cast` behaves as if `%arg0` were
    /// passed directly as its argument.
    ///
    /// Example 2:
    /// ```mlir
    /// memref.reinterpret_cast %ranked to
    ///   offset: [0],
    ///   sizes: [%size0, 10],
    ///   strides: [1, %stride1]
    /// : memref<?x?xf32> to memref<?x10xf32, strided<[1, ?], offset: 0>>
    ///
    /// memref.reinterpret_cast %unranked to
    ///   offset: [%offset],
    ///   sizes: [%size0, %size1],
    ///   strides: [%stride0, %stride1]
    /// : memref<*xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    /// ```
    ///
    /// This operation creates a new memref descriptor using the base of the
    /// source and applying the input arguments to the other metadata.
    /// In other words:
    /// ```mlir
    /// %dst = memref.reinterpret_cast %src to
    ///   offset: [%offset],
    ///   sizes: [%sizes],
    ///   strides: [%strides] :
    ///   memref<*xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    /// ```
    /// means that `%dst`'s descriptor will be:
    /// ```mlir
    /// %dst.base = %src.base
    /// %dst.aligned = %src.aligned
    /// %dst.offset = %offset
    /// %dst.sizes = %sizes
    /// %dst.strides = %strides
    /// ```
    #[op(name = "memref.reinterpret_cast")]
    pub struct ReinterpretCastOp {
        #[operand] source: AnyRankedOrUnrankedMemRef,
        #[operand(variadic)] offsets: Index,
        #[operand(variadic)] sizes: Index,
        #[operand(variadic)] strides: Index,
        #[attr] static_offsets: DenseI64ArrayAttr,
        #[attr] static_sizes: DenseI64ArrayAttr,
        #[attr] static_strides: DenseI64ArrayAttr,
        #[result] result: AnyStridedMemRef,
    }
    traits: [
        OpAsmOpInterface, MemorySpaceCastConsumerOpInterface, AttrSizedOperandSegments,
        MemRefsNormalizable, Pure, OffsetSizeAndStrideOpInterface, ViewLikeOpInterface,
    ],
    format: "$source `to` `offset` `` `:`
    custom<DynamicIndexList>($offsets, $static_offsets)
    `` `,` `sizes` `` `:`
    custom<DynamicIndexList>($sizes, $static_sizes)
    `` `,` `strides` `` `:`
    custom<DynamicIndexList>($strides, $static_strides)
    attr-dict `:` type($source) `to` type($result)",
    verify: verify::verify_reinterpret_cast,
    result_names: syntax::reinterpret_cast_names,
    fold: fold::fold_reinterpret_cast,
    canonicalize: canonicalize::reinterpret_cast_patterns,
}

ods::op! {
    /// `transpose` produces a new strided memref (metadata-only)
    ///
    /// The `transpose` op produces a strided memref whose sizes and strides
    /// are a permutation of the original `in` memref. This is purely a metadata
    /// transformation.
    ///
    /// Example:
    ///
    /// ```mlir
    /// %1 = memref.transpose %0 (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
    /// ```
    #[op(name = "memref.transpose")]
    pub struct TransposeOp {
        #[operand] input: AnyStridedMemRef,
        #[attr] permutation: AffineMapAttr,
        #[result] result: AnyStridedMemRef,
    }
    traits: [OpAsmOpInterface, MemorySpaceCastConsumerOpInterface, Pure],
    parse: syntax::parse_transpose,
    print: syntax::print_transpose,
    alias_visit: syntax::transpose_alias_visit,
    verify: verify::verify_transpose,
    result_names: syntax::transpose_names,
    fold: fold::fold_transpose,
}

/// `TypesMatchWith` transformer of `memref.load` / `memref.store`: the
/// element type of the memref.
pub fn memref_element(ctx: &ods::ir::Context, t: ods::ir::Type) -> ods::opdef::Transformed {
    match ctx.type_kind(t) {
        ods::ir::TypeKind::MemRef { elem, .. } => ctx.type_kind(*elem).clone().into(),
        _ => ods::opdef::Transformed::Invalid,
    }
}

/// Registers the `memref` dialect.
pub fn register(ctx: &mut ods::ir::Context) {
    ctx.register_dialect("memref", false);
    ctx.set_constant_materializer("memref", crate::arith::materialize::materialize_constant);
    AssumeAlignmentOp::register(ctx);
    AllocOp::register(ctx);
    AllocaOp::register(ctx);
    CastOp::register(ctx);
    CopyOp::register(ctx);
    DeallocOp::register(ctx);
    DimOp::register(ctx);
    GetGlobalOp::register(ctx);
    GlobalOp::register(ctx);
    LoadOp::register(ctx);
    PrefetchOp::register(ctx);
    StoreOp::register(ctx);
    SubViewOp::register(ctx);
    ViewOp::register(ctx);
    AllocaScopeOp::register(ctx);
    AllocaScopeReturnOp::register(ctx);
    AtomicRMWOp::register(ctx);
    CollapseShapeOp::register(ctx);
    ExpandShapeOp::register(ctx);
    ExtractStridedMetadataOp::register(ctx);
    RankOp::register(ctx);
    ReinterpretCastOp::register(ctx);
    TransposeOp::register(ctx);
}
