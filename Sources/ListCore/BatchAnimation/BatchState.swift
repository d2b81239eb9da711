/// One state of a list that a batch animation starts from or heads to, as `BatchChain` reads
/// it: where its rows sit (`placement`), each row's content, and how far the scroll offset has
/// moved since (`shift`). `BatchSnapshot` is the state of a list that holds every row;
/// `WindowedSnapshot` the state of a windowed one, which knows only the rows it can draw. A row a
/// state does not know is one it has no place for: the chain fades it, as an insertion or a
/// deletion.
///
///     var chain = BatchChain(base: batch.old)   // a windowed list's change
///     chain.add(batch.new, at: now, duration: 0.3, curve: .easeInOut)
///
/// - Complexity: as the placement's look-ups.
protocol BatchState: Sendable {
    associatedtype Placement: RowPlacement
    /// Where the state's rows sit.
    var placement: Placement { get }
    /// Added to every position: when the scroll offset followed an anchor (`ScrollAnchoring`),
    /// the states a running animation started from move with the content, so rows on screen stay
    /// where they are drawn.
    var shift: Double { get set }
    /// The content of `id`'s row at this state; `nil` when the state does not hold it.
    func row(_ id: RowID) -> Row?
    /// Why this state is unsound (its parts disagree), or `nil` (`BatchChain._invariantViolations`).
    var inconsistency: String? { get }
    /// True when the state has a place for `id`.
    func contains(_ id: RowID) -> Bool
    /// Where `id`'s row sits at this state, shifted; `nil` when the state has no place for it.
    func span(of id: RowID) -> RowSpan?
    /// The identities of the rows that intersect `[windowTop, windowTop + windowHeight)`: the
    /// rows an animation may draw there.
    func ids(inWindowTop windowTop: Double, height windowHeight: Double) -> Placement.IDs
}

/// The queries written once over the placement (a type whose placement is a stored property of
/// its own may answer them in place instead).
extension BatchState {
    func contains(_ id: RowID) -> Bool { placement.index(of: id) != nil }

    func span(of id: RowID) -> RowSpan? {
        placement.index(of: id).map { RowSpan(top: placement.top(of: $0) + shift, height: placement.height(at: $0)) }
    }

    func ids(inWindowTop windowTop: Double, height windowHeight: Double) -> Placement.IDs {
        placement.ids(in: placement.visibleRange(offset: windowTop - shift, viewportHeight: windowHeight))
    }
}
