import CGtk

/// A `GtkCheckButton`: a check box, or a radio button once grouped with another.
///
///     let motion = CheckButton(mnemonic: tr("_Reduce motion"))
///     motion.isActive = preferences.reduceMotion
///
/// - Complexity: O(1) per call.
@MainActor
package struct CheckButton: WidgetWrapper {
    package let widget: Widget

    /// A check button whose label has a mnemonic (`_Slow`: Alt+S).
    package init(mnemonic label: String) { widget = gtk_check_button_new_with_mnemonic(label)! }

    package var isActive: Bool {
        get { gtk_check_button_get_active(widget.cast(GtkCheckButton.self)) != 0 }
        nonmutating set { gtk_check_button_set_active(widget.cast(GtkCheckButton.self), newValue ? 1 : 0) }
    }

    /// Makes this a radio button in `other`'s group.
    package func join(_ other: CheckButton) {
        gtk_check_button_set_group(widget.cast(GtkCheckButton.self), other.widget.cast(GtkCheckButton.self))
    }
}
