// FLAGS: --lower-vector-to-native=target=aarch64
// RECORDED-BY: ods-opt (our own output, reviewed by hand; tests/tests/vector_lowering_equivalence.rs is the semantic oracle, for both targets)
func.func @tile(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>, %i: index, %j: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %pad = arith.constant 0.0 : f32
  %c = vector.transfer_read %C[%i, %j], %pad : memref<?x?xf32>, vector<2x12xf32>
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %c) -> (vector<2x12xf32>) {
    %a = vector.transfer_read %A[%k, %i], %pad : memref<?x?xf32>, vector<2xf32>
    %b = vector.transfer_read %B[%k, %j], %pad : memref<?x?xf32>, vector<12xf32>
    %p = vector.outerproduct %a, %b, %acc : vector<2xf32>, vector<12xf32>
    scf.yield %p : vector<2x12xf32>
  }
  vector.transfer_write %r, %C[%i, %j] : vector<2x12xf32>, memref<?x?xf32>
  return
}
