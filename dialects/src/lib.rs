//! Dialects defined with the ODS macros (builtin, func, arith, vector).
