/* LiListView: a list widget over any GListModel of GObjects whose every change is animated by
 * the items' identities (ListInteractions-1). */
#pragma once

#if !defined(LIST_INTERACTIONS_INSIDE) && !defined(LIST_INTERACTIONS_COMPILATION)
#error "Only <list-interactions.h> can be included directly."
#endif

#include <gtk/gtk.h>

#include "li-version.h"
#include "li-row-factory.h"

G_BEGIN_DECLS

#define LI_TYPE_LIST_VIEW (li_list_view_get_type())

LI_AVAILABLE_IN_1_0
G_DECLARE_DERIVABLE_TYPE(LiListView, li_list_view, LI, LIST_VIEW, GtkWidget)

/**
 * LiListViewClass:
 * @parent_class: the parent class
 * @row_activated: the class handler of #LiListView::row-activated
 *
 * The class of #LiListView; subclass it to override the row-activated handler.
 *
 * Since: 1.0
 */
struct _LiListViewClass {
  GtkWidgetClass parent_class;

  /**
   * LiListViewClass::row_activated:
   * @self: the list view
   * @item: the activated row's item
   *
   * The class handler of #LiListView::row-activated.
   *
   * Since: 1.0
   */
  void (*row_activated)(LiListView *self, GObject *item);

  /*< private >*/
  gpointer padding[8];
};

LI_AVAILABLE_IN_1_0
GtkWidget *li_list_view_new(GListModel *model);

LI_AVAILABLE_IN_1_0
GListModel *li_list_view_get_model(LiListView *self);
LI_AVAILABLE_IN_1_0
void li_list_view_set_model(LiListView *self, GListModel *model);

LI_AVAILABLE_IN_1_0
const char *li_list_view_get_id_property(LiListView *self);
LI_AVAILABLE_IN_1_0
void li_list_view_set_id_property(LiListView *self, const char *name);
LI_AVAILABLE_IN_1_0
const char *li_list_view_get_title_property(LiListView *self);
LI_AVAILABLE_IN_1_0
void li_list_view_set_title_property(LiListView *self, const char *name);
LI_AVAILABLE_IN_1_0
const char *li_list_view_get_subtitle_property(LiListView *self);
LI_AVAILABLE_IN_1_0
void li_list_view_set_subtitle_property(LiListView *self, const char *name);
LI_AVAILABLE_IN_1_0
const char *li_list_view_get_description_property(LiListView *self);
LI_AVAILABLE_IN_1_0
void li_list_view_set_description_property(LiListView *self, const char *name);

LI_AVAILABLE_IN_1_0
gboolean li_list_view_get_editing(LiListView *self);
LI_AVAILABLE_IN_1_0
void li_list_view_set_editing(LiListView *self, gboolean editing);

LI_AVAILABLE_IN_1_0
void li_list_view_reload_item(LiListView *self, GObject *item);

LI_AVAILABLE_IN_1_0
guint li_list_view_get_n_rows(LiListView *self);
LI_AVAILABLE_IN_1_0
GObject *li_list_view_dup_row_item(LiListView *self, guint index);
LI_AVAILABLE_IN_1_0
char *li_list_view_dup_row_title(LiListView *self, guint index);

LI_AVAILABLE_IN_1_0
GtkSelectionModel *li_list_view_get_selection_model(LiListView *self);

LI_AVAILABLE_IN_1_0
LiRowFactory *li_list_view_get_factory(LiListView *self);
LI_AVAILABLE_IN_1_0
void li_list_view_set_factory(LiListView *self, LiRowFactory *factory);

LI_AVAILABLE_IN_1_0
GtkWidget *li_list_view_get_header(LiListView *self);
LI_AVAILABLE_IN_1_0
void li_list_view_set_header(LiListView *self, GtkWidget *header);

G_END_DECLS
