//! MLIR's runner utilities (`libmlir_c_runner_utils` /
//! `libmlir_runner_utils`) in Rust, callable from JIT code
//! (`extern "sysv64"`), with byte-identical output:
//!
//! * `printF32`/`printF64` print like C's `printf("%g")` (the float is
//!   promoted to double), including glibc's `nan`/`-nan`/`inf`;
//! * `printI64`/`printU64` in decimal; `printOpen` `"( "`, `printClose`
//!   `" )"`, `printComma` `", "`, `printNewline` `"\n"`, `printString`;
//! * `printFlops(f64)` writes `fprintf(stderr, "%lf GFLOPS\n", flops / 1e9)`
//!   to stderr;
//! * the memref printers, each under the symbols MLIR 22's libraries
//!   export (the C-interface forms are `_mlir_ciface_<name>` and take a
//!   pointer to the descriptor; the others exist only where MLIR has them):
//!   - `printMemref{F32,F64,I32,I64,Ind}(rank, descriptor)` and
//!     `_mlir_ciface_printMemref{I8,I16,I32,I64,F16,BF16,F32,F64,Ind}
//!     (UnrankedMemRefType *)` print `Unranked Memref base@ = 0x… rank = R
//!     offset = O sizes = [...] strides = [...] data = ` and the nested
//!     bracketed data exactly as `MemRefDataPrinter` does (`std::cout`
//!     default float formatting is `%g` too; `f16`/`bf16` through `float`,
//!     `i8` as the character it is, `index` unsigned);
//!   - `_mlir_ciface_printMemref{0d,1d,2d,3d,4d}F32` and
//!     `_mlir_ciface_printMemref1d{I8,I32,I64,F64,Ind}
//!     (StridedMemRefType<T, N> *)`: the same with `Memref ` for
//!     `Unranked Memref `;
//!   - `_mlir_ciface_printMemrefShape{I8,I32,I64,F32,F64,Ind}`: the
//!     metadata line only.
//!
//!   One deliberate difference: MLIR reads (and prints) one element even
//!   when a size is 0; this implementation never reads an element of an
//!   empty memref and prints the brackets only.
//! * `rtclock()` returns seconds since the epoch with microsecond
//!   resolution (`gettimeofday` in MLIR).
//!
//! MLIR 22 has no `printF16`/`printBF16` (`vector.print` of `f16`/`bf16`
//! extends to `f32` and calls `printF32`).
//!
//! Output goes to the process's stdout (stderr for `printFlops`), or to
//! per-thread buffers inside [`capture`] / [`capture_stderr`] (for tests).

use std::cell::RefCell;
use std::io::Write;

thread_local! {
    static CAPTURE: RefCell<Option<Vec<u8>>> = const { RefCell::new(None) };
    static CAPTURE_ERR: RefCell<Option<Vec<u8>>> = const { RefCell::new(None) };
}

type Buf = std::thread::LocalKey<RefCell<Option<Vec<u8>>>>;

/// Appends to `key`'s capture buffer if one is active.
fn captured(key: &'static Buf, bytes: &[u8]) -> bool {
    key.with(|c| {
        if let Some(buf) = c.borrow_mut().as_mut() {
            buf.extend_from_slice(bytes);
            true
        } else {
            false
        }
    })
}

fn out(bytes: &[u8]) {
    if !captured(&CAPTURE, bytes) {
        let mut so = std::io::stdout().lock();
        let _ = so.write_all(bytes);
        let _ = so.flush();
    }
}

fn err(bytes: &[u8]) {
    if !captured(&CAPTURE_ERR, bytes) {
        // (stdout first: it is flushed after every write, so the two
        // streams interleave as the program wrote them)
        let _ = std::io::stderr().lock().write_all(bytes);
    }
}

fn capture_in<R>(key: &'static Buf, f: impl FnOnce() -> R) -> (R, Vec<u8>) {
    let prev = key.with(|c| c.borrow_mut().replace(Vec::new()));
    let r = f();
    let buf = key
        .with(|c| std::mem::replace(&mut *c.borrow_mut(), prev))
        .unwrap_or_default();
    (r, buf)
}

/// Runs `f` with this thread's runner-utils output captured.
pub fn capture<R>(f: impl FnOnce() -> R) -> (R, String) {
    let (r, b) = capture_bytes(f);
    (r, String::from_utf8_lossy(&b).into_owned())
}

/// [`capture`] as bytes (`printMemrefI8` prints raw bytes).
pub fn capture_bytes<R>(f: impl FnOnce() -> R) -> (R, Vec<u8>) {
    capture_in(&CAPTURE, f)
}

/// Runs `f` with this thread's runner-utils output to stderr
/// (`printFlops`) captured.
pub fn capture_stderr<R>(f: impl FnOnce() -> R) -> (R, String) {
    let (r, b) = capture_in(&CAPTURE_ERR, f);
    (r, String::from_utf8_lossy(&b).into_owned())
}

/// C's `%g` (precision 6) of a double, as glibc prints it.
pub fn format_g(v: f64) -> String {
    format_g_prec(v, 6)
}

/// C's `%.{p}g`.
pub fn format_g_prec(v: f64, p: usize) -> String {
    let p = p.max(1);
    if let Some(s) = non_finite(v) {
        return s.into();
    }
    // The exponent after rounding to p significant digits.
    let e_repr = format!("{:.*e}", p - 1, v);
    let epos = e_repr.rfind('e').expect("exponent");
    let x: i32 = e_repr[epos + 1..].parse().expect("exponent digits");
    if (p as i32) > x && x >= -4 {
        let s = format!("{:.*}", (p as i32 - 1 - x) as usize, v);
        strip_zeros(&s)
    } else {
        let mant = strip_zeros(&e_repr[..epos]);
        let sign = if x < 0 { '-' } else { '+' };
        format!("{mant}e{sign}{:02}", x.abs())
    }
}

/// glibc's spelling of a NaN or an infinity (`None`: finite).
fn non_finite(v: f64) -> Option<&'static str> {
    if v.is_nan() {
        Some(if v.is_sign_negative() { "-nan" } else { "nan" })
    } else if v.is_infinite() {
        Some(if v < 0.0 { "-inf" } else { "inf" })
    } else {
        None
    }
}

/// C's `%f` (`%lf`): six decimals, the exact value correctly rounded
/// (Rust's fixed-precision formatting is exact too, ties to even as glibc
/// in the default rounding mode).
pub fn format_f(v: f64) -> String {
    match non_finite(v) {
        Some(s) => s.into(),
        None => format!("{v:.6}"),
    }
}

fn strip_zeros(s: &str) -> String {
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        s.to_string()
    }
}

pub extern "sysv64" fn print_i64(v: i64) {
    out(v.to_string().as_bytes());
}
pub extern "sysv64" fn print_u64(v: u64) {
    out(v.to_string().as_bytes());
}
pub extern "sysv64" fn print_f32(v: f32) {
    out(format_g(v as f64).as_bytes());
}
pub extern "sysv64" fn print_f64(v: f64) {
    out(format_g(v).as_bytes());
}
pub extern "sysv64" fn print_open() {
    out(b"( ");
}
pub extern "sysv64" fn print_close() {
    out(b" )");
}
pub extern "sysv64" fn print_comma() {
    out(b", ");
}
pub extern "sysv64" fn print_newline() {
    out(b"\n");
}

/// What `printFlops(flops)` prints (to stderr).
pub fn format_flops(flops: f64) -> String {
    format!("{} GFLOPS\n", format_f(flops / 1.0e9))
}

/// `printFlops(double)`: `fprintf(stderr, "%lf GFLOPS\n", flops / 1.0E9)`.
pub extern "sysv64" fn print_flops(flops: f64) {
    err(format_flops(flops).as_bytes());
}

/// `printString(char const *)`.
///
/// # Safety
/// `s` must point to a NUL-terminated string.
pub unsafe extern "sysv64" fn print_string(s: *const std::ffi::c_char) {
    if s.is_null() {
        return;
    }
    // SAFETY: the caller passes a NUL-terminated string.
    let c = unsafe { std::ffi::CStr::from_ptr(s) };
    out(c.to_bytes());
}

pub extern "sysv64" fn rtclock() -> f64 {
    let d = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    d.as_secs() as f64 + d.subsec_micros() as f64 * 1.0e-6
}

/// Element formatting of `std::ostream <<` of the C element type.
pub trait PrintElem: Copy {
    fn fmt_elem(self, out: &mut Vec<u8>);
}
impl PrintElem for f32 {
    fn fmt_elem(self, out: &mut Vec<u8>) {
        out.extend_from_slice(format_g(self as f64).as_bytes())
    }
}
impl PrintElem for f64 {
    fn fmt_elem(self, out: &mut Vec<u8>) {
        out.extend_from_slice(format_g(self).as_bytes())
    }
}
macro_rules! print_int {
    ($($t:ty),*) => {$(
        impl PrintElem for $t {
            fn fmt_elem(self, out: &mut Vec<u8>) {
                out.extend_from_slice(self.to_string().as_bytes())
            }
        }
    )*};
}
print_int!(i16, i32, i64);

/// An `int8_t` element: `std::ostream <<` prints the character (the raw
/// byte).
#[derive(Clone, Copy, Debug)]
#[repr(transparent)]
pub struct Char(pub u8);
impl PrintElem for Char {
    fn fmt_elem(self, out: &mut Vec<u8>) {
        out.push(self.0)
    }
}

/// An `index` element (MLIR's `impl::index_type`, printed unsigned).
#[derive(Clone, Copy, Debug)]
#[repr(transparent)]
pub struct Ind(pub u64);
impl PrintElem for Ind {
    fn fmt_elem(self, out: &mut Vec<u8>) {
        out.extend_from_slice(self.0.to_string().as_bytes())
    }
}

/// An `f16` element (its bits), printed as the `float` it converts to.
#[derive(Clone, Copy, Debug)]
#[repr(transparent)]
pub struct F16(pub u16);
impl PrintElem for F16 {
    fn fmt_elem(self, out: &mut Vec<u8>) {
        f16_to_f32(self.0).fmt_elem(out)
    }
}

/// A `bf16` element (its bits), printed as the `float` it converts to.
#[derive(Clone, Copy, Debug)]
#[repr(transparent)]
pub struct BF16(pub u16);
impl PrintElem for BF16 {
    fn fmt_elem(self, out: &mut Vec<u8>) {
        bf16_to_f32(self.0).fmt_elem(out)
    }
}

/// The exact `f32` of an IEEE half (`f16ToFloat` of MLIR's runtime;
/// NaNs keep their sign and payload).
pub fn f16_to_f32(h: u16) -> f32 {
    let sign = ((h & 0x8000) as u32) << 16;
    let exp = ((h >> 10) & 0x1f) as u32;
    let man = (h & 0x3ff) as u32;
    let mag = match exp {
        // ±0 and subnormals: man · 2^-24, exact in f32
        0 => (man as f32 * (1.0 / 16_777_216.0)).to_bits(),
        0x1f => 0x7f80_0000 | (man << 13),
        _ => ((exp + 112) << 23) | (man << 13),
    };
    f32::from_bits(sign | mag)
}

/// The `f32` of a bfloat16 (its upper half).
pub fn bf16_to_f32(b: u16) -> f32 {
    f32::from_bits((b as u32) << 16)
}

/// What a memref printer prints after its prefix.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MemrefPrint {
    /// `printMemref*`: `Unranked Memref ` / `Memref `, metadata, data.
    Data { ranked: bool },
    /// `printMemrefShape*`: `Unranked Memref ` and the metadata line.
    Shape,
}

/// Formats a strided memref like MLIR's `printMemRef` (with the
/// `Unranked Memref ` prefix of `printMemrefF32` and friends).
///
/// # Safety
/// Every element addressed by `offset + Σ i_k*strides[k]` must be readable
/// through `data` when all sizes are positive.
pub unsafe fn format_memref<T: PrintElem>(
    data: *const T,
    offset: i64,
    sizes: &[i64],
    strides: &[i64],
) -> String {
    // SAFETY: forwarded.
    let b = unsafe {
        format_memref_bytes(
            MemrefPrint::Data { ranked: false },
            data,
            offset,
            sizes,
            strides,
        )
    };
    String::from_utf8_lossy(&b).into_owned()
}

/// [`format_memref`] for every printer form, as bytes.
///
/// # Safety
/// As [`format_memref`] (no element is read for [`MemrefPrint::Shape`]).
pub unsafe fn format_memref_bytes<T: PrintElem>(
    how: MemrefPrint,
    data: *const T,
    offset: i64,
    sizes: &[i64],
    strides: &[i64],
) -> Vec<u8> {
    // SAFETY: forwarded.
    unsafe { format_memref_at(how, data as usize, data, offset, sizes, strides) }
}

/// A memref of another process, as the out-of-process executor sends it:
/// its descriptor and a copy of the elements it spans.
pub struct MemrefCopy<'a> {
    pub elem: MemrefElem,
    /// The aligned pointer there (printed as `base@`).
    pub base: u64,
    pub offset: i64,
    pub sizes: &'a [i64],
    pub strides: &'a [i64],
    /// The index (relative to `base`) of the first element of `bytes`.
    pub first: i64,
    /// Little-endian elements.
    pub bytes: &'a [u8],
}

/// A memref of another process printed from its [`MemrefCopy`]. Errors
/// when the copy does not hold every element the memref addresses.
pub fn format_memref_copy(how: MemrefPrint, m: &MemrefCopy) -> Result<Vec<u8>, String> {
    let MemrefCopy {
        elem,
        base,
        offset,
        sizes,
        strides,
        first,
        bytes,
    } = *m;
    let eb = elem.bytes();
    if !bytes.len().is_multiple_of(eb) {
        return Err("memref data is not a whole number of elements".into());
    }
    let count = (bytes.len() / eb) as i64;
    let empty = sizes.iter().any(|&n| n <= 0);
    if how != MemrefPrint::Shape && !empty {
        // The lowest and highest element addressed must be in the copy.
        let (mut lo, mut hi) = (offset as i128, offset as i128);
        for (&n, &st) in sizes.iter().zip(strides) {
            let ext = (n as i128 - 1) * st as i128;
            if ext < 0 {
                lo += ext;
            } else {
                hi += ext;
            }
        }
        if lo < first as i128 || hi >= first as i128 + count as i128 {
            return Err("memref data does not cover its elements".into());
        }
    }
    fn go<T: PrintElem>(
        how: MemrefPrint,
        base: u64,
        offset: i64,
        sizes: &[i64],
        strides: &[i64],
        first: i64,
        elems: Vec<T>,
    ) -> Vec<u8> {
        // Element i of the memref is elems[i - first]; the pointer is never
        // dereferenced outside `elems` (checked above).
        let data = elems.as_ptr().wrapping_offset(-(first as isize));
        // SAFETY: every addressed element lies in `elems` (checked by the
        // caller), which is properly aligned.
        unsafe { format_memref_at(how, base as usize, data, offset, sizes, strides) }
    }
    let words = |n: usize| -> Vec<u64> {
        bytes
            .chunks(n)
            .map(|c| {
                let mut w = [0u8; 8];
                w[..n].copy_from_slice(c);
                u64::from_le_bytes(w)
            })
            .collect()
    };
    let (o, sz, st, f) = (offset, sizes, strides, first);
    Ok(match elem {
        MemrefElem::I8 => go(
            how,
            base,
            o,
            sz,
            st,
            f,
            bytes.iter().map(|&b| Char(b)).collect(),
        ),
        MemrefElem::I16 => go(
            how,
            base,
            o,
            sz,
            st,
            f,
            words(2).into_iter().map(|w| w as i16).collect(),
        ),
        MemrefElem::I32 => go(
            how,
            base,
            o,
            sz,
            st,
            f,
            words(4).into_iter().map(|w| w as i32).collect(),
        ),
        MemrefElem::I64 => go(
            how,
            base,
            o,
            sz,
            st,
            f,
            words(8).into_iter().map(|w| w as i64).collect(),
        ),
        MemrefElem::Ind => go(
            how,
            base,
            o,
            sz,
            st,
            f,
            words(8).into_iter().map(Ind).collect(),
        ),
        MemrefElem::F16 => go(
            how,
            base,
            o,
            sz,
            st,
            f,
            words(2).into_iter().map(|w| F16(w as u16)).collect(),
        ),
        MemrefElem::BF16 => go(
            how,
            base,
            o,
            sz,
            st,
            f,
            words(2).into_iter().map(|w| BF16(w as u16)).collect(),
        ),
        MemrefElem::F32 => go(
            how,
            base,
            o,
            sz,
            st,
            f,
            words(4)
                .into_iter()
                .map(|w| f32::from_bits(w as u32))
                .collect(),
        ),
        MemrefElem::F64 => go(
            how,
            base,
            o,
            sz,
            st,
            f,
            words(8).into_iter().map(f64::from_bits).collect(),
        ),
    })
}

/// The printer proper; `shown` is the address printed as `base@`.
///
/// # Safety
/// As [`format_memref`].
unsafe fn format_memref_at<T: PrintElem>(
    how: MemrefPrint,
    shown: usize,
    data: *const T,
    offset: i64,
    sizes: &[i64],
    strides: &[i64],
) -> Vec<u8> {
    let rank = sizes.len() as i64;
    let list = |v: &[i64]| {
        v.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let ptr = if shown == 0 {
        "0".to_string()
    } else {
        format!("{shown:#x}")
    };
    let prefix = match how {
        MemrefPrint::Data { ranked: true } => "Memref",
        _ => "Unranked Memref",
    };
    let mut s = format!(
        "{prefix} base@ = {ptr} rank = {rank} offset = {offset} sizes = [{}] strides = [{}]",
        list(sizes),
        list(strides)
    )
    .into_bytes();
    if how == MemrefPrint::Shape {
        s.push(b'\n');
        return s;
    }
    s.extend_from_slice(b" data = \n");
    let empty = sizes.contains(&0);
    if rank == 0 {
        s.push(b'[');
    }
    // SAFETY: forwarded from the caller.
    unsafe { print_data(&mut s, data, rank, rank, offset, sizes, strides, empty) };
    if rank == 0 {
        s.push(b']');
    }
    s.push(b'\n');
    s
}

#[allow(clippy::too_many_arguments)]
unsafe fn print_data<T: PrintElem>(
    s: &mut Vec<u8>,
    base: *const T,
    dim: i64,
    rank: i64,
    offset: i64,
    sizes: &[i64],
    strides: &[i64],
    empty: bool,
) {
    if dim == 0 {
        if !empty {
            // SAFETY: in bounds by the caller's contract (non-empty memref).
            unsafe { *base.offset(offset as isize) }.fmt_elem(s);
        }
        return;
    }
    let spaces = |s: &mut Vec<u8>| (0..rank - dim + 1).for_each(|_| s.push(b' '));
    // first
    s.push(b'[');
    unsafe {
        print_data(
            s,
            base,
            dim - 1,
            rank,
            offset,
            &sizes[1..],
            &strides[1..],
            empty,
        )
    };
    if sizes[0] <= 1 {
        s.push(b']');
        return;
    }
    s.extend_from_slice(b", ");
    if dim > 1 {
        s.push(b'\n');
    }
    for i in 1..sizes[0] - 1 {
        spaces(s);
        unsafe {
            print_data(
                s,
                base,
                dim - 1,
                rank,
                offset + i * strides[0],
                &sizes[1..],
                &strides[1..],
                empty,
            )
        };
        s.extend_from_slice(b", ");
        if dim > 1 {
            s.push(b'\n');
        }
    }
    // last
    spaces(s);
    unsafe {
        print_data(
            s,
            base,
            dim - 1,
            rank,
            offset + (sizes[0] - 1) * strides[0],
            &sizes[1..],
            &strides[1..],
            empty,
        )
    };
    s.push(b']');
}

/// Reads MLIR's ranked descriptor `{T* alloc, T* aligned, i64 offset,
/// i64 sizes[rank], i64 strides[rank]}` and prints it.
unsafe fn print_memref_desc<T: PrintElem>(how: MemrefPrint, rank: i64, desc: *const u8) {
    if desc.is_null() || !(0..=64).contains(&rank) {
        return;
    }
    let w = desc as *const i64;
    // SAFETY: the caller (JIT code lowered from MLIR) passes a descriptor of
    // `rank` dimensions.
    unsafe {
        let data = *w.add(1) as *const T;
        let offset = *w.add(2);
        let r = rank as usize;
        let sizes: Vec<i64> = (0..r).map(|k| *w.add(3 + k)).collect();
        let strides: Vec<i64> = (0..r).map(|k| *w.add(3 + r + k)).collect();
        out(&format_memref_bytes(how, data, offset, &sizes, &strides));
    }
}

/// `UnrankedMemRefType<T>`: `{int64_t rank; void *descriptor}`.
pub type Unranked = (i64, *const u8);

/// Reads an `UnrankedMemRefType` and prints it.
unsafe fn print_unranked<T: PrintElem>(how: MemrefPrint, u: *const Unranked) {
    // SAFETY: the caller passes a valid unranked memref (or null).
    if let Some(&(r, d)) = unsafe { u.as_ref() } {
        unsafe { print_memref_desc::<T>(how, r, d) }
    }
}

/// `printMemref<T>(int64_t rank, void *descriptor)`: an unranked memref,
/// expanded as `--convert-func-to-llvm` passes it.
macro_rules! expanded_printers {
    ($($f:ident: $t:ty),* $(,)?) => {$(
        /// # Safety
        /// `desc` must point to a valid ranked descriptor of rank `rank`.
        pub unsafe extern "sysv64" fn $f(rank: i64, desc: *const u8) {
            unsafe { print_memref_desc::<$t>(MemrefPrint::Data { ranked: false }, rank, desc) }
        }
    )*};
}
expanded_printers!(
    print_memref_f32: f32,
    print_memref_f64: f64,
    print_memref_i32: i32,
    print_memref_i64: i64,
    print_memref_ind: Ind,
);

/// `_mlir_ciface_printMemref<T>(UnrankedMemRefType<T> *)` and
/// `_mlir_ciface_printMemrefShape<T>`.
macro_rules! unranked_printers {
    ($($f:ident: $t:ty, $how:expr);* $(;)?) => {$(
        /// # Safety
        /// `u` must point to a valid unranked memref.
        pub unsafe extern "sysv64" fn $f(u: *const Unranked) {
            unsafe { print_unranked::<$t>($how, u) }
        }
    )*};
}
const UNRANKED: MemrefPrint = MemrefPrint::Data { ranked: false };
unranked_printers!(
    ciface_print_memref_i8: Char, UNRANKED;
    ciface_print_memref_i16: i16, UNRANKED;
    ciface_print_memref_i32: i32, UNRANKED;
    ciface_print_memref_i64: i64, UNRANKED;
    ciface_print_memref_f16: F16, UNRANKED;
    ciface_print_memref_bf16: BF16, UNRANKED;
    ciface_print_memref_f32: f32, UNRANKED;
    ciface_print_memref_f64: f64, UNRANKED;
    ciface_print_memref_ind: Ind, UNRANKED;
    ciface_print_memref_shape_i8: Char, MemrefPrint::Shape;
    ciface_print_memref_shape_i32: i32, MemrefPrint::Shape;
    ciface_print_memref_shape_i64: i64, MemrefPrint::Shape;
    ciface_print_memref_shape_f32: f32, MemrefPrint::Shape;
    ciface_print_memref_shape_f64: f64, MemrefPrint::Shape;
    ciface_print_memref_shape_ind: Ind, MemrefPrint::Shape;
);

/// `_mlir_ciface_printMemref<N>d<T>(StridedMemRefType<T, N> *)`.
macro_rules! ranked_printers {
    ($($f:ident: $t:ty, $rank:expr);* $(;)?) => {$(
        /// # Safety
        /// `desc` must point to a valid descriptor of the function's rank.
        pub unsafe extern "sysv64" fn $f(desc: *const u8) {
            unsafe { print_memref_desc::<$t>(MemrefPrint::Data { ranked: true }, $rank, desc) }
        }
    )*};
}
ranked_printers!(
    ciface_print_memref_0d_f32: f32, 0;
    ciface_print_memref_1d_f32: f32, 1;
    ciface_print_memref_2d_f32: f32, 2;
    ciface_print_memref_3d_f32: f32, 3;
    ciface_print_memref_4d_f32: f32, 4;
    ciface_print_memref_1d_i8: Char, 1;
    ciface_print_memref_1d_i32: i32, 1;
    ciface_print_memref_1d_i64: i64, 1;
    ciface_print_memref_1d_f64: f64, 1;
    ciface_print_memref_1d_ind: Ind, 1;
);

/// A memref parameter of a runtime function, as declared in the IR. (The
/// discriminants are the executor protocol's element codes.)
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MemrefElem {
    I8,
    I16,
    I32,
    I64,
    /// `index` (also accepted as `i64`: the same bits)
    Ind,
    F16,
    BF16,
    F32,
    F64,
}

/// A parameter or result of a runtime function, as the IR declares it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RtType {
    /// `i64` or `index`
    I64,
    F32,
    F64,
    /// `memref<*xT>`
    Unranked(MemrefElem),
    /// `memref<…xT>` of this rank (any layout)
    Ranked(MemrefElem, u8),
}

/// One runtime function: its symbol, address, and the IR signature it
/// expects (`None`: not checked, e.g. the lowering's own helpers and
/// `printString`, which take pointers the IR cannot declare).
pub struct RtFn {
    pub symbol: &'static str,
    pub addr: usize,
    pub sig: Option<(Vec<RtType>, Option<RtType>)>,
}

/// The runner utils: symbols (as MLIR 22's libraries export them) with
/// their addresses and IR signatures, built once per process (every
/// compile reads it).
pub fn functions() -> &'static [RtFn] {
    static FUNCTIONS: std::sync::OnceLock<Vec<RtFn>> = std::sync::OnceLock::new();
    FUNCTIONS.get_or_init(build_functions)
}

fn build_functions() -> Vec<RtFn> {
    use MemrefElem as E;
    use RtType::*;
    let f = |symbol, addr: usize, ins: Vec<RtType>, ret| RtFn {
        symbol,
        addr,
        sig: Some((ins, ret)),
    };
    let unranked = |symbol, addr: usize, e| f(symbol, addr, vec![Unranked(e)], None);
    let ranked = |symbol, addr: usize, e, r| f(symbol, addr, vec![Ranked(e, r)], None);
    macro_rules! a {
        ($f:expr) => {
            $f as *const () as usize
        };
    }
    vec![
        f("printI64", a!(print_i64), vec![I64], None),
        f("printU64", a!(print_u64), vec![I64], None),
        f("printF32", a!(print_f32), vec![F32], None),
        f("printF64", a!(print_f64), vec![F64], None),
        f("printFlops", a!(print_flops), vec![F64], None),
        f("printOpen", a!(print_open), vec![], None),
        f("printClose", a!(print_close), vec![], None),
        f("printComma", a!(print_comma), vec![], None),
        f("printNewline", a!(print_newline), vec![], None),
        f("rtclock", a!(rtclock), vec![], Some(F64)),
        RtFn {
            symbol: "printString",
            addr: a!(print_string),
            sig: None,
        },
        unranked("printMemrefF32", a!(print_memref_f32), E::F32),
        unranked("printMemrefF64", a!(print_memref_f64), E::F64),
        unranked("printMemrefI32", a!(print_memref_i32), E::I32),
        unranked("printMemrefI64", a!(print_memref_i64), E::I64),
        unranked("printMemrefInd", a!(print_memref_ind), E::Ind),
        unranked(
            "_mlir_ciface_printMemrefI8",
            a!(ciface_print_memref_i8),
            E::I8,
        ),
        unranked(
            "_mlir_ciface_printMemrefI16",
            a!(ciface_print_memref_i16),
            E::I16,
        ),
        unranked(
            "_mlir_ciface_printMemrefI32",
            a!(ciface_print_memref_i32),
            E::I32,
        ),
        unranked(
            "_mlir_ciface_printMemrefI64",
            a!(ciface_print_memref_i64),
            E::I64,
        ),
        unranked(
            "_mlir_ciface_printMemrefF16",
            a!(ciface_print_memref_f16),
            E::F16,
        ),
        unranked(
            "_mlir_ciface_printMemrefBF16",
            a!(ciface_print_memref_bf16),
            E::BF16,
        ),
        unranked(
            "_mlir_ciface_printMemrefF32",
            a!(ciface_print_memref_f32),
            E::F32,
        ),
        unranked(
            "_mlir_ciface_printMemrefF64",
            a!(ciface_print_memref_f64),
            E::F64,
        ),
        unranked(
            "_mlir_ciface_printMemrefInd",
            a!(ciface_print_memref_ind),
            E::Ind,
        ),
        unranked(
            "_mlir_ciface_printMemrefShapeI8",
            a!(ciface_print_memref_shape_i8),
            E::I8,
        ),
        unranked(
            "_mlir_ciface_printMemrefShapeI32",
            a!(ciface_print_memref_shape_i32),
            E::I32,
        ),
        unranked(
            "_mlir_ciface_printMemrefShapeI64",
            a!(ciface_print_memref_shape_i64),
            E::I64,
        ),
        unranked(
            "_mlir_ciface_printMemrefShapeF32",
            a!(ciface_print_memref_shape_f32),
            E::F32,
        ),
        unranked(
            "_mlir_ciface_printMemrefShapeF64",
            a!(ciface_print_memref_shape_f64),
            E::F64,
        ),
        unranked(
            "_mlir_ciface_printMemrefShapeInd",
            a!(ciface_print_memref_shape_ind),
            E::Ind,
        ),
        ranked(
            "_mlir_ciface_printMemref0dF32",
            a!(ciface_print_memref_0d_f32),
            E::F32,
            0,
        ),
        ranked(
            "_mlir_ciface_printMemref1dF32",
            a!(ciface_print_memref_1d_f32),
            E::F32,
            1,
        ),
        ranked(
            "_mlir_ciface_printMemref2dF32",
            a!(ciface_print_memref_2d_f32),
            E::F32,
            2,
        ),
        ranked(
            "_mlir_ciface_printMemref3dF32",
            a!(ciface_print_memref_3d_f32),
            E::F32,
            3,
        ),
        ranked(
            "_mlir_ciface_printMemref4dF32",
            a!(ciface_print_memref_4d_f32),
            E::F32,
            4,
        ),
        ranked(
            "_mlir_ciface_printMemref1dI8",
            a!(ciface_print_memref_1d_i8),
            E::I8,
            1,
        ),
        ranked(
            "_mlir_ciface_printMemref1dI32",
            a!(ciface_print_memref_1d_i32),
            E::I32,
            1,
        ),
        ranked(
            "_mlir_ciface_printMemref1dI64",
            a!(ciface_print_memref_1d_i64),
            E::I64,
            1,
        ),
        ranked(
            "_mlir_ciface_printMemref1dF64",
            a!(ciface_print_memref_1d_f64),
            E::F64,
            1,
        ),
        ranked(
            "_mlir_ciface_printMemref1dInd",
            a!(ciface_print_memref_1d_ind),
            E::Ind,
            1,
        ),
    ]
}

/// The symbol table: MLIR names → addresses.
pub fn symbols() -> Vec<(&'static str, usize)> {
    functions().iter().map(|f| (f.symbol, f.addr)).collect()
}

/// A runtime function's IR signature (parameters, result).
pub type RtSig = (Vec<RtType>, Option<RtType>);

/// The IR signature runtime function `symbol` expects (`None`: not a
/// runner util, or one whose signature is not checked).
pub fn signature(symbol: &str) -> Option<&'static RtSig> {
    // (a scan: a few dozen entries, a few calls per module)
    functions()
        .iter()
        .find(|f| f.symbol == symbol)
        .and_then(|f| f.sig.as_ref())
}

impl MemrefElem {
    /// Bytes of one element.
    pub fn bytes(self) -> usize {
        match self {
            MemrefElem::I8 => 1,
            MemrefElem::I16 | MemrefElem::F16 | MemrefElem::BF16 => 2,
            MemrefElem::I32 | MemrefElem::F32 => 4,
            MemrefElem::I64 | MemrefElem::Ind | MemrefElem::F64 => 8,
        }
    }

    /// The element of protocol code `c` (the declaration order).
    pub fn from_code(c: u8) -> Option<MemrefElem> {
        use MemrefElem::*;
        [I8, I16, I32, I64, Ind, F16, BF16, F32, F64]
            .get(c as usize)
            .copied()
    }
}

impl std::fmt::Display for MemrefElem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            MemrefElem::I8 => "i8",
            MemrefElem::I16 => "i16",
            MemrefElem::I32 => "i32",
            MemrefElem::I64 => "i64",
            MemrefElem::Ind => "index",
            MemrefElem::F16 => "f16",
            MemrefElem::BF16 => "bf16",
            MemrefElem::F32 => "f32",
            MemrefElem::F64 => "f64",
        })
    }
}

/// The IR spelling (`memref<?x?xf32>` for a ranked memref of rank 2).
impl std::fmt::Display for RtType {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RtType::I64 => f.write_str("i64"),
            RtType::F32 => f.write_str("f32"),
            RtType::F64 => f.write_str("f64"),
            RtType::Unranked(e) => write!(f, "memref<*x{e}>"),
            RtType::Ranked(e, r) => write!(f, "memref<{}{e}>", "?x".repeat(*r as usize)),
        }
    }
}

/// `(A, B) -> R` of a signature.
pub fn signature_string(sig: &RtSig) -> String {
    let ins: Vec<String> = sig.0.iter().map(|t| t.to_string()).collect();
    let ret = sig.1.map_or("()".to_string(), |t| t.to_string());
    format!("({}) -> {ret}", ins.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c_g(v: f64) -> String {
        let mut buf = [0u8; 64];
        // SAFETY: the buffer is large enough for %g of any double.
        let n = unsafe {
            libc::snprintf(
                buf.as_mut_ptr() as *mut libc::c_char,
                buf.len(),
                c"%g".as_ptr(),
                v,
            )
        };
        String::from_utf8_lossy(&buf[..n as usize]).into_owned()
    }

    #[test]
    fn format_g_matches_glibc() {
        let mut vals = vec![
            0.0,
            -0.0,
            1.0,
            0.5,
            1.5,
            2.5,
            100000.0,
            999999.5,
            1e6,
            1234567.0,
            0.0001,
            0.00001,
            0.000123456789,
            1e-300,
            5e-324,
            f64::MAX,
            f64::NAN,
            -f64::NAN,
            f64::INFINITY,
            f64::NEG_INFINITY,
            3.1416926,
            -2.7192818,
            1e100,
            123456.5,
            0.1f32 as f64,
            f32::MAX as f64,
            f32::MIN_POSITIVE as f64,
        ];
        let mut s = 0x1234_5678_9abc_def0u64;
        for _ in 0..20000 {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            vals.push(f64::from_bits(s));
            vals.push(f32::from_bits(s as u32) as f64);
            vals.push((s % 2_000_000) as f64 / 8.0 - 100.0);
        }
        for v in vals {
            assert_eq!(format_g(v), c_g(v), "value {v:e} ({:#x})", v.to_bits());
        }
    }

    #[test]
    fn print_functions_write_mlir_punctuation() {
        let ((), s) = capture(|| {
            print_open();
            print_i64(-5);
            print_comma();
            print_u64(u64::MAX);
            print_comma();
            print_f32(0.1);
            print_comma();
            print_f64(1e-7);
            print_close();
            print_newline();
            unsafe { print_string(c"hi".as_ptr()) };
        });
        assert_eq!(s, "( -5, 18446744073709551615, 0.1, 1e-07 )\nhi");
    }

    #[test]
    fn memref_printing_matches_mlir_layout() {
        let v: Vec<f32> = (1..=6).map(|x| x as f32).collect();
        let p = v.as_ptr();
        let s = unsafe { format_memref(p, 0, &[2, 3], &[3, 1]) };
        let head = format!("Unranked Memref base@ = {:#x} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data = \n", p as usize);
        assert_eq!(s, format!("{head}[[1,   2,   3], \n [4,   5,   6]]\n"));
        let s = unsafe { format_memref(p, 1, &[4], &[1]) };
        assert!(s.ends_with("data = \n[2,  3,  4,  5]\n"), "{s:?}");
        let s = unsafe { format_memref(p, 5, &[], &[]) };
        assert!(
            s.ends_with("rank = 0 offset = 5 sizes = [] strides = [] data = \n[6]\n"),
            "{s:?}"
        );
        let s = unsafe { format_memref(p, 0, &[1], &[1]) };
        assert!(s.ends_with("[1]\n"), "{s:?}");
        let s = unsafe { format_memref(p, 0, &[2, 1, 3], &[3, 3, 1]) };
        assert!(
            s.ends_with("[[[1,    2,    3]], \n [[4,    5,    6]]]\n"),
            "{s:?}"
        );
        let w: Vec<i64> = vec![7, -8];
        let s = unsafe { format_memref(w.as_ptr(), 0, &[2], &[1]) };
        assert!(s.ends_with("[7,  -8]\n"), "{s:?}");
    }

    #[test]
    fn print_memref_reads_mlir_descriptors() {
        let v = [1.5f64, 2.0, 3.25];
        let desc: [i64; 5] = [v.as_ptr() as i64, v.as_ptr() as i64, 0, 3, 1];
        let ((), s) = capture(|| unsafe { print_memref_f64(1, desc.as_ptr() as *const u8) });
        assert!(
            s.ends_with(
                "rank = 1 offset = 0 sizes = [3] strides = [1] data = \n[1.5,  2,  3.25]\n"
            ),
            "{s:?}"
        );
        let u = (1i64, desc.as_ptr() as *const u8);
        let ((), s2) = capture(|| unsafe { ciface_print_memref_f64(&u) });
        assert_eq!(s, s2);
    }

    fn c_lf(v: f64) -> String {
        let mut buf = [0u8; 512];
        // SAFETY: the buffer is large enough for %lf of any double / 1e9
        // (at most 300 integer digits).
        let n = unsafe {
            libc::snprintf(
                buf.as_mut_ptr() as *mut libc::c_char,
                buf.len(),
                c"%lf GFLOPS\n".as_ptr(),
                v / 1.0e9,
            )
        };
        String::from_utf8_lossy(&buf[..n as usize]).into_owned()
    }

    #[test]
    fn print_flops_matches_glibc_lf_on_stderr() {
        let mut vals = vec![
            0.0,
            -0.0,
            2.5e9,
            1.0,
            -1.0e-3,
            // at the sixth decimal's rounding boundary
            5e2,
            1.5e3,
            2.5e3,
            1.2345678e15,
            f64::MAX,
            f64::MIN_POSITIVE,
            f64::NAN,
            -f64::NAN,
            f64::INFINITY,
            f64::NEG_INFINITY,
        ];
        let mut s = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..20000 {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            vals.push(f64::from_bits(s));
            vals.push((s % 100_000_000_000) as f64 * 0.5);
        }
        for v in vals {
            assert_eq!(format_flops(v), c_lf(v), "{v:e} ({:#x})", v.to_bits());
        }
        let (((), o), e) = capture_stderr(|| capture(|| print_flops(3.0e9)));
        assert_eq!((o.as_str(), e.as_str()), ("", "3.000000 GFLOPS\n"));
    }

    #[test]
    fn half_conversions_are_exact() {
        use std::arch::x86_64::{__m128i, _mm_cvtph_ps, _mm_cvtsi32_si128, _mm_cvtss_f32};
        #[target_feature(enable = "f16c")]
        unsafe fn f16c(h: u16) -> f32 {
            let v: __m128i = _mm_cvtsi32_si128(h as i32);
            _mm_cvtss_f32(_mm_cvtph_ps(v))
        }
        if !::tests::oracle::cpu_feature("F16C", std::is_x86_feature_detected!("f16c")) {
            return;
        }
        for h in 0..=u16::MAX {
            // SAFETY: F16C is present (checked above).
            let want = unsafe { f16c(h) };
            let got = f16_to_f32(h);
            // (F16C quiets signalling NaNs; MLIR's f16ToFloat keeps the bits)
            let quiet = |x: f32| x.to_bits() | if x.is_nan() { 0x0040_0000 } else { 0 };
            assert_eq!(quiet(got), quiet(want), "{h:#06x}");
            assert_eq!(bf16_to_f32(h).to_bits(), (h as u32) << 16);
        }
    }

    /// A descriptor `{data, data, offset, sizes, strides}`.
    fn desc<T>(data: &[T], offset: i64, sizes: &[i64], strides: &[i64]) -> Vec<i64> {
        let p = data.as_ptr() as i64;
        let mut d = vec![p, p, offset];
        d.extend_from_slice(sizes);
        d.extend_from_slice(strides);
        d
    }

    fn head<T>(prefix: &str, data: &[T], rest: &str) -> Vec<u8> {
        format!("{prefix} base@ = {:#x} {rest}", data.as_ptr() as usize).into_bytes()
    }

    #[test]
    fn memref_printers_format_every_element_type() {
        let unranked = |f: unsafe extern "sysv64" fn(*const Unranked), d: &[i64], rank: i64| {
            let u: Unranked = (rank, d.as_ptr() as *const u8);
            // SAFETY: `d` is a descriptor of rank `rank` over live data.
            capture_bytes(|| unsafe { f(&u) }).1
        };
        let one_d = "rank = 1 offset = 0 sizes = [3] strides = [1] data = \n";
        // i8: the bytes themselves
        let c = [b'H', 0xfb, b','];
        let mut want = head("Unranked Memref", &c, one_d);
        want.extend_from_slice(b"[H,  \xfb,  ,]\n");
        assert_eq!(
            unranked(ciface_print_memref_i8, &desc(&c, 0, &[3], &[1]), 1),
            want
        );
        // i16 signed
        let h = [-300i16, 7, i16::MIN];
        let mut want = head("Unranked Memref", &h, one_d);
        want.extend_from_slice(b"[-300,  7,  -32768]\n");
        assert_eq!(
            unranked(ciface_print_memref_i16, &desc(&h, 0, &[3], &[1]), 1),
            want
        );
        // index unsigned, through the C interface and expanded
        let ind = [-7i64, 1, i64::MAX];
        let d = desc(&ind, 0, &[3], &[1]);
        let mut want = head("Unranked Memref", &ind, one_d);
        want.extend_from_slice(b"[18446744073709551609,  1,  9223372036854775807]\n");
        assert_eq!(unranked(ciface_print_memref_ind, &d, 1), want);
        // SAFETY: as above.
        let (_, expanded) = capture_bytes(|| unsafe { print_memref_ind(1, d.as_ptr() as _) });
        assert_eq!(expanded, want);
        // f16 and bf16 through float
        let f16 = [0x3e00u16, 0xb554, 0x0001, 0x7c00, 0xfe00];
        let mut want = head(
            "Unranked Memref",
            &f16,
            "rank = 1 offset = 0 sizes = [5] strides = [1] data = \n",
        );
        want.extend_from_slice(b"[1.5,  -0.333008,  5.96046e-08,  inf,  -nan]\n");
        assert_eq!(
            unranked(ciface_print_memref_f16, &desc(&f16, 0, &[5], &[1]), 1),
            want
        );
        let bf16 = [0x3fc0u16, 0xbeaa, 0x0001];
        let mut want = head("Unranked Memref", &bf16, one_d);
        want.extend_from_slice(b"[1.5,  -0.332031,  9.18355e-41]\n");
        assert_eq!(
            unranked(ciface_print_memref_bf16, &desc(&bf16, 0, &[3], &[1]), 1),
            want
        );
        // the shape only
        let f = [0.5f32, 1.0, 1.5, 2.0, 2.5];
        let d = desc(&f, 1, &[2, 1], &[2, 1]);
        let want = head(
            "Unranked Memref",
            &f,
            "rank = 2 offset = 1 sizes = [2, 1] strides = [2, 1]\n",
        );
        assert_eq!(unranked(ciface_print_memref_shape_f32, &d, 2), want);
        // ranked: "Memref", offset and strides honoured, 0-d in brackets
        // SAFETY: `d` is a rank-2 descriptor over `f`.
        let (_, got) = capture_bytes(|| unsafe { ciface_print_memref_2d_f32(d.as_ptr() as _) });
        let want = head(
            "Memref",
            &f,
            "rank = 2 offset = 1 sizes = [2, 1] strides = [2, 1] data = \n[[1], \n [2]]\n",
        );
        assert_eq!(got, want);
        let d0 = desc(&f, 4, &[], &[]);
        // SAFETY: a rank-0 descriptor over `f`.
        let (_, got) = capture_bytes(|| unsafe { ciface_print_memref_0d_f32(d0.as_ptr() as _) });
        let want = head(
            "Memref",
            &f,
            "rank = 0 offset = 4 sizes = [] strides = [] data = \n[2.5]\n",
        );
        assert_eq!(got, want);
        let c1 = [b'o', b'k'];
        let d1 = desc(&c1, 0, &[2], &[1]);
        // SAFETY: a rank-1 descriptor over `c1`.
        let (_, got) = capture_bytes(|| unsafe { ciface_print_memref_1d_i8(d1.as_ptr() as _) });
        assert!(got.starts_with(b"Memref base@ = 0x"), "{got:?}");
        assert!(got.ends_with(b" data = \n[o,  k]\n"), "{got:?}");
    }

    #[test]
    fn symbols_are_those_of_mlir_22() {
        let names: std::collections::HashSet<&str> = symbols().into_iter().map(|s| s.0).collect();
        // expanded (non-C-interface) memref printers exist only for these
        for t in ["F32", "F64", "I32", "I64", "Ind"] {
            assert!(names.contains(format!("printMemref{t}").as_str()), "{t}");
        }
        for t in ["I8", "I16", "F16", "BF16", "1dF32", "0dF32", "ShapeF32"] {
            assert!(!names.contains(format!("printMemref{t}").as_str()), "{t}");
        }
        // every printer has a C interface
        for t in [
            "I8", "I16", "I32", "I64", "F16", "BF16", "F32", "F64", "Ind", "0dF32", "1dF32",
            "2dF32", "3dF32", "4dF32", "1dI8", "1dI32", "1dI64", "1dF64", "1dInd", "ShapeI8",
            "ShapeI32", "ShapeI64", "ShapeF32", "ShapeF64", "ShapeInd",
        ] {
            let n = format!("_mlir_ciface_printMemref{t}");
            assert!(names.contains(n.as_str()), "{n}");
            assert!(signature(&n).is_some(), "{n}");
        }
        // (nor does MLIR 22 export these)
        for n in ["printF16", "printBF16", "printCString"] {
            assert!(!names.contains(n), "{n}");
        }
        let sig = |n| signature_string(signature(n).unwrap());
        assert_eq!(
            sig("_mlir_ciface_printMemref2dF32"),
            "(memref<?x?xf32>) -> ()"
        );
        assert_eq!(sig("_mlir_ciface_printMemref0dF32"), "(memref<f32>) -> ()");
        assert_eq!(sig("printMemrefInd"), "(memref<*xindex>) -> ()");
        assert_eq!(sig("rtclock"), "() -> f64");
        assert_eq!(sig("printFlops"), "(f64) -> ()");
    }

    #[test]
    fn rtclock_is_epoch_seconds() {
        let t = rtclock();
        assert!(t > 1.6e9 && t < 1e11, "{t}");
    }
}
