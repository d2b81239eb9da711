/// Inertia after a touchpad or touchscreen fling: the list keeps scrolling with the release
/// velocity and slows down the way GNOME's kinetic scrolling does (AdwSwipeTracker's
/// deceleration, 0.998 per millisecond), stopping at the list's ends.
///
///     list.attach(kinetic)
///     kinetic.fling(velocity: 2400, at: now)   // px/s, the host's release velocity (a glide)
///     kinetic.stop()                           // a new scroll or a press takes over
///
/// - Complexity: O(1) per frame.
package final class KineticScroll: ListBehavior {
    /// Velocity kept per millisecond.
    package var decelerationPerMs = 0.998
    /// Below this speed (px/s) the list comes to rest.
    package var minimumVelocity = 20.0
    package private(set) var velocity = 0.0
    private var lastTime: Double?
    private weak var list: ListState?

    package init() {}

    package func didAttach(to list: ListState) { self.list = list }

    /// Detached mid-glide: the glide stops where it is.
    package func didDetach(from list: ListState) { stop() }

    package var needsFrames: Bool { velocity != 0 }

    /// Starts gliding at `velocity` px/s (positive scrolls down).
    package func fling(velocity: Double, at time: Double) {
        self.velocity = abs(velocity) < minimumVelocity ? 0 : velocity
        lastTime = time
    }

    package func stop() {
        velocity = 0
        lastTime = nil
    }

    package func advance(to time: Double) {
        guard velocity != 0, let list else { return }
        let dt = max(0, time - (lastTime ?? time))
        lastTime = time
        guard dt > 0 else { return }
        // Exact integral of v·d^(1000 t) over the step, so the distance does not depend on the
        // frame rate: v·(d^(1000 dt) − 1) / (1000 ln d).
        let k = 1000 * system_log(decelerationPerMs)
        let decay = system_exp(k * dt)
        let distance = velocity * (decay - 1) / k
        velocity *= decay
        let moved = list.scroll(to: list.scrollOffset + distance)
        if abs(velocity) < minimumVelocity || moved == 0 { stop() }
    }
}
