import ListGtk
import ListWidget
import ListCore
import ListData

/// The `--debug` side of the "N new" pill: a `pill` event each time its count changes, once the
/// window has laid it out, so a test can wait for it and click it.
extension AppWindow {
    /// `{"event":"pill","count":N,"rect":RECT|null,"anchor":ID|null,"offset":PX,"rows":[…]}`:
    /// the pill's count and where it is (window coordinates; `null` while hidden), the row the
    /// list keeps in place (the first fully visible one) and the visible rows where they rest.
    func announcePill(_ frame: ListFrame) {
        guard let debug, frame.scroll.newRowsAbove != lastAnnouncedPill else { return }
        lastAnnouncedPill = frame.scroll.newRowsAbove
        let count = frame.scroll.newRowsAbove, anchor = frame.scroll.anchor, offset = frame.scroll.offset
        whenIdleWhileOpen { [weak self] in
            guard let self else { return }
            let pill = list.newRowsPill
            debug.emit("pill", [
                ("count", .number(Double(count))),
                ("rect", pill.isVisible && count > 0 ? debug.rect(of: pill) : .null),
                ("anchor", anchor.map { .string($0.rawValue) } ?? .null),
                ("offset", .number(offset)),
                ("rows", visibleRowsJSON()),
            ])
        }
    }
}
