#include "heapstats.h"
#if defined(__GLIBC__)
#include <malloc.h>
long lattice_heap_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return (long)info.uordblks;
}
#else
long lattice_heap_in_use(void) { return -1; }
#endif
