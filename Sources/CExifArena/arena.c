#include "exifarena.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum { ARENA_BYTES = 1 << 20, ALIGN = 16 };

/* Each block starts with a header: its size, and whether it came from the heap. */
typedef struct {
    size_t size;
    size_t on_heap;
} block_header;

static __thread unsigned char *arena;
static __thread size_t used;
static __thread ExifMem *thread_mem;

static void *arena_alloc(ExifLong size) {
    size_t need = (sizeof(block_header) + (size_t)size + ALIGN - 1) & ~(size_t)(ALIGN - 1);
    block_header *header;
    if (!arena) arena = malloc(ARENA_BYTES);
    /* exif_mem_new allocates the ExifMem itself through us: that one must outlive resets. */
    if (thread_mem && arena && used + need <= ARENA_BYTES) {
        header = (block_header *)(arena + used);
        used += need;
        memset(header, 0, need);
        header->on_heap = 0;
    } else {
        header = calloc(1, need);
        if (!header) return NULL;
        header->on_heap = 1;
    }
    header->size = size;
    return header + 1;
}

static void arena_free(void *pointer) {
    if (!pointer) return;
    block_header *header = (block_header *)pointer - 1;
    if (header->on_heap) free(header);
}

static void *arena_realloc(void *pointer, ExifLong size) {
    if (!pointer) return arena_alloc(size);
    block_header *header = (block_header *)pointer - 1;
    if (size <= header->size) return pointer;
    void *grown = arena_alloc(size);
    if (!grown) return NULL;
    memcpy(grown, pointer, header->size);
    arena_free(pointer);
    return grown;
}

ExifMem *pw_exif_arena_begin(void) {
    used = 0;
    if (!thread_mem) thread_mem = exif_mem_new(arena_alloc, arena_realloc, arena_free);
    return thread_mem;
}
