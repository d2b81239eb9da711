import ListGtk

/// Light/dark from the desktop's settings, followed while the app runs. Plain
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
        Settings.setColorScheme(named: interface.string("color-scheme"))
    }

    /// True when GTK draws the dark variant of the theme.
    static var prefersDark: Bool { Settings.prefersDark }
}
