import CGtk
import ListGtk
import ListWidget

/// An in-window notification at the bottom of the list, in the GNOME idiom ("3 rows deleted",
/// Undo): a GtkRevealer holding an `.app-notification` box with a message, an action button and a
/// close button. A new toast replaces the shown one. When it hides is the core's (`WakeSchedule`:
/// after `UndoHistory.noticeDuration`, later while the pointer rests on it): the toast says when
/// the pointer enters and leaves it (`onHover`) and when it was closed (`onDismiss`).
///
///     toast.show("3 rows deleted", action: "Undo") { undo() }
@MainActor
final class Toast {
    let widget: Widget
    private let revealer: Revealer
    private let label: Label
    private let actionButton: Button
    private var action: (() -> Void)?
    private let signals = Signals()
    /// The pointer entered (`true`) or left the toast.
    var onHover: (Bool) -> Void = { _ in }
    /// The toast was closed (its action, its close button, or the core's expiry).
    var onDismiss: () -> Void = {}

    init() {
        let box = Box(vertical: false, spacing: 12, classes: ["app-notification", "toast"])
        revealer = Revealer(child: box.widget, transition: GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP)
        widget = revealer.widget
        revealer.align(horizontal: GTK_ALIGN_CENTER, vertical: GTK_ALIGN_END)
        label = Label(classes: ["toast-title"])
        label.setMaxWidthChars(40)
        label.ellipsizeAtEnd()
        revealer.setMargins(bottom: 12)
        actionButton = Button(label: tr("Undo"))
        let close = Button(iconName: "window-close-symbolic")
        close.addClass("flat")
        close.addClass("circular")
        close.setTooltip(tr("Dismiss"))
        close.setAccessibleLabel(tr("Dismiss"))
        box.append(label)
        box.append(actionButton)
        box.append(close)
        widget.isVisible = false
        signals.on(actionButton, "clicked") { [weak self] in
            guard let self else { return }
            let run = action
            dismiss()
            run?()
        }
        signals.on(close, "clicked") { [weak self] in self?.dismiss() }
        let controller = box.widget.addController(.motion)
        signals.onPoint(controller, "enter") { [weak self] _, _ in self?.onHover(true) }
        signals.on(controller, "leave") { [weak self] in self?.onHover(false) }
    }

    /// The action's button (Undo, Reload): the debug stream reports where it is.
    var actionWidget: Widget { actionButton.widget }

    /// True once the toast's slide-in has finished.
    var isRevealed: Bool { revealer.isChildRevealed }

    /// Shows `message`; one line ending in "…" when too long, or up to `wrappedLines` lines when
    /// `wraps` (a message the person must read whole: what changed in a database).
    func show(_ message: String, action title: String, wraps: Bool = false, _ body: @escaping () -> Void) {
        gtk_label_set_wrap(label.widget.opaque, wraps ? 1 : 0)
        gtk_label_set_lines(label.widget.opaque, wraps ? Self.wrappedLines : -1)
        label.xalign = wraps ? 0 : 0.5
        label.text = message
        actionButton.setLabel(title)
        action = body
        widget.isVisible = true
        revealer.isRevealed = true
    }

    static let wrappedLines: Int32 = 4

    func dismiss() {
        action = nil
        revealer.isRevealed = false
        onDismiss()
    }
}
