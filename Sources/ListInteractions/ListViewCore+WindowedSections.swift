import CGtk
import CListInteractions
import ListCore

// A windowed list with sections (docs/windowed-mirror.md §3.11, step 5b): a `section-property`
// list, or a section model's (a header factory set), of title rows or a row factory's (a header
// factory or not) keeps no state per item. Its sections are found near the window only
// (`WindowedSections`: the values of the window's rows read by position, or the section model's
// ranges asked one section at a time, and the section holding the window's first item, read back
// once or asked), and each section starting in the window, plus that one, is a header row of the
// window (`WindowedHeaderRows`, keyed by its value: across a change a header that stays slides,
// one that appears or empties fades). A section model's sections have no value: each is named
// after the section most of its window items were in before the change, else after its first
// item's title (`WindowedSectionNames`). A header is drawn at the top of its section's first
// item's slot: the slot's height is the item's plus the header's (`measureWindowSlots`; a
// factory's item heights are kept apart, by row: `takeWindowedItemHeights`). Item rows keep their
// model positions, so activate, the selection, `scroll_to` and the keys count items only. The
// stuck header's section index is not known (the sections above the window are never counted):
// the trace says -1 for it.

extension ListViewCore {
    /// A header row's height: the heading line's (the fonts'), 40 before they are measured.
    var windowedHeaderHeight: Double { scene.rowMetrics?.height(of: []) ?? 40 }

    /// The height of the header of the section `value`: as its header factory row measured it,
    /// else the heading line's.
    func windowedHeaderHeight(of value: String) -> Double { headerHeights[value] ?? windowedHeaderHeight }

    /// Whether a header shown has another height than it should (new fonts, a header factory
    /// row measured).
    ///
    /// - Complexity: O(s) for the s headers shown.
    var windowedHeadersResized: Bool {
        windowedHasSections && windowedHeaders.shown.contains { $0.row.height != windowedHeaderHeight(of: $0.section.value) }
    }

    /// The state the scene shows: the mirror's, with the header rows shown when it has sections.
    func windowedState() -> WindowedSnapshot? {
        guard let windowed else { return nil }
        let state = windowed.snapshot()
        return windowedHasSections ? state.withSectionHeaders(windowedHeaders.shown) : state
    }

    /// Where the windowed rows' sections are read, by position: the section property's value of
    /// the item ("" when it has none), or the section model's range holding it, named by
    /// `windowedSectionNames` (fresh: after its first item's title).
    private var sectionSource: SectionSource? {
        guard windowedHasSections, let windowed else { return nil }
        if let property = sectionProperty {
            return .values { position in windowed.item(at: position).flatMap { ItemBinding.read($0, property) } ?? "" }
        }
        return .ranges({ [unowned self] in modelSection(holding: $0) }, name: { [unowned self] range in
            windowedSectionNames.name(of: range) { range in
                windowed.item(at: range.lowerBound).flatMap { binding.text(of: $0).fields.first } ?? ""
            }
        })
    }

    /// The section model's section holding item `position`; an empty range when the model is not
    /// a section model (any more): `WindowedSections` counts that as one section to the end.
    private func modelSection(holding position: Int) -> Range<Int> {
        var start: guint = 0, end: guint = 0
        guard li_list_view_model_section(model, guint(position), &start, &end) != 0, start <= end else { return 0..<0 }
        return Int(start)..<Int(end)
    }

    /// After the window moved or the model changed: the window's sections (the rows it did not
    /// hold read), the section holding its first item when it starts above the window, and
    /// their header rows. New fonts give the headers a new height: they are shown anew.
    /// Returns the headers that appeared and went.
    ///
    /// - Complexity: O(window) plus the values not read before (and, once, the reads back to the
    ///   start of the section holding the window's first item).
    @discardableResult
    func followWindowedSections() -> (inserted: [RowID], deleted: [RowID]) {
        guard let windowed, let source = sectionSource else { return ([], []) }
        for header in windowedHeaders.shown {
            windowedHeaders.setHeight(windowedHeaderHeight(of: header.section.value), of: header.id)
        }
        windowedSections.moveWindow(to: windowed.window, count: windowed.count, source: source)
        var shown = windowedSections.starting
        if let first = windowedSections.window.first {
            let stuck = windowedSections.section(holding: first, source: source)
            if stuck.start < first { shown.insert(stuck, at: 0) }
        }
        let change = windowedHeaders.follow(shown) { id, section in
            Row(id: id, fields: [section.value], height: windowedHeaderHeight(of: section.value))
        }
        windowedSectionNames.keep(starts: shown.map(\.start))
        followWindowedHeaderObjects()
        return change
    }

    /// With a header factory: each header shown has its `LiListHeader` (kept while the header is
    /// shown, made for a new one), told its section's first item, start and end; the others' are
    /// let go. A section's end is the next header's start, or for the last one shown, read
    /// forward from the window's end until the value changes (`windowedSectionEnd`).
    private func followWindowedHeaderObjects() {
        guard headerFactory != nil, let windowed else {
            if !headerObjects.isEmpty { releaseHeaderObjects() }
            return
        }
        let shown = windowedHeaders.shown
        var kept: [RowID: UnsafeMutableRawPointer] = [:]
        for (index, header) in shown.enumerated() {
            let object = headerObjects.removeValue(forKey: header.id) ?? li_list_header_new_internal()!
            let start = header.section.start
            let end = index + 1 < shown.count ? shown[index + 1].section.start : windowedSectionEnd(header)
            li_list_header_update_internal(object, windowed.item(at: start), guint(start), guint(end))
            kept[header.id] = object
        }
        releaseHeaderObjects()
        headerObjects = kept
    }

    /// The end of the last section shown (it holds the window's last item): read forward from
    /// the window's end while the items hold its value (a section model's: its range, asked),
    /// kept for its header until a change.
    ///
    /// - Complexity: O(the section's items past the window) reads, once; a section model's, one.
    private func windowedSectionEnd(_ header: WindowedHeaderRows.Header) -> Int {
        guard let windowed else { return header.section.start }
        if let end = headerEnds[header.id] { return end }
        var end = max(header.section.start + 1, windowed.window.upperBound)
        if let property = sectionProperty {
            while end < windowed.count,
                  (windowed.item(at: end).flatMap { ItemBinding.read($0, property) } ?? "") == header.section.value {
                end += 1
            }
        } else {
            let range = modelSection(holding: header.section.start)
            end = range.contains(header.section.start) ? min(range.upperBound, windowed.count) : windowed.count
        }
        headerEnds[header.id] = end
        return end
    }

    /// A header factory's rows measured (`ListWidget.onRowHeights`) on windowed rows: the
    /// headers' heights are kept by section value, the headers shown take them and the slots
    /// under them are measured again (`measureWindowSlots`). Returns the heights that are not
    /// headers'.
    func takeWindowedHeaderHeights(_ heights: [RowID: Double]) -> [RowID: Double] {
        guard windowedHasSections, !heights.isEmpty else { return heights }
        var rest: [RowID: Double] = [:], changed = false
        for (id, height) in heights {
            guard let header = windowedHeaders.shown.first(where: { $0.id == id }) else {
                rest[id] = height
                continue
            }
            headerHeights[header.section.value] = height
            if windowedHeaders.setHeight(height, of: id) { changed = true }
        }
        if changed {
            if !measureWindowSlots(), let state = windowedState() { scene.setWindow(state) }
            list?.showNow()
        }
        return rest
    }

    /// A row factory's item rows measured (`ListWidget.onRowHeights`, the headers' taken out) on
    /// windowed rows with sections: each item's height is kept by row (`factoryItemHeights`, the
    /// rows the mirror still holds), and its slot takes it plus its header's where a section
    /// starts in the window (`measureWindowSlots`). The row drawn is the slot less its header,
    /// so it is as high as its child measured and is not measured anew for its slot's sake. A
    /// tracked row outside the window (its header unknown there) takes its item's height.
    func takeWindowedItemHeights(_ heights: [RowID: Double]) {
        guard let windowed, !heights.isEmpty else { return }
        var outside: [RowID: Double] = [:]
        for (id, height) in heights {
            guard let position = windowed.position(of: id) else { continue }
            factoryItemHeights[id] = height
            if !windowed.window.contains(position) { outside[id] = height }
        }
        if !outside.isEmpty { windowedHeightsMeasured(outside, showing: false) }
        measureWindowSlots()
    }

    /// The scene learns which rows are headers: those shown and those still fading out.
    func showWindowedHeaders() {
        guard windowedHasSections else { return }
        scene.setSectionHeaders(windowedHeaders.shown.map(\.id) + leavingHeaders)
    }

    /// The item slots of the window that hold a section's header (their sections start there),
    /// with that header's height.
    var windowedHeaderSlots: [Int: Double] {
        guard windowedHasSections else { return [:] }
        let window = windowedSections.window
        var slots: [Int: Double] = [:]
        for header in windowedHeaders.shown where window.contains(header.section.start) {
            slots[header.section.start] = header.row.height
        }
        return slots
    }

    /// `items-changed(position, removed, added)` reached the windowed rows' sections: what was
    /// read from `position` on is forgotten (found again by `followWindowedSections`).
    func windowedSectionsChanged(position: Int, removed: Int, added: Int) {
        allSectionsRead = nil
        headerEnds = [:]
        if position + removed <= windowedSections.count {
            windowedSections.itemsChanged(position: position, removed: removed, added: added)
        } else {
            windowedSections.invalidate(from: 0)
        }
    }

    /// The sections may differ from those shown (the section property or the header factory
    /// changed): every value is read again near the window, and the rows planned again as a change
    /// of every item (the mirror scans the model's keys once, as for a re-sort), so headers that
    /// appear or go fade.
    func sectionsMayHaveChanged() {
        guard let windowed, windowedHasSections, windowed.count > 0 else { return }
        windowedSections.invalidate(from: 0)
        allSectionsRead = nil
        headerEnds = [:]
        applyWindowed(position: 0, removed: windowed.count, added: windowed.count, tellsModel: false)
    }

    /// A section model's `sections-changed(position, count)` on windowed rows: what was read of
    /// those items' sections is forgotten, and the window's items are planned again as a change
    /// of the same items (nothing moves, the selection model hears nothing; the reader's row
    /// keeps its place), so headers that appear or go fade and those that stay keep their rows.
    /// Slots outside the window keep the heights they were measured at until they are read again.
    ///
    /// - Complexity: O(window) reads, plus a change's.
    func sectionsChanged(position: Int, count: Int) {
        guard let windowed, windowedHasSections, sectionProperty == nil else { return }
        let start = min(max(0, position), windowed.count)
        guard min(max(0, count), windowed.count - start) > 0 else { return }
        windowedSections.invalidate(from: start)
        allSectionsRead = nil
        headerEnds = [:]
        let window = windowed.window
        guard !window.isEmpty else { return }
        applyWindowed(position: window.lowerBound, removed: window.count, added: window.count, tellsModel: false)
    }

    /// The items of `old`'s window with the name of the section each was in (`headers`, those
    /// shown then), at their positions now: a section model's sections are named after them
    /// (`WindowedSectionNames`).
    ///
    /// - Complexity: O(w + s).
    func sectionVoters(old: WindowedSnapshot, headers: [WindowedHeaderRows.Header]) -> [(position: Int, name: String)] {
        guard let windowed else { return [] }
        var voters: [(position: Int, name: String)] = []
        voters.reserveCapacity(old.windowRows.count)
        var header = -1   // the last of `headers` starting at or above the row
        for (offset, row) in old.windowRows.enumerated() {
            let oldPosition = old.window.lowerBound + offset
            while header + 1 < headers.count, headers[header + 1].section.start <= oldPosition { header += 1 }
            guard header >= 0, let position = windowed.position(of: row.id) else { continue }
            voters.append((position, headers[header].section.value))
        }
        return voters
    }

    /// Once the rows rest, the headers that faded out are no longer named to the scene.
    func forgetLeftHeaders() {
        guard windowedHasSections, !leavingHeaders.isEmpty, !scene.needsFrames else { return }
        leavingHeaders = []
        showWindowedHeaders()
    }

    // MARK: Rows by index (n-rows, dup_row_title, dup_row_item)

    /// Every section of the windowed rows, for the API that counts rows with their headers
    /// (`n-rows`, `dup_row_title`, `dup_row_item`): read from every item's value (a section
    /// model's: one range per section, named as shown, else after its first item's title) when
    /// the app asks, and kept (O(sections), nothing per item) until the next change. The list
    /// itself never asks: it reads only near its window.
    ///
    /// - Complexity: O(n) value reads (a section model's: O(sections) ranges) the first time after
    ///   a change, then O(1).
    private func allWindowedSections() -> Sections? {
        guard windowedHasSections, let windowed else { return nil }
        if let allSectionsRead { return allSectionsRead }
        var ranges: [Range<Int>] = [], values: [Int: String] = [:]
        if let property = sectionProperty {
            var last: String?
            for position in 0..<windowed.count {
                let value = windowed.item(at: position).flatMap { ItemBinding.read($0, property) } ?? ""
                if value != last {
                    if let start = ranges.popLast()?.lowerBound { ranges.append(start..<position) }
                    ranges.append(position..<windowed.count)
                    values[position] = value
                    last = value
                }
            }
        } else {
            var position = 0
            while position < windowed.count {
                let found = modelSection(holding: position)
                let range = found.contains(position) ? position..<min(found.upperBound, windowed.count) : position..<windowed.count
                ranges.append(range)
                values[position] = windowedSectionNames.names[position]
                    ?? windowed.item(at: position).flatMap { binding.text(of: $0).fields.first } ?? ""
                position = range.upperBound
            }
        }
        let sections = Sections(ranges: ranges, itemCount: windowed.count) { values[$0] ?? "" }
        allSectionsRead = sections
        return sections
    }

    /// The number of rows: the items, and with sections a header row each (windowed: counted
    /// when asked, `allWindowedSections`).
    var rowCount: Int {
        guard let sections = allWindowedSections() else { return scene.rowCount }
        return sections.rowCount
    }

    /// Windowed with sections: the item position of row `index` (`item`), or its header's
    /// section value (`header`); `nil` past the end or without sections.
    func windowedRow(_ index: Int) -> (item: Int?, header: String?)? {
        guard let sections = allWindowedSections(), index >= 0, index < sections.rowCount else { return nil }
        if let item = sections.item(atRow: index) { return (item, nil) }
        return (nil, sections.section(atRow: index).map { sections.values[$0] })
    }

    /// The windowed rows' sections are let go (the rows are dropped or change kind).
    func dropWindowedSections() {
        allSectionsRead = nil
        headerEnds = [:]
        if windowedHasSections {
            scene.setSectionHeaders([])
            releaseHeaderObjects()
        }
        windowedSections = WindowedSections()
        windowedSectionNames = WindowedSectionNames()
        windowedHeaders = WindowedHeaderRows(firstSerial: windowedHeaders.nextSerial)
        leavingHeaders = []
        factoryItemHeights = [:]
        windowedHasSections = false
    }
}
