// Verifier: an unregistered dialect type without --allow-unregistered-dialect.
// flags:
module attributes {test.t = !foo.bar} {
}
