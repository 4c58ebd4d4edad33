#ifndef PHOTOWRAPPED_CISAL_SHIM_H
#define PHOTOWRAPPED_CISAL_SHIM_H

/* ISA-L's CRC-32 and Adler-32: zlib's checksums, computed with vector instructions. */
#include <isa-l/crc.h>
#include <isa-l/igzip_lib.h>

#endif
