//! Lowering of our IR (func/scf/cf/arith/ub/memref/vector in the "native"
//! form: 1-D vectors of at most 256 bits) to MIR, and the JIT entry point.
//!
//! One concept per module: [`types`] (value representation, ABI),
//! [`arith`] (scalar and elementwise vector arith), [`vector`] (vector
//! ops), [`control`] (func/scf/cf → blocks), [`memref`] (descriptors and
//! addressing), [`calls`] (calls, runtime symbols, `vector.print`).
//!
//! Unsupported input is a [`LowerError`] naming the op and its location,
//! never a panic.

pub mod arith;
pub mod calls;
pub mod control;
pub mod memref;
pub mod structured;
pub mod types;
pub mod vector;
pub mod views;

use crate::mir::builder::FuncBuilder;
use crate::mir::{BlockId, Inst, Module, VReg};
use crate::runtime::{JitError, JitModule};
use hashbrown::{HashMap, HashSet};
use ods::ir::{Context, Operation, Type, TypeKind, Value};
use types::Val;

/// Options of [`compile_module`].
#[derive(Clone, Debug, Default)]
pub struct CompileOptions {
    /// Print the MIR of every function to stderr (debugging).
    pub dump_mir: bool,
    /// The machine to emit code for ([`compile_module`], which runs the
    /// code in this process, needs the host's).
    pub target: crate::isa::Target,
}

/// Why a module could not be lowered or compiled.
#[derive(Debug, thiserror::Error)]
pub enum LowerError {
    /// An op (or an op on these types) the lowering does not handle.
    #[error("{loc}: unsupported operation '{op}'{detail}")]
    Unsupported {
        op: String,
        loc: String,
        detail: String,
    },
    /// Malformed input the verifier would not catch (or an unverified module).
    #[error("{loc}: '{op}': {msg}")]
    Invalid {
        op: String,
        loc: String,
        msg: String,
    },
    /// A call to a function that is neither defined nor a runtime function.
    #[error("{loc}: call to unknown external function '{name}'")]
    UnknownExternal { name: String, loc: String },
    /// The vector lowering to the native form failed (unsupported vector
    /// code, e.g. scalable vectors); the diagnostics carry locations.
    #[error("{}", .0.first().map(|d| d.to_string()).unwrap_or_default())]
    VectorLowering(Vec<ods::diag::Diagnostic>),
    /// The MIR produced violates the contract (a lowering bug).
    #[error("internal error: invalid machine IR: {0}")]
    Mir(String),
    /// Emission or the JIT runtime failed.
    #[error(transparent)]
    Jit(#[from] JitError),
}

/// A compiled module: the JIT code (which owns its globals' memory).
pub struct Compiled {
    pub jit: JitModule,
}

impl std::fmt::Debug for Compiled {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.jit.fmt(f)
    }
}

/// The result of [`lower_module`]: the MIR (with the globals' initial
/// contents in [`Module::data`]).
pub struct Lowered {
    pub mir: Module,
}

/// "file:line:col" of an op (or "unknown location").
pub fn loc_string(ctx: &Context, op: Operation) -> String {
    fn file_loc(ctx: &Context, loc: ods::ir::Attribute) -> Option<String> {
        use ods::ir::AttrKind;
        match ctx.attr_kind(loc) {
            AttrKind::FileLineColRange {
                file,
                start_line,
                start_col,
                ..
            } => Some(format!(
                "{}:{start_line}:{start_col}",
                String::from_utf8_lossy(ctx.str(*file))
            )),
            AttrKind::NameLoc { child, .. } => file_loc(ctx, *child),
            AttrKind::CallSiteLoc { callee, .. } => file_loc(ctx, *callee),
            AttrKind::FusedLoc { locs, .. } => locs.iter().find_map(|l| file_loc(ctx, *l)),
            _ => None,
        }
    }
    file_loc(ctx, ctx.op_loc(op)).unwrap_or_else(|| "unknown location".into())
}

pub(crate) fn op_name(ctx: &Context, op: Operation) -> &str {
    ctx.op_name_text(ctx.op_name_of(op))
}

pub(crate) fn unsupported(ctx: &Context, op: Operation, detail: impl Into<String>) -> LowerError {
    let d = detail.into();
    LowerError::Unsupported {
        op: op_name(ctx, op).to_string(),
        loc: loc_string(ctx, op),
        detail: if d.is_empty() { d } else { format!(" ({d})") },
    }
}

pub(crate) fn invalid(ctx: &Context, op: Operation, msg: impl Into<String>) -> LowerError {
    LowerError::Invalid {
        op: op_name(ctx, op).to_string(),
        loc: loc_string(ctx, op),
        msg: msg.into(),
    }
}

pub(crate) type LResult<T> = Result<T, LowerError>;

/// A function of the module: its type and whether it has a body.
#[derive(Clone)]
pub(crate) struct FuncInfo {
    pub inputs: Vec<Type>,
    pub results: Vec<Type>,
    pub external: bool,
    /// `llvm.emit_c_interface` on an external declaration: calls go to
    /// `_mlir_ciface_<name>` with memrefs passed by pointer.
    pub c_interface: bool,
}

/// Module-level facts every function lowering sees.
pub(crate) struct ModuleInfo<'s> {
    pub funcs: HashMap<String, FuncInfo>,
    /// `memref.global` name → its index in [`Module::data`].
    pub globals: HashMap<String, u32>,
    /// The external functions calls may name (the runner utils and the
    /// helpers; only the names matter here, the loader resolves them).
    pub symbols: &'s HashMap<String, usize>,
    /// The machine the code is for.
    pub target: crate::isa::Target,
}

/// The runtime functions the lowering itself calls (`_ods_alloc` & co.),
/// with their addresses in this process.
pub fn runtime_helpers() -> Vec<(&'static str, usize)> {
    calls::extra_symbols()
}

fn string_attr(ctx: &Context, a: ods::ir::Attribute) -> Option<String> {
    match ctx.attr_kind(a) {
        ods::ir::AttrKind::String { value, .. } => {
            Some(String::from_utf8_lossy(ctx.str(*value)).into_owned())
        }
        _ => None,
    }
}

pub(crate) fn sym_name(ctx: &Context, op: Operation) -> Option<String> {
    ctx.attr(op, "sym_name").and_then(|a| string_attr(ctx, a))
}

/// Lowers every `func.func` with a body to MIR.
///
/// The input must be in the native vector form (see the crate README).
pub fn lower_module(
    ctx: &Context,
    module: Operation,
    opts: &CompileOptions,
) -> Result<Lowered, LowerError> {
    let mut mir = Module::default();
    let syms = crate::runtime::default_symbols();
    let mut funcs = Vec::new();
    mir.data = lower_module_each(ctx, module, syms, opts, &mut |f| funcs.push(f))?;
    mir.funcs = funcs;
    for f in &mir.funcs {
        f.validate().map_err(|e| LowerError::Mir(e.0))?;
    }
    Ok(Lowered { mir })
}

/// [`lower_module`], handing each function's MIR to `sink` as soon as it
/// is lowered (in module order); returns the globals' initial contents.
fn lower_module_each(
    ctx: &Context,
    module: Operation,
    symbols: &HashMap<String, usize>,
    opts: &CompileOptions,
    sink: &mut dyn FnMut(crate::mir::Func),
) -> Result<Vec<crate::mir::DataBlock>, LowerError> {
    let mut info = ModuleInfo {
        funcs: HashMap::new(),
        globals: HashMap::new(),
        symbols,
        target: opts.target,
    };
    let mut globals = Vec::new();
    let mut funcs = Vec::new();
    for region in ctx.regions(module) {
        for block in ctx.region_blocks(region) {
            for op in ctx.block_ops(block) {
                match op_name(ctx, op) {
                    dialects::func::FuncOp::NAME => {
                        let name = sym_name(ctx, op).ok_or_else(|| invalid(ctx, op, "no name"))?;
                        let fty = ctx
                            .attr(op, "function_type")
                            .and_then(|a| match ctx.attr_kind(a) {
                                ods::ir::AttrKind::Type(t) => Some(*t),
                                _ => None,
                            })
                            .ok_or_else(|| invalid(ctx, op, "no function_type"))?;
                        let TypeKind::Function { inputs, results } = ctx.type_kind(fty).clone()
                        else {
                            return Err(invalid(ctx, op, "function_type is not a function type"));
                        };
                        let external = ctx.region_is_empty(ctx.region(op, 0));
                        let c_interface =
                            external && ctx.attr(op, "llvm.emit_c_interface").is_some();
                        info.funcs.insert(
                            name,
                            FuncInfo {
                                inputs: inputs.to_vec(),
                                results: results.to_vec(),
                                external,
                                c_interface,
                            },
                        );
                        if !external {
                            funcs.push(op);
                        }
                    }
                    dialects::memref::GlobalOp::NAME => {
                        let (name, data) = memref::global_storage(ctx, op)?;
                        info.globals.insert(name, globals.len() as u32);
                        globals.push(data);
                    }
                    _ => {}
                }
            }
        }
    }
    for f in funcs {
        sink(control::lower_func(ctx, &info, f)?);
    }
    Ok(globals)
}

/// Lowers `module` to MIR and compiles it: first the vector code is brought
/// to the native 1-D form (`dialects::vector::lowering::lower_to_native`,
/// which rewrites `module` in place), then translated to MIR.
///
/// # Safety
/// The compiled code does what the IR says, with MLIR's semantics: IR that
/// accesses memory out of bounds (loads/stores past a memref's sizes,
/// descriptors passed with wrong sizes, `memref.dealloc` twice, ...) is
/// undefined behaviour in MLIR and makes the JIT code read or write
/// arbitrary memory of this process. Only compile IR you trust to be
/// in bounds (or that the interpreter ran without an `Undefined` error).
pub unsafe fn compile_module(
    ctx: &mut Context,
    module: Operation,
    opts: &CompileOptions,
) -> Result<Compiled, LowerError> {
    check_runs_here(opts)?;
    let e = emit_module(ctx, module, opts)?;
    // SAFETY: the lowering only emits accesses the IR performs (the
    // caller's contract above) and calls runtime symbols with their
    // declared signatures.
    let jit = unsafe {
        JitModule::link(
            e.code,
            &e.data,
            e.signatures,
            crate::runtime::default_symbols(),
        )?
    };
    Ok(Compiled { jit })
}

/// Code for `opts.target` can run in this process: the host's target, and
/// the CPU has the features the code uses.
fn check_runs_here(opts: &CompileOptions) -> Result<(), LowerError> {
    if crate::isa::Target::host() != Some(opts.target) {
        return Err(LowerError::Jit(JitError::UnsupportedCpu(format!(
            "code for {} cannot run in this process (run it in an executor)",
            opts.target.name()
        ))));
    }
    crate::runtime::check_cpu()?;
    Ok(())
}

/// [`compile_module`] with host functions the module may call besides the
/// runtime's (MLIR's `ExecutionEngine::registerSymbols`): a `func.func
/// private @name(...)` declaration of the module calls the address given
/// for `name`, with the C calling convention of the host and the
/// declaration's signature (scalars and memrefs as `--convert-func-to-llvm`
/// passes them). A name that is also a runtime function refers to the host
/// function.
///
/// # Safety
/// As [`compile_module`]; additionally every address must be an
/// `extern "C"` function whose signature is the one the module declares
/// for its name, and it must stay valid while the compiled code runs.
pub unsafe fn compile_module_with_symbols(
    ctx: &mut Context,
    module: Operation,
    opts: &CompileOptions,
    host_functions: &[(&str, usize)],
) -> Result<Compiled, LowerError> {
    check_runs_here(opts)?;
    let mut symbols = crate::runtime::default_symbols().clone();
    symbols.extend(host_functions.iter().map(|&(n, a)| (n.to_string(), a)));
    let e = emit_module_with_symbols(ctx, module, opts, &symbols)?;
    // SAFETY: as in `compile_module`, and the host functions have the
    // signatures the module declares (the caller's contract).
    let jit = unsafe { JitModule::link(e.code, &e.data, e.signatures, &symbols)? };
    Ok(Compiled { jit })
}

/// A module compiled to machine code, not yet loaded anywhere: what
/// [`compile_module`] links into this process, or what an executor
/// ([`crate::executor`]) loads into another.
pub struct Emitted {
    pub code: crate::isa::Code,
    /// The globals' initial contents.
    pub data: Vec<crate::mir::DataBlock>,
    /// Every function's name and signature.
    pub signatures: Vec<(String, crate::mir::Signature)>,
}

/// Lowers `module` (vector code first brought to the native form) and
/// emits it, without loading it. Safe: nothing runs.
pub fn emit_module(
    ctx: &mut Context,
    module: Operation,
    opts: &CompileOptions,
) -> Result<Emitted, LowerError> {
    emit_module_with_symbols(ctx, module, opts, crate::runtime::default_symbols())
}

/// [`emit_module`], resolving calls to external functions in `syms`.
fn emit_module_with_symbols(
    ctx: &mut Context,
    module: Operation,
    opts: &CompileOptions,
    syms: &HashMap<String, usize>,
) -> Result<Emitted, LowerError> {
    dialects::vector::lowering::lower_to_native(ctx, module, opts.target.vector_target())
        .map_err(LowerError::VectorLowering)?;
    let ctx: &Context = ctx;
    // Each function is allocated and emitted as soon as it is lowered,
    // while its MIR is still in cache. (A second thread for the emission
    // was tried: starting it cost more than it overlapped, for a JIT whose
    // whole compile is a millisecond.) The lowering's errors come first, as
    // when the phases ran one after the other.
    let mut e = crate::isa::ModuleEmitter::new(opts.target, Default::default());
    let mut signatures = Vec::new();
    let mut emitted = Ok(());
    let globals = lower_module_each(ctx, module, syms, opts, &mut |f| {
        if opts.dump_mir {
            eprintln!("{}", crate::mir::print::dump(&f));
        }
        if emitted.is_ok() {
            emitted = e.add(&f);
        }
        signatures.push((f.name, f.sig));
    });
    let data = globals?;
    let code = emitted
        .and_then(|()| e.finish())
        .map_err(|e| JitError::Compile(e.0))?;
    Ok(Emitted {
        code,
        data,
        signatures,
    })
}

impl FnLower<'_> {
    /// The lane width of a mask of `lanes` made by this lowering (see
    /// [`types::default_mask_bits`]): it fills the target's register.
    pub(crate) fn mask_lane_bits(&self, lanes: u32) -> u32 {
        types::default_mask_bits(lanes, self.info.target.vector_bits())
    }
}

/// Whether a function returns `results` through a caller-provided buffer
/// (several results, or a vector result) rather than in a register.
pub(crate) fn results_via_buffer(ctx: &Context, results: &[Type]) -> bool {
    results.len() > 1
        || results
            .iter()
            .any(|&t| types::vector_kind(ctx, t).is_some())
}

/// State of one function's lowering.
pub(crate) struct FnLower<'a> {
    pub ctx: &'a Context,
    pub info: &'a ModuleInfo<'a>,
    pub b: FuncBuilder,
    pub vals: HashMap<Value, Val>,
    /// Integer values known at compile time (from `arith.constant`).
    pub consts: HashMap<Value, i64>,
    /// GPR vregs known to hold exactly 0 or 1.
    pub normalized: HashSet<VReg>,
    /// Blocks in the order they were started (the layout).
    pub order: Vec<BlockId>,
    pub placed: HashSet<BlockId>,
    /// The function's single result type, if any.
    pub ret: Option<crate::mir::AbiType>,
    pub scratch: Option<crate::mir::SlotId>,
    /// GPR vregs known to equal another vreg plus a constant (folded into
    /// address displacements: `%i1 = addi %i, 8` and unrolled induction
    /// variables).
    pub derived: HashMap<VReg, (VReg, i64)>,
    /// Address index computations (terms index × stride → register) valid
    /// in the current straight-line code: cleared when a new block starts,
    /// entries dropped when one of their registers is reassigned.
    pub addr_cache: HashMap<Vec<(VReg, types::Dim)>, VReg>,
    /// The `scf.for` loops being lowered, innermost last (strength
    /// reduction of addresses affine in the induction variable).
    pub loops: Vec<LoopSr>,
    /// A function with several results stores them through this pointer
    /// (its hidden last argument), one 32-byte slot per result.
    pub ret_buf: Option<VReg>,
    /// In the speculative copy of a loop (`control::lower_for`): vector
    /// `fptosi` truncates as x86 does and keeps the lane-wise signed
    /// minimum of its results in these registers instead of checking them
    /// (x86 gives 0x80000000, the least i32, for every lane that
    /// overflowed, so the minimum is that exactly when one did). The
    /// conversions take the registers in turn, so the unrolled copies of a
    /// body do not wait on one chain of minimums (a single chain halved
    /// the f2i benchmark's rate).
    pub sticky_fptosi: Option<(Vec<VReg>, usize)>,
}

/// Strength reduction state of one `scf.for` being lowered: addresses
/// `aligned + (rest + iv*stride)*eb` with `rest`, `aligned` and `stride`
/// loop-invariant become a pointer register kept equal to that address for
/// the current `iv`: set in the preheader, advanced wherever `iv` is.
pub struct LoopSr {
    pub iv: VReg,
    /// Vregs numbered below this existed before the loop.
    pub first: u32,
    /// Vregs assigned inside the loop although created before it (the
    /// loop-carried values).
    pub carried: Vec<VReg>,
    /// The block ending in the loop's first branch (before its terminator
    /// the pointers are initialized).
    pub pre: BlockId,
    /// The constant step, or the (invariant) step register.
    pub step: Result<i64, VReg>,
    /// Copies of the body in the unrolled main loop.
    pub unroll: i64,
    pub ptrs: Vec<SrPtr>,
}

/// One strength-reduced address pointer.
pub struct SrPtr {
    pub aligned: VReg,
    /// The loop-invariant index terms (index × stride).
    pub rest: Vec<(VReg, types::Dim)>,
    /// The stride of the induction variable.
    pub stride: types::Dim,
    pub eb: i64,
    pub ptr: VReg,
}

use types::Sk;

impl<'a> FnLower<'a> {
    pub fn val(&self, op: Operation, v: Value) -> LResult<Val> {
        self.vals
            .get(&v)
            .cloned()
            .ok_or_else(|| invalid(self.ctx, op, "use of a value that was not lowered"))
    }
    pub fn operand(&self, op: Operation, i: usize) -> LResult<Val> {
        self.val(op, self.ctx.operand(op, i))
    }
    pub fn set(&mut self, op: Operation, i: usize, v: Val) {
        let r = self.ctx.result(op, i);
        self.vals.insert(r, v);
    }
    pub fn const_of(&self, op: Operation, i: usize) -> Option<i64> {
        self.consts.get(&self.ctx.operand(op, i)).copied()
    }

    /// Starts emitting into `b` (placing it after the blocks started so far).
    pub fn start(&mut self, b: BlockId) {
        self.addr_cache.clear();
        self.start_continuation(b);
    }

    /// Starts `b`, which is only reached by falling through from the code
    /// just emitted (keeps the address cache).
    pub fn start_continuation(&mut self, b: BlockId) {
        if self.placed.insert(b) {
            self.order.push(b);
        }
        self.b.switch_to(b);
    }

    /// Forgets cached computations that read `r` (about to be reassigned).
    pub fn invalidate(&mut self, r: VReg) {
        self.addr_cache
            .retain(|k, _| !k.iter().any(|&(x, d)| x == r || d == types::Dim::Dyn(r)));
    }

    /// A 32-byte scratch stack slot (element access of vectors).
    pub fn scratch_slot(&mut self) -> crate::mir::SlotId {
        if let Some(s) = self.scratch {
            return s;
        }
        let s = self.b.stack_slot(64, 32);
        self.scratch = Some(s);
        s
    }

    /// Copies `srcs` into `dsts` as a parallel assignment.
    pub fn assign(&mut self, dsts: &[Val], srcs: &[Val]) {
        let mut pairs: Vec<(VReg, VReg)> = Vec::new();
        let mut imms: Vec<(VReg, i64)> = Vec::new();
        for (d, s) in dsts.iter().zip(srcs) {
            match (d, s) {
                (Val::MemRef(dd), Val::MemRef(sd)) => {
                    pairs.push((dd.allocated, sd.allocated));
                    pairs.push((dd.aligned, sd.aligned));
                    let parts = std::iter::once((&dd.offset, &sd.offset))
                        .chain(dd.sizes.iter().zip(&sd.sizes))
                        .chain(dd.strides.iter().zip(&sd.strides));
                    for (x, y) in parts {
                        if let types::Dim::Dyn(r) = x {
                            match y {
                                types::Dim::Dyn(q) => pairs.push((*r, *q)),
                                types::Dim::Static(c) => imms.push((*r, *c)),
                            }
                        }
                    }
                }
                _ => {
                    let (dr, sr) = (d.regs()[0], s.regs()[0]);
                    pairs.push((dr, sr));
                }
            }
        }
        pairs.retain(|(d, s)| d != s);
        for &(d, _) in &pairs {
            self.invalidate(d);
        }
        for &(d, _) in &imms {
            self.invalidate(d);
        }
        let dset: HashSet<VReg> = pairs.iter().map(|p| p.0).collect();
        let conflict = pairs.iter().any(|(_, s)| dset.contains(s));
        if conflict {
            let tmps: Vec<VReg> = pairs
                .iter()
                .map(|&(_, s)| {
                    let c = self.b.func.class(s);
                    let t = self.b.new_vreg(c);
                    self.b.push(Inst::Mov { dst: t, src: s });
                    t
                })
                .collect();
            for (&(d, _), t) in pairs.iter().zip(tmps) {
                self.b.push(Inst::Mov { dst: d, src: t });
            }
        } else {
            for (d, s) in pairs {
                self.b.push(Inst::Mov { dst: d, src: s });
            }
        }
        for (d, c) in imms {
            self.b.push(Inst::MovImm { dst: d, imm: c });
        }
    }

    /// Fresh registers for a value of type `ty` (block arguments, results).
    pub fn fresh(&mut self, op: Operation, ty: Type) -> LResult<Val> {
        let ctx = self.ctx;
        if types::is_function(ctx, ty) {
            return Ok(Val::Int {
                reg: self.b.gpr(),
                bits: 64,
            });
        }
        if let Some(s) = types::scalar_kind(ctx, ty) {
            return Ok(match s {
                Sk::I(bits) => Val::Int {
                    reg: self.b.gpr(),
                    bits,
                },
                Sk::F16 | Sk::BF16 | Sk::F32 | Sk::F64 => Val::Float {
                    reg: self.b.vec(),
                    ty: s.fty().expect("float"),
                },
            });
        }
        if let Some((e, n)) = types::vector_kind(ctx, ty) {
            return Ok(if e == Sk::I(1) {
                Val::Mask {
                    reg: self.b.vec(),
                    lanes: n,
                    lane_bits: self.mask_lane_bits(n),
                }
            } else {
                Val::Vector {
                    reg: self.b.vec(),
                    elem: e,
                    lanes: n,
                }
            });
        }
        if let Some(m) = types::memref_kind(ctx, ty) {
            let dyn_or = |s: Option<i64>, b: &mut FuncBuilder| match s {
                Some(c) => types::Dim::Static(c),
                None => types::Dim::Dyn(b.gpr()),
            };
            let allocated = self.b.gpr();
            let aligned = self.b.gpr();
            let offset = dyn_or(m.offset, &mut self.b);
            let sizes = m
                .shape
                .iter()
                .map(|&d| dyn_or((d >= 0).then_some(d), &mut self.b))
                .collect();
            let strides = m.strides.iter().map(|&s| dyn_or(s, &mut self.b)).collect();
            return Ok(Val::MemRef(
                types::MemDesc {
                    elem: m.elem,
                    lanes: m.lanes,
                    allocated,
                    aligned,
                    offset,
                    sizes,
                    strides,
                }
                .into(),
            ));
        }
        Err(unsupported(
            ctx,
            op,
            format!("values of type {}", type_str(ctx, ty)),
        ))
    }
}

/// A type's textual form (for messages).
pub(crate) fn type_str(ctx: &Context, ty: Type) -> String {
    ods::asm::printer::print_type_local(ctx, ty)
}
