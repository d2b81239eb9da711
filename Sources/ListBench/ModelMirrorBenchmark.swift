import ListCore

/// A sorter's `items-changed(0, n, n)` at a million items through `ModelMirror` (keys as a host
/// passes object addresses, rows reading their text from the items when shown, content not
/// re-read): `itemsChanged` (match by key, new rows, plan,
/// new layout), then `BatchAnimator.commit` and the first animated frame. Their sum is what the
/// core adds between a GtkSortListModel's signal and the widget's first animated frame, less the
/// host's reading of the n items.
///
///     ModelMirrorBenchmark.run(stopwatch: &stopwatch)   // `ListBench --mirror-only`
///
/// - Complexity: a few seconds in a release build.
enum ModelMirrorBenchmark {
    static let repetitions = 3

    static func run(stopwatch: inout Stopwatch, count: Int = 1_000_000) {
        print("Re-sort (0, n, n) of \(count) items through ModelMirror (median of \(repetitions))")
        print("")
        let columns = [("items", 11), ("build", 10), ("itemsChanged", 14), ("commit+frame", 14), ("total", 10),
                       ("moves", 10)]
        let header = columns.map { pad($0.0, $0.1) }.joined()
        print(header)
        print(String(repeating: "-", count: header.count))
        var mirror = ModelMirror<UInt>()
        mirror.listsReorderMoves = false   // as LiListView: a reorder's plan counts its moves
        let keys = (0..<UInt(count)).map { 0x5555_0000_0000 + $0 * 48 }   // addresses of live objects
        // Rows read their text from the items when shown, as LiListView's rows keyed by object.
        let source = ExternalRowContent { handle in (fields: ["Item \(handle)"], detail: "") }
        let items = keys.map { ModelMirror<UInt>.Item(key: $0, content: .reading($0, from: source, style: [], height: 40)) }
        let build = stopwatch.medianMilliseconds(repetitions: 1) {
            _ = try! mirror.itemsChanged(position: 0, removed: 0, added: items)
            return mirror.count
        }
        var random = SplitMix64(seed: 7)
        var changeTimes: [Double] = []
        var commitTimes: [Double] = []
        var moves = 0
        for _ in 0..<repetitions {
            // The host's side, not timed: the model's new order, read item by item.
            let added = keys.shuffled(using: &random)
            let list = ListState(rows: mirror.rows)
            list.setViewportHeight(700)
            let animator = BatchAnimator()
            list.attach(animator)
            var batch: PreparedBatch?
            changeTimes.append(stopwatch.medianMilliseconds(repetitions: 1) {
                batch = try! mirror.itemsChanged(position: 0, removed: count, keys: added, content: { _ in nil },
                                                 freshContent: { _ in preconditionFailure("a sort adds no item") })
                return batch!.plan.movedCount
            })
            commitTimes.append(stopwatch.medianMilliseconds(repetitions: 1) {
                precondition(animator.commit(batch!, at: 0, anchors: false))
                return list.frame(at: 0.016).count
            })
            moves = batch!.plan.movedCount
            precondition(batch!.plan.insertions.isEmpty && batch!.plan.deletions.isEmpty)
            animator.finish()
        }
        let change = median(changeTimes)
        let commit = median(commitTimes)
        print([pad("\(count)", 11), pad(ms(build), 10), pad(ms(change), 14), pad(ms(commit), 14),
               pad(ms(change + commit), 10),
               pad("\(moves)", 10)].joined())
    }

    static func median(_ samples: [Double]) -> Double { samples.sorted()[samples.count / 2] }
    static func ms(_ value: Double) -> String { format1(value) + " ms" }
}
