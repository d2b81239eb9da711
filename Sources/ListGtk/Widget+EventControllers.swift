import CGtk
import CGtkShim

/// An event controller added to a widget (a gesture, the pointer, the wheel, the keyboard):
/// connect its signals through `Signals` with `raw`.
///
///     let drag = area.addController(.drag)
///     signals.onPoint(drag.raw, "drag-begin") { x, y in … }
///
/// - Complexity: O(1) per call.
@MainActor
package struct EventController {
    package let raw: UnsafeMutableRawPointer

    package enum Kind {
        /// `GtkGestureDrag`: drag-begin, drag-update, drag-end, cancel.
        case drag
        /// `GtkEventControllerMotion`: enter, motion, leave.
        case motion
        /// `GtkEventControllerScroll` on both axes: scroll-begin, scroll, scroll-end.
        case scroll
        /// `GtkEventControllerScroll`, vertical and kinetic: a touchpad's flick ends with decelerate.
        case kineticVerticalScroll
        /// `GtkEventControllerKey`: key-pressed, key-released.
        case key
        /// `GtkEventControllerLegacy` in the capture phase: every raw event before the widget's
        /// own gestures, without stopping it.
        case rawEventsFirst
        /// `GtkGestureLongPress` for touchscreens only: pressed (x, y), cancelled.
        case touchLongPress
        /// `GtkDropTarget` for files (`GdkFileList`, copy): drop, enter, leave (`Signals.onFileDrop`).
        case fileDrop
    }

    private var controller: OpaquePointer { OpaquePointer(raw) }

    /// Takes the gesture's sequence: other gestures on the way stop seeing it.
    package func claim() { gtk_gesture_set_state(controller, GTK_EVENT_SEQUENCE_CLAIMED) }

    /// Whether the gesture's device is a touchscreen.
    package var isTouchscreen: Bool {
        gtk_gesture_get_device(controller).map { gdk_device_get_source($0) == GDK_SOURCE_TOUCHSCREEN } ?? false
    }

    /// Whether the scroll being handled comes in surface pixels (a touchpad), not wheel steps.
    package var scrollsInPixels: Bool { gtk_event_controller_scroll_get_unit(controller) == GDK_SCROLL_UNIT_SURFACE }

    /// The time of the event being handled (`Signals.eventTime`).
    package var eventTime: Double { Signals.eventTime(of: raw) }
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// Adds an event controller of `kind` and returns it for signal connections.
    @MainActor
    package func addController(_ kind: EventController.Kind) -> EventController {
        let controller: OpaquePointer
        switch kind {
        case .drag: controller = gtk_gesture_drag_new()!
        case .motion: controller = gtk_event_controller_motion_new()!
        case .scroll:
            controller = gtk_event_controller_scroll_new(
                GtkEventControllerScrollFlags(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES.rawValue))!
        case .kineticVerticalScroll:
            controller = gtk_event_controller_scroll_new(GtkEventControllerScrollFlags(
                GTK_EVENT_CONTROLLER_SCROLL_VERTICAL.rawValue | GTK_EVENT_CONTROLLER_SCROLL_KINETIC.rawValue))!
        case .key: controller = gtk_event_controller_key_new()!
        case .rawEventsFirst:
            controller = gtk_event_controller_legacy_new()!
            gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        case .touchLongPress:
            controller = gtk_gesture_long_press_new()!
            gtk_gesture_single_set_touch_only(controller, 1)
        case .fileDrop: controller = CGtkShim_file_drop_target_new()!
        }
        return EventController(raw: add(controller: controller))
    }
}
