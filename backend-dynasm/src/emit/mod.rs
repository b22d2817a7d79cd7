//! Emission.
pub mod asm;
