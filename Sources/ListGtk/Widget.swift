import CGtk
import CGtkShim

/// A GTK widget pointer. GTK 4 hands out `GtkWidget *` for every widget; the typed C entry
/// points want their own struct (or an opaque pointer for final types), so the casts live here.
package typealias Widget = UnsafeMutablePointer<GtkWidget>

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// The same object as another complete GTK struct (`GtkBox`, `GtkWindow`, `GtkRange`…).
    package func cast<T>(_: T.Type = T.self) -> UnsafeMutablePointer<T> {
        UnsafeMutableRawPointer(self).assumingMemoryBound(to: T.self)
    }

    /// The same object for C entry points of final (opaque) GTK types.
    package var opaque: OpaquePointer { OpaquePointer(self) }
    package var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }

    package var width: Double { Double(gtk_widget_get_width(self)) }
    package var height: Double { Double(gtk_widget_get_height(self)) }

    package func addClass(_ name: String) { gtk_widget_add_css_class(self, name) }
    package func removeClass(_ name: String) { gtk_widget_remove_css_class(self, name) }
    package func setClass(_ name: String, _ on: Bool) { on ? addClass(name) : removeClass(name) }

    package var isVisible: Bool {
        get { gtk_widget_get_visible(self) != 0 }
        nonmutating set { gtk_widget_set_visible(self, newValue ? 1 : 0) }
    }

    /// Whether the widget takes extra space along each axis (nil: unchanged, computed from its
    /// children).
    package func expand(horizontally: Bool? = true, vertically: Bool? = true) {
        if let horizontally { gtk_widget_set_hexpand(self, horizontally ? 1 : 0) }
        if let vertically { gtk_widget_set_vexpand(self, vertically ? 1 : 0) }
    }

    /// Adds an event controller (gesture, key, scroll…) and returns it for signal connections.
    @discardableResult
    func add(controller: OpaquePointer) -> UnsafeMutableRawPointer {
        gtk_widget_add_controller(self, controller)
        return UnsafeMutableRawPointer(controller)
    }

    /// This widget's bounds in `ancestor`'s coordinates (nil before the first layout).
    package func rect(in ancestor: Widget) -> (x: Double, y: Double, width: Double, height: Double)? {
        var x = 0.0, y = 0.0
        guard gtk_widget_translate_coordinates(self, ancestor, 0, 0, &x, &y) != 0 else { return nil }
        return (x, y, width, height)
    }
}

/// A bare container (`CGtkShim_container_new`) with the CSS name `cssName` and an accessible
/// role; its children are placed with `placeChildren`.
@MainActor
package func makeContainer(_ cssName: String, role: GtkAccessibleRole = GTK_ACCESSIBLE_ROLE_GENERIC) -> Widget {
    CGtkShim_container_new(cssName, role)
}

/// An image that screen readers skip (a row's check mark, a chevron).
@MainActor
package func makeDecorativeImage() -> Widget {
    CGtkShim_widget_new_with_role(gtk_image_get_type(), GTK_ACCESSIBLE_ROLE_PRESENTATION)
}

/// Hands freed heap memory back to the system (after a large file's parsed records are dropped).
package func releaseFreeMemory() { CGtkShim_release_free_memory() }

/// Every block of `bytes` or more gets its own mapping and goes back to the system when freed,
/// for the rest of the process: an app's choice, made once at start (the widget library leaves
/// its host's allocator alone).
///
///     returnLargeFreedBlocks(atLeast: 4 << 20)
package func returnLargeFreedBlocks(atLeast bytes: Int) { CGtkShim_return_large_blocks(bytes) }
