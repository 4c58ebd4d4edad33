#ifndef PHOTOWRAPPED_VIDEO_INTERNAL_H
#define PHOTOWRAPPED_VIDEO_INTERNAL_H

#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <stddef.h>

/* The muxer every stream's packets go through, and the seconds spent writing them. */
typedef struct {
    AVFormatContext *format;
    AVPacket *packet;
    double seconds;
} pw_mux;

/* Moves every packet `encoder` has ready into the muxer, interleaved with the other stream. */
int pw_mux_drain(pw_mux *mux, AVCodecContext *encoder, AVStream *stream, char *error, size_t error_size);

/* Writes FFmpeg's words for `code` after `what`, as one line. */
int pw_fail(char *error, size_t error_size, const char *what, int code);

/* Seconds on a monotonic clock. */
double pw_now(void);

/* Silences FFmpeg's log, once: the libraries never print. */
void pw_quiet(void);

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
