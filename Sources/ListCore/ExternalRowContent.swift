/// Where rows read text that the host keeps in its own objects (an app's `GListModel` items): a
/// row made with `Row(reading:from:serial:version:style:height:)` stores the object's handle, and
/// its fields and detail are read through `read` when something shows them — the rows on screen,
/// never the whole list. A million rows of an app's model then cost the list no text at all, as
/// a toolkit's list view binds only the items it shows.
///
/// Two things outlive the object's own text, and the host tells the source about both:
/// - **A crossfade's old side.** The object can change under its row (a property set by the
///   app); the row's next version shows the new text, and its old version must still show the
///   old one. So the host keeps (`keep(_:)`) the text of the rows it shows, per version: a row
///   reads its own version's kept text, else the object's text now.
/// - **A row fading out.** Once the object left the model the host may let it go while its row
///   still fades out; `detach(_:)` says so, and the row then shows the text kept for it (the
///   newest, if its last version was never shown), or none (a row that was never on screen), and
///   never reads the object again.
///
/// Call `forget(keeping:)` when the list is at rest (no crossfade, nothing fading out): what was
/// kept for older versions and for detached rows is dropped.
///
///     let source = ExternalRowContent { handle in (fields: [title(of: handle)], detail: "") }
///     let row = Row(reading: item, from: source, serial: 7, version: 0, style: [], height: 40)
///     row.fields                  // read from the item now
///     source.keep(row)            // the row is shown: its text is kept at version 0
///     // the item changes; the row's version 1 reads it, version 0 still shows the old text
///
/// Text is read on the thread that asks, so read it only where the objects may be read (for
/// GObjects, the main thread); rows may still be copied, kept and freed on any thread.
///
/// - Complexity: a read costs what `read` costs; kept text is found in O(1) expected. Storage:
///   the text of the rows shown (and of rows changed or detached since the list last rested).
package final class ExternalRowContent: @unchecked Sendable {
    /// What a row shows: its fields (title first) and its detail text.
    package typealias Text = (fields: [String], detail: String)

    private let read: (UInt) -> Text
    /// Text kept per row serial, one entry per version still shown (usually one).
    private var kept: [UInt32: [(version: Int, text: Text)]] = [:]
    /// Rows whose object is gone: they show kept text or none.
    private var detached: Set<UInt32> = []

    /// A source that reads the text of the object `handle` with `read`.
    package init(read: @escaping (UInt) -> Text) {
        self.read = read
    }

    /// The text of row `serial` at `version`, showing object `handle`: the text kept for that
    /// version, else (while the object is there) the object's text now.
    /// - Complexity: O(1) expected plus, when nothing was kept, what `read` costs.
    func text(of handle: UInt, serial: UInt32, version: Int) -> Text {
        if let versions = kept[serial], let match = versions.first(where: { $0.version == version }) {
            return match.text
        }
        if detached.contains(serial) {
            // The object is gone: the newest text kept for the row (an update not shown yet), or none.
            return kept[serial]?.max(by: { $0.version < $1.version })?.text ?? (fields: [""], detail: "")
        }
        return read(handle)
    }

    /// Keeps the text `row` shows now for its version, so it still shows it after its object
    /// changes or goes. A row whose content is not read from this source is ignored.
    /// - Complexity: O(1) expected, plus one read when its version was not kept yet.
    package func keep(_ row: Row) {
        guard let reference = row.reference(in: self) else { return }
        var versions = kept[reference.serial] ?? []
        guard !versions.contains(where: { $0.version == reference.version }) else { return }
        versions.append((reference.version, text(of: reference.handle, serial: reference.serial, version: -1)))
        kept[reference.serial] = versions
    }

    /// The object of `row` is about to go (it left the model): the row, still fading out,
    /// shows what was kept for it and never reads the object again. Rows are matched by their
    /// serial (their identity), so a row made through another source detaches this source's row
    /// of the same identity too (an older version still crossfading after a binding change).
    /// - Complexity: O(1) expected.
    package func detach(_ row: Row) {
        guard let serial = row.externalSerial else { return }
        detached.insert(serial)
    }

    /// Forgets what only older versions and detached rows showed: keeps the newest text of the
    /// rows of `serials` (those still shown). Call it when the list is at rest.
    /// - Complexity: O(kept + detached).
    package func forget(keeping serials: Set<UInt32>) {
        var newest: [UInt32: [(version: Int, text: Text)]] = [:]
        for serial in serials where !detached.contains(serial) {
            guard let last = kept[serial]?.max(by: { $0.version < $1.version }) else { continue }
            newest[serial] = [last]
        }
        kept = newest
        detached = []
    }

    /// How many rows have text kept, and how many are detached (what the source holds).
    package var heldCount: (kept: Int, detached: Int) { (kept.count, detached.count) }
}
