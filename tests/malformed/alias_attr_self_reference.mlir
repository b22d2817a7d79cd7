// Aliases: attribute alias referring to itself.
// flags: --allow-unregistered-dialect
#a = [#a]
