// runner utils called from IR: printF32/F64/I64/U64, punctuation,
// printMemref of 0-D, 4-D and float memrefs, rtclock.
func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printNewline()
func.func private @printComma()
func.func private @printOpen()
func.func private @printClose()
func.func private @rtclock() -> f64
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefF64(memref<*xf64>)
func.func @main() {
  %t0 = call @rtclock() : () -> f64
  %f = arith.constant -1.25e-5 : f32
  call @printF32(%f) : (f32) -> ()
  call @printComma() : () -> ()
  %d = arith.constant 123456789.125 : f64
  call @printF64(%d) : (f64) -> ()
  call @printNewline() : () -> ()
  %i = arith.constant -42 : i64
  call @printOpen() : () -> ()
  call @printI64(%i) : (i64) -> ()
  call @printComma() : () -> ()
  call @printU64(%i) : (i64) -> ()
  call @printClose() : () -> ()
  call @printNewline() : () -> ()
  %inf = arith.constant 0x7FF0000000000000 : f64
  call @printF64(%inf) : (f64) -> ()
  call @printNewline() : () -> ()
  %nz = arith.constant -0.0 : f32
  call @printF32(%nz) : (f32) -> ()
  call @printNewline() : () -> ()
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  // empty and 0-d, and large-ish memref with float formatting
  %z = memref.alloca() : memref<f64>
  memref.store %d, %z[] : memref<f64>
  %zu = memref.cast %z : memref<f64> to memref<*xf64>
  call @printMemrefF64(%zu) : (memref<*xf64>) -> ()
  %big = memref.alloca() : memref<2x2x2x2xi32>
  %bigu = memref.cast %big : memref<2x2x2x2xi32> to memref<*xi32>
  %z32 = arith.constant -3 : i32
  %c2 = arith.constant 2 : index
  %flatbig = memref.alloca() : memref<16xi32>
  scf.for %q = %c0 to %c2 step %c1 {
    scf.for %r = %c0 to %c2 step %c1 {
      scf.for %s = %c0 to %c2 step %c1 {
        scf.for %u = %c0 to %c2 step %c1 {
          memref.store %z32, %big[%q, %r, %s, %u] : memref<2x2x2x2xi32>
        }
      }
    }
  }
  call @printMemrefI32(%bigu) : (memref<*xi32>) -> ()
  %fm = memref.alloca() : memref<5xf32>
  %vals = arith.constant dense<[1.0e-7, 1.5e10, -0.0, 3.14159274, 100000.0]> : vector<5xf32>
  vector.store %vals, %fm[%c0] : memref<5xf32>, vector<5xf32>
  %fmu = memref.cast %fm : memref<5xf32> to memref<*xf32>
  call @printMemrefF32(%fmu) : (memref<*xf32>) -> ()
  %t1 = call @rtclock() : () -> f64
  %dt = arith.subf %t1, %t0 : f64
  %zero = arith.constant 0.0 : f64
  %ok = arith.cmpf oge, %dt, %zero : f64
  %oki = arith.extui %ok : i1 to i64
  call @printI64(%oki) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
