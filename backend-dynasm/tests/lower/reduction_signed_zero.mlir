// Float `add` reductions start from +0.0 in MLIR's lowering (vector.reduce.fadd
// and vp.reduce.fadd), so lanes that are all -0.0 sum to +0.0; with an
// accumulator the sum starts from it. Every float type, unmasked and masked.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %mf32 = memref.alloc() : memref<8xf32>
  %zf32 = arith.constant 0x80000000 : f32
  %vf32 = vector.broadcast %zf32 : f32 to vector<8xf32>
  vector.store %vf32, %mf32[%c0] : memref<8xf32>, vector<8xf32>
  %lf32 = vector.load %mf32[%c0] : memref<8xf32>, vector<8xf32>
  %rf32plain = vector.reduction <add>, %lf32 : vector<8xf32> into f32
  %bf32plain = arith.bitcast %rf32plain : f32 to i32
  vector.print %bf32plain : i32
  %rf32acc = vector.reduction <add>, %lf32, %zf32 : vector<8xf32> into f32
  %bf32acc = arith.bitcast %rf32acc : f32 to i32
  vector.print %bf32acc : i32
  %maskf32off = vector.create_mask %c0 : vector<8xi1>
  %rf32off = vector.mask %maskf32off { vector.reduction <add>, %lf32 : vector<8xf32> into f32 } : vector<8xi1> -> f32
  %bf32off = arith.bitcast %rf32off : f32 to i32
  vector.print %bf32off : i32
  %maskf32two = vector.create_mask %c2 : vector<8xi1>
  %rf32two = vector.mask %maskf32two { vector.reduction <add>, %lf32 : vector<8xf32> into f32 } : vector<8xi1> -> f32
  %bf32two = arith.bitcast %rf32two : f32 to i32
  vector.print %bf32two : i32
  memref.dealloc %mf32 : memref<8xf32>
  %mf64 = memref.alloc() : memref<8xf64>
  %zf64 = arith.constant 0x8000000000000000 : f64
  %vf64 = vector.broadcast %zf64 : f64 to vector<8xf64>
  vector.store %vf64, %mf64[%c0] : memref<8xf64>, vector<8xf64>
  %lf64 = vector.load %mf64[%c0] : memref<8xf64>, vector<8xf64>
  %rf64plain = vector.reduction <add>, %lf64 : vector<8xf64> into f64
  %bf64plain = arith.bitcast %rf64plain : f64 to i64
  vector.print %bf64plain : i64
  %rf64acc = vector.reduction <add>, %lf64, %zf64 : vector<8xf64> into f64
  %bf64acc = arith.bitcast %rf64acc : f64 to i64
  vector.print %bf64acc : i64
  %maskf64off = vector.create_mask %c0 : vector<8xi1>
  %rf64off = vector.mask %maskf64off { vector.reduction <add>, %lf64 : vector<8xf64> into f64 } : vector<8xi1> -> f64
  %bf64off = arith.bitcast %rf64off : f64 to i64
  vector.print %bf64off : i64
  %maskf64two = vector.create_mask %c2 : vector<8xi1>
  %rf64two = vector.mask %maskf64two { vector.reduction <add>, %lf64 : vector<8xf64> into f64 } : vector<8xi1> -> f64
  %bf64two = arith.bitcast %rf64two : f64 to i64
  vector.print %bf64two : i64
  memref.dealloc %mf64 : memref<8xf64>
  %mf16 = memref.alloc() : memref<8xf16>
  %zf16 = arith.constant 0x8000 : f16
  %vf16 = vector.broadcast %zf16 : f16 to vector<8xf16>
  vector.store %vf16, %mf16[%c0] : memref<8xf16>, vector<8xf16>
  %lf16 = vector.load %mf16[%c0] : memref<8xf16>, vector<8xf16>
  %rf16plain = vector.reduction <add>, %lf16 : vector<8xf16> into f16
  %bf16plain = arith.bitcast %rf16plain : f16 to i16
  vector.print %bf16plain : i16
  %rf16acc = vector.reduction <add>, %lf16, %zf16 : vector<8xf16> into f16
  %bf16acc = arith.bitcast %rf16acc : f16 to i16
  vector.print %bf16acc : i16
  %maskf16off = vector.create_mask %c0 : vector<8xi1>
  %rf16off = vector.mask %maskf16off { vector.reduction <add>, %lf16 : vector<8xf16> into f16 } : vector<8xi1> -> f16
  %bf16off = arith.bitcast %rf16off : f16 to i16
  vector.print %bf16off : i16
  %maskf16two = vector.create_mask %c2 : vector<8xi1>
  %rf16two = vector.mask %maskf16two { vector.reduction <add>, %lf16 : vector<8xf16> into f16 } : vector<8xi1> -> f16
  %bf16two = arith.bitcast %rf16two : f16 to i16
  vector.print %bf16two : i16
  memref.dealloc %mf16 : memref<8xf16>
  %mbf16 = memref.alloc() : memref<8xbf16>
  %zbf16 = arith.constant 0x8000 : bf16
  %vbf16 = vector.broadcast %zbf16 : bf16 to vector<8xbf16>
  vector.store %vbf16, %mbf16[%c0] : memref<8xbf16>, vector<8xbf16>
  %lbf16 = vector.load %mbf16[%c0] : memref<8xbf16>, vector<8xbf16>
  %rbf16plain = vector.reduction <add>, %lbf16 : vector<8xbf16> into bf16
  %bbf16plain = arith.bitcast %rbf16plain : bf16 to i16
  vector.print %bbf16plain : i16
  %rbf16acc = vector.reduction <add>, %lbf16, %zbf16 : vector<8xbf16> into bf16
  %bbf16acc = arith.bitcast %rbf16acc : bf16 to i16
  vector.print %bbf16acc : i16
  %maskbf16off = vector.create_mask %c0 : vector<8xi1>
  %rbf16off = vector.mask %maskbf16off { vector.reduction <add>, %lbf16 : vector<8xbf16> into bf16 } : vector<8xi1> -> bf16
  %bbf16off = arith.bitcast %rbf16off : bf16 to i16
  vector.print %bbf16off : i16
  %maskbf16two = vector.create_mask %c2 : vector<8xi1>
  %rbf16two = vector.mask %maskbf16two { vector.reduction <add>, %lbf16 : vector<8xbf16> into bf16 } : vector<8xi1> -> bf16
  %bbf16two = arith.bitcast %rbf16two : bf16 to i16
  vector.print %bbf16two : i16
  memref.dealloc %mbf16 : memref<8xbf16>
  return
}
