#ifndef LATTICE_HEAPSTATS_H
#define LATTICE_HEAPSTATS_H
#include <stddef.h>

/// Bytes currently allocated on the heap, or -1 where the C library cannot tell.
long lattice_heap_in_use(void);

#endif
