#include "exifarena.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum { ARENA_BYTES = 1 << 20, ALIGN = 16 };

/*
 * Each block starts with a header: its size, and for a block that came from the heap, the
 * heap block allocated before it since the last reset (HEAP_END for the first). The
 * thread's ExifMem, allocated before the first reset and kept for the thread's life, has
 * none (NULL), like the arena's blocks.
 */
typedef struct block_header {
    size_t size;
    struct block_header *older_on_heap;
} block_header;

static block_header heap_end;
#define HEAP_END (&heap_end)

static __thread unsigned char *arena;
static __thread size_t used;
static __thread ExifMem *thread_mem;
static __thread block_header *newest_on_heap = HEAP_END;

static void *arena_alloc(ExifLong size) {
    size_t need = (sizeof(block_header) + (size_t)size + ALIGN - 1) & ~(size_t)(ALIGN - 1);
    block_header *header;
    if (!arena) arena = malloc(ARENA_BYTES);
    /* exif_mem_new allocates the ExifMem itself through us: that one must outlive resets. */
    if (thread_mem && arena && used + need <= ARENA_BYTES) {
        header = (block_header *)(arena + used);
        used += need;
        memset(header, 0, need);
    } else {
        header = calloc(1, need);
        if (!header) return NULL;
        if (thread_mem) {
            header->older_on_heap = newest_on_heap;
            newest_on_heap = header;
        }
    }
    header->size = size;
    return header + 1;
}

/* Nothing is freed block by block: the next reset takes back the arena and the heap blocks. */
static void arena_free(void *pointer) {
    (void)pointer;
}

static void *arena_realloc(void *pointer, ExifLong size) {
    if (!pointer) return arena_alloc(size);
    block_header *header = (block_header *)pointer - 1;
    if (size <= header->size) return pointer;
    void *grown = arena_alloc(size);
    if (!grown) return NULL;
    memcpy(grown, pointer, header->size);
    return grown;
}

ExifMem *pw_exif_arena_begin(void) {
    used = 0;
    while (newest_on_heap != HEAP_END) {
        block_header *block = newest_on_heap;
        newest_on_heap = block->older_on_heap;
        free(block);
    }
    if (!thread_mem) thread_mem = exif_mem_new(arena_alloc, arena_realloc, arena_free);
    return thread_mem;
}
