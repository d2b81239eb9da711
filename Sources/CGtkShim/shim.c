// See include/CGtkShim.h for why each of these exists.
#include "CGtkShim.h"
#include <limits.h>
#include <malloc.h>

// MARK: Signals

gulong CGtkShim_signal_connect(gpointer instance, const gchar *signal, GCallback handler, gpointer data,
                               GClosureNotify destroy, gboolean after) {
    return g_signal_connect_data(instance, signal, handler, data, destroy, after ? G_CONNECT_AFTER : (GConnectFlags)0);
}

gboolean CGtkShim_signal_signature(gpointer instance, const gchar *signal, guint *n_params,
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

// MARK: GType constants

GType CGtkShim_type_string(void) { return G_TYPE_STRING; }
GType CGtkShim_type_int(void) { return G_TYPE_INT; }
GType CGtkShim_type_boolean(void) { return G_TYPE_BOOLEAN; }

// MARK: Flags

GtkApplication *CGtkShim_application_new_non_unique(const char *id) {
    return gtk_application_new(id, G_APPLICATION_NON_UNIQUE);
}

GBinding *CGtkShim_bind_property_both_ways(gpointer source, const char *source_property,
                                           gpointer target, const char *target_property) {
    return g_object_bind_property(source, source_property, target, target_property,
                                  G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
}

// MARK: The container type

#define CGTKSHIM_TYPE_CONTAINER (CGtkShim_container_get_type())
G_DECLARE_FINAL_TYPE(CGtkShimContainer, CGtkShim_container, CGTKSHIM, CONTAINER, GtkWidget)

struct _CGtkShimContainer {
    GtkWidget parent_instance;
};

G_DEFINE_FINAL_TYPE(CGtkShimContainer, CGtkShim_container, GTK_TYPE_WIDGET)

static void CGtkShim_container_dispose(GObject *object) {
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(object))) != NULL) {
        gtk_widget_unparent(child);
    }
    G_OBJECT_CLASS(CGtkShim_container_parent_class)->dispose(object);
}

static void CGtkShim_container_class_init(CGtkShimContainerClass *klass) {
    G_OBJECT_CLASS(klass)->dispose = CGtkShim_container_dispose;
}

static void CGtkShim_container_init(CGtkShimContainer *self) { (void)self; }

GtkWidget *CGtkShim_container_new(const char *css_name, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(CGTKSHIM_TYPE_CONTAINER, "css-name", css_name, "accessible-role", role, NULL));
}

GtkWidget *CGtkShim_widget_new_with_role(GType type, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(type, "accessible-role", role, NULL));
}

// MARK: Casts and properties

GObject *CGtkShim_object(gpointer p) { return G_OBJECT(p); }

void CGtkShim_set_boolean(gpointer object, const char *property, gboolean value) {
    g_object_set(object, property, value, NULL);
}

void CGtkShim_set_string(gpointer object, const char *property, const char *value) {
    g_object_set(object, property, value, NULL);
}

gboolean CGtkShim_get_boolean(gpointer object, const char *property) {
    gboolean value = FALSE;
    g_object_get(object, property, &value, NULL);
    return value;
}

// MARK: Memory

void CGtkShim_release_free_memory(void) { malloc_trim(0); }

void CGtkShim_return_large_blocks(size_t bytes) { mallopt(M_MMAP_THRESHOLD, bytes > INT_MAX ? INT_MAX : (int)bytes); }

// MARK: Render watch

typedef struct {
    GdkSurface *surface;
    void (*rendered)(gpointer);
    gpointer data;
    GDestroyNotify destroy;
} CGtkShimRenderWatch;

static gboolean CGtkShim_render_hook(GSignalInvocationHint *hint, guint n, const GValue *params, gpointer data) {
    (void)hint;
    CGtkShimRenderWatch *watch = data;
    if (n > 0 && g_value_get_object(&params[0]) == (gpointer)watch->surface) watch->rendered(watch->data);
    return TRUE;
}

static void CGtkShim_render_watch_free(gpointer data) {
    CGtkShimRenderWatch *watch = data;
    if (watch->destroy) watch->destroy(watch->data);
    g_free(watch);
}

gulong CGtkShim_watch_renders(GdkSurface *surface, void (*rendered)(gpointer), gpointer data,
                              GDestroyNotify destroy) {
    CGtkShimRenderWatch *watch = g_new(CGtkShimRenderWatch, 1);
    *watch = (CGtkShimRenderWatch){ surface, rendered, data, destroy };
    return g_signal_add_emission_hook(g_signal_lookup("render", GDK_TYPE_SURFACE), 0, CGtkShim_render_hook,
                                      watch, CGtkShim_render_watch_free);
}

void CGtkShim_unwatch_renders(gulong id) {
    g_signal_remove_emission_hook(g_signal_lookup("render", GDK_TYPE_SURFACE), id);
}
