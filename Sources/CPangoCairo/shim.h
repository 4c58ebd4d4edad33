#ifndef PHOTOWRAPPED_CPANGOCAIRO_SHIM_H
#define PHOTOWRAPPED_CPANGOCAIRO_SHIM_H
#include <pango/pangocairo.h>

/* PANGO_SCALE and the g_object_unref of a layout, for Swift. */
static inline int pw_pango_scale(void) { return PANGO_SCALE; }
static inline void pw_pango_layout_free(PangoLayout *layout) { g_object_unref(layout); }
static inline void pw_pango_context_free(PangoContext *context) { g_object_unref(context); }
#endif
