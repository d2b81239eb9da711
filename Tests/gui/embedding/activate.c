/* LiListView's activation and context from C through pkg-config, driven by real pointer and key
 * events (test_embedding_activate.py): a window with a LiListView over 40 strings, single-click
 * activation off. Prints one stdout line per signal and per key the window saw first:
 *
 *   activate 4                           ::activate(position)
 *   context 5 120 150 0 132 360 44 same  ::row-context(position, row, x, y): the row's bounds in
 *                                        the view, "same" when li_list_view_get_row_widget and
 *                                        li_list_view_get_row_bounds agree with the signal's row
 *   key F5                               a key the window saw before the list (a barrier)
 *
 * F3 runs the action list.activate-item(3) (gtk_widget_activate_action); F9 animates the back
 * transition (the opened row closes). */
#include <list-interactions.h>
#include <stdio.h>

static LiListView *view;

static void on_activate_item(LiListView *self, guint position, gpointer data) {
  (void)self;
  (void)data;
  printf("activate %u\n", position);
}

static void on_row_context(LiListView *self, guint position, GtkWidget *row, double x, double y, gpointer data) {
  (void)data;
  graphene_rect_t bounds, read;
  gboolean ok = gtk_widget_compute_bounds(row, GTK_WIDGET(self), &bounds);
  gboolean same = ok && li_list_view_get_row_widget(self, position) == row &&
                  li_list_view_get_row_bounds(self, position, &read) && graphene_rect_equal(&bounds, &read);
  printf("context %u %.0f %.0f %.0f %.0f %.0f %.0f %s\n", position, x, y, bounds.origin.x, bounds.origin.y,
         bounds.size.width, bounds.size.height, same ? "same" : "differs");
}

static gboolean on_key(GtkEventControllerKey *keys, guint keyval, guint code, GdkModifierType state, gpointer data) {
  (void)keys;
  (void)code;
  (void)state;
  (void)data;
  printf("key %s\n", gdk_keyval_name(keyval));
  if (keyval == GDK_KEY_F3) gtk_widget_activate_action(GTK_WIDGET(view), "list.activate-item", "u", 3);
  if (keyval == GDK_KEY_F9) li_list_view_animate_back_transition(view);
  return FALSE;
}

static void activate(GtkApplication *app, gpointer data) {
  (void)data;
  const char *names[41];
  char *owned[40];
  for (int i = 0; i < 40; i++) names[i] = owned[i] = g_strdup_printf("Item %d", i);
  names[40] = NULL;
  GtkStringList *model = gtk_string_list_new(names);
  for (int i = 0; i < 40; i++) g_free(owned[i]);
  view = LI_LIST_VIEW(li_list_view_new(G_LIST_MODEL(model)));
  g_object_unref(model);
  li_list_view_set_single_click_activate(view, FALSE);
  li_list_view_set_show_separators(view, TRUE);
  g_signal_connect(view, "activate", G_CALLBACK(on_activate_item), NULL);
  g_signal_connect(view, "row-context", G_CALLBACK(on_row_context), NULL);
  GtkWidget *window = gtk_application_window_new(app);
  gtk_window_set_default_size(GTK_WINDOW(window), 360, 480);
  gtk_window_set_child(GTK_WINDOW(window), GTK_WIDGET(view));
  GtkEventController *keys = gtk_event_controller_key_new();
  gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE);
  g_signal_connect(keys, "key-pressed", G_CALLBACK(on_key), NULL);
  gtk_widget_add_controller(window, keys);
  gtk_window_present(GTK_WINDOW(window));
}

int main(void) {
  GtkApplication *app = gtk_application_new("io.github.listinteractions.ActivateC", G_APPLICATION_DEFAULT_FLAGS);
  g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
  int status = g_application_run(G_APPLICATION(app), 0, NULL);
  g_object_unref(app);
  return status;
}
