/* LiListView's sections: the section-property and header-factory properties, the header rows'
 * LiListHeader, and a GtkSectionModel's sections (GTK 4.12, looked up at run time: the library
 * builds and runs against GTK 4.8). Which rows are headers, and where, is decided in Swift
 * (ListViewCore+Sections.swift); this file only stores, forwards and reads the model. */
#define LIST_INTERACTIONS_COMPILATION
#include <dlfcn.h>

#include "li-list-view-internal.h"
#include "li-list-view-hooks.h"

/**
 * LiListHeader:
 *
 * The section a header row of a #LiListView shows, in the shape of #GtkListHeader (GTK 4.12):
 * its first item, and where it starts and ends in the model. A
 * [property@ListInteractions.ListView:header-factory] row is bound to one as its
 * [property@Row:item]:
 *
 * ```c
 * static void bind_header(LiRowFactory *f, LiRow *row) {
 *   LiListHeader *header = LI_LIST_HEADER(li_row_get_item(row));
 *   GObject *first = li_list_header_get_item(header);
 *   ...
 * }
 * ```
 *
 * The same header object follows its section while it stays (its properties notify when the
 * section's items or place change), as a header row keeps its place in the list.
 *
 * Since: 1.0
 */
struct _LiListHeader {
  GObject parent_instance;
  GObject *item; /* the section's first item, referenced */
  guint start, end;
};

G_DEFINE_FINAL_TYPE(LiListHeader, li_list_header, G_TYPE_OBJECT)

enum { HEADER_PROP_0, HEADER_PROP_ITEM, HEADER_PROP_START, HEADER_PROP_END, HEADER_PROP_N_ITEMS, HEADER_N_PROPS };
static GParamSpec *header_properties[HEADER_N_PROPS];

static void li_list_header_dispose(GObject *object) {
  g_clear_object(&LI_LIST_HEADER(object)->item);
  G_OBJECT_CLASS(li_list_header_parent_class)->dispose(object);
}

static void li_list_header_get_property(GObject *object, guint prop_id, GValue *value, GParamSpec *pspec) {
  LiListHeader *self = LI_LIST_HEADER(object);
  switch (prop_id) {
  case HEADER_PROP_ITEM: g_value_set_object(value, self->item); break;
  case HEADER_PROP_START: g_value_set_uint(value, self->start); break;
  case HEADER_PROP_END: g_value_set_uint(value, self->end); break;
  case HEADER_PROP_N_ITEMS: g_value_set_uint(value, self->end - self->start); break;
  default: G_OBJECT_WARN_INVALID_PROPERTY_ID(object, prop_id, pspec);
  }
}

static void li_list_header_class_init(LiListHeaderClass *klass) {
  GObjectClass *object_class = G_OBJECT_CLASS(klass);
  object_class->dispose = li_list_header_dispose;
  object_class->get_property = li_list_header_get_property;
  const GParamFlags ro = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;
  /**
   * LiListHeader:item: (getter get_item)
   *
   * The section's first item.
   *
   * Since: 1.0
   */
  header_properties[HEADER_PROP_ITEM] = g_param_spec_object("item", NULL, NULL, G_TYPE_OBJECT, ro);
  /**
   * LiListHeader:start: (getter get_start)
   *
   * The model position of the section's first item.
   *
   * Since: 1.0
   */
  header_properties[HEADER_PROP_START] = g_param_spec_uint("start", NULL, NULL, 0, G_MAXUINT, 0, ro);
  /**
   * LiListHeader:end: (getter get_end)
   *
   * The model position after the section's last item.
   *
   * Since: 1.0
   */
  header_properties[HEADER_PROP_END] = g_param_spec_uint("end", NULL, NULL, 0, G_MAXUINT, 0, ro);
  /**
   * LiListHeader:n-items: (getter get_n_items)
   *
   * The number of items in the section (end − start).
   *
   * Since: 1.0
   */
  header_properties[HEADER_PROP_N_ITEMS] = g_param_spec_uint("n-items", NULL, NULL, 0, G_MAXUINT, 0, ro);
  g_object_class_install_properties(object_class, HEADER_N_PROPS, header_properties);
}

static void li_list_header_init(LiListHeader *self) {
  (void)self;
}

/**
 * li_list_header_get_item:
 * @self: a #LiListHeader
 *
 * Returns: (nullable) (transfer none): the section's first item
 *
 * Since: 1.0
 */
GObject *li_list_header_get_item(LiListHeader *self) {
  g_return_val_if_fail(LI_IS_LIST_HEADER(self), NULL);
  return self->item;
}

/**
 * li_list_header_get_start:
 * @self: a #LiListHeader
 *
 * Returns: the model position of the section's first item
 *
 * Since: 1.0
 */
guint li_list_header_get_start(LiListHeader *self) {
  g_return_val_if_fail(LI_IS_LIST_HEADER(self), 0);
  return self->start;
}

/**
 * li_list_header_get_end:
 * @self: a #LiListHeader
 *
 * Returns: the model position after the section's last item
 *
 * Since: 1.0
 */
guint li_list_header_get_end(LiListHeader *self) {
  g_return_val_if_fail(LI_IS_LIST_HEADER(self), 0);
  return self->end;
}

/**
 * li_list_header_get_n_items:
 * @self: a #LiListHeader
 *
 * Returns: the number of items in the section
 *
 * Since: 1.0
 */
guint li_list_header_get_n_items(LiListHeader *self) {
  g_return_val_if_fail(LI_IS_LIST_HEADER(self), 0);
  return self->end - self->start;
}

gpointer li_list_header_new_internal(void) {
  return g_object_new(LI_TYPE_LIST_HEADER, NULL);
}

void li_list_header_update_internal(gpointer header, gpointer item, guint start, guint end) {
  LiListHeader *self = LI_LIST_HEADER(header);
  g_object_freeze_notify(G_OBJECT(self));
  if (self->item != item) {
    g_set_object(&self->item, item);
    g_object_notify_by_pspec(G_OBJECT(self), header_properties[HEADER_PROP_ITEM]);
  }
  gboolean count_changed = end - start != self->end - self->start;
  if (self->start != start) {
    self->start = start;
    g_object_notify_by_pspec(G_OBJECT(self), header_properties[HEADER_PROP_START]);
  }
  if (self->end != end) {
    self->end = end;
    g_object_notify_by_pspec(G_OBJECT(self), header_properties[HEADER_PROP_END]);
  }
  if (count_changed) g_object_notify_by_pspec(G_OBJECT(self), header_properties[HEADER_PROP_N_ITEMS]);
  g_object_thaw_notify(G_OBJECT(self));
}

/* MARK: LiListView's section properties */

/* Property ids of this file, past li-list-view.c's and li-list-view-activate.c's. */
enum { PROP_SECTION_PROPERTY = 2000, PROP_HEADER_FACTORY };

static GParamSpec *section_property_pspec, *header_factory_pspec;

/* What the instance keeps for its sections (object data, freed with the instance). */
typedef struct {
  char *property;
  LiRowFactory *factory;
  GObject *model; /* the section model followed (referenced), or NULL */
  gulong sections_changed_id;
} Sections;

static Sections *sections_of(gpointer self) {
  static GQuark quark;
  if (quark == 0) quark = g_quark_from_static_string("li-list-view-sections");
  Sections *sections = g_object_get_qdata(G_OBJECT(self), quark);
  if (sections == NULL) {
    sections = g_new0(Sections, 1);
    g_object_set_qdata_full(G_OBJECT(self), quark, sections, g_free);
  }
  return sections;
}

static void unfollow_model(Sections *sections) {
  if (sections->model == NULL) return;
  g_clear_signal_handler(&sections->sections_changed_id, sections->model);
  g_clear_object(&sections->model);
}

void li_list_view_sections_dispose(LiListView *self) {
  Sections *sections = sections_of(self);
  unfollow_model(sections);
  g_clear_object(&sections->factory);
}

void li_list_view_sections_finalize(LiListView *self) {
  Sections *sections = sections_of(self);
  li_list_view_sections_dispose(self);
  g_clear_pointer(&sections->property, g_free);
}

/* GtkSectionModel (GTK 4.12), when the GTK at hand has it. */
static GType section_model_type(void) {
  return g_type_from_name("GtkSectionModel"); /* registered once a type implementing it exists */
}

typedef void (*GetSection)(gpointer model, guint position, guint *start, guint *end);

static GetSection get_section_function(void) {
  static GetSection function;
  static gboolean looked_up;
  if (!looked_up) {
    looked_up = TRUE;
    function = (GetSection)dlsym(RTLD_DEFAULT, "gtk_section_model_get_section");
  }
  return function;
}

gboolean li_list_view_is_section_model(gpointer model) {
  GType type = section_model_type();
  return model != NULL && type != 0 && get_section_function() != NULL && g_type_is_a(G_OBJECT_TYPE(model), type);
}

gboolean li_list_view_model_section(gpointer model, guint position, guint *start, guint *end) {
  if (!li_list_view_is_section_model(model)) return FALSE;
  get_section_function()(model, position, start, end);
  return TRUE;
}

static void on_sections_changed(GObject *model, guint position, guint n_items, gpointer self) {
  (void)model;
  li_swift_core_sections_changed(li_list_view_core(self), position, n_items);
}

void li_list_view_follow_section_model(gpointer self, gpointer model) {
  Sections *sections = sections_of(self);
  if (sections->model == model) return;
  unfollow_model(sections);
  if (!li_list_view_is_section_model(model)) return;
  sections->model = g_object_ref(model);
  sections->sections_changed_id = g_signal_connect(model, "sections-changed", G_CALLBACK(on_sections_changed), self);
}

gboolean li_list_view_sections_get_property(GObject *object, guint prop_id, GValue *value) {
  switch (prop_id) {
  case PROP_SECTION_PROPERTY: g_value_set_string(value, sections_of(object)->property); return TRUE;
  case PROP_HEADER_FACTORY: g_value_set_object(value, sections_of(object)->factory); return TRUE;
  default: return FALSE;
  }
}

gboolean li_list_view_sections_set_property(GObject *object, guint prop_id, const GValue *value) {
  switch (prop_id) {
  case PROP_SECTION_PROPERTY: li_list_view_set_section_property(LI_LIST_VIEW(object), g_value_get_string(value)); return TRUE;
  case PROP_HEADER_FACTORY: li_list_view_set_header_factory(LI_LIST_VIEW(object), g_value_get_object(value)); return TRUE;
  default: return FALSE;
  }
}

void li_list_view_sections_class_init(LiListViewClass *klass) {
  GObjectClass *object_class = G_OBJECT_CLASS(klass);
  const GParamFlags rw = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;
  /**
   * LiListView:section-property: (getter get_section_property) (setter set_section_property)
   *
   * An item property whose value groups the items into sections: adjacent items with the same
   * value (as a string) are one section, shown below a header row (sections are runs, as a
   * #GtkSectionModel's: sort the model by the property to have one section per value). The
   * header shows the value as a heading, or what
   * [property@ListInteractions.ListView:header-factory] makes.
   *
   * Headers are rows: a change that moves items between sections slides them to their new
   * places, the header of a section that appears fades in, one whose section empties fades out.
   * The header of the section at the top sticks to the top while its section scrolls under it,
   * pushed up by the next one. Headers are never selected, activated or focused, and model
   * positions ([signal@ListInteractions.ListView::activate], the selection model,
   * [method@ListInteractions.ListView.scroll_to]) count items only.
   *
   * Set, it decides the sections even when the model is a #GtkSectionModel (GTK 4.12), whose
   * sections are used only while it is %NULL and a header factory is set. %NULL by default.
   *
   * Since: 1.0
   */
  section_property_pspec = g_param_spec_string("section-property", NULL, NULL, NULL, rw);
  g_object_class_install_property(object_class, PROP_SECTION_PROPERTY, section_property_pspec);
  /**
   * LiListView:header-factory: (getter get_header_factory) (setter set_header_factory)
   *
   * Makes the section headers' widgets, as #GtkListView:header-factory: its rows are bound to a
   * [class@ListInteractions.ListHeader] (their [property@Row:item]) telling the section's first item and range.
   * %NULL (the default): a header shows the section's value (its
   * [property@ListInteractions.ListView:section-property]) as a heading.
   *
   * With a header factory and no section property, a model that is a #GtkSectionModel (GTK 4.12:
   * a #GtkSortListModel with a section sorter, for one) has its sections shown, as in a
   * #GtkListView; a header row's height is its child's natural height.
   *
   * Since: 1.0
   */
  header_factory_pspec = g_param_spec_object("header-factory", NULL, NULL, LI_TYPE_ROW_FACTORY, rw);
  g_object_class_install_property(object_class, PROP_HEADER_FACTORY, header_factory_pspec);
}

/**
 * li_list_view_get_section_property:
 * @self: a #LiListView
 *
 * Returns: (nullable) (transfer none): the property whose values make the sections
 *
 * Since: 1.0
 */
const char *li_list_view_get_section_property(LiListView *self) {
  g_return_val_if_fail(LI_IS_LIST_VIEW(self), NULL);
  return sections_of(self)->property;
}

/**
 * li_list_view_set_section_property:
 * @self: a #LiListView
 * @section_property: (nullable): an item property whose values group adjacent items into
 *   sections, or %NULL for none
 *
 * Since: 1.0
 */
void li_list_view_set_section_property(LiListView *self, const char *section_property) {
  g_return_if_fail(LI_IS_LIST_VIEW(self));
  Sections *sections = sections_of(self);
  if (g_strcmp0(sections->property, section_property) == 0) return;
  g_free(sections->property);
  sections->property = g_strdup(section_property);
  li_swift_core_set_section_property(li_list_view_core(self), section_property);
  g_object_notify_by_pspec(G_OBJECT(self), section_property_pspec);
}

/**
 * li_list_view_get_header_factory:
 * @self: a #LiListView
 *
 * Returns: (nullable) (transfer none): the factory of the section headers' widgets
 *
 * Since: 1.0
 */
LiRowFactory *li_list_view_get_header_factory(LiListView *self) {
  g_return_val_if_fail(LI_IS_LIST_VIEW(self), NULL);
  return sections_of(self)->factory;
}

/**
 * li_list_view_set_header_factory:
 * @self: a #LiListView
 * @factory: (nullable) (transfer none): makes the section headers' widgets, or %NULL for the
 *   default headings
 *
 * Since: 1.0
 */
void li_list_view_set_header_factory(LiListView *self, LiRowFactory *factory) {
  g_return_if_fail(LI_IS_LIST_VIEW(self));
  g_return_if_fail(factory == NULL || LI_IS_ROW_FACTORY(factory));
  Sections *sections = sections_of(self);
  if (sections->factory == factory) return;
  g_set_object(&sections->factory, factory);
  li_swift_core_set_header_factory(li_list_view_core(self), factory);
  g_object_notify_by_pspec(G_OBJECT(self), header_factory_pspec);
}
