//! Attribute parsing (MLIR's `AttributeParser.cpp` and dialect symbols).

use super::{parse_u64_literal, PResult, Parser};
use crate::asm::lexer::{Keyword, TokenKind};
use crate::diag::Diagnostic;
use crate::ir::{AttrKind, Attribute, NamedAttribute, Signedness, Type, TypeKind};
use crate::support::apfloat::{APFloat, FloatSemantics, RoundingMode};
use crate::support::apint::APInt;

/// Builds an integer of `ty`'s width from a literal, applying MLIR's range
/// rules (`buildAttributeAPInt`); `None` means out of range.
pub(crate) fn build_attribute_apint(
    ctx: &crate::ir::Context,
    ty: Type,
    negative: bool,
    spelling: &[u8],
) -> Option<APInt> {
    let lit = APInt::parse_literal(std::str::from_utf8(spelling).ok()?)?;
    let (width, signed_or_index) = match ctx.type_kind(ty) {
        TypeKind::Index => (64, true),
        TypeKind::Integer { width, signedness } => (*width, *signedness == Signedness::Signed),
        TypeKind::Float(s) => (s.bit_width(), false),
        _ => return None,
    };
    // The literal's value must fit in `width` bits.
    if lit.width() > width && lit.leading_zeros() < lit.width() - width {
        return None;
    }
    let mut v = lit.zext_or_trunc(width);
    if width == 0 {
        if negative {
            return None;
        }
    } else if negative {
        v = v.neg();
        if !v.is_sign_bit_set() {
            return None;
        }
    } else if signed_or_index && v.is_sign_bit_set() {
        return None;
    }
    Some(v)
}

impl Parser<'_, '_> {
    /// True if the current token starts an attribute (`parseOptionalAttribute`).
    pub(crate) fn at_attribute_start(&self) -> bool {
        use TokenKind::*;
        matches!(
            self.tok.kind,
            AtIdentifier
                | FloatLiteral
                | Integer
                | HashIdentifier
                | Keyword(self::Keyword::AffineMap)
                | Keyword(self::Keyword::AffineSet)
                | Keyword(self::Keyword::Dense)
                | Keyword(self::Keyword::DenseResource)
                | Keyword(self::Keyword::False)
                | Keyword(self::Keyword::Loc)
                | Keyword(self::Keyword::Sparse)
                | Keyword(self::Keyword::True)
                | Keyword(self::Keyword::Unit)
                | LBrace
                | LSquare
                | Minus
                | String
        )
    }

    /// Parses an attribute; `ty` is the expected type if the context knows it.
    pub fn parse_attribute(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        self.enter()?;
        let r = self.parse_attribute_inner(ty);
        self.leave();
        r
    }

    /// An attribute (usually a `{...}` dictionary, as in `<{properties}>`)
    /// whose spelling is memoised.
    pub(crate) fn parse_dictionary_attr_memoized(&mut self) -> PResult<Attribute> {
        if !self.at(TokenKind::LBrace) {
            return self.parse_attribute(None);
        }
        self.parse_memoized(
            super::memo::dictionary_spelling_len,
            |m| &mut m.attrs,
            |p| p.parse_attribute(None),
        )
    }

    fn parse_attribute_inner(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        use TokenKind::*;
        match self.tok.kind {
            Keyword(self::Keyword::AffineMap) => {
                self.consume();
                self.expect(Less, "expected '<' in affine map")?;
                let map = self.parse_affine_body(false)?;
                Ok(self.ctx.intern_attr(map))
            }
            Keyword(self::Keyword::AffineSet) => {
                self.consume();
                self.expect(Less, "expected '<' in integer set")?;
                let set = self.parse_affine_body(true)?;
                Ok(self.ctx.intern_attr(set))
            }
            LSquare => {
                self.consume();
                let mut elems = Vec::new();
                self.parse_list_until(RSquare, true, |p| {
                    let a = p.parse_attribute(None)?;
                    elems.push(a);
                    Ok(())
                })?;
                Ok(self.ctx.array_attr(&elems))
            }
            Keyword(self::Keyword::False) => {
                self.consume();
                Ok(self.ctx.bool_attr(false))
            }
            Keyword(self::Keyword::True) => {
                self.consume();
                Ok(self.ctx.bool_attr(true))
            }
            Keyword(self::Keyword::Dense) => self.parse_dense_elements_attr(ty),
            Keyword(self::Keyword::DenseResource) => self.parse_dense_resource_attr(ty),
            Keyword(self::Keyword::Array) => self.parse_dense_array_attr(),
            LBrace => {
                let entries = self.parse_attribute_dict()?;
                Ok(self.ctx.dictionary_attr(entries))
            }
            HashIdentifier => self.parse_extended_attr(ty),
            FloatLiteral => self.parse_float_attr(ty, false),
            Integer => self.parse_dec_or_hex_attr(ty, false),
            Minus => {
                self.consume();
                if self.at(Integer) {
                    return self.parse_dec_or_hex_attr(ty, true);
                }
                if self.at(FloatLiteral) {
                    return self.parse_float_attr(ty, true);
                }
                self.error_wrong_token("expected constant integer or floating point value")
            }
            Keyword(self::Keyword::Loc) => {
                self.consume();
                self.expect(LParen, "expected '(' in inline location")?;
                let loc = self.parse_location_instance()?;
                self.expect(RParen, "expected ')' in inline location")?;
                Ok(loc)
            }
            Keyword(self::Keyword::Sparse) => self.parse_sparse_elements_attr(ty),
            Keyword(self::Keyword::Strided) => self.parse_strided_layout_attr(),
            Keyword(self::Keyword::Distinct) => self.parse_distinct_attr(ty),
            String => {
                let value = self.string_value();
                self.consume();
                let mut t = ty;
                if t.is_none() && self.consume_if(Colon) {
                    t = Some(self.parse_type()?);
                }
                let id = self.ctx.intern(&value);
                let t = match t {
                    Some(t) => t,
                    None => self.ctx.none_type(),
                };
                Ok(self.ctx.intern_attr(AttrKind::String { value: id, ty: t }))
            }
            AtIdentifier => {
                let root = self.symbol_reference();
                self.consume();
                let mut nested = Vec::new();
                while self.at(Colon) {
                    let saved = self.lex.save();
                    let colon = self.tok;
                    self.consume();
                    if !self.consume_if(Colon) {
                        // Not `::`: back up so the ':' is the current token again.
                        if !matches!(self.tok.kind, Eof | Error) {
                            self.lex.restore(saved);
                            self.tok = colon;
                        }
                        break;
                    }
                    if !self.at(AtIdentifier) {
                        return self.error_here("expected nested symbol reference identifier");
                    }
                    let n = self.symbol_reference();
                    self.consume();
                    nested.push(n);
                }
                let root = self.ctx.intern(&root);
                let nested: Vec<_> = nested.iter().map(|n| self.ctx.intern(n)).collect();
                Ok(self.ctx.intern_attr(AttrKind::SymbolRef {
                    root,
                    nested: nested.into(),
                }))
            }
            Keyword(self::Keyword::Unit) => {
                self.consume();
                Ok(self.ctx.unit_attr())
            }
            _ => {
                if !self.at_type_start() {
                    return self.error_wrong_token("expected attribute value");
                }
                let t = self.parse_type()?;
                Ok(self.ctx.type_attr(t))
            }
        }
    }

    /// The name of an `@` identifier token.
    pub(crate) fn symbol_reference(&self) -> Vec<u8> {
        let text = self.tok_text();
        if text.get(1) == Some(&b'"') {
            self.string_value().into_vec()
        } else {
            text[1..].to_vec()
        }
    }

    /// `{ (name (= attr)?)* }`
    pub fn parse_attribute_dict(&mut self) -> PResult<Vec<NamedAttribute>> {
        let mut entries: Vec<NamedAttribute> = Vec::new();
        self.parse_delimited_list(
            TokenKind::LBrace,
            TokenKind::RBrace,
            " in attribute dictionary",
            |p| {
                let name = if p.at(TokenKind::String) {
                    p.string_value()
                } else if p.tok.is_keyword_like() {
                    smallvec::SmallVec::from_slice(p.tok_text())
                } else {
                    return p.error_wrong_token("expected attribute name");
                };
                if name.is_empty() {
                    return p.error_here("expected valid attribute name");
                }
                let id = p.ctx.intern(&name);
                if entries.iter().any(|e| e.name == id) {
                    return p.error_here(format!(
                        "duplicate key '{}' in dictionary attribute",
                        String::from_utf8_lossy(&name)
                    ));
                }
                p.consume();
                let value = if p.consume_if(TokenKind::Equal) {
                    p.parse_attribute(None)?
                } else {
                    p.ctx.unit_attr()
                };
                entries.push(NamedAttribute { name: id, value });
                Ok(())
            },
        )?;
        Ok(entries)
    }

    fn parse_float_attr(&mut self, ty: Option<Type>, negative: bool) -> PResult<Attribute> {
        let text = std::str::from_utf8(self.tok_text())
            .unwrap_or("0")
            .to_string();
        let v: f64 = text.parse().unwrap_or(0.0);
        let v = if negative { -v } else { v };
        self.consume();
        let ty = match ty {
            Some(t) => t,
            None => {
                if self.consume_if(TokenKind::Colon) {
                    self.parse_type()?
                } else {
                    self.ctx.float_type(FloatSemantics::F64)
                }
            }
        };
        let Some(sem) = self.ctx.float_semantics(ty) else {
            return self.error_here("floating point value not valid for specified type");
        };
        let (value, _) = APFloat::from_f64(sem, v, RoundingMode::NearestTiesToEven);
        Ok(self.ctx.float_attr(ty, value))
    }

    /// Builds a float from a hexadecimal integer literal (`0x7C00 : f16`).
    pub(crate) fn float_from_integer_literal(
        &mut self,
        text: &[u8],
        line: u32,
        col: u32,
        negative: bool,
        sem: FloatSemantics,
    ) -> PResult<APFloat> {
        let is_hex = text.len() > 1 && text[1] == b'x';
        if !is_hex {
            let loc = self.loc_at(line, col);
            let d = Diagnostic::error(
                loc,
                "unexpected decimal integer literal for a floating point value",
            )
            .with_note(loc, "add a trailing dot to make the literal a float");
            return self.error_diag(d);
        }
        if negative {
            return self.error_at(
                line,
                col,
                "hexadecimal float literal should not have a leading minus",
            );
        }
        let Some(v) = std::str::from_utf8(text)
            .ok()
            .and_then(APInt::parse_literal)
        else {
            return self.error_at(
                line,
                col,
                "hexadecimal float constant out of range for type",
            );
        };
        let width = sem.bit_width();
        if v.width() - v.leading_zeros() > width {
            return self.error_at(
                line,
                col,
                "hexadecimal float constant out of range for type",
            );
        }
        let w = v.words();
        let v = w[0] as u128 | ((w.get(1).copied().unwrap_or(0) as u128) << 64);
        Ok(APFloat::from_bits(sem, v))
    }

    fn parse_dec_or_hex_attr(&mut self, ty: Option<Type>, negative: bool) -> PResult<Attribute> {
        let (line, col) = (self.tok.line, self.tok.col);
        let spelling = smallvec::SmallVec::<[u8; 24]>::from_slice(self.tok_text());
        self.consume();
        let ty = match ty {
            Some(t) => t,
            None => {
                if self.consume_if(TokenKind::Colon) {
                    self.parse_type()?
                } else {
                    self.ctx.int_type(64)
                }
            }
        };
        if let Some(sem) = self.ctx.float_semantics(ty) {
            let v = self.float_from_integer_literal(&spelling, line, col, negative, sem)?;
            return Ok(self.ctx.float_attr(ty, v));
        }
        let unsigned = match self.ctx.type_kind(ty) {
            TypeKind::Integer { signedness, .. } => *signedness == Signedness::Unsigned,
            TypeKind::Index => false,
            _ => return self.error_at(line, col, "integer literal not valid for specified type"),
        };
        if negative && unsigned {
            return self.error_at(
                line,
                col,
                "negative integer literal not valid for unsigned integer type",
            );
        }
        match build_attribute_apint(self.ctx, ty, negative, &spelling) {
            Some(v) => Ok(self.ctx.integer_attr(ty, v)),
            None => self.error_at(line, col, "integer constant out of range for attribute"),
        }
    }

    fn parse_strided_layout_attr(&mut self) -> PResult<Attribute> {
        // MLIR 22 accepts any static stride, zero included.
        self.consume();
        self.expect(TokenKind::Less, "expected '<' after 'strided'")?;
        self.expect(TokenKind::LSquare, "expected '['")?;
        let mut strides = Vec::new();
        if !self.at(TokenKind::RSquare) {
            loop {
                let s = self.parse_stride_or_offset()?;
                strides.push(s);
                if !self.consume_if(TokenKind::Comma) {
                    break;
                }
            }
        }
        self.expect(TokenKind::RSquare, "expected ']'")?;
        let mut offset = 0;
        if !self.consume_if(TokenKind::Greater) {
            self.expect(TokenKind::Comma, "expected ','")?;
            self.expect(
                TokenKind::Keyword(Keyword::Offset),
                "expected 'offset' after comma",
            )?;
            self.expect(TokenKind::Colon, "expected ':' after 'offset'")?;
            offset = self.parse_stride_or_offset()?;
            self.expect(TokenKind::Greater, "expected '>'")?;
        }
        Ok(self.ctx.intern_attr(AttrKind::Strided {
            offset,
            strides: strides.into(),
        }))
    }

    fn parse_stride_or_offset(&mut self) -> PResult<i64> {
        if self.consume_if(TokenKind::Question) {
            return Ok(crate::ir::DYNAMIC);
        }
        let (l, c) = (self.tok.line, self.tok.col);
        let negative = self.consume_if(TokenKind::Minus);
        if self.at(TokenKind::Integer) {
            if let Some(v) = parse_u64_literal(self.tok_text()) {
                if v <= i64::MAX as u64 {
                    self.consume();
                    return Ok(if negative { -(v as i64) } else { v as i64 });
                }
            }
        }
        self.error_at(l, c, "expected a 64-bit signed integer or '?'")
    }

    fn parse_distinct_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let (l, c) = (self.tok.line, self.tok.col);
        self.consume();
        self.expect(TokenKind::LSquare, "expected '[' after 'distinct'")?;
        if !self.at(TokenKind::Integer) {
            return self.error_wrong_token("expected distinct ID");
        }
        let id = parse_u64_literal(self.tok_text());
        self.consume();
        let Some(id) = id else {
            return self.error_here("expected an unsigned 64-bit integer");
        };
        self.expect(TokenKind::RSquare, "expected ']' to close distinct ID")?;
        self.expect(TokenKind::Less, "expected '<' after distinct ID")?;
        let referenced = if self.consume_if(TokenKind::Greater) {
            self.ctx.unit_attr()
        } else {
            let Ok(a) = self.parse_attribute(ty) else {
                return self.error_here("expected attribute");
            };
            self.expect(
                TokenKind::Greater,
                "expected '>' to close distinct attribute",
            )?;
            a
        };
        if let Some(&existing) = self.symbols.distinct.get(&id) {
            let AttrKind::Distinct { referenced: prev } = *self.ctx.attr_kind(existing) else {
                unreachable!()
            };
            if prev != referenced {
                let text = crate::asm::print_attribute_local(self.ctx, prev);
                return self.error_at(
                    l,
                    c,
                    format!("referenced attribute does not match previous definition: {text}"),
                );
            }
            return Ok(existing);
        }
        let a = self.ctx.distinct_attr(referenced);
        self.symbols.distinct.insert(id, a);
        Ok(a)
    }

    /// `#alias`, `#dialect.pretty<...>`, `#dialect<...>` (plus `: type`).
    pub(crate) fn parse_extended_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        // A registered dialect re-lexes the symbol's body: keep it buffered.
        let pin = self.lex.pin(self.tok.start);
        let r = self.parse_extended_attr_pinned(ty);
        self.lex.unpin(pin);
        r
    }

    fn parse_extended_attr_pinned(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let sym = self.parse_extended_symbol(true)?;
        let attr = match sym {
            ExtendedSymbol::AttrAlias(a) => a,
            ExtendedSymbol::TypeAlias(_) => unreachable!(),
            ExtendedSymbol::Dialect {
                dialect,
                data,
                line,
                col,
                namespace_loc,
                data_at,
            } => {
                let mut attr_ty = ty;
                if self.consume_if(TokenKind::Colon) {
                    attr_ty = Some(self.parse_type()?);
                }
                if self.ctx.dialect_defs(&dialect).is_some() {
                    // A dialect with definitions parses its own symbols (the
                    // trailing type is parsed first and unused, as MLIR's
                    // generated parsers ignore it).
                    return self.parse_dialect_symbol_at(&dialect, data_at, false);
                }
                let t = match attr_ty {
                    Some(t) => t,
                    None => self.ctx.none_type(),
                };
                if !self.ctx.allows_unregistered_dialects() {
                    let type_text = crate::asm::print_type_local(self.ctx, t);
                    let mut d = Vec::new();
                    crate::asm::printer::escape_string_into(&mut d, &dialect);
                    let mut b = Vec::new();
                    crate::asm::printer::escape_string_into(&mut b, &data);
                    return self.error_at(
                        line,
                        col,
                        format!(
                            "#\"{}\"<\"{}\"> : '{}' attribute created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used",
                            String::from_utf8_lossy(&d),
                            String::from_utf8_lossy(&b),
                            type_text
                        ),
                    );
                }
                self.check_dialect_namespace(&dialect, namespace_loc)?;
                let dialect = self.ctx.intern(&dialect);
                let data = self.ctx.intern(&data);
                self.ctx.intern_attr(AttrKind::Opaque {
                    dialect,
                    data,
                    ty: t,
                })
            }
        };
        if let (Some(expected), Some(actual)) = (ty, self.ctx.attr_type(attr)) {
            if expected != actual {
                let e = crate::asm::print_type_local(self.ctx, expected);
                let a = crate::asm::print_type_local(self.ctx, actual);
                return self.error_here(format!(
                    "attribute type different than expected: expected {e}, but got {a}"
                ));
            }
        }
        Ok(attr)
    }

    /// Parses a dialect attribute or type with the dialect's definitions:
    /// the lexer is moved back to the symbol data (MLIR resets its lexer to
    /// `symbolData` and lets the dialect parse from there, without bounding
    /// it to the body), then restored to where the parser was.
    fn parse_dialect_symbol_at<T: DialectSymbol>(
        &mut self,
        dialect: &[u8],
        data_at: SymbolData,
        is_type: bool,
    ) -> PResult<T> {
        let after = (
            self.tok,
            self.lex.save(),
            self.prev_end,
            self.prev_line,
            self.prev_end_col,
        );
        self.lex.restore(data_at.lexer);
        self.lex.reset_to(data_at.offset);
        self.tok = self.lex.lex();
        self.check_lex_error_pub();
        let r = crate::opdef::attrdef::parse_dialect_symbol(self, dialect, is_type);
        let (tok, lex, prev_end, prev_line, prev_end_col) = after;
        self.tok = tok;
        self.lex.restore(lex);
        self.prev_end = prev_end;
        self.prev_line = prev_line;
        self.prev_end_col = prev_end_col;
        let (def, values) = r?;
        Ok(T::intern(self.ctx, def, &values))
    }

    /// `!alias`, `!dialect.pretty<...>`, `!dialect<...>`.
    pub(crate) fn parse_extended_type(&mut self) -> PResult<Type> {
        let pin = self.lex.pin(self.tok.start);
        let r = self.parse_extended_type_pinned();
        self.lex.unpin(pin);
        r
    }

    fn parse_extended_type_pinned(&mut self) -> PResult<Type> {
        match self.parse_extended_symbol(false)? {
            ExtendedSymbol::TypeAlias(t) => Ok(t),
            ExtendedSymbol::AttrAlias(_) => unreachable!(),
            ExtendedSymbol::Dialect {
                dialect,
                data,
                line,
                col,
                namespace_loc,
                data_at,
            } => {
                if self.ctx.dialect_defs(&dialect).is_some() {
                    return self.parse_dialect_symbol_at(&dialect, data_at, true);
                }
                if !self.ctx.allows_unregistered_dialects() {
                    let mut d = Vec::new();
                    crate::asm::printer::escape_string_into(&mut d, &dialect);
                    let mut b = Vec::new();
                    crate::asm::printer::escape_string_into(&mut b, &data);
                    return self.error_at(
                        line,
                        col,
                        format!(
                            "`!\"{}\"<\"{}\">` type created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used",
                            String::from_utf8_lossy(&d),
                            String::from_utf8_lossy(&b)
                        ),
                    );
                }
                self.check_dialect_namespace(&dialect, namespace_loc)?;
                let dialect = self.ctx.intern(&dialect);
                let data = self.ctx.intern(&data);
                Ok(self.ctx.intern_type(TypeKind::Opaque { dialect, data }))
            }
        }
    }

    fn parse_extended_symbol(&mut self, is_attr: bool) -> PResult<ExtendedSymbol> {
        let text = self.tok_text()[1..].to_vec();
        let (tline, tcol) = (self.tok.line, self.tok.col);
        let ident_start = self.tok.start;
        let ident_end = self.tok.end;
        // The lexer is just past the identifier, on its line.
        let ident_lexer = self.lex.save();
        self.consume();
        let (dialect, symbol) = match text.iter().position(|&c| c == b'.') {
            Some(i) => (text[..i].to_vec(), Some(text[i + 1..].to_vec())),
            None => (text.clone(), None),
        };
        let is_pretty = symbol.is_some();
        let has_trailing = self.at(TokenKind::Less) && self.tok.start == ident_end;
        if !has_trailing && !is_pretty {
            let found = if is_attr {
                self.symbols
                    .attr_aliases
                    .get(&text)
                    .map(|a| ExtendedSymbol::AttrAlias(*a))
            } else {
                self.symbols
                    .type_aliases
                    .get(&text)
                    .map(|t| ExtendedSymbol::TypeAlias(*t))
            };
            return match found {
                Some(s) => Ok(s),
                None => self.error_wrong_token(format!(
                    "undefined symbol alias id '{}'",
                    String::from_utf8_lossy(&text)
                )),
            };
        }
        let data_at = SymbolData {
            lexer: ident_lexer,
            offset: if is_pretty {
                ident_start + 2 + dialect.len() as u64
            } else {
                ident_end + 1
            },
        };
        let (line, col, data, namespace_loc) = if !is_pretty {
            // `#dialect<body>`: the data is the body without the angle brackets.
            let body = self.scan_body()?;
            (
                tline,
                tcol + 1 + dialect.len() as u32,
                body[1..body.len() - 1].to_vec(),
                (tline, tcol),
            )
        } else {
            let mut data = symbol.unwrap_or_default();
            if has_trailing {
                let body = self.scan_body()?;
                data.extend_from_slice(&body);
            }
            let col = tcol + 2 + dialect.len() as u32;
            (tline, col, data, (tline, col))
        };
        Ok(ExtendedSymbol::Dialect {
            dialect,
            data,
            line,
            col,
            namespace_loc,
            data_at,
        })
    }

    /// Rejects an opaque symbol whose dialect name is not a valid namespace
    /// (MLIR's `OpaqueAttr`/`OpaqueType` verifiers).
    fn check_dialect_namespace(&mut self, dialect: &[u8], (l, c): (u32, u32)) -> PResult<()> {
        if is_valid_dialect_namespace(dialect) {
            return Ok(());
        }
        let mut quoted = Vec::new();
        crate::asm::printer::escape_string_into(&mut quoted, dialect);
        self.error_at(
            l,
            c,
            format!(
                "invalid dialect namespace '\"{}\"'",
                String::from_utf8_lossy(&quoted)
            ),
        )
    }

    /// Scans a dialect symbol body starting at the current `<` token and
    /// leaves the parser at the token after it; returns the body text.
    fn scan_body(&mut self) -> PResult<Vec<u8>> {
        let start = self.tok.start;
        match self.lex.scan_dialect_body(start) {
            Ok(end) => {
                let body = self
                    .lex
                    .slice_abs(start, end)
                    .map(|s| s.to_vec())
                    .unwrap_or_default();
                self.lex.set_keep_from(start);
                self.lex.reset_to(end);
                self.tok = self.lex.lex();
                self.check_lex_error_pub();
                Ok(body)
            }
            Err(("", _)) => {
                self.tok.kind = TokenKind::Error;
                self.check_lex_error_pub();
                Err(super::ParseFailure)
            }
            Err((msg, (l, c))) => self.error_at(l, c, msg),
        }
    }

    pub(crate) fn check_lex_error_pub(&mut self) {
        if self.tok.kind == TokenKind::Error {
            if let Some(e) = self.lex.error.take() {
                if self.error.is_none() {
                    let loc = self.ctx.file_line_col_loc(self.file, e.line, e.col);
                    self.error = Some(Diagnostic::error(loc, e.message));
                }
            }
        }
    }
}

impl Parser<'_, '_> {
    /// Runs the affine parser `parse` on the source from the current token
    /// (affine maps and sets have their own lexer): on success the lexer
    /// resumes after what it consumed; on failure its diagnostics are
    /// reported at their line and column (MLIR keeps going after some
    /// errors and reports more).
    fn parse_affine_at_token(
        &mut self,
        parse: impl FnOnce(
            &mut crate::affine::AffineContext,
            &[u8],
        ) -> Result<
            (crate::affine::AffineMapOrSet, usize),
            crate::affine::AffineParseError,
        >,
    ) -> PResult<crate::affine::AffineMapOrSet> {
        let start = self.tok.start;
        let (sl, sc) = (self.tok.line, self.tok.col);
        let src = self.lex.lookahead_slice(start, 1 << 20).to_vec();
        match parse(self.ctx.affine_mut(), &src) {
            Ok((r, n)) => {
                self.lex.set_keep_from(start);
                self.lex.skip_to(start, start + n as u64);
                self.prev_end = start + n as u64;
                self.tok = self.lex.lex();
                self.check_lex_error_pub();
                Ok(r)
            }
            Err(e) => {
                for d in &e.extra {
                    let (l, c) = offset_line_col(&src, d.offset, sl, sc);
                    let loc = self.loc_at(l, c);
                    self.extra_errors
                        .push(Diagnostic::error(loc, d.message.clone()));
                }
                let (l, c) = offset_line_col(&src, e.offset, sl, sc);
                self.error_at(l, c, e.message)
            }
        }
    }

    /// Parses an `affine_map<`/`affine_set<` body starting at the current
    /// token, through the closing `>`.
    pub(crate) fn parse_affine_body(&mut self, is_set: bool) -> PResult<AttrKind> {
        let kind = if is_set {
            crate::affine::AffineAttrKind::Set
        } else {
            crate::affine::AffineAttrKind::Map
        };
        let r = self
            .parse_affine_at_token(|a, src| crate::affine::parse_affine_attr_body(a, src, kind))?;
        Ok(match r {
            crate::affine::AffineMapOrSet::Map(m) => AttrKind::AffineMap(m),
            crate::affine::AffineMapOrSet::Set(s) => AttrKind::IntegerSet(s),
        })
    }

    /// Parses a bare affine map (`(d0, d1) -> (d1, d0)`, no `affine_map<`)
    /// at the current token, as MLIR's `parseAffineMapReference` does for
    /// custom syntaxes (`memref.transpose`): an integer set is an error.
    pub(crate) fn parse_bare_affine_map(&mut self) -> PResult<crate::affine::AffineMap> {
        let (sl, sc) = (self.tok.line, self.tok.col);
        match self.parse_affine_at_token(crate::affine::parse_affine_map_or_set)? {
            crate::affine::AffineMapOrSet::Map(m) => Ok(m),
            crate::affine::AffineMapOrSet::Set(_) => {
                self.error_at(sl, sc, "expected AffineMap, but got IntegerSet")
            }
        }
    }
}

/// Line/column of byte `offset` of `src`, whose first byte is at (line, col).
fn offset_line_col(src: &[u8], offset: usize, line: u32, col: u32) -> (u32, u32) {
    let before = &src[..offset.min(src.len())];
    match before.iter().rposition(|&c| c == b'\n') {
        None => (line, col + offset as u32),
        Some(p) => (
            line + before.iter().filter(|&&c| c == b'\n').count() as u32,
            (offset - p) as u32,
        ),
    }
}

/// Result of parsing `#...`/`!...`.
enum ExtendedSymbol {
    AttrAlias(Attribute),
    TypeAlias(Type),
    Dialect {
        dialect: Vec<u8>,
        data: Vec<u8>,
        line: u32,
        col: u32,
        /// Where MLIR reports an invalid namespace: the symbol data of a
        /// pretty name, the `!`/`#` of a `dialect<body>` form.
        namespace_loc: (u32, u32),
        /// Where the symbol data starts, for a dialect that parses it.
        data_at: SymbolData,
    },
}

/// The position of a dialect symbol's data (`fastmath<fast>` in
/// `#arith.fastmath<fast>`, `fastmath<fast>` in `#arith<fastmath<fast>>`):
/// a lexer state on the identifier's line and the absolute offset.
#[derive(Copy, Clone)]
struct SymbolData {
    lexer: crate::asm::lexer::LexerState,
    offset: u64,
}

/// What a dialect symbol parse produces: an attribute or a type.
trait DialectSymbol: Sized {
    fn intern(
        ctx: &mut crate::ir::Context,
        def: &'static crate::opdef::attrdef::DefSpec,
        params: &[Option<Attribute>],
    ) -> Self;
}

impl DialectSymbol for Attribute {
    fn intern(
        ctx: &mut crate::ir::Context,
        def: &'static crate::opdef::attrdef::DefSpec,
        params: &[Option<Attribute>],
    ) -> Self {
        ctx.dialect_attr(def, params)
    }
}

impl DialectSymbol for Type {
    fn intern(
        ctx: &mut crate::ir::Context,
        def: &'static crate::opdef::attrdef::DefSpec,
        params: &[Option<Attribute>],
    ) -> Self {
        ctx.dialect_type(def, params)
    }
}

/// MLIR's `Dialect::isValidNamespace`: `[a-zA-Z_][a-zA-Z_0-9$]*`.
fn is_valid_dialect_namespace(name: &[u8]) -> bool {
    match name.split_first() {
        Some((&c, rest)) => {
            (c.is_ascii_alphabetic() || c == b'_')
                && rest
                    .iter()
                    .all(|&c| c.is_ascii_alphanumeric() || c == b'_' || c == b'$')
        }
        None => false,
    }
}
