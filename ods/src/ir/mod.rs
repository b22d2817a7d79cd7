//! The in-memory IR: context, types, attributes, operations, blocks, regions
//! and values.

mod attributes;
mod builder;
mod clone;
mod context;
mod defs;
mod dense;
mod location_index;
mod operation;
mod registry;
pub(crate) mod storage;
mod types;
mod uniquer;

#[cfg(test)]
mod tests;

pub use attributes::{AttrKey, AttrKind, Attribute, Location, NamedAttribute};
pub(crate) use builder::link_at_insertion_point;
pub use builder::{InsertPoint, OpBuilder};
pub use clone::IrMapping;
pub use context::{Context, ExternalResourceValue, ResourceBlob};
pub use defs::DialectDefs;
pub use dense::DenseElementsError;
pub(crate) use dense::{dense_elem_type, is_elements_attr};
pub use operation::{OperationState, ValueDef};
pub use registry::{
    AliasVisitFn, Arity, AsmBlockArgNamesFn, AsmResultNamesFn, ConvertPropertiesFn, DialectInfo,
    OpDefinition, OpTraits, OperationName,
};
pub use storage::{Block, Operation, Region, Value};
pub use types::{Signedness, Type, TypeKey, TypeKind, DYNAMIC};
