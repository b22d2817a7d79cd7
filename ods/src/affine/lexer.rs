//! A lexer producing exactly the tokens MLIR's `Lexer` produces, restricted
//! to what the affine parser needs to distinguish. Offsets are byte offsets
//! into the input slice; the end of the slice is end-of-file.

/// Token kinds. Keywords that matter to the affine grammar get their own
/// kinds; every other keyword, integer type (`i32`) and bare identifier is
/// `BareIdent` (the affine parser treats them all as identifiers).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Tok {
    Eof,
    /// A lexer error was reported for this token.
    Error,
    BareIdent,
    KwFloorDiv,
    KwCeilDiv,
    KwMod,
    KwSymbol,
    Integer,
    FloatLiteral,
    String,
    PercentIdent,
    HashIdent,
    CaretIdent,
    ExclamationIdent,
    AtIdent,
    LParen,
    RParen,
    LSquare,
    RSquare,
    LBrace,
    RBrace,
    Less,
    Greater,
    Equal,
    Comma,
    Colon,
    Plus,
    Minus,
    Star,
    Arrow,
    Question,
    Slash,
    VerticalBar,
    Ellipsis,
    FileMetadataBegin,
    FileMetadataEnd,
}

#[derive(Clone, Copy, Debug)]
pub(super) struct Token {
    pub kind: Tok,
    pub start: usize,
    pub end: usize,
}

pub(super) struct Lexer<'a> {
    buf: &'a [u8],
    pos: usize,
    /// Location and message of the lexer error behind the last `Error`
    /// token.
    pub error: Option<(usize, &'static str)>,
}

fn is_alpha(c: u8) -> bool {
    c.is_ascii_alphabetic()
}

fn is_digit(c: u8) -> bool {
    c.is_ascii_digit()
}

fn is_punct(c: u8) -> bool {
    matches!(c, b'$' | b'.' | b'_' | b'-')
}

impl<'a> Lexer<'a> {
    /// Lexes `buf`; its end is end-of-file.
    pub fn new(buf: &'a [u8]) -> Self {
        Lexer {
            buf,
            pos: 0,
            error: None,
        }
    }

    /// The whole input.
    pub fn buffer(&self) -> &'a [u8] {
        self.buf
    }

    /// Byte at `i`, with 0 past the end (MLIR buffers are NUL-terminated).
    fn at(&self, i: usize) -> u8 {
        self.buf.get(i).copied().unwrap_or(0)
    }

    fn form(&self, kind: Tok, start: usize) -> Token {
        Token {
            kind,
            start,
            end: self.pos,
        }
    }

    fn err(&mut self, loc: usize, start: usize, msg: &'static str) -> Token {
        self.error = Some((loc, msg));
        Token {
            kind: Tok::Error,
            start,
            end: self.pos,
        }
    }

    /// The next token (`Error` after recording a lexer error).
    pub fn lex(&mut self) -> Token {
        loop {
            let start = self.pos;
            if start >= self.buf.len() {
                return Token {
                    kind: Tok::Eof,
                    start: self.buf.len(),
                    end: self.buf.len(),
                };
            }
            let c = self.buf[start];
            self.pos += 1;
            match c {
                b' ' | b'\t' | b'\n' | b'\r' => continue,
                // A NUL inside the buffer is skipped like whitespace.
                0 => continue,
                b'_' => return self.lex_bare_identifier(start),
                b':' => return self.form(Tok::Colon, start),
                b',' => return self.form(Tok::Comma, start),
                b'.' => return self.lex_ellipsis(start),
                b'(' => return self.form(Tok::LParen, start),
                b')' => return self.form(Tok::RParen, start),
                b'{' => {
                    if self.at(self.pos) == b'-' && self.at(self.pos + 1) == b'#' {
                        self.pos += 2;
                        return self.form(Tok::FileMetadataBegin, start);
                    }
                    return self.form(Tok::LBrace, start);
                }
                b'}' => return self.form(Tok::RBrace, start),
                b'[' => return self.form(Tok::LSquare, start),
                b']' => return self.form(Tok::RSquare, start),
                b'<' => return self.form(Tok::Less, start),
                b'>' => return self.form(Tok::Greater, start),
                b'=' => return self.form(Tok::Equal, start),
                b'+' => return self.form(Tok::Plus, start),
                b'*' => return self.form(Tok::Star, start),
                b'-' => {
                    if self.at(self.pos) == b'>' {
                        self.pos += 1;
                        return self.form(Tok::Arrow, start);
                    }
                    return self.form(Tok::Minus, start);
                }
                b'?' => return self.form(Tok::Question, start),
                b'|' => return self.form(Tok::VerticalBar, start),
                b'/' => {
                    if self.at(self.pos) == b'/' {
                        self.skip_comment();
                        continue;
                    }
                    // MLIR 22 lexes a lone '/' as a punctuation token.
                    return self.form(Tok::Slash, start);
                }
                b'@' => return self.lex_at_identifier(start),
                b'#' => {
                    if self.at(self.pos) == b'-' && self.at(self.pos + 1) == b'}' {
                        self.pos += 2;
                        return self.form(Tok::FileMetadataEnd, start);
                    }
                    return self.lex_prefixed_identifier(start);
                }
                b'!' | b'^' | b'%' => return self.lex_prefixed_identifier(start),
                b'"' => return self.lex_string(start),
                b'0'..=b'9' => return self.lex_number(start),
                _ => {
                    if is_alpha(c) {
                        return self.lex_bare_identifier(start);
                    }
                    return self.err(start, start, "unexpected character");
                }
            }
        }
    }

    fn skip_comment(&mut self) {
        // Skip the second '/'.
        self.pos += 1;
        while self.pos < self.buf.len() {
            let c = self.buf[self.pos];
            self.pos += 1;
            if c == b'\n' || c == b'\r' {
                return;
            }
        }
    }

    fn lex_ellipsis(&mut self, start: usize) -> Token {
        if self.pos >= self.buf.len() || self.at(self.pos) != b'.' || self.at(self.pos + 1) != b'.'
        {
            let loc = self.pos;
            return self.err(
                loc,
                start,
                "expected three consecutive dots for an ellipsis",
            );
        }
        self.pos += 2;
        self.form(Tok::Ellipsis, start)
    }

    fn lex_bare_identifier(&mut self, start: usize) -> Token {
        while {
            let c = self.at(self.pos);
            is_alpha(c) || is_digit(c) || c == b'_' || c == b'$' || c == b'.'
        } {
            self.pos += 1;
        }
        let kind = match &self.buf[start..self.pos] {
            b"floordiv" => Tok::KwFloorDiv,
            b"ceildiv" => Tok::KwCeilDiv,
            b"mod" => Tok::KwMod,
            b"symbol" => Tok::KwSymbol,
            _ => Tok::BareIdent,
        };
        self.form(kind, start)
    }

    fn lex_at_identifier(&mut self, start: usize) -> Token {
        let c = self.at(self.pos);
        self.pos += 1;
        if c == b'"' {
            let t = self.lex_string(self.pos);
            if t.kind == Tok::Error {
                return Token {
                    kind: Tok::Error,
                    start,
                    end: self.pos,
                };
            }
            return self.form(Tok::AtIdent, start);
        }
        if !is_alpha(c) && c != b'_' {
            let loc = self.pos - 1;
            return self.err(
                loc,
                start,
                "@ identifier expected to start with letter or '_'",
            );
        }
        while {
            let c = self.at(self.pos);
            is_alpha(c) || is_digit(c) || c == b'_' || c == b'$' || c == b'.'
        } {
            self.pos += 1;
        }
        self.form(Tok::AtIdent, start)
    }

    fn lex_prefixed_identifier(&mut self, start: usize) -> Token {
        let (kind, msg) = match self.buf[start] {
            b'#' => (Tok::HashIdent, "invalid attribute name"),
            b'%' => (Tok::PercentIdent, "invalid SSA name"),
            b'^' => (Tok::CaretIdent, "invalid block name"),
            _ => (Tok::ExclamationIdent, "invalid type identifier"),
        };
        let c = self.at(self.pos);
        if is_digit(c) {
            while is_digit(self.at(self.pos)) {
                self.pos += 1;
            }
        } else if is_alpha(c) || is_punct(c) {
            loop {
                self.pos += 1;
                let c = self.at(self.pos);
                if !(is_alpha(c) || is_digit(c) || is_punct(c)) {
                    break;
                }
            }
        } else {
            let loc = self.pos - 1;
            return self.err(loc, start, msg);
        }
        self.form(kind, start)
    }

    fn lex_string(&mut self, start: usize) -> Token {
        loop {
            if self.pos >= self.buf.len() {
                // End of file inside the string.
                let loc = self.buf.len();
                self.pos = loc;
                return self.err(loc, start, "expected '\"' in string literal");
            }
            let c = self.buf[self.pos];
            self.pos += 1;
            match c {
                b'"' => return self.form(Tok::String, start),
                b'\n' | 0x0b | 0x0c => {
                    let loc = self.pos - 1;
                    return self.err(loc, start, "expected '\"' in string literal");
                }
                b'\\' => {
                    let n = self.at(self.pos);
                    if n == b'"' || n == b'\\' || n == b'n' || n == b't' {
                        self.pos += 1;
                    } else if n.is_ascii_hexdigit() && self.at(self.pos + 1).is_ascii_hexdigit() {
                        self.pos += 2;
                    } else {
                        let loc = self.pos - 1;
                        return self.err(loc, start, "unknown escape in string literal");
                    }
                }
                _ => {}
            }
        }
    }

    fn lex_number(&mut self, start: usize) -> Token {
        if self.buf[start] == b'0' && self.at(self.pos) == b'x' {
            // `0xi32` is the literal 0 followed by the identifier `xi32`.
            if !self.at(self.pos + 1).is_ascii_hexdigit() {
                return self.form(Tok::Integer, start);
            }
            self.pos += 2;
            while self.at(self.pos).is_ascii_hexdigit() {
                self.pos += 1;
            }
            return self.form(Tok::Integer, start);
        }
        while is_digit(self.at(self.pos)) {
            self.pos += 1;
        }
        if self.at(self.pos) != b'.' {
            return self.form(Tok::Integer, start);
        }
        self.pos += 1;
        while is_digit(self.at(self.pos)) {
            self.pos += 1;
        }
        let c = self.at(self.pos);
        if c == b'e' || c == b'E' {
            let c1 = self.at(self.pos + 1);
            if is_digit(c1) || ((c1 == b'-' || c1 == b'+') && is_digit(self.at(self.pos + 2))) {
                self.pos += 2;
                while is_digit(self.at(self.pos)) {
                    self.pos += 1;
                }
            }
        }
        self.form(Tok::FloatLiteral, start)
    }
}

/// MLIR `Token::getUInt64IntegerValue`: decimal, or hexadecimal with `0x`.
pub(super) fn parse_u64_literal(spelling: &[u8]) -> Option<u64> {
    let (digits, radix) = if spelling.len() > 1 && spelling[1] == b'x' {
        (&spelling[2..], 16)
    } else {
        (spelling, 10)
    };
    if digits.is_empty() {
        return None;
    }
    let mut v: u64 = 0;
    for &c in digits {
        let d = (c as char).to_digit(radix)? as u64;
        v = v.checked_mul(radix as u64)?.checked_add(d)?;
    }
    Some(v)
}
