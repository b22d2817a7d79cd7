//! Parser for the affine map / integer set grammar with MLIR's diagnostics
//! (wording and reported location).
//!
//! The caller owns the main lexer, so the entry points take the byte slice
//! starting right after `affine_map<` / `affine_set<` (or at a bare map) and
//! report how many bytes they consumed. Error offsets are byte offsets into
//! that slice, pointing where `mlir-opt` puts its caret.

use std::fmt;

use super::expr::{AffineContext, AffineExpr};
use super::lexer::{parse_u64_literal, Lexer, Tok, Token};
use super::{AffineMap, IntegerSet};

/// One diagnostic: byte offset into the parsed slice and MLIR's message.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct AffineDiagnostic {
    pub offset: usize,
    pub message: String,
}

/// A parse failure. `offset`/`message` is the first error MLIR reports;
/// `extra` holds further errors MLIR emits for the same failure (e.g.
/// "missing operand of negation" after "no expression inside parentheses").
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct AffineParseError {
    pub offset: usize,
    pub message: String,
    pub extra: Vec<AffineDiagnostic>,
}

impl fmt::Display for AffineParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (at byte {})", self.message, self.offset)
    }
}

impl std::error::Error for AffineParseError {}

/// Either kind of affine structure; the grammar is ambiguous until `->` or
/// `:` is seen.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AffineMapOrSet {
    Map(AffineMap),
    Set(IntegerSet),
}

impl AffineMapOrSet {
    /// The map, if this is one.
    pub fn as_map(self) -> Option<AffineMap> {
        match self {
            AffineMapOrSet::Map(m) => Some(m),
            AffineMapOrSet::Set(_) => None,
        }
    }

    /// The set, if this is one.
    pub fn as_set(self) -> Option<IntegerSet> {
        match self {
            AffineMapOrSet::Set(s) => Some(s),
            AffineMapOrSet::Map(_) => None,
        }
    }
}

/// Which attribute keyword preceded the `<`: decides the "expected
/// AffineMap, but got IntegerSet" check and the wording of the `>` error.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum AffineAttrKind {
    /// `affine_map<...>`
    Map,
    /// `affine_set<...>`
    Set,
}

/// Delimiter around an affine map of SSA ids (MLIR `OpAsmParser::Delimiter`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum AffineDelimiter {
    None,
    Paren,
    Square,
    OptionalParen,
    OptionalSquare,
}

/// An SSA value used inside an affine expression of SSA ids (`%x` or
/// `%x#2`), with the byte offset of its `%` token.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SsaUse {
    pub name: String,
    pub number: u32,
    pub offset: usize,
}

/// Result of parsing an affine map of SSA ids: the map plus the SSA values
/// bound to its dimensions and symbols, in position order.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SsaAffineMap {
    pub map: AffineMap,
    pub dims: Vec<SsaUse>,
    pub symbols: Vec<SsaUse>,
}

/// Result of parsing a single affine expression of SSA ids.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SsaAffineExpr {
    pub expr: AffineExpr,
    pub dims: Vec<SsaUse>,
    pub symbols: Vec<SsaUse>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum LowOp {
    Add,
    Sub,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum HighOp {
    Mul,
    FloorDiv,
    CeilDiv,
    Mod,
}

/// A declared identifier: dims/symbols by name, or SSA values by
/// (name, result number).
struct Binding {
    name: Vec<u8>,
    number: u32,
    expr: AffineExpr,
}

struct Parser<'a, 'c> {
    ctx: &'c mut AffineContext,
    lex: Lexer<'a>,
    tok: Token,
    /// End of the last consumed token.
    prev_end: usize,
    /// Whether the slice is the whole buffer (affects where wrong-token
    /// errors back up to).
    at_buffer_start: bool,
    diags: Vec<AffineDiagnostic>,
    bindings: Vec<Binding>,
    allow_ssa: bool,
    ssa_dims: Vec<SsaUse>,
    ssa_symbols: Vec<SsaUse>,
}

type PResult<T> = Option<T>;

impl<'a, 'c> Parser<'a, 'c> {
    fn new(ctx: &'c mut AffineContext, src: &'a [u8], at_buffer_start: bool) -> Self {
        let mut lex = Lexer::new(src);
        let tok = lex.lex();
        Parser {
            ctx,
            lex,
            tok,
            prev_end: 0,
            at_buffer_start,
            diags: Vec::new(),
            bindings: Vec::new(),
            allow_ssa: false,
            ssa_dims: Vec::new(),
            ssa_symbols: Vec::new(),
        }
    }

    fn spelling(&self) -> &'a [u8] {
        let buf = self.lex.buffer();
        &buf[self.tok.start..self.tok.end.min(buf.len())]
    }

    fn consume(&mut self) {
        self.prev_end = self.tok.end;
        self.tok = self.lex.lex();
    }

    fn consume_if(&mut self, kind: Tok) -> bool {
        if self.tok.kind == kind {
            self.consume();
            true
        } else {
            false
        }
    }

    /// Records an error unless the current token is a lexer error (the
    /// lexer already reported it, and MLIR abandons follow-up errors).
    fn emit_error_at(&mut self, offset: usize, message: impl Into<String>) {
        if self.tok.kind == Tok::Error {
            return;
        }
        self.diags.push(AffineDiagnostic {
            offset,
            message: message.into(),
        });
    }

    /// Error at the current token (one byte back at end of file).
    fn emit_error(&mut self, message: impl Into<String>) {
        let loc = if self.tok.kind == Tok::Eof {
            self.tok.start.saturating_sub(1)
        } else {
            self.tok.start
        };
        self.emit_error_at(loc, message);
    }

    /// Error about an unexpected token: reported right after the previous
    /// non-blank text, skipping blank lines and trailing `//` comments, as
    /// MLIR's `emitWrongTokenError` does.
    fn emit_wrong_token_error(&mut self, message: impl Into<String>) {
        let buf = self.lex.buffer();
        let mut loc = self.tok.start as isize;
        if self.tok.kind == Tok::Eof {
            loc -= 1;
        }
        let original = loc.max(0) as usize;
        let mut end = original.min(buf.len());
        let at = loop {
            while end > 0 && (buf[end - 1] == b' ' || buf[end - 1] == b'\t') {
                end -= 1;
            }
            if end == 0 {
                // Past the slice start lies the `<` of `affine_map<` (or the
                // buffer start), so the error lands at offset 0 / original.
                break if self.at_buffer_start { original } else { 0 };
            }
            let last = buf[end - 1];
            if last != b'\n' && last != b'\r' {
                break end;
            }
            end -= 1;
            let line_start = buf[..end]
                .iter()
                .rposition(|&c| c == b'\n' || c == b'\r')
                .unwrap_or(0);
            if let Some(cs) = buf[line_start..end].windows(2).position(|w| w == b"//") {
                end = line_start + cs;
            }
        };
        self.emit_error_at(at, message);
    }

    /// Consumes `kind` or reports `message` as a wrong-token error.
    fn parse_token(&mut self, kind: Tok, message: &str) -> PResult<()> {
        if self.consume_if(kind) {
            return Some(());
        }
        self.emit_wrong_token_error(message);
        None
    }

    /// The failure to hand back: the lexer error if parsing stopped at one,
    /// else the recorded parser errors.
    fn into_error(self) -> AffineParseError {
        if self.tok.kind == Tok::Error {
            if let Some((offset, msg)) = self.lex.error {
                return AffineParseError {
                    offset,
                    message: msg.to_string(),
                    extra: Vec::new(),
                };
            }
        }
        let mut diags = self.diags.into_iter();
        match diags.next() {
            Some(d) => AffineParseError {
                offset: d.offset,
                message: d.message,
                extra: diags.collect(),
            },
            None => AffineParseError {
                offset: self.tok.start,
                message: "failed to parse affine structure".to_string(),
                extra: Vec::new(),
            },
        }
    }

    fn is_identifier(&self) -> bool {
        matches!(
            self.tok.kind,
            Tok::BareIdent | Tok::KwFloorDiv | Tok::KwCeilDiv | Tok::KwMod | Tok::KwSymbol
        )
    }

    // ----- lists ----------------------------------------------------------

    /// `open elt (, elt)* close` or `open close`, with MLIR's messages.
    fn comma_list(
        &mut self,
        delim: AffineDelimiter,
        context: &str,
        elt: &mut dyn FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        let (open, close, open_s, close_s) = match delim {
            AffineDelimiter::None => (None, None, "", ""),
            AffineDelimiter::Paren | AffineDelimiter::OptionalParen => {
                (Some(Tok::LParen), Some(Tok::RParen), "(", ")")
            }
            AffineDelimiter::Square | AffineDelimiter::OptionalSquare => {
                (Some(Tok::LSquare), Some(Tok::RSquare), "[", "]")
            }
        };
        if let (Some(open), Some(close)) = (open, close) {
            let optional = matches!(
                delim,
                AffineDelimiter::OptionalParen | AffineDelimiter::OptionalSquare
            );
            if optional && self.tok.kind != open {
                return Some(());
            }
            self.parse_token(open, &format!("expected '{open_s}'{context}"))?;
            if self.consume_if(close) {
                return Some(());
            }
        }
        elt(self)?;
        while self.consume_if(Tok::Comma) {
            elt(self)?;
        }
        if let Some(close) = close {
            self.parse_token(close, &format!("expected '{close_s}'{context}"))?;
        }
        Some(())
    }

    fn parse_identifier_definition(&mut self, expr: AffineExpr) -> PResult<()> {
        if !self.is_identifier() {
            self.emit_wrong_token_error("expected bare identifier");
            return None;
        }
        let name = self.spelling();
        if self.bindings.iter().any(|b| b.name == name) {
            let msg = format!(
                "redefinition of identifier '{}'",
                String::from_utf8_lossy(name)
            );
            self.emit_error(msg);
            return None;
        }
        self.consume();
        self.bindings.push(Binding {
            name: name.to_vec(),
            number: 0,
            expr,
        });
        Some(())
    }

    fn parse_dim_and_symbol_lists(&mut self) -> PResult<(u32, u32)> {
        let mut num_dims = 0u32;
        self.comma_list(
            AffineDelimiter::Paren,
            " in dimensional identifier list",
            &mut |p: &mut Self| {
                let d = p.ctx.dim(num_dims);
                num_dims += 1;
                p.parse_identifier_definition(d)
            },
        )?;
        let mut num_symbols = 0u32;
        if self.tok.kind == Tok::LSquare {
            self.comma_list(
                AffineDelimiter::Square,
                " in symbol list",
                &mut |p: &mut Self| {
                    let s = p.ctx.symbol(num_symbols);
                    num_symbols += 1;
                    p.parse_identifier_definition(s)
                },
            )?;
        }
        Some((num_dims, num_symbols))
    }

    fn parse_map_or_set(&mut self) -> PResult<AffineMapOrSet> {
        let (nd, ns) = self.parse_dim_and_symbol_lists()?;
        if self.consume_if(Tok::Arrow) {
            return self.parse_map_range(nd, ns).map(AffineMapOrSet::Map);
        }
        self.parse_token(Tok::Colon, "expected '->' or ':'")?;
        self.parse_set_constraints(nd, ns).map(AffineMapOrSet::Set)
    }

    fn parse_map_range(&mut self, nd: u32, ns: u32) -> PResult<AffineMap> {
        let mut exprs = Vec::new();
        self.comma_list(
            AffineDelimiter::Paren,
            " in affine map range",
            &mut |p: &mut Self| {
                exprs.push(p.parse_affine_expr()?);
                Some(())
            },
        )?;
        Some(self.ctx.get_map(nd, ns, &exprs))
    }

    fn parse_constraint(&mut self) -> PResult<(AffineExpr, bool)> {
        let lhs = self.parse_affine_expr()?;
        // `>=`, `<=` and `==` are two tokens each; like MLIR, a lone `>` or
        // `<` is consumed before the remaining alternatives are tried.
        if self.consume_if(Tok::Greater) && self.consume_if(Tok::Equal) {
            let rhs = self.parse_affine_expr()?;
            return Some((self.ctx.sub(lhs, rhs), false));
        }
        if self.consume_if(Tok::Less) && self.consume_if(Tok::Equal) {
            let rhs = self.parse_affine_expr()?;
            return Some((self.ctx.sub(rhs, lhs), false));
        }
        if self.consume_if(Tok::Equal) && self.consume_if(Tok::Equal) {
            let rhs = self.parse_affine_expr()?;
            return Some((self.ctx.sub(lhs, rhs), true));
        }
        self.emit_error(
            "expected '== affine-expr' or '>= affine-expr' at end of affine constraint",
        );
        None
    }

    fn parse_set_constraints(&mut self, nd: u32, ns: u32) -> PResult<IntegerSet> {
        let mut cs = Vec::new();
        let mut eqs = Vec::new();
        self.comma_list(
            AffineDelimiter::Paren,
            " in integer set constraint list",
            &mut |p: &mut Self| {
                let (c, eq) = p.parse_constraint()?;
                cs.push(c);
                eqs.push(eq);
                Some(())
            },
        )?;
        if cs.is_empty() {
            // No constraints: the degenerate "true" set `0 == 0`.
            let zero = self.ctx.constant(0);
            return Some(self.ctx.get_integer_set(nd, ns, &[zero], &[true]));
        }
        Some(self.ctx.get_integer_set(nd, ns, &cs, &eqs))
    }

    // ----- expressions ------------------------------------------------------

    fn consume_if_low_prec(&mut self) -> Option<LowOp> {
        match self.tok.kind {
            Tok::Plus => {
                self.consume();
                Some(LowOp::Add)
            }
            Tok::Minus => {
                self.consume();
                Some(LowOp::Sub)
            }
            _ => None,
        }
    }

    fn consume_if_high_prec(&mut self) -> Option<HighOp> {
        let op = match self.tok.kind {
            Tok::Star => HighOp::Mul,
            Tok::KwFloorDiv => HighOp::FloorDiv,
            Tok::KwCeilDiv => HighOp::CeilDiv,
            Tok::KwMod => HighOp::Mod,
            _ => return None,
        };
        self.consume();
        Some(op)
    }

    fn low_binop(&mut self, op: LowOp, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        match op {
            LowOp::Add => self.ctx.add(lhs, rhs),
            LowOp::Sub => self.ctx.sub(lhs, rhs),
        }
    }

    /// Builds a high-precedence operation, checking the affine restrictions;
    /// errors are reported at `op_loc`.
    fn high_binop(
        &mut self,
        op: HighOp,
        lhs: AffineExpr,
        rhs: AffineExpr,
        op_loc: usize,
    ) -> PResult<AffineExpr> {
        let rhs_sym = rhs.is_symbolic_or_constant(self.ctx);
        let msg = match op {
            HighOp::Mul => {
                if !lhs.is_symbolic_or_constant(self.ctx) && !rhs_sym {
                    "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"
                } else {
                    return Some(self.ctx.mul(lhs, rhs));
                }
            }
            HighOp::FloorDiv if rhs_sym => return Some(self.ctx.floor_div(lhs, rhs)),
            HighOp::CeilDiv if rhs_sym => return Some(self.ctx.ceil_div(lhs, rhs)),
            HighOp::Mod if rhs_sym => return Some(self.ctx.modulo(lhs, rhs)),
            HighOp::FloorDiv => {
                "non-affine expression: right operand of floordiv has to be either a constant or symbolic"
            }
            HighOp::CeilDiv => {
                "non-affine expression: right operand of ceildiv has to be either a constant or symbolic"
            }
            HighOp::Mod => "non-affine expression: right operand of mod has to be either a constant or symbolic",
        };
        self.emit_error_at(op_loc, msg);
        None
    }

    /// `affine-expr`: sums/differences of high-precedence terms, all left
    /// associative.
    fn parse_affine_expr(&mut self) -> PResult<AffineExpr> {
        let mut llhs: Option<(AffineExpr, LowOp)> = None;
        loop {
            let lhs = self.parse_operand(llhs.map(|x| x.0))?;
            if let Some(op) = self.consume_if_low_prec() {
                let acc = match llhs {
                    Some((ll, lop)) => self.low_binop(lop, ll, lhs),
                    None => lhs,
                };
                llhs = Some((acc, op));
                continue;
            }
            let op_loc = self.tok.start;
            if let Some(hop) = self.consume_if_high_prec() {
                let high = self.parse_high_prec(lhs, hop, op_loc)?;
                let expr = match llhs {
                    Some((ll, lop)) => self.low_binop(lop, ll, high),
                    None => high,
                };
                if let Some(next) = self.consume_if_low_prec() {
                    llhs = Some((expr, next));
                    continue;
                }
                return Some(expr);
            }
            return Some(match llhs {
                Some((ll, lop)) => self.low_binop(lop, ll, lhs),
                None => lhs,
            });
        }
    }

    /// A chain `llhs op e1 op e2 ...` of high-precedence operators.
    fn parse_high_prec(
        &mut self,
        mut llhs: AffineExpr,
        mut op: HighOp,
        mut op_loc: usize,
    ) -> PResult<AffineExpr> {
        loop {
            let lhs = self.parse_operand(Some(llhs))?;
            let next_loc = self.tok.start;
            if let Some(next) = self.consume_if_high_prec() {
                // MLIR reports a non-affine `llhs op lhs` at the *next*
                // operator here.
                llhs = self.high_binop(op, llhs, lhs, next_loc)?;
                op = next;
                op_loc = next_loc;
                continue;
            }
            return self.high_binop(op, llhs, lhs, op_loc);
        }
    }

    /// An operand: identifier, integer, parenthesized expression, negation
    /// or (for SSA maps) `%x` / `symbol(%x)`. `lhs` is set when this is the
    /// right operand of a binary operator (decides the error wording).
    fn parse_operand(&mut self, lhs: Option<AffineExpr>) -> PResult<AffineExpr> {
        match self.tok.kind {
            Tok::KwSymbol => self.parse_symbol_ssa_id(),
            Tok::PercentIdent => self.parse_ssa_id(false),
            Tok::Integer => self.parse_integer(),
            Tok::LParen => self.parse_parenthetical(),
            Tok::Minus => self.parse_negation(lhs),
            Tok::KwCeilDiv | Tok::KwFloorDiv | Tok::KwMod => self.parse_bare_id(),
            Tok::Plus | Tok::Star => {
                self.emit_error(if lhs.is_some() {
                    "missing right operand of binary operator"
                } else {
                    "missing left operand of binary operator"
                });
                None
            }
            _ => {
                if self.is_identifier() {
                    return self.parse_bare_id();
                }
                self.emit_error(if lhs.is_some() {
                    "missing right operand of binary operator"
                } else {
                    "expected affine expression"
                });
                None
            }
        }
    }

    fn parse_parenthetical(&mut self) -> PResult<AffineExpr> {
        self.parse_token(Tok::LParen, "expected '('")?;
        if self.tok.kind == Tok::RParen {
            self.emit_error("no expression inside parentheses");
            return None;
        }
        let e = self.parse_affine_expr()?;
        self.parse_token(Tok::RParen, "expected ')'")?;
        Some(e)
    }

    fn parse_negation(&mut self, lhs: Option<AffineExpr>) -> PResult<AffineExpr> {
        self.parse_token(Tok::Minus, "expected '-'")?;
        // Negation binds tighter than every binary operator.
        let Some(operand) = self.parse_operand(lhs) else {
            self.emit_error("missing operand of negation");
            return None;
        };
        Some(self.ctx.mul_const(operand, -1))
    }

    fn parse_integer(&mut self) -> PResult<AffineExpr> {
        match parse_u64_literal(self.spelling()) {
            Some(v) if v <= i64::MAX as u64 => {
                self.consume();
                Some(self.ctx.constant(v as i64))
            }
            _ => {
                self.emit_error("constant too large for index");
                None
            }
        }
    }

    fn parse_bare_id(&mut self) -> PResult<AffineExpr> {
        if !self.is_identifier() {
            self.emit_wrong_token_error("expected bare identifier");
            return None;
        }
        let name = self.spelling();
        if let Some(b) = self.bindings.iter().find(|b| b.name == name) {
            let e = b.expr;
            self.consume();
            return Some(e);
        }
        self.emit_wrong_token_error("use of undeclared identifier");
        None
    }

    fn parse_ssa_id(&mut self, is_symbol: bool) -> PResult<AffineExpr> {
        if !self.allow_ssa {
            self.emit_wrong_token_error("unexpected ssa identifier");
            return None;
        }
        if self.tok.kind != Tok::PercentIdent {
            self.emit_wrong_token_error("expected ssa identifier");
            return None;
        }
        let name = self.spelling().to_vec();
        let offset = self.tok.start;
        self.consume();
        let mut number = 0u32;
        if self.tok.kind == Tok::HashIdent {
            let digits = &self.spelling()[1..];
            match std::str::from_utf8(digits)
                .ok()
                .and_then(|s| s.parse::<u32>().ok())
            {
                Some(n) if digits.iter().all(u8::is_ascii_digit) => number = n,
                _ => {
                    self.emit_error("invalid SSA value result number");
                    return None;
                }
            }
            self.consume();
        }
        if let Some(b) = self
            .bindings
            .iter()
            .find(|b| b.name == name && b.number == number)
        {
            return Some(b.expr);
        }
        let use_ = SsaUse {
            name: String::from_utf8_lossy(&name).into_owned(),
            number,
            offset,
        };
        let expr = if is_symbol {
            let e = self.ctx.symbol(self.ssa_symbols.len() as u32);
            self.ssa_symbols.push(use_);
            e
        } else {
            let e = self.ctx.dim(self.ssa_dims.len() as u32);
            self.ssa_dims.push(use_);
            e
        };
        self.bindings.push(Binding { name, number, expr });
        Some(expr)
    }

    fn parse_symbol_ssa_id(&mut self) -> PResult<AffineExpr> {
        self.parse_token(Tok::KwSymbol, "expected symbol keyword")?;
        self.parse_token(Tok::LParen, "expected '(' at start of SSA symbol")?;
        let e = self.parse_ssa_id(true)?;
        self.parse_token(Tok::RParen, "expected ')' at end of SSA symbol")?;
        Some(e)
    }
}

fn run<T>(
    ctx: &mut AffineContext,
    src: &[u8],
    at_buffer_start: bool,
    f: impl FnOnce(&mut Parser<'_, '_>) -> PResult<T>,
) -> Result<(T, usize), AffineParseError> {
    let mut p = Parser::new(ctx, src, at_buffer_start);
    match f(&mut p) {
        Some(v) => Ok((v, p.prev_end)),
        None => Err(p.into_error()),
    }
}

/// Parses the body of an `affine_map<...>` / `affine_set<...>` attribute:
/// `src` starts right after the `<`. Consumes the closing `>` and returns
/// the structure and the number of bytes consumed (up to and including the
/// `>`).
pub fn parse_affine_attr_body(
    ctx: &mut AffineContext,
    src: &[u8],
    kind: AffineAttrKind,
) -> Result<(AffineMapOrSet, usize), AffineParseError> {
    run(ctx, src, false, |p| {
        let start = p.tok.start;
        let r = p.parse_map_or_set()?;
        match (kind, r) {
            (AffineAttrKind::Map, AffineMapOrSet::Set(_)) => {
                p.emit_error_at(start, "expected AffineMap, but got IntegerSet");
                return None;
            }
            (AffineAttrKind::Set, AffineMapOrSet::Map(_)) => {
                p.emit_error_at(start, "expected IntegerSet, but got AffineMap");
                return None;
            }
            _ => {}
        }
        let msg = match kind {
            AffineAttrKind::Map => "expected '>' in affine map",
            AffineAttrKind::Set => "expected '>' in integer set",
        };
        p.parse_token(Tok::Greater, msg)?;
        Some(r)
    })
}

/// [`parse_affine_attr_body`] for `affine_map<`.
pub fn parse_affine_map_attr_body(
    ctx: &mut AffineContext,
    src: &[u8],
) -> Result<(AffineMap, usize), AffineParseError> {
    let (r, n) = parse_affine_attr_body(ctx, src, AffineAttrKind::Map)?;
    Ok((r.as_map().expect("checked kind"), n))
}

/// [`parse_affine_attr_body`] for `affine_set<`.
pub fn parse_integer_set_attr_body(
    ctx: &mut AffineContext,
    src: &[u8],
) -> Result<(IntegerSet, usize), AffineParseError> {
    let (r, n) = parse_affine_attr_body(ctx, src, AffineAttrKind::Set)?;
    Ok((r.as_set().expect("checked kind"), n))
}

/// Parses a bare map or set (`(d0) -> (d0)` or `(d0) : (d0 >= 0)`) at the
/// start of `src`, without any closing `>`. Returns the bytes consumed (up
/// to the end of the last token of the structure). Wrong-token errors that
/// would back up past the slice start are reported at offset 0.
pub fn parse_affine_map_or_set(
    ctx: &mut AffineContext,
    src: &[u8],
) -> Result<(AffineMapOrSet, usize), AffineParseError> {
    run(ctx, src, false, |p| p.parse_map_or_set())
}

/// Parses a complete string holding exactly one map or set (MLIR
/// `parseAffineMap` / `parseIntegerSet`): trailing tokens are an error
/// ("encountered unexpected token").
pub fn parse_affine_map_or_set_str(
    ctx: &mut AffineContext,
    src: &str,
) -> Result<AffineMapOrSet, AffineParseError> {
    run(ctx, src.as_bytes(), true, |p| {
        let r = p.parse_map_or_set()?;
        if p.tok.kind != Tok::Eof {
            let at = p.tok.start;
            p.emit_error_at(at, "encountered unexpected token");
            return None;
        }
        Some(r)
    })
    .map(|(r, _)| r)
}

/// Parses a complete string holding one affine map.
pub fn parse_affine_map_str(
    ctx: &mut AffineContext,
    src: &str,
) -> Result<AffineMap, AffineParseError> {
    match parse_affine_map_or_set_str(ctx, src)? {
        AffineMapOrSet::Map(m) => Ok(m),
        AffineMapOrSet::Set(_) => Err(AffineParseError {
            offset: 0,
            message: "expected AffineMap, but got IntegerSet".into(),
            extra: Vec::new(),
        }),
    }
}

/// Parses a complete string holding one integer set.
pub fn parse_integer_set_str(
    ctx: &mut AffineContext,
    src: &str,
) -> Result<IntegerSet, AffineParseError> {
    match parse_affine_map_or_set_str(ctx, src)? {
        AffineMapOrSet::Set(s) => Ok(s),
        AffineMapOrSet::Map(_) => Err(AffineParseError {
            offset: 0,
            message: "expected IntegerSet, but got AffineMap".into(),
            extra: Vec::new(),
        }),
    }
}

/// Parses one affine expression whose identifiers are the given names
/// (MLIR `parseAffineExprReference` / `AsmParser::parseAffineExpr`).
pub fn parse_affine_expr_with_names(
    ctx: &mut AffineContext,
    src: &[u8],
    names: &[(&str, AffineExpr)],
) -> Result<(AffineExpr, usize), AffineParseError> {
    run(ctx, src, false, |p| {
        for &(n, e) in names {
            p.bindings.push(Binding {
                name: n.as_bytes().to_vec(),
                number: 0,
                expr: e,
            });
        }
        p.parse_affine_expr()
    })
}

/// Parses a list of affine expressions over SSA values (`%i + 1`,
/// `symbol(%n) * 4`, ...) within `delimiter`, as the custom syntax of
/// `affine.load`, `affine.for` bounds etc. does (MLIR
/// `parseAffineMapOfSSAIds`). Values become dims in order of first
/// appearance, `symbol(...)` ones become symbols.
pub fn parse_affine_map_of_ssa_ids(
    ctx: &mut AffineContext,
    src: &[u8],
    delimiter: AffineDelimiter,
) -> Result<(SsaAffineMap, usize), AffineParseError> {
    run(ctx, src, false, |p| {
        p.allow_ssa = true;
        let mut exprs = Vec::new();
        p.comma_list(delimiter, " in affine map", &mut |p: &mut Parser<
            '_,
            '_,
        >| {
            exprs.push(p.parse_affine_expr()?);
            Some(())
        })?;
        let nd = p.ssa_dims.len() as u32;
        let ns = p.ssa_symbols.len() as u32;
        let map = p.ctx.get_map(nd, ns, &exprs);
        Some(SsaAffineMap {
            map,
            dims: std::mem::take(&mut p.ssa_dims),
            symbols: std::mem::take(&mut p.ssa_symbols),
        })
    })
}

/// Parses one affine expression over SSA values (MLIR
/// `parseAffineExprOfSSAIds`).
pub fn parse_affine_expr_of_ssa_ids(
    ctx: &mut AffineContext,
    src: &[u8],
) -> Result<(SsaAffineExpr, usize), AffineParseError> {
    run(ctx, src, false, |p| {
        p.allow_ssa = true;
        let expr = p.parse_affine_expr()?;
        Some(SsaAffineExpr {
            expr,
            dims: std::mem::take(&mut p.ssa_dims),
            symbols: std::mem::take(&mut p.ssa_symbols),
        })
    })
}
