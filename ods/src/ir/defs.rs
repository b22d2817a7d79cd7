//! Dialect attribute and type definitions registered with a context (what
//! MLIR's `Dialect::addAttributes`/`addTypes` record), and the interning of
//! their instances.
//!
//! A dialect that registers definitions parses its own `#dialect.mnemonic<...>`
//! and `!dialect.mnemonic<...>` symbols: the parser looks the mnemonic up here.
//! Namespaces without definitions keep MLIR's behaviour for unregistered
//! dialects (opaque attributes and types).

use super::attributes::{AttrKey, AttrKind, Attribute};
use super::context::Context;
use super::types::{Type, TypeKey, TypeKind};
use crate::opdef::attrdef::DefSpec;
use crate::support::interner::StrId;

/// The attribute and type definitions of one dialect, in registration order.
#[derive(Default, Debug)]
pub struct DialectDefs {
    /// `AttrDef`s (and `EnumAttr`s).
    pub attrs: Vec<&'static DefSpec>,
    /// `TypeDef`s.
    pub types: Vec<&'static DefSpec>,
    /// Enums (`I32EnumAttr`, `I32BitEnumAttr`, ...), for documentation.
    pub enums: Vec<&'static crate::opdef::enums::EnumSpec>,
}

#[derive(Default)]
pub(crate) struct DefRegistry {
    pub dialects: hashbrown::HashMap<StrId, DialectDefs>,
}

impl Context {
    /// Registers an attribute definition: `#dialect.mnemonic<...>` then
    /// parses with it.
    pub fn register_attr_def(&mut self, def: &'static DefSpec) {
        let d = self.strings.intern(def.dialect.as_bytes());
        let defs = self.defs.dialects.entry(d).or_default();
        if !defs.attrs.iter().any(|x| std::ptr::eq(*x, def)) {
            defs.attrs.push(def);
        }
    }

    /// Registers a type definition: `!dialect.mnemonic<...>` then parses with
    /// it.
    pub fn register_type_def(&mut self, def: &'static DefSpec) {
        let d = self.strings.intern(def.dialect.as_bytes());
        let defs = self.defs.dialects.entry(d).or_default();
        if !defs.types.iter().any(|x| std::ptr::eq(*x, def)) {
            defs.types.push(def);
        }
    }

    /// Registers an enum of `dialect` (documentation lists it; parsing and
    /// printing need no registration).
    pub fn register_enum(&mut self, dialect: &str, spec: &'static crate::opdef::enums::EnumSpec) {
        let d = self.strings.intern(dialect.as_bytes());
        let defs = self.defs.dialects.entry(d).or_default();
        if !defs.enums.iter().any(|x| std::ptr::eq(*x, spec)) {
            defs.enums.push(spec);
        }
    }

    /// The definitions of a dialect namespace, if it registered any.
    pub fn dialect_defs(&self, dialect: &[u8]) -> Option<&DialectDefs> {
        let id = self.strings.lookup(dialect)?;
        self.defs.dialects.get(&id)
    }

    /// The attribute of definition `def` with `params` (one per parameter,
    /// `None` for an absent optional parameter). Not verified: see
    /// [`crate::opdef::attrdef::DefSpec::verify_params`].
    pub fn dialect_attr(
        &mut self,
        def: &'static DefSpec,
        params: &[Option<Attribute>],
    ) -> Attribute {
        debug_assert_eq!(params.len(), def.params.len(), "{}", def.name);
        self.intern_attr_key(AttrKey::Dialect { def, params })
    }

    /// The type of definition `def` with `params`.
    pub fn dialect_type(&mut self, def: &'static DefSpec, params: &[Option<Attribute>]) -> Type {
        debug_assert_eq!(params.len(), def.params.len(), "{}", def.name);
        self.intern_type_key(TypeKey::Dialect { def, params })
    }

    /// The definition and parameters of a dialect attribute.
    pub fn dialect_attr_def(
        &self,
        attr: Attribute,
    ) -> Option<(&'static DefSpec, &[Option<Attribute>])> {
        match self.attr_kind(attr) {
            AttrKind::Dialect { def, params } => Some((*def, params)),
            _ => None,
        }
    }

    /// The definition and parameters of a dialect type.
    pub fn dialect_type_def(&self, ty: Type) -> Option<(&'static DefSpec, &[Option<Attribute>])> {
        match self.type_kind(ty) {
            TypeKind::Dialect { def, params } => Some((*def, params)),
            _ => None,
        }
    }
}
