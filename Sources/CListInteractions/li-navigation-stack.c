/* LiNavigationStack's GType boilerplate: the list-view property and the push/pop methods. The
 * pages, the bar, the swipes and every decision are in Swift
 * (Sources/ListInteractions/NavigationStackCore.swift, ListWidget's PageStack and SwipeSlider,
 * the core's NavigationModel) through the hooks in li-list-view-hooks.h. */
#define LIST_INTERACTIONS_COMPILATION
#include "li-list-view-internal.h"
#include "li-list-view-hooks.h"

/**
 * LiNavigationStack:
 *
 * A list page and one pushed page, with the interactive back navigation: a back button, a
 * swipe-progress slider that scrubs the back transition, a left-edge swipe (1:1 with the
 * pointer) and two-finger touchpad swipes. Releasing finishes or cancels by position and
 * velocity. The stack drives its [property@ListInteractions.NavigationStack:list-view]'s back transition by
 * itself, so the opened row's highlight fades in step and comes back on cancel.
 *
 * Push a page from the list view's #LiListView::row-activated handler:
 *
 * ```python
 * stack = ListInteractions.NavigationStack.new(view)
 * view.connect("row-activated", lambda view, item: stack.push(Gtk.Label(label=item.props.string)))
 * ```
 *
 * Since: 1.0
 */
struct _LiNavigationStack {
  GtkWidget parent_instance;
  void *core; /* the Swift NavigationStackCore, retained, released in finalize */
  LiListView *list_view;
  gboolean disposed; /* a list view set after dispose is not taken: the stack shows nothing more */
};

G_DEFINE_FINAL_TYPE(LiNavigationStack, li_navigation_stack, GTK_TYPE_WIDGET)

enum { PROP_0, PROP_LIST_VIEW, PROP_PAGE, PROP_PROGRESS, PROP_TRANSITION_RUNNING, N_PROPS };

static GParamSpec *properties[N_PROPS];

static void li_navigation_stack_dispose(GObject *object) {
  LiNavigationStack *self = LI_NAVIGATION_STACK(object);
  self->disposed = TRUE;
  li_swift_stack_dispose(self->core);
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child(GTK_WIDGET(self))) != NULL) gtk_widget_unparent(child);
  g_clear_object(&self->list_view);
  G_OBJECT_CLASS(li_navigation_stack_parent_class)->dispose(object);
}

static void li_navigation_stack_finalize(GObject *object) {
  LiNavigationStack *self = LI_NAVIGATION_STACK(object);
  li_swift_stack_free(self->core);
  self->core = NULL;
  G_OBJECT_CLASS(li_navigation_stack_parent_class)->finalize(object);
}

static void li_navigation_stack_get_property(GObject *object, guint prop_id, GValue *value, GParamSpec *pspec) {
  LiNavigationStack *self = LI_NAVIGATION_STACK(object);
  switch (prop_id) {
  case PROP_LIST_VIEW: g_value_set_object(value, self->list_view); break;
  case PROP_PAGE: g_value_set_object(value, li_navigation_stack_get_page(self)); break;
  case PROP_PROGRESS: g_value_set_double(value, li_navigation_stack_get_progress(self)); break;
  case PROP_TRANSITION_RUNNING: g_value_set_boolean(value, li_navigation_stack_get_transition_running(self)); break;
  default: G_OBJECT_WARN_INVALID_PROPERTY_ID(object, prop_id, pspec);
  }
}

static void li_navigation_stack_set_property(GObject *object, guint prop_id, const GValue *value,
                                             GParamSpec *pspec) {
  LiNavigationStack *self = LI_NAVIGATION_STACK(object);
  switch (prop_id) {
  case PROP_LIST_VIEW: li_navigation_stack_set_list_view(self, g_value_get_object(value)); break;
  default: G_OBJECT_WARN_INVALID_PROPERTY_ID(object, prop_id, pspec);
  }
}

static void li_navigation_stack_class_init(LiNavigationStackClass *klass) {
  GObjectClass *object_class = G_OBJECT_CLASS(klass);
  object_class->dispose = li_navigation_stack_dispose;
  object_class->finalize = li_navigation_stack_finalize;
  object_class->get_property = li_navigation_stack_get_property;
  object_class->set_property = li_navigation_stack_set_property;
  /**
   * LiNavigationStack:list-view:
   *
   * The list page: the stack shows it under its pushed page and drives its back transition.
   *
   * Since: 1.0
   */
  properties[PROP_LIST_VIEW] = g_param_spec_object("list-view", NULL, NULL, LI_TYPE_LIST_VIEW,
                                                   G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS |
                                                       G_PARAM_EXPLICIT_NOTIFY);
  /**
   * LiNavigationStack:page:
   *
   * The pushed page, %NULL on the list page; it stays until a back transition has finished.
   *
   * Since: 1.0
   */
  properties[PROP_PAGE] = g_param_spec_object("page", NULL, NULL, GTK_TYPE_WIDGET,
                                              G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /**
   * LiNavigationStack:progress: (getter get_progress)
   *
   * How far the pushed page is in: 0 on the list page, 1 on the pushed page, in between while
   * a push slides it in or a back transition (the back button, the slider scrubbed, an edge or
   * touchpad swipe) takes it out, frame by frame. #GObject::notify comes after each frame that
   * changed it, so an app can bind its own header to the gesture with g_object_bind_property().
   * A cancelled back transition ends at 1, a finished one at 0.
   *
   * Since: 1.0
   */
  properties[PROP_PROGRESS] = g_param_spec_double("progress", NULL, NULL, 0, 1, 0,
                                                  G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /**
   * LiNavigationStack:transition-running: (getter get_transition_running)
   *
   * Whether a push or a back transition is running (interactive or animated); %FALSE once
   * [property@ListInteractions.NavigationStack:progress] rests at 0 or 1.
   *
   * Since: 1.0
   */
  properties[PROP_TRANSITION_RUNNING] = g_param_spec_boolean("transition-running", NULL, NULL, FALSE,
                                                             G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties(object_class, N_PROPS, properties);
  gtk_widget_class_set_layout_manager_type(GTK_WIDGET_CLASS(klass), GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name(GTK_WIDGET_CLASS(klass), "linavigationstack");
}

static void li_navigation_stack_init(LiNavigationStack *self) {
  self->core = li_swift_stack_new(self);
}

/**
 * li_navigation_stack_new:
 * @list_view: (nullable): the list page, or %NULL
 *
 * Returns: (transfer floating): a new #LiNavigationStack
 *
 * Since: 1.0
 */
GtkWidget *li_navigation_stack_new(LiListView *list_view) {
  return g_object_new(LI_TYPE_NAVIGATION_STACK, "list-view", list_view, NULL);
}

/**
 * li_navigation_stack_get_list_view:
 * @self: a #LiNavigationStack
 *
 * Returns: (nullable) (transfer none): the list page
 *
 * Since: 1.0
 */
LiListView *li_navigation_stack_get_list_view(LiNavigationStack *self) {
  g_return_val_if_fail(LI_IS_NAVIGATION_STACK(self), NULL);
  return self->list_view;
}

/**
 * li_navigation_stack_set_list_view:
 * @self: a #LiNavigationStack
 * @list_view: (nullable): the list page, or %NULL; it must have no parent
 *
 * Shows @list_view as the list page. A pushed page is dropped. Once the stack is disposed (from
 * its #GtkWidget::destroy handler, say), nothing is taken: the list view keeps no parent and no
 * tick on the stack.
 *
 * Since: 1.0
 */
void li_navigation_stack_set_list_view(LiNavigationStack *self, LiListView *list_view) {
  g_return_if_fail(LI_IS_NAVIGATION_STACK(self));
  g_return_if_fail(list_view == NULL || LI_IS_LIST_VIEW(list_view));
  if (self->list_view == list_view || self->disposed) return;
  if (list_view != NULL && gtk_widget_get_parent(GTK_WIDGET(list_view)) != NULL) {
    g_critical("LiNavigationStack: the list view already has a parent");
    return;
  }
  if (list_view != NULL) g_object_ref(list_view);
  LiListView *old = self->list_view;
  self->list_view = list_view;
  li_swift_stack_set_list_view(self->core, list_view, list_view != NULL ? li_list_view_core(list_view) : NULL);
  g_clear_object(&old);
  g_object_notify_by_pspec(G_OBJECT(self), properties[PROP_LIST_VIEW]);
}

/**
 * li_navigation_stack_push:
 * @self: a #LiNavigationStack
 * @page: the page to slide in over the list; it must have no parent
 *
 * Slides @page in. From #LiListView::row-activated, the page belongs to the opened row, whose
 * highlight then fades with the back transition. The stack holds one pushed page: a push while
 * one is shown, or without a list view, is refused with a critical.
 *
 * While pushed, @page carries the `pushed-page` style class: the window's background and a
 * shadow on its leading edge, so the list never shows through a transparent page; the list
 * under it is shaded as the page covers it.
 *
 * Since: 1.0
 */
void li_navigation_stack_push(LiNavigationStack *self, GtkWidget *page) {
  g_return_if_fail(LI_IS_NAVIGATION_STACK(self));
  g_return_if_fail(GTK_IS_WIDGET(page));
  g_return_if_fail(gtk_widget_get_parent(page) == NULL);
  li_swift_stack_push(self->core, page);
}

/**
 * li_navigation_stack_pop:
 * @self: a #LiNavigationStack
 *
 * Goes back to the list, animated, as the back button does (a push still sliding in is sent
 * back from where it is).
 *
 * Since: 1.0
 */
void li_navigation_stack_pop(LiNavigationStack *self) {
  g_return_if_fail(LI_IS_NAVIGATION_STACK(self));
  li_swift_stack_pop(self->core);
}

/**
 * li_navigation_stack_get_page:
 * @self: a #LiNavigationStack
 *
 * Returns: (nullable) (transfer none): the pushed page, %NULL on the list page
 *
 * Since: 1.0
 */
GtkWidget *li_navigation_stack_get_page(LiNavigationStack *self) {
  g_return_val_if_fail(LI_IS_NAVIGATION_STACK(self), NULL);
  return li_swift_stack_page(self->core);
}

/**
 * li_navigation_stack_get_progress:
 * @self: a #LiNavigationStack
 *
 * Returns: how far the pushed page is in, 0 (the list page) … 1 (the pushed page), as the
 *   frame last shown has it
 *
 * Since: 1.0
 */
double li_navigation_stack_get_progress(LiNavigationStack *self) {
  g_return_val_if_fail(LI_IS_NAVIGATION_STACK(self), 0);
  return li_swift_stack_progress(self->core);
}

/**
 * li_navigation_stack_get_transition_running:
 * @self: a #LiNavigationStack
 *
 * Returns: whether a push or a back transition is running
 *
 * Since: 1.0
 */
gboolean li_navigation_stack_get_transition_running(LiNavigationStack *self) {
  g_return_val_if_fail(LI_IS_NAVIGATION_STACK(self), FALSE);
  return li_swift_stack_transition_running(self->core);
}

/* MARK: Called from Swift (li-list-view-internal.h) */

void li_navigation_stack_notify_progress(gpointer self) {
  g_object_notify_by_pspec(G_OBJECT(self), properties[PROP_PROGRESS]);
}

void li_navigation_stack_notify_transition_running(gpointer self) {
  g_object_notify_by_pspec(G_OBJECT(self), properties[PROP_TRANSITION_RUNNING]);
}

void li_navigation_stack_notify_page(gpointer self) {
  g_object_notify_by_pspec(G_OBJECT(self), properties[PROP_PAGE]);
}

void li_navigation_stack_critical(const char *reason) {
  g_critical("LiNavigationStack: %s", reason);
}
