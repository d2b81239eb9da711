import CGtk
import Foundation
import ListData

/// The translation of a user-visible string (gettext, domain `AppInfo.id`). Every string the
/// user sees goes through here; `make pot` collects them with `xgettext --keyword=tr`.
///
///     tr("Sort by Column")   // "Nach Spalte sortieren" under LANG=de_DE.UTF-8
///
/// - Complexity: O(length of the string) (a hash lookup in the catalogue).
func tr(_ message: String) -> String {
    // Untranslated, dgettext returns its argument: a temporary that must not outlive the call.
    message.withCString { original in
        guard let translated = dgettext(AppInfo.id, original), translated != original else { return message }
        return String(cString: translated)
    }
}

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
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        var dir = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        var candidates = [dir.deletingLastPathComponent().appendingPathComponent("share/locale").path]
        for _ in 0..<3 {
            candidates.append(dir.appendingPathComponent("locale").path)
            dir = dir.deletingLastPathComponent()
        }
        let catalogue = "/de/LC_MESSAGES/\(AppInfo.id).mo"
        return candidates.first { FileManager.default.fileExists(atPath: $0 + catalogue) } ?? "/usr/share/locale"
    }
}
