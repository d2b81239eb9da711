import CGtk
import ListGtk
import ListWidget
import ListCore
import ListData

/// The GtkApplication: CSS, accelerators and the `app.` actions installed at startup, one
/// `AppWindow` per document. `activate` shows the launch's own rows (`--data`, `--rows` or the
/// bundled cities, `launch`); `open` (files on the command line, Open With, a second `ListDemo
/// FILE` over D-Bus, Open, a drop) opens each file in a window of its own
/// (`Application+Opening.swift`). The app quits when its last window closes; SIGTERM, SIGINT and
/// SIGHUP are turned into a normal quit so the report, which describes every window
/// (`Application+Report.swift`), is always written.
///
///     let application = Application(handlesOpen: true, debug: false, resources: Resources())
///     if case .success(true) = application.register() { exit(application.run(files: files)) }   // handed over
///     application.launch = Application.Launch(host: host, title: .builtIn("Cities"))
///     exit(application.run(files: []))
///
/// - Complexity: O(windows) per window opened or closed.
@MainActor
final class Application {
    /// The rows the launch brought, shown by `activate` in the first window.
    struct Launch {
        let host: ListHost
        let title: DocumentTitle
    }

    /// A window the app opened: open, or closed with its last report kept.
    enum Opened {
        case open(AppWindow)
        case closed(JSONValue)
    }

    let gtkApp: GtkApp
    var app: UnsafeMutablePointer<GtkApplication> { gtkApp.pointer }
    let debug: Bool
    let resources: Resources
    /// The launch's rows; nil when the app was started with files (each opens in its own window).
    var launch: Launch?
    /// Every window opened so far, in order: its place is the report's `windows` index and the
    /// `window` field of its `--debug` events.
    var opened: [Opened] = []
    let preferences = Preferences()
    let signals = Signals()
    /// The primary menu's recent files, shared by every window's menu (`Application+Recent.swift`);
    /// nil in a `--data` or `--rows` run, which leaves the desktop's recent files alone.
    let recentMenu: Menu?
    /// The paths the recent files section lists now, nil before it was first built (it is
    /// rebuilt only when they change).
    var shownRecent: [String]?

    /// `handlesOpen`: unique on the session bus, opening files (a second start hands its files
    /// over); otherwise non-unique (`--data` and `--rows` runs: scripts and tests start many).
    init(handlesOpen: Bool, debug: Bool, resources: Resources) {
        self.debug = debug
        self.resources = resources
        gtkApp = GtkApp(id: AppInfo.id, handlesOpen: handlesOpen)
        recentMenu = handlesOpen ? Menu() : nil
        signals.on(gtkApp, "startup") { [weak self] in self?.startup() }
        signals.on(gtkApp, "activate") { [weak self] in self?.activate() }
        if handlesOpen { signals.onOpen(gtkApp) { [weak self] paths in self?.open(paths) } }
        let application = gtkApp
        TerminationSignals.setHandler { _ in MainLoop.post { application.quit() } }
    }

    /// Registers on the session bus: whether another instance runs there already (`true`: this
    /// one only hands its files over, `run(files:)`). Emits `startup` in the primary instance.
    func register() -> Result<Bool, GtkApp.RegistrationError> { gtkApp.register() }

    /// Runs the main loop until the last window closes or the app quits; returns the exit status.
    /// `files` (absolute paths) open each in a window; without them the launch's rows show.
    func run(files: [String]) -> Int32 {
        // Our flags are parsed by LaunchOptions, not by GApplication: it sees the files only.
        defer { preferences.sync() }
        return gtkApp.run(files: files)
    }

    /// The windows open now, in the order they were opened.
    var openWindows: [AppWindow] {
        opened.compactMap { if case .open(let window) = $0 { window } else { nil } }
    }

    /// The window last active (GTK keeps its windows in that order), else the first open one.
    var activeWindow: AppWindow? {
        let active = gtkApp.activeWindow.map { UnsafeMutableRawPointer($0) }
        return openWindows.first { $0.window.raw == active } ?? openWindows.first
    }

    /// Whether any window's list animates (the report snapshot waits for a rest).
    var isAnimating: Bool { openWindows.contains { $0.list.isTicking } }

    /// True when the launch's own file failed after its window opened (`--data` exits 2).
    var launchFailed: Bool { launch?.host.list.loadFailure != nil }

    private func startup() {
        Appearance.followSystemColorScheme(signals) { [weak self] in
            for window in self?.openWindows ?? [] {
                window.debug?.emit("appearance", [("dark", .bool(Appearance.prefersDark))])
            }
        }
        // The lists follow the desktop's motion setting themselves; this only reports it (`preferences`).
        Settings.followMotion(signals) { [weak self] in self?.applyPreferences() }
        Actions.setAccelerators(on: app)
        Actions.installAppActions(on: app, preferences: preferences, signals: signals) { [weak self] in self?.activeWindow }
        if recentMenu != nil { followRecentFiles() }
        Display.setDefaultWindowIcon(AppInfo.id)
        if let directory = resources.directory {
            // The icon beside the data: Resources/icons in a build tree, $PREFIX/share/icons installed.
            for path in [directory + "/icons", directory + "/../icons"] { Display.addIconSearchPath(path) }
        }
        if let css = resources.path("style.css") { Display.addStyleSheet(path: css) }
        preferences.onChange = { [weak self] in self?.applyPreferences() }
        applyPreferences()
    }

    /// The auto-scroll speed and the user's reduced motion into every list (the desktop's the
    /// lists follow themselves).
    func applyPreferences() {
        for window in openWindows {
            window.list.reducesMotion = preferences.reduceMotion
            window.list.dragSelectSpeed = preferences.scrollSpeed
            window.debug?.emit("preferences", [
                ("autoScrollSpeed", .string(preferences.speed)), ("rowsPerSecond", .number(preferences.scrollSpeed.rowsPerSecond)),
                ("reduceMotion", .bool(preferences.reduceMotion)), ("animations", .bool(!Settings.reducesMotion)),
            ])
        }
    }

    /// Started without files, or a second `ListDemo` without files: the launch's rows, or the
    /// window last active brought forward.
    private func activate() {
        if let window = activeWindow {
            Window(wrapping: window.window).present()
            return
        }
        guard let launch else { return }
        show(launch.host, title: launch.title)
    }

    /// Makes, wires and presents a window around `host`; its `--debug` events carry its index.
    @discardableResult
    func show(_ host: ListHost, title: DocumentTitle, failure: String? = nil,
              tables: [SQLiteTableListing.Entry]? = nil, otherTables: [SQLiteTableListing.Entry] = []) -> AppWindow {
        let index = opened.count
        let window = AppWindow(application: app, host: host, title: title, debug: debug, index: index, failure: failure,
                               tables: tables, recent: recentMenu, otherTables: otherTables)
        opened.append(.open(window))
        window.onOpenFile = { [weak self] path in self?.open([path]) }
        Actions.install(on: window, application: app, preferences: preferences)
        applyPreferences()
        signals.on(window.window.raw, "destroy") { [weak self, weak window] in
            guard let self, let window, index < opened.count else { return }
            opened[index] = .closed(window.report(open: false))
        }
        // GtkApplicationWindow adds the "win.show-help-overlay" action; its key is in `Actions`.
        let shown = Window(wrapping: window.window)
        if let ui = resources.path("shortcuts.ui") { shown.loadHelpOverlay(path: ui, id: "help_overlay", domain: AppInfo.id) }
        shown.present()
        if failure == nil, tables == nil {
            window.startLaunchWork()
            window.announceWhenReady()
        } else {
            window.announcePageWhenShown()
        }
        return window
    }
}
