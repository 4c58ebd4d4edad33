#ifndef PHOTOWRAPPED_CZLIB_SHIM_H
#define PHOTOWRAPPED_CZLIB_SHIM_H

#include <zlib.h>

/* inflateInit2 is a macro; 16 + MAX_WBITS asks zlib to read a gzip header. */
static inline int pw_inflate_init_gzip(z_streamp stream) {
    return inflateInit2(stream, 16 + MAX_WBITS);
}

/* A zlib stream (PNG's zTXt and compressed iTXt): inflateInit is a macro too. */
static inline int pw_inflate_init_zlib(z_streamp stream) {
    return inflateInit(stream);
}

#endif
