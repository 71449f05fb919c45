#include "CFlipbookPixels.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Wide blurs at reduced resolution, the way GPU blurs (Skia's among them) keep
 * their cost flat in sigma: average down by a power of two, blur, interpolate
 * back. The alert's shadow (sigma 20 device pixels) blurs 16 times fewer pixels. */

int CFlipbookPixels_blurReduction(double sigma) {
  int factor = 1;
  while (factor < 8 && sigma / (2.0 * factor) >= 3.0) factor *= 2;
  return factor;
}

/* small (sw x sh, stride sw) = f x f block averages of plane; pixels past the
 * plane's edges count as transparent, as they do in the blur itself. `column`
 * holds width + f sums of f rows (vectorised), then added f at a time. */
static void reduce(const uint8_t *plane, int width, int height, int stride, int f, uint8_t *small,
                   int sw, int sh, uint16_t *column) {
  const uint32_t area = (uint32_t)(f * f);
  for (int x = width; x < sw * f; x++) column[x] = 0;
  for (int sy = 0; sy < sh; sy++) {
    for (int x = 0; x < width; x++) column[x] = 0;
    for (int y = sy * f; y < sy * f + f && y < height; y++) {
      const uint8_t *src = plane + (size_t)y * stride;
      for (int x = 0; x < width; x++) column[x] = (uint16_t)(column[x] + src[x]);
    }
    uint8_t *out = small + (size_t)sy * sw;
    for (int sx = 0; sx < sw; sx++) {
      uint32_t sum = 0;
      for (int k = 0; k < f; k++) sum += column[sx * f + k];
      out[sx] = (uint8_t)((sum + area / 2) / area);
    }
  }
}

/* For each full-resolution coordinate, the reduced sample to its left (or above),
 * counted from a border of one transparent sample, and the right one's weight
 * out of 256: centres map as (x + .5) / f - .5. */
static void taps(int count, int f, int *index, uint16_t *weight) {
  for (int x = 0; x < count; x++) {
    double s = (x + 0.5) / f - 0.5;
    double left = floor(s);
    index[x] = (int)left + 1;
    weight[x] = (uint16_t)lround((s - left) * 256.0);
  }
}

/* plane = bilinear interpolation of small, which has a border of one transparent
 * sample all round (rows of sw + 2, sh + 2 rows). */
static void expand(const uint8_t *small, int sw, int sh, uint8_t *plane, int width, int height,
                   int stride, int f, uint16_t *wide, int *index, uint16_t *weight) {
  /* wide: sh + 2 rows of width, each the horizontal interpolation (x 256). */
  taps(width, f, index, weight);
  for (int sy = 0; sy < sh + 2; sy++) {
    const uint8_t *src = small + (size_t)sy * (size_t)(sw + 2);
    uint16_t *dst = wide + (size_t)sy * width;
    for (int x = 0; x < width; x++) {
      const int i = index[x];
      dst[x] = (uint16_t)(src[i] * (256u - weight[x]) + src[i + 1] * weight[x]);
    }
  }
  taps(height, f, index, weight);
  for (int y = 0; y < height; y++) {
    const uint32_t wb = weight[y], wa = 256u - wb;
    const uint16_t *above = wide + (size_t)index[y] * width, *below = above + width;
    uint8_t *out = plane + (size_t)y * stride;
    for (int x = 0; x < width; x++) out[x] = (uint8_t)((above[x] * wa + below[x] * wb + 32768u) >> 16);
  }
}

int CFlipbookPixels_blurA8(uint8_t *plane, int width, int height, int stride, double sigma) {
  const int f = CFlipbookPixels_blurReduction(sigma);
  if (f == 1 || width <= 0 || height <= 0) return CFlipbookPixels_blurA8Exact(plane, width, height, stride, sigma);
  const int sw = (width + f - 1) / f, sh = (height + f - 1) / f;
  /* Variance added on the way: the f-wide block average, (f^2 - 1) / 12, and
   * linear interpolation over spacing f, f^2 / 6 on average over phases. */
  const double added = (f * f - 1) / 12.0 + f * f / 6.0;
  const double reduced = sqrt(sigma * sigma - added) / f;
  const int side = width > height ? width : height;
  /* small has a transparent border of one sample for the interpolation. */
  const int bw = sw + 2, bh = sh + 2;
  uint8_t *small = calloc((size_t)bw * (size_t)bh, 1);
  uint8_t *inner = malloc((size_t)sw * (size_t)sh);
  uint16_t *column = malloc(sizeof(uint16_t) * (size_t)(sw * f));
  uint16_t *wide = malloc(sizeof(uint16_t) * (size_t)width * (size_t)bh);
  int *index = malloc(sizeof(int) * (size_t)side);
  uint16_t *weight = malloc(sizeof(uint16_t) * (size_t)side);
  int status = -1;
  if (small && inner && column && wide && index && weight) {
    reduce(plane, width, height, stride, f, inner, sw, sh, column);
    status = CFlipbookPixels_blurA8Exact(inner, sw, sh, sw, reduced);
    if (status == 0) {
      for (int y = 0; y < sh; y++) memcpy(small + (size_t)(y + 1) * bw + 1, inner + (size_t)y * sw, (size_t)sw);
      expand(small, sw, sh, plane, width, height, stride, f, wide, index, weight);
    }
  }
  free(small); free(inner); free(column); free(wide); free(index); free(weight);
  return status;
}
