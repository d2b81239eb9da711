/* LiListView's selection model from a C client: selected in C through GtkSelectionModel, read
 * back through it and through GListModel, selection-changed's range, identity kept across a
 * GtkSortListModel re-sort, bad input refused. Prints one line per check; exits 1 if any fails. */
#include <list-interactions.h>
#include <stdio.h>
#include <string.h>

static int check(const char *what, int ok) {
  printf("%s %s\n", ok ? "ok" : "FAILED", what);
  return ok ? 0 : 1;
}

static guint last_position = G_MAXUINT, last_n = 0, emitted = 0;

static void on_selection_changed(GtkSelectionModel *model, guint position, guint n, gpointer data) {
  last_position = position;
  last_n = n;
  emitted++;
}

/* The selected items' strings, in order, joined by spaces (read through GListModel). */
static char *selected_names(GtkSelectionModel *selection) {
  GString *names = g_string_new(NULL);
  g_autoptr(GtkBitset) bits = gtk_selection_model_get_selection(selection);
  for (guint i = 0; i < gtk_bitset_get_size(bits); i++) {
    g_autoptr(GtkStringObject) item = g_list_model_get_item(G_LIST_MODEL(selection), gtk_bitset_get_nth(bits, i));
    g_string_append_printf(names, "%s%s", names->len > 0 ? " " : "", gtk_string_object_get_string(item));
  }
  return g_string_free(names, FALSE);
}

int main(void) {
  gtk_init();
  const char *animals[] = {"hen", "gnu", "fox", "eel", "dog", "cat", "bee", "ant", NULL};
  GtkSortListModel *sorted = gtk_sort_list_model_new(G_LIST_MODEL(gtk_string_list_new(animals)), NULL);
  LiListView *view = LI_LIST_VIEW(g_object_ref_sink(li_list_view_new(G_LIST_MODEL(sorted))));
  GtkSelectionModel *selection = li_list_view_get_selection_model(view);
  GtkSelectionModel *through_property = NULL;
  g_object_get(view, "selection-model", &through_property, NULL);
  int failed = check("selection-model property", through_property == selection && LI_IS_LIST_SELECTION(selection));
  g_object_unref(through_property);
  failed |= check("n-items", g_list_model_get_n_items(G_LIST_MODEL(selection)) == 8);
  g_signal_connect(selection, "selection-changed", G_CALLBACK(on_selection_changed), NULL);

  gtk_selection_model_select_range(selection, 1, 2, FALSE); /* gnu fox */
  gtk_selection_model_select_item(selection, 6, FALSE);     /* bee */
  g_autofree char *picked = selected_names(selection);
  failed |= check("select_range and select_item", strcmp(picked, "gnu fox bee") == 0 && last_position == 6 &&
                                                      last_n == 1 && emitted == 2);

  g_autoptr(GtkBitset) want = gtk_bitset_new_empty();
  gtk_bitset_add(want, 0);
  g_autoptr(GtkBitset) mask = gtk_bitset_new_range(0, 3);
  gtk_selection_model_set_selection(selection, want, mask); /* hen in, gnu fox out, bee stays */
  g_autofree char *masked = selected_names(selection);
  failed |= check("set_selection with a mask", strcmp(masked, "hen bee") == 0 && last_position == 0 && last_n == 3 &&
                                                    gtk_selection_model_is_selected(selection, 6) &&
                                                    !gtk_selection_model_is_selected(selection, 1));

  /* A sorter re-sorts A to Z: hen and bee move, and stay selected. */
  GtkExpression *string = gtk_property_expression_new(GTK_TYPE_STRING_OBJECT, NULL, "string");
  g_autoptr(GtkSorter) a_to_z = GTK_SORTER(gtk_string_sorter_new(string));
  gtk_sort_list_model_set_sorter(sorted, a_to_z);
  g_autofree char *resorted = selected_names(selection);
  failed |= check("identity kept across a re-sort", strcmp(resorted, "bee hen") == 0 &&
                                                         gtk_selection_model_is_selected(selection, 1) &&
                                                         gtk_selection_model_is_selected(selection, 7));

  guint before = emitted;
  gboolean refused = !gtk_selection_model_select_item(selection, 8, FALSE) &&
                     !gtk_selection_model_unselect_range(selection, 7, 2);
  g_autoptr(GtkBitset) past = gtk_bitset_new_range(0, 9);
  refused = refused && !gtk_selection_model_set_selection(selection, past, past);
  g_autofree char *unchanged = selected_names(selection);
  failed |= check("bad input refused", refused && emitted == before && strcmp(unchanged, "bee hen") == 0);

  gtk_selection_model_unselect_all(selection);
  g_autoptr(GtkBitset) none = gtk_selection_model_get_selection(selection);
  failed |= check("unselect_all", gtk_bitset_is_empty(none) && last_position == 1 && last_n == 7);
  g_object_unref(view);
  g_object_unref(sorted);
  return failed;
}
