/* ods-executor: runs machine code compiled by backend-dynasm in a process of
 * its own, the way LLVM's llvm-jitlink-executor serves ORC. It is built for
 * the host (x86-64: a crashing kernel cannot take ods-run down) and for
 * AArch64 (run under qemu-aarch64 on an x86 host, or on an ARM board over
 * ssh). It is C because no AArch64 Rust standard library exists on the
 * machines that build it.
 *
 * Protocol (little-endian, over stdin/stdout; src/executor.rs is the other
 * side and documents it):
 *   host -> executor
 *     'L' load:  u64 code_len, code; u32 nblocks, per block {u32 align,
 *                u64 len, bytes}; u32 nrelocs, per reloc {u64 offset,
 *                u8 kind (0 runtime function: u16 len, name; 1 global:
 *                u32 index)}                       -> 'K' u64 base | 'E'
 *     'C' call:  u64 code offset, u8 result kind (0 none, 1 integer,
 *                2 f32, 3 f64), u8 nargs (<= 8), u64 args[nargs]
 *                                                  -> output*, 'R' u64 bits
 *     'Q' quit.
 *   executor -> host, while a call runs
 *     'P' u8 what [payload]  a runner-utils print, formatted by the host
 *     'M' ...                a memref print: its metadata and the bytes it
 *                            spans, formatted by the host
 *     'X' u32 signal, u64 pc, u64 code base, u64 fault address: the code
 *                            crashed (the executor then exits)
 * The host formats every print, so there is one implementation of MLIR's
 * runner-utils output (src/runner_utils.rs).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <math.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/time.h>
#include <ucontext.h>
#include <unistd.h>

/* ---- I/O ---------------------------------------------------------------- */

static unsigned char obuf[1 << 16];
static size_t olen;
static uint64_t code_base;

static void raw_write(const void *p, size_t n) {
    const unsigned char *b = p;
    while (n > 0) {
        ssize_t w = write(1, b, n);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            _exit(3); /* the host went away */
        b += w;
        n -= (size_t)w;
    }
}

static void flush_out(void) {
    raw_write(obuf, olen);
    olen = 0;
}

static void out_bytes(const void *p, size_t n) {
    if (olen + n > sizeof obuf)
        flush_out();
    if (n > sizeof obuf) {
        raw_write(p, n);
        return;
    }
    memcpy(obuf + olen, p, n);
    olen += n;
}

static void out_u8(uint8_t v) { out_bytes(&v, 1); }
static void out_u32(uint32_t v) { out_bytes(&v, 4); }
static void out_u64(uint64_t v) { out_bytes(&v, 8); }

static void read_exact(void *p, size_t n) {
    unsigned char *b = p;
    while (n > 0) {
        ssize_t r = read(0, b, n);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            _exit(0); /* end of input: the host is done */
        b += r;
        n -= (size_t)r;
    }
}

static uint8_t in_u8(void) { uint8_t v; read_exact(&v, 1); return v; }
static uint16_t in_u16(void) { uint16_t v; read_exact(&v, 2); return v; }
static uint32_t in_u32(void) { uint32_t v; read_exact(&v, 4); return v; }
static uint64_t in_u64(void) { uint64_t v; read_exact(&v, 8); return v; }

static void reply_error(const char *msg) {
    size_t n = strlen(msg);
    out_u8('E');
    out_u32((uint32_t)n);
    out_bytes(msg, n);
    flush_out();
}

/* ---- crashes ------------------------------------------------------------ */

static void on_crash(int sig, siginfo_t *info, void *uc_) {
    ucontext_t *uc = uc_;
    uint64_t pc = 0;
#if defined(__x86_64__)
    pc = (uint64_t)uc->uc_mcontext.gregs[REG_RIP];
#elif defined(__aarch64__)
    pc = (uint64_t)uc->uc_mcontext.pc;
#endif
    /* (the buffer holds whole messages: the code only runs between them) */
    flush_out();
    unsigned char m[1 + 4 + 8 + 8 + 8];
    uint32_t s = (uint32_t)sig;
    uint64_t addr = (uint64_t)(uintptr_t)info->si_addr;
    m[0] = 'X';
    memcpy(m + 1, &s, 4);
    memcpy(m + 5, &pc, 8);
    memcpy(m + 13, &code_base, 8);
    memcpy(m + 21, &addr, 8);
    raw_write(m, sizeof m);
    _exit(128 + sig);
}

static void install_crash_handlers(void) {
    static const int sigs[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP};
    /* an alternate stack, so that a stack overflow is reported too */
    static char altstack[1 << 16];
    stack_t ss = {.ss_sp = altstack, .ss_size = sizeof altstack, .ss_flags = 0};
    sigaltstack(&ss, 0);
    for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; i++) {
        struct sigaction sa;
        memset(&sa, 0, sizeof sa);
        sa.sa_sigaction = on_crash;
        sa.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_RESETHAND;
        sigaction(sigs[i], &sa, 0);
    }
}

/* ---- runner utils: forwarded to the host -------------------------------- */

void printI64(int64_t v) { out_u8('P'); out_u8('i'); out_u64((uint64_t)v); }
void printU64(uint64_t v) { out_u8('P'); out_u8('u'); out_u64(v); }
void printF32(float v) {
    uint32_t b;
    memcpy(&b, &v, 4);
    out_u8('P'); out_u8('f'); out_u32(b);
}
void printF64(double v) {
    uint64_t b;
    memcpy(&b, &v, 8);
    out_u8('P'); out_u8('d'); out_u64(b);
}
void printFlops(double v) {
    uint64_t b;
    memcpy(&b, &v, 8);
    out_u8('P'); out_u8('F'); out_u64(b);
}
void printOpen(void) { out_u8('P'); out_u8('('); }
void printClose(void) { out_u8('P'); out_u8(')'); }
void printComma(void) { out_u8('P'); out_u8(','); }
void printNewline(void) { out_u8('P'); out_u8('n'); }
void printString(const char *s) {
    size_t n = s ? strlen(s) : 0;
    out_u8('P'); out_u8('s'); out_u32((uint32_t)n); out_bytes(s, n);
}

/* MLIR's rtclock: gettimeofday in seconds. */
double rtclock(void) {
    struct timeval tp;
    gettimeofday(&tp, 0);
    return (double)tp.tv_sec + (double)tp.tv_usec * 1.0e-6;
}

/* Element kinds, as runner_utils::MemrefElem. */
enum { E_I8, E_I16, E_I32, E_I64, E_IND, E_F16, E_BF16, E_F32, E_F64 };
static const int elem_bytes[] = {1, 2, 4, 8, 8, 2, 2, 4, 8};
/* What is printed: 0 unranked data, 1 ranked data, 2 metadata only. */
enum { HOW_UNRANKED, HOW_RANKED, HOW_SHAPE };

/* A strided descriptor {alloc, aligned, offset, sizes[r], strides[r]}:
 * its metadata and the bytes from its lowest to its highest element. */
static void send_memref(int how, int elem, int64_t rank, const int64_t *d) {
    if (!d || rank < 0 || rank > 64)
        return;
    int64_t offset = d[2];
    const int64_t *sizes = d + 3, *strides = d + 3 + rank;
    int64_t lo = offset, hi = offset, empty = 0;
    for (int64_t k = 0; k < rank; k++) {
        if (sizes[k] <= 0)
            empty = 1;
        int64_t ext = (sizes[k] - 1) * strides[k];
        if (ext < 0)
            lo += ext;
        else
            hi += ext;
    }
    uint64_t count = (how == HOW_SHAPE || empty) ? 0 : (uint64_t)(hi - lo + 1);
    out_u8('M');
    out_u8((uint8_t)how);
    out_u8((uint8_t)elem);
    out_u64((uint64_t)d[1]);
    out_u64((uint64_t)offset);
    out_u32((uint32_t)rank);
    for (int64_t k = 0; k < 2 * rank; k++)
        out_u64((uint64_t)d[3 + k]);
    out_u64((uint64_t)lo);
    out_u64(count);
    if (count > 0)
        out_bytes((const char *)(uintptr_t)d[1] + lo * elem_bytes[elem],
                  count * (uint64_t)elem_bytes[elem]);
}

typedef struct { int64_t rank; const int64_t *desc; } Unranked;

#define EXPANDED(name, e) \
    void name(int64_t rank, const int64_t *d) { send_memref(HOW_UNRANKED, e, rank, d); }
#define CIFACE_UNRANKED(name, e, how) \
    void name(const Unranked *u) { if (u) send_memref(how, e, u->rank, u->desc); }
#define CIFACE_RANKED(name, e, r) \
    void name(const int64_t *d) { send_memref(HOW_RANKED, e, r, d); }

EXPANDED(printMemrefF32, E_F32)
EXPANDED(printMemrefF64, E_F64)
EXPANDED(printMemrefI32, E_I32)
EXPANDED(printMemrefI64, E_I64)
EXPANDED(printMemrefInd, E_IND)
CIFACE_UNRANKED(_mlir_ciface_printMemrefI8, E_I8, HOW_UNRANKED)
CIFACE_UNRANKED(_mlir_ciface_printMemrefI16, E_I16, HOW_UNRANKED)
CIFACE_UNRANKED(_mlir_ciface_printMemrefI32, E_I32, HOW_UNRANKED)
CIFACE_UNRANKED(_mlir_ciface_printMemrefI64, E_I64, HOW_UNRANKED)
CIFACE_UNRANKED(_mlir_ciface_printMemrefF16, E_F16, HOW_UNRANKED)
CIFACE_UNRANKED(_mlir_ciface_printMemrefBF16, E_BF16, HOW_UNRANKED)
CIFACE_UNRANKED(_mlir_ciface_printMemrefF32, E_F32, HOW_UNRANKED)
CIFACE_UNRANKED(_mlir_ciface_printMemrefF64, E_F64, HOW_UNRANKED)
CIFACE_UNRANKED(_mlir_ciface_printMemrefInd, E_IND, HOW_UNRANKED)
CIFACE_UNRANKED(_mlir_ciface_printMemrefShapeI8, E_I8, HOW_SHAPE)
CIFACE_UNRANKED(_mlir_ciface_printMemrefShapeI32, E_I32, HOW_SHAPE)
CIFACE_UNRANKED(_mlir_ciface_printMemrefShapeI64, E_I64, HOW_SHAPE)
CIFACE_UNRANKED(_mlir_ciface_printMemrefShapeF32, E_F32, HOW_SHAPE)
CIFACE_UNRANKED(_mlir_ciface_printMemrefShapeF64, E_F64, HOW_SHAPE)
CIFACE_UNRANKED(_mlir_ciface_printMemrefShapeInd, E_IND, HOW_SHAPE)
CIFACE_RANKED(_mlir_ciface_printMemref0dF32, E_F32, 0)
CIFACE_RANKED(_mlir_ciface_printMemref1dF32, E_F32, 1)
CIFACE_RANKED(_mlir_ciface_printMemref2dF32, E_F32, 2)
CIFACE_RANKED(_mlir_ciface_printMemref3dF32, E_F32, 3)
CIFACE_RANKED(_mlir_ciface_printMemref4dF32, E_F32, 4)
CIFACE_RANKED(_mlir_ciface_printMemref1dI8, E_I8, 1)
CIFACE_RANKED(_mlir_ciface_printMemref1dI32, E_I32, 1)
CIFACE_RANKED(_mlir_ciface_printMemref1dI64, E_I64, 1)
CIFACE_RANKED(_mlir_ciface_printMemref1dF64, E_F64, 1)
CIFACE_RANKED(_mlir_ciface_printMemref1dInd, E_IND, 1)

/* ---- the lowering's helpers (src/lower/calls.rs has their contracts) ---- */

/* A zeroed block aligned to `align`, the C library's pointer in the word
 * before it. */
void *_ods_alloc(int64_t bytes, int64_t align) {
    uint64_t a = align < 16 ? 16 : (uint64_t)align;
    while (a & (a - 1))
        a += a & -a; /* next power of two */
    if (bytes < 0)
        bytes = 0;
    unsigned char *base = calloc(1, (size_t)bytes + a + 16);
    if (!base)
        return 0;
    uintptr_t p = ((uintptr_t)base + 8 + a - 1) & ~(uintptr_t)(a - 1);
    memcpy((void *)(p - 8), &base, sizeof base);
    return (void *)p;
}

void _ods_free(void *p) {
    if (!p)
        return;
    void *base;
    memcpy(&base, (char *)p - 8, sizeof base);
    free(base);
}

/* Element-wise copy between two descriptors of `rank` with equal sizes. */
void _ods_memref_copy(int64_t rank, int64_t eb, const int64_t *s, const int64_t *d) {
    int64_t idx[64] = {0};
    if (rank < 0 || rank > 64)
        return;
    for (int64_t k = 0; k < rank; k++)
        if (s[3 + k] <= 0)
            return;
    for (;;) {
        int64_t so = s[2], dof = d[2];
        for (int64_t k = 0; k < rank; k++) {
            so += idx[k] * s[3 + rank + k];
            dof += idx[k] * d[3 + rank + k];
        }
        memmove((char *)(uintptr_t)d[1] + dof * eb, (const char *)(uintptr_t)s[1] + so * eb,
                (size_t)eb);
        int64_t k = rank;
        for (;;) {
            if (k == 0)
                return;
            k--;
            if (++idx[k] < s[3 + k])
                break;
            idx[k] = 0;
        }
    }
}

/* cf.assert: the message to stderr (through the host), then abort. */
void _ods_assert_fail(const char *msg) {
    size_t n = strlen(msg);
    out_u8('P'); out_u8('e'); out_u32((uint32_t)n + 1); out_bytes(msg, n); out_bytes("\n", 1);
    abort();
}

float _ods_fmodf(float a, float b) { return fmodf(a, b); }
double _ods_fmod(double a, double b) { return fmod(a, b); }

/* ---- symbols ------------------------------------------------------------ */

#define SYM(f) {#f, (void *)f}
static const struct { const char *name; void *addr; } symbols[] = {
    SYM(printI64), SYM(printU64), SYM(printF32), SYM(printF64), SYM(printFlops),
    SYM(printOpen), SYM(printClose), SYM(printComma), SYM(printNewline), SYM(printString),
    SYM(rtclock),
    SYM(printMemrefF32), SYM(printMemrefF64), SYM(printMemrefI32), SYM(printMemrefI64),
    SYM(printMemrefInd),
    SYM(_mlir_ciface_printMemrefI8), SYM(_mlir_ciface_printMemrefI16),
    SYM(_mlir_ciface_printMemrefI32), SYM(_mlir_ciface_printMemrefI64),
    SYM(_mlir_ciface_printMemrefF16), SYM(_mlir_ciface_printMemrefBF16),
    SYM(_mlir_ciface_printMemrefF32), SYM(_mlir_ciface_printMemrefF64),
    SYM(_mlir_ciface_printMemrefInd),
    SYM(_mlir_ciface_printMemrefShapeI8), SYM(_mlir_ciface_printMemrefShapeI32),
    SYM(_mlir_ciface_printMemrefShapeI64), SYM(_mlir_ciface_printMemrefShapeF32),
    SYM(_mlir_ciface_printMemrefShapeF64), SYM(_mlir_ciface_printMemrefShapeInd),
    SYM(_mlir_ciface_printMemref0dF32), SYM(_mlir_ciface_printMemref1dF32),
    SYM(_mlir_ciface_printMemref2dF32), SYM(_mlir_ciface_printMemref3dF32),
    SYM(_mlir_ciface_printMemref4dF32), SYM(_mlir_ciface_printMemref1dI8),
    SYM(_mlir_ciface_printMemref1dI32), SYM(_mlir_ciface_printMemref1dI64),
    SYM(_mlir_ciface_printMemref1dF64), SYM(_mlir_ciface_printMemref1dInd),
    SYM(_ods_alloc), SYM(_ods_free), SYM(_ods_memref_copy), SYM(_ods_assert_fail),
    SYM(_ods_fmodf), SYM(_ods_fmod),
};

static void *lookup(const char *name) {
    for (size_t i = 0; i < sizeof symbols / sizeof symbols[0]; i++)
        if (strcmp(symbols[i].name, name) == 0)
            return symbols[i].addr;
    return 0;
}

/* ---- requests ----------------------------------------------------------- */

static void **globals;
static uint32_t nglobals;

static void load(void) {
    static char err[512];
    uint64_t len = in_u64();
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t map = (len + page - 1) / page * page;
    unsigned char *code = mmap(0, map ? map : page, PROT_READ | PROT_WRITE,
                               MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (code == MAP_FAILED) {
        reply_error("cannot map memory for the code");
        _exit(4);
    }
    read_exact(code, len);
    nglobals = in_u32();
    globals = calloc(nglobals ? nglobals : 1, sizeof *globals);
    for (uint32_t i = 0; i < nglobals; i++) {
        uint32_t align = in_u32();
        uint64_t n = in_u64();
        void *p = 0;
        if (posix_memalign(&p, align < sizeof(void *) ? sizeof(void *) : align, n ? n : 1)) {
            reply_error("cannot allocate a global");
            _exit(4);
        }
        read_exact(p, n);
        globals[i] = p;
    }
    uint32_t nrel = in_u32();
    int bad = 0;
    for (uint32_t i = 0; i < nrel; i++) {
        uint64_t off = in_u64();
        uint8_t kind = in_u8();
        void *addr = 0;
        if (kind == 0) {
            char name[256];
            uint16_t n = in_u16();
            if (n >= sizeof name) {
                reply_error("symbol name too long");
                _exit(4);
            }
            read_exact(name, n);
            name[n] = 0;
            addr = lookup(name);
            if (!addr && !bad) {
                bad = 1;
                snprintf(err, sizeof err, "the executor has no runtime function %s", name);
            }
        } else {
            uint32_t g = in_u32();
            if (g < nglobals)
                addr = globals[g];
            else if (!bad) {
                bad = 1;
                snprintf(err, sizeof err, "no global #%u", g);
            }
        }
        if (off + 8 <= len)
            memcpy(code + off, &addr, 8);
        else if (!bad) {
            bad = 1;
            snprintf(err, sizeof err, "relocation at %llu is outside the code",
                     (unsigned long long)off);
        }
    }
    if (bad) {
        reply_error(err);
        return;
    }
    if (mprotect(code, map ? map : page, PROT_READ | PROT_EXEC)) {
        reply_error("cannot make the code executable");
        _exit(4);
    }
    __builtin___clear_cache((char *)code, (char *)code + len);
    code_base = (uint64_t)(uintptr_t)code;
    out_u8('K');
    out_u64(code_base);
    flush_out();
}

typedef uint64_t U;
typedef U (*IntFn)(U, U, U, U, U, U, U, U);
typedef float (*F32Fn)(U, U, U, U, U, U, U, U);
typedef double (*F64Fn)(U, U, U, U, U, U, U, U);

static void call(void) {
    uint64_t off = in_u64();
    uint8_t kind = in_u8();
    uint8_t n = in_u8();
    U a[8] = {0};
    for (uint8_t i = 0; i < n; i++) {
        U v = in_u64();
        if (i < 8)
            a[i] = v;
    }
    void *f = (void *)(uintptr_t)(code_base + off);
    uint64_t bits = 0;
    if (kind == 2) {
        float r = ((F32Fn)f)(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7]);
        uint32_t b;
        memcpy(&b, &r, 4);
        bits = b;
    } else if (kind == 3) {
        double r = ((F64Fn)f)(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7]);
        memcpy(&bits, &r, 8);
    } else {
        bits = ((IntFn)f)(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7]);
        if (kind == 0)
            bits = 0;
    }
    out_u8('R');
    out_u64(bits);
    flush_out();
}

int main(void) {
    install_crash_handlers();
    for (;;) {
        uint8_t tag = in_u8();
        switch (tag) {
        case 'L': load(); break;
        case 'C': call(); break;
        case 'Q': flush_out(); return 0;
        default:
            reply_error("unknown request");
            return 5;
        }
    }
}
