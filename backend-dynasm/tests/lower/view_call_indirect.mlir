// memref.view (static and dynamic byte shifts and sizes, f32/f64/i16/
// vector elements, views in loops and passed to functions) and function
// values: func.constant of module functions and of a runtime function,
// func.call_indirect with scalar, memref, vector and many (stack)
// arguments, several results, function values as arguments, results,
// scf.if results and loop-carried values, recursion through a pointer.
func.func private @printU64(i64)
func.func private @printMemrefF32(memref<*xf32>)

func.func @sq(%x: i32) -> i32 {
  %r = arith.muli %x, %x : i32
  return %r : i32
}
func.func @neg(%x: i32) -> i32 {
  %z = arith.constant 0 : i32
  %r = arith.subi %z, %x : i32
  return %r : i32
}
func.func @fma3(%a: f64, %b: f64, %c: f64) -> f64 {
  %m = arith.mulf %a, %b : f64
  %r = arith.addf %m, %c : f64
  return %r : f64
}
func.func @sum(%m: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  %z = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (f32) {
    %x = memref.load %m[%i] : memref<?xf32>
    %b = arith.addf %a, %x : f32
    scf.yield %b : f32
  }
  return %s : f32
}
func.func @vscale(%v: vector<8xf32>, %k: f32) -> vector<8xf32> {
  %b = vector.broadcast %k : f32 to vector<8xf32>
  %r = arith.mulf %v, %b : vector<8xf32>
  return %r : vector<8xf32>
}
func.func @divmod(%a: i64, %b: i64) -> (i64, i64) {
  %q = arith.divsi %a, %b : i64
  %r = arith.remsi %a, %b : i64
  return %q, %r : i64, i64
}
func.func @many(%a: i64, %b: i64, %c: i64, %d: i64, %e: i64, %f: i64, %g: i64, %h: i64,
                %x: f32, %y: f32, %z: f32, %w: f32, %u: f32, %v: f32, %s: f32, %t: f32, %q: f32) -> i64 {
  %1 = arith.addi %a, %b : i64
  %2 = arith.muli %1, %c : i64
  %3 = arith.subi %2, %d : i64
  %4 = arith.addi %3, %e : i64
  %5 = arith.muli %4, %f : i64
  %6 = arith.subi %5, %g : i64
  %7 = arith.addi %6, %h : i64
  %f1 = arith.addf %x, %y : f32
  %f2 = arith.mulf %f1, %z : f32
  %f3 = arith.subf %f2, %w : f32
  %f4 = arith.addf %f3, %u : f32
  %f5 = arith.mulf %f4, %v : f32
  %f6 = arith.subf %f5, %s : f32
  %f7 = arith.addf %f6, %t : f32
  %f8 = arith.mulf %f7, %q : f32
  %fi = arith.fptosi %f8 : f32 to i64
  %r = arith.addi %7, %fi : i64
  return %r : i64
}
// applies %f twice
func.func @twice(%f: (i32) -> i32, %x: i32) -> i32 {
  %a = func.call_indirect %f(%x) : (i32) -> i32
  %b = func.call_indirect %f(%a) : (i32) -> i32
  return %b : i32
}
func.func @pick(%which: i1) -> ((i32) -> i32) {
  %s = func.constant @sq : (i32) -> i32
  %n = func.constant @neg : (i32) -> i32
  %r = arith.select %which, %s, %n : (i32) -> i32
  return %r : (i32) -> i32
}
// factorial through a pointer to itself
func.func @fact(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %le = arith.cmpi sle, %n, %c1 : i64
  %r = scf.if %le -> i64 {
    scf.yield %c1 : i64
  } else {
    %f = func.constant @fact : (i64) -> i64
    %m = arith.subi %n, %c1 : i64
    %x = func.call_indirect %f(%m) : (i64) -> i64
    %p = arith.muli %n, %x : i64
    scf.yield %p : i64
  }
  return %r : i64
}
// a view of the byte buffer %buf at %shift, %rows x 4 f32
func.func @view_rows(%buf: memref<?xi8>, %shift: index, %rows: index) -> f32 {
  %v = memref.view %buf[%shift][%rows] : memref<?xi8> to memref<?x4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %rows step %c1 iter_args(%a = %z) -> (f32) {
    %t = scf.for %j = %c0 to %c4 step %c1 iter_args(%b = %a) -> (f32) {
      %x = memref.load %v[%i, %j] : memref<?x4xf32>
      %y = arith.addf %b, %x : f32
      scf.yield %y : f32
    }
    scf.yield %t : f32
  }
  return %s : f32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c10 = arith.constant 10 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index

  // ---- memref.view ----
  %buf = memref.alloc() {alignment = 64 : i64} : memref<256xi8>
  // f32 at byte 0, 8 x 8: element k holds k
  %va = memref.view %buf[%c0][] : memref<256xi8> to memref<8x8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      %k = arith.muli %i, %c8 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i32
      %f = arith.sitofp %li : i32 to f32
      memref.store %f, %va[%i, %j] : memref<8x8xf32>
    }
  }
  // floats 8..15 as 2 x 4 from byte 32
  %vb = memref.view %buf[%c32][] : memref<256xi8> to memref<2x4xf32>
  %vbu = memref.cast %vb : memref<2x4xf32> to memref<*xf32>
  call @printMemrefF32(%vbu) : (memref<*xf32>) -> ()
  // f64 from byte 16 with a dynamic size: [1, 1] is bytes 40..47, the
  // floats 10 and 11
  %n3 = arith.addi %c1, %c2 : index
  %vd = memref.view %buf[%c16][%n3] : memref<256xi8> to memref<?x2xf64>
  %d = arith.constant 2.5 : f64
  memref.store %d, %vd[%c1, %c1] : memref<?x2xf64>
  %w10 = memref.load %va[%c1, %c2] : memref<8x8xf32>
  %w11 = memref.load %va[%c1, %c3] : memref<8x8xf32>
  %w12 = memref.load %va[%c1, %c4] : memref<8x8xf32>
  vector.print %w10 : f32
  vector.print %w11 : f32
  vector.print %w12 : f32
  %dd = memref.load %vd[%c1, %c1] : memref<?x2xf64>
  vector.print %dd : f64
  // i16 at an odd byte
  %v16 = memref.view %buf[%c3][] : memref<256xi8> to memref<4xi16>
  %m2 = arith.constant -2 : i16
  memref.store %m2, %v16[%c0] : memref<4xi16>
  %b3 = memref.load %buf[%c3] : memref<256xi8>
  %b4 = memref.load %buf[%c4] : memref<256xi8>
  %h0 = memref.load %v16[%c0] : memref<4xi16>
  vector.print %b3 : i8
  vector.print %b4 : i8
  vector.print %h0 : i16
  // vector elements: floats 16..23
  %vv = memref.view %buf[%c64][] : memref<256xi8> to memref<2xvector<8xf32>>
  %row2 = memref.load %vv[%c0] : memref<2xvector<8xf32>>
  vector.print %row2 : vector<8xf32>
  // both sizes dynamic: 4 x 8 from byte 0, [2, 3] is 19
  %vdyn = memref.view %buf[%c0][%c4, %c8] : memref<256xi8> to memref<?x?xf32>
  %e23 = memref.load %vdyn[%c2, %c3] : memref<?x?xf32>
  vector.print %e23 : f32
  %d1 = memref.dim %vdyn, %c1 : memref<?x?xf32>
  %d1i = arith.index_cast %d1 : index to i64
  vector.print %d1i : i64
  // views at shifts of 0, 16, 32 bytes in a loop, through a function
  %bufd = memref.cast %buf : memref<256xi8> to memref<?xi8>
  scf.for %k = %c0 to %c3 step %c1 {
    %sh = arith.muli %k, %c16 : index
    %s = func.call @view_rows(%bufd, %sh, %c2) : (memref<?xi8>, index, index) -> f32
    vector.print %s : f32
  }

  // ---- function values ----
  %fsq = func.constant @sq : (i32) -> i32
  %fneg = func.constant @neg : (i32) -> i32
  %i7 = arith.constant 7 : i32
  %r1 = func.call_indirect %fsq(%i7) : (i32) -> i32
  vector.print %r1 : i32
  %i3 = arith.constant 3 : i32
  %r2 = func.call @twice(%fsq, %i3) : ((i32) -> i32, i32) -> i32
  vector.print %r2 : i32
  %i5 = arith.constant 5 : i32
  %r3 = func.call @twice(%fneg, %i5) : ((i32) -> i32, i32) -> i32
  vector.print %r3 : i32
  %true = arith.constant true
  %false = arith.constant false
  %i6 = arith.constant 6 : i32
  %p1 = func.call @pick(%true) : (i1) -> ((i32) -> i32)
  %r4 = func.call_indirect %p1(%i6) : (i32) -> i32
  vector.print %r4 : i32
  %p2 = func.call @pick(%false) : (i1) -> ((i32) -> i32)
  %r5 = func.call_indirect %p2(%i6) : (i32) -> i32
  vector.print %r5 : i32
  // alternating through loop-carried function values
  %i2 = arith.constant 2 : i32
  %alt:3 = scf.for %k = %c0 to %c4 step %c1 iter_args(%x = %i2, %f = %fsq, %g = %fneg) -> (i32, (i32) -> i32, (i32) -> i32) {
    %y = func.call_indirect %f(%x) : (i32) -> i32
    scf.yield %y, %g, %f : i32, (i32) -> i32, (i32) -> i32
  }
  vector.print %alt#0 : i32
  %sel = scf.if %false -> ((i32) -> i32) {
    scf.yield %fsq : (i32) -> i32
  } else {
    scf.yield %fneg : (i32) -> i32
  }
  %r6 = func.call_indirect %sel(%i7) : (i32) -> i32
  vector.print %r6 : i32
  // floats, a memref, a vector (live across the call), several results
  %ffma = func.constant @fma3 : (f64, f64, f64) -> f64
  %a = arith.constant 1.5 : f64
  %b = arith.constant -4.0 : f64
  %c = arith.constant 0.25 : f64
  %r7 = func.call_indirect %ffma(%a, %b, %c) : (f64, f64, f64) -> f64
  vector.print %r7 : f64
  %fsum = func.constant @sum : (memref<?xf32>) -> f32
  %row = memref.view %buf[%c32][%c8] : memref<256xi8> to memref<?xf32>
  %r8 = func.call_indirect %fsum(%row) : (memref<?xf32>) -> f32
  vector.print %r8 : f32
  %fvs = func.constant @vscale : (vector<8xf32>, f32) -> vector<8xf32>
  %half = arith.constant 0.5 : f32
  %r9 = func.call_indirect %fvs(%row2, %half) : (vector<8xf32>, f32) -> vector<8xf32>
  %r9b = arith.addf %r9, %row2 : vector<8xf32>
  vector.print %r9b : vector<8xf32>
  %fdm = func.constant @divmod : (i64, i64) -> (i64, i64)
  %n = arith.constant -47 : i64
  %m = arith.constant 5 : i64
  %qr:2 = func.call_indirect %fdm(%n, %m) : (i64, i64) -> (i64, i64)
  vector.print %qr#0 : i64
  vector.print %qr#1 : i64
  // 8 integer and 9 float arguments: some on the stack
  %fmany = func.constant @many : (i64, i64, i64, i64, i64, i64, i64, i64, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> i64
  %j1 = arith.constant 1 : i64
  %j2 = arith.constant 2 : i64
  %j3 = arith.constant 3 : i64
  %j4 = arith.constant 4 : i64
  %j5 = arith.constant 5 : i64
  %j6 = arith.constant 6 : i64
  %j7 = arith.constant 7 : i64
  %j8 = arith.constant 8 : i64
  %g1 = arith.constant 1.5 : f32
  %g2 = arith.constant 2.5 : f32
  %g3 = arith.constant 3.5 : f32
  %g4 = arith.constant 4.5 : f32
  %g5 = arith.constant 5.5 : f32
  %g6 = arith.constant 6.5 : f32
  %g7 = arith.constant 7.5 : f32
  %g8 = arith.constant 8.5 : f32
  %g9 = arith.constant 9.5 : f32
  %r10 = func.call_indirect %fmany(%j1, %j2, %j3, %j4, %j5, %j6, %j7, %j8, %g1, %g2, %g3, %g4, %g5, %g6, %g7, %g8, %g9) : (i64, i64, i64, i64, i64, i64, i64, i64, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> i64
  vector.print %r10 : i64
  %r10d = func.call @many(%j1, %j2, %j3, %j4, %j5, %j6, %j7, %j8, %g1, %g2, %g3, %g4, %g5, %g6, %g7, %g8, %g9) : (i64, i64, i64, i64, i64, i64, i64, i64, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> i64
  vector.print %r10d : i64
  // recursion through pointers
  %ffact = func.constant @fact : (i64) -> i64
  %ten = arith.constant 10 : i64
  %r11 = func.call_indirect %ffact(%ten) : (i64) -> i64
  vector.print %r11 : i64
  // a runtime function's address
  %fprint = func.constant @printU64 : (i64) -> ()
  func.call_indirect %fprint(%r11) : (i64) -> ()
  vector.print str "\n"
  memref.dealloc %buf : memref<256xi8>
  return
}
