import CGtk

/// `GAction`s on an action map (the application, or a window): stateless actions, check items
/// (boolean state) and radio groups (string state and parameter), their states changed from
/// code, their keyboard accelerators and their activation from code. Handlers are connected
/// through `Signals` (closures released by GLib with the action).
///
///     ActionMap.add("quit", to: app, signals: signals) { quit() }
///     ActionMap.addToggle("live", to: window, signals: signals, initial: false) { on in setLive(on) }
///     ActionMap.setAccels(["<Control>q"], for: "app.quit", application: app)
///
/// - Complexity: O(1) per action; O(accelerators) per `setAccels`.
@MainActor
package enum ActionMap {
    /// Adds a stateless action named `name` to `map`.
    package static func add(_ name: String, to map: UnsafeMutableRawPointer, signals: Signals,
                            _ body: @escaping @MainActor () -> Void) {
        let action = g_simple_action_new(name, nil)!
        signals.onAction(UnsafeMutableRawPointer(action)) { _ in body() }
        insert(action, into: map)
    }

    /// Adds a stateless action taking a string (`"name::text"` in a menu item): `body` gets it.
    package static func addWithText(_ name: String, to map: UnsafeMutableRawPointer, signals: Signals,
                                    _ body: @escaping @MainActor (String) -> Void) {
        let type = g_variant_type_new("s")
        defer { g_variant_type_free(type) }
        let action = g_simple_action_new(name, type)!
        signals.onAction(UnsafeMutableRawPointer(action)) { parameter in
            guard let parameter else { return }
            body(String(cString: g_variant_get_string(parameter, nil)))
        }
        insert(action, into: map)
    }

    /// Adds a check item's action (boolean state, no parameter): `body` gets the state asked
    /// for and says whether it takes.
    package static func addToggle(_ name: String, to map: UnsafeMutableRawPointer, signals: Signals, initial: Bool,
                                  _ body: @escaping @MainActor (Bool) -> Bool) {
        addStateful(name, to: map, signals: signals, state: g_variant_new_boolean(initial ? 1 : 0), radio: false) {
            body(g_variant_get_boolean($0) != 0)
        }
    }

    /// Adds a radio group's action (string state and parameter, "name::target" per item).
    package static func addRadio(_ name: String, to map: UnsafeMutableRawPointer, signals: Signals, initial: String,
                                 _ body: @escaping @MainActor (String) -> Bool) {
        addStateful(name, to: map, signals: signals, state: g_variant_new_string(initial), radio: true) {
            body(String(cString: g_variant_get_string($0, nil)))
        }
    }

    private static func addStateful(_ name: String, to map: UnsafeMutableRawPointer, signals: Signals,
                                    state: OpaquePointer, radio: Bool, _ body: @escaping @MainActor (OpaquePointer) -> Bool) {
        let parameterType = radio ? g_variant_type_new("s") : nil
        defer { if let parameterType { g_variant_type_free(parameterType) } }
        let action = g_simple_action_new_stateful(name, parameterType, state)!
        signals.onAction(UnsafeMutableRawPointer(action)) { parameter in
            let current = g_action_get_state(action)!
            defer { g_variant_unref(current) }
            let next = parameter ?? g_variant_new_boolean(g_variant_get_boolean(current) == 0 ? 1 : 0)!
            g_variant_ref_sink(next)
            defer { g_variant_unref(next) }
            if body(next) { g_simple_action_set_state(action, next) }
        }
        insert(action, into: map)
    }

    private static func insert(_ action: OpaquePointer, into map: UnsafeMutableRawPointer) {
        g_action_map_add_action(OpaquePointer(map), action)
        g_object_unref(UnsafeMutableRawPointer(action))
    }

    /// Changes a check item's state from code (Live switched off elsewhere).
    package static func setState(_ name: String, in map: UnsafeMutableRawPointer, to on: Bool) {
        setState(name, in: map, variant: g_variant_new_boolean(on ? 1 : 0))
    }

    /// Changes a radio group's state from code.
    package static func setState(_ name: String, in map: UnsafeMutableRawPointer, to target: String) {
        setState(name, in: map, variant: g_variant_new_string(target))
    }

    /// Changes a state from a `GVariant` (a floating reference, taken by the action).
    package static func setState(_ name: String, in map: UnsafeMutableRawPointer, variant: OpaquePointer) {
        guard let action = g_action_map_lookup_action(OpaquePointer(map), name) else { return }
        g_simple_action_set_state(action, variant)
    }

    /// Activates `name` on `map` with a string parameter, as its menu item would.
    package static func activate(_ name: String, in map: UnsafeMutableRawPointer, with target: String) {
        g_action_group_activate_action(OpaquePointer(map), name, g_variant_new_string(target))
    }

    /// Sets the keyboard accelerators of a detailed action name ("win.back").
    package static func setAccels(_ accels: [String], for detailed: String,
                                  application: UnsafeMutablePointer<GtkApplication>) {
        withCStringArray(accels) { gtk_application_set_accels_for_action(application, detailed, $0) }
    }
}
