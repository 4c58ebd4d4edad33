#ifndef PHOTOWRAPPED_HEIF_H
#define PHOTOWRAPPED_HEIF_H

#include <libheif/heif.h>

/*
 * libheif, opened with dlopen the first time a HEIF photo is decoded, not linked. Linked, it
 * and the codecs it needs (libde265, whose tables are built as it loads, x265, aom, dav1d)
 * were loaded and relocated at the start of every command, the scan's included: 2.5 ms of a
 * process that does nothing else. Every libheif function used is called through the table.
 */

/* Every function used. */
#define PW_HEIF_FUNCTIONS(F) \
    F(heif_context_alloc) \
    F(heif_context_free) \
    F(heif_context_read_from_memory_without_copy) \
    F(heif_context_get_primary_image_handle) \
    F(heif_image_handle_get_list_of_thumbnail_IDs) \
    F(heif_image_handle_get_thumbnail) \
    F(heif_image_handle_get_width) \
    F(heif_image_handle_get_height) \
    F(heif_image_handle_release) \
    F(heif_decode_image) \
    F(heif_image_get_width) \
    F(heif_image_get_height) \
    F(heif_image_get_plane_readonly) \
    F(heif_image_release)

#define PW_HEIF_POINTER(name) __typeof__(name) *_Nonnull name;
typedef struct {
    PW_HEIF_FUNCTIONS(PW_HEIF_POINTER)
} pw_heif_table;
#undef PW_HEIF_POINTER

/* Opens libheif once: its functions, or NULL where it does not load or lacks one. */
const pw_heif_table *_Nullable pw_heif_load(void);

#endif
