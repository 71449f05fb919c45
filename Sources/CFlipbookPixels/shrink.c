#include "CFlipbookPixels.h"
#include <string.h>

/* Area-average reduction of premultiplied ARGB32 (see the header). Each output
 * pixel is the rounded mean of a factor x factor block of source pixels whose
 * top-left is (x0 + i*factor, y0 + j*factor); source coordinates outside the
 * image repeat the nearest edge pixel. Sums per channel fit in 32 bits for any
 * factor up to 256 (255 * 65536). */
static inline int clampTo(int v, int n) { return v < 0 ? 0 : (v >= n ? n - 1 : v); }

#if defined(__SSE2__)
#include <emmintrin.h>

/* The sum of one factor x factor block whose columns all lie inside the source
 * (rows clamped by the caller's table), four 16-bit lanes B G R A: 16 x 16 x 255
 * fits in 16 bits. Blocks of 2 and 4 load their pixels a row at a time. */
static inline __m128i blockSum(const uint8_t *const *rows, int factor, int xs) {
  const __m128i zero = _mm_setzero_si128();
  __m128i acc = zero;
  for (int r = 0; r < factor; r++) {
    const uint8_t *p = rows[r] + 4 * (size_t)xs;
    if (factor == 4) {
      const __m128i v = _mm_loadu_si128((const __m128i *)(const void *)p);
      acc = _mm_add_epi16(acc, _mm_add_epi16(_mm_unpacklo_epi8(v, zero), _mm_unpackhi_epi8(v, zero)));
    } else if (factor == 2) {
      acc = _mm_add_epi16(acc, _mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)(const void *)p), zero));
    } else {
      for (int k = 0; k < factor; k++) {
        uint32_t q;
        memcpy(&q, p + 4 * k, 4);
        acc = _mm_add_epi16(acc, _mm_unpacklo_epi8(_mm_cvtsi32_si128((int)q), zero));
      }
    }
  }
  /* Blocks of 2 and 4 hold two pixels' sums in the halves. */
  return factor == 2 || factor == 4 ? _mm_add_epi16(acc, _mm_srli_si128(acc, 8)) : acc;
}
#endif

int CFlipbookPixels_shrinkARGBPadded(const uint8_t *src, int sw, int sh, int srcStride, int x0, int y0, int factor,
                                     uint8_t *dst, int dw, int dh, int dstStride, uint32_t *sums) {
  if (factor < 1 || factor > 16 || sw < 1 || sh < 1 || dw < 1 || dh < 1) return -1;
  const uint32_t n = (uint32_t)(factor * factor), half = n / 2;
  /* Output columns whose whole block lies inside the source need no clamping. */
  int inFirst = x0 >= 0 ? 0 : (-x0 + factor - 1) / factor;
  int inEnd = (sw - x0) / factor; /* first column whose block passes the right edge */
  if (inEnd > dw) inEnd = dw;
  if (inEnd < inFirst) inEnd = inFirst;
  /* Powers of two divide by a shift (the same rounded quotient). */
  const int shift = (n & (n - 1)) == 0 ? __builtin_ctz(n) : -1;
  for (int j = 0; j < dh; j++) {
    const uint8_t *rows[16];
    for (int r = 0; r < factor; r++) rows[r] = src + (size_t)clampTo(y0 + j * factor + r, sh) * (size_t)srcStride;
    uint8_t *out = dst + (size_t)j * (size_t)dstStride;
    int vectorFirst = inEnd, vectorEnd = inEnd;
#if defined(__SSE2__)
    if (shift >= 0) {
      vectorFirst = inFirst;
      const __m128i round = _mm_set1_epi16((short)half);
      for (int i = inFirst; i < inEnd; i++) {
        __m128i v = _mm_srli_epi16(_mm_add_epi16(blockSum(rows, factor, x0 + i * factor), round), shift);
        v = _mm_packus_epi16(v, v);
        const uint32_t q = (uint32_t)_mm_cvtsi128_si32(v);
        memcpy(out + 4 * (size_t)i, &q, 4);
      }
    }
#endif
    /* The rest (edge columns, other factors, other machines) sum byte by byte. */
    memset(sums, 0, (size_t)dw * 4 * sizeof(uint32_t));
    for (int r = 0; r < factor; r++) {
      const uint8_t *row = rows[r];
      for (int i = 0; i < dw; i++) {
        if (i >= vectorFirst && i < vectorEnd) { i = vectorEnd - 1; continue; }
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
    for (int i = 0; i < dw; i++) {
      if (i >= vectorFirst && i < vectorEnd) { i = vectorEnd - 1; continue; }
      for (int c = 0; c < 4; c++) out[4 * i + c] = (uint8_t)((sums[4 * i + c] + half) / n);
    }
  }
  return 0;
}
