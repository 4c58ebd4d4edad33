#ifndef PHOTOWRAPPED_CCAIRO_SHIM_H
#define PHOTOWRAPPED_CCAIRO_SHIM_H
#include <cairo.h>
#endif
