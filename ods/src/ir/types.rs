//! Builtin types (MLIR's `BuiltinTypes.td`) as interned, `Copy` handles.

use super::attributes::Attribute;
use super::context::Context;
use crate::support::apfloat::FloatSemantics;
use crate::support::interner::StrId;

/// An interned type. Two types are equal iff their handles are equal.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Type(pub(crate) u32);

impl Type {
    /// The raw index (stable for the lifetime of the context).
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// `ShapedType::kDynamic`: the marker for a `?` dimension or offset/stride.
pub const DYNAMIC: i64 = i64::MIN;

/// Signedness semantics of an `IntegerType`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Signedness {
    /// `iN`
    Signless,
    /// `siN`
    Signed,
    /// `uiN`
    Unsigned,
}

/// The storage of every builtin type kind.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeKind {
    /// `i32`, `si8`, `ui1`, `i0` ...
    Integer { width: u32, signedness: Signedness },
    /// `index`
    Index,
    /// One of the 18 float types.
    Float(FloatSemantics),
    /// `none`
    None,
    /// `complex<T>`
    Complex(Type),
    /// `vector<4x[8]xf32>`; `scalable` has one flag per dimension.
    Vector {
        shape: Box<[i64]>,
        scalable: Box<[bool]>,
        elem: Type,
    },
    /// `tensor<?x4xf32, #enc>`
    RankedTensor {
        shape: Box<[i64]>,
        elem: Type,
        encoding: Option<Attribute>,
    },
    /// `tensor<*xf32>`
    UnrankedTensor { elem: Type },
    /// `memref<4x?xf32, layout, space>`; an identity layout is stored as `None`
    /// and a memory space of integer 0 as `None`, as MLIR normalizes them.
    MemRef {
        shape: Box<[i64]>,
        elem: Type,
        layout: Option<Attribute>,
        memory_space: Option<Attribute>,
    },
    /// `memref<*xf32, space>`
    UnrankedMemRef {
        elem: Type,
        memory_space: Option<Attribute>,
    },
    /// `tuple<i32, f32>`
    Tuple(Box<[Type]>),
    /// `(i32) -> f32`
    Function {
        inputs: Box<[Type]>,
        results: Box<[Type]>,
    },
    /// A type of an unregistered dialect, kept as text: `!dialect.body`.
    Opaque { dialect: StrId, data: StrId },
    /// A type of a dialect defined with `type_def!` (ODS `TypeDef`): its
    /// definition and its parameters stored as attributes (see
    /// [`super::AttrKind::Dialect`]).
    Dialect {
        def: &'static crate::opdef::attrdef::TypeDefSpec,
        params: Box<[Option<Attribute>]>,
    },
}

/// A borrowed view of a [`TypeKind`] (slices instead of boxes), used to look
/// types up without allocating.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[allow(missing_docs)]
pub enum TypeKey<'a> {
    Integer {
        width: u32,
        signedness: Signedness,
    },
    Index,
    Float(FloatSemantics),
    None,
    Complex(Type),
    Vector {
        shape: &'a [i64],
        scalable: &'a [bool],
        elem: Type,
    },
    RankedTensor {
        shape: &'a [i64],
        elem: Type,
        encoding: Option<Attribute>,
    },
    UnrankedTensor {
        elem: Type,
    },
    MemRef {
        shape: &'a [i64],
        elem: Type,
        layout: Option<Attribute>,
        memory_space: Option<Attribute>,
    },
    UnrankedMemRef {
        elem: Type,
        memory_space: Option<Attribute>,
    },
    Tuple(&'a [Type]),
    Function {
        inputs: &'a [Type],
        results: &'a [Type],
    },
    Opaque {
        dialect: StrId,
        data: StrId,
    },
    Dialect {
        def: &'static crate::opdef::attrdef::TypeDefSpec,
        params: &'a [Option<Attribute>],
    },
}

impl super::uniquer::Keyed for TypeKind {
    type Key<'a> = TypeKey<'a>;

    fn key(&self) -> TypeKey<'_> {
        match self {
            TypeKind::Integer { width, signedness } => TypeKey::Integer {
                width: *width,
                signedness: *signedness,
            },
            TypeKind::Index => TypeKey::Index,
            TypeKind::Float(s) => TypeKey::Float(*s),
            TypeKind::None => TypeKey::None,
            TypeKind::Complex(t) => TypeKey::Complex(*t),
            TypeKind::Vector {
                shape,
                scalable,
                elem,
            } => TypeKey::Vector {
                shape,
                scalable,
                elem: *elem,
            },
            TypeKind::RankedTensor {
                shape,
                elem,
                encoding,
            } => TypeKey::RankedTensor {
                shape,
                elem: *elem,
                encoding: *encoding,
            },
            TypeKind::UnrankedTensor { elem } => TypeKey::UnrankedTensor { elem: *elem },
            TypeKind::MemRef {
                shape,
                elem,
                layout,
                memory_space,
            } => TypeKey::MemRef {
                shape,
                elem: *elem,
                layout: *layout,
                memory_space: *memory_space,
            },
            TypeKind::UnrankedMemRef { elem, memory_space } => TypeKey::UnrankedMemRef {
                elem: *elem,
                memory_space: *memory_space,
            },
            TypeKind::Tuple(t) => TypeKey::Tuple(t),
            TypeKind::Function { inputs, results } => TypeKey::Function { inputs, results },
            TypeKind::Opaque { dialect, data } => TypeKey::Opaque {
                dialect: *dialect,
                data: *data,
            },
            TypeKind::Dialect { def, params } => TypeKey::Dialect { def, params },
        }
    }

    fn matches(&self, key: TypeKey<'_>) -> bool {
        self.key() == key
    }

    fn from_key(k: TypeKey<'_>) -> TypeKind {
        match k {
            TypeKey::Integer { width, signedness } => TypeKind::Integer { width, signedness },
            TypeKey::Index => TypeKind::Index,
            TypeKey::Float(s) => TypeKind::Float(s),
            TypeKey::None => TypeKind::None,
            TypeKey::Complex(t) => TypeKind::Complex(t),
            TypeKey::Vector {
                shape,
                scalable,
                elem,
            } => TypeKind::Vector {
                shape: shape.into(),
                scalable: scalable.into(),
                elem,
            },
            TypeKey::RankedTensor {
                shape,
                elem,
                encoding,
            } => TypeKind::RankedTensor {
                shape: shape.into(),
                elem,
                encoding,
            },
            TypeKey::UnrankedTensor { elem } => TypeKind::UnrankedTensor { elem },
            TypeKey::MemRef {
                shape,
                elem,
                layout,
                memory_space,
            } => TypeKind::MemRef {
                shape: shape.into(),
                elem,
                layout,
                memory_space,
            },
            TypeKey::UnrankedMemRef { elem, memory_space } => {
                TypeKind::UnrankedMemRef { elem, memory_space }
            }
            TypeKey::Tuple(t) => TypeKind::Tuple(t.into()),
            TypeKey::Function { inputs, results } => TypeKind::Function {
                inputs: inputs.into(),
                results: results.into(),
            },
            TypeKey::Opaque { dialect, data } => TypeKind::Opaque { dialect, data },
            TypeKey::Dialect { def, params } => TypeKind::Dialect {
                def,
                params: params.into(),
            },
        }
    }
}

/// The types [`Context::index_type`], [`Context::integer_type`] (signless
/// 1/8/16/32/64 bits) and [`Context::float_type`] (f16, bf16, f32, f64)
/// return, remembered at their first interning (so type ids are assigned in
/// the same order as without the cache): hashing a `TypeKind` for them was
/// a few hundred instructions per parsed op. Slot 0: `index`, 1-5: the
/// integers, 6-9: the floats.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct CommonTypes([Option<Type>; 10]);

impl Context {
    /// Interns a type.
    pub fn intern_type(&mut self, kind: TypeKind) -> Type {
        Type(self.types.intern(kind))
    }

    /// Interns a type given as a borrowed key (no allocation if it exists).
    pub fn intern_type_key(&mut self, key: TypeKey<'_>) -> Type {
        Type(self.types.intern_key(key))
    }

    /// Finds an existing type without creating it.
    pub fn lookup_type(&self, kind: &TypeKind) -> Option<Type> {
        use super::uniquer::Keyed;
        self.types.lookup_key(kind.key()).map(Type)
    }

    /// The storage of a type.
    #[inline]
    pub fn type_kind(&self, ty: Type) -> &TypeKind {
        self.types.get(ty.0)
    }

    /// `iN` / `siN` / `uiN`.
    pub fn integer_type(&mut self, width: u32, signedness: Signedness) -> Type {
        let kind = TypeKind::Integer { width, signedness };
        match (signedness, width) {
            (Signedness::Signless, 1) => self.common_type(1, kind),
            (Signedness::Signless, 8) => self.common_type(2, kind),
            (Signedness::Signless, 16) => self.common_type(3, kind),
            (Signedness::Signless, 32) => self.common_type(4, kind),
            (Signedness::Signless, 64) => self.common_type(5, kind),
            _ => self.intern_type(kind),
        }
    }

    /// `kind`, interned once into [`CommonTypes`] slot `slot`.
    fn common_type(&mut self, slot: usize, kind: TypeKind) -> Type {
        if let Some(t) = self.common_types.0[slot] {
            return t;
        }
        let t = self.intern_type(kind);
        self.common_types.0[slot] = Some(t);
        t
    }

    /// Signless `iN`.
    pub fn int_type(&mut self, width: u32) -> Type {
        self.integer_type(width, Signedness::Signless)
    }

    /// `index`
    pub fn index_type(&mut self) -> Type {
        self.common_type(0, TypeKind::Index)
    }

    /// A float type.
    pub fn float_type(&mut self, sem: FloatSemantics) -> Type {
        let kind = TypeKind::Float(sem);
        match sem {
            FloatSemantics::F16 => self.common_type(6, kind),
            FloatSemantics::BF16 => self.common_type(7, kind),
            FloatSemantics::F32 => self.common_type(8, kind),
            FloatSemantics::F64 => self.common_type(9, kind),
            _ => self.intern_type(kind),
        }
    }

    /// `none`
    pub fn none_type(&mut self) -> Type {
        self.intern_type(TypeKind::None)
    }

    /// `complex<elem>`
    pub fn complex_type(&mut self, elem: Type) -> Type {
        self.intern_type(TypeKind::Complex(elem))
    }

    /// `vector<shape x elem>`; `scalable` may be empty (all fixed).
    pub fn vector_type(&mut self, shape: &[i64], elem: Type, scalable: &[bool]) -> Type {
        if scalable.is_empty() && !shape.is_empty() {
            let fixed = vec![false; shape.len()];
            return self.intern_type_key(TypeKey::Vector {
                shape,
                scalable: &fixed,
                elem,
            });
        }
        self.intern_type_key(TypeKey::Vector {
            shape,
            scalable,
            elem,
        })
    }

    /// `tensor<shape x elem[, encoding]>`
    pub fn ranked_tensor_type(
        &mut self,
        shape: &[i64],
        elem: Type,
        encoding: Option<Attribute>,
    ) -> Type {
        self.intern_type_key(TypeKey::RankedTensor {
            shape,
            elem,
            encoding,
        })
    }

    /// `tensor<*xelem>`
    pub fn unranked_tensor_type(&mut self, elem: Type) -> Type {
        self.intern_type(TypeKind::UnrankedTensor { elem })
    }

    /// `memref<...>`; the caller normalizes identity layouts and space 0 to `None`.
    pub fn memref_type(
        &mut self,
        shape: &[i64],
        elem: Type,
        layout: Option<Attribute>,
        memory_space: Option<Attribute>,
    ) -> Type {
        self.intern_type_key(TypeKey::MemRef {
            shape,
            elem,
            layout,
            memory_space,
        })
    }

    /// `(inputs) -> results`
    pub fn function_type(&mut self, inputs: &[Type], results: &[Type]) -> Type {
        self.intern_type_key(TypeKey::Function { inputs, results })
    }

    /// `tuple<...>`
    pub fn tuple_type(&mut self, elems: &[Type]) -> Type {
        self.intern_type_key(TypeKey::Tuple(elems))
    }

    /// True for `iN`/`siN`/`uiN`.
    pub fn is_integer(&self, ty: Type) -> bool {
        matches!(self.type_kind(ty), TypeKind::Integer { .. })
    }

    /// True for signless `iN` of the given width.
    pub fn is_signless_int(&self, ty: Type, width: u32) -> bool {
        matches!(self.type_kind(ty), TypeKind::Integer { width: w, signedness: Signedness::Signless } if *w == width)
    }

    /// True for `index`.
    pub fn is_index(&self, ty: Type) -> bool {
        matches!(self.type_kind(ty), TypeKind::Index)
    }

    /// The semantics if `ty` is a float type.
    pub fn float_semantics(&self, ty: Type) -> Option<FloatSemantics> {
        match self.type_kind(ty) {
            TypeKind::Float(s) => Some(*s),
            _ => None,
        }
    }

    /// Bit width of an integer or float type.
    pub fn int_or_float_bit_width(&self, ty: Type) -> Option<u32> {
        match self.type_kind(ty) {
            TypeKind::Integer { width, .. } => Some(*width),
            TypeKind::Float(s) => Some(s.bit_width()),
            _ => None,
        }
    }

    /// Shape and element type of a ranked shaped type (vector, ranked tensor, memref).
    pub fn shaped_info(&self, ty: Type) -> Option<(&[i64], Type)> {
        match self.type_kind(ty) {
            TypeKind::Vector { shape, elem, .. }
            | TypeKind::RankedTensor { shape, elem, .. }
            | TypeKind::MemRef { shape, elem, .. } => Some((shape, *elem)),
            _ => None,
        }
    }

    /// Element type of any shaped type (ranked or unranked).
    pub fn element_type(&self, ty: Type) -> Option<Type> {
        match self.type_kind(ty) {
            TypeKind::Vector { elem, .. }
            | TypeKind::RankedTensor { elem, .. }
            | TypeKind::UnrankedTensor { elem }
            | TypeKind::MemRef { elem, .. }
            | TypeKind::UnrankedMemRef { elem, .. } => Some(*elem),
            _ => None,
        }
    }

    /// Number of elements of a statically shaped type (`None` if dynamic/unranked).
    pub fn num_elements(&self, ty: Type) -> Option<i64> {
        let (shape, _) = self.shaped_info(ty)?;
        let mut n: i64 = 1;
        for &d in shape {
            if d < 0 {
                return None;
            }
            // MLIR's `ShapedType::getNumElements` multiplies int64 sizes and
            // wraps on overflow in practice; huge static shapes are legal.
            n = n.wrapping_mul(d);
        }
        Some(n)
    }

    /// Inputs and results of a function type.
    pub fn function_signature(&self, ty: Type) -> Option<(&[Type], &[Type])> {
        match self.type_kind(ty) {
            TypeKind::Function { inputs, results } => Some((inputs, results)),
            _ => None,
        }
    }
}
