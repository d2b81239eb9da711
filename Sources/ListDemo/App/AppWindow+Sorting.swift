import CGtk
import ListGtk
import ListCore
import ListData

/// The header bar's sort menu, the Live toggle and the summary header: each forwards to the core
/// (`AnimatedSort`, `LiveUpdates`, `HeaderResize`) and keeps the menu state in step.
extension AppWindow {
    /// Sorts by `column` (nil: the current one) in `descending` order (nil: the current order).
    /// Returns whether the menu state should change.
    func sort(column: Int?, descending: Bool?) -> Bool {
        let current = host.sorter.descriptor
        guard let column = column ?? current?.column else {
            // Descending before any column was chosen: sort by the first column.
            return sort(column: 0, descending: descending)
        }
        let ascending = descending.map { !$0 } ?? current?.ascending ?? true
        gtk_spinner_start(spinner.opaque)
        host.scene.sort(by: ListCore.SortDescriptor(column: column, ascending: ascending), at: frames.frameTime) {
            [weak self] in
            guard let self else { return }
            gtk_spinner_stop(spinner.opaque)
            showSortState(column: column, ascending: ascending)
            changed()
        }
        return false  // the completion sets the state once the sort has landed
    }

    /// Ctrl+1 … Ctrl+9: sort by the Nth column (ascending; again: descending); Ctrl+0 (`n == 0`):
    /// the original order. The core picks the direction.
    func sort(columnKey n: Int) {
        guard n > 0 else {
            gtk_spinner_start(spinner.opaque)
            host.scene.sort(by: nil, at: frames.frameTime) { [weak self] in
                guard let self else { return }
                gtk_spinner_stop(spinner.opaque)
                Actions.setState("sort-by", in: window.raw, to: g_variant_new_string(SortMenu.target(nil)))
                changed()
            }
            return
        }
        guard let descriptor = host.scene.sortDescriptor(forColumnKey: n) else { return }
        _ = sort(column: descriptor.column, descending: !descriptor.ascending)
    }

    /// The sort menu's radio and check state for a sort that has landed.
    func showSortState(column: Int, ascending: Bool) {
        Actions.setState("sort-by", in: window.raw, to: g_variant_new_string(SortMenu.target(column)))
        Actions.setState("sort-descending", in: window.raw, to: g_variant_new_boolean(ascending ? 0 : 1))
    }

    /// Starts or stops live updates; a GLib timer wakes the frame clock when one is due.
    func setLive(_ on: Bool) -> Bool {
        if host.scene.follower.read != nil { return setFollowing(on) }   // a database: Live follows it
        if on {
            host.live.start(at: MainLoop.now)
            guard !liveTimer else { return true }
            liveTimer = true
            MainLoop.every(milliseconds: UInt32(LiveUpdates.pollInterval * 1000)) { [weak self] in
                guard let self, host.live.isRunning else {
                    self?.liveTimer = false
                    return false
                }
                if host.live.isDue(at: MainLoop.now) { frames.requestFrames() }
                return true
            }
        } else {
            host.live.stop()
        }
        changed()
        return true
    }

    func setSummaryExpanded(_ expanded: Bool) -> Bool {
        host.header.setExpanded(expanded, at: frames.frameTime)
        changed()
        return true
    }

    /// The summary header's text, from the frame's header inputs.
    func summaryText(_ header: ListFrame.Header) -> (title: String, subtitle: String, details: String) {
        var subtitle = tr("Unsorted")
        if let sort = header.sort, sort.column < host.schema.columns.count {
            let column = host.schema.columns[sort.column].name
            subtitle = sort.ascending ? tr("Sorted by %@, ascending", column) : tr("Sorted by %@, descending", column)
        }
        if header.isLive { subtitle += " · " + tr("Live") }
        if let search = header.search {
            subtitle += " · " + trn("%@ of %@ row matches", "%@ of %@ rows match", search.total,
                                    grouped(header.rowCount), grouped(search.total))
        }
        let details = [
            trn("%@ row", "%@ rows", header.rowCount, grouped(header.rowCount)),
            trn("%@ selected", "%@ selected", header.selectedCount, grouped(header.selectedCount)),
            trn("%@ live update", "%@ live updates", header.liveUpdateCount, grouped(header.liveUpdateCount)),
        ].joined(separator: " · ") + "\n"
            + tr("Tap a row to open it; Edit (Ctrl+E) to select several by dragging along the strip.")
        return (grouped(header.rowCount) + " " + listTitle, subtitle, details)
    }

}
