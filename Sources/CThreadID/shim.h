#ifndef PHOTOWRAPPED_CTHREADID_SHIM_H
#define PHOTOWRAPPED_CTHREADID_SHIM_H

/* The calling thread's id for setpriority: gettid, which Glibc's Swift module leaves out. */
#include <sys/syscall.h>
#include <unistd.h>

static inline int pw_thread_id(void) {
    return (int)syscall(SYS_gettid);
}

#endif
