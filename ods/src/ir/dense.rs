//! `DenseElementsAttr::get(type, values)` from Rust slices: what a dialect
//! author writes to make `dense<[1, 2, 3]> : tensor<3xi32>` without going
//! through text.

use super::{AttrKind, Attribute, Context, Type, TypeKind};
use crate::support::apfloat::{APFloat, RoundingMode};

/// Why [`Context::dense_int_elements_attr`] or
/// [`Context::dense_float_elements_attr`] refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DenseElementsError {
    /// Dense elements need a statically shaped, non-scalable vector or a
    /// statically shaped ranked tensor.
    #[error("expected a statically shaped vector or ranked tensor type")]
    NotStaticShaped,
    /// Neither one value (a splat) nor one per element.
    #[error("expected {expected} values (or 1, a splat), got {got}")]
    Count {
        /// The number of elements of the type.
        expected: usize,
        /// The number of values given.
        got: usize,
    },
    /// The element type does not hold this kind of value (integers need an
    /// integer or index element type, floats a float one).
    #[error("the element type does not hold {0} values")]
    ElementType(&'static str),
}

impl Context {
    /// The element type and element count of a statically shaped vector or
    /// ranked tensor.
    fn dense_shape(&self, ty: Type) -> Result<(Type, usize), DenseElementsError> {
        let (shape, elem) = match self.type_kind(ty) {
            TypeKind::Vector {
                shape,
                elem,
                scalable,
            } if !scalable.iter().any(|&s| s) => (shape.clone(), *elem),
            TypeKind::RankedTensor { shape, elem, .. } => (shape.clone(), *elem),
            _ => return Err(DenseElementsError::NotStaticShaped),
        };
        if shape.iter().any(|&d| d < 0) {
            return Err(DenseElementsError::NotStaticShaped);
        }
        Ok((elem, shape.iter().product::<i64>() as usize))
    }

    fn dense_from_bytes(
        &mut self,
        ty: Type,
        count: usize,
        n_values: usize,
        data: Vec<u8>,
        elem_bytes: usize,
    ) -> Result<Attribute, DenseElementsError> {
        if n_values != 1 && n_values != count {
            return Err(DenseElementsError::Count {
                expected: count,
                got: n_values,
            });
        }
        Ok(crate::asm::make_dense(self, ty, data, elem_bytes))
    }

    /// `DenseIntElementsAttr::get(ty, values)`: `dense<...>` of an integer or
    /// index element type, each value truncated to the element width (one
    /// value is a splat).
    pub fn dense_int_elements_attr(
        &mut self,
        ty: Type,
        values: &[i64],
    ) -> Result<Attribute, DenseElementsError> {
        let (elem, count) = self.dense_shape(ty)?;
        let width = match self.type_kind(elem) {
            TypeKind::Integer { width, .. } => *width,
            TypeKind::Index => 64,
            _ => return Err(DenseElementsError::ElementType("integer")),
        };
        let bytes = (width as usize).div_ceil(8).max(1);
        // APInt(width, v, /*isSigned=*/true): sign-extended, then cut to
        // the width (the bits above it stay zero in the storage).
        let mask = if width >= 128 {
            u128::MAX
        } else {
            (1u128 << width) - 1
        };
        let mut data = Vec::with_capacity(values.len() * bytes);
        for &v in values {
            let bits = (v as i128 as u128) & mask;
            data.extend_from_slice(&bits.to_le_bytes()[..bytes.min(16)]);
            let fill = if v < 0 { 0xff } else { 0 };
            data.extend(std::iter::repeat_n(fill, bytes.saturating_sub(16)));
        }
        self.dense_from_bytes(ty, count, values.len(), data, bytes)
    }

    /// `DenseFPElementsAttr::get(ty, values)`: `dense<...>` of a float
    /// element type, each value rounded to it (to nearest, ties to even),
    /// as `APFloat(double)` converted to the element's semantics (one value
    /// is a splat).
    pub fn dense_float_elements_attr(
        &mut self,
        ty: Type,
        values: &[f64],
    ) -> Result<Attribute, DenseElementsError> {
        let (elem, count) = self.dense_shape(ty)?;
        let TypeKind::Float(sem) = *self.type_kind(elem) else {
            return Err(DenseElementsError::ElementType("floating-point"));
        };
        let bytes = (sem.bit_width() as usize).div_ceil(8);
        let mut data = Vec::with_capacity(values.len() * bytes);
        for &v in values {
            let bits = APFloat::from_f64(sem, v, RoundingMode::NearestTiesToEven)
                .0
                .bits();
            data.extend_from_slice(&bits.to_le_bytes()[..bytes]);
        }
        self.dense_from_bytes(ty, count, values.len(), data, bytes)
    }
}

impl Context {
    /// The values of a float `dense<...>` attribute in row-major order, a
    /// splat expanded to every element (MLIR's
    /// `DenseElementsAttr::getValues<double>()`, each value converted
    /// exactly to `f64`). `None` when `attr` is not a dense attribute of a
    /// float element type, or a splat of more values than can be allocated.
    pub fn dense_float_values(&self, attr: Attribute) -> Option<Vec<f64>> {
        let AttrKind::DenseIntOrFP { ty, data, splat } = self.attr_kind(attr) else {
            return None;
        };
        let TypeKind::Float(sem) = *self.type_kind(self.element_type(*ty)?) else {
            return None;
        };
        let bytes = (sem.bit_width() as usize).div_ceil(8);
        let value = |chunk: &[u8]| {
            let mut b = [0u8; 16];
            b[..chunk.len()].copy_from_slice(chunk);
            APFloat::from_bits(sem, u128::from_le_bytes(b)).to_f64()
        };
        let values: Vec<f64> = data.chunks_exact(bytes).map(value).collect();
        if *splat {
            // (a splat's shape may be huge: `None` rather than a panic or
            // an abort when its values cannot be allocated)
            let n = usize::try_from(self.num_elements(*ty)?).ok()?;
            let mut all = Vec::new();
            all.try_reserve_exact(n).ok()?;
            all.resize(n, *values.first()?);
            return Some(all);
        }
        Some(values)
    }
}

/// The element type of a `DenseIntOrFP` attribute.
pub(crate) fn dense_elem_type(ctx: &Context, a: Attribute) -> Option<Type> {
    match ctx.attr_kind(a) {
        AttrKind::DenseIntOrFP { ty, .. } => ctx.element_type(*ty),
        _ => None,
    }
}

/// True for the dense elements attributes (`DenseIntOrFPElementsAttr`,
/// `DenseStringElementsAttr`, dense resources, sparse): MLIR's
/// `ElementsAttr`.
pub(crate) fn is_elements_attr(kind: &AttrKind) -> bool {
    matches!(
        kind,
        AttrKind::DenseIntOrFP { .. }
            | AttrKind::DenseString { .. }
            | AttrKind::DenseResource { .. }
            | AttrKind::Sparse { .. }
    )
}
