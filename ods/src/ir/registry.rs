//! Registered dialects and operation definitions, and interned operation names.

use super::context::Context;
use super::Operation;
use crate::support::interner::StrId;

/// Marker and structural traits an operation definition can carry
/// (MLIR's `OpTrait`s that generic code queries).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct OpTraits(pub u64);

impl OpTraits {
    pub const NONE: OpTraits = OpTraits(0);
    pub const IS_TERMINATOR: OpTraits = OpTraits(1 << 0);
    pub const NO_TERMINATOR: OpTraits = OpTraits(1 << 1);
    pub const ISOLATED_FROM_ABOVE: OpTraits = OpTraits(1 << 2);
    pub const SINGLE_BLOCK: OpTraits = OpTraits(1 << 3);
    pub const NO_REGION_ARGUMENTS: OpTraits = OpTraits(1 << 4);
    pub const SYMBOL_TABLE: OpTraits = OpTraits(1 << 5);
    pub const SYMBOL: OpTraits = OpTraits(1 << 6);
    /// Every region is a graph region (`HasOnlyGraphRegion`).
    pub const HAS_ONLY_GRAPH_REGION: OpTraits = OpTraits(1 << 7);
    pub const AFFINE_SCOPE: OpTraits = OpTraits(1 << 8);
    pub const COMMUTATIVE: OpTraits = OpTraits(1 << 9);
    pub const IDEMPOTENT: OpTraits = OpTraits(1 << 10);
    pub const INVOLUTION: OpTraits = OpTraits(1 << 11);
    pub const CONSTANT_LIKE: OpTraits = OpTraits(1 << 12);
    pub const RETURN_LIKE: OpTraits = OpTraits(1 << 13);
    pub const ELEMENTWISE: OpTraits = OpTraits(1 << 14);
    pub const SCALARIZABLE: OpTraits = OpTraits(1 << 15);
    pub const VECTORIZABLE: OpTraits = OpTraits(1 << 16);
    pub const TENSORIZABLE: OpTraits = OpTraits(1 << 17);
    pub const NO_MEMORY_EFFECT: OpTraits = OpTraits(1 << 18);
    pub const ALWAYS_SPECULATABLE: OpTraits = OpTraits(1 << 19);
    pub const RECURSIVE_MEMORY_EFFECTS: OpTraits = OpTraits(1 << 20);
    pub const ATTR_SIZED_OPERAND_SEGMENTS: OpTraits = OpTraits(1 << 21);
    pub const ATTR_SIZED_RESULT_SEGMENTS: OpTraits = OpTraits(1 << 22);
    pub const SAME_OPERANDS_AND_RESULT_TYPE: OpTraits = OpTraits(1 << 23);
    pub const SAME_TYPE_OPERANDS: OpTraits = OpTraits(1 << 24);
    pub const SAME_OPERANDS_AND_RESULT_SHAPE: OpTraits = OpTraits(1 << 25);
    /// The op's only memory effects are reads (ODS `MemRead` on its
    /// operands): it is dead when unused, and `cse` merges two such reads
    /// with no write in between.
    pub const ONLY_READS: OpTraits = OpTraits(1 << 26);
    /// The op's only memory effect is allocating its own results (ODS
    /// `MemAlloc` on results): it is dead when unused, never merged.
    pub const ONLY_ALLOCATES_RESULTS: OpTraits = OpTraits(1 << 27);

    /// Union of two trait sets.
    pub const fn with(self, other: OpTraits) -> OpTraits {
        OpTraits(self.0 | other.0)
    }

    /// True if all traits of `other` are present.
    pub const fn contains(self, other: OpTraits) -> bool {
        self.0 & other.0 == other.0
    }
}

/// How many of a kind of entity (operands, results, regions, successors) an
/// operation has, as its ODS structural traits say (`ZeroOperands`,
/// `NResults<2>`, `AtLeastNOperands<1>`, `VariadicResults`, ...).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Arity {
    /// Exactly this many.
    Exactly(u32),
    /// At least this many.
    AtLeast(u32),
}

impl Arity {
    /// Any number (`Variadic*`).
    pub const ANY: Arity = Arity::AtLeast(0);
}

/// The static description of a registered operation. Dialect crates build
/// these (usually through the `ods-macros` declarations); generic code
/// dispatches through them.
pub struct OpDefinition {
    /// Full name, `dialect.mnemonic`.
    pub name: &'static str,
    /// Structural and marker traits.
    pub traits: OpTraits,
    /// Number of operands, results, regions and successors (checked first, in
    /// ODS trait order: regions, results, successors, operands).
    pub num_operands: Arity,
    /// See `num_operands`.
    pub num_results: Arity,
    /// See `num_operands`.
    pub num_regions: Arity,
    /// See `num_operands`.
    pub num_successors: Arity,
    /// Checks a generic-form `<{...}>` properties attribute when parsing
    /// (ODS `setPropertiesFromAttr`); the error is appended to
    /// "invalid properties {...} for op NAME: ".
    pub convert_properties: Option<ConvertPropertiesFn>,
    /// Names of the inherent attributes (stored as properties).
    pub inherent_attrs: &'static [&'static str],
    /// Default dialect for op names inside regions (`OpAsmOpInterface::getDefaultDialect`).
    pub default_dialect: &'static str,
    /// The op's hooks (verifiers, custom syntax, folder, canonicalization
    /// patterns, ...): the same table `op!` writes into the op's
    /// [`OpSpec`](crate::opdef::OpSpec), shared, not copied field by field.
    pub hooks: crate::opdef::OpHooks,
    /// The ODS description, for ops declared with `op!` (drives the
    /// verifier, the declarative format and property checks).
    pub ods: Option<&'static crate::opdef::OpSpec>,
}

impl OpDefinition {
    /// The definition of an op declared with ODS tables.
    pub const fn from_spec(spec: &'static crate::opdef::OpSpec) -> OpDefinition {
        OpDefinition {
            name: spec.name,
            traits: spec.traits,
            num_operands: spec.operand_arity(),
            num_results: spec.result_arity(),
            num_regions: crate::opdef::spec::region_arity(spec.regions),
            num_successors: crate::opdef::spec::successor_arity(spec.successors),
            convert_properties: None,
            inherent_attrs: &[],
            default_dialect: spec.default_dialect,
            hooks: spec.hooks,
            ods: Some(spec),
        }
    }

    /// True if `name` is an inherent attribute (stored as a property).
    pub fn is_inherent_attr(&self, name: &[u8]) -> bool {
        self.inherent_attrs.iter().any(|i| i.as_bytes() == name)
            || self.ods.is_some_and(|s| s.is_inherent_attr(name))
    }

    /// Whether inherent attributes exist at all.
    pub fn has_inherent_attrs(&self) -> bool {
        !self.inherent_attrs.is_empty()
            || self.ods.is_some_and(|s| {
                !s.attributes.is_empty() || s.has_operand_segments() || s.has_result_segments()
            })
    }

    /// Checks a generic-form `<{...}>` properties attribute (ODS
    /// `setPropertiesFromAttr`); the error follows "invalid properties ...".
    pub fn check_properties(&self, ctx: &Context, props: super::Attribute) -> Result<(), String> {
        if let Some(f) = self.convert_properties {
            return f(ctx, props);
        }
        match self.ods {
            Some(spec) => crate::opdef::verify::convert_properties(ctx, spec, props),
            None => Ok(()),
        }
    }

    /// Whether the op has a custom (hand-written or declarative) syntax.
    pub fn has_custom_syntax(&self) -> bool {
        self.hooks.parse.is_some() || self.ods.is_some_and(|s| s.format.is_some())
    }
}

/// Checks a `<{...}>` properties attribute; the error text follows
/// "invalid properties {...} for op NAME: ".
pub type ConvertPropertiesFn = fn(&Context, super::Attribute) -> Result<(), String>;
/// What a custom printer prints, in order, for alias collection.
pub type AliasVisitFn = fn(&Context, super::Operation) -> Vec<crate::asm::AliasVisit>;
/// Custom result names: (result index, name).
pub type AsmResultNamesFn = fn(&Context, super::Operation) -> Vec<(usize, String)>;
/// Custom entry-block argument names.
pub type AsmBlockArgNamesFn = fn(&Context, super::Region) -> Vec<(super::Value, String)>;

/// Dialect namespaces that `mlir-opt` 22 registers (its `--help` lists them).
///
/// When ods-opt meets an operation of one of these namespaces that it does
/// not define itself (accepted under `--allow-unregistered-dialect`), it still
/// knows that MLIR treats it as a registered operation, whose properties are
/// inherent attributes. The only effect is on printing: such properties take
/// part in alias generation (`#map`, `#set`), as in `mlir-opt`'s output.
pub const MLIR_UPSTREAM_DIALECTS: &[&str] = &[
    "acc",
    "affine",
    "amdgpu",
    "amx",
    "arith",
    "arm_neon",
    "arm_sme",
    "arm_sve",
    "async",
    "bufferization",
    "builtin",
    "cf",
    "complex",
    "dlti",
    "emitc",
    "func",
    "gpu",
    "index",
    "irdl",
    "linalg",
    "llvm",
    "math",
    "memref",
    "ml_program",
    "mpi",
    "nvgpu",
    "nvvm",
    "omp",
    "pdl",
    "pdl_interp",
    "ptr",
    "quant",
    "rocdl",
    "scf",
    "shape",
    "shard",
    "smt",
    "sparse_tensor",
    "spirv",
    "tensor",
    "test",
    "test_dyn",
    "test_irdl_to_cpp",
    "tosa",
    "transform",
    "ub",
    "vector",
    "wasmssa",
    "x86vector",
    "xegpu",
    "xevm",
];

/// Attributes of upstream MLIR dialects that are `LocationAttr`s, as
/// (namespace, mnemonic). Kept opaque here, they still alias as `#loc` like
/// in `mlir-opt`'s output.
pub const MLIR_UPSTREAM_LOCATION_ATTRS: &[(&str, &str)] = &[("test", "custom_location")];

/// An interned operation name (MLIR `OperationName`), registered or not.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct OperationName(pub(crate) u32);

pub(crate) struct OpNameInfo {
    pub name: StrId,
    pub dialect: StrId,
    pub def: Option<&'static OpDefinition>,
}

/// A loaded dialect.
pub struct DialectInfo {
    /// Namespace.
    pub name: StrId,
    /// Whether unknown operations of this namespace verify (`allowUnknownOperations`).
    pub allows_unknown_ops: bool,
    /// `hasConstantMaterializer`: builds the constant op for a folded value.
    pub materialize_constant: Option<crate::rewrite::MaterializeConstantFn>,
    /// The dialect's description (documentation), empty when not given.
    pub description: &'static str,
}

#[derive(Default)]
pub(crate) struct Registry {
    pub names: Vec<OpNameInfo>,
    /// The operation name of each interned string that is one, by string
    /// index (`u32::MAX`: none). A side table rather than a map: every
    /// created op looks its name up.
    pub name_of_str: Vec<u32>,
    pub dialects: Vec<DialectInfo>,
}

impl Context {
    /// Interns an operation name (registered or not).
    pub fn op_name(&mut self, name: &[u8]) -> OperationName {
        let id = self.strings.intern(name);
        self.op_name_interned(id, name)
    }

    /// [`Context::op_name`] for a static name (found by address after the
    /// first time).
    pub fn op_name_static(&mut self, name: &'static str) -> OperationName {
        let id = self.strings.intern_static(name);
        self.op_name_interned(id, name.as_bytes())
    }

    /// The operation name of the interned string `id` (`name`'s bytes),
    /// created if it is not one yet.
    fn op_name_interned(&mut self, id: StrId, name: &[u8]) -> OperationName {
        if let Some(n) = self.op_name_of_str(id) {
            return n;
        }
        let dialect_part = name.split(|&c| c == b'.').next().unwrap_or(name);
        let dialect = self.strings.intern(dialect_part);
        let n = OperationName(self.registry.names.len() as u32);
        self.registry.names.push(OpNameInfo {
            name: id,
            dialect,
            def: None,
        });
        let table = &mut self.registry.name_of_str;
        if table.len() <= id.index() {
            table.resize(id.index() + 1, u32::MAX);
        }
        table[id.index()] = n.0;
        n
    }

    /// The operation name the interned string `id` is, if it is one.
    fn op_name_of_str(&self, id: StrId) -> Option<OperationName> {
        match self.registry.name_of_str.get(id.index()) {
            Some(&n) if n != u32::MAX => Some(OperationName(n)),
            _ => None,
        }
    }

    /// Registers an operation definition (and its dialect, if new).
    pub fn register_op(&mut self, def: &'static OpDefinition) -> OperationName {
        let n = self.op_name(def.name.as_bytes());
        self.registry.names[n.0 as usize].def = Some(def);
        if let Some(spec) = def.ods {
            for (i, a) in spec.attributes.iter().enumerate() {
                if let crate::opdef::AttrPresence::Default { value, .. } = a.presence {
                    let v = value(self);
                    self.ods_defaults
                        .insert((spec as *const crate::opdef::OpSpec as usize, i), v);
                }
            }
        }
        let dialect = self.registry.names[n.0 as usize].dialect;
        if !self.registry.dialects.iter().any(|d| d.name == dialect) {
            self.registry.dialects.push(DialectInfo {
                name: dialect,
                allows_unknown_ops: false,
                materialize_constant: None,
                description: "",
            });
        }
        n
    }

    /// Registers a dialect namespace.
    pub fn register_dialect(&mut self, name: &str, allows_unknown_ops: bool) {
        let id = self.strings.intern(name.as_bytes());
        if let Some(d) = self.registry.dialects.iter_mut().find(|d| d.name == id) {
            d.allows_unknown_ops = allows_unknown_ops;
        } else {
            self.registry.dialects.push(DialectInfo {
                name: id,
                allows_unknown_ops,
                materialize_constant: None,
                description: "",
            });
        }
    }

    /// Installs a dialect's constant materializer (`hasConstantMaterializer`).
    pub fn set_constant_materializer(
        &mut self,
        dialect: &str,
        f: crate::rewrite::MaterializeConstantFn,
    ) {
        self.register_dialect_if_new(dialect);
        let id = self.strings.intern(dialect.as_bytes());
        if let Some(d) = self.registry.dialects.iter_mut().find(|d| d.name == id) {
            d.materialize_constant = Some(f);
        }
    }

    fn register_dialect_if_new(&mut self, name: &str) {
        let id = self.strings.intern(name.as_bytes());
        if !self.registry.dialects.iter().any(|d| d.name == id) {
            self.register_dialect(name, false);
        }
    }

    /// The constant materializer of `op`'s dialect.
    pub fn constant_materializer(
        &self,
        op: Operation,
    ) -> Option<crate::rewrite::MaterializeConstantFn> {
        let dialect = self.registry.names[self.op_name_of(op).0 as usize].dialect;
        self.dialect(dialect)?.materialize_constant
    }

    /// The dialect namespace of `op`'s name.
    pub fn op_dialect(&self, op: Operation) -> StrId {
        self.registry.names[self.op_name_of(op).0 as usize].dialect
    }

    /// Every registered operation definition, in registration order.
    pub fn registered_op_definitions(&self) -> impl Iterator<Item = &'static OpDefinition> + '_ {
        self.registry.names.iter().filter_map(|n| n.def)
    }

    /// Sets the description of a registered dialect (ODS `Dialect`'s
    /// `description`, shown by `--dialect-doc`).
    pub fn set_dialect_description(&mut self, name: &str, description: &'static str) {
        let id = self.strings.intern(name.as_bytes());
        if let Some(d) = self.registry.dialects.iter_mut().find(|d| d.name == id) {
            d.description = description;
        }
    }

    /// The description of a registered dialect (empty when none was set).
    pub fn dialect_description(&self, name: &[u8]) -> &'static str {
        self.strings
            .lookup(name)
            .and_then(|id| self.dialect(id))
            .map_or("", |d| d.description)
    }

    /// The dialect of a namespace, if registered.
    pub fn dialect(&self, name: StrId) -> Option<&DialectInfo> {
        self.registry.dialects.iter().find(|d| d.name == name)
    }

    /// The namespaces of the registered dialects, in registration order.
    pub fn dialect_names(&self) -> Vec<&[u8]> {
        self.registry
            .dialects
            .iter()
            .map(|d| self.strings.get(d.name))
            .collect()
    }

    /// The registered operation definitions of dialect `name`, in
    /// registration order (empty for an unknown dialect).
    pub fn dialect_ops(&self, name: &[u8]) -> Vec<&'static OpDefinition> {
        let Some(id) = self.strings.lookup(name) else {
            return Vec::new();
        };
        self.registry
            .names
            .iter()
            .filter(|n| n.dialect == id)
            .filter_map(|n| n.def)
            .collect()
    }

    /// The full name of an operation name.
    pub fn op_name_str(&self, name: OperationName) -> &[u8] {
        self.strings.get(self.registry.names[name.0 as usize].name)
    }

    /// The name as text: a registered op's from its definition (no UTF-8
    /// check: code that dispatches on names asks this of every op), an
    /// unregistered one's from its interned spelling.
    pub fn op_name_text(&self, name: OperationName) -> &str {
        let info = &self.registry.names[name.0 as usize];
        match info.def {
            Some(d) => d.name,
            None => std::str::from_utf8(self.strings.get(info.name)).unwrap_or("<invalid>"),
        }
    }

    /// The dialect namespace of an operation name.
    pub fn op_name_dialect(&self, name: OperationName) -> StrId {
        self.registry.names[name.0 as usize].dialect
    }

    /// True if the op is registered here, or belongs to a dialect `mlir-opt`
    /// registers (the `MLIR_UPSTREAM_DIALECTS` list).
    pub fn is_registered_in_mlir(&self, name: OperationName) -> bool {
        if self.op_definition(name).is_some() {
            return true;
        }
        let full = self.op_name_str(name);
        let Some(dot) = full.iter().position(|&c| c == b'.') else {
            return false;
        };
        let d = &full[..dot];
        MLIR_UPSTREAM_DIALECTS.iter().any(|u| u.as_bytes() == d)
    }

    /// True if `dialect` is a namespace `mlir-opt` registers.
    pub fn is_upstream_mlir_dialect(&self, dialect: &[u8]) -> bool {
        MLIR_UPSTREAM_DIALECTS
            .iter()
            .any(|u| u.as_bytes() == dialect)
    }

    /// The registered definition, if any.
    pub fn op_definition(&self, name: OperationName) -> Option<&'static OpDefinition> {
        self.registry.names[name.0 as usize].def
    }

    /// Looks up a registered operation by full name.
    pub fn lookup_registered_op(&self, name: &[u8]) -> Option<OperationName> {
        let id = self.strings.lookup(name)?;
        let n = self.op_name_of_str(id)?;
        self.registry.names[n.0 as usize].def.map(|_| n)
    }
}
