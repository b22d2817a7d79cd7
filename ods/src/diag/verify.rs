//! `--verify-diagnostics`: match emitted diagnostics against
//! `// expected-<kind>[-re][@<where>] {{text}}` annotations in the source.

use super::render::{emit_message, print_source_line, resolve_file_loc};
use super::{Diagnostic, Severity, SourceMgr};
use crate::ir::Context;

/// Where an expectation applies.
#[derive(Clone, Debug)]
enum Target {
    Line(u32),
    Unknown,
}

#[derive(Clone, Debug)]
struct Expected {
    kind: Severity,
    target: Target,
    /// Line and 0-based column of the `expected-` text (for error reports).
    at_line: u32,
    at_col: usize,
    text: String,
    regex: Option<regex::Regex>,
    matched: bool,
}

impl Expected {
    fn matches(&self, msg: &str) -> bool {
        match &self.regex {
            Some(r) => r.is_match(msg),
            None => msg.contains(&self.text),
        }
    }
}

/// The expectations of one buffer (or one split chunk).
pub struct ExpectedDiagnostics {
    file: Vec<u8>,
    expected: Vec<Expected>,
    /// Problems found while reading the annotations themselves.
    setup_errors: Vec<(u32, usize, usize, String)>,
}

/// Result of verifying diagnostics.
#[derive(Debug, PartialEq, Eq)]
pub enum VerifyOutcome {
    /// Every diagnostic was expected and every expectation met.
    Success,
    /// Something did not match (details were written to the output).
    Failure,
}

/// Parses `expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *{{(.*)}}$`
/// on one (right-trimmed) line; returns (offset of match, kind, is_re, where, text).
fn match_line(line: &str) -> Option<(usize, Severity, bool, Option<&str>, &str)> {
    let mut search_from = 0;
    while let Some(rel) = line[search_from..].find("expected-") {
        let start = search_from + rel;
        search_from = start + 1;
        let rest = &line[start + "expected-".len()..];
        let (kind, rest) = if let Some(r) = rest.strip_prefix("error") {
            (Severity::Error, r)
        } else if let Some(r) = rest.strip_prefix("note") {
            (Severity::Note, r)
        } else if let Some(r) = rest.strip_prefix("remark") {
            (Severity::Remark, r)
        } else if let Some(r) = rest.strip_prefix("warning") {
            (Severity::Warning, r)
        } else {
            continue;
        };
        let (is_re, rest) = match rest.strip_prefix("-re") {
            Some(r) => (true, r),
            None => (false, rest),
        };
        let rest = rest.trim_start_matches(' ');
        let (place, rest) = if let Some(r) = rest.strip_prefix('@') {
            let end = if r.starts_with('+') || r.starts_with('-') {
                let digits = r[1..].bytes().take_while(|b| b.is_ascii_digit()).count();
                if digits == 0 {
                    continue;
                }
                1 + digits
            } else if r.starts_with("above") || r.starts_with("below") {
                5
            } else if r.starts_with("unknown") {
                7
            } else {
                continue;
            };
            (Some(&r[..end]), &r[end..])
        } else {
            (None, rest)
        };
        let rest = rest.trim_start_matches(' ');
        let Some(body) = rest.strip_prefix("{{") else {
            continue;
        };
        let Some(text) = body.strip_suffix("}}") else {
            continue;
        };
        return Some((start, kind, is_re, place, text));
    }
    None
}

/// Turns an `-re` pattern (literal text with `{{regex}}` blocks) into a regex.
fn compile_re(text: &str) -> Result<regex::Regex, String> {
    let mut pattern = String::new();
    let mut rest = text;
    loop {
        match rest.find("{{") {
            None => {
                pattern.push_str(&regex::escape(rest));
                break;
            }
            Some(i) => {
                pattern.push_str(&regex::escape(&rest[..i]));
                rest = &rest[i + 2..];
                let Some(end) = rest.find("}}") else {
                    return Err("found start of regex with no end '}}'".into());
                };
                let re = &rest[..end];
                regex::Regex::new(re).map_err(|e| format!("invalid regex: {e}"))?;
                pattern.push('(');
                pattern.push_str(re);
                pattern.push(')');
                rest = &rest[end + 2..];
            }
        }
    }
    regex::Regex::new(&pattern).map_err(|e| format!("invalid regex: {e}"))
}

impl ExpectedDiagnostics {
    /// Scans `text` (whose first line is line `first_line` of `file`).
    pub fn parse(file: &[u8], text: &[u8], first_line: u32) -> ExpectedDiagnostics {
        let text = String::from_utf8_lossy(text);
        let lines: Vec<&str> = text.split('\n').collect();
        let mut expected = Vec::new();
        let mut setup_errors = Vec::new();
        let mut last_non_designator = first_line;
        let mut pending_below: Vec<usize> = Vec::new();
        let last_line = first_line + lines.len() as u32 - 1;
        for (i, raw) in lines.iter().enumerate() {
            let line_no = first_line + i as u32;
            let trimmed = raw.trim_end();
            let Some((col, kind, is_re, place, body)) = match_line(trimmed) else {
                for &p in &pending_below {
                    let e: &mut Expected = &mut expected[p];
                    e.target = Target::Line(line_no);
                }
                pending_below.clear();
                last_non_designator = line_no;
                continue;
            };
            let mut e = Expected {
                kind,
                target: Target::Line(line_no),
                at_line: line_no,
                at_col: col,
                text: body.to_string(),
                regex: None,
                matched: false,
            };
            if is_re {
                match compile_re(body) {
                    Ok(r) => e.regex = Some(r),
                    Err(msg) => {
                        setup_errors.push((line_no, col, body.len(), msg));
                        continue;
                    }
                }
            }
            match place {
                None => {}
                Some("above") => e.target = Target::Line(last_non_designator),
                Some("below") => {
                    pending_below.push(expected.len());
                    e.target = Target::Line(last_line);
                }
                Some("unknown") => e.target = Target::Unknown,
                Some(off) => {
                    let n: u32 = off[1..].parse().unwrap_or(0);
                    e.target = Target::Line(if off.starts_with('+') {
                        line_no + n
                    } else {
                        line_no.saturating_sub(n)
                    });
                }
            }
            expected.push(e);
        }
        ExpectedDiagnostics {
            file: file.to_vec(),
            expected,
            setup_errors,
        }
    }

    /// Number of expectations.
    pub fn len(&self) -> usize {
        self.expected.len()
    }

    /// True if there are no expectations.
    pub fn is_empty(&self) -> bool {
        self.expected.is_empty()
    }

    fn report_at(
        &self,
        srcmgr: &SourceMgr,
        line: u32,
        col: usize,
        range: usize,
        msg: &str,
        out: &mut Vec<u8>,
    ) {
        out.extend_from_slice(&self.file);
        out.extend_from_slice(format!(":{}:{}: error: {}\n", line, col + 1, msg).as_bytes());
        if let Some(text) = srcmgr.find(&self.file).and_then(|b| b.line(line)) {
            print_source_line(out, text, col, range);
        }
    }

    fn process_one(
        &mut self,
        ctx: &Context,
        srcmgr: &SourceMgr,
        d: &Diagnostic,
        out: &mut Vec<u8>,
    ) -> bool {
        let line = match resolve_file_loc(ctx, d.loc) {
            Some((file, line, _)) if file == self.file => Some(line),
            Some(_) => None,
            None => {
                if let Some(e) = self.expected.iter_mut().find(|e| {
                    !e.matched
                        && matches!(e.target, Target::Unknown)
                        && e.kind == d.severity
                        && e.matches(&d.message)
                }) {
                    e.matched = true;
                    return true;
                }
                let msg = format!("unexpected {}: {}", d.severity.as_str(), d.message);
                emit_message(ctx, srcmgr, d.loc, Severity::Error, &msg, true, out);
                return false;
            }
        };
        let mut near_miss = None;
        if let Some(line) = line {
            for (i, e) in self.expected.iter_mut().enumerate() {
                if matches!(e.target, Target::Line(l) if l == line) && e.matches(&d.message) {
                    if e.kind == d.severity {
                        e.matched = true;
                        return true;
                    }
                    near_miss = Some(i);
                }
            }
        }
        if let Some(i) = near_miss {
            let e = &self.expected[i];
            let msg = format!(
                "'{}' diagnostic emitted when expecting a '{}'",
                d.severity.as_str(),
                e.kind.as_str()
            );
            self.report_at(srcmgr, e.at_line, e.at_col, 0, &msg, out);
        } else {
            let msg = format!("unexpected {}: {}", d.severity.as_str(), d.message);
            emit_message(ctx, srcmgr, d.loc, Severity::Error, &msg, true, out);
        }
        false
    }

    /// Checks emitted diagnostics (and their notes) against the expectations,
    /// reporting mismatches to `out`. Returns whether everything matched.
    pub fn check(
        &mut self,
        ctx: &Context,
        srcmgr: &SourceMgr,
        diags: &[Diagnostic],
        out: &mut Vec<u8>,
    ) -> VerifyOutcome {
        let mut ok = true;
        for (line, col, len, msg) in std::mem::take(&mut self.setup_errors) {
            self.report_at(srcmgr, line, col, len, &msg, out);
            ok = false;
        }
        for d in diags {
            ok &= self.process_one(ctx, srcmgr, d, out);
            for n in &d.notes {
                ok &= self.process_one(ctx, srcmgr, n, out);
            }
        }
        for i in 0..self.expected.len() {
            let e = &self.expected[i];
            if e.matched {
                continue;
            }
            let msg = format!(
                "expected {} \"{}\" was not produced",
                e.kind.as_str(),
                e.text
            );
            let (line, col, len) = (e.at_line, e.at_col, e.text.len());
            self.report_at(srcmgr, line, col, len, &msg, out);
            ok = false;
        }
        if ok {
            VerifyOutcome::Success
        } else {
            VerifyOutcome::Failure
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn annotation_syntax() {
        let (col, kind, re, place, text) = match_line("  // expected-error@+1 {{foo}}").unwrap();
        assert_eq!(
            (col, kind, re, place, text),
            (5, Severity::Error, false, Some("+1"), "foo")
        );
        let (_, kind, _, place, text) =
            match_line("x // expected-note @below {{a {{b}} c}}").unwrap();
        assert_eq!(
            (kind, place, text),
            (Severity::Note, Some("below"), "a {{b}} c")
        );
        assert!(match_line("// expected-error {{unterminated}").is_none());
        assert!(match_line("// expected-foo {{x}}").is_none());
        let (_, _, re, _, _) = match_line("// expected-remark-re {{x{{[0-9]+}}}}").unwrap();
        assert!(re);
    }

    #[test]
    fn line_targets() {
        let src = b"a\n// expected-error@+1 {{x}}\nb\n// expected-error@below {{y}}\n// expected-error@above {{z}}\nc\n";
        let e = ExpectedDiagnostics::parse(b"f", src, 10);
        let lines: Vec<_> = e
            .expected
            .iter()
            .map(|e| match e.target {
                Target::Line(l) => l,
                Target::Unknown => 0,
            })
            .collect();
        assert_eq!(lines, vec![12, 15, 12]);
    }

    #[test]
    fn regex_compilation() {
        let r = compile_re("value {{[0-9]+}} (x)").unwrap();
        assert!(r.is_match("the value 42 (x) here"));
        assert!(compile_re("bad {{").is_err());
    }
}
