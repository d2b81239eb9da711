import CGtk
import Glibc
import ListCore
import ListGtk

/// The navigation stack's line in the `LI_DEBUG=frames` trace (stderr, JSON Lines, beside the
/// list view's `frame` lines): each time a page has finished appearing,
///
///     {"event":"page","page":"detail","slider":{"x":165,"y":446,"width":195,"height":34}}
///
/// with the slider's rect relative to the window's surface (what `xdotool` aims at) on the detail
/// page, as the demo's `--debug` `page` event. A test finds the slider with it.
///
/// - Complexity: O(1) per page change; one environment read at start.
extension NavigationStackCore {
    /// Whether `LI_DEBUG` (a comma-separated list) asks for frames (read once).
    static let tracesPages: Bool = {
        guard let value = g_getenv("LI_DEBUG") else { return false }
        return String(cString: value).split(separator: ",").contains { $0.filter { $0 != " " } == "frames" }
    }()

    /// Writes the `page` line for `page` (the slider's rect on the detail page).
    func tracePage(_ page: NavigationModel.Page, slider: UnsafeMutablePointer<GtkWidget>) {
        guard Self.tracesPages else { return }
        var line = #"{"event":"page","page":"\#(page.name)""#
        if page != .list, let root = gtk_widget_get_root(slider).map({ UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self) }),
           let rect = slider.rect(in: root) {
            let offset = root.offsetInSurface
            line += #","slider":{"x":\#(rect.x + offset.x),"y":\#(rect.y + offset.y),"width":\#(rect.width),"height":\#(rect.height)}"#
        }
        line += "}\n"
        var bytes = Array(line.utf8)
        _ = write(2, &bytes, bytes.count)   // one write: whole lines beside the frame trace
    }
}
