//! MLIR's textual format: lexer, parser, printer, and the `OpAsmParser` /
//! `OpAsmPrinter` interfaces through which custom operation syntax is parsed
//! and printed.

pub mod lexer;
pub mod parser;
pub mod printer;

pub use parser::ops::UnresolvedOperand;
pub use parser::{
    parse_source, parse_stream, parse_stream_with_window, ParseOptions, ParsedModule, Parser,
};
pub use printer::{
    print_attribute_local, print_attribute_local_may_elide, print_op_for_diagnostic,
    print_op_to_vec, print_top_level, print_type_local, AliasVisit, PrintFlags, Printer,
    TypeElision,
};

use crate::ir::{
    Attribute, Location, NamedAttribute, Operation, OperationState, Region, Type, Value,
};
use lexer::{Keyword, TokenKind};
pub use parser::dense::{dense_elem_bytes, make_dense};
use parser::OperationParser;
pub use parser::{PResult, ParseFailure};

/// A custom assembly parser of a registered operation.
pub type ParseFn = fn(&mut OpAsmParser<'_, '_, '_, '_>, &mut OperationState) -> PResult<()>;
/// A custom assembly printer of a registered operation (prints after the name).
pub type PrintFn = fn(&mut OpAsmPrinter<'_, '_, '_>, Operation);

pub(crate) fn parser_dense_elem_bytes(ctx: &crate::ir::Context, t: Type) -> Option<usize> {
    parser::dense::dense_elem_bytes(ctx, t)
}

/// The parser handed to custom operation parsers (MLIR `OpAsmParser`).
pub struct OpAsmParser<'p, 'a, 'c, 's> {
    /// The underlying parser.
    pub p: &'p mut Parser<'a, 'c>,
    st: &'s mut OperationParser,
    op_name: &'static str,
    name_loc: (u32, u32),
    num_results: usize,
}

impl<'p, 'a, 'c, 's> OpAsmParser<'p, 'a, 'c, 's> {
    pub(crate) fn new(
        p: &'p mut Parser<'a, 'c>,
        st: &'s mut OperationParser,
        op_name: &'static str,
        name_loc: (u32, u32),
        num_results: usize,
    ) -> Self {
        OpAsmParser {
            p,
            st,
            op_name,
            name_loc,
            num_results,
        }
    }

    /// The context.
    pub fn ctx(&mut self) -> &mut crate::ir::Context {
        self.p.ctx
    }

    /// Number of results the `%a, %b:2 = ` prefix binds.
    pub fn num_results(&self) -> usize {
        self.num_results
    }

    /// Errors at the current token, prefixed `custom op 'name' `.
    pub fn emit_error<T>(&mut self, msg: impl AsRef<str>) -> PResult<T> {
        let m = format!("custom op '{}' {}", self.op_name, msg.as_ref());
        self.p.error_here(m)
    }

    /// Errors at the operation name.
    pub fn emit_error_at_name<T>(&mut self, msg: impl AsRef<str>) -> PResult<T> {
        let m = format!("custom op '{}' {}", self.op_name, msg.as_ref());
        let (l, c) = self.name_loc;
        self.p.error_at(l, c, m)
    }

    /// Location of the operation name.
    pub fn name_location(&mut self) -> Location {
        let (l, c) = self.name_loc;
        self.p.loc_at(l, c)
    }

    /// The position of the op name (MLIR `getNameLoc`), for errors reported
    /// there after the fact.
    pub fn name_position(&self) -> (u32, u32) {
        self.name_loc
    }

    /// Errors with the wrong-token heuristic, prefixed like `emit_error`.
    fn wrong_token<T>(&mut self, msg: &str) -> PResult<T> {
        let m = format!("custom op '{}' {}", self.op_name, msg);
        self.p.error_wrong_token(m)
    }

    /// Consumes `kw` if it is the current bare keyword.
    pub fn parse_optional_keyword(&mut self, kw: &str) -> bool {
        if self.p.tok.is_keyword_like() && self.p.tok_text() == kw.as_bytes() {
            self.p.consume();
            true
        } else {
            false
        }
    }

    /// Requires keyword `kw` (MLIR `parseKeyword`: the error is prefixed
    /// and at the current token).
    pub fn parse_keyword(&mut self, kw: &str) -> PResult<()> {
        if self.parse_optional_keyword(kw) {
            return Ok(());
        }
        self.emit_error(format!("expected '{kw}'"))
    }

    /// Consumes a punctuation token if present.
    pub fn parse_optional_punct(&mut self, k: TokenKind) -> bool {
        self.p.consume_if(k)
    }

    /// Requires a punctuation token (MLIR `parseColon`, `parseLParen`, ...:
    /// the core parser's wrong-token error, without the op prefix).
    pub fn parse_punct(&mut self, k: TokenKind) -> PResult<()> {
        if self.p.consume_if(k) {
            return Ok(());
        }
        self.p
            .error_wrong_token(format!("expected '{}'", k.spelling()))
    }

    /// `@name` if present.
    pub fn parse_optional_symbol_name(&mut self) -> PResult<Option<Attribute>> {
        if !self.p.at(TokenKind::AtIdentifier) {
            return Ok(None);
        }
        let name = self.p.symbol_reference();
        self.p.consume();
        Ok(Some(self.p.ctx.string_attr(&name)))
    }

    /// An optional attribute dictionary appended to `out`.
    pub fn parse_optional_attr_dict(
        &mut self,
        out: &mut smallvec::SmallVec<[NamedAttribute; 2]>,
    ) -> PResult<()> {
        if self.p.at(TokenKind::LBrace) {
            let entries = self.p.parse_attribute_dict()?;
            out.extend(entries);
        }
        Ok(())
    }

    /// `attributes {...}` if present.
    pub fn parse_optional_attr_dict_with_keyword(
        &mut self,
        out: &mut smallvec::SmallVec<[NamedAttribute; 2]>,
    ) -> PResult<()> {
        if self.p.at_kw(Keyword::Attributes) {
            self.p.consume();
            let entries = self.p.parse_attribute_dict()?;
            out.extend(entries);
        }
        Ok(())
    }

    /// A type.
    pub fn parse_type(&mut self) -> PResult<Type> {
        self.p.parse_type()
    }

    /// `type (, type)*`
    pub fn parse_type_list(&mut self) -> PResult<Vec<Type>> {
        let mut v = parser::TypeList::new();
        self.p.parse_type_list_no_parens(&mut v)?;
        Ok(v.into_vec())
    }

    /// An attribute.
    pub fn parse_attribute(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        self.p.parse_attribute(ty)
    }

    /// A dense array of `elem` written without its `array<elem:` prefix
    /// (`[1, 2]`), as ODS formats write `DenseI64ArrayAttr` and friends.
    pub fn parse_dense_array_stripped(&mut self, elem: Type) -> PResult<Attribute> {
        self.p.parse_dense_array_stripped(elem)
    }

    /// `%name(#N)?` if present.
    pub fn parse_optional_operand(&mut self) -> PResult<Option<UnresolvedOperand>> {
        if !self.p.at(TokenKind::PercentIdentifier) {
            return Ok(None);
        }
        self.p.parse_ssa_use(true).map(Some)
    }

    /// A comma-separated (possibly empty) list of operands.
    pub fn parse_operand_list(&mut self) -> PResult<Vec<UnresolvedOperand>> {
        let mut v = Vec::new();
        if !self.p.at(TokenKind::PercentIdentifier) {
            return Ok(v);
        }
        self.p.parse_comma_list(|p| {
            let u = p.parse_ssa_use(true)?;
            v.push(u);
            Ok(())
        })?;
        Ok(v)
    }

    /// Resolves operands against types into `out`; a count mismatch is
    /// reported at the first operand (or the op name when there is none).
    pub fn resolve_operands(
        &mut self,
        uses: &[UnresolvedOperand],
        types: &[Type],
        out: &mut smallvec::SmallVec<[Value; 4]>,
    ) -> PResult<()> {
        let pos = uses
            .first()
            .map(|u| (u.line, u.col))
            .unwrap_or(self.name_loc);
        self.resolve_operands_at(uses, types, pos, out)
    }

    /// Resolves operands against types into `out` (MLIR `resolveOperands`
    /// with a location): a count mismatch is reported at `pos`.
    pub fn resolve_operands_at(
        &mut self,
        uses: &[UnresolvedOperand],
        types: &[Type],
        pos: (u32, u32),
        out: &mut smallvec::SmallVec<[Value; 4]>,
    ) -> PResult<()> {
        if uses.len() != types.len() {
            return self.emit_error_at(
                pos,
                format!(
                    "number of operands and types do not match: got {} operands and {} types",
                    uses.len(),
                    types.len()
                ),
            );
        }
        for (u, t) in uses.iter().zip(types) {
            let v = self.p.resolve_ssa_use(self.st, u, *t)?;
            out.push(v);
        }
        Ok(())
    }

    /// Resolves a variadic group's operands against a list of types (MLIR's
    /// range overload of `resolveOperands`, which ODS-generated parsers call
    /// for variadic groups): a count mismatch is reported at `pos` as
    /// `number of operands and types do not match: got N operands and M types`.
    pub fn resolve_operand_range(
        &mut self,
        uses: &[UnresolvedOperand],
        types: &[Type],
        pos: (u32, u32),
        out: &mut smallvec::SmallVec<[Value; 4]>,
    ) -> PResult<()> {
        if uses.len() != types.len() {
            let msg = format!(
                "number of operands and types do not match: got {} operands and {} types",
                uses.len(),
                types.len()
            );
            return self.emit_error_at(pos, msg);
        }
        self.resolve_operands(uses, types, out)
    }

    /// A region (`{...}`) into `region`.
    pub fn parse_region(&mut self, region: Region) -> PResult<()> {
        self.p.parse_region(self.st, region, &[], false)
    }

    /// A region whose entry block takes `args` (MLIR `parseRegion` with
    /// arguments); `isolated` starts a new SSA scope.
    pub fn parse_region_with_args(
        &mut self,
        region: Region,
        args: &[Argument],
        isolated: bool,
    ) -> PResult<()> {
        if !self.p.at(TokenKind::LBrace) {
            return self.p.parse_region(self.st, region, &[], isolated);
        }
        self.parse_optional_region_with_args(region, args, isolated)
            .map(|_| ())
    }

    /// True if the current token is `k`.
    pub fn at(&self, k: TokenKind) -> bool {
        self.p.at(k)
    }

    /// True if the current token is the bare keyword `kw`.
    pub fn at_keyword(&self, kw: &str) -> bool {
        self.p.tok.is_keyword_like() && self.p.tok_text() == kw.as_bytes()
    }

    /// True if a type can start here.
    pub fn at_type_start(&self) -> bool {
        self.p.at_type_start()
    }

    /// True if an attribute can start here.
    pub fn at_attribute_start(&self) -> bool {
        self.p.at_attribute_start()
    }

    /// The context, read-only.
    pub fn ctx_ref(&self) -> &crate::ir::Context {
        self.p.ctx
    }

    /// `%name(#N)?` (the error comes from the core parser, unprefixed).
    pub fn parse_operand(&mut self) -> PResult<UnresolvedOperand> {
        if !self.p.at(TokenKind::PercentIdentifier) {
            // MLIR's `parseSSAUse`: the core parser's error, unprefixed.
            return self.p.error_wrong_token("expected SSA operand");
        }
        self.p.parse_ssa_use(true)
    }

    /// `^bb` successor.
    pub fn parse_successor(&mut self) -> PResult<crate::ir::Block> {
        self.p.parse_successor(self.st)
    }

    /// The result part of a function type: `(t, ...)` or one type.
    pub fn parse_function_result_types(&mut self) -> PResult<Vec<Type>> {
        let mut v = parser::TypeList::new();
        self.p.parse_function_result_types(&mut v)?;
        Ok(v.into_vec())
    }

    /// Errors at the current token without the `custom op` prefix (the core
    /// parser's own errors, e.g. inside `parseOperandList`).
    pub fn emit_error_unprefixed<T>(&mut self, msg: impl Into<String>) -> PResult<T> {
        self.p.error_here(msg)
    }

    /// Errors with the wrong-token heuristic, without the `custom op` prefix
    /// (MLIR's `emitWrongTokenError` of the core parser).
    pub fn emit_error_wrong_token_unprefixed<T>(&mut self, msg: impl Into<String>) -> PResult<T> {
        self.p.error_wrong_token(msg)
    }

    /// Errors at the current token with the wrong-token heuristic, prefixed
    /// like `emit_error`.
    pub fn emit_error_wrong_token<T>(&mut self, msg: &str) -> PResult<T> {
        self.wrong_token(msg)
    }

    /// The position of the current token (for errors reported later).
    pub fn current_position(&self) -> (u32, u32) {
        (self.p.tok.line, self.p.tok.col)
    }

    /// Errors at `pos`, prefixed `custom op 'name' `.
    pub fn emit_error_at<T>(&mut self, pos: (u32, u32), msg: impl AsRef<str>) -> PResult<T> {
        let m = format!("custom op '{}' {}", self.op_name, msg.as_ref());
        self.p.error_at(pos.0, pos.1, m)
    }

    /// One of `keywords` if it is the current token.
    pub fn parse_optional_keyword_of(&mut self, keywords: &[&'static str]) -> Option<&'static str> {
        let k = keywords.iter().copied().find(|k| self.at_keyword(k))?;
        self.p.consume();
        Some(k)
    }

    /// `@name` (required).
    pub fn parse_symbol_name(&mut self) -> PResult<Attribute> {
        match self.parse_optional_symbol_name()? {
            Some(a) => Ok(a),
            None => self.wrong_token("expected valid '@'-identifier for symbol name"),
        }
    }

    /// A `(...)`-delimited, possibly empty, comma-separated list (MLIR
    /// `parseCommaSeparatedList(Delimiter::Paren, ...)`). Its own `expected
    /// '('`/`expected ')'` errors are not prefixed, as in MLIR, where the
    /// list is parsed by the underlying parser.
    pub fn parse_paren_list(&mut self, mut f: impl FnMut(&mut Self) -> PResult<()>) -> PResult<()> {
        if !self.p.consume_if(TokenKind::LParen) {
            return self.p.error_wrong_token("expected '('");
        }
        if self.p.consume_if(TokenKind::RParen) {
            return Ok(());
        }
        f(self)?;
        while self.p.consume_if(TokenKind::Comma) {
            f(self)?;
        }
        if !self.p.consume_if(TokenKind::RParen) {
            return self.p.error_wrong_token("expected ')'");
        }
        Ok(())
    }

    /// An integer if one starts here (MLIR `parseOptionalInteger` into an
    /// `int64_t`): `true`/`false`, an optional `-`, a decimal or hex
    /// literal.
    pub fn parse_optional_integer(&mut self) -> PResult<Option<i64>> {
        if self.p.at_kw(Keyword::True) || self.p.at_kw(Keyword::False) {
            let v = self.p.at_kw(Keyword::True) as i64;
            self.p.consume();
            return Ok(Some(v));
        }
        if !self.p.at(TokenKind::Minus) && !self.p.at(TokenKind::Integer) {
            return Ok(None);
        }
        let negative = self.p.consume_if(TokenKind::Minus);
        if !self.p.at(TokenKind::Integer) {
            return self.p.error_wrong_token("expected integer value");
        }
        let pos = self.current_position();
        let text = String::from_utf8_lossy(self.p.tok_text()).into_owned();
        self.p.consume();
        let magnitude = match text.strip_prefix("0x") {
            Some(hex) => u64::from_str_radix(hex, 16).ok(),
            None => text.parse::<u64>().ok(),
        };
        let value = magnitude.and_then(|m| {
            if negative {
                if m <= i64::MAX as u64 + 1 {
                    Some((m as i64).wrapping_neg())
                } else {
                    None
                }
            } else {
                i64::try_from(m).ok()
            }
        });
        match value {
            Some(v) => Ok(Some(v)),
            None => self.emit_error_at(pos, "integer value too large"),
        }
    }

    /// An integer (MLIR `parseInteger`): `expected integer value` otherwise.
    pub fn parse_integer(&mut self) -> PResult<i64> {
        let pos = self.current_position();
        match self.parse_optional_integer()? {
            Some(v) => Ok(v),
            None => self.emit_error_at(pos, "expected integer value"),
        }
    }

    /// Reports an error at the op name even if one was already reported:
    /// MLIR custom parsers often emit a second, summarizing diagnostic
    /// after a nested failure, and both are printed.
    pub fn emit_further_error_at_name<T>(&mut self, msg: impl AsRef<str>) -> PResult<T> {
        let m = format!("custom op '{}' {}", self.op_name, msg.as_ref());
        let (l, c) = self.name_loc;
        let loc = self.p.loc_at(l, c);
        let d = crate::diag::Diagnostic::error(loc, m);
        if self.p.error.is_none() {
            self.p.error = Some(d);
        } else {
            self.p.extra_errors.push(d);
        }
        Err(ParseFailure)
    }

    /// Any bare keyword (MLIR `parseOptionalKeyword(StringRef *)`).
    pub fn parse_optional_bare_keyword(&mut self) -> Option<String> {
        if !self.p.tok.is_keyword_like() {
            return None;
        }
        let s = String::from_utf8_lossy(self.p.tok_text()).into_owned();
        self.p.consume();
        Some(s)
    }

    /// Consumes `k` if it is the current token (any punctuation).
    pub fn consume_if(&mut self, k: TokenKind) -> bool {
        self.p.consume_if(k)
    }

    /// Errors at the current token with the wrong-token heuristic, without
    /// the `custom op` prefix (an error of MLIR's core parser).
    pub fn emit_core_error_wrong_token<T>(&mut self, msg: impl Into<String>) -> PResult<T> {
        self.p.error_wrong_token(msg)
    }

    /// `-> type` or `-> (type, ...)` if an arrow follows (MLIR
    /// `parseOptionalArrowTypeList`); empty otherwise.
    pub fn parse_optional_arrow_type_list(&mut self) -> PResult<Vec<Type>> {
        if !self.p.consume_if(TokenKind::Arrow) {
            return Ok(Vec::new());
        }
        self.parse_function_result_types()
    }

    /// `-> type` or `-> (type, ...)` (MLIR `parseArrowTypeList`).
    pub fn parse_arrow_type_list(&mut self) -> PResult<Vec<Type>> {
        self.parse_punct(TokenKind::Arrow)?;
        self.parse_function_result_types()
    }

    /// `%name`, a region argument without type (MLIR `parseArgument` with
    /// neither type nor attributes): a result number is an error.
    pub fn parse_argument_name(&mut self) -> PResult<UnresolvedOperand> {
        self.p.parse_ssa_use(false)
    }

    /// `(%arg = %value, ...)` if a `(` follows (MLIR
    /// `parseOptionalAssignmentList`): the region arguments and the values
    /// bound to them.
    #[allow(clippy::type_complexity)]
    pub fn parse_optional_assignment_list(
        &mut self,
    ) -> PResult<Option<(Vec<UnresolvedOperand>, Vec<UnresolvedOperand>)>> {
        if !self.p.consume_if(TokenKind::LParen) {
            return Ok(None);
        }
        let (mut lhs, mut rhs) = (Vec::new(), Vec::new());
        if self.p.consume_if(TokenKind::RParen) {
            return Ok(Some((lhs, rhs)));
        }
        loop {
            lhs.push(self.parse_argument_name()?);
            self.parse_punct(TokenKind::Equal)?;
            rhs.push(self.parse_operand()?);
            if !self.p.consume_if(TokenKind::Comma) {
                break;
            }
        }
        if !self.p.consume_if(TokenKind::RParen) {
            return self.p.error_wrong_token("expected ',' or ')'");
        }
        Ok(Some((lhs, rhs)))
    }

    /// `(%arg = %value, ...)` (MLIR `parseAssignmentList`).
    #[allow(clippy::type_complexity)]
    pub fn parse_assignment_list(
        &mut self,
    ) -> PResult<(Vec<UnresolvedOperand>, Vec<UnresolvedOperand>)> {
        match self.parse_optional_assignment_list()? {
            Some(l) => Ok(l),
            None => self.emit_error("expected '('"),
        }
    }

    /// `loc(...)` if present (MLIR `parseOptionalLocationSpecifier`).
    pub fn parse_optional_location_specifier(&mut self) -> PResult<Option<Location>> {
        if !self.p.at_kw(Keyword::Loc) {
            return Ok(None);
        }
        self.p.consume();
        self.p
            .expect(TokenKind::LParen, "expected '(' in location")?;
        let loc = self.p.parse_location_instance()?;
        self.p
            .expect(TokenKind::RParen, "expected ')' in location")?;
        Ok(Some(loc))
    }

    /// `%name : type {attrs} loc(...)` if an SSA name follows (MLIR
    /// `parseOptionalArgument` with types and attributes allowed).
    pub fn parse_optional_argument(&mut self) -> PResult<Option<Argument>> {
        if !self.p.at(TokenKind::PercentIdentifier) {
            return Ok(None);
        }
        let ssa = self.p.parse_ssa_use(false)?;
        self.parse_punct(TokenKind::Colon)?;
        let ty = self.p.parse_type()?;
        let mut attrs = smallvec::SmallVec::new();
        self.parse_optional_attr_dict(&mut attrs)?;
        let loc = self.parse_optional_location_specifier()?;
        Ok(Some(Argument {
            ssa: Some(ssa),
            ty,
            attrs: attrs.into_vec(),
            loc,
        }))
    }

    /// A bare affine map (`(d0, d1) -> (d1, d0)`), MLIR `parseAffineMap`.
    pub fn parse_affine_map(&mut self) -> PResult<crate::affine::AffineMap> {
        self.p.parse_bare_affine_map()
    }

    /// A region whose entry block takes `args` (with SSA names); `None` if no
    /// `{` follows. `isolated` starts a new SSA scope.
    pub fn parse_optional_region_with_args(
        &mut self,
        region: Region,
        args: &[Argument],
        isolated: bool,
    ) -> PResult<bool> {
        if !self.p.at(TokenKind::LBrace) {
            return Ok(false);
        }
        // Unnamed arguments (a type-only signature) still count for MLIR's
        // "entry block arguments were already defined" check, but define
        // nothing: they are passed with an empty name.
        let entry: Vec<(UnresolvedOperand, Type, Option<Location>)> = args
            .iter()
            .map(|a| {
                let ssa = a.ssa.clone().unwrap_or(UnresolvedOperand {
                    name: Default::default(),
                    number: 0,
                    line: 0,
                    col: 0,
                });
                (ssa, a.ty, a.loc)
            })
            .collect();
        self.p.parse_region(self.st, region, &entry, isolated)?;
        Ok(true)
    }
}

/// A function-like argument (MLIR `OpAsmParser::Argument`).
#[derive(Clone, Debug)]
pub struct Argument {
    /// The SSA name, if written.
    pub ssa: Option<UnresolvedOperand>,
    /// The type.
    pub ty: Type,
    /// Argument attributes.
    pub attrs: Vec<NamedAttribute>,
    /// An explicit `loc(...)`.
    pub loc: Option<Location>,
}

/// The printer handed to custom operation printers (MLIR `OpAsmPrinter`).
pub struct OpAsmPrinter<'x, 'c, 'w> {
    /// The underlying printer.
    pub p: &'x mut Printer<'c, 'w>,
}

impl<'x, 'c, 'w> OpAsmPrinter<'x, 'c, 'w> {
    pub(crate) fn new(p: &'x mut Printer<'c, 'w>) -> Self {
        OpAsmPrinter { p }
    }

    /// The context.
    pub fn ctx(&self) -> &'c crate::ir::Context {
        self.p.ctx
    }

    /// Writes raw text.
    pub fn write(&mut self, s: &str) {
        self.p.w(s);
    }

    /// `@name`
    pub fn print_symbol_name(&mut self, name: &[u8]) {
        self.p.print_symbol_name(name);
    }

    /// An attribute (with its type).
    pub fn print_attribute(&mut self, a: Attribute) {
        self.p.print_attribute(a, TypeElision::Never);
    }

    /// An attribute without its type.
    pub fn print_attribute_without_type(&mut self, a: Attribute) {
        self.p.print_attribute(a, TypeElision::Must);
    }

    /// A dense array without its `array<elem:` prefix (`[1, 2]`).
    pub fn print_dense_array_stripped(&mut self, a: Attribute) {
        self.p.print_dense_array_stripped(a);
    }

    /// A type.
    pub fn print_type(&mut self, t: Type) {
        self.p.print_type(t);
    }

    /// `%v`
    pub fn print_operand(&mut self, v: Value) {
        self.p.print_value_id(v, true);
    }

    /// `%a, %b`
    pub fn print_operands(&mut self, vs: &[Value]) {
        for (i, v) in vs.iter().enumerate() {
            if i > 0 {
                self.p.w(", ");
            }
            self.p.print_value_id(*v, true);
        }
    }

    /// `t1, t2`
    pub fn print_types(&mut self, ts: &[Type]) {
        for (i, t) in ts.iter().enumerate() {
            if i > 0 {
                self.p.w(", ");
            }
            self.p.print_type(*t);
        }
    }

    /// ` {...}` without the elided names.
    pub fn print_optional_attr_dict(&mut self, attrs: &[NamedAttribute], elided: &[&str]) {
        self.p.print_optional_attr_dict(attrs, elided, false);
    }

    /// `{a = 1, b}` (always, even when empty): a dictionary from its entries.
    pub fn print_attr_dict_literal(&mut self, attrs: &[NamedAttribute]) {
        self.p.w("{");
        for (i, a) in attrs.iter().enumerate() {
            if i > 0 {
                self.p.w(", ");
            }
            self.p.print_named_attribute(*a);
        }
        self.p.w("}");
    }

    /// ` attributes {...}` without the elided names.
    pub fn print_optional_attr_dict_with_keyword(
        &mut self,
        attrs: &[NamedAttribute],
        elided: &[&str],
    ) {
        self.p.print_optional_attr_dict(attrs, elided, true);
    }

    /// `%arg0: type {attrs}` (plus ` loc(...)` with debug info), as MLIR's
    /// `printRegionArgument`.
    pub fn print_region_argument(&mut self, v: Value, attrs: &[NamedAttribute]) {
        self.p.print_value_id(v, true);
        self.p.w(": ");
        let t = self.p.ctx.value_type(v);
        self.p.print_type(t);
        self.p.print_optional_attr_dict(attrs, &[], false);
        if self.p.flags.debug_info {
            if let crate::ir::ValueDef::BlockArgument(b, i) = self.p.ctx.value_def(v) {
                let loc = self.p.ctx.block_arg_loc(b, i as usize);
                self.p.w(" ");
                self.p.print_location(loc, false);
            }
        }
    }

    /// A newline at the current indentation.
    pub fn print_newline(&mut self) {
        self.p.newline();
        self.p.write_indent();
    }

    /// `^bbN`
    pub fn print_successor(&mut self, b: crate::ir::Block) {
        self.p.print_block_name(b);
    }

    /// One operation without its results, in custom form when it has one
    /// (MLIR `printCustomOrGenericOp`).
    pub fn print_custom_or_generic_op(&mut self, op: Operation) {
        self.p.print_custom_or_generic_op(op);
    }

    /// A region.
    pub fn print_region(
        &mut self,
        r: Region,
        print_entry_args: bool,
        print_terminators: bool,
        print_empty_block: bool,
    ) {
        self.p
            .print_region(r, print_entry_args, print_terminators, print_empty_block);
    }
}
