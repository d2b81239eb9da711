@testable import ListCore

/// Shared setup for the batch-animation tests: rows `r0`… with heights cycling 40/60/80 (so
/// positions are not multiples of one height) and a list with a 600 px viewport.
enum BatchAnimationFixture {
    static let heightCycle: [Double] = [40, 60, 80]
    static let duration = 0.3

    static func row(_ index: Int, version: Int = 0) -> Row {
        Row(id: id(index), fields: ["Row \(index)", "\(index * 7 % 13)"],
            height: heightCycle[index % 3], version: version)
    }

    static func rows(_ count: Int) -> [Row] { (0..<count).map { row($0) } }

    static func id(_ index: Int) -> RowID { RowID("r\(index)") }

    /// A list of `count` rows with an attached animator and a log of its events.
    static func scene(count: Int = 30, viewport: Double = 600, header: Double = 0,
                      options: BatchAnimator.Options = .init())
        -> (list: ListState, animator: BatchAnimator, log: BatchAnimationEventLog)
    {
        let list = ListState(rows: rows(count))
        list.viewportHeight = viewport
        list.headerHeight = header
        let animator = BatchAnimator(options: options)
        list.attach(animator)
        let log = BatchAnimationEventLog()
        list.onEvent = { name, fields in log.events.append((name, fields)) }
        return (list, animator, log)
    }

    /// Top of `id` in `rows`, summed here (not through `RowLayout`).
    static func top(of id: RowID, in rows: [Row]) -> Double? {
        guard let index = rows.firstIndex(where: { $0.id == id }) else { return nil }
        return rows[..<index].reduce(0) { $0 + $1.height }
    }

    /// `rows` with the row at `from` moved to `to`.
    static func moving(_ rows: [Row], from: Int, to: Int) -> [Row] {
        var rows = rows
        rows.insert(rows.remove(at: from), at: to)
        return rows
    }

    static func eased(_ fraction: Double) -> Double { TimingCurve.easeInOut.value(at: fraction) }

    static func close(_ a: Double?, _ b: Double?, _ tolerance: Double = 1e-6) -> Bool {
        guard let a, let b else { return false }
        return abs(a - b) <= tolerance
    }

    /// Frame times from `start` to `end` at 60 Hz, both included.
    static func frames(from start: Double, to end: Double) -> [Double] {
        let count = Int(((end - start) * 60).rounded(.up))
        return (0...count).map { min(start + Double($0) / 60, end) }
    }
}
