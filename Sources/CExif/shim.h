#ifndef PHOTOWRAPPED_CEXIF_SHIM_H
#define PHOTOWRAPPED_CEXIF_SHIM_H

#include <stddef.h>
#include <string.h>
#include <libexif/exif-data.h>
#include <libexif/exif-loader.h>
#include <libexif/exif-mem.h>
#include <libexif/exif-utils.h>
#include <libexif/exif-tag.h>

/* exif_data_get_entry is a macro, and ExifData's IFDs a C array: Swift reaches neither. */
static inline ExifEntry *pw_exif_entry(ExifData *data, ExifIfd ifd, ExifTag tag) {
    if (!data || ifd < 0 || ifd >= EXIF_IFD_COUNT || !data->ifd[ifd]) return NULL;
    return exif_content_get_entry(data->ifd[ifd], tag);
}

/* Adds (or replaces) an entry with raw value bytes already in the data's byte order.
   Used by the fixture generator to write tags that exif_entry_initialize does not know. */
static inline int pw_exif_set_entry(ExifData *data, ExifIfd ifd, ExifTag tag, ExifFormat format,
                                    unsigned long components, const unsigned char *bytes, unsigned int size) {
    if (!data || ifd < 0 || ifd >= EXIF_IFD_COUNT || !data->ifd[ifd]) return -1;
    ExifEntry *old = exif_content_get_entry(data->ifd[ifd], tag);
    if (old) exif_content_remove_entry(data->ifd[ifd], old);
    ExifMem *mem = exif_mem_new_default();
    ExifEntry *entry = exif_entry_new_mem(mem);
    if (!entry) { exif_mem_unref(mem); return -1; }
    entry->data = exif_mem_alloc(mem, size);
    exif_mem_unref(mem);
    if (!entry->data) { exif_entry_unref(entry); return -1; }
    memcpy(entry->data, bytes, size);
    entry->size = size;
    entry->tag = tag;
    entry->format = format;
    entry->components = components;
    exif_content_add_entry(data->ifd[ifd], entry);
    exif_entry_unref(entry);
    return 0;
}

#endif
