#ifndef CFLIPBOOK_PNG_H
#define CFLIPBOOK_PNG_H
#include <stddef.h>
#include <stdint.h>

/* The PNG codec (libpng, zlib). Pixel buffers are Cairo's ARGB32: premultiplied,
 * one uint32 per pixel in native byte order. */

typedef struct {
  uint8_t *data;
  size_t length;
  size_t capacity;
} CFlipbookPNG_Buffer;

void CFlipbookPNG_bufferFree(CFlipbookPNG_Buffer *buffer);

/* Encodes an ARGB32 buffer as PNG with straight alpha (RGBA), or RGB when
 * `opaque` is nonzero, with an sRGB chunk. `level` is the zlib level (0-9);
 * `filter` is -1 for libpng's adaptive choice, or 0 (none), 1 (sub), 2 (up),
 * 3 (average), 4 (paeth) for one fixed filter.
 * Returns 0 on success; otherwise nonzero and a message in `error`. */
int CFlipbookPNG_encodePNG(const uint8_t *argb, int stride, int width, int height, int opaque,
                        int level, int filter, CFlipbookPNG_Buffer *out, char *error,
                        size_t errorSize);

/* A 128-bit digest of `count` rows of `rowBytes` bytes, `stride` bytes apart
 * (digest.c): with AVX2 when the processor has it, else the portable path, which
 * gives the same digest (tests compare them). */
typedef struct { uint64_t a, b; } CFlipbookPNG_Digest;
CFlipbookPNG_Digest CFlipbookPNG_digestRows(const uint8_t *rows, int stride, int rowBytes, int count);
CFlipbookPNG_Digest CFlipbookPNG_digestRowsPortable(const uint8_t *rows, int stride, int rowBytes, int count);

/* Banded encoding (see banded.c): the "fast" preset, with a per-thread cache of
 * the previous frame so unchanged bands of rows reuse their compressed bytes.
 * The bytes written do not depend on what the cache held. */
typedef struct CFlipbookPNG_BandCache CFlipbookPNG_BandCache;
CFlipbookPNG_BandCache *CFlipbookPNG_bandCacheCreate(void);
void CFlipbookPNG_bandCacheFree(CFlipbookPNG_BandCache *cache);
/* Encodes ARGB32 pixels as PNG (RGB when every pixel is opaque, else straight
 * RGBA; no filter; an sRGB chunk). With `reuse` 0 every band is compressed again
 * (the same bytes; for measuring). `reused` receives the number of bands reused.
 * Returns 0 on success; otherwise nonzero and a message in `error`. */
/* Adler-32 of `length` bytes continuing `adler` (1 to start): SSSE3 when the processor has it. */
uint32_t CFlipbookPNG_adler32(uint32_t adler, const uint8_t *bytes, size_t length);

int CFlipbookPNG_encodeBanded(const uint8_t *argb, int stride, int width, int height, int level,
                              CFlipbookPNG_BandCache *cache, int reuse, CFlipbookPNG_Buffer *out, int *reused,
                              char *error, size_t errorSize);

/* Decodes a PNG file held in memory into a newly allocated ARGB32 buffer
 * (stride = width * 4), converting any PNG colour type and bit depth.
 * Free *pixels with free(). Returns 0 on success; otherwise nonzero and a
 * message in `error`. */
int CFlipbookPNG_decodePNG(const uint8_t *data, size_t length, uint8_t **pixels, int *width,
                        int *height, char *error, size_t errorSize);

/* Inflates zlib data (a PDF stream's FlateDecode filter) into a newly allocated
 * buffer of at most `limit` bytes. Free *out with free(). Returns 0 on success;
 * 1 when the data is not zlib data; 2 when the result would exceed `limit`. */
int CFlipbookPNG_inflate(const uint8_t *data, size_t length, size_t limit, uint8_t **out, size_t *outLength);

#endif
