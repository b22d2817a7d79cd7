// Aliases: type alias name containing a '.'.
// flags: --allow-unregistered-dialect
!foo.bar = i32
