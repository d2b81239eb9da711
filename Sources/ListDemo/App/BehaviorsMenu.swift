import CGtk
import ListGtk
import ListCore

/// The primary menu's Behaviors section: a check item per behavior (detached from and
/// attached to the list while the app runs, `ListScene.setAttached`) and the deselection
/// variants as a radio choice (none, on appear, progress-driven), so each behavior's worth can be
/// seen and the deselection styles scrubbed side by side on the slider.
///
///     g_menu_append_section(menu, tr("Behaviors"), BehaviorsMenu.section())
///
/// - Complexity: O(behaviors).
@MainActor
enum BehaviorsMenu {
    static func title(_ kind: ListScene.BehaviorKind) -> String {
        switch kind {
        case .dragSelect: tr("_Drag to Select")
        case .batchAnimation: tr("_Animated Changes")
        case .headerResize: tr("Animated _Header")
        case .liveUpdates: tr("_Live Updates")
        case .kineticScroll: tr("_Kinetic Scrolling")
        }
    }

    static func title(_ style: DeselectionBehavior.Style) -> String {
        switch style {
        case .none: tr("Deselect: _Never")
        case .onAppear: tr("Deselect: When the List _Appears")
        case .progressDriven: tr("Deselect: With the _Transition")
        }
    }

    /// The menu section (the caller appends it and drops its reference).
    static func section() -> UnsafeMutablePointer<GMenuModel> {
        let section = g_menu_new()!
        for kind in ListScene.BehaviorKind.allCases {
            g_menu_append(section, title(kind), "win.behavior-\(kind.rawValue)")
        }
        for style in DeselectionBehavior.Style.allCases {
            g_menu_append(section, title(style), "win.deselection::\(style.rawValue)")
        }
        return UnsafeMutableRawPointer(section).assumingMemoryBound(to: GMenuModel.self)
    }

    /// `win.behavior-<name>` (boolean) and `win.deselection` (string) actions.
    static func installActions(window: AppWindow, application: UnsafeMutablePointer<GtkApplication>) {
        let scene = window.host.scene
        for kind in ListScene.BehaviorKind.allCases {
            Actions.addStateful("behavior-\(kind.rawValue)", to: window.window.raw, signals: window.signals,
                                state: g_variant_new_boolean(scene.isAttached(kind) ? 1 : 0), radio: false,
                                application: application) { state in
                window.setAttached(kind, g_variant_get_boolean(state) != 0)
                return true
            }
        }
        Actions.addStateful("deselection", to: window.window.raw, signals: window.signals,
                            state: g_variant_new_string(scene.deselection.style.rawValue), radio: true,
                            application: application) { state in
            guard let style = DeselectionBehavior.Style(rawValue: String(cString: g_variant_get_string(state, nil)))
            else { return false }
            scene.deselection.style = style
            return true
        }
    }
}

extension AppWindow {
    /// Detaches or attaches a behavior; live updates detached also switch the Live toggle off.
    func setAttached(_ kind: ListScene.BehaviorKind, _ attached: Bool) {
        host.scene.setAttached(kind, attached)
        if kind == .liveUpdates {
            if !attached { Actions.setState("live", in: window.raw, to: g_variant_new_boolean(0)) }
            gtk_widget_set_sensitive(liveButton, attached ? 1 : 0)
        }
        changed()
    }
}
