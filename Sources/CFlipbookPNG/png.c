#include "CFlipbookPNG.h"
#include "CFlipbookPixels.h"
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void CFlipbookPNG_bufferFree(CFlipbookPNG_Buffer *buffer) {
  free(buffer->data);
  buffer->data = NULL;
  buffer->length = buffer->capacity = 0;
}

typedef struct {
  char *message;
  size_t size;
} ErrorSink;

static void onError(png_structp png, png_const_charp message) {
  ErrorSink *sink = png_get_error_ptr(png);
  if (sink && sink->message && sink->size) snprintf(sink->message, sink->size, "libpng: %s", message);
  png_longjmp(png, 1);
}

static void onWarning(png_structp png, png_const_charp message) {
  (void)png;
  (void)message;
}

static void writeToBuffer(png_structp png, png_bytep data, png_size_t length) {
  CFlipbookPNG_Buffer *out = png_get_io_ptr(png);
  if (out->length + length > out->capacity) {
    size_t capacity = out->capacity ? out->capacity : 1 << 16;
    while (capacity < out->length + length) capacity *= 2;
    uint8_t *grown = realloc(out->data, capacity);
    if (!grown) png_error(png, "out of memory while encoding");
    out->data = grown;
    out->capacity = capacity;
  }
  memcpy(out->data + out->length, data, length);
  out->length += length;
}

static void flushNothing(png_structp png) { (void)png; }

static int filterFlags(int filter) {
  switch (filter) {
    case 0: return PNG_FILTER_NONE;
    case 1: return PNG_FILTER_SUB;
    case 2: return PNG_FILTER_UP;
    case 3: return PNG_FILTER_AVG;
    case 4: return PNG_FILTER_PAETH;
    default: return PNG_ALL_FILTERS;
  }
}

int CFlipbookPNG_encodePNG(const uint8_t *argb, int stride, int width, int height, int opaque,
                        int level, int filter, CFlipbookPNG_Buffer *out, char *error,
                        size_t errorSize) {
  ErrorSink sink = {error, errorSize};
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &sink, onError, onWarning);
  if (!png) {
    snprintf(error, errorSize, "libpng: cannot create a write struct");
    return 1;
  }
  png_infop info = png_create_info_struct(png);
  const int channels = opaque ? 3 : 4;
  uint8_t *volatile row = malloc((size_t)width * channels);
  if (!info || !row) {
    png_destroy_write_struct(&png, info ? &info : NULL);
    free(row);
    snprintf(error, errorSize, "out of memory while encoding");
    return 1;
  }
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    free(row);
    return 1;
  }
  png_set_write_fn(png, out, writeToBuffer, flushNothing);
  png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
               opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
  png_set_compression_level(png, level);
  png_set_filter(png, PNG_FILTER_TYPE_BASE, filterFlags(filter));
  png_write_info(png, info);
  for (int y = 0; y < height; y++) {
    const uint8_t *src = argb + (size_t)y * stride;
    if (opaque) CFlipbookPixels_argbRowToRGB(src, row, width);
    else CFlipbookPixels_argbRowToRGBA(src, row, width);
    png_write_row(png, row);
  }
  png_write_end(png, NULL);
  png_destroy_write_struct(&png, &info);
  free(row);
  return 0;
}

typedef struct {
  const uint8_t *data;
  size_t length, offset;
} Reader;

static void readFromMemory(png_structp png, png_bytep data, png_size_t length) {
  Reader *reader = png_get_io_ptr(png);
  if (reader->offset + length > reader->length) png_error(png, "file is truncated");
  memcpy(data, reader->data + reader->offset, length);
  reader->offset += length;
}

int CFlipbookPNG_decodePNG(const uint8_t *data, size_t length, uint8_t **pixels, int *width,
                        int *height, char *error, size_t errorSize) {
  *pixels = NULL;
  if (length < 8 || png_sig_cmp(data, 0, 8) != 0) {
    snprintf(error, errorSize, "not a PNG file (bad signature)");
    return 1;
  }
  ErrorSink sink = {error, errorSize};
  png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &sink, onError, onWarning);
  if (!png) {
    snprintf(error, errorSize, "libpng: cannot create a read struct");
    return 1;
  }
  png_infop info = png_create_info_struct(png);
  if (!info) {
    png_destroy_read_struct(&png, NULL, NULL);
    snprintf(error, errorSize, "out of memory while decoding");
    return 1;
  }
  Reader reader = {data, length, 0};
  uint8_t *volatile rgba = NULL;
  uint8_t *volatile argb = NULL;
  png_bytep *volatile rows = NULL;
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_read_struct(&png, &info, NULL);
    free(rgba); free(argb); free(rows);
    return 1;
  }
  png_set_read_fn(png, &reader, readFromMemory);
  png_read_info(png, info);
  png_uint_32 w = png_get_image_width(png, info), h = png_get_image_height(png, info);
  /* At most 32768 a side and 64 megapixels (256 MB decoded): a small file cannot
     claim a huge picture and exhaust memory. */
  if (w == 0 || h == 0 || w > 32768 || h > 32768 || (uint64_t)w * h > 67108864u)
    png_error(png, "image too large (more than 32768 px a side or 64 megapixels)");
  /* Normalise every colour type and depth to 8-bit RGBA. */
  png_set_expand(png);
  png_set_strip_16(png);
  png_set_gray_to_rgb(png);
  png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
  png_set_interlace_handling(png);
  png_read_update_info(png, info);
  rgba = malloc((size_t)w * h * 4);
  argb = malloc((size_t)w * h * 4);
  rows = malloc(sizeof(png_bytep) * h);
  if (!rgba || !argb || !rows) png_error(png, "out of memory while decoding");
  for (png_uint_32 y = 0; y < h; y++) rows[y] = rgba + (size_t)y * w * 4;
  png_read_image(png, rows);
  png_read_end(png, NULL);
  for (png_uint_32 y = 0; y < h; y++)
    CFlipbookPixels_rgbaRowToARGB(rgba + (size_t)y * w * 4, argb + (size_t)y * w * 4, (int)w);
  png_destroy_read_struct(&png, &info, NULL);
  free(rgba);
  free(rows);
  *pixels = argb;
  *width = (int)w;
  *height = (int)h;
  return 0;
}
