/* LiRowFactory from C, as a C client uses it: a window with a LiListView over 200 strings whose
 * rows are the app's labels. Once rows are shown it checks, printing one line per check:
 * setups (pooled rows) are few and each bound row's item is its model item; reloading an item
 * binds its row again; setting the factory to NULL unbinds every bound row and tears down every
 * pooled row, and a new factory (a subclass whose class handlers count, no signal connected) sets
 * the pool up again, and destroying the window unbinds and tears down every row. With LI_DEBUG=frames,
 * "phase …" lines on stderr tell the frames with title rows from those with the factory's. Exits 1 when a check failed. */
#include <list-interactions.h>
#include <stdio.h>

typedef struct {
  int setups, binds, unbinds, teardowns, item_mismatches, teardown_mismatches;
  const char *last_bound;
} Counts;

static Counts counts[2];
static GtkStringList *model;
static LiListView *view;
static LiRowFactory *factories[2];
static int failed;
static guint ticks;

static void check(const char *what, int ok) {
  printf("%s %s\n", ok ? "ok" : "FAILED", what);
  failed |= !ok;
}

static void setup(LiRowFactory *factory, LiRow *row, Counts *c) {
  (void)factory;
  c->setups++;
  li_row_set_child(row, gtk_label_new(NULL));
}

static void bind(LiRowFactory *factory, LiRow *row, Counts *c) {
  (void)factory;
  c->binds++;
  GtkStringObject *item = GTK_STRING_OBJECT(li_row_get_item(row));
  c->last_bound = gtk_string_object_get_string(item);
  gtk_label_set_text(GTK_LABEL(li_row_get_child(row)), c->last_bound);
  GObject *through_property = NULL;
  g_object_get(row, "item", &through_property, NULL);
  if (through_property != G_OBJECT(item)) c->item_mismatches++;
  g_clear_object(&through_property);
}

static void unbind(LiRowFactory *factory, LiRow *row, Counts *c) {
  (void)factory;
  if (li_row_get_item(row) == NULL) c->item_mismatches++;
  c->unbinds++;
}

/* Teardown: the row is unbound (no item) and still has the child setup gave it. */
static void teardown(LiRowFactory *factory, LiRow *row, Counts *c) {
  (void)factory;
  if (li_row_get_item(row) != NULL || !GTK_IS_LABEL(li_row_get_child(row))) c->teardown_mismatches++;
  c->teardowns++;
}

/* A subclass whose class handlers (LiRowFactoryClass's slots, the signals' class closures) count. */
typedef struct {
  LiRowFactory parent_instance;
} CountingFactory;
typedef struct {
  LiRowFactoryClass parent_class;
} CountingFactoryClass;
G_DEFINE_TYPE(CountingFactory, counting_factory, LI_TYPE_ROW_FACTORY)
static void counting_setup(LiRowFactory *f, LiRow *row) { setup(f, row, &counts[1]); }
static void counting_bind(LiRowFactory *f, LiRow *row) { bind(f, row, &counts[1]); }
static void counting_unbind(LiRowFactory *f, LiRow *row) { unbind(f, row, &counts[1]); }
static void counting_teardown(LiRowFactory *f, LiRow *row) { teardown(f, row, &counts[1]); }
static void counting_factory_class_init(CountingFactoryClass *klass) {
  LiRowFactoryClass *factory_class = LI_ROW_FACTORY_CLASS(klass);
  factory_class->setup = counting_setup;
  factory_class->bind = counting_bind;
  factory_class->unbind = counting_unbind;
  factory_class->teardown = counting_teardown;
}
static void counting_factory_init(CountingFactory *self) { (void)self; }

static LiRowFactory *new_factory(Counts *c) {
  LiRowFactory *factory = li_row_factory_new();
  g_signal_connect(factory, "setup", G_CALLBACK(setup), c);
  g_signal_connect(factory, "bind", G_CALLBACK(bind), c);
  g_signal_connect(factory, "unbind", G_CALLBACK(unbind), c);
  g_signal_connect(factory, "teardown", G_CALLBACK(teardown), c);
  return factory;
}

static gboolean tick(GtkWidget *widget, GdkFrameClock *clock, gpointer loop) {
  (void)clock;
  ticks++;
  if (ticks == 30) {
    Counts *c = &counts[0];
    check("factory", li_list_view_get_factory(view) == factories[0]);
    check("setups are the rows in view", c->setups > 3 && c->setups < 40);
    check("every row bound", c->binds >= c->setups && c->unbinds == 0 && c->item_mismatches == 0);
    int binds = c->binds;
    GObject *item = g_list_model_get_item(G_LIST_MODEL(model), 2);
    li_list_view_reload_item(view, item);
    g_object_unref(item);
    check("a reload binds its row again", c->binds == binds + 1 && c->unbinds == 1);
    check("with its item", g_strcmp0(c->last_bound, "Item 2") == 0);
  } else if (ticks == 40) {
    Counts *c = &counts[0];
    g_printerr("phase title rows\n");   /* between the frame trace's lines (LI_DEBUG=frames) */
    g_object_set(view, "factory", NULL, NULL);
    check("no factory: every bound row unbound", c->binds == c->unbinds && c->item_mismatches == 0);
  } else if (ticks == 60) {
    Counts *c = &counts[0];
    check("no factory: every pooled row torn down, unbound, with its child",
          c->teardowns == c->setups && c->teardown_mismatches == 0);
    g_printerr("phase factory rows\n");
    li_list_view_set_factory(view, factories[1]);
  } else if (ticks == 90) {
    check("a new factory sets the pool up again", counts[1].setups > 3 && counts[1].binds >= counts[1].setups);
    gtk_window_destroy(GTK_WINDOW(widget));
    g_main_loop_quit(loop);
    return G_SOURCE_REMOVE;
  }
  return G_SOURCE_CONTINUE;
}

int main(void) {
  gtk_init();
  GMainLoop *loop = g_main_loop_new(NULL, FALSE);
  model = gtk_string_list_new(NULL);
  for (int i = 0; i < 200; i++) {
    char name[32];
    g_snprintf(name, sizeof name, "Item %d", i);
    gtk_string_list_append(model, name);
  }
  factories[0] = new_factory(&counts[0]);
  factories[1] = g_object_new(counting_factory_get_type(), NULL);
  view = LI_LIST_VIEW(li_list_view_new(G_LIST_MODEL(model)));
  li_list_view_set_factory(view, factories[0]);
  GtkWidget *window = gtk_window_new();
  gtk_window_set_default_size(GTK_WINDOW(window), 320, 400);
  gtk_window_set_child(GTK_WINDOW(window), GTK_WIDGET(view));
  gtk_widget_add_tick_callback(window, tick, loop, NULL);
  gtk_window_present(GTK_WINDOW(window));
  g_main_loop_run(loop);
  check("destroyed: every bound row unbound", counts[1].binds > 0 && counts[1].binds == counts[1].unbinds);
  check("destroyed: every pooled row torn down", counts[1].teardowns == counts[1].setups && counts[1].teardown_mismatches == 0);
  g_object_unref(factories[0]);
  g_object_unref(factories[1]);
  g_object_unref(model);
  g_main_loop_unref(loop);
  return failed;
}
