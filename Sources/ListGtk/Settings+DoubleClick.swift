import CGtk

/// The desktop's double-click time (`gtk-double-click-time`, from XSETTINGS or the settings
/// portal; GTK's default 400 ms) and following it: the one reading of it for the widget and the
/// app, so a second tap counts as a double tap exactly when the desktop says.
///
///     let handler = Settings.followDoubleClickTime(signals) { scene.tapActivation.doubleTapInterval = $0 }
///
/// - Complexity: O(1) per call and per setting change.
extension Settings {
    /// The double-click time in seconds (0.4 without a display).
    @MainActor
    package static var doubleClickTime: Double {
        guard let settings = gtk else { return 0.4 }
        return Double(ObjectProperty.integer(settings, "gtk-double-click-time")) / 1000
    }

    /// Runs `onChange` with the double-click time now and whenever it changes; the handler id on
    /// `gtk` (nil without settings), for `signals.disconnect` by a host that goes away first.
    @MainActor
    @discardableResult
    package static func followDoubleClickTime(_ signals: Signals,
                                              _ onChange: @escaping @MainActor (Double) -> Void) -> UInt? {
        onChange(doubleClickTime)
        guard let settings = gtk else { return nil }
        return signals.onNotify(settings, "gtk-double-click-time") { onChange(doubleClickTime) }
    }
}
