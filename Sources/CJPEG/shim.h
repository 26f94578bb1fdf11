// libjpeg (libjpeg-turbo's libjpeg 6.2 API), wrapped so that Swift never meets setjmp/longjmp.
//
// libjpeg's default error handler prints and calls exit(). Kiln must survive corrupt files, so
// these two functions install an error manager whose error_exit longjmps back into the C frame
// that called setjmp, copy the library's message out, and return -1. Swift only sees a status,
// a message and malloc'd buffers (free them with free()).
// Needs libjpeg-dev / libjpeg62-turbo-dev (Debian/Ubuntu) or jpeg-turbo (Homebrew).
#ifndef KILN_CJPEG_SHIM_H
#define KILN_CJPEG_SHIM_H

#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

struct kiln_jpeg_error_manager {
    struct jpeg_error_mgr base;
    jmp_buf recovery;
    char message[JMSG_LENGTH_MAX];
};

static void kiln_jpeg_error_exit(j_common_ptr info) {
    struct kiln_jpeg_error_manager *manager = (struct kiln_jpeg_error_manager *)info->err;
    (*info->err->format_message)(info, manager->message);
    longjmp(manager->recovery, 1);
}

// Warnings (e.g. "premature end of data") would otherwise go to stderr: drop them. A file that
// is really broken fails through error_exit instead.
static void kiln_jpeg_output_message(j_common_ptr info) {
    (void)info;
}

/// Readies `errors` to catch the library's errors; the caller still calls setjmp(errors->recovery)
/// in its own frame, which must be the one the longjmp returns to.
static inline struct jpeg_error_mgr *kiln_jpeg_errors(struct kiln_jpeg_error_manager *errors) {
    struct jpeg_error_mgr *base = jpeg_std_error(&errors->base);
    errors->base.error_exit = kiln_jpeg_error_exit;
    errors->base.output_message = kiln_jpeg_output_message;
    errors->message[0] = 0;
    return base;
}


/// Decodes a JPEG held in memory to RGBA8 (alpha 255). Returns 0 and sets *pixels (malloc'd,
/// width * height * 4 bytes), or -1 with `message` (at least JMSG_LENGTH_MAX bytes) filled in.
/// Images whose decoded size would exceed `max_pixels` are refused before any large allocation.
static inline int kiln_jpeg_decode(const uint8_t *data, size_t length, size_t max_pixels,
                                   uint8_t **pixels, uint32_t *width, uint32_t *height,
                                   char *message) {
    struct jpeg_decompress_struct info;
    struct kiln_jpeg_error_manager errors;
    uint8_t *volatile output = NULL;
    uint8_t *volatile row_buffer = NULL;
    *pixels = NULL;
    message[0] = 0;
    memset(&info, 0, sizeof info);
    info.err = kiln_jpeg_errors(&errors);
    if (setjmp(errors.recovery)) {
        strncpy(message, errors.message, JMSG_LENGTH_MAX - 1);
        message[JMSG_LENGTH_MAX - 1] = 0;
        jpeg_destroy_decompress(&info);
        free(output);
        free(row_buffer);
        return -1;
    }
    jpeg_create_decompress(&info);
    if (length == 0 || length > (size_t)0xFFFFFFFFu) {
        strcpy(message, "JPEG data is empty or too large");
        jpeg_destroy_decompress(&info);
        return -1;
    }
    jpeg_mem_src(&info, (unsigned char *)data, (unsigned long)length);
    jpeg_read_header(&info, TRUE);
    info.out_color_space = JCS_RGB;
    if (info.image_width == 0 || info.image_height == 0 ||
        (size_t)info.image_width * (size_t)info.image_height > max_pixels) {
        snprintf(message, JMSG_LENGTH_MAX, "JPEG image of %u x %u pixels is larger than Kiln decodes",
                 info.image_width, info.image_height);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    jpeg_start_decompress(&info);
    size_t w = info.output_width, h = info.output_height;
    output = malloc(w * h * 4);
    row_buffer = malloc(w * 3);
    if (output == NULL || row_buffer == NULL) {
        strcpy(message, "out of memory decoding JPEG");
        jpeg_destroy_decompress(&info);
        free(output);
        free(row_buffer);
        return -1;
    }
    while (info.output_scanline < info.output_height) {
        size_t y = info.output_scanline;
        JSAMPROW row = row_buffer;
        jpeg_read_scanlines(&info, &row, 1);
        for (size_t x = 0; x < w; x++) {
            output[(y * w + x) * 4 + 0] = row_buffer[x * 3 + 0];
            output[(y * w + x) * 4 + 1] = row_buffer[x * 3 + 1];
            output[(y * w + x) * 4 + 2] = row_buffer[x * 3 + 2];
            output[(y * w + x) * 4 + 3] = 255;
        }
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    free(row_buffer);
    *pixels = output;
    *width = (uint32_t)w;
    *height = (uint32_t)h;
    return 0;
}

/// Encodes RGBA8 pixels (alpha ignored, as JPEG has none) as a baseline JFIF JPEG at `quality`
/// 1…100. Returns 0 and sets *jpeg (malloc'd) and *jpeg_length, or -1 with `message` filled in.
static inline int kiln_jpeg_encode(const uint8_t *pixels, uint32_t width, uint32_t height, int quality,
                                   uint8_t **jpeg, size_t *jpeg_length, char *message) {
    struct jpeg_compress_struct info;
    struct kiln_jpeg_error_manager errors;
    unsigned char *volatile buffer = NULL;
    unsigned long buffer_length = 0;
    uint8_t *volatile row_buffer = NULL;
    *jpeg = NULL;
    *jpeg_length = 0;
    message[0] = 0;
    memset(&info, 0, sizeof info);
    info.err = kiln_jpeg_errors(&errors);
    if (setjmp(errors.recovery)) {
        strncpy(message, errors.message, JMSG_LENGTH_MAX - 1);
        message[JMSG_LENGTH_MAX - 1] = 0;
        jpeg_destroy_compress(&info);
        free(buffer);
        free(row_buffer);
        return -1;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, (unsigned char **)&buffer, &buffer_length);
    info.image_width = width;
    info.image_height = height;
    info.input_components = 3;
    info.in_color_space = JCS_RGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    row_buffer = malloc((size_t)width * 3 + 1);
    if (row_buffer == NULL) {
        strcpy(message, "out of memory encoding JPEG");
        jpeg_destroy_compress(&info);
        return -1;
    }
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        const uint8_t *source = pixels + (size_t)info.next_scanline * width * 4;
        for (size_t x = 0; x < width; x++) {
            row_buffer[x * 3 + 0] = source[x * 4 + 0];
            row_buffer[x * 3 + 1] = source[x * 4 + 1];
            row_buffer[x * 3 + 2] = source[x * 4 + 2];
        }
        JSAMPROW row = row_buffer;
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    free(row_buffer);
    *jpeg = buffer;
    *jpeg_length = buffer_length;
    return 0;
}

#endif
