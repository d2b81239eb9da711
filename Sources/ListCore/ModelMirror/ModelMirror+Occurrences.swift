extension ModelMirror {
    /// The identities one key has in the model: almost always one (stored without an array), more
    /// when the model holds the key more than once.
    ///
    ///     var occurrences = Occurrences.one("m0")
    ///     occurrences.add("m7")          // .many(["m0", "m7"])
    ///     occurrences.remove("m0")       // .one("m7"), true
    ///
    /// - Complexity: O(1) for one occurrence, O(occurrences) for more.
    enum Occurrences {
        case one(RowID)
        case many([RowID])

        var all: [RowID] {
            switch self {
            case .one(let id): [id]
            case .many(let ids): ids
            }
        }

        mutating func add(_ id: RowID) {
            switch self {
            case .one(let first): self = .many([first, id])
            case .many(let ids): self = .many(ids + [id])
            }
        }

        /// Removes `id`; false when none is left (drop the key).
        mutating func remove(_ id: RowID) -> Bool {
            var ids = all
            ids.removeAll { $0 == id }
            switch ids.count {
            case 0: return false
            case 1: self = .one(ids[0])
            default: self = .many(ids)
            }
            return true
        }
    }
}
