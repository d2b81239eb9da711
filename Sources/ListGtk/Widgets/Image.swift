import CGtk

/// A `GtkImage` showing a themed icon.
///
///     let chevron = Image(decorative: "pan-down-symbolic")
///     chevron.setIconName("pan-up-symbolic")
///
/// - Complexity: O(1) per call.
@MainActor
package struct Image: WidgetWrapper {
    package let widget: Widget

    package init(iconName: String) { widget = gtk_image_new_from_icon_name(iconName)! }

    /// An image screen readers skip (a check mark, a chevron).
    package init(decorative iconName: String) {
        widget = makeDecorativeImage()
        setIconName(iconName)
    }

    package func setIconName(_ name: String) { gtk_image_set_from_icon_name(widget.opaque, name) }
}
