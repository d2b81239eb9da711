import ListCore
import CGtk
import ListGtk
import Foundation
import ListData

/// Binds the gettext domain to the compiled catalogues and takes the user's locale.
enum Localization {
    /// Call once, first thing: `setlocale`, then `bindtextdomain` to the first folder that has
    /// catalogues for the domain — next to the executable (`../share/locale` when installed,
    /// `.build/locale` in a build tree), else the system's.
    static func setUp() {
        setlocale(LC_ALL, "")
        bindtextdomain(AppInfo.id, localeDirectory())
        bind_textdomain_codeset(AppInfo.id, "UTF-8")
    }

    static func localeDirectory() -> String {
        let candidates = Resources.besideExecutable(installed: "share/locale", inTree: "locale", levels: 3)
        let catalogue = "/de/LC_MESSAGES/\(AppInfo.id).mo"
        return candidates.first { FileManager.default.fileExists(atPath: $0 + catalogue) } ?? "/usr/share/locale"
    }
}
