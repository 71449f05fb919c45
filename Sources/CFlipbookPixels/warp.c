#include "CFlipbookPixels.h"
#include <math.h>
#include <string.h>

/* Premultiplied bilinear sample; pixels outside the source are transparent,
 * which anti-aliases the warped image's edges. */
static inline uint32_t sampleBilinear(const uint8_t *src, int sw, int sh, int stride, double x,
                                      double y) {
  x -= 0.5;
  y -= 0.5;
  double fx = floor(x), fy = floor(y);
  int x0 = (int)fx, y0 = (int)fy;
  double ax = x - fx, ay = y - fy;
  double acc[4] = {0, 0, 0, 0};
  for (int j = 0; j < 2; j++) {
    int yy = y0 + j;
    if (yy < 0 || yy >= sh) continue;
    double wy = j ? ay : 1 - ay;
    for (int i = 0; i < 2; i++) {
      int xx = x0 + i;
      if (xx < 0 || xx >= sw) continue;
      double w = wy * (i ? ax : 1 - ax);
      uint32_t p;
      memcpy(&p, src + (size_t)yy * stride + 4 * (size_t)xx, 4);
      acc[0] += w * (p & 255u);
      acc[1] += w * ((p >> 8) & 255u);
      acc[2] += w * ((p >> 16) & 255u);
      acc[3] += w * (p >> 24);
    }
  }
  uint32_t out = 0;
  for (int c = 0; c < 4; c++) {
    long v = lround(acc[c]);
    if (v < 0) v = 0;
    if (v > 255) v = 255;
    out |= (uint32_t)v << (8 * c);
  }
  return out;
}

void CFlipbookPixels_warpProjective(const uint8_t *src, int sw, int sh, int srcStride, uint8_t *dst,
                              int dw, int dh, int dstStride, const double *m) {
  for (int y = 0; y < dh; y++) {
    uint8_t *row = dst + (size_t)y * dstStride;
    double py = y + 0.5;
    for (int x = 0; x < dw; x++) {
      double px = x + 0.5;
      double w = m[6] * px + m[7] * py + m[8];
      uint32_t p = 0;
      if (w > 1e-12) {
        double sx = (m[0] * px + m[1] * py + m[2]) / w;
        double sy = (m[3] * px + m[4] * py + m[5]) / w;
        if (sx > -1 && sy > -1 && sx < sw + 1 && sy < sh + 1) p = sampleBilinear(src, sw, sh, srcStride, sx, sy);
      }
      memcpy(row + 4 * (size_t)x, &p, 4);
    }
  }
}
