//! Text rendering of diagnostics, byte-compatible with MLIR's
//! `SourceMgrDiagnosticHandler` (LLVM `SMDiagnostic::print`).

use super::{Diagnostic, Severity, SourceMgr};
use crate::ir::{AttrKind, Context, Location};

const TAB_STOP: usize = 8;

/// The `FileLineColLoc` MLIR would show for `loc` (`findLocToShow`).
pub fn resolve_file_loc(ctx: &Context, loc: Location) -> Option<(Vec<u8>, u32, u32)> {
    match ctx.attr_kind(loc) {
        AttrKind::FileLineColRange {
            file,
            start_line,
            start_col,
            ..
        } => Some((ctx.str(*file).to_vec(), *start_line, *start_col)),
        AttrKind::NameLoc { child, .. } => resolve_file_loc(ctx, *child),
        AttrKind::CallSiteLoc { callee, .. } => resolve_file_loc(ctx, *callee),
        AttrKind::FusedLoc { locs, .. } => locs.iter().find_map(|l| resolve_file_loc(ctx, *l)),
        _ => None,
    }
}

fn call_site_caller(ctx: &Context, loc: Location) -> Option<Location> {
    match ctx.attr_kind(loc) {
        AttrKind::NameLoc { child, .. } => call_site_caller(ctx, *child),
        AttrKind::CallSiteLoc { caller, .. } => Some(*caller),
        AttrKind::FusedLoc { locs, .. } => locs.iter().find_map(|l| call_site_caller(ctx, *l)),
        _ => None,
    }
}

/// Prints `line` expanding tabs, then a caret line for 0-based `col` with an
/// optional `~` range of `range_len` characters starting at `col`.
pub(crate) fn print_source_line(out: &mut Vec<u8>, line: &[u8], col: usize, range_len: usize) {
    // LLVM prints no caret for lines with non-ASCII bytes (columns would be wrong).
    if line.iter().any(|&c| c >= 0x80) {
        out.extend_from_slice(line);
        out.push(b'\n');
        return;
    }
    let mut out_col = 0;
    for &c in line {
        if c == b'\t' {
            loop {
                out.push(b' ');
                out_col += 1;
                if out_col % TAB_STOP == 0 {
                    break;
                }
            }
        } else {
            out.push(c);
            out_col += 1;
        }
    }
    out.push(b'\n');

    let num_columns = line.len();
    let mut caret = vec![b' '; num_columns + 1];
    for c in caret.iter_mut().skip(col).take(range_len) {
        *c = b'~';
    }
    caret[col.min(num_columns)] = b'^';
    while caret.last() == Some(&b' ') {
        caret.pop();
    }
    let mut out_col = 0;
    for (i, &c) in caret.iter().enumerate() {
        if line.get(i) != Some(&b'\t') {
            out.push(c);
            out_col += 1;
            continue;
        }
        loop {
            out.push(c);
            out_col += 1;
            if out_col % TAB_STOP == 0 {
                break;
            }
        }
    }
    out.push(b'\n');
}

/// Emits one message the way `SourceMgr::PrintMessage` does.
pub(crate) fn emit_message(
    ctx: &Context,
    srcmgr: &SourceMgr,
    loc: Location,
    severity: Severity,
    message: &str,
    show_source: bool,
    out: &mut Vec<u8>,
) {
    let Some((file, line, col)) = resolve_file_loc(ctx, loc) else {
        // No file location: `<loc>: message`, or just the message for unknown.
        out.extend_from_slice(severity.as_str().as_bytes());
        out.extend_from_slice(b": ");
        if !matches!(ctx.attr_kind(loc), AttrKind::UnknownLoc) {
            out.extend_from_slice(crate::asm::print_attribute_local(ctx, loc).as_bytes());
            out.extend_from_slice(b": ");
        }
        out.extend_from_slice(message.as_bytes());
        out.push(b'\n');
        return;
    };
    out.extend_from_slice(&file);
    out.extend_from_slice(format!(":{line}:{col}: {}: {message}\n", severity.as_str()).as_bytes());
    if !show_source || line == 0 || col == 0 {
        return;
    }
    if let Some(buf) = srcmgr.find(&file) {
        if let Some(text) = buf.line(line) {
            print_source_line(out, text, col as usize - 1, 0);
        }
    }
}

/// Renders a diagnostic and its notes (and call-site stack) to text.
pub fn render_diagnostic(ctx: &Context, srcmgr: &SourceMgr, diag: &Diagnostic, out: &mut Vec<u8>) {
    let mut loc = diag.loc;
    emit_message(ctx, srcmgr, loc, diag.severity, &diag.message, true, out);
    if let Some(mut caller) = call_site_caller(ctx, loc) {
        for _ in 0..10 {
            if resolve_file_loc(ctx, caller).is_some() {
                emit_message(
                    ctx,
                    srcmgr,
                    caller,
                    Severity::Note,
                    "called from",
                    true,
                    out,
                );
            }
            match call_site_caller(ctx, caller) {
                Some(c) => caller = c,
                None => break,
            }
        }
    }
    for note in &diag.notes {
        emit_message(
            ctx,
            srcmgr,
            note.loc,
            note.severity,
            &note.message,
            loc != note.loc,
            out,
        );
        loc = note.loc;
    }
}
