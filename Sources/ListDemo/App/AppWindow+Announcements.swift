import ListGtk
import ListWidget
import ListCore

/// What a screen reader is told as it happens (GTK 4.14 and later: `Widget.announce`): a sort's
/// result ("Sorted by name, ascending"; "Unsorted" for the original order) and, in edit mode, the
/// selection's count as it changes ("3 selected"; entering edit mode says nothing: its button
/// does). Each is said once, when the frame's header changes it. With
/// `--debug`, an `announce` event carries the message and whether GTK could say it
/// (`{"event":"announce","message":"3 selected","delivered":true}`).
extension AppWindow {
    func announceChanges(_ frame: ListFrame) {
        let header = frame.header
        let said = lastAnnounced
        lastAnnounced = (header.sort, frame.isEditing ? header.selectedCount : nil)
        guard let said else { return }   // the first frame: nothing changed yet
        if header.sort != said.sort { announce(summaryText(header).subtitle) }
        if let selected = said.selected, frame.isEditing, header.selectedCount != selected {
            announce(trn("%@ selected", "%@ selected", header.selectedCount, grouped(header.selectedCount)))
        }
    }

    private func announce(_ message: String) {
        let delivered = list.gtkWidget.announce(message)
        debug?.emit("announce", [("message", .string(message)), ("delivered", .bool(delivered))])
    }
}
