import ListGtk
import ListWidget
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
        let window = Window(title: tr("Preferences"), width: 360)
        window.makeDialog(over: parent)
        // GLib keeps each handler until the dialog's widgets go (Signals holds nothing itself).
        let signals = Signals()

        let box = Box(vertical: true, spacing: 6)
        box.widget.setMargins(18)
        let heading = Label(tr("Drag-Select Auto-Scroll Speed"), classes: ["heading"])
        heading.xalign = 0
        box.append(heading)

        let labels = [tr("_Slow (10 rows/s)"), tr("_Moderate (20 rows/s)"), tr("_Fast (40 rows/s)"), tr("_Custom")]
        var group: CheckButton?
        let spin = SpinButton(from: 1, to: 200, step: 1)
        spin.value = preferences.customSpeed
        spin.isSensitive = preferences.speed == "custom"
        for (speed, label) in zip(Preferences.speeds, labels) {
            let check = CheckButton(mnemonic: label)
            if let group { check.join(group) }
            group = group ?? check
            check.isActive = preferences.speed == speed
            signals.on(check, "toggled") {
                guard check.isActive else { return }
                preferences.speed = speed
                spin.isSensitive = speed == "custom"
            }
            if speed == "custom" {
                let row = Box(vertical: false, spacing: 12)
                row.append(check)
                row.append(spin)
                row.append(Label(tr("rows per second")))
                box.append(row)
            } else {
                box.append(check)
            }
        }
        signals.on(spin, "value-changed") {
            preferences.customSpeed = spin.value
        }

        let motion = CheckButton(mnemonic: tr("_Reduce motion (animations jump to their end)"))
        motion.setMargins(top: 12)
        motion.isActive = preferences.reduceMotion
        signals.on(motion, "toggled") {
            preferences.reduceMotion = motion.isActive
        }
        box.append(motion)
        window.setChild(box.widget)

        // Escape closes, as in any GNOME dialog.
        window.closesOnEscape()
        window.present()
    }
}
