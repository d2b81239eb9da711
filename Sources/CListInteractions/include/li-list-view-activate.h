/* LiListView's activation and context in GtkListView's shape: the activate signal,
 * single-click-activate, show-separators, the list.activate-item action, an item's row widget and
 * its bounds, and the row-context signal (ListInteractions-1). */
#pragma once

#if !defined(LIST_INTERACTIONS_INSIDE) && !defined(LIST_INTERACTIONS_COMPILATION)
#error "Only <list-interactions.h> can be included directly."
#endif

#include "li-list-view.h"

G_BEGIN_DECLS

LI_AVAILABLE_IN_1_0
gboolean li_list_view_get_single_click_activate(LiListView *self);
LI_AVAILABLE_IN_1_0
void li_list_view_set_single_click_activate(LiListView *self, gboolean single_click_activate);
LI_AVAILABLE_IN_1_0
gboolean li_list_view_get_show_separators(LiListView *self);
LI_AVAILABLE_IN_1_0
void li_list_view_set_show_separators(LiListView *self, gboolean show_separators);

LI_AVAILABLE_IN_1_0
GtkWidget *li_list_view_get_row_widget(LiListView *self, guint position);
LI_AVAILABLE_IN_1_0
gboolean li_list_view_get_row_bounds(LiListView *self, guint position, graphene_rect_t *out_bounds);

G_END_DECLS
