//! Calls: `func.call` to local functions and to runtime symbols (the
//! runner utils of [`crate::runner_utils`] plus the allocation and copy
//! helpers below), `cf.assert`, and `vector.print`.
//!
//! Arguments are expanded as MLIR's `--convert-func-to-llvm` does without
//! `llvm.emit_c_interface`: a ranked memref is `3 + 2·rank` words, an
//! unranked one (`memref<*xT>`, for `printMemrefF32` & co.) is the rank and
//! a pointer to a descriptor built on the stack. An external declaration
//! with `llvm.emit_c_interface` is called as `_mlir_ciface_<name>`, each
//! memref argument a pointer to its descriptor on the stack (an unranked
//! one a pointer to `{rank, descriptor*}`), as MLIR's C-interface wrappers
//! take them. Calls of runtime functions are checked against the types the
//! function takes ([`crate::runner_utils::signature`]).
//!
//! `func.constant` gives a function's address (a rip-relative `lea` of a
//! module function, the address of a runtime symbol), `func.call_indirect`
//! calls through it with the ABI of module functions.

use super::types::{self, Sk, Val};
use super::{invalid, unsupported, FnLower, LResult, LowerError};
use crate::mir::*;
use ods::ir::{Operation, TypeKind};

/// `_ods_alloc(bytes, align)`: a zeroed block aligned to `align` (a power
/// of two ≥ 16), freed by `_ods_free`; the C library's pointer is kept in
/// the word before the block. From the C library's `calloc`, as MLIR's
/// lowering allocates from `malloc` (over-allocating by the alignment):
/// consecutive blocks then land at staggered offsets within a 4 KiB page,
/// where a size-class allocator puts equal-sized arrays an exact multiple
/// of 4 KiB apart, and every load after a store to the other array waits
/// on a false store-forwarding match (4K aliasing: the f2i benchmark ran
/// 30% slower).
extern "sysv64" fn ods_alloc(bytes: i64, align: i64) -> *mut u8 {
    let align = (align.max(16) as usize).next_power_of_two();
    let Some(size) = (bytes.max(0) as usize).checked_add(align + 16) else {
        return std::ptr::null_mut();
    };
    // SAFETY: plain C allocation; null is handled.
    let base = unsafe { libc::calloc(1, size) } as *mut u8;
    if base.is_null() {
        return base;
    }
    // The first `align`-aligned address at least 8 bytes in: at most
    // `align + 7` bytes in, so `bytes` more fit in `size`.
    let off = (base as usize + 8).next_multiple_of(align) - base as usize;
    // SAFETY: `off + bytes ≤ size` (above), and the header word at `off - 8`
    // is inside the block.
    unsafe {
        let p = base.add(off);
        (p as *mut *mut u8).sub(1).write_unaligned(base);
        p
    }
}

/// `_ods_free(p)` for a pointer from `_ods_alloc` (null: nothing).
extern "sysv64" fn ods_free(p: *mut u8) {
    if p.is_null() {
        return;
    }
    // SAFETY: `p` came from `ods_alloc` (the IR's contract: `memref.dealloc`
    // of an allocated memref), whose header word precedes it.
    unsafe {
        let base = (p as *mut *mut u8).sub(1).read_unaligned();
        libc::free(base as *mut libc::c_void);
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

/// How a call passes its arguments.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum CallKind {
    /// A function of the module (or a function pointer): vectors in
    /// registers, several or vector results through a buffer.
    Local,
    /// A runtime function, memrefs expanded (`--convert-func-to-llvm`
    /// without `llvm.emit_c_interface`).
    External,
    /// A runtime function's `_mlir_ciface_` form: each memref passed as a
    /// pointer to its descriptor (an unranked one as a pointer to
    /// `{rank, descriptor*}`).
    CInterface,
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

    /// The symbol an attribute names (`@name`).
    fn symbol_attr(&self, op: Operation, attr: &str) -> Option<String> {
        let ctx = self.ctx;
        ctx.attr(op, attr).and_then(|a| match ctx.attr_kind(a) {
            ods::ir::AttrKind::SymbolRef { root, .. } => {
                Some(String::from_utf8_lossy(ctx.str(*root)).into_owned())
            }
            _ => None,
        })
    }

    /// The module function `name` (declared or defined).
    fn func_info(&self, op: Operation, name: &str) -> LResult<super::FuncInfo> {
        self.info
            .funcs
            .get(name)
            .cloned()
            .ok_or_else(|| invalid(self.ctx, op, format!("no function '@{name}'")))
    }

    /// The symbol a call of the external function `name` goes to: the
    /// name, or `_mlir_ciface_<name>` for an `llvm.emit_c_interface`
    /// declaration (as `--convert-func-to-llvm` emits it); it must be a
    /// runtime function, declared with the type it has.
    fn external_symbol(
        &self,
        op: Operation,
        name: &str,
        fi: &super::FuncInfo,
        c_interface: bool,
    ) -> LResult<String> {
        let ctx = self.ctx;
        let symbol = if c_interface {
            format!("_mlir_ciface_{name}")
        } else {
            name.to_string()
        };
        if !self.info.symbols.contains_key(&symbol) {
            return Err(LowerError::UnknownExternal {
                name: symbol,
                loc: super::loc_string(ctx, op),
            });
        }
        if let Some(sig) = crate::runner_utils::signature(&symbol) {
            if !self.matches_runtime_sig(&fi.inputs, &fi.results, sig) {
                let list = |ts: &[ods::ir::Type]| {
                    ts.iter()
                        .map(|&t| super::type_str(ctx, t))
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                return Err(invalid(
                    ctx,
                    op,
                    format!(
                        "'@{name}' is declared as ({}) -> ({}), but the runtime function \
                         '{symbol}' takes {}",
                        list(&fi.inputs),
                        list(&fi.results),
                        crate::runner_utils::signature_string(sig)
                    ),
                ));
            }
        }
        Ok(symbol)
    }

    /// Whether declared parameter and result types fit a runtime
    /// function's signature.
    fn matches_runtime_sig(
        &self,
        inputs: &[ods::ir::Type],
        results: &[ods::ir::Type],
        sig: &crate::runner_utils::RtSig,
    ) -> bool {
        use crate::runner_utils::{MemrefElem as E, RtType};
        let ctx = self.ctx;
        let elem_ok = |t: ods::ir::Type, e: E| {
            let want = match e {
                E::I8 => Sk::I(8),
                E::I16 => Sk::I(16),
                E::I32 => Sk::I(32),
                E::I64 | E::Ind => Sk::I(64),
                E::F16 => Sk::F16,
                E::BF16 => Sk::BF16,
                E::F32 => Sk::F32,
                E::F64 => Sk::F64,
            };
            types::scalar_kind(ctx, t) == Some(want)
        };
        let fits = |t: ods::ir::Type, w: &RtType| match w {
            RtType::I64 => types::scalar_kind(ctx, t) == Some(Sk::I(64)),
            RtType::F32 => types::scalar_kind(ctx, t) == Some(Sk::F32),
            RtType::F64 => types::scalar_kind(ctx, t) == Some(Sk::F64),
            RtType::Unranked(e) => match ctx.type_kind(t) {
                TypeKind::UnrankedMemRef { elem, .. } => elem_ok(*elem, *e),
                _ => false,
            },
            RtType::Ranked(e, r) => match ctx.type_kind(t) {
                TypeKind::MemRef { shape, elem, .. } => {
                    shape.len() == *r as usize && elem_ok(*elem, *e)
                }
                _ => false,
            },
        };
        inputs.len() == sig.0.len()
            && inputs.iter().zip(&sig.0).all(|(&t, w)| fits(t, w))
            && match (results, &sig.1) {
                ([], None) => true,
                ([t], Some(w)) => fits(*t, w),
                _ => false,
            }
    }

    pub(crate) fn lower_call(&mut self, op: Operation) -> LResult<()> {
        let ctx = self.ctx;
        let callee = self
            .symbol_attr(op, "callee")
            .ok_or_else(|| invalid(ctx, op, "no callee"))?;
        let fi = self.func_info(op, &callee)?;
        let target = if fi.external {
            Callee::Extern(self.external_symbol(op, &callee, &fi, fi.c_interface)?)
        } else {
            Callee::Local(callee.clone())
        };
        let kind = match (fi.external, fi.c_interface) {
            (false, _) => CallKind::Local,
            (true, false) => CallKind::External,
            (true, true) => CallKind::CInterface,
        };
        self.emit_call(op, target, kind, &fi.inputs, &fi.results, 0)
    }

    /// `func.constant @f`: the address of a function of the module, or of
    /// the runtime symbol an external declaration names (MLIR takes the
    /// address of the declared symbol itself, not of its C interface).
    pub(crate) fn lower_func_constant(&mut self, op: Operation) -> LResult<()> {
        let ctx = self.ctx;
        let name = self
            .symbol_attr(op, "value")
            .ok_or_else(|| invalid(ctx, op, "no function"))?;
        let fi = self.func_info(op, &name)?;
        let reg = if fi.external {
            let symbol = self.external_symbol(op, &name, &fi, false)?;
            if super::results_via_buffer(ctx, &fi.results) {
                return Err(unsupported(
                    ctx,
                    op,
                    "the address of an external function with several or vector results",
                ));
            }
            let dst = self.b.gpr();
            self.b.push(Inst::SymAddr {
                dst,
                sym: Sym::Runtime(symbol),
            });
            dst
        } else {
            let dst = self.b.gpr();
            self.b.push(Inst::FuncAddr { dst, func: name });
            dst
        };
        self.set(op, 0, Val::Int { reg, bits: 64 });
        Ok(())
    }

    /// `func.call_indirect %f(args)`: a call through the function pointer
    /// `%f`, with the ABI of a call of a module function (a runtime
    /// function's address, from `func.constant`, takes the same scalar and
    /// memref arguments).
    pub(crate) fn lower_call_indirect(&mut self, op: Operation) -> LResult<()> {
        let ctx = self.ctx;
        let fty = ctx.value_type(ctx.operand(op, 0));
        let TypeKind::Function { inputs, results } = ctx.type_kind(fty).clone() else {
            return Err(invalid(ctx, op, "the callee is not of function type"));
        };
        let Val::Int { reg, .. } = self.operand(op, 0)? else {
            return Err(invalid(ctx, op, "the callee is not a function value"));
        };
        self.emit_call(op, Callee::Reg(reg), CallKind::Local, &inputs, &results, 1)
    }

    /// A call of `target` (parameter types `inputs`, results `results`)
    /// with the operands of `op` from `first` on as arguments; sets the
    /// results of `op`.
    fn emit_call(
        &mut self,
        op: Operation,
        target: Callee,
        kind: CallKind,
        inputs: &[ods::ir::Type],
        results: &[ods::ir::Type],
        first: usize,
    ) -> LResult<()> {
        let ctx = self.ctx;
        let external = kind != CallKind::Local;
        let multi = super::results_via_buffer(ctx, results);
        if multi && external {
            return Err(unsupported(
                ctx,
                op,
                "calls of external functions with several or vector results",
            ));
        }
        if inputs.len() + first != ctx.num_operands(op) || results.len() != ctx.num_results(op) {
            return Err(invalid(ctx, op, "argument count mismatch"));
        }
        let (mut args, mut vector_args) = (Vec::new(), Vec::new());
        for (i, &pty) in inputs.iter().enumerate() {
            let v = self.operand(op, first + i)?;
            let unranked = matches!(ctx.type_kind(pty), TypeKind::UnrankedMemRef { .. });
            match &v {
                Val::MemRef(d) if unranked => {
                    // `{rank, descriptor*}`: expanded, or (C interface)
                    // by pointer
                    let slot = self.desc_to_stack(d);
                    let rank = self.b.iconst(d.sizes.len() as i64);
                    let p = self.b.gpr();
                    self.b.push(Inst::Lea {
                        dst: p,
                        addr: Addr::slot(slot, 0),
                    });
                    if kind == CallKind::CInterface {
                        let u = self.b.stack_slot(16, 8);
                        self.b.store(MemKind::I64, rank, Addr::slot(u, 0));
                        self.b.store(MemKind::I64, p, Addr::slot(u, 8));
                        let q = self.b.gpr();
                        self.b.push(Inst::Lea {
                            dst: q,
                            addr: Addr::slot(u, 0),
                        });
                        args.push(q);
                    } else {
                        args.push(rank);
                        args.push(p);
                    }
                }
                Val::MemRef(d) if kind == CallKind::CInterface => {
                    // a pointer to the descriptor
                    let slot = self.desc_to_stack(d);
                    let p = self.b.gpr();
                    self.b.push(Inst::Lea {
                        dst: p,
                        addr: Addr::slot(slot, 0),
                    });
                    args.push(p);
                }
                Val::MemRef(d) => {
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
                Val::Int { .. } | Val::Float { .. } => args.push(v.regs()[0]),
                Val::Vector { .. } | Val::Mask { .. } if !external => {
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
            let slot = self.b.stack_slot(32 * results.len() as u32, 32);
            let p = self.b.gpr();
            self.b.push(Inst::Lea {
                dst: p,
                addr: Addr::slot(slot, 0),
            });
            args.push(p);
            self.b.call_with_vectors(target, args, vector_args, None);
            for (i, &t) in results.iter().enumerate() {
                let addr = Addr::slot(slot, 32 * i as i32);
                let class = match types::scalar_kind(ctx, t) {
                    Some(Sk::I(_)) => RegClass::Gpr,
                    None if types::is_function(ctx, t) => RegClass::Gpr,
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
        let ret = match results.first() {
            None => None,
            Some(&t) => Some(match types::scalar_kind(ctx, t) {
                Some(s) => types::class_of(s),
                None if types::is_function(ctx, t) => RegClass::Gpr,
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
        if let (Some(&t), Some(r)) = (results.first(), r) {
            let v = self.result_val(op, t, r)?;
            self.set(op, 0, v);
        }
        Ok(())
    }

    /// The value of a call result of type `t` arriving in `reg` (masks at
    /// their default lane width, as `abi_reg` passes them).
    fn result_val(&self, op: Operation, t: ods::ir::Type, reg: VReg) -> super::LResult<Val> {
        let ctx = self.ctx;
        if types::is_function(ctx, t) {
            return Ok(Val::Int { reg, bits: 64 });
        }
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
                lane_bits: self.mask_lane_bits(lanes),
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
