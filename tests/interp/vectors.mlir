func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %f = arith.constant 2.0 : f32
  %b = vector.broadcast %f : f32 to vector<4xf32>
  %s = vector.step : vector<4xindex>
  %si = arith.index_cast %s : vector<4xindex> to vector<4xi32>
  %sf = arith.sitofp %si : vector<4xi32> to vector<4xf32>
  %fma = vector.fma %sf, %b, %b : vector<4xf32>
  vector.print %fma : vector<4xf32>
  %red = vector.reduction <add>, %fma : vector<4xf32> into f32
  vector.print %red : f32
  %mx = vector.reduction <maxsi>, %si : vector<4xi32> into i32
  vector.print %mx : i32
  %e = vector.extract %fma[2] : f32 from vector<4xf32>
  vector.print %e : f32
  %ins = vector.insert %e, %b [0] : f32 into vector<4xf32>
  vector.print %ins : vector<4xf32>
  %m = memref.alloc() : memref<6xf32>
  %c6 = arith.constant 6 : index
  scf.for %i = %c0 to %c6 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %x = arith.sitofp %ii : i32 to f32
    memref.store %x, %m[%i] : memref<6xf32>
  }
  %pad = arith.constant -1.0 : f32
  %r = vector.transfer_read %m[%c3], %pad : memref<6xf32>, vector<4xf32>
  vector.print %r : vector<4xf32>
  %mask = vector.create_mask %c3 : vector<4xi1>
  vector.print %mask : vector<4xi1>
  %two = vector.shape_cast %fma : vector<4xf32> to vector<2x2xf32>
  %tr = vector.transpose %two, [1, 0] : vector<2x2xf32> to vector<2x2xf32>
  vector.print %tr : vector<2x2xf32>
  %o = vector.outerproduct %sf, %b : vector<4xf32>, vector<4xf32>
  %row = vector.extract %o[3] : vector<4xf32> from vector<4x4xf32>
  vector.print %row : vector<4xf32>
  %dim = memref.dim %m, %c0 : memref<6xf32>
  vector.print %dim : index
  memref.dealloc %m : memref<6xf32>
  vector.print str "done\n"
  return
}
