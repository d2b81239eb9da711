import CGtk
import ListCore
import ListWidget

// LiListView's `factory`: the app's own widgets in the pooled rows (`FactoryRow`), each row as
// high as its child's natural height for the list's width. A height measured for the first time
// lands at once (the estimate was a guess); a changed one slides the rows below, animated.

extension ListViewCore {
    /// Shows the rows with `factory`'s widgets (`nil`: the title rows, their heights from the fonts).
    func setFactory(_ factory: UnsafeMutableRawPointer?) {
        guard let list else { return }
        hasFactory = factory != nil
        if let factory {
            list.onRowHeights = { [weak self] heights in self?.rowHeightsMeasured(heights) }
            list.makeRowContent = { [weak self] in
                FactoryRow(factory: factory, itemOf: { self?.item(of: $0) },
                           onFlags: { self?.rowFlags($0, selectable: $1, focusable: $2) })
            }
        } else {
            list.makeRowContent = nil
        }
        matchRowsToProperties()   // a factory set or unset: another kind of heights (WindowedHeightsKind)
        list.showNow()
    }

    /// A factory row's `LiRow:selectable` and `focusable` for row `id`: the scene's to keep.
    func rowFlags(_ id: RowID, selectable: Bool, focusable: Bool) {
        scene.setSelectable(selectable, row: id)
        scene.setFocusable(focusable, row: id)
    }

    /// The item of the row `id`, `nil` when it is no longer in the model.
    func item(of id: RowID) -> UnsafeMutableRawPointer? {
        itemPosition(of: id).flatMap(item(atPosition:))
    }

    /// Rows measured their children (`ListWidget.onRowHeights`): a header factory's rows go to
    /// their headers (`takeWindowedHeaderHeights`), the others take their heights
    /// (`windowedHeightsMeasured`: at once when all are first measurements of a list at rest,
    /// animated when a row had been measured before or rows are moving). Rows not measured yet
    /// count at the median of those measured (`WindowHeights.estimating`).
    func rowHeightsMeasured(_ heights: [RowID: Double]) {
        let items = takeWindowedHeaderHeights(heights)   // ListViewCore+WindowedSections.swift
        // With sections a slot is its item's height plus its header's (takeWindowedItemHeights).
        if windowedHasSections { takeWindowedItemHeights(items) } else { windowedHeightsMeasured(items) }
    }
}
