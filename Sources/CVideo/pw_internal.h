#ifndef PHOTOWRAPPED_VIDEO_INTERNAL_H
#define PHOTOWRAPPED_VIDEO_INTERNAL_H

#include "pw_ffmpeg.h"

#include <stddef.h>

/* The muxer every stream's packets go through, and the seconds spent writing them. */
typedef struct {
    AVFormatContext *format;
    AVPacket *packet;
    double seconds;
} pw_mux;

/* Moves every packet `encoder` has ready into the muxer, interleaved with the other stream. */
int pw_mux_drain(pw_mux *mux, AVCodecContext *encoder, AVStream *stream, char *error, size_t error_size);

/* Writes `reason` into `error`; returns -1. */
int pw_reason(char *error, size_t error_size, const char *reason);

/* Writes FFmpeg's words for `code` after `what`, as one line. */
int pw_fail(char *error, size_t error_size, const char *what, int code);

/* Seconds on a monotonic clock. */
double pw_now(void);

/* 48 kHz stereo planar float: what FFmpeg's native AAC encoder takes, and what phones play. */
#define PW_MUSIC_RATE 48000

/* An audio file, decoded and resampled to PW_MUSIC_RATE stereo float planes. */
typedef struct {
    AVFormatContext *input;
    AVCodecContext *decoder;
    SwrContext *resampler;
    AVPacket *packet;
    AVFrame *frame;
    int stream;
    int ended;
} pw_source;

/* Opens the best audio stream of `path` and its decoder; on failure, a one-line reason. */
int pw_source_open(pw_source *source, const char *path, char *error, size_t error_size);

/* Decodes the next packet's audio, resampled, into `fifo` (or nowhere, when NULL). Returns the
 * samples added, 0 when the packet held none, or -1 on error; `ended` is set once drained. */
int pw_source_step(pw_source *source, AVAudioFifo *fifo, char *error, size_t error_size);

void pw_source_close(pw_source *source);

/* The music: a file decoded, resampled to the AAC encoder's format, encoded as the video
 * advances, and faded out at the end. */
typedef struct pw_music pw_music;

/* Adds an AAC stream for `path` to the muxer. The stream's header is written later, with the video's. */
pw_music *pw_music_open(pw_mux *mux, const char *path, char *error, size_t error_size);

/* Encodes the music up to `video_seconds` less the fade, which waits until the end is known. */
int pw_music_advance(pw_music *music, double video_seconds, char *error, size_t error_size);

/* Encodes the rest of the music up to the video's end (or its own, if sooner), faded, and flushes. */
int pw_music_finish(pw_music *music, double video_seconds, char *error, size_t error_size);

void pw_music_free(pw_music *music);

#endif
