#include "pw_internal.h"
#include "pw_video.h"

#include <errno.h>
#include <libavutil/channel_layout.h>
#include <string.h>
#include <sys/stat.h>

/* Packets the check reads before it gives up finding a decodable audio frame. */
#define PW_MUSIC_CHECK_PACKETS 500

int pw_reason(char *error, size_t error_size, const char *reason) {
    snprintf(error, error_size, "%s", reason);
    return -1;
}

void pw_source_close(pw_source *source) {
    swr_free(&source->resampler);
    avcodec_free_context(&source->decoder);
    avformat_close_input(&source->input);
    av_packet_free(&source->packet);
    av_frame_free(&source->frame);
}

int pw_source_open(pw_source *source, const char *path, char *error, size_t error_size) {
    memset(source, 0, sizeof *source);
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
int pw_source_step(pw_source *source, AVAudioFifo *fifo, char *error, size_t error_size) {
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
    if (pw_ffmpeg_load(error, error_size) != 0) return -1;
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
