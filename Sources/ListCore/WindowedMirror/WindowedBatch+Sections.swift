extension WindowedBatch {
    /// This change with section header rows (docs/windowed-mirror.md 3.11): `old` shows the headers
    /// shown before it (`oldHeaders`), `new` those after (`newHeaders`, `WindowedHeaderRows.shown`
    /// once it followed the new window's sections), and the headers that appeared and went
    /// (`WindowedHeaderRows.follow`'s) fade in and out. A header in both slides from its old
    /// section's start to its new one, as a row that moved. `heights` are the mirror's once the new
    /// window's slots were measured with their headers (`WindowedSections.slotHeights`), which the
    /// change's own `new` state was made before.
    ///
    ///     let batch = try mirror.apply(position: 0, removed: n, added: n, key: keyAt, content: read)
    ///     let before = headerRows.shown
    ///     let change = headerRows.follow(sectionsOfTheNewWindow, row: headerRow)
    ///     mirror.measure(slotHeightsByID)
    ///     scene.commit(batch.withSectionHeaders(old: before, new: headerRows.shown, heights: mirror.heights,
    ///                                           inserted: change.inserted, deleted: change.deleted), at: now)
    ///
    /// - Complexity: O(s) for s headers, plus copying the batch's lists.
    package func withSectionHeaders(old oldHeaders: [WindowedHeaderRows.Header], new newHeaders: [WindowedHeaderRows.Header],
                                    heights: WindowHeights, inserted insertedHeaders: [RowID], deleted deletedHeaders: [RowID]) -> WindowedBatch {
        var measured = WindowedSnapshot(count: new.count, heights: heights, window: new.window, windowRows: new.windowRows,
                                        places: new.places, rowsOutsideWindow: new.rowsOutsideWindow)
        measured.shift = new.shift
        return WindowedBatch(change: change, old: old.withSectionHeaders(oldHeaders), new: measured.withSectionHeaders(newHeaders),
                      inserted: inserted + insertedHeaders, deleted: deleted + deletedHeaders, updated: updated,
                      deselected: deselected, entered: entered, released: released, anchor: anchor, isReorder: isReorder)
    }
}
