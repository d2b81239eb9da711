/// What the user typed into the search bar, folded once: rows match when any of the searched
/// columns contains it, ignoring case and accents.
///
///     let query = SearchQuery("sao")
///     query.matches(Row(id: "sp", fields: ["São Paulo", "Brazil"]), columns: [0, 1])   // true
///     SearchQuery("  ").isEmpty                                                      // true
///
/// - Complexity: `matches` is O(length of the searched fields).
package struct SearchQuery: Equatable, Sendable {
    /// The text as typed.
    package let text: String
    /// Folded, with surrounding white space trimmed.
    let needle: [UInt8]

    package init(_ text: String) {
        self.text = text
        var folded = TextFolding.fold(text)[...]
        while let first = folded.first, first == 0x20 || first == 0x09 { folded.removeFirst() }
        while let last = folded.last, last == 0x20 || last == 0x09 { folded.removeLast() }
        needle = Array(folded)
    }

    /// True when the query matches every row (nothing typed but white space).
    package var isEmpty: Bool { needle.isEmpty }

    /// True when every row this query matches is also matched by `other`, so a search that
    /// narrows the last one needs to look only at the last one's results.
    ///
    ///     SearchQuery("par").narrows(SearchQuery("pa"))   // true
    ///
    /// - Complexity: O(length of this query × length of `other`) at worst.
    package func narrows(_ other: SearchQuery) -> Bool {
        other.needle.isEmpty || (needle.count >= other.needle.count && needle.contains(other.needle))
    }

    /// True when any field at `columns` contains the query.
    /// - Complexity: O(length of the searched fields).
    package func matches(_ row: Row, columns: [Int]) -> Bool {
        guard !needle.isEmpty else { return true }
        for column in columns where column < row.fields.count {
            if TextFolding.contains(row.fields[column], needle) { return true }
        }
        return false
    }
}

extension Array where Element == UInt8 {
    fileprivate func contains(_ other: [UInt8]) -> Bool {
        guard other.count <= count else { return false }
        if other.isEmpty { return true }
        for start in 0...(count - other.count) where self[start..<(start + other.count)].elementsEqual(other) {
            return true
        }
        return false
    }
}
