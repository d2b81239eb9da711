import CGtk

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// The frame clock driving the widget's window (nil before it is realized).
    package var frameClock: OpaquePointer? { gtk_widget_get_frame_clock(self) }

    /// The surface of the window the widget is in (nil before it is realized).
    package var surface: OpaquePointer? { gtk_widget_get_native(self).flatMap { gtk_native_get_surface($0) } }

    /// Where a window widget sits inside its surface (client-side decoration shadows).
    package var offsetInSurface: (x: Double, y: Double) {
        var x = 0.0, y = 0.0
        gtk_native_get_surface_transform(opaque, &x, &y)
        return (x, y)
    }
}
