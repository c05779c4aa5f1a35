// The processor a thread runs on, for TouchRaster's band crew (RasterBandCrew):
// a helper woken on the canvas thread's own processor gets no band of its own.
#define _GNU_SOURCE
#include "current_processor.h"

#if defined(__linux__)
#include <sched.h>

int touchlab_current_processor(void) { return sched_getcpu(); }
#else
int touchlab_current_processor(void) { return -1; }
#endif
