// Aliases: attribute alias name containing a '.'.
// flags: --allow-unregistered-dialect
#foo.bar = 1
