/* PNG in horizontal bands (the "fast" preset: no filter, zlib level 1).
 *
 * The image data is one zlib stream made of one raw-deflate segment per band of
 * BAND_ROWS rows, each compressed by a freshly reset compressor and ended with a
 * sync flush (byte-aligned, not final), then an empty final block; the Adler-32
 * of the whole is joined from the bands' with adler32_combine. A band's bytes
 * depend only on its pixels, so a band whose pixels have the same 128-bit digest
 * (digest.c) as the same band of the previous frame reuses its compressed bytes,
 * and the file is the same whether a band was reused or compressed again. Every
 * reader sees one ordinary zlib stream. Bands any thread compressed are also kept
 * in a shared table (shared_bands.c), for workers whose previous frame was
 * encoded by another thread.
 *
 * One pass over the bands: each is digested (when reuse is on) and, when changed, converted (which
 * tells its opacity) and compressed while its rows are still in the core's cache.
 * Bands are written as RGB when the previous frame was opaque (or RGBA when it was
 * not); if the frame turns out otherwise, every band is compressed again with
 * the right channels (rare: only when opacity changes). */
#include "CFlipbookPNG.h"
#include "CFlipbookPixels.h"
#include "digest.h"
#include "shared_bands.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

enum { BAND_ROWS = 32 };

typedef struct {
  uint8_t *bytes;
  size_t length;
  uLong adler;
  uLong rawLength;
  int opaque;
  int channels;                        /* what the bytes hold: 3 or 4; 0 none yet */
  CFlipbookPNG_Digest digest;
} Band;

struct CFlipbookPNG_BandCache {
  int width, height, level, channels;  /* channels 0: nothing cached */
  int digested;                        /* 1 when every band's digest describes its bytes (last encode reused) */
  Band *bands;
  int count;
  z_stream z;
  int zReady;
  uint8_t *scanlines;                  /* one band of filter bytes and RGB(A) rows */
};

CFlipbookPNG_BandCache *CFlipbookPNG_bandCacheCreate(void) { return calloc(1, sizeof(CFlipbookPNG_BandCache)); }

static void forget(CFlipbookPNG_BandCache *c) {
  for (int i = 0; i < c->count; i++) free(c->bands[i].bytes);
  free(c->bands);
  free(c->scanlines);
  c->bands = NULL;
  c->scanlines = NULL;
  c->count = c->channels = c->digested = 0;
}

void CFlipbookPNG_bandCacheFree(CFlipbookPNG_BandCache *c) {
  if (!c) return;
  forget(c);
  if (c->zReady) deflateEnd(&c->z);
  free(c);
}

static int append(CFlipbookPNG_Buffer *out, const void *data, size_t length) {
  if (out->length + length > out->capacity) {
    size_t capacity = out->capacity ? out->capacity : 1 << 16;
    while (capacity < out->length + length) capacity *= 2;
    uint8_t *grown = realloc(out->data, capacity);
    if (!grown) return 1;
    out->data = grown;
    out->capacity = capacity;
  }
  memcpy(out->data + out->length, data, length);
  out->length += length;
  return 0;
}

static void put32(uint8_t *p, uLong v) {
  p[0] = (uint8_t)(v >> 24); p[1] = (uint8_t)(v >> 16); p[2] = (uint8_t)(v >> 8); p[3] = (uint8_t)v;
}

/* A chunk whose data is `parts` pieces (so IDAT need not be copied into one block). */
static int chunk(CFlipbookPNG_Buffer *out, const char *type, const uint8_t *const *parts, const size_t *lengths, int n) {
  size_t total = 0;
  for (int i = 0; i < n; i++) total += lengths[i];
  uint8_t head[8];
  put32(head, (uLong)total);
  memcpy(head + 4, type, 4);
  uLong crc = crc32(0, (const Bytef *)type, 4);
  if (append(out, head, 8)) return 1;
  for (int i = 0; i < n; i++) {
    if (lengths[i] && append(out, parts[i], lengths[i])) return 1;
    crc = crc32_z(crc, parts[i], lengths[i]);
  }
  uint8_t tail[4];
  put32(tail, crc);
  return append(out, tail, 4);
}

/* Compresses rows y0..y1 into `band` with `channels` (3: RGB, 4: RGBA) and sets
 * band->opaque (the RGB conversion tells it in the same pass). */
static int compressBand(CFlipbookPNG_BandCache *c, Band *band, const uint8_t *argb, int stride, int y0, int y1,
                        int channels) {
  const int rowBytes = c->width * channels;
  uint8_t *s = c->scanlines;
  uint32_t all = 0xFFFFFFFFu;
  for (int y = y0; y < y1; y++) {
    *s++ = 0; /* filter: none */
    if (channels == 3) all &= CFlipbookPixels_argbRowToRGB(argb + (size_t)y * stride, s, c->width);
    else CFlipbookPixels_argbRowToRGBA(argb + (size_t)y * stride, s, c->width);
    s += rowBytes;
  }
  band->opaque = channels == 3 ? (all >> 24) == 0xFFu
                               : CFlipbookPixels_isOpaque(argb + (size_t)y0 * stride, stride, c->width, y1 - y0);
  const size_t raw = (size_t)(s - c->scanlines);
  if (deflateReset(&c->z) != Z_OK) return 1;
  const size_t bound = deflateBound(&c->z, raw) + 16;
  uint8_t *bytes = realloc(band->bytes, bound);
  if (!bytes) return 1;
  band->bytes = bytes;
  c->z.next_in = c->scanlines;
  c->z.avail_in = (uInt)raw;
  c->z.next_out = bytes;
  c->z.avail_out = (uInt)bound;
  if (deflate(&c->z, Z_SYNC_FLUSH) != Z_OK || c->z.avail_in != 0) return 1;
  band->length = bound - c->z.avail_out;
  band->adler = CFlipbookPNG_adler32(1, c->scanlines, raw);
  band->rawLength = raw;
  band->channels = channels;
  return 0;
}

static int prepare(CFlipbookPNG_BandCache *c, int width, int height, int level) {
  if (c->bands && c->width == width && c->height == height && c->level == level) return 0;
  forget(c);
  if (c->zReady) deflateEnd(&c->z);
  c->zReady = 0;
  memset(&c->z, 0, sizeof c->z);
  /* memLevel 6, not zlib's default 8: each band resets the compressor, which clears
   * its hash table, and at 8 that is 64 KB per band of 72 KB of rows; at 6 it is
   * 16 KB and the tables stay in the core's cache. The bench's frames without reuse
   * went from 226 to 254 and 210 to 239 frames/s (alert-ios7, one job), and the
   * files came out no larger (a 2.75 s render: 23,504 KB against 23,512). */
  if (deflateInit2(&c->z, level, Z_DEFLATED, -15, 6, Z_DEFAULT_STRATEGY) != Z_OK) return 1;
  c->zReady = 1;
  c->width = width;
  c->height = height;
  c->level = level;
  c->count = (height + BAND_ROWS - 1) / BAND_ROWS;
  c->bands = calloc((size_t)c->count, sizeof(Band));
  c->scanlines = malloc((size_t)(width * 4 + 1) * BAND_ROWS);
  return c->bands && c->scanlines ? 0 : 1;
}

int CFlipbookPNG_encodeBanded(const uint8_t *argb, int stride, int width, int height, int level,
                              CFlipbookPNG_BandCache *cache, int reuse, CFlipbookPNG_Buffer *out, int *reused,
                              char *error, size_t errorSize) {
  *reused = 0;
  if (prepare(cache, width, height, level)) {
    forget(cache);
    snprintf(error, errorSize, "out of memory while encoding");
    return 1;
  }
  const int rowBytes = width * 4;
  /* Guess the channels from the previous frame (RGB on the first). */
  const int guess = cache->channels ? cache->channels : 3;
  int opaque = 1;
  for (int b = 0; b < cache->count; b++) {
    const int y0 = b * BAND_ROWS, y1 = y0 + BAND_ROWS < height ? y0 + BAND_ROWS : height;
    Band *band = &cache->bands[b];
    /* Without reuse nothing reads a digest: a tenth of a changed frame's encoding saved. */
    const CFlipbookPNG_Digest digest =
        reuse ? CFlipbookPNG_digestRows(argb + (size_t)y0 * stride, stride, rowBytes, y1 - y0) : (CFlipbookPNG_Digest){0, 0};
    const int same = reuse && cache->digested && band->channels != 0 && digest.a == band->digest.a &&
                     digest.b == band->digest.b;
    const CFlipbookPNG_BandKey key = {width, y1 - y0, level, guess, b, digest};
    if (!same && reuse &&
        CFlipbookPNG_sharedBandFind(key, &band->bytes, &band->length, &band->adler, &band->rawLength, &band->opaque)) {
      /* Another thread compressed these pixels (usually for the frame before). */
      band->digest = digest;
      band->channels = guess;
      opaque &= band->opaque;
      (*reused)++;
      continue;
    }
    if (!same) band->digest = digest;
    if (same && band->channels == guess) {
      opaque &= band->opaque;
      (*reused)++;
      continue;
    }
    if (compressBand(cache, band, argb, stride, y0, y1, guess)) goto zlibFailed;
    opaque &= band->opaque;
    if (reuse) CFlipbookPNG_sharedBandPublish(key, band->bytes, band->length, band->adler, band->rawLength, band->opaque);
  }
  cache->channels = opaque ? 3 : 4;
  cache->digested = reuse;
  /* Opacity changed: the bands hold the wrong channels; compress them again. */
  if (cache->channels != guess) *reused = 0;
  for (int b = 0; cache->channels != guess && b < cache->count; b++) {
    const int y0 = b * BAND_ROWS, y1 = y0 + BAND_ROWS < height ? y0 + BAND_ROWS : height;
    if (compressBand(cache, &cache->bands[b], argb, stride, y0, y1, cache->channels)) goto zlibFailed;
  }

  /* The zlib stream: header, the bands, an empty final block, the joined Adler-32. */
  const int flevel = level <= 1 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3;
  uint8_t header[2] = {0x78, (uint8_t)(flevel << 6)};
  header[1] += (uint8_t)(31 - ((header[0] << 8) | header[1]) % 31);
  uLong adler = adler32(0, NULL, 0);
  for (int b = 0; b < cache->count; b++)
    adler = adler32_combine(adler, cache->bands[b].adler, (z_off_t)cache->bands[b].rawLength);
  uint8_t trailer[6] = {0x03, 0x00};
  put32(trailer + 2, adler);

  static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
  uint8_t ihdr[13];
  put32(ihdr, (uLong)width);
  put32(ihdr + 4, (uLong)height);
  ihdr[8] = 8;
  ihdr[9] = opaque ? 2 : 6;
  ihdr[10] = ihdr[11] = ihdr[12] = 0;
  const uint8_t srgb = 0; /* perceptual */
  const uint8_t *one[1];
  size_t oneLength[1];
  int failed = append(out, signature, 8);
  one[0] = ihdr; oneLength[0] = 13;
  failed |= chunk(out, "IHDR", one, oneLength, 1);
  one[0] = &srgb; oneLength[0] = 1;
  failed |= chunk(out, "sRGB", one, oneLength, 1);
  const int parts = cache->count + 2;
  const uint8_t **data = malloc(sizeof(uint8_t *) * (size_t)parts);
  size_t *lengths = malloc(sizeof(size_t) * (size_t)parts);
  if (!data || !lengths) failed = 1;
  else {
    data[0] = header; lengths[0] = 2;
    for (int b = 0; b < cache->count; b++) { data[b + 1] = cache->bands[b].bytes; lengths[b + 1] = cache->bands[b].length; }
    data[parts - 1] = trailer; lengths[parts - 1] = 6;
    failed |= chunk(out, "IDAT", data, lengths, parts);
  }
  free(data);
  free(lengths);
  failed |= chunk(out, "IEND", NULL, NULL, 0);
  if (failed) { snprintf(error, errorSize, "out of memory while encoding"); return 1; }
  return 0;

zlibFailed:
  forget(cache);
  snprintf(error, errorSize, "zlib failed while encoding");
  return 1;
}
