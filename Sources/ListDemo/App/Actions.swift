import CGtk
import ListGtk

/// Application and window actions with their keyboard accelerators, installed at startup.
@MainActor
enum Actions {
    /// Adds a stateless action named `name` to `map` (an app or a window).
    static func add(_ name: String, to map: UnsafeMutableRawPointer, signals: Signals, accels: [String] = [],
                    application: UnsafeMutablePointer<GtkApplication>, prefix: String,
                    _ body: @escaping @MainActor () -> Void) {
        let action = g_simple_action_new(name, nil)!
        signals.onAction(UnsafeMutableRawPointer(action)) { _ in body() }
        g_action_map_add_action(OpaquePointer(map), action)
        g_object_unref(UnsafeMutableRawPointer(action))
        if !accels.isEmpty { setAccels(accels, for: "\(prefix).\(name)", application: application) }
    }

    /// Adds a stateful action: a check item (boolean state, no parameter) or a radio group
    /// (string state and parameter). `body` gets the new state and decides whether it takes.
    static func addStateful(_ name: String, to map: UnsafeMutableRawPointer, signals: Signals, state: OpaquePointer,
                            radio: Bool, accels: [String] = [], application: UnsafeMutablePointer<GtkApplication>,
                            _ body: @escaping @MainActor (OpaquePointer) -> Bool) {
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
        g_action_map_add_action(OpaquePointer(map), action)
        g_object_unref(UnsafeMutableRawPointer(action))
        if !accels.isEmpty { setAccels(accels, for: "win.\(name)", application: application) }
    }

    /// Changes a stateful action's state from code (e.g. Live switched off elsewhere).
    static func setState(_ name: String, in map: UnsafeMutableRawPointer, to state: OpaquePointer) {
        guard let action = g_action_map_lookup_action(OpaquePointer(map), name) else { return }
        g_simple_action_set_state(action, state)
    }

    static func setAccels(_ accels: [String], for detailed: String,
                                  application: UnsafeMutablePointer<GtkApplication>) {
        var cStrings = accels.map { strdup($0) } + [nil]
        defer { cStrings.forEach { free($0) } }
        cStrings.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                gtk_application_set_accels_for_action(application, detailed, $0)
            }
        }
    }

    static func install(on window: AppWindow, application: UnsafeMutablePointer<GtkApplication>) {
        let app = UnsafeMutableRawPointer(application)
        let win = window.window.raw
        add("quit", to: app, signals: window.signals, accels: ["<Control>q"], application: application, prefix: "app") {
            g_application_quit(gApplication(application))
        }
        add("back", to: win, signals: window.signals, accels: ["<Alt>Left"], application: application, prefix: "win") {
            window.goBack()
        }
        add("edit", to: win, signals: window.signals, accels: ["<Control>e"], application: application, prefix: "win") {
            window.setEditing(!window.isEditing)
        }
        add("done", to: win, signals: window.signals, accels: ["Escape"], application: application, prefix: "win") {
            window.escape()
        }
        add("search", to: win, signals: window.signals, accels: ["<Control>f"], application: application, prefix: "win") {
            window.openSearch()
        }
        add("undo", to: win, signals: window.signals, accels: ["<Control>z"], application: application, prefix: "win") {
            window.undo()
        }
        add("redo", to: win, signals: window.signals, accels: ["<Control><Shift>z"], application: application,
            prefix: "win") {
            window.redo()
        }
        BehaviorsMenu.installActions(window: window, application: application)
        add("select-all", to: win, signals: window.signals, accels: ["<Control>a"], application: application, prefix: "win") {
            window.selectAll()
        }
        add("delete", to: win, signals: window.signals, accels: ["Delete"], application: application, prefix: "win") {
            window.deleteSelected()
        }
        for n in 0...9 {
            add("sort-column-\(n)", to: win, signals: window.signals, accels: ["<Control>\(n)"],
                application: application, prefix: "win") {
                window.sort(columnKey: n)
            }
        }
        let sort = window.host.sorter.descriptor
        addStateful("sort-by", to: win, signals: window.signals, state: g_variant_new_string(SortMenu.target(sort?.column)),
                    radio: true, application: application) { state in
            guard let column = SortMenu.column(String(cString: g_variant_get_string(state, nil))) else { return false }
            return window.sort(column: column, descending: nil)
        }
        addStateful("sort-descending", to: win, signals: window.signals, state: g_variant_new_boolean(sort?.ascending == false ? 1 : 0),
                    radio: false, application: application) { state in
            window.sort(column: nil, descending: g_variant_get_boolean(state) != 0)
        }
        add("choose-column", to: win, signals: window.signals, accels: ["<Control><Shift>s"], application: application,
            prefix: "win") {
            ColumnChooser.present(for: window)
        }
        addStateful("live", to: win, signals: window.signals, state: g_variant_new_boolean(0), radio: false, accels: ["<Control>l"],
                    application: application) { state in
            window.setLive(g_variant_get_boolean(state) != 0)
        }
        addStateful("summary", to: win, signals: window.signals, state: g_variant_new_boolean(0), radio: false, accels: ["<Control>i"],
                    application: application) { state in
            window.setSummaryExpanded(g_variant_get_boolean(state) != 0)
        }
    }
}
