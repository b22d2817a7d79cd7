//! The global allocator of both binaries: mimalloc, called as its C API
//! intends.
//!
//! Both binaries allocate and free many small IR objects; mimalloc is
//! measurably cheaper than glibc malloc for that. The `mimalloc` crate's
//! `MiMalloc` sends every request through `mi_malloc_aligned`, whose path
//! is about three times longer than `mi_malloc`'s; most requests ask for
//! no more alignment than `mi_malloc` always gives (16 bytes, and the
//! size's own alignment below that), so those go straight to it, as
//! `std`'s system allocator does with `malloc`. That was 5% of the
//! instructions of compiling the matmul benchmark.

use libmimalloc_sys as mi;
use std::alloc::{GlobalAlloc, Layout};
use std::ffi::c_void;

/// `mi_malloc`'s alignment guarantee on 64-bit targets (`MI_MAX_ALIGN_SIZE`).
const MIN_ALIGN: usize = 16;

/// mimalloc as the global allocator (see the module docs).
pub struct MiAlloc;

fn plain(align: usize, size: usize) -> bool {
    align <= MIN_ALIGN && align <= size
}

// SAFETY: every path returns memory from mimalloc with at least the
// requested size and alignment (`plain` only admits requests `mi_malloc`
// satisfies), and frees through `mi_free`, which accepts blocks from any of
// mimalloc's allocation functions.
unsafe impl GlobalAlloc for MiAlloc {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: plain C allocation calls; `layout`'s alignment is a power of two.
        unsafe {
            if plain(layout.align(), layout.size()) {
                mi::mi_malloc(layout.size()) as *mut u8
            } else {
                mi::mi_malloc_aligned(layout.size(), layout.align()) as *mut u8
            }
        }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: as in `alloc`.
        unsafe {
            if plain(layout.align(), layout.size()) {
                mi::mi_zalloc(layout.size()) as *mut u8
            } else {
                mi::mi_zalloc_aligned(layout.size(), layout.align()) as *mut u8
            }
        }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, _layout: Layout) {
        // SAFETY: `ptr` came from this allocator (GlobalAlloc's contract).
        unsafe { mi::mi_free(ptr as *mut c_void) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: `ptr` came from this allocator with `layout`
        // (GlobalAlloc's contract); the alignment is kept.
        unsafe {
            if plain(layout.align(), new_size) {
                mi::mi_realloc(ptr as *mut c_void, new_size) as *mut u8
            } else {
                mi::mi_realloc_aligned(ptr as *mut c_void, new_size, layout.align()) as *mut u8
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every size/alignment pair comes back aligned, zeroed where asked,
    /// and keeps its contents and alignment through growing and shrinking.
    #[test]
    fn sizes_and_alignments() {
        let a = MiAlloc;
        for align in [1usize, 2, 4, 8, 16, 32, 64, 4096] {
            for size in [1usize, 3, 8, 15, 16, 17, 100, 5000] {
                let l = Layout::from_size_align(size, align).unwrap();
                // SAFETY: non-zero sizes; each block is used within its
                // current size and freed with its current layout.
                unsafe {
                    let p = a.alloc_zeroed(l);
                    assert!(!p.is_null());
                    assert_eq!(p as usize % align, 0, "size {size} align {align}");
                    assert!((0..size).all(|i| *p.add(i) == 0));
                    for i in 0..size {
                        *p.add(i) = i as u8;
                    }
                    let grown = a.realloc(p, l, size * 3);
                    assert_eq!(grown as usize % align, 0, "grown {size} align {align}");
                    assert!((0..size).all(|i| *grown.add(i) == i as u8));
                    let small = size / 2 + 1;
                    let l3 = Layout::from_size_align(size * 3, align).unwrap();
                    let shrunk = a.realloc(grown, l3, small);
                    assert_eq!(shrunk as usize % align, 0, "shrunk {size} align {align}");
                    assert!((0..small).all(|i| *shrunk.add(i) == i as u8));
                    a.dealloc(shrunk, Layout::from_size_align(small, align).unwrap());
                }
            }
        }
    }
}
