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
    /// `1.5 : f32` (boxed: keeps every attribute record, locations included, small).
    Float { ty: Type, value: Box<APFloat> },
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
    /// An attribute of a dialect defined with `attr_def!`/`enum_attr!`
    /// (ODS `AttrDef`): its definition and its parameters, each stored as an
    /// attribute (integers and enum values as integer attributes, types as
    /// type attributes, strings as string attributes); `None` is an absent
    /// `OptionalParameter`.
    Dialect {
        def: &'static crate::opdef::attrdef::AttrDefSpec,
        params: Box<[Option<Attribute>]>,
    },
}

/// A borrowed view of an [`AttrKind`] (slices instead of boxes), used to look
/// attributes up without allocating.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[allow(missing_docs)]
pub enum AttrKey<'a> {
    Unit,
    Integer {
        ty: Type,
        value: &'a APInt,
    },
    Float {
        ty: Type,
        value: &'a APFloat,
    },
    String {
        value: StrId,
        ty: Type,
    },
    Array(&'a [Attribute]),
    Dictionary(&'a [NamedAttribute]),
    Type(Type),
    SymbolRef {
        root: StrId,
        nested: &'a [StrId],
    },
    AffineMap(AffineMap),
    IntegerSet(IntegerSet),
    Strided {
        offset: i64,
        strides: &'a [i64],
    },
    DenseArray {
        elem: Type,
        len: u64,
        data: &'a [u8],
    },
    DenseIntOrFP {
        ty: Type,
        data: &'a [u8],
        splat: bool,
    },
    DenseString {
        ty: Type,
        values: &'a [StrId],
        splat: bool,
    },
    DenseResource {
        ty: Type,
        key: StrId,
    },
    Sparse {
        ty: Type,
        indices: Attribute,
        values: Attribute,
    },
    Opaque {
        dialect: StrId,
        data: StrId,
        ty: Type,
    },
    Distinct {
        referenced: Attribute,
    },
    UnknownLoc,
    FileLineColRange {
        file: StrId,
        start_line: u32,
        start_col: u32,
        end_line: u32,
        end_col: u32,
    },
    NameLoc {
        name: StrId,
        child: Attribute,
    },
    CallSiteLoc {
        callee: Attribute,
        caller: Attribute,
    },
    FusedLoc {
        locs: &'a [Attribute],
        metadata: Option<Attribute>,
    },
    Dialect {
        def: &'static crate::opdef::attrdef::AttrDefSpec,
        params: &'a [Option<Attribute>],
    },
}

impl super::uniquer::Keyed for AttrKind {
    type Key<'a> = AttrKey<'a>;

    fn key(&self) -> AttrKey<'_> {
        match self {
            AttrKind::Unit => AttrKey::Unit,
            AttrKind::Integer { ty, value } => AttrKey::Integer { ty: *ty, value },
            AttrKind::Float { ty, value } => AttrKey::Float { ty: *ty, value },
            AttrKind::String { value, ty } => AttrKey::String {
                value: *value,
                ty: *ty,
            },
            AttrKind::Array(a) => AttrKey::Array(a),
            AttrKind::Dictionary(d) => AttrKey::Dictionary(d),
            AttrKind::Type(t) => AttrKey::Type(*t),
            AttrKind::SymbolRef { root, nested } => AttrKey::SymbolRef {
                root: *root,
                nested,
            },
            AttrKind::AffineMap(m) => AttrKey::AffineMap(*m),
            AttrKind::IntegerSet(s) => AttrKey::IntegerSet(*s),
            AttrKind::Strided { offset, strides } => AttrKey::Strided {
                offset: *offset,
                strides,
            },
            AttrKind::DenseArray { elem, len, data } => AttrKey::DenseArray {
                elem: *elem,
                len: *len,
                data,
            },
            AttrKind::DenseIntOrFP { ty, data, splat } => AttrKey::DenseIntOrFP {
                ty: *ty,
                data,
                splat: *splat,
            },
            AttrKind::DenseString { ty, values, splat } => AttrKey::DenseString {
                ty: *ty,
                values,
                splat: *splat,
            },
            AttrKind::DenseResource { ty, key } => AttrKey::DenseResource { ty: *ty, key: *key },
            AttrKind::Sparse {
                ty,
                indices,
                values,
            } => AttrKey::Sparse {
                ty: *ty,
                indices: *indices,
                values: *values,
            },
            AttrKind::Opaque { dialect, data, ty } => AttrKey::Opaque {
                dialect: *dialect,
                data: *data,
                ty: *ty,
            },
            AttrKind::Distinct { referenced } => AttrKey::Distinct {
                referenced: *referenced,
            },
            AttrKind::UnknownLoc => AttrKey::UnknownLoc,
            AttrKind::FileLineColRange {
                file,
                start_line,
                start_col,
                end_line,
                end_col,
            } => AttrKey::FileLineColRange {
                file: *file,
                start_line: *start_line,
                start_col: *start_col,
                end_line: *end_line,
                end_col: *end_col,
            },
            AttrKind::NameLoc { name, child } => AttrKey::NameLoc {
                name: *name,
                child: *child,
            },
            AttrKind::CallSiteLoc { callee, caller } => AttrKey::CallSiteLoc {
                callee: *callee,
                caller: *caller,
            },
            AttrKind::FusedLoc { locs, metadata } => AttrKey::FusedLoc {
                locs,
                metadata: *metadata,
            },
            AttrKind::Dialect { def, params } => AttrKey::Dialect { def, params },
        }
    }

    fn matches(&self, key: AttrKey<'_>) -> bool {
        self.key() == key
    }

    fn from_key(k: AttrKey<'_>) -> AttrKind {
        match k {
            AttrKey::Unit => AttrKind::Unit,
            AttrKey::Integer { ty, value } => AttrKind::Integer {
                ty,
                value: value.clone(),
            },
            AttrKey::Float { ty, value } => AttrKind::Float {
                ty,
                value: Box::new(*value),
            },
            AttrKey::String { value, ty } => AttrKind::String { value, ty },
            AttrKey::Array(a) => AttrKind::Array(a.into()),
            AttrKey::Dictionary(d) => AttrKind::Dictionary(d.into()),
            AttrKey::Type(t) => AttrKind::Type(t),
            AttrKey::SymbolRef { root, nested } => AttrKind::SymbolRef {
                root,
                nested: nested.into(),
            },
            AttrKey::AffineMap(m) => AttrKind::AffineMap(m),
            AttrKey::IntegerSet(s) => AttrKind::IntegerSet(s),
            AttrKey::Strided { offset, strides } => AttrKind::Strided {
                offset,
                strides: strides.into(),
            },
            AttrKey::DenseArray { elem, len, data } => AttrKind::DenseArray {
                elem,
                len,
                data: data.into(),
            },
            AttrKey::DenseIntOrFP { ty, data, splat } => AttrKind::DenseIntOrFP {
                ty,
                data: data.into(),
                splat,
            },
            AttrKey::DenseString { ty, values, splat } => AttrKind::DenseString {
                ty,
                values: values.into(),
                splat,
            },
            AttrKey::DenseResource { ty, key } => AttrKind::DenseResource { ty, key },
            AttrKey::Sparse {
                ty,
                indices,
                values,
            } => AttrKind::Sparse {
                ty,
                indices,
                values,
            },
            AttrKey::Opaque { dialect, data, ty } => AttrKind::Opaque { dialect, data, ty },
            AttrKey::Distinct { referenced } => AttrKind::Distinct { referenced },
            AttrKey::UnknownLoc => AttrKind::UnknownLoc,
            AttrKey::FileLineColRange {
                file,
                start_line,
                start_col,
                end_line,
                end_col,
            } => AttrKind::FileLineColRange {
                file,
                start_line,
                start_col,
                end_line,
                end_col,
            },
            AttrKey::NameLoc { name, child } => AttrKind::NameLoc { name, child },
            AttrKey::CallSiteLoc { callee, caller } => AttrKind::CallSiteLoc { callee, caller },
            AttrKey::FusedLoc { locs, metadata } => AttrKind::FusedLoc {
                locs: locs.into(),
                metadata,
            },
            AttrKey::Dialect { def, params } => AttrKind::Dialect {
                def,
                params: params.into(),
            },
        }
    }
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

/// `(file, line, col)` of a point `file:line:col` location key; those are
/// uniqued by the context's `FileLocationIndex` instead of the hash table.
fn point_location(key: AttrKey<'_>) -> Option<(StrId, u32, u32)> {
    match key {
        AttrKey::FileLineColRange {
            file,
            start_line,
            start_col,
            end_line,
            end_col,
        } if start_line == end_line && start_col == end_col => Some((file, start_line, start_col)),
        _ => None,
    }
}

impl Context {
    /// Interns an attribute.
    pub fn intern_attr(&mut self, kind: AttrKind) -> Attribute {
        use super::uniquer::Keyed;
        if let Some((file, line, col)) = point_location(kind.key()) {
            let attrs = &mut self.attrs;
            return self
                .file_locs
                .get_or_insert(file, line, col, || Attribute(attrs.push_unique(kind)));
        }
        Attribute(self.attrs.intern(kind))
    }

    /// Interns an attribute given as a borrowed key (no allocation if it exists).
    pub fn intern_attr_key(&mut self, key: AttrKey<'_>) -> Attribute {
        use super::uniquer::Keyed;
        if let Some((file, line, col)) = point_location(key) {
            let attrs = &mut self.attrs;
            return self.file_locs.get_or_insert(file, line, col, || {
                Attribute(attrs.push_unique(AttrKind::from_key(key)))
            });
        }
        Attribute(self.attrs.intern_key(key))
    }

    /// Finds an attribute without creating it.
    pub fn lookup_attr(&self, kind: &AttrKind) -> Option<Attribute> {
        use super::uniquer::Keyed;
        if let Some((file, line, col)) = point_location(kind.key()) {
            return self.file_locs.get(file, line, col);
        }
        self.attrs.lookup_key(kind.key()).map(Attribute)
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
        self.intern_attr(AttrKind::Float {
            ty,
            value: Box::new(value),
        })
    }

    /// An untyped string attribute.
    pub fn string_attr(&mut self, value: &[u8]) -> Attribute {
        let value = self.strings.intern(value);
        let ty = self.none_type();
        self.intern_attr(AttrKind::String { value, ty })
    }

    /// An array attribute.
    pub fn array_attr(&mut self, elems: &[Attribute]) -> Attribute {
        self.intern_attr_key(AttrKey::Array(elems))
    }

    /// A type attribute.
    pub fn type_attr(&mut self, ty: Type) -> Attribute {
        self.intern_attr(AttrKind::Type(ty))
    }

    /// A dictionary from entries in any order; later duplicates are the
    /// caller's responsibility (the parser reports them).
    pub fn dictionary_attr(&mut self, mut entries: Vec<NamedAttribute>) -> Attribute {
        self.dictionary_attr_from(&mut entries)
    }

    /// A dictionary from entries in any order (sorted in place), without
    /// allocating when the dictionary already exists.
    pub fn dictionary_attr_from(&mut self, entries: &mut [NamedAttribute]) -> Attribute {
        if entries.is_empty() {
            return self.empty_dictionary();
        }
        let strings = &self.strings;
        if entries.len() > 1 {
            entries.sort_by(|a, b| strings.get(a.name).cmp(strings.get(b.name)));
        }
        self.intern_attr_key(AttrKey::Dictionary(entries))
    }

    /// The empty dictionary.
    pub fn empty_dictionary(&mut self) -> Attribute {
        if let Some(a) = self.empty_dictionary {
            return a;
        }
        let a = self.intern_attr(AttrKind::Dictionary(Box::new([])));
        self.empty_dictionary = Some(a);
        a
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
        let entries = self.dictionary_entries(dict);
        // Op dictionaries hold a handful of entries: comparing their
        // spellings is cheaper than hashing `name` to find its id.
        if entries.len() <= 8 {
            return entries
                .iter()
                .find(|e| self.strings.get(e.name) == name)
                .map(|e| e.value);
        }
        let id = self.strings.lookup(name)?;
        entries.iter().find(|e| e.name == id).map(|e| e.value)
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
