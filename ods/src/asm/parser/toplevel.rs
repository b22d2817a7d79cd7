//! Top level of a source file: aliases, operations, file metadata, and the
//! implicit `builtin.module`.

use super::ops::OperationParser;
use super::{PResult, Parser};
use crate::asm::lexer::{Lexer, TokenKind};
use crate::diag::Diagnostic;
use crate::ir::{Context, ExternalResourceValue, Operation, OperationState, ResourceBlob};

/// Options of a parse.
#[derive(Clone, Debug, Default)]
pub struct ParseOptions {
    /// Line of the first byte (for `--split-input-file` chunks).
    pub first_line: u32,
    /// Column of the first byte.
    pub first_col: u32,
}

/// The result of parsing a source buffer.
pub struct ParsedModule {
    /// The top-level `builtin.module` (explicit, or created around the ops).
    pub module: Operation,
    /// Warnings emitted while parsing (e.g. unknown external resources).
    pub warnings: Vec<Diagnostic>,
}

/// Parses a whole buffer. On failure returns the diagnostics (the first parse
/// error, plus any MLIR reports alongside it).
pub fn parse_source(
    ctx: &mut Context,
    source: &[u8],
    file_name: &[u8],
    opts: &ParseOptions,
) -> Result<ParsedModule, Vec<Diagnostic>> {
    let (fl, fc) = (opts.first_line.max(1), opts.first_col.max(1));
    ctx.reserve_for_source(source.len());
    let lex = Lexer::from_slice(source, fl, fc);
    let mut p = Parser::new(ctx, lex, file_name, Some(source), fl, fc);
    // The implicit module's location: `file:0:0` for a whole file, the chunk
    // start for later chunks of a split file (as mlir-opt does).
    let module_loc = if opts.first_line > 1 || opts.first_col > 1 {
        p.loc_at(fl, fc)
    } else {
        p.loc_at(0, 0)
    };
    finish(p, module_loc)
}

/// Parses from a reader without holding the whole input in memory.
pub fn parse_stream<'a>(
    ctx: &mut Context,
    reader: Box<dyn std::io::Read + 'a>,
    file_name: &[u8],
) -> Result<ParsedModule, Vec<Diagnostic>> {
    parse_stream_with_window(ctx, reader, file_name, crate::asm::lexer::WINDOW_CHUNK)
}

/// [`parse_stream`] reading `window` bytes at a time.
pub fn parse_stream_with_window<'a>(
    ctx: &mut Context,
    reader: Box<dyn std::io::Read + 'a>,
    file_name: &[u8],
    window: usize,
) -> Result<ParsedModule, Vec<Diagnostic>> {
    let lex = Lexer::from_reader_with_chunk(reader, window);
    let mut p = Parser::new(ctx, lex, file_name, None, 1, 1);
    let module_loc = p.loc_at(0, 0);
    finish(p, module_loc)
}

fn finish(
    mut p: Parser<'_, '_>,
    module_loc: crate::ir::Location,
) -> Result<ParsedModule, Vec<Diagnostic>> {
    let warnings = Vec::new();
    let module_name = p.ctx.op_name(b"builtin.module");
    let body_region = p.ctx.create_region();
    let body = p.ctx.create_block();
    p.ctx.append_block(body_region, body);
    let mut st = OperationParser::default();
    st.default_dialect.push("builtin");
    st.push_scope(true);
    let r = parse_top_level(&mut p, &mut st, body);
    if r.is_err() {
        let mut diags: Vec<Diagnostic> = p.error.take().into_iter().collect();
        diags.append(&mut p.extra_errors);
        if diags.is_empty() {
            diags.push(Diagnostic::error(module_loc, "parse failed"));
        }
        return Err(diags);
    }
    // A single top-level module is the result; otherwise wrap the ops.
    let ops = p.ctx.block_ops(body);
    if ops.len() == 1 && p.ctx.op_name_of(ops[0]) == module_name {
        let m = ops[0];
        p.ctx.detach_op(m);
        return Ok(ParsedModule {
            module: m,
            warnings,
        });
    }
    let mut state = OperationState::new(module_loc, module_name);
    state.regions.push(body_region);
    let m = p.ctx.create_operation(state);
    Ok(ParsedModule {
        module: m,
        warnings,
    })
}

fn parse_top_level(
    p: &mut Parser<'_, '_>,
    st: &mut OperationParser,
    body: crate::ir::Block,
) -> PResult<()> {
    loop {
        match p.tok.kind {
            TokenKind::Eof => return p.finalize_ops(st),
            TokenKind::Error => {
                p.check_lex_error_pub();
                return Err(super::ParseFailure);
            }
            TokenKind::HashIdentifier => parse_attribute_alias_def(p)?,
            TokenKind::ExclamationIdentifier => parse_type_alias_def(p)?,
            TokenKind::FileMetadataBegin => parse_file_metadata(p)?,
            _ => p.parse_operation(st, body)?,
        }
    }
}

fn parse_attribute_alias_def(p: &mut Parser<'_, '_>) -> PResult<()> {
    let name = p.tok_text()[1..].to_vec();
    if p.symbols.attr_aliases.contains_key(&name) {
        return p.error_here(format!(
            "redefinition of attribute alias id '{}'",
            String::from_utf8_lossy(&name)
        ));
    }
    if name.contains(&b'.') {
        return p.error_here("attribute names with a '.' are reserved for dialect-defined names");
    }
    p.consume();
    p.expect(
        TokenKind::Equal,
        "expected '=' in attribute alias definition",
    )?;
    let attr = p.parse_attribute(None)?;
    p.symbols.attr_aliases.insert(name, attr);
    Ok(())
}

fn parse_type_alias_def(p: &mut Parser<'_, '_>) -> PResult<()> {
    let name = p.tok_text()[1..].to_vec();
    if p.symbols.type_aliases.contains_key(&name) {
        return p.error_here(format!(
            "redefinition of type alias id '{}'",
            String::from_utf8_lossy(&name)
        ));
    }
    if name.contains(&b'.') {
        return p.error_here("type names with a '.' are reserved for dialect-defined names");
    }
    p.consume();
    p.expect(TokenKind::Equal, "expected '=' in type alias definition")?;
    let ty = p.parse_type()?;
    p.symbols.type_aliases.insert(name, ty);
    Ok(())
}

fn parse_file_metadata(p: &mut Parser<'_, '_>) -> PResult<()> {
    p.consume();
    p.parse_list_until(TokenKind::FileMetadataEnd, true, |p| {
        let (kl, kc) = (p.tok.line, p.tok.col);
        if !p.tok.is_keyword_like() {
            return p.error_here("expected identifier key in file metadata dictionary");
        }
        let key = p.tok_text().to_vec();
        p.consume();
        p.expect(TokenKind::Colon, "expected ':'")?;
        match key.as_slice() {
            b"dialect_resources" => parse_resources(p, true),
            b"external_resources" => parse_resources(p, false),
            _ => p.error_at(
                kl,
                kc,
                format!(
                    "unknown key '{}' in file metadata dictionary",
                    String::from_utf8_lossy(&key)
                ),
            ),
        }
    })
}

fn parse_resources(p: &mut Parser<'_, '_>, dialect: bool) -> PResult<()> {
    p.expect(TokenKind::LBrace, "expected '{'")?;
    p.parse_list_until(TokenKind::RBrace, true, |p| {
        let (nl, nc) = (p.tok.line, p.tok.col);
        if !p.tok.is_keyword_like() {
            return p.error_here("expected identifier key for 'resource' entry");
        }
        let name = p.tok_text().to_vec();
        p.consume();
        p.expect(TokenKind::Colon, "expected ':'")?;
        p.expect(TokenKind::LBrace, "expected '{'")?;
        let is_builtin = name == b"builtin";
        if dialect {
            let id = p.ctx.intern(&name);
            if !is_builtin && p.ctx.dialect(id).is_none() {
                return p.error_at(nl, nc, format!("dialect '{}' is unknown", String::from_utf8_lossy(&name)));
            }
            if !is_builtin {
                return p.error_here(format!(
                    "unexpected 'resource' section for dialect '{}'",
                    String::from_utf8_lossy(&name)
                ));
            }
        }
        // External resources of unknown providers are kept and printed back
        // (mlir-opt installs a fallback resource map, so it does not warn).
        let provider = p.ctx.intern(&name);
        p.parse_list_until(TokenKind::RBrace, true, |p| {
            let (kl, kc) = (p.tok.line, p.tok.col);
            // `parseOptionalKeywordOrString`: a bare key or a string.
            let key = if p.tok.is_keyword_like() {
                p.tok_text().to_vec()
            } else if p.at(TokenKind::String) {
                p.string_value().into_vec()
            } else {
                let what = if dialect { "'resource'" } else { "'external_resources'" };
                return p.error_here(format!("expected identifier key for {what} entry"));
            };
            p.consume();
            p.expect(TokenKind::Colon, "expected ':'")?;
            let (vl, vc) = (p.tok.line, p.tok.col);
            let value = p.tok;
            let text = p.tok_text().to_vec();
            p.consume();
            let keyname = String::from_utf8_lossy(&key).into_owned();
            let key_id = p.ctx.intern(&key);
            let _ = (kl, kc);
            let is_string = value.kind == TokenKind::String;
            let is_hex = is_string && text.starts_with(b"\"0x");
            let parse_blob = |p: &mut Parser<'_, '_>| -> PResult<ResourceBlob> {
                let blob = if is_string { super::dense::decode_hex(&text[1..text.len() - 1]) } else { None };
                let Some(blob) = blob else {
                    return p.error_at(vl, vc, format!("expected hex string blob for key '{keyname}'"));
                };
                if blob.len() < 4 {
                    return p.error_at(
                        vl,
                        vc,
                        format!("expected hex string blob for key '{keyname}' to encode alignment in first 4 bytes"),
                    );
                }
                let alignment = u32::from_le_bytes([blob[0], blob[1], blob[2], blob[3]]);
                if !alignment.is_power_of_two() {
                    return p.error_at(
                        vl,
                        vc,
                        format!(
                            "expected hex string blob for key '{keyname}' to encode alignment in first 4 bytes, but got non-power-of-2 value: {alignment}"
                        ),
                    );
                }
                Ok(ResourceBlob { alignment, data: blob[4..].to_vec() })
            };
            if dialect {
                let blob = parse_blob(p)?;
                p.ctx.set_resource(key_id, Some(blob));
                return Ok(());
            }
            // External resources are kept and printed back (mlir-opt's fallback
            // resource map): booleans, hex blobs, or strings.
            let v = if matches!(value.kind, TokenKind::Keyword(crate::asm::lexer::Keyword::True)) {
                ExternalResourceValue::Bool(true)
            } else if matches!(value.kind, TokenKind::Keyword(crate::asm::lexer::Keyword::False)) {
                ExternalResourceValue::Bool(false)
            } else if is_hex {
                ExternalResourceValue::Blob(parse_blob(p)?)
            } else if is_string {
                ExternalResourceValue::String(super::unescape_string(&text[1..text.len() - 1]))
            } else {
                return p.error_at(vl, vc, format!("expected string value for key '{keyname}'"));
            };
            p.ctx.add_external_resource(provider, key_id, v);
            Ok(())
        })
    })
}
