//! MLIR's runner utilities (`libmlir_c_runner_utils` /
//! `libmlir_runner_utils`) in Rust, callable from JIT code
//! (`extern "sysv64"`), with byte-identical output:
//!
//! * `printF32`/`printF64` print like C's `printf("%g")` (the float is
//!   promoted to double), including glibc's `nan`/`-nan`/`inf`;
//! * `printI64`/`printU64` in decimal; `printOpen` `"( "`, `printClose`
//!   `" )"`, `printComma` `", "`, `printNewline` `"\n"`, `printString`;
//! * `printMemrefF32/F64/I32/I64(rank, descriptor)` print
//!   `Unranked Memref base@ = 0x… rank = R offset = O sizes = [...]
//!   strides = [...] data = ` and the nested bracketed data exactly as
//!   `MemRefDataPrinter` does (`std::cout` default float formatting is
//!   `%g` too). One deliberate difference: MLIR reads (and prints) one
//!   element even when a size is 0; this implementation never reads an
//!   element of an empty memref and prints the brackets only.
//! * `rtclock()` returns seconds since the epoch with microsecond
//!   resolution (`gettimeofday` in MLIR).
//!
//! Output goes to the process's stdout, or to a per-thread buffer inside
//! [`capture`] (for tests).

use std::cell::RefCell;
use std::io::Write;

thread_local! {
    static CAPTURE: RefCell<Option<Vec<u8>>> = const { RefCell::new(None) };
}

fn out(bytes: &[u8]) {
    let captured = CAPTURE.with(|c| {
        if let Some(buf) = c.borrow_mut().as_mut() {
            buf.extend_from_slice(bytes);
            true
        } else {
            false
        }
    });
    if !captured {
        let mut so = std::io::stdout().lock();
        let _ = so.write_all(bytes);
        let _ = so.flush();
    }
}

/// Runs `f` with this thread's runner-utils output captured.
pub fn capture<R>(f: impl FnOnce() -> R) -> (R, String) {
    let prev = CAPTURE.with(|c| c.borrow_mut().replace(Vec::new()));
    let r = f();
    let buf = CAPTURE
        .with(|c| std::mem::replace(&mut *c.borrow_mut(), prev))
        .unwrap_or_default();
    (r, String::from_utf8_lossy(&buf).into_owned())
}

/// C's `%g` (precision 6) of a double, as glibc prints it.
pub fn format_g(v: f64) -> String {
    format_g_prec(v, 6)
}

/// C's `%.{p}g`.
pub fn format_g_prec(v: f64, p: usize) -> String {
    let p = p.max(1);
    if v.is_nan() {
        return if v.is_sign_negative() {
            "-nan".into()
        } else {
            "nan".into()
        };
    }
    if v.is_infinite() {
        return if v < 0.0 { "-inf".into() } else { "inf".into() };
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

/// Element formatting of `std::ostream <<`.
pub trait PrintElem: Copy {
    fn fmt_elem(self) -> String;
}
impl PrintElem for f32 {
    fn fmt_elem(self) -> String {
        format_g(self as f64)
    }
}
impl PrintElem for f64 {
    fn fmt_elem(self) -> String {
        format_g(self)
    }
}
impl PrintElem for i32 {
    fn fmt_elem(self) -> String {
        self.to_string()
    }
}
impl PrintElem for i64 {
    fn fmt_elem(self) -> String {
        self.to_string()
    }
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
    let rank = sizes.len() as i64;
    let list = |v: &[i64]| {
        v.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let ptr = if data.is_null() {
        "0".to_string()
    } else {
        format!("{:#x}", data as usize)
    };
    let mut s = format!("Unranked Memref base@ = {ptr} rank = {rank} offset = {offset} sizes = [{}] strides = [{}] data = \n", list(sizes), list(strides));
    let empty = sizes.contains(&0);
    if rank == 0 {
        s.push('[');
    }
    // SAFETY: forwarded from the caller.
    unsafe { print_data(&mut s, data, rank, rank, offset, sizes, strides, empty) };
    if rank == 0 {
        s.push(']');
    }
    s.push('\n');
    s
}

#[allow(clippy::too_many_arguments)]
unsafe fn print_data<T: PrintElem>(
    s: &mut String,
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
            s.push_str(&unsafe { *base.offset(offset as isize) }.fmt_elem());
        }
        return;
    }
    let spaces = |s: &mut String| (0..rank - dim + 1).for_each(|_| s.push(' '));
    // first
    s.push('[');
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
        s.push(']');
        return;
    }
    s.push_str(", ");
    if dim > 1 {
        s.push('\n');
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
        s.push_str(", ");
        if dim > 1 {
            s.push('\n');
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
    s.push(']');
}

/// Reads MLIR's ranked descriptor `{T* alloc, T* aligned, i64 offset,
/// i64 sizes[rank], i64 strides[rank]}` and prints it.
unsafe fn print_memref_desc<T: PrintElem>(rank: i64, desc: *const u8) {
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
        out(format_memref(data, offset, &sizes, &strides).as_bytes());
    }
}

/// `printMemrefF32(int64_t rank, void *descriptor)` (an unranked memref,
/// expanded).
///
/// # Safety
/// `desc` must point to a valid ranked descriptor of rank `rank`.
pub unsafe extern "sysv64" fn print_memref_f32(rank: i64, desc: *const u8) {
    unsafe { print_memref_desc::<f32>(rank, desc) }
}
/// # Safety
/// As [`print_memref_f32`].
pub unsafe extern "sysv64" fn print_memref_f64(rank: i64, desc: *const u8) {
    unsafe { print_memref_desc::<f64>(rank, desc) }
}
/// # Safety
/// As [`print_memref_f32`].
pub unsafe extern "sysv64" fn print_memref_i32(rank: i64, desc: *const u8) {
    unsafe { print_memref_desc::<i32>(rank, desc) }
}
/// # Safety
/// As [`print_memref_f32`].
pub unsafe extern "sysv64" fn print_memref_i64(rank: i64, desc: *const u8) {
    unsafe { print_memref_desc::<i64>(rank, desc) }
}

/// `_mlir_ciface_printMemrefF32(UnrankedMemRefType<float> *)`: a pointer
/// to `{int64_t rank; void *descriptor}`.
///
/// # Safety
/// `u` must point to a valid unranked memref.
pub unsafe extern "sysv64" fn ciface_print_memref_f32(u: *const (i64, *const u8)) {
    if let Some(&(r, d)) = unsafe { u.as_ref() } {
        unsafe { print_memref_desc::<f32>(r, d) }
    }
}
/// # Safety
/// As [`ciface_print_memref_f32`].
pub unsafe extern "sysv64" fn ciface_print_memref_f64(u: *const (i64, *const u8)) {
    if let Some(&(r, d)) = unsafe { u.as_ref() } {
        unsafe { print_memref_desc::<f64>(r, d) }
    }
}
/// # Safety
/// As [`ciface_print_memref_f32`].
pub unsafe extern "sysv64" fn ciface_print_memref_i32(u: *const (i64, *const u8)) {
    if let Some(&(r, d)) = unsafe { u.as_ref() } {
        unsafe { print_memref_desc::<i32>(r, d) }
    }
}
/// # Safety
/// As [`ciface_print_memref_f32`].
pub unsafe extern "sysv64" fn ciface_print_memref_i64(u: *const (i64, *const u8)) {
    if let Some(&(r, d)) = unsafe { u.as_ref() } {
        unsafe { print_memref_desc::<i64>(r, d) }
    }
}

/// The symbol table: MLIR names → addresses.
pub fn symbols() -> Vec<(&'static str, usize)> {
    vec![
        ("printI64", print_i64 as *const () as usize),
        ("printU64", print_u64 as *const () as usize),
        ("printF32", print_f32 as *const () as usize),
        ("printF64", print_f64 as *const () as usize),
        ("printOpen", print_open as *const () as usize),
        ("printClose", print_close as *const () as usize),
        ("printComma", print_comma as *const () as usize),
        ("printNewline", print_newline as *const () as usize),
        ("printString", print_string as *const () as usize),
        ("printCString", print_string as *const () as usize),
        ("rtclock", rtclock as *const () as usize),
        ("printMemrefF32", print_memref_f32 as *const () as usize),
        ("printMemrefF64", print_memref_f64 as *const () as usize),
        ("printMemrefI32", print_memref_i32 as *const () as usize),
        ("printMemrefI64", print_memref_i64 as *const () as usize),
        (
            "_mlir_ciface_printMemrefF32",
            ciface_print_memref_f32 as *const () as usize,
        ),
        (
            "_mlir_ciface_printMemrefF64",
            ciface_print_memref_f64 as *const () as usize,
        ),
        (
            "_mlir_ciface_printMemrefI32",
            ciface_print_memref_i32 as *const () as usize,
        ),
        (
            "_mlir_ciface_printMemrefI64",
            ciface_print_memref_i64 as *const () as usize,
        ),
    ]
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

    #[test]
    fn rtclock_is_epoch_seconds() {
        let t = rtclock();
        assert!(t > 1.6e9 && t < 1e11, "{t}");
    }
}
