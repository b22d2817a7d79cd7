//! Numeric and string support types shared by the IR.

pub mod apfloat;
pub mod apint;
pub mod interner;
