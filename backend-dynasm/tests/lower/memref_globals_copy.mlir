// more memref programs: globals written and reread, subviews of subviews,
// memref.copy of strided views.
memref.global "private" @g2 : memref<3x4xi32> = dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]> {alignment = 64}
func.func private @printMemrefI32(memref<*xi32>)
func.func @bump() {
  %g = memref.get_global @g2 : memref<3x4xi32>
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %v = memref.load %g[%c0, %c3] : memref<3x4xi32>
  %one = arith.constant 100 : i32
  %n = arith.addi %v, %one : i32
  memref.store %n, %g[%c0, %c3] : memref<3x4xi32>
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  call @bump() : () -> ()
  call @bump() : () -> ()
  %g = memref.get_global @g2 : memref<3x4xi32>
  %gu = memref.cast %g : memref<3x4xi32> to memref<*xi32>
  call @printMemrefI32(%gu) : (memref<*xi32>) -> ()
  // strided -> strided copy
  %a = memref.alloc() {alignment = 32} : memref<6x6xi32>
  %z = arith.constant 0 : i32
  %c6 = arith.constant 6 : index
  scf.for %i = %c0 to %c6 step %c1 {
    scf.for %j = %c0 to %c6 step %c1 {
      memref.store %z, %a[%i, %j] : memref<6x6xi32>
    }
  }
  %src = memref.subview %g[0, 1] [3, 2] [1, 2] : memref<3x4xi32> to memref<3x2xi32, strided<[4, 2], offset: 1>>
  %dst = memref.subview %a[1, 0] [3, 2] [2, 3] : memref<6x6xi32> to memref<3x2xi32, strided<[12, 3], offset: 6>>
  memref.copy %src, %dst : memref<3x2xi32, strided<[4, 2], offset: 1>> to memref<3x2xi32, strided<[12, 3], offset: 6>>
  %au = memref.cast %a : memref<6x6xi32> to memref<*xi32>
  call @printMemrefI32(%au) : (memref<*xi32>) -> ()
  // rank-reducing dynamic subview
  %rr = memref.subview %a[%c1, %c0] [1, %c6] [1, 1] : memref<6x6xi32> to memref<?xi32, strided<[1], offset: ?>>
  %rrd = memref.dim %rr, %c0 : memref<?xi32, strided<[1], offset: ?>>
  vector.print %rrd : index
  %rru = memref.cast %rr : memref<?xi32, strided<[1], offset: ?>> to memref<*xi32>
  call @printMemrefI32(%rru) : (memref<*xi32>) -> ()
  %col = memref.subview %a[0, %c3] [%c6, 1] [1, 1] : memref<6x6xi32> to memref<?xi32, strided<[6], offset: ?>>
  %colu = memref.cast %col : memref<?xi32, strided<[6], offset: ?>> to memref<*xi32>
  call @printMemrefI32(%colu) : (memref<*xi32>) -> ()
  // 0-d subview
  %pt = memref.subview %a[1, 3] [1, 1] [1, 1] : memref<6x6xi32> to memref<i32, strided<[], offset: 9>>
  %ptv = memref.load %pt[] : memref<i32, strided<[], offset: 9>>
  vector.print %ptv : i32
  // cast static <-> dynamic
  %dyn = memref.cast %a : memref<6x6xi32> to memref<?x?xi32>
  %back = memref.cast %dyn : memref<?x?xi32> to memref<6x6xi32>
  %d1 = memref.dim %dyn, %c1 : memref<?x?xi32>
  vector.print %d1 : index
  %bv = memref.load %back[%c3, %c3] : memref<6x6xi32>
  vector.print %bv : i32
  // copy into dynamic memref
  %dd = memref.alloc(%c3, %c2) : memref<?x?xi32>
  %srcd = memref.cast %src : memref<3x2xi32, strided<[4, 2], offset: 1>> to memref<?x?xi32, strided<[?, ?], offset: ?>>
  memref.copy %srcd, %dd : memref<?x?xi32, strided<[?, ?], offset: ?>> to memref<?x?xi32>
  %ddu = memref.cast %dd : memref<?x?xi32> to memref<*xi32>
  call @printMemrefI32(%ddu) : (memref<*xi32>) -> ()
  memref.dealloc %dd : memref<?x?xi32>
  memref.dealloc %a : memref<6x6xi32>
  return
}
