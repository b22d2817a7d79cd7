// Aliases: type alias with 'type' keyword prefix is not allowed.
// flags: --allow-unregistered-dialect
!t = type i32
