import CGtk

/// What applies to the whole display: the app's style sheet, icon search paths, the default
/// window icon and the locale's text direction.
///
///     Display.addStyleSheet(path: "/usr/share/app/style.css")
///     Display.isRightToLeft   // true under LANG=he_IL.UTF-8
///
/// - Complexity: O(1) per call (a style sheet is parsed once, O(its length)).
@MainActor
package enum Display {
    /// Loads a CSS file at application priority for every window on the default display.
    package static func addStyleSheet(path: String) {
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_path(provider, path)
        gtk_style_context_add_provider_for_display(
            gdk_display_get_default(), OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }

    /// Loads `css` once for `widget`'s display (the default display before it is in a window),
    /// at `priority`; `key` names the style sheet so a second call for the same display does nothing.
    package static func addStyleSheet(css: String, key: String, priority: UInt32, forDisplayOf widget: Widget) {
        guard let display = gtk_widget_get_display(widget) else { return }
        let object = UnsafeMutablePointer<GObject>(display)
        guard g_object_get_data(object, key) == nil else { return }
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), priority)
        g_object_set_data_full(object, key, UnsafeMutableRawPointer(provider)) { g_object_unref($0) }
    }

    /// Looks for themed icons in `path` too (an app's icon beside its data).
    package static func addIconSearchPath(_ path: String) {
        gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(gdk_display_get_default()), path)
    }

    /// The icon every window shows (the app's id).
    package static func setDefaultWindowIcon(_ name: String) { gtk_window_set_default_icon_name(name) }

    /// True in a right-to-left locale: GTK mirrors its widgets.
    package static var isRightToLeft: Bool { gtk_widget_get_default_direction() == GTK_TEXT_DIR_RTL }
}

extension Display {
    /// Initialises GTK and connects to the display; false when there is none (GTK would exit).
    package static func open() -> Bool { gtk_init_check() != 0 }
}

extension Display {
    /// Waits until the display server has handled every request sent so far (a popover's
    /// pointer grab taken or given back) before the app says so.
    package static func sync() { gdk_display_sync(gdk_display_get_default()) }

    /// The system's data folders (`XDG_DATA_DIRS`, as GLib reads them), in order.
    nonisolated package static var systemDataDirectories: [String] {
        var directories: [String] = []
        var next = g_get_system_data_dirs()
        while let pointer = next?.pointee {
            directories.append(String(cString: pointer))
            next = next?.advanced(by: 1)
        }
        return directories
    }
}
