//! Parsing an operation with its declarative format (what mlir-tblgen's
//! generated `parse` method does): elements in order, optional groups
//! decided by their first element, then types resolved (from the format,
//! traits, buildable constraints or the op's inference hook) and operands
//! resolved against them.

use super::{Anchor, CustomArg, Element, Format, Lead, TypeSource, TypeTarget};
use crate::asm::lexer::TokenKind;
use crate::asm::{OpAsmParser, PResult, UnresolvedOperand};
use crate::ir::{Attribute, Block, NamedAttribute, OperationState, Region, Type};
use crate::opdef::{Multiplicity, OpSpec, ValueRef, OPERAND_SEGMENT_SIZES};

/// The state of a format parse: what each operand group, type, attribute,
/// region and successor slot received. Custom directives fill it too.
pub struct FormatParser<'x, 'p, 'a, 'c, 's> {
    /// The op parser.
    pub p: &'x mut OpAsmParser<'p, 'a, 'c, 's>,
    /// The op's description.
    pub spec: &'static OpSpec,
    // (inline storage: one parser per parsed op, and most ops have a few
    // operands, one result, a couple of attributes)
    /// Parsed operands per group.
    pub operands: PerGroup<OperandList>,
    /// Where each operand group started (MLIR's `<name>OperandsLoc`).
    operand_locs: PerGroup<Option<(u32, u32)>>,
    /// Parsed types per operand group (`None`: not written).
    pub operand_types: PerGroup<Option<TypeList>>,
    /// Parsed types per result group.
    pub result_types: PerGroup<Option<TypeList>>,
    /// Parsed inherent attributes.
    pub attrs: PerGroup<Option<Attribute>>,
    /// Parsed regions (by index).
    pub regions: PerGroup<Option<Region>>,
    /// Parsed successors (by index).
    pub successors: PerGroup<Vec<Block>>,
    /// Attributes from `attr-dict`.
    pub dict: smallvec::SmallVec<[NamedAttribute; 2]>,
    /// `operands` directive: all operands in one list.
    all_operands: Option<Vec<UnresolvedOperand>>,
    /// `type(operands)` / `type(results)`.
    all_operand_types: Option<TypeList>,
    all_result_types: Option<TypeList>,
    /// The op's location (for implicitly built terminators).
    loc: crate::ir::Location,
}

/// One entry per operand/result/attribute/region/successor group of an op.
pub type PerGroup<T> = smallvec::SmallVec<[T; 4]>;

/// The types of one group: inline for the one or two of nearly every group
/// (a `Vec` here was an allocation per group of every parsed op).
pub type TypeList = smallvec::SmallVec<[Type; 2]>;

/// The operands of one group: inline for the single operand of most groups.
pub type OperandList = smallvec::SmallVec<[UnresolvedOperand; 1]>;

/// Fills `groups` (empty, in place: building the list elsewhere and moving
/// it in was a copy of its inline storage per group list of every op)
/// with `n` copies of `v`.
#[inline(always)]
fn fill_groups<T: Clone>(groups: &mut PerGroup<T>, n: usize, v: T) {
    if n <= groups.inline_size() {
        for _ in 0..n {
            // (within the inline capacity: no growth check can fail)
            groups.push(v.clone());
        }
    } else {
        groups.resize(n, v);
    }
}

/// Parses an op (after its name) with `format` into `state`.
pub fn parse(
    p: &mut OpAsmParser<'_, '_, '_, '_>,
    state: &mut OperationState,
    spec: &'static OpSpec,
    format: &'static Format,
) -> PResult<()> {
    let mut fp = FormatParser {
        p,
        spec,
        operands: PerGroup::new(),
        operand_locs: PerGroup::new(),
        operand_types: PerGroup::new(),
        result_types: PerGroup::new(),
        attrs: PerGroup::new(),
        regions: PerGroup::new(),
        successors: PerGroup::new(),
        dict: smallvec::SmallVec::new(),
        all_operands: None,
        all_operand_types: None,
        all_result_types: None,
        loc: state.loc,
    };
    let n = spec.operands.len();
    fill_groups(&mut fp.operands, n, OperandList::new());
    fill_groups(&mut fp.operand_locs, n, None);
    fill_groups(&mut fp.operand_types, n, None);
    fill_groups(&mut fp.result_types, spec.results.len(), None);
    fill_groups(&mut fp.attrs, spec.attributes.len(), None);
    fill_groups(&mut fp.regions, spec.regions.len(), None);
    fill_groups(&mut fp.successors, spec.successors.len(), Vec::new());
    fp.parse_elements(format.elements)?;
    fp.finish(state, format)
}

impl FormatParser<'_, '_, '_, '_, '_> {
    fn parse_elements(&mut self, elements: &'static [Element]) -> PResult<()> {
        for e in elements {
            self.parse_element(e)?;
        }
        Ok(())
    }

    fn parse_literal(&mut self, text: &str) -> PResult<()> {
        if text.is_empty() || text == " " || text == "\n" {
            return Ok(());
        }
        match punct_kind(text) {
            Some(k) => self.p.parse_punct(k),
            None => self.p.parse_keyword(text),
        }
    }

    fn parse_optional_literal(&mut self, text: &str) -> bool {
        match punct_kind(text) {
            Some(k) => self.p.parse_optional_punct(k),
            None => self.p.parse_optional_keyword(text),
        }
    }

    fn parse_types_into(&mut self, target: TypeTarget, qualified: bool) -> PResult<()> {
        let multiplicity = |groups: &[crate::opdef::OperandSpec], g: u16| {
            groups
                .get(g as usize)
                .map_or(Multiplicity::Single, |s| s.multiplicity)
        };
        match target {
            TypeTarget::Operand(g) => {
                let ts = match self.spec.operands.get(g as usize) {
                    Some(s) if s.multiplicity == Multiplicity::Single && !qualified => {
                        smallvec::smallvec![(s.constraint.parse)(self.p)?]
                    }
                    _ => self.parse_types_for(multiplicity(self.spec.operands, g))?,
                };
                self.operand_types[g as usize] = Some(ts);
            }
            TypeTarget::Result(g) => {
                let ts = match self.spec.results.get(g as usize) {
                    Some(s) if s.multiplicity == Multiplicity::Single && !qualified => {
                        smallvec::smallvec![(s.constraint.parse)(self.p)?]
                    }
                    _ => self.parse_types_for(multiplicity(self.spec.results, g))?,
                };
                self.result_types[g as usize] = Some(ts);
            }
            TypeTarget::Operands => {
                let ts = self.parse_type_list_maybe_empty()?;
                self.all_operand_types = Some(ts);
            }
            TypeTarget::Results => {
                let ts = self.parse_type_list_maybe_empty()?;
                self.all_result_types = Some(ts);
            }
        }
        Ok(())
    }

    fn parse_types_for(&mut self, m: Multiplicity) -> PResult<TypeList> {
        match m {
            Multiplicity::Single => Ok(smallvec::smallvec![self.p.parse_type()?]),
            Multiplicity::Optional => {
                if self.p.at_type_start() {
                    Ok(smallvec::smallvec![self.p.parse_type()?])
                } else {
                    Ok(TypeList::new())
                }
            }
            Multiplicity::Variadic => self.parse_type_list_maybe_empty(),
        }
    }

    fn parse_type_list_maybe_empty(&mut self) -> PResult<TypeList> {
        if !self.p.at_type_start() {
            return Ok(TypeList::new());
        }
        Ok(self.p.parse_type_list()?.into())
    }

    fn parse_operand_group(&mut self, g: u16) -> PResult<()> {
        self.operand_locs[g as usize] = Some(self.p.current_position());
        let m = self.spec.operands[g as usize].multiplicity;
        let uses = match m {
            Multiplicity::Single => smallvec::smallvec![self.p.parse_operand()?],
            Multiplicity::Optional => self.p.parse_optional_operand()?.into_iter().collect(),
            Multiplicity::Variadic => self.p.parse_operand_list()?.into(),
        };
        self.operands[g as usize] = uses;
        Ok(())
    }

    fn parse_attr(&mut self, index: u16, optional: bool, qualified: bool) -> PResult<bool> {
        let a = &self.spec.attributes[index as usize];
        let parsed = if qualified {
            if optional && !self.p.at_attribute_start() {
                None
            } else {
                Some(self.p.parse_attribute(None)?)
            }
        } else {
            (a.constraint.parse_named)(self.p, a.name, optional)?
        };
        match parsed {
            Some(v) => {
                self.attrs[index as usize] = Some(v);
                Ok(true)
            }
            None => Ok(false),
        }
    }

    fn parse_region_slot(&mut self, index: u16) -> PResult<()> {
        let r = self.p.ctx().create_region();
        self.p.parse_region(r)?;
        self.complete_region(r);
        self.regions[index as usize] = Some(r);
        Ok(())
    }

    /// What mlir-tblgen's parser does after `parseRegion`: with
    /// `SingleBlockImplicitTerminator<T>`, `ensureTerminator` (a block, ending
    /// in a known terminator, else a default-built `T`); with `SingleBlock`,
    /// an empty region gets an empty block.
    fn complete_region(&mut self, r: crate::ir::Region) {
        let term = self.spec.implicit_terminator();
        let ctx = self.p.ctx();
        if term.is_none() && !self.spec.traits.contains(crate::ir::OpTraits::SINGLE_BLOCK) {
            return;
        }
        if ctx.region_is_empty(r) {
            let b = ctx.create_block();
            ctx.append_block(r, b);
        }
        let Some(term) = term else { return };
        let block = ctx.region_blocks(r)[0];
        let terminated = ctx
            .block_last_op(block)
            .is_some_and(|last| ctx.has_trait(last, crate::ir::OpTraits::IS_TERMINATOR));
        if !terminated {
            let name = ctx.op_name_static(term);
            let op = ctx.create_operation(OperationState::new(self.loc, name));
            ctx.append_op(block, op);
        }
    }

    /// Whether an optional group is present, judged by its first element;
    /// literals are consumed.
    fn lead_present(&mut self, lead: Lead) -> PResult<bool> {
        Ok(match lead {
            Lead::Literal(t) => self.parse_optional_literal(t),
            Lead::Operand => self.p.at(TokenKind::PercentIdentifier),
            Lead::Region => self.p.at(TokenKind::LBrace),
            Lead::Successor => self.p.at(TokenKind::CaretIdentifier),
            Lead::Type => self.p.at_type_start(),
            Lead::Attr(i) => self.parse_attr(i, true, false)?,
        })
    }

    fn parse_element(&mut self, e: &'static Element) -> PResult<()> {
        match *e {
            Element::Literal { text, .. } => self.parse_literal(text)?,
            Element::Operand { group, .. } => self.parse_operand_group(group)?,
            Element::Attr {
                index, qualified, ..
            } => {
                self.parse_attr(index, false, qualified)?;
            }
            Element::Region { index, .. } => self.parse_region_slot(index)?,
            Element::Successor { index, .. } => {
                let b = self.p.parse_successor()?;
                self.successors[index as usize] = vec![b];
            }
            Element::Type {
                target, qualified, ..
            } => self.parse_types_into(target, qualified)?,
            Element::FunctionalType {
                inputs, results, ..
            } => {
                self.p.parse_punct(TokenKind::LParen)?;
                let ins = if self.p.parse_optional_punct(TokenKind::RParen) {
                    Vec::new()
                } else {
                    let v = self.p.parse_type_list()?;
                    self.p.parse_punct(TokenKind::RParen)?;
                    v
                };
                self.p.parse_punct(TokenKind::Arrow)?;
                let outs = self.p.parse_function_result_types()?;
                self.assign_types(inputs, ins.into());
                self.assign_types(results, outs.into());
            }
            Element::Operands { .. } => {
                let v = self.p.parse_operand_list()?;
                self.all_operands = Some(v);
            }
            Element::Regions { .. } => {
                let n = self.spec.regions.len();
                let mut i = 0;
                while self.p.at(TokenKind::LBrace) && i < n {
                    self.parse_region_slot(i as u16)?;
                    if !self.p.parse_optional_punct(TokenKind::Comma) {
                        break;
                    }
                    i += 1;
                }
            }
            Element::Successors { .. } => {
                let mut all = Vec::new();
                if self.p.at(TokenKind::CaretIdentifier) {
                    loop {
                        all.push(self.p.parse_successor()?);
                        if !self.p.parse_optional_punct(TokenKind::Comma) {
                            break;
                        }
                    }
                }
                if let Some(s) = self.successors.first_mut() {
                    *s = all;
                }
            }
            Element::AttrDict { with_keyword } => {
                let pos = self.p.current_position();
                let before = self.dict.len();
                if with_keyword {
                    self.p
                        .parse_optional_attr_dict_with_keyword(&mut self.dict)?;
                } else {
                    self.p.parse_optional_attr_dict(&mut self.dict)?;
                }
                self.verify_inherent_attrs(before, pos)?;
            }
            Element::PropDict { .. } => {
                if self.p.parse_optional_punct(TokenKind::Less) {
                    let d = self.p.parse_attribute(None)?;
                    self.p.parse_punct(TokenKind::Greater)?;
                    let entries = self.p.ctx().dictionary_entries(d).to_vec();
                    self.dict.extend(entries);
                }
            }
            Element::Optional {
                then,
                otherwise,
                anchor,
                lead,
            } => {
                if self.lead_present(lead)? {
                    // The lead element was consumed for literals and parsed
                    // for attributes; parse the rest.
                    let skip = usize::from(matches!(lead, Lead::Literal(_) | Lead::Attr(_)));
                    let rest = first_parsable_skip(then, skip);
                    self.parse_elements(rest)?;
                    self.mark_unit_anchor(anchor);
                } else {
                    self.parse_elements(otherwise)?;
                }
            }
            Element::OIList { clauses } => {
                let mut seen = vec![false; clauses.len()];
                while let Some(k) = clauses.iter().position(|c| self.p.at_keyword(c.keyword)) {
                    if seen[k] {
                        let kw = clauses[k].keyword;
                        return self.p.emit_error(format!("`{kw}` clause can appear at most once in the expansion of the oilist directive"));
                    }
                    seen[k] = true;
                    self.p.parse_keyword(clauses[k].keyword)?;
                    self.parse_elements(clauses[k].elements)?;
                    self.mark_unit_anchor(clauses[k].anchor);
                }
            }
            Element::Custom {
                directive, args, ..
            } => (directive.parse)(self, args)?,
        }
        Ok(())
    }

    /// mlir-tblgen's `verifyInherentAttrs` after `attr-dict`: inherent
    /// attributes written in the dictionary must satisfy their constraints
    /// (reported at the dictionary, with the op prefix twice, as MLIR does).
    fn verify_inherent_attrs(&mut self, from: usize, pos: (u32, u32)) -> PResult<()> {
        for k in from..self.dict.len() {
            let entry = self.dict[k];
            let ctx = self.p.ctx_ref();
            let Some((_, a)) = self.spec.attribute(ctx.str(entry.name)) else {
                continue;
            };
            if !(a.constraint.matches)(ctx, entry.value) {
                let msg = format!(
                    "'{}' op attribute '{}' failed to satisfy constraint: {}",
                    self.spec.name,
                    a.name,
                    (a.constraint.summary)()
                );
                return self.p.emit_error_at(pos, msg);
            }
        }
        Ok(())
    }

    fn assign_types(&mut self, target: TypeTarget, ts: TypeList) {
        match target {
            TypeTarget::Operand(g) => self.operand_types[g as usize] = Some(ts),
            TypeTarget::Result(g) => self.result_types[g as usize] = Some(ts),
            TypeTarget::Operands => self.all_operand_types = Some(ts),
            TypeTarget::Results => self.all_result_types = Some(ts),
        }
    }

    /// A present group with an elided unit-attribute anchor sets it.
    fn mark_unit_anchor(&mut self, anchor: Anchor) {
        if let Anchor::Attr(i) = anchor {
            if self.attrs[i as usize].is_none() {
                let a = self.p.ctx().unit_attr();
                self.attrs[i as usize] = Some(a);
            }
        }
    }

    /// The first type of a known value (for `Same` / `Transform` sources).
    fn known_type(&self, r: ValueRef) -> Option<Type> {
        match r {
            ValueRef::Operand(i) => self.operand_types[i as usize].as_ref()?.first().copied(),
            ValueRef::Result(i) => self.result_types[i as usize].as_ref()?.first().copied(),
            ValueRef::Attr(i) => {
                let a = self.attrs[i as usize]?;
                self.p.ctx_ref().attr_type(a)
            }
        }
    }

    fn finish(&mut self, state: &mut OperationState, format: &Format) -> PResult<()> {
        // `operands` directive: split all operands into groups by count.
        if let Some(all) = self.all_operands.take() {
            let ranges = crate::opdef::group_ranges(self.spec.operands, all.len(), None);
            for (g, r) in ranges.into_iter().enumerate() {
                let end = r.end.min(all.len());
                self.operands[g] = all[r.start.min(end)..end].into();
            }
        }
        if let Some(all) = self.all_operand_types.take() {
            let counts: Vec<usize> = self.operands.iter().map(|o| o.len()).collect();
            let mut it = all.into_iter();
            for (g, n) in counts.into_iter().enumerate() {
                self.operand_types[g] = Some(it.by_ref().take(n).collect());
            }
        }
        if let Some(all) = self.all_result_types.take() {
            let ranges = crate::opdef::group_ranges(self.spec.results, all.len(), None);
            // Types that do not split evenly between several variadic
            // groups stay with the last group: MLIR's parser keeps every
            // written type (the verifier then reports the mismatch).
            // Fewer types than the fixed groups need leave the groups past
            // them empty (the op gets fewer results, and binding or the
            // verifier reports it, as in MLIR).
            let last = ranges.len().saturating_sub(1);
            for (g, r) in ranges.into_iter().enumerate() {
                let end = if g == last {
                    all.len()
                } else {
                    r.end.min(all.len())
                };
                self.result_types[g] = Some(all[r.start.min(end)..end].into());
            }
        }
        // Resolve types not written in the format, to a fixpoint.
        loop {
            let mut progress = false;
            for g in 0..self.spec.operands.len() {
                if self.operand_types[g].is_some() {
                    continue;
                }
                let n = self.operands[g].len();
                if let Some((ts, exact)) =
                    self.resolve(format.operand_types.get(g).copied(), &self.spec.operands[g])?
                {
                    self.operand_types[g] = Some(if exact { ts } else { spread(ts, n) });
                    progress = true;
                }
            }
            for g in 0..self.spec.results.len() {
                if self.result_types[g].is_some() {
                    continue;
                }
                let src = format.result_types.get(g).copied();
                if matches!(src, Some(TypeSource::Infer)) {
                    continue;
                }
                let single = self.spec.results[g].multiplicity == Multiplicity::Single;
                if let Some((ts, _)) = self.resolve(src, &self.spec.results[g])? {
                    self.result_types[g] = Some(if single { spread(ts, 1) } else { ts });
                    progress = true;
                }
            }
            if !progress {
                break;
            }
        }
        // Attributes: the format's go to the properties (as the generated
        // parser stores them), the dictionary's to the attributes; when the
        // op is created, inherent names in the dictionary override.
        let mut props: Vec<NamedAttribute> = Vec::new();
        for (i, a) in self.spec.attributes.iter().enumerate() {
            if let Some(v) = self.attrs[i] {
                let name = self.p.ctx().intern(a.name.as_bytes());
                props.push(NamedAttribute { name, value: v });
            }
        }
        state.attributes.extend(self.dict.iter().copied());
        if self.spec.has_operand_segments() {
            let sizes: Vec<usize> = self.operands.iter().map(|o| o.len()).collect();
            let a = crate::opdef::build::segment_attr(self.p.ctx(), OPERAND_SEGMENT_SIZES, &sizes);
            props.push(a);
        }
        // Operands against their types.
        for g in 0..self.spec.operands.len() {
            let uses = std::mem::take(&mut self.operands[g]);
            let types = self.operand_types[g].take().unwrap_or_default();
            if self.spec.operands[g].multiplicity == Multiplicity::Variadic {
                let pos = self.operand_locs[g].unwrap_or_else(|| self.p.current_position());
                self.p
                    .resolve_operand_range(&uses, &types, pos, &mut state.operands)?;
            } else {
                self.p
                    .resolve_operands(&uses, &types, &mut state.operands)?;
            }
        }
        // Regions (an unwritten optional one stays empty) and successors.
        for r in std::mem::take(&mut self.regions) {
            let r = match r {
                Some(r) => r,
                None => self.p.ctx().create_region(),
            };
            state.regions.push(r);
        }
        for s in std::mem::take(&mut self.successors) {
            state.successors.extend(s);
        }
        if self.spec.has_result_segments() {
            let sizes: Vec<usize> = self
                .result_types
                .iter()
                .map(|t| t.as_ref().map_or(0, |t| t.len()))
                .collect();
            let a = crate::opdef::build::segment_attr(
                self.p.ctx(),
                crate::opdef::RESULT_SEGMENT_SIZES,
                &sizes,
            );
            props.push(a);
        }
        if !props.is_empty() {
            state.properties = Some(self.p.ctx().dictionary_attr(props));
        }
        // Results: written, resolved, or inferred by the op's hook.
        if self.result_types.iter().any(|t| t.is_none()) {
            if let Some(f) = self.spec.hooks.infer_result_types {
                let ctx = self.p.ctx();
                let mut probe = OperationState::new(state.loc, state.name);
                probe.operands = state.operands.clone();
                // The hook sees the parsed inherent attributes among the
                // attributes.
                if let Some(p) = state.properties {
                    probe
                        .attributes
                        .extend(ctx.dictionary_entries(p).iter().copied());
                }
                probe.attributes.extend(state.attributes.iter().copied());
                match f(ctx, &probe) {
                    Ok(ts) => {
                        state.types.extend(ts);
                        return Ok(());
                    }
                    Err(msg) => return self.p.emit_error_at_name(msg),
                }
            }
        }
        for ts in self.result_types.iter().flatten() {
            state.types.extend_from_slice(ts);
        }
        Ok(())
    }

    /// The types of a group not written in the format; `true` when the list
    /// has one type per value already (a transformer's type list), so it is
    /// not repeated for each value.
    fn resolve(
        &mut self,
        src: Option<TypeSource>,
        group: &crate::opdef::OperandSpec,
    ) -> PResult<Option<(TypeList, bool)>> {
        Ok(match src {
            Some(TypeSource::Same(r)) => {
                self.known_type(r).map(|t| (smallvec::smallvec![t], false))
            }
            Some(TypeSource::Transform { from, transform }) => match self.known_type(from) {
                // A source that does not fit leaves the types unknown; the
                // verifier reports the mismatch.
                Some(f) => {
                    self.check_transform_source(from)?;
                    let ctx = self.p.ctx();
                    let t = transform(ctx, f);
                    let exact = matches!(t, crate::opdef::Transformed::Types(_));
                    t.materialize(ctx).map(|ts| (ts.into(), exact))
                }
                None => None,
            },
            Some(TypeSource::AttrType(i)) => self
                .known_type(ValueRef::Attr(i))
                .map(|t| (smallvec::smallvec![t], false)),
            Some(TypeSource::Buildable) => match group.constraint.build {
                Some(b) => b(self.p.ctx()).map(|t| (smallvec::smallvec![t], false)),
                None => None,
            },
            _ => None,
        })
    }

    /// Before a `TypesMatchWith` transformer runs on the types of `from`,
    /// mlir-tblgen's parser checks them against `from`'s constraint
    /// (`'lhs' must be signless-integer-like, but got 'f32'`, at the op name).
    fn check_transform_source(&mut self, from: ValueRef) -> PResult<()> {
        let (group, types) = match from {
            ValueRef::Operand(i) => (
                &self.spec.operands[i as usize],
                &self.operand_types[i as usize],
            ),
            ValueRef::Result(i) => (
                &self.spec.results[i as usize],
                &self.result_types[i as usize],
            ),
            ValueRef::Attr(_) => return Ok(()),
        };
        let ctx = self.p.ctx_ref();
        let bad = types
            .iter()
            .flatten()
            .find(|&&t| !(group.constraint.matches)(ctx, t));
        if let Some(&t) = bad {
            let msg = format!(
                "'{}' must be {}, but got '{}'",
                group.name,
                (group.constraint.summary)(),
                crate::asm::print_type_local(ctx, t)
            );
            return self.p.emit_error_at_name(msg);
        }
        Ok(())
    }

    /// The arguments' slots for custom directives: parse operands into an
    /// operand group.
    pub fn set_operands(&mut self, arg: CustomArg, uses: Vec<UnresolvedOperand>) {
        if let CustomArg::Operand(g) = arg {
            self.operands[g as usize] = uses.into();
        }
    }

    /// Sets an attribute slot from a custom directive.
    pub fn set_attr(&mut self, arg: CustomArg, value: Attribute) {
        if let CustomArg::Attr(i) = arg {
            self.attrs[i as usize] = Some(value);
        }
    }
}

/// One type repeated for `n` values, or the list itself when it already has
/// one type per value.
fn spread(ts: TypeList, n: usize) -> TypeList {
    match ts.as_slice() {
        [t] => smallvec::smallvec![*t; n],
        _ => ts,
    }
}

/// The elements of a group after its lead element (whitespace skipped).
fn first_parsable_skip(then: &'static [Element], skip: usize) -> &'static [Element] {
    if skip == 0 {
        return then;
    }
    let idx = then
        .iter()
        .position(
            |e| !matches!(e, Element::Literal { text, .. } if text.is_empty() || *text == " "),
        )
        .unwrap_or(0);
    &then[(idx + 1).min(then.len())..]
}

/// The token kind of a punctuation literal.
pub fn punct_kind(text: &str) -> Option<TokenKind> {
    Some(match text {
        "->" => TokenKind::Arrow,
        ":" => TokenKind::Colon,
        "," => TokenKind::Comma,
        "=" => TokenKind::Equal,
        "<" => TokenKind::Less,
        ">" => TokenKind::Greater,
        "{" => TokenKind::LBrace,
        "}" => TokenKind::RBrace,
        "(" => TokenKind::LParen,
        ")" => TokenKind::RParen,
        "[" => TokenKind::LSquare,
        "]" => TokenKind::RSquare,
        "?" => TokenKind::Question,
        "+" => TokenKind::Plus,
        "*" => TokenKind::Star,
        "-" => TokenKind::Minus,
        "..." => TokenKind::Ellipsis,
        _ => return None,
    })
}

/// Parses a plain attribute variable (`value_type` when the constraint has
/// one). With `optional`, returns `None` when no attribute starts here.
pub fn parse_plain_attr(
    p: &mut OpAsmParser<'_, '_, '_, '_>,
    value_type: Option<Type>,
    optional: bool,
) -> PResult<Option<Attribute>> {
    if optional && !p.at_attribute_start() {
        return Ok(None);
    }
    p.parse_attribute(value_type).map(Some)
}
