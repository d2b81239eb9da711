/* LiListView as a GtkScrollable: a GtkScrolledWindow's vertical adjustment spans the rows and
 * moves them (ListViewCore+Scroll.swift follows it and configures it from each frame: never
 * during an allocation); the horizontal one spans the view's width (configured in
 * size_allocate, as GtkListView does). And li_list_view_scroll_to(). */
#define LIST_INTERACTIONS_COMPILATION
#include "li-list-view-internal.h"
#include "li-list-view-hooks.h"
#include "li-list-view-scroll-private.h"

enum { PROP_HADJUSTMENT, PROP_VADJUSTMENT, PROP_HSCROLL_POLICY, PROP_VSCROLL_POLICY };

GType li_list_scroll_flags_get_type(void) {
  static gsize type = 0;
  if (g_once_init_enter(&type)) {
    static const GFlagsValue values[] = {
        {LI_LIST_SCROLL_NONE, "LI_LIST_SCROLL_NONE", "none"},
        {LI_LIST_SCROLL_FOCUS, "LI_LIST_SCROLL_FOCUS", "focus"},
        {LI_LIST_SCROLL_SELECT, "LI_LIST_SCROLL_SELECT", "select"},
        {0, NULL, NULL}};
    g_once_init_leave(&type, g_flags_register_static(g_intern_static_string("LiListScrollFlags"), values));
  }
  return type;
}

GType li_scroll_alignment_get_type(void) {
  static gsize type = 0;
  if (g_once_init_enter(&type)) {
    static const GEnumValue values[] = {
        {LI_SCROLL_ALIGN_NEAREST, "LI_SCROLL_ALIGN_NEAREST", "nearest"},
        {LI_SCROLL_ALIGN_TOP, "LI_SCROLL_ALIGN_TOP", "top"},
        {LI_SCROLL_ALIGN_CENTER, "LI_SCROLL_ALIGN_CENTER", "center"},
        {LI_SCROLL_ALIGN_BOTTOM, "LI_SCROLL_ALIGN_BOTTOM", "bottom"},
        {0, NULL, NULL}};
    g_once_init_leave(&type, g_enum_register_static(g_intern_static_string("LiScrollAlignment"), values));
  }
  return type;
}

static void li_list_view_scroll_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                                        int *natural, int *minimum_baseline, int *natural_baseline) {
  GtkWidget *child = gtk_widget_get_first_child(widget);
  *minimum = *natural = 0;
  if (child != NULL && gtk_widget_should_layout(child))
    gtk_widget_measure(child, orientation, for_size, minimum, natural, minimum_baseline, natural_baseline);
  /* In a scrolled window the natural height is the rows' (as GtkListView's): it decides whether
   * the window's scrollbar shows. Alone, the view keeps its small natural height. */
  if (orientation == GTK_ORIENTATION_VERTICAL && li_list_view_scroll_of(LI_LIST_VIEW(widget))->external) {
    void *core = li_list_view_core(widget);
    int content = core != NULL ? (int)li_swift_core_content_height(core) : 0;
    *natural = MAX(*natural, content);
  }
}

static void li_list_view_scroll_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
  GtkWidget *child = gtk_widget_get_first_child(widget);
  if (child != NULL && gtk_widget_should_layout(child)) gtk_widget_allocate(child, width, height, baseline, NULL);
  /* Nothing scrolls sideways: the horizontal adjustment is the view's width. */
  GtkAdjustment *h = li_list_view_scroll_of(LI_LIST_VIEW(widget))->hadjustment;
  gtk_adjustment_configure(h, 0, 0, width, width * 0.1, width * 0.9, width);
}

void li_list_view_scroll_class_init(GObjectClass *object_class, guint first) {
  g_object_class_override_property(object_class, first + PROP_HADJUSTMENT, "hadjustment");
  g_object_class_override_property(object_class, first + PROP_VADJUSTMENT, "vadjustment");
  g_object_class_override_property(object_class, first + PROP_HSCROLL_POLICY, "hscroll-policy");
  g_object_class_override_property(object_class, first + PROP_VSCROLL_POLICY, "vscroll-policy");
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(object_class);
  widget_class->measure = li_list_view_scroll_measure;
  widget_class->size_allocate = li_list_view_scroll_size_allocate;
}

void li_list_view_scroll_init(LiListView *self) {
  LiListViewScroll *scroll = li_list_view_scroll_of(self);
  scroll->hadjustment = g_object_ref_sink(gtk_adjustment_new(0, 0, 0, 0, 0, 0));
  scroll->vadjustment = g_object_ref(li_swift_core_own_vadjustment(li_list_view_core(self)));
}

void li_list_view_scroll_dispose(LiListView *self) {
  LiListViewScroll *scroll = li_list_view_scroll_of(self);
  g_clear_object(&scroll->hadjustment);
  g_clear_object(&scroll->vadjustment);
}

/* A container's adjustment, or NULL: the view's own (its own scrollbar shows again). */
static void set_vadjustment(LiListView *self, GtkAdjustment *adjustment) {
  LiListViewScroll *scroll = li_list_view_scroll_of(self);
  void *core = li_list_view_core(self);
  GtkAdjustment *own = core != NULL ? li_swift_core_own_vadjustment(core) : NULL;
  if (adjustment == NULL) adjustment = own;
  if (adjustment == scroll->vadjustment || adjustment == NULL) return;
  g_object_ref_sink(adjustment);
  g_clear_object(&scroll->vadjustment);
  scroll->vadjustment = adjustment;
  scroll->external = adjustment != own;
  li_swift_core_set_vadjustment(core, scroll->external ? adjustment : NULL);
  gtk_widget_queue_resize(GTK_WIDGET(self));
  g_object_notify(G_OBJECT(self), "vadjustment");
}

static void set_hadjustment(LiListView *self, GtkAdjustment *adjustment) {
  LiListViewScroll *scroll = li_list_view_scroll_of(self);
  if (adjustment == scroll->hadjustment) return;
  if (adjustment == NULL) adjustment = gtk_adjustment_new(0, 0, 0, 0, 0, 0);
  g_object_ref_sink(adjustment);
  g_clear_object(&scroll->hadjustment);
  scroll->hadjustment = adjustment;
  gtk_widget_queue_allocate(GTK_WIDGET(self));
  g_object_notify(G_OBJECT(self), "hadjustment");
}

gboolean li_list_view_scroll_get_property(GObject *object, guint prop_id, GValue *value, guint first) {
  LiListViewScroll *scroll = li_list_view_scroll_of(LI_LIST_VIEW(object));
  switch ((int)prop_id - (int)first) {
  case PROP_HADJUSTMENT: g_value_set_object(value, scroll->hadjustment); return TRUE;
  case PROP_VADJUSTMENT: g_value_set_object(value, scroll->vadjustment); return TRUE;
  case PROP_HSCROLL_POLICY: g_value_set_enum(value, scroll->hscroll_policy); return TRUE;
  case PROP_VSCROLL_POLICY: g_value_set_enum(value, scroll->vscroll_policy); return TRUE;
  default: return FALSE;
  }
}

gboolean li_list_view_scroll_set_property(GObject *object, guint prop_id, const GValue *value, guint first) {
  LiListView *self = LI_LIST_VIEW(object);
  LiListViewScroll *scroll = li_list_view_scroll_of(self);
  GtkScrollablePolicy *policy = NULL;
  switch ((int)prop_id - (int)first) {
  case PROP_HADJUSTMENT: set_hadjustment(self, g_value_get_object(value)); return TRUE;
  case PROP_VADJUSTMENT: set_vadjustment(self, g_value_get_object(value)); return TRUE;
  case PROP_HSCROLL_POLICY: policy = &scroll->hscroll_policy; break;
  case PROP_VSCROLL_POLICY: policy = &scroll->vscroll_policy; break;
  default: return FALSE;
  }
  GtkScrollablePolicy new_policy = g_value_get_enum(value);
  if (*policy != new_policy) {
    *policy = new_policy;
    gtk_widget_queue_resize(GTK_WIDGET(self));
    g_object_notify(object, policy == &scroll->hscroll_policy ? "hscroll-policy" : "vscroll-policy");
  }
  return TRUE;
}

/**
 * li_list_view_scroll_to:
 * @self: a #LiListView
 * @position: the item's position in the model
 * @flags: whether the item is also focused or selected
 * @alignment: where its row lands: top, centre, bottom, or the least scroll that shows it
 *
 * Scrolls to the item at @position, as gtk_list_view_scroll_to() does (GTK 4.12), animated
 * unless animations are off: the row glides to @alignment, and a second call while it glides
 * heads for the new row from where the list is, without a jump. The item may be one the model
 * has just added: its row is scrolled to once it is in, and focused and selected then. A user
 * scroll stops the glide. Every offset goes through the vertical adjustment (a scrolled window's
 * when the view is in one), so #GtkAdjustment::value-changed tells each. A @position past the
 * end is refused with a critical.
 *
 * Since: 1.0
 */
void li_list_view_scroll_to(LiListView *self, guint position, LiListScrollFlags flags, LiScrollAlignment alignment) {
  g_return_if_fail(LI_IS_LIST_VIEW(self));
  void *core = li_list_view_core(self);
  g_return_if_fail(core != NULL);
  g_return_if_fail(position < li_swift_core_n_items(core));
  g_return_if_fail(alignment <= LI_SCROLL_ALIGN_BOTTOM);
  li_swift_core_scroll_to(core, position, (int)alignment, (flags & LI_LIST_SCROLL_FOCUS) != 0,
                          (flags & LI_LIST_SCROLL_SELECT) != 0);
}
