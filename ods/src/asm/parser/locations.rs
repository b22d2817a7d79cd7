//! Location parsing (MLIR's `LocationParser.cpp`).

use super::{parse_u64_literal, PResult, Parser};
use crate::asm::lexer::TokenKind;
use crate::ir::{AttrKind, Attribute};

impl Parser<'_, '_> {
    /// An unsigned 32-bit integer of a file location.
    fn parse_loc_uint(&mut self, msg: &str, wrong_token_on_range: bool) -> PResult<u32> {
        if !self.at(TokenKind::Integer) {
            return self.error_wrong_token(msg);
        }
        let Some(v) = parse_u64_literal(self.tok_text()).filter(|v| *v <= u32::MAX as u64) else {
            return if wrong_token_on_range {
                self.error_wrong_token(msg)
            } else {
                self.error_here(msg)
            };
        };
        self.consume();
        Ok(v as u32)
    }

    /// `location-inst ::= filelinecol | name | callsite | fused | unknown | #alias`
    pub(crate) fn parse_location_instance(&mut self) -> PResult<Attribute> {
        self.enter()?;
        let r = self.parse_location_instance_inner();
        self.leave();
        r
    }

    fn parse_location_instance_inner(&mut self) -> PResult<Attribute> {
        if self.at(TokenKind::HashIdentifier) {
            let attr = self.parse_extended_attr(None)?;
            if !self.is_location_like(attr) {
                let text = crate::asm::print_attribute_local(self.ctx, attr);
                return self.error_here(format!("expected location attribute, but got{text}"));
            }
            return Ok(attr);
        }
        if self.at(TokenKind::String) {
            return self.parse_name_or_file_line_col();
        }
        if !self.at(TokenKind::BareIdentifier) {
            return self.error_wrong_token("expected location instance");
        }
        match self.tok_text() {
            b"callsite" => self.parse_call_site_location(),
            b"fused" => self.parse_fused_location(),
            b"unknown" => {
                self.consume();
                Ok(self.ctx.unknown_loc())
            }
            _ => self.error_wrong_token("expected location instance"),
        }
    }

    /// Locations, and dialect attributes of unregistered dialects (which may be
    /// locations, e.g. `#test.custom_location`; we cannot tell).
    pub(crate) fn is_location_like(&self, attr: Attribute) -> bool {
        self.ctx.is_location(attr)
    }

    fn parse_call_site_location(&mut self) -> PResult<Attribute> {
        self.consume();
        self.expect(TokenKind::LParen, "expected '(' in callsite location")?;
        let callee = self.parse_location_instance()?;
        if !self.at(TokenKind::BareIdentifier) || self.tok_text() != b"at" {
            return self.error_wrong_token("expected 'at' in callsite location");
        }
        self.consume();
        let caller = self.parse_location_instance()?;
        self.expect(TokenKind::RParen, "expected ')' in callsite location")?;
        Ok(self
            .ctx
            .intern_attr(AttrKind::CallSiteLoc { callee, caller }))
    }

    fn parse_fused_location(&mut self) -> PResult<Attribute> {
        self.consume();
        let mut metadata = None;
        if self.consume_if(TokenKind::Less) {
            metadata = Some(self.parse_attribute(None)?);
            self.expect(
                TokenKind::Greater,
                "expected '>' after fused location metadata",
            )?;
        }
        let mut locs = Vec::new();
        self.parse_delimited_list(
            TokenKind::LSquare,
            TokenKind::RSquare,
            " in fused location",
            |p| {
                let l = p.parse_location_instance()?;
                locs.push(l);
                Ok(())
            },
        )?;
        Ok(self.fused_loc(locs, metadata))
    }

    /// `FusedLoc::get`: flattens nested fused locations with the same metadata,
    /// drops unknowns and duplicates; a single location stands for itself.
    pub(crate) fn fused_loc(
        &mut self,
        locs: Vec<Attribute>,
        metadata: Option<Attribute>,
    ) -> Attribute {
        let mut out: Vec<Attribute> = Vec::new();
        for l in locs {
            match self.ctx.attr_kind(l) {
                AttrKind::FusedLoc {
                    locs: inner,
                    metadata: m,
                } if *m == metadata => {
                    for &i in inner.iter() {
                        if !out.contains(&i) {
                            out.push(i);
                        }
                    }
                }
                AttrKind::UnknownLoc => {}
                _ => {
                    if !out.contains(&l) {
                        out.push(l);
                    }
                }
            }
        }
        if out.is_empty() {
            if metadata.is_none() {
                return self.ctx.unknown_loc();
            }
            let u = self.ctx.unknown_loc();
            return self.ctx.intern_attr(AttrKind::FusedLoc {
                locs: vec![u].into(),
                metadata,
            });
        }
        if out.len() == 1 && metadata.is_none() {
            return out[0];
        }
        self.ctx.intern_attr(AttrKind::FusedLoc {
            locs: out.into(),
            metadata,
        })
    }

    fn parse_name_or_file_line_col(&mut self) -> PResult<Attribute> {
        let s = self.string_value();
        self.consume();
        let name = self.ctx.intern(&s);
        if self.consume_if(TokenKind::Colon) {
            const RANGE: &str = "FileLineColRange";
            let line =
                self.parse_loc_uint(&format!("expected integer line number in {RANGE}"), true)?;
            if !self.consume_if(TokenKind::Colon) {
                return Ok(self.ctx.file_line_col_loc(name, line, 0));
            }
            let col =
                self.parse_loc_uint(&format!("expected integer column number in {RANGE}"), false)?;
            if !self.at(TokenKind::Keyword(crate::asm::lexer::Keyword::To)) {
                return Ok(self.ctx.file_line_col_loc(name, line, col));
            }
            self.consume();
            let bad_to = "expected either integer or `:` post `to` in FileLineColRange";
            let mut end_line = line;
            if self.at(TokenKind::Integer) {
                end_line =
                    self.parse_loc_uint(&format!("expected integer line number in {RANGE}"), true)?;
            }
            if !self.consume_if(TokenKind::Colon) {
                return self.error_wrong_token(bad_to);
            }
            let end_col =
                self.parse_loc_uint(&format!("expected integer column number in {RANGE}"), false)?;
            return Ok(self.ctx.intern_attr(AttrKind::FileLineColRange {
                file: name,
                start_line: line,
                start_col: col,
                end_line,
                end_col,
            }));
        }
        let child = if self.consume_if(TokenKind::LParen) {
            let c = self.parse_location_instance()?;
            self.expect(
                TokenKind::RParen,
                "expected ')' after child location of NameLoc",
            )?;
            c
        } else {
            self.ctx.unknown_loc()
        };
        Ok(self.ctx.intern_attr(AttrKind::NameLoc { name, child }))
    }
}
