import ListGtk
import ListWidget
import ListCore

/// The primary menu's Behaviors section: a check item per behavior (detached from and
/// attached to the list while the app runs, `ListWidget.setAttached`) and the deselection
/// variants as a radio choice (none, on appear, progress-driven), so each behavior's worth can be
/// seen and the deselection styles scrubbed side by side on the slider.
///
///     menu.appendSection(tr("Behaviors"), BehaviorsMenu.section())
///
/// - Complexity: O(behaviors).
@MainActor
enum BehaviorsMenu {
    static func title(_ kind: ListWidget.Behavior) -> String {
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

    /// The menu section.
    static func section() -> Menu {
        let section = Menu()
        for kind in ListWidget.Behavior.allCases {
            section.append(title(kind), action: "win.behavior-\(kind.rawValue)")
        }
        for style in DeselectionBehavior.Style.allCases {
            section.append(title(style), action: "win.deselection::\(style.rawValue)")
        }
        return section
    }
}
