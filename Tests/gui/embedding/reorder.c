/* LiListView's drag to reorder from C (test_embedding_reorder.py): 20 GtkStringObjects in a
 * GListStore, the view reorderable and in edit mode. Prints "reorderable 1 notified 1" (the
 * getter after the setter, and whether notify::reorderable came), then the store's order after
 * each items-changed: "order Item 0,Item 1,…". */
#include <list-interactions.h>
#include <stdio.h>

static void print_order(GListModel *store) {
  GString *line = g_string_new("order ");
  for (guint i = 0; i < g_list_model_get_n_items(store); i++) {
    GtkStringObject *item = g_list_model_get_item(store, i);
    g_string_append_printf(line, "%s%s", i ? "," : "", gtk_string_object_get_string(item));
    g_object_unref(item);
  }
  printf("%s\n", line->str);
  fflush(stdout);
  g_string_free(line, TRUE);
}

static void on_items_changed(GListModel *store, guint position, guint removed, guint added, gpointer data) {
  (void)position; (void)removed; (void)added; (void)data;
  print_order(store);
}

static void on_notify(GObject *view, GParamSpec *pspec, gpointer data) {
  (void)view; (void)pspec;
  *(gboolean *)data = TRUE;
}

static void on_activate(GtkApplication *app, gpointer data) {
  (void)data;
  GListStore *store = g_list_store_new(GTK_TYPE_STRING_OBJECT);
  for (int i = 0; i < 20; i++) {
    char title[32];
    g_snprintf(title, sizeof title, "Item %d", i);
    GtkStringObject *item = gtk_string_object_new(title);
    g_list_store_append(store, item);
    g_object_unref(item);
  }
  g_signal_connect(store, "items-changed", G_CALLBACK(on_items_changed), NULL);
  GtkWidget *view = li_list_view_new(G_LIST_MODEL(store));
  static gboolean notified = FALSE;
  g_signal_connect(view, "notify::reorderable", G_CALLBACK(on_notify), &notified);
  li_list_view_set_reorderable(LI_LIST_VIEW(view), TRUE);
  printf("reorderable %d notified %d\n", li_list_view_get_reorderable(LI_LIST_VIEW(view)), notified);
  fflush(stdout);
  li_list_view_set_editing(LI_LIST_VIEW(view), TRUE);
  g_object_unref(store);
  GtkWidget *window = gtk_application_window_new(app);
  gtk_window_set_default_size(GTK_WINDOW(window), 360, 600);
  gtk_window_set_child(GTK_WINDOW(window), view);
  gtk_window_present(GTK_WINDOW(window));
  gtk_widget_grab_focus(view);
}

int main(int argc, char **argv) {
  (void)argc;
  GtkApplication *app = gtk_application_new("io.github.listinteractions.ReorderC", G_APPLICATION_DEFAULT_FLAGS);
  g_signal_connect(app, "activate", G_CALLBACK(on_activate), NULL);
  int status = g_application_run(G_APPLICATION(app), 1, argv);
  g_object_unref(app);
  return status;
}
