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
    private let label: Label
    private let signals = Signals()
    /// The count shown (0: hidden).
    private(set) var count = 0
    var onActivate: () -> Void = {}

    init() {
        let box = Box(vertical: false, spacing: 6)
        box.append(Image(iconName: "go-up-symbolic"))
        label = Label(classes: ["new-rows-label"])
        box.append(label)
        widget = Button(child: box.widget).widget
        widget.addClass("new-rows-pill")
        widget.align(horizontal: GTK_ALIGN_CENTER, vertical: GTK_ALIGN_START)
        widget.focusOnClick = false   // the list keeps the keyboard focus
        widget.setTooltip(tr("Scroll to the top (Home)"))
        widget.isVisible = false
        signals.on(widget, "clicked") { [weak self] in self?.onActivate() }
    }

    /// Shows `count` new rows, or hides the pill for 0.
    func show(count: Int) {
        guard count != self.count else { return }
        let arrived = count > self.count
        self.count = count
        widget.isVisible = count > 0
        guard count > 0 else { return }
        // TRANSLATORS: the pill over a live list; rows that arrived above the one being read.
        label.text = trn("%@ new", "%@ new", count, grouped(count))
        let name = trn("%@ new item", "%@ new items", count, grouped(count))
        widget.setAccessibleLabel(name)
        // Rows arriving out of sight are told to a screen reader as they come (GTK 4.14 and later).
        if arrived { widget.announce(name) }
    }
}
