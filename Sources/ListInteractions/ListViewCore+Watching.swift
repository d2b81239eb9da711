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

    func unwatchAll() {
        for watch in watched.values { li_list_view_unwatch_item(watch.item, gulong(watch.handler)) }
        watched = [:]
    }
}
