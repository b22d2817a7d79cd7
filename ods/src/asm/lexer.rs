//! The MLIR lexer (token kinds and rules of MLIR's `Lexer.cpp`).
//!
//! The lexer reads from an in-memory slice or streams from a reader through
//! a sliding window, so multi-hundred-megabyte inputs need not be held in
//! memory. Token text is valid until the token before the current one is
//! discarded (the parser keeps one token of look-behind).

use std::io::Read;

/// MLIR keywords (`TokenKinds.def`).
#[derive(Copy, Clone, PartialEq, Eq, Debug, Hash)]
#[allow(missing_docs)]
pub enum Keyword {
    AffineMap,
    AffineSet,
    Array,
    Attributes,
    Ceildiv,
    Complex,
    Dense,
    DenseResource,
    Distinct,
    False,
    Floordiv,
    For,
    Func,
    Index,
    Loc,
    Max,
    Memref,
    Min,
    Mod,
    None,
    Offset,
    Size,
    Sparse,
    Step,
    Strided,
    Symbol,
    Tensor,
    To,
    True,
    Tuple,
    Type,
    Unit,
    Vector,
    /// One of the float type keywords (`f32`, `bf16`, `f8E4M3FN`, ...).
    FloatType,
}

/// Token kinds.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Hash)]
#[allow(missing_docs)]
pub enum TokenKind {
    Eof,
    Error,
    BareIdentifier,
    AtIdentifier,
    HashIdentifier,
    PercentIdentifier,
    CaretIdentifier,
    ExclamationIdentifier,
    FloatLiteral,
    Integer,
    String,
    IntType,
    Arrow,
    Colon,
    Comma,
    Ellipsis,
    Equal,
    Greater,
    LBrace,
    LParen,
    LSquare,
    Less,
    Minus,
    Plus,
    Question,
    RBrace,
    RParen,
    RSquare,
    Star,
    Slash,
    VerticalBar,
    FileMetadataBegin,
    FileMetadataEnd,
    Keyword(Keyword),
}

impl TokenKind {
    /// Spelling of a punctuation token (for "expected ',' or ']'" messages).
    pub fn spelling(self) -> &'static str {
        use TokenKind::*;
        match self {
            Arrow => "->",
            Colon => ":",
            Comma => ",",
            Ellipsis => "...",
            Equal => "=",
            Greater => ">",
            LBrace => "{",
            LParen => "(",
            LSquare => "[",
            Less => "<",
            Minus => "-",
            Plus => "+",
            Question => "?",
            RBrace => "}",
            RParen => ")",
            RSquare => "]",
            Star => "*",
            Slash => "/",
            VerticalBar => "|",
            FileMetadataBegin => "{-#",
            FileMetadataEnd => "#-}",
            _ => "",
        }
    }
}

/// A token: kind, absolute byte range and 1-based line/column of its start.
#[derive(Copy, Clone, Debug)]
pub struct Token {
    /// Kind.
    pub kind: TokenKind,
    /// Absolute byte offset of the first byte.
    pub start: u64,
    /// Absolute byte offset one past the last byte.
    pub end: u64,
    /// 1-based line.
    pub line: u32,
    /// 1-based column (bytes).
    pub col: u32,
}

impl Token {
    /// True if the token has kind `k`.
    #[inline]
    pub fn is(&self, k: TokenKind) -> bool {
        self.kind == k
    }

    /// True for keywords (and bare identifiers / int types, MLIR's `isKeyword` notion
    /// of "can be used as a keyword").
    pub fn is_keyword_like(&self) -> bool {
        matches!(
            self.kind,
            TokenKind::BareIdentifier | TokenKind::IntType | TokenKind::Keyword(_)
        )
    }
}

/// A saved lexer position.
#[derive(Copy, Clone, Debug)]
pub struct LexerState {
    pos: u64,
    line: u32,
    line_start: u64,
}

/// A lexer error: message and position.
#[derive(Clone, Debug)]
pub struct LexError {
    /// Message in MLIR's words.
    pub message: &'static str,
    /// 1-based line.
    pub line: u32,
    /// 1-based column.
    pub col: u32,
    /// Absolute offset.
    pub offset: u64,
}

/// Bytes read per refill of a streaming lexer.
pub const WINDOW_CHUNK: usize = 1 << 20;

/// See the module documentation.
pub struct Lexer<'a> {
    slice: &'a [u8],
    owned: Vec<u8>,
    reader: Option<Box<dyn Read + 'a>>,
    /// Absolute offset of `window()[0]`.
    base: u64,
    eof_reached: bool,
    /// Absolute offset of the next byte to lex.
    pos: u64,
    line: u32,
    line_start: u64,
    /// Bytes before this absolute offset may be discarded.
    keep_from: u64,
    /// `keep_from` never moves past this offset (see [`Lexer::pin`]).
    keep_floor: u64,
    /// Absolute offset where the input ends (for slices, known up front).
    end: Option<u64>,
    /// Bytes read per refill.
    chunk: usize,
    /// The last lexer error.
    pub error: Option<LexError>,
}

fn is_alpha(c: u8) -> bool {
    c.is_ascii_alphabetic()
}
fn is_digit(c: u8) -> bool {
    c.is_ascii_digit()
}
fn is_punct_id(c: u8) -> bool {
    matches!(c, b'$' | b'.' | b'_' | b'-')
}

/// Bytes that continue a bare or `@` identifier: letters, digits, `_$.`
/// (a table: this test runs on most bytes of the input).
static IDENT_TAIL: [bool; 256] = byte_table(b"_$.");

/// Bytes that continue a `%`/`^`/`#`/`!` identifier after its first byte.
static SUFFIX_ID_TAIL: [bool; 256] = byte_table(b"$._-");

/// Punctuation tokens of one byte that never start a longer token (`{`
/// and `-` are not: `{-#`, `->`; a `/` here is not a comment, which the
/// whitespace skipping took).
static SINGLE_BYTE_PUNCT: [Option<TokenKind>; 256] = {
    use TokenKind::*;
    let pairs = [
        (b':', Colon),
        (b',', Comma),
        (b'(', LParen),
        (b')', RParen),
        (b'[', LSquare),
        (b']', RSquare),
        (b'}', RBrace),
        (b'<', Less),
        (b'>', Greater),
        (b'=', Equal),
        (b'+', Plus),
        (b'*', Star),
        (b'?', Question),
        (b'|', VerticalBar),
        (b'/', Slash),
    ];
    let mut t = [None; 256];
    let mut i = 0;
    while i < pairs.len() {
        t[pairs[i].0 as usize] = Some(pairs[i].1);
        i += 1;
    }
    t
};

/// Decimal digits.
static DIGIT: [bool; 256] = {
    let mut t = [false; 256];
    let mut c = b'0';
    while c <= b'9' {
        t[c as usize] = true;
        c += 1;
    }
    t
};

/// The end of the run of bytes of `s` from `from` that `table` accepts.
#[inline(always)]
fn scan_table(s: &[u8], from: usize, table: &[bool; 256]) -> usize {
    let mut i = from;
    while i < s.len() && table[s[i] as usize] {
        i += 1;
    }
    i
}

/// The token of more than one byte (or `{`, `-`) starting at `s[i]` that
/// [`Lexer::lex_slice_fast`] handles, and its end; `None` for the rest.
fn lex_fast_multi_byte(s: &[u8], i: usize) -> Option<(TokenKind, usize)> {
    use TokenKind::*;
    let (c, next) = (s[i], s.get(i + 1).copied().unwrap_or(0));
    let scan = |from, table| scan_table(s, from, table);
    Some(match c {
        b'{' if next != b'-' => (LBrace, i + 1),
        b'-' if next == b'>' => (Arrow, i + 2),
        b'-' => (Minus, i + 1),
        b'%' | b'^' | b'!' | b'#' => {
            let kind = match c {
                b'%' => PercentIdentifier,
                b'^' => CaretIdentifier,
                b'!' => ExclamationIdentifier,
                _ if next == b'-' => return None, // `#-}` or `#-name`
                _ => HashIdentifier,
            };
            if is_digit(next) {
                (kind, scan(i + 1, &DIGIT))
            } else if is_alpha(next) || is_punct_id(next) {
                (kind, scan(i + 2, &SUFFIX_ID_TAIL))
            } else {
                return None;
            }
        }
        b'@' if is_alpha(next) || next == b'_' => (AtIdentifier, scan(i + 2, &IDENT_TAIL)),
        b'_' | b'a'..=b'z' | b'A'..=b'Z' => {
            let end = scan(i + 1, &IDENT_TAIL);
            (classify_identifier(&s[i..end]), end)
        }
        b'0'..=b'9' if c != b'0' || next != b'x' => {
            let end = scan(i + 1, &DIGIT);
            if s.get(end) == Some(&b'.') {
                return None;
            }
            (Integer, end)
        }
        _ => return None,
    })
}

/// Letters, digits and the bytes of `extra`.
const fn byte_table(extra: &[u8]) -> [bool; 256] {
    let mut t = [false; 256];
    let mut i = 0;
    while i < 256 {
        t[i] = (i as u8).is_ascii_alphanumeric();
        i += 1;
    }
    let mut j = 0;
    while j < extra.len() {
        t[extra[j] as usize] = true;
        j += 1;
    }
    t
}

impl<'a> Lexer<'a> {
    /// Lexes an in-memory buffer whose first byte is at line `line`, column `col`.
    pub fn from_slice(slice: &'a [u8], line: u32, col: u32) -> Lexer<'a> {
        Lexer {
            slice,
            owned: Vec::new(),
            reader: None,
            base: 0,
            eof_reached: true,
            pos: 0,
            line,
            line_start: 0u64.wrapping_sub(col as u64 - 1),
            keep_from: 0,
            keep_floor: u64::MAX,
            end: Some(slice.len() as u64),
            chunk: WINDOW_CHUNK,
            error: None,
        }
    }

    /// Streams from a reader.
    pub fn from_reader(reader: Box<dyn Read + 'a>) -> Lexer<'a> {
        Self::from_reader_with_chunk(reader, WINDOW_CHUNK)
    }

    /// Streams from a reader, reading `chunk` bytes per refill (small chunks
    /// exercise tokens that straddle refills).
    pub fn from_reader_with_chunk(reader: Box<dyn Read + 'a>, chunk: usize) -> Lexer<'a> {
        Lexer {
            slice: &[],
            owned: Vec::new(),
            reader: Some(reader),
            base: 0,
            eof_reached: false,
            pos: 0,
            line: 1,
            line_start: 0,
            keep_from: 0,
            keep_floor: u64::MAX,
            end: None,
            chunk: chunk.max(1),
            error: None,
        }
    }

    #[inline]
    fn window(&self) -> &[u8] {
        if self.reader.is_some() {
            &self.owned
        } else {
            self.slice
        }
    }

    /// Reads more input, discarding bytes before `keep_from`.
    fn refill(&mut self) -> bool {
        if self.eof_reached {
            return false;
        }
        let drop = (self.keep_from.saturating_sub(self.base)) as usize;
        if drop > 0 && drop >= self.owned.len() / 2 {
            self.owned.drain(..drop);
            self.base += drop as u64;
        }
        let old = self.owned.len();
        self.owned.resize(old + self.chunk, 0);
        let reader = self.reader.as_mut().expect("streaming lexer has a reader");
        let mut filled = old;
        loop {
            match reader.read(&mut self.owned[filled..]) {
                Ok(0) => {
                    self.eof_reached = true;
                    break;
                }
                Ok(n) => {
                    filled += n;
                    if filled == self.owned.len() {
                        break;
                    }
                }
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(_) => {
                    self.eof_reached = true;
                    break;
                }
            }
        }
        self.owned.truncate(filled);
        if self.eof_reached {
            self.end = Some(self.base + filled as u64);
        }
        filled > old
    }

    /// The byte at absolute offset `at`, or `None` at end of input.
    #[inline]
    fn byte(&mut self, at: u64) -> Option<u8> {
        loop {
            let rel = at.wrapping_sub(self.base) as usize;
            if let Some(&b) = self.window().get(rel) {
                return Some(b);
            }
            if !self.refill() {
                return None;
            }
        }
    }

    /// The byte at `at`, with 0 standing for end of input (as MLIR's NUL sentinel).
    #[inline]
    fn peek(&mut self, at: u64) -> u8 {
        self.byte(at).unwrap_or(0)
    }

    fn at_end(&mut self, at: u64) -> bool {
        self.byte(at).is_none()
    }

    /// Text of a token (valid while the token is current or just before).
    pub fn text(&self, tok: &Token) -> &[u8] {
        let s = (tok.start - self.base) as usize;
        let e = (tok.end - self.base) as usize;
        &self.window()[s..e]
    }

    /// Bytes between two absolute offsets, if still buffered.
    pub fn slice_abs(&self, start: u64, end: u64) -> Option<&[u8]> {
        if start < self.base {
            return None;
        }
        self.window()
            .get((start - self.base) as usize..(end - self.base) as usize)
    }

    /// The input from absolute offset `from`, with at least `min` bytes
    /// buffered unless the input ends first.
    pub fn lookahead_slice(&mut self, from: u64, min: usize) -> &[u8] {
        while !self.eof_reached && (self.base + self.owned.len() as u64) < from + min as u64 {
            if !self.refill() {
                break;
            }
        }
        let rel = (from - self.base) as usize;
        &self.window()[rel.min(self.window().len())..]
    }

    /// Moves the lexer to `target` (at or after the current token start
    /// `from`), counting the newlines skipped.
    pub fn skip_to(&mut self, from: u64, target: u64) {
        let mut line = self.line;
        let mut line_start = self.line_start;
        // Lines already counted up to `pos`; count newlines in [pos, target).
        let begin = self.pos.max(from);
        for at in begin..target {
            if self.byte(at) == Some(b'\n') {
                line += 1;
                line_start = at + 1;
            }
        }
        self.line = line;
        self.line_start = line_start;
        self.pos = target;
    }

    /// Moves the lexer to `target`, which must be at or after the current
    /// position with no line break in between (checked in debug builds).
    pub fn advance_on_line(&mut self, target: u64) {
        debug_assert!(target >= self.pos);
        debug_assert!(self
            .slice_abs(self.pos, target)
            .is_none_or(|b| !b.contains(&b'\n')));
        self.pos = target;
    }

    /// Allows discarding input before `offset` (but never input after a
    /// pinned offset).
    pub fn set_keep_from(&mut self, offset: u64) {
        self.keep_from = offset.min(self.keep_floor);
    }

    /// Keeps the input from `offset` on buffered until [`Lexer::unpin`]
    /// (a dialect symbol's body is re-lexed after the parser moved past it).
    /// Returns the previous pin, to restore.
    pub fn pin(&mut self, offset: u64) -> u64 {
        let old = self.keep_floor;
        self.keep_floor = old.min(offset);
        self.keep_from = self.keep_from.min(offset);
        old
    }

    /// Restores the pin returned by [`Lexer::pin`].
    pub fn unpin(&mut self, old: u64) {
        self.keep_floor = old;
    }

    /// Current position (absolute offset of the next byte).
    pub fn pos(&self) -> u64 {
        self.pos
    }

    /// Line/column of an absolute offset on the current line or later lines
    /// already lexed (only valid for offsets on the current line).
    pub fn line_col_at(&self, offset: u64) -> (u32, u32) {
        (self.line, (offset.wrapping_sub(self.line_start) + 1) as u32)
    }

    /// Repositions the lexer to an earlier offset on the current line (used to
    /// re-lex parts of a token, e.g. `4x8xf32` dimension lists).
    pub fn reset_to(&mut self, offset: u64) {
        self.pos = offset;
    }

    /// Saves the position (to re-lex from there later).
    pub fn save(&self) -> LexerState {
        LexerState {
            pos: self.pos,
            line: self.line,
            line_start: self.line_start,
        }
    }

    /// Restores a saved position (must not be before the kept window).
    pub fn restore(&mut self, s: LexerState) {
        self.pos = s.pos;
        self.line = s.line;
        self.line_start = s.line_start;
    }

    /// Scans a "pretty dialect symbol body" starting at the `<` at absolute
    /// offset `start` (MLIR's `parseDialectSymbolBody`): nested `<>[](){}`,
    /// string literals lexed as such, `->` skipped. Returns the offset one past
    /// the closing `>`, or an error message and the (line, col) to report it
    /// at (an empty message means the lexer error in `self.error` applies).
    pub fn scan_dialect_body(&mut self, start: u64) -> Result<u64, (&'static str, (u32, u32))> {
        let mut stack: Vec<u8> = Vec::new();
        let mut cur = start;
        let mut report_at = self.line_col_at(start);
        loop {
            let c = self.byte(cur);
            cur += 1;
            match c {
                None | Some(0) => {
                    return Err((
                        match stack.last() {
                            Some(b'<') => "unbalanced '<' character in pretty dialect name",
                            Some(b'[') => "unbalanced '[' character in pretty dialect name",
                            Some(b'(') => "unbalanced '(' character in pretty dialect name",
                            Some(b'{') => "unbalanced '{' character in pretty dialect name",
                            _ => "unexpected nul or EOF in pretty dialect name",
                        },
                        report_at,
                    ))
                }
                Some(b @ (b'<' | b'[' | b'(' | b'{')) => {
                    stack.push(b);
                    continue;
                }
                Some(b'-') => {
                    if self.byte(cur) == Some(b'>') {
                        cur += 1;
                    }
                    continue;
                }
                Some(close @ (b'>' | b']' | b')' | b'}')) => {
                    let open = match close {
                        b'>' => b'<',
                        b']' => b'[',
                        b')' => b'(',
                        _ => b'{',
                    };
                    // MLIR names the innermost unclosed bracket.
                    let top = stack.pop();
                    if top != Some(open) {
                        return Err((
                            match top {
                                Some(b'<') => "unbalanced '<' character in pretty dialect name",
                                Some(b'[') => "unbalanced '[' character in pretty dialect name",
                                Some(b'(') => "unbalanced '(' character in pretty dialect name",
                                _ => "unbalanced '{' character in pretty dialect name",
                            },
                            report_at,
                        ));
                    }
                }
                Some(b'"') => {
                    let saved = self.save();
                    self.pos = cur;
                    let (line, col) = self.line_col_at(cur - 1);
                    let t = self.lex_string(cur - 1, line, col);
                    report_at = (line, col);
                    if t.kind == TokenKind::Error {
                        self.restore(saved);
                        return Err(("", (0, 0)));
                    }
                    cur = t.end;
                    self.restore(saved);
                }
                Some(b'\n') => {
                    // Track lines so later tokens get correct positions.
                    self.line += 1;
                    self.line_start = cur;
                    continue;
                }
                Some(_) => continue,
            }
            if stack.is_empty() {
                return Ok(cur);
            }
        }
    }

    fn make(&self, kind: TokenKind, start: u64, line: u32, col: u32) -> Token {
        Token {
            kind,
            start,
            end: self.pos,
            line,
            col,
        }
    }

    fn error_at(
        &mut self,
        offset: u64,
        message: &'static str,
        tok_start: u64,
        line: u32,
        col: u32,
    ) -> Token {
        let (eline, ecol) = self.line_col_at(offset);
        self.error = Some(LexError {
            message,
            line: eline,
            col: ecol,
            offset,
        });
        Token {
            kind: TokenKind::Error,
            start: tok_start,
            end: self.pos,
            line,
            col,
        }
    }

    fn newline(&mut self, at: u64) {
        self.line += 1;
        self.line_start = at + 1;
    }

    /// Lexes the next token.
    pub fn lex(&mut self) -> Token {
        if self.reader.is_none() {
            if let Some(t) = self.lex_slice_fast() {
                return t;
            }
        }
        self.lex_general()
    }

    /// The common tokens of an in-memory input (punctuation, identifiers,
    /// decimal integers), lexed on a local index with no refill checks
    /// (most of a parse's lexer time was the general path's per-byte
    /// window checks). Skips whitespace and comments, then returns `None`,
    /// having consumed nothing else, for anything it does not handle:
    /// [`Lexer::lex_general`] takes over from there with the same rules.
    #[inline]
    fn lex_slice_fast(&mut self) -> Option<Token> {
        let s: &'a [u8] = self.slice;
        // (in slice mode the window is the whole input and `base` is 0)
        let mut i = self.pos as usize;
        let (mut line, mut line_start) = (self.line, self.line_start);
        loop {
            match s.get(i) {
                Some(b' ') => {
                    // (indentation: a word of spaces at a time)
                    i += 1;
                    while let Some(w) = s.get(i..i + 8) {
                        let x = u64::from_le_bytes(w.try_into().expect("8 bytes"))
                            ^ 0x2020_2020_2020_2020;
                        if x != 0 {
                            i += (x.trailing_zeros() / 8) as usize;
                            break;
                        }
                        i += 8;
                    }
                }
                Some(b'\t' | b'\r') => i += 1,
                Some(b'\n') => {
                    i += 1;
                    line += 1;
                    line_start = i as u64;
                }
                Some(b'/') if s.get(i + 1) == Some(&b'/') => {
                    match s[i + 2..].iter().position(|&c| c == b'\n' || c == b'\r') {
                        Some(n) => {
                            i += 2 + n + 1;
                            if s[i - 1] == b'\n' {
                                line += 1;
                                line_start = i as u64;
                            }
                        }
                        None => i = s.len(),
                    }
                }
                _ => break,
            }
        }
        self.pos = i as u64;
        self.line = line;
        self.line_start = line_start;
        let start = i;
        let c = *s.get(i)?;
        let (kind, end) = match SINGLE_BYTE_PUNCT[c as usize] {
            Some(kind) => (kind, i + 1),
            None => lex_fast_multi_byte(s, i)?,
        };
        self.pos = end as u64;
        Some(Token {
            kind,
            start: start as u64,
            end: end as u64,
            line,
            col: (start as u64).wrapping_sub(line_start).wrapping_add(1) as u32,
        })
    }

    /// Lexes the next token, from a slice or a stream.
    fn lex_general(&mut self) -> Token {
        loop {
            self.skip_whitespace();
            let start = self.pos;
            let line = self.line;
            let col = (start.wrapping_sub(self.line_start) + 1) as u32;
            let Some(c) = self.byte(start) else {
                return Token {
                    kind: TokenKind::Eof,
                    start,
                    end: start,
                    line,
                    col,
                };
            };
            self.pos += 1;
            use TokenKind::*;
            let kind = match c {
                b' ' | b'\t' | b'\r' => {
                    self.scan_while(|c| c == b' ' || c == b'\t' || c == b'\r');
                    continue;
                }
                b'\n' => {
                    self.newline(start);
                    continue;
                }
                0 => continue,
                b':' => Colon,
                b',' => Comma,
                b'.' => {
                    if self.peek(self.pos) == b'.' && self.peek(self.pos + 1) == b'.' {
                        self.pos += 2;
                        Ellipsis
                    } else {
                        return self.error_at(
                            self.pos,
                            "expected three consecutive dots for an ellipsis",
                            start,
                            line,
                            col,
                        );
                    }
                }
                b'(' => LParen,
                b')' => RParen,
                b'{' => {
                    if self.peek(self.pos) == b'-' && self.peek(self.pos + 1) == b'#' {
                        self.pos += 2;
                        FileMetadataBegin
                    } else {
                        LBrace
                    }
                }
                b'}' => RBrace,
                b'[' => LSquare,
                b']' => RSquare,
                b'<' => Less,
                b'>' => Greater,
                b'=' => Equal,
                b'+' => Plus,
                b'*' => Star,
                b'-' => {
                    if self.peek(self.pos) == b'>' {
                        self.pos += 1;
                        Arrow
                    } else {
                        Minus
                    }
                }
                b'?' => Question,
                b'|' => VerticalBar,
                b'/' => {
                    if self.peek(self.pos) == b'/' {
                        self.skip_comment();
                        continue;
                    }
                    Slash
                }
                b'@' => return self.lex_at_identifier(start, line, col),
                b'#' if self.peek(self.pos) == b'-' && self.peek(self.pos + 1) == b'}' => {
                    self.pos += 2;
                    FileMetadataEnd
                }
                b'#' | b'!' | b'^' | b'%' => {
                    return self.lex_prefixed_identifier(c, start, line, col)
                }
                b'"' => return self.lex_string(start, line, col),
                b'0'..=b'9' => return self.lex_number(c, start, line, col),
                b'_' => return self.lex_bare_identifier(start, line, col),
                c if is_alpha(c) => return self.lex_bare_identifier(start, line, col),
                _ => return self.error_at(start, "unexpected character", start, line, col),
            };
            return self.make(kind, start, line, col);
        }
    }

    /// Skips spaces, tabs, carriage returns and newlines (counting lines)
    /// a buffered run at a time: between tokens, before the per-token
    /// dispatch.
    fn skip_whitespace(&mut self) {
        loop {
            let base = self.base;
            let w = self.window();
            let mut rel = self.pos.wrapping_sub(base) as usize;
            let (mut line, mut line_start) = (self.line, self.line_start);
            while let Some(&c) = w.get(rel) {
                match c {
                    b' ' | b'\t' | b'\r' => {}
                    b'\n' => {
                        line += 1;
                        line_start = base + rel as u64 + 1;
                    }
                    _ => break,
                }
                rel += 1;
            }
            let exhausted = rel >= w.len();
            self.line = line;
            self.line_start = line_start;
            self.pos = base + rel as u64;
            if !exhausted || !self.refill() {
                return;
            }
        }
    }

    fn skip_comment(&mut self) {
        self.pos += 1;
        // (a run at a time: comment text is most of some inputs' bytes)
        self.scan_while(|c| c != b'\n' && c != b'\r');
        match self.byte(self.pos) {
            Some(b'\n') => {
                let at = self.pos;
                self.pos += 1;
                self.newline(at);
            }
            Some(b'\r') => self.pos += 1,
            _ => {}
        }
    }

    fn ident_tail(&mut self) {
        self.scan_while(|c| IDENT_TAIL[c as usize]);
    }

    /// Advances over bytes satisfying `pred`, a buffered run at a time
    /// (the per-byte `byte()` path re-checks the window on every byte).
    #[inline]
    fn scan_while(&mut self, pred: impl Fn(u8) -> bool) {
        loop {
            let w = self.window();
            let rel = (self.pos.wrapping_sub(self.base) as usize).min(w.len());
            match w[rel..].iter().position(|&c| !pred(c)) {
                Some(n) => {
                    self.pos += n as u64;
                    return;
                }
                None => {
                    self.pos = self.base + w.len() as u64;
                    if !self.refill() {
                        return;
                    }
                }
            }
        }
    }

    fn lex_at_identifier(&mut self, start: u64, line: u32, col: u32) -> Token {
        let c = self.peek(self.pos);
        self.pos += 1;
        if c == b'"' && !self.at_end(self.pos - 1) {
            let s = self.lex_string(self.pos - 1, line, col);
            if s.kind == TokenKind::Error {
                return Token { start, ..s };
            }
            return self.make(TokenKind::AtIdentifier, start, line, col);
        }
        if !(is_alpha(c) || c == b'_') {
            return self.error_at(
                self.pos - 1,
                "@ identifier expected to start with letter or '_'",
                start,
                line,
                col,
            );
        }
        self.ident_tail();
        self.make(TokenKind::AtIdentifier, start, line, col)
    }

    fn lex_bare_identifier(&mut self, start: u64, line: u32, col: u32) -> Token {
        self.ident_tail();
        let kind = {
            let text =
                &self.window()[(start - self.base) as usize..(self.pos - self.base) as usize];
            classify_identifier(text)
        };
        self.make(kind, start, line, col)
    }

    fn lex_number(&mut self, first: u8, start: u64, line: u32, col: u32) -> Token {
        if first == b'0' && self.peek(self.pos) == b'x' {
            if !self.peek(self.pos + 1).is_ascii_hexdigit() {
                return self.make(TokenKind::Integer, start, line, col);
            }
            self.pos += 2;
            while self.peek(self.pos).is_ascii_hexdigit() {
                self.pos += 1;
            }
            return self.make(TokenKind::Integer, start, line, col);
        }
        self.scan_while(is_digit);
        if self.peek(self.pos) != b'.' {
            return self.make(TokenKind::Integer, start, line, col);
        }
        self.pos += 1;
        while is_digit(self.peek(self.pos)) {
            self.pos += 1;
        }
        let e = self.peek(self.pos);
        if e == b'e' || e == b'E' {
            let c1 = self.peek(self.pos + 1);
            if is_digit(c1) || ((c1 == b'-' || c1 == b'+') && is_digit(self.peek(self.pos + 2))) {
                self.pos += 2;
                while is_digit(self.peek(self.pos)) {
                    self.pos += 1;
                }
            }
        }
        self.make(TokenKind::FloatLiteral, start, line, col)
    }

    fn lex_prefixed_identifier(&mut self, prefix: u8, start: u64, line: u32, col: u32) -> Token {
        let (kind, err) = match prefix {
            b'#' => (TokenKind::HashIdentifier, "invalid attribute name"),
            b'%' => (TokenKind::PercentIdentifier, "invalid SSA name"),
            b'^' => (TokenKind::CaretIdentifier, "invalid block name"),
            _ => (TokenKind::ExclamationIdentifier, "invalid type identifier"),
        };
        let c = self.peek(self.pos);
        if is_digit(c) {
            self.scan_while(is_digit);
        } else if is_alpha(c) || is_punct_id(c) {
            self.pos += 1;
            self.scan_while(|c| SUFFIX_ID_TAIL[c as usize]);
        } else {
            return self.error_at(self.pos - 1, err, start, line, col);
        }
        self.make(kind, start, line, col)
    }

    fn lex_string(&mut self, start: u64, line: u32, col: u32) -> Token {
        loop {
            let at = self.pos;
            let Some(c) = self.byte(at) else {
                return self.error_at(at, "expected '\"' in string literal", start, line, col);
            };
            self.pos += 1;
            match c {
                b'"' => return self.make(TokenKind::String, start, line, col),
                b'\n' | 0x0b | 0x0c => {
                    return self.error_at(at, "expected '\"' in string literal", start, line, col);
                }
                b'\\' => {
                    let n = self.peek(self.pos);
                    if matches!(n, b'"' | b'\\' | b'n' | b't') {
                        self.pos += 1;
                    } else if n.is_ascii_hexdigit() && self.peek(self.pos + 1).is_ascii_hexdigit() {
                        self.pos += 2;
                    } else {
                        return self.error_at(
                            at,
                            "unknown escape in string literal",
                            start,
                            line,
                            col,
                        );
                    }
                }
                _ => {}
            }
        }
    }
}

/// Classifies a bare identifier: integer type, keyword or plain identifier.
pub fn classify_identifier(text: &[u8]) -> TokenKind {
    let all_digits = |s: &[u8]| !s.is_empty() && s.iter().all(|c| c.is_ascii_digit());
    if (text.len() > 1 && text[0] == b'i' && all_digits(&text[1..]))
        || (text.len() > 2
            && text[1] == b'i'
            && (text[0] == b's' || text[0] == b'u')
            && all_digits(&text[2..]))
    {
        return TokenKind::IntType;
    }
    use Keyword::*;
    let kw = match text {
        b"affine_map" => AffineMap,
        b"affine_set" => AffineSet,
        b"array" => Array,
        b"attributes" => Attributes,
        b"ceildiv" => Ceildiv,
        b"complex" => Complex,
        b"dense" => Dense,
        b"dense_resource" => DenseResource,
        b"distinct" => Distinct,
        b"false" => False,
        b"floordiv" => Floordiv,
        b"for" => For,
        b"func" => Func,
        b"index" => Index,
        b"loc" => Loc,
        b"max" => Max,
        b"memref" => Memref,
        b"min" => Min,
        b"mod" => Mod,
        b"none" => None,
        b"offset" => Offset,
        b"size" => Size,
        b"sparse" => Sparse,
        b"step" => Step,
        b"strided" => Strided,
        b"symbol" => Symbol,
        b"tensor" => Tensor,
        b"to" => To,
        b"true" => True,
        b"tuple" => Tuple,
        b"type" => Type,
        b"unit" => Unit,
        b"vector" => Vector,
        _ => {
            // Float type names are `f<digit>...`, `bf16` and `tf32`.
            let maybe_float = match text {
                [b'f', d, ..] => d.is_ascii_digit(),
                [b'b' | b't', b'f', ..] => true,
                _ => false,
            };
            if maybe_float
                && crate::support::apfloat::FloatSemantics::from_mlir_name(
                    std::str::from_utf8(text).unwrap_or(""),
                )
                .is_some()
            {
                FloatType
            } else {
                return TokenKind::BareIdentifier;
            }
        }
    };
    TokenKind::Keyword(kw)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<TokenKind> {
        let mut l = Lexer::from_slice(src.as_bytes(), 1, 1);
        let mut out = Vec::new();
        loop {
            let t = l.lex();
            out.push(t.kind);
            if matches!(t.kind, TokenKind::Eof | TokenKind::Error) {
                return out;
            }
        }
    }

    #[test]
    fn lexes_mlir_tokens() {
        use TokenKind::*;
        assert_eq!(
            kinds("%0:2 = \"a.b\"(%x#1) {k = 1.5e3} : (i32) -> si8 // c\n^bb0 @s @\"q\" #m !t {-# #-} ..."),
            vec![
                PercentIdentifier, Colon, Integer, Equal, String, LParen, PercentIdentifier, HashIdentifier, RParen,
                LBrace, BareIdentifier, Equal, FloatLiteral, RBrace, Colon, LParen, IntType, RParen, Arrow, IntType,
                CaretIdentifier, AtIdentifier, AtIdentifier, HashIdentifier, ExclamationIdentifier,
                FileMetadataBegin, FileMetadataEnd, Ellipsis, Eof
            ]
        );
        assert_eq!(kinds("0xi32"), vec![Integer, BareIdentifier, Eof]);
        assert_eq!(kinds("4x8xf32"), vec![Integer, BareIdentifier, Eof]);
        assert_eq!(
            kinds("f32 f8E4M3FN"),
            vec![
                Keyword(super::Keyword::FloatType),
                Keyword(super::Keyword::FloatType),
                Eof
            ]
        );
    }

    #[test]
    fn positions_and_errors() {
        let mut l = Lexer::from_slice(b"a\n  \"x\\q\"", 1, 1);
        let a = l.lex();
        assert_eq!((a.line, a.col), (1, 1));
        let e = l.lex();
        assert_eq!(e.kind, TokenKind::Error);
        let err = l.error.clone().unwrap();
        assert_eq!(
            (err.message, err.line, err.col),
            ("unknown escape in string literal", 2, 5)
        );
    }

    /// The slice fast path and the general path (which a streaming lexer
    /// always takes) agree token by token, on every kind of token and
    /// on the cases the fast path hands over (hex, floats, `#-}`, strings,
    /// shapes like `4x8xf32`, comments ending in `\r`, errors).
    #[test]
    fn fast_path_matches_general_path() {
        let src = "// c\r\n%0:2 = \"a.b\"(%x#1, %12, %$a) {k = 1.5e3, h = 0x1F, z = 0, q = -3} : (i32) -> si8 // c\n\
                   ^bb0 @s @\"q\" @_u #m #-x !t {-# #-} ... vector<4x8xf32> 0x 08x -> - -x\t\n\
                   memref<?x?xf32, strided<[?, 1], offset: ?>> affine_map<(d0)[s0] -> (d0 * 2 + s0)>\n\
                   f8E4M3FN bf16 tf32 index i1 ui64 loc(\"f\":1:2) [1, 2] | * / ? ]\n\
                   @ %% # 1.";
        for chunk in [1, 2, 3, 7, 64] {
            let mut a = Lexer::from_slice(src.as_bytes(), 1, 1);
            let mut b = Lexer::from_reader_with_chunk(
                Box::new(std::io::Cursor::new(src.as_bytes().to_vec())),
                chunk,
            );
            let mut n = 0;
            loop {
                let (x, y) = (a.lex(), b.lex());
                assert_eq!(
                    (x.kind, x.start, x.end, x.line, x.col),
                    (y.kind, y.start, y.end, y.line, y.col),
                    "token {n}, chunk {chunk}"
                );
                assert_eq!(a.text(&x), b.text(&y));
                if x.kind == TokenKind::Error {
                    let (ea, eb) = (a.error.clone().unwrap(), b.error.clone().unwrap());
                    assert_eq!((ea.message, ea.line, ea.col), (eb.message, eb.line, eb.col));
                    // resume after the offending byte, as a parser would not
                    a.reset_to(x.end.max(x.start + 1));
                    b.reset_to(y.end.max(y.start + 1));
                }
                if x.kind == TokenKind::Eof {
                    break;
                }
                n += 1;
            }
            assert!(n > 100, "{n} tokens");
        }
    }

    #[test]
    fn streaming_matches_slice() {
        let src: String = (0..50000)
            .map(|i| format!("%v{i} = \"t.op\"() : () -> i32\n"))
            .collect();
        let mut a = Lexer::from_slice(src.as_bytes(), 1, 1);
        let mut b = Lexer::from_reader(Box::new(std::io::Cursor::new(src.clone().into_bytes())));
        loop {
            let (x, y) = (a.lex(), b.lex());
            assert_eq!(
                (x.kind, x.start, x.end, x.line, x.col),
                (y.kind, y.start, y.end, y.line, y.col)
            );
            assert_eq!(a.text(&x), b.text(&y));
            b.set_keep_from(y.start);
            if x.kind == TokenKind::Eof {
                break;
            }
        }
    }
}
