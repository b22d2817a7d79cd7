// Locations: malformed location on a 'module' op.
// flags: --allow-unregistered-dialect
module {
} loc(3)
