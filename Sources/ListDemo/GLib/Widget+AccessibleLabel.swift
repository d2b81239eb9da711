import CGtk

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// Names the widget for screen readers (an icon-only button has no text of its own). Uses
    /// the array form of `gtk_accessible_update_property`, which is variadic.
    ///
    ///     button.setAccessibleLabel(tr("Main Menu"))
    ///
    /// - Complexity: O(1).
    func setAccessibleLabel(_ label: String) {
        var value = GValue()
        g_value_init(&value, GType(16 << 2))   // G_TYPE_STRING (a macro)
        g_value_set_string(&value, label)
        var property = GTK_ACCESSIBLE_PROPERTY_LABEL
        gtk_accessible_update_property_value(OpaquePointer(self), 1, &property, &value)
        g_value_unset(&value)
    }
}
