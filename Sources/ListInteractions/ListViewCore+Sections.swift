import CGtk
import CListInteractions
import ListCore
import ListWidget

// LiListView's sections: `section-property` (adjacent items sharing its value are one section),
// or a GtkSectionModel's sections (GTK 4.12) while a header factory is set and no section
// property. The rows are the items with a header row before each section, found near the window
// only (`ListViewCore+WindowedSections`): a re-sort that moves items between sections slides
// them, a header that appears or empties fades. Model positions (activate, the selection model,
// scroll_to, row widgets) count items only: `itemPosition(of:)` and `itemRowID(_:)` map between
// them and the rows.

extension ListViewCore {
    /// Whether the rows show sections now.
    var usesSections: Bool { usesSections(for: model) }

    private func usesSections(for model: UnsafeMutableRawPointer?) -> Bool {
        sectionProperty != nil || (headerFactory != nil && li_list_view_is_section_model(model) != 0)
    }

    // MARK: Positions

    /// The model position of the item row `id` shows, `nil` for a header or a row not tracked.
    func itemPosition(of id: RowID) -> Int? { windowed?.position(of: id) }

    /// The row of the item at model position `position` (in `0..<itemCount`), `nil` when that
    /// item is not tracked.
    func itemRowID(_ position: Int) -> RowID? { windowed?.id(at: position) }

    /// The number of items in the model the rows show.
    var itemCount: Int { windowed?.count ?? 0 }

    /// The item at model position `position` (in `0..<itemCount`), not referenced.
    func item(atPosition position: Int) -> UnsafeMutableRawPointer? { windowed?.item(at: position) }

    // MARK: Properties

    func setSectionProperty(_ property: String?) {
        guard property != sectionProperty else { return }
        sectionProperty = property
        if matchRowsToProperties() { return }
        sectionsMayHaveChanged()
    }

    func setHeaderFactory(_ factory: UnsafeMutableRawPointer?) {
        guard factory != headerFactory else { return }
        headerFactory = factory
        if let list {
            if let factory {
                list.onRowHeights = { [weak self] heights in self?.rowHeightsMeasured(heights) }
                list.makeHeaderContent = { [weak self] in
                    FactoryRow(factory: factory, itemOf: { self?.headerObjects[$0] }, onFlags: { _, _, _ in })
                }
            } else {
                list.makeHeaderContent = nil
                headerHeights = [:]
            }
        }
        if matchRowsToProperties() { return }
        sectionsMayHaveChanged()
    }

    /// The rows' kind follows the properties: the kind of their heights (`WindowedHeightsKind`: a
    /// factory set or unset, a subtitle or description bound or unbound, sections) and whether
    /// they show sections. When it changes (or no rows were made yet), the rows go without
    /// animation and come back afresh from the model (as a new `id-property` does). Returns
    /// whether it changed.
    @discardableResult
    func matchRowsToProperties() -> Bool {
        let matches = windowed != nil && windowedHeightsKind == wantedHeightsKind && windowedHasSections == usesSections
        guard !matches else { return false }
        rebuildRows()
        return true
    }

    /// Every row out without animation, and in afresh from the model, held as the properties
    /// say (a re-key, a change of kind): empty rows, then the model's window inserted (they fade
    /// in, as a new model's rows do); nothing else of the model is read.
    func rebuildRows() {
        if let windowed {
            if windowed.count > 0 { applyWindowed(position: 0, removed: windowed.count, added: 0, animated: false) }
            dropWindowedRows()
        }
        let rows = makeWindowedRows(nil)
        windowed = rows
        scene.setWindowedHost(self)   // ListViewCore+Windowed.swift: the rows past the window
        if let state = windowedState() { scene.setWindow(state) }
        rows.setModel(model)
        if rows.modelCount > 0 { applyWindowed(position: 0, removed: 0, added: rows.modelCount) }
        applyReorderable()
    }

    func releaseHeaderObjects() {
        headerObjects.values.forEach { g_object_unref($0) }
        headerObjects = [:]
    }

}
