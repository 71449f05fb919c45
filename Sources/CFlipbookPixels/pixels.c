#include "CFlipbookPixels.h"
#include <string.h>

static inline uint32_t loadPixel(const uint8_t *p) {
  uint32_t v;
  memcpy(&v, p, 4);
  return v;
}

void CFlipbookPixels_extractAlpha(const uint8_t *argb, int argbStride, int width, int height,
                            uint8_t *a8, int a8Stride) {
  for (int y = 0; y < height; y++) {
    const uint8_t *src = argb + (size_t)y * argbStride;
    uint8_t *dst = a8 + (size_t)y * a8Stride;
    for (int x = 0; x < width; x++) dst[x] = (uint8_t)(loadPixel(src + 4 * x) >> 24);
  }
}

int CFlipbookPixels_isOpaque(const uint8_t *argb, int stride, int width, int height) {
  for (int y = 0; y < height; y++) {
    const uint8_t *row = argb + (size_t)y * stride;
    uint32_t all = 0xFF000000u;
    for (int x = 0; x < width; x++) all &= loadPixel(row + 4 * x);
    if ((all & 0xFF000000u) != 0xFF000000u) return 0;
  }
  return 1;
}

/* Un-premultiplies with rounding: c * 255 / a. */
static inline uint8_t unpremultiply(uint32_t c, uint32_t a) {
  return (uint8_t)((c * 255u + a / 2u) / a);
}

void CFlipbookPixels_argbRowToRGBA(const uint8_t *src, uint8_t *dst, int width) {
  for (int x = 0; x < width; x++) {
    uint32_t p = loadPixel(src + 4 * x);
    uint32_t a = p >> 24, r = (p >> 16) & 255u, g = (p >> 8) & 255u, b = p & 255u;
    uint8_t *o = dst + 4 * x;
    if (a == 255u) {
      o[0] = (uint8_t)r; o[1] = (uint8_t)g; o[2] = (uint8_t)b; o[3] = 255;
    } else if (a == 0u) {
      o[0] = o[1] = o[2] = o[3] = 0;
    } else {
      o[0] = unpremultiply(r, a); o[1] = unpremultiply(g, a); o[2] = unpremultiply(b, a);
      o[3] = (uint8_t)a;
    }
  }
}

/* Premultiplies with rounding: c * a / 255. */
static inline uint32_t premultiply(uint32_t c, uint32_t a) {
  uint32_t t = c * a + 128u;
  return (t + (t >> 8)) >> 8;
}

void CFlipbookPixels_rgbaRowToARGB(const uint8_t *src, uint8_t *dst, int width) {
  for (int x = 0; x < width; x++) {
    const uint8_t *i = src + 4 * x;
    uint32_t a = i[3];
    uint32_t p = (a << 24) | (premultiply(i[0], a) << 16) | (premultiply(i[1], a) << 8) |
                 premultiply(i[2], a);
    memcpy(dst + 4 * x, &p, 4);
  }
}
