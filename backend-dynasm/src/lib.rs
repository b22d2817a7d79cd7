//! Vector lowering and JIT backend (issue 6).
