import CGtk
import ListCore
import ListData

/// The same object as a `GApplication` (G_APPLICATION() is a macro).
func gApplication(_ app: UnsafeMutablePointer<GtkApplication>) -> UnsafeMutablePointer<GApplication> {
    UnsafeMutableRawPointer(app).assumingMemoryBound(to: GApplication.self)
}

/// The GtkApplication: CSS and accelerators installed at startup, the window built in
/// `activate`, SIGTERM/SIGINT turned into a normal quit so the report is always written.
@MainActor
final class Application {
    private let app: UnsafeMutablePointer<GtkApplication>
    private let host: ListHost
    private let title: String
    private let debug: Bool
    private let resources: Resources
    private(set) var window: AppWindow?

    init(host: ListHost, title: String, debug: Bool, resources: Resources) {
        self.host = host
        self.title = title
        self.debug = debug
        self.resources = resources
        // NON_UNIQUE: tests start several instances; none should hand over to another.
        app = gtk_application_new("org.example.ListInteractions", G_APPLICATION_NON_UNIQUE)!
        Signals.on(UnsafeMutableRawPointer(app), "startup") { [unowned self] in startup() }
        Signals.on(UnsafeMutableRawPointer(app), "activate") { [unowned self] in activate() }
        for signal in [SIGTERM, SIGINT] {
            MainLoop.onUnixSignal(signal) { [app] in g_application_quit(gApplication(app)) }
        }
    }

    /// Runs the main loop until the window closes or the app quits; returns the exit status.
    func run() -> Int32 {
        // No argv: our flags are parsed by LaunchOptions, not by GApplication.
        g_application_run(gApplication(app), 0, nil)
    }

    var frameSummary: FrameStats.Summary { window?.frames.stats.summary ?? FrameStats().summary }

    private func startup() {
        Appearance.followSystemColorScheme()
        if let css = resources.path("style.css") {
            let provider = gtk_css_provider_new()!
            gtk_css_provider_load_from_path(provider, css)
            gtk_style_context_add_provider_for_display(
                gdk_display_get_default(), OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        }
        host.setReducedMotion(!Appearance.animationsEnabled)
    }

    private func activate() {
        if let window {
            gtk_window_present(window.window.cast(GtkWindow.self))
            return
        }
        let window = AppWindow(application: app, host: host, title: title, debug: debug)
        self.window = window
        Actions.install(on: window, application: app)
        if let ui = resources.path("shortcuts.ui"), let builder = gtk_builder_new_from_file(ui) {
            // GtkApplicationWindow adds the "win.show-help-overlay" action; the key is ours.
            if let overlay = gtk_builder_get_object(builder, "help_overlay") {
                gtk_application_window_set_help_overlay(
                    window.window.cast(GtkApplicationWindow.self), OpaquePointer(overlay))
                Actions.setAccels(["<Control>question"], for: "win.show-help-overlay", application: app)
            }
            g_object_unref(UnsafeMutableRawPointer(builder))
        }
        gtk_window_present(window.window.cast(GtkWindow.self))
        window.startLaunchWork()
        window.announceWhenReady()
    }
}
