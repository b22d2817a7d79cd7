//! `dense<...>`, `sparse<...>`, `array<...>` and `dense_resource<...>`
//! literals (MLIR's `TensorLiteralParser` and friends).

use super::attributes::build_attribute_apint;
use super::{PResult, Parser};
use crate::asm::lexer::{Keyword, TokenKind};
use crate::ir::{AttrKind, Attribute, Context, Signedness, Type, TypeKind};
use crate::support::apfloat::{APFloat, RoundingMode};
use crate::support::apint::APInt;

/// One scalar element of a tensor literal, kept with its text (the lexer may
/// discard the source behind it).
#[derive(Clone)]
struct Elem {
    negative: bool,
    kind: TokenKind,
    text: Vec<u8>,
    line: u32,
    col: u32,
}

/// Parsed tensor literal: elements (flattened), their nested shape, or hex data.
#[derive(Default)]
struct TensorLiteral {
    shape: Vec<i64>,
    elems: Vec<Elem>,
    hex: Option<(Vec<u8>, u32, u32)>,
}

/// Byte size of one stored element of a dense attribute (i1 stored as a byte).
pub fn dense_elem_bytes(ctx: &Context, elem: Type) -> Option<usize> {
    match ctx.type_kind(elem) {
        TypeKind::Integer { width, .. } => Some((*width as usize).div_ceil(8).max(1)),
        TypeKind::Index => Some(8),
        TypeKind::Float(s) => Some((s.bit_width() as usize).div_ceil(8)),
        TypeKind::Complex(e) => dense_elem_bytes(ctx, *e).map(|b| 2 * b),
        _ => None,
    }
}

/// Builds a `DenseIntOrFP` attribute from raw element storage, turning data
/// whose elements are all equal into a splat as MLIR does.
pub fn make_dense(ctx: &mut Context, ty: Type, mut data: Vec<u8>, elem_bytes: usize) -> Attribute {
    let n = data.len() / elem_bytes.max(1);
    let splat = n <= 1 || data.chunks(elem_bytes).all(|c| c == &data[..elem_bytes]);
    if splat && !data.is_empty() {
        data.truncate(elem_bytes);
    }
    ctx.intern_attr(AttrKind::DenseIntOrFP {
        ty,
        data: data.into(),
        splat: splat && n >= 1,
    })
}

fn shape_str(s: &[i64]) -> String {
    s.iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

impl Parser<'_, '_> {
    fn lit_elem(&mut self, negative: bool) -> Elem {
        Elem {
            negative,
            kind: self.tok.kind,
            text: self.tok_text().to_vec(),
            line: self.tok.line,
            col: self.tok.col,
        }
    }

    fn parse_tensor_literal(&mut self, allow_hex: bool) -> PResult<TensorLiteral> {
        let mut lit = TensorLiteral::default();
        if allow_hex && self.at(TokenKind::String) {
            let text = self.tok_text();
            lit.hex = Some((
                text[1..text.len() - 1].to_vec(),
                self.tok.line,
                self.tok.col,
            ));
            self.consume();
            return Ok(lit);
        }
        if self.at(TokenKind::LSquare) {
            let mut shape = Vec::new();
            self.parse_literal_list(&mut lit.elems, &mut shape)?;
            lit.shape = shape;
        } else {
            self.parse_literal_element(&mut lit.elems)?;
        }
        Ok(lit)
    }

    fn parse_literal_element(&mut self, out: &mut Vec<Elem>) -> PResult<()> {
        use TokenKind::*;
        match self.tok.kind {
            Keyword(self::Keyword::True)
            | Keyword(self::Keyword::False)
            | FloatLiteral
            | Integer
            | String => {
                let e = self.lit_elem(false);
                out.push(e);
                self.consume();
            }
            Minus => {
                self.consume();
                if !matches!(self.tok.kind, FloatLiteral | Integer) {
                    return self.error_here("expected integer or floating point literal");
                }
                let e = self.lit_elem(true);
                out.push(e);
                self.consume();
            }
            LParen => {
                self.consume();
                self.parse_literal_element(out)?;
                self.expect(Comma, "expected ',' between complex elements")?;
                self.parse_literal_element(out)?;
                self.expect(RParen, "expected ')' after complex elements")?;
            }
            _ => return self.error_here("expected element literal of primitive type"),
        }
        Ok(())
    }

    fn parse_literal_list(&mut self, out: &mut Vec<Elem>, dims: &mut Vec<i64>) -> PResult<()> {
        self.enter()?;
        let mut first = true;
        let mut new_dims: Vec<i64> = Vec::new();
        let mut size = 0i64;
        self.parse_delimited_list(TokenKind::LSquare, TokenKind::RSquare, "", |p| {
            let mut this_dims = Vec::new();
            if p.at(TokenKind::LSquare) {
                p.parse_literal_list(out, &mut this_dims)?;
            } else {
                p.parse_literal_element(out)?;
            }
            size += 1;
            if !first {
                if new_dims != this_dims {
                    return p.error_here(
                        "tensor literal is invalid; ranks are not consistent between elements",
                    );
                }
                return Ok(());
            }
            new_dims = this_dims;
            first = false;
            Ok(())
        })?;
        self.leave();
        dims.clear();
        dims.push(size);
        dims.extend(new_dims);
        Ok(())
    }

    /// Element type info for building dense data.
    fn int_elements(
        &mut self,
        elems: &[Elem],
        elem_ty: Type,
        bytes: usize,
        data: &mut Vec<u8>,
    ) -> PResult<()> {
        let unsigned = matches!(
            self.ctx.type_kind(elem_ty),
            TypeKind::Integer {
                signedness: Signedness::Unsigned,
                ..
            }
        );
        let is_i1 = self.ctx.is_signless_int(elem_ty, 1)
            || matches!(
                self.ctx.type_kind(elem_ty),
                TypeKind::Integer { width: 1, .. }
            );
        for e in elems {
            if e.negative && unsigned {
                return self.error_at(
                    e.line,
                    e.col,
                    "expected unsigned integer elements, but parsed negative value",
                );
            }
            if e.kind == TokenKind::FloatLiteral {
                return self.error_at(
                    e.line,
                    e.col,
                    "expected integer elements, but parsed floating-point",
                );
            }
            if matches!(
                e.kind,
                TokenKind::Keyword(Keyword::True) | TokenKind::Keyword(Keyword::False)
            ) {
                if !is_i1 {
                    return self.error_at(
                        e.line,
                        e.col,
                        "expected i1 type for 'true' or 'false' values",
                    );
                }
                APInt::from_u64(1, (e.kind == TokenKind::Keyword(Keyword::True)) as u64)
                    .write_le_bytes(data, bytes);
                continue;
            }
            if e.kind == TokenKind::String {
                return self.error_at(e.line, e.col, "integer constant out of range for type");
            }
            match build_attribute_apint(self.ctx, elem_ty, e.negative, &e.text) {
                Some(v) => v.write_le_bytes(data, bytes),
                None => {
                    return self.error_at(e.line, e.col, "integer constant out of range for type")
                }
            }
        }
        Ok(())
    }

    fn float_elements(
        &mut self,
        elems: &[Elem],
        elem_ty: Type,
        bytes: usize,
        data: &mut Vec<u8>,
    ) -> PResult<()> {
        let sem = self
            .ctx
            .float_semantics(elem_ty)
            .expect("float element type");
        for e in elems {
            // `parseFloatFromLiteral`: integers must be hex floats (a
            // decimal one gets MLIR's "add a trailing dot" diagnostic).
            if e.kind == TokenKind::Integer {
                let v = self.float_from_integer_literal(&e.text, e.line, e.col, e.negative, sem)?;
                APInt::from_words(sem.bit_width(), &[v.bits() as u64, (v.bits() >> 64) as u64])
                    .write_le_bytes(data, bytes);
                continue;
            }
            if e.kind != TokenKind::FloatLiteral {
                return self.error_here("expected floating-point elements, but parsed integer");
            }
            let v: f64 = std::str::from_utf8(&e.text)
                .ok()
                .and_then(|s| s.parse().ok())
                .unwrap_or(0.0);
            let (f, _) = APFloat::from_f64(
                sem,
                if e.negative { -v } else { v },
                RoundingMode::NearestTiesToEven,
            );
            APInt::from_words(sem.bit_width(), &[f.bits() as u64, (f.bits() >> 64) as u64])
                .write_le_bytes(data, bytes);
        }
        Ok(())
    }

    /// Builds the attribute for a parsed literal and a shaped type.
    fn tensor_literal_attr(
        &mut self,
        lit: TensorLiteral,
        ty: Type,
        line: u32,
        col: u32,
    ) -> PResult<Attribute> {
        let (shape, elem) = match self.ctx.shaped_info(ty) {
            Some((s, e)) => (s.to_vec(), e),
            None => return self.error_at(line, col, "elements literal must be a shaped type"),
        };
        // MLIR's int64 element count, wrapping on overflow (huge static
        // shapes are legal with splat or hex-splat data).
        let num: i64 = shape.iter().fold(1i64, |n, &d| n.wrapping_mul(d));
        let elem_bytes = dense_elem_bytes(self.ctx, elem);
        if let Some((hex, hl, hc)) = &lit.hex {
            if let Some(bytes) = elem_bytes {
                let Some(raw) = decode_hex(hex) else {
                    return self.error_at(
                        *hl,
                        *hc,
                        "expected string containing hex digits starting with `0x`",
                    );
                };
                let is_bool =
                    matches!(self.ctx.type_kind(elem), TypeKind::Integer { width: 1, .. });
                let data = if is_bool {
                    // i1 hex data is bit-packed; one byte can be a splat of 0x00/0xFF.
                    let expected = (num as u64).div_ceil(8);
                    if raw.len() == 1 && (raw[0] == 0 || raw[0] == 0xff) {
                        vec![(raw[0] != 0) as u8]
                    } else if raw.len() as u64 == expected {
                        (0..num as usize)
                            .map(|i| (raw[i / 8] >> (i % 8)) & 1)
                            .collect()
                    } else {
                        let t = crate::asm::print_type_local(self.ctx, ty);
                        return self.error_at(
                            line,
                            col,
                            format!("elements hex data size is invalid for provided type: '{t}'"),
                        );
                    }
                } else {
                    if raw.len() != bytes
                        && raw.len() as u64 != (bytes as u64).wrapping_mul(num as u64)
                    {
                        let t = crate::asm::print_type_local(self.ctx, ty);
                        return self.error_at(
                            line,
                            col,
                            format!("elements hex data size is invalid for provided type: '{t}'"),
                        );
                    }
                    raw
                };
                return Ok(make_dense(self.ctx, ty, data, bytes));
            }
        }
        if !lit.shape.is_empty() && lit.shape != shape {
            return self.error_at(
                line,
                col,
                format!(
                    "inferred shape of elements literal ([{}]) does not match type ([{}])",
                    shape_str(&lit.shape),
                    shape_str(&shape)
                ),
            );
        }
        if lit.hex.is_none() && lit.elems.is_empty() && num != 0 {
            let t = crate::asm::print_type_local(self.ctx, ty);
            return self.error_at(
                line,
                col,
                format!("parsed zero elements, but type ('{t}') expected at least 1"),
            );
        }
        let (is_complex, scalar) = match self.ctx.type_kind(elem) {
            TypeKind::Complex(e) => (true, *e),
            _ => (false, elem),
        };
        let scalar_bytes = dense_elem_bytes(self.ctx, scalar);
        match self.ctx.type_kind(scalar) {
            TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_) => {
                let sb = scalar_bytes.expect("scalar element");
                let mut data = Vec::with_capacity(lit.elems.len() * sb);
                if self.ctx.float_semantics(scalar).is_some() {
                    self.float_elements(&lit.elems, scalar, sb, &mut data)?;
                } else {
                    self.int_elements(&lit.elems, scalar, sb, &mut data)?;
                }
                let per = if is_complex { 2 * sb } else { sb };
                // A single parsed value (or pair) broadcasts to the whole shape.
                if lit.shape.is_empty() && data.len() == per {
                    return Ok(self.ctx.intern_attr(AttrKind::DenseIntOrFP {
                        ty,
                        data: data.into(),
                        splat: true,
                    }));
                }
                Ok(make_dense(self.ctx, ty, data, per))
            }
            _ => {
                // String elements.
                let values: Vec<Vec<u8>> = match &lit.hex {
                    Some((h, _, _)) => vec![super::unescape_string(h)],
                    None => lit
                        .elems
                        .iter()
                        .map(|e| {
                            if e.kind == TokenKind::String {
                                super::unescape_string(&e.text[1..e.text.len() - 1])
                            } else {
                                e.text.clone()
                            }
                        })
                        .collect(),
                };
                let splat = values.len() == 1
                    || (values.len() > 1 && values.iter().all(|v| v == &values[0]));
                let ids: Vec<_> = if splat && !values.is_empty() {
                    vec![self.ctx.intern(&values[0])]
                } else {
                    values.iter().map(|v| self.ctx.intern(v)).collect()
                };
                Ok(self.ctx.intern_attr(AttrKind::DenseString {
                    ty,
                    values: ids.into(),
                    splat,
                }))
            }
        }
    }

    /// `elements-literal-type ::= vector-type | ranked-tensor-type` (static shape).
    fn parse_elements_literal_type(&mut self, ty: Option<Type>, kl: u32, kc: u32) -> PResult<Type> {
        let ty = match ty {
            Some(t) => t,
            None => {
                self.expect(TokenKind::Colon, "expected ':'")?;
                self.parse_type()?
            }
        };
        match self.ctx.type_kind(ty) {
            TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } => {}
            TypeKind::MemRef { .. }
            | TypeKind::UnrankedTensor { .. }
            | TypeKind::UnrankedMemRef { .. } => {
                if !matches!(self.ctx.type_kind(ty), TypeKind::MemRef { .. }) {
                    return self.error_at(kl, kc, "elements literal type must have static shape");
                }
            }
            _ => return self.error_at(kl, kc, "elements literal must be a shaped type"),
        }
        if self.ctx.num_elements(ty).is_none() {
            return self.error_at(kl, kc, "elements literal type must have static shape");
        }
        Ok(ty)
    }

    pub(crate) fn parse_dense_elements_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let (l, c) = (self.tok.line, self.tok.col);
        self.consume();
        self.expect(TokenKind::Less, "expected '<' after 'dense'")?;
        let mut lit = TensorLiteral::default();
        if !self.consume_if(TokenKind::Greater) {
            lit = self.parse_tensor_literal(true)?;
            self.expect(TokenKind::Greater, "expected '>'")?;
        }
        let t = self.parse_elements_literal_type(ty, l, c)?;
        self.tensor_literal_attr(lit, t, l, c)
    }

    pub(crate) fn parse_dense_resource_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let (l, c) = (self.tok.line, self.tok.col);
        self.consume();
        self.expect(TokenKind::Less, "expected '<' after 'dense_resource'")?;
        let key = if self.tok.is_keyword_like() {
            self.tok_text().to_vec()
        } else if self.at(TokenKind::String) {
            self.string_value().into_vec()
        } else {
            return self.error_here("expected identifier key for 'resource' entry");
        };
        let key = self.ctx.intern(&key);
        self.consume();
        self.expect(TokenKind::Greater, "expected '>'")?;
        let (tl, tc, t) = match ty {
            Some(t) => (l, c, t),
            None => {
                let (tl, tc) = (self.tok.line, self.tok.col);
                self.expect(TokenKind::Colon, "expected ':'")?;
                (tl, tc, self.parse_type()?)
            }
        };
        if self.ctx.element_type(t).is_none() {
            return self.error_at(tl, tc, "`dense_resource` expected a shaped type");
        }
        self.ctx.set_resource(key, None);
        Ok(self.ctx.intern_attr(AttrKind::DenseResource { ty: t, key }))
    }

    pub(crate) fn parse_dense_array_attr(&mut self) -> PResult<Attribute> {
        self.consume();
        self.expect(TokenKind::Less, "expected '<' after 'array'")?;
        let (tl, tc) = (self.tok.line, self.tok.col);
        let Ok(elem) = self.parse_type() else {
            return self.error_at(tl, tc, "expected an integer or floating point type");
        };
        let (is_int, width) = match self.ctx.type_kind(elem) {
            TypeKind::Integer { width, .. } => (true, *width),
            TypeKind::Index => (true, 64),
            TypeKind::Float(s) => (false, s.bit_width()),
            _ => {
                let t = crate::asm::print_type_local(self.ctx, elem);
                return self.error_at(
                    tl,
                    tc,
                    format!("expected integer or float type, got: '{t}'"),
                );
            }
        };
        let is_bool = is_int && width == 1;
        if !is_bool && width % 8 != 0 {
            return self.error_at(tl, tc, "element type bitwidth must be a multiple of 8");
        }
        if self.consume_if(TokenKind::Greater) {
            return Ok(self.ctx.intern_attr(AttrKind::DenseArray {
                elem,
                len: 0,
                data: Box::new([]),
            }));
        }
        self.expect(TokenKind::Colon, "expected ':' after dense array type")?;
        let (len, data) = self.parse_dense_array_elements(elem, is_int, is_bool, width)?;
        self.expect(
            TokenKind::Greater,
            "expected '>' to close an array attribute",
        )?;
        Ok(self.ctx.intern_attr(AttrKind::DenseArray {
            elem,
            len,
            data: data.into(),
        }))
    }

    /// The comma-separated elements of a dense array of `elem`.
    fn parse_dense_array_elements(
        &mut self,
        elem: Type,
        is_int: bool,
        is_bool: bool,
        width: u32,
    ) -> PResult<(u64, Vec<u8>)> {
        let bytes = if is_bool { 1 } else { (width / 8) as usize };
        let mut data = Vec::new();
        let mut len = 0u64;
        self.parse_comma_list(|p| {
            let negative = p.consume_if(TokenKind::Minus);
            if is_int {
                if p.at_kw(Keyword::True) || p.at_kw(Keyword::False) {
                    if !is_bool {
                        return p.error_here("expected i1 type for 'true' or 'false' values");
                    }
                    data.push(p.at_kw(Keyword::True) as u8);
                    p.consume();
                } else if p.at(TokenKind::Integer) {
                    let text = p.tok_text().to_vec();
                    p.consume();
                    if is_bool {
                        return p.error_here("expected 'true' or 'false' values for i1 type");
                    }
                    match build_attribute_apint(p.ctx, elem, negative, &text) {
                        Some(v) => v.write_le_bytes(&mut data, bytes),
                        None => return p.error_here("integer constant out of range"),
                    }
                } else {
                    return p.error_here("expected integer literal");
                }
            } else {
                let sem = p.ctx.float_semantics(elem).expect("float");
                let (l, c) = (p.tok.line, p.tok.col);
                let f = if p.at(TokenKind::Integer) {
                    let text = p.tok_text().to_vec();
                    p.consume();
                    p.float_from_integer_literal(&text, l, c, negative, sem)?
                } else if p.at(TokenKind::FloatLiteral) {
                    let v: f64 = std::str::from_utf8(p.tok_text())
                        .ok()
                        .and_then(|s| s.parse().ok())
                        .unwrap_or(0.0);
                    p.consume();
                    APFloat::from_f64(
                        sem,
                        if negative { -v } else { v },
                        RoundingMode::NearestTiesToEven,
                    )
                    .0
                } else {
                    return p.error_here("expected integer or floating point literal");
                };
                APInt::from_words(width, &[f.bits() as u64, (f.bits() >> 64) as u64])
                    .write_le_bytes(&mut data, bytes);
            }
            len += 1;
            Ok(())
        })?;
        Ok((len, data))
    }

    /// A dense array of `elem` without its `array<elem:` prefix, as ODS
    /// formats print `DenseI64ArrayAttr` and friends (`[1, 2]`,
    /// `DenseArrayAttrImpl::parse`).
    pub(crate) fn parse_dense_array_stripped(&mut self, elem: Type) -> PResult<Attribute> {
        let (is_int, width) = match self.ctx.type_kind(elem) {
            TypeKind::Integer { width, .. } => (true, *width),
            TypeKind::Index => (true, 64),
            TypeKind::Float(s) => (false, s.bit_width()),
            _ => (true, 64),
        };
        let is_bool = is_int && width == 1;
        self.expect(TokenKind::LSquare, "expected '['")?;
        let (len, data) = if self.at(TokenKind::RSquare) {
            (0, Vec::new())
        } else {
            self.parse_dense_array_elements(elem, is_int, is_bool, width)?
        };
        self.expect(TokenKind::RSquare, "expected ']'")?;
        Ok(self.ctx.intern_attr(AttrKind::DenseArray {
            elem,
            len,
            data: data.into(),
        }))
    }

    pub(crate) fn parse_sparse_elements_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let (kl, kc) = (self.tok.line, self.tok.col);
        self.consume();
        self.expect(TokenKind::Less, "Expected '<' after 'sparse'")?;
        let i64t = self.ctx.int_type(64);
        if self.consume_if(TokenKind::Greater) {
            let t = self.parse_elements_literal_type(ty, kl, kc)?;
            let (shape, elem) = self
                .ctx
                .shaped_info(t)
                .map(|(s, e)| (s.to_vec(), e))
                .expect("shaped");
            let it = self
                .ctx
                .ranked_tensor_type(&[0, shape.len() as i64], i64t, None);
            let vt = self.ctx.ranked_tensor_type(&[0], elem, None);
            let indices = self.ctx.intern_attr(AttrKind::DenseIntOrFP {
                ty: it,
                data: Box::new([]),
                splat: false,
            });
            let values = self.empty_dense(vt);
            return Ok(self.ctx.intern_attr(AttrKind::Sparse {
                ty: t,
                indices,
                values,
            }));
        }
        let (il, ic) = (self.tok.line, self.tok.col);
        let indices_lit = self.parse_tensor_literal(false)?;
        self.expect(TokenKind::Comma, "expected ','")?;
        let (vl, vc) = (self.tok.line, self.tok.col);
        let values_lit = self.parse_tensor_literal(true)?;
        self.expect(TokenKind::Greater, "expected '>'")?;
        let t = self.parse_elements_literal_type(ty, kl, kc)?;
        let (shape, elem) = self
            .ctx
            .shaped_info(t)
            .map(|(s, e)| (s.to_vec(), e))
            .expect("shaped");
        let indices_shape = if indices_lit.shape.is_empty() {
            vec![1, shape.len() as i64]
        } else {
            indices_lit.shape.clone()
        };
        let it = self.ctx.ranked_tensor_type(&indices_shape, i64t, None);
        let indices = self.tensor_literal_attr(indices_lit, it, il, ic)?;
        let values_shape = if values_lit.shape.is_empty() {
            vec![indices_shape[0]]
        } else {
            values_lit.shape.clone()
        };
        let vt = self.ctx.ranked_tensor_type(&values_shape, elem, None);
        let values = self.tensor_literal_attr(values_lit, vt, vl, vc)?;
        if let Err(msg) = self.verify_sparse(t, &shape, &indices_shape, &values_shape, indices) {
            return self.error_at(kl, kc, msg);
        }
        Ok(self.ctx.intern_attr(AttrKind::Sparse {
            ty: t,
            indices,
            values,
        }))
    }

    fn empty_dense(&mut self, ty: Type) -> Attribute {
        let elem = self.ctx.element_type(ty).expect("shaped");
        if dense_elem_bytes(self.ctx, elem).is_some() {
            self.ctx.intern_attr(AttrKind::DenseIntOrFP {
                ty,
                data: Box::new([]),
                splat: false,
            })
        } else {
            self.ctx.intern_attr(AttrKind::DenseString {
                ty,
                values: Box::new([]),
                splat: false,
            })
        }
    }
}

/// Decodes `0x` followed by an even number of hex digits.
pub fn decode_hex(s: &[u8]) -> Option<Vec<u8>> {
    let h = s.strip_prefix(b"0x")?;
    if h.len() % 2 != 0 {
        return None;
    }
    h.chunks(2)
        .map(|p| {
            let hi = (p[0] as char).to_digit(16)?;
            let lo = (p[1] as char).to_digit(16)?;
            Some((hi * 16 + lo) as u8)
        })
        .collect()
}

impl Parser<'_, '_> {
    /// `SparseElementsAttr::verify`.
    fn verify_sparse(
        &self,
        ty: Type,
        shape: &[i64],
        ishape: &[i64],
        vshape: &[i64],
        indices: Attribute,
    ) -> Result<(), String> {
        let shape_error = || {
            format!(
                "expected shape ([{}]); inferred shape of indices literal ([{}]); inferred shape of values literal ([{}])",
                shape_str(shape),
                shape_str(ishape),
                shape_str(vshape)
            )
        };
        if vshape.len() != 1 {
            return Err("expected 1-d tensor for sparse element values".into());
        }
        let rank = shape.len();
        if ishape.len() == 2 {
            if ishape[1] != rank as i64 {
                return Err(shape_error());
            }
        } else if ishape.len() != 1 || rank != 1 {
            return Err(shape_error());
        }
        let num = ishape[0];
        if num != vshape[0] {
            return Err(shape_error());
        }
        let AttrKind::DenseIntOrFP { data, splat, .. } = self.ctx.attr_kind(indices) else {
            return Ok(());
        };
        let read =
            |i: usize| -> u64 { u64::from_le_bytes(data[i * 8..i * 8 + 8].try_into().unwrap()) };
        let index_error = |n: usize, idx: &[u64]| {
            let t = crate::asm::print_type_local(self.ctx, ty);
            let list = idx
                .iter()
                .map(|v| v.to_string())
                .collect::<Vec<_>>()
                .join(", ");
            format!("sparse index #{n} is not contained within the value shape, with index=[{list}], and type='{t}'")
        };
        let valid = |idx: &[u64]| {
            idx.len() == rank
                && idx
                    .iter()
                    .zip(shape)
                    .all(|(&i, &d)| d >= 0 && (i as i64) < d)
        };
        if *splat {
            if data.is_empty() {
                return Ok(());
            }
            let idx = vec![read(0); rank];
            return if valid(&idx) {
                Ok(())
            } else {
                Err(index_error(0, &idx))
            };
        }
        for i in 0..num as usize {
            let idx: Vec<u64> = (0..rank).map(|j| read(i * rank + j)).collect();
            if !valid(&idx) {
                return Err(index_error(i, &idx));
            }
        }
        Ok(())
    }
}
