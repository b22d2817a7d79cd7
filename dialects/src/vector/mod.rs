//! The `vector` dialect (`Vector.td`, `VectorAttributes.td`,
//! `VectorOps.td`): operations on n-D vectors (the 39 ops of MLIR 22 and the
//! five its documentation still describes), declared with the ODS macros.
//!
//! * [`ops`]: the operations, one `ods::op!` each;
//! * [`enums`]: `CombiningKind`, `IteratorType`, `PrintPunctuation` and their
//!   `#vector.kind`, `#vector.iterator_type`, `#vector.punctuation` attributes;
//! * [`constraints`]: the type and attribute constraints beyond the standard
//!   ones;
//! * [`interfaces`]: `MaskableOpInterface`, the transfer ops' memory effects;
//! * [`verify`]: the predicates and verifiers ODS leaves to C++;
//! * [`syntax`]: the hand-written parsers and
//!   printers;
//! * [`fold`], [`canonicalize`], [`materialize`]: folding and
//!   canonicalization.

pub mod canonicalize;
pub mod constraints;
pub mod enums;
pub mod fold;
pub mod interfaces;
pub mod lowering;
pub mod materialize;
pub mod ops;
pub mod syntax;
pub mod verify;

pub use enums::*;
pub use ops::*;

/// The dialect description of `Vector.td`.
pub const DESCRIPTION: &str = "The vector dialect: operations on n-D vectors of scalars, with 1-D vectors mapping to hardware vector registers.";

/// Registers the `vector` dialect: its attributes, enums and operations.
pub fn register(ctx: &mut ods::ir::Context) {
    ctx.register_dialect("vector", false);
    // Mask types are vectors of `i1`; `index` types the positions.
    ctx.int_type(1);
    ctx.index_type();
    materialize::register(ctx);
    CombiningKindAttr::register(ctx);
    IteratorTypeAttr::register(ctx);
    PrintPunctuationAttr::register(ctx);
    ContractionOp::register(ctx);
    ReductionOp::register(ctx);
    MultiDimReductionOp::register(ctx);
    BroadcastOp::register(ctx);
    ShuffleOp::register(ctx);
    InterleaveOp::register(ctx);
    DeinterleaveOp::register(ctx);
    ExtractOp::register(ctx);
    FMAOp::register(ctx);
    ToElementsOp::register(ctx);
    FromElementsOp::register(ctx);
    InsertOp::register(ctx);
    ScalableInsertOp::register(ctx);
    ScalableExtractOp::register(ctx);
    InsertStridedSliceOp::register(ctx);
    OuterProductOp::register(ctx);
    ExtractStridedSliceOp::register(ctx);
    TransferReadOp::register(ctx);
    TransferWriteOp::register(ctx);
    LoadOp::register(ctx);
    StoreOp::register(ctx);
    MaskedLoadOp::register(ctx);
    MaskedStoreOp::register(ctx);
    GatherOp::register(ctx);
    ScatterOp::register(ctx);
    ExpandLoadOp::register(ctx);
    CompressStoreOp::register(ctx);
    ShapeCastOp::register(ctx);
    BitCastOp::register(ctx);
    TypeCastOp::register(ctx);
    ConstantMaskOp::register(ctx);
    CreateMaskOp::register(ctx);
    MaskOp::register(ctx);
    TransposeOp::register(ctx);
    PrintOp::register(ctx);
    VectorScaleOp::register(ctx);
    ScanOp::register(ctx);
    StepOp::register(ctx);
    YieldOp::register(ctx);
    SplatOp::register(ctx);
    ExtractElementOp::register(ctx);
    InsertElementOp::register(ctx);
    MatmulOp::register(ctx);
    FlatTransposeOp::register(ctx);
}
