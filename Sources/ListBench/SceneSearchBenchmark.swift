import Foundation
import ListCore
import ListData

/// Filtering through `ListScene` the way the app does it: a keystroke's search runs on a worker
/// (the core's `BackgroundScheduler` with a real thread) while a simulated 60 Hz main loop keeps
/// building frames. Reports the time from the keystroke to the first animated frame of the
/// filter, and the main thread's longest frame (frame building plus the commit that lands the
/// result) — the app's promise is that none passes 33 ms.
///
///     SceneSearchBenchmark.run()
///
/// - Complexity: a few seconds in a release build.
enum SceneSearchBenchmark {
    /// A worker thread whose results wait in a mailbox until the simulated main loop drains it.
    final class PollingExecutor: BackgroundExecutor, @unchecked Sendable {
        private let queue = DispatchQueue(label: "bench.worker", qos: .userInitiated)
        private let lock = NSLock()
        /// Each finished result, bound to its delivery.
        private var ready: [(Double) -> Void] = []

        func execute<Result: Sendable>(_ work: @escaping @Sendable () -> Result,
                                       deliver: @escaping (Result, Double) -> Void) {
            nonisolated(unsafe) let deliver = deliver
            queue.async {
                let result = work()
                self.lock.lock()
                self.ready.append { deliver(result, $0) }
                self.lock.unlock()
            }
        }

        func drain(at time: Double) {
            lock.lock()
            let items = ready
            ready = []
            lock.unlock()
            for deliver in items { deliver(time) }
        }
    }

    static func run() {
        print("Search in the scene, 60 Hz main loop, filter on a worker (keystroke → first animated frame)")
        print("rows       query          shown      first frame   frames   longest frame  over 33 ms")
        print(String(repeating: "-", count: 88))
        for count in [100_000, 1_000_000] {
            let (schema, rows) = RowSource.generated(count: count)
            for steps in [["row 12"], ["r", "ro", "row 9"], ["group 3", ""]] {
                let scene = ListScene(rows: rows, schema: schema, configuration: .demo)
                let executor = PollingExecutor()
                scene.setExecutor(executor)
                let freeing = DispatchQueue(label: "bench.free")   // as the app: big arrays freed off the main thread
                scene.setDiscard { old in freeing.async { withExtendedLifetime(old) {} } }
                scene.setViewportHeight(700)
                let clock = ContinuousClock()
                let start = clock.now
                func now() -> Double { Stopwatch.milliseconds(clock.now - start) / 1000 }
                var frames = 0, longest = 0.0, over = 0
                var firstFrame: Double?
                var typed = 0
                let keystrokeGap = 0.12   // a fast typist
                var lastKey = 0.0
                var landedQuery: String?
                scene.onEvent = { name, fields in
                    guard name == "search", case .string(let text)? = fields.first(where: { $0.0 == "query" })?.1
                    else { return }
                    landedQuery = text
                }
                while now() < 30 {
                    let tickStart = now()
                    if typed < steps.count, tickStart >= Double(typed) * keystrokeGap {
                        scene.search(text: steps[typed], at: tickStart)
                        typed += 1
                        lastKey = tickStart
                    }
                    executor.drain(at: tickStart)
                    scene.advance(to: tickStart)
                    _ = scene.frame(listWidth: 480, pageWidth: 480, hasFocus: true)
                    let cost = (now() - tickStart) * 1000
                    frames += 1
                    longest = max(longest, cost)
                    if cost > 33 { over += 1 }
                    // The frame that first shows the last query's result (its commit landed this tick).
                    let landed = typed == steps.count && landedQuery == steps.last && !scene.scheduler.isBusy
                    if landed, firstFrame == nil { firstFrame = now() - lastKey }
                    if landed, !scene.isAnimatingRows { break }
                    let spare = 1.0 / 60 - (now() - tickStart)
                    if spare > 0 { Thread.sleep(forTimeInterval: spare) }
                }
                let query = steps.map { "\"\($0)\"" }.joined(separator: "→")
                print(pad("\(count)", 11) + pad(query, 15) + pad("\(scene.rowCount)", 11)
                      + pad(firstFrame.map { format($0 * 1000) + " ms" } ?? "-", 14) + pad("\(frames)", 9)
                      + pad(format(longest) + " ms", 15) + "\(over)")
            }
        }
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    private static func format(_ value: Double) -> String { "\((value * 10).rounded() / 10)" }
}
