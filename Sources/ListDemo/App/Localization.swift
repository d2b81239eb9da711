import ListCore
import CGtk
import ListGtk
import Foundation
import ListData
import ListWidget

/// Binds the gettext domains (the app's and the list widget's) to the compiled catalogues and
/// takes the user's locale.
enum Localization {
    /// Call once, first thing: `setlocale`, then `bindtextdomain` to the first folder that has
    /// catalogues for the app's domain — next to the executable (`../share/locale` when installed,
    /// `.build/locale` in a build tree), else the system's.
    static func setUp() {
        setlocale(LC_ALL, "")
        let directory = localeDirectory()
        for domain in [AppInfo.id, widgetTranslationDomain] {   // the app's strings and its list's
            bindtextdomain(domain, directory)
            bind_textdomain_codeset(domain, "UTF-8")
        }
    }

    static func localeDirectory() -> String {
        let candidates = Resources.besideExecutable(installed: "share/locale", inTree: "locale", levels: 3)
        let catalogue = "/de/LC_MESSAGES/\(AppInfo.id).mo"
        return candidates.first { FileManager.default.fileExists(atPath: $0 + catalogue) } ?? "/usr/share/locale"
    }
}
