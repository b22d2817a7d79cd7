%0 = "tst.src"() : () -> i32
%1 = builtin.unrealized_conversion_cast %0 : i32 to f32
%2:2 = builtin.unrealized_conversion_cast %0, %1 : i32, f32 to i64, i8
