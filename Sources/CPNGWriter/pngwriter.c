#include "pngwriter.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

typedef struct {
    char *error;
    size_t error_size;
    unsigned char *data;
    size_t size;
    size_t capacity;
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
    if (sink->size + length > sink->capacity) {
        size_t capacity = sink->capacity ? sink->capacity * 2 : 1 << 20;
        while (capacity < sink->size + length) capacity *= 2;
        unsigned char *grown = realloc(sink->data, capacity);
        if (!grown) png_error(png, "out of memory");
        sink->data = grown;
        sink->capacity = capacity;
    }
    memcpy(sink->data + sink->size, bytes, length);
    sink->size += length;
}

static void pw_on_flush(png_structp png) {
    (void)png;
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
    pw_sink sink = {error, error_size, NULL, 0, 0};
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
    if (packing == PW_PNG_PAETH_RLE) {
        png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_PAETH);
        png_set_compression_strategy(png, Z_RLE);
    }
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
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    free(chunks);
    *out = sink.data;
    *out_size = sink.size;
    return 0;
}
