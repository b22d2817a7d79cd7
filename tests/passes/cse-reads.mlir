// FLAGS: --cse
func.func @f(%m: memref<?xf32>, %i: index, %v: vector<8xf32>) -> (vector<8xf32>, vector<8xf32>, vector<8xf32>) {
  %0 = vector.load %m[%i] : memref<?xf32>, vector<8xf32>
  %1 = vector.load %m[%i] : memref<?xf32>, vector<8xf32>
  vector.store %v, %m[%i] : memref<?xf32>, vector<8xf32>
  %2 = vector.load %m[%i] : memref<?xf32>, vector<8xf32>
  %3 = vector.load %m[%i] : memref<?xf32>, vector<8xf32>
  %4 = arith.addf %0, %1 : vector<8xf32>
  return %4, %2, %3 : vector<8xf32>, vector<8xf32>, vector<8xf32>
}
