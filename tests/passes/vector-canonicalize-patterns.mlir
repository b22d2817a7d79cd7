// FLAGS: --canonicalize
func.func @masked_load(%m: memref<16xf32>, %p: vector<16xf32>) -> (vector<16xf32>, vector<16xf32>) {
  %c0 = arith.constant 0 : index
  %t = vector.constant_mask [16] : vector<16xi1>
  %f = vector.constant_mask [0] : vector<16xi1>
  %0 = vector.maskedload %m[%c0], %t, %p : memref<16xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  %1 = vector.maskedload %m[%c0], %f, %p : memref<16xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  vector.maskedstore %m[%c0], %t, %p : memref<16xf32>, vector<16xi1>, vector<16xf32>
  vector.maskedstore %m[%c0], %f, %p : memref<16xf32>, vector<16xi1>, vector<16xf32>
  vector.compressstore %m[%c0], %t, %p : memref<16xf32>, vector<16xi1>, vector<16xf32>
  vector.compressstore %m[%c0], %f, %p : memref<16xf32>, vector<16xi1>, vector<16xf32>
  %2 = vector.expandload %m[%c0], %t, %p : memref<16xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  return %0, %1 : vector<16xf32>, vector<16xf32>
}
func.func @gather(%m: memref<16xf32>, %p: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %t = vector.constant_mask [4] : vector<4xi1>
  %f = vector.constant_mask [0] : vector<4xi1>
  %i = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
  %s = vector.step : vector<4xindex>
  %0 = vector.gather %m[%c0][%i], %t, %p : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %1 = vector.gather %m[%c0][%s], %f, %p : memref<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.scatter %m[%c0][%i], %t, %p : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  vector.scatter %m[%c0][%s], %f, %p : memref<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32>
  return %0, %1 : vector<4xf32>, vector<4xf32>
}
func.func @contract_add(%a: vector<4x8xf32>, %b: vector<8x4xf32>, %c: vector<4x4xf32>, %d: vector<4x4xf32>) -> vector<4x4xf32> {
  %z = arith.constant dense<0.0> : vector<4x4xf32>
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %z : vector<4x8xf32>, vector<8x4xf32> into vector<4x4xf32>
  %1 = arith.addf %0, %d : vector<4x4xf32>
  return %1 : vector<4x4xf32>
}
func.func @contract_addi(%a: vector<4x8xi32>, %b: vector<8x4xi32>, %d: vector<4x4xi32>) -> vector<4x4xi32> {
  %z = arith.constant dense<0> : vector<4x4xi32>
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %z : vector<4x8xi32>, vector<8x4xi32> into vector<4x4xi32>
  %1 = arith.addi %d, %0 : vector<4x4xi32>
  return %1 : vector<4x4xi32>
}
func.func @extract_patterns(%s: f32, %v: vector<4xf32>, %i: index) -> (f32, vector<4xf32>, vector<4xi1>, vector<2x4xf32>, i1) {
  %b = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
  %0 = vector.extract %b[%i, 1] : f32 from vector<3x4xf32>
  %1 = vector.extract %b[%i] : vector<4xf32> from vector<3x4xf32>
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %m = vector.create_mask %c2, %c3 : vector<4x4xi1>
  %2 = vector.extract %m[1] : vector<4xi1> from vector<4x4xi1>
  %b3 = vector.broadcast %v : vector<4xf32> to vector<5x2x4xf32>
  %3 = vector.extract %b3[1] : vector<2x4xf32> from vector<5x2x4xf32>
  %4 = vector.extract %m[3, 1] : i1 from vector<4x4xi1>
  return %0, %1, %2, %3, %4 : f32, vector<4xf32>, vector<4xi1>, vector<2x4xf32>, i1
}
func.func @strided(%v: vector<4xf32>, %s: f32, %i: index) -> (vector<2x4xf32>, vector<2x2xf32>, vector<2x2xi1>, vector<2x2xi1>) {
  %b = vector.broadcast %v : vector<4xf32> to vector<8x4xf32>
  %0 = vector.extract_strided_slice %b {offsets = [1, 0], sizes = [2, 4], strides = [1, 1]} : vector<8x4xf32> to vector<2x4xf32>
  %sp = vector.broadcast %s : f32 to vector<8x4xf32>
  %1 = vector.extract_strided_slice %sp {offsets = [1, 1], sizes = [2, 2], strides = [1, 1]} : vector<8x4xf32> to vector<2x2xf32>
  %c3 = arith.constant 3 : index
  %m = vector.create_mask %c3, %i : vector<4x4xi1>
  %2 = vector.extract_strided_slice %m {offsets = [1, 1], sizes = [2, 2], strides = [1, 1]} : vector<4x4xi1> to vector<2x2xi1>
  %cm = vector.constant_mask [3, 2] : vector<4x4xi1>
  %3 = vector.extract_strided_slice %cm {offsets = [1, 1], sizes = [2, 2], strides = [1, 1]} : vector<4x4xi1> to vector<2x2xi1>
  return %0, %1, %2, %3 : vector<2x4xf32>, vector<2x2xf32>, vector<2x2xi1>, vector<2x2xi1>
}
func.func @from_elements(%a: f32, %v: vector<1x4xf32>) -> (vector<3xf32>, vector<4xf32>, vector<2x2xf32>) {
  %0 = vector.from_elements %a, %a, %a : vector<3xf32>
  %e0 = vector.extract %v[0, 0] : f32 from vector<1x4xf32>
  %e1 = vector.extract %v[0, 1] : f32 from vector<1x4xf32>
  %e2 = vector.extract %v[0, 2] : f32 from vector<1x4xf32>
  %e3 = vector.extract %v[0, 3] : f32 from vector<1x4xf32>
  %1 = vector.from_elements %e0, %e1, %e2, %e3 : vector<4xf32>
  %2 = vector.from_elements %e0, %e1, %e2, %e3 : vector<2x2xf32>
  return %0, %1, %2 : vector<3xf32>, vector<4xf32>, vector<2x2xf32>
}
func.func @insert(%a: f32, %v: vector<4xf32>, %w: vector<2x4xf32>) -> (vector<1xf32>, vector<2x4xf32>, vector<4xf32>, vector<2xf32>) {
  %0 = vector.insert %a, %v[0] : f32 into vector<4xf32>
  %u = ub.poison : vector<1xf32>
  %1 = vector.insert %a, %u[0] : f32 into vector<1xf32>
  %s = vector.broadcast %a : f32 to vector<4xf32>
  %sw = vector.broadcast %a : f32 to vector<2x4xf32>
  %2 = vector.insert %s, %sw[1] : vector<4xf32> into vector<2x4xf32>
  %p = ub.poison : vector<4xf32>
  %i0 = vector.insert %a, %p[0] : f32 into vector<4xf32>
  %i1 = vector.insert %a, %i0[1] : f32 into vector<4xf32>
  %i2 = vector.insert %a, %i1[2] : f32 into vector<4xf32>
  %i3 = vector.insert %a, %i2[3] : f32 into vector<4xf32>
  %p2 = ub.poison : vector<2xf32>
  %j0 = vector.insert %a, %p2[1] : f32 into vector<2xf32>
  %j1 = vector.insert %a, %j0[0] : f32 into vector<2xf32>
  return %1, %2, %i3, %j1 : vector<1xf32>, vector<2x4xf32>, vector<4xf32>, vector<2xf32>
}
func.func @insert_strided(%a: f32, %v: vector<8x4xf32>, %w: vector<2x4xf32>) -> (vector<8x4xf32>, vector<8x4xf32>) {
  %s = vector.broadcast %a : f32 to vector<2x4xf32>
  %d = vector.broadcast %a : f32 to vector<8x4xf32>
  %0 = vector.insert_strided_slice %s, %d {offsets = [2, 0], strides = [1, 1]} : vector<2x4xf32> into vector<8x4xf32>
  %e = vector.extract_strided_slice %v {offsets = [2, 0], sizes = [2, 4], strides = [1, 1]} : vector<8x4xf32> to vector<2x4xf32>
  %1 = vector.insert_strided_slice %e, %v {offsets = [2, 0], strides = [1, 1]} : vector<2x4xf32> into vector<8x4xf32>
  return %0, %1 : vector<8x4xf32>, vector<8x4xf32>
}
func.func @reductions(%v: vector<4x1xf32>, %a: vector<4xf32>, %w: vector<1xf32>, %acc: f32, %x: vector<1x1xf32>, %b: vector<1xf32>) -> (vector<4xf32>, f32, f32, f32) {
  %0 = vector.multi_reduction <add>, %v, %a [1] : vector<4x1xf32> to vector<4xf32>
  %1 = vector.reduction <add>, %w : vector<1xf32> into f32
  %2 = vector.reduction <mul>, %w, %acc : vector<1xf32> into f32
  %3 = vector.multi_reduction <add>, %x, %acc [0, 1] : vector<1x1xf32> to f32
  return %0, %1, %2, %3 : vector<4xf32>, f32, f32, f32
}
func.func @shape_cast(%a: f32, %v: vector<4xf32>, %i: index) -> (vector<2x2xf32>, vector<4x1xi1>, vector<1x4xf32>) {
  %b = vector.broadcast %a : f32 to vector<4xf32>
  %0 = vector.shape_cast %b : vector<4xf32> to vector<2x2xf32>
  %m = vector.create_mask %i, %i : vector<4x1xi1>
  %c = vector.shape_cast %m : vector<4x1xi1> to vector<4xi1>
  %cc = vector.shape_cast %c : vector<4xi1> to vector<4x1xi1>
  %bv = vector.broadcast %v : vector<4xf32> to vector<1x4xf32>
  return %0, %cc, %bv : vector<2x2xf32>, vector<4x1xi1>, vector<1x4xf32>
}
func.func @shuffle(%a: f32, %v: vector<4xf32>, %w: vector<4xf32>) -> (vector<4xf32>, vector<8xf32>) {
  %s = vector.broadcast %a : f32 to vector<4xf32>
  %0 = vector.shuffle %s, %s [0, 5, 2, 7] : vector<4xf32>, vector<4xf32>
  %1 = vector.shuffle %v, %w [0, 4, 1, 5, 2, 6, 3, 7] : vector<4xf32>, vector<4xf32>
  return %0, %1 : vector<4xf32>, vector<8xf32>
}
func.func @step_cmp() -> (vector<8xi1>, vector<8xi1>, vector<8xi1>) {
  %s = vector.step : vector<8xindex>
  %c = arith.constant dense<8> : vector<8xindex>
  %c3 = arith.constant dense<3> : vector<8xindex>
  %0 = arith.cmpi ult, %s, %c : vector<8xindex>
  %1 = arith.cmpi uge, %s, %c : vector<8xindex>
  %2 = arith.cmpi ult, %s, %c3 : vector<8xindex>
  return %0, %1, %2 : vector<8xi1>, vector<8xi1>, vector<8xi1>
}
func.func @to_elements(%a: f32, %v: vector<4xf32>) -> (f32, f32, f32, f32) {
  %b = vector.broadcast %a : f32 to vector<2x2xf32>
  %0:4 = vector.to_elements %b : vector<2x2xf32>
  %bv = vector.broadcast %v : vector<4xf32> to vector<1x4xf32>
  %1:4 = vector.to_elements %bv : vector<1x4xf32>
  return %0#0, %0#3, %1#1, %1#2 : f32, f32, f32, f32
}
func.func @transpose(%a: f32, %v: vector<4x1xf32>, %w: vector<1x4xf32>, %i: index, %x: vector<2x3x4xf32>) -> (vector<4x2xf32>, vector<1x4xf32>, vector<4x1xi1>, vector<4x1xf32>, vector<2x3x4xf32>) {
  %b = vector.broadcast %a : f32 to vector<2x4xf32>
  %0 = vector.transpose %b, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  %1 = vector.transpose %v, [1, 0] : vector<4x1xf32> to vector<1x4xf32>
  %m = vector.create_mask %i, %i : vector<1x4xi1>
  %2 = vector.transpose %m, [1, 0] : vector<1x4xi1> to vector<4x1xi1>
  %bb = vector.broadcast %w : vector<1x4xf32> to vector<1x4xf32>
  %3 = vector.transpose %w, [1, 0] : vector<1x4xf32> to vector<4x1xf32>
  %t1 = vector.transpose %x, [1, 0, 2] : vector<2x3x4xf32> to vector<3x2x4xf32>
  %t2 = vector.transpose %t1, [1, 0, 2] : vector<3x2x4xf32> to vector<2x3x4xf32>
  return %0, %1, %2, %3, %t2 : vector<4x2xf32>, vector<1x4xf32>, vector<4x1xi1>, vector<4x1xf32>, vector<2x3x4xf32>
}
func.func @transpose_bcast(%v: vector<4xf32>, %s: vector<1x4xf32>) -> (vector<4x2xf32>, vector<4x1x3xf32>) {
  %b = vector.broadcast %v : vector<4xf32> to vector<2x4xf32>
  %0 = vector.transpose %b, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  %c = vector.broadcast %s : vector<1x4xf32> to vector<3x1x4xf32>
  %1 = vector.transpose %c, [2, 1, 0] : vector<3x1x4xf32> to vector<4x1x3xf32>
  return %0, %1 : vector<4x2xf32>, vector<4x1x3xf32>
}
func.func @waw(%t: tensor<8xf32>, %v: vector<4xf32>, %w: vector<4xf32>) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %0 = vector.transfer_write %v, %t[%c0] {in_bounds = [true]} : vector<4xf32>, tensor<8xf32>
  %1 = vector.transfer_write %w, %0[%c4] {in_bounds = [true]} : vector<4xf32>, tensor<8xf32>
  %2 = vector.transfer_write %v, %1[%c0] {in_bounds = [true]} : vector<4xf32>, tensor<8xf32>
  return %2 : tensor<8xf32>
}
func.func @mask_empty(%v: vector<4xf32>, %m: vector<4xi1>) -> (vector<4xf32>, f32, f32) {
  vector.mask %m { } : vector<4xi1>
  %1 = vector.mask %m { vector.yield %v : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %t = vector.constant_mask [4] : vector<4xi1>
  %2 = vector.mask %t { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %3 = vector.mask %m { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return %1, %2, %3 : vector<4xf32>, f32, f32
}
func.func @broadcast(%a: f32, %v: vector<1xf32>, %w: vector<4xf32>) -> (vector<2x4xf32>, vector<3x4xf32>, vector<2x1xf32>) {
  %b = vector.broadcast %a : f32 to vector<4xf32>
  %0 = vector.broadcast %b : vector<4xf32> to vector<2x4xf32>
  %sc = vector.shape_cast %w : vector<4xf32> to vector<1x4xf32>
  %2 = vector.broadcast %sc : vector<1x4xf32> to vector<3x4xf32>
  %c = vector.shape_cast %v : vector<1xf32> to vector<1x1xf32>
  %3 = vector.broadcast %c : vector<1x1xf32> to vector<2x1xf32>
  return %0, %2, %3 : vector<2x4xf32>, vector<3x4xf32>, vector<2x1xf32>
}
func.func @consts(%i: index) -> (i32, vector<2xi32>, vector<4xi32>, vector<2x2xi32>, vector<2xi32>, vector<4xi32>, i32) {
  %c = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  %0 = vector.extract %c[1, 0] : i32 from vector<2x2xi32>
  %1 = vector.extract %c[1] : vector<2xi32> from vector<2x2xi32>
  %2 = vector.shape_cast %c : vector<2x2xi32> to vector<4xi32>
  %s = arith.constant 7 : i32
  %3 = vector.insert %s, %c[0, 1] : i32 into vector<2x2xi32>
  %4 = vector.extract_strided_slice %2 {offsets = [1], sizes = [2], strides = [1]} : vector<4xi32> to vector<2xi32>
  %5 = vector.shuffle %1, %1 [0, 3, 1, 2] : vector<2xi32>, vector<2xi32>
  %c1 = arith.constant 1 : index
  %6 = vector.extract %c[%c1, %c1] : i32 from vector<2x2xi32>
  return %0, %1, %2, %3, %4, %5, %6 : i32, vector<2xi32>, vector<4xi32>, vector<2x2xi32>, vector<2xi32>, vector<4xi32>, i32
}
func.func @chains(%v: vector<2x4xf32>, %w: vector<4xf32>, %a: f32, %i: index) -> (vector<4xf32>, f32, f32, vector<8xf32>, f32, f32) {
  %0 = vector.insert %w, %v[1] : vector<4xf32> into vector<2x4xf32>
  %1 = vector.extract %0[1] : vector<4xf32> from vector<2x4xf32>
  %2 = vector.extract %0[1, 2] : f32 from vector<2x4xf32>
  %3 = vector.extract %0[0, 2] : f32 from vector<2x4xf32>
  %4 = vector.shape_cast %v : vector<2x4xf32> to vector<8xf32>
  %5 = vector.extract %4[5] : f32 from vector<8xf32>
  %t = vector.transpose %v, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  %6 = vector.extract %t[3, 1] : f32 from vector<4x2xf32>
  return %1, %2, %3, %4, %5, %6 : vector<4xf32>, f32, f32, vector<8xf32>, f32, f32
}
func.func @fe(%a: f32, %b: f32, %c: f32) -> (f32, f32, vector<2xf32>) {
  %v = vector.from_elements %a, %b, %c, %a : vector<2x2xf32>
  %0 = vector.extract %v[1, 0] : f32 from vector<2x2xf32>
  %t:4 = vector.to_elements %v : vector<2x2xf32>
  %1 = vector.from_elements %t#2, %t#3 : vector<2xf32>
  return %0, %t#1, %1 : f32, f32, vector<2xf32>
}
func.func @poison(%v: vector<4xf32>, %a: f32) -> (f32, vector<4xf32>, vector<4xf32>) {
  %0 = vector.extract %v[-1] : f32 from vector<4xf32>
  %1 = vector.insert %a, %v[-1] : f32 into vector<4xf32>
  %c5 = arith.constant 5 : index
  %2 = vector.insert %a, %v[%c5] : f32 into vector<4xf32>
  return %0, %1, %2 : f32, vector<4xf32>, vector<4xf32>
}
func.func @transfers(%m: memref<8x8xf32>, %t: tensor<8x8xf32>, %i: index, %p: f32, %v: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>, vector<2x4xf32>, tensor<8x8xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %0 = vector.transfer_read %m[%c0, %c4], %p : memref<8x8xf32>, vector<4xf32>
  %1 = vector.transfer_read %m[%c0, %c6], %p : memref<8x8xf32>, vector<4xf32>
  %2 = vector.transfer_read %t[%c0, %c0], %p {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : tensor<8x8xf32>, vector<2x4xf32>
  %3 = vector.transfer_write %v, %t[%i, %c4] : vector<4xf32>, tensor<8x8xf32>
  %cm = memref.cast %m : memref<8x8xf32> to memref<?x?xf32>
  vector.transfer_write %v, %cm[%c0, %c0] : vector<4xf32>, memref<?x?xf32>
  %tm = vector.constant_mask [4] : vector<4xi1>
  %4 = vector.transfer_read %m[%c0, %c0], %p, %tm : memref<8x8xf32>, vector<4xf32>
  return %0, %4, %2, %3 : vector<4xf32>, vector<4xf32>, vector<2x4xf32>, tensor<8x8xf32>
}
func.func @scalable(%a: f32, %v: vector<[4]xf32>, %i: index) -> (vector<2x[4]xf32>, vector<[4]xf32>, f32, vector<[4]xi1>) {
  %0 = vector.broadcast %v : vector<[4]xf32> to vector<2x[4]xf32>
  %1 = vector.extract %0[1] : vector<[4]xf32> from vector<2x[4]xf32>
  %b = vector.broadcast %a : f32 to vector<[4]xf32>
  %2 = vector.extract %b[%i] : f32 from vector<[4]xf32>
  %vs = vector.vscale
  %c4 = arith.constant 4 : index
  %n = arith.muli %vs, %c4 : index
  %3 = vector.create_mask %n : vector<[4]xi1>
  return %0, %1, %2, %3 : vector<2x[4]xf32>, vector<[4]xf32>, f32, vector<[4]xi1>
}
func.func @bcast_folds(%a: f32, %v: vector<4xf32>) -> (vector<4xf32>, vector<2x4xf32>, vector<4xf32>, vector<4xf32>) {
  %0 = vector.broadcast %v : vector<4xf32> to vector<4xf32>
  %c = arith.constant 2.0 : f32
  %1 = vector.broadcast %c : f32 to vector<2x4xf32>
  %p = ub.poison : f32
  %2 = vector.broadcast %p : f32 to vector<4xf32>
  %s = vector.broadcast %a : f32 to vector<4xf32>
  return %0, %1, %2, %s : vector<4xf32>, vector<2x4xf32>, vector<4xf32>, vector<4xf32>
}
func.func @reduce(%v: vector<4xi32>, %m: vector<4xi1>) -> (i32, i1, vector<4xi32>) {
  %c = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %0 = vector.reduction <add>, %c : vector<4xi32> into i32
  %t = arith.constant dense<true> : vector<4xi1>
  %1 = vector.reduction <and>, %t : vector<4xi1> into i1
  %2 = vector.multi_reduction <add>, %v, %v [] : vector<4xi32> to vector<4xi32>
  return %0, %1, %2 : i32, i1, vector<4xi32>
}
func.func @masks() -> (vector<4x4xi1>, vector<4x4xi1>, vector<4xi1>) {
  %c2 = arith.constant 2 : index
  %c0 = arith.constant 0 : index
  %c9 = arith.constant 9 : index
  %0 = vector.create_mask %c2, %c9 : vector<4x4xi1>
  %1 = vector.constant_mask [4, 4] : vector<4x4xi1>
  %2 = vector.constant_mask [0] : vector<4xi1>
  return %0, %1, %2 : vector<4x4xi1>, vector<4x4xi1>, vector<4xi1>
}
