/* LiListView: a list widget over any GListModel of GObjects whose every change is animated by
 * the items' identities (ListInteractions-1). */
#pragma once

#if !defined(LIST_INTERACTIONS_INSIDE) && !defined(LIST_INTERACTIONS_COMPILATION)
#error "Only <list-interactions.h> can be included directly."
#endif

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The library is built with -fvisibility=hidden: only what is marked LI_PUBLIC is exported. */
#define LI_PUBLIC __attribute__((visibility("default"))) extern

#define LI_TYPE_LIST_VIEW (li_list_view_get_type())

LI_PUBLIC
G_DECLARE_DERIVABLE_TYPE(LiListView, li_list_view, LI, LIST_VIEW, GtkWidget)

/**
 * LiListViewClass:
 * @parent_class: the parent class
 * @row_activated: the class handler of #LiListView::row-activated
 *
 * The class of #LiListView; subclass it to override the row-activated handler.
 */
struct _LiListViewClass {
  GtkWidgetClass parent_class;

  void (*row_activated)(LiListView *self, GObject *item);

  /*< private >*/
  gpointer padding[8];
};

LI_PUBLIC
GtkWidget *li_list_view_new(GListModel *model);

LI_PUBLIC
GListModel *li_list_view_get_model(LiListView *self);
LI_PUBLIC
void li_list_view_set_model(LiListView *self, GListModel *model);

LI_PUBLIC
const char *li_list_view_get_id_property(LiListView *self);
LI_PUBLIC
void li_list_view_set_id_property(LiListView *self, const char *name);
LI_PUBLIC
const char *li_list_view_get_title_property(LiListView *self);
LI_PUBLIC
void li_list_view_set_title_property(LiListView *self, const char *name);
LI_PUBLIC
const char *li_list_view_get_subtitle_property(LiListView *self);
LI_PUBLIC
void li_list_view_set_subtitle_property(LiListView *self, const char *name);
LI_PUBLIC
const char *li_list_view_get_description_property(LiListView *self);
LI_PUBLIC
void li_list_view_set_description_property(LiListView *self, const char *name);

LI_PUBLIC
gboolean li_list_view_get_editing(LiListView *self);
LI_PUBLIC
void li_list_view_set_editing(LiListView *self, gboolean editing);

LI_PUBLIC
void li_list_view_reload_item(LiListView *self, GObject *item);

LI_PUBLIC
guint li_list_view_get_n_rows(LiListView *self);
LI_PUBLIC
GObject *li_list_view_get_row_item(LiListView *self, guint index);
LI_PUBLIC
char *li_list_view_dup_row_title(LiListView *self, guint index);

LI_PUBLIC
GtkSelectionModel *li_list_view_get_selection_model(LiListView *self);

LI_PUBLIC
GtkWidget *li_list_view_get_header(LiListView *self);
LI_PUBLIC
void li_list_view_set_header(LiListView *self, GtkWidget *header);

G_END_DECLS
