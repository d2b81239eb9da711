/// The header rows a windowed list with sections shows (docs/windowed-mirror.md §3.11): one for
/// each section starting in the window, and the stuck one (the section holding the first visible
/// item, which may start above the window). A header is keyed by its section's value, as the
/// whole-list mirror keys it (`SectionedKey.header`): across a change, a header whose value has a
/// section among the new ones keeps its identity and slides to that section's start (values
/// that come back pair in order), one whose section emptied or left fades out, and one new
/// fades in. Identities are `"h<serial>"`, apart from the mirror's rows' `"m<serial>"`.
///
///     var headers = WindowedHeaderRows()
///     headers.follow([.init(start: 0, value: "Mon"), .init(start: 4, value: "Tue")], row: { headerRow($0) })
///     let change = headers.follow([.init(start: 0, value: "Tue")], row: { headerRow($0) })
///     change.deleted   // Mon's header: it fades out; Tue's slid from 4 to 0
///
/// - Complexity: storage O(s) for the s headers shown; `follow` O(s) plus the new headers' rows.
package struct WindowedHeaderRows: Sendable {
    /// A header row shown: its identity, its section (start, value) and its row.
    package struct Header: Sendable {
        package var id: RowID
        package var section: WindowedSections.Section
        package var row: Row
    }

    /// The headers shown, in their sections' order.
    package private(set) var shown: [Header] = []
    /// The number in the next header's identity.
    package private(set) var nextSerial: UInt32 = 0

    package init(firstSerial: UInt32 = 0) { nextSerial = firstSerial }

    /// The headers of `sections` (ascending starts): a value shown before keeps its header (its
    /// row too), a new one gets a new header whose row is `row(identity, section)`. Returns the
    /// headers that appeared and those that went.
    ///
    /// - Complexity: O(s) plus the new rows.
    @discardableResult
    package mutating func follow(_ sections: [WindowedSections.Section],
                                 row: (RowID, WindowedSections.Section) -> Row) -> (inserted: [RowID], deleted: [RowID]) {
        var byValue: [String: [Header]] = [:]
        for header in shown.reversed() { byValue[header.section.value, default: []].append(header) }
        var next: [Header] = []
        var inserted: [RowID] = []
        next.reserveCapacity(sections.count)
        for section in sections {
            if var header = byValue[section.value]?.popLast() {
                header.section = section
                next.append(header)
            } else {
                let id = RowID(String(decimal: UInt64(nextSerial), after: "h"))
                nextSerial &+= 1
                next.append(Header(id: id, section: section, row: row(id, section)))
                inserted.append(id)
            }
        }
        let deleted = byValue.values.flatMap { $0.map(\.id) }
        shown = next
        return (inserted, deleted)
    }

    /// Header `id`'s row takes `height` (a header factory measured it, or the fonts changed): its
    /// identity and section stay. Returns whether it changed (false for a header not shown).
    ///
    ///     headers.setHeight(52, of: headers.shown[0].id)
    ///
    /// - Complexity: O(s).
    @discardableResult
    package mutating func setHeight(_ height: Double, of id: RowID) -> Bool {
        guard let index = shown.firstIndex(where: { $0.id == id }), shown[index].row.height != height else { return false }
        shown[index].row.height = height
        return true
    }

    /// Whether `id` is one of the headers shown.
    ///
    /// - Complexity: O(s).
    package func contains(_ id: RowID) -> Bool { shown.contains { $0.id == id } }
}
