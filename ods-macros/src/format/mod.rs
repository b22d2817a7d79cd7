//! The assembly-format compiler: parsing (`ast`, a pest grammar) and
//! compilation against an op (`compile`).

pub mod ast;
pub mod compile;

/// A format error as a compile error on the format string. Stable Rust
/// cannot point inside a string literal, so the message shows the format
/// with a caret under the offending part, as mlir-tblgen prints it.
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
    syn::Error::new(lit.span(), msg)
}
