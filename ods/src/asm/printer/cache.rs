//! The printed text of types and attributes, kept per print.
//!
//! Within one print the text of a type or attribute never changes: the
//! aliases are chosen up front, the flags are fixed, and `distinct` ids are
//! assigned at the first print. Real IR prints the same few types and
//! property dictionaries on every operation, so the printer copies the
//! earlier text instead of walking the storage and formatting numbers again.

use super::TypeElision;
use crate::ir::{AttrKind, Attribute, Type};
use hashbrown::HashMap;

/// Longest text cached (long dense literals rarely repeat).
const MAX_ENTRY: usize = 512;
/// Total cached text per print.
const MAX_BYTES: usize = 8 << 20;

/// Where an entry's text lives in `PrintCache::bytes`.
#[derive(Copy, Clone)]
struct Span {
    start: u32,
    len: u32,
}

/// See the module documentation.
#[derive(Default)]
pub(crate) struct PrintCache {
    bytes: Vec<u8>,
    /// By type id (dense: types are few).
    types: Vec<Option<Span>>,
    attrs: HashMap<(Attribute, TypeElision), Span>,
}

/// Attributes whose text is cheaper to copy than to print again (not unit,
/// not locations, which are printed once each).
pub(crate) fn attr_worth_caching(kind: &AttrKind) -> bool {
    !matches!(kind, AttrKind::Unit) && !kind.is_location()
}

impl PrintCache {
    fn span(&self, s: Span) -> &[u8] {
        &self.bytes[s.start as usize..(s.start + s.len) as usize]
    }

    fn store(&mut self, text: &[u8]) -> Option<Span> {
        if text.len() > MAX_ENTRY || self.bytes.len() + text.len() > MAX_BYTES {
            return None;
        }
        let start = self.bytes.len() as u32;
        self.bytes.extend_from_slice(text);
        Some(Span {
            start,
            len: text.len() as u32,
        })
    }

    /// The text printed earlier for `t`.
    #[inline]
    pub fn ty(&self, t: Type) -> Option<&[u8]> {
        let s = (*self.types.get(t.index())?)?;
        Some(self.span(s))
    }

    /// Records the text printed for `t`.
    pub fn set_type(&mut self, t: Type, text: &[u8]) {
        let Some(span) = self.store(text) else { return };
        let i = t.index();
        if self.types.len() <= i {
            self.types.resize(i + 1, None);
        }
        self.types[i] = Some(span);
    }

    /// The text printed earlier for `a` with `elision`.
    #[inline]
    pub fn attr(&self, a: Attribute, elision: TypeElision) -> Option<&[u8]> {
        let s = *self.attrs.get(&(a, elision))?;
        Some(self.span(s))
    }

    /// Records the text printed for `a` with `elision`.
    pub fn set_attr(&mut self, a: Attribute, elision: TypeElision, text: &[u8]) {
        if let Some(span) = self.store(text) {
            self.attrs.insert((a, elision), span);
        }
    }
}
