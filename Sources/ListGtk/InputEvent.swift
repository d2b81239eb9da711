import CGtk

/// A raw input event (`GdkEvent`) as a legacy event controller sees it (`Signals.onEvent`):
/// its kind, time, key and position.
///
///     signals.onEvent(controller, "event") { event in
///         if event.kind == .press { pressed = true }
///         return false
///     }
///
/// - Complexity: O(1) per call.
package struct InputEvent {
    let event: OpaquePointer

    package enum Kind {
        case press, release, key, keyUp, scroll, motion, touchBegin, touchEnd, touchCancel, other
    }

    package var kind: Kind {
        switch gdk_event_get_event_type(event) {
        case GDK_BUTTON_PRESS: .press
        case GDK_BUTTON_RELEASE: .release
        case GDK_KEY_PRESS: .key
        case GDK_KEY_RELEASE: .keyUp
        case GDK_SCROLL: .scroll
        case GDK_MOTION_NOTIFY: .motion
        case GDK_TOUCH_BEGIN: .touchBegin
        case GDK_TOUCH_END: .touchEnd
        case GDK_TOUCH_CANCEL: .touchCancel
        default: .other
        }
    }

    /// The event's time in milliseconds on the display server's clock.
    package var time: UInt32 { gdk_event_get_time(event) }

    /// The key's name ("Escape", "a") of a key event.
    package var keyName: String { gdk_keyval_name(gdk_key_event_get_keyval(event)).map { String(cString: $0) } ?? "" }

    /// The pointer's position on `window`'s surface, or nil for an event on another surface
    /// (a popover's) or without a position.
    @MainActor
    package func position(in window: Widget) -> (x: Double, y: Double)? {
        var x = 0.0, y = 0.0
        guard gdk_event_get_surface(event) == window.surface, gdk_event_get_position(event, &x, &y) != 0 else { return nil }
        return (x, y)
    }
}
