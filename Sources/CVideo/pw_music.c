#include "pw_internal.h"

#include <libavutil/audio_fifo.h>
#include <libavutil/channel_layout.h>

/* AAC-LC at 160 kb/s: transparent enough for music under a story, small beside the video. */
#define PW_MUSIC_BIT_RATE 160000
/* The music fades out over the video's last two seconds, so that it ends with the finale
 * instead of being cut mid-note. Music that ends sooner fades over its own last two seconds. */
#define PW_MUSIC_FADE_SECONDS 2.0

struct pw_music {
    pw_source source;
    pw_mux *mux;
    AVCodecContext *encoder;
    AVStream *stream;
    AVAudioFifo *fifo;
    AVFrame *chunk;
    int64_t encoded;  /* samples sent to the encoder */
    int64_t decoded;  /* samples ever put in the fifo */
    int finished;
};

pw_music *pw_music_open(pw_mux *mux, const char *path, char *error, size_t error_size) {
    pw_music *music = av_mallocz(sizeof *music);
    if (!music) {
        pw_reason(error, error_size, "out of memory");
        return NULL;
    }
    music->mux = mux;
    if (pw_source_open(&music->source, path, error, error_size) != 0) goto fail;
    const AVCodec *aac = avcodec_find_encoder(AV_CODEC_ID_AAC);
    if (!aac) {
        pw_reason(error, error_size, "FFmpeg here has no AAC encoder");
        goto fail;
    }
    music->encoder = avcodec_alloc_context3(aac);
    music->stream = avformat_new_stream(mux->format, NULL);
    music->fifo = av_audio_fifo_alloc(AV_SAMPLE_FMT_FLTP, 2, PW_MUSIC_RATE);
    music->chunk = av_frame_alloc();
    if (!music->encoder || !music->stream || !music->fifo || !music->chunk) {
        pw_reason(error, error_size, "out of memory");
        goto fail;
    }
    AVCodecContext *e = music->encoder;
    e->sample_fmt = AV_SAMPLE_FMT_FLTP;
    e->sample_rate = PW_MUSIC_RATE;
    e->bit_rate = PW_MUSIC_BIT_RATE;
    e->profile = FF_PROFILE_AAC_LOW;
    e->time_base = (AVRational){1, PW_MUSIC_RATE};
    AVChannelLayout stereo = AV_CHANNEL_LAYOUT_STEREO;
    av_channel_layout_copy(&e->ch_layout, &stereo);
    if (mux->format->oformat->flags & AVFMT_GLOBALHEADER) e->flags |= AV_CODEC_FLAG_GLOBAL_HEADER;
    int code = avcodec_open2(e, aac, NULL);
    if (code >= 0) code = avcodec_parameters_from_context(music->stream->codecpar, e);
    if (code < 0) {
        pw_fail(error, error_size, "cannot start the AAC encoder", code);
        goto fail;
    }
    music->stream->time_base = e->time_base;
    return music;
fail:
    pw_music_free(music);
    return NULL;
}

void pw_music_free(pw_music *music) {
    if (!music) return;
    pw_source_close(&music->source);
    avcodec_free_context(&music->encoder);
    if (music->fifo) av_audio_fifo_free(music->fifo);
    av_frame_free(&music->chunk);
    av_free(music);
}

/* Decodes until the fifo reaches sample `until`, or the file ends. */
static int pw_music_fill(pw_music *music, int64_t until, char *error, size_t error_size) {
    while (music->decoded < until && !music->source.ended) {
        int got = pw_source_step(&music->source, music->fifo, error, error_size);
        if (got < 0) return -1;
        music->decoded += got;
    }
    return 0;
}

/* Sends the fifo's next `count` samples to the encoder; with an `end`, faded towards it. */
static int pw_music_encode(pw_music *music, int count, int64_t end, char *error, size_t error_size) {
    AVFrame *chunk = music->chunk;
    av_frame_unref(chunk);
    chunk->nb_samples = count;
    chunk->format = AV_SAMPLE_FMT_FLTP;
    chunk->sample_rate = PW_MUSIC_RATE;
    AVChannelLayout stereo = AV_CHANNEL_LAYOUT_STEREO;
    av_channel_layout_copy(&chunk->ch_layout, &stereo);
    int code = av_frame_get_buffer(chunk, 0);
    if (code < 0) return pw_fail(error, error_size, "out of memory", code);
    if (av_audio_fifo_read(music->fifo, (void **)chunk->extended_data, count) < count)
        return pw_reason(error, error_size, "the music's buffer ran dry");
    if (end > 0) {
        int64_t fade = (int64_t)(PW_MUSIC_FADE_SECONDS * PW_MUSIC_RATE);
        if (fade > end) fade = end;
        for (int i = 0; i < count; i++) {
            int64_t left = end - (music->encoded + i);
            if (left >= fade) continue;
            /* Squared, so the fall sounds even to the ear rather than sudden at the end. */
            float gain = left <= 0 ? 0.0f : (float)left / (float)fade;
            gain *= gain;
            for (int c = 0; c < 2; c++) ((float *)chunk->extended_data[c])[i] *= gain;
        }
    }
    chunk->pts = music->encoded;
    music->encoded += count;
    code = avcodec_send_frame(music->encoder, chunk);
    if (code < 0) return pw_fail(error, error_size, "the AAC encoder failed", code);
    return pw_mux_drain(music->mux, music->encoder, music->stream, error, error_size);
}

int pw_music_advance(pw_music *music, double video_seconds, char *error, size_t error_size) {
    if (music->finished) return 0;
    int64_t until = (int64_t)(video_seconds * PW_MUSIC_RATE);
    if (pw_music_fill(music, until, error, error_size) != 0) return -1;
    /* Held back: the fade's samples, which cannot be shaped until the end is known. */
    int64_t known = music->source.ended && music->decoded < until ? music->decoded : until;
    int64_t ready = known - (int64_t)(PW_MUSIC_FADE_SECONDS * PW_MUSIC_RATE);
    int size = music->encoder->frame_size;
    while (music->encoded + size <= ready)
        if (pw_music_encode(music, size, 0, error, error_size) != 0) return -1;
    return 0;
}

int pw_music_finish(pw_music *music, double video_seconds, char *error, size_t error_size) {
    if (music->finished) return 0;
    music->finished = 1;
    int64_t until = (int64_t)(video_seconds * PW_MUSIC_RATE);
    if (pw_music_fill(music, until, error, error_size) != 0) return -1;
    int64_t end = music->decoded < until ? music->decoded : until;
    int size = music->encoder->frame_size;
    while (music->encoded < end) {
        int64_t left = end - music->encoded;
        if (pw_music_encode(music, left < size ? (int)left : size, end, error, error_size) != 0) return -1;
    }
    int code = avcodec_send_frame(music->encoder, NULL);
    if (code < 0) return pw_fail(error, error_size, "the AAC encoder failed", code);
    return pw_mux_drain(music->mux, music->encoder, music->stream, error, error_size);
}
