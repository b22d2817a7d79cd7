//! Printing operations, regions and blocks (generic form and the framing for
//! custom forms).

use super::alias::AliasSym;
use super::{Printer, TypeElision};
use crate::ir::{Block, Operation, Region};

impl Printer<'_, '_> {
    /// Non-deferred aliases, the op, deferred aliases, then file metadata.
    pub(crate) fn print_top_level_op(&mut self, op: Operation) {
        self.print_aliases(false);
        self.print_full_op_with_indent_and_loc(op);
        self.newline();
        self.print_aliases(true);
        self.print_file_metadata();
        // mlir-opt terminates its output with an extra newline.
        self.newline();
    }

    fn print_aliases(&mut self, deferred: bool) {
        let list: Vec<(String, AliasSym)> = match &self.aliases {
            Some(state) => state
                .ordered
                .iter()
                .filter(|e| e.2 == deferred)
                .map(|(n, s, _)| (n.clone(), *s))
                .collect(),
            None => return,
        };
        for (name, sym) in list {
            self.w(&name);
            self.w(" = ");
            match sym {
                AliasSym::Attr(a) => self.print_attribute_impl(a, TypeElision::Never),
                AliasSym::Type(t) => self.print_type_impl(t),
            }
            self.newline();
        }
    }

    /// `{-# dialect_resources: {...}, external_resources: {...} #-}` with the
    /// builtin blobs referenced while printing and all external resources.
    fn print_file_metadata(&mut self) {
        let ctx = self.ctx;
        let blobs: Vec<_> = self
            .used_resources
            .iter()
            .filter_map(|k| ctx.resource(*k).map(|b| (*k, b.clone())))
            .collect();
        let external = ctx.external_resources();
        if blobs.is_empty() && external.iter().all(|(_, e)| e.is_empty()) {
            return;
        }
        self.w("\n{-#\n");
        let mut had_section = false;
        if !blobs.is_empty() {
            self.w("  dialect_resources: {\n    builtin: {\n");
            for (i, (key, blob)) in blobs.iter().enumerate() {
                if i > 0 {
                    self.w(",\n");
                }
                self.w("      ");
                self.print_keyword_or_string(ctx.str(*key));
                self.w(": ");
                self.hex_blob(blob);
            }
            self.w("\n    }\n  }");
            had_section = true;
        }
        let mut first_provider = true;
        for (provider, entries) in external {
            if entries.is_empty() {
                continue;
            }
            if first_provider {
                if had_section {
                    self.w(",\n");
                }
                self.w("  external_resources: {\n");
            } else {
                self.w(",\n");
            }
            first_provider = false;
            self.w("    ");
            self.wb(ctx.str(*provider));
            self.w(": {\n");
            for (i, (key, v)) in entries.iter().enumerate() {
                if i > 0 {
                    self.w(",\n");
                }
                self.w("      ");
                self.print_keyword_or_string(ctx.str(*key));
                self.w(": ");
                match v {
                    crate::ir::ExternalResourceValue::Bool(b) => {
                        self.w(if *b { "true" } else { "false" })
                    }
                    crate::ir::ExternalResourceValue::String(s) => self.print_escaped_string(s),
                    crate::ir::ExternalResourceValue::Blob(b) => self.hex_blob(b),
                }
            }
            self.w("\n    }");
        }
        if !first_provider {
            self.w("\n  }");
        }
        self.w("\n#-}\n");
    }

    fn hex_blob(&mut self, blob: &crate::ir::ResourceBlob) {
        const HEX: &[u8; 16] = b"0123456789ABCDEF";
        self.w("\"0x");
        for b in blob.alignment.to_le_bytes().iter().chain(blob.data.iter()) {
            self.wc(HEX[(b >> 4) as usize]);
            self.wc(HEX[(b & 15) as usize]);
        }
        self.wc(b'"');
    }

    /// Indentation, the op and its trailing location.
    pub(crate) fn print_full_op_with_indent_and_loc(&mut self, op: Operation) {
        self.write_indent();
        self.print_full_op(op);
        if self.flags.debug_info {
            self.wc(b' ');
            let loc = self.ctx.op_loc(op);
            self.print_location(loc, true);
        }
    }

    /// `%results = ` then the op in custom or generic form.
    pub(crate) fn print_full_op(&mut self, op: Operation) {
        let n = self.ctx.num_results(op);
        if n > 0 {
            let groups = self
                .names
                .as_ref()
                .and_then(|s| s.result_groups(op))
                .map(|g| g.to_vec());
            match groups {
                Some(g) => {
                    for i in 0..g.len() {
                        if i > 0 {
                            self.w(", ");
                        }
                        let end = if i + 1 < g.len() { g[i + 1] } else { n as u32 };
                        self.print_result_group(op, g[i], end - g[i]);
                    }
                }
                None => self.print_result_group(op, 0, n as u32),
            }
            self.w(" = ");
        }
        self.print_custom_or_generic_op(op);
    }

    fn print_result_group(&mut self, op: Operation, start: u32, count: u32) {
        let v = self.ctx.result(op, start as usize);
        self.print_value_id(v, false);
        if count > 1 {
            self.wc(b':');
            self.w(itoa::Buffer::new().format(count));
        }
    }

    /// `%name` of a value.
    pub fn print_value_id(&mut self, v: crate::ir::Value, print_result_no: bool) {
        let ctx = self.ctx;
        match self.names.as_ref() {
            Some(n) => n.write_value(ctx, v, print_result_no, &mut self.out),
            None => self.w("<<UNKNOWN SSA VALUE>>"),
        }
    }

    /// `^bbN`
    pub fn print_block_name(&mut self, b: Block) {
        match self.names.as_ref() {
            Some(n) => n.write_block(b, &mut self.out),
            None => self.w("INVALIDBLOCK"),
        }
    }

    pub(crate) fn print_custom_or_generic_op(&mut self, op: Operation) {
        if !self.flags.generic {
            if let Some(def) = self.ctx.op_def(op).filter(|d| d.has_custom_syntax()) {
                {
                    let dd = *self.default_dialect.last().unwrap_or(&"");
                    let name = def.name;
                    // Drop the default dialect prefix when unambiguous.
                    let shown = match name.strip_prefix(dd).and_then(|r| r.strip_prefix('.')) {
                        Some(rest) if !dd.is_empty() && !rest.contains('.') => rest,
                        _ => name,
                    };
                    self.w(shown);
                    let mut ap = crate::asm::OpAsmPrinter::new(self);
                    match (
                        def.hooks.print,
                        def.ods.and_then(|s| s.format.map(|f| (s, f))),
                    ) {
                        (Some(print), _) => print(&mut ap, op),
                        (None, Some((spec, format))) => {
                            crate::format::print::print(&mut ap, op, spec, format)
                        }
                        (None, None) => {}
                    }
                    return;
                }
            }
        }
        self.print_generic_op(op);
    }

    /// The generic form: `"name"(operands)[succs] <{props}> (regions) {attrs} : type`.
    pub fn print_generic_op(&mut self, op: Operation) {
        let ctx = self.ctx;
        let name = ctx.op_name_str(ctx.op_name_of(op));
        self.print_escaped_string(name);
        self.wc(b'(');
        let n = ctx.num_operands(op);
        for i in 0..n {
            if i > 0 {
                self.w(", ");
            }
            let v = ctx.operand(op, i);
            self.print_value_id(v, true);
        }
        self.wc(b')');
        if ctx.num_successors(op) != 0 {
            self.wc(b'[');
            let succs: Vec<Block> = ctx.successors(op).collect();
            for (i, b) in succs.into_iter().enumerate() {
                if i > 0 {
                    self.w(", ");
                }
                self.print_block_name(b);
            }
            self.wc(b']');
        }
        if let Some(p) = ctx.properties(op) {
            self.w(" <");
            self.print_attribute(p, TypeElision::Never);
            self.wc(b'>');
        }
        if ctx.num_regions(op) != 0 {
            self.w(" (");
            let regions: Vec<Region> = ctx.regions(op).collect();
            for (i, r) in regions.into_iter().enumerate() {
                if i > 0 {
                    self.w(", ");
                }
                self.print_region(r, true, true, true);
            }
            self.wc(b')');
        }
        let attrs = ctx.dictionary_entries(ctx.discardable_attrs(op)).to_vec();
        self.print_optional_attr_dict(&attrs, &[], false);
        self.w(" : ");
        self.print_functional_type(op);
    }

    /// `(operand types) -> result types` (parenthesized unless one non-function result).
    pub fn print_functional_type(&mut self, op: Operation) {
        let ctx = self.ctx;
        self.wc(b'(');
        for i in 0..ctx.num_operands(op) {
            if i > 0 {
                self.w(", ");
            }
            let t = ctx.value_type(ctx.operand(op, i));
            self.print_type(t);
        }
        self.w(") -> ");
        let n = ctx.num_results(op);
        let wrapped = n != 1
            || matches!(
                ctx.type_kind(ctx.value_type(ctx.result(op, 0))),
                crate::ir::TypeKind::Function { .. }
            );
        if wrapped {
            self.wc(b'(');
        }
        for i in 0..n {
            if i > 0 {
                self.w(", ");
            }
            let t = ctx.value_type(ctx.result(op, i));
            self.print_type(t);
        }
        if wrapped {
            self.wc(b')');
        }
    }

    /// `{` blocks `}` with MLIR's header rules.
    pub fn print_region(
        &mut self,
        r: Region,
        print_entry_args: bool,
        print_terminators: bool,
        print_empty_block: bool,
    ) {
        self.w("{");
        self.newline();
        let blocks = self.ctx.region_blocks(r);
        if let Some(&entry) = blocks.first() {
            let dd = self
                .ctx
                .region_parent(r)
                .and_then(|p| self.ctx.op_def(p))
                .map(|d| d.default_dialect)
                .unwrap_or("");
            self.default_dialect.push(dd);
            let always_header = (print_empty_block && self.ctx.block_is_empty(entry))
                || (print_entry_args && !self.ctx.block_args(entry).is_empty());
            self.print_block(entry, always_header, print_terminators);
            for &b in &blocks[1..] {
                self.print_block(b, true, true);
            }
            self.default_dialect.pop();
        }
        self.write_indent();
        self.wc(b'}');
    }

    fn print_block(&mut self, b: Block, print_header: bool, print_terminator: bool) {
        let ctx = self.ctx;
        if print_header {
            self.write_indent();
            self.print_block_name(b);
            let args = ctx.block_args(b).to_vec();
            if !args.is_empty() {
                self.wc(b'(');
                for (i, a) in args.iter().enumerate() {
                    if i > 0 {
                        self.w(", ");
                    }
                    self.print_value_id(*a, true);
                    self.w(": ");
                    self.print_type(ctx.value_type(*a));
                    if self.flags.debug_info {
                        self.wc(b' ');
                        let l = ctx.block_arg_loc(b, i);
                        self.print_location(l, false);
                    }
                }
                self.wc(b')');
            }
            self.wc(b':');
            if ctx.block_region(b).is_none() {
                self.w("  // block is not in a region!");
            } else if ctx.has_no_predecessors(b) {
                if !ctx.is_entry_block(b) {
                    self.w("  // no predecessors");
                }
            } else {
                let preds = ctx.predecessors(b);
                if preds.len() == 1 {
                    self.w("  // pred: ");
                    self.print_block_name(preds[0]);
                } else {
                    let names = self.names.as_ref().unwrap();
                    let mut ordered: Vec<(u32, Block)> =
                        preds.iter().map(|&p| (names.block_order(p), p)).collect();
                    ordered.sort_by_key(|x| x.0);
                    self.w(&format!("  // {} preds: ", ordered.len()));
                    for (i, (_, p)) in ordered.into_iter().enumerate() {
                        if i > 0 {
                            self.w(", ");
                        }
                        self.print_block_name(p);
                    }
                }
            }
            self.newline();
        }
        self.indent += 2;
        let ops = ctx.block_ops(b);
        let skip_last = !print_terminator
            && ops
                .last()
                .is_some_and(|&l| ctx.has_trait(l, crate::ir::OpTraits::IS_TERMINATOR));
        let count = if skip_last { ops.len() - 1 } else { ops.len() };
        for &op in &ops[..count] {
            self.print_full_op_with_indent_and_loc(op);
            self.newline();
            self.maybe_flush();
        }
        self.indent -= 2;
    }
}
