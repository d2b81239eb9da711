#pragma once
#include <stddef.h>

/* A memory-mapped file that another program truncates while it is read: the pages past its new
 * end raise SIGBUS when touched, which kills the process unless handled. These keep a mapping
 * safe to read whatever happens to the file.
 *
 * li_mapped_file_guard registers [start, start + size): from then on a SIGBUS at an address in
 * it maps a page of zeros in place of the lost one (the read that faulted then reads zeros) and
 * keeps the lowest offset that faulted; the reader asks li_mapped_file_first_fault after each
 * record and fails its load ("the file changed while it was read") once it has read past it,
 * instead of trusting what it read. A
 * SIGBUS anywhere else goes to the handler there was before (the default one: the process ends
 * by SIGBUS as it would have).
 *
 * Up to 64 mappings at once: li_mapped_file_guard returns -1 when none is free (the caller reads
 * the file instead of mapping it). Thread-safe; the handler is async-signal-safe (atomics and
 * mmap only). */

/* Registers a mapping (the handler is installed at the first call). Returns its slot or -1. */
int li_mapped_file_guard(const void *start, size_t size);

/* The lowest offset in the mapping in `slot` whose page faulted since it was guarded, SIZE_MAX
 * when none did. */
size_t li_mapped_file_first_fault(int slot);

/* Ends the guard of `slot`: call it before unmapping. */
void li_mapped_file_unguard(int slot);
