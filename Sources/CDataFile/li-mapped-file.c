#define _GNU_SOURCE
#include "li-mapped-file.h"

#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdatomic.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#define SLOTS 64

/* A slot is in use while its start is not 0; the size is written before the start. */
static _Atomic uintptr_t slot_starts[SLOTS];
static _Atomic size_t slot_sizes[SLOTS];
static _Atomic size_t slot_first_fault[SLOTS];   /* SIZE_MAX: none */
static struct sigaction previous_action;
static uintptr_t page_size;
static pthread_once_t installed = PTHREAD_ONCE_INIT;

static void pass_on(int signal_number, siginfo_t *info, void *context) {
    if (previous_action.sa_flags & SA_SIGINFO) {
        previous_action.sa_sigaction(signal_number, info, context);
    } else if (previous_action.sa_handler != SIG_DFL && previous_action.sa_handler != SIG_IGN) {
        previous_action.sa_handler(signal_number);
    } else {
        /* As if unhandled: the default action once the handler returns (a fault, SIGBUS blocked
         * while it runs, is pending then). */
        signal(signal_number, SIG_DFL);
        raise(signal_number);
    }
}

static void on_sigbus(int signal_number, siginfo_t *info, void *context) {
    uintptr_t address = (uintptr_t)info->si_addr;
    if (info->si_code > 0) {   /* raised by the kernel for a memory access, not sent */
        for (int slot = 0; slot < SLOTS; slot++) {
            uintptr_t start = atomic_load(&slot_starts[slot]);
            if (start <= 1 || address < start || address - start >= atomic_load(&slot_sizes[slot])) continue;
            void *page = (void *)(address & ~(page_size - 1));
            if (mmap(page, page_size, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0) == MAP_FAILED) break;
            size_t offset = address - start, first = atomic_load(&slot_first_fault[slot]);
            while (offset < first && !atomic_compare_exchange_weak(&slot_first_fault[slot], &first, offset)) {}
            return;   /* the access runs again and reads zeros */
        }
    }
    pass_on(signal_number, info, context);
}

static void install(void) {
    page_size = (uintptr_t)sysconf(_SC_PAGESIZE);
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_sigbus;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_RESTART;
    sigemptyset(&action.sa_mask);
    sigaction(SIGBUS, &action, &previous_action);
}

int li_mapped_file_guard(const void *start, size_t size) {
    pthread_once(&installed, install);
    for (int slot = 0; slot < SLOTS; slot++) {
        uintptr_t expected = 0;
        /* Claimed with a start of 1 (matches no real address ≥ a page) until the size is set. */
        if (!atomic_compare_exchange_strong(&slot_starts[slot], &expected, 1)) continue;
        atomic_store(&slot_sizes[slot], size);
        atomic_store(&slot_first_fault[slot], SIZE_MAX);
        atomic_store(&slot_starts[slot], (uintptr_t)start);
        return slot;
    }
    return -1;
}

size_t li_mapped_file_first_fault(int slot) {
    return slot >= 0 && slot < SLOTS ? atomic_load_explicit(&slot_first_fault[slot], memory_order_relaxed) : SIZE_MAX;
}

void li_mapped_file_unguard(int slot) {
    if (slot < 0 || slot >= SLOTS) return;
    atomic_store(&slot_sizes[slot], 0);
    atomic_store(&slot_starts[slot], 0);
}
