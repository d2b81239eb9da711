/// The changes a host makes to the list outside input: every row replaced at once, a batch its
/// own model planned, the selection an API set, the viewport's and the banner's sizes, and an
/// app's own back transition. Rows change only through the batch commit
/// (`BatchAnimator.commit(_:at:animated:anchors:)`), so the selection, the scroll anchor and the
/// running animations follow them the same way whoever changed them.
///
///     scene.replaceRows(loaded, layout: layout, at: now)      // a load landed
///     scene.commit(mirror.prepare(...), at: now)              // an embedder's model changed
///
/// - Complexity: see each method.
extension ListScene {
    /// Replaces every row at once, without animation (rows loaded on a worker, an embedder's
    /// model replaced or gone). `layout` must be `RowLayout(rows: rows)`, built where the rows
    /// were (off the main thread for long lists). The selection keeps the identities that remain.
    ///
    /// - Complexity: O(selected rows) (O(n) checks in debug builds); nothing is planned per row.
    public func replaceRows(_ rows: [Row], layout: RowLayout, at time: Double) {
        animator.commit(PreparedBatch.replacement(oldRows: list.rows, newRows: rows, newLayout: layout),
                        at: time, animated: false, anchors: false)
    }

    /// Lands a batch planned elsewhere (`BatchAnimator.prepare(old:new:)`, a `ModelMirror`
    /// change) and animates it from `time`. False when the rows are no longer the ones it was
    /// planned from: nothing changed.
    ///
    /// - Complexity: `BatchAnimator.commit(_:at:animated:anchors:)`.
    @discardableResult
    package func commit(_ batch: PreparedBatch, at time: Double, animated: Bool = true, anchors: Bool = true) -> Bool {
        animator.commit(batch, at: time, animated: animated, anchors: anchors)
    }

    /// Lands a windowed list's change (`WindowedMirror.apply`) and animates it from `time`
    /// (`BatchAnimator.commit(_:at:animated:anchors:)`, the windowed kind). `anchors: false`: the
    /// offset stays (a reorder's model following the drop).
    ///
    /// - Complexity: O(window + rows in flight).
    package func commit<Key>(_ batch: WindowedBatch<Key>, at time: Double, animated: Bool = true, anchors: Bool = true) {
        animator.commit(batch, at: time, animated: animated, anchors: anchors)
    }

    /// A windowed list's rows took new heights: `new` is the mirror's `snapshot()` after
    /// `measure`, `old` the one before (`BatchAnimator.heightsChanged(from:to:offsetMovedBy:at:animated:)`).
    ///
    /// - Complexity: O(window + rows in flight).
    package func heightsChanged(from old: WindowedSnapshot, to new: WindowedSnapshot, offsetMovedBy distance: Double,
                                at time: Double, animated: Bool) {
        animator.heightsChanged(from: old, to: new, offsetMovedBy: distance, at: time, animated: animated)
    }

    /// A windowed list's window moved, or its rows in flight were let go: `state` is the
    /// mirror's `snapshot()` (`BatchAnimator.windowMoved(_:)`).
    ///
    /// - Complexity: O(window + rows in flight).
    package func setWindow(_ state: WindowedSnapshot) { animator.windowMoved(state) }

    /// The host a windowed list asks about rows it has not read (`WindowedListHost`): the
    /// keyboard focus (`.cursor`), a Shift range's anchor (`.rangeAnchor`) and a drag's pivot
    /// (`.pivot`) tracked by model position, and ranges of positions selected or deselected
    /// (`WindowedListHost.setSelected(_:positions:)`, which a Shift range, a strip drag past the
    /// window, a Shift+click and Select All call). Held weakly: the host owns the scene.
    ///
    ///     scene.setWindowedHost(core)   // before the first input
    ///
    /// - Complexity: O(1).
    package func setWindowedHost(_ host: WindowedListHost?) { list.windowedHost = host }

    /// Ends the running batch animation: every row jumps to its place (a windowed list whose rows
    /// took a new height: its running stages place them at the old one).
    ///
    /// - Complexity: O(1).
    package func finishRowAnimations() { animator.finish() }

    /// Replaces the selection (identities no longer listed are dropped).
    /// - Complexity: O(k) expected for k identities.
    public func setSelection(_ ids: Set<RowID>) { list.setSelection(ids) }

    /// The list viewport's height (px): the host's list area was resized.
    /// - Complexity: O(1).
    public func setViewportHeight(_ height: Double) { list.setViewportHeight(height) }

    /// The summary banner's heights, collapsed and expanded, as last measured (`setHeaderHeights`).
    public var headerHeights: (collapsed: Double, expanded: Double) {
        (header.collapsedHeight, header.expandedHeight)
    }

    /// The summary banner's heights measured again (new fonts, a new width); the banner animates
    /// to its new height unless `animated` is false.
    /// - Complexity: O(1).
    public func setHeaderHeights(collapsed: Double, expanded: Double, at time: Double, animated: Bool) {
        header.setHeights(collapsed: collapsed, expanded: expanded, at: time, animated: animated)
    }

    /// Expands or collapses the summary banner, animated from `time`.
    /// - Complexity: O(1).
    public func setHeaderExpanded(_ expanded: Bool, at time: Double) { header.setExpanded(expanded, at: time) }

    /// Fits the header to an app header widget's natural `height` (`HeaderFit`).
    /// - Complexity: O(1).
    public func fitHeader(height: Double, at time: Double, animated: Bool) {
        header.fit(height: height, at: time, animated: animated)
    }

    /// An app's own page pushed from code: with no row open the detail page slides in with no
    /// row highlighted; with a row open (its page is being pushed or shown) nothing more happens.
    /// False when no row is open and a page transition runs.
    /// - Complexity: O(1).
    @discardableResult
    public func pushPage(at time: Double) -> Bool {
        navigation.detailID != nil || navigation.push(RowID(""), at: time)
    }

    /// Whether an app's or a finger's back transition is under way and not yet ended.
    public var isBackInteractive: Bool { navigation.back.isInteractive }

    /// An app's own back transition begins (it animates its pages itself and hands the progress
    /// over); a push still running is settled first. False when no detail page is shown.
    /// - Complexity: O(1).
    @discardableResult
    public func beginAppBack(at time: Double) -> Bool {
        navigation.detailID != nil && navigation.beginAppBack(at: time)
    }

    /// The app's back transition is at `progress` (0…1).
    /// - Complexity: O(1).
    public func updateBack(_ progress: Double, at time: Double) { navigation.updateBack(progress, at: time) }

    /// The app decided its back transition's outcome; the rest animates towards it. False unless
    /// a back transition is interactive.
    /// - Complexity: O(1).
    @discardableResult
    public func endBack(finishing: Bool, at time: Double) -> Bool {
        navigation.endBack(finishing: finishing, at: time)
    }

    /// The running back transition's progress, 0 when none runs.
    public var backProgress: Double { navigation.back.isActive ? navigation.back.progress : 0 }
}
