//! Canonicalization patterns of `memref` (a subset of `MemRefOps.cpp`'s).

use ods::ir::Operation;
use ods::rewrite::{PatternRewriter, RewritePatternSet};

/// `SimplifyDeadAlloc`: an allocation only stored into and deallocated is
/// erased with those users.
fn simplify_dead_alloc(op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
    let result = rw.result(op, 0);
    let uses = rw.uses(result);
    let removable = uses.iter().all(|&(user, i)| {
        match rw.op_name_str(rw.op_name_of(user)) {
            // Storing the memref itself somewhere keeps it alive.
            b"memref.store" => i != 0,
            b"memref.dealloc" => true,
            _ => false,
        }
    });
    if !removable {
        return false;
    }
    let mut users: Vec<Operation> = Vec::new();
    for (u, _) in uses {
        if !users.contains(&u) {
            users.push(u);
        }
    }
    for user in users {
        rw.erase_op(user);
    }
    rw.erase_op(op);
    true
}

/// `memref.alloc`'s canonicalization patterns.
pub fn alloc_patterns(set: &mut RewritePatternSet) {
    set.add_fn("SimplifyDeadAlloc", "memref.alloc", simplify_dead_alloc);
}

/// `memref.alloca`'s canonicalization patterns.
pub fn alloca_patterns(set: &mut RewritePatternSet) {
    set.add_fn("SimplifyDeadAlloc", "memref.alloca", simplify_dead_alloc);
}
