//! The textual pass pipeline syntax:
//!
//! ```text
//! pipeline ::= anchor `(` elements? `)`
//! elements ::= element (`,` element)*
//! element  ::= anchor `(` elements? `)` | pass-name (`{` options `}`)?
//! ```

use super::{registered_pass, OpPassManager, PassEntry, PassOptions};

/// Parses `anchor(...)` into a pass manager anchored on `anchor`.
pub fn parse_pass_pipeline(text: &str) -> Result<OpPassManager, String> {
    let mut p = Parser {
        s: text.as_bytes(),
        text,
        i: 0,
    };
    p.skip_ws();
    let name = p.ident();
    p.skip_ws();
    if name.is_empty() || !p.eat(b'(') {
        return Err(
            "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'"
                .to_string(),
        );
    }
    let pm = p.nested(name)?;
    p.skip_ws();
    if p.i != p.s.len() {
        return Err(format!(
            "unexpected trailing text '{}' in pass pipeline",
            &text[p.i..]
        ));
    }
    Ok(pm)
}

struct Parser<'a> {
    s: &'a [u8],
    text: &'a str,
    i: usize,
}

impl Parser<'_> {
    fn skip_ws(&mut self) {
        while self.i < self.s.len() && self.s[self.i].is_ascii_whitespace() {
            self.i += 1;
        }
    }

    fn eat(&mut self, c: u8) -> bool {
        if self.s.get(self.i) == Some(&c) {
            self.i += 1;
            true
        } else {
            false
        }
    }

    fn ident(&mut self) -> String {
        let start = self.i;
        while self.i < self.s.len()
            && (self.s[self.i].is_ascii_alphanumeric() || b"._-$".contains(&self.s[self.i]))
        {
            self.i += 1;
        }
        self.text[start..self.i].to_string()
    }

    /// After `anchor(`: elements up to the matching `)`.
    fn nested(&mut self, anchor: String) -> Result<OpPassManager, String> {
        let mut pm = OpPassManager::new((anchor != "any").then_some(anchor));
        self.skip_ws();
        if self.eat(b')') {
            return Ok(pm);
        }
        loop {
            self.skip_ws();
            let name = self.ident();
            if name.is_empty() {
                return Err("expected pass pipeline element name".to_string());
            }
            self.skip_ws();
            if self.eat(b'(') {
                pm.passes.push(PassEntry::Nested(self.nested(name)?));
            } else {
                let mut opts = PassOptions::default();
                if self.eat(b'{') {
                    let start = self.i;
                    let mut depth = 1;
                    while self.i < self.s.len() {
                        match self.s[self.i] {
                            b'{' => depth += 1,
                            b'}' => {
                                depth -= 1;
                                if depth == 0 {
                                    break;
                                }
                            }
                            _ => {}
                        }
                        self.i += 1;
                    }
                    if depth != 0 {
                        return Err("unbalanced '{' in pass options".to_string());
                    }
                    opts = PassOptions::parse(&self.text[start..self.i])?;
                    self.i += 1;
                }
                let ctor = registered_pass(&name).ok_or_else(|| {
                    format!("'{name}' does not refer to a registered pass or pass pipeline")
                })?;
                pm.passes.push(PassEntry::Pass(ctor(&opts)?));
            }
            self.skip_ws();
            if self.eat(b',') {
                continue;
            }
            if self.eat(b')') {
                return Ok(pm);
            }
            return Err("expected ',' or ')' in pass pipeline".to_string());
        }
    }
}
