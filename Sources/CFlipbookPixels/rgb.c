/* Premultiplied ARGB32 rows to RGB8 for opaque PNGs (alpha dropped: an opaque
 * pixel's premultiplied colour is its colour), returning the AND of the row's
 * pixels so the caller learns whether the row was opaque in the same pass.
 * SSSE3 (checked at run time) reorders 16 pixels a step with PSHUFB; the scalar
 * loop does the rest and the whole row elsewhere. */
#include "CFlipbookPixels.h"
#include <string.h>

static uint32_t rgbScalar(const uint8_t *src, uint8_t *dst, int width, uint32_t all) {
  for (int x = 0; x < width; x++) {
    uint32_t p;
    memcpy(&p, src + 4 * (size_t)x, 4);
    all &= p;
    uint8_t *o = dst + 3 * (size_t)x;
    o[0] = (uint8_t)(p >> 16); o[1] = (uint8_t)(p >> 8); o[2] = (uint8_t)p;
  }
  return all;
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>

__attribute__((target("ssse3"))) static uint32_t rgbSSSE3(const uint8_t *src, uint8_t *dst, int width) {
  /* Bytes B G R A per pixel, little-endian: R G B is bytes 2 1 0; the last four lanes empty. */
  const __m128i order = _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
  __m128i all = _mm_set1_epi32(-1);
  int x = 0;
  for (; x + 16 <= width; x += 16) {
    const __m128i p0 = _mm_loadu_si128((const __m128i *)(const void *)(src + 4 * (size_t)x));
    const __m128i p1 = _mm_loadu_si128((const __m128i *)(const void *)(src + 4 * (size_t)x + 16));
    const __m128i p2 = _mm_loadu_si128((const __m128i *)(const void *)(src + 4 * (size_t)x + 32));
    const __m128i p3 = _mm_loadu_si128((const __m128i *)(const void *)(src + 4 * (size_t)x + 48));
    all = _mm_and_si128(all, _mm_and_si128(_mm_and_si128(p0, p1), _mm_and_si128(p2, p3)));
    const __m128i s0 = _mm_shuffle_epi8(p0, order), s1 = _mm_shuffle_epi8(p1, order);
    const __m128i s2 = _mm_shuffle_epi8(p2, order), s3 = _mm_shuffle_epi8(p3, order);
    /* 4 × 12 bytes into 3 × 16 */
    uint8_t *o = dst + 3 * (size_t)x;
    _mm_storeu_si128((__m128i *)(void *)o, _mm_or_si128(s0, _mm_slli_si128(s1, 12)));
    _mm_storeu_si128((__m128i *)(void *)(o + 16), _mm_or_si128(_mm_srli_si128(s1, 4), _mm_slli_si128(s2, 8)));
    _mm_storeu_si128((__m128i *)(void *)(o + 32), _mm_or_si128(_mm_srli_si128(s2, 8), _mm_slli_si128(s3, 4)));
  }
  uint32_t lanes[4];
  _mm_storeu_si128((__m128i *)(void *)lanes, all);
  return rgbScalar(src + 4 * (size_t)x, dst + 3 * (size_t)x, width - x, lanes[0] & lanes[1] & lanes[2] & lanes[3]);
}
#endif

uint32_t CFlipbookPixels_argbRowToRGB(const uint8_t *src, uint8_t *dst, int width) {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
  if (__builtin_cpu_supports("ssse3")) return rgbSSSE3(src, dst, width);
#endif
  return rgbScalar(src, dst, width, 0xFFFFFFFFu);
}
