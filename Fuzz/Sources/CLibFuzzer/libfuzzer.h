// libFuzzer's entry for programs that have their own main: it parses the libFuzzer flags in
// argv and runs the loop on `callback`. Provided by the runtime that -sanitize=fuzzer links.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
