import Dispatch
import ListGtk
import ListCore

/// The executor the core's `BackgroundScheduler` runs long work on, for every `ListWidget` made
/// from rows: a worker queue (the scheduler decides how many jobs run at once), results handed
/// back on the GTK main loop (`MainLoop.post`) with the monotonic clock's time, and the memory
/// the work freed on its thread handed back to the system.
///
///     let executor = WorkerExecutor(queue: DispatchQueue(label: "work", attributes: .concurrent))
///     executor.onDelivered = { list.showNow() }
///     scene.setExecutor(executor)
///
/// - Complexity: O(1) on the calling thread per job.
@MainActor
final class WorkerExecutor: BackgroundExecutor {
    private let queue: DispatchQueue
    /// Called on the main thread after each delivery (the window then shows the new frame).
    var onDelivered: (() -> Void)?

    init(queue: DispatchQueue) { self.queue = queue }

    private final class Delivery<Result>: @unchecked Sendable {
        let body: (Result, Double) -> Void
        init(_ body: @escaping (Result, Double) -> Void) { self.body = body }
    }

    nonisolated func execute<Result: Sendable>(_ work: @escaping @Sendable () -> Result,
                                               deliver: @escaping (Result, Double) -> Void) {
        let delivery = Delivery(deliver)
        queue.async {
            let result = work()
            MainLoop.post { [weak self] in
                delivery.body(result, MainLoop.now)
                self?.onDelivered?()
            }
            releaseFreeMemorySoon()
        }
    }
}
