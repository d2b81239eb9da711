/* LiListView's activation and context in GtkListView's shape: the `activate` and `row-context`
 * signals, the single-click-activate and show-separators properties, the list.activate-item
 * action, the right-click, long-press and Menu-key input that asks for a row's context, and an
 * item's row widget. What each input means is decided in Swift (ListViewCore+Activation.swift);
 * signals are emitted from there once the frame showing the input was shown. */
#define LIST_INTERACTIONS_COMPILATION
#include "li-list-view-internal.h"
#include "li-list-view-hooks.h"

/* Property ids of this file, past li-list-view.c's own. */
enum { PROP_SINGLE_CLICK_ACTIVATE = 1000, PROP_SHOW_SEPARATORS };

enum { SIGNAL_ACTIVATE, SIGNAL_ROW_CONTEXT, N_ACTIVATE_SIGNALS };

static GParamSpec *single_click_pspec, *separators_pspec;
static guint activate_signals[N_ACTIVATE_SIGNALS];

static void *core_of(gpointer self) {
  return li_list_view_core(self);
}

/* list.activate-item(u): the item at the position is activated, as Enter on its row. */
static void activate_item_action(GtkWidget *widget, const char *name, GVariant *parameter) {
  (void)name;
  guint position = g_variant_get_uint32(parameter);
  guint n = li_swift_core_n_items(core_of(widget));
  if (position >= n) {
    g_critical("LiListView: list.activate-item: position %u is past the end (%u items)", position, n);
    return;
  }
  li_swift_core_activate_item(core_of(widget), position);
}

/* Menu or Shift+F10: the focused row's context. */
static gboolean context_key(GtkWidget *widget, GVariant *args, gpointer data) {
  (void)args;
  (void)data;
  return li_swift_core_row_context(core_of(widget), 0, 0, true);
}

static void on_secondary_pressed(GtkGestureClick *gesture, int n_press, double x, double y, gpointer self) {
  (void)n_press;
  if (li_swift_core_row_context(core_of(self), x, y, false))
    gtk_gesture_set_state(GTK_GESTURE(gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

static void on_long_pressed(GtkGestureLongPress *gesture, double x, double y, gpointer self) {
  /* Claimed: the list's own press is cancelled, so the release opens nothing. */
  if (li_swift_core_row_context(core_of(self), x, y, false))
    gtk_gesture_set_state(GTK_GESTURE(gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

void li_list_view_activate_init(LiListView *self) {
  GtkGesture *secondary = gtk_gesture_click_new();
  gtk_gesture_single_set_button(GTK_GESTURE_SINGLE(secondary), GDK_BUTTON_SECONDARY);
  g_signal_connect(secondary, "pressed", G_CALLBACK(on_secondary_pressed), self);
  gtk_widget_add_controller(GTK_WIDGET(self), GTK_EVENT_CONTROLLER(secondary));
  GtkGesture *long_press = gtk_gesture_long_press_new();
  gtk_gesture_single_set_touch_only(GTK_GESTURE_SINGLE(long_press), TRUE);
  gtk_event_controller_set_propagation_phase(GTK_EVENT_CONTROLLER(long_press), GTK_PHASE_CAPTURE);
  g_signal_connect(long_press, "pressed", G_CALLBACK(on_long_pressed), self);
  gtk_widget_add_controller(GTK_WIDGET(self), GTK_EVENT_CONTROLLER(long_press));
}

gboolean li_list_view_activate_get_property(GObject *object, guint prop_id, GValue *value) {
  switch (prop_id) {
  case PROP_SINGLE_CLICK_ACTIVATE:
    g_value_set_boolean(value, li_list_view_get_single_click_activate(LI_LIST_VIEW(object)));
    return TRUE;
  case PROP_SHOW_SEPARATORS:
    g_value_set_boolean(value, li_list_view_get_show_separators(LI_LIST_VIEW(object)));
    return TRUE;
  default: return FALSE;
  }
}

gboolean li_list_view_activate_set_property(GObject *object, guint prop_id, const GValue *value) {
  switch (prop_id) {
  case PROP_SINGLE_CLICK_ACTIVATE:
    li_list_view_set_single_click_activate(LI_LIST_VIEW(object), g_value_get_boolean(value));
    return TRUE;
  case PROP_SHOW_SEPARATORS:
    li_list_view_set_show_separators(LI_LIST_VIEW(object), g_value_get_boolean(value));
    return TRUE;
  default: return FALSE;
  }
}

void li_list_view_activate_class_init(LiListViewClass *klass) {
  GObjectClass *object_class = G_OBJECT_CLASS(klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
  const GParamFlags rw = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;
  /**
   * LiListView:single-click-activate: (getter get_single_click_activate) (setter set_single_click_activate)
   *
   * Whether a click on a row activates it. On (the default, unlike #GtkListView's, so that a tap
   * opens a row as it always did in this widget): every click activates. Off: as in #GtkListView, a
   * click focuses and selects the row, and a double click (two clicks on the row within
   * #GtkSettings:gtk-double-click-time) activates it. Enter activates the
   * focused row either way (outside edit mode).
   *
   * Since: 1.0
   */
  single_click_pspec = g_param_spec_boolean("single-click-activate", NULL, NULL, TRUE, rw);
  g_object_class_install_property(object_class, PROP_SINGLE_CLICK_ACTIVATE, single_click_pspec);
  /**
   * LiListView:show-separators: (getter get_show_separators) (setter set_show_separators)
   *
   * Whether a 1 px line is drawn between the rows, as #GtkListView's; the list then has the
   * `.separators` style class. Off by default.
   *
   * Since: 1.0
   */
  separators_pspec = g_param_spec_boolean("show-separators", NULL, NULL, FALSE, rw);
  g_object_class_install_property(object_class, PROP_SHOW_SEPARATORS, separators_pspec);

  /**
   * LiListView::activate:
   * @self: the list view
   * @position: the position of the activated item in the model
   *
   * An item was activated: clicked (double-clicked without
   * [property@ListInteractions.ListView:single-click-activate]), Enter on its focused row, or the
   * `list.activate-item` action. Emitted once the list shows the activation, before
   * #LiListView::row-activated when the row was opened.
   *
   * Since: 1.0
   */
  activate_signals[SIGNAL_ACTIVATE] = g_signal_new("activate", G_TYPE_FROM_CLASS(klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                                   NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /**
   * LiListView::row-context:
   * @self: the list view
   * @position: the position of the item in the model
   * @row: (type Gtk.Widget): the widget showing the item's row, to anchor a popover or menu to
   * @x: where the context was asked for, in @self's coordinates (the row's centre for a key)
   * @y: where the context was asked for, in @self's coordinates
   *
   * The user asked for an item's context menu: a right click or a long press (touch) on its row,
   * or the Menu key or Shift+F10 on the focused row. Nothing is selected or opened; emitted once
   * the list shows the frame the press landed in.
   *
   * Since: 1.0
   */
  activate_signals[SIGNAL_ROW_CONTEXT] =
      g_signal_new("row-context", G_TYPE_FROM_CLASS(klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 4,
                   G_TYPE_UINT, GTK_TYPE_WIDGET, G_TYPE_DOUBLE, G_TYPE_DOUBLE);

  /**
   * LiListView|list.activate-item:
   * @position: the position of the item to activate
   *
   * Activates the item at @position, as Enter on its row: #LiListView::activate is emitted (and
   * the row opened, with #LiListView::row-activated, when the list is at rest outside edit mode).
   */
  gtk_widget_class_install_action(widget_class, "list.activate-item", "u", activate_item_action);
  gtk_widget_class_add_binding(widget_class, GDK_KEY_Menu, 0, context_key, NULL);
  gtk_widget_class_add_binding(widget_class, GDK_KEY_F10, GDK_SHIFT_MASK, context_key, NULL);
}

/**
 * li_list_view_get_single_click_activate:
 * @self: a #LiListView
 *
 * Returns: whether a single click activates a row
 *
 * Since: 1.0
 */
gboolean li_list_view_get_single_click_activate(LiListView *self) {
  g_return_val_if_fail(LI_IS_LIST_VIEW(self), FALSE);
  return li_swift_core_single_click_activate(core_of(self));
}

/**
 * li_list_view_set_single_click_activate:
 * @self: a #LiListView
 * @single_click_activate: whether a single click activates a row (otherwise a double click)
 *
 * Since: 1.0
 */
void li_list_view_set_single_click_activate(LiListView *self, gboolean single_click_activate) {
  g_return_if_fail(LI_IS_LIST_VIEW(self));
  single_click_activate = single_click_activate != FALSE;
  if (li_swift_core_single_click_activate(core_of(self)) == single_click_activate) return;
  li_swift_core_set_single_click_activate(core_of(self), single_click_activate);
  g_object_notify_by_pspec(G_OBJECT(self), single_click_pspec);
}

/**
 * li_list_view_get_show_separators:
 * @self: a #LiListView
 *
 * Returns: whether lines are drawn between the rows
 *
 * Since: 1.0
 */
gboolean li_list_view_get_show_separators(LiListView *self) {
  g_return_val_if_fail(LI_IS_LIST_VIEW(self), FALSE);
  return gtk_widget_has_css_class(GTK_WIDGET(self), "separators");
}

/**
 * li_list_view_set_show_separators:
 * @self: a #LiListView
 * @show_separators: whether to draw a 1 px line between the rows
 *
 * Since: 1.0
 */
void li_list_view_set_show_separators(LiListView *self, gboolean show_separators) {
  g_return_if_fail(LI_IS_LIST_VIEW(self));
  show_separators = show_separators != FALSE;
  if (li_list_view_get_show_separators(self) == show_separators) return;
  if (show_separators)
    gtk_widget_add_css_class(GTK_WIDGET(self), "separators");
  else
    gtk_widget_remove_css_class(GTK_WIDGET(self), "separators");
  li_swift_core_set_show_separators(core_of(self), show_separators);
  g_object_notify_by_pspec(G_OBJECT(self), separators_pspec);
}

/**
 * li_list_view_get_row_widget:
 * @self: a #LiListView
 * @position: the position of an item in the model
 *
 * The widget showing the item's row now, to anchor a popover to (it is one of the list's pooled
 * row widgets: it shows another item once this one scrolls away). With a
 * [property@ListInteractions.ListView:factory], the factory's child is inside it.
 *
 * Returns: (nullable) (transfer none): the row's widget, or %NULL when the row is not shown (or
 *   @position is past the end)
 *
 * Since: 1.0
 */
GtkWidget *li_list_view_get_row_widget(LiListView *self, guint position) {
  g_return_val_if_fail(LI_IS_LIST_VIEW(self), NULL);
  return li_swift_core_row_widget(core_of(self), position);
}

/**
 * li_list_view_get_row_bounds:
 * @self: a #LiListView
 * @position: the position of an item in the model
 * @out_bounds: (out caller-allocates): where the item's row is, in @self's coordinates
 *
 * Where the item's row is shown now (while rows slide, where it is in this frame).
 *
 * Returns: %TRUE when the row is shown and @out_bounds was set; %FALSE otherwise
 *
 * Since: 1.0
 */
gboolean li_list_view_get_row_bounds(LiListView *self, guint position, graphene_rect_t *out_bounds) {
  g_return_val_if_fail(LI_IS_LIST_VIEW(self), FALSE);
  g_return_val_if_fail(out_bounds != NULL, FALSE);
  GtkWidget *row = li_swift_core_row_widget(core_of(self), position);
  return row != NULL && gtk_widget_compute_bounds(row, GTK_WIDGET(self), out_bounds);
}

/* MARK: Called from Swift (li-list-view-internal.h) */

void li_list_view_emit_activate(gpointer self, guint position) {
  g_signal_emit(self, activate_signals[SIGNAL_ACTIVATE], 0, position);
}

void li_list_view_emit_row_context(gpointer self, guint position, gpointer row, double x, double y) {
  g_signal_emit(self, activate_signals[SIGNAL_ROW_CONTEXT], 0, position, row, x, y);
}
