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
    /// Strings interned from `'static` text, by address and length (see
    /// [`Interner::intern_static`]).
    by_address: hashbrown::HashMap<(usize, usize), StrId>,
}

impl Interner {
    fn hash(&self, bytes: &[u8]) -> u64 {
        self.hasher.hash_one(bytes)
    }

    /// Interns static text, remembering it by address: code that builds
    /// ops by name (the lowerings) asks for the same literals again and
    /// again, and a lookup by address neither hashes nor compares text.
    pub fn intern_static(&mut self, text: &'static str) -> StrId {
        let key = (text.as_ptr() as usize, text.len());
        if let Some(&id) = self.by_address.get(&key) {
            return id;
        }
        let id = self.intern(text.as_bytes());
        self.by_address.insert(key, id);
        id
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

    /// Static text gets the id its bytes have, whichever copy of the text
    /// (address) asks, and keeps it.
    #[test]
    fn static_text_interns_to_the_same_ids() {
        let mut i = Interner::default();
        let foo = i.intern(b"foo.bar");
        let text: &'static str = "foo.bar";
        let other: &'static str = Box::leak(String::from("foo.bar").into_boxed_str());
        assert_ne!(text.as_ptr(), other.as_ptr());
        assert_eq!(i.intern_static(text), foo);
        assert_eq!(i.intern_static(other), foo);
        assert_eq!(i.intern_static(text), foo);
        let fresh = i.intern_static("baz");
        assert_eq!(i.get(fresh), b"baz");
        assert_eq!(i.intern(b"baz"), fresh);
        // a prefix of the same static text is a different string
        assert_ne!(i.intern_static(&text[..3]), foo);
    }
}
