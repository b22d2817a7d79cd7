//! Hash-consing storage: the backbone of `Type` and `Attribute` identity.
//!
//! Each distinct value is stored once; handles are indices, so comparing two
//! types or attributes is an integer comparison, as in MLIR's StorageUniquer.
//! Values are hashed and compared through a borrowed *key* view (slices
//! instead of boxes), so a lookup that finds an existing value allocates
//! nothing.

use hashbrown::HashTable;
use std::hash::{BuildHasher, Hash};

/// A storage type with a borrowed key view used for hashing and equality.
pub trait Keyed: Sized {
    /// The borrowed view.
    type Key<'a>: Hash + Eq + Copy
    where
        Self: 'a;
    /// The view of a stored value.
    fn key(&self) -> Self::Key<'_>;
    /// An owned value for a view (called only when interning a new value).
    fn from_key(key: Self::Key<'_>) -> Self;
    /// True if this value's view equals `key` (implemented per type, where the
    /// view's lifetime is covariant).
    fn matches(&self, key: Self::Key<'_>) -> bool;
}

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

impl<T: Keyed> Uniquer<T> {
    /// Makes room for `additional` more values without rehashing.
    pub fn reserve(&mut self, additional: usize) {
        self.items.reserve(additional);
        let (items, hasher) = (&self.items, &self.hasher);
        self.table
            .reserve(additional, |&i| hasher.hash_one(items[i as usize].key()));
    }

    /// Returns the id of the value with `key`, creating it if new.
    pub fn intern_key(&mut self, key: T::Key<'_>) -> u32 {
        let hash = self.hasher.hash_one(key);
        let items = &self.items;
        if let Some(&id) = self.table.find(hash, |&i| items[i as usize].matches(key)) {
            return id;
        }
        self.insert_new(hash, T::from_key(key))
    }

    /// Returns the id of `value`, inserting it if new.
    pub fn intern(&mut self, value: T) -> u32 {
        let hash = self.hasher.hash_one(value.key());
        let items = &self.items;
        if let Some(&id) = self
            .table
            .find(hash, |&i| items[i as usize].matches(value.key()))
        {
            return id;
        }
        self.insert_new(hash, value)
    }

    fn insert_new(&mut self, hash: u64, value: T) -> u32 {
        let id = self.items.len() as u32;
        self.items.push(value);
        let (items, hasher) = (&self.items, &self.hasher);
        self.table
            .insert_unique(hash, id, |&i| hasher.hash_one(items[i as usize].key()));
        id
    }

    /// Returns the id of the value with `key` if it was interned before.
    pub fn lookup_key(&self, key: T::Key<'_>) -> Option<u32> {
        let hash = self.hasher.hash_one(key);
        self.table
            .find(hash, |&i| self.items[i as usize].matches(key))
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
