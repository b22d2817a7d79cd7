// Aliases: type alias without '='.
// flags: --allow-unregistered-dialect
!t i32
