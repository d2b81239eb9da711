import CGtk
import ListGtk

/// The edit-mode bar under the list: "N selected", Select All, Deselect All and Delete.
/// Slides in and out with a GtkRevealer.
@MainActor
final class SelectionBar {
    let widget: Widget
    private let label: Widget
    private let deleteButton: Widget
    private let deselectButton: Widget
    var onSelectAll: (() -> Void)?
    var onDeselectAll: (() -> Void)?
    var onDelete: (() -> Void)?
    private let signals = Signals()

    init() {
        widget = gtk_revealer_new()!
        gtk_revealer_set_transition_type(widget.opaque, GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP)
        let bar = gtk_action_bar_new()!
        label = makeLabel(trn("%@ selected", "%@ selected", 0, "0"), classes: ["selection-count"])
        let selectAll = gtk_button_new_with_label(tr("Select All"))!
        gtk_widget_set_tooltip_text(selectAll, "Ctrl+A")
        deselectButton = gtk_button_new_with_label(tr("Deselect All"))!
        deleteButton = gtk_button_new_with_label(tr("Delete"))!
        deleteButton.addClass("destructive-action")
        gtk_action_bar_pack_start(bar.opaque, selectAll)
        gtk_action_bar_pack_start(bar.opaque, deselectButton)
        gtk_action_bar_set_center_widget(bar.opaque, label)
        gtk_action_bar_pack_end(bar.opaque, deleteButton)
        gtk_revealer_set_child(widget.opaque, bar)
        signals.on(selectAll.raw, "clicked") { [weak self] in self?.onSelectAll?() }
        signals.on(deselectButton.raw, "clicked") { [weak self] in self?.onDeselectAll?() }
        signals.on(deleteButton.raw, "clicked") { [weak self] in self?.onDelete?() }
    }

    func reveal(_ shown: Bool) {
        gtk_revealer_set_reveal_child(widget.opaque, shown ? 1 : 0)
    }

    func update(selected: Int, total: Int) {
        gtk_label_set_text(label.opaque, trn("%@ selected", "%@ selected", selected, grouped(selected)))
        gtk_widget_set_sensitive(deleteButton, selected > 0 ? 1 : 0)
        gtk_widget_set_sensitive(deselectButton, selected > 0 ? 1 : 0)
    }
}
