//! Interned byte strings (`StringAttr` payloads, identifiers, op names).
//!
//! MLIR strings are arbitrary bytes (`"\FF"` is a valid string literal), so the
//! interner stores `[u8]`, not `str`. Handles are `Copy` and compare by identity.

use hashbrown::HashTable;
use std::hash::{BuildHasher, Hash};

/// Handle to an interned byte string.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct StrId(u32);

impl StrId {
    /// The raw index, for dense side tables.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A hash-consing table of byte strings.
#[derive(Default)]
pub struct Interner {
    strings: Vec<Box<[u8]>>,
    table: HashTable<u32>,
    hasher: hashbrown::DefaultHashBuilder,
}

impl Interner {
    fn hash(&self, bytes: &[u8]) -> u64 {
        self.hasher.hash_one(bytes)
    }

    /// Interns `bytes`, returning the existing handle if already present.
    pub fn intern(&mut self, bytes: &[u8]) -> StrId {
        let hash = self.hash(bytes);
        let strings = &self.strings;
        if let Some(&id) = self.table.find(hash, |&i| &*strings[i as usize] == bytes) {
            return StrId(id);
        }
        let id = self.strings.len() as u32;
        self.strings.push(bytes.into());
        let (strings, hasher) = (&self.strings, &self.hasher);
        self.table
            .insert_unique(hash, id, |&i| hasher.hash_one(&*strings[i as usize]));
        StrId(id)
    }

    /// Looks `bytes` up without interning it.
    pub fn lookup(&self, bytes: &[u8]) -> Option<StrId> {
        let hash = self.hash(bytes);
        self.table
            .find(hash, |&i| &*self.strings[i as usize] == bytes)
            .map(|&i| StrId(i))
    }

    /// The bytes of an interned string.
    pub fn get(&self, id: StrId) -> &[u8] {
        &self.strings[id.0 as usize]
    }

    /// The string as UTF-8 text (lossy only for strings holding invalid UTF-8).
    pub fn get_str(&self, id: StrId) -> std::borrow::Cow<'_, str> {
        String::from_utf8_lossy(self.get(id))
    }

    /// Number of interned strings.
    pub fn len(&self) -> usize {
        self.strings.len()
    }

    /// True if nothing has been interned.
    pub fn is_empty(&self) -> bool {
        self.strings.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interning_is_idempotent_and_distinguishes_bytes() {
        let mut i = Interner::default();
        let a = i.intern(b"foo");
        let b = i.intern(b"bar");
        assert_ne!(a, b);
        assert_eq!(i.intern(b"foo"), a);
        assert_eq!(i.get(b), b"bar");
        assert_eq!(i.lookup(b"baz"), None);
        let bin = i.intern(&[0xff, 0]);
        assert_eq!(i.get(bin), &[0xff, 0]);
    }
}
