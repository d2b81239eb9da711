import ListCore

extension KeyedMirror {
    /// An empty mirror for a list with sections (`.sectioned`); reorders list no moves, as the
    /// others (`empty(byID:)`).
    static func emptySectioned() -> KeyedMirror {
        var mirror = ModelMirror<SectionedKey<String>>()
        mirror.listsReorderMoves = false
        return .sectioned(mirror)
    }

    /// The rows' keys of a sectioned mirror (headers and items), empty for the others.
    var sectionedKeys: [SectionedKey<String>] {
        if case .sectioned(let mirror) = self { mirror.keys } else { [] }
    }

    var isSectioned: Bool {
        if case .sectioned = self { true } else { false }
    }

    /// The rows become `items` in `sections`, a header before each section (`Sections.rowKeys`),
    /// planned by identity against the rows held: items keep their rows (moves, between
    /// sections too), headers are keyed by their section's value (one that stays moves, one
    /// that appears or empties is inserted or deleted). `keys[i]` is item i's identity; an item
    /// already held is read again only when `rereads` (keyed by `id-property`, or the shown
    /// properties changed); a header is read (`headerContent(section)`) when it is new.
    ///
    /// - Complexity: O(n) for n rows, plus `ModelMirror.itemsChanged`'s.
    mutating func replaceAll(
        keys: [String], sections: Sections, rereads: Bool, itemContent: (Int) -> ModelMirrorContent,
        headerContent: (Int) -> ModelMirrorContent
    ) throws(ModelMirrorError) -> PreparedBatch {
        guard case .sectioned(var mirror) = self else { preconditionFailure("not a sectioned mirror") }
        self = .sectioned(ModelMirror())   // `mirror` the only reference: changed in place, not copied
        defer { self = .sectioned(mirror) }
        let rowKeys = sections.rowKeys(of: keys)
        // What each new row is: an item's position (>= 0) or a header's section (-1 - section).
        var what: [Int] = []
        what.reserveCapacity(rowKeys.count)
        var item = 0, section = 0
        for key in rowKeys {
            if case .header = key { what.append(-1 - section); section += 1 } else { what.append(item); item += 1 }
        }
        let read = { (row: Int) in what[row] >= 0 ? itemContent(what[row]) : headerContent(-1 - what[row]) }
        return try mirror.itemsChanged(position: 0, removed: mirror.rows.count, keys: rowKeys,
                                       content: { rereads && what[$0] >= 0 ? itemContent(what[$0]) : nil },
                                       freshContent: read)
    }
}
