#ifndef PW_FUZZ_DRIVER_H
#define PW_FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's entry point for programs that keep their own main (LLVM 11 and later). Linked
/// only in builds with -sanitize=fuzzer; ordinary builds never call it.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
