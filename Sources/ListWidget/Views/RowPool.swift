import ListGtk
import ListCore

/// The row widgets of the list: as many as the viewport shows plus a small margin, recycled as
/// rows scroll in and out, so the widget count does not depend on the list's length. A row
/// keeps its widget while it stays in the frame (so its labels are not set again); widgets of
/// rows that left are reused for rows that arrived.
///
///     let pool = RowPool(parent: canvas, before: strip, schema: schema, margin: 4)
///     pool.show(frame.rows, rightToLeft: false)
///     for row in pool.shown { row.widget.allocate(…) }
///
/// - Complexity: `show` is O(rows in the frame); the pool grows only when a frame shows more
///   rows than ever before (departing rows included), by the margin at once, and never shrinks.
@MainActor
final class RowPool {
    private let parent: Widget
    /// Rows are kept below this sibling (the strip and dimming overlays).
    private let before: Widget
    /// The columns, passed on to every row widget.
    var schema: ColumnSchema {
        didSet { for row in widgets { row.schema = schema } }
    }
    /// Makes the host's content of each row widget (`ListWidget.makeRowContent`); `nil`: text rows.
    var makeContent: (() -> any RowContent)? {
        didSet { for row in widgets { row.makeContent = makeContent } }
    }
    /// Whether rows show a drag handle in edit mode (`ListWidget.isReorderable`).
    var showsHandles = false {
        didSet { for row in widgets { row.showsHandle = showsHandles } }
    }
    /// A row's handle was activated (a screen reader's action): it asks to move one place down.
    var onHandleActivated: (RowID) -> Void = { _ in }
    /// Widgets kept beyond the most rows a frame has shown.
    private let margin: Int
    private(set) var widgets: [RowWidget] = []
    /// The widgets showing this frame's rows, in the frame's drawing order.
    private(set) var shown: [RowWidget] = []
    private var byID: [RowID: RowWidget] = [:]

    /// Whether the pool's widgets show section headers (`RowWidget.isHeader`).
    private let isHeader: Bool

    init(parent: Widget, before: Widget, schema: ColumnSchema, margin: Int, isHeader: Bool = false) {
        self.parent = parent
        self.before = before
        self.schema = schema
        self.margin = margin
        self.isHeader = isHeader
    }

    /// The pool holds at least `count` widgets.
    func reserve(_ count: Int) {
        while widgets.count < count {
            let row = RowWidget(schema: schema, isHeader: isHeader)
            row.makeContent = makeContent
            row.showsHandle = showsHandles
            row.onHandleActivated = { [weak self] id in self?.onHandleActivated(id) }
            row.hide()
            row.widget.insert(in: parent, before: before)
            widgets.append(row)
        }
    }

    /// The widget showing row `id` in the frame last shown, `nil` when the frame does not show it.
    func widget(of id: RowID) -> Widget? { byID[id]?.widget }

    /// Gives the hover look to the row `id` (the one under the pointer) and takes it off the others.
    func setHover(_ id: RowID?) {
        for row in shown { row.widget.setClass("hover", row.appearance?.id == id && id != nil) }
    }

    /// Binds the frame's rows to widgets and shows them with their content; hides the rest.
    func show(_ rows: [RowAppearance], rightToLeft: Bool) {
        if rows.count > widgets.count { reserve(rows.count + margin) }
        var next: [RowID: RowWidget] = [:]
        next.reserveCapacity(rows.count)
        var kept = Set<ObjectIdentifier>()
        for row in rows { if let widget = byID[row.id] { next[row.id] = widget; kept.insert(ObjectIdentifier(widget)) } }
        var free = widgets.filter { !kept.contains(ObjectIdentifier($0)) }.reversed() as [RowWidget]
        var order: [RowWidget] = []
        order.reserveCapacity(rows.count)
        for row in rows {
            guard let data = row.content else { continue }
            let widget: RowWidget
            if let bound = next[row.id] {
                widget = bound
            } else if let spare = free.popLast() {
                widget = spare
            } else {
                reserve(widgets.count + 1)   // not reached: reserved above
                widget = widgets[widgets.count - 1]
            }
            next[row.id] = widget
            if !widget.widget.isVisible { widget.widget.isVisible = true }
            widget.show(row, content: data, rightToLeft: rightToLeft)
            order.append(widget)
        }
        for widget in free where widget.appearance != nil { widget.hide() }
        // Drawing order follows the frame (rows crossing during a sort slide over each other);
        // restacked only when it changed.
        if order.map(ObjectIdentifier.init) != shown.map(ObjectIdentifier.init) {
            var sibling = before.previousSibling
            var inOrder = true
            for widget in order.reversed() {
                if sibling != widget.widget { inOrder = false; break }
                sibling = sibling?.previousSibling
            }
            if !inOrder { for widget in order { widget.widget.insert(in: parent, before: before) } }
        }
        shown = order
        byID = next
    }
}
