#pragma once
#include <stddef.h>
#include <stdint.h>

/* `make fuzz`: runs libFuzzer's driver over `test` with the process's arguments. SwiftPM names
 * an executable's entry point MODULE_main (and links `main` to it), so libFuzzer's own `main`
 * never runs: each fuzz target's entry point calls this instead. */
int li_fuzz_run(int argc, char **argv, int (*test)(const uint8_t *data, size_t size));
