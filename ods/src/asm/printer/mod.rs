//! The IR printer, byte-compatible with MLIR's `AsmPrinter`.

mod alias;
mod attrs;
mod cache;
mod names;
mod ops;

pub use alias::{AliasState, AliasSym, AliasVisit};
pub use attrs::escape_into as escape_string_into;
pub use names::{sanitize_identifier, NameState};

use crate::ir::{Attribute, Context, Operation, Type};
use std::io::Write;

/// Printing options (`OpPrintingFlags`).
#[derive(Clone, Debug, Default)]
pub struct PrintFlags {
    /// `--mlir-print-op-generic`
    pub generic: bool,
    /// `--mlir-print-debuginfo`
    pub debug_info: bool,
    /// `--mlir-print-local-scope`: no aliases, numbering local to the op.
    pub local_scope: bool,
    /// `--mlir-elide-elementsattrs-if-larger`
    pub elide_elements_larger_than: Option<u64>,
    /// Hex threshold for dense elements (`--mlir-print-elementsattrs-with-hex-if-larger`, default 100).
    pub hex_elements_larger_than: Option<i64>,
    /// `--mlir-print-assume-verified`
    pub assume_verified: bool,
}

/// Whether an attribute's type may or must be elided.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeElision {
    /// Print the type.
    Never,
    /// The type may be omitted when it is the default (`i64`/`f64`).
    May,
    /// Never print the type.
    Must,
}

/// State for printing one top-level operation (or a standalone attribute/type).
pub struct Printer<'c, 'w> {
    pub(crate) ctx: &'c Context,
    pub(crate) out: Vec<u8>,
    sink: Option<&'w mut dyn Write>,
    pub(crate) flags: PrintFlags,
    pub(crate) aliases: Option<AliasState>,
    pub(crate) names: Option<NameState>,
    pub(crate) indent: usize,
    pub(crate) distinct_ids: hashbrown::HashMap<Attribute, u64>,
    pub(crate) used_resources: Vec<crate::support::interner::StrId>,
    pub(crate) default_dialect: Vec<&'static str>,
    io_error: Option<std::io::Error>,
    /// Printed text of types and attributes seen before (see `cache`).
    pub(crate) cache: cache::PrintCache,
    /// Number of flushes so far (a flush moves `out`'s contents).
    pub(crate) flushes: u64,
}

impl<'c, 'w> Printer<'c, 'w> {
    /// A printer writing into memory.
    pub fn new(ctx: &'c Context, flags: PrintFlags) -> Printer<'c, 'w> {
        Printer {
            ctx,
            out: Vec::new(),
            sink: None,
            flags,
            aliases: None,
            names: None,
            indent: 0,
            distinct_ids: Default::default(),
            used_resources: Vec::new(),
            default_dialect: vec!["builtin"],
            io_error: None,
            cache: Default::default(),
            flushes: 0,
        }
    }

    /// Streams output to `sink` (flushed in chunks while printing).
    pub fn with_sink(mut self, sink: &'w mut dyn Write) -> Self {
        self.sink = Some(sink);
        self
    }

    /// Flushes buffered output to the sink when it grows large.
    pub(crate) fn maybe_flush(&mut self) {
        if self.out.len() >= 1 << 16 {
            self.flush();
        }
    }

    /// Flushes buffered output to the sink.
    pub fn flush(&mut self) {
        if let Some(s) = self.sink.as_mut() {
            if let Err(e) = s.write_all(&self.out) {
                self.io_error.get_or_insert(e);
            }
            self.out.clear();
            self.flushes += 1;
        }
    }

    /// Takes the in-memory output.
    pub fn take_output(&mut self) -> Vec<u8> {
        std::mem::take(&mut self.out)
    }

    /// The first I/O error hit while flushing, if any.
    pub fn io_error(&mut self) -> Option<std::io::Error> {
        self.io_error.take()
    }

    #[inline]
    pub(crate) fn w(&mut self, s: &str) {
        self.out.extend_from_slice(s.as_bytes());
    }

    #[inline]
    pub(crate) fn wb(&mut self, s: &[u8]) {
        self.out.extend_from_slice(s);
    }

    #[inline]
    pub(crate) fn wc(&mut self, c: u8) {
        self.out.push(c);
    }

    pub(crate) fn newline(&mut self) {
        self.out.push(b'\n');
    }

    pub(crate) fn write_indent(&mut self) {
        for _ in 0..self.indent {
            self.out.push(b' ');
        }
    }
}

/// Prints `op` as the top-level operation (aliases, the op, deferred aliases
/// and the file metadata), followed by the newline mlir-opt adds.
pub fn print_top_level(
    ctx: &Context,
    op: Operation,
    flags: &PrintFlags,
    sink: &mut dyn Write,
) -> std::io::Result<()> {
    let mut flags = flags.clone();
    if !flags.generic && !flags.assume_verified && crate::verifier::verify(ctx, op).is_err() {
        // Custom printers may not cope with invalid IR (MLIR does the same).
        flags.generic = true;
    }
    let mut p = Printer::new(ctx, flags.clone()).with_sink(sink);
    p.names = Some(NameState::new(ctx, op, flags.generic));
    if !flags.local_scope {
        p.aliases = Some(AliasState::new(ctx, op, &flags));
    }
    p.print_top_level_op(op);
    p.flush();
    match p.io_error() {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

/// Prints the top-level operation into a byte vector.
pub fn print_op_to_vec(ctx: &Context, op: Operation, flags: &PrintFlags) -> Vec<u8> {
    let mut v = Vec::new();
    print_top_level(ctx, op, flags, &mut v).expect("writing to memory cannot fail");
    v
}

/// Prints an operation the way diagnostics show it (`see current operation`):
/// generic form, local scope, large elements elided.
pub fn print_op_for_diagnostic(ctx: &Context, op: Operation) -> String {
    let flags = PrintFlags {
        generic: true,
        local_scope: true,
        elide_elements_larger_than: Some(16),
        ..Default::default()
    };
    // Number values from the nearest isolated-from-above ancestor (or the top).
    let mut root = op;
    loop {
        if ctx.has_trait(root, crate::ir::OpTraits::ISOLATED_FROM_ABOVE) {
            break;
        }
        match ctx.parent_op(root) {
            Some(p) => root = p,
            None => break,
        }
    }
    let mut p = Printer::new(ctx, flags.clone());
    p.names = Some(NameState::new(ctx, root, true));
    p.print_full_op_with_indent_and_loc(op);
    String::from_utf8_lossy(&p.out).into_owned()
}

/// Prints an attribute without aliases (as used inside diagnostics).
pub fn print_attribute_local(ctx: &Context, a: Attribute) -> String {
    let mut p = Printer::new(ctx, PrintFlags::default());
    p.print_attribute(a, TypeElision::Never);
    String::from_utf8_lossy(&p.out).into_owned()
}

/// Prints an attribute without aliases, eliding its type where MLIR may
/// (as inside a type: a memref's memory space `1`, not `1 : i64`).
pub fn print_attribute_local_may_elide(ctx: &Context, a: Attribute) -> String {
    let mut p = Printer::new(ctx, PrintFlags::default());
    p.print_attribute(a, TypeElision::May);
    String::from_utf8_lossy(&p.out).into_owned()
}

/// Prints a type without aliases.
pub fn print_type_local(ctx: &Context, t: Type) -> String {
    let mut p = Printer::new(ctx, PrintFlags::default());
    p.print_type(t);
    String::from_utf8_lossy(&p.out).into_owned()
}
