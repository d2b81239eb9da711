extension HeaderResize {
    /// Fits the header to one `height`: a header whose content decides its height (an app's own
    /// widget, measured by the host for the list's width) rather than a banner with two states.
    /// From then on its height is a `HeaderFit`'s: a jump (a label wrapping, another widget)
    /// animates from where the header is, with its velocity; a height that changes every frame
    /// (a revealer opening in it) is followed one to one; `animated: false` puts it there at once
    /// (a first measure). The rows follow it every frame; scrolled past it, the rows in view stay.
    ///
    ///     header.fit(height: 48, at: now)   // the app's header got a second line
    ///     _ = list.frame(at: now + 0.1)      // list.headerHeight is between 0 and 48, rows follow
    ///     header.fit(height: 0, at: later)  // no header: the rows go back to the top
    ///
    /// - Complexity: O(1).
    package func fit(height: Double, at time: Double, animated: Bool = true) {
        var fit = fitted ?? HeaderFit(height: list?.headerHeight ?? animation.to)
        fit.measure(height, at: time, animated: animated && !reducesMotion && !isDetached)
        fitted = fit
        collapsedHeight = fit.measured
        expandedHeight = fit.measured
        animation = Animation(from: fit.measured, to: fit.measured, kind: .instant)
        apply(fit.value(at: time))
    }

    /// Whether a press on the header expands or collapses it: not once it is fitted (an app's
    /// header leaves presses to the widgets in it).
    package var togglesOnPress: Bool { fitted == nil }
}
