/// A list's sections: runs of adjacent items that share a section value (a host's
/// section model, or a value the items share), each shown below a header row.
/// The rows are the items with one header before each section's first item, so row indices and
/// item positions differ by the number of headers above.
///
///     let sections = Sections(values: ["Mon", "Mon", "Tue"])   // items 0, 1 and 2
///     sections.rowKeys(of: ["a1", "a2", "b1"])   // [.header("Mon"), .item("a1"), .item("a2"), .header("Tue"), .item("b1")]
///     sections.row(ofItem: 2)                    // 4
///     sections.item(atRow: 3)                    // nil: the header of "Tue"
///
/// A value that comes back after another (`A A B A`) starts a section of its own: sections are
/// runs, as a section model's are.
///
/// - Complexity: storage O(s) for s sections; building is O(n) for n items; each lookup
///   O(log s).
package struct Sections: Equatable, Sendable {
    /// Each section's value, in order.
    package private(set) var values: [String]
    /// Each section's first item (ascending; the first is 0 when there are items).
    package private(set) var starts: [Int]
    /// The number of items.
    package private(set) var itemCount: Int

    /// The sections of items whose section values are `values` (adjacent equal values: one section).
    package init(values itemValues: [String]) {
        values = []
        starts = []
        itemCount = itemValues.count
        for (item, value) in itemValues.enumerated() where values.last != value || item == 0 {
            values.append(value)
            starts.append(item)
        }
    }

    /// Sections given as their items' ranges, as a host's section model reports them
    /// (`ranges` adjacent and covering `0..<itemCount`), each named by `value(firstItem)`.
    package init(ranges: [Range<Int>], itemCount: Int, value: (Int) -> String) {
        self.itemCount = itemCount
        starts = ranges.map(\.lowerBound)
        values = starts.map(value)
    }

    /// The number of sections (of header rows).
    package var count: Int { starts.count }

    /// The number of rows: the items and one header per section.
    package var rowCount: Int { itemCount + starts.count }

    /// The row of each section's header, ascending.
    package var headerRows: [Int] { starts.enumerated().map { $0.element + $0.offset } }

    /// The section that item `item` is in.
    package func section(ofItem item: Int) -> Int {
        lastIndex(in: starts, atMost: item) ?? 0
    }

    /// The row showing item `item`.
    package func row(ofItem item: Int) -> Int { item + section(ofItem: item) + 1 }

    /// The item row `row` shows, `nil` for a header row (or a row past the end).
    package func item(atRow row: Int) -> Int? {
        guard row >= 0, row < rowCount, let section = section(atRow: row) else { return nil }
        let item = row - section - 1
        return item >= starts[section] ? item : nil
    }

    /// The section row `row` belongs to (its header or one of its items), `nil` past the end.
    package func section(atRow row: Int) -> Int? {
        guard row >= 0, row < rowCount else { return nil }
        return lastIndex(in: headerRows, atMost: row)
    }

    /// The rows' keys: each section's header, then its items' keys (`itemKeys[i]` is item i's).
    package func rowKeys<Key>(of itemKeys: [Key]) -> [SectionedKey<Key>] {
        precondition(itemKeys.count == itemCount, "one key per item")
        var keys: [SectionedKey<Key>] = []
        keys.reserveCapacity(rowCount)
        var next = 0
        for (item, key) in itemKeys.enumerated() {
            if next < starts.count, starts[next] == item {
                keys.append(.header(values[next]))
                next += 1
            }
            keys.append(.item(key))
        }
        return keys
    }

    /// The last index of `sorted` whose element is at most `value` (binary search), `nil` if none.
    private func lastIndex(in sorted: [Int], atMost value: Int) -> Int? {
        let above = sorted.partitioningIndex { $0 > value }
        return above == 0 ? nil : above - 1
    }
}
