import CGtk

/// Light/dark and reduced motion from the desktop's settings. Plain GTK 4.8 does not follow the
/// GNOME colour-scheme preference by itself (libadwaita would), so it is read here.
@MainActor
enum Appearance {
    static func followSystemColorScheme() {
        guard let settings = gtk_settings_get_default(),
              let source = g_settings_schema_source_get_default(),
              let schema = g_settings_schema_source_lookup(source, "org.gnome.desktop.interface", 1)
        else { return }
        defer { g_settings_schema_unref(schema) }
        guard g_settings_schema_has_key(schema, "color-scheme") != 0,
              let interface = g_settings_new("org.gnome.desktop.interface") else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(interface)) }
        let scheme = g_settings_get_string(interface, "color-scheme")
        defer { g_free(scheme) }
        let dark = scheme.map { String(cString: $0) == "prefer-dark" } ?? false
        listdemo_set_boolean(UnsafeMutableRawPointer(settings), "gtk-application-prefer-dark-theme", dark ? 1 : 0)
    }

    /// GTK's "Animations" setting; off means reduced motion (transitions jump to their end).
    static var animationsEnabled: Bool {
        guard let settings = gtk_settings_get_default() else { return true }
        return listdemo_get_boolean(UnsafeMutableRawPointer(settings), "gtk-enable-animations") != 0
    }
}
