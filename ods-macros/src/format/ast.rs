//! The format string parsed into elements, each with its byte range in the
//! string (for errors that point at it).

use pest::iterators::Pair;
use pest::Parser;

#[derive(pest_derive::Parser)]
#[grammar = "format/grammar.pest"]
struct FormatGrammar;

/// A byte range in the format string.
pub type Pos = std::ops::Range<usize>;

/// A parsed format element.
#[derive(Clone, Debug)]
pub enum Elem {
    Literal(String, Pos),
    Var(String, Pos),
    AttrDict {
        with_keyword: bool,
        pos: Pos,
    },
    PropDict(Pos),
    FunctionalType(Box<Elem>, Box<Elem>, Pos),
    Type(Box<Elem>, Pos),
    Qualified(Box<Elem>, Pos),
    Ref(Box<Elem>, Pos),
    Operands(Pos),
    Results(Pos),
    Regions(Pos),
    Successors(Pos),
    Custom {
        name: String,
        args: Vec<Elem>,
        pos: Pos,
    },
    OIList {
        clauses: Vec<(String, Vec<Elem>, Pos)>,
        pos: Pos,
    },
    Optional {
        then: Vec<Elem>,
        /// Indices into `then` of the elements marked `^`.
        anchors: Vec<usize>,
        otherwise: Vec<Elem>,
        /// Indices into `otherwise` of the elements marked `^` (an anchor
        /// there inverts the group).
        else_anchors: Vec<usize>,
        pos: Pos,
    },
}

impl Elem {
    pub fn pos(&self) -> Pos {
        match self {
            Elem::Literal(_, p)
            | Elem::Var(_, p)
            | Elem::AttrDict { pos: p, .. }
            | Elem::PropDict(p)
            | Elem::FunctionalType(_, _, p)
            | Elem::Type(_, p)
            | Elem::Qualified(_, p)
            | Elem::Ref(_, p)
            | Elem::Operands(p)
            | Elem::Results(p)
            | Elem::Regions(p)
            | Elem::Successors(p)
            | Elem::Custom { pos: p, .. }
            | Elem::OIList { pos: p, .. }
            | Elem::Optional { pos: p, .. } => p.clone(),
        }
    }
}

/// A format error: message and the byte range it concerns.
#[derive(Debug)]
pub struct FormatError {
    pub message: String,
    pub pos: Pos,
}

pub fn err<T>(pos: Pos, message: impl Into<String>) -> Result<T, FormatError> {
    Err(FormatError {
        message: message.into(),
        pos,
    })
}

/// Parses a format string.
pub fn parse(text: &str) -> Result<Vec<Elem>, FormatError> {
    let mut pairs = FormatGrammar::parse(Rule::format, text).map_err(|e| {
        let pos = match e.location {
            pest::error::InputLocation::Pos(p) => p..p + 1,
            pest::error::InputLocation::Span((a, b)) => a..b.max(a + 1),
        };
        FormatError {
            message: describe_pest_error(&e),
            pos,
        }
    })?;
    let format = pairs.next().expect("format rule");
    let mut out = Vec::new();
    for p in format.into_inner() {
        if p.as_rule() == Rule::EOI {
            break;
        }
        out.push(element(p)?);
    }
    Ok(out)
}

fn describe_pest_error(e: &pest::error::Error<Rule>) -> String {
    match &e.variant {
        pest::error::ErrorVariant::ParsingError { positives, .. } => {
            // mlir-tblgen's parser expects an element wherever ours wants a
            // literal, variable, directive or group.
            let element = |r: &Rule| {
                !matches!(
                    r,
                    Rule::anchor | Rule::EOI | Rule::else_group | Rule::rparen | Rule::args
                )
            };
            if positives.iter().any(element) {
                return "expected literal, variable, directive, or optional group".into();
            }
            let mut wanted: Vec<&str> = positives
                .iter()
                .map(|r| match r {
                    Rule::anchor => "`^`",
                    Rule::EOI => "end of format",
                    Rule::else_group => "an else group",
                    Rule::rparen => "')'",
                    _ => "'('",
                })
                .collect();
            wanted.dedup();
            if wanted.is_empty() {
                "unexpected token in format".to_string()
            } else {
                format!("expected {}", wanted.join(" or "))
            }
        }
        pest::error::ErrorVariant::CustomError { message } => message.clone(),
    }
}

/// The elements of an `args` pair, and the position of its `)`.
fn args(p: Pair<Rule>) -> Result<(Vec<Elem>, Pos), FormatError> {
    let mut elems = Vec::new();
    let mut close = 0..0;
    for a in p.into_inner() {
        if a.as_rule() == Rule::rparen {
            close = span(&a);
        } else {
            elems.push(element(a)?);
        }
    }
    Ok((elems, close))
}

/// A directive's arguments: exactly `n` of them, with mlir-tblgen's parse
/// errors otherwise (`what_after` names the argument a `,` must follow).
fn exact_args(p: Pair<Rule>, n: usize, what_after: &str) -> Result<Vec<Elem>, FormatError> {
    let (elems, close) = args(p)?;
    if elems.is_empty() {
        return err(
            close,
            "expected literal, variable, directive, or optional group",
        );
    }
    if elems.len() < n {
        let at = elems[elems.len() - 1].pos().end;
        return err(
            at..close.end,
            format!("expected ',' after {what_after} argument"),
        );
    }
    if elems.len() > n {
        let at = elems[n - 1].pos().end;
        return err(at..at + 1, "expected ')' after argument list");
    }
    Ok(elems)
}

/// The first token of an element's text (for "but got '...'").
fn first_token(t: &str) -> &str {
    let end = t
        .char_indices()
        .skip(1)
        .find(|(_, c)| !(c.is_ascii_alphanumeric() || *c == '_' || *c == '-'))
        .map_or(t.len(), |(i, _)| i);
    &t[..end]
}

fn span(p: &Pair<Rule>) -> Pos {
    let s = p.as_span();
    s.start()..s.end()
}

fn element(p: Pair<Rule>) -> Result<Elem, FormatError> {
    let pos = span(&p);
    Ok(match p.as_rule() {
        Rule::literal => {
            let text = p
                .into_inner()
                .next()
                .map(|t| t.as_str().to_string())
                .unwrap_or_default();
            Elem::Literal(text, pos)
        }
        Rule::variable => {
            let name = p.into_inner().next().expect("ident").as_str().to_string();
            Elem::Var(name, pos)
        }
        Rule::attr_dict => Elem::AttrDict {
            with_keyword: false,
            pos,
        },
        Rule::attr_dict_kw => Elem::AttrDict {
            with_keyword: true,
            pos,
        },
        Rule::prop_dict => Elem::PropDict(pos),
        Rule::operands_dir => Elem::Operands(pos),
        Rule::results_dir => Elem::Results(pos),
        Rule::regions_dir => Elem::Regions(pos),
        Rule::successors_dir => Elem::Successors(pos),
        Rule::functional_type => {
            let args = p.into_inner().next().expect("args");
            let mut it = exact_args(args, 2, "inputs")?.into_iter();
            let a = it.next().expect("inputs");
            let b = it.next().expect("results");
            Elem::FunctionalType(Box::new(a), Box::new(b), pos)
        }
        Rule::type_dir | Rule::qualified | Rule::ref_dir => {
            let rule = p.as_rule();
            let args = p.into_inner().next().expect("args");
            let a = Box::new(exact_args(args, 1, "the")?.remove(0));
            match rule {
                Rule::type_dir => Elem::Type(a, pos),
                Rule::qualified => Elem::Qualified(a, pos),
                _ => Elem::Ref(a, pos),
            }
        }
        Rule::custom_dir => {
            let mut it = p.into_inner();
            let name = it.next().expect("name").as_str().to_string();
            let (args, close) = args(it.next().expect("args"))?;
            if args.is_empty() {
                return err(
                    close,
                    "expected literal, variable, directive, or optional group",
                );
            }
            Elem::Custom { name, args, pos }
        }
        Rule::oilist => {
            let mut clauses = Vec::new();
            for c in p.into_inner() {
                let cpos = span(&c);
                let mut it = c.into_inner().peekable();
                let kw = it.next().expect("clause element");
                if kw.as_rule() != Rule::literal {
                    return err(
                        span(&kw),
                        format!("expected literal, but got '{}'", first_token(kw.as_str())),
                    );
                }
                let kw_text = kw
                    .into_inner()
                    .next()
                    .map(|t| t.as_str().to_string())
                    .unwrap_or_default();
                let elems = it.map(element).collect::<Result<Vec<_>, _>>()?;
                clauses.push((kw_text, elems, cpos));
            }
            Elem::OIList { clauses, pos }
        }
        Rule::optional_group => {
            let mut then = Vec::new();
            let mut anchors = Vec::new();
            let mut otherwise = Vec::new();
            let mut else_anchors = Vec::new();
            let group_element = |c: Pair<Rule>, elems: &mut Vec<Elem>, anchors: &mut Vec<usize>| {
                let mut it = c.into_inner();
                let e = element(it.next().expect("element"))?;
                if it.next().is_some() {
                    anchors.push(elems.len());
                }
                elems.push(e);
                Ok::<(), FormatError>(())
            };
            for c in p.into_inner() {
                match c.as_rule() {
                    Rule::group_element => group_element(c, &mut then, &mut anchors)?,
                    Rule::else_group => {
                        for e in c.into_inner() {
                            group_element(e, &mut otherwise, &mut else_anchors)?;
                        }
                    }
                    _ => {}
                }
            }
            Elem::Optional {
                then,
                anchors,
                otherwise,
                else_anchors,
                pos,
            }
        }
        r => return err(pos, format!("unexpected {r:?} in format")),
    })
}
