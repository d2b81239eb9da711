extension LiveUpdates {
    /// A living list, as a feed: besides moving changed items to the top, every `every`-th update
    /// adds `newRows` new items on top and removes `removedRows` items from below, all in the
    /// same batch (insert, delete, move and content change in one animated pass).
    ///
    ///     var options = LiveUpdates.Options()
    ///     options.feed = .init(newRows: 1, removedRows: 1, every: 2)   // the count stays steady
    ///
    /// - Complexity: O(1).
    public struct Feed: Equatable, Sendable {
        /// Rows added on top by each feed update.
        public var newRows: Int
        /// Rows removed further down by each feed update.
        public var removedRows: Int
        /// Every how many live updates the feed adds and removes rows (1: each one).
        public var every: Int

        /// A feed adding `newRows` and removing `removedRows` every `every` updates.
        public init(newRows: Int, removedRows: Int, every: Int) {
            self.newRows = newRows
            self.removedRows = removedRows
            self.every = every
        }
    }

    /// A new item for the top of the list: the shape of an existing row (same number of fields,
    /// same height) with a fresh identity, a title of its own and version 0.
    ///
    /// - Complexity: O(fields of `template`).
    func newRow(like template: Row, sequence: Int, in list: ListState) -> Row {
        var suffix = sequence
        var id = RowID("live-\(suffix)")
        while list.layout.contains(id) {
            suffix += 1_000_000
            id = RowID("live-\(suffix)")
        }
        var fields = template.fields
        if !fields.isEmpty { fields[0] = "New item \(sequence)" }
        return Row(id: id, fields: fields, detail: "Added by a live update.", height: template.height)
    }

    /// Rows to remove: distinct, drawn from below the top `protected` rows, never one in `keep`.
    func pickRemovals(_ count: Int, from list: ListState, protected: Int, keep: Set<RowID>) -> [RowID] {
        let total = list.count
        let lowest = min(protected, total)
        guard count > 0, total - lowest > count + keep.count else { return [] }
        var chosen: [RowID] = []
        var taken = Set<Int>()
        while chosen.count < count {
            let index = lowest + random.next(below: total - lowest)
            let id = list.layout.ids[index]
            if !keep.contains(id), taken.insert(index).inserted { chosen.append(id) }
        }
        return chosen
    }
}
