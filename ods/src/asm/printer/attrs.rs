//! Printing of builtin attributes, types and locations.

use super::{cache, Printer, TypeElision};
use crate::ir::{AttrKind, Attribute, NamedAttribute, Signedness, Type, TypeKind, DYNAMIC};
use crate::support::apfloat::APFloat;
use crate::support::apint::APInt;

/// `llvm::printEscapedString`: printable bytes as-is except `"` and `\`.
pub fn escape_into(out: &mut Vec<u8>, s: &[u8]) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    for &c in s {
        if c == b'\\' {
            out.extend_from_slice(b"\\\\");
        } else if (0x20..0x7f).contains(&c) && c != b'"' {
            out.push(c);
        } else {
            out.push(b'\\');
            out.push(HEX[(c >> 4) as usize]);
            out.push(HEX[(c & 15) as usize]);
        }
    }
}

/// True if `name` prints as a bare identifier (`[a-zA-Z_][a-zA-Z0-9_$.]*`).
pub(crate) fn is_bare_identifier(name: &[u8]) -> bool {
    match name.first() {
        Some(&c) if c.is_ascii_alphabetic() || c == b'_' => name[1..]
            .iter()
            .all(|&c| c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.'),
        _ => false,
    }
}

/// `isDialectSymbolSimpleEnoughForPrettyForm`
pub(crate) fn simple_enough_for_pretty(sym: &[u8]) -> bool {
    if sym.is_empty() || !sym[0].is_ascii_alphabetic() {
        return false;
    }
    let rest = sym
        .iter()
        .position(|&c| !(c.is_ascii_alphanumeric() || c == b'.' || c == b'_'));
    match rest {
        None => true,
        Some(i) => sym[i] == b'<' && *sym.last().unwrap() == b'>',
    }
}

impl Printer<'_, '_> {
    /// Prints `"..."` with MLIR's escaping.
    pub(crate) fn print_escaped_string(&mut self, s: &[u8]) {
        self.out.push(b'"');
        escape_into(&mut self.out, s);
        self.out.push(b'"');
    }

    /// A bare identifier, or an escaped string if it is not one.
    pub(crate) fn print_keyword_or_string(&mut self, s: &[u8]) {
        if is_bare_identifier(s) {
            self.wb(s);
        } else {
            self.print_escaped_string(s);
        }
    }

    /// `@name` (quoted if needed).
    pub(crate) fn print_symbol_name(&mut self, s: &[u8]) {
        if s.is_empty() {
            self.w("@<<INVALID EMPTY SYMBOL>>");
            return;
        }
        self.wc(b'@');
        self.print_keyword_or_string(s);
    }

    /// A dialect attribute or type of a registered definition: the dialect
    /// prints `mnemonic` and its body, then the printer picks the pretty form
    /// (`#arith.fastmath<fast>`) or the `#dialect<...>` form, as MLIR's
    /// `printDialectSymbol` does.
    fn print_def_symbol(
        &mut self,
        def: &'static crate::opdef::attrdef::DefSpec,
        params: &[Option<Attribute>],
    ) {
        self.wc(if def.is_type { b'!' } else { b'#' });
        self.w(def.dialect);
        let start = self.out.len();
        self.w(def.mnemonic);
        crate::opdef::attrdef::print_body(self, def, params);
        if simple_enough_for_pretty(&self.out[start..]) {
            self.out.insert(start, b'.');
        } else {
            self.out.insert(start, b'<');
            self.wc(b'>');
        }
    }

    fn print_dialect_symbol(&mut self, prefix: u8, dialect: &[u8], data: &[u8]) {
        self.wc(prefix);
        self.wb(dialect);
        if simple_enough_for_pretty(data) {
            self.wc(b'.');
            self.wb(data);
        } else {
            self.wc(b'<');
            self.wb(data);
            self.wc(b'>');
        }
    }

    /// Prints a float value (MLIR's `printFloatValue`).
    pub fn print_float(&mut self, v: &APFloat) {
        let s = v.mlir_print();
        self.w(&s);
    }

    /// Prints an attribute, using its alias if it has one.
    pub fn print_attribute(&mut self, a: Attribute, elision: TypeElision) {
        let cacheable = cache::attr_worth_caching(self.ctx.attr_kind(a));
        if cacheable {
            if let Some(text) = self.cache.attr(a, elision) {
                self.out.extend_from_slice(text);
                return;
            }
        }
        let (start, flushes) = (self.out.len(), self.flushes);
        if let Some(alias) = self.aliases.as_ref().and_then(|s| s.attr_alias(a)) {
            self.out.extend_from_slice(alias.as_bytes());
        } else {
            self.print_attribute_impl(a, elision);
        }
        if cacheable && self.flushes == flushes {
            self.cache.set_attr(a, elision, &self.out[start..]);
        }
    }

    /// Prints an attribute's own syntax (no alias at the top level).
    pub fn print_attribute_impl(&mut self, a: Attribute, elision: TypeElision) {
        let ctx = self.ctx;
        match ctx.attr_kind(a) {
            AttrKind::Opaque { dialect, data, .. } => {
                self.print_dialect_symbol(b'#', ctx.str(*dialect), ctx.str(*data));
            }
            AttrKind::Dialect { def, params } => {
                self.print_def_symbol(def, params);
                return;
            }
            AttrKind::Unit => {
                self.w("unit");
                return;
            }
            AttrKind::Distinct { referenced } => {
                let next = self.distinct_ids.len() as u64;
                let id = *self.distinct_ids.entry(a).or_insert(next);
                self.w(&format!("distinct[{id}]<"));
                if !matches!(ctx.attr_kind(*referenced), AttrKind::Unit) {
                    self.print_attribute(*referenced, TypeElision::Never);
                }
                self.wc(b'>');
                return;
            }
            AttrKind::Dictionary(entries) => {
                self.wc(b'{');
                for (i, e) in entries.iter().enumerate() {
                    if i > 0 {
                        self.w(", ");
                    }
                    self.print_named_attribute(*e);
                }
                self.wc(b'}');
            }
            AttrKind::Integer { ty, value } => {
                let ty = *ty;
                match ctx.type_kind(ty) {
                    TypeKind::Integer {
                        width: 1,
                        signedness: Signedness::Signless,
                    } => {
                        self.w(if value.is_zero() { "false" } else { "true" });
                        return;
                    }
                    TypeKind::Integer {
                        signedness: Signedness::Unsigned,
                        ..
                    } => {
                        let s = value.to_string_unsigned();
                        self.w(&s);
                    }
                    _ => {
                        let s = value.to_string_signed();
                        self.w(&s);
                    }
                }
                if elision == TypeElision::May && ctx.is_signless_int(ty, 64) {
                    return;
                }
            }
            AttrKind::Float { ty, value } => {
                let v = **value;
                self.print_float(&v);
                if elision == TypeElision::May
                    && ctx.float_semantics(*ty)
                        == Some(crate::support::apfloat::FloatSemantics::F64)
                {
                    return;
                }
            }
            AttrKind::String { value, .. } => {
                self.print_escaped_string(ctx.str(*value));
            }
            AttrKind::Array(elems) => {
                self.wc(b'[');
                for (i, e) in elems.iter().enumerate() {
                    if i > 0 {
                        self.w(", ");
                    }
                    self.print_attribute(*e, TypeElision::May);
                }
                self.wc(b']');
            }
            AttrKind::AffineMap(m) => {
                self.w("affine_map<");
                let mut s = String::new();
                ctx.affine().print_map(*m, &mut s);
                self.w(&s);
                self.wc(b'>');
                return;
            }
            AttrKind::IntegerSet(set) => {
                self.w("affine_set<");
                let mut s = String::new();
                ctx.affine().print_set(*set, &mut s);
                self.w(&s);
                self.wc(b'>');
                return;
            }
            AttrKind::Type(t) => self.print_type(*t),
            AttrKind::SymbolRef { root, nested } => {
                self.print_symbol_name(ctx.str(*root));
                for n in nested.iter() {
                    self.w("::");
                    self.print_symbol_name(ctx.str(*n));
                }
            }
            AttrKind::DenseIntOrFP { ty, .. } => {
                if self.should_elide(*ty, a) {
                    self.w("dense_resource<__elided__>");
                } else {
                    self.w("dense<");
                    self.print_dense_int_or_fp(a, true);
                    self.wc(b'>');
                }
            }
            AttrKind::DenseString { ty, .. } => {
                if self.should_elide(*ty, a) {
                    self.w("dense_resource<__elided__>");
                } else {
                    self.w("dense<");
                    self.print_dense_string(a);
                    self.wc(b'>');
                }
            }
            AttrKind::Sparse {
                indices, values, ..
            } => {
                let (indices, values) = (*indices, *values);
                let it = ctx.attr_type(indices).unwrap();
                let vt = ctx.attr_type(values).unwrap();
                if self.should_elide(it, indices) || self.should_elide(vt, values) {
                    self.w("dense_resource<__elided__>");
                } else {
                    self.w("sparse<");
                    if ctx.num_elements(it).unwrap_or(0) != 0 {
                        self.print_dense_int_or_fp(indices, false);
                        self.w(", ");
                        if matches!(ctx.attr_kind(values), AttrKind::DenseString { .. }) {
                            self.print_dense_string(values);
                        } else {
                            self.print_dense_int_or_fp(values, true);
                        }
                    }
                    self.wc(b'>');
                }
            }
            AttrKind::Strided { offset, strides } => {
                self.w("strided<[");
                for (i, s) in strides.iter().enumerate() {
                    if i > 0 {
                        self.w(", ");
                    }
                    self.int_or_question(*s);
                }
                self.wc(b']');
                if *offset != 0 {
                    self.w(", offset: ");
                    self.int_or_question(*offset);
                }
                self.wc(b'>');
            }
            AttrKind::DenseArray { elem, len, data } => {
                self.w("array<");
                self.print_type(*elem);
                if *len != 0 {
                    self.w(": ");
                    self.print_dense_array_elems(*elem, *len, data);
                }
                self.wc(b'>');
                return;
            }
            AttrKind::DenseResource { key, .. } => {
                self.w("dense_resource<");
                self.print_keyword_or_string(ctx.str(*key));
                if !self.used_resources.contains(key) {
                    self.used_resources.push(*key);
                }
                self.wc(b'>');
            }
            k if k.is_location() => {
                self.print_location(a, false);
            }
            _ => unreachable!("all attribute kinds handled"),
        }
        if elision != TypeElision::Must {
            if let Some(t) = ctx.attr_type(a) {
                if !ctx.is_none_type(t) {
                    self.w(" : ");
                    self.print_type(t);
                }
            }
        }
    }

    /// A dense array without its `array<elem:` prefix (`[1, 2]`), as ODS
    /// formats print `DenseI64ArrayAttr` and friends. Other attributes
    /// print in full.
    pub(crate) fn print_dense_array_stripped(&mut self, a: Attribute) {
        let ctx = self.ctx;
        match ctx.attr_kind(a) {
            AttrKind::DenseArray { elem, len, data } => {
                self.wc(b'[');
                if *len != 0 {
                    self.print_dense_array_elems(*elem, *len, data);
                }
                self.wc(b']');
            }
            _ => self.print_attribute(a, TypeElision::Never),
        }
    }

    fn int_or_question(&mut self, v: i64) {
        if v == DYNAMIC {
            self.wc(b'?');
        } else {
            self.w(&v.to_string());
        }
    }

    fn should_elide(&self, ty: Type, a: Attribute) -> bool {
        let Some(limit) = self.flags.elide_elements_larger_than else {
            return false;
        };
        let splat = matches!(
            self.ctx.attr_kind(a),
            AttrKind::DenseIntOrFP { splat: true, .. } | AttrKind::DenseString { splat: true, .. }
        );
        !splat && self.ctx.num_elements(ty).unwrap_or(0) > limit as i64
    }

    /// `name = value` (just `name` for unit values).
    pub fn print_named_attribute(&mut self, e: NamedAttribute) {
        let name = self.ctx.str(e.name);
        self.print_keyword_or_string(name);
        if matches!(self.ctx.attr_kind(e.value), AttrKind::Unit) {
            return;
        }
        self.w(" = ");
        self.print_attribute(e.value, TypeElision::Never);
    }

    /// Prints ` {a = 1, ...}` (or ` attributes {...}`) unless empty after elision.
    pub fn print_optional_attr_dict(
        &mut self,
        attrs: &[NamedAttribute],
        elided: &[&str],
        with_keyword: bool,
    ) {
        let ctx = self.ctx;
        let filtered: Vec<NamedAttribute> = attrs
            .iter()
            .filter(|a| !elided.iter().any(|e| e.as_bytes() == ctx.str(a.name)))
            .copied()
            .collect();
        if filtered.is_empty() {
            return;
        }
        if with_keyword {
            self.w(" attributes");
        }
        self.w(" {");
        for (i, e) in filtered.iter().enumerate() {
            if i > 0 {
                self.w(", ");
            }
            self.print_named_attribute(*e);
        }
        self.wc(b'}');
    }

    fn print_dense_elems_impl(
        &mut self,
        splat: bool,
        shape: &[i64],
        num: u64,
        mut f: impl FnMut(&mut Self, usize),
    ) {
        if splat {
            return f(self, 0);
        }
        if num == 0 {
            return;
        }
        let rank = shape.len();
        let mut counter = vec![0i64; rank];
        let mut open = 0usize;
        for idx in 0..num as usize {
            if idx != 0 {
                self.w(", ");
            }
            while open < rank {
                self.wc(b'[');
                open += 1;
            }
            f(self, idx);
            // Bump the mixed-radix counter, closing brackets on roll-over.
            if rank > 0 {
                counter[rank - 1] += 1;
                for i in (1..rank).rev() {
                    if counter[i] >= shape[i] {
                        counter[i] = 0;
                        counter[i - 1] += 1;
                        open -= 1;
                        self.wc(b']');
                    }
                }
            }
        }
        while open > 0 {
            self.wc(b']');
            open -= 1;
        }
    }

    fn print_int_elem(&mut self, v: &APInt, ty: Type) {
        match self.ctx.type_kind(ty) {
            TypeKind::Integer { width: 1, .. } => {
                self.w(if v.is_zero() { "false" } else { "true" })
            }
            TypeKind::Integer {
                signedness: Signedness::Unsigned,
                ..
            } => {
                let s = v.to_string_unsigned();
                self.w(&s)
            }
            _ => {
                let s = v.to_string_signed();
                self.w(&s)
            }
        }
    }

    fn hex_threshold(&self) -> Option<i64> {
        match self.flags.hex_elements_larger_than {
            Some(-1) => None,
            Some(n) => Some(n),
            None => Some(100),
        }
    }

    /// The elements of a `DenseIntOrFP` attribute (without `dense<` `>`).
    pub(crate) fn print_dense_int_or_fp(&mut self, a: Attribute, allow_hex: bool) {
        let ctx = self.ctx;
        let AttrKind::DenseIntOrFP { ty, data, splat } = ctx.attr_kind(a) else {
            unreachable!()
        };
        let (shape, elem) = ctx
            .shaped_info(*ty)
            .map(|(s, e)| (s.to_vec(), e))
            .expect("shaped type");
        let num = ctx.num_elements(*ty).unwrap_or(0);
        if !*splat && allow_hex && self.hex_threshold().is_some_and(|t| num > t) {
            self.wb(b"\"0x");
            let is_bool = matches!(ctx.type_kind(elem), TypeKind::Integer { width: 1, .. });
            const HEX: &[u8; 16] = b"0123456789ABCDEF";
            if is_bool {
                // i1 elements are bit-packed in MLIR's raw data.
                let mut packed = vec![0u8; (num as usize).div_ceil(8)];
                for (i, &b) in data.iter().enumerate() {
                    if b != 0 {
                        packed[i / 8] |= 1 << (i % 8);
                    }
                }
                for b in packed {
                    self.wc(HEX[(b >> 4) as usize]);
                    self.wc(HEX[(b & 15) as usize]);
                }
            } else {
                for &b in data.iter() {
                    self.wc(HEX[(b >> 4) as usize]);
                    self.wc(HEX[(b & 15) as usize]);
                }
            }
            self.wc(b'"');
            return;
        }
        let (complex, scalar) = match ctx.type_kind(elem) {
            TypeKind::Complex(e) => (true, *e),
            _ => (false, elem),
        };
        let sb = crate::asm::parser_dense_elem_bytes(ctx, scalar).expect("scalar element");
        let data = data.clone();
        let fsem = ctx.float_semantics(scalar);
        let width = ctx.int_or_float_bit_width(scalar).unwrap_or(64);
        let int_width = if ctx.is_index(scalar) { 64 } else { width };
        let read = move |i: usize| -> APInt {
            let bytes = &data[i * sb..(i + 1) * sb];
            APInt::from_le_bytes(int_width, bytes)
        };
        let print_scalar = |p: &mut Self, v: APInt| match fsem {
            Some(sem) => {
                let w = v.words();
                let bits = w[0] as u128 | ((w.get(1).copied().unwrap_or(0) as u128) << 64);
                p.print_float(&APFloat::from_bits(sem, bits));
            }
            None => p.print_int_elem(&v, scalar),
        };
        self.print_dense_elems_impl(*splat, &shape, num.max(0) as u64, |p, idx| {
            if complex {
                p.wc(b'(');
                print_scalar(p, read(2 * idx));
                p.wc(b',');
                print_scalar(p, read(2 * idx + 1));
                p.wc(b')');
            } else {
                print_scalar(p, read(idx));
            }
        });
    }

    fn print_dense_string(&mut self, a: Attribute) {
        let ctx = self.ctx;
        let AttrKind::DenseString { ty, values, splat } = ctx.attr_kind(a) else {
            unreachable!()
        };
        let shape = ctx
            .shaped_info(*ty)
            .map(|(s, _)| s.to_vec())
            .unwrap_or_default();
        let num = ctx.num_elements(*ty).unwrap_or(0);
        let values = values.clone();
        self.print_dense_elems_impl(*splat, &shape, num.max(0) as u64, |p, idx| {
            let s = ctx.str(values[idx]);
            p.print_escaped_string(s);
        });
    }

    fn print_dense_array_elems(&mut self, elem: Type, len: u64, data: &[u8]) {
        let ctx = self.ctx;
        let is_bool = matches!(ctx.type_kind(elem), TypeKind::Integer { width: 1, .. });
        let width = if ctx.is_index(elem) {
            64
        } else {
            ctx.int_or_float_bit_width(elem).unwrap_or(64)
        };
        let bytes = if is_bool { 1 } else { (width / 8) as usize };
        for i in 0..len as usize {
            if i > 0 {
                self.w(", ");
            }
            let chunk = &data[i * bytes..(i + 1) * bytes];
            if let Some(sem) = ctx.float_semantics(elem) {
                let v = APInt::from_le_bytes(width, chunk);
                let w = v.words();
                let bits = w[0] as u128 | ((w.get(1).copied().unwrap_or(0) as u128) << 64);
                self.print_float(&APFloat::from_bits(sem, bits));
            } else if is_bool {
                self.w(if chunk[0] != 0 { "true" } else { "false" });
            } else {
                let v = APInt::from_le_bytes(width, chunk);
                self.print_int_elem(&v, elem);
            }
        }
    }

    /// Prints a type, using its alias if it has one.
    pub fn print_type(&mut self, t: Type) {
        if let Some(text) = self.cache.ty(t) {
            self.out.extend_from_slice(text);
            return;
        }
        let (start, flushes) = (self.out.len(), self.flushes);
        if let Some(alias) = self.aliases.as_ref().and_then(|s| s.type_alias(t)) {
            self.out.extend_from_slice(alias.as_bytes());
        } else {
            self.print_type_impl(t);
        }
        if self.flushes == flushes {
            self.cache.set_type(t, &self.out[start..]);
        }
    }

    /// Prints a type's own syntax.
    pub fn print_type_impl(&mut self, t: Type) {
        let ctx = self.ctx;
        match ctx.type_kind(t) {
            TypeKind::Opaque { dialect, data } => {
                self.print_dialect_symbol(b'!', ctx.str(*dialect), ctx.str(*data))
            }
            TypeKind::Dialect { def, params } => self.print_def_symbol(def, params),
            TypeKind::Index => self.w("index"),
            TypeKind::Float(s) => self.w(s.mlir_name()),
            TypeKind::None => self.w("none"),
            TypeKind::Integer { width, signedness } => {
                match signedness {
                    Signedness::Signed => self.wc(b's'),
                    Signedness::Unsigned => self.wc(b'u'),
                    Signedness::Signless => {}
                }
                self.wc(b'i');
                self.w(itoa::Buffer::new().format(*width));
            }
            TypeKind::Function { inputs, results } => {
                self.wc(b'(');
                for (i, t) in inputs.iter().enumerate() {
                    if i > 0 {
                        self.w(", ");
                    }
                    self.print_type(*t);
                }
                self.w(") -> ");
                if results.len() == 1
                    && !matches!(ctx.type_kind(results[0]), TypeKind::Function { .. })
                {
                    self.print_type(results[0]);
                } else {
                    self.wc(b'(');
                    for (i, t) in results.iter().enumerate() {
                        if i > 0 {
                            self.w(", ");
                        }
                        self.print_type(*t);
                    }
                    self.wc(b')');
                }
            }
            TypeKind::Vector {
                shape,
                scalable,
                elem,
            } => {
                self.w("vector<");
                for (i, d) in shape.iter().enumerate() {
                    if scalable[i] {
                        self.wc(b'[');
                    }
                    self.w(itoa::Buffer::new().format(*d));
                    if scalable[i] {
                        self.wc(b']');
                    }
                    self.wc(b'x');
                }
                self.print_type(*elem);
                self.wc(b'>');
            }
            TypeKind::RankedTensor {
                shape,
                elem,
                encoding,
            } => {
                self.w("tensor<");
                self.dims(shape);
                self.print_type(*elem);
                if let Some(e) = encoding {
                    self.w(", ");
                    self.print_attribute(*e, TypeElision::Never);
                }
                self.wc(b'>');
            }
            TypeKind::UnrankedTensor { elem } => {
                self.w("tensor<*x");
                self.print_type(*elem);
                self.wc(b'>');
            }
            TypeKind::MemRef {
                shape,
                elem,
                layout,
                memory_space,
            } => {
                self.w("memref<");
                self.dims(shape);
                self.print_type(*elem);
                if let Some(l) = layout {
                    self.w(", ");
                    self.print_attribute(*l, TypeElision::May);
                }
                if let Some(m) = memory_space {
                    self.w(", ");
                    self.print_attribute(*m, TypeElision::May);
                }
                self.wc(b'>');
            }
            TypeKind::UnrankedMemRef { elem, memory_space } => {
                self.w("memref<*x");
                self.print_type(*elem);
                if let Some(m) = memory_space {
                    self.w(", ");
                    self.print_attribute(*m, TypeElision::May);
                }
                self.wc(b'>');
            }
            TypeKind::Complex(e) => {
                self.w("complex<");
                self.print_type(*e);
                self.wc(b'>');
            }
            TypeKind::Tuple(elems) => {
                self.w("tuple<");
                for (i, t) in elems.iter().enumerate() {
                    if i > 0 {
                        self.w(", ");
                    }
                    self.print_type(*t);
                }
                self.wc(b'>');
            }
        }
    }

    fn dims(&mut self, shape: &[i64]) {
        for &d in shape {
            if d == DYNAMIC {
                self.wc(b'?');
            } else {
                self.w(itoa::Buffer::new().format(d));
            }
            self.wc(b'x');
        }
    }

    /// `loc(...)`, using an alias for the whole location if allowed.
    pub fn print_location(&mut self, loc: Attribute, allow_alias: bool) {
        self.w("loc(");
        if allow_alias {
            if let Some(alias) = self.aliases.as_ref().and_then(|s| s.attr_alias(loc)) {
                let alias = alias.to_string();
                self.w(&alias);
                self.wc(b')');
                return;
            }
        }
        self.print_location_internal(loc, true);
        self.wc(b')');
    }

    fn print_location_internal(&mut self, loc: Attribute, top_level: bool) {
        if !top_level {
            if let Some(alias) = self.aliases.as_ref().and_then(|s| s.attr_alias(loc)) {
                let alias = alias.to_string();
                self.w(&alias);
                return;
            }
        }
        let ctx = self.ctx;
        match ctx.attr_kind(loc) {
            AttrKind::UnknownLoc => self.w("unknown"),
            AttrKind::FileLineColRange {
                file,
                start_line,
                start_col,
                end_line,
                end_col,
            } => {
                self.print_escaped_string(ctx.str(*file));
                if start_line == end_line && start_col == end_col {
                    self.w(&format!(":{start_line}:{start_col}"));
                } else if start_line == end_line {
                    self.w(&format!(":{start_line}:{start_col} to :{end_col}"));
                } else {
                    self.w(&format!(
                        ":{start_line}:{start_col} to {end_line}:{end_col}"
                    ));
                }
            }
            AttrKind::NameLoc { name, child } => {
                self.print_escaped_string(ctx.str(*name));
                if !matches!(ctx.attr_kind(*child), AttrKind::UnknownLoc) {
                    self.wc(b'(');
                    self.print_location_internal(*child, false);
                    self.wc(b')');
                }
            }
            AttrKind::CallSiteLoc { callee, caller } => {
                self.w("callsite(");
                self.print_location_internal(*callee, false);
                self.w(" at ");
                self.print_location_internal(*caller, false);
                self.wc(b')');
            }
            AttrKind::FusedLoc { locs, metadata } => {
                self.w("fused");
                if let Some(m) = metadata {
                    self.wc(b'<');
                    self.print_attribute(*m, TypeElision::Never);
                    self.wc(b'>');
                }
                self.wc(b'[');
                for (i, l) in locs.iter().enumerate() {
                    if i > 0 {
                        self.w(", ");
                    }
                    self.print_location_internal(*l, false);
                }
                self.wc(b']');
            }
            // An opaque dialect attribute used as a location.
            _ => self.print_attribute(loc, TypeElision::Never),
        }
    }
}
