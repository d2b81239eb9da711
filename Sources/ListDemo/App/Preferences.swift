import ListGtk
import Foundation
import ListCore
import ListData

/// The user's preferences, kept in GSettings (schema `AppInfo.id`): the drag-select auto-scroll
/// speed and reduced motion. The schema is looked up in the system's schema dirs, then beside
/// the executable (an install under any prefix: `../share/glib-2.0/schemas`; a build tree:
/// `.build/schemas`, compiled by `make build`). Without any schema the preferences still work
/// for the session, in memory.
///
///     let preferences = Preferences()
///     preferences.speed = "fast"           // kept across restarts
///     preferences.scrollSpeed              // .fast
///
/// - Complexity: O(1) per read or write.
@MainActor
final class Preferences {
    static let speeds = ["slow", "moderate", "fast", "custom"]

    private let settings: KeySettings?
    private var memory: (speed: String, custom: Double, reduceMotion: Bool) = ("moderate", 30, false)
    /// Called after any change (the window applies it to the core).
    var onChange: (() -> Void)?

    init() {
        // Beside the executable: an install under any prefix, or a build tree (`make build`).
        settings = KeySettings(schema: AppInfo.id, alsoIn: Resources.besideExecutable(
            installed: "share/glib-2.0/schemas", inTree: "schemas", levels: 3))
    }

    var speed: String {
        get { settings.map { $0.string("auto-scroll-speed") } ?? memory.speed }
        set {
            guard Self.speeds.contains(newValue) else { return }
            if let settings { settings.setString("auto-scroll-speed", newValue) } else { memory.speed = newValue }
            onChange?()
        }
    }

    var customSpeed: Double {
        get { settings.map { $0.double("custom-auto-scroll-speed") } ?? memory.custom }
        set {
            let value = min(max(newValue, 1), 200)
            if let settings { settings.setDouble("custom-auto-scroll-speed", value) } else { memory.custom = value }
            onChange?()
        }
    }

    var reduceMotion: Bool {
        get { settings.map { $0.bool("reduce-motion") } ?? memory.reduceMotion }
        set {
            if let settings { settings.setBool("reduce-motion", newValue) } else {
                memory.reduceMotion = newValue
            }
            onChange?()
        }
    }

    /// The speed as the core's drag-select option.
    var scrollSpeed: DragSelectBehavior.ScrollSpeed {
        switch speed {
        case "slow": .slow
        case "fast": .fast
        case "custom": .custom(customSpeed)
        default: .moderate
        }
    }

    /// Writes pending changes to disk (called on exit).
    func sync() { if settings != nil { KeySettings.syncAll() } }
}
