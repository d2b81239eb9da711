import CGtk
import Glibc
import ListCore
import ListData

/// The virtualized list: one drawing area that paints only the rows the core says are visible,
/// where the core says they are, plus a scrollbar bound to the core's scroll offset.
///
/// It decides nothing: pointer, wheel and keys go to the core (`ListController`, its behaviours
/// and `SelectionCommands`); each frame it draws `list.frame(at:)`.
@MainActor
final class ListView {
    let widget: Widget
    let area: Widget
    private let scrollbar: Widget
    private let adjustment: UnsafeMutablePointer<GtkAdjustment>
    private let host: ListHost
    private var list: ListController { host.list }
    private let painter: RowPainter
    private let frames: FrameDriver
    private var syncingAdjustment = false
    private var dragStart: (x: Double, y: Double)?

    /// A row was activated (clicked or Enter) outside edit mode.
    var onActivate: ((RowID) -> Void)?
    /// The summary header above the rows was clicked.
    var onHeaderClick: (() -> Void)?
    /// The header's text: a title, a subtitle, and details shown when expanded.
    var headerText: () -> (title: String, subtitle: String, details: String) = { ("", "", "") }
    /// Shade laid over the whole list while the detail page covers it (0 … 1).
    var dimming: Double = 0 { didSet { if dimming != oldValue { redraw() } } }
    /// Whether the list page takes input right now (not while a page transition runs).
    var acceptsInput: () -> Bool = { true }

    init(host: ListHost, frames: FrameDriver) {
        self.host = host
        self.frames = frames
        area = gtk_drawing_area_new()!
        area.expand()
        area.addClass("list-area")
        gtk_widget_set_focusable(area, 1)
        adjustment = gtk_adjustment_new(0, 0, 1, 1, 1, 1)
        scrollbar = gtk_scrollbar_new(GTK_ORIENTATION_VERTICAL, adjustment)!
        gtk_widget_set_halign(scrollbar, GTK_ALIGN_END)
        widget = gtk_overlay_new()!
        widget.expand()
        gtk_overlay_set_child(widget.opaque, area)
        gtk_overlay_add_overlay(widget.opaque, scrollbar)
        painter = RowPainter(widget: area, schema: host.schema)

        gtk_drawing_area_set_draw_func(
            area.cast(GtkDrawingArea.self), ListView.draw, Unmanaged.passUnretained(self).toOpaque(), nil)
        Signals.onSize(area.raw, "resize") { [unowned self] _, height in
            list.viewportHeight = Double(height)
            syncAdjustment()
        }
        Signals.on(UnsafeMutableRawPointer(adjustment), "value-changed") { [unowned self] in
            guard !syncingAdjustment else { return }
            host.kinetic.stop()   // the scrollbar takes over
            list.scroll(to: gtk_adjustment_get_value(adjustment))
            afterScroll()
        }
        installClick()
        installDragSelect()
        installScroll()
        installKeys()
    }

    /// The columns changed (a large CSV's number columns are known once it has loaded).
    func schemaDidChange() {
        painter.schema = host.schema
        redraw()
    }

    /// Schedules a repaint and keeps the scrollbar in step with the core's scroll offset.
    /// (Never from inside the draw function: changing the adjustment there re-lays out the
    /// scrollbar in the middle of a snapshot.)
    func redraw() {
        syncAdjustment()
        gtk_widget_queue_draw(area)
    }

    // MARK: Drawing

    private static let draw: GtkDrawingAreaDrawFunc = { _, cr, width, height, data in
        let view = Unmanaged<ListView>.fromOpaque(data!).takeUnretainedValue()
        nonisolated(unsafe) let context = cr!  // GTK draws on the main thread
        MainActor.assumeIsolated { view.draw(context, width: Double(width), height: Double(height)) }
    }

    private func draw(_ cr: OpaquePointer, width: Double, height: Double) {
        let rows = list.frame(at: frames.frameTime)
        painter.paintBackground(cr, width: width, height: height)
        if list.headerHeight > 0, list.scrollOffset < list.headerHeight {
            let text = headerText()
            painter.paintHeader(cr, y: -list.scrollOffset, height: list.headerHeight, width: width,
                                expansion: host.header.progress, title: text.title, subtitle: text.subtitle,
                                details: text.details)
        }
        let focus = gtk_widget_has_focus(area) != 0 ? host.commands.focus : nil
        let content = { [list, animator = host.animator] (id: RowID) in list.row(id) ?? animator.departingRow(id) }
        for row in rows { painter.paint(row, in: cr, width: width, focused: row.id == focus, content: content) }
        let tint = host.dragSelect.stripTint
        if tint > 0 {
            let strip = host.dragSelect.stripBounds(listWidth: width)
            painter.paintStrip(cr, x: strip.minX, width: strip.width, height: height, strength: tint)
        }
        if dimming > 0 { painter.paintDimming(cr, amount: dimming, width: width, height: height) }
    }

    private func syncAdjustment() {
        guard gtk_adjustment_get_value(adjustment) != list.scrollOffset
            || gtk_adjustment_get_upper(adjustment) != list.contentHeight
            || gtk_adjustment_get_page_size(adjustment) != list.viewportHeight else { return }
        syncingAdjustment = true
        gtk_adjustment_configure(
            adjustment, list.scrollOffset, 0, list.contentHeight, 40, max(list.viewportHeight - 40, 40),
            list.viewportHeight)
        syncingAdjustment = false
    }

    /// After a wheel or scrollbar scroll: a drag in progress re-reads the row under the pointer.
    private func afterScroll() {
        if host.dragSelect.isDragging, let start = dragStart, let drag = dragOffset {
            host.dragSelect.move(x: start.x + drag.x, y: start.y + drag.y, at: MainLoop.now)
        }
        redraw()
    }

    // MARK: Pointer

    private var dragGesture: OpaquePointer?
    private var dragOffset: (x: Double, y: Double)? {
        guard let dragGesture else { return nil }
        var x = 0.0, y = 0.0
        guard gtk_gesture_drag_get_offset(dragGesture, &x, &y) != 0 else { return nil }
        return (x, y)
    }

    private func installClick() {
        let click = gtk_gesture_click_new()!
        let gesture = area.add(controller: click)
        Signals.onPress(gesture, "pressed") { [unowned self] _, _, y in
            gtk_widget_grab_focus(area)
            // A press on a gliding list only catches it (as on iOS); it does not open a row.
            let wasGliding = host.kinetic.needsFrames
            host.kinetic.stop()
            guard acceptsInput(), !wasGliding, let index = list.rowIndex(atViewportY: y) else { return }
            list.pressedRow = list.layout.ids[index]
            redraw()
        }
        Signals.onPress(gesture, "released") { [unowned self] _, _, y in
            if acceptsInput(), y >= 0, y < list.headerHeight - list.scrollOffset {
                onHeaderClick?()
                return
            }
            defer {
                list.pressedRow = nil
                redraw()
            }
            guard acceptsInput(), let pressed = list.pressedRow,
                  let index = list.rowIndex(atViewportY: y), list.layout.ids[index] == pressed
            else { return }
            activate(pressed)
        }
        Signals.on(gesture, "stopped") { [unowned self] in
            if list.pressedRow != nil {
                list.pressedRow = nil
                redraw()
            }
        }
    }

    private func activate(_ id: RowID) {
        host.commands.setFocus(id, in: list)
        if list.isEditing {
            host.commands.toggle(id, in: list)
        } else {
            list.selection = [id]
            onActivate?(id)
        }
        redraw()
    }

    /// In edit mode a drag that starts in the selection strip selects (or deselects) every row
    /// it passes; anywhere else the drag is refused so taps and scrolling go on as usual.
    private func installDragSelect() {
        let drag = gtk_gesture_drag_new()!
        let gesture = area.add(controller: drag)
        dragGesture = OpaquePointer(gesture)
        Signals.onPoint(gesture, "drag-begin") { [unowned self] x, y in
            guard acceptsInput(), host.dragSelect.begin(x: x, y: y, listWidth: area.width, at: MainLoop.now) else {
                gtk_gesture_set_state(OpaquePointer(gesture), GTK_EVENT_SEQUENCE_DENIED)
                return
            }
            dragStart = (x, y)
            gtk_gesture_set_state(OpaquePointer(gesture), GTK_EVENT_SEQUENCE_CLAIMED)
            list.pressedRow = nil
            redraw()
        }
        Signals.onPoint(gesture, "drag-update") { [unowned self] dx, dy in
            guard let start = dragStart else { return }
            host.dragSelect.move(x: start.x + dx, y: start.y + dy, at: MainLoop.now)
            frames.requestFrames()
            redraw()
        }
        Signals.onPoint(gesture, "drag-end") { [unowned self] _, _ in
            guard dragStart != nil else { return }
            dragStart = nil
            if let last = host.dragSelect.end(at: MainLoop.now) { host.commands.setFocus(last, in: list) }
            redraw()
        }
        Signals.on(gesture, "cancel") { [unowned self] in
            guard dragStart != nil else { return }
            dragStart = nil
            host.dragSelect.cancel(at: MainLoop.now)
            redraw()
        }
    }

    private func installScroll() {
        let flags = GtkEventControllerScrollFlags(
            GTK_EVENT_CONTROLLER_SCROLL_VERTICAL.rawValue | GTK_EVENT_CONTROLLER_SCROLL_KINETIC.rawValue)
        let scroll = gtk_event_controller_scroll_new(flags)!
        let controller = area.add(controller: scroll)
        Signals.on(controller, "scroll-begin") { [unowned self] in host.kinetic.stop() }
        // A touchpad or touchscreen fling: the core glides on (GTK reports the release velocity).
        Signals.onPoint(controller, "decelerate") { [unowned self] _, velocityY in
            host.kinetic.fling(velocity: velocityY, at: MainLoop.now)
            frames.requestFrames()
        }
        Signals.onScroll(controller, "scroll") { [unowned self] _, dy in
            host.kinetic.stop()
            let unit = gtk_event_controller_scroll_get_unit(OpaquePointer(controller))
            // A wheel notch scrolls like GTK's own scrolled windows: page_size^(2/3) pixels.
            let step = unit == GDK_SCROLL_UNIT_WHEEL ? pow(list.viewportHeight, 2.0 / 3.0) : 1
            list.scroll(to: list.scrollOffset + dy * step)
            afterScroll()
            return true
        }
    }

    // MARK: Keyboard

    private func installKeys() {
        let keys = gtk_event_controller_key_new()!
        let controller = area.add(controller: keys)
        Signals.onKey(controller, "key-pressed") { [unowned self] keyval, state in
            guard acceptsInput() else { return false }
            let shift = state.rawValue & GDK_SHIFT_MASK.rawValue != 0
            switch Int32(keyval) {
            case GDK_KEY_Up, GDK_KEY_KP_Up:
                shift ? host.commands.extendSelection(by: -1, in: list) : host.commands.moveFocus(by: -1, in: list)
            case GDK_KEY_Down, GDK_KEY_KP_Down:
                shift ? host.commands.extendSelection(by: 1, in: list) : host.commands.moveFocus(by: 1, in: list)
            case GDK_KEY_space:
                guard let focus = host.commands.focus else { return false }
                list.isEditing ? host.commands.toggleFocused(in: list) : activate(focus)
            case GDK_KEY_Return, GDK_KEY_KP_Enter:
                guard let focus = host.commands.focus else { return false }
                activate(focus)
            default:
                return false
            }
            redraw()
            return true
        }
    }
}
