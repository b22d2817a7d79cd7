// A vector kernel run by `ods-run` (see the README's first command):
// y = a*x + y over vector<8xf32> with a masked tail, then a dot product with
// a 2-D tile through vector.transfer_read and vector.contract.
//
//   cargo run --release -p ods-opt --bin ods-run -- examples/saxpy.mlir -e main -entry-point-result=void

// Prints a memref<?xf32> as ( e0, e1, ... ).
func.func @print_vec(%v: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %v, %c0 : memref<?xf32>
  vector.print punctuation <open>
  scf.for %i = %c0 to %n step %c1 {
    %first = arith.cmpi eq, %i, %c0 : index
    scf.if %first {
    } else {
      vector.print punctuation <comma>
    }
    %e = memref.load %v[%i] : memref<?xf32>
    vector.print %e : f32 punctuation <no_punctuation>
  }
  vector.print punctuation <close>
  vector.print punctuation <newline>
  return
}

func.func @saxpy(%a: f32, %x: memref<?xf32>, %y: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %n = memref.dim %x, %c0 : memref<?xf32>
  %va = vector.broadcast %a : f32 to vector<8xf32>
  %zero = arith.constant dense<0.0> : vector<8xf32>
  scf.for %i = %c0 to %n step %c8 {
    %rest = arith.subi %n, %i : index
    %m = vector.create_mask %rest : vector<8xi1>
    %vx = vector.maskedload %x[%i], %m, %zero : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
    %vy = vector.maskedload %y[%i], %m, %zero : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
    %r = vector.fma %va, %vx, %vy : vector<8xf32>
    vector.maskedstore %y[%i], %m, %r : memref<?xf32>, vector<8xi1>, vector<8xf32>
  }
  return
}

// sum over rows of (A[i, :] . x) for a 4x8 tile: one vector.contract.
func.func @tile_dot(%A: memref<4x8xf32>, %x: memref<8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %a = vector.transfer_read %A[%c0, %c0], %pad {in_bounds = [true, true]} : memref<4x8xf32>, vector<4x8xf32>
  %v = vector.transfer_read %x[%c0], %pad {in_bounds = [true]} : memref<8xf32>, vector<8xf32>
  %acc = arith.constant dense<0.0> : vector<4xf32>
  %r = vector.contract {indexing_maps = [affine_map<(i, k) -> (i, k)>,
                                         affine_map<(i, k) -> (k)>,
                                         affine_map<(i, k) -> (i)>],
                        iterator_types = ["parallel", "reduction"],
                        kind = #vector.kind<add>} %a, %v, %acc
       : vector<4x8xf32>, vector<8xf32> into vector<4xf32>
  vector.print %r : vector<4xf32>
  %s = vector.reduction <add>, %r : vector<4xf32> into f32
  return %s : f32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %n = arith.constant 13 : index
  %x = memref.alloc(%n) : memref<?xf32>
  %y = memref.alloc(%n) : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %x[%i] : memref<?xf32>
    %one = arith.constant 1.0 : f32
    memref.store %one, %y[%i] : memref<?xf32>
  }
  %a = arith.constant 2.0 : f32
  func.call @saxpy(%a, %x, %y) : (f32, memref<?xf32>, memref<?xf32>) -> ()
  func.call @print_vec(%y) : (memref<?xf32>) -> ()

  %A = memref.alloc() : memref<4x8xf32>
  %v = memref.alloc() : memref<8xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      %s = arith.addi %i, %j : index
      %si = arith.index_cast %s : index to i32
      %sf = arith.sitofp %si : i32 to f32
      memref.store %sf, %A[%i, %j] : memref<4x8xf32>
    }
  }
  scf.for %j = %c0 to %c8 step %c1 {
    %half = arith.constant 0.5 : f32
    memref.store %half, %v[%j] : memref<8xf32>
  }
  %t = func.call @tile_dot(%A, %v) : (memref<4x8xf32>, memref<8xf32>) -> f32
  vector.print str "tile_dot = "
  vector.print %t : f32
  memref.dealloc %x : memref<?xf32>
  memref.dealloc %y : memref<?xf32>
  memref.dealloc %A : memref<4x8xf32>
  memref.dealloc %v : memref<8xf32>
  return
}
