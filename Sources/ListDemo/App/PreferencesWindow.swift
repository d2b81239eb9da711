import CGtk
import ListGtk
import ListData

/// The Preferences window (Ctrl+,): the drag-select auto-scroll speed (slow, moderate, fast or
/// a custom number of rows per second) and reduced motion. Every change is kept at once in
/// `Preferences` (GSettings). Mnemonics (Alt+S, Alt+M, Alt+F, Alt+C, Alt+R) reach each choice;
/// Escape closes.
///
///     PreferencesWindow.present(over: window.window, preferences: preferences)
///
/// - Complexity: O(1).
@MainActor
enum PreferencesWindow {
    static func present(over parent: Widget, preferences: Preferences) {
        let dialog = gtk_window_new()!
        let window = dialog.cast(GtkWindow.self)
        // GLib keeps each handler until the dialog's widgets go; nothing here disconnects early.
        let signals = Signals()
        gtk_window_set_title(window, tr("Preferences"))
        gtk_window_set_transient_for(window, parent.cast(GtkWindow.self))
        gtk_window_set_modal(window, 1)
        gtk_window_set_destroy_with_parent(window, 1)
        gtk_window_set_default_size(window, 360, -1)

        let box = makeBox(vertical: true, spacing: 6, classes: [])
        for margin in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom,
                       gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
            margin(box, 18)
        }
        let heading = makeLabel(tr("Drag-Select Auto-Scroll Speed"), classes: ["heading"])
        gtk_label_set_xalign(heading.opaque, 0)
        append(heading, to: box)

        let labels = [tr("_Slow (10 rows/s)"), tr("_Moderate (20 rows/s)"), tr("_Fast (40 rows/s)"), tr("_Custom")]
        var group: Widget?
        let spin = gtk_spin_button_new_with_range(1, 200, 1)!
        gtk_spin_button_set_value(spin.opaque, preferences.customSpeed)
        gtk_widget_set_sensitive(spin, preferences.speed == "custom" ? 1 : 0)
        for (speed, label) in zip(Preferences.speeds, labels) {
            let check = gtk_check_button_new_with_mnemonic(label)!
            if let group { gtk_check_button_set_group(check.cast(GtkCheckButton.self), group.cast(GtkCheckButton.self)) }
            group = group ?? check
            gtk_check_button_set_active(check.cast(GtkCheckButton.self), preferences.speed == speed ? 1 : 0)
            signals.on(check.raw, "toggled") {
                guard gtk_check_button_get_active(check.cast(GtkCheckButton.self)) != 0 else { return }
                preferences.speed = speed
                gtk_widget_set_sensitive(spin, speed == "custom" ? 1 : 0)
            }
            if speed == "custom" {
                let row = makeBox(vertical: false, spacing: 12, classes: [])
                append(check, to: row)
                append(spin, to: row)
                append(makeLabel(tr("rows per second")), to: row)
                append(row, to: box)
            } else {
                append(check, to: box)
            }
        }
        signals.on(spin.raw, "value-changed") {
            preferences.customSpeed = gtk_spin_button_get_value(spin.opaque)
        }

        let motion = gtk_check_button_new_with_mnemonic(tr("_Reduce motion (animations jump to their end)"))!
        gtk_widget_set_margin_top(motion, 12)
        gtk_check_button_set_active(motion.cast(GtkCheckButton.self), preferences.reduceMotion ? 1 : 0)
        signals.on(motion.raw, "toggled") {
            preferences.reduceMotion = gtk_check_button_get_active(motion.cast(GtkCheckButton.self)) != 0
        }
        append(motion, to: box)
        gtk_window_set_child(window, box)

        // Escape closes, as in any GNOME dialog.
        let shortcuts = gtk_shortcut_controller_new()!
        gtk_shortcut_controller_add_shortcut(OpaquePointer(UnsafeMutableRawPointer(shortcuts)), gtk_shortcut_new(
            gtk_shortcut_trigger_parse_string("Escape"), gtk_named_action_new("window.close")))
        gtk_widget_add_controller(dialog, shortcuts)
        gtk_window_present(window)
    }
}
