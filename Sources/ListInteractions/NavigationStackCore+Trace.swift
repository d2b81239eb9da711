import CGtk
import ListCore
import ListGtk
import ListWidget

/// The navigation stack's line in the `LI_DEBUG=frames` trace (stderr, JSON Lines, beside the
/// list view's `frame` lines): each time a page has finished appearing,
///
///     {"event":"page","page":"detail","slider":{"x":165,"y":446,"width":195,"height":34}}
///
/// with the slider's rect relative to the window's surface (what `xdotool` aims at) on the detail
/// page, as the demo's `--debug` `page` event. A test finds the slider with it.
///
/// - Complexity: O(1) per page change.
extension NavigationStackCore {
    /// Writes the `page` line for `page` (the slider's rect on the detail page) when the trace is on.
    func tracePage(_ page: NavigationModel.Page, slider: UnsafeMutablePointer<GtkWidget>) {
        guard FrameTrace.isOn else { return }
        var fields: [(String, JSONValue)] = [("event", "page"), ("page", .string(page.name))]
        if page != .list, let origin = slider.originInSurface {
            fields.append(("slider", .object([
                ("x", .number(origin.x)), ("y", .number(origin.y)),
                ("width", .number(slider.width)), ("height", .number(slider.height)),
            ])))
        }
        FrameTrace.write(.object(fields))
    }
}
