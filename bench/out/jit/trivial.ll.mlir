module {
  llvm.func @noop() {
    llvm.return
  }
}

