func.func @noop() {
  return
}
