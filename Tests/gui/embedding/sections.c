/* LiListView's sections from C, as a C client uses them: 20 items of a small GObject type in four
 * groups, `section-property` "group" and a header factory whose rows are labels bound to their
 * LiListHeader. Once rows are shown it checks, printing one line per check: the properties read
 * back; the rows are the items and one header per section while the selection model counts the
 * items only; each bound header row's item is a LiListHeader whose first item, start, end and
 * n-items are its section's; regrouping an item (a new section appears) re-plans the headers and
 * the LiListHeader of a section that stays follows its new range; unsetting section-property
 * unbinds every header row; destroying the window tears every header row down. Exits 1 when a
 * check failed. */
#include <list-interactions.h>
#include <stdio.h>

#define N_ITEMS 20

/* MARK: An item with a title and a group */

#define TEST_TYPE_ITEM (test_item_get_type())
G_DECLARE_FINAL_TYPE(TestItem, test_item, TEST, ITEM, GObject)

struct _TestItem {
  GObject parent_instance;
  char *title, *group;
};

G_DEFINE_FINAL_TYPE(TestItem, test_item, G_TYPE_OBJECT)

enum { ITEM_PROP_0, ITEM_PROP_TITLE, ITEM_PROP_GROUP, ITEM_N_PROPS };
static GParamSpec *item_properties[ITEM_N_PROPS];

static void test_item_finalize(GObject *object) {
  TestItem *self = TEST_ITEM(object);
  g_free(self->title);
  g_free(self->group);
  G_OBJECT_CLASS(test_item_parent_class)->finalize(object);
}

static void test_item_get_property(GObject *object, guint id, GValue *value, GParamSpec *pspec) {
  TestItem *self = TEST_ITEM(object);
  if (id == ITEM_PROP_TITLE) g_value_set_string(value, self->title);
  else if (id == ITEM_PROP_GROUP) g_value_set_string(value, self->group);
  else G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
}

static void test_item_set_property(GObject *object, guint id, const GValue *value, GParamSpec *pspec) {
  TestItem *self = TEST_ITEM(object);
  char **field = id == ITEM_PROP_TITLE ? &self->title : id == ITEM_PROP_GROUP ? &self->group : NULL;
  if (field == NULL) {
    G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
    return;
  }
  g_free(*field);
  *field = g_value_dup_string(value);
}

static void test_item_class_init(TestItemClass *klass) {
  GObjectClass *object_class = G_OBJECT_CLASS(klass);
  object_class->finalize = test_item_finalize;
  object_class->get_property = test_item_get_property;
  object_class->set_property = test_item_set_property;
  item_properties[ITEM_PROP_TITLE] = g_param_spec_string("title", NULL, NULL, NULL, G_PARAM_READWRITE);
  item_properties[ITEM_PROP_GROUP] = g_param_spec_string("group", NULL, NULL, NULL, G_PARAM_READWRITE);
  g_object_class_install_properties(object_class, ITEM_N_PROPS, item_properties);
}

static void test_item_init(TestItem *self) {
  (void)self;
}

/* MARK: The header factory */

static GListStore *store;
static LiListView *view;
static LiRowFactory *headers;
static int failed, setups, binds, unbinds, teardowns, header_mismatches;
static guint ticks;

static void check(const char *what, int ok) {
  printf("%s %s\n", ok ? "ok" : "FAILED", what);
  failed |= !ok;
}

/* Whether `header` describes its section of the store: its first item at `start`, every item in
 * [start, end) of one group, the items around it of another. */
static gboolean header_is_its_section(LiListHeader *header) {
  guint start = li_list_header_get_start(header), end = li_list_header_get_end(header);
  guint n = g_list_model_get_n_items(G_LIST_MODEL(store));
  if (start >= end || end > n || li_list_header_get_n_items(header) != end - start) return FALSE;
  TestItem *first = g_list_model_get_item(G_LIST_MODEL(store), start);
  gboolean ok = G_OBJECT(first) == li_list_header_get_item(header);
  for (guint i = start; i < end && ok; i++) {
    TestItem *item = g_list_model_get_item(G_LIST_MODEL(store), i);
    ok = g_strcmp0(item->group, first->group) == 0;
    g_object_unref(item);
  }
  for (guint i = start > 0 ? start - 1 : end; ok && i < n; i = (i == start - 1 && start > 0) ? end : n) {
    TestItem *item = g_list_model_get_item(G_LIST_MODEL(store), i);
    ok = g_strcmp0(item->group, first->group) != 0;
    g_object_unref(item);
  }
  g_object_unref(first);
  return ok;
}

static void setup(LiRowFactory *factory, LiRow *row, gpointer data) {
  (void)factory;
  (void)data;
  setups++;
  li_row_set_child(row, gtk_label_new(NULL));
}

static void bind(LiRowFactory *factory, LiRow *row, gpointer data) {
  (void)factory;
  (void)data;
  binds++;
  GObject *item = li_row_get_item(row);
  if (!LI_IS_LIST_HEADER(item) || !header_is_its_section(LI_LIST_HEADER(item))) {
    header_mismatches++;
    return;
  }
  TestItem *first = TEST_ITEM(li_list_header_get_item(LI_LIST_HEADER(item)));
  char *text = g_strdup_printf("%s (%u)", first->group, li_list_header_get_n_items(LI_LIST_HEADER(item)));
  gtk_label_set_text(GTK_LABEL(li_row_get_child(row)), text);
  g_free(text);
}

static void unbind(LiRowFactory *factory, LiRow *row, gpointer data) {
  (void)factory;
  (void)row;
  (void)data;
  unbinds++;
}

static void teardown(LiRowFactory *factory, LiRow *row, gpointer data) {
  (void)factory;
  (void)row;
  (void)data;
  teardowns++;
}

/* Every LiListHeader bound now describes its section (`li_list_view_get_row_widget` is for items;
 * the header rows are reached through the rows of the factory). */
static LiListHeader *last_header;
static void remember(LiRowFactory *factory, LiRow *row, gpointer data) {
  (void)factory;
  (void)data;
  g_set_object(&last_header, LI_LIST_HEADER(li_row_get_item(row)));
}

static gboolean tick(GtkWidget *widget, GdkFrameClock *clock, gpointer loop) {
  (void)clock;
  ticks++;
  if (ticks == 30) {
    check("properties", g_strcmp0(li_list_view_get_section_property(view), "group") == 0 &&
                            li_list_view_get_header_factory(view) == headers);
    GListModel *selection = G_LIST_MODEL(li_list_view_get_selection_model(view));
    check("rows are the items and a header per section",
          li_list_view_get_n_rows(view) == N_ITEMS + 4 && g_list_model_get_n_items(selection) == N_ITEMS);
    check("header rows bound to their sections", setups >= 2 && binds >= 2 && header_mismatches == 0);
    check("an item's row widget by model position", li_list_view_get_row_widget(view, 0) != NULL &&
                                                        li_list_view_get_row_widget(view, 1) !=
                                                            li_list_view_get_row_widget(view, 0));
    /* Item 9 (the last of group B) moves to a group of its own: a fifth section appears. */
    TestItem *item = g_list_model_get_item(G_LIST_MODEL(store), 9);
    g_object_set(item, "group", "B2", NULL);
    g_list_store_splice(store, 9, 1, (gpointer *)&item, 1);
    g_object_unref(item);
  } else if (ticks == 80) {
    check("a new section: five headers", li_list_view_get_n_rows(view) == N_ITEMS + 5);
    check("headers still describe their sections", header_mismatches == 0 &&
                                                   (last_header == NULL || header_is_its_section(last_header)));
    li_list_view_set_section_property(view, NULL);
  } else if (ticks == 130) {
    check("no section property: every header row unbound, no header rows",
          binds == unbinds && li_list_view_get_n_rows(view) == N_ITEMS);
    gtk_window_destroy(GTK_WINDOW(widget));
    g_main_loop_quit(loop);
    return G_SOURCE_REMOVE;
  }
  return G_SOURCE_CONTINUE;
}

int main(void) {
  gtk_init();
  GMainLoop *loop = g_main_loop_new(NULL, FALSE);
  store = g_list_store_new(TEST_TYPE_ITEM);
  const char *groups[] = {"A", "B", "C", "D"};
  for (int i = 0; i < N_ITEMS; i++) {
    char title[32];
    g_snprintf(title, sizeof title, "Item %d", i);
    TestItem *item = g_object_new(TEST_TYPE_ITEM, "title", title, "group", groups[i / 5 < 4 ? i / 5 : 3], NULL);
    g_list_store_append(store, item);
    g_object_unref(item);
  }
  headers = li_row_factory_new();
  g_signal_connect(headers, "setup", G_CALLBACK(setup), NULL);
  g_signal_connect(headers, "bind", G_CALLBACK(bind), NULL);
  g_signal_connect(headers, "bind", G_CALLBACK(remember), NULL);
  g_signal_connect(headers, "unbind", G_CALLBACK(unbind), NULL);
  g_signal_connect(headers, "teardown", G_CALLBACK(teardown), NULL);
  view = LI_LIST_VIEW(li_list_view_new(G_LIST_MODEL(store)));
  g_object_set(view, "title-property", "title", "section-property", "group", "header-factory", headers, NULL);
  GtkWidget *window = gtk_window_new();
  gtk_window_set_default_size(GTK_WINDOW(window), 320, 400);
  gtk_window_set_child(GTK_WINDOW(window), GTK_WIDGET(view));
  gtk_widget_add_tick_callback(window, tick, loop, NULL);
  gtk_window_present(GTK_WINDOW(window));
  g_main_loop_run(loop);
  check("destroyed: every header row torn down", teardowns == setups && setups > 0);
  g_clear_object(&last_header);
  g_object_unref(headers);
  g_object_unref(store);
  g_main_loop_unref(loop);
  return failed;
}
