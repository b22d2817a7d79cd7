// Aliases: attribute alias with no value.
// flags: --allow-unregistered-dialect
#a =
