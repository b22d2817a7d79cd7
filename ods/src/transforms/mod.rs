//! Generic passes (MLIR's `lib/Transforms`): `canonicalize` and `cse`.

pub mod canonicalize;
pub mod cse;
