// The few things from GTK and GLib that Swift cannot import directly, each wrapped once.
// Everything else is called from Swift as is; see Sources/ListDemo/GLib/ for the Swift side.
#pragma once
#include <gtk/gtk.h>
#include <glib-unix.h>
#include <libintl.h>  // gettext, bindtextdomain: Swift's Glibc module leaves them out
#include <malloc.h>

// g_signal_connect is a macro, so Swift never sees it.
static inline gulong listdemo_signal_connect(gpointer instance, const gchar *signal, GCallback handler,
                                             gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, handler, data, destroy, (GConnectFlags)0);
}

// The C signature of `signal` on `instance`'s type, for checking a handler against it before
// connecting (G_OBJECT_TYPE is a macro). Returns FALSE when the type has no such signal;
// otherwise the parameter count and whether the handler returns a gboolean.
static inline gboolean listdemo_signal_signature(gpointer instance, const gchar *signal, guint *n_params,
                                                 gboolean *returns_boolean, const gchar **type_name) {
    guint id = 0;
    GQuark detail = 0;
    *type_name = G_OBJECT_TYPE_NAME(instance);
    if (!g_signal_parse_name(signal, G_OBJECT_TYPE(instance), &id, &detail, TRUE)) return FALSE;
    GSignalQuery query;
    g_signal_query(id, &query);
    *n_params = query.n_params;
    *returns_boolean = G_TYPE_FUNDAMENTAL(query.return_type & ~G_SIGNAL_TYPE_STATIC_SCOPE) == G_TYPE_BOOLEAN;
    return TRUE;
}

// A plain container widget whose children are placed by a GtkLayoutManager set from Swift.
// GTK 4 has no public "bare widget with children" type, and GType registration needs class
// structs Swift cannot define. g_type_from_name guards against a second registration, since
// every Swift file that calls a static inline function may get its own copy (and a header
// cannot hold the usual static parent-class pointer, so dispose looks the parent up).
static inline void listdemo_container_dispose(GObject *object) {
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(object))) != NULL) {
        gtk_widget_unparent(child);
    }
    GObjectClass *parent = G_OBJECT_CLASS(g_type_class_peek_parent(G_OBJECT_GET_CLASS(object)));
    parent->dispose(object);
}

static inline void listdemo_container_class_init(gpointer klass, gpointer data) {
    (void)data;
    G_OBJECT_CLASS(klass)->dispose = listdemo_container_dispose;
}

static inline GtkWidget *listdemo_container_new(const char *css_name) {
    GType type = g_type_from_name("ListDemoContainer");
    if (type == 0) {
        type = g_type_register_static_simple(GTK_TYPE_WIDGET, "ListDemoContainer", sizeof(GtkWidgetClass),
                                             listdemo_container_class_init, sizeof(GtkWidget), NULL, 0);
    }
    GtkWidget *widget = g_object_new(type, "css-name", css_name, NULL);
    return widget;
}

// A container (as above) with an accessible role other than the generic one: the role is a
// construct-only property and g_object_new is variadic (list rows are GTK_ACCESSIBLE_ROLE_LIST_ITEM).
static inline GtkWidget *listdemo_container_new_with_role(const char *css_name, GtkAccessibleRole role) {
    GtkWidget *probe = listdemo_container_new(css_name);   // registers the type once
    GType type = G_OBJECT_TYPE(probe);
    g_object_ref_sink(probe);
    g_object_unref(probe);
    return GTK_WIDGET(g_object_new(type, "css-name", css_name, "accessible-role", role, NULL));
}

// A widget of `type` with an accessible role other than its class's (construct-only; variadic
// g_object_new): a decorative image in a row is GTK_ACCESSIBLE_ROLE_PRESENTATION.
static inline GtkWidget *listdemo_widget_new_with_role(GType type, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(type, "accessible-role", role, NULL));
}

// GTK_WIDGET(), G_OBJECT() and friends are macros; these casts keep the Swift side typed.
static inline GtkWidget *listdemo_widget(gpointer p) { return GTK_WIDGET(p); }
static inline GObject *listdemo_object(gpointer p) { return G_OBJECT(p); }

// g_object_set is variadic.
static inline void listdemo_set_boolean(gpointer object, const char *property, gboolean value) {
    g_object_set(object, property, value, NULL);
}
static inline void listdemo_set_string(gpointer object, const char *property, const char *value) {
    g_object_set(object, property, value, NULL);
}
// Object data released with the object (g_object_set_data_full's destroy notify).
static inline void listdemo_set_data_full(gpointer object, const char *key, gpointer data, GDestroyNotify destroy) {
    g_object_set_data_full(G_OBJECT(object), key, data, destroy);
}
static inline gboolean listdemo_get_boolean(gpointer object, const char *property) {
    gboolean value = FALSE;
    g_object_get(object, property, &value, NULL);
    return value;
}

// malloc.h is not part of Swift's Glibc module: hands freed heap memory back to the system
// (after a large file's parsed records are dropped).
static inline void listdemo_release_free_memory(void) { malloc_trim(0); }

// Calls `rendered(data)` each time `surface` renders (GdkSurface::render: the frames in which
// something was drawn, not those that only flushed events). GTK's own render handler returns
// TRUE, which ends the emission before any handler connected later, so this is an emission
// hook (run before handlers, for every surface: it filters on `surface`). Remove it with
// g_signal_remove_emission_hook(g_signal_lookup("render", GDK_TYPE_SURFACE), id), which calls
// `destroy(data)`.
typedef struct {
    GdkSurface *surface;
    void (*rendered)(gpointer);
    gpointer data;
    GDestroyNotify destroy;
} ListDemoRenderWatch;

static inline gboolean listdemo_render_hook(GSignalInvocationHint *hint, guint n, const GValue *params, gpointer data) {
    ListDemoRenderWatch *watch = data;
    if (n > 0 && g_value_get_object(&params[0]) == (gpointer)watch->surface) watch->rendered(watch->data);
    return TRUE;
}

static inline void listdemo_render_watch_free(gpointer data) {
    ListDemoRenderWatch *watch = data;
    if (watch->destroy) watch->destroy(watch->data);
    g_free(watch);
}

static inline gulong listdemo_watch_renders(GdkSurface *surface, void (*rendered)(gpointer), gpointer data,
                                            GDestroyNotify destroy) {
    ListDemoRenderWatch *watch = g_new(ListDemoRenderWatch, 1);
    *watch = (ListDemoRenderWatch){ surface, rendered, data, destroy };
    return g_signal_add_emission_hook(g_signal_lookup("render", GDK_TYPE_SURFACE), 0, listdemo_render_hook,
                                      watch, listdemo_render_watch_free);
}

static inline void listdemo_unwatch_renders(gulong id) {
    g_signal_remove_emission_hook(g_signal_lookup("render", GDK_TYPE_SURFACE), id);
}
