//! Calls: `func.call` to local functions and to runtime symbols (the
//! runner utils of [`crate::runner_utils`] plus the allocation and copy
//! helpers below), `cf.assert`, and `vector.print`.
//!
//! Arguments are expanded as MLIR's `--convert-func-to-llvm` does without
//! `llvm.emit_c_interface`: a ranked memref is `3 + 2·rank` words, an
//! unranked one (`memref<*xT>`, for `printMemrefF32` & co.) is the rank and
//! a pointer to a descriptor built on the stack.

use super::types::{self, Sk, Val};
use super::{invalid, unsupported, FnLower, LResult, LowerError};
use crate::mir::*;
use ods::ir::{Operation, TypeKind};

/// `_ods_alloc(bytes, align)`: a block aligned to `align` (a power of two
/// ≥ 16), freed by `_ods_free`. Size and alignment are kept in a header.
extern "sysv64" fn ods_alloc(bytes: i64, align: i64) -> *mut u8 {
    let align = (align.max(16) as usize).next_power_of_two();
    let size = (bytes.max(0) as usize).saturating_add(align);
    let Ok(layout) = std::alloc::Layout::from_size_align(size, align) else {
        return std::ptr::null_mut();
    };
    // SAFETY: `layout` has a non-zero size.
    let base = unsafe { std::alloc::alloc_zeroed(layout) };
    if base.is_null() {
        return base;
    }
    // SAFETY: `align` ≥ 16 bytes precede the returned pointer inside the block.
    unsafe {
        let p = base.add(align);
        (p as *mut usize).sub(1).write(size);
        (p as *mut usize).sub(2).write(align);
        p
    }
}

/// `_ods_free(p)` for a pointer from `_ods_alloc` (null: nothing).
extern "sysv64" fn ods_free(p: *mut u8) {
    if p.is_null() {
        return;
    }
    // SAFETY: `p` came from `ods_alloc` (the IR's contract: `memref.dealloc`
    // of an allocated memref), whose header precedes it.
    unsafe {
        let size = (p as *mut usize).sub(1).read();
        let align = (p as *mut usize).sub(2).read();
        let layout = std::alloc::Layout::from_size_align_unchecked(size, align);
        std::alloc::dealloc(p.sub(align), layout);
    }
}

/// `_ods_memref_copy(rank, elem_bytes, src_desc, dst_desc)`: element-wise
/// copy between two strided descriptors of equal sizes.
extern "sysv64" fn ods_memref_copy(rank: i64, eb: i64, src: *const i64, dst: *const i64) {
    let r = rank as usize;
    // SAFETY: both point at descriptors of `rank` written by the lowering.
    let (s, d) = unsafe {
        (
            std::slice::from_raw_parts(src, 3 + 2 * r),
            std::slice::from_raw_parts(dst, 3 + 2 * r),
        )
    };
    let sizes = &s[3..3 + r];
    if sizes.iter().any(|&n| n <= 0) {
        return;
    }
    let mut idx = vec![0i64; r];
    loop {
        let (mut so, mut dof) = (s[2], d[2]);
        for k in 0..r {
            so += idx[k] * s[3 + r + k];
            dof += idx[k] * d[3 + r + k];
        }
        // SAFETY: in bounds of the descriptors (the IR's contract).
        unsafe {
            std::ptr::copy(
                (s[1] as *const u8).offset((so * eb) as isize),
                (d[1] as *mut u8).offset((dof * eb) as isize),
                eb as usize,
            );
        }
        let mut k = r;
        loop {
            if k == 0 {
                return;
            }
            k -= 1;
            idx[k] += 1;
            if idx[k] < sizes[k] {
                break;
            }
            idx[k] = 0;
        }
    }
}

/// `cf.assert` failure: prints the message to stderr and aborts, as the
/// LLVM lowering of `cf.assert` does.
///
/// # Safety
/// `msg` is a NUL-terminated string of the constant pool.
unsafe extern "sysv64" fn ods_assert_fail(msg: *const std::ffi::c_char) {
    // SAFETY: the lowering passes a NUL-terminated constant.
    let m = unsafe { std::ffi::CStr::from_ptr(msg) };
    eprintln!("{}", m.to_string_lossy());
    std::process::abort();
}

/// `arith.remf` on f32: C's `fmodf` (Rust's `%`).
extern "sysv64" fn ods_fmodf(a: f32, b: f32) -> f32 {
    a % b
}

/// `arith.remf` on f64: C's `fmod`.
extern "sysv64" fn ods_fmod(a: f64, b: f64) -> f64 {
    a % b
}

/// Symbols the lowering calls besides the runner utils.
pub fn extra_symbols() -> Vec<(&'static str, usize)> {
    vec![
        ("_ods_alloc", ods_alloc as *const () as usize),
        ("_ods_free", ods_free as *const () as usize),
        ("_ods_memref_copy", ods_memref_copy as *const () as usize),
        ("_ods_assert_fail", ods_assert_fail as *const () as usize),
        ("_ods_fmodf", ods_fmodf as *const () as usize),
        ("_ods_fmod", ods_fmod as *const () as usize),
    ]
}

impl FnLower<'_> {
    /// A pointer to a NUL-terminated constant string.
    pub(crate) fn cstring(&mut self, s: &[u8]) -> VReg {
        let mut bytes = s.to_vec();
        bytes.push(0);
        let c = self.b.constant(bytes, 1);
        let p = self.b.gpr();
        self.b.push(Inst::Lea {
            dst: p,
            addr: Addr::constant(c),
        });
        p
    }

    pub(crate) fn call_rt(&mut self, name: &str, args: Vec<VReg>) {
        self.b.call(Callee::Extern(name.into()), args, None);
    }

    pub(crate) fn lower_call(&mut self, op: Operation) -> LResult<()> {
        let ctx = self.ctx;
        let callee = ctx
            .attr(op, "callee")
            .and_then(|a| match ctx.attr_kind(a) {
                ods::ir::AttrKind::SymbolRef { root, .. } => {
                    Some(String::from_utf8_lossy(ctx.str(*root)).into_owned())
                }
                _ => None,
            })
            .ok_or_else(|| invalid(ctx, op, "no callee"))?;
        let fi = self
            .info
            .funcs
            .get(&callee)
            .cloned()
            .ok_or_else(|| invalid(ctx, op, format!("no function '@{callee}'")))?;
        let target = if fi.external {
            if !self.info.symbols.contains_key(&callee) {
                return Err(LowerError::UnknownExternal {
                    name: callee,
                    loc: super::loc_string(ctx, op),
                });
            }
            Callee::Extern(callee.clone())
        } else {
            Callee::Local(callee.clone())
        };
        let multi = super::results_via_buffer(ctx, &fi.results);
        if multi && fi.external {
            return Err(unsupported(
                ctx,
                op,
                "calls of external functions with several or vector results",
            ));
        }
        if fi.inputs.len() != ctx.num_operands(op) {
            return Err(invalid(ctx, op, "argument count mismatch"));
        }
        let (mut args, mut vector_args) = (Vec::new(), Vec::new());
        for (i, &pty) in fi.inputs.iter().enumerate() {
            let v = self.operand(op, i)?;
            match (&v, ctx.type_kind(pty)) {
                (Val::MemRef(d), TypeKind::UnrankedMemRef { .. }) => {
                    let slot = self.desc_to_stack(d);
                    let rank = self.b.iconst(d.sizes.len() as i64);
                    let p = self.b.gpr();
                    self.b.push(Inst::Lea {
                        dst: p,
                        addr: Addr::slot(slot, 0),
                    });
                    args.push(rank);
                    args.push(p);
                }
                (Val::MemRef(d), _) => {
                    args.push(d.allocated);
                    args.push(d.aligned);
                    let parts: Vec<types::Dim> = std::iter::once(d.offset)
                        .chain(d.sizes.iter().copied())
                        .chain(d.strides.iter().copied())
                        .collect();
                    for p in parts {
                        let r = self.dim_reg(p);
                        args.push(r);
                    }
                }
                (Val::Int { .. } | Val::Float { .. }, _) => args.push(v.regs()[0]),
                (Val::Vector { .. } | Val::Mask { .. }, _) if !fi.external => {
                    let r = self.abi_reg(&v);
                    vector_args.push(args.len() as u32);
                    args.push(r)
                }
                _ => {
                    return Err(unsupported(
                        ctx,
                        op,
                        "vector arguments to external functions",
                    ))
                }
            }
        }
        if multi {
            // the callee's result buffer (see `control::lower_func`)
            let slot = self.b.stack_slot(32 * fi.results.len() as u32, 32);
            let p = self.b.gpr();
            self.b.push(Inst::Lea {
                dst: p,
                addr: Addr::slot(slot, 0),
            });
            args.push(p);
            self.b.call_with_vectors(target, args, vector_args, None);
            for (i, &t) in fi.results.iter().enumerate() {
                let addr = Addr::slot(slot, 32 * i as i32);
                let class = match types::scalar_kind(ctx, t) {
                    Some(Sk::I(_)) => RegClass::Gpr,
                    _ => RegClass::Vec,
                };
                let kind = match class {
                    RegClass::Gpr => MemKind::I64,
                    RegClass::Vec => MemKind::V256,
                };
                let reg = self.b.load(kind, addr);
                let v = self.result_val(op, t, reg)?;
                self.set(op, i, v);
            }
            return Ok(());
        }
        let ret = match fi.results.first() {
            None => None,
            Some(&t) => Some(match types::scalar_kind(ctx, t) {
                Some(s) => types::class_of(s),
                None => {
                    return Err(unsupported(
                        ctx,
                        op,
                        format!("results of type {}", super::type_str(ctx, t)),
                    ))
                }
            }),
        };
        let r = self.b.call_with_vectors(target, args, vector_args, ret);
        if let (Some(&t), Some(r)) = (fi.results.first(), r) {
            let v = self.result_val(op, t, r)?;
            self.set(op, 0, v);
        }
        Ok(())
    }

    /// The value of a call result of type `t` arriving in `reg` (masks at
    /// their default lane width, as `abi_reg` passes them).
    fn result_val(&self, op: Operation, t: ods::ir::Type, reg: VReg) -> super::LResult<Val> {
        let ctx = self.ctx;
        if let Some(s) = types::scalar_kind(ctx, t) {
            return Ok(match s {
                Sk::I(bits) => Val::Int { reg, bits },
                _ => Val::Float {
                    reg,
                    ty: s.fty().expect("float"),
                },
            });
        }
        match types::vector_kind(ctx, t) {
            Some((Sk::I(1), lanes)) => Ok(Val::Mask {
                reg,
                lanes,
                lane_bits: types::default_mask_bits(lanes),
            }),
            Some((elem, lanes)) => Ok(Val::Vector { reg, elem, lanes }),
            None => Err(unsupported(
                ctx,
                op,
                format!("results of type {}", super::type_str(ctx, t)),
            )),
        }
    }

    pub(crate) fn lower_assert(&mut self, op: Operation) -> LResult<()> {
        let ctx = self.ctx;
        let c = self.operand(op, 0)?;
        let c = self.bool_reg(op, &c)?;
        let msg = ctx
            .attr(op, "msg")
            .and_then(|a| match ctx.attr_kind(a) {
                ods::ir::AttrKind::String { value, .. } => Some(ctx.str(*value).to_vec()),
                _ => None,
            })
            .unwrap_or_default();
        let fail = self.b.new_block();
        let cont = self.b.new_block();
        self.b
            .br(IntCC::Ne, Width::W64, c, GSrc::Imm(0), cont, fail);
        self.start(fail);
        let p = self.cstring(&msg);
        self.call_rt("_ods_assert_fail", vec![p]);
        self.b.jmp(cont);
        self.start(cont);
        Ok(())
    }

    /// Prints one scalar as `vector.print` does (floats `%g`, `i1`
    /// zero-extended, `index` and unsigned integers zero-extended through
    /// printU64, other integers sign-extended through printI64).
    pub(crate) fn print_scalar(&mut self, v: &Val, unsigned: bool) {
        match v {
            Val::Float { reg, ty } => {
                let f = if *ty == FTy::F32 {
                    "printF32"
                } else {
                    "printF64"
                };
                self.call_rt(f, vec![*reg]);
            }
            Val::Int { reg, bits } => {
                let r = if *bits == 1 {
                    self.norm_i1(*reg)
                } else if *bits < 64 {
                    let d = self.b.gpr();
                    let from = types::width(*bits).expect("width");
                    self.b.push(Inst::Ext {
                        signed: !unsigned,
                        from,
                        dst: d,
                        src: *reg,
                    });
                    d
                } else {
                    *reg
                };
                let f = if unsigned && *bits > 1 {
                    "printU64"
                } else {
                    "printI64"
                };
                self.call_rt(f, vec![r]);
            }
            _ => {}
        }
    }

    /// Prints a scalar element loaded from memory at `addr`.
    pub(crate) fn print_elem_at(&mut self, e: Sk, addr: Addr, unsigned: bool) {
        let v = match e {
            Sk::F16 | Sk::BF16 => Val::Float {
                reg: self.load_half(e, addr),
                ty: FTy::F32,
            },
            Sk::F32 | Sk::F64 => {
                let k = if e == Sk::F32 {
                    MemKind::F32
                } else {
                    MemKind::F64
                };
                Val::Float {
                    reg: self.b.load(k, addr),
                    ty: e.fty().expect("float"),
                }
            }
            Sk::I(bits) => {
                let k = match (bits, unsigned) {
                    (1 | 8, false) => MemKind::S8,
                    (1 | 8, true) => MemKind::U8,
                    (16, false) => MemKind::S16,
                    (16, true) => MemKind::U16,
                    (32, false) => MemKind::S32,
                    (32, true) => MemKind::U32,
                    _ => MemKind::I64,
                };
                Val::Int {
                    reg: self.b.load(k, addr),
                    bits: 64,
                }
            }
        };
        self.print_scalar(&v, unsigned);
    }
}
