import Dispatch
/// Runs pieces of one computation at once, one thread a piece, and returns when all are done:
/// a sort's parts (`RowSorter+Parts.swift`), and the independent steps after a sort (its plan,
/// its rows, its layout) at a million rows.
///
///     var halves = [0, 0]
///     Parallel.forEach(2) { halves[$0] = work(on: $0) }   // each piece writes only its own
///
/// Each piece must touch only what no other piece touches; `body` is not `@Sendable` so it can
/// write its own results, which is safe because the pieces are disjoint and all of them end
/// before `forEach` returns. One piece runs on the calling thread alone.
///
/// The threads: `forEach` hands its pieces to Dispatch's shared pool
/// (`DispatchQueue.concurrentPerform`: up to one thread a processor, made and kept by Dispatch,
/// not by the core), the calling thread taking one. Its callers are the core's long work on
/// long lists (a sort's job, a column's ranks, a reordered layout, an identity index), which
/// runs on the host's `BackgroundExecutor`, and they make at most `processorCount(atMost: 4)`
/// pieces. These pool threads and the executor's are every thread the core uses; it starts
/// none itself. (`WorkGate.pass` only makes an executor's thread wait.)
///
/// - Complexity: the longest piece, plus a thread hand-off (microseconds) when there are several.
package enum Parallel {
    /// The processors online, at least 1 and at most `limit`: how many pieces are worth making.
    package static func processorCount(atMost limit: Int) -> Int {
        max(1, min(limit, system_processorsOnline()))
    }

    /// Runs `body(0)` … `body(count - 1)` at once, one thread each (`count` 1: on this thread),
    /// and returns when all have returned.
    ///
    /// - Complexity: the longest piece.
    package static func forEach(_ count: Int, _ body: (Int) -> Void) {
        guard count > 1 else {
            if count == 1 { body(0) }
            return
        }
        withoutActuallyEscaping(body) { body in
            nonisolated(unsafe) let body = body
            DispatchQueue.concurrentPerform(iterations: count) { body($0) }
        }
    }
}
