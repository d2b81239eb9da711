@testable import ListCore

/// What the two storms comparing the windowed path with the full one (`+Animation`: the chains,
/// `+Scene`: the scenes) share: each windowed row's twin on the full path, and whether both paths
/// know a row in the same states (then they must draw it alike).
extension WindowedMirrorStormTests {
    /// The full path's identity of each windowed one, learnt by position in a state both describe.
    /// Identities of keys the model ever held twice are not compared (duplicates pair in order among
    /// tracked occurrences only, `WindowedMirrorStormTests`).
    struct Twins {
        var fullID: [RowID: RowID] = [:]
        var everDuplicated = Set<Int>()
        /// The full path's identities' keys.
        var keyOf: [RowID: Int] = [:]

        /// Learns the twin of every row `state` places, from `rows` and `keys` of the same model state.
        mutating func learn(_ state: WindowedSnapshot, rows: [Row], keys: [Int]) {
            for id in state.ids {
                let position = state.index(of: id)!
                if let known = fullID[id], known != rows[position].id { everDuplicated.insert(keys[position]) }
                keyOf[rows[position].id] = keys[position]
                fullID[id] = rows[position].id
            }
        }

        /// Notes every key `model` holds more than once.
        mutating func noteDuplicates(in model: [Item]) {
            for (key, count) in Dictionary(model.map { ($0.key, 1) }, uniquingKeysWith: +) where count > 1 {
                everDuplicated.insert(key)
            }
        }

        /// True when the full path's `twin` has a key the model never held twice.
        func isUnique(_ twin: RowID) -> Bool { keyOf[twin].map { !everDuplicated.contains($0) } ?? true }
    }

    /// The states of a chain, oldest first; none without a chain.
    static func states<State>(_ chain: BatchChain<State>?) -> [State] {
        chain.map { [$0.base] + $0.stages.map(\.target) } ?? []
    }

    /// True when the windowed chain knows `id` in exactly the states the full one knows `twin`, and
    /// both start it alike where a collapsed stage left it (`BatchChain.collapseOldest`).
    static func knowsAlike(_ id: RowID, _ twin: RowID, windowed: BatchChain<WindowedSnapshot>?,
                           full: BatchChain<BatchSnapshot>?) -> Bool {
        func sameStart(_ a: RowMotion?, _ b: RowMotion?) -> Bool {
            guard let a, let b else { return a == nil && b == nil }
            return abs(a.span.top - b.span.top) < 1e-6 && abs(a.velocity - b.velocity) < 1e-6
        }
        return zip(states(windowed), states(full)).allSatisfy { $0.contains(id) == $1.contains(twin) }
            && sameStart(windowed?.stages.first?.startOverride[id], full?.stages.first?.startOverride[twin])
    }
}
