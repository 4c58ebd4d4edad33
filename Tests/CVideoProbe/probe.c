#include "pw_probe.h"

#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/pixdesc.h>
#include <libswscale/swscale.h>
#include <math.h>
#include <string.h>

#define PW_PROBE_MAX_STREAMS 8

typedef struct {
    AVFormatContext *format;
    AVCodecContext *decoders[PW_PROBE_MAX_STREAMS];
    AVPacket *packet;
    AVFrame *frame;
} pw_input;

/* Called with each decoded frame; returns 1 to stop decoding, 0 to go on, negative on error. */
typedef int (*pw_frame_fn)(void *context, const AVStream *stream, const AVFrame *frame);

static int pw_probe_fail(char *error, size_t error_size, const char *what, int code) {
    char words[AV_ERROR_MAX_STRING_SIZE];
    av_strerror(code, words, sizeof words);
    snprintf(error, error_size, "%s: %s", what, words);
    return -1;
}

static void pw_input_close(pw_input *input) {
    for (int i = 0; i < PW_PROBE_MAX_STREAMS; i++) avcodec_free_context(&input->decoders[i]);
    avformat_close_input(&input->format);
    av_packet_free(&input->packet);
    av_frame_free(&input->frame);
}

static int pw_input_open(pw_input *input, const char *path, int decode, char *error, size_t error_size) {
    memset(input, 0, sizeof *input);
    av_log_set_level(AV_LOG_QUIET);
    int code = avformat_open_input(&input->format, path, NULL, NULL);
    if (code >= 0) code = avformat_find_stream_info(input->format, NULL);
    if (code < 0) return pw_probe_fail(error, error_size, "cannot open", code);
    input->packet = av_packet_alloc();
    input->frame = av_frame_alloc();
    for (unsigned i = 0; decode && i < input->format->nb_streams && i < PW_PROBE_MAX_STREAMS; i++) {
        const AVCodecParameters *par = input->format->streams[i]->codecpar;
        const AVCodec *codec = avcodec_find_decoder(par->codec_id);
        if (!codec) continue;
        input->decoders[i] = avcodec_alloc_context3(codec);
        code = avcodec_parameters_to_context(input->decoders[i], par);
        input->decoders[i]->thread_count = 1;
        if (code >= 0) code = avcodec_open2(input->decoders[i], codec, NULL);
        if (code < 0) return pw_probe_fail(error, error_size, "cannot open a decoder", code);
    }
    return 0;
}

static int pw_receive(pw_input *input, int index, pw_frame_fn each, void *context, char *error, size_t error_size) {
    for (;;) {
        int code = avcodec_receive_frame(input->decoders[index], input->frame);
        if (code == AVERROR(EAGAIN) || code == AVERROR_EOF) return 0;
        if (code < 0) return pw_probe_fail(error, error_size, "cannot decode", code);
        int verdict = each(context, input->format->streams[index], input->frame);
        av_frame_unref(input->frame);
        if (verdict != 0) return verdict;
    }
}

/* Decodes every stream with a decoder, in file order, handing each frame to `each`. */
static int pw_decode(pw_input *input, pw_frame_fn each, void *context, char *error, size_t error_size) {
    for (;;) {
        int code = av_read_frame(input->format, input->packet);
        if (code == AVERROR_EOF) break;
        if (code < 0) return pw_probe_fail(error, error_size, "cannot read", code);
        int index = input->packet->stream_index;
        AVCodecContext *decoder = index < PW_PROBE_MAX_STREAMS ? input->decoders[index] : NULL;
        code = decoder ? avcodec_send_packet(decoder, input->packet) : 0;
        av_packet_unref(input->packet);
        if (code < 0) return pw_probe_fail(error, error_size, "cannot decode", code);
        int verdict = decoder ? pw_receive(input, index, each, context, error, error_size) : 0;
        if (verdict != 0) return verdict < 0 ? verdict : 0;
    }
    for (int i = 0; i < PW_PROBE_MAX_STREAMS; i++) {
        if (!input->decoders[i]) continue;
        avcodec_send_packet(input->decoders[i], NULL);
        int verdict = pw_receive(input, i, each, context, error, error_size);
        if (verdict != 0) return verdict < 0 ? verdict : 0;
    }
    return 0;
}

typedef struct {
    pw_probe_stream *streams;
    int count;
    double last_key[PW_PROBE_MAX_STREAMS];
    double last_time[PW_PROBE_MAX_STREAMS];
} pw_counting;

static int pw_count_frame(void *context, const AVStream *stream, const AVFrame *frame) {
    pw_counting *counting = context;
    if (stream->index >= counting->count) return 0;
    pw_probe_stream *s = &counting->streams[stream->index];
    double time = (double)frame->best_effort_timestamp * av_q2d(stream->time_base);
    s->frame_count++;
    counting->last_time[stream->index] = time;
    if (frame->key_frame && !s->is_audio) {
        if (s->keyframe_count > 0 && time - counting->last_key[stream->index] > s->longest_keyframe_gap)
            s->longest_keyframe_gap = time - counting->last_key[stream->index];
        s->keyframe_count++;
        counting->last_key[stream->index] = time;
    }
    return 0;
}

static void pw_copy(char *into, size_t size, const char *text) { snprintf(into, size, "%s", text ? text : ""); }

int pw_probe_streams(const char *path, pw_probe_stream *streams, int capacity, int *count, char *error, size_t error_size) {
    pw_input input;
    int code = pw_input_open(&input, path, 1, error, error_size);
    pw_counting counting = {streams, 0, {0}, {0}};
    for (unsigned i = 0; code == 0 && i < input.format->nb_streams && (int)i < capacity && i < PW_PROBE_MAX_STREAMS; i++) {
        const AVStream *st = input.format->streams[i];
        const AVCodecParameters *par = st->codecpar;
        pw_probe_stream *s = &streams[i];
        memset(s, 0, sizeof *s);
        s->index = (int)i;
        s->is_audio = par->codec_type == AVMEDIA_TYPE_AUDIO;
        pw_copy(s->codec, sizeof s->codec, avcodec_get_name(par->codec_id));
        pw_copy(s->profile, sizeof s->profile, avcodec_profile_name(par->codec_id, par->profile));
        pw_copy(s->format, sizeof s->format, s->is_audio ? av_get_sample_fmt_name(par->format) : av_get_pix_fmt_name(par->format));
        s->width = par->width;
        s->height = par->height;
        s->rate_num = st->avg_frame_rate.num;
        s->rate_den = st->avg_frame_rate.den;
        s->sample_rate = par->sample_rate;
        s->channels = par->ch_layout.nb_channels;
        pw_copy(s->color_space, sizeof s->color_space, av_color_space_name(par->color_space));
        pw_copy(s->color_primaries, sizeof s->color_primaries, av_color_primaries_name(par->color_primaries));
        pw_copy(s->color_transfer, sizeof s->color_transfer, av_color_transfer_name(par->color_trc));
        s->duration = st->duration == AV_NOPTS_VALUE ? 0 : (double)st->duration * av_q2d(st->time_base);
        counting.count = (int)i + 1;
    }
    if (code == 0) code = pw_decode(&input, pw_count_frame, &counting, error, error_size);
    for (int i = 0; code == 0 && i < counting.count; i++) {
        pw_probe_stream *s = &streams[i];
        double tail = counting.last_time[i] + (s->rate_num ? (double)s->rate_den / s->rate_num : 0) - counting.last_key[i];
        if (!s->is_audio && s->keyframe_count > 0 && tail > s->longest_keyframe_gap) s->longest_keyframe_gap = tail;
    }
    *count = counting.count;
    pw_input_close(&input);
    return code;
}

int pw_probe_tags(const char *path, pw_probe_tag_fn tag, void *context, char *error, size_t error_size) {
    pw_input input;
    int code = pw_input_open(&input, path, 0, error, error_size);
    const AVDictionaryEntry *entry = NULL;
    while (code == 0 && (entry = av_dict_get(input.format->metadata, "", entry, AV_DICT_IGNORE_SUFFIX)))
        tag(context, -1, entry->key, entry->value);
    for (unsigned i = 0; code == 0 && i < input.format->nb_streams; i++) {
        entry = NULL;
        while ((entry = av_dict_get(input.format->streams[i]->metadata, "", entry, AV_DICT_IGNORE_SUFFIX)))
            tag(context, (int)i, entry->key, entry->value);
    }
    pw_input_close(&input);
    return code;
}

typedef struct {
    int64_t wanted, seen;
    unsigned char *rgb;
    int width, height;
    int done;
    char *error;
    size_t error_size;
} pw_grab;

static int pw_grab_frame(void *context, const AVStream *stream, const AVFrame *frame) {
    pw_grab *grab = context;
    if (stream->codecpar->codec_type != AVMEDIA_TYPE_VIDEO || grab->seen++ != grab->wanted) return 0;
    if (frame->width != grab->width || frame->height != grab->height) {
        snprintf(grab->error, grab->error_size, "the frame is %dx%d, not %dx%d", frame->width, frame->height, grab->width, grab->height);
        return -1;
    }
    struct SwsContext *sws = sws_getContext(frame->width, frame->height, frame->format, frame->width, frame->height, AV_PIX_FMT_RGB24,
                                            SWS_BICUBIC | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INT, NULL, NULL, NULL);
    if (!sws) {
        snprintf(grab->error, grab->error_size, "cannot convert the frame to RGB");
        return -1;
    }
    int space = frame->colorspace == AVCOL_SPC_UNSPECIFIED ? SWS_CS_DEFAULT : (int)frame->colorspace;
    const int *matrix = sws_getCoefficients(space);
    sws_setColorspaceDetails(sws, matrix, frame->color_range == AVCOL_RANGE_JPEG, matrix, 1, 0, 1 << 16, 1 << 16);
    uint8_t *planes[1] = {grab->rgb};
    int strides[1] = {grab->width * 3};
    sws_scale(sws, (const uint8_t *const *)frame->data, frame->linesize, 0, frame->height, planes, strides);
    sws_freeContext(sws);
    grab->done = 1;
    return 1;
}

int pw_probe_rgb_frame(const char *path, int64_t index, unsigned char *rgb, int width, int height, char *error, size_t error_size) {
    pw_input input;
    int code = pw_input_open(&input, path, 1, error, error_size);
    for (int i = 0; code == 0 && i < PW_PROBE_MAX_STREAMS; i++)
        if (input.decoders[i] && input.decoders[i]->codec_type != AVMEDIA_TYPE_VIDEO) avcodec_free_context(&input.decoders[i]);
    pw_grab grab = {index, 0, rgb, width, height, 0, error, error_size};
    if (code == 0) code = pw_decode(&input, pw_grab_frame, &grab, error, error_size);
    if (code == 0 && !grab.done) {
        snprintf(error, error_size, "the video has %lld frames, not %lld", (long long)grab.seen, (long long)index + 1);
        code = -1;
    }
    pw_input_close(&input);
    return code;
}

typedef struct {
    double start, end, sum;
    int64_t samples;
    char *error;
    size_t error_size;
} pw_loudness;

static int pw_measure(void *context, const AVStream *stream, const AVFrame *frame) {
    pw_loudness *loudness = context;
    if (stream->codecpar->codec_type != AVMEDIA_TYPE_AUDIO) return 0;
    if (frame->format != AV_SAMPLE_FMT_FLTP) {
        snprintf(loudness->error, loudness->error_size, "the audio is %s, not fltp", av_get_sample_fmt_name(frame->format));
        return -1;
    }
    double first = (double)frame->best_effort_timestamp * av_q2d(stream->time_base);
    for (int i = 0; i < frame->nb_samples; i++) {
        double time = first + (double)i / frame->sample_rate;
        if (time < loudness->start || time >= loudness->end) continue;
        for (int c = 0; c < frame->ch_layout.nb_channels; c++) {
            double v = ((const float *)frame->extended_data[c])[i];
            loudness->sum += v * v;
            loudness->samples++;
        }
    }
    return 0;
}

int pw_probe_audio_rms(const char *path, double start, double end, double *rms, char *error, size_t error_size) {
    pw_input input;
    int code = pw_input_open(&input, path, 1, error, error_size);
    for (int i = 0; code == 0 && i < PW_PROBE_MAX_STREAMS; i++)
        if (input.decoders[i] && input.decoders[i]->codec_type != AVMEDIA_TYPE_AUDIO) avcodec_free_context(&input.decoders[i]);
    pw_loudness loudness = {start, end, 0, 0, error, error_size};
    if (code == 0) code = pw_decode(&input, pw_measure, &loudness, error, error_size);
    if (code == 0 && loudness.samples == 0) {
        snprintf(error, error_size, "no audio between %.2f s and %.2f s", start, end);
        code = -1;
    }
    if (code == 0) *rms = sqrt(loudness.sum / (double)loudness.samples);
    pw_input_close(&input);
    return code;
}
