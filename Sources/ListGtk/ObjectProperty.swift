import CGtk
import CGtkShim

/// GObject properties by name, for those with no typed setter (`g_object_set` is variadic).
///
///     ObjectProperty.setBoolean(settings, "gtk-enable-animations", false)
///
/// - Complexity: O(1).
package enum ObjectProperty {
    package static func setBoolean(_ object: UnsafeMutableRawPointer, _ name: String, _ value: Bool) {
        CGtkShim_set_boolean(object, name, value ? 1 : 0)
    }

    package static func boolean(_ object: UnsafeMutableRawPointer, _ name: String) -> Bool {
        CGtkShim_get_boolean(object, name) != 0
    }

    package static func integer(_ object: UnsafeMutableRawPointer, _ name: String) -> Int {
        Int(CGtkShim_get_int(object, name))
    }

    package static func setString(_ object: UnsafeMutableRawPointer, _ name: String, _ value: String) {
        CGtkShim_set_string(object, name, value)
    }
}

extension ObjectProperty {
    /// Keeps `property` of `source` and `targetProperty` of `target` equal, both ways, starting
    /// from the source's value (a toggle button's `active` and a search bar's search mode).
    package static func bind(_ source: UnsafeMutableRawPointer, _ property: String,
                             to target: UnsafeMutableRawPointer, _ targetProperty: String) {
        CGtkShim_bind_property_both_ways(source, property, target, targetProperty)
    }
}
