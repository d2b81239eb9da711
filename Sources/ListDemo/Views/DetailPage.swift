import CGtk
import ListCore
import ListData

/// The detail page of one item, with the swipe-progress slider that scrubs the back transition.
/// (The left-edge swipe is read on the page stack, which does not move with the page.)
///
/// The slider sits in a bar pinned to the bottom of the window (`sliderBar`), not inside the
/// sliding page: a control that moved with the page it drives would run away from the pointer.
///
/// The slider only forwards input to the core (`ListScene.slider`); it shows the frame's slider
/// value while the transition animates on its own.
@MainActor
final class DetailPage {
    let widget: Widget
    let sliderBar: Widget
    let slider: Widget
    private let title: Widget
    private let meta: Widget
    private let body: Widget
    private let scene: ListScene
    private let signals = Signals()
    private var syncingSlider = false
    private var sliderPressed = false
    /// Input changed the model: the window rebuilds the frame and ticks.
    var onInput: () -> Void = {}

    init(scene: ListScene) {
        self.scene = scene
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
        slider.setAccessibleLabel(tr("Swipe progress"))
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

    /// Shows the frame's slider: its value (not treated as input) and whether the bar is shown.
    func show(_ frame: ListFrame.Slider) {
        if sliderBar.isVisible != frame.isVisible { sliderBar.isVisible = frame.isVisible }
        guard !sliderPressed, abs(gtk_range_get_value(slider.cast(GtkRange.self)) - frame.value) > 1e-6 else { return }
        syncingSlider = true
        gtk_range_set_value(slider.cast(GtkRange.self), frame.value)
        syncingSlider = false
    }

    // MARK: Slider

    private func installSlider() {
        signals.on(slider.raw, "value-changed") { [weak self] in
            guard let self, !syncingSlider else { return }
            scene.slider(gtk_range_get_value(slider.cast(GtkRange.self)), pressed: sliderPressed, at: MainLoop.now)
            onInput()
        }
        // The scale's own drag gesture claims the pointer, so press and release are read from the
        // raw events in the capture phase, before it, without stopping them.
        let legacy = gtk_event_controller_legacy_new()!
        gtk_event_controller_set_propagation_phase(legacy, GTK_PHASE_CAPTURE)
        let controller = slider.add(controller: legacy)
        signals.onEvent(controller, "event") { [weak self] event in
            guard let self else { return false }
            switch gdk_event_get_event_type(event) {
            case GDK_BUTTON_PRESS, GDK_TOUCH_BEGIN:
                sliderPressed = true
            case GDK_BUTTON_RELEASE, GDK_TOUCH_END, GDK_TOUCH_CANCEL:
                sliderPressed = false
                scene.sliderReleased(at: Signals.eventTime(of: controller))
                onInput()
            default:
                break
            }
            return false
        }
    }
}
