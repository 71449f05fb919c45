#ifndef CFLIPBOOK_PIXELS_H
#define CFLIPBOOK_PIXELS_H
#include <stddef.h>
#include <stdint.h>

/* Pixel kernels (blur, projective warp, format conversion) for the rasterizer
 * and the PNG codec.
 *
 * Pixel buffers here are Cairo's ARGB32: premultiplied, one uint32 per pixel in
 * native byte order (B, G, R, A in memory on little-endian machines). */

/* --- blur ------------------------------------------------------------------ */

/* Radii of `passes` box blurs whose sequence approximates a Gaussian of
 * standard deviation sigma (in pixels). radii must hold `passes` ints. */
void CFlipbookPixels_boxRadiiForGaussian(double sigma, int passes, int *radii);

/* Blurs an 8-bit alpha plane in place with three box passes per axis
 * (a Gaussian approximation whose variance matches sigma^2), at full resolution.
 * Returns 0 on success, -1 when scratch memory cannot be allocated. */
int CFlipbookPixels_blurA8Exact(uint8_t *plane, int width, int height, int stride, double sigma);

/* The factor (1, 2, 4 or 8) by which CFlipbookPixels_blurA8 shrinks a plane
 * before blurring it with this sigma: the largest that leaves at least 3 pixels
 * of sigma at the reduced size. */
int CFlipbookPixels_blurReduction(double sigma);

/* Blurs an 8-bit alpha plane in place like CFlipbookPixels_blurA8Exact, but for
 * wide blurs at reduced resolution: the plane is averaged down by
 * CFlipbookPixels_blurReduction(sigma), blurred there with the sigma that keeps
 * the total variance (reduction and interpolation included) equal to sigma^2,
 * and interpolated back bilinearly. A blur of 3 or more reduced pixels is smooth
 * enough that the interpolation stays within a level or two of the exact blur.
 * Returns 0 on success, -1 when scratch memory cannot be allocated. */
int CFlipbookPixels_blurA8(uint8_t *plane, int width, int height, int stride, double sigma);

/* Blurs ARGB32 pixels in place with three box passes per axis (a Gaussian of
 * standard deviation sigma pixels); pixels past the edges repeat the edge.
 * Returns 0, or -1 when out of memory. */
int CFlipbookPixels_blurARGBClamped(uint8_t *data, int width, int height, int stride, double sigma);

/* Recolours ARGB32 pixels in place by a backdrop material recipe (saturation,
 * brightness, luminance amount and the curve's 4 values); every pixel becomes
 * opaque. See material.c for the reading of each step. */
void CFlipbookPixels_applyMaterial(uint8_t *data, int width, int height, int stride, double saturation,
                                   double brightness, double amount, const double *curve);

/* Shrinks ARGB32 pixels by an integer factor (1 to 16) by averaging blocks: dst
 * pixel (i, j) is the rounded mean of the factor x factor source pixels from
 * (x0 + i*factor, y0 + j*factor); source pixels past the edges repeat the edge
 * (a capture that straddles the canvas edge takes in no transparency). sums is
 * scratch of 4 * dw uint32s. Returns 0, or -1 for sizes or a factor out of range. */
int CFlipbookPixels_shrinkARGBPadded(const uint8_t *src, int sw, int sh, int srcStride, int x0, int y0, int factor,
                                     uint8_t *dst, int dw, int dh, int dstStride, uint32_t *sums);

/* --- projective warp ------------------------------------------------------ */

/* Fills dst (ARGB32) by sampling src (ARGB32) bilinearly through a homography:
 * for each destination pixel centre (x+.5, y+.5), the source point is
 * (m0 x + m1 y + m2, m3 x + m4 y + m5) / (m6 x + m7 y + m8), in pixels whose
 * centres sit at +.5. Points behind the eye or outside the source give
 * transparent pixels. */
void CFlipbookPixels_warpProjective(const uint8_t *src, int sw, int sh, int srcStride, uint8_t *dst,
                                    int dw, int dh, int dstStride, const double *m);

/* Where a warp drawn later will paint opaque pixels: the destination pixels
 * whose source point through m (the column form above, on the same destination
 * grid) lies in [minX, maxX] x [minY, maxY], a region of that warp's source where
 * every bilinear tap is opaque. */
typedef struct {
  double m[9];
  double minX, minY, maxX, maxY;
} CFlipbookPixels_Cover;

/* A rectangle [x0, x1) x [y0, y1) of a warp's source that is all one colour. */
typedef struct {
  int x0, y0, x1, y1;
  uint32_t color;
} CFlipbookPixels_Fill;

/* Up to `capacity` rectangles of one non-transparent colour in src (ARGB32),
 * each at least minSide pixels each way, disjoint; returns how many. */
int CFlipbookPixels_uniformRects(const uint8_t *src, int w, int h, int stride, int minSide,
                                 CFlipbookPixels_Fill *out, int capacity);

/* The same warp composited over dst (premultiplied ARGB32, dst at the target's
 * top-left pixel) instead of replacing it, with pixman's OVER rounding: the bytes
 * of warping into a transparent image and painting that with Cairo. Pixels that
 * one of the `coverCount` covers will paint over are left as they are (the caller
 * promises those covers are drawn next, opaque, with nothing reading dst between),
 * and pixels whose four taps all lie in one of the `fillCount` fills (from
 * CFlipbookPixels_uniformRects on src) take its colour without sampling.
 * Returns 0, or -1 when a row of scratch memory cannot be allocated. */
int CFlipbookPixels_warpProjectiveOver(const uint8_t *src, int sw, int sh, int srcStride, uint8_t *dst,
                                       int dw, int dh, int dstStride, const double *m,
                                       const CFlipbookPixels_Cover *covers, int coverCount,
                                       const CFlipbookPixels_Fill *fills, int fillCount);

/* The same warp without vector instructions: CFlipbookPixels_warpProjective
 * gives these bytes on every machine (tests compare the two). */
void CFlipbookPixels_warpProjectivePortable(const uint8_t *src, int sw, int sh, int srcStride, uint8_t *dst,
                                            int dw, int dh, int dstStride, const double *m);

/* --- conversions ----------------------------------------------------------- */

/* Copies the alpha channel of an ARGB32 buffer into an A8 plane. */
void CFlipbookPixels_extractAlpha(const uint8_t *argb, int argbStride, int width, int height,
                            uint8_t *a8, int a8Stride);

/* 1 when every pixel of the ARGB32 buffer has alpha 255. */
int CFlipbookPixels_isOpaque(const uint8_t *argb, int stride, int width, int height);

/* Premultiplied ARGB32 -> straight RGBA8 (4 bytes) or RGB8 (3 bytes), one row. */
void CFlipbookPixels_argbRowToRGBA(const uint8_t *src, uint8_t *dst, int width);
/* The RGB row returns the AND of its pixels (alpha 255 in the top byte: the row is opaque). */
uint32_t CFlipbookPixels_argbRowToRGB(const uint8_t *src, uint8_t *dst, int width);

/* Opaque ARGB32 -> planar YUV 4:2:0 (BT.709, limited range), padded with black
 * to even sizes: Y is ew x eh, U and V (ew/2) x (eh/2), ew and eh the even sizes. */
void CFlipbookPixels_argbToYUV420(const uint8_t *argb, int stride, int width, int height, uint8_t *yPlane,
                                  uint8_t *uPlane, uint8_t *vPlane);

/* Straight RGBA8 -> premultiplied ARGB32, one row. */
void CFlipbookPixels_rgbaRowToARGB(const uint8_t *src, uint8_t *dst, int width);

#endif
