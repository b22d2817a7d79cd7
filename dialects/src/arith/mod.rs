//! The `arith` dialect (`ArithBase.td`, `ArithOps.td`): integer and
//! floating-point arithmetic, comparisons, casts, constants and `select`,
//! on scalars and elementwise on vectors and tensors.
//!
//! * [`ops`]: the 51 operations, declared with `ods::op!`;
//! * [`enums`]: the comparison predicates, rounding modes, atomic RMW kinds
//!   and the fastmath / overflow flags with their `#arith.fastmath<...>` and
//!   `#arith.overflow<...>` attributes;
//! * [`constraints`]: the type constraints of the casts;
//! * [`verify`]: what the `.td` leaves to C++ verifiers;
//! * [`syntax`]: `arith.select`'s syntax and the result names.

pub mod canonicalize;
pub mod constraints;
pub mod enums;
pub mod eval;
pub mod fold;
pub mod materialize;
pub mod ops;
pub mod syntax;
pub mod verify;

pub use enums::*;
pub use ops::*;

/// The dialect description of `ArithBase.td`.
pub const DESCRIPTION: &str =
    "The arith dialect is intended to hold basic integer and floating point
mathematical operations. This includes unary, binary, and ternary arithmetic
ops, bitwise and shift ops, cast ops, and compare ops. Operations in this
dialect also accept vectors and tensors of integers or floats. The dialect
assumes integers are represented by bitvectors with a two's complement
representation. Unless otherwise stated, the operations within this dialect
propagate poison values, i.e., if any of its inputs are poison, then the
output is poison. Unless otherwise stated, operations applied to `vector`
and `tensor` values propagates poison elementwise.";

/// Registers the `arith` dialect: its attributes, enums and operations.
pub fn register(ctx: &mut ods::ir::Context) {
    use ods::opdef::enums::EnumValue;
    ctx.register_dialect("arith", false);
    ctx.set_dialect_description("arith", DESCRIPTION);
    // `getI1SameShape` (the comparisons' result type) looks `i1` up.
    ctx.int_type(1);
    materialize::register(ctx);
    FastMathFlagsAttr::register(ctx);
    IntegerOverflowFlagsAttr::register(ctx);
    for spec in [
        CmpFPredicate::SPEC,
        CmpIPredicate::SPEC,
        AtomicRMWKind::SPEC,
        FastMathFlags::SPEC,
        IntegerOverflowFlags::SPEC,
        RoundingMode::SPEC,
    ] {
        ctx.register_enum("arith", spec);
    }
    ConstantOp::register(ctx);
    AddIOp::register(ctx);
    AddUIExtendedOp::register(ctx);
    SubIOp::register(ctx);
    MulIOp::register(ctx);
    MulSIExtendedOp::register(ctx);
    MulUIExtendedOp::register(ctx);
    DivUIOp::register(ctx);
    DivSIOp::register(ctx);
    CeilDivUIOp::register(ctx);
    CeilDivSIOp::register(ctx);
    FloorDivSIOp::register(ctx);
    RemUIOp::register(ctx);
    RemSIOp::register(ctx);
    AndIOp::register(ctx);
    OrIOp::register(ctx);
    XOrIOp::register(ctx);
    ShLIOp::register(ctx);
    ShRUIOp::register(ctx);
    ShRSIOp::register(ctx);
    NegFOp::register(ctx);
    AddFOp::register(ctx);
    SubFOp::register(ctx);
    MaximumFOp::register(ctx);
    MaxNumFOp::register(ctx);
    MaxSIOp::register(ctx);
    MaxUIOp::register(ctx);
    MinimumFOp::register(ctx);
    MinNumFOp::register(ctx);
    MinSIOp::register(ctx);
    MinUIOp::register(ctx);
    MulFOp::register(ctx);
    DivFOp::register(ctx);
    RemFOp::register(ctx);
    ExtUIOp::register(ctx);
    ExtSIOp::register(ctx);
    ExtFOp::register(ctx);
    ScalingExtFOp::register(ctx);
    TruncIOp::register(ctx);
    TruncFOp::register(ctx);
    ScalingTruncFOp::register(ctx);
    UIToFPOp::register(ctx);
    SIToFPOp::register(ctx);
    FPToUIOp::register(ctx);
    FPToSIOp::register(ctx);
    IndexCastOp::register(ctx);
    IndexCastUIOp::register(ctx);
    BitcastOp::register(ctx);
    CmpIOp::register(ctx);
    CmpFOp::register(ctx);
    SelectOp::register(ctx);
}
