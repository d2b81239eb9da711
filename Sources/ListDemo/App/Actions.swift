import CGtk
import ListGtk
import ListWidget
import ListCore

/// Every application and window action in one table: its name, where it lives (`app.` or
/// `win.`), its keyboard accelerators and what it does (gnome-text-editor's habit). The
/// accelerators are set once in the application's `startup` (`setAccelerators`), the actions
/// are installed on the window from the same table (`install`), and stateful actions change
/// state from code only through `setState`.
///
///     Actions.setAccelerators(on: app)                          // startup
///     Actions.installAppActions(on: app, preferences: preferences, signals: signals) { activeWindow }   // startup
///     Actions.install(on: window, application: app, preferences: preferences)   // each window
///     Actions.setState("live", in: window.window.raw, to: false)
///
/// - Complexity: O(actions) to install; O(1) per activation.
@MainActor
enum Actions {
    /// One row of the table.
    struct Entry {
        enum Scope: String { case app, win }
        enum Kind {
            /// A stateless action.
            case plain(@MainActor (Context) -> Void)
            /// A check item: the initial state, and whether a new state takes.
            case toggle(initial: @MainActor (Context) -> Bool, @MainActor (Context, Bool) -> Bool)
            /// A radio group (string targets): the initial target, and whether a new one takes.
            case radio(initial: @MainActor (Context) -> String, @MainActor (Context, String) -> Bool)
            /// An action GTK provides (`win.show-help-overlay`): only its accelerators are ours.
            case builtIn
        }

        var scope: Scope
        var name: String
        var accels: [String] = []
        var kind: Kind

        var detailedName: String { "\(scope.rawValue).\(name)" }
    }

    /// What the actions act on.
    struct Context {
        let window: AppWindow
        let preferences: Preferences
        let application: UnsafeMutablePointer<GtkApplication>
    }

    /// The table. Stateful actions start unsorted, Live off, the summary collapsed; their states
    /// then follow the frame (`AppWindow+HeaderBar.swift`).
    static let table: [Entry] = [
        Entry(scope: .app, name: "quit", accels: ["<Control>q"], kind: .plain { context in
            GtkApp(wrapping: context.application).quit()
        }),
        Entry(scope: .app, name: "preferences", accels: ["<Control>comma"], kind: .plain { context in
            PreferencesWindow.present(over: context.window.window, preferences: context.preferences)
        }),
        Entry(scope: .app, name: "about", kind: .plain { AboutDialog.present(over: $0.window.window) }),
        Entry(scope: .win, name: "show-help-overlay", accels: ["<Control>question"], kind: .builtIn),
        Entry(scope: .win, name: "open", accels: ["<Control>o"], kind: .plain { $0.window.chooseFileToOpen() }),
        Entry(scope: .win, name: "back", accels: ["<Alt>Left"], kind: .plain { $0.window.list.goBack() }),
        Entry(scope: .win, name: "edit", accels: ["<Control>e"], kind: .plain { $0.window.list.setEditing(!$0.window.list.isEditing) }),
        Entry(scope: .win, name: "done", accels: ["Escape"], kind: .plain { $0.window.escape() }),
        Entry(scope: .win, name: "search", accels: ["<Control>f"], kind: .plain { $0.window.openSearch() }),
        Entry(scope: .win, name: "undo", accels: ["<Control>z"], kind: .plain { $0.window.undo() }),
        Entry(scope: .win, name: "redo", accels: ["<Control><Shift>z"], kind: .plain { $0.window.redo() }),
        Entry(scope: .win, name: "select-all", accels: ["<Control>a"], kind: .plain { $0.window.list.selectAll() }),
        Entry(scope: .win, name: "delete", accels: ["Delete"], kind: .plain { $0.window.list.deleteSelected() }),
        Entry(scope: .win, name: "sort-by", kind: .radio(initial: { _ in SortMenu.target(nil) }) {
            context, target in
            guard let column = SortMenu.column(target) else { return false }
            return context.window.sort(column: column, descending: nil)
        }),
        Entry(scope: .win, name: "sort-descending",
              kind: .toggle(initial: { _ in false }) { context, on in
            context.window.sort(column: nil, descending: on)
        }),
        Entry(scope: .win, name: "choose-column", accels: ["<Control><Shift>s"], kind: .plain { ColumnChooser.present(for: $0.window) }),
        Entry(scope: .win, name: "live", accels: ["<Control>l"], kind: .toggle(initial: { _ in false }) { context, on in
            context.window.setLive(on)
        }),
        Entry(scope: .win, name: "summary", accels: ["<Control>i"], kind: .toggle(initial: { _ in false }) { context, on in
            context.window.setSummaryExpanded(on)
        }),
        Entry(scope: .win, name: "deselection", kind: .radio(initial: { $0.window.list.deselectionStyle.rawValue }) {
            context, target in
            guard let style = DeselectionBehavior.Style(rawValue: target) else { return false }
            context.window.list.deselectionStyle = style
            return true
        }),
    ] + (0...9).map { n in
        Entry(scope: .win, name: "sort-column-\(n)", accels: ["<Control>\(n)"], kind: .plain { $0.window.list.sort(columnKey: n) })
    } + ListWidget.Behavior.allCases.map { kind in
        Entry(scope: .win, name: "behavior-\(kind.rawValue)",
              kind: .toggle(initial: { $0.window.list.isAttached(kind) }) { context, on in
            context.window.list.setAttached(kind, on)
            return true
        })
    }

    /// Sets every accelerator in the table (the application's `startup`).
    static func setAccelerators(on application: UnsafeMutablePointer<GtkApplication>) {
        for entry in table where !entry.accels.isEmpty {
            ActionMap.setAccels(entry.accels, for: entry.detailedName, application: application)
        }
    }

    /// Installs the table's `app.` actions on the application, once (`startup`): each acts on the
    /// window active when it is chosen (`activeWindow`; nothing when no list window is open).
    static func installAppActions(on application: UnsafeMutablePointer<GtkApplication>, preferences: Preferences,
                                  signals: Signals, activeWindow: @escaping @MainActor () -> AppWindow?) {
        let map = UnsafeMutableRawPointer(application)
        for entry in table where entry.scope == .app {
            guard case .plain(let body) = entry.kind else { continue }
            ActionMap.add(entry.name, to: map, signals: signals) {
                guard let window = activeWindow() else { return }
                body(Context(window: window, preferences: preferences, application: application))
            }
        }
    }

    /// Installs the table's `win.` actions on `window` (each window has its own).
    static func install(on window: AppWindow, application: UnsafeMutablePointer<GtkApplication>, preferences: Preferences) {
        let context = Context(window: window, preferences: preferences, application: application)
        for entry in table where entry.scope == .win {
            let map = window.window.raw
            switch entry.kind {
            case .plain(let body):
                ActionMap.add(entry.name, to: map, signals: window.signals) { body(context) }
            case .toggle(let initial, let body):
                ActionMap.addToggle(entry.name, to: map, signals: window.signals, initial: initial(context)) { body(context, $0) }
            case .radio(let initial, let body):
                ActionMap.addRadio(entry.name, to: map, signals: window.signals, initial: initial(context)) { body(context, $0) }
            case .builtIn:
                break
            }
        }
    }

    /// Changes a check item's state from code (e.g. Live switched off elsewhere).
    static func setState(_ name: String, in map: UnsafeMutableRawPointer, to on: Bool) {
        ActionMap.setState(name, in: map, to: on)
    }

    /// Changes a radio group's state from code (the column sorted by).
    static func setState(_ name: String, in map: UnsafeMutableRawPointer, to target: String) {
        ActionMap.setState(name, in: map, to: target)
    }
}
