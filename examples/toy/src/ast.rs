//! Chapter 1: the Toy abstract syntax tree, its parser and its dump
//! (`toyc -emit=ast`).

use crate::lexer::{Lexer, Location, Token};
use crate::ToyError;

/// A Toy expression.
#[derive(Clone, Debug, PartialEq)]
pub enum Expr {
    /// `1.5`
    Number { loc: Location, value: f64 },
    /// `[[1, 2], [3, 4]]`: dimensions and values in row-major order.
    Literal {
        loc: Location,
        dims: Vec<i64>,
        values: Vec<f64>,
        /// The literal as written, for the dump.
        nested: LiteralTree,
    },
    /// A variable reference.
    Var { loc: Location, name: String },
    /// `var name<dims> = init` (`dims` empty when not given).
    VarDecl {
        loc: Location,
        name: String,
        dims: Vec<i64>,
        init: Box<Expr>,
    },
    /// `return` or `return expr`.
    Return {
        loc: Location,
        value: Option<Box<Expr>>,
    },
    /// `lhs op rhs` with `op` one of `+ - *`.
    BinOp {
        loc: Location,
        op: char,
        lhs: Box<Expr>,
        rhs: Box<Expr>,
    },
    /// `callee(args)`; `transpose` is a builtin.
    Call {
        loc: Location,
        callee: String,
        args: Vec<Expr>,
    },
    /// The `print(expr)` builtin.
    Print { loc: Location, arg: Box<Expr> },
}

/// A literal's nesting as written (`[[1, 2], [3, 4]]`).
#[derive(Clone, Debug, PartialEq)]
pub enum LiteralTree {
    Number(f64),
    List(Vec<i64>, Vec<LiteralTree>),
}

/// `def name(params) { body }`
#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    pub loc: Location,
    pub name: String,
    pub params: Vec<String>,
    pub body: Vec<Expr>,
}

/// A Toy source file.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Module {
    pub functions: Vec<Function>,
}

impl Expr {
    /// Where the expression starts.
    pub fn loc(&self) -> Location {
        match self {
            Expr::Number { loc, .. }
            | Expr::Literal { loc, .. }
            | Expr::Var { loc, .. }
            | Expr::VarDecl { loc, .. }
            | Expr::Return { loc, .. }
            | Expr::BinOp { loc, .. }
            | Expr::Call { loc, .. }
            | Expr::Print { loc, .. } => *loc,
        }
    }
}

/// The most elements a Toy tensor may have (a shape's product beyond it is
/// refused where it is written: the tensors become buffers of the JIT).
pub const MAX_ELEMENTS: i64 = 1 << 26;

/// The number of elements of `dims`, if within [`MAX_ELEMENTS`].
pub fn element_count(dims: &[i64]) -> Option<i64> {
    dims.iter()
        .try_fold(1i64, |n, &d| n.checked_mul(d))
        .filter(|&n| n <= MAX_ELEMENTS)
}

/// How deep expressions may nest (parentheses, calls, literals, chains of
/// binary operators): the AST and everything after it recurse over the
/// tree, and a deeper one is refused with an error rather than a stack
/// overflow.
pub const MAX_NESTING: usize = 512;

/// Parses a Toy source file.
pub fn parse(src: &str) -> Result<Module, ToyError> {
    let mut p = Parser {
        lexer: Lexer::new(src),
        tok: Token::Eof,
        loc: Location { line: 1, col: 1 },
        depth: 0,
    };
    p.advance()?;
    let mut module = Module::default();
    while p.tok != Token::Eof {
        module.functions.push(p.function()?);
    }
    Ok(module)
}

struct Parser<'a> {
    lexer: Lexer<'a>,
    tok: Token,
    loc: Location,
    /// The nesting depth of the expression being parsed.
    depth: usize,
}

impl Parser<'_> {
    fn advance(&mut self) -> Result<(), ToyError> {
        (self.tok, self.loc) = self.lexer.next_token()?;
        Ok(())
    }

    fn error<T>(&self, expected: &str, context: &str) -> Result<T, ToyError> {
        let found = match &self.tok {
            Token::Def => "'def'".to_string(),
            Token::Var => "'var'".to_string(),
            Token::Return => "'return'".to_string(),
            Token::Ident(s) => format!("identifier '{s}'"),
            Token::Number(v) => format!("number {v}"),
            Token::Punct(c) => format!("'{c}'"),
            Token::Eof => "end of file".to_string(),
        };
        Err(ToyError::Syntax {
            loc: self.loc,
            msg: format!("expected {expected} {context} but has {found}"),
        })
    }

    /// Enters one more level of nesting (see [`MAX_NESTING`]).
    fn nest(&mut self) -> Result<(), ToyError> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return Err(ToyError::Syntax {
                loc: self.loc,
                msg: format!("expression nests deeper than {MAX_NESTING} levels"),
            });
        }
        Ok(())
    }

    fn expect(&mut self, c: char, context: &str) -> Result<(), ToyError> {
        if self.tok != Token::Punct(c) {
            return self.error(&format!("'{c}'"), context);
        }
        self.advance()
    }

    fn ident(&mut self, context: &str) -> Result<String, ToyError> {
        match &self.tok {
            Token::Ident(s) => {
                let s = s.clone();
                self.advance()?;
                Ok(s)
            }
            _ => self.error("identifier", context),
        }
    }

    /// `def id(id, ...) { ... }`
    fn function(&mut self) -> Result<Function, ToyError> {
        let loc = self.loc;
        if self.tok != Token::Def {
            return self.error("'def'", "in prototype");
        }
        self.advance()?;
        let name = self.ident("in prototype")?;
        self.expect('(', "in prototype")?;
        let mut params = Vec::new();
        if self.tok != Token::Punct(')') {
            loop {
                params.push(self.ident("in argument list")?);
                if self.tok != Token::Punct(',') {
                    break;
                }
                self.advance()?;
            }
        }
        self.expect(')', "to end function prototype")?;
        let body = self.block()?;
        Ok(Function {
            loc,
            name,
            params,
            body,
        })
    }

    /// `{ statement; ... }`
    fn block(&mut self) -> Result<Vec<Expr>, ToyError> {
        self.expect('{', "to begin block")?;
        let mut body = Vec::new();
        loop {
            while self.tok == Token::Punct(';') {
                self.advance()?;
            }
            if self.tok == Token::Punct('}') {
                self.advance()?;
                return Ok(body);
            }
            let stmt = match self.tok {
                Token::Var => self.declaration()?,
                Token::Return => {
                    let loc = self.loc;
                    self.advance()?;
                    let value = if self.tok == Token::Punct(';') {
                        None
                    } else {
                        Some(Box::new(self.expression()?))
                    };
                    Expr::Return { loc, value }
                }
                Token::Eof => return self.error("'}'", "to close block"),
                _ => self.expression()?,
            };
            body.push(stmt);
            if self.tok != Token::Punct(';') {
                return self.error("';'", "after expression");
            }
        }
    }

    /// `var id [<dims>] = expr`
    fn declaration(&mut self) -> Result<Expr, ToyError> {
        let loc = self.loc;
        self.advance()?;
        let name = self.ident("after var")?;
        let mut dims = Vec::new();
        if self.tok == Token::Punct('<') {
            self.advance()?;
            loop {
                match self.tok {
                    Token::Number(v) if v >= 0.0 && v.fract() == 0.0 => {
                        if v > MAX_ELEMENTS as f64 {
                            return Err(ToyError::Syntax {
                                loc: self.loc,
                                msg: format!("dimension {v} is larger than {MAX_ELEMENTS}"),
                            });
                        }
                        dims.push(v as i64)
                    }
                    _ => return self.error("<num", "to parse type"),
                }
                self.advance()?;
                if self.tok != Token::Punct(',') {
                    break;
                }
                self.advance()?;
            }
            if element_count(&dims).is_none() {
                return Err(ToyError::Syntax {
                    loc,
                    msg: format!(
                        "a tensor of shape <{}> has more than {MAX_ELEMENTS} elements",
                        dims.iter()
                            .map(i64::to_string)
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                });
            }
            self.expect('>', "to end type")?;
        }
        self.expect('=', "in variable declaration")?;
        let init = Box::new(self.expression()?);
        Ok(Expr::VarDecl {
            loc,
            name,
            dims,
            init,
        })
    }

    fn expression(&mut self) -> Result<Expr, ToyError> {
        let depth = self.depth;
        self.nest()?;
        let lhs = self.primary()?;
        let e = self.binop_rhs(0, lhs);
        self.depth = depth;
        e
    }

    fn precedence(&self) -> i32 {
        match self.tok {
            Token::Punct('-') | Token::Punct('+') => 20,
            Token::Punct('*') => 40,
            _ => -1,
        }
    }

    /// Operator-precedence parsing of `lhs (op primary)*`.
    fn binop_rhs(&mut self, min_prec: i32, mut lhs: Expr) -> Result<Expr, ToyError> {
        loop {
            let prec = self.precedence();
            if prec < min_prec || prec < 0 {
                return Ok(lhs);
            }
            let Token::Punct(op) = self.tok else {
                return Ok(lhs);
            };
            self.advance()?;
            // The operation's location is where its right operand starts.
            let loc = self.loc;
            let mut rhs = self.primary()?;
            if self.precedence() > prec {
                rhs = self.binop_rhs(prec + 1, rhs)?;
            }
            self.nest()?;
            lhs = Expr::BinOp {
                loc,
                op,
                lhs: Box::new(lhs),
                rhs: Box::new(rhs),
            };
        }
    }

    fn primary(&mut self) -> Result<Expr, ToyError> {
        let loc = self.loc;
        match self.tok.clone() {
            Token::Number(value) => {
                self.advance()?;
                Ok(Expr::Number { loc, value })
            }
            Token::Punct('[') => {
                let nested = self.literal()?;
                let (dims, values) = flatten(&nested);
                Ok(Expr::Literal {
                    loc,
                    dims,
                    values,
                    nested,
                })
            }
            Token::Punct('(') => {
                self.advance()?;
                let e = self.expression()?;
                self.expect(')', "to close expression")?;
                Ok(e)
            }
            Token::Ident(name) => {
                self.advance()?;
                if self.tok != Token::Punct('(') {
                    return Ok(Expr::Var { loc, name });
                }
                self.advance()?;
                let mut args = Vec::new();
                if self.tok != Token::Punct(')') {
                    loop {
                        args.push(self.expression()?);
                        if self.tok == Token::Punct(')') {
                            break;
                        }
                        self.expect(',', "or ')' in argument list")?;
                    }
                }
                self.advance()?;
                if name == "print" {
                    if args.len() != 1 {
                        return Err(ToyError::Syntax {
                            loc,
                            msg: "expected a single argument to 'print'".to_string(),
                        });
                    }
                    let arg = Box::new(args.pop().expect("one argument"));
                    return Ok(Expr::Print { loc, arg });
                }
                Ok(Expr::Call {
                    loc,
                    callee: name,
                    args,
                })
            }
            _ => self.error("expression", "to parse"),
        }
    }

    /// `[elem, ...]` where every element is a number or every element is a
    /// literal of the same dimensions.
    fn literal(&mut self) -> Result<LiteralTree, ToyError> {
        let loc = self.loc;
        let depth = self.depth;
        self.nest()?;
        self.advance()?;
        let mut elems = Vec::new();
        loop {
            match self.tok {
                Token::Punct('[') => elems.push(self.literal()?),
                Token::Number(v) => {
                    self.advance()?;
                    elems.push(LiteralTree::Number(v));
                }
                _ => return self.error("<num> or [", "in literal expression"),
            }
            if self.tok == Token::Punct(']') {
                self.advance()?;
                break;
            }
            self.expect(',', "in literal expression")?;
        }
        let inner = match &elems[0] {
            LiteralTree::Number(_) => None,
            LiteralTree::List(d, _) => Some(d.clone()),
        };
        let uniform = elems.iter().all(|e| match (e, &inner) {
            (LiteralTree::Number(_), None) => true,
            (LiteralTree::List(d, _), Some(i)) => d == i,
            _ => false,
        });
        if !uniform {
            return Err(ToyError::Syntax {
                loc,
                msg: "expected uniformly well-nested dimensions inside literal expression"
                    .to_string(),
            });
        }
        let mut dims = vec![elems.len() as i64];
        dims.extend(inner.unwrap_or_default());
        self.depth = depth;
        Ok(LiteralTree::List(dims, elems))
    }
}

fn flatten(t: &LiteralTree) -> (Vec<i64>, Vec<f64>) {
    fn values(t: &LiteralTree, out: &mut Vec<f64>) {
        match t {
            LiteralTree::Number(v) => out.push(*v),
            LiteralTree::List(_, elems) => elems.iter().for_each(|e| values(e, out)),
        }
    }
    let mut out = Vec::new();
    values(t, &mut out);
    let dims = match t {
        LiteralTree::List(d, _) => d.clone(),
        LiteralTree::Number(_) => Vec::new(),
    };
    (dims, out)
}

/// C's `%e` (what MLIR's Toy prints numbers with): `1.000000e+00`.
pub fn format_e(v: f64) -> String {
    let s = format!("{v:.6e}");
    match s.split_once('e') {
        Some((m, e)) => {
            let (sign, digits) = match e.strip_prefix('-') {
                Some(d) => ('-', d),
                None => ('+', e),
            };
            format!("{m}e{sign}{digits:0>2}")
        }
        None => s,
    }
}

/// The AST as `toyc -emit=ast` prints it (MLIR's Toy `dump`), with
/// locations as `@file:line:col`.
pub fn dump(module: &Module, file: &str) -> String {
    let mut d = Dumper {
        out: String::new(),
        file,
        indent: 0,
    };
    d.line("Module:");
    d.indent += 1;
    for f in &module.functions {
        d.line("Function ");
        d.indent += 1;
        let at = d.at(f.loc);
        d.line(&format!("Proto '{}' {at}", f.name));
        d.line(&format!("Params: [{}]", f.params.join(", ")));
        d.line("Block {");
        d.indent += 1;
        for e in &f.body {
            d.expr(e);
        }
        d.indent -= 1;
        d.line("} // Block");
        d.indent -= 1;
    }
    d.out
}

struct Dumper<'a> {
    out: String,
    file: &'a str,
    indent: usize,
}

impl Dumper<'_> {
    fn at(&self, loc: Location) -> String {
        format!("@{}:{}:{}", self.file, loc.line, loc.col)
    }

    fn line(&mut self, s: &str) {
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
        self.out.push_str(s);
        self.out.push('\n');
    }

    fn nested(&mut self, head: String, args: &[&Expr]) {
        self.line(&head);
        self.indent += 1;
        for a in args {
            self.expr(a);
        }
        self.indent -= 1;
        self.line("]");
    }

    fn expr(&mut self, e: &Expr) {
        let at = self.at(e.loc());
        match e {
            Expr::Number { value, .. } => self.line(&format!("{} {at}", format_e(*value))),
            Expr::Literal { nested, .. } => {
                self.line(&format!("Literal: {} {at}", literal_text(nested)))
            }
            Expr::Var { name, .. } => self.line(&format!("var: {name} {at}")),
            Expr::VarDecl {
                name, dims, init, ..
            } => {
                let dims: Vec<String> = dims.iter().map(i64::to_string).collect();
                self.line(&format!("VarDecl {name}<{}> {at}", dims.join(", ")));
                self.indent += 1;
                self.expr(init);
                self.indent -= 1;
            }
            Expr::Return { value, .. } => {
                self.line("Return");
                if let Some(v) = value {
                    self.indent += 1;
                    self.expr(v);
                    self.indent -= 1;
                }
            }
            Expr::BinOp { op, lhs, rhs, .. } => {
                self.line(&format!("BinOp: {op} {at}"));
                self.indent += 1;
                self.expr(lhs);
                self.expr(rhs);
                self.indent -= 1;
            }
            Expr::Call { callee, args, .. } => {
                let args: Vec<&Expr> = args.iter().collect();
                self.nested(format!("Call '{callee}' [ {at}"), &args);
            }
            Expr::Print { arg, .. } => self.nested(format!("Print [ {at}"), &[arg]),
        }
    }
}

fn literal_text(t: &LiteralTree) -> String {
    match t {
        LiteralTree::Number(v) => format_e(*v),
        LiteralTree::List(dims, elems) => {
            let dims: Vec<String> = dims.iter().map(i64::to_string).collect();
            let elems: Vec<String> = elems.iter().map(literal_text).collect();
            format!("<{}>[ {} ]", dims.join(", "), elems.join(", "))
        }
    }
}
