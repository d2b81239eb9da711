import Synchronization
/// Holds work that can wait (making a column's sort ranks in the background) while the
/// scheduler's own work runs: the scheduler closes the gate when a job starts on its executor
/// and opens it when none runs; the waiting work calls `pass()` every few thousand rows.
///
///     let gate = scheduler.gate
///     executor.execute({ ColumnRanks(ranking: sources, column: 0) { gate.pass(); return true } }) { … }
///
/// Why: on two processors, a sort's two parts and a background ranking beside them would
/// share the processors three ways, and the sort the user waits for would take half again as
/// long. Waiting in `pass()` checks the gate every millisecond: no condition to signal, and a
/// sort lasts tens of milliseconds or more.
///
/// - Complexity: `pass()` is one atomic load while the gate is open.
final class WorkGate: Sendable {
    private let closed = Atomic<Bool>(false)

    /// Whether work passing now would wait.
    var isClosed: Bool { closed.load(ordering: .acquiring) }

    func close() { closed.store(true, ordering: .releasing) }

    func open() { closed.store(false, ordering: .releasing) }

    /// Returns at once while the gate is open; while it is closed, returns once it opens.
    func pass() {
        while closed.load(ordering: .acquiring) { system_sleep(microseconds: 1000) }
    }
}
