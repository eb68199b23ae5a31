#include "heapstats.h"
#if defined(__linux__)
#include <malloc.h>
#endif

long lattice_heap_in_use(void) {
#if defined(__GLIBC__)
    struct mallinfo2 info = mallinfo2();
    return (long)info.uordblks;
#else
    return -1;
#endif
}
