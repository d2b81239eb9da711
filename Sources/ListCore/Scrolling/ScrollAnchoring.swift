/// Keeps the reader's place when a batch changes rows above the viewport (scroll anchoring by
/// identity), counts the rows that arrived above ("N new"), and scrolls to the top, animated,
/// when asked (the pill, Home).
///
/// `BatchAnimator.commit` asks the attached `ScrollAnchoring` before and after it sets the rows,
/// so every batch source is anchored: live updates and the feed, search results changing, undo
/// and redo, heights re-measured after a font change. Sorts are not (a reorder of every row has no
/// reading position to keep). The adjustment lands in the same frame as the batch; the animator
/// moves its running animation with the offset, so no row on screen jumps, rows moving within the
/// viewport still slide, and rows arriving or leaving above it are not drawn sliding through.
/// A kinetic glide goes on from the adjusted offset with its velocity; a scroll-to-top in flight
/// goes on from the adjusted offset too.
///
///     let anchoring = ScrollAnchoring()            // ListScene attaches one
///     list.attach(anchoring)
///     anchoring.policy = .none                     // or .alwaysReveal
///     anchoring.newRowsAbove                       // 3: the pill says "3 new"
///     anchoring.scrollToTop(at: now)               // glides up; the count clears as rows come in view
///
/// - Complexity: O(visible rows + inserted + moved rows + arrivals) per batch; O(arrivals) per
///   frame for the count (a handful: rows arrive one live update at a time).
package final class ScrollAnchoring: ListBehavior {
    /// What a batch does to the scroll position (default: keep the reading position).
    package var policy: ScrollAnchorPolicy
    /// Within this many points of the top the list counts as at the top: new rows on top are
    /// revealed (they fade in and the list stays at the top) and the "N new" count is clear.
    package static let revealTolerance = 4.0
    /// Duration of the scroll to the top (ease in-out); as a status-bar tap on iOS.
    package static let scrollToTopDuration = 0.4
    /// The anchor of the last batch that adjusted the offset (tests and the debug stream).
    package private(set) var lastAnchor: ScrollAnchor?
    /// Rows that arrived above the reader since the top was last shown, by identity.
    private var arrivals: Set<RowID> = []
    /// The same for a windowed list, whose arrivals mostly have no identity: runs of model
    /// positions, moved along by each change (`ScrollAnchoring+Windowed.swift`).
    var windowedArrivals: [Range<Int>] = []
    private var scrolling: Animation?
    private var reducesMotion = false
    private weak var list: ListState?

    package init(policy: ScrollAnchorPolicy = .keepReadingPosition) {
        self.policy = policy
    }

    package func didAttach(to list: ListState) { self.list = list }

    /// Detached: nothing is anchored or counted any more; a scroll to the top ends where it is.
    package func didDetach(from list: ListState) {
        arrivals = []
        windowedArrivals = []
        scrolling = nil
        self.list = nil
    }

    package func setReducesMotion(_ reduced: Bool) { reducesMotion = reduced }

    /// True while the list is within `revealTolerance` of its top.
    package var isAtTop: Bool { (list?.scrollOffset ?? 0) <= Self.revealTolerance }

    /// How many rows arrived above the reader and are still above the first fully visible row:
    /// the pill's "N new"; 0 at the top. A new row the reader scrolled to has been seen and no
    /// longer counts.
    ///
    /// - Complexity: O(arrivals) identity lookups.
    package var newRowsAbove: Int {
        guard let list, !isAtTop, let first = ScrollAnchor.firstFullyVisibleIndex(in: list) else { return 0 }
        return arrivals.count { list.index(of: $0).map { $0 < first } ?? false }
            + windowedArrivals.reduce(0) { $0 + $1.clamped(to: 0..<first).count }
    }

    /// True while the list glides to the top.
    package var isScrollingToTop: Bool { scrolling != nil }

    package var needsFrames: Bool { scrolling != nil }

    // MARK: Batches

    /// Called by the animator before it sets a batch's rows: the anchor to keep, or `nil` when
    /// the policy is `.none`, the list is at the top (new rows are revealed) or no visible row
    /// survives the batch in place.
    ///
    /// - Complexity: as `ScrollAnchor.init(list:batch:)`.
    func anchor(for batch: PreparedBatch, in list: ListState) -> ScrollAnchor? {
        guard policy != .none, !isAtTop else { return nil }
        return ScrollAnchor(list: list, batch: batch)
    }

    /// Called by the animator after it set the rows: scrolls to keep `anchor` in place and
    /// returns how far the offset moved (the animator shifts its running animation by as much).
    ///
    /// - Complexity: O(arrivals) (forgetting rows that left the list).
    func keep(_ anchor: ScrollAnchor, in list: ListState, at time: Double) -> Double {
        list.scroll(to: anchor.offset)
        let shift = list.scrollOffset - anchor.oldOffset
        glide(shiftedBy: shift, at: time)
        lastAnchor = anchor
        arrivals.formUnion(anchor.arrivals)
        forgetSeenArrivals()
        if policy == .alwaysReveal, !anchor.arrivals.isEmpty { scrollToTop(at: time) }
        return shift
    }

    /// The glide to the top (when one runs) goes on from an offset moved by `shift`, with its speed.
    func glide(shiftedBy shift: Double, at time: Double) {
        guard var animation = scrolling else { return }
        let velocity = animation.velocity(at: time)
        animation = Animation(from: animation.value(at: time) + shift, to: 0, kind: animation.kind,
                              initialVelocity: velocity.isFinite ? velocity : 0)
        animation.play(at: time)
        scrolling = animation
    }

    // MARK: Scrolling to the top

    /// Scrolls to the top, animated (at once with reduced motion): the pill was clicked or Home
    /// pressed. The "N new" count clears when the top is reached.
    ///
    ///     anchoring.scrollToTop(at: now)
    ///
    /// - Complexity: O(1).
    package func scrollToTop(at time: Double) {
        guard let list else { return }
        list.behavior(KineticScroll.self)?.stop()
        let kind: Animation.Kind = reducesMotion ? .instant : .timed(duration: Self.scrollToTopDuration, curve: .easeInOut)
        var animation = Animation(from: list.scrollOffset, to: 0, kind: kind)
        animation.play(at: time)
        scrolling = animation
        advance(to: time)
    }

    /// The user scrolled (wheel, scrollbar, fling): a glide to the top stops where it is.
    package func stopScrolling() { scrolling = nil }

    package func advance(to time: Double) {
        guard let list else { return }
        if let animation = scrolling {
            list.scroll(to: animation.value(at: time))
            if animation.isFinished(at: time) { scrolling = nil }
        }
        forgetSeenArrivals()
    }

    /// Forgets every arrival the reader has seen: all of them at the top, else those no longer
    /// above the first fully visible row (scrolled to) or gone from the list.
    func forgetSeenArrivals() {
        guard let list, !arrivals.isEmpty || !windowedArrivals.isEmpty else { return }
        guard !isAtTop, let first = ScrollAnchor.firstFullyVisibleIndex(in: list) else {
            arrivals = []
            windowedArrivals = []
            return
        }
        if !arrivals.isEmpty { arrivals = arrivals.filter { list.index(of: $0).map { $0 < first } ?? false } }
        if !windowedArrivals.isEmpty {
            windowedArrivals = windowedArrivals.map { $0.clamped(to: 0..<first) }.filter { !$0.isEmpty }
        }
    }
}
