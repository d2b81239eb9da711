/* LiListView's drag to reorder: the reorderable property and the move-item signal. What a drag
 * does is decided in Swift (the core's ReorderDrag; ListViewCore+Reorder.swift moves a GListStore's
 * or a GtkStringList's items itself and asks the app through move-item for any other model). */
#define LIST_INTERACTIONS_COMPILATION
#include "li-list-view-internal.h"
#include "li-list-view-hooks.h"

/* Property ids of this file, past li-list-view.c's and li-list-view-activate.c's own. */
enum { PROP_REORDERABLE = 1100 };

static GParamSpec *reorderable_pspec;
static guint move_item_signal;

gboolean li_list_view_reorder_get_property(GObject *object, guint prop_id, GValue *value) {
  if (prop_id != PROP_REORDERABLE) return FALSE;
  g_value_set_boolean(value, li_list_view_get_reorderable(LI_LIST_VIEW(object)));
  return TRUE;
}

gboolean li_list_view_reorder_set_property(GObject *object, guint prop_id, const GValue *value) {
  if (prop_id != PROP_REORDERABLE) return FALSE;
  li_list_view_set_reorderable(LI_LIST_VIEW(object), g_value_get_boolean(value));
  return TRUE;
}

void li_list_view_reorder_class_init(LiListViewClass *klass) {
  GObjectClass *object_class = G_OBJECT_CLASS(klass);
  /**
   * LiListView:reorderable: (getter get_reorderable) (setter set_reorderable)
   *
   * Whether the user can reorder the items: in edit mode
   * ([property@ListInteractions.ListView:editing]) each row shows a drag handle at its trailing
   * end (an accessible button named "Move TITLE"); dragging it moves the item (the selected items,
   * when it is selected), the rows it passes making way, and Alt+Shift+Up or Down moves the focused
   * row one place. A #GListStore or #GtkStringList model is reordered by the view itself (the items
   * spliced back in their new order, so each keeps its identity; a #GtkStringList makes new string
   * objects, and each moved row keeps its selection and focus on its new object); for any other model
   * #LiListView::move-item asks the app to move each item. A model whose `items-changed` disagrees
   * with the move gets a critical, and the rows follow the model. Off by default. While sections
   * are shown ([property@ListInteractions.ListView:section-property], a section model) the items
   * are grouped by their sections, as a sorted list is ordered by its sort, and no handle shows:
   * the property keeps its value and takes effect again once the sections go.
   *
   * Since: 1.0
   */
  reorderable_pspec = g_param_spec_boolean("reorderable", NULL, NULL, FALSE,
                                           G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_property(object_class, PROP_REORDERABLE, reorderable_pspec);

  /**
   * LiListView::move-item:
   * @self: the list view
   * @position: the position of the item to move, in the model
   * @new_position: where the item goes: its position once moved
   *
   * The user moved an item of a model the view cannot reorder itself (not a #GListStore or a
   * #GtkStringList; see [property@ListInteractions.ListView:reorderable]): the handler moves it
   * in the model now (for instance removes it and inserts it at @new_position). Several items
   * moved together are asked for one after the other, each from the model as the previous moves
   * left it. The rows already show the new order; if the model's `items-changed` does not match
   * it, a critical says so and the rows follow the model.
   *
   * Since: 1.0
   */
  move_item_signal = g_signal_new("move-item", G_TYPE_FROM_CLASS(klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                  G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
}

void li_list_view_emit_move_item(gpointer self, guint position, guint new_position) {
  g_signal_emit(self, move_item_signal, 0, position, new_position);
}

/**
 * li_list_view_get_reorderable:
 * @self: a #LiListView
 *
 * Returns: whether the user can reorder the items
 *
 * Since: 1.0
 */
gboolean li_list_view_get_reorderable(LiListView *self) {
  g_return_val_if_fail(LI_IS_LIST_VIEW(self), FALSE);
  return li_swift_core_reorderable(li_list_view_core(self));
}

/**
 * li_list_view_set_reorderable:
 * @self: a #LiListView
 * @reorderable: whether the user can reorder the items (drag handles in edit mode)
 *
 * Since: 1.0
 */
void li_list_view_set_reorderable(LiListView *self, gboolean reorderable) {
  g_return_if_fail(LI_IS_LIST_VIEW(self));
  reorderable = reorderable != FALSE;
  if (li_swift_core_reorderable(li_list_view_core(self)) == reorderable) return;
  li_swift_core_set_reorderable(li_list_view_core(self), reorderable);
  g_object_notify_by_pspec(G_OBJECT(self), reorderable_pspec);
}
