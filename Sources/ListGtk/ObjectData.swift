import CGtk
import CGtkShim

/// A Swift object kept as GObject data on a GTK object, retained until the GTK object dies (or
/// the key is set again): GLib's destroy notify releases it. The one object-data box of the
/// layer; layout callbacks without user data (`placeChildren`) find their closure through it.
///
///     widget.setObjectData(box, forKey: "listgtk-place-children")
///     let box: PlacementBox? = widget.objectData(forKey: "listgtk-place-children")
///
/// - Complexity: O(1) per set and get (GLib's data list is short: a key or two per widget).
extension UnsafeMutablePointer where Pointee == GtkWidget {
    package func setObjectData(_ object: AnyObject, forKey key: String) {
        g_object_set_data_full(CGtkShim_object(self), key, Unmanaged.passRetained(object).toOpaque()) { data in
            guard let data else { return }
            Unmanaged<AnyObject>.fromOpaque(data).release()
        }
    }

    package func objectData<T: AnyObject>(forKey key: String) -> T? {
        guard let data = g_object_get_data(CGtkShim_object(self), key) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(data).takeUnretainedValue() as? T
    }
}
