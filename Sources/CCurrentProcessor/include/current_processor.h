#ifndef TOUCHLAB_CURRENT_PROCESSOR_H
#define TOUCHLAB_CURRENT_PROCESSOR_H

/// The processor the calling thread is running on now, or -1 where the system
/// cannot say (sched_getcpu on Linux, a GNU extension Swift's Glibc module
/// does not import).
int touchlab_current_processor(void);

#endif
