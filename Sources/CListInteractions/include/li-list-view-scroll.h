/* LiListView as a GtkScrollable, and scrolling to an item in GTK 4.12's shape
 * (gtk_list_view_scroll_to), with own types so it works from GTK 4.8 on (ListInteractions-1). */
#pragma once

#if !defined(LIST_INTERACTIONS_INSIDE) && !defined(LIST_INTERACTIONS_COMPILATION)
#error "Only <list-interactions.h> can be included directly."
#endif

#include "li-list-view.h"

G_BEGIN_DECLS

/**
 * LiListScrollFlags:
 * @LI_LIST_SCROLL_NONE: only scroll
 * @LI_LIST_SCROLL_FOCUS: the item's row takes the keyboard focus
 * @LI_LIST_SCROLL_SELECT: the item becomes the only selected one
 *
 * What li_list_view_scroll_to() does besides scrolling: #GtkListScrollFlags's values, in a type
 * of the library's own (GTK 4.8 has none).
 *
 * Since: 1.0
 */
typedef enum {
  LI_LIST_SCROLL_NONE = 0,
  LI_LIST_SCROLL_FOCUS = 1 << 0,
  LI_LIST_SCROLL_SELECT = 1 << 1,
} LiListScrollFlags;

/**
 * LiScrollAlignment:
 * @LI_SCROLL_ALIGN_NEAREST: the least scroll that shows the row whole (a #GtkListView's
 *   scroll_to without a #GtkScrollInfo)
 * @LI_SCROLL_ALIGN_TOP: the row's top at the top of the view
 * @LI_SCROLL_ALIGN_CENTER: the row's centre at the centre of the view
 * @LI_SCROLL_ALIGN_BOTTOM: the row's bottom at the bottom of the view
 *
 * Where li_list_view_scroll_to() lands the row (clamped to the list's ends).
 *
 * Since: 1.0
 */
typedef enum {
  LI_SCROLL_ALIGN_NEAREST,
  LI_SCROLL_ALIGN_TOP,
  LI_SCROLL_ALIGN_CENTER,
  LI_SCROLL_ALIGN_BOTTOM,
} LiScrollAlignment;

LI_AVAILABLE_IN_1_0
GType li_list_scroll_flags_get_type(void) G_GNUC_CONST;
#define LI_TYPE_LIST_SCROLL_FLAGS (li_list_scroll_flags_get_type())
LI_AVAILABLE_IN_1_0
GType li_scroll_alignment_get_type(void) G_GNUC_CONST;
#define LI_TYPE_SCROLL_ALIGNMENT (li_scroll_alignment_get_type())

LI_AVAILABLE_IN_1_0
void li_list_view_scroll_to(LiListView *self, guint position, LiListScrollFlags flags, LiScrollAlignment alignment);

G_END_DECLS
