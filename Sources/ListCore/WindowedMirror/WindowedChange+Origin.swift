extension WindowedChange {
    /// What the row at a new position was before the change, as far as the tracked rows tell.
    ///
    /// - Complexity: a value; O(1).
    package enum Origin: Equatable, Sendable {
        /// Tracked row `index` (of the tracked rows given), at old position `oldPosition`: it
        /// moves from where it was seen (or stays).
        case tracked(index: Int, oldPosition: Int)
        /// A row outside the changed span, not tracked: it was at `oldPosition` (it arrives from
        /// that side when it comes into view).
        case untracked(oldPosition: Int)
        /// A row of the added span that no tracked row became: new to the model, or moved from an
        /// untracked place in the removed span. It fades in where it is.
        case unknown
    }

    /// The origin of the row at `newPosition` (in the new model, `0..<oldCount - removed + added`).
    ///
    ///     change.origin(ofNewPosition: 0)   // .tracked(index: 2, oldPosition: 3): row "d" moved up
    ///
    /// - Complexity: O(1) expected.
    package func origin(ofNewPosition newPosition: Int) -> Origin {
        precondition(newPosition >= 0, "a negative position")
        let oldPosition: Int
        if newPosition < position {
            oldPosition = newPosition
        } else if newPosition < position + added {
            guard let index = trackedAtNew[newPosition] else { return .unknown }
            return .tracked(index: index, oldPosition: oldPositions[index])
        } else {
            oldPosition = newPosition - added + removed
        }
        if let index = trackedAtOld[oldPosition] { return .tracked(index: index, oldPosition: oldPosition) }
        return .untracked(oldPosition: oldPosition)
    }
}
