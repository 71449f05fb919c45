#ifndef CFLIPBOOK_SUPPORT_H
#define CFLIPBOOK_SUPPORT_H
#include <stddef.h>
#include <stdint.h>

/* Pixel buffers here are Cairo's ARGB32: premultiplied, one uint32 per pixel in
 * native byte order (B, G, R, A in memory on little-endian machines). */

/* --- blur ------------------------------------------------------------------ */

/* Radii of `passes` box blurs whose sequence approximates a Gaussian of
 * standard deviation sigma (in pixels). radii must hold `passes` ints. */
void CFlipbook_boxRadiiForGaussian(double sigma, int passes, int *radii);

/* Blurs an 8-bit alpha plane in place with three box passes per axis
 * (a Gaussian approximation whose variance matches sigma^2).
 * Returns 0 on success, -1 when scratch memory cannot be allocated. */
int CFlipbook_blurA8(uint8_t *plane, int width, int height, int stride, double sigma);

/* --- projective warp ------------------------------------------------------ */

/* Fills dst (ARGB32) by sampling src (ARGB32) bilinearly through a homography:
 * for each destination pixel centre (x+.5, y+.5), the source point is
 * (m0 x + m1 y + m2, m3 x + m4 y + m5) / (m6 x + m7 y + m8), in pixels whose
 * centres sit at +.5. Points behind the eye or outside the source give
 * transparent pixels. */
void CFlipbook_warpProjective(const uint8_t *src, int sw, int sh, int srcStride, uint8_t *dst,
                              int dw, int dh, int dstStride, const double *m);

/* --- conversions ----------------------------------------------------------- */

/* Copies the alpha channel of an ARGB32 buffer into an A8 plane. */
void CFlipbook_extractAlpha(const uint8_t *argb, int argbStride, int width, int height,
                            uint8_t *a8, int a8Stride);

/* 1 when every pixel of the ARGB32 buffer has alpha 255. */
int CFlipbook_isOpaque(const uint8_t *argb, int stride, int width, int height);

/* Premultiplied ARGB32 -> straight RGBA8 (4 bytes) or RGB8 (3 bytes), one row. */
void CFlipbook_argbRowToRGBA(const uint8_t *src, uint8_t *dst, int width);
void CFlipbook_argbRowToRGB(const uint8_t *src, uint8_t *dst, int width);

/* Straight RGBA8 -> premultiplied ARGB32, one row. */
void CFlipbook_rgbaRowToARGB(const uint8_t *src, uint8_t *dst, int width);

/* --- PNG (libpng) ---------------------------------------------------------- */

typedef struct {
  uint8_t *data;
  size_t length;
  size_t capacity;
} CFlipbook_Buffer;

void CFlipbook_bufferFree(CFlipbook_Buffer *buffer);

/* Encodes an ARGB32 buffer as PNG with straight alpha (RGBA), or RGB when
 * `opaque` is nonzero, with an sRGB chunk. `level` is the zlib level (0-9);
 * `filter` is -1 for libpng's adaptive choice, or 0 (none), 1 (sub), 2 (up),
 * 3 (average), 4 (paeth) for one fixed filter.
 * Returns 0 on success; otherwise nonzero and a message in `error`. */
int CFlipbook_encodePNG(const uint8_t *argb, int stride, int width, int height, int opaque,
                        int level, int filter, CFlipbook_Buffer *out, char *error,
                        size_t errorSize);

/* Decodes a PNG file held in memory into a newly allocated ARGB32 buffer
 * (stride = width * 4), converting any PNG colour type and bit depth.
 * Free *pixels with free(). Returns 0 on success; otherwise nonzero and a
 * message in `error`. */
int CFlipbook_decodePNG(const uint8_t *data, size_t length, uint8_t **pixels, int *width,
                        int *height, char *error, size_t errorSize);

#endif
