import CGtk
import ListGtk
import ListCore

/// The "N new" pill floating at the top of the list while the reader is anchored away from the
/// top and rows arrived above (the core's `ListFrame.Scroll.newRowsAbove`). A real GtkButton, so
/// a screen reader finds it as a push button named with the count ("3 new items"); clicking it
/// asks the core to scroll to the top (Home does the same). It hides when the count is 0: the core
/// makes it so once the new rows were scrolled into view, at the top at the latest.
///
///     pill.onActivate = { scene.scrollToTop(at: MainLoop.now) }
///     pill.show(count: frame.scroll.newRowsAbove)
@MainActor
final class NewRowsPill {
    let widget: Widget
    private let label: Widget
    private let signals = Signals()
    /// The count shown (0: hidden).
    private(set) var count = 0
    var onActivate: () -> Void = {}

    init() {
        widget = gtk_button_new()!
        let box = makeBox(vertical: false, spacing: 6)
        append(gtk_image_new_from_icon_name("go-up-symbolic")!, to: box)
        label = makeLabel("", classes: ["new-rows-label"])
        append(label, to: box)
        gtk_button_set_child(widget.cast(GtkButton.self), box)
        widget.addClass("new-rows-pill")
        gtk_widget_set_halign(widget, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(widget, GTK_ALIGN_START)
        gtk_widget_set_focus_on_click(widget, 0)   // the list keeps the keyboard focus
        gtk_widget_set_tooltip_text(widget, tr("Scroll to the top (Home)"))
        widget.isVisible = false
        signals.on(widget.raw, "clicked") { [weak self] in self?.onActivate() }
    }

    /// Shows `count` new rows, or hides the pill for 0.
    func show(count: Int) {
        guard count != self.count else { return }
        self.count = count
        widget.isVisible = count > 0
        guard count > 0 else { return }
        // TRANSLATORS: the pill over a live list; rows that arrived above the one being read.
        gtk_label_set_text(label.opaque, trn("%@ new", "%@ new", count, grouped(count)))
        widget.setAccessibleLabel(trn("%@ new item", "%@ new items", count, grouped(count)))
    }
}
