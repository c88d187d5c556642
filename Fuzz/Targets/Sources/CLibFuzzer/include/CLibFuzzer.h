#ifndef CLIBFUZZER_H
#define CLIBFUZZER_H
#include <stddef.h>
#include <stdint.h>

// libFuzzer's entry for programs that keep their own main (compiler-rt FuzzerInterface.h).
// SwiftPM renames an executable's main on Linux, so the fuzz targets call libFuzzer from
// main.swift rather than letting libFuzzer's main run.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
