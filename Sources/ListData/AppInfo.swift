/// The application's identity, in one place: the id GNOME knows it by, its version (also the
/// latest `<release>` in the metainfo, checked by a test) and where it lives.
///
///     AppInfo.id        // "io.github.listinteractions.ListInteractions"
///     AppInfo.version   // "0.1.0"
///
/// - Complexity: O(1).
package enum AppInfo {
    /// The reverse-DNS application id: GtkApplication, desktop file, metainfo, icons, GSettings
    /// schema, gettext domain and the installed data directory `$PREFIX/share/<id>`.
    package static let id = "io.github.listinteractions.ListInteractions"
    /// The version shown by `--version` and the About dialog.
    package static let version = "0.1.0"
    /// The user-visible name.
    package static let name = "List Interactions"
    /// The project's website.
    package static let website = "https://github.com/listinteractions/ListInteractions"
    /// The licence, as an SPDX id (GtkAboutDialog shows its text).
    package static let license = "MIT"
}
