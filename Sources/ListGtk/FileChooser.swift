import CGtk
import CGtkShim

/// The system's file chooser for opening one file (`CGtkShim_choose_file_to_open`):
/// GtkFileDialog where the running GTK has it (4.10), GtkFileChooserNative on 4.8, the portal's
/// chooser wherever xdg-desktop-portal runs. Modal over its parent; `chosen` gets the path, or
/// nil when the person cancelled.
///
///     FileChooser.open(over: window, title: tr("Open File"), folder: nil, filters: FileChooser.Filters(...)) { path in
///         if let path { open(path) }
///     }
///
/// - Complexity: O(1); the answer comes later, on the main loop.
@MainActor
package enum FileChooser {
    /// The names of the chooser's filters, translated by the caller.
    package struct Filters {
        package var tables, csv, tsv, sqlite, all: String
        package init(tables: String, csv: String, tsv: String, sqlite: String, all: String) {
            (self.tables, self.csv, self.tsv, self.sqlite, self.all) = (tables, csv, tsv, sqlite, all)
        }
    }

    /// Whether the running GTK's `GtkFileDialog` is used (else `GtkFileChooserNative`).
    package static var usesFileDialog: Bool { CGtkShim_has_file_dialog() != 0 }

    private final class Box {
        let chosen: @MainActor (String?) -> Void
        init(_ chosen: @escaping @MainActor (String?) -> Void) { self.chosen = chosen }
    }

    /// `folder`: where the chooser starts (nil: GTK's default).
    package static func open(over parent: Widget, title: String, folder: String?, filters: Filters,
                             chosen: @escaping @MainActor (String?) -> Void) {
        let data = Unmanaged.passRetained(Box(chosen)).toOpaque()
        let names: [UnsafeMutablePointer<CChar>?] = [filters.tables, filters.csv, filters.tsv, filters.sqlite, filters.all]
            .map { text in text.withCString { strdup($0) } }
        defer { names.forEach { free($0) } }
        let callback: CGtkShimFileChosen = { path, data in
            let box = Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue()
            let chosen = path.map { String(cString: $0) }
            MainActor.assumeIsolated { box.chosen(chosen) }
        }
        let release: GDestroyNotify = { data in Unmanaged<Box>.fromOpaque(data!).release() }
        let constNames: [UnsafePointer<CChar>?] = names.map { $0.map { UnsafePointer($0) } }
        constNames.withUnsafeBufferPointer { pointers in
            CGtkShim_choose_file_to_open(parent.cast(GtkWindow.self), title, folder, pointers.baseAddress, callback, data, release)
        }
    }
}
