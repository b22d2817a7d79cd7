//! Chapter 1: the Toy lexer. Tokens carry their `line:col` (1-based), which
//! becomes the MLIR location of what they spell.

/// A position in a Toy source file.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Location {
    pub line: u32,
    pub col: u32,
}

/// A Toy token.
#[derive(Clone, Debug, PartialEq)]
pub enum Token {
    Def,
    Var,
    Return,
    Ident(String),
    Number(f64),
    /// Any other single character (`(`, `;`, `+`, `<`, ...).
    Punct(char),
    Eof,
}

/// Splits Toy source into tokens; `#` starts a comment to the end of line.
pub struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
    line: u32,
    col: u32,
}

impl<'a> Lexer<'a> {
    pub fn new(src: &'a str) -> Lexer<'a> {
        Lexer {
            src: src.as_bytes(),
            pos: 0,
            line: 1,
            col: 1,
        }
    }

    fn bump(&mut self) -> u8 {
        let c = self.src[self.pos];
        self.pos += 1;
        if c == b'\n' {
            self.line += 1;
            self.col = 1;
        } else {
            self.col += 1;
        }
        c
    }

    fn peek(&self) -> Option<u8> {
        self.src.get(self.pos).copied()
    }

    /// The next token and where it starts.
    pub fn next_token(&mut self) -> Result<(Token, Location), crate::ToyError> {
        loop {
            match self.peek() {
                Some(c) if c.is_ascii_whitespace() => {
                    self.bump();
                }
                Some(b'#') => {
                    while self.peek().is_some_and(|c| c != b'\n') {
                        self.bump();
                    }
                }
                _ => break,
            }
        }
        let loc = Location {
            line: self.line,
            col: self.col,
        };
        let Some(c) = self.peek() else {
            return Ok((Token::Eof, loc));
        };
        if c.is_ascii_alphabetic() {
            let start = self.pos;
            while self
                .peek()
                .is_some_and(|c| c.is_ascii_alphanumeric() || c == b'_')
            {
                self.bump();
            }
            let word = std::str::from_utf8(&self.src[start..self.pos]).unwrap_or_default();
            let tok = match word {
                "def" => Token::Def,
                "var" => Token::Var,
                "return" => Token::Return,
                _ => Token::Ident(word.to_string()),
            };
            return Ok((tok, loc));
        }
        if c.is_ascii_digit() || c == b'.' {
            let start = self.pos;
            while self.peek().is_some_and(|c| c.is_ascii_digit() || c == b'.') {
                self.bump();
            }
            let text = std::str::from_utf8(&self.src[start..self.pos]).unwrap_or_default();
            return match text.parse::<f64>() {
                Ok(v) => Ok((Token::Number(v), loc)),
                Err(_) => Err(crate::ToyError::Syntax {
                    loc,
                    msg: format!("invalid number '{text}'"),
                }),
            };
        }
        self.bump();
        if !c.is_ascii() {
            return Err(crate::ToyError::Syntax {
                loc,
                msg: "unexpected non-ASCII character".to_string(),
            });
        }
        Ok((Token::Punct(c as char), loc))
    }
}
