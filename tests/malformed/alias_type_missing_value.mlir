// Aliases: type alias whose value is not a type.
// flags: --allow-unregistered-dialect
!t = 5
