// printMemref variants of the runner utils: the C-interface-only element
// types (I8 as characters, I16, F16, BF16), the ranked printMemrefNdT
// forms ("Memref " prefix), printMemrefShape, a strided subview.
func.func private @printMemrefI8(memref<*xi8>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI16(memref<*xi16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF16(memref<*xf16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefBF16(memref<*xbf16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemref1dF32(memref<?xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemref2dF32(memref<?x?xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefShapeF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefInd(memref<*xindex>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %m8 = memref.alloca() : memref<2x2xi8>
  %v8 = arith.constant 72 : i8
  %w8 = arith.constant 105 : i8
  memref.store %v8, %m8[%c0, %c0] : memref<2x2xi8>
  memref.store %w8, %m8[%c0, %c1] : memref<2x2xi8>
  memref.store %v8, %m8[%c1, %c0] : memref<2x2xi8>
  memref.store %w8, %m8[%c1, %c1] : memref<2x2xi8>
  %m8u = memref.cast %m8 : memref<2x2xi8> to memref<*xi8>
  call @printMemrefI8(%m8u) : (memref<*xi8>) -> ()
  %m16 = memref.alloca() : memref<2xi16>
  %v16 = arith.constant -300 : i16
  memref.store %v16, %m16[%c0] : memref<2xi16>
  memref.store %v16, %m16[%c1] : memref<2xi16>
  %m16u = memref.cast %m16 : memref<2xi16> to memref<*xi16>
  call @printMemrefI16(%m16u) : (memref<*xi16>) -> ()
  %mh = memref.alloca() : memref<2xf16>
  %vh = arith.constant 1.5 : f16
  %wh = arith.constant -0.333 : f16
  memref.store %vh, %mh[%c0] : memref<2xf16>
  memref.store %wh, %mh[%c1] : memref<2xf16>
  %mhu = memref.cast %mh : memref<2xf16> to memref<*xf16>
  call @printMemrefF16(%mhu) : (memref<*xf16>) -> ()
  %mb = memref.alloca() : memref<2xbf16>
  %vb = arith.constant 1.5 : bf16
  %wb = arith.constant -0.333 : bf16
  memref.store %vb, %mb[%c0] : memref<2xbf16>
  memref.store %wb, %mb[%c1] : memref<2xbf16>
  %mbu = memref.cast %mb : memref<2xbf16> to memref<*xbf16>
  call @printMemrefBF16(%mbu) : (memref<*xbf16>) -> ()
  %mf = memref.alloc(%c2) : memref<?xf32>
  %vf = arith.constant 2.75 : f32
  memref.store %vf, %mf[%c0] : memref<?xf32>
  memref.store %vf, %mf[%c1] : memref<?xf32>
  call @printMemref1dF32(%mf) : (memref<?xf32>) -> ()
  %mf2 = memref.alloc(%c2, %c1) : memref<?x?xf32>
  memref.store %vf, %mf2[%c0, %c0] : memref<?x?xf32>
  memref.store %vf, %mf2[%c1, %c0] : memref<?x?xf32>
  call @printMemref2dF32(%mf2) : (memref<?x?xf32>) -> ()
  %mfu = memref.cast %mf2 : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%mfu) : (memref<*xf32>) -> ()
  call @printMemrefShapeF32(%mfu) : (memref<*xf32>) -> ()
  %big = memref.alloca() : memref<3x4xf32>
  %vals = arith.constant dense<[[0.5, 1.5, 2.5, 3.5], [4.5, 5.5, 6.5, 7.5], [8.5, 9.5, 10.5, 11.5]]> : vector<3x4xf32>
  vector.transfer_write %vals, %big[%c0, %c0] : vector<3x4xf32>, memref<3x4xf32>
  %sub = memref.subview %big[1, 1] [2, 2] [1, 2] : memref<3x4xf32> to memref<2x2xf32, strided<[4, 2], offset: 5>>
  %subu = memref.cast %sub : memref<2x2xf32, strided<[4, 2], offset: 5>> to memref<*xf32>
  call @printMemrefF32(%subu) : (memref<*xf32>) -> ()
  %mi = memref.alloca() : memref<2xindex>
  %neg = arith.constant -1 : index
  memref.store %neg, %mi[%c0] : memref<2xindex>
  memref.store %c2, %mi[%c1] : memref<2xindex>
  %miu = memref.cast %mi : memref<2xindex> to memref<*xindex>
  call @printMemrefInd(%miu) : (memref<*xindex>) -> ()
  return
}
