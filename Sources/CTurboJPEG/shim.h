#ifndef PHOTOWRAPPED_CTURBOJPEG_SHIM_H
#define PHOTOWRAPPED_CTURBOJPEG_SHIM_H
#include <turbojpeg.h>
#endif
