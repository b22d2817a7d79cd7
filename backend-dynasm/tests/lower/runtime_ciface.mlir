// The C-interface runner utils (`llvm.emit_c_interface`: the call goes to
// `_mlir_ciface_<name>` with each memref passed as a pointer to its
// descriptor): printMemref of every element type (i8 as characters, index
// unsigned, f16/bf16 through float), the ranked printMemref<N>d forms
// ("Memref" header), printMemrefShape (metadata only), on subviews with
// offsets and strides and on dynamic sizes; printMemrefInd expanded.
func.func private @printMemrefInd(memref<*xindex>)
func.func private @printMemrefI8(memref<*xi8>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI16(memref<*xi16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI64(memref<*xi64>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF16(memref<*xf16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefBF16(memref<*xbf16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF64(memref<*xf64>) attributes {llvm.emit_c_interface}
func.func private @printMemref0dF32(memref<f32>) attributes {llvm.emit_c_interface}
func.func private @printMemref1dF32(memref<?xf32, strided<[?], offset: ?>>) attributes {llvm.emit_c_interface}
func.func private @printMemref2dF32(memref<?x?xf32, strided<[?, ?], offset: ?>>) attributes {llvm.emit_c_interface}
func.func private @printMemref3dF32(memref<2x3x4xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemref4dF32(memref<?x2x1x2xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemref1dI8(memref<?xi8>) attributes {llvm.emit_c_interface}
func.func private @printMemref1dI32(memref<4xi32>) attributes {llvm.emit_c_interface}
func.func private @printMemref1dI64(memref<?xi64>) attributes {llvm.emit_c_interface}
func.func private @printMemref1dF64(memref<3xf64, strided<[2], offset: 1>>) attributes {llvm.emit_c_interface}
func.func private @printMemref1dInd(memref<?xindex>) attributes {llvm.emit_c_interface}
func.func private @printMemrefShapeI8(memref<*xi8>) attributes {llvm.emit_c_interface}
func.func private @printMemrefShapeI32(memref<*xi32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefShapeI64(memref<*xi64>) attributes {llvm.emit_c_interface}
func.func private @printMemrefShapeF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefShapeF64(memref<*xf64>) attributes {llvm.emit_c_interface}
func.func private @printMemrefShapeInd(memref<*xindex>) attributes {llvm.emit_c_interface}

// a value live across the calls (callee-saved or spilled)
func.func @fill_f32(%m: memref<?x?xf32>, %scale: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %m, %c0 : memref<?x?xf32>
  %d1 = memref.dim %m, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %d0 step %c1 {
    scf.for %j = %c0 to %d1 step %c1 {
      %k = arith.muli %i, %d1 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i32
      %f = arith.sitofp %li : i32 to f32
      %g = arith.mulf %f, %scale : f32
      memref.store %g, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index

  // index, expanded and C interface; -7 prints unsigned
  %mi = memref.alloc(%c3) : memref<?xindex>
  %neg = arith.constant -7 : index
  %big = arith.constant 9223372036854775807 : index
  memref.store %neg, %mi[%c0] : memref<?xindex>
  memref.store %c1, %mi[%c1] : memref<?xindex>
  memref.store %big, %mi[%c2] : memref<?xindex>
  %miu = memref.cast %mi : memref<?xindex> to memref<*xindex>
  call @printMemrefInd(%miu) : (memref<*xindex>) -> ()
  call @printMemref1dInd(%mi) : (memref<?xindex>) -> ()
  call @printMemrefShapeInd(%miu) : (memref<*xindex>) -> ()

  // i8 as characters: "Hello," in rows of 3
  %m8 = memref.alloca() : memref<2x3xi8>
  %h = arith.constant 72 : i8
  %e = arith.constant 101 : i8
  %l = arith.constant 108 : i8
  %o = arith.constant 111 : i8
  %cm = arith.constant 44 : i8
  memref.store %h, %m8[%c0, %c0] : memref<2x3xi8>
  memref.store %e, %m8[%c0, %c1] : memref<2x3xi8>
  memref.store %l, %m8[%c0, %c2] : memref<2x3xi8>
  memref.store %l, %m8[%c1, %c0] : memref<2x3xi8>
  memref.store %o, %m8[%c1, %c1] : memref<2x3xi8>
  memref.store %cm, %m8[%c1, %c2] : memref<2x3xi8>
  %m8u = memref.cast %m8 : memref<2x3xi8> to memref<*xi8>
  call @printMemrefI8(%m8u) : (memref<*xi8>) -> ()
  call @printMemrefShapeI8(%m8u) : (memref<*xi8>) -> ()
  %flat8 = memref.collapse_shape %m8 [[0, 1]] : memref<2x3xi8> into memref<6xi8>
  %dyn8 = memref.cast %flat8 : memref<6xi8> to memref<?xi8>
  call @printMemref1dI8(%dyn8) : (memref<?xi8>) -> ()

  // i16, i32, i64 (signed)
  %m16 = memref.alloca() : memref<3xi16>
  %a16 = arith.constant -300 : i16
  %b16 = arith.constant 32767 : i16
  %d16 = arith.constant -32768 : i16
  memref.store %a16, %m16[%c0] : memref<3xi16>
  memref.store %b16, %m16[%c1] : memref<3xi16>
  memref.store %d16, %m16[%c2] : memref<3xi16>
  %m16u = memref.cast %m16 : memref<3xi16> to memref<*xi16>
  call @printMemrefI16(%m16u) : (memref<*xi16>) -> ()
  %m32 = memref.alloca() : memref<4xi32>
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %sq = arith.muli %ii, %ii : i32
    %n = arith.subi %sq, %ii : i32
    %m = arith.constant -1000000 : i32
    %v = arith.muli %n, %m : i32
    memref.store %v, %m32[%i] : memref<4xi32>
  }
  call @printMemref1dI32(%m32) : (memref<4xi32>) -> ()
  %m32u = memref.cast %m32 : memref<4xi32> to memref<*xi32>
  call @printMemrefI32(%m32u) : (memref<*xi32>) -> ()
  call @printMemrefShapeI32(%m32u) : (memref<*xi32>) -> ()
  %m64 = memref.alloc(%c2) : memref<?xi64>
  %min = arith.constant -9223372036854775808 : i64
  %max = arith.constant 9223372036854775807 : i64
  memref.store %min, %m64[%c0] : memref<?xi64>
  memref.store %max, %m64[%c1] : memref<?xi64>
  call @printMemref1dI64(%m64) : (memref<?xi64>) -> ()
  %m64u = memref.cast %m64 : memref<?xi64> to memref<*xi64>
  call @printMemrefI64(%m64u) : (memref<*xi64>) -> ()
  call @printMemrefShapeI64(%m64u) : (memref<*xi64>) -> ()

  // f16 and bf16 through float (inexact constants, a subnormal, -0, inf)
  %mh = memref.alloca() : memref<2x3xf16>
  %h0 = arith.constant 1.5 : f16
  %h1 = arith.constant -0.333 : f16
  %h2 = arith.constant 6.0e-8 : f16
  %h3 = arith.constant -0.0 : f16
  %h4 = arith.constant 65504.0 : f16
  %h5 = arith.constant 0x7C00 : f16
  memref.store %h0, %mh[%c0, %c0] : memref<2x3xf16>
  memref.store %h1, %mh[%c0, %c1] : memref<2x3xf16>
  memref.store %h2, %mh[%c0, %c2] : memref<2x3xf16>
  memref.store %h3, %mh[%c1, %c0] : memref<2x3xf16>
  memref.store %h4, %mh[%c1, %c1] : memref<2x3xf16>
  memref.store %h5, %mh[%c1, %c2] : memref<2x3xf16>
  %mhu = memref.cast %mh : memref<2x3xf16> to memref<*xf16>
  call @printMemrefF16(%mhu) : (memref<*xf16>) -> ()
  %mb = memref.alloca() : memref<4xbf16>
  %b0 = arith.constant 1.5 : bf16
  %b1 = arith.constant -0.333 : bf16
  %b2 = arith.constant 3.0e38 : bf16
  %b3 = arith.constant 1.0e-40 : bf16
  memref.store %b0, %mb[%c0] : memref<4xbf16>
  memref.store %b1, %mb[%c1] : memref<4xbf16>
  memref.store %b2, %mb[%c2] : memref<4xbf16>
  memref.store %b3, %mb[%c3] : memref<4xbf16>
  %mbu = memref.cast %mb : memref<4xbf16> to memref<*xbf16>
  call @printMemrefBF16(%mbu) : (memref<*xbf16>) -> ()

  // f32: a 4x6 matrix, its strided subviews through the ranked forms
  %mf = memref.alloc(%c4, %c6) : memref<?x?xf32>
  %quarter = arith.constant 0.25 : f32
  call @fill_f32(%mf, %quarter) : (memref<?x?xf32>, f32) -> ()
  %sv0 = memref.subview %mf[1, 1] [%c2, %c3] [2, 2] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 2], offset: ?>>
  %sv = memref.cast %sv0 : memref<?x?xf32, strided<[?, 2], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  call @printMemref2dF32(%sv) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  %mfs = memref.cast %mf : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  call @printMemref2dF32(%mfs) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  %row = memref.subview %mf[2, 0] [1, %c6] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[1], offset: ?>>
  %rowc = memref.cast %row : memref<?xf32, strided<[1], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
  call @printMemref1dF32(%rowc) : (memref<?xf32, strided<[?], offset: ?>>) -> ()
  %col0 = memref.subview %mf[0, 5] [%c4, 1] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[?], offset: 5>>
  %col = memref.cast %col0 : memref<?xf32, strided<[?], offset: 5>> to memref<?xf32, strided<[?], offset: ?>>
  call @printMemref1dF32(%col) : (memref<?xf32, strided<[?], offset: ?>>) -> ()
  %svu = memref.cast %sv : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%svu) : (memref<*xf32>) -> ()
  call @printMemrefShapeF32(%svu) : (memref<*xf32>) -> ()
  %z = memref.alloca() : memref<f32>
  %pi = arith.constant 3.14159274 : f32
  memref.store %pi, %z[] : memref<f32>
  call @printMemref0dF32(%z) : (memref<f32>) -> ()
  %m3 = memref.alloca() : memref<24xf32>
  scf.for %i = %c0 to %c6 step %c1 {
    %i4 = arith.muli %i, %c4 : index
    scf.for %j = %c0 to %c4 step %c1 {
      %k = arith.addi %i4, %j : index
      %ki = arith.index_cast %k : index to i32
      %f = arith.sitofp %ki : i32 to f32
      %g = arith.divf %f, %pi : f32
      memref.store %g, %m3[%k] : memref<24xf32>
    }
  }
  %m3d = memref.expand_shape %m3 [[0, 1, 2]] output_shape [2, 3, 4] : memref<24xf32> into memref<2x3x4xf32>
  call @printMemref3dF32(%m3d) : (memref<2x3x4xf32>) -> ()
  %m4d = memref.expand_shape %m3 [[0, 1, 2, 3]] output_shape [6, 2, 1, 2] : memref<24xf32> into memref<6x2x1x2xf32>
  %m4dd = memref.cast %m4d : memref<6x2x1x2xf32> to memref<?x2x1x2xf32>
  call @printMemref4dF32(%m4dd) : (memref<?x2x1x2xf32>) -> ()

  // f64: every other element from offset 1
  %md = memref.alloca() : memref<8xf64>
  scf.for %i = %c0 to %c6 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f64
    %t = arith.constant 1.0e-5 : f64
    %g = arith.mulf %f, %t : f64
    memref.store %g, %md[%i] : memref<8xf64>
  }
  %sd = memref.subview %md[1] [3] [2] : memref<8xf64> to memref<3xf64, strided<[2], offset: 1>>
  call @printMemref1dF64(%sd) : (memref<3xf64, strided<[2], offset: 1>>) -> ()
  %sdu = memref.cast %sd : memref<3xf64, strided<[2], offset: 1>> to memref<*xf64>
  call @printMemrefF64(%sdu) : (memref<*xf64>) -> ()
  call @printMemrefShapeF64(%sdu) : (memref<*xf64>) -> ()
  memref.dealloc %mf : memref<?x?xf32>
  memref.dealloc %m64 : memref<?xi64>
  memref.dealloc %mi : memref<?xindex>
  return
}
