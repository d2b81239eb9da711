/* LiListView's sections in GtkListView's shape: the section-property and header-factory
 * properties, and LiListHeader, the section a header row shows (ListInteractions-1). */
#pragma once

#if !defined(LIST_INTERACTIONS_INSIDE) && !defined(LIST_INTERACTIONS_COMPILATION)
#error "Only <list-interactions.h> can be included directly."
#endif

#include "li-list-view.h"
#include "li-row-factory.h"

G_BEGIN_DECLS

#define LI_TYPE_LIST_HEADER (li_list_header_get_type())

LI_AVAILABLE_IN_1_0
G_DECLARE_FINAL_TYPE(LiListHeader, li_list_header, LI, LIST_HEADER, GObject)

LI_AVAILABLE_IN_1_0
GObject *li_list_header_get_item(LiListHeader *self);
LI_AVAILABLE_IN_1_0
guint li_list_header_get_start(LiListHeader *self);
LI_AVAILABLE_IN_1_0
guint li_list_header_get_end(LiListHeader *self);
LI_AVAILABLE_IN_1_0
guint li_list_header_get_n_items(LiListHeader *self);

LI_AVAILABLE_IN_1_0
const char *li_list_view_get_section_property(LiListView *self);
LI_AVAILABLE_IN_1_0
void li_list_view_set_section_property(LiListView *self, const char *section_property);
LI_AVAILABLE_IN_1_0
LiRowFactory *li_list_view_get_header_factory(LiListView *self);
LI_AVAILABLE_IN_1_0
void li_list_view_set_header_factory(LiListView *self, LiRowFactory *factory);

G_END_DECLS
