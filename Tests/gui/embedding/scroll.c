/* LiListView in a GtkScrolledWindow from C: the window's vertical adjustment spans the rows,
 * setting it moves them, and li_list_view_scroll_to glides row 400 to the top, the centre and the
 * bottom, selecting and focusing it. One JSON line per step on stdout (read by
 * test_embedding_scroll.py with the LI_DEBUG=frames trace). */
#include <list-interactions.h>
#include <math.h>
#include <stdio.h>

static guint values = 0;

static void on_value(GtkAdjustment *adjustment, gpointer data) {
  values++;
}

/* Runs the main loop until `done(data)` or 10 s pass. */
static gboolean wait_until(gboolean (*done)(gpointer), gpointer data) {
  gint64 deadline = g_get_monotonic_time() + 10 * G_USEC_PER_SEC;
  while (!done(data)) {
    if (g_get_monotonic_time() > deadline) return FALSE;
    g_main_context_iteration(NULL, FALSE);
    g_usleep(2000);
  }
  return TRUE;
}

static GtkAdjustment *adjustment;
static double target;

static gboolean spans(gpointer view) {
  return gtk_widget_get_mapped(view) && gtk_adjustment_get_page_size(adjustment) > 0 &&
         gtk_adjustment_get_upper(adjustment) > gtk_adjustment_get_page_size(adjustment);
}

static gboolean at_target(gpointer data) {
  return fabs(gtk_adjustment_get_value(adjustment) - target) < 0.5;
}

static gboolean never(gpointer data) {
  return g_get_monotonic_time() > *(gint64 *)data;
}

int main(void) {
  gtk_init();
  GtkStringList *model = gtk_string_list_new(NULL);
  for (int i = 0; i < 500; i++) {
    g_autofree char *name = g_strdup_printf("Item %d", i);
    gtk_string_list_append(model, name);
  }
  GtkWidget *view = li_list_view_new(G_LIST_MODEL(model));
  GtkWidget *scrolled = gtk_scrolled_window_new();
  gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), view);
  GtkWidget *window = gtk_window_new();
  gtk_window_set_default_size(GTK_WINDOW(window), 360, 480);
  gtk_window_set_child(GTK_WINDOW(window), scrolled);
  adjustment = gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(scrolled));
  GtkAdjustment *window_adjustment = g_object_ref(adjustment); /* outlives the scrolled window */
  g_signal_connect(adjustment, "value-changed", G_CALLBACK(on_value), NULL);
  gtk_window_present(GTK_WINDOW(window));
  if (!wait_until(spans, view)) return 1;
  GtkAdjustment *followed = NULL;
  g_object_get(view, "vadjustment", &followed, NULL);
  double page = gtk_adjustment_get_page_size(adjustment), upper = gtk_adjustment_get_upper(adjustment);
  printf("{\"event\":\"ready\",\"followed\":%s,\"upper\":%g,\"page\":%g}\n", followed == adjustment ? "true" : "false",
         upper, page);
  fflush(stdout);
  g_object_unref(followed);

  gtk_adjustment_set_value(adjustment, 700);
  gint64 later = g_get_monotonic_time() + G_USEC_PER_SEC / 3;
  wait_until(never, &later);

  double h = upper / 500;
  const char *steps[] = {"top", "center", "bottom"};
  const double targets[] = {400 * h, 400 * h + h / 2 - page / 2, 401 * h - page};
  const LiScrollAlignment alignments[] = {LI_SCROLL_ALIGN_TOP, LI_SCROLL_ALIGN_CENTER, LI_SCROLL_ALIGN_BOTTOM};
  GtkSelectionModel *selection = li_list_view_get_selection_model(LI_LIST_VIEW(view));
  for (int i = 0; i < 3; i++) {
    if (i > 0) { /* away first, at once, so each step glides */
      gtk_adjustment_set_value(adjustment, i == 1 ? 0 : upper);
      later = g_get_monotonic_time() + G_USEC_PER_SEC / 5;
      wait_until(never, &later);
    }
    values = 0;
    target = targets[i];
    li_list_view_scroll_to(LI_LIST_VIEW(view), 400, LI_LIST_SCROLL_SELECT | LI_LIST_SCROLL_FOCUS, alignments[i]);
    if (!wait_until(at_target, NULL)) return 1;
    GtkWidget *focus = gtk_root_get_focus(GTK_ROOT(window));
    printf("{\"event\":\"landed\",\"step\":\"%s\",\"value\":%g,\"values\":%u,\"selected\":%d,\"focus_in_view\":%s}\n",
           steps[i], gtk_adjustment_get_value(adjustment), values,
           gtk_selection_model_is_selected(selection, 400) ? 400 : -1,
           focus != NULL && gtk_widget_is_ancestor(focus, view) ? "true" : "false");
    fflush(stdout);
  }
  /* Out of the scrolled window, alone in the window: the view's own adjustment again. */
  g_object_ref(view);
  gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), NULL);
  gtk_window_set_child(GTK_WINDOW(window), view);
  g_object_unref(view);
  g_object_get(view, "vadjustment", &followed, NULL);
  adjustment = followed;
  g_signal_connect(adjustment, "value-changed", G_CALLBACK(on_value), NULL);
  if (!wait_until(spans, view)) return 1;
  values = 0;
  target = 100 * h;
  li_list_view_scroll_to(LI_LIST_VIEW(view), 100, LI_LIST_SCROLL_NONE, LI_SCROLL_ALIGN_TOP);
  if (!wait_until(at_target, NULL)) return 1;
  printf("{\"event\":\"alone\",\"own\":%s,\"value\":%g,\"values\":%u,\"upper\":%g}\n",
         followed != window_adjustment ? "true" : "false",
         gtk_adjustment_get_value(adjustment), values, gtk_adjustment_get_upper(adjustment));
  g_object_unref(followed);
  g_object_unref(window_adjustment);
  printf("{\"event\":\"done\"}\n");
  fflush(stdout);
  gtk_window_destroy(GTK_WINDOW(window));
  return 0;
}
