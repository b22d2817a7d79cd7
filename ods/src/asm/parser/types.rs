//! Type parsing (MLIR's `TypeParser.cpp`).

use super::{PResult, Parser};
use crate::asm::lexer::{Keyword, TokenKind};
use crate::ir::{AttrKind, Signedness, Type, TypeKind, DYNAMIC};
use crate::support::apfloat::FloatSemantics;

/// A list of types kept on the stack while parsing (no allocation for up to 8).
pub(crate) type TypeList = smallvec::SmallVec<[Type; 8]>;

/// `IntegerType::kMaxWidth`
pub const MAX_INT_WIDTH: u32 = (1 << 24) - 1;

impl Parser<'_, '_> {
    /// True if the current token can start a type (`parseOptionalType`).
    pub(crate) fn at_type_start(&self) -> bool {
        use TokenKind::*;
        matches!(
            self.tok.kind,
            LParen
                | IntType
                | ExclamationIdentifier
                | Keyword(self::Keyword::Memref)
                | Keyword(self::Keyword::Tensor)
                | Keyword(self::Keyword::Complex)
                | Keyword(self::Keyword::Tuple)
                | Keyword(self::Keyword::Vector)
                | Keyword(self::Keyword::FloatType)
                | Keyword(self::Keyword::Index)
                | Keyword(self::Keyword::None)
        )
    }

    /// `type ::= function-type | non-function-type`
    pub fn parse_type(&mut self) -> PResult<Type> {
        use TokenKind::*;
        // Composite spellings are memoised; single-token types are cheaper
        // to parse than to look up.
        let single_token = matches!(
            self.tok.kind,
            IntType
                | Keyword(self::Keyword::FloatType)
                | Keyword(self::Keyword::Index)
                | Keyword(self::Keyword::None)
        );
        let parse = |p: &mut Self| {
            if p.at(LParen) {
                p.parse_function_type()
            } else {
                p.parse_non_function_type()
            }
        };
        if single_token || !self.at_type_start() {
            return parse(self);
        }
        self.parse_memoized(super::memo::type_spelling_len, |m| &mut m.types, parse)
    }

    /// `(T, ...) -> R` or `(T, ...) -> (R, ...)`
    pub(crate) fn parse_function_type(&mut self) -> PResult<Type> {
        self.enter()?;
        let mut inputs = TypeList::new();
        self.parse_type_list_parens(&mut inputs)?;
        self.expect(TokenKind::Arrow, "expected '->' in function type")?;
        let mut results = TypeList::new();
        self.parse_function_result_types(&mut results)?;
        self.leave();
        Ok(self.ctx.function_type(&inputs, &results))
    }

    /// `function-result-type ::= type-list-parens | non-function-type`
    pub(crate) fn parse_function_result_types(&mut self, out: &mut TypeList) -> PResult<()> {
        if self.at(TokenKind::LParen) {
            return self.parse_type_list_parens(out);
        }
        let t = self.parse_non_function_type()?;
        out.push(t);
        Ok(())
    }

    /// `type (',' type)*`
    pub(crate) fn parse_type_list_no_parens(&mut self, out: &mut TypeList) -> PResult<()> {
        self.parse_comma_list(|p| {
            let t = p.parse_type()?;
            out.push(t);
            Ok(())
        })
    }

    /// `'(' type-list-no-parens? ')'`
    pub(crate) fn parse_type_list_parens(&mut self, out: &mut TypeList) -> PResult<()> {
        self.expect(TokenKind::LParen, "expected '('")?;
        if self.consume_if(TokenKind::RParen) {
            return Ok(());
        }
        self.parse_type_list_no_parens(out)?;
        self.expect(TokenKind::RParen, "expected ')'")
    }

    /// Any type but a function type.
    pub(crate) fn parse_non_function_type(&mut self) -> PResult<Type> {
        use TokenKind::*;
        match self.tok.kind {
            Keyword(self::Keyword::Memref) => self.parse_memref_type(),
            Keyword(self::Keyword::Tensor) => self.parse_tensor_type(),
            Keyword(self::Keyword::Complex) => self.parse_complex_type(),
            Keyword(self::Keyword::Tuple) => self.parse_tuple_type(),
            Keyword(self::Keyword::Vector) => self.parse_vector_type(),
            IntType => {
                let text = self.tok_text();
                let (signedness, digits) = match text[0] {
                    b'i' => (Signedness::Signless, &text[1..]),
                    b's' => (Signedness::Signed, &text[2..]),
                    _ => (Signedness::Unsigned, &text[2..]),
                };
                let width = std::str::from_utf8(digits)
                    .ok()
                    .and_then(|d| d.parse::<u32>().ok());
                let Some(width) = width else {
                    return self.error_here("invalid integer width");
                };
                if width > MAX_INT_WIDTH {
                    return self.error_here(format!(
                        "integer bitwidth is limited to {MAX_INT_WIDTH} bits"
                    ));
                }
                self.consume();
                Ok(self.ctx.integer_type(width, signedness))
            }
            Keyword(self::Keyword::FloatType) => {
                let sem = FloatSemantics::from_mlir_name(
                    std::str::from_utf8(self.tok_text()).unwrap_or(""),
                )
                .expect("lexer classified a float type keyword");
                self.consume();
                Ok(self.ctx.float_type(sem))
            }
            Keyword(self::Keyword::Index) => {
                self.consume();
                Ok(self.ctx.index_type())
            }
            Keyword(self::Keyword::None) => {
                self.consume();
                Ok(self.ctx.none_type())
            }
            ExclamationIdentifier => self.parse_extended_type(),
            _ => self.error_wrong_token("expected non-function type"),
        }
    }

    fn parse_complex_type(&mut self) -> PResult<Type> {
        self.consume();
        self.expect(TokenKind::Less, "expected '<' in complex type")?;
        let (l, c) = (self.tok.line, self.tok.col);
        self.enter()?;
        let elem = self.parse_type()?;
        self.leave();
        self.expect(TokenKind::Greater, "expected '>' in complex type")?;
        if !matches!(
            self.ctx.type_kind(elem),
            TypeKind::Float(_) | TypeKind::Integer { .. }
        ) {
            return self.error_at(l, c, "invalid element type for complex");
        }
        Ok(self.ctx.complex_type(elem))
    }

    fn parse_tuple_type(&mut self) -> PResult<Type> {
        self.consume();
        self.expect(TokenKind::Less, "expected '<' in tuple type")?;
        if self.consume_if(TokenKind::Greater) {
            return Ok(self.ctx.tuple_type(&[]));
        }
        self.enter()?;
        let mut types = TypeList::new();
        self.parse_type_list_no_parens(&mut types)?;
        self.leave();
        self.expect(TokenKind::Greater, "expected '>' in tuple type")?;
        Ok(self.ctx.tuple_type(&types))
    }

    /// Parses the `x` of a dimension list, splitting tokens like `xf32`.
    pub(crate) fn parse_x_in_dimension_list(&mut self) -> PResult<()> {
        if !self.at(TokenKind::BareIdentifier) || self.tok_text()[0] != b'x' {
            return self.error_wrong_token("expected 'x' in dimension list");
        }
        if self.tok_text().len() != 1 {
            let off = self.tok.start + 1;
            self.prev_end = self.tok.start + 1;
            self.lex.set_keep_from(self.tok.start);
            self.reset_token(off);
        } else {
            self.consume();
        }
        Ok(())
    }

    /// An integer in a dimension list; `0x...` is split as `0`, `x`, ...
    pub(crate) fn parse_integer_in_dimension_list(&mut self) -> PResult<i64> {
        let text = self.tok_text();
        if text.len() > 1 && text[1] == b'x' {
            let off = self.tok.start + 1;
            self.lex.set_keep_from(self.tok.start);
            self.reset_token(off);
            return Ok(0);
        }
        match super::parse_u64_literal(text) {
            Some(v) if v <= i64::MAX as u64 => {
                self.consume();
                Ok(v as i64)
            }
            _ => self.error_here("invalid dimension"),
        }
    }

    /// `dimension-list-with-trailing-x ::= (dimension 'x')*`
    pub(crate) fn parse_dimension_list_ranked(
        &mut self,
        dims: &mut Vec<i64>,
        allow_dynamic: bool,
    ) -> PResult<()> {
        while self.at(TokenKind::Integer) || self.at(TokenKind::Question) {
            if self.at(TokenKind::Question) {
                if !allow_dynamic {
                    return self.error_here("expected static shape");
                }
                self.consume();
                dims.push(DYNAMIC);
            } else {
                let v = self.parse_integer_in_dimension_list()?;
                dims.push(v);
            }
            self.parse_x_in_dimension_list()?;
        }
        Ok(())
    }

    fn parse_vector_type(&mut self) -> PResult<Type> {
        let (vl, vc) = (self.tok.line, self.tok.col);
        self.consume();
        self.expect(TokenKind::Less, "expected '<' in vector type")?;
        let mut dims: smallvec::SmallVec<[i64; 6]> = smallvec::SmallVec::new();
        let mut scalable: smallvec::SmallVec<[bool; 6]> = smallvec::SmallVec::new();
        while self.at(TokenKind::Integer) || self.at(TokenKind::LSquare) {
            let is_scalable = self.consume_if(TokenKind::LSquare);
            if !self.at(TokenKind::Integer) {
                return self.error_here("invalid dimension");
            }
            let v = self.parse_integer_in_dimension_list()?;
            dims.push(v);
            if is_scalable && !self.consume_if(TokenKind::RSquare) {
                return self.error_wrong_token("missing ']' closing scalable dimension");
            }
            scalable.push(is_scalable);
            self.parse_x_in_dimension_list()?;
        }
        self.enter()?;
        let elem = self.parse_type()?;
        self.leave();
        self.expect(TokenKind::Greater, "expected '>' in vector type")?;
        // VectorType's ODS parameter constraint, then its verifier.
        if !self.is_valid_vector_element(elem) {
            return self.error_at(
                vl,
                vc,
                "failed to verify 'elementType': VectorElementTypeInterface instance",
            );
        }
        if dims.iter().any(|&d| d <= 0) {
            let list = dims
                .iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(", ");
            return self.error_at(
                vl,
                vc,
                format!("vector types must have positive constant sizes but got {list}"),
            );
        }
        Ok(self.ctx.vector_type(&dims, elem, &scalable))
    }

    fn is_valid_vector_element(&self, ty: Type) -> bool {
        match self.ctx.type_kind(ty) {
            TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_) => true,
            // Types of MLIR's own dialects (opaque here) may implement
            // VectorElementTypeInterface; unregistered ones do not.
            TypeKind::Opaque { dialect, .. } => {
                self.ctx.is_upstream_mlir_dialect(self.ctx.str(*dialect))
            }
            TypeKind::Dialect { .. } => crate::opdef::attrdef::is_vector_element(self.ctx, ty),
            _ => false,
        }
    }

    /// Valid element types of tensors (anything but function/none? MLIR:
    /// `TensorType::isValidElementType`).
    fn is_valid_tensor_element(&self, ty: Type) -> bool {
        matches!(
            self.ctx.type_kind(ty),
            TypeKind::Integer { .. }
                | TypeKind::Index
                | TypeKind::Float(_)
                | TypeKind::Complex(_)
                | TypeKind::Vector { .. }
                | TypeKind::Opaque { .. }
                | TypeKind::Dialect { .. }
        )
    }

    fn parse_tensor_type(&mut self) -> PResult<Type> {
        self.consume();
        self.expect(TokenKind::Less, "expected '<' in tensor type")?;
        let mut dims = Vec::new();
        let unranked = self.consume_if(TokenKind::Star);
        if unranked {
            self.parse_x_in_dimension_list()?;
        } else {
            self.parse_dimension_list_ranked(&mut dims, true)?;
        }
        let (l, c) = (self.tok.line, self.tok.col);
        self.enter()?;
        let elem = self.parse_type();
        let mut encoding = None;
        if elem.is_ok()
            && self.consume_if(TokenKind::Comma)
            && (self.at_attribute_start() || self.at_type_start())
        {
            encoding = Some(self.parse_attribute(None)?);
        }
        self.leave();
        let elem = elem?;
        self.expect(TokenKind::Greater, "expected '>' in tensor type")?;
        if !self.is_valid_tensor_element(elem) {
            return self.error_at(l, c, "invalid tensor element type");
        }
        if unranked {
            if encoding.is_some() {
                return self.error_here("cannot apply encoding to unranked tensor");
            }
            return Ok(self.ctx.unranked_tensor_type(elem));
        }
        Ok(self.ctx.ranked_tensor_type(&dims, elem, encoding))
    }

    fn is_valid_memref_element(&self, ty: Type) -> bool {
        match self.ctx.type_kind(ty) {
            TypeKind::Integer { .. }
            | TypeKind::Index
            | TypeKind::Float(_)
            | TypeKind::Complex(_)
            | TypeKind::Vector { .. }
            | TypeKind::MemRef { .. }
            | TypeKind::UnrankedMemRef { .. } => true,
            // An unregistered type implements no interface, but types of
            // MLIR's own dialects (kept opaque here) may.
            TypeKind::Opaque { dialect, .. } => {
                self.ctx.is_upstream_mlir_dialect(self.ctx.str(*dialect))
            }
            TypeKind::Dialect { .. } => crate::opdef::attrdef::is_memref_element(self.ctx, ty),
            _ => false,
        }
    }

    fn parse_memref_type(&mut self) -> PResult<Type> {
        let (ml, mc) = (self.tok.line, self.tok.col);
        self.consume();
        self.expect(TokenKind::Less, "expected '<' in memref type")?;
        let mut dims = Vec::new();
        let unranked = self.consume_if(TokenKind::Star);
        if unranked {
            self.parse_x_in_dimension_list()?;
        } else {
            self.parse_dimension_list_ranked(&mut dims, true)?;
        }
        let (l, c) = (self.tok.line, self.tok.col);
        self.enter()?;
        let elem = self.parse_type()?;
        if !self.is_valid_memref_element(elem) {
            return self.error_at(l, c, "invalid memref element type");
        }
        let mut layout: Option<crate::ir::Attribute> = None;
        let mut memory_space: Option<crate::ir::Attribute> = None;
        if !self.consume_if(TokenKind::Greater) {
            self.expect(TokenKind::Comma, "expected ',' or '>' in memref type")?;
            self.parse_list_until(TokenKind::Greater, false, |p| {
                let attr = p.parse_attribute(None)?;
                if p.is_memref_layout(attr) {
                    layout = Some(attr);
                } else if memory_space.is_some() {
                    return p.error_here("multiple memory spaces specified in memref type");
                } else {
                    memory_space = Some(attr);
                    return Ok(());
                }
                if unranked {
                    return p.error_here("cannot have affine map for unranked memref type");
                }
                if memory_space.is_some() {
                    return p.error_here("expected memory space to be last in memref type");
                }
                Ok(())
            })?;
        }
        self.leave();
        // MLIR drops an integer memory space of 0 and identity layouts.
        if let Some(ms) = memory_space {
            if let AttrKind::Integer { value, .. } = self.ctx.attr_kind(ms) {
                if value.is_zero() {
                    memory_space = None;
                }
            }
        }
        if let Some(ms) = memory_space {
            if !self.is_valid_memory_space(ms) {
                return self.error_at(ml, mc, "unsupported memory space Attribute");
            }
        }
        if unranked {
            return Ok(self
                .ctx
                .intern_type(TypeKind::UnrankedMemRef { elem, memory_space }));
        }
        if let Some(l) = layout {
            if let Err(msg) = self.verify_memref_layout(l, dims.len()) {
                return self.error_at(ml, mc, msg);
            }
            if let AttrKind::AffineMap(m) = self.ctx.attr_kind(l) {
                if m.is_identity(self.ctx.affine()) {
                    layout = None;
                }
            }
        }
        if let Some(ms) = memory_space {
            if !self.is_valid_memory_space(ms) {
                return self.error_at(ml, mc, "unsupported memory space Attribute");
            }
        }
        Ok(self.ctx.memref_type(&dims, elem, layout, memory_space))
    }

    fn is_memref_layout(&self, attr: crate::ir::Attribute) -> bool {
        matches!(
            self.ctx.attr_kind(attr),
            AttrKind::AffineMap(_) | AttrKind::Strided { .. }
        )
    }

    fn is_valid_memory_space(&self, attr: crate::ir::Attribute) -> bool {
        // `isSupportedMemorySpace`: integer, string or dictionary attributes (or
        // attributes of registered non-builtin dialects).
        matches!(
            self.ctx.attr_kind(attr),
            AttrKind::Integer { .. } | AttrKind::String { .. } | AttrKind::Dictionary(_)
        )
    }

    fn verify_memref_layout(
        &self,
        layout: crate::ir::Attribute,
        rank: usize,
    ) -> Result<(), String> {
        match self.ctx.attr_kind(layout) {
            AttrKind::AffineMap(m) => {
                let n = m.num_dims(self.ctx.affine()) as usize;
                if n != rank {
                    return Err(
                        "memref layout mismatch between rank and affine map: ".to_string()
                            + &format!("{rank} != {n}"),
                    );
                }
                Ok(())
            }
            AttrKind::Strided { strides, .. } => {
                if strides.len() != rank {
                    return Err("expected the number of strides to match the rank".to_string());
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }
}
