extension ReorderDrag {
    /// One reorder drag, from the handle's press past the threshold to the release or cancel.
    ///
    /// - Complexity: a value; O(dragged rows) to copy.
    struct Session {
        /// The rows being dragged, in list order (the selection, or the one row pressed).
        var ids: [RowID]
        /// The row whose handle was pressed: it stays exactly under the pointer.
        let primary: RowID
        /// The pointer's viewport y minus the primary row's top when the drag started.
        let grab: Double
        /// The pointer's viewport y now.
        var pointerY: Double
        /// The time of the last step (input or frame).
        var time: Double
        /// Lifting 0 → 1 (shadow and raise).
        var lift: Animation
        /// Where the dragged rows would land among the other rows: how many of those are above
        /// them (`ReorderDrag.slot`), as of the last step.
        var slot: Int
        /// The list order when the drag started (what the drop is compared with).
        let startIndex: Int
        /// When the pointer entered an auto-scroll zone (the auto-scroll clock), `nil` outside.
        var scrollTime: Double?
    }

    /// The dragged rows as the list places them now: sorted positions (layout indices; a
    /// windowed list's model positions, rows outside its window too, through its host), each
    /// one's height, the heights summed before each, their total, and the primary's place in the
    /// stack.
    ///
    /// - Complexity: a value; made in O(d log d) for d dragged rows (O(d log n) windowed).
    struct Stack {
        var indices: [Int] = []
        /// `prefix[i]`: the heights of the first `i` dragged rows (by list order).
        var prefix: [Double] = [0]
        var ids: [RowID] = []
        var total: Double { prefix.last ?? 0 }

        init() {}

        init(ids: [RowID], in list: ListState) {
            let found = ids.compactMap { id in list.position(of: id).map { (id, $0) } }.sorted { $0.1 < $1.1 }
            for (id, index) in found {
                self.ids.append(id)
                indices.append(index)
                prefix.append(prefix[prefix.count - 1] + list.height(at: index))
            }
        }

        /// How many dragged rows lie before layout index `index`.
        /// - Complexity: O(log d).
        func count(before index: Int) -> Int {
            indices.partitioningIndex { $0 >= index }
        }

        /// The position of `id` in the stack, `nil` when it is not dragged.
        func position(of id: RowID, in list: ListState) -> Int? {
            guard let index = list.position(of: id) else { return nil }
            let position = count(before: index)
            return position < indices.count && indices[position] == index ? position : nil
        }
    }
}
