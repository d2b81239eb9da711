import CGtk
import ListGtk
import ListWidget
import ListCore
import ListData

/// The GtkApplication: CSS and accelerators (`Actions.setAccelerators`) installed at startup, the window built in
/// `activate`, SIGTERM/SIGINT/SIGHUP turned into a normal quit so the report is always written.
@MainActor
final class Application {
    private let gtkApp: GtkApp
    private var app: UnsafeMutablePointer<GtkApplication> { gtkApp.pointer }
    private let host: ListHost
    private let title: String
    private let debug: Bool
    private let resources: Resources
    private(set) var window: AppWindow?
    let preferences = Preferences()
    private let signals = Signals()

    init(host: ListHost, title: String, debug: Bool, resources: Resources) {
        self.host = host
        self.title = title
        self.debug = debug
        self.resources = resources
        // NON_UNIQUE: tests start several instances; none should hand over to another.
        gtkApp = GtkApp(id: AppInfo.id)
        signals.on(gtkApp, "startup") { [weak self] in self?.startup() }
        signals.on(gtkApp, "activate") { [weak self] in self?.activate() }
        let application = gtkApp
        TerminationSignals.setHandler { _ in MainLoop.post { application.quit() } }
    }

    /// Runs the main loop until the window closes or the app quits; returns the exit status.
    func run() -> Int32 {
        // No argv: our flags are parsed by LaunchOptions, not by GApplication.
        defer { preferences.sync() }
        return gtkApp.run()
    }

    var frameSummary: FrameStats.Summary { window?.list.stats.summary ?? FrameStats().summary }

    private func startup() {
        Appearance.followSystemColorScheme(signals) { [weak self] in
            self?.window?.debug?.emit("appearance", [("dark", .bool(Appearance.prefersDark))])
        }
        Settings.followMotion(signals) { [weak self] in self?.applyPreferences() }
        Actions.setAccelerators(on: app)
        Display.setDefaultWindowIcon(AppInfo.id)
        if let directory = resources.directory {
            // The icon beside the data: Resources/icons in a build tree, $PREFIX/share/icons installed.
            for path in [directory + "/icons", directory + "/../icons"] { Display.addIconSearchPath(path) }
        }
        if let css = resources.path("style.css") { Display.addStyleSheet(path: css) }
        preferences.onChange = { [weak self] in self?.applyPreferences() }
        applyPreferences()
    }

    /// The auto-scroll speed and reduced motion (the user's or the desktop's) into the core.
    private func applyPreferences() {
        host.list.reducesMotion = Settings.reducesMotion || preferences.reduceMotion
        host.list.dragSelectSpeed = preferences.scrollSpeed
        window?.debug?.emit("preferences", [
            ("autoScrollSpeed", .string(preferences.speed)), ("rowsPerSecond", .number(preferences.scrollSpeed.rowsPerSecond)),
            ("reduceMotion", .bool(preferences.reduceMotion)), ("animations", .bool(!Settings.reducesMotion)),
        ])
    }

    private func activate() {
        if let window {
            Window(wrapping: window.window).present()
            return
        }
        let window = AppWindow(application: app, host: host, title: title, debug: debug)
        self.window = window
        Actions.install(on: window, application: app, preferences: preferences)
        applyPreferences()
        // GtkApplicationWindow adds the "win.show-help-overlay" action; its key is in `Actions`.
        let shown = Window(wrapping: window.window)
        if let ui = resources.path("shortcuts.ui") { shown.loadHelpOverlay(path: ui, id: "help_overlay", domain: AppInfo.id) }
        shown.present()
        window.startLaunchWork()
        window.announceWhenReady()
    }
}
