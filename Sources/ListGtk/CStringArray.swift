import Glibc
/// Calls `body` with a NULL-terminated array of C strings copied from `strings` (the form of
/// `gtk_string_list_new`, `gtk_application_set_accels_for_action`, `gtk_about_dialog_set_authors`),
/// freed when `body` returns.
///
///     withCStringArray(["<Control>q"]) { gtk_application_set_accels_for_action(app, "app.quit", $0) }
///
/// - Complexity: O(total length of `strings`).
package func withCStringArray<R>(_ strings: [String],
                                 _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) throws -> R) rethrows -> R {
    let copies = strings.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    var array = copies.map { UnsafePointer($0) } + [nil]
    return try array.withUnsafeMutableBufferPointer { try body($0.baseAddress!) }
}
