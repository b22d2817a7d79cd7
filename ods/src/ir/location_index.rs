//! Uniquing of point `file:line:col` locations.
//!
//! The parser creates one such location per operation, in increasing source
//! order, and almost none repeat. Probing the general attribute hash table for
//! each would miss the cache on every operation of a large file; instead each
//! file keeps its locations in a list sorted by position, so the common case
//! is an append after one comparison. Locations created out of order (an
//! explicit `loc("f":1:2)`, a second parse of the same file) go to a small
//! per-file hash map.

use super::attributes::Attribute;
use crate::support::interner::StrId;
use hashbrown::HashMap;

#[derive(Copy, Clone)]
struct Entry {
    line: u32,
    col: u32,
    attr: Attribute,
}

impl Entry {
    fn pos(&self) -> (u32, u32) {
        (self.line, self.col)
    }
}

#[derive(Default)]
struct FileLocations {
    /// Strictly increasing by `(line, col)`.
    sorted: Vec<Entry>,
    out_of_order: HashMap<(u32, u32), Attribute>,
}

/// See the module documentation.
#[derive(Default)]
pub(crate) struct FileLocationIndex {
    files: HashMap<StrId, FileLocations>,
}

impl FileLocationIndex {
    /// The location at `file:line:col`, if it exists.
    pub fn get(&self, file: StrId, line: u32, col: u32) -> Option<Attribute> {
        let f = self.files.get(&file)?;
        f.find_sorted(line, col)
            .or_else(|| f.out_of_order.get(&(line, col)).copied())
    }

    /// The location at `file:line:col`, created by `create` if new.
    pub fn get_or_insert(
        &mut self,
        file: StrId,
        line: u32,
        col: u32,
        create: impl FnOnce() -> Attribute,
    ) -> Attribute {
        let f = self.files.entry(file).or_default();
        let pos = (line, col);
        let after_last = f.sorted.last().is_none_or(|e| e.pos() < pos);
        if after_last {
            if let Some(&a) = f.out_of_order.get(&pos) {
                return a;
            }
            let attr = create();
            f.sorted.push(Entry { line, col, attr });
            return attr;
        }
        if let Some(a) = f.find_sorted(line, col) {
            return a;
        }
        *f.out_of_order.entry(pos).or_insert_with(create)
    }
}

impl FileLocations {
    fn find_sorted(&self, line: u32, col: u32) -> Option<Attribute> {
        let i = self
            .sorted
            .binary_search_by(|e| e.pos().cmp(&(line, col)))
            .ok()?;
        Some(self.sorted[i].attr)
    }
}
