#ifndef PHOTOWRAPPED_PNGWRITER_H
#define PHOTOWRAPPED_PNGWRITER_H

#include <stddef.h>

/* One text chunk: tEXt when `international` is 0 (Latin-1 text), iTXt (UTF-8) otherwise. */
typedef struct {
    const char *key;
    const char *text;
    int international;
} pw_png_text;

/* How the rows are filtered and deflated. */
typedef enum {
    /* libpng's defaults: a filter chosen per row, zlib level 6 (make-fixtures' files). */
    PW_PNG_DEFAULT = 0,
    /* Every row Paeth-filtered and deflated with zlib's run-length strategy (Z_RLE). On the
     * cards, flat colours, gradients and photos alike, that is smaller than libpng's
     * per-row choice and two to three times as fast. */
    PW_PNG_PAETH_RLE = 1,
} pw_png_packing;

/*
 * Encodes 8-bit RGB (channels 3) or RGBA (channels 4) rows as a PNG in memory. On success
 * returns 0 and sets *out (free it with free()) and *out_size. libpng reports errors by
 * longjmp, which Swift cannot catch; this function owns the setjmp, so a failure comes back
 * as a non-zero return with a message in `error`.
 *
 * It writes no chunks beyond IHDR, the text chunks given, IDAT and IEND: no eXIf, no time,
 * nothing about where the image came from.
 */
int pw_png_encode(const unsigned char *pixels, int width, int height, int stride, int channels,
                  const pw_png_text *texts, int text_count, pw_png_packing packing,
                  unsigned char **out, size_t *out_size, char *error, size_t error_size);

#endif
