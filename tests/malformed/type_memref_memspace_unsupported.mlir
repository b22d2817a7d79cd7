// Types: memref memory space that is an unregistered dialect attribute.
// flags: --allow-unregistered-dialect
"foo.op"() : () -> memref<4xf32, #foo.layout>
