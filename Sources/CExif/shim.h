#ifndef PHOTOWRAPPED_CEXIF_SHIM_H
#define PHOTOWRAPPED_CEXIF_SHIM_H

#include <stddef.h>
#include <libexif/exif-data.h>
#include <libexif/exif-loader.h>
#include <libexif/exif-utils.h>
#include <libexif/exif-tag.h>

/* exif_data_get_entry is a macro; Swift cannot call macros. */
static inline ExifEntry *pw_exif_entry(ExifData *data, ExifIfd ifd, ExifTag tag) {
    if (!data || ifd < 0 || ifd >= EXIF_IFD_COUNT || !data->ifd[ifd]) return NULL;
    return exif_content_get_entry(data->ifd[ifd], tag);
}

#endif
