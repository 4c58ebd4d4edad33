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
    /* Every row Paeth-filtered, and deflated by ISA-L's igzip at level 1. On the cards, flat
     * colours, gradients and photos alike, Paeth on every row is smaller than libpng's
     * per-row choice; igzip deflates several times as fast as zlib. The rows are filtered and
     * deflated here, into IDAT chunks that libpng writes: its own write filters go byte at a
     * time. */
    PW_PNG_PAETH_IGZIP = 1,
} pw_png_packing;

/* How the pixels given are laid out in memory. */
typedef enum {
    /* 8-bit R, G, B. */
    PW_PNG_RGB = 0,
    /* 8-bit R, G, B, A. */
    PW_PNG_RGBA = 1,
    /* Cairo's RGB24: a native-endian 32-bit word a pixel, 0xXXRRGGBB, the top byte unused.
     * Written as 8-bit RGB a row at a time, so no copy of the image is made first. */
    PW_PNG_CAIRO_RGB24 = 2,
} pw_png_pixels;

/*
 * Encodes rows of `pixels` as an 8-bit RGB (or RGBA, from PW_PNG_RGBA) PNG in memory. On success
 * returns 0 and sets *out (free it with free()) and *out_size. libpng reports errors by
 * longjmp, which Swift cannot catch; this function owns the setjmp, so a failure comes back
 * as a non-zero return with a message in `error`.
 *
 * It writes no chunks beyond IHDR, the text chunks given, IDAT and IEND: no eXIf, no time,
 * nothing about where the image came from.
 */
int pw_png_encode(const unsigned char *pixels, int width, int height, int stride, pw_png_pixels layout,
                  const pw_png_text *texts, int text_count, pw_png_packing packing,
                  unsigned char **out, size_t *out_size, char *error, size_t error_size);

/*
 * `row` Paeth-filtered against `above` (zeros for the first row) into `out`: PNG's filter type 4,
 * then `size` bytes, each the byte less the nearest of left, up and up-left to left + up -
 * up-left, ties going to left, then up. `bpp` bytes a pixel; the first pixel's left is 0.
 * Sixteen bytes at a time where SSE2 is there, one at a time elsewhere, to the same bytes.
 */
void pw_png_paeth_row(const unsigned char *row, const unsigned char *above, size_t size, size_t bpp, unsigned char *out);

#endif
