#ifndef CFLIPBOOK_PNG_DIGEST_H
#define CFLIPBOOK_PNG_DIGEST_H
/* The band digest is declared in the public header, for tests (see digest.c). */
#include "CFlipbookPNG.h"
#endif
