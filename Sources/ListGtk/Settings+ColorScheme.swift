import CGtk
import CGtkShim

/// The desktop's colour scheme for the whole app, through whichever setting the running GTK has:
/// `gtk-interface-color-scheme` from GTK 4.20 on (the older one then warns when set),
/// `gtk-application-prefer-dark-theme` before.
///
///     Settings.setColorScheme(named: "prefer-dark")   // GNOME's org.gnome.desktop.interface value
///
/// - Complexity: O(1).
extension Settings {
    /// Applies one of GNOME's `color-scheme` values: `prefer-dark`, `prefer-light` or `default`
    /// (no preference: the theme decides).
    @MainActor
    package static func setColorScheme(named name: String) {
        guard let settings = gtk else { return }
        let scheme = switch name {
        case "prefer-dark": CGtkShimColorSchemeDark
        case "prefer-light": CGtkShimColorSchemeLight
        default: CGtkShimColorSchemeDefault
        }
        CGtkShim_settings_set_color_scheme(OpaquePointer(settings), scheme)
    }

    /// True when the app is set to the dark scheme.
    @MainActor
    package static var prefersDark: Bool {
        gtk.map { CGtkShim_settings_get_prefer_dark(OpaquePointer($0)) != 0 } ?? false
    }
}
