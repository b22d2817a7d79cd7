//! Unit tests; expected strings were produced by real `mlir-opt` (MLIR 22).

use super::*;

#[test]
fn smoke() {
    let x = APFloat::from_f64(FloatSemantics::F32, 1.0, RoundingMode::NearestTiesToEven).0;
    assert_eq!(x.mlir_print(), "1.000000e+00");
}
