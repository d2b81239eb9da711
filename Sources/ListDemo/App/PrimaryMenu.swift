import ListGtk
import ListWidget
import ListData
import Foundation

/// The primary menu (F10, the header bar's "open-menu" button): a database window's tables (the
/// one shown checked: choosing another shows it instead), the recent files (a section the
/// application keeps, shared by every window's menu: `Application+Recent.swift`), the Behaviors
/// section, then Preferences, Keyboard Shortcuts and About, as GNOME apps have it. Its actions
/// live on the application.
///
///     header.packEnd(PrimaryMenu.makeButton(recent: recentFiles))
///
/// - Complexity: O(1).
@MainActor
enum PrimaryMenu {
    /// `tables`: a database window's tables, to change the one shown (`win.table`), first.
    static func makeButton(recent: Menu?, tables: [SQLiteTableListing.Entry] = []) -> Widget {
        // The app's own section first, the standard items last (GNOME's primary menu).
        let menu = Menu()
        if !tables.isEmpty {
            let section = Menu()
            for table in tables {
                // A menu label's underscore marks its access key: a table's own is doubled.
                section.append(table.name.replacingOccurrences(of: "_", with: "__"), target: table.name, action: "win.table")
            }
            menu.appendSection(tr("Table"), section)
        }
        if let recent { menu.appendSection(tr("Recent Files"), recent) }
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
