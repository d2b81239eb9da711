/* LiListSelection: a LiListView's items and their selection as a GtkSelectionModel, kept by the
 * items' identities (ListInteractions-1). */
#pragma once

#if !defined(LIST_INTERACTIONS_INSIDE) && !defined(LIST_INTERACTIONS_COMPILATION)
#error "Only <list-interactions.h> can be included directly."
#endif

#include "li-list-view.h"

G_BEGIN_DECLS

#define LI_TYPE_LIST_SELECTION (li_list_selection_get_type())

LI_AVAILABLE_IN_1_0
G_DECLARE_FINAL_TYPE(LiListSelection, li_list_selection, LI, LIST_SELECTION, GObject)

G_END_DECLS
