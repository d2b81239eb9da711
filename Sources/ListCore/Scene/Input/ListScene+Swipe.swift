extension ListScene {
    /// A press on the page stack at window-relative `x` (the page's left edge is 0): on the
    /// detail page at rest, within the edge area (anywhere, for a finger on a touchscreen), it
    /// may become a back swipe.
    public func edgePress(x: Double, y: Double, at time: Double, isTouchscreen: Bool = false) {
        guard case .detail = navigation.page, !navigation.isTransitioning else {
            gestures.edgeSwipe = nil
            return
        }
        gestures.edgeSwipe = EdgeSwipe(x: x, y: y, time: time, isTouchscreen: isTouchscreen)
    }

    /// The pointer moved to (`x`, `y`) in the same coordinates; past the threshold the back
    /// transition follows it 1:1. Returns true when the swipe is active (the host claims it).
    @discardableResult
    public func edgeDrag(x: Double, y: Double, pageWidth: Double, at time: Double) -> Bool {
        guard var swipe = gestures.edgeSwipe else { return false }
        let wasActive = swipe.isActive
        guard let progress = swipe.progress(x: x, y: y, width: pageWidth) else { return false }
        if !wasActive {
            guard navigation.beginBack(at: time) else {
                gestures.edgeSwipe = nil
                return false
            }
        }
        gestures.edgeSwipe = swipe
        navigation.updateBack(progress, at: time)
        return true
    }

    /// The pointer was released: the transition finishes or cancels by position and the
    /// velocity of the last 150 ms of event times.
    public func edgeRelease(at time: Double) {
        defer { gestures.edgeSwipe = nil }
        guard gestures.edgeSwipe?.isActive == true else { return }
        navigation.endBack(at: time)
    }

    // MARK: Touchpad

    /// Fingers down on the touchpad (a scroll sequence began) over the detail page.
    public func touchpadBegan() {
        gestures.touchpadSwipe.begin()
    }

    /// A touchpad scroll step over the pages. Returns whether it drives the back transition.
    @discardableResult
    public func touchpadScroll(dx: Double, dy: Double, at time: Double) -> Bool {
        guard case .detail = navigation.page else { return false }
        let wasActive = gestures.touchpadSwipe.isActive
        guard let progress = gestures.touchpadSwipe.scroll(dx: dx, dy: dy) else { return false }
        if !wasActive || !navigation.back.isInteractive {
            guard navigation.beginBack(at: time) else {
                gestures.touchpadSwipe.end()
                return false
            }
        }
        navigation.updateBack(progress, at: time)
        return true
    }

    /// Fingers lifted: finish or cancel like an edge swipe.
    public func touchpadEnded(at time: Double) {
        guard gestures.touchpadSwipe.isActive else { return }
        gestures.touchpadSwipe.end()
        navigation.endBack(at: time)
    }

    // MARK: Slider

    /// The swipe-progress slider moved to `value` (a drag, or a key step when `pressed` is false:
    /// a key step has no release, so it settles by position alone).
    public func slider(_ value: Double, pressed: Bool, at time: Double) {
        if !navigation.back.isInteractive {
            guard navigation.beginBack(at: time) else { return }
        }
        navigation.updateBack(value, at: time)
        if !pressed { navigation.endBack(at: time, velocity: 0) }
    }

    /// The slider was let go.
    public func sliderReleased(at time: Double) {
        guard navigation.back.isInteractive else { return }
        navigation.endBack(at: time)
    }
}
