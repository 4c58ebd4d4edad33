#ifndef PHOTOWRAPPED_VIDEO_H
#define PHOTOWRAPPED_VIDEO_H

#include <stddef.h>

/*
 * The story video's encoder, over FFmpeg's libraries (never the ffmpeg program): H.264 High
 * profile through libx264, yuv420p with BT.709 tags, in an MP4 with +faststart, and optionally
 * a music track as AAC-LC, trimmed to the video and faded out at its end.
 *
 * The MP4 carries a title and the encoder's name, nothing else: no creation time, no location.
 * Nothing here prints: FFmpeg's own log is silenced, and errors come back as text in `error`.
 */

typedef struct pw_video pw_video;

/* Seconds spent in each phase of a video's life. Audio decoding, resampling and encoding count
 * as encode; writing packets, the trailer and the +faststart rewrite count as mux. */
typedef struct {
    double convert;
    double encode;
    double mux;
} pw_video_timings;

/* Opens `path` for writing a width × height video (both even) at `fps` frames a second. `music`
 * is NULL or an audio file that pw_music_check accepts. Returns NULL with a reason in `error`. */
pw_video *pw_video_open(const char *path, int width, int height, int fps, const char *title, const char *music,
                        char *error, size_t error_size);

/* Appends one frame of B G R X bytes (a Cairo ARGB32/RGB24 surface on a little-endian machine),
 * `stride` bytes a row, shown for `count` frames in a row. It is converted once. Returns 0, or
 * non-zero with a reason in `error` (the handle must still be finished or abandoned). */
int pw_video_append(pw_video *video, const unsigned char *bgrx, int stride, int count, char *error, size_t error_size);

/* Flushes the encoders, ends the music and writes the trailer; frees the handle. Returns 0 and
 * the timings, or non-zero with a reason in `error`, having deleted the partial file. */
int pw_video_finish(pw_video *video, pw_video_timings *timings, char *error, size_t error_size);

/* Closes everything and deletes the partial file; frees the handle. */
void pw_video_abandon(pw_video *video);

/* Opens `path` and decodes its first audio: 0 if it can serve as music, non-zero with a
 * one-line reason in `error` ("no such file", "not an audio file: ...") otherwise. */
int pw_music_check(const char *path, char *error, size_t error_size);

#endif
