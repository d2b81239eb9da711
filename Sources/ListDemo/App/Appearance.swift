import CGtk
import ListGtk

/// Light/dark and reduced motion from the desktop's settings, followed while the app runs. Plain
/// GTK 4.8 does not follow the GNOME colour-scheme preference by itself (libadwaita would), so it
/// is read here, and read again whenever it changes.
@MainActor
enum Appearance {
    /// Applies the GNOME colour scheme now and whenever it changes; `onChange` runs after.
    /// The GSettings object is kept for the app's lifetime (it delivers the change signals).
    static func followSystemColorScheme(_ signals: Signals, onChange: @escaping @MainActor () -> Void = {}) {
        guard let source = g_settings_schema_source_get_default(),
              let schema = g_settings_schema_source_lookup(source, "org.gnome.desktop.interface", 1)
        else { return }
        defer { g_settings_schema_unref(schema) }
        guard g_settings_schema_has_key(schema, "color-scheme") != 0,
              let interface = g_settings_new("org.gnome.desktop.interface") else { return }
        apply(interface)
        nonisolated(unsafe) let kept = interface   // lives as long as the app; main thread only
        signals.onSequence(UnsafeMutableRawPointer(interface), "changed::color-scheme") {
            apply(kept)
            onChange()
        }
    }

    private static func apply(_ interface: UnsafeMutablePointer<GSettings>) {
        guard let settings = Settings.gtk else { return }
        let scheme = g_settings_get_string(interface, "color-scheme")
        defer { g_free(scheme) }
        let dark = scheme.map { String(cString: $0) == "prefer-dark" } ?? false
        ObjectProperty.setBoolean(settings, "gtk-application-prefer-dark-theme", dark)
    }

    /// True when GTK draws the dark variant of the theme.
    static var prefersDark: Bool {
        guard let settings = Settings.gtk else { return false }
        return ObjectProperty.boolean(settings, "gtk-application-prefer-dark-theme")
    }

    /// GTK's "Animations" setting; off means reduced motion (transitions jump to their end).
    static var animationsEnabled: Bool {
        guard let settings = Settings.gtk else { return true }
        return ObjectProperty.boolean(settings, "gtk-enable-animations")
    }

    /// Runs `onChange` whenever GTK's "Animations" setting changes (XSETTINGS, settings.ini).
    static func followAnimations(_ signals: Signals, onChange: @escaping @MainActor () -> Void) {
        guard let settings = Settings.gtk else { return }
        signals.onNotify(settings, "gtk-enable-animations", onChange)
    }
}
