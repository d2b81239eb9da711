import CGtk

/// A `GtkToggleButton`: a button that stays pressed.
///
///     let live = ToggleButton(label: tr("Live"))
///     live.setAction("win.live")
///
/// - Complexity: O(1) per call.
@MainActor
package struct ToggleButton: WidgetWrapper {
    package let widget: Widget

    package init(label: String) { widget = gtk_toggle_button_new_with_label(label)! }
    package init(wrapping widget: Widget) { self.widget = widget }
    package init(iconName: String) {
        widget = gtk_toggle_button_new()!
        gtk_button_set_icon_name(widget.cast(GtkButton.self), iconName)
    }

    package var isActive: Bool {
        get { gtk_toggle_button_get_active(widget.cast(GtkToggleButton.self)) != 0 }
        nonmutating set { gtk_toggle_button_set_active(widget.cast(GtkToggleButton.self), newValue ? 1 : 0) }
    }

    package func setLabel(_ label: String) { gtk_button_set_label(widget.cast(GtkButton.self), label) }
    package func setAction(_ name: String) { gtk_actionable_set_action_name(widget.opaque, name) }
}
