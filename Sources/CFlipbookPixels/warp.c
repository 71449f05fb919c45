#include "CFlipbookPixels.h"
#include <string.h>

/* Projective warp with bilinear sampling in 8-bit fixed point (premultiplied
 * ARGB32); source pixels outside the plane are transparent, which anti-aliases the
 * warped image's edges. Along a row the source point moves linearly in homogeneous
 * coordinates, so the numerators and w are stepped, one reciprocal a pixel. The
 * weights are 1/256 steps (the doubles and four lround calls a pixel it replaced
 * took 70% of transform-carousel's frame time; the result differs by at most one
 * level per channel). */

static inline uint32_t fetch(const uint8_t *src, int sw, int sh, int stride, int x, int y) {
  if (x < 0 || y < 0 || x >= sw || y >= sh) return 0;
  uint32_t p;
  memcpy(&p, src + (size_t)y * stride + 4 * (size_t)x, 4);
  return p;
}

/* a + (b − a)·t/256 on all four channels, two at a time (t in 0…256), rounded. */
static inline uint32_t lerp(uint32_t a, uint32_t b, uint32_t t) {
  const uint32_t s = 256 - t;
  const uint32_t rb = (((a & 0xff00ffu) * s + (b & 0xff00ffu) * t + 0x800080u) >> 8) & 0xff00ffu;
  const uint32_t ag = ((((a >> 8) & 0xff00ffu) * s + ((b >> 8) & 0xff00ffu) * t + 0x800080u)) & 0xff00ff00u;
  return rb | ag;
}

/* Narrows [*lo, *hi) to the x where a + b·x > 0 (a half-line), one pixel wider on
 * each side than computed, so rounding never drops a pixel the per-pixel test keeps. */
static inline void keepPositive(double a, double b, double *lo, double *hi) {
  if (b == 0) { if (!(a > 0)) *hi = *lo; return; }
  const double root = -a / b;
  if (b > 0) { if (root - 1 > *lo) *lo = root - 1; }
  else if (root + 1 < *hi) *hi = root + 1;
}

void CFlipbookPixels_warpProjective(const uint8_t *src, int sw, int sh, int srcStride, uint8_t *dst,
                                    int dw, int dh, int dstStride, const double *m) {
  for (int y = 0; y < dh; y++) {
    uint32_t *row = (uint32_t *)(void *)(dst + (size_t)y * dstStride);
    const double py = y + 0.5;
    double nx = m[0] * 0.5 + m[1] * py + m[2];
    double ny = m[3] * 0.5 + m[4] * py + m[5];
    double w = m[6] * 0.5 + m[7] * py + m[8];
    /* The source point's tests below are linear in x once multiplied by w (> 0):
     * sx > -1.5 ⇔ nx + w > 0, sx < sw + .5 ⇔ (sw + 1)·w − nx > 0, and so for y.
     * Pixels outside the span they allow are transparent; the span is computed
     * with a pixel to spare and every pixel in it still runs the tests. */
    double lo = 0, hi = dw;
    keepPositive(w - 1e-12, m[6], &lo, &hi);
    keepPositive(nx + w, m[0] + m[6], &lo, &hi);
    keepPositive((sw + 1.0) * w - nx, (sw + 1.0) * m[6] - m[0], &lo, &hi);
    keepPositive(ny + w, m[3] + m[6], &lo, &hi);
    keepPositive((sh + 1.0) * w - ny, (sh + 1.0) * m[6] - m[3], &lo, &hi);
    int first = 0, end = dw;
    if (lo > 0) first = lo >= dw ? dw : (int)lo;
    if (hi < dw) end = hi <= 0 ? 0 : (int)hi + 1;
    if (end < first) end = first;
    memset(row, 0, 4 * (size_t)first);
    memset(row + end, 0, 4 * (size_t)(dw - end));
    /* Stepped as before (not multiplied), so every kept pixel's source point is bit-identical. */
    for (int x = 0; x < first; x++) { nx += m[0]; ny += m[3]; w += m[6]; }
    for (int x = first; x < end; x++, nx += m[0], ny += m[3], w += m[6]) {
      uint32_t p = 0;
      if (w > 1e-12) {
        const double inv = 1.0 / w;
        const double sx = nx * inv - 0.5, sy = ny * inv - 0.5;  /* pixel centres at .5 */
        if (sx > -1.5 && sy > -1.5 && sx < sw + 0.5 && sy < sh + 0.5) {
          /* floor in fixed point: shifted positive before truncation */
          const int X = (int)((sx + 2.0) * 256.0) - 512, Y = (int)((sy + 2.0) * 256.0) - 512;
          const int x0 = X >> 8, y0 = Y >> 8;
          const uint32_t ax = (uint32_t)(X & 255), ay = (uint32_t)(Y & 255);
          uint32_t p00, p01, p10, p11;
          if (x0 >= 0 && y0 >= 0 && x0 + 1 < sw && y0 + 1 < sh) {
            const uint8_t *q = src + (size_t)y0 * srcStride + 4 * (size_t)x0;
            memcpy(&p00, q, 4);
            memcpy(&p01, q + 4, 4);
            memcpy(&p10, q + srcStride, 4);
            memcpy(&p11, q + srcStride + 4, 4);
          } else {
            p00 = fetch(src, sw, sh, srcStride, x0, y0);
            p01 = fetch(src, sw, sh, srcStride, x0 + 1, y0);
            p10 = fetch(src, sw, sh, srcStride, x0, y0 + 1);
            p11 = fetch(src, sw, sh, srcStride, x0 + 1, y0 + 1);
          }
          p = (p00 | p01 | p10 | p11) ? lerp(lerp(p00, p01, ax), lerp(p10, p11, ax), ay) : 0;
        }
      }
      row[x] = p;
    }
  }
}
