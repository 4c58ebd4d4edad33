#ifndef PHOTOWRAPPED_PROBE_H
#define PHOTOWRAPPED_PROBE_H

#include <stddef.h>
#include <stdint.h>

/*
 * Reads an MP4 back through libavformat and libavcodec, for tests: each stream's parameters,
 * every metadata tag, a decoded frame as RGB, and the loudness of the audio over a window.
 * Every function returns 0, or non-zero with FFmpeg's reason in `error`.
 */

typedef struct {
    int index;
    int is_audio;         /* 1 for audio, 0 for video */
    char codec[32];       /* "h264", "aac" */
    char profile[32];     /* "High", "LC" */
    char format[32];      /* pixel format ("yuv420p") or sample format ("fltp") */
    int width, height;
    int rate_num, rate_den; /* the video's average frame rate */
    int sample_rate, channels;
    char color_space[16], color_primaries[16], color_transfer[16];
    double duration;      /* seconds, as the container says */
    int64_t frame_count;  /* frames decoded from the whole stream */
    int64_t keyframe_count;
    double longest_keyframe_gap; /* seconds between consecutive keyframes, at most */
} pw_probe_stream;

/* Up to `capacity` streams of `path`, each decoded to the end to count its frames. */
int pw_probe_streams(const char *path, pw_probe_stream *streams, int capacity, int *count, char *error, size_t error_size);

/* Calls `tag` for every metadata tag: stream -1 for the file's own, else the stream's index. */
typedef void (*pw_probe_tag_fn)(void *context, int stream, const char *key, const char *value);
int pw_probe_tags(const char *path, pw_probe_tag_fn tag, void *context, char *error, size_t error_size);

/* The video's frame `index` (in presentation order), decoded and converted to RGB24 with the
 * stream's own colour matrix, into `rgb` (width × height × 3 bytes). */
int pw_probe_rgb_frame(const char *path, int64_t index, unsigned char *rgb, int width, int height, char *error, size_t error_size);

/* The root mean square of the audio's samples (all channels, as float) from `start` to `end` seconds. */
int pw_probe_audio_rms(const char *path, double start, double end, double *rms, char *error, size_t error_size);

#endif
