import CGtk

extension MenuButton {
    /// Gives the keyboard focus back the moment the menu closes: to the widget that had it
    /// before the menu opened, or to the button when that one can no longer take it (the
    /// WAI-ARIA menu button pattern: closing a menu returns focus to where it came from).
    ///
    /// Without this, GTK 4.8 moves the window's focus out of a hidden popover only at the
    /// window's next layout, up to a frame later. Until then the focus stays on an item of the
    /// hidden popover, and keys typed in that moment go there and are lost: choosing a sort
    /// with Return and pressing Delete at once deleted nothing.
    ///
    ///     let button = MenuButton(iconName: "open-menu-symbolic", menu: menu, tooltip: tr("Main Menu"))
    ///     // (init calls returnFocusWhenClosed(); nothing else to do)
    ///
    /// - Complexity: O(depth of the focused widget) per open and per close.
    func returnFocusWhenClosed() {
        guard let popover else { return }
        let button = widget
        let before = FocusBeforeMenu()
        let signals = Signals()
        // "map" comes before GTK moves the focus into the popover's first item.
        signals.on(popover, "map") {
            before.widget = Self.focus(of: popover).flatMap { $0.isInside(popover) ? nil : $0 }
        }
        // The class handler already hid the popover; the focus may still be inside it.
        signals.on(popover, "unmap") {
            defer { before.widget = nil }
            guard let focus = Self.focus(of: popover), focus.isInside(popover) else { return }
            if let widget = before.widget, widget.isMapped, gtk_widget_grab_focus(widget) != 0 { return }
            button.grabFocus()
        }
    }

    /// The keyboard focus of the window `widget` is in.
    private static func focus(of widget: Widget) -> Widget? {
        gtk_widget_get_root(widget).flatMap { gtk_root_get_focus($0) }
    }
}

/// The widget that had the focus when a menu opened, held with a reference while the menu is
/// open (a widget destroyed meanwhile stays valid to look at, and is found unmapped).
@MainActor
private final class FocusBeforeMenu {
    var widget: Widget? {
        willSet { newValue.map { _ = g_object_ref(UnsafeMutableRawPointer($0)) } }
        didSet { oldValue.map { g_object_unref(UnsafeMutableRawPointer($0)) } }
    }
}
