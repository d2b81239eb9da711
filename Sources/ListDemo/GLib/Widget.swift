import CGtk

/// A GTK widget pointer. GTK 4 hands out `GtkWidget *` for every widget; the typed C entry
/// points want their own struct (or an opaque pointer for final types), so the casts live here.
typealias Widget = UnsafeMutablePointer<GtkWidget>

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// The same object as another complete GTK struct (`GtkBox`, `GtkWindow`, `GtkRange`…).
    func cast<T>(_: T.Type = T.self) -> UnsafeMutablePointer<T> {
        UnsafeMutableRawPointer(self).assumingMemoryBound(to: T.self)
    }

    /// The same object for C entry points of final (opaque) GTK types.
    var opaque: OpaquePointer { OpaquePointer(self) }
    var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }

    var width: Double { Double(gtk_widget_get_width(self)) }
    var height: Double { Double(gtk_widget_get_height(self)) }

    func addClass(_ name: String) { gtk_widget_add_css_class(self, name) }
    func removeClass(_ name: String) { gtk_widget_remove_css_class(self, name) }
    func setClass(_ name: String, _ on: Bool) { on ? addClass(name) : removeClass(name) }

    var isVisible: Bool {
        get { gtk_widget_get_visible(self) != 0 }
        nonmutating set { gtk_widget_set_visible(self, newValue ? 1 : 0) }
    }

    func expand(horizontally: Bool = true, vertically: Bool = true) {
        gtk_widget_set_hexpand(self, horizontally ? 1 : 0)
        gtk_widget_set_vexpand(self, vertically ? 1 : 0)
    }

    /// Adds an event controller (gesture, key, scroll…) and returns it for signal connections.
    @discardableResult
    func add(controller: OpaquePointer) -> UnsafeMutableRawPointer {
        gtk_widget_add_controller(self, controller)
        return UnsafeMutableRawPointer(controller)
    }

    /// This widget's bounds in `ancestor`'s coordinates (nil before the first layout).
    func rect(in ancestor: Widget) -> (x: Double, y: Double, width: Double, height: Double)? {
        var x = 0.0, y = 0.0
        guard gtk_widget_translate_coordinates(self, ancestor, 0, 0, &x, &y) != 0 else { return nil }
        return (x, y, width, height)
    }
}

/// Builds a label with optional CSS classes.
@MainActor
func makeLabel(_ text: String, classes: [String] = [], wrap: Bool = false) -> Widget {
    let label = gtk_label_new(text)!
    for name in classes { label.addClass(name) }
    if wrap {
        gtk_label_set_wrap(label.opaque, 1)
        gtk_label_set_xalign(label.opaque, 0)
    }
    return label
}

@MainActor
func makeBox(vertical: Bool, spacing: Int32 = 0, classes: [String] = []) -> Widget {
    let box = gtk_box_new(vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, spacing)!
    for name in classes { box.addClass(name) }
    return box
}

@MainActor
func append(_ child: Widget, to box: Widget) {
    gtk_box_append(box.cast(GtkBox.self), child)
}
