import CGtk
import ListCore
import ListWidget
import ListGtk

/// The edit-mode bar under the list: "N selected", Select All, Deselect All and Delete.
/// Slides in and out with a GtkRevealer. Everything it shows comes from the frame (`show(_:)`).
///
///     selectionBar.show(frame)   // revealed in edit mode, "3 selected", Delete sensitive
@MainActor
final class SelectionBar {
    let widget: Widget
    private let revealer: Revealer
    private let label: Label
    private let deleteButton: Button
    private let deselectButton: Button
    var onSelectAll: (() -> Void)?
    var onDeselectAll: (() -> Void)?
    var onDelete: (() -> Void)?
    private let signals = Signals()
    /// What the bar shows now: revealed, and the selected count.
    private var shown: (editing: Bool, selected: Int)?

    init() {
        label = Label(trn("%@ selected", "%@ selected", 0, "0"), classes: ["selection-count"])
        let selectAll = Button(label: tr("Select All"))
        selectAll.setTooltip("Ctrl+A")
        deselectButton = Button(label: tr("Deselect All"))
        deleteButton = Button(label: tr("Delete"))
        deleteButton.addClass("destructive-action")
        let bar = ActionBar(start: [selectAll.widget, deselectButton.widget], center: label.widget, end: [deleteButton.widget])
        revealer = Revealer(child: bar.widget, transition: GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP)
        widget = revealer.widget
        signals.on(selectAll, "clicked") { [weak self] in self?.onSelectAll?() }
        signals.on(deselectButton, "clicked") { [weak self] in self?.onDeselectAll?() }
        signals.on(deleteButton, "clicked") { [weak self] in self?.onDelete?() }
    }

    /// Whether the slide in or out has finished with the bar shown.
    var isRevealed: Bool { revealer.isChildRevealed }

    /// Revealed in edit mode, with the frame's selected count; set only when it changed.
    func show(_ frame: ListFrame) {
        let next = (editing: frame.isEditing, selected: frame.header.selectedCount)
        guard shown?.editing != next.editing || shown?.selected != next.selected else { return }
        if shown?.editing != next.editing { revealer.isRevealed = next.editing }
        shown = next
        let selected = next.selected
        label.text = trn("%@ selected", "%@ selected", selected, grouped(selected))
        deleteButton.isSensitive = selected > 0
        deselectButton.isSensitive = selected > 0
    }
}
