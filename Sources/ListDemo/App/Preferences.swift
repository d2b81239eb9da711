import CGtk
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

    private let settings: UnsafeMutablePointer<GSettings>?
    private var memory: (speed: String, custom: Double, reduceMotion: Bool) = ("moderate", 30, false)
    /// Called after any change (the window applies it to the core).
    var onChange: (() -> Void)?

    init() {
        settings = Self.makeSettings()
    }

    var speed: String {
        get { settings.map { Self.string(g_settings_get_string($0, "auto-scroll-speed")) } ?? memory.speed }
        set {
            guard Self.speeds.contains(newValue) else { return }
            if let settings { g_settings_set_string(settings, "auto-scroll-speed", newValue) } else { memory.speed = newValue }
            onChange?()
        }
    }

    var customSpeed: Double {
        get { settings.map { g_settings_get_double($0, "custom-auto-scroll-speed") } ?? memory.custom }
        set {
            let value = min(max(newValue, 1), 200)
            if let settings { g_settings_set_double(settings, "custom-auto-scroll-speed", value) } else { memory.custom = value }
            onChange?()
        }
    }

    var reduceMotion: Bool {
        get { settings.map { g_settings_get_boolean($0, "reduce-motion") != 0 } ?? memory.reduceMotion }
        set {
            if let settings { g_settings_set_boolean(settings, "reduce-motion", newValue ? 1 : 0) } else {
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
    func sync() { if settings != nil { g_settings_sync() } }

    private static func string(_ value: UnsafeMutablePointer<gchar>?) -> String {
        defer { g_free(value) }
        return value.map { String(cString: $0) } ?? ""
    }

    private static func makeSettings() -> UnsafeMutablePointer<GSettings>? {
        if let source = g_settings_schema_source_get_default(),
           let schema = g_settings_schema_source_lookup(source, AppInfo.id, 1) {
            g_settings_schema_unref(schema)
            return g_settings_new(AppInfo.id)
        }
        let candidates = Resources.besideExecutable(installed: "share/glib-2.0/schemas", inTree: "schemas", levels: 3)
        for directory in candidates where FileManager.default.fileExists(atPath: directory + "/gschemas.compiled") {
            guard let source = g_settings_schema_source_new_from_directory(
                directory, g_settings_schema_source_get_default(), 0, nil) else { continue }
            defer { g_settings_schema_source_unref(source) }
            guard let schema = g_settings_schema_source_lookup(source, AppInfo.id, 0) else { continue }
            defer { g_settings_schema_unref(schema) }
            return g_settings_new_full(schema, nil, nil)
        }
        return nil
    }
}
