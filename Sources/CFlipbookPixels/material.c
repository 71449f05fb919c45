#include "CFlipbookPixels.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* --- backdrop materials ----------------------------------------------------
 * A backdrop is blurred in ARGB32 with edges clamped (the picture continues
 * past the capture as its edge pixel, as Core Animation's backdrop does at the
 * screen's edge), then recoloured by a Core Material recipe. */

/* One box pass of radius r along a line of n pixels (4 bytes each, `step` bytes
 * apart), reading from a copy so the line can be written in place. */
static void boxLine(uint8_t *line, size_t step, int n, int r, uint8_t *copy) {
  for (int i = 0; i < n; i++) memcpy(copy + 4 * i, line + step * i, 4);
  const int window = 2 * r + 1;
  for (int c = 0; c < 4; c++) {
    int sum = 0;
    for (int k = -r; k <= r; k++) {
      int i = k < 0 ? 0 : (k >= n ? n - 1 : k);
      sum += copy[4 * i + c];
    }
    for (int i = 0; i < n; i++) {
      line[step * i + c] = (uint8_t)((sum + window / 2) / window);
      int add = i + r + 1, sub = i - r;
      add = add >= n ? n - 1 : add;
      sub = sub < 0 ? 0 : sub;
      sum += copy[4 * add + c] - copy[4 * sub + c];
    }
  }
}

int CFlipbookPixels_blurARGBClamped(uint8_t *data, int width, int height, int stride, double sigma) {
  if (width <= 0 || height <= 0 || !(sigma > 0.3)) return 0;
  int radii[3];
  CFlipbookPixels_boxRadiiForGaussian(sigma, 3, radii);
  int longest = width > height ? width : height;
  uint8_t *copy = malloc((size_t)longest * 4);
  if (!copy) return -1;
  for (int pass = 0; pass < 3; pass++) {
    if (radii[pass] == 0) continue;
    for (int y = 0; y < height; y++) boxLine(data + (size_t)y * stride, 4, width, radii[pass], copy);
    for (int x = 0; x < width; x++) boxLine(data + 4 * (size_t)x, (size_t)stride, height, radii[pass], copy);
  }
  free(copy);
  return 0;
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
