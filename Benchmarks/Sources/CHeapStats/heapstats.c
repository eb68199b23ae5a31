#include "heapstats.h"
#if defined(__linux__)
#include <malloc.h>
#endif

long lattice_heap_in_use(void) {
#if defined(__GLIBC__)
    struct mallinfo2 info = mallinfo2();
    /* Small blocks from the arenas plus the large ones glibc maps on their own
       (arrays past the mmap threshold, 128 KiB at first). */
    return (long)(info.uordblks + info.hblkhd);
#else
    return -1;
#endif
}
