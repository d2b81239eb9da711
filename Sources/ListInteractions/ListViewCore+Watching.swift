import CGtk
import CListInteractions
import ListCore

/// The rows in the frame shown, looked up once per frame for two things:
/// - Rows whose shown properties notify crossfade: `notify` is connected only on the items of the
///   rows in the frame (connected when a row enters the frame, disconnected when it leaves),
///   never one handler per item of the model. The handler (C, `li_list_view_watch_item`) reloads
///   the item when the property is the title, subtitle or description property.
/// - Rows that read their text from their item keep what they show (a crossfade's old side, a
///   row fading out after its item went: `ExternalRowContent`); once the list is at rest, what
///   only older versions and departed rows showed is forgotten, and so are the sources of
///   earlier bindings.
///
///     core.watchItems(in: frame)   // after each frame the ListWidget showed
///
/// - Complexity: O(rows in the frame) per frame.
extension ListViewCore {
    func watchItems(in frame: ListFrame) {
        var shown: [UInt: UnsafeMutableRawPointer] = [:]
        var shownSerials: Set<UInt32> = []
        guard let windowed else { return unwatchAll() }
        for row in frame.rows {
            // The rows drawn are tracked (a header has no position); keyed by object the key is the item.
            guard let position = windowed.position(of: row.id), let shownRow = scene.row(row.id),
                  let item = windowed.item(at: position) else { continue }
            shown[UInt(bitPattern: item)] = item
            textSource.keep(shownRow)
            if let serial = shownRow.externalSerial { shownSerials.insert(serial) }
        }
        for (address, watch) in watched where shown[address] == nil {
            li_list_view_unwatch_item(watch.item, gulong(watch.handler))
            watched[address] = nil
        }
        for (address, item) in shown where watched[address] == nil {
            watched[address] = (item, UInt(li_list_view_watch_item(widget, item)))
        }
        if !scene.needsFrames {
            textSource.forget(keeping: shownSerials)
            retiredSources = []   // at rest every row reads through the current source
        }
    }

    func unwatchAll() {
        for watch in watched.values { li_list_view_unwatch_item(watch.item, gulong(watch.handler)) }
        watched = [:]
    }
}
