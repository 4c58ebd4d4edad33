#ifndef PHOTOWRAPPED_EXIFARENA_H
#define PHOTOWRAPPED_EXIFARENA_H

#include <libexif/exif-mem.h>

/*
 * An ExifMem for libexif that allocates from a per-thread arena, reset for each photo.
 * libexif makes a few dozen small allocations to load one EXIF block and frees each one
 * again; in a scan of 50,000 photos that malloc/free traffic cost more than the parsing.
 * Blocks larger than the arena's free space fall back to calloc.
 *
 * Call pw_exif_arena_begin() before loading a block, and use its ExifMem for the ExifData.
 * The next begin takes back everything allocated since, the arena and the heap blocks
 * alike: the ExifData needs no exif_data_unref, which walked every entry of the block only
 * to free each one (a 1.5% share of a cold scan's CPU). Nothing from one block may be used
 * after the next begin on the same thread.
 */
ExifMem *pw_exif_arena_begin(void);

#endif
