// SimplifyAllocConst: a constant size becomes static, cast back.
func.func @alloc_const(%d: index) -> memref<?x?xf32> {
  %c4 = arith.constant 4 : index
  %0 = memref.alloc(%c4, %d) : memref<?x?xf32>
  return %0 : memref<?x?xf32>
}

// -----

// All sizes constant; discardable attributes are dropped, alignment kept.
func.func @alloc_all_const() -> memref<?x8x?xi32, 1> {
  %c3 = arith.constant 3 : index
  %c0 = arith.constant 0 : index
  %0 = memref.alloc(%c3, %c0) {alignment = 64 : i64, foo = "bar"} : memref<?x8x?xi32, 1>
  return %0 : memref<?x8x?xi32, 1>
}

// -----

func.func @alloca_const() -> memref<?xf32> {
  %c4 = arith.constant 4 : index
  %0 = memref.alloca(%c4) {alignment = 16 : i64} : memref<?xf32>
  return %0 : memref<?xf32>
}

// -----

// A negative constant stays dynamic.
func.func @alloc_negative() -> memref<?xf32> {
  %c = arith.constant -1 : index
  %0 = memref.alloc(%c) : memref<?xf32>
  return %0 : memref<?xf32>
}

// -----

// Symbol operands and the layout are kept.
func.func @alloc_symbols(%s: index) -> memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>> {
  %c4 = arith.constant 4 : index
  %0 = memref.alloc(%c4)[%s] : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return %0 : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
}

// -----

// Constant symbol operands are not folded.
func.func @alloc_const_symbol() -> memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>> {
  %c4 = arith.constant 4 : index
  %0 = memref.alloc()[%c4] : memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return %0 : memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
}

// -----

// Several allocations and their users: the casts' uses are updated.
func.func @alloc_users(%v: f32, %i: index) -> f32 {
  %c2 = arith.constant 2 : index
  %0 = memref.alloc(%c2) : memref<?xf32>
  %1 = memref.alloca(%c2) : memref<?xf32>
  memref.store %v, %0[%i] : memref<?xf32>
  memref.copy %0, %1 : memref<?xf32> to memref<?xf32>
  %2 = memref.load %1[%i] : memref<?xf32>
  memref.dealloc %0 : memref<?xf32>
  return %2 : f32
}

// -----

// SimplifyDeadAlloc.
func.func @dead(%v: f32, %i: index) {
  %0 = memref.alloc() : memref<4xf32>
  memref.store %v, %0[%i] : memref<4xf32>
  memref.dealloc %0 : memref<4xf32>
  %1 = memref.alloca() : memref<4xf32>
  memref.store %v, %1[%i] : memref<4xf32>
  return
}

// -----

// A constant-size dead allocation.
func.func @dead_const(%v: f32, %i: index) {
  %c4 = arith.constant 4 : index
  %0 = memref.alloc(%c4) : memref<?xf32>
  memref.store %v, %0[%i] : memref<?xf32>
  memref.dealloc %0 : memref<?xf32>
  return
}

// -----

// Stored elsewhere: kept.
func.func @stored_alloc(%m: memref<memref<4xf32>>) {
  %0 = memref.alloc() : memref<4xf32>
  memref.store %0, %m[] : memref<memref<4xf32>>
  return
}

// -----

// FoldSelfCopy.
func.func @self_copy(%a: memref<4xf32>) {
  memref.copy %a, %a : memref<4xf32> to memref<4xf32>
  return
}

// -----

// FoldEmptyCopy (source or target empty).
func.func @empty_copy(%a: memref<0xf32>, %b: memref<0xf32>, %c: memref<?x0xf32>, %d: memref<?x?xf32>) {
  memref.copy %a, %b : memref<0xf32> to memref<0xf32>
  memref.copy %c, %d : memref<?x0xf32> to memref<?x?xf32>
  memref.copy %d, %c : memref<?x?xf32> to memref<?x0xf32>
  return
}

// -----

// Not empty, not a self copy; an unranked copy stays.
func.func @copy_kept(%a: memref<4xf32>, %b: memref<4xf32>, %u: memref<*xf32>, %w: memref<*xf32>) {
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  memref.copy %u, %w : memref<*xf32> to memref<*xf32>
  return
}

// -----

// The copy folder skips casts of ranked memrefs.
func.func @copy_cast(%a: memref<4xf32>, %b: memref<4xf32>) {
  %0 = memref.cast %a : memref<4xf32> to memref<?xf32>
  %1 = memref.cast %b : memref<4xf32> to memref<?xf32>
  memref.copy %0, %1 : memref<?xf32> to memref<?xf32>
  return
}

// -----

// A cast from an unranked memref is not skipped.
func.func @copy_cast_unranked(%a: memref<*xf32>, %b: memref<4xf32>) {
  %0 = memref.cast %a : memref<*xf32> to memref<4xf32>
  memref.copy %0, %b : memref<4xf32> to memref<4xf32>
  return
}

// -----

// A cast of the same memref on both sides becomes a self copy.
func.func @copy_cast_self(%a: memref<4xf32>) {
  %0 = memref.cast %a : memref<4xf32> to memref<?xf32>
  memref.copy %0, %a : memref<?xf32> to memref<4xf32>
  return
}

// -----

// dim of alloc / alloca / subview.
func.func @dim_alloc(%d: index, %e: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = memref.alloc(%d, %e) : memref<?x4x?xf32>
  %1 = memref.dim %0, %c2 : memref<?x4x?xf32>
  %2 = memref.alloca(%e) : memref<?xf32>
  %3 = memref.dim %2, %c0 : memref<?xf32>
  %4 = memref.dim %0, %c1 : memref<?x4x?xf32>
  return %1, %3, %4 : index, index, index
}

// -----

func.func @dim_subview(%m: memref<?x?xf32>, %s: index, %t: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.subview %m[0, 0] [%s, %t] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
  %1 = memref.dim %0, %c0 : memref<?x?xf32, strided<[?, 1]>>
  %2 = memref.dim %0, %c1 : memref<?x?xf32, strided<[?, 1]>>
  return %1, %2 : index, index
}

// -----

// A rank-reducing subview.
func.func @dim_subview_reduced(%m: memref<?x?x?xf32>, %o: index, %s: index) -> index {
  %c0 = arith.constant 0 : index
  %0 = memref.subview %m[%o, 0, 0] [1, 1, %s] [1, 1, 1] : memref<?x?x?xf32> to memref<?xf32, strided<[1], offset: ?>>
  %1 = memref.dim %0, %c0 : memref<?xf32, strided<[1], offset: ?>>
  return %1 : index
}

// -----

// dim of a cast, of a reinterpret_cast (not folded), out of bounds.
func.func @dim_other(%m: memref<4xf32>, %n: memref<?xf32>, %s: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %1 = memref.dim %0, %c0 : memref<?xf32>
  %2 = memref.reinterpret_cast %n to offset: [0], sizes: [%s], strides: [1] : memref<?xf32> to memref<?xf32>
  %3 = memref.dim %2, %c0 : memref<?xf32>
  %4 = memref.dim %n, %c5 : memref<?xf32>
  return %1, %3, %4 : index, index, index
}

// -----

// load / store / dealloc / prefetch of a cast.
func.func @access_cast(%m: memref<4xf32>, %i: index, %v: f32) -> f32 {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %1 = memref.load %0[%i] : memref<?xf32>
  memref.store %v, %0[%i] : memref<?xf32>
  memref.prefetch %0[%i], read, locality<3>, data : memref<?xf32>
  memref.dealloc %0 : memref<?xf32>
  return %1 : f32
}

// -----

// Casts from unranked memrefs are kept.
func.func @access_cast_unranked(%u: memref<*xf32>, %i: index, %v: f32) -> f32 {
  %0 = memref.cast %u : memref<*xf32> to memref<?xf32>
  %1 = memref.load %0[%i] : memref<?xf32>
  memref.store %v, %0[%i] : memref<?xf32>
  memref.dealloc %0 : memref<?xf32>
  return %1 : f32
}

// -----

// A cast to an unranked memref is skipped by dealloc.
func.func @dealloc_unranked(%m: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<*xf32>
  memref.dealloc %0 : memref<*xf32>
  return
}

// -----

// A load from a cast of a constant-size alloc.
func.func @load_alloc_const(%i: index, %v: f32) -> f32 {
  %c8 = arith.constant 8 : index
  %0 = memref.alloc(%c8) : memref<?xf32>
  memref.store %v, %0[%i] : memref<?xf32>
  %1 = memref.load %0[%i] : memref<?xf32>
  memref.dealloc %0 : memref<?xf32>
  return %1 : f32
}

// -----

// Trivial subviews fold to their source.
func.func @subview_trivial(%m: memref<8x8xf32>) -> memref<8x8xf32> {
  %0 = memref.subview %m[0, 0] [8, 8] [1, 1] : memref<8x8xf32> to memref<8x8xf32>
  return %0 : memref<8x8xf32>
}

// -----

func.func @subview_trivial_strided(%m: memref<8x8xf32, strided<[8, 1], offset: 4>>) -> memref<8x8xf32, strided<[8, 1], offset: 4>> {
  %0 = memref.subview %m[0, 0] [8, 8] [1, 1] : memref<8x8xf32, strided<[8, 1], offset: 4>> to memref<8x8xf32, strided<[8, 1], offset: 4>>
  return %0 : memref<8x8xf32, strided<[8, 1], offset: 4>>
}

// -----

// A subview at offset 0 with unit strides of a subview of the same sizes.
func.func @subview_of_subview(%m: memref<?x?xf32>, %s: index) -> memref<?x4xf32, strided<[?, 1], offset: ?>> {
  %0 = memref.subview %m[%s, 2] [%s, 4] [1, 1] : memref<?x?xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  %1 = memref.subview %0[0, 0] [%s, 4] [1, 1] : memref<?x4xf32, strided<[?, 1], offset: ?>> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  return %1 : memref<?x4xf32, strided<[?, 1], offset: ?>>
}

// -----

// Not folded: different sizes / a non-zero offset.
func.func @subview_of_subview_kept(%m: memref<?x?xf32>, %s: index, %t: index) -> (memref<?x4xf32, strided<[?, 1], offset: ?>>, memref<?x4xf32, strided<[?, 1], offset: ?>>) {
  %0 = memref.subview %m[%s, 2] [%s, 4] [1, 1] : memref<?x?xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  %1 = memref.subview %0[0, 0] [%t, 4] [1, 1] : memref<?x4xf32, strided<[?, 1], offset: ?>> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  %2 = memref.subview %0[%t, 0] [%s, 4] [1, 1] : memref<?x4xf32, strided<[?, 1], offset: ?>> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  return %1, %2 : memref<?x4xf32, strided<[?, 1], offset: ?>>, memref<?x4xf32, strided<[?, 1], offset: ?>>
}

// -----

// Dynamic shapes: the subview is kept.
func.func @subview_dynamic(%m: memref<?xf32>, %s: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %0 = memref.subview %m[%s] [%s] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %0 : memref<?xf32, strided<[1], offset: ?>>
}

// -----

// assume_alignment of assume_alignment.
func.func @assume_twice(%m: memref<4xf32>) -> (memref<4xf32>, memref<4xf32>) {
  %0 = memref.assume_alignment %m, 16 : memref<4xf32>
  %1 = memref.assume_alignment %0, 16 : memref<4xf32>
  %2 = memref.assume_alignment %0, 32 : memref<4xf32>
  return %1, %2 : memref<4xf32>, memref<4xf32>
}

// -----

// atomic_rmw of a cast.
func.func @atomic_rmw_cast(%m: memref<4xf32>, %i: index, %v: f32) -> f32 {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %1 = memref.atomic_rmw addf %v, %0[%i] : (f32, memref<?xf32>) -> f32
  return %1 : f32
}

// -----

// Subview constant arguments become static (canonical type, cast back).
func.func @sv_const(%m: memref<?x?xf32>) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %0 = memref.subview %m[%c0, %c2] [%c4, 4] [1, 1] : memref<?x?xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  %1 = memref.cast %0 : memref<?x4xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %1 : memref<?x?xf32, strided<[?, 1], offset: ?>>
}

// -----

// Constant offsets, sizes and strides of a static source.
func.func @sv_const_static(%m: memref<8x16xf32>, %s: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %0 = memref.subview %m[%c1, %c2] [%c4, %s] [%c1, %c2] : memref<8x16xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----

// Not folded: the new slice would be out of bounds.
func.func @sv_const_oob(%m: memref<8x16xf32>) -> memref<?x4xf32, strided<[16, 1], offset: ?>> {
  %c9 = arith.constant 9 : index
  %0 = memref.subview %m[%c9, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  %1 = memref.cast %0 : memref<4x4xf32, strided<[16, 1], offset: ?>> to memref<?x4xf32, strided<[16, 1], offset: ?>>
  return %1 : memref<?x4xf32, strided<[16, 1], offset: ?>>
}

// -----

// A negative offset stays dynamic; a negative stride becomes static.
func.func @sv_const_neg(%m: memref<?xf32>, %s: index) -> memref<?xf32, strided<[?], offset: ?>> {
  %c = arith.constant -1 : index
  %0 = memref.subview %m[%c] [%s] [%c] : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %0 : memref<?xf32, strided<[?], offset: ?>>
}

// -----

// A rank-reducing subview: the dropped dimensions are kept dropped.
func.func @sv_reduce_const(%m: memref<8x16x4xf32>, %o: index) -> memref<16xf32, strided<[4], offset: ?>> {
  %c1 = arith.constant 1 : index
  %0 = memref.subview %m[%o, 0, %c1] [1, 16, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<16xf32, strided<[4], offset: ?>>
  return %0 : memref<16xf32, strided<[4], offset: ?>>
}

// -----

// Unit dimensions, one of them dropped.
func.func @sv_unit_ambiguous(%m: memref<1x1x?xf32>, %o: index) -> memref<1x?xf32, strided<[?, 1], offset: ?>> {
  %c2 = arith.constant 2 : index
  %0 = memref.subview %m[0, 0, %c2] [1, 1, %o] [1, 1, 1] : memref<1x1x?xf32> to memref<1x?xf32, strided<[?, 1], offset: ?>>
  return %0 : memref<1x?xf32, strided<[?, 1], offset: ?>>
}

// -----

// SubViewOpMemRefCastFolder.
func.func @sv_cast(%m: memref<8x8xf32>) -> memref<4x4xf32, strided<[?, 1], offset: ?>> {
  %0 = memref.cast %m : memref<8x8xf32> to memref<?x?xf32>
  %1 = memref.subview %0[0, 0] [4, 4] [1, 1] : memref<?x?xf32> to memref<4x4xf32, strided<[?, 1]>>
  %2 = memref.cast %1 : memref<4x4xf32, strided<[?, 1]>> to memref<4x4xf32, strided<[?, 1], offset: ?>>
  return %2 : memref<4x4xf32, strided<[?, 1], offset: ?>>
}

// -----

// SubViewOpMemRefCastFolder with dynamic operands.
func.func @sv_cast_dyn(%m: memref<8x8xf32>, %o: index) -> memref<4x?xf32, strided<[?, 1], offset: ?>> {
  %0 = memref.cast %m : memref<8x8xf32> to memref<?x?xf32>
  %1 = memref.subview %0[%o, 1] [4, %o] [1, 1] : memref<?x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  return %1 : memref<4x?xf32, strided<[?, 1], offset: ?>>
}

// -----

// SubViewOpMemRefCastFolder of a rank-reducing subview.
func.func @sv_cast_reduce(%m: memref<8x8xf32>, %o: index) -> memref<4xf32, strided<[1], offset: ?>> {
  %0 = memref.cast %m : memref<8x8xf32> to memref<?x?xf32>
  %1 = memref.subview %0[%o, 1] [1, 4] [1, 1] : memref<?x?xf32> to memref<4xf32, strided<[1], offset: ?>>
  return %1 : memref<4xf32, strided<[1], offset: ?>>
}

// -----

// A cast to a more static type does not fold into the subview.
func.func @sv_cast_blocked(%m: memref<?x?xf32>) -> memref<4x4xf32, strided<[?, 1]>> {
  %0 = memref.cast %m : memref<?x?xf32> to memref<8x8xf32>
  %1 = memref.subview %0[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  %2 = memref.cast %1 : memref<4x4xf32, strided<[8, 1]>> to memref<4x4xf32, strided<[?, 1]>>
  return %2 : memref<4x4xf32, strided<[?, 1]>>
}

// -----

// TrivialSubViewOpFolder: a cast when the types differ.
func.func @sv_trivial_cast(%m: memref<8x8xf32>) -> memref<8x8xf32, strided<[8, 1]>> {
  %c0 = arith.constant 0 : index
  %0 = memref.subview %m[%c0, 0] [8, 8] [1, 1] : memref<8x8xf32> to memref<8x8xf32, strided<[8, 1], offset: ?>>
  %1 = memref.subview %m[0, 0] [8, 8] [1, 1] : memref<8x8xf32> to memref<8x8xf32, strided<[8, 1]>>
  memref.copy %0, %1 : memref<8x8xf32, strided<[8, 1], offset: ?>> to memref<8x8xf32, strided<[8, 1]>>
  return %1 : memref<8x8xf32, strided<[8, 1]>>
}

// -----

// Not trivial: a dynamic size.
func.func @sv_trivial_dyn(%m: memref<?x8xf32>, %s: index) -> memref<?x8xf32, strided<[8, 1]>> {
  %0 = memref.subview %m[0, 0] [%s, 8] [1, 1] : memref<?x8xf32> to memref<?x8xf32, strided<[8, 1]>>
  return %0 : memref<?x8xf32, strided<[8, 1]>>
}

// -----

// TrivialSubViewOpFolder of an affine-map layout.
func.func @sv_trivial_affine(%m: memref<4x4xf32, affine_map<(d0, d1) -> (d1 * 4 + d0)>>) -> memref<4x4xf32, strided<[1, 4]>> {
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<4x4xf32, affine_map<(d0, d1) -> (d1 * 4 + d0)>> to memref<4x4xf32, strided<[1, 4]>>
  return %0 : memref<4x4xf32, strided<[1, 4]>>
}

// -----

// ExpandShapeOpMemRefCastFolder: a constant output size becomes static.
func.func @expand_cast_const(%m: memref<8x4xf32>) -> memref<?x4x4xf32> {
  %0 = memref.cast %m : memref<8x4xf32> to memref<?x4xf32>
  %c2 = arith.constant 2 : index
  %1 = memref.expand_shape %0 [[0, 1], [2]] output_shape [%c2, 4, 4] : memref<?x4xf32> into memref<?x4x4xf32>
  return %1 : memref<?x4x4xf32>
}

// -----

// Not folded: the group would change from dynamic to static.
func.func @expand_cast_dynamic(%m: memref<8x4xf32>, %s: index) -> memref<?x4x4xf32> {
  %0 = memref.cast %m : memref<8x4xf32> to memref<?x4xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2]] output_shape [%s, 4, 4] : memref<?x4xf32> into memref<?x4x4xf32>
  return %1 : memref<?x4x4xf32>
}

// -----

// Not folded: a static source dimension for a dynamic group.
func.func @expand_cast_same(%m: memref<?x4xf32>, %s: index) -> memref<?x4x4xf32> {
  %0 = memref.cast %m : memref<?x4xf32> to memref<?x?xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2]] output_shape [%s, 4, %s] : memref<?x?xf32> into memref<?x4x?xf32>
  %2 = memref.cast %1 : memref<?x4x?xf32> to memref<?x4x4xf32>
  return %2 : memref<?x4x4xf32>
}

// -----

// A strided source.
func.func @expand_cast_strided(%m: memref<8x4xf32, strided<[8, 1], offset: 2>>) -> memref<2x4x4xf32, strided<[?, ?, 1], offset: ?>> {
  %0 = memref.cast %m : memref<8x4xf32, strided<[8, 1], offset: 2>> to memref<8x4xf32, strided<[?, 1], offset: ?>>
  %1 = memref.expand_shape %0 [[0, 1], [2]] output_shape [2, 4, 4] : memref<8x4xf32, strided<[?, 1], offset: ?>> into memref<2x4x4xf32, strided<[?, ?, 1], offset: ?>>
  return %1 : memref<2x4x4xf32, strided<[?, ?, 1], offset: ?>>
}
