import CGtk
import ListGtk

/// An in-window notification at the bottom of the list, in the GNOME idiom ("3 rows deleted",
/// Undo): a GtkRevealer holding an `.app-notification` box with a message, an action button and a
/// close button. A new toast replaces the shown one; it hides itself after `duration` seconds
/// (the core's `UndoHistory.noticeDuration`) unless the pointer is over it.
///
///     toast.show("3 rows deleted", action: "Undo") { undo() }
@MainActor
final class Toast {
    let widget: Widget
    private let label: Widget
    private let actionButton: Widget
    private var action: (() -> Void)?
    private var generation = 0
    private var hovered = false
    private let signals = Signals()

    init() {
        widget = gtk_revealer_new()!
        gtk_revealer_set_transition_type(widget.opaque, GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP)
        gtk_widget_set_halign(widget, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(widget, GTK_ALIGN_END)
        let box = makeBox(vertical: false, spacing: 12, classes: ["app-notification", "toast"])
        label = makeLabel("", classes: ["toast-title"])
        gtk_label_set_max_width_chars(label.opaque, 40)
        gtk_label_set_ellipsize(label.opaque, PANGO_ELLIPSIZE_END)
        gtk_widget_set_margin_bottom(widget, 12)
        actionButton = gtk_button_new_with_label(tr("Undo"))!
        let close = gtk_button_new_from_icon_name("window-close-symbolic")!
        close.addClass("flat")
        close.addClass("circular")
        gtk_widget_set_tooltip_text(close, tr("Dismiss"))
        close.setAccessibleLabel(tr("Dismiss"))
        append(label, to: box)
        append(actionButton, to: box)
        append(close, to: box)
        gtk_revealer_set_child(widget.opaque, box)
        widget.isVisible = false
        signals.on(actionButton.raw, "clicked") { [weak self] in
            guard let self else { return }
            let run = action
            dismiss()
            run?()
        }
        signals.on(close.raw, "clicked") { [weak self] in self?.dismiss() }
        let motion = gtk_event_controller_motion_new()!
        let controller = box.add(controller: motion)
        signals.onPoint(controller, "enter") { [weak self] _, _ in self?.hovered = true }
        signals.on(controller, "leave") { [weak self] in self?.hovered = false }
    }

    /// True while a toast is shown.
    var isShown: Bool { gtk_revealer_get_reveal_child(widget.opaque) != 0 }

    /// True once the toast's slide-in has finished.
    var isRevealed: Bool { gtk_revealer_get_child_revealed(widget.opaque) != 0 }

    func show(_ message: String, action title: String, duration: Double, _ body: @escaping () -> Void) {
        gtk_label_set_text(label.opaque, message)
        gtk_button_set_label(actionButton.cast(GtkButton.self), title)
        action = body
        widget.isVisible = true
        gtk_revealer_set_reveal_child(widget.opaque, 1)
        generation += 1
        let shown = generation
        MainLoop.every(milliseconds: UInt32(duration * 1000)) { [weak self] in
            guard let self, generation == shown else { return false }
            if hovered { return true }   // wait while the pointer rests on it
            dismiss()
            return false
        }
    }

    func dismiss() {
        action = nil
        generation += 1
        gtk_revealer_set_reveal_child(widget.opaque, 0)
    }
}
