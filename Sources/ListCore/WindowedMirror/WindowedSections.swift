/// The sections of a windowed list near its window (docs/windowed-mirror.md §3.11), found as a
/// toolkit list view finds them since it has sections: only where it shows rows. It keeps the
/// sections that start in the window (their headers are rows of the window), the values of the
/// window's rows (a section property), and one more section found by reading back: the one
/// holding the first visible item, whose header is stuck to the top, which may start far above
/// the window. Nothing is kept per item of the model, and nothing far from the window is read.
///
///     var sections = WindowedSections()
///     sections.moveWindow(to: 500..<540, count: model.count, source: .values { model[$0].day })
///     sections.starting                // the sections whose headers are rows of 500..<540
///     sections.section(holding: 500, source: .values { model[$0].day })   // the stuck one: read back once
///     sections.itemsChanged(position: 0, removed: 10, added: 0)           // model changed: above 0 nothing holds
///
/// A section property's sections are runs of equal values: item p starts one when p is 0 or its
/// value differs from item p − 1's. A value that comes back after another (`A A B A`) starts a new
/// section, so the start of a section above the window is found by reading back one item at a
/// time (no binary search can skip items). A section model answers with the range at once.
///
/// - Complexity: storage O(w) for a window of w rows. `moveWindow` reads only the rows that were
///   not read before (plus the row above the window), or one range per section for a section
///   model; `section(holding:)` reads nothing when the section is known, else back to its start
///   (O(its length), once) or one range. `itemsChanged` is O(w) and reads nothing.
package struct WindowedSections: Equatable, Sendable {
    /// A section: its first item's position and its value (a section model's: its name).
    package struct Section: Equatable, Sendable {
        package var start: Int
        package var value: String

        package init(start: Int, value: String) {
            self.start = start
            self.value = value
        }
    }

    /// The number of items in the model, as last told.
    package private(set) var count = 0
    /// The positions whose sections are known (clamped to the model).
    package private(set) var window: Range<Int> = 0..<0
    /// The sections that start in the window, ascending: the window's header rows.
    package private(set) var starting: [Section] = []
    /// How many answers the sources gave (a value or a range): what the tests and the trace count.
    package private(set) var reads = 0

    /// A section property's values of the contiguous positions `valuesStart ..< valuesStart +
    /// values.count` (the window and the row above it, as read): a window that moves reads only
    /// the rows it did not hold.
    private var values: [String] = []
    private var valuesStart = 0
    /// A section found by reading back (or asked of a section model), with the positions known to
    /// be in it: the stuck header's, kept while scrolling stays in it.
    private var found: Found?

    /// A section and positions known to be in it.
    private struct Found: Equatable, Sendable {
        var section: Section
        var items: Range<Int>
    }

    package init() {}

    /// The sections of `range` (clamped to `0..<count`) from `source`: with values, the rows not
    /// read before and the row above the window; with a section model, one range per section.
    ///
    /// - Complexity: O(w) plus the reads.
    package mutating func moveWindow(to range: Range<Int>, count: Int, source: SectionSource) {
        precondition(count >= 0, "a negative count")
        if count != self.count { dropKnowledge(from: 0) }   // changed untold: nothing read holds
        self.count = count
        let lower = min(max(0, range.lowerBound), count)
        window = lower..<min(count, max(lower, range.upperBound))
        starting = []
        switch source {
        case .values(let value):
            let first = max(0, window.lowerBound - 1)
            var read: [String] = []
            read.reserveCapacity(window.upperBound - first)
            for position in first..<window.upperBound { read.append(cachedValue(at: position) ?? readValue(position, value)) }
            values = read
            valuesStart = first
            for position in window where position == 0 || read[position - first] != read[position - first - 1] {
                starting.append(Section(start: position, value: read[position - first]))
            }
        case .ranges(let rangeOf, let name):
            values = []
            var position = window.lowerBound
            while position < window.upperBound {
                let section = readRange(position, rangeOf)
                let named = Section(start: section.lowerBound, value: name(section))
                if section.lowerBound == position { starting.append(named) } else { found = Found(section: named, items: section) }
                position = section.upperBound
            }
        }
    }

    /// The section holding item `position` (the stuck header's: the first visible item's). One of
    /// the window's when it starts in the window at or above `position`; the one found before while
    /// `position` is known to be in it; else found now: read back from `position` to its start
    /// (values already read are not read again), or asked of the section model.
    ///
    /// - Complexity: O(log w) when known; else the reads back, O(the section's items above
    ///   `position`), or one range.
    package mutating func section(holding position: Int, source: SectionSource) -> Section {
        precondition(position >= 0 && position < count, "item \(position) out of 0..<\(count)")
        if window.contains(position) {
            let above = starting.partitioningIndex { $0.start > position }
            if above > 0 { return starting[above - 1] }
        }
        if let found, found.items.contains(position) { return found.section }
        switch source {
        case .values(let valueOf):
            let value = cachedValue(at: position) ?? readValue(position, valueOf)
            var start = position
            while start > 0 {
                if let found, found.items.contains(start - 1) {
                    if found.section.value == value { start = found.section.start }
                    break
                }
                if (cachedValue(at: start - 1) ?? readValue(start - 1, valueOf)) != value { break }
                start -= 1
            }
            // Every item from `start` through `position` holds `value`: one section.
            let joined = found.map { $0.section.start == start ? $0.items.upperBound : 0 } ?? 0
            let section = Section(start: start, value: value)
            found = Found(section: section, items: start..<max(position + 1, joined))
            return section
        case .ranges(let rangeOf, let name):
            let range = readRange(position, rangeOf)
            let section = Section(start: range.lowerBound, value: name(range))
            found = Found(section: section, items: range)
            return section
        }
    }

    /// The model changed (`items-changed(position, removed, added)`): what was read at or after
    /// `position` is forgotten (a section that starts before it still starts there, and holds its
    /// items before it). The window's sections are found again by the next `moveWindow`.
    ///
    /// - Complexity: O(w).
    package mutating func itemsChanged(position: Int, removed: Int, added: Int) {
        precondition(position >= 0 && removed >= 0 && added >= 0 && position + removed <= count,
                     "items-changed(\(position), \(removed), \(added)) on \(count) items")
        count += added - removed
        dropKnowledge(from: position)
    }

    /// Items from `position` on may hold other sections now (a section model's `sections-changed`,
    /// an item whose section value changed): what was read there is forgotten, as a change.
    package mutating func invalidate(from position: Int = 0) {
        dropKnowledge(from: max(0, position))
    }

    // MARK: Reading

    private func cachedValue(at position: Int) -> String? {
        let index = position - valuesStart
        return index >= 0 && index < values.count ? values[index] : nil
    }

    private mutating func readValue(_ position: Int, _ value: (Int) -> String) -> String {
        reads += 1
        return value(position)
    }

    /// The source's range for `position`; one that does not hold it (a model breaking its contract)
    /// counts as one section from `position` to the end.
    private mutating func readRange(_ position: Int, _ rangeOf: (Int) -> Range<Int>) -> Range<Int> {
        reads += 1
        let range = rangeOf(position)
        return range.contains(position) && range.upperBound <= count ? range : position..<count
    }

    /// Forgets what holds from `position` on: the values read there, the sections starting there,
    /// and the items of the found section there (it stays known before `position`).
    private mutating func dropKnowledge(from position: Int) {
        let keep = max(0, min(values.count, position - valuesStart))
        values.removeSubrange(keep...)
        if values.isEmpty { valuesStart = 0 }
        starting.removeAll { $0.start >= position }
        window = window.lowerBound..<max(window.lowerBound, min(window.upperBound, position))
        if let kept = found {
            found = kept.section.start < position
                ? Found(section: kept.section, items: kept.items.lowerBound..<min(kept.items.upperBound, position)) : nil
        }
    }
}
