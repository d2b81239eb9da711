/* LiRowFactory's signals and LiRow's properties. Which row is set up, bound and unbound, and
 * when, is decided in Swift (Sources/ListInteractions/FactoryRow.swift) through
 * li-list-view-internal.h; this file only stores and emits. */
#define LIST_INTERACTIONS_COMPILATION
#include "li-list-view-internal.h"
#include "li-list-view-hooks.h"

/**
 * LiRow:
 *
 * One pooled row of a #LiListView whose [property@ListInteractions.ListView:factory] is set, as a
 * #GtkListItem is one of a #GtkListView: the [class@RowFactory] sets its [property@Row:child] once
 * (`setup`), and the row is then bound to the items scrolling into view, one after another
 * (`bind`, `unbind`).
 *
 * The row's height is its child's natural height for the list's width; when the child's size
 * request changes (a label gets more lines), the rows below slide to their new places.
 *
 * As a #GtkListItem's (GTK 4.12), [property@Row:accessible-label] and
 * [property@Row:accessible-description] are what assistive technologies read for the row, and
 * [property@Row:selectable] and [property@Row:focusable] say whether the user may select it and
 * move the keyboard focus to it; set them in #LiRowFactory::bind for the item bound.
 *
 * Since: 1.0
 */
struct _LiRow {
  GObject parent_instance;
  GObject *item;    /* the bound item, referenced; NULL while unbound */
  GtkWidget *child; /* referenced (sunk) */
  char *accessible_label, *accessible_description;
  gboolean selectable, focusable;
  void *core; /* the Swift FactoryRow (unretained), told when selectable or focusable changes */
};

G_DEFINE_FINAL_TYPE(LiRow, li_row, G_TYPE_OBJECT)

enum {
  ROW_PROP_0,
  ROW_PROP_ITEM,
  ROW_PROP_CHILD,
  ROW_PROP_ACCESSIBLE_LABEL,
  ROW_PROP_ACCESSIBLE_DESCRIPTION,
  ROW_PROP_SELECTABLE,
  ROW_PROP_FOCUSABLE,
  ROW_N_PROPS
};
static GParamSpec *row_properties[ROW_N_PROPS];

static void li_row_dispose(GObject *object) {
  LiRow *self = LI_ROW(object);
  g_clear_object(&self->item);
  g_clear_object(&self->child);
  G_OBJECT_CLASS(li_row_parent_class)->dispose(object);
}

static void li_row_finalize(GObject *object) {
  LiRow *self = LI_ROW(object);
  g_free(self->accessible_label);
  g_free(self->accessible_description);
  G_OBJECT_CLASS(li_row_parent_class)->finalize(object);
}

static void li_row_get_property(GObject *object, guint prop_id, GValue *value, GParamSpec *pspec) {
  LiRow *self = LI_ROW(object);
  switch (prop_id) {
  case ROW_PROP_ITEM: g_value_set_object(value, self->item); break;
  case ROW_PROP_CHILD: g_value_set_object(value, self->child); break;
  case ROW_PROP_ACCESSIBLE_LABEL: g_value_set_string(value, self->accessible_label); break;
  case ROW_PROP_ACCESSIBLE_DESCRIPTION: g_value_set_string(value, self->accessible_description); break;
  case ROW_PROP_SELECTABLE: g_value_set_boolean(value, self->selectable); break;
  case ROW_PROP_FOCUSABLE: g_value_set_boolean(value, self->focusable); break;
  default: G_OBJECT_WARN_INVALID_PROPERTY_ID(object, prop_id, pspec);
  }
}

static void li_row_set_property(GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec) {
  switch (prop_id) {
  case ROW_PROP_CHILD: li_row_set_child(LI_ROW(object), g_value_get_object(value)); break;
  case ROW_PROP_ACCESSIBLE_LABEL: li_row_set_accessible_label(LI_ROW(object), g_value_get_string(value)); break;
  case ROW_PROP_ACCESSIBLE_DESCRIPTION:
    li_row_set_accessible_description(LI_ROW(object), g_value_get_string(value));
    break;
  case ROW_PROP_SELECTABLE: li_row_set_selectable(LI_ROW(object), g_value_get_boolean(value)); break;
  case ROW_PROP_FOCUSABLE: li_row_set_focusable(LI_ROW(object), g_value_get_boolean(value)); break;
  default: G_OBJECT_WARN_INVALID_PROPERTY_ID(object, prop_id, pspec);
  }
}

static void li_row_class_init(LiRowClass *klass) {
  GObjectClass *object_class = G_OBJECT_CLASS(klass);
  object_class->dispose = li_row_dispose;
  object_class->finalize = li_row_finalize;
  object_class->get_property = li_row_get_property;
  object_class->set_property = li_row_set_property;
  /**
   * LiRow:item: (getter get_item)
   *
   * The item the row shows, %NULL while it is not bound.
   *
   * Since: 1.0
   */
  row_properties[ROW_PROP_ITEM] = g_param_spec_object("item", NULL, NULL, G_TYPE_OBJECT,
                                                      G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /**
   * LiRow:child: (getter get_child) (setter set_child)
   *
   * The app's widget the row shows, set in #LiRowFactory::setup.
   *
   * Since: 1.0
   */
  row_properties[ROW_PROP_CHILD] = g_param_spec_object("child", NULL, NULL, GTK_TYPE_WIDGET,
                                                       G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS |
                                                           G_PARAM_EXPLICIT_NOTIFY);
  const GParamFlags rw = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;
  /**
   * LiRow:accessible-label: (getter get_accessible_label) (setter set_accessible_label)
   *
   * What assistive technologies read as the row's name (its list item's label), or %NULL (the
   * default): the child's widgets speak for themselves. As #GtkListItem:accessible-label.
   *
   * Since: 1.0
   */
  row_properties[ROW_PROP_ACCESSIBLE_LABEL] = g_param_spec_string("accessible-label", NULL, NULL, NULL, rw);
  /**
   * LiRow:accessible-description: (getter get_accessible_description) (setter set_accessible_description)
   *
   * What assistive technologies read as the row's description, or %NULL (the default). As
   * #GtkListItem:accessible-description.
   *
   * Since: 1.0
   */
  row_properties[ROW_PROP_ACCESSIBLE_DESCRIPTION] =
      g_param_spec_string("accessible-description", NULL, NULL, NULL, rw);
  /**
   * LiRow:selectable: (getter get_selectable) (setter set_selectable)
   *
   * Whether the user may select the bound item's row (a click, a strip drag, Shift+Up/Down,
   * Select All pass it by when %FALSE); the app can still select it through the selection model,
   * and it can still be activated. %TRUE by default. As #GtkListItem:selectable.
   *
   * Since: 1.0
   */
  row_properties[ROW_PROP_SELECTABLE] = g_param_spec_boolean("selectable", NULL, NULL, TRUE, rw);
  /**
   * LiRow:focusable: (getter get_focusable) (setter set_focusable)
   *
   * Whether the focus keys (Up, Down, Page Up, Page Down, Home, End) may move the keyboard focus
   * to the bound item's row (%FALSE: they pass over it). %TRUE by default. As
   * #GtkListItem:focusable.
   *
   * Since: 1.0
   */
  row_properties[ROW_PROP_FOCUSABLE] = g_param_spec_boolean("focusable", NULL, NULL, TRUE, rw);
  g_object_class_install_properties(object_class, ROW_N_PROPS, row_properties);
}

static void li_row_init(LiRow *self) {
  self->selectable = TRUE;
  self->focusable = TRUE;
}

static void set_string(LiRow *self, char **field, const char *value, int prop) {
  if (g_strcmp0(*field, value) == 0) return;
  g_free(*field);
  *field = g_strdup(value);
  g_object_notify_by_pspec(G_OBJECT(self), row_properties[prop]);
}

static void set_flag(LiRow *self, gboolean *field, gboolean value, int prop) {
  value = value != FALSE;
  if (*field == value) return;
  *field = value;
  if (self->core != NULL) li_swift_row_flags_changed(self->core);
  g_object_notify_by_pspec(G_OBJECT(self), row_properties[prop]);
}

/**
 * li_row_get_accessible_label:
 * @self: a #LiRow
 *
 * Returns: (nullable) (transfer none): the row's accessible label
 *
 * Since: 1.0
 */
const char *li_row_get_accessible_label(LiRow *self) {
  g_return_val_if_fail(LI_IS_ROW(self), NULL);
  return self->accessible_label;
}

/**
 * li_row_set_accessible_label:
 * @self: a #LiRow
 * @label: (nullable): what assistive technologies read as the row's name, or %NULL
 *
 * Since: 1.0
 */
void li_row_set_accessible_label(LiRow *self, const char *label) {
  g_return_if_fail(LI_IS_ROW(self));
  set_string(self, &self->accessible_label, label, ROW_PROP_ACCESSIBLE_LABEL);
}

/**
 * li_row_get_accessible_description:
 * @self: a #LiRow
 *
 * Returns: (nullable) (transfer none): the row's accessible description
 *
 * Since: 1.0
 */
const char *li_row_get_accessible_description(LiRow *self) {
  g_return_val_if_fail(LI_IS_ROW(self), NULL);
  return self->accessible_description;
}

/**
 * li_row_set_accessible_description:
 * @self: a #LiRow
 * @description: (nullable): what assistive technologies read as the row's description, or %NULL
 *
 * Since: 1.0
 */
void li_row_set_accessible_description(LiRow *self, const char *description) {
  g_return_if_fail(LI_IS_ROW(self));
  set_string(self, &self->accessible_description, description, ROW_PROP_ACCESSIBLE_DESCRIPTION);
}

/**
 * li_row_get_selectable:
 * @self: a #LiRow
 *
 * Returns: whether the user may select the row
 *
 * Since: 1.0
 */
gboolean li_row_get_selectable(LiRow *self) {
  g_return_val_if_fail(LI_IS_ROW(self), TRUE);
  return self->selectable;
}

/**
 * li_row_set_selectable:
 * @self: a #LiRow
 * @selectable: whether the user may select the bound item's row
 *
 * Since: 1.0
 */
void li_row_set_selectable(LiRow *self, gboolean selectable) {
  g_return_if_fail(LI_IS_ROW(self));
  set_flag(self, &self->selectable, selectable, ROW_PROP_SELECTABLE);
}

/**
 * li_row_get_focusable:
 * @self: a #LiRow
 *
 * Returns: whether Up and Down may move the keyboard focus to the row
 *
 * Since: 1.0
 */
gboolean li_row_get_focusable(LiRow *self) {
  g_return_val_if_fail(LI_IS_ROW(self), TRUE);
  return self->focusable;
}

/**
 * li_row_set_focusable:
 * @self: a #LiRow
 * @focusable: whether Up and Down may move the keyboard focus to the bound item's row
 *
 * Since: 1.0
 */
void li_row_set_focusable(LiRow *self, gboolean focusable) {
  g_return_if_fail(LI_IS_ROW(self));
  set_flag(self, &self->focusable, focusable, ROW_PROP_FOCUSABLE);
}

/**
 * li_row_get_item:
 * @self: a #LiRow
 *
 * Returns: (nullable) (transfer none): the item the row shows, %NULL while unbound
 *
 * Since: 1.0
 */
GObject *li_row_get_item(LiRow *self) {
  g_return_val_if_fail(LI_IS_ROW(self), NULL);
  return self->item;
}

/**
 * li_row_get_child:
 * @self: a #LiRow
 *
 * Returns: (nullable) (transfer none): the row's widget
 *
 * Since: 1.0
 */
GtkWidget *li_row_get_child(LiRow *self) {
  g_return_val_if_fail(LI_IS_ROW(self), NULL);
  return self->child;
}

/**
 * li_row_set_child:
 * @self: a #LiRow
 * @child: (nullable) (transfer none): the app's widget for this row, or %NULL
 *
 * Sets the widget the row shows (in #LiRowFactory::setup, once per pooled row). A widget can be
 * the child of one row only.
 *
 * Since: 1.0
 */
void li_row_set_child(LiRow *self, GtkWidget *child) {
  g_return_if_fail(LI_IS_ROW(self));
  g_return_if_fail(child == NULL || GTK_IS_WIDGET(child));
  if (self->child == child) return;
  if (child != NULL) g_object_ref_sink(child);
  g_clear_object(&self->child);
  self->child = child;
  g_object_notify_by_pspec(G_OBJECT(self), row_properties[ROW_PROP_CHILD]);
}

/**
 * LiRowFactory:
 *
 * Puts an app's own widgets in a #LiListView's rows, in the shape of #GtkSignalListItemFactory:
 * #LiRowFactory::setup gives each pooled [class@Row] its child widget once, #LiRowFactory::bind
 * fills it from [property@Row:item] when the row scrolls into view (or its item was reloaded),
 * #LiRowFactory::unbind tells it left. Only the rows in view (plus a few) are ever set up,
 * whatever the model's length.
 *
 * ```c
 * static void setup(LiRowFactory *f, LiRow *row) { li_row_set_child(row, gtk_label_new(NULL)); }
 * static void bind(LiRowFactory *f, LiRow *row) {
 *   gtk_label_set_text(GTK_LABEL(li_row_get_child(row)),
 *                      gtk_string_object_get_string(GTK_STRING_OBJECT(li_row_get_item(row))));
 * }
 * LiRowFactory *factory = li_row_factory_new();
 * g_signal_connect(factory, "setup", G_CALLBACK(setup), NULL);
 * g_signal_connect(factory, "bind", G_CALLBACK(bind), NULL);
 * g_object_set(list_view, "factory", factory, NULL);
 * ```
 *
 * #LiRowFactory::teardown tells a row is about to be destroyed. The type is derivable: a
 * subclass overrides the handlers in [struct@RowFactoryClass] instead of connecting, as a
 * #GtkListItemFactory subclass would (GTK keeps #GtkSignalListItemFactory final because its
 * parent class is the one to derive from; here the factory is the only class).
 *
 * Since: 1.0
 */
G_DEFINE_TYPE(LiRowFactory, li_row_factory, G_TYPE_OBJECT)

enum { SIGNAL_SETUP, SIGNAL_BIND, SIGNAL_UNBIND, SIGNAL_TEARDOWN, N_FACTORY_SIGNALS };
static guint factory_signals[N_FACTORY_SIGNALS];

static void li_row_factory_class_init(LiRowFactoryClass *klass) {
  /**
   * LiRowFactory::setup:
   * @self: the factory
   * @row: a new pooled row
   *
   * A pooled row was made: give it its child widget with li_row_set_child().
   *
   * Since: 1.0
   */
  /**
   * LiRowFactory::bind:
   * @self: the factory
   * @row: the row, its [property@Row:item] set
   *
   * The row shows [property@Row:item] now (it scrolled into view, or the item was reloaded with
   * li_list_view_reload_item()): fill its child from the item.
   *
   * Since: 1.0
   */
  /**
   * LiRowFactory::unbind:
   * @self: the factory
   * @row: the row, its [property@Row:item] still set
   *
   * The row stops showing its item (it left the view, or is bound again after a reload).
   *
   * Since: 1.0
   */
  /**
   * LiRowFactory::teardown:
   * @self: the factory
   * @row: the row, unbound, its [property@Row:child] still set
   *
   * A pooled row is about to be destroyed (the pool shrank, the factory was replaced, or the
   * list view is being disposed): undo what #LiRowFactory::setup did (disconnect handlers,
   * drop references kept on the child). The row's child is released after the handlers ran.
   *
   * Since: 1.0
   */
  const char *names[N_FACTORY_SIGNALS] = {"setup", "bind", "unbind", "teardown"};
  const glong offsets[N_FACTORY_SIGNALS] = {
      G_STRUCT_OFFSET(LiRowFactoryClass, setup), G_STRUCT_OFFSET(LiRowFactoryClass, bind),
      G_STRUCT_OFFSET(LiRowFactoryClass, unbind), G_STRUCT_OFFSET(LiRowFactoryClass, teardown)};
  for (int i = 0; i < N_FACTORY_SIGNALS; i++)
    factory_signals[i] = g_signal_new(names[i], G_TYPE_FROM_CLASS(klass), G_SIGNAL_RUN_FIRST, (guint)offsets[i], NULL,
                                      NULL, NULL, G_TYPE_NONE, 1, LI_TYPE_ROW);
}

static void li_row_factory_init(LiRowFactory *self) {
  (void)self;
}

/**
 * li_row_factory_new:
 *
 * Returns: (transfer full): a new #LiRowFactory; connect its signals, then set it as a
 *   #LiListView's [property@ListInteractions.ListView:factory]
 *
 * Since: 1.0
 */
LiRowFactory *li_row_factory_new(void) {
  return g_object_new(LI_TYPE_ROW_FACTORY, NULL);
}

/* MARK: Called from Swift (li-list-view-internal.h) */

gpointer li_row_new_internal(void) {
  return g_object_new(LI_TYPE_ROW, NULL);
}

void li_row_factory_emit(gpointer factory, int which, gpointer row, gpointer item) {
  LiRow *self = LI_ROW(row);
  if (which == SIGNAL_BIND && self->item != item) {
    g_clear_object(&self->item);
    self->item = item != NULL ? g_object_ref(item) : NULL;
    g_object_notify_by_pspec(G_OBJECT(self), row_properties[ROW_PROP_ITEM]);
  }
  g_signal_emit(factory, factory_signals[which], 0, row);
  if (which == SIGNAL_TEARDOWN) li_row_set_child(self, NULL);
  if (which == SIGNAL_UNBIND && self->item != NULL) {
    g_clear_object(&self->item);
    g_object_notify_by_pspec(G_OBJECT(self), row_properties[ROW_PROP_ITEM]);
  }
}

void li_row_set_core_internal(gpointer row, void *core) {
  LI_ROW(row)->core = core;
}
