import ListGtk
import ListWidget
import ListData

/// The primary menu (F10, the header bar's "open-menu" button): the Behaviors section, then
/// Preferences, Keyboard Shortcuts and About, as GNOME apps have it. Its actions live on the application.
///
///     header.packEnd(PrimaryMenu.makeButton())
///
/// - Complexity: O(1).
@MainActor
enum PrimaryMenu {
    static func makeButton() -> Widget {
        // The app's own section first, the standard items last (GNOME's primary menu).
        let menu = Menu()
        menu.appendSection(tr("Behaviors"), BehaviorsMenu.section())
        let standard = Menu()
        standard.append(tr("_Preferences"), action: "app.preferences")
        standard.append(tr("_Keyboard Shortcuts"), action: "win.show-help-overlay")
        standard.append(tr("_About List Interactions"), action: "app.about")
        menu.appendSection(nil, standard)
        let button = MenuButton(iconName: "open-menu-symbolic", menu: menu, tooltip: tr("Main Menu"))
        button.makePrimary()   // F10 opens it
        return button.widget
    }
}
