// FLAGS: --cse
func.func @f(%m: memref<8xf32>, %t: tensor<8xf32>, %i: index, %v: vector<4xf32>, %p: f32) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %0 = vector.transfer_read %t[%i], %p : tensor<8xf32>, vector<4xf32>
  %1 = vector.transfer_read %m[%i], %p : memref<8xf32>, vector<4xf32>
  vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<8xf32>
  %dead = vector.transfer_write %v, %t[%i] : vector<4xf32>, tensor<8xf32>
  %2 = vector.transfer_read %t[%i], %p : tensor<8xf32>, vector<4xf32>
  %3 = vector.transfer_read %m[%i], %p : memref<8xf32>, vector<4xf32>
  %4 = vector.transfer_read %m[%i], %p : memref<8xf32>, vector<4xf32>
  return %0, %1, %2, %4 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
}
