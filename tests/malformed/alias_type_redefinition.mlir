// Aliases: type alias defined twice.
// flags: --allow-unregistered-dialect
!t = i32
!t = i64
