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
        /// Index into `then` of the anchor element.
        anchors: Vec<usize>,
        otherwise: Vec<Elem>,
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
            let mut wanted: Vec<&str> = positives
                .iter()
                .map(|r| match r {
                    Rule::literal | Rule::literal_text => "a literal",
                    Rule::variable | Rule::ident => "a variable",
                    Rule::optional_group => "an optional group",
                    Rule::anchor => "`^`",
                    Rule::EOI => "end of format",
                    Rule::else_group => "an else group",
                    _ => "a directive",
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
            let mut it = p.into_inner();
            let a = element(it.next().expect("inputs"))?;
            let b = element(it.next().expect("results"))?;
            Elem::FunctionalType(Box::new(a), Box::new(b), pos)
        }
        Rule::type_dir => Elem::Type(Box::new(element(p.into_inner().next().expect("arg"))?), pos),
        Rule::qualified => {
            Elem::Qualified(Box::new(element(p.into_inner().next().expect("arg"))?), pos)
        }
        Rule::ref_dir => Elem::Ref(Box::new(element(p.into_inner().next().expect("arg"))?), pos),
        Rule::custom_dir => {
            let mut it = p.into_inner();
            let name = it.next().expect("name").as_str().to_string();
            let args = it.map(element).collect::<Result<Vec<_>, _>>()?;
            Elem::Custom { name, args, pos }
        }
        Rule::oilist => {
            let mut clauses = Vec::new();
            for c in p.into_inner() {
                let cpos = span(&c);
                let mut it = c.into_inner();
                let kw = it.next().expect("keyword");
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
            for c in p.into_inner() {
                match c.as_rule() {
                    Rule::group_element => {
                        let mut it = c.into_inner();
                        let e = element(it.next().expect("element"))?;
                        if it.next().is_some() {
                            anchors.push(then.len());
                        }
                        then.push(e);
                    }
                    Rule::else_group => {
                        for e in c.into_inner() {
                            otherwise.push(element(e)?);
                        }
                    }
                    _ => {}
                }
            }
            Elem::Optional {
                then,
                anchors,
                otherwise,
                pos,
            }
        }
        r => return err(pos, format!("unexpected {r:?} in format")),
    })
}
