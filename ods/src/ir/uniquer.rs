//! Hash-consing storage: the backbone of `Type` and `Attribute` identity.
//!
//! Each distinct value is stored once; handles are indices, so comparing two
//! types or attributes is an integer comparison, as in MLIR's StorageUniquer.

use hashbrown::HashTable;
use std::hash::{BuildHasher, Hash};

/// Interning table mapping values of `T` to dense `u32` ids.
pub struct Uniquer<T> {
    items: Vec<T>,
    table: HashTable<u32>,
    hasher: hashbrown::DefaultHashBuilder,
}

impl<T> Default for Uniquer<T> {
    fn default() -> Self {
        Uniquer {
            items: Vec::new(),
            table: HashTable::new(),
            hasher: Default::default(),
        }
    }
}

impl<T: Hash + Eq> Uniquer<T> {
    /// Returns the id of `value`, inserting it if new.
    pub fn intern(&mut self, value: T) -> u32 {
        let hash = self.hasher.hash_one(&value);
        let items = &self.items;
        if let Some(&id) = self.table.find(hash, |&i| items[i as usize] == value) {
            return id;
        }
        let id = self.items.len() as u32;
        self.items.push(value);
        let (items, hasher) = (&self.items, &self.hasher);
        self.table
            .insert_unique(hash, id, |&i| hasher.hash_one(&items[i as usize]));
        id
    }

    /// Returns the id of `value` if it was interned before.
    pub fn lookup(&self, value: &T) -> Option<u32> {
        let hash = self.hasher.hash_one(value);
        self.table
            .find(hash, |&i| self.items[i as usize] == *value)
            .copied()
    }

    /// Inserts `value` without deduplication (for `distinct` attributes).
    pub fn push_unique(&mut self, value: T) -> u32 {
        let id = self.items.len() as u32;
        self.items.push(value);
        id
    }

    /// The value behind an id.
    #[inline]
    pub fn get(&self, id: u32) -> &T {
        &self.items[id as usize]
    }
}
