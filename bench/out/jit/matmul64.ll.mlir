module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.mlir.global private constant @vector_print_str_7(dense<[82, 65, 84, 69, 32, 109, 109, 95, 99, 111, 110, 116, 114, 97, 99, 116, 32, 0]> : tensor<18xi8>) {addr_space = 0 : i32} : !llvm.array<18 x i8>
  llvm.mlir.global private constant @vector_print_str_6(dense<[67, 72, 69, 67, 75, 87, 32, 109, 109, 95, 99, 111, 110, 116, 114, 97, 99, 116, 32, 0]> : tensor<20xi8>) {addr_space = 0 : i32} : !llvm.array<20 x i8>
  llvm.mlir.global private constant @vector_print_str_5(dense<[67, 72, 69, 67, 75, 32, 109, 109, 95, 99, 111, 110, 116, 114, 97, 99, 116, 32, 0]> : tensor<19xi8>) {addr_space = 0 : i32} : !llvm.array<19 x i8>
  llvm.mlir.global private constant @vector_print_str_4(dense<[82, 65, 84, 69, 32, 109, 109, 95, 111, 117, 116, 101, 114, 32, 0]> : tensor<15xi8>) {addr_space = 0 : i32} : !llvm.array<15 x i8>
  llvm.mlir.global private constant @vector_print_str_3(dense<[67, 72, 69, 67, 75, 87, 32, 109, 109, 95, 111, 117, 116, 101, 114, 32, 0]> : tensor<17xi8>) {addr_space = 0 : i32} : !llvm.array<17 x i8>
  llvm.mlir.global private constant @vector_print_str_2(dense<[67, 72, 69, 67, 75, 32, 109, 109, 95, 111, 117, 116, 101, 114, 32, 0]> : tensor<16xi8>) {addr_space = 0 : i32} : !llvm.array<16 x i8>
  llvm.func @printF64(f64)
  llvm.mlir.global private constant @vector_print_str_1(dense<[82, 65, 84, 69, 32, 109, 109, 95, 110, 97, 105, 118, 101, 32, 0]> : tensor<15xi8>) {addr_space = 0 : i32} : !llvm.array<15 x i8>
  llvm.mlir.global private constant @vector_print_str_0(dense<[67, 72, 69, 67, 75, 87, 32, 109, 109, 95, 110, 97, 105, 118, 101, 32, 0]> : tensor<17xi8>) {addr_space = 0 : i32} : !llvm.array<17 x i8>
  llvm.func @printNewline()
  llvm.func @printI64(i64)
  llvm.func @printString(!llvm.ptr)
  llvm.mlir.global private constant @vector_print_str(dense<[67, 72, 69, 67, 75, 32, 109, 109, 95, 110, 97, 105, 118, 101, 32, 0]> : tensor<16xi8>) {addr_space = 0 : i32} : !llvm.array<16 x i8>
  llvm.func @rtclock() -> f64 attributes {sym_visibility = "private"}
  llvm.func @mm_naive(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: !llvm.ptr, %arg15: !llvm.ptr, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: i64) attributes {passthrough = ["noinline"]} {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.insertvalue %arg14, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2 = llvm.insertvalue %arg15, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %3 = llvm.insertvalue %arg16, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %4 = llvm.insertvalue %arg17, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %5 = llvm.insertvalue %arg19, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %6 = llvm.insertvalue %arg18, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %7 = llvm.insertvalue %arg20, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %8 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %9 = llvm.insertvalue %arg7, %8[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %10 = llvm.insertvalue %arg8, %9[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %11 = llvm.insertvalue %arg9, %10[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %12 = llvm.insertvalue %arg10, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = llvm.insertvalue %arg12, %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = llvm.insertvalue %arg11, %13[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %15 = llvm.insertvalue %arg13, %14[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %16 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %17 = llvm.insertvalue %arg0, %16[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.insertvalue %arg1, %17[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.insertvalue %arg2, %18[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.insertvalue %arg3, %19[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.insertvalue %arg5, %20[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.insertvalue %arg4, %21[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = llvm.insertvalue %arg6, %22[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = llvm.mlir.constant(0 : index) : i64
    %25 = llvm.mlir.constant(1 : index) : i64
    %26 = llvm.mlir.constant(8 : index) : i64
    %27 = llvm.mlir.constant(64 : index) : i64
    llvm.br ^bb1(%24 : i64)
  ^bb1(%28: i64):  // 2 preds: ^bb0, ^bb8
    %29 = llvm.icmp "slt" %28, %27 : i64
    llvm.cond_br %29, ^bb2, ^bb9
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%24 : i64)
  ^bb3(%30: i64):  // 2 preds: ^bb2, ^bb7
    %31 = llvm.icmp "slt" %30, %27 : i64
    llvm.cond_br %31, ^bb4, ^bb8
  ^bb4:  // pred: ^bb3
    %32 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %33 = llvm.mlir.constant(64 : index) : i64
    %34 = llvm.mul %28, %33 : i64
    %35 = llvm.add %34, %30 : i64
    %36 = llvm.getelementptr %32[%35] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %37 = llvm.load %36 {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
    llvm.br ^bb5(%24, %37 : i64, vector<8xf32>)
  ^bb5(%38: i64, %39: vector<8xf32>):  // 2 preds: ^bb4, ^bb6
    %40 = llvm.icmp "slt" %38, %27 : i64
    llvm.cond_br %40, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    %41 = llvm.extractvalue %23[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %42 = llvm.mlir.constant(64 : index) : i64
    %43 = llvm.mul %28, %42 overflow<nsw, nuw> : i64
    %44 = llvm.add %43, %38 overflow<nsw, nuw> : i64
    %45 = llvm.getelementptr inbounds|nuw %41[%44] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %46 = llvm.load %45 : !llvm.ptr -> f32
    %47 = llvm.mlir.poison : vector<8xf32>
    %48 = llvm.mlir.constant(0 : i32) : i32
    %49 = llvm.insertelement %46, %47[%48 : i32] : vector<8xf32>
    %50 = llvm.shufflevector %49, %47 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32> 
    %51 = llvm.extractvalue %15[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %52 = llvm.mlir.constant(64 : index) : i64
    %53 = llvm.mul %38, %52 : i64
    %54 = llvm.add %53, %30 : i64
    %55 = llvm.getelementptr %51[%54] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %56 = llvm.load %55 {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
    %57 = llvm.intr.fmuladd(%50, %56, %39) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %58 = llvm.add %38, %25 : i64
    llvm.br ^bb5(%58, %57 : i64, vector<8xf32>)
  ^bb7:  // pred: ^bb5
    %59 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %60 = llvm.mlir.constant(64 : index) : i64
    %61 = llvm.mul %28, %60 : i64
    %62 = llvm.add %61, %30 : i64
    %63 = llvm.getelementptr %59[%62] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %39, %63 {alignment = 4 : i64} : vector<8xf32>, !llvm.ptr
    %64 = llvm.add %30, %26 : i64
    llvm.br ^bb3(%64 : i64)
  ^bb8:  // pred: ^bb3
    %65 = llvm.add %28, %25 : i64
    llvm.br ^bb1(%65 : i64)
  ^bb9:  // pred: ^bb1
    llvm.return
  }
  llvm.func @mm_outer(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: !llvm.ptr, %arg15: !llvm.ptr, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: i64) attributes {passthrough = ["noinline"]} {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.insertvalue %arg14, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2 = llvm.insertvalue %arg15, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %3 = llvm.insertvalue %arg16, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %4 = llvm.insertvalue %arg17, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %5 = llvm.insertvalue %arg19, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %6 = llvm.insertvalue %arg18, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %7 = llvm.insertvalue %arg20, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %8 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %9 = llvm.insertvalue %arg7, %8[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %10 = llvm.insertvalue %arg8, %9[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %11 = llvm.insertvalue %arg9, %10[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %12 = llvm.insertvalue %arg10, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = llvm.insertvalue %arg12, %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = llvm.insertvalue %arg11, %13[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %15 = llvm.insertvalue %arg13, %14[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %16 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %17 = llvm.insertvalue %arg0, %16[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.insertvalue %arg1, %17[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.insertvalue %arg2, %18[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.insertvalue %arg3, %19[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.insertvalue %arg5, %20[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.insertvalue %arg4, %21[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = llvm.insertvalue %arg6, %22[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = llvm.mlir.constant(3 : index) : i64
    %25 = llvm.mlir.constant(2 : index) : i64
    %26 = llvm.mlir.constant(dense<0.000000e+00> : vector<4x8xf32>) : !llvm.array<4 x vector<8xf32>>
    %27 = llvm.mlir.constant(0 : index) : i64
    %28 = llvm.mlir.constant(1 : index) : i64
    %29 = llvm.mlir.constant(4 : index) : i64
    %30 = llvm.mlir.constant(8 : index) : i64
    %31 = llvm.mlir.constant(16 : index) : i64
    %32 = llvm.mlir.constant(64 : index) : i64
    llvm.br ^bb1(%27 : i64)
  ^bb1(%33: i64):  // 2 preds: ^bb0, ^bb8
    %34 = llvm.icmp "slt" %33, %32 : i64
    llvm.cond_br %34, ^bb2, ^bb9
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%27 : i64)
  ^bb3(%35: i64):  // 2 preds: ^bb2, ^bb7
    %36 = llvm.icmp "slt" %35, %32 : i64
    llvm.cond_br %36, ^bb4, ^bb8
  ^bb4:  // pred: ^bb3
    %37 = llvm.add %35, %30 : i64
    %38 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %39 = llvm.mlir.constant(64 : index) : i64
    %40 = llvm.mul %33, %39 : i64
    %41 = llvm.add %40, %35 : i64
    %42 = llvm.getelementptr %38[%41] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %43 = llvm.load %42 {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
    %44 = llvm.insertvalue %43, %26[0] : !llvm.array<4 x vector<8xf32>> 
    %45 = llvm.add %33, %28 : i64
    %46 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %47 = llvm.mlir.constant(64 : index) : i64
    %48 = llvm.mul %45, %47 : i64
    %49 = llvm.add %48, %35 : i64
    %50 = llvm.getelementptr %46[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %51 = llvm.load %50 {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
    %52 = llvm.insertvalue %51, %44[1] : !llvm.array<4 x vector<8xf32>> 
    %53 = llvm.add %33, %25 : i64
    %54 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %55 = llvm.mlir.constant(64 : index) : i64
    %56 = llvm.mul %53, %55 : i64
    %57 = llvm.add %56, %35 : i64
    %58 = llvm.getelementptr %54[%57] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %59 = llvm.load %58 {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
    %60 = llvm.insertvalue %59, %52[2] : !llvm.array<4 x vector<8xf32>> 
    %61 = llvm.add %33, %24 : i64
    %62 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %63 = llvm.mlir.constant(64 : index) : i64
    %64 = llvm.mul %61, %63 : i64
    %65 = llvm.add %64, %35 : i64
    %66 = llvm.getelementptr %62[%65] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %67 = llvm.load %66 {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
    %68 = llvm.insertvalue %67, %60[3] : !llvm.array<4 x vector<8xf32>> 
    %69 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %70 = llvm.mlir.constant(64 : index) : i64
    %71 = llvm.mul %33, %70 : i64
    %72 = llvm.add %71, %37 : i64
    %73 = llvm.getelementptr %69[%72] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %74 = llvm.load %73 {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
    %75 = llvm.insertvalue %74, %26[0] : !llvm.array<4 x vector<8xf32>> 
    %76 = llvm.add %33, %28 : i64
    %77 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %78 = llvm.mlir.constant(64 : index) : i64
    %79 = llvm.mul %76, %78 : i64
    %80 = llvm.add %79, %37 : i64
    %81 = llvm.getelementptr %77[%80] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %82 = llvm.load %81 {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
    %83 = llvm.insertvalue %82, %75[1] : !llvm.array<4 x vector<8xf32>> 
    %84 = llvm.add %33, %25 : i64
    %85 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %86 = llvm.mlir.constant(64 : index) : i64
    %87 = llvm.mul %84, %86 : i64
    %88 = llvm.add %87, %37 : i64
    %89 = llvm.getelementptr %85[%88] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %90 = llvm.load %89 {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
    %91 = llvm.insertvalue %90, %83[2] : !llvm.array<4 x vector<8xf32>> 
    %92 = llvm.add %33, %24 : i64
    %93 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %94 = llvm.mlir.constant(64 : index) : i64
    %95 = llvm.mul %92, %94 : i64
    %96 = llvm.add %95, %37 : i64
    %97 = llvm.getelementptr %93[%96] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %98 = llvm.load %97 {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
    %99 = llvm.insertvalue %98, %91[3] : !llvm.array<4 x vector<8xf32>> 
    llvm.br ^bb5(%27, %68, %99 : i64, !llvm.array<4 x vector<8xf32>>, !llvm.array<4 x vector<8xf32>>)
  ^bb5(%100: i64, %101: !llvm.array<4 x vector<8xf32>>, %102: !llvm.array<4 x vector<8xf32>>):  // 2 preds: ^bb4, ^bb6
    %103 = llvm.icmp "slt" %100, %32 : i64
    llvm.cond_br %103, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    %104 = llvm.extractvalue %23[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %105 = llvm.mlir.constant(64 : index) : i64
    %106 = llvm.mul %100, %105 : i64
    %107 = llvm.add %106, %33 : i64
    %108 = llvm.getelementptr %104[%107] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %109 = llvm.load %108 {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
    %110 = llvm.extractvalue %15[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %111 = llvm.mlir.constant(64 : index) : i64
    %112 = llvm.mul %100, %111 : i64
    %113 = llvm.add %112, %35 : i64
    %114 = llvm.getelementptr %110[%113] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %115 = llvm.load %114 {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
    %116 = llvm.extractvalue %15[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %117 = llvm.mlir.constant(64 : index) : i64
    %118 = llvm.mul %100, %117 : i64
    %119 = llvm.add %118, %37 : i64
    %120 = llvm.getelementptr %116[%119] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %121 = llvm.load %120 {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
    %122 = llvm.mlir.constant(0 : i64) : i64
    %123 = llvm.extractelement %109[%122 : i64] : vector<4xf32>
    %124 = llvm.mlir.poison : vector<8xf32>
    %125 = llvm.mlir.constant(0 : i32) : i32
    %126 = llvm.insertelement %123, %124[%125 : i32] : vector<8xf32>
    %127 = llvm.shufflevector %126, %124 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32> 
    %128 = llvm.extractvalue %101[0] : !llvm.array<4 x vector<8xf32>> 
    %129 = llvm.intr.fmuladd(%127, %115, %128) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %130 = llvm.insertvalue %129, %26[0] : !llvm.array<4 x vector<8xf32>> 
    %131 = llvm.mlir.constant(1 : i64) : i64
    %132 = llvm.extractelement %109[%131 : i64] : vector<4xf32>
    %133 = llvm.mlir.poison : vector<8xf32>
    %134 = llvm.mlir.constant(0 : i32) : i32
    %135 = llvm.insertelement %132, %133[%134 : i32] : vector<8xf32>
    %136 = llvm.shufflevector %135, %133 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32> 
    %137 = llvm.extractvalue %101[1] : !llvm.array<4 x vector<8xf32>> 
    %138 = llvm.intr.fmuladd(%136, %115, %137) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %139 = llvm.insertvalue %138, %130[1] : !llvm.array<4 x vector<8xf32>> 
    %140 = llvm.mlir.constant(2 : i64) : i64
    %141 = llvm.extractelement %109[%140 : i64] : vector<4xf32>
    %142 = llvm.mlir.poison : vector<8xf32>
    %143 = llvm.mlir.constant(0 : i32) : i32
    %144 = llvm.insertelement %141, %142[%143 : i32] : vector<8xf32>
    %145 = llvm.shufflevector %144, %142 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32> 
    %146 = llvm.extractvalue %101[2] : !llvm.array<4 x vector<8xf32>> 
    %147 = llvm.intr.fmuladd(%145, %115, %146) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %148 = llvm.insertvalue %147, %139[2] : !llvm.array<4 x vector<8xf32>> 
    %149 = llvm.mlir.constant(3 : i64) : i64
    %150 = llvm.extractelement %109[%149 : i64] : vector<4xf32>
    %151 = llvm.mlir.poison : vector<8xf32>
    %152 = llvm.mlir.constant(0 : i32) : i32
    %153 = llvm.insertelement %150, %151[%152 : i32] : vector<8xf32>
    %154 = llvm.shufflevector %153, %151 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32> 
    %155 = llvm.extractvalue %101[3] : !llvm.array<4 x vector<8xf32>> 
    %156 = llvm.intr.fmuladd(%154, %115, %155) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %157 = llvm.insertvalue %156, %148[3] : !llvm.array<4 x vector<8xf32>> 
    %158 = llvm.mlir.constant(0 : i64) : i64
    %159 = llvm.extractelement %109[%158 : i64] : vector<4xf32>
    %160 = llvm.mlir.poison : vector<8xf32>
    %161 = llvm.mlir.constant(0 : i32) : i32
    %162 = llvm.insertelement %159, %160[%161 : i32] : vector<8xf32>
    %163 = llvm.shufflevector %162, %160 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32> 
    %164 = llvm.extractvalue %102[0] : !llvm.array<4 x vector<8xf32>> 
    %165 = llvm.intr.fmuladd(%163, %121, %164) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %166 = llvm.insertvalue %165, %26[0] : !llvm.array<4 x vector<8xf32>> 
    %167 = llvm.mlir.constant(1 : i64) : i64
    %168 = llvm.extractelement %109[%167 : i64] : vector<4xf32>
    %169 = llvm.mlir.poison : vector<8xf32>
    %170 = llvm.mlir.constant(0 : i32) : i32
    %171 = llvm.insertelement %168, %169[%170 : i32] : vector<8xf32>
    %172 = llvm.shufflevector %171, %169 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32> 
    %173 = llvm.extractvalue %102[1] : !llvm.array<4 x vector<8xf32>> 
    %174 = llvm.intr.fmuladd(%172, %121, %173) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %175 = llvm.insertvalue %174, %166[1] : !llvm.array<4 x vector<8xf32>> 
    %176 = llvm.mlir.constant(2 : i64) : i64
    %177 = llvm.extractelement %109[%176 : i64] : vector<4xf32>
    %178 = llvm.mlir.poison : vector<8xf32>
    %179 = llvm.mlir.constant(0 : i32) : i32
    %180 = llvm.insertelement %177, %178[%179 : i32] : vector<8xf32>
    %181 = llvm.shufflevector %180, %178 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32> 
    %182 = llvm.extractvalue %102[2] : !llvm.array<4 x vector<8xf32>> 
    %183 = llvm.intr.fmuladd(%181, %121, %182) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %184 = llvm.insertvalue %183, %175[2] : !llvm.array<4 x vector<8xf32>> 
    %185 = llvm.mlir.constant(3 : i64) : i64
    %186 = llvm.extractelement %109[%185 : i64] : vector<4xf32>
    %187 = llvm.mlir.poison : vector<8xf32>
    %188 = llvm.mlir.constant(0 : i32) : i32
    %189 = llvm.insertelement %186, %187[%188 : i32] : vector<8xf32>
    %190 = llvm.shufflevector %189, %187 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32> 
    %191 = llvm.extractvalue %102[3] : !llvm.array<4 x vector<8xf32>> 
    %192 = llvm.intr.fmuladd(%190, %121, %191) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %193 = llvm.insertvalue %192, %184[3] : !llvm.array<4 x vector<8xf32>> 
    %194 = llvm.add %100, %28 : i64
    llvm.br ^bb5(%194, %157, %193 : i64, !llvm.array<4 x vector<8xf32>>, !llvm.array<4 x vector<8xf32>>)
  ^bb7:  // pred: ^bb5
    %195 = llvm.extractvalue %101[0] : !llvm.array<4 x vector<8xf32>> 
    %196 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %197 = llvm.mlir.constant(64 : index) : i64
    %198 = llvm.mul %33, %197 : i64
    %199 = llvm.add %198, %35 : i64
    %200 = llvm.getelementptr %196[%199] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %195, %200 {alignment = 4 : i64} : vector<8xf32>, !llvm.ptr
    %201 = llvm.add %33, %28 : i64
    %202 = llvm.extractvalue %101[1] : !llvm.array<4 x vector<8xf32>> 
    %203 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %204 = llvm.mlir.constant(64 : index) : i64
    %205 = llvm.mul %201, %204 : i64
    %206 = llvm.add %205, %35 : i64
    %207 = llvm.getelementptr %203[%206] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %202, %207 {alignment = 4 : i64} : vector<8xf32>, !llvm.ptr
    %208 = llvm.add %33, %25 : i64
    %209 = llvm.extractvalue %101[2] : !llvm.array<4 x vector<8xf32>> 
    %210 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %211 = llvm.mlir.constant(64 : index) : i64
    %212 = llvm.mul %208, %211 : i64
    %213 = llvm.add %212, %35 : i64
    %214 = llvm.getelementptr %210[%213] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %209, %214 {alignment = 4 : i64} : vector<8xf32>, !llvm.ptr
    %215 = llvm.add %33, %24 : i64
    %216 = llvm.extractvalue %101[3] : !llvm.array<4 x vector<8xf32>> 
    %217 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %218 = llvm.mlir.constant(64 : index) : i64
    %219 = llvm.mul %215, %218 : i64
    %220 = llvm.add %219, %35 : i64
    %221 = llvm.getelementptr %217[%220] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %216, %221 {alignment = 4 : i64} : vector<8xf32>, !llvm.ptr
    %222 = llvm.extractvalue %102[0] : !llvm.array<4 x vector<8xf32>> 
    %223 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %224 = llvm.mlir.constant(64 : index) : i64
    %225 = llvm.mul %33, %224 : i64
    %226 = llvm.add %225, %37 : i64
    %227 = llvm.getelementptr %223[%226] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %222, %227 {alignment = 4 : i64} : vector<8xf32>, !llvm.ptr
    %228 = llvm.add %33, %28 : i64
    %229 = llvm.extractvalue %102[1] : !llvm.array<4 x vector<8xf32>> 
    %230 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %231 = llvm.mlir.constant(64 : index) : i64
    %232 = llvm.mul %228, %231 : i64
    %233 = llvm.add %232, %37 : i64
    %234 = llvm.getelementptr %230[%233] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %229, %234 {alignment = 4 : i64} : vector<8xf32>, !llvm.ptr
    %235 = llvm.add %33, %25 : i64
    %236 = llvm.extractvalue %102[2] : !llvm.array<4 x vector<8xf32>> 
    %237 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %238 = llvm.mlir.constant(64 : index) : i64
    %239 = llvm.mul %235, %238 : i64
    %240 = llvm.add %239, %37 : i64
    %241 = llvm.getelementptr %237[%240] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %236, %241 {alignment = 4 : i64} : vector<8xf32>, !llvm.ptr
    %242 = llvm.add %33, %24 : i64
    %243 = llvm.extractvalue %102[3] : !llvm.array<4 x vector<8xf32>> 
    %244 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %245 = llvm.mlir.constant(64 : index) : i64
    %246 = llvm.mul %242, %245 : i64
    %247 = llvm.add %246, %37 : i64
    %248 = llvm.getelementptr %244[%247] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %243, %248 {alignment = 4 : i64} : vector<8xf32>, !llvm.ptr
    %249 = llvm.add %35, %31 : i64
    llvm.br ^bb3(%249 : i64)
  ^bb8:  // pred: ^bb3
    %250 = llvm.add %33, %29 : i64
    llvm.br ^bb1(%250 : i64)
  ^bb9:  // pred: ^bb1
    llvm.return
  }
  llvm.func @mm_contract(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: !llvm.ptr, %arg15: !llvm.ptr, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: i64) attributes {passthrough = ["noinline"]} {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.insertvalue %arg14, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2 = llvm.insertvalue %arg15, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %3 = llvm.insertvalue %arg16, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %4 = llvm.insertvalue %arg17, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %5 = llvm.insertvalue %arg19, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %6 = llvm.insertvalue %arg18, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %7 = llvm.insertvalue %arg20, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %8 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %9 = llvm.insertvalue %arg7, %8[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %10 = llvm.insertvalue %arg8, %9[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %11 = llvm.insertvalue %arg9, %10[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %12 = llvm.insertvalue %arg10, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = llvm.insertvalue %arg12, %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = llvm.insertvalue %arg11, %13[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %15 = llvm.insertvalue %arg13, %14[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %16 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %17 = llvm.insertvalue %arg0, %16[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.insertvalue %arg1, %17[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.insertvalue %arg2, %18[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.insertvalue %arg3, %19[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.insertvalue %arg5, %20[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.insertvalue %arg4, %21[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = llvm.insertvalue %arg6, %22[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = llvm.mlir.constant(7 : index) : i64
    %25 = llvm.mlir.constant(6 : index) : i64
    %26 = llvm.mlir.constant(5 : index) : i64
    %27 = llvm.mlir.constant(3 : index) : i64
    %28 = llvm.mlir.constant(2 : index) : i64
    %29 = llvm.mlir.constant(1 : index) : i64
    %30 = llvm.mlir.constant(dense<0.000000e+00> : vector<4x8xf32>) : !llvm.array<4 x vector<8xf32>>
    %31 = llvm.mlir.constant(0 : index) : i64
    %32 = llvm.mlir.constant(4 : index) : i64
    %33 = llvm.mlir.constant(8 : index) : i64
    %34 = llvm.mlir.constant(64 : index) : i64
    llvm.br ^bb1(%31 : i64)
  ^bb1(%35: i64):  // 2 preds: ^bb0, ^bb8
    %36 = llvm.icmp "slt" %35, %34 : i64
    llvm.cond_br %36, ^bb2, ^bb9
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%31 : i64)
  ^bb3(%37: i64):  // 2 preds: ^bb2, ^bb7
    %38 = llvm.icmp "slt" %37, %34 : i64
    llvm.cond_br %38, ^bb4, ^bb8
  ^bb4:  // pred: ^bb3
    %39 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %40 = llvm.mlir.constant(64 : index) : i64
    %41 = llvm.mul %35, %40 : i64
    %42 = llvm.add %41, %37 : i64
    %43 = llvm.getelementptr %39[%42] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %44 = llvm.load %43 {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
    %45 = llvm.insertvalue %44, %30[0] : !llvm.array<4 x vector<8xf32>> 
    %46 = llvm.add %35, %29 : i64
    %47 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %48 = llvm.mlir.constant(64 : index) : i64
    %49 = llvm.mul %46, %48 : i64
    %50 = llvm.add %49, %37 : i64
    %51 = llvm.getelementptr %47[%50] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %52 = llvm.load %51 {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
    %53 = llvm.insertvalue %52, %45[1] : !llvm.array<4 x vector<8xf32>> 
    %54 = llvm.add %35, %28 : i64
    %55 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %56 = llvm.mlir.constant(64 : index) : i64
    %57 = llvm.mul %54, %56 : i64
    %58 = llvm.add %57, %37 : i64
    %59 = llvm.getelementptr %55[%58] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %60 = llvm.load %59 {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
    %61 = llvm.insertvalue %60, %53[2] : !llvm.array<4 x vector<8xf32>> 
    %62 = llvm.add %35, %27 : i64
    %63 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %64 = llvm.mlir.constant(64 : index) : i64
    %65 = llvm.mul %62, %64 : i64
    %66 = llvm.add %65, %37 : i64
    %67 = llvm.getelementptr %63[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %68 = llvm.load %67 {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
    %69 = llvm.insertvalue %68, %61[3] : !llvm.array<4 x vector<8xf32>> 
    llvm.br ^bb5(%31, %69 : i64, !llvm.array<4 x vector<8xf32>>)
  ^bb5(%70: i64, %71: !llvm.array<4 x vector<8xf32>>):  // 2 preds: ^bb4, ^bb6
    %72 = llvm.icmp "slt" %70, %34 : i64
    llvm.cond_br %72, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    %73 = llvm.extractvalue %23[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %74 = llvm.mlir.constant(64 : index) : i64
    %75 = llvm.mul %35, %74 : i64
    %76 = llvm.add %75, %70 : i64
    %77 = llvm.getelementptr %73[%76] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %78 = llvm.load %77 {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
    %79 = llvm.add %35, %29 : i64
    %80 = llvm.extractvalue %23[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %81 = llvm.mlir.constant(64 : index) : i64
    %82 = llvm.mul %79, %81 : i64
    %83 = llvm.add %82, %70 : i64
    %84 = llvm.getelementptr %80[%83] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %85 = llvm.load %84 {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
    %86 = llvm.add %35, %28 : i64
    %87 = llvm.extractvalue %23[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %88 = llvm.mlir.constant(64 : index) : i64
    %89 = llvm.mul %86, %88 : i64
    %90 = llvm.add %89, %70 : i64
    %91 = llvm.getelementptr %87[%90] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %92 = llvm.load %91 {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
    %93 = llvm.add %35, %27 : i64
    %94 = llvm.extractvalue %23[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %95 = llvm.mlir.constant(64 : index) : i64
    %96 = llvm.mul %93, %95 : i64
    %97 = llvm.add %96, %70 : i64
    %98 = llvm.getelementptr %94[%97] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %99 = llvm.load %98 {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
    %100 = llvm.extractvalue %15[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %101 = llvm.mlir.constant(64 : index) : i64
    %102 = llvm.mul %70, %101 : i64
    %103 = llvm.add %102, %37 : i64
    %104 = llvm.getelementptr %100[%103] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %105 = llvm.load %104 {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
    %106 = llvm.add %70, %29 : i64
    %107 = llvm.extractvalue %15[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %108 = llvm.mlir.constant(64 : index) : i64
    %109 = llvm.mul %106, %108 : i64
    %110 = llvm.add %109, %37 : i64
    %111 = llvm.getelementptr %107[%110] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %112 = llvm.load %111 {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
    %113 = llvm.add %70, %28 : i64
    %114 = llvm.extractvalue %15[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %115 = llvm.mlir.constant(64 : index) : i64
    %116 = llvm.mul %113, %115 : i64
    %117 = llvm.add %116, %37 : i64
    %118 = llvm.getelementptr %114[%117] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %119 = llvm.load %118 {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
    %120 = llvm.add %70, %27 : i64
    %121 = llvm.extractvalue %15[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %122 = llvm.mlir.constant(64 : index) : i64
    %123 = llvm.mul %120, %122 : i64
    %124 = llvm.add %123, %37 : i64
    %125 = llvm.getelementptr %121[%124] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %126 = llvm.load %125 {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
    %127 = llvm.add %70, %32 : i64
    %128 = llvm.extractvalue %15[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %129 = llvm.mlir.constant(64 : index) : i64
    %130 = llvm.mul %127, %129 : i64
    %131 = llvm.add %130, %37 : i64
    %132 = llvm.getelementptr %128[%131] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %133 = llvm.load %132 {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
    %134 = llvm.add %70, %26 : i64
    %135 = llvm.extractvalue %15[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %136 = llvm.mlir.constant(64 : index) : i64
    %137 = llvm.mul %134, %136 : i64
    %138 = llvm.add %137, %37 : i64
    %139 = llvm.getelementptr %135[%138] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %140 = llvm.load %139 {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
    %141 = llvm.add %70, %25 : i64
    %142 = llvm.extractvalue %15[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %143 = llvm.mlir.constant(64 : index) : i64
    %144 = llvm.mul %141, %143 : i64
    %145 = llvm.add %144, %37 : i64
    %146 = llvm.getelementptr %142[%145] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %147 = llvm.load %146 {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
    %148 = llvm.add %70, %24 : i64
    %149 = llvm.extractvalue %15[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %150 = llvm.mlir.constant(64 : index) : i64
    %151 = llvm.mul %148, %150 : i64
    %152 = llvm.add %151, %37 : i64
    %153 = llvm.getelementptr %149[%152] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %154 = llvm.load %153 {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
    %155 = llvm.mlir.constant(0 : i64) : i64
    %156 = llvm.extractelement %78[%155 : i64] : vector<8xf32>
    %157 = llvm.mlir.poison : vector<8xf32>
    %158 = llvm.mlir.constant(0 : i32) : i32
    %159 = llvm.insertelement %156, %157[%158 : i32] : vector<8xf32>
    %160 = llvm.shufflevector %159, %157 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32> 
    %161 = llvm.extractvalue %71[0] : !llvm.array<4 x vector<8xf32>> 
    %162 = llvm.intr.fmuladd(%160, %105, %161) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %163 = llvm.mlir.constant(0 : i64) : i64
    %164 = llvm.extractelement %85[%163 : i64] : vector<8xf32>
    %165 = llvm.mlir.poison : vector<8xf32>
    %166 = llvm.mlir.constant(0 : i32) : i32
    %167 = llvm.insertelement %164, %165[%166 : i32] : vector<8xf32>
    %168 = llvm.shufflevector %167, %165 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32> 
    %169 = llvm.extractvalue %71[1] : !llvm.array<4 x vector<8xf32>> 
    %170 = llvm.intr.fmuladd(%168, %105, %169) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %171 = llvm.mlir.constant(0 : i64) : i64
    %172 = llvm.extractelement %92[%171 : i64] : vector<8xf32>
    %173 = llvm.mlir.poison : vector<8xf32>
    %174 = llvm.mlir.constant(0 : i32) : i32
    %175 = llvm.insertelement %172, %173[%174 : i32] : vector<8xf32>
    %176 = llvm.shufflevector %175, %173 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32> 
    %177 = llvm.extractvalue %71[2] : !llvm.array<4 x vector<8xf32>> 
    %178 = llvm.intr.fmuladd(%176, %105, %177) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %179 = llvm.mlir.constant(0 : i64) : i64
    %180 = llvm.extractelement %99[%179 : i64] : vector<8xf32>
    %181 = llvm.mlir.poison : vector<8xf32>
    %182 = llvm.mlir.constant(0 : i32) : i32
    %183 = llvm.insertelement %180, %181[%182 : i32] : vector<8xf32>
    %184 = llvm.shufflevector %183, %181 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32> 
    %185 = llvm.extractvalue %71[3] : !llvm.array<4 x vector<8xf32>> 
    %186 = llvm.intr.fmuladd(%184, %105, %185) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %187 = llvm.mlir.constant(1 : i64) : i64
    %188 = llvm.extractelement %78[%187 : i64] : vector<8xf32>
    %189 = llvm.mlir.poison : vector<8xf32>
    %190 = llvm.mlir.constant(0 : i32) : i32
    %191 = llvm.insertelement %188, %189[%190 : i32] : vector<8xf32>
    %192 = llvm.shufflevector %191, %189 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32> 
    %193 = llvm.intr.fmuladd(%192, %112, %162) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %194 = llvm.mlir.constant(1 : i64) : i64
    %195 = llvm.extractelement %85[%194 : i64] : vector<8xf32>
    %196 = llvm.mlir.poison : vector<8xf32>
    %197 = llvm.mlir.constant(0 : i32) : i32
    %198 = llvm.insertelement %195, %196[%197 : i32] : vector<8xf32>
    %199 = llvm.shufflevector %198, %196 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32> 
    %200 = llvm.intr.fmuladd(%199, %112, %170) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %201 = llvm.mlir.constant(1 : i64) : i64
    %202 = llvm.extractelement %92[%201 : i64] : vector<8xf32>
    %203 = llvm.mlir.poison : vector<8xf32>
    %204 = llvm.mlir.constant(0 : i32) : i32
    %205 = llvm.insertelement %202, %203[%204 : i32] : vector<8xf32>
    %206 = llvm.shufflevector %205, %203 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32> 
    %207 = llvm.intr.fmuladd(%206, %112, %178) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %208 = llvm.mlir.constant(1 : i64) : i64
    %209 = llvm.extractelement %99[%208 : i64] : vector<8xf32>
    %210 = llvm.mlir.poison : vector<8xf32>
    %211 = llvm.mlir.constant(0 : i32) : i32
    %212 = llvm.insertelement %209, %210[%211 : i32] : vector<8xf32>
    %213 = llvm.shufflevector %212, %210 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32> 
    %214 = llvm.intr.fmuladd(%213, %112, %186) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %215 = llvm.mlir.constant(2 : i64) : i64
    %216 = llvm.extractelement %78[%215 : i64] : vector<8xf32>
    %217 = llvm.mlir.poison : vector<8xf32>
    %218 = llvm.mlir.constant(0 : i32) : i32
    %219 = llvm.insertelement %216, %217[%218 : i32] : vector<8xf32>
    %220 = llvm.shufflevector %219, %217 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32> 
    %221 = llvm.intr.fmuladd(%220, %119, %193) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %222 = llvm.mlir.constant(2 : i64) : i64
    %223 = llvm.extractelement %85[%222 : i64] : vector<8xf32>
    %224 = llvm.mlir.poison : vector<8xf32>
    %225 = llvm.mlir.constant(0 : i32) : i32
    %226 = llvm.insertelement %223, %224[%225 : i32] : vector<8xf32>
    %227 = llvm.shufflevector %226, %224 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32> 
    %228 = llvm.intr.fmuladd(%227, %119, %200) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %229 = llvm.mlir.constant(2 : i64) : i64
    %230 = llvm.extractelement %92[%229 : i64] : vector<8xf32>
    %231 = llvm.mlir.poison : vector<8xf32>
    %232 = llvm.mlir.constant(0 : i32) : i32
    %233 = llvm.insertelement %230, %231[%232 : i32] : vector<8xf32>
    %234 = llvm.shufflevector %233, %231 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32> 
    %235 = llvm.intr.fmuladd(%234, %119, %207) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %236 = llvm.mlir.constant(2 : i64) : i64
    %237 = llvm.extractelement %99[%236 : i64] : vector<8xf32>
    %238 = llvm.mlir.poison : vector<8xf32>
    %239 = llvm.mlir.constant(0 : i32) : i32
    %240 = llvm.insertelement %237, %238[%239 : i32] : vector<8xf32>
    %241 = llvm.shufflevector %240, %238 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32> 
    %242 = llvm.intr.fmuladd(%241, %119, %214) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %243 = llvm.mlir.constant(3 : i64) : i64
    %244 = llvm.extractelement %78[%243 : i64] : vector<8xf32>
    %245 = llvm.mlir.poison : vector<8xf32>
    %246 = llvm.mlir.constant(0 : i32) : i32
    %247 = llvm.insertelement %244, %245[%246 : i32] : vector<8xf32>
    %248 = llvm.shufflevector %247, %245 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32> 
    %249 = llvm.intr.fmuladd(%248, %126, %221) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %250 = llvm.mlir.constant(3 : i64) : i64
    %251 = llvm.extractelement %85[%250 : i64] : vector<8xf32>
    %252 = llvm.mlir.poison : vector<8xf32>
    %253 = llvm.mlir.constant(0 : i32) : i32
    %254 = llvm.insertelement %251, %252[%253 : i32] : vector<8xf32>
    %255 = llvm.shufflevector %254, %252 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32> 
    %256 = llvm.intr.fmuladd(%255, %126, %228) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %257 = llvm.mlir.constant(3 : i64) : i64
    %258 = llvm.extractelement %92[%257 : i64] : vector<8xf32>
    %259 = llvm.mlir.poison : vector<8xf32>
    %260 = llvm.mlir.constant(0 : i32) : i32
    %261 = llvm.insertelement %258, %259[%260 : i32] : vector<8xf32>
    %262 = llvm.shufflevector %261, %259 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32> 
    %263 = llvm.intr.fmuladd(%262, %126, %235) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %264 = llvm.mlir.constant(3 : i64) : i64
    %265 = llvm.extractelement %99[%264 : i64] : vector<8xf32>
    %266 = llvm.mlir.poison : vector<8xf32>
    %267 = llvm.mlir.constant(0 : i32) : i32
    %268 = llvm.insertelement %265, %266[%267 : i32] : vector<8xf32>
    %269 = llvm.shufflevector %268, %266 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32> 
    %270 = llvm.intr.fmuladd(%269, %126, %242) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %271 = llvm.mlir.constant(4 : i64) : i64
    %272 = llvm.extractelement %78[%271 : i64] : vector<8xf32>
    %273 = llvm.mlir.poison : vector<8xf32>
    %274 = llvm.mlir.constant(0 : i32) : i32
    %275 = llvm.insertelement %272, %273[%274 : i32] : vector<8xf32>
    %276 = llvm.shufflevector %275, %273 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32> 
    %277 = llvm.intr.fmuladd(%276, %133, %249) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %278 = llvm.mlir.constant(4 : i64) : i64
    %279 = llvm.extractelement %85[%278 : i64] : vector<8xf32>
    %280 = llvm.mlir.poison : vector<8xf32>
    %281 = llvm.mlir.constant(0 : i32) : i32
    %282 = llvm.insertelement %279, %280[%281 : i32] : vector<8xf32>
    %283 = llvm.shufflevector %282, %280 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32> 
    %284 = llvm.intr.fmuladd(%283, %133, %256) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %285 = llvm.mlir.constant(4 : i64) : i64
    %286 = llvm.extractelement %92[%285 : i64] : vector<8xf32>
    %287 = llvm.mlir.poison : vector<8xf32>
    %288 = llvm.mlir.constant(0 : i32) : i32
    %289 = llvm.insertelement %286, %287[%288 : i32] : vector<8xf32>
    %290 = llvm.shufflevector %289, %287 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32> 
    %291 = llvm.intr.fmuladd(%290, %133, %263) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %292 = llvm.mlir.constant(4 : i64) : i64
    %293 = llvm.extractelement %99[%292 : i64] : vector<8xf32>
    %294 = llvm.mlir.poison : vector<8xf32>
    %295 = llvm.mlir.constant(0 : i32) : i32
    %296 = llvm.insertelement %293, %294[%295 : i32] : vector<8xf32>
    %297 = llvm.shufflevector %296, %294 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32> 
    %298 = llvm.intr.fmuladd(%297, %133, %270) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %299 = llvm.mlir.constant(5 : i64) : i64
    %300 = llvm.extractelement %78[%299 : i64] : vector<8xf32>
    %301 = llvm.mlir.poison : vector<8xf32>
    %302 = llvm.mlir.constant(0 : i32) : i32
    %303 = llvm.insertelement %300, %301[%302 : i32] : vector<8xf32>
    %304 = llvm.shufflevector %303, %301 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32> 
    %305 = llvm.intr.fmuladd(%304, %140, %277) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %306 = llvm.mlir.constant(5 : i64) : i64
    %307 = llvm.extractelement %85[%306 : i64] : vector<8xf32>
    %308 = llvm.mlir.poison : vector<8xf32>
    %309 = llvm.mlir.constant(0 : i32) : i32
    %310 = llvm.insertelement %307, %308[%309 : i32] : vector<8xf32>
    %311 = llvm.shufflevector %310, %308 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32> 
    %312 = llvm.intr.fmuladd(%311, %140, %284) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %313 = llvm.mlir.constant(5 : i64) : i64
    %314 = llvm.extractelement %92[%313 : i64] : vector<8xf32>
    %315 = llvm.mlir.poison : vector<8xf32>
    %316 = llvm.mlir.constant(0 : i32) : i32
    %317 = llvm.insertelement %314, %315[%316 : i32] : vector<8xf32>
    %318 = llvm.shufflevector %317, %315 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32> 
    %319 = llvm.intr.fmuladd(%318, %140, %291) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %320 = llvm.mlir.constant(5 : i64) : i64
    %321 = llvm.extractelement %99[%320 : i64] : vector<8xf32>
    %322 = llvm.mlir.poison : vector<8xf32>
    %323 = llvm.mlir.constant(0 : i32) : i32
    %324 = llvm.insertelement %321, %322[%323 : i32] : vector<8xf32>
    %325 = llvm.shufflevector %324, %322 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32> 
    %326 = llvm.intr.fmuladd(%325, %140, %298) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %327 = llvm.mlir.constant(6 : i64) : i64
    %328 = llvm.extractelement %78[%327 : i64] : vector<8xf32>
    %329 = llvm.mlir.poison : vector<8xf32>
    %330 = llvm.mlir.constant(0 : i32) : i32
    %331 = llvm.insertelement %328, %329[%330 : i32] : vector<8xf32>
    %332 = llvm.shufflevector %331, %329 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32> 
    %333 = llvm.intr.fmuladd(%332, %147, %305) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %334 = llvm.mlir.constant(6 : i64) : i64
    %335 = llvm.extractelement %85[%334 : i64] : vector<8xf32>
    %336 = llvm.mlir.poison : vector<8xf32>
    %337 = llvm.mlir.constant(0 : i32) : i32
    %338 = llvm.insertelement %335, %336[%337 : i32] : vector<8xf32>
    %339 = llvm.shufflevector %338, %336 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32> 
    %340 = llvm.intr.fmuladd(%339, %147, %312) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %341 = llvm.mlir.constant(6 : i64) : i64
    %342 = llvm.extractelement %92[%341 : i64] : vector<8xf32>
    %343 = llvm.mlir.poison : vector<8xf32>
    %344 = llvm.mlir.constant(0 : i32) : i32
    %345 = llvm.insertelement %342, %343[%344 : i32] : vector<8xf32>
    %346 = llvm.shufflevector %345, %343 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32> 
    %347 = llvm.intr.fmuladd(%346, %147, %319) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %348 = llvm.mlir.constant(6 : i64) : i64
    %349 = llvm.extractelement %99[%348 : i64] : vector<8xf32>
    %350 = llvm.mlir.poison : vector<8xf32>
    %351 = llvm.mlir.constant(0 : i32) : i32
    %352 = llvm.insertelement %349, %350[%351 : i32] : vector<8xf32>
    %353 = llvm.shufflevector %352, %350 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32> 
    %354 = llvm.intr.fmuladd(%353, %147, %326) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %355 = llvm.mlir.constant(7 : i64) : i64
    %356 = llvm.extractelement %78[%355 : i64] : vector<8xf32>
    %357 = llvm.mlir.poison : vector<8xf32>
    %358 = llvm.mlir.constant(0 : i32) : i32
    %359 = llvm.insertelement %356, %357[%358 : i32] : vector<8xf32>
    %360 = llvm.shufflevector %359, %357 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32> 
    %361 = llvm.intr.fmuladd(%360, %154, %333) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %362 = llvm.insertvalue %361, %30[0] : !llvm.array<4 x vector<8xf32>> 
    %363 = llvm.mlir.constant(7 : i64) : i64
    %364 = llvm.extractelement %85[%363 : i64] : vector<8xf32>
    %365 = llvm.mlir.poison : vector<8xf32>
    %366 = llvm.mlir.constant(0 : i32) : i32
    %367 = llvm.insertelement %364, %365[%366 : i32] : vector<8xf32>
    %368 = llvm.shufflevector %367, %365 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32> 
    %369 = llvm.intr.fmuladd(%368, %154, %340) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %370 = llvm.insertvalue %369, %362[1] : !llvm.array<4 x vector<8xf32>> 
    %371 = llvm.mlir.constant(7 : i64) : i64
    %372 = llvm.extractelement %92[%371 : i64] : vector<8xf32>
    %373 = llvm.mlir.poison : vector<8xf32>
    %374 = llvm.mlir.constant(0 : i32) : i32
    %375 = llvm.insertelement %372, %373[%374 : i32] : vector<8xf32>
    %376 = llvm.shufflevector %375, %373 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32> 
    %377 = llvm.intr.fmuladd(%376, %154, %347) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %378 = llvm.insertvalue %377, %370[2] : !llvm.array<4 x vector<8xf32>> 
    %379 = llvm.mlir.constant(7 : i64) : i64
    %380 = llvm.extractelement %99[%379 : i64] : vector<8xf32>
    %381 = llvm.mlir.poison : vector<8xf32>
    %382 = llvm.mlir.constant(0 : i32) : i32
    %383 = llvm.insertelement %380, %381[%382 : i32] : vector<8xf32>
    %384 = llvm.shufflevector %383, %381 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32> 
    %385 = llvm.intr.fmuladd(%384, %154, %354) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %386 = llvm.insertvalue %385, %378[3] : !llvm.array<4 x vector<8xf32>> 
    %387 = llvm.add %70, %33 : i64
    llvm.br ^bb5(%387, %386 : i64, !llvm.array<4 x vector<8xf32>>)
  ^bb7:  // pred: ^bb5
    %388 = llvm.extractvalue %71[0] : !llvm.array<4 x vector<8xf32>> 
    %389 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %390 = llvm.mlir.constant(64 : index) : i64
    %391 = llvm.mul %35, %390 : i64
    %392 = llvm.add %391, %37 : i64
    %393 = llvm.getelementptr %389[%392] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %388, %393 {alignment = 4 : i64} : vector<8xf32>, !llvm.ptr
    %394 = llvm.add %35, %29 : i64
    %395 = llvm.extractvalue %71[1] : !llvm.array<4 x vector<8xf32>> 
    %396 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %397 = llvm.mlir.constant(64 : index) : i64
    %398 = llvm.mul %394, %397 : i64
    %399 = llvm.add %398, %37 : i64
    %400 = llvm.getelementptr %396[%399] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %395, %400 {alignment = 4 : i64} : vector<8xf32>, !llvm.ptr
    %401 = llvm.add %35, %28 : i64
    %402 = llvm.extractvalue %71[2] : !llvm.array<4 x vector<8xf32>> 
    %403 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %404 = llvm.mlir.constant(64 : index) : i64
    %405 = llvm.mul %401, %404 : i64
    %406 = llvm.add %405, %37 : i64
    %407 = llvm.getelementptr %403[%406] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %402, %407 {alignment = 4 : i64} : vector<8xf32>, !llvm.ptr
    %408 = llvm.add %35, %27 : i64
    %409 = llvm.extractvalue %71[3] : !llvm.array<4 x vector<8xf32>> 
    %410 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %411 = llvm.mlir.constant(64 : index) : i64
    %412 = llvm.mul %408, %411 : i64
    %413 = llvm.add %412, %37 : i64
    %414 = llvm.getelementptr %410[%413] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %409, %414 {alignment = 4 : i64} : vector<8xf32>, !llvm.ptr
    %415 = llvm.add %37, %33 : i64
    llvm.br ^bb3(%415 : i64)
  ^bb8:  // pred: ^bb3
    %416 = llvm.add %35, %32 : i64
    llvm.br ^bb1(%416 : i64)
  ^bb9:  // pred: ^bb1
    llvm.return
  }
  llvm.func @noop() {
    llvm.return
  }
  llvm.func @init(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: !llvm.ptr, %arg15: !llvm.ptr, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: i64) {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.insertvalue %arg14, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2 = llvm.insertvalue %arg15, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %3 = llvm.insertvalue %arg16, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %4 = llvm.insertvalue %arg17, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %5 = llvm.insertvalue %arg19, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %6 = llvm.insertvalue %arg18, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %7 = llvm.insertvalue %arg20, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %8 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %9 = llvm.insertvalue %arg7, %8[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %10 = llvm.insertvalue %arg8, %9[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %11 = llvm.insertvalue %arg9, %10[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %12 = llvm.insertvalue %arg10, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = llvm.insertvalue %arg12, %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = llvm.insertvalue %arg11, %13[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %15 = llvm.insertvalue %arg13, %14[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %16 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %17 = llvm.insertvalue %arg0, %16[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.insertvalue %arg1, %17[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.insertvalue %arg2, %18[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.insertvalue %arg3, %19[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.insertvalue %arg5, %20[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.insertvalue %arg4, %21[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = llvm.insertvalue %arg6, %22[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = llvm.mlir.constant(0 : index) : i64
    %25 = llvm.mlir.constant(1 : index) : i64
    %26 = llvm.mlir.constant(3 : index) : i64
    %27 = llvm.mlir.constant(5 : index) : i64
    %28 = llvm.mlir.constant(7 : index) : i64
    %29 = llvm.mlir.constant(64 : index) : i64
    %30 = llvm.mlir.constant(1 : i32) : i32
    %31 = llvm.mlir.constant(2 : i32) : i32
    llvm.br ^bb1(%24 : i64)
  ^bb1(%32: i64):  // 2 preds: ^bb0, ^bb5
    %33 = llvm.icmp "slt" %32, %29 : i64
    llvm.cond_br %33, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%24 : i64)
  ^bb3(%34: i64):  // 2 preds: ^bb2, ^bb4
    %35 = llvm.icmp "slt" %34, %29 : i64
    llvm.cond_br %35, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %36 = llvm.add %34, %34 : i64
    %37 = llvm.add %32, %36 : i64
    %38 = llvm.urem %37, %27 : i64
    %39 = llvm.trunc %38 : i64 to i32
    %40 = llvm.sub %39, %30 : i32
    %41 = llvm.sitofp %40 : i32 to f32
    %42 = llvm.extractvalue %23[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %43 = llvm.mlir.constant(64 : index) : i64
    %44 = llvm.mul %32, %43 overflow<nsw, nuw> : i64
    %45 = llvm.add %44, %34 overflow<nsw, nuw> : i64
    %46 = llvm.getelementptr inbounds|nuw %42[%45] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %41, %46 : f32, !llvm.ptr
    %47 = llvm.extractvalue %15[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %48 = llvm.mlir.constant(64 : index) : i64
    %49 = llvm.mul %34, %48 overflow<nsw, nuw> : i64
    %50 = llvm.add %49, %32 overflow<nsw, nuw> : i64
    %51 = llvm.getelementptr inbounds|nuw %47[%50] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %41, %51 : f32, !llvm.ptr
    %52 = llvm.mul %32, %26 : i64
    %53 = llvm.add %52, %34 : i64
    %54 = llvm.urem %53, %28 : i64
    %55 = llvm.trunc %54 : i64 to i32
    %56 = llvm.sub %55, %31 : i32
    %57 = llvm.sitofp %56 : i32 to f32
    %58 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %59 = llvm.mlir.constant(64 : index) : i64
    %60 = llvm.mul %32, %59 overflow<nsw, nuw> : i64
    %61 = llvm.add %60, %34 overflow<nsw, nuw> : i64
    %62 = llvm.getelementptr inbounds|nuw %58[%61] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %57, %62 : f32, !llvm.ptr
    %63 = llvm.add %34, %25 : i64
    llvm.br ^bb3(%63 : i64)
  ^bb5:  // pred: ^bb3
    %64 = llvm.add %32, %25 : i64
    llvm.br ^bb1(%64 : i64)
  ^bb6:  // pred: ^bb1
    llvm.return
  }
  llvm.func @zero(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %8 = llvm.mlir.constant(0 : index) : i64
    %9 = llvm.mlir.constant(1 : index) : i64
    %10 = llvm.mlir.constant(64 : index) : i64
    %11 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    llvm.br ^bb1(%8 : i64)
  ^bb1(%12: i64):  // 2 preds: ^bb0, ^bb5
    %13 = llvm.icmp "slt" %12, %10 : i64
    llvm.cond_br %13, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%8 : i64)
  ^bb3(%14: i64):  // 2 preds: ^bb2, ^bb4
    %15 = llvm.icmp "slt" %14, %10 : i64
    llvm.cond_br %15, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %16 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %17 = llvm.mlir.constant(64 : index) : i64
    %18 = llvm.mul %12, %17 overflow<nsw, nuw> : i64
    %19 = llvm.add %18, %14 overflow<nsw, nuw> : i64
    %20 = llvm.getelementptr inbounds|nuw %16[%19] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %11, %20 : f32, !llvm.ptr
    %21 = llvm.add %14, %9 : i64
    llvm.br ^bb3(%21 : i64)
  ^bb5:  // pred: ^bb3
    %22 = llvm.add %12, %9 : i64
    llvm.br ^bb1(%22 : i64)
  ^bb6:  // pred: ^bb1
    llvm.return
  }
  llvm.func @sum(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) -> i64 {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %8 = llvm.mlir.constant(0 : index) : i64
    %9 = llvm.mlir.constant(1 : index) : i64
    %10 = llvm.mlir.constant(64 : index) : i64
    %11 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    llvm.br ^bb1(%8, %11 : i64, f64)
  ^bb1(%12: i64, %13: f64):  // 2 preds: ^bb0, ^bb5
    %14 = llvm.icmp "slt" %12, %10 : i64
    llvm.cond_br %14, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%8, %13 : i64, f64)
  ^bb3(%15: i64, %16: f64):  // 2 preds: ^bb2, ^bb4
    %17 = llvm.icmp "slt" %15, %10 : i64
    llvm.cond_br %17, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %18 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.mlir.constant(64 : index) : i64
    %20 = llvm.mul %12, %19 overflow<nsw, nuw> : i64
    %21 = llvm.add %20, %15 overflow<nsw, nuw> : i64
    %22 = llvm.getelementptr inbounds|nuw %18[%21] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %23 = llvm.load %22 : !llvm.ptr -> f32
    %24 = llvm.fpext %23 : f32 to f64
    %25 = llvm.fadd %16, %24 : f64
    %26 = llvm.add %15, %9 : i64
    llvm.br ^bb3(%26, %25 : i64, f64)
  ^bb5:  // pred: ^bb3
    %27 = llvm.add %12, %9 : i64
    llvm.br ^bb1(%27, %16 : i64, f64)
  ^bb6:  // pred: ^bb1
    %28 = llvm.fptosi %13 : f64 to i64
    llvm.return %28 : i64
  }
  llvm.func @wsum(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) -> i64 {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %8 = llvm.mlir.constant(0 : index) : i64
    %9 = llvm.mlir.constant(1 : index) : i64
    %10 = llvm.mlir.constant(64 : index) : i64
    %11 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    llvm.br ^bb1(%8, %11 : i64, f64)
  ^bb1(%12: i64, %13: f64):  // 2 preds: ^bb0, ^bb5
    %14 = llvm.icmp "slt" %12, %10 : i64
    llvm.cond_br %14, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%8, %13 : i64, f64)
  ^bb3(%15: i64, %16: f64):  // 2 preds: ^bb2, ^bb4
    %17 = llvm.icmp "slt" %15, %10 : i64
    llvm.cond_br %17, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %18 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.mlir.constant(64 : index) : i64
    %20 = llvm.mul %12, %19 overflow<nsw, nuw> : i64
    %21 = llvm.add %20, %15 overflow<nsw, nuw> : i64
    %22 = llvm.getelementptr inbounds|nuw %18[%21] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %23 = llvm.load %22 : !llvm.ptr -> f32
    %24 = llvm.fpext %23 : f32 to f64
    %25 = llvm.mul %12, %10 : i64
    %26 = llvm.add %25, %15 : i64
    %27 = llvm.add %26, %9 : i64
    %28 = llvm.sitofp %27 : i64 to f64
    %29 = llvm.fmul %24, %28 : f64
    %30 = llvm.fadd %16, %29 : f64
    %31 = llvm.add %15, %9 : i64
    llvm.br ^bb3(%31, %30 : i64, f64)
  ^bb5:  // pred: ^bb3
    %32 = llvm.add %12, %9 : i64
    llvm.br ^bb1(%32, %16 : i64, f64)
  ^bb6:  // pred: ^bb1
    %33 = llvm.fptosi %13 : f64 to i64
    llvm.return %33 : i64
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(2.0971520000000003 : f64) : f64
    %1 = llvm.mlir.constant(0 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(4000 : index) : i64
    %4 = llvm.mlir.constant(5 : index) : i64
    %5 = llvm.mlir.constant(64 : index) : i64
    %6 = llvm.mlir.constant(64 : index) : i64
    %7 = llvm.mlir.constant(1 : index) : i64
    %8 = llvm.mlir.constant(4096 : index) : i64
    %9 = llvm.mlir.zero : !llvm.ptr
    %10 = llvm.getelementptr %9[%8] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %11 = llvm.ptrtoint %10 : !llvm.ptr to i64
    %12 = llvm.mlir.constant(64 : index) : i64
    %13 = llvm.add %11, %12 : i64
    %14 = llvm.call @malloc(%13) : (i64) -> !llvm.ptr
    %15 = llvm.ptrtoint %14 : !llvm.ptr to i64
    %16 = llvm.mlir.constant(1 : index) : i64
    %17 = llvm.sub %12, %16 : i64
    %18 = llvm.add %15, %17 : i64
    %19 = llvm.urem %18, %12 : i64
    %20 = llvm.sub %18, %19 : i64
    %21 = llvm.inttoptr %20 : i64 to !llvm.ptr
    %22 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %23 = llvm.insertvalue %14, %22[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = llvm.insertvalue %21, %23[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %25 = llvm.mlir.constant(0 : index) : i64
    %26 = llvm.insertvalue %25, %24[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %27 = llvm.insertvalue %5, %26[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %28 = llvm.insertvalue %6, %27[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %29 = llvm.insertvalue %6, %28[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %30 = llvm.insertvalue %7, %29[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %31 = llvm.mlir.constant(64 : index) : i64
    %32 = llvm.mlir.constant(64 : index) : i64
    %33 = llvm.mlir.constant(1 : index) : i64
    %34 = llvm.mlir.constant(4096 : index) : i64
    %35 = llvm.mlir.zero : !llvm.ptr
    %36 = llvm.getelementptr %35[%34] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %37 = llvm.ptrtoint %36 : !llvm.ptr to i64
    %38 = llvm.mlir.constant(64 : index) : i64
    %39 = llvm.add %37, %38 : i64
    %40 = llvm.call @malloc(%39) : (i64) -> !llvm.ptr
    %41 = llvm.ptrtoint %40 : !llvm.ptr to i64
    %42 = llvm.mlir.constant(1 : index) : i64
    %43 = llvm.sub %38, %42 : i64
    %44 = llvm.add %41, %43 : i64
    %45 = llvm.urem %44, %38 : i64
    %46 = llvm.sub %44, %45 : i64
    %47 = llvm.inttoptr %46 : i64 to !llvm.ptr
    %48 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %49 = llvm.insertvalue %40, %48[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %50 = llvm.insertvalue %47, %49[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %51 = llvm.mlir.constant(0 : index) : i64
    %52 = llvm.insertvalue %51, %50[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %53 = llvm.insertvalue %31, %52[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %54 = llvm.insertvalue %32, %53[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %55 = llvm.insertvalue %32, %54[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %56 = llvm.insertvalue %33, %55[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %57 = llvm.mlir.constant(64 : index) : i64
    %58 = llvm.mlir.constant(64 : index) : i64
    %59 = llvm.mlir.constant(1 : index) : i64
    %60 = llvm.mlir.constant(4096 : index) : i64
    %61 = llvm.mlir.zero : !llvm.ptr
    %62 = llvm.getelementptr %61[%60] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %63 = llvm.ptrtoint %62 : !llvm.ptr to i64
    %64 = llvm.mlir.constant(64 : index) : i64
    %65 = llvm.add %63, %64 : i64
    %66 = llvm.call @malloc(%65) : (i64) -> !llvm.ptr
    %67 = llvm.ptrtoint %66 : !llvm.ptr to i64
    %68 = llvm.mlir.constant(1 : index) : i64
    %69 = llvm.sub %64, %68 : i64
    %70 = llvm.add %67, %69 : i64
    %71 = llvm.urem %70, %64 : i64
    %72 = llvm.sub %70, %71 : i64
    %73 = llvm.inttoptr %72 : i64 to !llvm.ptr
    %74 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %75 = llvm.insertvalue %66, %74[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %76 = llvm.insertvalue %73, %75[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %77 = llvm.mlir.constant(0 : index) : i64
    %78 = llvm.insertvalue %77, %76[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %79 = llvm.insertvalue %57, %78[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %80 = llvm.insertvalue %58, %79[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %81 = llvm.insertvalue %58, %80[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %82 = llvm.insertvalue %59, %81[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %83 = llvm.mlir.constant(64 : index) : i64
    %84 = llvm.mlir.constant(64 : index) : i64
    %85 = llvm.mlir.constant(1 : index) : i64
    %86 = llvm.mlir.constant(4096 : index) : i64
    %87 = llvm.mlir.zero : !llvm.ptr
    %88 = llvm.getelementptr %87[%86] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %89 = llvm.ptrtoint %88 : !llvm.ptr to i64
    %90 = llvm.mlir.constant(64 : index) : i64
    %91 = llvm.add %89, %90 : i64
    %92 = llvm.call @malloc(%91) : (i64) -> !llvm.ptr
    %93 = llvm.ptrtoint %92 : !llvm.ptr to i64
    %94 = llvm.mlir.constant(1 : index) : i64
    %95 = llvm.sub %90, %94 : i64
    %96 = llvm.add %93, %95 : i64
    %97 = llvm.urem %96, %90 : i64
    %98 = llvm.sub %96, %97 : i64
    %99 = llvm.inttoptr %98 : i64 to !llvm.ptr
    %100 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %101 = llvm.insertvalue %92, %100[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %102 = llvm.insertvalue %99, %101[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %103 = llvm.mlir.constant(0 : index) : i64
    %104 = llvm.insertvalue %103, %102[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %105 = llvm.insertvalue %83, %104[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %106 = llvm.insertvalue %84, %105[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %107 = llvm.insertvalue %84, %106[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %108 = llvm.insertvalue %85, %107[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %109 = llvm.extractvalue %30[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %110 = llvm.extractvalue %30[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %111 = llvm.extractvalue %30[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %112 = llvm.extractvalue %30[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %113 = llvm.extractvalue %30[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %114 = llvm.extractvalue %30[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %115 = llvm.extractvalue %30[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %116 = llvm.extractvalue %56[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %117 = llvm.extractvalue %56[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %118 = llvm.extractvalue %56[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %119 = llvm.extractvalue %56[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %120 = llvm.extractvalue %56[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %121 = llvm.extractvalue %56[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %122 = llvm.extractvalue %56[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %123 = llvm.extractvalue %82[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %124 = llvm.extractvalue %82[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %125 = llvm.extractvalue %82[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %126 = llvm.extractvalue %82[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %127 = llvm.extractvalue %82[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %128 = llvm.extractvalue %82[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %129 = llvm.extractvalue %82[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @init(%109, %110, %111, %112, %113, %114, %115, %116, %117, %118, %119, %120, %121, %122, %123, %124, %125, %126, %127, %128, %129) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> ()
    %130 = llvm.extractvalue %108[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %131 = llvm.extractvalue %108[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %132 = llvm.extractvalue %108[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %133 = llvm.extractvalue %108[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %134 = llvm.extractvalue %108[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %135 = llvm.extractvalue %108[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %136 = llvm.extractvalue %108[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @zero(%130, %131, %132, %133, %134, %135, %136) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> ()
    %137 = llvm.extractvalue %30[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %138 = llvm.extractvalue %30[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %139 = llvm.extractvalue %30[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %140 = llvm.extractvalue %30[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %141 = llvm.extractvalue %30[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %142 = llvm.extractvalue %30[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %143 = llvm.extractvalue %30[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %144 = llvm.extractvalue %82[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %145 = llvm.extractvalue %82[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %146 = llvm.extractvalue %82[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %147 = llvm.extractvalue %82[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %148 = llvm.extractvalue %82[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %149 = llvm.extractvalue %82[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %150 = llvm.extractvalue %82[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %151 = llvm.extractvalue %108[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %152 = llvm.extractvalue %108[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %153 = llvm.extractvalue %108[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %154 = llvm.extractvalue %108[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %155 = llvm.extractvalue %108[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %156 = llvm.extractvalue %108[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %157 = llvm.extractvalue %108[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @mm_naive(%137, %138, %139, %140, %141, %142, %143, %144, %145, %146, %147, %148, %149, %150, %151, %152, %153, %154, %155, %156, %157) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> ()
    %158 = llvm.extractvalue %108[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %159 = llvm.extractvalue %108[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %160 = llvm.extractvalue %108[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %161 = llvm.extractvalue %108[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %162 = llvm.extractvalue %108[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %163 = llvm.extractvalue %108[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %164 = llvm.extractvalue %108[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %165 = llvm.call @sum(%158, %159, %160, %161, %162, %163, %164) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i64
    %166 = llvm.extractvalue %108[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %167 = llvm.extractvalue %108[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %168 = llvm.extractvalue %108[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %169 = llvm.extractvalue %108[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %170 = llvm.extractvalue %108[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %171 = llvm.extractvalue %108[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %172 = llvm.extractvalue %108[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %173 = llvm.call @wsum(%166, %167, %168, %169, %170, %171, %172) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i64
    %174 = llvm.mlir.addressof @vector_print_str : !llvm.ptr
    %175 = llvm.getelementptr %174[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i8>
    llvm.call @printString(%175) : (!llvm.ptr) -> ()
    llvm.call @printI64(%165) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %176 = llvm.mlir.addressof @vector_print_str_0 : !llvm.ptr
    %177 = llvm.getelementptr %176[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<17 x i8>
    llvm.call @printString(%177) : (!llvm.ptr) -> ()
    llvm.call @printI64(%173) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.br ^bb1(%1 : i64)
  ^bb1(%178: i64):  // 2 preds: ^bb0, ^bb5
    %179 = llvm.icmp "slt" %178, %4 : i64
    llvm.cond_br %179, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    %180 = llvm.call @rtclock() : () -> f64
    llvm.br ^bb3(%1 : i64)
  ^bb3(%181: i64):  // 2 preds: ^bb2, ^bb4
    %182 = llvm.icmp "slt" %181, %3 : i64
    llvm.cond_br %182, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %183 = llvm.extractvalue %30[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %184 = llvm.extractvalue %30[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %185 = llvm.extractvalue %30[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %186 = llvm.extractvalue %30[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %187 = llvm.extractvalue %30[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %188 = llvm.extractvalue %30[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %189 = llvm.extractvalue %30[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %190 = llvm.extractvalue %82[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %191 = llvm.extractvalue %82[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %192 = llvm.extractvalue %82[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %193 = llvm.extractvalue %82[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %194 = llvm.extractvalue %82[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %195 = llvm.extractvalue %82[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %196 = llvm.extractvalue %82[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %197 = llvm.extractvalue %108[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %198 = llvm.extractvalue %108[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %199 = llvm.extractvalue %108[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %200 = llvm.extractvalue %108[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %201 = llvm.extractvalue %108[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %202 = llvm.extractvalue %108[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %203 = llvm.extractvalue %108[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @mm_naive(%183, %184, %185, %186, %187, %188, %189, %190, %191, %192, %193, %194, %195, %196, %197, %198, %199, %200, %201, %202, %203) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> ()
    %204 = llvm.add %181, %2 : i64
    llvm.br ^bb3(%204 : i64)
  ^bb5:  // pred: ^bb3
    %205 = llvm.call @rtclock() : () -> f64
    %206 = llvm.fsub %205, %180 : f64
    %207 = llvm.fdiv %0, %206 : f64
    %208 = llvm.mlir.addressof @vector_print_str_1 : !llvm.ptr
    %209 = llvm.getelementptr %208[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<15 x i8>
    llvm.call @printString(%209) : (!llvm.ptr) -> ()
    llvm.call @printF64(%207) : (f64) -> ()
    llvm.call @printNewline() : () -> ()
    %210 = llvm.add %178, %2 : i64
    llvm.br ^bb1(%210 : i64)
  ^bb6:  // pred: ^bb1
    %211 = llvm.extractvalue %108[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %212 = llvm.extractvalue %108[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %213 = llvm.extractvalue %108[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %214 = llvm.extractvalue %108[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %215 = llvm.extractvalue %108[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %216 = llvm.extractvalue %108[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %217 = llvm.extractvalue %108[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @zero(%211, %212, %213, %214, %215, %216, %217) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> ()
    %218 = llvm.extractvalue %56[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %219 = llvm.extractvalue %56[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %220 = llvm.extractvalue %56[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %221 = llvm.extractvalue %56[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %222 = llvm.extractvalue %56[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %223 = llvm.extractvalue %56[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %224 = llvm.extractvalue %56[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %225 = llvm.extractvalue %82[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %226 = llvm.extractvalue %82[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %227 = llvm.extractvalue %82[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %228 = llvm.extractvalue %82[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %229 = llvm.extractvalue %82[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %230 = llvm.extractvalue %82[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %231 = llvm.extractvalue %82[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %232 = llvm.extractvalue %108[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %233 = llvm.extractvalue %108[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %234 = llvm.extractvalue %108[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %235 = llvm.extractvalue %108[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %236 = llvm.extractvalue %108[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %237 = llvm.extractvalue %108[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %238 = llvm.extractvalue %108[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @mm_outer(%218, %219, %220, %221, %222, %223, %224, %225, %226, %227, %228, %229, %230, %231, %232, %233, %234, %235, %236, %237, %238) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> ()
    %239 = llvm.extractvalue %108[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %240 = llvm.extractvalue %108[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %241 = llvm.extractvalue %108[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %242 = llvm.extractvalue %108[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %243 = llvm.extractvalue %108[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %244 = llvm.extractvalue %108[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %245 = llvm.extractvalue %108[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %246 = llvm.call @sum(%239, %240, %241, %242, %243, %244, %245) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i64
    %247 = llvm.extractvalue %108[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %248 = llvm.extractvalue %108[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %249 = llvm.extractvalue %108[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %250 = llvm.extractvalue %108[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %251 = llvm.extractvalue %108[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %252 = llvm.extractvalue %108[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %253 = llvm.extractvalue %108[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %254 = llvm.call @wsum(%247, %248, %249, %250, %251, %252, %253) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i64
    %255 = llvm.mlir.addressof @vector_print_str_2 : !llvm.ptr
    %256 = llvm.getelementptr %255[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i8>
    llvm.call @printString(%256) : (!llvm.ptr) -> ()
    llvm.call @printI64(%246) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %257 = llvm.mlir.addressof @vector_print_str_3 : !llvm.ptr
    %258 = llvm.getelementptr %257[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<17 x i8>
    llvm.call @printString(%258) : (!llvm.ptr) -> ()
    llvm.call @printI64(%254) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.br ^bb7(%1 : i64)
  ^bb7(%259: i64):  // 2 preds: ^bb6, ^bb11
    %260 = llvm.icmp "slt" %259, %4 : i64
    llvm.cond_br %260, ^bb8, ^bb12
  ^bb8:  // pred: ^bb7
    %261 = llvm.call @rtclock() : () -> f64
    llvm.br ^bb9(%1 : i64)
  ^bb9(%262: i64):  // 2 preds: ^bb8, ^bb10
    %263 = llvm.icmp "slt" %262, %3 : i64
    llvm.cond_br %263, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    %264 = llvm.extractvalue %56[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %265 = llvm.extractvalue %56[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %266 = llvm.extractvalue %56[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %267 = llvm.extractvalue %56[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %268 = llvm.extractvalue %56[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %269 = llvm.extractvalue %56[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %270 = llvm.extractvalue %56[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %271 = llvm.extractvalue %82[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %272 = llvm.extractvalue %82[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %273 = llvm.extractvalue %82[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %274 = llvm.extractvalue %82[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %275 = llvm.extractvalue %82[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %276 = llvm.extractvalue %82[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %277 = llvm.extractvalue %82[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %278 = llvm.extractvalue %108[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %279 = llvm.extractvalue %108[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %280 = llvm.extractvalue %108[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %281 = llvm.extractvalue %108[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %282 = llvm.extractvalue %108[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %283 = llvm.extractvalue %108[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %284 = llvm.extractvalue %108[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @mm_outer(%264, %265, %266, %267, %268, %269, %270, %271, %272, %273, %274, %275, %276, %277, %278, %279, %280, %281, %282, %283, %284) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> ()
    %285 = llvm.add %262, %2 : i64
    llvm.br ^bb9(%285 : i64)
  ^bb11:  // pred: ^bb9
    %286 = llvm.call @rtclock() : () -> f64
    %287 = llvm.fsub %286, %261 : f64
    %288 = llvm.fdiv %0, %287 : f64
    %289 = llvm.mlir.addressof @vector_print_str_4 : !llvm.ptr
    %290 = llvm.getelementptr %289[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<15 x i8>
    llvm.call @printString(%290) : (!llvm.ptr) -> ()
    llvm.call @printF64(%288) : (f64) -> ()
    llvm.call @printNewline() : () -> ()
    %291 = llvm.add %259, %2 : i64
    llvm.br ^bb7(%291 : i64)
  ^bb12:  // pred: ^bb7
    %292 = llvm.extractvalue %108[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %293 = llvm.extractvalue %108[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %294 = llvm.extractvalue %108[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %295 = llvm.extractvalue %108[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %296 = llvm.extractvalue %108[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %297 = llvm.extractvalue %108[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %298 = llvm.extractvalue %108[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @zero(%292, %293, %294, %295, %296, %297, %298) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> ()
    %299 = llvm.extractvalue %30[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %300 = llvm.extractvalue %30[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %301 = llvm.extractvalue %30[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %302 = llvm.extractvalue %30[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %303 = llvm.extractvalue %30[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %304 = llvm.extractvalue %30[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %305 = llvm.extractvalue %30[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %306 = llvm.extractvalue %82[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %307 = llvm.extractvalue %82[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %308 = llvm.extractvalue %82[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %309 = llvm.extractvalue %82[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %310 = llvm.extractvalue %82[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %311 = llvm.extractvalue %82[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %312 = llvm.extractvalue %82[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %313 = llvm.extractvalue %108[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %314 = llvm.extractvalue %108[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %315 = llvm.extractvalue %108[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %316 = llvm.extractvalue %108[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %317 = llvm.extractvalue %108[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %318 = llvm.extractvalue %108[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %319 = llvm.extractvalue %108[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @mm_contract(%299, %300, %301, %302, %303, %304, %305, %306, %307, %308, %309, %310, %311, %312, %313, %314, %315, %316, %317, %318, %319) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> ()
    %320 = llvm.extractvalue %108[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %321 = llvm.extractvalue %108[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %322 = llvm.extractvalue %108[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %323 = llvm.extractvalue %108[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %324 = llvm.extractvalue %108[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %325 = llvm.extractvalue %108[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %326 = llvm.extractvalue %108[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %327 = llvm.call @sum(%320, %321, %322, %323, %324, %325, %326) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i64
    %328 = llvm.extractvalue %108[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %329 = llvm.extractvalue %108[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %330 = llvm.extractvalue %108[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %331 = llvm.extractvalue %108[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %332 = llvm.extractvalue %108[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %333 = llvm.extractvalue %108[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %334 = llvm.extractvalue %108[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %335 = llvm.call @wsum(%328, %329, %330, %331, %332, %333, %334) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i64
    %336 = llvm.mlir.addressof @vector_print_str_5 : !llvm.ptr
    %337 = llvm.getelementptr %336[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<19 x i8>
    llvm.call @printString(%337) : (!llvm.ptr) -> ()
    llvm.call @printI64(%327) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %338 = llvm.mlir.addressof @vector_print_str_6 : !llvm.ptr
    %339 = llvm.getelementptr %338[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<20 x i8>
    llvm.call @printString(%339) : (!llvm.ptr) -> ()
    llvm.call @printI64(%335) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.br ^bb13(%1 : i64)
  ^bb13(%340: i64):  // 2 preds: ^bb12, ^bb17
    %341 = llvm.icmp "slt" %340, %4 : i64
    llvm.cond_br %341, ^bb14, ^bb18
  ^bb14:  // pred: ^bb13
    %342 = llvm.call @rtclock() : () -> f64
    llvm.br ^bb15(%1 : i64)
  ^bb15(%343: i64):  // 2 preds: ^bb14, ^bb16
    %344 = llvm.icmp "slt" %343, %3 : i64
    llvm.cond_br %344, ^bb16, ^bb17
  ^bb16:  // pred: ^bb15
    %345 = llvm.extractvalue %30[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %346 = llvm.extractvalue %30[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %347 = llvm.extractvalue %30[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %348 = llvm.extractvalue %30[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %349 = llvm.extractvalue %30[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %350 = llvm.extractvalue %30[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %351 = llvm.extractvalue %30[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %352 = llvm.extractvalue %82[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %353 = llvm.extractvalue %82[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %354 = llvm.extractvalue %82[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %355 = llvm.extractvalue %82[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %356 = llvm.extractvalue %82[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %357 = llvm.extractvalue %82[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %358 = llvm.extractvalue %82[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %359 = llvm.extractvalue %108[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %360 = llvm.extractvalue %108[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %361 = llvm.extractvalue %108[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %362 = llvm.extractvalue %108[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %363 = llvm.extractvalue %108[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %364 = llvm.extractvalue %108[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %365 = llvm.extractvalue %108[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @mm_contract(%345, %346, %347, %348, %349, %350, %351, %352, %353, %354, %355, %356, %357, %358, %359, %360, %361, %362, %363, %364, %365) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> ()
    %366 = llvm.add %343, %2 : i64
    llvm.br ^bb15(%366 : i64)
  ^bb17:  // pred: ^bb15
    %367 = llvm.call @rtclock() : () -> f64
    %368 = llvm.fsub %367, %342 : f64
    %369 = llvm.fdiv %0, %368 : f64
    %370 = llvm.mlir.addressof @vector_print_str_7 : !llvm.ptr
    %371 = llvm.getelementptr %370[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<18 x i8>
    llvm.call @printString(%371) : (!llvm.ptr) -> ()
    llvm.call @printF64(%369) : (f64) -> ()
    llvm.call @printNewline() : () -> ()
    %372 = llvm.add %340, %2 : i64
    llvm.br ^bb13(%372 : i64)
  ^bb18:  // pred: ^bb13
    %373 = llvm.extractvalue %30[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%373) : (!llvm.ptr) -> ()
    %374 = llvm.extractvalue %56[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%374) : (!llvm.ptr) -> ()
    %375 = llvm.extractvalue %82[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%375) : (!llvm.ptr) -> ()
    %376 = llvm.extractvalue %108[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%376) : (!llvm.ptr) -> ()
    llvm.return
  }
}

