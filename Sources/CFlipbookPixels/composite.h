#ifndef FLIPBOOK_COMPOSITE_H
#define FLIPBOOK_COMPOSITE_H
#include <stdint.h>

/* s[first..<end] OVER d[first..<end], premultiplied ARGB32, with pixman's rounding
 * (the bytes Cairo gives painting s over d). */
void compositeRow(const uint32_t *s, uint32_t *d, int first, int end);

/* One colour OVER d[first..<end], with the same arithmetic. */
void compositeColor(uint32_t color, uint32_t *d, int first, int end);

#endif
