import ListGtk
import ListWidget
import ListCore

/// The summary header: expanded or collapsed through the core (`HeaderResize`), and its text,
/// made from the frame's header inputs and translated here.
extension AppWindow {
    func setSummaryExpanded(_ expanded: Bool) -> Bool {
        list.setSummaryExpanded(expanded)
        return true
    }

    /// The summary header's text, from the frame's header inputs.
    func summaryText(_ header: ListFrame.Header) -> (title: String, subtitle: String, details: String) {
        var subtitle = tr("Unsorted")
        if let sort = header.sort, let column = header.sortColumnName {
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
