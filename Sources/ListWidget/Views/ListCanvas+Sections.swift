import ListCore

extension ListCanvas {
    /// The section headers a frame shows, each where its row is, and the stuck one
    /// (`ListFrame.stuckHeader`) at the top of the viewport instead (pushed up by the next),
    /// drawn last so it covers the rows scrolling under it. A stuck header whose row scrolled
    /// out of the frame is shown from the frame's copy of its data.
    ///
    /// - Complexity: O(rows in the frame).
    static func headerRows(of frame: ListFrame) -> [RowAppearance] {
        var headers = frame.rows.filter(\.isSectionHeader)
        guard let stuck = frame.stuckHeader else { return headers }
        var row = headers.first { $0.id == stuck.id }
            ?? RowAppearance(id: stuck.id, index: -1, y: stuck.y, height: stuck.height, highlight: 0)
        headers.removeAll { $0.id == stuck.id }
        row.y = stuck.y
        row.isSectionHeader = true
        if row.content == nil { row.content = stuck.content }
        headers.append(row)
        return headers
    }
}
