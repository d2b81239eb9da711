/* LiListView's GType boilerplate: properties, the signal, the model's items-changed connection.
 * Every decision is in Swift (Sources/ListInteractions/ListViewCore.swift) through the hooks in
 * li-list-view-hooks.h; this file only stores the property values and forwards. */
#define LIST_INTERACTIONS_COMPILATION
#include "li-list-view-internal.h"
#include "li-list-view-hooks.h"
#include "li-list-selection-private.h"
#include "li-list-view-scroll-private.h"

/**
 * LiListView:
 *
 * A list over any #GListModel of #GObjects whose every `items-changed`, whatever its shape, is
 * turned into inserts, deletes and moves by identity and animated: a sorter's `(0, n, n)` is
 * moves only, a filter's change deletes and inserts.
 *
 * A row's identity is its item object, or the string of
 * [property@ListInteractions.ListView:id-property] for apps that re-create items. Its text comes
 * from [property@ListInteractions.ListView:title-property] (`"string"` by default, so a
 * #GtkStringList works as is), [property@ListInteractions.ListView:subtitle-property] and
 * [property@ListInteractions.ListView:description-property]; after changing an item's shown
 * properties, call [method@ListInteractions.ListView.reload_item].
 *
 * A model that breaks the #GListModel contract (a range past the end, a count that disagrees with
 * its n-items) gets a critical naming the change, which is not applied: the rows are read again
 * from the model as it is then (moving by identity), so the view follows its next changes.
 *
 * The type is derivable: apps may subclass it, from C or from Python.
 *
 * Since: 1.0
 */
typedef struct {
  void *core; /* the Swift ListViewCore, retained (Unmanaged.passRetained), released in finalize */
  GtkWidget *child; /* the ListWidget's GTK widget: the only child, unparented in dispose */
  GListModel *model;
  gulong items_changed_id;
  char *names[4]; /* id-, title-, subtitle-, description-property */
  gboolean editing;
  LiListSelection *selection; /* the selection-model property, NULL once disposed */
  LiRowFactory *factory;       /* the factory property: the app's own row widgets, or NULL */
  GtkWidget *header; /* the header property (a reference), parented by the Swift side */
  LiListViewScroll scroll; /* GtkScrollable's adjustments and policies (li-list-view-scroll.c) */
} LiListViewPrivate;

G_DEFINE_TYPE_WITH_CODE(LiListView, li_list_view, GTK_TYPE_WIDGET,
                        G_ADD_PRIVATE(LiListView) G_IMPLEMENT_INTERFACE(GTK_TYPE_SCROLLABLE, NULL))

enum {
  PROP_0,
  PROP_MODEL,
  PROP_ID_PROPERTY,
  PROP_TITLE_PROPERTY,
  PROP_SUBTITLE_PROPERTY,
  PROP_DESCRIPTION_PROPERTY,
  PROP_EDITING,
  PROP_N_ROWS,
  PROP_SELECTION_MODEL,
  PROP_FACTORY,
  PROP_HEADER,
  N_PROPS
};

/* GtkScrollable's overridden properties, from N_PROPS on (li-list-view-scroll.c). */
enum { PROP_SCROLLABLE_FIRST = N_PROPS };

enum { SIGNAL_ROW_ACTIVATED, N_SIGNALS };

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static LiListViewPrivate *priv_of(gpointer self) {
  return li_list_view_get_instance_private(LI_LIST_VIEW(self));
}

static void on_items_changed(GListModel *model, guint position, guint removed, guint added, gpointer self) {
  li_swift_core_items_changed(priv_of(self)->core, model, position, removed, added);
}

static void disconnect_model(LiListView *self) {
  LiListViewPrivate *priv = priv_of(self);
  if (priv->model != NULL) {
    g_clear_signal_handler(&priv->items_changed_id, priv->model);
    g_clear_object(&priv->model);
  }
}

static void li_list_view_dispose(GObject *object) {
  LiListView *self = LI_LIST_VIEW(object);
  LiListViewPrivate *priv = priv_of(self);
  disconnect_model(self);
  li_swift_core_dispose(priv->core); /* drops the items with no removal batch; unbinds factory rows */
  if (priv->selection != NULL) li_list_selection_detach(priv->selection);
  g_clear_object(&priv->selection);
  g_clear_object(&priv->factory);
  g_clear_pointer(&priv->child, gtk_widget_unparent);
  g_clear_object(&priv->header); /* unparented with the child above */
  li_list_view_scroll_dispose(self);
  li_list_view_sections_dispose(self); /* li-list-view-sections.c */
  G_OBJECT_CLASS(li_list_view_parent_class)->dispose(object);
}

/* A setter called after dispose (from a `destroy` handler: GtkWidget emits it after this class's
 * dispose ran) took what dispose had let go; it is let go here, before the memory is freed: the
 * model's handler (left connected, it would run on a freed instance) and reference, the factory
 * and the header. */
static void li_list_view_finalize(GObject *object) {
  LiListViewPrivate *priv = priv_of(object);
  disconnect_model(LI_LIST_VIEW(object));
  g_clear_object(&priv->factory);
  g_clear_object(&priv->header);
  li_list_view_sections_finalize(LI_LIST_VIEW(object));
  li_swift_core_free(priv->core);
  priv->core = NULL;
  for (int i = 0; i < 4; i++) g_free(priv->names[i]);
  G_OBJECT_CLASS(li_list_view_parent_class)->finalize(object);
}

static void set_name(LiListView *self, int which, const char *name, guint prop) {
  LiListViewPrivate *priv = priv_of(self);
  if (g_strcmp0(priv->names[which], name) == 0) return;
  g_free(priv->names[which]);
  priv->names[which] = g_strdup(name);
  li_swift_core_set_property_name(priv->core, which, name);
  g_object_notify_by_pspec(G_OBJECT(self), properties[prop]);
}

static void li_list_view_get_property(GObject *object, guint prop_id, GValue *value, GParamSpec *pspec) {
  LiListView *self = LI_LIST_VIEW(object);
  LiListViewPrivate *priv = priv_of(self);
  switch (prop_id) {
  case PROP_MODEL: g_value_set_object(value, priv->model); break;
  case PROP_ID_PROPERTY:
  case PROP_TITLE_PROPERTY:
  case PROP_SUBTITLE_PROPERTY:
  case PROP_DESCRIPTION_PROPERTY: g_value_set_string(value, priv->names[prop_id - PROP_ID_PROPERTY]); break;
  case PROP_EDITING: g_value_set_boolean(value, priv->editing); break;
  case PROP_N_ROWS: g_value_set_uint(value, li_list_view_get_n_rows(self)); break;
  case PROP_SELECTION_MODEL: g_value_set_object(value, priv->selection); break;
  case PROP_FACTORY: g_value_set_object(value, priv->factory); break;
  case PROP_HEADER: g_value_set_object(value, priv->header); break;
  default:
    if (!li_list_view_activate_get_property(object, prop_id, value) /* li-list-view-activate.c */
        && !li_list_view_sections_get_property(object, prop_id, value) /* li-list-view-sections.c */
        && !li_list_view_reorder_get_property(object, prop_id, value) /* li-list-view-reorder.c */
        && !li_list_view_scroll_get_property(object, prop_id, value, PROP_SCROLLABLE_FIRST))
      G_OBJECT_WARN_INVALID_PROPERTY_ID(object, prop_id, pspec);
  }
}

static void li_list_view_set_property(GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec) {
  LiListView *self = LI_LIST_VIEW(object);
  switch (prop_id) {
  case PROP_MODEL: li_list_view_set_model(self, g_value_get_object(value)); break;
  case PROP_ID_PROPERTY:
  case PROP_TITLE_PROPERTY:
  case PROP_SUBTITLE_PROPERTY:
  case PROP_DESCRIPTION_PROPERTY:
    set_name(self, (int)(prop_id - PROP_ID_PROPERTY), g_value_get_string(value), prop_id);
    break;
  case PROP_EDITING: li_list_view_set_editing(self, g_value_get_boolean(value)); break;
  case PROP_FACTORY: li_list_view_set_factory(self, g_value_get_object(value)); break;
  case PROP_HEADER: li_list_view_set_header(self, g_value_get_object(value)); break;
  default:
    if (!li_list_view_activate_set_property(object, prop_id, value) /* li-list-view-activate.c */
        && !li_list_view_sections_set_property(object, prop_id, value) /* li-list-view-sections.c */
        && !li_list_view_reorder_set_property(object, prop_id, value) /* li-list-view-reorder.c */
        && !li_list_view_scroll_set_property(object, prop_id, value, PROP_SCROLLABLE_FIRST))
      G_OBJECT_WARN_INVALID_PROPERTY_ID(object, prop_id, pspec);
  }
}

static void li_list_view_class_init(LiListViewClass *klass) {
  GObjectClass *object_class = G_OBJECT_CLASS(klass);
  object_class->dispose = li_list_view_dispose;
  object_class->finalize = li_list_view_finalize;
  object_class->get_property = li_list_view_get_property;
  object_class->set_property = li_list_view_set_property;

  const GParamFlags rw = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;
  /**
   * LiListView:model: (type Gio.ListModel)
   *
   * The items shown, any #GListModel of #GObjects; each `items-changed` is animated by identity.
   *
   * Since: 1.0
   */
  properties[PROP_MODEL] = g_param_spec_object("model", NULL, NULL, G_TYPE_LIST_MODEL, rw);
  /**
   * LiListView:id-property:
   *
   * A string property of the items that names their identity, for apps that re-create items;
   * %NULL (the default): the item object itself is the identity.
   *
   * Since: 1.0
   */
  properties[PROP_ID_PROPERTY] = g_param_spec_string("id-property", NULL, NULL, NULL, rw);
  /**
   * LiListView:title-property:
   *
   * The item property shown as the row's title; "string" by default (#GtkStringObject).
   *
   * Since: 1.0
   */
  properties[PROP_TITLE_PROPERTY] = g_param_spec_string("title-property", NULL, NULL, "string", rw);
  /**
   * LiListView:subtitle-property:
   *
   * The item property shown as the row's subtitle, or %NULL.
   *
   * Since: 1.0
   */
  properties[PROP_SUBTITLE_PROPERTY] = g_param_spec_string("subtitle-property", NULL, NULL, NULL, rw);
  /**
   * LiListView:description-property:
   *
   * The item property shown as the row's description, or %NULL.
   *
   * Since: 1.0
   */
  properties[PROP_DESCRIPTION_PROPERTY] = g_param_spec_string("description-property", NULL, NULL, NULL, rw);
  /**
   * LiListView:editing:
   *
   * Edit mode: check marks slide in and taps select.
   *
   * Since: 1.0
   */
  properties[PROP_EDITING] = g_param_spec_boolean("editing", NULL, NULL, FALSE, rw);
  /**
   * LiListView:n-rows:
   *
   * The number of rows the widget holds (the model's items it has taken in, and with sections
   * one header row per section: [property@ListInteractions.ListView:section-property]).
   *
   * Since: 1.0
   */
  properties[PROP_N_ROWS] = g_param_spec_uint("n-rows", NULL, NULL, 0, G_MAXUINT, 0,
                                              G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /**
   * LiListView:selection-model: (getter get_selection_model)
   *
   * The view's items and which are selected, kept by identity: a #LiListSelection. Read it, set
   * it and watch it with the #GtkSelectionModel API; see #LiListSelection for the rules.
   *
   * Since: 1.0
   */
  properties[PROP_SELECTION_MODEL] = g_param_spec_object("selection-model", NULL, NULL, GTK_TYPE_SELECTION_MODEL,
                                                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /**
   * LiListView:factory: (getter get_factory) (setter set_factory)
   *
   * The app's own row widgets (a #LiRowFactory), or %NULL (the default): rows show the title,
   * subtitle and description properties.
   *
   * Since: 1.0
   */
  properties[PROP_FACTORY] = g_param_spec_object("factory", NULL, NULL, LI_TYPE_ROW_FACTORY, rw);
  /**
   * LiListView:header: (getter get_header) (setter set_header)
   *
   * A widget of the app's shown above the first row, or %NULL (the default). It scrolls with the
   * rows and has its natural height for the view's width; when that height changes (a
   * #GtkRevealer in it opening, a label wrapping, another header set) the header's height
   * animates there and the rows follow it every frame. Presses on it are its widgets'.
   *
   * Since: 1.0
   */
  properties[PROP_HEADER] = g_param_spec_object("header", NULL, NULL, GTK_TYPE_WIDGET, rw);
  g_object_class_install_properties(object_class, N_PROPS, properties);
  li_list_view_scroll_class_init(object_class, PROP_SCROLLABLE_FIRST); /* measure and size_allocate too */

  /**
   * LiListView::row-activated:
   * @self: the list view
   * @item: (type GObject): the activated row's item
   *
   * A row was activated (tapped or Enter outside edit mode).
   *
   * Since: 1.0
   */
  signals[SIGNAL_ROW_ACTIVATED] =
      g_signal_new("row-activated", G_TYPE_FROM_CLASS(klass), G_SIGNAL_RUN_LAST,
                   G_STRUCT_OFFSET(LiListViewClass, row_activated), NULL, NULL, NULL, G_TYPE_NONE, 1,
                   G_TYPE_OBJECT);
  li_list_view_activate_class_init(klass); /* activate, row-context, their properties and action */
  li_list_view_sections_class_init(klass); /* section-property, header-factory */
  li_list_view_reorder_class_init(klass);  /* reorderable, move-item */
  gtk_widget_class_set_css_name(GTK_WIDGET_CLASS(klass), "lilistview");
}

static void li_list_view_init(LiListView *self) {
  LiListViewPrivate *priv = priv_of(self);
  priv->core = li_swift_core_new(self);
  priv->names[1] = g_strdup("string");
  li_swift_core_set_property_name(priv->core, 1, priv->names[1]);
  priv->child = li_swift_core_child(priv->core);
  gtk_widget_set_parent(priv->child, GTK_WIDGET(self));
  priv->selection = li_list_selection_new_for_core(priv->core);
  li_list_view_activate_init(self);
  li_list_view_scroll_init(self);
}

/**
 * li_list_view_new:
 * @model: (nullable) (transfer none): the items to show, or %NULL
 *
 * Returns: (transfer floating): a new #LiListView
 *
 * Since: 1.0
 */
GtkWidget *li_list_view_new(GListModel *model) {
  return g_object_new(LI_TYPE_LIST_VIEW, "model", model, NULL);
}

/**
 * li_list_view_get_model:
 * @self: a #LiListView
 *
 * Returns: (nullable) (transfer none): the model
 *
 * Since: 1.0
 */
GListModel *li_list_view_get_model(LiListView *self) {
  g_return_val_if_fail(LI_IS_LIST_VIEW(self), NULL);
  return priv_of(self)->model;
}

/**
 * li_list_view_set_model:
 * @self: a #LiListView
 * @model: (nullable) (transfer none): the new model, or %NULL
 *
 * Shows @model's items. Replacing a model animates from the old rows to the new by identity.
 *
 * Since: 1.0
 */
void li_list_view_set_model(LiListView *self, GListModel *model) {
  g_return_if_fail(LI_IS_LIST_VIEW(self));
  g_return_if_fail(model == NULL || G_IS_LIST_MODEL(model));
  LiListViewPrivate *priv = priv_of(self);
  if (priv->model == model) return;
  if (model != NULL) g_object_ref(model);
  disconnect_model(self);
  priv->model = model;
  if (model != NULL)
    priv->items_changed_id = g_signal_connect(model, "items-changed", G_CALLBACK(on_items_changed), self);
  li_swift_core_set_model(priv->core, model);
  g_object_notify_by_pspec(G_OBJECT(self), properties[PROP_MODEL]);
}

#define NAME_ACCESSORS(name, which, prop)                                                         \
  const char *li_list_view_get_##name(LiListView *self) {                                       \
    g_return_val_if_fail(LI_IS_LIST_VIEW(self), NULL);                                          \
    return priv_of(self)->names[which];                                                         \
  }                                                                                              \
  void li_list_view_set_##name(LiListView *self, const char *value) {                           \
    g_return_if_fail(LI_IS_LIST_VIEW(self));                                                    \
    set_name(self, which, value, prop);                                                         \
  }

/**
 * li_list_view_get_id_property:
 * @self: a #LiListView
 *
 * Returns: (nullable) (transfer none): the identity property's name
 *
 * Since: 1.0
 */
/**
 * li_list_view_set_id_property:
 * @self: a #LiListView
 * @name: (nullable): a string property of the items, or %NULL for the item objects themselves
 *
 * Since: 1.0
 */
NAME_ACCESSORS(id_property, 0, PROP_ID_PROPERTY)
/**
 * li_list_view_get_title_property:
 * @self: a #LiListView
 *
 * Returns: (nullable) (transfer none): the title property's name
 *
 * Since: 1.0
 */
/**
 * li_list_view_set_title_property:
 * @self: a #LiListView
 * @name: (nullable): a property of the items, or %NULL
 *
 * Since: 1.0
 */
NAME_ACCESSORS(title_property, 1, PROP_TITLE_PROPERTY)
/**
 * li_list_view_get_subtitle_property:
 * @self: a #LiListView
 *
 * Returns: (nullable) (transfer none): the subtitle property's name
 *
 * Since: 1.0
 */
/**
 * li_list_view_set_subtitle_property:
 * @self: a #LiListView
 * @name: (nullable): a property of the items, or %NULL
 *
 * Since: 1.0
 */
NAME_ACCESSORS(subtitle_property, 2, PROP_SUBTITLE_PROPERTY)
/**
 * li_list_view_get_description_property:
 * @self: a #LiListView
 *
 * Returns: (nullable) (transfer none): the description property's name
 *
 * Since: 1.0
 */
/**
 * li_list_view_set_description_property:
 * @self: a #LiListView
 * @name: (nullable): a property of the items, or %NULL
 *
 * Since: 1.0
 */
NAME_ACCESSORS(description_property, 3, PROP_DESCRIPTION_PROPERTY)

/**
 * li_list_view_get_editing:
 * @self: a #LiListView
 *
 * Returns: whether edit mode is on
 *
 * Since: 1.0
 */
gboolean li_list_view_get_editing(LiListView *self) {
  g_return_val_if_fail(LI_IS_LIST_VIEW(self), FALSE);
  return priv_of(self)->editing;
}

/**
 * li_list_view_set_editing:
 * @self: a #LiListView
 * @editing: edit mode on or off
 *
 * Since: 1.0
 */
void li_list_view_set_editing(LiListView *self, gboolean editing) {
  g_return_if_fail(LI_IS_LIST_VIEW(self));
  LiListViewPrivate *priv = priv_of(self);
  editing = editing != FALSE;
  if (priv->editing == editing) return;
  priv->editing = editing;
  li_swift_core_set_editing(priv->core, editing);
  g_object_notify_by_pspec(G_OBJECT(self), properties[PROP_EDITING]);
}

/**
 * li_list_view_reload_item:
 * @self: a #LiListView
 * @item: an item of the model whose shown properties changed
 *
 * Re-reads @item's title, subtitle and description: its rows crossfade in place. An item not in
 * the model is refused with a critical.
 *
 * Since: 1.0
 */
void li_list_view_reload_item(LiListView *self, GObject *item) {
  g_return_if_fail(LI_IS_LIST_VIEW(self));
  g_return_if_fail(G_IS_OBJECT(item));
  li_swift_core_reload_item(priv_of(self)->core, item);
}

/**
 * li_list_view_get_n_rows:
 * @self: a #LiListView
 *
 * Returns: the number of rows the widget holds, in the model's order once it took every change
 *
 * Since: 1.0
 */
guint li_list_view_get_n_rows(LiListView *self) {
  g_return_val_if_fail(LI_IS_LIST_VIEW(self), 0);
  return li_swift_core_n_rows(priv_of(self)->core);
}

/**
 * li_list_view_dup_row_item:
 * @self: a #LiListView
 * @index: a row, from 0
 *
 * The item of a row, referenced: a handler that changes the model while holding it keeps it.
 * (Named `dup_` as GTK and libadwaita name new API that returns a new reference.)
 *
 * Returns: (nullable) (transfer full): the item of the row at @index, %NULL past the end
 *
 * Since: 1.0
 */
GObject *li_list_view_dup_row_item(LiListView *self, guint index) {
  g_return_val_if_fail(LI_IS_LIST_VIEW(self), NULL);
  gpointer item = li_swift_core_row_item(priv_of(self)->core, index);
  return item != NULL ? g_object_ref(item) : NULL;
}

/**
 * li_list_view_dup_row_title:
 * @self: a #LiListView
 * @index: a row, from 0
 *
 * Returns: (nullable) (transfer full): the title the row at @index shows (a section header row: its
 *   section's value), %NULL past the end
 *
 * Since: 1.0
 */
char *li_list_view_dup_row_title(LiListView *self, guint index) {
  g_return_val_if_fail(LI_IS_LIST_VIEW(self), NULL);
  return li_swift_core_row_title(priv_of(self)->core, index);
}

/**
 * li_list_view_get_selection_model:
 * @self: a #LiListView
 *
 * The view's items (in its model's order) and which are selected, by identity. Select, unselect
 * and read through the #GtkSelectionModel API; #GtkSelectionModel::selection-changed tells every
 * change, the user's too. A #GtkListView may show it (gtk_list_view_new() takes a reference it
 * owns: pass g_object_ref() of it).
 *
 * Returns: (transfer none): the selection model, a #LiListSelection, for as long as @self lives
 *
 * Since: 1.0
 */
GtkSelectionModel *li_list_view_get_selection_model(LiListView *self) {
  g_return_val_if_fail(LI_IS_LIST_VIEW(self), NULL);
  return GTK_SELECTION_MODEL(priv_of(self)->selection);
}

/**
 * li_list_view_get_factory:
 * @self: a #LiListView
 *
 * Returns: (nullable) (transfer none): the row factory, or %NULL
 *
 * Since: 1.0
 */
LiRowFactory *li_list_view_get_factory(LiListView *self) {
  g_return_val_if_fail(LI_IS_LIST_VIEW(self), NULL);
  return priv_of(self)->factory;
}

/**
 * li_list_view_set_factory:
 * @self: a #LiListView
 * @factory: (nullable) (transfer none): the app's row widgets, or %NULL for the title rows
 *
 * Shows every row with @factory's widgets: pooled rows are set up again, and each row's height
 * becomes its child's natural height for the list's width, animated when it changes.
 *
 * Since: 1.0
 */
void li_list_view_set_factory(LiListView *self, LiRowFactory *factory) {
  g_return_if_fail(LI_IS_LIST_VIEW(self));
  g_return_if_fail(factory == NULL || LI_IS_ROW_FACTORY(factory));
  LiListViewPrivate *priv = priv_of(self);
  if (!g_set_object(&priv->factory, factory)) return;
  li_swift_core_set_factory(priv->core, factory);
  g_object_notify_by_pspec(G_OBJECT(self), properties[PROP_FACTORY]);
}

/**
 * li_list_view_get_header:
 * @self: a #LiListView
 *
 * Returns: (nullable) (transfer none): the header widget, or %NULL
 *
 * Since: 1.0
 */
GtkWidget *li_list_view_get_header(LiListView *self) {
  g_return_val_if_fail(LI_IS_LIST_VIEW(self), NULL);
  return priv_of(self)->header;
}

/**
 * li_list_view_set_header:
 * @self: a #LiListView
 * @header: (nullable) (transfer none): a widget without a parent, or %NULL
 *
 * Shows @header above the first row, scrolling with the rows; the rows slide down to make room,
 * and follow its height every frame when it changes. %NULL takes the header away (the rows slide
 * back to the top); the old header is unparented.
 *
 * Since: 1.0
 */
void li_list_view_set_header(LiListView *self, GtkWidget *header) {
  g_return_if_fail(LI_IS_LIST_VIEW(self));
  g_return_if_fail(header == NULL || GTK_IS_WIDGET(header));
  LiListViewPrivate *priv = priv_of(self);
  if (priv->header == header) return;
  g_return_if_fail(header == NULL || gtk_widget_get_parent(header) == NULL);
  GtkWidget *old = priv->header;
  priv->header = header != NULL ? g_object_ref_sink(header) : NULL;
  li_swift_core_set_header(priv->core, header);
  g_clear_object(&old);
  g_object_notify_by_pspec(G_OBJECT(self), properties[PROP_HEADER]);
}

/* MARK: Called from Swift (li-list-view-internal.h) */

void li_list_view_model_critical(const char *reason) {
  g_critical("LiListView: %s", reason);
}

char *li_list_view_read_string(gpointer object, const char *name) {
  GParamSpec *pspec = g_object_class_find_property(G_OBJECT_GET_CLASS(object), name);
  if (pspec == NULL || !(pspec->flags & G_PARAM_READABLE)) return NULL;
  GValue value = G_VALUE_INIT;
  g_value_init(&value, pspec->value_type);
  g_object_get_property(object, name, &value);
  char *result = NULL;
  if (G_VALUE_HOLDS_STRING(&value)) {
    result = g_value_dup_string(&value);
  } else if (g_value_type_transformable(pspec->value_type, G_TYPE_STRING)) {
    GValue text = G_VALUE_INIT;
    g_value_init(&text, G_TYPE_STRING);
    g_value_transform(&value, &text);
    result = g_value_dup_string(&text);
    g_value_unset(&text);
  }
  g_value_unset(&value);
  return result;
}

void li_list_view_emit_row_activated(gpointer self, gpointer item) {
  g_signal_emit(self, signals[SIGNAL_ROW_ACTIVATED], 0, item);
}

void li_list_view_notify_n_rows(gpointer self) {
  g_object_notify_by_pspec(G_OBJECT(self), properties[PROP_N_ROWS]);
}

/* Whether `a` and `b` name the same property ("my_title" is "my-title"). */
static gboolean same_property(const char *a, const char *b) {
  if (a == NULL || b == NULL) return FALSE;
  for (; *a && *b; a++, b++)
    if (*a != *b && !((*a == '-' || *a == '_') && (*b == '-' || *b == '_'))) return FALSE;
  return *a == *b;
}

static void on_item_notify(GObject *item, GParamSpec *pspec, gpointer self) {
  LiListViewPrivate *priv = priv_of(self);
  for (int i = 1; i < 4; i++) {
    if (same_property(priv->names[i], pspec->name)) {
      li_swift_core_reload_item(priv->core, item);
      return;
    }
  }
}

gulong li_list_view_watch_item(gpointer self, gpointer item) {
  g_object_ref(item);
  return g_signal_connect(item, "notify", G_CALLBACK(on_item_notify), self);
}

void li_list_view_unwatch_item(gpointer item, gulong handler) {
  g_signal_handler_disconnect(item, handler);
  g_object_unref(item);
}

void *li_list_view_core(gpointer self) {
  return priv_of(self)->core;
}

LiListViewScroll *li_list_view_scroll_of(LiListView *self) {
  return &priv_of(self)->scroll;
}
