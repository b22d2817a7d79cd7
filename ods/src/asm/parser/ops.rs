//! Operations, regions, blocks and SSA names (MLIR's `OperationParser`).

use super::{PResult, Parser};
use crate::asm::lexer::{Keyword, TokenKind};
use crate::diag::Diagnostic;
use crate::ir::{
    Attribute, Block, Location, OpTraits, Operation, OperationName, OperationState, Region, Type,
    Value,
};
use hashbrown::{HashMap, HashSet};

/// A reference to an SSA value by name (`%name#number`) and source position.
#[derive(Clone, Debug)]
pub struct UnresolvedOperand {
    /// Name without the `%`.
    pub name: Name,
    /// Result number.
    pub number: u32,
    /// Position of the reference.
    pub line: u32,
    /// Column of the reference.
    pub col: u32,
}

#[derive(Clone, Copy)]
struct ValueDefinition {
    value: Option<Value>,
    line: u32,
    col: u32,
}

/// An SSA or block name; short names stay inline (no allocation).
pub type Name = smallvec::SmallVec<[u8; 16]>;

/// The definitions (and forward references) of one SSA name, by result
/// number (`%name#N`), sorted. Sparse: a reference like `%x#900000000` must
/// not allocate a slot per number (MLIR's dense vector does).
#[derive(Default)]
struct Definitions(smallvec::SmallVec<[(u32, ValueDefinition); 1]>);

impl Definitions {
    fn get(&self, number: u32) -> Option<ValueDefinition> {
        let i = self.0.binary_search_by_key(&number, |e| e.0).ok()?;
        Some(self.0[i].1)
    }

    fn set(&mut self, number: u32, def: ValueDefinition) {
        match self.0.binary_search_by_key(&number, |e| e.0) {
            Ok(i) => self.0[i].1 = def,
            Err(i) => self.0.insert(i, (number, def)),
        }
    }
}

/// SSA names of an isolated scope. Names of up to seven bytes (`%42`,
/// `%arg3`, `%998001`) are packed into an integer key, which hashes and
/// compares in a few instructions; longer names are kept as bytes.
#[derive(Default)]
struct SsaNames {
    short: HashMap<u64, Definitions>,
    long: HashMap<Name, Definitions>,
}

fn short_name_key(name: &[u8]) -> Option<u64> {
    if name.len() > 7 {
        return None;
    }
    let mut key = (name.len() as u64) << 56;
    for (i, &b) in name.iter().enumerate() {
        key |= (b as u64) << (8 * i);
    }
    Some(key)
}

impl SsaNames {
    fn entry(&mut self, name: &[u8]) -> &mut Definitions {
        match short_name_key(name) {
            Some(k) => self.short.entry(k).or_default(),
            None => {
                if !self.long.contains_key(name) {
                    self.long
                        .insert(Name::from_slice(name), Definitions::default());
                }
                self.long.get_mut(name).expect("inserted above")
            }
        }
    }

    fn get(&self, name: &[u8]) -> Option<&Definitions> {
        match short_name_key(name) {
            Some(k) => self.short.get(&k),
            None => self.long.get(name),
        }
    }

    fn remove(&mut self, name: &[u8]) {
        match short_name_key(name) {
            Some(k) => self.short.remove(&k),
            None => self.long.remove(name),
        };
    }
}

#[derive(Default)]
struct IsolatedScope {
    values: SsaNames,
    /// Names defined in each nested (non-isolated) scope, to forget on exit.
    definitions_per_scope: Vec<Vec<Name>>,
}

#[derive(Clone, Copy)]
struct BlockDefinition {
    block: Option<Block>,
}

/// Deferred `loc(#alias)` reference to an alias defined later.
struct DeferredLoc {
    target: LocTarget,
    name: Vec<u8>,
    line: u32,
    col: u32,
}

#[derive(Clone, Copy)]
enum LocTarget {
    Op(Operation),
    Arg(Block, usize),
}

/// SSA and block-name state of an operation parse.
#[derive(Default)]
pub struct OperationParser {
    isolated: Vec<IsolatedScope>,
    blocks_by_name: Vec<HashMap<Vec<u8>, BlockDefinition>>,
    forward_refs: Vec<Vec<(Block, u32, u32)>>,
    placeholders: HashMap<Value, (u32, u32)>,
    deferred_locs: Vec<DeferredLoc>,
    /// Detached placeholder ops backing forward references.
    placeholder_ops: Vec<Operation>,
    /// Default dialect stack for custom op names.
    pub(crate) default_dialect: Vec<&'static str>,
    /// Isolated scopes already left, emptied, kept for the next one (a
    /// function's value table grows to its size once, not per function).
    spare_isolated: Vec<IsolatedScope>,
}

impl OperationParser {
    pub(crate) fn push_scope(&mut self, isolated: bool) {
        self.blocks_by_name.push(HashMap::new());
        self.forward_refs.push(Vec::new());
        if isolated || self.isolated.is_empty() {
            let scope = self.spare_isolated.pop().unwrap_or_default();
            self.isolated.push(scope);
        }
        self.isolated
            .last_mut()
            .unwrap()
            .definitions_per_scope
            .push(Vec::new());
    }
}

impl Parser<'_, '_> {
    fn pop_scope(&mut self, st: &mut OperationParser) -> PResult<()> {
        let mut fwd = st.forward_refs.pop().unwrap_or_default();
        if !fwd.is_empty() {
            fwd.sort_by_key(|&(_, l, c)| (l, c));
            let (_, l, c) = fwd[0];
            return self.error_at(l, c, "reference to an undefined block");
        }
        let scope = st.isolated.last_mut().unwrap();
        if scope.definitions_per_scope.len() == 1 {
            let mut scope = st.isolated.pop().expect("the scope above");
            scope.values.short.clear();
            scope.values.long.clear();
            scope.definitions_per_scope.clear();
            st.spare_isolated.push(scope);
        } else {
            let defs = scope.definitions_per_scope.pop().unwrap();
            for d in defs {
                scope.values.remove(&d);
            }
        }
        st.blocks_by_name.pop();
        Ok(())
    }

    fn value_entry<'s>(st: &'s mut OperationParser, name: &Name) -> &'s mut Definitions {
        let scope = st.isolated.last_mut().unwrap();
        scope.values.entry(name)
    }

    /// Registers `value` as the definition of `op`.
    pub(crate) fn add_definition(
        &mut self,
        st: &mut OperationParser,
        u: &UnresolvedOperand,
        value: Value,
    ) -> PResult<()> {
        let existing = Self::value_entry(st, &u.name)
            .get(u.number)
            .unwrap_or(ValueDefinition {
                value: None,
                line: 0,
                col: 0,
            });
        if let Some(prev) = existing.value {
            if !st.placeholders.contains_key(&prev) {
                let loc = self.loc_at(u.line, u.col);
                let note_loc = self.loc_at(existing.line, existing.col);
                let d = Diagnostic::error(
                    loc,
                    format!(
                        "redefinition of SSA value '%{}'",
                        String::from_utf8_lossy(&u.name)
                    ),
                )
                .with_note(note_loc, "previously defined here");
                return self.error_diag(d);
            }
            if self.ctx.value_type(prev) != self.ctx.value_type(value) {
                let loc = self.loc_at(u.line, u.col);
                let note_loc = self.loc_at(existing.line, existing.col);
                let t = crate::asm::print_type_local(self.ctx, self.ctx.value_type(value));
                let pt = crate::asm::print_type_local(self.ctx, self.ctx.value_type(prev));
                let d = Diagnostic::error(
                    loc,
                    format!(
                        "definition of SSA value '%{}#{}' has type '{}'",
                        String::from_utf8_lossy(&u.name),
                        u.number,
                        t
                    ),
                )
                .with_note(note_loc, format!("previously used here with type '{pt}'"));
                return self.error_diag(d);
            }
            self.ctx.replace_all_uses_with(prev, value);
            st.placeholders.remove(&prev);
        }
        Self::value_entry(st, &u.name).set(
            u.number,
            ValueDefinition {
                value: Some(value),
                line: u.line,
                col: u.col,
            },
        );
        // Names are forgotten when a nested (non-isolated) scope ends; the
        // outermost scope of an isolated region is dropped whole.
        let scope = st.isolated.last_mut().unwrap();
        if scope.definitions_per_scope.len() > 1 {
            if let Some(defs) = scope.definitions_per_scope.last_mut() {
                defs.push(u.name.clone());
            }
        }
        Ok(())
    }

    /// Parses `%name` or `%name#N`.
    pub(crate) fn parse_ssa_use(
        &mut self,
        allow_result_number: bool,
    ) -> PResult<UnresolvedOperand> {
        if !self.at(TokenKind::PercentIdentifier) {
            return self.error_wrong_token("expected SSA operand");
        }
        let mut u = UnresolvedOperand {
            name: Name::from_slice(&self.tok_text()[1..]),
            number: 0,
            line: self.tok.line,
            col: self.tok.col,
        };
        self.consume();
        if self.at(TokenKind::HashIdentifier) {
            if !allow_result_number {
                return self.error_here("result number not allowed in argument list");
            }
            let text = &self.tok_text()[1..];
            match std::str::from_utf8(text)
                .ok()
                .and_then(|s| s.parse::<u32>().ok())
            {
                Some(n) if text.iter().all(|c| c.is_ascii_digit()) => u.number = n,
                _ => return self.error_here("invalid SSA value result number"),
            }
            self.consume();
        }
        Ok(u)
    }

    /// Resolves a use to a value of `ty` (creating a forward reference).
    pub(crate) fn resolve_ssa_use(
        &mut self,
        st: &mut OperationParser,
        u: &UnresolvedOperand,
        ty: Type,
    ) -> PResult<Value> {
        let entries = Self::value_entry(st, &u.name);
        if let Some(d) = entries.get(u.number) {
            if let Some(v) = d.value {
                if self.ctx.value_type(v) == ty {
                    return Ok(v);
                }
                let loc = self.loc_at(u.line, u.col);
                let note_loc = self.loc_at(d.line, d.col);
                let t = crate::asm::print_type_local(self.ctx, ty);
                let pt = crate::asm::print_type_local(self.ctx, self.ctx.value_type(v));
                let diag = Diagnostic::error(
                    loc,
                    format!(
                        "use of value '%{}' expects different type than prior uses: '{}' vs '{}'",
                        String::from_utf8_lossy(&u.name),
                        t,
                        pt
                    ),
                )
                .with_note(note_loc, "prior use here");
                return self.error_diag(diag);
            }
        }
        let entries = Self::value_entry(st, &u.name);
        if let Some(first) = entries.get(0).and_then(|d| d.value) {
            if !st.placeholders.contains_key(&first) {
                return self.error_at(u.line, u.col, "reference to invalid result number");
            }
        }
        // Forward reference: a detached placeholder op producing a value.
        let loc = self.loc_at(u.line, u.col);
        let name = self.ctx.op_name(b"builtin.unrealized_conversion_cast");
        let mut state = OperationState::new(loc, name);
        state.types.push(ty);
        let op = self.ctx.create_operation(state);
        let v = self.ctx.result(op, 0);
        st.placeholder_ops.push(op);
        st.placeholders.insert(v, (u.line, u.col));
        Self::value_entry(st, &u.name).set(
            u.number,
            ValueDefinition {
                value: Some(v),
                line: u.line,
                col: u.col,
            },
        );
        Ok(v)
    }

    /// Parses an operation into the end of `block`.
    pub(crate) fn parse_operation(
        &mut self,
        st: &mut OperationParser,
        block: Block,
    ) -> PResult<()> {
        let (line, col) = (self.tok.line, self.tok.col);
        let mut result_ids: smallvec::SmallVec<[(Name, u32, u32, u32); 2]> =
            smallvec::SmallVec::new();
        let mut num_expected = 0u32;
        if self.at(TokenKind::PercentIdentifier) {
            self.parse_comma_list(|p| {
                if !p.at(TokenKind::PercentIdentifier) {
                    return p.error_wrong_token("expected valid ssa identifier");
                }
                let name = Name::from_slice(&p.tok_text()[1..]);
                let (nl, nc) = (p.tok.line, p.tok.col);
                p.consume();
                let mut count = 1u32;
                if p.consume_if(TokenKind::Colon) {
                    if !p.at(TokenKind::Integer) {
                        return p.error_wrong_token("expected integer number of results");
                    }
                    match super::parse_u64_literal(p.tok_text()) {
                        Some(v) if v >= 1 && v <= u32::MAX as u64 => count = v as u32,
                        _ => {
                            return p
                                .error_here("expected named operation to have at least 1 result")
                        }
                    }
                    p.consume();
                }
                result_ids.push((name, count, nl, nc));
                num_expected += count;
                Ok(())
            })?;
            self.expect(TokenKind::Equal, "expected '=' after SSA name")?;
        }

        let op = if self.at(TokenKind::String) {
            self.parse_generic_operation(st, block)?
        } else if self.tok.is_keyword_like() && !self.at(TokenKind::IntType) {
            // (MLIR: a bare identifier or a keyword; `i32` lexes as an
            // integer type, which cannot name an operation)
            self.parse_custom_operation(st, block, &result_ids)?
        } else {
            return self.error_wrong_token("expected operation name in quotes");
        };

        if !result_ids.is_empty() {
            let n = self.ctx.num_results(op) as u32;
            if n == 0 {
                return self.error_at(line, col, "cannot name an operation with no results");
            }
            if n != num_expected {
                return self.error_at(
                    line,
                    col,
                    format!(
                        "operation defines {n} results but was provided {num_expected} to bind"
                    ),
                );
            }
            let mut idx = 0;
            for (name, count, nl, nc) in &result_ids {
                for sub in 0..*count {
                    let v = self.ctx.result(op, idx);
                    idx += 1;
                    let u = UnresolvedOperand {
                        name: name.clone(),
                        number: sub,
                        line: *nl,
                        col: *nc,
                    };
                    self.add_definition(st, &u, v)?;
                }
            }
        }
        Ok(())
    }

    fn parse_generic_operation(
        &mut self,
        st: &mut OperationParser,
        block: Block,
    ) -> PResult<Operation> {
        let (line, col) = (self.tok.line, self.tok.col);
        let name = self.string_value();
        if name.is_empty() {
            return self.error_here("empty operation name is invalid");
        }
        if name.contains(&0) {
            return self.error_here("null character not allowed in operation name");
        }
        self.consume();
        let op_name = self.ctx.op_name(&name);
        if self.ctx.op_definition(op_name).is_none() {
            let dialect = self.ctx.op_name_dialect(op_name);
            if self.ctx.dialect(dialect).is_none() && !self.ctx.allows_unregistered_dialects() {
                return self.error_here(
                    "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used",
                );
            }
        }
        let loc = self.loc_at(line, col);
        let mut state = self.parse_generic_operation_after_name(st, loc, op_name)?;
        // `verifyInherentAttrs`: inherent attributes written in `{...}` must
        // satisfy their constraints (a parse error, at the op).
        if let Some(spec) = self.ctx.op_definition(op_name).and_then(|d| d.ods) {
            for a in state.attributes.iter() {
                let Some((_, attr_spec)) = spec.attribute(self.ctx.str(a.name)) else {
                    continue;
                };
                if !(attr_spec.constraint.matches)(self.ctx, a.value) {
                    return self.error_at(
                        line,
                        col,
                        format!(
                            "'{}' op attribute '{}' failed to satisfy constraint: {}",
                            spec.name,
                            attr_spec.name,
                            (attr_spec.constraint.summary)()
                        ),
                    );
                }
            }
        }
        if let (Some(def), Some(props)) = (self.ctx.op_definition(op_name), state.properties) {
            {
                if let Err(msg) = def.check_properties(self.ctx, props) {
                    let text = crate::asm::print_attribute_local(self.ctx, props);
                    return self.error_at(
                        line,
                        col,
                        format!("invalid properties {text} for op {}: {msg}", def.name),
                    );
                }
            }
            // MLIR sets `<{...}>` after creating the op from `{...}`: a
            // property given in both keeps the `<{...}>` value.
            let given = self.ctx.dictionary_entries(props);
            state
                .attributes
                .retain(|a| !given.iter().any(|p| p.name == a.name));
        }
        let op = self.ctx.create_operation(state);
        self.ctx.append_op(block, op);
        self.parse_trailing_location(st, LocTarget::Op(op))?;
        Ok(op)
    }

    /// Everything after the name of a generic operation.
    pub(crate) fn parse_generic_operation_after_name(
        &mut self,
        st: &mut OperationParser,
        loc: Location,
        name: OperationName,
    ) -> PResult<OperationState> {
        let mut state = OperationState::new(loc, name);
        self.expect(TokenKind::LParen, "expected '(' to start operand list")?;
        let mut operands: smallvec::SmallVec<[UnresolvedOperand; 4]> = smallvec::SmallVec::new();
        if self.at(TokenKind::PercentIdentifier) {
            self.parse_comma_list(|p| {
                let u = p.parse_ssa_use(true)?;
                operands.push(u);
                Ok(())
            })?;
        }
        self.expect(TokenKind::RParen, "expected ')' to end operand list")?;

        if self.at(TokenKind::LSquare) {
            let might_terminate = self
                .ctx
                .op_definition(name)
                .is_none_or(|d| d.traits.contains(OpTraits::IS_TERMINATOR));
            if !might_terminate {
                return self.error_here("successors in non-terminator");
            }
            self.consume();
            let mut succs = Vec::new();
            self.parse_list_until(TokenKind::RSquare, false, |p| {
                let b = p.parse_successor(st)?;
                succs.push(b);
                Ok(())
            })?;
            state.successors = succs.into();
        }

        if self.consume_if(TokenKind::Less) {
            let props = self.parse_dictionary_attr_memoized()?;
            self.expect(TokenKind::Greater, "expected '>' to close properties")?;
            state.properties = Some(props);
        }

        if self.consume_if(TokenKind::LParen) {
            loop {
                let r = self.ctx.create_region();
                state.regions.push(r);
                self.parse_region(st, r, &[], false)?;
                if !self.consume_if(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(TokenKind::RParen, "expected ')' to end region list")?;
        }

        if self.at(TokenKind::LBrace) {
            state.attributes = self.parse_attribute_dict()?.into();
        }

        self.expect(TokenKind::Colon, "expected ':' followed by operation type")?;
        let (tl, tc) = (self.tok.line, self.tok.col);
        let ty = self.parse_type()?;
        let Some((inputs, results)) = self.ctx.function_signature(ty).map(|(i, r)| {
            (
                smallvec::SmallVec::<[Type; 4]>::from_slice(i),
                smallvec::SmallVec::<[Type; 2]>::from_slice(r),
            )
        }) else {
            return self.error_at(tl, tc, "expected function type");
        };
        state.types = results;
        if inputs.len() != operands.len() {
            // MLIR indexes "s" with (count == 1), printing a NUL byte for one operand.
            let plural = if operands.len() == 1 { "\0" } else { "s" };
            return self.error_at(
                tl,
                tc,
                format!(
                    "expected {} operand type{} but had {}",
                    operands.len(),
                    plural,
                    inputs.len()
                ),
            );
        }
        for (u, t) in operands.iter().zip(inputs) {
            let v = self.resolve_ssa_use(st, u, t)?;
            state.operands.push(v);
        }
        Ok(state)
    }

    fn parse_custom_operation(
        &mut self,
        st: &mut OperationParser,
        block: Block,
        result_ids: &[(Name, u32, u32, u32)],
    ) -> PResult<Operation> {
        let (line, col) = (self.tok.line, self.tok.col);
        // (inline: one per parsed op, and op names are short)
        let original = smallvec::SmallVec::<[u8; 32]>::from_slice(self.tok_text());
        self.consume();
        let mut full = original.clone();
        let mut def = self.ctx.lookup_registered_op(&full);
        if def.is_none() && !original.contains(&b'.') {
            let dd = st.default_dialect.last().copied().unwrap_or("");
            full = smallvec::SmallVec::from_slice(dd.as_bytes());
            full.push(b'.');
            full.extend_from_slice(&original);
            def = self.ctx.lookup_registered_op(&full);
        }
        let Some(op_name) = def else {
            let mut msg = format!(
                "custom op '{}' is unknown",
                String::from_utf8_lossy(&original)
            );
            if full != original {
                msg.push_str(&format!(
                    " (tried '{}' as well)",
                    String::from_utf8_lossy(&full)
                ));
            }
            return self.error_at(line, col, msg);
        };
        let def = self.ctx.op_definition(op_name).expect("registered");
        if !def.has_custom_syntax() {
            return self.error_at(
                line,
                col,
                format!(
                    "custom op '{}' is unknown",
                    String::from_utf8_lossy(&original)
                ),
            );
        };
        let loc = self.loc_at(line, col);
        let mut state = OperationState::new(loc, op_name);
        st.default_dialect.push(def.default_dialect);
        let num_results = result_ids.iter().map(|(_, c, _, _)| *c as usize).sum();
        let r = {
            let mut ap = crate::asm::OpAsmParser::new(self, st, def.name, (line, col), num_results);
            match (
                def.hooks.parse,
                def.ods.and_then(|s| s.format.map(|f| (s, f))),
            ) {
                (Some(parse_fn), _) => parse_fn(&mut ap, &mut state),
                (None, Some((spec, format))) => {
                    crate::format::parse::parse(&mut ap, &mut state, spec, format)
                }
                (None, None) => unreachable!("checked by has_custom_syntax"),
            }
        };
        st.default_dialect.pop();
        r?;
        // Duplicate attributes (`findDuplicate` on the parsed attributes;
        // inherent attributes a format parsed are properties, which an
        // attr-dict entry of the same name overrides).
        // (a pairwise scan of the usual handful: no set to allocate)
        let all = &state.attributes;
        let mut seen = HashSet::new();
        for (i, a) in all.iter().enumerate() {
            let again = if all.len() <= 16 {
                all[..i].iter().any(|b| b.name == a.name)
            } else {
                !seen.insert(a.name)
            };
            if again {
                let n = self.ctx.str(a.name).to_vec();
                return self.error_at(
                    line,
                    col,
                    format!(
                        "custom op '{}' attribute '{}' occurs more than once in the attribute list",
                        String::from_utf8_lossy(&full),
                        String::from_utf8_lossy(&n)
                    ),
                );
            }
        }
        let op = self.ctx.create_operation(state);
        self.ctx.append_op(block, op);
        self.parse_trailing_location(st, LocTarget::Op(op))?;
        Ok(op)
    }

    /// `^name` as a successor.
    pub(crate) fn parse_successor(&mut self, st: &mut OperationParser) -> PResult<Block> {
        if !self.at(TokenKind::CaretIdentifier) {
            return self.error_wrong_token("expected block name");
        }
        let name = self.tok_text().to_vec();
        let (l, c) = (self.tok.line, self.tok.col);
        let b = self.get_block_named(st, &name, l, c);
        self.consume();
        Ok(b)
    }

    fn get_block_named(
        &mut self,
        st: &mut OperationParser,
        name: &[u8],
        line: u32,
        col: u32,
    ) -> Block {
        let map = st.blocks_by_name.last_mut().unwrap();
        if let Some(d) = map.get(name) {
            if let Some(b) = d.block {
                return b;
            }
        }
        let b = self.ctx.create_block();
        st.blocks_by_name
            .last_mut()
            .unwrap()
            .insert(name.to_vec(), BlockDefinition { block: Some(b) });
        st.forward_refs.last_mut().unwrap().push((b, line, col));
        b
    }

    /// `loc(...)` after an operation or block argument.
    fn parse_trailing_location(
        &mut self,
        st: &mut OperationParser,
        target: LocTarget,
    ) -> PResult<()> {
        if !self.at_kw(Keyword::Loc) {
            return Ok(());
        }
        self.consume();
        self.expect(TokenKind::LParen, "expected '(' in location")?;
        let loc = if self.at(TokenKind::HashIdentifier) && !self.tok_text().contains(&b'.') {
            self.parse_location_alias(st, Some(target))?
        } else {
            self.parse_location_instance()?
        };
        self.expect(TokenKind::RParen, "expected ')' in location")?;
        if let Some(loc) = loc_opt(loc) {
            match target {
                LocTarget::Op(op) => self.ctx.set_op_loc(op, loc),
                LocTarget::Arg(b, i) => self.ctx.set_block_arg_loc(b, i, loc),
            }
        }
        Ok(())
    }

    /// `#alias` in a trailing location; may refer to an alias defined later.
    /// Returns `None` (as an invalid attribute marker) when deferred.
    fn parse_location_alias(
        &mut self,
        st: &mut OperationParser,
        target: Option<LocTarget>,
    ) -> PResult<Attribute> {
        let name = self.tok_text()[1..].to_vec();
        let (l, c) = (self.tok.line, self.tok.col);
        self.consume();
        if name.contains(&b'.') {
            return self.error_at(
                l,
                c,
                format!(
                    "expected location, but found dialect attribute: '#{}'",
                    String::from_utf8_lossy(&name)
                ),
            );
        }
        if let Some(&attr) = self.symbols.attr_aliases.get(&name) {
            if !self.is_location_like(attr) {
                let text = crate::asm::print_attribute_local(self.ctx, attr);
                return self.error_at(l, c, format!("expected location, but found '{text}'"));
            }
            return Ok(attr);
        }
        if let Some(t) = target {
            st.deferred_locs.push(DeferredLoc {
                target: t,
                name,
                line: l,
                col: c,
            });
        }
        Ok(DEFERRED)
    }

    /// Parses `{ block* }` into `region` (entry arguments already known, for
    /// custom parsers).
    pub(crate) fn parse_region(
        &mut self,
        st: &mut OperationParser,
        region: Region,
        entry_args: &[(UnresolvedOperand, Type, Option<Location>)],
        isolated: bool,
    ) -> PResult<()> {
        self.enter()?;
        self.expect(TokenKind::LBrace, "expected '{' to begin a region")?;
        if !entry_args.is_empty() || !self.at(TokenKind::RBrace) {
            self.parse_region_body(st, region, entry_args, isolated)?;
        }
        self.consume(); // '}'
        self.leave();
        Ok(())
    }

    fn parse_region_body(
        &mut self,
        st: &mut OperationParser,
        region: Region,
        entry_args: &[(UnresolvedOperand, Type, Option<Location>)],
        isolated: bool,
    ) -> PResult<()> {
        st.push_scope(isolated);
        let block = self.ctx.create_block();
        if !entry_args.is_empty() && !entry_args[0].0.name.is_empty() {
            if self.at(TokenKind::CaretIdentifier) {
                return self.error_here("invalid block name in region with named arguments");
            }
            for (u, ty, loc) in entry_args {
                if let Some(prev) = Self::reference_loc(st, &u.name, u.number) {
                    let l = self.loc_at(u.line, u.col);
                    let pl = self.loc_at(prev.0, prev.1);
                    let d = Diagnostic::error(
                        l,
                        format!(
                            "region entry argument '%{}' is already in use",
                            String::from_utf8_lossy(&u.name)
                        ),
                    )
                    .with_note(pl, "previously referenced here");
                    return self.error_diag(d);
                }
                let loc = match loc {
                    Some(l) => *l,
                    None => self.loc_at(u.line, u.col),
                };
                let arg = self.ctx.add_block_argument(block, *ty, loc);
                self.add_definition(st, u, arg)?;
            }
        }
        let mut first = Some(block);
        self.parse_block(st, &mut first)?;
        let block = first.unwrap();
        if !entry_args.is_empty() && self.ctx.block_args(block).len() > entry_args.len() {
            return self.error_here("entry block arguments were already defined");
        }
        self.ctx.append_block(region, block);
        while !self.at(TokenKind::RBrace) {
            let mut b = None;
            self.parse_block(st, &mut b)?;
            self.ctx.append_block(region, b.unwrap());
        }
        self.pop_scope(st)?;
        Ok(())
    }

    fn reference_loc(st: &OperationParser, name: &[u8], number: u32) -> Option<(u32, u32)> {
        let scope = st.isolated.last()?;
        let d = scope.values.get(name)?.get(number)?;
        d.value.map(|_| (d.line, d.col))
    }

    /// `block ::= block-label? operation*`
    fn parse_block(&mut self, st: &mut OperationParser, block: &mut Option<Block>) -> PResult<()> {
        if block.is_some() && !self.at(TokenKind::CaretIdentifier) {
            return self.parse_block_body(st, block.unwrap());
        }
        let (l, c) = (self.tok.line, self.tok.col);
        if !self.at(TokenKind::CaretIdentifier) {
            return self.error_wrong_token("expected block name");
        }
        let name = self.tok_text().to_vec();
        self.consume();
        let map = st.blocks_by_name.last_mut().unwrap();
        let existing = map.get(&name).copied();
        let b = match existing.and_then(|d| d.block) {
            None => {
                let b = match *block {
                    Some(b) => b,
                    None => self.ctx.create_block(),
                };
                map.insert(name.clone(), BlockDefinition { block: Some(b) });
                b
            }
            Some(b) => {
                let fwd = st.forward_refs.last_mut().unwrap();
                match fwd.iter().position(|&(fb, _, _)| fb == b) {
                    Some(i) => {
                        fwd.remove(i);
                    }
                    None => {
                        return self.error_at(
                            l,
                            c,
                            format!("redefinition of block '{}'", String::from_utf8_lossy(&name)),
                        );
                    }
                }
                if let Some(first) = *block {
                    // The entry block was pre-created; the forward-referenced
                    // block becomes the entry block instead.
                    let _ = first;
                }
                st.blocks_by_name
                    .last_mut()
                    .unwrap()
                    .insert(name.clone(), BlockDefinition { block: Some(b) });
                b
            }
        };
        // If a pre-created entry block with arguments exists but the named block
        // is a different (forward referenced) one, keep the pre-created one's args.
        *block = Some(b);
        if self.at(TokenKind::LParen) {
            self.parse_block_arg_list(st, b)?;
        }
        self.expect(TokenKind::Colon, "expected ':' after block name")?;
        self.parse_block_body(st, b)
    }

    fn parse_block_body(&mut self, st: &mut OperationParser, block: Block) -> PResult<()> {
        while !self.at(TokenKind::CaretIdentifier) && !self.at(TokenKind::RBrace) {
            if self.at(TokenKind::Eof) {
                return self.error_wrong_token("expected operation name in quotes");
            }
            self.parse_operation(st, block)?;
        }
        Ok(())
    }

    fn parse_block_arg_list(&mut self, st: &mut OperationParser, block: Block) -> PResult<()> {
        if self.at(TokenKind::RBrace) {
            return Ok(());
        }
        let defining_existing = !self.ctx.block_args(block).is_empty();
        let mut next = 0usize;
        self.parse_delimited_list(TokenKind::LParen, TokenKind::RParen, "", |p| {
            let u = p.parse_ssa_use(true)?;
            p.expect(TokenKind::Colon, "expected ':' and type for SSA operand")?;
            let ty = p.parse_type()?;
            let idx;
            let arg = if defining_existing {
                if next >= p.ctx.block_args(block).len() {
                    return p.error_here("too many arguments specified in argument list");
                }
                let a = p.ctx.block_args(block)[next];
                if p.ctx.value_type(a) != ty {
                    return p.error_here("argument and block argument type mismatch");
                }
                idx = next;
                next += 1;
                a
            } else {
                let loc = p.loc_at(u.line, u.col);
                idx = p.ctx.block_args(block).len();
                p.ctx.add_block_argument(block, ty, loc)
            };
            p.parse_trailing_location(st, LocTarget::Arg(block, idx))?;
            p.add_definition(st, &u, arg)
        })
    }

    /// Finishes the parse: undefined values, deferred locations, scope pop.
    pub(crate) fn finalize_ops(&mut self, st: &mut OperationParser) -> PResult<()> {
        if !st.placeholders.is_empty() {
            let mut errs: Vec<(u32, u32)> = st.placeholders.values().copied().collect();
            errs.sort();
            let (l, c) = errs[0];
            let mut first =
                Diagnostic::error(self.loc_at(l, c), "use of undeclared SSA value name");
            // MLIR emits one error per undefined use; keep them as separate errors.
            let mut rest = Vec::new();
            for &(l, c) in &errs[1..] {
                let loc = self.loc_at(l, c);
                rest.push(Diagnostic::error(loc, "use of undeclared SSA value name"));
            }
            first.notes.clear();
            self.extra_errors.extend(rest);
            return self.error_diag(first);
        }
        for d in std::mem::take(&mut st.deferred_locs) {
            let Some(&attr) = self.symbols.attr_aliases.get(&d.name) else {
                return self.error_at(d.line, d.col, "operation location alias was never defined");
            };
            if !self.is_location_like(attr) {
                let text = crate::asm::print_attribute_local(self.ctx, attr);
                return self.error_at(
                    d.line,
                    d.col,
                    format!("expected location, but found '{text}'"),
                );
            }
            match d.target {
                LocTarget::Op(op) => self.ctx.set_op_loc(op, attr),
                LocTarget::Arg(b, i) => self.ctx.set_block_arg_loc(b, i, attr),
            }
        }
        self.pop_scope(st)
    }
}

/// Marker returned for a deferred location alias.
const DEFERRED: Attribute = Attribute(u32::MAX);

fn loc_opt(a: Attribute) -> Option<Attribute> {
    (a != DEFERRED).then_some(a)
}
