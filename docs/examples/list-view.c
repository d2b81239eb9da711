/* LiListView from C: a window with the list over a GtkStringList in a LiNavigationStack.
 *
 *   cc list-view.c $(pkg-config --cflags --libs list-interactions-1) -o list-view
 *   ./list-view            # the window
 *   ./list-view --rows     # prints the rows the widget holds, one a line, and exits
 */
#include <list-interactions.h>

static const char *cities[] = {"Oslo", "Bergen", "Tromsø", "Stavanger", "Bodø", NULL};

static void print_rows(LiListView *view) {
  for (guint i = 0; i < li_list_view_get_n_rows(view); i++) {
    g_autofree char *title = li_list_view_dup_row_title(view, i);
    g_autoptr(GObject) item = li_list_view_get_row_item(view, i);
    g_print("%s\t%s\n", title, gtk_string_object_get_string(GTK_STRING_OBJECT(item)));
  }
}

/* The tapped row's page slides in over the list (data: the LiNavigationStack). */
static void on_row_activated(LiListView *view, GObject *item, gpointer data) {
  const char *title = gtk_string_object_get_string(GTK_STRING_OBJECT(item));
  g_print("activated %s\n", title);
  GtkWidget *page = gtk_label_new(title);
  gtk_widget_add_css_class(page, "title-1");
  li_navigation_stack_push(LI_NAVIGATION_STACK(data), page);
}

static void on_activate(GtkApplication *app, gpointer data) {
  GtkStringList *model = gtk_string_list_new(cities);
  GtkWidget *view = li_list_view_new(G_LIST_MODEL(model));
  g_object_unref(model);
  GtkWidget *stack = li_navigation_stack_new(LI_LIST_VIEW(view));
  g_signal_connect(view, "row-activated", G_CALLBACK(on_row_activated), stack);
  GtkWidget *window = gtk_application_window_new(app);
  gtk_window_set_default_size(GTK_WINDOW(window), 360, 480);
  gtk_window_set_child(GTK_WINDOW(window), stack);
  gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
  if (argc > 1 && g_str_equal(argv[1], "--rows")) {
    gtk_init();
    GtkStringList *model = gtk_string_list_new(cities);
    LiListView *view = LI_LIST_VIEW(g_object_ref_sink(li_list_view_new(G_LIST_MODEL(model))));
    gtk_string_list_remove(model, 1);                      /* Bergen leaves */
    gtk_string_list_splice(model, 0, 0, (const char *[]){"Alta", NULL});
    print_rows(view);
    g_object_unref(view);
    g_object_unref(model);
    return 0;
  }
  g_autoptr(GtkApplication) app = gtk_application_new("io.github.listinteractions.CExample", G_APPLICATION_DEFAULT_FLAGS);
  g_signal_connect(app, "activate", G_CALLBACK(on_activate), NULL);
  return g_application_run(G_APPLICATION(app), argc, argv);
}
