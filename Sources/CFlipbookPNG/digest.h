#ifndef CFLIPBOOK_PNG_DIGEST_H
#define CFLIPBOOK_PNG_DIGEST_H
#include <stdint.h>

/* A 128-bit digest of `count` rows of `rowBytes` bytes, `stride` bytes apart (see digest.c). */
typedef struct { uint64_t a, b; } CFlipbookPNG_Digest;
CFlipbookPNG_Digest CFlipbookPNG_digestRows(const uint8_t *rows, int stride, int rowBytes, int count);

#endif
