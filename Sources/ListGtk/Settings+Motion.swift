import CGtk
import CGtkShim

/// Whether the desktop asks for reduced motion, and following it: the one reading of it for the
/// widget and the app. Reduced when GTK's "Animations" setting is off (`gtk-enable-animations`)
/// or, on GTK 4.22 and later, when the desktop prefers reduced motion
/// (`gtk-interface-reduced-motion`, from the settings portal or XSETTINGS). Both are followed
/// live; on an older GTK the second is never set and its notify never comes.
///
///     let handlers = Settings.followMotion(signals) { list.reducesMotion = Settings.reducesMotion }
///
/// - Complexity: O(1) per call and per setting change.
extension Settings {
    /// The properties of GtkSettings that say the desktop wants less motion.
    static let motionProperties = ["gtk-enable-animations", "gtk-interface-reduced-motion"]

    /// True when either setting asks for reduced motion now.
    @MainActor
    package static var reducesMotion: Bool {
        guard let settings = gtk else { return false }
        return !ObjectProperty.boolean(settings, "gtk-enable-animations")
            || CGtkShim_settings_reduce_motion(OpaquePointer(settings)) != 0
    }

    /// Runs `onChange` whenever either setting changes; the handler ids on `gtk`, for
    /// `signals.disconnect` by a host that goes away before the display.
    @MainActor
    @discardableResult
    package static func followMotion(_ signals: Signals, _ onChange: @escaping @MainActor () -> Void) -> [UInt] {
        guard let settings = gtk else { return [] }
        return motionProperties.map { signals.onNotify(settings, $0, onChange) }
    }
}
