/// Following a source that other programs change (a database file): while running, it looks
/// at the source every `interval` seconds — on the worker, through `read` — and when the source
/// changed, the list animates to its new rows in one batch (`ListScene.pollSource(at:)`).
///
///     scene.follower.read = { force in watch.read(force: force) }   // set by the host
///     scene.follower.start(at: now)
///     // every tick of a timer:
///     if scene.follower.isDue(at: now) { scene.pollSource(at: now) }
///
/// Time is injected: the follower decides when a look is due; one look is in flight at a time,
/// so a burst of commits lands as one batch when the next look sees them all — never more than
/// one batch per `interval`, and `interval` is at least a frame.
///
/// - Complexity: O(1) per call; the work of a look is `read` plus `KeyedDiff` plus the plan.
package final class SourceFollower {
    /// Seconds between looks: 50 ms keeps a commit's first animated frame within 100 ms.
    package var interval: Double = 0.05
    /// Reads the source on the worker; `force` asks for the rows even when nothing changed (a
    /// batch that could not be applied is made again). `nil`: there is no source to follow.
    package var read: (@Sendable (_ force: Bool) -> SourceRead)?
    /// True between `start(at:)` and `stop()`: looks fall due every `interval`.
    package private(set) var isRunning = false
    /// When the next look is due while running.
    package private(set) var nextLook: Double?
    /// True while a look runs on the worker.
    package internal(set) var isLooking = false
    /// Why the source can no longer be followed (it was deleted or replaced); the rows stay.
    package internal(set) var goneReason: String?
    /// Why the last look could not read the source, while it cannot (nil once a look reads
    /// again): the rows shown are stale.
    package internal(set) var trouble: SourceTrouble?
    /// Called on the main thread when `trouble` changes (nil: over; the host hides its banner).
    package var onTrouble: ((SourceTrouble?) -> Void)?
    /// Seconds between looks while the source is in trouble: a failing read is not repeated
    /// every `interval`, and a lock or a changed schema is still seen to end within it.
    package var troubledInterval: Double = 0.5
    /// Batches applied from the source so far.
    package internal(set) var batchCount = 0
    /// A reload asked for while a look was in flight: it runs when that look lands.
    var pendingReload: (@Sendable (_ force: Bool) -> SourceRead)?
    /// The next look re-reads even if the source says nothing changed.
    var forceRead = false
    /// Called on the main thread when the source is gone (the host shows a banner).
    package var onGone: ((String) -> Void)?

    package init() {}

    /// True when there is a source to follow and it has not gone.
    package var canFollow: Bool { read != nil && goneReason == nil }

    /// Starts looking: the first look is due at once (changes made while not following come in).
    package func start(at time: Double) {
        guard canFollow, !isRunning else { return }
        isRunning = true
        nextLook = time
    }

    /// Stops looking (Live off); a look already on the worker still lands.
    package func stop() {
        isRunning = false
        nextLook = nil
    }

    /// Looks are due this much early: a host timer ticking every `interval` never skips a tick
    /// for a look due a moment after it (which would make every other tick the rate).
    package static let slack = 0.005
    /// When the look in flight started.
    var lookStarted: Double?

    /// True when a look should start at `time`.
    package func isDue(at time: Double) -> Bool {
        guard isRunning, !isLooking, canFollow, let nextLook else { return false }
        return time >= nextLook - Self.slack
    }

    /// A look starts at `time`.
    func looking(at time: Double) {
        isLooking = true
        lookStarted = time
    }

    /// A look finished at `time`: the next one is due an interval after this one started (at
    /// once if it took longer than that).
    func looked(at time: Double, troubled: Bool = false) {
        isLooking = false
        guard isRunning else { return }
        nextLook = max((lookStarted ?? time) + (troubled ? troubledInterval : interval), time)
    }
}
