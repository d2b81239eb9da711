import CGtk

/// Anything `Signals` can connect to: a GObject as a raw pointer, a widget, a typed wrapper or
/// an event controller.
///
///     signals.on(button, "clicked") { … }          // a wrapper
///     signals.onPoint(drag, "drag-begin") { … }     // an event controller
///
/// - Complexity: O(1).
@MainActor
package protocol SignalSource {
    /// The GObject instance.
    var instance: UnsafeMutableRawPointer { get }
}

extension UnsafeMutableRawPointer: SignalSource {
    package var instance: UnsafeMutableRawPointer { self }
}

extension UnsafeMutablePointer: SignalSource where Pointee == GtkWidget {
    package var instance: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension EventController: SignalSource {
    package var instance: UnsafeMutableRawPointer { raw }
}
