//! Diagnostics (MLIR's `Diagnostic`, `SourceMgrDiagnosticHandler` and
//! `SourceMgrDiagnosticVerifierHandler`).

mod render;
mod source_mgr;
mod verify;

pub use render::{render_diagnostic, resolve_file_loc};

/// Prints a source line and a caret under 0-based column `col`.
pub fn print_source_line_pub(out: &mut Vec<u8>, line: &[u8], col: usize) {
    render::print_source_line(out, line, col, 0);
}
pub use source_mgr::{SourceBuffer, SourceMgr};
pub use verify::{ExpectedDiagnostics, VerifyOutcome};

use crate::ir::{Context, Location};
use std::fmt;

/// Diagnostic severity.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Hash)]
pub enum Severity {
    /// `error`
    Error,
    /// `warning`
    Warning,
    /// `note`
    Note,
    /// `remark`
    Remark,
}

impl Severity {
    /// The lower-case spelling used in output and in `expected-*`.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
            Severity::Remark => "remark",
        }
    }
}

/// A diagnostic with attached notes.
#[derive(Clone, Debug, PartialEq)]
pub struct Diagnostic {
    /// Severity.
    pub severity: Severity,
    /// Where it applies.
    pub loc: Location,
    /// The message text.
    pub message: String,
    /// Attached notes (each with its own location).
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    /// An error.
    pub fn error(loc: Location, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            loc,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// A warning.
    pub fn warning(loc: Location, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Warning,
            loc,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// A remark.
    pub fn remark(loc: Location, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Remark,
            loc,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// Attaches a note.
    pub fn with_note(mut self, loc: Location, message: impl Into<String>) -> Diagnostic {
        self.notes.push(Diagnostic {
            severity: Severity::Note,
            loc,
            message: message.into(),
            notes: Vec::new(),
        });
        self
    }

    /// Attaches a note in place.
    pub fn attach_note(&mut self, loc: Location, message: impl Into<String>) {
        self.notes.push(Diagnostic {
            severity: Severity::Note,
            loc,
            message: message.into(),
            notes: Vec::new(),
        });
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.severity.as_str(), self.message)
    }
}

impl std::error::Error for Diagnostic {}

impl Context {
    /// Emits a diagnostic to the context's engine (collected until drained).
    pub fn emit(&self, diag: Diagnostic) {
        self.diagnostics.borrow_mut().push(diag);
    }

    /// Takes all diagnostics emitted so far.
    pub fn take_diagnostics(&self) -> Vec<Diagnostic> {
        std::mem::take(&mut *self.diagnostics.borrow_mut())
    }

    /// True if an error was emitted and not yet drained.
    pub fn has_errors(&self) -> bool {
        self.diagnostics
            .borrow()
            .iter()
            .any(|d| d.severity == Severity::Error)
    }
}
