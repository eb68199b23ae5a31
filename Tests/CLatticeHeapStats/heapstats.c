#include "CLatticeHeapStats.h"
#if defined(__linux__)
#include <malloc.h>  /* glibc's; with it <features.h>, which defines __GLIBC__ */
#endif

long lattice_heap_in_use(void) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
    struct mallinfo2 info = mallinfo2();
    return (long)(info.uordblks + info.hblkhd);
#else
    return -1;
#endif
}
