#ifndef PHOTOWRAPPED_EXIFARENA_H
#define PHOTOWRAPPED_EXIFARENA_H

#include <libexif/exif-mem.h>

/*
 * An ExifMem for libexif that allocates from a per-thread arena, reset for each photo.
 * libexif makes a few dozen small allocations to load one EXIF block and frees each one
 * again; in a scan of 50,000 photos that malloc/free traffic cost more than the parsing.
 * Blocks larger than the arena's free space fall back to calloc and are freed normally.
 *
 * Call pw_exif_arena_begin() before loading a block, and use its ExifMem for the ExifData;
 * everything allocated from it must be released (exif_data_unref) before the next begin.
 */
ExifMem *pw_exif_arena_begin(void);

#endif
