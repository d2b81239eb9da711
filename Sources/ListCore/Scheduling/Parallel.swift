import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
/// - Complexity: the longest piece, plus a thread hand-off (microseconds) when there are several.
package enum Parallel {
    /// The processors online, at least 1 and at most `limit`: how many pieces are worth making.
    package static func processorCount(atMost limit: Int) -> Int {
        max(1, min(limit, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))
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
