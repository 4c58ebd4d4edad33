#include "pw_internal.h"
#include "pw_video.h"

#include <errno.h>
#include <libavutil/audio_fifo.h>
#include <libavutil/channel_layout.h>
#include <libavutil/opt.h>
#include <libswresample/swresample.h>
#include <string.h>
#include <sys/stat.h>

/* 48 kHz stereo planar float: what FFmpeg's native AAC encoder takes, and what phones play. */
#define PW_MUSIC_RATE 48000
/* AAC-LC at 160 kb/s: transparent enough for music under a story, small beside the video. */
#define PW_MUSIC_BIT_RATE 160000
/* The music fades out over the video's last two seconds, so that it ends with the finale
 * instead of being cut mid-note. Music that ends sooner fades over its own last two seconds. */
#define PW_MUSIC_FADE_SECONDS 2.0
/* Packets the check reads before it gives up finding a decodable audio frame. */
#define PW_MUSIC_CHECK_PACKETS 500

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

static void pw_source_close(pw_source *source) {
    swr_free(&source->resampler);
    avcodec_free_context(&source->decoder);
    avformat_close_input(&source->input);
    av_packet_free(&source->packet);
    av_frame_free(&source->frame);
}

static int pw_reason(char *error, size_t error_size, const char *reason) {
    snprintf(error, error_size, "%s", reason);
    return -1;
}

static int pw_source_open(pw_source *source, const char *path, char *error, size_t error_size) {
    memset(source, 0, sizeof *source);
    pw_quiet();
    struct stat info;
    if (stat(path, &info) != 0) {
        if (errno == ENOENT) return pw_reason(error, error_size, "no such file");
        return pw_reason(error, error_size, strerror(errno));
    }
    if (S_ISDIR(info.st_mode)) return pw_reason(error, error_size, "is a folder, not an audio file");
    if (info.st_size == 0) return pw_reason(error, error_size, "is an empty file, not an audio file");
    int code = avformat_open_input(&source->input, path, NULL, NULL);
    if (code == AVERROR_INVALIDDATA) return pw_reason(error, error_size, "not an audio file: no format FFmpeg knows");
    if (code == AVERROR(EACCES)) return pw_reason(error, error_size, strerror(EACCES));
    /* A text file named .mp3 is probed as MP3 by its name, and fails as EINVAL, not INVALIDDATA. */
    if (code < 0) return pw_fail(error, error_size, "not an audio file FFmpeg can read", code);
    code = avformat_find_stream_info(source->input, NULL);
    if (code < 0) return pw_fail(error, error_size, "not an audio file", code);
    const AVCodec *codec = NULL;
    source->stream = av_find_best_stream(source->input, AVMEDIA_TYPE_AUDIO, -1, -1, &codec, 0);
    if (source->stream == AVERROR_STREAM_NOT_FOUND) return pw_reason(error, error_size, "not an audio file: it holds no audio stream");
    if (source->stream < 0 || !codec) {
        const AVCodecDescriptor *d = source->stream >= 0
            ? avcodec_descriptor_get(source->input->streams[source->stream]->codecpar->codec_id) : NULL;
        snprintf(error, error_size, "its audio (%s) has no decoder here", d ? d->name : "unknown codec");
        return -1;
    }
    source->decoder = avcodec_alloc_context3(codec);
    source->packet = av_packet_alloc();
    source->frame = av_frame_alloc();
    if (!source->decoder || !source->packet || !source->frame) return pw_reason(error, error_size, "out of memory");
    code = avcodec_parameters_to_context(source->decoder, source->input->streams[source->stream]->codecpar);
    if (code >= 0) code = avcodec_open2(source->decoder, codec, NULL);
    if (code < 0) return pw_fail(error, error_size, "its audio cannot be decoded", code);
    return 0;
}

/* The resampler, made for the first decoded frame's format. */
static int pw_source_resampler(pw_source *source, const AVFrame *frame, char *error, size_t error_size) {
    if (source->resampler) return 0;
    AVChannelLayout in = {0};
    if (frame->ch_layout.order == AV_CHANNEL_ORDER_UNSPEC) av_channel_layout_default(&in, frame->ch_layout.nb_channels);
    else av_channel_layout_copy(&in, &frame->ch_layout);
    AVChannelLayout stereo = AV_CHANNEL_LAYOUT_STEREO;
    int code = swr_alloc_set_opts2(&source->resampler, &stereo, AV_SAMPLE_FMT_FLTP, PW_MUSIC_RATE, &in, frame->format,
                                   frame->sample_rate, 0, NULL);
    av_channel_layout_uninit(&in);
    if (code >= 0) code = swr_init(source->resampler);
    if (code < 0) return pw_fail(error, error_size, "its audio cannot be resampled", code);
    return 0;
}

/* Resamples `frame` (or, when NULL, what the resampler still holds) into `fifo`. */
static int pw_source_resample(pw_source *source, const AVFrame *frame, AVAudioFifo *fifo, char *error, size_t error_size) {
    if (!source->resampler) return 0;
    int room = swr_get_out_samples(source->resampler, frame ? frame->nb_samples : 0);
    if (room <= 0) return 0;
    uint8_t **planes = NULL;
    int code = av_samples_alloc_array_and_samples(&planes, NULL, 2, room, AV_SAMPLE_FMT_FLTP, 0);
    if (code < 0) return pw_fail(error, error_size, "out of memory", code);
    int made = swr_convert(source->resampler, planes, room, frame ? (const uint8_t **)frame->extended_data : NULL,
                           frame ? frame->nb_samples : 0);
    if (made > 0 && fifo && av_audio_fifo_write(fifo, (void **)planes, made) < made) made = AVERROR(ENOMEM);
    av_freep(&planes[0]);
    av_freep(&planes);
    if (made < 0) return pw_fail(error, error_size, "its audio cannot be resampled", made);
    return made;
}

/* Decodes the next packet's audio into `fifo`. Returns the samples added, 0 when the packet
 * held none, or -1 on error; `source->ended` is set once the file is drained. */
static int pw_source_step(pw_source *source, AVAudioFifo *fifo, char *error, size_t error_size) {
    int code = av_read_frame(source->input, source->packet);
    if (code == AVERROR_EOF) code = avcodec_send_packet(source->decoder, NULL);
    else if (code < 0) return pw_fail(error, error_size, "its audio cannot be read", code);
    else if (source->packet->stream_index != source->stream) {
        av_packet_unref(source->packet);
        return 0;
    } else {
        code = avcodec_send_packet(source->decoder, source->packet);
        av_packet_unref(source->packet);
        /* One damaged packet in the middle of a song is skipped, as players do. */
        if (code == AVERROR_INVALIDDATA) return 0;
    }
    if (code < 0 && code != AVERROR_EOF) return pw_fail(error, error_size, "its audio cannot be decoded", code);
    int added = 0;
    for (;;) {
        code = avcodec_receive_frame(source->decoder, source->frame);
        if (code == AVERROR(EAGAIN)) return added;
        if (code == AVERROR_EOF) {
            source->ended = 1;
            int rest = pw_source_resample(source, NULL, fifo, error, error_size);
            return rest < 0 ? -1 : added + rest;
        }
        if (code == AVERROR_INVALIDDATA) continue;
        if (code < 0) return pw_fail(error, error_size, "its audio cannot be decoded", code);
        int made = pw_source_resampler(source, source->frame, error, error_size) == 0
            ? pw_source_resample(source, source->frame, fifo, error, error_size) : -1;
        av_frame_unref(source->frame);
        if (made < 0) return -1;
        added += made;
    }
}

int pw_music_check(const char *path, char *error, size_t error_size) {
    pw_source source;
    int code = pw_source_open(&source, path, error, error_size);
    for (int packets = 0; code == 0; packets++) {
        int got = pw_source_step(&source, NULL, error, error_size);
        if (got < 0) code = -1;
        else if (source.resampler) break;
        else if (source.ended || packets >= PW_MUSIC_CHECK_PACKETS) code = pw_reason(error, error_size, "not an audio file: no audio could be decoded");
    }
    pw_source_close(&source);
    return code;
}

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
