#ifndef CCAIRO_SHIM_H
#define CCAIRO_SHIM_H
#include <cairo.h>
#include <pixman.h>
#include <pango/pangocairo.h>

/* PANGO_SCALE is a macro Swift cannot import. */
static inline int CCairo_pangoScale(void) { return PANGO_SCALE; }
#endif
