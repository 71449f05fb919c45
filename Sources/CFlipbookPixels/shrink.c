#include "CFlipbookPixels.h"
#include <string.h>

/* Area-average reduction of premultiplied ARGB32 (see the header). Each output
 * pixel is the rounded mean of a factor x factor block of source pixels whose
 * top-left is (x0 + i*factor, y0 + j*factor); source coordinates outside the
 * image repeat the nearest edge pixel. Sums per channel fit in 32 bits for any
 * factor up to 256 (255 * 65536). */
static inline int clampTo(int v, int n) { return v < 0 ? 0 : (v >= n ? n - 1 : v); }

int CFlipbookPixels_shrinkARGBPadded(const uint8_t *src, int sw, int sh, int srcStride, int x0, int y0, int factor,
                                     uint8_t *dst, int dw, int dh, int dstStride, uint32_t *sums) {
  if (factor < 1 || factor > 16 || sw < 1 || sh < 1 || dw < 1 || dh < 1) return -1;
  const uint32_t n = (uint32_t)(factor * factor), half = n / 2;
  /* Output columns whose whole block lies inside the source need no clamping. */
  int inFirst = x0 >= 0 ? 0 : (-x0 + factor - 1) / factor;
  int inEnd = (sw - x0) / factor; /* first column whose block passes the right edge */
  if (inEnd > dw) inEnd = dw;
  if (inEnd < inFirst) inEnd = inFirst;
  for (int j = 0; j < dh; j++) {
    memset(sums, 0, (size_t)dw * 4 * sizeof(uint32_t));
    for (int r = 0; r < factor; r++) {
      const uint8_t *row = src + (size_t)clampTo(y0 + j * factor + r, sh) * (size_t)srcStride;
      for (int i = 0; i < dw; i++) {
        uint32_t *s = sums + 4 * i;
        int xs = x0 + i * factor;
        if (i >= inFirst && i < inEnd) {
          const uint8_t *p = row + 4 * xs;
          for (int k = 0; k < factor; k++, p += 4) { s[0] += p[0]; s[1] += p[1]; s[2] += p[2]; s[3] += p[3]; }
        } else {
          for (int k = 0; k < factor; k++) {
            const uint8_t *p = row + 4 * clampTo(xs + k, sw);
            s[0] += p[0]; s[1] += p[1]; s[2] += p[2]; s[3] += p[3];
          }
        }
      }
    }
    uint8_t *out = dst + (size_t)j * (size_t)dstStride;
    for (int i = 0; i < 4 * dw; i++) out[i] = (uint8_t)((sums[i] + half) / n);
  }
  return 0;
}
