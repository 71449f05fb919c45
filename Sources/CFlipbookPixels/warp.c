#include "CFlipbookPixels.h"
#include "composite.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Multiplies and adds are never fused into one rounding (the AVX2 and scalar paths must agree). */
#pragma STDC FP_CONTRACT OFF

/* Projective warp with bilinear sampling in 8-bit fixed point (premultiplied
 * ARGB32); source pixels outside the plane are transparent, which anti-aliases the
 * warped image's edges. Along a row the source point is linear in homogeneous
 * coordinates: pixel x's numerators and w are the row's start plus x times the
 * step (one multiply and one add each, never fused), then one reciprocal. The
 * weights are 1/256 steps. With AVX2 (checked at run time) four pixels go at once
 * through the very same operations, so every machine gives the same bytes. */

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

/* The warp's numbers for one row: numerators and w at x = 0 and their steps. */
typedef struct { double nx, ny, w, dx, dy, dw; int sw, sh; } Row;

/* One destination pixel x of a row. */
static inline uint32_t warpPixel(const uint8_t *src, int srcStride, const Row *r, int x) {
  const double fx = (double)x;
  const double nx = r->nx + fx * r->dx, ny = r->ny + fx * r->dy, w = r->w + fx * r->dw;
  if (!(w > 1e-12)) return 0;
  const double inv = 1.0 / w;
  const double sx = nx * inv - 0.5, sy = ny * inv - 0.5; /* pixel centres at .5 */
  if (!(sx > -1.5 && sy > -1.5 && sx < r->sw + 0.5 && sy < r->sh + 0.5)) return 0;
  /* floor in fixed point: shifted positive before truncation */
  const int X = (int)((sx + 2.0) * 256.0) - 512, Y = (int)((sy + 2.0) * 256.0) - 512;
  const int x0 = X >> 8, y0 = Y >> 8;
  const uint32_t ax = (uint32_t)(X & 255), ay = (uint32_t)(Y & 255);
  uint32_t p00, p01, p10, p11;
  if (x0 >= 0 && y0 >= 0 && x0 + 1 < r->sw && y0 + 1 < r->sh) {
    const uint8_t *q = src + (size_t)y0 * srcStride + 4 * (size_t)x0;
    memcpy(&p00, q, 4);
    memcpy(&p01, q + 4, 4);
    memcpy(&p10, q + srcStride, 4);
    memcpy(&p11, q + srcStride + 4, 4);
  } else {
    p00 = fetch(src, r->sw, r->sh, srcStride, x0, y0);
    p01 = fetch(src, r->sw, r->sh, srcStride, x0 + 1, y0);
    p10 = fetch(src, r->sw, r->sh, srcStride, x0, y0 + 1);
    p11 = fetch(src, r->sw, r->sh, srcStride, x0 + 1, y0 + 1);
  }
  return (p00 | p01 | p10 | p11) ? lerp(lerp(p00, p01, ax), lerp(p10, p11, ax), ay) : 0;
}

static void warpSpan(const uint8_t *src, int srcStride, const Row *r, uint32_t *row, int first, int end) {
  for (int x = first; x < end; x++) row[x] = warpPixel(src, srcStride, r, x);
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>

/* lerp on 16-bit lanes: (a (256 − t) + b t + 128) >> 8, exact as the scalar one
 * (each sum stays below 65536). */
__attribute__((target("avx2"))) static inline __m256i lerp16(__m256i a, __m256i b, __m256i t) {
  const __m256i s = _mm256_sub_epi16(_mm256_set1_epi16(256), t);
  const __m256i sum = _mm256_add_epi16(_mm256_add_epi16(_mm256_mullo_epi16(a, s), _mm256_mullo_epi16(b, t)),
                                       _mm256_set1_epi16(128));
  return _mm256_srli_epi16(sum, 8);
}

/* Four pixels a step where all four sample inside the plane; the others, and the
 * row's last few, go through warpPixel. */
__attribute__((target("avx2"))) static void warpSpanAVX2(const uint8_t *src, int srcStride, const Row *r,
                                                         uint32_t *row, int first, int end) {
  const __m256d nx0 = _mm256_set1_pd(r->nx), ny0 = _mm256_set1_pd(r->ny), w0 = _mm256_set1_pd(r->w);
  const __m256d dx = _mm256_set1_pd(r->dx), dy = _mm256_set1_pd(r->dy), dw = _mm256_set1_pd(r->dw);
  const __m256d half = _mm256_set1_pd(0.5), two = _mm256_set1_pd(2.0), scale = _mm256_set1_pd(256.0);
  const __m256d lowest = _mm256_set1_pd(1e-12), one = _mm256_set1_pd(1.0);
  /* Bilinear taps need x0 in [0, sw − 2] and y0 in [0, sh − 2]. */
  const __m128i maxX = _mm_set1_epi32(r->sw - 2), maxY = _mm_set1_epi32(r->sh - 2), k512 = _mm_set1_epi32(512);
  const __m128i k255 = _mm_set1_epi32(255), stride = _mm_set1_epi32(srcStride);
  const __m256d sw2 = _mm256_set1_pd(r->sw - 2.0), sh2 = _mm256_set1_pd(r->sh - 2.0), four = _mm256_set1_pd(4.0);
  int x = first;
  /* x, x + 1, x + 2, x + 3 as doubles, stepped by 4 (whole numbers: exact). */
  __m256d fx = _mm256_setr_pd(x, x + 1, x + 2, x + 3);
  for (; x + 4 <= end; x += 4, fx = _mm256_add_pd(fx, four)) {
    const __m256d w = _mm256_add_pd(w0, _mm256_mul_pd(fx, dw));
    const __m256d nx = _mm256_add_pd(nx0, _mm256_mul_pd(fx, dx)), ny = _mm256_add_pd(ny0, _mm256_mul_pd(fx, dy));
    if (_mm256_movemask_pd(_mm256_cmp_pd(w, lowest, _CMP_GT_OQ)) != 15) {
      warpSpan(src, srcStride, r, row, x, x + 4);
      continue;
    }
    const __m256d inv = _mm256_div_pd(one, w);
    const __m256d sx = _mm256_sub_pd(_mm256_mul_pd(nx, inv), half), sy = _mm256_sub_pd(_mm256_mul_pd(ny, inv), half);
    /* Inside the plane with a pixel to spare on each side: the truncation below is a floor. */
    const __m256d inside = _mm256_and_pd(_mm256_and_pd(_mm256_cmp_pd(sx, one, _CMP_GE_OQ), _mm256_cmp_pd(sy, one, _CMP_GE_OQ)),
                                         _mm256_and_pd(_mm256_cmp_pd(sx, sw2, _CMP_LT_OQ),
                                                       _mm256_cmp_pd(sy, sh2, _CMP_LT_OQ)));
    if (_mm256_movemask_pd(inside) != 15) {
      warpSpan(src, srcStride, r, row, x, x + 4);
      continue;
    }
    const __m128i X = _mm_sub_epi32(_mm256_cvttpd_epi32(_mm256_mul_pd(_mm256_add_pd(sx, two), scale)), k512);
    const __m128i Y = _mm_sub_epi32(_mm256_cvttpd_epi32(_mm256_mul_pd(_mm256_add_pd(sy, two), scale)), k512);
    const __m128i x0 = _mm_min_epi32(_mm_srai_epi32(X, 8), maxX), y0 = _mm_min_epi32(_mm_srai_epi32(Y, 8), maxY);
    const __m128i offset = _mm_add_epi32(_mm_mullo_epi32(y0, stride), _mm_slli_epi32(x0, 2));
    /* Each pixel's two taps of a row are adjacent: one 8-byte load a row (plain
     * loads: AVX2's gather was 15 % slower here), then the first taps to the low
     * half and the second to the high half. */
    int at[4];
    _mm_storeu_si128((__m128i *)(void *)at, offset);
    long long t[4], b[4];
    for (int i = 0; i < 4; i++) {
      memcpy(t + i, src + at[i], 8);
      memcpy(b + i, src + at[i] + srcStride, 8);
    }
    const __m256i order = _mm256_setr_epi32(0, 2, 4, 6, 1, 3, 5, 7);
    const __m256i upper = _mm256_permutevar8x32_epi32(_mm256_setr_epi64x(t[0], t[1], t[2], t[3]), order);
    const __m256i lower = _mm256_permutevar8x32_epi32(_mm256_setr_epi64x(b[0], b[1], b[2], b[3]), order);
    const __m128i p00 = _mm256_castsi256_si128(upper), p01 = _mm256_extracti128_si256(upper, 1);
    const __m128i p10 = _mm256_castsi256_si128(lower), p11 = _mm256_extracti128_si256(lower, 1);
    /* The four pixels' channels on 16-bit lanes, and each pixel's weights repeated
     * over its four channels (the low byte of each 32-bit weight, spread). */
    const __m128i spread = _mm_setr_epi8(0, 0, 0, 0, 4, 4, 4, 4, 8, 8, 8, 8, 12, 12, 12, 12);
    const __m256i ax = _mm256_cvtepu8_epi16(_mm_shuffle_epi8(_mm_and_si128(X, k255), spread));
    const __m256i ay = _mm256_cvtepu8_epi16(_mm_shuffle_epi8(_mm_and_si128(Y, k255), spread));
    const __m256i top = lerp16(_mm256_cvtepu8_epi16(p00), _mm256_cvtepu8_epi16(p01), ax);
    const __m256i bottom = lerp16(_mm256_cvtepu8_epi16(p10), _mm256_cvtepu8_epi16(p11), ax);
    const __m256i mixed = lerp16(top, bottom, ay);
    _mm_storeu_si128((__m128i *)(void *)(row + x),
                     _mm_packus_epi16(_mm256_castsi256_si128(mixed), _mm256_extracti128_si256(mixed, 1)));
  }
  warpSpan(src, srcStride, r, row, x, end);
}
#endif

typedef void (*SpanFunction)(const uint8_t *, int, const Row *, uint32_t *, int, int);

/* The pixels [lo, hi] of row y (centre y + .5) that `c` covers, narrowed by a
 * pixel on each side so rounding never claims one the later warp leaves
 * translucent. False when it covers none. Each bound is a + b·x ≥ 0 in the row's
 * homogeneous numbers (w > 0 first). */
static int coveredRun(const CFlipbookPixels_Cover *c, int y, int dw, int *lo, int *hi) {
  const double *m = c->m, py = y + 0.5;
  const double nx = m[0] * 0.5 + m[1] * py + m[2], ny = m[3] * 0.5 + m[4] * py + m[5], w = m[6] * 0.5 + m[7] * py + m[8];
  const double a[5] = {w - 1e-9, nx - (c->minX + 0.5) * w, (c->maxX + 0.5) * w - nx,
                       ny - (c->minY + 0.5) * w, (c->maxY + 0.5) * w - ny};
  const double b[5] = {m[6], m[0] - (c->minX + 0.5) * m[6], (c->maxX + 0.5) * m[6] - m[0],
                       m[3] - (c->minY + 0.5) * m[6], (c->maxY + 0.5) * m[6] - m[3]};
  double from = 0, to = dw - 1.0;
  for (int i = 0; i < 5; i++) {
    if (b[i] == 0) { if (!(a[i] >= 0)) return 0; continue; }
    const double root = -a[i] / b[i], bound = b[i] > 0 ? ceil(root) + 1 : floor(root) - 1;
    if (b[i] > 0) { if (!(bound <= from)) from = bound; }  /* NaN narrows to nothing */
    else if (!(bound >= to)) to = bound;
  }
  if (!(from <= to) || !(from >= 0) || !(to <= dw - 1.0)) return 0;
  *lo = (int)from;
  *hi = (int)to;
  return 1;
}

/* Labels row y's pixels in [first, end) that `c` covers. */
static void mark(uint8_t *labels, const CFlipbookPixels_Cover *c, int y, int dw, int first, int end, uint8_t label) {
  int lo, hi;
  if (!coveredRun(c, y, dw, &lo, &hi)) return;
  if (lo < first) lo = first;
  if (hi >= end) hi = end - 1;
  if (lo <= hi) memset(labels + lo, label, (size_t)(hi - lo + 1));
}

/* What the Over warp does to each pixel of a row: sample (0), leave it for a
 * cover (1), or take fill k's colour (2 + k). */
enum { SAMPLE = 0, COVERED = 1, FILLED = 2, MAX_FILLS = 64 };

typedef struct {
  const CFlipbookPixels_Cover *covers;
  int coverCount;
  const CFlipbookPixels_Fill *fills;
  CFlipbookPixels_Cover *fillRegions; /* each fill as the source points whose taps lie in it */
  int fillCount;
  uint32_t *scratch;
  uint8_t *labels;
} Over;

/* Each row's span is warped into `over->scratch` (when given) and composited over
 * the destination row, whose pixels outside the span, or covered, stay as they
 * are; without it the span is written directly and the rest of the row cleared. */
static void warpRows(const uint8_t *src, int sw, int sh, int srcStride, uint8_t *dst, int dw, int dh, int dstStride,
                     const double *m, SpanFunction span, const Over *over) {
  for (int y = 0; y < dh; y++) {
    uint32_t *row = (uint32_t *)(void *)(dst + (size_t)y * dstStride);
    const double py = y + 0.5;
    const Row r = {m[0] * 0.5 + m[1] * py + m[2], m[3] * 0.5 + m[4] * py + m[5], m[6] * 0.5 + m[7] * py + m[8],
                   m[0], m[3], m[6], sw, sh};
    /* The source point's tests are linear in x once multiplied by w (> 0):
     * sx > -1.5 ⇔ nx + w > 0, sx < sw + .5 ⇔ (sw + 1)·w − nx > 0, and so for y.
     * Pixels outside the span they allow are transparent; the span is computed
     * with a pixel to spare and every pixel in it still runs the tests. */
    double lo = 0, hi = dw;
    keepPositive(r.w - 1e-12, m[6], &lo, &hi);
    keepPositive(r.nx + r.w, m[0] + m[6], &lo, &hi);
    keepPositive((sw + 1.0) * r.w - r.nx, (sw + 1.0) * m[6] - m[0], &lo, &hi);
    keepPositive(r.ny + r.w, m[3] + m[6], &lo, &hi);
    keepPositive((sh + 1.0) * r.w - r.ny, (sh + 1.0) * m[6] - m[3], &lo, &hi);
    int first = 0, end = dw;
    if (lo > 0) first = lo >= dw ? dw : (int)lo;
    if (hi < dw) end = hi <= 0 ? 0 : (int)hi + 1;
    if (end < first) end = first;
    if (!over) {
      memset(row, 0, 4 * (size_t)first);
      memset(row + end, 0, 4 * (size_t)(dw - end));
      span(src, srcStride, &r, row, first, end);
      continue;
    }
    if (over->coverCount + over->fillCount == 0 || first == end) {
      span(src, srcStride, &r, over->scratch, first, end);
      compositeRow(over->scratch, row, first, end);
      continue;
    }
    uint8_t *labels = over->labels;
    memset(labels + first, SAMPLE, (size_t)(end - first));
    /* Along a row the source y is monotonic (w > 0 there): fills outside the rows
     * its two ends sample are passed over without solving for their run. */
    const double w0 = r.w + first * r.dw, w1 = r.w + (end - 1) * r.dw;
    double low = -1e300, high = 1e300;
    if (w0 > 1e-12 && w1 > 1e-12) {
      const double y0 = (r.ny + first * r.dy) / w0 - 0.5, y1 = (r.ny + (end - 1) * r.dy) / w1 - 0.5;
      low = (y0 < y1 ? y0 : y1) - 2;
      high = (y0 < y1 ? y1 : y0) + 2;
    }
    for (int k = 0; k < over->fillCount; k++) {
      const CFlipbookPixels_Fill *f = over->fills + k;
      if (f->y1 < low || f->y0 > high) continue;
      mark(labels, over->fillRegions + k, y, dw, first, end, (uint8_t)(FILLED + k));
    }
    for (int k = 0; k < over->coverCount; k++) mark(labels, over->covers + k, y, dw, first, end, COVERED);
    for (int x = first; x < end;) {
      const uint8_t label = labels[x];
      int stop = x + 1;
      while (stop < end && labels[stop] == label) stop++;
      if (label == SAMPLE) {
        span(src, srcStride, &r, over->scratch, x, stop);
        compositeRow(over->scratch, row, x, stop);
      } else if (label >= FILLED) {
        compositeColor(over->fills[label - FILLED].color, row, x, stop);
      }
      x = stop;
    }
  }
}

static SpanFunction fastestSpan(void) {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
  if (__builtin_cpu_supports("avx2")) return warpSpanAVX2;
#endif
  return warpSpan;
}

void CFlipbookPixels_warpProjective(const uint8_t *src, int sw, int sh, int srcStride, uint8_t *dst,
                                    int dw, int dh, int dstStride, const double *m) {
  warpRows(src, sw, sh, srcStride, dst, dw, dh, dstStride, m, fastestSpan(), NULL);
}

void CFlipbookPixels_warpProjectivePortable(const uint8_t *src, int sw, int sh, int srcStride, uint8_t *dst,
                                            int dw, int dh, int dstStride, const double *m) {
  warpRows(src, sw, sh, srcStride, dst, dw, dh, dstStride, m, warpSpan, NULL);
}

int CFlipbookPixels_warpProjectiveOver(const uint8_t *src, int sw, int sh, int srcStride, uint8_t *dst,
                                       int dw, int dh, int dstStride, const double *m,
                                       const CFlipbookPixels_Cover *covers, int coverCount,
                                       const CFlipbookPixels_Fill *fills, int fillCount) {
  if (dw <= 0 || dh <= 0) return 0;
  if (coverCount < 0 || !covers) coverCount = 0;
  if (fillCount < 0 || !fills) fillCount = 0;
  if (fillCount > MAX_FILLS) fillCount = MAX_FILLS;
  Over over = {covers, coverCount, fills, malloc(sizeof(CFlipbookPixels_Cover) * ((size_t)fillCount + 1)), fillCount,
               malloc(4 * (size_t)dw), malloc((size_t)dw)};
  if (!over.fillRegions || !over.scratch || !over.labels) {
    free(over.fillRegions);
    free(over.scratch);
    free(over.labels);
    return -1;
  }
  /* A pixel's taps, floor(sx) and floor(sx) + 1, lie in [x0, x1) while x0 ≤ sx < x1 − 1. */
  for (int k = 0; k < fillCount; k++) {
    CFlipbookPixels_Cover *c = over.fillRegions + k;
    memcpy(c->m, m, sizeof c->m);
    c->minX = fills[k].x0;
    c->minY = fills[k].y0;
    c->maxX = fills[k].x1 - 1.001;
    c->maxY = fills[k].y1 - 1.001;
  }
  warpRows(src, sw, sh, srcStride, dst, dw, dh, dstStride, m, fastestSpan(), &over);
  free(over.fillRegions);
  free(over.scratch);
  free(over.labels);
  return 0;
}
