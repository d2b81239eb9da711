/// The collation key of one text value: compare keys instead of strings to sort text the way a
/// person expects.
///
/// - Letters compare without case or accents first (`"éclair"` sorts with `"eclair"`, between
///   `"dune"` and `"fig"`); `Æ` sorts as `AE`, `Ø` as `O`, `Ł` as `L`, `ß` as `ss`.
/// - Digits inside text compare as numbers: `"Item 2"` < `"Item 10"`.
/// - Ties are broken by accents (`"e"` < `"é"`), then by case (`"apple"` < `"Apple"`).
/// - Whitespace at either end is ignored; whitespace < punctuation < digits < letters.
///
///     let names = ["Item 10", "item 2", "Éclair", "eclair", "Zürich", "Zurich 2"]
///     names.sorted { SortKey($0) < SortKey($1) }
///     // ["eclair", "Éclair", "item 2", "Item 10", "Zürich", "Zurich 2"]
///
/// Building a key walks the text once (ASCII text without Foundation); comparing two keys is a
/// lexicographic comparison of their weights, so sort `n` values with `n` keys, not `n log n`
/// key builds (`RowSorter` does this for rows).
///
/// - Complexity: `init` is O(length); `<` is O(length of the shorter key).
package struct SortKey: Comparable, Hashable, Sendable {
    /// Primary weights, 0, accent weights, 0, case weights (trailing plain weights trimmed).
    package let weights: [UInt32]
    /// True when the text is empty or only whitespace.
    package let isEmpty: Bool

    package init(_ text: String) {
        var builder = SortKeyBuilder()
        builder.build(text)
        var weights: [UInt32] = []
        builder.write(to: &weights)
        self.weights = weights
        self.isEmpty = builder.isEmpty
    }

    package static func < (lhs: SortKey, rhs: SortKey) -> Bool {
        lhs.weights.lexicographicallyPrecedes(rhs.weights)
    }

    /// True when the texts are equal at the primary level: same letters and numbers, ignoring
    /// case and accents (`"Ærø"` and `"aero"`).
    package func equalIgnoringCaseAndAccents(_ other: SortKey) -> Bool {
        weights.prefix { $0 != 0 }.elementsEqual(other.weights.prefix { $0 != 0 })
    }
}
