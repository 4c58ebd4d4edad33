#define PW_FFMPEG_LOADER
#include "pw_ffmpeg.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

pw_ffmpeg_table pw_ffmpeg;

#define PW_STRING(x) #x
#define PW_SONAME(library, major) "lib" #library ".so." PW_STRING(major)

/* The major versions the headers were compiled against: another's ABI may differ. */
static const char *const pw_ffmpeg_names[] = {
    PW_SONAME(avutil, LIBAVUTIL_VERSION_MAJOR), PW_SONAME(avcodec, LIBAVCODEC_VERSION_MAJOR),
    PW_SONAME(avformat, LIBAVFORMAT_VERSION_MAJOR), PW_SONAME(swresample, LIBSWRESAMPLE_VERSION_MAJOR),
    PW_SONAME(swscale, LIBSWSCALE_VERSION_MAJOR),
};
enum { pw_avutil, pw_avcodec, pw_avformat, pw_swresample, pw_swscale, pw_library_count };

static pthread_once_t pw_ffmpeg_once = PTHREAD_ONCE_INIT;
static char pw_ffmpeg_error[256];

static void pw_ffmpeg_open(void) {
    void *handles[pw_library_count];
    for (int i = 0; i < pw_library_count; i++) {
        handles[i] = dlopen(pw_ffmpeg_names[i], RTLD_NOW | RTLD_LOCAL);
        if (!handles[i]) {
            snprintf(pw_ffmpeg_error, sizeof pw_ffmpeg_error, "cannot load FFmpeg's %s: %s", pw_ffmpeg_names[i], dlerror());
            return;
        }
    }
#define PW_FFMPEG_RESOLVE(library, name)                                                                          \
    pw_ffmpeg.name = (__typeof__(name) *)dlsym(handles[pw_##library], #name);                                    \
    if (!pw_ffmpeg.name) {                                                                                        \
        snprintf(pw_ffmpeg_error, sizeof pw_ffmpeg_error, "FFmpeg's %s lacks %s", pw_ffmpeg_names[pw_##library], #name); \
        return;                                                                                                   \
    }
    PW_FFMPEG_FUNCTIONS(PW_FFMPEG_RESOLVE)
#undef PW_FFMPEG_RESOLVE
    pw_ffmpeg.av_log_set_level(AV_LOG_QUIET);
}

int pw_ffmpeg_load(char *error, size_t error_size) {
    pthread_once(&pw_ffmpeg_once, pw_ffmpeg_open);
    if (pw_ffmpeg_error[0] == 0) return 0;
    snprintf(error, error_size, "%s", pw_ffmpeg_error);
    return -1;
}
