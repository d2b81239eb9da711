import ListCore

extension KeyedMirror {
    /// The rows of `heights` take them (`ModelMirror.setHeights`); `nil` when none changed.
    mutating func setHeights(_ heights: [RowID: Double]) -> PreparedBatch? {
        switch self {
        case .objects(var mirror):
            self = .objects(ModelMirror())   // `mirror` the only reference: changed in place, not copied
            defer { self = .objects(mirror) }
            return mirror.setHeights(heights)
        case .ids(var mirror):
            self = .ids(ModelMirror())
            defer { self = .ids(mirror) }
            return mirror.setHeights(heights)
        case .sectioned(var mirror):
            self = .sectioned(ModelMirror())
            defer { self = .sectioned(mirror) }
            return mirror.setHeights(heights)
        }
    }
}
