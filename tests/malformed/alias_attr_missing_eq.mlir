// Aliases: attribute alias without '='.
// flags: --allow-unregistered-dialect
#a 1
