import CGtk
import ListCore
import ListData

/// The virtualized list: one drawing area that paints the rows of the core's frame where the
/// frame says, plus a scrollbar bound to the frame's scroll metrics.
///
/// It decides nothing: every pointer, wheel and key event is forwarded to the `ListScene` with
/// its GDK event time in one line; drawing reads the current `ListFrame`.
@MainActor
final class ListView {
    let widget: Widget
    let area: Widget
    private let scrollbar: Widget
    private let adjustment: UnsafeMutablePointer<GtkAdjustment>
    private let scene: ListScene
    private let painter: RowPainter
    private let signals = Signals()
    private var syncingAdjustment = false
    /// Where the current press started (GtkGestureDrag reports offsets from it).
    private var pressStart: (x: Double, y: Double) = (0, 0)

    /// The frame to draw (the window builds one per tick, or after input).
    var frame: () -> ListFrame?
    /// The header's text for the frame's header inputs.
    var headerText: (ListFrame.Header) -> (title: String, subtitle: String, details: String) = { _ in ("", "", "") }
    /// Input changed the model: the window rebuilds the frame and ticks if anything moves.
    var onInput: () -> Void = {}

    init(scene: ListScene, frame: @escaping () -> ListFrame?) {
        self.scene = scene
        self.frame = frame
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
        painter = RowPainter(widget: area, schema: scene.schema)

        // The draw function's user data is a retained reference, released with the area.
        gtk_drawing_area_set_draw_func(area.cast(GtkDrawingArea.self), ListView.draw,
                                       Unmanaged.passRetained(self).toOpaque(), ListView.releaseSelf)
        signals.onSize(area.raw, "resize") { [weak self] _, height in
            self?.scene.list.setViewportHeight(Double(height))
            self?.onInput()
        }
        signals.on(UnsafeMutableRawPointer(adjustment), "value-changed") { [weak self] in
            guard let self, !syncingAdjustment else { return }
            scene.scrollbar(to: gtk_adjustment_get_value(adjustment), at: MainLoop.now)
            onInput()
        }
        installPointer()
        installScroll()
        installKeys()
    }

    /// The columns changed (a large CSV's number columns are known once it has loaded).
    func schemaDidChange() {
        painter.schema = scene.schema
    }

    /// Schedules a repaint and keeps the scrollbar in step with the frame's scroll metrics.
    /// (Never from inside the draw function: changing the adjustment there re-lays out the
    /// scrollbar in the middle of a snapshot.)
    func show(_ frame: ListFrame) {
        syncAdjustment(frame.scroll)
        gtk_widget_queue_draw(area)
    }

    // MARK: Drawing

    private static let releaseSelf: GDestroyNotify = { data in
        guard let data else { return }
        Unmanaged<ListView>.fromOpaque(data).release()
    }

    private static let draw: GtkDrawingAreaDrawFunc = { _, cr, width, height, data in
        let view = Unmanaged<ListView>.fromOpaque(data!).takeUnretainedValue()
        nonisolated(unsafe) let context = cr!  // GTK draws on the main thread
        MainActor.assumeIsolated { view.draw(context, width: Double(width), height: Double(height)) }
    }

    private func draw(_ cr: OpaquePointer, width: Double, height: Double) {
        painter.paintBackground(cr, width: width, height: height)
        guard let frame = frame() else { return }
        let header = frame.header
        if header.isVisible {
            let text = headerText(header)
            painter.paintHeader(cr, y: header.y, height: header.height, width: width, expansion: header.expansion,
                                title: text.title, subtitle: text.subtitle, details: text.details)
        }
        let content = { [scene] (id: RowID) in scene.list.row(id) ?? scene.animator.departingRow(id) }
        for row in frame.rows {
            painter.paint(row, in: cr, width: width, focused: row.id == frame.focus, content: content)
        }
        if frame.strip.tint > 0 {
            painter.paintStrip(cr, x: frame.strip.minX, width: frame.strip.width, height: height,
                               strength: frame.strip.tint)
        }
        if frame.pages.listDimming > 0 {
            painter.paintDimming(cr, amount: frame.pages.listDimming, width: width, height: height)
        }
    }

    private func syncAdjustment(_ scroll: ListFrame.Scroll) {
        guard gtk_adjustment_get_value(adjustment) != scroll.offset
            || gtk_adjustment_get_upper(adjustment) != scroll.contentHeight
            || gtk_adjustment_get_page_size(adjustment) != scroll.viewportHeight else { return }
        syncingAdjustment = true
        gtk_adjustment_configure(adjustment, scroll.offset, 0, scroll.contentHeight, 40,
                                 max(scroll.viewportHeight - 40, 40), scroll.viewportHeight)
        syncingAdjustment = false
    }

    // MARK: Pointer

    /// One gesture for every press on the list (mouse or touch): press, moves and release go
    /// to the scene, which tells taps, long presses, drags and drag-selects apart.
    private func installPointer() {
        let gesture = area.add(controller: gtk_gesture_drag_new()!)
        signals.onPoint(gesture, "drag-begin") { [weak self] x, y in
            guard let self else { return }
            gtk_widget_grab_focus(area)
            pressStart = (x, y)
            if scene.press(x: x, y: y, listWidth: area.width, at: Signals.eventTime(of: gesture)) {
                gtk_gesture_set_state(OpaquePointer(gesture), GTK_EVENT_SEQUENCE_CLAIMED)
            }
            onInput()
        }
        signals.onPoint(gesture, "drag-update") { [weak self] dx, dy in
            guard let self else { return }
            scene.drag(x: pressStart.x + dx, y: pressStart.y + dy, at: Signals.eventTime(of: gesture))
            onInput()
        }
        signals.onPoint(gesture, "drag-end") { [weak self] dx, dy in
            guard let self else { return }
            scene.release(x: pressStart.x + dx, y: pressStart.y + dy, at: Signals.eventTime(of: gesture))
            onInput()
        }
        signals.onSequence(gesture, "cancel") { [weak self] in
            self?.scene.cancelPointer(at: MainLoop.now)
            self?.onInput()
        }
    }

    private func installScroll() {
        let flags = GtkEventControllerScrollFlags(
            GTK_EVENT_CONTROLLER_SCROLL_VERTICAL.rawValue | GTK_EVENT_CONTROLLER_SCROLL_KINETIC.rawValue)
        let controller = area.add(controller: gtk_event_controller_scroll_new(flags)!)
        signals.on(controller, "scroll-begin") { [weak self] in self?.scene.scrollBegan() }
        signals.onPoint(controller, "decelerate") { [weak self] _, velocityY in
            self?.scene.fling(velocity: velocityY, at: Signals.eventTime(of: controller))
            self?.onInput()
        }
        signals.onScroll(controller, "scroll") { [weak self] _, dy in
            guard let self else { return false }
            let isWheel = gtk_event_controller_scroll_get_unit(OpaquePointer(controller)) == GDK_SCROLL_UNIT_WHEEL
            // Taken even when refused, so a wheel during a page transition scrolls nothing.
            scene.scroll(dy: dy, isWheel: isWheel, at: Signals.eventTime(of: controller))
            onInput()
            return true
        }
    }

    // MARK: Keyboard

    private func installKeys() {
        let controller = area.add(controller: gtk_event_controller_key_new()!)
        signals.onKey(controller, "key-pressed") { [weak self] keyval, state in
            guard let self, let key = ListView.listKey(keyval) else { return false }
            let handled = scene.key(key, shift: state.rawValue & GDK_SHIFT_MASK.rawValue != 0,
                                    at: Signals.eventTime(of: controller))
            onInput()
            return handled
        }
    }

    private static func listKey(_ keyval: UInt32) -> ListKey? {
        switch Int32(keyval) {
        case GDK_KEY_Up, GDK_KEY_KP_Up: .up
        case GDK_KEY_Down, GDK_KEY_KP_Down: .down
        case GDK_KEY_space: .space
        case GDK_KEY_Return, GDK_KEY_KP_Enter: .enter
        default: nil
        }
    }
}
