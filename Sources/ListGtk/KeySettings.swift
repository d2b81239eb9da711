import CGtk
import Glibc

/// One GSettings schema's keys (`GSettings`): typed reads and writes, and `changed::key`
/// signals through `Signals.onSequence`. Kept for the app's lifetime (it delivers the signals).
///
///     let settings = KeySettings(schema: "org.example.App", alsoIn: [".build/schemas"])
///     settings?.setString("auto-scroll-speed", "fast")
///
/// - Complexity: O(1) per read or write.
@MainActor
package final class KeySettings: SignalSource {
    private let settings: UnsafeMutablePointer<GSettings>

    /// The settings of `schema`: looked up in the system's schema directories, then in each of
    /// `directories` holding a compiled `gschemas.compiled`. Nil when no one has it, or when
    /// it lacks `requiredKey` (an older desktop's schema).
    package init?(schema id: String, alsoIn directories: [String] = [], requiredKey: String? = nil) {
        guard let schema = Self.lookUp(id, alsoIn: directories) else { return nil }
        defer { g_settings_schema_unref(schema) }
        if let requiredKey, g_settings_schema_has_key(schema, requiredKey) == 0 { return nil }
        settings = g_settings_new_full(schema, nil, nil)
    }

    private static func lookUp(_ id: String, alsoIn directories: [String]) -> OpaquePointer? {
        if let source = g_settings_schema_source_get_default(), let schema = g_settings_schema_source_lookup(source, id, 1) {
            return schema
        }
        for directory in directories where access(directory + "/gschemas.compiled", F_OK) == 0 {
            guard let source = g_settings_schema_source_new_from_directory(
                directory, g_settings_schema_source_get_default(), 0, nil) else { continue }
            defer { g_settings_schema_source_unref(source) }
            if let schema = g_settings_schema_source_lookup(source, id, 0) { return schema }
        }
        return nil
    }

    package var instance: UnsafeMutableRawPointer { UnsafeMutableRawPointer(settings) }

    package func string(_ key: String) -> String {
        let value = g_settings_get_string(settings, key)
        defer { g_free(value) }
        return value.map { String(cString: $0) } ?? ""
    }

    package func setString(_ key: String, _ value: String) { g_settings_set_string(settings, key, value) }
    package func double(_ key: String) -> Double { g_settings_get_double(settings, key) }
    package func setDouble(_ key: String, _ value: Double) { g_settings_set_double(settings, key, value) }
    package func bool(_ key: String) -> Bool { g_settings_get_boolean(settings, key) != 0 }
    package func setBool(_ key: String, _ value: Bool) { g_settings_set_boolean(settings, key, value ? 1 : 0) }

    /// Writes every pending change of every settings object to disk (on exit).
    package static func syncAll() { g_settings_sync() }
}
