/* Adler-32 with SSSE3 where the processor has it (every x86-64 made since 2008;
 * checked at run time), zlib's otherwise. The scheme is the one Chromium's zlib and
 * zlib-ng use: 32 bytes a step, byte sums with PSADBW and position-weighted sums
 * with PMADDUBSW, reduced modulo 65521 every NMAX bytes as zlib does. zlib 1.2.13's
 * scalar loop was 12% of a frame's time in the reference workload. */
#include "CFlipbookPNG.h"
#include <zlib.h>

enum { BASE = 65521, NMAX = 5552, BLOCK = 32 };

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>

__attribute__((target("ssse3"))) static uint32_t adler32SSSE3(uint32_t adler, const uint8_t *buf, size_t len) {
  uint32_t s1 = adler & 0xffff, s2 = adler >> 16;
  size_t blocks = len / BLOCK;
  len -= blocks * BLOCK;
  const __m128i tap1 = _mm_setr_epi8(32, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17);
  const __m128i tap2 = _mm_setr_epi8(16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1);
  const __m128i zero = _mm_setzero_si128(), ones = _mm_set1_epi16(1);
  while (blocks) {
    size_t n = NMAX / BLOCK;
    if (n > blocks) n = blocks;
    blocks -= n;
    __m128i ps = _mm_set_epi32(0, 0, 0, (int)(s1 * n));  /* s1 before each block, ×32 below */
    __m128i v2 = _mm_set_epi32(0, 0, 0, (int)s2);
    __m128i v1 = _mm_setzero_si128();
    do {
      const __m128i b1 = _mm_loadu_si128((const __m128i *)(const void *)buf);
      const __m128i b2 = _mm_loadu_si128((const __m128i *)(const void *)(buf + 16));
      ps = _mm_add_epi32(ps, v1);
      v1 = _mm_add_epi32(v1, _mm_sad_epu8(b1, zero));
      v2 = _mm_add_epi32(v2, _mm_madd_epi16(_mm_maddubs_epi16(b1, tap1), ones));
      v1 = _mm_add_epi32(v1, _mm_sad_epu8(b2, zero));
      v2 = _mm_add_epi32(v2, _mm_madd_epi16(_mm_maddubs_epi16(b2, tap2), ones));
      buf += BLOCK;
    } while (--n);
    v2 = _mm_add_epi32(v2, _mm_slli_epi32(ps, 5));
    v1 = _mm_add_epi32(v1, _mm_shuffle_epi32(v1, _MM_SHUFFLE(2, 3, 0, 1)));
    v1 = _mm_add_epi32(v1, _mm_shuffle_epi32(v1, _MM_SHUFFLE(1, 0, 3, 2)));
    s1 += (uint32_t)_mm_cvtsi128_si32(v1);
    v2 = _mm_add_epi32(v2, _mm_shuffle_epi32(v2, _MM_SHUFFLE(2, 3, 0, 1)));
    v2 = _mm_add_epi32(v2, _mm_shuffle_epi32(v2, _MM_SHUFFLE(1, 0, 3, 2)));
    s2 = (uint32_t)_mm_cvtsi128_si32(v2);
    s1 %= BASE;
    s2 %= BASE;
  }
  while (len--) {
    s1 += *buf++;
    s2 += s1;
  }
  return (s1 % BASE) | ((s2 % BASE) << 16);
}
#endif

uint32_t CFlipbookPNG_adler32(uint32_t adler, const uint8_t *bytes, size_t length) {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
  if (__builtin_cpu_supports("ssse3")) return adler32SSSE3(adler, bytes, length);
#endif
  return (uint32_t)adler32_z(adler, bytes, length);
}
