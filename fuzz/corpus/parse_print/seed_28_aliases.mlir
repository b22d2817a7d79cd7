#map = affine_map<(d0) -> (d0 + 1)>
#set = affine_set<(d0) : (d0 >= 0)>
!vec = vector<4xf32>
!mem = memref<8xf32, #map>
#arr = [1, 2, #map]
"tst.al"() {m = #map, s = #set, a = #arr} : () -> (!vec, !mem)
