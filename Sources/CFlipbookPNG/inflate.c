#include "CFlipbookPNG.h"
#include <stdlib.h>
#include <zlib.h>

int CFlipbookPNG_inflate(const uint8_t *data, size_t length, size_t limit, uint8_t **out, size_t *outLength) {
  *out = NULL;
  *outLength = 0;
  size_t capacity = length * 4 + 1024;
  if (capacity > limit) capacity = limit;
  uint8_t *buffer = malloc(capacity);
  if (!buffer) return 2;
  z_stream zs = {0};
  if (inflateInit(&zs) != Z_OK) { free(buffer); return 1; }
  zs.next_in = (Bytef *)data;
  zs.avail_in = (uInt)length;
  int status = Z_OK;
  while (status != Z_STREAM_END) {
    if (zs.total_out == capacity) {
      if (capacity >= limit) { inflateEnd(&zs); free(buffer); return 2; }
      size_t grown = capacity * 2 > limit ? limit : capacity * 2;
      uint8_t *bigger = realloc(buffer, grown);
      if (!bigger) { inflateEnd(&zs); free(buffer); return 2; }
      buffer = bigger;
      capacity = grown;
    }
    zs.next_out = buffer + zs.total_out;
    zs.avail_out = (uInt)(capacity - zs.total_out);
    status = inflate(&zs, Z_NO_FLUSH);
    /* A stream cut short (no end marker) still gives what it holds, as PDF readers do. */
    if (status == Z_BUF_ERROR && zs.avail_in == 0) break;
    if (status != Z_OK && status != Z_STREAM_END && status != Z_BUF_ERROR) { inflateEnd(&zs); free(buffer); return 1; }
  }
  *outLength = zs.total_out;
  *out = buffer;
  inflateEnd(&zs);
  return 0;
}
