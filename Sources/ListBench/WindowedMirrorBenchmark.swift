import ListCore

/// `ModelMirrorBenchmark`'s re-sort through `WindowedMirror` (docs/windowed-mirror.md), which
/// keeps only a window of 40 rows and 20 selected rows scattered: making it over n items (the
/// window read, the selection tracked), the sorter's `(0, n, n)` (the scan of `WindowedChange`,
/// the tracked rows moved, the new window read, the batch's two states), a splice of 10 items
/// away from every tracked row and back, and a scroll to the far end and back. Keys are read
/// from an array and rows read their text from the items when shown, as in
/// `ModelMirrorBenchmark`; the host's `get_item` is not in the figures.
///
///     WindowedMirrorBenchmark.run(stopwatch: &stopwatch, count: 1_000_000)   // `ListBench --mirror-only`
///
/// - Complexity: O(n) to make the keys and their shuffles, then what is timed.
enum WindowedMirrorBenchmark {
    static let repetitions = 3

    static func run(stopwatch: inout Stopwatch, count: Int) {
        print("The same re-sort through WindowedMirror: a window of 40 rows and 20 selected (median of \(repetitions))")
        print("")
        let columns = [("items", 11), ("build", 10), ("re-sort", 12), ("keys read", 12), ("splice", 10),
                       ("scroll", 10), ("tracked", 10)]
        let header = columns.map { pad($0.0, $0.1) }.joined()
        print(header)
        print(String(repeating: "-", count: header.count))
        var keys = (0..<UInt(count)).map { 0x5555_0000_0000 + $0 * 48 }
        let source = ExternalRowContent { handle in (fields: ["Item \(handle)"], detail: "") }
        let content = { (key: UInt) in ModelMirrorContent.reading(key, from: source, style: [], height: 40) }
        var mirror: WindowedMirror<UInt>?
        let window = 0..<min(40, count)
        var random = SplitMix64(seed: 7)
        let build = stopwatch.medianMilliseconds(repetitions: repetitions) {
            var made = WindowedMirror<UInt>(count: count, window: window, heights: .uniform(count: count, height: 40),
                                            key: { keys[$0] }, content: { content(keys[$0]) })
            var selected = SplitMix64(seed: 11)
            while made.ids(with: .selected).count < min(20, count) {
                let position = Int.random(in: 0..<count, using: &selected)
                made.track(.selected, at: position, key: keys[position])
            }
            mirror = made
            return made.trackedCount
        }
        var sortTimes: [Double] = [], read = 0
        for _ in 0..<repetitions {
            keys.shuffle(using: &random)   // the host's side, not timed: the model's new order
            sortTimes.append(stopwatch.medianMilliseconds(repetitions: 1) {
                let batch = try! mirror!.apply(position: 0, removed: count, added: count, key: { keys[$0] },
                                               content: { content(keys[$0]) })
                precondition(batch.isReorder)
                _ = mirror!.releaseInFlight(keeping: [])   // the animation ended
                read = batch.change.keysRead
                return batch.new.ids.count
            })
        }
        // Ten items inserted half-way (away from every tracked row, so nothing is scanned), then removed.
        let middle = count / 2
        let fresh = (0..<UInt(10)).map { 0x7777_0000_0000 + $0 * 48 }
        let splice = stopwatch.medianMilliseconds(repetitions: repetitions) {
            let inserted = try! mirror!.apply(position: middle, removed: 0, added: 10, key: { position in
                position < middle ? keys[position] : position < middle + 10 ? fresh[position - middle] : keys[position - 10]
            }, content: { _ in content(0) })
            let removed = try! mirror!.apply(position: middle, removed: 10, added: 0, key: { keys[$0] },
                                             content: { content(keys[$0]) })
            return inserted.new.ids.count + removed.new.ids.count
        }
        let scroll = stopwatch.medianMilliseconds(repetitions: repetitions) {
            let far = mirror!.moveWindow(to: count - window.count..<count, key: { keys[$0] }, content: { content(keys[$0]) })
            let back = mirror!.moveWindow(to: window, key: { keys[$0] }, content: { content(keys[$0]) })
            return far.entered.count + back.entered.count
        }
        print([pad("\(count)", 11), pad(ms(build), 10), pad(ms(median(sortTimes)), 12), pad("\(read)", 12),
               pad(ms(splice), 10), pad(ms(scroll), 10), pad("\(mirror!.trackedCount)", 10)].joined())
    }

    static func median(_ samples: [Double]) -> Double { samples.sorted()[samples.count / 2] }
    static func ms(_ value: Double) -> String { format1(value) + " ms" }
}
