import CGtk
import CListInteractions
import ListCore

/// Rows whose shown properties notify crossfade: `notify` is connected only on the items of the
/// rows in the frame shown (connected when a row enters the frame, disconnected when it leaves),
/// never one handler per item of the model. The handler (C, `li_list_view_watch_item`) reloads
/// the item when the property is the title, subtitle or description property.
///
///     core.watchItems(in: frame)   // after each frame the ListWidget showed
///
/// - Complexity: O(rows in the frame) per frame.
extension ListViewCore {
    func watchItems(in frame: ListFrame) {
        var shown: [UInt: UnsafeMutableRawPointer] = [:]
        for row in frame.rows {
            guard let slot = mirror.layout.index(of: row.id) else { continue }   // a row leaving
            let item = items[slot]
            shown[UInt(bitPattern: item)] = item
        }
        for (address, watch) in watched where shown[address] == nil {
            li_list_view_unwatch_item(watch.item, gulong(watch.handler))
            watched[address] = nil
        }
        for (address, item) in shown where watched[address] == nil {
            watched[address] = (item, UInt(li_list_view_watch_item(widget, item)))
        }
    }

    /// Keeps the text of the rows in the frame that read it from their item (a crossfade's old
    /// side, a row fading out after its item went: `ExternalRowContent`); once the list is at
    /// rest, forgets what only older versions and departed rows showed, and the sources of
    /// earlier bindings.
    func keepShownText(in frame: ListFrame) {
        var shown: Set<UInt32> = []
        for row in frame.rows {
            guard let slot = mirror.layout.index(of: row.id) else { continue }   // a row leaving: kept before
            let shownRow = mirror.rows[slot]
            textSource.keep(shownRow)
            if let serial = shownRow.externalSerial { shown.insert(serial) }
        }
        if !scene.needsFrames {
            textSource.forget(keeping: shown)
            retiredSources = []   // at rest every row reads through the current source
        }
    }

    func unwatchAll() {
        for watch in watched.values { li_list_view_unwatch_item(watch.item, gulong(watch.handler)) }
        watched = [:]
    }
}
