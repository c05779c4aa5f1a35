// The processor a thread runs on, for TouchRaster's band crew (RasterBandCrew):
// a helper woken on the canvas thread's own processor gets no band of its own,
// and a helper keeps off that processor while it paints.
#define _GNU_SOURCE
#include "current_processor.h"

#if defined(__linux__)
#include <pthread.h>
#include <sched.h>
#include <string.h>

_Static_assert(sizeof(cpu_set_t) <= sizeof(touchlab_processor_set), "a cpu_set_t fits the saved set");

int touchlab_current_processor(void) { return sched_getcpu(); }

int touchlab_avoid_processor(int processor, touchlab_processor_set *saved) {
    if (processor < 0 || processor >= CPU_SETSIZE) return 0;
    cpu_set_t allowed;
    if (pthread_getaffinity_np(pthread_self(), sizeof allowed, &allowed) != 0) return 0;
    if (!CPU_ISSET(processor, &allowed) || CPU_COUNT(&allowed) < 2) return 0;
    memset(saved, 0, sizeof *saved);
    memcpy(saved, &allowed, sizeof allowed);
    CPU_CLR(processor, &allowed);
    return pthread_setaffinity_np(pthread_self(), sizeof allowed, &allowed) == 0;
}

void touchlab_restore_processors(const touchlab_processor_set *saved) {
    cpu_set_t allowed;
    memcpy(&allowed, saved, sizeof allowed);
    pthread_setaffinity_np(pthread_self(), sizeof allowed, &allowed);
}
#else
int touchlab_current_processor(void) { return -1; }
int touchlab_avoid_processor(int processor, touchlab_processor_set *saved) {
    (void)processor;
    (void)saved;
    return 0;
}
void touchlab_restore_processors(const touchlab_processor_set *saved) { (void)saved; }
#endif
