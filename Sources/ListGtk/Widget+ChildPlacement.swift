import CGtk
import CGtkShim

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// Lays the widget's children out with `place(width, height)` whenever GTK allocates the
    /// widget (a `GtkCustomLayout`), clipping whatever they draw outside it. The one
    /// child-placement scheme of the app: rows, the canvas, the summary header and the page stack.
    /// By default the widget asks for no size of its own (its parent decides); `sizedByChildren`
    /// asks for the largest of its children's sizes instead (the page stack). `place` measures
    /// each child it shows (GTK wants a measure before every allocation) and calls `allocate`.
    ///
    ///     row.placeChildren { width, height in
    ///         label.allocate(x: 16, y: 8, width: width - 32, height: label.naturalHeight(forWidth: width - 32))
    ///     }
    ///
    /// - Complexity: O(1), O(children) per measure when `sizedByChildren`; `place` runs on every
    ///   allocation of the widget.
    package func placeChildren(sizedByChildren: Bool = false,
                               _ place: @escaping @MainActor (_ width: Double, _ height: Double) -> Void) {
        setObjectData(PlacementBox(place), forKey: PlacementBox.key)
        let allocate: GtkCustomAllocateFunc = { widget, width, height, _ in
            guard let widget else { return }
            nonisolated(unsafe) let box: PlacementBox? = widget.objectData(forKey: PlacementBox.key)
            MainActor.assumeIsolated { box?.place(Double(width), Double(height)) }
        }
        let measure = sizedByChildren ? PlacementBox.measureChildren : PlacementBox.measureNothing
        gtk_widget_set_layout_manager(self, gtk_custom_layout_new(nil, measure, allocate))
        gtk_widget_set_overflow(self, GTK_OVERFLOW_HIDDEN)
    }

    /// The child's natural height at `width` (measuring it, as GTK requires before allocating),
    /// or at its minimum width when `width` is less: GTK 4.18 warns of a measure below the
    /// minimum ("Trying to measure GtkBox for width of 354, but it needs at least 387"), and
    /// `allocate` gives it that much anyway.
    package func naturalHeight(forWidth width: Double) -> Double {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(self, GTK_ORIENTATION_VERTICAL, Int32(max(width, minimumWidth)), &minimum, &natural, nil, nil)
        return Double(natural)
    }

    /// The child's minimum width (measured).
    package var minimumWidth: Double {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(self, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        return Double(minimum)
    }

    /// Allocates the child at (x, y) in its parent: a translation transform, so moving it every
    /// frame re-lays out nothing inside it that did not change size. Never narrower than the
    /// child's minimum width: what does not fit is clipped by the parent (`placeChildren`), as
    /// GTK itself does, instead of a child laid out below its minimum (GTK 4.18 warns of the
    /// measures that follow inside it).
    package func allocate(x: Double, y: Double, width: Double, height: Double) {
        var point = graphene_point_t(x: Float(x), y: Float(y))
        let transform = gsk_transform_translate(nil, &point)
        let width = max(width.rounded(), minimumWidth)
        gtk_widget_allocate(self, Int32(max(0, width)), Int32(max(0, height.rounded())), -1, transform)
    }

    /// Whether the child is drawn and takes input inside its parent's custom layout (a page out
    /// of sight is not drawn).
    package func setChildVisible(_ visible: Bool) { gtk_widget_set_child_visible(self, visible ? 1 : 0) }
}

/// The closure a `placeChildren` layout calls (GtkCustomLayout's callbacks carry no user data, so it
/// is object data on the widget, released with it).
private final class PlacementBox {
    static let key = "listgtk-place-children"
    let place: @MainActor (Double, Double) -> Void
    init(_ place: @escaping @MainActor (Double, Double) -> Void) { self.place = place }

    /// Asks for no size: the parent decides.
    static let measureNothing: GtkCustomMeasureFunc = { _, _, _, minimum, natural, _, _ in
        minimum?.pointee = 0
        natural?.pointee = 0
    }

    /// Asks for the largest of the children's sizes.
    static let measureChildren: GtkCustomMeasureFunc = { widget, orientation, forSize, minimum, natural, _, _ in
        var child = gtk_widget_get_first_child(widget)
        var minSize: Int32 = 0, natSize: Int32 = 0
        while let current = child {
            var childMin: Int32 = 0, childNat: Int32 = 0
            gtk_widget_measure(current, orientation, forSize, &childMin, &childNat, nil, nil)
            minSize = max(minSize, childMin)
            natSize = max(natSize, childNat)
            child = gtk_widget_get_next_sibling(current)
        }
        minimum?.pointee = minSize
        natural?.pointee = natSize
    }
}
