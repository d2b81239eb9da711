import CGtk

/// The desktop's recently used files (`GtkRecentManager`, `recently-used.xbel` in the user's data
/// folder): what the app opens goes in, so the Files app's Recent shows it too, and the app's
/// own recent files come out, newest first.
///
///     RecentFiles.add("/home/ann/harbours.tsv")
///     RecentFiles.latest(5)      // [(name: "harbours.tsv", path: "/home/ann/harbours.tsv"), …]
///     RecentFiles.onChange(signals) { rebuildMenu() }
///
/// - Complexity: `add` is O(1) here (GTK writes the file later, on the main loop); `latest` is
///   O(items in the list).
@MainActor
package enum RecentFiles {
    private static var manager: UnsafeMutablePointer<GtkRecentManager> { gtk_recent_manager_get_default()! }

    /// Adds the file at `path` (its type guessed by GIO), as registered by this application.
    package static func add(_ path: String) {
        let file = g_file_new_for_path(path)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let uri = g_file_get_uri(file) else { return }
        defer { g_free(uri) }
        gtk_recent_manager_add_item(manager, uri)
    }

    /// The `count` newest local files this application registered (`g_get_application_name`'s
    /// entries), newest first.
    package static func latest(_ count: Int) -> [(name: String, path: String)] {
        let application = g_get_application_name().map { String(cString: $0) } ?? ""
        var found: [(name: String, path: String, modified: Int64)] = []
        var node = gtk_recent_manager_get_items(manager)
        let list = node
        defer { g_list_free_full(list) { gtk_recent_info_unref(OpaquePointer($0)) } }
        while let current = node {
            node = current.pointee.next
            let info = OpaquePointer(current.pointee.data)
            guard gtk_recent_info_has_application(info, application) != 0, gtk_recent_info_is_local(info) != 0,
                  let uri = gtk_recent_info_get_uri(info) else { continue }
            let file = g_file_new_for_uri(uri)
            defer { g_object_unref(UnsafeMutableRawPointer(file)) }
            guard let path = g_file_get_path(file) else { continue }
            defer { g_free(path) }
            let modified = gtk_recent_info_get_modified(info).map { g_date_time_to_unix($0) } ?? 0
            let name = gtk_recent_info_get_display_name(info).map { String(cString: $0) } ?? ""
            found.append((name, String(cString: path), Int64(modified)))
        }
        return found.sorted { $0.modified > $1.modified }.prefix(count).map { ($0.name, $0.path) }
    }

    /// Calls `body` whenever the list changed (this app or another added or removed a file).
    package static func onChange(_ signals: Signals, _ body: @escaping @MainActor () -> Void) {
        signals.on(UnsafeMutableRawPointer(manager), "changed", body)
    }
}
