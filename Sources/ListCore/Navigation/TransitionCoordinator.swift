/// Drives one page transition, interactively or not, and tells everyone who animates alongside it.
///
/// Modelled on UIKit's transition coordinator and `UIPercentDrivenInteractiveTransition`, with
/// AdwSwipeTracker's release rule. Progress runs from 0 (transition not started) to 1 (done).
///
///     let back = TransitionCoordinator()
///     back.onWillBegin.append { coordinator in
///         coordinator.animateAlongside({ context in fade = 1 - context.progress },
///                                      completion: { context in if context.isCancelled { … } })
///     }
///     back.begin(at: 0)             // finger down
///     back.update(0.4, at: 0.1)      // finger moves
///     back.end(at: 0.2)              // finger up: finishes or cancels by position and velocity
///     back.advance(to: 0.3)          // every frame until `phase == .idle`
///
/// - Complexity: every call is O(handlers).
public final class TransitionCoordinator {
    /// Who drives the progress now: nobody, a finger (or slider), or the completion animation.
    ///
    /// - Complexity: a value; O(1).
    package enum Phase: Equatable, Sendable {
        case idle
        /// A finger (or slider) owns the progress.
        case interactive
        /// Animating towards 1 (`finishing`) or back to 0.
        case completing(finishing: Bool)
    }

    /// How a transition ended.
    ///
    /// - Complexity: a value; O(1).
    public enum Outcome: String, Sendable {
        case finished, cancelled
    }

    /// What alongside, completion and interaction handlers are told.
    ///
    /// - Complexity: a value; O(1).
    public struct Context: Sendable {
        /// How far the transition has come, 0 … 1.
        public var progress: Double
        /// Whether a finger, the slider or the app drives it (not an animation).
        public var isInteractive: Bool
        /// Whether it was cancelled (it returns to where it started).
        public var isCancelled: Bool
        /// The frame time of this step, seconds.
        public var time: Double
    }

    package typealias Handler = (Context) -> Void

    package private(set) var configuration: TransitionConfiguration
    package private(set) var phase: Phase = .idle
    package private(set) var progress: Double = 0
    /// The outcome of the last transition that ended, `nil` before the first.
    package private(set) var lastOutcome: Outcome?

    /// Called when a transition starts from idle, before its first frame: the place to register
    /// `animateAlongside` handlers (UIKit's `viewWillAppear` with its transition coordinator).
    package var onWillBegin: [(TransitionCoordinator) -> Void] = []
    /// Called after the completion handlers each time a transition ends, whatever its outcome.
    package var onDidEnd: [Handler] = []

    private var animation: Animation?
    private var tracker: VelocityTracker
    private var alongside: [Handler] = []
    private var completions: [Handler] = []
    private var interactionEnded: [Handler] = []

    package init(configuration: TransitionConfiguration = .init()) {
        self.configuration = configuration
        self.tracker = VelocityTracker(window: configuration.velocityWindow)
    }

    package var isActive: Bool { phase != .idle }
    package var isInteractive: Bool { phase == .interactive }
    package var needsFrames: Bool { if case .completing = phase { true } else { false } }

    /// Reduced motion makes the non-interactive parts instant; interaction still follows the finger.
    /// Turned on while a completion animates, that completion ends at once (at its last frame time).
    package var reducesMotion: Bool {
        get { configuration.reducesMotion }
        set {
            configuration.reducesMotion = newValue
            if newValue, case .completing(let finishing) = phase {
                progress = finishing ? 1 : 0
                notifyAlongside(at: lastTime)
                finish(finishing ? .finished : .cancelled, at: lastTime)
            }
        }
    }

    /// Runs `handler` with the progress of every frame of the current transition, and `completion`
    /// once when it ends. Both are dropped when the transition ends.
    package func animateAlongside(_ handler: @escaping Handler, completion: Handler? = nil) {
        alongside.append(handler)
        if let completion { completions.append(completion) }
        if isActive { handler(context(at: lastTime)) }
    }

    /// Called once when the finger lifts (whatever the outcome), like UIKit's
    /// `notifyWhenInteractionChanges`.
    package func notifyWhenInteractionEnds(_ handler: @escaping Handler) {
        interactionEnded.append(handler)
    }

    // MARK: Interactive

    /// A finger takes the transition. From idle the progress starts at 0; during a completion
    /// animation the finger catches it where it is (no jump).
    package func begin(at time: Double) {
        switch phase {
        case .interactive:
            return
        case .idle:
            startTransition(at: time)
            progress = 0
        case .completing:
            progress = animation?.value(at: time) ?? progress
            animation = nil
        }
        phase = .interactive
        tracker.reset()
        tracker.add(progress, at: time)
        lastTime = time
        notifyAlongside(at: time)
    }

    /// The finger moved: progress follows it linearly, clamped to 0…1.
    package func update(_ newProgress: Double, at time: Double) {
        guard phase == .interactive else { return }
        progress = min(max(newProgress, 0), 1)
        tracker.add(progress, at: time)
        lastTime = time
        notifyAlongside(at: time)
    }

    /// The finger lifted. Projects the position with the release velocity (progress per second;
    /// measured from recent updates when `nil`) and finishes when the projection passes the
    /// threshold, else cancels. The rest is animated from the current position and velocity.
    @discardableResult
    package func end(at time: Double, velocity: Double? = nil) -> Outcome {
        guard phase == .interactive else { return lastOutcome ?? .cancelled }
        let releaseVelocity = velocity ?? tracker.velocity(at: time)
        let projected = VelocityTracker.projectedEnd(
            position: progress, velocity: releaseVelocity, decelerationPerMs: configuration.decelerationPerMs)
        let finishing = projected > configuration.finishThreshold
        release(finishing: finishing, velocity: releaseVelocity, at: time)
        return finishing ? .finished : .cancelled
    }

    /// The driver decided the outcome (an app's own back transition: UIKit's
    /// `finishInteractiveTransition()` / `cancelInteractiveTransition()`): the rest is animated
    /// from the current position towards 1 (`finishing`) or 0, with the velocity of the recent
    /// updates when it points that way. Returns false (and changes nothing) unless interactive.
    ///
    ///     back.begin(at: 0); back.update(0.5, at: 0.1)
    ///     back.end(finishing: false, at: 0.2)    // the highlight comes back over the rest
    ///
    /// - Complexity: O(handlers).
    @discardableResult
    package func end(finishing: Bool, at time: Double) -> Bool {
        guard phase == .interactive else { return false }
        release(finishing: finishing, velocity: tracker.velocity(at: time), at: time)
        return true
    }

    /// Ends a running transition at once at the end it is heading for (an interactive one:
    /// finished); its handlers see that end's progress. Nothing happens when idle.
    ///
    ///     push.settle(at: t)     // the page is there: the push is done
    ///
    /// - Complexity: O(handlers).
    package func settle(at time: Double) {
        guard isActive else { return }
        var finishing = true
        if case .completing(let heading) = phase { finishing = heading }
        progress = finishing ? 1 : 0
        lastTime = time
        notifyAlongside(at: time)
        finish(finishing ? .finished : .cancelled, at: time)
    }

    private func release(finishing: Bool, velocity: Double, at time: Double) {
        lastTime = time
        let ended = context(at: time)
        let handlers = interactionEnded
        interactionEnded = []
        for handler in handlers { handler(ended) }
        complete(finishing: finishing, velocity: velocity, at: time)
    }

    // MARK: Non-interactive

    /// Runs the whole transition without a finger (Back button, Alt+Left).
    package func run(at time: Double) {
        switch phase {
        case .idle:
            startTransition(at: time)
            progress = 0
            notifyAlongside(at: time)
            complete(finishing: true, velocity: 0, at: time, fullRun: true)
        case .interactive:
            complete(finishing: true, velocity: tracker.velocity(at: time), at: time)
        case .completing(finishing: false):
            let value = animation?.value(at: time) ?? progress
            let velocity = animation?.velocity(at: time) ?? 0
            progress = value
            complete(finishing: true, velocity: velocity, at: time)
        case .completing(finishing: true):
            return
        }
    }

    /// Sends a running transition back to its start, animated from where it is.
    package func reverse(at time: Double) {
        switch phase {
        case .idle, .completing(finishing: false):
            return
        case .interactive:
            complete(finishing: false, velocity: tracker.velocity(at: time), at: time)
        case .completing(finishing: true):
            progress = animation?.value(at: time) ?? progress
            complete(finishing: false, velocity: animation?.velocity(at: time) ?? 0, at: time)
        }
    }

    /// Advances a completion animation to `time`; calls completion handlers when it is done.
    package func advance(to time: Double) {
        guard case .completing(let finishing) = phase, var running = animation else { return }
        running.update(at: time)
        animation = running
        progress = min(max(running.value(at: time), 0), 1)
        lastTime = time
        if running.state == .finished {
            progress = finishing ? 1 : 0
            notifyAlongside(at: time)
            finish(finishing ? .finished : .cancelled, at: time)
        } else {
            notifyAlongside(at: time)
        }
    }

    // MARK: Private

    private var lastTime: Double = 0

    private func startTransition(at time: Double) {
        alongside = []
        completions = []
        interactionEnded = []
        lastTime = time
        for observer in onWillBegin { observer(self) }
    }

    private func complete(finishing: Bool, velocity: Double, at time: Double, fullRun: Bool = false) {
        let target: Double = finishing ? 1 : 0
        let kind = configuration.completionKind(remaining: abs(target - progress), fullRun: fullRun)
        // Leave with the release velocity, but never start backwards (that reads as a bounce).
        let towardTarget = (target - progress) * velocity > 0 ? velocity : 0
        var next = Animation(from: progress, to: target, kind: kind, initialVelocity: 0)
        if towardTarget != 0 {
            // `initialVelocity` adds to the curve's own start velocity; ask for the difference.
            let own = next.velocity(atStartOf: kind)
            next = Animation(from: progress, to: target, kind: kind, initialVelocity: towardTarget - own)
        }
        next.play(at: time)
        animation = next
        phase = .completing(finishing: finishing)
        advance(to: time)
    }

    private func finish(_ outcome: Outcome, at time: Double) {
        phase = .idle
        animation = nil
        lastOutcome = outcome
        var ended = context(at: time)
        ended.isCancelled = outcome == .cancelled
        let handlers = completions
        alongside = []
        completions = []
        interactionEnded = []
        for handler in handlers { handler(ended) }
        for observer in onDidEnd { observer(ended) }
    }

    private func context(at time: Double) -> Context {
        let cancelled = phase == .completing(finishing: false)
        return Context(progress: progress, isInteractive: phase == .interactive, isCancelled: cancelled, time: time)
    }

    private func notifyAlongside(at time: Double) {
        let now = context(at: time)
        for handler in alongside { handler(now) }
    }
}

extension Animation {
    /// The velocity this animation's kind starts with on its own (no added initial velocity).
    fileprivate func velocity(atStartOf kind: Kind) -> Double {
        switch kind {
        case let .timed(duration, curve) where duration > 0:
            let slope = curve.slope(at: 0)
            return slope.isFinite ? (to - from) * slope / duration : 0
        default:
            return 0
        }
    }
}
