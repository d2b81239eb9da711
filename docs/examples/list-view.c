/* LiListView from C: a window with the list over a GListStore, filtered and sorted by GTK's own
 * models (every change the models make is animated by identity), in a LiNavigationStack. The
 * Edit button fades as the page comes in, bound to the stack's `progress` (it follows a scrub or
 * a swipe frame by frame). Built against ListInteractions 1.0 or newer (LI_CHECK_VERSION).
 *
 *   cc list-view.c $(pkg-config --cflags --libs list-interactions-1) -o list-view
 *   ./list-view            # the window
 *   ./list-view --rows     # prints the rows the widget holds, one a line, and exits
 */
#include <list-interactions.h>

#if !LI_CHECK_VERSION(1, 0, 0)
#error "ListInteractions 1.0 or newer is needed"
#endif

static const char *cities[] = {"Oslo", "Bergen", "Tromsø", "Stavanger", "Bodø", "Arendal", "Drammen",
                               "Kristiansand", "Hamar", "Molde", "Narvik", "Lillehammer", NULL};

static GListStore *city_list(void) {
  GListStore *store = g_list_store_new(GTK_TYPE_STRING_OBJECT);
  for (const char **city = cities; *city != NULL; city++) {
    g_autoptr(GtkStringObject) item = gtk_string_object_new(*city);
    g_list_store_append(store, item);
  }
  return store;
}

static const char *name_of(gpointer item) { return gtk_string_object_get_string(GTK_STRING_OBJECT(item)); }

static gboolean is_short(gpointer item, gpointer data) { return g_utf8_strlen(name_of(item), -1) <= 5; }

/* The tapped row's page slides in over the list (data: the LiNavigationStack). */
static void on_row_activated(LiListView *view, GObject *item, gpointer data) {
  g_print("activated %s\n", name_of(item));
  GtkWidget *page = gtk_label_new(name_of(item));
  gtk_widget_add_css_class(page, "title-1");
  li_navigation_stack_push(LI_NAVIGATION_STACK(data), page);
}

static void on_sort_toggled(GtkToggleButton *button, GtkSortListModel *model) {
  GtkSorter *by_name = gtk_toggle_button_get_active(button)
      ? GTK_SORTER(gtk_string_sorter_new(gtk_property_expression_new(GTK_TYPE_STRING_OBJECT, NULL, "string")))
      : NULL;
  gtk_sort_list_model_set_sorter(model, by_name);
  g_clear_object(&by_name);
}

static void on_filter_toggled(GtkToggleButton *button, GtkFilterListModel *model) {
  GtkFilter *only_short = gtk_toggle_button_get_active(button)
      ? GTK_FILTER(gtk_custom_filter_new(is_short, NULL, NULL)) : NULL;
  gtk_filter_list_model_set_filter(model, only_short);
  g_clear_object(&only_short);
}

/* scroll_to (GTK 4.12's shape, own types): the last city glides to the centre, selected. */
static void on_last_clicked(GtkButton *button, LiListView *view) {
  guint n = g_list_model_get_n_items(li_list_view_get_model(view));
  if (n > 0) li_list_view_scroll_to(view, n - 1, LI_LIST_SCROLL_SELECT, LI_SCROLL_ALIGN_CENTER);
}

/* The list page's Edit fades as the pushed page comes in (progress 0 … 1). */
static gboolean fade_with_page(GBinding *binding, const GValue *progress, GValue *opacity, gpointer data) {
  g_value_set_double(opacity, 1 - g_value_get_double(progress));
  return TRUE;
}

static void on_activate(GtkApplication *app, gpointer data) {
  GtkFilterListModel *filtered = gtk_filter_list_model_new(G_LIST_MODEL(city_list()), NULL);
  GtkSortListModel *model = gtk_sort_list_model_new(G_LIST_MODEL(filtered), NULL);
  GtkWidget *view = li_list_view_new(G_LIST_MODEL(model));
  GtkWidget *stack = li_navigation_stack_new(LI_LIST_VIEW(view));
  g_signal_connect(view, "row-activated", G_CALLBACK(on_row_activated), stack);

  GtkWidget *sort = gtk_toggle_button_new_with_label("Sort A–Z");
  g_signal_connect_object(sort, "toggled", G_CALLBACK(on_sort_toggled), model, 0);
  GtkWidget *only_short = gtk_toggle_button_new_with_label("Short names");
  g_signal_connect_object(only_short, "toggled", G_CALLBACK(on_filter_toggled), filtered, 0);
  GtkWidget *edit = gtk_toggle_button_new_with_label("Edit");
  g_object_bind_property(edit, "active", view, "editing", G_BINDING_BIDIRECTIONAL);
  GtkWidget *last = gtk_button_new_with_label("Last");
  g_signal_connect_object(last, "clicked", G_CALLBACK(on_last_clicked), view, 0);
  g_object_bind_property_full(stack, "progress", edit, "opacity", G_BINDING_SYNC_CREATE, fade_with_page, NULL, NULL,
                              NULL);
  g_object_unref(model);

  GtkWidget *header = gtk_header_bar_new();
  gtk_header_bar_pack_start(GTK_HEADER_BAR(header), sort);
  gtk_header_bar_pack_start(GTK_HEADER_BAR(header), only_short);
  gtk_header_bar_pack_end(GTK_HEADER_BAR(header), edit);
  gtk_header_bar_pack_end(GTK_HEADER_BAR(header), last);
  GtkWidget *window = gtk_application_window_new(app);
  gtk_window_set_title(GTK_WINDOW(window), "Cities");
  gtk_window_set_default_size(GTK_WINDOW(window), 360, 560);
  gtk_window_set_titlebar(GTK_WINDOW(window), header);
  gtk_window_set_child(GTK_WINDOW(window), stack);
  gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
  if (argc > 1 && g_str_equal(argv[1], "--rows")) {
    gtk_init();
    g_autoptr(GListStore) store = city_list();
    GListModel *filtered = G_LIST_MODEL(gtk_filter_list_model_new(g_object_ref(G_LIST_MODEL(store)), NULL));
    GListModel *model = G_LIST_MODEL(gtk_sort_list_model_new(filtered, NULL));
    LiListView *view = LI_LIST_VIEW(g_object_ref_sink(li_list_view_new(model)));
    g_list_store_remove(store, 1);                         /* Bergen leaves */
    g_autoptr(GtkStringObject) alta = gtk_string_object_new("Alta");
    g_list_store_insert(store, 0, alta);
    for (guint i = 0; i < li_list_view_get_n_rows(view); i++) {
      g_autofree char *title = li_list_view_dup_row_title(view, i);
      g_autoptr(GObject) item = li_list_view_dup_row_item(view, i);
      g_print("%s\t%s\n", title, name_of(item));
    }
    g_object_unref(view);
    g_object_unref(model);
    return 0;
  }
  g_autoptr(GtkApplication) app = gtk_application_new("io.github.listinteractions.CExample", G_APPLICATION_DEFAULT_FLAGS);
  g_signal_connect(app, "activate", G_CALLBACK(on_activate), NULL);
  return g_application_run(G_APPLICATION(app), argc, argv);
}
