/// Scrolls to one row, by identity, animated: the row lands where its `ScrollAlignment` says.
/// The target is the row, not an offset: while the glide runs the destination follows the row
/// (a batch moving it, rows above it growing, the viewport resized), and a row a pending batch
/// is still bringing in is waited for — the glide starts in the frame its row arrives, and the
/// arrival is told (`onArrival`: the scene focuses or selects it then). A new target mid-flight
/// retargets from where the glide is, with its velocity; any user scroll stops it.
///
///     list.attach(target)
///     target.scroll(to: "row-1500", alignment: .center, at: now)
///     list.advance(to: now + 0.2)               // part way, still gliding
///     target.scroll(to: "row-10", alignment: .top, at: now + 0.2)   // heads there, no jump
///
/// - Complexity: O(log n) per frame (the row's place in the layout).
package final class ScrollTarget: ListBehavior {
    /// The glide's length (ease in-out), as the scroll to the top.
    package static let duration = ScrollAnchoring.scrollToTopDuration
    /// The row being scrolled to (or waited for) and where it lands.
    package private(set) var target: (id: RowID, alignment: ScrollAlignment)?
    /// Called once the target row is in the list (at once when it already was).
    package var onArrival: ((RowID) -> Void)?
    private var glide: Animation?
    /// Whether the target's arrival was told.
    private var told = false
    /// The offset the glide last set: anything else moving the list (an anchored batch) rebases it.
    private var lastOffset: Double?
    private var reducesMotion = false
    private weak var list: ListState?

    package init() {}

    package func didAttach(to list: ListState) { self.list = list }

    package func didDetach(from list: ListState) {
        stop()
        self.list = nil
    }

    package func setReducesMotion(_ reduced: Bool) { reducesMotion = reduced }

    /// True while a row is being scrolled to or waited for.
    package var needsFrames: Bool { target != nil }

    /// True while the target row is not in the list yet.
    package var isWaiting: Bool {
        guard let target, let list else { return false }
        return !list.contains(target.id)
    }

    /// Scrolls to row `id` so it lands at `alignment` (retargeting a glide in flight); a row not
    /// in the list yet is waited for.
    package func scroll(to id: RowID, alignment: ScrollAlignment, at time: Double) {
        list?.behavior(KineticScroll.self)?.stop()
        list?.behavior(ScrollAnchoring.self)?.stopScrolling()
        let wasWaiting = isWaiting
        target = (id, alignment)
        told = false
        if wasWaiting { glide = nil }
        advance(to: time)
    }

    /// The user scrolled (wheel, scrollbar, fling) or the list was emptied: the glide stops where it is.
    package func stop() {
        target = nil
        glide = nil
        lastOffset = nil
    }

    /// The offset that puts row `index` at `alignment` (before clamping to the content); at the
    /// top means below the section header stuck there (`ListState.stuckHeaderInset(aboveRow:)`).
    ///
    /// - Complexity: O(log n), O(log n + log s) with s section headers.
    package static func offset(showing index: Int, alignment: ScrollAlignment, in list: ListState) -> Double {
        let top = list.headerHeight + list.top(of: index)
        let height = list.height(at: index)
        let viewport = list.viewportHeight
        let covered = top - list.stuckHeaderInset(aboveRow: index)
        switch alignment {
        case .top: return covered
        case .center: return top + height / 2 - viewport / 2
        case .bottom: return top + height - viewport
        case .nearest:
            if covered < list.scrollOffset { return covered }
            if top + height > list.scrollOffset + viewport { return min(covered, top + height - viewport) }
            return list.scrollOffset
        }
    }

    package func advance(to time: Double) {
        guard let list, let target else { return }
        guard let index = list.index(of: target.id) else { return }   // waited for
        if !told {
            told = true
            onArrival?(target.id)
            guard self.target?.id == target.id else { return }   // the handler scrolled elsewhere
        }
        let destination = min(max(0, Self.offset(showing: index, alignment: target.alignment, in: list)),
                              list.maxScrollOffset)
        guard var animation = glide else {
            // Starts: now, or in the frame the row arrived.
            var animation = Animation(from: list.scrollOffset, to: destination,
                                      kind: reducesMotion ? .instant : .timed(duration: Self.duration, curve: .easeInOut))
            animation.play(at: time)
            glide = animation
            return step(animation, at: time)
        }
        if let lastOffset, lastOffset != list.scrollOffset {
            // Something else moved the list (an anchored batch): the glide goes on from there.
            let velocity = animation.velocity(at: time)
            animation = Animation(from: list.scrollOffset, to: destination, kind: animation.kind,
                                  initialVelocity: velocity.isFinite ? velocity : 0)
            animation.play(at: time)
        } else if animation.to != destination {
            animation.retarget(to: destination, at: time)
        }
        glide = animation
        step(animation, at: time)
    }

    private func step(_ animation: Animation, at time: Double) {
        guard let list else { return }
        list.scroll(to: animation.value(at: time))
        lastOffset = list.scrollOffset
        if animation.isFinished(at: time) { stop() }
    }
}
