// Verifier: an unregistered dialect attribute without --allow-unregistered-dialect.
// flags:
module attributes {test.t = #foo.bar<1>} {
}
