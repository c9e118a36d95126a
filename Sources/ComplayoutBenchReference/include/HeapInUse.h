#ifndef COMPLAYOUT_HEAP_IN_USE_H
#define COMPLAYOUT_HEAP_IN_USE_H

#include <stddef.h>

/// The bytes the C allocator has handed out and not had back: chunks in its arenas and chunks it
/// mapped on their own (glibc's `mallinfo2`, `uordblks + hblkhd`). Benchmark 11 reads it before
/// and after an evaluation to find the bytes the evaluated layout holds. Returns 0 where the C
/// library cannot say.
size_t complayout_bench_heap_in_use(void);

#endif
