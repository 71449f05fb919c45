#include "CFlipbookPixels.h"

/* Opaque ARGB32 -> planar YUV 4:2:0, BT.709, limited ("tv") range, as H.264
 * players expect (doc: ITU-R BT.709-6, Kr 0.2126, Kb 0.0722; Y' 16..235,
 * Cb/Cr 16..240). Chroma is the mean of each 2x2 block (centre siting, the
 * swscale default). Odd sizes are padded with black to even (Y 16, U = V = 128),
 * as the pad filter did before. Fixed point with 16 fraction bits and rounding.
 * Writing the planes here, not in ffmpeg's swscale, saves ffmpeg about 6 ms a
 * 750x1334 frame, and a repeated frame reuses them. */

#define FIX(x) ((int32_t)((x) * 65536.0 + 0.5))

/* Y' = 16 + 219/255 (Kr R + Kg G + Kb B), R G B in 0..255. */
static const int32_t YR = FIX(0.2126 * 219.0 / 255.0), YG = FIX(0.7152 * 219.0 / 255.0), YB = FIX(0.0722 * 219.0 / 255.0);
/* Cb = 128 + 224/255 (B - Y)/1.8556, Cr = 128 + 224/255 (R - Y)/1.5748. */
static const int32_t UR = FIX(-0.2126 / 1.8556 * 224.0 / 255.0), UG = FIX(-0.7152 / 1.8556 * 224.0 / 255.0),
                     UB = FIX(0.5 * 224.0 / 255.0);
static const int32_t VR = FIX(0.5 * 224.0 / 255.0), VG = FIX(-0.7152 / 1.5748 * 224.0 / 255.0),
                     VB = FIX(-0.0722 / 1.5748 * 224.0 / 255.0);

static inline uint8_t clamp8(int32_t v) { return v < 0 ? 0 : v > 255 ? 255 : (uint8_t)v; }

void CFlipbookPixels_argbToYUV420(const uint8_t *argb, int stride, int width, int height, uint8_t *yPlane,
                                  uint8_t *uPlane, uint8_t *vPlane) {
  const int w2 = (width + 1) / 2 * 2, h2 = (height + 1) / 2 * 2;
  for (int y = 0; y < h2; y++) {
    uint8_t *out = yPlane + (size_t)y * w2;
    if (y >= height) {
      for (int x = 0; x < w2; x++) out[x] = 16;
      continue;
    }
    const uint32_t *row = (const uint32_t *)(argb + (size_t)y * stride);
    for (int x = 0; x < width; x++) {
      const uint32_t p = row[x];
      const int32_t r = (p >> 16) & 0xff, g = (p >> 8) & 0xff, b = p & 0xff;
      out[x] = clamp8(16 + ((YR * r + YG * g + YB * b + 32768) >> 16));
    }
    for (int x = width; x < w2; x++) out[x] = 16;
  }
  for (int cy = 0; cy < h2 / 2; cy++) {
    uint8_t *u = uPlane + (size_t)cy * (w2 / 2), *v = vPlane + (size_t)cy * (w2 / 2);
    for (int cx = 0; cx < w2 / 2; cx++) {
      int32_t r = 0, g = 0, b = 0;
      for (int dy = 0; dy < 2; dy++) {
        const int y = cy * 2 + dy;
        for (int dx = 0; dx < 2; dx++) {
          const int x = cx * 2 + dx;
          if (y < height && x < width) {
            const uint32_t p = ((const uint32_t *)(argb + (size_t)y * stride))[x];
            r += (p >> 16) & 0xff; g += (p >> 8) & 0xff; b += p & 0xff;
          }
        }
      }
      /* Sums of four samples: a quarter of the weights, rounded. */
      u[cx] = clamp8(128 + ((UR * r + UG * g + UB * b + 131072) >> 18));
      v[cx] = clamp8(128 + ((VR * r + VG * g + VB * b + 131072) >> 18));
    }
  }
}
