#ifndef PHOTOWRAPPED_CMALLOC_SHIM_H
#define PHOTOWRAPPED_CMALLOC_SHIM_H

/* glibc's malloc_trim, which Glibc's Swift module leaves out. */
#include <malloc.h>

#endif
