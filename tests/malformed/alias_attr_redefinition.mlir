// Aliases: attribute alias defined twice.
// flags: --allow-unregistered-dialect
#a = 1
#a = 2
