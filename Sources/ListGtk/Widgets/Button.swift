import CGtk

/// A `GtkButton`: a label, an icon or a child, and an action or a `clicked` handler.
///
///     let delete = Button(label: tr("Delete"))
///     signals.on(delete.raw, "clicked") { deleteSelected() }
///
/// - Complexity: O(1) per call.
@MainActor
package struct Button: WidgetWrapper {
    package let widget: Widget

    package init(label: String) { widget = gtk_button_new_with_label(label)! }
    package init(iconName: String) { widget = gtk_button_new_from_icon_name(iconName)! }
    /// A button showing `child`.
    package init(child: Widget) {
        widget = gtk_button_new()!
        gtk_button_set_child(widget.cast(GtkButton.self), child)
    }
    package init(wrapping widget: Widget) { self.widget = widget }

    package func setLabel(_ label: String) { gtk_button_set_label(widget.cast(GtkButton.self), label) }
    package func setIconName(_ name: String) { gtk_button_set_icon_name(widget.cast(GtkButton.self), name) }

    /// The detailed action the button activates ("win.back"); a stateful boolean action also
    /// sets a toggle button's state.
    package func setAction(_ name: String) { gtk_actionable_set_action_name(widget.opaque, name) }
}
