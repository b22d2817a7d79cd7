#![doc = include_str!("../../docs/guide/README.md")]

#[doc = include_str!("../../docs/guide/01-operations.md")]
pub mod operations {}

#[doc = include_str!("../../docs/guide/02-constraints-attributes-types.md")]
pub mod constraints_attributes_types {}

#[doc = include_str!("../../docs/guide/03-builders.md")]
pub mod builders {}

#[doc = include_str!("../../docs/guide/04-patterns-passes-tools.md")]
pub mod patterns_passes_tools {}

#[doc = include_str!("../../docs/guide/05-interfaces.md")]
pub mod interfaces {}

#[doc = include_str!("../../docs/guide/06-running-with-the-jit.md")]
pub mod running_with_the_jit {}
