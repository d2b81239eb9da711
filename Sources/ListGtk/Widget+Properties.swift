import CGtk

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// The tooltip (nil: none).
    package func setTooltip(_ text: String?) { gtk_widget_set_tooltip_text(self, text) }

    /// Whether the widget takes input (an insensitive button is greyed out).
    package var isSensitive: Bool {
        get { gtk_widget_get_sensitive(self) != 0 }
        nonmutating set { gtk_widget_set_sensitive(self, newValue ? 1 : 0) }
    }

    /// The widget's opacity, 0…1 (its children with it).
    package var opacity: Double {
        get { gtk_widget_get_opacity(self) }
        nonmutating set { gtk_widget_set_opacity(self, newValue) }
    }

    /// Sets the given margins (nil: unchanged).
    package func setMargins(top: Int32? = nil, bottom: Int32? = nil, start: Int32? = nil, end: Int32? = nil) {
        if let top { gtk_widget_set_margin_top(self, top) }
        if let bottom { gtk_widget_set_margin_bottom(self, bottom) }
        if let start { gtk_widget_set_margin_start(self, start) }
        if let end { gtk_widget_set_margin_end(self, end) }
    }

    /// The same margin on every side.
    package func setMargins(_ all: Int32) { setMargins(top: all, bottom: all, start: all, end: all) }

    /// Where the widget sits in space larger than it wants (nil: unchanged).
    package func align(horizontal: GtkAlign? = nil, vertical: GtkAlign? = nil) {
        if let horizontal { gtk_widget_set_halign(self, horizontal) }
        if let vertical { gtk_widget_set_valign(self, vertical) }
    }

    /// Whether pointer input can land on the widget (false: it passes through to what is below).
    package var canTarget: Bool {
        get { gtk_widget_get_can_target(self) != 0 }
        nonmutating set { gtk_widget_set_can_target(self, newValue ? 1 : 0) }
    }

    /// Whether the widget can take the keyboard focus.
    package var isFocusable: Bool {
        get { gtk_widget_get_focusable(self) != 0 }
        nonmutating set { gtk_widget_set_focusable(self, newValue ? 1 : 0) }
    }

    /// Whether a click moves the keyboard focus to it.
    package var focusOnClick: Bool {
        get { gtk_widget_get_focus_on_click(self) != 0 }
        nonmutating set { gtk_widget_set_focus_on_click(self, newValue ? 1 : 0) }
    }

    /// Whether the widget has the keyboard focus, or (`orChild`) one of its children has.
    package func hasFocus(orChild: Bool = false) -> Bool {
        gtk_widget_has_focus(self) != 0 || (orChild && gtk_widget_get_focus_child(self) != nil)
    }

    package func grabFocus() { gtk_widget_grab_focus(self) }
    package func queueAllocate() { gtk_widget_queue_allocate(self) }
    package func queueDraw() { gtk_widget_queue_draw(self) }
    package var isMapped: Bool { gtk_widget_get_mapped(self) != 0 }

    /// The minimum size (-1: unset).
    package func setSizeRequest(width: Int32 = -1, height: Int32 = -1) { gtk_widget_set_size_request(self, width, height) }

    // MARK: Children of custom containers

    /// Makes the widget a child of `parent` (a container placing its children itself).
    package func setParent(_ parent: Widget) { gtk_widget_set_parent(self, parent) }

    /// Moves the widget, a child of `parent`, before `sibling` (nil: to the end).
    package func insert(in parent: Widget, before sibling: Widget?) { gtk_widget_insert_before(self, parent, sibling) }

    package var firstChild: Widget? { gtk_widget_get_first_child(self) }
    package var lastChild: Widget? { gtk_widget_get_last_child(self) }
    package var nextSibling: Widget? { gtk_widget_get_next_sibling(self) }
    package var previousSibling: Widget? { gtk_widget_get_prev_sibling(self) }

    /// Whether `self` is inside `ancestor` (or is it).
    package func isInside(_ ancestor: Widget) -> Bool { self == ancestor || gtk_widget_is_ancestor(self, ancestor) != 0 }

    /// The CSS node name ("button", "menubutton"…).
    package var cssName: String { String(cString: gtk_widget_get_css_name(self)) }
}
