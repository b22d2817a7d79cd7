/* A minimal stand-in for MLIR 22's runner-utils libraries
 * (libmlir_c_runner_utils.so, libmlir_runner_utils.so), linked statically
 * into a program that LLVM compiled from the lowered MLIR: the AArch64
 * reference of the tests (tests/src/aarch64_reference.rs), run under
 * qemu-aarch64.
 *
 * Written from the libraries' observable behaviour (what mlir-runner prints
 * on x86 for the programs of backend-dynasm/tests/lower and probes like
 * them), not from their source. Every function prints byte for byte what the
 * library's function prints:
 *
 *   - scalars (vector.print): printf's %g for f16/bf16/f32/f64 (6
 *     significant digits; "nan", "-nan", "inf", "-inf", "-0"), decimal
 *     integers, "( ", ", ", " )", "\n";
 *   - memrefs (printMemref*): a header "[Unranked ]Memref base@ = 0x...
 *     rank = R offset = O sizes = [..] strides = [..]", then " data = \n"
 *     and the elements in nested brackets, or for printMemrefShape* just
 *     "\n". Elements print as std::ostream prints them, which for floats is
 *     %g again; i8 prints as a raw character, index as unsigned.
 *
 * Everything goes through stdio's stdout (the libraries mix C stdio and a
 * std::cout synchronised with it, so their output interleaves in call
 * order, as here).
 *
 * The module's func @main becomes the LLVM function `main`; the test
 * pipeline renames that symbol to `_mlir_module_main` in LLVM's object file
 * (llvm-objcopy --redefine-sym), and the C `main` below calls it: the exit
 * status is then 0 when the program returns (the module's `main` returns
 * void, so running it as the C entry point would exit with whatever was
 * left in the result register), and returning from `main` flushes stdout.
 */
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

/* ---- scalars -------------------------------------------------------- */

/* IEEE half -> float, exact (every f16 is a float), sign and NaN payload
 * kept. */
static float f16_to_float(uint16_t h) {
  uint32_t sign = (uint32_t)(h & 0x8000u) << 16;
  uint32_t exp = (h >> 10) & 0x1fu;
  uint32_t man = h & 0x3ffu;
  uint32_t bits;
  if (exp == 0x1f) {
    bits = sign | 0x7f800000u | (man << 13);
  } else if (exp != 0) {
    bits = sign | ((exp + 112) << 23) | (man << 13);
  } else if (man == 0) {
    bits = sign;
  } else {
    /* subnormal: normalise */
    int e = -1;
    do {
      e++;
      man <<= 1;
    } while ((man & 0x400u) == 0);
    bits = sign | ((uint32_t)(112 - e) << 23) | ((man & 0x3ffu) << 13);
  }
  float f;
  memcpy(&f, &bits, sizeof f);
  return f;
}

/* bfloat16 -> float: the upper half of the float's bits. */
static float bf16_to_float(uint16_t b) {
  uint32_t bits = (uint32_t)b << 16;
  float f;
  memcpy(&f, &bits, sizeof f);
  return f;
}

void printF32(float f) { printf("%g", (double)f); }
void printF64(double d) { printf("%g", d); }
void printF16(uint16_t bits) { printf("%g", (double)f16_to_float(bits)); }
void printBF16(uint16_t bits) { printf("%g", (double)bf16_to_float(bits)); }
void printI64(int64_t i) { printf("%" PRId64, i); }
void printU64(uint64_t u) { printf("%" PRIu64, u); }
void printNewline(void) { putchar('\n'); }
void printOpen(void) { fputs("( ", stdout); }
void printClose(void) { fputs(" )", stdout); }
void printComma(void) { fputs(", ", stdout); }
void printString(const char *s) { fputs(s, stdout); }

/* Seconds, for the RATE lines of the benchmark kernels (timings, never
 * compared). */
double rtclock(void) {
  struct timespec t;
  clock_gettime(CLOCK_REALTIME, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* ---- compiler runtime ------------------------------------------------ */

/* float -> bfloat16, round to nearest even; a NaN keeps its sign and the
 * top of its payload and becomes quiet (compiler-rt's and newer libgcc's
 * result). LLVM calls it on x86 (the check of this file against the
 * recorded mlir-runner outputs, tests/src/aarch64_reference.rs), and GCC
 * 12's libgcc lacks it; on AArch64 LLVM converts inline. The result
 * travels like a _Float16 (xmm0 on x86-64, h0 on AArch64). */
_Float16 __truncsfbf2(float f) {
  uint32_t x;
  memcpy(&x, &f, sizeof x);
  uint16_t b;
  if ((x & 0x7fffffffu) > 0x7f800000u)
    b = (uint16_t)((x >> 16) | 0x40u);
  else
    b = (uint16_t)((x + 0x7fffu + ((x >> 16) & 1u)) >> 16);
  _Float16 r;
  memcpy(&r, &b, sizeof r);
  return r;
}

/* ---- memref descriptors --------------------------------------------- */

/* A ranked descriptor is { T *allocated; T *aligned; int64_t offset;
 * int64_t sizes[rank]; int64_t strides[rank]; }; an unranked one is
 * { int64_t rank; void *descriptor; }. */
typedef struct {
  int64_t rank;
  void *descriptor;
} Unranked;

typedef struct {
  int64_t rank;
  char *aligned;
  int64_t offset;
  const int64_t *sizes;
  const int64_t *strides;
} View;

static View view_of(int64_t rank, void *descriptor) {
  char **ptrs = (char **)descriptor;
  const int64_t *rest = (const int64_t *)(ptrs + 2);
  View v = {rank, ptrs[1], rest[0], rest + 1, rest + 1 + rank};
  return v;
}

enum Elem { I8, I16, I32, I64, IND, F16, BF16, F32, F64 };

static void print_element(enum Elem t, const char *aligned, int64_t i) {
  switch (t) {
  case I8: /* std::ostream << int8_t: the character itself */
    putchar(((const unsigned char *)aligned)[i]);
    break;
  case I16: printf("%d", (int)((const int16_t *)aligned)[i]); break;
  case I32: printf("%" PRId32, ((const int32_t *)aligned)[i]); break;
  case I64: printf("%" PRId64, ((const int64_t *)aligned)[i]); break;
  case IND: printf("%" PRIu64, ((const uint64_t *)aligned)[i]); break;
  case F16: printf("%g", (double)f16_to_float(((const uint16_t *)aligned)[i])); break;
  case BF16: printf("%g", (double)bf16_to_float(((const uint16_t *)aligned)[i])); break;
  case F32: printf("%g", (double)((const float *)aligned)[i]); break;
  case F64: printf("%g", ((const double *)aligned)[i]); break;
  }
}

static void spaces(int64_t n) {
  for (int64_t i = 0; i < n; i++)
    putchar(' ');
}

/* The elements of dimensions [rank - dim, rank), starting at `offset`:
 * "[a, b]" at the innermost level, each inner level's items separated by
 * ", " (plus a newline above the innermost level) and indented by their
 * depth. An empty dimension still prints its first item, as the library
 * does. */
static void print_data(enum Elem t, const View *v, int64_t dim, int64_t offset) {
  if (dim == 0) {
    print_element(t, v->aligned, offset);
    return;
  }
  int64_t d = v->rank - dim;
  int64_t size = v->sizes[d], stride = v->strides[d];
  putchar('[');
  print_data(t, v, dim - 1, offset);
  if (size <= 1) {
    putchar(']');
    return;
  }
  for (int64_t i = 1; i < size; i++) {
    fputs(", ", stdout);
    if (dim > 1)
      putchar('\n');
    spaces(v->rank - dim + 1);
    print_data(t, v, dim - 1, offset + i * stride);
  }
  putchar(']');
}

static void print_list(const int64_t *xs, int64_t n) {
  for (int64_t i = 0; i < n; i++)
    printf(i ? ", %" PRId64 : "%" PRId64, xs[i]);
}

static void print_metadata(const char *prefix, const View *v) {
  fputs(prefix, stdout);
  fputs("base@ = ", stdout);
  if (v->aligned)
    printf("0x%" PRIxPTR, (uintptr_t)v->aligned);
  else
    putchar('0');
  printf(" rank = %" PRId64 " offset = %" PRId64 " sizes = [", v->rank, v->offset);
  print_list(v->sizes, v->rank);
  fputs("] strides = [", stdout);
  print_list(v->strides, v->rank);
  putchar(']');
}

static void print_memref(const char *prefix, enum Elem t, int64_t rank, void *descriptor) {
  View v = view_of(rank, descriptor);
  print_metadata(prefix, &v);
  fputs(" data = \n", stdout);
  if (rank == 0)
    putchar('[');
  print_data(t, &v, rank, v.offset);
  if (rank == 0)
    putchar(']');
  putchar('\n');
}

static void print_shape(enum Elem t, int64_t rank, void *descriptor) {
  (void)t;
  View v = view_of(rank, descriptor);
  print_metadata("Unranked Memref ", &v);
  putchar('\n');
}

/* printMemref<T>(rank, descriptor) (unranked, expanded arguments) and
 * _mlir_ciface_printMemref<T>(Unranked *) for every element type, and
 * _mlir_ciface_printMemrefShape<T>(Unranked *). */
#define UNRANKED(NAME, T)                                                     \
  void printMemref##NAME(int64_t rank, void *d) {                             \
    print_memref("Unranked Memref ", T, rank, d);                             \
  }                                                                           \
  void _mlir_ciface_printMemref##NAME(Unranked *m) {                          \
    print_memref("Unranked Memref ", T, m->rank, m->descriptor);              \
  }                                                                           \
  void _mlir_ciface_printMemrefShape##NAME(Unranked *m) {                     \
    print_shape(T, m->rank, m->descriptor);                                   \
  }
UNRANKED(I8, I8)
UNRANKED(I16, I16)
UNRANKED(I32, I32)
UNRANKED(I64, I64)
UNRANKED(Ind, IND)
UNRANKED(F16, F16)
UNRANKED(BF16, BF16)
UNRANKED(F32, F32)
UNRANKED(F64, F64)

/* _mlir_ciface_printMemref<R>d<T>(ranked descriptor *): header "Memref ". */
#define RANKED(R, NAME, T)                                                    \
  void _mlir_ciface_printMemref##R##d##NAME(void *d) {                        \
    print_memref("Memref ", T, R, d);                                         \
  }
#define RANKED_ALL(R)                                                         \
  RANKED(R, I8, I8)                                                           \
  RANKED(R, I32, I32)                                                         \
  RANKED(R, I64, I64)                                                         \
  RANKED(R, Ind, IND)                                                         \
  RANKED(R, F32, F32)                                                         \
  RANKED(R, F64, F64)
RANKED_ALL(0)
RANKED_ALL(1)
RANKED_ALL(2)
RANKED_ALL(3)
RANKED_ALL(4)

/* memrefCopy(element size, source, target): copies every element of the
 * source's shape, each side with its own offset and strides. */
void memrefCopy(int64_t elem_size, Unranked *src, Unranked *dst) {
  View s = view_of(src->rank, src->descriptor);
  View d = view_of(dst->rank, dst->descriptor);
  int64_t rank = s.rank;
  for (int64_t i = 0; i < rank; i++)
    if (s.sizes[i] == 0)
      return;
  int64_t index[rank > 0 ? rank : 1];
  memset(index, 0, sizeof index);
  for (;;) {
    int64_t so = s.offset, dof = d.offset;
    for (int64_t i = 0; i < rank; i++) {
      so += index[i] * s.strides[i];
      dof += index[i] * d.strides[i];
    }
    memcpy(d.aligned + dof * elem_size, s.aligned + so * elem_size, (size_t)elem_size);
    /* next index, last dimension fastest */
    int64_t i = rank - 1;
    while (i >= 0 && ++index[i] == s.sizes[i])
      index[i--] = 0;
    if (i < 0)
      return;
  }
}

/* ---- entry ---------------------------------------------------------- */

void _mlir_module_main(void);

int main(void) {
  _mlir_module_main();
  return 0;
}
