// Ops the interpreter does not have (checked against mlir-runner only):
// gathers/scatters, compress/expand, shuffles, interleave, bitcast, remf,
// ceildiv/floordiv.
func.func @mem(%m: memref<?xf32>, %d: memref<?xf64>, %idx: vector<8xi32>, %idx4: vector<4xindex>, %mask: vector<8xi1>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %pass = arith.constant dense<-7.0> : vector<8xf32>
  %g = vector.gather %m[%c1][%idx], %mask, %pass : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.print %g : vector<8xf32>
  %pd = arith.constant dense<-1.0> : vector<4xf64>
  %m4 = vector.constant_mask [3] : vector<4xi1>
  %g2 = vector.gather %d[%c0][%idx4], %m4, %pd : memref<?xf64>, vector<4xindex>, vector<4xi1>, vector<4xf64> into vector<4xf64>
  vector.print %g2 : vector<4xf64>
  %v = arith.constant dense<[10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0]> : vector<8xf32>
  vector.scatter %m[%c0][%idx], %mask, %v : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
  %after = vector.load %m[%c0] : memref<?xf32>, vector<8xf32>
  vector.print %after : vector<8xf32>
  vector.compressstore %m[%c1], %mask, %v : memref<?xf32>, vector<8xi1>, vector<8xf32>
  %after2 = vector.load %m[%c0] : memref<?xf32>, vector<8xf32>
  vector.print %after2 : vector<8xf32>
  %e = vector.expandload %m[%c0], %mask, %pass : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.print %e : vector<8xf32>
  return
}

func.func @shuffles() {
  %a = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %b = arith.constant dense<[5, 6, 7, 8]> : vector<4xi32>
  %s = vector.shuffle %a, %b [7, 0, 6, 1, 5, 2, 4, 3] : vector<4xi32>, vector<4xi32>
  vector.print %s : vector<8xi32>
  %i = vector.interleave %a, %b : vector<4xi32> -> vector<8xi32>
  vector.print %i : vector<8xi32>
  %d1, %d2 = vector.deinterleave %s : vector<8xi32> -> vector<4xi32>
  vector.print %d1 : vector<4xi32>
  vector.print %d2 : vector<4xi32>
  %f = arith.constant dense<[1.0, -2.0, 0.5, 3.0]> : vector<4xf32>
  %bc = vector.bitcast %f : vector<4xf32> to vector<4xi32>
  vector.print %bc : vector<4xi32>
  %bb = vector.bitcast %f : vector<4xf32> to vector<16xi8>
  vector.print %bb : vector<16xi8>
  return
}

func.func @divs(%a: i32, %b: i32) {
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.floordivsi %a, %b : i32
  %2 = arith.ceildivui %a, %b : i32
  vector.print %0 : i32
  vector.print %1 : i32
  vector.print %2 : i32
  return
}

func.func @rem(%x: f32, %y: f32) {
  %r = arith.remf %x, %y : f32
  vector.print %r : f32
  %vx = vector.broadcast %x : f32 to vector<4xf32>
  %vy = arith.constant dense<[1.5, -2.0, 0.25, 7.0]> : vector<4xf32>
  %vr = arith.remf %vx, %vy : vector<4xf32>
  vector.print %vr : vector<4xf32>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %m = memref.alloc(%c16) : memref<?xf32>
  %d = memref.alloc(%c16) : memref<?xf64>
  scf.for %i = %c0 to %c16 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %m[%i] : memref<?xf32>
    %g = arith.extf %f : f32 to f64
    %h = arith.negf %g : f64
    memref.store %h, %d[%i] : memref<?xf64>
  }
  %idx = arith.constant dense<[7, 0, 3, 3, 12, 5, 1, 2]> : vector<8xi32>
  %idx4 = arith.constant dense<[9, 2, 4, 15]> : vector<4xindex>
  %mask = arith.constant dense<[1, 1, 0, 1, 0, 1, 1, 0]> : vector<8xi1>
  func.call @mem(%m, %d, %idx, %idx4, %mask) : (memref<?xf32>, memref<?xf64>, vector<8xi32>, vector<4xindex>, vector<8xi1>) -> ()
  func.call @shuffles() : () -> ()
  %a = arith.constant 7 : i32
  %b = arith.constant -2 : i32
  %c = arith.constant 3 : i32
  %z = arith.constant -9 : i32
  func.call @divs(%a, %b) : (i32, i32) -> ()
  func.call @divs(%a, %c) : (i32, i32) -> ()
  func.call @divs(%z, %c) : (i32, i32) -> ()
  func.call @divs(%z, %b) : (i32, i32) -> ()
  %x = arith.constant 5.5 : f32
  %y = arith.constant -2.0 : f32
  func.call @rem(%x, %y) : (f32, f32) -> ()
  memref.dealloc %m : memref<?xf32>
  memref.dealloc %d : memref<?xf64>
  return
}
