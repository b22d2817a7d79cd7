// Canonicalization: scf.if on constants, execute_region inlining, cf branch folding (constant, pass-through, identical successors with selects, single predecessor), dead block arguments through BranchOpInterface, dead allocations, memref.dim folding.
func.func @if_true(%a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  %r = scf.if %true -> (i32) {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}
// -----
func.func @if_false_no_else(%a: memref<i32>, %b: i32) {
  %false = arith.constant false
  scf.if %false {
    memref.store %b, %a[] : memref<i32>
  }
  return
}
// -----
func.func @exec(%a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  }
  %s = scf.execute_region -> i32 no_inline {
    scf.yield %r : i32
  }
  return %s : i32
}
// -----
func.func @cf(%a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  cf.assert %true, "never"
  cf.cond_br %true, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  cf.br ^bb3(%x : i32)
^bb2(%y: i32):
  cf.br ^bb3(%y : i32)
^bb3(%z: i32):
  return %z : i32
}
// -----
func.func @dim(%n: index, %m: memref<4x?xf32>) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<4x?xf32>
  %d0 = memref.dim %a, %c0 : memref<4x?xf32>
  %d1 = memref.dim %a, %c1 : memref<4x?xf32>
  %d2 = memref.dim %m, %c1 : memref<4x?xf32>
  memref.dealloc %a : memref<4x?xf32>
  return %d0, %d1, %d2 : index, index, index
}
// -----
func.func @dead(%n: index, %m: memref<4xf32>, %i: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloca() : memref<4xf32>
  %v = memref.load %m[%i] : memref<4xf32>
  %c = memref.subview %m[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  return
}
// -----
func.func @dead_args(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb2
^bb2:
  return %a : i32
}
// -----
func.func @sel(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a, %a : i32, i32), ^bb1(%b, %a : i32, i32)
^bb1(%x: i32, %y: i32):
  %z = arith.addi %x, %y : i32
  return %z : i32
}
// -----
func.func @pass(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c weights([1, 3]), ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb3(%x, %b : i32, i32)
^bb2:
  cf.assert %c, "on the false side"
  cf.br ^bb3(%b, %a : i32, i32)
^bb3(%p: i32, %q: i32):
  %r = arith.addi %p, %q : i32
  return %r : i32
}
// -----
func.func @iffalse(%a: i32, %b: i32) -> i32 {
  %false = arith.constant false
  %r = scf.if %false -> (i32) {
    scf.yield %a : i32
  } else {
    %x = arith.muli %a, %b : i32
    scf.yield %x : i32
  }
  return %r : i32
}
// -----
func.func @loopy(%c: i1, %a: i32) {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %y = arith.addi %x, %x : i32
  cf.cond_br %c, ^bb1(%y : i32), ^bb2
^bb2:
  return
}
// -----
func.func @stores(%v: f32, %i: index) {
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %b = memref.alloca() : memref<4xf32>
  %m = memref.alloca() : memref<memref<4xf32>>
  memref.store %b, %m[] : memref<memref<4xf32>>
  return
}
// -----
func.func @same_cond(%c: i1, %a: i32, %b: i32, %m: memref<i1>) -> i32 {
  cf.cond_br %c, ^bb1, ^bb4
^bb1:
  memref.store %c, %m[] : memref<i1>
  %x = arith.xori %c, %c : i1
  memref.store %x, %m[] : memref<i1>
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  return %a : i32
^bb3:
  return %b : i32
^bb4:
  memref.store %c, %m[] : memref<i1>
  return %b : i32
}
