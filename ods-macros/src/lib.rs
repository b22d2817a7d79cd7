//! ODS-shaped declaration macros (work in progress: see issue 3).
