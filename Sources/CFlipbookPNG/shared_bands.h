#ifndef CFLIPBOOK_PNG_SHARED_BANDS_H
#define CFLIPBOOK_PNG_SHARED_BANDS_H
#include "digest.h"
#include <stddef.h>
#include <stdint.h>
#include <zlib.h>

/* A band's compressed bytes, as every thread's encoder may reuse them: a band's
 * bytes depend only on its pixels (digest), its place and shape, the channels
 * and the level, so a band compressed by one worker serves another's frame. */
typedef struct {
  int width, rows, level, channels, index;
  CFlipbookPNG_Digest digest;
} CFlipbookPNG_BandKey;

/* On a hit, copies the bytes into *bytes (grown with realloc), sets the other
 * outputs and returns 1; 0 on a miss (or when out of memory). */
int CFlipbookPNG_sharedBandFind(CFlipbookPNG_BandKey key, uint8_t **bytes, size_t *length, uLong *adler,
                                uLong *rawLength, int *opaque);

/* Keeps a copy of a band's bytes for the other threads (replacing what its slot held). */
void CFlipbookPNG_sharedBandPublish(CFlipbookPNG_BandKey key, const uint8_t *bytes, size_t length, uLong adler,
                                    uLong rawLength, int opaque);

#endif
