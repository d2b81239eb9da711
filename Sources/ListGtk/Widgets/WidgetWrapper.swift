import CGtk

/// A typed GTK widget: a struct holding the `GtkWidget *` (GTK owns the object; the widget tree
/// keeps it alive) with the API of its class in Swift. Every wrapper also speaks the common
/// widget API through this protocol, so views say `button.tooltip = …`, never `gtk_`.
///
///     let title = Label("Cities", classes: ["title"])
///     title.text = "Towns"
///     box.append(title)
///
/// - Complexity: O(1) per call (each is one GTK call).
@MainActor
package protocol WidgetWrapper: SignalSource {
    /// The GTK widget, for what takes any widget (a parent, `placeChildren`, accessibility).
    var widget: Widget { get }
}

extension WidgetWrapper {
    package func addClass(_ name: String) { widget.addClass(name) }
    package func setClass(_ name: String, _ on: Bool) { widget.setClass(name, on) }
    package var isVisible: Bool {
        get { widget.isVisible }
        nonmutating set { widget.isVisible = newValue }
    }
    package var isSensitive: Bool {
        get { widget.isSensitive }
        nonmutating set { widget.isSensitive = newValue }
    }
    package var opacity: Double {
        get { widget.opacity }
        nonmutating set { widget.opacity = newValue }
    }
    package func setTooltip(_ text: String?) { widget.setTooltip(text) }
    package func setAccessibleLabel(_ label: String) { widget.setAccessibleLabel(label) }
    package func setMargins(top: Int32? = nil, bottom: Int32? = nil, start: Int32? = nil, end: Int32? = nil) {
        widget.setMargins(top: top, bottom: bottom, start: start, end: end)
    }
    package func align(horizontal: GtkAlign? = nil, vertical: GtkAlign? = nil) {
        widget.align(horizontal: horizontal, vertical: vertical)
    }
    package func expand(horizontally: Bool? = true, vertically: Bool? = true) {
        widget.expand(horizontally: horizontally, vertically: vertically)
    }
    package func grabFocus() { widget.grabFocus() }
    package func naturalHeight(forWidth width: Double) -> Double { widget.naturalHeight(forWidth: width) }
    package var minimumWidth: Double { widget.minimumWidth }
    package func allocate(x: Double, y: Double, width: Double, height: Double) {
        widget.allocate(x: x, y: y, width: width, height: height)
    }
    package var raw: UnsafeMutableRawPointer { widget.raw }
    package var instance: UnsafeMutableRawPointer { widget.raw }
}
