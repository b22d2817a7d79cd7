//! Recursive-descent parser for MLIR's textual IR (generic form, builtin types
//! and attributes, locations, aliases, resources), with MLIR's diagnostics.

mod attributes;
pub mod dense;
mod locations;
mod memo;
pub(crate) mod ops;
mod toplevel;
mod types;

pub use ops::OperationParser;
pub use toplevel::{
    parse_source, parse_stream, parse_stream_with_window, ParseOptions, ParsedModule,
};
pub(crate) use types::TypeList;

use super::lexer::{Keyword, LexError, Lexer, Token, TokenKind};
use crate::diag::Diagnostic;
use crate::ir::{Attribute, Context, Location, Type};
use crate::support::interner::StrId;
use hashbrown::HashMap;

/// A parse failed; the diagnostic is kept in the parser (like MLIR's
/// `ParseResult`, which is just success or failure).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ParseFailure;

impl std::fmt::Display for ParseFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("parse failed (see the parser's diagnostic)")
    }
}

impl std::error::Error for ParseFailure {}

/// Parse result: the error diagnostic is kept in the parser.
pub type PResult<T> = Result<T, ParseFailure>;

/// Maximum nesting of regions/attributes/types, to bound stack usage.
pub const MAX_NESTING: u32 = 512;

/// Symbol tables shared by one parse (aliases, distinct ids, resources).
#[derive(Default)]
pub struct SymbolState {
    pub(crate) attr_aliases: HashMap<Vec<u8>, Attribute>,
    pub(crate) type_aliases: HashMap<Vec<u8>, Type>,
    pub(crate) distinct: HashMap<u64, Attribute>,
}

/// The parser state shared by all parsing components.
pub struct Parser<'a, 'c> {
    pub(crate) ctx: &'c mut Context,
    pub(crate) lex: Lexer<'a>,
    pub(crate) tok: Token,
    /// End offset of the previously consumed token.
    pub(crate) prev_end: u64,
    pub(crate) prev_line: u32,
    pub(crate) prev_end_col: u32,
    /// Buffer identifier used in locations.
    pub(crate) file: StrId,
    pub(crate) symbols: SymbolState,
    /// The first error (parsing stops at the first error, like MLIR).
    pub(crate) error: Option<Diagnostic>,
    /// Further errors MLIR reports together with the first one.
    pub(crate) extra_errors: Vec<Diagnostic>,
    pub(crate) depth: u32,
    /// Whole source, when available, for the "wrong token" back-off heuristic.
    pub(crate) full_source: Option<&'a [u8]>,
    /// Absolute offset of `full_source[0]` relative to the lexer's offsets.
    pub(crate) source_base: u64,
    /// Line and column of the first byte of the input.
    pub(crate) first_line: u32,
    pub(crate) first_col: u32,
    /// Spellings of types and dictionaries parsed so far.
    pub(crate) memo: memo::ParseMemo,
}

impl<'a, 'c> Parser<'a, 'c> {
    /// A parser over `lex`, naming locations after `file`.
    pub fn new(
        ctx: &'c mut Context,
        mut lex: Lexer<'a>,
        file: &[u8],
        full_source: Option<&'a [u8]>,
        first_line: u32,
        first_col: u32,
    ) -> Self {
        let tok = lex.lex();
        let file = ctx.intern(file);
        let mut p = Parser {
            ctx,
            lex,
            tok,
            prev_end: 0,
            prev_line: 1,
            prev_end_col: 1,
            file,
            symbols: SymbolState::default(),
            error: None,
            extra_errors: Vec::new(),
            depth: 0,
            full_source,
            source_base: 0,
            first_line,
            first_col,
            memo: Default::default(),
        };
        p.check_lex_error();
        p
    }

    fn check_lex_error(&mut self) {
        if self.tok.kind == TokenKind::Error {
            if let Some(LexError {
                message, line, col, ..
            }) = self.lex.error.take()
            {
                if self.error.is_none() {
                    let loc = self.ctx.file_line_col_loc(self.file, line, col);
                    self.error = Some(Diagnostic::error(loc, message));
                }
            }
        }
    }

    // ----------------------------------------------------------------- tokens

    /// Advances to the next token.
    #[inline]
    pub(crate) fn consume(&mut self) {
        self.prev_end = self.tok.end;
        self.prev_line = self.tok.line;
        self.prev_end_col = self.tok.col + (self.tok.end - self.tok.start) as u32;
        self.lex.set_keep_from(self.tok.start);
        self.tok = self.lex.lex();
        if self.tok.kind == TokenKind::Error {
            self.check_lex_error();
        }
    }

    /// Consumes the current token if it has kind `k`.
    #[inline]
    pub(crate) fn consume_if(&mut self, k: TokenKind) -> bool {
        if self.tok.kind == k {
            self.consume();
            true
        } else {
            false
        }
    }

    /// Text of the current token.
    #[inline]
    pub(crate) fn tok_text(&self) -> &[u8] {
        self.lex.text(&self.tok)
    }

    /// True if the current token is `kind`.
    #[inline]
    pub(crate) fn at(&self, k: TokenKind) -> bool {
        self.tok.kind == k
    }

    /// True if the current token is the keyword `kw`.
    #[inline]
    pub(crate) fn at_kw(&self, kw: Keyword) -> bool {
        self.tok.kind == TokenKind::Keyword(kw)
    }

    /// Re-lexes starting at absolute offset `offset` on the current line.
    pub(crate) fn reset_token(&mut self, offset: u64) {
        let delta = offset - self.tok.start;
        let (line, col) = (self.tok.line, self.tok.col + delta as u32);
        self.lex.reset_to(offset);
        self.tok = self.lex.lex();
        // The lexer's line tracking is correct because `offset` is on the
        // current line; columns are recomputed from the line start.
        let _ = (line, col);
        self.check_lex_error();
    }

    /// Parses with `parse`, memoising by spelling (see `memo`): `extent`
    /// finds the spelling at the current token, `table` picks the memo table.
    pub(crate) fn parse_memoized<V: Copy>(
        &mut self,
        extent: fn(&[u8]) -> Option<usize>,
        table: fn(&mut memo::ParseMemo) -> &mut memo::SpellingMemo<V>,
        parse: impl FnOnce(&mut Self) -> PResult<V>,
    ) -> PResult<V> {
        let spelling = {
            let text = self.lex.lookahead_slice(self.tok.start, memo::MAX_SPELLING);
            let text = &text[..text.len().min(memo::MAX_SPELLING)];
            extent(text).map(|n| smallvec::SmallVec::<[u8; 64]>::from_slice(&text[..n]))
        };
        if let Some(text) = &spelling {
            if let Some(v) = table(&mut self.memo).get(text) {
                self.consume_spelling(text.len());
                return Ok(v);
            }
        }
        let start = self.tok.start;
        let v = parse(self)?;
        if let Some(text) = spelling {
            // Stored only if the parse consumed exactly the scanned bytes.
            if self.prev_end == start + text.len() as u64 {
                table(&mut self.memo).insert(&text, v);
            }
        }
        Ok(v)
    }

    /// Consumes a memoised spelling of `len` bytes starting at the current
    /// token (it contains no newline), as if its tokens had been parsed.
    pub(crate) fn consume_spelling(&mut self, len: usize) {
        let end = self.tok.start + len as u64;
        self.prev_end = end;
        self.prev_line = self.tok.line;
        self.prev_end_col = self.tok.col + len as u32;
        self.lex.set_keep_from(self.tok.start);
        self.lex.advance_on_line(end);
        self.tok = self.lex.lex();
        if self.tok.kind == TokenKind::Error {
            self.check_lex_error();
        }
    }

    // ----------------------------------------------------------- diagnostics

    /// A location for a token position.
    pub(crate) fn loc_at(&mut self, line: u32, col: u32) -> Location {
        self.ctx.file_line_col_loc(self.file, line, col)
    }

    /// Records an error at (line, col) unless one is already recorded, or the
    /// current token is a lexer error (already reported).
    pub(crate) fn error_at<T>(
        &mut self,
        line: u32,
        col: u32,
        msg: impl Into<String>,
    ) -> PResult<T> {
        if self.error.is_none() && self.tok.kind != TokenKind::Error {
            let loc = self.loc_at(line, col);
            self.error = Some(Diagnostic::error(loc, msg));
        }
        Err(ParseFailure)
    }

    /// Records an error with a prepared diagnostic.
    pub(crate) fn error_diag<T>(&mut self, d: Diagnostic) -> PResult<T> {
        if self.error.is_none() && self.tok.kind != TokenKind::Error {
            self.error = Some(d);
        }
        Err(ParseFailure)
    }

    /// Error at the current token (moved back one character at EOF).
    pub(crate) fn error_here<T>(&mut self, msg: impl Into<String>) -> PResult<T> {
        let (line, col) = self.eof_adjusted_pos();
        self.error_at(line, col, msg)
    }

    fn eof_adjusted_pos(&self) -> (u32, u32) {
        if self.tok.kind == TokenKind::Eof {
            self.pos_before(self.tok.start)
        } else {
            (self.tok.line, self.tok.col)
        }
    }

    /// Line/column of the byte just before absolute offset `offset`.
    fn pos_before(&self, offset: u64) -> (u32, u32) {
        if offset == 0 {
            return (self.tok.line, self.tok.col);
        }
        if let Some(src) = self.full_source {
            let rel = (offset - 1 - self.source_base) as usize;
            return line_col_in(src, rel, self.source_base, self.first_line, self.first_col);
        }
        if self.tok.col > 1 {
            (self.tok.line, self.tok.col - 1)
        } else {
            (self.prev_line, self.prev_end_col.saturating_sub(1).max(1))
        }
    }

    /// MLIR's `emitWrongTokenError`: if the current token starts a line,
    /// report at the end of the previous non-blank line (skipping `//` comments).
    pub(crate) fn error_wrong_token<T>(&mut self, msg: impl Into<String>) -> PResult<T> {
        let msg = msg.into();
        let Some(src) = self.full_source else {
            return self.error_here(msg);
        };
        let mut cur = (if self.tok.kind == TokenKind::Eof {
            self.tok.start.saturating_sub(1)
        } else {
            self.tok.start
        } - self.source_base) as usize;
        let original = cur;
        let mut start = &src[..cur.min(src.len())];
        loop {
            while let Some(&c) = start.last() {
                if c == b' ' || c == b'\t' {
                    start = &start[..start.len() - 1];
                } else {
                    break;
                }
            }
            let Some(&last) = start.last() else {
                cur = original;
                break;
            };
            if last != b'\n' && last != b'\r' {
                cur = start.len();
                break;
            }
            start = &start[..start.len() - 1];
            let line_begin = start
                .iter()
                .rposition(|&c| c == b'\n' || c == b'\r')
                .unwrap_or(0);
            let prev_line = &start[line_begin..];
            if let Some(cpos) = find_sub(prev_line, b"//") {
                start = &start[..line_begin + cpos];
            }
        }
        let (line, col) = line_col_in(src, cur, self.source_base, self.first_line, self.first_col);
        self.error_at(line, col, msg)
    }

    /// Consumes `k` or reports `msg` with the wrong-token heuristic.
    pub(crate) fn expect(&mut self, k: TokenKind, msg: &str) -> PResult<()> {
        if self.consume_if(k) {
            Ok(())
        } else {
            self.error_wrong_token(msg)
        }
    }

    /// Enters a nested construct, failing beyond `MAX_NESTING`.
    pub(crate) fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return self.error_here(format!("exceeded maximum nesting depth of {MAX_NESTING}"));
        }
        Ok(())
    }

    /// Leaves a nested construct.
    pub(crate) fn leave(&mut self) {
        self.depth -= 1;
    }

    // --------------------------------------------------------------- helpers

    /// Parses `elt (',' elt)*`.
    pub(crate) fn parse_comma_list(
        &mut self,
        mut f: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        f(self)?;
        while self.consume_if(TokenKind::Comma) {
            f(self)?;
        }
        Ok(())
    }

    /// Parses a delimited, possibly empty, comma-separated list.
    pub(crate) fn parse_delimited_list(
        &mut self,
        open: TokenKind,
        close: TokenKind,
        context: &str,
        f: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        // Messages are built only on failure: this runs for every list.
        if !self.consume_if(open) {
            return self.error_wrong_token(format!("expected '{}'{}", open.spelling(), context));
        }
        if self.consume_if(close) {
            return Ok(());
        }
        self.parse_comma_list(f)?;
        if !self.consume_if(close) {
            return self.error_wrong_token(format!("expected '{}'{}", close.spelling(), context));
        }
        Ok(())
    }

    /// `parseCommaSeparatedListUntil`.
    pub(crate) fn parse_list_until(
        &mut self,
        close: TokenKind,
        allow_empty: bool,
        f: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        if self.at(close) {
            if !allow_empty {
                return self.error_wrong_token("expected list element");
            }
            self.consume();
            return Ok(());
        }
        self.parse_comma_list(f)?;
        if !self.consume_if(close) {
            return self.error_wrong_token(format!("expected ',' or '{}'", close.spelling()));
        }
        Ok(())
    }

    /// The unescaped value of the current string token (or `@"..."`).
    pub(crate) fn string_value(&self) -> smallvec::SmallVec<[u8; 32]> {
        let text = self.tok_text();
        let inner = if text.first() == Some(&b'@') {
            &text[2..text.len() - 1]
        } else {
            &text[1..text.len() - 1]
        };
        if !inner.contains(&b'\\') {
            return smallvec::SmallVec::from_slice(inner);
        }
        unescape_string(inner).into()
    }
}

fn find_sub(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

/// 1-based (line, col) of relative offset `rel` in `src`, whose first byte is
/// at (first_line, first_col).
fn line_col_in(src: &[u8], rel: usize, _base: u64, first_line: u32, first_col: u32) -> (u32, u32) {
    let rel = rel.min(src.len());
    let before = &src[..rel];
    let newlines = before.iter().filter(|&&c| c == b'\n').count() as u32;
    match before.iter().rposition(|&c| c == b'\n') {
        Some(p) => (first_line + newlines, (rel - p) as u32),
        None => (first_line, first_col + rel as u32),
    }
}

/// Unescapes the body of an MLIR string literal (`\"`, `\\`, `\n`, `\t`, `\XX`).
pub fn unescape_string(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        i += 1;
        if c != b'\\' || i >= bytes.len() {
            out.push(c);
            continue;
        }
        let c1 = bytes[i];
        i += 1;
        match c1 {
            b'"' | b'\\' => out.push(c1),
            b'n' => out.push(b'\n'),
            b't' => out.push(b'\t'),
            _ => {
                let c2 = bytes.get(i).copied().unwrap_or(b'0');
                i += 1;
                let hv = |c: u8| (c as char).to_digit(16).unwrap_or(0) as u8;
                out.push((hv(c1) << 4) | hv(c2));
            }
        }
    }
    out
}

/// Parses an unsigned decimal or `0x` literal into `u64`.
pub(crate) fn parse_u64_literal(text: &[u8]) -> Option<u64> {
    let s = std::str::from_utf8(text).ok()?;
    if let Some(h) = s.strip_prefix("0x") {
        u64::from_str_radix(h, 16).ok()
    } else {
        s.parse().ok()
    }
}
