// 0-D transfers, plain and masked (the mask is a vector<1xi1>), on ranked
// and rank-0 memrefs. MLIR's own pipeline leaves the masked ones unlowered,
// so the interpreter is the reference.
func.func @rank0(%on: i1) {
  %pad = arith.constant -1.0 : f32
  %m = memref.alloc() : memref<f32>
  %f = arith.constant 4.5 : f32
  memref.store %f, %m[] : memref<f32>
  %t = vector.broadcast %on : i1 to vector<1xi1>
  %all = arith.constant true
  %off = arith.xori %on, %all : i1
  %fm = vector.broadcast %off : i1 to vector<1xi1>
  %a = vector.transfer_read %m[], %pad, %t : memref<f32>, vector<f32>
  %b = vector.transfer_read %m[], %pad, %fm : memref<f32>, vector<f32>
  vector.print %a : vector<f32>
  vector.print %b : vector<f32>
  %n = arith.constant dense<9.0> : vector<f32>
  vector.transfer_write %n, %m[], %fm : vector<f32>, memref<f32>
  %c = memref.load %m[] : memref<f32>
  vector.print %c : f32
  vector.transfer_write %n, %m[], %t : vector<f32>, memref<f32>
  %d = memref.load %m[] : memref<f32>
  vector.print %d : f32
  memref.dealloc %m : memref<f32>
  return
}

func.func @ranked(%i: index, %on: i1) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0 : i32
  %m = memref.alloc() : memref<3x4xi32>
  %x = arith.constant 17 : i32
  memref.store %x, %m[%c0, %i] : memref<3x4xi32>
  %v = vector.transfer_read %m[%c0, %i], %pad : memref<3x4xi32>, vector<i32>
  vector.print %v : vector<i32>
  %w = arith.addi %v, %v : vector<i32>
  vector.transfer_write %w, %m[%i, %c0] : vector<i32>, memref<3x4xi32>
  %s = memref.load %m[%i, %c0] : memref<3x4xi32>
  vector.print %s : i32
  %mk = vector.broadcast %on : i1 to vector<1xi1>
  %r = vector.transfer_read %m[%i, %c0], %pad, %mk : memref<3x4xi32>, vector<i32>
  vector.print %r : vector<i32>
  %u = arith.constant dense<5> : vector<i32>
  vector.transfer_write %u, %m[%i, %c0], %mk : vector<i32>, memref<3x4xi32>
  %s2 = memref.load %m[%i, %c0] : memref<3x4xi32>
  vector.print %s2 : i32
  memref.dealloc %m : memref<3x4xi32>
  return
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  call @rank0(%t) : (i1) -> ()
  call @rank0(%f) : (i1) -> ()
  call @ranked(%c1, %t) : (index, i1) -> ()
  call @ranked(%c2, %f) : (index, i1) -> ()
  return
}
