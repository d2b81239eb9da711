/* LiRowFactory and LiRow: an app's own widgets in LiListView's pooled, recycled rows, in the shape
 * of GtkSignalListItemFactory and GtkListItem (ListInteractions-1). */
#pragma once

#if !defined(LIST_INTERACTIONS_INSIDE) && !defined(LIST_INTERACTIONS_COMPILATION)
#error "Only <list-interactions.h> can be included directly."
#endif

#include "li-list-view.h"

G_BEGIN_DECLS

#define LI_TYPE_ROW (li_row_get_type())

LI_PUBLIC
G_DECLARE_FINAL_TYPE(LiRow, li_row, LI, ROW, GObject)

LI_PUBLIC
GObject *li_row_get_item(LiRow *self);
LI_PUBLIC
GtkWidget *li_row_get_child(LiRow *self);
LI_PUBLIC
void li_row_set_child(LiRow *self, GtkWidget *child);
LI_PUBLIC
const char *li_row_get_accessible_label(LiRow *self);
LI_PUBLIC
void li_row_set_accessible_label(LiRow *self, const char *label);
LI_PUBLIC
const char *li_row_get_accessible_description(LiRow *self);
LI_PUBLIC
void li_row_set_accessible_description(LiRow *self, const char *description);
LI_PUBLIC
gboolean li_row_get_selectable(LiRow *self);
LI_PUBLIC
void li_row_set_selectable(LiRow *self, gboolean selectable);
LI_PUBLIC
gboolean li_row_get_focusable(LiRow *self);
LI_PUBLIC
void li_row_set_focusable(LiRow *self, gboolean focusable);

#define LI_TYPE_ROW_FACTORY (li_row_factory_get_type())

LI_PUBLIC
G_DECLARE_FINAL_TYPE(LiRowFactory, li_row_factory, LI, ROW_FACTORY, GObject)

LI_PUBLIC
LiRowFactory *li_row_factory_new(void);

LI_PUBLIC
LiRowFactory *li_list_view_get_factory(LiListView *self);
LI_PUBLIC
void li_list_view_set_factory(LiListView *self, LiRowFactory *factory);

G_END_DECLS
