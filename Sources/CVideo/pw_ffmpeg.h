#ifndef PHOTOWRAPPED_FFMPEG_H
#define PHOTOWRAPPED_FFMPEG_H

#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/audio_fifo.h>
#include <libavutil/channel_layout.h>
#include <libswresample/swresample.h>
#include <libswscale/swscale.h>
#include <stddef.h>

/*
 * FFmpeg's libraries, opened with dlopen the first time a video is made or music is checked,
 * not linked. Linked, they and the 130-odd libraries they need were loaded and relocated at
 * the start of every command, the scan's included: about 70 ms before main, more than the
 * rest of a rerun's own work. Every FFmpeg function used here is called through `pw_ffmpeg`.
 */

/* Every function used, with the library it comes from: avutil, avcodec, avformat, swresample, swscale. */
#define PW_FFMPEG_FUNCTIONS(F) \
    F(avutil, av_audio_fifo_alloc) \
    F(avutil, av_audio_fifo_free) \
    F(avutil, av_audio_fifo_read) \
    F(avutil, av_audio_fifo_write) \
    F(avutil, av_channel_layout_copy) \
    F(avutil, av_channel_layout_default) \
    F(avutil, av_channel_layout_uninit) \
    F(avutil, av_dict_free) \
    F(avutil, av_dict_set) \
    F(avutil, av_frame_alloc) \
    F(avutil, av_frame_free) \
    F(avutil, av_frame_get_buffer) \
    F(avutil, av_frame_make_writable) \
    F(avutil, av_frame_unref) \
    F(avutil, av_free) \
    F(avutil, av_freep) \
    F(avutil, av_log_set_level) \
    F(avutil, av_mallocz) \
    F(avcodec, av_packet_alloc) \
    F(avcodec, av_packet_free) \
    F(avcodec, av_packet_rescale_ts) \
    F(avcodec, av_packet_unref) \
    F(avutil, av_samples_alloc_array_and_samples) \
    F(avutil, av_strdup) \
    F(avutil, av_strerror) \
    F(avcodec, avcodec_alloc_context3) \
    F(avcodec, avcodec_descriptor_get) \
    F(avcodec, avcodec_find_encoder) \
    F(avcodec, avcodec_find_encoder_by_name) \
    F(avcodec, avcodec_free_context) \
    F(avcodec, avcodec_open2) \
    F(avcodec, avcodec_parameters_from_context) \
    F(avcodec, avcodec_parameters_to_context) \
    F(avcodec, avcodec_receive_frame) \
    F(avcodec, avcodec_receive_packet) \
    F(avcodec, avcodec_send_frame) \
    F(avcodec, avcodec_send_packet) \
    F(avformat, av_find_best_stream) \
    F(avformat, av_interleaved_write_frame) \
    F(avformat, av_read_frame) \
    F(avformat, av_write_trailer) \
    F(avformat, avformat_alloc_output_context2) \
    F(avformat, avformat_close_input) \
    F(avformat, avformat_find_stream_info) \
    F(avformat, avformat_free_context) \
    F(avformat, avformat_new_stream) \
    F(avformat, avformat_open_input) \
    F(avformat, avformat_write_header) \
    F(avformat, avio_closep) \
    F(avformat, avio_open) \
    F(swresample, swr_alloc_set_opts2) \
    F(swresample, swr_convert) \
    F(swresample, swr_free) \
    F(swresample, swr_get_out_samples) \
    F(swresample, swr_init) \
    F(swscale, sws_freeContext) \
    F(swscale, sws_getCoefficients) \
    F(swscale, sws_getContext) \
    F(swscale, sws_scale) \
    F(swscale, sws_setColorspaceDetails) \

#define PW_FFMPEG_POINTER(library, name) __typeof__(name) *name;
typedef struct {
    PW_FFMPEG_FUNCTIONS(PW_FFMPEG_POINTER)
} pw_ffmpeg_table;
#undef PW_FFMPEG_POINTER

extern pw_ffmpeg_table pw_ffmpeg;

/* Opens the libraries once; 0, or -1 with a one-line reason in `error`. Also silences
 * FFmpeg's log: the libraries never print. */
int pw_ffmpeg_load(char *error, size_t error_size);

#ifndef PW_FFMPEG_LOADER
#define av_audio_fifo_alloc pw_ffmpeg.av_audio_fifo_alloc
#define av_audio_fifo_free pw_ffmpeg.av_audio_fifo_free
#define av_audio_fifo_read pw_ffmpeg.av_audio_fifo_read
#define av_audio_fifo_write pw_ffmpeg.av_audio_fifo_write
#define av_channel_layout_copy pw_ffmpeg.av_channel_layout_copy
#define av_channel_layout_default pw_ffmpeg.av_channel_layout_default
#define av_channel_layout_uninit pw_ffmpeg.av_channel_layout_uninit
#define av_dict_free pw_ffmpeg.av_dict_free
#define av_dict_set pw_ffmpeg.av_dict_set
#define av_frame_alloc pw_ffmpeg.av_frame_alloc
#define av_frame_free pw_ffmpeg.av_frame_free
#define av_frame_get_buffer pw_ffmpeg.av_frame_get_buffer
#define av_frame_make_writable pw_ffmpeg.av_frame_make_writable
#define av_frame_unref pw_ffmpeg.av_frame_unref
#define av_free pw_ffmpeg.av_free
#define av_freep pw_ffmpeg.av_freep
#define av_log_set_level pw_ffmpeg.av_log_set_level
#define av_mallocz pw_ffmpeg.av_mallocz
#define av_packet_alloc pw_ffmpeg.av_packet_alloc
#define av_packet_free pw_ffmpeg.av_packet_free
#define av_packet_rescale_ts pw_ffmpeg.av_packet_rescale_ts
#define av_packet_unref pw_ffmpeg.av_packet_unref
#define av_samples_alloc_array_and_samples pw_ffmpeg.av_samples_alloc_array_and_samples
#define av_strdup pw_ffmpeg.av_strdup
#define av_strerror pw_ffmpeg.av_strerror
#define avcodec_alloc_context3 pw_ffmpeg.avcodec_alloc_context3
#define avcodec_descriptor_get pw_ffmpeg.avcodec_descriptor_get
#define avcodec_find_encoder pw_ffmpeg.avcodec_find_encoder
#define avcodec_find_encoder_by_name pw_ffmpeg.avcodec_find_encoder_by_name
#define avcodec_free_context pw_ffmpeg.avcodec_free_context
#define avcodec_open2 pw_ffmpeg.avcodec_open2
#define avcodec_parameters_from_context pw_ffmpeg.avcodec_parameters_from_context
#define avcodec_parameters_to_context pw_ffmpeg.avcodec_parameters_to_context
#define avcodec_receive_frame pw_ffmpeg.avcodec_receive_frame
#define avcodec_receive_packet pw_ffmpeg.avcodec_receive_packet
#define avcodec_send_frame pw_ffmpeg.avcodec_send_frame
#define avcodec_send_packet pw_ffmpeg.avcodec_send_packet
#define av_find_best_stream pw_ffmpeg.av_find_best_stream
#define av_interleaved_write_frame pw_ffmpeg.av_interleaved_write_frame
#define av_read_frame pw_ffmpeg.av_read_frame
#define av_write_trailer pw_ffmpeg.av_write_trailer
#define avformat_alloc_output_context2 pw_ffmpeg.avformat_alloc_output_context2
#define avformat_close_input pw_ffmpeg.avformat_close_input
#define avformat_find_stream_info pw_ffmpeg.avformat_find_stream_info
#define avformat_free_context pw_ffmpeg.avformat_free_context
#define avformat_new_stream pw_ffmpeg.avformat_new_stream
#define avformat_open_input pw_ffmpeg.avformat_open_input
#define avformat_write_header pw_ffmpeg.avformat_write_header
#define avio_closep pw_ffmpeg.avio_closep
#define avio_open pw_ffmpeg.avio_open
#define swr_alloc_set_opts2 pw_ffmpeg.swr_alloc_set_opts2
#define swr_convert pw_ffmpeg.swr_convert
#define swr_free pw_ffmpeg.swr_free
#define swr_get_out_samples pw_ffmpeg.swr_get_out_samples
#define swr_init pw_ffmpeg.swr_init
#define sws_freeContext pw_ffmpeg.sws_freeContext
#define sws_getCoefficients pw_ffmpeg.sws_getCoefficients
#define sws_getContext pw_ffmpeg.sws_getContext
#define sws_scale pw_ffmpeg.sws_scale
#define sws_setColorspaceDetails pw_ffmpeg.sws_setColorspaceDetails
#endif

#endif
