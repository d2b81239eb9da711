import CGtk

/// Application and window actions with their keyboard accelerators, installed at startup.
@MainActor
enum Actions {
    /// Adds a stateless action named `name` to `map` (an app or a window).
    static func add(_ name: String, to map: UnsafeMutableRawPointer, accels: [String] = [],
                    application: UnsafeMutablePointer<GtkApplication>, prefix: String,
                    _ body: @escaping @MainActor () -> Void) {
        let action = g_simple_action_new(name, nil)!
        Signals.onAction(UnsafeMutableRawPointer(action), body)
        g_action_map_add_action(OpaquePointer(map), action)
        g_object_unref(UnsafeMutableRawPointer(action))
        guard !accels.isEmpty else { return }
        var cStrings = accels.map { strdup($0) } + [nil]
        defer { cStrings.forEach { free($0) } }
        cStrings.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                gtk_application_set_accels_for_action(application, "\(prefix).\(name)", $0)
            }
        }
    }

    static func install(on window: AppWindow, application: UnsafeMutablePointer<GtkApplication>) {
        let app = UnsafeMutableRawPointer(application)
        let win = window.window.raw
        add("quit", to: app, accels: ["<Control>q"], application: application, prefix: "app") {
            g_application_quit(gApplication(application))
        }
        add("back", to: win, accels: ["<Alt>Left"], application: application, prefix: "win") {
            window.goBack()
        }
        add("edit", to: win, accels: ["<Control>e"], application: application, prefix: "win") {
            window.setEditing(!window.isEditing)
        }
        add("done", to: win, accels: ["Escape"], application: application, prefix: "win") {
            window.setEditing(false)
        }
        add("select-all", to: win, accels: ["<Control>a"], application: application, prefix: "win") {
            window.selectAll()
        }
        add("delete", to: win, accels: ["Delete"], application: application, prefix: "win") {
            window.deleteSelected()
        }
    }
}
