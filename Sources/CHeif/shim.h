#ifndef PHOTOWRAPPED_CHEIF_SHIM_H
#define PHOTOWRAPPED_CHEIF_SHIM_H
#include <libheif/heif.h>
#endif
