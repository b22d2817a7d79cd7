//! Builtin attributes (MLIR's `BuiltinAttributes.td` and locations) as interned,
//! `Copy` handles.

use super::context::Context;
use super::types::{Type, TypeKind};
use crate::affine::{AffineMap, IntegerSet};
use crate::support::apfloat::APFloat;
use crate::support::apint::APInt;
use crate::support::interner::StrId;

/// An interned attribute. Equal handles iff equal attributes (except that
/// every `distinct[...]` attribute is unique).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Attribute(pub(crate) u32);

impl Attribute {
    /// The raw index (stable for the lifetime of the context).
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A location is an attribute of one of the location kinds.
pub type Location = Attribute;

/// A `name = value` entry of a dictionary.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct NamedAttribute {
    /// The key.
    pub name: StrId,
    /// The value.
    pub value: Attribute,
}

/// The storage of every builtin attribute kind.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AttrKind {
    /// `unit`
    Unit,
    /// `42 : i32`, `true`
    Integer { ty: Type, value: APInt },
    /// `1.5 : f32`
    Float { ty: Type, value: APFloat },
    /// `"text"` optionally typed (`ty` is `none` when untyped).
    String { value: StrId, ty: Type },
    /// `[a, b]`
    Array(Box<[Attribute]>),
    /// `{a = 1, b}`, entries sorted by name.
    Dictionary(Box<[NamedAttribute]>),
    /// A type used as an attribute.
    Type(Type),
    /// `@root::@nested`
    SymbolRef { root: StrId, nested: Box<[StrId]> },
    /// `affine_map<...>`
    AffineMap(AffineMap),
    /// `affine_set<...>`
    IntegerSet(IntegerSet),
    /// `strided<[s0, s1], offset: o>`
    Strided { offset: i64, strides: Box<[i64]> },
    /// `array<i64: 1, 2>`; elements stored little-endian, `i1` as one byte each.
    DenseArray {
        elem: Type,
        len: u64,
        data: Box<[u8]>,
    },
    /// `dense<...>` of int/index/float/complex elements; `data` holds one element
    /// when `splat`, otherwise all of them, little-endian.
    DenseIntOrFP {
        ty: Type,
        data: Box<[u8]>,
        splat: bool,
    },
    /// `dense<["a", "b"]>`
    DenseString {
        ty: Type,
        values: Box<[StrId]>,
        splat: bool,
    },
    /// `dense_resource<key>`; blobs live in the context's resource table.
    DenseResource { ty: Type, key: StrId },
    /// `sparse<indices, values>`
    Sparse {
        ty: Type,
        indices: Attribute,
        values: Attribute,
    },
    /// An attribute of an unregistered dialect: `#dialect.body`.
    Opaque {
        dialect: StrId,
        data: StrId,
        ty: Type,
    },
    /// `distinct[N]<referenced>` (never deduplicated).
    Distinct { referenced: Attribute },
    /// `loc(unknown)`
    UnknownLoc,
    /// `loc("file":line:col)` and ranges `loc("file":l:c to l2:c2)`.
    FileLineColRange {
        file: StrId,
        start_line: u32,
        start_col: u32,
        end_line: u32,
        end_col: u32,
    },
    /// `loc("name"(child))`
    NameLoc { name: StrId, child: Attribute },
    /// `loc(callsite(callee at caller))`
    CallSiteLoc {
        callee: Attribute,
        caller: Attribute,
    },
    /// `loc(fused<metadata>[a, b])`
    FusedLoc {
        locs: Box<[Attribute]>,
        metadata: Option<Attribute>,
    },
}

impl AttrKind {
    /// True for the location attribute kinds.
    pub fn is_location(&self) -> bool {
        matches!(
            self,
            AttrKind::UnknownLoc
                | AttrKind::FileLineColRange { .. }
                | AttrKind::NameLoc { .. }
                | AttrKind::CallSiteLoc { .. }
                | AttrKind::FusedLoc { .. }
        )
    }
}

impl Context {
    /// Interns an attribute.
    pub fn intern_attr(&mut self, kind: AttrKind) -> Attribute {
        Attribute(self.attrs.intern(kind))
    }

    /// Finds an attribute without creating it.
    pub fn lookup_attr(&self, kind: &AttrKind) -> Option<Attribute> {
        self.attrs.lookup(kind).map(Attribute)
    }

    /// The storage of an attribute.
    #[inline]
    pub fn attr_kind(&self, attr: Attribute) -> &AttrKind {
        self.attrs.get(attr.0)
    }

    /// `unit`
    pub fn unit_attr(&mut self) -> Attribute {
        self.intern_attr(AttrKind::Unit)
    }

    /// An integer attribute of type `ty`.
    pub fn integer_attr(&mut self, ty: Type, value: APInt) -> Attribute {
        self.intern_attr(AttrKind::Integer { ty, value })
    }

    /// `true`/`false`
    pub fn bool_attr(&mut self, value: bool) -> Attribute {
        let i1 = self.int_type(1);
        self.integer_attr(i1, APInt::from_u64(1, value as u64))
    }

    /// An `i64` integer attribute.
    pub fn i64_attr(&mut self, value: i64) -> Attribute {
        let i64t = self.int_type(64);
        self.integer_attr(i64t, APInt::from_i64(64, value))
    }

    /// A float attribute.
    pub fn float_attr(&mut self, ty: Type, value: APFloat) -> Attribute {
        self.intern_attr(AttrKind::Float { ty, value })
    }

    /// An untyped string attribute.
    pub fn string_attr(&mut self, value: &[u8]) -> Attribute {
        let value = self.strings.intern(value);
        let ty = self.none_type();
        self.intern_attr(AttrKind::String { value, ty })
    }

    /// An array attribute.
    pub fn array_attr(&mut self, elems: &[Attribute]) -> Attribute {
        self.intern_attr(AttrKind::Array(elems.into()))
    }

    /// A type attribute.
    pub fn type_attr(&mut self, ty: Type) -> Attribute {
        self.intern_attr(AttrKind::Type(ty))
    }

    /// A dictionary from entries in any order; later duplicates are the
    /// caller's responsibility (the parser reports them).
    pub fn dictionary_attr(&mut self, mut entries: Vec<NamedAttribute>) -> Attribute {
        let strings = &self.strings;
        entries.sort_by(|a, b| strings.get(a.name).cmp(strings.get(b.name)));
        self.intern_attr(AttrKind::Dictionary(entries.into()))
    }

    /// The empty dictionary.
    pub fn empty_dictionary(&mut self) -> Attribute {
        self.intern_attr(AttrKind::Dictionary(Box::new([])))
    }

    /// Entries of a dictionary attribute (empty for other kinds).
    pub fn dictionary_entries(&self, attr: Attribute) -> &[NamedAttribute] {
        match self.attr_kind(attr) {
            AttrKind::Dictionary(entries) => entries,
            _ => &[],
        }
    }

    /// Looks up `name` in a dictionary attribute.
    pub fn dictionary_get(&self, dict: Attribute, name: &[u8]) -> Option<Attribute> {
        let id = self.strings.lookup(name)?;
        self.dictionary_entries(dict)
            .iter()
            .find(|e| e.name == id)
            .map(|e| e.value)
    }

    /// `affine_map<...>`
    pub fn affine_map_attr(&mut self, map: AffineMap) -> Attribute {
        self.intern_attr(AttrKind::AffineMap(map))
    }

    /// `loc(unknown)`
    pub fn unknown_loc(&mut self) -> Location {
        self.intern_attr(AttrKind::UnknownLoc)
    }

    /// `loc("file":line:col)`
    pub fn file_line_col_loc(&mut self, file: StrId, line: u32, col: u32) -> Location {
        self.intern_attr(AttrKind::FileLineColRange {
            file,
            start_line: line,
            start_col: col,
            end_line: line,
            end_col: col,
        })
    }

    /// A fresh `distinct[...]<referenced>` attribute.
    pub fn distinct_attr(&mut self, referenced: Attribute) -> Attribute {
        Attribute(self.attrs.push_unique(AttrKind::Distinct { referenced }))
    }

    /// The type carried by a typed attribute (`TypedAttr`), if any.
    pub fn attr_type(&self, attr: Attribute) -> Option<Type> {
        match self.attr_kind(attr) {
            AttrKind::Integer { ty, .. }
            | AttrKind::Float { ty, .. }
            | AttrKind::String { ty, .. }
            | AttrKind::DenseIntOrFP { ty, .. }
            | AttrKind::DenseString { ty, .. }
            | AttrKind::DenseResource { ty, .. }
            | AttrKind::Sparse { ty, .. }
            | AttrKind::Opaque { ty, .. } => Some(*ty),
            _ => None,
        }
    }

    /// True if the attribute is a location (including opaque attributes of
    /// upstream dialects known to be locations).
    pub fn is_location(&self, attr: Attribute) -> bool {
        match self.attr_kind(attr) {
            AttrKind::Opaque { dialect, data, .. } => {
                let (d, data) = (self.str(*dialect), self.str(*data));
                super::registry::MLIR_UPSTREAM_LOCATION_ATTRS
                    .iter()
                    .any(|(ns, m)| {
                        d == ns.as_bytes()
                            && data.starts_with(m.as_bytes())
                            && matches!(data.get(m.len()), None | Some(b'<'))
                    })
            }
            k => k.is_location(),
        }
    }

    /// True if `ty` is `none`.
    pub fn is_none_type(&self, ty: Type) -> bool {
        matches!(self.type_kind(ty), TypeKind::None)
    }
}
