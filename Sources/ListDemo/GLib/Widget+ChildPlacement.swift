import CGtk

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// Lays the widget's children out with `place(width, height)` whenever GTK allocates the
    /// widget (a `GtkCustomLayout`), clipping whatever they draw outside it. The widget asks for
    /// no size of its own: its parent decides. `place` measures each child it shows (GTK wants a
    /// measure before every allocation) and calls `gtk_widget_allocate`.
    ///
    ///     row.placeChildren { width, height in
    ///         label.allocate(x: 16, y: 8, width: width - 32, height: label.naturalHeight(forWidth: width - 32))
    ///     }
    ///
    /// - Complexity: O(1); `place` runs on every allocation of the widget.
    func placeChildren(_ place: @escaping @MainActor (_ width: Double, _ height: Double) -> Void) {
        let box = Unmanaged.passRetained(PlacementBox(place)).toOpaque()
        listdemo_set_data_full(raw, PlacementBox.key, box) { data in
            Unmanaged<PlacementBox>.fromOpaque(data!).release()
        }
        let measure: GtkCustomMeasureFunc = { _, _, _, minimum, natural, _, _ in
            minimum?.pointee = 0
            natural?.pointee = 0
        }
        let allocate: GtkCustomAllocateFunc = { widget, width, height, _ in
            guard let data = g_object_get_data(listdemo_object(widget), PlacementBox.key) else { return }
            nonisolated(unsafe) let box = Unmanaged<PlacementBox>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { box.place(Double(width), Double(height)) }
        }
        gtk_widget_set_layout_manager(self, gtk_custom_layout_new(nil, measure, allocate))
        gtk_widget_set_overflow(self, GTK_OVERFLOW_HIDDEN)
    }

    /// The child's natural height at `width` (measuring it, as GTK requires before allocating).
    func naturalHeight(forWidth width: Double) -> Double {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(self, GTK_ORIENTATION_VERTICAL, Int32(max(0, width)), &minimum, &natural, nil, nil)
        return Double(natural)
    }

    /// The child's minimum width (measured).
    var minimumWidth: Double {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(self, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        return Double(minimum)
    }

    /// Allocates the child at (x, y) in its parent: a translation transform, so moving it every
    /// frame re-lays out nothing inside it that did not change size.
    func allocate(x: Double, y: Double, width: Double, height: Double) {
        var point = graphene_point_t(x: Float(x), y: Float(y))
        let transform = gsk_transform_translate(nil, &point)
        gtk_widget_allocate(self, Int32(max(0, width.rounded())), Int32(max(0, height.rounded())), -1, transform)
    }
}

/// The closure a `placeChildren` layout calls (GtkCustomLayout's callbacks carry no user data, so it
/// is object data on the widget, released with it).
private final class PlacementBox: @unchecked Sendable {
    static let key = "listdemo-place-children"
    let place: @MainActor (Double, Double) -> Void
    init(_ place: @escaping @MainActor (Double, Double) -> Void) { self.place = place }
}
