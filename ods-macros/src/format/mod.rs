//! The assembly-format compiler: parsing (`ast`, a pest grammar) and
//! compilation against an op (`compile`).

pub mod ast;
pub mod compile;

/// A format error as a compile error on the format string. Stable Rust
/// cannot point inside a string literal (`Literal::subspan` is
/// nightly-only), so the message shows the format with a caret under the
/// offending part, as mlir-tblgen prints it, and the error spans the
/// literal; on nightly, the span is narrowed to the offending part when the
/// literal has no escapes.
pub fn error(lit: &syn::LitStr, text: &str, e: ast::FormatError) -> syn::Error {
    let start = e.pos.start.min(text.len());
    let end = e.pos.end.clamp(start, text.len());
    // Show the line of the format that contains the error.
    let line_start = text[..start].rfind('\n').map_or(0, |i| i + 1);
    let line_end = text[start..].find('\n').map_or(text.len(), |i| start + i);
    let line = &text[line_start..line_end];
    let col = text[line_start..start].chars().count();
    let width = text[start..end.min(line_end)].chars().count().max(1);
    let msg = format!(
        "{}\n  {}\n  {}{}",
        e.message,
        line,
        " ".repeat(col),
        "^".repeat(width)
    );
    syn::Error::new(
        inner_span(lit, start..end).unwrap_or_else(|| lit.span()),
        msg,
    )
}

/// The span of bytes `range` of the literal's value, when the source text
/// maps one to one onto the value (no escapes) and the compiler supports
/// sub-spans.
fn inner_span(lit: &syn::LitStr, range: std::ops::Range<usize>) -> Option<proc_macro2::Span> {
    let src = lit.token().to_string();
    let hashes = src
        .strip_prefix('r')
        .map(|r| r.len() - r.trim_start_matches('#').len());
    let offset = match hashes {
        Some(h) => 2 + h,
        None if !src.contains('\\') => 1,
        None => return None,
    };
    let end = range.end.max(range.start + 1);
    lit.token().subspan(range.start + offset..end + offset)
}
