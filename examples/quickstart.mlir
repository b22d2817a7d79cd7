// A small module in MLIR's generic form: regions, blocks with arguments and
// successors, properties, aliases, locations and many builtin types and
// attributes. `ods-opt` parses, verifies and prints it back.
#map = affine_map<(d0, d1)[s0] -> (d0 * 3 + s0, d1 floordiv 2)>
!vec = vector<4x[8]xf32>

"demo.func"() <{sym_name = "kernel", function_type = (memref<16x16xf32, #map>, index) -> f32}> ({
^bb0(%buf: memref<16x16xf32, #map>, %n: index):
  %zero = "demo.constant"() {value = 0.0 : f32} : () -> f32
  %c:2 = "demo.pair"(%n) : (index) -> (i64, i1)
  "demo.cond_br"(%c#1, %zero) [^loop, ^exit] : (i1, f32) -> ()
^loop:
  %v = "demo.load"(%buf, %n) {cache = #demo.hint<"streaming">} : (memref<16x16xf32, #map>, index) -> !vec
  "demo.br"(%zero) [^exit] : (f32) -> ()
^exit:
  "demo.return"(%zero) : (f32) -> () loc("quickstart.mlir":15:3)
}) {demo.attrs = {dense = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>, strs = ["a\0Ab", @sym::@nested],
                   arr = array<i64: 1, -2, 3>, f = 0x7FC00000 : f32, big = 170141183460469231731687303715884105727 : i128,
                   layout = strided<[?, 1], offset: 4>, c = dense<(1.0, 2.0)> : tensor<complex<f32>>}} : () -> ()
