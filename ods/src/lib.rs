//! Core IR runtime.
