#ifndef LIFELINE_FILE_SWAP_H
#define LIFELINE_FILE_SWAP_H

/// Atomically exchanges two existing paths (files or directories) on the same file system.
/// Returns 0 on success, -1 with errno set otherwise (ENOSYS where the system cannot).
int lifeline_exchange_paths(const char *first, const char *second);

#endif
