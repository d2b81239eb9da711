import CGtk
import ListCore
import ListData

/// The detail page of one item: every column of the row with wrapping text, in a scrolled list
/// that lays out only the paragraphs on screen (a `GtkListView`), so a description of thousands
/// of lines opens at once and never makes the window grow. It follows the open row while it is
/// shown: a live update changes its text, a delete says so on the page.
/// (The left-edge swipe is read on the page stack, which does not move with the page.)
///
/// The slider sits in its own bar below the pages (`sliderBar`), not inside the sliding page:
/// a control that moved with the page it drives would run away from the pointer, and a bar of
/// its own never covers content.
///
/// The slider only forwards input to the core (`ListScene.slider`); it shows the frame's slider
/// value while the transition animates on its own.
@MainActor
final class DetailPage {
    let widget: Widget
    let sliderBar: Widget
    let slider: Widget
    private let banner: Widget
    private let model: OpaquePointer
    private let scene: ListScene
    private let schema: ColumnSchema
    private let signals = Signals()
    private var syncingSlider = false
    private var sliderPressed = false
    /// What the page shows, one list item each (title, column names and values, paragraphs).
    private var items: [Item] = []
    private var shown: (id: RowID, version: Int)?
    /// Input changed the model: the window rebuilds the frame and ticks.
    var onInput: () -> Void = {}

    private enum Item {
        case title(String)
        case name(String)
        case value(String)
    }

    /// Lines of a long field per list item: a paragraph GTK lays out only when it is on screen.
    static let linesPerItem = 40

    init(scene: ListScene) {
        self.scene = scene
        schema = scene.schema
        widget = makeBox(vertical: true, classes: ["detail-page"])
        widget.expand()
        banner = makeLabel(tr("This item was deleted."), classes: ["detail-banner"], wrap: true)
        banner.isVisible = false
        append(banner, to: widget)

        model = gtk_string_list_new(nil)
        let factory = gtk_signal_list_item_factory_new()!
        let list = gtk_list_view_new(gtk_no_selection_new(OpaquePointer(g_object_ref(UnsafeMutableRawPointer(model)))),
                                     factory)!
        list.addClass("detail-list")
        list.setAccessibleLabel(tr("Details"))
        let scrolled = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(scrolled.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(scrolled.opaque, list)
        scrolled.expand()
        append(scrolled, to: widget)

        slider = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 1, 0.01)!
        gtk_scale_set_draw_value(slider.cast(GtkScale.self), 0)
        slider.addClass("swipe-slider")
        slider.expand(horizontally: true, vertically: false)
        gtk_widget_set_tooltip_text(slider, tr("Drag to scrub the back transition"))
        let sliderLabel = makeLabel(tr("Swipe progress"), classes: ["caption-heading"])
        slider.setAccessibleLabel(tr("Swipe progress"))
        sliderBar = makeBox(vertical: false, spacing: 12, classes: ["slider-bar"])
        append(sliderLabel, to: sliderBar)
        append(slider, to: sliderBar)
        sliderBar.isVisible = false

        installFactory(factory)
        installSlider()
    }

    private func installFactory(_ factory: OpaquePointer) {
        let raw = UnsafeMutableRawPointer(factory)
        signals.onObject(raw, "setup") { item in
            let label = makeLabel("", wrap: true)
            gtk_label_set_wrap_mode(label.opaque, PANGO_WRAP_WORD_CHAR)
            gtk_label_set_selectable(label.opaque, 0)
            gtk_list_item_set_activatable(item, 0)
            gtk_list_item_set_selectable(item, 0)
            gtk_list_item_set_child(item, label)
        }
        signals.onObject(raw, "bind") { [weak self] item in
            guard let self, let label = gtk_list_item_get_child(item) else { return }
            let position = Int(gtk_list_item_get_position(item))
            guard position < items.count else { return }
            let text: String, style: String
            switch items[position] {
            case .title(let value): (text, style) = (value, "title-1")
            case .name(let value): (text, style) = (value, "heading")
            case .value(let value): (text, style) = (value, "body")
            }
            for name in ["title-1", "heading", "body"] { label.setClass(name, name == style) }
            gtk_label_set_text(label.opaque, text)
        }
    }

    /// Shows row `row` (just opened), every column and its description.
    func show(_ row: Row) {
        shown = (row.id, row.version)
        banner.isVisible = false
        var next: [Item] = [.title(row.title)]
        for (index, value) in row.fields.enumerated().dropFirst() where !value.isEmpty && value != row.detail {
            let column = index < schema.columns.count ? schema.columns[index] : nil
            if let column { next.append(.name(Self.capitalized(column.name))) }
            next.append(.value(column?.kind == .number ? grouped(value) : value))
        }
        if !row.detail.isEmpty {
            next.append(.name(tr("Description")))
            next += Self.paragraphs(of: row.detail).map(Item.value)
        }
        items = next
        // One string per item: the list view only needs the count; bind reads `items`.
        var strings = [UnsafePointer<CChar>?](repeating: nil, count: next.count + 1)
        let empty = strdup("")!
        defer { free(empty) }
        for index in 0..<next.count { strings[index] = UnsafePointer(empty) }
        gtk_string_list_splice(model, 0, guint(g_list_model_get_n_items(model)), &strings)
    }

    /// The open row as the list has it now: new content after a live update, a notice when it
    /// was deleted. Cheap when nothing changed.
    func follow(_ list: ListController) {
        guard let shown, case .detail(let id) = scene.navigation.page, id == shown.id else { return }
        guard let row = list.row(id) else {
            banner.isVisible = true
            return
        }
        if row.version != shown.version { show(row) }
    }

    /// Splits a long text into items of at most `linesPerItem` lines (and about 4 000
    /// characters), so each list item lays out a bounded paragraph.
    static func paragraphs(of text: String) -> [String] {
        var result: [String] = []
        var current = "", lines = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if !current.isEmpty, lines >= linesPerItem || current.count + line.count > 4000 {
                result.append(current)
                current = ""
                lines = 0
            }
            if !current.isEmpty { current += "\n" }
            current += line
            lines += 1
        }
        if !current.isEmpty || result.isEmpty { result.append(current) }
        return result
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
