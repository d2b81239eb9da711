/// A model change as a windowed list animates it (docs/windowed-mirror.md §3.3): the state before
/// and after (`old`, `new`), in which every row that can be drawn has its place where it had one,
/// and what the host and the scene must do besides.
///
/// - A row in both states moves from `old`'s place to `new`'s (or stays). That covers the
///   tracked rows (found again by the change's scan), the rows that arrive in the window from a
///   known place outside it (`old` places them where they were: they slide in from that side),
///   and the old window's rows that leave it (`new` places them where they went, off screen).
/// - A row only in `new` is `inserted`: new to the model, or from an unseen place of the changed
///   span. It fades in.
/// - A row only in `old` is `deleted`: it left the model. It fades out; the host detaches it
///   from its item before letting the item go.
///
///     let batch = try mirror.apply(position: 1, removed: 2, added: 1, key: keyAt, content: read)
///     batch.deleted.count            // the two removed rows, if they were in the window
///     batch.anchor?.newPosition      // where the scroll offset follows
///
/// - Complexity: storage O(rows of both windows + rows in flight + tracked rows that left).
package struct WindowedBatch<Key: Hashable> {
    /// The row the scroll offset follows (changes other than a reorder): its position before and
    /// after. The scene keeps it where it is drawn: `offset += new.heights.top(of: newPosition)
    /// − old.heights.top(of: oldPosition)`.
    package struct Anchor: Equatable, Sendable {
        package let id: RowID?
        package let oldPosition: Int
        package let newPosition: Int
    }

    /// The plan: each tracked row's new position, and what any new position was.
    package let change: WindowedChange
    package let old: WindowedSnapshot
    package let new: WindowedSnapshot
    /// Rows that fade in: in `new` only.
    package let inserted: [RowID]
    /// Rows that left the model (they were tracked): in `old` only when drawn. They lose their
    /// roles, selection included.
    package let deleted: [RowID]
    /// Rows whose content changed (re-read with `rereads`): a crossfade, as well as any move.
    package let updated: [RowID]
    /// Selected rows that left the model (`deleted` ones with `.selected`).
    package let deselected: [RowID]
    /// Rows read anew into the window: the host takes a reference to their items.
    package let entered: [RowID]
    /// Keys of rows no longer tracked: the host lets their items go.
    package let released: [Key]
    /// The scroll anchor; `nil` for a reorder (not anchored) or an empty window.
    package let anchor: Anchor?
    /// A sorter's change: every item removed and added again with every tracked row found. The
    /// window keeps its positions, and no row is anchored (the window's top is: `anchorDistance`).
    package let isReorder: Bool

    /// How far the scroll offset moves to keep `anchor` where it is drawn (before clamping to the
    /// content): the anchor's new top less its old one. A reorder keeps the window's positions
    /// where they were drawn: the window's new top less its old one (the rows above it that were
    /// measured count at the estimate again, their items' places unknown; without this the rows
    /// on screen would jump by those rows' differences from it). 0 when nothing is anchored.
    package var anchorDistance: Double {
        if let anchor { return new.heights.top(of: anchor.newPosition) - old.heights.top(of: anchor.oldPosition) }
        guard isReorder, !old.window.isEmpty, new.window.lowerBound == old.window.lowerBound else { return 0 }
        return new.heights.top(of: new.window.lowerBound) - old.heights.top(of: old.window.lowerBound)
    }

    /// Nothing to show: no row placed differently, none inserted, deleted or updated.
    package var isNoChange: Bool {
        inserted.isEmpty && deleted.isEmpty && updated.isEmpty && old.count == new.count
            && old.window == new.window && old.windowRows.map(\.id) == new.windowRows.map(\.id)
            && new.ids.allSatisfy { old.index(of: $0) == new.index(of: $0) }
    }
}

extension WindowedBatch: Sendable where Key: Sendable {}
