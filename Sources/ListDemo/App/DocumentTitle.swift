import Foundation
import ListWidget

/// What a window's titles say about what it shows: the rows' name for the summary ("302
/// Cities"), the header bar's title and subtitle and the window's title, and the file, if any.
/// A file opened as a document is titled by its name, with its folder as the subtitle (`~` for
/// the home folder), as GNOME's document apps title theirs.
///
///     DocumentTitle.file("/home/ann/harbours.tsv")   // "harbours.tsv", subtitle "~"
///     DocumentTitle.file("/home/ann/mail.sqlite", table: "messages")   // subtitle "messages · ~"
///     DocumentTitle.builtIn("Cities", path: nil)      // "Cities", window "List Interactions"
///
/// - Complexity: O(path).
struct DocumentTitle {
    /// What the rows are, in the summary ("302 harbours").
    let rowsName: String
    /// The header bar's title.
    let title: String
    /// The header bar's subtitle (a document's folder), if any.
    let subtitle: String?
    /// The window's title (what the window list and the X window's name say).
    let windowTitle: String
    /// The file shown, if any.
    let path: String?
    /// The database table shown, if the file is a database with several.
    var table: String? = nil

    /// The launch's own rows (`--data`, `--rows`, the bundled cities): the window is the app's.
    static func builtIn(_ name: String, path: String?) -> DocumentTitle {
        DocumentTitle(rowsName: name, title: name, subtitle: nil, windowTitle: tr("List Interactions"), path: path)
    }

    /// A file opened as a document: its name, its folder (and the table shown, for a database:
    /// it names the rows too).
    static func file(_ path: String, table: String? = nil) -> DocumentTitle {
        let url = URL(fileURLWithPath: path)
        var folder = url.deletingLastPathComponent().path
        let home = FileManager.default.homeDirectoryForCurrentUser.path
        if !home.isEmpty, home != "/", folder == home || folder.hasPrefix(home + "/") {
            folder = "~" + folder.dropFirst(home.count)
        }
        return DocumentTitle(rowsName: table ?? url.deletingPathExtension().lastPathComponent, title: url.lastPathComponent,
                             subtitle: table.map { "\($0) · \(folder)" } ?? folder, windowTitle: url.lastPathComponent, path: path,
                             table: table)
    }
}
