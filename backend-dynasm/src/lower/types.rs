//! Types and values of the lowering: how each IR type lives in machine
//! registers, and the ABI of function parameters.
//!
//! | IR type | machine representation |
//! |---|---|
//! | `i1` … `i64`, `index` | one GPR vreg, the value in the low N bits (bits above unspecified, as the MIR contract says); `i1` is normalized to 0/1 (`and 1`) where an operation depends on it |
//! | `f32`, `f64` | lane 0 of a vector vreg |
//! | `vector<N x T>` (1-D, ≤ 256 bits) | one vector vreg, lane i = element i; narrower vectors use the low lanes (upper lanes unspecified) |
//! | `vector<N x i1>` (masks) | one vector vreg of *lane masks*: all-ones/all-zeros lanes of a width chosen by the producer (`cmpf`/`cmpi`: the operands' element width; `create_mask`/`constant_mask`: 256/N bits clamped to 8..64). Consumers convert when they need another lane width ([`Val::Mask::lane_bits`]) |
//! | function types | the code address in a GPR vreg (`Val::Int` of 64 bits) |
//! | `memref<…>` | a descriptor as MLIR's `StridedMemRefType`: allocated and aligned pointers, offset, sizes, strides; every part that the type fixes statically is kept as a constant (folded into addresses) |

use crate::mir::{AbiType, ElemType, FTy, RegClass, VReg, VTy, Width};
use ods::ir::{Context, Type, TypeKind};
use ods::support::apfloat::FloatSemantics;

/// A scalar element kind.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Sk {
    /// Integer of this many bits (`index` is 64).
    I(u32),
    /// `f16` scalars, held as the (exact) f32 value in lane 0 and rounded
    /// back to f16 after every inexact operation (F16C); f16 vectors are
    /// held as their bits (16-bit lanes)
    F16,
    /// `bf16`, held as `f16` is (rounded with integer operations: AVX2
    /// has no bf16 conversion)
    BF16,
    F32,
    F64,
}

impl Sk {
    pub fn bits(self) -> u32 {
        match self {
            Sk::I(b) => b,
            Sk::F16 | Sk::BF16 => 16,
            Sk::F32 => 32,
            Sk::F64 => 64,
        }
    }
    /// Bytes of one element in memory (`i1` takes a byte).
    pub fn bytes(self) -> u32 {
        self.bits().div_ceil(8).max(1)
    }
    pub fn is_float(self) -> bool {
        !matches!(self, Sk::I(_))
    }
    /// f16 or bf16: held as f32 in registers (scalars) or as bits (vectors).
    pub fn is_half(self) -> bool {
        matches!(self, Sk::F16 | Sk::BF16)
    }
    pub fn fty(self) -> Option<FTy> {
        match self {
            Sk::F16 | Sk::BF16 | Sk::F32 => Some(FTy::F32),
            Sk::F64 => Some(FTy::F64),
            Sk::I(_) => None,
        }
    }
    /// The vector interpretation with this element (f16 vectors are held
    /// as their bits, 16-bit lanes, and computed through f32).
    pub fn vty(self) -> Option<VTy> {
        Some(match self {
            Sk::F32 => VTy::F32x8,
            Sk::F64 => VTy::F64x4,
            Sk::F16 | Sk::BF16 => VTy::I16x16,
            Sk::I(8) => VTy::I8x32,
            Sk::I(16) => VTy::I16x16,
            Sk::I(32) => VTy::I32x8,
            Sk::I(64) => VTy::I64x4,
            _ => return None,
        })
    }
}

/// The GPR width an integer of `bits` is computed at (`i1` at 8 bits).
pub fn width(bits: u32) -> Option<Width> {
    Some(match bits {
        1 | 8 => Width::W8,
        16 => Width::W16,
        32 => Width::W32,
        64 => Width::W64,
        _ => return None,
    })
}

/// The element width of a vector interpretation, as an integer lane size.
pub fn vty_lane_bits(t: VTy) -> u32 {
    t.elem_bits()
}

/// The element kind of a scalar or native vector type.
pub fn elem_kind(ctx: &Context, ty: Type) -> Option<Sk> {
    scalar_kind(ctx, ty).or_else(|| vector_kind(ctx, ty).map(|(e, _)| e))
}

/// A scalar type.
pub fn scalar_kind(ctx: &Context, ty: Type) -> Option<Sk> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } if matches!(width, 1 | 8 | 16 | 32 | 64) => {
            Some(Sk::I(*width))
        }
        TypeKind::Index => Some(Sk::I(64)),
        TypeKind::Float(FloatSemantics::F16) => Some(Sk::F16),
        TypeKind::Float(FloatSemantics::BF16) => Some(Sk::BF16),
        TypeKind::Float(FloatSemantics::F32) => Some(Sk::F32),
        TypeKind::Float(FloatSemantics::F64) => Some(Sk::F64),
        _ => None,
    }
}

/// A 1-D fixed vector type: element and lane count (≤ 256 bits; i1 any N ≤ 32).
pub fn vector_kind(ctx: &Context, ty: Type) -> Option<(Sk, u32)> {
    match ctx.type_kind(ty) {
        TypeKind::Vector {
            shape,
            scalable,
            elem,
        } if shape.len() == 1 && !scalable[0] => {
            let e = scalar_kind(ctx, *elem)?;
            let n = u32::try_from(shape[0]).ok()?;
            let ok = match e {
                Sk::I(1) => (1..=32).contains(&n),
                // computed as 8×f32 (see `FnLower::half_vector_arith`)
                Sk::F16 | Sk::BF16 => (1..=8).contains(&n),
                _ => n >= 1 && n * e.bits() <= 256,
            };
            ok.then_some((e, n))
        }
        _ => None,
    }
}

/// A ranked memref type: element, shape (`-1`-ish negatives dynamic),
/// strides and offset (`None` when dynamic).
pub struct MemRefTy {
    pub elem: Sk,
    /// Lanes of a vector element (`memref<4xvector<8xf32>>`), 0 for a
    /// scalar element.
    pub lanes: u32,
    pub shape: Vec<i64>,
    pub strides: Vec<Option<i64>>,
    pub offset: Option<i64>,
}

fn dynamic(v: i64) -> bool {
    v == i64::MIN || v < 0
}

pub fn memref_kind(ctx: &Context, ty: Type) -> Option<MemRefTy> {
    let TypeKind::MemRef {
        shape,
        elem,
        layout,
        ..
    } = ctx.type_kind(ty)
    else {
        return None;
    };
    let (elem, lanes) = match scalar_kind(ctx, *elem) {
        Some(e) => (e, 0),
        // a native 1-D vector element (i1 vectors are packed bits in
        // memory: not supported)
        None => match vector_kind(ctx, *elem)? {
            (Sk::I(1), _) => return None,
            v => v,
        },
    };
    let shape: Vec<i64> = shape.to_vec();
    let (strides, offset) = match layout {
        None => {
            // identity: strides are suffix products of the sizes
            let mut st = vec![Some(1i64); shape.len()];
            for i in (0..shape.len().saturating_sub(1)).rev() {
                st[i] = match (st[i + 1], shape[i + 1]) {
                    (Some(s), d) if !dynamic(d) => Some(s * d),
                    _ => None,
                };
            }
            (st, Some(0))
        }
        Some(l) => match ctx.attr_kind(*l) {
            ods::ir::AttrKind::Strided { offset, strides } => (
                strides
                    .iter()
                    .map(|&s| (!dynamic(s)).then_some(s))
                    .collect(),
                (!dynamic(*offset)).then_some(*offset),
            ),
            ods::ir::AttrKind::AffineMap(m) if m.is_identity(ctx.affine()) => {
                let mut st = vec![Some(1i64); shape.len()];
                for i in (0..shape.len().saturating_sub(1)).rev() {
                    st[i] = match (st[i + 1], shape[i + 1]) {
                        (Some(s), d) if !dynamic(d) => Some(s * d),
                        _ => None,
                    };
                }
                (st, Some(0))
            }
            _ => return None,
        },
    };
    Some(MemRefTy {
        elem,
        lanes,
        shape,
        strides,
        offset,
    })
}

/// A statically known or dynamic 64-bit quantity of a descriptor.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Dim {
    Static(i64),
    Dyn(VReg),
}

/// A memref descriptor (`StridedMemRefType`).
#[derive(Clone, Debug)]
pub struct MemDesc {
    pub elem: Sk,
    /// Lanes of a vector element, 0 for a scalar element.
    pub lanes: u32,
    pub allocated: VReg,
    pub aligned: VReg,
    pub offset: Dim,
    pub sizes: Vec<Dim>,
    pub strides: Vec<Dim>,
}

/// Bytes of a memref element: a scalar's, or a vector's allocation size
/// in LLVM's data layout (its size rounded up to a power of two, the
/// natural alignment of vectors: `vector<3xi32>` takes 16 bytes).
pub fn elem_bytes(elem: Sk, lanes: u32) -> u32 {
    if lanes == 0 {
        elem.bytes()
    } else {
        (lanes * elem.bytes()).next_power_of_two()
    }
}

impl MemRefTy {
    pub fn elem_bytes(&self) -> u32 {
        elem_bytes(self.elem, self.lanes)
    }
}

impl MemDesc {
    pub fn elem_bytes(&self) -> u32 {
        elem_bytes(self.elem, self.lanes)
    }
}

/// A lowered IR value.
#[derive(Clone, Debug)]
pub enum Val {
    Int {
        reg: VReg,
        bits: u32,
    },
    Float {
        reg: VReg,
        ty: FTy,
    },
    Vector {
        reg: VReg,
        elem: Sk,
        lanes: u32,
    },
    /// `vector<N x i1>` as lane masks of `lane_bits` each.
    Mask {
        reg: VReg,
        lanes: u32,
        lane_bits: u32,
    },
    /// (shared: lowering an op clones the descriptors of its operands)
    MemRef(std::rc::Rc<MemDesc>),
}

impl Val {
    /// The registers a value occupies (for copies).
    pub fn regs(&self) -> smallvec::SmallVec<[VReg; 4]> {
        match self {
            Val::Int { reg, .. }
            | Val::Float { reg, .. }
            | Val::Vector { reg, .. }
            | Val::Mask { reg, .. } => smallvec::smallvec![*reg],
            Val::MemRef(d) => {
                let mut v = smallvec::smallvec![d.allocated, d.aligned];
                for x in std::iter::once(&d.offset).chain(&d.sizes).chain(&d.strides) {
                    if let Dim::Dyn(r) = x {
                        v.push(*r);
                    }
                }
                v
            }
        }
    }
}

/// Default mask lane width for a mask of `n` lanes in a register of
/// `register_bits`: the widest lanes (8 to 64 bits) that fit.
pub fn default_mask_bits(n: u32, register_bits: u32) -> u32 {
    [64, 32, 16, 8]
        .into_iter()
        .find(|&w| n * w <= register_bits)
        .unwrap_or(8)
}

/// The ABI type of a function parameter/result type.
pub fn abi_type(ctx: &Context, ty: Type) -> Option<AbiType> {
    if let Some(s) = scalar_kind(ctx, ty) {
        return Some(match s {
            Sk::I(64) => AbiType::I64,
            Sk::I(_) => AbiType::I32,
            Sk::F16 | Sk::BF16 | Sk::F32 => AbiType::F32,
            Sk::F64 => AbiType::F64,
        });
    }
    let m = memref_kind(ctx, ty)?;
    if m.lanes > 0 {
        return None; // (memrefs of vectors do not cross calls)
    }
    let elem = match m.elem {
        Sk::I(1) | Sk::I(8) => ElemType::I8,
        Sk::I(16) => ElemType::I16,
        Sk::I(32) => ElemType::I32,
        Sk::I(_) => ElemType::I64,
        Sk::F16 | Sk::BF16 => ElemType::I16,
        Sk::F32 => ElemType::F32,
        Sk::F64 => ElemType::F64,
    };
    Some(AbiType::MemRef {
        elem,
        rank: u8::try_from(m.shape.len()).ok()?,
    })
}

/// Register class of a scalar.
pub fn class_of(s: Sk) -> RegClass {
    if s.is_float() {
        RegClass::Vec
    } else {
        RegClass::Gpr
    }
}

/// The ABI type of a parameter or result of a *local* function: scalars and
/// memrefs as [`abi_type`]; a 1-D vector is passed whole in a vector
/// register ([`AbiType::Vector`]; masks at [`default_mask_bits`]).
/// Vectors cannot cross the typed call API.
pub fn param_abi(ctx: &Context, ty: Type) -> Option<AbiType> {
    if is_function(ctx, ty) {
        return Some(AbiType::Ptr);
    }
    abi_type(ctx, ty).or_else(|| vector_kind(ctx, ty).map(|_| AbiType::Vector))
}

/// A function type: its values (`func.constant`) are code addresses, held
/// as `Val::Int` of 64 bits.
pub fn is_function(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Function { .. })
}
