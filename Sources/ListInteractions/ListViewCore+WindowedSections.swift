import CGtk
import ListCore

// A windowed list with sections (docs/windowed-mirror.md §3.11, step 5b): a `section-property`
// list of title rows (no header factory, no row factory) keeps no state per item. Its sections
// are found near the window only (`WindowedSections`: the values of the window's rows, read by
// position, and the section holding the window's first item, read back once), and each
// section starting in the window, plus that one, is a header row of the window
// (`WindowedHeaderRows`, keyed by its value: across a change a header that stays slides, one
// that appears or empties fades). A header is drawn at the top of its section's first item's
// slot: the slot's height is the item's plus the header's (`measureStyledRows`). Item rows keep
// their model positions, so activate, the selection, `scroll_to` and the keys count items only.
// The stuck header's section index is not known (the sections above the window are never
// counted): the trace says -1 for it.

extension ListViewCore {
    /// Whether windowed rows can show the sections asked for now: a `section-property` without a
    /// header factory or a row factory. A section model's sections, a header factory's rows and
    /// a row factory's rows with sections keep the whole-list mirror (`KeyedMirror.sectioned`).
    var admitsWindowedSections: Bool { sectionProperty != nil && headerFactory == nil && customHeights == nil }

    /// A header row's height: the heading line's (the fonts'), 40 before they are measured.
    var windowedHeaderHeight: Double { scene.rowMetrics?.height(of: []) ?? 40 }

    /// The state the scene shows: the mirror's, with the header rows shown when it has sections.
    func windowedState() -> WindowedSnapshot? {
        guard let windowed else { return nil }
        let state = windowed.snapshot()
        return windowedHasSections ? state.withSectionHeaders(windowedHeaders.shown) : state
    }

    /// The section property's value of the item at `position`, read from the model ("" when the
    /// item has none).
    private var sectionSource: SectionSource? {
        guard windowedHasSections, let windowed, let property = sectionProperty else { return nil }
        return .values { position in windowed.item(at: position).flatMap { ItemBinding.read($0, property) } ?? "" }
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
        let height = windowedHeaderHeight
        if let first = windowedHeaders.shown.first, first.row.height != height {
            scene.finishRowAnimations()   // the running stages place the headers at the old height
            windowedHeaders = WindowedHeaderRows(firstSerial: windowedHeaders.nextSerial)
            leavingHeaders = []
        }
        windowedSections.moveWindow(to: windowed.window, count: windowed.count, source: source)
        var shown = windowedSections.starting
        if let first = windowedSections.window.first {
            let stuck = windowedSections.section(holding: first, source: source)
            if stuck.start < first { shown.insert(stuck, at: 0) }
        }
        return windowedHeaders.follow(shown) { id, section in Row(id: id, fields: [section.value], height: height) }
    }

    /// The scene learns which rows are headers: those shown and those still fading out.
    func showWindowedHeaders() {
        guard windowedHasSections else { return }
        scene.setSectionHeaders(windowedHeaders.shown.map(\.id) + leavingHeaders)
    }

    /// The item slots of the window that hold a section's header (their sections start there).
    var windowedHeaderSlots: Set<Int> {
        windowedHasSections ? Set(windowedSections.starting.lazy.map(\.start)) : []
    }

    /// `items-changed(position, removed, added)` reached the windowed rows' sections: what was
    /// read from `position` on is forgotten (found again by `followWindowedSections`).
    func windowedSectionsChanged(position: Int, removed: Int, added: Int) {
        allSectionsRead = nil
        if position + removed <= windowedSections.count {
            windowedSections.itemsChanged(position: position, removed: removed, added: added)
        } else {
            windowedSections.invalidate(from: 0)
        }
    }

    /// The sections may differ from those shown (the section property changed): every value is
    /// read again near the window, and the rows planned again as a change of every item (the
    /// mirror scans the model's keys once, as for a re-sort), so headers that appear or go fade.
    func windowedSectionsMayHaveChanged(force: Bool) {
        guard let windowed, windowedHasSections, force, windowed.count > 0 else { return }
        windowedSections.invalidate(from: 0)
        allSectionsRead = nil
        applyWindowed(position: 0, removed: windowed.count, added: windowed.count, tellsModel: false)
    }

    /// Once the rows rest, the headers that faded out are no longer named to the scene.
    func forgetLeftWindowedHeaders() {
        guard windowedHasSections, !leavingHeaders.isEmpty, !scene.needsFrames else { return }
        leavingHeaders = []
        showWindowedHeaders()
    }

    // MARK: Rows by index (n-rows, dup_row_title, dup_row_item)

    /// Every section of the windowed rows, for the API that counts rows with their headers
    /// (`n-rows`, `dup_row_title`, `dup_row_item`): read from every item's value when the app
    /// asks, and kept (O(sections), nothing per item) until the next change. The list itself
    /// never asks: it reads only near its window.
    ///
    /// - Complexity: O(n) value reads the first time after a change, then O(1).
    private func allWindowedSections() -> Sections? {
        guard windowedHasSections, let windowed, let property = sectionProperty else { return nil }
        if let allSectionsRead { return allSectionsRead }
        var ranges: [Range<Int>] = [], values: [Int: String] = [:]
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
        if windowedHasSections { scene.setSectionHeaders([]) }
        windowedSections = WindowedSections()
        windowedHeaders = WindowedHeaderRows(firstSerial: windowedHeaders.nextSerial)
        leavingHeaders = []
        windowedHasSections = false
    }
}
