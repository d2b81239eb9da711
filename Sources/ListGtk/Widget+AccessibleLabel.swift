import CGtk
import CGtkShim

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// Names the widget for screen readers (an icon-only button has no text of its own). Uses
    /// the array form of `gtk_accessible_update_property`, which is variadic.
    ///
    ///     button.setAccessibleLabel(tr("Main Menu"))
    ///
    /// - Complexity: O(1).
    package func setAccessibleLabel(_ label: String) { setAccessibleText(GTK_ACCESSIBLE_PROPERTY_LABEL, label) }

    /// Sets (or with `nil` takes away) a text property of the widget's accessible: its label or
    /// description, as an app gave them (`LiRow:accessible-label`).
    ///
    ///     row.setAccessibleText(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Unread")
    ///
    /// - Complexity: O(1).
    package func setAccessibleText(_ property: GtkAccessibleProperty, _ text: String?) {
        guard let text else {
            gtk_accessible_reset_property(opaque, property)
            return
        }
        var property = property
        withValue(CGtkShim_type_string(), { g_value_set_string($0, text) }) {
            gtk_accessible_update_property_value(opaque, 1, &property, $0)
        }
    }

    /// Calls `body` with a GValue of `type` set by `set`, unset afterwards (the accessible
    /// updates take their values as GValues).
    private func withValue(_ type: GType, _ set: (UnsafeMutablePointer<GValue>) -> Void,
                           _ body: (UnsafeMutablePointer<GValue>) -> Void) {
        var value = GValue()
        g_value_init(&value, type)
        set(&value)
        body(&value)
        g_value_unset(&value)
    }
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// Sets an accessible state from an integer, the form GTK 4.8 reads for SELECTED (1/0) and
    /// CHECKED (a `GtkAccessibleTristate`); a boolean GValue gives a CRITICAL and no state.
    ///
    ///     row.setAccessibleState(GTK_ACCESSIBLE_STATE_SELECTED, intValue: 1)
    ///
    /// - Complexity: O(1).
    package func setAccessibleState(_ state: GtkAccessibleState, intValue: Int32) {
        var state = state
        withValue(CGtkShim_type_int(), { g_value_set_int($0, intValue) }) {
            gtk_accessible_update_state_value(opaque, 1, &state, $0)
        }
    }

    /// Removes an accessible state (a row that cannot be checked has no CHECKED state at all).
    package func resetAccessibleState(_ state: GtkAccessibleState) { gtk_accessible_reset_state(opaque, state) }

    /// Sets a boolean accessible property (`MULTI_SELECTABLE` on the list in edit mode).
    package func setAccessibleProperty(_ property: GtkAccessibleProperty, _ on: Bool) {
        var property = property
        withValue(CGtkShim_type_boolean(), { g_value_set_boolean($0, on ? 1 : 0) }) {
            gtk_accessible_update_property_value(opaque, 1, &property, $0)
        }
    }
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// Has a toggle button report its pressed state to screen readers, now and whenever it is
    /// toggled (GTK 4.8 announces a `GtkToggleButton` as a push button without that state).
    ///
    ///     liveButton.reportsPressedState(signals)
    ///
    /// - Complexity: O(1) per toggle.
    @MainActor
    package func reportsPressedState(_ signals: Signals) {
        nonisolated(unsafe) let button = self   // used on the main thread only
        let update: @MainActor @Sendable () -> Void = {
            let active = gtk_toggle_button_get_active(button.cast(GtkToggleButton.self)) != 0
            button.setAccessibleState(GTK_ACCESSIBLE_STATE_PRESSED, intValue: Int32(
                (active ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE).rawValue))
        }
        update()
        signals.on(raw, "toggled", update)
    }
}
