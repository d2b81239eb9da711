/// Animates the list header between a collapsed and an expanded height (a summary banner that
/// expands to show details); the rows follow the header every frame.
///
/// Scroll anchoring: while the header is at least partly in view (or the list is at the top),
/// the rows move with it. Once the viewport starts below the header, the scroll offset changes
/// by the header's height change every frame, so the rows the user looks at do not move. At
/// the end of the list the scroll offset is clamped to the content.
///
///     let header = HeaderResize(collapsedHeight: 56, expandedHeight: 180)
///     list.attach(header)
///     header.toggle(at: now)          // animates; retargets if already animating
///     _ = list.frame(at: now + 0.1)   // list.headerHeight is in between, rows follow
///     header.progress                 // 0 collapsed … 1 expanded: crossfade the header content
///
/// Interruptible: a new target while animating continues from the current height and velocity
/// (`Animation.retarget`).
///
/// - Complexity: O(1) per frame.
package final class HeaderResize: ListBehavior {
    package internal(set) var collapsedHeight: Double
    package internal(set) var expandedHeight: Double
    /// How the height animates; `reducesMotion` makes changes instant.
    package var kind: Animation.Kind
    package var reducesMotion: Bool
    /// The state the header is heading for (true right after `expand`).
    package private(set) var isExpanded: Bool
    private(set) weak var list: ListState?
    var animation: Animation
    /// The height of a fitted header (`fit(height:at:animated:)`, an app's widget); `nil` for a banner.
    var fitted: HeaderFit?

    /// - Precondition: `0 <= collapsedHeight <= expandedHeight`.
    package init(collapsedHeight: Double, expandedHeight: Double, isExpanded: Bool = false,
                kind: Animation.Kind = .timed(duration: 0.35, curve: .easeInOut), reducesMotion: Bool = false) {
        precondition(collapsedHeight >= 0 && collapsedHeight <= expandedHeight,
                     "header heights must satisfy 0 <= collapsed <= expanded")
        self.collapsedHeight = collapsedHeight
        self.expandedHeight = expandedHeight
        self.isExpanded = isExpanded
        self.kind = kind
        self.reducesMotion = reducesMotion
        let height = isExpanded ? expandedHeight : collapsedHeight
        self.animation = Animation(from: height, to: height, kind: kind)
    }

    /// Takes over `list.headerHeight` (set to the current height at once).
    package func didAttach(to list: ListState) {
        self.list = list
        isDetached = false
        list.headerHeight = animation.value(at: 0)
    }

    /// Detached mid-animation: the header settles at its target height at once; while detached,
    /// expanding and collapsing jump.
    package func didDetach(from list: ListState) {
        isDetached = true
        animation = Animation(from: animation.to, to: animation.to, kind: kind)
        fitted?.settle()
        apply(fitted?.measured ?? animation.to)
    }

    /// True between `didDetach` and the next `didAttach`.
    package private(set) var isDetached = false

    /// The header height the behavior last gave the list.
    package var height: Double { list?.headerHeight ?? animation.to }

    /// 0 when collapsed, 1 when expanded, in between while animating (may overshoot slightly
    /// with a bouncy spring; clamped to 0…1).
    package var progress: Double {
        let range = expandedHeight - collapsedHeight
        guard range > 0 else { return isExpanded ? 1 : 0 }
        return min(max((height - collapsedHeight) / range, 0), 1)
    }

    package var isAnimating: Bool { animation.state == .playing }

    package var needsFrames: Bool { isAnimating || fitted?.isMoving == true }

    /// Reduced motion: changes from now on jump; a resize running now ends at once.
    package func setReducesMotion(_ reduced: Bool) {
        reducesMotion = reduced
        if reduced, isAnimating {
            animation = Animation(from: animation.to, to: animation.to, kind: .instant)
            apply(animation.to)
        }
        if reduced, let fit = fitted, fit.isMoving {
            fitted?.settle()
            apply(fit.measured)
        }
    }

    package func expand(at time: Double) { setExpanded(true, at: time) }

    package func collapse(at time: Double) { setExpanded(false, at: time) }

    package func toggle(at time: Double) { setExpanded(!isExpanded, at: time) }

    /// Heads for the expanded or collapsed height from the current height and velocity.
    package func setExpanded(_ expanded: Bool, at time: Double) {
        isExpanded = expanded
        retarget(at: time)
        list?.emit("header", [("expanded", .bool(expanded)), ("target", .number(animation.to))])
    }

    /// Changes the two heights (e.g. when the header's content is laid out for a new width or
    /// font); the header animates to its new height, or is there at once with `animated: false`.
    package func setHeights(collapsed: Double, expanded: Double, at time: Double, animated: Bool = true) {
        precondition(collapsed >= 0 && collapsed <= expanded, "header heights must satisfy 0 <= collapsed <= expanded")
        collapsedHeight = collapsed
        expandedHeight = expanded
        guard animated else {
            let target = isExpanded ? expanded : collapsed
            animation = Animation(from: target, to: target, kind: .instant)
            apply(target)
            return
        }
        retarget(at: time)
    }

    /// Sets the list's header height for `time`, anchoring the scroll position.
    package func advance(to time: Double) {
        animation.update(at: time)
        if var fit = fitted {
            fit.update(at: time)
            fitted = fit
            apply(fit.value(at: time))
        } else {
            apply(animation.value(at: time))
        }
    }

    private func retarget(at time: Double) {
        let target = isExpanded ? expandedHeight : collapsedHeight
        guard animation.to != target else {
            advance(to: time)   // already heading there (or there): keep the running motion
            return
        }
        animation.retarget(to: target, at: time, kind: Animation.reducedMotion(kind, reduced: reducesMotion || isDetached))
        advance(to: time)
    }

    /// Sets the header height; scrolled past the header, the scroll offset follows the change.
    func apply(_ newHeight: Double) {
        guard let list else { return }
        let newHeight = max(0, newHeight)
        let old = list.headerHeight
        let delta = newHeight - old
        guard delta != 0 else { return }
        let scrolledPast = list.scrollOffset > 0 && list.scrollOffset >= old
        guard scrolledPast else {
            list.headerHeight = newHeight
            return
        }
        // Grow the content before scrolling down, scroll up before shrinking it, so the
        // clamp in `scroll(to:)` never cuts the adjustment short.
        if delta > 0 {
            list.headerHeight = newHeight
            list.scroll(to: list.scrollOffset + delta)
        } else {
            list.scroll(to: list.scrollOffset + delta)
            list.headerHeight = newHeight
        }
    }
}
