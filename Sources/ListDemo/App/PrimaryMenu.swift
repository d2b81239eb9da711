import CGtk
import ListGtk
import ListData

/// The primary menu (F10, the header bar's "open-menu" button): the Behaviors section, then
/// Preferences, Keyboard Shortcuts and About, as GNOME apps have it. Its actions live on the application.
///
///     gtk_header_bar_pack_end(header, PrimaryMenu.makeButton())
///
/// - Complexity: O(1).
@MainActor
enum PrimaryMenu {
    static func makeButton() -> Widget {
        // The app's own section first, the standard items last (GNOME's primary menu).
        let menu = g_menu_new()!
        let behaviors = BehaviorsMenu.section()
        g_menu_append_section(menu, tr("Behaviors"), behaviors)
        g_object_unref(UnsafeMutableRawPointer(behaviors))
        let standard = g_menu_new()!
        g_menu_append(standard, tr("_Preferences"), "app.preferences")
        g_menu_append(standard, tr("_Keyboard Shortcuts"), "win.show-help-overlay")
        g_menu_append(standard, tr("_About List Interactions"), "app.about")
        g_menu_append_section(menu, nil, UnsafeMutableRawPointer(standard).assumingMemoryBound(to: GMenuModel.self))
        g_object_unref(UnsafeMutableRawPointer(standard))
        let button = gtk_menu_button_new()!
        gtk_menu_button_set_icon_name(button.opaque, "open-menu-symbolic")
        gtk_menu_button_set_menu_model(
            button.opaque, UnsafeMutableRawPointer(menu).assumingMemoryBound(to: GMenuModel.self))
        gtk_menu_button_set_primary(button.opaque, 1)   // F10 opens it
        gtk_widget_set_tooltip_text(button, tr("Main Menu"))
        button.setAccessibleLabel(tr("Main Menu"))
        g_object_unref(UnsafeMutableRawPointer(menu))
        return button
    }

    /// `app.preferences` (Ctrl+,) and `app.about`.
    static func installActions(window: AppWindow, application: UnsafeMutablePointer<GtkApplication>,
                               preferences: Preferences) {
        let app = UnsafeMutableRawPointer(application)
        Actions.add("preferences", to: app, signals: window.signals, accels: ["<Control>comma"], application: application, prefix: "app") {
            PreferencesWindow.present(over: window.window, preferences: preferences)
        }
        Actions.add("about", to: app, signals: window.signals, application: application, prefix: "app") {
            AboutDialog.present(over: window.window)
        }
    }
}
