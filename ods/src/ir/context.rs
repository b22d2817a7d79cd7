//! The `Context`: owner of all interned types/attributes, the registry and the
//! IR arenas (MLIR's `MLIRContext` plus the operation allocator).

use super::attributes::AttrKind;
use super::registry::Registry;
use super::storage::IrStore;
use super::types::TypeKind;
use super::uniquer::Uniquer;
use crate::affine::AffineContext;
use crate::support::interner::{Interner, StrId};

/// A `dense_resource` blob (`{-# dialect_resources: { builtin: { key: "0x.." } } #-}`).
#[derive(Clone, Debug, PartialEq)]
pub struct ResourceBlob {
    /// Alignment recorded in the blob's first four bytes.
    pub alignment: u32,
    /// The payload.
    pub data: Vec<u8>,
}

/// A value of an external (non-dialect) resource entry, kept and printed back
/// like mlir-opt's fallback resource map does.
#[derive(Clone, Debug, PartialEq)]
pub enum ExternalResourceValue {
    /// `true`/`false`
    Bool(bool),
    /// A string.
    String(Vec<u8>),
    /// A hex blob with its alignment.
    Blob(ResourceBlob),
}

/// Owns everything; see the module docs.
pub struct Context {
    pub(crate) strings: Interner,
    pub(crate) types: Uniquer<TypeKind>,
    pub(crate) attrs: Uniquer<AttrKind>,
    /// Point `file:line:col` locations (kept out of `attrs`' hash table).
    pub(crate) file_locs: super::location_index::FileLocationIndex,
    pub(crate) affine: AffineContext,
    pub(crate) ir: IrStore,
    pub(crate) registry: Registry,
    /// Builtin `dense_resource` blobs by key, in definition order.
    pub(crate) resources: Vec<(StrId, Option<ResourceBlob>)>,
    /// `external_resources` entries per provider, in order.
    pub(crate) external_resources: Vec<(StrId, Vec<(StrId, ExternalResourceValue)>)>,
    allow_unregistered: bool,
    /// Diagnostics emitted and not yet taken.
    pub(crate) diagnostics: std::cell::RefCell<Vec<crate::diag::Diagnostic>>,
    print_op_on_diagnostic: bool,
    /// Default values of ODS default-valued attributes, by (spec address,
    /// attribute index), created at registration.
    pub(crate) ods_defaults: hashbrown::HashMap<(usize, usize), super::Attribute>,
    /// Attribute and type definitions by dialect.
    pub(crate) defs: super::defs::DefRegistry,
    /// The empty dictionary once created (every op without discardable
    /// attributes has it; remembered instead of hashed each time).
    pub(crate) empty_dictionary: Option<super::Attribute>,
    /// `index`, the signless integers and the common floats once interned
    /// (builders and inferred types ask for them for nearly every op).
    pub(crate) common_types: super::types::CommonTypes,
}

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl Context {
    /// Makes room in the attribute and type uniquing tables for the
    /// attributes and types of `bytes` of textual IR (an estimate: about
    /// one attribute per 40 bytes, capped), so that parsing it does not
    /// rehash them a doubling at a time. (The IR arenas are not reserved:
    /// that saved fewer instructions than the page faults it added, each
    /// reserved block being fresh memory.)
    pub fn reserve_for_source(&mut self, bytes: usize) {
        let attrs = (bytes / 40).min(1 << 16);
        self.attrs.reserve(attrs);
        self.types.reserve(attrs / 8);
    }

    /// A context with the builtin dialect registered.
    pub fn new() -> Context {
        let mut ctx = Context {
            strings: Interner::default(),
            types: Uniquer::default(),
            attrs: Uniquer::default(),
            file_locs: Default::default(),
            affine: AffineContext::default(),
            ir: IrStore::default(),
            registry: Registry::default(),
            resources: Vec::new(),
            external_resources: Vec::new(),
            allow_unregistered: false,
            diagnostics: Default::default(),
            print_op_on_diagnostic: true,
            ods_defaults: Default::default(),
            defs: Default::default(),
            empty_dictionary: None,
            common_types: Default::default(),
        };
        ctx.unknown_loc();
        crate::builtin::register(&mut ctx);
        ctx
    }

    /// Accept operations, types and attributes of unregistered dialects
    /// (`--allow-unregistered-dialect`).
    pub fn set_allow_unregistered_dialects(&mut self, allow: bool) {
        self.allow_unregistered = allow;
    }

    /// Whether op errors carry a `see current operation` note (MLIR's
    /// `printOpOnDiagnostic`, off under `--verify-diagnostics`).
    pub fn set_print_op_on_diagnostic(&mut self, on: bool) {
        self.print_op_on_diagnostic = on;
    }

    /// See [`Context::set_print_op_on_diagnostic`].
    pub fn print_op_on_diagnostic(&self) -> bool {
        self.print_op_on_diagnostic
    }

    /// See [`Context::set_allow_unregistered_dialects`].
    pub fn allows_unregistered_dialects(&self) -> bool {
        self.allow_unregistered
    }

    /// Interns a string.
    pub fn intern(&mut self, s: &[u8]) -> StrId {
        self.strings.intern(s)
    }

    /// [`Context::intern`] for static text (remembered by address).
    pub fn intern_static(&mut self, s: &'static str) -> StrId {
        self.strings.intern_static(s)
    }

    /// Looks an interned string up without creating it.
    pub fn lookup_str(&self, s: &[u8]) -> Option<StrId> {
        self.strings.lookup(s)
    }

    /// The bytes of an interned string.
    pub fn str(&self, id: StrId) -> &[u8] {
        self.strings.get(id)
    }

    /// The affine expression/map/set uniquer.
    pub fn affine(&self) -> &AffineContext {
        &self.affine
    }

    /// Mutable access to the affine uniquer.
    pub fn affine_mut(&mut self) -> &mut AffineContext {
        &mut self.affine
    }

    /// Declares (or defines, with `blob`) a builtin dense resource.
    pub fn set_resource(&mut self, key: StrId, blob: Option<ResourceBlob>) {
        if let Some(e) = self.resources.iter_mut().find(|e| e.0 == key) {
            if blob.is_some() {
                e.1 = blob;
            }
        } else {
            self.resources.push((key, blob));
        }
    }

    /// Records an external resource entry.
    pub fn add_external_resource(
        &mut self,
        provider: StrId,
        key: StrId,
        value: ExternalResourceValue,
    ) {
        match self.external_resources.iter_mut().find(|e| e.0 == provider) {
            Some(e) => e.1.push((key, value)),
            None => self.external_resources.push((provider, vec![(key, value)])),
        }
    }

    /// The default value of default-valued attribute `i` of `spec` (created
    /// when the op was registered).
    pub fn ods_default_attr(
        &self,
        spec: &crate::opdef::OpSpec,
        i: usize,
    ) -> Option<super::Attribute> {
        self.ods_defaults
            .get(&(spec as *const crate::opdef::OpSpec as usize, i))
            .copied()
    }

    /// Forgets all dense and external resources. mlir-opt gives every
    /// `--split-input-file` chunk a fresh context and resource map; the tool
    /// calls this between chunks to match.
    pub fn clear_resources(&mut self) {
        self.resources.clear();
        self.external_resources.clear();
    }

    /// External resources (provider, entries).
    pub fn external_resources(&self) -> &[(StrId, Vec<(StrId, ExternalResourceValue)>)] {
        &self.external_resources
    }

    /// The blob of a dense resource, if defined.
    pub fn resource(&self, key: StrId) -> Option<&ResourceBlob> {
        self.resources
            .iter()
            .find(|e| e.0 == key)
            .and_then(|e| e.1.as_ref())
    }

    /// Number of live IR entities (operations), for statistics.
    pub fn num_operations(&self) -> usize {
        self.ir.ops.len() - self.ir.free_ops.len()
    }
}
