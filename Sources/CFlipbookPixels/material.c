#include "CFlipbookPixels.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* --- backdrop materials ----------------------------------------------------
 * A backdrop is blurred in ARGB32 with edges clamped (the picture continues
 * past the capture as its edge pixel, as Core Animation's backdrop does at the
 * screen's edge), then recoloured by a Core Material recipe. */

static inline int clampIndex(int i, int n) { return i < 0 ? 0 : (i >= n ? n - 1 : i); }

/* One box pass of radius r along each row (4 channels a pixel), reading from a
 * copy of the row so it can be written in place; `mean[sum]` is the rounded
 * average (sum + window/2) / window, looked up rather than divided. */
static void boxRows(uint8_t *data, int width, int height, int stride, int r, const uint8_t *mean, uint8_t *copy) {
  for (int y = 0; y < height; y++) {
    uint8_t *line = data + (size_t)y * stride;
    memcpy(copy, line, (size_t)width * 4);
    for (int c = 0; c < 4; c++) {
      int sum = 0;
      for (int k = -r; k <= r; k++) sum += copy[4 * clampIndex(k, width) + c];
      for (int i = 0; i < width; i++) {
        line[4 * i + c] = mean[sum];
        sum += copy[4 * clampIndex(i + r + 1, width) + c] - copy[4 * clampIndex(i - r, width) + c];
      }
    }
  }
}

/* The same pass down each column, a whole row of running sums at a time (rows are
 * read in order, not one column at a time across every row). */
static void boxColumns(uint8_t *data, int width, int height, int stride, int r, const uint8_t *mean, uint8_t *copy,
                       int *sums) {
  const size_t n = (size_t)width * 4;
  memcpy(copy, data, (size_t)height * stride);
  memset(sums, 0, n * sizeof(int));
  for (int k = -r; k <= r; k++) {
    const uint8_t *row = copy + (size_t)clampIndex(k, height) * stride;
    for (size_t j = 0; j < n; j++) sums[j] += row[j];
  }
  for (int i = 0; i < height; i++) {
    uint8_t *out = data + (size_t)i * stride;
    const uint8_t *add = copy + (size_t)clampIndex(i + r + 1, height) * stride;
    const uint8_t *sub = copy + (size_t)clampIndex(i - r, height) * stride;
    for (size_t j = 0; j < n; j++) {
      out[j] = mean[sums[j]];
      sums[j] += add[j] - sub[j];
    }
  }
}

int CFlipbookPixels_blurARGBClamped(uint8_t *data, int width, int height, int stride, double sigma) {
  if (width <= 0 || height <= 0 || !(sigma > 0.3)) return 0;
  int radii[3];
  CFlipbookPixels_boxRadiiForGaussian(sigma, 3, radii);
  int widest = radii[0] > radii[1] ? radii[0] : radii[1];
  widest = widest > radii[2] ? widest : radii[2];
  uint8_t *copy = malloc((size_t)height * stride);
  int *sums = malloc((size_t)width * 4 * sizeof(int));
  uint8_t *mean = malloc((size_t)255 * (2 * widest + 1) + 1);
  int status = copy && sums && mean ? 0 : -1;
  for (int pass = 0; pass < 3 && status == 0; pass++) {
    const int r = radii[pass], window = 2 * r + 1;
    if (r == 0) continue;
    for (int sum = 0; sum <= 255 * window; sum++) mean[sum] = (uint8_t)((sum + window / 2) / window);
    boxRows(data, width, height, stride, r, mean, copy);
    boxColumns(data, width, height, stride, r, mean, copy, sums);
  }
  free(copy);
  free(sums);
  free(mean);
  return status;
}

static inline float clamp01(float v) { return v < 0 ? 0 : (v > 1 ? 1 : v); }

/* Rec. 709 luma of sRGB-encoded components (Core Image's saturation weights). */
static inline float luma(float r, float g, float b) { return 0.2126f * r + 0.7152f * g + 0.0722f * b; }

/* The recipe on each pixel, read as its colour over black (premultiplied values
 * are exactly that), giving an opaque pixel:
 *  1. saturation: c = L + s (c - L), L the Rec. 709 luma;
 *  2. luminance curve: L' from the piecewise-linear curve through
 *     (0, v0), (1/3, v1), (2/3, v2), (1, v3), and c moves towards the grey of
 *     luminance L' by `amount`: c += amount (L' - c);
 *  3. brightness: c += b; then clamp.
 * Step 2 is Flipbook's reading of Core Material's luminance-curve filter, whose
 * formula is not published. Moving towards a grey gives the frosted, pastel look
 * of iOS's light materials (over white the chrome material is 0.97 grey, over
 * pure red a light pink), and agrees with the Catalyst versions of the same
 * materials (a 60 % light-grey fill over the blur). Two other readings were
 * drawn and rejected: scaling c by L'/L leaves black black, and shifting every
 * component by L' - L keeps full chroma, so yellow turns neon. */
void CFlipbookPixels_applyMaterial(uint8_t *data, int width, int height, int stride, double saturation,
                                   double brightness, double amount, const double *curve) {
  const float s = (float)saturation, b = (float)brightness, k = (float)amount;
  const float v[4] = {(float)curve[0], (float)curve[1], (float)curve[2], (float)curve[3]};
  for (int y = 0; y < height; y++) {
    uint8_t *row = data + (size_t)y * stride;
    for (int x = 0; x < width; x++) {
      uint32_t p;
      memcpy(&p, row + 4 * x, 4);
      float c[3] = {((p >> 16) & 255) / 255.0f, ((p >> 8) & 255) / 255.0f, (p & 255) / 255.0f};
      float l = luma(c[0], c[1], c[2]);
      for (int i = 0; i < 3; i++) c[i] = l + s * (c[i] - l);
      l = luma(c[0], c[1], c[2]);
      l = l >= 0 ? (l <= 1 ? l : 1) : 0; /* NaN → 0, so the curve's segment index stays in range */
      float t = l * 3.0f;
      int seg = t >= 2.0f ? 2 : (int)t;
      float target = v[seg] + (v[seg + 1] - v[seg]) * (t - (float)seg);
      uint32_t out = 0xFF000000u;
      for (int i = 0; i < 3; i++) {
        uint32_t q = (uint32_t)lrintf(clamp01(c[i] + k * (target - c[i]) + b) * 255.0f);
        out |= q << (16 - 8 * i);
      }
      memcpy(row + 4 * x, &out, 4);
    }
  }
}
