#include "CFlipbookPixels.h"
#include <string.h>

/* Rectangles of one colour in an ARGB32 image, for the warp to fill instead of
 * sample (a bilinear mix of four equal pixels is that pixel, exactly). Row by row,
 * each row's longest run of one non-transparent colour either narrows the open
 * rectangle (same colour, keeping at least 3/4 of its width) or closes it and
 * opens another; a rectangle is kept when it is at least `minSide` pixels each
 * way. */

typedef struct { int x0, x1; uint32_t color; } Run;

static Run longestRun(const uint32_t *row, int w) {
  Run best = {0, 0, 0};
  for (int x = 0; x < w;) {
    int end = x + 1;
    while (end < w && row[end] == row[x]) end++;
    if (row[x] != 0 && end - x > best.x1 - best.x0) best = (Run){x, end, row[x]};
    x = end;
  }
  return best;
}

int CFlipbookPixels_uniformRects(const uint8_t *src, int w, int h, int stride, int minSide,
                                 CFlipbookPixels_Fill *out, int capacity) {
  int count = 0;
  CFlipbookPixels_Fill open = {0, 0, 0, 0, 0};
  int isOpen = 0;
  for (int y = 0; y <= h && count < capacity; y++) {
    Run run = {0, 0, 0};
    if (y < h) run = longestRun((const uint32_t *)(const void *)(src + (size_t)y * stride), w);
    if (isOpen) {
      const int x0 = run.x0 > open.x0 ? run.x0 : open.x0, x1 = run.x1 < open.x1 ? run.x1 : open.x1;
      if (y < h && run.color == open.color && 4 * (x1 - x0) >= 3 * (open.x1 - open.x0)) {
        open.x0 = x0;
        open.x1 = x1;
        open.y1 = y + 1;
        continue;
      }
      if (open.x1 - open.x0 >= minSide && open.y1 - open.y0 >= minSide) out[count++] = open;
      isOpen = 0;
    }
    if (y < h && run.x1 - run.x0 >= minSide) {
      open = (CFlipbookPixels_Fill){run.x0, y, run.x1, y + 1, run.color};
      isOpen = 1;
    }
  }
  return count;
}
