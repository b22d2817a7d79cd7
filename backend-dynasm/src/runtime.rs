//! The JIT runtime: executable memory per module, lookup by name, CPU
//! feature checks, and the typed call API.
//!
//! # Calling convention
//!
//! Functions use SysV x86-64 (`extern "sysv64"`) with MLIR's LLVM-lowering
//! conventions: a `memref<...xT>` argument of rank N is passed **expanded**,
//! as `3 + 2N` integer arguments — allocated pointer, aligned pointer,
//! offset, sizes\[N\], strides\[N\] — exactly what `--convert-func-to-llvm`
//! produces for a function without `llvm.emit_c_interface` (the fields of
//! MLIR's `StridedMemRefType<T, N>`). Arguments beyond the six integer / eight
//! vector registers go on the stack, so wide memref signatures work.
//!
//! # The `unsafe` boundary
//!
//! * [`JitModule::compile`] is `unsafe`: the caller promises that the MIR only
//!   touches memory it is given (within the bounds of its memref/pointer
//!   arguments, its own stack slots and constants) and only calls external
//!   symbols with their real signatures. The future lowering from MLIR is the
//!   trusted component that upholds this; everything after is safe.
//! * [`JitModule::get`] checks the Rust signature against the function's
//!   declared [`Signature`] and returns an error on mismatch.
//! * [`JitFn::call`] packs the arguments into 64-bit words and calls a
//!   per-function trampoline generated with the module
//!   (`extern "sysv64" fn(*const u64, *mut u64)`, like MLIR's packed
//!   `_mlir_` wrappers), so only one function-pointer type is ever
//!   transmuted, in one place. Memref arguments borrow Rust slices for the
//!   duration of the call and are bounds-checked when built
//!   ([`MemRef::new`]), so no out-of-bounds view can be passed.
//! * The executable buffer is owned by the [`JitModule`]; [`JitFn`] borrows
//!   the module, so a function cannot outlive its code.

use hashbrown::HashMap;
use std::marker::PhantomData;

use crate::isa::x86_64::asm::{Asm, PAddr};
use crate::isa::x86_64::emit::{self, EmitError};
use crate::isa::x86_64::regs::gpr;
use crate::mir::{AbiType, ElemType, MemKind, Module, RegClass, Signature};

/// Errors of the JIT runtime.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum JitError {
    /// The CPU lacks a required feature (AVX2, FMA).
    UnsupportedCpu(String),
    Compile(String),
    NoSuchFunction(String),
    SignatureMismatch {
        name: String,
        declared: Signature,
        requested: Signature,
    },
    Memory(String),
}

impl std::fmt::Display for JitError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            JitError::UnsupportedCpu(s) => write!(f, "this CPU cannot run the JIT: {s}"),
            JitError::Compile(s) => write!(f, "compilation failed: {s}"),
            JitError::NoSuchFunction(s) => write!(f, "no function named '{s}' in the module"),
            JitError::SignatureMismatch {
                name,
                declared,
                requested,
            } => {
                write!(
                    f,
                    "function '{name}' is declared {declared:?}, requested as {requested:?}"
                )
            }
            JitError::Memory(s) => write!(f, "executable memory: {s}"),
        }
    }
}
impl std::error::Error for JitError {}

impl From<EmitError> for JitError {
    fn from(e: EmitError) -> Self {
        JitError::Compile(e.0)
    }
}

/// While alive, transparent huge pages are off for this process (Linux;
/// elsewhere nothing happens); dropping it restores the previous setting
/// (which a parent may have chosen: the flag is inherited).
///
/// mimalloc asks for huge pages on its heap, and the first touch of each
/// 2 MiB page then clears it, after direct compaction if memory is
/// fragmented: 0.1-0.3 ms each time, a large part of a millisecond JIT
/// compile whose heap is a few MiB. `ods-run` holds one while compiling and
/// drops it before the kernel runs, whose large buffers gain from them.
pub struct NoHugePages {
    #[cfg(target_os = "linux")]
    was_disabled: bool,
}

impl NoHugePages {
    pub fn new() -> NoHugePages {
        #[cfg(target_os = "linux")]
        {
            let was_disabled = huge_pages_disabled();
            if !was_disabled {
                // SAFETY: PR_SET_THP_DISABLE takes integer arguments only and
                // changes a flag of this process; no memory is touched.
                unsafe { libc::prctl(libc::PR_SET_THP_DISABLE, 1, 0, 0, 0) };
            }
            NoHugePages { was_disabled }
        }
        #[cfg(not(target_os = "linux"))]
        NoHugePages {}
    }
}

/// Whether transparent huge pages are off for this process.
#[cfg(target_os = "linux")]
fn huge_pages_disabled() -> bool {
    // SAFETY: PR_GET_THP_DISABLE takes integer arguments only and reads a
    // flag of this process.
    unsafe { libc::prctl(libc::PR_GET_THP_DISABLE, 0, 0, 0, 0) == 1 }
}

impl Default for NoHugePages {
    fn default() -> Self {
        NoHugePages::new()
    }
}

impl Drop for NoHugePages {
    fn drop(&mut self) {
        #[cfg(target_os = "linux")]
        if !self.was_disabled {
            // SAFETY: as in `new` (integer arguments, a flag of this process).
            unsafe { libc::prctl(libc::PR_SET_THP_DISABLE, 0, 0, 0, 0) };
        }
    }
}

/// The minor page faults this process has taken so far (`None` where
/// `getrusage` is unavailable). On a virtual machine each costs
/// microseconds, enough to matter next to a millisecond compile:
/// `ods-run --mlir-timing` reports them per phase.
pub fn minor_page_faults() -> Option<u64> {
    #[cfg(unix)]
    {
        let mut usage = std::mem::MaybeUninit::<libc::rusage>::zeroed();
        // SAFETY: getrusage writes one `rusage` through the pointer, which
        // points to a properly sized and aligned local.
        let ok = unsafe { libc::getrusage(libc::RUSAGE_SELF, usage.as_mut_ptr()) } == 0;
        // SAFETY: zero-initialized, and filled in by getrusage on success;
        // every field is a plain integer.
        ok.then(|| unsafe { usage.assume_init() }.ru_minflt as u64)
    }
    #[cfg(not(unix))]
    None
}

/// Checks, at run time, that the CPU has what the generated code uses.
///
/// Two `cpuid` leaves and `xgetbv`, not `is_x86_feature_detected!`: under
/// virtualisation every `cpuid` traps to the hypervisor (about 7 µs each on
/// the benchmark machine), and std's detection reads seven leaves on its
/// first call, 50 µs of a compile that takes a millisecond. The answer is
/// cached for the process.
pub fn check_cpu() -> Result<(), JitError> {
    #[cfg(target_arch = "x86_64")]
    {
        use std::sync::atomic::{AtomicU8, Ordering};
        // 0: not checked yet, otherwise 1 + the missing_features() bits
        static CHECKED: AtomicU8 = AtomicU8::new(0);
        let mut state = CHECKED.load(Ordering::Relaxed);
        if state == 0 {
            state = 1 + missing_features();
            CHECKED.store(state, Ordering::Relaxed);
        }
        let missing = state - 1;
        if missing == 0 {
            return Ok(());
        }
        let names: Vec<&str> = ["avx2", "fma", "f16c"]
            .iter()
            .enumerate()
            .filter(|(i, _)| missing >> i & 1 == 1)
            .map(|(_, n)| *n)
            .collect();
        Err(JitError::UnsupportedCpu(format!(
            "missing x86-64 feature(s): {}",
            names.join(", ")
        )))
    }
    #[cfg(not(target_arch = "x86_64"))]
    Err(JitError::UnsupportedCpu(
        "the x86-64 backend needs an x86-64 host".into(),
    ))
}

/// Bit 0: AVX2 missing, bit 1: FMA, bit 2: F16C. Each counts as missing
/// too when the OS does not save the ymm registers (XCR0), as in std.
#[cfg(target_arch = "x86_64")]
fn missing_features() -> u8 {
    use std::arch::x86_64::__cpuid_count;
    let leaf1 = __cpuid_count(1, 0);
    let fma = leaf1.ecx >> 12 & 1 == 1;
    let osxsave = leaf1.ecx >> 27 & 1 == 1;
    let avx = leaf1.ecx >> 28 & 1 == 1;
    let f16c = leaf1.ecx >> 29 & 1 == 1;
    // The OS must have enabled the SSE and AVX state components.
    let ymm_saved = osxsave && {
        // SAFETY: CPUID.1:ECX.OSXSAVE says XGETBV is enabled; reading
        // XCR0 has no side effects.
        let xcr0 = unsafe { std::arch::x86_64::_xgetbv(0) };
        xcr0 & 0b110 == 0b110
    };
    // A CPU with AVX enumerates XSAVE in leaf 0xD, so its highest basic
    // leaf is at least 7 and leaf 7 is meaningful.
    let avx2 = avx && ymm_saved && __cpuid_count(7, 0).ebx >> 5 & 1 == 1;
    // (F16C is VEX-encoded: it needs the AVX state as well)
    let fma = fma && avx && ymm_saved;
    let f16c = f16c && avx && ymm_saved;
    (!avx2) as u8 | ((!fma) as u8) << 1 | ((!f16c) as u8) << 2
}

struct FnInfo {
    entry: usize,
    trampoline: usize,
    sig: Signature,
}

/// A compiled module: its executable buffer (unmapped on drop) and functions.
pub struct JitModule {
    buf: dynasmrt::ExecutableBuffer,
    funcs: HashMap<String, FnInfo>,
    /// The globals' storage (their addresses are in the code).
    _data: Vec<Box<[u64]>>,
}

impl std::fmt::Debug for JitModule {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("JitModule")
            .field("bytes", &self.buf.len())
            .field("funcs", &self.funcs.keys().collect::<Vec<_>>())
            .finish()
    }
}

/// Symbols every module can call: the runner utils and the lowering's
/// runtime helpers (built once per process: the addresses do not change).
pub fn default_symbols() -> &'static HashMap<String, usize> {
    static SYMS: std::sync::OnceLock<HashMap<String, usize>> = std::sync::OnceLock::new();
    SYMS.get_or_init(|| {
        crate::runner_utils::symbols()
            .into_iter()
            .chain(crate::lower::runtime_helpers())
            .map(|(n, a)| (n.to_string(), a))
            .collect()
    })
}

impl JitModule {
    /// Compiles a module with the runner utils as external symbols.
    ///
    /// # Safety
    /// See the module docs: the MIR must only access memory it was given
    /// and call external symbols with their real signatures.
    pub unsafe fn compile(m: &Module) -> Result<JitModule, JitError> {
        JitModule::compile_with_symbols(m, default_symbols())
    }

    /// Compiles a module resolving [`crate::mir::Callee::Extern`] through
    /// `symbols` (name → address).
    ///
    /// # Safety
    /// As [`JitModule::compile`]; additionally every address in `symbols`
    /// must be a function with the SysV signature the MIR calls it with.
    pub unsafe fn compile_with_symbols(
        m: &Module,
        symbols: &HashMap<String, usize>,
    ) -> Result<JitModule, JitError> {
        // SAFETY: forwarded contract.
        unsafe { JitModule::compile_with_options(m, symbols, crate::regalloc::Options::default()) }
    }

    /// [`JitModule::compile_with_symbols`] with allocator options (tests).
    ///
    /// # Safety
    /// As [`JitModule::compile_with_symbols`].
    pub unsafe fn compile_with_options(
        m: &Module,
        symbols: &HashMap<String, usize>,
        opts: crate::regalloc::Options,
    ) -> Result<JitModule, JitError> {
        check_cpu()?;
        let code = emit::compile_module_with(m, opts)?;
        let sigs: Vec<_> = m
            .funcs
            .iter()
            .map(|f| (f.name.clone(), f.sig.clone()))
            .collect();
        // SAFETY: forwarded contract.
        unsafe { JitModule::link(code, &m.data, sigs, symbols) }
    }

    /// Places emitted code, and a trampoline for each of `funcs` (the
    /// functions of `code`, with their signatures), in executable memory;
    /// places the globals (`data`) in writable memory, and writes the
    /// addresses of the globals and of `symbols` where the code wants them.
    ///
    /// # Safety
    /// As [`JitModule::compile_with_symbols`], for the MIR `code` came from.
    pub(crate) unsafe fn link(
        code: emit::Code,
        data: &[crate::mir::DataBlock],
        funcs: Vec<(String, Signature)>,
        symbols: &HashMap<String, usize>,
    ) -> Result<JitModule, JitError> {
        // (8-byte aligned storage, as the globals always had)
        let storage: Vec<Box<[u64]>> = data
            .iter()
            .map(|d| {
                let mut words = vec![0u64; d.bytes.len().div_ceil(8).max(1)].into_boxed_slice();
                for (w, chunk) in words.iter_mut().zip(d.bytes.chunks(8)) {
                    let mut b = [0u8; 8];
                    b[..chunk.len()].copy_from_slice(chunk);
                    *w = u64::from_le_bytes(b);
                }
                words
            })
            .collect();
        let mut slots = Vec::with_capacity(code.relocs.len());
        for r in &code.relocs {
            let addr = match &r.sym {
                crate::mir::Sym::Runtime(name) => *symbols
                    .get(name)
                    .ok_or_else(|| JitError::Compile(format!("unresolved symbol {name}")))?,
                crate::mir::Sym::Global(i) => storage
                    .get(*i as usize)
                    .ok_or_else(|| JitError::Compile(format!("no global #{i}")))?
                    .as_ptr() as usize,
            };
            slots.push((r.offset, addr as u64));
        }
        // Trampolines are appended after the code.
        let mut t = Asm::new();
        let base = code.bytes.len().div_ceil(16) * 16;
        let mut tramp = HashMap::new();
        for (name, sig) in &funcs {
            t.align(16);
            let off = t.offset();
            emit_trampoline(&mut t, sig, code.entries[name] as i64 - base as i64);
            tramp.insert(name.clone(), base + off);
        }
        let tbytes = t
            .ops
            .finalize()
            .map_err(|e| JitError::Compile(format!("{e:?}")))?;
        let total = base + tbytes.len();
        let mut mb = dynasmrt::mmap::MutableBuffer::new(total.max(1))
            .map_err(|e| JitError::Memory(e.to_string()))?;
        mb.set_len(total);
        mb[..code.bytes.len()].copy_from_slice(&code.bytes);
        for (offset, addr) in slots {
            mb[offset..offset + 8].copy_from_slice(&addr.to_le_bytes());
        }
        for b in &mut mb[code.bytes.len()..base] {
            *b = 0xcc;
        }
        mb[base..].copy_from_slice(&tbytes);
        let buf = mb
            .make_exec()
            .map_err(|e| JitError::Memory(e.to_string()))?;
        let funcs = funcs
            .into_iter()
            .map(|(name, sig)| {
                let info = FnInfo {
                    entry: code.entries[&name],
                    trampoline: tramp[&name],
                    sig,
                };
                (name, info)
            })
            .collect();
        Ok(JitModule {
            buf,
            funcs,
            _data: storage,
        })
    }

    /// The machine code (for disassembly in tests and debugging).
    pub fn code(&self) -> &[u8] {
        &self.buf
    }

    /// Entry offset of a function in [`Self::code`].
    pub fn entry_offset(&self, name: &str) -> Option<usize> {
        self.funcs.get(name).map(|f| f.entry)
    }

    /// The raw entry address (for embedding in other code; calling it is
    /// `unsafe` and must use the declared signature, expanded).
    pub fn raw_entry(&self, name: &str) -> Option<*const u8> {
        self.funcs
            .get(name)
            .map(|f| self.buf.ptr(dynasmrt::AssemblyOffset(f.entry)))
    }

    /// The declared signature of a function.
    pub fn signature(&self, name: &str) -> Option<&Signature> {
        self.funcs.get(name).map(|f| &f.sig)
    }

    /// A typed handle, if `S`'s signature equals the declared one.
    /// `S` is a `fn(...) -> R` type over [`JitArg`] types, e.g.
    /// `fn(MemRef1<f32>, f32, i64) -> f32`.
    pub fn get<S: JitSig>(&self, name: &str) -> Result<JitFn<'_, S>, JitError> {
        let info = self
            .funcs
            .get(name)
            .ok_or_else(|| JitError::NoSuchFunction(name.to_string()))?;
        let requested = S::signature();
        if requested != info.sig {
            return Err(JitError::SignatureMismatch {
                name: name.to_string(),
                declared: info.sig.clone(),
                requested,
            });
        }
        let tramp = self.buf.ptr(dynasmrt::AssemblyOffset(info.trampoline));
        // SAFETY: `tramp` points at a trampoline emitted by
        // `emit_trampoline`, which has exactly this ABI, inside `self.buf`,
        // which outlives the returned handle (it borrows `self`).
        let f: extern "sysv64" fn(*const u64, *mut u64) = unsafe {
            std::mem::transmute::<*const u8, extern "sysv64" fn(*const u64, *mut u64)>(tramp)
        };
        Ok(JitFn { f, _m: PhantomData })
    }
}

/// `extern "sysv64" fn(args: *const u64, ret: *mut u64)`: loads the
/// expanded arguments into registers/stack per SysV, calls the function and
/// stores rax or xmm0 to `*ret`.
/// `rel_entry` is the entry's offset relative to the start of `a`'s buffer.
fn emit_trampoline(a: &mut Asm, sig: &Signature, rel_entry: i64) {
    let classes: Vec<RegClass> = sig.params.iter().flat_map(|p| p.expanded()).collect();
    let (mut ng, mut nv) = (0, 0);
    let mut stack = vec![];
    for (i, c) in classes.iter().enumerate() {
        match c {
            RegClass::Gpr if ng < 6 => ng += 1,
            RegClass::Vec if nv < 8 => nv += 1,
            _ => stack.push(i),
        }
    }
    a.push(gpr::RBP);
    a.mov_rbp_rsp();
    a.push(gpr::RBX);
    a.push(gpr::R12);
    a.mov_rr(true, gpr::RBX, gpr::RDI);
    a.mov_rr(true, gpr::R12, gpr::RSI);
    a.and_rsp(-16);
    let nstack = stack.len() as i32;
    let pad = if nstack % 2 == 1 { 8 } else { 0 };
    if nstack > 0 {
        a.sub_rsp(8 * nstack + pad);
        for (k, &i) in stack.iter().enumerate() {
            a.load(
                MemKind::I64,
                gpr::RAX,
                PAddr::Base {
                    base: gpr::RBX,
                    disp: 8 * i as i32,
                },
            );
            a.store(
                MemKind::I64,
                PAddr::Base {
                    base: gpr::RSP,
                    disp: 8 * k as i32,
                },
                gpr::RAX,
            );
        }
    }
    let (mut g, mut v) = (0, 0u8);
    for (i, c) in classes.iter().enumerate() {
        let m = PAddr::Base {
            base: gpr::RBX,
            disp: 8 * i as i32,
        };
        match c {
            RegClass::Gpr if g < 6 => {
                a.load(MemKind::I64, gpr::ARGS[g], m);
                g += 1;
            }
            RegClass::Vec if v < 8 => {
                a.vload(MemKind::F64, v, m);
                v += 1;
            }
            _ => {}
        }
    }
    // call rel32 to the entry: the displacement is relative to the end of
    // the 5-byte call instruction.
    let here = a.offset() as i64;
    let disp = rel_entry - (here + 5);
    a.bytes(&[0xe8]);
    a.bytes(&(disp as i32).to_le_bytes());
    match sig.ret {
        Some(AbiType::F32) | Some(AbiType::F64) => a.vstore(
            MemKind::F64,
            PAddr::Base {
                base: gpr::R12,
                disp: 0,
            },
            0,
        ),
        Some(_) => a.store(
            MemKind::I64,
            PAddr::Base {
                base: gpr::R12,
                disp: 0,
            },
            gpr::RAX,
        ),
        None => {}
    }
    a.lea_rsp_rbp(-16);
    a.pop(gpr::R12);
    a.pop(gpr::RBX);
    a.pop(gpr::RBP);
    a.vzeroupper();
    a.ret();
}

/// A typed, callable JIT function borrowed from its module.
pub struct JitFn<'m, S: JitSig> {
    f: extern "sysv64" fn(*const u64, *mut u64),
    _m: PhantomData<(&'m JitModule, S)>,
}

impl<S: JitSig> JitFn<'_, S> {
    /// Calls the function. Arguments are a tuple of the signature's values
    /// (`(MemRef::from_slice(&mut v), 2.0f32, 5i64)`).
    pub fn call<'a>(&self, args: S::Args<'a>) -> S::Ret {
        let mut words = Vec::with_capacity(16);
        S::pack(&args, &mut words);
        let mut ret = 0u64;
        // The borrows in `args` last until the end of this function.
        (self.f)(words.as_ptr(), &mut ret);
        S::unpack_ret(ret)
    }
}

/// A type that can appear as an argument in a [`JitSig`].
pub trait JitArg {
    /// The value passed for this argument in a call.
    type Value<'a>;
    fn abi() -> AbiType;
    fn pack(v: &Self::Value<'_>, out: &mut Vec<u64>);
}

/// A type that can be returned.
pub trait JitRet {
    fn abi() -> Option<AbiType>;
    fn from_word(w: u64) -> Self;
}

macro_rules! scalar_arg {
    ($t:ty, $abi:expr, |$v:ident| $e:expr, |$w:ident| $r:expr) => {
        impl JitArg for $t {
            type Value<'a> = $t;
            fn abi() -> AbiType {
                $abi
            }
            fn pack(v: &$t, out: &mut Vec<u64>) {
                let $v = *v;
                out.push($e);
            }
        }
        impl JitRet for $t {
            fn abi() -> Option<AbiType> {
                Some($abi)
            }
            fn from_word($w: u64) -> $t {
                $r
            }
        }
    };
}
scalar_arg!(i32, AbiType::I32, |v| v as i64 as u64, |w| w as u32 as i32);
scalar_arg!(i64, AbiType::I64, |v| v as u64, |w| w as i64);
scalar_arg!(f32, AbiType::F32, |v| v.to_bits() as u64, |w| {
    f32::from_bits(w as u32)
});
scalar_arg!(f64, AbiType::F64, |v| v.to_bits(), |w| f64::from_bits(w));

impl JitRet for () {
    fn abi() -> Option<AbiType> {
        None
    }
    fn from_word(_: u64) {}
}

/// Marker for a raw-pointer parameter; the value passed is a mutable slice
/// (only its address is passed: the MIR's contract bounds the accesses).
pub struct Ptr<T>(PhantomData<T>);

impl<T: 'static> JitArg for Ptr<T> {
    type Value<'a> = &'a mut [T];
    fn abi() -> AbiType {
        AbiType::Ptr
    }
    fn pack(v: &&mut [T], out: &mut Vec<u64>) {
        out.push(v.as_ptr() as u64);
    }
}

/// Element types of memrefs.
pub trait MemRefElem: Copy + 'static {
    const ELEM: ElemType;
}
impl MemRefElem for i8 {
    const ELEM: ElemType = ElemType::I8;
}
impl MemRefElem for i16 {
    const ELEM: ElemType = ElemType::I16;
}
impl MemRefElem for i32 {
    const ELEM: ElemType = ElemType::I32;
}
impl MemRefElem for i64 {
    const ELEM: ElemType = ElemType::I64;
}
impl MemRefElem for f32 {
    const ELEM: ElemType = ElemType::F32;
}
impl MemRefElem for f64 {
    const ELEM: ElemType = ElemType::F64;
}

/// MLIR's `StridedMemRefType<T, N>` layout: a view of a borrowed slice.
#[repr(C)]
#[derive(Debug)]
pub struct MemRef<'a, T, const N: usize> {
    pub allocated: *mut T,
    pub aligned: *mut T,
    pub offset: i64,
    pub sizes: [i64; N],
    pub strides: [i64; N],
    _borrow: PhantomData<&'a mut [T]>,
}

/// Error building a memref view.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MemRefError(pub String);

impl<'a, T: MemRefElem, const N: usize> MemRef<'a, T, N> {
    /// A strided view of `data`. Every element reachable through
    /// `offset + Σ i_k * strides[k]` (0 ≤ i_k < `sizes[k]`) must lie inside
    /// the slice; negative sizes are rejected.
    pub fn new(
        data: &'a mut [T],
        offset: i64,
        sizes: [i64; N],
        strides: [i64; N],
    ) -> Result<Self, MemRefError> {
        if sizes.iter().any(|&s| s < 0) {
            return Err(MemRefError("negative size".into()));
        }
        if !sizes.contains(&0) {
            let (mut lo, mut hi) = (offset as i128, offset as i128);
            for k in 0..N {
                let span = (sizes[k] as i128 - 1) * strides[k] as i128;
                if span < 0 {
                    lo += span;
                } else {
                    hi += span;
                }
            }
            if lo < 0 || hi >= data.len() as i128 {
                return Err(MemRefError(format!(
                    "view [{lo}, {hi}] outside a slice of {} elements",
                    data.len()
                )));
            }
        }
        let p = data.as_mut_ptr();
        Ok(MemRef {
            allocated: p,
            aligned: p,
            offset,
            sizes,
            strides,
            _borrow: PhantomData,
        })
    }
}

impl<'a, T: MemRefElem> MemRef<'a, T, 1> {
    /// The contiguous 1-D view of a slice.
    pub fn from_slice(data: &'a mut [T]) -> Self {
        let n = data.len() as i64;
        MemRef::new(data, 0, [n], [1]).expect("a slice is a valid view")
    }
}

impl<'a, T: MemRefElem> MemRef<'a, T, 2> {
    /// A row-major `rows × cols` view.
    pub fn from_slice_2d(data: &'a mut [T], rows: i64, cols: i64) -> Result<Self, MemRefError> {
        MemRef::new(data, 0, [rows, cols], [cols, 1])
    }
}

/// Marker for a memref parameter of element `T` and rank `N`.
pub struct MemRefArg<T, const N: usize>(PhantomData<T>);

/// A rank-1 memref parameter.
pub type MemRef1<T> = MemRefArg<T, 1>;
/// A rank-2 memref parameter.
pub type MemRef2<T> = MemRefArg<T, 2>;

impl<T: MemRefElem, const N: usize> JitArg for MemRefArg<T, N> {
    type Value<'a> = MemRef<'a, T, N>;
    fn abi() -> AbiType {
        AbiType::MemRef {
            elem: T::ELEM,
            rank: N as u8,
        }
    }
    fn pack(v: &MemRef<'_, T, N>, out: &mut Vec<u64>) {
        out.push(v.allocated as u64);
        out.push(v.aligned as u64);
        out.push(v.offset as u64);
        out.extend(v.sizes.iter().map(|&s| s as u64));
        out.extend(v.strides.iter().map(|&s| s as u64));
    }
}

/// A function signature usable with [`JitModule::get`]: implemented for
/// `fn(A0, ..., An) -> R` (up to 12 parameters) with `Ai: JitArg`, `R: JitRet`.
pub trait JitSig {
    type Args<'a>;
    type Ret;
    fn signature() -> Signature;
    fn pack(args: &Self::Args<'_>, out: &mut Vec<u64>);
    fn unpack_ret(w: u64) -> Self::Ret;
}

macro_rules! jit_sig {
    ($($a:ident $i:tt),*) => {
        impl<R: JitRet, $($a: JitArg),*> JitSig for fn($($a),*) -> R {
            type Args<'a> = ($($a::Value<'a>,)*);
            type Ret = R;
            fn signature() -> Signature {
                Signature { params: vec![$($a::abi()),*], ret: R::abi() }
            }
            #[allow(unused_variables)]
            fn pack(args: &Self::Args<'_>, out: &mut Vec<u64>) {
                $($a::pack(&args.$i, out);)*
            }
            fn unpack_ret(w: u64) -> R {
                R::from_word(w)
            }
        }
    };
}
jit_sig!();
jit_sig!(A0 0);
jit_sig!(A0 0, A1 1);
jit_sig!(A0 0, A1 1, A2 2);
jit_sig!(A0 0, A1 1, A2 2, A3 3);
jit_sig!(A0 0, A1 1, A2 2, A3 3, A4 4);
jit_sig!(A0 0, A1 1, A2 2, A3 3, A4 4, A5 5);
jit_sig!(A0 0, A1 1, A2 2, A3 3, A4 4, A5 5, A6 6);
jit_sig!(A0 0, A1 1, A2 2, A3 3, A4 4, A5 5, A6 6, A7 7);
jit_sig!(A0 0, A1 1, A2 2, A3 3, A4 4, A5 5, A6 6, A7 7, A8 8);
jit_sig!(A0 0, A1 1, A2 2, A3 3, A4 4, A5 5, A6 6, A7 7, A8 8, A9 9);
jit_sig!(A0 0, A1 1, A2 2, A3 3, A4 4, A5 5, A6 6, A7 7, A8 8, A9 9, A10 10);
jit_sig!(A0 0, A1 1, A2 2, A3 3, A4 4, A5 5, A6 6, A7 7, A8 8, A9 9, A10 10, A11 11);

#[cfg(all(test, target_os = "linux"))]
mod huge_page_tests {
    use super::*;

    /// The guard turns huge pages off and restores the previous setting,
    /// whichever it was.
    #[test]
    fn no_huge_pages_restores_the_setting() {
        let before = huge_pages_disabled();
        {
            let _outer = NoHugePages::new();
            assert!(huge_pages_disabled());
            {
                let _inner = NoHugePages::new();
                assert!(huge_pages_disabled());
            }
            // the inner guard found them off and leaves them off
            assert!(huge_pages_disabled());
        }
        assert_eq!(huge_pages_disabled(), before);
    }
}

#[cfg(all(test, target_arch = "x86_64"))]
mod tests {
    /// The two-leaf check reads the same features as std's full detection.
    #[test]
    fn cpu_check_agrees_with_std_detection() {
        let missing = super::missing_features();
        assert_eq!(missing & 1 == 0, std::is_x86_feature_detected!("avx2"));
        assert_eq!(missing & 2 == 0, std::is_x86_feature_detected!("fma"));
        assert_eq!(missing & 4 == 0, std::is_x86_feature_detected!("f16c"));
        assert_eq!(super::check_cpu().is_ok(), missing == 0);
    }
}
