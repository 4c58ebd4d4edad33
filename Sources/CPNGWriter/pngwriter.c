#include "pngwriter.h"

#include <isa-l/igzip_lib.h>
#include <png.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

typedef struct {
    char *error;
    size_t error_size;
    unsigned char *data;
    size_t size;
    size_t capacity;
    /* Set when the output could not grow: what is written after is dropped, and the encoding
     * fails at its end. Never a longjmp, which would leave the IDAT path's buffers behind. */
    int out_of_memory;
} pw_sink;

static void pw_on_error(png_structp png, png_const_charp message) {
    pw_sink *sink = (pw_sink *)png_get_error_ptr(png);
    if (sink && sink->error && sink->error_size) snprintf(sink->error, sink->error_size, "%s", message);
    png_longjmp(png, 1);
}

static void pw_on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void pw_on_write(png_structp png, png_bytep bytes, png_size_t length) {
    pw_sink *sink = (pw_sink *)png_get_io_ptr(png);
    if (sink->out_of_memory) return;
    if (sink->size + length > sink->capacity) {
        size_t capacity = sink->capacity ? sink->capacity * 2 : 1 << 20;
        while (capacity < sink->size + length) capacity *= 2;
        unsigned char *grown = realloc(sink->data, capacity);
        if (!grown) {
            sink->out_of_memory = 1;
            return;
        }
        sink->data = grown;
        sink->capacity = capacity;
    }
    memcpy(sink->data + sink->size, bytes, length);
    sink->size += length;
}

static void pw_on_flush(png_structp png) {
    (void)png;
}

/* libpng's own row path: its transforms drop Cairo's unused byte, its filters pick one per row. */
static void pw_write_rows(png_structp png, const unsigned char *pixels, int height, int stride, pw_png_pixels layout) {
    if (layout == PW_PNG_CAIRO_RGB24) {
        /* In memory, little-endian: B, G, R, unused; big-endian: unused, R, G, B. */
        const unsigned int probe = 1;
        if (*(const unsigned char *)&probe) {
            png_set_bgr(png);
            png_set_filler(png, 0, PNG_FILLER_AFTER);
        } else {
            png_set_filler(png, 0, PNG_FILLER_BEFORE);
        }
    }
    for (int y = 0; y < height; y++) {
        png_write_row(png, (png_const_bytep)(pixels + (size_t)y * (size_t)stride));
    }
}

/* One row of `width` pixels as the PNG's bytes: R, G, B (and A, as given). */
static void pw_row_bytes(const unsigned char *row, int width, pw_png_pixels layout, unsigned char *out) {
    if (layout != PW_PNG_CAIRO_RGB24) {
        memcpy(out, row, (size_t)width * (layout == PW_PNG_RGBA ? 4 : 3));
        return;
    }
    for (int x = 0; x < width; x++) {
        uint32_t pixel;
        memcpy(&pixel, row + 4 * (size_t)x, 4); /* 0xXXRRGGBB, whatever the byte order */
        out[3 * x] = (unsigned char)(pixel >> 16);
        out[3 * x + 1] = (unsigned char)(pixel >> 8);
        out[3 * x + 2] = (unsigned char)pixel;
    }
}

/* Of left, up and up-left, the one nearest left + up - up-left (PNG's Paeth predictor). */
static inline int pw_paeth_predictor(int a, int b, int c) {
    int pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c);
    return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

#ifdef __SSE2__
/* The predictor for eight bytes widened to 16 bits: left `a`, up `b`, up-left `c`. */
static inline __m128i pw_paeth_predictor8(__m128i a, __m128i b, __m128i c) {
    const __m128i zero = _mm_setzero_si128();
    __m128i up = _mm_sub_epi16(b, c), left = _mm_sub_epi16(a, c), both = _mm_add_epi16(up, left);
    __m128i pa = _mm_max_epi16(up, _mm_sub_epi16(zero, up));
    __m128i pb = _mm_max_epi16(left, _mm_sub_epi16(zero, left));
    __m128i pc = _mm_max_epi16(both, _mm_sub_epi16(zero, both));
    __m128i notA = _mm_or_si128(_mm_cmpgt_epi16(pa, pb), _mm_cmpgt_epi16(pa, pc));
    __m128i notB = _mm_cmpgt_epi16(pb, pc);
    __m128i bOrC = _mm_or_si128(_mm_and_si128(notB, c), _mm_andnot_si128(notB, b));
    return _mm_or_si128(_mm_and_si128(notA, bOrC), _mm_andnot_si128(notA, a));
}
#endif

void pw_png_paeth_row(const unsigned char *row, const unsigned char *above, size_t size, size_t bpp, unsigned char *out) {
    *out++ = 4;
    size_t i = 0;
    for (; i < bpp && i < size; i++) out[i] = (unsigned char)(row[i] - above[i]);
#ifdef __SSE2__
    const __m128i zero = _mm_setzero_si128();
    for (; i + 16 <= size; i += 16) {
        __m128i a = _mm_loadu_si128((const __m128i *)(row + i - bpp));
        __m128i b = _mm_loadu_si128((const __m128i *)(above + i));
        __m128i c = _mm_loadu_si128((const __m128i *)(above + i - bpp));
        __m128i low = pw_paeth_predictor8(_mm_unpacklo_epi8(a, zero), _mm_unpacklo_epi8(b, zero), _mm_unpacklo_epi8(c, zero));
        __m128i high = pw_paeth_predictor8(_mm_unpackhi_epi8(a, zero), _mm_unpackhi_epi8(b, zero), _mm_unpackhi_epi8(c, zero));
        __m128i x = _mm_loadu_si128((const __m128i *)(row + i));
        _mm_storeu_si128((__m128i *)(out + i), _mm_sub_epi8(x, _mm_packus_epi16(low, high)));
    }
#endif
    for (; i < size; i++) out[i] = (unsigned char)(row[i] - pw_paeth_predictor(row[i - bpp], above[i], above[i - bpp]));
}

/* The size of each IDAT chunk: libpng's own (PNG_ZBUF_SIZE). */
enum { PW_IDAT_SIZE = 8192 };

/* Deflates `z`'s input, a row, into IDAT chunks of PW_IDAT_SIZE bytes; after the last row
 * (`end_of_stream`), until the stream is whole, and the last, shorter chunk. */
static int pw_deflate_into_idat(png_structp png, struct isal_zstream *z, unsigned char *chunk) {
    for (;;) {
        if (isal_deflate(z) != COMP_OK) return -1;
        if (z->avail_out == 0) {
            png_write_chunk(png, (png_const_bytep)"IDAT", chunk, PW_IDAT_SIZE);
            z->next_out = chunk;
            z->avail_out = PW_IDAT_SIZE;
            continue;
        }
        if (z->avail_in == 0 && (!z->end_of_stream || z->internal_state.state == ZSTATE_END)) break;
    }
    if (z->end_of_stream && z->avail_out < PW_IDAT_SIZE) {
        png_write_chunk(png, (png_const_bytep)"IDAT", chunk, PW_IDAT_SIZE - z->avail_out);
    }
    return 0;
}

/* The image's IDAT and IEND, every row Paeth-filtered here sixteen bytes at a time, and
 * deflated by ISA-L's igzip at level 1 into a zlib stream. libpng's write filters and
 * transforms go byte at a time; they were half of the time a card's PNG took. zlib's `Z_RLE`,
 * the quickest of its strategies, took several times as long for files a little smaller
 * (docs/PERFORMANCE.md). */
static const char *pw_write_paeth_igzip(png_structp png, const unsigned char *pixels, int width, int height, int stride,
                                        pw_png_pixels layout) {
    const size_t bpp = layout == PW_PNG_RGBA ? 4 : 3, size = (size_t)width * bpp;
    unsigned char *rows = calloc(2 * size + 1 + size + PW_IDAT_SIZE + ISAL_DEF_LVL1_DEFAULT, 1);
    if (!rows) return "out of memory";
    unsigned char *above = rows, *row = rows + size, *filtered = rows + 2 * size, *chunk = filtered + 1 + size;
    struct isal_zstream z;
    isal_deflate_init(&z);
    z.level = 1;
    z.level_buf = chunk + PW_IDAT_SIZE;
    z.level_buf_size = ISAL_DEF_LVL1_DEFAULT;
    z.gzip_flag = IGZIP_ZLIB;
    z.flush = NO_FLUSH;
    z.next_out = chunk;
    z.avail_out = PW_IDAT_SIZE;
    int status = 0;
    for (int y = 0; y < height && status == 0; y++) {
        pw_row_bytes(pixels + (size_t)y * (size_t)stride, width, layout, row);
        pw_png_paeth_row(row, above, size, bpp, filtered);
        z.next_in = filtered;
        z.avail_in = (uint32_t)(1 + size);
        z.end_of_stream = y + 1 == height;
        status = pw_deflate_into_idat(png, &z, chunk);
        unsigned char *done = above;
        above = row;
        row = done;
    }
    free(rows);
    if (status != 0) return "igzip could not deflate the rows";
    png_write_chunk(png, (png_const_bytep)"IEND", NULL, 0);
    return NULL;
}

int pw_png_encode(const unsigned char *pixels, int width, int height, int stride, pw_png_pixels layout,
                  const pw_png_text *texts, int text_count, pw_png_packing packing,
                  unsigned char **out, size_t *out_size, char *error, size_t error_size) {
    if (error && error_size) error[0] = 0;
    *out = NULL;
    *out_size = 0;
    if (layout != PW_PNG_RGB && layout != PW_PNG_RGBA && layout != PW_PNG_CAIRO_RGB24) {
        if (error && error_size) snprintf(error, error_size, "unsupported pixel layout %d", (int)layout);
        return -1;
    }
    pw_sink sink = {error, error_size, NULL, 0, 0, 0};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &sink, pw_on_error, pw_on_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    png_textp chunks = NULL;
    if (!png || !info) {
        png_destroy_write_struct(&png, &info);
        if (error && error_size) snprintf(error, error_size, "out of memory");
        return -1;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(chunks);
        free(sink.data);
        return -1;
    }
    png_set_write_fn(png, &sink, pw_on_write, pw_on_flush);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
                 layout == PW_PNG_RGBA ? PNG_COLOR_TYPE_RGBA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (text_count > 0) {
        chunks = calloc((size_t)text_count, sizeof(png_text));
        if (!chunks) png_error(png, "out of memory");
        for (int i = 0; i < text_count; i++) {
            chunks[i].compression = texts[i].international ? PNG_ITXT_COMPRESSION_NONE : PNG_TEXT_COMPRESSION_NONE;
            chunks[i].key = (png_charp)texts[i].key;
            chunks[i].text = (png_charp)texts[i].text;
            chunks[i].text_length = strlen(texts[i].text);
            chunks[i].lang = texts[i].international ? (png_charp)"" : NULL;
            chunks[i].lang_key = texts[i].international ? (png_charp)"" : NULL;
        }
        png_set_text(png, info, chunks, text_count);
    }
    png_write_info(png, info);
    if (packing == PW_PNG_PAETH_IGZIP) {
        const char *failure = pw_write_paeth_igzip(png, pixels, width, height, stride, layout);
        if (failure) png_error(png, failure);
    } else {
        pw_write_rows(png, pixels, height, stride, layout);
        png_write_end(png, info);
    }
    if (sink.out_of_memory) png_error(png, "out of memory");
    png_destroy_write_struct(&png, &info);
    free(chunks);
    *out = sink.data;
    *out_size = sink.size;
    return 0;
}
