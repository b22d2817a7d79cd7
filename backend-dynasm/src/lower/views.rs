//! memref ops that only compute a new descriptor (`expand_shape`,
//! `collapse_shape`, `reinterpret_cast`, `transpose`,
//! `extract_strided_metadata`, `rank`, `view`), `atomic_rmw` (single-threaded: a
//! load, the operation and a store; the result is the old value, as
//! LLVM's `atomicrmw`) and `alloca_scope`.
//!
//! Descriptor parts follow `--expand-strided-metadata`: a reshape keeps the
//! offset and derives strides from the source's; `reinterpret_cast` keeps
//! the source's pointers and takes offset, sizes and strides as given;
//! `view` is MLIR's `ViewOpLowering`: the source's allocated pointer, its
//! aligned pointer advanced by the byte shift, offset 0, the given sizes
//! and identity strides.
//! Wherever the result type fixes a part, the constant is used.
//!
//! `builtin.unrealized_conversion_cast` from `memref<...xvector<NxE>>` to
//! `memref<...xkxvector<(N/k)xE>>` is the vector lowering's view of a
//! memref of wide vectors as register-sized pieces (`dialects::vector::
//! lowering::unroll`): the same bytes, sizes followed by `k`, strides and
//! offset times `k`, stride 1 for the new dimension.

use super::types::{self, Dim, MemDesc, Sk, Val};
use super::{invalid, unsupported, FnLower, LResult};
use crate::mir::{AluOp, GSrc, Width};
use ods::ir::{Operation, DYNAMIC};
use ods::opdef::constraint::attrs::dense_array_values;

/// True for the ops [`FnLower::lower_view`] lowers.
pub(crate) fn handles(name: &str) -> bool {
    matches!(
        name,
        dialects::memref::ExpandShapeOp::NAME
            | dialects::memref::CollapseShapeOp::NAME
            | dialects::memref::ReinterpretCastOp::NAME
            | dialects::memref::TransposeOp::NAME
            | dialects::memref::ExtractStridedMetadataOp::NAME
            | dialects::memref::RankOp::NAME
            | dialects::memref::AtomicRMWOp::NAME
            | dialects::memref::AllocaScopeOp::NAME
            | dialects::memref::ViewOp::NAME
            | ods::builtin::UnrealizedConversionCastOp::NAME
    )
}

/// The arith operation (`arith.<short>`) an `AtomicRMWKind` applies
/// (`None`: `assign`).
fn atomic_short(kind: u64) -> Option<Option<&'static str>> {
    use dialects::arith::enums::AtomicRMWKind as K;
    use ods::opdef::enums::EnumValue;
    Some(Some(match K::from_bits(kind)? {
        K::addf => "addf",
        K::addi => "addi",
        K::andi => "andi",
        K::assign => return Some(None),
        K::maximumf => "maximumf",
        K::maxnumf => "maxnumf",
        K::maxs => "maxsi",
        K::maxu => "maxui",
        K::minimumf => "minimumf",
        K::minnumf => "minnumf",
        K::mins => "minsi",
        K::minu => "minui",
        K::mulf => "mulf",
        K::muli => "muli",
        K::ori => "ori",
        K::xori => "xori",
    }))
}

impl FnLower<'_> {
    /// `a * b` of descriptor parts, folded when both are known.
    fn dim_mul(&mut self, a: Dim, b: Dim) -> Dim {
        match (a, b) {
            (Dim::Static(x), Dim::Static(y)) => Dim::Static(x.wrapping_mul(y)),
            (Dim::Static(1), d) | (d, Dim::Static(1)) => d,
            (Dim::Static(0), _) | (_, Dim::Static(0)) => Dim::Static(0),
            (x, y) => {
                let (rx, ry) = (self.dim_reg(x), self.dim_reg(y));
                Dim::Dyn(self.b.alu(AluOp::Mul, Width::W64, rx, GSrc::Reg(ry)))
            }
        }
    }

    /// Index operand `i` as a descriptor part.
    fn dim_operand(&self, op: Operation, i: usize) -> LResult<Dim> {
        match (self.const_of(op, i), self.operand(op, i)?) {
            (Some(c), _) => Ok(Dim::Static(c)),
            (None, Val::Int { reg, .. }) => Ok(Dim::Dyn(reg)),
            _ => Err(invalid(self.ctx, op, "non-integer index operand")),
        }
    }

    /// Static entries of `name` with the dynamic ones taken from the
    /// operands starting at `*next`.
    fn mixed_dims(&self, op: Operation, name: &str, next: &mut usize) -> LResult<Vec<Dim>> {
        let ctx = self.ctx;
        let list = ctx
            .attr(op, name)
            .and_then(|a| dense_array_values(ctx, a))
            .ok_or_else(|| invalid(ctx, op, format!("no {name}")))?;
        list.into_iter()
            .map(|s| {
                if s == DYNAMIC {
                    let d = self.dim_operand(op, *next)?;
                    *next += 1;
                    Ok(d)
                } else {
                    Ok(Dim::Static(s))
                }
            })
            .collect()
    }

    /// Sets result 0 to `d`, with the parts the result type fixes made
    /// constant.
    fn set_view(&mut self, op: Operation, mut d: MemDesc) -> LResult<()> {
        let ctx = self.ctx;
        let ty = ctx.value_type(ctx.result(op, 0));
        let m =
            types::memref_kind(ctx, ty).ok_or_else(|| unsupported(ctx, op, "this result type"))?;
        if m.shape.len() != d.sizes.len() || m.strides.len() != d.strides.len() {
            return Err(invalid(ctx, op, "rank mismatch"));
        }
        for (i, &s) in m.shape.iter().enumerate() {
            if s >= 0 {
                d.sizes[i] = Dim::Static(s);
            }
        }
        for (i, s) in m.strides.iter().enumerate() {
            if let Some(s) = s {
                d.strides[i] = Dim::Static(*s);
            }
        }
        if let Some(o) = m.offset {
            d.offset = Dim::Static(o);
        }
        self.set(op, 0, Val::MemRef(d.into()));
        Ok(())
    }

    fn reassociation(&self, op: Operation) -> Vec<Vec<usize>> {
        let ctx = self.ctx;
        ctx.attr(op, "reassociation")
            .map(|a| dialects::memref::constraints::index_lists(ctx, a))
            .unwrap_or_default()
            .into_iter()
            .map(|g| g.into_iter().map(|d| d.max(0) as usize).collect())
            .collect()
    }

    fn index_result(&mut self, op: Operation, i: usize, d: Dim) {
        let reg = match d {
            Dim::Static(c) => {
                self.consts.insert(self.ctx.result(op, i), c);
                self.b.iconst(c)
            }
            Dim::Dyn(r) => r,
        };
        self.set(op, i, Val::Int { reg, bits: 64 });
    }

    pub(crate) fn lower_view(&mut self, op: Operation, name: &str) -> LResult<()> {
        let ctx = self.ctx;
        match name {
            dialects::memref::ExpandShapeOp::NAME => {
                let src = self.memref_operand(op, 0)?;
                let mut next = 1;
                let sizes = self.mixed_dims(op, "static_output_shape", &mut next)?;
                let groups = self.reassociation(op);
                if groups.len() != src.strides.len() {
                    return Err(invalid(ctx, op, "reassociation does not match the source"));
                }
                let mut strides = vec![Dim::Static(1); sizes.len()];
                for (g, group) in groups.iter().enumerate() {
                    let mut stride = src.strides[g];
                    for &d in group.iter().rev() {
                        let size = *sizes
                            .get(d)
                            .ok_or_else(|| invalid(ctx, op, "reassociation out of range"))?;
                        strides[d] = stride;
                        stride = self.dim_mul(stride, size);
                    }
                }
                let d = MemDesc {
                    sizes,
                    strides,
                    ..MemDesc::clone(&src)
                };
                self.set_view(op, d)
            }
            dialects::memref::CollapseShapeOp::NAME => {
                let src = self.memref_operand(op, 0)?;
                let groups = self.reassociation(op);
                let src_ty = ctx.value_type(ctx.operand(op, 0));
                let shape = types::memref_kind(ctx, src_ty)
                    .map(|m| m.shape)
                    .unwrap_or_default();
                let res_strides = types::memref_kind(ctx, ctx.value_type(ctx.result(op, 0)))
                    .map(|m| m.strides)
                    .unwrap_or_default();
                let mut sizes = Vec::new();
                let mut strides = Vec::new();
                for (g, group) in groups.iter().enumerate() {
                    if group.iter().any(|&d| d >= src.sizes.len()) {
                        return Err(invalid(ctx, op, "reassociation out of range"));
                    }
                    let mut size = Dim::Static(1);
                    for &d in group {
                        size = self.dim_mul(size, src.sizes[d]);
                    }
                    sizes.push(size);
                    // `getCollapsedStride`: the last dimension not
                    // statically of size 1
                    let last = group.iter().rev().find(|&&d| shape.get(d) != Some(&1));
                    strides.push(match last {
                        Some(&d) => src.strides[d],
                        None => match res_strides.get(g) {
                            Some(Some(s)) => Dim::Static(*s),
                            _ => group.first().map_or(Dim::Static(1), |&d| src.strides[d]),
                        },
                    });
                }
                let d = MemDesc {
                    sizes,
                    strides,
                    ..MemDesc::clone(&src)
                };
                self.set_view(op, d)
            }
            dialects::memref::ReinterpretCastOp::NAME => {
                let src = match self.operand(op, 0)? {
                    Val::MemRef(d) => d,
                    _ => return Err(invalid(ctx, op, "expected a memref operand")),
                };
                let mut next = 1;
                let offsets = self.mixed_dims(op, "static_offsets", &mut next)?;
                let sizes = self.mixed_dims(op, "static_sizes", &mut next)?;
                let strides = self.mixed_dims(op, "static_strides", &mut next)?;
                let d = MemDesc {
                    elem: src.elem,
                    lanes: src.lanes,
                    allocated: src.allocated,
                    aligned: src.aligned,
                    offset: offsets.first().copied().unwrap_or(Dim::Static(0)),
                    sizes,
                    strides,
                };
                self.set_view(op, d)
            }
            dialects::memref::TransposeOp::NAME => {
                let src = self.memref_operand(op, 0)?;
                let Some(ods::ir::AttrKind::AffineMap(map)) =
                    ctx.attr(op, "permutation").map(|a| ctx.attr_kind(a))
                else {
                    return Err(invalid(ctx, op, "no permutation"));
                };
                let n = map.data(ctx.affine()).results.len();
                let order: Vec<usize> = (0..n)
                    .map(|i| map.dim_position(ctx.affine(), i) as usize)
                    .collect();
                if order.iter().any(|&i| i >= src.sizes.len()) {
                    return Err(invalid(ctx, op, "permutation out of range"));
                }
                let d = MemDesc {
                    sizes: order.iter().map(|&i| src.sizes[i]).collect(),
                    strides: order.iter().map(|&i| src.strides[i]).collect(),
                    ..MemDesc::clone(&src)
                };
                self.set_view(op, d)
            }
            dialects::memref::ExtractStridedMetadataOp::NAME => {
                let src = self.memref_operand(op, 0)?;
                let base = MemDesc {
                    elem: src.elem,
                    lanes: src.lanes,
                    allocated: src.allocated,
                    aligned: src.aligned,
                    offset: Dim::Static(0),
                    sizes: Vec::new(),
                    strides: Vec::new(),
                };
                self.set(op, 0, Val::MemRef(base.into()));
                self.index_result(op, 1, src.offset);
                let r = src.sizes.len();
                if ctx.num_results(op) != 2 + 2 * r {
                    return Err(invalid(ctx, op, "result count mismatch"));
                }
                for i in 0..r {
                    self.index_result(op, 2 + i, src.sizes[i]);
                    self.index_result(op, 2 + r + i, src.strides[i]);
                }
                Ok(())
            }
            ods::builtin::UnrealizedConversionCastOp::NAME => {
                let src = self.memref_operand(op, 0)?;
                let ty = ctx.value_type(ctx.result(op, 0));
                let m =
                    types::memref_kind(ctx, ty).ok_or_else(|| unsupported(ctx, op, "this cast"))?;
                let k = src.lanes.checked_div(m.lanes).unwrap_or(0);
                let fits = ctx.num_operands(op) == 1
                    && m.elem == src.elem
                    && k >= 2
                    && src.lanes == k * m.lanes
                    && m.shape.len() == src.sizes.len() + 1
                    && m.shape.last() == Some(&(k as i64))
                    && types::elem_bytes(src.elem, src.lanes)
                        == k * types::elem_bytes(m.elem, m.lanes);
                if !fits {
                    return Err(unsupported(
                        ctx,
                        op,
                        "this cast (only a memref of vectors viewed as k register-sized pieces)",
                    ));
                }
                let k = Dim::Static(k as i64);
                let mut sizes = src.sizes.clone();
                sizes.push(k);
                let mut strides: Vec<Dim> =
                    src.strides.iter().map(|&st| self.dim_mul(st, k)).collect();
                strides.push(Dim::Static(1));
                let d = MemDesc {
                    elem: m.elem,
                    lanes: m.lanes,
                    allocated: src.allocated,
                    aligned: src.aligned,
                    offset: self.dim_mul(src.offset, k),
                    sizes,
                    strides,
                };
                self.set_view(op, d)
            }
            dialects::memref::ViewOp::NAME => {
                let src = self.memref_operand(op, 0)?;
                let ty = ctx.value_type(ctx.result(op, 0));
                let m = types::memref_kind(ctx, ty)
                    .ok_or_else(|| unsupported(ctx, op, "this result type"))?;
                let shift = self.dim_operand(op, 1)?;
                let mut next = 2;
                let mut sizes = Vec::with_capacity(m.shape.len());
                for &s in &m.shape {
                    if s >= 0 {
                        sizes.push(Dim::Static(s));
                    } else {
                        sizes.push(self.dim_operand(op, next)?);
                        next += 1;
                    }
                }
                if next != ctx.num_operands(op) {
                    return Err(invalid(ctx, op, "size operand count mismatch"));
                }
                let mut strides = vec![Dim::Static(1); sizes.len()];
                for i in (0..sizes.len().saturating_sub(1)).rev() {
                    strides[i] = self.dim_mul(strides[i + 1], sizes[i + 1]);
                }
                let aligned = match shift {
                    Dim::Static(0) => src.aligned,
                    Dim::Static(c) if i32::try_from(c).is_ok() => {
                        self.b
                            .alu(AluOp::Add, Width::W64, src.aligned, GSrc::Imm(c as i32))
                    }
                    d => {
                        let r = self.dim_reg(d);
                        self.b
                            .alu(AluOp::Add, Width::W64, src.aligned, GSrc::Reg(r))
                    }
                };
                let d = MemDesc {
                    elem: m.elem,
                    lanes: m.lanes,
                    allocated: src.allocated,
                    aligned,
                    offset: Dim::Static(0),
                    sizes,
                    strides,
                };
                self.set_view(op, d)
            }
            dialects::memref::RankOp::NAME => {
                let src = self.memref_operand(op, 0)?;
                self.index_result(op, 0, Dim::Static(src.sizes.len() as i64));
                Ok(())
            }
            dialects::memref::AtomicRMWOp::NAME => {
                let value = self.operand(op, 0)?;
                let d = self.memref_operand(op, 1)?;
                let idx = self.indices(op, 2, ctx.num_operands(op))?;
                let kind = ctx
                    .attr(op, "kind")
                    .and_then(|a| dialects::arith::eval::enum_value(ctx, a))
                    .ok_or_else(|| invalid(ctx, op, "no kind"))?;
                let short = atomic_short(kind).ok_or_else(|| invalid(ctx, op, "unknown kind"))?;
                let addr = self.elem_addr(&d, &idx);
                let old = self.load_elem(d.elem, addr);
                if let Val::Int { reg, bits: 1 } = old {
                    self.normalized.insert(reg);
                }
                let new = match short {
                    None => value,
                    Some(short) => {
                        self.lower_scalar_arith(op, short, &[old.clone(), value], d.elem)?
                    }
                };
                let new = match new {
                    Val::Int { reg, bits } if d.elem == Sk::I(1) => Val::Int {
                        reg: self.norm_i1(reg),
                        bits,
                    },
                    v => v,
                };
                self.store_elem(d.elem, &new, addr);
                self.set(op, 0, old);
                Ok(())
            }
            dialects::memref::AllocaScopeOp::NAME => self.lower_inline_region(op),
            _ => Err(unsupported(ctx, op, "")),
        }
    }
}
