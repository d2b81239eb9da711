import ListCore

/// The re-sort of `ModelMirrorBenchmark`, planned the windowed way (`WindowedChange`,
/// docs/windowed-mirror.md): the rows seen before the change (a window of 40 rows at the top
/// and 20 selected rows scattered) found in the new order by one scan of its keys that stops
/// once all are found, and the worst case, a tracked row that lands last (every key read).
/// Keys are read from an array, as a host reads item pointers (without its model's `get_item`).
///
///     WindowedChangeBenchmark.run(stopwatch: &stopwatch, count: 1_000_000)   // `ListBench --mirror-only`
///
/// - Complexity: O(n) to make the keys, then the scans.
enum WindowedChangeBenchmark {
    static func run(stopwatch: inout Stopwatch, count: Int) {
        print("The same re-sort planned from the tracked rows only (WindowedChange, median of 3)")
        print("")
        let columns = [("items", 11), ("tracked", 10), ("keys read", 12), ("plan", 12)]
        let header = columns.map { pad($0.0, $0.1) }.joined()
        print(header)
        print(String(repeating: "-", count: header.count))
        let keys = (0..<UInt(count)).map { 0x5555_0000_0000 + $0 * 48 }
        var random = SplitMix64(seed: 7)
        let added = keys.shuffled(using: &random)
        var positions = Set(0..<min(40, count))
        while positions.count < min(60, count) { positions.insert(Int.random(in: 0..<count, using: &random)) }
        let window = positions.sorted().map { (key: keys[$0], position: $0) }
        // The worst case: the key that lands last is tracked too (found by the last read).
        let lastPosition = keys.firstIndex(of: added[count - 1])!
        let worst = window.contains { $0.position == lastPosition } ? window
            : window + [(key: added[count - 1], position: lastPosition)]
        for tracked in [window, worst] {
            var read = 0
            let time = stopwatch.medianMilliseconds(repetitions: 3) {
                let change = try! WindowedChange(tracked: tracked, oldCount: count, position: 0, removed: count,
                                                 added: count) { added[$0] }
                read = change.keysRead
                return change.newPositions.count
            }
            print([pad("\(count)", 11), pad("\(tracked.count)", 10), pad("\(read)", 12),
                   pad(format1(time) + " ms", 12)].joined())
        }
    }
}
