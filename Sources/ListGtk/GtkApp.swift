import CGtk
import CGtkShim

/// The `GtkApplication`: its `startup` and `activate` signals, its main loop and its actions
/// (`app.…`, an action map).
///
///     let app = GtkApp(id: "io.github.example.App")
///     signals.on(app, "activate") { buildWindow(app) }
///     exit(app.run())
///
/// - Complexity: O(1) per call; `run` returns when the app quits.
@MainActor
package struct GtkApp: SignalSource {
    package let pointer: UnsafeMutablePointer<GtkApplication>

    /// A non-unique application (several instances may run: tests start many).
    package init(id: String) { pointer = CGtkShim_application_new_non_unique(id)! }

    /// The application `pointer` is (an action handler holding the raw pointer).
    package init(wrapping pointer: UnsafeMutablePointer<GtkApplication>) { self.pointer = pointer }

    package var instance: UnsafeMutableRawPointer { UnsafeMutableRawPointer(pointer) }

    /// The same object as a `GApplication` (G_APPLICATION() is a macro).
    private var application: UnsafeMutablePointer<GApplication> { instance.assumingMemoryBound(to: GApplication.self) }

    /// Runs the main loop until the last window closes or `quit`; returns the exit status. No
    /// argv: the app parses its own options.
    package func run() -> Int32 { g_application_run(application, 0, nil) }

    package func quit() { g_application_quit(application) }
}
