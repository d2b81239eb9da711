import CGtk
import CGtkShim

/// The `GtkApplication`: its `startup`, `activate` and `open` signals, its main loop and its
/// actions (`app.…`, an action map).
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

    /// `handlesOpen`: one instance per session bus that opens files (`open`); a second start
    /// hands its files to it (`register`, then `run(files:)`). Otherwise non-unique.
    package init(id: String, handlesOpen: Bool) {
        pointer = handlesOpen ? CGtkShim_application_new_handling_open(id)! : CGtkShim_application_new_non_unique(id)!
    }

    /// The application `pointer` is (an action handler holding the raw pointer).
    package init(wrapping pointer: UnsafeMutablePointer<GtkApplication>) { self.pointer = pointer }

    package var instance: UnsafeMutableRawPointer { UnsafeMutableRawPointer(pointer) }

    /// The same object as a `GApplication` (G_APPLICATION() is a macro).
    private var application: UnsafeMutablePointer<GApplication> { instance.assumingMemoryBound(to: GApplication.self) }

    /// Runs the main loop until the last window closes or `quit`; returns the exit status. No
    /// argv: the app parses its own options.
    package func run() -> Int32 { g_application_run(application, 0, nil) }

    /// Runs with `files` as GApplication's command line (absolute paths): the primary instance
    /// emits `open` with them (`activate` when there are none); a remote one sends them to the
    /// primary over D-Bus and returns 0 at once.
    package func run(files: [String]) -> Int32 {
        var arguments = [CommandLine.arguments.first ?? "ListDemo"] + files
        // GApplication parses these as options and files: an absolute path never starts with '-'.
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.indices.map { strdup(arguments[$0]) }
        defer { argv.forEach { free($0) } }
        arguments.removeAll()
        return argv.withUnsafeMutableBufferPointer { g_application_run(application, Int32($0.count), $0.baseAddress) }
    }

    /// Registers on the session bus (emitting `startup` in the primary instance). Returns
    /// whether another instance already runs there (this one is remote: `run(files:)` hands over),
    /// or the error's message.
    package func register() -> Result<Bool, RegistrationError> {
        var error: UnsafeMutablePointer<GError>?
        guard g_application_register(application, nil, &error) != 0 else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            return .failure(RegistrationError(message: message))
        }
        return .success(g_application_get_is_remote(application) != 0)
    }

    /// Why the application could not register on the session bus.
    package struct RegistrationError: Error, Sendable { package let message: String }

    /// The application's window that was active last (its windows are in that order), if any.
    package var activeWindow: UnsafeMutablePointer<GtkWindow>? { gtk_application_get_active_window(pointer) }

    package func quit() { g_application_quit(application) }
}
