/* The bands compressed recently by any thread, in a small direct-mapped table
 * guarded by one mutex (copies in and out are short; compression happens
 * outside it). With several workers a frame's previous frame was usually
 * encoded by another thread, whose per-thread cache this one cannot see; the
 * table lets its unchanged bands be reused all the same. Output is unchanged:
 * a hit holds exactly the bytes compressing the band again would give. */
#include "shared_bands.h"
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/* 256 slots hold about six frames of 750x1334 bands. A band compressed to more
 * than 128 KiB (noisy 4K content) is not kept, so the table holds at most 32 MiB. */
enum { SLOTS = 256 };
static const size_t maximumBandBytes = 128u << 10;

typedef struct {
  int used;
  CFlipbookPNG_BandKey key;
  uint8_t *bytes;
  size_t length;
  uLong adler, rawLength;
  int opaque;
} Slot;

static Slot slots[SLOTS];
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static int sameKey(const CFlipbookPNG_BandKey *a, const CFlipbookPNG_BandKey *b) {
  return a->width == b->width && a->rows == b->rows && a->level == b->level && a->channels == b->channels &&
         a->index == b->index && a->digest.a == b->digest.a && a->digest.b == b->digest.b;
}

static Slot *slotFor(const CFlipbookPNG_BandKey *key) {
  uint64_t h = key->digest.a ^ (key->digest.b * 0x9E3779B97F4A7C15ull) ^ ((uint64_t)key->index * 0xC2B2AE3D27D4EB4Full);
  return &slots[(h ^ (h >> 29)) % SLOTS];
}

int CFlipbookPNG_sharedBandFind(CFlipbookPNG_BandKey key, uint8_t **bytes, size_t *length, uLong *adler,
                                uLong *rawLength, int *opaque) {
  int hit = 0;
  pthread_mutex_lock(&lock);
  Slot *s = slotFor(&key);
  if (s->used && sameKey(&s->key, &key)) {
    uint8_t *grown = realloc(*bytes, s->length ? s->length : 1);
    if (grown) {
      memcpy(grown, s->bytes, s->length);
      *bytes = grown;
      *length = s->length;
      *adler = s->adler;
      *rawLength = s->rawLength;
      *opaque = s->opaque;
      hit = 1;
    }
  }
  pthread_mutex_unlock(&lock);
  return hit;
}

void CFlipbookPNG_sharedBandPublish(CFlipbookPNG_BandKey key, const uint8_t *bytes, size_t length, uLong adler,
                                    uLong rawLength, int opaque) {
  if (length > maximumBandBytes) return;
  uint8_t *copy = malloc(length ? length : 1);
  if (!copy) return;
  memcpy(copy, bytes, length);
  pthread_mutex_lock(&lock);
  Slot *s = slotFor(&key);
  uint8_t *old = s->bytes;
  *s = (Slot){.used = 1, .key = key, .bytes = copy, .length = length, .adler = adler, .rawLength = rawLength,
              .opaque = opaque};
  pthread_mutex_unlock(&lock);
  free(old);
}
