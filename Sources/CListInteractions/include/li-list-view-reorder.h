/* LiListView's drag to reorder (ListInteractions-1): the reorderable property and the move-item
 * signal for models the view cannot reorder itself. */
#pragma once

#if !defined(LIST_INTERACTIONS_INSIDE) && !defined(LIST_INTERACTIONS_COMPILATION)
#error "Only <list-interactions.h> can be included directly."
#endif

#include "li-list-view.h"

G_BEGIN_DECLS

LI_AVAILABLE_IN_1_0
gboolean li_list_view_get_reorderable(LiListView *self);
LI_AVAILABLE_IN_1_0
void li_list_view_set_reorderable(LiListView *self, gboolean reorderable);

G_END_DECLS
