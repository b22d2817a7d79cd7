// A tiled matmul on dynamic memrefs: vector transfers and contract,
// printed with printMemrefF32.
#mm = {indexing_maps = [affine_map<(i,j,k)->(i,k)>, affine_map<(i,j,k)->(k,j)>, affine_map<(i,j,k)->(i,j)>], iterator_types = ["parallel","parallel","reduction"]}
func.func private @printMemrefF32(memref<*xf32>)
func.func @init(%m: memref<?x?xf32>, %s: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %m, %c0 : memref<?x?xf32>
  %d1 = memref.dim %m, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %d0 step %c1 {
    scf.for %j = %c0 to %d1 step %c1 {
      %a = arith.muli %i, %d1 : index
      %b = arith.addi %a, %j : index
      %c7 = arith.constant 7 : index
      %r = arith.remui %b, %c7 : index
      %ii = arith.index_cast %r : index to i32
      %f = arith.sitofp %ii : i32 to f32
      %g = arith.mulf %f, %s : f32
      memref.store %g, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}
func.func @matmul(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %M = memref.dim %A, %c0 : memref<?x?xf32>
  %K = memref.dim %A, %c1 : memref<?x?xf32>
  %N = memref.dim %B, %c1 : memref<?x?xf32>
  %pad = arith.constant 0.0 : f32
  scf.for %i = %c0 to %M step %c4 {
    scf.for %j = %c0 to %N step %c8 {
      %acc0 = vector.transfer_read %C[%i, %j], %pad : memref<?x?xf32>, vector<4x8xf32>
      %acc = scf.for %k = %c0 to %K step %c4 iter_args(%acc1 = %acc0) -> vector<4x8xf32> {
        %a = vector.transfer_read %A[%i, %k], %pad : memref<?x?xf32>, vector<4x4xf32>
        %b = vector.transfer_read %B[%k, %j], %pad : memref<?x?xf32>, vector<4x8xf32>
        %r = vector.contract #mm %a, %b, %acc1 : vector<4x4xf32>, vector<4x8xf32> into vector<4x8xf32>
        scf.yield %r : vector<4x8xf32>
      }
      vector.transfer_write %acc, %C[%i, %j] : vector<4x8xf32>, memref<?x?xf32>
    }
  }
  return
}
func.func @main() {
  %M = arith.constant 7 : index
  %K = arith.constant 10 : index
  %N = arith.constant 13 : index
  %A = memref.alloc(%M, %K) : memref<?x?xf32>
  %B = memref.alloc(%K, %N) : memref<?x?xf32>
  %C = memref.alloc(%M, %N) : memref<?x?xf32>
  %s1 = arith.constant 0.5 : f32
  %s2 = arith.constant -1.25 : f32
  %s3 = arith.constant 0.0 : f32
  call @init(%A, %s1) : (memref<?x?xf32>, f32) -> ()
  call @init(%B, %s2) : (memref<?x?xf32>, f32) -> ()
  call @init(%C, %s3) : (memref<?x?xf32>, f32) -> ()
  call @matmul(%A, %B, %C) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
  %u = memref.cast %C : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %A : memref<?x?xf32>
  memref.dealloc %B : memref<?x?xf32>
  memref.dealloc %C : memref<?x?xf32>
  return
}
