import CGtk

/// A `GtkMenuButton`: an icon button opening a menu model's popover.
///
///     let button = MenuButton(iconName: "open-menu-symbolic", menu: menu, tooltip: tr("Main Menu"))
///
/// - Complexity: O(1) per call.
@MainActor
package struct MenuButton: WidgetWrapper {
    package let widget: Widget

    /// A menu button showing `menu` (a `GMenu`; the button keeps its own reference). Closing
    /// the menu gives the keyboard focus back at once (`returnFocusWhenClosed`).
    package init(iconName: String, menu: Menu, tooltip: String) {
        widget = gtk_menu_button_new()!
        gtk_menu_button_set_icon_name(widget.opaque, iconName)
        gtk_menu_button_set_menu_model(widget.opaque, menu.model)
        widget.setTooltip(tooltip)
        widget.setAccessibleLabel(tooltip)
        returnFocusWhenClosed()
    }

    /// The menu button `widget` is, if it is one (found walking a tree).
    package init?(ifMenuButton widget: Widget) {
        guard widget.cssName == "menubutton" else { return nil }
        self.widget = widget
    }

    /// F10 opens it (the window's primary menu).
    package func makePrimary() { gtk_menu_button_set_primary(widget.opaque, 1) }

    package var iconName: String { gtk_menu_button_get_icon_name(widget.opaque).map { String(cString: $0) } ?? "" }

    /// The popover once the menu was built (nil before).
    package var popover: Widget? {
        gtk_menu_button_get_popover(widget.opaque).map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self) }
    }
}
