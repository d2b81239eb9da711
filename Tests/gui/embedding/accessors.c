/* LiListView's C accessors, called as a C client calls them (the Python tests go through GObject
 * properties): each setter's value comes back from its getter and from the property, and the
 * model set in C is the one the widget holds. Prints one line per check; exits 1 on the first
 * that fails. */
#include <list-interactions.h>
#include <stdio.h>
#include <string.h>

static int check(const char *what, int ok) {
  printf("%s %s\n", ok ? "ok" : "FAILED", what);
  return ok ? 0 : 1;
}

static int same_string(LiListView *view, const char *property,
                       const char *(*get)(LiListView *), void (*set)(LiListView *, const char *)) {
  set(view, "c-value");
  g_autofree char *through_property = NULL;
  g_object_get(view, property, &through_property, NULL);
  return check(property, g_strcmp0(get(view), "c-value") == 0 && g_strcmp0(through_property, "c-value") == 0);
}

int main(void) {
  gtk_init();
  const char *cities[] = {"Oslo", "Bergen", NULL};
  GtkStringList *model = gtk_string_list_new(cities);
  LiListView *view = LI_LIST_VIEW(g_object_ref_sink(li_list_view_new(NULL)));
  int failed = check("no model at first", li_list_view_get_model(view) == NULL);
  li_list_view_set_model(view, G_LIST_MODEL(model));
  failed |= check("model", li_list_view_get_model(view) == G_LIST_MODEL(model) && li_list_view_get_n_rows(view) == 2);
  failed |= same_string(view, "id-property", li_list_view_get_id_property, li_list_view_set_id_property);
  failed |= same_string(view, "title-property", li_list_view_get_title_property, li_list_view_set_title_property);
  failed |= same_string(view, "subtitle-property", li_list_view_get_subtitle_property,
                        li_list_view_set_subtitle_property);
  failed |= same_string(view, "description-property", li_list_view_get_description_property,
                        li_list_view_set_description_property);
  li_list_view_set_editing(view, TRUE);
  gboolean editing = FALSE;
  g_object_get(view, "editing", &editing, NULL);
  failed |= check("editing", li_list_view_get_editing(view) && editing);
  g_object_unref(view);
  g_object_unref(model);
  return failed;
}
