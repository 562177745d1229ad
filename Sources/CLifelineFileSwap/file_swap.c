#define _GNU_SOURCE
#include "lifeline_file_swap.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>

#if defined(__APPLE__)
#include <sys/stdio.h>
#endif

int lifeline_exchange_paths(const char *first, const char *second) {
#if defined(__linux__) && defined(RENAME_EXCHANGE)
    return renameat2(AT_FDCWD, first, AT_FDCWD, second, RENAME_EXCHANGE);
#elif defined(__APPLE__)
    return renamex_np(first, second, RENAME_SWAP);
#else
    errno = ENOSYS;
    return -1;
#endif
}
