import CGtk
import ListCore
import ListData

/// The detail page of one item, with the swipe-progress slider that scrubs the back transition
/// and the left-edge swipe that does the same.
///
/// The slider sits in a bar pinned to the bottom of the window (`sliderBar`), not inside the
/// sliding page: a control that moved with the page it drives would run away from the pointer.
///
/// Both only forward input to the core (`NavigationModel.beginBack/updateBack/endBack`); the
/// slider shows the transition's progress while it animates on its own.
@MainActor
final class DetailPage {
    let widget: Widget
    let sliderBar: Widget
    let slider: Widget
    private let title: Widget
    private let meta: Widget
    private let body: Widget
    private let navigation: NavigationModel
    private let requestFrames: () -> Void
    private var syncingSlider = false
    private var sliderPressed = false
    private var edgeSwipe: (active: Bool, candidate: Bool) = (false, false)

    /// The edge-swipe area and the distance a drag must travel before it counts (DESIGN.md).
    static let edgeWidth = 32.0
    static let dragThreshold = 16.0

    init(navigation: NavigationModel, requestFrames: @escaping () -> Void) {
        self.navigation = navigation
        self.requestFrames = requestFrames
        widget = makeBox(vertical: true, spacing: 12, classes: ["detail-page"])
        widget.expand()
        title = makeLabel("", classes: ["title-1"], wrap: true)
        meta = makeLabel("", classes: ["dim-label"], wrap: true)
        body = makeLabel("", classes: ["body"], wrap: true)
        slider = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 1, 0.01)!
        gtk_scale_set_draw_value(slider.cast(GtkScale.self), 0)
        slider.addClass("swipe-slider")
        gtk_widget_set_tooltip_text(slider, tr("Drag to scrub the back transition"))
        let sliderLabel = makeLabel(tr("Swipe progress"), classes: ["caption-heading"])
        gtk_label_set_xalign(sliderLabel.opaque, 0)

        let content = makeBox(vertical: true, spacing: 12, classes: ["detail-content"])
        content.expand(horizontally: true, vertically: false)
        for child in [title, meta, body] { append(child, to: content) }
        append(content, to: widget)
        sliderBar = makeBox(vertical: true, spacing: 6, classes: ["slider-box"])
        gtk_widget_set_valign(sliderBar, GTK_ALIGN_END)
        append(sliderLabel, to: sliderBar)
        append(slider, to: sliderBar)
        sliderBar.isVisible = false

        installSlider()
        installEdgeSwipe()
    }

    func show(_ row: Row, schema: ColumnSchema) {
        gtk_label_set_text(title.opaque, row.title)
        var parts: [String] = []
        for (index, value) in row.fields.enumerated().dropFirst() where !value.isEmpty && value != row.detail {
            let name = index < schema.columns.count ? Self.capitalized(schema.columns[index].name) : ""
            let shown = index < schema.columns.count && schema.columns[index].kind == .number
                ? grouped(value) : value
            parts.append(name.isEmpty ? shown : "\(name): \(shown)")
        }
        gtk_label_set_text(meta.opaque, parts.joined(separator: "   "))
        gtk_label_set_text(body.opaque, row.detail)
    }

    private static func capitalized(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }

    /// Moves the slider to the transition's progress without treating it as input.
    func syncSlider() {
        guard !sliderPressed else { return }
        let progress = navigation.back.isActive ? navigation.back.progress : 0
        guard abs(gtk_range_get_value(slider.cast(GtkRange.self)) - progress) > 1e-6 else { return }
        syncingSlider = true
        gtk_range_set_value(slider.cast(GtkRange.self), progress)
        syncingSlider = false
    }

    // MARK: Slider

    private func installSlider() {
        Signals.on(slider.raw, "value-changed") { [unowned self] in
            guard !syncingSlider else { return }
            let value = gtk_range_get_value(slider.cast(GtkRange.self))
            let now = MainLoop.now
            if !navigation.back.isInteractive {
                guard navigation.beginBack(at: now) else { return }
            }
            navigation.updateBack(value, at: now)
            if !sliderPressed {
                // Keyboard steps have no release: each one settles by position alone.
                navigation.endBack(at: now, velocity: 0)
            }
            requestFrames()
        }
        // The scale's own drag gesture claims the pointer, so press and release are read from the
        // raw events in the capture phase, before it, without stopping them.
        let legacy = gtk_event_controller_legacy_new()!
        gtk_event_controller_set_propagation_phase(legacy, GTK_PHASE_CAPTURE)
        let controller = slider.add(controller: legacy)
        Signals.onEvent(controller, "event") { [unowned self] event in
            switch gdk_event_get_event_type(event) {
            case GDK_BUTTON_PRESS, GDK_TOUCH_BEGIN:
                sliderPressed = true
            case GDK_BUTTON_RELEASE, GDK_TOUCH_END, GDK_TOUCH_CANCEL:
                sliderPressed = false
                if navigation.back.isInteractive {
                    navigation.endBack(at: MainLoop.now)
                    requestFrames()
                }
            default:
                break
            }
            return false
        }
    }

    // MARK: Edge swipe

    private func installEdgeSwipe() {
        let drag = gtk_gesture_drag_new()!
        let gesture = widget.add(controller: drag)
        Signals.onPoint(gesture, "drag-begin") { [unowned self] x, _ in
            let fromEdge = widget.isRightToLeft ? widget.width - x : x   // the leading edge
            edgeSwipe = (false, fromEdge <= Self.edgeWidth)
        }
        Signals.onPoint(gesture, "drag-update") { [unowned self] dx, dy in
            guard edgeSwipe.candidate else { return }
            let dx = widget.isRightToLeft ? -dx : dx
            let now = MainLoop.now
            if !edgeSwipe.active {
                guard dx >= Self.dragThreshold, dx > abs(dy), navigation.beginBack(at: now) else { return }
                edgeSwipe.active = true
                gtk_gesture_set_state(OpaquePointer(gesture), GTK_EVENT_SEQUENCE_CLAIMED)
            }
            // Linear in the pointer: the page follows the finger exactly.
            navigation.updateBack(dx / max(widget.width, 1), at: now)
            requestFrames()
        }
        Signals.onPoint(gesture, "drag-end") { [unowned self] _, _ in
            if edgeSwipe.active {
                navigation.endBack(at: MainLoop.now)
                requestFrames()
            }
            edgeSwipe = (false, false)
        }
    }
}
