#include "composite.h"
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* The warp's compositing onto the picture under it (see composite.h). */

/* s OVER d on premultiplied pixels, rounded as pixman does (x·a/255 as
 * t = x·a + 128, (t + t/256) / 256, then a saturating add), so a warp composited
 * here gives the bytes of one painted through Cairo. */
static inline uint32_t over(uint32_t s, uint32_t d) {
  const uint32_t a = s >> 24;
  if (a == 255) return s;
  if (s == 0) return d;
  const uint32_t ia = 255 - a;
  uint32_t rb = (d & 0xff00ffu) * ia + 0x800080u, ag = ((d >> 8) & 0xff00ffu) * ia + 0x800080u;
  rb = ((rb + ((rb >> 8) & 0xff00ffu)) >> 8) & 0xff00ffu;
  ag = ((ag + ((ag >> 8) & 0xff00ffu)) >> 8) & 0xff00ffu;
  /* Saturating per-channel adds, two channels at a time. */
  rb += s & 0xff00ffu;
  ag += (s >> 8) & 0xff00ffu;
  rb |= 0x1000100u - ((rb >> 8) & 0xff00ffu);
  ag |= 0x1000100u - ((ag >> 8) & 0xff00ffu);
  return (rb & 0xff00ffu) | ((ag & 0xff00ffu) << 8);
}

/* over() along a row; with SSE2, four pixels at once (all opaque: copied; all
 * transparent: skipped), with pixman's own SSE2 arithmetic (x·a + 128, times 257,
 * high half), which equals over()'s. */
void compositeRow(const uint32_t *s, uint32_t *d, int first, int end) {
  int x = first;
#if defined(__SSE2__)
  const __m128i zero = _mm_setzero_si128(), alphas = _mm_set1_epi32((int)0xff000000u);
  const __m128i k255 = _mm_set1_epi16(255), k128 = _mm_set1_epi16(128), k257 = _mm_set1_epi16(257);
  for (; x + 4 <= end; x += 4) {
    const __m128i src = _mm_loadu_si128((const __m128i *)(const void *)(s + x));
    const int opaque = _mm_movemask_epi8(_mm_cmpeq_epi32(_mm_and_si128(src, alphas), alphas));
    if (opaque == 0xffff) { _mm_storeu_si128((__m128i *)(void *)(d + x), src); continue; }
    if (_mm_movemask_epi8(_mm_cmpeq_epi32(src, zero)) == 0xffff) continue;
    const __m128i dst = _mm_loadu_si128((const __m128i *)(const void *)(d + x));
    __m128i lo = _mm_unpacklo_epi8(src, zero), hi = _mm_unpackhi_epi8(src, zero);
    /* 255 − alpha on every channel of its pixel */
    __m128i ialo = _mm_sub_epi16(k255, _mm_shufflehi_epi16(_mm_shufflelo_epi16(lo, 0xff), 0xff));
    __m128i iahi = _mm_sub_epi16(k255, _mm_shufflehi_epi16(_mm_shufflelo_epi16(hi, 0xff), 0xff));
    lo = _mm_mulhi_epu16(_mm_add_epi16(_mm_mullo_epi16(_mm_unpacklo_epi8(dst, zero), ialo), k128), k257);
    hi = _mm_mulhi_epu16(_mm_add_epi16(_mm_mullo_epi16(_mm_unpackhi_epi8(dst, zero), iahi), k128), k257);
    _mm_storeu_si128((__m128i *)(void *)(d + x), _mm_adds_epu8(_mm_packus_epi16(lo, hi), src));
  }
#endif
  for (; x < end; x++) d[x] = over(s[x], d[x]);
}

/* color OVER d[first..<end] (over()'s arithmetic, so the bytes of compositing a warp of it). */
void compositeColor(uint32_t color, uint32_t *d, int first, int end) {
  if (color >> 24 == 255) {
    for (int x = first; x < end; x++) d[x] = color;
  } else if (color) {
    for (int x = first; x < end; x++) d[x] = over(color, d[x]);
  }
}

