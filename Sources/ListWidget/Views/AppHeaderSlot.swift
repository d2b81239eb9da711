import CGtk
import ListGtk

/// Where an app's own header widget sits above the rows (`ListWidget.header`): a container the
/// list canvas allocates every frame at the frame's header y and (animated) header height,
/// clipping. The app's widget inside always gets its natural height for the list's width, so its
/// content is never squeezed while the header catches up: a growing header is uncovered as the
/// rows slide down. When that natural height changes (a revealer opening, a label wrapping at a
/// new width, a new child), `onHeight` is told once, after the allocation that found it (widgets
/// must not change while GTK allocates); the core then animates the header there
/// (`HeaderResize.fit`) and the rows follow it.
///
///     slot.onHeight = { height, animated in scene.fitHeader(height: height, at: now, animated: animated) }
///     slot.setChild(box)                                     // told its height after the next layout
///     slot.place(y: frame.header.y, width: width, height: frame.header.height)   // from the canvas's layout
///
/// - Complexity: O(1) per placement plus one measure of the app's widget (GTK caches it).
@MainActor
final class AppHeaderSlot {
    let widget: Widget
    /// The app's widget, `nil` when none is set.
    private(set) var child: Widget?
    /// Called with the child's new natural height, and whether to animate to it (not for the
    /// first height of a list not laid out yet: the rows start under the header).
    var onHeight: (_ height: Double, _ animated: Bool) -> Void = { _, _ in }
    /// The height last told (or being told); `nil` until one is.
    private var told: Double?
    /// True while an idle call to `onHeight` is queued.
    private var telling = false
    /// Whether the canvas was laid out before: a header set on a list already shown animates in.
    private var laidOut = false

    init() {
        widget = makeContainer("header", role: GTK_ACCESSIBLE_ROLE_GROUP)
        widget.addClass("app-header")
        widget.isVisible = false
        widget.placeChildren { [weak self] width, _ in self?.placeChild(width: width) }
    }

    /// Shows `new` (or nothing) above the rows; the old widget is unparented.
    func setChild(_ new: Widget?) {
        guard new != child else { return }
        if let child { gtk_widget_unparent(child) }
        child = new
        new?.setParent(widget)
        widget.isVisible = new != nil
        if new == nil { tell(0) }
    }

    /// Places the slot at `y` with the header's current `height` (from the canvas's layout), and
    /// measures the child for `width`: a new natural height is told after this allocation.
    func place(y: Double, width: Double, height: Double) {
        defer { laidOut = width > 0 }
        guard let child, width > 0 else { return }
        let natural = child.naturalHeight(forWidth: width)
        if natural != told { tell(natural) }
        _ = widget.naturalHeight(forWidth: width)
        widget.allocate(x: 0, y: y, width: width, height: max(0, height))
    }

    private func placeChild(width: Double) {
        guard let child else { return }
        child.allocate(x: 0, y: 0, width: width, height: child.naturalHeight(forWidth: width))
    }

    private func tell(_ height: Double) {
        let animated = laidOut
        told = height
        guard !telling else { return }
        telling = true
        MainLoop.idle { [weak self] in
            guard let self else { return }
            telling = false
            if let told { onHeight(told, animated) }
        }
    }
}
