/// Where long work runs, supplied by the host: a worker thread whose results come back on the
/// thread the core lives on (the host toolkit's main loop), with the clock time at delivery. The result
/// keeps its type from the work to `deliver`: nothing is cast back.
///
///     final class Worker: BackgroundExecutor {
///         func execute<Result: Sendable>(_ work: @escaping @Sendable () -> Result,
///                                        deliver: @escaping (Result, Double) -> Void) {
///             queue.async { let result = work(); mainLoop.post { deliver(result, now()) } }
///         }
///     }
///
/// - Complexity: what the host's thread hand-off costs, besides the work.
public protocol BackgroundExecutor: AnyObject {
    /// Runs `work` off the main thread, then `deliver` on the main thread with its result and
    /// the time (seconds, the frame clock's clock).
    func execute<Result: Sendable>(_ work: @escaping @Sendable () -> Result,
                                   deliver: @escaping (Result, Double) -> Void)
}
