#ifndef CCAIRO_SHIM_H
#define CCAIRO_SHIM_H
/* Cairo and pixman come through pkg-config's `cairo` (whose flags SwiftPM accepts).
 * Pango is not included through its headers: pango's pkg-config flags carry
 * `-pthread`, which SwiftPM rejects with a warning on every build. The few Pango
 * calls the rasterizer makes are declared below instead; their signatures are
 * Pango's stable C ABI (unchanged since Pango 1.0, the enums' values included)
 * and the module map links the libraries. Add a declaration here when the
 * rasterizer needs another Pango call. */
#include <cairo.h>
#include <pixman.h>

typedef struct _PangoLayout PangoLayout;
typedef struct _PangoContext PangoContext;
typedef struct _PangoFontDescription PangoFontDescription;
typedef struct { int x, y, width, height; } PangoRectangle;

typedef enum { PANGO_ALIGN_LEFT, PANGO_ALIGN_CENTER, PANGO_ALIGN_RIGHT } PangoAlignment;
typedef enum { PANGO_WRAP_WORD, PANGO_WRAP_CHAR, PANGO_WRAP_WORD_CHAR } PangoWrapMode;
typedef enum {
  PANGO_ELLIPSIZE_NONE, PANGO_ELLIPSIZE_START, PANGO_ELLIPSIZE_MIDDLE, PANGO_ELLIPSIZE_END
} PangoEllipsizeMode;
typedef enum { PANGO_STYLE_NORMAL, PANGO_STYLE_OBLIQUE, PANGO_STYLE_ITALIC } PangoStyle;
typedef enum {
  PANGO_WEIGHT_THIN = 100, PANGO_WEIGHT_ULTRALIGHT = 200, PANGO_WEIGHT_LIGHT = 300,
  PANGO_WEIGHT_NORMAL = 400, PANGO_WEIGHT_MEDIUM = 500, PANGO_WEIGHT_SEMIBOLD = 600,
  PANGO_WEIGHT_BOLD = 700, PANGO_WEIGHT_ULTRABOLD = 800, PANGO_WEIGHT_HEAVY = 900
} PangoWeight;

/* PANGO_SCALE is a macro in Pango's headers. */
static inline int CCairo_pangoScale(void) { return 1024; }

PangoFontDescription *pango_font_description_from_string(const char *str);
void pango_font_description_free(PangoFontDescription *desc);
void pango_font_description_set_absolute_size(PangoFontDescription *desc, double size);
void pango_font_description_set_style(PangoFontDescription *desc, PangoStyle style);
void pango_font_description_set_weight(PangoFontDescription *desc, PangoWeight weight);

PangoLayout *pango_cairo_create_layout(cairo_t *cr);
void pango_cairo_show_layout(cairo_t *cr, PangoLayout *layout);
void pango_cairo_context_set_font_options(PangoContext *context, const cairo_font_options_t *options);
PangoContext *pango_layout_get_context(PangoLayout *layout);
void pango_layout_context_changed(PangoLayout *layout);
void pango_layout_set_text(PangoLayout *layout, const char *text, int length);
void pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *desc);
void pango_layout_set_width(PangoLayout *layout, int width);
void pango_layout_set_height(PangoLayout *layout, int height);
void pango_layout_set_wrap(PangoLayout *layout, PangoWrapMode wrap);
void pango_layout_set_ellipsize(PangoLayout *layout, PangoEllipsizeMode ellipsize);
void pango_layout_set_alignment(PangoLayout *layout, PangoAlignment alignment);
void pango_layout_set_justify(PangoLayout *layout, int justify);
void pango_layout_get_extents(PangoLayout *layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
void g_object_unref(void *object);

/* Attributes (Pango's stable ABI: a class pointer, then the byte range). */
typedef struct _PangoAttribute { const void *klass; unsigned int start_index; unsigned int end_index; } PangoAttribute;
typedef struct _PangoAttrList PangoAttrList;
PangoAttrList *pango_attr_list_new(void);
void pango_attr_list_insert(PangoAttrList *list, PangoAttribute *attr);
void pango_attr_list_unref(PangoAttrList *list);
void pango_layout_set_attributes(PangoLayout *layout, PangoAttrList *attrs);
PangoAttribute *pango_attr_letter_spacing_new(int letter_spacing);
PangoAttribute *pango_attr_font_features_new(const char *features);
PangoAttribute *pango_attr_family_new(const char *family);
PangoAttribute *pango_attr_line_height_new_absolute(int height); /* Pango 1.50 */
PangoAttribute *pango_attr_line_height_new(double factor); /* Pango 1.50 */
PangoAttribute *pango_attr_font_desc_new(const PangoFontDescription *desc);
PangoAttribute *pango_attr_foreground_new(unsigned short red, unsigned short green, unsigned short blue);
PangoAttribute *pango_attr_background_new(unsigned short red, unsigned short green, unsigned short blue);
PangoAttribute *pango_attr_foreground_alpha_new(unsigned short alpha); /* Pango 1.38 */
PangoAttribute *pango_attr_background_alpha_new(unsigned short alpha); /* Pango 1.38 */
typedef enum { PANGO_UNDERLINE_NONE, PANGO_UNDERLINE_SINGLE, PANGO_UNDERLINE_DOUBLE, PANGO_UNDERLINE_LOW } PangoUnderline;
PangoAttribute *pango_attr_underline_new(PangoUnderline underline);
PangoAttribute *pango_attr_strikethrough_new(int strikethrough);
void pango_layout_set_spacing(PangoLayout *layout, int spacing);

/* Which face fontconfig picks (tests and diagnostics). */
typedef struct _PangoFont PangoFont;
typedef struct _PangoFontset PangoFontset;
typedef struct _PangoLanguage PangoLanguage;
PangoFontset *pango_context_load_fontset(PangoContext *context, const PangoFontDescription *desc, PangoLanguage *language);
PangoFont *pango_fontset_get_font(PangoFontset *fontset, unsigned int wc);
PangoFontDescription *pango_font_describe(PangoFont *font);
const char *pango_font_description_get_family(const PangoFontDescription *desc);
PangoWeight pango_font_description_get_weight(const PangoFontDescription *desc);

/* Fonts an app ships (custom fonts pasted with its storyboards): fontconfig adds
 * the file to the running configuration and tells its faces' names; Pango's font
 * map (libpangoft2) is told the configuration changed. Declared for the same
 * reason as Pango above; fontconfig's C ABI is stable since 2.0. */
typedef struct _FcConfig FcConfig;
typedef struct _FcPattern FcPattern;
typedef struct _FcBlanks FcBlanks;
typedef unsigned char FcChar8;
typedef int FcBool;
typedef enum { FcResultMatch, FcResultNoMatch, FcResultTypeMismatch, FcResultNoId, FcResultOutOfMemory } FcResult;
FcConfig *FcConfigGetCurrent(void);
FcBool FcConfigAppFontAddFile(FcConfig *config, const FcChar8 *file);
FcPattern *FcFreeTypeQuery(const FcChar8 *file, unsigned int id, FcBlanks *blanks, int *count);
FcResult FcPatternGetString(const FcPattern *p, const char *object, int n, FcChar8 **s);
void FcPatternDestroy(FcPattern *p);
typedef struct _PangoFontMap PangoFontMap;
PangoFontMap *pango_cairo_font_map_get_default(void);
void pango_fc_font_map_config_changed(PangoFontMap *fcfontmap); /* Pango 1.38 */
#endif
