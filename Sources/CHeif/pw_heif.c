#include "pw_heif.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>

static pw_heif_table pw_heif;
static pthread_once_t pw_heif_once = PTHREAD_ONCE_INIT;
static bool pw_heif_loaded;

static void pw_heif_open(void) {
    /* The soname of the major version the header was compiled against: another's ABI may differ. */
    char name[32];
    snprintf(name, sizeof name, "libheif.so.%d", LIBHEIF_NUMERIC_VERSION >> 24);
    void *handle = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    if (!handle) return;
#define PW_HEIF_RESOLVE(name)                                    \
    pw_heif.name = (__typeof__(name) *)dlsym(handle, #name);     \
    if (!pw_heif.name) return;
    PW_HEIF_FUNCTIONS(PW_HEIF_RESOLVE)
#undef PW_HEIF_RESOLVE
    pw_heif_loaded = true;
}

const pw_heif_table *pw_heif_load(void) {
    pthread_once(&pw_heif_once, pw_heif_open);
    return pw_heif_loaded ? &pw_heif : NULL;
}
