#include "CFlipbookPixels.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Box widths whose n-fold convolution has the variance of a Gaussian of the
 * given sigma: n boxes of width wl or wl + 2 (odd widths, centred), with m of
 * them the smaller one (the standard "boxes for Gauss" construction). */
void CFlipbookPixels_boxRadiiForGaussian(double sigma, int passes, int *radii) {
  if (sigma <= 0) {
    for (int i = 0; i < passes; i++) radii[i] = 0;
    return;
  }
  double ideal = sqrt(12.0 * sigma * sigma / passes + 1.0);
  int lower = (int)floor(ideal);
  if (lower % 2 == 0) lower--;
  if (lower < 1) lower = 1;
  int upper = lower + 2;
  double mIdeal = (12.0 * sigma * sigma - passes * lower * lower - 4.0 * passes * lower -
                   3.0 * passes) / (-4.0 * lower - 4.0);
  int m = (int)lround(mIdeal);
  for (int i = 0; i < passes; i++) radii[i] = ((i < m ? lower : upper) - 1) / 2;
}

/* One box pass down the columns of `src` into `dst` (both width x height,
 * same stride). Columns run in parallel in the inner loop so it vectorises;
 * samples beyond the edges count as zero (transparent). */
static void boxColumns(const uint8_t *src, uint8_t *dst, int width, int height, int stride,
                       int radius, uint32_t *sum) {
  const uint32_t window = 2u * (uint32_t)radius + 1u;
  /* Fixed-point reciprocal: (sum * recip) >> 16 ~ round(sum / window). The sum is
   * at most 255 * window (+ window / 2) and recip at most 2^16 / window + 1, so the
   * product stays in 32 bits and the loop vectorises. */
  const uint32_t recip = (65536u + window - 1) / window;
  for (int x = 0; x < width; x++) sum[x] = window / 2;
  for (int y = 0; y < radius && y < height; y++) {
    const uint8_t *row = src + (size_t)y * stride;
    for (int x = 0; x < width; x++) sum[x] += row[x];
  }
  for (int y = 0; y < height; y++) {
    if (y + radius < height) {
      const uint8_t *add = src + (size_t)(y + radius) * stride;
      for (int x = 0; x < width; x++) sum[x] += add[x];
    }
    uint8_t *out = dst + (size_t)y * stride;
    for (int x = 0; x < width; x++) {
      uint32_t v = (sum[x] * recip) >> 16;
      out[x] = v > 255 ? 255 : (uint8_t)v;
    }
    if (y - radius >= 0) {
      const uint8_t *sub = src + (size_t)(y - radius) * stride;
      for (int x = 0; x < width; x++) sum[x] -= sub[x];
    }
  }
}

/* The same pass with 16-bit sums, for windows up to 256 (255 * window + window / 2
 * < 65536): twice the lanes per vector instruction, and the rounding product is
 * a high-half multiply (pmulhuw). The results equal boxColumns' exactly: the same
 * sums and the same reciprocal (it fits 16 bits for windows of 2 or more). */
static void boxColumns16(const uint8_t *src, uint8_t *dst, int width, int height, int stride,
                         int radius, uint16_t *sum) {
  const uint32_t window = 2u * (uint32_t)radius + 1u;
  const uint16_t recip = (uint16_t)((65536u + window - 1) / window);
  for (int x = 0; x < width; x++) sum[x] = (uint16_t)(window / 2);
  for (int y = 0; y < radius && y < height; y++) {
    const uint8_t *row = src + (size_t)y * stride;
    for (int x = 0; x < width; x++) sum[x] = (uint16_t)(sum[x] + row[x]);
  }
  for (int y = 0; y < height; y++) {
    if (y + radius < height) {
      const uint8_t *add = src + (size_t)(y + radius) * stride;
      for (int x = 0; x < width; x++) sum[x] = (uint16_t)(sum[x] + add[x]);
    }
    uint8_t *out = dst + (size_t)y * stride;
    for (int x = 0; x < width; x++) {
      uint16_t v = (uint16_t)(((uint32_t)sum[x] * recip) >> 16);
      out[x] = v > 255 ? 255 : (uint8_t)v;
    }
    if (y - radius >= 0) {
      const uint8_t *sub = src + (size_t)(y - radius) * stride;
      for (int x = 0; x < width; x++) sum[x] = (uint16_t)(sum[x] - sub[x]);
    }
  }
}

/* One box pass, by the narrowest sums that hold it. */
static void boxPass(const uint8_t *src, uint8_t *dst, int width, int height, int stride, int radius,
                    uint32_t *sum) {
  const uint32_t window = 2u * (uint32_t)radius + 1u;
  if (window >= 2 && 255u * window + window / 2 < 65536u)
    boxColumns16(src, dst, width, height, stride, radius, (uint16_t *)sum);
  else
    boxColumns(src, dst, width, height, stride, radius, sum);
}

/* dst (height x width) = transpose of src (width x height), in cache tiles. */
static void transpose(const uint8_t *src, int srcStride, uint8_t *dst, int dstStride, int width,
                      int height) {
  enum { TILE = 32 };
  for (int y0 = 0; y0 < height; y0 += TILE) {
    int y1 = y0 + TILE < height ? y0 + TILE : height;
    for (int x0 = 0; x0 < width; x0 += TILE) {
      int x1 = x0 + TILE < width ? x0 + TILE : width;
      for (int x = x0; x < x1; x++) {
        uint8_t *d = dst + (size_t)x * dstStride;
        for (int y = y0; y < y1; y++) d[y] = src[(size_t)y * srcStride + x];
      }
    }
  }
}

int CFlipbookPixels_blurA8Exact(uint8_t *plane, int width, int height, int stride, double sigma) {
  if (width <= 0 || height <= 0 || sigma <= 0) return 0;
  int radii[3];
  CFlipbookPixels_boxRadiiForGaussian(sigma, 3, radii);
  int side = width > height ? width : height;
  size_t area = (size_t)side * (size_t)side;
  uint8_t *a = malloc(area), *b = malloc(area);
  uint32_t *sum = malloc(sizeof(uint32_t) * (size_t)side);
  if (!a || !b || !sum) {
    free(a); free(b); free(sum);
    return -1;
  }
  /* Horizontal passes run as column passes on the transposed plane. */
  transpose(plane, stride, a, height, width, height);           /* a: width rows of height */
  boxPass(a, b, height, width, height, radii[0], sum);
  boxPass(b, a, height, width, height, radii[1], sum);
  boxPass(a, b, height, width, height, radii[2], sum);
  transpose(b, height, a, width, height, width);               /* a: height rows of width */
  boxPass(a, b, width, height, width, radii[0], sum);
  boxPass(b, a, width, height, width, radii[1], sum);
  boxPass(a, b, width, height, width, radii[2], sum);
  for (int y = 0; y < height; y++) memcpy(plane + (size_t)y * stride, b + (size_t)y * width, (size_t)width);
  free(a); free(b); free(sum);
  return 0;
}
