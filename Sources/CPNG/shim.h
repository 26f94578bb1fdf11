// libpng (1.6), through its "simplified API" (png_image_*), which reports errors in
// `png_image.message` and a zero return instead of longjmp-ing through Swift frames.
// The two functions below keep the macros (PNG_IMAGE_SIZE, PNG_FORMAT_RGBA) on the C side.
// Needs libpng-dev (Debian/Ubuntu) or libpng (Homebrew).
#ifndef KILN_CPNG_SHIM_H
#define KILN_CPNG_SHIM_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <png.h>


static inline void kiln_png_copy_message(const png_image *image, char *message, size_t size) {
    strncpy(message, image->message, size - 1);
    message[size - 1] = 0;
}

/// Decodes a PNG held in memory to 8-bit RGBA (straight alpha, sRGB). Returns 0 and sets
/// *pixels (malloc'd, width * height * 4 bytes), or -1 with `message` filled in. Images of more
/// than `max_pixels` are refused before the pixel buffer is allocated.
static inline int kiln_png_decode(const uint8_t *data, size_t length, size_t max_pixels,
                                  uint8_t **pixels, uint32_t *width, uint32_t *height,
                                  char *message, size_t message_size) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    *pixels = NULL;
    if (!png_image_begin_read_from_memory(&image, data, length)) {
        kiln_png_copy_message(&image, message, message_size);
        png_image_free(&image);
        return -1;
    }
    if (image.width == 0 || image.height == 0 || (size_t)image.width * (size_t)image.height > max_pixels) {
        snprintf(message, message_size, "PNG image of %u x %u pixels is larger than Kiln decodes",
                 image.width, image.height);
        png_image_free(&image);
        return -1;
    }
    image.format = PNG_FORMAT_RGBA;
    uint8_t *buffer = malloc(PNG_IMAGE_SIZE(image));
    if (buffer == NULL) {
        snprintf(message, message_size, "out of memory decoding PNG");
        png_image_free(&image);
        return -1;
    }
    if (!png_image_finish_read(&image, NULL, buffer, 0, NULL)) {
        kiln_png_copy_message(&image, message, message_size);
        png_image_free(&image);
        free(buffer);
        return -1;
    }
    *pixels = buffer;
    *width = image.width;
    *height = image.height;
    return 0;
}

/// Encodes 8-bit RGBA pixels as a PNG. Returns 0 and sets *png (malloc'd) and *png_length,
/// or -1 with `message` filled in.
static inline int kiln_png_encode(const uint8_t *pixels, uint32_t width, uint32_t height,
                                  uint8_t **png, size_t *png_length, char *message, size_t message_size) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    image.width = width;
    image.height = height;
    image.format = PNG_FORMAT_RGBA;
    *png = NULL;
    *png_length = 0;
    png_alloc_size_t size = 0;
    // The first call measures, the second writes.
    if (!png_image_write_to_memory(&image, NULL, &size, 0, pixels, 0, NULL)) {
        kiln_png_copy_message(&image, message, message_size);
        return -1;
    }
    uint8_t *buffer = malloc(size);
    if (buffer == NULL) {
        snprintf(message, message_size, "out of memory encoding PNG");
        return -1;
    }
    if (!png_image_write_to_memory(&image, buffer, &size, 0, pixels, 0, NULL)) {
        kiln_png_copy_message(&image, message, message_size);
        free(buffer);
        return -1;
    }
    *png = buffer;
    *png_length = size;
    return 0;
}

#endif
