import ListGtk

/// Light/dark and reduced motion from the desktop's settings, followed while the app runs. Plain
/// GTK 4.8 does not follow the GNOME colour-scheme preference by itself (libadwaita would), so it
/// is read here, and read again whenever it changes.
@MainActor
enum Appearance {
    /// Applies the GNOME colour scheme now and whenever it changes; `onChange` runs after.
    /// The GSettings object is kept for the app's lifetime (it delivers the change signals).
    static func followSystemColorScheme(_ signals: Signals, onChange: @escaping @MainActor () -> Void = {}) {
        guard let interface = KeySettings(schema: "org.gnome.desktop.interface", requiredKey: "color-scheme") else { return }
        apply(interface)
        // Lives as long as the app: the signal's closure holds it.
        signals.onSequence(interface, "changed::color-scheme") {
            apply(interface)
            onChange()
        }
    }

    private static func apply(_ interface: KeySettings) {
        guard let settings = Settings.gtk else { return }
        let dark = interface.string("color-scheme") == "prefer-dark"
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
