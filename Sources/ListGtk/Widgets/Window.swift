import CGtk

/// A `GtkWindow` (or `GtkApplicationWindow`): title, size, content, dialogs over a parent.
///
///     let dialog = Window(title: tr("Preferences"), width: 360, height: -1)
///     dialog.makeDialog(over: parent)
///     dialog.present()
///
/// - Complexity: O(1) per call.
@MainActor
package struct Window: WidgetWrapper {
    package let widget: Widget

    /// A top-level window (`GtkWindow`).
    package init(title: String, width: Int32 = -1, height: Int32 = -1) {
        self.init(wrapping: gtk_window_new()!, title: title, width: width, height: height)
    }

    /// An application's main window (`GtkApplicationWindow`: it has the app's actions and menus).
    package init(application: UnsafeMutablePointer<GtkApplication>, title: String, width: Int32 = -1, height: Int32 = -1) {
        self.init(wrapping: gtk_application_window_new(application)!, title: title, width: width, height: height)
    }

    /// A window made elsewhere (a dialog GTK built).
    package init(wrapping widget: Widget, title: String? = nil, width: Int32 = -1, height: Int32 = -1) {
        self.widget = widget
        if let title { gtk_window_set_title(window, title) }
        if width >= 0 || height >= 0 { gtk_window_set_default_size(window, width, height) }
    }

    private var window: UnsafeMutablePointer<GtkWindow> { widget.cast() }

    /// Makes the window a modal dialog over `parent`, closed with it.
    package func makeDialog(over parent: Widget) {
        gtk_window_set_transient_for(window, parent.cast(GtkWindow.self))
        gtk_window_set_modal(window, 1)
        gtk_window_set_destroy_with_parent(window, 1)
    }

    package func setChild(_ child: Widget) { gtk_window_set_child(window, child) }
    package func setTitlebar(_ titlebar: Widget) { gtk_window_set_titlebar(window, titlebar) }
    package func present() { gtk_window_present(window) }
    package func destroy() { gtk_window_destroy(window) }

    /// Escape closes the window (the `window.close` action).
    package func closesOnEscape() {
        let shortcuts = gtk_shortcut_controller_new()!
        gtk_shortcut_controller_add_shortcut(OpaquePointer(UnsafeMutableRawPointer(shortcuts)), gtk_shortcut_new(
            gtk_shortcut_trigger_parse_string("Escape"), gtk_named_action_new("window.close")))
        gtk_widget_add_controller(widget, shortcuts)
    }

    /// Every toplevel window of the process (`gtk_window_list_toplevels`): dialogs GTK made too.
    package static func toplevels() -> [Widget] {
        let list = gtk_window_list_toplevels()
        defer { g_list_free(list) }
        var windows: [Widget] = []
        var node = list
        while let current = node {
            if let data = current.pointee.data { windows.append(data.assumingMemoryBound(to: GtkWidget.self)) }
            node = current.pointee.next
        }
        return windows
    }

    /// Whether the window has the keyboard focus (the display server gave it the focus).
    package var isActive: Bool { gtk_window_is_active(window) != 0 }

    /// The widget with the keyboard focus, if any.
    package var focus: Widget? { gtk_root_get_focus(widget.opaque) }
}

extension Window {
    /// Loads the `GtkShortcutsWindow` with id `id` from the UI file at `path` (translated in
    /// `domain`) as this application window's help overlay (GTK adds `win.show-help-overlay`).
    /// Returns false when the file has no such object.
    @discardableResult
    package func loadHelpOverlay(path: String, id: String, domain: String) -> Bool {
        guard let builder = gtk_builder_new() else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        gtk_builder_set_translation_domain(builder, domain)
        gtk_builder_add_from_file(builder, path, nil)
        guard let overlay = gtk_builder_get_object(builder, id) else { return false }
        gtk_application_window_set_help_overlay(widget.cast(GtkApplicationWindow.self), OpaquePointer(overlay))
        return true
    }
}
