// See include/CGtkShim.h for why each of these exists.
#include "CGtkShim.h"
#include <dlfcn.h>
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

GtkApplication *CGtkShim_application_new_handling_open(const char *id) {
    return gtk_application_new(id, G_APPLICATION_HANDLES_OPEN);
}

GBinding *CGtkShim_bind_property_both_ways(gpointer source, const char *source_property,
                                           gpointer target, const char *target_property) {
    return g_object_bind_property(source, source_property, target, target_property,
                                  G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
}

// MARK: Desktop settings

static gboolean has_property(gpointer object, const char *name) {
    return object != NULL && g_object_class_find_property(G_OBJECT_GET_CLASS(object), name) != NULL;
}

gboolean CGtkShim_settings_reduce_motion(GtkSettings *settings) {
    const char *name = "gtk-interface-reduced-motion";
    if (!has_property(settings, name)) return FALSE;
    gint value = 0;   // GTK_REDUCED_MOTION_NO_PREFERENCE; 1 is GTK_REDUCED_MOTION_REDUCE
    g_object_get(settings, name, &value, NULL);
    return value == 1;
}

// GtkInterfaceColorScheme (GTK 4.20): UNSUPPORTED 0, DEFAULT 1, DARK 2, LIGHT 3.
static const char *color_scheme = "gtk-interface-color-scheme";

void CGtkShim_settings_set_color_scheme(GtkSettings *settings, CGtkShimColorScheme scheme) {
    if (has_property(settings, color_scheme)) {
        g_object_set(settings, color_scheme, scheme == CGtkShimColorSchemeDark ? 2
                                             : scheme == CGtkShimColorSchemeLight ? 3 : 1, NULL);
    } else if (settings != NULL) {
        g_object_set(settings, "gtk-application-prefer-dark-theme", scheme == CGtkShimColorSchemeDark, NULL);
    }
}

gboolean CGtkShim_settings_get_prefer_dark(GtkSettings *settings) {
    gint scheme = 0;
    gboolean dark = FALSE;
    if (has_property(settings, color_scheme)) {
        g_object_get(settings, color_scheme, &scheme, NULL);
        return scheme == 2;
    }
    if (settings != NULL) g_object_get(settings, "gtk-application-prefer-dark-theme", &dark, NULL);
    return dark;
}

// MARK: Screen readers

gboolean CGtkShim_accessible_announce(gpointer accessible, const char *message, gboolean assertive) {
    // void gtk_accessible_announce (GtkAccessible *, const char *, GtkAccessibleAnnouncementPriority):
    // priority LOW 0, MEDIUM 1, HIGH 2.
    typedef void (*Announce)(gpointer, const char *, int);
    static Announce announce = NULL;
    static gsize looked_up = 0;
    if (g_once_init_enter(&looked_up)) {
        announce = (Announce)dlsym(RTLD_DEFAULT, "gtk_accessible_announce");
        g_once_init_leave(&looked_up, 1);
    }
    if (announce == NULL || accessible == NULL) return FALSE;
    announce(accessible, message, assertive ? 2 : 1);
    return TRUE;
}

// MARK: Opening files

typedef struct {
    CGtkShimFileChosen chosen;
    gpointer data;
    GDestroyNotify destroy;
} Chooser;

static void chooser_finish(Chooser *chooser, GFile *file) {
    char *path = file != NULL ? g_file_get_path(file) : NULL;
    chooser->chosen(path, chooser->data);
    g_free(path);
    if (chooser->destroy != NULL) chooser->destroy(chooser->data);
    g_free(chooser);
}

// The five filters: the three formats together, each alone, and every file.
static GListStore *open_filters(const char *const *names) {
    static const char *const mime[4][5] = {
        {"text/csv", "text/tab-separated-values", "application/vnd.sqlite3", "application/x-sqlite3", NULL},
        {"text/csv", NULL},
        {"text/tab-separated-values", NULL},
        {"application/vnd.sqlite3", "application/x-sqlite3", NULL},
    };
    static const char *const patterns[5][7] = {
        {"*.csv", "*.tsv", "*.tab", "*.sqlite", "*.sqlite3", "*.db", NULL},
        {"*.csv", NULL},
        {"*.tsv", "*.tab", NULL},
        {"*.sqlite", "*.sqlite3", "*.db", NULL},
        {"*", NULL},
    };
    GListStore *filters = g_list_store_new(GTK_TYPE_FILE_FILTER);
    for (int i = 0; i < 5; i++) {
        GtkFileFilter *filter = gtk_file_filter_new();
        gtk_file_filter_set_name(filter, names[i]);
        for (int j = 0; i < 4 && mime[i][j] != NULL; j++) gtk_file_filter_add_mime_type(filter, mime[i][j]);
        for (int j = 0; patterns[i][j] != NULL; j++) gtk_file_filter_add_pattern(filter, patterns[i][j]);
        g_list_store_append(filters, filter);
        g_object_unref(filter);
    }
    return filters;
}

// GtkFileDialog's functions (GTK 4.10), looked up once.
typedef struct {
    gpointer (*new)(void);
    void (*set_title)(gpointer, const char *);
    void (*set_filters)(gpointer, GListModel *);
    void (*set_initial_folder)(gpointer, GFile *);
    void (*open)(gpointer, GtkWindow *, GCancellable *, GAsyncReadyCallback, gpointer);
    GFile *(*open_finish)(gpointer, GAsyncResult *, GError **);
} FileDialogAPI;

static const FileDialogAPI *file_dialog_api(void) {
    static FileDialogAPI api;
    static const FileDialogAPI *found = NULL;
    static gsize looked_up = 0;
    if (g_once_init_enter(&looked_up)) {
        api.new = dlsym(RTLD_DEFAULT, "gtk_file_dialog_new");
        api.set_title = dlsym(RTLD_DEFAULT, "gtk_file_dialog_set_title");
        api.set_filters = dlsym(RTLD_DEFAULT, "gtk_file_dialog_set_filters");
        api.set_initial_folder = dlsym(RTLD_DEFAULT, "gtk_file_dialog_set_initial_folder");
        api.open = dlsym(RTLD_DEFAULT, "gtk_file_dialog_open");
        api.open_finish = dlsym(RTLD_DEFAULT, "gtk_file_dialog_open_finish");
        if (api.new && api.set_title && api.set_filters && api.set_initial_folder && api.open && api.open_finish) found = &api;
        g_once_init_leave(&looked_up, 1);
    }
    return found;
}

gboolean CGtkShim_has_file_dialog(void) {
    if (g_getenv("LISTDEMO_FILE_CHOOSER_NATIVE") != NULL) return FALSE;   // tests: the 4.8 path on any GTK
    return file_dialog_api() != NULL;
}

static void file_dialog_opened(GObject *dialog, GAsyncResult *result, gpointer user) {
    GError *error = NULL;
    GFile *file = file_dialog_api()->open_finish(dialog, result, &error);
    g_clear_error(&error);   // cancelled or dismissed: no file
    chooser_finish(user, file);
    g_clear_object(&file);
    g_object_unref(dialog);
}

G_GNUC_BEGIN_IGNORE_DEPRECATIONS   // GtkFileChooserNative: deprecated in 4.10, the only API on 4.8
static void native_chooser_responded(GtkNativeDialog *native, int response, gpointer user) {
    GFile *file = response == GTK_RESPONSE_ACCEPT ? gtk_file_chooser_get_file(GTK_FILE_CHOOSER(native)) : NULL;
    chooser_finish(user, file);
    g_clear_object(&file);
    gtk_native_dialog_destroy(native);
    g_object_unref(native);
}

void CGtkShim_choose_file_to_open(GtkWindow *parent, const char *title, const char *folder, const char *const *filter_names,
                                  CGtkShimFileChosen chosen, gpointer data, GDestroyNotify destroy) {
    Chooser *chooser = g_new0(Chooser, 1);
    chooser->chosen = chosen;
    chooser->data = data;
    chooser->destroy = destroy;
    GListStore *filters = open_filters(filter_names);
    GFile *start = folder != NULL ? g_file_new_for_path(folder) : NULL;
    const FileDialogAPI *api = CGtkShim_has_file_dialog() ? file_dialog_api() : NULL;
    if (api != NULL) {
        gpointer dialog = api->new();
        api->set_title(dialog, title);
        api->set_filters(dialog, G_LIST_MODEL(filters));   // the first is the default
        if (start != NULL) api->set_initial_folder(dialog, start);
        api->open(dialog, parent, NULL, file_dialog_opened, chooser);
    } else {
        GtkFileChooserNative *native = gtk_file_chooser_native_new(title, parent, GTK_FILE_CHOOSER_ACTION_OPEN, NULL, NULL);
        gtk_native_dialog_set_modal(GTK_NATIVE_DIALOG(native), TRUE);
        for (guint i = 0; i < g_list_model_get_n_items(G_LIST_MODEL(filters)); i++) {
            GtkFileFilter *filter = g_list_model_get_item(G_LIST_MODEL(filters), i);
            gtk_file_chooser_add_filter(GTK_FILE_CHOOSER(native), filter);
            if (i == 0) gtk_file_chooser_set_filter(GTK_FILE_CHOOSER(native), filter);
            g_object_unref(filter);
        }
        if (start != NULL) gtk_file_chooser_set_current_folder(GTK_FILE_CHOOSER(native), start, NULL);
        g_signal_connect(native, "response", G_CALLBACK(native_chooser_responded), chooser);
        gtk_native_dialog_show(GTK_NATIVE_DIALOG(native));
    }
    g_clear_object(&start);
    g_object_unref(filters);
}
G_GNUC_END_IGNORE_DEPRECATIONS

// MARK: File monitors

GFileMonitor *CGtkShim_file_monitor_new(const char *path) {
    GFile *file = g_file_new_for_path(path);
    GFileMonitor *monitor = g_file_monitor_file(file, G_FILE_MONITOR_NONE, NULL, NULL);
    g_object_unref(file);
    return monitor;
}

// MARK: Drag and drop

GtkEventController *CGtkShim_file_drop_target_new(void) {
    return GTK_EVENT_CONTROLLER(gtk_drop_target_new(GDK_TYPE_FILE_LIST, GDK_ACTION_COPY));
}

char **CGtkShim_file_list_paths(const GValue *value) {
    GStrvBuilder *paths = g_strv_builder_new();
    if (value != NULL && G_VALUE_HOLDS(value, GDK_TYPE_FILE_LIST)) {
        for (GSList *file = gdk_file_list_get_files(g_value_get_boxed(value)); file != NULL; file = file->next) {
            char *path = g_file_get_path(file->data);
            if (path != NULL) g_strv_builder_add(paths, path);
            g_free(path);
        }
    }
    char **result = g_strv_builder_end(paths);
    g_strv_builder_unref(paths);
    return result;
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

gint CGtkShim_get_int(gpointer object, const char *property) {
    gint value = 0;
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
