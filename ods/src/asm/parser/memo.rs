//! Memoised parsing of repeated type and attribute spellings.
//!
//! Real IR spells the same few types and property dictionaries over and over
//! (`(vector<8xf32>, vector<8xf32>) -> vector<8xf32>`, `<{fastmath =
//! #arith.fastmath<none>}>`). Parsing such a spelling is a pure function of
//! its text within one parse: aliases cannot be redefined, `distinct[N]` ids
//! and resource keys resolve the same way every time, and nothing is emitted
//! on success. So the parser finds the spelling's extent with a cheap byte
//! scan, and looks the text up before parsing it.
//!
//! Exactness does not rest on the scan being right: an entry is stored only
//! when the real parse consumed exactly the scanned bytes, so a hit replays a
//! parse of the identical text that stopped at the identical place. Spellings
//! with newlines, comments or strings the scan does not model are simply not
//! memoised.

use hashbrown::HashMap;

/// Longest spelling considered (longer ones are rare and rarely repeat).
pub(crate) const MAX_SPELLING: usize = 192;
/// Total key bytes kept per table, so inputs that never repeat a spelling
/// cannot grow the tables without bound.
const MAX_TABLE_BYTES: usize = 4 << 20;

/// One table: spelling → parsed value.
pub(crate) struct SpellingMemo<V> {
    map: HashMap<Box<[u8]>, V>,
    bytes: usize,
}

impl<V> Default for SpellingMemo<V> {
    fn default() -> Self {
        SpellingMemo {
            map: HashMap::new(),
            bytes: 0,
        }
    }
}

impl<V: Copy> SpellingMemo<V> {
    /// The value parsed from `spelling` earlier in this parse.
    #[inline]
    pub fn get(&self, spelling: &[u8]) -> Option<V> {
        self.map.get(spelling).copied()
    }

    /// Remembers that `spelling` parses to `value`.
    pub fn insert(&mut self, spelling: &[u8], value: V) {
        if self.bytes + spelling.len() > MAX_TABLE_BYTES {
            return;
        }
        self.bytes += spelling.len();
        self.map.insert(spelling.into(), value);
    }
}

/// The memo tables of one parse.
#[derive(Default)]
pub(crate) struct ParseMemo {
    pub types: SpellingMemo<crate::ir::Type>,
    pub attrs: SpellingMemo<crate::ir::Attribute>,
}

/// Byte classes for the extent scan.
const PLAIN: u8 = 0;
const OPEN: u8 = 1;
const CLOSE: u8 = 2;
const MINUS: u8 = 3;
const QUOTE: u8 = 4;
const STOP: u8 = 5;

static CLASS: [u8; 256] = {
    let mut t = [PLAIN; 256];
    t[b'(' as usize] = OPEN;
    t[b'[' as usize] = OPEN;
    t[b'{' as usize] = OPEN;
    t[b'<' as usize] = OPEN;
    t[b')' as usize] = CLOSE;
    t[b']' as usize] = CLOSE;
    t[b'}' as usize] = CLOSE;
    t[b'>' as usize] = CLOSE;
    t[b'-' as usize] = MINUS;
    t[b'"' as usize] = QUOTE;
    t[b'\n' as usize] = STOP;
    t[b'\r' as usize] = STOP;
    t[b'/' as usize] = STOP;
    t
};

/// Length of the bracketed group opening at `b[0]` (`(`, `[`, `{` or `<`),
/// through its closing bracket. Brackets of all kinds count toward one depth
/// (valid input nests properly; invalid input is caught by the parse guard);
/// `->` is not a closing `>`; strings are skipped. `None` at a newline, a
/// comment, or the end of `b`.
fn group_len(b: &[u8]) -> Option<usize> {
    let mut depth = 0usize;
    let mut i = 0;
    loop {
        while CLASS[*b.get(i)? as usize] == PLAIN {
            i += 1;
        }
        match CLASS[b[i] as usize] {
            OPEN => depth += 1,
            CLOSE => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            MINUS => {
                if b.get(i + 1) == Some(&b'>') {
                    i += 1;
                }
            }
            QUOTE => {
                i += 1;
                loop {
                    match *b.get(i)? {
                        b'"' => break,
                        b'\\' => i += 2,
                        b'\n' | b'\r' => return None,
                        _ => i += 1,
                    }
                }
            }
            _ => return None,
        }
        i += 1;
    }
}

fn is_ident_byte(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.')
}

/// Extent of a non-function type: an identifier (`!`-prefixed ones may
/// contain `-`) and an immediately following `<...>` body.
fn simple_type_len(b: &[u8]) -> Option<usize> {
    let mut i = 0;
    let bang = b.first() == Some(&b'!');
    if bang {
        i = 1;
    }
    while i < b.len() && (is_ident_byte(b[i]) || (bang && b[i] == b'-')) {
        i += 1;
    }
    if i == usize::from(bang) {
        return None;
    }
    match b.get(i) {
        Some(b'<') => Some(i + group_len(&b[i..])?),
        Some(_) => Some(i),
        None => None,
    }
}

/// Extent of the type spelled at the start of `b`: a function type
/// `(...) -> result` or a non-function type.
pub(crate) fn type_spelling_len(b: &[u8]) -> Option<usize> {
    if b.first() != Some(&b'(') {
        return simple_type_len(b);
    }
    let mut i = group_len(b)?;
    while b.get(i) == Some(&b' ') {
        i += 1;
    }
    if b.get(i..i + 2) != Some(b"->") {
        return None;
    }
    i += 2;
    while b.get(i) == Some(&b' ') {
        i += 1;
    }
    let rest = b.get(i..)?;
    let n = if rest.first() == Some(&b'(') {
        group_len(rest)?
    } else {
        simple_type_len(rest)?
    };
    Some(i + n)
}

/// Extent of the `{...}` dictionary at the start of `b`.
pub(crate) fn dictionary_spelling_len(b: &[u8]) -> Option<usize> {
    if b.first() != Some(&b'{') {
        return None;
    }
    group_len(b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn type_extents() {
        let t = |s: &str| type_spelling_len(s.as_bytes());
        assert_eq!(t("i32 loc(x)"), Some(3));
        assert_eq!(t("vector<4x[8]xf32>, i1"), Some(17));
        assert_eq!(t("(i32, f32) -> (i1, i1) {"), Some(22));
        assert_eq!(t("() -> vector<8xf32>\n"), Some(19));
        assert_eq!(t("(i32) -> !llvm.ptr<1> x"), Some(21));
        assert_eq!(t("!a.b-c )"), Some(6));
        assert_eq!(t("tuple<() -> i32> )"), Some(16));
        assert_eq!(t("memref<4xf32, affine_map<(d0) -> (d0 + 1)>> ,"), Some(43));
        assert_eq!(t("tensor<4xf32, \"enc>\">x"), Some(21));
        // No arrow, a newline inside, or the input ends: not memoisable.
        assert_eq!(t("(i32) i32"), None);
        assert_eq!(t("vector<4x\nf32>"), None);
        assert_eq!(t("vector<4xf32"), None);
        assert_eq!(t("i32"), None);
    }

    #[test]
    fn dictionary_extents() {
        let d = |s: &str| dictionary_spelling_len(s.as_bytes());
        assert_eq!(d("{a = 1 : i64}> : () -> ()"), Some(13));
        assert_eq!(d("{s = \"}\\\"\", t = (i32) -> i1}>"), Some(28));
        assert_eq!(d("{a = [1, {b}]}"), Some(14));
        assert_eq!(d("{a = 1 // c\n}"), None);
        assert_eq!(d("[1]"), None);
    }

    #[test]
    fn tables_are_bounded() {
        let mut m: SpellingMemo<u32> = SpellingMemo::default();
        let key = vec![b'x'; MAX_SPELLING];
        for i in 0..(MAX_TABLE_BYTES / MAX_SPELLING + 10) as u32 {
            let mut k = key.clone();
            k[..4].copy_from_slice(&i.to_le_bytes());
            m.insert(&k, i);
        }
        assert!(m.bytes <= MAX_TABLE_BYTES);
        let mut first = key.clone();
        first[..4].copy_from_slice(&0u32.to_le_bytes());
        assert_eq!(m.get(&first), Some(0));
    }
}
