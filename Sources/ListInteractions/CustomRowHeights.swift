import ListCore

/// The heights of a `LiRowFactory`'s rows: each item's child measured for the list's width, by
/// the item's identity string (so a re-created item with the same `id-property` keeps it), and
/// the estimate for items not measured yet (the median of the first heights measured).
///
///     var heights = CustomRowHeights()
///     heights.height(of: "a")          // nil: the mirror's default until one row is measured
///     heights.measured["a"] = 41
///     heights.estimate = 41
///     heights.height(of: "b")          // 41
///
/// An item's height is forgotten when it leaves the model (`ListViewCore.forgetHeights`).
///
/// - Complexity: O(1) per look-up; storage O(items measured that are in the model).
struct CustomRowHeights {
    var measured: [String: Double] = [:]
    var estimate: Double?

    /// The row's height: measured, else the estimate.
    func height(of key: String) -> Double? { measured[key] ?? estimate }
}
