
extension FrameStats.Summary {
    /// The summary as the report and the `--debug` stream write it, times rounded to 0.01 ms.
    ///
    ///     FrameStats().summary.json   // {"count": 0, "p50Ms": 0, …}
    ///
    /// - Complexity: O(1).
    package var json: JSONValue {
        ["count": .number(Double(count)), "p50Ms": .number(Self.round(p50Ms)),
         "p99Ms": .number(Self.round(p99Ms)), "maxMs": .number(Self.round(maxMs)),
         "over33Ms": .number(Double(over33Ms)), "paintP50Ms": .number(Self.round(paintP50Ms)),
         "paintP99Ms": .number(Self.round(paintP99Ms)), "paintMaxMs": .number(Self.round(paintMaxMs))]
    }

    private static func round(_ ms: Double) -> Double { (ms * 100).rounded() / 100 }
}
