// The few things from GTK and GLib that Swift cannot import directly, each wrapped once and
// named CGtkShim_… (the swift-nio CNIOLinux habit): every declaration says why it exists.
// The Swift side that owns their lifetimes is Sources/ListGtk; nothing else calls these.
#pragma once
#include <gtk/gtk.h>

// MARK: Signals

// g_signal_connect is a macro, so Swift never sees it. `after`: run after the signal's other
// handlers (G_CONNECT_AFTER), for a mark at the end of a phase whose handlers come and go.
gulong CGtkShim_signal_connect(gpointer instance, const gchar *signal, GCallback handler, gpointer data,
                               GClosureNotify destroy, gboolean after);

// The C signature of `signal` on `instance`'s type, for checking a handler against it before
// connecting (G_OBJECT_TYPE and G_TYPE_FUNDAMENTAL are macros). Returns FALSE when the type has
// no such signal; otherwise the parameter count and whether the handler returns a gboolean.
gboolean CGtkShim_signal_signature(gpointer instance, const gchar *signal, guint *n_params,
                                   gboolean *returns_boolean, const gchar **type_name);

// MARK: GType constants (G_TYPE_STRING and friends are macros)

GType CGtkShim_type_string(void);
GType CGtkShim_type_int(void);
GType CGtkShim_type_boolean(void);

// MARK: The container type

// A plain container widget whose children are placed by a GtkLayoutManager set from Swift.
// GTK 4 has no public "bare widget with children" type, and GType registration needs class
// structs Swift cannot define. Registered once (G_DEFINE_FINAL_TYPE); its dispose unparents
// the children.
GType CGtkShim_container_get_type(void);

// A container with the CSS name `css_name` and the accessible role `role` (construct-only
// properties; g_object_new is variadic). GTK_ACCESSIBLE_ROLE_GENERIC for a plain container.
GtkWidget *CGtkShim_container_new(const char *css_name, GtkAccessibleRole role);

// A widget of `type` with an accessible role other than its class's (construct-only; variadic
// g_object_new): a decorative image in a row is GTK_ACCESSIBLE_ROLE_PRESENTATION.
GtkWidget *CGtkShim_widget_new_with_role(GType type, GtkAccessibleRole role);

// MARK: The paragraph type

// A wrapping paragraph of text (CSS node `label`, accessible role label, named by its text) that
// shapes its text once per width it is shown at. A wrapping GtkLabel shapes a new text about five
// times (its minimum and natural width, its height for the width, its allocation, in copies of
// its layout) and again at each new width: resizing the window with a long text's detail page
// open took GTK 56-58 ms to lay out, 5-6 ms with these. It asks for no width of its own and
// expands to the width its parent has (hexpand), and word-wraps (PANGO_WRAP_WORD); it follows
// the CSS font through its Pango context. Measured at a new width while more than 256 px outside
// its scrolled window's view, it estimates its height from its last wrap and wraps when it comes
// into view: GtkListView keeps and measures up to 200 rows, and a window resize with a long text's
// page open re-wrapped 200 paragraphs in one frame (50-85 ms of GTK layout in the hostile soak).
// GType registration needs class structs Swift cannot define.
GtkWidget *CGtkShim_paragraph_new(void);
const char *CGtkShim_paragraph_get_text(GtkWidget *paragraph);
void CGtkShim_paragraph_set_text(GtkWidget *paragraph, const char *text);
// Exact wraps (a paragraph shaped at a new width, text or font) since the last call, all
// paragraphs together: the debug stream's `paint` events report them.
guint CGtkShim_paragraph_take_wraps(void);

// MARK: Flags

// Debian testing's GLib (2.90; Debian 13's 2.84 is fine) declares GApplicationFlags and
// GBindingFlags G_GNUC_FLAG_ENUM, and Swift then no longer imports their members as the constants
// older GLibs give it (G_APPLICATION_NON_UNIQUE is "not in scope"). These calls spell the flags
// in C, the same on every GLib.

// gtk_application_new(id, G_APPLICATION_NON_UNIQUE): an application that never looks for a
// running instance of itself (tests start many at once).
GtkApplication *CGtkShim_application_new_non_unique(const char *id);

// gtk_application_new(id, G_APPLICATION_HANDLES_OPEN): one instance per session bus, which opens
// files (`open`); a second start registers, finds it remote and hands its files to it over D-Bus.
GtkApplication *CGtkShim_application_new_handling_open(const char *id);

// g_object_bind_property(…, G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE).
GBinding *CGtkShim_bind_property_both_ways(gpointer source, const char *source_property,
                                           gpointer target, const char *target_property);

// MARK: Desktop settings

// Whether the desktop asks for reduced motion through GtkSettings:gtk-interface-reduced-motion
// (GTK 4.22: the settings portal's and XSETTINGS' "reduce motion"). The property is looked up by
// name when asked, not compiled in: an app built against an older GTK follows it as soon as it
// runs on one that has it; FALSE where GTK has no such property. (g_object_get is variadic.)
gboolean CGtkShim_settings_reduce_motion(GtkSettings *settings);

// The desktop's colour scheme for the whole app: no preference (the theme decides), dark or
// light. GTK 4.20 replaced gtk-application-prefer-dark-theme (setting it warns "Use
// GtkSettings:gtk-interface-color-scheme instead") with gtk-interface-color-scheme; these set and
// read the one the running GTK has, looked up by name as above (before 4.20, light is no
// preference: not dark).
typedef enum { CGtkShimColorSchemeDefault, CGtkShimColorSchemeDark, CGtkShimColorSchemeLight } CGtkShimColorScheme;
void CGtkShim_settings_set_color_scheme(GtkSettings *settings, CGtkShimColorScheme scheme);
gboolean CGtkShim_settings_get_prefer_dark(GtkSettings *settings);

// MARK: Screen readers

// gtk_accessible_announce (GTK 4.14): tells screen readers `message` now, politely (after what
// they are saying) or, `assertive`, at once. Found at run time (dlsym), so an app built against
// GTK 4.8 announces when it runs on a GTK that can; returns FALSE where GTK cannot (there the
// app's visible text, read when focused, is all a screen reader has).
gboolean CGtkShim_accessible_announce(gpointer accessible, const char *message, gboolean assertive);

// MARK: Opening files

// Called once with the chosen file's path, or NULL when the chooser was cancelled or failed.
typedef void (*CGtkShimFileChosen)(const char *path, gpointer data);

// Shows the system's file chooser to open one file, modal over `parent`: GtkFileDialog (GTK 4.10)
// where the running GTK has it, found at run time (dlsym: the app is built against GTK 4.8's
// headers and runs on 4.18 and 4.24 too), GtkFileChooserNative otherwise. Either uses the portal's
// chooser where xdg-desktop-portal runs (inside Flatpak, a GNOME or KDE session) and GTK's own
// elsewhere. Its filters are `filter_names[0]` (CSV, TSV and SQLite together: the default),
// [1] CSV, [2] TSV, [3] SQLite and [4] all files, by MIME type and by name. It starts in `folder`
// (the window's document's; NULL: GTK's default, Recent). `chosen(path, data)`
// is called once, then `destroy(data)`. The GObject calls are C here because the async
// GtkFileDialog API is not in the headers we build against, and GCallback casts do not cross to Swift.
void CGtkShim_choose_file_to_open(GtkWindow *parent, const char *title, const char *folder, const char *const *filter_names,
                                  CGtkShimFileChosen chosen, gpointer data, GDestroyNotify destroy);

// Which chooser CGtkShim_choose_file_to_open uses on the running GTK: TRUE for GtkFileDialog.
gboolean CGtkShim_has_file_dialog(void);

// MARK: File monitors

// g_file_monitor_file(path, G_FILE_MONITOR_NONE): GFileMonitorFlags, a flags type, is not imported
// as a constant on every GLib (see the application flags above). NULL when the file cannot be
// watched; unref it to stop.
GFileMonitor *CGtkShim_file_monitor_new(const char *path);

// MARK: Drag and drop

// A GtkDropTarget taking a list of files (GdkFileList, GTK 4.6) with the COPY action: the Files
// app's drags and any that offer text/uri-list. GDK_TYPE_FILE_LIST is a macro, and GdkDragAction,
// a flags type, is not imported as a constant on every GLib (see the application flags above).
GtkEventController *CGtkShim_file_drop_target_new(void);

// The local paths of the files in a dropped GdkFileList `value` (files without a path, such as a
// web page, left out), NULL-terminated; free with g_strfreev.
char **CGtkShim_file_list_paths(const GValue *value);

// MARK: Casts and properties

// G_OBJECT() is a macro; this cast keeps the Swift side typed.
GObject *CGtkShim_object(gpointer p);

// g_object_set and g_object_get are variadic.
void CGtkShim_set_boolean(gpointer object, const char *property, gboolean value);
void CGtkShim_set_string(gpointer object, const char *property, const char *value);
gboolean CGtkShim_get_boolean(gpointer object, const char *property);
gint CGtkShim_get_int(gpointer object, const char *property);

// MARK: Memory

// malloc.h is not part of Swift's Glibc module: hands freed heap memory back to the system
// (after a large file's parsed records are dropped).
void CGtkShim_release_free_memory(void);

// Serves every block of `bytes` or more with its own mapping, unmapped when freed (a fixed
// M_MMAP_THRESHOLD). By default glibc raises the threshold (up to 32 MiB) each time such a block
// is freed, then serves blocks that large from its heap, which megabyte texts fragment so that
// neither free nor malloc_trim gives the memory back.
void CGtkShim_return_large_blocks(size_t bytes);

// MARK: Render watch

// Calls `rendered(data)` each time `surface` renders (GdkSurface::render: the frames in which
// something was drawn, not those that only flushed events). GTK's own render handler returns
// TRUE, which ends the emission before any handler connected later, so this is an emission
// hook (run before handlers, for every surface: it filters on `surface`); a C struct carries
// the surface beside the data. Remove it with CGtkShim_unwatch_renders, which calls `destroy(data)`.
gulong CGtkShim_watch_renders(GdkSurface *surface, void (*rendered)(gpointer), gpointer data,
                              GDestroyNotify destroy);
void CGtkShim_unwatch_renders(gulong id);
