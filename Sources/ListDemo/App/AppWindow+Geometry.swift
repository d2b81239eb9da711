import CGtk
import ListCore
import ListData

/// The `--debug` geometry tests aim with: the list, the drag-select strip, visible rows and
/// header bar buttons, in window coordinates.
extension AppWindow {
    /// Visible rows in window coordinates: where they rest, or with `animated` where they are
    /// drawn this frame (mid-animation).
    func visibleRowsJSON(animated: Bool = false) -> JSONValue {
        guard let debug, let origin = debug.point(in: listView.area, x: 0, y: 0) else { return .null }
        let list = host.list
        if animated {
            return .array(list.frame(at: frames.frameTime).map { row in
                ["id": .string(row.id.rawValue), "y": .number((origin.y + row.y).rounded()),
                 "height": .number(row.height)]
            })
        }
        return .array(list.visibleRange.map { index in
            ["id": .string(list.layout.ids[index].rawValue),
             "y": .number((origin.y + list.viewportY(ofRowAt: index)).rounded()),
             "height": .number(list.layout.height(at: index))]
        })
    }

    /// The list's geometry for tests: its rect, the drag-select strip and the visible rows.
    func listGeometry(_ debug: DebugStream) -> [(String, JSONValue)] {
        let bounds = host.dragSelect.stripBounds(listWidth: listView.area.width)
        let origin = debug.point(in: listView.area, x: bounds.minX, y: 0) ?? (0, 0)
        let strip = JSONValue.rect(x: origin.x, y: origin.y, width: bounds.width, height: listView.area.height)
        return [("list", debug.rect(of: listView.area)), ("strip", strip), ("rows", visibleRowsJSON()),
                ("rowCount", .number(Double(host.list.count)))]
    }

    /// Runs `body` when the main loop is idle, unless the window was closed meanwhile (its widgets
    /// are gone; a close with debug output still queued printed GTK criticals).
    func whenIdleWhileOpen(_ body: @escaping @MainActor () -> Void) {
        MainLoop.idle { [unowned self] in
            guard isOpen else { return }
            body()
        }
    }

    /// Emits `ready` once the list has its size, then `layout` whenever the list is resized
    /// (the edit-mode bar takes room from it, for instance).
    func announceWhenReady() {
        guard let debug else { return }
        MainLoop.every(milliseconds: 16) { [unowned self] in
            guard isOpen else { return false }
            guard gtk_widget_get_mapped(listView.area) != 0, listView.area.height > 0 else { return true }
            debug.emit("ready", listGeometry(debug) + [
                ("sortButton", debug.rect(of: sortButton)), ("liveButton", debug.rect(of: liveButton)),
                ("editButton", debug.rect(of: editButton)), ("headerHeight", .number(host.list.headerHeight)),
            ])
            var lastHeight = listView.area.height
            Signals.onSize(listView.area.raw, "resize") { [unowned self] _, height in
                guard Double(height) != lastHeight else { return }
                lastHeight = Double(height)
                whenIdleWhileOpen { [unowned self] in debug.emit("layout", listGeometry(debug)) }
            }
            return false
        }
    }
}
