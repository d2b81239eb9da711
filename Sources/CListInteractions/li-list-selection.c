/* LiListSelection's GType boilerplate: the GListModel and GtkSelectionModel interfaces, the checks
 * of their arguments, and the bitsets each call means. What is selected is decided and kept in
 * Swift (Sources/ListInteractions/ListViewCore+Selection.swift) through li-list-view-hooks.h. */
#define LIST_INTERACTIONS_COMPILATION
#include "li-list-selection-private.h"
#include "li-list-view-hooks.h"

/**
 * LiListSelection:
 *
 * The items of a [class@ListInteractions.ListView] and which of them are selected, as a #GtkSelectionModel: get it
 * with [method@ListInteractions.ListView.get_selection_model].
 *
 * As a #GListModel it holds the view's items in its model's order; its `items-changed` follows the
 * view's model exactly (a change the view refuses is not passed on). Positions in every call are
 * those model positions.
 *
 * The selection is kept by identity (the item object, or [property@ListInteractions.ListView:id-property]): a
 * sorter's re-sort or any move keeps the moved items selected at their new positions (and
 * `selection-changed` follows `items-changed` for the span they landed in); an item that leaves
 * the model leaves the selection, and it comes back unselected, as with #GtkMultiSelection.
 *
 * Every change, through this API, by the model or by [property@ListInteractions.ListView:editing] (and by the user
 * once the view takes input: a drag along the edit strip, Ctrl+A, Escape, a delete), emits
 * #GtkSelectionModel::selection-changed for the span of positions that changed.
 *
 * Selecting through this API works whether or not [property@ListInteractions.ListView:editing] is on (rows outside
 * edit mode show their selection as a highlight); switching edit mode on or off starts from an
 * empty selection, so set [property@ListInteractions.ListView:editing] first, then the selection.
 *
 * A call with a position past the end, or a bitset holding one, is refused with a critical
 * naming the reason, changes nothing and returns %FALSE.
 *
 * Since: 1.0
 */
struct _LiListSelection {
  GObject parent_instance;
  void *core; /* the view's Swift ListViewCore, not retained; NULL once the view is disposed */
};

static void li_list_selection_list_model_init(GListModelInterface *iface);
static void li_list_selection_selection_model_init(GtkSelectionModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE(LiListSelection, li_list_selection, G_TYPE_OBJECT,
                              G_IMPLEMENT_INTERFACE(G_TYPE_LIST_MODEL, li_list_selection_list_model_init)
                              G_IMPLEMENT_INTERFACE(GTK_TYPE_SELECTION_MODEL,
                                                    li_list_selection_selection_model_init))

static guint n_items_of(LiListSelection *self) {
  return self->core != NULL ? li_swift_core_n_items(self->core) : 0;
}

/* MARK: GListModel */

static GType get_item_type(GListModel *model) {
  return G_TYPE_OBJECT;
}

static guint get_n_items(GListModel *model) {
  return n_items_of(LI_LIST_SELECTION(model));
}

static gpointer get_item(GListModel *model, guint position) {
  LiListSelection *self = LI_LIST_SELECTION(model);
  gpointer item = self->core != NULL ? li_swift_core_item(self->core, position) : NULL;
  return item != NULL ? g_object_ref(item) : NULL;
}

static void li_list_selection_list_model_init(GListModelInterface *iface) {
  iface->get_item_type = get_item_type;
  iface->get_n_items = get_n_items;
  iface->get_item = get_item;
}

/* MARK: GtkSelectionModel */

/* position + n_items fits the items; else a critical naming `call` and the numbers. */
static gboolean range_fits(LiListSelection *self, const char *call, guint position, guint n_items) {
  guint count = n_items_of(self);
  if ((guint64)position + n_items <= count) return TRUE;
  if (n_items <= 1)
    g_critical("LiListSelection: %s: position %u is past the end (%u items)", call, position, count);
  else
    g_critical("LiListSelection: %s: positions %u to %u run past the end (%u items)", call, position,
               position + n_items - 1, count);
  return FALSE;
}

/* `bitset` holds no position past the end; else a critical naming the argument. */
static gboolean bitset_fits(LiListSelection *self, const char *call, const char *argument, GtkBitset *bitset) {
  guint count = n_items_of(self);
  if (gtk_bitset_is_empty(bitset) || gtk_bitset_get_maximum(bitset) < count) return TRUE;
  g_critical("LiListSelection: %s: %s holds position %u, past the end (%u items)", call, argument,
             gtk_bitset_get_maximum(bitset), count);
  return FALSE;
}

/* Sets the items in `mask` to their state in `selected`; takes both bitsets. */
static gboolean apply(LiListSelection *self, GtkBitset *selected, GtkBitset *mask) {
  if (self->core != NULL) li_swift_core_set_selection(self->core, selected, mask);
  gtk_bitset_unref(selected);
  gtk_bitset_unref(mask);
  return TRUE;
}

static GtkBitset *all_of(LiListSelection *self) {
  return gtk_bitset_new_range(0, n_items_of(self));
}

static gboolean is_selected(GtkSelectionModel *model, guint position) {
  LiListSelection *self = LI_LIST_SELECTION(model);
  return self->core != NULL && li_swift_core_is_selected(self->core, position);
}

static GtkBitset *get_selection_in_range(GtkSelectionModel *model, guint position, guint n_items) {
  LiListSelection *self = LI_LIST_SELECTION(model);
  GtkBitset *result = gtk_bitset_new_empty();
  if (self->core != NULL) li_swift_core_selection_in_range(self->core, position, n_items, result);
  return result;
}

static gboolean select_item(GtkSelectionModel *model, guint position, gboolean unselect_rest) {
  LiListSelection *self = LI_LIST_SELECTION(model);
  if (!range_fits(self, "select_item", position, 1)) return FALSE;
  GtkBitset *selected = gtk_bitset_new_range(position, 1);
  return apply(self, selected, unselect_rest ? all_of(self) : gtk_bitset_ref(selected));
}

static gboolean unselect_item(GtkSelectionModel *model, guint position) {
  LiListSelection *self = LI_LIST_SELECTION(model);
  if (!range_fits(self, "unselect_item", position, 1)) return FALSE;
  return apply(self, gtk_bitset_new_empty(), gtk_bitset_new_range(position, 1));
}

static gboolean select_range(GtkSelectionModel *model, guint position, guint n_items, gboolean unselect_rest) {
  LiListSelection *self = LI_LIST_SELECTION(model);
  if (!range_fits(self, "select_range", position, n_items)) return FALSE;
  GtkBitset *selected = gtk_bitset_new_range(position, n_items);
  return apply(self, selected, unselect_rest ? all_of(self) : gtk_bitset_ref(selected));
}

static gboolean unselect_range(GtkSelectionModel *model, guint position, guint n_items) {
  LiListSelection *self = LI_LIST_SELECTION(model);
  if (!range_fits(self, "unselect_range", position, n_items)) return FALSE;
  return apply(self, gtk_bitset_new_empty(), gtk_bitset_new_range(position, n_items));
}

static gboolean select_all(GtkSelectionModel *model) {
  LiListSelection *self = LI_LIST_SELECTION(model);
  return apply(self, all_of(self), all_of(self));
}

static gboolean unselect_all(GtkSelectionModel *model) {
  LiListSelection *self = LI_LIST_SELECTION(model);
  return apply(self, gtk_bitset_new_empty(), all_of(self));
}

static gboolean set_selection(GtkSelectionModel *model, GtkBitset *selected, GtkBitset *mask) {
  LiListSelection *self = LI_LIST_SELECTION(model);
  if (!bitset_fits(self, "set_selection", "selected", selected) || !bitset_fits(self, "set_selection", "mask", mask))
    return FALSE;
  return apply(self, gtk_bitset_ref(selected), gtk_bitset_ref(mask));
}

static void li_list_selection_selection_model_init(GtkSelectionModelInterface *iface) {
  iface->is_selected = is_selected;
  iface->get_selection_in_range = get_selection_in_range;
  iface->select_item = select_item;
  iface->unselect_item = unselect_item;
  iface->select_range = select_range;
  iface->unselect_range = unselect_range;
  iface->select_all = select_all;
  iface->unselect_all = unselect_all;
  iface->set_selection = set_selection;
}

static void li_list_selection_class_init(LiListSelectionClass *klass) {}

static void li_list_selection_init(LiListSelection *self) {}

/* MARK: Called from li-list-view.c (li-list-selection-private.h) */

LiListSelection *li_list_selection_new_for_core(void *core) {
  LiListSelection *self = g_object_new(LI_TYPE_LIST_SELECTION, NULL);
  self->core = core;
  return self;
}

void li_list_selection_detach(LiListSelection *self) {
  self->core = NULL;
}
