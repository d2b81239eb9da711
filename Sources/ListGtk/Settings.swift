import CGtk

/// GTK's own settings (`GtkSettings` of the default display: fonts, animations, dark theme),
/// read and written by property name and followed with `Signals.onNotify`.
///
///     Settings.gtk.map { Settings.boolean($0, "gtk-enable-animations") }
///
/// - Complexity: O(1) per call.
package enum Settings {
    /// The default display's settings (nil before GTK is initialised or without a display).
    @MainActor
    package static var gtk: UnsafeMutableRawPointer? { gtk_settings_get_default().map { UnsafeMutableRawPointer($0) } }
}
