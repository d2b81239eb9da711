/// Where long work runs, supplied by the host: a worker thread whose results come back on the
/// thread the core lives on (the GTK main loop), with the clock time at delivery.
///
///     final class Worker: BackgroundExecutor {
///         func execute(_ work: @escaping @Sendable () -> any Sendable,
///                      deliver: @escaping (any Sendable, Double) -> Void) {
///             queue.async { let result = work(); mainLoop.post { deliver(result, now()) } }
///         }
///     }
public protocol BackgroundExecutor: AnyObject {
    /// Runs `work` off the main thread, then `deliver` on the main thread with its result and
    /// the time (seconds, the frame clock's clock).
    func execute(_ work: @escaping @Sendable () -> any Sendable, deliver: @escaping (any Sendable, Double) -> Void)
}
