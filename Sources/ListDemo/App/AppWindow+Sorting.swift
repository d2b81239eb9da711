import CGtk
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
        host.sort(by: ListCore.SortDescriptor(column: column, ascending: ascending), at: frames.frameTime) {
            [unowned self] in
            gtk_spinner_stop(spinner.opaque)
            showSortState(column: column, ascending: ascending)
            frames.requestFrames()
            listView.redraw()
        }
        return false  // the completion sets the state once the sort has landed
    }

    /// The sort menu's radio and check state for a sort that has landed.
    func showSortState(column: Int, ascending: Bool) {
        Actions.setState("sort-by", in: window.raw, to: g_variant_new_string(SortMenu.target(column)))
        Actions.setState("sort-descending", in: window.raw, to: g_variant_new_boolean(ascending ? 0 : 1))
    }

    /// Starts or stops live updates; a GLib timer wakes the frame clock when one is due.
    func setLive(_ on: Bool) -> Bool {
        if on {
            host.live.start(at: MainLoop.now)
            guard !liveTimer else { return true }
            liveTimer = true
            MainLoop.every(milliseconds: 50) { [unowned self] in
                guard host.live.isRunning else {
                    liveTimer = false
                    return false
                }
                if let due = host.live.nextUpdateTime, MainLoop.now >= due - 0.02 { frames.requestFrames() }
                return true
            }
        } else {
            host.live.stop()
        }
        listView.redraw()
        return true
    }

    func setSummaryExpanded(_ expanded: Bool) -> Bool {
        host.header.setExpanded(expanded, at: frames.frameTime)
        frames.requestFrames()
        return true
    }

    func summaryText() -> (title: String, subtitle: String, details: String) {
        let list = host.list
        var subtitle = "Unsorted"
        if let sort = host.sorter.descriptor, sort.column < host.schema.columns.count {
            subtitle = "Sorted by \(host.schema.columns[sort.column].name), \(sort.ascending ? "ascending" : "descending")"
        }
        if host.live.isRunning { subtitle += " · Live" }
        let details = """
            \(list.count) rows · \(list.selection.count) selected · \(host.live.updateCount) live updates
            Tap a row to open it; Edit (Ctrl+E) to select several by dragging along the left strip.
            """
        return ("\(list.count) \(listTitle)", subtitle, details)
    }
}
