#ifndef TOUCHLAB_CURRENT_PROCESSOR_H
#define TOUCHLAB_CURRENT_PROCESSOR_H

/// The processor the calling thread is running on now, or -1 where the system
/// cannot say (sched_getcpu on Linux, a GNU extension Swift's Glibc module
/// does not import).
int touchlab_current_processor(void);

/// The processors a thread may run on (a cpu_set_t's 1,024 bits on Linux),
/// saved so that they can be given back.
typedef struct {
    unsigned long long words[16];
} touchlab_processor_set;

/// Keeps the calling thread off `processor` (it moves at once when it is
/// there), saving the processors it was allowed in `saved`. Returns 1 when
/// it changed them (give them back with touchlab_restore_processors), 0 when
/// not: an unknown processor, one the thread may not run on anyway, the
/// only one it may, or a system that cannot say (pthread_setaffinity_np on
/// Linux, another GNU extension).
int touchlab_avoid_processor(int processor, touchlab_processor_set *saved);

/// Gives the calling thread back the processors saved by
/// touchlab_avoid_processor.
void touchlab_restore_processors(const touchlab_processor_set *saved);

/// Tells the processor that the calling thread is spinning, waiting for
/// another (x86's pause, ARM's yield): it then spends less of the power and
/// of the core it may share with another hardware thread.
static inline void touchlab_spin_pause(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    __asm__ __volatile__("yield");
#endif
}

#endif
