#ifndef C_LATTICE_HEAP_STATS_H
#define C_LATTICE_HEAP_STATS_H

/// Bytes in use on the C library's heap: glibc's `mallinfo2()`, small blocks from the
/// arenas plus the large ones mapped on their own; -1 where the figure is not available
/// (another C library).
long lattice_heap_in_use(void);

#endif
